//! The interval table, filled bottom-up by length: O(n³).

use std::ops::{Index, IndexMut};

#[cfg(any(test, feature = "book"))]
use super::error::MAX_CUBIC_LEN;
use super::error::{check_len, Error, MAX_LEN};
#[cfg(any(test, feature = "book"))]
use crate::shared::prefix_sums;

/// Alice's best score on every interval of a row: `table[(i, j)]` is the
/// most she can score on `values[i..=j]`, for `i <= j < len`.
///
/// The cells with `i <= j` are kept, row after row, in one vector of
/// n(n + 1)/2 numbers: half the memory of a square. [`score_table`] fills it
/// in O(n³) and [`score_table_quadratic`](super::book::score_table_quadratic)
/// in O(n²).
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_v::book::score_table;
///
/// let table = score_table(&[2, 1, 1]).unwrap();
/// assert_eq!(table.len(), 3);
/// assert_eq!(table[(0, 2)], 3);
/// assert_eq!(table[(1, 2)], 1);
/// assert_eq!(table.get(2, 1), None);
/// # }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreTable {
    len: usize,
    cells: Vec<u64>,
}

impl ScoreTable {
    /// A table of zeros for a row of `len` stones, to be filled by
    /// indexing, `table[(i, j)] = score`.
    ///
    /// # Errors
    ///
    /// [`Error::TooLong`] for rows longer than [`MAX_LEN`], the longest any
    /// method of this game keeps a table for (its n(n + 1)/2 cells would
    /// otherwise outgrow memory, and then a `usize`).
    ///
    /// ```
    /// # #[cfg(feature = "book")] { // public with the feature `book`
    /// use stone_games::stone_game_v::book::ScoreTable;
    ///
    /// let table = ScoreTable::zeros(3).unwrap();
    /// assert_eq!((table.len(), table[(0, 2)]), (3, 0));
    /// assert!(ScoreTable::zeros(usize::MAX).is_err());
    /// # }
    /// ```
    pub fn zeros(len: usize) -> Result<ScoreTable, Error> {
        check_len("ScoreTable::zeros", len, MAX_LEN)?;
        Ok(ScoreTable {
            len,
            cells: vec![0; len * (len + 1) / 2],
        })
    }

    /// Where cell `(i, j)` is in `cells`: row `i` starts after the rows
    /// before it, of n, n − 1, ..., n − i + 1 cells.
    fn position(&self, i: usize, j: usize) -> usize {
        i * self.len - i * (i.saturating_sub(1)) / 2 + (j - i)
    }

    /// The stones of the row this table is for.
    ///
    /// ```
    /// use stone_games::stone_game_v::book::score_table;
    ///
    /// assert_eq!(score_table(&[1, 2, 3]).unwrap().len(), 3);
    /// assert!(score_table(&[]).unwrap().is_empty());
    /// ```
    #[must_use]
    #[cfg(any(test, feature = "book"))]
    #[cfg_attr(docsrs, doc(cfg(feature = "book")))]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the row is empty.
    ///
    /// ```
    /// use stone_games::stone_game_v::book::score_table;
    ///
    /// assert!(score_table(&[]).unwrap().is_empty());
    /// ```
    #[must_use]
    #[cfg(any(test, feature = "book"))]
    #[cfg_attr(docsrs, doc(cfg(feature = "book")))]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Alice's best score on `values[i..=j]`, or `None` unless
    /// `i <= j < len`.
    ///
    /// ```
    /// use stone_games::stone_game_v::book::score_table;
    ///
    /// let table = score_table(&[6, 2, 3, 4, 5, 5]).unwrap();
    /// assert_eq!(table.get(0, 5), Some(18));
    /// assert_eq!(table.get(3, 3), Some(0));
    /// assert_eq!(table.get(0, 6), None);
    /// ```
    #[must_use]
    #[cfg(any(test, feature = "book"))]
    #[cfg_attr(docsrs, doc(cfg(feature = "book")))]
    pub fn get(&self, i: usize, j: usize) -> Option<u64> {
        (i <= j && j < self.len).then(|| self.cells[self.position(i, j)])
    }
}

impl Index<(usize, usize)> for ScoreTable {
    type Output = u64;

    /// # Panics
    ///
    /// Unless `i <= j < len`, as a slice does out of range; use
    /// [`ScoreTable::get`] to ask.
    fn index(&self, (i, j): (usize, usize)) -> &u64 {
        assert!(i <= j && j < self.len, "({i}, {j}) is not in the table");
        &self.cells[self.position(i, j)]
    }
}

