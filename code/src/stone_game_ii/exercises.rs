#![doc = include_str!("../shared/exercises.md")]
//!
//! [exercises-and-practice]: https://stone-games.github.io/stone-games/stone-game-ii/exercises.html

use std::collections::VecDeque;
use std::num::NonZeroUsize;

use super::error::{check_len, MAX_TABLE_LEN};
use super::{
    book::{state_table, suffix_sums},
    Error,
};

/// Alice's stones at the end of the game if her first move takes `X` piles
/// and both play their best from then on, for `X = 1` and `X = 2` (entry
/// `X - 1`; a one-pile row has only `X = 1`, an empty row no move).
///
/// Taking `X` piles leaves Bob the state `(X, max(1, X))`; Alice gets every
/// stone Bob does not.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_TABLE_LEN`].
///
/// ```
/// use stone_games::stone_game_ii::exercises::stones_after_first_move;
///
/// assert_eq!(stones_after_first_move(&[2, 7, 9, 4, 4])?, [10, 9]);
/// # Ok::<(), stone_games::stone_game_ii::Error>(())
/// ```
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: the table keeps each state with M <= max(1, i), \
             which a first move reaches"
)]
// ANCHOR: stones_after_first_move
pub fn stones_after_first_move(piles: &[u32]) -> Result<Vec<u64>, Error> {
    check_len("stones_after_first_move", piles.len(), MAX_TABLE_LEN)?;
    let table = state_table(piles)?;
    let total = suffix_sums(piles)?[0];
    let first_moves = 1..=piles.len().min(2);
    Ok(first_moves
        .map(|x| {
            // (x, max(1, x)) = (x, x) is within the table's bound.
            let bob = table.value(x, x).expect("M <= max(1, i)");
            total - bob
        })
        .collect())
}
// ANCHOR_END: stones_after_first_move

/// The minimum of every window of `width` consecutive values, from the left:
/// `values.len() - width + 1` minima, none when the row is shorter.
///
/// A monotonic queue of positions: a value that a later, smaller or equal
/// value has joined can never be a minimum again, so the queue's values
/// increase from front to back, and the front is the minimum. Each position
/// enters and leaves once: O(n) in all, whatever the width.
///
/// ```
/// use std::num::NonZeroUsize;
/// use stone_games::stone_game_ii::exercises::window_minima;
///
/// let three = NonZeroUsize::new(3).unwrap();
/// assert_eq!(window_minima(&[5, 3, 8, 6, 9, 1], three), [3, 3, 6, 1]);
/// ```
#[must_use]
// ANCHOR: window_minima
pub fn window_minima(values: &[u64], width: NonZeroUsize) -> Vec<u64> {
    let width = width.get();
    let mut queue: VecDeque<usize> = VecDeque::new(); // positions in values
    let mut minima = Vec::new();
    for (k, &value) in values.iter().enumerate() {
        while queue.back().is_some_and(|&j| values[j] >= value) {
            queue.pop_back();
        }
        queue.push_back(k);
        // The window is now k + 1 - width..=k: drop what is left of it.
        while queue.front().is_some_and(|&j| k - j >= width) {
            queue.pop_front();
        }
        if k + 1 >= width {
            minima.push(values[queue[0]]);
        }
    }
    minima
}
// ANCHOR_END: window_minima

