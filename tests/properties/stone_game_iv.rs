//! Stone Game IV: every method of `book::METHODS` and `book::METHODS_ON` agrees with the
//! win/lose table on random limits up to a million, the counting sieve with the one-thread
//! sieve on random limits up to 3.5 million, every step of "Near the floor" with the one-thread
//! sieve on random limits up to 10^7 and just around the ends of segments, and all with the
//! game tree on small piles; the best move from a pile against the game tree and the
//! remoteness.

use proptest::prelude::*;
use stone_games::stone_game_iv::{
    alice_wins, best_move,
    book::count_losing_positions_with,
    book::{
        alice_wins_brute_force, grundy_values, losing_positions_compact_sized_on,
        losing_positions_segmented_on, losing_positions_sieve, win_table, METHODS, METHODS_ON,
    },
    optimal_play, remoteness,
};

proptest! {
    #![proptest_config(crate::cases(24))]

    #[test]
    fn the_methods_agree_at_random_limits(limit in 0..=1_000_000_u64, threads in 1..=4_usize) {
        let table = win_table(limit).unwrap();
        let from_table: Vec<u64> = (0..=limit).filter(|&i| !table[i as usize]).collect();
        let expected = Ok(from_table);
        crate::each_gives(METHODS, |method| method(limit), &expected)?;
        crate::each_gives(METHODS_ON, |method| method(limit, threads), &expected)?;
        prop_assert_eq!(alice_wins(limit), Ok(table[limit as usize]));
    }
}

proptest! {
    #![proptest_config(crate::cases(16))]

    /// The counting sieve, which keeps no positions, finds the positions and
    /// the counts of the one-thread segmented sieve, at random limits across
    /// several segments of 2^20.
    #[test]
    fn the_counting_sieve_equals_the_one_thread_sieve(
        limit in 0..=3_500_000_u64,
        threads in 1..=4_usize,
    ) {
        let expected = losing_positions_segmented_on(limit, 1).unwrap();
        let mut found = Vec::new();
        let counts =
            count_losing_positions_with(limit, threads, |p| found.push(p), |_| {})
                .unwrap();
        stone_games_testkit::assert_same_list(
            ("count_losing_positions_with", &found),
            ("losing_positions_segmented_on", &expected),
            &format!("up to {limit} on {threads} threads"),
        );
        for (at, count) in counts {
            let below = expected.iter().filter(|&&p| p <= at).count() as u64;
            prop_assert_eq!(count, below, "at {}", at);
        }
    }
}

/// A random limit up to 10^7, or one within 2 of a multiple of 2^20 (so of
/// 2^21 too): the last position of a segment, the first of the next, or
/// next to them.
fn limits_across_segments() -> impl Strategy<Value = u64> {
    prop_oneof![
        0..=10_000_000_u64,
        (1..=9_u64, -2..=2_i64).prop_map(|(k, d)| (k << 20).saturating_add_signed(d)),
    ]
}

proptest! {
    #![proptest_config(crate::cases(16))]

    /// Every step of the chapter "Near the floor" (8-byte cursors, segments
    /// of 2^21, the pipeline, and any segment from 2^16 to 2^24) finds the
    /// positions of the one-thread sieve, on any number of threads.
    #[test]
    fn every_step_equals_the_one_thread_sieve(
        limit in limits_across_segments(),
        threads in 1..=4_usize,
        bits in 16..=24_u32,
    ) {
        let expected = Ok(losing_positions_sieve(limit).unwrap());
        crate::each_gives(METHODS_ON, |method| method(limit, threads), &expected)?;
        let sized = [("losing_positions_compact_sized_on", bits)];
        let on = |&bits: &u32| losing_positions_compact_sized_on(limit, threads, bits);
        crate::each_gives(&sized, on, &expected)?;
    }
}

proptest! {
    #![proptest_config(crate::cases(64))]

    #[test]
    fn every_method_equals_the_game_tree_on_small_piles(n in 0..=28_u64) {
        let brute = alice_wins_brute_force(n).unwrap();
        prop_assert_eq!(alice_wins(n), Ok(brute));
        prop_assert_eq!(grundy_values(n).unwrap()[n as usize] == 0, !brute);
    }

    /// Any pile is a position in mid-game. On small piles, the square
    /// `best_move` takes leaves the opponent a losing pile exactly when
    /// the pile wins, by the game tree; on piles up to 20,000, it moves to
    /// remoteness R(n) - 1, the smallest such square, as `optimal_play`.
    #[test]
    fn best_move_keeps_the_value_and_the_remoteness(
        small in 0..=30_u64,
        n in 0..=20_000_u64,
    ) {
        match best_move(small).unwrap() {
            None => prop_assert_eq!(small, 0),
            Some(s) => {
                prop_assert!(s >= 1 && s.isqrt().pow(2) == s && s <= small);
                let wins = alice_wins_brute_force(small).unwrap();
                prop_assert_eq!(!alice_wins_brute_force(small - s).unwrap(), wins);
            }
        }
        let r = remoteness(n).unwrap();
        let first = optimal_play(n).unwrap().first().map(|m| m.square);
        prop_assert_eq!(best_move(n), Ok(first));
        if let Some(s) = first {
            prop_assert_eq!(r[(n - s) as usize] + 1, r[n as usize]);
            let quicker = (1..s.isqrt()).map(|k| k * k);
            prop_assert!(quicker.clone().all(|q| r[(n - q) as usize] + 1 != r[n as usize]));
        }
    }
}
