//! The greedy with a comparison sort: the stones in order of `a + b`, taken
//! in turn.

use std::cmp::Reverse;

use super::error::{check_len, check_same_len, Error, MAX_LEN};

/// Alice's total minus Bob's under optimal play: sort the stones by their
/// weight `a + b`, heaviest first, and let the players take them in that
/// order, Alice first.
///
/// This is the textbook solution, O(n log n) for the sort. That taking the
/// heaviest stone is optimal is the book's [exchange argument][heaviest];
/// that how
/// stones of equal weight are ordered cannot change the answer is proved
/// beside it.
///
/// # Errors
///
/// [`Error::LengthsDiffer`] for rows of different lengths;
/// [`Error::TooLong`] beyond [`MAX_LEN`], whose answer might not
/// fit in an `i64`.
///
/// ```
/// use stone_games::stone_game_vi::book::score_difference_sorted;
///
/// assert_eq!(score_difference_sorted(&[1, 3], &[2, 1]), Ok(1));
/// assert_eq!(score_difference_sorted(&[2, 4, 3], &[1, 6, 7]), Ok(-1));
/// ```
///
/// [heaviest]: https://stone-games.github.io/stone-games/stone-game-vi/heaviest-first.html
// ANCHOR: sorted
pub fn score_difference_sorted(
    alice: &[u32],
    bob: &[u32],
) -> Result<i64, Error> {
    check_same_len(alice, bob)?;
    check_len("score_difference_sorted", alice.len(), MAX_LEN)?;
    let weight = |i: usize| u64::from(alice[i]) + u64::from(bob[i]);
    let mut order: Vec<usize> = (0..alice.len()).collect();
    order.sort_unstable_by_key(|&i| Reverse(weight(i)));
    // Each total is below 2^63 (see MAX_LEN).
    let (mut alice_total, mut bob_total) = (0_i64, 0_i64);
    for (pick, &i) in order.iter().enumerate() {
        if pick % 2 == 0 {
            alice_total += i64::from(alice[i]);
        } else {
            bob_total += i64::from(bob[i]);
        }
    }
    Ok(alice_total - bob_total)
}
// ANCHOR_END: sorted
