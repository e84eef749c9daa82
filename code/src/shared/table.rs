//! The interval table of the games played at both ends of a row.

use std::fmt;
use std::ops::{Deref, Index, IndexMut};

/// A square table with one cell for each pair `(i, j)` of positions in a
/// row, read as `table[(i, j)]`: the interval table of Stone Game and of
/// Stone Game VII, each held read-only in its game's `DifferenceTable`
/// ([Stone Game's](crate::stone_game::DifferenceTable),
/// [VII's](crate::stone_game_vii::DifferenceTable)), which only its
/// `score_table` makes. The table keeps its row, so that what is read from
/// it (each game's `optimal_end`) can never be paired with another row.
///
/// A cell is an interval: cell `(i, j)`, with `i <= j`, belongs to
/// `row[i..=j]`. There is no cell below the diagonal: [`get`](Table::get)
/// answers `None` there, as outside the table, and indexing panics. A bare
/// `Table` may be written (`table[(i, j)] = v`)
/// by whoever holds it: the method that fills it, such as the memos of Stone
/// Game's other methods, made by [`table_for_row`]. A `DifferenceTable`
/// hands out no way to write it.
///
/// ```
/// use stone_games::stone_game::score_table;
///
/// let table = score_table(&[5, 3, 4])?;
/// assert_eq!(table[(0, 2)], 4); // take 5, then 3: 8 to 4
/// assert_eq!(table.get(0, 3), None);
/// assert_eq!(table.get(2, 1), None); // below the diagonal: no interval
/// assert_eq!((table.row(), table.size()), (&[5, 3, 4][..], 3));
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
///
#[doc = book_link!(fn stone_game::book::table_for_row)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table<T> {
    row: Vec<u32>,
    cells: Vec<T>,
}

impl<T> Table<T> {
    /// The table of `row` whose cells, row by row, are `cells`: `n × n` of
    /// them for a row of `n`. The caller has checked that they fit.
    pub(crate) fn from_cells(row: &[u32], cells: Vec<T>) -> Self {
        assert_eq!(cells.len(), row.len() * row.len(), "n × n cells");
        Table {
            row: row.to_vec(),
            cells,
        }
    }

    /// The number of rows (and of columns): the length of the row.
    #[must_use]
    pub fn size(&self) -> usize {
        self.row.len()
    }

    /// The row the table was made for: Stone Game's piles, Stone Game
    /// VII's stones.
    #[must_use]
    pub fn row(&self) -> &[u32] {
        &self.row
    }

    /// The cell of the interval `row[i..=j]`, or `None` when there is no
    /// such interval: `j` is `size()` or more, or `i > j` (below the
    /// diagonal).
    #[must_use]
    pub fn get(&self, i: usize, j: usize) -> Option<&T> {
        let n = self.size();
        (i <= j && j < n).then(|| &self.cells[i * n + j])
    }

    /// The cell of the interval `row[i..=j]`, or `None` when there is no
    /// such interval, as [`get`](Self::get).
    ///
    /// ```
    /// # #[cfg(feature = "book")] { // public with the feature `book`
    /// use stone_games::stone_game::book::table_for_row;
    ///
    /// let mut table = table_for_row(&[5, 3, 4], 0_i64)?;
    /// *table.get_mut(0, 2).unwrap() = 7;
    /// assert_eq!(table[(0, 2)], 7);
    /// assert_eq!(table.get_mut(2, 1), None); // below the diagonal
    /// # }
    /// # Ok::<(), stone_games::stone_game::Error>(())
    /// ```
    pub fn get_mut(&mut self, i: usize, j: usize) -> Option<&mut T> {
        let n = self.size();
        (i <= j && j < n).then(|| &mut self.cells[i * n + j])
    }
}

impl<T> Index<(usize, usize)> for Table<T> {
    type Output = T;

    /// # Panics
    ///
    /// When `(i, j)` is no interval of the row (`j` not below
    /// [`Table::size`], or `i > j`), like indexing a slice out of bounds;
    /// [`Table::get`] returns `None` instead.
    fn index(&self, (i, j): (usize, usize)) -> &T {
        let n = self.size();
        self.get(i, j).unwrap_or_else(|| outside(i, j, n))
    }
}

impl<T> IndexMut<(usize, usize)> for Table<T> {
    /// # Panics
    ///
    /// As [`Index`]; [`Table::get_mut`] returns `None` instead.
    fn index_mut(&mut self, (i, j): (usize, usize)) -> &mut T {
        let n = self.size();
        self.get_mut(i, j).unwrap_or_else(|| outside(i, j, n))
    }
}

