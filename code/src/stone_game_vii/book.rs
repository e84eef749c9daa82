#![doc = include_str!("../shared/book_module.md")]
#![doc = include_str!("methods.md")]

use super::{score_difference, Error};

pub use super::error::check_len;
pub use super::error::{MAX_GAME_TREE_LEN, MAX_ROLLING_LEN, MAX_ZERO_MEMO_LEN};
pub use super::game_tree::score_difference_brute_force;
pub use super::linear::score_difference_linear;
pub use super::rolling::score_difference_rolling;
pub use super::table::score_difference_table;

/// A method of [`METHODS`]: its name, and its function from the stones
/// to the score difference, which is never negative.
pub type Method = (&'static str, fn(&[u32]) -> Result<u64, Error>);

/// Stone Game VII's methods of its difference, never negative, in the
/// book's order; [this module's page](self) says how they are checked.
pub const METHODS: &[Method] = methods![
    score_difference_table,
    score_difference_rolling,
    score_difference_linear,
    score_difference,
];

// The book's traces and counters, and the limits of its exercises.
#[cfg(feature = "book")]
pub use super::game_tree::game_tree_calls;
