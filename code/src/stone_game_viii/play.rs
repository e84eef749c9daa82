//! Optimal play itself: the x of every move, read from the suffix maximum.

use std::fmt;
use std::sync::Arc;

use super::error::{check_len, Error, MAX_I64_LEN, MAX_PLAY_LEN};
use super::indices::inclusive_prefix_sums;
use super::suffix_max::position_values;
use crate::shared::{Game, Player, Turns, Winner};

/// One move of a game: the stones merged from the left, with both
/// players' totals after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// Who moved.
    pub player: Player,
    /// How many stones of the row as it stood were merged (x in the rules):
    /// at least 2.
    pub count: usize,
    /// The last stone of the original row that the new stone holds (from
    /// 0): it holds stones 0 to `last`.
    pub last: usize,
    /// The points the move scored: the value of the new stone, the prefix
    /// sum `P(last)`.
    pub points: i64,
    /// Alice's total after the move, in 128 bits: a game of up to n − 1
    /// moves, each worth up to 2³¹ · n, can pass an `i64`.
    pub alice: i128,
    /// Bob's total after the move, in 128 bits as Alice's.
    pub bob: i128,
}

/// `Alice merges 4 stones into one worth 2: Alice 2, Bob 0`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} merges {} stones into one worth {}: Alice {}, Bob {}",
            self.player, self.count, self.points, self.alice, self.bob
        )
    }
}

/// A whole game of Stone Game VIII under optimal play: every merge, with the
/// running totals. O(n) time and memory.
///
/// At position `i` the mover ends the new stone at the index `j > i` that
/// gives the largest `P(j) − D(j)`, which is `M(i + 1)`; when several are
/// equally good, the smallest `j`, so the fewest stones. The best `j` for
/// every suffix is kept while the suffix maximum is computed, so no move
/// searches. The last move's totals give the score difference: Alice's
/// minus Bob's.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_PLAY_LEN`]: the
/// moves and the tables they are read from would take too much memory.
///
/// ```
/// use stone_games::stone_game_viii::optimal_play;
///
/// let moves = optimal_play(&[-1, 2, -3, 4, -5])?;
/// assert_eq!(moves.len(), 2);
/// assert_eq!((moves[0].count, moves[0].points), (4, 2)); // -1 2 -3 4
/// assert_eq!((moves[1].count, moves[1].points), (2, -3)); // all that's left
/// assert_eq!(moves[1].alice - moves[1].bob, 5);
/// # Ok::<(), stone_games::stone_game_viii::Error>(())
/// ```
// ANCHOR: optimal_play
pub fn optimal_play(stones: &[i32]) -> Result<Vec<Move>, Error> {
    check_len("optimal_play", stones.len(), MAX_PLAY_LEN)?;
    if stones.len() < 2 {
        return Ok(Vec::new()); // one stone or none: no move
    }
    let prefix = inclusive_prefix_sums(stones)?;
    let d = position_values(stones)?;
    let last = stones.len() - 1;
    let best_end = best_ends(&prefix, &d);
    let (mut i, mut alice, mut bob) = (0, 0_i128, 0_i128);
    let mut player = Player::Alice;
    let mut moves = Vec::new();
    while i < last {
        let j = best_end[i + 1];
        *player.pick(&mut alice, &mut bob) += i128::from(prefix[j]);
        moves.push(Move {
            player,
            count: j - i + 1, // the stone holding 0..=i, and stones i+1..=j
            last: j,
            points: prefix[j],
            alice,
            bob,
        });
        i = j;
        player = player.other();
    }
    Ok(moves)
}
// ANCHOR_END: optimal_play

