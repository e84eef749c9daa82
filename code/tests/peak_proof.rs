//! The proof of the peak claim (chapter *In linear time*), step by step.
//!
//! The chapter proves, on paper, that replacing a peak `x y z` (`y >= x`,
//! `y >= z`) by the single value `x - y + z` keeps the score difference of a
//! row. The proof rests on two lemmas (L and K), on Lemma 1, and on a case
//! analysis (A, B, C). Each test here checks one of those statements, on its
//! own, on every row of up to 7 values from -3 to 3 (960,800 rows) and on
//! every row of up to 8 values from -2 to 2 (488,281 rows). Zero and negative
//! values are included: collapsed values can be negative, and the claim is
//! applied again to rows that were already collapsed. The checks are evidence
//! for each step of the proof, to those bounds; they do not replace it.
//!
//! `D(row)` is the score difference: the most the player to move can end ahead
//! by. It is computed here, independently of the crate, by the recurrence
//! `D(a U b) = max(a - D(U b), b - D(a U))`, and compared once with the crate's
//! `score_difference` on the rows where both apply.

use stone_games::stone_game::score_difference;

/// The rows checked: every row of up to `max_len` values from `low..=high`.
/// Two sets: more values, or longer rows.
const SETS: [(i64, i64, usize); 2] = [(-3, 3, 7), (-2, 2, 8)];
/// The longest row of any set.
const MAX_LEN: usize = 8;

/// Every row of up to `max_len` values from `low..=high`, with its score
/// difference. A row of length `len` is numbered by `code`, its values read as
/// the digits of `code` in base `base`, position 0 the least significant.
struct Rows {
    low: i64,
    high: i64,
    base: usize,
    max_len: usize,
    /// `value[len][code]`: the score difference of that row.
    value: Vec<Vec<i64>>,
}

impl Rows {
    fn new((low, high, max_len): (i64, i64, usize)) -> Self {
        let base = (high - low + 1) as usize;
        let mut value = vec![vec![0]];
        for len in 1..=max_len {
            let count = base.pow(len as u32);
            let top = base.pow(len as u32 - 1);
            let shorter = &value[len - 1];
            let row: Vec<i64> = (0..count)
                .map(|code| {
                    let first = (code % base) as i64 + low;
                    let last = (code / top) as i64 + low;
                    // Taking the first value leaves positions 1.., the last
                    // leaves positions ..len - 1.
                    let take_first = first - shorter[code / base];
                    let take_last = last - shorter[code % top];
                    take_first.max(take_last)
                })
                .collect();
            value.push(row);
        }
        Rows {
            low,
            high,
            base,
            max_len,
            value,
        }
    }

    /// Every set of rows, in turn.
    fn sets() -> impl Iterator<Item = Rows> {
        SETS.into_iter().map(Rows::new)
    }

    /// The score difference of a row whose values are all in `low..=high`.
    fn of(&self, row: &[i64]) -> i64 {
        self.value[row.len()][self.encode(row)]
    }

    fn encode(&self, row: &[i64]) -> usize {
        row.iter()
            .rev()
            .fold(0, |code, &v| code * self.base + (v - self.low) as usize)
    }

    /// Every row of `len` values, with its code.
    fn all(&self, len: usize) -> impl Iterator<Item = (usize, Vec<i64>)> + '_ {
        (0..self.base.pow(len as u32)).map(move |code| {
            let mut rest = code;
            let row = (0..len)
                .map(|_| {
                    let v = (rest % self.base) as i64 + self.low;
                    rest /= self.base;
                    v
                })
                .collect();
            (code, row)
        })
    }

    /// Every row of `min_len` to `max_len` values.
    fn longer(&self, min_len: usize) -> impl Iterator<Item = Vec<i64>> + '_ {
        (min_len..=self.max_len).flat_map(|len| self.all(len).map(|(_, r)| r))
    }
}

/// The score difference of any row, of any values: the rolling row of
/// *Less memory*, on signed values. Used for collapsed rows, whose values can
/// leave the range of their set.
fn score(row: &[i64]) -> i64 {
    let n = row.len();
    let mut best = [0_i64; MAX_LEN];
    for i in (0..n).rev() {
        best[i] = row[i];
        for j in i + 1..n {
            best[j] = (row[i] - best[j]).max(row[j] - best[j - 1]);
        }
    }
    if n == 0 {
        0
    } else {
        best[n - 1]
    }
}

/// The game tree itself, the slowest and plainest oracle.
fn negamax(row: &[i64]) -> i64 {
    match row {
        [] => 0,
        [only] => *only,
        [first, .., last] => {
            let take_first = first - negamax(&row[1..]);
            let take_last = last - negamax(&row[..row.len() - 1]);
            take_first.max(take_last)
        }
    }
}

/// `row` with the three values at `i..i + 3` replaced by `x - y + z`.
fn collapse_at(row: &[i64], i: usize) -> Vec<i64> {
    let mut out = row[..i].to_vec();
    out.push(row[i] - row[i + 1] + row[i + 2]);
    out.extend_from_slice(&row[i + 3..]);
    out
}

