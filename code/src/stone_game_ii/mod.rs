//! Stone Game II: take the first X piles, with X growing as the game goes on.
//!
//! Alice and Bob, Alice first, take turns on a row of piles. A number `M`
//! starts at 1. On a turn, the player takes **all the first X remaining
//! piles**, for some `1 <= X <= 2M`, and then `M` becomes `max(M, X)`. The game
//! ends when no pile is left. Both play to collect as many stones as they can.
//!
//! # Start here
//!
//! | question | call |
//! | --- | --- |
//! | the most stones Alice can collect (LeetCode 1140) | [`max_stones`] |
//! | her stones minus Bob's, and who ends ahead | [`score_difference`], [`winner`] |
//! | a whole game, move by move | [`optimal_play`] |
//! | how many piles to take from the piles left, given M | [`best_move`] |
//! | a game to play, move by move, its state table built once | [`Position`] |
//!
//! ```
//! use stone_games::stone_game_ii::max_stones;
//!
//! assert_eq!(max_stones(&[2, 7, 9, 4, 4])?, 10);
//! # Ok::<(), stone_games::stone_game_ii::Error>(())
//! ```
//!
//! [book]: https://stone-games.github.io/stone-games/stone-game-ii/in-one-page.html
//!
#![cfg_attr(
    not(feature = "book"),
    doc = include_str!("../shared/without_book.md")
)]
#![cfg_attr(feature = "book", doc = include_str!("../shared/with_book.md"))]

mod answer;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod answer_steps;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub mod book;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod bottom_up;
mod error;
#[cfg(feature = "book")]
pub mod exercises;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod game_tree;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod memo;
#[cfg(feature = "book")]
pub mod pitfalls;
mod play;
mod state_table;
mod states;
mod suffix_sums;
#[cfg(feature = "book")]
mod trace;
mod windows;

pub use crate::shared::{Game, Player, Winner};
pub use error::{Error, MAX_LEN, MAX_TABLE_LEN};
pub use play::{best_move, optimal_play, Move, Position};

// What the answers run, by name (the module `book` shows them too).
use answer::max_stones_answer_only;
use error::check_len;

/// The most stones the first player can collect under optimal play.
///
/// Any row is a game; an empty row is worth 0. O(n²) time, and about
/// 0.45·n² bytes of memory (0.89·n² past `u32::MAX` stones in all). Totals
/// are `u64`, which cannot overflow for any row that fits in memory.
///
/// # Errors
///
/// [`Error::TooLong`] for rows of more than [`MAX_LEN`] piles.
///
/// ```
/// use stone_games::stone_game_ii::max_stones;
///
/// assert_eq!(max_stones(&[2, 7, 9, 4, 4]), Ok(10));
/// assert_eq!(max_stones(&[1, 1, 1]), Ok(2));
/// assert_eq!(max_stones(&[]), Ok(0));
/// ```
///
/// # Implementation
///
/// [`max_stones_answer_only`], which keeps no state table (the chapter
/// [*Engineering the inner loop*][engineering-the-inner-loop] measures its
/// time per state against the other methods').
///
/// [engineering-the-inner-loop]: https://stone-games.github.io/stone-games/stone-game-ii/inner-loop.html
///
#[doc = book_link!(fn stone_game_ii::book::max_stones_answer_only)]
#[doc(alias = "1140")]
pub fn max_stones(piles: &[u32]) -> Result<u64, Error> {
    check_len("max_stones", piles.len(), MAX_LEN)?;
    max_stones_answer_only(piles)
}

