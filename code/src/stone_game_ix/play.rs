//! Optimal play: Alice's first stone is her only real choice; after it,
//! every move that does not lose at once leads to the same end.

use std::fmt;
use std::sync::Arc;

use super::error::{refused, Error};
use super::residues::residue_counts;
use crate::shared::{Game, Player, Taken, Winner};

/// One move: who took which stone, and the sum of all the stones taken so
/// far, mod 3, after it (0 means the move lost).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// Who moved.
    pub player: Player,
    /// The stone's index in the row, from 0.
    pub index: usize,
    /// The stone's value.
    pub stone: u32,
    /// The sum of every stone taken so far, this one included, mod 3.
    pub sum_mod_3: u32,
}

/// `Alice takes 5 (stone 0), sum 2 mod 3`; for the move that makes the sum
/// a multiple of 3, `Bob takes 2 (stone 0), sum 0 mod 3: Bob loses`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} takes {} (stone {}), sum {} mod 3",
            self.player, self.stone, self.index, self.sum_mod_3
        )?;
        if self.sum_mod_3 == 0 {
            write!(f, ": {} loses", self.player)?;
        }
        Ok(())
    }
}

// ANCHOR: first_residue_fn
/// The residue of Alice's first stone: the one that wins when one does, and
/// otherwise a non-zero one if there is any (a multiple of 3 loses at once).
fn first_residue(counts: [u64; 3]) -> usize {
    let [c0, c1, c2] = counts;
    // ANCHOR: first_residue
    let wins_with_1 =
        c1 >= 1 && if c0 % 2 == 0 { c1 <= c2 } else { c1 >= c2 + 3 };
    let wins_with_2 =
        c2 >= 1 && if c0 % 2 == 0 { c2 <= c1 } else { c2 >= c1 + 3 };
    // ANCHOR_END: first_residue
    if wins_with_1 {
        1
    } else if wins_with_2 {
        2
    } else if c1 >= 1 {
        1
    } else if c2 >= 1 {
        2
    } else {
        0
    }
}
// ANCHOR_END: first_residue_fn

/// The stone Alice should take first on `stones`: the first stone of the
/// residue that wins, if she can win; `None` on an empty row.
///
/// With c0 even she takes a residue of the smaller count of 1s and 2s (the
/// 1s on a tie); with c0 odd, a residue of the larger. When she cannot win,
/// a stone that does not lose at once, if there is one.
///
/// ```
/// use stone_games::stone_game_ix::first_move;
///
/// assert_eq!(first_move(&[2, 1]), Some(1)); // both win: the 1s on a tie
/// assert_eq!(first_move(&[3, 4, 4, 4, 4, 2]), Some(1)); // a 1, of four
/// assert_eq!(first_move(&[3, 6]), Some(0)); // every stone loses
/// assert_eq!(first_move(&[]), None);
/// ```
#[must_use]
pub fn first_move(stones: &[u32]) -> Option<usize> {
    let residue = first_residue(residue_counts(stones)) as u32;
    stones.iter().position(|&s| s % 3 == residue)
}

