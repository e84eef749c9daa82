//! What a Stone Game VI function refuses, and the one check that decides it.

use std::fmt;

/// The most stones a method that answers in an `i64` takes: 2³² − 1.
///
/// Alice takes ⌈n/2⌉ stones and Bob ⌊n/2⌋, each worth less than 2³² to the
/// one who takes it. Below this bound Alice takes at most 2³¹ stones, so her
/// total `A` is at most 2³¹ · (2³² − 1) < 2⁶³, and Bob's total `B` too: both
/// fit in an `i64`, and so does `A − B`, which lies strictly between −2⁶³
/// and 2⁶³. The fast methods add the weights `a + b` of Alice's stones, at
/// most 2³¹ · (2³³ − 2) < 2⁶⁴, and Bob's values over the whole row, at most
/// (2³² − 1)² < 2⁶⁴: each sum fits in a `u64`. A row this long is already
/// 16 GiB of `u32` for each player.
pub const MAX_STONES: usize = u32::MAX as usize;

/// The most stones the game tree over subsets takes.
///
/// Its memo holds one `i64` for every set of stones taken: 2ⁿ of them, 8 MiB
/// at 20 stones, and it makes 1 + n · 2ⁿ⁻¹ calls, 10,485,761 at 20 stones.
/// Each stone more doubles both. The time measured at this limit is in the
/// book's appendix *Performance*, section *Limits*.
pub const MAX_GAME_TREE_STONES: usize = 20;

/// The largest weight `a + b` the counting method takes: 2¹⁶ − 1.
///
/// The counting method keeps one counter for every weight from 0 to the
/// largest in the row, and reads them all once: at this limit 65,536
/// counters of 8 bytes, 512 KiB, a fixed cost whatever n is.
/// [`score_difference`](super::score_difference) counts when every weight is
/// within it, and uses the radix sort otherwise. The time measured at this
/// limit is in the book's appendix *Performance*, section *Limits*.
pub const MAX_COUNTING_WEIGHT: u64 = (1 << 16) - 1;

/// The most stones [`optimal_play`](super::optimal_play) takes.
///
/// It returns a [`Move`](super::Move) of 40 bytes for every stone: at 10⁷
/// stones, 400 MB of moves, so its memory, not its time, sets the limit. The
/// time measured at this limit is in the book's appendix *Performance*,
/// section *Limits*.
pub const MAX_PLAY_STONES: usize = 10_000_000;

/// Why a Stone Game VI function could not answer.
///
/// Every pair of rows of `u32` values of the same length is a game. What can
/// be wrong is that the rows differ in length, that there are more stones
/// than a method takes, or (for the counting method) that a weight is too
/// large to count.
///
/// ```
/// use stone_games::stone_game_vi::{score_difference, Error};
///
/// let error = score_difference(&[1, 2], &[3]).unwrap_err();
/// assert_eq!(error, Error::LengthsDiffer { alice: 2, bob: 1 });
/// assert_eq!(
///     error.to_string(),
///     "Alice's row has 2 values and Bob's has 1: each stone needs a value \
///      for each player"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// Alice's row and Bob's row have different lengths.
    LengthsDiffer {
        /// How many values Alice's row has.
        alice: usize,
        /// How many values Bob's row has.
        bob: usize,
    },
    /// There are more stones than this method takes.
    TooManyStones {
        /// How many stones there are.
        stones: usize,
        /// The most stones this method takes.
        limit: usize,
    },
    /// A stone's weight `a + b` is beyond [`MAX_COUNTING_WEIGHT`].
    WeightTooLarge {
        /// The largest weight in the rows.
        weight: u64,
        /// The largest weight the counting method takes.
        limit: u64,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::LengthsDiffer { alice, bob } => write!(
                f,
                "Alice's row has {alice} values and Bob's has {bob}: \
                 each stone needs a value for each player"
            ),
            Error::TooManyStones { stones, limit } => write!(
                f,
                "this Stone Game VI method takes at most {limit} stones \
                 and there are {stones}"
            ),
            Error::WeightTooLarge { weight, limit } => write!(
                f,
                "the counting method takes weights a + b up to {limit} \
                 and a stone weighs {weight}; the radix sort takes any"
            ),
        }
    }
}

impl std::error::Error for Error {}

/// `Ok` when Alice's and Bob's rows have the same length, at most `limit`:
/// the one check every method makes first.
///
/// ```
/// use stone_games::stone_game_vi::{check_rows, Error, MAX_STONES};
///
/// assert_eq!(check_rows(&[1, 3], &[2, 1], MAX_STONES), Ok(()));
/// assert_eq!(
///     check_rows(&[1, 3], &[2, 1], 1),
///     Err(Error::TooManyStones { stones: 2, limit: 1 })
/// );
/// ```
///
/// # Errors
///
/// [`Error::LengthsDiffer`] when the rows differ in length, then
/// [`Error::TooManyStones`] when they are longer than `limit`.
pub fn check_rows(
    alice: &[u32],
    bob: &[u32],
    limit: usize,
) -> Result<(), Error> {
    if alice.len() != bob.len() {
        return Err(Error::LengthsDiffer {
            alice: alice.len(),
            bob: bob.len(),
        });
    }
    if alice.len() > limit {
        return Err(Error::TooManyStones {
            stones: alice.len(),
            limit,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lengths_are_checked_before_the_limit() {
        assert_eq!(
            check_rows(&[1, 2, 3], &[1], 1),
            Err(Error::LengthsDiffer { alice: 3, bob: 1 })
        );
        assert_eq!(check_rows(&[], &[], 0), Ok(()));
        assert_eq!(check_rows(&[1], &[1], 1), Ok(()));
    }

    #[test]
    fn the_bound_of_max_stones_holds() {
        // Alice takes ceil(n/2) stones of less than 2^32 each.
        let most = (MAX_STONES as u128).div_ceil(2) * u128::from(u32::MAX);
        assert!(most < 1 << 63);
        // Alice's weights, and Bob's values over the whole row, fit in a u64.
        let weights = (MAX_STONES as u128).div_ceil(2) * ((2 << 32) - 2);
        assert!(weights < 1 << 64);
        let bob = MAX_STONES as u128 * u128::from(u32::MAX);
        assert!(bob < 1 << 64);
    }
}
