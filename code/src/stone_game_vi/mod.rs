//! Stone Game VI: stones worth different amounts to the two players.
//!
//! There are n stones; stone i is worth `alice[i]` to Alice and `bob[i]` to
//! Bob. Alice and Bob, Alice first, take turns; a move takes any one stone
//! left, and the mover adds its value *to them* to their total. When every
//! stone is taken, the higher total wins; equal totals are a tie.
//!
//! # Start here
//!
//! | question | call |
//! | --- | --- |
//! | Alice's total minus Bob's | [`score_difference`] |
//! | Alice, Bob or a tie? (LeetCode 1686) | [`winner`] |
//! | a whole game, pick by pick | [`optimal_play`] |
//! | the stone to pick after the stones taken so far | [`best_move`] |
//! | a game to play, move by move, its order of the weights built once | [`Position`] |
//!
//! ```
//! use stone_games::stone_game_vi::{score_difference, winner, Winner};
//!
//! assert_eq!(score_difference(&[1, 3], &[2, 1])?, 1);
//! assert_eq!(winner(&[2, 4, 3], &[1, 6, 7])?, Winner::Bob);
//! # Ok::<(), stone_games::stone_game_vi::Error>(())
//! ```
//!
//! [book]: https://stone-games.github.io/stone-games/stone-game-vi/in-one-page.html
//!
#![cfg_attr(
    not(feature = "book"),
    doc = include_str!("../shared/without_book.md")
)]
#![cfg_attr(feature = "book", doc = include_str!("../shared/with_book.md"))]

#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub mod book;
mod counting;
mod error;
#[cfg(feature = "book")]
pub mod exercises;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod game_tree;
#[cfg(feature = "book")]
pub mod pitfalls;
mod play;
mod radix;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod sorted;

pub use crate::shared::{Game, Player, Winner};
pub use error::{Error, MAX_LEN, MAX_PLAY_LEN};
pub use play::{best_move, optimal_play, Move, Position};

// What the answers run, by name (the module `book` shows them too).
use counting::score_difference_counting;
use error::{check_len, check_same_len};
use radix::score_difference_radix;

/// Alice's total minus Bob's under optimal play: 0 for no stones.
///
/// O(n + W) time, W the largest weight `a + b`, when it counts (W is at
/// most [`MAX_COUNTING_WEIGHT`]); O(n) when it sorts.
///
/// # Errors
///
/// [`Error::LengthsDiffer`] when the rows differ in length;
/// [`Error::TooLong`] beyond [`MAX_LEN`] (16 GiB of values for
/// each player), where the answer might not fit in an `i64`.
///
/// ```
/// use stone_games::stone_game_vi::{score_difference, Error};
///
/// assert_eq!(score_difference(&[1, 3], &[2, 1]), Ok(1)); // Alice wins
/// assert_eq!(score_difference(&[1, 2], &[3, 1]), Ok(0)); // a tie
/// assert_eq!(score_difference(&[2, 4, 3], &[1, 6, 7]), Ok(-1)); // Bob
/// assert_eq!(score_difference(&[], &[]), Ok(0));
/// assert_eq!(
///     score_difference(&[1], &[]),
///     Err(Error::LengthsDiffer { alice: 1, bob: 0 })
/// );
/// ```
///
/// # Implementation
///
/// It counts the weights ([`score_difference_counting`]) when every weight
/// `a + b` is at most [`MAX_COUNTING_WEIGHT`], as LeetCode's (at most 200)
/// are, and sorts them by their digits ([`score_difference_radix`])
/// otherwise.
///
#[doc = book_link!(fn stone_game_vi::book::score_difference_counting)]
#[doc = book_link!(constant stone_game_vi::book::MAX_COUNTING_WEIGHT)]
#[doc = book_link!(fn stone_game_vi::book::score_difference_radix)]
// ANCHOR: score_difference
pub fn score_difference(alice: &[u32], bob: &[u32]) -> Result<i64, Error> {
    check_same_len(alice, bob)?;
    check_len("score_difference", alice.len(), MAX_LEN)?;
    match score_difference_counting(alice, bob) {
        Err(Error::WeightTooLarge { .. }) => score_difference_radix(alice, bob),
        answer => answer,
    }
}
// ANCHOR_END: score_difference

/// Who ends ahead in Stone Game VI under optimal play, or a tie.
///
/// # Errors
///
/// As [`score_difference`].
///
/// ```
/// use stone_games::stone_game_vi::{winner, Winner};
///
/// assert_eq!(winner(&[1, 3], &[2, 1]), Ok(Winner::Alice));
/// assert_eq!(winner(&[1, 2], &[3, 1]), Ok(Winner::Tie));
/// assert_eq!(winner(&[2, 4, 3], &[1, 6, 7]), Ok(Winner::Bob));
/// assert_eq!(winner(&[], &[]), Ok(Winner::Tie)); // no stones, 0 each
/// assert_eq!(format!("{:?}", Winner::Bob), "Bob");
/// ```
#[doc(alias = "1686")]
pub fn winner(alice: &[u32], bob: &[u32]) -> Result<Winner, Error> {
    check_same_len(alice, bob)?;
    check_len("winner", alice.len(), MAX_LEN)?;
    score_difference(alice, bob).map(Winner::from_difference)
}

