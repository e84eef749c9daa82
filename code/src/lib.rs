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
//! Each game's `Position` is a game in progress. Its `new` builds, once,
//! what the best move is read from. At each turn it gives the legal moves
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
//!   print (`"left"`, `"Alice"`), which is what their `FromStr` reads.
//! - `book`: the book's material beside the solvers, in three modules of
//!   each game. `book` holds its other methods, from the game tree to the
//!   steps towards the fastest, each with its cost and limit
//!   (`stone_game::book::score_difference_memo`,
//!   `stone_game::book::MAX_MEMO_LEN`, ...), the traces its figures draw and
//!   the counters of its searches' work (`book::game_tree_calls`);
//!   `pitfalls` the versions that are wrong on purpose; `exercises` the
//!   answers. It follows the book and is not covered by semver: it may
//!   change in any release. Off by default, so that a program builds the
//!   solvers and nothing else. The [documentation beside the book][api] and
//!   docs.rs are built with it (docs.rs marks each of its items as
//!   available on the feature `book`); a game's page lists what a program
//!   calls, and its `book` the rest.
//!
//! # One vocabulary
//!
//! Every game module is laid out alike, and a name means the same thing in
//! each (the repository's [CONTRIBUTING.md][vocabulary] lists them). What
//! differs is the game's own: what is left of it, what a move takes, what a
//! move's record holds.
//!
//! | game | the answer | `best_move` takes → gives | a `Position` shows | its `Move` records |
//! | --- | --- | --- | --- | --- |
//! | I | `score_difference`, `alice_wins`, `alice_wins_or_ties`, `winner` | the piles left → the `End` | `piles`, `totals` | `player`, `end`, `index`, `points`, `alice`, `bob` |
//! | II | `max_stones`, `score_difference`, `winner` | the piles left and M → how many piles | `piles`, `m`, `totals` | `player`, `first`, `count`, `points`, `m`, `alice`, `bob` |
//! | III | `winner`, `score_difference`, `score_difference_k` | the values left → how many, 1 to 3 | `values`, `totals` | `player`, `first`, `count`, `points`, `alice`, `bob` |
//! | IV | `alice_wins`, `winner` | the pile → the square | `pile` | `player`, `before`, `square`, `after` |
//! | V | `max_score` | the row in play → the `Cut` | `values`, `in_play`, `score` | `left`, `right`, `left_sum`, `right_sum`, `kept`, `points`, `alice` |
//! | VI | `winner`, `score_difference` | both rows and the stones taken → the stone | `alice_row`, `bob_row`, `taken`, `left`, `totals` | `player`, `index`, `alice_value`, `bob_value`, `points`, `alice`, `bob` |
//! | VII | `score_difference`, `winner` | the stones left → the `End` | `stones`, `totals` | `player`, `end`, `index`, `stone`, `points`, `alice`, `bob` |
//! | VIII | `score_difference`, `winner` | the row as it stands → how many stones to merge (`best_move_from` takes the first stone as an `i64`, for a merged sum past an `i32`) | `first`, `rest`, `totals` | `player`, `count`, `last`, `points`, `alice`, `bob` |
//! | IX | `alice_wins`, `winner` | the row and the stones taken → the stone | `row`, `taken`, `left`, `sum_mod_3` | `player`, `index`, `stone`, `sum` |
//!
//! The largest game each `Position::new` takes is
//! [`Game::MAX_SIZE`](shared::Game::MAX_SIZE).
//!
//! [vocabulary]: https://github.com/stone-games/stone-games/blob/main/CONTRIBUTING.md#one-vocabulary
//!
//! ## Names
//!
//! Each module's page starts with the calls that answer its questions
//! (*Start here*); with the feature `book`, its module `book` lists the
//! other methods in the order the book tells them, each with its cost and
//! its limit.
//!
//! - `score_difference`: the first player's total minus the second's.
//! - `alice_wins`: whether Alice wins; `winner`: Alice, Bob or a tie (in
//!   every game but V, where only Alice scores).
//! - `optimal_play`: a whole game; `best_move`: the next move from a
//!   position; `Position`: a game in progress.
//! - `Move`: the record of a move, with public fields. A program may build
//!   one (the book's listings of `optimal_play` do), so a field added would
//!   be a breaking change.
//!
//! ## Numbers
//!
//! A number's type says what it can be. A row is `&[u32]`, or `&[i32]`
//! where LeetCode's values may be negative (III, VIII); Stone Game IV's pile
//! is a `u64`. An answer that may be negative is an `i64`; one that cannot
//! is a `u64` (II's and V's totals, and VII's difference, never negative as
//! the book proves). [`shared::Game::scores`] gives every scoring game's
//! totals as `i128`, the one type they all fit.
//!
//! The crate builds for 64-bit targets only: its counts and indices pass
//! from `u64` to `usize`, which a 32-bit `usize` would cut short, so a build
//! for a smaller target stops with an error rather than answer wrongly.
//!
//! ## Errors and panics
//!
//! A function that may refuse its input returns a `Result` with its game's
//! `Error`. A function that reads what is already built (`optimal_end`
//! reads a table, `End::take` a row, V's `Position::part_sums` a game)
//! answers `None` for a place outside it, as a slice's `get` does. A few
//! functions cannot fail, but return a `Result` anyway, so that a name has
//! the same shape in every game: III's and VIII's `winner`, IX's answers and
//! `Position::new`.
//!
//! An error's message starts with its module. A limit's names the function
//! and the limit (`stone_game_ii::max_stones takes at most 20000 piles, and
//! the row has 20001`); the others say what was wrong (`stone_game_ii: the
//! game is over, no pile is left`). The errors of reading a word that names
//! no side, player or winner ([`shared::NotASide`], [`shared::NotAPlayer`],
//! [`shared::NotAWinner`]) start with `shared:`.
//!
//! Nothing overflows, and nothing panics but what says it may: the
//! pitfalls, wrong on purpose; [`leetcode`], with a message, where
//! LeetCode's signatures leave no room for an error; a [`shared::Table`]
//! indexed out of range, like a slice, with `get` beside it;
//! [`shared::prefix_sums`] on a row of more than 2³² + 1 values (16 GiB),
//! whose sums could pass a `u64`; and, with the feature `book`, a method
//! that needs a thread the system refuses to start: a memo, whose recursion
//! runs on a thread with a deep stack, and Stone Game IV's first sieves on
//! several threads, which say so under *Panics*. IV's answers need no thread:
//! they go on with those the system starts.
//!
//! ## Limits
//!
//! Each limit is a constant, documented with what it bounds and why. The
//! function to call refuses a row past `MAX_LEN` (Stone Game IV: a pile past
//! `MAX_N`), except where it takes any row (III's `winner`, VIII's and IX's
//! answers); the other methods, most of them the book's, have
//! `MAX_<METHOD>_LEN`. VIII's `MAX_I64_LEN` is where its answers go on in
//! `i128`, and the limit of its `best_move`. The book's appendix,
//! [*Limits*][limits], has the time measured at each limit that bounds time
//! or memory; a limit that only keeps numbers from overflowing, on rows of
//! 8 GiB or more, is not run, as each game's `error.rs` says.
//!
//! ## Everything else
//!
//! The deliberately wrong versions the book's pitfalls run are in each
//! game's `pitfalls` module, and the answers to its exercises in
//! `exercises`, both behind the feature `book`: neither is a solver to
//! call.
//!
//! [`shared`] holds what two games or more use: the players, the winner, the
//! ends of a row (`End`), the interval `Table` (read-only once filled,
//! `FilledTable`), `prefix_sums`, and the
//! trait `Game` of every `Position`.
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
//! [limits]: https://stone-games.github.io/stone-games/performance.html#limits
#![cfg_attr(docsrs, feature(doc_cfg))]
// Every public function that returns a `Result` says when it fails
// (CONTRIBUTING).
#![warn(clippy::missing_errors_doc)]
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
