//! What can go wrong, and the limits every method of this game checks.
//!
//! Every pile size is a game, so the only error is a position beyond what a
//! method answers in seconds or holds in memory. Each limit's documentation
//! says what it bounds and why it has its value; the time measured at each
//! limit, in a release build, is in the book's appendix *Performance*,
//! section *Limits*, recorded by
//! `cargo run --release -p figures -- record-limits`.

use std::fmt;

/// The largest position the game tree accepts
/// ([`alice_wins_brute_force`](super::alice_wins_brute_force),
/// [`game_tree_calls`](super::game_tree_calls)): its calls grow about 1.35
/// times per stone, and at 60 stones they are 2 × 10⁸.
/// The time measured at this limit is in the book's appendix
/// *Performance*, section *Limits*.
pub const MAX_GAME_TREE_POSITION: u64 = 60;

/// The largest position the one-byte-per-position methods accept
/// ([`win_table`](super::win_table),
/// [`losing_positions_sieve`](super::losing_positions_sieve), and the table
/// pitfalls): 10⁷ positions, 10 MB. The table is O(n √n) in the worst case.
/// The benchmarks measure up to this limit.
/// The time measured at this limit is in the book's appendix
/// *Performance*, section *Limits*.
pub const MAX_TABLE_POSITION: u64 = 10_000_000;

/// The largest position the methods that try every move from every position
/// accept ([`grundy_values`](super::grundy_values),
/// [`nim_sum_wins`](super::nim_sum_wins), [`remoteness`](super::remoteness),
/// [`optimal_play`](super::optimal_play)): n √n steps, 10⁹ at this limit.
/// The time measured at this limit is in the book's appendix
/// *Performance*, section *Limits*.
pub const MAX_ALL_MOVES_POSITION: u64 = 1_000_000;

/// The largest position the segmented sieves (and so
/// [`alice_wins`](super::alice_wins) and
/// [`losing_positions`](super::losing_positions)) accept: 10⁹.
///
/// Their memory is the list of losing positions, about 0.87·n^0.7 of them
/// (1.7 × 10⁶ here), 16 to 24 bytes each (the position and its cursor): 28
/// to 40 MB. Their time grows like n^1.2;
/// the time measured at this limit is in the book's appendix *Performance*,
/// section *Limits* (and the time of the count of losing positions up to
/// each power of ten, in the chapter *Going far*).
/// The limit is the largest position the book counts to; a smaller one would
/// answer faster, and refuse the book's own count.
pub const MAX_POSITION: u64 = 1_000_000_000;

/// The largest limit [`count_losing_positions_to`](super::count_losing_positions_to)
/// counts to: 10¹⁰, one decade beyond [`MAX_POSITION`].
///
/// It keeps a cursor of 8 bytes per losing position, about 0.86·n^0.7 of
/// them (8.6 million here, 69 MB), and makes a mark per losing position and
/// square, about 6.3 × 10¹¹ marks: a run of minutes, not seconds, which is
/// why only this counting function, meant to be run as a command with its
/// progress shown, accepts it. The time and memory measured at this limit are
/// in the chapter *Going far*.
pub const MAX_COUNT_POSITION: u64 = 10_000_000_000;

/// The most steps the exercise answer
/// [`losing_positions_with`](super::exercises::losing_positions_with) takes,
/// counted as (limit + 1) · the number of moves: its sieve tries every move
/// at every losing position, and at worst every position is losing.
///
/// At this bound: 250 moves larger than any pile, up to 9,999,999, where
/// every position is losing (10⁷ · 250 = 2.5 × 10⁹ steps); or the 215 cubes
/// up to 10⁷, 2.15 × 10⁹ steps. The time measured for each is in the book's
/// appendix *Performance*, section *Limits*.
pub const MAX_MOVE_SET_STEPS: u64 = 2_500_000_000;

/// The largest position [`segmented_sieve_trace`](super::segmented_sieve_trace)
/// accepts. It keeps every mark (2,633 at this limit) and, for each segment,
/// every cursor carried into it: with segments of one position, 69,069
/// records. A trace is for reading;
/// [`losing_positions`](super::losing_positions) goes up to
/// [`MAX_POSITION`]. The time measured at this limit is in the book's appendix
/// *Performance*, section *Limits*.
pub const MAX_TRACE_POSITION: u64 = 1_000;

/// Why a Stone Game IV function could not answer: every pile size is a game, so
/// the only error is a position beyond what a method answers in seconds or
/// holds in memory.
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
                "this Stone Game IV method takes positions up to {limit}, and \
                 {position} is larger"
            ),
        }
    }
}

impl std::error::Error for Error {}

/// `Ok` when `position` is within a method's `limit`; every method of this game
/// checks its input with this function before it starts.
///
/// ```
/// use stone_games::stone_game_iv::{check_position, MAX_TABLE_POSITION};
///
/// assert!(check_position(7, MAX_TABLE_POSITION).is_ok());
/// assert!(check_position(u64::MAX, MAX_TABLE_POSITION).is_err());
/// ```
///
/// # Errors
///
/// [`Error::TooLarge`] when `position > limit`.
pub fn check_position(position: u64, limit: u64) -> Result<(), Error> {
    if position > limit {
        return Err(Error::TooLarge { position, limit });
    }
    Ok(())
}
