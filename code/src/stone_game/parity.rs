//! The parity (chessboard) strategy, and the check that it never loses on even
//! rows, and wins on those whose total is odd.

use super::error::{
    check_len, MAX_LEN, MAX_PARITY_CHECK_ROWS, MAX_PARITY_SEARCH_LEN,
    MAX_TABLE_LEN,
};
use super::{optimal_end, score_table, End, Error};

/// The colour of a position in the row, as on a chessboard: positions 0, 2, 4,
/// ... are [`Colour::Even`], positions 1, 3, 5, ... are [`Colour::Odd`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// Positions 0, 2, 4, ...
    Even,
    /// Positions 1, 3, 5, ...
    Odd,
}

impl Colour {
    /// The colour of position `index`.
    ///
    /// ```
    /// use stone_games::stone_game::book::Colour;
    ///
    /// assert_eq!(Colour::of(0), Colour::Even);
    /// assert_eq!(Colour::of(3), Colour::Odd);
    /// ```
    #[must_use]
    pub fn of(index: usize) -> Colour {
        if index % 2 == 0 {
            Colour::Even
        } else {
            Colour::Odd
        }
    }
}

/// The stones on the even positions of the row and on its odd positions:
/// `(even, odd)`. The sums are `u64`, which every row of up to [`MAX_LEN`]
/// piles fits.
///
/// ```
/// use stone_games::stone_game::book::colour_totals;
///
/// assert_eq!(colour_totals(&[5, 3, 4, 5])?, (9, 8)); // 5 + 4, 3 + 5
/// assert_eq!(colour_totals(&[])?, (0, 0));
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::TooLong`] for a row longer than [`MAX_LEN`].
pub fn colour_totals(piles: &[u32]) -> Result<(u64, u64), Error> {
    check_len("colour_totals", piles.len(), MAX_LEN)?;
    let total = |start: usize| -> u64 {
        piles
            .iter()
            .skip(start)
            .step_by(2)
            .map(|&p| u64::from(p))
            .sum()
    };
    Ok((total(0), total(1)))
}

/// The first player's chessboard strategy on a row with an even number of
/// piles: pick the colour whose piles hold more stones, then always take the
/// end pile of that colour.
///
/// ```
/// use stone_games::stone_game::{book::{Colour, ParityStrategy}, End};
///
/// // even 5 + 4 = 9, odd 3 + 5 = 8
/// let strategy = ParityStrategy::for_row(&[5, 3, 4, 5])?;
/// assert_eq!(strategy.colour(), Colour::Even);
/// assert_eq!(strategy.choose(0), End::Left); // piles 0..4: pile 0 is even
/// assert_eq!(strategy.choose(1), End::Right); // piles 1..3: pile 2 is even
///
/// // A tie takes the even piles.
/// let tie = ParityStrategy::for_row(&[2, 1, 1, 2])?;
/// assert_eq!(tie.colour(), Colour::Even);
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
// ANCHOR: parity_strategy
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParityStrategy {
    colour: Colour,
}

impl ParityStrategy {
    /// Choose the colour with more stones (even on a tie).
    ///
    /// # Errors
    ///
    /// [`Error::OddNumberOfPiles`] when the row has an odd number of piles,
    /// where no colouring gives the first player every pile of one colour;
    /// [`Error::TooLong`] past [`MAX_LEN`], as [`colour_totals`].
    pub fn for_row(piles: &[u32]) -> Result<ParityStrategy, Error> {
        check_len("ParityStrategy::for_row", piles.len(), MAX_LEN)?;
        if piles.len() % 2 != 0 {
            return Err(Error::OddNumberOfPiles { len: piles.len() });
        }
        let (even, odd) = colour_totals(piles)?;
        let colour = if even >= odd {
            Colour::Even
        } else {
            Colour::Odd
        };
        Ok(ParityStrategy { colour })
    }

    /// The colour this strategy collects.
    #[must_use]
    pub fn colour(&self) -> Colour {
        self.colour
    }

    /// The end to take when the piles from position `lo` on remain. On our
    /// turns an even number of piles remain, so the two end piles have
    /// different colours: if the left one (`lo`) is not ours, the right one is.
    #[must_use]
    pub fn choose(&self, lo: usize) -> End {
        if Colour::of(lo) == self.colour {
            End::Left
        } else {
            End::Right
        }
    }
}
// ANCHOR_END: parity_strategy

