//! The book's figures, drawn by the code they explain.
//!
//! `src/figures.toml` lists every figure of the book: an id, the game, the kind of figure
//! and its input. [`draw`] computes each one with the `stone-games` crate and returns the
//! file to write under `src/figures/`, where a chapter includes it with
//! `{{#include ../figures/<id>.html}}`.
//!
//! - `cargo run -p figures` writes every figure (and removes files no figure owns);
//! - `cargo test` draws every figure again in memory and fails, naming the figure and this
//!   command, when a committed file differs: a figure cannot drift from the code.

use std::fs;
use std::path::{Path, PathBuf};

use serde::Deserialize;

pub mod bench;
mod html;
mod perf;
pub mod plot;
mod stone_game;
mod stone_game_ii;
pub mod stone_game_iv;

/// The command that redraws every figure.
pub const REFRESH_COMMAND: &str = "cargo run -p figures";

/// Every figure of the book, as listed in `src/figures.toml`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    /// The figures, in the order they are listed.
    #[serde(rename = "figure")]
    pub figures: Vec<Spec>,
}

/// One figure: what to draw, from which input.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spec {
    /// The file name (without extension) and the HTML id (`fig-<id>`).
    pub id: String,
    /// Which game the figure is about.
    pub game: Game,
    /// What kind of figure.
    pub kind: Kind,
    /// What the figure shows, in a sentence: the caption, and the text a screen reader reads.
    pub caption: String,
    /// The row of piles, for the games played on a row.
    #[serde(default)]
    pub piles: Option<Vec<u32>>,
    /// The pile size, for the games played on one pile.
    #[serde(default)]
    pub n: Option<u64>,
    /// For benchmark figures: the recorded group, `figures/data/bench-<data>.json`.
    #[serde(default)]
    pub data: Option<String>,
    /// For benchmark figures: the methods to show, slowest first; the ratios compare each
    /// one with the last.
    #[serde(default)]
    pub methods: Option<Vec<String>>,
    /// For benchmark tables: the sizes to show (all recorded sizes if absent).
    #[serde(default)]
    pub sizes: Option<Vec<u64>>,
    /// For benchmark plots: fit each growth exponent over the sizes from this one on.
    #[serde(default)]
    pub fit_from: Option<u64>,
    /// For the performance summary: one row per game.
    #[serde(default)]
    pub rows: Option<Vec<perf::SummaryRow>>,
}

/// The games the book covers.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Game {
    /// Part I: take a pile from either end.
    StoneGame,
    /// Part II: take the first X piles, 1 <= X <= 2M.
    StoneGameIi,
    /// Part III: subtract a square.
    StoneGameIv,
}

/// The kinds of figure.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// The game's DP table, with a step-through of its filling.
    Table,
    /// A whole game under optimal play, move by move.
    Play,
    /// The whole game tree of a short row.
    Tree,
    /// Stone Game II: the states (i, M) a game reaches, with their values.
    States,
    /// Stone Game IV: the first n positions, winning or losing.
    Strip,
    /// Stone Game IV: the count of losing positions up to 10^k, as a table.
    CountsTable,
    /// Stone Game IV: the count of losing positions up to 10^k, log-log.
    CountsPlot,
    /// Measured times of each method, from a recorded benchmark, and their ratios.
    BenchTable,
    /// Measured time against n on a log-log plot, with fitted growth exponents.
    BenchPlot,
    /// Every game's textbook method against its fastest, from the recorded benchmarks.
    PerfSummary,
}

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

/// The book's root directory (where `book.toml` is).
pub fn book_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("figures/ lives in the book's root")
        .to_path_buf()
}

/// `src/figures/`, where the drawn figures are committed.
pub fn figures_dir() -> PathBuf {
    book_root().join("src").join("figures")
}

/// Read and check `src/figures.toml`.
///
/// # Errors
///
/// When the file cannot be read or parsed, or two figures share an id.
pub fn load_manifest() -> Result<Manifest, String> {
    let path = book_root().join("src").join("figures.toml");
    let text = fs::read_to_string(&path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let manifest: Manifest = toml::from_str(&text)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let mut ids: Vec<&str> =
        manifest.figures.iter().map(|f| f.id.as_str()).collect();
    ids.sort_unstable();
    if let Some(pair) = ids.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(format!(
            "{}: two figures have the id `{}`",
            path.display(),
            pair[0]
        ));
    }
    Ok(manifest)
}

/// Draw one figure.
///
/// # Errors
///
/// When the figure's input is missing or is not one the game accepts; the message names
/// the figure.
pub fn draw(spec: &Spec) -> Result<Drawn, String> {
    let contents = match (spec.game, spec.kind) {
        (Game::StoneGame, Kind::Table) => stone_game::table(spec),
        (Game::StoneGame, Kind::Play) => stone_game::play(spec),
        (Game::StoneGame, Kind::Tree) => stone_game::tree(spec),
        (Game::StoneGameIi, Kind::States) => stone_game_ii::states(spec),
        (Game::StoneGameIi, Kind::Play) => stone_game_ii::play(spec),
        (Game::StoneGameIv, Kind::Strip) => stone_game_iv::strip(spec),
        (Game::StoneGameIv, Kind::Play) => stone_game_iv::play(spec),
        (Game::StoneGameIv, Kind::CountsTable) => {
            stone_game_iv::counts_table(spec)
        }
        (Game::StoneGameIv, Kind::CountsPlot) => {
            stone_game_iv::counts_plot(spec)
        }
        (_, Kind::BenchTable) => bench::table(spec),
        (_, Kind::BenchPlot) => bench::plot(spec),
        (_, Kind::PerfSummary) => perf::summary(spec),
        (game, kind) => {
            return Err(format!(
                "figure `{}`: no {kind:?} figure for {game:?}",
                spec.id
            ))
        }
    }
    .map_err(|e| format!("figure `{}`: {e}", spec.id))?;
    Ok(Drawn {
        id: spec.id.clone(),
        file: format!("{}.html", spec.id),
        contents,
    })
}

/// Draw every figure of the manifest.
///
/// # Errors
///
/// The first figure that cannot be drawn.
pub fn draw_all(manifest: &Manifest) -> Result<Vec<Drawn>, String> {
    manifest.figures.iter().map(draw).collect()
}

/// The `piles` input of a figure, which its kind needs.
fn piles_of(spec: &Spec) -> Result<&[u32], String> {
    spec.piles
        .as_deref()
        .ok_or_else(|| "this kind of figure needs `piles = [...]`".to_string())
}
