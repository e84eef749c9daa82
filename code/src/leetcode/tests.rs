//! The ten functions on LeetCode's examples, at the ends of LeetCode's
//! constraints, against the game trees on every small input, and outside
//! the constraints, where each answers or panics as its documentation says.

use super::*;
use crate::shared::testing::{random_row, rows_of, rows_up_to};

/// Every row of up to `max_len` values from `lo` to `hi`, as `Vec<i32>`.
fn rows(max_len: usize, lo: i32, hi: i32) -> impl Iterator<Item = Vec<i32>> {
    rows_up_to(max_len, (lo..=hi).collect())
}

fn as_u32(values: &[i32]) -> Vec<u32> {
    values.iter().map(|&v| v as u32).collect()
}

#[test]
fn leetcodes_own_examples() {
    assert!(stone_game(vec![5, 3, 4, 5]));
    assert!(stone_game(vec![3, 7, 2, 3]));
    assert!(!predict_the_winner(vec![1, 5, 2]));
    assert!(predict_the_winner(vec![1, 5, 233, 7]));
    assert_eq!(stone_game_ii(vec![2, 7, 9, 4, 4]), 10);
    assert_eq!(stone_game_ii(vec![1, 2, 3, 4, 5, 100]), 104);
    assert_eq!(stone_game_iii(vec![1, 2, 3, 7]), "Bob");
    assert_eq!(stone_game_iii(vec![1, 2, 3, -9]), "Alice");
    assert_eq!(stone_game_iii(vec![1, 2, 3, 6]), "Tie");
    assert!(winner_square_game(1));
    assert!(!winner_square_game(2));
    assert!(winner_square_game(4));
    assert_eq!(stone_game_v(vec![6, 2, 3, 4, 5, 5]), 18);
    assert_eq!(stone_game_v(vec![7, 7, 7, 7, 7, 7, 7]), 28);
    assert_eq!(stone_game_v(vec![4]), 0);
    assert_eq!(stone_game_vi(vec![1, 3], vec![2, 1]), 1);
    assert_eq!(stone_game_vi(vec![1, 2], vec![3, 1]), 0);
    assert_eq!(stone_game_vi(vec![2, 4, 3], vec![1, 6, 7]), -1);
    assert_eq!(stone_game_vii(vec![5, 3, 1, 4, 2]), 6);
    assert_eq!(stone_game_vii(vec![7, 90, 5, 1, 100, 10, 10, 2]), 122);
    assert_eq!(stone_game_viii(vec![-1, 2, -3, 4, -5]), 5);
    assert_eq!(stone_game_viii(vec![7, -6, 5, 10, 5, -2, -6]), 13);
    assert_eq!(stone_game_viii(vec![-10, -12]), -22);
    assert!(stone_game_ix(vec![2, 1]));
    assert!(!stone_game_ix(vec![2]));
    assert!(!stone_game_ix(vec![5, 1, 2, 4, 3]));
}

/// Every row of up to 7 piles or stones of 1 to 3, as LeetCode allows (up to
/// 6 for Stone Game V's slower tree), against the crate's game trees.
#[test]
fn every_small_row_of_piles_agrees_with_the_game_trees() {
    for row in rows(7, 1, 3) {
        let piles = as_u32(&row);
        let tree = game_i::book::score_difference_brute_force(&piles).unwrap();
        assert_eq!(
            stone_game(row.clone()),
            tree > 0,
            "LeetCode 877 on {row:?}"
        );
        assert_eq!(
            predict_the_winner(row.clone()),
            tree >= 0,
            "LeetCode 486 on {row:?}"
        );
        let most = game_ii::book::max_stones_brute_force(&piles).unwrap();
        assert_eq!(
            stone_game_ii(row.clone()) as u64,
            most,
            "LeetCode 1140 on {row:?}"
        );
        let removed =
            game_vii::book::score_difference_brute_force(&piles).unwrap();
        assert_eq!(
            stone_game_vii(row.clone()) as u64,
            removed,
            "LeetCode 1690 on {row:?}"
        );
        let ix = game_ix::book::alice_wins_brute_force(&piles).unwrap();
        assert_eq!(stone_game_ix(row.clone()), ix, "LeetCode 2029 on {row:?}");
        if row.len() <= 6 {
            let v = game_v::book::max_score_brute_force(&piles).unwrap();
            assert_eq!(
                stone_game_v(row.clone()) as u64,
                v,
                "LeetCode 1563 on {row:?}"
            );
        }
    }
}

