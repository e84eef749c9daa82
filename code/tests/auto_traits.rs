//! Every game's `Position`, `Move` and `Error` can cross threads: a program
//! may play a game on one thread and show it on another, or box an error as
//! `Box<dyn Error + Send + Sync>`. The public-API list (`code/public-api.txt`)
//! reads the syntax and cannot see auto traits, so this test holds them: a
//! field that loses `Send` or `Sync` (an `Rc` for an `Arc`) stops it compiling.
//! It names every public struct and enum outside the feature `book`, one per
//! line (the root's `every_public_type_is_held_send_and_sync` checks that).

use stone_games::{
    shared, stone_game, stone_game_ii, stone_game_iii, stone_game_iv, stone_game_ix, stone_game_v,
    stone_game_vi, stone_game_vii, stone_game_viii,
};

/// Compiles only for a type that is `Send`, `Sync` and `Unpin`, and owns
/// its data.
fn sendable<T: Send + Sync + Unpin + 'static>() {}

#[test]
fn every_position_move_and_error_is_send_and_sync() {
    sendable::<stone_game::Position>();
    sendable::<stone_game::Move>();
    sendable::<stone_game::Error>();
    sendable::<stone_game_ii::Position>();
    sendable::<stone_game_ii::Move>();
    sendable::<stone_game_ii::Error>();
    sendable::<stone_game_iii::Position>();
    sendable::<stone_game_iii::Move>();
    sendable::<stone_game_iii::Error>();
    sendable::<stone_game_iv::Position>();
    sendable::<stone_game_iv::Move>();
    sendable::<stone_game_iv::Error>();
    sendable::<stone_game_v::Position>();
    sendable::<stone_game_v::Move>();
    sendable::<stone_game_v::Error>();
    sendable::<stone_game_vi::Position>();
    sendable::<stone_game_vi::Move>();
    sendable::<stone_game_vi::Error>();
    sendable::<stone_game_vii::Position>();
    sendable::<stone_game_vii::Move>();
    sendable::<stone_game_vii::Error>();
    sendable::<stone_game_viii::Position>();
    sendable::<stone_game_viii::Move>();
    sendable::<stone_game_viii::Error>();
    sendable::<stone_game_ix::Position>();
    sendable::<stone_game_ix::Move>();
    sendable::<stone_game_ix::Error>();
    sendable::<stone_game_v::Cut>();
    sendable::<stone_game_v::Part>();
    sendable::<shared::Player>();
    sendable::<shared::Winner>();
    sendable::<shared::End>();
    sendable::<shared::NotASide>();
    sendable::<shared::NotAPlayer>();
    sendable::<shared::NotAWinner>();
    sendable::<shared::TooLong>();
    sendable::<shared::Table<i64>>();
    sendable::<shared::FilledTable<i64>>();
}