/// The move the player to move should make on `stones` after the stones
/// `taken`, in the order they were taken: [`first_move`] when none is taken
/// yet; after that, the first stone left of the sum's residue (the one
/// non-zero residue that keeps the sum off a multiple of 3), else the first
/// multiple of 3 left, else the first stone left, which loses. Every move
/// that does not lose at once leads to the same end ([*The forced
/// moves*][forced] proves it); this one is [`optimal_play`]'s and
/// [`Position`]'s. `None` when the game is over: every stone taken, or the
/// last move made a multiple of 3.
///
/// # Errors
///
/// As [`Position::play`](crate::shared::Game::play) refuses each move of
/// `taken` in turn: [`Error::GameOver`] for a move after the one that lost,
/// or after the last stone;
/// [`Error::NoSuchStone`] when an index is not in the row;
/// [`Error::TakenTwice`] when an index appears twice. The first move refused
/// names the error: an index taken again after the move that lost is refused
/// as [`Error::GameOver`].
///
/// ```
/// use stone_games::stone_game_ix::{best_move, Error};
///
/// let row = [3, 4, 4, 4, 4, 2];
/// assert_eq!(best_move(&row, &[]), Ok(Some(1))); // Alice: 4, sum 1
/// // Bob takes the 2: sum 0, he has lost.
/// assert_eq!(best_move(&row, &[1, 5]), Ok(None));
/// assert_eq!(best_move(&row, &[1, 5, 2]), Err(Error::GameOver));
/// // Bob takes the 3 instead: Alice answers with a 4.
/// assert_eq!(best_move(&row, &[1, 0]), Ok(Some(2)));
/// assert_eq!(
///     best_move(&row, &[1, 1]),
///     Err(Error::TakenTwice { index: 1 })
/// );
/// // The 1 again, but after Bob's losing move: the game is over first.
/// assert_eq!(best_move(&row, &[1, 5, 1]), Err(Error::GameOver));
/// ```
///
/// [forced]: https://stone-games.github.io/stone-games/stone-game-ix/forced-moves.html
pub fn best_move(
    stones: &[u32],
    taken: &[usize],
) -> Result<Option<usize>, Error> {
    let mut played = Taken::none(stones.len());
    let (mut sum, mut lost) = (0, false);
    for (before, &index) in taken.iter().enumerate() {
        if lost || before == stones.len() {
            return Err(Error::GameOver);
        }
        played.take(index).map_err(refused)?;
        sum = (sum + stones[index] % 3) % 3;
        lost |= sum == 0; // that move lost: the game is over
    }
    if lost {
        return Ok(None);
    }
    if taken.is_empty() {
        return Ok(first_move(stones));
    }
    // `sum` is 1 or 2: the run's residue, then a 0, then the other.
    let first_left =
        |residue: u32| played.left().find(|&i| stones[i] % 3 == residue);
    Ok(first_left(sum)
        .or_else(|| first_left(0))
        .or_else(|| first_left(3 - sum)))
}

/// A whole game on `stones` under optimal play: Alice's [`first_move`],
/// then for each player the first stone left of the one non-zero residue
/// that is safe, else the first multiple of 3 left, else the first stone
/// left (which loses), until a move makes a multiple of 3 (the last move,
/// which lost) or the stones run out. O(n) time.
///
/// # Errors
///
/// None: every row of `u32` stones is a game. It returns a `Result` all
/// the same, the shape `optimal_play` has in the games where it may refuse.
///
/// ```
/// use stone_games::stone_game_ix::optimal_play;
///
/// let moves = optimal_play(&[2, 1])?;
/// let values: Vec<u32> = moves.iter().map(|m| m.stone).collect();
/// assert_eq!(values, [1, 2]); // Bob's 2 makes 3: he has lost
/// assert_eq!(
///     moves[1].to_string(),
///     "Bob takes 2 (stone 0), sum 0 mod 3: Bob loses"
/// );
/// assert!(optimal_play(&[])?.is_empty());
/// # Ok::<(), stone_games::stone_game_ix::Error>(())
/// ```
// ANCHOR: optimal_play
pub fn optimal_play(stones: &[u32]) -> Result<Vec<Move>, Error> {
    // The indices of each residue, in order, and how many of each are taken.
    let mut by_residue: [Vec<usize>; 3] = Default::default();
    for (i, &s) in stones.iter().enumerate() {
        by_residue[(s % 3) as usize].push(i);
    }
    let mut used = [0; 3];
    let mut moves = Vec::with_capacity(stones.len());
    let mut residue = first_residue(residue_counts(stones));
    let (mut player, mut sum) = (Player::Alice, 0);
    while moves.len() < stones.len() {
        // Take the first stone left of this residue.
        let index = by_residue[residue][used[residue]];
        used[residue] += 1;
        sum = (sum + residue) % 3;
        let value = stones[index];
        moves.push(Move {
            player,
            index,
            stone: value,
            sum_mod_3: sum as u32,
        });
        if sum == 0 {
            break; // the move lost
        }
        player = player.other();
        // The next: the one non-zero residue that is safe, else a 0, else
        // whatever is left, which loses.
        let left = |r: usize| by_residue[r].len() > used[r];
        residue = [sum, 0, 3 - sum]
            .into_iter()
            .find(|&r| left(r))
            .unwrap_or(0);
    }
    Ok(moves)
}
// ANCHOR_END: optimal_play

