//! The book's figures and measurements, in three rooms as the data flows.
//!
//! - [`record`]: measures the `stone-games` crate into `figures/data/` (benchmarks,
//!   profiles, the time at the limits, Stone Game IV's counts, the C sieve);
//! - [`draw`]: reads the crate and those recordings, and draws every figure of
//!   `src/figures.toml` into `src/figures/`;
//! - [`fixture`]: the crate's answers to the try-it widgets' inputs,
//!   `target/try-fixture.json`, not committed, which the browser test reads;
//!
//! and [`shared`], what they share (the paths of `figures/data/`, numbers as printed),
//! and [`Error`], what any of them returns when something goes wrong.
//!
//! - `cargo run -p figures` draws every figure (and removes files no figure owns) and
//!   writes the fixture; the `record-*` commands record first (see `main.rs`);
//! - `cargo test` draws every figure again in memory and fails, naming what differs
//!   from the committed file (and works out the fixture, which must be exact in
//!   JavaScript): nothing can drift from the code.

pub mod draw;
mod error;
pub mod fixture;
pub mod record;
pub mod shared;

pub use error::Error;

/// The command that redraws every figure and writes the widgets' fixture.
pub const REFRESH_COMMAND: &str = "cargo run -p figures";
