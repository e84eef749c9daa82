//! What Stone Game refuses. Every row of piles is a game, so a method
//! refuses only a row too long for its time or memory, and the parity
//! strategy a row with an odd number of piles, where it does not exist.
//! [`MAX_LEN`] keeps sums within a `u64`, on rows of 16 GiB, and is not run.

use std::fmt;

use crate::shared::from_too_long;

/// The most piles the game tree accepts
/// ([`score_difference_brute_force`][tree],
/// [`game_tree_calls`](super::book::game_tree_calls),
/// and the pitfall
/// [`memo_zero_means_unsolved`](super::pitfalls::memo_zero_means_unsolved)).
///
/// The tree has 2ⁿ − 1 nodes: at 28 piles, 2.7 × 10⁸, and as many for the
/// pitfall on 28 empty piles, where its memo never remembers anything.
///
/// [tree]: super::book::score_difference_brute_force
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_GAME_TREE_LEN: usize = 28;

/// The most memory a [`Table`](super::Table) may take: 800 MB.
///
/// A table has n² cells, so the most piles it takes depends on the size of a
/// cell: [`MAX_TABLE_LEN`] for the 8-byte cells of the score table,
/// [`MAX_MEMO_LEN`] for the 16-byte cells of the memo, [`MAX_TWO_SCORES_LEN`]
/// for the 48-byte cells of the two scores.
pub const MAX_TABLE_BYTES: usize = 800_000_000;

/// The most piles a table of `i64`, such as
/// [`score_table`](super::score_table)'s, takes: 10,000, for 10⁸ cells of 8
/// bytes, 800 MB ([`MAX_TABLE_BYTES`], with the feature `book`).
///
/// The exercise answer that plays a game without the table,
/// [`optimal_ends_in_linear_memory`], takes the same rows as
/// [`optimal_play`](super::optimal_play): n runs of the linear method, O(n²)
/// time in O(n) memory.
///
#[doc = book_link!(constant stone_game::book::MAX_TABLE_BYTES)]
#[doc = book_link!(fn stone_game::exercises::optimal_ends_in_linear_memory)]
pub const MAX_TABLE_LEN: usize = (MAX_TABLE_BYTES / 8).isqrt();

/// The most piles the memo of
/// [`score_difference_memo`](super::book::score_difference_memo) and
/// [`memo_calls`](super::book::memo_calls) takes: n² cells of 16 bytes (an
/// `Option<i64>`) within [`MAX_TABLE_BYTES`], 7,071 piles.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_MEMO_LEN: usize = (MAX_TABLE_BYTES / 16).isqrt();

/// The most piles the memo of
/// [`scores_with_turn`](super::book::scores_with_turn) and
/// [`scores_choosing_by`](super::book::scores_choosing_by) takes: n² cells of
/// 48 bytes (two optional pairs of totals) within [`MAX_TABLE_BYTES`], 4,082
/// piles.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_TWO_SCORES_LEN: usize = (MAX_TABLE_BYTES / 48).isqrt();

/// The most piles the rolling row takes
/// ([`score_difference_rolling`](super::book::score_difference_rolling), the
/// pitfall that walks it backwards, and the exercise answer
/// [`beat_greedy`](super::exercises::beat_greedy), also O(n²) time in O(n)
/// memory).
///
/// It keeps O(n) memory but takes n²/2 steps: at 50,000 piles about 1.25 × 10⁹
/// (as many for
/// [`score_difference_rolling_signed`][signed],
/// in 128 bits, and n²/4 for `beat_greedy`, each a larger one).
/// [`score_difference`](super::score_difference) takes rows up to
/// [`MAX_LEN`].
///
/// [signed]: super::book::score_difference_rolling_signed
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_ROLLING_LEN: usize = 50_000;

