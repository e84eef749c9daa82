//! Stone Game VII: remove a stone from either end, and score what is left.
//!
//! Two players, Alice first, take turns on a row of stones with values. On a
//! turn the player removes the stone at the left end or the one at the right
//! end, and scores the total value of the stones still in the row after it.
//! When the row is empty, the game is over. Alice plays to make her score
//! minus Bob's as large as possible, Bob to make it as small as possible.
//!
//! # Start here
//!
//! | question | call |
//! | --- | --- |
//! | Alice's score minus Bob's (LeetCode 1690) | [`score_difference`] |
//! | Alice or a tie? (never Bob) | [`winner`] |
//! | a whole game, move by move | [`optimal_play`] |
//! | the end to remove from the stones left, in mid-game | [`best_move`] |
//! | the table of every interval's difference, then its best end | [`score_table`], then [`optimal_end`] |
//! | a game of the ends you choose, with both scores | [`play_ends`] |
//! | a game to play, move by move, its table built once | [`Position`] |
//!
//! ```
//! use stone_games::stone_game_vii::score_difference;
//!
//! assert_eq!(score_difference(&[5, 3, 1, 4, 2])?, 6);
//! # Ok::<(), stone_games::stone_game_vii::Error>(())
//! ```
//!
//! [book]: https://stone-games.github.io/stone-games/stone-game-vii/in-one-page.html
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
mod linear;
#[cfg(feature = "book")]
pub mod pitfalls;
mod play;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod rolling;
mod table;

pub use crate::shared::{
    End, FilledTable, Game, NotASide, Player, Table, Winner,
};
pub use error::{Error, MAX_LEN, MAX_TABLE_LEN};
pub use play::{
    best_move, optimal_end, optimal_play, play_ends, Move, Position,
};
pub use table::{score_table, DifferenceTable};

// What the answers run, by name (the module `book` shows them too).
use error::check_len;
use linear::score_difference_linear;

/// Alice's score minus Bob's under optimal play: 0 for an empty row or one
/// stone.
///
/// O(n) time and memory. It returns a `u64`, where the other games'
/// `score_difference` return an `i64`: here the difference is never
/// negative.
///
/// **What bounds the answer.** It fits a `u64` for every row of up to
/// [`MAX_LEN`] (2³³ + 3) stones, as that limit's documentation proves.
///
/// # Errors
///
/// [`Error::TooLong`] for a row of more than [`MAX_LEN`] stones
/// (32 GiB of input), whose answer might not fit in a `u64`.
///
/// ```
/// use stone_games::stone_game_vii::score_difference;
///
/// assert_eq!(score_difference(&[5, 3, 1, 4, 2]), Ok(6));
/// assert_eq!(score_difference(&[7, 90, 5, 1, 100, 10, 10, 2]), Ok(122));
/// assert_eq!(score_difference(&[]), Ok(0));
/// assert_eq!(score_difference(&[9]), Ok(0));
/// ```
///
/// # Implementation
///
/// [`score_difference_linear`]: Part I's linear method on the negated
/// values.
///
#[doc = book_link!(fn stone_game_vii::book::score_difference_linear)]
#[doc(alias = "1690")]
pub fn score_difference(stones: &[u32]) -> Result<u64, Error> {
    check_len("score_difference", stones.len(), MAX_LEN)?;
    score_difference_linear(stones)
}

/// Who ends ahead under optimal play: Alice, or a tie, never Bob, since
/// [`score_difference`] is never negative.
///
/// # Errors
///
/// As [`score_difference`]: [`Error::TooLong`] past [`MAX_LEN`] stones.
///
/// ```
/// use stone_games::stone_game_vii::{winner, Winner};
///
/// assert_eq!(winner(&[5, 3, 1, 4, 2]), Ok(Winner::Alice)); // by 6
/// assert_eq!(winner(&[7]), Ok(Winner::Tie)); // removing it scores 0
/// assert_eq!(winner(&[]), Ok(Winner::Tie)); // no move at all
/// ```
pub fn winner(stones: &[u32]) -> Result<Winner, Error> {
    check_len("winner", stones.len(), MAX_LEN)?;
    Ok(Winner::from_difference(score_difference(stones)?))
}

#[cfg(test)]
mod tests {
    use super::book::*;
    use super::*;
    use crate::shared::testing::{check_against_game_tree, listed, rows_up_to};

    #[test]
    fn the_examples() {
        assert_eq!(score_difference(&[5, 3, 1, 4, 2]), Ok(6));
        let second = [7, 90, 5, 1, 100, 10, 10, 2];
        assert_eq!(score_difference(&second), Ok(122));
    }

    #[test]
    fn the_winner_is_the_sign_of_the_game_tree() {
        for stones in rows_up_to(6, vec![0, 1, 2, 3]) {
            let tree = score_difference_brute_force(&stones).unwrap();
            let sign = Winner::from_difference(tree);
            assert_eq!(winner(&stones), Ok(sign), "{stones:?}");
        }
    }

    #[test]
    fn every_method_agrees_with_the_game_tree_on_every_small_row() {
        // Every row of 0 to 8 stones of 0 to 3 (87,381 rows), zeros
        // included.
        let rows = rows_up_to(8, vec![0, 1, 2, 3]);
        let checked = check_against_game_tree(
            rows,
            score_difference_brute_force,
            &[
                listed(book::METHODS),
                vec![("optimal_play", &|stones: &[u32]| {
                    let moves = optimal_play(stones)?;
                    Ok(moves.last().map_or(0, |m| m.alice - m.bob))
                })],
            ]
            .concat(),
        );
        assert_eq!(checked, (0..=8).map(|len| 4_usize.pow(len)).sum());
    }

    #[test]
    fn the_largest_stones_do_not_overflow() {
        let big = u64::from(u32::MAX);
        for n in [0, 1, 2, 9, 10] {
            let stones = vec![u32::MAX; n];
            let bob = n as u64 / 2 * big; // Bob removes floor(n/2) of them
            assert_eq!(score_difference(&stones), Ok(bob));
            assert_eq!(score_difference_brute_force(&stones), Ok(bob));
            assert_eq!(score_difference_table(&stones), Ok(bob));
            assert_eq!(score_difference_rolling(&stones), Ok(bob));
        }
    }
}
