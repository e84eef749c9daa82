//! Stone Game IV: subtract a square.
//!
//! One pile of `n` stones. Alice and Bob, Alice first, take turns; a move
//! removes a non-zero square number of stones (1, 4, 9, 16, ...). The player
//! who cannot move, because the pile is empty, loses. This is the game
//! mathematicians call *subtract-a-square*.
//!
//! # Start here
//!
//! | question | call |
//! | --- | --- |
//! | does Alice win from a pile of n? (LeetCode 1510) | [`alice_wins`] |
//! | the same, as a [`Winner`] (never a tie) | [`winner`] |
//! | every losing position up to a limit | [`losing_positions`] |
//! | how many losing positions up to a limit | [`count_losing_positions`] |
//! | a whole game, move by move | [`optimal_play`] |
//! | the square to take from a pile of n | [`best_move`] |
//! | how many moves the game from each pile up to a limit lasts | [`remoteness`] |
//! | a game to play, move by move, its remoteness table built once | [`Position`] |
//! | the losing positions on a number of threads you choose | [`losing_positions_pipelined_on`] |
//!
//! [`alice_wins`], [`losing_positions`] and [`count_losing_positions`] use
//! every core the machine offers from n = 4,194,304 on, and one thread
//! below; the last row's call takes the number of threads. The counts
//! beyond [`MAX_N`], to 10¹⁰, with their progress, are the book's
//! (`book::count_losing_positions_to`).
//!
//! ```
//! use stone_games::stone_game_iv::{alice_wins, losing_positions};
//!
//! assert!(alice_wins(4)?); // take all four
//! assert!(!alice_wins(7)?);
//! assert_eq!(losing_positions(10)?, [0, 2, 5, 7, 10]);
//! # Ok::<(), stone_games::stone_game_iv::Error>(())
//! ```
//!
//! [book]: https://stone-games.github.io/stone-games/stone-game-iv/in-one-page.html
//!
#![cfg_attr(
    not(feature = "book"),
    doc = include_str!("../shared/without_book.md")
)]
#![cfg_attr(feature = "book", doc = include_str!("../shared/with_book.md"))]

#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub mod book;
mod count;
mod error;
#[cfg(feature = "book")]
pub mod exercises;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod game_tree;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod grundy;
#[cfg(feature = "book")]
pub mod pitfalls;
mod play;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod segmented;
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
mod sieve;
mod sieve_steps;
mod table;
#[cfg(feature = "book")]
mod trace;

pub use crate::shared::{Game, Player, Winner};
pub use count::count_losing_positions;
pub use error::{Error, MAX_ALL_MOVES_N, MAX_N, MAX_THREADS};
pub use play::{best_move, optimal_play, remoteness, Move, Position};
pub use sieve_steps::losing_positions_pipelined_on;

// What the answers run, by name (the module `book` shows them too).
use error::check_n;
use sieve_steps::losing_positions_pipelined;

/// Does the player to move win with `n` stones? (Alice moves first, so: does
/// Alice win?) From `n` = 4,194,304 on, it runs on every core, on the
/// threads the system starts (the calling thread alone at worst).
///
/// Settles every position up to `n` with the pipelined sieve
/// ([`losing_positions_pipelined`]), on the calling thread alone below three
/// segments of 2²¹ positions and on every core (up to [`MAX_THREADS`])
/// beyond; on a number of threads you choose, `n` is losing when it ends
/// [`losing_positions_pipelined_on`]`(n, threads)`. The book's appendix,
/// [*Limits*][limits], records its time at [`MAX_N`]. The work grows like
/// `n^1.2` (the chapter [*Going far*][going-far] measures it), and the
/// memory like the number of losing positions, about `n^0.7`: a cursor of 8
/// bytes each (about 14 MB at 10⁹). Each call settles the positions afresh:
/// to ask about many piles up to some n, call [`losing_positions`] once.
///
/// # Errors
///
/// [`Error::TooLarge`] when `n > MAX_N`.
///
/// ```
/// use stone_games::stone_game_iv::{alice_wins, Error, MAX_N};
///
/// assert_eq!(alice_wins(1), Ok(true)); // take the only stone
/// assert_eq!(alice_wins(2), Ok(false)); // 1, then Bob takes the last
/// assert_eq!(alice_wins(4), Ok(true)); // take all four
/// assert_eq!(alice_wins(7), Ok(false));
/// assert_eq!(alice_wins(0), Ok(false)); // no move at all
/// assert!(matches!(alice_wins(u64::MAX), Err(Error::TooLarge { .. })));
/// ```
///
/// [going-far]: https://stone-games.github.io/stone-games/stone-game-iv/going-far.html
/// [limits]: https://stone-games.github.io/stone-games/performance.html#limits
///
#[doc = book_link!(fn stone_game_iv::book::losing_positions_pipelined)]
#[doc(alias = "1510")]
pub fn alice_wins(n: u64) -> Result<bool, Error> {
    check_n("alice_wins", n, MAX_N)?;
    Ok(count::wins_pipelined(n))
}

