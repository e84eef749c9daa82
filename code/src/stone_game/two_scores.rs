//! Tracking both players' totals instead of their difference: right, but
//! heavier.

use super::{
    book::{table_for_row, MAX_TWO_SCORES_LEN},
    check_len, End, Error, Table,
};
use crate::shared::on_a_big_stack;

/// Both players' totals at the end of a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Scores {
    /// Alice's stones.
    pub alice: u64,
    /// Bob's stones.
    pub bob: u64,
}

/// Both players' totals under optimal play, computed by tracking the two totals
/// and whose turn it is, instead of one difference.
///
/// It gives the same answer as [`score_difference`](super::score_difference),
/// at a cost: the pile must be credited to the player who takes it, so the code
/// branches on the turn twice (to credit the pile, and to choose the move), and
/// every memo cell has room for the two totals of each player who might be to
/// move, four numbers where the difference needs one. On a given row the turn
/// follows from the interval (Alice moves when an even number of piles is
/// gone), so one of the two slots of each cell is never used.
///
/// # Errors
///
/// [`Error::TooLong`] when the memo would take more than
/// [`MAX_TABLE_BYTES`](super::book::MAX_TABLE_BYTES): rows of more than
/// [`MAX_TWO_SCORES_LEN`] piles (48 bytes a cell).
///
/// ```
/// use stone_games::stone_game::book::{scores_with_turn, Scores};
///
/// let scores = scores_with_turn(&[5, 3, 4, 5]);
/// assert_eq!(scores, Ok(Scores { alice: 9, bob: 8 }));
/// ```
///
/// # Panics
///
#[doc = include_str!("../shared/big_stack.md")]
pub fn scores_with_turn(piles: &[u32]) -> Result<Scores, Error> {
    check_len("scores_with_turn", piles.len(), MAX_TWO_SCORES_LEN)?;
    scores_choosing_by(piles, mover_keeps_best)
}

/// The right [`Chooser`]: of the totals that taking the left pile and taking
/// the right pile lead to, the mover picks the move whose totals are better for
/// *the mover* (the left one on a tie).
///
/// ```
/// use stone_games::stone_game::{book::{mover_keeps_best, Scores}, End};
///
/// let left = Scores { alice: 9, bob: 8 };
/// let right = Scores { alice: 10, bob: 7 };
/// assert_eq!(mover_keeps_best(true, left, right), End::Right); // Alice: 10
/// assert_eq!(mover_keeps_best(false, left, right), End::Left); // Bob: 8
/// ```
#[must_use]
// ANCHOR: mover_keeps_best
pub fn mover_keeps_best(
    alice_to_move: bool,
    left: Scores,
    right: Scores,
) -> End {
    let (mine_if_left, mine_if_right) = if alice_to_move {
        (left.alice, right.alice)
    } else {
        (left.bob, right.bob)
    };
    if mine_if_left >= mine_if_right {
        End::Left
    } else {
        End::Right
    }
}
// ANCHOR_END: mover_keeps_best

/// How the player to move picks between its two moves, given the final totals
/// each leads to: `choose(alice_to_move, if_left, if_right)` returns the end to
/// take. It returns a move, not totals, so that it cannot invent a result that
/// neither move leads to.
pub type Chooser = fn(alice_to_move: bool, left: Scores, right: Scores) -> End;

/// Both totals at the end of the game when every move is picked by `choose`.
///
/// With [`mover_keeps_best`] this is optimal play, [`scores_with_turn`]. The
/// recursion goes one call deeper per pile taken, so it runs on a thread whose
/// stack is sized for the row.
///
/// # Errors
///
/// As [`scores_with_turn`].
///
/// ```
/// use stone_games::stone_game::book::{
///     mover_keeps_best, scores_choosing_by, Scores,
/// };
///
/// let scores = scores_choosing_by(&[3, 7, 2, 3], mover_keeps_best);
/// assert_eq!(scores, Ok(Scores { alice: 10, bob: 5 }));
/// ```
///
/// # Panics
///
#[doc = include_str!("../shared/big_stack.md")]
pub fn scores_choosing_by(
    piles: &[u32],
    choose: Chooser,
) -> Result<Scores, Error> {
    check_len("scores_choosing_by", piles.len(), MAX_TWO_SCORES_LEN)?;
    let mut memo = table_for_row(piles, [None; 2])?;
    Ok(on_a_big_stack(piles.len(), || {
        totals(piles, 0, piles.len(), true, choose, &mut memo)
    }))
}

// ANCHOR: totals
/// Both totals for the rest of the game on `piles[lo..hi]`, with
/// `alice_to_move` saying whose turn it is. `memo[(lo, hi - 1)][turn]` caches
/// the answer. On a given row only one turn ever reaches an interval, so the
/// other slot stays `None`.
fn totals(
    piles: &[u32],
    lo: usize,
    hi: usize,
    alice_to_move: bool,
    choose: Chooser,
    memo: &mut Table<[Option<Scores>; 2]>,
) -> Scores {
    if lo == hi {
        return Scores::default();
    }
    let turn = usize::from(alice_to_move);
    if let Some(known) = memo[(lo, hi - 1)][turn] {
        return known;
    }
    // The mover adds the pile to their own total; the rest is played with the
    // turn passed on.
    let credit = |mut rest: Scores, stones: u32| {
        if alice_to_move {
            rest.alice += u64::from(stones);
        } else {
            rest.bob += u64::from(stones);
        }
        rest
    };
    let after_left = totals(piles, lo + 1, hi, !alice_to_move, choose, memo);
    let after_right = totals(piles, lo, hi - 1, !alice_to_move, choose, memo);
    let left = credit(after_left, piles[lo]);
    let right = credit(after_right, piles[hi - 1]);
    let best = match choose(alice_to_move, left, right) {
        End::Left => left,
        End::Right => right,
    };
    memo[(lo, hi - 1)][turn] = Some(best);
    best
}
// ANCHOR_END: totals

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone_game::score_difference;

    #[test]
    fn a_row_deeper_than_a_test_thread_allows() {
        // 2,000 levels: more than a debug build's 2 MiB test thread holds.
        let piles: Vec<u32> = (0..2_000).map(|i| i % 5 + 1).collect();
        let scores = scores_with_turn(&piles).unwrap();
        assert_eq!(
            scores.alice as i64 - scores.bob as i64,
            score_difference(&piles).unwrap()
        );
    }

    #[test]
    fn two_totals_give_the_same_difference() {
        for piles in [
            &[5, 3, 4, 5][..],
            &[3, 7, 2, 3],
            &[1, 100, 9, 1],
            &[1, 5, 2],
            &[],
        ] {
            let scores = scores_with_turn(piles).unwrap();
            assert_eq!(
                scores.alice as i64 - scores.bob as i64,
                score_difference(piles).unwrap()
            );
        }
    }
}
