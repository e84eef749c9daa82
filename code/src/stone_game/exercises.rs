#![doc = include_str!("../shared/exercises.md")]
//!
//! [exercises-and-practice]: https://stone-games.github.io/stone-games/stone-game/exercises.html

use std::num::NonZeroUsize;

use super::book::{score_difference_linear, table_for_row};
use super::error::{
    check_len, MAX_LEN, MAX_ROLLING_LEN, MAX_TABLE_LEN, MAX_UP_TO_MOVES,
};
use super::{End, Error, Table};

/// Both players take the larger end (the left one on a tie). The score
/// difference this greedy play reaches: right on a row with no peak, wrong
/// on others, such as `[1, 2, 1, 1]`.
///
/// ```
/// use stone_games::stone_game::exercises::larger_end_greedy;
///
/// assert_eq!(larger_end_greedy(&[5, 3, 4, 5]), Ok(1)); // no peak: right
/// assert_eq!(larger_end_greedy(&[1, 2, 1, 1]), Ok(-1)); // optimal play: 1
/// ```
///
/// # Errors
///
/// [`Error::TooLong`] past [`MAX_LEN`] piles, where the difference might not
/// fit in an `i64`, as [`score_difference`](super::score_difference).
// ANCHOR: larger_end_greedy
pub fn larger_end_greedy(piles: &[u32]) -> Result<i64, Error> {
    check_len("larger_end_greedy", piles.len(), MAX_LEN)?;
    let (mut lo, mut hi) = (0, piles.len()); // the piles left: lo..hi
    let (mut difference, mut sign) = (0, 1);
    while lo < hi {
        let taken = if piles[lo] >= piles[hi - 1] {
            lo += 1;
            piles[lo - 1]
        } else {
            hi -= 1;
            piles[hi]
        };
        difference += sign * i64::from(taken);
        sign = -sign;
    }
    Ok(difference)
}
// ANCHOR_END: larger_end_greedy

/// The most the first player can end ahead by when the second player always
/// takes the larger end (the left one on a tie).
///
/// Only the first player chooses, so each position has one value and no
/// opponent's choice to subtract: `best[lo]` is the margin the first player
/// gets from the piles `lo..lo + len` when it is her turn. Her turns leave
/// rows of the same parity as the whole row, so `len` goes up in steps of 2.
/// O(n²) time, O(n) memory.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_ROLLING_LEN`]: its n²/4 steps, like the
/// rolling row's, would take more than seconds.
///
/// ```
/// use stone_games::stone_game::exercises::beat_greedy;
///
/// // Take the 3: the greedy reply takes the 4 and opens the 10.
/// assert_eq!(beat_greedy(&[3, 2, 10, 4]), Ok(13 - 6));
/// ```
// ANCHOR: beat_greedy
pub fn beat_greedy(piles: &[u32]) -> Result<i64, Error> {
    check_len("beat_greedy", piles.len(), MAX_ROLLING_LEN)?;
    let n = piles.len();
    let p = |k: usize| i64::from(piles[k]);
    // best[lo]: her margin from the piles lo..lo + len, on her turn.
    // Rows of length 0 (even n) or 1 (odd n): what is left is hers.
    let mut len = n % 2;
    let mut best: Vec<i64> = (0..=n - len)
        .map(|lo| if len == 1 { p(lo) } else { 0 })
        .collect();
    while len < n {
        len += 2;
        best = (0..=n - len)
            .map(|lo| {
                let hi = lo + len;
                // She takes pile lo (then the reply takes from lo + 1..hi)
                // or pile hi - 1 (then the reply takes from lo..hi - 1).
                let take_left = if p(lo + 1) >= p(hi - 1) {
                    p(lo) - p(lo + 1) + best[lo + 2]
                } else {
                    p(lo) - p(hi - 1) + best[lo + 1]
                };
                let take_right = if p(lo) >= p(hi - 2) {
                    p(hi - 1) - p(lo) + best[lo + 1]
                } else {
                    p(hi - 1) - p(hi - 2) + best[lo]
                };
                take_left.max(take_right)
            })
            .collect();
    }
    Ok(best[0])
}
// ANCHOR_END: beat_greedy

