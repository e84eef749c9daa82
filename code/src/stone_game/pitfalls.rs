#![doc = include_str!("../shared/pitfalls.md")]

use super::error::{
    check_len, MAX_GAME_TREE_LEN, MAX_ROLLING_LEN, MAX_TABLE_LEN,
    MAX_TWO_SCORES_LEN,
};
use super::{
    book::{scores_choosing_by, table_for_row, Scores},
    End, Error, Table,
};

/// **Wrong:** the interval recurrence with `+` where it needs `-`.
///
/// Adding the opponent's best result to your own pile counts both players'
/// stones as yours: the result is the total number of stones, whatever the row.
/// The right version is [`score_table`](super::score_table).
///
/// # Errors
///
/// [`Error::TooLong`] when the row is longer than
/// [`MAX_TABLE_LEN`].
///
/// ```
/// use stone_games::stone_game::{pitfalls, score_difference};
///
/// // The total number of stones:
/// assert_eq!(pitfalls::adds_instead_of_subtracts(&[5, 3, 4, 5]), Ok(17));
/// assert_eq!(score_difference(&[5, 3, 4, 5]), Ok(1));
/// ```
// ANCHOR: adds
pub fn adds_instead_of_subtracts(piles: &[u32]) -> Result<i64, Error> {
    check_len("adds_instead_of_subtracts", piles.len(), MAX_TABLE_LEN)?;
    let n = piles.len();
    let mut table = table_for_row(piles, 0)?;
    for (i, &pile) in piles.iter().enumerate() {
        table[(i, i)] = i64::from(pile);
    }
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            // WRONG: + instead of - in both lines.
            let take_left = i64::from(piles[i]) + table[(i + 1, j)];
            let take_right = i64::from(piles[j]) + table[(i, j - 1)];
            table[(i, j)] = take_left.max(take_right);
        }
    }
    Ok(if n == 0 { 0 } else { table[(0, n - 1)] })
}
// ANCHOR_END: adds

/// **Wrong:** the interval table filled row by row, top to bottom.
///
/// Cell `(i, j)` reads `(i + 1, j)`, the row below, which has not been filled
/// yet and still holds 0. The right version fills by interval length:
/// [`score_table`](super::score_table).
///
/// # Errors
///
/// [`Error::TooLong`] when the row is longer than
/// [`MAX_TABLE_LEN`].
///
/// ```
/// use stone_games::stone_game::pitfalls;
///
/// assert_eq!(pitfalls::fills_row_major(&[5, 3, 4, 5]), Ok(5)); // should be 1
/// ```
// ANCHOR: row_major
pub fn fills_row_major(piles: &[u32]) -> Result<i64, Error> {
    check_len("fills_row_major", piles.len(), MAX_TABLE_LEN)?;
    let n = piles.len();
    let mut table = table_for_row(piles, 0)?;
    for i in 0..n {
        table[(i, i)] = i64::from(piles[i]);
        for j in i + 1..n {
            // Row i + 1 is still all 0:
            let take_left = i64::from(piles[i]) - table[(i + 1, j)];
            let take_right = i64::from(piles[j]) - table[(i, j - 1)];
            table[(i, j)] = take_left.max(take_right);
        }
    }
    Ok(if n == 0 { 0 } else { table[(0, n - 1)] })
}
// ANCHOR_END: row_major

