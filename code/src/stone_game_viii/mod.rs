//! Stone Game VIII: merge the leftmost stones into one, and score its value.
//!
//! Alice and Bob, Alice first, take turns on a row of stones with values,
//! which may be negative. While more than one stone is left, the player to
//! move chooses `x > 1`, removes the `x` leftmost stones, scores the sum of
//! their values, and puts one new stone of that sum at the left end. Alice
//! plays to make her score minus Bob's as large as possible, Bob to make it
//! as small as possible; the answer is that difference.
//!
//! # Start here
//!
//! | question | call |
//! | --- | --- |
//! | Alice's score minus Bob's (LeetCode 1872) | [`score_difference`] |
//! | Alice, Bob or a tie? | [`winner`] |
//! | a whole game, move by move | [`optimal_play`] |
//! | how many stones to merge on the row as it stands | [`best_move`], [`best_move_from`] (a merged first stone past an `i32`) |
//! | a game to play, move by move, its suffix maximum built once | [`Position`] |
//!
//! ```
//! use stone_games::stone_game_viii::score_difference;
//!
//! assert_eq!(score_difference(&[-1, 2, -3, 4, -5])?, 5);
//! # Ok::<(), stone_games::stone_game_viii::Error>(())
//! ```
//!
//! [book]: https://stone-games.github.io/stone-games/stone-game-viii/in-one-page.html
//!
#![cfg_attr(
    not(feature = "book"),
    doc = include_str!("../shared/without_book.md")
)]
#![cfg_attr(feature = "book", doc = include_str!("../shared/with_book.md"))]

#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub mod book;
mod branch_on_raise;
mod constant_memory;
mod error;
#[cfg(feature = "book")]
pub mod exercises;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod game_tree;
mod indices;
#[cfg(feature = "book")]
pub mod pitfalls;
mod play;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod recurrence;
mod suffix_max;
#[cfg(feature = "book")]
mod trace;

pub use crate::shared::{Game, Player, Winner};
pub use error::{Error, MAX_I64_LEN, MAX_PLAY_LEN};
pub use play::{best_move, best_move_from, optimal_play, Move, Position};

// What the answers run, by name (the module `book` shows them too).
use branch_on_raise::score_difference_branch_on_raise;

/// Alice's score minus Bob's under optimal play: O(n) time, O(1) memory.
///
/// # What bounds the answer
///
/// The answer lies between the sum of the whole row (Alice can merge everything
/// at once) and the larger of that sum and minus the smallest sum of the stones
/// after some index (the proof is in [`position_values`]). So it is at least −n
/// · 2³¹ and below n · 2³¹ (the sum after an index j ≥ 1 holds at most n − 2
/// stones), and for every row of up to 2³² stones it fits in an `i64`, whose
/// range is −2⁶³ to 2⁶³ − 1. A longer row, 16 GiB of `i32` or more, may have an
/// answer that does not: on 2³² + 3 stones of `i32::MAX` the answer is
/// n · (2³¹ − 1), more than `i64::MAX`. Such a row gets
/// [`Error::AnswerOutOfRange`]; nothing overflows.
///
/// # Errors
///
/// [`Error::AnswerOutOfRange`] when the answer does not fit in an `i64`,
/// which needs more than 2³² stones. A row of fewer than two stones has no
/// move, and is worth 0.
///
/// ```
/// use stone_games::stone_game_viii::score_difference;
///
/// assert_eq!(score_difference(&[-1, 2, -3, 4, -5]), Ok(5));
/// assert_eq!(score_difference(&[7, -6, 5, 10, 5, -2, -6]), Ok(13));
/// assert_eq!(score_difference(&[-10, -12]), Ok(-22));
/// assert_eq!(score_difference(&[9]), Ok(0)); // no move
/// assert_eq!(score_difference(&[]), Ok(0));
/// ```
///
/// # Implementation
///
/// [`score_difference_branch_on_raise`] (the running maximum of
/// `score_difference_constant_memory`, raised by a branch) for rows of up
/// to [`MAX_I64_LEN`] (2³¹ − 1) stones, and the same steps in `i128` beyond.
///
#[doc = book_link!(fn stone_game_viii::book::score_difference_branch_on_raise)]
#[doc = book_link!(fn stone_game_viii::book::position_values)]
#[doc(alias = "1872")]
pub fn score_difference(stones: &[i32]) -> Result<i64, Error> {
    fits_in_i64(exact_difference(stones)?)
}

