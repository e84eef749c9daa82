//! What Stone Game V refuses. Every row of `u32` values is a game, zeros
//! included, so a method refuses only a row it could not answer in its
//! time or memory; a [`Position`](super::Position) also refuses a cut the
//! rules do not allow, and any cut once the game is over.

use std::fmt;

use crate::shared::from_too_long;

use super::Part;

/// The most stones the game tree takes
/// ([`max_score_brute_force`](super::book::max_score_brute_force) and
/// [`game_tree_calls`](super::book::game_tree_calls)).
///
/// The tree tries every cut of every row it reaches and follows the part that
/// stays, both parts on a tie. On a row of zeros every cut is a tie, and a row
/// of n ≥ 1 stones makes 3ⁿ⁻¹ calls (the book's chapter [*The game
/// tree*][the-game-tree] proves it), each trying up to n − 1 cuts: at 16
/// stones, 3¹⁵, about 1.4 × 10⁷ calls.
///
/// [the-game-tree]: https://stone-games.github.io/stone-games/stone-game-v/game-tree.html
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_GAME_TREE_LEN: usize = 16;

/// The most stones the O(n³) methods take
/// ([`max_score_memo`](super::book::max_score_memo),
/// [`reached_intervals`](super::book::reached_intervals),
/// [`score_table`](super::book::score_table),
/// [`max_score_table`](super::book::max_score_table) and the pitfalls).
///
/// They try every cut of every interval: n(n² − 1)/6 cuts in all, at 1,000
/// stones about 1.7 × 10⁸. The table is a triangle of n(n + 1)/2 cells of 8
/// bytes, 4 MB here, and the memo a square of n² cells of 16 bytes, 16 MB:
/// time, not memory, sets this limit.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_CUBIC_LEN: usize = 1_000;

/// The most stones [`max_score`](super::max_score) and
/// [`max_score_quadratic`] take.
///
/// The O(n²) method keeps one triangle of n(n + 1)/2 running maxima and one
/// row of n: at this limit, about 5 × 10⁷ cells to fill, each in constant time
/// on average. Its cells are `u32`, 200 MB, when twice the row's sum fits in
/// a `u32` ([`max_score_narrow`]), and `u64`,
/// 400 MB, otherwise. Memory sets this limit.
///
#[doc = book_link!(fn stone_game_v::book::max_score_quadratic)]
#[doc = book_link!(fn stone_game_v::book::max_score_narrow)]
pub const MAX_LEN: usize = 10_000;

/// The most stones
/// [`score_table_quadratic`],
/// [`optimal_play`](super::optimal_play) and
/// [`best_move`](super::best_move) take.
///
/// They keep the scores themselves as well as the running maxima: two triangles
/// of n(n + 1)/2 cells of 8 bytes, at this limit about 1.25 × 10⁷ cells each,
/// 200 MB in all. Play then walks down the table, trying at most n − 1 cuts a
/// round.
///
#[doc = book_link!(fn stone_game_v::book::score_table_quadratic)]
pub const MAX_PLAY_LEN: usize = 5_000;

/// The most stones [`quadratic_trace`](super::book::quadratic_trace) takes.
///
/// A trace keeps one step per interval of two or more stones, n(n − 1)/2 of
/// them: at this limit about 5 × 10⁵ steps of 72 bytes, 36 MB. A trace is for
/// reading and for figures; the method it traces takes up to [`MAX_LEN`].
#[cfg(feature = "book")]
pub const MAX_TRACE_LEN: usize = 1_000;

