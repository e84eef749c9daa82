//! One Stone Game VII method on one row, for a profiler: the program that the
//! chapter "Complexity" of Part VII runs under `valgrind --tool=cachegrind`
//! (its counts) and under `/usr/bin/time -v` (the peak resident memory).
//!
//! ```text
//! cargo build --release -p stone-games --example stone_game_vii_profile
//! target/release/examples/stone_game_vii_profile linear 10000000
//! ```
//!
//! The row is the first row the benchmark `stone_game_vii` times at `n`
//! stones: values 1 to 1,000, from the same seed. The method `none` only
//! builds the row: its peak, taken from a method's, leaves what the method
//! adds. It prints the answer; the benchmark is the one to trust for time.

use std::process::ExitCode;

use stone_games::stone_game_vii;
use stone_games_testkit::random_row;

type Method = fn(&[u32]) -> Result<u64, stone_game_vii::Error>;

/// The textbook method and the fastest, by the benchmark's names.
const METHODS: [(&str, Method); 3] = [
    ("none", |_| Ok(0)),
    ("table", stone_game_vii::score_difference_table),
    ("linear", stone_game_vii::score_difference_linear),
];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let names: Vec<&str> = METHODS.iter().map(|(name, _)| *name).collect();
    let usage =
        format!("usage: stone_game_vii_profile <{}> <n>", names.join("|"));
    let [name, n] = args.as_slice() else {
        eprintln!("{usage}");
        return ExitCode::FAILURE;
    };
    let Some((_, method)) = METHODS.iter().find(|(m, _)| m == name) else {
        eprintln!("unknown method `{name}`; {usage}");
        return ExitCode::FAILURE;
    };
    let Ok(n) = n.parse::<usize>() else {
        eprintln!("`{n}` is not a number of stones; {usage}");
        return ExitCode::FAILURE;
    };
    let stones = random_row(0x5EED_0007, n, 1, 1_000);
    match method(&stones) {
        Ok(difference) => {
            println!("{name} on {n} stones: Alice leads by {difference}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}
