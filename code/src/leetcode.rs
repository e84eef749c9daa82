//! LeetCode's own signatures for the ten problems of the family, each a thin
//! call of its game's function.
//!
//! The answers to check a solution against, in the shape of LeetCode's Rust
//! template: each function has the name, the arguments and the result type
//! it gives (`Vec<i32>` in, or 1510's `n: i32`; `i32`, `bool` or `String`
//! out), and calls the
//! function the book recommends for its game. (Not to paste into LeetCode,
//! which does not have this crate.)
//!
//! | problem | here | calls |
//! | --- | --- | --- |
//! | 877 Stone Game | [`stone_game`] | [`stone_game::alice_wins`](crate::stone_game::alice_wins) |
//! | 486 Predict the Winner | [`predict_the_winner`] | [`stone_game::alice_wins_or_ties`](crate::stone_game::alice_wins_or_ties) |
//! | 1140 Stone Game II | [`stone_game_ii`] | [`stone_game_ii::max_stones`](crate::stone_game_ii::max_stones) |
//! | 1406 Stone Game III | [`stone_game_iii`] | [`stone_game_iii::winner`](crate::stone_game_iii::winner) |
//! | 1510 Stone Game IV | [`winner_square_game`] | [`stone_game_iv::alice_wins`](crate::stone_game_iv::alice_wins) |
//! | 1563 Stone Game V | [`stone_game_v`] | [`stone_game_v::max_score`](crate::stone_game_v::max_score) |
//! | 1686 Stone Game VI | [`stone_game_vi`] | [`stone_game_vi::winner`](crate::stone_game_vi::winner) |
//! | 1690 Stone Game VII | [`stone_game_vii`] | [`stone_game_vii::score_difference`](crate::stone_game_vii::score_difference) |
//! | 1872 Stone Game VIII | [`stone_game_viii`] | [`stone_game_viii::score_difference`](crate::stone_game_viii::score_difference) |
//! | 2029 Stone Game IX | [`stone_game_ix`] | [`stone_game_ix::alice_wins`](crate::stone_game_ix::alice_wins) |
//!
//! # Outside LeetCode's constraints
//!
//! LeetCode's signatures cannot return an error, so these functions do one of
//! two things, and never answer wrongly:
//!
//! - **They answer** every input the game's function takes: longer rows,
//!   larger values, a row of odd length for 877, an empty row. The answer is
//!   the game's own, by its rules (877's answer on an odd row can be
//!   `false`).
//! - **They panic**, with a message that names the problem and what was
//!   wrong, on an input the game has no meaning for (a negative number of
//!   stones, with LeetCode's range; rows of different lengths in 1686), on a
//!   row past the game function's limit (with that function and its limit),
//!   and when the answer does not fit in LeetCode's `i32`.
//!
//! Each function's documentation says which inputs do which, and its tests
//! check both.
//!
//! ```
//! use stone_games::leetcode;
//!
//! assert!(leetcode::stone_game(vec![5, 3, 4, 5]));
//! assert_eq!(leetcode::stone_game_iii(vec![1, 2, 3, 7]), "Bob");
//! assert_eq!(leetcode::stone_game_vi(vec![1, 3], vec![2, 1]), 1);
//! ```

use std::fmt::Display;

use crate::{
    stone_game as game_i, stone_game_ii as game_ii, stone_game_iii as game_iii,
    stone_game_iv as game_iv, stone_game_ix as game_ix, stone_game_v as game_v,
    stone_game_vi as game_vi, stone_game_vii as game_vii,
    stone_game_viii as game_viii,
};

/// LeetCode 877, *Stone Game*: does Alice, who moves first, end with more
/// stones than Bob?
///
/// LeetCode: 2 to 500 piles, an even number of them, of 1 to 500 stones, with
/// an odd total; the answer is then always `true` (the book's chapter [*Why the
/// first player never loses*][parity]). Outside: any row of piles of 0 stones
/// or more, up to its game's limit, is answered by its game
/// ([`stone_game::alice_wins`]).
///
/// [`stone_game::alice_wins`]: crate::stone_game::alice_wins
/// [parity]: https://stone-games.github.io/stone-games/stone-game/parity.html
///
/// ```
/// use stone_games::leetcode::stone_game;
///
/// assert!(stone_game(vec![5, 3, 4, 5]));
/// assert!(stone_game(vec![3, 7, 2, 3]));
/// assert!(!stone_game(vec![1, 5, 2])); // an odd row: Bob takes the 5
/// ```
///
/// # Panics
///
/// On a negative pile, and on a row past the game function's limit
/// ([outside LeetCode's constraints](self#outside-leetcodes-constraints)).
#[must_use]
#[doc(alias = "877")]
pub fn stone_game(piles: Vec<i32>) -> bool {
    let piles = stones("877", "piles", &piles, "1 to 500");
    answer("877", game_i::alice_wins(&piles))
}

