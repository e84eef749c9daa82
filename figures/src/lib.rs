//! The book's figures, drawn by the code they explain.
//!
//! `src/figures.toml` lists every figure of the book: an id, a caption, the kind of figure
//! and its input. [`load_manifest`] reads it and checks every entry (a kind it does not
//! know, an input missing or out of range, a field no kind takes: each fails there, naming
//! the figure). [`draw`] computes each figure with the `stone-games` crate and returns the
//! file to write under `src/figures/`, where a chapter includes it with
//! `{{#include ../figures/<id>.html}}`.
//!
//! - `cargo run -p figures` writes every figure (and removes files no figure owns);
//! - `cargo test` draws every figure again in memory and fails, naming the figure, when a
//!   committed file differs: a figure cannot drift from the code.

use std::fs;
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};

use serde::Deserialize;

pub mod bench;
pub mod c_sieve;
pub mod data;
pub mod family;
pub mod fixtures;
mod html;
pub mod limits;
pub mod numbers;
mod perf;
mod play_table;
pub mod plot;
pub mod profile;
pub mod provenance;
mod step_table;
mod stone_game;
mod stone_game_ii;
mod stone_game_iii;
pub mod stone_game_iv;
mod stone_game_ix;
mod stone_game_v;
mod stone_game_vi;
mod stone_game_vii;
mod stone_game_viii;
mod trace_table;
mod tree;
pub mod work;

/// The command that redraws every figure.
pub const REFRESH_COMMAND: &str = "cargo run -p figures";

/// Every figure of the book, as listed in `src/figures.toml`.
#[derive(Debug)]
pub struct Manifest {
    /// The figures, in the order they are listed.
    pub figures: Vec<Figure>,
}

/// One figure of the manifest: its id, its caption, and what to draw.
#[derive(Debug, Deserialize)]
pub struct Figure {
    /// The file name (without extension) and the HTML id (`fig-<id>`).
    pub id: String,
    /// What the figure shows, in a sentence or two. Math is written between `$` signs, as
    /// in the chapters, and set as the chapters set theirs (italic letters, true minus signs).
    pub caption: String,
    /// What to draw, from which input.
    #[serde(flatten)]
    pub spec: Spec,
}

