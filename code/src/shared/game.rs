//! A game in progress, with one face for the nine games.

use std::fmt;

use super::{Player, Winner};

/// A position of a game in progress: whose turn it is, the moves the rules
/// allow, the move optimal play makes, and the move made.
///
/// Each game has a `Position` that implements it. Its `new` takes the start
/// of a game and builds, once, what [`best_move`](Game::best_move) reads (a
/// table, in most games), so that a whole game costs what
/// `optimal_play` costs, not what a free `best_move` per turn would.
/// A game played by calling `best_move` before every move makes the moves
/// of the game's `optimal_play`, record for record.
///
/// The largest game `new` takes is [`MAX_SIZE`](Game::MAX_SIZE). It is set by
/// what `new` builds to read the best move from (a table, in some games), so
/// it can be lower than what the game's answer function takes: the table of
/// [limits](crate::conventions#limits) gives both, game by game.
///
/// Every `Position` is `Clone` and `Debug` (the trait asks for both), and a
/// clone shares what `new` built. None
/// is `Eq` or `Hash`: what makes two positions the same depends on the
/// search (with the totals or without, the stones taken in order or as a
/// set), so a transposition table keys on what the accessors give, what is
/// left and [`mover`](Game::mover).
///
/// It cannot be a trait object (`dyn Game`): it asks for `Clone`, has a
/// constant, and `choice_of` takes no `self`; and each game's `Choice`,
/// `Move` and `Error` are its own. A program that picks the game at run
/// time matches on it once and hands the position to a function generic
/// over `Game`, as the crate's `play` example does.
///
/// A finished game answers a question with `None` (`best_move`, and
/// `winner` while it is on) and refuses an action with the game's error
/// (`play`, `after`): there is nothing to answer, but a move asked for is
/// a mistake of the caller's. Each game's free functions keep the same
/// split: its `best_move` on a finished game is `Ok(None)`.
///
/// The trait is open: a program may implement it for a game of its own, and
/// play it with the same generic code. A method added to it in a later
/// release comes with a default body, so that such an implementation still
/// builds; a new required method would be a breaking change, made only in
/// a release that says so (before 1.0, a minor one; see the CHANGELOG).
///
/// ```
/// use stone_games::shared::Game;
/// use stone_games::stone_game::{optimal_play, End, Player, Position};
///
/// let mut game = Position::new(&[5, 3, 4, 5])?;
/// assert_eq!(game.choices(), [End::Left, End::Right]);
/// let mut moves = Vec::new();
/// while let Some(end) = game.best_move() {
///     moves.push(game.play(end)?);
/// }
/// assert!(game.is_over());
/// assert_eq!(moves, optimal_play(&[5, 3, 4, 5])?);
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
pub trait Game: Clone + fmt::Debug {
    /// What the player to move chooses: an end of the row, a number of
    /// piles, a square, a cut or a stone, in the game's own terms. A
    /// program can print it, compare it and use it as a key.
    type Choice: Copy
        + fmt::Debug
        + fmt::Display
        + PartialEq
        + Eq
        + std::hash::Hash;
    /// The record of a move made: the game's `Move`, the same record
    /// `optimal_play` returns (with the totals after it, in the games that
    /// score); its `Display` says the move in a sentence.
    type Move: Clone + fmt::Debug + fmt::Display + PartialEq;
    /// The game's `Error`; its `Display` says why a move was refused.
    type Error: std::error::Error + Send + Sync + 'static;

    /// The largest game `new` takes, in the game's own measure: the most
    /// stones (piles, values) in the row, or Stone Game IV's largest pile.
    /// The table of [limits](crate::conventions#limits) names each game's
    /// constant; it is `u64::MAX` where `new` takes any game (Stone Game IX,
    /// and a game that does not say).
    ///
    /// ```
    /// use stone_games::shared::Game;
    /// use stone_games::{stone_game_ii, stone_game_v};
    ///
    /// assert_eq!(stone_game_ii::Position::MAX_SIZE, 20_000);
    /// assert_eq!(stone_game_v::Position::MAX_SIZE, 5_000);
    /// let long = vec![1; 5_001];
    /// assert!(stone_game_v::Position::new(&long).is_err());
    /// ```
    const MAX_SIZE: u64 = u64::MAX;