// ANCHOR: difference
/// The total weight of Alice's stones minus Bob's values over the whole row,
/// both below 2⁶⁴. The difference is Alice's total minus Bob's, which lies
/// strictly between −2⁶³ and 2⁶³ (see [`MAX_LEN`]), so the subtraction
/// modulo 2⁶⁴, read as an `i64`, is exact.
pub(crate) fn difference(alice_weight: u64, bob_total: u64) -> i64 {
    alice_weight.wrapping_sub(bob_total) as i64
}
// ANCHOR_END: difference

#[cfg(test)]
mod tests {
    use super::book::*;
    use super::*;
    use crate::shared::testing::{check_against_game_tree, listed, rows_of};

    #[test]
    fn the_difference_is_exact_across_the_range() {
        assert_eq!(difference(5, 7), -2);
        assert_eq!(difference(u64::MAX, u64::MAX - (1 << 62)), 1 << 62);
        assert_eq!(difference(1 << 63, (1 << 63) + 9), -9);
        assert_eq!(difference((1 << 63) - 1, 0), i64::MAX);
    }

    /// Every method against the game tree over subsets, on every pair of
    /// rows of 0 to 5 stones with values 0 to 3 (1,118,481 pairs), of 6
    /// stones with values 0 to 2 (531,441) and of 7 with values 0 and 1
    /// (16,384); optimal play reaches the value and takes every stone once.
    #[test]
    fn every_method_agrees_with_the_game_tree_on_every_small_pair_of_rows() {
        // A pair of rows of n stones is one row of 2n values: Alice's
        // values, then Bob's.
        fn halves(both: &[u32]) -> (&[u32], &[u32]) {
            both.split_at(both.len() / 2)
        }
        let pairs = [(0, 3), (1, 3), (2, 3), (3, 3), (4, 3), (5, 3)]
            .into_iter()
            .chain([(6, 2), (7, 1)])
            .flat_map(|(n, most)| rows_of(2 * n, (0..=most).collect()));
        let on_halves = |method: fn(&[u32], &[u32]) -> Result<i64, Error>| {
            move |both: &[u32]| {
                let (alice, bob) = halves(both);
                method(alice, bob)
            }
        };
        let halved: Vec<_> = book::METHODS
            .iter()
            .map(|&(name, method)| (name, on_halves(method)))
            .collect();
        let mut methods = listed(&halved);
        methods.push(("optimal_play", &|both: &[u32]| {
            let (alice, bob) = halves(both);
            let picks = optimal_play(alice, bob)?;
            // Every stone is taken once.
            let mut seen = vec![false; alice.len()];
            for m in &picks {
                assert!(!seen[m.index], "{alice:?} {bob:?}");
                seen[m.index] = true;
            }
            Ok(picks.last().map_or(0, |m| m.alice as i64 - m.bob as i64))
        }));
        // The trace the book's figure draws, with the book's material.
        #[cfg(feature = "book")]
        methods.push(("counting_trace", &|both: &[u32]| {
            let (alice, bob) = halves(both);
            let (steps, bob_total) = counting_trace(alice, bob)?;
            let weight = steps.last().map_or(0, |s| s.alice_weight);
            Ok(weight as i64 - bob_total as i64)
        }));
        let checked = check_against_game_tree(
            pairs,
            on_halves(score_difference_brute_force),
            &methods,
        );
        assert_eq!(checked, 1_118_481 + 531_441 + 16_384);
    }

    #[test]
    fn the_largest_values_do_not_overflow() {
        // Weights of up to 2 * u32::MAX, past a u32: every method of the
        // list sums in 64 bits and answers as the game tree does, or, for
        // the counting method, refuses the weight.
        let big = u32::MAX;
        for n in [1, 2, 7, 8] {
            let rows = [
                (vec![big; n], vec![big; n]),
                (vec![big; n], vec![0; n]),
                ((0..n).map(|k| big - k as u32).collect(), vec![big; n]),
                // Weights 2^32 and 1: in a u32 the first wraps to 0 and
                // sorts last.
                (
                    (0..n).map(|k| [big, 1][k % 2]).collect(),
                    (0..n).map(|k| [1, 0][k % 2]).collect(),
                ),
            ];
            for (alice, bob) in rows {
                let tree = score_difference_brute_force(&alice, &bob);
                for (name, method) in METHODS {
                    let got = method(&alice, &bob);
                    if *name == "score_difference_counting" {
                        let refused =
                            matches!(got, Err(Error::WeightTooLarge { .. }));
                        assert!(refused, "{name} on {alice:?}: {got:?}");
                    } else {
                        assert_eq!(got, tree, "{name} on {alice:?}, {bob:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_examples() {
        assert_eq!(winner(&[1, 3], &[2, 1]), Ok(Winner::Alice));
        assert_eq!(winner(&[1, 2], &[3, 1]), Ok(Winner::Tie));
        assert_eq!(winner(&[2, 4, 3], &[1, 6, 7]), Ok(Winner::Bob));
        for (alice, bob) in [([1, 3], [2, 1]), ([1, 2], [3, 1])] {
            let tree = score_difference_brute_force(&alice, &bob);
            assert_eq!(score_difference(&alice, &bob), tree);
        }
        let tree = score_difference_brute_force(&[2, 4, 3], &[1, 6, 7]);
        assert_eq!(tree, Ok(-1));
    }

    #[test]
    fn large_weights_go_to_the_radix_sort() {
        let alice = [u32::MAX, 0, 5];
        let bob = [u32::MAX, 7, 0];
        assert_eq!(
            score_difference(&alice, &bob),
            score_difference_radix(&alice, &bob)
        );
        assert_eq!(
            score_difference(&alice, &bob),
            Ok(i64::from(u32::MAX) + 5 - 7)
        );
    }
}