/// Every row of up to 7 values of −3 to 3 (III, VIII), every pair of rows of
/// up to 3 values (VI) and every n up to 40 (IV), against the game trees.
#[test]
fn every_small_input_of_the_other_games_agrees_with_the_game_trees() {
    for row in rows(7, -3, 3) {
        let d = game_iii::book::score_difference_brute_force(&row, 3).unwrap();
        let word = ["Bob", "Tie", "Alice"][(d.signum() + 1) as usize];
        assert_eq!(
            stone_game_iii(row.clone()),
            word,
            "LeetCode 1406 on {row:?}"
        );
        let viii = game_viii::book::score_difference_brute_force(&row).unwrap();
        assert_eq!(
            i64::from(stone_game_viii(row.clone())),
            viii,
            "LeetCode 1872 on {row:?}"
        );
    }
    for n in 0..=3 {
        for alice in rows_of(n, vec![1, 2, 3]) {
            for bob in rows_of(n, vec![1, 2, 3]) {
                let (a, b) = (as_u32(&alice), as_u32(&bob));
                let d = game_vi::book::score_difference_brute_force(&a, &b)
                    .unwrap();
                let got = stone_game_vi(alice.clone(), bob.clone());
                assert_eq!(
                    i64::from(got),
                    d.signum(),
                    "LeetCode 1686 on {alice:?} {bob:?}"
                );
            }
        }
    }
    for n in 0..=40 {
        let tree = game_iv::book::alice_wins_brute_force(n as u64).unwrap();
        assert_eq!(winner_square_game(n), tree, "LeetCode 1510 on n = {n}");
    }
}

/// At LeetCode's largest sizes and values, 877 to 1510: each answers, and
/// the answer is the game function's own.
#[test]
fn the_first_five_answer_leetcodes_largest_inputs_as_their_games_do() {
    // Each row's own seed, the problem's number: reproducible rows.
    let mut odd_total = random_row::<i32>(877, 500, 1, 500);
    if odd_total.iter().sum::<i32>() % 2 == 0 {
        odd_total[0] = if odd_total[0] == 500 {
            499
        } else {
            odd_total[0] + 1
        };
    }
    // 877: always true within its constraints.
    assert!(stone_game(odd_total), "LeetCode 877");
    assert!(
        stone_game(vec![500; 499].into_iter().chain([1]).collect()),
        "LeetCode 877"
    );
    let nums = random_row(486, 20, 0, 10_000_000);
    let d = game_i::score_difference(&as_u32(&nums)).unwrap();
    assert_eq!(predict_the_winner(nums), d >= 0, "LeetCode 486");
    assert_eq!(
        stone_game_ii(vec![10_000; 100]),
        10_000 * 50,
        "LeetCode 1140"
    );
    let values = random_row(1406, 50_000, -1_000, 1_000);
    let d = game_iii::score_difference(&values).unwrap();
    let word = ["Bob", "Tie", "Alice"][(d.signum() + 1) as usize];
    assert_eq!(stone_game_iii(values), word, "LeetCode 1406");
    assert_eq!(stone_game_iii(vec![-1_000; 50_000]), "Tie", "LeetCode 1406");
    // Whether 10^5 wins, the sieve says; the game tree agrees on small n
    // above.
    let wins = game_iv::alice_wins(100_000).unwrap();
    assert_eq!(winner_square_game(100_000), wins, "LeetCode 1510");
}

