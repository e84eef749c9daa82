//! The end of the row a move takes from, in the games played at both ends.

use std::fmt;
use std::ops::Range;
use std::str::FromStr;

/// The end of the row a pile or stone is taken from, in the games whose
/// moves take from either end of a row (Stone Game and Stone Game VII, which
/// each re-export it). `Left` sorts before `Right`, so that every game's
/// choices can be sorted (V's `Cut` sorts by where it cuts, then by the part
/// kept).
///
/// ```
/// use stone_games::shared::End;
///
/// assert_eq!(End::Right.to_string(), "right");
/// assert_eq!("left".parse::<End>(), Ok(End::Left));
/// assert!(End::Left < End::Right);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
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

    /// The moves of a game played from both ends of `row`, the positions
    /// still in it: both ends while two are left or more, the left end
    /// alone when one is (both would take it), none when it is empty. The
    /// `choices` of Stone Game's and Stone Game VII's positions.
    pub(crate) fn choices(row: &Range<usize>) -> Vec<End> {
        match row.len() {
            0 => vec![],
            1 => vec![End::Left],
            _ => vec![End::Left, End::Right],
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

/// Reads back what `Display` writes, `left` or `right`, in any case
/// (`Left` too), and nothing else.
///
/// ```
/// use stone_games::shared::End;
///
/// for end in [End::Left, End::Right] {
///     assert_eq!(end.to_string().parse::<End>(), Ok(end));
/// }
/// assert_eq!("Left".parse::<End>(), Ok(End::Left));
/// let error = "up".parse::<End>().unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "shared: \"up\" is not a side of the row: left or right"
/// );
/// ```
impl FromStr for End {
    type Err = NotASide;

    fn from_str(word: &str) -> Result<End, NotASide> {
        NotASide::read(word, End::Left, End::Right)
    }
}

/// A word that names neither side of a row: the error of parsing an
/// [`End`] or Stone Game V's [`Part`](crate::stone_game_v::Part), whose
/// `Display` writes `left` or `right` and whose `FromStr` reads them back.
/// It holds the word.
///
/// ```
/// use stone_games::shared::{End, NotASide};
///
/// assert_eq!("up".parse::<End>(), Err(NotASide("up".into())));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotASide(pub String);

impl NotASide {
    /// `left` for the word `left`, `right` for `right`, in any case, and the
    /// error for any other: the one reading of a side, for every `FromStr`
    /// of one.
    pub(crate) fn read<T>(
        word: &str,
        left: T,
        right: T,
    ) -> Result<T, NotASide> {
        if word.eq_ignore_ascii_case("left") {
            Ok(left)
        } else if word.eq_ignore_ascii_case("right") {
            Ok(right)
        } else {
            Err(NotASide(word.into()))
        }
    }
}

impl fmt::Display for NotASide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "shared: {:?} is not a side of the row: left or right",
            self.0
        )
    }
}

impl std::error::Error for NotASide {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_offers_both_ends_from_two_positions_and_the_left_at_one() {
        assert_eq!(End::choices(&(3..3)), []);
        assert_eq!(End::choices(&(3..4)), [End::Left]);
        assert_eq!(End::choices(&(3..5)), [End::Left, End::Right]);
    }

    #[test]
    fn an_end_reads_back_what_it_prints_in_any_case_and_nothing_else() {
        for end in [End::Left, End::Right] {
            assert_eq!(end.to_string().parse::<End>(), Ok(end));
        }
        assert_eq!("Left".parse::<End>(), Ok(End::Left));
        assert_eq!("RIGHT".parse::<End>(), Ok(End::Right));
        for word in ["", "l", " left", "lefts", "up"] {
            let error = word.parse::<End>().unwrap_err();
            assert_eq!(error, NotASide(word.into()));
            assert_eq!(
                error.to_string(),
                format!(
                    "shared: {word:?} is not a side of the row: left or right"
                )
            );
        }
    }
}