/// Who wins with `n` stones, Alice moving first: [`alice_wins`] as a
/// [`Winner`], never a tie (whoever cannot move loses).
///
/// # Errors
///
/// [`Error::TooLarge`] when `n > MAX_N`.
///
/// ```
/// use stone_games::stone_game_iv::{winner, Winner};
///
/// assert_eq!(winner(1), Ok(Winner::Alice));
/// assert_eq!(winner(2), Ok(Winner::Bob));
/// assert_eq!(winner(0), Ok(Winner::Bob)); // Alice cannot move
/// ```
///
pub fn winner(n: u64) -> Result<Winner, Error> {
    check_n("winner", n, MAX_N)?;
    let alice = alice_wins(n)?;
    Ok(if alice { Winner::Alice } else { Winner::Bob })
}

/// Every losing position `p <= limit`, in increasing order; 0 is the first.
///
/// These are the terms of OEIS A030193. Uses the pipelined sieve on every
/// core ([`losing_positions_pipelined`]): 16 bytes per losing position, the
/// position and its cursor.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_N`.
///
/// ```
/// use stone_games::stone_game_iv::{losing_positions, MAX_N};
///
/// let losing = losing_positions(22)?;
/// assert_eq!(losing, [0, 2, 5, 7, 10, 12, 15, 17, 20, 22]);
/// assert!(losing_positions(MAX_N + 1).is_err());
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
///
#[doc = book_link!(fn stone_game_iv::book::losing_positions_pipelined)]
pub fn losing_positions(limit: u64) -> Result<Vec<u64>, Error> {
    check_n("losing_positions", limit, MAX_N)?;
    losing_positions_pipelined(limit)
}

#[cfg(test)]
mod tests {
    use super::book::*;
    use super::*;
    use crate::shared::testing::assert_same_list;

    /// OEIS A030193: the first 40 losing positions of subtract-a-square.
    pub(crate) const A030193: [u64; 40] = [
        0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65, 67, 72,
        85, 95, 109, 119, 124, 127, 130, 132, 137, 142, 147, 150, 170, 177,
        180, 182, 187, 192, 197, 204, 210,
    ];

    #[test]
    fn the_first_forty_losing_positions_are_a030193() {
        assert_eq!(losing_positions(210).unwrap(), A030193);
    }

    #[test]
    fn every_method_agrees_up_to_ten_thousand() {
        let limit = 10_000;
        let table = win_table(limit).unwrap();
        let from_table: Vec<u64> =
            (0..=limit).filter(|&i| !table[i as usize]).collect();
        let reference = ("the win table", &from_table[..]);
        for (name, method) in METHODS {
            let found = method(limit).unwrap();
            assert_same_list((name, &found), reference, "up to 10,000");
        }
        for (name, method) in METHODS_ON {
            for threads in 1..=3 {
                let found = method(limit, threads).unwrap();
                let at = format!("up to 10,000, {threads} threads");
                assert_same_list((name, &found), reference, &at);
            }
        }
        for n in 0..=limit {
            assert_eq!(alice_wins(n), Ok(table[n as usize]), "n = {n}");
            let expected = if table[n as usize] {
                Winner::Alice
            } else {
                Winner::Bob
            };
            assert_eq!(winner(n), Ok(expected), "n = {n}");
        }
        for n in 0..=25 {
            let brute = alice_wins_brute_force(n);
            assert_eq!(brute, Ok(table[n as usize]), "n = {n}");
        }
    }

    /// The check every game's methods meet, on rows of one number `n`: the
    /// losing positions up to `n`, by every method, and whether Alice wins
    /// at `n`, each as the game tree says, for every `n` up to 25.
    #[test]
    fn every_method_agrees_with_the_game_tree_up_to_25() {
        use crate::shared::testing::{check_against_game_tree, listed};
        let rows = || (0..=25).map(|n| vec![n]);
        let losing_to = |row: &[u64]| -> Result<Vec<u64>, Error> {
            let mut losing = Vec::new();
            for i in 0..=row[0] {
                if !alice_wins_brute_force(i)? {
                    losing.push(i);
                }
            }
            Ok(losing)
        };
        let on_n: Vec<_> = METHODS
            .iter()
            .map(|&(name, method)| (name, move |row: &[u64]| method(row[0])))
            .collect();
        let on_threads: Vec<_> = METHODS_ON
            .iter()
            .map(|&(name, method)| (name, move |row: &[u64]| method(row[0], 2)))
            .collect();
        let mut methods = listed(&on_n);
        methods.extend(listed(&on_threads));
        assert_eq!(check_against_game_tree(rows(), losing_to, &methods), 26);
        let wins = |row: &[u64]| alice_wins(row[0]);
        let checked = check_against_game_tree(
            rows(),
            |row: &[u64]| alice_wins_brute_force(row[0]),
            &[("alice_wins", &wins)],
        );
        assert_eq!(checked, 26);
    }

    #[test]
    fn there_are_13952_losing_positions_up_to_a_million() {
        assert_eq!(losing_positions(1_000_000).unwrap().len(), 13_952);
        assert_eq!(count_losing_positions(1_000_000), Ok(13_952));
    }
}
