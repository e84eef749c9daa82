//! Stone Game II: the O(n³) memo and bottom-up table, the O(n²) sliding
//! windows, and each step of the chapter "Engineering the inner loop" that
//! computes the answer without the table, side by side, in one run, on the same
//! fresh rows of piles with 1..=10,000 stones (one row per call, from a
//! `common::Pool`).
//!
//! - `memo`, `table`: the O(n³) textbook methods, to 4,000 piles;
//! - `windows` (the state table of the sliding windows, and its answer), then
//!   the five steps `no_table`, `block_minima`, `two_stacks`, `row_blocks` and
//!   `answer_only` (what `max_stones` runs), from 1,000 piles; `windows` and
//!   `answer_only` to 20,000.
//!
//! Run with `cargo bench -p stone-games --features book --bench stone_game_ii`; record the
//! results for the book with `cargo run -p figures -- record-bench
//! stone_game_ii`. Criterion's throughput is in states: 1,000 divided by its
//! "Melem/s" is the time per state in nanoseconds.

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode, Throughput};
use stone_games::stone_game_ii::{self, book::MAX_CUBIC_LEN, MAX_TABLE_LEN};
use stone_games_testkit::STONE_GAME_II_ROWS;

mod common;
use common::Pool;

/// Fresh reproducible rows of `n` piles with 1..=10,000 stones; the first is
/// the row the profiling example (`code/examples/stone_game_ii_profile.rs`)
/// runs on.
fn rows(n: usize) -> Pool<u32> {
    Pool::of(STONE_GAME_II_ROWS, n)
}

type Method = fn(&[u32]) -> Result<u64, stone_game_ii::Error>;

/// The methods, by the names the book gives them, and the sizes each runs at.
const METHODS: [(&str, Method, &[usize]); 8] = [
    ("memo", stone_game_ii::book::max_stones_memo, CUBIC),
    ("table", table_answer, CUBIC),
    ("windows", stone_game_ii::book::max_stones_windows, FAR),
    ("no_table", stone_game_ii::book::max_stones_no_table, STEPS),
    (
        "block_minima",
        stone_game_ii::book::max_stones_block_minima,
        STEPS,
    ),
    (
        "two_stacks",
        stone_game_ii::book::max_stones_two_stacks,
        STEPS,
    ),
    (
        "row_blocks",
        stone_game_ii::book::max_stones_row_blocks,
        STEPS,
    ),
    ("answer_only", stone_game_ii::max_stones, FAR),
];

// The cubic methods and the two that reach farthest run up to their limits,
// as the limits' docs say.
const CUBIC: &[usize] = &[100, 250, 500, 1_000, 2_000, MAX_CUBIC_LEN];
const STEPS: &[usize] = &[1_000, 2_000, 4_000, 10_000];
const FAR: &[usize] = &[100, 250, 500, 1_000, 2_000, 4_000, 10_000, MAX_TABLE_LEN];

/// The bottom-up O(n³) table, and its answer.
fn table_answer(piles: &[u32]) -> Result<u64, stone_game_ii::Error> {
    stone_game_ii::book::state_table_cubic(piles).map(|t| t.answer())
}

fn stone_game_ii_methods(c: &mut Criterion) {
    let mut group = common::group(c, "stone_game_ii");
    // A run of the slowest method at 20,000 piles takes seconds: the same
    // number of runs in every sample keeps the benchmark short.
    group.sampling_mode(SamplingMode::Flat);
    let mut sizes: Vec<usize> = METHODS
        .iter()
        .flat_map(|(_, _, s)| s.iter().copied())
        .collect();
    sizes.sort_unstable();
    sizes.dedup();
    for n in sizes {
        let states = stone_game_ii::book::states_computed(n);
        let states = u64::try_from(states).expect("n²/6 fits in 64 bits");
        group.throughput(Throughput::Elements(states));
        let methods = METHODS.iter().filter(|(_, _, s)| s.contains(&n));
        // Every method gives the same answer on the first row before any is
        // timed.
        let first = rows(n);
        let answers: Vec<_> = methods.clone().map(|(_, m, _)| m(first.first())).collect();
        assert!(answers.iter().all(|a| a.is_ok() && *a == answers[0]));
        for (name, method, _) in methods {
            common::on_fresh_rows(&mut group, name, n, rows(n), method);
        }
    }
    group.finish();
}

criterion_group!(benches, stone_game_ii_methods);
criterion_main!(benches);
