//! Without a comparison sort, for any values: the weights sorted by their
//! digits, least significant first; and the stones sorted the same way, in
//! the order optimal play takes them.

use super::difference;
use super::error::{check_len, check_same_len, Error, MAX_LEN, MAX_PLAY_LEN};

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
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_vi::book::score_difference_radix;
///
/// assert_eq!(score_difference_radix(&[1, 3], &[2, 1]), Ok(1));
/// let big = [u32::MAX, 1, 7];
/// assert_eq!(score_difference_radix(&big, &[u32::MAX, 2, 0]), Ok(1 << 32));
/// # }
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
    let ascending = radix_sort(weights, WEIGHT_BITS);
    // The heaviest is at the end: Alice's places count from there.
    let alice_weight: u64 = ascending.iter().rev().step_by(2).sum();
    Ok(difference(alice_weight, bob_total))
}
// ANCHOR_END: radix

// ANCHOR: radix_sort
/// Bits in one digit of the radix sort.
const DIGIT_BITS: u32 = 12;
/// Bits of a weight, which is below 2³³: three digits hold it.
const WEIGHT_BITS: u32 = 33;

/// `keys`, each below 2^`bits`, in ascending order: one stable counting
/// sort per digit, lowest digit first, into a second array and back.
fn radix_sort(mut keys: Vec<u64>, bits: u32) -> Vec<u64> {
    let mut spare = vec![0_u64; keys.len()];
    let digit_of = |key: u64, shift: u32| {
        ((key >> shift) & ((1 << DIGIT_BITS) - 1)) as usize
    };
    for shift in (0..bits).step_by(DIGIT_BITS as usize) {
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

/// Every stone's place in the rows, the heaviest weight `a + b` first, and
/// stones of equal weight in the order of the rows: the order in which
/// [`optimal_play`](super::optimal_play) and a
/// [`Position`](super::Position) take them. O(n) time: one radix sort of
/// keys that hold, above the place, how much lighter than 2³³ the stone is.
///
/// # Errors
///
/// [`Error::LengthsDiffer`] for rows of different lengths;
/// [`Error::TooLong`] beyond [`MAX_PLAY_LEN`], the limit of the game that
/// `optimal_play` plays.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_vi::book::heaviest_first;
///
/// // Weights 3, 10, 10, 1: the tie keeps the order of the rows.
/// let order = heaviest_first(&[2, 4, 3, 1], &[1, 6, 7, 0])?;
/// assert_eq!(order, [1, 2, 0, 3]);
/// # }
/// # Ok::<(), stone_games::stone_game_vi::Error>(())
/// ```
pub fn heaviest_first(alice: &[u32], bob: &[u32]) -> Result<Vec<usize>, Error> {
    check_same_len(alice, bob)?;
    check_len("heaviest_first", alice.len(), MAX_PLAY_LEN)?;
    // Bits for any place in the rows: 24 at MAX_PLAY_LEN, 57 in a key.
    let place_bits = usize::BITS - alice.len().leading_zeros();
    let keys: Vec<u64> = (alice.iter().zip(bob).enumerate())
        .map(|(place, (&a, &b))| {
            let lighter =
                (1 << WEIGHT_BITS) - 1 - (u64::from(a) + u64::from(b));
            lighter << place_bits | place as u64
        })
        .collect();
    let place_mask = (1 << place_bits) - 1;
    let ascending = radix_sort(keys, WEIGHT_BITS + place_bits);
    Ok(ascending
        .into_iter()
        .map(|key| (key & place_mask) as usize)
        .collect())
}

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
                assert_eq!(
                    radix_sort(keys, bits),
                    expected,
                    "{n} keys, {bits} bits"
                );
            }
        }
        let top = (1_u64 << 33) - 2;
        assert_eq!(radix_sort(vec![top, 0, top, 1], 33), [0, 1, top, top]);
    }

    /// On random rows of any values and of few (ties), of up to 300
    /// stones: the stable sort by weight, heaviest first, that
    /// `optimal_play` used before; and the largest weights sort first.
    #[test]
    fn heaviest_first_is_the_stable_sort_by_weight() {
        use std::cmp::Reverse;
        let mut random = Lcg::new(16);
        for n in [0, 1, 2, 3, 17, 300] {
            for shift in [0, 30, 62] {
                let mut row = || -> Vec<u32> {
                    let mut next = || (random.next_u64() >> shift) as u32;
                    (0..n).map(|_| next()).collect()
                };
                let (alice, bob) = (row(), row());
                let weight = |i: usize| u64::from(alice[i]) + u64::from(bob[i]);
                let mut expected: Vec<usize> = (0..n).collect();
                expected.sort_by_key(|&i| Reverse(weight(i)));
                assert_eq!(heaviest_first(&alice, &bob), Ok(expected));
            }
        }
        let max = [u32::MAX, 0, u32::MAX];
        assert_eq!(heaviest_first(&max, &[u32::MAX, 0, 1]), Ok(vec![0, 2, 1]));
    }
}
