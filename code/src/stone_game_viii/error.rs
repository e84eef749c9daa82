//! What a Stone Game VIII function refuses, and the one check that decides it.

use std::fmt;

/// The most stones a method that computes in `i64` takes: 2³¹ − 1.
///
/// Below this bound no number such a method computes can overflow. Every
/// prefix sum is at most n · 2³¹ in size (an `i32` is at least −2³¹), every
/// position's value lies between the sum of the whole row and the largest
/// minus a suffix sum, so it is at most n · 2³¹ in size too, and a
/// candidate, a prefix sum minus a value, at most n · 2³² < 2⁶³ (the proof
/// is in [`position_values`](super::position_values)). A row this long is
/// already 8 GiB of `i32`, too long to time in the appendix's table of
/// limits. [`score_difference`](super::score_difference) answers longer rows
/// in `i128`.
pub const MAX_STONES: usize = (1 << 31) - 1;

/// The most stones the game trees take
/// ([`score_difference_brute_force`](super::score_difference_brute_force),
/// [`score_difference_over_indices`](super::score_difference_over_indices)
/// and [`game_tree_calls`](super::game_tree_calls)).
///
/// The tree of a row of n ≥ 1 stones has 2ⁿ⁻¹ nodes: at 22 stones,
/// 2,097,152, and the tree on the row itself builds a new row of up to 21
/// stones at each. The time measured at this limit is in the book's appendix
/// *Performance*, section *Limits*.
pub const MAX_GAME_TREE_STONES: usize = 22;

/// The most stones the O(n²) recurrence takes
/// ([`difference_table`](super::difference_table) and
/// [`score_difference_recurrence`](super::score_difference_recurrence)).
///
/// It tries every later index from every index, n(n − 1)/2 steps: at 40,000
/// stones, about 8 × 10⁸. The time measured at this limit is in the book's
/// appendix *Performance*, section *Limits*.
pub const MAX_RECURRENCE_STONES: usize = 40_000;

/// The most stones [`optimal_play`](super::optimal_play) and
/// [`position_values`](super::position_values) take.
///
/// They keep a number of 8 bytes per stone (the prefix sums, the values, the
/// best ends), and play keeps a [`Move`](super::Move) of 48 bytes for every
/// move, up to n − 1 of them: at 10⁷ stones, up to 480 MB of moves. Their
/// memory, not their time, sets the limit. The time measured at this limit
/// is in the book's appendix *Performance*, section *Limits*.
pub const MAX_PLAY_STONES: usize = 10_000_000;

/// The most stones [`suffix_max_trace`](super::suffix_max_trace) takes. A
/// trace keeps one step of five numbers per stone; it is for reading, and
/// the method it traces takes up to [`MAX_STONES`]. The time measured at
/// this limit is in the book's appendix *Performance*, section *Limits*.
pub const MAX_TRACE_STONES: usize = 1_000;

/// Why a Stone Game VIII function could not answer.
///
/// A row of fewer than two stones has no move at all (a move merges at
/// least two), and a method with a limit refuses longer rows.
///
/// ```
/// use stone_games::stone_game_viii::{score_difference, Error};
///
/// let error = score_difference(&[5]).unwrap_err();
/// assert_eq!(error, Error::TooFewStones { stones: 1 });
/// assert_eq!(
///     error.to_string(),
///     "a row of 1 stone has no move: a move merges at least two stones"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// The row has fewer than two stones, so the game has no move, and the
    /// rules (n ≥ 2) do not define it.
    TooFewStones {
        /// How many stones the row has: 0 or 1.
        stones: usize,
    },
    /// The row is longer than this method takes.
    TooManyStones {
        /// How many stones the row has.
        stones: usize,
        /// The most stones this method takes.
        limit: usize,
    },
    /// The exercise answer `exercises::score_difference_at_least` was asked
    /// for moves of at least `k < 2` stones: a move that merges one stone
    /// changes nothing, and the game would never end.
    MoveTooSmall {
        /// The least number of stones a move was to merge.
        k: usize,
    },
    /// The answer does not fit in an `i64`. Only a row of more than 2³²
    /// stones (16 GiB of `i32`) can have such an answer: see
    /// [`score_difference`](super::score_difference).
    AnswerOutOfRange,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::TooFewStones { stones } => write!(
                f,
                "a row of {stones} stone{} has no move: a move merges at \
                 least two stones",
                if stones == 1 { "" } else { "s" }
            ),
            Error::TooManyStones { stones, limit } => write!(
                f,
                "this Stone Game VIII method takes at most {limit} stones \
                 and the row has {stones}"
            ),
            Error::MoveTooSmall { k } => write!(
                f,
                "a move must merge at least 2 stones, not {k}: merging fewer \
                 changes nothing"
            ),
            Error::AnswerOutOfRange => write!(
                f,
                "the score difference of this row does not fit in an i64"
            ),
        }
    }
}

impl std::error::Error for Error {}

/// `Ok` when a row of `stones` stones has a move and is within a method's
/// `limit`: the one check every method makes first. (Exercise 5's answer,
/// `exercises::score_difference_at_least`, first checks its `k`, and
/// answers 0 for a row of fewer than `k` stones, which has no move.)
///
/// ```
/// use stone_games::stone_game_viii::{check_stones, Error, MAX_STONES};
///
/// assert_eq!(check_stones(5, MAX_STONES), Ok(()));
/// assert_eq!(
///     check_stones(0, MAX_STONES),
///     Err(Error::TooFewStones { stones: 0 })
/// );
/// ```
///
/// # Errors
///
/// [`Error::TooFewStones`] when `stones < 2`, then
/// [`Error::TooManyStones`] when `stones > limit`.
pub fn check_stones(stones: usize, limit: usize) -> Result<(), Error> {
    if stones < 2 {
        return Err(Error::TooFewStones { stones });
    }
    if stones > limit {
        return Err(Error::TooManyStones { stones, limit });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn too_few_is_checked_before_the_limit() {
        assert_eq!(check_stones(1, 0), Err(Error::TooFewStones { stones: 1 }));
        assert_eq!(
            check_stones(10, 5),
            Err(Error::TooManyStones {
                stones: 10,
                limit: 5
            })
        );
        assert_eq!(check_stones(2, 2), Ok(()));
        assert_eq!(check_stones(5, 5), Ok(()));
    }

    #[test]
    fn the_bound_of_max_stones_holds() {
        // A candidate is at most n * 2^32 in size: below 2^63 up to the
        // limit, and not one stone beyond.
        let bound = (MAX_STONES as u128) << 32;
        assert!(bound < 1 << 63);
        assert!(((MAX_STONES as u128 + 1) << 32) >= 1 << 63);
    }

    #[test]
    fn errors_read_in_words() {
        assert_eq!(
            Error::TooFewStones { stones: 0 }.to_string(),
            "a row of 0 stones has no move: a move merges at least two stones"
        );
        assert!(Error::AnswerOutOfRange.to_string().contains("i64"));
    }
}
