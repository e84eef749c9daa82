//! What every game uses: the two players, who won, a thread with a stack deep
//! enough for a long recursion, and (in tests) the rows every small case is
//! checked on.
//!
//! Every game re-exports [`Player`], so that a game's moves can be read with
//! that game's imports alone. No game module imports another game module: what
//! two games share lives here.

mod player;
mod stack;
#[cfg(test)]
pub(crate) mod testing;
mod winner;

pub use player::Player;
pub(crate) use stack::on_a_big_stack;
pub use winner::Winner;
