//! Optimal play itself: Alice's cuts, read back from the table.

use std::fmt;
use std::ops::Range;
use std::str::FromStr;
use std::sync::Arc;

use super::error::check_len;
use super::quadratic::score_table_quadratic;
use super::table::ScoreTable;
use super::{Error, MAX_PLAY_LEN};
use crate::shared::prefix_sums;
use crate::shared::{Game, NotASide, Player, Winner};

/// Which part of a cut row stays in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Part {
    /// The stones left of the cut.
    Left,
    /// The stones right of the cut.
    Right,
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Part::Left => "left",
            Part::Right => "right",
        })
    }
}

/// Reads back what `Display` writes, `left` or `right`, in any case, and
/// nothing else.
///
/// ```
/// use stone_games::stone_game_v::Part;
///
/// for part in [Part::Left, Part::Right] {
///     assert_eq!(part.to_string().parse::<Part>(), Ok(part));
/// }
/// assert!("l".parse::<Part>().is_err());
/// ```
impl FromStr for Part {
    type Err = NotASide;

    fn from_str(word: &str) -> Result<Part, NotASide> {
        NotASide::read(word, Part::Left, Part::Right)
    }
}

/// One round: Alice's cut, the part that stays, and her score after it.
///
/// Positions are in the original row, from 0.
///
/// ```
/// use stone_games::stone_game_v::{optimal_play, Part};
///
/// let first = &optimal_play(&[2, 1, 1]).unwrap()[0];
/// assert_eq!((&first.left, &first.right), (&(0..1), &(1..3)));
/// assert_eq!((first.left_sum, first.right_sum), (2, 2));
/// assert!(first.is_tie());
/// assert_eq!(first.kept, Part::Right); // Alice breaks the tie
/// assert_eq!((first.points, first.alice), (2, 2));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// The positions of the stones left of the cut.
    pub left: Range<usize>,
    /// The positions of the stones right of the cut.
    pub right: Range<usize>,
    /// The sum of the left part.
    pub left_sum: u64,
    /// The sum of the right part.
    pub right_sum: u64,
    /// The part that stays: the one with the smaller sum, or Alice's choice
    /// on a tie.
    pub kept: Part,
    /// The points the round scored: the sum of the part kept.
    pub points: u64,
    /// Alice's total after this round: the sums of the parts kept so far.
    pub alice: u64,
}

impl Move {
    /// Whether the two parts have equal sums, so that Alice chose which
    /// stays.
    ///
    /// ```
    /// use stone_games::stone_game_v::optimal_play;
    ///
    /// let moves = optimal_play(&[6, 2, 3, 4, 5, 5]).unwrap();
    /// assert!(!moves[0].is_tie()); // 11 against 14
    /// ```
    #[must_use]
    pub fn is_tie(&self) -> bool {
        self.left_sum == self.right_sum
    }
}

/// `Alice cuts 0..3 | 3..6 (11 against 14), keeps the left: Alice 11`, with
/// "(a tie, her choice)" when the sums are equal.
///
/// ```
/// use stone_games::stone_game_v::optimal_play;
///
/// let moves = optimal_play(&[6, 2, 3, 4, 5, 5]).unwrap();
/// assert_eq!(
///     moves[0].to_string(),
///     "Alice cuts 0..3 | 3..6 (11 against 14), keeps the left: Alice 11"
/// );
/// ```
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tie = if self.is_tie() {
            " (a tie, her choice)"
        } else {
            ""
        };
        write!(
            f,
            "Alice cuts {:?} | {:?} ({} against {}), keeps the {}{tie}: \
             Alice {}",
            self.left,
            self.right,
            self.left_sum,
            self.right_sum,
            self.kept,
            self.alice
        )
    }
}

