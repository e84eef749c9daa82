//! The two sliding windows of [`state_table`](super::book::state_table), state
//! by state: the frames of the book's trace figure.

use super::book::{row_width, suffix_sums};
use super::error::{check_len, Error, MAX_TRACE_LEN};
use super::state_table::leaf_or_stored;

/// A value in one of the windows: the state `(i, M)` a move leads to, and
/// its value `f(i, M)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WindowEntry {
    /// The first pile left, `i`.
    pub i: usize,
    /// The current `M`.
    pub m: usize,
    /// `f(i, M)`.
    pub value: u64,
    /// Whether the state is a leaf (`i + 2M >= n`), whose value is all that
    /// is left rather than a stored one.
    pub leaf: bool,
}

/// What one window did while one state was computed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WindowChange {
    /// The values that entered at the back, in order.
    pub entered: Vec<WindowEntry>,
    /// The values dropped from the back because a smaller or equal value
    /// entered behind them, in the order they were dropped.
    pub discarded: Vec<WindowEntry>,
    /// The values that left from the front, out of reach of this state.
    pub expired: Vec<WindowEntry>,
    /// The window after all that, front first: its values increase from the
    /// front, and the front is its minimum.
    pub window: Vec<WindowEntry>,
}

impl WindowChange {
    /// The least value in the window (`u64::MAX` when it is empty).
    ///
    /// ```
    /// use stone_games::stone_game_ii::book::{WindowChange, WindowEntry};
    ///
    /// let front = WindowEntry { i: 3, m: 1, value: 13, leaf: true };
    /// let change = WindowChange { window: vec![front], ..Default::default() };
    /// assert_eq!(change.min(), 13); // the front
    /// assert_eq!(WindowChange::default().min(), u64::MAX); // empty
    /// ```
    #[must_use]
    pub fn min(&self) -> u64 {
        self.window.first().map_or(u64::MAX, |e| e.value)
    }
}

/// One state computed by the O(n²) method, as [`windows_trace`] records it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WindowsStep {
    /// The first pile left, `i`.
    pub i: usize,
    /// The current `M`.
    pub m: usize,
    /// The moves of `X <= M` piles: the window down column `M`, of
    /// `f(j, M)` for `j` in `i+1..=i+M`.
    pub column: WindowChange,
    /// The moves of `M < X <= 2M` piles: the window along row `i`, of
    /// `f(i + X, X)`.
    pub row: WindowChange,
    /// The stones left, `S(i)`.
    pub suffix: u64,
    /// `f(i, M) = S(i) - min(column.min(), row.min())`.
    pub value: u64,
}

/// Every state the O(n²) method ([`state_table`](super::book::state_table))
/// computes, in its order (rows `i` from the last up, `M` from 1 in each
/// row), with what each of its two windows did for that state: the same
/// loops as the method, with each step kept.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_TRACE_LEN`]: every
/// step keeps a copy of both windows.
///
/// ```
/// use stone_games::stone_game_ii::book::windows_trace;
///
/// let steps = windows_trace(&[2, 7, 9, 4, 4])?;
/// let states: Vec<_> = steps.iter().map(|s| (s.i, s.m, s.value)).collect();
/// assert_eq!(states, [(2, 1, 13), (1, 1, 16), (0, 1, 10)]);
/// // At (1, 1), f(2, 1) = 13 enters the column window and f(3, 1) leaves.
/// assert_eq!(steps[1].column.entered[0].value, 13);
/// assert_eq!((steps[1].column.expired[0].i, steps[1].column.min()), (3, 13));
/// # Ok::<(), stone_games::stone_game_ii::Error>(())
/// ```
pub fn windows_trace(piles: &[u32]) -> Result<Vec<WindowsStep>, Error> {
    check_len("windows_trace", piles.len(), MAX_TRACE_LEN)?;
    let n = piles.len();
    let suffix = suffix_sums(piles)?;
    let mut rows: Vec<Vec<u64>> = vec![Vec::new(); n];
    let entry = |rows: &[Vec<u64>], i: usize, m: usize| WindowEntry {
        i,
        m,
        value: leaf_or_stored(&suffix, rows, i, m),
        leaf: i + 2 * m >= n,
    };
    let mut steps = Vec::new();
    // As in `fill_with_windows`: column m's window, and the next j to add.
    let mut columns: Vec<(Window, Option<usize>)> =
        (0..=n / 2).map(|_| (Window::default(), None)).collect();
    for i in (0..n).rev() {
        let mut row = Vec::with_capacity(row_width(n, i));
        let mut diagonal = Window::default();
        let mut next_x = 2;
        for (m, (column, next_j)) in
            (1..=row_width(n, i)).zip(&mut columns[1..])
        {
            let mut j = next_j.unwrap_or(i + m);
            while j > i {
                column.push(entry(&rows, j, m));
                j -= 1;
            }
            *next_j = Some(j);
            column.expire(|e| e.i > i + m);
            while next_x <= 2 * m {
                diagonal.push(entry(&rows, i + next_x, next_x));
                next_x += 1;
            }
            diagonal.expire(|e| e.m <= m);
            let value =
                suffix[i] - column.change.min().min(diagonal.change.min());
            row.push(value);
            steps.push(WindowsStep {
                i,
                m,
                column: column.take_change(),
                row: diagonal.take_change(),
                suffix: suffix[i],
                value,
            });
        }
        rows[i] = row;
    }
    Ok(steps)
}

/// The monotonic queue of `fill_with_windows`, keeping what it did since it
/// was last asked.
#[derive(Default)]
struct Window {
    change: WindowChange,
}

