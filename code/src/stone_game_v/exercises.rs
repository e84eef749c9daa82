#![doc = include_str!("../shared/exercises.md")]
//!
//! [exercises-and-practice]: https://stone-games.github.io/stone-games/stone-game-v/exercises.html

use super::book::score_table_quadratic;
use super::error::{check_len, Error, MAX_CUBIC_LEN, MAX_LEN, MAX_PLAY_LEN};
use super::table::ScoreTable;
use crate::shared::prefix_sums;

/// Every first cut that reaches Alice's best score, each as the number of
/// stones left of it (1 to n − 1): the answer to the exercise [*Every best
/// first cut*][exercises].
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_PLAY_LEN`], the limit of the table it
/// reads.
///
/// ```
/// use stone_games::stone_game_v::exercises::best_first_cuts;
///
/// assert_eq!(best_first_cuts(&[6, 2, 3, 4, 5, 5]), Ok(vec![3]));
/// assert_eq!(best_first_cuts(&[0, 0, 0]), Ok(vec![1, 2]));
/// assert_eq!(best_first_cuts(&[7]), Ok(vec![]));
/// ```
///
/// [exercises]: https://stone-games.github.io/stone-games/stone-game-v/exercises.html
pub fn best_first_cuts(values: &[u32]) -> Result<Vec<usize>, Error> {
    check_len("best_first_cuts", values.len(), MAX_PLAY_LEN)?;
    let table = score_table_quadratic(values)?;
    let n = values.len();
    if n < 2 {
        return Ok(Vec::new());
    }
    let prefix = prefix_sums(values)?;
    // ANCHOR: best_first_cuts
    let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
    let best = table[(0, n - 1)];
    let reaches = |k: usize| {
        let (left, right) = (sum(0, k), sum(k + 1, n - 1));
        (left <= right && left + table[(0, k)] == best)
            || (left >= right && right + table[(k + 1, n - 1)] == best)
    };
    Ok((0..n - 1).filter(|&k| reaches(k)).map(|k| k + 1).collect())
    // ANCHOR_END: best_first_cuts
}

/// Alice's largest score in O(n² log n): the two pointers of
/// [`max_score_quadratic`](super::book::max_score_quadratic) found afresh for
/// each interval by binary search on the prefix sums, the answer to the
/// exercise [*Binary search instead of pointers*][exercises].
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_LEN`].
///
/// ```
/// use stone_games::stone_game_v::exercises::max_score_binary_search;
///
/// assert_eq!(max_score_binary_search(&[6, 2, 3, 4, 5, 5]), Ok(18));
/// assert_eq!(max_score_binary_search(&[0, 0, 3, 0, 3, 0]), Ok(3));
/// ```
///
/// [exercises]: https://stone-games.github.io/stone-games/stone-game-v/exercises.html
pub fn max_score_binary_search(values: &[u32]) -> Result<u64, Error> {
    check_len("max_score_binary_search", values.len(), MAX_LEN)?;
    let n = values.len();
    let prefix = prefix_sums(values)?;
    let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
    let mut down = ScoreTable::zeros(n)?;
    let mut across = vec![0; n];
    let mut whole = 0;
    for i in (0..n).rev() {
        across[i] = sum(i, i);
        down[(i, i)] = sum(i, i);
        for j in i + 1..n {
            let total = sum(i, j);
            // ANCHOR: binary_search
            // The cuts i..j, as the prefix sums after them: 2 S(i, k) is
            // 2 (prefix[k + 1] - prefix[i]), rising with k.
            let after = &prefix[i + 1..j + 1];
            let twice = |p: &u64| 2 * (p - prefix[i]);
            let keep_left = i + after.partition_point(|p| twice(p) <= total);
            let keep_right = i + after.partition_point(|p| twice(p) < total);
            // ANCHOR_END: binary_search
            let left = (keep_left > i).then(|| across[keep_left - 1]);
            let right = (keep_right < j).then(|| down[(keep_right + 1, j)]);
            let score = left.max(right).unwrap_or(0);
            across[j] = across[j - 1].max(total + score);
            down[(i, j)] = down[(i + 1, j)].max(total + score);
            whole = score;
        }
    }
    Ok(whole)
}

