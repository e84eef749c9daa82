//! Stone Game III: take the first one, two or three values of a row.
//!
//! Alice and Bob, Alice first, take turns on a row of values, which may be
//! negative. On a turn the player takes the first 1, 2 or 3 values still in
//! the row, and adds them to their score. When the row is empty, the higher
//! score wins; equal scores are a tie.
//!
//! # Start here
//!
//! | question | call |
//! | --- | --- |
//! | by how much does the first player end ahead? | [`score_difference`] |
//! | Alice, Bob or a tie? (LeetCode 1406) | [`winner`] |
//! | moves of 1 to any k values | [`score_difference_k`] |
//! | a whole game, move by move | [`optimal_play`] |
//! | how many values to take from the values left | [`best_move`] |
//! | a game to play, move by move, its table built once | [`Position`] |
//!
//! ```
//! use stone_games::stone_game_iii::{score_difference, winner, Winner};
//!
//! assert_eq!(score_difference(&[1, 2, 3, 7])?, -1); // Bob ends 1 ahead
//! assert_eq!(winner(&[1, 2, 3, 7])?, Winner::Bob);
//! # Ok::<(), stone_games::stone_game_iii::Error>(())
//! ```
//!
//! [book]: https://stone-games.github.io/stone-games/stone-game-iii/in-one-page.html
//!
#![cfg_attr(
    not(feature = "book"),
    doc = include_str!("../shared/without_book.md")
)]
#![cfg_attr(feature = "book", doc = include_str!("../shared/with_book.md"))]

#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub mod book;
mod error;
#[cfg(feature = "book")]
pub mod exercises;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod game_tree;
#[cfg(feature = "book")]
pub mod pitfalls;
mod play;
mod registers;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod ring;
mod table;
#[cfg(feature = "book")]
mod trace;
mod window;

pub use crate::shared::{Game, Player, Winner};
pub use error::{Error, MAX_LEN, MAX_PLAY_LEN};
pub use play::{best_move, optimal_play, Move, Position};

// What the answers run, by name (the module `book` shows them too).
use error::{check_k, check_len};
use registers::score_difference_registers;
use window::score_difference_wide;
use window::score_difference_window;

/// The first player's score minus the second player's, under optimal play.
///
/// Every row is a game; an empty row is worth 0. O(n) time, O(1) memory.
///
/// # Errors
///
/// [`Error::TooLong`] for a row of more than [`MAX_LEN`] (2³² − 1) values,
/// 16 GiB of `i32`, whose difference might not fit in an `i64` (below it, it
/// always does: [`difference_table`] proves it).
/// [`score_difference_wide`] answers such rows exactly, in `i128`.
///
/// ```
/// use stone_games::stone_game_iii::score_difference;
///
/// assert_eq!(score_difference(&[1, 2, 3, 7]), Ok(-1)); // Bob ends 1 ahead
/// assert_eq!(score_difference(&[1, 2, 3, -9]), Ok(15)); // Alice 6, Bob -9
/// assert_eq!(score_difference(&[1, 2, 3, 6]), Ok(0)); // a tie
/// assert_eq!(score_difference(&[]), Ok(0));
/// ```
///
/// # Implementation
///
/// The ring of four with its cells in registers,
/// [`score_difference_registers`].
///
#[doc = book_link!(fn stone_game_iii::book::score_difference_registers)]
#[doc = book_link!(fn stone_game_iii::book::difference_table)]
#[doc = book_link!(fn stone_game_iii::book::score_difference_wide)]
pub fn score_difference(values: &[i32]) -> Result<i64, Error> {
    check_len("score_difference", values.len(), MAX_LEN)?;
    score_difference_registers(values)
}

