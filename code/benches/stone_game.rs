//! Stone Game: the game tree, the interval table, the rolling row and the
//! linear method, side by side, on the same rows (the complexity chapter quotes
//! n = 16, 500 and 5,000; the other sizes draw the plots and the linear
//! chapter's comparison). The linear method runs in 128 bits and in 64 bits on
//! the same rows, random and increasing.
//!
//! Run with `cargo bench -p stone-games --bench stone_game`. The book's
//! complexity chapter quotes ratios between these measurements, taken in one
//! run. The linear methods alone:
//! `cargo bench -p stone-games --bench stone_game -- stone_game/linear`.

use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{
    criterion_group, criterion_main, BenchmarkGroup, BenchmarkId, Criterion,
};
use stone_games::stone_game;

mod common;

/// A reproducible row of `n` piles with 1..=500 stones.
fn row(n: usize) -> Vec<u32> {
    common::row(0x9E37_79B9_7F4A_7C15, n, 1, 500)
}

fn stone_game_methods(c: &mut Criterion) {
    let mut group = common::group(c, "stone_game");
    // The game tree doubles with every pile: a few small rows show its growth.
    for n in [8, 12, 16, 20] {
        let piles = row(n);
        group.bench_with_input(
            BenchmarkId::new("game_tree", n),
            &piles,
            |b, p| {
                b.iter(|| {
                    stone_game::score_difference_brute_force(black_box(p))
                })
            },
        );
    }
    for n in [16, 64, 250, 500, 1_000, 2_000, 5_000] {
        let piles = row(n);
        group.bench_with_input(BenchmarkId::new("table", n), &piles, |b, p| {
            b.iter(|| stone_game::score_difference_table(black_box(p)))
        });
    }
    for n in [16, 64, 250, 500, 1_000, 2_000, 5_000, 10_000] {
        let piles = row(n);
        let rolling = BenchmarkId::new("rolling_row", n);
        group.bench_with_input(rolling, &piles, |b, p| {
            b.iter(|| stone_game::score_difference_rolling(black_box(p)))
        });
    }
    // The linear method in 128 bits (`linear`) and in 64 bits on a stack
    // allocated once (`linear_i64`), on the same rows, one after the other.
    for n in [16, 500, 5_000, 10_000, 100_000, 1_000_000, 10_000_000] {
        let piles = row(n);
        linear_methods(&mut group, "", &piles);
    }
    // Increasing rows: nothing collapses, the stack holds the whole row, and
    // step 2 takes every pile.
    for n in [500, 10_000, 1_000_000] {
        let piles: Vec<u32> = (1..).take(n).collect();
        linear_methods(&mut group, "_increasing", &piles);
    }
    group.finish();
}

/// Both linear methods on one row, named `linear<rows>/n` and
/// `linear_i64<rows>/n`.
fn linear_methods(
    group: &mut BenchmarkGroup<'_, WallTime>,
    rows: &str,
    piles: &[u32],
) {
    let n = piles.len();
    let in_128_bits = BenchmarkId::new(format!("linear{rows}"), n);
    group.bench_with_input(in_128_bits, piles, |b, p| {
        b.iter(|| stone_game::score_difference_linear(black_box(p)))
    });
    let in_64_bits = BenchmarkId::new(format!("linear_i64{rows}"), n);
    group.bench_with_input(in_64_bits, piles, |b, p| {
        b.iter(|| stone_game::score_difference_linear_i64(black_box(p)))
    });
}

criterion_group!(benches, stone_game_methods);
criterion_main!(benches);
