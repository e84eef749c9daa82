//! The answer alone, without the state table, in O(n²) time: the two
//! sliding-window minima of [`state_table`](super::book::state_table), with an
//! inner loop built for the processor. The chapter [*Engineering the inner
//! loop*][engineering-the-inner-loop] tells how; the steps on the way are in
//! `answer_steps.rs`.
//!
//! [engineering-the-inner-loop]: https://stone-games.github.io/stone-games/stone-game-ii/inner-loop.html

use std::ops::Sub;

use super::error::{check_len, Error, MAX_TABLE_LEN};
use super::states::row_width;
use super::suffix_sums::suffix_sums;

/// The most stones the first player can collect under optimal play, without
/// the state table: O(n²) time, and about 0.45·n² bytes of memory (0.89·n²
/// when the row holds more than `u32::MAX` stones in all).
///
/// The same recurrence as [`state_table`](super::book::state_table), split the
/// same way into a window down each column and a window along each row; it
/// keeps only the last `M` values of each column `M`, and takes the rows in
/// blocks so that each column's values are read together.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_TABLE_LEN`].
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_ii::book::max_stones_answer_only;
///
/// assert_eq!(max_stones_answer_only(&[2, 7, 9, 4, 4]), Ok(10));
/// assert_eq!(max_stones_answer_only(&[1, 1, 1]), Ok(2));
/// assert_eq!(max_stones_answer_only(&[]), Ok(0));
/// # }
/// ```
pub fn max_stones_answer_only(piles: &[u32]) -> Result<u64, Error> {
    check_len("max_stones_answer_only", piles.len(), MAX_TABLE_LEN)?;
    Ok(answer(suffix_sums(piles)?))
}

// ANCHOR: narrow
/// The answer from the suffix sums, in `u32` if the row's total fits (every
/// value is at most the total), or else in `u64`.
fn answer(suffix: Vec<u64>) -> u64 {
    let narrow: Option<Vec<u32>> =
        suffix.iter().map(|&s| u32::try_from(s).ok()).collect();
    match narrow {
        Some(suffix) => by_blocks(suffix).into(),
        None => by_blocks(suffix),
    }
}
// ANCHOR_END: narrow

// ANCHOR: value
/// The integer type of the values: `u32` or `u64`. `MAX` is above every
/// value: the minimum of nothing.
pub(crate) trait Value:
    Copy + Ord + Sub<Output = Self> + Into<u64>
{
    const ZERO: Self;
    const MAX: Self;
}

impl Value for u32 {
    const ZERO: u32 = 0;
    const MAX: u32 = u32::MAX;
}

impl Value for u64 {
    const ZERO: u64 = 0;
    const MAX: u64 = u64::MAX;
}
// ANCHOR_END: value

/// Step 4, [`max_stones_row_blocks`](super::book::max_stones_row_blocks): the
/// values always in `u64`.
#[cfg(any(test, feature = "book"))]
pub(crate) fn answer_in_u64(piles: &[u32]) -> Result<u64, Error> {
    Ok(by_blocks(suffix_sums(piles)?))
}

/// How many states `(i, M)` the O(n²) methods compute on a row of `n`
/// piles, one for each value the state table stores: about n²/6, the sum of
/// [`row_width`] over the rows.
///
/// Computed in constant time, for any `n`: row 0 has one state, rows `i = 1`
/// to `a = (n - 1) / 3` have `i`, and the rows after have
/// `(n - 1 - i) / 2`, rounded down, which add up to `t² / 4`, rounded down,
/// for `t = n - 2 - a`. The count is a `u128`: for the largest `n` it is
/// beyond a `u64`.
///
/// ```
/// use stone_games::stone_game_ii::book::states_computed;
///
/// assert_eq!(states_computed(5), 3); // (0, 1), (1, 1) and (2, 1)
/// assert_eq!(states_computed(10_000), 16_661_668);
/// ```
#[must_use]
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn states_computed(n: usize) -> u128 {
    if n < 3 {
        return 0; // two piles or fewer: every state is a leaf
    }
    let n = n as u128;
    let a = (n - 1) / 3;
    let t = n - 2 - a;
    1 + a * (a + 1) / 2 + t * t / 4
}

// ANCHOR: column_ring
/// Where column `M` is in its ring: `column[slot]` is `[f(j, M), low]` for
/// `j % M == slot`, the last `M` rows `j` of the column.
#[derive(Clone, Copy)]
pub(crate) struct Column<V> {
    /// The next slot to write: `i % M` for row `i`.
    pub(crate) slot: usize,
    /// The least value written since slot 0 was last written.
    pub(crate) newest_min: V,
}