/// At LeetCode's largest sizes and values, 1563 to 2029: each answers, and
/// the answer is the game function's own.
#[test]
fn the_last_five_answer_leetcodes_largest_inputs_as_their_games_do() {
    let row = random_row(1563, 500, 1, 1_000_000);
    let most = game_v::max_score(&as_u32(&row)).unwrap();
    assert_eq!(stone_game_v(row) as u64, most, "LeetCode 1563");
    let equal = game_v::max_score(&[1_000_000; 500]).unwrap();
    assert_eq!(
        stone_game_v(vec![1_000_000; 500]) as u64,
        equal,
        "LeetCode 1563"
    );
    let alice = random_row(1686, 100_000, 1, 100);
    let bob = random_row(1687, 100_000, 1, 100);
    let d = game_vi::score_difference(&as_u32(&alice), &as_u32(&bob));
    assert_eq!(
        i64::from(stone_game_vi(alice, bob)),
        d.unwrap().signum(),
        "LeetCode 1686"
    );
    // 1690: Bob removes 500 of the thousand stones.
    assert_eq!(
        stone_game_vii(vec![1_000; 1_000]),
        500 * 1_000,
        "LeetCode 1690"
    );
    let stones = random_row(1872, 100_000, -10_000, 10_000);
    let d = game_viii::score_difference(&stones).unwrap();
    assert_eq!(i64::from(stone_game_viii(stones)), d, "LeetCode 1872");
    assert_eq!(
        stone_game_viii(vec![10_000; 100_000]),
        1_000_000_000,
        "LeetCode 1872"
    );
    let stones = random_row(2029, 100_000, 1, 10_000);
    let wins = game_ix::alice_wins(&as_u32(&stones)).unwrap();
    assert_eq!(stone_game_ix(stones), wins, "LeetCode 2029");
}

/// Past LeetCode's largest inputs, within the games' limits, each answers
/// as another method of its game does: rows two to six times LeetCode's
/// longest, and 1510's n from 10^5 to 2 × 10^6 (the docs promise every n
/// up to 10^9; a debug build reaches 2 × 10^6 in a second).
#[test]
fn past_leetcodes_largest_inputs_each_answers_as_its_game_does() {
    let row = |seed, n, lo, hi| random_row::<i32>(seed, n, lo, hi);
    let piles = row(877, 1_000, 1, 500);
    let d = game_i::book::score_difference_rolling(&as_u32(&piles)).unwrap();
    assert_eq!(stone_game(piles.clone()), d > 0, "LeetCode 877");
    assert_eq!(predict_the_winner(piles), d >= 0, "LeetCode 486");
    let piles = row(1140, 300, 1, 10_000);
    let most = game_ii::book::max_stones_windows(&as_u32(&piles)).unwrap();
    assert_eq!(stone_game_ii(piles) as u64, most, "LeetCode 1140");
    let values = row(1406, 200_000, -1_000, 1_000);
    let d = game_iii::book::score_difference_window(&values, 3).unwrap();
    let word = ["Bob", "Tie", "Alice"][(d.signum() + 1) as usize];
    assert_eq!(stone_game_iii(values), word, "LeetCode 1406");
    let stones = row(1563, 1_000, 1, 1_000_000);
    let v = game_v::book::max_score_quadratic(&as_u32(&stones)).unwrap();
    assert_eq!(stone_game_v(stones) as u64, v, "LeetCode 1563");
    let (alice, bob) = (row(1686, 300_000, 1, 100), row(1687, 300_000, 1, 100));
    let (a, b) = (as_u32(&alice), as_u32(&bob));
    let d = game_vi::book::score_difference_sorted(&a, &b).unwrap();
    assert_eq!(i64::from(stone_game_vi(alice, bob)), d.signum(), "1686");
    let stones = row(1690, 3_000, 1, 1_000);
    let d = game_vii::book::score_difference_rolling(&as_u32(&stones));
    assert_eq!(stone_game_vii(stones) as u64, d.unwrap(), "LeetCode 1690");
    let stones = row(1872, 300_000, -10_000, 10_000);
    let d = game_viii::book::score_difference_suffix_max(&stones).unwrap();
    assert_eq!(i64::from(stone_game_viii(stones)), d, "LeetCode 1872");
    let stones = row(2029, 300_000, 1, 10_000);
    let moves = game_ix::optimal_play(&as_u32(&stones)).unwrap();
    let alice = game_ix::book::winner_of_play(&moves) == game_ix::Player::Alice;
    assert_eq!(stone_game_ix(stones), alice, "LeetCode 2029");
    let losing = game_iv::book::losing_positions_sieve(2_000_000).unwrap();
    for &n in losing.iter().rev().take(10) {
        let n = i32::try_from(n).unwrap();
        assert!(!winner_square_game(n), "LeetCode 1510 on n = {n}");
        assert!(winner_square_game(n + 1), "LeetCode 1510 on n = {}", n + 1);
    }
}