/// Who won a finished game `moves`: the other player if the last move made
/// the sum a multiple of 3, Bob if the stones ran out (or there were none).
///
/// ```
/// use stone_games::stone_game_ix::{
///     book::winner_of_play, optimal_play, Player,
/// };
///
/// assert_eq!(winner_of_play(&optimal_play(&[2])?), Player::Bob);
/// assert_eq!(winner_of_play(&[]), Player::Bob);
/// # Ok::<(), stone_games::stone_game_ix::Error>(())
/// ```
#[must_use]
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn winner_of_play(moves: &[Move]) -> Player {
    match moves.last() {
        Some(last) if last.sum_mod_3 == 0 => last.player.other(),
        _ => Player::Bob,
    }
}

/// A game of Stone Game IX in progress: the stones taken, in order, and
/// their sum mod 3; the player to move is the one whose turn their count
/// gives. [`Position::new`] builds, once, each residue's list of stones, as
/// [`optimal_play`] does, and every [`best_move`](Game::best_move) after
/// reads the first stone left of the residue [`optimal_play`] takes, in
/// O(1).
///
/// Its moves are [`optimal_play`]'s and the free [`best_move`]'s: after the
/// first stone, a stone of the run (the residue of the sum) before a
/// multiple of 3.
///
/// ```
/// use stone_games::stone_game_ix::{Game, Player, Position};
///
/// let mut game = Position::new(&[3, 4, 4, 4, 4, 2])?;
/// assert_eq!(game.best_move(), Some(1)); // a 4: Alice wins
/// game.play(5)?; // Alice errs: the 2, sum 2
/// assert_eq!(game.taken(), [5]);
/// assert_eq!(game.mover(), Player::Bob);
/// assert_eq!(game.best_move(), Some(0)); // the 3: a 4 would make 6
/// let record = game.play(0)?;
/// assert_eq!((record.stone, record.sum_mod_3), (3, 2));
/// game.play(1)?; // Alice's 4 makes 9: she has lost
/// assert!(game.is_over());
/// assert_eq!(game.row(), [3, 4, 4, 4, 4, 2]); // every stone, taken or not
/// assert_eq!(game.best_move(), None);
/// # Ok::<(), stone_games::stone_game_ix::Error>(())
/// ```
#[derive(Clone)]
pub struct Position {
    stones: Arc<[u32]>, // shared by every clone, as is `by_residue`
    by_residue: Arc<[Vec<usize>; 3]>, // the stones of each residue, in order
    next: [usize; 3],   // where each list's first stone left is
    taken: Taken,       // in order, and which
    sum: u32,           // of the stones taken, mod 3
}

impl Position {
    /// The start of a game on `stones`, none taken and the sum 0, Alice to
    /// move.
    ///
    /// # Errors
    ///
    /// None: every row of `u32` stones is a game, and the lists it builds
    /// are [`optimal_play`]'s, which takes any row. It returns a `Result`
    /// all the same, the shape `Position::new` has in the games where it
    /// may refuse.
    pub fn new(stones: &[u32]) -> Result<Position, Error> {
        let mut by_residue: [Vec<usize>; 3] = Default::default();
        for (i, &s) in stones.iter().enumerate() {
            by_residue[(s % 3) as usize].push(i);
        }
        Ok(Position {
            stones: stones.into(),
            by_residue: Arc::new(by_residue),
            next: [0; 3],
            taken: Taken::none(stones.len()),
            sum: 0,
        })
    }

    /// The stones taken, by their index in the row, in the order taken.
    #[must_use]
    pub fn taken(&self) -> &[usize] {
        self.taken.order()
    }

    /// The stones left, by their index in the row, in row order.
    ///
    /// ```
    /// use stone_games::stone_game_ix::{Game, Position};
    ///
    /// let mut game = Position::new(&[5, 1, 2])?;
    /// game.play(1)?;
    /// let left: Vec<usize> = game.left().collect();
    /// assert_eq!(left, [0, 2]);
    /// assert_eq!(game.row()[left[0]], 5);
    /// # Ok::<(), stone_games::stone_game_ix::Error>(())
    /// ```
    pub fn left(&self) -> impl Iterator<Item = usize> + '_ {
        self.taken.left()
    }

    /// The row the game started from: every stone, taken or not, in row
    /// order (the stones left are [`left`](Position::left)).
    #[must_use]
    pub fn row(&self) -> &[u32] {
        &self.stones
    }

    /// The sum of the stones taken, mod 3: 0, 1 or 2. A move that makes it 0
    /// loses.
    ///
    /// ```
    /// use stone_games::stone_game_ix::{Game, Position};
    ///
    /// let mut game = Position::new(&[5, 1, 2])?;
    /// assert_eq!(game.sum_mod_3(), 0);
    /// game.play(0)?; // 5
    /// assert_eq!(game.sum_mod_3(), 2);
    /// game.play(1)?; // 5 + 1 = 6: Bob made it a multiple of 3, and lost
    /// assert_eq!((game.sum_mod_3(), game.is_over()), (0, true));
    /// # Ok::<(), stone_games::stone_game_ix::Error>(())
    /// ```
    #[must_use]
    pub fn sum_mod_3(&self) -> u32 {
        self.sum
    }
}

