//! LeetCode 1690, Stone Game VII.
//!
//! A row of stones, each with a value. Alice and Bob take turns, Alice
//! first; a move removes the stone at either end of the row and scores the
//! sum of the stones still in the row. Alice plays to end as far ahead as
//! she can, Bob to end as little behind.
//!
//! LeetCode's constraints: 2 to 1000 stones, each worth 1 to 1000.
//!
//! The game in one page, in the book:
//! https://stone-games.github.io/stone-games/stone-game-vii/in-one-page.html
//!
//! Check your solution with `cargo run -p practice -- 1690`; start it over
//! with `cargo run -p practice -- --reset 1690`.

/// LeetCode's shape: the `impl` can be pasted into LeetCode, and back.
pub struct Solution;

impl Solution {
    /// Alice's score minus Bob's when both play their best.
    pub fn stone_game_vii(stones: Vec<i32>) -> i32 {
        todo!()
    }
}