/// Outside the constraints, inputs the games take are answered by them.
#[test]
fn inputs_outside_the_constraints_that_the_games_take_are_answered() {
    // Odd rows, zeros, the empty row.
    assert!(!stone_game(vec![1, 5, 2]));
    assert!(!stone_game(vec![]));
    assert!(!stone_game(vec![4, 4])); // a tie is not a win
    assert!(predict_the_winner(vec![4, 4])); // but counts in 486
    assert!(predict_the_winner(vec![]));
    assert_eq!(stone_game_ii(vec![]), 0);
    assert_eq!(stone_game_iii(vec![]), "Tie");
    // Alice takes the first two (-1), and Bob must take the last.
    assert_eq!(stone_game_iii(vec![i32::MIN, i32::MAX, i32::MIN]), "Alice");
    assert!(!winner_square_game(0));
    assert!(!winner_square_game(7));
    assert_eq!(stone_game_v(vec![]), 0);
    assert_eq!(stone_game_vi(vec![], vec![]), 0);
    assert_eq!(stone_game_vii(vec![9]), 0);
    assert_eq!(stone_game_vii(vec![]), 0);
    assert_eq!(stone_game_viii(vec![9]), 0);
    assert_eq!(stone_game_viii(vec![]), 0);
    assert!(!stone_game_ix(vec![]));
    assert!(!stone_game_ix(vec![0])); // 0 is a multiple of 3
}

#[test]
#[should_panic(expected = "LeetCode 877: piles[1] = -3 is negative")]
fn a_negative_pile_panics_in_877() {
    let _ = stone_game(vec![1, -3]);
}

#[test]
#[should_panic(expected = "LeetCode 486: nums[0] = -1 is negative")]
fn a_negative_number_panics_in_486() {
    let _ = predict_the_winner(vec![-1]);
}

#[test]
#[should_panic(expected = "LeetCode 1140: stone_game_ii::max_stones takes \
                           at most 20000 piles")]
fn a_row_past_the_limit_panics_in_1140() {
    let _ = stone_game_ii(vec![1; game_ii::MAX_LEN + 1]);
}

#[test]
#[should_panic(expected = "LeetCode 1140: piles[0] = -2 is negative")]
fn a_negative_pile_panics_in_1140() {
    let _ = stone_game_ii(vec![-2, 5]);
}

#[test]
#[should_panic(expected = "LeetCode 1563: stoneValue[2] = -1 is negative")]
fn a_negative_value_panics_in_1563() {
    let _ = stone_game_v(vec![4, 4, -1]);
}

#[test]
#[should_panic(expected = "LeetCode 1690: stones[1] = -6 is negative")]
fn a_negative_stone_panics_in_1690() {
    let _ = stone_game_vii(vec![3, -6, 2]);
}

#[test]
#[should_panic(expected = "LeetCode 1510: n = -1 is negative")]
fn a_negative_pile_panics_in_1510() {
    let _ = winner_square_game(-1);
}

#[test]
#[should_panic(expected = "LeetCode 1510: stone_game_iv::alice_wins refuses \
                           n = 2147483647, past its limit of 1000000000")]
fn a_pile_past_the_limit_panics_in_1510() {
    let _ = winner_square_game(i32::MAX);
}

#[test]
#[should_panic(expected = "LeetCode 1563: the answer, 2147483649, does not \
                           fit in LeetCode's i32")]
fn an_answer_past_i32_panics_in_1563() {
    // Cut in the middle: a tie of 2^31 each; she keeps one half, 2^31, then
    // scores the 1 of it: 2^31 + 1.
    let _ = stone_game_v(vec![i32::MAX, 1, 1, i32::MAX]);
}

