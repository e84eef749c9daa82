//! The Stone Games' reproducible test inputs, game-agnostic, in one place:
//! the crate `stone-games` (its unit tests, benchmarks and examples), the
//! figures (the limits' rows, the try-it fixture) and the practice checker
//! make their inputs here.
//!
//! Every stream is the same on every run and every machine, and the
//! committed data depend on it (`figures/data/*.json`, the benchmarks'
//! inputs, the tests' expectations): a change to any output here is a
//! change to all of them. There are three generators, because their users
//! had three, and each keeps its stream:
//!
//! | generator | what it is | who uses it |
//! | --- | --- | --- |
//! | [`Lcg`] | MMIX's multiplier, increment 1 | the crate's unit tests |
//! | [`MmixLcg`], [`random_row`], one [`RowRecipe`] per game | Knuth's MMIX generator | the benchmarks, their profiling examples, the limits' cases |
//! | [`SplitMix64`] | SplitMix64 | the try-it fixture, the practice checker |
//!
//! The rows of every small case come in two orders: [`rows_of`] (with
//! [`rows_up_to`] and [`all_rows`]) counts the first value fastest, and
//! [`rows_lexicographic`] the last.
//!
//! Every test of a list of methods runs [`each_gives`] (or
//! [`each_agrees_with`], when the expected answer is one of theirs), which
//! names the first method whose answer differs, and says when all of them
//! do; two long answers, such as two games' moves, are compared by
//! [`assert_same_list`], which names the first place they differ.
//!
//! The profiling examples (`code/examples/*_profile.rs`) read their command
//! line here too, with the same messages: [`ProfileArgs`], [`choice_names`],
//! [`method_and_size`] and [`profile_main`].
//!
//! ```
//! use stone_games_testkit::{random_row, rows_of, Lcg, SplitMix64};
//!
//! assert_eq!(rows_of(2, vec![0, 1]).count(), 4);
//! assert_eq!(random_row::<u32>(7, 3, 1, 500), random_row(7, 3, 1, 500));
//! assert_ne!(Lcg::new(1).next_u64(), SplitMix64::new(1).next_u64());
//! ```

mod lcg;
mod methods;
mod profile;
mod rows;
mod split_mix;

pub use lcg::{
    random_row, Lcg, MmixLcg, RowRecipe, BENCHMARK_SEED, STONE_GAME_III_ROWS, STONE_GAME_II_ROWS,
    STONE_GAME_IX_ROWS, STONE_GAME_ROWS, STONE_GAME_VIII_ROWS, STONE_GAME_VII_ROWS,
    STONE_GAME_VI_ROWS, STONE_GAME_V_ROWS,
};
pub use methods::{assert_same_list, each_agrees_with, each_gives};
pub use profile::{choice_names, method_and_size, profile_main, ProfileArgs};
pub use rows::{all_rows, rows_lexicographic, rows_of, rows_up_to};
pub use split_mix::SplitMix64;
