//! The interval table, filled bottom-up from the shortest intervals to the
//! whole row.

use super::error::{check_len, Error, MAX_TABLE_BYTES, MAX_TABLE_LEN};
use crate::shared::{FilledTable, Table};

/// Stone Game's table of best score differences: a [`FilledTable`] of `i64`
/// that only [`score_table`] makes, read-only afterwards.
pub type DifferenceTable = FilledTable<i64>;

/// A [`Table`] for `piles`, `n` × `n` for a row of `n` piles, with every cell
/// set to `fill`: Stone Game's memos and its interval table are made with it.
/// (Stone Game VII's [`score_table`](crate::stone_game_vii::score_table)
/// makes its own.)
///
/// # Errors
///
/// [`Error::TooLong`] when the table would take more than
/// [`MAX_TABLE_BYTES`](super::book::MAX_TABLE_BYTES); the limit it names
/// depends on the size of a cell ([`MAX_TABLE_LEN`](super::MAX_TABLE_LEN) for
/// `i64`).
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game::{book::table_for_row, Error, MAX_TABLE_LEN};
///
/// let mut table = table_for_row(&[5, 3, 4], 0_i64)?;
/// table[(0, 2)] = 7;
/// assert_eq!(table[(0, 2)], 7);
///
/// let too_long = vec![1; MAX_TABLE_LEN + 1];
/// assert_eq!(
///     table_for_row(&too_long, 0_i64),
///     Err(Error::TooLong {
///         function: "table_for_row",
///         len: MAX_TABLE_LEN + 1,
///         limit: MAX_TABLE_LEN
///     })
/// );
/// # }
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
pub fn table_for_row<T: Clone>(
    piles: &[u32],
    fill: T,
) -> Result<Table<T>, Error> {
    check_len("table_for_row", piles.len(), most_piles_for(size_of::<T>()))?;
    let n = piles.len();
    Ok(Table::from_cells(piles, vec![fill; n * n]))
}

/// The most piles a table of cells of `cell_bytes` bytes takes within
/// [`MAX_TABLE_BYTES`].
fn most_piles_for(cell_bytes: usize) -> usize {
    (MAX_TABLE_BYTES / cell_bytes.max(1)).isqrt()
}

/// The table of best score differences: `table[(i, j)]` is the most the player
/// to move can end ahead by when only `piles[i..=j]` are left. The answer for
/// the whole row is in the top-right cell, `table[(0, n - 1)]`.
///
/// # Errors
///
/// [`Error::TooLong`] when the row is longer than
/// [`MAX_TABLE_LEN`](super::MAX_TABLE_LEN).
///
/// ```
/// use stone_games::stone_game::score_table;
///
/// let table = score_table(&[5, 3, 4, 5])?;
/// assert_eq!(table[(0, 3)], 1); // the whole row
/// assert_eq!(table[(1, 2)], 1); // [3, 4]: take the 4, end one ahead
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
// ANCHOR: score_table
pub fn score_table(piles: &[u32]) -> Result<DifferenceTable, Error> {
    check_len("score_table", piles.len(), MAX_TABLE_LEN)?;
    let n = piles.len();
    let mut table = table_for_row(piles, 0)?;
    // One pile left: the player to move takes it.
    for (i, &pile) in piles.iter().enumerate() {
        table[(i, i)] = i64::from(pile);
    }
    // Longer intervals, shortest first: both cells read below are one pile
    // shorter.
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            let take_left = i64::from(piles[i]) - table[(i + 1, j)];
            let take_right = i64::from(piles[j]) - table[(i, j - 1)];
            table[(i, j)] = take_left.max(take_right);
        }
    }
    Ok(DifferenceTable::filled(table))
}
// ANCHOR_END: score_table

/// The score difference under optimal play, read from the top-right cell of
/// [`score_table`].
///
/// # Errors
///
/// [`Error::TooLong`] when the row is longer than
/// [`MAX_TABLE_LEN`](super::MAX_TABLE_LEN).
///
/// ```
/// use stone_games::stone_game::book::score_difference_table;
///
/// assert_eq!(score_difference_table(&[1, 100, 9, 1]), Ok(91));
/// ```
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn score_difference_table(piles: &[u32]) -> Result<i64, Error> {
    check_len("score_difference_table", piles.len(), MAX_TABLE_LEN)?;
    let table = score_table(piles)?;
    Ok(match piles.len() {
        0 => 0,
        n => table[(0, n - 1)],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone_game::{book::Scores, MAX_TABLE_LEN};

    #[test]
    fn the_table_of_the_first_example() {
        let table = score_table(&[5, 3, 4, 5]).unwrap();
        let upper: Vec<i64> = (0..4)
            .flat_map(|i| (i..4).map(move |j| (i, j)))
            .map(|cell| table[cell])
            .collect();
        // Row by row: (0,0..=3), (1,1..=3), (2,2..=3), (3,3).
        assert_eq!(upper, [5, 2, 4, 1, 3, 1, 4, 4, 1, 5]);
        assert_eq!(table.row(), [5, 3, 4, 5]);
    }

    #[test]
    fn the_table_prints_its_upper_triangle() {
        let table = score_table(&[5, 3, 4, 5]).unwrap();
        let lines = ["5  2  4  1", "·  3  1  4", "·  ·  4  1", "·  ·  ·  5"];
        assert_eq!(table.to_string(), lines.join("\n") + "\n");
        assert_eq!(score_table(&[]).unwrap().to_string(), "");
    }

    #[test]
    fn the_limit_follows_the_size_of_a_cell() {
        assert_eq!(most_piles_for(8), MAX_TABLE_LEN);
        // The limits the documentation quotes: the memo's cells, and the
        // two-score memo's.
        assert_eq!(std::mem::size_of::<Option<i64>>(), 16);
        assert_eq!(most_piles_for(16), 7_071);
        assert_eq!(std::mem::size_of::<[Option<Scores>; 2]>(), 48);
        assert_eq!(most_piles_for(48), 4_082);
        assert_eq!(most_piles_for(0), most_piles_for(1));
    }

    #[test]
    fn a_row_of_exactly_the_limit_is_taken() {
        // The cells are zeros, which the allocator hands out untouched: the
        // 800 MB are reserved, not written.
        let longest = vec![0; MAX_TABLE_LEN];
        let table = table_for_row(&longest, 0_i64).unwrap();
        assert_eq!(table.size(), MAX_TABLE_LEN);
    }
}
