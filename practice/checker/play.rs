//! Optimal play on an input, move by move, from the crate's `optimal_play`.

use stone_games::{
    stone_game as i, stone_game_ii as ii, stone_game_iii as iii, stone_game_iv as iv,
    stone_game_ix as ix, stone_game_v as v, stone_game_vi as vi, stone_game_vii as vii,
    stone_game_viii as viii,
};

use crate::{Input, Problem};

impl Problem {
    /// The moves of a game under optimal play on `input`, one line each,
    /// from the crate's `optimal_play`; `None` where it refuses the input
    /// (a row past its limit).
    ///
    /// ```
    /// use practice::{Input, Problem};
    ///
    /// let moves = Problem::StoneGameIV.optimal_play(&Input::Number(2));
    /// assert_eq!(
    ///     moves.unwrap(),
    ///     ["Alice takes 1 of 2, leaving 1", "Bob takes 1 of 1, leaving 0"]
    /// );
    /// ```
    pub fn optimal_play(self, input: &Input) -> Option<Vec<String>> {
        let lines = |moves: Vec<String>| Some(moves);
        match (self, input) {
            (Problem::StoneGame | Problem::PredictTheWinner, Input::Row(_)) => {
                lines(shown(i::optimal_play(&input.counts()?).ok()?))
            }
            (Problem::StoneGameII, Input::Row(_)) => {
                lines(shown(ii::optimal_play(&input.counts()?).ok()?))
            }
            (Problem::StoneGameIII, Input::Row(row)) => lines(shown(iii::optimal_play(row).ok()?)),
            (Problem::StoneGameIV, &Input::Number(n)) => {
                let n = u64::try_from(n).ok()?;
                lines(shown(iv::optimal_play(n).ok()?))
            }
            (Problem::StoneGameV, Input::Row(_)) => {
                let moves = v::optimal_play(&input.counts()?).ok()?;
                lines(moves.iter().map(cut).collect())
            }
            (Problem::StoneGameVI, Input::Rows(..)) => {
                let (alice, bob) = input.both_counts()?;
                let moves = vi::optimal_play(&alice, &bob).ok()?;
                lines(moves.iter().map(pick).collect())
            }
            (Problem::StoneGameVII, Input::Row(_)) => {
                lines(shown(vii::optimal_play(&input.counts()?).ok()?))
            }
            (Problem::StoneGameVIII, Input::Row(row)) => {
                lines(shown(viii::optimal_play(row).ok()?))
            }
            (Problem::StoneGameIX, Input::Row(_)) => {
                let moves = ix::optimal_play(&input.counts()?).ok()?;
                let winner = ix::book::winner_of_play(&moves);
                let mut moves = shown(moves);
                moves.push(format!("{winner} wins"));
                lines(moves)
            }
            _ => None,
        }
    }
}

fn shown<T: std::fmt::Display>(moves: Vec<T>) -> Vec<String> {
    moves.iter().map(ToString::to_string).collect()
}

/// A round of Stone Game V: `Alice cuts 2 | 1 1 (2 against 2) and keeps
/// the right, scoring 2: Alice 2`.
fn cut(round: &v::Move) -> String {
    format!(
        "Alice cuts stones {}..{} | {}..{} ({} against {}) and keeps the {}, \
         scoring {}: Alice {}",
        round.left.start,
        round.left.end,
        round.right.start,
        round.right.end,
        round.left_sum,
        round.right_sum,
        round.kept,
        round.points,
        round.alice
    )
}

/// A pick of Stone Game VI: `Alice takes stone 1 (3 to Alice, 1 to Bob):
/// Alice 3, Bob 0`.
fn pick(pick: &vi::Move) -> String {
    format!(
        "{} takes stone {} ({} to Alice, {} to Bob): Alice {}, Bob {}",
        pick.player, pick.index, pick.alice_value, pick.bob_value, pick.alice, pick.bob
    )
}
