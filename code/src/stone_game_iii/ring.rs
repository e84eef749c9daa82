//! The table, four cells at a time: O(1) memory.

use super::error::{check_len, Error, MAX_LEN};

/// The score difference of Stone Game III (moves of 1 to 3 values) under
/// optimal play, in O(n) time and O(1) memory: a ring of four cells.
///
/// `D(i)` reads only `D(i + 1)`, `D(i + 2)` and `D(i + 3)`. So four cells
/// are enough, if `D(j)` is kept in cell `j % 4`: when `D(i)` is written
/// into cell `i % 4`, the value it replaces is `D(i + 4)`, which no later
/// step reads. The numbers are those of
/// [`difference_table`](super::book::difference_table), and so is the proof
/// that they fit in an `i64`.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_LEN`].
///
/// ```
/// use stone_games::stone_game_iii::book::score_difference_ring;
///
/// assert_eq!(score_difference_ring(&[1, 2, 3, 7]), Ok(-1));
/// assert_eq!(score_difference_ring(&[]), Ok(0));
/// ```
pub fn score_difference_ring(values: &[i32]) -> Result<i64, Error> {
    check_len("score_difference_ring", values.len(), MAX_LEN)?;
    Ok(ring_of_four(values))
}

// ANCHOR: ring
/// D(0) for moves of 1 to 3 values, keeping D(j) in cell j % 4.
fn ring_of_four(values: &[i32]) -> i64 {
    let n = values.len();
    let mut ring = [0_i64; 4]; // ring[j % 4] is D(j); D(n) = 0
    for i in (0..n).rev() {
        let mut best = i64::MIN;
        let mut taken = 0;
        for x in 1..=3.min(n - i) {
            taken += i64::from(values[i + x - 1]);
            best = best.max(taken - ring[(i + x) % 4]);
        }
        ring[i % 4] = best; // replaces D(i + 4), which is no longer needed
    }
    ring[0] // D(0)
}
// ANCHOR_END: ring

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{assert_agree, Lcg, Method};
    use crate::stone_game_iii::book::score_difference_table;

    #[test]
    fn equals_the_table_on_long_rows() {
        let mut random = Lcg::new(7);
        for n in [0, 1, 2, 3, 4, 5, 100, 1_001] {
            let row = random.values(n);
            let methods: [Method<i32, _>; 2] = [
                ("score_difference_ring", &score_difference_ring),
                ("score_difference_table", &|r| score_difference_table(r, 3)),
            ];
            assert_agree(&row, &methods);
        }
    }
}
