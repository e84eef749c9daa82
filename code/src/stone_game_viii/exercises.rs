#![doc = include_str!("../shared/exercises.md")]
//!
//! [exercises-and-practice]: https://stone-games.github.io/stone-games/stone-game-viii/exercises.html

use super::error::{check_len, Error, MAX_I64_LEN, MAX_PLAY_LEN};
use super::indices::inclusive_prefix_sums;
use super::suffix_max::position_values;

/// Exercise: the game with the new stone put at the *right* end, merging
/// the `x` rightmost stones. O(n) time, O(1) memory.
///
/// The mirror image of the row is the same game played from the left, so
/// the answer is the suffix maximum on the reversed row: the sums the moves
/// score are now suffix sums, read from the left.
///
/// # Errors
///
/// [`Error::TooLong`] for more than [`MAX_I64_LEN`].
///
/// ```
/// use stone_games::stone_game_viii::exercises::score_difference_from_right;
///
/// assert_eq!(score_difference_from_right(&[-5, 4, -3, 2, -1]), Ok(5));
/// ```
// ANCHOR: from_right
pub fn score_difference_from_right(stones: &[i32]) -> Result<i64, Error> {
    check_len("score_difference_from_right", stones.len(), MAX_I64_LEN)?;
    if stones.len() < 2 {
        return Ok(0); // one stone or none: no move, worth 0
    }
    let mut suffix: i64 = stones.iter().map(|&s| i64::from(s)).sum();
    let mut best = suffix; // merge everything
    for &stone in &stones[..stones.len() - 2] {
        suffix -= i64::from(stone); // a sum of stones to the end, shorter
        best = best.max(suffix - best);
    }
    Ok(best)
}
// ANCHOR_END: from_right

/// Exercise: a move must merge at least `k ≥ 2` stones, and the game ends
/// when fewer than `k` stones are left. O(n) time and memory.
///
/// From position `i` a move ends at `j ≥ i + k − 1`, so
/// `D(i) = M(i + k − 1)`, or 0 when `i + k − 1` is past the last index;
/// `M(j) = max(M(j + 1), P(j) − D(j))` as before. `D(j)` now reads a
/// maximum `k − 1` places to the right: only the last `k − 1` maxima are
/// read again, but this keeps them all, in a table of n + 1 cells. A row
/// of fewer than `k` stones has no move, so its game is over before it
/// starts, and its value is 0: the row of one stone and the empty row
/// too, which Part VIII's own functions refuse (LeetCode's rules start at
/// two stones). On rows of two stones or more, Stone Game VIII is `k = 2`.
///
/// # Errors
///
/// [`Error::TooLong`] for a row longer than [`MAX_PLAY_LEN`], whatever
/// `k`; on a shorter row, [`Error::MoveTooSmall`] when `k < 2`.
///
/// ```
/// use stone_games::stone_game_viii::exercises::score_difference_at_least;
///
/// assert_eq!(score_difference_at_least(&[-3, -3, -3], 2), Ok(3));
/// assert_eq!(score_difference_at_least(&[-3, -3, -3], 3), Ok(-9));
/// assert_eq!(score_difference_at_least(&[-3, -3, -3], 4), Ok(0)); // no move
/// assert_eq!(score_difference_at_least(&[7], 2), Ok(0)); // no move
/// assert_eq!(score_difference_at_least(&[], 5), Ok(0));
/// ```
// ANCHOR: at_least
pub fn score_difference_at_least(
    stones: &[i32],
    k: usize,
) -> Result<i64, Error> {
    check_len("score_difference_at_least", stones.len(), MAX_PLAY_LEN)?;
    if k < 2 {
        return Err(Error::MoveTooSmall { k });
    }
    if stones.len() < k {
        return Ok(0); // no move: the game is over before it starts
    }
    // n >= k >= 2 here.
    let prefix = inclusive_prefix_sums(stones)?;
    let n = stones.len();
    // m[j] = M(j) for j < n; m[n] stands for "no move": D = 0 beyond.
    let mut m = vec![i64::MIN; n + 1];
    // D(i) = M(i + k - 1), the first index a move from i can end at, or 0
    // when there is none (k <= n, so i + k - 1 < 2n does not overflow).
    let d = |m: &[i64], i: usize| -> i64 {
        let first = i + k - 1;
        if first < n {
            m[first]
        } else {
            0
        }
    };
    for j in (0..n).rev() {
        m[j] = m[j + 1].max(prefix[j] - d(&m, j));
    }
    Ok(d(&m, 0))
}
// ANCHOR_END: at_least

