#![doc = include_str!("../shared/book_module.md")]
#![doc = include_str!("methods.md")]

use super::{alice_wins, Error};

pub use super::counts::{alice_wins_counts, alice_wins_from_counts};
pub use super::error::check_len;
pub use super::error::{
    check_positions, MAX_COUNT_POSITIONS, MAX_GAME_TREE_LEN,
};
pub use super::game_tree::alice_wins_brute_force;
pub use super::lanes::residue_counts_lanes;
pub use super::play::winner_of_play;

/// A method of [`METHODS`]: its name, and its function from the stones
/// to whether Alice wins.
pub type Method = (&'static str, fn(&[u32]) -> Result<bool, Error>);

/// The functions of this game that give whether Alice wins, by name, in the
/// book's order and checked as [this module's page](self) says.
pub const METHODS: &[Method] = methods![alice_wins_counts, alice_wins];

// The book's traces and counters, and the limits of its exercises.
#[cfg(feature = "book")]
pub use super::game_tree::game_tree_calls;
