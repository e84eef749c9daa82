#![doc = include_str!("../shared/book_module.md")]
#![doc = include_str!("methods.md")]

use super::{max_stones, Error};

pub use super::answer::{max_stones_answer_only, states_computed};
pub use super::answer_steps::{
    max_stones_block_minima, max_stones_no_table, max_stones_row_blocks,
    max_stones_two_stacks,
};
pub use super::bottom_up::state_table_cubic;
pub use super::error::check_len;
pub use super::error::{
    MAX_CUBIC_LEN, MAX_GAME_TREE_LEN, MAX_MEMO_COUNTS_LEN, MAX_REACHED_LEN,
};
pub use super::game_tree::max_stones_brute_force;
pub use super::memo::{max_stones_memo, memo_counts};
pub use super::state_table::StateTable;
pub use super::states::{reached_states, row_width};
pub use super::suffix_sums::suffix_sums;
pub use super::windows::{max_stones_windows, state_table};

/// A method of [`METHODS`]: its name, and its function from the piles
/// to the most stones Alice can get.
pub type Method = (&'static str, fn(&[u32]) -> Result<u64, Error>);

/// The functions of this game that give Alice's stones, by name, in the
/// book's order and checked as [this module's page](self) says.
pub const METHODS: &[Method] = methods![
    max_stones_memo,
    max_stones_windows,
    max_stones_answer_only,
    max_stones_no_table,
    max_stones_two_stacks,
    max_stones_row_blocks,
    max_stones_block_minima,
    max_stones,
];

// The book's traces and counters, and the limits of its exercises.
#[cfg(feature = "book")]
pub use super::error::MAX_TRACE_LEN;
#[cfg(feature = "book")]
pub use super::game_tree::game_tree_calls;
#[cfg(feature = "book")]
pub use super::memo::memo_calls;
#[cfg(feature = "book")]
pub use super::trace::{windows_trace, WindowChange, WindowEntry, WindowsStep};
