//! What Stone Game VII refuses. Every row of stones is a game, so a method
//! refuses only a row it could not answer in its time or memory, or whose
//! answer would not fit in its result; [`play_ends`](super::play_ends) and
//! the exercise answer
//! [`difference_of_play`](super::exercises::difference_of_play) refuse more
//! moves than the row has stones. [`MAX_LEN`], which keeps the answer within
//! a `u64` on rows of 32 GiB, is not run.

use std::fmt;

use crate::shared::from_too_long;

/// The most stones the game tree accepts
/// ([`score_difference_brute_force`](super::book::score_difference_brute_force)
/// and [`game_tree_calls`](super::book::game_tree_calls)).
///
/// The tree of a row of n ≥ 1 stones has 2ⁿ − 1 nodes: at 28 stones, 2.7 × 10⁸,
/// the same limit as Part I's game tree, which does the same work per node and
/// one subtraction less.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_GAME_TREE_LEN: usize = 28;

/// The most stones the pitfall
/// [`memo_zero_means_unsolved`](super::pitfalls::memo_zero_means_unsolved)
/// and the exercise answer
/// [`score_difference_memo`](super::exercises::score_difference_memo)
/// accept.
///
/// On a row of zeros the pitfall makes the game tree's 2ⁿ − 1 calls: at 20
/// stones, about 10⁶. The limit keeps the pitfall, which is there to be run,
/// quick; the exercise answer takes the same rows, so that the two can be
/// compared on any of them.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_ZERO_MEMO_LEN: usize = 20;

/// The most stones a [`DifferenceTable`](super::DifferenceTable) takes
/// ([`score_table`](super::score_table),
/// [`score_difference_table`],
/// [`optimal_play`](super::optimal_play),
/// [`Position::new`](super::Position::new) and
/// [`play_ends`](super::play_ends)), and the most the exercise answer
/// [`difference_of_play`] takes.
///
/// A table has n² cells of 8 bytes: 800 MB at 10,000 stones, the same memory as
/// Part I's largest table. [`play_ends`](super::play_ends) keeps no table, but
/// its limit keeps every total it adds up within a `u64`: each of the ⌈n/2⌉
/// moves of a player scores at most (n − 1)(2³² − 1) points, about 2.1 × 10¹⁷
/// in all at this limit, far below 2⁶⁴.
/// [`difference_of_play`] takes the same
/// rows, so that the two answer the same games; its answer, a difference of
/// those scores, is within a `u64` too.
///
#[doc = book_link!(fn stone_game_vii::book::score_difference_table)]
#[doc = book_link!(fn stone_game_vii::exercises::difference_of_play)]
pub const MAX_TABLE_LEN: usize = 10_000;

/// The most stones the rolling row takes
/// ([`score_difference_rolling`](super::book::score_difference_rolling) and the
/// pitfall [`sums_in_32_bits`](super::pitfalls::sums_in_32_bits)).
///
/// It keeps O(n) memory but takes n(n − 1)/2 steps: at 50,000 stones about
/// 1.25 × 10⁹, the same limit as Part I's rolling row.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_ROLLING_LEN: usize = 50_000;

/// The most stones [`score_difference`](super::score_difference), the
/// function to call, takes: 2³³ + 3. So do the other functions that answer
/// in linear time ([`score_difference_linear`], `best_move`, the greedy
/// pitfall): the same bound holds for their answers.
///
/// A limit on the size of the answer, not on time. The answer is the total of
/// the stones Bob removes (the chapter [*Whose stones
/// count*][whose-stones-count] proves it), and Bob makes ⌊n/2⌋ of the n moves,
/// so the answer is at most ⌊n/2⌋ · (2³² − 1). That fits in a `u64` exactly
/// when ⌊n/2⌋ ≤ 2³² + 1, because (2³² + 1)(2³² − 1) = 2⁶⁴ − 1: that is,
/// when n ≤ 2³³ + 3. One stone more and it may not fit: on 2³³ + 4 stones of
/// `u32::MAX`, Bob removes 2³² + 2 of them, whatever anyone plays.
///
/// Beside its input, the linear method keeps the negated row, n values of 8
/// bytes (64 GiB at the limit), and Part I's stack on it, up to n values of
/// 16 bytes.
///
/// [whose-stones-count]: https://stone-games.github.io/stone-games/stone-game-vii/removals.html
///
#[doc = book_link!(fn stone_game_vii::book::score_difference_linear)]
pub const MAX_LEN: usize = (1 << 33) + 3;