/// A [`Table`] that only its game's `score_table` fills, read-only
/// afterwards (it derefs to `&Table<T>`): Stone Game's
/// [`DifferenceTable`](crate::stone_game::DifferenceTable) of `i64` and Stone
/// Game VII's [`DifferenceTable`](crate::stone_game_vii::DifferenceTable) of
/// `u64`. So every cell a game's `optimal_end` reads is the value of its
/// interval.
///
/// ```
/// use stone_games::stone_game::score_table;
///
/// let table = score_table(&[5, 3, 4, 5])?;
/// assert_eq!(table[(1, 2)], 1);
/// assert_eq!(table.row(), [5, 3, 4, 5]);
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
///
/// A cell cannot be written:
///
/// ```compile_fail
/// use stone_games::stone_game::score_table;
///
/// let mut table = score_table(&[1, 2]).unwrap();
/// table[(0, 1)] = 9;
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FilledTable<T>(Table<T>);

impl<T> FilledTable<T> {
    /// `table`, read-only from now on: for a game's `score_table` alone.
    pub(crate) fn filled(table: Table<T>) -> Self {
        FilledTable(table)
    }
}

impl<T> Deref for FilledTable<T> {
    type Target = Table<T>;

    fn deref(&self) -> &Table<T> {
        &self.0
    }
}

/// As [`Table`]'s: the upper triangle, one row per `i`.
impl<T: fmt::Display> fmt::Display for FilledTable<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The one panic of a table read or written outside itself.
fn outside(i: usize, j: usize, n: usize) -> ! {
    if i > j && i < n {
        panic!(
            "cell ({i}, {j}) is below the diagonal of a table of size {n}: \
             a cell is an interval, i <= j"
        )
    }
    panic!("cell ({i}, {j}) is outside a table of size {n}")
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
impl<T: fmt::Display> fmt::Display for Table<T> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_is_its_own() {
        // A table whose cells all differ: reading (i, j) must give what was
        // written at (i, j), and nothing else.
        let mut table = Table::from_cells(&[0; 5], vec![0_usize; 25]);
        for i in 0..5 {
            for j in i..5 {
                table[(i, j)] = 10 * i + j;
            }
        }
        for i in 0..5 {
            for j in i..5 {
                assert_eq!(table.get(i, j), Some(&(10 * i + j)));
                assert_eq!(table[(i, j)], 10 * i + j);
            }
        }
        assert_eq!(table.get_mut(4, 4).copied(), Some(44));
        assert_eq!(table.row(), [0; 5]);
    }

    #[test]
    fn out_of_range_cells_are_none() {
        let table = Table::from_cells(&[1, 2], vec![0_i64; 4]);
        assert_eq!(table.get(1, 1), Some(&0));
        assert_eq!(table.get(1, 0), None, "below the diagonal");
        assert_eq!(table.get(2, 0), None);
        assert_eq!(table.get(0, 2), None);
        assert_eq!(table.get(usize::MAX, usize::MAX), None);
        let mut table = table;
        assert_eq!(table.get_mut(1, 1).copied(), Some(0));
        assert_eq!(table.get_mut(1, 0), None);
        assert_eq!(table.get_mut(2, 0), None);
        assert_eq!(table.get_mut(0, 2), None);
        assert_eq!(table.get_mut(usize::MAX, usize::MAX), None);
    }

    #[test]
    #[should_panic(expected = "cell (0, 2) is outside a table of size 2")]
    fn indexing_outside_panics_like_a_slice() {
        let table = Table::from_cells(&[1, 2], vec![0_u64; 4]);
        let _ = table[(0, 2)];
    }

    #[test]
    #[should_panic(
        expected = "cell (1, 0) is below the diagonal of a table of size 2"
    )]
    fn reading_below_the_diagonal_panics_and_says_why() {
        let table = Table::from_cells(&[1, 2], vec![0_u64; 4]);
        let _ = table[(1, 0)];
    }

    #[test]
    #[should_panic(expected = "cell (2, 0) is outside a table of size 2")]
    fn writing_outside_panics_the_same_way() {
        let mut table = Table::from_cells(&[1, 2], vec![0_i64; 4]);
        table[(2, 0)] = 1;
    }

    #[test]
    fn the_table_prints_its_upper_triangle() {
        let cells = vec![5_i64, 2, 0, 3];
        let table = Table::from_cells(&[5, 3], cells);
        assert_eq!(table.to_string(), "5  2\n·  3\n");
        // Every cell is as wide as the widest number.
        let table = Table::from_cells(&[10, 1], vec![10_u64, 9, 0, 1]);
        assert_eq!(table.to_string(), "10   9\n ·   1\n");
        let empty = Table::<i64>::from_cells(&[], vec![]);
        assert_eq!(empty.to_string(), "");
    }
}
