//! What the benchmarks share: a pool of fresh rows to time them on (each
//! game's `stone_games_testkit::RowRecipe`, which its profiling example and
//! its limits' cases take too), and their groups set up alike.
//! Each benchmark declares it with `mod common;`; a `mod.rs` in a folder of
//! `benches/` is not a benchmark target of its own.

#![allow(
    dead_code,
    reason = "each benchmark compiles this module for itself and uses part \
              of it (Stone Game IV's input is a number, not a row)"
)]

use std::fmt::Debug;
use std::time::Duration;

use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, BenchmarkId, Criterion};
use stone_games_testkit::RowRecipe;

/// A group of benchmarks named `name`, with 10 samples each (a few of the
/// methods take seconds a run), one second of warm-up and two of measurement:
/// `figures/measure-all` runs every method of the nine games, and criterion's
/// defaults, longer in both, would make that most of an hour. Ten
/// samples of fresh rows are enough for the ratios the book quotes; criterion
/// records each estimate's confidence interval beside it.
pub fn group<'a>(c: &'a mut Criterion, name: &str) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(name);
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(2));
    group
}

/// How many values a [`Pool`] holds in all: 2²², far more than any branch
/// predictor can remember (they keep thousands of branches' history, not
/// millions), so no call runs on a row whose branches the processor has
/// learnt from an earlier call.
pub const POOL_VALUES: usize = 1 << 22;

/// How many rows of `values` values each a pool holds: [`POOL_VALUES`] values
/// in all, and at least two rows.
pub fn pool_rows(values: usize) -> usize {
    POOL_VALUES.div_ceil(values.max(1)).max(2)
}

/// Distinct reproducible rows of the same length, handed out in turn, one per
/// call, so that a benchmark times fresh rows, never the same row again and
/// again: on a short row repeated, the branch predictor learns the row, and
/// the time measured is not the time of a new input. Every method of a
/// benchmark gets a pool from the same seed: the same rows, in the same order.
pub struct Pool<T> {
    rows: Vec<Vec<T>>,
    next: usize,
}

impl<T> Pool<T> {
    /// Rows of `n` numbers made as `recipe` says, the first from its seed and
    /// each next one from a seed 0x9E37_79B9 further on ([`pool_rows`] of
    /// them).
    pub fn of(recipe: RowRecipe, n: usize) -> Pool<T>
    where
        T: TryFrom<i64>,
        T::Error: std::fmt::Debug,
    {
        Pool::of_seeds_apart(recipe, n, 0x9E37_79B9)
    }

    /// As [`Pool::of`], with the seeds `step` apart (Stone Game VII's
    /// benchmark recorded its rows with seeds 1 apart).
    pub fn of_seeds_apart(recipe: RowRecipe, n: usize, step: u64) -> Pool<T>
    where
        T: TryFrom<i64>,
        T::Error: std::fmt::Debug,
    {
        let rows = (0..pool_rows(n) as u64)
            .map(|k| {
                let seed = recipe.seed.wrapping_add(k.wrapping_mul(step));
                RowRecipe { seed, ..recipe }.row(n)
            })
            .collect();
        Pool { rows, next: 0 }
    }

    /// These rows, handed out in turn (for inputs that are not random rows,
    /// such as increasing rows that start at different sizes).
    pub fn from_rows(rows: Vec<Vec<T>>) -> Pool<T> {
        assert!(!rows.is_empty(), "a pool needs a row");
        Pool { rows, next: 0 }
    }

    /// The first row: what a benchmark checks before it times anything.
    pub fn first(&self) -> &[T] {
        &self.rows[0]
    }

    /// The next row, in turn.
    pub fn next_row(&mut self) -> &[T] {
        let row = &self.rows[self.next];
        self.next = (self.next + 1) % self.rows.len();
        row
    }
}

/// Times `method` as `name/n`, `n` the length of each row of `pool`, one
/// fresh row per call. Panics, before timing, if the rows are not `n` long
/// (a label that would quote another size's time) or if `method` refuses
/// the first: a size past a method's limit would time its refusal.
pub fn on_fresh_rows<V, A, E: Debug>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    n: usize,
    pool: Pool<V>,
    method: impl Fn(&[V]) -> Result<A, E>,
) {
    let len = pool.first().len();
    assert_eq!(
        len, n,
        "{name}/{n}: its rows are {len} long; on_fresh_rows_with times a \
         parameter other than the length"
    );
    on_fresh_rows_with(group, name, n, pool, method);
}

/// [`on_fresh_rows`] for a benchmark whose parameter is not the rows'
/// length (Part III's k), which its file's doc gives.
pub fn on_fresh_rows_with<V, A, E: Debug>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    parameter: usize,
    mut pool: Pool<V>,
    method: impl Fn(&[V]) -> Result<A, E>,
) {
    answers(name, parameter, method(pool.first()));
    group.bench_function(BenchmarkId::new(name, parameter), |b| {
        b.iter(|| method(black_box(pool.next_row())))
    });
}

/// Times `method` as `name/n` on Stone Game VI's pairs of rows: each row of
/// `pool` holds 2n values, Alice's the first n and Bob's the rest. Panics,
/// before timing, if `method` refuses the first pair.
pub fn on_fresh_pairs<A, E: Debug>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    n: usize,
    mut pool: Pool<u32>,
    method: impl Fn(&[u32], &[u32]) -> Result<A, E>,
) {
    let len = pool.first().len();
    assert_eq!(len, 2 * n, "{name}/{n}: its pairs are {len} values, not 2n");
    let (alice, bob) = pool.first().split_at(n);
    answers(name, n, method(alice, bob));
    group.bench_function(BenchmarkId::new(name, n), |b| {
        b.iter(|| {
            let (alice, bob) = pool.next_row().split_at(n);
            method(black_box(alice), black_box(bob))
        })
    });
}

/// Panics unless `answer` is an answer: the benchmark `name/parameter` would
/// time a refusal.
pub fn answers<A, E: Debug>(name: &str, parameter: usize, answer: Result<A, E>) {
    if let Err(refused) = answer {
        panic!("{name}/{parameter} refuses its input, {refused:?}: past the method's limit?");
    }
}
