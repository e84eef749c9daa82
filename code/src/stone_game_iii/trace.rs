//! The ring of four and the sliding window, step by step: the frames of the
//! book's step-through figures.

use std::collections::VecDeque;

use super::error::{check_k, check_len, Error, MAX_TRACE_LEN};

/// One step of the ring of four
/// ([`score_difference_ring`](super::book::score_difference_ring)), as
/// [`ring_trace`] records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RingStep {
    /// The position computed, `i`.
    pub i: usize,
    /// How many cells it read: one per move, `min(3, n - i)`. They are the
    /// cells `(i + 1) % 4`, `(i + 2) % 4`, ... in the order read.
    pub reads: usize,
    /// The cell written, `i % 4`.
    pub cell: usize,
    /// What the cell held before: `D(i + 4)`, or 0 at the start.
    pub replaced: i64,
    /// `D(i)`, written into the cell.
    pub value: i64,
    /// The four cells after the step.
    pub ring: [i64; 4],
}

/// Every step of the ring of four on `values`, from the last position to
/// the first: the same loop as
/// [`score_difference_ring`](super::book::score_difference_ring), with each
/// step's ring kept. The ring starts as four zeros; after the last step,
/// cell 0 holds `D(0)`, the answer.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_TRACE_LEN`].
///
/// ```
/// use stone_games::stone_game_iii::book::ring_trace;
///
/// let steps = ring_trace(&[1, 2, 3, 7])?;
/// // D(3) = 7 goes into cell 3, ..., and D(0) = -1 replaces D(4) = 0.
/// let written: Vec<_> = steps.iter().map(|s| (s.cell, s.value)).collect();
/// assert_eq!(written, [(3, 7), (2, 10), (1, 12), (0, -1)]);
/// assert_eq!(steps[3].ring, [-1, 12, 10, 7]);
/// # Ok::<(), stone_games::stone_game_iii::Error>(())
/// ```
pub fn ring_trace(values: &[i32]) -> Result<Vec<RingStep>, Error> {
    check_len("ring_trace", values.len(), MAX_TRACE_LEN)?;
    let n = values.len();
    let mut ring = [0_i64; 4];
    let mut steps = Vec::with_capacity(n);
    for i in (0..n).rev() {
        let mut best = i64::MIN;
        let mut taken = 0;
        for x in 1..=3.min(n - i) {
            taken += i64::from(values[i + x - 1]);
            best = best.max(taken - ring[(i + x) % 4]);
        }
        let replaced = ring[i % 4];
        ring[i % 4] = best;
        steps.push(RingStep {
            i,
            reads: 3.min(n - i),
            cell: i % 4,
            replaced,
            value: best,
            ring,
        });
    }
    Ok(steps)
}

/// A position in the window of
/// [`score_difference_window`](super::score_difference_window), with its
/// key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WindowKey {
    /// The position `j`.
    pub j: usize,
    /// Its key, `K(j) = S(j) + D(j)`.
    pub key: i128,
}

/// One step of the sliding window, as [`window_trace`] records it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WindowStep {
    /// The position computed, `i`.
    pub i: usize,
    /// `S(i)`, the sum of the values from `i` on.
    pub suffix: i128,
    /// The positions that left from the front first: out of reach of `i`
    /// (`j - i > k`).
    pub expired: Vec<WindowKey>,
    /// The front then read: the least key of the window of `i`.
    pub least: WindowKey,
    /// `D(i) = S(i) - least.key`.
    pub difference: i128,
    /// The positions dropped from the back, in the order dropped, as `i`
    /// entered: their keys are at least `K(i)`.
    pub discarded: Vec<WindowKey>,
    /// The window after `i` entered, front first: keys increase from the
    /// front, and `i`, with its key `K(i) = S(i) + D(i)`, is at the back.
    pub window: Vec<WindowKey>,
}

