//! Optimal play itself: the moves, read back from the table, and any game
//! played out with both players' scores.

use std::fmt;
use std::ops::Range;

use super::error::{check_len, Error, MAX_LEN, MAX_TABLE_LEN};
use super::{score_difference_linear, score_table, DifferenceTable};
use crate::shared::{End, Player};

/// One move of a game, with both players' scores after it.
///
/// ```
/// use stone_games::stone_game_vii::{play_ends, End, Player};
///
/// let moves = play_ends(&[5, 3, 1], &[End::Right])?;
/// assert_eq!(moves[0].player, Player::Alice);
/// assert_eq!((moves[0].stone, moves[0].points), (1, 8));
/// # Ok::<(), stone_games::stone_game_vii::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Who moved.
    pub player: Player,
    /// Which end they removed a stone from.
    pub end: End,
    /// The position of the stone removed, in the original row (from 0).
    pub index: usize,
    /// The value of that stone.
    pub stone: u32,
    /// What the move scored: the total of the stones left after it.
    pub points: u64,
    /// Alice's score after the move.
    pub alice: u64,
    /// Bob's score after the move.
    pub bob: u64,
}

/// `Alice removes 2 from the right (position 4), scores 13: Alice 13, Bob 0`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} removes {} from the {} (position {}), scores {}: \
             Alice {}, Bob {}",
            self.player,
            self.stone,
            self.end,
            self.index,
            self.points,
            self.alice,
            self.bob
        )
    }
}

/// A game played out: the moves `ends`, in order, Alice first, each with
/// both scores after it. The moves may be any, optimal or not; a game of
/// fewer moves than stones stops early.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_TABLE_LEN`](super::MAX_TABLE_LEN), which keeps every score
/// within a `u64` (its documentation shows the bound), and
/// [`Error::TooManyMoves`] for more moves than stones.
///
/// ```
/// use stone_games::stone_game_vii::{play_ends, End};
///
/// let moves = play_ends(&[5, 3, 1, 4, 2], &[End::Left; 5])?;
/// let last = moves.last().unwrap();
/// // Alice scores 10 + 6 + 0, Bob 7 + 2; Bob removed the 3 and the 4.
/// assert_eq!((last.alice, last.bob), (16, 9));
/// assert_eq!(last.alice - last.bob, 3 + 4);
/// # Ok::<(), stone_games::stone_game_vii::Error>(())
/// ```
// ANCHOR: play_ends
pub fn play_ends(stones: &[u32], ends: &[End]) -> Result<Vec<Move>, Error> {
    check_len("play_ends", stones.len(), MAX_TABLE_LEN)?;
    if ends.len() > stones.len() {
        let (moves, stones) = (ends.len(), stones.len());
        return Err(Error::TooManyMoves { moves, len: stones });
    }
    let mut left: u64 = stones.iter().map(|&v| u64::from(v)).sum();
    let mut row = 0..stones.len(); // the positions of the stones still in
    let (mut alice, mut bob) = (0_u64, 0_u64);
    let mut player = Player::Alice;
    let mut moves = Vec::with_capacity(ends.len());
    for &end in ends {
        let index = end.take(&mut row).expect("no more moves than stones");
        left -= u64::from(stones[index]);
        *player.pick(&mut alice, &mut bob) += left; // what is left scores
        let (stone, points) = (stones[index], left);
        moves.push(Move {
            player,
            end,
            index,
            stone,
            points,
            alice,
            bob,
        });
        player = player.other();
    }
    Ok(moves)
}
// ANCHOR_END: play_ends

