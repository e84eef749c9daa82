//! What Stone Game VI refuses: rows too long for a method, two rows of
//! different lengths, a stone too heavy for the book's sort by counting,
//! and, in a [`Position`](super::Position), a stone that is not there or
//! is already taken, or any move once the game is over. [`MAX_LEN`] keeps
//! sums within a `u64`, on rows of 16 GiB for each player, and is not run.

use std::fmt;

use crate::shared::{from_too_long, Refused};

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
pub const MAX_LEN: usize = u32::MAX as usize;

/// The most stones the game tree over subsets takes.
///
/// Its memo holds one `i64` for every set of stones taken: 2ⁿ of them, 8 MiB at
/// 20 stones, and it makes 1 + n · 2ⁿ⁻¹ calls, about 10⁷ at 20 stones. Each
/// stone more doubles both.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_GAME_TREE_LEN: usize = 20;

/// The largest weight `a + b` the counting method takes: 2¹⁶ − 1.
///
/// The counting method keeps one counter for every weight from 0 to the largest
/// in the row, and reads them all once: at this limit 2¹⁶ counters of 8
/// bytes, 512 KiB, a fixed cost whatever n is.
/// [`score_difference`](super::score_difference) counts when every weight is
/// within it, and uses the radix sort otherwise.
pub const MAX_COUNTING_WEIGHT: u64 = (1 << 16) - 1;

/// The most stones [`optimal_play`](super::optimal_play) and
/// [`Position::new`](super::Position::new) take, and the order both play
/// in, [`heaviest_first`].
///
/// [`optimal_play`](super::optimal_play) returns a [`Move`](super::Move) of
/// 40 bytes for every stone: at 10⁷ stones, 400 MB of moves, so its memory,
/// not its time, sets the limit. A [`Position`](super::Position), which
/// plays the same game a move at a time, keeps 25 bytes a stone on a 64-bit
/// machine (both values, its place in the order of the weights, its place
/// in the order taken, and whether it is taken): 250 MB at this limit.
/// The sort that orders the stones takes 16 bytes a stone while it runs.
///
#[doc = book_link!(fn stone_game_vi::book::heaviest_first)]
pub const MAX_PLAY_LEN: usize = 10_000_000;

/// Why a Stone Game VI function could not answer: rows of different lengths
/// or too long, a weight too large to count, or a stone that cannot be
/// taken.
///
/// Every pair of rows of `u32` values of the same length is a game. What can
/// be wrong is that the rows differ in length, that there are more stones
/// than a method takes, (for the counting method) that a weight is too
/// large to count, or (for a position in mid-game) that a move names no
/// stone or one already taken, or comes after the last stone.
///
/// ```
/// use stone_games::stone_game_vi::{score_difference, Error};
///
/// let error = score_difference(&[1, 2], &[3]).unwrap_err();
/// assert_eq!(error, Error::LengthsDiffer { alice: 2, bob: 1 });
/// assert_eq!(
///     error.to_string(),
///     "stone_game_vi: Alice's row has 2 values and Bob's has 1: each stone \
///      needs a value for each player"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// Alice's row and Bob's row have different lengths.
    LengthsDiffer {
        /// How many values Alice's row has.
        alice: usize,
        /// How many values Bob's row has.
        bob: usize,
    },
    /// The rows are longer than `function` takes.
    TooLong {
        /// The function that refused the row.
        function: &'static str,
        /// How many stones the row has.
        len: usize,
        /// The most stones `function` takes.
        limit: usize,
    },
    /// A stone's weight `a + b` is beyond [`MAX_COUNTING_WEIGHT`]. No
    /// function of the default build returns it:
    /// [`score_difference`](super::score_difference) then sorts by radix.
    ///
    #[doc = book_link!(constant stone_game_vi::book::MAX_COUNTING_WEIGHT)]
    WeightTooLarge {
        /// The function that refused the rows.
        function: &'static str,
        /// The largest weight in the rows.
        weight: u64,
        /// The largest weight the counting method takes.
        limit: u64,
    },
    /// A move names a stone the rows do not have.
    NoSuchStone {
        /// The index asked for.
        index: usize,
        /// The stones in the rows.
        len: usize,
    },
    /// A move names a stone already taken.
    TakenTwice {
        /// The index taken twice.
        index: usize,
    },
    /// A move was asked of a [`Position`](super::Position) whose stones
    /// are all taken: the game is over.
    GameOver,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::LengthsDiffer { alice, bob } => write!(
                f,
                "stone_game_vi: Alice's row has {alice} {} and Bob's has \
                 {bob}: each stone needs a value for each player",
                if alice == 1 { "value" } else { "values" }
            ),
            Error::TooLong {
                function,
                len,
                limit,
            } => write!(
                f,
                "stone_game_vi::{function} takes at most {limit} stones, \
                 and the row has {len}"
            ),
            Error::WeightTooLarge {
                function,
                weight,
                limit,
            } => write!(
                f,
                "stone_game_vi::{function} takes weights \
                 a + b up to {limit}, and a stone weighs {weight}; \
                 score_difference takes any"
            ),
            Error::NoSuchStone { index, len } => write!(
                f,
                "stone_game_vi: there is no stone {index} in rows of {len} \
                 (they are numbered from 0)"
            ),
            Error::TakenTwice { index } => {
                write!(f, "stone_game_vi: stone {index} is already taken")
            }
            Error::GameOver => f.write_str(
                "stone_game_vi: the game is over, every stone is taken",
            ),
        }
    }
}

