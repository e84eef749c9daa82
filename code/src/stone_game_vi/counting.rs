//! Without a sort: count the stones of each weight, and read the counts from
//! the heaviest down.

use super::difference;
use super::error::{
    check_len, check_same_len, Error, MAX_COUNTING_WEIGHT, MAX_LEN,
};

/// Alice's total minus Bob's under optimal play, from the number of stones
/// of each weight `a + b`: O(n + W) time and O(W) memory for a largest
/// weight W.
///
/// Alice's total minus Bob's is the total weight of the stones Alice takes
/// minus Bob's values over the whole row ([proved][shared]). The picks go
/// down the weights, and among c stones of one weight the player who takes
/// the first takes ⌈c/2⌉ of them, the other ⌊c/2⌋, whichever they are: so
/// the counts and one running parity give Alice's weight. No stone is moved
/// and nothing is allocated per stone.
///
/// # Errors
///
/// [`Error::LengthsDiffer`] for rows of different lengths;
/// [`Error::TooLong`] beyond [`MAX_LEN`]; [`Error::WeightTooLarge`]
/// when a weight is beyond [`MAX_COUNTING_WEIGHT`]
/// ([`score_difference_radix`](super::score_difference_radix) takes any).
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_vi::{book::score_difference_counting, Error};
///
/// assert_eq!(score_difference_counting(&[1, 3], &[2, 1]), Ok(1));
/// assert_eq!(score_difference_counting(&[2, 4, 3], &[1, 6, 7]), Ok(-1));
/// assert_eq!(
///     score_difference_counting(&[70_000], &[0]),
///     Err(Error::WeightTooLarge {
///         function: "score_difference_counting",
///         weight: 70_000,
///         limit: 65_535
///     })
/// );
/// # }
/// ```
///
/// [shared]: https://stone-games.github.io/stone-games/stone-game-vi/shared-weight.html
// ANCHOR: counting
pub fn score_difference_counting(
    alice: &[u32],
    bob: &[u32],
) -> Result<i64, Error> {
    check_same_len(alice, bob)?;
    check_len("score_difference_counting", alice.len(), MAX_LEN)?;
    // One pass for the largest weight and Bob's total over the whole row.
    let (mut heaviest, mut bob_total) = (0_u64, 0_u64);
    for (&a, &b) in alice.iter().zip(bob) {
        heaviest = heaviest.max(u64::from(a) + u64::from(b));
        bob_total += u64::from(b);
    }
    if heaviest > MAX_COUNTING_WEIGHT {
        return Err(Error::WeightTooLarge {
            function: "score_difference_counting",
            weight: heaviest,
            limit: MAX_COUNTING_WEIGHT,
        });
    }
    // One pass to count the stones of each weight.
    let mut count = vec![0_u64; heaviest as usize + 1];
    for (&a, &b) in alice.iter().zip(bob) {
        count[(a + b) as usize] += 1;
    }
    // The weights from the heaviest down; `picks` stones are gone before.
    let (mut picks, mut alice_weight) = (0_u64, 0_u64);
    for (weight, &c) in count.iter().enumerate().rev() {
        let alices = if picks % 2 == 0 { c.div_ceil(2) } else { c / 2 };
        alice_weight += alices * weight as u64;
        picks += c;
    }
    Ok(difference(alice_weight, bob_total))
}
// ANCHOR_END: counting

/// One weight of the counting method, as [`counting_trace`] records it.
#[cfg(feature = "book")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountingStep {
    /// The weight `a + b` of these stones.
    pub weight: u64,
    /// How many stones have it.
    pub stones: u64,
    /// How many stones are heavier: the picks before these.
    pub picks_before: u64,
    /// How many of these stones Alice takes: ⌈stones/2⌉ when `picks_before`
    /// is even, ⌊stones/2⌋ when it is odd.
    pub alices: u64,
    /// The total weight of Alice's stones so far, these included.
    pub alice_weight: u64,
}

