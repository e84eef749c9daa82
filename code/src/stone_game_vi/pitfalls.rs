#![doc = include_str!("../shared/pitfalls.md")]
//!
//! The right versions are
//! [`score_difference_brute_force`](super::book::score_difference_brute_force)
//! and [`score_difference_sorted`](super::book::score_difference_sorted).

use std::cmp::Reverse;

use super::error::{check_len, check_same_len, Error, MAX_LEN};

/// **Wrong:** each player takes the stone worth most to them.
///
/// A stone is worth its value to the one who takes it, and also what it
/// would have been worth to the other, who no longer can take it. This
/// version sees only the first half. On `1 2` / `3 1` it has Alice take the
/// 2 and leave Bob his 3: Bob wins by 1, where Alice can tie by taking the
/// stone Bob values at 3. The right version is
/// [`score_difference_sorted`](super::book::score_difference_sorted).
///
/// # Errors
///
/// Those of [`score_difference`](super::score_difference).
///
/// ```
/// use stone_games::stone_game_vi::{pitfalls, score_difference};
///
/// assert_eq!(pitfalls::greedy_own_value(&[1, 2], &[3, 1]), Ok(-1)); // wrong
/// assert_eq!(score_difference(&[1, 2], &[3, 1]), Ok(0));
/// ```
// ANCHOR: greedy_own_value
pub fn greedy_own_value(alice: &[u32], bob: &[u32]) -> Result<i64, Error> {
    // WRONG: the mover's own value alone.
    greedy("greedy_own_value", alice, bob, |mine, _theirs| {
        i64::from(mine)
    })
}
// ANCHOR_END: greedy_own_value

/// **Wrong:** each player takes the stone where they gain most over the
/// other, their value minus the other's.
///
/// A stone taken gains its value to the mover, and denies its value to the
/// other: the two add up, they do not subtract. On `1 1` / `1 2` Alice takes
/// the first stone, where her gain over Bob is 0 rather than −1, and leaves
/// Bob his 2: Bob wins by 1, where taking the second stone ties. The right
/// version is
/// [`score_difference_sorted`](super::book::score_difference_sorted).
///
/// # Errors
///
/// Those of [`score_difference`](super::score_difference).
///
/// ```
/// use stone_games::stone_game_vi::{pitfalls, score_difference};
///
/// assert_eq!(pitfalls::greedy_by_gap(&[1, 1], &[1, 2]), Ok(-1)); // wrong
/// assert_eq!(score_difference(&[1, 1], &[1, 2]), Ok(0));
/// ```
// ANCHOR: greedy_by_gap
pub fn greedy_by_gap(alice: &[u32], bob: &[u32]) -> Result<i64, Error> {
    // WRONG: what the other loses is counted against the mover.
    greedy("greedy_by_gap", alice, bob, |mine, theirs| {
        i64::from(mine) - i64::from(theirs)
    })
}
// ANCHOR_END: greedy_by_gap

/// **Wrong:** each player takes the stone worth most to the other, to deny
/// it.
///
/// The other half of the weight, without the first. On `1 3` / `2 1` Alice
/// denies Bob his 2 and leaves herself only the 1: a tie, where taking her 3
/// wins by 1. The right version is
/// [`score_difference_sorted`](super::book::score_difference_sorted).
///
/// # Errors
///
/// Those of [`score_difference`](super::score_difference).
///
/// ```
/// use stone_games::stone_game_vi::{pitfalls, score_difference};
///
/// assert_eq!(pitfalls::greedy_deny(&[1, 3], &[2, 1]), Ok(0)); // wrong
/// assert_eq!(score_difference(&[1, 3], &[2, 1]), Ok(1));
/// ```
// ANCHOR: greedy_deny
pub fn greedy_deny(alice: &[u32], bob: &[u32]) -> Result<i64, Error> {
    // WRONG: the other's value alone.
    greedy("greedy_deny", alice, bob, |_mine, theirs| i64::from(theirs))
}
// ANCHOR_END: greedy_deny

