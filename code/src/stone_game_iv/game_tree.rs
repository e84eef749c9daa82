//! The brute-force game tree: try every square, recurse, no memory.

use super::table::squares_up_to;

/// Does the player to move win with `n` stones? By searching the game tree, with no memo.
///
/// It stops at the first move that wins, but it solves the same smaller piles again and
/// again: the calls grow exponentially (see [`game_tree_calls`]). The oracle for small `n`.
///
/// ```
/// use stone_games::stone_game_iv::alice_wins_brute_force;
///
/// assert!(!alice_wins_brute_force(7));
/// assert!(alice_wins_brute_force(8)); // take 1, leave 7
/// ```
pub fn alice_wins_brute_force(n: u64) -> bool {
    wins(n, &mut 0)
}

/// How many calls [`alice_wins_brute_force`] makes.
///
/// ```
/// use stone_games::stone_game_iv::game_tree_calls;
///
/// assert_eq!(game_tree_calls(7), 15);
/// ```
pub fn game_tree_calls(n: u64) -> u64 {
    let mut calls = 0;
    wins(n, &mut calls);
    calls
}

// ANCHOR: wins
/// Does the player to move win with `n` stones? `calls` counts the calls.
fn wins(n: u64, calls: &mut u64) -> bool {
    *calls += 1;
    // A move wins if it leaves the opponent a pile they cannot win.
    squares_up_to(n).any(|square| !wins(n - square, calls))
}
// ANCHOR_END: wins
