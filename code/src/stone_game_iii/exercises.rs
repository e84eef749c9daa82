#![doc = include_str!("../shared/exercises.md")]
//!
//! [exercises-and-practice]: https://stone-games.github.io/stone-games/stone-game-iii/exercises.html

use std::collections::VecDeque;

use super::error::{check_k, check_len, check_steps, Error, MAX_LEN};
use super::score_difference;

/// Exercise 2: Alice's and Bob's final scores under optimal play, from the
/// score difference and the sum of the row.
///
/// Alice's score `A` and Bob's `B` add up to the sum `S` of the row, and
/// `A - B` is the score difference `D`. So `A = (S + D) / 2` and
/// `B = (S - D) / 2`; `S + D = 2A` is always even. `S + D` may be twice as
/// large as an `i64` holds, so it is added in `i128`; `A` and `B` each fit.
///
/// ```
/// use stone_games::stone_game_iii::exercises::final_scores;
///
/// assert_eq!(final_scores(&[1, 2, 3, 7]), Ok((6, 7)));
/// assert_eq!(final_scores(&[1, 2, 3, -9]), Ok((6, -9)));
/// ```
///
/// # Errors
///
/// [`Error::TooLong`] past [`MAX_LEN`] values, as [`score_difference`].
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: Alice's score is at most n * 2^31 < 2^63 for n <= \
             MAX_LEN: it fits an i64"
)]
// ANCHOR: final_scores
pub fn final_scores(values: &[i32]) -> Result<(i64, i64), Error> {
    check_len("final_scores", values.len(), MAX_LEN)?;
    let sum: i128 = values.iter().map(|&v| i128::from(v)).sum();
    let difference = i128::from(score_difference(values)?);
    // Each is at most n · 2^31 < 2^63 in size: it fits in an i64.
    let alice = i64::try_from((sum + difference) / 2).expect("fits");
    let bob = i64::try_from((sum - difference) / 2).expect("fits");
    Ok((alice, bob))
}
// ANCHOR_END: final_scores

/// Exercise 4: with moves of exactly one value (`k = 1`) nobody has a
/// choice, and the score difference is the alternating sum
/// `v[0] - v[1] + v[2] - ...`.
///
/// ```
/// use stone_games::stone_game_iii::exercises::alternating_sum;
///
/// assert_eq!(alternating_sum(&[1, 2, 3, 7]), Ok(-5));
/// ```
///
/// # Errors
///
/// [`Error::TooLong`] past [`MAX_LEN`] values, where the sum might not fit
/// in an `i64`.
// ANCHOR: alternating_sum
pub fn alternating_sum(values: &[i32]) -> Result<i64, Error> {
    check_len("alternating_sum", values.len(), MAX_LEN)?;
    let sum = values
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            if i % 2 == 0 {
                i64::from(v)
            } else {
                -i64::from(v)
            }
        })
        .sum();
    Ok(sum)
}
// ANCHOR_END: alternating_sum

/// Exercise 5: the ring for moves of up to `k` values: `D(i)` reads
/// `D(i + 1)` to `D(i + k)`, so a ring of `k + 1` cells is enough. O(nk)
/// time, O(k) memory (at most n + 1 cells).
///
/// # Errors
///
/// [`Error::KIsZero`] when `k = 0`; [`Error::TooLong`] for rows longer
/// than [`MAX_LEN`]; [`Error::TooManySteps`] when n · min(k, n) is more
/// than [`MAX_TABLE_STEPS`](super::book::MAX_TABLE_STEPS).
///
/// ```
/// use stone_games::stone_game_iii::exercises::score_difference_ring_k;
///
/// assert_eq!(score_difference_ring_k(&[1, 2, 3, 7], 3), Ok(-1));
/// assert_eq!(score_difference_ring_k(&[1, 2, 3, 7], 4), Ok(13));
/// ```
pub fn score_difference_ring_k(values: &[i32], k: usize) -> Result<i64, Error> {
    check_steps("score_difference_ring_k", values.len(), k)?;
    Ok(ring_k(values, k))
}