/// LeetCode 486, *Predict the Winner*: does the first player end with at
/// least as much as the second (a tie counts for the first)?
///
/// LeetCode: 1 to 20 numbers of 0 to 10⁷. Outside: any row of numbers of 0 or
/// more, up to its game's limit, is answered
/// ([`stone_game::alice_wins_or_ties`]).
///
/// [`stone_game::alice_wins_or_ties`]: crate::stone_game::alice_wins_or_ties
///
/// ```
/// use stone_games::leetcode::predict_the_winner;
///
/// assert!(!predict_the_winner(vec![1, 5, 2]));
/// assert!(predict_the_winner(vec![1, 5, 233, 7]));
/// ```
///
/// # Panics
///
/// On a negative number, and on a row past the game function's limit
/// ([outside LeetCode's constraints](self#outside-leetcodes-constraints)).
#[must_use]
#[doc(alias = "486")]
pub fn predict_the_winner(nums: Vec<i32>) -> bool {
    let nums = stones("486", "nums", &nums, "0 to 10^7");
    answer("486", game_i::alice_wins_or_ties(&nums))
}

/// LeetCode 1140, *Stone Game II*: the most stones Alice can get.
///
/// LeetCode: 1 to 100 piles of 1 to 10⁴ stones. Outside: rows of up to
/// [`stone_game_ii::MAX_LEN`] piles of 0 stones or more are answered
/// ([`stone_game_ii::max_stones`]).
///
/// [`stone_game_ii::MAX_LEN`]: crate::stone_game_ii::MAX_LEN
/// [`stone_game_ii::max_stones`]: crate::stone_game_ii::max_stones
///
/// ```
/// use stone_games::leetcode::stone_game_ii;
///
/// assert_eq!(stone_game_ii(vec![2, 7, 9, 4, 4]), 10);
/// assert_eq!(stone_game_ii(vec![1, 2, 3, 4, 5, 100]), 104);
/// ```
///
/// # Panics
///
/// On a negative pile, on a row past the game function's limit, and on an
/// answer past `i32::MAX`
/// ([outside LeetCode's constraints](self#outside-leetcodes-constraints)).
#[must_use]
#[doc(alias = "1140")]
pub fn stone_game_ii(piles: Vec<i32>) -> i32 {
    let piles = stones("1140", "piles", &piles, "1 to 10^4");
    to_i32("1140", answer("1140", game_ii::max_stones(&piles)))
}

/// LeetCode 1406, *Stone Game III*: `"Alice"`, `"Bob"` or `"Tie"`, who ends
/// ahead when each move takes the first one, two or three values.
///
/// LeetCode: 1 to 5 · 10⁴ values from −1,000 to 1,000. Outside: every row of
/// `i32` values, however long, is answered ([`stone_game_iii::winner`]);
/// nothing panics.
///
/// [`stone_game_iii::winner`]: crate::stone_game_iii::winner
///
/// ```
/// use stone_games::leetcode::stone_game_iii;
///
/// assert_eq!(stone_game_iii(vec![1, 2, 3, 7]), "Bob");
/// assert_eq!(stone_game_iii(vec![1, 2, 3, -9]), "Alice");
/// assert_eq!(stone_game_iii(vec![1, 2, 3, 6]), "Tie");
/// ```
#[must_use]
#[doc(alias = "1406")]
pub fn stone_game_iii(stone_value: Vec<i32>) -> String {
    let winner = answer("1406", game_iii::winner(&stone_value));
    winner.to_string()
}

