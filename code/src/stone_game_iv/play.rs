//! Optimal play, move by move: the winner hurries, the loser holds out.

use std::fmt;
use std::sync::Arc;

use super::error::{check_n, Error, MAX_ALL_MOVES_N};
use super::table::squares_up_to;
use crate::shared::{Game, Player, Winner};

/// The *remoteness* of every pile size `0..=limit`: how many moves the game
/// lasts when the player who can win wins as fast as possible and the other
/// holds out as long as possible.
///
/// A position is winning exactly when its remoteness is odd. These are the
/// terms of OEIS A338027.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_ALL_MOVES_N`: every move from
/// every position is tried.
///
/// ```
/// use stone_games::stone_game_iv::remoteness;
///
/// assert_eq!(remoteness(8)?, [0, 1, 2, 3, 1, 2, 3, 4, 5]);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
// ANCHOR: remoteness
pub fn remoteness(limit: u64) -> Result<Vec<u32>, Error> {
    check_n("remoteness", limit, MAX_ALL_MOVES_N)?;
    let limit = limit as usize;
    let mut r = vec![0_u32; limit + 1];
    for i in 1..=limit {
        let follow_ups = squares_up_to(i as u64).map(|s| r[i - s as usize]);
        // A win: the quickest move to a losing (even) position.
        // A loss: every move goes to a win, and the slowest is chosen.
        let quickest_win = follow_ups.clone().filter(|v| v % 2 == 0).min();
        let slowest = follow_ups.max().unwrap_or(0);
        r[i] = 1 + quickest_win.unwrap_or(slowest);
    }
    Ok(r)
}
// ANCHOR_END: remoteness

/// One move: who took how many stones, from how many.
///
/// ```
/// use stone_games::stone_game_iv::optimal_play;
///
/// let first = optimal_play(7)?[0];
/// assert_eq!((first.before, first.square, first.after), (7, 1, 6));
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// Who moved.
    pub player: Player,
    /// The stones in the pile before the move.
    pub before: u64,
    /// The square taken.
    pub square: u64,
    /// The stones left after the move: `before - square`.
    pub after: u64,
}

/// `Alice takes 4 of 7, leaving 3`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} takes {} of {}, leaving {}",
            self.player, self.square, self.before, self.after
        )
    }
}

/// A whole game from `n` stones under optimal play: the player who can win
/// moves to a losing position, choosing the quickest win; the other, with only
/// moves to winning positions, makes the game last as long as possible. The
/// smallest square on a tie.
///
/// # Errors
///
/// [`Error::TooLarge`] when `n > MAX_ALL_MOVES_N`: the moves are read
/// from the [`remoteness`] of every smaller pile.
///
/// ```
/// use stone_games::stone_game_iv::optimal_play;
///
/// let moves = optimal_play(7)?;
/// let squares: Vec<u64> = moves.iter().map(|m| m.square).collect();
/// assert_eq!(squares, [1, 1, 1, 4]); // Bob takes the last 4
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: a position's remoteness is 1 + some move's, so a \
             move is found"
)]
// ANCHOR: optimal_play
pub fn optimal_play(n: u64) -> Result<Vec<Move>, Error> {
    check_n("optimal_play", n, MAX_ALL_MOVES_N)?;
    let r = remoteness(n)?;
    let mut moves = Vec::new();
    let (mut pile, mut player) = (n, Player::Alice);
    while pile > 0 {
        let target = r[pile as usize] - 1;
        let square = squares_up_to(pile)
            .find(|&s| r[(pile - s) as usize] == target)
            .expect("remoteness is 1 + the remoteness of some move");
        moves.push(Move {
            player,
            before: pile,
            square,
            after: pile - square,
        });
        pile -= square;
        player = player.other();
    }
    Ok(moves)
}
// ANCHOR_END: optimal_play

