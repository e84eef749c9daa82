//! What Stone Game II refuses. Every row is a game, so a method refuses
//! only a row too long for its time or memory; [`best_move`](super::best_move)
//! also an M of 0, and a [`Position`](super::Position) a move the rules do
//! not allow, or any move once the game is over.

use std::fmt;

use crate::shared::from_too_long;

/// The most piles the game tree accepts
/// ([`max_stones_brute_force`](super::book::max_stones_brute_force),
/// [`game_tree_calls`](super::book::game_tree_calls), and the pitfalls without
/// a memo): it is exponential, its calls nearly doubling with each pile (by
/// 1.98 to 1.99 from 21 piles on); at 28 piles, 9.5 × 10⁷ calls.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_GAME_TREE_LEN: usize = 28;

/// The most piles the O(n³) methods accept
/// ([`max_stones_memo`](super::book::max_stones_memo),
/// [`memo_calls`](super::book::memo_calls),
/// [`state_table_cubic`](super::book::state_table_cubic), and the memo
/// pitfalls).
///
/// The bottom-up table tries about n³/27 moves (at 4,000 piles, 2.4 × 10⁹); the
/// memo, which solves only the states a game reaches, about n³/48 (1.3 × 10⁹).
/// The memo keeps n(n/2 + 1) cells of 16 bytes (128 MB here) and recurses n
/// calls deep, on a thread whose stack is sized for it. The benchmarks measure
/// up to this limit.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_CUBIC_LEN: usize = 4_000;

/// The most piles the O(n²) methods accept: the state table with the sliding
/// windows ([`state_table`], and what reads it,
/// [`max_stones_windows`],
/// [`optimal_play`](super::optimal_play),
/// [`Position::new`](super::Position::new),
/// [`best_move`](super::best_move) (whose table may hold up to M − 1 piles
/// more than its row: its documentation says why) and
/// [`stones_after_first_move`]),
/// the answer without the table ([`max_stones`](super::max_stones),
/// [`max_stones_answer_only`] and the steps to it), and the exercise answer
/// [`score_difference_from_either_end`].
///
/// The table keeps about n²/6 values, with the sliding windows beside them;
/// the answer without the table keeps about 0.45·n² bytes (0.89·n² when the
/// row's total needs 64 bits). The benchmarks measure up to this limit.
///
#[doc = book_link!(fn stone_game_ii::book::state_table)]
#[doc = book_link!(fn stone_game_ii::book::max_stones_windows)]
#[doc = book_link!(fn stone_game_ii::exercises::stones_after_first_move)]
#[doc = book_link!(fn stone_game_ii::book::max_stones_answer_only)]
#[doc = book_link!(
    fn stone_game_ii::exercises::score_difference_from_either_end
)]
pub const MAX_TABLE_LEN: usize = 20_000;

/// The longest row for which [`reached_states`](super::book::reached_states)
/// lists every state: its search tries every move from every state, about n³/24
/// steps (5.2 million at this limit, over about 6.2 × 10⁴ states).
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_REACHED_LEN: usize = 500;

/// The longest row [`memo_counts`](super::book::memo_counts) counts for: its
/// count of moves, about n³/48, fits in a `u64` up to here and no further (at
/// this limit, 2⁶⁴ − 1 less about 1.6 × 10¹² moves). The test at the limit and
/// one past it computes the count exactly, in 128 bits.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_MEMO_COUNTS_LEN: usize = 9_602_567;

/// The most piles [`windows_trace`](super::book::windows_trace) takes. Each of
/// its steps keeps a copy of both windows, of at most `M` values each: at this
/// limit about 1.6 × 10³ steps, with `M` up to 33. A trace is for reading;
/// [`max_stones`](super::max_stones) takes up to [`MAX_TABLE_LEN`].
#[cfg(feature = "book")]
pub const MAX_TRACE_LEN: usize = 100;

/// The longest row [`max_stones`](super::max_stones), the function to call,
/// takes: [`MAX_TABLE_LEN`], the limit of every O(n²) method, which it is.
pub const MAX_LEN: usize = MAX_TABLE_LEN;

