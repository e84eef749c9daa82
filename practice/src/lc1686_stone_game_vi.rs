//! LeetCode 1686, Stone Game VI.
//!
//! n stones; stone i is worth alice_values[i] to Alice and bob_values[i] to
//! Bob. Alice and Bob take turns, Alice first; a move takes any stone left
//! and scores its worth to the mover. When no stone is left, the higher
//! score wins.
//!
//! LeetCode's constraints: 1 to 10^5 stones, the two rows of the same
//! length, each value 1 to 100.
//!
//! The game in one page, in the book:
//! https://stone-games.github.io/stone-games/stone-game-vi/in-one-page.html
//!
//! Check your solution with `cargo run -p practice -- 1686`; start it over
//! with `cargo run -p practice -- --reset 1686`.

/// LeetCode's shape: the `impl` can be pasted into LeetCode, and back.
pub struct Solution;

impl Solution {
    /// 1 if Alice ends ahead, -1 if Bob does, 0 on a tie, when both play
    /// their best.
    pub fn stone_game_vi(alice_values: Vec<i32>, bob_values: Vec<i32>) -> i32 {
        todo!()
    }
}
