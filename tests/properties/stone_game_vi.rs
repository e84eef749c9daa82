//! Stone Game VI: every method against the game tree over subsets on random
//! short rows, and the O(n) methods against the comparison sort on long
//! rows, with small values (where weights tie) and any `u32`; the best move
//! after any stones taken against the game tree, and against optimal play on
//! long rows.

use proptest::prelude::*;
use stone_games::stone_game_vi::{
    best_move,
    book::{score_difference_brute_force, score_difference_counting, MAX_COUNTING_WEIGHT, METHODS},
    exercises, optimal_play, winner, Error, Player, Winner,
};

/// Two rows of the same length, 0 to `most` stones: values 1 to 3 (ties in
/// `a + b` everywhere), LeetCode's 1 to 100, and any `u32`.
fn rows(most: usize) -> impl Strategy<Value = (crate::Long<u32>, crate::Long<u32>)> {
    (0..=most)
        .prop_flat_map(|n| {
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
        .prop_map(|(alice, bob)| (crate::Long(alice), crate::Long(bob)))
}

proptest! {
    #![proptest_config(crate::cases(512))]

    #[test]
    fn every_method_equals_the_game_tree((alice, bob) in rows(12)) {
        let expected = score_difference_brute_force(&alice, &bob).unwrap();
        // Counting refuses a stone heavier than its limit, as it says.
        let heavy = alice
            .iter()
            .zip(&bob)
            .any(|(&a, &b)| u64::from(a) + u64::from(b) > MAX_COUNTING_WEIGHT);
        for (name, method) in METHODS {
            let counting = *name == "score_difference_counting";
            match method(&alice, &bob) {
                Err(Error::WeightTooLarge { .. }) if heavy && counting => {}
                got => prop_assert_eq!(got, Ok(expected), "{}", name),
            }
        }
        prop_assert_eq!(
            winner(&alice, &bob),
            Ok(Winner::from_difference(expected))
        );
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
    #![proptest_config(crate::cases(64))]

    #[test]
    fn the_linear_methods_equal_the_sort_on_long_rows(
        (alice, bob) in rows(20_000)
    ) {
        // Every method of the list, counting only where no stone is heavier
        // than its limit (past it, it refuses, as it says).
        let heavy = alice
            .iter()
            .zip(&bob)
            .any(|(&a, &b)| u64::from(a) + u64::from(b) > MAX_COUNTING_WEIGHT);
        let counting = "score_difference_counting";
        let methods: Vec<_> =
            METHODS.iter().filter(|(name, _)| !heavy || *name != counting).copied().collect();
        crate::each_agrees_with(&methods, "score_difference_sorted", |m| m(&alice, &bob))?;
        if heavy {
            let refused = score_difference_counting(&alice, &bob);
            prop_assert!(matches!(refused, Err(Error::WeightTooLarge { .. })), "{:?}", refused);
        }
    }
}

/// Two rows of up to `most` stones, and some of them taken, in a random
/// order: a position in mid-game.
fn positions(
    most: usize,
) -> impl Strategy<Value = (crate::Long<u32>, crate::Long<u32>, Vec<usize>)> {
    rows(most).prop_flat_map(|(alice, bob)| {
        let n = alice.len();
        let order = Just((0..n).collect::<Vec<usize>>()).prop_shuffle();
        (Just(alice), Just(bob), order, 0..=n).prop_map(|(alice, bob, mut order, taken)| {
            order.truncate(taken);
            (alice, bob, order)
        })
    })
}

proptest! {
    #![proptest_config(crate::cases(512))]

    /// After any stones taken, the stone `best_move` takes is worth the
    /// position's value by the game tree: the game on the stones left,
    /// the player to move first, each with their own values.
    #[test]
    fn best_move_is_worth_the_value_of_the_position(
        (alice, bob, taken) in positions(10)
    ) {
        let (mine, theirs) = if taken.len() % 2 == 0 { (&alice, &bob) } else { (&bob, &alice) };
        let left = |but: Option<usize>, values: &[u32]| -> Vec<u32> {
            (0..values.len())
                .filter(|i| !taken.contains(i) && Some(*i) != but)
                .map(|i| values[i])
                .collect()
        };
        let tree = |first: &[u32], second: &[u32]| {
            score_difference_brute_force(first, second).unwrap()
        };
        let value = tree(&left(None, mine), &left(None, theirs));
        match best_move(&alice, &bob, &taken).unwrap() {
            None => prop_assert_eq!(taken.len(), alice.len()),
            Some(i) => {
                prop_assert!(i < alice.len() && !taken.contains(&i));
                let after = tree(&left(Some(i), theirs), &left(Some(i), mine));
                prop_assert_eq!(i64::from(mine[i]) - after, value);
            }
        }
    }
}

proptest! {
    #![proptest_config(crate::cases(64))]

    /// On long rows, after every pick of the game `optimal_play` plays,
    /// `best_move` gives its next pick, ties in weight included.
    #[test]
    fn best_move_is_optimal_plays_pick_on_long_rows((alice, bob) in rows(500)) {
        let order: Vec<usize> =
            optimal_play(&alice, &bob).unwrap().iter().map(|m| m.index).collect();
        for k in 0..=order.len() {
            let next = order.get(k).copied();
            prop_assert_eq!(best_move(&alice, &bob, &order[..k]), Ok(next));
        }
    }
}
