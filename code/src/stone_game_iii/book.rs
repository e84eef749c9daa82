#![doc = include_str!("../shared/book_module.md")]
#![doc = include_str!("methods.md")]

pub use super::error::{check_k, check_len};
pub use super::error::{MAX_GAME_TREE_LEN, MAX_TABLE_STEPS};
pub use super::game_tree::score_difference_brute_force;
pub use super::registers::score_difference_registers;
pub use super::ring::score_difference_ring;
pub use super::table::{difference_table, score_difference_table};
pub use super::window::{score_difference_wide, score_difference_window};

// The book's traces and counters, and the limits of its exercises.
#[cfg(feature = "book")]
pub use super::error::MAX_TRACE_LEN;
#[cfg(feature = "book")]
pub use super::game_tree::game_tree_calls;
#[cfg(feature = "book")]
pub use super::trace::{
    ring_trace, window_trace, RingStep, WindowKey, WindowStep,
};