/// Why a Stone Game V function could not answer: a row too long, or a cut
/// the game does not allow.
///
/// ```
/// use stone_games::stone_game_v::{max_score, Error, MAX_LEN};
///
/// let values = vec![1; MAX_LEN + 1];
/// let error = max_score(&values).unwrap_err();
/// assert_eq!(
///     error,
///     Error::TooLong {
///         function: "max_score",
///         len: MAX_LEN + 1,
///         limit: MAX_LEN
///     }
/// );
/// assert_eq!(
///     error.to_string(),
///     "stone_game_v::max_score takes at most 10000 stones, and the row has \
///      10001"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The row is longer than `function` takes: its table would not fit in
    /// memory, or its work would take more than seconds.
    TooLong {
        /// The function that refused the row.
        function: &'static str,
        /// How many stones the row has.
        len: usize,
        /// The most stones `function` takes.
        limit: usize,
    },
    /// A cut was asked of a [`Position`](super::Position) with fewer than
    /// two stones in play: the game is over.
    GameOver,
    /// A [`Position`](super::Position) was asked for a cut with no stone on
    /// one side, or one that keeps the part with the larger sum.
    NoSuchMove {
        /// How many stones of the row in play the cut leaves on its left.
        left_len: usize,
        /// The part the cut would keep.
        kept: Part,
        /// How many stones are in play.
        len: usize,
    },
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
                "stone_game_v::{function} takes at most {limit} stones, \
                 and the row has {len}"
            ),
            Error::GameOver => f.write_str(
                "stone_game_v: the game is over, fewer than two stones are \
                 in play",
            ),
            Error::NoSuchMove { left_len, len, .. }
                if left_len == 0 || left_len >= len =>
            {
                write!(
                    f,
                    "stone_game_v: a cut after {left_len} of the {len} \
                     stones in play leaves no stone on one side"
                )
            }
            Error::NoSuchMove {
                left_len,
                kept,
                len,
            } => write!(
                f,
                "stone_game_v: a cut after {left_len} of the {len} stones in \
                 play keeps the {kept} part, the larger: the part kept is \
                 never the larger"
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

    #[test]
    fn every_number_a_limits_doc_derives_follows_from_its_value() {
        let _on_failure = crate::shared::testing::LimitDocs("stone_game_v");
        let calls = 3_u64.pow(MAX_GAME_TREE_LEN as u32 - 1);
        assert_eq!(
            (calls, about(calls as f64, 2)),
            (3_u64.pow(15), 1.4e7),
            "MAX_GAME_TREE_LEN: 3¹⁵, about 1.4 × 10⁷ calls"
        );
        let n = MAX_CUBIC_LEN;
        let triangle = n * (n + 1) / 2 * size_of::<u64>();
        let square = n * n * size_of::<Option<u64>>();
        assert_eq!(
            (
                about((n * (n * n - 1) / 6) as f64, 2),
                about(triangle as f64, 1)
            ),
            (1.7e8, 4e6),
            "MAX_CUBIC_LEN: n(n² − 1)/6 cuts, 1.7 × 10⁸; the table, 4 MB"
        );
        assert_eq!(square, 16_000_000, "MAX_CUBIC_LEN: the memo, 16 MB");
        let n = MAX_LEN;
        let cells = n * (n + 1) / 2 + n;
        assert_eq!(
            (
                about(cells as f64, 1),
                about((cells * size_of::<u32>()) as f64, 1)
            ),
            (5e7, 2e8),
            "MAX_LEN: about 5 × 10⁷ cells; of u32, 200 MB"
        );
        let wide = about((cells * size_of::<u64>()) as f64, 1);
        assert_eq!(wide, 4e8, "MAX_LEN: and u64, 400 MB, otherwise");
        let n = MAX_PLAY_LEN;
        let cells = n * (n + 1) / 2;
        assert_eq!(
            (
                about(cells as f64, 3),
                about((2 * cells * size_of::<u64>()) as f64, 1)
            ),
            (1.25e7, 2e8),
            "MAX_PLAY_LEN: about 1.25 × 10⁷ cells each, 200 MB in all"
        );
        #[cfg(feature = "book")]
        {
            use crate::stone_game_v::book::QuadraticStep;
            let steps = MAX_TRACE_LEN * (MAX_TRACE_LEN - 1) / 2;
            let size = size_of::<QuadraticStep>();
            assert_eq!(
                (
                    about(steps as f64, 1),
                    size,
                    about((steps * size) as f64, 2)
                ),
                (5e5, 72, 36e6),
                "MAX_TRACE_LEN: about 5 × 10⁵ steps of 72 bytes, 36 MB"
            );
        }
    }

    #[test]
    fn every_size_a_limits_doc_gives_is_its_types() {
        assert_eq!(
            (size_of::<u64>(), size_of::<Option<u64>>()),
            (8, 16),
            "MAX_CUBIC_LEN: cells of 8 bytes, of 16 bytes"
        );
        assert_eq!(size_of::<u64>(), 8, "MAX_PLAY_LEN: cells of 8 bytes");
    }

    #[test]
    fn each_refusal_reads_as_a_sentence_naming_its_game() {
        let refusals: [(Error, &str); 4] = [
            (
                Error::TooLong {
                    function: "max_score_memo",
                    len: 1_001,
                    limit: 1_000,
                },
                "stone_game_v::max_score_memo takes at most 1000 stones, and \
                 the row has 1001",
            ),
            (
                Error::GameOver,
                "stone_game_v: the game is over, fewer than two stones are in \
                 play",
            ),
            (
                Error::NoSuchMove {
                    left_len: 3,
                    kept: Part::Right,
                    len: 3,
                },
                "stone_game_v: a cut after 3 of the 3 stones in play leaves no \
                 stone on one side",
            ),
            (
                Error::NoSuchMove {
                    left_len: 1,
                    kept: Part::Right,
                    len: 3,
                },
                "stone_game_v: a cut after 1 of the 3 stones in play keeps the \
                 right part, the larger: the part kept is never the larger",
            ),
        ];
        for (error, text) in refusals {
            // A new variant stops the build here: add it, with its text,
            // above.
            match error {
                Error::TooLong { .. }
                | Error::GameOver
                | Error::NoSuchMove { .. } => {}
            }
            assert_eq!(error.to_string(), text);
        }
    }
}
