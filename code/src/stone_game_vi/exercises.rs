#![doc = include_str!("../shared/exercises.md")]
//!
//! [exercises-and-practice]: https://stone-games.github.io/stone-games/stone-game-vi/exercises.html

use std::cmp::Reverse;
use std::collections::HashSet;

use super::error::{check_len, check_same_len, Error, MAX_LEN};
use super::{score_difference, Winner};

/// Exercise 3: LeetCode's answer, 1 when Alice wins, −1 when Bob does, 0
/// for a tie.
///
/// # Errors
///
/// As [`score_difference`].
///
/// ```
/// use stone_games::stone_game_vi::exercises::leetcode_1686;
///
/// assert_eq!(leetcode_1686(&[1, 3], &[2, 1]), Ok(1));
/// assert_eq!(leetcode_1686(&[1, 2], &[3, 1]), Ok(0));
/// assert_eq!(leetcode_1686(&[2, 4, 3], &[1, 6, 7]), Ok(-1));
/// ```
// ANCHOR: leetcode_1686
pub fn leetcode_1686(alice: &[u32], bob: &[u32]) -> Result<i32, Error> {
    check_same_len(alice, bob)?;
    check_len("leetcode_1686", alice.len(), MAX_LEN)?;
    Ok(
        match Winner::from_difference(score_difference(alice, bob)?) {
            Winner::Alice => 1,
            Winner::Bob => -1,
            Winner::Tie => 0,
        },
    )
}
// ANCHOR_END: leetcode_1686

/// Exercise 4: Alice's total minus Bob's when Bob moves first.
///
/// Then Bob is the first player of the same game with the rows swapped, and
/// his lead there is Alice's deficit here.
///
/// # Errors
///
/// As [`score_difference`], with Alice's row named first:
/// [`Error::LengthsDiffer`] when the rows differ in length;
/// [`Error::TooLong`] beyond [`MAX_LEN`].
///
/// ```
/// use stone_games::stone_game_vi::{exercises::bob_first, Error};
///
/// // Bob takes the stone of weight 4 (his 1), Alice her 1.
/// assert_eq!(bob_first(&[1, 3], &[2, 1]), Ok(0));
/// assert_eq!(
///     bob_first(&[1, 3, 5], &[2]),
///     Err(Error::LengthsDiffer { alice: 3, bob: 1 })
/// );
/// ```
// ANCHOR: bob_first
pub fn bob_first(alice: &[u32], bob: &[u32]) -> Result<i64, Error> {
    // Checked in Alice's order, so that an error names her row as hers.
    check_same_len(alice, bob)?;
    check_len("bob_first", alice.len(), MAX_LEN)?;
    Ok(-score_difference(bob, alice)?)
}
// ANCHOR_END: bob_first

/// Exercise 5: when both players value every stone the same, the score
/// difference is the alternating sum of the values, largest first.
///
/// Each weight is twice the value, so the heaviest stone is the most
/// valuable one, and Alice takes the first, third, fifth... of them.
///
/// # Errors
///
/// [`Error::TooLong`] beyond [`MAX_LEN`].
///
/// ```
/// use stone_games::stone_game_vi::exercises::same_values;
///
/// assert_eq!(same_values(&[3, 9, 1, 4]), Ok(9 - 4 + 3 - 1));
/// ```
// ANCHOR: same_values
pub fn same_values(values: &[u32]) -> Result<i64, Error> {
    check_same_len(values, values)?;
    check_len("same_values", values.len(), MAX_LEN)?;
    let mut sorted = values.to_vec();
    sorted.sort_unstable_by_key(|&v| Reverse(v));
    Ok(sorted
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            if i % 2 == 0 {
                i64::from(v)
            } else {
                -i64::from(v)
            }
        })
        .sum())
}
// ANCHOR_END: same_values

