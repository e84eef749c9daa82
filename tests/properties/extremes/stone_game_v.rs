//! Stone Game V. On n = 2ᵏ equal stones of v Alice scores exactly (n − 1)v:
//! halving each round scores n/2 + n/4 + ... + 1 stones, and no play scores
//! more, because each round keeps at most half the stones still in play, so
//! the stones scored, a_1 > a_2 > ... with a_(r+1) <= a_r / 2 and a_1 <= n/2,
//! add up to at most 2a_1 − 1 <= n − 1.
//!
//! On any n equal stones of v she scores f(n)·v, with f(n) = n − (the number
//! of ones in n's binary digits): a cut keeps the part of m <= n/2 stones and
//! scores m + f(m), which grows with m (f never falls, by induction), so the
//! best cut keeps ⌊n/2⌋ stones, and f(n) = ⌊n/2⌋ + f(⌊n/2⌋), which is
//! ⌊n/2⌋ + ⌊n/4⌋ + ... = n − popcount(n) (Legendre). Which part stays on a
//! tie does not matter here: the two parts are the same row.

use super::*;
use sg5::exercises::{
    balance_moves_left_with_i, best_first_cuts, max_score_binary_search, max_score_bob_breaks_ties,
    max_score_bob_breaks_ties_quadratic, memo_cuts,
};
use sg5::pitfalls::{most_balanced_cut, sums_in_32_bits, ties_keep_the_left_part};
use sg5::{book::ScoreTable, Error};

too_many_for!(sg5);

/// Alice's score on `n` stones of 1: n − popcount(n) (the module doc).
fn on_ones(n: usize) -> u64 {
    (n - n.count_ones() as usize) as u64
}

/// How many calls the game tree makes on `values`, counted over intervals
/// instead of by making them: the calls from `values[i..j]` are 1 plus the
/// calls from each part a cut keeps (both on a tie).
fn game_tree_calls_by_intervals(values: &[u32]) -> u64 {
    let n = values.len();
    let mut prefix = vec![0_u64; n + 1];
    for (i, &v) in values.iter().enumerate() {
        case!(i, v);
        prefix[i + 1] = prefix[i] + u64::from(v);
    }
    // calls[i][j]: the calls from values[i..j], by growing length.
    let mut calls = vec![vec![1_u64; n + 1]; n + 1];
    for len in 2..=n {
        case!(len);
        for i in 0..=n - len {
            case!(i);
            let j = i + len;
            for cut in i + 1..j {
                case!(cut);
                let (left, right) = (prefix[cut] - prefix[i], prefix[j] - prefix[cut]);
                if left <= right {
                    calls[i][j] += calls[i][cut];
                }
                if left >= right {
                    calls[i][j] += calls[cut][j];
                }
            }
        }
    }
    calls[0][n]
}

#[test]
fn equal_stones_score_n_minus_its_ones() {
    // The closed form against the game tree, ties everywhere.
    for n in 0..=10 {
        case!(n);
        assert_eq!(sg5::book::max_score_brute_force(&row(n, 1)), Ok(on_ones(n)));
        assert_eq!(max_score_bob_breaks_ties(&row(n, 1)), Ok(on_ones(n)));
    }
    // And the count of calls over intervals, on zeros: 3ⁿ⁻¹.
    assert_eq!(game_tree_calls_by_intervals(&row(6, 0)), 243);
    assert_eq!(sg5::book::game_tree_calls(&row(6, 0)), Ok(243));
}

/// The functions that answer Alice's score beside the game's `METHODS`.
const MORE_SCORES: &[sg5::book::Method] = &[
    ("optimal_play", |values| {
        sg5::optimal_play(values).map(|moves| moves.last().map_or(0, |m| m.alice))
    }),
    ("score_table_quadratic", |values| {
        sg5::book::score_table_quadratic(values)
            .map(|t| t.get(0, values.len().wrapping_sub(1)).unwrap_or(0))
    }),
];

