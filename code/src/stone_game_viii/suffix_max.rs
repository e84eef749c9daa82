//! The recurrence as a suffix maximum: O(n) time.

use super::error::{check_len, Error, MAX_PLAY_LEN};
use super::indices::inclusive_prefix_sums;

/// The value of every position, `D(i)` for `i` from 0 to n − 1, in O(n)
/// time and O(n) memory: the table of
/// [`difference_table`](super::book::difference_table), from a suffix maximum.
///
/// Write `M(j) = max over k in j..=n − 1 of P(k) − D(k)`, the best a move
/// can score net of what it leaves, over the moves that end at `j` or later.
/// Then `D(i) = M(i + 1)`, and `M` is a running maximum from the right:
/// `M(n − 1) = P(n − 1)` and `M(j) = max(M(j + 1), P(j) − D(j))`, with
/// `D(j) = M(j + 1)`. One step per index.
///
/// # No overflow
///
/// Every `D(i)` with `i < n − 1` lies between `P(n − 1)` and the larger of
/// `P(n − 1)` and the largest `P(j) − P(n − 1)` with `i < j < n − 1`: the
/// move that merges everything gives the lower bound, and every other
/// move's `D(j)` is at least `P(n − 1)`, so it scores at most
/// `P(j) − P(n − 1)`. `P(n − 1)` is a sum of n stones, and
/// `P(j) − P(n − 1)` is minus the sum of the stones after `j`: both are at
/// most n · 2³¹ in size. So is every `D`, and a candidate `P(j) − D(j)` is
/// at most n · 2³² in size, below 2⁶³ for every
/// n ≤ [`MAX_I64_LEN`](super::MAX_I64_LEN) = 2³¹ − 1.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_PLAY_LEN`].
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_viii::book::position_values;
///
/// assert_eq!(position_values(&[-1, 2, -3, 4, -5])?, [5, 5, 5, -3, 0]);
/// # }
/// # Ok::<(), stone_games::stone_game_viii::Error>(())
/// ```
// ANCHOR: position_values
pub fn position_values(stones: &[i32]) -> Result<Vec<i64>, Error> {
    check_len("position_values", stones.len(), MAX_PLAY_LEN)?;
    if stones.len() < 2 {
        return Ok(vec![0; stones.len()]); // no move: worth 0
    }
    let prefix = inclusive_prefix_sums(stones)?;
    let last = stones.len() - 1;
    let mut d = vec![0_i64; stones.len()]; // d[last] = 0: no move left
    let mut best = prefix[last]; // M(last): merge everything
    for i in (0..last).rev() {
        d[i] = best; // D(i) = M(i + 1)
        best = best.max(prefix[i] - d[i]); // M(i), for the next step
    }
    Ok(d)
}
// ANCHOR_END: position_values

/// The score difference under optimal play, `D(0) = M(1)`, from the suffix
/// maximum of [`position_values`]: O(n) time, O(n) memory.
///
/// # Errors
///
/// As [`position_values`].
///
/// ```
/// use stone_games::stone_game_viii::book::score_difference_suffix_max;
///
/// assert_eq!(score_difference_suffix_max(&[-3, -3, -3]), Ok(3));
/// ```
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn score_difference_suffix_max(stones: &[i32]) -> Result<i64, Error> {
    check_len("score_difference_suffix_max", stones.len(), MAX_PLAY_LEN)?;
    // D(0), or 0 for an empty row.
    Ok(position_values(stones)?.first().copied().unwrap_or(0))
}