    /// The player whose turn it is (always Alice in Stone Game V, where
    /// every move is her cut).
    #[must_use]
    fn mover(&self) -> Player;

    /// Whether the game is over: no move is left.
    #[must_use]
    fn is_over(&self) -> bool;

    /// Who won, once the game is over: the higher total, or a tie, in the
    /// games that score; the player who made the last move in Stone Game
    /// IV; Stone Game IX's rule. `None` while the game is on, and always
    /// in Stone Game V, where Alice alone scores.
    #[must_use]
    fn winner(&self) -> Option<Winner>;

    /// Alice's total and Bob's so far, in the one type every game's totals
    /// fit, in the seven games that score: the six where both do (I, II,
    /// III, VI, VII and VIII; each `Position`'s own `totals` gives them in
    /// the game's type), and V, where Alice alone does (its `score`, and 0
    /// for Bob). `None` in Stone Games IV and IX, where no one scores.
    ///
    /// ```
    /// use stone_games::shared::Game;
    /// use stone_games::{stone_game, stone_game_iv};
    ///
    /// let mut game = stone_game::Position::new(&[5, 3, 4, 5])?;
    /// game.play(stone_game::End::Left)?;
    /// assert_eq!(game.scores(), Some((5, 0)));
    /// assert_eq!(stone_game_iv::Position::new(7)?.scores(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    fn scores(&self) -> Option<(i128, i128)> {
        None
    }

    /// Every move the rules allow here, each once; empty when the game is
    /// over. Two choices that make the same move are listed once: with one
    /// pile or stone left in Stone Games I and VII, both ends take it, and
    /// only `End::Left` is listed, though `play` takes `End::Right` too (and
    /// records the move as `End::Left`, the one it is).
    #[must_use]
    fn choices(&self) -> Vec<Self::Choice>;

    /// The move optimal play makes here, chosen as the game's
    /// `optimal_play` chooses it; `None` when the game is over.
    #[must_use]
    fn best_move(&self) -> Option<Self::Choice>;

    /// The choice that made the move `record`: played again from the
    /// position before it, it makes the same record. So a game saved as its
    /// records (with the feature `serde`) replays through `play`, which
    /// refuses a choice the rules do not allow. `play` checks the choice,
    /// not the rest of the saved record (its points, its totals): to catch a
    /// record edited by hand, compare it with the one `play` returns, as the
    /// example does. It takes no `self`, so it is called on the type:
    /// `Position::choice_of(record)`, or `G::choice_of(record)` in code
    /// generic over `G: Game` (`Game::choice_of(record)` names no game, and
    /// does not compile).
    ///
    /// ```
    /// use stone_games::shared::Game;
    /// use stone_games::stone_game_v::{optimal_play, Position};
    ///
    /// let records = optimal_play(&[6, 2, 3, 4, 5, 5])?;
    /// let mut game = Position::new(&[6, 2, 3, 4, 5, 5])?;
    /// for record in &records {
    ///     assert_eq!(&game.play(Position::choice_of(record))?, record);
    /// }
    /// # Ok::<(), stone_games::stone_game_v::Error>(())
    /// ```
    #[must_use]
    fn choice_of(record: &Self::Move) -> Self::Choice;

    /// Make the move `choice` and return its record.
    ///
    /// # Errors
    ///
    /// The game's error for a move the rules do not allow here; the
    /// position is then unchanged.
    fn play(&mut self, choice: Self::Choice)
        -> Result<Self::Move, Self::Error>;

    /// The position after `choices`, played in order from this one: a game
    /// in mid-game in one call, from its start and the moves made so far.
    /// Stone Games VI's and IX's free `best_move` take the same list
    /// (`taken`, the stones taken in order), so a `Position` and a free
    /// call can be asked about the same position. This position is left as
    /// it was (the moves are played on a clone, which shares what `new`
    /// built).
    ///
    /// # Errors
    ///
    /// The game's error for the first choice the rules do not allow where
    /// it comes, as [`play`](Game::play) refuses it. To know which of
    /// `choices` it was, play them one by one.
    ///
    /// ```
    /// use stone_games::shared::Game;
    /// use stone_games::stone_game_ix::{best_move, Error, Position};
    ///
    /// let stones = [5, 1, 2, 4, 3];
    /// // Alice takes the 1, Bob the 4: the sum so far is 5.
    /// let start = Position::new(&stones)?;
    /// let game = start.after(&[1, 3])?;
    /// assert_eq!(game.best_move(), best_move(&stones, &[1, 3])?);
    /// assert!(start.taken().is_empty()); // left as it was
    /// let twice = start.after(&[1, 1]);
    /// assert_eq!(twice.err(), Some(Error::TakenTwice { index: 1 }));
    /// # Ok::<(), stone_games::stone_game_ix::Error>(())
    /// ```
    fn after(&self, choices: &[Self::Choice]) -> Result<Self, Self::Error> {
        let mut game = self.clone();
        for &choice in choices {
            game.play(choice)?;
        }
        Ok(game)
    }

    /// The rest of the game under optimal play: the records of the moves
    /// [`best_move`](Game::best_move) makes from here to the end. From the
    /// start, they are the game's `optimal_play`; from a position in
    /// mid-game, the moves optimal play makes from there. This position is
    /// left as it was.
    ///
    /// # Errors
    ///
    /// The game's error if `play` refuses a `best_move`. The nine games'
    /// best move is one of their `choices`, which `play` takes: the crate's
    /// tests check both on every position of every small game
    /// (`check_every_position`), and a game of a program's own may not.
    ///
    /// ```
    /// use stone_games::shared::Game;
    /// use stone_games::stone_game::{optimal_play, End, Position};
    ///
    /// let start = Position::new(&[2, 9, 4, 1])?;
    /// assert_eq!(start.play_out()?, optimal_play(&[2, 9, 4, 1])?);
    /// // Alice takes the 2, a mistake: Bob takes the 9, and ends ahead.
    /// let rest = start.after(&[End::Left])?.play_out()?;
    /// assert_eq!((rest[0].end, rest[0].points), (End::Left, 9));
    /// assert_eq!((rest[2].alice, rest[2].bob), (6, 10));
    /// # Ok::<(), stone_games::stone_game::Error>(())
    /// ```
    fn play_out(&self) -> Result<Vec<Self::Move>, Self::Error> {
        let mut game = self.clone();
        let mut moves = Vec::new();
        while let Some(choice) = game.best_move() {
            moves.push(game.play(choice)?);
        }
        Ok(moves)
    }
}

