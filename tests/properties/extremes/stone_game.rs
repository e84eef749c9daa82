//! Stone Game: every function at its extremes, with the linear method in 64
//! bits and `best_move` in their own modules at the end.

use super::*;
use sg::pitfalls::{adds_instead_of_subtracts, fills_row_major, scores_turn_forgotten};

too_many_for!(sg);

/// The score difference of a row of `n` equal piles of `v` stones: the players
/// take turns, so the first player ends ahead by one pile when `n` is odd and
/// level when it is even.
fn equal_piles_difference(n: usize, v: u32) -> i64 {
    if n % 2 == 1 {
        i64::from(v)
    } else {
        0
    }
}

#[test]
fn the_fastest_method_takes_any_row() {
    for (n, v) in [(0, 0), (1, BIG), (2, BIG), (3, BIG), (1_000_001, BIG)] {
        case!(n, v);
        let piles = row(n, v);
        assert_eq!(
            sg::score_difference(&piles),
            Ok(equal_piles_difference(n, v))
        );
        assert_eq!(sg::alice_wins(&piles), Ok(n % 2 == 1 && v > 0));
        assert_eq!(
            sg::book::score_difference_linear(&piles),
            Ok(equal_piles_difference(n, v))
        );
    }
}

#[test]
fn the_signed_methods_take_the_extreme_values() {
    let (lo, hi) = (i64::MIN, i64::MAX);
    // One value: the first player takes it.
    assert_eq!(
        sg::book::score_difference_linear_signed(&[lo]),
        i128::from(lo)
    );
    assert_eq!(
        sg::book::score_difference_rolling_signed(&[lo]),
        Ok(lo.into())
    );
    // Two values: the first player takes the larger, the other the rest.
    let both = i128::from(hi) - i128::from(lo);
    assert_eq!(sg::book::score_difference_linear_signed(&[lo, hi]), both);
    assert_eq!(
        sg::book::score_difference_rolling_signed(&[hi, lo]),
        Ok(both)
    );
    assert_eq!(sg::book::score_difference_linear_signed(&[]), 0);
    // Equal values are taken alternately, whatever their size.
    assert_eq!(
        sg::book::score_difference_linear_signed(&[hi; 7]),
        i128::from(hi)
    );
    assert_eq!(sg::book::collapse_peaks(&[hi; 3]), [i128::from(hi)]);
    assert_eq!(sg::book::collapse_peaks(&[]), Vec::<i128>::new());
}

/// This module's [`refusals`], under a test of its own: a refusal that
/// went wrong, or an assert of theirs, fails here, once.
#[test]
fn one_past_each_limit_is_refused() {
    super::refused_alone(module_path!());
}