/// State `(i, M)`: `f(i, M)` from `stones_left`, `suffix[i]`, and
/// `row_min`, the row window's minimum; `f(i, M)` replaces `f(i + M, M)` in
/// the ring, and that value is returned.
///
/// The ring is cut into blocks of `M` rows, each written from slot `M - 1`
/// down to slot 0. When a block is complete, `low` in slot `t` becomes the
/// least of its slots `0..=t`. So the column window, rows `i + 1..=i + M`,
/// is the slots above `slot` of the block being written (`newest_min`) and
/// the slots `0..=slot` of the block before (`low` in `slot`).
pub(crate) fn column_step<V: Value>(
    column: &mut [[V; 2]],
    head: &mut Column<V>,
    stones_left: V,
    row_min: V,
) -> V {
    let slot = head.slot;
    let [oldest, low] = column[slot];
    let f = stones_left - head.newest_min.min(low).min(row_min);
    column[slot][0] = f;
    head.newest_min = head.newest_min.min(f);
    if slot > 0 {
        head.slot = slot - 1;
    } else {
        // The block is complete: the least of its slots 0..=t, for each t.
        let mut least = V::MAX;
        for cell in column.iter_mut() {
            least = least.min(cell[0]);
            cell[1] = least;
        }
        head.newest_min = V::MAX;
        head.slot = column.len() - 1;
    }
    oldest
}
// ANCHOR_END: column_ring

// ANCHOR: start_column
/// The columns `M` with a state that is not a leaf are `1..=columns(n)`: a
/// state needs `M <= max(1, i)` and `i + 2M < n`.
pub(crate) fn columns(n: usize) -> usize {
    if n < 3 {
        0
    } else {
        ((n - 1) / 3).max(1)
    }
}

/// The first `x` for which `f(i + x, x)` is a leaf: `i + 3x >= n`.
pub(crate) fn first_leaf(n: usize, i: usize) -> usize {
    (n - i).div_ceil(3)
}

/// Column `M`'s ring and head at its first row `i = n - 2M - 1`. Its
/// window, rows `i + 1..=i + M`, is all leaves, `f(j, M) = suffix[j]`.
pub(crate) fn start_column<V: Value>(
    column: &mut [[V; 2]],
    suffix: &[V],
    i: usize,
) -> Column<V> {
    let m = column.len();
    // Row i + 1 is in slot `first` of a block whose slot 0 is row `base`;
    // the slots below `first` still hold the block before.
    let first = (i + 1) % m;
    let base = i + 1 - first;
    for (t, cell) in column.iter_mut().enumerate() {
        let row = if t < first { base + m + t } else { base + t };
        // suffix does not increase: the least of slots 0..=t is the last.
        *cell = [suffix[row]; 2];
    }
    Column {
        slot: i % m,
        newest_min: if first == 0 {
            V::MAX // row i starts a block
        } else {
            suffix[base + m - 1]
        },
    }
}
// ANCHOR_END: start_column

// ANCHOR: blocks
/// Rows per block.
const BLOCK: usize = 16;

/// What a block needs of its rows: row `lo + t` at `[t]`. Rows past the
/// last pile (in the first block, which may be short) have width 0.
struct Rows<V> {
    lo: usize,
    stones: [V; BLOCK], // suffix[i]
    width: [usize; BLOCK],
    leaf: [usize; BLOCK], // first_leaf(n, i)
}

/// The answer from the suffix sums: the rows in blocks of [`BLOCK`], from
/// the last rows to the first; in a block, the columns from right to left,
/// each for all the block's rows, from the last row to the first.
fn by_blocks<V: Value>(mut suffix: Vec<V>) -> V {
    let n = suffix.len() - 1;
    let count = columns(n);
    if count == 0 {
        return suffix[0]; // two piles or fewer: take them all
    }
    let widest = (0..n).map(|i| row_width(n, i)).max().unwrap_or(0);
    // A block reads suffix[lo + x..][..BLOCK] for x up to twice its widest
    // row, and a row i of width w has i + 2w <= n - 1: so up to n + BLOCK - 2.
    suffix.resize(n + BLOCK - 1, V::ZERO);
    // Column m's ring is ring[m * (m - 1) / 2..][..m].
    let mut ring = vec![[V::ZERO; 2]; count * (count + 1) / 2];
    let mut heads = vec![
        Column {
            slot: 0,
            newest_min: V::ZERO
        };
        count + 1
    ];
    // How many columns have started.
    let mut ready = 0;
    // The row windows: values[x][t] is h(x) = f(i + x, x) for row lo + t.
    let mut values = vec![[V::ZERO; BLOCK]; 4 * widest + 1];
    let mut lo = n - (n - 1) % BLOCK - 1; // the first block may be short
    loop {
        // Column m starts at row n - 2m - 1, in this block or before.
        while ready < count && n - 2 * ready - 3 >= lo {
            ready += 1;
            let m = ready;
            let start = m * (m - 1) / 2;
            let column = &mut ring[start..start + m];
            heads[m] = start_column(column, &suffix, n - 2 * m - 1);
        }
        let mut rows = Rows {
            lo,
            stones: [V::ZERO; BLOCK],
            width: [0; BLOCK],
            leaf: [0; BLOCK],
        };
        for (t, i) in (lo..n.min(lo + BLOCK)).enumerate() {
            rows.stones[t] = suffix[i];
            rows.width[t] = row_width(n, i);
            rows.leaf[t] = first_leaf(n, i);
        }
        solve_block(&rows, &suffix, &mut ring, &mut heads, &mut values);
        if lo == 0 {
            break;
        }
        lo -= BLOCK;
    }
    // Column 1 has one slot, and row 0 wrote it last: f(0, 1).
    ring[0][0]
}

