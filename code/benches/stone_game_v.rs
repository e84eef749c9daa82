//! Stone Game V: the game tree, the memo, the O(n³) table, the O(n²)
//! moving balance point and the narrowed search (the crate's default), side
//! by side on the same rows of 1 to 10⁶ (LeetCode's range).
//!
//! - the game tree at 10, 12 and 14 stones;
//! - the memo and the table at 100, 200 and 500 stones (LeetCode's largest
//!   row), the O(n²) method and the default there too, so that the book can
//!   quote the ratios at 500;
//! - the O(n²) method and the default alone at 1,000, 2,000 and 5,000
//!   stones, and optimal play at its limit, `MAX_PLAY_LEN` stones.
//!
//! Every call gets a fresh row from a pool (`common::Pool`), the same rows for
//! every method. Run with `cargo bench -p stone-games --features book --bench stone_game_v`.
//! The book quotes ratios between measurements taken in one run.

use criterion::{criterion_group, criterion_main, Criterion};
use stone_games::stone_game_v;
use stone_games_testkit::STONE_GAME_V_ROWS;

mod common;
use common::Pool;

/// Fresh reproducible rows of `n` stones of 1 to 10⁶.
fn rows(n: usize) -> Pool<u32> {
    Pool::of(STONE_GAME_V_ROWS, n)
}

fn stone_game_v_methods(c: &mut Criterion) {
    let mut group = common::group(c, "stone_game_v");
    for n in [10, 12, 14] {
        common::on_fresh_rows(
            &mut group,
            "game_tree",
            n,
            rows(n),
            stone_game_v::book::max_score_brute_force,
        );
    }
    for n in [100, 200, 500] {
        common::on_fresh_rows(
            &mut group,
            "memo",
            n,
            rows(n),
            stone_game_v::book::max_score_memo,
        );
        common::on_fresh_rows(
            &mut group,
            "table",
            n,
            rows(n),
            stone_game_v::book::max_score_table,
        );
    }
    for n in [100, 200, 500, 1_000, 2_000, 5_000] {
        common::on_fresh_rows(
            &mut group,
            "quadratic",
            n,
            rows(n),
            stone_game_v::book::max_score_quadratic,
        );
        // The crate's default, `max_score`.
        common::on_fresh_rows(
            &mut group,
            "narrow",
            n,
            rows(n),
            stone_game_v::book::max_score_narrow,
        );
    }
    let n = stone_game_v::MAX_PLAY_LEN;
    common::on_fresh_rows(&mut group, "optimal_play", n, rows(n), |v| {
        stone_game_v::optimal_play(v).map(|moves| moves.len())
    });
    group.finish();
}

criterion_group!(benches, stone_game_v_methods);
criterion_main!(benches);
