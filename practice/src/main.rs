//! `cargo run -p practice`: your solutions to the ten LeetCode Stone Games,
//! one file each in this folder, checked against the book's crate.
//! `cargo run -p practice -- --help` says what else the command does.
//!
//! Each file holds LeetCode's own shape, so that a solution can be pasted
//! into LeetCode and back; this file hands the ten to the checker, the
//! library in `practice/checker/`.

// A starting file leaves its arguments unused until its body is written.
#![allow(unused_variables)]

mod lc0486_predict_the_winner;
mod lc0877_stone_game;
mod lc1140_stone_game_ii;
mod lc1406_stone_game_iii;
mod lc1510_stone_game_iv;
mod lc1563_stone_game_v;
mod lc1686_stone_game_vi;
mod lc1690_stone_game_vii;
mod lc1872_stone_game_viii;
mod lc2029_stone_game_ix;

use std::process::ExitCode;

use practice::Solutions;

fn main() -> ExitCode {
    let yours = Solutions {
        stone_game: lc0877_stone_game::Solution::stone_game,
        predict_the_winner: lc0486_predict_the_winner::Solution::predict_the_winner,
        stone_game_ii: lc1140_stone_game_ii::Solution::stone_game_ii,
        stone_game_iii: lc1406_stone_game_iii::Solution::stone_game_iii,
        winner_square_game: lc1510_stone_game_iv::Solution::winner_square_game,
        stone_game_v: lc1563_stone_game_v::Solution::stone_game_v,
        stone_game_vi: lc1686_stone_game_vi::Solution::stone_game_vi,
        stone_game_vii: lc1690_stone_game_vii::Solution::stone_game_vii,
        stone_game_viii: lc1872_stone_game_viii::Solution::stone_game_viii,
        stone_game_ix: lc2029_stone_game_ix::Solution::stone_game_ix,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    practice::cli::run(&args, &yours)
}
