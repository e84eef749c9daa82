//! Optimal play itself: the order of the picks, with both totals after each.

use std::fmt;
use std::sync::Arc;

use super::error::{check_len, check_same_len, refused, Error, MAX_PLAY_LEN};
use super::radix::heaviest_first;
use crate::shared::{Game, Player, Taken, Turns, Winner};

/// One pick of a game, with both players' totals after it.
///
/// ```
/// use stone_games::stone_game_vi::{optimal_play, Player};
///
/// let picks = optimal_play(&[1, 3], &[2, 1])?;
/// assert_eq!(picks[0].player, Player::Alice);
/// assert_eq!((picks[0].index, picks[0].alice_value), (1, 3));
/// assert_eq!((picks[1].alice, picks[1].bob), (3, 2));
/// # Ok::<(), stone_games::stone_game_vi::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// Who took the stone.
    pub player: Player,
    /// Which stone, by its place in the rows (from 0).
    pub index: usize,
    /// The stone's value to Alice.
    pub alice_value: u32,
    /// The stone's value to Bob.
    pub bob_value: u32,
    /// The points the pick scored: the stone's value to `player`.
    pub points: u32,
    /// Alice's total after the pick.
    pub alice: u64,
    /// Bob's total after the pick.
    pub bob: u64,
}

/// `Alice takes stone 1 (3 to Alice, 1 to Bob), scores 3: Alice 3, Bob 0`.
///
/// ```
/// use stone_games::stone_game_vi::optimal_play;
///
/// let picks = optimal_play(&[1, 3], &[2, 1])?;
/// assert_eq!(
///     picks[0].to_string(),
///     "Alice takes stone 1 (3 to Alice, 1 to Bob), scores 3: Alice 3, Bob 0"
/// );
/// # Ok::<(), stone_games::stone_game_vi::Error>(())
/// ```
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} takes stone {} ({} to Alice, {} to Bob), scores {}: Alice {}, \
             Bob {}",
            self.player,
            self.index,
            self.alice_value,
            self.bob_value,
            self.points,
            self.alice,
            self.bob
        )
    }
}

/// The picks of a game in which both play optimally: every stone, heaviest
/// weight `a + b` first, stones of equal weight in the order of the rows.
///
/// Any order of the equal weights is optimal ([proved][heaviest]); this one
/// is fixed so that the figures and the tests are reproducible. Alice's last
/// total minus Bob's is [`score_difference`](super::score_difference).
///
/// # Errors
///
/// [`Error::LengthsDiffer`] for rows of different lengths;
/// [`Error::TooLong`] beyond [`MAX_PLAY_LEN`].
///
/// ```
/// use stone_games::stone_game_vi::optimal_play;
///
/// let picks = optimal_play(&[2, 4, 3], &[1, 6, 7])?;
/// let order: Vec<usize> = picks.iter().map(|m| m.index).collect();
/// assert_eq!(order, [1, 2, 0]); // weights 10, 10, then 3
/// let last = picks[2];
/// assert_eq!((last.alice, last.bob), (6, 7)); // Bob wins by 1
/// # Ok::<(), stone_games::stone_game_vi::Error>(())
/// ```
///
/// [heaviest]: https://stone-games.github.io/stone-games/stone-game-vi/heaviest-first.html
// ANCHOR: optimal_play
pub fn optimal_play(alice: &[u32], bob: &[u32]) -> Result<Vec<Move>, Error> {
    check_same_len(alice, bob)?;
    check_len("optimal_play", alice.len(), MAX_PLAY_LEN)?;
    let order = heaviest_first(alice, bob)?;
    let (mut alice_total, mut bob_total) = (0, 0);
    let mut player = Player::Alice;
    let mut picks = Vec::with_capacity(order.len());
    for index in order {
        match player {
            Player::Alice => alice_total += u64::from(alice[index]),
            Player::Bob => bob_total += u64::from(bob[index]),
        }
        picks.push(Move {
            player,
            index,
            alice_value: alice[index],
            bob_value: bob[index],
            points: player.pick(alice[index], bob[index]),
            alice: alice_total,
            bob: bob_total,
        });
        player = player.other();
    }
    Ok(picks)
}
// ANCHOR_END: optimal_play

