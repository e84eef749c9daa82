//! Stone Game III: every method against the game tree on random short rows,
//! for random k, and the O(n) window against the O(nk) recurrence on long
//! rows with random k; the best move from a position in mid-game against the
//! game tree, and against optimal play on long rows.

use proptest::prelude::*;
use stone_games::stone_game_iii::{
    best_move,
    book::{
        difference_table, score_difference_brute_force, score_difference_table,
        score_difference_wide, METHODS, METHODS_AT_3,
    },
    optimal_play, winner, Player, Winner,
};

/// Rows of 0 to 12 values: LeetCode's range, -1,000 to 1,000, and any `i32`.
fn short_rows() -> impl Strategy<Value = Vec<i32>> {
    prop_oneof![
        prop::collection::vec(-1_000..=1_000_i32, 0..=12),
        prop::collection::vec(any::<i32>(), 0..=12),
    ]
}

proptest! {
    #![proptest_config(crate::cases(512))]

    #[test]
    fn every_method_equals_the_game_tree(values in short_rows(), k in 1..=14_usize) {
        let expected = score_difference_brute_force(&values, k).unwrap();
        crate::each_gives(METHODS, |method| method(&values, k), &Ok(expected))?;
        prop_assert_eq!(score_difference_wide(&values, k), Ok(i128::from(expected)));
        let table = difference_table(&values, k).unwrap();
        prop_assert_eq!(table[0], expected);
        prop_assert_eq!(table[values.len()], 0);
    }

    #[test]
    fn the_stone_game_iii_methods_equal_the_game_tree(values in short_rows()) {
        let expected = score_difference_brute_force(&values, 3).unwrap();
        crate::each_gives(METHODS_AT_3, |method| method(&values), &Ok(expected))?;
        let winner_by_sign = Winner::from_difference(expected);
        prop_assert_eq!(winner(&values), Ok(winner_by_sign));
    }

    #[test]
    fn optimal_play_is_legal_and_reaches_the_value(values in short_rows()) {
        let moves = optimal_play(&values).unwrap();
        let (mut i, mut alice, mut bob) = (0, 0_i64, 0_i64);
        for (turn, step) in moves.iter().enumerate() {
            let mover = if turn % 2 == 0 { Player::Alice } else { Player::Bob };
            prop_assert_eq!(step.player, mover);
            prop_assert_eq!(step.first, i);
            prop_assert!((1..=3).contains(&step.count));
            let taken: i64 =
                values[i..i + step.count].iter().map(|&v| i64::from(v)).sum();
            prop_assert_eq!(step.points, taken);
            match step.player {
                Player::Alice => alice += taken,
                Player::Bob => bob += taken,
            }
            prop_assert_eq!((step.alice, step.bob), (alice, bob));
            i += step.count;
        }
        prop_assert_eq!(i, values.len());
        prop_assert_eq!(alice - bob, score_difference_brute_force(&values, 3).unwrap());
    }

    /// A position in mid-game, the values from `i` on: the count
    /// `best_move` takes is worth the position's value by the game tree,
    /// and no fewer values are.
    #[test]
    fn best_move_is_worth_the_value_of_the_position(
        (values, window) in crate::row_and_window(short_rows())
    ) {
        let left = &values[window.start..];
        let tree = |row: &[i32]| score_difference_brute_force(row, 3).unwrap();
        let worth = |x: usize| {
            let taken: i64 = left[..x].iter().map(|&v| i64::from(v)).sum();
            taken - tree(&left[x..])
        };
        match best_move(left).unwrap() {
            None => prop_assert!(left.is_empty()),
            Some(x) => {
                prop_assert!(1 <= x && x <= left.len().min(3));
                prop_assert_eq!(worth(x), tree(left), "{:?}", left);
                prop_assert!((1..x).all(|y| worth(y) < tree(left)));
            }
        }
    }
}

proptest! {
    #![proptest_config(crate::cases(64))]

    #[test]
    fn the_window_equals_the_recurrence_on_long_rows(
        values in crate::long(prop::collection::vec(any::<i32>(), 0..=3_000)),
        k in prop_oneof![1..=10_usize, 1..=4_000_usize],
    ) {
        // Every method of the list: a failure names each that differs.
        crate::each_agrees_with(METHODS, "score_difference_table", |method| method(&values, k))?;
    }

    /// Every method at k = 3 (the ring, the three registers, the answer)
    /// against the table, on long rows of LeetCode's range and of any `i32`.
    #[test]
    fn the_methods_at_3_equal_the_table_on_long_rows(
        values in crate::long(prop_oneof![
            prop::collection::vec(any::<i32>(), 0..=3_000),
            prop::collection::vec(-1_000..=1_000_i32, 0..=3_000),
        ]),
    ) {
        let table = score_difference_table(&values, 3);
        crate::each_gives(METHODS_AT_3, |method| method(&values), &table)?;
    }

    /// On long rows, from every position of the game `optimal_play`
    /// plays, `best_move` on the values left gives the move it made.
    #[test]
    fn best_move_is_optimal_plays_move_on_long_rows(
        values in crate::long(prop_oneof![
            prop::collection::vec(any::<i32>(), 0..=1_000),
            prop::collection::vec(-3..=3_i32, 0..=1_000),
        ]),
    ) {
        for step in optimal_play(&values).unwrap() {
            let left = &values[step.first..];
            prop_assert_eq!(best_move(left), Ok(Some(step.count)));
        }
    }
}

proptest! {
    #![proptest_config(crate::cases(16))]

    /// Every method at k = 3 against the table, on rows from past the long
    /// rows' 3,000 values to LeetCode's largest, 50,000.
    #[test]
    fn the_methods_at_3_equal_the_table_on_very_long_rows(
        values in crate::long(prop_oneof![
            prop::collection::vec(any::<i32>(), 3_001..=50_000),
            prop::collection::vec(-1_000..=1_000_i32, 3_001..=50_000),
        ])
    ) {
        let table = score_difference_table(&values, 3);
        crate::each_gives(METHODS_AT_3, |method| method(&values), &table)?;
    }
}

/// The short rows reach what their doc says: 0 to 12 values, LeetCode's
/// ends, and values of any `i32` past them.
#[test]
fn the_short_rows_reach_what_their_doc_says() {
    let beyond = Some((i64::from(i32::MIN / 2), i64::from(i32::MAX / 2)));
    crate::assert_rows_reach(short_rows(), 0..=12, &[(-1_000, 1_000)], beyond);
}
