//! Optimal play itself: the moves, read back from the state table.

use std::fmt;

use super::{check_len, state_table, Error, MAX_TABLE_LEN};
use crate::shared::Player;

/// One move of a game, with `M` and both players' totals after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// Who moved.
    pub player: Player,
    /// The first pile taken (its position in the row, from 0).
    pub first: usize,
    /// How many piles were taken: X.
    pub count: usize,
    /// The points the move scored: the stones in those piles.
    pub points: u64,
    /// M after the move: `max(M, X)`.
    pub m: usize,
    /// Alice's total after the move.
    pub alice: u64,
    /// Bob's total after the move.
    pub bob: u64,
}

/// `Alice takes 1 pile (2 stones), M = 1: Alice 2, Bob 0`; "pile" and "stone"
/// without the "s" when there is one.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = |one: bool| if one { "" } else { "s" };
        write!(
            f,
            "{} takes {} pile{} ({} stone{}), M = {}: Alice {}, Bob {}",
            self.player,
            self.count,
            plural(self.count == 1),
            self.points,
            plural(self.points == 1),
            self.m,
            self.alice,
            self.bob
        )
    }
}

/// A whole game under optimal play: every move, with `M` and the running
/// totals.
///
/// At each turn the mover takes the number of piles that leaves the opponent
/// the least, the smallest such number when several do.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_TABLE_LEN`](super::MAX_TABLE_LEN).
///
/// ```
/// use stone_games::stone_game_ii::optimal_play;
///
/// let moves = optimal_play(&[2, 7, 9, 4, 4])?;
/// assert_eq!(moves[0].count, 1); // Alice takes the 2 alone
/// let last = moves.last().unwrap();
/// assert_eq!((last.alice, last.bob), (10, 16));
/// # Ok::<(), stone_games::stone_game_ii::Error>(())
/// ```
// ANCHOR: optimal_play
pub fn optimal_play(piles: &[u32]) -> Result<Vec<Move>, Error> {
    check_len("optimal_play", piles.len(), MAX_TABLE_LEN)?;
    let table = state_table(piles)?;
    let n = piles.len();
    let (mut i, mut m) = (0, 1);
    let (mut alice, mut bob) = (0, 0);
    let mut player = Player::Alice;
    let mut moves = Vec::new();
    // Leave the opponent as little as possible; on a tie, take fewer piles.
    // (Every move leads to a state a game reaches: its value is never None.)
    while let Some(count) =
        (1..=(2 * m).min(n - i)).min_by_key(|&x| table.value(i + x, m.max(x)))
    {
        let stones: u64 =
            piles[i..i + count].iter().map(|&p| u64::from(p)).sum();
        *player.pick(&mut alice, &mut bob) += stones;
        m = m.max(count);
        moves.push(Move {
            player,
            first: i,
            count,
            points: stones,
            m,
            alice,
            bob,
        });
        i += count;
        player = player.other();
    }
    Ok(moves)
}
// ANCHOR_END: optimal_play

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone_game_ii::max_stones;

    #[test]
    fn one_pile_of_one_stone_is_said_in_the_singular() {
        let moves = optimal_play(&[1, 2, 3, 4]).unwrap();
        assert_eq!(
            moves[0].to_string(),
            "Alice takes 1 pile (1 stone), M = 1: Alice 1, Bob 0"
        );
        assert_eq!(
            moves[1].to_string(),
            "Bob takes 2 piles (5 stones), M = 2: Alice 1, Bob 5"
        );
    }

    #[test]
    fn the_play_collects_what_the_table_promises() {
        for piles in
            [&[2, 7, 9, 4, 4][..], &[1, 1, 1], &[1, 2, 3, 4, 5, 100], &[]]
        {
            let moves = optimal_play(piles).unwrap();
            let alice = moves.last().map_or(0, |m| m.alice);
            assert_eq!(Ok(alice), max_stones(piles), "{piles:?}");
            assert_eq!(
                moves.iter().map(|m| m.count).sum::<usize>(),
                piles.len()
            );
        }
    }
}
