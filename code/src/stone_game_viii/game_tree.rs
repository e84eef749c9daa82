//! The brute-force game tree on the row itself: merge, recurse, keep the best.

use super::error::{check_len, Error, MAX_GAME_TREE_LEN};

/// The score difference under optimal play, found by playing every game on
/// the row itself, merging stones as the rules say: Alice's total minus
/// Bob's.
///
/// This is negamax: a row is worth, to the player to move, the best over
/// the moves (merge the first `x ≥ 2` stones) of what the move scores minus
/// what the new row is worth to the opponent. A row of one stone is worth
/// 0. The tree has 2ⁿ⁻¹ nodes (see [`game_tree_calls`]), so this is only
/// for short rows, where it is the oracle every faster method is tested
/// against.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_GAME_TREE_LEN`].
///
/// ```
/// use stone_games::stone_game_viii::book::score_difference_brute_force;
///
/// assert_eq!(score_difference_brute_force(&[-1, 2, -3, 4, -5]), Ok(5));
/// assert_eq!(score_difference_brute_force(&[-10, -12]), Ok(-22));
/// ```
pub fn score_difference_brute_force(stones: &[i32]) -> Result<i64, Error> {
    check_len(
        "score_difference_brute_force",
        stones.len(),
        MAX_GAME_TREE_LEN,
    )?;
    if stones.len() < 2 {
        return Ok(0); // one stone or none: no move, worth 0
    }
    let row: Vec<i64> = stones.iter().map(|&s| i64::from(s)).collect();
    Ok(negamax(&row, &mut 0))
}

/// What each first move is worth to the player to move, by the game tree:
/// for x = 2 to n, merging the first x stones scores their sum, and the
/// opponent then makes the best of the new row, so the move is worth the
/// sum minus that row's value. The best of them is
/// [`score_difference_brute_force`].
///
/// # Errors
///
/// As [`score_difference_brute_force`].
///
/// ```
/// use stone_games::stone_game_viii::book::move_worths;
///
/// // Merging 2, 3, 4, 5, 6 or all 7 stones.
/// let worths = move_worths(&[7, -6, 5, 10, 5, -2, -6]);
/// assert_eq!(worths, Ok(vec![-12, -7, 3, 8, 6, 13]));
/// ```
pub fn move_worths(stones: &[i32]) -> Result<Vec<i64>, Error> {
    check_len("move_worths", stones.len(), MAX_GAME_TREE_LEN)?;
    if stones.len() < 2 {
        return Ok(Vec::new()); // one stone or none: no move
    }
    let row: Vec<i64> = stones.iter().map(|&s| i64::from(s)).collect();
    Ok(worths(&row, &mut 0))
}

/// How many calls [`score_difference_brute_force`] makes: one per node of
/// the game tree, 2ⁿ⁻¹ on a row of n stones.
///
/// # Errors
///
/// As [`score_difference_brute_force`].
///
/// ```
/// use stone_games::stone_game_viii::book::game_tree_calls;
///
/// assert_eq!(game_tree_calls(&[-1, 2, -3, 4, -5]), Ok(16));
/// assert_eq!(game_tree_calls(&[0; 20]), Ok(1 << 19));
/// ```
#[cfg(feature = "book")]
pub fn game_tree_calls(stones: &[i32]) -> Result<u64, Error> {
    check_len("game_tree_calls", stones.len(), MAX_GAME_TREE_LEN)?;
    if stones.len() < 2 {
        return Ok(1); // one stone or none: the root alone
    }
    let row: Vec<i64> = stones.iter().map(|&s| i64::from(s)).collect();
    let mut calls = 0;
    negamax(&row, &mut calls);
    Ok(calls)
}

// ANCHOR: negamax
/// The best score difference for the player to move on `row`: the best of
/// what its moves are worth. `calls` counts the calls.
fn negamax(row: &[i64], calls: &mut u64) -> i64 {
    *calls += 1;
    if row.len() == 1 {
        return 0; // one stone: no move is left
    }
    // i64::MIN is below every real outcome.
    worths(row, calls).into_iter().fold(i64::MIN, i64::max)
}

/// What each move on `row` is worth to the player to move: merge the first
/// `x` stones, for every `x` from 2 to the whole row, into one stone worth
/// their sum, score that sum, and subtract what the new row is worth to the
/// opponent.
fn worths(row: &[i64], calls: &mut u64) -> Vec<i64> {
    let mut merged = row[0];
    (2..=row.len())
        .map(|x| {
            merged += row[x - 1]; // the sum of the first x stones
            let mut next = vec![merged]; // the new stone, at the left end,
            next.extend_from_slice(&row[x..]); // then the stones not merged
            merged - negamax(&next, calls)
        })
        .collect()
}
// ANCHOR_END: negamax

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(feature = "book")]
    #[test]
    fn the_tree_has_half_of_two_to_the_n_nodes() {
        for n in 2..=16 {
            let calls = game_tree_calls(&vec![1; n]);
            assert_eq!(calls, Ok(1 << (n - 1)), "{n} stones");
        }
    }

    #[test]
    fn the_examples_and_the_pitfalls_by_the_rules() {
        let tree = score_difference_brute_force;
        assert_eq!(tree(&[-1, 2, -3, 4, -5]), Ok(5));
        assert_eq!(tree(&[7, -6, 5, 10, 5, -2, -6]), Ok(13));
        assert_eq!(tree(&[-10, -12]), Ok(-22));
        assert_eq!(tree(&[-3, -3]), Ok(-6));
        assert_eq!(tree(&[-3, -3, -3]), Ok(3));
        assert_eq!(tree(&[i32::MAX, 1]), Ok(1 << 31));
    }

    #[test]
    fn the_best_move_worth_is_the_value() {
        for row in [
            &[7, -6, 5, 10, 5, -2, -6][..],
            &[-1, 2, -3, 4, -5],
            &[-3, -3, -3],
        ] {
            let best = move_worths(row).unwrap().into_iter().max();
            assert_eq!(best, score_difference_brute_force(row).ok());
        }
        assert_eq!(move_worths(&[-1, 2, -3, 4, -5]), Ok(vec![-4, -7, 5, -3]));
        assert_eq!(move_worths(&[4]), Ok(vec![])); // no move
    }
}
