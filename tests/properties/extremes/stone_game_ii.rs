//! Stone Game II: every function at its extremes, with `best_move` in its own
//! module at the end.

use super::*;

too_many_for!(sg2);
use crate::stone_game_ii::either_end_brute_force;

/// The most stones the first player collects from `n` piles of `v`
/// stones: `v` times what they collect from piles of one stone, which the
/// game tree gives.
fn equal_piles(n: usize, v: u32) -> u64 {
    u64::from(v) * sg2::book::max_stones_brute_force(&row(n, 1)).unwrap()
}

#[test]
fn every_method_on_the_largest_piles() {
    for n in [0, 1, 2, 3, 20] {
        case!(n);
        let piles = row(n, BIG);
        let expected = Ok(equal_piles(n, BIG));
        assert_each_gives(sg2::book::METHODS, |method| method(&piles), &expected);
        let total = n as u64 * u64::from(BIG);
        let difference = 2 * i128::from(equal_piles(n, BIG)) - i128::from(total);
        assert_eq!(
            sg2::score_difference(&piles).map(i128::from),
            Ok(difference)
        );
        assert_eq!(sg2::book::max_stones_brute_force(&piles), expected);
        assert_eq!(sg2::book::state_table(&piles).map(|t| t.answer()), expected);
        assert_eq!(
            sg2::book::state_table_cubic(&piles).map(|t| t.answer()),
            expected
        );
        assert_eq!(sg2::pitfalls::leaf_test_strict(&piles), expected);
        let alice = sg2::optimal_play(&piles)
            .unwrap()
            .last()
            .map_or(0, |m| m.alice);
        assert_eq!(Ok(alice), expected);
        let total = sg2::book::suffix_sums(&piles).unwrap()[0];
        assert_eq!(total, n as u64 * u64::from(BIG));
    }
    assert_eq!(sg2::book::game_tree_calls(&[]), Ok(1));
    assert_eq!(sg2::book::memo_calls(&[]), Ok(1));
    // No state needs a decision on fewer than three piles; the counts of
    // the largest row the memo takes fit in 64 bits.
    for n in 0..=2 {
        case!(n);
        assert_eq!(sg2::book::memo_counts(n), Ok((0, 0)));
    }
    let (states, moves) = sg2::book::memo_counts(sg2::book::MAX_CUBIC_LEN).unwrap();
    assert!(states > 0 && moves > states);
    assert_eq!(sg2::book::suffix_sums(&[]), Ok(vec![0]));
}

/// This module's [`refusals`], under a test of its own: a refusal that
/// went wrong, or an assert of theirs, fails here, once.
#[test]
fn one_past_each_limit_is_refused() {
    super::refused_alone(module_path!());
}

