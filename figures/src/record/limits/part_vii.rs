//! Stone Game VII's limits, each case run at its limit ([`Cases`]).

use super::*;

/// Stone Game VII's limits that bound time or memory.
///
/// `MAX_LEN` (2³³ + 3 stones, 32 GiB of input) only guarantees that the
/// answer fits in a `u64`, and is not run: it is the limit of
/// `score_difference`, `winner`, `best_move`, `score_difference_linear` and
/// `pitfalls::remove_smaller_end`. The book proves the bound in *The same
/// game as Part I*, section *Stone Game VII in linear time*
/// (`src/stone-game-vii/reduction.md`). The exercises
/// `score_difference_shifted` and `score_difference_scoring_before` take
/// up to Stone Game's `MAX_LEN`, a bound on numbers too; `optimal_end` takes
/// any table.
pub(super) fn stone_game_vii_cases(c: &mut Cases) {
    let values = values_of(&STONE_GAME_VII_ROWS);
    use stone_game_vii::{book::*, exercises, pitfalls, *};
    let g = "stone_game_vii";
    let n = MAX_GAME_TREE_LEN;
    let rows = format!("{n} stones of {values}");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &rows, move || STONE_GAME_VII_ROWS.row(n); |v|
        score_difference_brute_force(v),
        game_tree_calls(v),
    );

    // On zeros the pitfall takes every solved value 0 for unsolved, and
    // makes the game tree's 2ⁿ − 1 calls; its fix takes the same rows.
    let n = MAX_ZERO_MEMO_LEN;
    let zeros = format!("{n} stones of value 0");
    at_limit!(c, g, MAX_ZERO_MEMO_LEN, n, &zeros, move || vec![0_u32; n]; |v|
        pitfalls::memo_zero_means_unsolved(v),
        exercises::score_difference_memo(v),
    );

    let n = MAX_TABLE_LEN;
    let rows = format!("{} stones of {values}", thousands(n as u64));
    at_limit!(c, g, MAX_TABLE_LEN, n, &rows, move || STONE_GAME_VII_ROWS.row(n); |v|
        score_table(v),
        score_difference_table(v),
        optimal_play(v),
        Position::new(v),
    );
    // `v` is the row and the end each stone is removed from.
    let left = format!("{rows}, every one removed from the left");
    let make = move || (STONE_GAME_VII_ROWS.row(n), vec![End::Left; n]);
    at_limit!(c, g, MAX_TABLE_LEN, n, &left, make; |v|
        play_ends(&v.0, &v.1),
        exercises::difference_of_play(&v.0, &v.1),
    );

    let n = MAX_ROLLING_LEN;
    let rows = format!("{} stones of {values}", thousands(n as u64));
    at_limit!(c, g, MAX_ROLLING_LEN, n, &rows, move || STONE_GAME_VII_ROWS.row(n); |v|
        score_difference_rolling(v),
        pitfalls::sums_in_32_bits(v),
    );
}
