//! LeetCode 486, Predict the Winner.
//!
//! Player 1 and player 2 take turns on a row of numbers, player 1 first; a
//! move takes the number at either end of the row and adds it to the mover's
//! score. When the row is empty, the scores are compared.
//!
//! LeetCode's constraints: 1 to 20 numbers, each 0 to 10^7.
//!
//! The game in the book:
//! https://stone-games.github.io/stone-games/stone-game/predict-the-winner.html
//!
//! Check your solution with `cargo run -p practice -- 486`; start it over
//! with `cargo run -p practice -- --reset 486`.

/// LeetCode's shape: the `impl` can be pasted into LeetCode, and back.
pub struct Solution;

impl Solution {
    /// Whether player 1 ends with at least as much as player 2 (a tie counts
    /// for player 1) when both play their best.
    pub fn predict_the_winner(nums: Vec<i32>) -> bool {
        todo!()
    }
}
