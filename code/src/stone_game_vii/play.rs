//! Optimal play itself: the moves, read back from the table, and any game
//! played out with both players' scores.

use std::fmt;
use std::ops::Range;
use std::sync::Arc;

use super::error::{check_len, Error, MAX_LEN, MAX_TABLE_LEN};
use super::linear::score_difference_linear;
use super::{score_table, DifferenceTable};
use crate::shared::{End, Game, Player, Turns, Winner};

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
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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

/// `Alice removes 2 from the right (stone 4), scores 13: Alice 13, Bob 0`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} removes {} from the {} (stone {}), scores {}: \
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
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: the moves are checked first to be no more than \
             the stones"
)]
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
/// remain, read from the row's [`score_table`]. On a tie of the two ends, the
/// left. `None` for an empty `row`, or one the table does not hold.
///
/// ```
/// use stone_games::stone_game_vii::{optimal_end, score_table, End};
///
/// let table = score_table(&[5, 3, 1, 4, 2])?;
/// assert_eq!(optimal_end(&table, 0..5), Some(End::Right));
/// assert_eq!(optimal_end(&table, 3..3), None);
/// # Ok::<(), stone_games::stone_game_vii::Error>(())
/// ```
#[must_use]
// ANCHOR: optimal_end
pub fn optimal_end(table: &DifferenceTable, row: Range<usize>) -> Option<End> {
    let (lo, hi) = (row.start, row.end);
    let stones = table.row();
    if lo >= hi || hi > stones.len() {
        return None;
    }
    let left: u64 = stones[lo..hi].iter().map(|&v| u64::from(v)).sum();
    Some(better_end(table, lo, hi, left))
}

/// The better end of the stones at positions `lo..hi`, not empty, whose
/// sum is `left`: each removal scores the stones it leaves, less the
/// opponent's best difference on them.
fn better_end(table: &DifferenceTable, lo: usize, hi: usize, left: u64) -> End {
    let stones = table.row();
    // The opponent's best difference on stones[a..b] (0 for one stone, as
    // the table says, and for none).
    let rest = |a: usize, b: usize| if a < b { table[(a, b - 1)] } else { 0 };
    let remove_left = (left - u64::from(stones[lo])) - rest(lo + 1, hi);
    let remove_right = (left - u64::from(stones[hi - 1])) - rest(lo, hi - 1);
    if remove_left >= remove_right {
        End::Left
    } else {
        End::Right
    }
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
///
#[doc = book_link!(fn stone_game_vii::book::score_difference_linear)]
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
        end.take(&mut row);
        ends.push(end);
    }
    play_ends(stones, &ends)
}
// ANCHOR_END: optimal_play

/// A game of Stone Game VII in progress: the stones left, whose turn it is
/// and both scores. [`Position::new`] builds the row's [`score_table`] once,
/// and keeps the total of the stones left as the game goes, so that every
/// [`best_move`](Game::best_move) after reads two cells of the table and
/// that total: O(1), where [`optimal_end`] adds up the stones left.
///
/// ```
/// use stone_games::stone_game_vii::{End, Game, Player, Position};
///
/// let mut game = Position::new(&[5, 3, 1, 4, 2])?;
/// assert_eq!(game.best_move(), Some(End::Right)); // remove the 2, score 13
/// game.play(End::Left)?; // Alice errs: she removes the 5 and scores 10
/// assert_eq!(game.stones(), [3, 1, 4, 2]);
/// assert_eq!(game.mover(), Player::Bob);
/// assert_eq!(game.best_move(), Some(End::Right));
/// let record = game.play(End::Right)?;
/// assert_eq!((record.stone, record.points), (2, 8));
/// assert_eq!((record.alice, record.bob), (10, 8));
/// assert_eq!(game.totals(), (10, 8));
/// # Ok::<(), stone_games::stone_game_vii::Error>(())
/// ```
#[derive(Clone)]
pub struct Position {
    table: Arc<DifferenceTable>, // shared by every clone
    row: Range<usize>,           // the positions of the stones left
    left: u64,                   // the total of the stones left
    turns: Turns<u64>,           // whose turn it is, and both totals
}