/// Why a Stone Game II function could not answer: every row is a game, so
/// what can be wrong is a row too long for a function's memory or time, an
/// M that no game has, given to [`best_move`](super::best_move) in
/// mid-game, or a move the rules do not allow, asked of a
/// [`Position`](super::Position).
///
/// ```
/// use stone_games::stone_game_ii::{max_stones, Error, MAX_LEN};
///
/// let piles = vec![1; MAX_LEN + 1];
/// let error = max_stones(&piles).unwrap_err();
/// assert_eq!(
///     error,
///     Error::TooLong {
///         function: "max_stones",
///         len: MAX_LEN + 1,
///         limit: MAX_LEN
///     }
/// );
/// assert_eq!(
///     error.to_string(),
///     "stone_game_ii::max_stones takes at most 20000 piles, and the row \
///      has 20001"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The row of piles is longer than `function` takes.
    TooLong {
        /// The function that refused the row.
        function: &'static str,
        /// How many piles the row has.
        len: usize,
        /// The most piles `function` takes.
        limit: usize,
    },
    /// M = 0: no state of the game. M starts at 1 and never falls, and a
    /// move takes 1 to 2M piles, so M = 0 would allow no move at all.
    MIsZero,
    /// A [`Position`](super::Position) was asked to take `count` piles,
    /// where a move takes 1 to `most`: 2M, or the piles left when fewer.
    NoSuchMove {
        /// How many piles the move was to take.
        count: usize,
        /// The most piles a move takes here.
        most: usize,
    },
    /// A move was asked of a [`Position`](super::Position) with no pile
    /// left: the game is over.
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
                "stone_game_ii::{function} takes at most {limit} piles, \
                 and the row has {len}"
            ),
            Error::MIsZero => f.write_str(
                "stone_game_ii: M = 0: M starts at 1 and never falls, so M \
                 must be at least 1",
            ),
            Error::NoSuchMove { count, most: 1 } => write!(
                f,
                "stone_game_ii: a move here takes 1 pile, not {count}"
            ),
            Error::NoSuchMove { count, most } => write!(
                f,
                "stone_game_ii: a move here takes 1 to {most} piles, \
                 not {count}"
            ),
            Error::GameOver => {
                f.write_str("stone_game_ii: the game is over, no pile is left")
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
    use crate::stone_game_ii::book::{memo_counts, reached_states};

    #[test]
    fn every_number_a_limits_doc_derives_follows_from_its_value() {
        let _on_failure = crate::shared::testing::LimitDocs("stone_game_ii");
        // The game tree's calls from (i, M) on n piles: 1, and those of every
        // move; M never passes n, as a move takes at most the n piles left.
        let n = MAX_GAME_TREE_LEN;
        let mut calls = vec![vec![0_u64; n + 1]; n + 1];
        for i in (0..=n).rev() {
            for m in 1..=n {
                let moves = 1..=(2 * m).min(n - i);
                calls[i][m] =
                    1 + moves.map(|x| calls[i + x][m.max(x)]).sum::<u64>();
            }
        }
        let tree = about(calls[0][1] as f64, 2);
        assert_eq!(tree, 9.5e7, "MAX_GAME_TREE_LEN: 9.5 × 10⁷ calls");
        // Its growth, 1.98 to 1.99 a pile: the game tree's own tests
        // (the_tree_nearly_doubles_with_each_pile).
        let n = MAX_CUBIC_LEN as f64;
        assert_eq!(
            (about(n.powi(3) / 27.0, 2), about(n.powi(3) / 48.0, 2)),
            (2.4e9, 1.3e9),
            "MAX_CUBIC_LEN: n³/27 moves (2.4 × 10⁹), n³/48 (1.3 × 10⁹)"
        );
        let cells = MAX_CUBIC_LEN * (MAX_CUBIC_LEN / 2 + 1);
        let memo = cells * size_of::<Option<u64>>();
        assert_eq!(
            (size_of::<Option<u64>>(), about(memo as f64, 3)),
            (16, 128e6),
            "MAX_CUBIC_LEN: n(n/2 + 1) cells of 16 bytes (128 MB here)"
        );
        let n = MAX_REACHED_LEN as f64;
        let states = reached_states(MAX_REACHED_LEN).unwrap().len() as f64;
        assert_eq!(
            (about(n.powi(3) / 24.0, 2), about(states, 2)),
            (5.2e6, 6.2e4),
            "MAX_REACHED_LEN: n³/24 steps (5.2 million), 6.2 × 10⁴ states"
        );
        let (_, moves) = memo_counts(MAX_MEMO_COUNTS_LEN).unwrap();
        assert_eq!(
            about((u64::MAX - moves) as f64, 2),
            1.6e12,
            "MAX_MEMO_COUNTS_LEN: 2⁶⁴ − 1 less about 1.6 × 10¹² moves"
        );
        #[cfg(feature = "book")]
        {
            use crate::stone_game_ii::book::row_width;
            // A step per state of the table: row_width(n, i) in row i.
            let widths =
                (0..MAX_TRACE_LEN).map(|i| row_width(MAX_TRACE_LEN, i));
            assert_eq!(
                (about(widths.clone().sum::<usize>() as f64, 2), widths.max()),
                (1.6e3, Some(33)),
                "MAX_TRACE_LEN: about 1.6 × 10³ steps, with M up to 33"
            );
        }
    }

    #[test]
    fn each_refusal_reads_as_a_sentence_naming_its_game() {
        let refusals: [(Error, &str); 5] = [
            (
                Error::TooLong {
                    function: "max_stones_memo",
                    len: 4_001,
                    limit: 4_000,
                },
                "stone_game_ii::max_stones_memo takes at most 4000 piles, and \
                 the row has 4001",
            ),
            (
                Error::MIsZero,
                "stone_game_ii: M = 0: M starts at 1 and never falls, so M \
                 must be at least 1",
            ),
            (
                Error::NoSuchMove { count: 4, most: 3 },
                "stone_game_ii: a move here takes 1 to 3 piles, not 4",
            ),
            (
                Error::NoSuchMove { count: 2, most: 1 },
                "stone_game_ii: a move here takes 1 pile, not 2",
            ),
            (
                Error::GameOver,
                "stone_game_ii: the game is over, no pile is left",
            ),
        ];
        for (error, text) in refusals {
            // A new variant stops the build here: add it, with its text,
            // above.
            match error {
                Error::TooLong { .. }
                | Error::MIsZero
                | Error::NoSuchMove { .. }
                | Error::GameOver => {}
            }
            assert_eq!(error.to_string(), text);
        }
    }
}
