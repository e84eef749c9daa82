#![doc = include_str!("../shared/exercises.md")]
//!
//! [exercises-and-practice]: https://stone-games.github.io/stone-games/stone-game-ix/exercises.html

use super::error::{
    check_len, check_positions, Error, MAX_COUNT_POSITIONS, MAX_GAME_TREE_LEN,
};
use super::residues::residue_counts;
use crate::shared::Player;

/// Every stone Alice can take first and still win on `stones`, by index.
///
/// A stone of residue 1 wins when c1 ≤ c2 (c0 even) or c1 ≥ c2 + 3 (c0
/// odd), and a stone of residue 2 likewise; a multiple of 3 never does.
///
/// ```
/// use stone_games::stone_game_ix::exercises::winning_first_stones;
///
/// assert_eq!(winning_first_stones(&[2, 1]), [0, 1]);
/// assert_eq!(winning_first_stones(&[1, 1, 2]), [2]); // only the 2
/// assert!(winning_first_stones(&[3, 1, 2]).is_empty());
/// ```
#[must_use]
// ANCHOR: winning_first_stones
pub fn winning_first_stones(stones: &[u32]) -> Vec<usize> {
    let [c0, c1, c2] = residue_counts(stones);
    let wins = |mine: u64, other: u64| {
        mine >= 1
            && if c0 % 2 == 0 {
                mine <= other
            } else {
                mine >= other + 3
            }
    };
    let winning = [false, wins(c1, c2), wins(c2, c1)];
    (0..stones.len())
        .filter(|&i| winning[(stones[i] % 3) as usize])
        .collect()
}
// ANCHOR_END: winning_first_stones

/// Does Alice win when the player whose move makes the sum divisible by
/// `modulus` loses (and Bob wins if the stones run out)? By the game over
/// the counts of each residue mod `modulus`.
///
/// # Errors
///
/// [`Error::ZeroModulus`] when `modulus` is 0;
/// [`Error::TooManyPositions`] when the positions, the product of every
/// count plus one, times `modulus`, are more than [`MAX_COUNT_POSITIONS`].
/// Each of their two cells (Alice or Bob to move) tries only the residues
/// the row has, at most 23 of them under that limit (each one present at
/// least doubles the positions), so the time is bounded too.
///
/// ```
/// use stone_games::stone_game_ix::{alice_wins, exercises::alice_wins_mod};
///
/// let row = [5, 1, 2, 4, 3];
/// assert_eq!(alice_wins_mod(&row, 3), alice_wins(&row));
/// assert_eq!(alice_wins_mod(&[1, 2], 4), Ok(false)); // 3, and Bob wins
/// assert_eq!(alice_wins_mod(&[1, 3], 4), Ok(true)); // Bob's 3 makes 4
/// ```
// ANCHOR: alice_wins_mod
pub fn alice_wins_mod(stones: &[u32], modulus: u32) -> Result<bool, Error> {
    if modulus == 0 {
        return Err(Error::ZeroModulus);
    }
    // A position is a count of each residue left, and a sum: count them
    // before taking memory for `modulus` residues.
    let mut residues: Vec<u32> = stones.iter().map(|s| s % modulus).collect();
    residues.sort_unstable();
    let positions = residues
        .chunk_by(|a, b| a == b)
        .try_fold(u64::from(modulus), |p, run| {
            p.checked_mul(run.len() as u64 + 1)
        })
        .unwrap_or(u64::MAX);
    check_positions("alice_wins_mod", positions, MAX_COUNT_POSITIONS)?;
    let m = modulus as usize;
    let mut counts = vec![0_u64; m];
    for &r in &residues {
        counts[r as usize] += 1;
    }
    // The counts left are mixed-radix digits.
    let mut stride = vec![1_usize; m];
    for r in 1..m {
        stride[r] = stride[r - 1] * (counts[r - 1] as usize + 1);
    }
    let positions = positions as usize / m;
    // Only the residues of the row can be moved: at most n of them, however
    // large `modulus` is, so a cell costs what the row has, not `modulus`.
    let present: Vec<usize> = (0..m).filter(|&r| counts[r] > 0).collect();
    // wins[(position * m + sum) * 2 + mover], mover 0 Alice, 1 Bob.
    let mut wins = vec![false; positions * m * 2];
    for position in 0..positions {
        let left: Vec<(usize, usize)> = present
            .iter()
            .map(|&r| (r, position / stride[r] % (counts[r] as usize + 1)))
            .collect();
        for sum in 0..m {
            for mover in 0..2 {
                wins[(position * m + sum) * 2 + mover] = if position == 0 {
                    mover == 1 // no stones left: Bob wins
                } else {
                    left.iter().any(|&(r, count)| {
                        let after = (sum + r) % m;
                        count > 0 && after != 0 && {
                            let next = position - stride[r];
                            !wins[(next * m + after) * 2 + 1 - mover]
                        }
                    })
                };
            }
        }
    }
    Ok(wins[((positions - 1) * m) * 2])
}
// ANCHOR_END: alice_wins_mod