/// Every weight that some stone has, heaviest first, as the counting method
/// reads its counters, for the book's step-through; and Bob's values over
/// the whole row. Alice's total minus Bob's is the last step's
/// `alice_weight` minus that total.
///
/// # Errors
///
/// As [`score_difference_counting`].
///
/// ```
/// use stone_games::stone_game_vi::book::counting_trace;
///
/// let (steps, bob_total) = counting_trace(&[2, 4, 3], &[1, 6, 7])?;
/// assert_eq!(bob_total, 14);
/// assert_eq!((steps[0].weight, steps[0].stones, steps[0].alices), (10, 2, 1));
/// assert_eq!((steps[1].weight, steps[1].alice_weight), (3, 13));
/// # Ok::<(), stone_games::stone_game_vi::Error>(())
/// ```
#[cfg(feature = "book")]
pub fn counting_trace(
    alice: &[u32],
    bob: &[u32],
) -> Result<(Vec<CountingStep>, u64), Error> {
    check_same_len(alice, bob)?;
    check_len("counting_trace", alice.len(), MAX_LEN)?;
    let heaviest = (alice.iter().zip(bob))
        .map(|(&a, &b)| u64::from(a) + u64::from(b))
        .max()
        .unwrap_or(0);
    if heaviest > MAX_COUNTING_WEIGHT {
        return Err(Error::WeightTooLarge {
            function: "counting_trace",
            weight: heaviest,
            limit: MAX_COUNTING_WEIGHT,
        });
    }
    let mut count = vec![0_u64; heaviest as usize + 1];
    for (&a, &b) in alice.iter().zip(bob) {
        count[(a + b) as usize] += 1;
    }
    let bob_total = bob.iter().map(|&b| u64::from(b)).sum();
    let (mut picks, mut alice_weight, mut steps) = (0, 0, Vec::new());
    for (weight, &c) in count.iter().enumerate().rev().filter(|(_, &c)| c > 0) {
        let alices = if picks % 2 == 0 { c.div_ceil(2) } else { c / 2 };
        alice_weight += alices * weight as u64;
        steps.push(CountingStep {
            weight: weight as u64,
            stones: c,
            picks_before: picks,
            alices,
            alice_weight,
        });
        picks += c;
    }
    Ok((steps, bob_total))
}

#[cfg(all(test, feature = "book"))]
mod tests {
    use super::*;
    use crate::shared::testing::{random_row, rows_of};

    /// The steps the counting method should record, from their docs alone:
    /// the stones sorted heaviest first, picked in turn from Alice, and
    /// each weight's stones counted with the picks before them.
    fn steps_by_sorting(alice: &[u32], bob: &[u32]) -> Vec<CountingStep> {
        let mut weights: Vec<u64> = (alice.iter().zip(bob))
            .map(|(&a, &b)| u64::from(a) + u64::from(b))
            .collect();
        weights.sort_unstable_by(|x, y| y.cmp(x));
        let mut steps: Vec<CountingStep> = Vec::new();
        let mut alice_weight = 0;
        for (pick, &weight) in weights.iter().enumerate() {
            let alices = u64::from(pick % 2 == 0);
            alice_weight += alices * weight;
            match steps.last_mut() {
                Some(step) if step.weight == weight => {
                    step.stones += 1;
                    step.alices += alices;
                    step.alice_weight = alice_weight;
                }
                _ => steps.push(CountingStep {
                    weight,
                    stones: 1,
                    picks_before: pick as u64,
                    alices,
                    alice_weight,
                }),
            }
        }
        steps
    }

    /// Every step of the trace, every field, is what its doc says, on
    /// every pair of rows of up to 4 stones of 0 to 3 and on 500 random
    /// pairs of up to 40 stones of 0 to 9 (ties of weight on most), with
    /// Bob's total over the whole row.
    #[test]
    fn every_step_counts_the_stones_of_its_weight_in_turn() {
        let small = (0..=4).flat_map(|n| rows_of(2 * n, (0..=3).collect()));
        let random = (0..500_u64)
            .map(|seed| random_row(seed, 2 * (seed as usize % 41), 0, 9));
        for both in small.chain(random) {
            let (alice, bob) = both.split_at(both.len() / 2);
            let (steps, bob_total) = counting_trace(alice, bob).unwrap();
            let at = format!("{alice:?} {bob:?}");
            assert_eq!(steps, steps_by_sorting(alice, bob), "{at}");
            let bobs: u64 = bob.iter().map(|&b| u64::from(b)).sum();
            assert_eq!(bob_total, bobs, "{at}");
        }
    }
}
