//! Stone Game II's limits, each case run at its limit ([`Cases`]).

use super::*;

/// Stone Game II's limits on the game tree and the cubic methods; the
/// others in [`stone_game_ii_table_cases`].
pub(super) fn stone_game_ii_cases(c: &mut Cases) {
    let values = values_of(&STONE_GAME_II_ROWS);
    use stone_game_ii::{book::*, pitfalls};
    let g = "stone_game_ii";
    let n = MAX_GAME_TREE_LEN;
    let rows = format!("{n} piles of {values} stones");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &rows, move || STONE_GAME_II_ROWS.row(n); |p|
        max_stones_brute_force(p),
        game_tree_calls(p),
        pitfalls::m_becomes_x(p),
        pitfalls::takes_up_to_m(p),
    );
    let empty = format!("{n} empty piles");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &empty, move || vec![0; n]; |p|
        pitfalls::memo_zero_means_unsolved(p),
    );

    let n = MAX_CUBIC_LEN;
    let rows = format!("{} piles of {values} stones", thousands(n as u64));
    at_limit!(c, g, MAX_CUBIC_LEN, n, &rows, move || STONE_GAME_II_ROWS.row(n); |p|
        max_stones_memo(p),
        memo_calls(p),
        state_table_cubic(p),
        pitfalls::leaf_test_strict(p),
        pitfalls::memo_m_sized_half(p),
    );
}

/// Stone Game II's limits from `MAX_TABLE_LEN` on: the state table and
/// every method that stores less of it, the states reached, the count of
/// the memo's moves, the trace, and `max_stones` at its `MAX_LEN`.
pub(super) fn stone_game_ii_table_cases(c: &mut Cases) {
    let values = values_of(&STONE_GAME_II_ROWS);
    use stone_game_ii::{book::*, exercises, *};
    let g = "stone_game_ii";
    let n = MAX_TABLE_LEN;
    let rows = format!("{} piles of {values} stones", thousands(n as u64));
    let make = move || STONE_GAME_II_ROWS.row(n);
    at_limit!(c, g, MAX_TABLE_LEN, n, &rows, make; |p|
        state_table(p),
        max_stones_windows(p),
        optimal_play(p),
        Position::new(p),
        best_move(p, 1),
        exercises::stones_after_first_move(p),
        max_stones_answer_only(p),
    );
    let wide = format!(
        "{} piles of 1..=2³² − 1 stones (a total that needs 64 bits)",
        thousands(n as u64)
    );
    let wide_piles = RowRecipe {
        hi: i64::from(u32::MAX),
        ..STONE_GAME_II_ROWS
    };
    let wide_row = move || wide_piles.row::<u32>(n);
    at_limit!(c, g, MAX_TABLE_LEN, n, &wide, wide_row; |p|
        max_stones_answer_only(p),
    );
    at_limit!(c, g, MAX_TABLE_LEN, n, &rows, make; |p|
        max_stones_no_table(p),
        max_stones_block_minima(p),
        max_stones_two_stacks(p),
        max_stones_row_blocks(p),
    );
    let signed = format!("{} values of {values}", thousands(n as u64));
    let make = move || STONE_GAME_II_ROWS.row::<i32>(n);
    at_limit!(c, g, MAX_TABLE_LEN, n, &signed, make; |v|
        exercises::score_difference_from_either_end(v),
    );

    let n = MAX_REACHED_LEN;
    let row = format!("a row of {n} piles");
    at_limit!(c, g, MAX_REACHED_LEN, n, &row, move || n; |n|
        reached_states(*n),
    );

    // A count of moves, not a game: O(n) steps, bounded for its numbers.
    let n = MAX_MEMO_COUNTS_LEN;
    let row = format!("a row of {} piles, counted", thousands(n as u64));
    at_limit!(c, g, MAX_MEMO_COUNTS_LEN, n, &row, move || n; |n|
        memo_counts(*n),
    );

    let n = MAX_TRACE_LEN;
    let rows = format!("{n} piles of {values} stones");
    at_limit!(c, g, MAX_TRACE_LEN, n, &rows, move || STONE_GAME_II_ROWS.row(n); |p|
        windows_trace(p),
    );

    // The function to call, `max_stones`, is the O(n²) answer: its own
    // limit has the value of `MAX_TABLE_LEN`.
    let n = MAX_LEN;
    let rows = format!("{} piles of {values} stones", thousands(n as u64));
    at_limit!(c, g, MAX_LEN, n, &rows, move || STONE_GAME_II_ROWS.row(n); |p|
        max_stones(p),
        score_difference(p),
        winner(p),
    );
}
