//! Stone Game IX: the game over counts, the rule and optimal play agree with
//! the game tree over the stones on random rows of up to 14 stones, and the
//! rule with the game over counts on random counts.

use proptest::prelude::*;
use stone_games::stone_game_ix::{
    alice_wins, alice_wins_brute_force, alice_wins_by_rule, alice_wins_counts,
    alice_wins_from_counts, alice_wins_lanes, best_move, exercises, first_move,
    optimal_play, pitfalls, residue_counts, residue_counts_lanes, winner,
    Player,
};

use crate::short_rows;

/// Rows of any `u32` values, so that each residue and `u32::MAX` appear.
fn wide_rows(most: usize) -> impl Strategy<Value = Vec<u32>> {
    prop::collection::vec(any::<u32>(), 0..=most)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_method_matches_the_game_tree(row in prop_oneof![short_rows(14, 6, 10_000), wide_rows(14)]) {
        let brute = alice_wins_brute_force(&row).unwrap();
        prop_assert_eq!(alice_wins_counts(&row), Ok(brute));
        prop_assert_eq!(alice_wins(&row), brute);
        prop_assert_eq!(alice_wins_lanes(&row), brute);
        prop_assert_eq!(winner(&optimal_play(&row)) == Player::Alice, brute);
        prop_assert_eq!(pitfalls::alice_wins_stuck_player_loses(&row).is_ok(), true);
        let first = exercises::winning_first_stones(&row);
        prop_assert_eq!(!first.is_empty(), brute);
        if brute {
            prop_assert!(first.contains(&first_move(&row).unwrap()));
        }
    }

    #[test]
    fn the_rule_matches_the_game_over_counts(c0 in 0..200_u64, c1 in 0..200_u64, c2 in 0..200_u64) {
        let counts = [c0, c1, c2];
        prop_assert_eq!(alice_wins_from_counts(counts), Ok(alice_wins_by_rule(counts)));
    }

    /// Optimal play move by move, through `best_move`: the same game.
    #[test]
    fn best_move_replays_optimal_play(row in wide_rows(40)) {
        let moves = optimal_play(&row);
        let mut taken = Vec::new();
        while let Some(index) = best_move(&row, &taken).unwrap() {
            taken.push(index);
        }
        prop_assert_eq!(taken.len(), moves.len());
        let [c0, c1, c2] = residue_counts(&row);
        prop_assert_eq!(c0 + c1 + c2, row.len() as u64);
        prop_assert_eq!(residue_counts_lanes(&row), [c0, c1, c2]);
        let winner_of_replay = winner(&moves);
        prop_assert_eq!(winner_of_replay == Player::Alice, alice_wins(&row));
    }

    /// The counts without a table against the table, on long rows of any
    /// `u32`.
    #[test]
    fn the_lanes_count_as_the_table(row in wide_rows(5_000)) {
        prop_assert_eq!(residue_counts_lanes(&row), residue_counts(&row));
    }
}
