//! The steps from [`state_table`](super::book::state_table) to
//! [`max_stones_answer_only`](super::max_stones_answer_only), each a complete
//! method, for the chapter [*Engineering the inner
//! loop*][engineering-the-inner-loop] and its benchmark. All of them take the
//! rows one at a time, from the last to the first.
//!
//! [engineering-the-inner-loop]: https://stone-games.github.io/stone-games/stone-game-ii/inner-loop.html

use super::answer::{
    answer_in_u64, column_step, columns, first_leaf, start_column, Column,
};
use super::book::{row_width, suffix_sums};
use super::error::{check_len, Error, MAX_TABLE_LEN};
use super::windows::WindowMin;

/// Step 1: the first player's most stones by the monotonic queues of
/// [`state_table`](super::book::state_table), keeping only the values the
/// windows need instead of the whole table.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_TABLE_LEN`].
///
/// ```
/// use stone_games::stone_game_ii::book::max_stones_no_table;
///
/// assert_eq!(max_stones_no_table(&[2, 7, 9, 4, 4]), Ok(10));
/// ```
pub fn max_stones_no_table(piles: &[u32]) -> Result<u64, Error> {
    check_len("max_stones_no_table", piles.len(), MAX_TABLE_LEN)?;
    by_queues(piles)
}

/// Step 2: as [`max_stones_no_table`], with each column's window in a ring
/// with block minima instead of a monotonic queue.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_TABLE_LEN`].
///
/// ```
/// use stone_games::stone_game_ii::book::max_stones_block_minima;
///
/// assert_eq!(max_stones_block_minima(&[2, 7, 9, 4, 4]), Ok(10));
/// ```
pub fn max_stones_block_minima(piles: &[u32]) -> Result<u64, Error> {
    check_len("max_stones_block_minima", piles.len(), MAX_TABLE_LEN)?;
    by_rings::<WindowMin>(piles)
}

/// Step 3: as [`max_stones_block_minima`], with each row's window in two
/// stacks instead of a monotonic queue.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_TABLE_LEN`].
///
/// ```
/// use stone_games::stone_game_ii::book::max_stones_two_stacks;
///
/// assert_eq!(max_stones_two_stacks(&[2, 7, 9, 4, 4]), Ok(10));
/// ```
pub fn max_stones_two_stacks(piles: &[u32]) -> Result<u64, Error> {
    check_len("max_stones_two_stacks", piles.len(), MAX_TABLE_LEN)?;
    by_rings::<TwoStacks>(piles)
}

/// Step 4: as [`max_stones_two_stacks`], with the rows in blocks of 16 and,
/// in a block, the columns from right to left: the method of
/// [`max_stones_answer_only`](super::max_stones_answer_only), with its values
/// always in `u64`.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_TABLE_LEN`].
///
/// ```
/// use stone_games::stone_game_ii::book::max_stones_row_blocks;
///
/// assert_eq!(max_stones_row_blocks(&[2, 7, 9, 4, 4]), Ok(10));
/// ```
pub fn max_stones_row_blocks(piles: &[u32]) -> Result<u64, Error> {
    check_len("max_stones_row_blocks", piles.len(), MAX_TABLE_LEN)?;
    answer_in_u64(piles)
}

// ANCHOR: row_window
/// The window along a row: values `h(x)` enter with `x` increasing, and
/// leave in the same order.
trait RowWindow {
    fn new(n: usize) -> Self;
    /// An empty window, for a new row.
    fn clear(&mut self);
    fn push(&mut self, x: usize, value: u64);
    /// The values with `x <= m` leave.
    fn expire_through(&mut self, m: usize);
    /// The least value in the window, `u64::MAX` if it is empty.
    fn min(&self) -> u64;
}
// ANCHOR_END: row_window

/// The row window of steps 1 and 2: the monotonic queue of
/// [`state_table`](super::book::state_table).
impl RowWindow for WindowMin {
    fn new(_n: usize) -> Self {
        WindowMin::new()
    }

    fn clear(&mut self) {
        WindowMin::clear(self);
    }

    fn push(&mut self, x: usize, value: u64) {
        WindowMin::push(self, x, value);
    }

    fn expire_through(&mut self, m: usize) {
        self.expire(|x| x <= m);
    }

    fn min(&self) -> u64 {
        WindowMin::min(self)
    }
}

// ANCHOR: two_stacks
/// A queue that knows its minimum, as two stacks. Values enter the back,
/// which keeps them as they are, and their minimum in `back`. When the
/// front runs out, the back's values become the front, each replaced by the
/// least of itself and the values that entered after it: the front's
/// minimum is its first value.
struct TwoStacks {
    values: Vec<u64>, // h(x) at values[x]; the front is values[low..=high]
    low: usize,       // the first x in the window
    high: usize,      // the last x in the front
    top: usize,       // the last x pushed
    back: u64,        // the least value pushed after high
}

impl RowWindow for TwoStacks {
    fn new(n: usize) -> Self {
        TwoStacks {
            values: vec![0; n + 2],
            low: 1,
            high: 0,
            top: 0,
            back: u64::MAX,
        }
    }

    fn clear(&mut self) {
        (self.low, self.high, self.top) = (1, 0, 0);
        self.back = u64::MAX;
    }

    fn push(&mut self, x: usize, value: u64) {
        self.values[x] = value;
        self.top = x;
        self.back = self.back.min(value);
    }

