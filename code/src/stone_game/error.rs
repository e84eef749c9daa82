//! What can go wrong, and the limits every method of this game checks.
//!
//! Every row of piles is a game, so the only errors are about size (a method
//! refuses a row it could not answer in seconds, or hold in memory) and about
//! the parity strategy, which only exists for rows with an even number of
//! piles. Each limit's documentation says what it bounds and why it has its
//! value; the time measured at each limit, in a release build, is in the
//! book's appendix *Performance*, section *Limits*, recorded by
//! `cargo run --release -p figures -- record-limits`.

use std::fmt;

/// The most piles the game tree accepts
/// ([`score_difference_brute_force`](super::score_difference_brute_force),
/// [`game_tree_calls`](super::game_tree_calls),
/// and the pitfall
/// [`memo_zero_means_unsolved`](super::pitfalls::memo_zero_means_unsolved)).
///
/// The tree has 2ⁿ − 1 nodes: at 28 piles, 2.7 × 10⁸, and as many for the
/// pitfall on 28 empty piles, where its memo never remembers anything.
/// The time measured at this limit is in the book's appendix
/// *Performance*, section *Limits*.
pub const MAX_GAME_TREE_PILES: usize = 28;

/// The most memory a [`Table`](super::Table) may take: 800 MB.
///
/// A table has n² cells, so the most piles it takes depends on the size of a
/// cell: [`MAX_TABLE_PILES`] for the 8-byte cells of the score table, 7,071 for
/// the 16-byte cells of the memo
/// ([`score_difference_memo`](super::score_difference_memo)), 4,082 for the
/// 48-byte cells of [`scores_with_turn`](super::scores_with_turn). The time
/// measured at each of these limits is in the book's appendix
/// *Performance*, section *Limits*.
pub const MAX_TABLE_BYTES: usize = 800_000_000;

/// The most piles a table of `i64`, such as
/// [`score_table`](super::score_table)'s, takes: 10⁸ cells of 8 bytes,
/// [`MAX_TABLE_BYTES`].
///
/// The exercise answer that plays a game without the table,
/// [`optimal_ends_in_linear_memory`][ends], takes the same rows as
/// [`optimal_play`](super::optimal_play): n runs of the linear method,
/// O(n²) time in O(n) memory. The time measured at this limit is in the
/// book's appendix *Performance*, section *Limits*.
///
/// [ends]: super::exercises::optimal_ends_in_linear_memory
pub const MAX_TABLE_PILES: usize = 10_000;

/// The most piles the rolling row takes
/// ([`score_difference_rolling`](super::score_difference_rolling), the
/// pitfall that walks it backwards, and the exercise answer
/// [`beat_greedy`](super::exercises::beat_greedy), also O(n²) time in O(n)
/// memory).
///
/// It keeps O(n) memory but takes n²/2 steps: at 50,000 piles about
/// 1.25 × 10⁹ (as many for
/// [`score_difference_rolling_signed`](super::score_difference_rolling_signed),
/// in 128 bits, and n²/4 for `beat_greedy`, each a larger one).
/// [`score_difference`](super::score_difference) takes any row.
/// The time measured at this limit is in the book's appendix
/// *Performance*, section *Limits*.
pub const MAX_ROLLING_PILES: usize = 50_000;

/// The most moves the exercise answer
/// [`score_difference_up_to`](super::exercises::score_difference_up_to)
/// tries, counted as n² · min(most, n) for a row of n piles and moves of up
/// to `most` piles: it refuses a row longer than that allows.
///
/// At 10,000 piles and moves of up to 10 piles, 10⁹ moves; at 9,534 piles
/// and moves of up to 11, 999,868,716; with moves of any length the limit is
/// 1,000 piles, 10⁹ moves. The time measured at each is in the book's
/// appendix *Performance*, section *Limits*.
pub const MAX_UP_TO_MOVES: u64 = 1_000_000_000;

/// The most piles
/// [`score_difference_linear_i64`](super::score_difference_linear_i64)
/// takes: 2³², 16 GiB of input (on a 32-bit machine, where no row is that
/// long, `usize::MAX`).
///
/// A limit on the size of its numbers, not on time: up to 2³² piles, every
/// number it computes fits in an `i64` (its documentation proves it), and
/// [`score_difference`](super::score_difference) takes longer rows, in 128
/// bits. The limit itself, 16 GiB of input, is not run: the time grows
/// linearly with the row, and the benchmarks measure it per pile (the book's
/// chapter *In linear time*).
pub const MAX_LINEAR_I64_PILES: usize = match 1_usize.checked_shl(32) {
    Some(limit) => limit,
    None => usize::MAX,
};

