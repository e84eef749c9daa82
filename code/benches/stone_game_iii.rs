//! Stone Game III: the game tree, the O(nk) table, the ring of four, the
//! three registers (the crate's default) and the O(n) sliding window, side by
//! side on the same rows of values from -1,000 to 1,000 (LeetCode's range).
//!
//! - `stone_game_iii`: Stone Game III itself (k = 3), every method;
//! - `stone_game_iii_k`: n = 100,000 and k up to 2,000, the table against
//!   the window (the book quotes the ratio at k = 2,000);
//! - `stone_game_iii_far`: n = 10,000,000 and k = 1,000,000, the window
//!   alone (the table would take about 10¹³ steps).
//!
//! Every call gets a fresh row from a pool (`common::Pool`), the same rows for
//! every method. Run with `cargo bench -p stone-games --features book --bench stone_game_iii`.
//! The book quotes ratios between measurements taken in one run.

use criterion::{criterion_group, criterion_main, Criterion};
use stone_games::stone_game_iii;

mod common;
use common::Pool;

/// Fresh reproducible rows of `n` values from -1,000 to 1,000.
fn rows(n: usize) -> Pool<i32> {
    Pool::of(stone_games_testkit::STONE_GAME_III_ROWS, n)
}

fn stone_game_iii_methods(c: &mut Criterion) {
    let mut group = common::group(c, "stone_game_iii");
    for n in [12, 16, 20] {
        common::on_fresh_rows(&mut group, "game_tree", n, rows(n), |v| {
            stone_game_iii::book::score_difference_brute_force(v, 3)
        });
    }
    // Not 100,000: `stone_game_iii_k` measures the table and the window there
    // for k = 3 already, and one quantity has one measurement.
    for n in [1_000, 10_000, 1_000_000, 10_000_000] {
        common::on_fresh_rows(&mut group, "table", n, rows(n), |v| {
            stone_game_iii::book::score_difference_table(v, 3)
        });
        common::on_fresh_rows(
            &mut group,
            "ring",
            n,
            rows(n),
            stone_game_iii::book::score_difference_ring,
        );
        // The crate's default, `score_difference`.
        common::on_fresh_rows(
            &mut group,
            "registers",
            n,
            rows(n),
            stone_game_iii::book::score_difference_registers,
        );
        common::on_fresh_rows(&mut group, "window", n, rows(n), |v| {
            stone_game_iii::book::score_difference_window(v, 3)
        });
    }
    group.finish();
}

fn moves_of_up_to_k(c: &mut Criterion) {
    let mut group = common::group(c, "stone_game_iii_k");
    let n = 100_000;
    for k in [3, 30, 300, 2_000] {
        common::on_fresh_rows_with(&mut group, "table", k, rows(n), |v| {
            stone_game_iii::book::score_difference_table(v, k)
        });
        common::on_fresh_rows_with(&mut group, "window", k, rows(n), |v| {
            stone_game_iii::book::score_difference_window(v, k)
        });
    }
    group.finish();
}

fn far(c: &mut Criterion) {
    let mut group = common::group(c, "stone_game_iii_far");
    let (n, k) = (10_000_000, 1_000_000);
    // The parameter is n, a number, so that `record-bench` can record it.
    common::on_fresh_rows(&mut group, "window", n, rows(n), |v| {
        stone_game_iii::book::score_difference_window(v, k)
    });
    group.finish();
}

criterion_group!(benches, stone_game_iii_methods, moves_of_up_to_k, far);
criterion_main!(benches);
