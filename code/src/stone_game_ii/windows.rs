//! O(n²): the minimum over X split in two, each half a sliding-window minimum.

use super::error::{check_len, Error, MAX_TABLE_LEN};
use super::state_table::leaf_or_stored;
use super::state_table::StateTable;
use super::states::row_width;
use super::suffix_sums::suffix_sums;

/// The state table in O(n²) time: the same values as
/// [`state_table_cubic`](super::book::state_table_cubic), each found in
/// constant amortised time.
///
/// In `f(i, M) = suffix[i] - min over X in 1..=2M of f(i + X, max(M, X))`,
/// split the minimum at `X = M`:
///
/// - for `X <= M` the candidates are `f(j, M)` for `j` in `i+1..=i+M`: a window
///   that slides down column `M` as `i` falls, one step per row;
/// - for `M < X <= 2M` they are `f(i + X, X)` for `X` in `M+1..=2M`: for a
///   fixed row `i`, a window whose two ends only move up as `M` grows.
///
/// A monotonic queue gives the minimum of a sliding window in amortised
/// constant time, so each state costs O(1) and the table O(n²).
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_TABLE_LEN`].
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_ii::book::{state_table, state_table_cubic};
///
/// let piles = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5];
/// assert_eq!(state_table(&piles)?, state_table_cubic(&piles)?);
/// # }
/// # Ok::<(), stone_games::stone_game_ii::Error>(())
/// ```
pub fn state_table(piles: &[u32]) -> Result<StateTable, Error> {
    check_len("state_table", piles.len(), MAX_TABLE_LEN)?;
    Ok(StateTable::new(
        suffix_sums(piles)?,
        fill_with_windows(piles)?,
    ))
}

/// The most stones the first player can collect, read from the state table that
/// [`state_table`] fills with two sliding windows: the O(n²) method of the
/// chapter [*Faster than the textbook*][faster-than-the-textbook], kept under
/// its own name.
/// [`max_stones`](super::max_stones) computes the same answer without the
/// table.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_TABLE_LEN`].
///
/// ```
/// use stone_games::stone_game_ii::{book::max_stones_windows, max_stones};
///
/// let piles = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5];
/// assert_eq!(max_stones_windows(&piles), max_stones(&piles));
/// ```
///
/// [faster-than-the-textbook]: https://stone-games.github.io/stone-games/stone-game-ii/faster.html
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn max_stones_windows(piles: &[u32]) -> Result<u64, Error> {
    check_len("max_stones_windows", piles.len(), MAX_TABLE_LEN)?;
    state_table(piles).map(|table| table.answer())
}

// ANCHOR: window_min
/// The minimum of a sliding window. Values enter at the back and leave from the
/// front, in the order they entered; `min` is the least value still in the
/// window.
///
/// The queue keeps only the values that could still be a minimum: a value with
/// a smaller or equal one behind it (one that entered later, so leaves later)
/// never will be. So the values increase from front to back, and the front is
/// the minimum. Each value enters once and leaves once: amortised O(1) per
/// value.
pub(crate) struct WindowMin {
    queue: Vec<(usize, u64)>, // (key, value); the queue is queue[front..]
    front: usize,
}

impl WindowMin {
    pub(crate) fn new() -> Self {
        WindowMin {
            queue: Vec::new(),
            front: 0,
        }
    }

    pub(crate) fn push(&mut self, key: usize, value: u64) {
        while self.queue.len() > self.front
            && self.queue[self.queue.len() - 1].1 >= value
        {
            self.queue.pop();
        }
        self.queue.push((key, value));
    }

    /// Drop the oldest values while their key has left the window.
    pub(crate) fn expire(&mut self, has_left: impl Fn(usize) -> bool) {
        while self.front < self.queue.len()
            && has_left(self.queue[self.front].0)
        {
            self.front += 1;
        }
        // Reclaim the space of the values that left, once they are half of it.
        if self.front > 32 && 2 * self.front > self.queue.len() {
            self.queue.drain(..self.front);
            self.front = 0;
        }
    }

    pub(crate) fn min(&self) -> u64 {
        self.queue.get(self.front).map_or(u64::MAX, |&(_, v)| v)
    }
}
// ANCHOR_END: window_min

impl WindowMin {
    /// Empty the window and keep its memory, for a window used again (the
    /// steps of [`max_stones_no_table`](super::book::max_stones_no_table) reuse
    /// one per row).
    #[cfg(any(test, feature = "book"))]
    pub(crate) fn clear(&mut self) {
        self.queue.clear();
        self.front = 0;
    }
}