/// Checks every method that answers the score on `values`: the game's
/// `METHODS`, [`MORE_SCORES`] and the exercise's binary search.
fn every_score_is(values: &[u32], expected: u64) -> Result<(), TestCaseError> {
    let expected = Ok(expected);
    crate::each_gives(sg5::book::METHODS, |method| method(values), &expected)?;
    crate::each_gives(MORE_SCORES, |method| method(values), &expected)?;
    prop_assert_eq!(max_score_binary_search(values), expected);
    Ok(())
}

#[test]
fn the_empty_row_one_stone_and_the_largest_stones() {
    let big = u64::from(BIG);
    for (n, v) in [(0_usize, 0), (1, BIG), (2, BIG), (4, BIG), (8, BIG)] {
        case!(n, v);
        let score = n.saturating_sub(1) as u64 * u64::from(v);
        let values = row(n, v);
        every_score_is(&values, score).unwrap_or_else(|e| panic!("{n}: {e}"));
        assert_eq!(sg5::book::max_score_brute_force(&values), Ok(score));
        assert_eq!(max_score_bob_breaks_ties(&values), Ok(score));
        assert_eq!(max_score_bob_breaks_ties_quadratic(&values), Ok(score));
        // Fewer than two stones: no cut to try.
        assert_eq!(memo_cuts(&values).unwrap() == 0, n < 2);
        assert_eq!(ties_keep_the_left_part(&values), Ok(score));
        assert_eq!(balance_moves_left_with_i(&values), Ok(true));
        assert_eq!(best_first_cuts(&values).unwrap().is_empty(), n < 2);
        assert_eq!(
            sg5::book::quadratic_trace(&values).unwrap().len(),
            n * n.saturating_sub(1) / 2
        );
        let table = sg5::book::score_table(&values).unwrap();
        assert_eq!(table.get(0, n.wrapping_sub(1)), (n > 0).then_some(score));
        // On zeros every cut is a tie, and every interval is reached.
        let all = (n * (n + 1) / 2) as u64;
        assert_eq!(sg5::book::reached_intervals(&row(n, 0)), Ok(all));
        assert!(sg5::book::reached_intervals(&values).unwrap() <= all);
    }
    // The greedy halves equal stones too, and is right on them.
    assert_eq!(most_balanced_cut(&row(8, BIG)), Ok(7 * big));
    // 32 bits hold two stones of u32::MAX apart, not their sum.
    assert_eq!(sums_in_32_bits(&row(1, BIG)), Ok(0));
    assert_ne!(sums_in_32_bits(&row(4, BIG)), Ok(3 * big));
    // 2^10 equal stones: the quadratic method against the proof.
    let values = row(1 << 10, BIG);
    assert_eq!(sg5::max_score(&values), Ok(1023 * big));
    assert_eq!(sg5::book::max_score_table(&values[..512]), Ok(511 * big));
}