/// What a figure draws, and its input: one variant per kind of figure, tagged by `kind`
/// in the manifest (`kind = "stone-game-table"`). Each variant names exactly the fields its
/// figure needs, so a missing or unknown field fails when the manifest is loaded.
#[derive(Debug, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Spec {
    /// Stone Game: the whole game tree of a row of 1 to 5 piles.
    StoneGameTree {
        /// The row.
        piles: Vec<u32>,
    },
    /// Stone Game: the interval table `D(i, j)`, with a step-through of its filling.
    StoneGameTable {
        /// The row (at least one pile).
        piles: Vec<u32>,
    },
    /// Stone Game: a whole game under optimal play, move by move.
    StoneGamePlay {
        /// The row.
        piles: Vec<u32>,
    },
    /// Stone Game: the linear method step by step, from `linear_trace`: the stack
    /// collapsing its peaks, then the players taking the larger end of the valley.
    StoneGameLinearTrace {
        /// The row, 1 to 10 piles.
        piles: Vec<u32>,
    },
    /// Stone Game II: the states `(i, M)` a game reaches, with their values.
    StoneGameIiStates {
        /// The row, 1 to 16 piles.
        piles: Vec<u32>,
    },
    /// Stone Game II: a whole game under optimal play, move by move.
    StoneGameIiPlay {
        /// The row.
        piles: Vec<u32>,
    },
    /// Stone Game II: both sliding windows of `state_table`, state by state, from
    /// `windows_trace`, over the grid of states.
    StoneGameIiWindowsTrace {
        /// The row, 1 to 12 piles.
        piles: Vec<u32>,
    },
    /// Stone Game III: the whole game tree of a row of 1 to 5 values.
    StoneGameIiiTree {
        /// The row.
        values: Vec<i32>,
    },
    /// Stone Game III: the table `D(i)`, with a step-through of its filling.
    StoneGameIiiTable {
        /// The row, 1 to 16 values.
        values: Vec<i32>,
    },
    /// Stone Game III: the ring of four, step by step, from `ring_trace`.
    StoneGameIiiRing {
        /// The row, 1 to 16 values.
        values: Vec<i32>,
    },
    /// Stone Game III: a whole game under optimal play, move by move.
    StoneGameIiiPlay {
        /// The row, 1 to 16 values.
        values: Vec<i32>,
    },
    /// Stone Game VI: a whole game under optimal play, pick by pick.
    StoneGameViPlay {
        /// Alice's values, 1 to 12 stones.
        alice: Vec<u32>,
        /// Bob's values, as many.
        bob: Vec<u32>,
    },
    /// Stone Game VI: the counting method, weight by weight, from
    /// `counting_trace`.
    StoneGameViCountingTrace {
        /// Alice's values, 1 to 16 stones.
        alice: Vec<u32>,
        /// Bob's values, as many.
        bob: Vec<u32>,
    },
    /// Stone Game III with moves of 1 to `k` values: the sliding window's queue, step
    /// by step, from `window_trace`.
    StoneGameIiiWindowTrace {
        /// The row, 1 to 12 values.
        values: Vec<i32>,
        /// The most values a move takes, at least 1.
        k: usize,
    },
    /// Stone Game IX: a whole game under optimal play, with the sum mod 3 and
    /// the stones of each remainder left, from `optimal_play`.
    StoneGameIxPlay {
        /// The row, 1 to 16 stones.
        stones: Vec<u32>,
    },
    /// Stone Game VIII: a whole game under optimal play, with the row as it
    /// merges, from `optimal_play`.
    StoneGameViiiPlay {
        /// The row, 2 to 12 stones.
        stones: Vec<i32>,
    },
    /// Stone Game VIII: the suffix maximum, step by step, from
    /// `suffix_max_trace`.
    StoneGameViiiSuffixTrace {
        /// The row, 2 to 12 stones.
        stones: Vec<i32>,
    },
    /// Stone Game IV: the positions `0..n`, winning or losing, ten to a row.
    StoneGameIvStrip {
        /// How many positions, 1 to 1,000.
        n: u64,
    },
    /// Stone Game IV: a whole game from one pile, move by move.
    StoneGameIvPlay {
        /// The pile.
        n: u64,
    },
    /// Stone Game IV: the segmented sieve up to `n`, segment by segment, from
    /// `segmented_sieve_trace`.
    StoneGameIvSieveTrace {
        /// The largest position, 1 to 100.
        n: u64,
        /// The positions per segment, 2 to 12.
        segment: usize,
    },
    /// Stone Game IV: the count of losing positions up to `10^k`, as a table, from
    /// `figures/data/sg4-counts.json`.
    StoneGameIvCountsTable {},
    /// Stone Game IV: the same counts on a log-log plot.
    StoneGameIvCountsPlot {
        /// Fit the growth exponent over the limits from this one on.
        fit_from: u64,
    },
    /// Stone Game V: the O(n²) method cell by cell, from `quadratic_trace`:
    /// the two pointers and the two running maxima they read.
    StoneGameVTrace {
        /// The row, 1 to 8 stones.
        values: Vec<u32>,
    },
    /// Stone Game V: a whole game under optimal play, round by round.
    StoneGameVPlay {
        /// The row, 1 to 16 stones.
        values: Vec<u32>,
    },
    /// Stone Game VII: the interval table `D(i, j)`, with a step-through of its
    /// filling.
    StoneGameViiTable {
        /// The row, 1 to 16 stones.
        stones: Vec<u32>,
    },
    /// Stone Game VII: a whole game under optimal play, move by move.
    StoneGameViiPlay {
        /// The row, 1 to 16 stones.
        stones: Vec<u32>,
    },
    /// Stone Game VII: Part I's linear method on the negated row, step by
    /// step, and the answer it gives.
    StoneGameViiLinearTrace {
        /// The row, 1 to 10 stones.
        stones: Vec<u32>,
    },
    /// Stone Game VII: a game under optimal play, each stone coloured by the
    /// player who removes it, beside Alice's lead and Bob's removals.
    StoneGameViiRemovers {
        /// The row, 1 to 12 stones.
        stones: Vec<u32>,
    },
    /// Measured times of each method, from a recorded benchmark, and their ratios.
    BenchTable {
        /// The recorded group, `figures/data/bench-<data>.json`.
        data: String,
        /// The methods to show, slowest first; the ratios compare each one with the last.
        methods: Vec<String>,
        /// The sizes to show (all recorded sizes if absent).
        #[serde(default)]
        sizes: Option<Vec<u64>>,
        /// The criterion group within the recording (the recording's own if absent).
        #[serde(default)]
        group: Option<String>,
        /// The benchmark's parameter, as the columns name it (`n` if absent).
        #[serde(default)]
        parameter: Option<String>,
        /// Show the time per unit of work (`pile`, `value`, `state` or `mark`), not per call.
        #[serde(default)]
        per: Option<String>,
        /// Compare this method with each other one in the ratios (if absent, each
        /// method with the last).
        #[serde(default)]
        baseline: Option<String>,
    },
    /// Measured time against n on a log-log plot, with fitted growth exponents.
    BenchPlot {
        /// The recorded group, `figures/data/bench-<data>.json`.
        data: String,
        /// The methods to show, one line each.
        methods: Vec<String>,
        /// Fit each growth exponent over the sizes from this one on.
        fit_from: u64,
        /// The criterion group within the recording (the recording's own if absent).
        #[serde(default)]
        group: Option<String>,
        /// The benchmark's parameter, as the x axis names it (`n` if absent).
        #[serde(default)]
        parameter: Option<String>,
        /// Plot the time per unit of work (`pile`, `value`, `state` or `mark`), not per call.
        #[serde(default)]
        per: Option<String>,
    },
    /// Every limit of the nine games, with the time measured at it, from
    /// `figures/data/limits.json`.
    LimitsTable {},
    /// The map of the family: the nine games, each with the idea that solves it, and
    /// numbered lines between related games.
    FamilyMap {
        /// The nine games, on a grid of three by three.
        games: Vec<family::MapGame>,
        /// The lines, each between two games side by side in one row.
        links: Vec<family::MapLink>,
    },
    /// Every game's textbook method against its fastest, from the recorded benchmarks.
    PerfSummary {
        /// One row per game.
        rows: Vec<perf::SummaryRow>,
    },
}

