#![doc = include_str!("../shared/pitfalls.md")]
//!
//! One of them turns out not to be a mistake at all. The right versions are
//! [`max_stones_brute_force`](super::book::max_stones_brute_force) and
//! [`max_stones_memo`](super::book::max_stones_memo). Each takes the same rows
//! as the right version it copies, and refuses the same long rows: the
//! game-tree limit for the versions without a memo, the cubic limit for the
//! memos.

use super::book::suffix_sums;
use super::error::{check_len, Error, MAX_CUBIC_LEN, MAX_GAME_TREE_LEN};
use crate::shared::on_a_big_stack;

/// **Wrong:** after a move of `x` piles, `M` becomes `x` instead of `max(M,
/// x)`.
///
/// A small move then shrinks the next player's choice, which the rules never
/// do.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_GAME_TREE_LEN`]: like
/// the game tree, it has no memo.
///
/// ```
/// use stone_games::stone_game_ii::{max_stones, pitfalls};
///
/// let piles = [1, 1, 1, 1, 1, 1, 1, 3];
/// assert_eq!(pitfalls::m_becomes_x(&piles), Ok(5));
/// assert_eq!(max_stones(&piles), Ok(6));
/// ```
pub fn m_becomes_x(piles: &[u32]) -> Result<u64, Error> {
    check_len("m_becomes_x", piles.len(), MAX_GAME_TREE_LEN)?;
    Ok(m_becomes_x_from(&suffix_sums(piles)?, 0, 1))
}

// ANCHOR: m_becomes_x
fn m_becomes_x_from(suffix: &[u64], i: usize, m: usize) -> u64 {
    let n = suffix.len() - 1;
    (1..=(2 * m).min(n - i))
        // WRONG: x, not m.max(x)
        .map(|x| suffix[i] - m_becomes_x_from(suffix, i + x, x))
        .max()
        .unwrap_or(0)
}
// ANCHOR_END: m_becomes_x

/// **Wrong:** a move takes up to `M` piles instead of up to `2M`.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_GAME_TREE_LEN`].
///
/// ```
/// use stone_games::stone_game_ii::{max_stones, pitfalls};
///
/// // Alice may only take one pile:
/// assert_eq!(pitfalls::takes_up_to_m(&[1, 1]), Ok(1));
/// assert_eq!(max_stones(&[1, 1]), Ok(2));
/// assert_eq!(pitfalls::takes_up_to_m(&[2, 7, 9, 4, 4]), Ok(15));
/// assert_eq!(max_stones(&[2, 7, 9, 4, 4]), Ok(10));
/// ```
pub fn takes_up_to_m(piles: &[u32]) -> Result<u64, Error> {
    check_len("takes_up_to_m", piles.len(), MAX_GAME_TREE_LEN)?;
    Ok(takes_up_to_m_from(&suffix_sums(piles)?, 0, 1))
}

// ANCHOR: takes_up_to_m
fn takes_up_to_m_from(suffix: &[u64], i: usize, m: usize) -> u64 {
    let n = suffix.len() - 1;
    (1..=m.min(n - i)) // WRONG: the rule is 1 <= x <= 2m
        .map(|x| suffix[i] - takes_up_to_m_from(suffix, i + x, m.max(x)))
        .max()
        .unwrap_or(0)
}
// ANCHOR_END: takes_up_to_m

/// **Not wrong, as it happens:** the memo's leaf test written `i + 2m > n`
/// instead of `i + 2m >= n`.
///
/// When `i + 2m == n` the state is no longer treated as a leaf, so its moves
/// are tried: and the move that takes all `2m` piles left reaches the end of
/// the row, worth 0, so the best move is worth `suffix[i]`, the leaf's value.
/// One more layer of work, same answers.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_CUBIC_LEN`], as the
/// memo.
///
/// ```
/// use stone_games::stone_game_ii::{max_stones, pitfalls};
///
/// let piles = [2, 7, 9, 4, 4];
/// assert_eq!(pitfalls::leaf_test_strict(&piles), max_stones(&piles));
/// ```
///
/// # Panics
///
#[doc = include_str!("../shared/big_stack.md")]
pub fn leaf_test_strict(piles: &[u32]) -> Result<u64, Error> {
    check_len("leaf_test_strict", piles.len(), MAX_CUBIC_LEN)?;
    let n = piles.len();
    let mut memo = vec![vec![None; n / 2 + 1]; n];
    let suffix = suffix_sums(piles)?;
    Ok(on_a_big_stack(n, || {
        leaf_test_strict_from(&suffix, 0, 1, &mut memo)
    }))
}