/// **Wrong:** the weights and the totals in 32 bits.
///
/// The right rule, in `u32` arithmetic that wraps around at 2³², as `+` does
/// in a release build (and as `int` sums wrap in other languages). Two
/// values of 2³¹ weigh 2³², which wraps to 0: on `2147483648 1` /
/// `2147483648 1` the heavy stone sorts last, Alice takes the light one, and
/// Bob wins by 2³¹ − 1, where Alice wins by that much. And a total can wrap:
/// on three stones of 2³¹ for both, Alice's two make 2³², which wraps to 0,
/// and Bob seems to win by 2³¹, where Alice does. LeetCode's values, at most
/// 100, never wrap. The right version is
/// [`score_difference_sorted`](super::book::score_difference_sorted).
///
/// # Errors
///
/// Those of [`score_difference`](super::score_difference).
///
/// ```
/// use stone_games::stone_game_vi::{pitfalls, score_difference};
///
/// let half = 1 << 31;
/// let wrong = pitfalls::sums_in_32_bits(&[half, 1], &[half, 1]);
/// assert_eq!(wrong, Ok(-(half as i64 - 1)));
/// assert_eq!(score_difference(&[half, 1], &[half, 1]), Ok(half as i64 - 1));
/// let three = [half; 3];
/// assert_eq!(pitfalls::sums_in_32_bits(&three, &three), Ok(-(1 << 31)));
/// assert_eq!(score_difference(&three, &three), Ok(1 << 31));
/// ```
// ANCHOR: sums_in_32_bits
pub fn sums_in_32_bits(alice: &[u32], bob: &[u32]) -> Result<i64, Error> {
    check_same_len(alice, bob)?;
    check_len("sums_in_32_bits", alice.len(), MAX_LEN)?;
    // WRONG: a + b, and the totals, wrap around at 2^32.
    let weight = |i: usize| alice[i].wrapping_add(bob[i]);
    let mut order: Vec<usize> = (0..alice.len()).collect();
    order.sort_unstable_by_key(|&i| Reverse(weight(i)));
    let (mut alice_total, mut bob_total) = (0_u32, 0_u32);
    for (pick, &i) in order.iter().enumerate() {
        if pick % 2 == 0 {
            alice_total = alice_total.wrapping_add(alice[i]);
        } else {
            bob_total = bob_total.wrapping_add(bob[i]);
        }
    }
    Ok(i64::from(alice_total) - i64::from(bob_total))
}
// ANCHOR_END: sums_in_32_bits

// ANCHOR: greedy
/// Alice's total minus Bob's when each player, on their turn, takes the
/// stone left with the largest `key(their value, the other's value)`, the
/// first in the rows among equals. Each player's order is sorted once; a
/// stone the other has taken is skipped.
fn greedy(
    function: &'static str,
    alice: &[u32],
    bob: &[u32],
    key: impl Fn(u32, u32) -> i64,
) -> Result<i64, Error> {
    check_same_len(alice, bob)?;
    check_len(function, alice.len(), MAX_LEN)?;
    let n = alice.len();
    let order = |mine: &[u32], theirs: &[u32]| {
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| Reverse(key(mine[i], theirs[i])));
        order
    };
    let orders = [order(alice, bob), order(bob, alice)];
    let (mut next, mut taken) = ([0, 0], vec![false; n]);
    let mut difference = 0_i64;
    for pick in 0..n {
        let who = pick % 2; // 0 is Alice, 1 is Bob
        while taken[orders[who][next[who]]] {
            next[who] += 1;
        }
        let i = orders[who][next[who]];
        taken[i] = true;
        difference += if who == 0 {
            i64::from(alice[i])
        } else {
            -i64::from(bob[i])
        };
    }
    Ok(difference)
}
// ANCHOR_END: greedy