impl Window {
    fn push(&mut self, entry: WindowEntry) {
        let window = &mut self.change.window;
        while window.last().is_some_and(|back| back.value >= entry.value) {
            let back = window.pop().expect("the loop checked it");
            self.change.discarded.push(back);
        }
        window.push(entry);
        self.change.entered.push(entry);
    }

    fn expire(&mut self, has_left: impl Fn(&WindowEntry) -> bool) {
        let gone = self.change.window.iter().take_while(|e| has_left(e));
        let gone = gone.count();
        let expired = self.change.window.drain(..gone);
        self.change.expired.extend(expired);
    }

    /// What the window did since the last call, and its values now.
    fn take_change(&mut self) -> WindowChange {
        let window = self.change.window.clone();
        let fresh = WindowChange {
            window,
            ..WindowChange::default()
        };
        std::mem::replace(&mut self.change, fresh)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{all_rows, Lcg};
    use crate::stone_game_ii::book::{state_table, state_table_cubic};
    use crate::stone_game_ii::state_table::assert_same_table;

    /// The trace of `piles`, checked against the table and the recurrence:
    /// one step per stored state, in the method's order, with the table's
    /// value; each window holds, front first, exactly the values of its
    /// range that no later-entered value undercuts; and what entered, was
    /// discarded and expired accounts for the window from one step to the
    /// next.
    fn check(piles: &[u32]) {
        let n = piles.len();
        let steps = windows_trace(piles).unwrap();
        let table = state_table(piles).unwrap();
        let cubic = state_table_cubic(piles).unwrap();
        assert_same_table(&table, &cubic, &format!("{piles:?}"));
        let order: Vec<(usize, usize)> = (0..n)
            .rev()
            .flat_map(|i| (1..=row_width(n, i)).map(move |m| (i, m)))
            .collect();
        let traced: Vec<(usize, usize)> =
            steps.iter().map(|s| (s.i, s.m)).collect();
        assert_eq!(traced, order, "{piles:?}");
        assert_eq!(steps.len(), table.stored());

        let f = |i: usize, m: usize| table.value(i, m).expect("reachable");
        let mut last_column: Vec<Vec<WindowEntry>> = vec![vec![]; n / 2 + 1];
        for step in &steps {
            let (i, m) = (step.i, step.m);
            assert_eq!(Some(step.value), table.value(i, m), "{piles:?}");
            // Column m: f(j, m) for j in i+1..=i+m; row i: f(i+x, x) for x in
            // m+1..=2m, each entry in the order it entered.
            let column: Vec<(usize, usize)> =
                (i + 1..=i + m).rev().map(|j| (j, m)).collect();
            let row: Vec<(usize, usize)> =
                (m + 1..=2 * m).map(|x| (i + x, x)).collect();
            for (change, range) in [(&step.column, column), (&step.row, row)] {
                let kept: Vec<(usize, usize)> = range
                    .iter()
                    .enumerate()
                    .filter(|&(k, &(a, b))| {
                        range[k + 1..].iter().all(|&(c, d)| f(c, d) > f(a, b))
                    })
                    .map(|(_, &s)| s)
                    .collect();
                let window: Vec<(usize, usize)> =
                    change.window.iter().map(|e| (e.i, e.m)).collect();
                assert_eq!(window, kept, "{piles:?} at ({i}, {m})");
                for e in change.window.iter().chain(&change.entered) {
                    assert_eq!(e.value, f(e.i, e.m));
                    assert_eq!(e.leaf, e.i + 2 * e.m >= n);
                }
                let least = range.iter().map(|&(a, b)| f(a, b)).min();
                assert_eq!(change.min(), least.unwrap_or(u64::MAX));
            }
            assert_eq!(
                step.value,
                step.suffix - step.column.min().min(step.row.min())
            );
            // The column window goes on from where it was: before, plus what
            // entered, less what was discarded and expired, is after.
            let mut before = std::mem::take(&mut last_column[m]);
            before.extend(&step.column.entered);
            before.retain(|e| {
                !step.column.discarded.contains(e)
                    && !step.column.expired.contains(e)
            });
            assert_eq!(before, step.column.window, "{piles:?}");
            last_column[m].clone_from(&step.column.window);
        }
    }

    #[test]
    fn the_books_row_is_traced_as_its_chapter_shows_it() {
        check(&[2, 7, 9, 4, 4]);
        let steps = windows_trace(&[2, 7, 9, 4, 4]).unwrap();
        let first = &steps[0];
        assert_eq!((first.i, first.m), (2, 1));
        assert_eq!(first.column.window[0].value, 8); // the leaf f(3, 1)
        assert_eq!((first.row.window[0].i, first.row.min()), (4, 4));
        let last = &steps[2];
        assert_eq!(
            (last.column.min(), last.row.min(), last.value),
            (16, 17, 10)
        );
    }

    #[test]
    fn the_trace_is_the_method_on_every_short_row() {
        // Every row of up to nine piles of 1 to 3 stones: 29,524 rows.
        for len in 0..=9 {
            for piles in all_rows(len, 3) {
                check(&piles);
            }
        }
    }

    #[test]
    fn the_trace_is_the_method_on_long_rows() {
        let mut random = Lcg::new(5);
        for n in [30, 47, 64, 99, MAX_TRACE_LEN] {
            let piles = random.piles(n, 20);
            check(&piles);
        }
    }

    #[test]
    fn discards_happen() {
        // Piles that grow: a later state is worth less, and pushes out the
        // values behind it.
        let piles: Vec<u32> = (1..=20).collect();
        let steps = windows_trace(&piles).unwrap();
        assert!(steps.iter().any(|s| !s.column.discarded.is_empty()));
        assert!(steps.iter().any(|s| !s.row.discarded.is_empty()));
        assert!(steps.iter().any(|s| !s.row.expired.is_empty()));
    }
}
