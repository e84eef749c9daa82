//! Moves of up to k values in O(n), whatever k is: a sliding-window minimum.

use std::collections::VecDeque;

use super::error::{check_k, check_len, Error, MAX_LEN};

/// The score difference under optimal play when a move takes 1 to `k`
/// values, in O(n) time whatever `k` is, and O(min(n, k)) memory.
///
/// With the suffix sums `S(i) = v[i] + ... + v[n - 1]`, a move of `x` values
/// from `i` takes `S(i) - S(i + x)`, so the recurrence of
/// [`difference_table`](super::book::difference_table) becomes
///
/// `D(i) = S(i) - min over j in i+1..=min(i + k, n) of (S(j) + D(j))`.
///
/// As `i` falls by one, the range of `j` slides down by one: `j = i` enters,
/// `j = i + k` leaves. A monotonic queue keeps the minimum of such a sliding
/// window in amortised O(1) per step (the book proves it, in
/// [*Taking up to k*][any-k]).
///
/// # No overflow
///
/// `|D(j)| <= T(j)`, where `T(j)` is the sum of `|v|` from `j` on (proved in
/// [`difference_table`](super::book::difference_table)), and `|S(j)| <= T(j)`.
/// So the keys `S(j) + D(j)` are at most `2 T(0) <= n * 2^32` in size, which
/// may not fit in an `i64` once `n >= 2^31`. The keys, the suffix sums and
/// the differences are therefore kept in `i128`: a slice of `i32` has fewer
/// than `2^61` values, so they stay below `2^93`. The answer, `D(0)`, fits
/// in the `i64` returned, because `n <= MAX_LEN`.
///
/// # Errors
///
/// [`Error::KIsZero`] when `k = 0`; [`Error::TooLong`] for rows longer
/// than [`MAX_LEN`] ([`score_difference_wide`] takes those).
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_iii::book::score_difference_table;
/// use stone_games::stone_game_iii::book::score_difference_window;
///
/// let row: Vec<i32> = (1..=1_000).map(|v| v * 37 % 101 - 50).collect();
/// assert_eq!(
///     score_difference_window(&row, 40),
///     score_difference_table(&row, 40)
/// );
/// assert_eq!(score_difference_window(&[1, 2, 3, 7], 3), Ok(-1));
/// # }
/// ```
///
/// [any-k]: https://stone-games.github.io/stone-games/stone-game-iii/any-k.html
// Public only with `book` (and in tests): only then does clippy read it.
#[cfg_attr(
    any(test, feature = "book"),
    expect(
        clippy::missing_panics_doc,
        reason = "cannot panic: |D(0)| <= n * 2^31 < 2^63 for n <= MAX_LEN, \
                 proved above"
    )
)]
pub fn score_difference_window(values: &[i32], k: usize) -> Result<i64, Error> {
    check_k(k)?;
    check_len("score_difference_window", values.len(), MAX_LEN)?;
    let difference = difference_by_window(values, k);
    Ok(i64::try_from(difference)
        .expect("|D(0)| <= n * 2^31 < 2^63 for n <= MAX_LEN (proved above)"))
}

/// The exact score difference for moves of 1 to `k` values, for a row of any
/// length, as an `i128`. The same method as [`score_difference_window`],
/// without its limit on the length.
///
/// A row of `2^32` values or more (16 GiB of `i32`) can have a score
/// difference beyond the range of an `i64`: with `k = 1` the players must
/// alternate, and on `i32::MAX, i32::MIN, ...` the difference is about
/// `n * 2^31`. An `i128` holds every difference of every slice, by the
/// bound in [`score_difference_window`].
///
/// # Errors
///
/// [`Error::KIsZero`] when `k = 0`.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_iii::book::score_difference_wide;
///
/// assert_eq!(score_difference_wide(&[1, 2, 3, -9], 3), Ok(15));
/// let row = [i32::MAX, i32::MIN].repeat(4);
/// assert_eq!(score_difference_wide(&row, 1), Ok(8 * (1_i128 << 31) - 4));
/// # }
/// ```
pub fn score_difference_wide(values: &[i32], k: usize) -> Result<i128, Error> {
    check_k(k)?;
    Ok(difference_by_window(values, k))
}

// ANCHOR: window
/// D(0) when a move takes 1 to `k` values (`k >= 1`), in O(n).
fn difference_by_window(values: &[i32], k: usize) -> i128 {
    // The window: (j, S(j) + D(j)) for the j that can still be a minimum,
    // keys increasing from front to back, so the front is the minimum.
    let mut window: VecDeque<(usize, i128)> = VecDeque::new();
    window.push_back((values.len(), 0)); // S(n) + D(n) = 0
    let mut suffix = 0_i128; // S(i)
    let mut difference = 0_i128; // D(i); D(n) = 0 for an empty row
    for i in (0..values.len()).rev() {
        suffix += i128::from(values[i]);
        // j = i + k + 1 is out of reach from i: it leaves, from the front.
        while window.front().is_some_and(|&(j, _)| j - i > k) {
            window.pop_front();
        }
        let (_, least) = window.front().expect("j = i + 1 is in the window");
        difference = suffix - least;
        // j = i enters at the back; a key no smaller than its own, which
        // leaves the window earlier, can never be the minimum again.
        let key = suffix + difference;
        while window.back().is_some_and(|&(_, back)| back >= key) {
            window.pop_back();
        }
        window.push_back((i, key));
    }
    difference
}
// ANCHOR_END: window

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::Lcg;
    use crate::stone_game_iii::book::score_difference_table;

    fn row(n: usize, seed: u64) -> Vec<i32> {
        Lcg::new(seed).values(n)
    }

    #[test]
    fn equals_the_table_for_every_k() {
        for n in [0, 1, 2, 5, 50, 300] {
            let values = row(n, n as u64);
            for k in [1, 2, 3, 4, 7, 50, 299, 300, 301, usize::MAX] {
                let table = score_difference_table(&values, k);
                assert_eq!(
                    score_difference_window(&values, k),
                    table,
                    "{n} {k}"
                );
                assert_eq!(
                    score_difference_wide(&values, k),
                    table.map(i128::from)
                );
            }
        }
    }

    #[test]
    fn the_largest_keys_do_not_overflow() {
        // Keys S(j) + D(j) reach 2 T(j) here: every value is i32::MAX and a
        // move may take them all.
        let values = vec![i32::MAX; 1_000];
        let total = 1_000 * i64::from(i32::MAX);
        assert_eq!(score_difference_window(&values, usize::MAX), Ok(total));
        assert_eq!(score_difference_table(&values, 1_000), Ok(total));
    }
}
