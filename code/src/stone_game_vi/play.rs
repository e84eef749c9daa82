//! Optimal play itself: the order of the picks, with both totals after each.

use std::cmp::Reverse;
use std::fmt;

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

/// `Alice takes stone 1 (3 to Alice, 1 to Bob), scores 3: Alice 3, Bob 0`.
///
/// ```
/// use stone_games::stone_game_vi::optimal_play;
///
/// let picks = optimal_play(&[1, 3], &[2, 1])?;
/// assert_eq!(
///     picks[0].to_string(),
///     "Alice takes stone 1 (3 to Alice, 1 to Bob), scores 3: Alice 3, Bob 0"
/// );
/// # Ok::<(), stone_games::stone_game_vi::Error>(())
/// ```
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} takes stone {} ({} to Alice, {} to Bob), scores {}: Alice {}, \
             Bob {}",
            self.player,
            self.index,
            self.alice_value,
            self.bob_value,
            self.points,
            self.alice,
            self.bob
        )
    }
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

/// The stone the player to move should take after the stones `taken`, in
/// the order they were taken (Alice took the first, and the player to move
/// is the one whose turn their count gives): the heaviest `a + b` left, the
/// first in the rows among equals, as [`optimal_play`] takes them. `None`
/// when every stone is taken. O(n) time and memory.
///
/// Any heaviest stone is optimal, from any position (the book proves it
/// for the whole game, and a position in mid-game is a game on the stones
/// left, with the totals so far added to each side).
///
/// # Errors
///
/// [`Error::LengthsDiffer`] for rows of different lengths;
/// [`Error::NoSuchStone`] when an index of `taken` is not in the rows;
/// [`Error::TakenTwice`] when an index appears twice. Every pair of rows is
/// a game: there is no limit on their length.
///
/// ```
/// use stone_games::stone_game_vi::{best_move, Error};
///
/// let (alice, bob) = ([2, 4, 3], [1, 6, 7]);
/// assert_eq!(best_move(&alice, &bob, &[]), Ok(Some(1))); // weight 10
/// assert_eq!(best_move(&alice, &bob, &[1]), Ok(Some(2))); // the other 10
/// // Alice took the 3 instead: Bob takes stone 1, of weight 10.
/// assert_eq!(best_move(&alice, &bob, &[0]), Ok(Some(1)));
/// assert_eq!(best_move(&alice, &bob, &[1, 2, 0]), Ok(None));
/// let twice = Error::TakenTwice { index: 1 };
/// assert_eq!(best_move(&alice, &bob, &[1, 1]), Err(twice));
/// ```
pub fn best_move(
    alice: &[u32],
    bob: &[u32],
    taken: &[usize],
) -> Result<Option<usize>, Error> {
    check_same_len(alice, bob)?;
    let len = alice.len();
    let mut is_taken = vec![false; len];
    for &index in taken {
        if index >= len {
            return Err(Error::NoSuchStone { index, len });
        }
        if is_taken[index] {
            return Err(Error::TakenTwice { index });
        }
        is_taken[index] = true;
    }
    let weight = |i: usize| u64::from(alice[i]) + u64::from(bob[i]);
    // The heaviest left; among equals the last max_by_key sees wins, so
    // the indices are visited from the right.
    Ok((0..len)
        .rev()
        .filter(|&i| !is_taken[i])
        .max_by_key(|&i| weight(i)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::all_rows;
    use crate::stone_game_vi::score_difference_brute_force;

    /// On every pair of rows of up to 6 stones of 1 to 3 each (597,871
    /// pairs), a game played by calling [`best_move`] before every move is
    /// [`optimal_play`]'s, pick for pick, and ends at the game tree's
    /// value.
    #[test]
    fn best_move_plays_the_game_of_optimal_play() {
        for len in 0..=6 {
            for alice in all_rows(len, 3) {
                for bob in all_rows(len, 3) {
                    let mut taken = Vec::new();
                    let mut lead = 0; // Alice's total minus Bob's
                    while let Some(i) = best_move(&alice, &bob, &taken).unwrap()
                    {
                        lead += if taken.len() % 2 == 0 {
                            i64::from(alice[i])
                        } else {
                            -i64::from(bob[i])
                        };
                        taken.push(i);
                    }
                    let picks = optimal_play(&alice, &bob).unwrap();
                    let order: Vec<usize> =
                        picks.iter().map(|m| m.index).collect();
                    assert_eq!(taken, order, "{alice:?} {bob:?}");
                    assert_eq!(
                        Ok(lead),
                        score_difference_brute_force(&alice, &bob)
                    );
                }
            }
        }
    }

    #[test]
    fn moves_that_name_no_stone_are_refused() {
        let (alice, bob) = ([1, 2], [3, 4]);
        let no_such = Error::NoSuchStone { index: 2, len: 2 };
        assert_eq!(best_move(&alice, &bob, &[2]), Err(no_such));
        assert_eq!(
            no_such.to_string(),
            "there is no stone 2 in rows of 2 (they are numbered from 0)"
        );
        let twice = Error::TakenTwice { index: 0 };
        assert_eq!(best_move(&alice, &bob, &[0, 0]), Err(twice));
        assert_eq!(twice.to_string(), "stone 0 is taken twice");
        let differ = Error::LengthsDiffer { alice: 2, bob: 1 };
        assert_eq!(best_move(&alice, &bob[..1], &[]), Err(differ));
    }

    #[test]
    fn a_move_is_40_bytes() {
        // The size MAX_PLAY_LEN and the book's chapter state.
        assert_eq!(std::mem::size_of::<Move>(), 40);
    }
}
