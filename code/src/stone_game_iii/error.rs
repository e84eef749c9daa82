//! What Stone Game III refuses: a row too long for a method's time or
//! memory (or, for a table of moves of 1 to k values, too many steps), a k
//! of 0, and, in a [`Position`](super::Position), a move the rules do not
//! allow, or any move once the game is over. [`MAX_LEN`] keeps sums within
//! an `i64`, on rows of 16 GiB, and is not run.

use std::fmt;

use crate::shared::from_too_long;

/// The longest row [`score_difference`](super::score_difference), the
/// function to call, takes, as does every method that answers in an `i64`:
/// 2³² − 1 values. [`winner`](super::winner) takes any row.
///
/// Below this bound no answer and no intermediate value can overflow, by the
/// bound proved in [`difference_table`]: every value
/// computed there is at most the sum of |v| over the row, at most
/// n · 2³¹ ≤ (2³² − 1) · 2³¹ < 2⁶³. A row this long is already 16 GiB of
/// `i32`. Longer rows are answered exactly, in `i128`, by
/// [`score_difference_wide`].
///
#[doc = book_link!(fn stone_game_iii::book::difference_table)]
#[doc = book_link!(fn stone_game_iii::book::score_difference_wide)]
pub const MAX_LEN: usize = u32::MAX as usize;

/// The most values the brute-force game tree takes. A move may take up to k
/// values, so a row of n values has up to 2ⁿ nodes (when k ≥ n): 2²⁴ is about
/// 17 million.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_GAME_TREE_LEN: usize = 24;

/// The most steps an O(nk) method takes: n · min(k, n), the moves its loops
/// try: 10⁵ values with k = 10⁴, for instance.
/// [`score_difference_window`](super::score_difference_window) answers any k in
/// O(n) and has no such limit.
pub const MAX_TABLE_STEPS: u64 = 1_000_000_000;

/// The most values [`optimal_play`](super::optimal_play) and
/// [`Position::new`](super::Position::new) take.
///
/// Play keeps the table of n + 1 differences, and a [`Move`](super::Move) of
/// 48 bytes for every move, up to one per value: beyond a few bytes per value
/// of the row, so its memory, not its time, sets the limit: at 10⁷ values, up
/// to 480 MB of moves. A position keeps the same table and a copy of the
/// row, and a game played from it the same moves, kept by its caller.
pub const MAX_PLAY_LEN: usize = 10_000_000;

/// The most values [`ring_trace`](super::book::ring_trace) and
/// [`window_trace`](super::book::window_trace) take. Each step of a trace keeps
/// a copy of the ring or of the window, up to n + 1 entries: at this limit,
/// with k = n on a rising row, about 5 × 10⁵ entries (16 MB). A trace is for
/// reading; the methods it traces take up to [`MAX_LEN`].
#[cfg(feature = "book")]
pub const MAX_TRACE_LEN: usize = 1_000;