/// Why a Stone Game VII function could not answer: a row too long, more
/// moves than stones, or a finished game asked for a move.
///
/// ```
/// use stone_games::stone_game_vii::{score_table, Error, MAX_TABLE_LEN};
///
/// let stones = vec![1; MAX_TABLE_LEN + 1];
/// let error = score_table(&stones).unwrap_err();
/// assert_eq!(
///     error,
///     Error::TooLong {
///         function: "score_table",
///         len: MAX_TABLE_LEN + 1,
///         limit: MAX_TABLE_LEN
///     }
/// );
/// assert_eq!(
///     error.to_string(),
///     "stone_game_vii::score_table takes at most 10000 stones, and the row \
///      has 10001"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The row is longer than `function` takes: its table would not fit in
    /// memory, its work would take more than seconds, or (past
    /// [`MAX_LEN`]) its answer might not fit in a `u64`.
    TooLong {
        /// The function that refused the row.
        function: &'static str,
        /// How many stones the row has.
        len: usize,
        /// The most stones `function` takes.
        limit: usize,
    },
    /// [`play_ends`](super::play_ends) or
    /// [`difference_of_play`] was
    /// given more moves than the row has stones.
    ///
    #[doc = book_link!(fn stone_game_vii::exercises::difference_of_play)]
    TooManyMoves {
        /// How many moves were given.
        moves: usize,
        /// How many stones the row has.
        len: usize,
    },
    /// A move was asked of a [`Position`](super::Position) whose stones are
    /// all removed: the game is over.
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
                "stone_game_vii::{function} takes at most {limit} stones, \
                 and the row has {len}"
            ),
            Error::TooManyMoves { moves, len } => write!(
                f,
                "stone_game_vii: {moves} move{} given for a row of {len} \
                 stone{}, and each move removes one",
                if moves == 1 { " was" } else { "s were" },
                if len == 1 { "" } else { "s" }
            ),
            Error::GameOver => f.write_str(
                "stone_game_vii: the game is over, no stone is left",
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
        let _on_failure = crate::shared::testing::LimitDocs("stone_game_vii");
        let nodes = about(((1_u64 << MAX_GAME_TREE_LEN) - 1) as f64, 2);
        assert_eq!(nodes, 2.7e8, "MAX_GAME_TREE_LEN: 2ⁿ − 1 nodes, 2.7 × 10⁸");
        let calls = (1_u64 << MAX_ZERO_MEMO_LEN) - 1;
        assert_eq!(about(calls as f64, 1), 1e6, "MAX_ZERO_MEMO_LEN: about 10⁶");
        let n = MAX_TABLE_LEN;
        assert_eq!(
            (n, n * n * size_of::<u64>()),
            (10_000, 800_000_000),
            "MAX_TABLE_LEN: n² cells of 8 bytes, 800 MB at 10,000 stones"
        );
        let most =
            n.div_ceil(2) as u128 * (n as u128 - 1) * u128::from(u32::MAX);
        assert_eq!(
            (about(most as f64, 2), most < 1 << 64),
            (2.1e17, true),
            "MAX_TABLE_LEN: about 2.1 × 10¹⁷ in all, far below 2⁶⁴"
        );
        let steps = MAX_ROLLING_LEN * (MAX_ROLLING_LEN - 1) / 2;
        let steps = about(steps as f64, 3);
        assert_eq!(steps, 1.25e9, "MAX_ROLLING_LEN: n(n − 1)/2, 1.25 × 10⁹");
        // MAX_LEN: ⌊n/2⌋ ≤ 2³² + 1, as (2³² + 1)(2³² − 1) = 2⁶⁴ − 1, when
        // n ≤ 2³³ + 3; on 2³³ + 4 stones Bob removes 2³² + 2.
        let bob = |n: usize| n as u128 / 2;
        assert_eq!(
            (MAX_LEN, bob(MAX_LEN), bob(MAX_LEN + 1)),
            ((1 << 33) + 3, (1 << 32) + 1, (1 << 32) + 2),
            "MAX_LEN: 2³³ + 3, ⌊n/2⌋ ≤ 2³² + 1, 2³² + 2 of them"
        );
        assert_eq!(bob(MAX_LEN) * u128::from(u32::MAX), u128::from(u64::MAX));
        let gib = MAX_LEN * size_of::<u32>() / (1 << 30);
        assert_eq!(gib, 32, "the module's doc: rows of 32 GiB");
        let negated = MAX_LEN * size_of::<i64>() / (1 << 30);
        assert_eq!(negated, 64, "MAX_LEN: the negated row, 64 GiB");
        assert_eq!(
            (size_of::<i64>(), size_of::<i128>()),
            (8, 16),
            "MAX_LEN: n values of 8 bytes, n values of 16 bytes"
        );
    }

    #[test]
    fn each_refusal_reads_as_a_sentence_naming_its_game() {
        let refusals: [(Error, &str); 5] = [
            (
                Error::TooLong {
                    function: "difference_of_play",
                    len: 10_001,
                    limit: 10_000,
                },
                "stone_game_vii::difference_of_play takes at most 10000 \
                 stones, and the row has 10001",
            ),
            (
                Error::TooManyMoves { moves: 3, len: 2 },
                "stone_game_vii: 3 moves were given for a row of 2 stones, \
                 and each move removes one",
            ),
            (
                Error::TooManyMoves { moves: 2, len: 1 },
                "stone_game_vii: 2 moves were given for a row of 1 stone, and \
                 each move removes one",
            ),
            (
                Error::TooManyMoves { moves: 1, len: 0 },
                "stone_game_vii: 1 move was given for a row of 0 stones, and \
                 each move removes one",
            ),
            (
                Error::GameOver,
                "stone_game_vii: the game is over, no stone is left",
            ),
        ];
        for (error, text) in refusals {
            // A new variant stops the build here: add it, with its text,
            // above.
            match error {
                Error::TooLong { .. }
                | Error::TooManyMoves { .. }
                | Error::GameOver => {}
            }
            assert_eq!(error.to_string(), text);
        }
    }
}
