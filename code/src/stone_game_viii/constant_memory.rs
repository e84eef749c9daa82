//! The suffix maximum with one running number: O(n) time, O(1) memory.

#[cfg(any(test, feature = "book"))]
use super::error::{check_len, Error, MAX_I64_LEN};

/// The score difference under optimal play in O(n) time and O(1) memory.
///
/// The suffix maximum of
/// [`position_values`](super::book::position_values) reads, at each step, only
/// the maximum so far and one prefix sum. The prefix sums are read from the
/// right, each the one after it minus a stone, starting from the sum of the
/// whole row; the maximum is one number. The answer is `M(1)`: the first
/// move must merge at least two stones, so it ends at index 1 or later.
/// The numbers are those of `position_values`, and so is the proof that
/// they fit in an `i64`.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_I64_LEN`].
///
/// ```
/// use stone_games::stone_game_viii::book::score_difference_constant_memory;
///
/// let stones = [7, -6, 5, 10, 5, -2, -6];
/// assert_eq!(score_difference_constant_memory(&stones), Ok(13));
/// ```
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn score_difference_constant_memory(stones: &[i32]) -> Result<i64, Error> {
    check_len(
        "score_difference_constant_memory",
        stones.len(),
        MAX_I64_LEN,
    )?;
    if stones.len() < 2 {
        return Ok(0); // one stone or none: no move, worth 0
    }
    Ok(suffix_max_in_place(stones))
}

#[cfg(any(test, feature = "book"))]
// ANCHOR: constant_memory
/// M(1), keeping only the running maximum and the prefix sum P(i).
fn suffix_max_in_place(stones: &[i32]) -> i64 {
    let last = stones.len() - 1;
    let mut prefix: i64 = stones.iter().map(|&s| i64::from(s)).sum();
    let mut best = prefix; // M(last) = P(last): merge everything
    for i in (1..last).rev() {
        prefix -= i64::from(stones[i + 1]); // now P(i)
        best = best.max(prefix - best); // M(i) = max(M(i+1), P(i) - D(i))
    }
    best // M(1) = D(0): the first move ends at index 1 or later
}
// ANCHOR_END: constant_memory

/// The same in `i128`, for rows of any length: every number is at most
/// n · 2³² < 2⁹⁴ in size, since a slice of `i32` has fewer than 2⁶² stones.
pub(super) fn suffix_max_wide(stones: &[i32]) -> i128 {
    let last = stones.len() - 1;
    let mut prefix: i128 = stones.iter().map(|&s| i128::from(s)).sum();
    let mut best = prefix;
    for i in (1..last).rev() {
        prefix -= i128::from(stones[i + 1]);
        best = best.max(prefix - best);
    }
    best
}
