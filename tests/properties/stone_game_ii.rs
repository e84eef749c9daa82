//! Stone Game II: every method against the game tree (on rows with zeros and the largest
//! piles too) and against the memo on long rows, and the sliding windows against the
//! cubic table on long rows; the best move from any state (i, M) against a game tree of
//! the state, and against optimal play on long rows.

use proptest::prelude::*;
use stone_games::stone_game_ii::exercises::score_difference_from_either_end;
use stone_games::stone_game_ii::{
    best_move,
    book::{
        max_stones_brute_force, max_stones_memo, state_table, state_table_cubic, suffix_sums,
        METHODS,
    },
    optimal_play, Player,
};
use stone_games_testkit::rows_up_to;

/// Rows of 0 to 14 piles with 1..=10 stones, and rows with up to 10,000 stones a pile.
fn short_rows() -> impl Strategy<Value = Vec<u32>> {
    crate::short_rows(14, 10, 10_000)
}

/// Piles with small values (many ties), with large ones, and with zeros.
fn pile() -> impl Strategy<Value = u32> {
    prop_oneof![0..=3_u32, 1..=10_000_u32, Just(0), Just(u32::MAX)]
}

proptest! {
    #![proptest_config(crate::cases(256))]

    #[test]
    fn every_method_equals_the_game_tree(piles in short_rows()) {
        let expected = max_stones_brute_force(&piles).unwrap();
        crate::each_gives(METHODS, |method| method(&piles), &Ok(expected))?;
        prop_assert_eq!(
            state_table_cubic(&piles).map(|t| t.answer()),
            Ok(expected)
        );
    }

    #[test]
    fn every_method_equals_the_game_tree_with_zeros_and_the_largest_piles(
        piles in prop::collection::vec(pile(), 0..=14)
    ) {
        let expected = max_stones_brute_force(&piles);
        crate::each_gives(METHODS, |method| method(&piles), &expected)?;
    }

    #[test]
    fn every_method_equals_the_memo_on_long_rows(
        piles in prop::collection::vec(pile(), 0..=300)
    ) {
        prop_assert!(max_stones_memo(&piles).is_ok());
        // The memo is in the list: a failure of all the others names it.
        crate::each_agrees_with(METHODS, "max_stones_memo", |method| method(&piles))?;
    }

    #[test]
    fn the_windows_equal_the_cubic_table_on_long_rows(
        piles in prop::collection::vec(0..=10_000_u32, 0..=300)
    ) {
        let (windows, cubic) = (state_table(&piles).unwrap(), state_table_cubic(&piles).unwrap());
        prop_assert_eq!(windows.piles(), cubic.piles());
        // State by state, so that a failure names one, not two tables of
        // thousands of values.
        for i in 0..=piles.len() {
            for m in 1..=i.max(1) {
                prop_assert_eq!(windows.value(i, m), cubic.value(i, m), "f({}, {})", i, m);
            }
        }
    }

    #[test]
    fn optimal_play_is_legal_and_reaches_the_value(piles in short_rows()) {
        let moves = optimal_play(&piles).unwrap();
        let suffix = suffix_sums(&piles).unwrap();
        let (mut i, mut m) = (0, 1);
        let (mut alice, mut bob) = (0, 0);
        for (k, step) in moves.iter().enumerate() {
            prop_assert_eq!(step.player, if k % 2 == 0 { Player::Alice } else { Player::Bob });
            prop_assert_eq!(step.first, i);
            prop_assert!(1 <= step.count && step.count <= 2 * m);
            prop_assert_eq!(step.points, suffix[i] - suffix[i + step.count]);
            match step.player {
                Player::Alice => alice += step.points,
                Player::Bob => bob += step.points,
            }
            prop_assert_eq!((step.alice, step.bob), (alice, bob));
            i += step.count;
            m = m.max(step.count);
            prop_assert_eq!(step.m, m);
        }
        prop_assert_eq!(i, piles.len());
        prop_assert_eq!(Ok(alice), max_stones_brute_force(&piles));
    }
}

/// The most stones the player to move collects from the piles left, with
/// moves of up to 2M piles: the game tree of any state (i, M), written here
/// from the rules.
fn most_stones(piles: &[u32], m: usize) -> u64 {
    let total: u64 = piles.iter().map(|&p| u64::from(p)).sum();
    (1..=piles.len().min(2 * m))
        .map(|x| total - most_stones(&piles[x..], m.max(x)))
        .max()
        .unwrap_or(0)
}

proptest! {
    #![proptest_config(crate::cases(512))]

    /// A state in mid-game, the piles from `i` on and any M (reached by
    /// a game or not): `best_move` is a legal X worth the state's value by
    /// the game tree, and the smallest such.
    #[test]
    fn best_move_is_worth_the_value_of_the_state(
        (piles, window) in crate::row_and_window(crate::short_rows(12, 10, 10_000)),
        m in 1..=8_usize,
    ) {
        let left = &piles[window.start..];
        let total: u64 = left.iter().map(|&p| u64::from(p)).sum();
        let worth = |x: usize| total - most_stones(&left[x..], m.max(x));
        let value = most_stones(left, m);
        match best_move(left, m).unwrap() {
            None => prop_assert!(left.is_empty()),
            Some(x) => {
                prop_assert!(1 <= x && x <= left.len().min(2 * m));
                prop_assert_eq!(worth(x), value, "{:?}, M = {}", left, m);
                prop_assert!((1..x).all(|y| worth(y) < value));
            }
        }
    }
}

proptest! {
    #![proptest_config(crate::cases(64))]

    /// On long rows, from every state of the game `optimal_play` plays,
    /// `best_move` on the piles left gives the move it made.
    #[test]
    fn best_move_is_optimal_plays_move_on_long_rows(
        piles in prop::collection::vec(0..=10_000_u32, 0..=300)
    ) {
        let mut m = 1;
        for step in optimal_play(&piles).unwrap() {
            let left = &piles[step.first..];
            prop_assert_eq!(best_move(left, m), Ok(Some(step.count)));
            m = step.m;
        }
    }
}

/// The score difference of moves of one or more values from either end, by
/// trying every game: the oracle of the exercise answer, for short rows.
pub(crate) fn either_end_brute_force(values: &[i32]) -> i64 {
    let n = values.len();
    let sum = |s: &[i32]| s.iter().map(|&v| i64::from(v)).sum::<i64>();
    (1..=n)
        .flat_map(|t| {
            [
                sum(&values[..t]) - either_end_brute_force(&values[t..]),
                sum(&values[n - t..]) - either_end_brute_force(&values[..n - t]),
            ]
        })
        .max()
        .unwrap_or(0)
}

#[test]
fn either_end_is_the_brute_force() {
    // Every row of up to six values from -2 to 2: 19,531 rows.
    let mut rows = 0;
    for values in rows_up_to(6, (-2..=2).collect()) {
        assert_eq!(
            score_difference_from_either_end(&values),
            Ok(either_end_brute_force(&values)),
            "{values:?}"
        );
        rows += 1;
    }
    assert_eq!(rows, 19_531);
}
