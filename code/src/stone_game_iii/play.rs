//! Optimal play itself: the moves, read back from the suffix table `D`.

use std::fmt;
use std::sync::Arc;

use super::error::check_len;
use super::registers::score_difference_registers;
use super::table::difference_table;
use super::{Error, MAX_LEN, MAX_PLAY_LEN};
use crate::shared::{Game, Player, Turns, Winner};

/// One move of a game: the values taken from the front, with both
/// players' totals after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
///
#[doc = book_link!(fn stone_game_iii::book::score_difference_registers)]
pub fn best_move(values: &[i32]) -> Result<Option<usize>, Error> {
    check_len("best_move", values.len(), MAX_LEN)?;
    // (x, its outcome); below MAX_LEN, every sum fits in an i64.
    let mut outcomes = Vec::with_capacity(3);
    let mut taken = 0;
    for (x, &value) in (1..=3).zip(values) {
        taken += i64::from(value);
        let rest = score_difference_registers(&values[x..])?;
        outcomes.push((x, taken - rest));
    }
    Ok(first_best(outcomes))
}

// ANCHOR: first_best
/// The move worth the most among `(x, outcome)` options in order of `x`:
/// the first, so the fewest values, on a tie. `None` when there is none.
fn first_best(
    options: impl IntoIterator<Item = (usize, i64)>,
) -> Option<usize> {
    let mut best: Option<(usize, i64)> = None;
    for (x, outcome) in options {
        // Strictly better only: on a tie, keep the fewer values.
        if best.is_none_or(|(_, b)| outcome > b) {
            best = Some((x, outcome));
        }
    }
    best.map(|(x, _)| x)
}
// ANCHOR_END: first_best

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
///
#[doc = book_link!(fn stone_game_iii::book::difference_table)]
// ANCHOR: optimal_play
pub fn optimal_play(values: &[i32]) -> Result<Vec<Move>, Error> {
    check_len("optimal_play", values.len(), MAX_PLAY_LEN)?;
    let d = difference_table(values, 3)?;
    let n = values.len();
    let (mut i, mut alice, mut bob) = (0, 0, 0);
    let mut player = Player::Alice;
    let mut moves = Vec::new();
    // What the x values from `first` on are worth to the mover.
    let worth = |first: usize, x: usize| -> i64 {
        values[first..first + x].iter().map(|&v| i64::from(v)).sum()
    };
    while i < n {
        let options = (1..=3.min(n - i)).map(|x| (x, worth(i, x) - d[i + x]));
        let Some(count) = first_best(options) else {
            break;
        };
        let taken = worth(i, count);
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

/// A game of Stone Game III in progress: how many values are gone, whose turn
/// it is and both totals. [`Position::new`] builds the row's
/// [`difference_table`] once, and every [`best_move`](Game::best_move) after
/// reads the three values of the positions a move can leave, as
/// [`optimal_play`] does.
///
/// ```
/// use stone_games::stone_game_iii::{Game, Player, Position};
///
/// let mut game = Position::new(&[1, 2, 3, -9])?;
/// assert_eq!(game.best_move(), Some(3)); // leave Bob the -9
/// game.play(1)?; // Alice errs: the 1 alone
/// assert_eq!(game.values(), [2, 3, -9]);
/// assert_eq!(game.mover(), Player::Bob);
/// assert_eq!(game.best_move(), Some(2)); // 2 and 3, and Alice the -9
/// let record = game.play(2)?;
/// assert_eq!((record.points, record.alice, record.bob), (5, 1, 5));
/// assert_eq!(game.totals(), (1, 5));
/// # Ok::<(), stone_games::stone_game_iii::Error>(())
/// ```
///
#[doc = book_link!(fn stone_game_iii::book::difference_table)]
#[derive(Clone)]
pub struct Position {
    row: Arc<[i32]>,   // shared by every clone, as is `d`
    d: Arc<[i64]>,     // D(i) for i from 0 to n: the difference_table
    taken: usize,      // the values gone
    turns: Turns<i64>, // whose turn it is, and both totals
}

impl Position {
    /// The start of a game on `values`, none taken yet, Alice to move.
    ///
    /// # Errors
    ///
    /// [`Error::TooLong`] for a row of more than [`MAX_PLAY_LEN`] values,
    /// the limit of [`optimal_play`], whose table it keeps.
    pub fn new(values: &[i32]) -> Result<Position, Error> {
        check_len("Position::new", values.len(), MAX_PLAY_LEN)?;
        Ok(Position {
            d: difference_table(values, 3)?.into(),
            row: values.into(),
            taken: 0,
            turns: Turns::new(),
        })
    }

    /// The values left, in order.
    #[must_use]
    pub fn values(&self) -> &[i32] {
        &self.row[self.taken..]
    }

    /// The most values a move takes here: 3, or all that is left.
    fn most(&self) -> usize {
        3.min(self.row.len() - self.taken)
    }

    /// Alice's total and Bob's, so far.
    #[must_use]
    pub fn totals(&self) -> (i64, i64) {
        self.turns.totals()
    }
}

/// The position without what [`Position::new`] builds for
/// [`best_move`](Game::best_move): the differences of every suffix, n + 1
/// numbers.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut position = f.debug_struct("Position");
        position.field("values", &self.values());
        self.turns
            .debug_fields(&mut position)
            .finish_non_exhaustive()
    }
}

