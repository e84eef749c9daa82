//! Optimal play itself: the moves, read back from the table.

use std::fmt;

use super::{
    check_len, difference_table, score_difference_registers, Error, MAX_LEN,
    MAX_PLAY_LEN,
};
use crate::shared::Player;

/// One move of a game, with both players' totals after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Who moved.
    pub player: Player,
    /// The position of the first value taken, in the row (from 0).
    pub first: usize,
    /// How many values were taken: 1, 2 or 3.
    pub count: usize,
    /// The points the move scored: the sum of the values taken.
    pub points: i64,
    /// Alice's total after the move.
    pub alice: i64,
    /// Bob's total after the move.
    pub bob: i64,
}

/// `Alice takes values 0 to 2, worth 6: Alice 6, Bob 0`, or, for a single
/// value, `Bob takes value 3, worth 7: Alice 6, Bob 7`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} takes ", self.player)?;
        if self.count == 1 {
            write!(f, "value {}", self.first)?;
        } else {
            let last = self.first + self.count - 1;
            write!(f, "values {} to {last}", self.first)?;
        }
        write!(
            f,
            ", worth {}: Alice {}, Bob {}",
            self.points, self.alice, self.bob
        )
    }
}

/// How many values, 1, 2 or 3, the player to move should take when
/// `values` are the values still in the row: the move whose values, minus
/// what the opponent then makes of the rest, are worth the most; the fewest
/// values on a tie, as [`optimal_play`] chooses. `None` on an empty row.
///
/// It needs no table: [`score_difference_registers`] values each of the
/// three rows a move can leave, in O(n) time and O(1) memory.
///
/// # Errors
///
/// [`Error::TooLong`] for a row of more than [`MAX_LEN`] values, the limit
/// of the method it runs.
///
/// ```
/// use stone_games::stone_game_iii::best_move;
///
/// assert_eq!(best_move(&[1, 2, 3, -9]), Ok(Some(3))); // leave Bob the -9
/// // On -1 1 1 1 8, Alice pays 1 to keep the 8 from Bob.
/// assert_eq!(best_move(&[-1, 1, 1, 1, 8]), Ok(Some(1)));
/// assert_eq!(best_move(&[]), Ok(None));
/// ```
pub fn best_move(values: &[i32]) -> Result<Option<usize>, Error> {
    check_len("best_move", values.len(), MAX_LEN)?;
    // (x, its outcome); below MAX_LEN, every sum fits in an i64.
    let mut best: Option<(usize, i64)> = None;
    let mut taken = 0;
    for (x, &value) in (1..=3).zip(values) {
        taken += i64::from(value);
        let outcome = taken - score_difference_registers(&values[x..])?;
        // Strictly better only: on a tie, keep the fewer values.
        if best.is_none_or(|(_, b)| outcome > b) {
            best = Some((x, outcome));
        }
    }
    Ok(best.map(|(x, _)| x))
}

/// A whole game of Stone Game III under optimal play: every move, with the
/// running totals.
///
/// At each turn the mover takes the number of values `x` that gives the
/// largest `(v[i] + ... + v[i + x - 1]) - D(i + x)`, read from
/// [`difference_table`]; when several are equally good, the fewest values.
/// After the last move, Alice's total minus Bob's is the score difference.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_PLAY_LEN`]: the
/// moves and the table they are read from would take too much memory.
///
/// ```
/// use stone_games::stone_game_iii::optimal_play;
///
/// let moves = optimal_play(&[1, 2, 3, -9])?;
/// assert_eq!(moves[0].count, 3); // Alice takes 1, 2 and 3
/// assert_eq!((moves[1].alice, moves[1].bob), (6, -9));
/// # Ok::<(), stone_games::stone_game_iii::Error>(())
/// ```
// ANCHOR: optimal_play
pub fn optimal_play(values: &[i32]) -> Result<Vec<Move>, Error> {
    check_len("optimal_play", values.len(), MAX_PLAY_LEN)?;
    let d = difference_table(values, 3)?;
    let n = values.len();
    let (mut i, mut alice, mut bob) = (0, 0, 0);
    let mut player = Player::Alice;
    let mut moves = Vec::new();
    while i < n {
        // Each option: (x, what the x values are worth, its outcome).
        let mut best: Option<(usize, i64, i64)> = None;
        let mut taken = 0;
        for x in 1..=3.min(n - i) {
            taken += i64::from(values[i + x - 1]);
            let outcome = taken - d[i + x];
            // Strictly better only: on a tie, keep the fewer values.
            if best.is_none_or(|(_, _, b)| outcome > b) {
                best = Some((x, taken, outcome));
            }
        }
        let Some((count, taken, _)) = best else { break };
        *player.pick(&mut alice, &mut bob) += taken;
        moves.push(Move {
            player,
            first: i,
            count,
            points: taken,
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
    use crate::shared::testing::small_signed_rows;
    use crate::stone_game_iii::{
        score_difference, score_difference_brute_force,
    };

    /// On every row of up to 7 values from -3 to 3 (960,800 rows), a game
    /// played by calling [`best_move`] before every move is
    /// [`optimal_play`]'s, move for move, and ends at the game tree's value.
    #[test]
    fn best_move_plays_the_game_of_optimal_play() {
        for row in small_signed_rows() {
            let values: Vec<i32> = row.iter().map(|&v| v as i32).collect();
            let (mut i, mut counts, mut lead) = (0, Vec::new(), 0);
            while let Some(x) = best_move(&values[i..]).unwrap() {
                let taken: i64 = row[i..i + x].iter().sum();
                lead += if counts.len() % 2 == 0 { taken } else { -taken };
                counts.push(x);
                i += x;
            }
            let moves = optimal_play(&values).unwrap();
            let played: Vec<usize> = moves.iter().map(|m| m.count).collect();
            assert_eq!(counts, played, "{values:?}");
            assert_eq!(Ok(lead), score_difference_brute_force(&values, 3));
        }
    }

    #[test]
    fn the_play_reaches_the_score_difference() {
        for values in [
            &[1, 2, 3, 7][..],
            &[1, 2, 3, -9],
            &[1, 2, 3, 6],
            &[-1, -2, -3],
            &[5],
            &[],
        ] {
            let moves = optimal_play(values).unwrap();
            let (alice, bob) =
                moves.last().map_or((0, 0), |m| (m.alice, m.bob));
            assert_eq!(
                alice - bob,
                score_difference(values).unwrap(),
                "{values:?}"
            );
            let taken: usize = moves.iter().map(|m| m.count).sum();
            assert_eq!(taken, values.len());
        }
    }

    #[test]
    fn a_move_takes_48_bytes() {
        // The size behind MAX_PLAY_LEN and the chapter's count of bytes.
        assert_eq!(std::mem::size_of::<Move>(), 48);
    }

    #[test]
    fn moves_read_in_words() {
        let moves = optimal_play(&[1, 2, 3, 7]).unwrap();
        assert_eq!(
            moves[0].to_string(),
            "Alice takes values 0 to 2, worth 6: Alice 6, Bob 0"
        );
        assert_eq!(
            moves[1].to_string(),
            "Bob takes value 3, worth 7: Alice 6, Bob 7"
        );
    }
}