/// The stone the player to move should take after the stones `taken`, in
/// the order they were taken (Alice took the first, and the player to move
/// is the one whose turn their count gives): the heaviest `a + b` left, the
/// first in the rows among equals, as [`optimal_play`] takes them. `None`
/// when every stone is taken. O(n) time and memory.
///
/// Any heaviest stone is optimal, from any position (the chapter
/// [*The heaviest stone first*][heaviest-first] proves it for the whole
/// game, and a position in mid-game is a game on the stones left, with the
/// totals so far added to each side).
///
/// # Errors
///
/// [`Error::LengthsDiffer`] for rows of different lengths;
/// [`Error::NoSuchStone`] when an index of `taken` is not in the rows;
/// [`Error::TakenTwice`] when an index appears twice. Every pair of rows is
/// a game: there is no limit on their length.
///
/// ```
/// use stone_games::stone_game_vi::{best_move, Error};
///
/// let (alice, bob) = ([2, 4, 3], [1, 6, 7]);
/// assert_eq!(best_move(&alice, &bob, &[]), Ok(Some(1))); // weight 10
/// assert_eq!(best_move(&alice, &bob, &[1]), Ok(Some(2))); // the other 10
/// // Alice took the 3 instead: Bob takes stone 1, of weight 10.
/// assert_eq!(best_move(&alice, &bob, &[0]), Ok(Some(1)));
/// assert_eq!(best_move(&alice, &bob, &[1, 2, 0]), Ok(None));
/// let twice = Error::TakenTwice { index: 1 };
/// assert_eq!(best_move(&alice, &bob, &[1, 1]), Err(twice));
/// ```
///
/// [heaviest-first]: https://stone-games.github.io/stone-games/stone-game-vi/heaviest-first.html
pub fn best_move(
    alice: &[u32],
    bob: &[u32],
    taken: &[usize],
) -> Result<Option<usize>, Error> {
    check_same_len(alice, bob)?;
    let mut played = Taken::none(alice.len());
    for &index in taken {
        played.take(index).map_err(refused)?;
    }
    let weight = |i: usize| u64::from(alice[i]) + u64::from(bob[i]);
    // The heaviest left; among equals the last max_by_key sees wins, so
    // the stones are visited from the right.
    Ok(played.left().rev().max_by_key(|&i| weight(i)))
}

/// A game of Stone Game VI in progress: the stones taken, in order, and
/// both totals; the player to move is the one whose turn their count
/// gives. [`Position::new`] sorts the stones by weight `a + b` once, as
/// [`optimal_play`] does, and every [`best_move`](Game::best_move) after
/// reads the first stone of that order not taken, in O(1): the heaviest
/// left, the first in the rows among equals.
///
/// ```
/// use stone_games::stone_game_vi::{Game, Player, Position};
///
/// let mut game = Position::new(&[2, 4, 3], &[1, 6, 7])?;
/// assert_eq!(game.best_move(), Some(1)); // weight 10, the first of two
/// game.play(0)?; // Alice errs: the 2, of weight 3
/// assert_eq!(game.taken(), [0]);
/// assert_eq!(game.mover(), Player::Bob);
/// assert_eq!(game.choices(), [1, 2]);
/// assert_eq!(game.best_move(), Some(1));
/// let record = game.play(1)?;
/// assert_eq!((record.points, record.alice, record.bob), (6, 2, 6));
/// assert_eq!(game.totals(), (2, 6));
/// assert_eq!(game.alice_row(), [2, 4, 3]); // every stone, taken or not
/// assert_eq!(game.bob_row(), [1, 6, 7]);
/// # Ok::<(), stone_games::stone_game_vi::Error>(())
/// ```
#[derive(Clone)]
pub struct Position {
    alice_values: Arc<[u32]>, // shared by every clone, as is `order`
    bob_values: Arc<[u32]>,
    order: Arc<[usize]>, // every stone, heaviest first, in row order on ties
    next: usize,         // the first place of `order` whose stone is left
    taken: Taken,        // in order, and which
    turns: Turns<u64>,   // whose turn it is, and both totals
}

