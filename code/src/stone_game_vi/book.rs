#![doc = include_str!("../shared/book_module.md")]
#![doc = include_str!("methods.md")]

use super::{score_difference, Error};

pub use super::counting::score_difference_counting;
pub use super::error::{check_len, check_same_len};
pub use super::error::{MAX_COUNTING_WEIGHT, MAX_GAME_TREE_LEN};
pub use super::game_tree::score_difference_brute_force;
pub use super::radix::{heaviest_first, score_difference_radix};
pub use super::sorted::score_difference_sorted;

/// A method of [`METHODS`]: its name, and its function from Alice's and
/// Bob's values of the stones to the score difference.
pub type Method = (&'static str, fn(&[u32], &[u32]) -> Result<i64, Error>);

/// Every method of the score difference of Alice's and Bob's values, by
/// name, in the book's order, checked as [this module's page](self) says.
pub const METHODS: &[Method] = methods![
    score_difference_sorted,
    score_difference_counting,
    score_difference_radix,
    score_difference,
];

// The book's traces and counters, and the limits of its exercises.
#[cfg(feature = "book")]
pub use super::counting::{counting_trace, CountingStep};
#[cfg(feature = "book")]
pub use super::game_tree::game_tree_calls;