/// Alice's largest score when Bob breaks the ties, against her: the answer
/// to the exercise [*Bob breaks the ties*][exercises]. On a tie the part
/// that stays is the one worth less to Alice afterwards.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_CUBIC_LEN`].
///
/// ```
/// use stone_games::stone_game_v::exercises::max_score_bob_breaks_ties;
/// use stone_games::stone_game_v::max_score;
///
/// assert_eq!(max_score_bob_breaks_ties(&[2, 1, 1]), Ok(2));
/// assert_eq!(max_score(&[2, 1, 1]), Ok(3));
/// ```
///
/// [exercises]: https://stone-games.github.io/stone-games/stone-game-v/exercises.html
pub fn max_score_bob_breaks_ties(values: &[u32]) -> Result<u64, Error> {
    check_len("max_score_bob_breaks_ties", values.len(), MAX_CUBIC_LEN)?;
    let n = values.len();
    let prefix = prefix_sums(values)?;
    let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
    let mut table = ScoreTable::zeros(n)?;
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            let mut best = 0;
            // ANCHOR: bob_ties
            for k in i..j {
                let (left, right) = (sum(i, k), sum(k + 1, j));
                let after = match left.cmp(&right) {
                    std::cmp::Ordering::Less => left + table[(i, k)],
                    std::cmp::Ordering::Greater => right + table[(k + 1, j)],
                    // Bob keeps the part worth less to Alice.
                    std::cmp::Ordering::Equal => {
                        left + table[(i, k)].min(table[(k + 1, j)])
                    }
                };
                best = best.max(after);
            }
            // ANCHOR_END: bob_ties
            table[(i, j)] = best;
        }
    }
    Ok(table.get(0, n.wrapping_sub(1)).unwrap_or(0))
}

/// Alice's largest score when Bob breaks the ties, in O(n²): the stronger
/// answer to the exercise [*Bob breaks the ties*][exercises]. The pointers
/// of [`max_score_quadratic`](super::book::max_score_quadratic) split the cuts
/// into those that keep the left part, the tied ones, and those that keep the
/// right part. Zeros at either end of a row do not change its score under
/// Bob's rule either, so every tied cut is worth the same, and one of them
/// is tried.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_PLAY_LEN`]: it keeps the scores and the
/// running maxima, two triangles.
///
/// ```
/// use stone_games::stone_game_v::exercises::{
///     max_score_bob_breaks_ties, max_score_bob_breaks_ties_quadratic,
/// };
///
/// assert_eq!(max_score_bob_breaks_ties_quadratic(&[2, 1, 1]), Ok(2));
/// let row = [3, 0, 0, 3, 1, 1, 4];
/// assert_eq!(
///     max_score_bob_breaks_ties_quadratic(&row),
///     max_score_bob_breaks_ties(&row)
/// );
/// ```
///
/// [exercises]: https://stone-games.github.io/stone-games/stone-game-v/exercises.html
pub fn max_score_bob_breaks_ties_quadratic(
    values: &[u32],
) -> Result<u64, Error> {
    check_len(
        "max_score_bob_breaks_ties_quadratic",
        values.len(),
        MAX_PLAY_LEN,
    )?;
    let n = values.len();
    let prefix = prefix_sums(values)?;
    let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
    let mut score = ScoreTable::zeros(n)?;
    let mut down = ScoreTable::zeros(n)?;
    let mut across = vec![0; n];
    for i in (0..n).rev() {
        across[i] = sum(i, i);
        down[(i, i)] = sum(i, i);
        let (mut keep_left, mut keep_right) = (i, i);
        for j in i + 1..n {
            let total = sum(i, j);
            while keep_left < j && 2 * sum(i, keep_left) <= total {
                keep_left += 1;
            }
            while 2 * sum(i, keep_right) < total {
                keep_right += 1;
            }
            // ANCHOR: bob_ties_quadratic
            // keep_left and keep_right mean what they mean in the
            // quadratic method: so the cuts before keep_right have the
            // smaller left part and keep it, the cuts from keep_left on the
            // smaller right part, and the cuts between them tie: Bob picks
            // there, and every tied cut is worth the same, so try the first.
            let left = (keep_right > i).then(|| across[keep_right - 1]);
            let right = (keep_left < j).then(|| down[(keep_left + 1, j)]);
            let k = keep_right;
            let tie = (k < keep_left)
                .then(|| sum(i, k) + score[(i, k)].min(score[(k + 1, j)]));
            let best = left.max(right).max(tie).unwrap_or(0);
            // ANCHOR_END: bob_ties_quadratic
            score[(i, j)] = best;
            across[j] = across[j - 1].max(total + best);
            down[(i, j)] = down[(i + 1, j)].max(total + best);
        }
    }
    Ok(score.get(0, n.wrapping_sub(1)).unwrap_or(0))
}

