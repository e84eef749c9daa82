#![doc = include_str!("../shared/exercises.md")]
//!
//! [exercises-and-practice]: https://stone-games.github.io/stone-games/stone-game-vii/exercises.html

use super::error::{
    check_len, Error, MAX_LEN, MAX_TABLE_LEN, MAX_ZERO_MEMO_LEN,
};
use super::End;
use crate::shared::prefix_sums;
use crate::stone_game::{
    book::score_difference_linear_i64, MAX_LEN as PART_I_MAX_LEN,
};

// The answers through Part I take its limit, 2^32, below this game's own.
const _: () = assert!(PART_I_MAX_LEN <= MAX_LEN);

/// Alice's score minus Bob's in a game played with the moves `ends`, Alice
/// first, from the stones removed alone: the total of the stones Bob removes
/// (moves 2, 4, ...), and, if the game stops after an odd number of moves,
/// the stones still in the row, which Alice's last move scored once more
/// than Bob's moves did. Any moves, optimal or not, a whole game or its
/// start; O(n) time, and no score is added up.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_TABLE_LEN`], the limit of
/// [`play_ends`](super::play_ends), which keeps every score within a `u64`
/// (its documentation shows the bound), so that the two answer the same
/// games; [`Error::TooManyMoves`] for more moves than stones.
///
/// ```
/// use stone_games::stone_game_vii::exercises::difference_of_play;
/// use stone_games::stone_game_vii::End::{Left, Right};
///
/// // Bob removes the 3 and the 4.
/// assert_eq!(difference_of_play(&[5, 3, 1, 4, 2], &[Left; 5]), Ok(7));
/// let optimal = [Right, Left, Left, Left, Left];
/// assert_eq!(difference_of_play(&[5, 3, 1, 4, 2], &optimal), Ok(6));
/// ```
// ANCHOR: difference_of_play
pub fn difference_of_play(stones: &[u32], ends: &[End]) -> Result<u64, Error> {
    check_len("difference_of_play", stones.len(), MAX_TABLE_LEN)?;
    if ends.len() > stones.len() {
        let (moves, stones) = (ends.len(), stones.len());
        return Err(Error::TooManyMoves { moves, len: stones });
    }
    let (mut lo, mut hi) = (0, stones.len()); // the stones left: lo..hi
    let mut bob_removes = 0;
    for (k, end) in ends.iter().enumerate() {
        let removed = match end {
            End::Left => {
                lo += 1;
                stones[lo - 1]
            }
            End::Right => {
                hi -= 1;
                stones[hi]
            }
        };
        if k % 2 == 1 {
            bob_removes += u64::from(removed); // moves 2, 4, ... are Bob's
        }
    }
    if ends.len() % 2 == 1 {
        // Each stone still in the row was counted once more for Alice.
        let still_in: u64 = stones[lo..hi].iter().map(|&v| u64::from(v)).sum();
        return Ok(bob_removes + still_in);
    }
    Ok(bob_removes)
}
// ANCHOR_END: difference_of_play

/// The score difference by the game tree with a memo that marks unsolved
/// intervals with `None`: the fix of the pitfall
/// [`memo_zero_means_unsolved`](super::pitfalls::memo_zero_means_unsolved).
/// Returns the difference and the calls made: n² − n + 1 on a row of
/// n ≥ 1 stones, whatever its values, zeros included.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than
/// [`MAX_ZERO_MEMO_LEN`], the pitfall's
/// limit, so that the two can be compared on every row either takes.
///
/// ```
/// use stone_games::stone_game_vii::exercises::score_difference_memo;
///
/// assert_eq!(score_difference_memo(&[0; 20]), Ok((0, 381))); // 400 - 20 + 1
/// assert_eq!(score_difference_memo(&[5, 3, 1, 4, 2]), Ok((6, 21)));
/// ```
pub fn score_difference_memo(stones: &[u32]) -> Result<(u64, u64), Error> {
    check_len("score_difference_memo", stones.len(), MAX_ZERO_MEMO_LEN)?;
    let n = stones.len();
    let Some(last) = n.checked_sub(1) else {
        return Ok((0, 0));
    };
    let sum = prefix_sums(stones)?;
    let mut memo = vec![None; n * n];
    let mut calls = 0;
    let value = option_memo(&sum, 0, last, &mut memo, &mut calls);
    Ok((value, calls))
}

