//! One Stone Game IX method on one row, for a profiler: the program that the
//! chapter "Complexity" of Part IX runs under `valgrind --tool=cachegrind`
//! (its counts) and under `/usr/bin/time -v` (the peak resident memory).
//!
//! ```text
//! cargo build --release -p stone-games --example stone_game_ix_profile
//! target/release/examples/stone_game_ix_profile rule 1000000
//! ```
//!
//! The row is the first row the benchmark `stone_game_ix` times at `n`
//! stones: values 1 to 10,000, from the same seed. The method `none` only
//! builds the row: its peak, taken from a method's, leaves what the method
//! adds. It prints the answer; the benchmark is the one to trust for time.

use std::process::ExitCode;

use stone_games::stone_game_ix;
use stone_games_testkit::random_row;

type Method = fn(&[u32]) -> Result<bool, stone_game_ix::Error>;

/// The textbook method and the fastest, by the benchmark's names.
const METHODS: [(&str, Method); 3] = [
    ("none", |_| Ok(false)),
    ("counts", stone_game_ix::alice_wins_counts),
    ("rule", stone_game_ix::alice_wins),
];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let names: Vec<&str> = METHODS.iter().map(|(name, _)| *name).collect();
    let usage =
        format!("usage: stone_game_ix_profile <{}> <n>", names.join("|"));
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
    let stones = random_row(0x2029_2029_9E37_79B9, n, 1, 10_000);
    match method(&stones) {
        Ok(wins) => {
            let winner = if wins { "Alice" } else { "Bob" };
            println!("{name} on {n} stones: {winner} wins");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}