// ANCHOR: ring_k
/// D(0) for moves of 1 to `k` values, keeping D(j) in cell j % (k + 1).
fn ring_k(values: &[i32], k: usize) -> i64 {
    let n = values.len();
    let size = k.min(n) + 1; // D(i) to D(i + k), never beyond D(n)
    let mut ring = vec![0_i64; size]; // ring[j % size] is D(j)
    for i in (0..n).rev() {
        let mut best = i64::MIN;
        let mut taken = 0;
        for x in 1..=k.min(n - i) {
            taken += i64::from(values[i + x - 1]);
            best = best.max(taken - ring[(i + x) % size]);
        }
        ring[i % size] = best;
    }
    ring[0]
}
// ANCHOR_END: ring_k

/// Exercise 6: the ring with three cells instead of four. It is right,
/// because the loop reads `D(i + 1)`, `D(i + 2)` and `D(i + 3)` before it
/// writes `D(i)` over `D(i + 3)`.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_LEN`].
///
/// ```
/// use stone_games::stone_game_iii::exercises::score_difference_ring_of_three;
///
/// assert_eq!(score_difference_ring_of_three(&[1, 2, 3, 7]), Ok(-1));
/// ```
pub fn score_difference_ring_of_three(values: &[i32]) -> Result<i64, Error> {
    check_len("score_difference_ring_of_three", values.len(), MAX_LEN)?;
    Ok(ring_of_three(values))
}

// ANCHOR: ring_of_three
/// D(0) for moves of 1 to 3 values, keeping D(j) in cell j % 3.
fn ring_of_three(values: &[i32]) -> i64 {
    let n = values.len();
    let mut ring = [0_i64; 3]; // ring[j % 3] is D(j)
    for i in (0..n).rev() {
        let mut best = i64::MIN;
        let mut taken = 0;
        for x in 1..=3.min(n - i) {
            taken += i64::from(values[i + x - 1]);
            best = best.max(taken - ring[(i + x) % 3]);
        }
        ring[i % 3] = best; // over D(i + 3), read above and not needed again
    }
    ring[0]
}
// ANCHOR_END: ring_of_three

/// Exercise 7: the score difference when a move may take any number of
/// values, in O(n) time and O(1) memory, without a queue.
///
/// With no limit on `x`, the window of `j` in `D(i) = S(i) - min over j > i
/// of (S(j) + D(j))` never loses a value: it only grows. Its minimum is a
/// running minimum. The keys are `i128`, as in the sliding window.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_LEN`].
///
/// ```
/// use stone_games::stone_game_iii::exercises::score_difference_unlimited;
///
/// assert_eq!(score_difference_unlimited(&[1, 2, 3, 7]), Ok(13));
/// // Alice takes the 4, and Bob must take the -9.
/// assert_eq!(score_difference_unlimited(&[4, -9, 1, 1]), Ok(11));
/// ```
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: |D(0)| <= n * 2^31 < 2^63 for n <= MAX_LEN, \
             proved above"
)]
pub fn score_difference_unlimited(values: &[i32]) -> Result<i64, Error> {
    check_len("score_difference_unlimited", values.len(), MAX_LEN)?;
    let difference = unlimited(values);
    Ok(i64::try_from(difference).expect("|D(0)| < 2^63 for n <= MAX_LEN"))
}

// ANCHOR: unlimited
/// D(0) when a move may take any number of values, as an `i128`.
fn unlimited(values: &[i32]) -> i128 {
    let mut least = 0_i128; // min of S(j) + D(j) over j > i; S(n) + D(n) = 0
    let (mut suffix, mut difference) = (0_i128, 0_i128);
    for &v in values.iter().rev() {
        suffix += i128::from(v);
        difference = suffix - least;
        least = least.min(suffix + difference);
    }
    difference
}
// ANCHOR_END: unlimited

