//! Optimal play itself: the moves, read back from the interval table.

use std::fmt;
use std::ops::Range;
use std::sync::Arc;

use super::error::check_len;
use super::{
    linear_i64::score_difference_linear_i64, score_table, DifferenceTable,
    Error, MAX_LEN, MAX_TABLE_LEN,
};
use crate::shared::{End, Game, Player, Turns, Winner};

/// One move of a game: the pile taken from an end, with both players'
/// totals after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// Who moved.
    pub player: Player,
    /// Which end they took from.
    pub end: End,
    /// The position of the pile taken, in the original row (from 0).
    pub index: usize,
    /// The points the move scored: the stones in that pile.
    pub points: u32,
    /// Alice's total after the move.
    pub alice: u64,
    /// Bob's total after the move.
    pub bob: u64,
}

/// `Alice takes 5 from the right (pile 3): Alice 5, Bob 0`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} takes {} from the {} (pile {}): Alice {}, Bob {}",
            self.player,
            self.points,
            self.end,
            self.index,
            self.alice,
            self.bob
        )
    }
}

/// The end an optimal player takes when the piles at positions `row` remain,
/// read from the table the row's [`score_table`] returned. When both ends are
/// equally good, the left one. `None` when no pile remains or `row` does not
/// fit the table.
///
/// ```
/// use stone_games::stone_game::{optimal_end, score_table, End};
///
/// let table = score_table(&[1, 100, 9, 1])?;
/// // The left 1 would give Bob the 100:
/// assert_eq!(optimal_end(&table, 0..4), Some(End::Right));
/// assert_eq!(optimal_end(&table, 0..0), None);
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
#[must_use]
// ANCHOR: optimal_end
pub fn optimal_end(table: &DifferenceTable, row: Range<usize>) -> Option<End> {
    let (lo, hi) = (row.start, row.end);
    let piles = table.row();
    if lo >= hi || hi > piles.len() {
        return None;
    }
    // The opponent's best difference on piles[a..b], or 0 when nothing is
    // left.
    let rest = |a: usize, b: usize| if a < b { table[(a, b - 1)] } else { 0 };
    let take_left = i64::from(piles[lo]) - rest(lo + 1, hi);
    let take_right = i64::from(piles[hi - 1]) - rest(lo, hi - 1);
    Some(if take_left >= take_right {
        End::Left
    } else {
        End::Right
    })
}
// ANCHOR_END: optimal_end

/// The end the player to move should take when `piles` is the row still on
/// the table: the move whose pile, minus what the opponent then makes of
/// the row it leaves, is larger; the left end on a tie, as [`optimal_end`]
/// does. `None` on an empty row.
///
/// It needs no table: the linear method,
/// [`score_difference_linear_i64`], values the two rows a move can leave,
/// in O(n) time and memory. A game played by calling it before every move
/// is [`optimal_play`]'s, move for move, in O(n²) time and O(n) memory.
///
/// # Errors
///
/// [`Error::TooLong`] for a row of more than [`MAX_LEN`] piles, the linear
/// method's limit.
///
/// ```
/// use stone_games::stone_game::{best_move, End};
///
/// // The left 1 would give Bob the 100.
/// assert_eq!(best_move(&[1, 100, 9, 1]), Ok(Some(End::Right)));
/// // Bob, on the rest: either end loses him 90, and the tie goes left.
/// assert_eq!(best_move(&[1, 100, 9]), Ok(Some(End::Left)));
/// assert_eq!(best_move(&[]), Ok(None));
/// ```
///
#[doc = book_link!(fn stone_game::book::score_difference_linear_i64)]
pub fn best_move(piles: &[u32]) -> Result<Option<End>, Error> {
    check_len("best_move", piles.len(), MAX_LEN)?;
    let n = piles.len();
    if n == 0 {
        return Ok(None);
    }
    // In 128 bits: a pile minus a value near -2^63 would not fit an i64.
    let worth = |pile: u32, rest: &[u32]| -> Result<i128, Error> {
        let rest = score_difference_linear_i64(rest)?;
        Ok(i128::from(pile) - i128::from(rest))
    };
    let take_left = worth(piles[0], &piles[1..])?;
    let take_right = worth(piles[n - 1], &piles[..n - 1])?;
    Ok(Some(if take_left >= take_right {
        End::Left
    } else {
        End::Right
    }))
}

