//! LeetCode 1510, Stone Game IV.
//!
//! A pile of n stones. Alice and Bob take turns, Alice first; a move removes
//! a square number of stones (1, 4, 9, ...) from the pile. The player who
//! cannot move loses.
//!
//! LeetCode's constraints: 1 <= n <= 10^5.
//!
//! The game in one page, in the book:
//! https://stone-games.github.io/stone-games/stone-game-iv/in-one-page.html
//!
//! Check your solution with `cargo run -p practice -- 1510`; start it over
//! with `cargo run -p practice -- --reset 1510`.

/// LeetCode's shape: the `impl` can be pasted into LeetCode, and back.
pub struct Solution;

impl Solution {
    /// Whether Alice wins when both play their best.
    pub fn winner_square_game(n: i32) -> bool {
        todo!()
    }
}
