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
