//! The brute-force search: try every cut, follow the part that stays.

use super::error::{check_len, Error, MAX_GAME_TREE_LEN};

/// Alice's largest score, found by trying every cut of every row she can
/// reach.
///
/// Bob has no choice to make, so this is a search over Alice's choices alone:
/// at each cut the part with the smaller sum stays, and on a tie Alice may
/// keep either, so both are searched. Each call recomputes the row's sum and
/// tries every cut, with no memory of rows already solved: it is exponential
/// (up to 3ⁿ⁻¹ calls, on a row of zeros; see [`game_tree_calls`]), and only
/// for small rows, where it is the oracle every faster method is tested
/// against.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_GAME_TREE_LEN`].
///
/// ```
/// use stone_games::stone_game_v::book::max_score_brute_force;
///
/// assert_eq!(max_score_brute_force(&[6, 2, 3, 4, 5, 5]), Ok(18));
/// assert_eq!(max_score_brute_force(&[7, 7, 7, 7, 7, 7, 7]), Ok(28));
/// assert_eq!(max_score_brute_force(&[4]), Ok(0));
/// ```
pub fn max_score_brute_force(values: &[u32]) -> Result<u64, Error> {
    check_len("max_score_brute_force", values.len(), MAX_GAME_TREE_LEN)?;
    Ok(best_score(values, &mut 0))
}

/// How many calls [`max_score_brute_force`] makes on this row: one per row
/// the search reaches, counted again each time it is reached.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_GAME_TREE_LEN`]: it
/// counts by making the calls.
///
/// ```
/// use stone_games::stone_game_v::book::game_tree_calls;
///
/// // On zeros every cut is a tie: 3^(n - 1) calls.
/// assert_eq!(game_tree_calls(&[0; 5]), Ok(81));
/// assert_eq!(game_tree_calls(&[1, 2, 3, 4, 5]), Ok(10));
/// assert_eq!(game_tree_calls(&[]), Ok(1));
/// ```
#[cfg(feature = "book")]
pub fn game_tree_calls(values: &[u32]) -> Result<u64, Error> {
    check_len("game_tree_calls", values.len(), MAX_GAME_TREE_LEN)?;
    let mut calls = 0;
    best_score(values, &mut calls);
    Ok(calls)
}

// ANCHOR: game_tree
/// The most Alice can still score on the row `values`. `calls` counts the
/// calls.
fn best_score(values: &[u32], calls: &mut u64) -> u64 {
    *calls += 1;
    let total: u64 = values.iter().map(|&v| u64::from(v)).sum();
    let mut best = 0; // one stone or none: no cut, no score
    let mut left = 0;
    for cut in 1..values.len() {
        // The left part is values[..cut], the right part values[cut..].
        left += u64::from(values[cut - 1]);
        let right = total - left;
        let (left_part, right_part) = values.split_at(cut);
        if left <= right {
            best = best.max(left + best_score(left_part, calls));
        }
        if left >= right {
            best = best.max(right + best_score(right_part, calls));
        }
    }
    best
}
// ANCHOR_END: game_tree

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(feature = "book")]
    #[test]
    fn the_tree_of_a_row_of_zeros_has_a_third_of_three_to_the_n_nodes() {
        for n in 1..=12 {
            assert_eq!(
                game_tree_calls(&vec![0; n]),
                Ok(3_u64.pow(n as u32 - 1))
            );
        }
        assert_eq!(game_tree_calls(&[]), Ok(1));
    }

    #[test]
    fn small_rows_by_hand() {
        assert_eq!(max_score_brute_force(&[]), Ok(0));
        assert_eq!(max_score_brute_force(&[9]), Ok(0));
        assert_eq!(max_score_brute_force(&[3, 10]), Ok(3));
        assert_eq!(max_score_brute_force(&[2, 1, 1]), Ok(3));
        assert_eq!(max_score_brute_force(&[2, 2, 2, 5]), Ok(6));
        assert_eq!(max_score_brute_force(&[0, 0, 0]), Ok(0));
    }
}
