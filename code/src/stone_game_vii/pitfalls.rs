#![doc = include_str!("../shared/pitfalls.md")]

use super::error::{
    check_len, Error, MAX_LEN, MAX_ROLLING_LEN, MAX_ZERO_MEMO_LEN,
};
use crate::shared::prefix_sums;

/// **Wrong:** both players remove the smaller end (the left one on a tie),
/// so that the move scores as much as a move can.
///
/// The move that scores the most now can hand the opponent more later. On
/// `2 1 2 2` greedy play ends 3 ahead for Alice where optimal play ends 4
/// ahead. The right version is [`score_difference`](super::score_difference).
///
/// The scores themselves may not fit in 64 bits on a long row (each of n
/// moves scores up to n · (2³² − 1)), so the lead is kept in 128 bits; at the
/// end it is the total of the stones Bob removed, which fits in a `u64` up to
/// [`MAX_LEN`].
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_LEN`], as the right version.
///
/// ```
/// use stone_games::stone_game_vii::{pitfalls, score_difference};
///
/// assert_eq!(pitfalls::remove_smaller_end(&[2, 1, 2, 2]), Ok(3));
/// assert_eq!(score_difference(&[2, 1, 2, 2]), Ok(4));
/// ```
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: Bob's removals are a sum of stones: at least 0, \
             under 2^64"
)]
// ANCHOR: remove_smaller_end
pub fn remove_smaller_end(stones: &[u32]) -> Result<u64, Error> {
    check_len("remove_smaller_end", stones.len(), MAX_LEN)?;
    let mut left: i128 = stones.iter().map(|&v| i128::from(v)).sum();
    // The stones left: lo..hi. Alice's score minus Bob's so far, and the
    // sign of the player to move.
    let (mut lo, mut hi) = (0, stones.len());
    let (mut lead, mut sign) = (0_i128, 1);
    while lo < hi {
        // WRONG: the largest score now, whatever it leaves the opponent.
        let removed = if stones[lo] <= stones[hi - 1] {
            lo += 1;
            stones[lo - 1]
        } else {
            hi -= 1;
            stones[hi]
        };
        left -= i128::from(removed);
        lead += sign * left; // the mover scores what is left
        sign = -sign;
    }
    Ok(u64::try_from(lead).expect("the stones Bob removed"))
}
// ANCHOR_END: remove_smaller_end

/// **Wrong:** a memo of intervals that takes 0 to mean "not solved yet".
///
/// Here even more than in Part I, 0 is a real value: one stone left is always
/// worth 0 to the mover, and on a row of zeros every interval is. Such an
/// interval looks unsolved every time it is met, and is solved again, with
/// everything inside it that is worth 0 too. A single stone costs one call
/// either way, and a longer interval is worth 0 only if the row has zeros,
/// so only rows with zeros waste calls. The answer is right; the number of
/// calls is not: on a row of zeros it is the game tree's, 2ⁿ − 1.
/// It returns the difference and the calls made. The right version uses
/// `Option`: the exercise answer
/// [`score_difference_memo`](super::exercises::score_difference_memo).
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_ZERO_MEMO_LEN`]: it is exponential.
///
/// ```
/// use stone_games::stone_game_vii::pitfalls;
///
/// let (value, calls) = pitfalls::memo_zero_means_unsolved(&[0; 20])?;
/// assert_eq!(value, 0);
/// assert_eq!(calls, 1_048_575); // 2^20 - 1, the whole game tree
/// # Ok::<(), stone_games::stone_game_vii::Error>(())
/// ```
pub fn memo_zero_means_unsolved(stones: &[u32]) -> Result<(u64, u64), Error> {
    check_len("memo_zero_means_unsolved", stones.len(), MAX_ZERO_MEMO_LEN)?;
    let n = stones.len();
    let Some(last) = n.checked_sub(1) else {
        return Ok((0, 0));
    };
    let sum = prefix_sums(stones)?;
    let mut memo = vec![0_u64; n * n];
    let mut calls = 0;
    let value = zero_memo(&sum, 0, last, &mut memo, &mut calls);
    Ok((value, calls))
}

// ANCHOR: zero_memo
/// The value of the stones `i..=j`, whose prefix sums are `sum`, with
/// `memo[i * n + j]` remembering it, and 0 meaning "not solved yet".
fn zero_memo(
    sum: &[u64],
    i: usize,
    j: usize,
    memo: &mut [u64],
    calls: &mut u64,
) -> u64 {
    *calls += 1;
    let n = sum.len() - 1;
    if memo[i * n + j] != 0 {
        // WRONG: a solved interval worth 0 is never found here.
        return memo[i * n + j];
    }
    let value = if i == j {
        0
    } else {
        let remove_left =
            (sum[j + 1] - sum[i + 1]) - zero_memo(sum, i + 1, j, memo, calls);
        let remove_right =
            (sum[j] - sum[i]) - zero_memo(sum, i, j - 1, memo, calls);
        remove_left.max(remove_right)
    };
    memo[i * n + j] = value;
    value
}
// ANCHOR_END: zero_memo

