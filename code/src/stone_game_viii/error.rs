//! What Stone Game VIII refuses: rows too long for a method, an answer past
//! an `i64`, an exercise's moves of fewer than two stones, and, in a
//! [`Position`](super::Position), a move the rules do not allow, or any
//! move once the game is over. [`MAX_I64_LEN`] keeps sums within an `i64`,
//! on rows of 8 GiB, and is not run.

use std::fmt;

use crate::shared::from_too_long;

/// The most stones a method that computes in `i64` takes: 2³¹ − 1.
///
/// Below this bound no number such a method computes can overflow, as
/// [`position_values`] proves (every number is at most n · 2³² in size). A
/// row this long is already 8 GiB of `i32`, too long to time in the
/// appendix's table of limits. [`score_difference`](super::score_difference)
/// answers longer rows in `i128`.
///
#[doc = book_link!(fn stone_game_viii::book::position_values)]
pub const MAX_I64_LEN: usize = (1 << 31) - 1;

/// The most stones the game trees take
/// ([`score_difference_brute_force`][tree],
/// [`score_difference_over_indices`][indices] and
/// [`game_tree_calls`](super::book::game_tree_calls)).
///
/// The tree of a row of n ≥ 1 stones has 2ⁿ⁻¹ nodes, 2²¹ at 22 stones, and the
/// tree on the row itself builds a new row of up to 21 stones at each.
///
/// [tree]: super::book::score_difference_brute_force
/// [indices]: super::book::score_difference_over_indices
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_GAME_TREE_LEN: usize = 22;

/// The most stones the O(n²) recurrence takes
/// ([`difference_table`](super::book::difference_table) and
/// [`score_difference_recurrence`](super::book::score_difference_recurrence)).
///
/// It tries every later index from every index, n(n − 1)/2 steps: at 40,000
/// stones, about 8 × 10⁸.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_RECURRENCE_LEN: usize = 40_000;

/// The most stones [`optimal_play`](super::optimal_play) and
/// [`Position::new`](super::Position::new) take (and, with the feature
/// `book`, [`position_values`]).
///
/// They keep a number of 8 bytes per stone (the prefix sums, the values, the
/// best ends), and play keeps a [`Move`](super::Move) of 64 bytes for every
/// move, up to n − 1 of them: at 10⁷ stones, up to 640 MB of moves (a
/// position keeps a copy of the row, and a game played from it the same
/// moves, kept by its caller). Their memory, not their time, sets the limit.
///
#[doc = book_link!(fn stone_game_viii::book::position_values)]
pub const MAX_PLAY_LEN: usize = 10_000_000;

/// The most stones [`suffix_max_trace`](super::book::suffix_max_trace) takes. A
/// trace keeps one step of five numbers per stone; it is for reading, and the
/// method it traces takes up to [`MAX_I64_LEN`].
#[cfg(feature = "book")]
pub const MAX_TRACE_LEN: usize = 1_000;

/// Why a Stone Game VIII function could not answer: a row too long, an answer
/// beyond `i64`, moves of fewer than two stones (an exercise's), or a move the
/// game does not allow.
///
/// Every row of `i32` stones is a game; a row of fewer than two stones has no
/// move, and is worth 0. A function with a limit refuses longer rows, and a
/// [`Position`](super::Position) a move the rules do not allow.
///
/// ```
/// use stone_games::stone_game_viii::{Error, Game, Position};
///
/// let mut game = Position::new(&[-1, 2, -3])?;
/// let error = game.play(4).unwrap_err();
/// assert_eq!(error, Error::NoSuchMove { count: 4, most: 3 });
/// assert_eq!(
///     error.to_string(),
///     "stone_game_viii: a move here merges 2 to 3 stones, not 4"
/// );
/// # Ok::<(), Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The row has more stones than `function` takes.
    TooLong {
        /// The function that refused the row.
        function: &'static str,
        /// How many stones the row has.
        len: usize,
        /// The most stones `function` takes.
        limit: usize,
    },
    /// The exercise answer `exercises::score_difference_at_least` was asked
    /// for moves of at least `k < 2` stones: a move that merges one stone
    /// changes nothing, and the game would never end. No other function
    /// returns it (feature `book`).
    MoveTooSmall {
        /// The least number of stones a move was to merge.
        k: usize,
    },
    /// The answer does not fit in an `i64`, which needs a very long row:
    /// the doc of [`score_difference`](super::score_difference) says how
    /// long, and why.
    AnswerOutOfRange,
    /// A [`Position`](super::Position) was asked to merge `count` stones,
    /// where a move merges 2 to `most`, the stones of the row as it stands.
    NoSuchMove {
        /// How many stones the move was to merge.
        count: usize,
        /// The most stones a move merges here.
        most: usize,
    },
    /// A move was asked of a [`Position`](super::Position) with fewer than
    /// two stones left: the game is over.
    GameOver,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::TooLong {
                function,
                len,
                limit,
            } => write!(
                f,
                "stone_game_viii::{function} takes at most {limit} stones, \
                 and the row has {len}"
            ),
            Error::MoveTooSmall { k } => write!(
                f,
                "stone_game_viii: a move must merge at least 2 stones, not \
                 {k}: merging fewer changes nothing"
            ),
            Error::AnswerOutOfRange => write!(
                f,
                "stone_game_viii: the score difference of this row does not \
                 fit in an i64"
            ),
            Error::NoSuchMove { count, most: 2 } => write!(
                f,
                "stone_game_viii: a move here merges the 2 stones left, \
                 not {count}"
            ),
            Error::NoSuchMove { count, most } => write!(
                f,
                "stone_game_viii: a move here merges 2 to {most} stones, \
                 not {count}"
            ),
            Error::GameOver => f.write_str(
                "stone_game_viii: the game is over, fewer than two stones \
                 are left",
            ),
        }
    }
}

