//! The brute-force game tree: take 1 to k values from the front (k = 3 in the
//! game), recurse, keep the best.

use super::error::{check_k, check_len, Error, MAX_GAME_TREE_LEN};

/// The score difference under optimal play, when a move takes 1 to `k`
/// values from the front: the first player's total minus the second's,
/// found by searching the whole game tree.
///
/// Stone Game III is `k = 3`. This is negamax: a position is worth, to the
/// player to move, the best over the moves of what the move takes minus what
/// the position left is worth to the opponent. The tree has up to 2ⁿ nodes
/// (see [`game_tree_calls`]), so this is only for short rows, where it is the
/// oracle every faster method is tested against.
///
/// # Errors
///
/// [`Error::KIsZero`] when `k = 0`, and [`Error::TooLong`] for rows
/// longer than [`MAX_GAME_TREE_LEN`].
///
/// ```
/// use stone_games::stone_game_iii::book::score_difference_brute_force;
///
/// assert_eq!(score_difference_brute_force(&[1, 2, 3, 7], 3), Ok(-1));
/// assert_eq!(score_difference_brute_force(&[1, 2, 3, -9], 3), Ok(15));
/// assert_eq!(score_difference_brute_force(&[1, 2, 3, 6], 3), Ok(0));
/// ```
pub fn score_difference_brute_force(
    values: &[i32],
    k: usize,
) -> Result<i64, Error> {
    check_k(k)?;
    check_len(
        "score_difference_brute_force",
        values.len(),
        MAX_GAME_TREE_LEN,
    )?;
    Ok(negamax(values, k, &mut 0))
}

/// How many calls [`score_difference_brute_force`] makes: one per node of the
/// game tree.
///
/// # Errors
///
/// As [`score_difference_brute_force`].
///
/// ```
/// use stone_games::stone_game_iii::book::game_tree_calls;
///
/// assert_eq!(game_tree_calls(&[1, 2, 3, 7], 3), Ok(15));
/// assert_eq!(game_tree_calls(&[0; 20], 20), Ok(1 << 20)); // k >= n: 2^n
/// ```
#[cfg(feature = "book")]
pub fn game_tree_calls(values: &[i32], k: usize) -> Result<u64, Error> {
    check_k(k)?;
    check_len("game_tree_calls", values.len(), MAX_GAME_TREE_LEN)?;
    let mut calls = 0;
    negamax(values, k, &mut calls);
    Ok(calls)
}

// ANCHOR: negamax
/// The best score difference for the player to move on `values`, when a
/// move takes the first 1 to `k` values. `calls` counts the calls.
fn negamax(values: &[i32], k: usize, calls: &mut u64) -> i64 {
    *calls += 1;
    if values.is_empty() {
        return 0; // no move is left: nobody gains anything more
    }
    let mut best = i64::MIN; // below every real outcome: see the pitfalls
    let mut taken = 0; // what this move takes, added up
    for x in 1..=k.min(values.len()) {
        taken += i64::from(values[x - 1]);
        best = best.max(taken - negamax(&values[x..], k, calls));
    }
    best
}
// ANCHOR_END: negamax

#[cfg(test)]
mod tests {
    use super::*;

    /// The number of nodes of the tree on n values, from its recurrence:
    /// C(n) = 1 + C(n - 1) + ... + C(n - min(k, n)).
    #[cfg(feature = "book")]
    fn nodes(n: usize, k: usize) -> u64 {
        let mut c = vec![0_u64; n + 1];
        for m in 0..=n {
            c[m] = 1 + (1..=k.min(m)).map(|x| c[m - x]).sum::<u64>();
        }
        c[n]
    }

    #[cfg(feature = "book")]
    #[test]
    fn the_tree_has_as_many_nodes_as_its_recurrence_says() {
        for k in 1..=5 {
            for n in 0..=16 {
                assert_eq!(game_tree_calls(&vec![1; n], k), Ok(nodes(n, k)));
            }
        }
        // k = 3: 1, 2, 4, 8, 15, 28, 52, ... (each the sum of the three
        // before it, plus one)
        let counts: Vec<u64> = (0..8).map(|n| nodes(n, 3)).collect();
        assert_eq!(counts, [1, 2, 4, 8, 15, 28, 52, 96]);
    }

    #[test]
    fn small_rows_by_hand() {
        assert_eq!(score_difference_brute_force(&[], 3), Ok(0));
        assert_eq!(score_difference_brute_force(&[-4], 3), Ok(-4));
        // k = 1: the players alternate, 5 - 1 + 2.
        assert_eq!(score_difference_brute_force(&[5, 1, 2], 1), Ok(6));
        // k = 3: Alice takes all three.
        assert_eq!(score_difference_brute_force(&[5, 1, 2], 3), Ok(8));
    }
}
