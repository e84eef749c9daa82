//! One Stone Game IX method on one row, for a profiler: the program that the
//! chapter "Complexity" of Part IX runs under `valgrind --tool=cachegrind`
//! (its counts) and under `/usr/bin/time -v` (the peak resident memory).
//!
//! ```text
//! cargo build --release -p stone-games --features book --example stone_game_ix_profile
//! target/release/examples/stone_game_ix_profile rule 1000000
//! ```
//!
//! The row is the first row the benchmark `stone_game_ix` times at `n`
//! stones: values 1 to 10,000, from the same seed. The method `none` only
//! builds the row: its peak, taken from a method's, leaves what the method
//! adds. It prints the answer; the benchmark is the one to trust for time.

use std::process::ExitCode;

use stone_games::stone_game_ix;
use stone_games_testkit::{method_and_size, profile_main};

type Method = fn(&[u32]) -> Result<bool, stone_game_ix::Error>;

/// The textbook method and the fastest, by the benchmark's names.
const METHODS: [(&str, Method); 3] = [
    ("none", |_| Ok(false)),
    ("counts", stone_game_ix::book::alice_wins_counts),
    ("rule", stone_game_ix::alice_wins),
];

fn main() -> ExitCode {
    profile_main(|| {
        let (name, method, n) =
            method_and_size("stone_game_ix_profile", &METHODS, "a number of stones")?;
        let stones = stone_games_testkit::STONE_GAME_IX_ROWS.row(n);
        let wins = method(&stones).map_err(|error| error.to_string())?;
        let winner = if wins { "Alice" } else { "Bob" };
        Ok(format!("{name} on {n} stones: {winner} wins"))
    })
}