/// Who ends ahead in Stone Game III under optimal play, or a tie: LeetCode
/// 1406's question.
///
/// # Errors
///
/// None: every row is answered exactly, however long. It returns a
/// `Result` all the same, the shape `winner` has where it may refuse (I,
/// II, IV, VI, VII).
///
/// ```
/// use stone_games::stone_game_iii::{winner, Winner};
///
/// assert_eq!(winner(&[1, 2, 3, 7]), Ok(Winner::Bob));
/// assert_eq!(winner(&[1, 2, 3, -9]), Ok(Winner::Alice));
/// assert_eq!(winner(&[1, 2, 3, 6]), Ok(Winner::Tie));
/// assert_eq!(winner(&[]), Ok(Winner::Tie)); // no stones, 0 each
/// assert_eq!(winner(&[1, 2, 3, 6])?.to_string(), "Tie");
/// # Ok::<(), stone_games::stone_game_iii::Error>(())
/// ```
///
/// # Implementation
///
/// Below [`MAX_LEN`] values, the sign of [`score_difference_registers`], as
/// `score_difference` gives it; beyond, that of [`score_difference_wide`], in
/// `i128`.
///
#[doc = book_link!(fn stone_game_iii::book::score_difference_registers)]
#[doc = book_link!(fn stone_game_iii::book::score_difference_wide)]
#[doc(alias = "1406")]
pub fn winner(values: &[i32]) -> Result<Winner, Error> {
    winner_from(values, score_difference_registers(values))
}

/// The winner on `values`, given the `i64` method's answer `narrow`: its
/// sign, or, when it refused the row as too long, that of the `i128`
/// method. Apart from [`winner`] so that a test can hand it a refusal
/// without a row of 2³² values.
fn winner_from(
    values: &[i32],
    narrow: Result<i64, Error>,
) -> Result<Winner, Error> {
    let difference = match narrow {
        Ok(difference) => i128::from(difference),
        // Past MAX_LEN values, the same steps in i128.
        Err(Error::TooLong { .. }) => score_difference_wide(values, 3)?,
        Err(other) => return Err(other),
    };
    Ok(Winner::from_difference(difference))
}

/// The score difference when a move takes 1 to `k` values from the front:
/// Stone Game III is `k = 3`. O(n) time whatever `k` is
/// ([`score_difference_window`]).
///
/// # Errors
///
/// [`Error::KIsZero`] when `k = 0`, since a move must take at least one
/// value; [`Error::TooLong`] for rows longer than [`MAX_LEN`],
/// whose answer may not fit in an `i64` ([`score_difference_wide`] takes
/// them).
///
/// ```
/// use stone_games::stone_game_iii::{score_difference_k, Error};
///
/// assert_eq!(score_difference_k(&[1, 2, 3, 7], 3), Ok(-1));
/// assert_eq!(score_difference_k(&[1, 2, 3, 7], 4), Ok(13)); // all four
/// assert_eq!(score_difference_k(&[1, 2, 3, 7], 1), Ok(-5)); // 1 - 2 + 3 - 7
/// assert_eq!(score_difference_k(&[1, 2, 3, 7], 0), Err(Error::KIsZero));
/// ```
///
#[doc = book_link!(fn stone_game_iii::book::score_difference_window)]
#[doc = book_link!(fn stone_game_iii::book::score_difference_wide)]
pub fn score_difference_k(values: &[i32], k: usize) -> Result<i64, Error> {
    check_k(k)?;
    check_len("score_difference_k", values.len(), MAX_LEN)?;
    score_difference_window(values, k)
}

#[cfg(test)]
mod tests {
    use super::book::*;
    use super::*;
    use crate::shared::testing::{
        check_against_game_tree, listed, rows_of, rows_up_to, Lcg,
    };

    /// Past `MAX_LEN` values, `winner` answers with the `i128` method: handed
    /// the `i64` method's refusal, it finds the same winner as on a short row.
    #[test]
    fn a_row_too_long_for_i64_is_answered_in_i128() {
        let refused = |len| {
            Err(Error::TooLong {
                function: "score_difference",
                len,
                limit: MAX_LEN,
            })
        };
        for values in [[1, 2, 3, 7], [1, 2, 3, -9], [1, 2, 3, 6]] {
            let len = MAX_LEN.saturating_add(1);
            let refused = winner_from(&values, refused(len));
            assert_eq!(refused, winner(&values), "{values:?}");
        }
        assert_eq!(winner_from(&[1], Err(Error::KIsZero)), Err(Error::KIsZero));
    }

    #[test]
    fn the_wide_path_equals_the_ring() {
        let mut random = Lcg::new(99);
        for n in [0, 1, 2, 3, 4, 5, 17, 1_000] {
            let values = random.values(n);
            let ring = score_difference_ring(&values).unwrap();
            assert_eq!(score_difference_wide(&values, 3), Ok(i128::from(ring)));
        }
    }

