//! The ring of four without a ring: three registers and two values.

use super::error::{check_len, Error, MAX_LEN};

/// The score difference of Stone Game III (moves of 1 to 3 values) under
/// optimal play, in O(n) time and O(1) memory: the ring of four, with its
/// cells in three local variables instead of an array indexed by `% 4`.
///
/// # Why it is exact
///
/// It computes the recurrence of
/// [`difference_table`](super::book::difference_table),
///
/// ```text
/// D(n) = 0
/// D(i) = max over x in 1..=min(3, n - i) of
///            (v[i] + ... + v[i + x - 1]) - D(i + x)
/// ```
///
/// in a form without a test of the row's end:
///
/// ```text
/// D(i) = v[i] - min(D(i + 1),
///                   D(i + 2) - v[i + 1],
///                   D(i + 3) - v[i + 1] - v[i + 2])
/// ```
///
/// with `v[j] = 0` and `D(j) = 0` for every `j >= n`. The three terms are
/// the three candidates, each subtracted from `v[i]`, since
/// `max(a - p, a - q, a - r) = a - min(p, q, r)`. Past the end, a move of
/// `x > n - i` values is worth `(v[i] + ... + v[n - 1] + 0 + ...) - 0`,
/// exactly the move of `n - i` values, which is a legal candidate: the
/// padding adds no new value to the minimum. The newest difference,
/// `D(i + 1)`, enters last, so each step waits for the one before it through
/// one `min` and one subtraction only.
///
/// Every number is at most `T(0) <= n * 2^31` in size, the bound proved in
/// [`difference_table`](super::book::difference_table): `D(i + 2) - v[i + 1]`
/// is minus a candidate's part after `v[i]`, and likewise the third term. So
/// an `i64` holds every number for every row of up to [`MAX_LEN`]
/// values: no test of the values is needed.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_LEN`].
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_iii::book::score_difference_registers;
///
/// assert_eq!(score_difference_registers(&[1, 2, 3, 7]), Ok(-1));
/// assert_eq!(score_difference_registers(&[1, 2, 3, -9]), Ok(15));
/// assert_eq!(score_difference_registers(&[]), Ok(0));
/// # }
/// ```
pub fn score_difference_registers(values: &[i32]) -> Result<i64, Error> {
    check_len("score_difference_registers", values.len(), MAX_LEN)?;
    Ok(three_registers(values))
}

// ANCHOR: registers
/// D(0) for moves of 1 to 3 values, with D(i + 1), D(i + 2), D(i + 3) and
/// v[i + 1], v[i + 2] in local variables; all of them 0 past the end.
fn three_registers(values: &[i32]) -> i64 {
    let (mut d1, mut d2, mut d3) = (0_i64, 0_i64, 0_i64);
    let (mut v1, mut v2) = (0_i64, 0_i64);
    for &value in values.iter().rev() {
        let v0 = i64::from(value);
        // The older candidates first: D(i + 1) is the last one known.
        let older = (d2 - v1).min(d3 - v1 - v2);
        let d0 = v0 - d1.min(older);
        (d3, d2, d1) = (d2, d1, d0);
        (v2, v1) = (v1, v0);
    }
    d1 // D(0)
}
// ANCHOR_END: registers

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{assert_agree, Lcg, Method};
    use crate::stone_game_iii::book::{
        score_difference_ring, score_difference_table,
    };

    #[test]
    fn equals_the_ring_and_the_table_on_long_rows() {
        let mut random = Lcg::new(40);
        for n in [0, 1, 2, 3, 4, 5, 100, 1_001, 50_000] {
            let row = random.values(n);
            assert_agree(&row, &three_methods());
        }
    }

    #[test]
    fn the_largest_values_reach_the_bound() {
        // The block i32::MAX, i32::MIN, 0, 0: the mover gains 2^32 - 1.
        let row = [i32::MAX, i32::MIN, 0, 0].repeat(1_000);
        let block = (1_i64 << 32) - 1;
        assert_eq!(
            score_difference_registers(&row),
            Ok(1_000 * block),
            "score_difference_registers on 1,000 blocks i32::MAX, i32::MIN, \
             0, 0: each gains the mover 2^32 - 1"
        );
        assert_agree(&vec![i32::MIN; 1_000], &three_methods());
    }

    /// The registers, then the ring and the table at k = 3, which they
    /// are held to.
    fn three_methods() -> [Method<'static, i32, Result<i64, Error>>; 3] {
        [
            ("score_difference_registers", &score_difference_registers),
            ("score_difference_ring", &score_difference_ring),
            ("score_difference_table", &|row| {
                score_difference_table(row, 3)
            }),
        ]
    }
}
