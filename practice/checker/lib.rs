//! The checker behind `cargo run -p practice`: a reader's solutions to the
//! ten LeetCode Stone Games, in LeetCode's own shape, checked against the
//! book's crate `stone-games`.
//!
//! A solution is a function value with LeetCode's signature ([`Solutions`]).
//! [`check`] runs it on its own thread over every input of
//! [`Problem::cases`]: every small input within LeetCode's constraints,
//! smallest first, then random inputs from a fixed seed, then inputs of
//! LeetCode's largest size. It stops at the first wrong answer, panic, or
//! input that takes longer than the [`Limits`], and says which
//! ([`Outcome`]): with the input, the right answer, the crate's optimal play
//! on it, and the crate's pitfalls that go wrong first there in the same
//! way. [`report`] puts it in words; [`cli`] is the command.
//!
//! The binary (`practice/src/main.rs`) hands the reader's ten files to
//! [`cli::run`], which checks each problem in a process of its own, so that
//! a solution that brings its process down (a stack overflow aborts it)
//! takes only its own problem with it. The tests hand the checker the
//! crate's own answers, its pitfalls, and solutions that panic or never
//! return.
//!
//! ```
//! use practice::{check, Limits, Outcome, Problem, Solutions};
//!
//! // Stone Game VIII by taking every stone at once: wrong on `-3 -3 -3`.
//! let greedy = Solutions {
//!     stone_game_viii: |stones| stones.iter().sum(),
//!     ..Solutions::leetcode()
//! };
//! let problem = Problem::StoneGameVIII;
//! let outcome = check(problem, greedy.of(problem), &Limits::default());
//! let Outcome::Wrong(failure) = outcome else { panic!("{outcome:?}") };
//! assert_eq!(failure.case.input.size(), 3);
//! let named: Vec<_> = failure.pitfalls.iter().map(|p| p.function).collect();
//! assert_eq!(named, ["stone_game_viii::pitfalls::take_everything"]);
//! ```

mod check;
pub mod cli;
mod inputs;
mod pitfalls;
mod play;
mod problem;
pub mod report;
mod solution;

pub use check::{check, check_traced, quietly, Failure, Limits, Outcome, Panic, Slow, STACK_BYTES};
pub use inputs::{Case, Phase};
pub use pitfalls::{pitfalls, Pitfall};
pub use problem::{anchor, Chapter, Problem, BOOK};
pub use solution::{Answer, Input, Solutions, Solver};