/// How many cuts [`max_score_memo`](super::book::max_score_memo) tries, started
/// from the whole row: each interval it reaches tries all its cuts, once.
/// The answer to the exercise [*The memo's cuts*][exercises]; the table of
/// [`score_table`](super::book::score_table) tries n(n² − 1)/6.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_CUBIC_LEN`], the memo's limit.
///
/// ```
/// use stone_games::stone_game_v::exercises::memo_cuts;
///
/// // 10 of the table's 6 · 35 / 6 = 35 cuts.
/// assert_eq!(memo_cuts(&[6, 2, 3, 4, 5, 5]), Ok(10));
/// // On zeros every interval is reached: the table's 10 · 99 / 6 cuts.
/// assert_eq!(memo_cuts(&[0; 10]), Ok(165));
/// ```
///
/// [exercises]: https://stone-games.github.io/stone-games/stone-game-v/exercises.html
pub fn memo_cuts(values: &[u32]) -> Result<u64, Error> {
    check_len("memo_cuts", values.len(), MAX_CUBIC_LEN)?;
    let n = values.len();
    if n == 0 {
        return Ok(0);
    }
    let prefix = prefix_sums(values)?;
    // ANCHOR: memo_cuts
    let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
    // The intervals reached, found without recursion: each one popped for
    // the first time tries its j - i cuts and pushes the parts they keep.
    let mut reached = vec![false; n * n];
    let mut to_solve = vec![(0, n - 1)];
    let mut cuts = 0;
    while let Some((i, j)) = to_solve.pop() {
        if std::mem::replace(&mut reached[i * n + j], true) {
            continue;
        }
        cuts += (j - i) as u64;
        for k in i..j {
            let (left, right) = (sum(i, k), sum(k + 1, j));
            if left <= right {
                to_solve.push((i, k));
            }
            if left >= right {
                to_solve.push((k + 1, j));
            }
        }
    }
    Ok(cuts)
    // ANCHOR_END: memo_cuts
}

/// Whether, on every interval of this row, the first cut whose left part is
/// at least its right part moves only left, or stays, as the interval's left
/// end moves left (its right end fixed): the check for the exercise *The
/// other pointer*. O(n³); for small rows.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_CUBIC_LEN`].
///
/// ```
/// use stone_games::stone_game_v::exercises::balance_moves_left_with_i;
///
/// assert_eq!(balance_moves_left_with_i(&[6, 2, 3, 4, 5, 5]), Ok(true));
/// ```
pub fn balance_moves_left_with_i(values: &[u32]) -> Result<bool, Error> {
    check_len("balance_moves_left_with_i", values.len(), MAX_CUBIC_LEN)?;
    let prefix = prefix_sums(values)?;
    let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
    let balance = |i: usize, j: usize| {
        (i..=j).find(|&k| sum(i, k) >= sum(k + 1, j)).unwrap_or(j)
    };
    let n = values.len();
    Ok((0..n).all(|j| (1..=j).all(|i| balance(i - 1, j) <= balance(i, j))))
}

#[cfg(test)]
mod tests {
    use super::super::book::{max_score_brute_force, score_table};
    use super::*;
    use crate::shared::testing::rows_of;

    /// `best_first_cuts` from the O(n³) table: the two must agree.
    fn best_first_cuts_cubic(values: &[u32]) -> Result<Vec<usize>, Error> {
        let table = score_table(values)?;
        let n = values.len();
        let prefix = prefix_sums(values)?;
        let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
        let best = table.get(0, n.wrapping_sub(1)).unwrap_or(0);
        Ok((0..n.saturating_sub(1))
            .filter(|&k| {
                let (left, right) = (sum(0, k), sum(k + 1, n - 1));
                (left <= right && left + table[(0, k)] == best)
                    || (left >= right && right + table[(k + 1, n - 1)] == best)
            })
            .map(|k| k + 1)
            .collect())
    }