/// A whole game under optimal play: every move, in order, with the running
/// totals.
///
/// # Errors
///
/// [`Error::TooLong`] when the row is longer than
/// [`MAX_TABLE_LEN`](super::MAX_TABLE_LEN): the moves are read from the
/// full table.
///
/// ```
/// use stone_games::stone_game::{optimal_play, score_difference, End, Player};
///
/// let piles = [3, 7, 2, 3];
/// let moves = optimal_play(&piles)?;
/// let first = (moves[0].player, moves[0].end, moves[0].points);
/// assert_eq!(first, (Player::Alice, End::Right, 3));
/// let last = moves.last().unwrap();
/// assert_eq!(last.alice as i64 - last.bob as i64, score_difference(&piles)?);
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: `optimal_end` names an end of a row that still \
             has a pile"
)]
// ANCHOR: optimal_play
pub fn optimal_play(piles: &[u32]) -> Result<Vec<Move>, Error> {
    check_len("optimal_play", piles.len(), MAX_TABLE_LEN)?;
    let table = score_table(piles)?;
    let mut moves = Vec::with_capacity(piles.len());
    let mut row = 0..piles.len(); // the positions of the piles still in the row
    let (mut alice, mut bob) = (0_u64, 0_u64);
    let mut player = Player::Alice;
    while let Some(end) = optimal_end(&table, row.clone()) {
        let index = end.take(&mut row).expect("optimal_end found a pile");
        let stones = piles[index];
        *player.pick(&mut alice, &mut bob) += u64::from(stones);
        moves.push(Move {
            player,
            end,
            index,
            points: stones,
            alice,
            bob,
        });
        player = player.other();
    }
    Ok(moves)
}
// ANCHOR_END: optimal_play

/// A game of Stone Game in progress: the piles left, whose turn it is and
/// both totals. [`Position::new`] builds the row's [`score_table`] once,
/// and every [`best_move`](Game::best_move) after reads it
/// ([`optimal_end`]) in O(1).
///
/// ```
/// use stone_games::stone_game::{End, Game, Player, Position};
///
/// let mut game = Position::new(&[1, 100, 9, 1])?;
/// assert_eq!(game.best_move(), Some(End::Right)); // the left 1 gives away 100
/// game.play(End::Left)?; // Alice errs
/// assert_eq!(game.piles(), [100, 9, 1]);
/// assert_eq!(game.mover(), Player::Bob);
/// assert_eq!(game.best_move(), Some(End::Left));
/// let record = game.play(End::Left)?;
/// assert_eq!((record.points, record.alice, record.bob), (100, 1, 100));
/// assert_eq!(game.totals(), (1, 100));
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
#[derive(Clone)]
pub struct Position {
    table: Arc<DifferenceTable>, // shared by every clone
    row: Range<usize>,           // the positions of the piles left
    turns: Turns<u64>,           // whose turn it is, and both totals
}

impl Position {
    /// The start of a game on `piles`, Alice to move.
    ///
    /// It builds the interval table of the piles, which the best moves are read
    /// from: n² cells of 8 bytes, 800 MB at [`MAX_TABLE_LEN`]. To play without
    /// it, call the free [`best_move`](super::best_move) on the piles left
    /// before each move: O(n) time and memory a move.
    ///
    /// # Errors
    ///
    /// [`Error::TooLong`] for a row of more than [`MAX_TABLE_LEN`] piles,
    /// the table's limit.
    pub fn new(piles: &[u32]) -> Result<Position, Error> {
        check_len("Position::new", piles.len(), MAX_TABLE_LEN)?;
        Ok(Position {
            table: Arc::new(score_table(piles)?),
            row: 0..piles.len(),
            turns: Turns::new(),
        })
    }

