//! What two games or more use: the two players, who won, the end of a row
//! a move takes from (and the error of reading a side from a word), the
//! interval table of a row played at both ends, the prefix sums of a row,
//! the length check of a row, and the trait [`Game`] of every game's
//! `Position`.
//!
//! Every game re-exports what reading its answers needs, so that its own
//! imports suffice:
//!
//! - all nine: [`Player`], [`Winner`] (what `Game::winner` names) and
//!   [`Game`];
//! - Stone Game and Stone Game VII: [`End`], [`Table`] and [`FilledTable`]
//!   (each one's `DifferenceTable` is a `FilledTable`, a `Table` read-only);
//! - those two and Stone Game V: [`NotASide`], the error of parsing an `End`
//!   or V's `Part`;
//! - none: [`NotAPlayer`] and [`NotAWinner`], the errors of parsing a
//!   `Player` or a `Winner`;
//! - Stone Game V's `book` (feature `book`): [`prefix_sums`], public here
//!   without the feature;
//! - every game's `book` but IV's: [`check_len`], the length check each
//!   function makes first; `?` turns its [`TooLong`] into the game's
//!   `Error::TooLong`.
//!
//! What two games share lives here. A game module imports another only where
//! the book proves that one game is the other (Stone Game VII is Stone Game
//! on the negated values, [proved][reduction], and calls its linear method).
//!
//! [reduction]: https://stone-games.github.io/stone-games/stone-game-vii/reduction.html

// Also here, for the crate alone: a thread with a stack deep enough for a
// long recursion (`stack`); in tests, the signed rows of small cases (the
// others come from stone-games-testkit), the check that every method agrees
// with the game tree, and the walk of every position of a small game
// (`testing`); the turn and both totals the `Position` of I, II, III, VI, VII
// and VIII keeps (`turns`); and the stones taken in VI and IX, where a move
// takes any stone (`taken`).

mod end;
mod game;
mod player;
mod prefix_sums;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod stack;
mod table;
mod taken;
#[cfg(test)]
pub(crate) mod testing;
mod too_long;
mod turns;
mod winner;

pub use end::{End, NotASide};
pub use game::Game;
pub use player::{NotAPlayer, Player};
pub use prefix_sums::{prefix_sums, MAX_SUMS_LEN};
#[cfg(any(test, feature = "book"))]
pub(crate) use stack::on_a_big_stack;
pub use table::{FilledTable, Table};
pub(crate) use taken::{Refused, Taken};
pub(crate) use too_long::from_too_long;
pub use too_long::{check_len, TooLong};
pub(crate) use turns::Turns;
pub use winner::{NotAWinner, Winner};
