//! The interval table, filled bottom-up from the shortest intervals to the whole row.

use std::fmt;
use std::ops::{Index, IndexMut};

use super::Error;

/// The most piles a method that keeps a table of every interval accepts.
///
/// The table has `n * n` cells; at this limit that is 10⁸ cells, 800 MB of `i64`.
/// [`score_difference`](super::score_difference) needs no table and takes any row.
pub const MAX_TABLE_PILES: usize = 10_000;

/// A square table with one cell for each pair `(i, j)`, read and written as `table[(i, j)]`.
///
/// The solvers use the cells with `i <= j`: cell `(i, j)` belongs to the interval
/// `piles[i..=j]`. The cells below the diagonal keep the value the table was created with.
///
/// ```
/// use stone_games::stone_game::Table;
///
/// let mut table = Table::new(3, 0_i64)?;
/// table[(0, 2)] = 7;
/// assert_eq!(table[(0, 2)], 7);
/// assert_eq!(table.get(0, 3), None);
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table<T> {
    size: usize,
    cells: Vec<T>,
}

impl<T: Clone> Table<T> {
    /// A `size` × `size` table with every cell set to `fill`.
    ///
    /// # Errors
    ///
    /// [`Error::TooManyPiles`] when `size` is larger than [`MAX_TABLE_PILES`].
    pub fn new(size: usize, fill: T) -> Result<Self, Error> {
        if size > MAX_TABLE_PILES {
            return Err(Error::TooManyPiles {
                piles: size,
                limit: MAX_TABLE_PILES,
            });
        }
        Ok(Table {
            size,
            cells: vec![fill; size * size],
        })
    }
}

impl<T> Table<T> {
    /// The number of rows (and of columns): the number of piles the table was made for.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The cell `(i, j)`, or `None` when it is outside the table.
    pub fn get(&self, i: usize, j: usize) -> Option<&T> {
        (i < self.size && j < self.size).then(|| &self.cells[i * self.size + j])
    }
}

impl<T> Index<(usize, usize)> for Table<T> {
    type Output = T;

    /// # Panics
    ///
    /// When `i` or `j` is not below [`Table::size`], like indexing a slice out of bounds.
    fn index(&self, (i, j): (usize, usize)) -> &T {
        assert!(
            i < self.size && j < self.size,
            "cell ({i}, {j}) is outside a table of size {}",
            self.size
        );
        &self.cells[i * self.size + j]
    }
}

impl<T> IndexMut<(usize, usize)> for Table<T> {
    fn index_mut(&mut self, (i, j): (usize, usize)) -> &mut T {
        assert!(
            i < self.size && j < self.size,
            "cell ({i}, {j}) is outside a table of size {}",
            self.size
        );
        &mut self.cells[i * self.size + j]
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
        for i in 0..self.size {
            let row: Vec<String> = (0..self.size)
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

/// The table of best score differences: `table[(i, j)]` is the most the player to move can
/// end ahead by when only `piles[i..=j]` are left. The answer for the whole row is in the
/// top-right cell, `table[(0, n - 1)]`.
///
/// # Errors
///
/// [`Error::TooManyPiles`] when the row is longer than [`MAX_TABLE_PILES`].
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
    let n = piles.len();
    let mut table = Table::new(n, 0)?;
    // One pile left: the player to move takes it.
    for (i, &pile) in piles.iter().enumerate() {
        table[(i, i)] = i64::from(pile);
    }
    // Longer intervals, shortest first: both cells read below are one pile shorter.
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

/// The score difference under optimal play, read from the top-right cell of [`score_table`].
///
/// # Errors
///
/// [`Error::TooManyPiles`] when the row is longer than [`MAX_TABLE_PILES`].
///
/// ```
/// use stone_games::stone_game::score_difference_table;
///
/// assert_eq!(score_difference_table(&[1, 100, 9, 1]), Ok(91));
/// ```
pub fn score_difference_table(piles: &[u32]) -> Result<i64, Error> {
    let table = score_table(piles)?;
    Ok(match piles.len() {
        0 => 0,
        n => table[(0, n - 1)],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_of_the_first_example() {
        let table = score_table(&[5, 3, 4, 5]).unwrap();
        let upper: Vec<i64> = (0..4)
            .flat_map(|i| (i..4).map(move |j| (i, j)))
            .map(|cell| table[cell])
            .collect();
        // Row by row: (0,0..=3), (1,1..=3), (2,2..=3), (3,3).
        assert_eq!(upper, [5, 2, 4, 1, 3, 1, 4, 4, 1, 5]);
    }

    #[test]
    fn out_of_range_cells_are_none() {
        let table = Table::new(2, 0_i64).unwrap();
        assert_eq!(table.get(1, 1), Some(&0));
        assert_eq!(table.get(2, 0), None);
    }

    #[test]
    fn the_limit_is_checked_before_allocating() {
        assert_eq!(
            Table::new(usize::MAX, 0_u8),
            Err(Error::TooManyPiles {
                piles: usize::MAX,
                limit: MAX_TABLE_PILES
            })
        );
    }
}