impl Game for Position {
    type Choice = usize;
    type Move = Move;
    type Error = Error;
    const MAX_SIZE: u64 = MAX_PLAY_LEN as u64;

    fn choice_of(record: &Move) -> Self::Choice {
        record.count
    }

    fn mover(&self) -> Player {
        self.turns.mover
    }

    fn is_over(&self) -> bool {
        self.taken == self.row.len()
    }

    fn winner(&self) -> Option<Winner> {
        self.turns.winner_once(self.is_over())
    }

    fn scores(&self) -> Option<(i128, i128)> {
        self.turns.scores()
    }

    /// 1, 2 or 3 values, and no more than are left.
    fn choices(&self) -> Vec<usize> {
        (1..=self.most()).collect()
    }

    /// The x whose values, minus what the opponent then makes of the rest,
    /// are worth the most, the fewest values on a tie, as [`optimal_play`]
    /// chooses.
    fn best_move(&self) -> Option<usize> {
        let (i, row) = (self.taken, &self.row);
        first_best((1..=self.most()).map(|x| {
            let taken: i64 = row[i..i + x].iter().map(|&v| i64::from(v)).sum();
            (x, taken - self.d[i + x])
        }))
    }

    /// Take the first `count` values left.
    ///
    /// # Errors
    ///
    /// [`Error::GameOver`] when no value is left; [`Error::NoSuchMove`]
    /// for a `count` of 0, or of more than 3 or than the values left.
    fn play(&mut self, count: usize) -> Result<Move, Error> {
        if self.is_over() {
            return Err(Error::GameOver);
        }
        let most = self.most();
        if count == 0 || count > most {
            return Err(Error::NoSuchMove { count, most });
        }
        let first = self.taken;
        let points: i64 = self.row[first..first + count]
            .iter()
            .map(|&v| i64::from(v))
            .sum();
        let (player, alice, bob) = self.turns.credit(points);
        self.taken += count;
        Ok(Move {
            player,
            first,
            count,
            points,
            alice,
            bob,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{
        assert_first_best, rows_up_to, small_signed_rows,
    };
    use crate::shared::testing::{assert_refuses, assert_same_list};
    use crate::stone_game_iii::{
        book::score_difference_brute_force, score_difference,
    };

    /// On a tie, the fewest values: the rule `first_best` documents, which
    /// the test below cannot see, since `optimal_play` uses it too.
    #[test]
    fn a_tie_takes_the_fewest_values() {
        let rule = "first_best takes the count worth the most, the fewest \
                    values on a tie";
        let first = first_best([(1, 5), (2, 5), (3, 4)]);
        assert_eq!(first, Some(1), "worths 5, 5, 4: {rule}");
        let first = first_best([(1, 3), (2, 5), (3, 5)]);
        assert_eq!(first, Some(2), "worths 3, 5, 5: {rule}");
        assert_eq!(first_best([]), None, "no move: no count");
        // Taking 1 or both of 1 0 ends 1 ahead either way.
        assert_eq!(best_move(&[1, 0]), Ok(Some(1)), "on 1 0: {rule}");
    }

    /// On every row of up to 7 values from -3 to 3 (960,800 rows), a game
    /// played by calling [`best_move`] before every move is
    /// [`optimal_play`]'s, move for move, and ends at the game tree's value.
    #[test]
    fn best_move_plays_the_game_of_optimal_play() {
        for values in small_signed_rows::<i32>() {
            let (mut i, mut counts, mut lead) = (0, Vec::new(), 0);
            while let Some(x) = best_move(&values[i..]).unwrap() {
                let taken: i64 =
                    values[i..i + x].iter().map(|&v| i64::from(v)).sum();
                lead += if counts.len() % 2 == 0 { taken } else { -taken };
                counts.push(x);
                i += x;
            }
            let moves = optimal_play(&values).unwrap();
            let played: Vec<usize> = moves.iter().map(|m| m.count).collect();
            let (by_best_move, by_optimal_play) = (
                ("the counts best_move takes", &counts[..]),
                ("optimal_play's", &played[..]),
            );
            let at = format!("{values:?}");
            assert_same_list(by_best_move, by_optimal_play, &at);
            let value = score_difference_brute_force(&values, 3);
            assert_eq!(Ok(lead), value, "{at}: best_move's lead, the tree's");
        }
    }

    /// On every row of up to 7 values from -3 to 3 (960,800 rows),
    /// [`best_move`] takes what its doc promises, worked out here from the
    /// game tree alone, with neither the registers nor `first_best`: the
    /// count, 1 to 3, whose values, minus the game tree's value of the rest,
    /// are worth the most; the fewest values on a tie.
    #[test]
    fn best_move_is_the_fewest_best_values_by_the_game_tree() {
        let rest = |row: &[i32]| score_difference_brute_force(row, 3).unwrap();
        for values in small_signed_rows::<i32>() {
            let worth = |x: usize| {
                let taken: i64 =
                    values[..x].iter().map(|&v| i64::from(v)).sum();
                taken - rest(&values[x..])
            };
            let counts = 1..=values.len().min(3);
            let moves: Vec<_> = counts.map(|x| (x, worth(x))).collect();
            let rule = "the count whose values, less the value of the rest, \
                        are worth the most; the fewest on a tie";
            let found = best_move(&values).unwrap();
            assert_first_best(found, &moves, rule, &values);
        }
    }

    /// On every row of up to 6 values from -3 to 3 (137,257 rows): every
    /// position any play reaches keeps the rules of [`Game`], and its
    /// `best_move` is the free [`best_move`]'s on the values left; played
    /// by `best_move`, the game is [`optimal_play`]'s.
    #[test]
    fn every_position_of_a_small_game_moves_as_best_move_says() {
        use crate::shared::testing::check_every_position;
        let oracle = |p: &Position| best_move(p.values()).unwrap();
        // No value, four, one past the values left.
        let illegal = |p: &Position| vec![0, 4, p.values().len() + 1];
        let mut positions = 0;
        for values in rows_up_to(6, (-3..=3).collect()) {
            let start = Position::new(&values).unwrap();
            positions += check_every_position(&start, true, &illegal, &oracle);
            assert_eq!(
                start.play_out().unwrap(),
                optimal_play(&values).unwrap()
            );
        }
        assert_eq!(positions, 6_627_314); // every row, every line of play
    }

    #[test]
    fn a_position_refuses_a_move_the_rules_do_not_allow() {
        let mut game = Position::new(&[1, 2, 3, -9, 4]).unwrap();
        for count in [0, 4, usize::MAX] {
            let error = Error::NoSuchMove { count, most: 3 };
            assert_refuses(&mut game, count, &error);
        }
        game.play(3).unwrap(); // two values left
        for count in [0, 3] {
            let error = Error::NoSuchMove { count, most: 2 };
            assert_refuses(&mut game, count, &error);
        }
        game.play(2).unwrap();
        for count in [0, 1, 3] {
            assert_refuses(&mut game, count, &Error::GameOver);
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

    #[test]
    fn a_clone_shares_what_new_built_and_plays_on_its_own() {
        let start = Position::new(&[3, -1, 4, 1]).unwrap();
        assert!(Arc::ptr_eq(&start.d, &start.clone().d));
        crate::shared::testing::check_clone_plays_alone(&start);
    }
}