/// The position without what [`Position::new`] builds for
/// [`best_move`](Game::best_move): the stones of each residue, n indices.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Position")
            .field("row", &self.stones)
            .field("taken", &self.taken.order())
            .field("mover", &self.mover())
            .field("sum_mod_3", &self.sum)
            .finish_non_exhaustive()
    }
}

impl Game for Position {
    type Choice = usize;
    type Move = Move;
    type Error = Error;

    fn choice_of(record: &Move) -> Self::Choice {
        record.index
    }

    fn mover(&self) -> Player {
        if self.taken.order().len() % 2 == 0 {
            Player::Alice
        } else {
            Player::Bob
        }
    }

    /// Over when a move made the sum a multiple of 3 (the one who made it
    /// lost) or when every stone is taken (Bob won).
    fn is_over(&self) -> bool {
        let lost = !self.taken.order().is_empty() && self.sum == 0;
        lost || self.taken.order().len() == self.stones.len()
    }

    fn winner(&self) -> Option<Winner> {
        // A move that made the sum a multiple of 3 lost, and the turn
        // passed; a game that took every stone otherwise is Bob's.
        let lost = !self.taken.order().is_empty() && self.sum == 0;
        let winner = if lost { self.mover() } else { Player::Bob };
        self.is_over().then(|| Winner::from(winner))
    }

    /// Every stone left, by its index in the row, in row order: the moves
    /// that lose at once too.
    fn choices(&self) -> Vec<usize> {
        if self.is_over() {
            return vec![];
        }
        self.left().collect()
    }

    fn best_move(&self) -> Option<usize> {
        if self.is_over() {
            return None;
        }
        let residue = if self.taken.order().is_empty() {
            first_residue(self.by_residue.each_ref().map(|s| s.len() as u64))
        } else {
            // As optimal_play: the one non-zero residue that is safe, else
            // a 0, else whatever is left, which loses.
            let left = |r: usize| self.next[r] < self.by_residue[r].len();
            let sum = self.sum as usize;
            [sum, 0, 3 - sum].into_iter().find(|&r| left(r))?
        };
        self.by_residue[residue].get(self.next[residue]).copied()
    }

