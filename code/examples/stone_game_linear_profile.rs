//! Stone Game's linear method, in 128 or in 64 bits, on one row, for a
//! profiler: the program that the chapter "In linear time" runs under
//! `valgrind --tool=cachegrind` for its instruction counts.
//!
//! ```text
//! cargo build --release -p stone-games --example stone_game_linear_profile
//! target/release/examples/stone_game_linear_profile linear_i64 random 1000000
//! ```
//!
//! The random row is the benchmark's (piles of 1 to 500 stones); the increasing
//! row is 1, 2, ..., n. It prints the answer; the benchmark `stone_game` is
//! the one to trust for time. The method `none` only builds the row: its count,
//! taken from a method's, leaves what one call of the method costs.

use std::process::ExitCode;

use stone_games::stone_game;

/// The benchmark's reproducible row of `n` piles with 1..=500 stones.
fn random_row(n: usize) -> Vec<u32> {
    stone_games_testkit::random_row(0x9E37_79B9_7F4A_7C15, n, 1, 500)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: stone_game_linear_profile <linear|linear_i64|none> \
                 <random|increasing> <n>";
    let [method, rows, n] = args.as_slice() else {
        eprintln!("{usage}");
        return ExitCode::FAILURE;
    };
    let Ok(n) = n.parse::<u32>() else {
        eprintln!("`{n}` is not a number of piles; {usage}");
        return ExitCode::FAILURE;
    };
    let piles = match rows.as_str() {
        "random" => random_row(n as usize),
        "increasing" => (1..=n).collect(),
        _ => {
            eprintln!("unknown rows `{rows}`; {usage}");
            return ExitCode::FAILURE;
        }
    };
    let answer = match method.as_str() {
        "linear" => stone_game::score_difference_linear(&piles),
        "linear_i64" => stone_game::score_difference_linear_i64(&piles),
        "none" => Ok(0),
        _ => {
            eprintln!("unknown method `{method}`; {usage}");
            return ExitCode::FAILURE;
        }
    };
    match answer {
        Ok(difference) => {
            println!("{method} on {n} {rows} piles: {difference}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}
