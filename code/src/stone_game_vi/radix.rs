//! Without a comparison sort, for any values: the weights sorted by their
//! digits, least significant first.

use super::counting::difference;
use super::error::{check_len, check_same_len, Error, MAX_LEN};

/// Alice's total minus Bob's under optimal play, with the weights `a + b`
/// sorted by a radix sort: O(n) time, two arrays of n weights.
///
/// A weight is below 2³³, 33 bits. The sort orders the weights by three
/// digits of 12 bits each (36 bits cover 33), the lowest first, each a
/// stable counting sort into 4,096 buckets; a digit that is the same for
/// every weight (the top ones, when the values are small) is skipped. Then
/// Alice takes the weights at the odd places (counted from 1, the heaviest
/// first), and her
/// total minus Bob's is her weight minus Bob's values over the whole row.
///
/// # Errors
///
/// [`Error::LengthsDiffer`] for rows of different lengths;
/// [`Error::TooLong`] beyond [`MAX_LEN`].
///
/// ```
/// use stone_games::stone_game_vi::score_difference_radix;
///
/// assert_eq!(score_difference_radix(&[1, 3], &[2, 1]), Ok(1));
/// let big = [u32::MAX, 1, 7];
/// assert_eq!(score_difference_radix(&big, &[u32::MAX, 2, 0]), Ok(1 << 32));
/// ```
// ANCHOR: radix
pub fn score_difference_radix(
    alice: &[u32],
    bob: &[u32],
) -> Result<i64, Error> {
    check_same_len(alice, bob)?;
    check_len("score_difference_radix", alice.len(), MAX_LEN)?;
    let weights: Vec<u64> = (alice.iter().zip(bob))
        .map(|(&a, &b)| u64::from(a) + u64::from(b))
        .collect();
    let bob_total: u64 = bob.iter().map(|&b| u64::from(b)).sum();
    let ascending = radix_sort(weights);
    // The heaviest is at the end: Alice's places count from there.
    let alice_weight: u64 = ascending.iter().rev().step_by(2).sum();
    Ok(difference(alice_weight, bob_total))
}
// ANCHOR_END: radix

// ANCHOR: radix_sort
/// Bits in one digit of the radix sort.
const DIGIT_BITS: u32 = 12;
/// Digits of a weight: 3 × 12 = 36 bits hold any weight below 2³³.
const DIGITS: u32 = 3;

/// `keys` in ascending order: one stable counting sort per digit, lowest
/// digit first, into a second array and back.
fn radix_sort(mut keys: Vec<u64>) -> Vec<u64> {
    let mut spare = vec![0_u64; keys.len()];
    let digit_of = |key: u64, shift: u32| {
        ((key >> shift) & ((1 << DIGIT_BITS) - 1)) as usize
    };
    for shift in (0..DIGITS).map(|d| d * DIGIT_BITS) {
        let mut start = [0_usize; 1 << DIGIT_BITS];
        for &key in &keys {
            start[digit_of(key, shift)] += 1;
        }
        // Every key has the same digit here: this pass would change nothing.
        if start.contains(&keys.len()) {
            continue;
        }
        // Counts to the place where each digit's keys start.
        let mut place = 0;
        for slot in start.iter_mut() {
            (*slot, place) = (place, place + *slot);
        }
        for &key in &keys {
            let digit = digit_of(key, shift);
            spare[start[digit]] = key;
            start[digit] += 1;
        }
        std::mem::swap(&mut keys, &mut spare);
    }
    keys
}
// ANCHOR_END: radix_sort

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::Lcg;

    #[test]
    fn the_radix_sort_sorts_any_weights() {
        let mut random = Lcg::new(6);
        for n in [0, 1, 2, 3, 100, 5_000] {
            for bits in [4, 12, 13, 25, 34] {
                let keys: Vec<u64> =
                    (0..n).map(|_| random.next_u64() >> (64 - bits)).collect();
                let mut expected = keys.clone();
                expected.sort_unstable();
                assert_eq!(radix_sort(keys), expected, "{n} keys, {bits} bits");
            }
        }
        let top = (1_u64 << 33) - 2;
        assert_eq!(radix_sort(vec![top, 0, top, 1]), [0, 1, top, top]);
    }
}
