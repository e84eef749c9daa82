//! Stone Game VIII: fewer than two stones, the largest values of both signs,
//! each limit and one past it. A row at [`sg8::MAX_I64_LEN`] (2³¹ − 1
//! stones, 8 GiB) is too large to make in a test: its bound is checked by
//! arithmetic in `code/src/stone_game_viii/error.rs`, the path beyond it
//! (`i128`) on short rows in the module's unit tests, and one past it is a
//! row of [`Zeros`], which costs no memory.

use super::*;
use sg8::exercises::score_difference_at_least;
use sg8::{exercises, pitfalls, Error};

const LO: i32 = i32::MIN;
const HI: i32 = i32::MAX;

/// The game tree on the row itself, in 128 bits, written here apart
/// from the crate: merge the first x >= 2 stones, score their sum.
fn tree(row: &[i128]) -> i128 {
    (2..=row.len())
        .map(|x| {
            let merged: i128 = row[..x].iter().sum();
            let mut next = vec![merged];
            next.extend_from_slice(&row[x..]);
            merged - tree(&next)
        })
        .max()
        .unwrap_or(0)
}

fn tree_of(stones: &[i32]) -> i128 {
    tree(&stones.iter().map(|&s| i128::from(s)).collect::<Vec<_>>())
}

/// The answer on `n >= 2` equal stones of `v`. For v > 0, merging
/// everything: n v, since every other move leaves the opponent that
/// much. For v < 0, 2v on two stones, and -v on more: Alice merges all
/// but one, and Bob must merge the rest, n v against (n - 1) v.
fn equal_stones(n: usize, v: i32) -> i128 {
    let (n, v) = (n as i128, i128::from(v));
    match (v > 0, n) {
        (true, _) => n * v,
        (false, 2) => 2 * v,
        (false, _) => -v,
    }
}

too_many_for!(sg8);

/// The functions that answer the score difference of a whole row beside
/// the game's `METHODS`: the tables, the trace and optimal play read at
/// their first move, the game tree, and the exercise at its smallest
/// merge.
const MORE: &[sg8::book::Method] = &[
    ("position_values", |stones| {
        sg8::book::position_values(stones).map(|d| d.first().copied().unwrap_or(0))
    }),
    ("optimal_play", |stones| {
        sg8::optimal_play(stones).map(|m| {
            m.last()
                .map_or(0, |m| i64::try_from(m.alice - m.bob).unwrap())
        })
    }),
    ("suffix_max_trace", |stones| {
        sg8::book::suffix_max_trace(stones).map(|t| t.last().map_or(0, |s| s.best))
    }),
    ("difference_table", |stones| {
        sg8::book::difference_table(stones).map(|d| d.first().copied().unwrap_or(0))
    }),
    (
        "score_difference_brute_force",
        sg8::book::score_difference_brute_force,
    ),
    ("score_difference_at_least", |stones| {
        exercises::score_difference_at_least(stones, 2)
    }),
];

/// Checks every method that answers a whole row on `stones`: the game's
/// `METHODS`, and [`MORE`].
fn every_method_gives(stones: &[i32], expected: i64) -> Result<(), TestCaseError> {
    let expected = Ok(expected);
    crate::each_gives(sg8::book::METHODS, |method| method(stones), &expected)?;
    crate::each_gives(MORE, |method| method(stones), &expected)
}

#[test]
fn equal_stones_by_the_tree() {
    for n in 2..=10 {
        case!(n);
        for v in [LO, -1, 0, 1, HI] {
            case!(v);
            assert_eq!(tree_of(&vec![v; n]), equal_stones(n, v));
        }
    }
}

