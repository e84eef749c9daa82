//! Predict the Winner: does the first player end with at least as much as
//! the second?

use super::error::check_len;
use super::{score_difference, Error, MAX_LEN};

/// Whether Alice, who moves first, ends with at least as many stones as Bob
/// under optimal play. A tie counts for Alice.
///
/// This is the question of the interview problem *Predict the Winner*, on
/// rows of any length. Under optimal play Alice ends exactly
/// [`score_difference`] stones ahead of Bob, so she ends with at least as
/// many as he does exactly when that difference is at least 0. On rows with
/// an even number of piles the answer is always `true` (the parity strategy
/// of [`ParityStrategy`] never ends behind); on odd
/// rows it is a real question.
///
/// # Errors
///
/// [`Error::TooLong`] past [`MAX_LEN`] piles, as [`score_difference`].
///
/// ```
/// use stone_games::stone_game::alice_wins_or_ties;
///
/// assert_eq!(alice_wins_or_ties(&[1, 5, 2]), Ok(false)); // Bob takes the 5
/// assert_eq!(alice_wins_or_ties(&[2, 4, 2]), Ok(true)); // 4 each: a tie
/// assert_eq!(alice_wins_or_ties(&[]), Ok(true)); // 0 each
/// ```
///
#[doc = book_link!(struct stone_game::book::ParityStrategy)]
#[doc(alias = "486")]
// ANCHOR: alice_wins_or_ties
pub fn alice_wins_or_ties(piles: &[u32]) -> Result<bool, Error> {
    check_len("alice_wins_or_ties", piles.len(), MAX_LEN)?;
    Ok(score_difference(piles)? >= 0)
}
// ANCHOR_END: alice_wins_or_ties

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::rows_of;
    use crate::stone_game::book::score_difference_brute_force;

    #[test]
    fn agrees_with_the_game_tree_on_every_small_row() {
        let (mut rows_seen, mut odd_losses) = (0, 0);
        for len in 0..=8 {
            for piles in rows_of(len, (0..=3).collect()) {
                let expected =
                    score_difference_brute_force(&piles).unwrap() >= 0;
                assert_eq!(
                    alice_wins_or_ties(&piles),
                    Ok(expected),
                    "{piles:?}"
                );
                if len % 2 == 0 {
                    // The parity strategy: never behind on an even row.
                    assert!(expected, "{piles:?}");
                } else if !expected {
                    odd_losses += 1;
                }
                rows_seen += 1;
            }
        }
        assert_eq!(rows_seen, (0..=8).map(|len| 4_u64.pow(len)).sum::<u64>());
        // Odd rows are a real question: Alice loses on some of them.
        assert!(odd_losses > 0);
    }
}