impl Position {
    /// The start of a game on the row `stones`, Alice to move.
    ///
    /// Like Part I's, it builds the interval table, 800 MB at
    /// [`MAX_TABLE_LEN`]; the free [`best_move`](super::best_move) plays
    /// without it, in O(n) time and memory a move.
    ///
    /// # Errors
    ///
    /// [`Error::TooLong`] for a row of more than [`MAX_TABLE_LEN`] stones,
    /// the table's limit.
    pub fn new(stones: &[u32]) -> Result<Position, Error> {
        check_len("Position::new", stones.len(), MAX_TABLE_LEN)?;
        Ok(Position {
            table: Arc::new(score_table(stones)?),
            row: 0..stones.len(),
            left: stones.iter().map(|&v| u64::from(v)).sum(),
            turns: Turns::new(),
        })
    }

    /// The stones left, in order.
    #[must_use]
    pub fn stones(&self) -> &[u32] {
        &self.table.row()[self.row.clone()]
    }

    /// Alice's total and Bob's, so far.
    #[must_use]
    pub fn totals(&self) -> (u64, u64) {
        self.turns.totals()
    }
}

/// The position without what [`Position::new`] builds for
/// [`best_move`](Game::best_move): the stones' interval table of n²
/// differences.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut position = f.debug_struct("Position");
        position.field("stones", &self.stones());
        self.turns
            .debug_fields(&mut position)
            .finish_non_exhaustive()
    }
}

impl Game for Position {
    type Choice = End;
    type Move = Move;
    type Error = Error;
    const MAX_SIZE: u64 = MAX_TABLE_LEN as u64;

    fn choice_of(record: &Move) -> Self::Choice {
        record.end
    }

    fn mover(&self) -> Player {
        self.turns.mover
    }

    fn is_over(&self) -> bool {
        self.row.is_empty()
    }

    fn winner(&self) -> Option<Winner> {
        self.turns.winner_once(self.is_over())
    }

    fn scores(&self) -> Option<(i128, i128)> {
        self.turns.scores()
    }

    /// Both ends while two stones or more are left; the left end alone
    /// when one is.
    fn choices(&self) -> Vec<End> {
        End::choices(&self.row)
    }

    /// [`optimal_end`]'s choice, the left end on a tie, with the total of
    /// the stones left kept rather than added up.
    fn best_move(&self) -> Option<End> {
        // As optimal_end, with the sum of the stones left kept, not added.
        let (lo, hi) = (self.row.start, self.row.end);
        (lo < hi).then(|| better_end(&self.table, lo, hi, self.left))
    }

    /// With one stone left, both ends remove it, and the record says
    /// [`End::Left`], as [`choices`](Game::choices) does.
    ///
    /// # Errors
    ///
    /// [`Error::GameOver`] when no stone is left.
    fn play(&mut self, end: End) -> Result<Move, Error> {
        let end = if self.row.len() == 1 { End::Left } else { end };
        let index = end.take(&mut self.row).ok_or(Error::GameOver)?;
        let stone = self.table.row()[index];
        self.left -= u64::from(stone);
        let points = self.left; // what is left scores
        let (player, alice, bob) = self.turns.credit(points);
        Ok(Move {
            player,
            end,
            index,
            stone,
            points,
            alice,
            bob,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone_game_vii::book::score_difference_brute_force;

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
                end.take(&mut row);
                ends.push(end);
            }
            let moves = optimal_play(&stones).unwrap();
            let played: Vec<End> = moves.iter().map(|m| m.end).collect();
            let (by_best_move, by_optimal_play) = (
                ("the ends best_move takes", &ends[..]),
                ("optimal_play's", &played[..]),
            );
            let at = format!("{stones:?}");
            crate::shared::testing::assert_same_list(
                by_best_move,
                by_optimal_play,
                &at,
            );
            let last = play_ends(&stones, &ends)
                .unwrap()
                .last()
                .map_or(0, |m| m.alice - m.bob);
            let value = score_difference_brute_force(&stones);
            assert_eq!(Ok(last), value, "{at}: best_move's lead, the tree's");
        }
    }

