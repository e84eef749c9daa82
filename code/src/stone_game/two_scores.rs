//! Tracking both players' totals instead of their difference: right, but heavier.

use super::memo::check_recursion_depth;
use super::{Error, Table};

/// Both players' totals at the end of a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Scores {
    /// Alice's stones.
    pub alice: u64,
    /// Bob's stones.
    pub bob: u64,
}

/// Both players' totals under optimal play, computed by tracking the two totals and whose
/// turn it is, instead of one difference.
///
/// It gives the same answer as [`score_difference`](super::score_difference), at a cost:
/// every memo cell holds two totals for each of the two players who might be to move,
/// four numbers where the difference needs one, and the code must branch on the turn twice:
/// to credit the pile, and to choose the move.
///
/// # Errors
///
/// [`Error::TooManyPiles`] when the row is longer than [`MAX_RECURSION_PILES`](super::MAX_RECURSION_PILES).
///
/// ```
/// use stone_games::stone_game::{scores_with_turn, Scores};
///
/// assert_eq!(scores_with_turn(&[5, 3, 4, 5]), Ok(Scores { alice: 9, bob: 8 }));
/// ```
pub fn scores_with_turn(piles: &[u32]) -> Result<Scores, Error> {
    scores_choosing_by(piles, mover_keeps_best)
}

/// The right [`Chooser`]: of the totals that taking the left pile and taking the right pile
/// lead to, the mover keeps the one better for *the mover* (the left one on a tie).
///
/// ```
/// use stone_games::stone_game::{mover_keeps_best, Scores};
///
/// let left = Scores { alice: 9, bob: 8 };
/// let right = Scores { alice: 10, bob: 7 };
/// assert_eq!(mover_keeps_best(true, left, right), right); // Alice prefers 10
/// assert_eq!(mover_keeps_best(false, left, right), left); // Bob prefers 8
/// ```
// ANCHOR: mover_keeps_best
pub fn mover_keeps_best(alice_to_move: bool, left: Scores, right: Scores) -> Scores {
    let (mine_if_left, mine_if_right) = if alice_to_move {
        (left.alice, right.alice)
    } else {
        (left.bob, right.bob)
    };
    if mine_if_left >= mine_if_right {
        left
    } else {
        right
    }
}
// ANCHOR_END: mover_keeps_best

/// How the player to move picks between the final totals that its two moves lead to:
/// `choose(alice_to_move, if_left, if_right)` returns one of the two.
pub type Chooser = fn(alice_to_move: bool, left: Scores, right: Scores) -> Scores;

/// Both totals at the end of the game when every move is picked by `choose`.
///
/// With [`mover_keeps_best`] this is optimal play, [`scores_with_turn`].
///
/// # Errors
///
/// [`Error::TooManyPiles`] when the row is longer than [`MAX_RECURSION_PILES`](super::MAX_RECURSION_PILES).
///
/// ```
/// use stone_games::stone_game::{mover_keeps_best, scores_choosing_by, Scores};
///
/// assert_eq!(scores_choosing_by(&[3, 7, 2, 3], mover_keeps_best), Ok(Scores { alice: 10, bob: 5 }));
/// ```
pub fn scores_choosing_by(piles: &[u32], choose: Chooser) -> Result<Scores, Error> {
    check_recursion_depth(piles.len())?;
    let mut memo = Table::new(piles.len(), [None; 2])?;
    Ok(totals(piles, 0, piles.len(), true, choose, &mut memo))
}

// ANCHOR: totals
/// Both totals for the rest of the game on `piles[lo..hi]`, with `alice_to_move` saying
/// whose turn it is. `memo[(lo, hi - 1)][turn]` caches the answer for each turn.
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
    // The mover adds the pile to their own total; the rest is played with the turn passed on.
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
    let best = choose(alice_to_move, left, right);
    memo[(lo, hi - 1)][turn] = Some(best);
    best
}
// ANCHOR_END: totals

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone_game::{score_difference, MAX_RECURSION_PILES};

    #[test]
    fn the_deepest_recursion_fits_in_a_test_thread() {
        let piles: Vec<u32> =
            (0..MAX_RECURSION_PILES as u32).map(|i| i % 5 + 1).collect();
        let scores = scores_with_turn(&piles).unwrap();
        assert_eq!(
            scores.alice as i64 - scores.bob as i64,
            score_difference(&piles)
        );
        assert!(scores_with_turn(&vec![1; MAX_RECURSION_PILES + 1]).is_err());
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
                score_difference(piles)
            );
        }
    }
}
