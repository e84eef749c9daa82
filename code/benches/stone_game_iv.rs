//! Stone Game IV: the win/lose table, the sieve from the losing positions, the segmented
//! bitset sieve (on one thread and on all), and the steps of the chapter "Near the floor"
//! (8-byte cursors, segments sized to the L2 cache, the pipeline on one thread and on all),
//! to the same limits.
//!
//! The input is one number, not a row: there is no fresh row to give each
//! call. Even the smallest limit, 10⁵, makes each call take hundreds of
//! thousands of data-dependent branches (a mark per losing position and
//! square), far more than a branch predictor remembers between calls.
//!
//! Run with `cargo bench -p stone-games --features book --bench stone_game_iv`;
//! record the results for the book with
//! `cargo run -p figures -- record-bench stone_game_iv`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use stone_games::stone_game_iv::{self, book};

mod common;

fn stone_game_iv_methods(c: &mut Criterion) {
    let mut group = common::group(c, "stone_game_iv");
    for n in [100_000_u64, 1_000_000, 10_000_000] {
        group.bench_with_input(BenchmarkId::new("table", n), &n, |b, &n| {
            b.iter(|| book::win_table(black_box(n)))
        });
        group.bench_with_input(BenchmarkId::new("sieve", n), &n, |b, &n| {
            b.iter(|| book::losing_positions_sieve(black_box(n)))
        });
        group.bench_with_input(BenchmarkId::new("segmented_1_thread", n), &n, |b, &n| {
            b.iter(|| book::losing_positions_segmented_on(black_box(n), 1))
        });
        group.bench_with_input(BenchmarkId::new("segmented", n), &n, |b, &n| {
            b.iter(|| book::losing_positions_segmented(black_box(n)))
        });
        // The steps of "Near the floor", on every core but where named.
        let cores = std::thread::available_parallelism().map_or(1, |c| c.get());
        type Step = fn(u64, usize) -> Result<Vec<u64>, stone_game_iv::Error>;
        let steps: [(&str, usize, Step); 4] = [
            ("compact", cores, book::losing_positions_compact_on),
            ("l2_sized", cores, book::losing_positions_l2_sized_on),
            (
                "pipelined_1_thread",
                1,
                stone_game_iv::losing_positions_pipelined_on,
            ),
            (
                "pipelined",
                cores,
                stone_game_iv::losing_positions_pipelined_on,
            ),
        ];
        for (name, threads, step) in steps {
            group.bench_with_input(BenchmarkId::new(name, n), &n, |b, &n| {
                b.iter(|| step(black_box(n), threads))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, stone_game_iv_methods);
criterion_main!(benches);
