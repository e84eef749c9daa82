//! The brute-force game tree: try both moves, recurse, keep the better one.

/// The score difference under optimal play, found by searching the whole game tree.
///
/// This is negamax: the value of a position for the player to move is the best, over the
/// two moves, of the pile taken minus the value of the position left to the opponent.
/// It makes 2ⁿ − 1 calls on a row of n piles (see [`game_tree_calls`]), so it is only for
/// small rows, where it is the oracle every faster method is tested against.
///
/// ```
/// use stone_games::stone_game::score_difference_brute_force;
///
/// assert_eq!(score_difference_brute_force(&[5, 3, 4, 5]), 1);
/// assert_eq!(score_difference_brute_force(&[1, 100, 9, 1]), 91);
/// ```
pub fn score_difference_brute_force(piles: &[u32]) -> i64 {
    negamax(piles, &mut 0)
}

/// How many calls [`score_difference_brute_force`] makes on this row: one per node of the
/// game tree.
///
/// ```
/// use stone_games::stone_game::game_tree_calls;
///
/// assert_eq!(game_tree_calls(&[5, 3, 4, 5]), 15);
/// assert_eq!(game_tree_calls(&[1; 20]), 1_048_575); // 2^20 - 1
/// ```
pub fn game_tree_calls(piles: &[u32]) -> u64 {
    let mut calls = 0;
    negamax(piles, &mut calls);
    calls
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tree_has_two_to_the_n_minus_one_nodes() {
        for n in 1..=16 {
            assert_eq!(game_tree_calls(&vec![7; n]), (1 << n) - 1, "n = {n}");
        }
        assert_eq!(game_tree_calls(&[]), 1);
    }

    #[test]
    fn small_rows_by_hand() {
        assert_eq!(score_difference_brute_force(&[]), 0);
        assert_eq!(score_difference_brute_force(&[4]), 4);
        assert_eq!(score_difference_brute_force(&[10, 1]), 9);
        assert_eq!(score_difference_brute_force(&[3, 7, 2, 3]), 5);
    }
}
