//! Stone Game VI: the game tree over subsets, the greedy with a comparison
//! sort, the greedy by counting the weights and the greedy with a radix
//! sort, side by side on the same pairs of rows.
//!
//! - `stone_game_vi`: values 1 to 100 (LeetCode's range), every method;
//! - `stone_game_vi_wide`: any `u32` value, the comparison sort against the
//!   radix sort (the counting method refuses weights beyond 2¹⁶ − 1).
//!
//! Every call gets a fresh pair of rows from a pool (`common::Pool`): a row
//! of 2n values, Alice's the first n and Bob's the rest, the same rows for
//! every method. Run with `cargo bench -p stone-games --features book --bench stone_game_vi`.
//! The book quotes ratios between measurements taken in one run.

use criterion::{criterion_group, criterion_main, Criterion};
use stone_games::stone_game_vi;
use stone_games_testkit::MmixLcg;

mod common;
use common::Pool;

/// Fresh reproducible pairs of rows of `n` stones, values 1 to 100.
fn small_rows(n: usize) -> Pool<u32> {
    Pool::of(stone_games_testkit::STONE_GAME_VI_ROWS, 2 * n)
}

/// Fresh reproducible pairs of rows of `n` stones, any `u32` (the high 32
/// bits of one MMIX sequence, `stone_games_testkit::MmixLcg`, through all
/// the rows): [`common::pool_rows`] pairs.
fn wide_rows(n: usize) -> Pool<u32> {
    let count = common::pool_rows(2 * n);
    let mut random = MmixLcg::new(0x1686_FFFF_4C95_7F2D);
    let rows = (0..count)
        .map(|_| {
            (0..2 * n)
                .map(|_| (random.next_u64() >> 32) as u32)
                .collect()
        })
        .collect();
    Pool::from_rows(rows)
}

fn small_values(c: &mut Criterion) {
    let mut group = common::group(c, "stone_game_vi");
    for n in [12, 16, 20] {
        common::on_fresh_pairs(
            &mut group,
            "game_tree",
            n,
            small_rows(n),
            stone_game_vi::book::score_difference_brute_force,
        );
    }
    for n in [1_000, 100_000, 10_000_000] {
        common::on_fresh_pairs(
            &mut group,
            "sorted",
            n,
            small_rows(n),
            stone_game_vi::book::score_difference_sorted,
        );
        common::on_fresh_pairs(
            &mut group,
            "counting",
            n,
            small_rows(n),
            stone_game_vi::book::score_difference_counting,
        );
        common::on_fresh_pairs(
            &mut group,
            "radix",
            n,
            small_rows(n),
            stone_game_vi::book::score_difference_radix,
        );
    }
    group.finish();
}

fn wide_values(c: &mut Criterion) {
    let mut group = common::group(c, "stone_game_vi_wide");
    for n in [1_000, 100_000, 10_000_000] {
        common::on_fresh_pairs(
            &mut group,
            "sorted",
            n,
            wide_rows(n),
            stone_game_vi::book::score_difference_sorted,
        );
        common::on_fresh_pairs(
            &mut group,
            "radix",
            n,
            wide_rows(n),
            stone_game_vi::book::score_difference_radix,
        );
    }
    group.finish();
}

criterion_group!(benches, small_values, wide_values);
criterion_main!(benches);
