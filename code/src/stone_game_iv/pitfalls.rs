#![doc = include_str!("../shared/pitfalls.md")]
//!
//! The right versions are [`win_table`](super::book::win_table) and
//! [`squares_up_to`].

use super::error::{check_n, Error, MAX_TABLE_N};
use super::table::squares_up_to;

/// **Wrong:** the largest square at most `n`, by a floating-point square root
/// and `k * k`.
///
/// A floating-point square root is rounded. For `n = 10^16 - 1`, `n as f64` is
/// exactly 10¹⁶, and the function returns 10¹⁶, a square larger than `n`, in
/// every build. For `n` near `u64::MAX`, `(n as f64).sqrt()` rounds up to 2³²,
/// and `k * k` is 2⁶⁴, one more than a `u64` holds. The right way is the
/// integer square root, `n.isqrt()`, whose square always fits.
///
/// # Panics
///
/// In a debug build, for `n` near `u64::MAX` (`u64::MAX` itself): `k * k`
/// overflows. A release build wraps around to 0 instead. The overflow is the
/// mistake this pitfall shows.
///
/// ```
/// use stone_games::stone_game_iv::pitfalls;
///
/// // Fine on small numbers:
/// assert_eq!(pitfalls::largest_square_by_float(17), 16);
/// // The right answer for u64::MAX:
/// let k = u64::MAX.isqrt();
/// assert_eq!(k * k, 18_446_744_065_119_617_025);
/// ```
#[must_use]
// ANCHOR: largest_square_by_float
pub fn largest_square_by_float(n: u64) -> u64 {
    let k = (n as f64).sqrt() as u64;
    // WRONG: k can be one too large, and at the top k * k overflows
    k * k
}
// ANCHOR_END: largest_square_by_float

/// **Wrong:** the table with the loop bound `k * k < i` instead of `k * k <=
/// i`.
///
/// It never tries the move that takes the whole pile when the pile is a square.
/// With one stone that is the only move, so 1 comes out losing, and the error
/// spreads upwards.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_TABLE_N`, as the right table.
///
/// ```
/// use stone_games::stone_game_iv::{book::win_table, pitfalls};
///
/// assert!(!pitfalls::win_table_strict_bound(1)?[1]); // wrong: 1 is a win
/// assert!(win_table(1)?[1]);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
// ANCHOR: strict_bound
pub fn win_table_strict_bound(limit: u64) -> Result<Vec<bool>, Error> {
    check_n("win_table_strict_bound", limit, MAX_TABLE_N)?;
    let limit = limit as usize;
    let mut wins = vec![false; limit + 1];
    for i in 1..=limit {
        let mut k = 1;
        while k * k < i {
            // WRONG: misses k * k == i
            if !wins[i - k * k] {
                wins[i] = true;
                break;
            }
            k += 1;
        }
    }
    Ok(wins)
}
// ANCHOR_END: strict_bound

/// **Wrong:** the table with the base case upside down: 0 stones counted as a
/// win.
///
/// "Whoever takes the last stone wins", so it is tempting to think an empty
/// pile is good. But the empty pile is what the *player to move* faces after
/// the opponent took the last stone: that player has lost. Every value comes
/// out flipped near the bottom.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_TABLE_N`, as the right table.
///
/// ```
/// use stone_games::stone_game_iv::{book::win_table, pitfalls};
///
/// assert!(!pitfalls::win_table_zero_wins(1)?[1]); // wrong
/// assert!(win_table(1)?[1]);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
// ANCHOR: zero_wins
pub fn win_table_zero_wins(limit: u64) -> Result<Vec<bool>, Error> {
    check_n("win_table_zero_wins", limit, MAX_TABLE_N)?;
    let limit = limit as usize;
    let mut wins = vec![false; limit + 1];
    wins[0] = true; // WRONG: with no stones, the player to move has lost
    for i in 1..=limit {
        wins[i] =
            squares_up_to(i as u64).any(|square| !wins[i - square as usize]);
    }
    Ok(wins)
}
// ANCHOR_END: zero_wins

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone_game_iv::book::win_table;

    #[test]
    fn the_float_square_overflows_at_the_top() {
        let result =
            std::panic::catch_unwind(|| largest_square_by_float(u64::MAX));
        if cfg!(debug_assertions) {
            assert!(result.is_err(), "a debug build checks the multiplication");
        } else {
            assert_eq!(result.ok(), Some(0), "a release build wraps around");
        }
    }

    #[test]
    fn the_strict_bound_is_wrong_from_one_stone() {
        let right = win_table(100).unwrap();
        let wrong = win_table_strict_bound(100).unwrap();
        assert_eq!((wrong[1], right[1]), (false, true));
        assert_eq!((wrong[2], right[2]), (true, false));
    }

    #[test]
    fn zero_as_a_win_is_wrong_from_the_first_stone() {
        assert_ne!(
            win_table_zero_wins(1).unwrap()[1],
            win_table(1).unwrap()[1]
        );
    }
}
