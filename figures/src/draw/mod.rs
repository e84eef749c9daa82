//! Drawing: every figure of `src/figures.toml` into `src/figures/`.
//!
//! Each is computed with the `stone-games` crate, or read from the recordings of
//! `figures/data/`.
//!
//! [`manifest`] reads and checks the list of figures; [`draw`] draws one, with the file
//! of its game (`games/`) or of its measurement ([`bench`](mod@bench), [`limits`], `perf.rs`), and
//! the skeletons they share: `html.rs` (escaping, math, keys), [`plot`], `tree.rs`,
//! `step_table.rs`, `trace_table.rs`, `play_table.rs` and [`family`] (the family map).
//! A chapter includes a figure with `{{#include ../figures/<id>.html}}`.

use std::path::PathBuf;

use crate::draw::games::{
    stone_game, stone_game_ii, stone_game_iii, stone_game_iv, stone_game_ix, stone_game_v,
    stone_game_vi, stone_game_vii, stone_game_viii,
};
use crate::draw::manifest::{Figure, Manifest, Spec};
use crate::shared::data::book_root;
use crate::Error;

pub mod bench;
pub mod family;
mod games;
mod html;
mod interval_table;
pub mod limits;
pub mod manifest;
mod perf;
mod play_table;
pub mod plot;
mod recordings;
mod step_table;
mod trace_table;
mod tree;

/// A drawn figure: the file to write under `src/figures/` and what goes in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drawn {
    /// The figure's id, from the manifest.
    pub id: String,
    /// The file name under `src/figures/`.
    pub file: String,
    /// The file's contents.
    pub contents: String,
}

/// `src/figures/`, where the drawn figures are committed.
pub fn figures_dir() -> PathBuf {
    book_root().join("src").join("figures")
}

/// Draw one figure.
///
/// # Errors
///
/// When the input is out of range (as [`manifest::load_manifest`] checks it), the
/// game refuses it, or a recorded measurement it is drawn from is missing or
/// malformed; the message names the figure.
pub fn draw(figure: &Figure) -> Result<Drawn, Error> {
    // A figure built in code, not loaded from the manifest, is checked here.
    figure
        .spec
        .check()
        .map_err(|e| e.within(format!("figure `{}`", figure.id)))?;
    let contents = match &figure.spec {
        Spec::StoneGameTree { .. }
        | Spec::StoneGameTable { .. }
        | Spec::StoneGamePlay { .. }
        | Spec::StoneGameLinearTrace { .. } => stone_game::draw(figure),
        Spec::StoneGameIiStates { .. }
        | Spec::StoneGameIiPlay { .. }
        | Spec::StoneGameIiWindowsTrace { .. } => stone_game_ii::draw(figure),
        Spec::StoneGameIiiTree { .. }
        | Spec::StoneGameIiiTable { .. }
        | Spec::StoneGameIiiRing { .. }
        | Spec::StoneGameIiiPlay { .. }
        | Spec::StoneGameIiiWindowTrace { .. } => stone_game_iii::draw(figure),
        Spec::StoneGameIvSieveTrace { .. }
        | Spec::StoneGameIvStrip { .. }
        | Spec::StoneGameIvPlay { .. }
        | Spec::StoneGameIvCountsTable { .. }
        | Spec::StoneGameIvCountsPlot { .. } => stone_game_iv::draw(figure),
        Spec::StoneGameVTrace { .. } | Spec::StoneGameVPlay { .. } => stone_game_v::draw(figure),
        Spec::StoneGameViPlay { .. } | Spec::StoneGameViCountingTrace { .. } => {
            stone_game_vi::draw(figure)
        }
        Spec::StoneGameViiTable { .. }
        | Spec::StoneGameViiPlay { .. }
        | Spec::StoneGameViiRemovers { .. }
        | Spec::StoneGameViiLinearTrace { .. } => stone_game_vii::draw(figure),
        Spec::StoneGameViiiPlay { .. } | Spec::StoneGameViiiSuffixTrace { .. } => {
            stone_game_viii::draw(figure)
        }
        Spec::StoneGameIxPlay { .. } => stone_game_ix::draw(figure),
        Spec::BenchTable { data, .. } | Spec::BenchPlot { data, .. } => {
            crate::record::bench::load(data).and_then(|r| bench::draw(figure, &r))
        }
        Spec::PerfSummary { rows } => perf::summary(figure, rows),
        Spec::FamilyMap { games, links } => family::map(figure, games, links),
        Spec::LimitsTable {} => {
            crate::record::limits::load().and_then(|r| limits::table(figure, &r))
        }
        Spec::RecordingsTable {} => recordings::table(figure),
    }
    .map_err(|e| e.within(format!("figure `{}`", figure.id)))?;
    Ok(Drawn {
        id: figure.id.clone(),
        file: format!("{}.html", figure.id),
        contents: one_row_a_line(&contents),
    })
}

/// `html` with a line break before each table row and the caption, so that a
/// change to a figure shows in `git diff` as the rows it changed. The break
/// is whitespace between elements, which the page does not show; a chapter
/// includes a figure at the start of a line, where Markdown reads the
/// `<figure>` block whole up to its first blank line, and a figure has none.
fn one_row_a_line(html: &str) -> String {
    html.replace("<tr>", "\n<tr>")
        .replace("<tr ", "\n<tr ")
        .replace("<figcaption", "\n<figcaption")
}

/// Draw every figure of the manifest.
///
/// # Errors
///
/// The first figure that cannot be drawn.
pub fn draw_all(manifest: &Manifest) -> Result<Vec<Drawn>, Error> {
    manifest.figures.iter().map(draw).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::manifest::{Figure, Spec};

    #[test]
    fn a_figure_built_in_code_is_checked_before_it_is_drawn() {
        let figure = Figure {
            id: "t".into(),
            caption: "c".into(),
            spec: Spec::StoneGameTree { piles: vec![] },
        };
        assert!(draw(&figure).unwrap_err().to_string().contains("1 to 5"));
    }

    #[test]
    fn each_row_and_the_caption_start_a_line() {
        let html = "<figure><table><tr><td>1</td></tr><tr class=\"a\">\
                    </tr></table><figcaption>c</figcaption></figure>\n";
        assert_eq!(
            one_row_a_line(html),
            "<figure><table>\n<tr><td>1</td></tr>\n<tr class=\"a\"></tr>\
             </table>\n<figcaption>c</figcaption></figure>\n"
        );
    }
}
