//! Stone Game V's limits, each case run at its limit ([`Cases`]).

use super::*;

/// Stone Game V's limits on the game tree and the cubic methods; the others
/// in [`stone_game_v_play_cases`]. Every one bounds time or memory, and
/// each is run.
pub(super) fn stone_game_v_cases(c: &mut Cases) {
    let values = values_of(&STONE_GAME_V_ROWS);
    use stone_game_v::{book::*, exercises, pitfalls};
    let g = "stone_game_v";
    // On zeros every cut is a tie and both parts are searched: the 3ⁿ⁻¹
    // calls of the limit's doc comment, the most on any row.
    let n = MAX_GAME_TREE_LEN;
    let zeros = format!("{n} stones of value 0 (every cut a tie)");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &zeros, move || vec![0_u32; n]; |v|
        max_score_brute_force(v),
        game_tree_calls(v),
    );

    let n = MAX_CUBIC_LEN;
    let stones = |what: &str| format!("{} stones {what}", thousands(n as u64));
    // The memo solves every one of the n(n + 1)/2 intervals only on a row
    // where every cut ties; the table fills them all on any row.
    let zeros = stones("of value 0 (every interval reached)");
    at_limit!(c, g, MAX_CUBIC_LEN, n, &zeros, move || vec![0_u32; n]; |v|
        max_score_memo(v),
        reached_intervals(v),
        exercises::memo_cuts(v),
    );
    // The table's time depends on the row: on zeros every cut ties and both
    // parts are kept, on the benchmarks' rows most cuts are decided at once.
    // Each method is timed on both, and recorded on the slower.
    let candidates = || -> Vec<Candidate<Vec<u32>>> {
        vec![
            (stones("of value 0"), |n| vec![0_u32; n]),
            (stones(&format!("of {values}")), |n| {
                STONE_GAME_V_ROWS.row(n)
            }),
        ]
    };
    at_limit!(c, g, MAX_CUBIC_LEN, n, slowest of candidates(); |v|
        score_table(v),
        max_score_table(v),
        pitfalls::ties_keep_the_left_part(v),
    );
    // The greedy plays one game: on zeros each round ties, keeps all but
    // one stone, and compares every cut, n(n − 1)/2 in all, its most.
    let ties = stones("of value 0 (every cut a tie)");
    at_limit!(c, g, MAX_CUBIC_LEN, n, &ties, move || vec![0_u32; n]; |v|
        pitfalls::most_balanced_cut(v),
    );
    at_limit!(c, g, MAX_CUBIC_LEN, n, slowest of candidates(); |v|
        pitfalls::sums_in_32_bits(v),
        exercises::max_score_bob_breaks_ties(v),
        exercises::balance_moves_left_with_i(v),
    );
}

/// Stone Game V's limits from `MAX_LEN` on: the fastest methods, the play
/// and the trace.
pub(super) fn stone_game_v_play_cases(c: &mut Cases) {
    let values = values_of(&STONE_GAME_V_ROWS);
    use stone_game_v::{book::*, exercises, *};
    let g = "stone_game_v";
    let rows = |n: usize| format!("{} stones of {values}", thousands(n as u64));
    let n = MAX_LEN;
    at_limit!(c, g, MAX_LEN, n, &rows(n), move || STONE_GAME_V_ROWS.row(n); |v|
        max_score(v),
        max_score_quadratic(v),
        max_score_narrow(v),
        exercises::max_score_binary_search(v),
    );
    let table = format!("the table of {} stones", thousands(n as u64));
    at_limit!(c, g, MAX_LEN, n, &table, move || n; |n| ScoreTable::zeros(*n));

    let n = MAX_PLAY_LEN;
    at_limit!(c, g, MAX_PLAY_LEN, n, &rows(n), move || STONE_GAME_V_ROWS.row(n); |v|
        score_table_quadratic(v),
        optimal_play(v),
        Position::new(v),
        best_move(v),
        exercises::best_first_cuts(v),
        exercises::max_score_bob_breaks_ties_quadratic(v),
    );

    let n = MAX_TRACE_LEN;
    at_limit!(c, g, MAX_TRACE_LEN, n, &rows(n), move || STONE_GAME_V_ROWS.row(n); |v|
        quadratic_trace(v),
    );
}
