//! Optimal play in the Stone Game family.
//!
//! This crate holds every solver, proof-check and trace that the book *Stone
//! Games* shows. Each game is one module, and each module lists its approaches
//! in the order the book tells them: the brute-force game tree first (the
//! oracle every test compares against), then the faster methods. What the games
//! share (the players, the runner for deep recursions) is in [`shared`].
//!
//! Every public function answers any input it accepts, or refuses it with its
//! game's `Error`, which names the limit. The limits are
//! constants in each game's module (a table's follows from the memory it may
//! take), each documented with what it bounds and why; the time measured at
//! every limit is in the book's appendix *Performance*, section *Limits*.
//!
//! ```
//! use stone_games::stone_game;
//!
//! // Alice moves first on [5, 3, 4, 5] and ends one stone ahead: 9 against 8.
//! assert_eq!(stone_game::score_difference(&[5, 3, 4, 5]), Ok(1));
//! assert_eq!(stone_game::alice_wins(&[5, 3, 4, 5]), Ok(true));
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod leetcode;
pub mod shared;
pub mod stone_game;
pub mod stone_game_ii;
pub mod stone_game_iii;
pub mod stone_game_iv;
pub mod stone_game_ix;
pub mod stone_game_v;
pub mod stone_game_vi;
pub mod stone_game_vii;
pub mod stone_game_viii;