/// Alice's cuts under optimal play, round by round, until one stone is
/// left: the last move's `alice` (her total) is
/// [`max_score`](super::max_score).
///
/// At each round it takes the first cut from the left that reaches the
/// table's best score, and on a tie the left part if that reaches it.
/// The table is built by
/// [`score_table_quadratic`], and each round
/// tries at most n − 1 cuts: O(n²) in all.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_PLAY_LEN`](super::MAX_PLAY_LEN).
///
/// ```
/// use stone_games::stone_game_v::{optimal_play, Part};
///
/// let moves = optimal_play(&[6, 2, 3, 4, 5, 5]).unwrap();
/// let kept: Vec<Part> = moves.iter().map(|m| m.kept).collect();
/// assert_eq!(kept, [Part::Left, Part::Right, Part::Left]);
/// assert_eq!(moves.last().unwrap().alice, 18);
/// assert!(optimal_play(&[4]).unwrap().is_empty());
/// ```
///
#[doc = book_link!(fn stone_game_v::book::score_table_quadratic)]
pub fn optimal_play(values: &[u32]) -> Result<Vec<Move>, Error> {
    check_len("optimal_play", values.len(), MAX_PLAY_LEN)?;
    let table = score_table_quadratic(values)?;
    let prefix = prefix_sums(values)?;
    let mut moves = Vec::new();
    // ANCHOR: play
    let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
    let (mut i, mut j, mut score) = (0, values.len().saturating_sub(1), 0);
    while let Some((k, kept)) = first_best_cut(&table, &prefix, i, j) {
        let (left_sum, right_sum) = (sum(i, k), sum(k + 1, j));
        let scored = match kept {
            Part::Left => left_sum,
            Part::Right => right_sum,
        };
        score += scored;
        moves.push(Move {
            left: i..k + 1,
            right: k + 1..j + 1,
            left_sum,
            right_sum,
            kept,
            points: scored,
            alice: score,
        });
        (i, j) = match kept {
            Part::Left => (i, k),
            Part::Right => (k + 1, j),
        };
    }
    // ANCHOR_END: play
    Ok(moves)
}

// ANCHOR: first_best_cut
/// The first cut of the stones `i..=j` from the left that reaches the
/// table's best score on them, as `k`, the last stone of its left part,
/// with the part kept: on a tie of the sums, the left part if that reaches
/// it. `None` for fewer than two stones. Some cut always reaches the best
/// score, which is the best over exactly these options.
fn first_best_cut(
    table: &ScoreTable,
    prefix: &[u64],
    i: usize,
    j: usize,
) -> Option<(usize, Part)> {
    let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
    if i >= j {
        return None;
    }
    let best = table[(i, j)];
    (i..j).find_map(|k| {
        let (left, right) = (sum(i, k), sum(k + 1, j));
        if left <= right && left + table[(i, k)] == best {
            Some((k, Part::Left))
        } else if left >= right && right + table[(k + 1, j)] == best {
            Some((k, Part::Right))
        } else {
            None
        }
    })
}
// ANCHOR_END: first_best_cut

/// Alice's cut of `values`, the row still in the game, and the part that
/// stays: the cut [`optimal_play`] makes first, the first from the left
/// that reaches her best score, and on a tie of the sums the left part if
/// that reaches it. `None` for fewer than two stones, where no
/// cut is left. Bob has no choice to make: he throws away the larger part.
///
/// O(n²) time and memory: the table of
/// [`score_table_quadratic`], then at most
/// n − 1 cuts.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_PLAY_LEN`](super::MAX_PLAY_LEN), the table's limit.
///
/// ```
/// use stone_games::stone_game_v::{best_move, Part};
///
/// // 6 2 3 | 4 5 5: 11 against 14, and the left part stays.
/// let cut = best_move(&[6, 2, 3, 4, 5, 5])?.unwrap();
/// assert_eq!((cut.left_len, cut.kept), (3, Part::Left));
/// // Then 6 | 2 3: the right part stays.
/// let cut = best_move(&[6, 2, 3])?.unwrap();
/// assert_eq!((cut.left_len, cut.kept), (1, Part::Right));
/// assert_eq!(best_move(&[4])?, None);
/// # Ok::<(), stone_games::stone_game_v::Error>(())
/// ```
///
#[doc = book_link!(fn stone_game_v::book::score_table_quadratic)]
pub fn best_move(values: &[u32]) -> Result<Option<Cut>, Error> {
    check_len("best_move", values.len(), MAX_PLAY_LEN)?;
    let table = score_table_quadratic(values)?;
    let prefix = prefix_sums(values)?;
    let last = values.len().saturating_sub(1);
    Ok(
        first_best_cut(&table, &prefix, 0, last).map(|(k, kept)| Cut {
            left_len: k + 1,
            kept,
        }),
    )
}