impl std::error::Error for Error {}

from_too_long!(Error);

/// Stone Game VI's error for a stone the shared bookkeeping of the stones
/// taken ([`Taken`](crate::shared::Taken)) refuses.
pub(super) fn refused(refused: Refused) -> Error {
    match refused {
        Refused::NoSuchStone { index, len } => {
            Error::NoSuchStone { index, len }
        }
        Refused::TakenTwice { index } => Error::TakenTwice { index },
    }
}

/// `Ok` when Alice's and Bob's rows have the same length: every function of
/// this game checks it first, then [`check_len`].
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_vi::{book::check_same_len, Error};
///
/// assert_eq!(check_same_len(&[1, 3], &[2, 1]), Ok(()));
/// assert_eq!(
///     check_same_len(&[1, 3], &[2]),
///     Err(Error::LengthsDiffer { alice: 2, bob: 1 })
/// );
/// # }
/// ```
///
/// # Errors
///
/// [`Error::LengthsDiffer`] when the rows differ in length.
pub fn check_same_len(alice: &[u32], bob: &[u32]) -> Result<(), Error> {
    if alice.len() != bob.len() {
        return Err(Error::LengthsDiffer {
            alice: alice.len(),
            bob: bob.len(),
        });
    }
    Ok(())
}

pub use crate::shared::check_len;

#[cfg(test)]
mod tests {
    use std::mem::size_of;

    use super::*;
    use crate::shared::testing::about;
    use crate::stone_game_vi::Move;

    #[test]
    fn rows_of_different_lengths_are_refused() {
        assert_eq!(
            check_same_len(&[1, 2, 3], &[1]),
            Err(Error::LengthsDiffer { alice: 3, bob: 1 })
        );
        assert_eq!(check_same_len(&[], &[]), Ok(()));
        assert_eq!(check_same_len(&[1], &[1]), Ok(()));
    }

    #[test]
    fn the_bound_of_max_stones_holds() {
        // Alice takes ceil(n/2) stones of less than 2^32 each.
        let most = (MAX_LEN as u128).div_ceil(2) * u128::from(u32::MAX);
        assert!(most < 1 << 63);
        // Alice's weights, and Bob's values over the whole row, fit in a u64.
        let weights = (MAX_LEN as u128).div_ceil(2) * ((2 << 32) - 2);
        assert!(weights < 1 << 64);
        let bob = MAX_LEN as u128 * u128::from(u32::MAX);
        assert!(bob < 1 << 64);
    }

