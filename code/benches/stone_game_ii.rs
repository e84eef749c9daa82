//! Stone Game II: the O(n³) memo and bottom-up table against the O(n²) sliding windows,
//! on the same rows of piles with 1..=10,000 stones.
//!
//! Run with `cargo bench -p stone-games --bench stone_game_ii`; record the results for the
//! book with `cargo run -p figures -- record-bench stone_game_ii`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use stone_games::stone_game_ii;

mod common;

/// A reproducible row of `n` piles with 1..=10,000 stones.
fn row(n: usize) -> Vec<u32> {
    common::row(0x2545_F491_4F6C_DD1D, n, 1, 10_000)
}

fn stone_game_ii_methods(c: &mut Criterion) {
    let mut group = common::group(c, "stone_game_ii");
    for n in [100, 250, 500, 1_000, 2_000, 4_000] {
        let piles = row(n);
        group.bench_with_input(BenchmarkId::new("memo", n), &piles, |b, p| {
            b.iter(|| stone_game_ii::max_stones_memo(black_box(p)))
        });
        group.bench_with_input(BenchmarkId::new("table", n), &piles, |b, p| {
            b.iter(|| {
                stone_game_ii::state_table_cubic(black_box(p))
                    .map(|t| t.answer())
            })
        });
        windows_and_answer_only(&mut group, n, &piles);
    }
    // Only the O(n²) methods go further.
    for n in [10_000, 20_000] {
        windows_and_answer_only(&mut group, n, &row(n));
    }
    group.finish();
}

/// The O(n²) windows with their table, and the same windows computing the
/// answer alone ([`stone_game_ii::max_stones`]).
fn windows_and_answer_only(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    n: usize,
    piles: &[u32],
) {
    group.bench_with_input(BenchmarkId::new("windows", n), piles, |b, p| {
        b.iter(|| stone_game_ii::max_stones_windows(black_box(p)))
    });
    group.bench_with_input(
        BenchmarkId::new("answer_only", n),
        piles,
        |b, p| b.iter(|| stone_game_ii::max_stones(black_box(p))),
    );
}

criterion_group!(benches, stone_game_ii_methods);
criterion_main!(benches);
