//! The game tree over the stones themselves: a position is the set of stones
//! taken, remembered in a memo.

#[cfg(any(test, feature = "book"))]
use super::error::MAX_GAME_TREE_LEN;
#[cfg(any(test, feature = "book"))]
use super::error::{check_len, Error};

/// Does Alice win on `stones`? By searching the game tree over the stones
/// themselves, with a memo on the set of stones taken.
///
/// The sum of the stones taken, mod 3, and whose turn it is both follow from
/// that set, so the set alone is the position: 2ⁿ of them for `n` stones.
/// Exponential; the oracle for short rows.
///
/// # Errors
///
/// [`Error::TooLong`] for more than [`MAX_GAME_TREE_LEN`] (20) stones.
///
/// ```
/// use stone_games::stone_game_ix::book::alice_wins_brute_force;
///
/// assert_eq!(alice_wins_brute_force(&[2, 1]), Ok(true));
/// assert_eq!(alice_wins_brute_force(&[2]), Ok(false));
/// assert_eq!(alice_wins_brute_force(&[5, 1, 2, 4, 3]), Ok(false));
/// assert_eq!(alice_wins_brute_force(&[]), Ok(false)); // Bob wins
/// ```
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn alice_wins_brute_force(stones: &[u32]) -> Result<bool, Error> {
    let mut tree = GameTree::new("alice_wins_brute_force", stones)?;
    Ok(tree.wins(0, 0))
}

/// How many calls [`alice_wins_brute_force`] makes on `stones`: at most one
/// that does work per position reached, and one that reads the memo per
/// move tried.
///
/// # Errors
///
/// [`Error::TooLong`] for more than [`MAX_GAME_TREE_LEN`] stones.
///
/// ```
/// use stone_games::stone_game_ix::book::game_tree_calls;
///
/// // The root, and Alice's first stone 2: Bob's only move, 1, makes 3.
/// assert_eq!(game_tree_calls(&[2, 1]), Ok(2));
/// // The root; Alice's first 1, then Bob's other 1: every stone taken.
/// // Alice's second 1, then Bob's first: the same set taken, read from
/// // the memo. Five calls, one of them a read.
/// assert_eq!(game_tree_calls(&[1, 1]), Ok(5));
/// ```
#[cfg(feature = "book")]
pub fn game_tree_calls(stones: &[u32]) -> Result<u64, Error> {
    let mut tree = GameTree::new("game_tree_calls", stones)?;
    tree.wins(0, 0);
    Ok(tree.calls)
}

/// The row, its memo and the count of calls.
#[cfg(any(test, feature = "book"))]
struct GameTree {
    residues: Vec<u8>,
    /// 0: not known yet; 1: the player to move loses; 2: wins.
    memo: Vec<u8>,
    calls: u64,
}

#[cfg(any(test, feature = "book"))]
impl GameTree {
    #[cfg(any(test, feature = "book"))]
    fn new(function: &'static str, stones: &[u32]) -> Result<GameTree, Error> {
        check_len(function, stones.len(), MAX_GAME_TREE_LEN)?;
        Ok(GameTree {
            residues: stones.iter().map(|&s| (s % 3) as u8).collect(),
            memo: vec![0; 1 << stones.len()],
            calls: 0,
        })
    }

    // ANCHOR: wins
    /// Does the player to move win, once the stones in the bits of `taken`
    /// are gone and their sum is `sum` mod 3?
    fn wins(&mut self, taken: usize, sum: u8) -> bool {
        self.calls += 1;
        if self.memo[taken] != 0 {
            return self.memo[taken] == 2;
        }
        let n = self.residues.len();
        let win = if taken.count_ones() as usize == n {
            // No stones left: Bob wins. Bob moves after an odd number
            // of moves.
            n % 2 == 1
        } else {
            (0..n).filter(|&i| taken & (1 << i) == 0).any(|i| {
                let after = (sum + self.residues[i]) % 3;
                // A move to a multiple of 3 loses at once: never take it.
                after != 0 && !self.wins(taken | 1 << i, after)
            })
        };
        self.memo[taken] = if win { 2 } else { 1 };
        win
    }
    // ANCHOR_END: wins
}

/// Does the player to move win on `stones` once the stones in the bits of
/// `taken` are gone, their sum `sum` mod 3? For the tests of play.
#[cfg(test)]
pub(crate) fn mover_wins(stones: &[u32], taken: usize, sum: u32) -> bool {
    let mut tree = GameTree::new("test", stones).unwrap();
    tree.wins(taken, sum as u8)
}
