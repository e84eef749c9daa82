//! With the feature `serde`: every game's record of play survives a round
//! trip through JSON, and the shared types read as their names.
#![cfg(feature = "serde")]

use serde::{de::DeserializeOwned, Serialize};
use stone_games::shared::{End, Player, Winner};
use stone_games::{
    stone_game, stone_game_ii, stone_game_iii, stone_game_iv, stone_game_ix, stone_game_v,
    stone_game_vi, stone_game_vii, stone_game_viii,
};

/// `value` written as JSON and read back is `value`.
fn round_trip<T>(value: &T)
where
    T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let json = serde_json::to_string(value).expect("serialized");
    let back: T = serde_json::from_str(&json).expect("deserialized");
    assert_eq!(&back, value, "{json}");
}

#[test]
fn every_games_optimal_play_survives_a_round_trip() {
    round_trip(&stone_game::optimal_play(&[5, 3, 4, 5]).unwrap());
    round_trip(&stone_game_ii::optimal_play(&[2, 7, 9, 4, 4]).unwrap());
    round_trip(&stone_game_iii::optimal_play(&[1, 2, 3, -9]).unwrap());
    round_trip(&stone_game_iv::optimal_play(7).unwrap());
    round_trip(&stone_game_v::optimal_play(&[6, 2, 3, 4, 5, 5]).unwrap());
    round_trip(&stone_game_vi::optimal_play(&[2, 4, 3], &[1, 6, 7]).unwrap());
    round_trip(&stone_game_vii::optimal_play(&[5, 3, 1, 4, 2]).unwrap());
    round_trip(&stone_game_viii::optimal_play(&[-1, 2, -3, 4, -5]).unwrap());
    round_trip(&stone_game_ix::optimal_play(&[5, 1, 2, 4, 3]).unwrap());
}

#[test]
fn the_choices_and_the_shared_types_read_as_their_names() {
    let cut = stone_game_v::Cut {
        left_len: 3,
        kept: stone_game_v::Part::Left,
    };
    round_trip(&cut);
    assert_eq!(
        serde_json::to_string(&cut).unwrap(),
        r#"{"left_len":3,"kept":"left"}"#
    );
    for (json, value) in [(r#""Alice""#, Player::Alice), (r#""Bob""#, Player::Bob)] {
        assert_eq!(serde_json::to_string(&value).unwrap(), json);
        round_trip(&value);
    }
    assert_eq!(serde_json::to_string(&Winner::Tie).unwrap(), r#""Tie""#);
    round_trip(&Winner::Bob);
    // An end and a part are written as they print and parse: `left`, `right`.
    assert_eq!(serde_json::to_string(&End::Right).unwrap(), r#""right""#);
    round_trip(&End::Left);
}
