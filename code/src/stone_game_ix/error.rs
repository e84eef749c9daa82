//! What Stone Game IX refuses. Every row of `u32` stones is a game, so
//! [`alice_wins`](super::alice_wins) never fails. The oracles, which
//! remember positions, refuse a row with more positions than they answer in
//! seconds or hold in memory; the functions of play refuse a move that names
//! no stone, or a stone already taken, and a [`Position`](super::Position)
//! any move once its game is over.

use std::fmt;

use crate::shared::{from_too_long, Refused};

/// The most stones the game tree over the stones
/// ([`alice_wins_brute_force`](super::book::alice_wins_brute_force),
/// [`game_tree_calls`](super::book::game_tree_calls)) accepts: 20.
///
/// A position is the set of stones taken, so a row of n stones has 2ⁿ of
/// them: 2²⁰ at this limit. Its memo holds one byte a position (1 MiB here),
/// and each position tries at most n moves: 2.1 × 10⁷ tries at this limit.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_GAME_TREE_LEN: usize = 20;

/// The most positions the game over counts
/// ([`alice_wins_from_counts`](super::book::alice_wins_from_counts)) accepts: a
/// position is what is left of the three counts, (c0 + 1)(c1 + 1)(c2 + 1) of
/// them, each with one byte for its six cells (three sums times two players to
/// move): 10⁷ bytes, and three moves tried per cell, 1.8 × 10⁸ tries.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_COUNT_POSITIONS: u64 = 10_000_000;

/// Why a Stone Game IX function could not answer: a row or counts too large for
/// the book's oracles, a modulus of 0, a stone that cannot be taken, or a
/// finished game asked for a move.
///
/// ```
/// use stone_games::stone_game_ix::{best_move, Error};
///
/// let row = [3, 4, 4, 4, 4, 2];
/// let error = best_move(&row, &[9]).unwrap_err();
/// assert_eq!(error, Error::NoSuchStone { index: 9, len: 6 });
/// assert_eq!(
///     error.to_string(),
///     "stone_game_ix: there is no stone 9 in a row of 6 (they are numbered \
///      from 0)"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The row is longer than `function` takes: one of the book's oracles
    /// (feature `book`), as the answers take any row.
    TooLong {
        /// The function that refused the row.
        function: &'static str,
        /// How many stones the row has.
        len: usize,
        /// The most stones `function` takes.
        limit: usize,
    },
    /// The counts have more positions, (c0 + 1)(c1 + 1)(c2 + 1), than
    /// `function`, one of the book's oracles (feature `book`), takes.
    TooManyPositions {
        /// The function that refused the counts.
        function: &'static str,
        /// The positions of the counts (`u64::MAX` if more).
        positions: u64,
        /// The most `function` takes.
        limit: u64,
    },
    /// A move names a stone the row does not have.
    NoSuchStone {
        /// The index asked for.
        index: usize,
        /// The stones in the row.
        len: usize,
    },
    /// A move names a stone already taken.
    TakenTwice {
        /// The index taken twice.
        index: usize,
    },
    /// A game "divisible by 0" was asked for (an exercise's modulus). Only
    /// that exercise returns it (feature `book`).
    ZeroModulus,
    /// A move was asked of a [`Position`](super::Position) whose game is
    /// over, or [`best_move`](super::best_move) was given a history that goes
    /// on after the end: a move made the sum a multiple of 3, or no stone is
    /// left.
    GameOver,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::TooLong {
                function,
                len,
                limit,
            } => write!(
                f,
                "stone_game_ix::{function} takes at most {limit} stones, \
                 and the row has {len}"
            ),
            Error::TooManyPositions {
                function,
                positions,
                limit,
            } if positions == u64::MAX => write!(
                f,
                "stone_game_ix::{function} takes counts of up to {limit} \
                 positions, and these have at least {positions}"
            ),
            Error::TooManyPositions {
                function,
                positions,
                limit,
            } => write!(
                f,
                "stone_game_ix::{function} takes counts of up to {limit} \
                 positions, and these have {positions}"
            ),
            Error::NoSuchStone { index, len } => write!(
                f,
                "stone_game_ix: there is no stone {index} in a row of {len} \
                 (they are numbered from 0)"
            ),
            Error::TakenTwice { index } => {
                write!(f, "stone_game_ix: stone {index} is already taken")
            }
            Error::ZeroModulus => f.write_str(
                "stone_game_ix: no sum is divisible by 0: the modulus must be \
                 1 or more",
            ),
            Error::GameOver => f.write_str(
                "stone_game_ix: the game is over, a move made the sum a \
                 multiple of 3 or no stone is left",
            ),
        }
    }
}

