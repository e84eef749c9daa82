//! The memoised recursion over states (i, M): the textbook method, O(n³).

use super::book::suffix_sums;
use super::error::{check_len, Error, MAX_CUBIC_LEN, MAX_MEMO_COUNTS_LEN};
use crate::shared::on_a_big_stack;

/// The most stones the first player can collect, by the recursion over states
/// `(i, M)` with a memo: each state is solved once, in O(M) steps, O(n³) in
/// all. The recursion goes one call deeper per move, up to n deep, so it runs
/// on a thread whose stack is sized for the row.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_CUBIC_LEN`].
///
/// ```
/// use stone_games::stone_game_ii::book::max_stones_memo;
///
/// assert_eq!(max_stones_memo(&[2, 7, 9, 4, 4]), Ok(10));
/// assert_eq!(max_stones_memo(&[1, 1, 1]), Ok(2));
/// ```
///
/// # Panics
///
#[doc = include_str!("../shared/big_stack.md")]
pub fn max_stones_memo(piles: &[u32]) -> Result<u64, Error> {
    solve("max_stones_memo", piles).map(|(stones, _calls)| stones)
}

/// How many calls [`max_stones_memo`] makes: one per state it meets, leaves
/// included. Every call but the first is made by a move tried from a state it
/// solves (a leaf, or a state solved before, returns at once), so they are
/// counted from the memo it fills: one, and `2M` for each state `(i, M)`
/// solved.
///
/// # Errors
///
/// As [`max_stones_memo`].
///
/// ```
/// use stone_games::stone_game_ii::book::{game_tree_calls, memo_calls};
///
/// assert_eq!(memo_calls(&[1; 16]), Ok(115));
/// assert_eq!(game_tree_calls(&[1; 16]), Ok(25_937));
/// ```
///
/// # Panics
///
#[doc = include_str!("../shared/big_stack.md")]
#[cfg(feature = "book")]
pub fn memo_calls(piles: &[u32]) -> Result<u64, Error> {
    solve("memo_calls", piles).map(|(_stones, calls)| calls)
}

fn solve(function: &'static str, piles: &[u32]) -> Result<(u64, u64), Error> {
    check_len(function, piles.len(), MAX_CUBIC_LEN)?;
    let suffix = suffix_sums(piles)?;
    let n = piles.len();
    // The recursion goes one call deeper per move, up to n deep.
    Ok(on_a_big_stack(n, || {
        let mut memo = vec![vec![None; n / 2 + 1]; n];
        let stones = most_stones(&suffix, 0, 1, &mut memo);
        (stones, calls_made(&memo))
    }))
}

/// The calls that filled `memo`: the first, and one for each of the `2M`
/// moves tried from each state `(i, M)` solved.
fn calls_made(memo: &Memo) -> u64 {
    let moves: usize = memo
        .iter()
        .flat_map(|row| row.iter().enumerate())
        .filter(|(_, solved)| solved.is_some())
        .map(|(m, _)| 2 * m)
        .sum();
    1 + moves as u64
}

// ANCHOR: memo
/// `memo[i][m]` is f(i, m) once state `(i, m)` is solved, `None` before.
type Memo = [Vec<Option<u64>>];

/// The most stones the player to move can collect from state `(i, m)`;
/// `suffix[i]` is the stones left, all of piles `i..n`.
fn most_stones(suffix: &[u64], i: usize, m: usize, memo: &mut Memo) -> u64 {
    let n = suffix.len() - 1;
    if i + 2 * m >= n {
        return suffix[i]; // a leaf: take everything that is left
    }
    if let Some(known) = memo[i][m] {
        return known;
    }
    // Not a leaf, so i + 2m < n: every move leaves at least one pile.
    let least_left = (1..=2 * m)
        .map(|x| most_stones(suffix, i + x, m.max(x), memo))
        .fold(u64::MAX, u64::min);
    let best = suffix[i] - least_left;
    memo[i][m] = Some(best);
    best
}
// ANCHOR_END: memo

/// The states the memo solves on a row of `n` piles, and the moves it tries
/// there: the states (i, M) with g(M) <= i <= n - 1 - 2M, where g(1) = 0 and
/// g(M) = M + g(⌈M/2⌉) is the fewest piles gone when M is reached, and 2M moves
/// in each. The chapter [*Remembering states*][remembering-states] derives it;
/// the crate's tests check it against the memo's own cells for every n up to
/// 300.
///
/// ```
/// use stone_games::stone_game_ii::book::memo_counts;
///
/// assert_eq!(memo_counts(12), Ok((17, 50))); // 17 states, 50 moves
/// ```
///
/// # Errors
///
/// [`Error::TooLong`] for `n` past [`MAX_MEMO_COUNTS_LEN`], the largest row
/// whose count of moves fits in a `u64`.
///
/// [remembering-states]: https://stone-games.github.io/stone-games/stone-game-ii/memo.html
pub fn memo_counts(n: usize) -> Result<(u64, u64), Error> {
    check_len("memo_counts", n, MAX_MEMO_COUNTS_LEN)?;
    Ok(states_and_moves(n as u64))
}