/// A cut of the row in play: where the cut is, and the part that stays.
/// The left part is the first `left_len` stones of the row in play, the right
/// part the rest; a [`Move`] records both as positions in the whole row. The
/// part that stays is the one with the smaller sum, which
/// [`Position::part_sums`] gives.
///
/// ```
/// use stone_games::stone_game_v::{best_move, Cut, Part};
///
/// // 6 2 3 | 4 5 5: three stones left of the cut, and the left part stays.
/// let cut = best_move(&[6, 2, 3, 4, 5, 5])?;
/// assert_eq!(cut, Some(Cut { left_len: 3, kept: Part::Left }));
/// # Ok::<(), stone_games::stone_game_v::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cut {
    /// How many stones of the row in play are left of the cut.
    pub left_len: usize,
    /// The part that stays: the one with the smaller sum, or Alice's choice
    /// on a tie.
    pub kept: Part,
}

/// `cut after 3, keep the left part`: the stones of the row in play left
/// of the cut, and the part that stays.
///
/// ```
/// use stone_games::stone_game_v::{Cut, Part};
///
/// let cut = Cut { left_len: 3, kept: Part::Left };
/// assert_eq!(cut.to_string(), "cut after 3, keep the left part");
/// ```
impl fmt::Display for Cut {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cut after {}, keep the {} part",
            self.left_len, self.kept
        )
    }
}

/// A game of Stone Game V in progress: the row still in play and Alice's
/// score. [`Position::new`] builds the row's table
/// ([`score_table_quadratic`]) and its prefix sums once, and every
/// [`best_move`](Game::best_move) after reads them, trying at most the
/// cuts of the row in play, as [`optimal_play`] does. Every move is
/// Alice's: [`mover`](Game::mover) is always [`Player::Alice`].
///
/// ```
/// use stone_games::stone_game_v::{Cut, Game, Part, Player, Position};
///
/// let mut game = Position::new(&[6, 2, 3, 4, 5, 5])?;
/// assert_eq!(game.best_move(), Some(Cut { left_len: 3, kept: Part::Left }));
/// // Alice errs: 6 2 3 4 | 5 5 keeps 5 5, and then only 5.
/// game.play(Cut { left_len: 4, kept: Part::Right })?;
/// assert_eq!(game.values(), [5, 5]);
/// assert_eq!(game.in_play(), 4..6);
/// assert_eq!(game.mover(), Player::Alice);
/// let tie = [Part::Left, Part::Right].map(|kept| Cut { left_len: 1, kept });
/// assert_eq!(game.choices(), tie);
/// assert_eq!(game.best_move(), Some(tie[0]));
/// let record = game.play(tie[0])?;
/// assert_eq!((record.left, record.points, record.alice), (4..5, 5, 15));
/// assert_eq!(game.score(), 15);
/// assert!(game.is_over());
/// # Ok::<(), stone_games::stone_game_v::Error>(())
/// ```
///
#[doc = book_link!(fn stone_game_v::book::score_table_quadratic)]
#[derive(Clone)]
pub struct Position {
    values: Arc<[u32]>, // shared by every clone, as are `prefix` and `table`
    prefix: Arc<[u64]>,
    table: Arc<ScoreTable>,
    row: Range<usize>, // the positions of the stones in play
    alice: u64,
}

impl Position {
    /// The start of a game on `values`, the whole row in play.
    ///
    /// # Errors
    ///
    /// [`Error::TooLong`] for rows longer than [`MAX_PLAY_LEN`], the
    /// table's limit.
    pub fn new(values: &[u32]) -> Result<Position, Error> {
        check_len("Position::new", values.len(), MAX_PLAY_LEN)?;
        Ok(Position {
            values: values.into(),
            prefix: prefix_sums(values)?.into(),
            table: Arc::new(score_table_quadratic(values)?),
            row: 0..values.len(),
            alice: 0,
        })
    }

    /// The stones in play, in order.
    #[must_use]
    pub fn values(&self) -> &[u32] {
        &self.values[self.row.clone()]
    }

    /// The positions of the stones in play in the original row (from 0),
    /// as a [`Move`] names them.
    #[must_use]
    pub fn in_play(&self) -> Range<usize> {
        self.row.clone()
    }

    /// The sum of the stones at positions `a..b` of the original row.
    fn sum(&self, a: usize, b: usize) -> u64 {
        self.prefix[b] - self.prefix[a]
    }

    /// Alice's score so far (Bob scores nothing).
    #[must_use]
    pub fn score(&self) -> u64 {
        self.alice
    }

