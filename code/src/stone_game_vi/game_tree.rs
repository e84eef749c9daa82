//! The game tree over subsets: a position is the set of stones taken, and the
//! search remembers the value of every set it has solved.

use super::error::{check_len, check_same_len, Error, MAX_GAME_TREE_LEN};

/// Alice's total minus Bob's under optimal play, found by searching the game
/// tree over the sets of stones taken.
///
/// A position is the set of stones already taken, written as the bits of a
/// number: who moves follows from how many are taken (Alice when the count is
/// even). Its value `D` is what the player to move ends ahead by from there
/// on: the best, over the stones left, of that stone's value to the mover
/// minus the value of the position after it. The search remembers `D` of
/// every set it has solved, so each of the 2ⁿ sets is solved once, and it
/// makes 1 + n · 2ⁿ⁻¹ calls (see [`game_tree_calls`]). It is exponential and
/// only for small rows, where it is the oracle every faster method is tested
/// against: it knows nothing of the weight `a + b`.
///
/// # Errors
///
/// [`Error::LengthsDiffer`] for rows of different lengths, and
/// [`Error::TooLong`] for more than [`MAX_GAME_TREE_LEN`] stones.
///
/// ```
/// use stone_games::stone_game_vi::book::score_difference_brute_force;
///
/// assert_eq!(score_difference_brute_force(&[1, 3], &[2, 1]), Ok(1));
/// assert_eq!(score_difference_brute_force(&[1, 2], &[3, 1]), Ok(0));
/// assert_eq!(score_difference_brute_force(&[2, 4, 3], &[1, 6, 7]), Ok(-1));
/// ```
pub fn score_difference_brute_force(
    alice: &[u32],
    bob: &[u32],
) -> Result<i64, Error> {
    check_same_len(alice, bob)?;
    check_len(
        "score_difference_brute_force",
        alice.len(),
        MAX_GAME_TREE_LEN,
    )?;
    let mut memo = vec![UNSOLVED; 1 << alice.len()];
    Ok(best(alice, bob, 0, &mut memo, &mut 0))
}

/// How many calls [`score_difference_brute_force`] makes on these rows:
/// 1 + n · 2ⁿ⁻¹ for n ≥ 1 stones (every set with k stones left is solved
/// once and calls its k children), 1 for none.
///
/// # Errors
///
/// As [`score_difference_brute_force`]: it counts by making the calls.
///
/// ```
/// use stone_games::stone_game_vi::book::game_tree_calls;
///
/// assert_eq!(game_tree_calls(&[2, 4, 3], &[1, 6, 7]), Ok(13)); // 1 + 3 * 4
/// assert_eq!(game_tree_calls(&[], &[]), Ok(1));
/// ```
#[cfg(feature = "book")]
pub fn game_tree_calls(alice: &[u32], bob: &[u32]) -> Result<u64, Error> {
    check_same_len(alice, bob)?;
    check_len("game_tree_calls", alice.len(), MAX_GAME_TREE_LEN)?;
    let mut memo = vec![UNSOLVED; 1 << alice.len()];
    let mut calls = 0;
    best(alice, bob, 0, &mut memo, &mut calls);
    Ok(calls)
}

// ANCHOR: subsets
/// The mark of a set whose value is not known yet: no value is this low.
const UNSOLVED: i64 = i64::MIN;

/// What the player to move ends ahead by when the stones whose bits are set
/// in `taken` are gone. `memo[taken]` remembers it; `calls` counts the calls.
fn best(
    alice: &[u32],
    bob: &[u32],
    taken: usize,
    memo: &mut [i64],
    calls: &mut u64,
) -> i64 {
    *calls += 1;
    if memo[taken] != UNSOLVED {
        return memo[taken];
    }
    let n = alice.len();
    // Alice moves when an even number of stones are gone.
    let mover = if taken.count_ones() % 2 == 0 {
        alice
    } else {
        bob
    };
    let mut value = if taken == (1 << n) - 1 { 0 } else { i64::MIN };
    for i in (0..n).filter(|&i| taken & (1 << i) == 0) {
        let after = best(alice, bob, taken | (1 << i), memo, calls);
        value = value.max(i64::from(mover[i]) - after);
    }
    memo[taken] = value;
    value
}
// ANCHOR_END: subsets

/// The tests of the count of subsets the search solves, which is the
/// book's material.
#[cfg(all(test, feature = "book"))]
mod tests {
    use super::*;

    #[test]
    fn the_tree_has_one_plus_n_times_half_of_two_to_the_n_nodes() {
        for n in 1..=12 {
            let row = vec![1; n];
            let expected = 1 + n as u64 * (1 << (n - 1));
            assert_eq!(game_tree_calls(&row, &row), Ok(expected));
        }
    }
}