/// The stones each side ends with when the parity strategy plays first against
/// an opponent who plays optimally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParityOutcome {
    /// Stones collected by the parity strategy (the first player).
    pub parity: u64,
    /// Stones collected by the optimal opponent.
    pub opponent: u64,
}

impl ParityOutcome {
    /// The parity strategy's stones minus the opponent's, in 128 bits so that
    /// it is exact for any two totals.
    ///
    /// ```
    /// use stone_games::stone_game::book::ParityOutcome;
    ///
    /// let outcome = ParityOutcome { parity: 5, opponent: 4 };
    /// assert_eq!(outcome.margin(), 1);
    /// let extreme = ParityOutcome { parity: 0, opponent: u64::MAX };
    /// assert_eq!(extreme.margin(), -i128::from(u64::MAX));
    /// ```
    #[must_use]
    pub fn margin(&self) -> i128 {
        i128::from(self.parity) - i128::from(self.opponent)
    }
}

/// Play the parity strategy first against an optimal opponent, to the end.
///
/// The opponent moves with [`optimal_end`]: the best reply to anything, not
/// only to the parity strategy.
///
/// # Errors
///
/// [`Error::OddNumberOfPiles`] for a row with an odd number of piles;
/// [`Error::TooLong`] when the opponent's table would be too large (more
/// than [`MAX_TABLE_LEN`](super::MAX_TABLE_LEN) piles).
///
/// ```
/// use stone_games::stone_game::book::play_parity_against_optimal;
///
/// let outcome = play_parity_against_optimal(&[2, 1, 2, 4])?;
/// assert_eq!((outcome.parity, outcome.opponent), (5, 4)); // piles 1 and 3
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: `optimal_end` names an end of a row that still \
             has a pile"
)]
// ANCHOR: play_parity
pub fn play_parity_against_optimal(
    piles: &[u32],
) -> Result<ParityOutcome, Error> {
    check_len("play_parity_against_optimal", piles.len(), MAX_TABLE_LEN)?;
    let strategy = ParityStrategy::for_row(piles)?;
    let table = score_table(piles)?;
    let mut outcome = ParityOutcome {
        parity: 0,
        opponent: 0,
    };
    let mut row = 0..piles.len(); // the positions of the piles still in the row
    let mut parity_to_move = true;
    while let Some(best_reply) = optimal_end(&table, row.clone()) {
        let end = if parity_to_move {
            strategy.choose(row.start)
        } else {
            best_reply
        };
        let index = end.take(&mut row).expect("optimal_end found a pile");
        if parity_to_move {
            outcome.parity += u64::from(piles[index]);
        } else {
            outcome.opponent += u64::from(piles[index]);
        }
        parity_to_move = !parity_to_move;
    }
    Ok(outcome)
}
// ANCHOR_END: play_parity

/// The smallest margin the parity strategy can end with, against **any**
/// opponent: every reply the opponent could make is tried.
///
/// The search branches only on the opponent's moves: 2^(n/2) games on a row of
/// n piles. It is exponential, so it is for short rows.
///
/// # Errors
///
/// [`Error::OddNumberOfPiles`] for a row with an odd number of piles;
/// [`Error::TooLong`] for rows longer than [`MAX_PARITY_SEARCH_LEN`].
///
/// ```
/// use stone_games::stone_game::book::parity_worst_case_margin;
///
/// assert_eq!(parity_worst_case_margin(&[2, 1, 2, 4]), Ok(1));
/// ```
pub fn parity_worst_case_margin(piles: &[u32]) -> Result<i64, Error> {
    check_len(
        "parity_worst_case_margin",
        piles.len(),
        MAX_PARITY_SEARCH_LEN,
    )?;
    let strategy = ParityStrategy::for_row(piles)?;
    Ok(worst_case(piles, strategy, 0, piles.len(), true))
}

// ANCHOR: worst_case
/// The parity strategy's margin from here on, when the opponent picks whatever
/// is worst for it.
fn worst_case(
    piles: &[u32],
    strategy: ParityStrategy,
    lo: usize,
    hi: usize,
    parity_to_move: bool,
) -> i64 {
    if lo == hi {
        return 0;
    }
    let take_left = |sign: i64| {
        sign * i64::from(piles[lo])
            + worst_case(piles, strategy, lo + 1, hi, !parity_to_move)
    };
    let take_right = |sign: i64| {
        sign * i64::from(piles[hi - 1])
            + worst_case(piles, strategy, lo, hi - 1, !parity_to_move)
    };
    if parity_to_move {
        match strategy.choose(lo) {
            End::Left => take_left(1),
            End::Right => take_right(1),
        }
    } else {
        take_left(-1).min(take_right(-1))
    }
}
// ANCHOR_END: worst_case

