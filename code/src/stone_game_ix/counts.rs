//! The game over counts: only the residues mod 3 matter, so a position is
//! how many stones of each residue are left, the sum so far mod 3 and whose
//! turn it is.

use super::error::{check_positions, Error, MAX_COUNT_POSITIONS};
use super::residues::residue_counts;

/// Does Alice win with `counts` stones of residue 0, 1 and 2? By filling the
/// table of the game over counts.
///
/// A cell is a position: `(c0, c1, c2)` stones left, the sum so far mod 3,
/// and who is to move; it holds whether the player to move wins. The table
/// has (c0 + 1)(c1 + 1)(c2 + 1) · 3 · 2 cells, filled from the empty row up.
///
/// # Errors
///
/// [`Error::TooManyPositions`] when (c0 + 1)(c1 + 1)(c2 + 1) >
/// `MAX_COUNT_POSITIONS`.
///
/// ```
/// use stone_games::stone_game_ix::book::alice_wins_from_counts;
///
/// assert_eq!(alice_wins_from_counts([0, 1, 1]), Ok(true)); // 2 1
/// assert_eq!(alice_wins_from_counts([0, 0, 1]), Ok(false)); // 2
/// assert_eq!(alice_wins_from_counts([1, 2, 2]), Ok(false)); // 5 1 2 4 3
/// assert!(alice_wins_from_counts([u64::MAX; 3]).is_err());
/// ```
pub fn alice_wins_from_counts(counts: [u64; 3]) -> Result<bool, Error> {
    wins_from_counts("alice_wins_from_counts", counts)
}

/// [`alice_wins_from_counts`], its errors naming `function`.
fn wins_from_counts(
    function: &'static str,
    counts: [u64; 3],
) -> Result<bool, Error> {
    let positions = counts
        .iter()
        .try_fold(1_u64, |product, &c| product.checked_mul(c.checked_add(1)?))
        .unwrap_or(u64::MAX);
    check_positions(function, positions, MAX_COUNT_POSITIONS)?;
    let table = count_table(counts);
    Ok(table.wins(counts, 0, ALICE))
}

/// Does Alice win on `stones`? By the game over their residue counts.
///
/// # Errors
///
/// [`Error::TooManyPositions`] when the counts have more than
/// [`MAX_COUNT_POSITIONS`] positions.
///
/// ```
/// use stone_games::stone_game_ix::book::alice_wins_counts;
///
/// assert_eq!(alice_wins_counts(&[3, 1, 2]), Ok(false));
/// assert_eq!(alice_wins_counts(&[1, 1, 1, 1, 2]), Ok(true));
/// ```
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn alice_wins_counts(stones: &[u32]) -> Result<bool, Error> {
    wins_from_counts("alice_wins_counts", residue_counts(stones))
}

/// The player to move, as a bit of a cell's index.
const ALICE: usize = 0;
const BOB: usize = 1;

/// The cells of the game over counts, up to `counts` stones of each residue:
/// bit `2 · sum + mover` of a position's byte says whether the player to
/// move wins.
struct CountTable {
    sizes: [usize; 3],
    cells: Vec<u8>,
}

impl CountTable {
    fn index(&self, left: [usize; 3]) -> usize {
        (left[0] * self.sizes[1] + left[1]) * self.sizes[2] + left[2]
    }

    fn wins(&self, left: [u64; 3], sum: usize, mover: usize) -> bool {
        let left = left.map(|c| c as usize);
        self.cells[self.index(left)] >> (2 * sum + mover) & 1 == 1
    }
}

// ANCHOR: count_table
/// Fills every cell up to `counts`. A cell needs only cells with one stone
/// fewer, which come earlier in the loops' order.
fn count_table(counts: [u64; 3]) -> CountTable {
    let sizes = counts.map(|c| c as usize + 1);
    let mut table = CountTable {
        sizes,
        cells: vec![0; sizes[0] * sizes[1] * sizes[2]],
    };
    for c0 in 0..sizes[0] {
        for c1 in 0..sizes[1] {
            for c2 in 0..sizes[2] {
                let left = [c0, c1, c2];
                let mut byte = 0;
                for sum in 0..3 {
                    for mover in [ALICE, BOB] {
                        let win = cell(&table, left, sum, mover);
                        byte |= u8::from(win) << (2 * sum + mover);
                    }
                }
                let i = table.index(left);
                table.cells[i] = byte;
            }
        }
    }
    table
}

/// Does the player to move win with `left` stones of each residue, the sum
/// so far `sum` mod 3?
fn cell(
    table: &CountTable,
    left: [usize; 3],
    sum: usize,
    mover: usize,
) -> bool {
    if left == [0, 0, 0] {
        return mover == BOB; // no stones left: Bob wins
    }
    (0..3).any(|residue| {
        let after = (sum + residue) % 3;
        if left[residue] == 0 || after == 0 {
            return false; // no such stone, or a move that loses at once
        }
        let mut next = left;
        next[residue] -= 1;
        let next = next.map(|c| c as u64);
        !table.wins(next, after, 1 - mover)
    })
}
// ANCHOR_END: count_table

/// The game over counts up to `counts`, read at the start of every smaller
/// game: Alice to move, sum 0. For the tests of the rule.
#[cfg(test)]
pub(crate) fn count_table_for_tests(
    counts: [u64; 3],
) -> impl Fn([u64; 3]) -> bool {
    let table = count_table(counts);
    move |left| table.wins(left, 0, ALICE)
}
