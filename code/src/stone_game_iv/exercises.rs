#![doc = include_str!("../shared/exercises.md")]
//!
//! [exercises-and-practice]: https://stone-games.github.io/stone-games/stone-game-iv/exercises.html

use std::num::NonZeroUsize;

use super::{
    book::{grundy_values, squares_up_to, MAX_MOVE_SET_STEPS, MAX_TABLE_N},
    check_n, Error, MAX_ALL_MOVES_N,
};

/// Every losing position up to `limit` of the game where a move takes any
/// number of stones in `moves` (never more than the pile holds), by the
/// sieve of [*Turning it around*][sieve]: each losing position `p` marks
/// `p + m`, for every move `m`, as winning.
///
/// # Errors
///
/// [`Error::ZeroMove`] when a move is 0, and [`Error::TooLarge`] when
/// `limit` is beyond [`MAX_TABLE_N`], or when (`limit` + 1) · `moves.len()`
/// is more than [`MAX_MOVE_SET_STEPS`]: the error names the largest limit for
/// that many moves, the smaller of the two.
///
/// ```
/// use stone_games::stone_game_iv::exercises::losing_positions_with;
///
/// // LeetCode's Nim Game: take 1, 2 or 3. The multiples of 4 lose.
/// assert_eq!(losing_positions_with(12, &[1, 2, 3])?, [0, 4, 8, 12]);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
///
/// [sieve]: https://stone-games.github.io/stone-games/stone-game-iv/sieve.html
// ANCHOR: losing_positions_with
pub fn losing_positions_with(
    limit: u64,
    moves: &[u64],
) -> Result<Vec<u64>, Error> {
    if moves.contains(&0) {
        return Err(Error::ZeroMove);
    }
    // The table has one flag per position, and the sieve tries every move at
    // every losing position: up to (limit + 1) steps for each move.
    let steps = MAX_MOVE_SET_STEPS / moves.len().max(1) as u64;
    let most = MAX_TABLE_N.min(steps.saturating_sub(1));
    check_n("losing_positions_with", limit, most)?;
    let limit = limit as usize;
    let mut winning = vec![false; limit + 1];
    let mut losing = Vec::new();
    for p in 0..=limit {
        if winning[p] {
            continue;
        }
        losing.push(p as u64);
        for &m in moves {
            if m <= (limit - p) as u64 {
                winning[p + m as usize] = true;
            }
        }
    }
    Ok(losing)
}
// ANCHOR_END: losing_positions_with

/// The cubes 1, 8, 27, ... that are at most `n`. `checked_pow` stops the
/// sequence before a cube would overflow a `u64`.
///
/// ```
/// use stone_games::stone_game_iv::exercises::cubes_up_to;
///
/// assert_eq!(cubes_up_to(64).collect::<Vec<_>>(), [1, 8, 27, 64]);
/// assert_eq!(cubes_up_to(u64::MAX).count(), 2_642_245);
/// ```
// ANCHOR: cubes_up_to
pub fn cubes_up_to(n: u64) -> impl Iterator<Item = u64> {
    // checked_pow ends the sequence before a cube overflows a u64.
    (1_u64..)
        .map_while(|k| k.checked_pow(3))
        .take_while(move |&cube| cube <= n)
}
// ANCHOR_END: cubes_up_to

/// Every losing position up to `limit` of *subtract-a-cube*: a move takes
/// 1, 8, 27, 64, ... stones.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_TABLE_N`.
///
/// ```
/// use stone_games::stone_game_iv::exercises::cube_losing_positions;
///
/// assert_eq!(cube_losing_positions(14)?, [0, 2, 4, 6, 9, 11, 13]);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
// ANCHOR: cube_losing_positions
pub fn cube_losing_positions(limit: u64) -> Result<Vec<u64>, Error> {
    check_n("cube_losing_positions", limit, MAX_TABLE_N)?;
    let cubes: Vec<u64> = cubes_up_to(limit).collect();
    losing_positions_with(limit, &cubes)
}
// ANCHOR_END: cube_losing_positions