/// What [`check_parity_strategy`] found: how many rows it played, the
/// smallest margin the parity strategy ended with over all of them (0 as soon
/// as one row ties, such as `[1, 1]`; a row whose total is odd gives at least
/// 1), and the first row that broke the theorem, if one did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParityCheck {
    /// How many rows were played.
    pub rows: u64,
    /// The smallest final margin seen (stones of the parity strategy minus the
    /// opponent's); the empty row, always played, has margin 0.
    pub smallest_margin: u64,
    /// The first row on which the parity strategy did not end with the
    /// margin the theorem promises; the check stops there. `None` when the
    /// theorem held on every row.
    pub counterexample: Option<Vec<u32>>,
}

/// The theorem, checked on every case: for every row with an even number of
/// piles, at most `max_len` piles and pile sizes `1..=max_value`, play the
/// parity strategy against the optimal opponent, and against every possible
/// opponent, and check that its margin is exactly |even sum − odd sum| each
/// time, and so positive whenever the total number of stones is odd.
///
/// Returns what was checked, with the first row where that fails, if one
/// does, in [`ParityCheck::counterexample`].
///
/// # Errors
///
/// [`Error::TooLong`] when `max_len` is larger than
/// [`MAX_PARITY_SEARCH_LEN`], and [`Error::TooManyRows`] when there are more
/// than [`MAX_PARITY_CHECK_ROWS`] rows to play ([`parity_check_rows`]),
/// before any row is played. With `max_value == 0` there is no pile size to
/// choose from, and only the empty row is played.
///
/// ```
/// use stone_games::stone_game::book::check_parity_strategy;
///
/// let check = check_parity_strategy(4, 3)?;
/// assert_eq!(check.rows, 1 + 9 + 81); // lengths 0, 2 and 4
/// assert_eq!(check.counterexample, None);
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
// ANCHOR: check_parity
pub fn check_parity_strategy(
    max_len: usize,
    max_value: u32,
) -> Result<ParityCheck, Error> {
    let max_len = if max_value == 0 { 0 } else { max_len }; // no pile size
    check_len("check_parity_strategy", max_len, MAX_PARITY_SEARCH_LEN)?;
    let rows = parity_check_rows(max_len, max_value);
    if rows > MAX_PARITY_CHECK_ROWS {
        let limit = MAX_PARITY_CHECK_ROWS;
        return Err(Error::TooManyRows {
            function: "check_parity_strategy",
            rows,
            limit,
        });
    }
    let mut check = ParityCheck {
        rows: 0,
        smallest_margin: u64::MAX,
        counterexample: None,
    };
    for len in (0..=max_len).step_by(2) {
        let mut piles = vec![1; len];
        loop {
            let against_optimal = play_parity_against_optimal(&piles)?;
            let against_anyone = parity_worst_case_margin(&piles)?;
            let (even, odd) = colour_totals(&piles)?;
            // An odd total makes the colours differ: a positive promise.
            let promised = even.abs_diff(odd);
            if against_optimal.margin() != i128::from(promised)
                || i128::from(against_anyone) != i128::from(promised)
            {
                check.counterexample = Some(piles);
                return Ok(check);
            }
            check.rows += 1;
            check.smallest_margin = check.smallest_margin.min(promised);
            if !next_row(&mut piles, max_value) {
                break;
            }
        }
    }
    Ok(check)
}

/// Step `piles` to the next row, counting like an odometer with digits
/// `1..=max_value`; false after the last row.
fn next_row(piles: &mut [u32], max_value: u32) -> bool {
    for pile in piles.iter_mut() {
        if *pile < max_value {
            *pile += 1;
            return true;
        }
        *pile = 1;
    }
    false
}
// ANCHOR_END: check_parity