impl std::error::Error for Error {}

from_too_long!(Error);

/// The error of Stone Game IX for a stone that [`Taken`](crate::shared::Taken),
/// the shared record of the stones taken, refuses.
pub(super) fn refused(refused: Refused) -> Error {
    match refused {
        Refused::NoSuchStone { index, len } => {
            Error::NoSuchStone { index, len }
        }
        Refused::TakenTwice { index } => Error::TakenTwice { index },
    }
}

#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub use crate::shared::check_len;

/// `Ok` when counts of `positions` positions are within `function`'s `limit`:
/// the check of the functions that take counts.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_ix::book::{
///     check_positions, MAX_COUNT_POSITIONS,
/// };
///
/// let f = "alice_wins_from_counts";
/// assert!(check_positions(f, 8, MAX_COUNT_POSITIONS).is_ok());
/// assert!(check_positions(f, u64::MAX, MAX_COUNT_POSITIONS).is_err());
/// # }
/// ```
///
/// # Errors
///
/// [`Error::TooManyPositions`] when `positions > limit`.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn check_positions(
    function: &'static str,
    positions: u64,
    limit: u64,
) -> Result<(), Error> {
    if positions > limit {
        return Err(Error::TooManyPositions {
            function,
            positions,
            limit,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::about;

    #[test]
    fn every_number_a_limits_doc_derives_follows_from_its_value() {
        let _on_failure = crate::shared::testing::LimitDocs("stone_game_ix");
        let positions = 1_u64 << MAX_GAME_TREE_LEN;
        let tries = MAX_GAME_TREE_LEN as u64 * positions;
        assert_eq!(
            (MAX_GAME_TREE_LEN, positions, about(tries as f64, 2)),
            (20, 1 << 20, 2.1e7),
            "MAX_GAME_TREE_LEN: 20; 2²⁰ (1 MiB here); 2.1 × 10⁷ tries"
        );
        // Six cells a position, three moves tried per cell.
        let tries = about((MAX_COUNT_POSITIONS * 6 * 3) as f64, 2);
        assert_eq!(
            (MAX_COUNT_POSITIONS, tries),
            (10_u64.pow(7), 1.8e8),
            "MAX_COUNT_POSITIONS: 10⁷ bytes, 1.8 × 10⁸ tries"
        );
    }

    #[test]
    fn each_refusal_reads_as_a_sentence_naming_its_game() {
        let refusals: [(Error, &str); 7] = [
            (
                Error::TooLong {
                    function: "alice_wins_brute_force",
                    len: 21,
                    limit: 20,
                },
                "stone_game_ix::alice_wins_brute_force takes at most 20 \
                 stones, and the row has 21",
            ),
            (
                Error::TooManyPositions {
                    function: "alice_wins_from_counts",
                    positions: 10_000_001,
                    limit: 10_000_000,
                },
                "stone_game_ix::alice_wins_from_counts takes counts of up to \
                 10000000 positions, and these have 10000001",
            ),
            (
                Error::TooManyPositions {
                    function: "alice_wins_from_counts",
                    positions: u64::MAX,
                    limit: 10_000_000,
                },
                "stone_game_ix::alice_wins_from_counts takes counts of up to \
                 10000000 positions, and these have at least \
                 18446744073709551615",
            ),
            (
                Error::NoSuchStone { index: 9, len: 6 },
                "stone_game_ix: there is no stone 9 in a row of 6 (they are \
                 numbered from 0)",
            ),
            (
                Error::TakenTwice { index: 0 },
                "stone_game_ix: stone 0 is already taken",
            ),
            (
                Error::ZeroModulus,
                "stone_game_ix: no sum is divisible by 0: the modulus must be \
                 1 or more",
            ),
            (
                Error::GameOver,
                "stone_game_ix: the game is over, a move made the sum a \
                 multiple of 3 or no stone is left",
            ),
        ];
        for (error, text) in refusals {
            // A new variant stops the build here: add it, with its text,
            // above.
            match error {
                Error::TooLong { .. }
                | Error::TooManyPositions { .. }
                | Error::NoSuchStone { .. }
                | Error::TakenTwice { .. }
                | Error::ZeroModulus
                | Error::GameOver => {}
            }
            assert_eq!(error.to_string(), text);
        }
    }
}
