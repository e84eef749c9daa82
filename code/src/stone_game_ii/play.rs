//! Optimal play itself: the moves, read back from the state table.

use std::fmt;
use std::sync::Arc;

use super::error::check_len;
use super::state_table::StateTable;
use super::windows::state_table;
use super::{Error, MAX_TABLE_LEN};
use crate::shared::{Game, Player, Turns, Winner};

/// Why a state's value is known: every move of a game leads to a state
/// (i, M) with M at most i, which the state table keeps ([`state_table`]).
const REACHED: &str = "every move leads to a state the table keeps";

/// One move of a game, with `M` and both players' totals after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
/// O(n²) time and memory: it builds a table of the row on each call (a
/// [`Position`] builds it once for a whole game).
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
/// assert_eq!(best_move(&[4], 0), Err(Error::MIsZero));
/// ```
///
/// # Implementation
///
/// When 2M reaches the end of the row, the mover takes all that is left,
/// in the fewest piles that leave nothing. Otherwise the moves are read
/// from the [`state_table`] of the row with M − 1 empty piles before it.
/// The table keeps the states (i, M) with M at most i, and a move of X
/// from (M − 1, M) leads to (M − 1 + X, max(M, X)), which is one of them,
/// as is every state after it; and the empty piles, already taken, change
/// no one's stones.
///
#[doc = book_link!(fn stone_game_ii::book::state_table)]
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: every move leads to a state the table keeps"
)]
pub fn best_move(piles: &[u32], m: usize) -> Result<Option<usize>, Error> {
    check_len("best_move", piles.len(), MAX_TABLE_LEN)?;
    if m == 0 {
        return Err(Error::MIsZero);
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
    let value = |x: usize| table.value(m - 1 + x, m.max(x)).expect(REACHED);
    Ok((1..=2 * m).min_by_key(|&x| value(x)))
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
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: every move leads to a state the table keeps"
)]
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
    // Every move leads to a state a game reaches: its value is never None.
    let value = |i: usize, m: usize| table.value(i, m).expect("reached");
    while let Some(count) =
        (1..=(2 * m).min(n - i)).min_by_key(|&x| value(i + x, m.max(x)))
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

/// A game of Stone Game II in progress: the piles left, M, whose turn it
/// is and both totals. [`Position::new`] builds the row's [`state_table`]
/// once, and every [`best_move`](Game::best_move) after reads the values
/// of the states its moves lead to, at most 2M of them, as
/// [`optimal_play`] does.
///
/// ```
/// use stone_games::stone_game_ii::{Game, Player, Position};
///
/// let mut game = Position::new(&[2, 7, 9, 4, 4])?;
/// assert_eq!(game.best_move(), Some(1)); // the 2 alone
/// game.play(2)?; // Alice errs: the 2 and the 7
/// assert_eq!((game.piles(), game.m()), (&[9, 4, 4][..], 2));
/// assert_eq!(game.mover(), Player::Bob);
/// assert_eq!(game.best_move(), Some(3)); // 2M = 4: all that is left
/// let record = game.play(3)?;
/// assert_eq!((record.points, record.alice, record.bob), (17, 9, 17));
/// assert_eq!(game.totals(), (9, 17));
/// assert!(game.is_over());
/// # Ok::<(), stone_games::stone_game_ii::Error>(())
/// ```
///
#[doc = book_link!(fn stone_game_ii::book::state_table)]
#[derive(Clone)]
pub struct Position {
    table: Arc<StateTable>, // shared by every clone
    row: Arc<[u32]>,
    taken: usize, // the piles gone: i of the state (i, M)
    m: usize,
    turns: Turns<u64>, // whose turn it is, and both totals
}

impl Position {
    /// The start of a game on `piles`, Alice to move and M = 1.
    ///
    /// # Errors
    ///
    /// [`Error::TooLong`] for a row of more than [`MAX_TABLE_LEN`] piles,
    /// the state table's limit.
    pub fn new(piles: &[u32]) -> Result<Position, Error> {
        check_len("Position::new", piles.len(), MAX_TABLE_LEN)?;
        Ok(Position {
            table: Arc::new(state_table(piles)?),
            row: piles.into(),
            taken: 0,
            m: 1,
            turns: Turns::new(),
        })
    }

    /// The piles left, in order.
    #[must_use]
    pub fn piles(&self) -> &[u32] {
        &self.row[self.taken..]
    }

    /// M: a move takes 1 to 2M of the piles left.
    #[must_use]
    pub fn m(&self) -> usize {
        self.m
    }

    /// The most piles a move takes here: 2M, or all that is left.
    fn most(&self) -> usize {
        (2 * self.m).min(self.row.len() - self.taken)
    }

    /// Alice's total and Bob's, so far.
    #[must_use]
    pub fn totals(&self) -> (u64, u64) {
        self.turns.totals()
    }
}

/// The position without what [`Position::new`] builds for
/// [`best_move`](Game::best_move): the state table, O(n²) numbers.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut position = f.debug_struct("Position");
        position.field("piles", &self.piles());
        position.field("m", &self.m);
        self.turns
            .debug_fields(&mut position)
            .finish_non_exhaustive()
    }
}