// ANCHOR: option_memo
/// The value of the stones `i..=j`, whose prefix sums are `sum`, with
/// `memo[i * n + j]` holding it once solved, and `None` before.
fn option_memo(
    sum: &[u64],
    i: usize,
    j: usize,
    memo: &mut [Option<u64>],
    calls: &mut u64,
) -> u64 {
    *calls += 1;
    let n = sum.len() - 1;
    if let Some(value) = memo[i * n + j] {
        return value;
    }
    let value = if i == j {
        0
    } else {
        let remove_left =
            (sum[j + 1] - sum[i + 1]) - option_memo(sum, i + 1, j, memo, calls);
        let remove_right =
            (sum[j] - sum[i]) - option_memo(sum, i, j - 1, memo, calls);
        remove_left.max(remove_right)
    };
    memo[i * n + j] = Some(value);
    value
}
// ANCHOR_END: option_memo

/// The score difference through Part I's linear method, in 64 bits, on the
/// stones turned into `u32::MAX - v`, a valid pile for every stone v.
///
/// Adding a constant c to every value of Part I's game adds c to each of
/// the first player's ⌈n/2⌉ takes and to each of the other's ⌊n/2⌋, so it
/// adds c · (n mod 2) to the first player's lead in every game, and so to
/// the value. With c = `u32::MAX` on the values −v, Part I's value d of
/// −v is d' − (n mod 2) · `u32::MAX`, where d' is the value of the piles
/// `u32::MAX - v`, and the answer is (total + d) / 2, as in
/// [`score_difference_linear`](super::score_difference_linear). Part I's
/// `score_difference_linear_i64` proves its own 64 bits enough up to 2³²
/// piles; the sum here is in 128 bits.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than 2³², Part I's 64-bit limit.
///
/// ```
/// use stone_games::stone_game_vii::exercises::score_difference_shifted;
///
/// assert_eq!(score_difference_shifted(&[5, 3, 1, 4, 2]), Ok(6));
/// assert_eq!(score_difference_shifted(&[2, 1, 2, 2]), Ok(4));
/// ```
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: Bob's removals are a sum of stones: at least 0, \
             under 2^64"
)]
// ANCHOR: score_difference_shifted
pub fn score_difference_shifted(stones: &[u32]) -> Result<u64, Error> {
    check_len("score_difference_shifted", stones.len(), PART_I_MAX_LEN)?;
    let piles: Vec<u32> = stones.iter().map(|&v| u32::MAX - v).collect();
    let shifted =
        score_difference_linear_i64(&piles).map_err(|_| Error::TooLong {
            function: "score_difference_shifted",
            len: stones.len(),
            limit: PART_I_MAX_LEN,
        })?;
    let odd = i128::from(u32::MAX) * (stones.len() % 2) as i128;
    let lead = i128::from(shifted) - odd; // Part I's value of -v
    let total: i128 = stones.iter().map(|&v| i128::from(v)).sum();
    let bob_removes = (total + lead) / 2;
    Ok(u64::try_from(bob_removes).expect("at most 2^31 stones of Bob's"))
}
// ANCHOR_END: score_difference_shifted

