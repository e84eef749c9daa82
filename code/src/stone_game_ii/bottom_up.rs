//! The state table filled bottom-up by the recurrence as it stands: O(n³).

use super::book::{row_width, suffix_sums, StateTable};
use super::error::{check_len, Error, MAX_CUBIC_LEN};
use super::state_table::leaf_or_stored;

/// The state table, filled bottom-up by the recurrence as it stands:
/// `f(i, M) = suffix[i] - min over X in 1..=2M of f(i + X, max(M, X))`. O(n³)
/// time.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_CUBIC_LEN`].
///
/// ```
/// use stone_games::stone_game_ii::book::{state_table, state_table_cubic};
///
/// let piles = [2, 7, 9, 4, 4];
/// assert_eq!(state_table_cubic(&piles)?, state_table(&piles)?);
/// # Ok::<(), stone_games::stone_game_ii::Error>(())
/// ```
pub fn state_table_cubic(piles: &[u32]) -> Result<StateTable, Error> {
    check_len("state_table_cubic", piles.len(), MAX_CUBIC_LEN)?;
    Ok(StateTable::new(suffix_sums(piles)?, fill_bottom_up(piles)?))
}

// ANCHOR: bottom_up
/// Row `i` of the result holds `f(i, M)` for `M = 1..=row_width(n, i)`.
fn fill_bottom_up(piles: &[u32]) -> Result<Vec<Vec<u64>>, Error> {
    let n = piles.len();
    let suffix = suffix_sums(piles)?;
    let mut rows: Vec<Vec<u64>> = vec![Vec::new(); n];
    // Row i reads rows i + 1 to i + 2M only: fill the rows from the last up.
    for i in (0..n).rev() {
        rows[i] = (1..=row_width(n, i))
            .map(|m| {
                let least_left = (1..=2 * m)
                    .map(|x| leaf_or_stored(&suffix, &rows, i + x, m.max(x)))
                    .fold(u64::MAX, u64::min);
                suffix[i] - least_left
            })
            .collect();
    }
    Ok(rows)
}
// ANCHOR_END: bottom_up

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rows_of_the_first_example() {
        let rows = fill_bottom_up(&[2, 7, 9, 4, 4]).unwrap();
        assert_eq!(rows, [vec![10], vec![16], vec![13], vec![], vec![]]);
    }
}