/// Every losing position of subtract-a-square up to `limit`, by the
/// segmented sieve of [*Going far*][going-far], written plainly: one `bool`
/// per position of the current segment, `segment` positions at a time, on
/// one thread. The answer does not depend on the segment length; a segment
/// shorter than √(limit + 1) is lengthened to it, so that the cursors' visits
/// to the segments, (limit / segment) · |P(limit)|, never outnumber the
/// marks, about |P(limit)| · √limit.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_TABLE_N`, the limit of the
/// methods of one thread and a `bool` per position; the crate's sieve goes
/// on to [`MAX_N`](super::MAX_N).
///
/// ```
/// use std::num::NonZeroUsize;
/// use stone_games::stone_game_iv::exercises::losing_positions_in_segments;
///
/// let eight = NonZeroUsize::new(8).unwrap();
/// let losing = losing_positions_in_segments(22, eight)?;
/// assert_eq!(losing, [0, 2, 5, 7, 10, 12, 15, 17, 20, 22]);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
///
/// [going-far]: https://stone-games.github.io/stone-games/stone-game-iv/going-far.html
// ANCHOR: losing_positions_in_segments
pub fn losing_positions_in_segments(
    limit: u64,
    segment: NonZeroUsize,
) -> Result<Vec<u64>, Error> {
    check_n("losing_positions_in_segments", limit, MAX_TABLE_N)?;
    // At least √(limit + 1), so that there are at most about √limit segments.
    let len = (segment.get() as u64)
        .max((limit + 1).isqrt())
        .min(limit + 1);
    let mut marked = vec![false; len as usize]; // marked winning, this segment
    let mut losing = Vec::new();
    let mut cursors: Vec<Cursor> = Vec::new(); // one per losing position
    let mut lo = 0;
    while lo <= limit {
        let hi = (lo + len).min(limit + 1); // this segment: lo..hi
        let marks = &mut marked[..(hi - lo) as usize];
        marks.fill(false);
        // 1. The losing positions of earlier segments mark this one.
        for cursor in &mut cursors {
            cursor.mark(marks, lo, hi);
        }
        // 2. Walk it: an unmarked position is losing, and marks ahead.
        for p in lo..hi {
            if !marks[(p - lo) as usize] {
                let mut cursor = Cursor {
                    next: p + 1,
                    gap: 3,
                };
                cursor.mark(marks, lo, hi);
                cursors.push(cursor);
                losing.push(p);
            }
        }
        lo = hi;
    }
    Ok(losing)
}

/// Where a losing position `p` marks next, `p + k²`, and the gap to the
/// mark after it, `2k + 1`.
struct Cursor {
    next: u64,
    gap: u64,
}

impl Cursor {
    /// Mark, as winning, the positions this one reaches in `lo..hi`.
    fn mark(&mut self, marks: &mut [bool], lo: u64, hi: u64) {
        while self.next < hi {
            marks[(self.next - lo) as usize] = true;
            self.next += self.gap;
            self.gap += 2;
        }
    }
}
// ANCHOR_END: losing_positions_in_segments