/// **Wrong:** the rolling row with its inner loop run from right to left.
///
/// `best[j - 1]` must already hold the new row when `best[j]` is computed;
/// walking `j` downwards reads the old row there instead. The right version is
/// [`score_difference_rolling`](super::book::score_difference_rolling).
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_ROLLING_LEN`], as the right version.
///
/// ```
/// use stone_games::stone_game::pitfalls;
///
/// // should be 1:
/// assert_eq!(pitfalls::rolling_row_right_to_left(&[5, 3, 4, 5]), Ok(4));
/// ```
// ANCHOR: rolling_backwards
pub fn rolling_row_right_to_left(piles: &[u32]) -> Result<i64, Error> {
    check_len("rolling_row_right_to_left", piles.len(), MAX_ROLLING_LEN)?;
    let n = piles.len();
    let mut best = vec![0_i64; n];
    for i in (0..n).rev() {
        best[i] = i64::from(piles[i]);
        for j in (i + 1..n).rev() {
            let take_left = i64::from(piles[i]) - best[j];
            // best[j - 1] is still row i + 1:
            let take_right = i64::from(piles[j]) - best[j - 1];
            best[j] = take_left.max(take_right);
        }
    }
    Ok(best.last().copied().unwrap_or(0))
}
// ANCHOR_END: rolling_backwards

/// **Wrong:** a memo of differences that takes 0 to mean "not solved yet".
///
/// A score difference can be 0 (two equal piles, say). Such an interval looks
/// unsolved every time it is met, so it is solved again, and so are the
/// intervals inside it that are worth 0 too. The answer is right; the number of
/// calls is not. On a row of empty piles every interval is worth 0, and the
/// memo is the whole game tree again. Returns the score difference and the
/// calls made. The right version uses `Option`:
/// [`score_difference_memo`](super::book::score_difference_memo).
///
/// On a row of empty piles its calls are the game tree's, 2ⁿ − 1: it is
/// exponential.
///
/// # Errors
///
/// [`Error::TooLong`] when the row is longer than
/// [`MAX_GAME_TREE_LEN`], the game tree's limit.
///
/// ```
/// use stone_games::stone_game::{book::memo_calls, pitfalls};
///
/// let (value, calls) = pitfalls::memo_zero_means_unsolved(&[0; 20])?;
/// assert_eq!(value, 0);
/// assert_eq!(calls, 1_048_575); // 2^20 - 1, the whole game tree
/// assert_eq!(memo_calls(&[0; 20])?, 381);
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
pub fn memo_zero_means_unsolved(piles: &[u32]) -> Result<(i64, u64), Error> {
    check_len("memo_zero_means_unsolved", piles.len(), MAX_GAME_TREE_LEN)?;
    let mut memo = table_for_row(piles, 0)?;
    let Some(last) = piles.len().checked_sub(1) else {
        return Ok((0, 0));
    };
    let mut calls = 0;
    let value = zero_memo(piles, 0, last, &mut memo, &mut calls);
    Ok((value, calls))
}

// ANCHOR: zero_memo
fn zero_memo(
    piles: &[u32],
    i: usize,
    j: usize,
    memo: &mut Table<i64>,
    calls: &mut u64,
) -> i64 {
    *calls += 1;
    if memo[(i, j)] != 0 {
        // WRONG: a solved interval worth 0 is never found here.
        return memo[(i, j)];
    }
    let value = if i == j {
        i64::from(piles[i])
    } else {
        let take_left =
            i64::from(piles[i]) - zero_memo(piles, i + 1, j, memo, calls);
        let take_right =
            i64::from(piles[j]) - zero_memo(piles, i, j - 1, memo, calls);
        take_left.max(take_right)
    };
    memo[(i, j)] = value;
    value
}
// ANCHOR_END: zero_memo

/// **Wrong:** both totals tracked, but every move chosen to help Alice.
///
/// The turn decides whose total a pile goes to, and it must also decide whose
/// total the mover maximises. This version forgets the second part: Bob plays
/// for Alice, and the result is the most Alice could get with a helpful
/// opponent. The right version is
/// [`scores_with_turn`](super::book::scores_with_turn).
///
/// # Errors
///
/// As [`scores_with_turn`](super::book::scores_with_turn).
///
/// ```
/// use stone_games::stone_game::{book::scores_with_turn, pitfalls};
///
/// assert_eq!(pitfalls::scores_turn_forgotten(&[5, 3, 4, 5])?.alice, 10);
/// assert_eq!(scores_with_turn(&[5, 3, 4, 5])?.alice, 9);
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
///
/// # Panics
///
#[doc = include_str!("../shared/big_stack.md")]
pub fn scores_turn_forgotten(piles: &[u32]) -> Result<Scores, Error> {
    check_len("scores_turn_forgotten", piles.len(), MAX_TWO_SCORES_LEN)?;
    scores_choosing_by(piles, alice_keeps_best)
}