/// Exercise 8: every stone Alice can take first and still end as far ahead
/// as optimal play allows, by their places in the rows, in order.
///
/// With the weights sorted heaviest first, w₁ ≥ w₂ ≥ ..., taking the stone
/// at sorted place j costs Alice (w₁ − w₂) + (w₃ − w₄) + ... over the first
/// ⌊j/2⌋ pairs (the book's exchange argument, worked out in the
/// [answer][exercises]). So
/// the stone at place j is optimal exactly when each of those pairs is a
/// tie: the heaviest stones always, and more only when weights tie in pairs.
///
/// # Errors
///
/// [`Error::LengthsDiffer`] for rows of different lengths;
/// [`Error::TooLong`] beyond [`MAX_LEN`].
///
/// ```
/// use stone_games::stone_game_vi::exercises::optimal_first_moves;
///
/// // Weights 4, 3: only the stone of weight 4.
/// assert_eq!(optimal_first_moves(&[1, 2], &[3, 1]), Ok(vec![0]));
/// // Weights 5, 5, 3: the light stone too, since the two 5s tie.
/// assert_eq!(optimal_first_moves(&[2, 1, 3], &[3, 4, 0]), Ok(vec![0, 1, 2]));
/// ```
///
/// [exercises]: https://stone-games.github.io/stone-games/stone-game-vi/exercises.html
// ANCHOR: optimal_first_moves
pub fn optimal_first_moves(
    alice: &[u32],
    bob: &[u32],
) -> Result<Vec<usize>, Error> {
    check_same_len(alice, bob)?;
    check_len("optimal_first_moves", alice.len(), MAX_LEN)?;
    let weight = |i: usize| u64::from(alice[i]) + u64::from(bob[i]);
    let mut order: Vec<usize> = (0..alice.len()).collect();
    order.sort_unstable_by_key(|&i| Reverse(weight(i)));
    // How many pairs (w1, w2), (w3, w4), ... tie, from the first on.
    let tied = order
        .chunks_exact(2)
        .take_while(|pair| weight(pair[0]) == weight(pair[1]))
        .count();
    // The stone at place j = p + 1 (p from 0) costs the first floor(j / 2)
    // pairs, which is ceil(p / 2).
    let mut moves: Vec<usize> = (order.iter().enumerate())
        .filter(|&(p, _)| p.div_ceil(2) <= tied)
        .map(|(_, &i)| i)
        .collect();
    moves.sort_unstable();
    Ok(moves)
}
// ANCHOR_END: optimal_first_moves

/// Exercise 8, the stronger answer: the same stones as
/// [`optimal_first_moves`], in O(n) expected time, without sorting. A stone
/// is an optimal first move exactly when every weight heavier than its own
/// occurs an even number of times; so the stones are those at least as heavy
/// as the heaviest weight that occurs an odd number of times (all of them
/// when there is none).
///
/// # Errors
///
/// [`Error::LengthsDiffer`] for rows of different lengths;
/// [`Error::TooLong`] beyond [`MAX_LEN`].
///
/// ```
/// use stone_games::stone_game_vi::exercises::optimal_first_moves_by_parity;
///
/// // Weights 4, 3: 4 occurs once, so only that stone.
/// assert_eq!(optimal_first_moves_by_parity(&[1, 2], &[3, 1]), Ok(vec![0]));
/// // Weights 5, 5, 3: 5 occurs twice, 3 once: every stone.
/// let moves = optimal_first_moves_by_parity(&[2, 1, 3], &[3, 4, 0]);
/// assert_eq!(moves, Ok(vec![0, 1, 2]));
/// ```
pub fn optimal_first_moves_by_parity(
    alice: &[u32],
    bob: &[u32],
) -> Result<Vec<usize>, Error> {
    check_same_len(alice, bob)?;
    check_len("optimal_first_moves_by_parity", alice.len(), MAX_LEN)?;
    let weight = |i: usize| u64::from(alice[i]) + u64::from(bob[i]);
    // ANCHOR: optimal_first_moves_by_parity
    // Each stone toggles its weight in or out of `odd`: at the end it holds
    // the weights that occur an odd number of times.
    let mut odd = HashSet::new();
    for i in 0..alice.len() {
        if !odd.remove(&weight(i)) {
            odd.insert(weight(i));
        }
    }
    // No heavier weight may be odd.
    let floor = odd.into_iter().max().unwrap_or(0);
    Ok((0..alice.len()).filter(|&i| weight(i) >= floor).collect())
    // ANCHOR_END: optimal_first_moves_by_parity
}

