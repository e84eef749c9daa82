#![doc = include_str!("../shared/pitfalls.md")]
//!
//! The right versions are
//! [`alice_wins_brute_force`](super::book::alice_wins_brute_force) and
//! [`alice_wins`](super::alice_wins).

use super::error::{check_len, Error, MAX_GAME_TREE_LEN};
use super::residues::residue_counts;

/// **Wrong:** the game tree with the end of normal play: when the stones run
/// out, the player to move, who cannot move, loses.
///
/// The rules say Bob wins then, whoever is to move. On `2` Alice takes the
/// only stone, the sum is 2, and Bob, with no stone to take, is declared
/// the loser: this version says Alice wins, and she does not. The right
/// version is [`alice_wins_brute_force`](super::book::alice_wins_brute_force).
///
/// # Errors
///
/// [`Error::TooLong`] for more than [`MAX_GAME_TREE_LEN`] stones, as the
/// right game tree.
///
/// ```
/// use stone_games::stone_game_ix::{alice_wins, pitfalls};
///
/// assert_eq!(pitfalls::alice_wins_stuck_player_loses(&[2]), Ok(true));
/// assert_eq!(alice_wins(&[2]), Ok(false)); // the stones ran out: Bob
/// ```
pub fn alice_wins_stuck_player_loses(stones: &[u32]) -> Result<bool, Error> {
    check_len(
        "alice_wins_stuck_player_loses",
        stones.len(),
        MAX_GAME_TREE_LEN,
    )?;
    let residues: Vec<u32> = stones.iter().map(|s| s % 3).collect();
    let mut memo = vec![0_u8; 1 << stones.len()];
    Ok(wins_normal_play(&residues, 0, 0, &mut memo))
}

// ANCHOR: stuck_player_loses
fn wins_normal_play(
    r: &[u32],
    taken: usize,
    sum: u32,
    memo: &mut [u8],
) -> bool {
    if memo[taken] != 0 {
        return memo[taken] == 2;
    }
    // WRONG: with no stones left, `any` is false and the player to move
    // loses; the rules give the game to Bob.
    let win = (0..r.len()).filter(|&i| taken & 1 << i == 0).any(|i| {
        let after = (sum + r[i]) % 3;
        after != 0 && !wins_normal_play(r, taken | 1 << i, after, memo)
    });
    memo[taken] = if win { 2 } else { 1 };
    win
}
// ANCHOR_END: stuck_player_loses

/// **Wrong:** the rule for an even count of multiples of 3, used for every
/// count: Alice wins when there is a stone of each non-zero residue.
///
/// A multiple of 3 is a pass, and an odd number of passes hands the turn
/// over. On `3 1 2`, counts (1, 1, 1), this version says Alice wins; she
/// loses. The right version is [`alice_wins`](super::alice_wins).
///
/// ```
/// use stone_games::stone_game_ix::{alice_wins, pitfalls};
///
/// assert_eq!(pitfalls::alice_wins_ignoring_parity(&[3, 1, 2]), Ok(true));
/// assert_eq!(alice_wins(&[3, 1, 2]), Ok(false));
/// ```
///
/// # Errors
///
/// None, as the right version.
// ANCHOR: ignoring_parity
pub fn alice_wins_ignoring_parity(stones: &[u32]) -> Result<bool, Error> {
    let [_, c1, c2] = residue_counts(stones);
    // WRONG: the parity of c0 decides which rule holds
    Ok(c1 >= 1 && c2 >= 1)
}
// ANCHOR_END: ignoring_parity

/// **Wrong:** the rule with "differ by 2 or more" where it says 3 for an
/// odd count of multiples of 3.
///
/// On `3 2 2`, counts (1, 0, 2), this version says Alice wins; she loses:
/// after her 2 and Bob's reply, her last stone ends the row, and Bob wins.
/// The right version is [`alice_wins`](super::alice_wins).
///
/// ```
/// use stone_games::stone_game_ix::{alice_wins, pitfalls};
///
/// assert_eq!(pitfalls::alice_wins_difference_of_two(&[3, 2, 2]), Ok(true));
/// assert_eq!(alice_wins(&[3, 2, 2]), Ok(false));
/// ```
///
/// # Errors
///
/// None, as the right version.
// ANCHOR: difference_of_two
pub fn alice_wins_difference_of_two(stones: &[u32]) -> Result<bool, Error> {
    let [c0, c1, c2] = residue_counts(stones);
    Ok(if c0 % 2 == 0 {
        c1 >= 1 && c2 >= 1
    } else {
        c1.abs_diff(c2) >= 2 // WRONG: 3
    })
}
// ANCHOR_END: difference_of_two

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone_game_ix::alice_wins;

    #[test]
    fn each_pitfall_is_wrong_on_its_input() {
        assert_eq!(alice_wins_stuck_player_loses(&[2]), Ok(true));
        assert_eq!(alice_wins_ignoring_parity(&[3, 1, 2]), Ok(true));
        assert_eq!(alice_wins_difference_of_two(&[3, 2, 2]), Ok(true));
        for row in [&[2][..], &[3, 1, 2], &[3, 2, 2]] {
            assert_eq!(alice_wins(row), Ok(false));
        }
        let past = vec![1; crate::stone_game_ix::book::MAX_GAME_TREE_LEN + 1];
        assert!(alice_wins_stuck_player_loses(&past).is_err());
    }
}
