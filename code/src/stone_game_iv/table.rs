//! The win/lose table: the seed's method, O(n √n).

#[cfg(any(test, feature = "book"))]
use super::error::MAX_TABLE_N;
#[cfg(any(test, feature = "book"))]
use super::error::{check_n, Error};

/// The squares 1, 4, 9, ... that are at most `n`, in increasing order.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_iv::book::squares_up_to;
///
/// assert_eq!(squares_up_to(16).collect::<Vec<_>>(), [1, 4, 9, 16]);
/// let largest = squares_up_to(u64::MAX).next_back();
/// assert_eq!(largest, Some(18_446_744_065_119_617_025));
/// # }
/// ```
#[must_use]
// ANCHOR: squares_up_to
pub fn squares_up_to(n: u64) -> impl DoubleEndedIterator<Item = u64> + Clone {
    // The largest k with k * k <= n is the integer square root. Testing `k * k
    // <= n` instead would overflow for n near u64::MAX; (isqrt n)² never does.
    (1..=n.isqrt()).map(|k| k * k)
}
// ANCHOR_END: squares_up_to

/// `table[i]` is true when the player to move wins with `i` stones, for `i` in
/// `0..=limit`.
///
/// Position `i` is winning when some square `k² <= i` leaves a losing position;
/// the loop stops at the first such square. O(n √n) time in the worst case, one
/// byte per position.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_TABLE_N`.
///
/// ```
/// use stone_games::stone_game_iv::book::win_table;
///
/// let table = win_table(8)?;
/// let expected = [false, true, false, true, true, false, true, false, true];
/// assert_eq!(table, expected);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn win_table(limit: u64) -> Result<Vec<bool>, Error> {
    check_n("win_table", limit, MAX_TABLE_N)?;
    Ok(fill(limit as usize))
}

#[cfg(any(test, feature = "book"))]
// ANCHOR: win_table
fn fill(limit: usize) -> Vec<bool> {
    // wins[0] = false: with no stones, the player to move has no move and
    // loses.
    let mut wins = vec![false; limit + 1];
    for i in 1..=limit {
        // One losing follow-up is enough: stop looking at the first.
        wins[i] =
            squares_up_to(i as u64).any(|square| !wins[i - square as usize]);
    }
    wins
}
// ANCHOR_END: win_table

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_up_to_the_largest_u64() {
        assert_eq!(
            squares_up_to(u64::MAX).next_back(),
            Some(4_294_967_295 * 4_294_967_295)
        );
        assert_eq!(squares_up_to(u64::MAX).size_hint().0, 4_294_967_295);
        assert_eq!(squares_up_to(15).collect::<Vec<_>>(), [1, 4, 9]);
        assert_eq!(squares_up_to(0).count(), 0);
    }

    /// The last row of the chapter *The sieve*'s table of work, up to 10⁶:
    /// the table's checks (the squares it tries before its first losing
    /// follow-up) and the sieve's marks. A block of the chapter counts the
    /// rows below it, unoptimised; the crate's tests are built optimised
    /// (the workspace's `Cargo.toml`).
    #[test]
    fn the_tables_checks_and_the_sieves_marks_up_to_a_million() {
        let n = 1_000_000_u64;
        let wins = win_table(n).unwrap();
        let checks: u64 = (1..=n)
            .map(|i| {
                let mut squares = squares_up_to(i);
                let roots = squares.clone().count() as u64;
                let at = squares.position(|s| !wins[(i - s) as usize]);
                at.map_or(roots, |at| at as u64 + 1)
            })
            .sum();
        let losing = super::super::sieve::losing_positions_sieve(n).unwrap();
        let marks: u64 = losing.iter().map(|&p| (n - p).isqrt()).sum();
        assert_eq!((checks, marks), (112_215_812, 10_142_710));
        // Per position, and their ratio, as the chapter's table rounds them.
        let tenths = |x: f64| format!("{x:.1}");
        let row = [
            tenths(checks as f64 / n as f64),
            tenths(marks as f64 / n as f64),
            tenths(checks as f64 / marks as f64),
        ];
        assert_eq!(row, ["112.2", "10.1", "11.1"]);
    }
}
