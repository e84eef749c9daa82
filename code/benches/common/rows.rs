//! The benchmarks' reproducible rows, apart from criterion, so that the
//! examples that profile one method (`code/examples`) run on the very rows the
//! benchmarks time: they include this file with `#[path]`. The tests of
//! `examples/play.rs` take their random rows from it too.

/// A reproducible row of `n` numbers from `lo` to `hi`: a fixed linear
/// congruential sequence from `seed`, the same rows on every run.
pub fn row<T>(seed: u64, n: usize, lo: i64, hi: i64) -> Vec<T>
where
    T: TryFrom<i64>,
    T::Error: std::fmt::Debug,
{
    let width = (hi - lo + 1) as u64;
    let mut state = seed;
    (0..n)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let value = lo + ((state >> 33) % width) as i64;
            T::try_from(value).expect("lo..=hi fits the row's type")
        })
        .collect()
}
