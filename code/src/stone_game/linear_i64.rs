//! The linear method in 64-bit integers, on a stack allocated once.

use super::error::{check_len, Error, MAX_LEN};

/// [`score_difference_linear`](super::book::score_difference_linear) in 64-bit
/// integers, on a stack allocated once: the same two steps, the same answer,
/// in fewer instructions. The book's chapter [*In linear
/// time*][in-linear-time] quotes the instructions per pile, counted with
/// cachegrind, and the times, from its recordings.
///
/// **Why 64 bits are enough.** Every number the method computes (a value on
/// the stack, a difference on the way to a collapse, the running difference
/// of step 2) is a sum of distinct piles, each taken once with a sign, in
/// which at most ⌈n/2⌉ piles have a plus sign and at most ⌈n/2⌉ a minus sign.
///
/// - A value on the stack is `a - b + c - ... + d`, the alternating sum of an
///   odd number of neighbouring piles: true of a pile just read, and if
///   `x`, `y`, `z` are such sums over three neighbouring runs, so is
///   `x - y + z`, over the three runs joined. A run of 2k + 1 piles has k + 1
///   plus signs and k minus signs, and 2k + 1 <= n, so k + 1 <= ⌈n/2⌉. On the
///   way, `x - y` has as many signs of each kind, at most n/2.
/// - In step 2, let the valley hold m values, over runs of 2k₁ + 1, ...,
///   2kₘ + 1 piles, and K = k₁ + ... + kₘ, so n = 2K + m. A value taken
///   with a plus sign brings kᵢ + 1 plus signs and kᵢ minus signs; with a
///   minus sign, the reverse. The signs alternate, so at most ⌈m/2⌉ values
///   have either sign, and the running difference has at most
///   K + ⌈m/2⌉ = ⌈n/2⌉ signs of each kind (n − m = 2K is even).
///
/// A pile holds at most 2³² − 1 stones, so every number is at most
/// ⌈n/2⌉ · (2³² − 1) in size, which is at most `i64::MAX` = 2⁶³ − 1 exactly
/// when ⌈n/2⌉ <= 2³¹, that is n <= 2³² ([`MAX_LEN`]):
/// 2³¹ · (2³² − 1) = 2⁶³ − 2³¹, while (2³¹ + 1) · (2³² − 1) > 2⁶³. Two piles
/// more and the answer itself may not fit: on 2³² + 2 piles alternating
/// `u32::MAX` and 0, the first player takes every full pile, and the
/// difference is (2³¹ + 1) · (2³² − 1).
///
/// **Why the stack is never moved.** Reading a value pushes one value, and a
/// collapse pops two, so after k piles the stack holds at most k values. The
/// n places reserved at the start are never outgrown.
///
/// The crate checks it against the rolling row on every row of up to ten
/// piles of 1 to 4 stones and on random rows (increasing rows, rows of
/// `u32::MAX`), and checks the bound where it is tight: on rows of up to nine
/// values of up to `i64::MAX / ⌈n/2⌉`, against the 128-bit method.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game::book::{
///     score_difference_linear, score_difference_linear_i64,
/// };
///
/// assert_eq!(score_difference_linear_i64(&[5, 3, 4, 5]), Ok(1));
/// let long: Vec<u32> = (0..2_000).map(|k| (k * 7_919 % 1_000) + 1).collect();
/// assert_eq!(
///     score_difference_linear_i64(&long),
///     score_difference_linear(&long)
/// );
/// // An increasing row: nothing collapses, step 2 takes every pile.
/// let increasing: Vec<u32> = (1..=1_000).collect();
/// assert_eq!(score_difference_linear_i64(&increasing), Ok(500));
/// # }
/// ```
///
/// # Errors
///
/// [`Error::TooLong`] for a row of more than [`MAX_LEN`]
/// (2³²) piles, 16 GiB of input.
///
/// [in-linear-time]: https://stone-games.github.io/stone-games/stone-game/linear.html
// ANCHOR: score_difference_linear_i64
pub fn score_difference_linear_i64(piles: &[u32]) -> Result<i64, Error> {
    check_len("score_difference_linear_i64", piles.len(), MAX_LEN)?;
    let valley = collapse_i64(piles.iter().map(|&pile| i64::from(pile)));
    Ok(take_larger_ends_i64(&valley))
}
// ANCHOR_END: score_difference_linear_i64

// ANCHOR: collapse_i64
/// Step 1 in 64 bits. The stack is allocated once, for n values: each value
/// read is pushed once, and each collapse pops two, so it never holds more.
/// The value read waits in `z` while it makes a peak with the two values on
/// top, and absorbs them; it is pushed once, when it no longer makes one.
fn collapse_i64(values: impl ExactSizeIterator<Item = i64>) -> Vec<i64> {
    let mut stack = Vec::with_capacity(values.len());
    for mut z in values {
        while let [.., x, y] = stack[..] {
            if y < x || y < z {
                break;
            }
            stack.truncate(stack.len() - 2);
            z += x - y; // the peak x y z becomes x - y + z
        }
        stack.push(z);
    }
    stack
}
// ANCHOR_END: collapse_i64