/// LeetCode 1510, *Stone Game IV*: does Alice win from a pile of `n` stones,
/// when a move removes a square number of them?
///
/// LeetCode: 1 ≤ n ≤ 10⁵. Outside: 0 (no move: Alice loses) and every n up to
/// [`stone_game_iv::MAX_N`] are answered ([`stone_game_iv::alice_wins`]); the
/// largest take the longest: the book's appendix, [*Limits*][limits], records
/// the time at that limit.
///
/// [`stone_game_iv::MAX_N`]: crate::stone_game_iv::MAX_N
/// [`stone_game_iv::alice_wins`]: crate::stone_game_iv::alice_wins
/// [limits]: https://stone-games.github.io/stone-games/performance.html#limits
///
/// ```
/// use stone_games::leetcode::winner_square_game;
///
/// assert!(winner_square_game(1));
/// assert!(!winner_square_game(2));
/// assert!(winner_square_game(4));
/// ```
///
/// # Panics
///
/// On a negative `n`, and on one past the game function's limit
/// ([outside LeetCode's constraints](self#outside-leetcodes-constraints)).
#[must_use]
#[doc(alias = "1510")]
pub fn winner_square_game(n: i32) -> bool {
    let n = u64::try_from(n).unwrap_or_else(|_| {
        panic!(
            "LeetCode 1510: n = {n} is negative; LeetCode's n is 1 to \
             10^5"
        )
    });
    answer("1510", game_iv::alice_wins(n))
}

/// LeetCode 1563, *Stone Game V*: Alice's largest score, when she cuts the
/// row, Bob throws away the part with the larger sum (Alice chooses which
/// on equal sums), and she scores the sum of the part she keeps.
///
/// LeetCode: 1 to 500 stones worth 1 to 10⁶. Outside: rows of up to
/// [`stone_game_v::MAX_LEN`] stones worth 0 or more are answered
/// ([`stone_game_v::max_score`]).
///
/// [`stone_game_v::MAX_LEN`]: crate::stone_game_v::MAX_LEN
/// [`stone_game_v::max_score`]: crate::stone_game_v::max_score
///
/// ```
/// use stone_games::leetcode::stone_game_v;
///
/// assert_eq!(stone_game_v(vec![6, 2, 3, 4, 5, 5]), 18);
/// assert_eq!(stone_game_v(vec![7, 7, 7, 7, 7, 7, 7]), 28);
/// assert_eq!(stone_game_v(vec![4]), 0);
/// ```
///
/// # Panics
///
/// On a negative value, on a row past the game function's limit, and on an
/// answer past `i32::MAX`
/// ([outside LeetCode's constraints](self#outside-leetcodes-constraints)).
#[must_use]
#[doc(alias = "1563")]
pub fn stone_game_v(stone_value: Vec<i32>) -> i32 {
    let values = stones("1563", "stoneValue", &stone_value, "1 to 10^6");
    to_i32("1563", answer("1563", game_v::max_score(&values)))
}

/// LeetCode 1686, *Stone Game VI*: 1 if Alice ends ahead, −1 if Bob does, 0
/// on a tie, when each stone has a value for each player.
///
/// LeetCode: 1 to 10⁵ stones, each value 1 to 100. Outside: any two rows of the
/// same length, up to its game's limit, of values of 0 or more are answered
/// ([`stone_game_vi::winner`]).
///
/// [`stone_game_vi::winner`]: crate::stone_game_vi::winner
///
/// ```
/// use stone_games::leetcode::stone_game_vi;
///
/// assert_eq!(stone_game_vi(vec![1, 3], vec![2, 1]), 1);
/// assert_eq!(stone_game_vi(vec![1, 2], vec![3, 1]), 0);
/// assert_eq!(stone_game_vi(vec![2, 4, 3], vec![1, 6, 7]), -1);
/// ```
///
/// # Panics
///
/// On a negative value, on rows of different lengths, and on a row past the
/// game function's limit
/// ([outside LeetCode's constraints](self#outside-leetcodes-constraints)).
#[must_use]
#[doc(alias = "1686")]
pub fn stone_game_vi(alice_values: Vec<i32>, bob_values: Vec<i32>) -> i32 {
    let alice = stones("1686", "aliceValues", &alice_values, "1 to 100");
    let bob = stones("1686", "bobValues", &bob_values, "1 to 100");
    i32::from(answer("1686", game_vi::winner(&alice, &bob)))
}