#[test]
fn fewer_than_two_stones_have_no_move_and_are_worth_0() {
    for stones in [&[][..], &[LO], &[HI]] {
        case!(stones);
        // Every method, the pitfalls too: a finished game.
        every_method_gives(stones, 0).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(sg8::winner(stones), Ok(sg8::Winner::Tie));
        for k in [2, 3, usize::MAX] {
            case!(k);
            let at_least = exercises::score_difference_at_least(stones, k);
            assert_eq!(at_least, Ok(0));
        }
        assert_eq!(sg8::book::game_tree_calls(stones), Ok(1)); // the root
        assert_eq!(sg8::book::move_worths(stones), Ok(vec![]));
        assert_eq!(exercises::optimal_openings(stones), Ok(vec![]));
        let right = exercises::score_difference_from_right(stones);
        assert_eq!(right, Ok(0));
        assert_eq!(pitfalls::answer_at_index_zero(stones), Ok(0));
        assert_eq!(pitfalls::take_everything(stones), Ok(0));
        assert_eq!(pitfalls::prefix_sums_in_32_bits(stones), Ok(0));
        assert_eq!(sg8::optimal_play(stones), Ok(vec![]));
        assert_eq!(sg8::book::suffix_max_trace(stones), Ok(vec![]));
    }
    assert_eq!(sg8::book::inclusive_prefix_sums(&[]), Ok(vec![]));
    assert_eq!(
        sg8::book::inclusive_prefix_sums(&[LO]),
        Ok(vec![i64::from(LO)])
    );
    let at_least = exercises::score_difference_at_least(&[], 0);
    assert_eq!(at_least, Err(Error::MoveTooSmall { k: 0 }));
    let at_least = exercises::score_difference_at_least(&[1, 2], usize::MAX);
    assert_eq!(at_least, Ok(0)); // no move can merge that many
}

#[test]
fn the_largest_values_at_every_size_up_to_the_game_tree_limit() {
    for n in 2..=sg8::book::MAX_GAME_TREE_LEN {
        case!(n);
        for v in [LO, HI] {
            case!(v);
            let stones = vec![v; n];
            let expected = i64::try_from(equal_stones(n, v)).unwrap();
            every_method_gives(&stones, expected).unwrap_or_else(|e| panic!("{n} x {v}: {e}"));
            let right = exercises::score_difference_from_right(&stones);
            assert_eq!(right, Ok(expected));
            let calls = sg8::book::game_tree_calls(&stones);
            assert_eq!(calls, Ok(1 << (n - 1)));
        }
    }
}

/// The branch of `score_difference_branch_on_raise` taken at every
/// step, at no step, and at random: rows of the largest stones, long.
#[test]
fn the_branch_on_raise_on_long_rows_of_the_largest_stones() {
    let n = 100_003;
    for stones in [
        vec![HI; n],
        vec![LO; n],
        [HI, LO].repeat(n / 2),
        [LO, LO, HI].repeat(n / 3),
        (0..n).map(|i| if i % 7 < 3 { LO } else { HI }).collect(),
    ] {
        assert_eq!(
            sg8::book::score_difference_branch_on_raise(&stones),
            sg8::book::score_difference_constant_memory(&stones)
        );
    }
}

/// This module's [`refusals`], under a test of its own: a refusal that
/// went wrong, or an assert of theirs, fails here, once.
#[test]
fn one_past_each_limit_is_refused() {
    super::refused_alone(module_path!());
}

