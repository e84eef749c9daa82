//! Optimal play in the Stone Game family: the nine LeetCode Stone Games and
//! *Predict the Winner*, each answered by the fastest method known to the
//! book [*Stone Games*][book], which proves and measures it. With the feature
//! `book`, every other method the book teaches is here too, from the
//! brute-force game tree up.
//!
//! # Start from a problem
//!
//! | LeetCode | module | the call that answers it | the book |
//! | --- | --- | --- | --- |
//! | 877 Stone Game | [`stone_game`] | [`stone_game::alice_wins`] | [Part I][i] |
//! | 486 Predict the Winner | [`stone_game`] | [`stone_game::alice_wins_or_ties`] | [Part I][486] |
//! | 1140 Stone Game II | [`stone_game_ii`] | [`stone_game_ii::max_stones`] | [Part II][ii] |
//! | 1406 Stone Game III | [`stone_game_iii`] | [`stone_game_iii::winner`] | [Part III][iii] |
//! | 1510 Stone Game IV | [`stone_game_iv`] | [`stone_game_iv::alice_wins`] | [Part IV][iv] |
//! | 1563 Stone Game V | [`stone_game_v`] | [`stone_game_v::max_score`] | [Part V][v] |
//! | 1686 Stone Game VI | [`stone_game_vi`] | [`stone_game_vi::winner`] | [Part VI][vi] |
//! | 1690 Stone Game VII | [`stone_game_vii`] | [`stone_game_vii::score_difference`] | [Part VII][vii] |
//! | 1872 Stone Game VIII | [`stone_game_viii`] | [`stone_game_viii::score_difference`] | [Part VIII][viii] |
//! | 2029 Stone Game IX | [`stone_game_ix`] | [`stone_game_ix::alice_wins`] | [Part IX][ix] |
//!
//! [`leetcode`] has the same ten answers under LeetCode's own Rust signatures
//! (`Vec<i32>` in, or 1510's `n: i32`; `bool`, `i32` or `String` out), to
//! check a solution against. The games' own functions take `&[u32]` where no
//! value can be negative: from LeetCode's `i32`s, convert each with
//! `u32::try_from`, or call `leetcode`, which does. A [`shared::Winner`]
//! prints as LeetCode 1406 answers (`Alice`, `Bob`, `Tie`), and `i32::from`
//! turns it into 1686's (1, −1, 0).
//!
//! ```
//! use stone_games::{leetcode, stone_game};
//!
//! // Alice moves first on [5, 3, 4, 5] and ends one stone ahead: 9 to 8.
//! assert_eq!(stone_game::score_difference(&[5, 3, 4, 5])?, 1);
//! assert!(stone_game::alice_wins(&[5, 3, 4, 5])?);
//! assert!(leetcode::stone_game(vec![5, 3, 4, 5]));
//!
//! // From LeetCode's input: a negative value is an error, not a wrap.
//! let piles: Vec<i32> = vec![5, 3, 4, 5];
//! let piles: Vec<u32> =
//!     piles.iter().map(|&p| u32::try_from(p)).collect::<Result<_, _>>()?;
//! assert_eq!(stone_game::score_difference(&piles)?, 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Play a game
//!
//! Each game's `Position` is a game in progress. Its `new` precomputes, once,
//! what `best_move` reads. At each turn it gives the legal moves
//! and the best of them, and plays any legal move, a mistake included;
//! `after` plays a list of them at once, to start in mid-game, and
//! `play_out` the rest of the game as optimal play would. At the end it
//! names the winner (not in Stone Game V, where only Alice scores).
//!
//! A clone shares what `new` built and copies only the state of play, so a
//! search can try moves on copies. That state is a few numbers, except in
//! VI and IX, where any stone may be taken: there it is the list of the
//! stones taken, O(n).
//!
//! All nine implement [`shared::Game`], so one loop plays any game. The
//! `play` example plays them against a reader in the terminal
//! (`cargo run --example play -- 877 5 3 4 5`).
//!
//! ```
//! use stone_games::shared::{Game, Winner};
//! use stone_games::{stone_game, stone_game_ix};
//!
//! /// Who wins a game whose first move is `first`, both playing their best
//! /// after it: one loop for any game.
//! fn winner_after<G: Game>(
//!     start: &G,
//!     first: G::Choice,
//! ) -> Result<Option<Winner>, G::Error> {
//!     let mut game = start.after(&[first])?;
//!     while let Some(choice) = game.best_move() {
//!         game.play(choice)?;
//!     }
//!     Ok(game.winner())
//! }
//!
//! let row = [5, 3, 4, 5];
//! let start = stone_game::Position::new(&row)?;
//! assert_eq!(start.play_out()?, stone_game::optimal_play(&row)?);
//! let right = winner_after(&start, stone_game::End::Right)?;
//! assert_eq!(right, Some(Winner::Alice)); // 9 to 8
//! let start = stone_game_ix::Position::new(&[2, 1])?;
//! assert_eq!(winner_after(&start, 1)?, Some(Winner::Alice));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Features
//!
//! - `serde`: the records of play (every game's `Move`, Stone Game V's
//!   `Cut` and `Part`) and `Player`, `Winner` and `End` are `Serialize` and
//!   `Deserialize`; `End`, `Part`, `Player` and `Winner` are written as they
//!   print (`"left"`, `"Alice"`), and read back in that form only (their
//!   `FromStr` takes any case).
//! - `book` (off by default): the book's material, in three modules of each
//!   game: `book`, its other methods from the game tree up, each with its
//!   cost and limit (`stone_game::book::score_difference_memo`), and the
//!   traces its figures draw; `pitfalls`, wrong on purpose; `exercises`, the
//!   answers. It follows the book and is not covered by semver. The
//!   [documentation beside the book][api] and docs.rs are built with it, and
//!   mark each of its items.
//!
//! # Conventions
//!
//! The nine game modules are laid out alike. [`conventions`] says once for
//! them all what each name means, what each game's answer, move and position
//! are, which types numbers have, how errors read, what may panic, and where
//! the limits are.
//!
//! [book]: https://stone-games.github.io/stone-games/
//! [api]: https://stone-games.github.io/stone-games/api/stone_games/
//! [i]: https://stone-games.github.io/stone-games/stone-game/in-one-page.html
//! [486]: https://stone-games.github.io/stone-games/stone-game/predict-the-winner.html
//! [ii]: https://stone-games.github.io/stone-games/stone-game-ii/in-one-page.html
//! [iii]: https://stone-games.github.io/stone-games/stone-game-iii/in-one-page.html
//! [iv]: https://stone-games.github.io/stone-games/stone-game-iv/in-one-page.html
//! [v]: https://stone-games.github.io/stone-games/stone-game-v/in-one-page.html
//! [vi]: https://stone-games.github.io/stone-games/stone-game-vi/in-one-page.html
//! [vii]: https://stone-games.github.io/stone-games/stone-game-vii/in-one-page.html
//! [viii]: https://stone-games.github.io/stone-games/stone-game-viii/in-one-page.html
//! [ix]: https://stone-games.github.io/stone-games/stone-game-ix/in-one-page.html
#![cfg_attr(docsrs, feature(doc_cfg))]
// Every public function that returns a `Result` says when it fails
// (docs/architecture.md, "Anchors and doc comments").
#![warn(clippy::missing_errors_doc)]
// A public function that may panic says when, under `# Panics`; an `expect`
// that cannot fail says why in an `#[expect]`. What a thread of a callee's
// may panic, this lint misses: review holds it (docs/game-module.md, "Names").
#![warn(clippy::missing_panics_doc)]
// A public function whose only effect is its value says so: ignoring an
// answer, a position's totals or a best move is a mistake the compiler
// reports (`#[must_use]`). A `Result` already is.
#![warn(clippy::must_use_candidate)]

// Counts and indices pass from `u64` to `usize` (Stone Game IV's piles, the
// tables' cells): on a smaller `usize` they would be cut short.
#[cfg(not(target_pointer_width = "64"))]
compile_error!(
    "stone-games builds for 64-bit targets only: its counts and indices \
     pass from u64 to usize"
);

#[macro_use]
mod book_link;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
#[macro_use]
mod methods;
pub mod conventions;
pub mod leetcode;
pub mod shared;
pub mod stone_game;
pub mod stone_game_ii;
pub mod stone_game_iii;
pub mod stone_game_iv;
pub mod stone_game_ix;
pub mod stone_game_v;
pub mod stone_game_vi;
pub mod stone_game_vii;
pub mod stone_game_viii;

/// The examples of the crate's README, run by `cargo test` as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
