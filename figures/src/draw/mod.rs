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
        Spec::StoneGameTree { piles } => stone_game::tree(figure, piles),
        Spec::StoneGameTable { piles } => stone_game::table(figure, piles),
        Spec::StoneGamePlay { piles } => stone_game::play(figure, piles),
        Spec::StoneGameLinearTrace { piles } => stone_game::linear(figure, piles),
        Spec::StoneGameIiStates { piles } => stone_game_ii::states(figure, piles),
        Spec::StoneGameIiPlay { piles } => stone_game_ii::play(figure, piles),
        Spec::StoneGameIiWindowsTrace { piles } => stone_game_ii::windows(figure, piles),
        Spec::StoneGameIiiTree { values } => stone_game_iii::tree(figure, values),
        Spec::StoneGameIiiTable { values } => stone_game_iii::table(figure, values),
        Spec::StoneGameIiiRing { values } => stone_game_iii::ring(figure, values),
        Spec::StoneGameIiiPlay { values } => stone_game_iii::play(figure, values),
        Spec::StoneGameIiiWindowTrace { values, k } => stone_game_iii::window(figure, values, *k),
        Spec::StoneGameIvSieveTrace { n, segment } => stone_game_iv::sieve(figure, *n, *segment),
        Spec::StoneGameIvStrip { n } => stone_game_iv::strip(figure, *n),
        Spec::StoneGameIvPlay { n } => stone_game_iv::play(figure, *n),
        Spec::StoneGameIvCountsTable {} => stone_game_iv::counts_table(figure),
        Spec::StoneGameIvCountsPlot { fit_from } => stone_game_iv::counts_plot(figure, *fit_from),
        Spec::StoneGameIxPlay { stones } => stone_game_ix::play(figure, stones),
        Spec::StoneGameVTrace { values } => stone_game_v::trace(figure, values),
        Spec::StoneGameVPlay { values } => stone_game_v::play(figure, values),
        Spec::StoneGameViPlay { alice, bob } => stone_game_vi::play(figure, alice, bob),
        Spec::StoneGameViCountingTrace { alice, bob } => {
            stone_game_vi::counting(figure, alice, bob)
        }
        Spec::StoneGameViiTable { stones } => stone_game_vii::table(figure, stones),
        Spec::StoneGameViiPlay { stones } => stone_game_vii::play(figure, stones),
        Spec::StoneGameViiRemovers { stones } => stone_game_vii::removers(figure, stones),
        Spec::StoneGameViiLinearTrace { stones } => stone_game_vii::linear(figure, stones),
        Spec::StoneGameViiiPlay { stones } => stone_game_viii::play(figure, stones),
        Spec::StoneGameViiiSuffixTrace { stones } => stone_game_viii::suffix_trace(figure, stones),
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
    .map_err(|e| {
        let by = drawn_by(&figure.spec);
        e.within(format!("figure `{}` (drawn by {by})", figure.id))
    })?;
    Ok(Drawn {
        id: figure.id.clone(),
        file: format!("{}.html", figure.id),
        contents: one_row_a_line(&contents),
    })
}

/// The file whose code draws a figure of `spec`'s kind, read from its name:
/// `StoneGameIiiRing` in `games/stone_game_iii.rs`, `StoneGameTree` in
/// `games/stone_game.rs`, `BenchPlot` in `bench.rs`.
pub fn drawn_by(spec: &Spec) -> String {
    let name = format!("{spec:?}");
    let name = name.split([' ', '{']).next().unwrap_or_default();
    if let Some(rest) = name.strip_prefix("StoneGame") {
        let mut part = String::new();
        for (k, c) in rest.chars().enumerate() {
            match c {
                'I' | 'V' | 'X' if k == 0 => part.push(c.to_ascii_lowercase()),
                'i' | 'v' | 'x' if k > 0 => part.push(c),
                _ => break,
            }
        }
        let game = if part.is_empty() {
            String::new()
        } else {
            format!("_{part}")
        };
        format!("figures/src/draw/games/stone_game{game}.rs")
    } else {
        let first = name
            .chars()
            .skip(1)
            .position(char::is_uppercase)
            .map_or(name.len(), |k| k + 1);
        format!("figures/src/draw/{}.rs", name[..first].to_lowercase())
    }
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
    fn each_figure_names_the_file_that_draws_it() {
        let manifest = crate::draw::manifest::load_manifest().unwrap();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        for figure in &manifest.figures {
            let file = drawn_by(&figure.spec);
            assert!(root.join(&file).is_file(), "{}: {file}", figure.id);
        }
        let ring = Spec::StoneGameIiiRing { values: vec![1] };
        assert_eq!(drawn_by(&ring), "figures/src/draw/games/stone_game_iii.rs");
        let tree = Spec::StoneGameTree { piles: vec![1] };
        assert_eq!(drawn_by(&tree), "figures/src/draw/games/stone_game.rs");
        let trace = Spec::StoneGameVTrace { values: vec![1] };
        assert_eq!(drawn_by(&trace), "figures/src/draw/games/stone_game_v.rs");
        assert_eq!(
            drawn_by(&Spec::LimitsTable {}),
            "figures/src/draw/limits.rs"
        );
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