// ANCHOR: leaf_test_strict
fn leaf_test_strict_from(
    suffix: &[u64],
    i: usize,
    m: usize,
    memo: &mut [Vec<Option<u64>>],
) -> u64 {
    let n = suffix.len() - 1;
    if i + 2 * m > n {
        // `>` instead of `>=`: (i, m) with i + 2m == n is solved by moves.
        return suffix[i];
    }
    if let Some(known) = memo[i][m] {
        return known;
    }
    let least_left = (1..=2 * m)
        .map(|x| leaf_test_strict_from(suffix, i + x, m.max(x), memo))
        .fold(u64::MAX, u64::min);
    memo[i][m] = Some(suffix[i] - least_left);
    suffix[i] - least_left
}
// ANCHOR_END: leaf_test_strict

/// **Wrong:** the memo without its leaf test.
///
/// The loop then tries every `x` up to `2m`, even past the end of the row, and
/// indexes `suffix` out of bounds.
///
/// # Panics
///
/// On every row it takes, the empty row included: that is the mistake.
///
#[doc = include_str!("../shared/big_stack.md")]
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_CUBIC_LEN`], as the
/// memo.
///
/// ```
/// use stone_games::stone_game_ii::pitfalls;
///
/// let piles = [2, 7, 9, 4, 4];
/// # let hook = std::panic::take_hook();
/// # std::panic::set_hook(Box::new(|_| {})); // the panic is the point
/// let result =
///     std::panic::catch_unwind(|| pitfalls::leaf_test_forgotten(&piles));
/// # std::panic::set_hook(hook);
/// assert!(result.is_err());
/// ```
pub fn leaf_test_forgotten(piles: &[u32]) -> Result<u64, Error> {
    check_len("leaf_test_forgotten", piles.len(), MAX_CUBIC_LEN)?;
    let n = piles.len();
    let mut memo = vec![vec![None; n + 1]; n + 1];
    let suffix = suffix_sums(piles)?;
    Ok(on_a_big_stack(n, || {
        leaf_test_forgotten_from(&suffix, 0, 1, &mut memo)
    }))
}

// ANCHOR: leaf_test_forgotten
fn leaf_test_forgotten_from(
    suffix: &[u64],
    i: usize,
    m: usize,
    memo: &mut [Vec<Option<u64>>],
) -> u64 {
    // WRONG: no leaf test, so nothing stops x from running past the end of the
    // row.
    if let Some(known) = memo[i][m] {
        return known;
    }
    let least_left = (1..=2 * m)
        .map(|x| leaf_test_forgotten_from(suffix, i + x, m.max(x), memo))
        .fold(u64::MAX, u64::min);
    memo[i][m] = Some(suffix[i] - least_left);
    suffix[i] - least_left
}
// ANCHOR_END: leaf_test_forgotten

