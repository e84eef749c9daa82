#![doc = include_str!("../shared/book_module.md")]
#![doc = include_str!("methods.md")]

use super::{score_difference, Error};

pub use super::branch_on_raise::score_difference_branch_on_raise;
pub use super::constant_memory::score_difference_constant_memory;
pub use super::error::check_len;
pub use super::error::{MAX_GAME_TREE_LEN, MAX_RECURRENCE_LEN};
pub use super::game_tree::{move_worths, score_difference_brute_force};
pub use super::indices::{
    inclusive_prefix_sums, score_difference_over_indices,
};
pub use super::recurrence::{difference_table, score_difference_recurrence};
pub use super::suffix_max::{position_values, score_difference_suffix_max};

/// A method of [`METHODS`]: its name, and its function from the stones,
/// negative ones too, to the score difference.
pub type Method = (&'static str, fn(&[i32]) -> Result<i64, Error>);

/// The methods of Stone Game VIII's score difference over every merge, in
/// the book's order, each checked as [this module's page](self) says.
pub const METHODS: &[Method] = methods![
    score_difference_over_indices,
    score_difference_recurrence,
    score_difference_suffix_max,
    score_difference_constant_memory,
    score_difference_branch_on_raise,
    score_difference,
];

// The book's traces and counters, and the limits of its exercises.
#[cfg(feature = "book")]
pub use super::error::MAX_TRACE_LEN;
#[cfg(feature = "book")]
pub use super::game_tree::game_tree_calls;
#[cfg(feature = "book")]
pub use super::trace::{suffix_max_trace, SuffixStep};
