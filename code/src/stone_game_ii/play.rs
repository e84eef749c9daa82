//! Optimal play itself: the moves, read back from the state table.

use std::fmt;

use super::{check_len, state_table, Error, MAX_TABLE_LEN};
use crate::shared::Player;

/// One move of a game, with `M` and both players' totals after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

/// How many piles, X, the player to move should take when `piles` are the
/// piles still in the row (the last ones of the game's row) and `m` is M:
/// the X of 1 to 2M that leaves the opponent the fewest stones, the
/// smallest such X on a tie, as [`optimal_play`] chooses. `None` on an
/// empty row.
///
/// When 2M reaches the end of the row, the mover takes all that is left,
/// in the fewest piles that leave nothing. Otherwise the moves are read
/// from the [`state_table`] of the row with M − 1 empty piles before it.
/// The table keeps the states (i, M) with M at most i, and a move of X
/// from (M − 1, M) leads to (M − 1 + X, max(M, X)), which is one of them,
/// as is every state after it; and the empty piles, already taken, change
/// no one's stones. O(n²) time and memory, like the table.
///
/// # Errors
///
/// [`Error::MIsZero`] for M = 0, which no game has. [`Error::TooLong`]
/// for a row of more than [`MAX_TABLE_LEN`] piles, and, when 2M does not
/// reach the end of the row, for more than `MAX_TABLE_LEN + 1 - M` piles:
/// the row of the table is M − 1 piles longer. Every position of a game on
/// a row of up to [`MAX_TABLE_LEN`] piles is within both limits (after i
/// piles, M is at most i).
///
/// ```
/// use stone_games::stone_game_ii::{best_move, Error};
///
/// assert_eq!(best_move(&[2, 7, 9, 4, 4], 1), Ok(Some(1))); // Alice: the 2
/// assert_eq!(best_move(&[7, 9, 4, 4], 1), Ok(Some(2))); // Bob: 7 and 9
/// assert_eq!(best_move(&[4, 4], 2), Ok(Some(2))); // Alice: all that is left
/// assert_eq!(best_move(&[], 3), Ok(None));
/// let no_state = Error::MIsZero { function: "best_move" };
/// assert_eq!(best_move(&[4], 0), Err(no_state));
/// ```
pub fn best_move(piles: &[u32], m: usize) -> Result<Option<usize>, Error> {
    check_len("best_move", piles.len(), MAX_TABLE_LEN)?;
    if m == 0 {
        return Err(Error::MIsZero {
            function: "best_move",
        });
    }
    let n = piles.len();
    if n == 0 {
        return Ok(None);
    }
    if m >= n.div_ceil(2) {
        // 2M >= n: take everything, in the fewest piles that leave nothing.
        let last = piles.iter().rposition(|&p| p > 0).map_or(0, |i| i + 1);
        return Ok(Some(last.max(1)));
    }
    // Here M < n / 2, so the padded row is shorter than 3n / 2.
    check_len("best_move", n, MAX_TABLE_LEN + 1 - m)?;
    let mut padded = vec![0; m - 1];
    padded.extend_from_slice(piles);
    let table = state_table(&padded)?;
    // Every move leads to a state the table keeps (M at most its i, as
    // above): its value is never None.
    Ok((1..=2 * m).min_by_key(|&x| table.value(m - 1 + x, m.max(x))))
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
    use crate::shared::testing::rows_up_to;
    use crate::stone_game_ii::{max_stones, max_stones_brute_force};

    /// f(piles, M) by the game tree, on the piles left themselves: the most
    /// stones the player to move collects.
    fn most(piles: &[u32], m: usize) -> u64 {
        let total: u64 = piles.iter().map(|&p| u64::from(p)).sum();
        let most_piles = (2 * m).min(piles.len());
        let rest = |x: usize| most(&piles[x..], m.max(x));
        (1..=most_piles).map(|x| total - rest(x)).max().unwrap_or(0)
    }

    /// On every row of up to 7 piles of 0 to 2 stones (3,280 rows), from
    /// every suffix and every M from 1 to 8, reached or not: [`best_move`]
    /// is a legal move worth the game tree's value, the smallest such.
    /// And a game played by calling it before every move is
    /// [`optimal_play`]'s, move for move, and ends at the game tree's value.
    #[test]
    fn best_move_is_the_smallest_best_move_from_every_state() {
        for row in rows_up_to(7, (1..=3).collect()) {
            let row: Vec<u32> = row.iter().map(|&v| v - 1).collect();
            for i in 0..=row.len() {
                let piles = &row[i..];
                let total: u64 = piles.iter().map(|&p| u64::from(p)).sum();
                for m in 1..=8 {
                    let best = best_move(piles, m).unwrap();
                    let value = most(piles, m);
                    let worth = |x: usize| total - most(&piles[x..], m.max(x));
                    let Some(x) = best else {
                        assert!(piles.is_empty());
                        continue;
                    };
                    assert!(1 <= x && x <= (2 * m).min(piles.len()));
                    assert_eq!(worth(x), value, "{piles:?}, M = {m}");
                    assert!((1..x).all(|y| worth(y) < value), "{piles:?} {m}");
                }
            }
            let (mut i, mut m, mut counts, mut alice) = (0, 1, vec![], 0);
            while let Some(x) = best_move(&row[i..], m).unwrap() {
                if counts.len() % 2 == 0 {
                    alice += row[i..i + x]
                        .iter()
                        .map(|&p| u64::from(p))
                        .sum::<u64>();
                }
                counts.push(x);
                (i, m) = (i + x, m.max(x));
            }
            assert_eq!(Ok(alice), max_stones_brute_force(&row));
            let moves = optimal_play(&row).unwrap();
            let played: Vec<usize> = moves.iter().map(|m| m.count).collect();
            assert_eq!(counts, played, "{row:?}");
        }
    }

    #[test]
    fn m_is_at_least_one() {
        let m_is_zero = Error::MIsZero {
            function: "best_move",
        };
        assert_eq!(best_move(&[], 0), Err(m_is_zero));
        assert_eq!(best_move(&[1, 2, 3], 0), Err(m_is_zero));
        assert_eq!(
            m_is_zero.to_string(),
            "stone_game_ii::best_move takes M of 1 or more (M starts at 1 \
             and never falls), and M = 0 was given"
        );
    }

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