/// Who ends ahead under optimal play: Alice, Bob, or a tie, for any row:
/// the sign of the exact difference, past an `i64` too.
///
/// # Errors
///
/// None: every row is a game. It returns a `Result` all the same, the
/// shape `winner` has where it may refuse (I, II, IV, VI, VII).
///
/// ```
/// use stone_games::stone_game_viii::{winner, Winner};
///
/// assert_eq!(winner(&[-1, 2, -3, 4, -5]), Ok(Winner::Alice)); // by 5
/// assert_eq!(winner(&[-10, -12]), Ok(Winner::Bob)); // by 22
/// assert_eq!(winner(&[3, -3]), Ok(Winner::Tie)); // one move, worth 0
/// assert_eq!(winner(&[7]), Ok(Winner::Tie)); // no move: two stones needed
/// assert_eq!(winner(&[]), Ok(Winner::Tie));
/// ```
pub fn winner(stones: &[i32]) -> Result<Winner, Error> {
    Ok(Winner::from_difference(exact_difference(stones)?))
}

/// The score difference of any row, for [`score_difference`] and
/// [`winner`]: in `i64` by the branch on a raise up to [`MAX_I64_LEN`]
/// stones, where no number overflows, and in `i128` past it.
fn exact_difference(stones: &[i32]) -> Result<i128, Error> {
    if stones.len() > MAX_I64_LEN {
        return Ok(constant_memory::suffix_max_wide(stones));
    }
    score_difference_branch_on_raise(stones).map(i128::from)
}

/// `exact` as an `i64`, or [`Error::AnswerOutOfRange`].
fn fits_in_i64(exact: i128) -> Result<i64, Error> {
    i64::try_from(exact).map_err(|_| Error::AnswerOutOfRange)
}

#[cfg(test)]
mod tests {
    use super::book::*;
    use super::*;
    use crate::shared::testing::{
        check_against_game_tree, listed, rows_of, Lcg,
    };

    /// Every method against the game tree on every row of `rows`; on each
    /// row, the position values equal the table, and optimal play merges at
    /// least two stones a move and reaches the end. Returns how many rows
    /// it checked.
    fn check(rows: impl Iterator<Item = Vec<i32>> + Clone) -> usize {
        let mut methods = listed(book::METHODS);
        methods.push(("suffix_max_wide", &|stones: &[i32]| {
            fits_in_i64(constant_memory::suffix_max_wide(stones))
        }));
        methods.push(("optimal_play", &|stones: &[i32]| {
            let play = optimal_play(stones)?;
            Ok(play
                .last()
                .map_or(0, |end| i64::try_from(end.alice - end.bob).unwrap()))
        }));
        // The trace the book's figure draws, with the book's material.
        #[cfg(feature = "book")]
        methods.push(("suffix_max_trace", &|stones: &[i32]| {
            let trace = suffix_max_trace(stones)?;
            Ok(trace.last().map_or(0, |step| step.best))
        }));
        let checked = check_against_game_tree(
            rows.clone(),
            score_difference_brute_force,
            &methods,
        );
        for stones in rows {
            crate::shared::testing::assert_agree(
                &stones,
                &[
                    ("position_values", &position_values),
                    ("difference_table", &difference_table),
                ],
            );
            let play = optimal_play(&stones).unwrap();
            let mut holds = 0;
            for step in &play {
                assert!(step.count >= 2, "{stones:?}");
                assert_eq!(step.last, holds + step.count - 1, "{stones:?}");
                holds = step.last;
            }
            assert_eq!(holds, stones.len() - 1, "{stones:?}");
        }
        checked
    }

