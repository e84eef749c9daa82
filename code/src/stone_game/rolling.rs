//! The interval table, one row at a time: O(n) memory.

/// The score difference under optimal play, keeping one row of the table: O(n²) time,
/// O(n) memory.
///
/// Row `i` of the table only reads row `i + 1` (the cell below) and row `i` itself (the cell
/// to the left). So one array is enough, if each row is filled from left to right.
///
/// ```
/// use stone_games::stone_game::score_difference_rolling;
///
/// assert_eq!(score_difference_rolling(&[5, 3, 4, 5]), 1);
/// assert_eq!(score_difference_rolling(&[2, 1, 2, 4]), 3);
/// ```
// ANCHOR: rolling_row
pub fn score_difference_rolling(piles: &[u32]) -> i64 {
    let n = piles.len();
    // best[j] is the table's cell (i, j) for the row i being filled.
    let mut best = vec![0_i64; n];
    for i in (0..n).rev() {
        best[i] = i64::from(piles[i]);
        for j in i + 1..n {
            let take_left = i64::from(piles[i]) - best[j]; // best[j] is still (i + 1, j)
            let take_right = i64::from(piles[j]) - best[j - 1]; // best[j - 1] is now (i, j - 1)
            best[j] = take_left.max(take_right);
        }
    }
    best.last().copied().unwrap_or(0)
}
// ANCHOR_END: rolling_row

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_examples() {
        assert_eq!(score_difference_rolling(&[5, 3, 4, 5]), 1);
        assert_eq!(score_difference_rolling(&[10, 1]), 9);
        assert_eq!(score_difference_rolling(&[7]), 7);
        assert_eq!(score_difference_rolling(&[]), 0);
    }
}
