//! One Stone Game V method on one row, for a profiler: the program that the
//! chapter "Complexity" of Part V runs under `valgrind --tool=cachegrind`
//! (its counts) and under `/usr/bin/time -v` (the peak resident memory).
//!
//! ```text
//! cargo build --release -p stone-games --example stone_game_v_profile
//! target/release/examples/stone_game_v_profile quadratic 5000
//! ```
//!
//! The row is the first row the benchmark `stone_game_v` times at `n`
//! stones: values 1 to 10⁶, from the same seed. The method `none` only builds
//! the row: its peak, taken from a method's, leaves what the method adds. It
//! prints the answer; the benchmark is the one to trust for time.

use std::process::ExitCode;

use stone_games::stone_game_v;
use stone_games_testkit::random_row;

type Method = fn(&[u32]) -> Result<u64, stone_game_v::Error>;

/// The textbook method and the fastest, by the benchmark's names.
const METHODS: [(&str, Method); 3] = [
    ("none", |_| Ok(0)),
    ("table", stone_game_v::max_score_table),
    ("quadratic", stone_game_v::max_score_quadratic),
];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let names: Vec<&str> = METHODS.iter().map(|(name, _)| *name).collect();
    let usage =
        format!("usage: stone_game_v_profile <{}> <n>", names.join("|"));
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
    let values = random_row(0x2545_F491_4F6C_DD1D, n, 1, 1_000_000);
    match method(&values) {
        Ok(score) => {
            println!("{name} on {n} stones: Alice scores {score}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}