#[test]
fn the_table_at_its_edges() {
    let big = u64::from(BIG);
    // One past the longest is refused: one_past_each_limit_is_refused.
    let empty = sg5::book::ScoreTable::zeros(0).unwrap();
    assert!(ScoreTable::is_empty(&empty) && ScoreTable::len(&empty) == 0);
    assert!(ScoreTable::get(&empty, 0, 0).is_none());
    let mut table = sg5::book::ScoreTable::zeros(3).unwrap();
    table[(0, 2)] = u64::MAX;
    assert_eq!(table.get(0, 2), Some(u64::MAX));
    assert_eq!(table.get(usize::MAX, usize::MAX), None);
    assert_eq!(table.get(2, 1), None);
    // A move of the largest stones: a tie, which Alice breaks.
    let moves = sg5::optimal_play(&row(2, BIG)).unwrap();
    assert!(moves[0].is_tie() && moves[0].alice == big);
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
    use sg5::book;
    let at = |n| row(n, 1);
    let (tree, cubic) = (book::MAX_GAME_TREE_LEN, book::MAX_CUBIC_LEN);
    let (play, most) = (sg5::MAX_PLAY_LEN, sg5::MAX_LEN);
    let trace = book::MAX_TRACE_LEN;
    let cases: &[(usize, &'static str, Refuses<u32, Error>)] = &[
        refuses!(tree, book::max_score_brute_force),
        refuses!(tree, book::game_tree_calls),
        refuses!(cubic, book::max_score_table),
        refuses!(cubic, book::score_table),
        refuses!(cubic, book::max_score_memo),
        refuses!(cubic, book::reached_intervals),
        refuses!(cubic, ties_keep_the_left_part),
        refuses!(cubic, most_balanced_cut),
        refuses!(cubic, sums_in_32_bits),
        refuses!(cubic, max_score_bob_breaks_ties),
        refuses!(cubic, memo_cuts),
        refuses!(cubic, balance_moves_left_with_i),
        refuses!(play, sg5::optimal_play),
        refuses!(play, book::score_table_quadratic),
        refuses!(play, best_first_cuts),
        refuses!(play, max_score_bob_breaks_ties_quadratic),
        refuses!(most, sg5::max_score),
        refuses!(most, book::max_score_quadratic),
        refuses!(most, book::max_score_narrow),
        refuses!(most, max_score_binary_search),
        refuses!(trace, book::quadratic_trace),
        refuses!(play, sg5::best_move),
        refuses!(play, sg5::Position::new),
    ];
    each_refuses_one_past(seen, cases, too_many);
    // A table longer than any method keeps is refused.
    for len in [most + 1, usize::MAX] {
        case!(len);
        let zeros = book::ScoreTable::zeros(len);
        seen.refused(zeros, too_many("ScoreTable::zeros", len, most));
    }
    // Not in the table: answers at the limits, which are not refusals.
    // The game tree's, on a rising row (few ties): quick in any build.
    let rising: Vec<u32> = (1..=tree as u32).collect();
    assert_eq!(
        book::max_score_brute_force(&rising),
        sg5::max_score(&rising)
    );
    assert_eq!(
        book::game_tree_calls(&rising),
        Ok(game_tree_calls_by_intervals(&rising))
    );
    assert_eq!(book::max_score_table(&at(cubic)), Ok(on_ones(cubic)));
    // On zeros every cut is a tie and every interval is reached: the
    // table's n(n² − 1)/6 cuts.
    let n = cubic as u64;
    assert_eq!(memo_cuts(&row(cubic, 0)), Ok(n * (n * n - 1) / 6));
    let moves = sg5::optimal_play(&at(play)).unwrap();
    assert_eq!(moves.last().map(|m| m.alice), Some(on_ones(play)));
    assert_eq!(
        max_score_bob_breaks_ties_quadratic(&at(play)),
        Ok(on_ones(play))
    );
    assert_eq!(sg5::max_score(&at(most)), Ok(on_ones(most)));
    // One step per interval of two stones or more, the whole row last.
    let steps = book::quadratic_trace(&at(trace)).unwrap();
    assert_eq!(steps.len(), trace * (trace - 1) / 2);
    assert_eq!(steps.last().map(|step| step.score), Some(on_ones(trace)));
    // Not in the table: check_len takes a length, not a row, and has its own error.
    seen.refused(
        book::check_len("max_score", usize::MAX, most).map_err(sg5::Error::from),
        too_many("max_score", usize::MAX, most),
    );
}

proptest! {
    #![proptest_config(crate::cases(64))]

    #[test]
    fn every_method_equals_the_game_tree_on_extreme_values(values in prop::collection::vec(
        prop_oneof![Just(0), Just(1), Just(BIG - 1), Just(BIG)], 0..=10,
    )) {
        every_score_is(&values, sg5::book::max_score_brute_force(&values).unwrap())?;
    }
}

/// Stone Game V's `best_move`: fewer than two stones, the largest stones,
/// and its limit, [`MAX_PLAY_LEN`](sg5::MAX_PLAY_LEN), and one past it.
mod best_move {
    use super::*;
    use sg5::{Cut, Part};

    #[test]
    fn best_move_on_the_extremes() {
        assert_eq!(sg5::best_move(&[]), Ok(None));
        assert_eq!(sg5::best_move(&[BIG]), Ok(None));
        // Two equal stones: a tie, and the left part reaches the best.
        let tie = Cut {
            left_len: 1,
            kept: Part::Left,
        };
        assert_eq!(sg5::best_move(&[BIG, BIG]), Ok(Some(tie)));
        // The smaller part stays, whatever its place.
        let cut = sg5::best_move(&[BIG, 0]).unwrap().unwrap();
        assert_eq!((cut.left_len, cut.kept), (1, Part::Right));
        let limit = sg5::MAX_PLAY_LEN;
        let at = row(limit + 1, BIG);
        let cut = sg5::best_move(&at[..limit]).unwrap().unwrap();
        assert!(0 < cut.left_len && cut.left_len < limit);
        // Equal stones: the part kept is the shorter, or either on a tie.
        let (left, right) = (cut.left_len, limit - cut.left_len);
        let kept = if cut.kept == Part::Left { left } else { right };
        assert_eq!(kept, left.min(right));
    }
}

/// Stone Game V's `Position`: games of the largest stones, with zeros,
/// played out by `best_move`, every cut it refuses, and its limit,
/// [`MAX_PLAY_LEN`](sg5::MAX_PLAY_LEN), one past it.
mod position {
    use super::*;
    use sg5::{Cut, Game, Part, Position};

    #[test]
    fn position_plays_games_of_the_largest_stones() {
        let mixed = [BIG, 0, BIG, BIG, 0, 0, BIG, BIG - 1];
        let mut scores = Vec::new();
        for values in [row(1 << 10, BIG), mixed.to_vec()] {
            case!(values);
            let mut game = Position::new(&values).unwrap();
            check_the_start(&game);
            // The sums each side of every cut, the largest among them.
            let total: u64 = values.iter().map(|&v| u64::from(v)).sum();
            let n = values.len();
            for at in [0, 1, n - 1, n, usize::MAX] {
                case!(at);
                let sums = game.part_sums(at);
                let inside = (1..n).contains(&at);
                assert_eq!(sums.is_some(), inside, "{at}");
                assert!(sums.is_none_or(|(l, r)| l + r == total), "{at}");
            }
            let mut last = None;
            while let Some(cut) = game.best_move() {
                assert_eq!(game.mover(), Player::Alice);
                last = Some(game.play(cut).unwrap());
            }
            // The end: no choice is left.
            assert!(game.is_over() && game.choices().is_empty());
            // Alice's score, and Bob's 0.
            assert_eq!(game.scores(), Some((i128::from(game.score()), 0)));
            let score = last.map_or(0, |m| m.alice);
            assert_eq!(game.score(), score);
            assert_eq!(Ok(score), sg5::max_score(&values));
            scores.push(score);
            assert_eq!(game.values().len(), 1);
            assert!(game.in_play().end <= values.len());
            let cut = Cut {
                left_len: 1,
                kept: Part::Left,
            };
            assert_eq!(game.play(cut), Err(Error::GameOver));
        }
        // 2¹⁰ equal stones: 2¹⁰ − 1 of them scored (the module doc).
        assert_eq!(scores[0], on_ones(1 << 10) * u64::from(BIG));
        // BIG | 0: the left part, the larger, may not stay.
        let mut game = Position::new(&[BIG, 0]).unwrap();
        let larger = Cut {
            left_len: 1,
            kept: Part::Left,
        };
        assert_eq!(
            game.play(larger),
            Err(Error::NoSuchMove {
                left_len: 1,
                kept: Part::Left,
                len: 2
            })
        );
    }
}
