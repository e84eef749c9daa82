//! One Stone Game V method on one row, for a profiler: the program that the
//! chapter "Complexity" of Part V runs under `valgrind --tool=cachegrind`
//! (its counts) and under `/usr/bin/time -v` (the peak resident memory).
//!
//! ```text
//! cargo build --release -p stone-games --features book --example stone_game_v_profile
//! target/release/examples/stone_game_v_profile quadratic 5000
//! ```
//!
//! The row is the first row the benchmark `stone_game_v` times at `n`
//! stones: values 1 to 10⁶, from the same seed. The method `none` only builds
//! the row: its peak, taken from a method's, leaves what the method adds. It
//! prints the answer; the benchmark is the one to trust for time.

use std::process::ExitCode;

use stone_games::stone_game_v;
use stone_games_testkit::{method_and_size, profile_main, STONE_GAME_V_ROWS};

type Method = fn(&[u32]) -> Result<u64, stone_game_v::Error>;

/// The textbook method and the fastest, by the benchmark's names.
const METHODS: [(&str, Method); 3] = [
    ("none", |_| Ok(0)),
    ("table", stone_game_v::book::max_score_table),
    ("quadratic", stone_game_v::book::max_score_quadratic),
];

fn main() -> ExitCode {
    profile_main(|| {
        let (name, method, n) =
            method_and_size("stone_game_v_profile", &METHODS, "a number of stones")?;
        let values = STONE_GAME_V_ROWS.row(n);
        let score = method(&values).map_err(|error| error.to_string())?;
        Ok(format!("{name} on {n} stones: Alice scores {score}"))
    })
}
