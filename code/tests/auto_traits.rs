//! Every game's `Position`, `Move` and `Error` can cross threads: a program
//! may play a game on one thread and show it on another, or box an error as
//! `Box<dyn Error + Send + Sync>`. The public-API list (`code/public-api.txt`)
//! reads the syntax and cannot see auto traits, so this test holds them: a
//! field that loses `Send` or `Sync` (an `Rc` for an `Arc`) stops it compiling.

use stone_games::{
    shared, stone_game, stone_game_ii, stone_game_iii, stone_game_iv, stone_game_ix, stone_game_v,
    stone_game_vi, stone_game_vii, stone_game_viii,
};

/// Compiles only for a type that is `Send`, `Sync` and `Unpin`, and owns
/// its data.
fn sendable<T: Send + Sync + Unpin + 'static>() {}

#[test]
fn every_position_move_and_error_is_send_and_sync() {
    macro_rules! each_game {
        ($($game:ident),*) => {
            $(
                sendable::<$game::Position>();
                sendable::<$game::Move>();
                sendable::<$game::Error>();
            )*
        };
    }
    each_game!(
        stone_game,
        stone_game_ii,
        stone_game_iii,
        stone_game_iv,
        stone_game_v,
        stone_game_vi,
        stone_game_vii,
        stone_game_viii,
        stone_game_ix
    );
    sendable::<shared::Player>();
    sendable::<shared::Winner>();
    sendable::<shared::End>();
    sendable::<shared::NotASide>();
    sendable::<shared::NotAPlayer>();
    sendable::<shared::NotAWinner>();
    sendable::<shared::Table<i64>>();
    sendable::<stone_game_v::Cut>();
    sendable::<stone_game_v::Part>();
}