/// The first player's score minus the second's when a move takes one or
/// more values from the left end or from the right end, and values may be
/// negative.
///
/// `f(lo, hi)`, the most the player to move collects from `values[lo..hi]`,
/// is everything there minus what the opponent collects from what is left,
/// and what is left is a shorter interval with the same `hi` or the same
/// `lo`, or nothing:
/// `f(lo, hi) = S(lo, hi) - min(0, min f(k, hi), min f(lo, k))`.
/// Filling the rows `lo` from the bottom, each from left to right, both
/// inner minima grow one value at a time: a running minimum per column
/// (`from_left`) and one along the row (`from_right`). O(n²) time, O(n)
/// memory.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_TABLE_LEN`], the limit of this game's
/// O(n²) methods.
///
/// ```
/// use stone_games::stone_game_ii::exercises::score_difference_from_either_end;
///
/// assert_eq!(score_difference_from_either_end(&[4, -10, -20, 7]), Ok(7));
/// assert_eq!(score_difference_from_either_end(&[1, 2, 3, 4]), Ok(10)); // all
/// ```
// ANCHOR: score_difference_from_either_end
pub fn score_difference_from_either_end(values: &[i32]) -> Result<i64, Error> {
    check_len(
        "score_difference_from_either_end",
        values.len(),
        MAX_TABLE_LEN,
    )?;
    let n = values.len();
    let mut before = vec![0_i64; n + 1]; // before[k]: the sum of ..k
    for (k, &value) in values.iter().enumerate() {
        before[k + 1] = before[k] + i64::from(value);
    }
    // from_left[hi]: the least f(k, hi) over the rows k below the current one
    let mut from_left = vec![i64::MAX; n + 1];
    let mut whole_row = 0; // f(lo, n) for the last row done: f(0, n) at the end
    for lo in (0..n).rev() {
        let mut from_right = i64::MAX; // the least f(lo, k) for lo < k < hi
        for hi in lo + 1..=n {
            let least = from_left[hi].min(from_right).min(0);
            let f = before[hi] - before[lo] - least;
            from_left[hi] = from_left[hi].min(f);
            from_right = from_right.min(f);
            whole_row = f;
        }
    }
    Ok(2 * whole_row - before[n])
}
// ANCHOR_END: score_difference_from_either_end

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{all_rows, Lcg};
    use crate::stone_game_ii::book::max_stones_brute_force;

    /// f(i, M) by trying every move, from the rules alone.
    fn most_stones(piles: &[u32], i: usize, m: usize) -> u64 {
        let left: u64 = piles[i..].iter().map(|&p| u64::from(p)).sum();
        (1..=(2 * m).min(piles.len() - i))
            .map(|x| left - most_stones(piles, i + x, m.max(x)))
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn the_first_moves_are_the_brute_force_and_the_best_is_the_answer() {
        for len in 0..=8 {
            for piles in all_rows(len, 3) {
                let total: u64 = piles.iter().map(|&p| u64::from(p)).sum();
                let expected: Vec<u64> = (1..=len.min(2))
                    .map(|x| total - most_stones(&piles, x, x))
                    .collect();
                let stones = stones_after_first_move(&piles).unwrap();
                assert_eq!(stones, expected, "{piles:?}");
                let best = stones.iter().copied().max().unwrap_or(0);
                assert_eq!(
                    Ok(best),
                    max_stones_brute_force(&piles),
                    "{piles:?}"
                );
            }
        }
    }

    #[test]
    fn window_minima_are_the_minima_of_the_windows() {
        let mut random = Lcg::new(7);
        let values: Vec<u64> =
            random.row(200, 49).into_iter().map(u64::from).collect();
        for len in [0, 1, 2, 7, 200] {
            for width in 1..=len + 2 {
                let slow: Vec<u64> = values[..len]
                    .windows(width)
                    .map(|w| *w.iter().min().unwrap())
                    .collect();
                let width = NonZeroUsize::new(width).unwrap();
                assert_eq!(
                    window_minima(&values[..len], width),
                    slow,
                    "{len} values, windows of {width}"
                );
            }
        }
        // The widest window: no minimum, and no overflow.
        assert_eq!(window_minima(&values, NonZeroUsize::MAX), []);
    }

    /// The recurrence as it stands, every interval and every move: O(n³).
    fn either_end_cubic(values: &[i32]) -> i64 {
        let n = values.len();
        let sum = |a: usize, b: usize| -> i64 {
            values[a..b].iter().map(|&v| i64::from(v)).sum()
        };
        // f[lo][hi]: the most the mover collects from values[lo..hi]
        let mut f = vec![vec![0_i64; n + 1]; n + 1];
        for len in 1..=n {
            for lo in 0..=n - len {
                let hi = lo + len;
                let least = (lo + 1..hi)
                    .flat_map(|k| [f[k][hi], f[lo][k]])
                    .fold(0, i64::min);
                f[lo][hi] = sum(lo, hi) - least;
            }
        }
        2 * f[0][n] - sum(0, n)
    }

    #[test]
    fn either_end_is_the_cubic_recurrence_on_long_rows_and_extreme_values() {
        use crate::shared::testing::{assert_agree, Method};
        let methods: [Method<i32, _>; 2] = [
            ("score_difference_from_either_end", &|values| {
                score_difference_from_either_end(values).unwrap()
            }),
            ("the cubic recurrence (either_end_cubic)", &either_end_cubic),
        ];
        let mut random = Lcg::new(11);
        for n in [10, 60, 150] {
            assert_agree(&random.values(n), &methods);
        }
        for extreme in [i32::MIN, i32::MAX] {
            assert_agree(&vec![extreme; 100], &methods);
        }
        // With no negative value, the first move takes everything.
        let piles: Vec<i32> = (0..500).map(|k| k * 7_919 % 1_000).collect();
        let total: i64 = piles.iter().map(|&v| i64::from(v)).sum();
        assert_eq!(score_difference_from_either_end(&piles), Ok(total));
    }
}