/// Every state of one block. Each row's window along its row is a queue as
/// two stacks: the back keeps its values as they are, in `values`, and
/// their minimum in `back[t]`; the front is `values[front_low..]`, as prefix
/// minima, so its minimum is `values[2x]`.
fn solve_block<V: Value>(
    rows: &Rows<V>,
    suffix: &[V],
    ring: &mut [[V; 2]],
    heads: &mut [Column<V>],
    values: &mut [[V; BLOCK]],
) {
    let most = rows.width.iter().copied().max().unwrap_or(0);
    let mut back = [V::MAX; BLOCK];
    let mut front_low = usize::MAX; // no front yet
    for x in (1..=2 * most).rev() {
        if x <= most && 2 * x < front_low {
            // The fronts are empty: the backs, [x + 1, 2x], become them.
            prefix_minima(&mut values[x + 1..=2 * x]);
            back = [V::MAX; BLOCK];
            front_low = x + 1;
        }
        let (below, above) = values.split_at_mut(2 * x);
        let (window, front) = (&mut below[x], &above[0]);
        let leaves = &suffix[rows.lo + x..][..BLOCK]; // suffix[i + x]
        if x >= heads.len() {
            // Beyond the last column, every f(i + x, x) is a leaf.
            for t in 0..BLOCK {
                window[t] = leaves[t];
                back[t] = back[t].min(leaves[t]);
            }
            continue;
        }
        let column = &mut ring[x * (x - 1) / 2..][..x];
        let mut head = heads[x];
        for t in (0..BLOCK).rev() {
            let h = if x <= rows.width[t] {
                let row_min = front[t].min(back[t]);
                let left = rows.stones[t];
                let oldest = column_step(column, &mut head, left, row_min);
                if x >= rows.leaf[t] {
                    leaves[t]
                } else {
                    oldest
                }
            } else if x >= rows.leaf[t] {
                leaves[t]
            } else {
                // x > width and no leaf: row lo + t is below x, and column x
                // last wrote slot lo + t at row lo + t + x.
                column[rows.lo + t][0]
            };
            window[t] = h;
            back[t] = back[t].min(h);
        }
        heads[x] = head;
    }
}

