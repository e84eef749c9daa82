//! LeetCode 1406, Stone Game III.
//!
//! A row of values, some of them negative. Alice and Bob take turns, Alice
//! first; a move takes the first one, two or three values left and adds them
//! to the mover's score. When no value is left, the higher score wins.
//!
//! LeetCode's constraints: 1 to 5 * 10^4 values, each -1000 to 1000.
//!
//! The game in one page, in the book:
//! https://stone-games.github.io/stone-games/stone-game-iii/in-one-page.html
//!
//! Check your solution with `cargo run -p practice -- 1406`; start it over
//! with `cargo run -p practice -- --reset 1406`.

/// LeetCode's shape: the `impl` can be pasted into LeetCode, and back.
pub struct Solution;

impl Solution {
    /// "Alice", "Bob" or "Tie": who ends ahead when both play their best.
    pub fn stone_game_iii(stone_value: Vec<i32>) -> String {
        todo!()
    }
}
