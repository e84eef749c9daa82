//! Stone Game II: take the first X piles, with X growing as the game goes on.
//!
//! Alice and Bob, Alice first, take turns on a row of piles. A number `M` starts at 1. On a
//! turn, the player takes **all the first X remaining piles**, for some `1 <= X <= 2M`, and
//! then `M` becomes `max(M, X)`. The game ends when no pile is left. Both play to collect as
//! many stones as they can.
//!
//! A *state* is `(i, M)`: the first `i` piles are gone and the player to move may take up
//! to `2M` piles. Its value `f(i, M)` is the most stones the player to move can collect from
//! there on. The approaches, in the order the book tells them:
//!
//! | approach | function | time | memory |
//! | --- | --- | --- | --- |
//! | game tree | [`max_stones_brute_force`] | exponential | O(n) stack |
//! | memoised recursion | [`max_stones_memo`] | O(n³) | O(n²) |
//! | bottom-up table | [`state_table_cubic`] | O(n³) | O(n²) |
//! | two sliding-window minima | [`state_table`], [`max_stones`] | O(n²) | O(n²) |
//!
//! [`max_stones`] is the one to call: it uses the fastest exact method.

mod answer;
mod answer_steps;
mod error;
mod fast;
mod game_tree;
mod memo;
pub mod pitfalls;
mod play;
mod table;

pub use answer::{max_stones_answer_only, states_computed};
pub use answer_steps::{
    max_stones_block_minima, max_stones_no_table, max_stones_row_blocks,
    max_stones_two_stacks,
};
pub use error::{Error, MAX_MEMO_PILES, MAX_TABLE_PILES};
pub use fast::{max_stones_checked, state_table};
pub use game_tree::{game_tree_calls, max_stones_brute_force};
pub use memo::{max_stones_memo, memo_calls};
pub use play::{optimal_play, Move};
pub use table::{
    reached_states, row_width, state_table_cubic, suffix_sums, StateTable,
};

/// The most stones the first player can collect under optimal play.
///
/// Any row is a game; an empty row is worth 0. This is the crate's fastest exact method,
/// O(n²) time and memory (see [`state_table`]). Totals are `u64`, which cannot overflow for
/// any row that fits in memory.
///
/// # Panics
///
/// If the row has more than [`MAX_TABLE_PILES`] piles, whose tables would not fit in
/// memory. [`max_stones_checked`] returns an [`Error`] instead.
///
/// ```
/// use stone_games::stone_game_ii::max_stones;
///
/// assert_eq!(max_stones(&[2, 7, 9, 4, 4]), 10);
/// assert_eq!(max_stones(&[1, 1, 1]), 2);
/// assert_eq!(max_stones(&[]), 0);
/// ```
pub fn max_stones(piles: &[u32]) -> u64 {
    match max_stones_checked(piles) {
        Ok(stones) => stones,
        Err(error) => panic!("{error}"),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Every row of `len` piles with values in `1..=max`.
    pub(crate) fn all_rows(len: usize, max: u32) -> impl Iterator<Item = Vec<u32>> {
        crate::stone_game::tests::all_rows(len, max)
    }

    #[test]
    fn the_seed_example() {
        assert_eq!(max_stones(&[2, 7, 9, 4, 4]), 10);
        assert_eq!(max_stones_brute_force(&[2, 7, 9, 4, 4]), 10);
    }

    #[test]
    fn every_method_agrees_with_the_game_tree_on_every_small_row() {
        for len in 0..=8 {
            for piles in all_rows(len, 3) {
                let expected = max_stones_brute_force(&piles);
                assert_eq!(max_stones_memo(&piles), Ok(expected), "{piles:?}");
                assert_eq!(
                    state_table_cubic(&piles).map(|t| t.answer()),
                    Ok(expected),
                    "{piles:?}"
                );
                assert_eq!(max_stones(&piles), expected, "{piles:?}");
            }
        }
    }

    #[test]
    fn the_largest_piles_do_not_overflow() {
        // Equal piles of v stones: every total is v times the total with piles of 1.
        let piles = vec![u32::MAX; 40];
        let first = max_stones(&piles);
        assert_eq!(first, u64::from(u32::MAX) * max_stones(&[1; 40]));
        assert_eq!(max_stones_memo(&piles), Ok(first));
    }
}
