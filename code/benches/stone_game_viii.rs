//! Stone Game VIII: the game trees, the O(n²) recurrence, the O(n) suffix
//! maximum with its table, the one with one running maximum and the one that
//! branches only on a raise (the crate's default), side by side on the same
//! rows of stones from -10,000 to 10,000 (LeetCode's range).
//!
//! Every call gets a fresh row from a pool (`common::Pool`), the same rows for
//! every method. Run with `cargo bench -p stone-games --features book --bench stone_game_viii`.
//! The book quotes ratios between measurements taken in one run.

use criterion::{criterion_group, criterion_main, Criterion};
use stone_games::stone_game_viii;
use stone_games_testkit::STONE_GAME_VIII_ROWS;

mod common;
use common::Pool;

/// Fresh reproducible rows of `n` stones from -10,000 to 10,000.
fn rows(n: usize) -> Pool<i32> {
    Pool::of(STONE_GAME_VIII_ROWS, n)
}

fn stone_game_viii_methods(c: &mut Criterion) {
    let mut group = common::group(c, "stone_game_viii");
    for n in [12, 16, 20] {
        common::on_fresh_rows(
            &mut group,
            "game_tree",
            n,
            rows(n),
            stone_game_viii::book::score_difference_brute_force,
        );
        common::on_fresh_rows(
            &mut group,
            "over_indices",
            n,
            rows(n),
            stone_game_viii::book::score_difference_over_indices,
        );
    }
    // The recurrence up to its limit; the O(n) methods on the same rows, and
    // then far beyond, to 10⁷ stones.
    for n in [1_000, 10_000, stone_game_viii::book::MAX_RECURRENCE_LEN] {
        common::on_fresh_rows(
            &mut group,
            "recurrence",
            n,
            rows(n),
            stone_game_viii::book::score_difference_recurrence,
        );
    }
    for n in [1_000, 10_000, 40_000, 1_000_000, 10_000_000] {
        common::on_fresh_rows(
            &mut group,
            "suffix_max",
            n,
            rows(n),
            stone_game_viii::book::score_difference_suffix_max,
        );
        common::on_fresh_rows(
            &mut group,
            "constant_memory",
            n,
            rows(n),
            stone_game_viii::book::score_difference_constant_memory,
        );
        // The crate's default, `score_difference`.
        common::on_fresh_rows(
            &mut group,
            "branch_on_raise",
            n,
            rows(n),
            stone_game_viii::book::score_difference_branch_on_raise,
        );
    }
    group.finish();
}

criterion_group!(benches, stone_game_viii_methods);
criterion_main!(benches);
