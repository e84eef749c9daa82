//! Stone Game II: the memo, the bottom-up table and the sliding windows against the game
//! tree, and the sliding windows against the cubic table on long rows.

use proptest::prelude::*;
use stone_games::stone_game_ii::exercises::score_difference_from_either_end;
use stone_games::stone_game_ii::{
    max_stones, max_stones_brute_force, max_stones_memo, max_stones_windows,
    optimal_play, state_table, state_table_cubic, suffix_sums, Player,
};

/// Rows of 0 to 14 piles with 1..=10 stones, and rows with up to 10,000 stones a pile.
fn short_rows() -> impl Strategy<Value = Vec<u32>> {
    crate::short_rows(14, 10, 10_000)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_method_equals_the_game_tree(piles in short_rows()) {
        let expected = max_stones_brute_force(&piles).unwrap();
        prop_assert_eq!(max_stones_memo(&piles), Ok(expected));
        prop_assert_eq!(
            state_table_cubic(&piles).map(|t| t.answer()),
            Ok(expected)
        );
        prop_assert_eq!(max_stones_windows(&piles), Ok(expected));
        prop_assert_eq!(max_stones(&piles), Ok(expected));
    }

    #[test]
    fn the_windows_equal_the_cubic_table_on_long_rows(
        piles in prop::collection::vec(0..=10_000_u32, 0..=300)
    ) {
        prop_assert_eq!(state_table(&piles), state_table_cubic(&piles));
    }

    #[test]
    fn optimal_play_is_legal_and_reaches_the_value(piles in short_rows()) {
        let moves = optimal_play(&piles).unwrap();
        let suffix = suffix_sums(&piles);
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

/// The score difference of moves of one or more values from either end, by
/// trying every game: the oracle of the exercise answer, for short rows.
pub(crate) fn either_end_brute_force(values: &[i32]) -> i64 {
    let n = values.len();
    let sum = |s: &[i32]| s.iter().map(|&v| i64::from(v)).sum::<i64>();
    (1..=n)
        .flat_map(|t| {
            [
                sum(&values[..t]) - either_end_brute_force(&values[t..]),
                sum(&values[n - t..])
                    - either_end_brute_force(&values[..n - t]),
            ]
        })
        .max()
        .unwrap_or(0)
}

#[test]
fn either_end_is_the_brute_force() {
    // Every row of up to six values from -2 to 2: 19,531 rows.
    let mut rows = 0;
    for len in 0..=6_u32 {
        for code in 0..5_u32.pow(len) {
            let values: Vec<i32> = (0..len)
                .map(|d| (code / 5_u32.pow(d) % 5) as i32 - 2)
                .collect();
            assert_eq!(
                score_difference_from_either_end(&values),
                Ok(either_end_brute_force(&values)),
                "{values:?}"
            );
            rows += 1;
        }
    }
    assert_eq!(rows, 19_531);
}
