//! LeetCode 1140, Stone Game II.
//!
//! Piles of stones stand in a row. Alice and Bob take turns, Alice first,
//! and M starts at 1. A move takes every stone of the first X piles left,
//! for some X with 1 <= X <= 2M; then M becomes max(M, X). The game ends
//! when no pile is left.
//!
//! LeetCode's constraints: 1 to 100 piles, each of 1 to 10^4 stones.
//!
//! The game in one page, in the book:
//! https://stone-games.github.io/stone-games/stone-game-ii/in-one-page.html
//!
//! Check your solution with `cargo run -p practice -- 1140`; start it over
//! with `cargo run -p practice -- --reset 1140`.

/// LeetCode's shape: the `impl` can be pasted into LeetCode, and back.
pub struct Solution;

impl Solution {
    /// The most stones Alice can make sure of when both play their best.
    pub fn stone_game_ii(piles: Vec<i32>) -> i32 {
        todo!()
    }
}
