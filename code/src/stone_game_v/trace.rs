//! Every cell of the O(n²) method, recorded for the book's step-through.

use super::error::{check_len, Error, MAX_TRACE_LEN};
use super::quadratic::{fill, QuadraticStep};

/// Every cell the O(n²) method fills, in its order: the left end from the
/// right of the row, the right end growing; one [`QuadraticStep`] per
/// interval of two or more stones.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_TRACE_LEN`](super::book::MAX_TRACE_LEN).
///
/// ```
/// use stone_games::stone_game_v::book::quadratic_trace;
///
/// let steps = quadratic_trace(&[6, 2, 3, 4, 5, 5]).unwrap();
/// assert_eq!(steps.len(), 15);
/// assert_eq!(steps.last().unwrap().score, 18);
/// assert!(quadratic_trace(&[7]).unwrap().is_empty());
/// ```
pub fn quadratic_trace(values: &[u32]) -> Result<Vec<QuadraticStep>, Error> {
    check_len("quadratic_trace", values.len(), MAX_TRACE_LEN)?;
    let mut steps = Vec::new();
    fill(values, |step| steps.push(*step))?;
    Ok(steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::rows_up_to;

    /// On every row of up to 7 stones of 0 to 3, every step, in the order
    /// its doc gives (the left end from the right, the right end growing),
    /// is the recurrence on its interval: `left` and `right` are the best
    /// part kept over the cuts its pointers allow, each part's score from
    /// the game tree on that part alone, and `score` is the game tree's.
    #[test]
    fn every_step_is_the_recurrence_on_its_interval() {
        use crate::stone_game_v::book::max_score_brute_force as tree;
        for values in rows_up_to(7, (0..=3).collect()) {
            let n = values.len();
            let kept = |a: usize, b: usize| {
                let part = &values[a..=b];
                let sum: u64 = part.iter().map(|&v| u64::from(v)).sum();
                sum + tree(part).unwrap()
            };
            let steps = quadratic_trace(&values).unwrap();
            let order: Vec<(usize, usize)> =
                steps.iter().map(|step| (step.i, step.j)).collect();
            let cells =
                (0..n).rev().flat_map(|i| (i + 1..n).map(move |j| (i, j)));
            assert_eq!(order, cells.collect::<Vec<_>>(), "{values:?}");
            for step in steps {
                let (i, j) = (step.i, step.j);
                let left = (i..step.keep_left).map(|k| kept(i, k)).max();
                let right = (step.keep_right..j).map(|k| kept(k + 1, j)).max();
                let at = format!("{values:?} {step:?}");
                assert_eq!((step.left, step.right), (left, right), "{at}");
                let whole = tree(&values[i..=j]).unwrap();
                assert_eq!(step.score, whole, "{at}");
            }
        }
    }

    #[test]
    fn one_step_per_interval_of_two_or_more() {
        for n in 0..20 {
            let steps = quadratic_trace(&vec![1; n]).unwrap();
            assert_eq!(steps.len(), n * n.saturating_sub(1) / 2);
        }
    }

    /// On every row of up to 7 stones of 0 to 2 (zeros included, where the
    /// two parts tie most often), each step's pointers are what their docs
    /// say: the cuts `i..keep_left` are exactly those whose left part is at
    /// most the right part, and `keep_right..j` exactly those whose right
    /// part is at most the left; so neither pointer leaves the interval.
    #[test]
    fn the_pointers_mark_exactly_the_cuts_that_may_keep_each_part() {
        for values in rows_up_to(7, vec![0_u32, 1, 2]) {
            let sum = |a: usize, b: usize| {
                values[a..=b].iter().map(|&v| u64::from(v)).sum::<u64>()
            };
            for step in quadratic_trace(&values).unwrap() {
                let (i, j) = (step.i, step.j);
                let left: Vec<usize> =
                    (i..j).filter(|&k| sum(i, k) <= sum(k + 1, j)).collect();
                let right: Vec<usize> =
                    (i..j).filter(|&k| sum(i, k) >= sum(k + 1, j)).collect();
                assert_eq!(
                    left,
                    (i..step.keep_left).collect::<Vec<_>>(),
                    "{values:?} {step:?}"
                );
                assert_eq!(
                    right,
                    (step.keep_right..j).collect::<Vec<_>>(),
                    "{values:?} {step:?}"
                );
            }
        }
    }
}
