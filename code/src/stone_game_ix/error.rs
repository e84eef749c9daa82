//! What can go wrong, and the limits every method of this game checks.
//!
//! Every row of `u32` stones is a game, so [`alice_wins`](super::alice_wins)
//! never fails. The oracles, which remember positions, refuse a row with more
//! positions than they answer in seconds or hold in memory; the functions of
//! play refuse a move that names no stone, or a stone already taken. Each
//! limit's documentation says what it bounds and why it has its value; the
//! time measured at each limit is in the book's appendix *Performance*,
//! section *Limits*.

use std::fmt;

/// The most positions the game tree over the stones
/// ([`alice_wins_brute_force`](super::alice_wins_brute_force),
/// [`game_tree_calls`](super::game_tree_calls)) accepts: a position is the
/// set of stones taken, so a row of `n` stones has 2ⁿ of them, and this
/// limit is 20 stones. Its memo holds one byte a position (1 MiB here), and
/// each position tries at most `n` moves: 2.1 × 10⁷ tries at this limit.
/// The time measured at this limit is in the book's appendix *Performance*,
/// section *Limits*.
pub const MAX_GAME_TREE_POSITIONS: u64 = 1 << 20;

/// The most positions the game over counts
/// ([`alice_wins_from_counts`](super::alice_wins_from_counts)) accepts: a
/// position is what is left of the three counts, (c0 + 1)(c1 + 1)(c2 + 1) of
/// them, each with one byte for its six cells (three sums times two players
/// to move): 10⁷ bytes, and three moves tried per cell, 1.8 × 10⁸ tries.
/// The time measured at this limit is in the book's appendix *Performance*,
/// section *Limits*.
pub const MAX_COUNT_POSITIONS: u64 = 10_000_000;

/// Why a Stone Game IX function could not answer.
///
/// ```
/// use stone_games::stone_game_ix::{
///     alice_wins_brute_force, Error, MAX_GAME_TREE_POSITIONS,
/// };
///
/// let row = [1; 21];
/// assert_eq!(
///     alice_wins_brute_force(&row).unwrap_err(),
///     Error::TooManyPositions {
///         positions: 1 << 21,
///         limit: MAX_GAME_TREE_POSITIONS,
///     }
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// The input has more positions than this method takes.
    TooManyPositions {
        /// The positions of the input (`u64::MAX` if more).
        positions: u64,
        /// The most this method takes.
        limit: u64,
    },
    /// A move names a stone the row does not have.
    NoSuchStone {
        /// The index asked for.
        index: usize,
        /// The stones in the row.
        stones: usize,
    },
    /// A move names a stone already taken.
    TakenTwice {
        /// The index taken twice.
        index: usize,
    },
    /// A game "divisible by 0" was asked for (an exercise's modulus).
    ZeroModulus,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::TooManyPositions { positions, limit } => write!(
                f,
                "this Stone Game IX method takes up to {limit} positions, and \
                 this input has {positions}"
            ),
            Error::NoSuchStone { index, stones } => write!(
                f,
                "there is no stone {index} in a row of {stones} (they are \
                 numbered from 0)"
            ),
            Error::TakenTwice { index } => {
                write!(f, "stone {index} is taken twice")
            }
            Error::ZeroModulus => f.write_str(
                "no sum is divisible by 0: the modulus must be 1 or more",
            ),
        }
    }
}

impl std::error::Error for Error {}

/// `Ok` when an input of `positions` positions is within a method's `limit`;
/// every method with a limit checks its input with this function before it
/// starts.
///
/// ```
/// use stone_games::stone_game_ix::{check_positions, MAX_COUNT_POSITIONS};
///
/// assert!(check_positions(8, MAX_COUNT_POSITIONS).is_ok());
/// assert!(check_positions(u64::MAX, MAX_COUNT_POSITIONS).is_err());
/// ```
///
/// # Errors
///
/// [`Error::TooManyPositions`] when `positions > limit`.
pub fn check_positions(positions: u64, limit: u64) -> Result<(), Error> {
    if positions > limit {
        return Err(Error::TooManyPositions { positions, limit });
    }
    Ok(())
}
