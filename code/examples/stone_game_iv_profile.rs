//! One Stone Game IV segmented sieve to one limit, for a profiler: the program
//! that the chapter "Near the floor" runs under `valgrind --tool=cachegrind`
//! (instructions, wrong guesses and cache misses per mark) and under
//! `/usr/bin/time -v` (the peak resident memory).
//!
//! ```text
//! cargo build --release -p stone-games --example stone_game_iv_profile
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

type Method = fn(u64) -> Result<Vec<u64>, stone_game_iv::Error>;

/// The steps of the chapter, by the names the benchmark gives them.
const METHODS: [(&str, Method); 4] = [
    ("segmented_1_thread", |n| {
        stone_game_iv::losing_positions_segmented_on(n, 1)
    }),
    ("compact_1_thread", |n| {
        stone_game_iv::losing_positions_compact_on(n, 1)
    }),
    ("l2_sized_1_thread", |n| {
        stone_game_iv::losing_positions_l2_sized_on(n, 1)
    }),
    ("pipelined_1_thread", |n| {
        stone_game_iv::losing_positions_pipelined_on(n, 1)
    }),
];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let names: Vec<&str> = METHODS.iter().map(|(name, _)| *name).collect();
    let usage =
        format!("usage: stone_game_iv_profile <{}> <n>", names.join("|"));
    let usage = format!("{usage}, or sized_<16 to 24> <n>");
    let (Some(name), Some(n)) = (args.first(), args.get(1)) else {
        eprintln!("{usage}");
        return ExitCode::FAILURE;
    };
    let Ok(n) = n.parse::<u64>() else {
        eprintln!("`{n}` is not a position; {usage}");
        return ExitCode::FAILURE;
    };
    let start = Instant::now();
    let sized = name.strip_prefix("sized_").and_then(|b| b.parse().ok());
    let found = if let Some(bits) = sized {
        stone_game_iv::losing_positions_compact_sized_on(n, 1, bits)
    } else if let Some((_, method)) = METHODS.iter().find(|(m, _)| m == name) {
        method(n)
    } else {
        eprintln!("unknown method `{name}`; {usage}");
        return ExitCode::FAILURE;
    };
    match found {
        Ok(losing) => {
            let elapsed = start.elapsed().as_secs_f64();
            println!(
                "{name} n={n}: {} losing positions, {elapsed:.3} s (one run, \
                 wall clock)",
                losing.len()
            );
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}
