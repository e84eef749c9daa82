//! The table of state values, filled bottom-up, and the bounds that keep it small.

use std::collections::BTreeSet;

use super::error::{check_size, Error, MAX_TABLE_PILES};

// ANCHOR: suffix_sums
/// `suffix[i]` is the number of stones in piles `i..`; `suffix[n]` is 0.
pub fn suffix_sums(piles: &[u32]) -> Vec<u64> {
    let mut suffix = vec![0; piles.len() + 1];
    for i in (0..piles.len()).rev() {
        suffix[i] = suffix[i + 1] + u64::from(piles[i]);
    }
    suffix
}
// ANCHOR_END: suffix_sums

/// The values `f(i, M)` of the states a game can reach, with the leaves left out.
///
/// A state `(i, M)` is only reached with `M <= max(1, i)` (M is the largest move so far, and
/// the moves so far took `i` piles), and a state with `i + 2M >= n` is a *leaf*: the player
/// to move takes everything left, `suffix[i]` stones. (The bound is simple, not tight: some
/// states within it are never reached; see [`reached_states`].) So row `i` keeps the values for
/// `M = 1..=`[`row_width`]`(n, i)`, `min(max(1, i), (n - i - 1) / 2)`: about n²/6 values in
/// all, instead of n²/2 for every pair.
///
/// ```
/// use stone_games::stone_game_ii::state_table;
///
/// let table = state_table(&[2, 7, 9, 4, 4])?;
/// assert_eq!(table.answer(), 10);
/// assert_eq!(table.value(0, 1), Some(10));
/// assert_eq!(table.value(2, 2), Some(17)); // a leaf: 9 + 4 + 4
/// assert_eq!(table.value(1, 2), None); // M = 2 after one pile: never reached
/// # Ok::<(), stone_games::stone_game_ii::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateTable {
    pub(super) suffix: Vec<u64>,
    pub(super) rows: Vec<Vec<u64>>,
}

/// How many states `(i, M)` of row `i` need a decision on a row of `n` piles, and so how
/// many values row `i` of a [`StateTable`] keeps: the states with `M <= max(1, i)` that are
/// not leaves (`i + 2M < n`), which are `M = 1..=row_width(n, i)`.
///
/// ```
/// use stone_games::stone_game_ii::row_width;
///
/// assert_eq!(row_width(12, 0), 1); // (0, 1)
/// assert_eq!(row_width(12, 4), 3); // M = 4 would be a leaf: 4 + 8 >= 12
/// assert_eq!(row_width(12, 10), 0); // two piles left: every M is a leaf
/// ```
pub fn row_width(n: usize, i: usize) -> usize {
    if i + 2 >= n {
        0
    } else {
        i.max(1).min((n - i - 1) / 2)
    }
}

impl StateTable {
    /// The number of piles.
    pub fn piles(&self) -> usize {
        self.suffix.len() - 1
    }

    /// `f(i, M)`: the most stones the player to move collects from state `(i, M)`, or
    /// `None` when no game reaches that state (`M > max(1, i)`, `M = 0`, or `i > n`).
    pub fn value(&self, i: usize, m: usize) -> Option<u64> {
        let n = self.piles();
        if i > n || m == 0 || m > i.max(1) {
            return None;
        }
        Some(self.value_of_reached(i, m))
    }

    /// `f(i, M)` for a state within the bound `1 <= M <= max(1, i)`, `i <= n`: a leaf's
    /// value, or the stored one. Like indexing a slice, it panics outside the table; use
    /// [`StateTable::value`] to get `None` there instead.
    ///
    /// ```
    /// use stone_games::stone_game_ii::state_table;
    ///
    /// let table = state_table(&[2, 7, 9, 4, 4])?;
    /// assert_eq!(table.value_of_reached(1, 1), 16);
    /// # Ok::<(), stone_games::stone_game_ii::Error>(())
    /// ```
    pub fn value_of_reached(&self, i: usize, m: usize) -> u64 {
        if i + 2 * m >= self.piles() {
            self.suffix[i]
        } else {
            self.rows[i][m - 1]
        }
    }

    /// The answer to the game: `f(0, 1)`.
    pub fn answer(&self) -> u64 {
        self.value_of_reached(0, 1)
    }

    /// How many values the table stores (its leaves are computed, not stored).
    pub fn stored(&self) -> usize {
        self.rows.iter().map(Vec::len).sum()
    }
}

