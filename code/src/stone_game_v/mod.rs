//! Stone Game V: cut the row in two; the smaller part stays, and scores.
//!
//! A row of stones with values. While more than one stone is left, Alice
//! cuts the row into two non-empty parts; Bob throws away the part with the
//! larger sum, and Alice scores the sum of the part that stays, which is the
//! row of the next round. When the sums are equal, Alice chooses which part
//! stays. Bob never has a choice, so the game is Alice's search for her
//! best cuts, and every function here answers the same question: the
//! *largest score* Alice can make, 0 on a row of fewer than two stones.
//!
//! # Start here
//!
//! | question | call |
//! | --- | --- |
//! | Alice's largest score (LeetCode 1563) | [`max_score`] |
//! | a whole game, cut by cut | [`optimal_play`] |
//! | the cut to make in the row in play | [`best_move`] |
//! | a game to play, move by move, its table built once | [`Position`] |
//!
//! ```
//! use stone_games::stone_game_v::max_score;
//!
//! assert_eq!(max_score(&[6, 2, 3, 4, 5, 5])?, 18);
//! # Ok::<(), stone_games::stone_game_v::Error>(())
//! ```
//!
//! [book]: https://stone-games.github.io/stone-games/stone-game-v/in-one-page.html
//!
#![cfg_attr(
    not(feature = "book"),
    doc = include_str!("../shared/without_book.md")
)]
#![cfg_attr(feature = "book", doc = include_str!("../shared/with_book.md"))]

#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub mod book;
mod error;
#[cfg(feature = "book")]
pub mod exercises;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod game_tree;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod memo;
mod narrow;
#[cfg(feature = "book")]
pub mod pitfalls;
mod play;
mod quadratic;
mod table;
#[cfg(feature = "book")]
mod trace;

pub use crate::shared::{Game, NotASide, Player, Winner};
pub use error::{Error, MAX_LEN, MAX_PLAY_LEN};
pub use play::{best_move, optimal_play, Cut, Move, Part, Position};

// What the answers run, by name (the module `book` shows them too).
use error::check_len;
use narrow::max_score_narrow;

/// Alice's largest score: 0 for an empty row or one stone.
///
/// O(n²) time, and n(n + 1)/2 cells of 4 bytes of memory (8 bytes when
/// twice the row's sum passes a `u32`). The score is at most the row's sum,
/// which is below 2⁶⁴ for every row this takes.
///
/// # Errors
///
/// [`Error::TooLong`] for a row of more than [`MAX_LEN`] stones.
///
/// ```
/// use stone_games::stone_game_v::max_score;
///
/// assert_eq!(max_score(&[6, 2, 3, 4, 5, 5]), Ok(18));
/// assert_eq!(max_score(&[7, 7, 7, 7, 7, 7, 7]), Ok(28));
/// assert_eq!(max_score(&[4]), Ok(0));
/// assert_eq!(max_score(&[]), Ok(0));
/// ```
///
/// # Implementation
///
/// [`max_score_narrow`], the method of [`max_score_quadratic`] in `u32`
/// when twice the row's sum fits.
///
#[doc = book_link!(fn stone_game_v::book::max_score_narrow)]
#[doc = book_link!(fn stone_game_v::book::max_score_quadratic)]
#[doc(alias = "1563")]
pub fn max_score(values: &[u32]) -> Result<u64, Error> {
    check_len("max_score", values.len(), MAX_LEN)?;
    max_score_narrow(values)
}

#[cfg(test)]
mod tests {
    use super::book::*;
    use super::*;
    use crate::shared::testing::{
        check_against_game_tree, listed, rows_of, rows_up_to, Lcg,
    };

    #[test]
    fn the_examples() {
        assert_eq!(max_score(&[6, 2, 3, 4, 5, 5]), Ok(18));
        assert_eq!(max_score(&[7, 7, 7, 7, 7, 7, 7]), Ok(28));
        assert_eq!(max_score(&[4]), Ok(0));
    }

    /// Every method against the game tree on every row of `rows`, and every
    /// cell of the table against the game tree on its interval.
    fn check_every_method(rows: impl Iterator<Item = Vec<u32>> + Clone) {
        check_against_game_tree(
            rows.clone(),
            max_score_brute_force,
            &[
                listed(book::METHODS),
                vec![("optimal_play", &|values: &[u32]| {
                    let moves = optimal_play(values)?;
                    Ok(moves.last().map_or(0, |m| m.alice))
                })],
            ]
            .concat(),
        );
        for values in rows {
            let table = score_table(&values).unwrap();
            assert_eq!(score_table_quadratic(&values), Ok(table.clone()));
            // Every cell is the game tree's score on that interval.
            for i in 0..values.len() {
                for j in i..values.len() {
                    let part = &values[i..=j];
                    assert_eq!(Ok(table[(i, j)]), max_score_brute_force(part));
                }
            }
        }
    }

    #[test]
    fn every_method_agrees_with_the_game_tree_on_every_small_row() {
        // Every row of 0 to 7 stones of 0 to 3 (21,845 rows), zeros
        // included, and every row of 8 stones of 0 and 1 (256 rows).
        let short = rows_up_to(7, vec![0, 1, 2, 3]);
        let rows = short.chain(rows_of(8, vec![0, 1]));
        assert_eq!(rows.clone().count(), 21_845 + 256);
        check_every_method(rows);
    }

    #[test]
    fn a_zero_at_either_end_changes_no_score() {
        // The remark of the chapter "A moving balance point", on every row
        // of 0 to 7 stones of 0 to 3, by the game tree.
        for values in rows_up_to(7, vec![0, 1, 2, 3]) {
            let score = max_score_brute_force(&values);
            let right = [&values[..], &[0]].concat();
            let left = [&[0], &values[..]].concat();
            assert_eq!(max_score_brute_force(&right), score, "{values:?}");
            assert_eq!(max_score_brute_force(&left), score, "{values:?}");
        }
    }

    #[test]
    fn rows_with_many_zeros_up_to_the_game_tree_limit() {
        // Long rows of mostly zeros, where ties hold over ranges of cuts.
        let mut rng = Lcg::new(5);
        let mut rows: Vec<Vec<u32>> = Vec::new();
        for n in 9..=12 {
            for _ in 0..20 {
                let values: Vec<u32> = (0..n)
                    .map(|_| match rng.next_u64() >> 61 {
                        0 => 2,
                        1 => 1,
                        _ => 0,
                    })
                    .collect();
                rows.push(values);
            }
        }
        check_every_method(rows.into_iter());
    }

    #[test]
    fn the_largest_values_do_not_overflow() {
        let big = u64::from(u32::MAX);
        for n in [0, 1, 2, 8] {
            let values = vec![u32::MAX; n];
            // Equal stones, halved each round: n - 1 of them scored for
            // n = 2 or 8.
            let score = Ok(n.saturating_sub(1) as u64 * big);
            assert_eq!(max_score(&values), score);
            assert_eq!(max_score_table(&values), score);
            assert_eq!(max_score_memo(&values), score);
            assert_eq!(max_score_brute_force(&values), score);
        }
    }
}