    fn expire_through(&mut self, m: usize) {
        self.low = m + 1;
        if self.low > self.high {
            // The front is empty: the back becomes the front.
            let mut least = u64::MAX;
            for value in self.values[self.low..=self.top].iter_mut().rev() {
                least = least.min(*value);
                *value = least;
            }
            self.high = self.top;
            self.back = u64::MAX;
        }
    }

    fn min(&self) -> u64 {
        self.values[self.low].min(self.back)
    }
}
// ANCHOR_END: two_stacks

/// Step 1. Column `M` keeps a monotonic queue for its window, and a ring of
/// its last `M` values, `f(j, M)` at `rings[M][j % M]`, for the rows'
/// windows: row `i` reads `f(i + x, x)` there.
fn by_queues(piles: &[u32]) -> Result<u64, Error> {
    let n = piles.len();
    let suffix = suffix_sums(piles)?;
    let count = columns(n);
    let mut queues: Vec<WindowMin> =
        (0..=count).map(|_| WindowMin::new()).collect();
    let mut rings: Vec<Vec<u64>> = (0..=count).map(|m| vec![0; m]).collect();
    let mut slots = vec![0; count + 1]; // i % m for row i and column m
    let mut ready = 0; // the columns started so far
    let mut diagonal = WindowMin::new();
    for i in (0..n).rev() {
        // Column m starts at row n - 2m - 1, its window all leaves.
        if ready < count && i == n - 2 * (ready + 1) - 1 {
            ready += 1;
            slots[ready] = i % ready;
            for j in (i + 1..=i + ready).rev() {
                queues[ready].push(j, suffix[j]);
                rings[ready][j % ready] = suffix[j];
            }
        }
        let width = row_width(n, i);
        let leaf = first_leaf(n, i);
        diagonal.clear();
        for m in 1..=width {
            for x in (2 * m - 1).max(2)..=2 * m {
                let h = if x >= leaf {
                    suffix[i + x]
                } else {
                    // Row i + x of column x: the slot row i writes next.
                    let slot = if x <= width { slots[x] } else { i };
                    rings[x][slot]
                };
                diagonal.push(x, h);
            }
            diagonal.expire(|x| x <= m);
            let column = &mut queues[m];
            column.expire(|j| j > i + m);
            let f = suffix[i] - column.min().min(diagonal.min());
            column.push(i, f);
            rings[m][slots[m]] = f;
            slots[m] = if slots[m] == 0 { m - 1 } else { slots[m] - 1 };
        }
    }
    // Column 1 has one slot, and row 0 wrote it last: f(0, 1).
    Ok(rings.get(1).map_or(suffix[0], |ring| ring[0]))
}

/// Steps 2 and 3. Column `M`'s ring, with block minima, is the `Column` of
/// [`max_stones_answer_only`](super::max_stones_answer_only); the row
/// window is `D`.
fn by_rings<D: RowWindow>(piles: &[u32]) -> Result<u64, Error> {
    let n = piles.len();
    let suffix = suffix_sums(piles)?;
    let count = columns(n);
    // Column m's ring is ring[m * (m - 1) / 2..][..m].
    let mut ring = vec![[0; 2]; count * (count + 1) / 2];
    let mut heads = vec![
        Column {
            slot: 0,
            newest_min: 0
        };
        count + 1
    ];
    let mut ready = 0;
    let mut diagonal = D::new(n);
    for i in (0..n).rev() {
        if ready < count && i == n - 2 * (ready + 1) - 1 {
            ready += 1;
            let m = ready;
            let start = m * (m - 1) / 2;
            heads[m] = start_column(&mut ring[start..start + m], &suffix, i);
        }
        let width = row_width(n, i);
        let leaf = first_leaf(n, i);
        diagonal.clear();
        for m in 1..=width {
            for x in (2 * m - 1).max(2)..=2 * m {
                let h = if x >= leaf {
                    suffix[i + x]
                } else {
                    // Row i + x of column x: the slot row i writes next.
                    let slot = if x <= width { heads[x].slot } else { i };
                    ring[x * (x - 1) / 2 + slot][0]
                };
                diagonal.push(x, h);
            }
            diagonal.expire_through(m);
            let start = m * (m - 1) / 2;
            let column = &mut ring[start..start + m];
            column_step(column, &mut heads[m], suffix[i], diagonal.min());
        }
    }
    // Column 1 has one slot, and row 0 wrote it last: f(0, 1).
    Ok(ring.first().map_or(suffix[0], |cell| cell[0]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::Lcg;

    /// Every window of `width` values of `values`, by `D`, as the rows use
    /// it: two values in, one out.
    fn minima<D: RowWindow>(values: &[u64]) -> Vec<u64> {
        let mut window = D::new(values.len());
        let mut minima = Vec::new();
        for m in 1..values.len() / 2 {
            let first = (2 * m - 1).max(2);
            for (x, &value) in (first..).zip(&values[first..=2 * m]) {
                window.push(x, value);
            }
            window.expire_through(m);
            minima.push(window.min());
        }
        minima
    }

    #[test]
    fn both_row_windows_give_the_minimum_of_x_in_m_plus_1_to_2m() {
        let mut random = Lcg::new(5);
        let values: Vec<u64> =
            random.row(200, 999).into_iter().map(u64::from).collect();
        let expected: Vec<u64> = (1..values.len() / 2)
            .map(|m| *values[m + 1..=2 * m].iter().min().unwrap())
            .collect();
        assert_eq!(minima::<WindowMin>(&values), expected);
        assert_eq!(minima::<TwoStacks>(&values), expected);
    }
}
