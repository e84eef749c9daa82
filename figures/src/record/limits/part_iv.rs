//! Stone Game IV's limits, each case run at its limit ([`Cases`]).

use super::*;

/// Stone Game IV's limits on the game tree, the tables and the functions
/// that list every move; the others in [`stone_game_iv_sieve_cases`].
pub(super) fn stone_game_iv_cases(c: &mut Cases) {
    use stone_game_iv::{book::*, exercises, pitfalls, *};
    let g = "stone_game_iv";
    let n = MAX_GAME_TREE_N;
    let pile = format!("a pile of {n} stones");
    at_limit!(c, g, MAX_GAME_TREE_N, n, &pile, move || n; |n|
        alice_wins_brute_force(*n),
        game_tree_calls(*n),
    );

    let n = MAX_TABLE_N;
    let up_to = "every position up to 10⁷";
    at_limit!(c, g, MAX_TABLE_N, n, up_to, move || n; |n|
        win_table(*n),
        losing_positions_sieve(*n),
        pitfalls::win_table_strict_bound(*n),
        pitfalls::win_table_zero_wins(*n),
    );
    let one = "every position up to 10⁷, segments of 1 (lengthened to √(n + 1))";
    at_limit!(c, g, MAX_TABLE_N, n, one, move || n; |n|
        exercises::losing_positions_in_segments(*n, nonzero(1)),
    );

    let n = MAX_ALL_MOVES_N;
    let up_to = "every position up to 10⁶";
    at_limit!(c, g, MAX_ALL_MOVES_N, n, up_to, move || n; |n|
        grundy_values(*n),
    );
    at_limit!(c, g, MAX_ALL_MOVES_N, n, "one pile of 10⁶ stones",
        move || vec![n]; |p| nim_sum_wins(p),
    );
    at_limit!(c, g, MAX_ALL_MOVES_N, n, up_to, move || n; |n|
        remoteness(*n),
    );
    at_limit!(c, g, MAX_ALL_MOVES_N, n, "a pile of 10⁶ stones", move || n;
        |n| optimal_play(*n),
        Position::new(*n),
        best_move(*n),
    );
    at_limit!(c, g, MAX_ALL_MOVES_N, n, "three piles of 10⁶ stones",
        move || vec![n; 3]; |p| exercises::winning_move(p),
    );
}

/// Stone Game IV's limits from `MAX_N` on: the sieves to 10⁹, on every core
/// and on one thread (the steps of *Near the floor*); the move sets and the
/// trace in [`stone_game_iv_move_set_cases`]. `count_losing_positions_to`
/// goes one decade further, to `MAX_COUNT_N` (10¹⁰): a run of minutes,
/// recorded with its progress by `count-losing 10` into
/// figures/data/sg4-counts.json and quoted in *Going far*, not here.
pub(super) fn stone_game_iv_sieve_cases(c: &mut Cases) {
    use stone_game_iv::{book::*, *};
    let g = "stone_game_iv";
    let n = MAX_N;
    let all = "every position up to 10⁹";
    let one_thread = "every position up to 10⁹, on one thread";
    let every_core = "every position up to 10⁹, on every core";
    let cores = std::thread::available_parallelism()
        .map_or(1, |n| n.get().min(stone_games::stone_game_iv::MAX_THREADS));
    at_limit!(c, g, MAX_N, n, "a pile of 10⁹ stones", move || n; |n|
        alice_wins(*n),
        winner(*n),
    );
    at_limit!(c, g, MAX_N, n, all, move || n; |n|
        losing_positions(*n),
        count_losing_positions(*n),
        losing_positions_segmented(*n),
    );
    at_limit!(c, g, MAX_N, n, one_thread, move || n; |n|
        losing_positions_segmented_on(*n, 1),
    );
    at_limit!(c, g, MAX_N, n, every_core, move || n; |n|
        losing_positions_compact_on(*n, cores),
    );
    let sized = "every position up to 10⁹, on every core, segments of 2²⁴";
    at_limit!(c, g, MAX_N, n, sized, move || n; |n|
        losing_positions_compact_sized_on(*n, cores, 24),
    );
    at_limit!(c, g, MAX_N, n, every_core, move || n; |n|
        losing_positions_l2_sized_on(*n, cores),
    );
    at_limit!(c, g, MAX_N, n, all, move || n; |n|
        losing_positions_pipelined(*n),
    );
    at_limit!(c, g, MAX_N, n, one_thread, move || n; |n|
        losing_positions_pipelined_on(*n, 1),
    );
}

/// Stone Game IV's limits on the move sets of its exercises, and on the
/// trace.
pub(super) fn stone_game_iv_move_set_cases(c: &mut Cases) {
    use stone_game_iv::{book::*, exercises};
    let g = "stone_game_iv";
    let most = MAX_MOVE_SET_STEPS / 250 - 1;
    let larger = format!(
        "every position up to {}, 250 moves larger than any pile (every \
         position losing)",
        thousands(most)
    );
    let make = move || (most + 1..=most + 250).collect::<Vec<u64>>();
    at_limit!(c, g, MAX_MOVE_SET_STEPS, most, &larger, make; |moves|
        exercises::losing_positions_with(most, moves),
    );
    // At the most positions a move set is taken for, the most moves
    // within its steps, (n + 1) · moves.
    let n = MAX_TABLE_N;
    let moves = MAX_MOVE_SET_STEPS / (n + 1);
    let larger = format!(
        "every position up to 10⁷, {moves} moves larger than any pile \
         (every position losing)"
    );
    let make = move || (n + 1..=n + moves).collect::<Vec<u64>>();
    at_limit!(c, g, MAX_TABLE_N, n, &larger, make; |moves|
        exercises::losing_positions_with(n, moves),
    );
    let cubes = "every position up to 10⁷, the 215 cubes up to it";
    at_limit!(c, g, MAX_MOVE_SET_STEPS, n, cubes, move || n; |n|
        exercises::cube_losing_positions(*n),
    );

    let n = MAX_TRACE_N;
    let one = "every position up to 1,000, segments of one position";
    at_limit!(c, g, MAX_TRACE_N, n, one, move || n; |n|
        segmented_sieve_trace(*n, nonzero(1)),
    );
}
