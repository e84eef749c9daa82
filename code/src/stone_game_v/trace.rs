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

    /// On every row of up to 7 stones of 0 to 3: the last step, the whole
    /// row's, scores the game tree's value.
    #[test]
    fn the_last_step_scores_the_game_trees_value() {
        use crate::stone_game_v::book::max_score_brute_force;
        for values in rows_up_to(7, (0..=3).collect()) {
            let steps = quadratic_trace(&values).unwrap();
            let last = steps.last().map_or(0, |step| step.score);
            assert_eq!(Ok(last), max_score_brute_force(&values), "{values:?}");
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
