//! The interval table, filled bottom-up from the shortest intervals to the
//! whole row.

use std::fmt;
use std::ops::{Index, IndexMut};

use super::error::{check_len, Error, MAX_TABLE_BYTES, MAX_TABLE_LEN};

/// A square table with one cell for each pair `(i, j)` of positions in a row of
/// piles, read and written as `table[(i, j)]`. The table keeps its row, so that
/// what is read from it ([`optimal_end`](super::optimal_end)) can never be
/// paired with another row.
///
/// The solvers use the cells with `i <= j`: cell `(i, j)` belongs to the
/// interval `piles[i..=j]`. The cells below the diagonal keep the value the
/// table was created with.
///
/// ```
/// use stone_games::stone_game::Table;
///
/// let mut table = Table::for_row(&[5, 3, 4], 0_i64)?;
/// table[(0, 2)] = 7;
/// assert_eq!(table[(0, 2)], 7);
/// assert_eq!(table.get(0, 3), None);
/// assert_eq!(table.piles(), [5, 3, 4]);
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table<T> {
    piles: Vec<u32>,
    cells: Vec<T>,
}

impl<T: Clone> Table<T> {
    /// A table for `piles`, `n` × `n` for a row of `n` piles, with every cell
    /// set to `fill`.
    ///
    /// # Errors
    ///
    /// [`Error::TooLong`] when the table would take more than
    /// [`MAX_TABLE_BYTES`]; the limit it names depends on the size of a cell
    /// ([`MAX_TABLE_LEN`](super::MAX_TABLE_LEN) for `i64`).
    ///
    /// ```
    /// use stone_games::stone_game::{Error, Table, MAX_TABLE_LEN};
    ///
    /// let too_long = vec![1; MAX_TABLE_LEN + 1];
    /// assert_eq!(
    ///     Table::for_row(&too_long, 0_i64),
    ///     Err(Error::TooLong {
    ///         function: "Table::for_row",
    ///         len: MAX_TABLE_LEN + 1,
    ///         limit: MAX_TABLE_LEN
    ///     })
    /// );
    /// ```
    pub fn for_row(piles: &[u32], fill: T) -> Result<Self, Error> {
        let n = piles.len();
        let limit = most_piles_for(std::mem::size_of::<T>());
        if n > limit {
            return Err(Error::TooLong {
                function: "Table::for_row",
                len: n,
                limit,
            });
        }
        Ok(Table {
            piles: piles.to_vec(),
            cells: vec![fill; n * n],
        })
    }
}

/// The most piles a table of cells of `cell_bytes` bytes takes within
/// [`MAX_TABLE_BYTES`].
fn most_piles_for(cell_bytes: usize) -> usize {
    (MAX_TABLE_BYTES / cell_bytes.max(1)).isqrt()
}

impl<T> Table<T> {
    /// The number of rows (and of columns): the number of piles in the row.
    pub fn size(&self) -> usize {
        self.piles.len()
    }

    /// The row of piles the table was made for.
    pub fn piles(&self) -> &[u32] {
        &self.piles
    }

    /// The cell `(i, j)`, or `None` when it is outside the table.
    pub fn get(&self, i: usize, j: usize) -> Option<&T> {
        let n = self.size();
        (i < n && j < n).then(|| &self.cells[i * n + j])
    }

    /// The cell `(i, j)`, or `None` when it is outside the table.
    pub fn get_mut(&mut self, i: usize, j: usize) -> Option<&mut T> {
        let n = self.size();
        (i < n && j < n).then(|| &mut self.cells[i * n + j])
    }
}

impl<T> Index<(usize, usize)> for Table<T> {
    type Output = T;

    /// # Panics
    ///
    /// When `i` or `j` is not below [`Table::size`], like indexing a slice out
    /// of bounds; [`Table::get`] returns `None` instead.
    fn index(&self, (i, j): (usize, usize)) -> &T {
        let n = self.size();
        self.get(i, j).unwrap_or_else(|| {
            panic!("cell ({i}, {j}) is outside a table of size {n}")
        })
    }
}

impl<T> IndexMut<(usize, usize)> for Table<T> {
    /// # Panics
    ///
    /// As [`Index`]; [`Table::get_mut`] returns `None` instead.
    fn index_mut(&mut self, (i, j): (usize, usize)) -> &mut T {
        let n = self.size();
        self.get_mut(i, j).unwrap_or_else(|| {
            panic!("cell ({i}, {j}) is outside a table of size {n}")
        })
    }
}

