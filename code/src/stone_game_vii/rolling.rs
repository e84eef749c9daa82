//! Stone Game VII's interval table, one row at a time: O(n) memory, and
//! the prefix sums.

use super::error::{check_len, Error, MAX_ROLLING_LEN};
use crate::shared::prefix_sums;

/// The score difference under optimal play, keeping one row of the table:
/// O(n²) time, O(n) memory (the row, and the n + 1 prefix sums).
///
/// As in Part I, row `i` of the table reads only row `i + 1` (the cell below)
/// and row `i` itself (the cell to the left). So one array is enough, if the
/// rows are filled from the bottom up and each row from left to right.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_ROLLING_LEN`]: its
/// n(n − 1)/2 steps would take more than seconds.
///
/// ```
/// use stone_games::stone_game_vii::book::score_difference_rolling;
///
/// assert_eq!(score_difference_rolling(&[5, 3, 1, 4, 2]), Ok(6));
/// assert_eq!(score_difference_rolling(&[2, 1, 2, 2]), Ok(4));
/// ```
// ANCHOR: rolling_row
pub fn score_difference_rolling(stones: &[u32]) -> Result<u64, Error> {
    check_len("score_difference_rolling", stones.len(), MAX_ROLLING_LEN)?;
    let n = stones.len();
    let sum = prefix_sums(stones)?;
    // best[j] is the table's cell (i, j) for the row i being filled. Its
    // diagonal cell (i, i) is 0, and no row below ever writes best[i].
    let mut best = vec![0_u64; n];
    for i in (0..n).rev() {
        for j in i + 1..n {
            // best[j] is still (i + 1, j); best[j - 1] is now (i, j - 1).
            let remove_left = (sum[j + 1] - sum[i + 1]) - best[j];
            let remove_right = (sum[j] - sum[i]) - best[j - 1];
            best[j] = remove_left.max(remove_right);
        }
    }
    Ok(best.last().copied().unwrap_or(0))
}
// ANCHOR_END: rolling_row

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_examples() {
        assert_eq!(score_difference_rolling(&[5, 3, 1, 4, 2]), Ok(6));
        let second = [7, 90, 5, 1, 100, 10, 10, 2];
        assert_eq!(score_difference_rolling(&second), Ok(122));
        assert_eq!(score_difference_rolling(&[7]), Ok(0));
        assert_eq!(score_difference_rolling(&[]), Ok(0));
    }
}