/// The refusals of a Stone Game III function.
///
/// Every row of `i32` values is a game. What can be wrong is the number of
/// values a move may take, `k`, which must be at least 1, the length of the
/// row, for a function with a limit, and, for a
/// [`Position`](super::Position), a move the rules do not allow.
///
/// ```
/// use stone_games::stone_game_iii::{score_difference_k, Error};
///
/// let error = score_difference_k(&[1, 2, 3], 0).unwrap_err();
/// assert_eq!(error, Error::KIsZero);
/// assert_eq!(
///     error.to_string(),
///     "stone_game_iii: k = 0: a move must take at least one value, so k \
///      must be at least 1"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// A move takes 1 to k values, so k = 0 allows no move at all.
    KIsZero,
    /// An O(nk) function would take more than [`MAX_TABLE_STEPS`] steps.
    /// No function of the default build returns it: they run in O(n), or
    /// fill the table for k = 3, three steps a value, on at most
    /// [`MAX_PLAY_LEN`] values, which is fewer.
    ///
    #[doc = book_link!(constant stone_game_iii::book::MAX_TABLE_STEPS)]
    TooManySteps {
        /// The function that refused the row.
        function: &'static str,
        /// The steps it would take: n · min(k, n), at most `u64::MAX`.
        steps: u64,
        /// The most steps `function` takes.
        limit: u64,
    },
    /// `function` takes fewer values than the row holds.
    TooLong {
        /// The function that refused the row.
        function: &'static str,
        /// How many values the row has.
        len: usize,
        /// The most values `function` takes.
        limit: usize,
    },
    /// A [`Position`](super::Position) was asked to take `count` values,
    /// where a move takes 1 to `most`: 3, or the values left when fewer.
    NoSuchMove {
        /// How many values the move was to take.
        count: usize,
        /// The most values a move takes here.
        most: usize,
    },
    /// A move was asked of a [`Position`](super::Position) with every value
    /// taken from the front: the game is over.
    GameOver,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::KIsZero => write!(
                f,
                "stone_game_iii: k = 0: a move must take at least one value, \
                 so k must be at least 1"
            ),
            Error::TooManySteps {
                function,
                steps,
                limit,
            } => write!(
                f,
                "stone_game_iii::{function} takes at most {limit} steps \
                 (n · min(k, n)), and this row and k need {steps}; \
                 score_difference_k takes any k in O(n)"
            ),
            Error::TooLong {
                function,
                len,
                limit,
            } => write!(
                f,
                "stone_game_iii::{function} takes at most {limit} values, \
                 and the row has {len}"
            ),
            Error::NoSuchMove { count, most: 1 } => write!(
                f,
                "stone_game_iii: a move here takes 1 value, not {count}"
            ),
            Error::NoSuchMove { count, most } => write!(
                f,
                "stone_game_iii: a move here takes 1 to {most} values, \
                 not {count}"
            ),
            Error::GameOver => f.write_str(
                "stone_game_iii: the game is over, no value is left",
            ),
        }
    }
}

impl std::error::Error for Error {}

from_too_long!(Error);

pub use crate::shared::check_len;

/// `Ok` when a move of 1 to `k` values is possible: every function that takes
/// `k` checks it with this first.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_iii::{book::check_k, Error};
///
/// assert_eq!(check_k(3), Ok(()));
/// assert_eq!(check_k(0), Err(Error::KIsZero));
/// # }
/// ```
///
/// # Errors
///
/// [`Error::KIsZero`] when `k = 0`.
pub fn check_k(k: usize) -> Result<(), Error> {
    if k == 0 {
        return Err(Error::KIsZero);
    }
    Ok(())
}

