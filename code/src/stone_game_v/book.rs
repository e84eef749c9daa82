#![doc = include_str!("../shared/book_module.md")]
#![doc = include_str!("methods.md")]

use super::{max_score, Error};

pub use super::error::check_len;
pub use super::error::{MAX_CUBIC_LEN, MAX_GAME_TREE_LEN};
pub use super::game_tree::max_score_brute_force;
pub use super::memo::{max_score_memo, reached_intervals};
pub use super::narrow::max_score_narrow;
pub use super::quadratic::{max_score_quadratic, score_table_quadratic};
pub use super::table::{max_score_table, score_table, ScoreTable};
pub use crate::shared::prefix_sums;

/// A method of [`METHODS`]: its name, and its function from the stones
/// to the most Alice can score.
pub type Method = (&'static str, fn(&[u32]) -> Result<u64, Error>);

/// The functions of this game that give Alice's score, by name, in the
/// book's order and checked as [this module's page](self) says.
pub const METHODS: &[Method] = methods![
    max_score_memo,
    max_score_table,
    max_score_quadratic,
    max_score_narrow,
    max_score,
];

// The book's traces and counters, and the limits of its exercises.
#[cfg(feature = "book")]
pub use super::error::MAX_TRACE_LEN;
#[cfg(feature = "book")]
pub use super::game_tree::game_tree_calls;
#[cfg(feature = "book")]
pub use super::quadratic::QuadraticStep;
#[cfg(feature = "book")]
pub use super::trace::quadratic_trace;
