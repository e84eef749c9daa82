//! Reads and checks `src/figures.toml`, the list of figures and their inputs.
//!
//! What each figure draws from which input, checked before anything is drawn.
//!
//! [`load_manifest`] reads it and checks every entry (a kind it does not know, an input
//! missing or out of range, a field no kind takes: each fails there, naming the figure).

use std::fs;
use std::ops::RangeInclusive;
use std::path::PathBuf;

use serde::Deserialize;

use crate::draw::html;
use crate::shared::data::book_root;
use crate::Error;

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
    /// Every recording of `figures/data/`: its day, its machine, its load averages.
    RecordingsTable {},
    /// The map of the family: the nine games, each with the idea that solves it, and
    /// numbered lines between related games.
    FamilyMap {
        /// The nine games, on a grid of three by three.
        games: Vec<MapGame>,
        /// The lines, each between two games side by side in one row.
        links: Vec<MapLink>,
    },
    /// Every game's textbook method against its fastest, from the recorded benchmarks.
    PerfSummary {
        /// One row per game.
        rows: Vec<SummaryRow>,
    },
}

impl Spec {
    /// What the manifest can check about the input before anything is drawn.
    pub(crate) fn check(&self) -> Result<(), Error> {
        self.check_parameters()?;
        match self.row_length() {
            Some((what, len, range)) if !range.contains(&len) => Err(format!(
                "`{what}` has {len} {what}; this kind of figure takes {} to {}",
                range.start(),
                range.end()
            )
            .into()),
            _ => Ok(()),
        }
    }

    /// The figure's row of input, if it has one: its name (`piles`, `values`), its
    /// length, and the lengths this kind of figure takes.
    fn row_length(&self) -> Option<(&'static str, usize, RangeInclusive<usize>)> {
        let (what, len, range) = match self {
            Spec::StoneGameTree { piles } => ("piles", piles.len(), 1..=5),
            Spec::StoneGameTable { piles }
            | Spec::StoneGamePlay { piles }
            | Spec::StoneGameIiPlay { piles }
            | Spec::StoneGameIiStates { piles } => ("piles", piles.len(), 1..=16),
            Spec::StoneGameLinearTrace { piles } => ("piles", piles.len(), 1..=10),
            Spec::StoneGameIiWindowsTrace { piles } => ("piles", piles.len(), 1..=12),
            Spec::StoneGameIiiTree { values } => ("values", values.len(), 1..=5),
            Spec::StoneGameIiiTable { values }
            | Spec::StoneGameIiiRing { values }
            | Spec::StoneGameIiiPlay { values } => ("values", values.len(), 1..=16),
            Spec::StoneGameVPlay { values } => ("values", values.len(), 1..=16),
            Spec::StoneGameIiiWindowTrace { values, .. } => ("values", values.len(), 1..=12),
            Spec::StoneGameVTrace { values } => ("values", values.len(), 1..=8),
            Spec::StoneGameViiTable { stones }
            | Spec::StoneGameViiPlay { stones }
            | Spec::StoneGameIxPlay { stones } => ("stones", stones.len(), 1..=16),
            Spec::StoneGameViiRemovers { stones } => ("stones", stones.len(), 1..=12),
            Spec::StoneGameViiLinearTrace { stones } => ("stones", stones.len(), 1..=10),
            Spec::StoneGameViPlay { alice, .. } => ("stones", alice.len(), 1..=12),
            Spec::StoneGameViCountingTrace { alice, .. } => ("stones", alice.len(), 1..=16),
            Spec::StoneGameViiiPlay { stones } | Spec::StoneGameViiiSuffixTrace { stones } => {
                ("stones", stones.len(), 2..=12)
            }
            _ => return None,
        };
        Some((what, len, range))
    }

