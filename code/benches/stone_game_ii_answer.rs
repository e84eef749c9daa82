//! Stone Game II without its table: today's O(n²) method (the state table and
//! its answer) against each step of the chapter "Engineering the inner loop",
//! on the same rows of piles with 1..=10,000 stones, in one run.
//!
//! The throughput is in states: criterion's "elem/s" are states per second, so
//! 1,000 divided by its "Melem/s" is the time per state in nanoseconds.
//!
//! Run with `cargo bench -p stone-games --bench stone_game_ii_answer`.

use std::hint::black_box;

use criterion::{
    criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode,
    Throughput,
};
use stone_games::stone_game_ii;

mod common;

/// A reproducible row of `n` piles with 1..=10,000 stones (the same rows as
/// the `stone_game_ii` benchmark).
fn row(n: usize) -> Vec<u32> {
    common::row(0x2545_F491_4F6C_DD1D, n, 1, 10_000)
}

type Method = fn(&[u32]) -> Result<u64, stone_game_ii::Error>;

fn stone_game_ii_answer(c: &mut Criterion) {
    let methods: [(&str, Method); 6] = [
        ("table", |p| {
            stone_game_ii::state_table(p).map(|t| t.answer())
        }),
        ("no_table", stone_game_ii::max_stones_no_table),
        ("block_minima", stone_game_ii::max_stones_block_minima),
        ("two_stacks", stone_game_ii::max_stones_two_stacks),
        ("row_blocks", stone_game_ii::max_stones_row_blocks),
        ("answer_only", stone_game_ii::max_stones_answer_only),
    ];
    let mut group = common::group(c, "stone_game_ii_answer");
    // One run of the slowest method at 10,000 piles takes about a second:
    // the same number of runs in every sample keeps the benchmark short.
    group.sampling_mode(SamplingMode::Flat);
    for n in [1_000, 4_000, 10_000] {
        let piles = row(n);
        // Every method gives the same answer before any is timed.
        let answers: Vec<_> = methods.iter().map(|(_, m)| m(&piles)).collect();
        assert!(answers.iter().all(|a| a.is_ok() && *a == answers[0]));
        let states = stone_game_ii::states_computed(n);
        let states = u64::try_from(states).expect("n²/6 fits for n <= 10⁴");
        group.throughput(Throughput::Elements(states));
        for (name, method) in methods {
            group.bench_with_input(
                BenchmarkId::new(name, n),
                &piles,
                |b, p| b.iter(|| method(black_box(p))),
            );
        }
    }
    group.finish();
}

criterion_group!(benches, stone_game_ii_answer);
criterion_main!(benches);
