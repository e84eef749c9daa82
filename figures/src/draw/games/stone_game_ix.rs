//! Draws Part IX's figure.
//!
//! Stone Game IX's figure: a whole game under optimal play, move by move, with
//! the sum mod 3 and the stones of each remainder left, from the crate: the
//! moves of `optimal_play`, played on a `Position`, whose stones left each
//! row counts.

use stone_games::shared::Game;
use stone_games::stone_game_ix::{optimal_play, Move, Position};

use crate::draw::html::escape;
use crate::draw::manifest::Figure;
use crate::draw::play_table::{self, Cell, Row};
use crate::Error;

/// How many stones of remainder 0, 1 and 2 `position` has left.
fn left_of_each_remainder(position: &Position) -> [usize; 3] {
    let mut left = [0; 3];
    for index in position.left() {
        left[(position.row()[index] % 3) as usize] += 1;
    }
    left
}

/// The counts of each remainder left, as `c0, c1, c2`.
fn counts_cell(left: [usize; 3]) -> Cell {
    Cell::text(format!("{}, {}, {}", left[0], left[1], left[2]))
}

/// The figure's rows: the start, then each of `moves`, played on a
/// `Position` of `stones`; and the position at the end.
fn rows(stones: &[u32], moves: &[Move]) -> Result<(Vec<Row>, Position), Error> {
    let mut position = Position::new(stones)?;
    let left = left_of_each_remainder(&position);
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
    for (turn, mv) in (1..).zip(moves) {
        let played = position.play(mv.index)?;
        rows.push(Row {
            cells: vec![
                Cell::text(turn),
                Cell::text(played.player),
                Cell::text(format!("{} (remainder {})", played.stone, played.stone % 3)),
                Cell::text(played.sum_mod_3),
                counts_cell(left_of_each_remainder(&position)),
            ],
            // The crate's own wording of a move.
            caption: escape(&format!("Move {turn}: {played}")),
        });
    }
    Ok((rows, position))
}

/// A whole game under optimal play: each move's stone and its remainder, the
/// sum of the stones taken mod 3, and how many stones of each remainder are
/// left; the last row says who won and why.
pub fn play(figure: &Figure, stones: &[u32]) -> Result<String, Error> {
    let moves = optimal_play(stones)?;
    let (rows, position) = rows(stones, &moves)?;
    let won = position.winner().ok_or("a game played out has a winner")?;
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The stones of each remainder not yet taken after `moves`, counted
    /// here from the row, apart from the figure's `Position`.
    fn counted(stones: &[u32], moves: &[Move]) -> [usize; 3] {
        let taken: Vec<usize> = moves.iter().map(|m| m.index).collect();
        let of = |r| {
            (0..stones.len())
                .filter(|i| stones[*i] % 3 == r && !taken.contains(i))
                .count()
        };
        [of(0), of(1), of(2)]
    }

    /// Each row's last cell counts the stones left of remainder 0, 1 and 2,
    /// in that order, as its header says; the start's caption too. The
    /// last row starts with three different counts (2, 3 and 1), so a swap of
    /// any two shows.
    #[test]
    fn each_row_counts_the_stones_left_of_each_remainder_in_its_headers_order() {
        for stones in [
            vec![5, 1, 2, 4, 3],
            vec![3, 3, 1, 1, 2],
            vec![1, 1, 1, 2, 3, 6],
        ] {
            let moves = optimal_play(&stones).unwrap();
            let (rows, _) = rows(&stones, &moves).unwrap();
            assert_eq!(rows.len(), moves.len() + 1);
            for (k, row) in rows.iter().enumerate() {
                let [c0, c1, c2] = counted(&stones, &moves[..k]);
                assert_eq!(
                    row.cells[4].html,
                    format!("{c0}, {c1}, {c2}"),
                    "{stones:?}, row {k}"
                );
            }
            let [c0, c1, c2] = counted(&stones, &[]);
            let start = format!("remainders 0, 1 and 2: {c0}, {c1} and {c2}");
            assert!(rows[0].caption.contains(&start), "{}", rows[0].caption);
        }
    }
}