/// Exercise: every opening move that is optimal, as its `x`, from fewest
/// stones to most. O(n) time and memory.
///
/// An opening that merges `x` stones ends at index `x − 1` and is worth
/// `P(x − 1) − D(x − 1)` to Alice; it is optimal when that equals `D(0)`.
///
/// # Errors
///
/// As [`position_values`].
///
/// ```
/// use stone_games::stone_game_viii::exercises::optimal_openings;
///
/// assert_eq!(optimal_openings(&[-1, 2, -3, 4, -5]), Ok(vec![4]));
/// assert_eq!(optimal_openings(&[0, 0, 0]), Ok(vec![2, 3]));
/// ```
// ANCHOR: openings
pub fn optimal_openings(stones: &[i32]) -> Result<Vec<usize>, Error> {
    check_len("optimal_openings", stones.len(), MAX_PLAY_LEN)?;
    let d = position_values(stones)?;
    let prefix = inclusive_prefix_sums(stones)?;
    Ok((1..stones.len())
        .filter(|&j| prefix[j] - d[j] == d[0])
        .map(|j| j + 1) // the move that ends at j merges j + 1 stones
        .collect())
}
// ANCHOR_END: openings

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::rows_of;
    use crate::stone_game_viii::book::score_difference_brute_force;

    /// The game tree on the row itself, merging the `x >= k` leftmost (or,
    /// with `right`, rightmost) stones; the opening moves that reach its
    /// value, as their x.
    fn tree(row: &[i64], k: usize, right: bool) -> (i64, Vec<usize>) {
        if row.len() < k.max(2) {
            return (0, Vec::new());
        }
        let mut best = i64::MIN;
        let mut openings = Vec::new();
        for x in k..=row.len() {
            let next: Vec<i64> = if right {
                let cut = row.len() - x;
                let mut next = row[..cut].to_vec();
                next.push(row[cut..].iter().sum());
                next
            } else {
                let mut next = vec![row[..x].iter().sum()];
                next.extend_from_slice(&row[x..]);
                next
            };
            let score = if right { next[next.len() - 1] } else { next[0] };
            let outcome = score - tree(&next, k, right).0;
            if outcome > best {
                best = outcome;
                openings.clear();
            }
            if outcome == best {
                openings.push(x);
            }
        }
        (best, openings)
    }

    /// Every row of 2 to 6 stones of -3 to 3: 137,249 rows (up to 7 stones,
    /// 960,792, it was the crate's slowest test).
    #[test]
    fn every_answer_agrees_with_its_brute_force_on_every_small_row() {
        for len in 2..=6 {
            for stones in rows_of(len, (-3..=3).collect()) {
                let stones = &stones[..];
                let row: Vec<i64> = stones.iter().map(|&s| s.into()).collect();
                let (value, openings) = tree(&row, 2, false);
                assert_eq!(score_difference_brute_force(stones), Ok(value));
                assert_eq!(optimal_openings(stones), Ok(openings));
                assert_eq!(
                    score_difference_from_right(stones),
                    Ok(tree(&row, 2, true).0),
                    "{stones:?}"
                );
                for k in 2..=len + 1 {
                    assert_eq!(
                        score_difference_at_least(stones, k),
                        Ok(tree(&row, k, false).0),
                        "{stones:?} {k}"
                    );
                }
            }
        }
    }

    /// Every row of 0 to 7 stones of -3 to 3, every k from 2 to two past
    /// its length: rows with no move (fewer than k stones, the empty row
    /// and one stone included) are worth 0, as the game tree says.
    #[test]
    fn at_least_k_equals_the_game_tree_with_and_without_a_move() {
        for len in 0..=7 {
            for stones in rows_of(len, (-3..=3).collect()) {
                let stones = &stones[..];
                let row: Vec<i64> = stones.iter().map(|&s| s.into()).collect();
                for k in 2..=len + 2 {
                    let value = score_difference_at_least(stones, k);
                    assert_eq!(value, Ok(tree(&row, k, false).0));
                    if len < k {
                        assert_eq!(value, Ok(0), "{stones:?} {k}");
                    }
                }
            }
        }
        for k in [2, 3, usize::MAX] {
            assert_eq!(score_difference_at_least(&[], k), Ok(0));
            assert_eq!(score_difference_at_least(&[i32::MIN], k), Ok(0));
        }
    }

    #[test]
    fn bad_input_is_an_error() {
        assert_eq!(
            score_difference_at_least(&[1, 2], 1),
            Err(Error::MoveTooSmall { k: 1 })
        );
        // Fewer than two stones: no move, worth 0, and no opening.
        assert_eq!(score_difference_from_right(&[1]), Ok(0));
        assert_eq!(score_difference_from_right(&[]), Ok(0));
        assert_eq!(optimal_openings(&[]), Ok(vec![]));
        assert_eq!(optimal_openings(&[5]), Ok(vec![]));
    }
}