/// The state table, filled bottom-up by the recurrence as it stands:
/// `f(i, M) = suffix[i] - min over X in 1..=2M of f(i + X, max(M, X))`. O(n³) time.
///
/// # Errors
///
/// [`Error::TooManyPiles`] for rows longer than [`MAX_TABLE_PILES`].
///
/// ```
/// use stone_games::stone_game_ii::{state_table, state_table_cubic};
///
/// assert_eq!(state_table_cubic(&[2, 7, 9, 4, 4])?, state_table(&[2, 7, 9, 4, 4])?);
/// # Ok::<(), stone_games::stone_game_ii::Error>(())
/// ```
pub fn state_table_cubic(piles: &[u32]) -> Result<StateTable, Error> {
    check_size(piles.len(), MAX_TABLE_PILES)?;
    Ok(StateTable {
        suffix: suffix_sums(piles),
        rows: fill_bottom_up(piles),
    })
}

// ANCHOR: bottom_up
/// Row `i` of the result holds `f(i, M)` for `M = 1..=row_width(n, i)`.
fn fill_bottom_up(piles: &[u32]) -> Vec<Vec<u64>> {
    let n = piles.len();
    let suffix = suffix_sums(piles);
    let mut rows: Vec<Vec<u64>> = vec![Vec::new(); n];
    // f(i, m) of a state that is reached: a leaf takes all that is left.
    let f = |rows: &[Vec<u64>], i: usize, m: usize| {
        if i + 2 * m >= n {
            suffix[i]
        } else {
            rows[i][m - 1]
        }
    };
    // Row i reads rows i + 1 to i + 2M only: fill the rows from the last to the first.
    for i in (0..n).rev() {
        rows[i] = (1..=row_width(n, i))
            .map(|m| {
                let least_left = (1..=2 * m)
                    .map(|x| f(&rows, i + x, m.max(x)))
                    .fold(u64::MAX, u64::min);
                suffix[i] - least_left
            })
            .collect();
    }
    rows
}
// ANCHOR_END: bottom_up

/// Every state `(i, M)` that some game on a row of `n` piles reaches, from `(0, 1)`, with
/// any moves at all (not only optimal ones), in order. `(n, M)` is the end of a game.
///
/// ```
/// use stone_games::stone_game_ii::reached_states;
///
/// let states = reached_states(4);
/// assert!(states.contains(&(1, 1)) && states.contains(&(2, 2)));
/// assert!(!states.contains(&(1, 2)));
/// assert!(states.iter().all(|&(i, m)| m <= i.max(1)));
/// ```
pub fn reached_states(n: usize) -> Vec<(usize, usize)> {
    let mut seen = BTreeSet::from([(0, 1)]);
    let mut pending = vec![(0, 1)];
    while let Some((i, m)) = pending.pop() {
        for x in 1..=(2 * m).min(n - i) {
            let next = (i + x, m.max(x));
            if seen.insert(next) {
                pending.push(next);
            }
        }
    }
    seen.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reached_state_never_has_m_above_max_1_i() {
        for n in 0..=30 {
            for (i, m) in reached_states(n) {
                assert!(m <= i.max(1), "n = {n}: ({i}, {m})");
            }
        }
    }

    #[test]
    fn the_table_keeps_every_reached_state_that_is_not_a_leaf() {
        for n in 0..=30 {
            for (i, m) in reached_states(n) {
                if i + 2 * m < n {
                    assert!(m <= row_width(n, i), "n = {n}: ({i}, {m})");
                }
            }
        }
    }

    #[test]
    fn the_cubic_methods_take_about_0_04_n_cubed_steps() {
        // The moves tried by the memo and the bottom-up table: 2M for each stored state.
        let n = 1_000;
        let steps: usize = (0..n)
            .map(|i| (1..=row_width(n, i)).map(|m| 2 * m).sum::<usize>())
            .sum();
        let ratio = steps as f64 / (n as f64).powi(3);
        assert!((0.035..0.045).contains(&ratio), "{ratio}");
    }

    #[test]
    fn the_bound_is_not_tight() {
        // M = 3 needs a move of 3 piles, which needs M >= 2 before it, which needs a move
        // of 2 piles: (3, 3) is within the bound but no game reaches it.
        assert!(3 <= row_width(10, 3));
        assert!(!reached_states(10).contains(&(3, 3)));
    }

    #[test]
    fn the_table_stores_about_n_squared_over_six_values() {
        let table = state_table_cubic(&vec![1; 600]).unwrap();
        let ratio = table.stored() as f64 / (600.0 * 600.0 / 6.0);
        assert!((0.95..1.05).contains(&ratio), "{ratio}");
    }
}
