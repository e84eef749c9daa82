//! Stone Game VII: remove a stone from either end, and score what is left.
//!
//! Two players, Alice first, take turns on a row of stones with values. On a
//! turn the player removes the stone at the left end or the one at the right
//! end, and scores the total value of the stones still in the row after it.
//! When the row is empty, the game is over. Alice plays to make her score
//! minus Bob's as large as possible, Bob to make it as small as possible.
//!
//! # Start here
//!
//! | question | call |
//! | --- | --- |
//! | Alice's score minus Bob's (LeetCode 1690) | [`score_difference`] |
//! | a whole game, move by move | [`optimal_play`] |
//! | the end to remove from the stones left, in mid-game | [`best_move`] |
//! | a game to play, move by move, its table built once | [`Position`] |
//!
//! ```
//! use stone_games::stone_game_vii::score_difference;
//!
//! assert_eq!(score_difference(&[5, 3, 1, 4, 2])?, 6);
//! # Ok::<(), stone_games::stone_game_vii::Error>(())
//! ```
//!
//! The book teaches this game in [Part VII][book],
//! from its one-page opening to the proofs of the faster methods.
//!
//! [book]: https://stone-games.github.io/stone-games/stone-game-vii/in-one-page.html
//!
//! # Every method, in the book's order
//!
//! Every function here answers the same question: the *score difference*, the
//! score of the player to move minus the other's, when both play their best. It
//! is never negative, and it is the total of the stones the second player
//! removes (the book's chapter [*Whose stones count*][whose-stones-count]
//! proves both). The approaches, in the order the book tells them:
//!
//! | approach | function | time | extra space | most stones |
//! | --- | --- | --- | --- | --- |
//! | game tree (negamax) | [`score_difference_brute_force`] | O(2ⁿ) | O(n) stack | [`MAX_GAME_TREE_LEN`] |
//! | interval table | [`score_table`], [`score_difference_table`] | O(n²) | O(n²) | [`MAX_TABLE_LEN`] |
//! | rolling row | [`score_difference_rolling`] | O(n²) | O(n) | [`MAX_ROLLING_LEN`] |
//! | Part I's linear method on −v | [`score_difference_linear`] | O(n) | O(n) | [`MAX_LEN`] |
//! | optimal play | [`optimal_play`] | O(n²) | O(n²) | [`MAX_TABLE_LEN`] |
//! | the move to make: the linear method, on the two rows a move leaves | [`best_move`] | O(n) | O(n) | [`MAX_LEN`] |
//!
//! Each method's limit is in the last column: every method refuses a row past
//! it with an [`Error`] that names the function and its limit.
//!
//! The linear method calls Part I's public
//! [`score_difference_linear_signed`][signed], and one exercise answer Part
//! I's public `score_difference_linear_i64`: the only uses of another game's
//! module in this one, because Stone Game VII is Part I's game on the
//! negated values. Everything else here is its own.
//!
//! # For reading the book
//!
//! The traces, the counters of calls, [`pitfalls`] and [`exercises`] need
//! the feature `book`: they follow the book, and are not covered by semver.
//!
//! [`game_tree_calls`] counts the game tree's work, and [`play_ends`] plays a
//! game of given moves. [`pitfalls`] holds the deliberately wrong versions
//! the pitfalls chapter runs, and [`exercises`] the answers to the
//! exercises.
//!
//! [signed]: crate::stone_game::score_difference_linear_signed
//!
//! [whose-stones-count]: https://stone-games.github.io/stone-games/stone-game-vii/removals.html

mod error;
#[cfg(feature = "book")]
pub mod exercises;
mod game_tree;
mod linear;
#[cfg(feature = "book")]
pub mod pitfalls;
mod play;
mod rolling;
mod table;

pub use crate::shared::{End, Game, Player};
pub use error::{
    check_len, Error, MAX_GAME_TREE_LEN, MAX_LEN, MAX_ROLLING_LEN,
    MAX_TABLE_LEN, MAX_ZERO_MEMO_LEN,
};
#[cfg(feature = "book")]
pub use game_tree::game_tree_calls;
pub use game_tree::score_difference_brute_force;
pub use linear::score_difference_linear;
pub use play::{
    best_move, optimal_end, optimal_play, play_ends, Move, Position,
};
pub use rolling::score_difference_rolling;
pub use table::{score_difference_table, score_table, DifferenceTable};

/// Alice's score minus Bob's under optimal play: 0 for an empty row or one
/// stone.
///
/// This runs [`score_difference_linear`]: O(n) time and memory, through Part
/// I's linear method on the negated values. It returns a `u64`, where the
/// other games' `score_difference` return an `i64`: here the difference is
/// never negative.
///
/// **What bounds the answer.** It is the total of the stones Bob removes, and
/// he removes ⌊n/2⌋ of them, so it is at most ⌊n/2⌋ · (2³² − 1): within a
/// `u64` for every row of up to [`MAX_LEN`] (2³³ + 3) stones.
///
/// # Errors
///
/// [`Error::TooLong`] for a row of more than [`MAX_LEN`] stones
/// (32 GiB of input), whose answer might not fit in a `u64`.
///
/// ```
/// use stone_games::stone_game_vii::score_difference;
///
/// assert_eq!(score_difference(&[5, 3, 1, 4, 2]), Ok(6));
/// assert_eq!(score_difference(&[7, 90, 5, 1, 100, 10, 10, 2]), Ok(122));
/// assert_eq!(score_difference(&[]), Ok(0));
/// assert_eq!(score_difference(&[9]), Ok(0));
/// ```
#[doc(alias = "1690")]
pub fn score_difference(stones: &[u32]) -> Result<u64, Error> {
    check_len("score_difference", stones.len(), MAX_LEN)?;
    score_difference_linear(stones)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{check_against_game_tree, rows_up_to};

    #[test]
    fn the_examples() {
        assert_eq!(score_difference(&[5, 3, 1, 4, 2]), Ok(6));
        let second = [7, 90, 5, 1, 100, 10, 10, 2];
        assert_eq!(score_difference(&second), Ok(122));
    }

    #[test]
    fn every_method_agrees_with_the_game_tree_on_every_small_row() {
        // Every row of 0 to 8 stones of 0 to 3 (87,381 rows), zeros
        // included.
        let rows = rows_up_to(8, vec![0, 1, 2, 3]);
        let checked = check_against_game_tree(
            rows,
            score_difference_brute_force,
            &[
                ("score_difference_table", &score_difference_table),
                ("score_difference_rolling", &score_difference_rolling),
                ("score_difference_linear", &score_difference_linear),
                ("score_difference", &score_difference),
                ("optimal_play", &|stones: &[u32]| {
                    let moves = optimal_play(stones)?;
                    Ok(moves.last().map_or(0, |m| m.alice - m.bob))
                }),
            ],
        );
        assert_eq!(checked, (0..=8).map(|len| 4_usize.pow(len)).sum());
    }

    #[test]
    fn the_largest_stones_do_not_overflow() {
        let big = u64::from(u32::MAX);
        for n in [0, 1, 2, 9, 10] {
            let stones = vec![u32::MAX; n];
            let bob = n as u64 / 2 * big; // Bob removes floor(n/2) of them
            assert_eq!(score_difference(&stones), Ok(bob));
            assert_eq!(score_difference_brute_force(&stones), Ok(bob));
            assert_eq!(score_difference_table(&stones), Ok(bob));
            assert_eq!(score_difference_rolling(&stones), Ok(bob));
        }
    }
}
