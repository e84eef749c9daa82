//! One Stone Game II method on one row, for a profiler: the program that the
//! chapter "Engineering the inner loop" runs under `valgrind --tool=cachegrind`
//! (instructions, wrong guesses and cache misses per state) and under
//! `/usr/bin/time -v` (the peak resident memory).
//!
//! ```text
//! cargo build --release -p stone-games --features book --example stone_game_ii_profile
//! target/release/examples/stone_game_ii_profile answer_only 10000
//! ```
//!
//! The row is the benchmarks' row of `n` piles with 1..=10,000 stones. It
//! prints the answer, the states computed and the wall-clock time per state of
//! one run (the benchmark `stone_game_ii_answer` is the one to trust for
//! time; this program is for the counts).

use std::process::ExitCode;
use std::time::Instant;

use stone_games::stone_game_ii;
use stone_games_testkit::{choice_names, profile_main, ProfileArgs, STONE_GAME_II_ROWS};

/// The benchmarks' reproducible row of `n` piles with 1..=10,000 stones.
fn row(n: usize) -> Vec<u32> {
    STONE_GAME_II_ROWS.row(n)
}

type Method = fn(&[u32]) -> Result<u64, stone_game_ii::Error>;

/// The methods of the chapter, by the names the benchmark gives them.
const METHODS: [(&str, Method); 6] = [
    ("table", stone_game_ii::book::max_stones_windows),
    ("no_table", stone_game_ii::book::max_stones_no_table),
    ("block_minima", stone_game_ii::book::max_stones_block_minima),
    ("two_stacks", stone_game_ii::book::max_stones_two_stacks),
    ("row_blocks", stone_game_ii::book::max_stones_row_blocks),
    ("answer_only", stone_game_ii::book::max_stones_answer_only),
];

fn main() -> ExitCode {
    profile_main(|| {
        let shape = format!("<{}> <n>", choice_names(&METHODS));
        let args = ProfileArgs::from_env("stone_game_ii_profile", &shape);
        let [name, n] = args.first()?;
        let method = args.choose("method", name, &METHODS)?;
        let n: usize = args.number(n, "a number of piles")?;
        let piles = row(n);
        let start = Instant::now();
        let answer = method(&piles).map_err(|error| error.to_string())?;
        let elapsed = start.elapsed().as_secs_f64();
        let states = stone_game_ii::book::states_computed(n);
        Ok(format!(
            "{name} n={n}: {answer} stones, {states} states, {:.2} ns per \
             state (one run, wall clock)",
            elapsed * 1e9 / states as f64
        ))
    })
}