    /// The piles left, in order.
    #[must_use]
    pub fn piles(&self) -> &[u32] {
        &self.table.row()[self.row.clone()]
    }

    /// Alice's total and Bob's, so far.
    #[must_use]
    pub fn totals(&self) -> (u64, u64) {
        self.turns.totals()
    }
}

/// The position without what [`Position::new`] builds for
/// [`best_move`](Game::best_move): the interval table of n² differences.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut position = f.debug_struct("Position");
        position.field("piles", &self.piles());
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

    /// Both ends while two piles are left or more; the left end alone when
    /// one is.
    fn choices(&self) -> Vec<End> {
        End::choices(&self.row)
    }

    fn best_move(&self) -> Option<End> {
        optimal_end(&self.table, self.row.clone())
    }

    /// With one pile left, both ends take it, and the record says
    /// [`End::Left`], as [`choices`](Game::choices) does.
    ///
    /// # Errors
    ///
    /// [`Error::GameOver`] when no pile is left.
    fn play(&mut self, end: End) -> Result<Move, Error> {
        let end = if self.row.len() == 1 { End::Left } else { end };
        let index = end.take(&mut self.row).ok_or(Error::GameOver)?;
        let points = self.table.row()[index];
        let (player, alice, bob) = self.turns.credit(u64::from(points));
        Ok(Move {
            player,
            end,
            index,
            points,
            alice,
            bob,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{assert_same_list, rows_up_to};
    use crate::stone_game::book::score_difference_brute_force;

    #[test]
    fn the_last_pile_taken_from_the_right_is_recorded_as_the_left_end() {
        let mut game = Position::new(&[7]).unwrap();
        let record = game.play(End::Right).unwrap();
        assert_eq!(
            (record.end, record.index, record.points),
            (End::Left, 0, 7)
        );
        assert!(game.is_over());
    }

    /// On every row of up to 8 piles of 1 to 3 stones (9,841 rows), a game
    /// played by calling [`best_move`] before every move is
    /// [`optimal_play`]'s, move for move, and ends at the game tree's value.
    #[test]
    fn best_move_plays_the_game_of_optimal_play() {
        for piles in rows_up_to(8, (1..=3).collect()) {
            let mut row = 0..piles.len(); // the piles still on the table
            let (mut ends, mut lead) = (Vec::new(), 0); // lead: Alice - Bob
            while let Some(end) = best_move(&piles[row.clone()]).unwrap() {
                let index = end.take(&mut row).unwrap();
                let sign = if ends.len() % 2 == 0 { 1 } else { -1 };
                lead += sign * i64::from(piles[index]);
                ends.push(end);
            }
            let moves = optimal_play(&piles).unwrap();
            let played: Vec<End> = moves.iter().map(|m| m.end).collect();
            let (by_best_move, by_optimal_play) = (
                ("the ends best_move takes", &ends[..]),
                ("optimal_play's", &played[..]),
            );
            let at = format!("{piles:?}");
            assert_same_list(by_best_move, by_optimal_play, &at);
            let value = score_difference_brute_force(&piles);
            assert_eq!(Ok(lead), value, "{at}: best_move's lead, the tree's");
        }
    }

    /// On every row of up to 8 piles of 0 to 3 stones (87,381 rows, ties of
    /// the two ends included), [`best_move`] takes the end its doc
    /// promises, worked out here from the game tree alone, with neither the
    /// linear method nor a table: the end whose pile, minus the game tree's
    /// value of the row it leaves, is larger; the left end on a tie.
    #[test]
    fn best_move_is_the_better_end_or_the_left_by_the_game_tree() {
        use crate::shared::testing::assert_first_best;
        let value = |row: &[u32]| score_difference_brute_force(row).unwrap();
        for piles in rows_up_to(8, (0..=3).collect()) {
            let moves = match (piles.split_first(), piles.split_last()) {
                (Some((&first, after)), Some((&last, before))) => vec![
                    (End::Left, i64::from(first) - value(after)),
                    (End::Right, i64::from(last) - value(before)),
                ],
                _ => vec![],
            };
            let rule = "the end whose pile, less the value of the row it \
                        leaves, is larger; the left on a tie";
            assert_first_best(best_move(&piles).unwrap(), &moves, rule, &piles);
        }
    }

    /// On every row of up to 6 piles of 1 to 3 stones: every position any
    /// play reaches keeps the rules of [`Game`], and its `best_move` is the
    /// free [`best_move`]'s on the piles left; played by `best_move`, the
    /// game is [`optimal_play`]'s.
    #[test]
    fn every_position_of_a_small_game_moves_as_best_move_says() {
        use crate::shared::testing::check_every_position;
        let oracle = |p: &Position| best_move(p.piles()).unwrap();
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
        for piles in rows_up_to(6, (1..=3).collect()) {
            let start = Position::new(&piles).unwrap();
            positions += check_every_position(&start, true, &ends, &oracle);
            assert_eq!(
                start.play_out().unwrap(),
                optimal_play(&piles).unwrap()
            );
        }
        assert_eq!(positions, 82_888); // every row, every line of play
    }

    /// The walk fails an oracle that disagrees with `best_move` anywhere: on
    /// `[1, 2]` Alice takes the 2, not the 1.
    #[test]
    #[should_panic(expected = "assertion `left == right` failed")]
    fn the_walk_of_positions_fails_a_wrong_oracle() {
        use crate::shared::testing::check_every_position;
        let start = Position::new(&[1, 2]).unwrap();
        let left = |_: &Position| Some(End::Left);
        let ends = |p: &Position| {
            if p.is_over() {
                vec![End::Left, End::Right]
            } else {
                vec![]
            }
        };
        check_every_position(&start, true, &ends, &left);
    }

    /// A position's `Debug` shows the piles left, not the n × n table.
    #[test]
    fn a_positions_debug_leaves_the_table_out() {
        let mut game = Position::new(&[7; 1_000]).unwrap();
        game.play(End::Right).unwrap();
        let shown = format!("{game:?}");
        assert!(shown.len() < 5 * 1_000, "{} characters", shown.len());
        assert!(
            shown.ends_with("mover: Bob, alice: 7, bob: 0, .. }"),
            "{shown}"
        );
    }

    #[test]
    fn the_play_of_the_first_example() {
        let moves = optimal_play(&[5, 3, 4, 5]).unwrap();
        let taken: Vec<(Player, usize)> =
            moves.iter().map(|m| (m.player, m.index)).collect();
        // Both ends are worth 1 at the start; the tie goes to the left.
        assert_eq!(
            taken,
            [
                (Player::Alice, 0),
                (Player::Bob, 3),
                (Player::Alice, 2),
                (Player::Bob, 1)
            ]
        );
        assert_eq!((moves[3].alice, moves[3].bob), (9, 8));
    }

    #[test]
    fn an_empty_row_has_no_moves() {
        assert_eq!(optimal_play(&[]), Ok(vec![]));
    }

    #[test]
    fn a_range_outside_the_table_has_no_move() {
        let table = score_table(&[1, 2]).unwrap();
        assert_eq!(optimal_end(&table, 0..3), None);
        let (start, end) = (2, 1);
        assert_eq!(optimal_end(&table, start..end), None); // backwards
        assert_eq!(optimal_end(&table, 0..2), Some(End::Right));
        assert_eq!(optimal_end(&table, 1..2), Some(End::Left));
    }

    #[test]
    fn the_table_keeps_its_row() {
        // The table answers for the row it was made from, whatever other row
        // is around.
        let table = score_table(&[1, 100, 9, 1]).unwrap();
        assert_eq!(table.row(), [1, 100, 9, 1]);
        assert_eq!(optimal_end(&table, 0..4), Some(End::Right));
    }

    #[test]
    fn a_clone_shares_what_new_built_and_plays_on_its_own() {
        let start = Position::new(&[3, 1, 4, 1]).unwrap();
        assert!(Arc::ptr_eq(&start.table, &start.clone().table));
        crate::shared::testing::check_clone_plays_alone(&start);
    }
}
