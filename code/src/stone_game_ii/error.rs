use std::fmt;

/// The most piles [`max_stones_memo`](super::max_stones_memo) accepts: its memo has a cell
/// for every pair (i, M) with M up to n/2, 16 bytes each (200 MB at this limit), and its
/// recursion goes one call deeper per move.
pub const MAX_MEMO_PILES: usize = 5_000;

/// The most piles the table methods accept. Their tables keep about n²/6 values; with the
/// sliding windows of [`state_table`](super::state_table), the whole run takes about 0.9 GB
/// at this limit (measured: the peak resident memory of one run on 20,000 piles).
pub const MAX_TABLE_PILES: usize = 20_000;

/// Why a Stone Game II function could not answer: every row is a game, so the only
/// error is a row too long for a method's memory.
///
/// ```
/// use stone_games::stone_game_ii::{max_stones_checked, Error, MAX_TABLE_PILES};
///
/// let piles = vec![1; MAX_TABLE_PILES + 1];
/// assert_eq!(
///     max_stones_checked(&piles),
///     Err(Error::TooManyPiles { piles: MAX_TABLE_PILES + 1, limit: MAX_TABLE_PILES })
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// The row is longer than this method takes.
    TooManyPiles {
        /// How many piles the row has.
        piles: usize,
        /// The most piles this method takes.
        limit: usize,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::TooManyPiles { piles, limit } => write!(
                f,
                "this Stone Game II method takes at most {limit} piles and the row has {piles}"
            ),
        }
    }
}

impl std::error::Error for Error {}

/// `Ok` when `piles` is within `limit`.
pub(super) fn check_size(piles: usize, limit: usize) -> Result<(), Error> {
    if piles > limit {
        return Err(Error::TooManyPiles { piles, limit });
    }
    Ok(())
}