#[test]
#[should_panic(expected = "LeetCode 1686: stone_game_vi: Alice's row has 2 \
                           values and Bob's has 1")]
fn rows_of_different_lengths_panic_in_1686() {
    let _ = stone_game_vi(vec![1, 2], vec![3]);
}

#[test]
#[should_panic(expected = "LeetCode 1686: bobValues[0] = -5 is negative")]
fn a_negative_value_panics_in_1686() {
    let _ = stone_game_vi(vec![1], vec![-5]);
}

#[test]
#[should_panic(expected = "LeetCode 1690: the answer, 4294967294, does not \
                           fit in LeetCode's i32")]
fn an_answer_past_i32_panics_in_1690() {
    // Bob removes two of the four stones of 2^31 - 1.
    let _ = stone_game_vii(vec![i32::MAX; 4]);
}

#[test]
#[should_panic(expected = "LeetCode 1872: the answer, 4294967294, does not \
                           fit in LeetCode's i32")]
fn an_answer_past_i32_panics_in_1872() {
    // Merging both stones scores 2^32 - 2.
    let _ = stone_game_viii(vec![i32::MAX, i32::MAX]);
}

#[test]
#[should_panic(expected = "LeetCode 2029: stones[2] = -7 is negative")]
fn a_negative_stone_panics_in_2029() {
    let _ = stone_game_ix(vec![1, 2, -7]);
}

#[test]
#[should_panic(expected = "LeetCode 1140: the answer, 4294967294, does not \
                           fit in LeetCode's i32")]
fn an_answer_past_i32_panics_in_1140() {
    // Alice takes both piles of 2^31 - 1.
    let _ = stone_game_ii(vec![i32::MAX; 2]);
}

#[test]
#[should_panic(expected = "LeetCode 1563: stone_game_v::max_score takes at \
                           most 10000 stones, and the row has 10001")]
fn a_row_past_the_limit_panics_in_1563() {
    let _ = stone_game_v(vec![1; game_v::MAX_LEN + 1]);
}

/// Each kind of panic a wrapper's `# Panics` names has a test named for the
/// kind and the problem (`a_negative_pile_panics_in_877`), but a row past a
/// limit of 2³² values or more, which would take 16 GiB to build.
#[test]
fn every_panic_a_wrapper_documents_has_a_test_of_its_own() {
    // What a `# Panics` says, and what the name of its test holds.
    const KINDS: [(&str, &str); 4] = [
        ("negative", "negative"),
        ("past the game function's limit", "past_the_limit"),
        ("i32", "past_i32"),
        ("different lengths", "different_lengths"),
    ];
    // 877 and 486 (2^32 piles), 1686 (2^32 - 1 values), 1690 (2^33 + 3).
    const TOO_LARGE: [&str; 4] = ["877", "486", "1686", "1690"];
    let source = include_str!("../leetcode.rs");
    let tests = include_str!("tests.rs");
    let pieces: Vec<&str> = source.split("#[doc(alias = \"").collect();
    let mut missing = Vec::new();
    for (before, piece) in pieces.iter().zip(&pieces[1..]) {
        let problem = &piece[..piece.find('"').expect("an alias")];
        // The doc of the function the alias is on: after the last one's end.
        let doc = &before[before.rfind("\n}\n").unwrap_or(0)..];
        let Some(panics) = doc.split("# Panics").nth(1) else {
            continue;
        };
        for (words, name) in KINDS {
            if !panics.contains(words)
                || (name == "past_the_limit" && TOO_LARGE.contains(&problem))
            {
                continue;
            }
            let tested = tests.lines().any(|line| {
                line.starts_with("fn ")
                    && line.contains(name)
                    && line.contains(&format!("_in_{problem}()"))
            });
            if !tested {
                missing.push(format!("{problem}: {words}"));
            }
        }
    }
    assert!(
        pieces.len() > 10,
        "the ten problems' aliases were not found"
    );
    assert!(
        missing.is_empty(),
        "no should_panic test in code/src/leetcode/tests.rs for {missing:?}: \
         add one named for the kind and the problem, as \
         an_answer_past_i32_panics_in_1563"
    );
}
