//! O(n²): two pointers that only move right, and two running maxima.

use super::error::{check_len, Error, MAX_LEN, MAX_PLAY_LEN};
use super::table::ScoreTable;
use crate::shared::prefix_sums;

/// Alice's largest score in O(n²) time, with one triangle of running maxima.
///
/// For a left end i, the cuts of `values[i..=j]` that may keep the left part
/// form a prefix of the cuts, and those that may keep the right part a suffix;
/// where each ends moves only right as j grows (the book's chapter [*A moving
/// balance point*][a-moving-balance-point] proves it), so one pair of pointers
/// per i moves O(n) in all. The best cut of the prefix is a running maximum
/// along the row i, and the best of the suffix a running maximum down the
/// column j, so each cell takes constant time, beyond the pointers' moves.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_LEN`](super::MAX_LEN).
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_v::book::max_score_quadratic;
///
/// assert_eq!(max_score_quadratic(&[6, 2, 3, 4, 5, 5]), Ok(18));
/// assert_eq!(max_score_quadratic(&[7, 7, 7, 7, 7, 7, 7]), Ok(28));
/// assert_eq!(max_score_quadratic(&[0, 0, 3, 0, 3, 0]), Ok(3));
/// # }
/// ```
///
/// [a-moving-balance-point]: https://stone-games.github.io/stone-games/stone-game-v/balance-point.html
pub fn max_score_quadratic(values: &[u32]) -> Result<u64, Error> {
    check_len("max_score_quadratic", values.len(), MAX_LEN)?;
    fill(values, |_| {})
}

/// Alice's best score on every interval, by the O(n²) method: the same
/// table as [`score_table`](super::book::score_table), which takes O(n³).
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_PLAY_LEN`](super::MAX_PLAY_LEN): it keeps the scores as well
/// as the running maxima, two triangles.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_v::book::{score_table, score_table_quadratic};
///
/// let values = [6, 2, 3, 4, 5, 5];
/// assert_eq!(score_table_quadratic(&values), score_table(&values));
/// # }
/// ```
pub fn score_table_quadratic(values: &[u32]) -> Result<ScoreTable, Error> {
    check_len("score_table_quadratic", values.len(), MAX_PLAY_LEN)?;
    let mut table = ScoreTable::zeros(values.len())?;
    fill(values, |step| table[(step.i, step.j)] = step.score)?;
    Ok(table)
}

/// One cell of [`max_score_quadratic`](super::book::max_score_quadratic): the
/// interval `values[i..=j]`, where its two pointers stood, the two best cuts
/// they allow, and the score.
///
/// A cut k splits the interval into `i..=k` and `k + 1..=j`.
///
/// With the feature `book`, which
/// [`quadratic_trace`](super::book::quadratic_trace) needs:
///
/// ```
/// # #[cfg(feature = "book")] {
/// use stone_games::stone_game_v::book::quadratic_trace;
///
/// let steps = quadratic_trace(&[2, 1, 1]).unwrap();
/// let whole = steps.last().unwrap();
/// assert_eq!((whole.i, whole.j), (0, 2));
/// assert_eq!((whole.keep_left, whole.keep_right), (1, 0));
/// assert_eq!((whole.left, whole.right), (Some(2), Some(3)));
/// assert_eq!(whole.score, 3);
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuadraticStep {
    /// The interval's left end.
    pub i: usize,
    /// The interval's right end.
    pub j: usize,
    /// The cuts `i..keep_left` may keep the left part: its sum is at most
    /// the right part's.
    pub keep_left: usize,
    /// The cuts `keep_right..j` may keep the right part: its sum is at most
    /// the left part's.
    pub keep_right: usize,
    /// The best S(i, k) + f(i, k) over the cuts that may keep the left
    /// part, `None` if there are none.
    pub left: Option<u64>,
    /// The best S(k + 1, j) + f(k + 1, j) over the cuts that may keep the
    /// right part, `None` if there are none.
    pub right: Option<u64>,
    /// f(i, j): the larger of `left` and `right`.
    pub score: u64,
}

/// Fill the cells of every interval of two or more stones, the left end
/// from the right of the row, the right end growing; hand each cell's
/// [`QuadraticStep`] to `visit`, and return the whole row's score (0 on a
/// row of fewer than two stones).
///
/// # Errors
///
/// As [`ScoreTable::zeros`], past [`MAX_LEN`] stones.
pub(super) fn fill(
    values: &[u32],
    mut visit: impl FnMut(&QuadraticStep),
) -> Result<u64, Error> {
    let n = values.len();
    let prefix = prefix_sums(values)?;
    // ANCHOR: quadratic
    let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
    // down[(t, j)]: the best S(u, j) + f(u, j) over u in t..=j, a triangle
    // stored like the score table; across[t]: the best S(i, u) + f(i, u)
    // over u in i..=t, for the current left end i only.
    let mut down = ScoreTable::zeros(n)?;
    let mut across = vec![0; n];
    let mut whole = 0;
    for i in (0..n).rev() {
        // One stone: f(i, i) = 0, so S + f is the stone itself.
        across[i] = sum(i, i);
        down[(i, i)] = sum(i, i);
        // Cuts i..keep_left may keep the left part (left <= right);
        // cuts keep_right..j may keep the right part (left >= right).
        let (mut keep_left, mut keep_right) = (i, i);
        for j in i + 1..n {
            let total = sum(i, j);
            while keep_left < j && 2 * sum(i, keep_left) <= total {
                keep_left += 1;
            }
            while 2 * sum(i, keep_right) < total {
                keep_right += 1;
            }
            // The best cut keeping the left part, then the right part.
            let left = (keep_left > i).then(|| across[keep_left - 1]);
            let right = (keep_right < j).then(|| down[(keep_right + 1, j)]);
            let score = left.max(right).unwrap_or(0);
            across[j] = across[j - 1].max(total + score);
            down[(i, j)] = down[(i + 1, j)].max(total + score);
            visit(&QuadraticStep {
                i,
                j,
                keep_left,
                keep_right,
                left,
                right,
                score,
            });
            whole = score;
        }
    }
    // ANCHOR_END: quadratic
    Ok(whole)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pointers_never_move_left_and_bracket_the_balance() {
        let values = [3, 0, 0, 1, 2, 0, 0, 2, 5, 0, 1];
        let mut last = None;
        let prefix = prefix_sums(&values).unwrap();
        let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
        fill(&values, |s| {
            if let Some((i, kl, kr)) = last {
                if i == s.i {
                    assert!(s.keep_left >= kl && s.keep_right >= kr);
                }
            }
            last = Some((s.i, s.keep_left, s.keep_right));
            // Every cut of i..j is in one of the two ranges.
            assert!(s.keep_right <= s.keep_left);
            for k in s.i..s.j {
                let (l, r) = (sum(s.i, k), sum(k + 1, s.j));
                assert_eq!(k < s.keep_left, l <= r, "{s:?}, cut {k}");
                assert_eq!(k >= s.keep_right, l >= r, "{s:?}, cut {k}");
            }
        })
        .unwrap();
    }
}
