//! Recording: measures the crate into `figures/data/`.
//!
//! Run by `figures/measure-all` and the `record-*` commands of `cargo run -p
//! figures` (see `main.rs`).
//!
//! - [`bench`](mod@bench): criterion's estimates, `bench-<group>.json`;
//! - [`profile`]: cachegrind's counts and the peak memory, `profile-*.json`, and the
//!   machine, `machine.json`;
//! - [`limits`]: the time at the limits of every game (those not run are
//!   listed, with why, in its tests), `limits.json`;
//! - [`stone_game_iv_counts`]: Stone Game IV's losing positions to 10⁹,
//!   `sg4-counts.json`;
//! - [`c_sieve`]: Stone Game IV's segmented sieve beside one in C, `c-sieve.json`;
//! - [`provenance`] (the day, the machine, the compiler) and [`work`] (the units of
//!   work a time is divided by), which every recording uses.

pub mod bench;
pub mod c_sieve;
pub mod limits;
pub mod profile;
pub mod provenance;
pub mod stone_game_iv_counts;
pub mod work;
