//! The figures of each game, one file per part of the book.
//!
//! Each is drawn from the crate's answers with the skeletons of `draw/` (tables,
//! traces, trees, plays).

pub(crate) mod stone_game;
pub(crate) mod stone_game_ii;
pub(crate) mod stone_game_iii;
pub(crate) mod stone_game_iv;
pub(crate) mod stone_game_ix;
pub(crate) mod stone_game_v;
pub(crate) mod stone_game_vi;
pub(crate) mod stone_game_vii;
pub(crate) mod stone_game_viii;
