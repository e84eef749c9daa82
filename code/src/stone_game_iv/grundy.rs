//! Sprague–Grundy values: what a pile is worth when several piles are played at
//! once.

use super::error::{check_n, Error, MAX_ALL_MOVES_N};
use super::table::squares_up_to;

/// The Sprague–Grundy value (nim-value) of every pile size `0..=limit`.
///
/// The value of a position is the smallest number that is not the value of any
/// position one move away (the *mex*, minimum excluded). A position is losing
/// exactly when its value is 0. These are the terms of OEIS A014586. O(n √n)
/// time: every move from every position is tried.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_ALL_MOVES_N`.
///
/// ```
/// use stone_games::stone_game_iv::book::grundy_values;
///
/// assert_eq!(grundy_values(9)?, [0, 1, 0, 1, 2, 0, 1, 0, 1, 2]);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
pub fn grundy_values(limit: u64) -> Result<Vec<u32>, Error> {
    check_n("grundy_values", limit, MAX_ALL_MOVES_N)?;
    Ok(mex_table(limit as usize))
}

// ANCHOR: grundy
fn mex_table(limit: usize) -> Vec<u32> {
    let mut value = vec![0_u32; limit + 1];
    let mut seen: Vec<bool> = Vec::new(); // seen[v]: some move reaches value v
    for i in 1..=limit {
        seen.clear();
        for square in squares_up_to(i as u64) {
            let v = value[i - square as usize] as usize;
            if v >= seen.len() {
                seen.resize(v + 1, false);
            }
            seen[v] = true;
        }
        // The mex: the first value no move reaches.
        value[i] = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32;
    }
    value
}
// ANCHOR_END: grundy

/// Does the player to move win a game of several piles at once, where a move
/// removes a square from **one** pile and the player who cannot move loses?
///
/// By the Sprague–Grundy theorem, the sum of games is lost exactly when the
/// nim-sum (the bitwise XOR) of the piles' values is 0.
///
/// # Errors
///
/// [`Error::TooLarge`] when a pile is larger than
/// [`MAX_ALL_MOVES_N`]: the values come from [`grundy_values`].
///
/// ```
/// use stone_games::stone_game_iv::book::nim_sum_wins;
///
/// assert_eq!(nim_sum_wins(&[2]), Ok(false)); // one losing pile
/// // Two losing piles: still losing.
/// assert_eq!(nim_sum_wins(&[2, 5]), Ok(false));
/// assert_eq!(nim_sum_wins(&[1, 1]), Ok(false)); // values 1 and 1: XOR 0
/// assert_eq!(nim_sum_wins(&[1, 4]), Ok(true)); // values 1 and 2: XOR 3
/// ```
// ANCHOR: nim_sum
pub fn nim_sum_wins(piles: &[u64]) -> Result<bool, Error> {
    let largest = piles.iter().copied().max().unwrap_or(0);
    check_n("nim_sum_wins", largest, MAX_ALL_MOVES_N)?;
    let value = grundy_values(largest)?;
    let nim_sum = piles
        .iter()
        .fold(0, |sum, &pile| sum ^ value[pile as usize]);
    Ok(nim_sum != 0)
}
// ANCHOR_END: nim_sum

#[cfg(test)]
mod tests {
    use super::*;

    /// OEIS A014586: the nim-values of subtract-a-square for piles 0 to 98, as
    /// the sequence's entry lists them.
    const A014586: [u32; 99] = [
        0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1,
        2, 3, 2, 3, 4, 5, 3, 2, 3, 4, 0, 1, 2, 3, 2, 0, 1, 2, 3, 2, 0, 1, 2, 3,
        2, 3, 4, 5, 0, 1, 3, 4, 5, 0, 1, 3, 4, 5, 0, 1, 3, 0, 1, 0, 1, 2, 4, 3,
        0, 1, 5, 6, 2, 3, 4, 5, 6, 2, 3, 4, 5, 0, 1, 6, 3, 2, 4, 2, 6, 4, 5, 0,
        1, 6, 4,
    ];

    #[test]
    fn the_first_values_are_a014586() {
        assert_eq!(grundy_values(98).unwrap(), A014586);
    }

    #[test]
    fn value_zero_is_exactly_losing() {
        let values = grundy_values(5_000).unwrap();
        let losing = crate::stone_game_iv::losing_positions(5_000).unwrap();
        let zeros: Vec<u64> =
            (0..=5_000).filter(|&i| values[i as usize] == 0).collect();
        assert_eq!(zeros, losing);
    }

    #[test]
    fn two_piles_by_brute_force() {
        // The theorem, checked: a brute-force search of two-pile games agrees
        // with the XOR.
        fn wins(
            a: u64,
            b: u64,
            memo: &mut std::collections::HashMap<(u64, u64), bool>,
        ) -> bool {
            if let Some(&known) = memo.get(&(a, b)) {
                return known;
            }
            let result = squares_up_to(a).any(|s| !wins(a - s, b, memo))
                || squares_up_to(b).any(|s| !wins(a, b - s, memo));
            memo.insert((a, b), result);
            result
        }
        let mut memo = std::collections::HashMap::new();
        for a in 0..40 {
            for b in 0..40 {
                assert_eq!(
                    nim_sum_wins(&[a, b]),
                    Ok(wins(a, b, &mut memo)),
                    "({a}, {b})"
                );
            }
        }
    }
}
