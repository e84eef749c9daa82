//! Stone Game: the game tree, the interval table, the rolling row and the
//! linear method, side by side, on the same rows (the complexity chapter quotes
//! n = 16, 500 and 5,000; the other sizes draw the plots and the linear
//! chapter's comparison). The linear method runs in 128 bits and in 64 bits on
//! the same rows, random and increasing. Every call gets a fresh row from a
//! pool (`common::Pool`), so that no time is that of a row the processor has
//! learnt.
//!
//! Run with `cargo bench -p stone-games --features book --bench stone_game`. The book's
//! complexity chapter quotes ratios between these measurements, taken in one
//! run. The linear methods alone:
//! `cargo bench -p stone-games --features book --bench stone_game -- stone_game/linear`.

use criterion::measurement::WallTime;
use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion};
use stone_games::stone_game;

mod common;
use common::Pool;

/// Fresh reproducible rows of `n` piles with 1..=500 stones.
fn rows(n: usize) -> Pool<u32> {
    Pool::of(stone_games_testkit::STONE_GAME_ROWS, n)
}

fn stone_game_methods(c: &mut Criterion) {
    let mut group = common::group(c, "stone_game");
    // The game tree doubles with every pile: a few small rows show its growth.
    // (A row a method refuses stops the benchmark: `common::answers`.)
    for n in [8, 12, 16, 20] {
        common::on_fresh_rows(
            &mut group,
            "game_tree",
            n,
            rows(n),
            stone_game::book::score_difference_brute_force,
        );
    }
    for n in [16, 64, 250, 500, 1_000, 2_000, 5_000] {
        common::on_fresh_rows(
            &mut group,
            "table",
            n,
            rows(n),
            stone_game::book::score_difference_table,
        );
    }
    for n in [16, 64, 250, 500, 1_000, 2_000, 5_000, 10_000] {
        common::on_fresh_rows(
            &mut group,
            "rolling_row",
            n,
            rows(n),
            stone_game::book::score_difference_rolling,
        );
    }
    // The linear method in 128 bits (`linear`) and in 64 bits on a stack
    // allocated once (`linear_i64`), on the same rows, one after the other.
    for n in [16, 500, 5_000, 10_000, 100_000, 1_000_000, 10_000_000] {
        linear_methods(&mut group, "", n, || rows(n));
    }
    // Increasing rows: nothing collapses, the stack holds the whole row, and
    // step 2 takes every pile. Each starts at another pile size.
    for n in [500, 10_000, 1_000_000] {
        let count = common::pool_rows(n) as u32;
        let increasing =
            move || Pool::from_rows((0..count).map(|k| (k + 1..).take(n).collect()).collect());
        linear_methods(&mut group, "_increasing", n, increasing);
    }
    group.finish();
}

/// Both linear methods on the same rows of `n` piles, named
/// `linear<kind>/n` and `linear_i64<kind>/n`.
fn linear_methods(
    group: &mut BenchmarkGroup<'_, WallTime>,
    kind: &str,
    n: usize,
    pool: impl Fn() -> Pool<u32>,
) {
    let name = format!("linear{kind}");
    common::on_fresh_rows(
        group,
        &name,
        n,
        pool(),
        stone_game::book::score_difference_linear,
    );
    let name = format!("linear_i64{kind}");
    common::on_fresh_rows(
        group,
        &name,
        n,
        pool(),
        stone_game::book::score_difference_linear_i64,
    );
}

criterion_group!(benches, stone_game_methods);
criterion_main!(benches);
