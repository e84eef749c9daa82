//! The map of the family: the nine games on a grid of three by three, each a link to its
//! part, with the idea that solves it, and numbered lines between related games (the
//! chapter explains each number).

use std::fmt::{self, Write as _};

use crate::draw::html::{escape, figure_end, figure_open, plain};
use crate::draw::manifest::{check_map, Figure, MapGame, MapLink};
use crate::Error;

const NUMERALS: [&str; 9] = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"];
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

/// The top-left corner of a game's box: on the grid of three by three, or, in the map
/// for a phone, in one column, the grid's rows one after another (so that two games side
/// by side on the grid are one above the other).
fn corner(game: &MapGame, one_column: bool) -> (f64, f64) {
    if one_column {
        let index = f64::from(game.row * 3 + game.column);
        (MARGIN, MARGIN + index * ROW_STEP)
    } else {
        (
            MARGIN + f64::from(game.column) * COLUMN_STEP,
            MARGIN + f64::from(game.row) * ROW_STEP,
        )
    }
}

/// The map, as an SVG that scales to the page's width: the grid, or one column
/// (`sg-map-narrow`, shown instead on a phone, where the grid's text is too small).
fn svg(
    label: &str,
    games: &[MapGame],
    links: &[MapLink],
    one_column: bool,
) -> Result<String, fmt::Error> {
    let (width, height, class) = if one_column {
        (
            2.0 * MARGIN + BOX_WIDTH,
            2.0 * MARGIN + 8.0 * ROW_STEP + BOX_HEIGHT,
            "sg-map sg-map-narrow",
        )
    } else {
        (
            2.0 * MARGIN + 2.0 * COLUMN_STEP + BOX_WIDTH,
            2.0 * MARGIN + 2.0 * ROW_STEP + BOX_HEIGHT,
            "sg-map sg-map-wide",
        )
    };
    let mut out = format!(
        "<svg class=\"{class}\" role=\"group\" aria-label=\"{label}\" \
         viewBox=\"0 0 {width:.0} {height:.0}\"><title>{label}</title>"
    );
    for link in links {
        link_line(&mut out, games, link, one_column)?;
    }
    for game in games {
        game_box(&mut out, game, one_column)?;
    }
    out.push_str("</svg>");
    Ok(out)
}

/// A link's line, from the edge of one game's box to the facing edge of the
/// other's, with its number in a circle halfway.
fn link_line(out: &mut String, games: &[MapGame], link: &MapLink, one_column: bool) -> fmt::Result {
    // `map` ran `check_map` first, which refuses a link to a part not on it.
    let at = |part: u8| {
        games
            .iter()
            .find(|g| g.part == part)
            .expect("check_map: every link of the manifest's map joins two of its games")
    };
    let (a, b) = (at(link.from), at(link.to));
    let (pa, pb) = (corner(a, one_column), corner(b, one_column));
    let (x1, y1, x2, y2) = if one_column {
        let x = pa.0 + BOX_WIDTH / 2.0;
        let top = pa.1.min(pb.1);
        (x, top + BOX_HEIGHT, x, top + ROW_STEP)
    } else {
        let y = pa.1 + BOX_HEIGHT / 2.0;
        let left = pa.0.min(pb.0);
        (left + BOX_WIDTH, y, left + COLUMN_STEP, y)
    };
    let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
    write!(
        out,
        "<g class=\"sg-map-link\"><line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" \
         y2=\"{y2:.1}\"/>\
         <circle cx=\"{mx:.1}\" cy=\"{my:.1}\" r=\"9\"/>\
         <text x=\"{mx:.1}\" y=\"{:.1}\">{}</text></g>",
        my + 4.0,
        link.number
    )
}

/// A game's box, its name over its idea, linking to its part.
fn game_box(out: &mut String, game: &MapGame, one_column: bool) -> fmt::Result {
    let (x, y) = corner(game, one_column);
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
}

/// The map: the grid, and the same map in one column for a phone (the page's style
/// shows one of the two).
pub fn map(figure: &Figure, games: &[MapGame], links: &[MapLink]) -> Result<String, Error> {
    check_map(games, links)?;
    let label = escape(&plain(&figure.caption));
    let mut out = figure_open(&figure.id, "");
    out.push_str(&svg(&label, games, links, false)?);
    out.push_str(&svg(&label, games, links, true)?);
    let summary = format!("{} games, {} numbered links.", games.len(), links.len());
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
