//! The conventions the nine game modules share: one vocabulary, the types of
//! numbers, errors and panics, and limits. Said once here, for every game; this
//! module holds no code.
//!
//! # One vocabulary
//!
//! Every game module is laid out alike, and a name means the same thing in each
//! (the repository's [docs/game-module.md][vocabulary] lists them). What
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
//! | IX | `alice_wins`, `winner` | the row and the stones taken → the stone | `row`, `taken`, `left`, `sum_mod_3` | `player`, `index`, `stone`, `sum_mod_3` |
//!
//! The largest game each `Position::new` takes is
//! [`Game::MAX_SIZE`](crate::shared::Game::MAX_SIZE).
//!
//! [vocabulary]: https://github.com/stone-games/stone-games/blob/main/docs/game-module.md#one-vocabulary
//!
//! # Names
//!
//! Each module's page starts with the calls that answer its questions (*Start
//! here*); with the feature `book`, its module `book` lists the other methods
//! in the order the book tells them, each with its cost and its limit.
//!
//! - `score_difference`: the first player's total minus the second's.
//! - `alice_wins`: whether Alice wins; `winner`: Alice, Bob or a tie (in
//!   every game but V, where only Alice scores).
//! - `optimal_play`: a whole game; `best_move`: the next move from a
//!   position; `Position`: a game in progress.
//! - A `Position`'s `piles`, `values` or `stones` (the game's own word): what
//!   is left of the row, in order (V's `values`: the part still in play).
//!   `row` (VI's `alice_row` and `bob_row`): the whole row the game started
//!   from, taken stones too, where any stone may be taken; `left` and `taken`
//!   say which.
//! - `alice` and `bob` in a `Move`: each player's total after it, in every
//!   game that scores (V: `alice` alone). Stone Game VI's functions take two
//!   rows, also named `alice` and `bob`: what each stone is worth to each
//!   player.
//! - `Move`: the record of a move, with public fields. A program may build
//!   one (the book's listings of `optimal_play` do), so a field added would
//!   be a breaking change.
//!
//! # Numbers
//!
//! A number's type says what it can be. A row is `&[u32]`, or `&[i32]` where
//! LeetCode's values may be negative (III, VIII); Stone Game IV's pile is a
//! `u64`. An answer that may be negative is an `i64`; one that cannot is a
//! `u64` (II's and V's totals, and VII's difference, never negative as the book
//! proves).
//!
//! A `Move`'s `points` has the type of what one move scores: `u32`
//! where it is one value (I, VI), `u64` where it adds several (II, V, VII),
//! `i64` where values may be negative (III, VIII). The totals it records,
//! `alice` and `bob` (V: `alice` alone; IV and IX: none), are `u64`, but
//! `i64` in III and `i128` in VIII. [`Game::scores`] gives every scoring
//! game's totals as `i128`, the one type they all fit.
//!
//! The crate builds for 64-bit targets only: its counts and indices pass from
//! `u64` to `usize`, which a 32-bit `usize` would cut short, so a build for a
//! smaller target stops with an error rather than answer wrongly.
//!
//! # Errors and panics
//!
//! A function that may refuse its input returns a `Result` with its game's
//! `Error`. A function that reads what is already built (`optimal_end` reads a
//! table, `End::take` a row, V's `Position::part_sums` a game) answers `None`
//! for a place outside it, as a slice's `get` does.
//!
//! Each game's `Error` is `#[non_exhaustive]`, and has every variant with or
//! without the feature `book`, so that a `match` builds either way. A variant
//! that only a `book` function returns says so; like the feature, it is not
//! covered by semver.
//!
//! A few functions cannot fail, but return a `Result` anyway, so that a name
//! has the same shape in every game: III's and VIII's `winner`, and IX's
//! `alice_wins`, `winner`, `optimal_play` and `Position::new`. Each says so
//! under *Errors*.
//!
//! A move a `Position` cannot make is refused with one of these, by what a
//! move names:
//!
//! | a move names | refused when | variant and fields |
//! | --- | --- | --- |
//! | how many (II's piles, III's values, VIII's stones) | too many, or too few (0; in VIII, fewer than 2) | `NoSuchMove { count, most }` |
//! | a square (IV) | not a square, or more than the pile | `NoSuchMove { stones, pile }` |
//! | a cut (V) | a part left empty, or the larger part kept | `NoSuchMove { left_len, kept, len }` |
//! | a stone (VI, IX) | not in the row; taken before | `NoSuchStone { index, len }`; `TakenTwice { index }` |
//! | an `End` (I, VII) | never, while a stone is left | |
//! | anything (all nine) | the game is over | `GameOver` |
//!
//! An error's message starts with its module. A limit's names the function and
//! the limit (`stone_game_ii::max_stones takes at most 20000 piles, and the row
//! has 20001`); the others say what was wrong (`stone_game_ii: the game is
//! over, no pile is left`). The errors of reading a word that names no side,
//! player or winner ([`NotASide`], [`NotAPlayer`], [`NotAWinner`]) start with
//! `shared:`.
//!
//! Nothing overflows: each limit's doc gives the arithmetic that keeps its
//! numbers in their type. The repository's tests of the extremes check the
//! largest values, and that each function refuses one past its limit, under
//! its own name (even a row of 2³² piles, which they map without memory),
//! and, on Linux, that it read none of the pages of the row they look at.
//!
//! Nothing panics but what says it may: the pitfalls, wrong on purpose;
//! [`leetcode`], with a message, where LeetCode's signatures leave no room for
//! an error; a [`Table`] indexed out of range, like a slice, with `get` beside
//! it; and, with the feature `book`, a method that needs a thread the system
//! refuses to start: a memo, whose recursion runs on a thread with a deep
//! stack, and Stone Game IV's first sieves on several threads. Each says so
//! under *Panics*. IV's answers need no thread: they go on with those the
//! system starts.
//!
//! # Limits
//!
//! Each limit is a constant, and its doc says what it bounds and why. The
//! table gives each game's two: the longest row (Stone Game IV: the largest
//! pile) the functions to call take, and what a `Position` takes, which can be
//! lower, as `new` builds what its best moves are read from (the game's table,
//! in I, II and VII); [`Game::MAX_SIZE`](crate::shared::Game::MAX_SIZE) gives
//! the second in one name. The book's other methods have their own limits,
//! `MAX_<METHOD>_LEN`.
//!
//! | game | the functions to call take | a `Position` takes |
//! | --- | --- | --- |
//! | I | `MAX_LEN`: 4,294,967,296 piles | `MAX_TABLE_LEN`: 10,000 piles |
//! | II | `MAX_LEN`: 20,000 piles | `MAX_TABLE_LEN`: 20,000 piles |
//! | III | `MAX_LEN`: 4,294,967,295 values (`winner`: any row) | `MAX_PLAY_LEN`: 10,000,000 values |
//! | IV | `MAX_N`: a pile of 1,000,000,000 | `MAX_ALL_MOVES_N`: a pile of 1,000,000 |
//! | V | `MAX_LEN`: 10,000 stones | `MAX_PLAY_LEN`: 5,000 stones |
//! | VI | `MAX_LEN`: 4,294,967,295 stones | `MAX_PLAY_LEN`: 10,000,000 stones |
//! | VII | `MAX_LEN`: 8,589,934,595 stones | `MAX_TABLE_LEN`: 10,000 stones |
//! | VIII | any row (`MAX_I64_LEN`: 2,147,483,647 stones in `i64`, then `i128`) | `MAX_PLAY_LEN`: 10,000,000 stones |
//! | IX | any row | any row |
//!
//! VIII's `best_move`, which computes in `i64`, takes rows up to
//! `MAX_I64_LEN`.
//!
//! The book's appendix, [*Limits*][limits], has the time measured at each
//! limit that bounds time or memory. A limit that only keeps numbers from
//! overflowing is not timed there: the row at such a limit is 8 GiB or more,
//! and the limit's doc gives the arithmetic instead.
//!
//! [`Game::scores`]: crate::shared::Game::scores
//! [`NotASide`]: crate::shared::NotASide
//! [`NotAPlayer`]: crate::shared::NotAPlayer
//! [`NotAWinner`]: crate::shared::NotAWinner
//! [`Table`]: crate::shared::Table
//! [`leetcode`]: crate::leetcode
//! [limits]: https://stone-games.github.io/stone-games/performance.html#limits
