//! The interval table, filled from the shortest intervals to the whole row,
//! with the stones left in an interval read from prefix sums.

use super::error::{check_len, Error, MAX_TABLE_LEN};
use crate::shared::{prefix_sums, FilledTable, Table};

/// Stone Game VII's table of best score differences: a [`FilledTable`] of
/// `u64` that only [`score_table`] makes, read-only afterwards. So every cell
/// [`optimal_end`](super::optimal_end) reads is the value of its interval, at
/// most the interval's total, and its subtractions cannot go below zero.
///
/// ```
/// use stone_games::stone_game_vii::score_table;
///
/// let table = score_table(&[5, 3, 1, 4, 2])?;
/// assert_eq!(table[(3, 4)], 4);
/// assert_eq!(table.row(), [5, 3, 1, 4, 2]);
/// # Ok::<(), stone_games::stone_game_vii::Error>(())
/// ```
pub type DifferenceTable = FilledTable<u64>;

/// The table of best score differences, `D(i, j)` for every interval:
/// `table[(i, j)]` is the most the player to move can end ahead by when only
/// `stones[i..=j]` are left (`i <= j`: there is no cell below the
/// diagonal). The whole row's difference is the top-right cell,
/// `table[(0, n - 1)]`. The [`DifferenceTable`] keeps its row, so that what is
/// read from it ([`optimal_end`](super::optimal_end)) can never be paired with
/// another row, and cannot be changed.
///
/// # Errors
///
/// [`Error::TooLong`] when the row is longer than
/// [`MAX_TABLE_LEN`](super::MAX_TABLE_LEN): its n² cells would take
/// more than 800 MB.
///
/// ```
/// use stone_games::stone_game_vii::score_table;
///
/// let table = score_table(&[5, 3, 1, 4, 2])?;
/// assert_eq!(table[(3, 4)], 4); // 4 2: remove the 2, score 4
/// assert_eq!(table[(2, 2)], 0); // one stone: removing it scores 0
/// assert_eq!(table.get(0, 5), None);
/// assert_eq!(table.size(), 5);
/// assert_eq!(table.row(), [5, 3, 1, 4, 2]);
/// # Ok::<(), stone_games::stone_game_vii::Error>(())
/// ```
pub fn score_table(stones: &[u32]) -> Result<DifferenceTable, Error> {
    check_len("score_table", stones.len(), MAX_TABLE_LEN)?;
    let cells = fill_by_length(stones)?;
    Ok(DifferenceTable::filled(Table::from_cells(stones, cells)))
}

// ANCHOR: fill_by_length
/// The n × n cells of the table of `stones`: cell (i, j) is `d[i * n + j]`,
/// filled from the shortest intervals to the whole row.
fn fill_by_length(stones: &[u32]) -> Result<Vec<u64>, Error> {
    let n = stones.len();
    let sum = prefix_sums(stones)?;
    // The total of the stones i..=j.
    let left = |i: usize, j: usize| sum[j + 1] - sum[i];
    // One stone left: removing it scores 0, so the diagonal keeps the 0 it
    // starts with.
    let mut d = vec![0_u64; n * n];
    // Longer intervals, shortest first: both cells read below are one stone
    // shorter.
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            let remove_left = left(i + 1, j) - d[(i + 1) * n + j];
            let remove_right = left(i, j - 1) - d[i * n + j - 1];
            d[i * n + j] = remove_left.max(remove_right);
        }
    }
    Ok(d)
}
// ANCHOR_END: fill_by_length

/// The score difference under optimal play, read from the top-right cell of
/// [`score_table`]; 0 for an empty row.
///
/// # Errors
///
/// [`Error::TooLong`] when the row is longer than
/// [`MAX_TABLE_LEN`](super::MAX_TABLE_LEN).
///
/// ```
/// use stone_games::stone_game_vii::book::score_difference_table;
///
/// assert_eq!(score_difference_table(&[5, 3, 1, 4, 2]), Ok(6));
/// assert_eq!(score_difference_table(&[]), Ok(0));
/// ```
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn score_difference_table(stones: &[u32]) -> Result<u64, Error> {
    check_len("score_difference_table", stones.len(), MAX_TABLE_LEN)?;
    let table = score_table(stones)?;
    Ok(match stones.len() {
        0 => 0,
        n => table[(0, n - 1)],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_of_the_first_example() {
        let table = score_table(&[5, 3, 1, 4, 2]).unwrap();
        let upper: Vec<u64> = (0..5)
            .flat_map(|i| (i..5).map(move |j| (i, j)))
            .map(|cell| table[cell])
            .collect();
        // Row by row: (0, 0..=4), (1, 1..=4), ... The chapter *The
        // recurrence* works (1, 3) out by hand: 3 1 4 is worth 1.
        assert_eq!(upper, [0, 5, 3, 7, 6, 0, 3, 1, 7, 0, 4, 2, 0, 4, 0]);
    }
}
