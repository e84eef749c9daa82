//! The one length check of every game that takes a row.

use std::fmt;

/// A row longer than `function` takes. Every game that takes a row turns it
/// into its own `Error::TooLong`, with the same fields, through `From`: so
/// `check_len(..)?` returns the game's error.
///
/// ```
/// use stone_games::shared::TooLong;
/// use stone_games::stone_game_ii::Error;
///
/// let refused = TooLong { function: "max_stones", len: 9, limit: 8 };
/// assert_eq!(
///     Error::from(refused),
///     Error::TooLong { function: "max_stones", len: 9, limit: 8 }
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLong {
    /// The function that refused the row.
    pub function: &'static str,
    /// How long the row is.
    pub len: usize,
    /// The longest row `function` takes.
    pub limit: usize,
}

/// Says which function refused how long a row, and its limit, as each game's
/// `Error::TooLong` does without the game's name:
///
/// ```
/// use stone_games::shared::TooLong;
///
/// let refused = TooLong { function: "prefix_sums", len: 9, limit: 8 };
/// assert_eq!(
///     refused.to_string(),
///     "prefix_sums takes a row of at most 8 values, and the row has 9"
/// );
/// ```
impl fmt::Display for TooLong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let TooLong {
            function,
            len,
            limit,
        } = self;
        write!(
            f,
            "{function} takes a row of at most {limit} values, and the row has \
             {len}"
        )
    }
}

impl std::error::Error for TooLong {}

/// `Ok` when a row of `len` is within `function`'s `limit`: every function
/// that limits its row checks it with this before it reads the row (or
/// through a check that calls this, as III's `check_steps`), under its own
/// name, and `?` turns the refusal into its game's `Error::TooLong`. A
/// function that calls another with the same limit checks first all the same
/// (`alice_wins` before `score_difference`): the error then names the function
/// the caller called, at the cost of one comparison. Each game's `book` but
/// Stone Game IV's (whose input is a number) re-exports it, for the chapters'
/// listings.
///
/// ```
/// use stone_games::shared::{check_len, TooLong};
///
/// assert_eq!(check_len("max_stones", 8, 8), Ok(()));
/// assert_eq!(
///     check_len("max_stones", usize::MAX, 8),
///     Err(TooLong { function: "max_stones", len: usize::MAX, limit: 8 })
/// );
/// ```
///
/// # Errors
///
/// [`TooLong`] when `len > limit`.
pub fn check_len(
    function: &'static str,
    len: usize,
    limit: usize,
) -> Result<(), TooLong> {
    if len > limit {
        return Err(TooLong {
            function,
            len,
            limit,
        });
    }
    Ok(())
}

/// Writes `impl From<TooLong> for $error`, which makes `?` on [`check_len`]
/// return the game's own `$error::TooLong`, with the same fields. Each game
/// that takes a row calls it once, after its `Error`; the public-API list
/// reads what it writes (`book_tools::api`, which expands a macro of one
/// rule over one name).
macro_rules! from_too_long {
    ($error:ident) => {
        impl From<$crate::shared::TooLong> for $error {
            fn from(refused: $crate::shared::TooLong) -> Self {
                let $crate::shared::TooLong {
                    function,
                    len,
                    limit,
                } = refused;
                $error::TooLong {
                    function,
                    len,
                    limit,
                }
            }
        }
    };
}
pub(crate) use from_too_long;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limit_is_the_longest_row_taken() {
        let f = "score_difference";
        let refused = |len| TooLong {
            function: f,
            len,
            limit: 5,
        };
        assert_eq!(check_len(f, 0, 0), Ok(()));
        assert_eq!(check_len(f, 5, 5), Ok(()));
        assert_eq!(check_len(f, 6, 5), Err(refused(6)));
        assert_eq!(check_len(f, usize::MAX, 5), Err(refused(usize::MAX)));
        assert_eq!(check_len(f, usize::MAX, usize::MAX), Ok(()));
    }

    #[test]
    fn a_refusal_says_the_function_the_limit_and_the_length() {
        let refused = check_len("prefix_sums", usize::MAX, 8).unwrap_err();
        let error: &dyn std::error::Error = &refused;
        assert_eq!(
            error.to_string(),
            format!(
                "prefix_sums takes a row of at most 8 values, and the row \
                 has {}",
                usize::MAX
            )
        );
    }
}
