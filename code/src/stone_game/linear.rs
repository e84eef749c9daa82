//! Stone Game in linear time: collapse the peaks, then take the larger end.

#[cfg(any(test, feature = "book"))]
use super::error::{check_len, Error, MAX_LEN};

/// The score difference under optimal play in O(n) time.
///
/// Read the row from left to right onto a stack. Whenever the top three values
/// `x, y, z` (in row order) have `y >= x` and `y >= z`, a *peak*, replace them
/// by the single value `x - y + z`. When the row has been read, the stack has
/// no peak left: its values fall and then rise. On such a row, the players take
/// the larger end in turn, and the alternating sum of what they take is the
/// score difference.
///
/// Each value is pushed once and collapsed at most once, so the work is O(n).
/// The book's chapter [*In linear time*][in-linear-time] proves it right. The
/// crate also checks it against the rolling row on every row of up to ten piles
/// of 1 to 4 stones and on random long rows, and `code/tests/peak_proof.rs`
/// checks each step of the proof exhaustively on short rows.
///
/// ```
/// use stone_games::stone_game::book::{
///     score_difference_linear, score_difference_rolling,
/// };
///
/// assert_eq!(score_difference_linear(&[5, 3, 4, 5]), Ok(1));
/// assert_eq!(score_difference_linear(&[1, 100, 9, 1]), Ok(91));
/// let long: Vec<u32> = (0..2_000).map(|k| (k * 7_919 % 1_000) + 1).collect();
/// assert_eq!(
///     score_difference_linear(&long),
///     score_difference_rolling(&long)
/// );
/// ```
///
/// # Errors
///
/// [`Error::TooLong`] for a row of more than [`MAX_LEN`] (2³²) piles, 16 GiB
/// of input. Up to 2³² piles the difference always fits in an `i64`: each
/// player takes at most ⌈n/2⌉ piles, so the difference is at most
/// ⌈n/2⌉ · (2³² − 1) = 2⁶³ − 2³¹ in size. One pile more and it may not: on
/// 2³² + 1 piles of `u32::MAX`, the first player takes 2³¹ + 1 of them.
/// [`score_difference_linear_i64`](super::score_difference_linear_i64) does the
/// same in 64 bits, in fewer instructions ([*In linear time*][in-linear-time]
/// counts them).
///
/// [in-linear-time]: https://stone-games.github.io/stone-games/stone-game/linear.html
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: the difference is at most 2^63 - 2^31, proved \
             above: it fits an i64"
)]
pub fn score_difference_linear(piles: &[u32]) -> Result<i64, Error> {
    check_len("score_difference_linear", piles.len(), MAX_LEN)?;
    let valley = collapse(piles.iter().map(|&p| i128::from(p)));
    let difference = take_larger_ends(&valley);
    Ok(i64::try_from(difference).expect("at most 2^63 - 2^31, proved above"))
}

/// [`score_difference_linear`] for values of any sign (a pile may be a debt),
/// computed in 128 bits so that no row of `i64` values can overflow it.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game::book::score_difference_linear_signed;
///
/// // Whatever Alice takes first, Bob takes the 3 and leaves her the other
/// // debt.
/// assert_eq!(score_difference_linear_signed(&[-5, 3, -4]), -12);
/// assert_eq!(score_difference_linear_signed(&[i64::MAX, i64::MAX]), 0);
/// # }
/// ```
#[must_use]
pub fn score_difference_linear_signed(values: &[i64]) -> i128 {
    take_larger_ends(&collapse_peaks(values))
}

/// The row after step 1 of [`score_difference_linear`]: every peak collapsed.
/// Its values fall and then rise (no value is at least both its neighbours).
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game::book::collapse_peaks;
///
/// assert_eq!(collapse_peaks(&[1, 5, 2]), [-2]); // 1 - 5 + 2
/// assert_eq!(collapse_peaks(&[5, 3, 4, 5]), [5, 3, 4, 5]); // no peak
/// // 2 - 9 + 9 = 2, then the 1 is read:
/// assert_eq!(collapse_peaks(&[2, 9, 9, 1]), [2, 1]);
/// # }
/// ```
#[must_use]
pub fn collapse_peaks(values: &[i64]) -> Vec<i128> {
    collapse(values.iter().map(|&v| i128::from(v)))
}

// ANCHOR: collapse
/// Step 1: read the values onto a stack, collapsing every peak x <= y >= z into
/// the single value x - y + z as soon as it appears on top.
fn collapse(values: impl Iterator<Item = i128>) -> Vec<i128> {
    let mut stack: Vec<i128> = Vec::new();
    for value in values {
        stack.push(value);
        while let [.., x, y, z] = stack[..] {
            if y < x || y < z {
                break;
            }
            stack.truncate(stack.len() - 3);
            stack.push(x - y + z);
        }
    }
    stack
}
// ANCHOR_END: collapse