    /// On every row of up to 8 stones of 0 to 3 (87,381 rows, zeros and
    /// ties of the two ends included), [`best_move`] removes the end its
    /// doc promises, worked out here from the game tree alone, with neither
    /// the linear method nor a table: the end whose move, the stones it
    /// scores less the game tree's value of the row it leaves, is worth
    /// more; the left end on a tie.
    #[test]
    fn best_move_is_the_better_end_or_the_left_by_the_game_tree() {
        let value = |row: &[u32]| {
            i128::from(score_difference_brute_force(row).unwrap())
        };
        // A move scores the row it leaves, then the opponent moves on it.
        let worth = |left: &[u32]| -> i128 {
            left.iter().map(|&s| i128::from(s)).sum::<i128>() - value(left)
        };
        use crate::shared::testing::{assert_first_best, rows_up_to};
        for stones in rows_up_to(8, (0..=3).collect()) {
            let n = stones.len();
            let moves = match n {
                0 => vec![],
                _ => vec![
                    (End::Left, worth(&stones[1..])),
                    (End::Right, worth(&stones[..n - 1])),
                ],
            };
            let rule = "the end whose move, the stones it scores less the \
                        value of the row it leaves, is worth more; the left \
                        on a tie";
            let found = best_move(&stones).unwrap();
            assert_first_best(found, &moves, rule, &stones);
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

    /// On every row of up to 7 stones of 0 to 3 (21,845 rows): every
    /// position any play reaches keeps the rules of [`Game`], and its
    /// `best_move` is the free [`best_move`]'s on the stones left; played
    /// by `best_move`, the game is [`optimal_play`]'s.
    #[test]
    fn every_position_of_a_small_game_moves_as_best_move_says() {
        use crate::shared::testing::check_every_position;
        let oracle = |p: &Position| best_move(p.stones()).unwrap();
        // Both ends, once the row is empty (with one left, both take it,
        // and the choices list Left alone).
        let ends = |p: &Position| {
            if p.is_over() {
                vec![End::Left, End::Right]
            } else {
                vec![]
            }
        };
        let mut positions = 0;
        for stones in crate::shared::testing::rows_up_to(7, vec![0, 1, 2, 3]) {
            let start = Position::new(&stones).unwrap();
            positions += check_every_position(&start, true, &ends, &oracle);
            assert_eq!(
                start.play_out().unwrap(),
                optimal_play(&stones).unwrap()
            );
        }
        assert_eq!(positions, 3_573_273); // every row, every line of play
    }

    #[test]
    fn a_finished_game_refuses_every_move() {
        let mut game = Position::new(&[4]).unwrap();
        // One stone: the left end's, from either end.
        let record = game.play(End::Right).unwrap();
        assert_eq!((record.end, record.index), (End::Left, 0));
        let before = (game.mover(), game.stones().to_vec(), game.choices());
        for end in [End::Left, End::Right] {
            assert_eq!(game.play(end), Err(Error::GameOver));
            let after = (game.mover(), game.stones().to_vec(), game.choices());
            assert_eq!(after, before);
        }
        assert_eq!(before, (Player::Bob, vec![], vec![]));
    }

    #[test]
    fn a_clone_shares_what_new_built_and_plays_on_its_own() {
        let start = Position::new(&[3, 1, 4, 1]).unwrap();
        assert!(Arc::ptr_eq(&start.table, &start.clone().table));
        crate::shared::testing::check_clone_plays_alone(&start);
    }
}
