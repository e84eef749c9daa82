//! The suffix recurrence, filled bottom-up into a table of n + 1 numbers.

use super::error::{check_steps, Error};

/// The table of the suffix recurrence: `D(i)` for every `i` from 0 to n,
/// when a move takes 1 to `k` values. O(nk) time, O(n) memory.
///
/// `D(i)` is what the player to move ends ahead by, counting only the values
/// from position `i` on, once the values before `i` are gone:
///
/// `D(n) = 0`, and `D(i) = max over x in 1..=min(k, n - i) of
/// (v[i] + ... + v[i + x - 1]) - D(i + x)`.
///
/// Each `D(i)` reads `D(i + 1)` to `D(i + k)`, so the table is filled from the
/// end of the row to its start. `D(0)` is the answer. Stone Game III is
/// `k = 3`; for large `k` this is the O(nk) baseline that
/// [`score_difference_window`](super::score_difference_window) beats.
///
/// # No overflow
///
/// Write `T(i) = |v[i]| + ... + |v[n - 1]|`, with `T(n) = 0`. Then
/// `|D(i)| <= T(i)`, by induction from the end of the row: `D(n) = 0`, and
/// each candidate for `D(i)` is a sum of `x` values minus `D(i + x)`, of size
/// at most `|v[i]| + ... + |v[i + x - 1]| + T(i + x) = T(i)`. `D(i)` is one
/// of the candidates, and the running sum `taken` is at most `T(i)` too. So
/// every number computed is at most `T(0) <= n * 2^31` in size (an `i32` is
/// at least `-2^31`), which is below `2^63` for every
/// `n <= MAX_LEN = 2^32 - 1`: an `i64` holds it.
///
/// # Errors
///
/// [`Error::KIsZero`] when `k = 0`; [`Error::TooLong`] for rows longer
/// than [`MAX_LEN`](super::MAX_LEN); [`Error::TooManySteps`] when
/// n · min(k, n) is more than
/// [`MAX_TABLE_STEPS`](super::book::MAX_TABLE_STEPS).
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_iii::book::difference_table;
///
/// let table = difference_table(&[1, 2, 3, 7], 3)?;
/// assert_eq!(table, [-1, 12, 10, 7, 0]); // D(0) is the answer: Bob wins
/// # }
/// # Ok::<(), stone_games::stone_game_iii::Error>(())
/// ```
pub fn difference_table(values: &[i32], k: usize) -> Result<Vec<i64>, Error> {
    check_steps("difference_table", values.len(), k)?;
    Ok(fill_table(values, k))
}

/// The score difference under optimal play, read from
/// [`difference_table`]: its first cell, `D(0)`. O(nk) time, O(n) memory.
///
/// # Errors
///
/// As [`difference_table`].
///
/// ```
/// use stone_games::stone_game_iii::book::score_difference_table;
///
/// assert_eq!(score_difference_table(&[1, 2, 3, -9], 3), Ok(15));
/// assert_eq!(score_difference_table(&[1, 2, 3, 6], 3), Ok(0));
/// ```
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn score_difference_table(values: &[i32], k: usize) -> Result<i64, Error> {
    check_steps("score_difference_table", values.len(), k)?;
    difference_table(values, k).map(|d| d[0])
}

// ANCHOR: table
/// `d[i]` is D(i), for i from 0 to n; `d[n] = 0`, as no value is left.
fn fill_table(values: &[i32], k: usize) -> Vec<i64> {
    let n = values.len();
    let mut d = vec![0_i64; n + 1];
    for i in (0..n).rev() {
        let mut best = i64::MIN;
        let mut taken = 0; // v[i] + ... + v[i + x - 1]
        for x in 1..=k.min(n - i) {
            taken += i64::from(values[i + x - 1]);
            best = best.max(taken - d[i + x]); // d[i + x] is already known
        }
        d[i] = best;
    }
    d
}
// ANCHOR_END: table

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_examples_by_hand() {
        assert_eq!(difference_table(&[], 3), Ok(vec![0]));
        assert_eq!(
            difference_table(&[1, 2, 3, -9], 3),
            Ok(vec![15, 14, 12, -9, 0])
        );
        assert_eq!(
            difference_table(&[1, 2, 3, 6], 3),
            Ok(vec![0, 11, 9, 6, 0])
        );
        assert_eq!(score_difference_table(&[1, 2], 0), Err(Error::KIsZero));
    }

    #[test]
    fn the_extreme_values_stay_within_the_bound() {
        // Every value as large as an i32 allows, of both signs: each |D(i)|
        // is at most T(i), the sum of the sizes of the values from i on.
        for row in [
            vec![i32::MIN; 50],
            vec![i32::MAX; 50],
            [i32::MIN, i32::MAX].repeat(25),
        ] {
            for k in [1, 2, 3, 7, 100] {
                let d = difference_table(&row, k).unwrap();
                let mut size = 0_i64;
                for i in (0..row.len()).rev() {
                    size += i64::from(row[i]).abs();
                    assert!(d[i].abs() <= size, "k = {k}, i = {i}");
                }
            }
        }
        // k = 1 forces the alternation: the bound is reached.
        let row = [i32::MAX, i32::MIN].repeat(3);
        let size: i64 = row.iter().map(|&v| i64::from(v).abs()).sum();
        assert_eq!(score_difference_table(&row, 1), Ok(size));
    }
}
