//! Stone Game: the game tree, the interval table, the rolling row and the linear method,
//! side by side, on the same rows (the complexity chapter quotes n = 16, 500 and 5,000;
//! the other sizes draw the plots and the linear chapter's comparison).
//!
//! Run with `cargo bench -p stone-games --bench stone_game`. The book's complexity chapter
//! quotes ratios between these measurements, taken in one run.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use stone_games::stone_game;

/// A reproducible row of `n` piles with 1..=500 stones (a fixed linear congruential sequence).
fn row(n: usize) -> Vec<u32> {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    (0..n)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) as u32 % 500 + 1
        })
        .collect()
}

fn stone_game_methods(c: &mut Criterion) {
    let mut group = c.benchmark_group("stone_game");
    group.sample_size(10);
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
    for n in [16, 500, 5_000, 10_000, 100_000, 1_000_000, 10_000_000] {
        let piles = row(n);
        group.bench_with_input(
            BenchmarkId::new("linear", n),
            &piles,
            |b, p| b.iter(|| stone_game::score_difference_linear(black_box(p))),
        );
    }
    group.finish();
}

criterion_group!(benches, stone_game_methods);
criterion_main!(benches);
