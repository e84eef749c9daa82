//! One Stone Game VII method on one row, for a profiler: the program that the
//! chapter "Complexity" of Part VII runs under `valgrind --tool=cachegrind`
//! (its counts) and under `/usr/bin/time -v` (the peak resident memory).
//!
//! ```text
//! cargo build --release -p stone-games --features book --example stone_game_vii_profile
//! target/release/examples/stone_game_vii_profile linear 10000000
//! ```
//!
//! The row is the first row the benchmark `stone_game_vii` times at `n`
//! stones: values 1 to 1,000, from the same seed. The method `none` only
//! builds the row: its peak, taken from a method's, leaves what the method
//! adds. It prints the answer; the benchmark is the one to trust for time.

use std::process::ExitCode;

use stone_games::stone_game_vii;
use stone_games_testkit::{method_and_size, profile_main, STONE_GAME_VII_ROWS};

type Method = fn(&[u32]) -> Result<u64, stone_game_vii::Error>;

/// The textbook method and the fastest, by the benchmark's names.
const METHODS: [(&str, Method); 3] = [
    ("none", |_| Ok(0)),
    ("table", stone_game_vii::book::score_difference_table),
    ("linear", stone_game_vii::book::score_difference_linear),
];

fn main() -> ExitCode {
    profile_main(|| {
        let (name, method, n) =
            method_and_size("stone_game_vii_profile", &METHODS, "a number of stones")?;
        let stones = STONE_GAME_VII_ROWS.row(n);
        let difference = method(&stones).map_err(|error| error.to_string())?;
        Ok(format!("{name} on {n} stones: Alice leads by {difference}"))
    })
}
