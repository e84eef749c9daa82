//! The O(n²) balance point in 32 bits, in one flat triangle, when the row's
//! sum allows it.

use super::error::{check_len, Error, MAX_LEN};
use super::quadratic::max_score_quadratic;

/// Alice's largest score by the O(n²) method of [`max_score_quadratic`],
/// in `u32` numbers and a flat triangle, when twice the row's sum is below
/// 2³²; otherwise [`max_score_quadratic`] itself, in `u64`.
///
/// # Why it is exact
///
/// The steps are those of [`max_score_quadratic`], so the answer is the
/// same whenever no number overflows. Write `T` for the row's sum. Every
/// number the loop computes is a sum of stones `S(i, k) <= T`, twice such a
/// sum, or `S(i, j) + f(i, j)` and running maxima of those, where `f(i, j)`
/// is Alice's best score on `values[i..=j]`. Each round she scores the
/// part that stays, which is never the larger: its sum is at most half its
/// parent's. So her scores from `values[i..=j]` add up to at most
/// `S(i, j) (1/2 + 1/4 + ...)`, `f(i, j) <= S(i, j)`, and every number is
/// at most `2T`. The test `2T <= u32::MAX` is made once, before the loop:
/// below it a `u32` holds every number.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_LEN`].
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_v::book::max_score_narrow;
///
/// assert_eq!(max_score_narrow(&[6, 2, 3, 4, 5, 5]), Ok(18));
/// assert_eq!(max_score_narrow(&[7, 7, 7, 7, 7, 7, 7]), Ok(28));
/// // Twice the sum is past u32::MAX: the u64 method answers.
/// assert_eq!(max_score_narrow(&[u32::MAX, u32::MAX]), Ok(4_294_967_295));
/// # }
/// ```
pub fn max_score_narrow(values: &[u32]) -> Result<u64, Error> {
    check_len("max_score_narrow", values.len(), MAX_LEN)?;
    let total: u64 = values.iter().map(|&v| u64::from(v)).sum();
    if !fits_in_u32(total) {
        return max_score_quadratic(values);
    }
    Ok(u64::from(fill_narrow(values)))
}

/// Whether every number of the `u32` loop fits a `u32` on a row of sum
/// `total`: `2T <= u32::MAX`, as *Why it is exact* proves.
fn fits_in_u32(total: u64) -> bool {
    total
        .checked_mul(2)
        .is_some_and(|twice| twice <= u64::from(u32::MAX))
}

// ANCHOR: narrow
/// The balance point with running maxima, in `u32`: twice the row's sum
/// must be at most `u32::MAX`. Cell (t, j) of the triangle, t <= j, is at
/// `start[t] + j`, with `start[t] = t n - t (t + 1) / 2`.
fn fill_narrow(values: &[u32]) -> u32 {
    let n = values.len();
    let mut prefix = vec![0_u32; n + 1];
    for (k, &v) in values.iter().enumerate() {
        prefix[k + 1] = prefix[k] + v;
    }
    let start: Vec<usize> = (0..n).map(|t| t * n - t * (t + 1) / 2).collect();
    // down: the best S(u, j) + f(u, j) over u in t..=j, at (t, j);
    // across[t]: the best S(i, u) + f(i, u) over u in i..=t.
    let mut down = vec![0_u32; n * (n + 1) / 2];
    let mut across = vec![0_u32; n];
    let mut whole = 0;
    for i in (0..n).rev() {
        let sum = |k: usize| prefix[k + 1] - prefix[i]; // S(i, k)
        across[i] = values[i];
        down[start[i] + i] = values[i];
        let (mut keep_left, mut keep_right) = (i, i);
        for j in i + 1..n {
            let total = sum(j);
            while keep_left < j && 2 * sum(keep_left) <= total {
                keep_left += 1;
            }
            while 2 * sum(keep_right) < total {
                keep_right += 1;
            }
            // No cut on one side scores 0, which no score is below.
            let mut score = 0;
            if keep_left > i {
                score = across[keep_left - 1];
            }
            if keep_right < j {
                score = score.max(down[start[keep_right + 1] + j]);
            }
            across[j] = across[j - 1].max(total + score);
            down[start[i] + j] = down[start[i + 1] + j].max(total + score);
            whole = score;
        }
    }
    whole
}
// ANCHOR_END: narrow

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{assert_agree, Lcg};

    #[test]
    fn equals_the_u64_method_on_long_rows() {
        let mut random = Lcg::new(1563);
        for n in [0, 1, 2, 3, 17, 500, 1_000] {
            for max in [1, 3, 1_000_000] {
                let row = random.piles(n, max);
                let zeros: Vec<u32> = row.iter().map(|&v| v - 1).collect();
                for values in [row, zeros] {
                    assert_agree(
                        &values,
                        &[
                            ("max_score_narrow", &max_score_narrow),
                            ("max_score_quadratic", &max_score_quadratic),
                        ],
                    );
                }
            }
        }
    }

    #[test]
    fn equals_the_u64_method_on_many_short_rows() {
        // A cell's S + f can fall as its interval grows, so the running maxima
        // matter: reading across[j] for across[j - 1] scores 21 on the first
        // row, not 19, and skipping the maximum down a column scores 25 on the
        // second, not 30. Long random rows missed both.
        for values in [vec![1, 3, 3, 6, 6, 4, 2, 3], vec![10, 9, 1, 2, 2, 4, 8]]
        {
            assert_agree(
                &values,
                &[
                    ("max_score_narrow", &max_score_narrow),
                    ("max_score_quadratic", &max_score_quadratic),
                ],
            );
        }
        let mut random = Lcg::new(5);
        for k in 0..60_000_u64 {
            let n = 2 + (k % 8) as usize;
            let max = [2, 4, 7, 11, 31][(k / 8 % 5) as usize];
            let values: Vec<u32> =
                random.piles(n, max).iter().map(|&v| v - 1).collect();
            assert_eq!(
                max_score_narrow(&values),
                max_score_quadratic(&values),
                "{values:?}"
            );
        }
    }

    #[test]
    fn the_guard_sends_each_row_past_half_of_u32_to_the_u64_method() {
        // The largest T with 2T <= u32::MAX stays in u32; one more would
        // overflow the loop's 2 * S(i, k) (wrong answers in a release build).
        let largest = u64::from(u32::MAX / 2);
        assert!(fits_in_u32(largest), "T = {largest}: 2T fits a u32");
        for total in [largest + 1, u64::from(u32::MAX), u64::MAX] {
            assert!(
                !fits_in_u32(total),
                "T = {total}: 2T is past u32::MAX, so fits_in_u32 must send \
                 the row to max_score_quadratic"
            );
        }
    }

    #[test]
    fn at_the_test_and_one_past_it() {
        // 2T = u32::MAX - 1, the largest even sum: the u32 loop.
        let half = u32::MAX / 2;
        for values in [
            vec![half / 2, half - half / 2],
            vec![half / 2 + 1, half - half / 2],
            vec![half / 3, half / 3, half - 2 * (half / 3)],
            vec![1, half],
            vec![half, 1],
        ] {
            assert_agree(
                &values,
                &[
                    ("max_score_narrow", &max_score_narrow),
                    ("max_score_quadratic", &max_score_quadratic),
                ],
            );
        }
        let sum = |v: &[u32]| v.iter().map(|&x| u64::from(x)).sum::<u64>();
        assert_eq!(2 * sum(&[half / 2, half - half / 2]), u64::from(half) * 2);
        assert_eq!(2 * sum(&[1, half]), u64::from(u32::MAX) + 1);
    }
}