impl Spec {
    /// What the manifest can check about the input before anything is drawn.
    fn check(&self) -> Result<(), String> {
        // A row named `what` (`piles`, `values`) of `len` entries, within
        // `range`.
        let within = |what: &str, len: usize, range: RangeInclusive<usize>| {
            if range.contains(&len) {
                Ok(())
            } else {
                Err(format!(
                    "`{what}` has {len} {what}; this kind of figure takes {} to {}",
                    range.start(),
                    range.end()
                ))
            }
        };
        let piles_within =
            |piles: &[u32], range| within("piles", piles.len(), range);
        let values_within =
            |values: &[i32], range| within("values", values.len(), range);
        let stones_within =
            |stones: &[u32], range| within("stones", stones.len(), range);
        match self {
            Spec::StoneGameTree { piles } => piles_within(piles, 1..=5),
            Spec::StoneGameTable { piles } => piles_within(piles, 1..=16),
            Spec::StoneGamePlay { piles } | Spec::StoneGameIiPlay { piles } => {
                piles_within(piles, 1..=16)
            }
            Spec::StoneGameIiStates { piles } => piles_within(piles, 1..=16),
            Spec::StoneGameLinearTrace { piles } => piles_within(piles, 1..=10),
            Spec::StoneGameIiWindowsTrace { piles } => {
                piles_within(piles, 1..=12)
            }
            Spec::StoneGameIiiTree { values } => values_within(values, 1..=5),
            Spec::StoneGameIiiTable { values }
            | Spec::StoneGameIiiRing { values }
            | Spec::StoneGameIiiPlay { values } => {
                values_within(values, 1..=16)
            }
            Spec::StoneGameViiTable { stones }
            | Spec::StoneGameViiPlay { stones } => stones_within(stones, 1..=16),
            Spec::StoneGameViiRemovers { stones } => {
                stones_within(stones, 1..=12)
            }
            Spec::StoneGameViiLinearTrace { stones } => {
                stones_within(stones, 1..=10)
            }
            Spec::StoneGameViPlay { alice, bob }
            | Spec::StoneGameViCountingTrace { alice, bob }
                if alice.len() != bob.len() =>
            {
                Err(format!(
                    "`alice` has {} values and `bob` {}: one each per stone",
                    alice.len(),
                    bob.len()
                ))
            }
            Spec::StoneGameViPlay { alice, .. } => {
                within("stones", alice.len(), 1..=12)
            }
            Spec::StoneGameViCountingTrace { alice, .. } => {
                within("stones", alice.len(), 1..=16)
            }
            Spec::StoneGameIiiWindowTrace { k: 0, .. } => {
                Err("`k = 0`: a move takes 1 to k values".into())
            }
            Spec::StoneGameIiiWindowTrace { values, .. } => {
                values_within(values, 1..=12)
            }
            Spec::StoneGameVTrace { values } => {
                within("values", values.len(), 1..=8)
            }
            Spec::StoneGameVPlay { values } => {
                within("values", values.len(), 1..=16)
            }
            Spec::StoneGameIxPlay { stones } => {
                within("stones", stones.len(), 1..=16)
            }
            Spec::StoneGameViiiPlay { stones }
            | Spec::StoneGameViiiSuffixTrace { stones } => {
                within("stones", stones.len(), 2..=12)
            }
            Spec::StoneGameIvSieveTrace { n, .. } if !(1..=100).contains(n) => {
                Err(format!("`n = {n}`: a sieve trace shows 1 to 100 positions"))
            }
            Spec::StoneGameIvSieveTrace { segment, .. }
                if !(2..=12).contains(segment) =>
            {
                Err(format!(
                    "`segment = {segment}`: a strip shows segments of 2 to 12 positions"
                ))
            }
            Spec::StoneGameIvStrip { n } if !(1..=1_000).contains(n) => {
                Err(format!("`n = {n}`: a strip shows 1 to 1,000 positions"))
            }
            Spec::StoneGameIvPlay { n } if *n == 0 => {
                Err("`n = 0`: a game from an empty pile has no move to show"
                    .into())
            }
            Spec::BenchTable { methods, .. }
            | Spec::BenchPlot { methods, .. }
                if methods.is_empty() =>
            {
                Err("`methods` is empty".into())
            }
            Spec::BenchTable { methods, .. } | Spec::BenchPlot { methods, .. } => {
                match self.bench_view() {
                    Some(view) => view.check(methods),
                    None => Ok(()),
                }
            }
            Spec::FamilyMap { games, links } => family::check(games, links),
            Spec::PerfSummary { rows } if rows.is_empty() => {
                Err("a summary needs at least one `[[figure.rows]]`".into())
            }
            _ => Ok(()),
        }
    }
}

