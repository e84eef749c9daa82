//! Stone Game's limits, each case run at its limit ([`Cases`]).

use super::*;

/// Every limit of Stone Game that bounds time (or memory, where the time
/// at that size is the point), with the functions its doc comment names:
/// the game tree, the table, the memo and the two scores here, the rolling
/// row, the moves of up to k piles, the parity and the trace in
/// [`stone_game_row_cases`].
pub(super) fn stone_game_cases(c: &mut Cases) {
    let values = values_of(&STONE_GAME_ROWS);
    use stone_game::{book::*, exercises, pitfalls, *};
    let g = "stone_game";
    let n = MAX_GAME_TREE_LEN;
    let rows = format!("{n} piles of {values} stones");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &rows, move || STONE_GAME_ROWS.row(n); |p|
        score_difference_brute_force(p),
        game_tree_calls(p),
    );
    let empty = format!("{n} empty piles");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &empty, move || vec![0; n]; |p|
        pitfalls::memo_zero_means_unsolved(p),
    );

    // The tables of `MAX_TABLE_BYTES`: n² cells of `cell` bytes, at the
    // most piles whose cells fit it (the limit of `cell`'s size).
    let fits = |n: usize, cell: usize| {
        format!(
            "{} piles of {values} stones ({cell}-byte cells)",
            thousands(n as u64)
        )
    };
    let n = MAX_TABLE_LEN;
    at_limit!(c, g, MAX_TABLE_BYTES, n, &fits(n, 8), move || STONE_GAME_ROWS.row(n); |p|
        score_table(p),
        table_for_row(p, 0_i64),
    );
    let rows = format!("{} piles of {values} stones", thousands(n as u64));
    at_limit!(c, g, MAX_TABLE_LEN, n, &rows, move || STONE_GAME_ROWS.row(n); |p|
        optimal_play(p),
        Position::new(p),
        score_difference_table(p),
        play_parity_against_optimal(p),
        exercises::optimal_ends_in_linear_memory(p),
        pitfalls::adds_instead_of_subtracts(p),
        pitfalls::fills_row_major(p),
    );
    let n = MAX_MEMO_LEN;
    at_limit!(c, g, MAX_MEMO_LEN, n, &fits(n, 16), move || STONE_GAME_ROWS.row(n); |p|
        score_difference_memo(p),
        memo_calls(p),
    );
    let n = MAX_TWO_SCORES_LEN;
    let rows = fits(n, 48);
    at_limit!(c, g, MAX_TWO_SCORES_LEN, n, &rows, move || STONE_GAME_ROWS.row(n); |p|
        scores_with_turn(p),
        scores_choosing_by(p, mover_keeps_best),
        pitfalls::scores_turn_forgotten(p),
    );
}

/// Stone Game's limits on the rolling row, the moves of up to k piles, the
/// parity strategy and the linear method's trace.
pub(super) fn stone_game_row_cases(c: &mut Cases) {
    let values = values_of(&STONE_GAME_ROWS);
    use stone_game::{book::*, exercises, pitfalls};
    let g = "stone_game";
    let n = MAX_ROLLING_LEN;
    let rows = format!("{} piles of {values} stones", thousands(n as u64));
    let make = move || STONE_GAME_ROWS.row(n);
    let signed = move || {
        STONE_GAME_ROWS
            .row::<u32>(n)
            .into_iter()
            .map(i64::from)
            .collect::<Vec<i64>>()
    };
    at_limit!(c, g, MAX_ROLLING_LEN, n, &rows, make; |p|
        score_difference_rolling(p),
    );
    at_limit!(c, g, MAX_ROLLING_LEN, n, &rows, signed; |v|
        score_difference_rolling_signed(v),
    );
    at_limit!(c, g, MAX_ROLLING_LEN, n, &rows, make; |p|
        pitfalls::rolling_row_right_to_left(p),
        exercises::beat_greedy(p),
    );

    for (n, most) in [(10_000, 10), (9_534, 11), (1_000, 1_000)] {
        let rows = format!(
            "{} piles of {values} stones, moves of up to {} piles",
            thousands(n as u64),
            thousands(most as u64)
        );
        let most = nonzero(most);
        at_limit!(c, g, MAX_UP_TO_MOVES, n, &rows, move || STONE_GAME_ROWS.row(n); |p|
            exercises::score_difference_up_to(p, most),
        );
    }

    let n = MAX_PARITY_SEARCH_LEN;
    let rows = format!("{n} piles of {values} stones");
    at_limit!(c, g, MAX_PARITY_SEARCH_LEN, n, &rows, move || STONE_GAME_ROWS.row(n); |p|
        parity_worst_case_margin(p),
    );

    for (len, most) in [(18, 2), (2, 999), (MAX_PARITY_SEARCH_LEN, 1)] {
        let n = parity_check_rows(len, most);
        let rows = format!(
            "every row of up to {len} piles of 1..={most} stones ({} rows)",
            thousands(n)
        );
        at_limit!(c, g, MAX_PARITY_CHECK_ROWS, n, &rows, move || (len, most);
            |row| check_parity_strategy(row.0, row.1),
        );
    }

    let n = MAX_TRACE_LEN;
    let rising = format!("the rising row 1, 2, ..., {}", thousands(n as u64));
    let make = move || (1..=n as i64).collect::<Vec<i64>>();
    at_limit!(c, g, MAX_TRACE_LEN, n, &rising, make; |v| linear_trace(v));
}