    /// The sums of the two parts that a cut after the first `left_len`
    /// stones in play makes, left then right: what decides the part a
    /// [`Cut`] keeps (the smaller; on a tie, either). `None` when a part
    /// would be empty.
    ///
    /// ```
    /// use stone_games::stone_game_v::{Cut, Game, Part, Position};
    ///
    /// let mut game = Position::new(&[6, 2, 3, 4, 5, 5])?;
    /// assert_eq!(game.part_sums(3), Some((11, 14)));
    /// assert_eq!(game.part_sums(6), None);
    /// let kept = match game.part_sums(3) {
    ///     Some((left, right)) if left <= right => Part::Left,
    ///     _ => Part::Right,
    /// };
    /// game.play(Cut { left_len: 3, kept })?;
    /// assert_eq!(game.values(), [6, 2, 3]);
    /// # Ok::<(), stone_games::stone_game_v::Error>(())
    /// ```
    #[must_use]
    pub fn part_sums(&self, left_len: usize) -> Option<(u64, u64)> {
        if left_len == 0 || left_len >= self.row.len() {
            return None;
        }
        let (lo, hi) = (self.row.start, self.row.end);
        Some((self.sum(lo, lo + left_len), self.sum(lo + left_len, hi)))
    }
}

/// The position without what [`Position::new`] builds for
/// [`best_move`](Game::best_move): the score table, O(n²) numbers, and the
/// prefix sums.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Position")
            .field("values", &self.values())
            .field("in_play", &self.row)
            .field("alice", &self.alice)
            .finish_non_exhaustive()
    }
}

impl Game for Position {
    type Choice = Cut;
    type Move = Move;
    type Error = Error;
    const MAX_SIZE: u64 = MAX_PLAY_LEN as u64;

    fn choice_of(record: &Move) -> Self::Choice {
        Cut {
            left_len: record.left.len(),
            kept: record.kept,
        }
    }

    fn mover(&self) -> Player {
        Player::Alice
    }

    fn is_over(&self) -> bool {
        self.row.len() < 2
    }

    fn winner(&self) -> Option<Winner> {
        None // Alice alone scores
    }
    /// Alice's score, and Bob's 0: he cuts nothing and scores nothing.
    fn scores(&self) -> Option<(i128, i128)> {
        Some((self.score().into(), 0))
    }

    /// Every cut from the left, keeping the part with the smaller sum, and
    /// on a tie the left part, then the right.
    fn choices(&self) -> Vec<Cut> {
        let mut cuts = Vec::new();
        for at in 1..self.row.len() {
            let (left, right) = self.part_sums(at).expect("a part each side");
            if left <= right {
                cuts.push(Cut {
                    left_len: at,
                    kept: Part::Left,
                });
            }
            if left >= right {
                cuts.push(Cut {
                    left_len: at,
                    kept: Part::Right,
                });
            }
        }
        cuts
    }

    fn best_move(&self) -> Option<Cut> {
        if self.is_over() {
            return None;
        }
        let (lo, last) = (self.row.start, self.row.end - 1);
        first_best_cut(&self.table, &self.prefix, lo, last).map(|(k, kept)| {
            Cut {
                left_len: k + 1 - lo,
                kept,
            }
        })
    }

