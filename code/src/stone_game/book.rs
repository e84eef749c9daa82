#![doc = include_str!("../shared/book_module.md")]
#![doc = include_str!("methods.md")]

use super::{score_difference, Error};

pub use super::error::check_len;
pub use super::error::{
    MAX_GAME_TREE_LEN, MAX_MEMO_LEN, MAX_PARITY_CHECK_ROWS,
    MAX_PARITY_SEARCH_LEN, MAX_ROLLING_LEN, MAX_TABLE_BYTES,
    MAX_TWO_SCORES_LEN,
};
pub use super::game_tree::score_difference_brute_force;
pub use super::linear::{
    collapse_peaks, score_difference_linear, score_difference_linear_signed,
};
pub use super::linear_i64::score_difference_linear_i64;
pub use super::memo::score_difference_memo;
pub use super::parity::{
    check_parity_strategy, colour_totals, parity_check_rows,
    parity_worst_case_margin, play_parity_against_optimal, Colour, ParityCheck,
    ParityOutcome, ParityStrategy,
};
pub use super::rolling::{
    score_difference_rolling, score_difference_rolling_signed,
};
pub use super::table::{score_difference_table, table_for_row};
pub use super::two_scores::{
    mover_keeps_best, scores_choosing_by, scores_with_turn, Chooser, Scores,
};

/// A method of [`METHODS`]: its name, and its function from the piles
/// to the score difference.
pub type Method = (&'static str, fn(&[u32]) -> Result<i64, Error>);

/// Every method of the score difference of the piles, by name, in the
/// book's order: [this module's page](self) says how each is checked.
pub const METHODS: &[Method] = methods![
    score_difference_memo,
    score_difference_table,
    score_difference_rolling,
    score_difference_linear_i64,
    score_difference_linear,
    score_difference,
];

// The book's traces and counters, and the limits of its exercises.
#[cfg(feature = "book")]
pub use super::error::{MAX_TRACE_LEN, MAX_UP_TO_MOVES};
#[cfg(feature = "book")]
pub use super::game_tree::game_tree_calls;
#[cfg(feature = "book")]
pub use super::memo::memo_calls;
#[cfg(feature = "book")]
pub use super::trace::{linear_trace, LinearStep};