/// A winning move in a game of several piles at once, where a move takes a
/// square from one pile and the player who cannot move loses: the index of
/// the pile and the square to take, or `None` when every move loses.
///
/// The move must leave a nim-sum of 0. The pile that moves must go from
/// Sprague–Grundy value `v` to `v ^ nim_sum`; the first pile and the
/// smallest square that do it are returned.
///
/// # Errors
///
/// [`Error::TooLarge`] when a pile is larger than
/// [`MAX_ALL_MOVES_N`], the limit of
/// [`grundy_values`].
///
/// ```
/// use stone_games::stone_game_iv::exercises::winning_move;
///
/// // 7 - 1 = 6 has value 1, like 11: the nim-sum becomes 0.
/// assert_eq!(winning_move(&[7, 11])?, Some((0, 1)));
/// assert_eq!(winning_move(&[7, 10])?, None); // values 0 and 0
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
// ANCHOR: winning_move
pub fn winning_move(piles: &[u64]) -> Result<Option<(usize, u64)>, Error> {
    let largest = piles.iter().copied().max().unwrap_or(0);
    check_n("winning_move", largest, MAX_ALL_MOVES_N)?;
    let value = grundy_values(largest)?;
    let grundy = |pile: u64| value[pile as usize];
    let nim_sum = piles.iter().fold(0, |sum, &pile| sum ^ grundy(pile));
    if nim_sum == 0 {
        return Ok(None);
    }
    Ok(piles.iter().enumerate().find_map(|(index, &pile)| {
        let target = grundy(pile) ^ nim_sum;
        squares_up_to(pile)
            .find(|&square| grundy(pile - square) == target)
            .map(|square| (index, square))
    }))
}
// ANCHOR_END: winning_move

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::stone_game_iv::book::losing_positions_sieve;

    /// Does the player to move win with `n` stones, when a move takes a
    /// number in `moves`? The game tree, with a memo.
    fn wins(n: u64, moves: &[u64], memo: &mut HashMap<u64, bool>) -> bool {
        if let Some(&known) = memo.get(&n) {
            return known;
        }
        let result = moves.iter().any(|&m| m <= n && !wins(n - m, moves, memo));
        memo.insert(n, result);
        result
    }

    fn losing_by_game_tree(limit: u64, moves: &[u64]) -> Vec<u64> {
        let mut memo = HashMap::new();
        (0..=limit)
            .filter(|&n| !wins(n, moves, &mut memo))
            .collect()
    }

    #[test]
    fn any_move_set_is_the_game_tree() {
        for moves in [
            &[][..],
            &[1],
            &[2],
            &[1, 2, 3],
            &[1, 3, 4],
            &[2, 3],
            &[3, 5, 9],
            &[4, 1, 4],
        ] {
            assert_eq!(
                losing_positions_with(300, moves).unwrap(),
                losing_by_game_tree(300, moves),
                "{moves:?}"
            );
        }
    }

    #[test]
    fn squares_as_the_move_set_are_subtract_a_square() {
        let squares: Vec<u64> = squares_up_to(10_000).collect();
        assert_eq!(
            losing_positions_with(10_000, &squares).unwrap(),
            losing_positions_sieve(10_000).unwrap()
        );
    }

    #[test]
    fn take_one_three_or_four_loses_at_0_and_2_modulo_7() {
        let losing = losing_positions_with(10_000, &[1, 3, 4]).unwrap();
        let expected: Vec<u64> =
            (0..=10_000).filter(|n| n % 7 == 0 || n % 7 == 2).collect();
        assert_eq!(losing, expected);
    }

    #[test]
    fn take_one_two_or_three_loses_at_multiples_of_4() {
        let losing = losing_positions_with(10_000, &[1, 2, 3]).unwrap();
        let expected: Vec<u64> = (0..=10_000).step_by(4).collect();
        assert_eq!(losing, expected);
    }

    #[test]
    fn bad_move_sets_and_limits_are_refused() {
        assert_eq!(losing_positions_with(10, &[1, 0]), Err(Error::ZeroMove));
        // A move larger than any pile is harmless.
        assert_eq!(
            losing_positions_with(3, &[u64::MAX]).unwrap(),
            [0, 1, 2, 3]
        );
        // But every move costs a step at every losing position: 250 moves
        // allow 2.5 · 10⁹ / 250 = 10⁷ positions, 0 to 10⁷ - 1.
        let never = vec![u64::MAX; 250];
        assert_eq!(
            losing_positions_with(MAX_TABLE_N, &never),
            Err(Error::TooLarge {
                function: "losing_positions_with",
                n: MAX_TABLE_N,
                limit: MAX_TABLE_N - 1
            })
        );
        // 2²⁰ moves: 2.5 · 10⁹ / 2²⁰ = 2,384.2 positions, 0 to 2,383.
        let many = vec![u64::MAX; 1 << 20];
        assert_eq!(
            losing_positions_with(2_384, &many),
            Err(Error::TooLarge {
                function: "losing_positions_with",
                n: 2_384,
                limit: 2_383
            })
        );
        assert_eq!(losing_positions_with(0, &many), Ok(vec![0]));
        // 10⁷ + 1 positions with 1,000 moves: the steps allow 2,499,999.
        let thousand: Vec<u64> = (1..=1_000).collect();
        for limit in [MAX_TABLE_N, 2 * MAX_TABLE_N] {
            assert_eq!(
                losing_positions_with(limit, &thousand),
                Err(Error::TooLarge {
                    function: "losing_positions_with",
                    n: limit,
                    limit: 2_499_999
                })
            );
        }
    }

    #[test]
    fn subtract_a_cube_is_the_game_tree() {
        // The moves written out, not read from `cubes_up_to`, which this
        // tests too: 12³ = 1,728 is the last cube up to 2,000.
        let cubes: Vec<u64> = (1..=12).map(|k| k * k * k).collect();
        let every = losing_by_game_tree(2_000, &cubes);
        // Each limit at a cube, and one either side of it.
        let limits = cubes.iter().flat_map(|&c| [c - 1, c, c + 1]);
        for limit in limits.chain([0, 2_000]) {
            let expected: Vec<u64> =
                every.iter().copied().take_while(|&n| n <= limit).collect();
            let found = cube_losing_positions(limit).unwrap();
            assert_eq!(found, expected, "limit {limit}");
        }
        for (limit, due) in [(0, 0), (7, 1), (8, 2), (1_728, 12), (2_000, 12)] {
            assert_eq!(cubes_up_to(limit).count(), due, "cubes up to {limit}");
        }
        let top = 2_642_245_u64; // the largest k with k³ <= u64::MAX
        assert_eq!(cubes_up_to(u64::MAX).last(), Some(top * top * top));
    }

    #[test]
    fn any_segment_length_gives_the_sieve() {
        for limit in [0, 1, 2, 22, 100, 1_000] {
            let expected = losing_positions_sieve(limit).unwrap();
            for segment in [1, 2, 3, 7, 8, 64, 1_000, 1_001, usize::MAX] {
                let segment = NonZeroUsize::new(segment).unwrap();
                assert_eq!(
                    losing_positions_in_segments(limit, segment).unwrap(),
                    expected,
                    "limit {limit}, segment {segment}"
                );
            }
        }
    }

    /// Does the player to move win a sum of square-subtraction piles? The
    /// game tree over sorted tuples of piles, with a memo.
    fn sum_wins(piles: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&known) = memo.get(&piles) {
            return known;
        }
        let mut result = false;
        'moves: for index in 0..piles.len() {
            for square in squares_up_to(piles[index]) {
                let mut next = piles.clone();
                next[index] -= square;
                next.sort_unstable();
                if !sum_wins(next, memo) {
                    result = true;
                    break 'moves;
                }
            }
        }
        memo.insert(piles, result);
        result
    }

    #[test]
    fn the_winning_move_wins_and_exists_exactly_when_the_sum_wins() {
        let mut memo = HashMap::new();
        let mut check = |piles: Vec<u64>| {
            let mut sorted = piles.clone();
            sorted.sort_unstable();
            let wins = sum_wins(sorted, &mut memo);
            let found = winning_move(&piles).unwrap();
            assert_eq!(found.is_some(), wins, "{piles:?}");
            if let Some((index, square)) = found {
                let mut next = piles.clone();
                next[index] -= square;
                next.sort_unstable();
                assert!(!sum_wins(next, &mut memo), "{piles:?}");
            }
        };
        for a in 0..=30 {
            check(vec![a]);
            for b in 0..=30 {
                check(vec![a, b]);
            }
        }
        for a in 0..=12 {
            for b in 0..=12 {
                for c in 0..=12 {
                    check(vec![a, b, c]);
                }
            }
        }
        assert_eq!(winning_move(&[]).unwrap(), None);
    }
}