/// The ends an optimal game takes, in order, in O(n) memory: before each
/// move, compare the two moves with the linear method,
/// [`score_difference_linear`], run on the two rows they leave. The left end
/// on a tie, as [`optimal_end`](super::optimal_end) does. O(n²) time.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_TABLE_LEN`], the limit of the table it
/// does without: its n linear runs would take more than seconds beyond.
///
/// ```
/// use stone_games::stone_game::exercises::optimal_ends_in_linear_memory;
/// use stone_games::stone_game::End::{Left, Right};
///
/// let ends = optimal_ends_in_linear_memory(&[1, 100, 9, 1]);
/// assert_eq!(ends, Ok(vec![Right, Left, Left, Left]));
/// ```
// ANCHOR: optimal_ends_in_linear_memory
pub fn optimal_ends_in_linear_memory(piles: &[u32]) -> Result<Vec<End>, Error> {
    check_len("optimal_ends_in_linear_memory", piles.len(), MAX_TABLE_LEN)?;
    let (mut lo, mut hi) = (0, piles.len()); // the piles left: lo..hi
    let mut ends = Vec::with_capacity(piles.len());
    while lo < hi {
        let after_left = score_difference_linear(&piles[lo + 1..hi])?;
        let after_right = score_difference_linear(&piles[lo..hi - 1])?;
        let take_left = i64::from(piles[lo]) - after_left;
        let take_right = i64::from(piles[hi - 1]) - after_right;
        if take_left >= take_right {
            ends.push(End::Left);
            lo += 1;
        } else {
            ends.push(End::Right);
            hi -= 1;
        }
    }
    Ok(ends)
}
// ANCHOR_END: optimal_ends_in_linear_memory

/// The score difference when a move takes 1 to `most` piles, all from the
/// same end of the row. The position is still an interval; each interval
/// now has up to `2 * most` moves. O(n² · most) time, O(n²) memory.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_TABLE_LEN`], like every table method, or
/// whose n² · min(`most`, n) moves would be more than
/// [`MAX_UP_TO_MOVES`]; the error names the longest
/// row this `most` allows.
///
/// ```
/// use std::num::NonZeroUsize;
/// use stone_games::stone_game::exercises::score_difference_up_to;
///
/// let two = NonZeroUsize::new(2).unwrap();
/// // Alice takes the 3 and the 4, Bob the 2 and the 1.
/// assert_eq!(score_difference_up_to(&[1, 2, 3, 4], two)?, 4);
/// // Bob may take two piles too: 7 with one pile a move, 3 with two.
/// assert_eq!(score_difference_up_to(&[4, 7, 2, 6], two)?, 3);
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: each interval it fills has a pile, so a move for \
             `max` to find"
)]
// ANCHOR: score_difference_up_to
pub fn score_difference_up_to(
    piles: &[u32],
    most: NonZeroUsize,
) -> Result<i64, Error> {
    check_len(
        "score_difference_up_to",
        piles.len(),
        most_piles_up_to(most),
    )?;
    let n = piles.len();
    // table[(lo, hi - 1)]: the value of the piles lo..hi (an empty row: 0)
    let mut table = table_for_row(piles, 0_i64)?;
    let mut before = vec![0_i64; n + 1]; // before[k]: the stones in ..k
    for (k, &pile) in piles.iter().enumerate() {
        before[k + 1] = before[k] + i64::from(pile);
    }
    let stones = |a: usize, b: usize| before[b] - before[a];
    for len in 1..=n {
        for lo in 0..=n - len {
            let hi = lo + len;
            // Take t piles from the left, or t piles from the right.
            let best = (1..=most.get().min(len))
                .flat_map(|t| {
                    let left = stones(lo, lo + t) - value(&table, lo + t, hi);
                    let right = stones(hi - t, hi) - value(&table, lo, hi - t);
                    [left, right]
                })
                .max()
                .expect("a row of at least one pile has a move");
            table[(lo, hi - 1)] = best;
        }
    }
    Ok(value(&table, 0, n))
}

/// The value of the piles `a..b` stored in `table`; an empty row is worth 0.
fn value(table: &Table<i64>, a: usize, b: usize) -> i64 {
    if a < b {
        table[(a, b - 1)]
    } else {
        0
    }
}

