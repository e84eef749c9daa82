//! The search with a memory: each interval of the row is solved once.

use super::error::{check_len, Error, MAX_CUBIC_LEN};
use crate::shared::{on_a_big_stack, prefix_sums};

/// Alice's largest score, by the search of
/// [`max_score_brute_force`](super::book::max_score_brute_force) with a memo.
///
/// The rows the search reaches are intervals `values[i..=j]` of the
/// original row, and it meets the same ones again and again. Remembering
/// each interval's score the first time it is solved leaves at most
/// n(n + 1)/2 intervals, each trying its cuts: O(n³) in all.
///
/// The recursion goes one call deeper per round, up to n − 1 deep, so it
/// runs on a thread whose stack is sized for the row.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_CUBIC_LEN`](super::book::MAX_CUBIC_LEN).
///
/// ```
/// use stone_games::stone_game_v::book::max_score_memo;
///
/// assert_eq!(max_score_memo(&[6, 2, 3, 4, 5, 5]), Ok(18));
/// assert_eq!(max_score_memo(&[]), Ok(0));
/// ```
///
/// # Panics
///
#[doc = include_str!("../shared/big_stack.md")]
pub fn max_score_memo(values: &[u32]) -> Result<u64, Error> {
    solve("max_score_memo", values).map(|(score, _reached)| score)
}

/// How many intervals [`max_score_memo`] solves, starting from the whole
/// row: the entries its memo ends with, single stones included (n(n + 1)/2
/// intervals exist).
///
/// # Errors
///
/// As [`max_score_memo`].
///
/// ```
/// use stone_games::stone_game_v::book::reached_intervals;
///
/// // On zeros every cut is a tie, and every interval is reached.
/// assert_eq!(reached_intervals(&[0; 6]), Ok(21));
/// assert_eq!(reached_intervals(&[1, 2, 3, 4, 5]), Ok(6));
/// assert_eq!(reached_intervals(&[]), Ok(0));
/// ```
///
/// # Panics
///
#[doc = include_str!("../shared/big_stack.md")]
pub fn reached_intervals(values: &[u32]) -> Result<u64, Error> {
    solve("reached_intervals", values).map(|(_score, reached)| reached)
}

fn solve(function: &'static str, values: &[u32]) -> Result<(u64, u64), Error> {
    check_len(function, values.len(), MAX_CUBIC_LEN)?;
    let n = values.len();
    let Some(last) = n.checked_sub(1) else {
        return Ok((0, 0));
    };
    let prefix = prefix_sums(values)?;
    let mut memo = vec![None; n * n];
    let score =
        on_a_big_stack(n, || best_score(&prefix, 0, last, &mut memo, n));
    let reached = memo.iter().filter(|cell| cell.is_some()).count();
    Ok((score, reached as u64))
}

// ANCHOR: memo
/// The most Alice can still score on `values[i..=j]`, where `prefix` holds
/// the row's prefix sums. `memo[i * n + j]` is `None` until that interval
/// has been solved.
fn best_score(
    prefix: &[u64],
    i: usize,
    j: usize,
    memo: &mut [Option<u64>],
    n: usize,
) -> u64 {
    if let Some(known) = memo[i * n + j] {
        return known;
    }
    let sum = |a: usize, b: usize| prefix[b + 1] - prefix[a];
    let mut best = 0;
    for k in i..j {
        let (left, right) = (sum(i, k), sum(k + 1, j));
        if left <= right {
            best = best.max(left + best_score(prefix, i, k, memo, n));
        }
        if left >= right {
            best = best.max(right + best_score(prefix, k + 1, j, memo, n));
        }
    }
    memo[i * n + j] = Some(best);
    best
}
// ANCHOR_END: memo

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zeros_reach_every_interval() {
        for n in 0..30 {
            let every = (n * (n + 1) / 2) as u64;
            assert_eq!(reached_intervals(&vec![0; n]), Ok(every));
        }
    }

    #[test]
    fn a_row_deeper_than_a_test_thread_allows() {
        // Rising by one: the deepest search is long, one stone a round.
        // Against the O(n²) method, which the narrow one, `max_score`, is
        // itself checked against: a failure here is the memo's.
        let values: Vec<u32> = (1..=MAX_CUBIC_LEN as u32).collect();
        assert_eq!(
            max_score_memo(&values),
            crate::stone_game_v::book::max_score_quadratic(&values),
            "the memo on 1..={MAX_CUBIC_LEN}"
        );
    }
}