    /// The game-tree value of every row of up to `max_len` values from `lo`
    /// to `hi`, for moves of 1 to `k` values: `tree[len][code]`, for the
    /// row number `code` of [`rows_of`].
    ///
    /// A row's children in the game tree are its suffixes, whose codes are
    /// `code / base^x`: shorter rows of the same list. So every row is
    /// evaluated once, by negamax's own rule, from the values of its
    /// children. The test below checks this against the recursive game tree
    /// on every row of up to six values.
    fn game_tree_values(
        max_len: usize,
        lo: i32,
        hi: i32,
        k: usize,
    ) -> Vec<Vec<i64>> {
        let base = (hi - lo + 1) as usize;
        let mut tree: Vec<Vec<i64>> = vec![vec![0]];
        for len in 1..=max_len {
            let mut rows = Vec::with_capacity(base.pow(len as u32));
            for (code, values) in rows_of(len, (lo..=hi).collect()).enumerate()
            {
                let (mut best, mut taken, mut child) = (i64::MIN, 0, code);
                for x in 1..=k.min(len) {
                    taken += i64::from(values[x - 1]);
                    child /= base;
                    best = best.max(taken - tree[len - x][child]);
                }
                rows.push(best);
            }
            tree.push(rows);
        }
        tree
    }

    /// The row number of `values` in [`rows_of`] over `lo..=hi`.
    fn code_of(values: &[i32], lo: i32, hi: i32) -> usize {
        let base = (hi - lo + 1) as usize;
        values
            .iter()
            .rev()
            .fold(0, |code, &v| code * base + (v - lo) as usize)
    }

    #[test]
    fn the_examples() {
        assert_eq!(winner(&[1, 2, 3, 7]), Ok(Winner::Bob));
        assert_eq!(winner(&[1, 2, 3, -9]), Ok(Winner::Alice));
        assert_eq!(winner(&[1, 2, 3, 6]), Ok(Winner::Tie));
    }

    #[test]
    fn the_tree_of_every_row_is_the_recursive_game_tree() {
        for k in 1..=4 {
            let tree = game_tree_values(6, -3, 3, k);
            for (len, tree_row) in tree.iter().enumerate() {
                for values in rows_of(len, (-3..=3).collect()) {
                    let code = code_of(&values, -3, 3);
                    assert_eq!(
                        score_difference_brute_force(&values, k),
                        Ok(tree_row[code]),
                        "{values:?}"
                    );
                    if k == 3 {
                        assert_eq!(
                            score_difference(&values),
                            Ok(tree_row[code])
                        );
                    }
                }
            }
        }
    }

    /// Every method for moves of up to `k` values against the game tree, on
    /// every row of 0 to 8 values from -3 to 3: 6,725,601 rows. For k = 3,
    /// also those of `METHODS_AT_3` and optimal play: it reaches the value,
    /// and takes every value, in order.
    fn check_every_small_row(k: usize) {
        let tree = game_tree_values(8, -3, 3, k);
        let game_tree = |values: &[i32]| -> Result<i64, Error> {
            Ok(tree[values.len()][code_of(values, -3, 3)])
        };
        let with_k: Vec<_> = book::METHODS
            .iter()
            .map(|&(name, method)| {
                (name, move |values: &[i32]| method(values, k))
            })
            .collect();
        let play = |values: &[i32]| {
            let play = optimal_play(values)?;
            // The moves take every value, in order.
            let mut next = 0;
            for step in &play {
                assert_eq!(step.first, next, "{values:?}");
                next += step.count;
            }
            assert_eq!(next, values.len(), "{values:?}");
            Ok(play.last().map_or(0, |m| m.alice - m.bob))
        };
        let mut methods = listed(&with_k);
        if k == 3 {
            methods.extend(listed(book::METHODS_AT_3));
            methods.push(("optimal_play", &play));
        }
        let rows = rows_up_to(8, (-3..=3).collect());
        let checked = check_against_game_tree(rows, game_tree, &methods);
        assert_eq!(checked, 6_725_601);
    }

    #[test]
    fn every_method_agrees_with_the_game_tree_on_every_small_row_when_k_is_1() {
        check_every_small_row(1);
    }

    #[test]
    fn every_method_agrees_with_the_game_tree_on_every_small_row_when_k_is_2() {
        check_every_small_row(2);
    }

    #[test]
    fn every_method_agrees_with_the_game_tree_on_every_small_row_when_k_is_3() {
        check_every_small_row(3);
    }

    #[test]
    fn every_method_agrees_with_the_game_tree_on_every_small_row_when_k_is_4() {
        check_every_small_row(4);
    }
}