impl Position {
    /// The start of a game on the stones worth `alice` to Alice and `bob`
    /// to Bob, Alice to move.
    ///
    /// # Errors
    ///
    /// [`Error::LengthsDiffer`] for rows of different lengths;
    /// [`Error::TooLong`] beyond [`MAX_PLAY_LEN`], the limit of the game
    /// [`optimal_play`] plays.
    pub fn new(alice: &[u32], bob: &[u32]) -> Result<Position, Error> {
        check_same_len(alice, bob)?;
        check_len("Position::new", alice.len(), MAX_PLAY_LEN)?;
        Ok(Position {
            order: heaviest_first(alice, bob)?.into(),
            alice_values: alice.into(),
            bob_values: bob.into(),
            next: 0,
            taken: Taken::none(alice.len()),
            turns: Turns::new(),
        })
    }

    /// The stones taken, by their place in the rows, in the order taken.
    #[must_use]
    pub fn taken(&self) -> &[usize] {
        self.taken.order()
    }

    /// The stones left, by their place in the rows, in row order.
    ///
    /// ```
    /// use stone_games::stone_game_vi::{Game, Position};
    ///
    /// let mut game = Position::new(&[2, 4, 3], &[1, 6, 7])?;
    /// game.play(2)?;
    /// let left: Vec<usize> = game.left().collect();
    /// assert_eq!(left, [0, 1]);
    /// assert_eq!(game.alice_row()[left[1]], 4);
    /// assert_eq!(game.bob_row()[left[1]], 6);
    /// # Ok::<(), stone_games::stone_game_vi::Error>(())
    /// ```
    pub fn left(&self) -> impl Iterator<Item = usize> + '_ {
        self.taken.left()
    }

    /// Alice's row: what every stone is worth to her, taken or not, in row
    /// order (the stones left are [`left`](Position::left)).
    #[must_use]
    pub fn alice_row(&self) -> &[u32] {
        &self.alice_values
    }

    /// Bob's row: what every stone is worth to him, taken or not, in row
    /// order.
    #[must_use]
    pub fn bob_row(&self) -> &[u32] {
        &self.bob_values
    }

    /// Alice's total and Bob's, so far.
    #[must_use]
    pub fn totals(&self) -> (u64, u64) {
        self.turns.totals()
    }
}

