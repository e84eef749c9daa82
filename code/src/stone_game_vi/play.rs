//! Optimal play itself: the order of the picks, with both totals after each.

use std::cmp::Reverse;

use super::error::{check_len, check_same_len, Error, MAX_PLAY_LEN};
use crate::shared::Player;

/// One pick of a game, with both players' totals after it.
///
/// ```
/// use stone_games::stone_game_vi::{optimal_play, Player};
///
/// let picks = optimal_play(&[1, 3], &[2, 1])?;
/// assert_eq!(picks[0].player, Player::Alice);
/// assert_eq!((picks[0].index, picks[0].alice_value), (1, 3));
/// assert_eq!((picks[1].alice, picks[1].bob), (3, 2));
/// # Ok::<(), stone_games::stone_game_vi::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// Who took the stone.
    pub player: Player,
    /// Which stone, by its place in the rows (from 0).
    pub index: usize,
    /// The stone's value to Alice.
    pub alice_value: u32,
    /// The stone's value to Bob.
    pub bob_value: u32,
    /// The points the pick scored: the stone's value to `player`.
    pub points: u32,
    /// Alice's total after the pick.
    pub alice: u64,
    /// Bob's total after the pick.
    pub bob: u64,
}

/// The picks of a game in which both play optimally: every stone, heaviest
/// weight `a + b` first, stones of equal weight in the order of the rows.
///
/// Any order of the equal weights is optimal ([proved][heaviest]); this one
/// is fixed so that the figures and the tests are reproducible. Alice's last
/// total minus Bob's is [`score_difference`](super::score_difference).
///
/// # Errors
///
/// [`Error::LengthsDiffer`] for rows of different lengths;
/// [`Error::TooLong`] beyond [`MAX_PLAY_LEN`].
///
/// ```
/// use stone_games::stone_game_vi::optimal_play;
///
/// let picks = optimal_play(&[2, 4, 3], &[1, 6, 7])?;
/// let order: Vec<usize> = picks.iter().map(|m| m.index).collect();
/// assert_eq!(order, [1, 2, 0]); // weights 10, 10, then 3
/// let last = picks[2];
/// assert_eq!((last.alice, last.bob), (6, 7)); // Bob wins by 1
/// # Ok::<(), stone_games::stone_game_vi::Error>(())
/// ```
///
/// [heaviest]: https://stone-games.github.io/stone-games/stone-game-vi/heaviest-first.html
// ANCHOR: optimal_play
pub fn optimal_play(alice: &[u32], bob: &[u32]) -> Result<Vec<Move>, Error> {
    check_same_len(alice, bob)?;
    check_len("optimal_play", alice.len(), MAX_PLAY_LEN)?;
    let weight = |i: usize| u64::from(alice[i]) + u64::from(bob[i]);
    let mut order: Vec<usize> = (0..alice.len()).collect();
    // A stable sort keeps equal weights in the order of the rows.
    order.sort_by_key(|&i| Reverse(weight(i)));
    let (mut alice_total, mut bob_total) = (0, 0);
    let mut player = Player::Alice;
    let mut picks = Vec::with_capacity(order.len());
    for index in order {
        match player {
            Player::Alice => alice_total += u64::from(alice[index]),
            Player::Bob => bob_total += u64::from(bob[index]),
        }
        picks.push(Move {
            player,
            index,
            alice_value: alice[index],
            bob_value: bob[index],
            points: player.pick(alice[index], bob[index]),
            alice: alice_total,
            bob: bob_total,
        });
        player = player.other();
    }
    Ok(picks)
}
// ANCHOR_END: optimal_play

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_40_bytes() {
        // The size MAX_PLAY_LEN and the book's chapter state.
        assert_eq!(std::mem::size_of::<Move>(), 40);
    }
}