fn is_peak(row: &[i64], i: usize) -> bool {
    row[i + 1] >= row[i] && row[i + 1] >= row[i + 2]
}

#[test]
fn the_table_is_the_game_tree_and_the_crate() {
    for rows in Rows::sets() {
        for row in rows.longer(0) {
            let value = rows.of(&row);
            assert_eq!(score(&row), value, "{row:?}");
            if row.len() <= 6 {
                assert_eq!(negamax(&row), value, "{row:?}");
            }
            if row.iter().all(|&v| v >= 0) {
                let piles: Vec<u32> = row.iter().map(|&v| v as u32).collect();
                assert_eq!(score_difference(&piles), Ok(value), "{row:?}");
            }
        }
    }
}

#[test]
fn lemma_l_one_pile_changed_by_d_moves_the_value_by_at_most_d() {
    for rows in Rows::sets() {
        for len in 1..=rows.max_len {
            let table = &rows.value[len];
            for (code, row) in rows.all(len) {
                let value = table[code];
                let mut place = 1;
                for (k, &old) in row.iter().enumerate() {
                    // The code of the row with pile k set to v.
                    let without = code - (old - rows.low) as usize * place;
                    for v in rows.low..=rows.high {
                        let changed = without + (v - rows.low) as usize * place;
                        let d = (v - old).abs();
                        assert!(
                            (table[changed] - value).abs() <= d,
                            "{row:?}, pile {k} set to {v}"
                        );
                    }
                    place *= rows.base;
                }
            }
        }
    }
}

#[test]
fn lemma_k_with_every_value_at_most_m() {
    // D(S) + D(S') <= 2M - s, where s is an end of S, S' is S without it, and M
    // is the largest value of S (the tightest M the lemma allows: a larger M
    // only loosens the bound).
    for rows in Rows::sets() {
        for row in rows.longer(1) {
            let len = row.len();
            let m = *row.iter().max().unwrap();
            let value = rows.of(&row);
            let (first, last) = (row[0], row[len - 1]);
            let without_last = rows.of(&row[..len - 1]);
            let without_first = rows.of(&row[1..]);
            assert!(value + without_last <= 2 * m - last, "{row:?}");
            assert!(value + without_first <= 2 * m - first, "{row:?}");
        }
    }
}

#[test]
fn lemma_1_a_largest_value_at_an_end_is_an_optimal_move() {
    for rows in Rows::sets() {
        for row in rows.longer(1) {
            let len = row.len();
            let m = *row.iter().max().unwrap();
            let value = rows.of(&row);
            if row[0] == m {
                assert_eq!(m - rows.of(&row[1..]), value, "{row:?}");
            }
            if row[len - 1] == m {
                assert_eq!(m - rows.of(&row[..len - 1]), value, "{row:?}");
            }
        }
    }
}

/// Which case of the proof a peak of a row falls in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Case {
    /// The peak is the whole row.
    Whole,
    /// The peak has values on both sides.
    Interior,
    /// At an end: its middle value is a largest value of the row.
    A,
    /// At an end: not A, and the far end of the row is a largest value.
    B,
    /// At an end: neither A nor B.
    C,
}

/// The case of the peak at `i..i + 3`, and, for a peak at an end, the row
/// turned so that the peak is at the left end (the game is the same read from
/// either side).
fn case_of(row: &[i64], i: usize) -> (Case, Vec<i64>) {
    let n = row.len();
    if n == 3 {
        return (Case::Whole, row.to_vec());
    }
    if i > 0 && i + 3 < n {
        return (Case::Interior, row.to_vec());
    }
    let turned: Vec<i64> = if i == 0 {
        row.to_vec()
    } else {
        row.iter().rev().copied().collect()
    };
    let m = *turned.iter().max().unwrap();
    let case = if turned[1] == m {
        Case::A
    } else if turned[n - 1] == m {
        Case::B
    } else {
        Case::C
    };
    (case, turned)
}

#[test]
fn the_peak_claim_holds_and_every_case_of_its_proof_occurs() {
    for rows in Rows::sets() {
        let mut count = [0_u64; 5];
        for row in rows.longer(3) {
            let value = rows.of(&row);
            for i in 0..row.len() - 2 {
                if !is_peak(&row, i) {
                    continue;
                }
                let collapsed = score(&collapse_at(&row, i));
                assert_eq!(collapsed, value, "{row:?} at {i}");
                let (case, _) = case_of(&row, i);
                count[case as usize] += 1;
            }
        }
        // Every case of the proof is met, many times over.
        assert!(count.iter().all(|&c| c >= 50), "{count:?}");
    }
}