    /// The checks of a figure's input other than its row's length, made before it.
    fn check_parameters(&self) -> Result<(), Error> {
        match self {
            Spec::StoneGameViPlay { alice, bob }
            | Spec::StoneGameViCountingTrace { alice, bob }
                if alice.len() != bob.len() =>
            {
                Err(format!(
                    "`alice` has {} values and `bob` {}: one each per stone",
                    alice.len(),
                    bob.len()
                )
                .into())
            }
            Spec::StoneGameIiiWindowTrace { k: 0, .. } => {
                Err("`k = 0`: a move takes 1 to k values".into())
            }
            Spec::StoneGameIvSieveTrace { n, .. } if !(1..=100).contains(n) => {
                Err(format!("`n = {n}`: a sieve trace shows 1 to 100 positions").into())
            }
            Spec::StoneGameIvSieveTrace { segment, .. } if !(2..=12).contains(segment) => Err(
                format!("`segment = {segment}`: a strip shows segments of 2 to 12 positions")
                    .into(),
            ),
            Spec::StoneGameIvStrip { n } if !(1..=1_000).contains(n) => {
                Err(format!("`n = {n}`: a strip shows 1 to 1,000 positions").into())
            }
            Spec::StoneGameIvPlay { n } if *n == 0 => {
                Err("`n = 0`: a game from an empty pile has no move to show".into())
            }
            Spec::BenchTable { methods, .. } | Spec::BenchPlot { methods, .. }
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
            Spec::FamilyMap { games, links } => check_map(games, links),
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
    pub(crate) fn bench_view(&self) -> Option<View> {
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
        Some(View {
            group: group.clone(),
            parameter: parameter.clone(),
            per: per.clone(),
            baseline,
        })
    }
}

/// How a bench figure shows its recording: which group, the name of the benchmark's
/// parameter, times per call or per unit of work, and what the ratios compare.
#[derive(Debug, Clone, Default)]
pub struct View {
    /// The criterion group within the recording (the recording's own if `None`).
    pub group: Option<String>,
    /// The benchmark's parameter, a one-letter name (`n` if `None`).
    pub parameter: Option<String>,
    /// Show the time per unit of work of [`crate::record::work`] (`pile`,
    /// `value`, `state`, `mark`).
    pub per: Option<String>,
    /// The ratios compare this method with each other one (if `None`, each method with
    /// the last).
    pub baseline: Option<String>,
}

impl View {
    /// What the manifest can check before anything is drawn.
    ///
    /// # Errors
    ///
    /// A parameter that is not one letter, a unit of work no figure counts, or a
    /// baseline that is not one of the methods shown.
    pub fn check(&self, methods: &[String]) -> Result<(), Error> {
        if let Some(parameter) = &self.parameter {
            if parameter.len() != 1 || !parameter.chars().all(|c| c.is_ascii_alphabetic()) {
                return Err(format!(
                    "`parameter = \"{parameter}\"`: a parameter is one letter, such as n or k"
                )
                .into());
            }
        }
        if let Some(per) = &self.per {
            if !crate::record::work::UNITS.contains(&per.as_str()) {
                return Err(format!(
                    "`per = \"{per}\"`: the units of work are {}",
                    crate::record::work::UNITS.join(", ")
                )
                .into());
            }
        }
        if let Some(baseline) = &self.baseline {
            if !methods.contains(baseline) {
                return Err(
                    format!("`baseline = \"{baseline}\"` is not one of the methods shown").into(),
                );
            }
        }
        Ok(())
    }
}

/// One game of the map.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapGame {
    /// The part, 1 to 9 (Stone Game is 1, Stone Game IX is 9).
    pub part: u8,
    /// The idea that solves it, a few words.
    pub idea: String,
    /// Its column, 0 to 2, and its row, 0 to 2.
    pub column: u8,
    /// Its row, 0 to 2.
    pub row: u8,
}

/// A line between two games side by side on the grid, with its number.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapLink {
    /// The two parts it joins.
    pub from: u8,
    /// The other part.
    pub to: u8,
    /// The number the chapter explains it by.
    pub number: u8,
}

/// Checks the games and the links: every part once, on a cell of its own, and every
/// link between two games side by side in one row, each number once.
pub fn check_map(games: &[MapGame], links: &[MapLink]) -> Result<(), Error> {
    let mut parts: Vec<u8> = games.iter().map(|g| g.part).collect();
    parts.sort_unstable();
    if parts != (1..=9).collect::<Vec<u8>>() {
        return Err("the map needs each of the parts 1 to 9 exactly once".into());
    }
    for (k, g) in games.iter().enumerate() {
        if g.column > 2 || g.row > 2 {
            return Err(format!("part {} is off the grid of three by three", g.part).into());
        }
        if games[..k]
            .iter()
            .any(|h| (h.column, h.row) == (g.column, g.row))
        {
            return Err(format!("part {} shares its cell", g.part).into());
        }
    }
    let at = |part: u8| games.iter().find(|g| g.part == part);
    let mut numbers = Vec::new();
    for link in links {
        let (Some(a), Some(b)) = (at(link.from), at(link.to)) else {
            return Err(format!("link {} joins a part not on the map", link.number).into());
        };
        if a.row != b.row || a.column.abs_diff(b.column) != 1 {
            return Err(format!(
                "link {} must join two games side by side in one row",
                link.number
            )
            .into());
        }
        if numbers.contains(&link.number) {
            return Err(format!("link number {} is used twice", link.number).into());
        }
        numbers.push(link.number);
    }
    Ok(())
}

