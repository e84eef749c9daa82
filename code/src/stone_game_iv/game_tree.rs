//! The brute-force game tree: try every square, recurse, no memory.

use super::error::{check_n, Error, MAX_GAME_TREE_N};
use super::table::squares_up_to;

/// Does the player to move win with `n` stones? By searching the game tree,
/// with no memo.
///
/// It stops at the first move that wins, but it solves the same smaller piles
/// again and again: the calls grow exponentially (see [`game_tree_calls`]).
/// The oracle for small `n`.
///
/// # Errors
///
/// [`Error::TooLarge`] when `n > MAX_GAME_TREE_N`.
///
/// ```
/// use stone_games::stone_game_iv::book::alice_wins_brute_force;
///
/// assert_eq!(alice_wins_brute_force(7), Ok(false));
/// assert_eq!(alice_wins_brute_force(8), Ok(true)); // take 1, leave 7
/// ```
pub fn alice_wins_brute_force(n: u64) -> Result<bool, Error> {
    check_n("alice_wins_brute_force", n, MAX_GAME_TREE_N)?;
    Ok(wins(n, &mut 0))
}

/// How many calls [`alice_wins_brute_force`] makes.
///
/// # Errors
///
/// [`Error::TooLarge`] when `n > MAX_GAME_TREE_N`: it counts by making
/// the calls.
///
/// ```
/// use stone_games::stone_game_iv::book::game_tree_calls;
///
/// assert_eq!(game_tree_calls(7), Ok(15));
/// ```
#[cfg(feature = "book")]
pub fn game_tree_calls(n: u64) -> Result<u64, Error> {
    check_n("game_tree_calls", n, MAX_GAME_TREE_N)?;
    let mut calls = 0;
    wins(n, &mut calls);
    Ok(calls)
}

// ANCHOR: wins
/// Does the player to move win with `n` stones? `calls` counts the calls.
fn wins(n: u64, calls: &mut u64) -> bool {
    *calls += 1;
    // A move wins if it leaves the opponent a pile they cannot win.
    squares_up_to(n).any(|square| !wins(n - square, calls))
}
// ANCHOR_END: wins