    /// # Errors
    ///
    /// [`Error::GameOver`] when fewer than two stones are in play, and
    /// [`Error::NoSuchMove`] for a cut with no stone on one side, or one
    /// that keeps the part with the larger sum.
    fn play(&mut self, cut: Cut) -> Result<Move, Error> {
        if self.is_over() {
            return Err(Error::GameOver);
        }
        let (lo, hi, len) = (self.row.start, self.row.end, self.row.len());
        let refused = Error::NoSuchMove {
            left_len: cut.left_len,
            kept: cut.kept,
            len,
        };
        if cut.left_len == 0 || cut.left_len >= len {
            return Err(refused);
        }
        let k = lo + cut.left_len; // the first stone right of the cut
        let (left_sum, right_sum) = (self.sum(lo, k), self.sum(k, hi));
        let (points, kept) = match cut.kept {
            Part::Left if left_sum <= right_sum => (left_sum, lo..k),
            Part::Right if left_sum >= right_sum => (right_sum, k..hi),
            _ => return Err(refused),
        };
        self.alice += points;
        self.row = kept;
        Ok(Move {
            left: lo..k,
            right: k..hi,
            left_sum,
            right_sum,
            kept: cut.kept,
            points,
            alice: self.alice,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::assert_refuses;
    use crate::shared::testing::{
        assert_first_best, assert_same_list, rows_up_to,
    };
    use crate::stone_game_v::book::max_score_brute_force;

    #[test]
    fn a_cut_reads_where_it_is_and_the_part_that_stays() {
        let left = Cut {
            left_len: 3,
            kept: Part::Left,
        };
        assert_eq!(left.to_string(), "cut after 3, keep the left part");
        let right = Cut {
            left_len: 1,
            kept: Part::Right,
        };
        assert_eq!(right.to_string(), "cut after 1, keep the right part");
    }

    #[test]
    fn a_part_reads_back_what_it_prints_in_any_case_and_nothing_else() {
        for part in [Part::Left, Part::Right] {
            assert_eq!(part.to_string().parse::<Part>(), Ok(part));
        }
        assert_eq!("Right".parse::<Part>(), Ok(Part::Right));
        for word in ["", "r", "middle"] {
            assert_eq!(word.parse::<Part>(), Err(NotASide(word.into())));
        }
    }

    #[test]
    fn part_sums_are_the_sums_of_the_stones_in_play_each_side_of_a_cut() {
        let mut game = Position::new(&[9, 1, 2, 3]).unwrap();
        assert_eq!(game.part_sums(1), Some((9, 6)));
        game.play(Cut {
            left_len: 1,
            kept: Part::Right,
        })
        .unwrap();
        // In play: 1 2 3, from the second stone of the row.
        assert_eq!(game.part_sums(1), Some((1, 5)));
        assert_eq!(game.part_sums(2), Some((3, 3)));
        assert_eq!(game.part_sums(0), None);
        assert_eq!(game.part_sums(3), None);
        assert_eq!(game.part_sums(usize::MAX), None);
    }

    /// On every row of up to 7 stones of 0 to 3 (21,845 rows, zeros and
    /// ties of the sums included), a game played by calling [`best_move`]
    /// on the part kept, round after round, is [`optimal_play`]'s, cut for
    /// cut, and scores the game tree's value.
    #[test]
    fn best_move_plays_the_game_of_optimal_play() {
        for row in rows_up_to(7, (1..=4).collect()) {
            let values: Vec<u32> = row.iter().map(|&v| v - 1).collect();
            let (mut lo, mut hi, mut score) = (0, values.len(), 0);
            let mut cuts = Vec::new();
            while let Some(cut) = best_move(&values[lo..hi]).unwrap() {
                let (left, right) =
                    (lo..lo + cut.left_len, lo + cut.left_len..hi);
                let sum = |r: &Range<usize>| -> u64 {
                    values[r.clone()].iter().map(|&v| u64::from(v)).sum()
                };
                let kept = match cut.kept {
                    Part::Left => left.clone(),
                    Part::Right => right.clone(),
                };
                let other = if cut.kept == Part::Left {
                    &right
                } else {
                    &left
                };
                assert!(sum(&kept) <= sum(other), "{values:?}");
                score += sum(&kept);
                (lo, hi) = (kept.start, kept.end);
                cuts.push((left, right, cut.kept));
            }
            let moves = optimal_play(&values).unwrap();
            let played: Vec<_> = moves
                .iter()
                .map(|m| (m.left.clone(), m.right.clone(), m.kept))
                .collect();
            let at = format!("{values:?}");
            assert_same_list(
                ("the cuts best_move makes", &cuts),
                ("optimal_play's", &played),
                &at,
            );
            let value = max_score_brute_force(&values);
            assert_eq!(Ok(score), value, "{at}: best_move's score, the tree's");
        }
    }

    /// On every row of up to 7 stones of 0 to 3 (21,845 rows, zeros and
    /// ties of the sums included), [`best_move`] makes the cut its doc
    /// promises, worked out here from the game tree alone, with neither the
    /// table nor `first_best_cut`: the first cut from the left whose kept
    /// part, plus the game tree's score on it, reaches the game tree's
    /// score on the row; on a tie of the sums, the left part if it reaches
    /// it.
    #[test]
    fn best_move_is_the_first_best_cut_by_the_game_tree() {
        let score = |part: &[u32]| max_score_brute_force(part).unwrap();
        for row in rows_up_to(7, (0..=3).collect()) {
            let values: &[u32] = &row;
            let sum = |part: &[u32]| part.iter().map(|&v| u64::from(v)).sum();
            // Each cut, from the left, with each part it may keep (the
            // left first), worth the part's sum plus its score.
            let mut moves = Vec::new();
            for left_len in 1..values.len() {
                let (left, right) = values.split_at(left_len);
                let (l, r): (u64, u64) = (sum(left), sum(right));
                for (kept, may, part, s) in [
                    (Part::Left, l <= r, left, l),
                    (Part::Right, l >= r, right, r),
                ] {
                    if may {
                        moves.push((Cut { left_len, kept }, s + score(part)));
                    }
                }
            }
            let rule = "the first cut from the left whose kept part, plus \
                        its score, reaches the row's score; on a tie of the \
                        sums, the left part if it reaches it";
            let found = best_move(values).unwrap();
            assert_first_best(found, &moves, rule, values);
        }
    }

    /// On every row of up to 8 stones of 0 to 3 (87,381 rows, zeros and ties
    /// of the sums included): every position any play reaches keeps
    /// the rules of [`Game`], every cut Alice's, and its `best_move` is the
    /// free [`best_move`]'s on the stones in play; played by `best_move`,
    /// the game is [`optimal_play`]'s.
    #[test]
    fn every_position_of_a_small_game_moves_as_best_move_says() {
        use crate::shared::testing::check_every_position;
        let oracle = |p: &Position| best_move(p.values()).unwrap();
        let refused = Cut {
            left_len: 1,
            kept: Part::Left,
        };
        let illegal = |_: &Position| vec![refused];
        let mut positions = 0;
        for values in rows_up_to(8, (0..=3).collect()) {
            let start = Position::new(&values).unwrap();
            positions += check_every_position(&start, false, &illegal, &oracle);
            assert_eq!(
                start.play_out().unwrap(),
                optimal_play(&values).unwrap()
            );
        }
        assert_eq!(positions, 2_563_217); // every row, every line of play
    }

    /// What a position shows of itself: whose turn, the values, those in
    /// play, the choices.
    fn seen(game: &Position) -> (Player, Vec<u32>, Range<usize>, Vec<Cut>) {
        (
            game.mover(),
            game.values().to_vec(),
            game.in_play(),
            game.choices(),
        )
    }

    #[test]
    fn a_position_refuses_a_cut_the_rules_do_not_allow() {
        let mut game = Position::new(&[1, 2, 3]).unwrap();
        // No stone on one side; then 1 | 2 3 keeping 2 3, the larger.
        let cuts = [
            (0, Part::Left),
            (3, Part::Right),
            (usize::MAX, Part::Left),
            (1, Part::Right),
        ];
        for (at, kept) in cuts {
            let error = Error::NoSuchMove {
                left_len: at,
                kept,
                len: 3,
            };
            assert_refuses(&mut game, Cut { left_len: at, kept }, &error);
        }
        // 1 2 | 3 is a tie: either part may stay.
        let tie = Cut {
            left_len: 2,
            kept: Part::Right,
        };
        assert_eq!(game.play(tie).unwrap().points, 3);
        let over = seen(&game);
        assert_eq!(over, (Player::Alice, vec![3], 2..3, vec![]));
        for at in [1, 0] {
            let cut = Cut {
                left_len: at,
                kept: Part::Left,
            };
            assert_refuses(&mut game, cut, &Error::GameOver);
        }
        let mut empty = Position::new(&[]).unwrap();
        let cut = Cut {
            left_len: 1,
            kept: Part::Left,
        };
        assert_eq!(empty.play(cut), Err(Error::GameOver));
        assert_eq!(seen(&empty), (Player::Alice, vec![], 0..0, vec![]));
    }

    #[test]
    fn the_play_of_the_first_example() {
        let moves = optimal_play(&[6, 2, 3, 4, 5, 5]).unwrap();
        let scores: Vec<u64> = moves.iter().map(|m| m.alice).collect();
        assert_eq!(scores, [11, 16, 18]);
        assert_eq!(moves[0].right, 3..6);
        assert_eq!(moves[1].left, 0..1);
    }

    #[test]
    fn a_part_prints_as_left_or_right() {
        assert_eq!(Part::Left.to_string(), "left");
        assert_eq!(Part::Right.to_string(), "right");
    }

    #[test]
    fn a_clone_shares_what_new_built_and_plays_on_its_own() {
        let start = Position::new(&[3, 1, 4, 1]).unwrap();
        assert!(Arc::ptr_eq(&start.table, &start.clone().table));
        crate::shared::testing::check_clone_plays_alone(&start);
    }
}
