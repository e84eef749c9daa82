#![doc = include_str!("../shared/book_module.md")]
#![doc = include_str!("methods.md")]

pub use super::count::{
    count_losing_positions_to, count_losing_positions_with, Progress,
};
pub use super::error::check_n;
pub use super::error::MAX_COUNT_N;
pub use super::error::{MAX_GAME_TREE_N, MAX_TABLE_N};
pub use super::game_tree::alice_wins_brute_force;
pub use super::grundy::{grundy_values, nim_sum_wins};
pub use super::segmented::{
    losing_positions_segmented, losing_positions_segmented_on,
};
pub use super::sieve::losing_positions_sieve;
pub use super::sieve_steps::{
    losing_positions_compact_on, losing_positions_compact_sized_on,
    losing_positions_l2_sized_on, losing_positions_pipelined, L2_SEGMENT_BITS,
    SEGMENT_BITS,
};
pub use super::table::{squares_up_to, win_table};

use super::{losing_positions, losing_positions_pipelined_on, Error};

/// A method of [`METHODS`]: its name, and its function from a limit to
/// the losing positions up to it.
pub type Method = (&'static str, fn(u64) -> Result<Vec<u64>, Error>);

/// The functions of this game that give the losing positions up to a limit,
/// by name, in the book's order. Checked against the win/lose table
/// ([`win_table`]): up to 10,000 in the unit tests, and at random limits up to
/// a million in the property tests.
pub const METHODS: &[Method] = methods![
    losing_positions_sieve,
    losing_positions_segmented,
    losing_positions_pipelined,
    losing_positions,
];

/// A method of [`METHODS_ON`]: its name, and the function, which takes the
/// number of threads to run on.
pub type MethodOn = (&'static str, fn(u64, usize) -> Result<Vec<u64>, Error>);

/// The functions of this game that give the losing positions up to a limit on
/// the number of threads they are given, by name, in the book's order.
/// Checked as [`METHODS`] is, on one to three threads in the unit tests and
/// one to four in the property tests, and against the one-thread sieve at
/// random limits up to 10⁷.
pub const METHODS_ON: &[MethodOn] = methods![
    losing_positions_segmented_on,
    losing_positions_compact_on,
    losing_positions_l2_sized_on,
    losing_positions_pipelined_on,
];

// The book's traces and counters, and the limits of its exercises.
#[cfg(feature = "book")]
pub use super::error::{MAX_MOVE_SET_STEPS, MAX_TRACE_N};
#[cfg(feature = "book")]
pub use super::game_tree::game_tree_calls;
#[cfg(feature = "book")]
pub use super::trace::{segmented_sieve_trace, CursorMarks, SieveSegment};