/// The longest row, up to the table's limit, whose moves, about
/// n² · min(most, n), are at most `MAX_UP_TO_MOVES`.
fn most_piles_up_to(most: NonZeroUsize) -> usize {
    let moves = |n: usize| (n * n * n.min(most.get())) as u64;
    let (mut lo, mut hi) = (0, MAX_TABLE_LEN); // moves(lo) is within
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if moves(mid) <= MAX_UP_TO_MOVES {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    lo
}
// ANCHOR_END: score_difference_up_to

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::rows_up_to;
    use crate::stone_game::{
        book::{score_difference_brute_force, score_difference_rolling},
        optimal_play,
    };

    #[test]
    fn the_greedy_is_right_without_peaks_and_first_wrong_on_four_piles() {
        let mut shortest_wrong: Option<Vec<u32>> = None;
        let mut wrong_of_four = Vec::new();
        for piles in rows_up_to(8, (1..=4).collect()) {
            let right = score_difference_brute_force(&piles).unwrap();
            let no_peak = piles.windows(3).all(|w| w[1] < w[0] || w[1] < w[2]);
            if no_peak {
                assert_eq!(larger_end_greedy(&piles), Ok(right), "{piles:?}");
            } else if larger_end_greedy(&piles) != Ok(right) {
                if piles.len() == 4 {
                    wrong_of_four.push(piles.clone());
                }
                if shortest_wrong.is_none() {
                    shortest_wrong = Some(piles);
                }
            }
        }
        // Rows come shortest first; within a length the first pile counts
        // fastest, like an odometer read from the left.
        assert_eq!(shortest_wrong, Some(vec![1, 2, 1, 1]));
        // No row of three piles or fewer is wrong; 26 of the 256 rows of
        // four are, and the first in dictionary order is [1, 1, 3, 2].
        assert_eq!(wrong_of_four.len(), 26);
        assert_eq!(wrong_of_four.iter().min(), Some(&vec![1, 1, 3, 2]));
    }

    /// The first player's best margin against the greedy reply, by trying
    /// both of her moves at every turn.
    fn beat_greedy_brute_force(piles: &[u32]) -> i64 {
        let p = |k: usize| i64::from(piles[k]);
        match piles.len() {
            0 => 0,
            1 => p(0),
            n => {
                let reply = |rest: &[u32]| {
                    let m = rest.len();
                    if rest[0] >= rest[m - 1] {
                        i64::from(rest[0]) - beat_greedy_brute_force(&rest[1..])
                    } else {
                        i64::from(rest[m - 1])
                            - beat_greedy_brute_force(&rest[..m - 1])
                    }
                };
                (p(0) - reply(&piles[1..]))
                    .max(p(n - 1) - reply(&piles[..n - 1]))
            }
        }
    }

    #[test]
    fn beat_greedy_is_the_brute_force_and_at_least_the_game_value() {
        for piles in rows_up_to(8, (1..=4).collect()) {
            let margin = beat_greedy(&piles).unwrap();
            assert_eq!(margin, beat_greedy_brute_force(&piles), "{piles:?}");
            assert!(
                margin >= score_difference_brute_force(&piles).unwrap(),
                "{piles:?}"
            );
        }
    }

    #[test]
    fn the_linear_memory_play_is_the_table_play() {
        for piles in rows_up_to(8, (1..=4).collect()) {
            let from_table: Vec<End> = optimal_play(&piles)
                .unwrap()
                .iter()
                .map(|m| m.end)
                .collect();
            assert_eq!(optimal_ends_in_linear_memory(&piles), Ok(from_table));
        }
        let long: Vec<u32> = (0..300).map(|k| k * 7_919 % 1_000 + 1).collect();
        let from_table: Vec<End> =
            optimal_play(&long).unwrap().iter().map(|m| m.end).collect();
        assert_eq!(optimal_ends_in_linear_memory(&long), Ok(from_table));
    }

    /// Every move of up to `most` piles from either end, recursively.
    fn up_to_brute_force(piles: &[u32], most: usize) -> i64 {
        let n = piles.len();
        let sum = |s: &[u32]| s.iter().map(|&p| i64::from(p)).sum::<i64>();
        (1..=most.min(n))
            .flat_map(|t| {
                [
                    sum(&piles[..t]) - up_to_brute_force(&piles[t..], most),
                    sum(&piles[n - t..])
                        - up_to_brute_force(&piles[..n - t], most),
                ]
            })
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn up_to_most_piles_is_the_brute_force() {
        for most in 1..=4 {
            let most_piles = NonZeroUsize::new(most).unwrap();
            for piles in rows_up_to(7, (1..=3).collect()) {
                assert_eq!(
                    score_difference_up_to(&piles, most_piles),
                    Ok(up_to_brute_force(&piles, most)),
                    "{piles:?}, most = {most}"
                );
            }
        }
        // One pile per move is Stone Game itself.
        let long: Vec<u32> = (0..200).map(|k| k * 7_919 % 1_000 + 1).collect();
        assert_eq!(
            score_difference_up_to(&long, NonZeroUsize::MIN),
            score_difference_rolling(&long)
        );
    }

    #[test]
    fn up_to_most_piles_allows_n_squared_min_most_n_moves() {
        let most = |k: usize| NonZeroUsize::new(k).unwrap();
        // n³ <= 10⁹ when every move is allowed; n² · 11 <= 10⁹ for 11.
        assert_eq!(most_piles_up_to(most(usize::MAX)), 1_000);
        assert_eq!(most_piles_up_to(most(1_000)), 1_000);
        assert_eq!(most_piles_up_to(most(11)), 9_534);
        assert_eq!(most_piles_up_to(most(10)), MAX_TABLE_LEN);
        assert_eq!(most_piles_up_to(most(1)), MAX_TABLE_LEN);
    }
}
