#![doc = include_str!("../shared/book_module.md")]
#![doc = include_str!("methods.md")]

pub use super::error::check_len;
pub use super::error::{MAX_GAME_TREE_LEN, MAX_ROLLING_LEN, MAX_ZERO_MEMO_LEN};
pub use super::game_tree::score_difference_brute_force;
pub use super::linear::score_difference_linear;
pub use super::rolling::score_difference_rolling;
pub use super::table::score_difference_table;

// The book's traces and counters, and the limits of its exercises.
#[cfg(feature = "book")]
pub use super::game_tree::game_tree_calls;
