#![doc = include_str!("../shared/book_module.md")]
#![doc = include_str!("methods.md")]

use super::{score_difference, score_difference_k, Error};

pub use super::error::{check_k, check_len};
pub use super::error::{MAX_GAME_TREE_LEN, MAX_TABLE_STEPS};
pub use super::game_tree::score_difference_brute_force;
pub use super::registers::score_difference_registers;
pub use super::ring::score_difference_ring;
pub use super::table::{difference_table, score_difference_table};
pub use super::window::{score_difference_wide, score_difference_window};

/// A method of [`METHODS`]: its name, and its function from the values
/// and the most values a move takes, k, to the score difference.
pub type Method = (&'static str, fn(&[i32], usize) -> Result<i64, Error>);

/// The functions of this game that give the score difference for moves of 1
/// to k values, by name, in the book's order and checked as [this module's
/// page](self) says.
pub const METHODS: &[Method] = methods![
    score_difference_table,
    score_difference_window,
    score_difference_k,
];

/// A method of [`METHODS_AT_3`]: its name, and the function.
pub type MethodAt3 = (&'static str, fn(&[i32]) -> Result<i64, Error>);

/// The functions of this game that give the score difference for moves of 1
/// to 3 values, LeetCode's game, by name, in the book's order and checked as
/// [`METHODS`] is, at k = 3.
pub const METHODS_AT_3: &[MethodAt3] = methods![
    score_difference_ring,
    score_difference_registers,
    score_difference,
];

// The book's traces and counters, and the limits of its exercises.
#[cfg(feature = "book")]
pub use super::error::MAX_TRACE_LEN;
#[cfg(feature = "book")]
pub use super::game_tree::game_tree_calls;
#[cfg(feature = "book")]
pub use super::trace::{
    ring_trace, window_trace, RingStep, WindowKey, WindowStep,
};