/// The position without what [`Position::new`] builds for
/// [`best_move`](Game::best_move): the order of the stones, n indices.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut position = f.debug_struct("Position");
        position.field("alice_row", &self.alice_values);
        position.field("bob_row", &self.bob_values);
        position.field("taken", &self.taken.order());
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
        record.index
    }

    fn mover(&self) -> Player {
        self.turns.mover
    }

    fn is_over(&self) -> bool {
        self.taken.order().len() == self.order.len()
    }

    fn winner(&self) -> Option<Winner> {
        self.turns.winner_once(self.is_over())
    }

    fn scores(&self) -> Option<(i128, i128)> {
        self.turns.scores()
    }

    /// Every stone left, by its place in the rows, in row order.
    fn choices(&self) -> Vec<usize> {
        self.left().collect()
    }

    fn best_move(&self) -> Option<usize> {
        self.order.get(self.next).copied()
    }

    /// # Errors
    ///
    /// [`Error::GameOver`] when every stone is taken;
    /// [`Error::NoSuchStone`] when `index` is not in the rows;
    /// [`Error::TakenTwice`] when stone `index` is already taken.
    fn play(&mut self, index: usize) -> Result<Move, Error> {
        let len = self.order.len();
        if self.is_over() {
            return Err(Error::GameOver);
        }
        self.taken.take(index).map_err(refused)?;
        let (a, b) = (self.alice_values[index], self.bob_values[index]);
        let points = self.turns.mover.pick(a, b);
        let (player, alice, bob) = self.turns.credit(u64::from(points));
        // Past the stones taken, out of order too, to the heaviest left.
        while self.next < len && self.taken.is_taken(self.order[self.next]) {
            self.next += 1;
        }
        Ok(Move {
            player,
            index,
            alice_value: a,
            bob_value: b,
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
        all_rows, assert_first_best, assert_same_list, rows_of,
    };
    use crate::stone_game_vi::book::score_difference_brute_force;

    /// On every pair of rows of up to 6 stones of 1 to 3 each (597,871
    /// pairs), a game played by calling [`best_move`] before every move is
    /// [`optimal_play`]'s, pick for pick, and ends at the game tree's
    /// value.
    #[test]
    fn best_move_plays_the_game_of_optimal_play() {
        for len in 0..=6 {
            for alice in all_rows(len, 3) {
                for bob in all_rows(len, 3) {
                    let mut taken = Vec::new();
                    let mut lead = 0; // Alice's total minus Bob's
                    while let Some(i) = best_move(&alice, &bob, &taken).unwrap()
                    {
                        lead += if taken.len() % 2 == 0 {
                            i64::from(alice[i])
                        } else {
                            -i64::from(bob[i])
                        };
                        taken.push(i);
                    }
                    let picks = optimal_play(&alice, &bob).unwrap();
                    let order: Vec<usize> =
                        picks.iter().map(|m| m.index).collect();
                    let at = format!("{alice:?} {bob:?}");
                    assert_same_list(
                        ("the stones best_move picks", &taken),
                        ("optimal_play's", &order),
                        &at,
                    );
                    let value = score_difference_brute_force(&alice, &bob);
                    assert_eq!(
                        Ok(lead),
                        value,
                        "{at}: best_move's, the tree's"
                    );
                }
            }
        }
    }

    /// On every pair of rows of up to 6 stones of 0 to 2 each (597,871
    /// pairs, zeros and ties of the weights included), [`best_move`] at
    /// the start takes the stone its doc promises, worked out here from the
    /// game tree alone, with no sort: of the stones whose pick reaches the
    /// game tree's value, the heaviest `a + b`, the first in the rows among
    /// equals. (Every heaviest stone reaches it, as the chapter proves, so
    /// this is the heaviest stone of all, the first among equals.)
    #[test]
    fn best_move_is_the_first_heaviest_best_stone_by_the_game_tree() {
        let value =
            |a: &[u32], b: &[u32]| score_difference_brute_force(a, b).unwrap();
        for both in (0..=6).flat_map(|n| rows_of(2 * n, vec![0, 1, 2])) {
            let (alice, bob) = both.split_at(both.len() / 2);
            // Alice's pick of stone i: its value to her, less what Bob, to
            // move, then ends ahead by on the stones left.
            let worth = |i: usize| {
                let without = |row: &[u32]| {
                    let mut row = row.to_vec();
                    row.remove(i);
                    row
                };
                i64::from(alice[i]) - value(&without(bob), &without(alice))
            };
            // Worth first, then weight: the heaviest of the best picks.
            let weight = |i: usize| alice[i] + bob[i];
            let moves: Vec<(usize, (i64, u32))> = (0..alice.len())
                .map(|i| (i, (worth(i), weight(i))))
                .collect();
            let rule = "of the stones whose pick is worth the most (the \
                        first of each pair), the heaviest a + b (the \
                        second); the first in the rows among equals";
            let moved = best_move(alice, bob, &[]).unwrap();
            assert_first_best(moved, &moves, rule, (alice, bob));
        }
    }

    #[test]
    fn moves_that_name_no_stone_are_refused() {
        let (alice, bob) = ([1, 2], [3, 4]);
        let no_such = Error::NoSuchStone { index: 2, len: 2 };
        assert_eq!(best_move(&alice, &bob, &[2]), Err(no_such));
        let twice = Error::TakenTwice { index: 0 };
        assert_eq!(best_move(&alice, &bob, &[0, 0]), Err(twice));
        let differ = Error::LengthsDiffer { alice: 2, bob: 1 };
        assert_eq!(best_move(&alice, &bob[..1], &[]), Err(differ));
    }

    #[test]
    fn a_move_takes_40_bytes() {
        // The size MAX_PLAY_LEN and the book's chapter state.
        assert_eq!(std::mem::size_of::<Move>(), 40);
    }

    /// On every pair of rows of up to 4 stones of 0 to 2 each (7,381
    /// pairs): every position any play reaches keeps the rules of
    /// [`Game`], and its `best_move` is the free [`best_move`]'s after the
    /// stones taken; played by `best_move`, the game is [`optimal_play`]'s.
    #[test]
    fn every_position_of_a_small_game_moves_as_best_move_says() {
        use crate::shared::testing::check_every_position;
        // Each stone taken, and one past the row.
        let illegal = |p: &Position| {
            let past = p.alice_row().len();
            p.taken().iter().copied().chain([past]).collect()
        };
        let mut positions = 0;
        // A pair of rows of n stones is one row of 2n values.
        let pairs = (0..=4).flat_map(|n| rows_of(2 * n, vec![0, 1, 2]));
        for both in pairs {
            let (alice, bob) = both.split_at(both.len() / 2);
            let oracle =
                |p: &Position| best_move(alice, bob, p.taken()).unwrap();
            let start = Position::new(alice, bob).unwrap();
            positions += check_every_position(&start, true, &illegal, &oracle);
            assert_eq!(
                start.play_out().unwrap(),
                optimal_play(alice, bob).unwrap()
            );
        }
        assert_eq!(positions, 438_553); // every row, every line of play
    }

    /// What a position shows: whose turn, the stones taken and the moves
    /// left.
    fn shown(game: &Position) -> (Player, Vec<usize>, Vec<usize>) {
        (game.mover(), game.taken().to_vec(), game.choices())
    }

    #[test]
    fn a_position_refuses_a_move_the_rules_do_not_allow() {
        let mut game = Position::new(&[2, 4, 3], &[1, 6, 7]).unwrap();
        game.play(1).unwrap();
        let before = shown(&game);
        let no_such = Error::NoSuchStone { index: 3, len: 3 };
        assert_eq!(game.play(3), Err(no_such));
        assert_eq!(shown(&game), before);
        assert_eq!(game.play(1), Err(Error::TakenTwice { index: 1 }));
        assert_eq!(shown(&game), before);
        assert_eq!(before, (Player::Bob, vec![1], vec![0, 2]));
    }

    #[test]
    fn a_finished_game_refuses_every_move() {
        let mut game = Position::new(&[5], &[1]).unwrap();
        game.play(0).unwrap();
        let before = shown(&game);
        for index in [0, 1] {
            assert_eq!(game.play(index), Err(Error::GameOver));
            assert_eq!(shown(&game), before);
        }
        assert_eq!(before, (Player::Bob, vec![0], vec![]));
    }

    #[test]
    fn a_clone_shares_what_new_built_and_plays_on_its_own() {
        let start = Position::new(&[3, 1, 4], &[1, 5, 9]).unwrap();
        assert!(Arc::ptr_eq(&start.order, &start.clone().order));
        crate::shared::testing::check_clone_plays_alone(&start);
    }
}