/// One game's row of the summary.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SummaryRow {
    /// The game's name, as printed.
    pub game: String,
    /// The recorded benchmark group.
    pub data: String,
    /// The textbook method's benchmark name, and its growth exponent in theory.
    pub textbook: String,
    /// The textbook method's growth exponent in theory.
    pub textbook_theory: String,
    /// The fastest method's benchmark name.
    pub fastest: String,
    /// The fastest method's growth exponent in theory.
    pub fastest_theory: String,
    /// Fit the exponents over the sizes from this one on.
    pub fit_from: u64,
    /// What one unit of the fastest method's work is: `pile`, `value`, `stone`,
    /// `interval`, `state` or `mark`.
    pub unit: String,
    /// The method of this game that another benchmark times beside `fastest` and finds
    /// faster (`default` in `bench-leetcode`): the row names it, and the drawing fails
    /// if it is missing, or no longer faster.
    #[serde(default)]
    pub faster_elsewhere: Option<String>,
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
pub fn load_manifest() -> Result<Manifest, Error> {
    let path = manifest_path();
    let text = fs::read_to_string(&path).map_err(|e| Error::io(path.display(), e))?;
    parse_manifest(&text).map_err(|e| e.within(path.display()))
}

/// [`load_manifest`] on the text of a manifest.
pub(crate) fn parse_manifest(text: &str) -> Result<Manifest, Error> {
    let mut table: toml::Table = toml::from_str(text).map_err(|e| Error::from(e.to_string()))?;
    let entries = match table.remove("figure") {
        Some(toml::Value::Array(entries)) => entries,
        Some(_) => return Err("`figure` must be an array of tables, `[[figure]]`".into()),
        None => Vec::new(),
    };
    if let Some(key) = table.keys().next() {
        return Err(format!("unknown key `{key}`: only `[[figure]]` entries belong here").into());
    }
    let mut figures: Vec<Figure> = Vec::with_capacity(entries.len());
    for (k, entry) in entries.into_iter().enumerate() {
        let name = match entry.get("id").and_then(toml::Value::as_str) {
            Some(id) => format!("figure `{id}`"),
            None => format!("figure {} (counting from 1)", k + 1),
        };
        let figure = Figure::deserialize(entry)
            .map_err(|e| Error::from(e.to_string().trim_end()).within(&name))?;
        if figure.id.is_empty()
            || !figure
                .id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        {
            return Err(format!(
                "{name}: an id is made of a-z, 0-9 and `-` (it names a file and an HTML id)"
            )
            .into());
        }
        if figures.iter().any(|f| f.id == figure.id) {
            return Err(format!("two figures have the id `{}`", figure.id).into());
        }
        html::math_in_text(&figure.caption).map_err(|e| e.within(format!("{name}: caption")))?;
        figure.spec.check().map_err(|e| e.within(&name))?;
        figures.push(figure);
    }
    Ok(Manifest { figures })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_of(text: &str) -> String {
        parse_manifest(text)
            .expect_err("the manifest should be refused")
            .to_string()
    }

    #[test]
    fn a_missing_input_fails_at_load_naming_the_figure() {
        let e = error_of("[[figure]]\nid = \"t\"\nkind = \"stone-game-table\"\ncaption = \"c\"\n");
        assert!(e.contains("figure `t`") && e.contains("piles"), "{e}");
    }

    #[test]
    fn a_field_the_kind_does_not_take_fails_at_load() {
        let e = error_of(
            "[[figure]]\nid = \"t\"\nkind = \"stone-game-table\"\n\
             caption = \"c\"\npiles = [1]\nn = 3\n",
        );
        assert!(e.contains("figure `t`") && e.contains("`n`"), "{e}");
    }

    #[test]
    fn an_unknown_kind_and_a_bad_range_fail_at_load() {
        let e = error_of("[[figure]]\nid = \"t\"\nkind = \"pie-chart\"\ncaption = \"c\"\n");
        assert!(e.contains("figure `t`") && e.contains("pie-chart"), "{e}");
        let e = error_of(
            "[[figure]]\nid = \"t\"\nkind = \"stone-game-tree\"\n\
             caption = \"c\"\npiles = [1, 2, 3, 4, 5, 6]\n",
        );
        assert!(e.contains("figure `t`") && e.contains("1 to 5"), "{e}");
    }

    #[test]
    fn ids_are_plain_and_unique() {
        let one = "[[figure]]\nid = \"t\"\nkind = \"stone-game-iv-play\"\ncaption = \"c\"\nn = 7\n";
        assert!(error_of(&format!("{one}{one}")).contains("two figures have the id `t`"));
        let e = error_of(&one.replace("\"t\"", "\"T t\""));
        assert!(e.contains("a-z"), "{e}");
        assert_eq!(parse_manifest(one).unwrap().figures.len(), 1);
    }

    #[test]
    fn the_book_manifest_loads() {
        let manifest = load_manifest().unwrap();
        assert!(!manifest.figures.is_empty());
    }
}