// ANCHOR: take_larger_ends_i64
/// Step 2 in 64 bits. `lead` is the difference of the player who took last:
/// taking `v` turns the opponent's lead into `v - lead`. The ends are taken in
/// runs, from the right while its end is larger, then from the left while its
/// end is at least as large: on a long V with its larger end on one side, a
/// run is one loop whose test the processor predicts.
fn take_larger_ends_i64(valley: &[i64]) -> i64 {
    let (mut rest, mut lead) = (valley, 0);
    loop {
        while let [left, .., right] = *rest {
            if right <= left {
                break;
            }
            lead = right - lead;
            rest = &rest[..rest.len() - 1];
        }
        while let [left, .., right] = *rest {
            if left < right {
                break;
            }
            lead = left - lead;
            rest = &rest[1..];
        }
        match *rest {
            [] => break,
            [last] => {
                lead = last - lead;
                break;
            }
            _ => {}
        }
    }
    // The first player took last when the valley has an odd length.
    if valley.len() % 2 == 1 {
        lead
    } else {
        -lead
    }
}
// ANCHOR_END: take_larger_ends_i64

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{all_rows, assert_agree, rows_of, Lcg};
    use crate::stone_game::book::{
        score_difference_linear, score_difference_linear_signed,
        score_difference_rolling,
    };

    /// Both steps on any 64-bit values, for the tests of the bound.
    fn linear_i64(values: &[i64]) -> i64 {
        take_larger_ends_i64(&collapse_i64(values.iter().copied()))
    }

    // Against the rolling row on every row of up to ten piles of 1 to 4
    // stones: with the 128-bit method, in the tests of `linear`.

    #[test]
    fn the_stack_keeps_the_capacity_it_was_given() {
        // `Vec::with_capacity(n)` gives at least n places, and a `Vec` that
        // outgrows them moves to a larger capacity: a capacity at the end
        // equal to the one `with_capacity(n)` gives shows that the stack
        // never moved.
        let given = |n: usize| Vec::<i64>::with_capacity(n).capacity();
        for len in 0..=8 {
            for piles in all_rows(len, 3) {
                let values = piles.iter().map(|&p| i64::from(p));
                let valley = collapse_i64(values);
                assert_eq!(valley.capacity(), given(len), "{piles:?}");
            }
        }
        // An increasing row fills it: nothing collapses.
        let increasing: Vec<i64> = (1..=1_000).collect();
        let valley = collapse_i64(increasing.iter().copied());
        assert_eq!(valley.len(), 1_000);
        assert_eq!(valley.capacity(), given(1_000));
    }

    #[test]
    fn the_largest_piles_do_not_overflow() {
        let big = u32::MAX;
        let wide = i64::from(big);
        for (piles, expected) in [
            (vec![big; 9], wide),
            (vec![big; 10], 0),
            (vec![big, 0, big, 0, big, 0], 3 * wide),
            (vec![0, big, 0, big, 0, big], 3 * wide),
            (vec![big, 0, big], 0),
            (vec![0, big, 0], -wide),
            (vec![big, 0, 0, big], 0),
            (vec![1, big, big, 1], 0),
        ] {
            assert_eq!(
                score_difference_linear_i64(&piles),
                Ok(expected),
                "{piles:?}"
            );
            assert_eq!(score_difference_rolling(&piles), Ok(expected));
        }
    }

    #[test]
    fn the_bound_of_the_proof_is_exact() {
        // The proof bounds every number by ceil(n/2) * (2^32 - 1) in size,
        // which fits in an i64 exactly up to n = 2^32.
        let most = u128::from(u32::MAX);
        let fits = |n: u128| n.div_ceil(2) * most <= i64::MAX as u128;
        assert!(fits(1 << 32));
        assert!(!fits((1 << 32) + 1));
        assert_eq!(MAX_LEN as u128, 1 << 32);
        // Two piles more, and on piles alternating u32::MAX and 0 the answer
        // itself is (2^31 + 1) * (2^32 - 1), more than i64::MAX.
        assert!(((1 << 31) + 1) * most > i64::MAX as u128);
        let alternating = [u32::MAX, 0].repeat(4);
        let answer = score_difference_linear(&alternating);
        assert_eq!(answer, Ok(4 * i64::from(u32::MAX)));
    }

    #[test]
    fn every_number_fits_where_the_bound_is_tight() {
        // Piles up to `top`, the largest size for which ceil(n/2) * top fits
        // in an i64: every row of n values among 0, 1, top - 1 and top.
        // A debug build checks every addition, so an overflow would panic.
        let mut rows = 0;
        for len in 1..=9_usize {
            let top = i64::MAX / len.div_ceil(2) as i64;
            let sizes = [0, 1, top - 1, top];
            for values in rows_of(len, sizes.to_vec()) {
                let exact = score_difference_linear_signed(&values);
                assert_eq!(
                    i128::from(linear_i64(&values)),
                    exact,
                    "{values:?}"
                );
                rows += 1;
            }
            // On an even row, the bound cannot be raised: with piles of
            // top + 1 alternating with 0, the first player takes every full
            // pile, and the answer itself does not fit.
            if len % 2 == 0 && top < i64::MAX {
                let over = [top + 1, 0].repeat(len / 2);
                let answer = score_difference_linear_signed(&over);
                assert!(answer > i128::from(i64::MAX), "{over:?}");
            }
        }
        assert_eq!(rows, (1..=9).map(|len| 4_u64.pow(len)).sum::<u64>());
    }

    #[test]
    fn equals_the_128_bit_method_on_long_rows() {
        // Rows that collapse, increasing rows (nothing collapses), decreasing
        // rows and rows of u32::MAX.
        let mut lcg = Lcg::new(1);
        let mut random = move || (lcg.next_u64() >> 33) as u32;
        let rows: [Vec<u32>; 5] = [
            (0..10_000).map(|_| random() % 500 + 1).collect(),
            (0..10_000).map(|_| random()).collect(),
            (1..=10_000).collect(),
            (1..=10_000).rev().collect(),
            vec![u32::MAX; 10_001],
        ];
        for piles in rows {
            assert_agree(
                &piles,
                &[
                    (
                        "score_difference_linear_i64",
                        &score_difference_linear_i64,
                    ),
                    ("score_difference_linear", &score_difference_linear),
                ],
            );
        }
    }
}
