#![doc = include_str!("../shared/pitfalls.md")]

use super::error::{check_len, Error, MAX_CUBIC_LEN};
use super::table::ScoreTable;
use crate::shared::prefix_sums;

/// **Wrong:** on a tie, always keeps the left part.
///
/// The tie is Alice's to break, and the right part may be worth more: on
/// `2 1 1` the cut `2 | 1 1` ties, and keeping `1 1` scores 2 + 1 = 3,
/// where this gives 2. The right version is
/// [`score_table`](super::book::score_table), which tries both parts.
///
/// # Errors
///
/// As [`score_table`](super::book::score_table).
///
/// ```
/// use stone_games::stone_game_v::max_score;
/// use stone_games::stone_game_v::pitfalls::ties_keep_the_left_part;
///
/// assert_eq!(ties_keep_the_left_part(&[2, 1, 1]), Ok(2));
/// assert_eq!(max_score(&[2, 1, 1]), Ok(3));
/// ```
pub fn ties_keep_the_left_part(values: &[u32]) -> Result<u64, Error> {
    check_len("ties_keep_the_left_part", values.len(), MAX_CUBIC_LEN)?;
    let n = values.len();
    let prefix = prefix_sums(values)?;
    let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
    let mut table = ScoreTable::zeros(n)?;
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            let mut best = 0;
            // ANCHOR: ties_left
            for k in i..j {
                let (left, right) = (sum(i, k), sum(k + 1, j));
                // Wrong: a tie is Alice's to break, both ways.
                if left <= right {
                    best = best.max(left + table[(i, k)]);
                } else {
                    best = best.max(right + table[(k + 1, j)]);
                }
            }
            // ANCHOR_END: ties_left
            table[(i, j)] = best;
        }
    }
    Ok(table.get(0, n.wrapping_sub(1)).unwrap_or(0))
}

/// **Wrong:** the greedy "most balanced cut": each round, the cut whose
/// parts' sums are closest (the first such from the left), keeping the
/// smaller part, and on a tie the part with more stones (the left if both
/// have as many).
///
/// A balanced cut scores the most this round, but may leave a row that
/// scores little later: on `2 2 2 5` the most balanced cut is `2 2 2 | 5`,
/// which scores 5 and ends the game, where `2 2 | 2 5` scores 4 and then
/// 2, 6 in all. The right version is [`max_score`](super::max_score).
///
/// # Errors
///
/// As [`score_table`](super::book::score_table), whose limit it shares.
///
/// ```
/// use stone_games::stone_game_v::max_score;
/// use stone_games::stone_game_v::pitfalls::most_balanced_cut;
///
/// assert_eq!(most_balanced_cut(&[2, 2, 2, 5]), Ok(5));
/// assert_eq!(max_score(&[2, 2, 2, 5]), Ok(6));
/// ```
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: it cuts only rows of two or more stones, which \
             have a cut"
)]
pub fn most_balanced_cut(values: &[u32]) -> Result<u64, Error> {
    check_len("most_balanced_cut", values.len(), MAX_CUBIC_LEN)?;
    let prefix = prefix_sums(values)?;
    let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
    let (mut i, mut j, mut score) = (0, values.len().saturating_sub(1), 0);
    // ANCHOR: balanced
    while i < j {
        // Wrong: the best cut now is not the best cut for the game.
        let k = (i..j)
            .min_by_key(|&k| sum(i, k).abs_diff(sum(k + 1, j)))
            .expect("a row of two or more stones has a cut");
        let (left, right) = (sum(i, k), sum(k + 1, j));
        let left_longer = k + 1 - i >= j - k;
        if left < right || (left == right && left_longer) {
            (score, j) = (score + left, k);
        } else {
            (score, i) = (score + right, k + 1);
        }
    }
    // ANCHOR_END: balanced
    Ok(score)
}

/// **Wrong:** the table of [`score_table`](super::book::score_table) with its
/// sums and scores in 32 bits, wrapping around as a release build does.
///
/// Values up to 2³² − 1 fit in a `u32`, but two of them added may not:
/// on four stones of 3,000,000,000 Alice scores 9 × 10⁹, and in 32 bits
/// every sum past 2³² − 1 wraps around. The right version keeps its sums
/// in `u64`: [`score_table`](super::book::score_table).
///
/// # Errors
///
/// As [`score_table`](super::book::score_table).
///
/// ```
/// use stone_games::stone_game_v::max_score;
/// use stone_games::stone_game_v::pitfalls::sums_in_32_bits;
///
/// let row = [3_000_000_000; 4];
/// assert_eq!(max_score(&row), Ok(9_000_000_000));
/// assert_ne!(sums_in_32_bits(&row), Ok(9_000_000_000));
/// ```
pub fn sums_in_32_bits(values: &[u32]) -> Result<u64, Error> {
    check_len("sums_in_32_bits", values.len(), MAX_CUBIC_LEN)?;
    let n = values.len();
    // ANCHOR: sums_32
    // Wrong: sums of u32 values in a u32 wrap around past 2^32 - 1.
    let mut prefix = vec![0_u32; n + 1];
    for (k, &v) in values.iter().enumerate() {
        prefix[k + 1] = prefix[k].wrapping_add(v);
    }
    let sum = |i: usize, j: usize| prefix[j + 1].wrapping_sub(prefix[i]);
    // ANCHOR_END: sums_32
    let mut table = vec![0_u32; n * n];
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            let mut best = 0;
            for k in i..j {
                let (left, right) = (sum(i, k), sum(k + 1, j));
                if left <= right {
                    best = best.max(left.wrapping_add(table[i * n + k]));
                }
                if left >= right {
                    best = best.max(right.wrapping_add(table[(k + 1) * n + j]));
                }
            }
            table[i * n + j] = best;
        }
    }
    Ok(n.checked_sub(1).map_or(0, |last| u64::from(table[last])))
}

#[cfg(test)]
mod tests {
    use super::super::max_score;
    use super::*;

    #[test]
    fn each_pitfall_on_its_counterexample() {
        assert_eq!(ties_keep_the_left_part(&[2, 1, 1]), Ok(2));
        assert_eq!(max_score(&[2, 1, 1]), Ok(3));
        assert_eq!(most_balanced_cut(&[2, 2, 2, 5]), Ok(5));
        assert_eq!(max_score(&[2, 2, 2, 5]), Ok(6));
        let row = [3_000_000_000; 4];
        assert_eq!(max_score(&row), Ok(9_000_000_000));
        assert_eq!(sums_in_32_bits(&row), Ok(WRAPPED));
    }

    /// What the 32-bit table answers on four stones of 3 × 10⁹.
    const WRAPPED: u64 = 820_130_816;

    #[test]
    fn the_pitfalls_are_right_on_rows_that_avoid_their_mistake() {
        // No ties, no sums past 32 bits: the first and third are right.
        assert_eq!(ties_keep_the_left_part(&[6, 2, 3, 4, 5, 5]), Ok(18));
        assert_eq!(sums_in_32_bits(&[6, 2, 3, 4, 5, 5]), Ok(18));
        for empty in [&[][..], &[5]] {
            assert_eq!(ties_keep_the_left_part(empty), Ok(0));
            assert_eq!(most_balanced_cut(empty), Ok(0));
            assert_eq!(sums_in_32_bits(empty), Ok(0));
        }
    }
}
