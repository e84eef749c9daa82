//! The states `(i, M)` a game reaches, and the bound that keeps the tables
//! small.

#[cfg(any(test, feature = "book"))]
use std::collections::BTreeSet;

#[cfg(any(test, feature = "book"))]
use super::error::MAX_REACHED_LEN;
#[cfg(any(test, feature = "book"))]
use super::error::{check_len, Error};

/// How many states `(i, M)` of row `i` need a decision on a row of `n` piles,
/// and so how many values row `i` of a [`StateTable`](super::book::StateTable)
/// keeps: the states with `M <= max(1, i)` that are not leaves (`i + 2M < n`),
/// which are `M = 1..=row_width(n, i)`. Every `i >= n` has none.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_ii::book::row_width;
///
/// assert_eq!(row_width(12, 0), 1); // (0, 1)
/// assert_eq!(row_width(12, 4), 3); // M = 4 would be a leaf: 4 + 8 >= 12
/// assert_eq!(row_width(12, 10), 0); // two piles left: every M is a leaf
/// assert_eq!(row_width(5, usize::MAX), 0); // past the end of the row
/// # }
/// ```
#[must_use]
pub fn row_width(n: usize, i: usize) -> usize {
    // The piles left after i; a state with at most two of them is a leaf for
    // every M >= 1.
    let left = n.saturating_sub(i);
    if left <= 2 {
        0
    } else {
        i.max(1).min((left - 1) / 2)
    }
}

/// Every state `(i, M)` that some game on a row of `n` piles reaches, from
/// `(0, 1)`, with any moves at all (not only optimal ones), in order. `(n, M)`
/// is the end of a game.
///
/// # Errors
///
/// [`Error::TooLong`] when `n` is larger than [`MAX_REACHED_LEN`]: the
/// search tries every move from every state.
///
/// ```
/// use stone_games::stone_game_ii::book::reached_states;
///
/// let states = reached_states(4)?;
/// assert!(states.contains(&(1, 1)) && states.contains(&(2, 2)));
/// assert!(!states.contains(&(1, 2)));
/// assert!(states.iter().all(|&(i, m)| m <= i.max(1)));
/// # Ok::<(), stone_games::stone_game_ii::Error>(())
/// ```
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn reached_states(n: usize) -> Result<Vec<(usize, usize)>, Error> {
    check_len("reached_states", n, MAX_REACHED_LEN)?;
    let mut seen = BTreeSet::from([(0, 1)]);
    let mut pending = vec![(0, 1)];
    while let Some((i, m)) = pending.pop() {
        for x in 1..=(2 * m).min(n - i) {
            let next = (i + x, m.max(x));
            if seen.insert(next) {
                pending.push(next);
            }
        }
    }
    Ok(seen.into_iter().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reached_state_never_has_m_above_max_1_i() {
        for n in 0..=30 {
            for (i, m) in reached_states(n).unwrap() {
                assert!(m <= i.max(1), "n = {n}: ({i}, {m})");
            }
        }
    }

    #[test]
    fn the_table_keeps_every_reached_state_that_is_not_a_leaf() {
        for n in 0..=30 {
            for (i, m) in reached_states(n).unwrap() {
                if i + 2 * m < n {
                    assert!(m <= row_width(n, i), "n = {n}: ({i}, {m})");
                }
            }
        }
    }

    #[test]
    fn row_width_by_its_definition() {
        // The largest M <= max(1, i) with i + 2M < n, or 0 if there is none.
        for n in 0..=40 {
            for i in 0..=n + 3 {
                let expected = (1..=i.max(1))
                    .take_while(|m| i + 2 * m < n)
                    .last()
                    .unwrap_or(0);
                assert_eq!(row_width(n, i), expected, "n = {n}, i = {i}");
            }
        }
        assert_eq!(row_width(usize::MAX, usize::MAX), 0);
        assert_eq!(row_width(usize::MAX, 0), 1);
        assert_eq!(row_width(usize::MAX, usize::MAX / 2), usize::MAX / 4);
    }

    #[test]
    fn the_bottom_up_table_tries_n_cubed_over_27_moves() {
        // The moves tried by the bottom-up table: 2M for each stored state.
        // For n a multiple of 3 the sum is exactly n^3/27 - n/3 + 2.
        for n in [3, 12, 300, 999] {
            let moves: usize = (0..n)
                .map(|i| (1..=row_width(n, i)).map(|m| 2 * m).sum::<usize>())
                .sum();
            assert_eq!(moves, n * n * n / 27 - n / 3 + 2, "n = {n}");
        }
    }

    #[test]
    fn the_search_of_every_game_tries_about_n_cubed_over_24_moves() {
        // It tries every move, min(2M, n - i) of them, from every state it
        // reaches, once.
        for (n, expected) in [(100, 42_090), (200, 332_498), (500, 5_182_784)] {
            let states = reached_states(n).unwrap();
            let moves: usize =
                states.iter().map(|&(i, m)| (2 * m).min(n - i)).sum();
            assert_eq!(moves, expected, "n = {n}");
            let ratio = moves as f64 / (n * n * n) as f64 * 24.0;
            assert!((0.99..1.02).contains(&ratio), "n = {n}: {ratio}");
        }
        assert_eq!(reached_states(500).unwrap().len(), 62_238);
    }

    #[test]
    fn the_bound_is_not_tight() {
        // M = 3 needs a move of 3 piles, which needs M >= 2 before it, which
        // needs a move of 2 piles: (3, 3) is within the bound but no game
        // reaches it.
        assert!(3 <= row_width(10, 3));
        assert!(!reached_states(10).unwrap().contains(&(3, 3)));
    }
}