/// Does Alice win when the player whose move makes the sum divisible by
/// `modulus` loses? By the game tree over the stones, with a memo on the
/// stones taken: the oracle for [`alice_wins_mod`].
///
/// # Errors
///
/// [`Error::TooLong`] for more than [`MAX_GAME_TREE_LEN`] stones, whatever
/// the modulus; on fewer, [`Error::ZeroModulus`] when `modulus` is 0.
///
/// Any `u32` modulus is taken: the sums are added in 64 bits.
///
/// ```
/// use stone_games::stone_game_ix::exercises::alice_wins_mod_brute_force;
///
/// assert_eq!(alice_wins_mod_brute_force(&[1, 3], 4), Ok(true));
/// // 2^32 - 2, then 2: the sum is 1 mod 2^32 - 1, and Bob wins at the end.
/// let m = u32::MAX;
/// assert_eq!(alice_wins_mod_brute_force(&[m - 1, 2], m), Ok(false));
/// ```
pub fn alice_wins_mod_brute_force(
    stones: &[u32],
    modulus: u32,
) -> Result<bool, Error> {
    game_tree("alice_wins_mod_brute_force", stones, modulus, Player::Bob)
}

/// The game tree for `modulus`, where `at_the_end` wins if the stones run
/// out.
fn game_tree(
    function: &'static str,
    stones: &[u32],
    modulus: u32,
    at_the_end: Player,
) -> Result<bool, Error> {
    check_len(function, stones.len(), MAX_GAME_TREE_LEN)?;
    if modulus == 0 {
        return Err(Error::ZeroModulus);
    }
    let residues: Vec<u32> = stones.iter().map(|s| s % modulus).collect();
    let mut memo = vec![0_u8; 1 << stones.len()];
    let tree = Tree {
        residues,
        modulus,
        at_the_end,
    };
    Ok(tree.wins(0, 0, &mut memo))
}

struct Tree {
    residues: Vec<u32>,
    modulus: u32,
    at_the_end: Player,
}

impl Tree {
    fn wins(&self, taken: usize, sum: u32, memo: &mut [u8]) -> bool {
        if memo[taken] != 0 {
            return memo[taken] == 2;
        }
        let n = self.residues.len();
        let moved = taken.count_ones() as usize;
        let win = if moved == n {
            let mover = if n % 2 == 0 {
                Player::Alice
            } else {
                Player::Bob
            };
            mover == self.at_the_end
        } else {
            (0..n).filter(|&i| taken & 1 << i == 0).any(|i| {
                // In 64 bits: two residues of a modulus above 2^31 add up
                // past u32::MAX.
                let after = (u64::from(sum) + u64::from(self.residues[i]))
                    % u64::from(self.modulus);
                let after = after as u32; // below the modulus, a u32
                after != 0 && !self.wins(taken | 1 << i, after, memo)
            })
        };
        memo[taken] = if win { 2 } else { 1 };
        win
    }
}

