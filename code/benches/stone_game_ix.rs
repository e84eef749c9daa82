//! Stone Game IX: the game tree over the stones, the game over counts, the
//! closed rule and optimal play, side by side on the same rows of values
//! from 1 to 10,000 (LeetCode's range).
//!
//! - `game_tree` up to its limit, `MAX_GAME_TREE_LEN` stones;
//! - `counts` up to 600 stones: random rows split their stones about evenly
//!   between the remainders, about (n/3 + 1)³ positions, 8.1 × 10⁶ at 600,
//!   within its limit on positions (a refused row would stop the benchmark);
//! - `rule` and `optimal_play` on the same sizes and up to 10⁶ stones.
//!
//! Every call gets a fresh row from a pool (`common::Pool`), the same rows for
//! every method. Run with `cargo bench -p stone-games --features book --bench stone_game_ix`.

use criterion::{criterion_group, criterion_main, Criterion};
use stone_games::stone_game_ix;

mod common;
use common::Pool;

/// Fresh reproducible rows of `n` values from 1 to 10,000.
fn rows(n: usize) -> Pool<u32> {
    Pool::of(stone_games_testkit::STONE_GAME_IX_ROWS, n)
}

fn stone_game_ix_methods(c: &mut Criterion) {
    let mut group = common::group(c, "stone_game_ix");
    let tree = stone_game_ix::book::alice_wins_brute_force;
    for n in [12, 16, stone_game_ix::book::MAX_GAME_TREE_LEN] {
        common::on_fresh_rows(&mut group, "game_tree", n, rows(n), tree);
    }
    for n in [12, 16, 20, 100, 300, 600] {
        let counts = stone_game_ix::book::alice_wins_counts;
        common::on_fresh_rows(&mut group, "counts", n, rows(n), counts);
    }
    for n in [12, 16, 20, 100, 300, 600, 10_000, 1_000_000] {
        common::on_fresh_rows(&mut group, "rule", n, rows(n), stone_game_ix::alice_wins);
        common::on_fresh_rows(&mut group, "optimal_play", n, rows(n), |v| {
            stone_game_ix::optimal_play(v).map(|moves| moves.len())
        });
    }
    group.finish();
}

criterion_group!(benches, stone_game_ix_methods);
criterion_main!(benches);
