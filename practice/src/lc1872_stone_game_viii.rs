//! LeetCode 1872, Stone Game VIII.
//!
//! A row of stones, each with a value, some negative. Alice and Bob take
//! turns, Alice first, while more than one stone is left; a move takes the
//! leftmost x stones, for some x >= 2, scores their sum, and puts back at
//! the left one stone worth that sum. Alice plays to make her score minus
//! Bob's as large as she can, Bob to make it as small.
//!
//! LeetCode's constraints: 2 to 10^5 stones, each -10^4 to 10^4.
//!
//! The game in one page, in the book:
//! https://stone-games.github.io/stone-games/stone-game-viii/in-one-page.html
//!
//! Check your solution with `cargo run -p practice -- 1872`; start it over
//! with `cargo run -p practice -- --reset 1872`.

/// LeetCode's shape: the `impl` can be pasted into LeetCode, and back.
pub struct Solution;

impl Solution {
    /// Alice's score minus Bob's when both play their best.
    pub fn stone_game_viii(stones: Vec<i32>) -> i32 {
        todo!()
    }
}
