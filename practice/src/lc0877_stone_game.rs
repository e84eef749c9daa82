//! LeetCode 877, Stone Game.
//!
//! An even number of piles of stones stand in a row, and their total is odd.
//! Alice and Bob take turns, Alice first; a move takes the whole pile at
//! either end of the row. When the row is empty, whoever has more stones
//! wins.
//!
//! LeetCode's constraints: 2 to 500 piles, an even number of them, each of 1
//! to 500 stones; the total is odd.
//!
//! The game in one page, in the book:
//! https://stone-games.github.io/stone-games/stone-game/in-one-page.html
//!
//! Check your solution with `cargo run -p practice -- 877`; start it over
//! with `cargo run -p practice -- --reset 877`.

/// LeetCode's shape: the `impl` can be pasted into LeetCode, and back.
pub struct Solution;

impl Solution {
    /// Whether Alice wins when both play their best.
    pub fn stone_game(piles: Vec<i32>) -> bool {
        todo!()
    }
}
