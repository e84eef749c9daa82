use std::fmt;

/// Why a Stone Game function could not answer.
///
/// Every row of piles is a game, so the only errors are about size: a method that keeps a
/// table of all intervals refuses rows it could not hold in memory, a recursive method
/// refuses rows that would overflow the stack, and the parity strategy only exists for rows
/// with an even number of piles.
///
/// ```
/// use stone_games::stone_game::{score_table, Error, MAX_TABLE_PILES};
///
/// let piles = vec![1; MAX_TABLE_PILES + 1];
/// let error = score_table(&piles).unwrap_err();
/// assert_eq!(error, Error::TooManyPiles { piles: MAX_TABLE_PILES + 1, limit: MAX_TABLE_PILES });
/// println!("{error}");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// The row is longer than this method takes: a table of every interval would not fit in
    /// memory ([`MAX_TABLE_PILES`](super::MAX_TABLE_PILES)), or a recursion as deep as the row
    /// would not fit on the stack ([`MAX_RECURSION_PILES`](super::MAX_RECURSION_PILES)).
    /// [`score_difference`](super::score_difference) handles rows of any length.
    TooManyPiles {
        /// How many piles the row has.
        piles: usize,
        /// The most piles a table method accepts.
        limit: usize,
    },
    /// The parity strategy needs an even number of piles, so that the two ends of the row
    /// always have different colours on the first player's turn.
    OddNumberOfPiles {
        /// How many piles the row has.
        piles: usize,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::TooManyPiles { piles, limit } => write!(
                f,
                "this method takes at most {limit} piles and the row has {piles} \
                 (score_difference takes any number)"
            ),
            Error::OddNumberOfPiles { piles } => write!(
                f,
                "the parity strategy needs an even number of piles, and this row has {piles}"
            ),
        }
    }
}

impl std::error::Error for Error {}