/// The end an optimal player removes from when the stones at positions `row`
/// remain, read from the row's [`score_table`]. When both ends are equally
/// good, the left one. `None` when no stone remains or `row` does not fit
/// the table.
///
/// ```
/// use stone_games::stone_game_vii::{optimal_end, score_table, End};
///
/// let table = score_table(&[5, 3, 1, 4, 2])?;
/// assert_eq!(optimal_end(&table, 0..5), Some(End::Right));
/// assert_eq!(optimal_end(&table, 3..3), None);
/// # Ok::<(), stone_games::stone_game_vii::Error>(())
/// ```
// ANCHOR: optimal_end
pub fn optimal_end(table: &DifferenceTable, row: Range<usize>) -> Option<End> {
    let (lo, hi) = (row.start, row.end);
    let stones = table.row();
    if lo >= hi || hi > stones.len() {
        return None;
    }
    let left: u64 = stones[lo..hi].iter().map(|&v| u64::from(v)).sum();
    // The opponent's best difference on stones[a..b] (0 for one stone, as
    // the table says, and for none).
    let rest = |a: usize, b: usize| if a < b { table[(a, b - 1)] } else { 0 };
    let remove_left = (left - u64::from(stones[lo])) - rest(lo + 1, hi);
    let remove_right = (left - u64::from(stones[hi - 1])) - rest(lo, hi - 1);
    Some(if remove_left >= remove_right {
        End::Left
    } else {
        End::Right
    })
}
// ANCHOR_END: optimal_end

/// The end the player to move should remove a stone from when `stones` is
/// the row still in play: the better move, the left one on a tie, as
/// [`optimal_end`] chooses. `None` on an empty row.
///
/// Removing a stone scores every other stone, then leaves the opponent the
/// value of the row without it; so a move costs its stone plus that value,
/// and the better move is the one that costs less. It needs no table: the
/// linear method, [`score_difference_linear`], values the two rows a move
/// can leave, in O(n) time and memory.
///
/// # Errors
///
/// [`Error::TooLong`] for a row of more than [`MAX_LEN`] stones, the
/// linear method's limit.
///
/// ```
/// use stone_games::stone_game_vii::{best_move, End};
///
/// assert_eq!(best_move(&[5, 3, 1, 4, 2]), Ok(Some(End::Right)));
/// assert_eq!(best_move(&[5, 3, 1, 4]), Ok(Some(End::Left))); // Bob: the 5
/// assert_eq!(best_move(&[9]), Ok(Some(End::Left)));
/// assert_eq!(best_move(&[]), Ok(None));
/// ```
pub fn best_move(stones: &[u32]) -> Result<Option<End>, Error> {
    check_len("best_move", stones.len(), MAX_LEN)?;
    let (Some((&first, after)), Some((&last, before))) =
        (stones.split_first(), stones.split_last())
    else {
        return Ok(None); // no stone left
    };
    // In 128 bits: a stone plus a value near 2^64 would not fit a u64.
    let cost = |stone: u32, rest: &[u32]| -> Result<u128, Error> {
        Ok(u128::from(stone) + u128::from(score_difference_linear(rest)?))
    };
    let remove_left = cost(first, after)?;
    let remove_right = cost(last, before)?;
    Ok(Some(if remove_left <= remove_right {
        End::Left
    } else {
        End::Right
    }))
}