/// The most moves the exercise answer
/// [`score_difference_up_to`](super::exercises::score_difference_up_to)
/// tries, counted as n² · min(most, n) for a row of n piles and moves of up
/// to `most` piles: it refuses a row longer than that allows.
///
/// So 10⁴ piles take moves of up to 10 piles (10⁹ moves), and moves of any
/// length rows of up to 10³ piles (n³ = 10⁹).
#[cfg(feature = "book")]
pub const MAX_UP_TO_MOVES: u64 = 1_000_000_000;

/// The most piles [`score_difference`](super::score_difference), the
/// function to call, takes: 2³², 16 GiB of input. So do the other functions
/// that answer in linear time (the linear method, the greedy exercise, the
/// parity strategy's totals): the same bound holds for their numbers.
///
/// Beside its input, the function to call keeps a stack of n values of 8
/// bytes: 32 GiB more at the limit. The 128-bit method's stack holds up to n
/// values of 16 bytes.
///
/// A limit on the size of numbers, not on time: up to 2³² piles, every
/// number the linear method they run computes fits in an `i64`
/// ([`score_difference_linear_i64`]'s documentation proves it). The same
/// limit holds for the 128-bit [`score_difference_linear`]. The
/// limit itself is not run: the time grows linearly with the row, and the
/// benchmarks measure it per pile (the book's chapter
/// [*In linear time*][in-linear-time]).
///
/// [in-linear-time]: https://stone-games.github.io/stone-games/stone-game/linear.html
///
#[doc = book_link!(fn stone_game::book::score_difference_linear_i64)]
#[doc = book_link!(fn stone_game::book::score_difference_linear)]
pub const MAX_LEN: usize = 1 << 32;

/// The most piles
/// [`parity_worst_case_margin`](super::book::parity_worst_case_margin) accepts.
///
/// It tries every reply of the opponent: 2^(n/2) games on n piles, at 52 piles
/// about 6.7 × 10⁷.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_PARITY_SEARCH_LEN: usize = 52;

/// The most rows [`check_parity_strategy`](super::book::check_parity_strategy)
/// plays, each against the optimal opponent and against every opponent: the
/// rows of an even number of piles, up to 18, of 1 or 2 stones are
/// (4¹⁰ − 1)/3, the rows of 0 or 2 piles of 1 to 999 stones 1 + 999², and the
/// rows of ones up to [`MAX_PARITY_SEARCH_LEN`] 27.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_PARITY_CHECK_ROWS: u64 = 1_000_000;

/// The most piles [`linear_trace`](super::book::linear_trace) takes. Each of
/// its steps keeps a copy of the stack, so a trace of n piles keeps up to
/// n(n + 1)/2 values: about 5 × 10⁵ at this limit, on a rising row where
/// nothing collapses (8 MB). A trace is for reading;
/// [`score_difference`](super::score_difference) takes rows up to
/// [`MAX_LEN`].
#[cfg(feature = "book")]
pub const MAX_TRACE_LEN: usize = 1_000;