    /// # Errors
    ///
    /// [`Error::GameOver`] when the game is over;
    /// [`Error::NoSuchStone`] when `index` is not in the row;
    /// [`Error::TakenTwice`] when stone `index` is already taken.
    fn play(&mut self, index: usize) -> Result<Move, Error> {
        if self.is_over() {
            return Err(Error::GameOver);
        }
        let player = self.mover(); // before the move counts
        self.taken.take(index).map_err(refused)?;
        let stone = self.stones[index];
        let residue = (stone % 3) as usize;
        self.sum = (self.sum + stone % 3) % 3;
        // Past the stones of this residue taken, out of order too.
        let (list, next) = (&self.by_residue[residue], &mut self.next[residue]);
        while *next < list.len() && self.taken.is_taken(list[*next]) {
            *next += 1;
        }
        Ok(Move {
            player,
            index,
            stone,
            sum_mod_3: self.sum,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::rows_up_to;
    use crate::stone_game_ix::book::alice_wins_brute_force;
    use crate::stone_game_ix::game_tree::mover_wins;

    #[test]
    fn a_move_says_the_sum_and_who_loses_on_a_multiple_of_3() {
        let safe = Move {
            player: Player::Alice,
            index: 0,
            stone: 5,
            sum_mod_3: 2,
        };
        assert_eq!(safe.to_string(), "Alice takes 5 (stone 0), sum 2 mod 3");
        let lost = Move {
            player: Player::Bob,
            stone: 1,
            sum_mod_3: 0,
            ..safe
        };
        let said = "Bob takes 1 (stone 0), sum 0 mod 3: Bob loses";
        assert_eq!(lost.to_string(), said);
    }

    /// On every row of up to 8 residues (9,841 rows), from every position
    /// reached by moves that do not lose at once: every such move has the
    /// same value (the forced ending), and [`best_move`] keeps a winning
    /// player winning.
    #[test]
    fn after_the_first_stone_every_safe_move_ends_the_same() {
        for row in rows_up_to(8, (1..=3).collect()) {
            let row: Vec<u32> = row.iter().map(|&v| v - 1).collect();
            let mut taken = Vec::new();
            let mut seen = vec![false; 1 << row.len()];
            explore(&row, &mut taken, 0, &mut seen);
        }
    }

    /// The set of stones `taken` as a mask, if `seen` has not had it yet;
    /// marks it seen.
    fn first_visit(taken: &[usize], seen: &mut [bool]) -> Option<usize> {
        let mask = taken.iter().fold(0, |m, &i| m | 1 << i);
        (!std::mem::replace(&mut seen[mask], true)).then_some(mask)
    }

    /// Checks the position `taken` and every position reached from it by
    /// safe moves. A position is the set of stones taken (the sum follows
    /// from it), so each is checked once, however it was reached.
    fn explore(
        row: &[u32],
        taken: &mut Vec<usize>,
        sum: u32,
        seen: &mut [bool],
    ) {
        let Some(mask) = first_visit(taken, seen) else {
            return;
        };
        let wins = mover_wins(row, mask, sum);
        let safe: Vec<usize> = (0..row.len())
            .filter(|&i| mask & 1 << i == 0 && (sum + row[i]) % 3 != 0)
            .collect();
        if let Some(best) = best_move(row, taken).unwrap() {
            let after = (sum + row[best]) % 3;
            let next = mask | 1 << best;
            let keeps = after != 0 && !mover_wins(row, next, after);
            assert_eq!(keeps, wins, "{row:?} {taken:?}");
        }
        for &i in &safe {
            let after = (sum + row[i]) % 3;
            if !taken.is_empty() {
                let value = !mover_wins(row, mask | 1 << i, after);
                assert_eq!(value, wins, "{row:?} {taken:?} then {i}");
            }
            taken.push(i);
            explore(row, taken, after, seen);
            taken.pop();
        }
    }

    /// On every row of up to 6 stones of 0 to 5 (55,987 rows, two values
    /// of each residue), [`best_move`] makes the move its doc promises. At
    /// the start, worked out from the game tree alone, with neither
    /// [`first_move`] nor `first_residue`: the first stone of a residue
    /// that wins, the 1s when both do; when none wins, a stone that does
    /// not lose at once, if there is one. After it, at every position
    /// reached by moves that do not lose at once, by the order its doc
    /// states: the first stone left of the sum's residue, else the first
    /// multiple of 3 left, else the first stone left.
    #[test]
    fn best_move_is_the_first_stone_of_a_winning_residue_by_the_game_tree() {
        for row in rows_up_to(6, (0..=5).collect()) {
            let start = best_move(&row, &[]).unwrap();
            // A first stone wins if it keeps the sum off a multiple of 3
            // and leaves Bob a loss.
            let wins = |i: usize| {
                let sum = row[i] % 3;
                sum != 0 && !mover_wins(&row, 1 << i, sum)
            };
            let first_of = |r: u32| row.iter().position(|&s| s % 3 == r);
            let winner =
                [1, 2].into_iter().filter_map(first_of).find(|&i| wins(i));
            if winner.is_some() {
                assert_eq!(start, winner, "{row:?}");
            } else {
                assert_eq!(start.is_some(), !row.is_empty(), "{row:?}");
                let safe = row.iter().any(|&s| s % 3 != 0);
                let kept_off = start.is_some_and(|i| row[i] % 3 != 0);
                assert_eq!(kept_off, safe, "{row:?}");
            }
            let mut seen = vec![false; 1 << row.len()];
            for i in (0..row.len()).filter(|&i| row[i] % 3 != 0) {
                follow_the_order(&row, &mut vec![i], row[i] % 3, &mut seen);
            }
        }
    }

    /// Checks [`best_move`] after `taken`, whose sum is `sum` mod 3 (not
    /// 0), against the order its doc states, then every position the moves
    /// that do not lose at once reach from there, each set of stones once.
    fn follow_the_order(
        row: &[u32],
        taken: &mut Vec<usize>,
        sum: u32,
        seen: &mut [bool],
    ) {
        let Some(mask) = first_visit(taken, seen) else {
            return;
        };
        let left: Vec<usize> =
            (0..row.len()).filter(|&i| mask & 1 << i == 0).collect();
        let first_left =
            |r: u32| left.iter().copied().find(|&i| row[i] % 3 == r);
        let documented = first_left(sum)
            .or_else(|| first_left(0))
            .or_else(|| left.first().copied());
        assert_eq!(
            best_move(row, taken),
            Ok(documented),
            "best_move({row:?}, {taken:?}), the sum at {sum} mod 3: the rule \
             is the first stone left of residue {sum}, else the first \
             multiple of 3 left, else the first stone left"
        );
        for &i in left.iter().filter(|&&i| (sum + row[i]) % 3 != 0) {
            taken.push(i);
            follow_the_order(row, taken, (sum + row[i]) % 3, seen);
            taken.pop();
        }
    }

    /// On every row of up to 10 residues (88,573 rows), a game played by
    /// calling [`best_move`] before every move from the start is
    /// [`optimal_play`]'s, move for move, and ends as the game tree says.
    #[test]
    fn best_move_plays_to_the_game_trees_winner() {
        for row in rows_up_to(10, (1..=3).collect()) {
            let row: Vec<u32> = row.iter().map(|&v| v - 1).collect();
            let mut taken = Vec::new();
            while let Some(index) = best_move(&row, &taken).unwrap() {
                taken.push(index);
            }
            let moves = optimal_play(&row).unwrap();
            let indices: Vec<usize> = moves.iter().map(|m| m.index).collect();
            assert_eq!(taken, indices, "{row:?}");
            let sum: u32 = taken.iter().map(|&i| row[i]).sum();
            // The last mover lost if the sum is a multiple of 3; otherwise
            // the stones ran out, and Bob won.
            let alice_won =
                !taken.is_empty() && sum % 3 == 0 && taken.len() % 2 == 0;
            assert_eq!(Ok(alice_won), alice_wins_brute_force(&row), "{row:?}");
            assert_eq!(winner_of_play(&moves) == Player::Alice, alice_won);
        }
    }

    #[test]
    fn moves_that_name_no_stone_are_refused() {
        let row = [1, 2];
        let no_such = Error::NoSuchStone { index: 2, len: 2 };
        assert_eq!(best_move(&row, &[2]), Err(no_such));
        assert_eq!(best_move(&row, &[0, 1]), Ok(None)); // 1 + 2 = 3
        assert_eq!(best_move(&row, &[0]), Ok(Some(1))); // forced, loses
        assert_eq!(best_move(&[1, 1], &[0, 1]), Ok(None)); // ran out
    }

    /// On every row of up to 5 stones of 0 to 5 (two of each residue),
    /// 9,331 rows: every position any play reaches keeps the rules of
    /// [`Game`], and its `best_move` is [`optimal_play`]'s rule read off
    /// the row: at the start the free [`best_move`]'s; after it, the first
    /// stone left of the residue of the sum, else the first multiple of 3
    /// left, else the first stone left. Where the free [`best_move`] takes
    /// another stone, the game tree finds the two moves worth the same.
    /// Played by `best_move`, the game is [`optimal_play`]'s.
    #[test]
    fn every_position_of_a_small_game_moves_as_best_move_says() {
        use crate::shared::testing::check_every_position;
        // Each stone taken, and one past the row.
        let illegal = |p: &Position| {
            let past = p.row().len();
            p.taken().iter().copied().chain([past]).collect()
        };
        let mut positions = 0;
        for row in rows_up_to(5, (0..=5).collect()) {
            let oracle = |p: &Position| {
                let taken = p.taken();
                let free = best_move(&row, taken).unwrap()?;
                if taken.is_empty() {
                    return Some(free);
                }
                let sum = taken.iter().map(|&i| row[i]).sum::<u32>() % 3;
                let first_left = |r: u32| {
                    (0..row.len())
                        .find(|&i| !taken.contains(&i) && row[i] % 3 == r)
                };
                let rule = first_left(sum)
                    .or(first_left(0))
                    .or(first_left(3 - sum))
                    .expect("a stone is left");
                if rule != free {
                    // The player to move wins after the move `i`?
                    let mask = taken.iter().fold(0, |m, &i| m | 1 << i);
                    let wins_after = |i: usize| {
                        let after = (sum + row[i]) % 3;
                        after != 0 && !mover_wins(&row, mask | 1 << i, after)
                    };
                    assert_eq!(wins_after(rule), wins_after(free), "{row:?}");
                }
                Some(rule)
            };
            let start = Position::new(&row).unwrap();
            positions += check_every_position(&start, true, &illegal, &oracle);
            assert_eq!(start.play_out().unwrap(), optimal_play(&row).unwrap());
        }
        assert_eq!(positions, 860_857); // every row, every line of play
    }

    /// What a position of Stone Game IX shows: whose turn, the stones taken
    /// and the moves left.
    fn shown(game: &Position) -> (Player, Vec<usize>, Vec<usize>) {
        (game.mover(), game.taken().to_vec(), game.choices())
    }

    #[test]
    fn a_position_refuses_a_move_the_rules_do_not_allow() {
        let mut game = Position::new(&[3, 4, 4, 4, 4, 2]).unwrap();
        game.play(1).unwrap();
        let before = shown(&game);
        let no_such = Error::NoSuchStone { index: 6, len: 6 };
        assert_eq!(game.play(6), Err(no_such));
        assert_eq!(shown(&game), before);
        assert_eq!(game.play(1), Err(Error::TakenTwice { index: 1 }));
        assert_eq!(shown(&game), before);
        assert_eq!(before, (Player::Bob, vec![1], vec![0, 2, 3, 4, 5]));
    }

    /// The free [`best_move`] refuses a history where [`Position::play`]
    /// refuses one of its moves, with the same error, and otherwise makes
    /// the position's move: on every row of up to 3 stones of 0 to 3, after
    /// every history of up to n + 1 indices from 0 to n (22,494 histories).
    #[test]
    fn the_free_best_move_refuses_a_history_as_play_does() {
        let mut histories = 0;
        for row in rows_up_to(3, (0..=3).collect()) {
            let n = row.len();
            for taken in rows_up_to(n + 1, (0..=n).collect()) {
                let mut game = Position::new(&row).unwrap();
                let replayed = taken
                    .iter()
                    .try_for_each(|&i| game.play(i).map(|_| ()))
                    .map(|()| game.best_move());
                let free = best_move(&row, &taken);
                assert_eq!(free, replayed, "{row:?}, after {taken:?}");
                histories += 1;
            }
        }
        assert_eq!(histories, 22_494);
    }

    #[test]
    fn a_finished_game_refuses_every_move() {
        // Bob's 2 makes 3: he has lost, and a stone is left.
        let mut lost = Position::new(&[1, 2, 4]).unwrap();
        lost.play(0).unwrap();
        lost.play(1).unwrap();
        // The stones ran out: Bob has won.
        let mut ran_out = Position::new(&[1]).unwrap();
        ran_out.play(0).unwrap();
        for (game, index) in [(&mut lost, 2), (&mut ran_out, 0)] {
            let before = shown(game);
            assert_eq!(before.2, vec![]);
            assert_eq!(game.play(index), Err(Error::GameOver));
            assert_eq!(game.play(index + 1), Err(Error::GameOver));
            assert_eq!(shown(game), before);
        }
    }

    #[test]
    fn a_position_takes_any_row() {
        assert!(Position::new(&[]).unwrap().is_over());
        let game = Position::new(&[u32::MAX; 4]).unwrap();
        // Four multiples of 3: Alice must make the sum a multiple of 3.
        assert_eq!(game.best_move(), Some(0));
        assert_eq!(game.choices(), [0, 1, 2, 3]);
    }

    #[test]
    fn a_clone_shares_what_new_built_and_plays_on_its_own() {
        let start = Position::new(&[3, 1, 4, 1]).unwrap();
        assert!(Arc::ptr_eq(&start.by_residue, &start.clone().by_residue));
        crate::shared::testing::check_clone_plays_alone(&start);
    }
}
