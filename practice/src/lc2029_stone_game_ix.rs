//! LeetCode 2029, Stone Game IX.
//!
//! A row of stones, each with a value. Alice and Bob take turns, Alice
//! first; a move removes any stone. The player whose move makes the sum of
//! all the stones removed so far a multiple of 3 loses; if the stones run
//! out first, Bob wins, whoever is to move.
//!
//! LeetCode's constraints: 1 to 10^5 stones, each worth 1 to 10^4.
//!
//! The game in one page, in the book:
//! https://stone-games.github.io/stone-games/stone-game-ix/in-one-page.html
//!
//! Check your solution with `cargo run -p practice -- 2029`; start it over
//! with `cargo run -p practice -- --reset 2029`.

/// LeetCode's shape: the `impl` can be pasted into LeetCode, and back.
pub struct Solution;

impl Solution {
    /// Whether Alice wins when both play their best.
    pub fn stone_game_ix(stones: Vec<i32>) -> bool {
        todo!()
    }
}
