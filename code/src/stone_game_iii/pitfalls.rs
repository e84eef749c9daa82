#![doc = include_str!("../shared/pitfalls.md")]
//!
//! The right versions are
//! [`score_difference_brute_force`](super::book::score_difference_brute_force)
//! and [`difference_table`](super::book::difference_table). Each takes the rows
//! the right version takes, and refuses the others with the same [`Error`].

use super::{check_len, Error, MAX_LEN};

/// **Wrong:** the maximum over the moves starts at 0 instead of below every
/// possible outcome.
///
/// Starting at 0 acts as if the mover could also pass, take nothing, and end
/// level. The rules allow no pass, so the answer is wrong at every position
/// where every move loses. That needs no negative value: on the first example
/// of the book, `1 2 3 7`, Alice loses by 1 whatever she does, and this
/// version calls it a tie. And the wrong cells feed the ones before them: on
/// `1 0 0 0 -2` Bob wins by 1, and this version says Alice wins by 1.
///
/// ```
/// use stone_games::stone_game_iii::{pitfalls, score_difference};
///
/// assert_eq!(pitfalls::max_starts_at_zero(&[1, 2, 3, 7]), Ok(0)); // wrong
/// assert_eq!(score_difference(&[1, 2, 3, 7]), Ok(-1));
/// assert_eq!(pitfalls::max_starts_at_zero(&[-1]), Ok(0)); // wrong
/// assert_eq!(score_difference(&[-1]), Ok(-1)); // Alice must take the -1
/// ```
///
/// # Errors
///
/// [`Error::TooLong`] past [`MAX_LEN`] values, as the right version.
// ANCHOR: max_starts_at_zero
pub fn max_starts_at_zero(values: &[i32]) -> Result<i64, Error> {
    check_len("max_starts_at_zero", values.len(), MAX_LEN)?;
    let n = values.len();
    let mut d = vec![0_i64; n + 1];
    for i in (0..n).rev() {
        let mut best = 0; // WRONG: as if the mover could take nothing
        let mut taken = 0;
        for x in 1..=3.min(n - i) {
            taken += i64::from(values[i + x - 1]);
            best = best.max(taken - d[i + x]);
        }
        d[i] = best;
    }
    Ok(d[0])
}
// ANCHOR_END: max_starts_at_zero

/// **Wrong:** the greedy player takes values while they are positive, up to
/// three, and at least one.
///
/// It misses both ways to look ahead: leaving the opponent a bad position,
/// and taking a negative value to reach a good one.
///
/// ```
/// use stone_games::stone_game_iii::{pitfalls, score_difference};
///
/// let row = [1, 1, 1, 1, 3];
/// assert_eq!(pitfalls::greedy_take_while_positive(&row), Ok(-1));
/// assert_eq!(score_difference(&row), Ok(1));
/// assert_eq!(pitfalls::greedy_take_while_positive(&[5, -1, 10]), Ok(-4));
/// assert_eq!(score_difference(&[5, -1, 10]), Ok(14));
/// ```
///
/// # Errors
///
/// [`Error::TooLong`] past [`MAX_LEN`] values, as the right version.
// ANCHOR: greedy
pub fn greedy_take_while_positive(values: &[i32]) -> Result<i64, Error> {
    check_len("greedy_take_while_positive", values.len(), MAX_LEN)?;
    let (mut i, mut difference, mut sign) = (0, 0, 1);
    while i < values.len() {
        // WRONG: no look-ahead. Take one value, then more while positive.
        let mut count = 1;
        while count < 3 && i + count < values.len() && values[i + count] > 0 {
            count += 1;
        }
        let move_values = &values[i..i + count];
        let taken: i64 = move_values.iter().map(|&v| i64::from(v)).sum();
        difference += sign * taken;
        sign = -sign; // the other player moves next
        i += count;
    }
    Ok(difference)
}
// ANCHOR_END: greedy

/// **Wrong:** two arrays, the mover's total and the other player's, where
/// the second is updated after the last move tried instead of the best one.
///
/// Returns the totals the arrays claim for Alice and Bob. Both arrays must
/// describe the same game, and nothing forces them to: here they drift
/// apart, and their totals no longer even add up to the sum of the row.
///
/// ```
/// use stone_games::stone_game_iii::{pitfalls, score_difference};
///
/// // The row adds up to 7, and the arrays claim 4 each: a tie.
/// assert_eq!(pitfalls::two_arrays_drift(&[1, 1, 1, 1, 3]), Ok((4, 4)));
/// assert_eq!(score_difference(&[1, 1, 1, 1, 3]), Ok(1)); // Alice 4, Bob 3
/// ```
///
/// # Errors
///
/// [`Error::TooLong`] past [`MAX_LEN`] values, as the right version.
// ANCHOR: two_arrays
pub fn two_arrays_drift(values: &[i32]) -> Result<(i64, i64), Error> {
    check_len("two_arrays_drift", values.len(), MAX_LEN)?;
    let n = values.len();
    let mut mover = vec![0_i64; n + 1]; // what the player to move at i gets
    let mut other = vec![0_i64; n + 1]; // what the other player gets
    for i in (0..n).rev() {
        mover[i] = i64::MIN;
        let mut taken = 0;
        for x in 1..=3.min(n - i) {
            taken += i64::from(values[i + x - 1]);
            // After this move, the mover is the other player at i + x.
            if taken + other[i + x] > mover[i] {
                mover[i] = taken + other[i + x];
            }
            other[i] = mover[i + x]; // WRONG: belongs inside the `if`
        }
    }
    Ok((mover[0], other[0]))
}
// ANCHOR_END: two_arrays

