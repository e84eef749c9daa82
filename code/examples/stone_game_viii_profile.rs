//! One Stone Game VIII method on one row, for a profiler: the program that
//! the chapter "Complexity" of Part VIII runs under
//! `valgrind --tool=cachegrind` (its counts) and under `/usr/bin/time -v`
//! (the peak resident memory).
//!
//! ```text
//! cargo build --release -p stone-games --features book --example stone_game_viii_profile
//! target/release/examples/stone_game_viii_profile constant_memory 10000000
//! ```
//!
//! The row is the first row the benchmark `stone_game_viii` times at `n`
//! stones: values -10,000 to 10,000, from the same seed. The method `none`
//! only builds the row: its peak, taken from a method's, leaves what the
//! method adds. It prints the answer; the benchmark is the one to trust for
//! time.

use std::process::ExitCode;

use stone_games::stone_game_viii;
use stone_games_testkit::{method_and_size, profile_main, STONE_GAME_VIII_ROWS};

type Method = fn(&[i32]) -> Result<i64, stone_game_viii::Error>;

/// The textbook method and the fastest, by the benchmark's names.
const METHODS: [(&str, Method); 3] = [
    ("none", |_| Ok(0)),
    (
        "recurrence",
        stone_game_viii::book::score_difference_recurrence,
    ),
    (
        "constant_memory",
        stone_game_viii::book::score_difference_constant_memory,
    ),
];

fn main() -> ExitCode {
    profile_main(|| {
        let (name, method, n) =
            method_and_size("stone_game_viii_profile", &METHODS, "a number of stones")?;
        let stones = STONE_GAME_VIII_ROWS.row(n);
        let difference = method(&stones).map_err(|error| error.to_string())?;
        Ok(format!("{name} on {n} stones: Alice leads by {difference}"))
    })
}
