#![doc = include_str!("../shared/pitfalls.md")]
//!
//! The right versions are
//! [`score_difference_brute_force`](super::book::score_difference_brute_force)
//! and [`score_difference`](super::score_difference).

use super::error::{check_len, Error, MAX_I64_LEN};

/// **Wrong:** the suffix maximum is run down to index 0, and `M(0)` is read
/// as the answer instead of `M(1)`.
///
/// `M(0)` includes a move that ends at index 0: one that "merges" the first
/// stone alone, scores it and leaves the row as it was. The rules forbid it
/// (x > 1), and it can be worth taking: on `-3 -3` Alice must merge both
/// and ends 6 behind, but this version lets her score −3 and hand Bob the
/// same row, and calls it 3.
///
/// # Errors
///
/// As the right version: [`Error::TooLong`] for more than [`MAX_I64_LEN`]
/// stones.
///
/// ```
/// use stone_games::stone_game_viii::{pitfalls, score_difference};
///
/// assert_eq!(pitfalls::answer_at_index_zero(&[-3, -3]), Ok(3)); // wrong
/// assert_eq!(score_difference(&[-3, -3]), Ok(-6));
/// ```
// ANCHOR: answer_at_index_zero
pub fn answer_at_index_zero(stones: &[i32]) -> Result<i64, Error> {
    check_len("answer_at_index_zero", stones.len(), MAX_I64_LEN)?;
    if stones.len() < 2 {
        return Ok(0); // one stone or none: no move, worth 0
    }
    let last = stones.len() - 1;
    let mut prefix: i64 = stones.iter().map(|&s| i64::from(s)).sum();
    let mut best = prefix;
    for i in (0..last).rev() {
        // WRONG: i = 0 allows a move that merges one stone
        prefix -= i64::from(stones[i + 1]);
        best = best.max(prefix - best);
    }
    Ok(best) // M(0)
}
// ANCHOR_END: answer_at_index_zero

/// **Wrong:** the greedy first move, merging the whole row at once, which
/// ends the game with the sum of every stone.
///
/// It ignores that a smaller merge can leave the opponent a worse row.
/// On `-3 -3 -3`, merging everything scores −9; merging two scores −6 and
/// leaves Bob the row `-6 -3`, which he must merge for −9, so Alice ends 3
/// ahead.
///
/// # Errors
///
/// As the right version: [`Error::TooLong`] for more than [`MAX_I64_LEN`]
/// stones.
///
/// ```
/// use stone_games::stone_game_viii::{pitfalls, score_difference};
///
/// assert_eq!(pitfalls::take_everything(&[-3, -3, -3]), Ok(-9)); // wrong
/// assert_eq!(score_difference(&[-3, -3, -3]), Ok(3));
/// ```
// ANCHOR: take_everything
pub fn take_everything(stones: &[i32]) -> Result<i64, Error> {
    check_len("take_everything", stones.len(), MAX_I64_LEN)?;
    if stones.len() < 2 {
        return Ok(0); // one stone or none: no move, worth 0
    }
    // WRONG: the largest single score is not the best difference
    Ok(stones.iter().map(|&s| i64::from(s)).sum())
}
// ANCHOR_END: take_everything

/// **Wrong:** the prefix sums are added up in `i32`, which wraps.
///
/// Two stones of values within LeetCode's range never overflow, but an
/// `i32` row can: `2147483647 1` sums to 2³¹, one past `i32::MAX`. The sum
/// wraps to −2³¹ (this version wraps on purpose, as a release build does;
/// a debug build would panic instead).
///
/// # Errors
///
/// As the right version: [`Error::TooLong`] for more than [`MAX_I64_LEN`]
/// stones.
///
/// ```
/// use stone_games::stone_game_viii::{pitfalls, score_difference};
///
/// let stones = [i32::MAX, 1];
/// assert_eq!(pitfalls::prefix_sums_in_32_bits(&stones), Ok(-2_147_483_648));
/// assert_eq!(score_difference(&stones), Ok(2_147_483_648));
/// ```
// ANCHOR: prefix_sums_in_32_bits
pub fn prefix_sums_in_32_bits(stones: &[i32]) -> Result<i64, Error> {
    check_len("prefix_sums_in_32_bits", stones.len(), MAX_I64_LEN)?;
    if stones.len() < 2 {
        return Ok(0); // one stone or none: no move, worth 0
    }
    let mut prefix = Vec::with_capacity(stones.len());
    let mut sum = 0_i32;
    for &s in stones {
        sum = sum.wrapping_add(s); // WRONG: 32 bits cannot hold the sum
        prefix.push(i64::from(sum));
    }
    let last = stones.len() - 1;
    let mut best = prefix[last];
    for i in (1..last).rev() {
        best = best.max(prefix[i] - best);
    }
    Ok(best)
}
// ANCHOR_END: prefix_sums_in_32_bits
