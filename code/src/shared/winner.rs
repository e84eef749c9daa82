//! Who ends ahead: the answer of the games that ask only for the winner.

use std::fmt;
use std::str::FromStr;

use super::Player;

/// Who ends ahead under optimal play, or a tie.
///
/// It prints as LeetCode 1406 answers (`Alice`, `Bob` or `Tie`), and
/// `i32::from` gives LeetCode 1686's number (1, −1 or 0). It sorts in the
/// order declared, `Alice`, `Bob`, `Tie`, so a `BTreeMap` can count the
/// outcomes of many games.
///
/// ```
/// use stone_games::{stone_game_iii, stone_game_vi};
///
/// let third = stone_game_iii::winner(&[1, 2, 3, 7])?;
/// assert_eq!(third.to_string(), "Bob");
/// let sixth = stone_game_vi::winner(&[1, 3], &[2, 1]).unwrap();
/// assert_eq!(i32::from(sixth), 1);
/// assert!(sixth < third);
/// # Ok::<(), stone_game_iii::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Winner {
    /// The first player wins: ends with the higher score, in the games
    /// that score; by the game's rule, in Stone Games IV and IX.
    Alice,
    /// The second player wins, as [`Winner::Alice`] says of the first.
    Bob,
    /// Both end with the same score (never in Stone Games IV and IX).
    Tie,
}

impl Winner {
    /// The winner, from a score difference: Alice's score minus Bob's, of
    /// any integer type the games' differences are kept in (`i64`, or
    /// Stone Game VII's `u64`).
    ///
    /// ```
    /// use stone_games::shared::Winner;
    /// use stone_games::stone_game_vii;
    ///
    /// assert_eq!(Winner::from_difference(-1), Winner::Bob);
    /// assert_eq!(Winner::from_difference(0), Winner::Tie);
    /// let seventh = stone_game_vii::score_difference(&[5, 3, 1, 4, 2])?;
    /// assert_eq!(Winner::from_difference(seventh), Winner::Alice);
    /// # Ok::<(), stone_game_vii::Error>(())
    /// ```
    #[must_use]
    pub fn from_difference(difference: impl Into<i128>) -> Winner {
        match difference.into().signum() {
            1 => Winner::Alice,
            -1 => Winner::Bob,
            _ => Winner::Tie,
        }
    }

    /// The winner, from both totals, of any type they are kept in.
    ///
    /// ```
    /// use stone_games::shared::Winner;
    ///
    /// assert_eq!(Winner::from_totals(9_u64, 8), Winner::Alice);
    /// assert_eq!(Winner::from_totals(-3_i128, -3), Winner::Tie);
    /// ```
    #[must_use]
    pub fn from_totals<T: Ord>(alice: T, bob: T) -> Winner {
        match alice.cmp(&bob) {
            std::cmp::Ordering::Greater => Winner::Alice,
            std::cmp::Ordering::Less => Winner::Bob,
            std::cmp::Ordering::Equal => Winner::Tie,
        }
    }
}

/// The player who won, in the games where one player wins outright.
///
/// ```
/// use stone_games::shared::{Player, Winner};
///
/// assert_eq!(Winner::from(Player::Bob), Winner::Bob);
/// ```
impl From<Player> for Winner {
    fn from(player: Player) -> Winner {
        match player {
            Player::Alice => Winner::Alice,
            Player::Bob => Winner::Bob,
        }
    }
}

/// 1, −1 or 0: the sign of Alice's score minus Bob's, the number LeetCode
/// 1686 asks for.
///
/// ```
/// use stone_games::shared::Winner;
///
/// assert_eq!(i32::from(Winner::Alice), 1);
/// assert_eq!(i32::from(Winner::Bob), -1);
/// assert_eq!(i32::from(Winner::Tie), 0);
/// ```
impl From<Winner> for i32 {
    fn from(winner: Winner) -> i32 {
        match winner {
            Winner::Alice => 1,
            Winner::Bob => -1,
            Winner::Tie => 0,
        }
    }
}

/// `Alice`, `Bob` or `Tie`.
impl fmt::Display for Winner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Winner::Alice => "Alice",
            Winner::Bob => "Bob",
            Winner::Tie => "Tie",
        })
    }
}

/// `Alice`, `Bob` and `Tie`, as they print (LeetCode 1406's answers), in any
/// case (`tie` too), and nothing else.
///
/// ```
/// use stone_games::shared::{NotAWinner, Winner};
///
/// assert_eq!("Tie".parse::<Winner>(), Ok(Winner::Tie));
/// assert_eq!("tie".parse::<Winner>(), Ok(Winner::Tie));
/// let error = "draw".parse::<Winner>().unwrap_err();
/// assert_eq!(error, NotAWinner("draw".into()));
/// assert_eq!(
///     error.to_string(),
///     "shared: \"draw\" is not a winner: Alice, Bob or Tie"
/// );
/// ```
impl FromStr for Winner {
    type Err = NotAWinner;

    fn from_str(word: &str) -> Result<Winner, NotAWinner> {
        [Winner::Alice, Winner::Bob, Winner::Tie]
            .into_iter()
            .find(|winner| word.eq_ignore_ascii_case(&winner.to_string()))
            .ok_or_else(|| NotAWinner(word.into()))
    }
}

/// A word that names no [`Winner`]: the error of parsing one. It holds the
/// word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAWinner(pub String);

impl fmt::Display for NotAWinner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "shared: {:?} is not a winner: Alice, Bob or Tie", self.0)
    }
}

impl std::error::Error for NotAWinner {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_winner_reads_back_what_it_prints_in_any_case_and_nothing_else() {
        for winner in [Winner::Alice, Winner::Bob, Winner::Tie] {
            assert_eq!(winner.to_string().parse::<Winner>(), Ok(winner));
        }
        assert_eq!("alice".parse::<Winner>(), Ok(Winner::Alice));
        assert_eq!("TIE".parse::<Winner>(), Ok(Winner::Tie));
        for word in ["", "Alic", "Tie ", "Draw", "1"] {
            let error = word.parse::<Winner>().unwrap_err();
            assert_eq!(error, NotAWinner(word.into()));
            assert_eq!(
                error.to_string(),
                format!("shared: {word:?} is not a winner: Alice, Bob or Tie")
            );
        }
    }

    #[test]
    fn the_winner_is_the_sign_of_the_difference_at_every_width() {
        assert_eq!(Winner::from_difference(1_i8), Winner::Alice);
        assert_eq!(Winner::from_difference(i64::MIN), Winner::Bob);
        assert_eq!(Winner::from_difference(u64::MAX), Winner::Alice);
        assert_eq!(Winner::from_difference(i128::MAX), Winner::Alice);
        assert_eq!(Winner::from_difference(0_u32), Winner::Tie);
        assert_eq!(Winner::from_difference(-1_i32), Winner::Bob);
    }

    #[test]
    fn the_winner_of_two_totals_has_the_larger_and_equal_totals_tie() {
        assert_eq!(Winner::from_totals(1_u32, 0), Winner::Alice);
        assert_eq!(Winner::from_totals(0_u32, 1), Winner::Bob);
        assert_eq!(Winner::from_totals(u64::MAX, u64::MAX), Winner::Tie);
        assert_eq!(Winner::from_totals(i128::MIN, i128::MIN + 1), Winner::Bob);
        assert_eq!(Winner::from_totals(-2_i64, -3), Winner::Alice);
    }
}