/// Exercise 8: the moves of a whole game under optimal play when a move
/// takes 1 to `k` values, in O(n) whatever `k` is: how many values each move
/// takes, in order.
///
/// The window's front at step `i` is the best `j`, so the best move from `i`
/// is `x = j - i`. Among equal keys the window keeps the one that entered
/// last, the smallest `j`: the move of the fewest values, as
/// [`optimal_play`](super::optimal_play) chooses.
///
/// # Errors
///
/// [`Error::KIsZero`] when `k = 0`; [`Error::TooLong`] for rows longer
/// than [`MAX_LEN`].
///
/// ```
/// use stone_games::stone_game_iii::exercises::optimal_counts;
///
/// assert_eq!(optimal_counts(&[1, 2, 3, 7], 3), Ok(vec![3, 1]));
/// assert_eq!(optimal_counts(&[1, 2, 3, 7], 4), Ok(vec![4]));
/// ```
pub fn optimal_counts(values: &[i32], k: usize) -> Result<Vec<usize>, Error> {
    check_k(k)?;
    check_len("optimal_counts", values.len(), MAX_LEN)?;
    Ok(counts_by_window(values, k))
}

// ANCHOR: optimal_counts
/// The number of values each move takes, in a game under optimal play.
fn counts_by_window(values: &[i32], k: usize) -> Vec<usize> {
    let n = values.len();
    let mut next = vec![n; n]; // next[i]: where the best move from i leads
    let mut window: VecDeque<(usize, i128)> = VecDeque::from([(n, 0)]);
    let mut suffix = 0_i128;
    for i in (0..n).rev() {
        suffix += i128::from(values[i]);
        while window.front().is_some_and(|&(j, _)| j - i > k) {
            window.pop_front();
        }
        let (best, least) = window.front().copied().expect("i + 1 is in it");
        next[i] = best;
        let key = 2 * suffix - least; // S(i) + D(i), with D(i) = S(i) - least
        while window.back().is_some_and(|&(_, back)| back >= key) {
            window.pop_back();
        }
        window.push_back((i, key));
    }
    let mut counts = Vec::new();
    let mut i = 0;
    while i < n {
        counts.push(next[i] - i);
        i = next[i];
    }
    counts
}
// ANCHOR_END: optimal_counts

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::rows_of;
    use crate::stone_game_iii::{
        book::score_difference_table, optimal_play, score_difference_k,
    };

    #[test]
    fn every_answer_agrees_with_the_crate_on_every_small_row() {
        for len in 0..=6 {
            for values in rows_of(len, (-3..=3).collect()) {
                let d = score_difference(&values).unwrap();
                let (alice, bob) = final_scores(&values).unwrap();
                let sum: i64 = values.iter().map(|&v| i64::from(v)).sum();
                assert_eq!((alice - bob, alice + bob), (d, sum));
                assert_eq!(
                    alternating_sum(&values),
                    score_difference_k(&values, 1)
                );
                let three = score_difference_ring_of_three(&values);
                assert_eq!(three, score_difference_table(&values, 3));
                let unlimited = score_difference_table(&values, usize::MAX);
                assert_eq!(score_difference_unlimited(&values), unlimited);
                for k in 1..=7 {
                    let expected = score_difference_table(&values, k);
                    assert_eq!(score_difference_ring_k(&values, k), expected);
                    // The counts replay to the score difference.
                    let counts = optimal_counts(&values, k).unwrap();
                    let (mut i, mut sign, mut total) = (0, 1, 0);
                    for &x in &counts {
                        assert!((1..=k).contains(&x));
                        let taken: i64 = values[i..i + x]
                            .iter()
                            .map(|&v| i64::from(v))
                            .sum();
                        total += sign * taken;
                        sign = -sign;
                        i += x;
                    }
                    assert_eq!(
                        (i, Ok(total)),
                        (len, expected),
                        "{values:?} {k}"
                    );
                }
                let play: Vec<usize> = optimal_play(&values)
                    .unwrap()
                    .iter()
                    .map(|m| m.count)
                    .collect();
                assert_eq!(optimal_counts(&values, 3), Ok(play), "{values:?}");
            }
        }
    }
}
