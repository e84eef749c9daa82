//! Stone Game V: every method against the game tree on random short rows
//! (zeros common, so that ties hold over ranges of cuts), optimal play
//! checked move by move, and the O(n²) method against the O(n³) table on
//! long rows; the best cut of any part in play against the game tree, and
//! against optimal play on long rows.

use proptest::prelude::*;
use stone_games::stone_game_v::exercises::{best_first_cuts, max_score_binary_search};
use stone_games::stone_game_v::{
    best_move,
    book::{
        max_score_brute_force, max_score_table, quadratic_trace, reached_intervals, score_table,
        score_table_quadratic, METHODS,
    },
    optimal_play, Part,
};

/// Rows of 0 to 12 stones: mostly zeros and small values, LeetCode's range
/// (1 to 10⁶), or any `u32`.
fn short_rows() -> impl Strategy<Value = Vec<u32>> {
    prop_oneof![
        prop::collection::vec(prop_oneof![3 => Just(0_u32), 1 => 1..=3_u32], 0..=12),
        prop::collection::vec(0..=4_u32, 0..=12),
        prop::collection::vec(1..=1_000_000_u32, 0..=12),
        prop::collection::vec(any::<u32>(), 0..=12),
    ]
}

proptest! {
    #![proptest_config(crate::cases(512))]

    #[test]
    fn every_method_equals_the_game_tree(values in short_rows()) {
        let expected = Ok(max_score_brute_force(&values).unwrap());
        crate::each_gives(METHODS, |method| method(&values), &expected)?;
        prop_assert_eq!(max_score_binary_search(&values), expected);
        prop_assert_eq!(score_table_quadratic(&values), score_table(&values));
        let last = quadratic_trace(&values).unwrap().last().map_or(0, |s| s.score);
        prop_assert_eq!(Ok(last), expected);
        let every = (values.len() * (values.len() + 1) / 2) as u64;
        prop_assert!(reached_intervals(&values).unwrap() <= every);
        prop_assert_eq!(best_first_cuts(&values).unwrap().is_empty(), values.len() < 2);
    }

    #[test]
    fn optimal_play_is_legal_and_reaches_the_score(values in short_rows()) {
        let moves = optimal_play(&values).unwrap();
        let sum = |r: &std::ops::Range<usize>| -> u64 {
            values[r.clone()].iter().map(|&v| u64::from(v)).sum()
        };
        let mut row = 0..values.len();
        let mut score = 0;
        for step in &moves {
            // The cut splits the row still in play into two non-empty parts.
            prop_assert_eq!(step.left.start, row.start);
            prop_assert_eq!(step.right.end, row.end);
            prop_assert_eq!(step.left.end, step.right.start);
            prop_assert!(!step.left.is_empty() && !step.right.is_empty());
            prop_assert_eq!((step.left_sum, step.right_sum), (sum(&step.left), sum(&step.right)));
            // Bob throws away the larger part; a tie is Alice's.
            let kept = match step.kept {
                Part::Left => {
                    prop_assert!(step.left_sum <= step.right_sum);
                    step.left.clone()
                }
                Part::Right => {
                    prop_assert!(step.left_sum >= step.right_sum);
                    step.right.clone()
                }
            };
            score += sum(&kept);
            prop_assert_eq!(step.alice, score);
            row = kept;
        }
        prop_assert!(row.len() <= 1);
        prop_assert_eq!(score, max_score_brute_force(&values).unwrap());
    }

    /// A position in mid-game, any part `lo..hi` of a row: the cut
    /// `best_move` makes splits it in two, keeps a part that is not the
    /// larger, and that part's sum plus its own best score is the
    /// position's value by the game tree.
    #[test]
    fn best_move_is_worth_the_value_of_the_position(
        row in crate::window_of(short_rows())
    ) {
        let row = row.as_slice();
        let tree = |row: &[u32]| max_score_brute_force(row).unwrap();
        let sum = |part: &[u32]| -> u64 { part.iter().map(|&v| u64::from(v)).sum() };
        let Some(cut) = best_move(row).unwrap() else {
            prop_assert!(row.len() < 2);
            return Ok(());
        };
        prop_assert!(0 < cut.left_len && cut.left_len < row.len());
        let (left, right) = row.split_at(cut.left_len);
        let kept = match cut.kept {
            Part::Left => left,
            Part::Right => right,
        };
        // Bob throws away the larger part: the one kept is not larger.
        prop_assert_eq!(sum(kept), sum(left).min(sum(right)));
        prop_assert_eq!(sum(kept) + tree(kept), tree(row), "{:?}", row);
    }
}

proptest! {
    #![proptest_config(crate::cases(32))]

    /// Every method of the list, the memo and the cubic table too, and the
    /// exercise's binary search, on rows too long for the game tree: a
    /// failure names each method that differs.
    #[test]
    fn every_method_equals_the_table_on_long_rows(
        values in prop_oneof![
            prop::collection::vec(0..=2_u32, 0..=300),
            prop::collection::vec(1..=1_000_000_u32, 0..=300),
            prop::collection::vec(any::<u32>(), 0..=300),
        ],
    ) {
        crate::each_agrees_with(METHODS, "max_score_table", |method| method(&values))?;
        prop_assert_eq!(
            max_score_binary_search(&values),
            max_score_table(&values),
            "max_score_binary_search"
        );
    }

    /// On long rows, from every part the game `optimal_play` plays keeps,
    /// `best_move` on that part makes the cut it made.
    #[test]
    fn best_move_is_optimal_plays_cut_on_long_rows(
        values in prop_oneof![
            prop::collection::vec(0..=2_u32, 0..=120),
            prop::collection::vec(any::<u32>(), 0..=120),
        ],
    ) {
        for step in optimal_play(&values).unwrap() {
            let row = step.left.start..step.right.end;
            let cut = best_move(&values[row.clone()]).unwrap().unwrap();
            prop_assert_eq!(row.start + cut.left_len, step.left.end);
            prop_assert_eq!(cut.kept, step.kept);
        }
    }
}

proptest! {
    #![proptest_config(crate::cases(16))]

    /// The quadratic methods against each other on rows from past the long
    /// rows' 300 stones to 2,000, where the cubic table is too slow: the
    /// answer, the 32-bit method and the pointers.
    #[test]
    fn the_quadratic_methods_agree_on_very_long_rows(
        values in crate::long(prop_oneof![
            prop::collection::vec(0..=2_u32, 301..=2_000),
            prop::collection::vec(1..=1_000_000_u32, 301..=2_000),
            prop::collection::vec(any::<u32>(), 301..=2_000),
        ])
    ) {
        let fast = crate::without(METHODS, &["max_score_memo", "max_score_table"]);
        crate::each_agrees_with(&fast, "max_score_quadratic", |method| method(&values))?;
    }
}

/// The short rows reach what their doc says: 0 to 12 stones, zeros,
/// LeetCode's ends (1 and 10⁶), and stones of any `u32` past them.
#[test]
fn the_short_rows_reach_what_their_doc_says() {
    let ranges = [(0, 3), (1, 1_000_000)];
    let beyond = Some((1, i64::from(u32::MAX / 2)));
    crate::assert_rows_reach(short_rows(), 0..=12, &ranges, beyond);
}
