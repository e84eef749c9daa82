//! LeetCode 1563, Stone Game V.
//!
//! A row of stones, each with a value. Each round, Alice cuts the row into
//! two parts, neither empty; Bob throws away the part with the larger sum,
//! and Alice scores the sum of the part that is left, which is the next
//! round's row. On a tie, Alice chooses the part to throw away. The game
//! ends when one stone is left.
//!
//! LeetCode's constraints: 1 to 500 stones, each worth 1 to 10^6.
//!
//! The game in one page, in the book:
//! https://stone-games.github.io/stone-games/stone-game-v/in-one-page.html
//!
//! Check your solution with `cargo run -p practice -- 1563`; start it over
//! with `cargo run -p practice -- --reset 1563`.

/// LeetCode's shape: the `impl` can be pasted into LeetCode, and back.
pub struct Solution;

impl Solution {
    /// The largest total score Alice can make.
    pub fn stone_game_v(stone_value: Vec<i32>) -> i32 {
        todo!()
    }
}