// ANCHOR: fill_with_windows
/// The same rows as the bottom-up table: row `i` holds `f(i, M)` for `M =
/// 1..=row_width(n, i)`.
fn fill_with_windows(piles: &[u32]) -> Result<Vec<Vec<u64>>, Error> {
    let n = piles.len();
    let suffix = suffix_sums(piles)?;
    let mut rows: Vec<Vec<u64>> = vec![Vec::new(); n];
    // Column m (columns[m]): the window of f(j, m) for j in i+1..=i+m, and the
    // next j to add to it (j goes down with i; None until the column is first
    // used).
    let mut columns: Vec<(WindowMin, Option<usize>)> =
        (0..=n / 2).map(|_| (WindowMin::new(), None)).collect();
    for i in (0..n).rev() {
        let mut row = Vec::with_capacity(row_width(n, i));
        // This row's window of f(i + x, x) for x in m+1..=2m, and the next x to
        // add.
        let mut diagonal = WindowMin::new();
        let mut next_x = 2;
        for (m, (column, next_j)) in
            (1..=row_width(n, i)).zip(&mut columns[1..])
        {
            // Moves of x <= m piles leave the state (i + x, m): a window down
            // column m.
            let mut j = next_j.unwrap_or(i + m);
            while j > i {
                column.push(j, leaf_or_stored(&suffix, &rows, j, m));
                j -= 1;
            }
            *next_j = Some(j);
            column.expire(|j| j > i + m);
            // Moves of x > m piles leave the state (i + x, x): a window along
            // this row.
            while next_x <= 2 * m {
                diagonal.push(
                    next_x,
                    leaf_or_stored(&suffix, &rows, i + next_x, next_x),
                );
                next_x += 1;
            }
            diagonal.expire(|x| x <= m);
            row.push(suffix[i] - column.min().min(diagonal.min()));
        }
        rows[i] = row;
    }
    Ok(rows)
}
// ANCHOR_END: fill_with_windows

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::Lcg;
    use crate::stone_game_ii::book::state_table_cubic;
    use crate::stone_game_ii::state_table::assert_same_table;

    #[test]
    fn the_window_minimum_is_the_minimum_of_the_window() {
        let values = [5_u64, 3, 8, 3, 9, 1, 7, 7, 2, 6];
        for width in 1..=values.len() {
            let mut window = WindowMin::new();
            for (k, &v) in values.iter().enumerate() {
                window.push(k, v);
                window.expire(|key| key + width <= k);
                let lo = (k + 1).saturating_sub(width);
                assert_eq!(window.min(), *values[lo..=k].iter().min().unwrap());
            }
        }
    }

    #[test]
    fn a_window_keeps_few_stale_values_and_reclaims_them_cheaply() {
        // Keys 0, 1, 2, ... with increasing values, so that `push` drops
        // nothing and each key stays until it leaves the window. The width
        // grows by one every other step (a key leaves every other step), up
        // to 150, then falls back to 40 (110 keys leave at once).
        let mut window = WindowMin::new();
        let mut width = 40;
        for k in 0..3_000 {
            window.push(k, k as u64);
            if k % 2 == 0 {
                width = if width == 150 { 40 } else { width + 1 };
            }
            let before = window.queue.len();
            window.expire(|key| key + width <= k);
            let kept = window.queue.len();
            let live = kept - window.front;
            assert_eq!(live, width.min(k + 1), "k = {k}");
            // Memory: the values that left take no more room than the
            // live ones, beyond a few.
            assert!(kept <= 2 * live + 32, "k = {k}: {kept} kept, {live} live");
            // Time: a reclaim moves the live values, never more of them than
            // the values it frees, so that all the moves together cost no
            // more than the pushes: amortised O(1) a value.
            if kept < before {
                assert_eq!(window.front, 0);
                assert!(kept <= before - kept, "k = {k}: moved {kept}");
            }
        }
    }

    #[test]
    fn equals_the_cubic_table_on_long_rows() {
        let mut random = Lcg::new(12_345);
        for n in [0, 1, 2, 3, 50, 199, 200, 301] {
            let piles = random.piles(n, 10_000);
            assert_same_table(
                &state_table(&piles).unwrap(),
                &state_table_cubic(&piles).unwrap(),
                &format!("n = {n}"),
            );
        }
    }
}
