//! The game tree with a memory: each interval of the row is solved once.

use super::{
    book::{table_for_row, MAX_MEMO_LEN},
    check_len, Error, Table,
};
use crate::shared::on_a_big_stack;

/// The score difference under optimal play, by the game tree with a memo.
///
/// The tree of
/// [`score_difference_brute_force`](super::book::score_difference_brute_force)
/// meets the same interval `piles[i..=j]` again and again. Remembering each
/// interval's value the first time it is solved leaves n(n+1)/2 intervals to
/// solve, each in constant time.
///
/// The recursion goes one call deeper per pile taken, so it runs on a thread
/// whose stack is sized for the row.
///
/// # Errors
///
/// [`Error::TooLong`] when the memo would take more than
/// [`MAX_TABLE_BYTES`](super::book::MAX_TABLE_BYTES): rows of more than
/// [`MAX_MEMO_LEN`] piles (16 bytes a cell).
///
/// ```
/// use stone_games::stone_game::book::score_difference_memo;
///
/// assert_eq!(score_difference_memo(&[5, 3, 4, 5]), Ok(1));
/// assert_eq!(score_difference_memo(&[]), Ok(0));
/// ```
///
/// # Panics
///
#[doc = include_str!("../shared/big_stack.md")]
pub fn score_difference_memo(piles: &[u32]) -> Result<i64, Error> {
    solve("score_difference_memo", piles).map(|(value, _calls)| value)
}

/// How many calls [`score_difference_memo`] makes on a row of n ≥ 1 piles: n² −
/// n + 1, where the game tree makes 2ⁿ − 1.
///
/// ```
/// use stone_games::stone_game::book::{game_tree_calls, memo_calls};
///
/// assert_eq!(memo_calls(&[1; 20]), Ok(381));
/// assert_eq!(game_tree_calls(&[1; 20]), Ok(1_048_575));
/// ```
///
/// # Errors
///
/// As [`score_difference_memo`].
///
/// # Panics
///
#[doc = include_str!("../shared/big_stack.md")]
#[cfg(feature = "book")]
pub fn memo_calls(piles: &[u32]) -> Result<u64, Error> {
    solve("memo_calls", piles).map(|(_value, calls)| calls)
}

fn solve(function: &'static str, piles: &[u32]) -> Result<(i64, u64), Error> {
    check_len(function, piles.len(), MAX_MEMO_LEN)?;
    let mut memo = table_for_row(piles, None)?;
    let Some(last) = piles.len().checked_sub(1) else {
        return Ok((0, 0));
    };
    let mut calls = 0;
    let value = on_a_big_stack(piles.len(), || {
        best_difference(piles, 0, last, &mut memo, &mut calls)
    });
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

    #[cfg(feature = "book")]
    #[test]
    fn each_interval_is_solved_once() {
        // One call for the whole row, and two more for each of the n(n-1)/2
        // intervals of two or more piles, the first time it is solved: 1 +
        // n(n-1) calls.
        for n in 1..=40 {
            assert_eq!(
                memo_calls(&vec![3; n]),
                Ok((n * n - n + 1) as u64),
                "n = {n}"
            );
        }
    }

    #[test]
    fn a_row_deeper_than_a_test_thread_allows() {
        // 3,000 levels: more than a debug build's 2 MiB test thread holds at
        // a few hundred bytes a level. The limit itself (7,071) is checked
        // by the memo's table (see table.rs); its 5 * 10^7 calls are slow in
        // a debug build.
        let piles: Vec<u32> = (0..3_000).map(|i| i % 7 + 1).collect();
        assert_eq!(
            score_difference_memo(&piles),
            crate::stone_game::score_difference(&piles)
        );
    }
}
