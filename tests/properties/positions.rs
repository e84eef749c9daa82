//! Every game's `Position`, played out by its own `best_move` on random
//! rows far longer than the exhaustive unit tests reach (those walk every
//! position of rows of up to 4 to 8 values): the game is the game's
//! `optimal_play`, record for record, and every move is one of the
//! `choices`.

use proptest::prelude::*;
use stone_games::shared::Game;
use stone_games::{
    stone_game as sg1, stone_game_ii as sg2, stone_game_iii as sg3,
    stone_game_iv as sg4, stone_game_ix as sg9, stone_game_v as sg5,
    stone_game_vi as sg6, stone_game_vii as sg7, stone_game_viii as sg8,
};

/// The records of `game` played by its `best_move` to the end, each move
/// checked to be among its `choices`.
fn played_out<G: Game>(mut game: G) -> Vec<G::Move> {
    let mut moves = Vec::new();
    while let Some(choice) = game.best_move() {
        assert!(game.choices().contains(&choice), "{choice:?}");
        moves.push(game.play(choice).expect("best_move is legal"));
    }
    assert!(game.is_over() && game.choices().is_empty());
    moves
}

/// Rows of up to `most` values, half of them small (ties and equal values
/// common), half anywhere in `T`'s range.
fn rows<T: Arbitrary + From<u8> + std::fmt::Debug + Clone>(
    most: usize,
) -> impl Strategy<Value = Vec<T>> {
    prop_oneof![
        prop::collection::vec((0_u8..=4).prop_map(T::from), 0..=most),
        prop::collection::vec(any::<T>(), 0..=most),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn stone_game_position_plays_optimal_play(row in rows::<u32>(60)) {
        let start = sg1::Position::new(&row).unwrap();
        prop_assert_eq!(played_out(start), sg1::optimal_play(&row).unwrap());
    }

    #[test]
    fn stone_game_ii_position_plays_optimal_play(row in rows::<u32>(60)) {
        let start = sg2::Position::new(&row).unwrap();
        prop_assert_eq!(played_out(start), sg2::optimal_play(&row).unwrap());
    }

    #[test]
    fn stone_game_iii_position_plays_optimal_play(row in rows::<i32>(200)) {
        let start = sg3::Position::new(&row).unwrap();
        prop_assert_eq!(played_out(start), sg3::optimal_play(&row).unwrap());
    }

    #[test]
    fn stone_game_iv_position_plays_optimal_play(n in 0_u64..=5_000) {
        let start = sg4::Position::new(n).unwrap();
        prop_assert_eq!(played_out(start), sg4::optimal_play(n).unwrap());
    }

    #[test]
    fn stone_game_v_position_plays_optimal_play(row in rows::<u32>(60)) {
        let start = sg5::Position::new(&row).unwrap();
        prop_assert_eq!(played_out(start), sg5::optimal_play(&row).unwrap());
    }

    #[test]
    fn stone_game_vi_position_plays_optimal_play(
        (alice, bob) in rows::<u32>(200).prop_flat_map(|alice| {
            let n = alice.len();
            (Just(alice), prop::collection::vec(0_u32..=4, n))
        })
    ) {
        let start = sg6::Position::new(&alice, &bob).unwrap();
        prop_assert_eq!(played_out(start), sg6::optimal_play(&alice, &bob).unwrap());
    }

    #[test]
    fn stone_game_vii_position_plays_optimal_play(row in rows::<u32>(60)) {
        let start = sg7::Position::new(&row).unwrap();
        prop_assert_eq!(played_out(start), sg7::optimal_play(&row).unwrap());
    }

    #[test]
    fn stone_game_viii_position_plays_optimal_play(row in rows::<i32>(200)) {
        let start = sg8::Position::new(&row).unwrap();
        prop_assert_eq!(played_out(start), sg8::optimal_play(&row).unwrap());
    }

    #[test]
    fn stone_game_ix_position_plays_optimal_play(row in rows::<u32>(200)) {
        let start = sg9::Position::new(&row).unwrap();
        prop_assert_eq!(played_out(start), sg9::optimal_play(&row).unwrap());
    }
}