/// The score difference of the variant in which a move scores the stones in
/// the row *before* it, the removed one included.
///
/// A stone removed at move r is then counted in the scores of moves 1 to r:
/// once more for Alice when r is odd, so Alice's score minus Bob's is the
/// total of the stones *Alice* removes. She wants it large, Bob small, which
/// is Part I's game on the values themselves: its value d is Alice's take
/// minus Bob's, 2 · (Alice's removals) − total, and the answer is
/// (total + d) / 2.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than 2³², Part I's 64-bit limit.
///
/// ```
/// use stone_games::stone_game_vii::exercises::score_difference_scoring_before;
///
/// // Alice removes the 10 and scores 13; Bob removes the 3 and scores 3.
/// assert_eq!(score_difference_scoring_before(&[3, 10]), Ok(10));
/// assert_eq!(score_difference_scoring_before(&[9]), Ok(9));
/// ```
#[expect(
    clippy::missing_panics_doc,
    reason = "cannot panic: Alice's removals are a sum of stones: at least 0, \
             under 2^64"
)]
// ANCHOR: score_difference_scoring_before
pub fn score_difference_scoring_before(stones: &[u32]) -> Result<u64, Error> {
    check_len(
        "score_difference_scoring_before",
        stones.len(),
        PART_I_MAX_LEN,
    )?;
    let lead =
        score_difference_linear_i64(stones).map_err(|_| Error::TooLong {
            function: "score_difference_scoring_before",
            len: stones.len(),
            limit: PART_I_MAX_LEN,
        })?;
    let total: i128 = stones.iter().map(|&v| i128::from(v)).sum();
    let alice_removes = (total + i128::from(lead)) / 2;
    Ok(u64::try_from(alice_removes).expect("at most 2^31 stones of Alice's"))
}
// ANCHOR_END: score_difference_scoring_before

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::rows_up_to;
    use crate::stone_game_vii::{
        book::{score_difference_brute_force, score_difference_linear},
        play_ends,
    };

    /// Every sequence of `len` ends.
    fn all_plays(len: usize) -> impl Iterator<Item = Vec<End>> {
        (0..1_u32 << len).map(move |code| {
            (0..len)
                .map(|k| {
                    if code >> k & 1 == 0 {
                        End::Left
                    } else {
                        End::Right
                    }
                })
                .collect()
        })
    }

    #[test]
    fn the_difference_of_every_play_is_what_bob_removes() {
        // Every game (all 2^n sequences of moves) on every row of up to
        // seven stones of 0 to 3, and every start of it: the scores added up
        // equal the shortcut.
        for stones in rows_up_to(7, (0..=3).collect()) {
            for ends in (0..=stones.len()).flat_map(all_plays) {
                let moves = play_ends(&stones, &ends).unwrap();
                let last = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
                assert_eq!(
                    difference_of_play(&stones, &ends),
                    Ok(last.0 - last.1),
                    "{stones:?} {ends:?}"
                );
            }
        }
    }

    #[test]
    fn the_memo_equals_the_game_tree_in_n_squared_calls() {
        for stones in rows_up_to(8, (0..=3).collect()) {
            let n = stones.len() as u64;
            let calls = if n == 0 { 0 } else { n * n - n + 1 };
            let expected = score_difference_brute_force(&stones).unwrap();
            assert_eq!(score_difference_memo(&stones), Ok((expected, calls)));
        }
    }

    /// The game tree of the variant that scores the row before the move.
    fn scoring_before_tree(stones: &[u32]) -> i64 {
        let here: i64 = stones.iter().map(|&v| i64::from(v)).sum();
        match stones {
            [] => 0,
            [_] => here,
            [_, .., _] => {
                let left = here - scoring_before_tree(&stones[1..]);
                let n = stones.len();
                let right = here - scoring_before_tree(&stones[..n - 1]);
                left.max(right)
            }
        }
    }

    #[test]
    fn scoring_before_equals_its_game_tree() {
        for stones in rows_up_to(8, (0..=3).collect()) {
            let expected = u64::try_from(scoring_before_tree(&stones)).ok();
            assert_eq!(
                score_difference_scoring_before(&stones).ok(),
                expected,
                "{stones:?}"
            );
        }
    }

    #[test]
    fn the_shifted_method_equals_the_game_tree() {
        for stones in rows_up_to(8, (0..=3).collect()) {
            let expected = score_difference_brute_force(&stones);
            assert_eq!(score_difference_shifted(&stones), expected);
        }
        // The largest stones become piles of 0, the smallest of u32::MAX.
        for n in [1, 2, 3, 1_000, 1_001] {
            for v in [0, 1, u32::MAX] {
                let stones = vec![v; n];
                assert_eq!(
                    score_difference_shifted(&stones),
                    score_difference_linear(&stones)
                );
            }
        }
    }
}
