//! Property tests: every fast method agrees with the brute-force game tree on random inputs.
//!
//! One module per game. The brute force is the oracle: it is too slow for long rows, but
//! obviously right on short ones.

mod stone_game;
mod stone_game_ii;
mod stone_game_ii_answer;
mod stone_game_iv;