#[test]
fn case_a_taking_x_then_y_is_forced_and_the_two_rows_agree() {
    // G = x y z B with B = B' b, y a largest value of G. Taking x is worth
    // x - y + D(z B) (Lemma 1: the opponent takes y). Taking b is worth
    // T = b - D(c B') in both rows. Either D(z B) = z - D(B), and the options
    // are equal one by one; or both rows are worth T.
    for rows in Rows::sets() {
        let (mut matched, mut both_t) = (0_u64, 0_u64);
        for row in rows.longer(4) {
            let len = row.len();
            for i in [0, len - 3] {
                if !is_peak(&row, i) {
                    continue;
                }
                let (case, g) = case_of(&row, i);
                if case != Case::A {
                    continue;
                }
                let (x, y, z) = (g[0], g[1], g[2]);
                let c = x - y + z;
                let big_b = &g[3..];
                let b_prime = &big_b[..big_b.len() - 1];
                let b = big_b[big_b.len() - 1];
                let zb = rows.of(&g[2..]);
                // Lemma 1 in y z B.
                assert_eq!(rows.of(&g[1..]), y - zb, "{g:?}");
                let mut c_b_prime = vec![c];
                c_b_prime.extend_from_slice(b_prime);
                let t = b - score(&c_b_prime);
                let take_x = x - y + zb;
                let take_c = c - rows.of(big_b);
                if zb == z - rows.of(big_b) {
                    assert_eq!(take_x, take_c, "{g:?}");
                    matched += 1;
                } else {
                    let mut z_b_prime = vec![z];
                    z_b_prime.extend_from_slice(b_prime);
                    assert_eq!(zb, b - rows.of(&z_b_prime), "{g:?}");
                    assert!(take_x <= t, "{g:?}");
                    assert!(take_c < t, "{g:?}");
                    both_t += 1;
                }
            }
        }
        assert!(matched >= 100 && both_t >= 100, "{matched} {both_t}");
    }
}

#[test]
fn case_c_two_peaks_collapse_to_the_same_row_in_either_order() {
    // When y is not a largest value and the far end is not either, a largest
    // value M sits strictly inside B, and Q = (u, M, w) is a peak. Collapsing P
    // then Q, or Q then P, gives the same row; when they share a pile, the
    // second collapse is still a peak.
    for rows in Rows::sets() {
        let (mut apart, mut shared) = (0_u64, 0_u64);
        for g in rows.longer(5) {
            let len = g.len();
            if !is_peak(&g, 0) || case_of(&g, 0).0 != Case::C {
                continue;
            }
            let m = *g.iter().max().unwrap();
            let middle = (3..len - 1).find(|&k| g[k] == m).expect("M inside B");
            let q = middle - 1;
            assert!(is_peak(&g, q), "{g:?}");
            let p_first = collapse_at(&g, 0);
            let q_first = collapse_at(&g, q);
            // Where the other peak starts once one has been collapsed.
            assert!(is_peak(&p_first, q - 2), "{g:?}");
            assert!(is_peak(&q_first, 0), "{g:?}");
            assert_eq!(
                collapse_at(&p_first, q - 2),
                collapse_at(&q_first, 0),
                "{g:?}"
            );
            if q == 2 {
                shared += 1;
            } else {
                apart += 1;
            }
        }
        assert!(apart >= 100 && shared >= 100, "{apart} {shared}");
    }
}

#[test]
fn taking_x_is_not_always_as_good_as_taking_the_collapsed_value() {
    // The hot-potato picture says: whoever takes x has in effect taken
    // c = x - y + z, because the opponent takes y and gives z back. Not when y
    // is not a largest value: facing y z B, the opponent can do better.
    let (y, z) = (-2, -2);
    let b = [-1, -2, -2, -1];
    let mut y_z_b = vec![y, z];
    y_z_b.extend_from_slice(&b);
    assert_eq!(negamax(&y_z_b), 2);
    assert_eq!(y - z + negamax(&b), 0);
    // The claim itself still holds there, for every x the peak allows.
    for x in -6..=y {
        let mut g = vec![x];
        g.extend_from_slice(&y_z_b);
        assert_eq!(negamax(&g), negamax(&collapse_at(&g, 0)), "x = {x}");
    }
}

#[test]
fn a_row_without_a_peak_is_worth_its_sorted_alternating_sum() {
    // Step 2 of the method, on signed values: with no peak, the largest value
    // is at an end, and greedy play from the larger end reaches the value.
    for rows in Rows::sets() {
        let mut valleys = 0_u64;
        for row in rows.longer(0) {
            let len = row.len();
            if (0..len.saturating_sub(2)).any(|i| is_peak(&row, i)) {
                continue;
            }
            let m = *row.iter().max().unwrap_or(&0);
            assert!(len == 0 || row[0] == m || row[len - 1] == m, "{row:?}");
            let mut sorted = row.clone();
            sorted.sort_unstable_by(|a, b| b.cmp(a));
            let alternating: i64 = sorted
                .iter()
                .enumerate()
                .map(|(k, v)| if k % 2 == 0 { *v } else { -v })
                .sum();
            assert_eq!(rows.of(&row), alternating, "{row:?}");
            valleys += 1;
        }
        assert!(valleys >= 500, "{valleys}");
    }
}