/// Every step of the sliding window on `values`, for moves of 1 to `k`
/// values: the same loop as
/// [`score_difference_window`](super::score_difference_window), with each
/// step's window kept. The window starts as the position `n` alone, with key
/// `S(n) + D(n) = 0`; the last step's `difference` is the answer, `D(0)`.
///
/// # Errors
///
/// [`Error::KIsZero`] when `k = 0`; [`Error::TooLong`] for rows
/// longer than [`MAX_TRACE_LEN`]: every step keeps a copy of the window.
///
/// ```
/// use stone_games::stone_game_iii::book::{window_trace, WindowKey};
///
/// let steps = window_trace(&[1, 2, 3, 7], 2)?;
/// let d: Vec<i128> = steps.iter().map(|s| s.difference).collect();
/// assert_eq!(d, [7, 10, -2, 3]); // D(3), D(2), D(1), D(0)
/// // At i = 1, position 4 is out of reach, and 1 enters with the key
/// // 12 - 2 = 10, pushing out the keys 20 and 14 behind it.
/// assert_eq!(steps[2].expired, [WindowKey { j: 4, key: 0 }]);
/// assert_eq!(steps[2].window, [WindowKey { j: 1, key: 10 }]);
/// # Ok::<(), stone_games::stone_game_iii::Error>(())
/// ```
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: j = i + 1 is in the window whenever it is read"
)]
pub fn window_trace(
    values: &[i32],
    k: usize,
) -> Result<Vec<WindowStep>, Error> {
    check_k(k)?;
    check_len("window_trace", values.len(), MAX_TRACE_LEN)?;
    let mut window: VecDeque<WindowKey> = VecDeque::new();
    window.push_back(WindowKey {
        j: values.len(),
        key: 0,
    });
    let mut suffix = 0_i128;
    let mut steps = Vec::with_capacity(values.len());
    for i in (0..values.len()).rev() {
        suffix += i128::from(values[i]);
        let mut expired = Vec::new();
        while window.front().is_some_and(|e| e.j - i > k) {
            expired.extend(window.pop_front());
        }
        let least = *window.front().expect("j = i + 1 is in the window");
        let difference = suffix - least.key;
        let key = suffix + difference;
        let mut discarded = Vec::new();
        while window.back().is_some_and(|e| e.key >= key) {
            discarded.extend(window.pop_back());
        }
        window.push_back(WindowKey { j: i, key });
        steps.push(WindowStep {
            i,
            suffix,
            expired,
            least,
            difference,
            discarded,
            window: window.iter().copied().collect(),
        });
    }
    Ok(steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{rows_of, Lcg};
    use crate::stone_game_iii::book::{
        difference_table, score_difference_ring, score_difference_window,
    };

    /// The ring trace of `values`, against the table: cell `j % 4` holds
    /// `D(j)` for the four positions from `i` on, and the last step's cell 0
    /// is the ring's answer.
    fn check_ring(values: &[i32]) {
        let n = values.len();
        let d = difference_table(values, 3).unwrap();
        let steps = ring_trace(values).unwrap();
        assert_eq!(steps.len(), n);
        let mut before = [0_i64; 4];
        for (step, i) in steps.iter().zip((0..n).rev()) {
            assert_eq!((step.i, step.cell), (i, i % 4));
            assert_eq!(step.reads, 3.min(n - i));
            assert_eq!((step.replaced, step.value), (before[i % 4], d[i]));
            for (j, &d_j) in d.iter().enumerate().skip(i).take(4) {
                assert_eq!(step.ring[j % 4], d_j, "{values:?} at {i}");
            }
            let mut expected = before;
            expected[i % 4] = d[i];
            assert_eq!(step.ring, expected);
            before = step.ring;
        }
        let answer = steps.last().map_or(0, |s| s.ring[0]);
        assert_eq!(Ok(answer), score_difference_ring(values));
    }

    /// The window trace of `values`, against the table: at each step the
    /// window holds, front first, exactly the positions of reach that no
    /// nearer position undercuts, with their keys; and the last difference
    /// is the window method's answer.
    fn check_window(values: &[i32], k: usize) {
        let n = values.len();
        let d = difference_table(values, k).unwrap();
        let mut s = vec![0_i128; n + 1];
        for i in (0..n).rev() {
            s[i] = s[i + 1] + i128::from(values[i]);
        }
        let key = |j: usize| WindowKey {
            j,
            key: s[j] + i128::from(d[j]),
        };
        let steps = window_trace(values, k).unwrap();
        let mut before = vec![key(n)];
        for (step, i) in steps.iter().zip((0..n).rev()) {
            assert_eq!((step.i, step.suffix), (i, s[i]));
            let reach: Vec<usize> =
                (i + 1..=n).filter(|j| j - i <= k).collect();
            let least = reach.iter().map(|&j| key(j).key).min().unwrap();
            assert_eq!(step.least.key, least, "{values:?} at {i}");
            assert_eq!(step.difference, i128::from(d[i]));
            // Expired from the front, in order: the positions out of reach.
            let expired: Vec<WindowKey> =
                before.iter().copied().filter(|e| e.j - i > k).collect();
            assert_eq!(step.expired, expired);
            assert_eq!(before[..expired.len()], expired[..]);
            // The window after: i and the positions of reach that no nearer
            // position (i included) undercuts, farthest first.
            let kept: Vec<WindowKey> = (i..=n)
                .rev()
                .filter(|&j| j - i <= k)
                .filter(|&j| (i..j).all(|m| key(m).key > key(j).key))
                .map(key)
                .collect();
            assert_eq!(step.window, kept, "{values:?} k = {k} at {i}");
            // Discarded from the back: what was there and is not now.
            let mut expected = before[expired.len()..].to_vec();
            expected.retain(|e| !kept.contains(e));
            expected.reverse();
            assert_eq!(step.discarded, expected);
            before.clone_from(&step.window);
        }
        let answer = steps.last().map_or(0, |s| s.difference);
        assert_eq!(
            Ok(answer),
            score_difference_window(values, k).map(i128::from)
        );
    }

    #[test]
    fn the_books_row_is_traced_by_the_ring_and_the_window() {
        check_ring(&[1, 2, 3, 7]);
        check_window(&[1, 2, 3, 7], 2);
        let steps = window_trace(&[1, 2, 3, 7], 2).unwrap();
        assert_eq!(steps[2].discarded.len(), 2);
        assert_eq!(steps[3].difference, 3);
    }

    #[test]
    fn the_traces_are_the_methods_on_every_short_row() {
        // Every row of up to six values from -3 to 3: 137,257 rows.
        for len in 0..=6 {
            for values in rows_of(len, (-3..=3).collect()) {
                check_ring(&values);
                for k in 1..=4 {
                    check_window(&values, k);
                }
            }
        }
    }

    #[test]
    fn the_traces_are_the_methods_on_long_rows() {
        let mut random = Lcg::new(11);
        for n in [20, 100, 333] {
            let values = random.values(n);
            check_ring(&values);
            for k in [1, 2, 3, 5, 17, 332, 333, usize::MAX] {
                check_window(&values, k);
            }
        }
    }
}
