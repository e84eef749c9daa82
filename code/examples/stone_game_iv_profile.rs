//! One Stone Game IV segmented sieve to one limit, for a profiler: the program
//! that the chapter "Near the floor" runs under `valgrind --tool=cachegrind`
//! (instructions, wrong guesses and cache misses per mark) and under
//! `/usr/bin/time -v` (the peak resident memory).
//!
//! ```text
//! cargo build --release -p stone-games --features book --example stone_game_iv_profile
//! target/release/examples/stone_game_iv_profile pipelined_1_thread 10000000
//! target/release/examples/stone_game_iv_profile sized_18 10000000
//! ```
//!
//! `sized_<bits>` is step 1 on one thread in segments of 2^bits positions
//! (16 to 24).
//!
//! It prints the number of losing positions and the wall-clock time of one
//! run (the benchmark `stone_game_iv` and `record-c-sieve` are the ones to
//! trust for time; this program is for the counts). Every method runs on one
//! thread, so that the counts are those of one core.

use std::process::ExitCode;
use std::time::Instant;

use stone_games::stone_game_iv;
use stone_games_testkit::{choice_names, profile_main, ProfileArgs};

type Method = fn(u64) -> Result<Vec<u64>, stone_game_iv::Error>;

/// The steps of the chapter, by the names the benchmark gives them.
const METHODS: [(&str, Method); 4] = [
    ("segmented_1_thread", |n| {
        stone_game_iv::book::losing_positions_segmented_on(n, 1)
    }),
    ("compact_1_thread", |n| {
        stone_game_iv::book::losing_positions_compact_on(n, 1)
    }),
    ("l2_sized_1_thread", |n| {
        stone_game_iv::book::losing_positions_l2_sized_on(n, 1)
    }),
    ("pipelined_1_thread", |n| {
        stone_game_iv::losing_positions_pipelined_on(n, 1)
    }),
];

fn main() -> ExitCode {
    profile_main(|| {
        let shape = format!("<{}> <n>, or sized_<16 to 24> <n>", choice_names(&METHODS));
        let args = ProfileArgs::from_env("stone_game_iv_profile", &shape);
        let [name, n] = args.first()?;
        let n: u64 = args.number(n, "a position")?;
        let start = Instant::now();
        let sized = name.strip_prefix("sized_").and_then(|b| b.parse().ok());
        let found = if let Some(bits) = sized {
            stone_game_iv::book::losing_positions_compact_sized_on(n, 1, bits)
        } else {
            args.choose("method", name, &METHODS)?(n)
        };
        let losing = found.map_err(|error| error.to_string())?;
        let elapsed = start.elapsed().as_secs_f64();
        Ok(format!(
            "{name} n={n}: {} losing positions, {elapsed:.3} s (one run, \
             wall clock)",
            losing.len()
        ))
    })
}
