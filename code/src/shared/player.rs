use std::fmt;
use std::str::FromStr;

/// One of the two players. Alice moves first, and sorts first, so a
/// `Player` can key a `BTreeMap`.
///
/// ```
/// use stone_games::shared::Player;
///
/// assert_eq!(Player::Alice.other(), Player::Bob);
/// assert_eq!(Player::Bob.to_string(), "Bob");
/// assert!(Player::Alice < Player::Bob);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Player {
    /// The first player.
    Alice,
    /// The second player.
    Bob,
}

impl Player {
    /// The player who moves after this one.
    ///
    /// ```
    /// use stone_games::shared::Player;
    ///
    /// assert_eq!(Player::Bob.other(), Player::Alice);
    /// ```
    #[must_use]
    pub fn other(self) -> Player {
        match self {
            Player::Alice => Player::Bob,
            Player::Bob => Player::Alice,
        }
    }

    /// Of two things, Alice's and Bob's, this player's: with `&mut` totals,
    /// the total to credit.
    ///
    /// ```
    /// use stone_games::shared::Player;
    ///
    /// let (mut alice, mut bob) = (5, 3);
    /// *Player::Bob.pick(&mut alice, &mut bob) += 4;
    /// assert_eq!((alice, bob), (5, 7));
    /// assert_eq!(Player::Alice.pick("left", "right"), "left");
    /// ```
    #[must_use]
    pub fn pick<T>(self, alices: T, bobs: T) -> T {
        match self {
            Player::Alice => alices,
            Player::Bob => bobs,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::Alice => "Alice",
            Player::Bob => "Bob",
        })
    }
}

/// `Alice` and `Bob`, as they print, in any case (`bob` too), and nothing
/// else, as [`End`](super::End) reads a side.
///
/// ```
/// use stone_games::shared::{NotAPlayer, Player};
///
/// assert_eq!("Bob".parse::<Player>(), Ok(Player::Bob));
/// assert_eq!("bob".parse::<Player>(), Ok(Player::Bob));
/// assert_eq!("Bo".parse::<Player>(), Err(NotAPlayer("Bo".into())));
/// ```
impl FromStr for Player {
    type Err = NotAPlayer;

    fn from_str(word: &str) -> Result<Player, NotAPlayer> {
        [Player::Alice, Player::Bob]
            .into_iter()
            .find(|player| word.eq_ignore_ascii_case(&player.to_string()))
            .ok_or_else(|| NotAPlayer(word.into()))
    }
}

/// A word that names neither player: the error of parsing a [`Player`].
/// It holds the word.
///
/// ```
/// use stone_games::shared::{NotAPlayer, Player};
///
/// let error = "Carol".parse::<Player>().unwrap_err();
/// assert_eq!(error, NotAPlayer("Carol".into()));
/// assert_eq!(
///     error.to_string(),
///     "shared: \"Carol\" is not a player: Alice or Bob"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAPlayer(pub String);

impl fmt::Display for NotAPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "shared: {:?} is not a player: Alice or Bob", self.0)
    }
}

impl std::error::Error for NotAPlayer {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_reads_back_what_it_prints_in_any_case_and_nothing_else() {
        for player in [Player::Alice, Player::Bob] {
            assert_eq!(player.to_string().parse::<Player>(), Ok(player));
        }
        assert_eq!("alice".parse::<Player>(), Ok(Player::Alice));
        assert_eq!("BOB".parse::<Player>(), Ok(Player::Bob));
        for word in ["", "Alic", " Bob", "Tie", "Carol"] {
            let error = word.parse::<Player>().unwrap_err();
            assert_eq!(error, NotAPlayer(word.into()));
            assert_eq!(
                error.to_string(),
                format!("shared: {word:?} is not a player: Alice or Bob")
            );
        }
    }
}