/// **Wrong:** the memo's `M` dimension sized `n / 2` instead of `n / 2 + 1`.
///
/// A state `(i, M)` that is not a leaf has `i + 2M < n`, so `M` can be as large
/// as `(n - 1) / 2`, which is `n / 2` when `n` is odd: one column too many for
/// `n / 2` cells.
///
/// # Panics
///
/// On `[1, 1, 1]`, whose answer is 2: the state `(0, 1)` needs the cell
/// `memo[0][1]` of a memo one column wide. So on every row of an odd number of
/// piles from three on; on the other rows it is right.
///
#[doc = include_str!("../shared/big_stack.md")]
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_CUBIC_LEN`], as the
/// memo.
///
/// ```
/// use stone_games::stone_game_ii::{max_stones, pitfalls};
///
/// let run = || pitfalls::memo_m_sized_half(&[1, 1, 1]);
/// # let hook = std::panic::take_hook();
/// # std::panic::set_hook(Box::new(|_| {})); // the panic is the point
/// let result = std::panic::catch_unwind(run);
/// # std::panic::set_hook(hook);
/// assert!(result.is_err());
/// assert_eq!(max_stones(&[1, 1, 1]), Ok(2));
/// ```
pub fn memo_m_sized_half(piles: &[u32]) -> Result<u64, Error> {
    check_len("memo_m_sized_half", piles.len(), MAX_CUBIC_LEN)?;
    on_a_big_stack(piles.len(), || memo_sized_half(piles))
}

// ANCHOR: memo_m_sized_half
fn memo_sized_half(piles: &[u32]) -> Result<u64, Error> {
    let n = piles.len();
    let mut memo = vec![vec![None; n / 2]; n]; // WRONG: M can be n / 2
    Ok(sized_half_from(&suffix_sums(piles)?, 0, 1, &mut memo))
}

fn sized_half_from(
    suffix: &[u64],
    i: usize,
    m: usize,
    memo: &mut [Vec<Option<u64>>],
) -> u64 {
    let n = suffix.len() - 1;
    if i + 2 * m >= n {
        return suffix[i];
    }
    if let Some(known) = memo[i][m] {
        return known;
    }
    let least_left = (1..=2 * m)
        .map(|x| sized_half_from(suffix, i + x, m.max(x), memo))
        .fold(u64::MAX, u64::min);
    memo[i][m] = Some(suffix[i] - least_left);
    suffix[i] - least_left
}
// ANCHOR_END: memo_m_sized_half

/// **Wrong:** a memo of states that takes 0 to mean "not solved yet". Returns
/// the most stones and the calls made.
///
/// With positive piles every state is worth at least one stone, so 0 never
/// collides with an answer. Empty piles are a legal input, though, and then a
/// state worth 0 is solved again every time it is met: on a row of empty piles
/// nothing is ever remembered.
///
/// On a row of empty piles it is a game tree again: exponential.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_GAME_TREE_LEN`], the
/// game tree's limit.
///
/// ```
/// use stone_games::stone_game_ii::{book::memo_calls, pitfalls};
///
/// assert_eq!(pitfalls::memo_zero_means_unsolved(&[1; 16]), Ok((8, 115)));
/// assert_eq!(memo_calls(&[1; 16]), Ok(115));
/// assert_eq!(pitfalls::memo_zero_means_unsolved(&[0; 16]), Ok((0, 1_955)));
/// assert_eq!(memo_calls(&[0; 16]), Ok(115));
/// ```
pub fn memo_zero_means_unsolved(piles: &[u32]) -> Result<(u64, u64), Error> {
    check_len("memo_zero_means_unsolved", piles.len(), MAX_GAME_TREE_LEN)?;
    let n = piles.len();
    let mut memo = vec![vec![0; n / 2 + 1]; n];
    let mut calls = 0;
    let suffix = suffix_sums(piles)?;
    let stones = zero_memo_from(&suffix, 0, 1, &mut memo, &mut calls);
    Ok((stones, calls))
}

// ANCHOR: zero_memo
fn zero_memo_from(
    suffix: &[u64],
    i: usize,
    m: usize,
    memo: &mut [Vec<u64>],
    calls: &mut u64,
) -> u64 {
    *calls += 1;
    let n = suffix.len() - 1;
    if i + 2 * m >= n {
        return suffix[i];
    }
    if memo[i][m] != 0 {
        return memo[i][m]; // WRONG: a state worth 0 is never found here
    }
    let least_left = (1..=2 * m)
        .map(|x| zero_memo_from(suffix, i + x, m.max(x), memo, calls))
        .fold(u64::MAX, u64::min);
    memo[i][m] = suffix[i] - least_left;
    memo[i][m]
}
// ANCHOR_END: zero_memo
