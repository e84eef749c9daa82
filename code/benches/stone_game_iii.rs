//! Stone Game III: the game tree, the O(nk) table, the ring of four and the
//! O(n) sliding window, side by side on the same rows of values from -1,000
//! to 1,000 (LeetCode's range).
//!
//! - `stone_game_iii`: Stone Game III itself (k = 3), every method;
//! - `stone_game_iii_k`: n = 100,000 and k up to 2,000, the table against
//!   the window (the book quotes the ratio at k = 2,000);
//! - `stone_game_iii_far`: n = 10,000,000 and k = 1,000,000, the window
//!   alone (the table would take about 10¹³ steps).
//!
//! Run with `cargo bench -p stone-games --bench stone_game_iii`. The book
//! quotes ratios between measurements taken in one run.

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{
    criterion_group, criterion_main, BenchmarkGroup, BenchmarkId, Criterion,
};
use stone_games::stone_game_iii;

mod common;

/// A reproducible row of `n` values from -1,000 to 1,000.
fn row(n: usize) -> Vec<i32> {
    common::row(0x5851_F42D_4C95_7F2D, n, -1_000, 1_000)
}

/// A group of this benchmark: one second of warm-up is enough for methods
/// that run in milliseconds.
fn group<'a>(c: &'a mut Criterion, name: &str) -> BenchmarkGroup<'a, WallTime> {
    let mut group = common::group(c, name);
    group.warm_up_time(Duration::from_secs(1));
    group
}

fn stone_game_iii_methods(c: &mut Criterion) {
    let mut group = group(c, "stone_game_iii");
    for n in [12, 16, 20] {
        let values = row(n);
        let id = BenchmarkId::new("game_tree", n);
        group.bench_with_input(id, &values, |b, v| {
            b.iter(|| {
                stone_game_iii::score_difference_brute_force(black_box(v), 3)
            })
        });
    }
    for n in [1_000, 100_000, 1_000_000, 10_000_000] {
        let values = row(n);
        let id = BenchmarkId::new("table", n);
        group.bench_with_input(id, &values, |b, v| {
            b.iter(|| stone_game_iii::score_difference_table(black_box(v), 3))
        });
        let id = BenchmarkId::new("ring", n);
        group.bench_with_input(id, &values, |b, v| {
            b.iter(|| stone_game_iii::score_difference_ring(black_box(v)))
        });
        let id = BenchmarkId::new("window", n);
        group.bench_with_input(id, &values, |b, v| {
            b.iter(|| stone_game_iii::score_difference_window(black_box(v), 3))
        });
    }
    group.finish();
}

fn moves_of_up_to_k(c: &mut Criterion) {
    let mut group = group(c, "stone_game_iii_k");
    let values = row(100_000);
    for k in [3, 30, 300, 2_000] {
        let id = BenchmarkId::new("table", k);
        group.bench_with_input(id, &values, |b, v| {
            b.iter(|| stone_game_iii::score_difference_table(black_box(v), k))
        });
        let id = BenchmarkId::new("window", k);
        group.bench_with_input(id, &values, |b, v| {
            b.iter(|| stone_game_iii::score_difference_window(black_box(v), k))
        });
    }
    group.finish();
}

fn far(c: &mut Criterion) {
    let mut group = group(c, "stone_game_iii_far");
    let values = row(10_000_000);
    let k = 1_000_000;
    // The parameter is n, a number, so that `record-bench` can record it.
    let id = BenchmarkId::new("window", values.len());
    group.bench_with_input(id, &values, |b, v| {
        b.iter(|| stone_game_iii::score_difference_window(black_box(v), k))
    });
    group.finish();
}

criterion_group!(benches, stone_game_iii_methods, moves_of_up_to_k, far);
criterion_main!(benches);