/// How many stones, x, the player to move should merge when `stones` is
/// the row as it stands (its first stone holds what earlier merges made):
/// the x of the move worth the most, the smallest such x on a tie, as
/// [`optimal_play`] chooses. `None` for fewer than two stones, where the
/// game is over. O(n) time, O(1) memory.
///
/// The first stone is an `i32`, as every stone of the row is: on LeetCode's
/// rows (at most 10⁵ stones of at most 10⁴ in size) every merged stone fits
/// in one. [`best_move_from`] takes a first stone of any `i64`.
///
/// # Errors
///
/// [`Error::TooLong`] for a row of more than [`MAX_I64_LEN`] stones.
///
/// ```
/// use stone_games::stone_game_viii::best_move;
///
/// assert_eq!(best_move(&[-1, 2, -3, 4, -5]), Ok(Some(4))); // -1 2 -3 4
/// // Bob, on the row as it stands, 2 -5, must merge both.
/// assert_eq!(best_move(&[2, -5]), Ok(Some(2)));
/// assert_eq!(best_move(&[-3, -3, -3]), Ok(Some(2))); // not all three
/// assert_eq!(best_move(&[9]), Ok(None));
/// ```
///
/// # Implementation
///
/// A position in mid-game is a game of its own on the row as it stands:
/// merging changes no prefix sum, so every move scores what it would have.
/// The move that ends at index `j = x − 1` is worth `P(j) − D(j)`, its
/// prefix sum less the value `position_values` gives the position it
/// leaves; their suffix maximum is kept in one running maximum, and the
/// prefix sums are taken from the right.
///
pub fn best_move(stones: &[i32]) -> Result<Option<usize>, Error> {
    check_len("best_move", stones.len(), MAX_I64_LEN)?;
    match stones.split_first() {
        Some((&first, rest)) => best_move_from(i64::from(first), rest),
        None => Ok(None),
    }
}

/// [`best_move`] on the row as it stands when its first stone, `first`,
/// holds what earlier merges made, which may be past an `i32`, and `rest`
/// are the stones after it: how many stones, x, to merge, counting the
/// first. `None` when `rest` is empty.
///
/// The sums are taken in `i128`, so no `first` overflows them.
///
/// # Errors
///
/// [`Error::TooLong`] for a row (`first` and `rest`) of more than
/// [`MAX_I64_LEN`] stones.
///
/// ```
/// use stone_games::stone_game_viii::best_move_from;
///
/// // After Alice merges i32::MAX and 1, Bob's row is 2³¹ 5: he merges both.
/// assert_eq!(best_move_from(1 << 31, &[5]), Ok(Some(2)));
/// assert_eq!(best_move_from(-1, &[2, -3, 4, -5]), Ok(Some(4)));
/// assert_eq!(best_move_from(9, &[]), Ok(None));
/// ```
pub fn best_move_from(
    first: i64,
    rest: &[i32],
) -> Result<Option<usize>, Error> {
    check_len("best_move_from", rest.len().saturating_add(1), MAX_I64_LEN)?;
    if rest.is_empty() {
        return Ok(None); // one stone: no move
    }
    let last = rest.len();
    let stone = |j: usize| i128::from(rest[j - 1]); // the stone at index j >= 1
    let mut prefix =
        i128::from(first) + rest.iter().map(|&s| i128::from(s)).sum::<i128>();
    // M(j) and the smallest index whose move reaches it, from M(last):
    // merge everything.
    let (mut most, mut end) = (prefix, last);
    for j in (1..last).rev() {
        // Now P(j); the move that ends at j is worth P(j) - D(j), where
        // D(j) = M(j + 1). On a tie, the smaller j.
        prefix -= stone(j + 1);
        if prefix - most >= most {
            (most, end) = (prefix - most, j);
        }
    }
    Ok(Some(end + 1)) // the move that ends at index j merges j + 1 stones
}

/// A game of Stone Game VIII in progress: the row as it stands, whose turn
/// it is and both totals. [`Position::new`] computes, once, the row's
/// prefix sums and, for each index, the end of the best move that ends
/// there or later, as [`optimal_play`] does, in O(n) time and memory; every
/// [`best_move`](Game::best_move) after reads one of them.
///
/// ```
/// use stone_games::stone_game_viii::{Game, Player, Position};
///
/// let mut game = Position::new(&[-1, 2, -3, 4, -5])?;
/// assert_eq!(game.best_move(), Some(4)); // -1 2 -3 4
/// game.play(2)?; // Alice errs: -1 and 2, into a stone of 1
/// assert_eq!((game.first(), game.rest()), (Some(1), &[-3, 4, -5][..]));
/// assert_eq!(game.mover(), Player::Bob);
/// assert_eq!(game.best_move(), Some(3)); // 1 -3 4
/// let record = game.play(3)?;
/// assert_eq!((record.points, record.alice, record.bob), (2, 1, 2));
/// assert_eq!(game.totals(), (1, 2));
/// # Ok::<(), stone_games::stone_game_viii::Error>(())
/// ```
#[derive(Clone)]
pub struct Position {
    // The row, shared by every clone, as are `prefix` and `best_end`.
    row: Arc<[i32]>,
    // P(j): the value of the first stone once it holds stones 0 to j.
    prefix: Arc<[i64]>,
    // For each j from 1: the smallest k >= j with P(k) - D(k) = M(j).
    best_end: Arc<[usize]>,
    // The first stone holds stones 0 to `holds` of the row.
    holds: usize,
    turns: Turns<i128>, // whose turn it is, and both totals
}