/// **Wrong:** the rolling row with its sums and differences in 32 bits.
///
/// Every stone fits in a `u32`, and so does every answer on LeetCode's rows
/// (at most 1,000 stones of at most 1,000), but the sum of two stones may
/// not. The arithmetic here wraps around at 2³², as `+` and `-` on `u32` do
/// in a release build (a debug build stops with a panic instead). Sums and
/// differences alone would still come out right modulo 2³², but the
/// comparison of the two moves is made on wrapped numbers, and can pick the
/// wrong one: on `1 1 1000000000 1 4000000000`, whose answer is 2, it
/// answers 4,000,000,001. The right version is
/// [`score_difference_rolling`](super::book::score_difference_rolling), in 64
/// bits.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_ROLLING_LEN`], as the right version.
///
/// ```
/// use stone_games::stone_game_vii::{pitfalls, score_difference};
///
/// let stones = [1, 1, 1_000_000_000, 1, 4_000_000_000];
/// assert_eq!(pitfalls::sums_in_32_bits(&stones), Ok(4_000_000_001));
/// assert_eq!(score_difference(&stones), Ok(2));
/// ```
// ANCHOR: sums_in_32_bits
pub fn sums_in_32_bits(stones: &[u32]) -> Result<u64, Error> {
    check_len("sums_in_32_bits", stones.len(), MAX_ROLLING_LEN)?;
    let n = stones.len();
    // WRONG: u32 sums, which wrap around past 2^32 - 1.
    let mut sum = vec![0_u32; n + 1];
    for (k, &stone) in stones.iter().enumerate() {
        sum[k + 1] = sum[k].wrapping_add(stone);
    }
    let mut best = vec![0_u32; n];
    for i in (0..n).rev() {
        for j in i + 1..n {
            let left = sum[j + 1].wrapping_sub(sum[i + 1]);
            let right = sum[j].wrapping_sub(sum[i]);
            let remove_left = left.wrapping_sub(best[j]);
            let remove_right = right.wrapping_sub(best[j - 1]);
            best[j] = remove_left.max(remove_right);
        }
    }
    Ok(best.last().map_or(0, |&d| u64::from(d)))
}
// ANCHOR_END: sums_in_32_bits

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{all_rows, rows_of};
    use crate::stone_game_vii::{
        book::{game_tree_calls, score_difference_brute_force},
        score_difference,
    };

    #[test]
    fn greedy_is_wrong_on_2_1_2_2() {
        assert_eq!(remove_smaller_end(&[2, 1, 2, 2]), Ok(3));
        assert_eq!(score_difference_brute_force(&[2, 1, 2, 2]), Ok(4));
        // And it is no shortest counterexample by accident: every row of up
        // to three stones of 1 to 3 is right.
        for len in 0..=3 {
            for stones in all_rows(len, 3) {
                assert_eq!(
                    remove_smaller_end(&stones),
                    score_difference_brute_force(&stones),
                    "{stones:?}"
                );
            }
        }
    }

    #[test]
    fn greedy_is_right_on_every_row_of_at_most_three_stones() {
        // The proof is in the book's pitfalls chapter; here every row of up
        // to three stones of 0 to 24.
        for len in 0..=3 {
            for stones in rows_of(len, (0..=24).collect()) {
                assert_eq!(
                    remove_smaller_end(&stones),
                    score_difference_brute_force(&stones),
                    "{stones:?}"
                );
            }
        }
        // With zeros, a counterexample of four stones of 0 and 1.
        assert_eq!(remove_smaller_end(&[1, 0, 1, 1]), Ok(1));
        assert_eq!(score_difference_brute_force(&[1, 0, 1, 1]), Ok(2));
    }

    #[test]
    fn a_zero_sentinel_gives_the_right_value_with_more_calls() {
        for stones in [vec![0; 12], vec![1; 12], vec![5, 3, 1, 4, 2]] {
            let (value, _) = memo_zero_means_unsolved(&stones).unwrap();
            assert_eq!(Ok(value), score_difference_brute_force(&stones));
        }
        // And on every row of up to 8 stones of 0 to 3.
        for len in 0..=8 {
            for stones in rows_of(len, vec![0, 1, 2, 3]) {
                let (value, _) = memo_zero_means_unsolved(&stones).unwrap();
                assert_eq!(Ok(value), score_difference_brute_force(&stones));
            }
        }
        // A one-stone interval costs one call, looked up or solved: only
        // intervals of two or more stones worth 0 waste calls, and they need
        // zeros in the row.
        for (stones, zero, none) in [
            (vec![5, 3, 1, 4, 2], 21, 21),
            (vec![1; 12], 133, 133),
            (vec![0; 12], 4_095, 133),
        ] {
            assert_eq!(memo_zero_means_unsolved(&stones).unwrap().1, zero);
            let (_, calls) =
                crate::stone_game_vii::exercises::score_difference_memo(
                    &stones,
                )
                .unwrap();
            assert_eq!(calls, none, "{stones:?}");
        }
        // Zeros: the whole game tree.
        let (_, calls) = memo_zero_means_unsolved(&[0; 16]).unwrap();
        assert_eq!(Ok(calls), game_tree_calls(&[0; 16]));
    }

    #[test]
    fn thirty_two_bits_wrap_around() {
        let stones = [1, 1, 1_000_000_000, 1, 4_000_000_000];
        assert_eq!(sums_in_32_bits(&stones), Ok(4_000_000_001));
        assert_eq!(score_difference(&stones), Ok(2));
        // Not every wrapped sum makes a wrong answer: here the total wraps,
        // and both comparisons still pick the right move.
        let fits = [3_000_000_000, 3_000_000_000, 1];
        assert_eq!(sums_in_32_bits(&fits), score_difference(&fits));
        // Right whenever every sum fits: LeetCode's rows.
        let row: Vec<u32> = (0..1_000).map(|k| k % 1_000 + 1).collect();
        assert_eq!(sums_in_32_bits(&row), score_difference(&row));
    }
}
