//! Stone Game VIII's limits, each case run at its limit ([`Cases`]).

use super::*;

/// Stone Game VIII's limits that bound time or memory.
///
/// `MAX_I64_LEN` (2³¹ − 1 stones, 8 GiB of input) only guarantees that
/// nothing computed in `i64` overflows, and is not run: it is the limit of
/// `score_difference_constant_memory`, the pitfalls and
/// `exercises::score_difference_from_right`. The book proves the bound in
/// *The suffix maximum*, section *What bounds the answer*
/// (`src/stone-game-viii/suffix-max.md`), as `position_values`'s
/// documentation does. `score_difference` and `prefix_sums` take any row.
pub(super) fn stone_game_viii_cases(c: &mut Cases) {
    let values = values_of(&STONE_GAME_VIII_ROWS);
    use stone_game_viii::{book::*, exercises, *};
    let g = "stone_game_viii";
    // 2ⁿ⁻¹ nodes whatever the values.
    let n = MAX_GAME_TREE_LEN;
    let rows = format!("{n} stones of {values}");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &rows, move || STONE_GAME_VIII_ROWS.row(n); |v|
        score_difference_brute_force(v),
        score_difference_over_indices(v),
        game_tree_calls(v),
        move_worths(v),
    );

    let n = MAX_RECURRENCE_LEN;
    let rows = format!("{} stones of {values}", thousands(n as u64));
    at_limit!(c, g, MAX_RECURRENCE_LEN, n, &rows, move || STONE_GAME_VIII_ROWS.row(n); |v|
        difference_table(v),
        score_difference_recurrence(v),
    );

    let n = MAX_PLAY_LEN;
    let rows = format!("{} stones of {values}", thousands(n as u64));
    let make = move || STONE_GAME_VIII_ROWS.row(n);
    at_limit!(c, g, MAX_PLAY_LEN, n, &rows, make; |v|
        position_values(v),
        score_difference_suffix_max(v),
    );
    // On zeros every move ties, and play takes the fewest stones: the
    // n − 1 moves of the limit's doc comment, the most on any row.
    let zeros = format!(
        "{} stones of value 0 ({} moves of two stones)",
        thousands(n as u64),
        thousands(n as u64 - 1)
    );
    at_limit!(c, g, MAX_PLAY_LEN, n, &zeros, move || vec![0_i32; n]; |v|
        optimal_play(v),
        Position::new(v),
    );
    let k_is_2 = format!("{rows}, k = 2");
    at_limit!(c, g, MAX_PLAY_LEN, n, &k_is_2, make; |v|
        exercises::score_difference_at_least(v, 2),
    );
    at_limit!(c, g, MAX_PLAY_LEN, n, &rows, make; |v|
        exercises::optimal_openings(v),
    );

    let n = MAX_TRACE_LEN;
    let rows = format!("{} stones of {values}", thousands(n as u64));
    at_limit!(c, g, MAX_TRACE_LEN, n, &rows, move || STONE_GAME_VIII_ROWS.row(n); |v|
        suffix_max_trace(v),
    );
}
