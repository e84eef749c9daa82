use std::fmt;

/// The largest position the segmented sieve (and so [`alice_wins`](super::alice_wins) and
/// [`losing_positions`](super::losing_positions)) accepts: 2³⁶, about 6.9 × 10¹⁰.
///
/// Its memory is the list of losing positions, about n^0.7 of them, 24 bytes each: under a
/// gigabyte at this limit, if the measured growth continues. Its time grows like n^1.2:
/// seconds at 10⁹, and, by the same extrapolation, around an hour here.
pub const MAX_POSITION: u64 = 1 << 36;

/// The largest position the table methods ([`win_table`](super::win_table),
/// [`losing_positions_sieve`](super::losing_positions_sieve),
/// [`grundy_values`](super::grundy_values)) accept: one byte (or four) per position, so
/// at most 2³⁰ positions, 1 GiB.
pub const MAX_TABLE_POSITION: u64 = 1 << 30;

/// Why a Stone Game IV function could not answer: every pile size is a game, so the only
/// error is a position beyond what a method can hold in memory.
///
/// ```
/// use stone_games::stone_game_iv::{win_table, Error, MAX_TABLE_POSITION};
///
/// assert_eq!(
///     win_table(u64::MAX).unwrap_err(),
///     Error::TooLarge { position: u64::MAX, limit: MAX_TABLE_POSITION }
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// The position is larger than this method takes.
    TooLarge {
        /// The position asked for.
        position: u64,
        /// The largest this method takes.
        limit: u64,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::TooLarge { position, limit } => write!(
                f,
                "this Stone Game IV method takes positions up to {limit}, and {position} is larger"
            ),
        }
    }
}

impl std::error::Error for Error {}

/// `Ok` when `position <= limit`.
pub(super) fn check_position(position: u64, limit: u64) -> Result<(), Error> {
    if position > limit {
        return Err(Error::TooLarge { position, limit });
    }
    Ok(())
}
