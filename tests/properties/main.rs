//! Property tests: every fast method agrees with the brute-force game tree on
//! random inputs, and every public function meets the extremes of its input.
//!
//! One module per game. The brute force is the oracle: it is too slow for long
//! rows, but obviously right on short ones. `extremes` feeds every public
//! function its empty, largest and just-past-the-limit inputs.

mod extremes;
mod stone_game;
mod stone_game_ii;
mod stone_game_ii_answer;
mod stone_game_iii;
mod stone_game_iv;
