//! Stone Game VII: the game tree, the interval table, the rolling row and the
//! linear method (Part I's on the negated values), side by side, on the same
//! rows. The table and the rolling row go up to 10,000 stones, the linear
//! method up to 10⁷.
//!
//! Every iteration times a fresh row: each size has a pool of distinct rows,
//! at least 2²² stones in all (and at least two rows), taken in turn, so that
//! no run learns one row's branches. Run with
//! `cargo bench -p stone-games --features book --bench stone_game_vii`.

use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{
    criterion_group, criterion_main, BenchmarkGroup, BenchmarkId, Criterion,
};
use stone_games::stone_game_vii;
use stone_games_testkit::random_row;

mod common;

/// The fewest stones a size's pool holds, over all its rows.
const POOL_STONES: usize = 1 << 22;

/// A pool of distinct reproducible rows of `n` stones of 1..=1,000 (the
/// values LeetCode allows): at least [`POOL_STONES`] stones in all, and at
/// least two rows.
// Not `Pool`, whose seeds step by 0x9E37_79B9: the recorded rows would change.
fn pool(n: usize) -> Vec<Vec<u32>> {
    let rows = POOL_STONES.div_ceil(n.max(1)).max(2);
    (0..rows as u64)
        .map(|k| random_row(0x5EED_0007 + k, n, 1, 1_000))
        .collect()
}

/// Time `method` on the rows of `pool`, a fresh one each iteration.
fn bench_on_pool<T>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    pool: &[Vec<u32>],
    method: impl Fn(&[u32]) -> T,
) {
    let n = pool[0].len();
    let mut next = 0;
    group.bench_function(BenchmarkId::new(name, n), |b| {
        b.iter(|| {
            let stones = &pool[next];
            next = (next + 1) % pool.len();
            method(black_box(stones))
        })
    });
}

fn stone_game_vii_methods(c: &mut Criterion) {
    let mut group = common::group(c, "stone_game_vii");
    // The game tree doubles with every stone: small rows show its growth.
    for n in [8, 12, 16] {
        let rows = pool(n);
        bench_on_pool(&mut group, "game_tree", &rows, |s| {
            stone_game_vii::score_difference_brute_force(s)
        });
    }
    for n in [16, 100, 1_000, 10_000] {
        let rows = pool(n);
        bench_on_pool(&mut group, "table", &rows, |s| {
            stone_game_vii::score_difference_table(s)
        });
        bench_on_pool(&mut group, "rolling_row", &rows, |s| {
            stone_game_vii::score_difference_rolling(s)
        });
        bench_on_pool(&mut group, "linear", &rows, |s| {
            stone_game_vii::score_difference_linear(s)
        });
    }
    for n in [100_000, 1_000_000, 10_000_000] {
        let rows = pool(n);
        bench_on_pool(&mut group, "linear", &rows, |s| {
            stone_game_vii::score_difference_linear(s)
        });
    }
    group.finish();
}

criterion_group!(benches, stone_game_vii_methods);
criterion_main!(benches);