/// LeetCode 1690, *Stone Game VII*: Alice's score minus Bob's, when a move
/// removes an end stone and scores the stones left.
///
/// LeetCode: 2 to 1,000 stones worth 1 to 1,000. Outside: any row of stones
/// worth 0 or more, up to its game's limit, is answered
/// ([`stone_game_vii::score_difference`]; fewer than two stones give 0).
///
/// [`stone_game_vii::score_difference`]: crate::stone_game_vii::score_difference
///
/// ```
/// use stone_games::leetcode::stone_game_vii;
///
/// assert_eq!(stone_game_vii(vec![5, 3, 1, 4, 2]), 6);
/// assert_eq!(stone_game_vii(vec![7, 90, 5, 1, 100, 10, 10, 2]), 122);
/// ```
///
/// # Panics
///
/// On a negative stone, on a row past the game function's limit, and on an
/// answer past `i32::MAX`
/// ([outside LeetCode's constraints](self#outside-leetcodes-constraints)).
#[must_use]
#[doc(alias = "1690")]
pub fn stone_game_vii(stones: Vec<i32>) -> i32 {
    let stones = self::stones("1690", "stones", &stones, "1 to 1,000");
    to_i32("1690", answer("1690", game_vii::score_difference(&stones)))
}

/// LeetCode 1872, *Stone Game VIII*: Alice's score minus Bob's, when a move
/// merges the leftmost x ≥ 2 stones into one worth their sum and scores it.
///
/// LeetCode: 2 to 10⁵ stones from −10⁴ to 10⁴. Outside: every row of `i32`
/// stones is answered ([`stone_game_viii::score_difference`]; fewer than two
/// stones give 0).
///
/// [`stone_game_viii::score_difference`]: crate::stone_game_viii::score_difference
///
/// ```
/// use stone_games::leetcode::stone_game_viii;
///
/// assert_eq!(stone_game_viii(vec![-1, 2, -3, 4, -5]), 5);
/// assert_eq!(stone_game_viii(vec![7, -6, 5, 10, 5, -2, -6]), 13);
/// assert_eq!(stone_game_viii(vec![-10, -12]), -22);
/// ```
///
/// # Panics
///
/// On an answer outside the range of an `i32`
/// ([outside LeetCode's constraints](self#outside-leetcodes-constraints)).
#[must_use]
#[doc(alias = "1872")]
pub fn stone_game_viii(stones: Vec<i32>) -> i32 {
    to_i32("1872", answer("1872", game_viii::score_difference(&stones)))
}

/// LeetCode 2029, *Stone Game IX*: does Alice win, when whoever makes the
/// sum of the stones removed a multiple of 3 loses, and Bob wins if the
/// stones run out?
///
/// LeetCode: 1 to 10⁵ stones worth 1 to 10⁴. Outside: any row of stones worth 0
/// or more is answered ([`stone_game_ix::alice_wins`]; the empty row is Bob's).
///
/// [`stone_game_ix::alice_wins`]: crate::stone_game_ix::alice_wins
///
/// ```
/// use stone_games::leetcode::stone_game_ix;
///
/// assert!(stone_game_ix(vec![2, 1]));
/// assert!(!stone_game_ix(vec![2]));
/// assert!(!stone_game_ix(vec![5, 1, 2, 4, 3]));
/// ```
///
/// # Panics
///
/// On a negative stone
/// ([outside LeetCode's constraints](self#outside-leetcodes-constraints)).
#[must_use]
#[doc(alias = "2029")]
pub fn stone_game_ix(stones: Vec<i32>) -> bool {
    let stones = self::stones("2029", "stones", &stones, "1 to 10^4");
    answer("2029", game_ix::alice_wins(&stones))
}

/// `values` as counts of stones; panics, naming the problem, the argument
/// and LeetCode's range, on a negative one.
fn stones(problem: &str, name: &str, values: &[i32], range: &str) -> Vec<u32> {
    values
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            u32::try_from(v).unwrap_or_else(|_| {
                panic!(
                    "LeetCode {problem}: {name}[{i}] = {v} is negative; \
                     LeetCode's values are {range}"
                )
            })
        })
        .collect()
}

/// The game function's answer; panics with its error, naming the problem.
fn answer<T, E: Display>(problem: &str, result: Result<T, E>) -> T {
    result.unwrap_or_else(|error| panic!("LeetCode {problem}: {error}"))
}

/// `answer` as LeetCode's `i32`; panics, naming the problem, when it does
/// not fit.
fn to_i32<T: TryInto<i32> + Copy + Display>(problem: &str, answer: T) -> i32 {
    answer.try_into().unwrap_or_else(|_| {
        panic!(
            "LeetCode {problem}: the answer, {answer}, does not fit in \
             LeetCode's i32"
        )
    })
}

#[cfg(test)]
mod tests;
