//! Stone Game's interval table, one row at a time: O(n) memory.

use super::error::{check_len, Error, MAX_ROLLING_LEN};

/// The score difference under optimal play, keeping one row of the table: O(n²)
/// time, O(n) memory.
///
/// Row `i` of the table only reads row `i + 1` (the cell below) and row `i`
/// itself (the cell to the left). So one array is enough, if each row is filled
/// from left to right.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_ROLLING_LEN`]: its n²/2
/// steps would take more than seconds.
///
/// ```
/// use stone_games::stone_game::book::score_difference_rolling;
///
/// assert_eq!(score_difference_rolling(&[5, 3, 4, 5]), Ok(1));
/// assert_eq!(score_difference_rolling(&[2, 1, 2, 4]), Ok(3));
/// ```
// ANCHOR: rolling_row
pub fn score_difference_rolling(piles: &[u32]) -> Result<i64, Error> {
    // n²/2 steps: seconds at most.
    check_len("score_difference_rolling", piles.len(), MAX_ROLLING_LEN)?;
    let n = piles.len();
    // best[j] is the table's cell (i, j) for the row i being filled.
    let mut best = vec![0_i64; n];
    for i in (0..n).rev() {
        best[i] = i64::from(piles[i]);
        for j in i + 1..n {
            // best[j] is still (i + 1, j); best[j - 1] is now (i, j - 1).
            let take_left = i64::from(piles[i]) - best[j];
            let take_right = i64::from(piles[j]) - best[j - 1];
            best[j] = take_left.max(take_right);
        }
    }
    Ok(best.last().copied().unwrap_or(0))
}
// ANCHOR_END: rolling_row

/// [`score_difference_rolling`] for values of any sign (a pile may be a debt),
/// in 128 bits so that no row of `i64` values can overflow it.
///
/// The book does not show it: it is the reference that
/// [`score_difference_linear_signed`][signed]
/// is tested against, here and in the property tests, on rows with zero and
/// negative values.
///
/// [signed]: super::book::score_difference_linear_signed
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_ROLLING_LEN`].
///
/// ```
/// use stone_games::stone_game::book::score_difference_rolling_signed;
///
/// // Whatever Alice takes first, Bob takes the 3 and leaves her the other
/// // debt.
/// assert_eq!(score_difference_rolling_signed(&[-5, 3, -4]), Ok(-12));
/// ```
pub fn score_difference_rolling_signed(values: &[i64]) -> Result<i128, Error> {
    check_len(
        "score_difference_rolling_signed",
        values.len(),
        MAX_ROLLING_LEN,
    )?;
    let n = values.len();
    let mut best = vec![0_i128; n];
    for i in (0..n).rev() {
        best[i] = i128::from(values[i]);
        for j in i + 1..n {
            let take_left = i128::from(values[i]) - best[j];
            let take_right = i128::from(values[j]) - best[j - 1];
            best[j] = take_left.max(take_right);
        }
    }
    Ok(best.last().copied().unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{all_rows, small_signed_rows};
    use crate::stone_game::book::score_difference_brute_force;
    use crate::stone_game::game_tree::signed_game_tree;

    #[test]
    fn the_examples() {
        assert_eq!(score_difference_rolling(&[5, 3, 4, 5]), Ok(1));
        assert_eq!(score_difference_rolling(&[10, 1]), Ok(9));
        assert_eq!(score_difference_rolling(&[7]), Ok(7));
        assert_eq!(score_difference_rolling(&[]), Ok(0));
    }

    #[test]
    fn the_signed_row_equals_the_row_on_pile_sizes() {
        for len in 0..=6 {
            for piles in all_rows(len, 4) {
                let values: Vec<i64> =
                    piles.iter().map(|&p| p.into()).collect();
                let signed = score_difference_rolling_signed(&values);
                assert_eq!(
                    signed,
                    score_difference_rolling(&piles).map(i128::from)
                );
                assert_eq!(
                    signed,
                    score_difference_brute_force(&piles).map(i128::from)
                );
            }
        }
    }

    #[test]
    fn the_signed_row_equals_the_game_tree_with_negative_values() {
        for values in small_signed_rows() {
            assert_eq!(
                score_difference_rolling_signed(&values),
                Ok(signed_game_tree(&values)),
                "{values:?}"
            );
        }
    }
}