/// Why a Stone Game function could not answer: a row too long (or odd, or
/// with too many rows to check, for the book's parity strategy), or a
/// finished game asked for a move.
///
/// ```
/// use stone_games::stone_game::{score_table, Error, MAX_TABLE_LEN};
///
/// let piles = vec![1; MAX_TABLE_LEN + 1];
/// let error = score_table(&piles).unwrap_err();
/// assert_eq!(
///     error,
///     Error::TooLong {
///         function: "score_table",
///         len: MAX_TABLE_LEN + 1,
///         limit: MAX_TABLE_LEN
///     }
/// );
/// assert_eq!(
///     error.to_string(),
///     "stone_game::score_table takes at most 10000 piles, and the row has \
///      10001"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The row is longer than `function` takes: its table would not fit in
    /// [`MAX_TABLE_BYTES`], its work would take more than seconds (the game
    /// tree, the rolling row, the parity search), or its answer might not fit
    /// in an `i64` ([`MAX_LEN`]).
    ///
    #[doc = book_link!(constant stone_game::book::MAX_TABLE_BYTES)]
    TooLong {
        /// The function that refused the row.
        function: &'static str,
        /// How many piles the row has.
        len: usize,
        /// The most piles `function` takes.
        limit: usize,
    },
    /// The parity strategy needs an even number of piles, so that the two ends
    /// of the row always have different colours on the first player's turn.
    /// Only the book's parity functions return it (feature `book`).
    OddNumberOfPiles {
        /// How many piles the row has.
        len: usize,
    },
    /// [`check_parity_strategy`] (feature `book`) was asked to play more rows
    /// than [`MAX_PARITY_CHECK_ROWS`].
    ///
    #[doc = book_link!(fn stone_game::book::check_parity_strategy)]
    #[doc = book_link!(constant stone_game::book::MAX_PARITY_CHECK_ROWS)]
    TooManyRows {
        /// The function that refused.
        function: &'static str,
        /// How many rows the check would play (`u64::MAX` for that many or
        /// more).
        rows: u64,
        /// The most rows it plays.
        limit: u64,
    },
    /// A move was asked of a [`Position`](super::Position) whose piles are
    /// all taken from the ends: the game is over.
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
                "stone_game::{function} takes at most {limit} piles, \
                 and the row has {len}"
            ),
            Error::OddNumberOfPiles { len } => write!(
                f,
                "stone_game: the parity strategy needs an even number of \
                 piles, and this row has {len}"
            ),
            Error::TooManyRows {
                function,
                rows,
                limit,
            } => write!(
                f,
                "stone_game::{function} plays at most {limit} \
                 rows, and {}{rows} were asked for",
                if rows == u64::MAX { "at least " } else { "" }
            ),
            Error::GameOver => {
                f.write_str("stone_game: the game is over, no pile is left")
            }
        }
    }
}

impl std::error::Error for Error {}

from_too_long!(Error);

pub use crate::shared::check_len;

#[cfg(test)]
mod tests {
    use std::mem::size_of;

    use super::*;
    use crate::shared::testing::about;
    use crate::stone_game::book::{parity_check_rows, Scores};

    #[test]
    fn every_number_a_limits_doc_derives_follows_from_its_value() {
        let _on_failure = crate::shared::testing::LimitDocs("stone_game");
        let nodes = about(((1_u64 << MAX_GAME_TREE_LEN) - 1) as f64, 2);
        assert_eq!(nodes, 2.7e8, "MAX_GAME_TREE_LEN: 2ⁿ − 1 nodes, 2.7 × 10⁸");
        assert_eq!(MAX_TABLE_BYTES, 800_000_000, "MAX_TABLE_BYTES: 800 MB");
        let cells = MAX_TABLE_LEN.pow(2);
        let bytes = cells * size_of::<i64>();
        assert_eq!(
            (MAX_TABLE_LEN, cells, bytes),
            (10_000, 100_000_000, 800_000_000),
            "MAX_TABLE_LEN: 10,000, for 10⁸ cells of 8 bytes, 800 MB"
        );
        assert_eq!(
            (size_of::<Option<i64>>(), MAX_MEMO_LEN),
            (16, 7_071),
            "MAX_MEMO_LEN: n² cells of 16 bytes (an Option<i64>), 7,071 piles"
        );
        assert_eq!(
            (size_of::<[Option<Scores>; 2]>(), MAX_TWO_SCORES_LEN),
            (48, 4_082),
            "MAX_TWO_SCORES_LEN: n² cells of 48 bytes, 4,082 piles"
        );
        let steps = about((MAX_ROLLING_LEN.pow(2) / 2) as f64, 3);
        assert_eq!(steps, 1.25e9, "MAX_ROLLING_LEN: n²/2, 1.25 × 10⁹");
        assert_eq!(
            (MAX_LEN, MAX_LEN * size_of::<u32>() / (1 << 30)),
            (1 << 32, 16),
            "MAX_LEN: 2³², 16 GiB of input"
        );
        assert_eq!(
            MAX_LEN * size_of::<i64>() / (1 << 30),
            32,
            "MAX_LEN: a stack of n values of 8 bytes: 32 GiB more"
        );
        let games = about((1_u64 << (MAX_PARITY_SEARCH_LEN / 2)) as f64, 2);
        assert_eq!(games, 6.7e7, "MAX_PARITY_SEARCH_LEN: 2^(n/2), 6.7 × 10⁷");
        // MAX_PARITY_CHECK_ROWS: the rows of even lengths up to 18 of 1 or 2
        // stones, of 0 or 2 piles of 1 to 999 stones, and of ones, each as
        // many as the limit allows: no longer row, no larger pile.
        let (rows, most) = (parity_check_rows, MAX_PARITY_CHECK_ROWS);
        assert!(rows(18, 2) <= most && rows(20, 2) > most, "up to 18");
        assert!(rows(2, 999) <= most && rows(2, 1_000) > most, "1 to 999");
        assert_eq!(
            [rows(18, 2), rows(2, 999), rows(MAX_PARITY_SEARCH_LEN, 1)],
            [(4_u64.pow(10) - 1) / 3, 1 + 999 * 999, 27],
            "MAX_PARITY_CHECK_ROWS: (4¹⁰ − 1)/3, 1 + 999², 27"
        );
        #[cfg(feature = "book")]
        {
            assert_eq!(
                (10_000_u64.pow(2) * 10, 1_000_u64.pow(3)),
                (MAX_UP_TO_MOVES, MAX_UP_TO_MOVES),
                "MAX_UP_TO_MOVES: 10⁴ piles take moves of up to 10 piles (10⁹ \
                 moves), ... rows of up to 10³ piles (n³ = 10⁹)"
            );
            let values = MAX_TRACE_LEN * (MAX_TRACE_LEN + 1) / 2;
            let bytes = values * size_of::<i128>();
            assert_eq!(
                (about(values as f64, 1), about(bytes as f64, 1)),
                (5e5, 8e6),
                "MAX_TRACE_LEN: about 5 × 10⁵ (values of a stack of i128), 8 MB"
            );
        }
    }

