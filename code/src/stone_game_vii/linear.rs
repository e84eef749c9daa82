//! Stone Game VII in linear time: it is Part I's game on the negated values.
//!
//! The reduction says that Stone Game VII *is* Stone Game, so this file calls
//! Part I's linear method on signed values (crate-private here; public in
//! Part I's `book`). The module's other call of Part I is in two of the
//! exercises' answers (docs/game-module.md).

use super::error::{check_len, Error, MAX_LEN};
use crate::stone_game::linear::score_difference_linear_signed;

/// The score difference under optimal play in O(n) time and memory, through
/// Part I's linear method on the negated values.
///
/// **Why it is right.** Whatever the players do, Alice's score minus Bob's
/// is the total of the stones Bob removes (a stone removed at move r is
/// counted in the scores of moves 1 to r − 1, which alternate between the
/// players). Alice wants that total large, Bob small; in Part I's game on the
/// values −v, where each player takes an end and adds it to their own
/// score, the first player's lead is (Bob's removals) − (Alice's removals),
/// which is 2 · (Bob's removals) − total, and the players want the same
/// things. So Part I's value `d` of the row −v gives the answer
/// (total + d) / 2. The book's chapters [*Whose stones count*][removals] and
/// [*The same game as Part I*][reduction] prove both steps, and Part I's
/// [*In linear time*][linear] proves its method for values of any sign.
///
/// **Why nothing overflows.** The negated values fit in an `i64`; Part I's
/// method computes in `i128`, and so does the sum here: at most
/// 2³³ + 3 values of less than 2³² each. The answer, the total of Bob's
/// ⌊n/2⌋ removals, is at most ⌊n/2⌋ · (2³² − 1), which fits in a `u64` up
/// to [`MAX_LEN`] (its documentation shows why), so the conversion at the
/// end never fails.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_vii::book::{
///     score_difference_linear, score_difference_rolling,
/// };
///
/// assert_eq!(score_difference_linear(&[5, 3, 1, 4, 2]), Ok(6));
/// let row = [7, 90, 5, 1, 100, 10, 10, 2];
/// assert_eq!(score_difference_linear(&row), Ok(122));
/// let long: Vec<u32> = (0..2_000).map(|k| k * 7_919 % 1_000 + 1).collect();
/// assert_eq!(
///     score_difference_linear(&long),
///     score_difference_rolling(&long)
/// );
/// # }
/// ```
///
/// # Errors
///
/// [`Error::TooLong`] for a row of more than [`MAX_LEN`]
/// (2³³ + 3) stones, 32 GiB of input, whose answer might not fit in a `u64`.
///
/// [removals]: https://stone-games.github.io/stone-games/stone-game-vii/removals.html
/// [reduction]: https://stone-games.github.io/stone-games/stone-game-vii/reduction.html
/// [linear]: https://stone-games.github.io/stone-games/stone-game/linear.html
// Public only with `book` (and in tests): only then does clippy read it.
#[cfg_attr(
    any(test, feature = "book"),
    expect(
        clippy::missing_panics_doc,
        reason = "cannot panic: Bob's removals are a sum of stones: at least \
                 0, under 2^64"
    )
)]
// ANCHOR: score_difference_linear
pub fn score_difference_linear(stones: &[u32]) -> Result<u64, Error> {
    check_len("score_difference_linear", stones.len(), MAX_LEN)?;
    let total: i128 = stones.iter().map(|&v| i128::from(v)).sum();
    let negated: Vec<i64> = stones.iter().map(|&v| -i64::from(v)).collect();
    // Part I on -v: Bob's removals minus Alice's, under optimal play.
    let lead = score_difference_linear_signed(&negated);
    // total + lead = 2 * (the stones Bob removes).
    let bob_removes = (total + lead) / 2;
    Ok(u64::try_from(bob_removes).expect("at most MAX_LEN / 2 stones"))
}
// ANCHOR_END: score_difference_linear

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{assert_agree, rows_up_to, Lcg};
    use crate::stone_game_vii::book::score_difference_rolling;

    #[test]
    fn the_examples() {
        assert_eq!(score_difference_linear(&[5, 3, 1, 4, 2]), Ok(6));
        let second = [7, 90, 5, 1, 100, 10, 10, 2];
        assert_eq!(score_difference_linear(&second), Ok(122));
        assert_eq!(score_difference_linear(&[]), Ok(0));
        assert_eq!(score_difference_linear(&[9]), Ok(0));
    }

    #[test]
    fn the_sum_and_the_lead_are_always_even_together() {
        // (total + lead) / 2 must not round: on every row of up to eight
        // stones of 0 to 3, total + lead is even.
        for stones in rows_up_to(8, vec![0_u32, 1, 2, 3]) {
            let total: i128 = stones.iter().map(|&v| i128::from(v)).sum();
            let negated: Vec<i64> =
                stones.iter().map(|&v| -i64::from(v)).collect();
            let lead = score_difference_linear_signed(&negated);
            assert_eq!((total + lead) % 2, 0, "{stones:?}");
        }
    }

    #[test]
    fn equals_the_rolling_row_on_long_rows() {
        let mut lcg = Lcg::new(7);
        for n in [100, 1_000, 3_000] {
            let small = lcg.piles(n, 1_000);
            let any = lcg.row(n, u32::MAX);
            for stones in [small, any, vec![u32::MAX; n]] {
                assert_agree(
                    &stones,
                    &[
                        ("score_difference_linear", &score_difference_linear),
                        ("score_difference_rolling", &score_difference_rolling),
                    ],
                );
            }
        }
    }

    #[test]
    fn the_limit_is_exact() {
        // floor(n/2) * (2^32 - 1) fits in a u64 up to n = 2^33 + 3.
        let most = u128::from(u32::MAX);
        let fits = |n: u128| n / 2 * most <= u128::from(u64::MAX);
        assert!(fits((1 << 33) + 3));
        assert!(!fits((1 << 33) + 4));
        assert_eq!(u128::try_from(MAX_LEN), Ok((1 << 33) + 3));
    }
}
