//! Stone Game VI: every method against the game tree over subsets on random
//! short rows, and the O(n) methods against the comparison sort on long
//! rows, with small values (where weights tie) and any `u32`.

use proptest::prelude::*;
use stone_games::stone_game_vi::{
    exercises, optimal_play, score_difference, score_difference_brute_force,
    score_difference_counting, score_difference_radix, score_difference_sorted,
    winner, Error, Player, Winner,
};

/// Two rows of the same length, 0 to `most` stones: values 1 to 3 (ties in
/// `a + b` everywhere), LeetCode's 1 to 100, and any `u32`.
fn rows(most: usize) -> impl Strategy<Value = (Vec<u32>, Vec<u32>)> {
    (0..=most).prop_flat_map(|n| {
        prop_oneof![
            (
                prop::collection::vec(1..=3_u32, n),
                prop::collection::vec(1..=3_u32, n)
            ),
            (
                prop::collection::vec(1..=100_u32, n),
                prop::collection::vec(1..=100_u32, n)
            ),
            (
                prop::collection::vec(any::<u32>(), n),
                prop::collection::vec(any::<u32>(), n)
            ),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn every_method_equals_the_game_tree((alice, bob) in rows(12)) {
        let expected = score_difference_brute_force(&alice, &bob).unwrap();
        prop_assert_eq!(score_difference_sorted(&alice, &bob), Ok(expected));
        prop_assert_eq!(score_difference_radix(&alice, &bob), Ok(expected));
        prop_assert_eq!(score_difference(&alice, &bob), Ok(expected));
        prop_assert_eq!(
            winner(&alice, &bob),
            Ok(Winner::from_difference(expected))
        );
        match score_difference_counting(&alice, &bob) {
            Err(Error::WeightTooLarge { .. }) => {}
            counted => prop_assert_eq!(counted, Ok(expected)),
        }
    }

    #[test]
    fn optimal_play_is_legal_and_reaches_the_value((alice, bob) in rows(12)) {
        let picks = optimal_play(&alice, &bob).unwrap();
        prop_assert_eq!(picks.len(), alice.len());
        let (mut seen, mut a, mut b) = (vec![false; alice.len()], 0, 0);
        for (turn, pick) in picks.iter().enumerate() {
            let mover = if turn % 2 == 0 { Player::Alice } else { Player::Bob };
            prop_assert_eq!(pick.player, mover);
            prop_assert!(!seen[pick.index]);
            seen[pick.index] = true;
            prop_assert_eq!(pick.alice_value, alice[pick.index]);
            prop_assert_eq!(pick.bob_value, bob[pick.index]);
            match mover {
                Player::Alice => a += u64::from(alice[pick.index]),
                Player::Bob => b += u64::from(bob[pick.index]),
            }
            prop_assert_eq!((pick.alice, pick.bob), (a, b));
        }
        let expected = score_difference_brute_force(&alice, &bob).unwrap();
        prop_assert_eq!(a as i64 - b as i64, expected);
        // The identity of "The shared weight": A - B is the weight of Alice's
        // stones minus Bob's values over the whole row.
        let alice_weight: u64 = picks
            .iter()
            .filter(|m| m.player == Player::Alice)
            .map(|m| u64::from(m.alice_value) + u64::from(m.bob_value))
            .sum();
        let bob_all: u64 = bob.iter().map(|&v| u64::from(v)).sum();
        prop_assert_eq!(alice_weight as i128 - bob_all as i128, i128::from(expected));
    }

    #[test]
    fn the_exercises_equal_the_game_tree((alice, bob) in rows(10)) {
        let d = score_difference_brute_force(&alice, &bob).unwrap();
        let swapped = score_difference_brute_force(&bob, &alice).unwrap();
        prop_assert_eq!(exercises::leetcode_1686(&alice, &bob), Ok(d.signum() as i32));
        prop_assert_eq!(exercises::bob_first(&alice, &bob), Ok(-swapped));
        prop_assert_eq!(
            exercises::same_values(&alice),
            score_difference_brute_force(&alice, &alice)
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_linear_methods_equal_the_sort_on_long_rows(
        (alice, bob) in rows(20_000)
    ) {
        let expected = score_difference_sorted(&alice, &bob).unwrap();
        prop_assert_eq!(score_difference_radix(&alice, &bob), Ok(expected));
        prop_assert_eq!(score_difference(&alice, &bob), Ok(expected));
        match score_difference_counting(&alice, &bob) {
            Err(Error::WeightTooLarge { .. }) => {}
            counted => prop_assert_eq!(counted, Ok(expected)),
        }
    }
}
