//! Draws the family map: the nine games and the lines between related ones.
//!
//! The map of the family: the nine games on a grid of three by three, each a link to its
//! part, with the idea that solves it, and numbered lines between related games (the
//! chapter explains each number).

use std::fmt::Write as _;

use crate::draw::html::{escape, figure_end, plain};
use crate::draw::manifest::{check_map, Figure, MapGame, MapLink};

const NUMERALS: [&str; 9] =
    ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"];
const BOX_WIDTH: f64 = 112.0;
const BOX_HEIGHT: f64 = 50.0;
const COLUMN_STEP: f64 = 140.0;
const ROW_STEP: f64 = 76.0;
const MARGIN: f64 = 6.0;

/// The game's name and the folder of its part.
fn name_and_folder(part: u8) -> (String, String) {
    let numeral = NUMERALS[usize::from(part - 1)];
    if part == 1 {
        ("Stone Game".into(), "stone-game".into())
    } else {
        (
            format!("Stone Game {numeral}"),
            format!("stone-game-{}", numeral.to_lowercase()),
        )
    }
}

/// The top-left corner of a cell.
fn corner(column: u8, row: u8) -> (f64, f64) {
    (
        MARGIN + f64::from(column) * COLUMN_STEP,
        MARGIN + f64::from(row) * ROW_STEP,
    )
}

/// The map, as an SVG that scales to the page's width.
pub fn map(
    figure: &Figure,
    games: &[MapGame],
    links: &[MapLink],
) -> Result<String, String> {
    check_map(games, links)?;
    let width = 2.0 * MARGIN + 2.0 * COLUMN_STEP + BOX_WIDTH;
    let height = 2.0 * MARGIN + 2.0 * ROW_STEP + BOX_HEIGHT;
    let label = escape(&plain(&figure.caption));
    let mut out = format!(
        "<figure class=\"sg-figure\" id=\"fig-{}\"><svg class=\"sg-map\" role=\"group\" \
         aria-label=\"{label}\" viewBox=\"0 0 {width:.0} {height:.0}\"><title>{label}</title>",
        figure.id
    );
    for link in links {
        let a = games.iter().find(|g| g.part == link.from).unwrap();
        let b = games.iter().find(|g| g.part == link.to).unwrap();
        let (left, _) = corner(a.column.min(b.column), a.row);
        let y = corner(a.column, a.row).1 + BOX_HEIGHT / 2.0;
        let (x1, x2) = (left + BOX_WIDTH, left + COLUMN_STEP);
        let mid = (x1 + x2) / 2.0;
        write!(
            out,
            "<g class=\"sg-map-link\"><line x1=\"{x1:.1}\" y1=\"{y:.1}\" x2=\"{x2:.1}\" y2=\"{y:.1}\"/>\
             <circle cx=\"{mid:.1}\" cy=\"{y:.1}\" r=\"9\"/>\
             <text x=\"{mid:.1}\" y=\"{:.1}\">{}</text></g>",
            y + 4.0,
            link.number
        )
        .unwrap();
    }
    for game in games {
        let (x, y) = corner(game.column, game.row);
        let (name, folder) = name_and_folder(game.part);
        let centre = x + BOX_WIDTH / 2.0;
        write!(
            out,
            "<a href=\"{folder}/the-game.html\"><g class=\"sg-map-game\">\
             <rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{BOX_WIDTH}\" height=\"{BOX_HEIGHT}\" rx=\"6\"/>\
             <text class=\"sg-map-name\" x=\"{centre:.1}\" y=\"{:.1}\">{}</text>\
             <text x=\"{centre:.1}\" y=\"{:.1}\">{}</text></g></a>",
            y + 20.0,
            escape(&name),
            y + 38.0,
            escape(&game.idea)
        )
        .unwrap();
    }
    out.push_str("</svg>");
    let summary =
        format!("{} games, {} numbered links.", games.len(), links.len());
    out.push_str(&figure_end(&figure.caption, &summary)?);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(part: u8, column: u8, row: u8) -> MapGame {
        MapGame {
            part,
            idea: "x".into(),
            column,
            row,
        }
    }

    fn grid() -> Vec<MapGame> {
        (1..=9).map(|p| game(p, (p - 1) % 3, (p - 1) / 3)).collect()
    }

    #[test]
    fn a_map_needs_every_part_once_and_links_side_by_side() {
        assert!(check_map(
            &grid(),
            &[MapLink {
                from: 1,
                to: 2,
                number: 1
            }]
        )
        .is_ok());
        let mut missing = grid();
        missing.pop();
        assert!(check_map(&missing, &[]).is_err());
        // Parts 1 and 3 are two cells apart; parts 1 and 4 in two rows.
        assert!(check_map(
            &grid(),
            &[MapLink {
                from: 1,
                to: 3,
                number: 1
            }]
        )
        .is_err());
        assert!(check_map(
            &grid(),
            &[MapLink {
                from: 1,
                to: 4,
                number: 1
            }]
        )
        .is_err());
        let twice = [
            MapLink {
                from: 1,
                to: 2,
                number: 1,
            },
            MapLink {
                from: 2,
                to: 3,
                number: 1,
            },
        ];
        assert!(check_map(&grid(), &twice).is_err());
    }

    #[test]
    fn every_game_links_to_its_part() {
        assert_eq!(
            name_and_folder(1),
            ("Stone Game".into(), "stone-game".into())
        );
        assert_eq!(
            name_and_folder(8),
            ("Stone Game VIII".into(), "stone-game-viii".into())
        );
    }
}
