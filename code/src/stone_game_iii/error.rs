//! What a Stone Game III function refuses, and the one check that decides it.

use std::fmt;

/// The most values a method that answers in an `i64` takes: 2³² − 1.
///
/// Below this bound no answer and no intermediate value can overflow, by the
/// bound proved in [`difference_table`](super::difference_table): every value
/// computed there is at most the sum of |v| over the row, at most
/// n · 2³¹ ≤ (2³² − 1) · 2³¹ < 2⁶³. A row this long is already 16 GiB of
/// `i32`. Longer rows are answered exactly, in `i128`, by
/// [`score_difference_wide`](super::score_difference_wide).
pub const MAX_VALUES: usize = u32::MAX as usize;

/// The most values the brute-force game tree takes. A move may take up to k
/// values, so a row of n values has up to 2ⁿ nodes (when k ≥ n): 2²⁴ is
/// about 17 million. The time measured at this limit is in the book's
/// appendix *Performance*, section *Limits*.
pub const MAX_GAME_TREE_VALUES: usize = 24;

/// The most steps an O(nk) method takes: n · min(k, n), the moves its loops
/// try: 10⁵ values with k = 10⁴, for instance.
/// [`score_difference_window`](super::score_difference_window) answers any
/// k in O(n) and has no such limit. The time measured at this limit is in
/// the book's appendix *Performance*, section *Limits*.
pub const MAX_TABLE_STEPS: u64 = 1_000_000_000;

/// The most values [`optimal_play`](super::optimal_play) takes.
///
/// It keeps the table of n + 1 differences, and a [`Move`](super::Move) of
/// 48 bytes for every move, up to one per value: beyond a few bytes per
/// value of the row, so its memory, not its time, sets the limit: at 10⁷
/// values, up to 480 MB of moves. The time measured at this limit is in the
/// book's appendix *Performance*, section *Limits*.
pub const MAX_PLAY_VALUES: usize = 10_000_000;

/// The most values [`ring_trace`](super::ring_trace) and
/// [`window_trace`](super::window_trace) take. Each step of a trace keeps a
/// copy of the ring or of the window, up to n + 1 entries: at this limit,
/// with k = n on a rising row, 501,499 entries (16 MB). A trace is for
/// reading; the methods it traces take up to [`MAX_VALUES`]. The time
/// measured at this limit is in the book's appendix *Performance*, section
/// *Limits*.
pub const MAX_TRACE_VALUES: usize = 1_000;

/// Why a Stone Game III function could not answer.
///
/// Every row of `i32` values is a game. What can be wrong is the number of
/// values a move may take, `k`, which must be at least 1, and the length of
/// the row, for a method with a limit.
///
/// ```
/// use stone_games::stone_game_iii::{score_difference_k, Error};
///
/// let error = score_difference_k(&[1, 2, 3], 0).unwrap_err();
/// assert_eq!(error, Error::KIsZero);
/// assert_eq!(
///     error.to_string(),
///     "k = 0: a move must take at least one value, so k must be at least 1"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// A move takes 1 to k values, so k = 0 allows no move at all.
    KIsZero,
    /// An O(nk) method would take more than [`MAX_TABLE_STEPS`] steps.
    TooManySteps {
        /// The steps it would take: n · min(k, n), at most `u64::MAX`.
        steps: u64,
        /// The most steps this method takes.
        limit: u64,
    },
    /// The row is longer than this method takes.
    TooManyValues {
        /// How many values the row has.
        values: usize,
        /// The most values this method takes.
        limit: usize,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::KIsZero => write!(
                f,
                "k = 0: a move must take at least one value, \
                 so k must be at least 1"
            ),
            Error::TooManySteps { steps, limit } => write!(
                f,
                "this O(nk) method takes at most {limit} steps (n · min(k, n)) \
                 and this row and k need {steps}; score_difference_k takes \
                 any k in O(n)"
            ),
            Error::TooManyValues { values, limit } => write!(
                f,
                "this Stone Game III method takes at most {limit} values \
                 and the row has {values}"
            ),
        }
    }
}

impl std::error::Error for Error {}

/// `Ok` when a move of 1 to `k` values is possible and a row of `values`
/// values is within `limit`: the one check every method makes first.
///
/// ```
/// use stone_games::stone_game_iii::{check_values, Error, MAX_VALUES};
///
/// assert_eq!(check_values(4, 3, MAX_VALUES), Ok(()));
/// assert_eq!(check_values(4, 0, MAX_VALUES), Err(Error::KIsZero));
/// ```
///
/// # Errors
///
/// [`Error::KIsZero`] when `k = 0`, then [`Error::TooManyValues`] when
/// `values > limit`.
pub fn check_values(
    values: usize,
    k: usize,
    limit: usize,
) -> Result<(), Error> {
    if k == 0 {
        return Err(Error::KIsZero);
    }
    if values > limit {
        return Err(Error::TooManyValues { values, limit });
    }
    Ok(())
}

/// [`check_values`], then `Ok` when an O(nk) method's n · min(k, n) steps
/// are within [`MAX_TABLE_STEPS`].
pub(super) fn check_steps(values: usize, k: usize) -> Result<(), Error> {
    check_values(values, k, MAX_VALUES)?;
    let steps = (values as u64).saturating_mul(k.min(values) as u64);
    if steps > MAX_TABLE_STEPS {
        return Err(Error::TooManySteps {
            steps,
            limit: MAX_TABLE_STEPS,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k_is_checked_before_the_length() {
        assert_eq!(check_values(10, 0, 5), Err(Error::KIsZero));
        assert_eq!(
            check_values(10, 3, 5),
            Err(Error::TooManyValues {
                values: 10,
                limit: 5
            })
        );
        assert_eq!(check_values(5, 3, 5), Ok(()));
        assert_eq!(check_values(0, usize::MAX, 0), Ok(()));
        assert_eq!(check_steps(100_000, 2_000), Ok(()));
        assert_eq!(
            check_steps(1 << 20, 1 << 20),
            Err(Error::TooManySteps {
                steps: 1 << 40,
                limit: MAX_TABLE_STEPS
            })
        );
        assert_eq!(check_steps(1 << 20, 3), Ok(()));
    }

    #[test]
    fn the_bound_of_max_values_holds() {
        // (2^32 - 1) * 2^31 < 2^63: no i64 result can overflow below it.
        let bound = (MAX_VALUES as u128) << 31;
        assert!(bound < 1 << 63);
        // One more value and the bound no longer fits.
        assert!(((MAX_VALUES as u128 + 1) << 31) >= 1 << 63);
    }
}