/// **Wrong:** a [`Chooser`](super::book::Chooser) that picks the move better
/// for Alice, even on Bob's turns. The right one is
/// [`mover_keeps_best`](super::book::mover_keeps_best).
///
/// ```
/// use stone_games::stone_game::{book::Scores, pitfalls, End};
///
/// let left = Scores { alice: 9, bob: 8 };
/// let right = Scores { alice: 10, bob: 7 };
/// // Bob gives up a stone:
/// assert_eq!(pitfalls::alice_keeps_best(false, left, right), End::Right);
/// ```
#[must_use]
// ANCHOR: alice_keeps_best
pub fn alice_keeps_best(
    _alice_to_move: bool,
    left: Scores,
    right: Scores,
) -> End {
    // WRONG: the better move for Alice, even when Bob is the one choosing.
    if left.alice >= right.alice {
        End::Left
    } else {
        End::Right
    }
}
// ANCHOR_END: alice_keeps_best

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone_game::{
        book::{memo_calls, scores_with_turn},
        score_difference,
    };

    #[test]
    fn adding_gives_the_total() {
        assert_eq!(adds_instead_of_subtracts(&[5, 3, 4, 5]), Ok(17));
        assert_eq!(score_difference(&[5, 3, 4, 5]), Ok(1));
    }

    #[test]
    fn row_major_reads_unfilled_cells() {
        assert_eq!(fills_row_major(&[5, 3, 4, 5]), Ok(5));
        // The smallest row it gets wrong:
        assert_eq!(fills_row_major(&[1, 1]), Ok(1));
        assert_eq!(score_difference(&[1, 1]), Ok(0));
    }

    #[test]
    fn the_rolling_row_backwards_passes_on_one_or_two_piles_only() {
        use crate::shared::testing::all_rows;
        for len in 0..=2 {
            for piles in all_rows(len, 6) {
                assert_eq!(
                    rolling_row_right_to_left(&piles),
                    score_difference(&piles)
                );
            }
        }
        assert!(all_rows(3, 3).any(|p| {
            rolling_row_right_to_left(&p) != Ok(score_difference(&p).unwrap())
        }));
    }

    #[test]
    fn the_rolling_row_backwards_reads_the_old_row() {
        assert_eq!(rolling_row_right_to_left(&[5, 3, 4, 5]), Ok(4));
        assert_eq!(score_difference(&[5, 3, 4, 5]), Ok(1));
    }

    #[test]
    fn a_zero_sentinel_gives_the_right_value_with_more_calls() {
        // Positive piles: only some intervals are worth 0, and the waste is
        // modest.
        let (value, calls) = memo_zero_means_unsolved(&[1; 16]).unwrap();
        assert_eq!(value, score_difference(&[1; 16]).unwrap());
        assert_eq!((calls, memo_calls(&[1; 16]).unwrap()), (339, 241));
        // Empty piles: every interval is worth 0 and nothing is ever
        // remembered.
        let (value, calls) = memo_zero_means_unsolved(&[0; 16]).unwrap();
        assert_eq!(value, 0);
        assert_eq!(
            Ok(calls),
            crate::stone_game::book::game_tree_calls(&[0; 16])
        );
    }

    #[test]
    fn forgetting_the_turn_lets_bob_help_alice() {
        let wrong = scores_turn_forgotten(&[5, 3, 4, 5]).unwrap();
        let right = scores_with_turn(&[5, 3, 4, 5]).unwrap();
        assert_eq!((wrong.alice, wrong.bob), (10, 7));
        assert_eq!((right.alice, right.bob), (9, 8));
    }
}
