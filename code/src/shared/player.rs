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
