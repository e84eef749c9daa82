//! Stone Game IX: the game over counts, the rule and optimal play agree with
//! the game tree over the stones on random rows of up to 14 stones, and the
//! rule with the game over counts on random counts; the best move from
//! positions in mid-game reached by any moves.

use std::collections::HashMap;

use proptest::prelude::*;
use stone_games::stone_game_ix::{
    alice_wins, alice_wins_by_rule, best_move,
    book::{
        alice_wins_brute_force, alice_wins_from_counts, residue_counts_lanes, winner_of_play,
        METHODS,
    },
    exercises, first_move, optimal_play, pitfalls, residue_counts, Player,
};

use crate::short_rows;

/// Does the player to move (Alice when `alice`) win with `left` stones of
/// each residue left and the sum `sum` mod 3? The game over the counts,
/// written here from the rules: a move that makes the sum a multiple of 3
/// loses, and Bob wins when the stones run out.
fn mover_wins(
    left: [u64; 3],
    sum: usize,
    alice: bool,
    memo: &mut HashMap<([u64; 3], usize, bool), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(left, sum, alice)) {
        return known;
    }
    let wins = if left == [0; 3] {
        !alice
    } else {
        (0..3)
            .filter(|&r| left[r] > 0 && (sum + r) % 3 != 0)
            .any(|r| {
                let mut rest = left;
                rest[r] -= 1;
                !mover_wins(rest, (sum + r) % 3, !alice, memo)
            })
    };
    memo.insert((left, sum, alice), wins);
    wins
}

/// Who won the game of the stones `taken`, in order: the player who did not
/// make the sum a multiple of 3, or Bob if nobody did.
fn winner_of(row: &[u32], taken: &[usize]) -> Player {
    let mut sum = 0;
    for (k, &i) in taken.iter().enumerate() {
        sum = (sum + row[i] % 3) % 3;
        if sum == 0 {
            return [Player::Bob, Player::Alice][k % 2];
        }
    }
    Player::Bob
}

/// Rows of any `u32` values, so that each residue and `u32::MAX` appear.
fn wide_rows(most: usize) -> impl Strategy<Value = Vec<u32>> {
    prop::collection::vec(any::<u32>(), 0..=most)
}

proptest! {
    #![proptest_config(crate::cases(256))]

    #[test]
    fn every_method_equals_the_game_tree(
        row in prop_oneof![short_rows(14, 6, 10_000), wide_rows(14)]
    ) {
        let brute = alice_wins_brute_force(&row).unwrap();
        crate::each_gives(METHODS, |method| method(&row), &Ok(brute))?;
        let moves = optimal_play(&row).unwrap();
        prop_assert_eq!(winner_of_play(&moves) == Player::Alice, brute);
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

    /// A game played through `best_move` is `optimal_play`'s, move for
    /// move. Every `best_move` is a winning move whenever the player to
    /// move has one, and never loses at once while a safe stone is left,
    /// as the game over the counts below says; and the game's winner is
    /// the game tree's.
    #[test]
    fn best_move_wins_when_a_move_wins_and_ends_as_optimal_play(
        row in wide_rows(40),
    ) {
        let mut memo = HashMap::new();
        let mut taken = Vec::new();
        let mut left = residue_counts(&row);
        let mut sum = 0;
        while let Some(index) = best_move(&row, &taken).unwrap() {
            let alice = taken.len() % 2 == 0;
            let r = (row[index] % 3) as usize;
            let after = (sum + r) % 3;
            let mut rest = left;
            rest[r] -= 1;
            let chosen_wins =
                after != 0 && !mover_wins(rest, after, !alice, &mut memo);
            if mover_wins(left, sum, alice, &mut memo) {
                prop_assert!(chosen_wins, "{:?} after {:?}", row, taken);
            }
            let safe = (0..3).any(|q| left[q] > 0 && (sum + q) % 3 != 0);
            prop_assert!(after != 0 || !safe, "{:?} after {:?}", row, taken);
            taken.push(index);
            (left, sum) = (rest, after);
        }
        let moves = optimal_play(&row).unwrap();
        let indices: Vec<usize> = moves.iter().map(|m| m.index).collect();
        prop_assert_eq!(&taken, &indices);
        let alice_won = winner_of(&row, &taken) == Player::Alice;
        prop_assert_eq!(winner_of_play(&moves) == Player::Alice, alice_won);
        prop_assert_eq!(Ok(alice_won), alice_wins(&row));
        let start = mover_wins(residue_counts(&row), 0, true, &mut memo);
        prop_assert_eq!(alice_won, start);
        let [c0, c1, c2] = residue_counts(&row);
        prop_assert_eq!(c0 + c1 + c2, row.len() as u64);
        prop_assert_eq!(residue_counts_lanes(&row), [c0, c1, c2]);
    }

    /// The counts without a table against the table, on long rows of any
    /// `u32`.
    #[test]
    fn the_lanes_count_as_the_table(row in crate::long(wide_rows(5_000))) {
        prop_assert_eq!(residue_counts_lanes(&row), residue_counts(&row));
    }
}

proptest! {
    #![proptest_config(crate::cases(512))]

    /// A position in mid-game reached by any moves (stones taken in a
    /// random order, up to the first that makes a multiple of 3): the
    /// stone `best_move` takes wins whenever the player to move can win,
    /// by the game over the counts, and it is `None` exactly when the game
    /// is over.
    #[test]
    fn best_move_wins_from_any_position_that_wins(
        (row, order, k) in wide_rows(14).prop_flat_map(|row| {
            let n = row.len();
            let order = Just((0..n).collect::<Vec<usize>>()).prop_shuffle();
            (Just(row), order, 0..=n)
        })
    ) {
        let mut taken = Vec::new();
        let (mut left, mut sum) = (residue_counts(&row), 0);
        for &i in &order[..k] {
            let r = (row[i] % 3) as usize;
            taken.push(i);
            left[r] -= 1;
            sum = (sum + r) % 3;
            if sum == 0 {
                break; // that move lost: the game is over
            }
        }
        let over = (sum == 0 && !taken.is_empty()) || taken.len() == row.len();
        let alice = taken.len() % 2 == 0;
        let mut memo = HashMap::new();
        match best_move(&row, &taken).unwrap() {
            None => prop_assert!(over),
            Some(i) => {
                prop_assert!(!over && !taken.contains(&i));
                let r = (row[i] % 3) as usize;
                let after = (sum + r) % 3;
                let mut rest = left;
                rest[r] -= 1;
                let wins = after != 0 && !mover_wins(rest, after, !alice, &mut memo);
                let can_win = mover_wins(left, sum, alice, &mut memo);
                prop_assert_eq!(wins, can_win, "{:?} after {:?}", row, taken);
            }
        }
    }
}
