//! The end of the row a move takes from, in the games played at both ends.

use std::fmt;
use std::ops::Range;

/// The end of the row a pile or stone is taken from, in the games whose
/// moves take from either end of a row (Stone Game and Stone Game VII, which
/// each re-export it).
///
/// ```
/// use stone_games::shared::End;
///
/// assert_eq!(End::Right.to_string(), "right");
/// assert_ne!(End::Left, End::Right);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum End {
    /// The first pile or stone still in the row.
    Left,
    /// The last pile or stone still in the row.
    Right,
}

impl End {
    /// Take the pile or stone at this end of `row`, the positions still in
    /// the row: `row` loses that position, which is returned. `None` when
    /// the row is empty.
    ///
    /// ```
    /// use stone_games::shared::End;
    ///
    /// let mut row = 0..4;
    /// assert_eq!(End::Right.take(&mut row), Some(3));
    /// assert_eq!(End::Left.take(&mut row), Some(0));
    /// assert_eq!(row, 1..3);
    /// assert_eq!(End::Left.take(&mut (2..2)), None);
    /// ```
    pub fn take(self, row: &mut Range<usize>) -> Option<usize> {
        match self {
            End::Left => row.next(),
            End::Right => row.next_back(),
        }
    }
}

impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            End::Left => "left",
            End::Right => "right",
        })
    }
}
