//! Draws Part IX's figure.
//!
//! Stone Game IX's figure: a whole game under optimal play, move by move, with
//! the sum mod 3 and the stones of each remainder left, from the crate's
//! `optimal_play`.

use stone_games::stone_game_ix::{book::winner_of_play, optimal_play, residue_counts};

use crate::draw::html::escape;
use crate::draw::manifest::Figure;
use crate::draw::play_table::{self, Cell, Row};
use crate::Error;

/// The counts of each remainder left, as `c0, c1, c2`.
fn counts_cell(left: [u64; 3]) -> Cell {
    Cell::text(format!("{}, {}, {}", left[0], left[1], left[2]))
}

/// A whole game under optimal play: each move's stone and its remainder, the
/// sum of the stones taken mod 3, and how many stones of each remainder are
/// left; the last row says who won and why.
pub fn play(figure: &Figure, stones: &[u32]) -> Result<String, Error> {
    let moves = optimal_play(stones)?;
    let mut left = residue_counts(stones);
    let mut rows = vec![Row {
        cells: vec![
            Cell::text(0),
            Cell::text("(start)"),
            Cell::text("—"),
            Cell::text(0),
            counts_cell(left),
        ],
        caption: format!(
            "The start: {} stones, of remainders 0, 1 and 2: {}, {} and {}; Alice to move",
            stones.len(),
            left[0],
            left[1],
            left[2]
        ),
    }];
    for (turn, mv) in (1..).zip(&moves) {
        let residue = mv.stone % 3;
        left[residue as usize] -= 1;
        rows.push(Row {
            cells: vec![
                Cell::text(turn),
                Cell::text(mv.player),
                Cell::text(format!("{} (remainder {residue})", mv.stone)),
                Cell::text(mv.sum_mod_3),
                counts_cell(left),
            ],
            // The crate's own wording of a move.
            caption: escape(&format!("Move {turn}: {mv}")),
        });
    }
    let won = winner_of_play(&moves);
    let why = match moves.last() {
        Some(last) if last.sum_mod_3 == 0 => {
            format!("{} made the sum a multiple of 3", last.player)
        }
        _ => "the stones ran out".to_string(),
    };
    let columns = [
        "Move",
        "Who takes",
        "The stone",
        "Sum mod 3",
        "Left of remainder 0, 1, 2",
    ];
    play_table::render(
        figure,
        &columns,
        &rows,
        Vec::new(),
        &format!("{won} wins: {}.", escape(&why)),
    )
}
