//! The table of state values, and the one rule that reads it: a leaf takes all
//! that is left, any other state's value is stored.

/// The values `f(i, M)` of the states a game can reach, with the leaves left
/// out.
///
/// A state `(i, M)` is only reached with `M <= max(1, i)` (M is the largest
/// move so far, and the moves so far took `i` piles), and a state with
/// `i + 2M >= n` is a *leaf*: the player to move takes everything left,
/// `suffix[i]` stones. (The bound is simple, not tight: some states within it
/// are never reached; see [`reached_states`](super::book::reached_states).) So
/// row `i` keeps the values for `M =
/// 1..=`[`row_width`](super::book::row_width)`(n, i)`, `min(max(1, i), (n - i -
/// 1) / 2)`: about n²/6 values in all, instead of n²/2 for every pair.
///
/// Only [`state_table`](super::book::state_table) and
/// [`state_table_cubic`](super::book::state_table_cubic) make one, so its
/// values are always those of its row.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_ii::book::state_table;
///
/// let table = state_table(&[2, 7, 9, 4, 4])?;
/// assert_eq!(table.answer(), 10);
/// assert_eq!(table.value(0, 1), Some(10));
/// assert_eq!(table.value(2, 2), Some(17)); // a leaf: 9 + 4 + 4
/// assert_eq!(table.value(1, 2), None); // M = 2 after one pile: never reached
/// assert_eq!(table.piles(), 5);
/// assert_eq!(table.stored(), 3); // f(0, 1), f(1, 1), f(2, 1); the rest leaves
/// # }
/// # Ok::<(), stone_games::stone_game_ii::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateTable {
    suffix: Vec<u64>,
    rows: Vec<Vec<u64>>,
}

// ANCHOR: leaf_or_stored
/// f(i, M) of a state a game reaches, from the suffix sums and the rows filled
/// so far: a leaf (i + 2M >= n) takes all that is left; any other state's value
/// is stored in row i, at M - 1.
pub(crate) fn leaf_or_stored(
    suffix: &[u64],
    rows: &[Vec<u64>],
    i: usize,
    m: usize,
) -> u64 {
    let n = suffix.len() - 1;
    if i + 2 * m >= n {
        suffix[i]
    } else {
        rows[i][m - 1]
    }
}
// ANCHOR_END: leaf_or_stored

impl StateTable {
    /// The table of a row, from its suffix sums and the rows its values were
    /// filled into: row `i` holds `f(i, M)` for `M = 1..=row_width(n, i)`.
    pub(super) fn new(suffix: Vec<u64>, rows: Vec<Vec<u64>>) -> StateTable {
        debug_assert_eq!(rows.len() + 1, suffix.len());
        StateTable { suffix, rows }
    }

    /// The number of piles.
    #[must_use]
    pub fn piles(&self) -> usize {
        self.suffix.len() - 1
    }

    /// `f(i, M)`: the most stones the player to move collects from state
    /// `(i, M)`, or `None` when no game reaches that state (`M > max(1, i)`,
    /// `M = 0`, or `i > n`). A leaf's value is computed, any other state's is
    /// stored.
    #[must_use]
    pub fn value(&self, i: usize, m: usize) -> Option<u64> {
        let n = self.piles();
        if i > n || m == 0 || m > i.max(1) {
            return None;
        }
        Some(leaf_or_stored(&self.suffix, &self.rows, i, m))
    }

    /// The answer to the game: `f(0, 1)`, the state every game starts from.
    #[must_use]
    #[cfg(any(test, feature = "book"))]
    #[cfg_attr(docsrs, doc(cfg(feature = "book")))]
    pub fn answer(&self) -> u64 {
        leaf_or_stored(&self.suffix, &self.rows, 0, 1)
    }

    /// How many values the table stores (its leaves are computed, not stored).
    #[cfg(any(test, feature = "book"))]
    #[cfg_attr(docsrs, doc(cfg(feature = "book")))]
    pub fn stored(&self) -> usize {
        self.rows.iter().map(Vec::len).sum()
    }
}

/// Test-only: that `found` is the table `expected`, failing on the first
/// state whose values differ, the answer's `(0, 1)` first, with `context`
/// (the row): not on both tables printed whole, which a 50-pile row makes
/// hundreds of lines.
#[cfg(test)]
pub(crate) fn assert_same_table(
    found: &StateTable,
    expected: &StateTable,
    context: &str,
) {
    let n = expected.piles();
    assert_eq!(found.piles(), n, "{context}: the piles of the tables");
    for i in 0..=n {
        for m in 1..=i.max(1) {
            let (got, due) = (found.value(i, m), expected.value(i, m));
            assert!(
                got == due,
                "{context}: f({i}, {m}) is {got:?}, where the table to \
                 match has {due:?}"
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone_game_ii::book::{state_table_cubic, suffix_sums};

    #[test]
    fn the_table_stores_about_n_squared_over_six_values() {
        let table = state_table_cubic(&vec![1; 600]).unwrap();
        let ratio = table.stored() as f64 / (600.0 * 600.0 / 6.0);
        assert!((0.95..1.05).contains(&ratio), "{ratio}");
    }

    #[test]
    fn a_leaf_is_all_that_is_left_and_the_rest_is_stored() {
        let suffix = suffix_sums(&[2, 7, 9, 4, 4]).unwrap();
        let rows = vec![vec![10], vec![16], vec![13], vec![], vec![]];
        assert_eq!(leaf_or_stored(&suffix, &rows, 0, 1), 10);
        assert_eq!(leaf_or_stored(&suffix, &rows, 1, 1), 16);
        assert_eq!(leaf_or_stored(&suffix, &rows, 2, 1), 13);
        assert_eq!(leaf_or_stored(&suffix, &rows, 2, 2), 17); // 2 + 4 >= 5
        assert_eq!(leaf_or_stored(&suffix, &rows, 3, 1), 8); // 3 + 2 >= 5
        assert_eq!(leaf_or_stored(&suffix, &rows, 5, 1), 0); // the end
    }

    #[test]
    fn values_outside_the_bound_are_none() {
        let table = state_table_cubic(&[2, 7, 9, 4, 4]).unwrap();
        assert_eq!(table.value(0, 0), None);
        assert_eq!(table.value(1, 2), None);
        assert_eq!(table.value(6, 1), None);
        assert_eq!(table.value(usize::MAX, usize::MAX), None);
        assert_eq!(table.value(5, 5), Some(0));
        assert_eq!(table.piles(), 5);
    }
}
