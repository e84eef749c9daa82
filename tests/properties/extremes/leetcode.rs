//! `leetcode`: LeetCode's signatures at the smallest inputs the games take
//! and at LeetCode's largest values (the constraint extremes, and what each
//! does outside them, are in the module's own tests).

use stone_games::leetcode::*;

#[test]
fn the_ten_on_the_smallest_inputs_and_the_largest_values() {
    assert!(!stone_game(vec![]));
    assert!(stone_game(vec![500, 499]));
    assert!(predict_the_winner(vec![]));
    assert!(predict_the_winner(vec![10_000_000; 20]));
    assert_eq!(stone_game_ii(vec![]), 0);
    assert_eq!(stone_game_ii(vec![10_000; 100]), 500_000);
    assert_eq!(stone_game_iii(vec![]), "Tie");
    assert_eq!(stone_game_iii(vec![i32::MIN]), "Bob");
    assert!(!winner_square_game(0));
    // LeetCode's largest pile: a win, as the win/lose table says.
    let table = stone_games::stone_game_iv::book::win_table(100_000).unwrap();
    assert!(table[100_000]);
    assert!(winner_square_game(100_000));
    assert_eq!(stone_game_v(vec![]), 0);
    assert_eq!(stone_game_v(vec![1_000_000; 2]), 1_000_000);
    assert_eq!(stone_game_vi(vec![], vec![]), 0);
    assert_eq!(stone_game_vi(vec![100], vec![100]), 1);
    assert_eq!(stone_game_vii(vec![]), 0);
    assert_eq!(stone_game_vii(vec![1_000; 2]), 1_000);
    assert_eq!(stone_game_viii(vec![]), 0);
    assert_eq!(stone_game_viii(vec![-10_000, -10_000]), -20_000);
    assert!(!stone_game_ix(vec![]));
    assert!(!stone_game_ix(vec![10_000]));
}