    /// Every row of 2 to 7 stones from -3 to 3, zeros included (960,792
    /// rows), and every row of 8 stones from -2 to 2 (390,625 rows).
    #[test]
    fn the_largest_stones_do_not_overflow() {
        // Sums of up to 12 stones of i32::MAX or i32::MIN, far past an
        // i32: every method answers as the game tree does.
        let (hi, lo) = (i32::MAX, i32::MIN);
        let rows = [2, 3, 7, 12].into_iter().flat_map(|n| {
            [
                vec![hi; n],
                vec![lo; n],
                (0..n).map(|k| [hi, lo][k % 2]).collect(),
                (0..n).map(|k| [lo, hi, hi][k % 3]).collect(),
            ]
        });
        let methods = listed(METHODS);
        let checked = check_against_game_tree(
            rows,
            score_difference_brute_force,
            &methods,
        );
        assert_eq!(checked, 16);
    }

    #[test]
    fn every_method_agrees_with_the_game_tree_on_every_small_row() {
        let short = (2..=7).flat_map(|len| rows_of(len, (-3..=3).collect()));
        let rows = short.chain(rows_of(8, (-2..=2).collect()));
        assert_eq!(check(rows), 960_792 + 390_625);
    }

    #[test]
    fn the_winner_is_the_sign_of_the_game_tree() {
        for stones in (0..=6).flat_map(|len| rows_of(len, (-3..=3).collect())) {
            let tree = score_difference_brute_force(&stones).unwrap();
            let sign = Winner::from_difference(tree);
            assert_eq!(winner(&stones), Ok(sign), "{stones:?}");
        }
    }

    #[cfg(feature = "book")]
    #[test]
    fn the_examples_and_the_pitfalls() {
        assert_eq!(score_difference(&[-1, 2, -3, 4, -5]), Ok(5));
        assert_eq!(score_difference(&[7, -6, 5, 10, 5, -2, -6]), Ok(13));
        assert_eq!(score_difference(&[-10, -12]), Ok(-22));
        assert_eq!(score_difference(&[-3, -3]), Ok(-6));
        assert_eq!(score_difference(&[-3, -3, -3]), Ok(3));
        assert_eq!(score_difference(&[i32::MAX, 1]), Ok(1 << 31));
        assert_eq!(pitfalls::answer_at_index_zero(&[-3, -3]), Ok(3));
        assert_eq!(pitfalls::take_everything(&[-3, -3, -3]), Ok(-9));
        assert_eq!(
            pitfalls::prefix_sums_in_32_bits(&[i32::MAX, 1]),
            Ok(-(1 << 31))
        );
    }

    #[test]
    fn beyond_the_range_of_an_i64_is_an_error() {
        assert_eq!(fits_in_i64(-5), Ok(-5));
        assert_eq!(fits_in_i64(i128::from(i64::MIN)), Ok(i64::MIN));
        assert_eq!(
            fits_in_i64(i128::from(i64::MAX) + 1),
            Err(Error::AnswerOutOfRange)
        );
        // The row of the doc comment: n stones of i32::MAX score n times
        // i32::MAX, which passes i64::MAX first at n = 2^32 + 3.
        let n = (1_i128 << 32) + 3;
        assert!(n * i128::from(i32::MAX) > i128::from(i64::MAX));
        assert!((n - 1) * i128::from(i32::MAX) <= i128::from(i64::MAX));
        let mut random = Lcg::new(8);
        for v in [3, 100, i32::MAX] {
            // All equal positive stones: the answer is n * v.
            assert_eq!(score_difference(&[v; 9]), Ok(9 * i64::from(v)));
        }
        for n in [2, 3, 17, 1_000, 100_000] {
            let stones = random.values(n);
            assert_eq!(
                score_difference(&stones),
                score_difference_suffix_max(&stones)
            );
            let wide = constant_memory::suffix_max_wide(&stones);
            assert_eq!(fits_in_i64(wide), score_difference(&stones));
        }
    }

    #[test]
    fn the_recurrence_equals_the_suffix_maximum_on_long_rows() {
        let mut random = Lcg::new(81);
        for n in [2, 3, 4, 100, 2_001] {
            let stones = random.values(n);
            let table = difference_table(&stones).expect("a short row");
            let values = position_values(&stones).expect("a short row");
            assert_eq!(table.len(), values.len(), "{n} stones");
            // Name the first position where they differ, not two whole rows.
            if let Some(i) = (0..table.len()).find(|&i| table[i] != values[i]) {
                let (table, values) = (table[i], values[i]);
                panic!(
                    "{n} stones, position {i}: the recurrence gives {table}, \
                     the suffix maximum {values}"
                );
            }
        }
    }
}