    #[test]
    fn every_number_a_limits_doc_derives_follows_from_its_value() {
        let _on_failure = crate::shared::testing::LimitDocs("stone_game_vi");
        let gib = (MAX_LEN * size_of::<u32>()) as f64 / f64::from(1 << 30);
        assert_eq!(
            (MAX_LEN, about(gib, 2)),
            ((1 << 32) - 1, 16.0),
            "MAX_LEN: 2³² − 1, 16 GiB of u32 for each player"
        );
        let n = MAX_GAME_TREE_LEN;
        let calls = 1 + n * (1 << (n - 1));
        assert_eq!(
            ((1 << n) * size_of::<i64>(), about(calls as f64, 1)),
            (8 << 20, 1e7),
            "MAX_GAME_TREE_LEN: 8 MiB at 20 stones, about 10⁷ calls"
        );
        let counters = (MAX_COUNTING_WEIGHT + 1) as usize * size_of::<u64>();
        assert_eq!(
            (MAX_COUNTING_WEIGHT, counters),
            ((1 << 16) - 1, 512 << 10),
            "MAX_COUNTING_WEIGHT: 2¹⁶ − 1; 2¹⁶ counters of 8 bytes, 512 KiB"
        );
        // Both values, the places in the two orders, whether it is taken.
        let stone =
            2 * size_of::<u32>() + 2 * size_of::<usize>() + size_of::<bool>();
        assert_eq!(
            (
                MAX_PLAY_LEN,
                size_of::<Move>(),
                MAX_PLAY_LEN * size_of::<Move>()
            ),
            (10_000_000, 40, 400_000_000),
            "MAX_PLAY_LEN: a Move of 40 bytes, at 10⁷ stones, 400 MB"
        );
        assert_eq!(
            (stone, MAX_PLAY_LEN * stone, 2 * size_of::<u64>()),
            (25, 250_000_000, 16),
            "MAX_PLAY_LEN: 25 bytes a stone, 250 MB; the sort's 16 bytes"
        );
    }

    #[test]
    fn each_refusal_reads_as_a_sentence_naming_its_game() {
        let refusals: [(Error, &str); 7] = [
            (
                Error::LengthsDiffer { alice: 2, bob: 1 },
                "stone_game_vi: Alice's row has 2 values and Bob's has 1: \
                 each stone needs a value for each player",
            ),
            (
                Error::LengthsDiffer { alice: 1, bob: 2 },
                "stone_game_vi: Alice's row has 1 value and Bob's has 2: each \
                 stone needs a value for each player",
            ),
            (
                Error::TooLong {
                    function: "optimal_play",
                    len: 10_000_001,
                    limit: 10_000_000,
                },
                "stone_game_vi::optimal_play takes at most 10000000 stones, \
                 and the row has 10000001",
            ),
            (
                Error::WeightTooLarge {
                    function: "score_difference_counting",
                    weight: 65_536,
                    limit: 65_535,
                },
                "stone_game_vi::score_difference_counting takes weights a + b \
                 up to 65535, and a stone weighs 65536; score_difference \
                 takes any",
            ),
            (
                Error::NoSuchStone { index: 2, len: 2 },
                "stone_game_vi: there is no stone 2 in rows of 2 (they are \
                 numbered from 0)",
            ),
            (
                Error::TakenTwice { index: 0 },
                "stone_game_vi: stone 0 is already taken",
            ),
            (
                Error::GameOver,
                "stone_game_vi: the game is over, every stone is taken",
            ),
        ];
        for (error, text) in refusals {
            // A new variant stops the build here: add it, with its text,
            // above.
            match error {
                Error::LengthsDiffer { .. }
                | Error::TooLong { .. }
                | Error::WeightTooLarge { .. }
                | Error::NoSuchStone { .. }
                | Error::TakenTwice { .. }
                | Error::GameOver => {}
            }
            assert_eq!(error.to_string(), text);
        }
    }
}
