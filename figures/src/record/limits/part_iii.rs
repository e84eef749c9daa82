//! Stone Game III's limits, each case run at its limit ([`Cases`]).

use super::*;

/// Stone Game III's limits.
pub(super) fn stone_game_iii_cases(c: &mut Cases) {
    let values = values_of(&STONE_GAME_III_ROWS);
    use stone_game_iii::{book::*, exercises, *};
    let g = "stone_game_iii";
    let n = MAX_GAME_TREE_LEN;
    let rows = format!("{n} values of {values}, k = {n}");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &rows, move || STONE_GAME_III_ROWS.row(n); |v|
        score_difference_brute_force(v, n),
        game_tree_calls(v, n),
    );

    // n·k steps at the limit, with k a tenth of n.
    let n = 100_000;
    let k = (MAX_TABLE_STEPS / n as u64) as usize;
    let rows = format!(
        "{} values of {values}, k = {} ({} steps)",
        thousands(n as u64),
        thousands(k as u64),
        power_of_ten(MAX_TABLE_STEPS as f64)
    );
    at_limit!(c, g, MAX_TABLE_STEPS, n, &rows, move || STONE_GAME_III_ROWS.row(n); |v|
        score_difference_table(v, k),
        difference_table(v, k),
        exercises::score_difference_ring_k(v, k),
    );

    let n = MAX_PLAY_LEN;
    let rows = format!("{} values of -5,000..=5,000", thousands(n as u64));
    let wider = RowRecipe {
        lo: -5_000,
        hi: 5_000,
        ..STONE_GAME_III_ROWS
    };
    let make = move || wider.row::<i32>(n);
    at_limit!(c, g, MAX_PLAY_LEN, n, &rows, make; |v|
        optimal_play(v),
        Position::new(v),
    );

    let n = MAX_TRACE_LEN;
    let rising = move || (1..=n as i32).collect::<Vec<i32>>();
    let rows = format!("the rising row 1, 2, ..., {}", thousands(n as u64));
    at_limit!(c, g, MAX_TRACE_LEN, n, &rows, rising; |v| ring_trace(v));
    let k_is_n = format!("{rows}, k = {}", thousands(n as u64));
    at_limit!(c, g, MAX_TRACE_LEN, n, &k_is_n, rising; |v|
        window_trace(v, n),
    );
}
