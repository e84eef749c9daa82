//! Stone Game II without its table: every step of the chapter "Engineering the
//! inner loop" against the game tree on short rows, and against the cubic memo
//! on long ones.

use proptest::prelude::*;
use stone_games::stone_game_ii::{
    book::{
        max_stones_answer_only, max_stones_block_minima, max_stones_brute_force, max_stones_memo,
        max_stones_no_table, max_stones_row_blocks, max_stones_two_stacks,
    },
    Error,
};

/// The answer of every step, in the chapter's order.
fn every_step(piles: &[u32]) -> Vec<Result<u64, Error>> {
    vec![
        max_stones_no_table(piles),
        max_stones_block_minima(piles),
        max_stones_two_stacks(piles),
        max_stones_row_blocks(piles),
        max_stones_answer_only(piles),
    ]
}

/// Piles with small values (many ties), with large ones, and with zeros.
fn pile() -> impl Strategy<Value = u32> {
    prop_oneof![0..=3_u32, 1..=10_000_u32, Just(0), Just(u32::MAX)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_step_equals_the_game_tree(
        piles in prop::collection::vec(pile(), 0..=14)
    ) {
        let expected = max_stones_brute_force(&piles);
        prop_assert_eq!(every_step(&piles), vec![expected; 5]);
    }

    #[test]
    fn every_step_equals_the_memo_on_long_rows(
        piles in prop::collection::vec(pile(), 0..=300)
    ) {
        let expected = max_stones_memo(&piles);
        prop_assert!(expected.is_ok());
        prop_assert_eq!(every_step(&piles), vec![expected; 5]);
    }
}
