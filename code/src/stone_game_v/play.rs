//! Optimal play itself: Alice's cuts, read back from the table.

use std::fmt;
use std::ops::Range;

use super::{
    check_len, prefix_sums, score_table_quadratic, Error, ScoreTable,
    MAX_PLAY_LEN,
};

/// Which part of a cut row stays in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
/// left: the last move's `score` is [`max_score`](super::max_score).
///
/// At each round it takes the first cut from the left that reaches the
/// table's best score, and on a tie the left part if that reaches it.
/// The table is built by
/// [`score_table_quadratic`](super::score_table_quadratic), and each round
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
pub fn optimal_play(values: &[u32]) -> Result<Vec<Move>, Error> {
    check_len("optimal_play", values.len(), MAX_PLAY_LEN)?;
    let table = score_table_quadratic(values)?;
    let prefix = prefix_sums(values);
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

/// One cut of a row: the two parts, as positions in the row (from 0), and
/// the part that stays, as in a [`Move`].
///
/// ```
/// use stone_games::stone_game_v::{best_move, Cut, Part};
///
/// let cut = best_move(&[2, 1, 1])?;
/// let expected = Cut { left: 0..1, right: 1..3, kept: Part::Right };
/// assert_eq!(cut, Some(expected));
/// # Ok::<(), stone_games::stone_game_v::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cut {
    /// The positions of the stones left of the cut.
    pub left: Range<usize>,
    /// The positions of the stones right of the cut.
    pub right: Range<usize>,
    /// The part that stays: the one with the smaller sum, or Alice's choice
    /// on a tie.
    pub kept: Part,
}

/// Alice's cut of `values`, the row still in the game, and the part that
/// stays: the cut [`optimal_play`] makes first, the first from the left
/// that reaches her best score, and on a tie of the sums the left part if
/// that reaches it. `None` for fewer than two stones, where the game is
/// over. Bob has no choice to make: he throws away the larger part.
///
/// O(n²) time and memory: the table of
/// [`score_table_quadratic`](super::score_table_quadratic), then at most
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
/// assert_eq!((cut.left, cut.right, cut.kept), (0..3, 3..6, Part::Left));
/// // Then 6 | 2 3: the right part stays.
/// let cut = best_move(&[6, 2, 3])?.unwrap();
/// assert_eq!((cut.left, cut.kept), (0..1, Part::Right));
/// assert_eq!(best_move(&[4])?, None);
/// # Ok::<(), stone_games::stone_game_v::Error>(())
/// ```
pub fn best_move(values: &[u32]) -> Result<Option<Cut>, Error> {
    check_len("best_move", values.len(), MAX_PLAY_LEN)?;
    let table = score_table_quadratic(values)?;
    let prefix = prefix_sums(values);
    let (n, last) = (values.len(), values.len().saturating_sub(1));
    Ok(
        first_best_cut(&table, &prefix, 0, last).map(|(k, kept)| Cut {
            left: 0..k + 1,
            right: k + 1..n,
            kept,
        }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::rows_up_to;
    use crate::stone_game_v::max_score_brute_force;

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
                let (left, right) = (cut.left, cut.right);
                let (left, right) = (
                    lo + left.start..lo + left.end,
                    lo + right.start..lo + right.end,
                );
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
            assert_eq!(cuts, played, "{values:?}");
            assert_eq!(Ok(score), max_score_brute_force(&values));
        }
    }

    #[test]
    fn the_first_example_played_out() {
        let moves = optimal_play(&[6, 2, 3, 4, 5, 5]).unwrap();
        let scores: Vec<u64> = moves.iter().map(|m| m.alice).collect();
        assert_eq!(scores, [11, 16, 18]);
        assert_eq!(moves[0].right, 3..6);
        assert_eq!(moves[1].left, 0..1);
    }

    #[test]
    fn parts_display() {
        assert_eq!(Part::Left.to_string(), "left");
        assert_eq!(Part::Right.to_string(), "right");
    }
}