impl Game for Position {
    type Choice = usize;
    type Move = Move;
    type Error = Error;
    const MAX_SIZE: u64 = MAX_TABLE_LEN as u64;

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

    /// 1 to 2M piles, and no more than are left.
    fn choices(&self) -> Vec<usize> {
        (1..=self.most()).collect()
    }

    /// The X that leaves the opponent the fewest stones, the smallest on a
    /// tie, as [`optimal_play`] chooses.
    fn best_move(&self) -> Option<usize> {
        let (i, m) = (self.taken, self.m);
        let value = |x: usize| self.table.value(i + x, m.max(x));
        (1..=self.most()).min_by_key(|&x| value(x).expect(REACHED))
    }

    /// Take the first `count` piles left, X in the rules; M becomes
    /// `max(M, X)`.
    ///
    /// # Errors
    ///
    /// [`Error::GameOver`] when no pile is left; [`Error::NoSuchMove`] for
    /// a `count` of 0 or of more than 2M or than the piles left.
    fn play(&mut self, count: usize) -> Result<Move, Error> {
        if self.is_over() {
            return Err(Error::GameOver);
        }
        let most = self.most();
        if count == 0 || count > most {
            return Err(Error::NoSuchMove { count, most });
        }
        let first = self.taken;
        let points: u64 = self.row[first..first + count]
            .iter()
            .map(|&p| u64::from(p))
            .sum();
        let (player, alice, bob) = self.turns.credit(points);
        self.taken += count;
        self.m = self.m.max(count);
        Ok(Move {
            player,
            first,
            count,
            points,
            m: self.m,
            alice,
            bob,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{assert_first_best, assert_refuses};
    use crate::shared::testing::{assert_same_list, rows_up_to};
    use crate::stone_game_ii::{book::max_stones_brute_force, max_stones};

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
                    let worth = |x: usize| total - most(&piles[x..], m.max(x));
                    let legal = 1..=(2 * m).min(piles.len());
                    let moves: Vec<_> = legal.map(|x| (x, worth(x))).collect();
                    let rule = "the X that leaves the opponent the fewest \
                                stones (worth: the stones the mover ends \
                                with); the smallest X on a tie";
                    let found = best_move(piles, m).unwrap();
                    assert_first_best(found, &moves, rule, (piles, m));
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
            let moves = optimal_play(&row).unwrap();
            let played: Vec<usize> = moves.iter().map(|m| m.count).collect();
            let at = format!("{row:?}");
            assert_same_list(
                ("the counts best_move takes", &counts),
                ("optimal_play's", &played),
                &at,
            );
            let value = max_stones_brute_force(&row);
            assert_eq!(
                Ok(alice),
                value,
                "{at}: best_move's stones, the tree's"
            );
        }
    }

    /// On every row of up to 8 piles of 0 to 2 stones (9,841 rows): every
    /// position any play reaches keeps the rules of [`Game`], and its
    /// `best_move` is the free [`best_move`]'s on the piles left and M;
    /// played by `best_move`, the game is [`optimal_play`]'s.
    #[test]
    fn every_position_of_a_small_game_moves_as_best_move_says() {
        use crate::shared::testing::check_every_position;
        let oracle = |p: &Position| best_move(p.piles(), p.m()).unwrap();
        // No piles, one past 2M, one past the piles left.
        let illegal =
            |p: &Position| vec![0, 2 * p.m() + 1, p.piles().len() + 1];
        let mut positions = 0;
        for piles in rows_up_to(8, vec![0, 1, 2]) {
            let start = Position::new(&piles).unwrap();
            positions += check_every_position(&start, true, &illegal, &oracle);
            assert_eq!(
                start.play_out().unwrap(),
                optimal_play(&piles).unwrap()
            );
        }
        assert_eq!(positions, 1_046_590); // every row, every line of play
    }

    #[test]
    fn a_position_refuses_a_move_the_rules_do_not_allow() {
        let mut game = Position::new(&[2, 7, 9, 4, 4]).unwrap();
        game.play(2).unwrap(); // M = 2: 1 to 3 piles, all that is left
        for count in [0, 4, 5, usize::MAX] {
            let error = Error::NoSuchMove { count, most: 3 };
            assert_refuses(&mut game, count, &error);
        }
        game.play(3).unwrap();
        for count in [0, 1, 4] {
            assert_refuses(&mut game, count, &Error::GameOver);
        }
    }

    #[test]
    fn m_is_at_least_one() {
        assert_eq!(best_move(&[], 0), Err(Error::MIsZero));
        assert_eq!(best_move(&[1, 2, 3], 0), Err(Error::MIsZero));
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

    #[test]
    fn a_clone_shares_what_new_built_and_plays_on_its_own() {
        let start = Position::new(&[3, 1, 4, 1]).unwrap();
        assert!(Arc::ptr_eq(&start.table, &start.clone().table));
        crate::shared::testing::check_clone_plays_alone(&start);
    }
}