// ANCHOR: memo_counts
/// The states the memo solves on `n` piles, and the moves it tries there.
fn states_and_moves(n: u64) -> (u64, u64) {
    let (mut states, mut moves) = (0, 0);
    for m in (1..).take_while(|m| 2 * m < n) {
        let here = n.saturating_sub(2 * m + fewest_gone(m));
        states += here;
        moves += 2 * m * here;
    }
    (states, moves)
}

/// The fewest piles gone at a state whose M is `m`.
fn fewest_gone(m: u64) -> u64 {
    if m == 1 {
        0
    } else {
        m + fewest_gone(m.div_ceil(2))
    }
}
// ANCHOR_END: memo_counts

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(feature = "book")]
    use crate::stone_game_ii::{
        book::reached_states, error::MAX_GAME_TREE_LEN, pitfalls,
    };

    #[cfg(feature = "book")]
    #[test]
    fn the_memo_solves_exactly_the_states_g_m_counts() {
        // The states the memo solves are (i, M) with
        // g(M) <= i <= n - 1 - 2M; it tries 2M moves in each, and makes one
        // call more than it tries moves. Checked against the memo's own cells
        // for every n from 0 to 300, and against a search of every game for
        // n up to 100.
        for n in 0..=300 {
            let suffix = suffix_sums(&vec![1; n]).unwrap();
            let mut memo = vec![vec![None; n / 2 + 1]; n];
            most_stones(&suffix, 0, 1, &mut memo);
            let solved: Vec<(usize, usize)> = (0..n)
                .flat_map(|i| (0..=n / 2).map(move |m| (i, m)))
                .filter(|&(i, m)| memo[i][m].is_some())
                .collect();
            let expected: Vec<(usize, usize)> = (0..n)
                .flat_map(|i| (1..=n / 2).map(move |m| (i, m)))
                .filter(|&(i, m)| {
                    fewest_gone(m as u64) as usize <= i && i + 2 * m < n
                })
                .collect();
            assert_eq!(solved, expected, "n = {n}");
            let moves: u64 = solved.iter().map(|&(_, m)| 2 * m as u64).sum();
            assert_eq!(memo_calls(&vec![1; n]), Ok(moves + 1), "n = {n}");
            if n <= 100 {
                let reached: Vec<(usize, usize)> = reached_states(n)
                    .unwrap()
                    .into_iter()
                    .filter(|&(i, m)| i + 2 * m < n)
                    .collect();
                assert_eq!(solved, reached, "n = {n}");
            }
        }
    }

    #[cfg(feature = "book")]
    #[test]
    fn the_calls_counted_from_the_memo_are_the_calls_made() {
        // The pitfall with 0 for "not solved yet" counts its calls one by
        // one. On piles of one stone no state is worth 0, so it makes
        // exactly the memo's calls.
        for n in 0..=MAX_GAME_TREE_LEN {
            let piles = vec![1; n];
            let (stones, calls) =
                pitfalls::memo_zero_means_unsolved(&piles).unwrap();
            assert_eq!(max_stones_memo(&piles), Ok(stones), "n = {n}");
            assert_eq!(memo_calls(&piles), Ok(calls), "n = {n}");
        }
    }

    #[test]
    fn a_row_deeper_than_a_test_thread_allows() {
        // The memo's first descent takes one pile at a time, as deep as the row
        // is long. The stack is sized per level, so a debug build's frames fit
        // at any length; this checks 1,500 levels (the cubic work makes
        // MAX_CUBIC_LEN slow in a debug build).
        let piles = vec![1; 1_500];
        let stones = max_stones_memo(&piles);
        assert_eq!(stones, crate::stone_game_ii::max_stones(&piles));
    }

    #[cfg(feature = "book")]
    #[test]
    fn the_counts_fit_in_64_bits_up_to_their_limit_and_no_further() {
        // The same sums in 128 bits, where they cannot overflow.
        let exact = |n: u128| {
            let (mut states, mut moves) = (0_u128, 0_u128);
            for m in (1..).take_while(|m| 2 * m < n) {
                let here =
                    n.saturating_sub(2 * m + u128::from(fewest_gone(m as u64)));
                states += here;
                moves += 2 * m * here;
            }
            (states, moves)
        };
        let limit = MAX_MEMO_COUNTS_LEN;
        let (states, moves) = exact(limit as u128);
        assert_eq!(moves, 18_446_742_439_474_007_636);
        assert_eq!(memo_counts(limit), Ok((states as u64, moves as u64)));
        assert!(exact(limit as u128 + 1).1 > u128::from(u64::MAX));
        for n in [limit + 1, usize::MAX] {
            assert_eq!(
                memo_counts(n),
                Err(Error::TooLong {
                    function: "memo_counts",
                    len: n,
                    limit,
                })
            );
        }
    }
}
