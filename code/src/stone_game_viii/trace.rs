//! Every step of the suffix maximum, for the book's step-through figure.

use super::error::{check_len, Error, MAX_TRACE_LEN};
use super::indices::inclusive_prefix_sums;

/// One step of the suffix maximum, at index `index`, from the right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SuffixStep {
    /// The index j of this step: from n − 1 down to 1.
    pub index: usize,
    /// The prefix sum `P(j)`: what a move that ends at `j` scores.
    pub prefix: i64,
    /// `D(j)`, what the position after that move is worth to the
    /// opponent: `M(j + 1)`, or 0 at the last index.
    pub value: i64,
    /// `P(j) − D(j)`: the move's net worth to the mover.
    pub candidate: i64,
    /// `M(j)`, the maximum so far: the larger of `M(j + 1)` and the
    /// candidate.
    pub best: i64,
}

/// The steps of the suffix maximum, from index n − 1 down to 1; the last
/// step's `best` is `M(1)`, the answer.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_TRACE_LEN`].
///
/// ```
/// use stone_games::stone_game_viii::book::suffix_max_trace;
///
/// let steps = suffix_max_trace(&[-1, 2, -3, 4, -5])?;
/// let best: Vec<i64> = steps.iter().map(|s| s.best).collect();
/// assert_eq!(best, [-3, 5, 5, 5]); // M(4), M(3), M(2), M(1)
/// # Ok::<(), stone_games::stone_game_viii::Error>(())
/// ```
pub fn suffix_max_trace(stones: &[i32]) -> Result<Vec<SuffixStep>, Error> {
    check_len("suffix_max_trace", stones.len(), MAX_TRACE_LEN)?;
    if stones.len() < 2 {
        return Ok(Vec::new()); // one stone or none: no move
    }
    let prefix = inclusive_prefix_sums(stones)?;
    let last = stones.len() - 1;
    let mut steps: Vec<SuffixStep> = Vec::with_capacity(last);
    for index in (1..=last).rev() {
        let value = steps.last().map_or(0, |step| step.best);
        let candidate = prefix[index] - value;
        let best = if index == last {
            candidate
        } else {
            value.max(candidate)
        };
        steps.push(SuffixStep {
            index,
            prefix: prefix[index],
            value,
            candidate,
            best,
        });
    }
    Ok(steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::rows_up_to;
    use crate::stone_game_viii::book::difference_table;

    /// Every field of every step, on every row of up to 7 stones of -3 to
    /// 3, against the recurrence's table D (a method apart from the trace):
    /// the step at `j` scores `P(j)`, leaves `D(j)`, and keeps
    /// `M(j) = D(j − 1)`. A trace right on its last step alone fails here.
    #[test]
    fn every_step_is_the_recurrences_at_its_index() {
        let mut steps_checked = 0;
        for stones in rows_up_to(7, (-3..=3).collect()) {
            let d = difference_table(&stones).unwrap();
            let steps = suffix_max_trace(&stones).unwrap();
            let at = |j: usize| format!("{stones:?}, step at {j}");
            let last = stones.len().saturating_sub(1);
            assert_eq!(steps.len(), last, "{stones:?}: one step per j in 1..n");
            for (step, j) in steps.iter().zip((1..=last).rev()) {
                let prefix: i64 =
                    stones[..=j].iter().map(|&s| i64::from(s)).sum();
                assert_eq!(step.index, j, "{}", at(j));
                assert_eq!(step.prefix, prefix, "{}: P(j)", at(j));
                assert_eq!(step.value, d[j], "{}: D(j)", at(j));
                assert_eq!(step.candidate, prefix - d[j], "{}", at(j));
                assert_eq!(step.best, d[j - 1], "{}: M(j) = D(j - 1)", at(j));
                steps_checked += 1;
            }
        }
        assert!(steps_checked > 500_000, "{steps_checked} steps");
    }
}