impl Spec {
    /// The view of its recording that a bench figure shows: `None` for any
    /// other figure.
    fn bench_view(&self) -> Option<bench::View> {
        let (group, parameter, per, baseline) = match self {
            Spec::BenchTable {
                group,
                parameter,
                per,
                baseline,
                ..
            } => (group, parameter, per, baseline.clone()),
            Spec::BenchPlot {
                group,
                parameter,
                per,
                ..
            } => (group, parameter, per, None),
            _ => return None,
        };
        Some(bench::View {
            group: group.clone(),
            parameter: parameter.clone(),
            per: per.clone(),
            baseline,
        })
    }
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

/// `src/figures.toml`.
pub fn manifest_path() -> PathBuf {
    book_root().join("src").join("figures.toml")
}

/// Read and check `src/figures.toml`.
///
/// # Errors
///
/// When the file cannot be read or parsed; when a figure lacks an id, has an id that is
/// not a plain name or that another figure has, has a kind no renderer draws, lacks an
/// input its kind needs, has a field its kind does not take, or has an input out of range.
/// The message names the figure.
pub fn load_manifest() -> Result<Manifest, String> {
    let path = manifest_path();
    let text = fs::read_to_string(&path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    parse_manifest(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// [`load_manifest`] on the text of a manifest.
fn parse_manifest(text: &str) -> Result<Manifest, String> {
    let mut table: toml::Table =
        toml::from_str(text).map_err(|e| e.to_string())?;
    let entries = match table.remove("figure") {
        Some(toml::Value::Array(entries)) => entries,
        Some(_) => {
            return Err(
                "`figure` must be an array of tables, `[[figure]]`".into()
            )
        }
        None => Vec::new(),
    };
    if let Some(key) = table.keys().next() {
        return Err(format!(
            "unknown key `{key}`: only `[[figure]]` entries belong here"
        ));
    }
    let mut figures: Vec<Figure> = Vec::with_capacity(entries.len());
    for (k, entry) in entries.into_iter().enumerate() {
        let name = match entry.get("id").and_then(toml::Value::as_str) {
            Some(id) => format!("figure `{id}`"),
            None => format!("figure {} (counting from 1)", k + 1),
        };
        let figure = Figure::deserialize(entry)
            .map_err(|e| format!("{name}: {}", e.to_string().trim_end()))?;
        if figure.id.is_empty()
            || !figure.id.bytes().all(|b| {
                b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'
            })
        {
            return Err(format!(
                "{name}: an id is made of a-z, 0-9 and `-` (it names a file and an HTML id)"
            ));
        }
        if figures.iter().any(|f| f.id == figure.id) {
            return Err(format!("two figures have the id `{}`", figure.id));
        }
        html::math_in_text(&figure.caption)
            .map_err(|e| format!("{name}: caption: {e}"))?;
        figure.spec.check().map_err(|e| format!("{name}: {e}"))?;
        figures.push(figure);
    }
    Ok(Manifest { figures })
}

/// Draw one figure.
///
/// # Errors
///
/// When the input is out of range (as [`load_manifest`] checks it), the game refuses it, or
/// a recorded measurement it is drawn from is missing or malformed; the message names the
/// figure.
pub fn draw(figure: &Figure) -> Result<Drawn, String> {
    // A figure built in code, not loaded from the manifest, is checked here.
    figure
        .spec
        .check()
        .map_err(|e| format!("figure `{}`: {e}", figure.id))?;
    let contents = match &figure.spec {
        Spec::StoneGameTree { piles } => stone_game::tree(figure, piles),
        Spec::StoneGameTable { piles } => stone_game::table(figure, piles),
        Spec::StoneGamePlay { piles } => stone_game::play(figure, piles),
        Spec::StoneGameIiStates { piles } => {
            stone_game_ii::states(figure, piles)
        }
        Spec::StoneGameIiPlay { piles } => stone_game_ii::play(figure, piles),
        Spec::StoneGameLinearTrace { piles } => {
            stone_game::linear(figure, piles)
        }
        Spec::StoneGameIiWindowsTrace { piles } => {
            stone_game_ii::windows(figure, piles)
        }
        Spec::StoneGameIiiTree { values } => {
            stone_game_iii::tree(figure, values)
        }
        Spec::StoneGameIiiTable { values } => {
            stone_game_iii::table(figure, values)
        }
        Spec::StoneGameIiiRing { values } => {
            stone_game_iii::ring(figure, values)
        }
        Spec::StoneGameIiiPlay { values } => {
            stone_game_iii::play(figure, values)
        }
        Spec::StoneGameIiiWindowTrace { values, k } => {
            stone_game_iii::window(figure, values, *k)
        }
        Spec::StoneGameViPlay { alice, bob } => {
            stone_game_vi::play(figure, alice, bob)
        }
        Spec::StoneGameViCountingTrace { alice, bob } => {
            stone_game_vi::counting(figure, alice, bob)
        }
        Spec::StoneGameIvSieveTrace { n, segment } => {
            stone_game_iv::sieve(figure, *n, *segment)
        }
        Spec::StoneGameIvStrip { n } => stone_game_iv::strip(figure, *n),
        Spec::StoneGameIxPlay { stones } => stone_game_ix::play(figure, stones),
        Spec::StoneGameViiiPlay { stones } => {
            stone_game_viii::play(figure, stones)
        }
        Spec::StoneGameViiiSuffixTrace { stones } => {
            stone_game_viii::suffix_trace(figure, stones)
        }
        Spec::StoneGameIvPlay { n } => stone_game_iv::play(figure, *n),
        Spec::StoneGameIvCountsTable {} => stone_game_iv::counts_table(figure),
        Spec::StoneGameIvCountsPlot { fit_from } => {
            stone_game_iv::counts_plot(figure, *fit_from)
        }
        Spec::StoneGameVTrace { values } => stone_game_v::trace(figure, values),
        Spec::StoneGameVPlay { values } => stone_game_v::play(figure, values),
        Spec::StoneGameViiTable { stones } => {
            stone_game_vii::table(figure, stones)
        }
        Spec::StoneGameViiPlay { stones } => {
            stone_game_vii::play(figure, stones)
        }
        Spec::StoneGameViiRemovers { stones } => {
            stone_game_vii::removers(figure, stones)
        }
        Spec::StoneGameViiLinearTrace { stones } => {
            stone_game_vii::linear(figure, stones)
        }
        Spec::BenchTable { data, .. } | Spec::BenchPlot { data, .. } => {
            bench::load(data).and_then(|r| bench::draw(figure, &r))
        }
        Spec::PerfSummary { rows } => perf::summary(figure, rows),
        Spec::FamilyMap { games, links } => family::map(figure, games, links),
        Spec::LimitsTable {} => {
            limits::load().and_then(|r| limits::table(figure, &r))
        }
    }
    .map_err(|e| format!("figure `{}`: {e}", figure.id))?;
    Ok(Drawn {
        id: figure.id.clone(),
        file: format!("{}.html", figure.id),
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

#[cfg(test)]
mod tests {
    use super::*;

    fn error_of(text: &str) -> String {
        parse_manifest(text).expect_err("the manifest should be refused")
    }

    #[test]
    fn a_missing_input_fails_at_load_naming_the_figure() {
        let e = error_of(
            "[[figure]]\nid = \"t\"\nkind = \"stone-game-table\"\ncaption = \"c\"\n",
        );
        assert!(e.contains("figure `t`") && e.contains("piles"), "{e}");
    }

    #[test]
    fn a_field_the_kind_does_not_take_fails_at_load() {
        let e = error_of(
            "[[figure]]\nid = \"t\"\nkind = \"stone-game-table\"\ncaption = \"c\"\npiles = [1]\nn = 3\n",
        );
        assert!(e.contains("figure `t`") && e.contains("`n`"), "{e}");
    }

    #[test]
    fn an_unknown_kind_and_a_bad_range_fail_at_load() {
        let e = error_of(
            "[[figure]]\nid = \"t\"\nkind = \"pie-chart\"\ncaption = \"c\"\n",
        );
        assert!(e.contains("figure `t`") && e.contains("pie-chart"), "{e}");
        let e = error_of(
            "[[figure]]\nid = \"t\"\nkind = \"stone-game-tree\"\ncaption = \"c\"\npiles = [1, 2, 3, 4, 5, 6]\n",
        );
        assert!(e.contains("figure `t`") && e.contains("1 to 5"), "{e}");
    }

    #[test]
    fn ids_are_plain_and_unique() {
        let one = "[[figure]]\nid = \"t\"\nkind = \"stone-game-iv-play\"\ncaption = \"c\"\nn = 7\n";
        assert!(error_of(&format!("{one}{one}"))
            .contains("two figures have the id `t`"));
        let e = error_of(&one.replace("\"t\"", "\"T t\""));
        assert!(e.contains("a-z"), "{e}");
        assert_eq!(parse_manifest(one).unwrap().figures.len(), 1);
    }

    #[test]
    fn a_figure_built_in_code_is_checked_before_it_is_drawn() {
        let figure = Figure {
            id: "t".into(),
            caption: "c".into(),
            spec: Spec::StoneGameTree { piles: vec![] },
        };
        assert!(draw(&figure).unwrap_err().contains("1 to 5"));
    }

    #[test]
    fn the_book_manifest_loads() {
        let manifest = load_manifest().unwrap();
        assert!(!manifest.figures.is_empty());
    }
}