/// Each value becomes the least of itself and those before it, lane by lane.
fn prefix_minima<V: Value>(values: &mut [[V; BLOCK]]) {
    let mut least = [V::MAX; BLOCK];
    for row in values {
        for (value, low) in row.iter_mut().zip(&mut least) {
            *low = (*low).min(*value);
            *value = *low;
        }
    }
}
// ANCHOR_END: blocks

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{each_gives, Lcg};
    use crate::stone_game_ii::book::{
        max_stones_block_minima, max_stones_memo, max_stones_no_table,
        max_stones_row_blocks, max_stones_two_stacks, state_table,
        state_table_cubic,
    };

    #[test]
    fn columns_and_first_leaf_are_exact() {
        for n in 0..200 {
            // The widest row is the last column with a state to decide: no
            // more (a column more would only cost memory), no fewer.
            let widest = (0..n).map(|i| row_width(n, i)).max().unwrap_or(0);
            assert_eq!(columns(n), widest, "n = {n}");
            for i in 0..n {
                let leaf = (1..).find(|&x| i + 3 * x >= n).unwrap();
                assert_eq!(first_leaf(n, i), leaf, "n = {n}, i = {i}");
            }
        }
    }

    /// Every method of the chapter [*Engineering the inner
    /// loop*][engineering-the-inner-loop] on `piles`.
    ///
    /// [engineering-the-inner-loop]: https://stone-games.github.io/stone-games/stone-game-ii/inner-loop.html
    /// The five steps of the answer without the table, by name.
    type Step = fn(&[u32]) -> Result<u64, crate::stone_game_ii::Error>;
    const STEPS: [(&str, Step); 5] = [
        ("max_stones_no_table", max_stones_no_table),
        ("max_stones_block_minima", max_stones_block_minima),
        ("max_stones_two_stacks", max_stones_two_stacks),
        ("max_stones_row_blocks", max_stones_row_blocks),
        ("max_stones_answer_only", max_stones_answer_only),
    ];

    /// Panics unless each step gives `expected` on `piles`, naming those
    /// that differ and those that agree (`each_gives`).
    fn each_step_gives(piles: &[u32], expected: u64, at: &str) {
        let given = each_gives(&STEPS, |step| step(piles), &Ok(expected));
        if let Err(wrong) = given {
            panic!("{at}: {wrong}");
        }
    }

    #[test]
    fn equals_the_tables_at_every_length_to_40() {
        let mut random = Lcg::new(7);
        for n in 0..=40 {
            let mut rows = vec![vec![0; n], vec![u32::MAX; n]];
            for max in [1, 5, 10_000, u32::MAX] {
                rows.push(random.row(n, max));
            }
            for piles in rows {
                let expected = state_table_cubic(&piles).unwrap().answer();
                let found = state_table(&piles).unwrap().answer();
                assert_eq!(found, expected, "state_table on {piles:?}");
                each_step_gives(&piles, expected, &format!("{piles:?}"));
            }
        }
    }

    #[test]
    fn equals_the_table_on_long_rows() {
        // Lengths around the block size and its multiples, and longer rows.
        let mut random = Lcg::new(11);
        let lengths = (41..=70).chain([95, 96, 97, 300, 301, 1_000, 1_001]);
        for n in lengths {
            for max in [1, 10_000, u32::MAX] {
                let piles = random.row(n, max);
                let expected = state_table(&piles).unwrap().answer();
                each_step_gives(&piles, expected, &format!("n = {n}"));
            }
        }
    }

    #[test]
    fn the_largest_piles_do_not_overflow() {
        let piles = vec![u32::MAX; 1_000];
        let ones = max_stones_answer_only(&[1; 1_000]).unwrap();
        let expected = u64::from(u32::MAX) * ones;
        each_step_gives(&piles, expected, "the largest piles");
    }

    #[test]
    fn a_total_of_u32_max_stones_fits_in_32_bits_and_one_more_does_not() {
        // The same game in u32 and in u64: both sides of the boundary.
        for extra in 0..=1 {
            let mut piles = vec![1; 40];
            piles[0] = u32::MAX - 39 + extra;
            let total: u64 = piles.iter().map(|&p| u64::from(p)).sum();
            assert_eq!(total, u64::from(u32::MAX) + u64::from(extra));
            let expected = max_stones_memo(&piles).unwrap();
            each_step_gives(&piles, expected, &format!("extra {extra}"));
        }
    }

    #[test]
    fn the_state_count_is_the_number_of_values_in_the_table() {
        for n in [0, 1, 2, 3, 7, 100, 301] {
            let table = state_table(&vec![1; n]).unwrap();
            assert_eq!(states_computed(n), table.stored() as u128);
        }
        // The closed form is the sum of the row widths, for every n to 3,000.
        for n in 0..=3_000 {
            let sum: usize = (0..n).map(|i| row_width(n, i)).sum();
            assert_eq!(states_computed(n), sum as u128, "n = {n}");
        }
        // About n²/6 at the top, with no overflow.
        let top = states_computed(usize::MAX) as f64;
        let sixth = (usize::MAX as f64).powi(2) / 6.0;
        assert!((top / sixth - 1.0).abs() < 1e-9);
    }

    #[test]
    fn a_column_is_a_sliding_window_minimum_and_a_delay_line() {
        // Against a model: the values by row, and the window of the last m.
        let mut random = Lcg::new(3);
        for m in 1..=12 {
            let i = 100 - m; // the column's first row
            let piles = random.row(i + m + 1, 50);
            let suffix = suffix_sums(&piles).unwrap();
            let mut column = vec![[0; 2]; m];
            let mut head = start_column(&mut column, &suffix, i);
            let mut value = suffix.clone(); // value[j] = f(j, m) once known
            for r in (0..=i).rev() {
                let window = value[r + 1..=r + m].iter().min().unwrap();
                let low = match random.row(1, 3)[0] {
                    0 => u64::MAX,
                    k => u64::from(k) * 1_000,
                };
                let stones = 1_000_000;
                let slot = head.slot;
                assert_eq!(slot, r % m);
                let oldest = column_step(&mut column, &mut head, stones, low);
                assert_eq!(oldest, value[r + m], "m = {m}, row {r}");
                value[r] = stones - window.min(&low);
                assert_eq!(column[slot][0], value[r], "m = {m}, row {r}");
            }
        }
    }
}