/// The most piles [`parity_worst_case_margin`](super::parity_worst_case_margin)
/// accepts.
///
/// It tries every reply of the opponent: 2^(n/2) games on n piles, at 52 piles
/// about 6.7 × 10⁷. The time measured at this limit is in the book's appendix
/// *Performance*, section *Limits*.
pub const MAX_PARITY_SEARCH_PILES: usize = 52;

/// The most rows [`check_parity_strategy`](super::check_parity_strategy) plays,
/// each against the optimal opponent and against every opponent: the rows
/// of up to 18 piles of 1 or 2 stones are 349,525, the rows of up to 2 piles
/// of 1 to 999 stones 998,002, and the rows of ones up to
/// [`MAX_PARITY_SEARCH_PILES`] 27. The time measured for each is in the
/// book's appendix *Performance*, section *Limits*.
pub const MAX_PARITY_CHECK_ROWS: u64 = 1_000_000;

/// The most piles [`linear_trace`](super::linear_trace) takes. Each of its
/// steps keeps a copy of the stack, so a trace of n piles keeps up to
/// n(n + 1)/2 values: at this limit, on a rising row where nothing collapses,
/// 500,500 values (8 MB). A trace is for reading;
/// [`score_difference`](super::score_difference) takes any row.
/// The time measured at this limit is in the book's appendix
/// *Performance*, section *Limits*.
pub const MAX_TRACE_PILES: usize = 1_000;

/// Why a Stone Game function could not answer.
///
/// ```
/// use stone_games::stone_game::{score_table, Error, MAX_TABLE_PILES};
///
/// let piles = vec![1; MAX_TABLE_PILES + 1];
/// let error = score_table(&piles).unwrap_err();
/// assert_eq!(
///     error,
///     Error::TooManyPiles {
///         piles: MAX_TABLE_PILES + 1,
///         limit: MAX_TABLE_PILES
///     }
/// );
/// println!("{error}");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// The row is longer than this method takes: its table would not fit in
    /// [`MAX_TABLE_BYTES`], or its work would take more than seconds (the game
    /// tree, the rolling row, the parity search). Each method's documentation
    /// names its limit. [`score_difference`](super::score_difference) handles
    /// rows of any length.
    TooManyPiles {
        /// How many piles the row has.
        piles: usize,
        /// The most piles this method takes.
        limit: usize,
    },
    /// The parity strategy needs an even number of piles, so that the two ends
    /// of the row always have different colours on the first player's turn.
    OddNumberOfPiles {
        /// How many piles the row has.
        piles: usize,
    },
    /// [`check_parity_strategy`](super::check_parity_strategy) was asked to
    /// play more rows than [`MAX_PARITY_CHECK_ROWS`].
    TooManyRows {
        /// How many rows the check would play (`u64::MAX` for that many or
        /// more).
        rows: u64,
        /// The most rows it plays.
        limit: u64,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::TooManyPiles { piles, limit } => write!(
                f,
                "this method takes at most {limit} piles and the row has \
                 {piles} (score_difference takes any number)"
            ),
            Error::OddNumberOfPiles { piles } => write!(
                f,
                "the parity strategy needs an even number of piles, and this \
                 row has {piles}"
            ),
            Error::TooManyRows { rows, limit } => write!(
                f,
                "the parity check plays at most {limit} rows, and {rows} were \
                 asked for"
            ),
        }
    }
}

impl std::error::Error for Error {}

/// `Ok` when a row of `piles` piles is within a method's `limit`; every method
/// of this game checks its size with this function before it starts.
///
/// ```
/// use stone_games::stone_game::{check_piles, Error, MAX_ROLLING_PILES};
///
/// assert_eq!(check_piles(4, MAX_ROLLING_PILES), Ok(()));
/// assert_eq!(
///     check_piles(usize::MAX, MAX_ROLLING_PILES),
///     Err(Error::TooManyPiles { piles: usize::MAX, limit: MAX_ROLLING_PILES })
/// );
/// ```
///
/// # Errors
///
/// [`Error::TooManyPiles`] when `piles > limit`.
pub fn check_piles(piles: usize, limit: usize) -> Result<(), Error> {
    if piles > limit {
        return Err(Error::TooManyPiles { piles, limit });
    }
    Ok(())
}