impl Position {
    /// The start of a game on `stones`, none merged yet, Alice to move.
    ///
    /// # Errors
    ///
    /// [`Error::TooLong`] for a row of more than [`MAX_PLAY_LEN`] stones,
    /// the limit of `optimal_play`, whose values it keeps.
    pub fn new(stones: &[i32]) -> Result<Position, Error> {
        check_len("Position::new", stones.len(), MAX_PLAY_LEN)?;
        let prefix = inclusive_prefix_sums(stones)?;
        let d = position_values(stones)?;
        Ok(Position {
            best_end: best_ends(&prefix, &d).into(),
            row: stones.into(),
            prefix: prefix.into(),
            holds: 0,
            turns: Turns::new(),
        })
    }

    /// The first stone of the row as it stands, which holds every merge so
    /// far; `None` on an empty row.
    #[must_use]
    pub fn first(&self) -> Option<i64> {
        self.prefix.get(self.holds).copied()
    }

    /// The stones after the first, in order.
    #[must_use]
    pub fn rest(&self) -> &[i32] {
        self.row.get(self.holds + 1..).unwrap_or(&[])
    }

    /// How many stones the row as it stands has: the most a move merges.
    fn len(&self) -> usize {
        self.row.len() - self.holds
    }

    /// Alice's total and Bob's, so far.
    #[must_use]
    pub fn totals(&self) -> (i128, i128) {
        self.turns.totals()
    }
}

// ANCHOR: best_ends
/// For every index `j` from 1 on, the smallest `k >= j` whose move is worth
/// the most of those that end at `j` or later, `P(k) − D(k) = M(j)`, from
/// the prefix sums and the position values: the table [`optimal_play`] and
/// [`Position::new`] keep. Empty for fewer than two stones.
fn best_ends(prefix: &[i64], d: &[i64]) -> Vec<usize> {
    let Some(last) = prefix.len().checked_sub(1).filter(|&l| l > 0) else {
        return Vec::new();
    };
    let mut best_end = vec![last; prefix.len()];
    for j in (1..last).rev() {
        // M(j + 1) is D(j); on a tie, the smaller end.
        if prefix[j] - d[j] >= d[j] {
            best_end[j] = j;
        } else {
            best_end[j] = best_end[j + 1];
        }
    }
    best_end
}
// ANCHOR_END: best_ends

