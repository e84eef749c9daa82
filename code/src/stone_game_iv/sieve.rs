//! The sieve the other way round: from each losing position, mark what it makes
//! winning.

use super::error::{check_n, Error, MAX_TABLE_N};

/// Every losing position up to `limit`, by walking the positions in order and,
/// from each losing one `p`, marking every `p + k²` as winning.
///
/// A position still unmarked when the walk reaches it has no move to a losing
/// position: it is losing. The work is about |P(n)| · √n marks, where |P(n)| is
/// the number of losing positions, about n^0.7: much less than the table's n
/// √n.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_TABLE_N`: it keeps one byte per
/// position.
///
/// ```
/// use stone_games::stone_game_iv::book::losing_positions_sieve;
///
/// let losing = losing_positions_sieve(22)?;
/// assert_eq!(losing, [0, 2, 5, 7, 10, 12, 15, 17, 20, 22]);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
pub fn losing_positions_sieve(limit: u64) -> Result<Vec<u64>, Error> {
    check_n("losing_positions_sieve", limit, MAX_TABLE_N)?;
    Ok(sieve(limit as usize))
}

// ANCHOR: sieve
fn sieve(limit: usize) -> Vec<u64> {
    let mut winning = vec![false; limit + 1];
    let mut losing = Vec::new();
    for p in 0..=limit {
        if winning[p] {
            continue;
        }
        // No move from p reaches a losing position: p is losing, and every p +
        // k² wins.
        losing.push(p as u64);
        // Walk p + 1, p + 4, p + 9, ...: consecutive squares are 3, 5, 7, ...
        // apart.
        let (mut target, mut gap) = (p + 1, 3);
        while target <= limit {
            winning[target] = true;
            target += gap;
            gap += 2;
        }
    }
    losing
}
// ANCHOR_END: sieve