impl IndexMut<(usize, usize)> for ScoreTable {
    /// # Panics
    ///
    /// Unless `i <= j < len`, as [`Index`] does.
    ///
    /// ```
    /// # #[cfg(feature = "book")] { // public with the feature `book`
    /// use stone_games::stone_game_v::book::ScoreTable;
    ///
    /// let mut table = ScoreTable::zeros(2).unwrap();
    /// table[(0, 1)] = 5;
    /// assert_eq!(table.get(0, 1), Some(5));
    /// # }
    /// ```
    fn index_mut(&mut self, (i, j): (usize, usize)) -> &mut u64 {
        assert!(i <= j && j < self.len, "({i}, {j}) is not in the table");
        let at = self.position(i, j);
        &mut self.cells[at]
    }
}

/// Alice's best score on every interval, by the recurrence filled bottom-up:
/// the intervals by length, each from its every cut.
///
/// Each interval of ℓ stones tries its ℓ − 1 cuts, which read only shorter
/// intervals: n(n² − 1)/6 cuts in all.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_CUBIC_LEN`](super::book::MAX_CUBIC_LEN).
///
/// ```
/// use stone_games::stone_game_v::book::score_table;
///
/// let table = score_table(&[2, 2, 2, 5]).unwrap();
/// assert_eq!(table[(0, 3)], 6);
/// assert_eq!(table[(0, 1)], 2);
/// ```
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn score_table(values: &[u32]) -> Result<ScoreTable, Error> {
    check_len("score_table", values.len(), MAX_CUBIC_LEN)?;
    let n = values.len();
    let prefix = prefix_sums(values)?;
    let mut table = ScoreTable::zeros(n)?;
    // ANCHOR: table
    let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
    // One stone scores nothing: the cells (i, i) stay 0.
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            let mut best = 0;
            // Cut after k: the left part is i..=k, the right k+1..=j.
            for k in i..j {
                let (left, right) = (sum(i, k), sum(k + 1, j));
                if left <= right {
                    best = best.max(left + table[(i, k)]);
                }
                if left >= right {
                    best = best.max(right + table[(k + 1, j)]);
                }
            }
            table[(i, j)] = best;
        }
    }
    // ANCHOR_END: table
    Ok(table)
}

/// Alice's largest score, from [`score_table`]: its cell for the whole row.
///
/// # Errors
///
/// As [`score_table`].
///
/// ```
/// use stone_games::stone_game_v::book::max_score_table;
///
/// assert_eq!(max_score_table(&[6, 2, 3, 4, 5, 5]), Ok(18));
/// assert_eq!(max_score_table(&[]), Ok(0));
/// ```
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn max_score_table(values: &[u32]) -> Result<u64, Error> {
    check_len("max_score_table", values.len(), MAX_CUBIC_LEN)?;
    let table = score_table(values)?;
    Ok(table.get(0, values.len().wrapping_sub(1)).unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_fill_the_triangle_exactly_once() {
        for n in 0..12 {
            let table = ScoreTable::zeros(n).unwrap();
            let mut seen = vec![false; table.cells.len()];
            for i in 0..n {
                for j in i..n {
                    let at = table.position(i, j);
                    assert!(!seen[at], "n = {n}, ({i}, {j})");
                    seen[at] = true;
                }
            }
            assert!(seen.iter().all(|&s| s));
        }
    }

    #[test]
    fn get_and_index_agree_and_refuse_outside() {
        let table = score_table(&[6, 2, 3, 4, 5, 5]).unwrap();
        for i in 0..6 {
            for j in i..6 {
                assert_eq!(table.get(i, j), Some(table[(i, j)]));
            }
            assert_eq!(table.get(i, 6), None);
        }
        assert_eq!(table.get(3, 2), None);
        assert_eq!(table[(1, 2)], 2); // 2 | 3: keep the 2
    }

    #[test]
    fn len_and_is_empty_count_the_stones() {
        for n in 0..4 {
            let table = score_table(&vec![1; n]).unwrap();
            assert_eq!((table.len(), table.is_empty()), (n, n == 0));
            let zeros = ScoreTable::zeros(n).unwrap();
            assert_eq!((zeros.len(), zeros.is_empty()), (n, n == 0));
        }
    }

    #[test]
    #[should_panic(expected = "(0, 3) is not in the table")]
    fn writing_outside_panics() {
        ScoreTable::zeros(3).unwrap()[(0, 3)] = 1;
    }

    #[test]
    #[should_panic(expected = "(2, 1) is not in the table")]
    fn index_outside_panics() {
        let _ = score_table(&[1, 2, 3]).unwrap()[(2, 1)];
    }
}