/// The position without what [`Position::new`] builds for
/// [`best_move`](Game::best_move): the prefix sums and the best move from each
/// index, 2n numbers.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut position = f.debug_struct("Position");
        position.field("first", &self.first());
        position.field("rest", &self.rest());
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

    /// Over when fewer than two stones are left.
    fn is_over(&self) -> bool {
        self.len() < 2
    }

    fn winner(&self) -> Option<Winner> {
        self.turns.winner_once(self.is_over())
    }

    fn scores(&self) -> Option<(i128, i128)> {
        self.turns.scores()
    }

    /// Merges of 2 stones to all of the row as it stands.
    fn choices(&self) -> Vec<usize> {
        (2..=self.len()).collect()
    }

    /// The x of the move worth the most, the smallest on a tie, as
    /// [`optimal_play`] chooses.
    fn best_move(&self) -> Option<usize> {
        if self.is_over() {
            return None;
        }
        Some(self.best_end[self.holds + 1] - self.holds + 1)
    }

    /// Merge the first `count` stones of the row as it stands, x in the
    /// rules, the first stone among them.
    ///
    /// # Errors
    ///
    /// [`Error::GameOver`] when fewer than two stones are left;
    /// [`Error::NoSuchMove`] for a `count` of less than 2 or of more than
    /// the stones left.
    fn play(&mut self, count: usize) -> Result<Move, Error> {
        if self.is_over() {
            return Err(Error::GameOver);
        }
        let most = self.len();
        if count < 2 || count > most {
            return Err(Error::NoSuchMove { count, most });
        }
        let last = self.holds + count - 1;
        let points = self.prefix[last];
        let (player, alice, bob) = self.turns.credit(i128::from(points));
        self.holds = last;
        Ok(Move {
            player,
            count,
            last,
            points,
            alice,
            bob,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::assert_refuses;
    use crate::shared::testing::{assert_first_best, rows_of, rows_up_to};
    use crate::stone_game_viii::{
        book::score_difference_brute_force, score_difference,
    };

    /// On every row of up to 7 stones from -3 to 3 (960,800 rows), a game
    /// played by calling [`best_move`] on the row as it stands, merging as
    /// the rules say, is [`optimal_play`]'s, move for move, and ends at the
    /// game tree's value.
    #[test]
    fn best_move_plays_the_game_of_optimal_play() {
        for len in 0..=7 {
            rows_of(len, (-3..=3).collect())
                .for_each(|s| play_by_best_move(&s));
        }
    }

    /// Plays `stones` by [`best_move`], on the row itself, and checks the
    /// game against [`optimal_play`] and the game tree.
    fn play_by_best_move(stones: &[i32]) {
        let mut row: Vec<i64> = stones.iter().map(|&s| i64::from(s)).collect();
        let (mut counts, mut lead) = (Vec::new(), 0);
        loop {
            let now: Vec<i32> =
                row.iter().map(|&s| i32::try_from(s).unwrap()).collect();
            let Some(x) = best_move(&now).unwrap() else {
                break;
            };
            // A move of fewer than two stones would leave the row as long, or
            // longer, and the loop would never end.
            assert!((2..=row.len()).contains(&x), "{stones:?}: merge {x}");
            let merged: i64 = row[..x].iter().sum();
            lead += if counts.len() % 2 == 0 {
                merged
            } else {
                -merged
            };
            row.splice(..x, [merged]);
            counts.push(x);
        }
        let moves = optimal_play(stones).unwrap();
        let played: Vec<usize> = moves.iter().map(|m| m.count).collect();
        assert_eq!(
            counts, played,
            "{stones:?}: the merges best_move chose (left), optimal_play's \
             (right)"
        );
        assert_eq!(
            Ok(lead),
            score_difference_brute_force(stones),
            "{stones:?}: the game best_move played ends {lead} ahead (left), \
             and the game tree's value is on the right"
        );
    }

    /// On every row of up to 6 stones from -3 to 3 (137,257 rows, zeros
    /// and ties included), [`best_move`] merges what its doc promises,
    /// worked out here from the game tree alone ([`move_worths`]), with
    /// neither the prefix sums nor a running maximum: the x of the move
    /// worth the most, the smallest x on a tie; `None` for fewer than two
    /// stones.
    ///
    /// [`move_worths`]: crate::stone_game_viii::book::move_worths
    #[test]
    fn best_move_is_the_smallest_best_merge_by_the_game_tree() {
        use crate::stone_game_viii::book::move_worths;
        for stones in rows_up_to(6, (-3..=3).collect()) {
            // The worth of merging x stones, for x from 2 up.
            let worths = move_worths(&stones).unwrap();
            let moves: Vec<(usize, i64)> =
                worths.into_iter().zip(2..).map(|(w, x)| (x, w)).collect();
            let rule = "the x of the merge worth the most; the smallest x \
                        on a tie";
            let found = best_move(&stones).unwrap();
            assert_first_best(found, &moves, rule, &stones);
        }
    }

    /// On rows whose merged first stone passes an `i32` (stones of
    /// `i32::MAX` and `i32::MIN`, and small ones), [`best_move_from`] after
    /// each move of [`optimal_play`] names its next move.
    #[test]
    fn best_move_from_follows_optimal_play_past_i32() {
        let (big, low) = (i32::MAX, i32::MIN);
        for stones in [
            &[big, big, 1, -5, big][..],
            &[low, low, 3, low, 2],
            &[big, low, big, big, -1, 0],
            &[1, 2, 3],
        ] {
            let moves = optimal_play(stones).unwrap();
            for pair in moves.windows(2) {
                let (done, next) = (pair[0], pair[1]);
                let first: i64 =
                    stones[..=done.last].iter().map(|&s| i64::from(s)).sum();
                let rest = &stones[done.last + 1..];
                assert_eq!(
                    best_move_from(first, rest),
                    Ok(Some(next.count)),
                    "{stones:?}, once {} stones are merged into {first}: \
                     optimal_play's next move is on the right",
                    done.last + 1
                );
            }
            let end = moves.last().unwrap();
            let first: i64 = stones.iter().map(|&s| i64::from(s)).sum();
            assert_eq!(end.last, stones.len() - 1);
            assert_eq!(best_move_from(first, &[]), Ok(None));
        }
    }

    /// On every row of up to 6 stones from -3 to 3 (137,257 rows): every
    /// position any play reaches keeps the rules of [`Game`], and its
    /// `best_move` is the free [`best_move_from`]'s on the row as it
    /// stands; played by `best_move`, the game is [`optimal_play`]'s.
    #[test]
    fn every_position_of_a_small_game_moves_as_best_move_says() {
        use crate::shared::testing::check_every_position;
        let oracle = |p: &Position| {
            let first = p.first()?;
            best_move_from(first, p.rest()).unwrap()
        };
        // No stone, one, and one past the row.
        let illegal = |p: &Position| vec![0, 1, p.rest().len() + 2];
        let mut positions = 0;
        for stones in rows_up_to(6, (-3..=3).collect()) {
            let start = Position::new(&stones).unwrap();
            positions += check_every_position(&start, true, &illegal, &oracle);
            assert_eq!(
                start.play_out().unwrap(),
                optimal_play(&stones).unwrap()
            );
        }
        assert_eq!(positions, 4_054_366); // every row, every line of play
    }

    #[test]
    fn a_position_refuses_a_move_the_rules_do_not_allow() {
        let mut game = Position::new(&[-1, 2, -3, 4, -5]).unwrap();
        game.play(2).unwrap(); // 1 -3 4 -5: 2 to 4 stones
        for count in [0, 1, 5, usize::MAX] {
            let error = Error::NoSuchMove { count, most: 4 };
            assert_refuses(&mut game, count, &error);
        }
        game.play(4).unwrap();
        assert_eq!(game.first(), Some(-3)); // one stone, all the row
        for count in [0, 1, 2] {
            assert_refuses(&mut game, count, &Error::GameOver);
        }
        // A row of one stone, or none, is over from the start.
        for stones in [&[7][..], &[]] {
            let mut game = Position::new(stones).unwrap();
            assert_eq!(game.play(2), Err(Error::GameOver));
            assert_eq!(game.rest(), [] as [i32; 0]);
        }
    }

    #[test]
    fn the_play_reaches_the_score_difference() {
        for stones in [
            &[-1, 2, -3, 4, -5][..],
            &[7, -6, 5, 10, 5, -2, -6],
            &[-10, -12],
            &[-3, -3, -3],
            &[0, 0, 0, 0],
        ] {
            let moves = optimal_play(stones).unwrap();
            let end = moves.last().unwrap();
            assert_eq!(
                end.alice - end.bob,
                i128::from(score_difference(stones).unwrap())
            );
            assert_eq!(end.last, stones.len() - 1);
            assert!(moves.iter().all(|m| m.count >= 2));
        }
    }

    #[test]
    fn no_best_end_is_kept_for_fewer_than_two_stones() {
        let ends = |stones: &[i32]| {
            let prefix = inclusive_prefix_sums(stones).unwrap();
            best_ends(&prefix, &position_values(stones).unwrap())
        };
        assert_eq!(ends(&[]), []);
        assert_eq!(ends(&[7]), []);
        // Two stones: the one move merges both, from either index.
        assert_eq!(ends(&[-10, -12]), [1, 1]);
    }

    #[test]
    fn a_move_takes_64_bytes() {
        // The size behind MAX_PLAY_LEN: its totals are i128s.
        assert_eq!(std::mem::size_of::<Move>(), 64);
    }

    #[test]
    fn moves_read_in_words() {
        let moves = optimal_play(&[-1, 2, -3, 4, -5]).unwrap();
        assert_eq!(
            moves[0].to_string(),
            "Alice merges 4 stones into one worth 2: Alice 2, Bob 0"
        );
    }

    #[test]
    fn a_clone_shares_what_new_built_and_plays_on_its_own() {
        let start = Position::new(&[3, -1, 4, 1]).unwrap();
        assert!(Arc::ptr_eq(&start.best_end, &start.clone().best_end));
        crate::shared::testing::check_clone_plays_alone(&start);
    }
}