#[cfg(test)]
mod tests {
    use crate::shared::Game;
    use crate::stone_game_vii as vii;
    use crate::stone_game_viii as viii;
    use crate::{stone_game as i, stone_game_ii as ii, stone_game_iv as iv};
    use crate::{stone_game_iii as iii, stone_game_ix as ix};
    use crate::{stone_game_v as v, stone_game_vi as vi};

    /// `after` a game's first k best moves is the position they lead to,
    /// for every k: it asks for the next best move, and it is over after
    /// them all, with the totals of the game played out.
    fn check_after<G: Game>(start: &G) -> usize {
        let mut game = start.clone();
        let mut choices = Vec::new();
        while let Some(choice) = game.best_move() {
            let after = start.after(&choices).expect("legal");
            assert_eq!(format!("{after:?}"), format!("{game:?}"));
            assert_eq!(after.best_move(), Some(choice));
            game.play(choice).expect("best_move is legal");
            choices.push(choice);
        }
        let end = start.after(&choices).expect("legal");
        assert!(end.is_over());
        assert_eq!(end.scores(), game.scores());
        assert_eq!(end.winner(), game.winner());
        choices.len()
    }

    #[test]
    fn after_the_best_moves_is_where_they_lead_in_every_game() {
        let row = [5, 3, 4, 5, 1, 7];
        let moves = [
            check_after(&i::Position::new(&row).unwrap()),
            check_after(&ii::Position::new(&row).unwrap()),
            check_after(&iii::Position::new(&[1, 2, 3, -9, 4]).unwrap()),
            check_after(&iv::Position::new(17).unwrap()),
            check_after(&v::Position::new(&row).unwrap()),
            check_after(&vi::Position::new(&row, &[2, 4, 1, 3, 5, 6]).unwrap()),
            check_after(&vii::Position::new(&row).unwrap()),
            check_after(&viii::Position::new(&[-1, 2, -3, 4, -5]).unwrap()),
            check_after(&ix::Position::new(&row).unwrap()),
        ];
        assert!(moves.iter().all(|&n| n > 0), "{moves:?}");
    }
}
