//! The brute-force game tree: take 1 to 2M piles, recurse, keep the best.

use super::book::suffix_sums;
use super::error::{check_len, Error, MAX_GAME_TREE_LEN};

/// The most stones the first player can collect, by searching the whole game
/// tree.
///
/// Exponential: it is the oracle the faster methods are tested against, on
/// short rows.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_GAME_TREE_LEN`].
///
/// ```
/// use stone_games::stone_game_ii::book::max_stones_brute_force;
///
/// assert_eq!(max_stones_brute_force(&[2, 7, 9, 4, 4]), Ok(10));
/// ```
pub fn max_stones_brute_force(piles: &[u32]) -> Result<u64, Error> {
    check_len("max_stones_brute_force", piles.len(), MAX_GAME_TREE_LEN)?;
    Ok(most_stones(&suffix_sums(piles)?, 0, 1, &mut 0))
}

/// How many calls [`max_stones_brute_force`] makes: one per node of the game
/// tree.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_GAME_TREE_LEN`]: it
/// counts by making the calls.
///
/// ```
/// use stone_games::stone_game_ii::book::game_tree_calls;
///
/// assert_eq!(game_tree_calls(&[2, 7, 9, 4, 4]), Ok(21));
/// ```
#[cfg(feature = "book")]
pub fn game_tree_calls(piles: &[u32]) -> Result<u64, Error> {
    check_len("game_tree_calls", piles.len(), MAX_GAME_TREE_LEN)?;
    let mut calls = 0;
    most_stones(&suffix_sums(piles)?, 0, 1, &mut calls);
    Ok(calls)
}

// ANCHOR: most_stones
/// The most stones the player to move can collect from pile `i` on, when they
/// may take up to `2 * m` piles. `suffix[i]` is the number of stones in piles
/// `i..`.
fn most_stones(suffix: &[u64], i: usize, m: usize, calls: &mut u64) -> u64 {
    *calls += 1;
    let n = suffix.len() - 1;
    let most_piles = (2 * m).min(n - i);
    (1..=most_piles)
        .map(|x| suffix[i] - most_stones(suffix, i + x, m.max(x), calls))
        .max()
        .unwrap_or(0) // no pile left: nothing to collect
}
// ANCHOR_END: most_stones

/// The tests of the game tree's count of calls, which is the book's
/// material.
#[cfg(all(test, feature = "book"))]
mod tests {
    use super::*;
    use crate::shared::testing::about;

    /// The game tree's calls from state `(i, m)` on `n` piles, counted with a
    /// memo of the counts: 1 for the call, plus the calls of every move.
    #[cfg(feature = "book")]
    fn calls_from(n: usize, i: usize, m: usize, memo: &mut [Vec<u64>]) -> u64 {
        if memo[i][m] == 0 {
            memo[i][m] = 1
                + (1..=(2 * m).min(n - i))
                    .map(|x| calls_from(n, i + x, m.max(x), memo))
                    .sum::<u64>();
        }
        memo[i][m]
    }

    #[test]
    fn the_tree_nearly_doubles_with_each_pile() {
        let counted =
            |n: usize| calls_from(n, 0, 1, &mut vec![vec![0; n + 2]; n + 1]);
        for n in 0..=20 {
            assert_eq!(game_tree_calls(&vec![1; n]), Ok(counted(n)), "n = {n}");
        }
        assert_eq!(counted(MAX_GAME_TREE_LEN), 95_497_115);
        // The ratio from one length to the next grows towards 2: 1.98 or more
        // from 21 piles to the limit, where it is 1.99 (to two places).
        for n in 21..=MAX_GAME_TREE_LEN {
            let ratio = about(counted(n) as f64 / counted(n - 1) as f64, 3);
            assert!(
                (1.98..=1.99).contains(&ratio),
                "MAX_GAME_TREE_LEN: 1.98 to 1.99 from 21 piles on, not {ratio} \
                 at n = {n}"
            );
        }
    }
}