/// **Wrong:** the table kept in 32 bits.
///
/// When a result leaves the range of an `i32`, Java, and Rust built for
/// release, wrap it around silently; in C it is undefined behaviour, which
/// usually wraps too; a debug build of Rust panics instead. So that this
/// demonstration gives the same wrong answer in every build, and never panics,
/// it wraps on purpose, with `wrapping_add` and `wrapping_sub`: that is what
/// the silent version does.
///
/// On LeetCode's rows (|v| ≤ 1,000 and at most 50,000 values) every number
/// stays below 5 · 10⁷ and 32 bits are enough. The crate takes any `i32`.
///
/// ```
/// use stone_games::stone_game_iii::{pitfalls, score_difference};
///
/// // Taking both values, 4,000,000,000, wraps to -294,967,296 in 32 bits.
/// let row = [2_000_000_000, 2_000_000_000];
/// assert_eq!(pitfalls::sums_in_32_bits(&row), Ok(0)); // wrong: "a tie"
/// assert_eq!(score_difference(&row), Ok(4_000_000_000)); // she takes both
/// ```
///
/// # Errors
///
/// [`Error::TooLong`] past [`MAX_LEN`] values, as the right version.
// ANCHOR: sums_in_32_bits
pub fn sums_in_32_bits(values: &[i32]) -> Result<i32, Error> {
    check_len("sums_in_32_bits", values.len(), MAX_LEN)?;
    let n = values.len();
    let mut d = vec![0_i32; n + 1]; // WRONG: D(i) can be up to n * 2^31
    for i in (0..n).rev() {
        let mut best = i32::MIN;
        let mut taken = 0_i32;
        for x in 1..=3.min(n - i) {
            taken = taken.wrapping_add(values[i + x - 1]);
            best = best.max(taken.wrapping_sub(d[i + x]));
        }
        d[i] = best;
    }
    Ok(d[0])
}
// ANCHOR_END: sums_in_32_bits

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone_game_iii::score_difference;

    #[test]
    fn each_pitfall_is_right_somewhere_and_wrong_on_its_input() {
        // Right on the first example, so a single example does not catch them.
        let row = [1, 2, 3, 7];
        assert_eq!(greedy_take_while_positive(&row), score_difference(&row));
        let (alice, bob) = two_arrays_drift(&row).unwrap();
        assert_eq!(Ok(alice - bob), score_difference(&row));
        assert_eq!(
            i64::from(sums_in_32_bits(&row).unwrap()),
            score_difference(&row).unwrap()
        );
        // The greedy player is right on all three examples of the book.
        for row in [[1, 2, 3, 7], [1, 2, 3, -9], [1, 2, 3, 6]] {
            assert_eq!(
                greedy_take_while_positive(&row),
                score_difference(&row)
            );
        }
        // Wrong on these.
        assert_ne!(max_starts_at_zero(&[-1]), score_difference(&[-1]));
        assert_ne!(max_starts_at_zero(&row), score_difference(&row));
        // The wrong zeros feed the cells before them: the wrong winner.
        assert_eq!(max_starts_at_zero(&[1, 0, 0, 0, -2]), Ok(1));
        assert_eq!(score_difference(&[1, 0, 0, 0, -2]), Ok(-1));
        // Right at the start by luck, wrong on the suffixes.
        assert_eq!(max_starts_at_zero(&[-1, -2, -3]), Ok(0));
        assert_eq!(score_difference(&[-1, -2, -3]), Ok(0));
        assert_eq!(max_starts_at_zero(&[-2, -3]), Ok(0));
        assert_eq!(score_difference(&[-2, -3]), Ok(1));
        assert_eq!(max_starts_at_zero(&[-3]), Ok(0));
        assert_eq!(score_difference(&[-3]), Ok(-3));
        assert_ne!(
            greedy_take_while_positive(&[5, -1, 10]),
            score_difference(&[5, -1, 10])
        );
        let (alice, bob) = two_arrays_drift(&[1, 1, 1, 1, 3]).unwrap();
        assert_ne!(Ok(alice - bob), score_difference(&[1, 1, 1, 1, 3]));
        let big = [2_000_000_000, 2_000_000_000];
        let in_32_bits = i64::from(sums_in_32_bits(&big).unwrap());
        assert_ne!(Ok(in_32_bits), score_difference(&big));
    }
}
