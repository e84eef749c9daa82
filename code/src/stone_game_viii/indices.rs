//! The same game tree, with a position written as an index.

#[cfg(any(test, feature = "book"))]
use super::error::MAX_GAME_TREE_LEN;
use super::error::{check_len, Error, MAX_I64_LEN};

/// The inclusive prefix sums of `stones` in `i64`: `n` of them, entry `j`
/// being `stones[0] + ... + stones[j]`, the stone `j` included. (The prefix
/// sums of Stone Game V and VII, [`shared::prefix_sums`], are the other
/// shape: `n + 1` of them, from 0.)
///
/// Merging stones never changes these numbers (the chapter [*The
/// invariant*][the-invariant] proves it), which is why a position is just an
/// index into them.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_viii::book::inclusive_prefix_sums;
///
/// let sums = inclusive_prefix_sums(&[-1, 2, -3, 4, -5])?;
/// assert_eq!(sums, [-1, 1, -2, 2, -3]);
/// # }
/// # Ok::<(), stone_games::stone_game_viii::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::TooLong`] for a row longer than [`MAX_I64_LEN`], whose sums
/// could pass an `i64`.
///
/// [`shared::prefix_sums`]: crate::shared::prefix_sums
/// [the-invariant]: https://stone-games.github.io/stone-games/stone-game-viii/invariant.html
pub fn inclusive_prefix_sums(stones: &[i32]) -> Result<Vec<i64>, Error> {
    check_len("inclusive_prefix_sums", stones.len(), MAX_I64_LEN)?;
    Ok(stones
        .iter()
        .scan(0_i64, |sum, &s| {
            *sum += i64::from(s);
            Some(*sum)
        })
        .collect())
}

/// The score difference under optimal play, by the same game tree as
/// [`score_difference_brute_force`](super::book::score_difference_brute_force),
/// but with a position written as the index `i` of the last stone the
/// leftmost stone holds, and a move's score read from the prefix sums.
///
/// It visits the same 2ⁿ⁻¹ nodes and builds no row.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_GAME_TREE_LEN`](super::book::MAX_GAME_TREE_LEN).
///
/// ```
/// use stone_games::stone_game_viii::book::score_difference_over_indices;
///
/// let stones = [7, -6, 5, 10, 5, -2, -6];
/// assert_eq!(score_difference_over_indices(&stones), Ok(13));
/// ```
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn score_difference_over_indices(stones: &[i32]) -> Result<i64, Error> {
    check_len(
        "score_difference_over_indices",
        stones.len(),
        MAX_GAME_TREE_LEN,
    )?;
    if stones.len() < 2 {
        return Ok(0); // one stone or none: no move, worth 0
    }
    Ok(value_of_index(&inclusive_prefix_sums(stones)?, 0))
}

#[cfg(any(test, feature = "book"))]
// ANCHOR: value_of_index
/// D(i): what the player to move ends ahead by, when the leftmost stone
/// holds stones 0 to i. A move ends the new leftmost stone at any later
/// index j, and scores prefix[j].
fn value_of_index(prefix: &[i64], i: usize) -> i64 {
    let last = prefix.len() - 1;
    if i == last {
        return 0; // one stone: no move is left
    }
    let mut best = i64::MIN; // below every real outcome
    for j in (i + 1)..=last {
        best = best.max(prefix[j] - value_of_index(prefix, j));
    }
    best
}
// ANCHOR_END: value_of_index