// ANCHOR: take_larger_ends
/// Step 2: on a row with no peak (its values fall, then rise), the players take
/// the larger end in turn; the alternating sum of what they take is the score
/// difference.
fn take_larger_ends(valley: &[i128]) -> i128 {
    let (mut lo, mut hi) = (0, valley.len());
    let (mut difference, mut sign) = (0, 1);
    while lo < hi {
        let taken = if valley[lo] >= valley[hi - 1] {
            lo += 1;
            valley[lo - 1]
        } else {
            hi -= 1;
            valley[hi]
        };
        difference += sign * taken;
        sign = -sign;
    }
    difference
}
// ANCHOR_END: take_larger_ends

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{all_rows, small_signed_rows};
    use crate::stone_game::book::{
        score_difference_linear_i64, score_difference_rolling,
        score_difference_rolling_signed,
    };
    use crate::stone_game::game_tree::signed_game_tree;

    #[test]
    fn both_equal_the_rolling_row_on_every_row_of_up_to_ten_piles_of_1_to_4() {
        // The method in 128 bits, and in 64 bits on one allocation.
        let mut rows = 0;
        for len in 0..=10 {
            for piles in all_rows(len, 4) {
                let expected = score_difference_rolling(&piles);
                let linear = score_difference_linear(&piles);
                assert_eq!(linear, expected, "{piles:?}");
                let in_64_bits = score_difference_linear_i64(&piles);
                assert_eq!(in_64_bits, expected, "{piles:?}");
                rows += 1;
            }
        }
        assert_eq!(rows, (0..=10).map(|len| 4_u64.pow(len)).sum::<u64>());
    }

    #[test]
    fn with_zero_and_negative_values_too() {
        // Every row of up to seven values in -3..=3, against the game tree on
        // the same values.
        for values in small_signed_rows() {
            let linear = score_difference_linear_signed(&values);
            assert_eq!(linear, signed_game_tree(&values), "{values:?}");
        }
    }

    #[test]
    fn collapsing_any_one_peak_keeps_the_value() {
        // The peak claim, proved in the book, checked on its own: in every
        // row of up to eight piles of 1 to 5 stones, replacing any peak x <= y
        // >= z by x - y + z leaves the score difference unchanged.
        let mut peaks = 0_u64;
        for len in 3..=8 {
            for piles in all_rows(len, 5) {
                let value = score_difference_rolling(&piles).unwrap();
                for i in 0..len - 2 {
                    let (x, y, z) = (piles[i], piles[i + 1], piles[i + 2]);
                    if y < x || y < z {
                        continue;
                    }
                    let mut collapsed: Vec<i64> =
                        piles.iter().map(|&p| i64::from(p)).collect();
                    collapsed.splice(
                        i..i + 3,
                        [i64::from(x) - i64::from(y) + i64::from(z)],
                    );
                    assert_eq!(
                        score_difference_rolling_signed(&collapsed),
                        Ok(i128::from(value)),
                        "{piles:?} at {i}"
                    );
                    peaks += 1;
                }
            }
        }
        assert!(peaks > 100_000, "{peaks}");
    }

    #[test]
    fn in_the_free_game_the_sorted_alternating_sum_is_the_value() {
        // The freer game of the chapter: a move takes any remaining value.
        fn free(values: &mut Vec<i64>) -> i64 {
            let mut best = i64::MIN;
            for k in 0..values.len() {
                let taken = values.remove(k);
                best = best.max(taken - free(values));
                values.insert(k, taken);
            }
            if values.is_empty() {
                0
            } else {
                best
            }
        }
        for len in 0..=6 {
            for row in all_rows(len, 5) {
                let mut values: Vec<i64> =
                    row.iter().map(|&v| i64::from(v)).collect();
                let mut sorted = values.clone();
                sorted.sort_unstable_by(|a, b| b.cmp(a));
                let alternating: i64 = sorted
                    .iter()
                    .zip([1, -1].iter().cycle())
                    .map(|(v, s)| v * s)
                    .sum();
                assert_eq!(free(&mut values), alternating, "{row:?}");
            }
        }
    }

    #[test]
    fn no_peak_is_left() {
        for row in all_rows(9, 4) {
            let values: Vec<i64> = row.iter().map(|&v| i64::from(v)).collect();
            let collapsed = collapse_peaks(&values);
            assert!(
                collapsed.windows(3).all(|w| w[1] < w[0] || w[1] < w[2]),
                "{values:?}"
            );
        }
    }
}