    #[test]
    fn every_size_a_limits_doc_gives_is_its_types() {
        assert_eq!(
            (
                size_of::<i64>(),
                size_of::<Option<i64>>(),
                size_of::<[Option<Scores>; 2]>()
            ),
            (8, 16, 48),
            "MAX_TABLE_BYTES: the 8-byte, 16-byte and 48-byte cells"
        );
        assert_eq!(
            size_of::<i128>(),
            16,
            "MAX_LEN: the 128-bit method's n values of 16 bytes"
        );
    }

    #[test]
    fn each_refusal_reads_as_a_sentence_naming_its_game() {
        let refusals: [(Error, &str); 5] = [
            (
                Error::TooLong {
                    function: "score_difference_memo",
                    len: 7_072,
                    limit: 7_071,
                },
                "stone_game::score_difference_memo takes at most 7071 piles, \
                 and the row has 7072",
            ),
            (
                Error::OddNumberOfPiles { len: 3 },
                "stone_game: the parity strategy needs an even number of \
                 piles, and this row has 3",
            ),
            (
                Error::TooManyRows {
                    function: "check_parity_strategy",
                    rows: 1_398_101,
                    limit: 1_000_000,
                },
                "stone_game::check_parity_strategy plays at most 1000000 \
                 rows, and 1398101 were asked for",
            ),
            (
                Error::TooManyRows {
                    function: "check_parity_strategy",
                    rows: u64::MAX,
                    limit: 1_000_000,
                },
                "stone_game::check_parity_strategy plays at most 1000000 \
                 rows, and at least 18446744073709551615 were asked for",
            ),
            (
                Error::GameOver,
                "stone_game: the game is over, no pile is left",
            ),
        ];
        for (error, text) in refusals {
            // A new variant stops the build here: add it, with its text,
            // above.
            match error {
                Error::TooLong { .. }
                | Error::OddNumberOfPiles { .. }
                | Error::TooManyRows { .. }
                | Error::GameOver => {}
            }
            assert_eq!(error.to_string(), text);
        }
    }
}
