//! Optimal play itself: Alice's cuts, read back from the table.

use std::fmt;
use std::ops::Range;

use super::{
    check_len, prefix_sums, score_table_quadratic, Error, MAX_PLAY_LEN,
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
#[derive(Clone, Debug, PartialEq, Eq)]
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
    while i < j {
        let best = table[(i, j)];
        let mut chosen = None;
        for k in i..j {
            let (left, right) = (sum(i, k), sum(k + 1, j));
            if left <= right && left + table[(i, k)] == best {
                chosen = Some((k, Part::Left, left));
            } else if left >= right && right + table[(k + 1, j)] == best {
                chosen = Some((k, Part::Right, right));
            }
            if chosen.is_some() {
                break;
            }
        }
        // Some cut reaches the best score: it is the best over the cuts.
        let (k, kept, scored) = chosen.expect("a cut reaches the best");
        score += scored;
        moves.push(Move {
            left: i..k + 1,
            right: k + 1..j + 1,
            left_sum: sum(i, k),
            right_sum: sum(k + 1, j),
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

#[cfg(test)]
mod tests {
    use super::*;

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
