//! Stone Game's linear method, in 128 or in 64 bits, on one row, for a
//! profiler: the program that the chapter "In linear time" runs under
//! `valgrind --tool=cachegrind` for its instruction counts.
//!
//! ```text
//! cargo build --release -p stone-games --features book --example stone_game_linear_profile
//! target/release/examples/stone_game_linear_profile linear_i64 random 1000000
//! ```
//!
//! The random row is the benchmark's (piles of 1 to 500 stones); the increasing
//! row is 1, 2, ..., n. It prints the answer; the benchmark `stone_game` is
//! the one to trust for time. The method `none` only builds the row: its count,
//! taken from a method's, leaves what one call of the method costs.

use std::process::ExitCode;

use stone_games::stone_game;
use stone_games_testkit::{profile_main, ProfileArgs};

/// The benchmark's reproducible row of `n` piles with 1..=500 stones.
fn random_row(n: usize) -> Vec<u32> {
    stone_games_testkit::STONE_GAME_ROWS.row(n)
}

fn main() -> ExitCode {
    profile_main(|| {
        let args = ProfileArgs::from_env(
            "stone_game_linear_profile",
            "<linear|linear_i64|none> <random|increasing> <n>",
        );
        let [method, rows, n] = args.exactly()?;
        let n: u32 = args.number(n, "a number of piles")?;
        let piles = match rows {
            "random" => random_row(n as usize),
            "increasing" => (1..=n).collect(),
            _ => return Err(args.unknown("rows", rows)),
        };
        let answer = match method {
            "linear" => stone_game::book::score_difference_linear(&piles),
            "linear_i64" => stone_game::book::score_difference_linear_i64(&piles),
            "none" => Ok(0),
            _ => return Err(args.unknown("method", method)),
        };
        let difference = answer.map_err(|error| error.to_string())?;
        Ok(format!("{method} on {n} {rows} piles: {difference}"))
    })
}