    /// Bob's tie-breaking, by brute force: the oracle of its exercise.
    fn bob_ties_brute_force(values: &[u32]) -> u64 {
        let total: u64 = values.iter().map(|&v| u64::from(v)).sum();
        let mut best = 0;
        let mut left = 0;
        for cut in 1..values.len() {
            left += u64::from(values[cut - 1]);
            let right = total - left;
            let (l, r) = values.split_at(cut);
            let after = if left < right {
                left + bob_ties_brute_force(l)
            } else if left > right {
                right + bob_ties_brute_force(r)
            } else {
                left + bob_ties_brute_force(l).min(bob_ties_brute_force(r))
            };
            best = best.max(after);
        }
        best
    }

    /// The cuts of every distinct interval the plain game tree visits: the
    /// oracle of `memo_cuts`.
    fn visited_cuts(values: &[u32]) -> u64 {
        fn visit(values: &[u32], start: usize, seen: &mut Vec<(usize, usize)>) {
            let end = start + values.len();
            if values.is_empty() || seen.contains(&(start, end)) {
                return;
            }
            seen.push((start, end));
            let total: u64 = values.iter().map(|&v| u64::from(v)).sum();
            let mut left = 0;
            for cut in 1..values.len() {
                left += u64::from(values[cut - 1]);
                let (l, r) = values.split_at(cut);
                if 2 * left <= total {
                    visit(l, start, seen);
                }
                if 2 * left >= total {
                    visit(r, start + cut, seen);
                }
            }
        }
        let mut seen = Vec::new();
        visit(values, 0, &mut seen);
        seen.iter().map(|&(a, b)| (b - a - 1) as u64).sum()
    }

    #[test]
    fn every_answer_agrees_with_its_brute_force_on_every_small_row() {
        // Every row of 0 to 7 stones of 0 to 3, zeros included.
        for len in 0..=7 {
            for values in rows_of(len, vec![0, 1, 2, 3]) {
                let score = max_score_brute_force(&values).unwrap();
                assert_eq!(max_score_binary_search(&values), Ok(score));
                assert_eq!(
                    max_score_bob_breaks_ties(&values),
                    Ok(bob_ties_brute_force(&values))
                );
                assert_eq!(
                    max_score_bob_breaks_ties_quadratic(&values),
                    Ok(bob_ties_brute_force(&values))
                );
                assert_eq!(balance_moves_left_with_i(&values), Ok(true));
                assert_eq!(memo_cuts(&values), Ok(visited_cuts(&values)));
                let cuts = best_first_cuts(&values).unwrap();
                assert_eq!(Ok(cuts.clone()), best_first_cuts_cubic(&values));
                // Each cut listed reaches the score, by brute force.
                for &cut in &cuts {
                    let (l, r) = values.split_at(cut);
                    let (ls, rs): (u64, u64) = (
                        l.iter().map(|&v| u64::from(v)).sum(),
                        r.iter().map(|&v| u64::from(v)).sum(),
                    );
                    let mut reach = 0;
                    if ls <= rs {
                        reach =
                            reach.max(ls + max_score_brute_force(l).unwrap());
                    }
                    if ls >= rs {
                        reach =
                            reach.max(rs + max_score_brute_force(r).unwrap());
                    }
                    assert_eq!(reach, score, "{values:?}, cut {cut}");
                }
                assert_eq!(cuts.is_empty(), len < 2);
            }
        }
    }

    #[test]
    fn bob_ties_quadratic_agrees_with_the_cubic_table_on_random_rows() {
        let mut random = crate::shared::testing::Lcg::new(1563);
        for round in 0..300 {
            let n = (random.next_u64() % 60) as usize;
            // Mostly zeros on every other round: long runs of ties.
            let most = [3, 1_000_000][round % 2];
            let values: Vec<u32> = (0..n)
                .map(|_| {
                    let v = random.next_u64() % (most + 1);
                    if round % 2 == 0 && v < 2 {
                        0
                    } else {
                        v as u32
                    }
                })
                .collect();
            assert_eq!(
                max_score_bob_breaks_ties_quadratic(&values),
                max_score_bob_breaks_ties(&values),
                "{values:?}"
            );
        }
    }

    #[test]
    fn memo_cuts_on_zeros_are_the_tables() {
        for n in 0..=40_u64 {
            let zeros = vec![0; n as usize];
            assert_eq!(
                memo_cuts(&zeros),
                Ok(n * (n * n).saturating_sub(1) / 6)
            );
        }
    }
}