/// One past each limit of the module, refused by every function the limit
/// bounds, with the function's name. The other tests answer below the
/// limits: at them, a debug build takes seconds to minutes.
#[expect(
    clippy::too_many_lines,
    reason = "every limit of the game and one past it: one list of cases, read top to bottom"
)]
pub(super) fn refusals(seen: &mut Seen) {
    use sg::exercises::{self, beat_greedy, optimal_ends_in_linear_memory, score_difference_up_to};
    use sg::{book, pitfalls};
    let len = sg::MAX_LEN;
    let tree = book::MAX_GAME_TREE_LEN;
    let table = sg::MAX_TABLE_LEN;
    let (memo, two) = (book::MAX_MEMO_LEN, book::MAX_TWO_SCORES_LEN);
    let rolling = book::MAX_ROLLING_LEN;
    let cases: &[(usize, &'static str, Refuses<u32, sg::Error>)] = &[
        refuses!(tree, book::score_difference_brute_force),
        refuses!(tree, book::game_tree_calls),
        refuses!(tree, pitfalls::memo_zero_means_unsolved),
        refuses!(table, sg::score_table),
        refuses!(table, book::score_difference_table),
        refuses!(table, sg::optimal_play),
        refuses!(table, sg::Position::new),
        refuses!(table, book::table_for_row, 0_i64),
        refuses!(table, adds_instead_of_subtracts),
        refuses!(table, fills_row_major),
        refuses!(table, optimal_ends_in_linear_memory),
        refuses!(table, score_difference_up_to, NonZeroUsize::MIN),
        refuses!(memo, book::score_difference_memo),
        refuses!(memo, book::memo_calls),
        refuses!(two, book::scores_with_turn),
        refuses!(two, book::scores_choosing_by, book::mover_keeps_best),
        refuses!(two, scores_turn_forgotten),
        refuses!(rolling, book::score_difference_rolling),
        refuses!(rolling, pitfalls::rolling_row_right_to_left),
        refuses!(len, sg::alice_wins),
        refuses!(len, sg::alice_wins_or_ties),
        refuses!(len, sg::best_move),
        refuses!(len, sg::score_difference),
        refuses!(len, sg::winner),
        refuses!(len, book::ParityStrategy::for_row),
        refuses!(len, book::colour_totals),
        refuses!(len, book::score_difference_linear),
        refuses!(len, book::score_difference_linear_i64),
        refuses!(len, exercises::larger_end_greedy),
    ];
    each_refuses_one_past(seen, cases, too_many);
    seen.refused(
        beat_greedy(&row(rolling + 1, BIG)),
        too_many("beat_greedy", rolling + 1, rolling),
    );
    // The signed methods, on rows of i64 values.
    let hi = i64::MAX;
    seen.refused(
        book::score_difference_rolling_signed(&vec![hi; rolling + 1]),
        too_many("score_difference_rolling_signed", rolling + 1, rolling),
    );
    let trace = book::MAX_TRACE_LEN;
    seen.refused(
        book::linear_trace(&vec![1; trace + 1]),
        too_many("linear_trace", trace + 1, trace),
    );
    // The parity strategy checks the number of piles is even first.
    seen.refused(
        book::play_parity_against_optimal(&row(table + 2, BIG)),
        too_many("play_parity_against_optimal", table + 2, table),
    );
    let parity = book::MAX_PARITY_SEARCH_LEN;
    for n in [parity + 1, parity + 2] {
        case!(n);
        // Too long comes before odd: the length is checked first.
        seen.refused(
            book::parity_worst_case_margin(&row(n, 1)),
            too_many("parity_worst_case_margin", n, parity),
        );
    }
    // The table's cells of 8 KiB: n² of them within MAX_TABLE_BYTES (312
    // piles in 800 MB, 313 not).
    let most = (book::MAX_TABLE_BYTES / (8 << 10)).isqrt();
    let huge = book::table_for_row(&row(most + 1, 1), [0_u64; 1 << 10]);
    seen.refused(huge, too_many("table_for_row", most + 1, most));
    // n² · min(most, n) moves at most: n³ for moves of any length (the
    // cube root of MAX_UP_TO_MOVES piles), n² · 11 for moves of up to 11.
    let moves = book::MAX_UP_TO_MOVES;
    let cube_root = (1_u64..).take_while(|n| n.pow(3) <= moves).count();
    seen.refused(
        score_difference_up_to(&row(cube_root + 1, BIG), NonZeroUsize::MAX),
        too_many("score_difference_up_to", cube_root + 1, cube_root),
    );
    let eleven = NonZeroUsize::new(11).unwrap();
    let most = (moves / 11).isqrt() as usize;
    seen.refused(
        score_difference_up_to(&row(most + 1, 1), eleven),
        too_many("score_difference_up_to", most + 1, most),
    );
    // The parity check: too long, then too many rows to try.
    let f = "check_parity_strategy";
    seen.refused(
        book::check_parity_strategy(usize::MAX, BIG),
        too_many("check_parity_strategy", usize::MAX, parity),
    );
    // Two piles of up to `stones` stones are 1 + stones² rows (with the
    // empty one): the first `stones` past the limit is √(rows − 1) + 1.
    let rows = book::MAX_PARITY_CHECK_ROWS;
    let past = (rows - 1).isqrt() + 1;
    for stones in [BIG, past as u32] {
        case!(stones);
        let tried = 1 + u64::from(stones).pow(2);
        seen.refused(
            book::check_parity_strategy(2, stones),
            sg::Error::TooManyRows {
                function: f,
                rows: tried,
                limit: rows,
            },
        );
    }
}

#[test]
fn the_game_tree_below_its_limit() {
    // Below it (not at it: 2^30 calls are seconds in a release build and
    // minutes in a debug one).
    assert_eq!(sg::book::score_difference_brute_force(&[]), Ok(0));
    assert_eq!(
        sg::book::score_difference_brute_force(&[BIG]),
        Ok(BIG.into())
    );
    assert_eq!(sg::book::score_difference_brute_force(&row(16, BIG)), Ok(0));
    assert_eq!(sg::book::game_tree_calls(&row(16, BIG)), Ok((1 << 16) - 1));
    assert_eq!(sg::book::game_tree_calls(&[]), Ok(1));
    assert_eq!(sg::pitfalls::memo_zero_means_unsolved(&[]), Ok((0, 0)));
    assert_eq!(
        sg::pitfalls::memo_zero_means_unsolved(&[BIG]),
        Ok((BIG.into(), 1))
    );
}

#[test]
fn the_tables_answer_on_the_largest_piles() {
    // Every method of the list, the memo and the tables among them, on
    // 2,000 piles, deeper than a test thread's stack holds for the memos'
    // recursions (they run on a bigger one), of the largest piles. At the
    // limits themselves (MAX_MEMO_LEN, MAX_TWO_SCORES_LEN, MAX_TABLE_LEN) a
    // debug build takes tens of seconds: the release times are in the
    // limits' documentation.
    for n in [0, 1, 2, 2_000, 2_001] {
        case!(n);
        let piles = row(n, BIG);
        let expected = equal_piles_difference(n, BIG);
        assert_each_gives(sg::book::METHODS, |method| method(&piles), &Ok(expected));
        let scores = sg::book::scores_with_turn(&piles).unwrap();
        let chosen = sg::book::scores_choosing_by(&piles, sg::book::mover_keeps_best);
        assert_eq!(chosen, Ok(scores));
        let total = n as u64 * u64::from(BIG);
        assert_eq!(scores.alice + scores.bob, total);
        assert_eq!(
            scores.alice as i128 - scores.bob as i128,
            i128::from(expected)
        );
        let moves = sg::optimal_play(&piles).unwrap();
        assert_eq!(moves.len(), n);
        let last = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
        assert_eq!(last.0 + last.1, total);
    }
    assert_eq!(sg::book::memo_calls(&[]), Ok(0));
    assert_eq!(sg::book::memo_calls(&[BIG]), Ok(1));
}

#[test]
fn the_rolling_pitfall_on_the_shortest_rows() {
    assert_eq!(sg::pitfalls::rolling_row_right_to_left(&[]), Ok(0));
    assert_eq!(
        sg::pitfalls::rolling_row_right_to_left(&[BIG]),
        Ok(BIG.into())
    );
}

#[test]
fn the_table_reads_only_inside_itself() {
    let table = sg::score_table(&[BIG, 1, BIG]).unwrap();
    assert_eq!(table.row(), [BIG, 1, BIG]);
    assert_eq!(table.get(usize::MAX, 0), None);
    assert_eq!(table.get(0, usize::MAX), None);
    assert_eq!(table.size(), 3);
    // Ranges outside the row, backwards, or empty have no move.
    for range in [
        0..4,
        backwards(3, 1),
        2..2,
        usize::MAX..usize::MAX,
        0..usize::MAX,
    ] {
        assert_eq!(sg::optimal_end(&table, range.clone()), None, "{range:?}");
    }
    assert_eq!(sg::optimal_end(&table, 0..3), Some(sg::End::Left));
    let empty = sg::score_table(&[]).unwrap();
    assert_eq!(empty.to_string(), "");
    assert_eq!(sg::optimal_end(&empty, 0..0), None);
}

#[test]
fn the_parity_strategy_on_its_extremes() {
    assert_eq!(sg::book::Colour::of(usize::MAX), sg::book::Colour::Odd);
    assert_eq!(
        sg::book::colour_totals(&[BIG, BIG]),
        Ok((BIG.into(), BIG.into()))
    );
    assert_eq!(sg::book::colour_totals(&[]), Ok((0, 0)));
    assert_eq!(
        sg::book::ParityStrategy::for_row(&[BIG]),
        Err(sg::Error::OddNumberOfPiles { len: 1 })
    );
    let strategy = sg::book::ParityStrategy::for_row(&[1, BIG]).unwrap();
    assert_eq!(strategy.colour(), sg::book::Colour::Odd);
    assert_eq!(strategy.choose(usize::MAX), sg::End::Left);
    assert_eq!(strategy.choose(0), sg::End::Right);
    // The margin is exact for any two totals.
    let outcome = sg::book::ParityOutcome {
        parity: u64::MAX,
        opponent: 0,
    };
    assert_eq!(outcome.margin(), i128::from(u64::MAX));
    let outcome = sg::book::ParityOutcome {
        parity: 0,
        opponent: u64::MAX,
    };
    assert_eq!(outcome.margin(), -i128::from(u64::MAX));
    // Against the optimal opponent and against anyone, on the largest
    // piles: the colours tie, so the margin is 0.
    let piles = row(40, BIG);
    assert_eq!(
        sg::book::play_parity_against_optimal(&piles).map(|o| o.margin()),
        Ok(0)
    );
    assert_eq!(sg::book::parity_worst_case_margin(&[]), Ok(0));
    assert_eq!(
        sg::book::parity_worst_case_margin(&[BIG, 0]),
        Ok(BIG.into())
    );
}

#[test]
fn the_parity_check_counts_its_rows() {
    let limit = sg::book::MAX_PARITY_SEARCH_LEN;
    // Two piles of up to s stones: 1 + s² rows, the last s within the
    // limit and the first past it.
    let rows = sg::book::MAX_PARITY_CHECK_ROWS;
    let within = (rows - 1).isqrt();
    assert_eq!(
        sg::book::parity_check_rows(2, within as u32),
        1 + within * within
    );
    assert!(sg::book::parity_check_rows(2, within as u32) <= rows);
    assert!(sg::book::parity_check_rows(2, within as u32 + 1) > rows);
    assert_eq!(sg::book::parity_check_rows(limit, 1), 27);
    assert_eq!(sg::book::parity_check_rows(usize::MAX, 0), 1);
    let lengths = (usize::MAX / 2) as u64 + 1;
    assert_eq!(sg::book::parity_check_rows(usize::MAX, 1), lengths);
    let only_the_empty_row = sg::book::ParityCheck {
        rows: 1,
        smallest_margin: 0,
        counterexample: None,
    };
    let just_that = Ok(only_the_empty_row);
    assert_eq!(sg::book::check_parity_strategy(0, BIG), just_that.clone());
    assert_eq!(
        sg::book::check_parity_strategy(usize::MAX, 0),
        just_that.clone()
    );
    assert_eq!(sg::book::check_parity_strategy(1, BIG), just_that);
}

#[test]
fn the_choosers_on_the_largest_totals() {
    let high = sg::book::Scores {
        alice: u64::MAX,
        bob: 0,
    };
    let low = sg::book::Scores {
        alice: 0,
        bob: u64::MAX,
    };
    assert_eq!(sg::book::mover_keeps_best(true, high, low), sg::End::Left);
    assert_eq!(sg::book::mover_keeps_best(false, high, low), sg::End::Right);
    assert_eq!(
        sg::pitfalls::alice_keeps_best(false, low, high),
        sg::End::Right
    );
    assert_eq!(
        sg::book::scores_with_turn(&[]),
        Ok(sg::book::Scores::default())
    );
    assert_eq!(
        sg::pitfalls::scores_turn_forgotten(&[BIG, BIG]),
        Ok(sg::book::Scores {
            alice: BIG.into(),
            bob: BIG.into()
        })
    );
}

#[test]
fn predict_the_winner_on_the_extremes() {
    assert!(sg::alice_wins_or_ties(&[]).unwrap());
    assert!(sg::alice_wins_or_ties(&[BIG]).unwrap());
    assert!(sg::alice_wins_or_ties(&[0, 0, 0]).unwrap());
    // Bob takes the big pile in the middle.
    assert!(!sg::alice_wins_or_ties(&[0, BIG, 0]).unwrap());
    for piles in [[BIG - 1, BIG, BIG - 1, 0, 0], [0, 0, BIG, 1, 1]] {
        case!(piles);
        let tree = sg::book::score_difference_brute_force(&piles).unwrap();
        assert_eq!(sg::alice_wins_or_ties(&piles), Ok(tree >= 0));
    }
    for n in [1_000_000, 1_000_001] {
        case!(n);
        // Equal piles: a tie on an even row, a win on an odd one.
        assert!(sg::alice_wins_or_ties(&row(n, BIG)).unwrap());
    }
}

#[test]
fn the_winner_on_the_extremes() {
    use stone_games::shared::Winner;
    assert_eq!(sg::winner(&[]), Ok(Winner::Tie));
    assert_eq!(sg::winner(&[BIG]), Ok(Winner::Alice));
    assert_eq!(sg::winner(&[0, BIG, 0]), Ok(Winner::Bob));
    for n in [1_000_000, 1_000_001] {
        case!(n);
        // Equal piles: a tie on an even row, a win on an odd one.
        let expected = if n % 2 == 0 {
            Winner::Tie
        } else {
            Winner::Alice
        };
        assert_eq!(sg::winner(&row(n, BIG)), Ok(expected));
    }
    for piles in [[BIG - 1, BIG, BIG - 1, 0, 0], [0, 0, BIG, 1, 1]] {
        case!(piles);
        let tree = sg::book::score_difference_brute_force(&piles).unwrap();
        assert_eq!(sg::winner(&piles), Ok(Winner::from_difference(tree)));
    }
}

#[test]
fn the_exercises_on_the_extremes() {
    use sg::exercises::{
        beat_greedy, larger_end_greedy, optimal_ends_in_linear_memory, score_difference_up_to,
    };
    let any = NonZeroUsize::MAX;
    let one = NonZeroUsize::MIN;
    for n in [0, 1, 2, 3, 1_001] {
        case!(n);
        // On equal piles every end is as good as the other: greedy,
        // optimal and the best against greedy all take turns.
        let piles = row(n, BIG);
        let expected = equal_piles_difference(n, BIG);
        assert_eq!(larger_end_greedy(&piles), Ok(expected));
        assert_eq!(beat_greedy(&piles), Ok(expected));
        assert_eq!(
            optimal_ends_in_linear_memory(&piles),
            Ok(vec![sg::End::Left; n])
        );
        assert_eq!(score_difference_up_to(&piles, one), Ok(expected));
    }
    assert_eq!(larger_end_greedy(&row(3_000_001, BIG)), Ok(BIG.into()));
    // Moves of any length on a row of big piles: the first takes all.
    for n in [0, 1, 2, 3, 100] {
        case!(n);
        let all = n as i64 * i64::from(BIG);
        assert_eq!(score_difference_up_to(&row(n, BIG), any), Ok(all));
    }
    // The greedy end is wrong on a peak of the largest piles.
    let peak = [BIG - 1, BIG, BIG - 1, BIG - 1];
    assert_eq!(larger_end_greedy(&peak), Ok(-1));
    assert_eq!(sg::score_difference(&peak), Ok(1));
}

#[test]
fn every_error_says_what_and_how_much() {
    let errors = [
        too_many("score_difference_brute_force", 31, 30),
        sg::Error::OddNumberOfPiles { len: 3 },
        sg::Error::TooManyRows {
            function: "check_parity_strategy",
            rows: u64::MAX,
            limit: sg::book::MAX_PARITY_CHECK_ROWS,
        },
    ];
    let rows = sg::book::MAX_PARITY_CHECK_ROWS.to_string();
    for (error, number) in errors.iter().zip(["30", "3", rows.as_str()]) {
        case!(error, number);
        assert!(error.to_string().contains(number), "{error}");
    }
    let error = too_many("check_parity_strategy", 60, 52);
    assert!(error.to_string().starts_with("stone_game::check_parity"));
}

#[test]
fn the_trace_at_its_extremes() {
    let limit = sg::book::MAX_TRACE_LEN;
    assert_eq!(sg::book::linear_trace(&[]), Ok(vec![]));
    // The largest values of both signs, at the limit: the last step has
    // the linear method's answer.
    let values: Vec<i64> = (0..limit)
        .map(|k| if k % 3 == 0 { i64::MIN } else { i64::MAX })
        .collect();
    let steps = sg::book::linear_trace(&values).unwrap();
    let Some(sg::book::LinearStep::Take { difference, .. }) = steps.last() else {
        panic!("a row of values ends with a move");
    };
    assert_eq!(
        *difference,
        sg::book::score_difference_linear_signed(&values)
    );
}

#[test]
fn a_table_cell_is_read_and_written_only_inside_the_table() {
    // The whole row of three piles of u32::MAX: Alice ends one pile up.
    let table = sg::score_table(&[BIG; 3]).unwrap();
    assert_eq!(table.get(0, 2), Some(&i64::from(BIG)));
    assert_eq!(table.get(3, 0), None);
    assert_eq!(table.get(usize::MAX, usize::MAX), None);
    // A table a method fills (a memo) is written in place.
    let mut memo = sg::book::table_for_row(&[BIG; 3], 0_i64).unwrap();
    assert_eq!(sg::Table::get_mut(&mut memo, 3, 0), None);
    assert_eq!(memo.get_mut(0, 3), None);
    assert_eq!(memo.get_mut(usize::MAX, usize::MAX), None);
    *memo.get_mut(0, 2).unwrap() = i64::MIN;
    assert_eq!(memo.get(0, 2), Some(&i64::MIN));
    let mut empty = sg::book::table_for_row(&[], 0_i64).unwrap();
    assert_eq!(empty.get_mut(0, 0), None);
}

/// Part I's table pitfalls on the empty row and the largest piles, each
/// wrong in its documented way.
#[test]
fn the_table_pitfalls_on_the_largest_piles() {
    assert_eq!(adds_instead_of_subtracts(&[]), Ok(0));
    assert_eq!(fills_row_major(&[]), Ok(0));
    assert_eq!(scores_turn_forgotten(&[]), Ok(sg::book::Scores::default()));
    for n in [1, 2, 3, 2_000] {
        case!(n);
        let piles = vec![BIG; n];
        // Adding counts every stone as the mover's: the total.
        let total = n as i64 * i64::from(BIG);
        assert_eq!(adds_instead_of_subtracts(&piles), Ok(total));
        // Row 0 reads the unfilled row below as 0: taking the left pile
        // is worth the whole pile, whatever follows.
        assert_eq!(fills_row_major(&piles), Ok(i64::from(BIG)));
        let right = if n % 2 == 1 { i64::from(BIG) } else { 0 };
        assert_eq!(sg::score_difference(&piles), Ok(right));
    }
}

proptest! {
    #![proptest_config(crate::cases(64))]

    #[test]
    fn every_method_equals_the_game_tree_on_extreme_piles(piles in extreme_rows()) {
        let expected = sg::book::score_difference_brute_force(&piles).unwrap();
        crate::each_gives(sg::book::METHODS, |method| method(&piles), &Ok(expected))?;
        let scores = sg::book::scores_with_turn(&piles).unwrap();
        prop_assert_eq!(scores.alice as i128 - scores.bob as i128, i128::from(expected));
        if piles.len() % 2 == 0 {
            let (even, odd) = sg::book::colour_totals(&piles).unwrap();
            let promised = i128::from(even.abs_diff(odd));
            let outcome = sg::book::play_parity_against_optimal(&piles).unwrap();
            prop_assert_eq!(outcome.margin(), promised);
            let margin = sg::book::parity_worst_case_margin(&piles);
            prop_assert_eq!(margin.map(i128::from), Ok(promised));
        }
    }
}

/// The linear method in 64 bits. Its limit, 2³² piles, is 16 GiB of input, so
/// neither the limit nor one past it is run here: the bound it guards is
/// checked at its exact edge by the unit tests of
/// `code/src/stone_game/linear_i64.rs`, on rows of large `i64` values.
mod linear_i64 {
    use super::*;

    #[test]
    fn the_empty_row_one_pile_and_the_largest_piles() {
        for (n, v) in [(0, 0), (1, BIG), (2, BIG), (3, BIG), (1_000_001, BIG)] {
            case!(n, v);
            assert_eq!(
                sg::book::score_difference_linear_i64(&row(n, v)),
                Ok(equal_piles_difference(n, v))
            );
        }
    }

    #[test]
    fn its_limit_is_where_the_proof_of_its_bound_stops() {
        let limit = sg::MAX_LEN;
        assert_eq!(limit as u128, 1 << 32);
        // ceil(n/2) piles of u32::MAX fit in an i64 up to the limit, not past.
        let most = |n: u128| n.div_ceil(2) * u128::from(BIG);
        assert!(most(limit as u128) <= i64::MAX as u128);
        assert!(most(limit as u128 + 2) > i64::MAX as u128);
    }

    proptest! {
        #![proptest_config(crate::cases(64))]

        #[test]
        fn it_equals_the_game_tree_on_extreme_piles(piles in extreme_rows()) {
            let expected = sg::book::score_difference_brute_force(&piles).unwrap();
            prop_assert_eq!(
                sg::book::score_difference_linear_i64(&piles),
                Ok(expected)
            );
        }
    }
}

/// Stone Game's `best_move`: the empty row, one pile, the largest piles, a
/// long row, and rows of the extremes against the game tree. One past its
/// limit is refused in [`one_past_each_limit_is_refused`].
mod best_move {
    use super::*;
    use sg::End;

    #[test]
    fn best_move_on_the_extremes() {
        assert_eq!(sg::best_move(&[]), Ok(None));
        assert_eq!(sg::best_move(&[BIG]), Ok(Some(End::Left)));
        // Equal piles: both ends are worth the same, and the tie goes left.
        for n in [2, 3, 1_000_001] {
            case!(n);
            assert_eq!(sg::best_move(&row(n, BIG)), Ok(Some(End::Left)));
        }
        assert_eq!(sg::best_move(&[0, BIG]), Ok(Some(End::Right)));
        assert_eq!(sg::best_move(&[BIG, 0, 0, BIG - 1]), Ok(Some(End::Left)));
    }

    proptest! {
        #![proptest_config(crate::cases(64))]

        #[test]
        fn best_move_is_worth_the_value_on_extreme_piles(piles in extreme_rows()) {
            let tree = |p: &[u32]| sg::book::score_difference_brute_force(p).unwrap();
            let n = piles.len();
            let worth = match sg::best_move(&piles).unwrap() {
                None => 0,
                Some(sg::End::Left) => i64::from(piles[0]) - tree(&piles[1..]),
                Some(sg::End::Right) => i64::from(piles[n - 1]) - tree(&piles[..n - 1]),
            };
            prop_assert_eq!(worth, tree(&piles));
        }
    }
}

/// Stone Game's `Position`: a game of the largest piles played out, whose
/// totals pass `u32`, and a mistake's cost read from the table it keeps.
/// Its limit is the table's, checked in its unit test.
mod position {
    use super::*;
    use sg::{End, Game, Position};

    #[test]
    fn position_plays_a_game_of_the_largest_piles() {
        let piles = row(9, BIG);
        let mut game = Position::new(&piles).unwrap();
        check_the_start(&game);
        let mut last = None;
        while let Some(end) = game.best_move() {
            last = Some(game.play(end).unwrap());
        }
        // The end: no choice is left.
        assert!(game.is_over() && game.choices().is_empty());
        assert!(game.winner().is_some());
        let (alice, bob) = game.totals();
        assert_eq!(game.scores(), Some((alice.into(), bob.into())));
        let last = last.unwrap();
        assert_eq!(game.totals(), (last.alice, last.bob));
        assert_eq!(
            (last.alice, last.bob),
            (5 * u64::from(BIG), 4 * u64::from(BIG))
        );
        assert_eq!(game.play(End::Left), Err(sg::Error::GameOver));
        assert_eq!(game.piles(), [] as [u32; 0]);
    }
}