/// One past each limit of the module, refused by every function the limit
/// bounds, with the function's name.
#[expect(
    clippy::too_many_lines,
    reason = "every limit of the game and one past it: one list of cases, read top to bottom"
)]
pub(super) fn refusals(seen: &mut Seen) {
    use sg2::book;
    let (tree, cubic) = (book::MAX_GAME_TREE_LEN, book::MAX_CUBIC_LEN);
    let (table, len) = (sg2::MAX_TABLE_LEN, sg2::MAX_LEN);
    let sums = stone_games::shared::MAX_SUMS_LEN;
    let cases: &[(usize, &'static str, Refuses<u32, sg2::Error>)] = &[
        refuses!(tree, book::max_stones_brute_force),
        refuses!(tree, book::game_tree_calls),
        refuses!(cubic, book::max_stones_memo),
        refuses!(cubic, book::memo_calls),
        refuses!(cubic, book::state_table_cubic),
        refuses!(table, book::max_stones_windows),
        refuses!(table, book::state_table),
        refuses!(table, book::max_stones_answer_only),
        refuses!(table, book::max_stones_no_table),
        refuses!(table, book::max_stones_block_minima),
        refuses!(table, book::max_stones_two_stacks),
        refuses!(table, book::max_stones_row_blocks),
        refuses!(table, sg2::optimal_play),
        refuses!(table, sg2::Position::new),
        refuses!(len, sg2::max_stones),
        refuses!(len, sg2::score_difference),
        refuses!(len, sg2::winner),
        refuses!(sums, book::suffix_sums),
        refuses!(book::MAX_TRACE_LEN, book::windows_trace),
        refuses!(table, sg2::exercises::stones_after_first_move),
        refuses!(table, sg2::best_move, 1),
        refuses!(table, sg2::best_move, usize::MAX),
        // Each pitfall, one pile past the limit of the right version it
        // copies: the game tree's, or the cubic memo's.
        refuses!(tree, sg2::pitfalls::m_becomes_x),
        refuses!(tree, sg2::pitfalls::takes_up_to_m),
        refuses!(tree, sg2::pitfalls::memo_zero_means_unsolved),
        refuses!(cubic, sg2::pitfalls::leaf_test_strict),
        refuses!(cubic, sg2::pitfalls::leaf_test_forgotten),
        refuses!(cubic, sg2::pitfalls::memo_m_sized_half),
    ];
    each_refuses_one_past(seen, cases, too_many);
    // Values, not piles: a row of `i32`.
    let values = vec![i32::MIN; table + 1];
    let either_end = sg2::exercises::score_difference_from_either_end(&values);
    let refused = too_many("score_difference_from_either_end", table + 1, table);
    seen.refused(either_end, refused);
    // With its table, the row and M - 1 piles more: at M = 3, one pile
    // past 19,998 is refused, with the limit for that M.
    let past = row(table - 1, 1);
    seen.refused(
        sg2::best_move(&past, 3),
        too_many("best_move", table - 1, table - 2),
    );
    // memo_counts and reached_states take a length, not a row.
    let counts = book::MAX_MEMO_COUNTS_LEN;
    seen.refused(
        book::memo_counts(counts + 1),
        too_many("memo_counts", counts + 1, counts),
    );
    let reached = book::MAX_REACHED_LEN;
    seen.refused(
        book::reached_states(reached + 1),
        too_many("reached_states", reached + 1, reached),
    );
    seen.refused(
        book::reached_states(usize::MAX),
        too_many("reached_states", usize::MAX, reached),
    );
    // Answers, not refusals.
    assert_eq!(book::reached_states(0), Ok(vec![(0, 1)]));
    // The memo at its limit is seconds in a release build, too slow for a
    // debug one; 1,000 piles run it a thousand calls deep.
    assert_eq!(
        book::max_stones_memo(&row(1_000, 1)),
        sg2::max_stones(&row(1_000, 1))
    );
}

#[test]
fn the_pitfalls_take_what_their_right_versions_take() {
    // Within their limits they answer (wrongly, for some rows: that is
    // the point) on the extremes.
    assert_eq!(sg2::pitfalls::m_becomes_x(&[]), Ok(0));
    assert_eq!(sg2::pitfalls::takes_up_to_m(&[BIG]), Ok(BIG.into()));
    assert_eq!(sg2::pitfalls::memo_zero_means_unsolved(&[]), Ok((0, 1)));
    assert_eq!(
        sg2::pitfalls::memo_m_sized_half(&[BIG, BIG]),
        Ok(2 * u64::from(BIG))
    );
    // Their documented panics: the mistake itself, an index one past a
    // memo's row of one cell (memo[0][1]: on the empty row, the memo of
    // n + 1 = 1 by 1; on three piles, the memo n / 2 = 1 wide).
    let out_of_bounds = "index out of bounds: the len is 1 but the index is 1";
    assert_eq!(
        panic_message(|| sg2::pitfalls::leaf_test_forgotten(&[])),
        out_of_bounds
    );
    assert_eq!(
        panic_message(|| sg2::pitfalls::memo_m_sized_half(&[1; 3])),
        out_of_bounds
    );
}

#[test]
fn the_state_table_answers_only_for_its_states() {
    let table = sg2::book::state_table(&[BIG; 5]).unwrap();
    assert_eq!(table.piles(), 5);
    assert_eq!(table.value(usize::MAX, usize::MAX), None);
    assert_eq!(table.value(0, 0), None);
    assert_eq!(table.value(5, 5), Some(0));
    assert_eq!(table.stored(), 3);
    // The state-count bound past the end of the row, and at the top.
    assert_eq!(sg2::book::row_width(5, usize::MAX), 0);
    assert_eq!(sg2::book::row_width(0, 0), 0);
    assert_eq!(sg2::book::row_width(usize::MAX, 0), 1);
    assert_eq!(sg2::book::row_width(usize::MAX, usize::MAX), 0);
    assert_eq!(sg2::book::row_width(usize::MAX, usize::MAX - 3), 1);
}

#[test]
fn the_answer_alone_on_both_sides_of_32_bits() {
    // Totals of u32::MAX and u32::MAX + 1 stones: the values in 32 and in
    // 64 bits. 300 piles: many blocks of rows, and a memo that is quick
    // in a debug build.
    for extra in [0, 1] {
        case!(extra);
        let mut piles = row(300, 1);
        piles[0] = BIG - 299 + extra;
        let methods = sg2::book::METHODS;
        stone_games_testkit::each_agrees_with(methods, "max_stones_memo", |method| method(&piles))
            .unwrap_or_else(|differs| panic!("{differs}"));
    }
}

#[test]
fn the_state_count_for_every_n() {
    assert_eq!(sg2::book::states_computed(0), 0);
    assert_eq!(sg2::book::states_computed(2), 0); // every state a leaf
    assert_eq!(sg2::book::states_computed(3), 1); // (0, 1)
    let n = sg2::MAX_TABLE_LEN;
    let stored: usize = (0..n).map(|i| sg2::book::row_width(n, i)).sum();
    assert_eq!(sg2::book::states_computed(n), stored as u128);
    // The largest n: about n²/6, beyond a u64, and at once.
    let top = sg2::book::states_computed(usize::MAX);
    assert!(top > u128::from(u64::MAX));
    let sixth = (usize::MAX as f64).powi(2) / 6.0;
    assert!((top as f64 / sixth - 1.0).abs() < 1e-9);
}

#[test]
fn the_exercises_on_the_extremes() {
    use sg2::exercises::{
        score_difference_from_either_end, stones_after_first_move, window_minima,
    };
    // Alice's first move of one or two piles, on the largest piles.
    assert_eq!(stones_after_first_move(&[]), Ok(vec![]));
    assert_eq!(stones_after_first_move(&[BIG]), Ok(vec![BIG.into()]));
    let two = 2 * u64::from(BIG);
    assert_eq!(
        stones_after_first_move(&[BIG, BIG]),
        Ok(vec![BIG.into(), two])
    );
    let piles = row(40, BIG);
    let best = stones_after_first_move(&piles).unwrap();
    assert_eq!(best.iter().max().copied(), sg2::max_stones(&piles).ok());
    // The window minima, at the widths' and the values' extremes.
    let width = |w: usize| NonZeroUsize::new(w).unwrap();
    let none = Vec::<u64>::new();
    assert_eq!(window_minima(&[], width(1)), none);
    assert_eq!(window_minima(&[u64::MAX], width(1)), [u64::MAX]);
    assert_eq!(window_minima(&[u64::MAX, 0], width(usize::MAX)), none);
    assert_eq!(window_minima(&[u64::MAX, 0, u64::MAX], width(2)), [0, 0]);
    let many = vec![u64::MAX; 100_000];
    assert_eq!(window_minima(&many, width(99_999)), [u64::MAX; 2]);
    // Any number of values from either end, with the extreme values.
    let (lo, hi) = (i32::MIN, i32::MAX);
    for values in [
        vec![],
        vec![lo],
        vec![hi],
        vec![lo, lo],
        vec![hi, lo, hi],
        vec![lo, hi, lo, lo, hi],
        vec![lo; 7],
        vec![hi; 7],
    ] {
        assert_eq!(
            score_difference_from_either_end(&values),
            Ok(either_end_brute_force(&values)),
            "{values:?}"
        );
    }
}

#[test]
fn every_error_says_how_much() {
    let error = too_many("max_stones", 20_001, 20_000);
    assert!(error.to_string().contains("20000"), "{error}");
    assert!(error.to_string().starts_with("stone_game_ii::max_stones "));
    let moves = sg2::optimal_play(&[BIG]).unwrap();
    assert_eq!(
        moves[0].to_string(),
        format!("Alice takes 1 pile ({BIG} stones), M = 1: Alice {BIG}, Bob 0")
    );
}

#[test]
fn the_trace_at_its_extremes() {
    let limit = sg2::book::MAX_TRACE_LEN;
    assert_eq!(sg2::book::windows_trace(&[]), Ok(vec![]));
    // The largest piles, at the limit: the last step is the answer.
    let piles = row(limit, BIG);
    let steps = sg2::book::windows_trace(&piles).unwrap();
    let last = steps.last().map(|s| (s.i, s.m, s.value));
    let answer = sg2::max_stones(&piles).unwrap();
    assert_eq!(last, Some((0, 1, answer)));
}

/// Each step's windows at the trace's limit, on the largest piles: the
/// value is the stones left minus the least of the two windows, each
/// window's least is its front; an empty window's least is `u64::MAX`.
#[test]
fn the_window_minima_at_the_trace_limit() {
    let piles = vec![BIG; sg2::book::MAX_TRACE_LEN];
    let steps = sg2::book::windows_trace(&piles).unwrap();
    for step in &steps {
        case!(step);
        let least = step.column.min().min(step.row.min());
        assert_eq!(Some(step.value), step.suffix.checked_sub(least));
        for window in [&step.column, &step.row] {
            case!(window);
            let front = window.window.first().map_or(u64::MAX, |e| e.value);
            assert_eq!(window.min(), front);
        }
    }
    let answer = steps.iter().find(|s| s.i == 0 && s.m == 1);
    assert_eq!(answer.map(|s| s.value), sg2::max_stones(&piles).ok());
    assert_eq!(sg2::book::WindowChange::default().min(), u64::MAX);
}

proptest! {
    #![proptest_config(crate::cases(64))]

    #[test]
    fn every_method_equals_the_game_tree_on_extreme_piles(piles in extreme_rows()) {
        let expected = sg2::book::max_stones_brute_force(&piles).unwrap();
        crate::each_gives(sg2::book::METHODS, |method| method(&piles), &Ok(expected))?;
        let total: u64 = piles.iter().copied().map(u64::from).sum();
        let difference = 2 * i128::from(expected) - i128::from(total);
        prop_assert_eq!(sg2::score_difference(&piles).map(i128::from), Ok(difference));
        prop_assert_eq!(sg2::winner(&piles), Ok(sg2::Winner::from_difference(difference)));
        prop_assert_eq!(sg2::book::state_table_cubic(&piles).map(|t| t.answer()), Ok(expected));
        let first = sg2::exercises::stones_after_first_move(&piles).unwrap();
        prop_assert_eq!(first.iter().max().copied().unwrap_or(0), expected);
    }
}

/// Stone Game II's `best_move`: M = 0, no piles, the largest M, the largest
/// piles, and its limits: [`MAX_TABLE_LEN`](sg2::MAX_TABLE_LEN) piles
/// whatever M, and M − 1 fewer when its table is needed. At the table's
/// limit the table itself is 0.9 GB, too much for a debug test: the limit
/// is run where M reaches the end of the row, and its table on 40 piles.
mod best_move {
    use super::*;

    #[test]
    fn best_move_on_the_extremes() {
        let m_is_zero = Err(sg2::Error::MIsZero);
        assert_eq!(sg2::best_move(&[], 0), m_is_zero);
        assert_eq!(sg2::best_move(&row(3, BIG), 0), m_is_zero);
        assert_eq!(sg2::best_move(&[], 1), Ok(None));
        assert_eq!(sg2::best_move(&[], usize::MAX), Ok(None));
        // 2M reaches the end: all of it, in the fewest piles that leave
        // nothing, whatever M, with no overflow of 2M.
        assert_eq!(sg2::best_move(&row(3, BIG), usize::MAX), Ok(Some(3)));
        assert_eq!(sg2::best_move(&[BIG, 0, 0], 2), Ok(Some(1)));
        assert_eq!(sg2::best_move(&[0, 0, 0], 2), Ok(Some(1)));
        // The largest piles: the move optimal_play makes.
        let piles = row(40, BIG);
        let first = sg2::optimal_play(&piles).unwrap()[0].count;
        assert_eq!(sg2::best_move(&piles, 1), Ok(Some(first)));
        // At the limit, M reaching the end (one past it is refused whatever M:
        // one_past_each_limit_is_refused).
        let table = sg2::MAX_TABLE_LEN;
        let at = row(table, BIG);
        assert_eq!(sg2::best_move(&at, table / 2), Ok(Some(table)));
    }
}

/// Stone Game II's `Position`: a game of the largest piles played out,
/// whose totals pass `u32`, against [`max_stones`](sg2::max_stones) and
/// [`optimal_play`](sg2::optimal_play), and the moves it refuses. Its limit
/// is the state table's, checked in its unit test.
mod position {
    use super::*;
    use sg2::{Game, Position};

    #[test]
    fn position_plays_a_game_of_the_largest_piles() {
        let piles = row(40, BIG);
        let mut game = Position::new(&piles).unwrap();
        check_the_start(&game);
        assert_eq!(
            game.play(3),
            Err(sg2::Error::NoSuchMove { count: 3, most: 2 })
        );
        let mut last = None;
        while let Some(count) = game.best_move() {
            last = Some(game.play(count).unwrap());
        }
        // The end: no choice is left.
        assert!(game.is_over() && game.choices().is_empty());
        assert!(game.winner().is_some());
        let (alice, bob) = game.totals();
        assert_eq!(game.scores(), Some((alice.into(), bob.into())));
        let last = last.unwrap();
        let alice = sg2::max_stones(&piles).unwrap();
        let total = 40 * u64::from(BIG);
        assert_eq!((last.alice, last.bob), (alice, total - alice));
        assert_eq!(sg2::optimal_play(&piles).unwrap().last(), Some(&last));
        assert_eq!(game.m(), last.m);
        assert_eq!(game.totals(), (last.alice, last.bob));
        assert_eq!(game.play(1), Err(sg2::Error::GameOver));
        assert_eq!(game.piles(), [] as [u32; 0]);
        // No pile: over from the start.
        let empty = Position::new(&[]).unwrap();
        assert_eq!((empty.best_move(), empty.m()), (None, 1));
    }
}
