//! The brute-force game tree: take the left pile or the right, recurse, keep
//! the better.

use super::error::{check_len, Error, MAX_GAME_TREE_LEN};

/// The score difference of a row of piles under optimal play, found by
/// searching the whole game tree.
///
/// This is negamax: the value of a position for the player to move is the best,
/// over the two moves, of the pile taken minus the value of the position left
/// to the opponent. It makes 2ⁿ − 1 calls on a row of n ≥ 1 piles (one on the
/// empty row) (see [`game_tree_calls`]): it is exponential, and only for small
/// rows, where it is the oracle every faster method is tested against.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_GAME_TREE_LEN`].
///
/// ```
/// use stone_games::stone_game::book::score_difference_brute_force;
///
/// assert_eq!(score_difference_brute_force(&[5, 3, 4, 5]), Ok(1));
/// assert_eq!(score_difference_brute_force(&[1, 100, 9, 1]), Ok(91));
/// ```
pub fn score_difference_brute_force(piles: &[u32]) -> Result<i64, Error> {
    check_len(
        "score_difference_brute_force",
        piles.len(),
        MAX_GAME_TREE_LEN,
    )?;
    Ok(negamax(piles, &mut 0))
}

/// How many calls [`score_difference_brute_force`] makes on this row of
/// piles: one per node of the game tree.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_GAME_TREE_LEN`]: it
/// counts by making the calls.
///
/// ```
/// use stone_games::stone_game::book::game_tree_calls;
///
/// assert_eq!(game_tree_calls(&[5, 3, 4, 5]), Ok(15));
/// assert_eq!(game_tree_calls(&[1; 20]), Ok(1_048_575)); // 2^20 - 1
/// ```
#[cfg(feature = "book")]
pub fn game_tree_calls(piles: &[u32]) -> Result<u64, Error> {
    check_len("game_tree_calls", piles.len(), MAX_GAME_TREE_LEN)?;
    let mut calls = 0;
    negamax(piles, &mut calls);
    Ok(calls)
}

// ANCHOR: negamax
/// The best score difference for the player to move on `piles`.
/// `calls` counts the calls, so that we can see the tree grow.
fn negamax(piles: &[u32], calls: &mut u64) -> i64 {
    *calls += 1;
    match piles {
        [] => 0,
        [only] => i64::from(*only),
        [first, .., last] => {
            let take_first = i64::from(*first) - negamax(&piles[1..], calls);
            let take_last =
                i64::from(*last) - negamax(&piles[..piles.len() - 1], calls);
            take_first.max(take_last)
        }
    }
}
// ANCHOR_END: negamax

/// The game tree on values of any sign (a pile may be a debt), in 128 bits:
/// the oracle of the methods that take them (`linear.rs`, `rolling.rs`).
#[cfg(test)]
pub(crate) fn signed_game_tree(values: &[i64]) -> i128 {
    match values {
        [] => 0,
        [only] => i128::from(*only),
        [first, .., last] => {
            let rest_left = signed_game_tree(&values[1..]);
            let rest_right = signed_game_tree(&values[..values.len() - 1]);
            (i128::from(*first) - rest_left).max(i128::from(*last) - rest_right)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_signed_game_tree_by_hand() {
        assert_eq!(signed_game_tree(&[]), 0);
        assert_eq!(signed_game_tree(&[-5, 3, -4]), -12);
        assert_eq!(signed_game_tree(&[5, 3, 4, 5]), 1);
    }

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
        assert_eq!(score_difference_brute_force(&[4]), Ok(4));
        assert_eq!(score_difference_brute_force(&[10, 1]), Ok(9));
        assert_eq!(score_difference_brute_force(&[3, 7, 2, 3]), Ok(5));
        // max(2 − D(9 9 1), 1 − D(2 9 9)) = max(2 − 1, 1 − 2).
        assert_eq!(score_difference_brute_force(&[2, 9, 9, 1]), Ok(1));
    }
}
