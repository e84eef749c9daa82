//! Whose turn it is, and both totals: what every `Position` of a game
//! with two scores keeps the same way.

use std::fmt;
use std::ops::AddAssign;

use super::{Player, Winner};

/// The player to move and both totals so far, for the positions of the
/// games in which both players score (I, II, III, VI, VII, VIII).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Turns<T> {
    pub(crate) mover: Player,
    pub(crate) alice: T,
    pub(crate) bob: T,
}

impl<T: Copy + Default + AddAssign + Ord> Turns<T> {
    /// The start of a game: Alice to move, both totals 0.
    pub(crate) fn new() -> Turns<T> {
        Turns {
            mover: Player::Alice,
            alice: T::default(),
            bob: T::default(),
        }
    }

    /// Credits `points` to the player to move and passes the turn: who
    /// moved, and Alice's and Bob's totals after the move.
    pub(crate) fn credit(&mut self, points: T) -> (Player, T, T) {
        let player = self.mover;
        *player.pick(&mut self.alice, &mut self.bob) += points;
        self.mover = player.other();
        (player, self.alice, self.bob)
    }

    /// Alice's total and Bob's.
    pub(crate) fn totals(&self) -> (T, T) {
        (self.alice, self.bob)
    }

    /// Who is ahead: the winner once the game is over.
    pub(crate) fn winner(&self) -> Winner {
        Winner::from_totals(self.alice, self.bob)
    }

    /// [`Game::winner`](super::Game::winner): who is ahead once the game
    /// is `over`, `None` before.
    pub(crate) fn winner_once(&self, over: bool) -> Option<Winner> {
        over.then(|| self.winner())
    }
}

impl<T: fmt::Debug> Turns<T> {
    /// `position`'s `Debug` fields for whose turn it is and both totals.
    pub(crate) fn debug_fields<'s, 'a, 'b>(
        &self,
        position: &'s mut fmt::DebugStruct<'a, 'b>,
    ) -> &'s mut fmt::DebugStruct<'a, 'b> {
        position
            .field("mover", &self.mover)
            .field("alice", &self.alice)
            .field("bob", &self.bob)
    }
}

impl<T: Copy + Into<i128>> Turns<T> {
    /// [`Game::scores`](super::Game::scores): both totals, in `i128`.
    pub(crate) fn scores(&self) -> Option<(i128, i128)> {
        Some((self.alice.into(), self.bob.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn credit_scores_the_mover_and_passes_the_turn() {
        let mut turns = Turns::<u64>::new();
        assert_eq!(turns.credit(5), (Player::Alice, 5, 0));
        assert_eq!(turns.credit(7), (Player::Bob, 5, 7));
        assert_eq!((turns.mover, turns.totals()), (Player::Alice, (5, 7)));
        assert_eq!(turns.winner(), Winner::Bob);
    }

    #[test]
    fn a_winner_is_named_only_once_the_game_is_over() {
        let mut turns = Turns::<i64>::new();
        assert_eq!(turns.winner_once(false), None);
        assert_eq!(turns.winner_once(true), Some(Winner::Tie));
        turns.credit(-2);
        assert_eq!(turns.winner_once(false), None);
        assert_eq!(turns.winner_once(true), Some(Winner::Bob));
        turns.credit(-3);
        assert_eq!(turns.winner_once(true), Some(Winner::Alice));
    }

    #[test]
    fn the_scores_are_both_totals_in_i128() {
        let mut turns = Turns::<u64>::new();
        turns.credit(u64::MAX);
        turns.credit(1);
        assert_eq!(turns.scores(), Some((i128::from(u64::MAX), 1)));
        assert_eq!(Turns::<i64>::new().scores(), Some((0, 0)));
    }
}
