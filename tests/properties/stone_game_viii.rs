//! Stone Game VIII: every method against the game tree on the row itself, on
//! random short rows, and the O(n) suffix maximum against the O(n²)
//! recurrence on long rows; the best move on the row as it stands in
//! mid-game against the game tree, and against optimal play on long rows.

use proptest::prelude::*;
use stone_games::stone_game_viii::{
    best_move,
    book::{
        difference_table, move_worths, position_values, score_difference_brute_force,
        suffix_max_trace, METHODS,
    },
    exercises, optimal_play, Player,
};

/// Rows of 2 to 12 stones: LeetCode's range, -10,000 to 10,000, small
/// values where ties are common, and any `i32`.
fn short_rows() -> impl Strategy<Value = Vec<i32>> {
    prop_oneof![
        prop::collection::vec(-10_000..=10_000_i32, 2..=12),
        prop::collection::vec(-3..=3_i32, 2..=12),
        prop::collection::vec(any::<i32>(), 2..=12),
    ]
}

proptest! {
    #![proptest_config(crate::cases(512))]

    #[test]
    fn every_method_equals_the_game_tree(stones in short_rows()) {
        let expected = score_difference_brute_force(&stones).unwrap();
        crate::each_gives(METHODS, |method| method(&stones), &Ok(expected))?;
        let trace = suffix_max_trace(&stones).unwrap();
        prop_assert_eq!(trace.last().map(|s| s.best), Some(expected));
        let openings = exercises::optimal_openings(&stones).unwrap();
        prop_assert!(!openings.is_empty());
        prop_assert_eq!(exercises::score_difference_at_least(&stones, 2), Ok(expected));
    }

    #[test]
    fn optimal_play_is_legal_and_reaches_the_value(stones in short_rows()) {
        let moves = optimal_play(&stones).unwrap();
        // Play the moves on the row itself, merging as the rules say.
        let mut row: Vec<i64> = stones.iter().map(|&s| i64::from(s)).collect();
        let (mut alice, mut bob) = (0_i128, 0_i128);
        for (turn, step) in moves.iter().enumerate() {
            let mover = if turn % 2 == 0 { Player::Alice } else { Player::Bob };
            prop_assert_eq!(step.player, mover);
            prop_assert!(step.count >= 2 && step.count <= row.len());
            let merged: i64 = row[..step.count].iter().sum();
            prop_assert_eq!(step.points, merged);
            row.splice(..step.count, [merged]);
            match step.player {
                Player::Alice => alice += i128::from(merged),
                Player::Bob => bob += i128::from(merged),
            }
            prop_assert_eq!((step.alice, step.bob), (alice, bob));
        }
        prop_assert_eq!(row.len(), 1);
        prop_assert_eq!(alice - bob, i128::from(score_difference_brute_force(&stones).unwrap()));
    }
}

proptest! {
    #![proptest_config(crate::cases(64))]

    #[test]
    fn the_suffix_maximum_equals_the_recurrence_on_long_rows(
        stones in crate::long(prop_oneof![
            prop::collection::vec(any::<i32>(), 2..=3_000),
            prop::collection::vec(-10_000..=10_000_i32, 2..=3_000),
        ]),
    ) {
        let table = difference_table(&stones).unwrap();
        prop_assert_eq!(position_values(&stones), Ok(table.clone()), "position_values");
        // The O(n) methods of the list, each named when it differs.
        let fast = [
            "score_difference",
            "score_difference_constant_memory",
            "score_difference_branch_on_raise",
        ];
        let methods: Vec<_> =
            METHODS.iter().filter(|(name, _)| fast.contains(name)).copied().collect();
        prop_assert_eq!(methods.len(), fast.len(), "the O(n) methods are all in METHODS");
        crate::each_gives(&methods, |method| method(&stones), &Ok(table[0]))?;
    }
}

/// The row as it stands after the first `i + 1` stones of `stones` were
/// merged into one (none for `i = 0`), or the row itself when that stone
/// would not fit in an `i32`.
fn as_it_stands(stones: &[i32], i: usize) -> Vec<i32> {
    let merged: i64 = stones[..=i].iter().map(|&s| i64::from(s)).sum();
    match i32::try_from(merged) {
        Ok(first) => [&[first], &stones[i + 1..]].concat(),
        Err(_) => stones.to_vec(),
    }
}

proptest! {
    #![proptest_config(crate::cases(512))]

    /// A position in mid-game, the row as it stands after some merges: the
    /// x `best_move` merges is worth the position's value by the game tree,
    /// and no smaller x is.
    #[test]
    fn best_move_is_worth_the_value_of_the_position(
        (stones, window) in crate::row_and_window(short_rows())
    ) {
        let i = window.start.min(stones.len() - 1);
        let row = as_it_stands(&stones, i);
        let worths = move_worths(&row).unwrap();
        match best_move(&row).unwrap() {
            None => prop_assert!(row.len() < 2),
            Some(x) => {
                let value = score_difference_brute_force(&row).unwrap();
                prop_assert!(2 <= x && x <= row.len());
                prop_assert_eq!(worths[x - 2], value, "{:?}", row);
                prop_assert!(worths[..x - 2].iter().all(|&w| w < value));
            }
        }
    }
}

proptest! {
    #![proptest_config(crate::cases(64))]

    /// On long rows, from every position of the game `optimal_play` plays,
    /// `best_move` on the row as it stands gives the x it merged.
    #[test]
    fn best_move_is_optimal_plays_move_on_long_rows(
        stones in crate::long(prop_oneof![
            prop::collection::vec(-10_000..=10_000_i32, 2..=1_000),
            prop::collection::vec(-3..=3_i32, 2..=1_000),
        ]),
    ) {
        let mut holds = 0; // the first stone holds stones 0 to holds
        for step in optimal_play(&stones).unwrap() {
            let row = as_it_stands(&stones, holds);
            prop_assert_eq!(best_move(&row), Ok(Some(step.count)));
            holds = step.last;
        }
        prop_assert_eq!(best_move(&as_it_stands(&stones, holds)), Ok(None));
    }
}

proptest! {
    #![proptest_config(crate::cases(16))]

    /// The O(n) methods against the suffix maximum on rows from past the
    /// long rows' 3,000 stones, where the O(n²) recurrence stops, to
    /// LeetCode's largest, 100,000.
    #[test]
    fn the_fast_methods_agree_on_very_long_rows(
        stones in crate::long(prop_oneof![
            prop::collection::vec(any::<i32>(), 3_001..=100_000),
            prop::collection::vec(-10_000..=10_000_i32, 3_001..=100_000),
        ])
    ) {
        let slow = ["score_difference_over_indices", "score_difference_recurrence"];
        let fast = crate::without(METHODS, &slow);
        let reference = "score_difference_suffix_max";
        crate::each_agrees_with(&fast, reference, |method| method(&stones))?;
    }
}

/// The short rows reach what their doc says: 2 to 12 stones, LeetCode's
/// ends, the small values' ends, and stones of any `i32` past them.
#[test]
fn the_short_rows_reach_what_their_doc_says() {
    let ranges = [(-10_000, 10_000), (-3, 3)];
    let beyond = Some((i64::from(i32::MIN / 2), i64::from(i32::MAX / 2)));
    crate::assert_rows_reach(short_rows(), 2..=12, &ranges, beyond);
}
