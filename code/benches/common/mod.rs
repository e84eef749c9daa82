//! What the benchmarks share: their reproducible rows, and their groups set up
//! alike. Each benchmark declares it with `mod common;`; a `mod.rs` in a
//! folder of `benches/` is not a benchmark target of its own.

mod rows;
pub use rows::row;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion};

/// A group of benchmarks named `name`, with 10 samples each: a few of the
/// methods take seconds a run.
pub fn group<'a>(
    c: &'a mut Criterion,
    name: &str,
) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(name);
    group.sample_size(10);
    group
}
