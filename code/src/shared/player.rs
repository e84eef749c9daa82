use std::fmt;

/// One of the two players. Alice moves first.
///
/// ```
/// use stone_games::shared::Player;
///
/// assert_eq!(Player::Alice.other(), Player::Bob);
/// assert_eq!(Player::Bob.to_string(), "Bob");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    pub fn other(self) -> Player {
        match self {
            Player::Alice => Player::Bob,
            Player::Bob => Player::Alice,
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
