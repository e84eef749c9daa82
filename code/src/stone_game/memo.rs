//! The game tree with a memory: each interval of the row is solved once.

use super::{Error, Table};

/// The most piles a recursive method accepts.
///
/// The recursion goes one call deeper for each pile taken, and a thread's stack is small
/// (2 MiB for a test thread): in a debug build each level here takes a few hundred bytes.
/// At this limit the deepest recursion stays well inside that.
pub const MAX_RECURSION_PILES: usize = 1_000;

/// `Ok` when a recursion over `piles` piles stays within [`MAX_RECURSION_PILES`] levels.
pub(super) fn check_recursion_depth(piles: usize) -> Result<(), Error> {
    if piles > MAX_RECURSION_PILES {
        return Err(Error::TooManyPiles {
            piles,
            limit: MAX_RECURSION_PILES,
        });
    }
    Ok(())
}

/// The score difference under optimal play, by the game tree with a memo.
///
/// The tree of [`score_difference_brute_force`](super::score_difference_brute_force) meets
/// the same interval `piles[i..=j]` again and again. Remembering each interval's value the
/// first time it is solved leaves n(n+1)/2 intervals to solve, each in constant time.
///
/// # Errors
///
/// [`Error::TooManyPiles`] when the row is longer than [`MAX_RECURSION_PILES`]: the
/// recursion would go too deep.
///
/// ```
/// use stone_games::stone_game::score_difference_memo;
///
/// assert_eq!(score_difference_memo(&[5, 3, 4, 5]), Ok(1));
/// assert_eq!(score_difference_memo(&[]), Ok(0));
/// ```
pub fn score_difference_memo(piles: &[u32]) -> Result<i64, Error> {
    solve(piles).map(|(value, _calls)| value)
}

/// How many calls [`score_difference_memo`] makes on a row of n ≥ 1 piles: n² − n + 1, where
/// the game tree makes 2ⁿ − 1.
///
/// ```
/// use stone_games::stone_game::{game_tree_calls, memo_calls};
///
/// assert_eq!(memo_calls(&[1; 20]), Ok(381));
/// assert_eq!(game_tree_calls(&[1; 20]), 1_048_575);
/// ```
///
/// # Errors
///
/// As [`score_difference_memo`].
pub fn memo_calls(piles: &[u32]) -> Result<u64, Error> {
    solve(piles).map(|(_value, calls)| calls)
}

fn solve(piles: &[u32]) -> Result<(i64, u64), Error> {
    check_recursion_depth(piles.len())?;
    if piles.is_empty() {
        return Ok((0, 0));
    }
    let mut memo = Table::new(piles.len(), None)?;
    let mut calls = 0;
    let value = best_difference(piles, 0, piles.len() - 1, &mut memo, &mut calls);
    Ok((value, calls))
}

// ANCHOR: memo
/// The best score difference for the player to move on `piles[i..=j]`.
/// `memo[(i, j)]` is `None` until that interval has been solved.
fn best_difference(
    piles: &[u32],
    i: usize,
    j: usize,
    memo: &mut Table<Option<i64>>,
    calls: &mut u64,
) -> i64 {
    *calls += 1;
    if let Some(known) = memo[(i, j)] {
        return known;
    }
    let value = if i == j {
        i64::from(piles[i])
    } else {
        let take_left =
            i64::from(piles[i]) - best_difference(piles, i + 1, j, memo, calls);
        let take_right =
            i64::from(piles[j]) - best_difference(piles, i, j - 1, memo, calls);
        take_left.max(take_right)
    };
    memo[(i, j)] = Some(value);
    value
}
// ANCHOR_END: memo

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_interval_is_solved_once() {
        // One call for the whole row, and two more for each of the n(n-1)/2 intervals of two
        // or more piles, the first time it is solved: 1 + n(n-1) calls.
        for n in 1..=40 {
            assert_eq!(
                memo_calls(&vec![3; n]),
                Ok((n * n - n + 1) as u64),
                "n = {n}"
            );
        }
    }

    #[test]
    fn the_deepest_recursion_fits_in_a_test_thread() {
        // This test runs on a thread with the default 2 MiB test stack.
        let piles: Vec<u32> =
            (0..MAX_RECURSION_PILES as u32).map(|i| i % 7 + 1).collect();
        assert_eq!(
            score_difference_memo(&piles),
            Ok(crate::stone_game::score_difference(&piles))
        );
    }

    #[test]
    fn a_row_longer_than_the_limit_is_refused() {
        let piles = vec![1; MAX_RECURSION_PILES + 1];
        assert_eq!(
            score_difference_memo(&piles),
            Err(Error::TooManyPiles {
                piles: MAX_RECURSION_PILES + 1,
                limit: MAX_RECURSION_PILES
            })
        );
    }
}