/// A whole game under optimal play: every move, in order, with the running
/// scores. Alice's score minus Bob's at the end is
/// [`score_difference`](super::score_difference).
///
/// # Errors
///
/// [`Error::TooLong`] when the row is longer than
/// [`MAX_TABLE_LEN`](super::MAX_TABLE_LEN): the moves are read from
/// the full table.
///
/// ```
/// use stone_games::stone_game_vii::{optimal_play, End, Player};
///
/// let moves = optimal_play(&[5, 3, 1, 4, 2])?;
/// let first = (moves[0].player, moves[0].end, moves[0].stone);
/// assert_eq!(first, (Player::Alice, End::Right, 2));
/// let last = moves.last().unwrap();
/// assert_eq!((last.alice, last.bob), (18, 12));
/// # Ok::<(), stone_games::stone_game_vii::Error>(())
/// ```
// ANCHOR: optimal_play
pub fn optimal_play(stones: &[u32]) -> Result<Vec<Move>, Error> {
    check_len("optimal_play", stones.len(), MAX_TABLE_LEN)?;
    let table = score_table(stones)?;
    let mut row = 0..stones.len();
    let mut ends = Vec::with_capacity(stones.len());
    while let Some(end) = optimal_end(&table, row.clone()) {
        match end {
            End::Left => row.start += 1,
            End::Right => row.end -= 1,
        }
        ends.push(end);
    }
    play_ends(stones, &ends)
}
// ANCHOR_END: optimal_play

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone_game_vii::score_difference_brute_force;

    #[test]
    fn the_play_of_the_first_example() {
        let moves = optimal_play(&[5, 3, 1, 4, 2]).unwrap();
        let removed: Vec<(Player, u32, u64)> = moves
            .iter()
            .map(|m| (m.player, m.stone, m.points))
            .collect();
        assert_eq!(
            removed,
            [
                (Player::Alice, 2, 13),
                (Player::Bob, 5, 8),
                (Player::Alice, 3, 5),
                (Player::Bob, 1, 4),
                (Player::Alice, 4, 0),
            ]
        );
        assert_eq!((moves[4].alice, moves[4].bob), (18, 12));
    }

    #[test]
    fn an_empty_row_has_no_moves() {
        assert_eq!(optimal_play(&[]), Ok(vec![]));
        assert_eq!(play_ends(&[], &[]), Ok(vec![]));
    }

    #[test]
    fn more_moves_than_stones_are_refused() {
        assert_eq!(
            play_ends(&[1, 2], &[End::Left; 3]),
            Err(Error::TooManyMoves { moves: 3, len: 2 })
        );
        // As many moves as stones, or fewer, are played.
        assert_eq!(play_ends(&[1, 2], &[End::Right; 2]).unwrap().len(), 2);
        assert_eq!(play_ends(&[1, 2], &[End::Right]).unwrap().len(), 1);
    }

    #[test]
    fn a_range_outside_the_table_has_no_move() {
        let table = score_table(&[1, 2]).unwrap();
        assert_eq!(optimal_end(&table, 0..3), None);
        let (start, end) = (2, 1);
        // Backwards:
        assert_eq!(optimal_end(&table, start..end), None);
        // Remove the 1 and score 2.
        assert_eq!(optimal_end(&table, 0..2), Some(End::Left));
        assert_eq!(optimal_end(&table, 1..2), Some(End::Left));
    }

    /// On every row of up to 8 stones of 1 to 3 (9,841 rows), a game
    /// played by calling [`best_move`] before every move is
    /// [`optimal_play`]'s, move for move, and ends at the game tree's value.
    #[test]
    fn best_move_plays_the_game_of_optimal_play() {
        for stones in crate::shared::testing::rows_up_to(8, (1..=3).collect()) {
            let mut row = 0..stones.len(); // the stones still in play
            let mut ends = Vec::new();
            while let Some(end) = best_move(&stones[row.clone()]).unwrap() {
                match end {
                    End::Left => row.start += 1,
                    End::Right => row.end -= 1,
                }
                ends.push(end);
            }
            let moves = optimal_play(&stones).unwrap();
            let played: Vec<End> = moves.iter().map(|m| m.end).collect();
            assert_eq!(ends, played, "{stones:?}");
            let last = play_ends(&stones, &ends)
                .unwrap()
                .last()
                .map_or(0, |m| m.alice - m.bob);
            assert_eq!(Ok(last), score_difference_brute_force(&stones));
        }
    }

    #[test]
    fn the_play_reaches_the_value_on_every_small_row() {
        for len in 0..=8 {
            for stones in crate::shared::testing::all_rows(len, 3) {
                let moves = optimal_play(&stones).unwrap();
                assert_eq!(moves.len(), len);
                let last = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
                assert_eq!(
                    Ok(last.0 - last.1),
                    score_difference_brute_force(&stones)
                );
            }
        }
    }
}