/// How many rows [`check_parity_strategy`] plays when asked for rows of up to
/// `max_len` piles of `1..=max_value` stones: every row of an even length, the
/// empty one included, `u64::MAX` for that many or more.
///
/// ```
/// use stone_games::stone_game::book::parity_check_rows;
///
/// assert_eq!(parity_check_rows(4, 3), 1 + 9 + 81);
/// assert_eq!(parity_check_rows(8, 0), 1); // only the empty row
/// assert_eq!(parity_check_rows(usize::MAX, 2), u64::MAX);
/// assert_eq!(parity_check_rows(usize::MAX, 1), (usize::MAX / 2) as u64 + 1);
/// ```
#[must_use]
pub fn parity_check_rows(max_len: usize, max_value: u32) -> u64 {
    let lengths = (max_len / 2) as u64 + 1; // 0, 2, ..., the even lengths
    match max_value {
        0 => 1,       // no pile size: only the empty row
        1 => lengths, // one row of each length
        // max_value^len grows at least as fast as 2^len: past 64 lengths
        // (and long before) the sum saturates.
        _ => (0..lengths.min(64)).fold(0_u64, |rows, k| {
            let len = u32::try_from(2 * k).unwrap_or(u32::MAX);
            rows.saturating_add(u64::from(max_value).saturating_pow(len))
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone_game::score_difference;

    #[test]
    fn the_parity_strategy_never_loses_on_even_rows_up_to_eight_piles() {
        let check = check_parity_strategy(8, 4)
            .expect("the parity strategy never falls short");
        assert_eq!(check.rows, 1 + 16 + 256 + 4096 + 65536);
        // e.g. [] and [1, 1]: the theorem needs an odd total
        assert_eq!(check.smallest_margin, 0);
    }

    #[test]
    fn collecting_the_smaller_colour_loses() {
        // The search can report a loss: collecting the colour with fewer
        // stones loses.
        let wrong_colour = ParityStrategy {
            colour: Colour::Even,
        };
        assert_eq!(worst_case(&[1, 9], wrong_colour, 0, 2, true), -8);
        assert_eq!(parity_worst_case_margin(&[1, 9]), Ok(8));
    }

    #[test]
    fn odd_rows_have_no_parity_strategy() {
        assert_eq!(
            ParityStrategy::for_row(&[1, 5, 2]),
            Err(Error::OddNumberOfPiles { len: 3 })
        );
        assert_eq!(score_difference(&[1, 5, 2]), Ok(-2));
    }

    #[test]
    fn parity_wins_but_not_by_the_most() {
        let outcome = play_parity_against_optimal(&[2, 1, 2, 4]).unwrap();
        assert_eq!(outcome.margin(), 1);
        assert_eq!(score_difference(&[2, 1, 2, 4]), Ok(3));
    }

    #[test]
    fn a_size_error_is_not_a_counterexample() {
        let too_long = MAX_PARITY_SEARCH_LEN + 2;
        assert_eq!(
            check_parity_strategy(too_long, 1),
            Err(Error::TooLong {
                function: "check_parity_strategy",
                len: too_long,
                limit: MAX_PARITY_SEARCH_LEN
            })
        );
        // 1 + 10^2 + 10^4 + 10^6 rows: one past the limit.
        assert_eq!(
            check_parity_strategy(6, 10),
            Err(Error::TooManyRows {
                function: "check_parity_strategy",
                rows: 1_010_101,
                limit: MAX_PARITY_CHECK_ROWS
            })
        );
        assert!(matches!(
            check_parity_strategy(usize::MAX, u32::MAX),
            Err(Error::TooLong { .. })
        ));
    }

    #[test]
    fn no_request_plays_exactly_the_limits_rows() {
        // So the refusal's `>` and a `>=` agree on every request
        // (tests/mutants/survivors.md). Past 1,000 stones, two piles alone
        // make more rows (1 + v²), and no pile makes one.
        for max_len in (0..=MAX_PARITY_SEARCH_LEN).step_by(2) {
            for max_value in 1..=1_000 {
                let rows = parity_check_rows(max_len, max_value);
                assert_ne!(
                    rows, MAX_PARITY_CHECK_ROWS,
                    "{max_len}, {max_value}"
                );
            }
        }
    }

    #[test]
    fn no_pile_size_means_only_the_empty_row() {
        let only_the_empty_row = ParityCheck {
            rows: 1,
            smallest_margin: 0,
            counterexample: None,
        };
        assert_eq!(check_parity_strategy(0, 0), Ok(only_the_empty_row.clone()));
        assert_eq!(
            check_parity_strategy(usize::MAX, 0),
            Ok(only_the_empty_row)
        );
        assert_eq!(parity_check_rows(usize::MAX, 0), 1);
    }
}
