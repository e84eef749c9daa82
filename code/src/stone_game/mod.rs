//! Stone Game: take a whole pile from either end of a row.
//!
//! Two players, Alice first, take turns. On a turn the player takes the whole
//! pile at the left end or the whole pile at the right end of the row. When the
//! row is empty, the player with more stones wins.
//!
//! # Start here
//!
//! | question | call |
//! | --- | --- |
//! | by how much does the first player end ahead? | [`score_difference`] |
//! | does Alice win? (LeetCode 877) | [`alice_wins`] |
//! | does Alice win or tie? (LeetCode 486, *Predict the Winner*) | [`alice_wins_or_ties`] |
//! | Alice, Bob or a tie? | [`winner`] |
//! | a whole game, move by move | [`optimal_play`] |
//! | the end to take from the piles left, in mid-game | [`best_move`] |
//! | the table of every interval's difference, then its best end | [`score_table`], then [`optimal_end`] |
//! | a game to play, move by move, its table built once | [`Position`] |
//!
//! ```
//! use stone_games::stone_game::{alice_wins, score_difference};
//!
//! // Alice moves first on [5, 3, 4, 5] and ends one stone ahead: 9 to 8.
//! assert_eq!(score_difference(&[5, 3, 4, 5])?, 1);
//! assert!(alice_wins(&[5, 3, 4, 5])?);
//! # Ok::<(), stone_games::stone_game::Error>(())
//! ```
//!
//! [book]: https://stone-games.github.io/stone-games/stone-game/in-one-page.html
//!
#![cfg_attr(
    not(feature = "book"),
    doc = include_str!("../shared/without_book.md")
)]
#![cfg_attr(feature = "book", doc = include_str!("../shared/with_book.md"))]

// `cfg(any(test, feature = "book"))` builds the book's methods for the unit
// tests too. The `doc(cfg)` beside it counts even on a private module: the
// items `book` re-exports from it then show docs.rs's badge "feature book"
// alone, not a garbled one (docs/game-module.md, "The feature `book`").
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub mod book;
mod error;
#[cfg(feature = "book")]
pub mod exercises;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod game_tree;
pub(crate) mod linear;
mod linear_i64;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod memo;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod parity;
#[cfg(feature = "book")]
pub mod pitfalls;
mod play;
mod predict;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod rolling;
mod table;
#[cfg(feature = "book")]
mod trace;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod two_scores;

pub use crate::shared::{
    End, FilledTable, Game, NotASide, Player, Table, Winner,
};
pub use error::{Error, MAX_LEN, MAX_TABLE_LEN};
pub use play::{best_move, optimal_end, optimal_play, Move, Position};
pub use predict::alice_wins_or_ties;
pub use table::{score_table, DifferenceTable};

// What the answers run, by name (the module `book` shows them too).
use error::check_len;
use linear_i64::score_difference_linear_i64;

/// The first player's stones minus the second player's under optimal play.
///
/// Every row is a game: an empty row is worth 0, and piles may be any size.
/// O(n) time and memory.
///
/// # Errors
///
/// [`Error::TooLong`] for a row of more than [`MAX_LEN`] piles (16 GiB of
/// input), whose difference might not fit in an `i64`.
///
/// ```
/// use stone_games::stone_game::score_difference;
///
/// assert_eq!(score_difference(&[5, 3, 4, 5]), Ok(1)); // Alice 9, Bob 8
/// assert_eq!(score_difference(&[1, 5, 2]), Ok(-2)); // Bob gets the 5
/// assert_eq!(score_difference(&[]), Ok(0));
/// ```
///
/// # Implementation
///
/// [`score_difference_linear_i64`], the linear method in 64 bits, which is
/// enough for every row of up to [`MAX_LEN`] (2³²) piles. The book's chapter
/// [*In linear time*][in-linear-time] measures it against the others.
///
/// [in-linear-time]: https://stone-games.github.io/stone-games/stone-game/linear.html
///
#[doc = book_link!(fn stone_game::book::score_difference_linear_i64)]
pub fn score_difference(piles: &[u32]) -> Result<i64, Error> {
    check_len("score_difference", piles.len(), MAX_LEN)?;
    score_difference_linear_i64(piles)
}

/// Whether Alice, who moves first, ends with strictly more stones under optimal
/// play.
///
/// A tie (difference 0) is not a win.
///
/// # Errors
///
/// As [`score_difference`]: [`Error::TooLong`] past [`MAX_LEN`] piles.
///
/// ```
/// use stone_games::stone_game::alice_wins;
///
/// assert_eq!(alice_wins(&[3, 7, 2, 3]), Ok(true));
/// assert_eq!(alice_wins(&[1, 5, 2]), Ok(false));
/// assert_eq!(alice_wins(&[4, 4]), Ok(false)); // a tie
/// assert_eq!(alice_wins(&[]), Ok(false)); // no piles: a tie at 0
/// ```
#[doc(alias = "877")]
pub fn alice_wins(piles: &[u32]) -> Result<bool, Error> {
    check_len("alice_wins", piles.len(), MAX_LEN)?;
    Ok(score_difference(piles)? > 0)
}

/// Who ends ahead under optimal play: Alice, Bob, or a tie, from the sign of
/// [`score_difference`].
///
/// # Errors
///
/// As [`score_difference`]: [`Error::TooLong`] past [`MAX_LEN`] piles.
///
/// ```
/// use stone_games::stone_game::{winner, Winner};
///
/// assert_eq!(winner(&[5, 3, 4, 5]), Ok(Winner::Alice));
/// assert_eq!(winner(&[1, 5, 2]), Ok(Winner::Bob));
/// assert_eq!(winner(&[4, 4]), Ok(Winner::Tie));
/// assert_eq!(winner(&[]), Ok(Winner::Tie)); // no piles, 0 each
/// ```
pub fn winner(piles: &[u32]) -> Result<Winner, Error> {
    check_len("winner", piles.len(), MAX_LEN)?;
    Ok(Winner::from_difference(score_difference(piles)?))
}

#[cfg(test)]
mod tests {
    use super::book::*;
    use super::*;
    use crate::shared::testing::{check_against_game_tree, listed, rows_up_to};

    #[test]
    fn the_examples() {
        // Each a win for Alice.
        for piles in
            [&[5, 3, 4, 5][..], &[3, 7, 2, 3], &[1, 100, 9, 1], &[10, 1]]
        {
            assert_eq!(alice_wins(piles), Ok(true), "{piles:?}");
        }
    }

    #[test]
    fn every_method_agrees_with_the_game_tree_on_every_small_row() {
        // Every row of 0 to 8 piles of 1 to 3 stones: 9,841 rows.
        let rows = rows_up_to(8, (1..=3).collect());
        let checked = check_against_game_tree(
            rows,
            score_difference_brute_force,
            &listed(book::METHODS),
        );
        assert_eq!(checked, 9_841);
    }
}