/// Does Alice win if, when the stones run out, *Alice* wins instead of Bob?
/// The same reasoning gives a new rule: with c0 even, Alice wins when she
/// can take a 1 with c1 ≤ c2 + 2 or a 2 with c2 ≤ c1 + 2; with c0 odd,
/// exactly when c1 ≠ c2. An empty row is hers.
///
/// ```
/// use stone_games::stone_game_ix::exercises::alice_wins_if_the_end_is_hers;
///
/// assert!(alice_wins_if_the_end_is_hers(&[2])); // she takes it: no more
/// assert!(alice_wins_if_the_end_is_hers(&[]));
/// assert!(!alice_wins_if_the_end_is_hers(&[3, 1, 2]));
/// assert!(!alice_wins_if_the_end_is_hers(&[3, 3])); // a 3 loses at once
/// ```
#[must_use]
// ANCHOR: end_is_hers
pub fn alice_wins_if_the_end_is_hers(stones: &[u32]) -> bool {
    let [c0, c1, c2] = residue_counts(stones);
    if stones.is_empty() {
        return true;
    }
    if c0 % 2 == 0 {
        (c1 >= 1 && c1 <= c2 + 2) || (c2 >= 1 && c2 <= c1 + 2)
    } else {
        c1 != c2
    }
}
// ANCHOR_END: end_is_hers

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{all_rows, rows_of, rows_up_to};
    use crate::stone_game_ix::{alice_wins, game_tree::mover_wins};

    /// On every row of up to 10 residues mod 3, 0 to 2 (88,573 rows), as
    /// are the tests below.
    #[test]
    fn the_winning_first_stones_are_those_of_the_game_tree() {
        for row in rows_up_to(10, vec![0_u32, 1, 2]) {
            let by_tree: Vec<usize> = (0..row.len())
                .filter(|&i| {
                    let sum = row[i] % 3;
                    sum != 0 && !mover_wins(&row, 1 << i, sum)
                })
                .collect();
            assert_eq!(winning_first_stones(&row), by_tree, "{row:?}");
        }
    }

    #[test]
    fn the_end_is_hers_rule_matches_its_game_tree() {
        for row in rows_up_to(10, vec![0_u32, 1, 2]) {
            let tree = game_tree("test", &row, 3, Player::Alice).unwrap();
            assert_eq!(alice_wins_if_the_end_is_hers(&row), tree, "{row:?}");
        }
    }

    /// Modulus 3: the same answers as the rule; moduli 1, 2, 4 and 5: the
    /// game over counts matches its game tree on every row of up to 8
    /// residues for 1, 2 and 4 (4: 87,381 rows), up to 7 for 5 (97,656).
    #[test]
    fn the_game_over_counts_mod_m_matches_its_game_tree() {
        for row in rows_up_to(10, vec![0_u32, 1, 2]) {
            assert_eq!(
                alice_wins_mod(&row, 3),
                alice_wins(&row),
                "{row:?}: the exercise with m = 3 (left), the rule (right)"
            );
        }
        for (m, most) in [(1, 8), (2, 8), (4, 8), (5, 7)] {
            for row in rows_up_to(most, (0..m).collect()) {
                let tree = alice_wins_mod_brute_force(&row, m).unwrap();
                assert_eq!(alice_wins_mod(&row, m), Ok(tree), "{row:?}");
            }
        }
        assert_eq!(alice_wins_mod(&[1], 0), Err(Error::ZeroModulus));
    }

    /// A modulus above 2^31: two residues add up past `u32::MAX`. On every
    /// row of up to 3 stones of the largest values and small ones, the
    /// game tree equals the game worked out here in `u128`, where nothing
    /// wraps.
    #[test]
    fn the_game_tree_takes_the_largest_moduli() {
        let m = u32::MAX;
        // The issue's row: 2^32 - 2 then 2 sum to 1 mod m, so Bob wins at
        // the end whichever Alice takes first.
        assert_eq!(alice_wins_mod_brute_force(&[m - 1, 2], m), Ok(false));
        assert_eq!(alice_wins_mod_brute_force(&[m - 1, 1], m), Ok(true));
        // The modulus too large for the game over counts: refused there.
        assert_eq!(
            alice_wins_mod(&[m - 1, 2], m),
            Err(Error::TooManyPositions {
                function: "alice_wins_mod",
                positions: 4 * u64::from(m),
                limit: MAX_COUNT_POSITIONS
            })
        );
        let values = [0, 1, 2, m / 2, m / 2 + 1, m - 2, m - 1, m];
        for modulus in [m, m - 1, 1 << 31, (1 << 31) + 1] {
            for len in 0..=3 {
                for row in rows_of(len, values.to_vec()) {
                    assert_eq!(
                        alice_wins_mod_brute_force(&row, modulus),
                        Ok(wins_u128(&row, 0, u128::from(modulus), true)),
                        "{row:?} mod {modulus}"
                    );
                }
            }
        }
    }

    /// Does the player to move (Alice when `alice`) win on the stones
    /// `left` with the sum `sum`? Sums in `u128`, every order tried.
    fn wins_u128(left: &[u32], sum: u128, modulus: u128, alice: bool) -> bool {
        if left.is_empty() {
            return !alice; // the stones ran out: Bob wins
        }
        (0..left.len()).any(|i| {
            let after = (sum + u128::from(left[i])) % modulus;
            let mut rest = left.to_vec();
            rest.remove(i);
            after != 0 && !wins_u128(&rest, after, modulus, !alice)
        })
    }

    /// Mod 4 with up to 4 stones of each non-zero residue, mod 5 with up to
    /// 3: from 0 to 5 multiples of the modulus, only their parity matters.
    #[test]
    fn mod_4_and_5_only_the_parity_of_c0_matters() {
        for (m, most) in [(4_u32, 4_usize), (5, 3)] {
            let others = all_rows(m as usize - 1, most as u32 + 1);
            for counts in others {
                let mut row: Vec<u32> = Vec::new();
                for (r, &c) in counts.iter().enumerate() {
                    row.extend(std::iter::repeat_n(
                        r as u32 + 1,
                        c as usize - 1,
                    ));
                }
                let answers: Vec<bool> = (0..=5)
                    .map(|c0| {
                        let mut with_zeros = row.clone();
                        with_zeros.extend(std::iter::repeat_n(0, c0));
                        alice_wins_mod(&with_zeros, m).unwrap()
                    })
                    .collect();
                for c0 in 2..=5 {
                    assert_eq!(answers[c0], answers[c0 % 2], "{m} {counts:?}");
                }
            }
        }
    }
}
