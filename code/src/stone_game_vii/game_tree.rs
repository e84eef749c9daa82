//! The brute-force game tree: remove either end stone, score the sum of the
//! rest, recurse, keep the better.

use super::error::{check_len, Error, MAX_GAME_TREE_LEN};

/// Stone Game VII's score difference by the whole game tree: each
/// player removes the end stone that leaves the best.
///
/// This is negamax: the value of a position for the player to move is the
/// best, over the two moves, of the points the move scores (the stones left
/// after it) minus the value of the position left to the opponent. It makes
/// 2ⁿ − 1 calls on a row of n ≥ 1 stones, one on the empty row (see
/// [`game_tree_calls`]): it is exponential, and only for small rows, where it
/// is the oracle every faster method is tested against.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_GAME_TREE_LEN`].
///
/// ```
/// use stone_games::stone_game_vii::book::score_difference_brute_force;
///
/// assert_eq!(score_difference_brute_force(&[5, 3, 1, 4, 2]), Ok(6));
/// let row = [7, 90, 5, 1, 100, 10, 10, 2];
/// assert_eq!(score_difference_brute_force(&row), Ok(122));
/// ```
pub fn score_difference_brute_force(stones: &[u32]) -> Result<u64, Error> {
    check_len(
        "score_difference_brute_force",
        stones.len(),
        MAX_GAME_TREE_LEN,
    )?;
    let left: u64 = stones.iter().map(|&v| u64::from(v)).sum();
    Ok(negamax(stones, left, &mut 0))
}

/// The calls [`score_difference_brute_force`] makes on the row `stones`,
/// one per node of its game tree.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_GAME_TREE_LEN`]: it
/// counts by making the calls.
///
/// ```
/// use stone_games::stone_game_vii::book::game_tree_calls;
///
/// assert_eq!(game_tree_calls(&[5, 3, 1, 4, 2]), Ok(31)); // 2^5 - 1
/// assert_eq!(game_tree_calls(&[]), Ok(1));
/// ```
#[cfg(feature = "book")]
pub fn game_tree_calls(stones: &[u32]) -> Result<u64, Error> {
    check_len("game_tree_calls", stones.len(), MAX_GAME_TREE_LEN)?;
    let left: u64 = stones.iter().map(|&v| u64::from(v)).sum();
    let mut calls = 0;
    negamax(stones, left, &mut calls);
    Ok(calls)
}

// ANCHOR: negamax
/// The best score difference for the player to move on `stones`, whose
/// values add up to `left`. `calls` counts the calls.
fn negamax(stones: &[u32], left: u64, calls: &mut u64) -> u64 {
    *calls += 1;
    match stones {
        // Nothing to remove, or one stone: removing it scores 0.
        [] | [_] => 0,
        [first, .., last] => {
            let n = stones.len();
            // A move scores what is left after it.
            let after_first = left - u64::from(*first);
            let after_last = left - u64::from(*last);
            let remove_first =
                after_first - negamax(&stones[1..], after_first, calls);
            let remove_last =
                after_last - negamax(&stones[..n - 1], after_last, calls);
            remove_first.max(remove_last)
        }
    }
}
// ANCHOR_END: negamax

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(feature = "book")]
    #[test]
    fn the_tree_has_two_to_the_n_minus_one_nodes() {
        for n in 1..=16 {
            assert_eq!(
                game_tree_calls(&vec![7; n]),
                Ok((1 << n) - 1),
                "n = {n}"
            );
        }
        assert_eq!(game_tree_calls(&[]), Ok(1));
    }

    #[test]
    fn small_rows_by_hand() {
        assert_eq!(score_difference_brute_force(&[]), Ok(0));
        assert_eq!(score_difference_brute_force(&[4]), Ok(0));
        // Alice removes the 3 and scores 10; Bob removes the 10, scores 0.
        assert_eq!(score_difference_brute_force(&[3, 10]), Ok(10));
        assert_eq!(score_difference_brute_force(&[5, 3, 1, 4, 2]), Ok(6));
        assert_eq!(score_difference_brute_force(&[2, 1, 2, 2]), Ok(4));
    }

    #[test]
    fn the_largest_stones_do_not_overflow() {
        let big = u64::from(u32::MAX);
        let stones = vec![u32::MAX; MAX_GAME_TREE_LEN.min(16)];
        // Bob removes half the stones, whatever is played.
        assert_eq!(score_difference_brute_force(&stones), Ok(8 * big));
    }
}