/// The square the player to move should take from a pile of `n` stones,
/// as [`optimal_play`] chooses it: a move to a position of remoteness
/// R(n) − 1, which is the quickest win, or, from a losing position, the
/// longest defence; the smallest square on a tie. `None` for n = 0, where
/// there is no move.
///
/// A square pile, of any size, is taken whole at once. Otherwise each call
/// computes the [`remoteness`] of every pile up to `n` afresh, in O(n√n)
/// time: to play a whole game, [`optimal_play`] computes it once.
///
/// # Errors
///
/// [`Error::TooLarge`] when `n > MAX_ALL_MOVES_N` and `n` is not a square:
/// the move is read from the [`remoteness`] of every smaller pile.
///
/// ```
/// use stone_games::stone_game_iv::{best_move, MAX_ALL_MOVES_N};
///
/// assert_eq!(best_move(9), Ok(Some(9))); // win at once
/// assert_eq!(best_move(17), Ok(Some(4))); // lost: hold out longest
/// assert_eq!(best_move(0), Ok(None));
/// let huge = 1_000_000_u64.pow(2);
/// assert_eq!(best_move(huge), Ok(Some(huge)));
/// assert!(best_move(huge + 1).is_err()); // past MAX_ALL_MOVES_N
/// # assert!(huge > MAX_ALL_MOVES_N);
/// ```
pub fn best_move(n: u64) -> Result<Option<u64>, Error> {
    if n > 0 && n.isqrt().pow(2) == n {
        return Ok(Some(n)); // remoteness 1: the quickest win
    }
    check_n("best_move", n, MAX_ALL_MOVES_N)?;
    let r = remoteness(n)?;
    let Some(target) = r[n as usize].checked_sub(1) else {
        return Ok(None); // n = 0: no move
    };
    Ok(squares_up_to(n).find(|&s| r[(n - s) as usize] == target))
}

/// A game of Stone Game IV in progress: the stones left in the pile and
/// whose turn it is. [`Position::new`] computes the [`remoteness`] of every
/// pile up to the start once, and every [`best_move`](Game::best_move)
/// after reads it, trying the squares up to the pile: O(√n) a move.
///
/// ```
/// use stone_games::stone_game_iv::{Game, Player, Position};
///
/// let mut game = Position::new(14)?;
/// assert_eq!(game.best_move(), Some(9)); // to 5, a loss for Bob
/// game.play(1)?; // Alice errs: 13 is a win for Bob
/// assert_eq!(game.pile(), 13);
/// assert_eq!(game.mover(), Player::Bob);
/// assert_eq!(game.choices(), [1, 4, 9]);
/// assert_eq!(game.best_move(), Some(1)); // to 12, a loss for Alice
/// let record = game.play(1)?;
/// assert_eq!((record.player, record.after), (Player::Bob, 12));
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
#[derive(Clone)]
pub struct Position {
    remoteness: Arc<[u32]>, // of every pile up to the start; shared
    pile: u64,
    mover: Player,
}

impl Position {
    /// The start of a game on a pile of `n` stones, Alice to move.
    ///
    /// # Errors
    ///
    /// [`Error::TooLarge`] when `n > MAX_ALL_MOVES_N`, the limit of
    /// [`remoteness`], which it computes.
    pub fn new(n: u64) -> Result<Position, Error> {
        check_n("Position::new", n, MAX_ALL_MOVES_N)?;
        Ok(Position {
            remoteness: remoteness(n)?.into(),
            pile: n,
            mover: Player::Alice,
        })
    }

    /// The stones left in the pile.
    #[must_use]
    pub fn pile(&self) -> u64 {
        self.pile
    }
}

/// The position without what [`Position::new`] builds for
/// [`best_move`](Game::best_move): the remoteness of every pile up to the
/// start, n + 1 numbers.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Position")
            .field("pile", &self.pile)
            .field("mover", &self.mover)
            .finish_non_exhaustive()
    }
}

impl Game for Position {
    type Choice = u64;
    type Move = Move;
    type Error = Error;
    const MAX_SIZE: u64 = MAX_ALL_MOVES_N;

    fn choice_of(record: &Move) -> Self::Choice {
        record.square
    }

    fn mover(&self) -> Player {
        self.mover
    }

    fn is_over(&self) -> bool {
        self.pile == 0
    }

    fn winner(&self) -> Option<Winner> {
        // The player to move on an empty pile has lost.
        self.is_over().then(|| Winner::from(self.mover.other()))
    }

    /// The squares up to the pile, smallest first.
    fn choices(&self) -> Vec<u64> {
        squares_up_to(self.pile).collect()
    }