#[cfg(test)]
mod tests {
    use super::super::book::score_difference_brute_force as tree;
    use super::*;
    use crate::shared::testing::Lcg;

    /// Random pairs of rows of 0 to 8 stones with values 0 to `most`.
    fn random_rows(random: &mut Lcg, most: u32) -> (Vec<u32>, Vec<u32>) {
        let n = (random.next_u64() % 9) as usize;
        (random.row(n, most), random.row(n, most))
    }

    #[test]
    fn every_answer_agrees_with_the_game_tree_on_random_rows() {
        let mut random = Lcg::new(1686);
        for round in 0..4_000 {
            let most = [1, 3, 100][round % 3];
            let (alice, bob) = random_rows(&mut random, most);
            let d = tree(&alice, &bob).unwrap();
            assert_eq!(leetcode_1686(&alice, &bob), Ok(d.signum() as i32));
            assert_eq!(
                bob_first(&alice, &bob),
                Ok(-tree(&bob, &alice).unwrap())
            );
            // A stone more for Alice: the error names her row as hers.
            let mut longer = alice.clone();
            longer.push(most);
            assert_eq!(
                bob_first(&longer, &bob),
                Err(Error::LengthsDiffer {
                    alice: bob.len() + 1,
                    bob: bob.len()
                })
            );
            let both = tree(&alice, &alice);
            assert_eq!(same_values(&alice), both, "same_values({alice:?})");
            // A first move is optimal when what it leaves, with Bob to move,
            // keeps Alice's value.
            let expected: Vec<usize> = (0..alice.len())
                .filter(|&i| {
                    let rest = |row: &[u32]| {
                        let mut rest = row.to_vec();
                        rest.remove(i);
                        rest
                    };
                    let after = tree(&rest(&bob), &rest(&alice)).unwrap();
                    i64::from(alice[i]) - after == d
                })
                .collect();
            assert_eq!(optimal_first_moves(&alice, &bob), Ok(expected.clone()));
            assert_eq!(
                optimal_first_moves_by_parity(&alice, &bob),
                Ok(expected)
            );
        }
    }

    /// Every pair (the mover's total, the other's) that a game can end with
    /// when both play optimally from here, by the game tree: `mine` is the
    /// mover's row.
    fn optimal_totals(
        mine: &[u32],
        theirs: &[u32],
    ) -> std::collections::BTreeSet<(u64, u64)> {
        if mine.is_empty() {
            return [(0, 0)].into();
        }
        let value = tree(mine, theirs).unwrap();
        let mut ends = std::collections::BTreeSet::new();
        for i in 0..mine.len() {
            let rest = |row: &[u32]| [&row[..i], &row[i + 1..]].concat();
            let (their_rest, my_rest) = (rest(theirs), rest(mine));
            if i64::from(mine[i]) - tree(&their_rest, &my_rest).unwrap()
                == value
            {
                for (other, me) in optimal_totals(&their_rest, &my_rest) {
                    ends.insert((me + u64::from(mine[i]), other));
                }
            }
        }
        ends
    }

    #[test]
    fn distinct_weights_force_the_totals() {
        // Exercise 6: with distinct weights every optimal game ends with the
        // same totals, those of `optimal_play`; with tied weights they may
        // differ.
        let mut random = Lcg::new(6);
        let mut forced = 0;
        for round in 0..3_000 {
            let (alice, bob) = random_rows(&mut random, [3, 9][round % 2]);
            let mut weights: Vec<u32> =
                alice.iter().zip(&bob).map(|(a, b)| a + b).collect();
            weights.sort_unstable();
            weights.dedup();
            if weights.len() < alice.len() {
                continue;
            }
            forced += 1;
            let ends = optimal_totals(&alice, &bob);
            let (a, b) = super::super::optimal_play(&alice, &bob)
                .unwrap()
                .last()
                .map_or((0, 0), |m| (m.alice, m.bob));
            assert_eq!(ends, [(a, b)].into(), "{alice:?} / {bob:?}");
        }
        assert!(forced > 500, "{forced} rows with distinct weights");
        assert_eq!(optimal_totals(&[1, 3], &[3, 1]), [(1, 1), (3, 3)].into());
    }
}