#[expect(
    clippy::too_many_lines,
    reason = "every limit of the game and one past it: one list of cases, read top to bottom"
)]
pub(super) fn refusals(seen: &mut Seen) {
    use sg8::book;
    let (tree, trace) = (book::MAX_GAME_TREE_LEN, book::MAX_TRACE_LEN);
    let (recurrence, play) = (book::MAX_RECURRENCE_LEN, sg8::MAX_PLAY_LEN);
    let len = sg8::MAX_I64_LEN;
    let cases: &[(usize, &'static str, Refuses<i32, Error>)] = &[
        refuses!(tree, book::score_difference_brute_force),
        refuses!(tree, book::score_difference_over_indices),
        refuses!(tree, book::game_tree_calls),
        refuses!(tree, book::move_worths),
        refuses!(recurrence, book::difference_table),
        refuses!(recurrence, book::score_difference_recurrence),
        refuses!(play, book::position_values),
        refuses!(play, book::score_difference_suffix_max),
        refuses!(play, sg8::optimal_play),
        refuses!(play, sg8::Position::new),
        refuses!(play, exercises::score_difference_at_least, 2),
        refuses!(play, exercises::optimal_openings),
        refuses!(trace, book::suffix_max_trace),
        refuses!(len, sg8::best_move),
        refuses!(len, book::inclusive_prefix_sums),
        refuses!(len, book::score_difference_branch_on_raise),
        refuses!(len, book::score_difference_constant_memory),
        refuses!(len, exercises::score_difference_from_right),
        refuses!(len, pitfalls::answer_at_index_zero),
        refuses!(len, pitfalls::prefix_sums_in_32_bits),
        refuses!(len, pitfalls::take_everything),
    ];
    each_refuses_one_past(seen, cases, too_many);
    // `best_move_from` counts its first stone with the rest.
    if let Some(rest) = zeros::<i32>(len, "best_move_from") {
        seen.refused(
            sg8::best_move_from(0, &rest),
            too_many("best_move_from", len + 1, len),
        );
        rest.unread(seen, "best_move_from");
    }
    // Not in the table: answers at or past the limits, which are not refusals.
    // At the game tree's limit, on the largest values: every worth is exact
    // in i64, and the best of them is the tree's value.
    let full = vec![HI; tree];
    let best = book::move_worths(&full).unwrap().into_iter().max();
    assert_eq!(best, book::score_difference_brute_force(&full).ok());

    let at = vec![LO; trace];
    let expected = equal_stones(trace, LO) as i64;
    let steps = book::suffix_max_trace(&at).unwrap();
    assert_eq!(steps.len(), trace - 1);
    assert_eq!(steps.last().map(|s| s.best), Some(expected));

    // At the recurrence's limit it takes 8 * 10^8 steps: checked just below
    // it, on 10,000 stones, where the answer is known.
    let below = vec![HI; 10_000];
    let expected = equal_stones(10_000, HI) as i64;
    assert_eq!(book::score_difference_recurrence(&below), Ok(expected));

    // Past the play limit, the methods with no table still answer.
    let past = vec![HI; play + 1];
    let expected = equal_stones(play + 1, HI) as i64;
    assert_eq!(sg8::score_difference(&past), Ok(expected));
    let winner = sg8::Winner::from_difference(expected);
    assert_eq!(sg8::winner(&past), Ok(winner));
    assert_eq!(pitfalls::take_everything(&past), Ok(expected));
    let right = exercises::score_difference_from_right(&past);
    assert_eq!(right, Ok(expected));
    // At it, on the largest stones of both signs.
    for v in [LO, HI] {
        case!(v);
        let at = vec![v; play];
        let expected = equal_stones(play, v) as i64;
        assert_eq!(book::score_difference_suffix_max(&at), Ok(expected));
        let moves = sg8::optimal_play(&at).unwrap();
        let end = moves.last().unwrap();
        assert_eq!(end.alice - end.bob, i128::from(expected));
        let at_least = exercises::score_difference_at_least(&at, 2);
        assert_eq!(at_least, Ok(expected));
    }
}

#[test]
fn the_pitfalls_on_their_inputs_and_the_largest_values() {
    assert_eq!(pitfalls::answer_at_index_zero(&[-3, -3]), Ok(3));
    assert_eq!(pitfalls::take_everything(&[-3, -3, -3]), Ok(-9));
    let wrapped = pitfalls::prefix_sums_in_32_bits(&[HI, 1]);
    assert_eq!(wrapped, Ok(i64::from(LO)));
    assert_eq!(tree_of(&[HI, 1]), 1 << 31);
    // Where no sum wraps, the 32-bit version is right.
    let stones = [-10_000, 10_000, -3, 7];
    let right = sg8::score_difference(&stones);
    assert_eq!(pitfalls::prefix_sums_in_32_bits(&stones), right);
}

#[test]
fn moves_and_errors_read_in_words() {
    let play = sg8::optimal_play(&[HI, HI]).unwrap();
    assert_eq!(
        play[0].to_string(),
        "Alice merges 2 stones into one worth 4294967294: \
         Alice 4294967294, Bob 0"
    );
    let error = too_many("score_difference", usize::MAX, sg8::MAX_I64_LEN);
    assert!(error.to_string().contains("2147483647"), "{error}");
}

/// Exercise 5 on rows with no move (fewer than k stones: 0 whatever the
/// row, even past the limit, where no table is needed), at the limit
/// with one move that merges the whole row, and one past it.
#[test]
fn at_least_k_with_and_without_a_move() {
    let (lo, hi) = (i32::MIN, i32::MAX);
    for k in [2, 3, 5, usize::MAX] {
        case!(k);
        assert_eq!(score_difference_at_least(&[], k), Ok(0));
        assert_eq!(score_difference_at_least(&[lo], k), Ok(0));
    }
    assert_eq!(score_difference_at_least(&[hi, hi], 5), Ok(0));
    assert_eq!(
        score_difference_at_least(&[hi, hi], 2),
        Ok(2 * 2_147_483_647)
    );
    for k in [0, 1] {
        case!(k);
        let error = Err(Error::MoveTooSmall { k });
        assert_eq!(score_difference_at_least(&[], k), error);
    }
    let limit = sg8::MAX_PLAY_LEN;
    let stones = vec![lo; limit + 1];
    let at = &stones[..limit];
    // k = n: Alice's one move merges everything, and the game is over.
    let all = limit as i64 * i64::from(lo);
    assert_eq!(score_difference_at_least(at, limit), Ok(all));
    for k in [1, limit + 1, limit + 2] {
        case!(k);
        // With a move or without one, a row past the limit is refused, and
        // first: a k of 1 is not read.
        assert_eq!(
            score_difference_at_least(&stones, k),
            Err(Error::TooLong {
                function: "score_difference_at_least",
                len: limit + 1,
                limit
            })
        );
    }
    let error = Err(Error::MoveTooSmall { k: 1 });
    assert_eq!(score_difference_at_least(&stones[..limit], 1), error);
}

proptest! {
    #![proptest_config(crate::cases(64))]

    #[test]
    fn every_method_equals_the_game_tree_on_extreme_values(stones in extreme_values()) {
        prop_assume!(stones.len() >= 2);
        let exact = tree_of(&stones);
        let expected = i64::try_from(exact).unwrap();
        every_method_gives(&stones, expected)?;
        let openings = exercises::optimal_openings(&stones).unwrap();
        prop_assert!(!openings.is_empty());
        let mut mirror = stones.clone();
        mirror.reverse();
        let right = exercises::score_difference_from_right(&mirror);
        prop_assert_eq!(right, Ok(expected));
    }
}

/// Stone Game VIII's `best_move`: fewer than two stones, the extreme
/// values, a long row. One past its limit is refused in
/// [`one_past_each_limit_is_refused`].
mod best_move {
    use super::*;

    #[test]
    fn best_move_on_the_extremes() {
        let (lo, hi) = (i32::MIN, i32::MAX);
        assert_eq!(sg8::best_move(&[]), Ok(None));
        assert_eq!(sg8::best_move(&[lo]), Ok(None));
        assert_eq!(sg8::best_move(&[lo, lo]), Ok(Some(2)));
        // Three lows: Alice merges two, and Bob must then merge all three.
        assert_eq!(sg8::best_move(&[lo, lo, lo]), Ok(Some(2)));
        assert_eq!(sg8::best_move(&[hi, hi, hi]), Ok(Some(3)));
        for stones in [vec![lo; 1_000_000], vec![hi; 1_000_000]] {
            case!(stones);
            let first = sg8::optimal_play(&stones).unwrap()[0].count;
            assert_eq!(sg8::best_move(&stones), Ok(Some(first)));
        }
    }

    /// `best_move_from`, whose first stone is any `i64`: at `i64::MIN` and
    /// `i64::MAX` its sums, in `i128`, do not overflow; with a first stone
    /// that fits an `i32` it is `best_move`.
    #[test]
    fn best_move_from_on_the_extremes() {
        let (lo, hi) = (i32::MIN, i32::MAX);
        assert_eq!(sg8::best_move_from(i64::MIN, &[]), Ok(None));
        // One stone after the first: the mover must merge both.
        assert_eq!(sg8::best_move_from(i64::MAX, &[hi]), Ok(Some(2)));
        assert_eq!(sg8::best_move_from(i64::MIN, &[lo]), Ok(Some(2)));
        // A huge first stone: merge everything at once.
        assert_eq!(sg8::best_move_from(i64::MAX, &[hi, hi, 1]), Ok(Some(4)));
        for stones in [[lo, lo, lo], [hi, hi, hi], [hi, lo, 7]] {
            case!(stones);
            let (&first, rest) = stones.split_first().unwrap();
            assert_eq!(
                sg8::best_move_from(i64::from(first), rest),
                sg8::best_move(&stones)
            );
        }
    }

    proptest! {
        #![proptest_config(crate::cases(64))]

        #[test]
        fn best_move_is_worth_the_value_on_extreme_values(stones in extreme_values()) {
            let worths = sg8::book::move_worths(&stones).unwrap();
            match sg8::best_move(&stones).unwrap() {
                None => prop_assert!(stones.len() < 2),
                Some(x) => {
                    let best = worths.iter().copied().max();
                    prop_assert_eq!(Some(worths[x - 2]), best);
                    prop_assert!(worths[..x - 2].iter().all(|&w| Some(w) < best));
                }
            }
        }
    }
}

/// Stone Game VIII's `Position`: games of the extreme values of both signs
/// played out, whose merged stones pass `i32`, against
/// [`score_difference`](sg8::score_difference) and
/// [`optimal_play`](sg8::optimal_play), and the moves it refuses. Its limit
/// is [`MAX_PLAY_LEN`](sg8::MAX_PLAY_LEN), checked in its unit test.
mod position {
    use super::*;
    use sg8::{Game, Position};

    /// The longest game on the largest stones: every move merges two, so
    /// move t scores (t + 1)(2³¹ − 1), and Alice's total passes an `i64`
    /// before the end (the totals are `i128`).
    #[test]
    fn position_keeps_the_totals_of_the_longest_game_of_the_largest_stones() {
        let n = 200_000;
        let mut game = Position::new(&vec![HI; n]).unwrap();
        check_the_start(&game);
        let mut expected = (0_i128, 0_i128);
        for t in 1..n {
            case!(t);
            let record = game.play(2).unwrap();
            let points = (t as i128 + 1) * i128::from(HI);
            if t % 2 == 1 {
                expected.0 += points;
            } else {
                expected.1 += points;
            }
            assert_eq!((record.alice, record.bob), expected, "move {t}");
        }
        assert!(game.is_over());
        assert!(expected.0 > i128::from(i64::MAX));
        assert_eq!(game.totals(), expected);
    }

    #[test]
    fn position_plays_a_game_of_the_extreme_values() {
        let mixed: Vec<i32> = (0..1_001).map(|k| [LO, HI, LO][k % 3]).collect();
        for stones in [vec![LO; 1_000], vec![HI; 1_000], mixed] {
            case!(stones);
            let n = stones.len();
            let mut game = Position::new(&stones).unwrap();
            assert_eq!(game.play(1), Err(Error::NoSuchMove { count: 1, most: n }));
            let mut last = None;
            while let Some(count) = game.best_move() {
                last = Some(game.play(count).unwrap());
            }
            // The end: no choice is left.
            assert!(game.is_over() && game.choices().is_empty());
            assert!(game.winner().is_some());
            assert_eq!(game.scores(), Some(game.totals())); // i128 already
            let last = last.unwrap();
            assert_eq!(game.totals(), (last.alice, last.bob));
            assert_eq!(
                last.alice - last.bob,
                i128::from(sg8::score_difference(&stones).unwrap())
            );
            assert_eq!(sg8::optimal_play(&stones).unwrap().last(), Some(&last));
            // One stone is left, which holds the whole row.
            let total: i64 = stones.iter().map(|&s| i64::from(s)).sum();
            assert_eq!((game.first(), game.rest()), (Some(total), &[][..]));
            assert_eq!(game.play(2), Err(Error::GameOver));
        }
        // Two stones of i32::MIN: the one move merges both, past an i32.
        let mut game = Position::new(&[LO, LO]).unwrap();
        assert_eq!(game.best_move(), Some(2));
        assert_eq!(game.play(2).unwrap().alice, 2 * i128::from(LO));
        assert_eq!(Position::first(&game), Some(2 * i64::from(LO)));
    }
}