/// Alice's stones minus Bob's under optimal play: [`max_stones`] against
/// the rest of the row, `2 · max_stones − total`. Negative when Bob ends
/// ahead.
///
/// **What bounds the answer.** Both totals are at most [`MAX_LEN`] piles
/// of `u32::MAX`, under 2⁴⁷: the difference fits an `i64`.
///
/// # Errors
///
/// [`Error::TooLong`] for rows of more than [`MAX_LEN`] piles.
///
/// ```
/// use stone_games::stone_game_ii::score_difference;
///
/// // Alice's 10 of 26: Bob ends 6 ahead.
/// assert_eq!(score_difference(&[2, 7, 9, 4, 4]), Ok(-6));
/// assert_eq!(score_difference(&[1, 2, 3, 4, 5, 100]), Ok(93)); // 104 to 11
/// assert_eq!(score_difference(&[]), Ok(0));
/// ```
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: the difference is under 2^47, proved above: it \
             fits an i64"
)]
pub fn score_difference(piles: &[u32]) -> Result<i64, Error> {
    check_len("score_difference", piles.len(), MAX_LEN)?;
    let alice = i128::from(max_stones_answer_only(piles)?);
    let total: u64 = piles.iter().copied().map(u64::from).sum();
    let difference = 2 * alice - i128::from(total);
    Ok(i64::try_from(difference).expect("under 2^47, proved above"))
}

/// Who ends with more stones under optimal play, or a tie: the sign of
/// [`score_difference`].
///
/// # Errors
///
/// [`Error::TooLong`] for rows of more than [`MAX_LEN`] piles.
///
/// ```
/// use stone_games::stone_game_ii::{winner, Winner};
///
/// assert_eq!(winner(&[2, 7, 9, 4, 4]), Ok(Winner::Bob)); // 10 to 16
/// assert_eq!(winner(&[1, 2, 3, 4, 5, 100]), Ok(Winner::Alice));
/// assert_eq!(winner(&[1, 1, 1, 1]), Ok(Winner::Tie)); // 2 each
/// assert_eq!(winner(&[]), Ok(Winner::Tie)); // no piles, 0 each
/// ```
pub fn winner(piles: &[u32]) -> Result<Winner, Error> {
    check_len("winner", piles.len(), MAX_LEN)?;
    score_difference(piles).map(Winner::from_difference)
}

#[cfg(test)]
mod tests {
    use super::book::*;
    use super::*;
    use crate::shared::testing::{check_against_game_tree, listed, rows_up_to};

    #[test]
    fn the_first_example() {
        let piles = [2, 7, 9, 4, 4];
        assert_eq!(max_stones_brute_force(&piles), Ok(10), "the game tree");
        assert_eq!(max_stones(&piles), Ok(10), "max_stones");
    }

    #[test]
    fn every_method_agrees_with_the_game_tree_on_every_small_row() {
        // Every row of 0 to 8 piles of 0 to 3 stones (87,381 rows), and of
        // 0 to 14 piles of 1 or 2 (32,767 rows), where a move may take more.
        let rows = rows_up_to(8, (0..=3).collect())
            .chain(rows_up_to(14, (1..=2).collect()));
        let checked = check_against_game_tree(
            rows,
            max_stones_brute_force,
            &[
                listed(book::METHODS),
                vec![("state_table_cubic", &|piles: &[u32]| {
                    state_table_cubic(piles).map(|t| t.answer())
                })],
            ]
            .concat(),
        );
        assert_eq!(checked, 87_381 + 32_767);
    }

    #[test]
    fn score_difference_and_winner_follow_the_game_tree_on_every_small_row() {
        // Every row of 0 to 8 piles of 0 to 3 stones: 87,381 rows.
        let mut checked = 0;
        for piles in rows_up_to(8, (0..=3).collect()) {
            let alice = max_stones_brute_force(&piles).unwrap();
            let total: u64 = piles.iter().copied().map(u64::from).sum();
            let bob = total - alice;
            let difference = alice as i64 - bob as i64;
            assert_eq!(score_difference(&piles), Ok(difference), "{piles:?}");
            let expected = Winner::from_totals(alice, bob);
            assert_eq!(winner(&piles), Ok(expected), "{piles:?}");
            checked += 1;
        }
        assert_eq!(checked, 87_381);
    }

    #[test]
    fn the_largest_piles_do_not_overflow() {
        // Equal piles of v stones: every total is v times the total with piles
        // of 1.
        let piles = vec![u32::MAX; 40];
        let first = max_stones(&piles).unwrap();
        let ones = max_stones(&[1; 40]).unwrap();
        assert_eq!(first, u64::from(u32::MAX) * ones);
        assert_eq!(max_stones_memo(&piles), Ok(first));
    }
}