/// [`check_k`] and [`check_len`] within [`MAX_LEN`], then `Ok` when an
/// O(nk) function's n · min(k, n) steps are within [`MAX_TABLE_STEPS`].
pub(super) fn check_steps(
    function: &'static str,
    len: usize,
    k: usize,
) -> Result<(), Error> {
    check_k(k)?;
    check_len(function, len, MAX_LEN)?;
    let steps = (len as u64).saturating_mul(k.min(len) as u64);
    if steps > MAX_TABLE_STEPS {
        return Err(Error::TooManySteps {
            function,
            steps,
            limit: MAX_TABLE_STEPS,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::mem::size_of;

    use super::*;
    use crate::shared::testing::about;
    use crate::stone_game_iii::Move;

    #[test]
    fn k_is_checked_before_the_length() {
        let f = "difference_table";
        assert_eq!(check_steps(f, usize::MAX, 0), Err(Error::KIsZero));
        assert_eq!(check_steps(f, 0, usize::MAX), Ok(()));
        assert_eq!(check_steps(f, 100_000, 2_000), Ok(()));
        assert_eq!(
            check_steps(f, 1 << 20, 1 << 20),
            Err(Error::TooManySteps {
                function: f,
                steps: 1 << 40,
                limit: MAX_TABLE_STEPS
            })
        );
        assert_eq!(check_steps(f, 1 << 20, 3), Ok(()));
    }

    #[test]
    fn the_bound_of_max_values_holds() {
        // (2^32 - 1) * 2^31 < 2^63: no i64 result can overflow below it.
        let bound = (MAX_LEN as u128) << 31;
        assert!(bound < 1 << 63);
        // One more value and the bound no longer fits.
        assert!(((MAX_LEN as u128 + 1) << 31) >= 1 << 63);
    }

    #[test]
    fn every_number_a_limits_doc_derives_follows_from_its_value() {
        let _on_failure = crate::shared::testing::LimitDocs("stone_game_iii");
        let gib = (MAX_LEN * size_of::<i32>()) as f64 / f64::from(1 << 30);
        assert_eq!(
            (MAX_LEN, about(gib, 2)),
            ((1 << 32) - 1, 16.0),
            "MAX_LEN: 2³² − 1 values, 16 GiB of i32"
        );
        let nodes = about((1_u64 << MAX_GAME_TREE_LEN) as f64, 2);
        assert_eq!(nodes, 17e6, "MAX_GAME_TREE_LEN: 2²⁴ is about 17 million");
        assert_eq!(
            10_u64.pow(5) * 10_u64.pow(4),
            MAX_TABLE_STEPS,
            "MAX_TABLE_STEPS: 10⁵ values with k = 10⁴"
        );
        assert!(
            3 * MAX_PLAY_LEN as u64 <= MAX_TABLE_STEPS,
            "Error::TooManySteps's doc: the table for k = 3 on MAX_PLAY_LEN \
             values takes fewer steps than MAX_TABLE_STEPS"
        );
        assert_eq!(
            (
                MAX_PLAY_LEN,
                size_of::<Move>(),
                MAX_PLAY_LEN * size_of::<Move>()
            ),
            (10_000_000, 48, 480_000_000),
            "MAX_PLAY_LEN: a Move of 48 bytes, at 10⁷ values, 480 MB"
        );
        #[cfg(feature = "book")]
        {
            use crate::stone_game_iii::book::{window_trace, WindowKey};
            let rising: Vec<i32> = (1..).take(MAX_TRACE_LEN).collect();
            let steps = window_trace(&rising, MAX_TRACE_LEN).unwrap();
            let entries = steps.iter().map(|s| s.window.len()).sum::<usize>();
            let bytes = entries * size_of::<WindowKey>();
            assert_eq!(
                (about(entries as f64, 1), about(bytes as f64, 2)),
                (5e5, 16e6),
                "MAX_TRACE_LEN: with k = n on a rising row, about 5 × 10⁵ \
                 entries (16 MB)"
            );
        }
    }

    #[test]
    fn each_refusal_reads_as_a_sentence_naming_its_game() {
        let refusals: [(Error, &str); 6] = [
            (
                Error::KIsZero,
                "stone_game_iii: k = 0: a move must take at least one value, \
                 so k must be at least 1",
            ),
            (
                Error::TooManySteps {
                    function: "difference_table",
                    steps: 1 << 40,
                    limit: 1_000_000_000,
                },
                "stone_game_iii::difference_table takes at most 1000000000 \
                 steps (n · min(k, n)), and this row and k need \
                 1099511627776; score_difference_k takes any k in O(n)",
            ),
            (
                Error::TooLong {
                    function: "optimal_play",
                    len: 10_000_001,
                    limit: 10_000_000,
                },
                "stone_game_iii::optimal_play takes at most 10000000 values, \
                 and the row has 10000001",
            ),
            (
                Error::NoSuchMove { count: 3, most: 2 },
                "stone_game_iii: a move here takes 1 to 2 values, not 3",
            ),
            (
                Error::NoSuchMove { count: 2, most: 1 },
                "stone_game_iii: a move here takes 1 value, not 2",
            ),
            (
                Error::GameOver,
                "stone_game_iii: the game is over, no value is left",
            ),
        ];
        for (error, text) in refusals {
            // A new variant stops the build here: add it, with its text,
            // above.
            match error {
                Error::KIsZero
                | Error::TooManySteps { .. }
                | Error::TooLong { .. }
                | Error::NoSuchMove { .. }
                | Error::GameOver => {}
            }
            assert_eq!(error.to_string(), text);
        }
    }
}