    /// The smallest square that leaves a pile of remoteness one less than
    /// this one's, as [`optimal_play`] chooses it.
    fn best_move(&self) -> Option<u64> {
        let r = &self.remoteness;
        let target = r[self.pile as usize].checked_sub(1)?;
        squares_up_to(self.pile)
            .find(|&s| r[(self.pile - s) as usize] == target)
    }

    /// # Errors
    ///
    /// [`Error::GameOver`] when the pile is empty, and
    /// [`Error::NoSuchMove`] when `square` is not a square from 1 to the
    /// pile.
    fn play(&mut self, square: u64) -> Result<Move, Error> {
        let pile = self.pile;
        if pile == 0 {
            return Err(Error::GameOver);
        }
        let root = square.isqrt();
        if square == 0 || square > pile || root * root != square {
            return Err(Error::NoSuchMove {
                stones: square,
                pile,
            });
        }
        let player = self.mover;
        self.pile -= square;
        self.mover = player.other();
        Ok(Move {
            player,
            before: pile,
            square,
            after: self.pile,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{assert_first_best, assert_refuses};

    /// From every pile up to 2,000: [`best_move`] is the first move of
    /// [`optimal_play`], so a game played by calling it before every move
    /// is [`optimal_play`]'s, and it moves to a losing position exactly
    /// when the pile is winning, which the game tree checks up to 40.
    #[test]
    fn best_move_is_the_first_move_of_optimal_play() {
        let wins = crate::stone_game_iv::book::win_table(2_000).unwrap();
        for n in 0..=2_000 {
            let first = optimal_play(n).unwrap().first().map(|m| m.square);
            let square = best_move(n).unwrap();
            assert_eq!(square, first, "n = {n}");
            if let Some(s) = square {
                assert_eq!(!wins[(n - s) as usize], wins[n as usize]);
            }
        }
        for n in 1..=40 {
            let s = best_move(n).unwrap().unwrap();
            let leaves_a_loss =
                !crate::stone_game_iv::book::alice_wins_brute_force(n - s)
                    .unwrap();
            assert_eq!(
                leaves_a_loss,
                crate::stone_game_iv::book::alice_wins_brute_force(n).unwrap()
            );
        }
    }

    /// Whether the player to move wins the pile of `n`, and how many moves
    /// the game lasts, by the game tree itself, with no table: a win (a
    /// move leaves a loss) lasts 1 move more than the shortest loss it can
    /// leave; a loss, 1 move more than the longest game a move leaves, and
    /// 0 moves on the empty pile.
    fn by_the_game_tree(n: u64) -> (bool, u32) {
        let squares = (1..).map(|k: u64| k * k).take_while(|&s| s <= n);
        let after: Vec<(bool, u32)> =
            squares.map(|s| by_the_game_tree(n - s)).collect();
        let to_losses = after.iter().filter(|(wins, _)| !wins);
        match to_losses.map(|&(_, length)| length).min() {
            Some(quickest) => (true, 1 + quickest),
            None => {
                (false, after.iter().map(|&(_, l)| 1 + l).max().unwrap_or(0))
            }
        }
    }

    /// On every pile of 0 to 40 stones (41 piles), [`best_move`] takes the
    /// square its doc promises, worked out here from the game tree alone,
    /// with neither [`remoteness`] nor its table: from a win, the square to
    /// a loss that ends the game the quickest; from a loss, the square that
    /// holds out the longest; the smallest square on a tie.
    #[test]
    fn best_move_is_the_quickest_win_or_longest_defence_by_the_game_tree() {
        use crate::stone_game_iv::book::alice_wins_brute_force;
        for n in 0..=40 {
            let (wins, _) = by_the_game_tree(n);
            assert_eq!(Ok(wins), alice_wins_brute_force(n), "n = {n}");
            // Each square, smallest first, with what it leaves.
            let after: Vec<(u64, (bool, u32))> = (1..)
                .map(|k: u64| k * k)
                .take_while(|&s| s <= n)
                .map(|s| (s, by_the_game_tree(n - s)))
                .collect();
            // A win may only leave a loss; a loss leaves only wins. The
            // worth of a square: from a win, the fewer moves to the end
            // the better; from a loss, the more.
            let moves: Vec<(u64, i64)> = after
                .iter()
                .filter(|&&(_, (leaves_a_win, _))| !(wins && leaves_a_win))
                .map(|&(s, (_, length))| {
                    let length = i64::from(length);
                    (s, if wins { -length } else { length })
                })
                .collect();
            let rule = "from a win, the square to a loss that ends the game \
                        the quickest (worth minus the moves left); from a \
                        loss, the one that holds out the longest; the \
                        smallest square on a tie";
            assert_first_best(best_move(n).unwrap(), &moves, rule, n);
        }
    }

    /// On every pile up to 40 stones: every position any play reaches
    /// keeps the rules of [`Game`], and its `best_move` is the free
    /// [`best_move`]'s on the pile left; played by `best_move`, the game is
    /// [`optimal_play`]'s.
    #[test]
    fn every_position_of_a_small_game_moves_as_best_move_says() {
        use crate::shared::testing::check_every_position;
        let oracle = |p: &Position| best_move(p.pile()).unwrap();
        // No stones, two non-squares, and one past the pile.
        let illegal = |p: &Position| vec![0, 2, 3, p.pile() + 1];
        let mut positions = 0;
        for n in 0..=40 {
            let start = Position::new(n).unwrap();
            positions += check_every_position(&start, true, &illegal, &oracle);
            assert_eq!(start.play_out().unwrap(), optimal_play(n).unwrap());
        }
        assert_eq!(positions, 6_210_371); // every pile, every line of play
    }

    /// `assert_refuses` fails on a move that is played: a version of it
    /// that did not compare the refusal would pass.
    #[test]
    #[should_panic(expected = "play(1) at Position { pile: 5")]
    fn assert_refuses_fails_on_a_move_played() {
        let mut game = Position::new(5).unwrap();
        assert_refuses(&mut game, 1, &Error::GameOver);
    }

    #[test]
    fn a_position_refuses_a_move_the_rules_do_not_allow() {
        let mut game = Position::new(5).unwrap();
        // Not a square, no stones, more than the pile, far more.
        for stones in [2, 0, 9, u64::MAX] {
            let error = Error::NoSuchMove { stones, pile: 5 };
            assert_refuses(&mut game, stones, &error);
        }
        game.play(4).unwrap();
        game.play(1).unwrap();
        let over = (game.mover(), game.pile(), game.choices());
        assert_eq!(over, (Player::Alice, 0, vec![]));
        for stones in [1, 0, 2] {
            assert_refuses(&mut game, stones, &Error::GameOver);
        }
    }

    /// OEIS A338027, as its entry lists it: lengths of games in optimal play.
    const A338027: [u32; 86] = [
        0, 1, 2, 3, 1, 2, 3, 4, 5, 1, 4, 3, 6, 7, 3, 4, 1, 8, 3, 5, 6, 3, 8, 5,
        5, 1, 5, 3, 7, 7, 3, 5, 5, 9, 10, 5, 1, 7, 3, 6, 5, 3, 9, 5, 8, 7, 5,
        9, 7, 1, 11, 3, 8, 9, 3, 7, 5, 10, 9, 5, 9, 7, 10, 11, 1, 8, 3, 12, 9,
        3, 11, 5, 12, 11, 5, 7, 7, 9, 11, 5, 9, 1, 11, 3, 7, 10,
    ];

    #[test]
    fn remoteness_is_a338027() {
        assert_eq!(remoteness(85).unwrap(), A338027);
    }

    #[test]
    fn a_game_lasts_its_remoteness_and_the_winner_moves_last() {
        let r = remoteness(500).unwrap();
        for n in 0..=500 {
            let moves = optimal_play(n).unwrap();
            assert_eq!(moves.len() as u32, r[n as usize]);
            if let Some(last) = moves.last() {
                let winner = if crate::stone_game_iv::alice_wins(n).unwrap() {
                    Player::Alice
                } else {
                    Player::Bob
                };
                assert_eq!(last.player, winner, "n = {n}");
            }
            for step in &moves {
                assert!(step.square <= step.before);
                assert_eq!(step.after, step.before - step.square);
            }
        }
    }

    #[test]
    fn a_clone_shares_what_new_built_and_plays_on_its_own() {
        let start = Position::new(10).unwrap();
        assert!(Arc::ptr_eq(&start.remoteness, &start.clone().remoteness));
        crate::shared::testing::check_clone_plays_alone(&start);
    }
}