impl std::error::Error for Error {}

from_too_long!(Error);

pub use crate::shared::check_len;

#[cfg(test)]
mod tests {
    use std::mem::size_of;

    use super::*;
    use crate::shared::testing::about;
    use crate::stone_game_viii::Move;

    #[test]
    fn the_bound_of_max_stones_holds() {
        // A candidate is at most n * 2^32 in size: below 2^63 up to the
        // limit, and not one stone beyond.
        let bound = (MAX_I64_LEN as u128) << 32;
        assert!(bound < 1 << 63);
        assert!(((MAX_I64_LEN as u128 + 1) << 32) >= 1 << 63);
    }

    #[test]
    fn every_number_a_limits_doc_derives_follows_from_its_value() {
        let _on_failure = crate::shared::testing::LimitDocs("stone_game_viii");
        let gib = (MAX_I64_LEN * size_of::<i32>()) as f64 / f64::from(1 << 30);
        assert_eq!(
            (MAX_I64_LEN, about(gib, 1)),
            ((1 << 31) - 1, 8.0),
            "MAX_I64_LEN: 2³¹ − 1, 8 GiB of i32"
        );
        let n = MAX_GAME_TREE_LEN;
        assert_eq!(
            (1 << (n - 1), n - 1),
            (1 << 21, 21),
            "MAX_GAME_TREE_LEN: 2²¹ at 22 stones, a new row of up to 21"
        );
        let steps = MAX_RECURRENCE_LEN * (MAX_RECURRENCE_LEN - 1) / 2;
        let steps = about(steps as f64, 1);
        assert_eq!(steps, 8e8, "MAX_RECURRENCE_LEN: about 8 × 10⁸");
        let moves = (MAX_PLAY_LEN - 1) * size_of::<Move>();
        assert_eq!(
            (MAX_PLAY_LEN, size_of::<Move>(), about(moves as f64, 2)),
            (10_000_000, 64, 6.4e8),
            "MAX_PLAY_LEN: a Move of 64 bytes, at 10⁷ stones, 640 MB"
        );
        assert_eq!(
            size_of::<i64>(),
            8,
            "MAX_PLAY_LEN: a number of 8 bytes per stone"
        );
    }

    #[test]
    fn each_refusal_reads_as_a_sentence_naming_its_game() {
        let refusals: [(Error, &str); 6] = [
            (
                Error::TooLong {
                    function: "optimal_play",
                    len: 10_000_001,
                    limit: 10_000_000,
                },
                "stone_game_viii::optimal_play takes at most 10000000 stones, \
                 and the row has 10000001",
            ),
            (
                Error::MoveTooSmall { k: 1 },
                "stone_game_viii: a move must merge at least 2 stones, not 1: \
                 merging fewer changes nothing",
            ),
            (
                Error::AnswerOutOfRange,
                "stone_game_viii: the score difference of this row does not \
                 fit in an i64",
            ),
            (
                Error::NoSuchMove { count: 5, most: 4 },
                "stone_game_viii: a move here merges 2 to 4 stones, not 5",
            ),
            (
                Error::NoSuchMove { count: 3, most: 2 },
                "stone_game_viii: a move here merges the 2 stones left, not 3",
            ),
            (
                Error::GameOver,
                "stone_game_viii: the game is over, fewer than two stones are \
                 left",
            ),
        ];
        for (error, text) in refusals {
            // A new variant stops the build here: add it, with its text,
            // above.
            match error {
                Error::TooLong { .. }
                | Error::MoveTooSmall { .. }
                | Error::AnswerOutOfRange
                | Error::NoSuchMove { .. }
                | Error::GameOver => {}
            }
            assert_eq!(error.to_string(), text);
        }
    }
}
