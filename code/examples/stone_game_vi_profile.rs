//! One Stone Game VI method on one pair of rows, for a profiler: the program
//! that the chapter "Complexity" of Part VI runs under
//! `valgrind --tool=cachegrind` (its counts) and under `/usr/bin/time -v`
//! (the peak resident memory).
//!
//! ```text
//! cargo build --release -p stone-games --features book --example stone_game_vi_profile
//! target/release/examples/stone_game_vi_profile counting 10000000
//! ```
//!
//! The rows are the first pair the benchmark `stone_game_vi` times at `n`
//! stones: one row of 2n values 1 to 100, from the same seed, Alice's the
//! first n and Bob's the rest. The method `none` only builds the rows: its
//! peak, taken from a method's, leaves what the method adds. It prints the
//! answer; the benchmark is the one to trust for time.

use std::process::ExitCode;

use stone_games::stone_game_vi;
use stone_games_testkit::{method_and_size, profile_main, STONE_GAME_VI_ROWS};

type Method = fn(&[u32], &[u32]) -> Result<i64, stone_game_vi::Error>;

/// The textbook method and the fastest, by the benchmark's names.
const METHODS: [(&str, Method); 3] = [
    ("none", |_, _| Ok(0)),
    ("sorted", stone_game_vi::book::score_difference_sorted),
    ("counting", stone_game_vi::book::score_difference_counting),
];

fn main() -> ExitCode {
    profile_main(|| {
        let (name, method, n) =
            method_and_size("stone_game_vi_profile", &METHODS, "a number of stones")?;
        let (alice, bob) = STONE_GAME_VI_ROWS.pair(n);
        let difference = method(&alice, &bob).map_err(|error| error.to_string())?;
        Ok(format!("{name} on {n} stones: Alice leads by {difference}"))
    })
}