/// The upper triangle, one row per `i`, with `·` below the diagonal.
///
/// ```
/// use stone_games::stone_game::score_table;
///
/// let table = score_table(&[5, 3, 4, 5])?;
/// assert_eq!(table.to_string().lines().next(), Some("5  2  4  1"));
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
impl fmt::Display for Table<i64> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = self
            .cells
            .iter()
            .map(|v| v.to_string().len())
            .max()
            .unwrap_or(1);
        for i in 0..self.size() {
            let row: Vec<String> = (0..self.size())
                .map(|j| {
                    let text = if j < i {
                        "·".to_string()
                    } else {
                        self[(i, j)].to_string()
                    };
                    format!("{text:>width$}")
                })
                .collect();
            writeln!(f, "{}", row.join("  ").trim_end())?;
        }
        Ok(())
    }
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
pub fn score_table(piles: &[u32]) -> Result<Table<i64>, Error> {
    check_len("score_table", piles.len(), MAX_TABLE_LEN)?;
    let n = piles.len();
    let mut table = Table::for_row(piles, 0)?;
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
    Ok(table)
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
/// use stone_games::stone_game::score_difference_table;
///
/// assert_eq!(score_difference_table(&[1, 100, 9, 1]), Ok(91));
/// ```
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
    use crate::stone_game::{Scores, MAX_TABLE_LEN};

    #[test]
    fn the_table_of_the_first_example() {
        let table = score_table(&[5, 3, 4, 5]).unwrap();
        let upper: Vec<i64> = (0..4)
            .flat_map(|i| (i..4).map(move |j| (i, j)))
            .map(|cell| table[cell])
            .collect();
        // Row by row: (0,0..=3), (1,1..=3), (2,2..=3), (3,3).
        assert_eq!(upper, [5, 2, 4, 1, 3, 1, 4, 4, 1, 5]);
        assert_eq!(table.piles(), [5, 3, 4, 5]);
    }

    #[test]
    fn every_cell_is_its_own() {
        // A table whose cells all differ: reading (i, j) must give what was
        // written at (i, j), and nothing else.
        let mut table = Table::for_row(&[0; 5], 0_usize).unwrap();
        for i in 0..5 {
            for j in 0..5 {
                table[(i, j)] = 10 * i + j;
            }
        }
        for i in 0..5 {
            for j in 0..5 {
                assert_eq!(table.get(i, j), Some(&(10 * i + j)));
                assert_eq!(table[(i, j)], 10 * i + j);
            }
        }
        assert_eq!(table.get_mut(4, 4).copied(), Some(44));
    }

    #[test]
    fn out_of_range_cells_are_none() {
        let table = Table::for_row(&[1, 2], 0_i64).unwrap();
        assert_eq!(table.get(1, 1), Some(&0));
        assert_eq!(table.get(2, 0), None);
        assert_eq!(table.get(0, 2), None);
        assert_eq!(table.get(usize::MAX, usize::MAX), None);
        let mut table = table;
        assert_eq!(table.get_mut(1, 1).copied(), Some(0));
        assert_eq!(table.get_mut(2, 0), None);
        assert_eq!(table.get_mut(0, 2), None);
        assert_eq!(table.get_mut(usize::MAX, usize::MAX), None);
    }

    #[test]
    #[should_panic(expected = "cell (0, 2) is outside a table of size 2")]
    fn indexing_outside_panics_like_a_slice() {
        // The same message as Stone Game VII's table.
        let table = Table::for_row(&[1, 2], 0_i64).unwrap();
        let _ = table[(0, 2)];
    }

    #[test]
    fn the_table_prints_its_upper_triangle() {
        let table = score_table(&[5, 3, 4, 5]).unwrap();
        let lines = ["5  2  4  1", "·  3  1  4", "·  ·  4  1", "·  ·  ·  5"];
        assert_eq!(table.to_string(), lines.join("\n") + "\n");
        // Every cell is as wide as the widest number.
        let table = score_table(&[10, 1]).unwrap();
        assert_eq!(table.to_string(), "10   9\n ·   1\n");
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
        let table = Table::for_row(&longest, 0_i64).unwrap();
        assert_eq!(table.size(), MAX_TABLE_LEN);
    }
}
