//! Stone Game VII: the game tree, the interval table, the rolling row and the
//! linear method (Part I's on the negated values), side by side, on the same
//! rows. The table and the rolling row go up to 10,000 stones, the linear
//! method up to 10⁷.
//!
//! Every iteration times a fresh row: each size has a pool of distinct rows,
//! at least 2²² stones in all (and at least two rows), taken in turn, so that
//! no run learns one row's branches. Run with
//! `cargo bench -p stone-games --features book --bench stone_game_vii`.

use criterion::{criterion_group, criterion_main, Criterion};
use stone_games::stone_game_vii;
use stone_games_testkit::STONE_GAME_VII_ROWS;

mod common;
use common::Pool;

/// A pool of distinct reproducible rows of `n` stones of 1..=1,000 (the
/// values LeetCode allows), from seeds 1 apart, as the recorded rows were.
fn rows(n: usize) -> Pool<u32> {
    Pool::of_seeds_apart(STONE_GAME_VII_ROWS, n, 1)
}

fn stone_game_vii_methods(c: &mut Criterion) {
    let mut group = common::group(c, "stone_game_vii");
    // The game tree doubles with every stone: small rows show its growth.
    for n in [8, 12, 16] {
        common::on_fresh_rows(&mut group, "game_tree", n, rows(n), |s| {
            stone_game_vii::book::score_difference_brute_force(s)
        });
    }
    for n in [16, 100, 1_000, 10_000] {
        common::on_fresh_rows(&mut group, "table", n, rows(n), |s| {
            stone_game_vii::book::score_difference_table(s)
        });
        common::on_fresh_rows(&mut group, "rolling_row", n, rows(n), |s| {
            stone_game_vii::book::score_difference_rolling(s)
        });
        common::on_fresh_rows(&mut group, "linear", n, rows(n), |s| {
            stone_game_vii::book::score_difference_linear(s)
        });
    }
    for n in [100_000, 1_000_000, 10_000_000] {
        common::on_fresh_rows(&mut group, "linear", n, rows(n), |s| {
            stone_game_vii::book::score_difference_linear(s)
        });
    }
    group.finish();
}

criterion_group!(benches, stone_game_vii_methods);
criterion_main!(benches);
