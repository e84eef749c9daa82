//! Stone Game IX: the sum that must not reach a multiple of 3.
//!
//! A row of stones. Alice and Bob, Alice first, take turns; a move removes
//! any one stone. The player whose move makes the sum of all the stones
//! removed so far divisible by 3 loses. If the last stone is taken and no
//! one has lost, Bob wins, even when it was Alice's turn (LeetCode 2029).
//!
//! # Start here
//!
//! | question | call |
//! | --- | --- |
//! | does Alice win? (LeetCode 2029) | [`alice_wins`] |
//! | the same, as a [`Winner`] (never a tie) | [`winner`] |
//! | a whole game, move by move | [`optimal_play`] |
//! | does Alice win, from the count of stones of each residue mod 3? | [`residue_counts`], then [`alice_wins_by_rule`] |
//! | Alice's first move | [`first_move`] |
//! | the move to make after the stones taken so far | [`best_move`] |
//! | a game to play, move by move (each residue's list of stones built once) | [`Position`] |
//!
//! ```
//! use stone_games::stone_game_ix::alice_wins;
//!
//! assert!(alice_wins(&[2, 1])?);
//! assert!(!alice_wins(&[5, 1, 2, 4, 3])?);
//! # Ok::<(), stone_games::stone_game_ix::Error>(())
//! ```
//!
//! [book]: https://stone-games.github.io/stone-games/stone-game-ix/in-one-page.html
//!
#![cfg_attr(
    not(feature = "book"),
    doc = include_str!("../shared/without_book.md")
)]
#![cfg_attr(feature = "book", doc = include_str!("../shared/with_book.md"))]

#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub mod book;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod counts;
mod error;
#[cfg(feature = "book")]
pub mod exercises;
mod game_tree;
mod lanes;
#[cfg(feature = "book")]
pub mod pitfalls;
mod play;
mod residues;
mod rule;

pub use crate::shared::{Game, Player, Winner};
pub use error::Error;
pub use play::{best_move, first_move, optimal_play, Move, Position};
pub use residues::residue_counts;
pub use rule::alice_wins_by_rule;

// What the answers run, by name (the module `book` shows them too).
use lanes::residue_counts_lanes;

/// Does Alice win on `stones`, both playing optimally?
///
/// Counts the residues mod 3 and applies the closed rule: O(n) time, O(1)
/// memory. Every row is a game: an empty row is a win for Bob, and a value
/// of 0 is a multiple of 3 like any other.
///
/// # Errors
///
/// None: every row of `u32` stones is a game. It returns a `Result` all
/// the same, the shape `alice_wins` has in I and IV, where it may refuse.
///
/// ```
/// use stone_games::stone_game_ix::alice_wins;
///
/// assert_eq!(alice_wins(&[2, 1]), Ok(true));
/// assert_eq!(alice_wins(&[2]), Ok(false));
/// assert_eq!(alice_wins(&[5, 1, 2, 4, 3]), Ok(false));
/// assert_eq!(alice_wins(&[]), Ok(false)); // no stones: Bob wins
/// // u32::MAX = 3 · 1,431,655,765: counts (3, 1, 1).
/// assert_eq!(alice_wins(&[0, 0, u32::MAX, 1, 2]), Ok(false));
/// ```
///
/// # Implementation
///
/// The counts are [`residue_counts_lanes`], which the compiler can run on
/// several stones per instruction.
///
#[doc = book_link!(fn stone_game_ix::book::residue_counts_lanes)]
#[doc(alias = "2029")]
// ANCHOR: alice_wins
pub fn alice_wins(stones: &[u32]) -> Result<bool, Error> {
    Ok(alice_wins_by_rule(residue_counts_lanes(stones)))
}
// ANCHOR_END: alice_wins

/// Who wins on `stones`: [`alice_wins`] as a [`Winner`], never a tie (Bob
/// wins when the stones run out).
///
/// # Errors
///
/// None, as [`alice_wins`].
///
/// ```
/// use stone_games::stone_game_ix::{winner, Winner};
///
/// assert_eq!(winner(&[2, 1]), Ok(Winner::Alice));
/// assert_eq!(winner(&[5, 1, 2, 4, 3]), Ok(Winner::Bob));
/// assert_eq!(winner(&[]), Ok(Winner::Bob)); // no stones: Bob wins
/// ```
pub fn winner(stones: &[u32]) -> Result<Winner, Error> {
    let alice = alice_wins(stones)?;
    Ok(if alice { Winner::Alice } else { Winner::Bob })
}

#[cfg(test)]
mod tests {
    use super::book::*;
    use super::*;
    use crate::shared::testing::{check_against_game_tree, listed, rows_up_to};

    /// Every row of up to 7 stones with values 0 to 5 (two of each residue),
    /// 335,923 rows, and every row of up to 10 stones with values 0 to 2
    /// (every pattern of residues), 88,573 rows: the game tree, the game
    /// over counts, the rule and optimal play agree.
    #[test]
    fn the_largest_stones_do_not_overflow() {
        // Stones near u32::MAX, of each residue, whose sums pass a u32:
        // every method answers as the game tree does.
        let top = [u32::MAX, u32::MAX - 1, u32::MAX - 2];
        let rows = [1, 2, 5, 9].into_iter().flat_map(|n| {
            (0..3).map(move |shift| {
                (0..n).map(|k| top[(k * k + shift) % 3]).collect::<Vec<_>>()
            })
        });
        let methods = listed(METHODS);
        let checked =
            check_against_game_tree(rows, alice_wins_brute_force, &methods);
        assert_eq!(checked, 12);
    }

    #[test]
    fn every_method_agrees_with_the_game_tree_on_every_small_row() {
        let rows = || {
            let values = rows_up_to(7, (0..=5).collect());
            let residues = rows_up_to(10, vec![0, 1, 2]);
            values.chain(residues)
        };
        let mut methods = listed(book::METHODS);
        methods.push(("winner", &|row| Ok(winner(row)? == Winner::Alice)));
        methods.push(("optimal_play", &|row| {
            let moves = optimal_play(row)?;
            Ok(winner_of_play(&moves) == Player::Alice)
        }));
        let checked =
            check_against_game_tree(rows(), alice_wins_brute_force, &methods);
        assert_eq!(checked, 335_923 + 88_573);
        for row in rows() {
            crate::shared::testing::assert_agree(
                &row,
                &[
                    ("residue_counts_lanes", &residue_counts_lanes),
                    ("residue_counts", &residue_counts),
                ],
            );
        }
    }

    /// The rule against the game over counts for every (c0, c1, c2) with
    /// each count up to 40: 68,921 positions.
    #[test]
    fn the_rule_matches_the_game_over_counts_up_to_forty_of_each() {
        let table = counts::count_table_for_tests([40, 40, 40]);
        for c0 in 0..=40 {
            for c1 in 0..=40 {
                for c2 in 0..=40 {
                    let counts = [c0, c1, c2];
                    let rule = alice_wins_by_rule(counts);
                    assert_eq!(rule, table(counts), "{counts:?}");
                }
            }
        }
    }
}
