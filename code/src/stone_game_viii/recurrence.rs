//! The recurrence over indices, filled from the right: O(n²) time.

use super::error::{check_len, Error, MAX_RECURRENCE_LEN};
use super::indices::inclusive_prefix_sums;

/// The value of every position, `D(i)` for `i` from 0 to n − 1, by the
/// recurrence over indices: O(n²) time, O(n) memory.
///
/// `D(i)` is what the player to move ends ahead by when the leftmost stone
/// holds stones 0 to `i`; `P(j)` is the prefix sum `stones[0] + ... +
/// stones[j]`:
///
/// `D(n − 1) = 0`, and `D(i) = max over j in i + 1..=n − 1 of P(j) − D(j)`.
///
/// Each `D(i)` reads every `D(j)` to its right, so the table is filled from
/// the right. `D(0)` is the answer. The numbers fit in an `i64`: see
/// [`position_values`](super::book::position_values), which computes the same
/// table in O(n).
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_RECURRENCE_LEN`].
///
/// ```
/// use stone_games::stone_game_viii::book::difference_table;
///
/// let table = difference_table(&[-1, 2, -3, 4, -5])?;
/// assert_eq!(table, [5, 5, 5, -3, 0]); // D(0) = 5 is the answer
/// # Ok::<(), stone_games::stone_game_viii::Error>(())
/// ```
// ANCHOR: difference_table
pub fn difference_table(stones: &[i32]) -> Result<Vec<i64>, Error> {
    check_len("difference_table", stones.len(), MAX_RECURRENCE_LEN)?;
    if stones.len() < 2 {
        return Ok(vec![0; stones.len()]); // no move: worth 0
    }
    let prefix = inclusive_prefix_sums(stones)?;
    let last = stones.len() - 1;
    let mut d = vec![0_i64; stones.len()]; // d[last] = 0: no move left
    for i in (0..last).rev() {
        let mut best = i64::MIN; // below every real outcome
        for j in (i + 1)..=last {
            best = best.max(prefix[j] - d[j]);
        }
        d[i] = best;
    }
    Ok(d)
}
// ANCHOR_END: difference_table

/// The score difference under optimal play, read from [`difference_table`]:
/// its first cell, `D(0)`. O(n²) time, O(n) memory.
///
/// # Errors
///
/// As [`difference_table`].
///
/// ```
/// use stone_games::stone_game_viii::book::score_difference_recurrence;
///
/// assert_eq!(score_difference_recurrence(&[-10, -12]), Ok(-22));
/// ```
pub fn score_difference_recurrence(stones: &[i32]) -> Result<i64, Error> {
    check_len(
        "score_difference_recurrence",
        stones.len(),
        MAX_RECURRENCE_LEN,
    )?;
    // D(0), or 0 for an empty row.
    Ok(difference_table(stones)?.first().copied().unwrap_or(0))
}
