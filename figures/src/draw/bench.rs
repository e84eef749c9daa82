//! Draws a recorded benchmark: a table of times and ratios, or a log-log plot.
//!
//! The recording is `figures/data/bench-<group>.json` (`record/bench.rs`); the plot
//! fits a growth exponent to each method.

use std::fmt::Write as _;

use crate::draw::html::{escape, figure_start, math, math_in_text, plain};
use crate::draw::manifest::{Figure, Spec, View};
use crate::draw::plot::{fitted_exponent, Axis, Plot, Series};
use crate::record::bench::{recording_path, Measurement, Recording};
use crate::shared::numbers::{format_time, power_of_ten, thousands, time_tick};
use crate::Error;

/// What a bench figure's [`View`] shows: its parameter, its times, in words.
impl View {
    fn parameter(&self) -> &str {
        self.parameter.as_deref().unwrap_or("n")
    }

    /// The time `ns` of one call at size `n`, as this view shows it.
    fn time(&self, n: u64, ns: f64) -> Result<f64, Error> {
        match &self.per {
            Some(unit) => Ok(ns / crate::record::work::work(unit, n)?.max(1) as f64),
            None => Ok(ns),
        }
    }

    /// What a time is, in words: "Mean time of one call" or "Mean time per state".
    fn what(&self) -> String {
        match &self.per {
            Some(unit) => format!(
                "Mean time per {unit} (the time of one call divided by its \
                 {unit}s)"
            ),
            None => "Mean time of one call".to_string(),
        }
    }
}

/// A bench figure's measurements: those of its group, with every method it shows
/// checked to be there.
fn measurements<'a>(
    recording: &'a Recording,
    path: &std::path::Path,
    methods: &[String],
    view: &View,
) -> Result<Vec<&'a Measurement>, Error> {
    let results: Vec<&Measurement> = recording
        .results
        .iter()
        .filter(|m| m.group == view.group)
        .collect();
    for method in methods {
        if !results.iter().any(|m| &m.method == method) {
            return Err(format!(
                "no measurement of `{method}`{} in {}",
                view.group
                    .as_ref()
                    .map_or(String::new(), |g| format!(" in the group `{g}`")),
                path.display()
            )
            .into());
        }
    }
    Ok(results)
}

/// A bench figure (`bench-table` or `bench-plot`), drawn from `recording`.
///
/// # Errors
///
/// When `figure` is not a bench figure, or the recording lacks a method or a
/// group it shows.
pub fn draw(figure: &Figure, recording: &Recording) -> Result<String, Error> {
    let view = figure.spec.bench_view().ok_or("not a bench figure")?;
    match &figure.spec {
        Spec::BenchTable { methods, sizes, .. } => {
            table(figure, recording, methods, sizes.as_deref(), &view)
        }
        Spec::BenchPlot {
            methods, fit_from, ..
        } => plot(figure, recording, methods, *fit_from, &view),
        _ => Err("not a bench figure".into()),
    }
}

/// The table of a recording: one row per method, one column per n, and, under it, how
/// many times as long the slower of two methods takes as the faster, at each n both ran.
fn table(
    figure: &Figure,
    recording: &Recording,
    methods: &[String],
    sizes: Option<&[u64]>,
    view: &View,
) -> Result<String, Error> {
    let path = recording_path(&recording.group);
    let results = measurements(recording, &path, methods, view)?;
    let last = methods.last().ok_or("`methods` is empty")?;
    let sizes = table_sizes(&results, methods, sizes);
    let times = Times {
        results: &results,
        view,
    };

    let mut out = String::new();
    table_head(&mut out, figure, view, &sizes)?;
    for method in methods {
        method_row(&mut out, method, &sizes, &times)?;
    }
    for (a, b) in ratio_pairs(methods, last, view) {
        ratio_row(&mut out, a, b, &sizes, &times)?;
    }
    writeln!(
        out,
        "</tbody></table></div><figcaption>{} {}, measured on {} ({}, {}) by \
         <code>{}</code>.</figcaption></figure>",
        math_in_text(&figure.caption)?,
        escape(&view.what()),
        escape(&recording.measured_on),
        escape(&recording.machine),
        escape(&recording.rustc),
        escape(&recording.command)
    )?;
    Ok(out)
}

/// The table's columns: `sizes` if given, or else the sizes at which some method shown
/// ran (no column of dashes), in order.
fn table_sizes(results: &[&Measurement], methods: &[String], sizes: Option<&[u64]>) -> Vec<u64> {
    let mut sizes: Vec<u64> = match sizes {
        Some(sizes) => sizes.to_vec(),
        None => results
            .iter()
            .filter(|m| methods.contains(&m.method))
            .map(|m| m.n)
            .collect(),
    };
    sizes.sort_unstable();
    sizes.dedup();
    sizes
}

/// A figure's measurements, looked up by method and size.
struct Times<'a> {
    results: &'a [&'a Measurement],
    view: &'a View,
}

impl Times<'_> {
    /// The time of `method` at `n` as the view shows it, if it ran there.
    fn at(&self, method: &str, n: u64) -> Result<Option<f64>, Error> {
        self.results
            .iter()
            .find(|m| m.method == method && m.n == n)
            .map(|m| self.view.time(n, m.mean_ns))
            .transpose()
    }
}

/// The table's opening and its head: a column of methods, then one per size.
fn table_head(out: &mut String, figure: &Figure, view: &View, sizes: &[u64]) -> Result<(), Error> {
    write!(
        out,
        "{}<table class=\"sg-bench\"><thead><tr><th scope=\"col\">method</th>",
        figure_start(&figure.id)
    )?;
    for n in sizes {
        write!(
            out,
            "<th scope=\"col\">{}</th>",
            math(&format!("{} = {}", view.parameter(), thousands(*n)))?
        )?;
    }
    out.push_str("</tr></thead><tbody>");
    Ok(())
}

/// A method's row: its time at each size, or a dash where it did not run.
fn method_row(out: &mut String, method: &str, sizes: &[u64], times: &Times) -> Result<(), Error> {
    write!(
        out,
        "<tr><th scope=\"row\"><code>{}</code></th>",
        escape(method)
    )?;
    for &n in sizes {
        match times.at(method, n)? {
            Some(ns) => write!(out, "<td>{}</td>", format_time(ns))?,
            None => out.push_str("<td>—</td>"),
        }
    }
    out.push_str("</tr>");
    Ok(())
}

/// The pairs of methods compared: the baseline against each other method, or each
/// method against the last.
fn ratio_pairs<'a>(
    methods: &'a [String],
    last: &'a String,
    view: &'a View,
) -> Vec<(&'a String, &'a String)> {
    match &view.baseline {
        Some(baseline) => methods
            .iter()
            .filter(|m| *m != baseline)
            .map(|m| (baseline, m))
            .collect(),
        None => methods[..methods.len() - 1]
            .iter()
            .map(|m| (m, last))
            .collect(),
    }
}

/// The row of the ratio of `a` and `b`: the slower of the two (at the largest size both
/// ran) over the faster, so that a ratio reads "so many times as long" and never rounds
/// to 0.0×; two methods that never ran at the same size have no row.
fn ratio_row(
    out: &mut String,
    a: &str,
    b: &str,
    sizes: &[u64],
    times: &Times,
) -> Result<(), Error> {
    let largest_shared = sizes
        .iter()
        .rev()
        .find_map(|&n| match (times.at(a, n), times.at(b, n)) {
            (Ok(Some(x)), Ok(Some(y))) => Some((x, y)),
            _ => None,
        });
    let (slow, fast) = match largest_shared {
        None => return Ok(()),
        Some((x, y)) if x < y => (b, a),
        Some(_) => (a, b),
    };
    write!(
        out,
        "<tr class=\"sg-ratio\"><th scope=\"row\"><code>{}</code> ÷ <code>{}</code></th>",
        escape(slow),
        escape(fast)
    )?;
    for &n in sizes {
        match (times.at(slow, n)?, times.at(fast, n)?) {
            (Some(slow), Some(fast)) => write!(out, "<td>{}×</td>", ratio(slow / fast))?,
            _ => out.push_str("<td>—</td>"),
        }
    }
    out.push_str("</tr>");
    Ok(())
}

/// A ratio to two significant figures, its thousands grouped: 0.98, 3.4, 27, 3,400.
pub(crate) fn ratio(value: f64) -> String {
    if value >= 99.5 {
        let magnitude = 10f64.powi(value.log10().floor() as i32 - 1);
        thousands(((value / magnitude).round() * magnitude) as u64)
    } else if value >= 9.95 {
        format!("{value:.0}")
    } else if value >= 0.995 {
        format!("{value:.1}")
    } else {
        format!("{value:.2}")
    }
}

/// Time against n on a log-log plot, one line per method, from a recording; the caption
/// gives each method's growth exponent fitted over the sizes from `fit_from` on.
fn plot(
    figure: &Figure,
    recording: &Recording,
    methods: &[String],
    fit_from: u64,
    view: &View,
) -> Result<String, Error> {
    let path = recording_path(&recording.group);
    let results = measurements(recording, &path, methods, view)?;
    let (series, fits) = lines_and_fits(&results, methods, fit_from, view)?;
    let p = view.parameter();
    let plot = Plot {
        x: Axis {
            label: format!("{p} (log scale)"),
            tick: power_of_ten,
        },
        y: Axis {
            label: match &view.per {
                Some(unit) => format!("time per {unit} (log scale)"),
                None => "time of one call (log scale)".into(),
            },
            tick: time_tick,
        },
        series,
        title: plain(&figure.caption),
    };
    let fits = fits_in_words(&fits, fit_from, view)?;
    Ok(format!(
        "{}{}</div><figcaption>{}{fits} \
         Measured on {} ({}, {}) by <code>{}</code>.</figcaption></figure>\n",
        figure_start(&figure.id),
        plot.svg()?,
        math_in_text(&figure.caption)?,
        escape(&recording.measured_on),
        escape(&recording.machine),
        escape(&recording.rustc),
        escape(&recording.command)
    ))
}

/// Each method's line of the plot, and its fitted growth exponent in words (over the
/// sizes from `fit_from` on), for those that have one.
fn lines_and_fits(
    results: &[&Measurement],
    methods: &[String],
    fit_from: u64,
    view: &View,
) -> Result<(Vec<Series>, Vec<String>), Error> {
    let mut series = Vec::new();
    let mut fits = Vec::new();
    for method in methods {
        let points = results
            .iter()
            .filter(|m| &m.method == method)
            .map(|m| Ok((m.n as f64, view.time(m.n, m.mean_ns)?)))
            .collect::<Result<Vec<(f64, f64)>, Error>>()?;
        let fitted: Vec<(f64, f64)> = points
            .iter()
            .copied()
            .filter(|p| p.0 >= fit_from as f64)
            .collect();
        if let Some(k) = fitted_exponent(&fitted) {
            fits.push(format!("<code>{}</code> {k:.2}", escape(method)));
        }
        series.push(Series {
            label: method.clone(),
            points,
            dashed: false,
        });
    }
    Ok((series, fits))
}

/// The caption's sentence of fitted exponents, or nothing when no method has one.
fn fits_in_words(fits: &[String], fit_from: u64, view: &View) -> Result<String, Error> {
    if fits.is_empty() {
        return Ok(String::new());
    }
    let p = view.parameter();
    let time = match &view.per {
        Some(unit) => format!("time per {unit}"),
        None => "time".to_string(),
    };
    Ok(format!(
        " Fitted growth exponents ({}, {}): {}.",
        math(&format!("{time} ∝ {p}^k"))?,
        math(&format!("{p} >= {}", thousands(fit_from)))?,
        fits.join(", ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::bench::made_up;

    /// A bench figure of the manifest, drawn from `recording` instead of its file.
    fn draw_from(figure: &Figure, recording: &Recording) -> Result<String, Error> {
        figure.spec.check()?;
        draw(figure, recording)
    }

    /// A figure of the book's manifest, `src/figures.toml`, to be drawn from a
    /// made-up recording: what its spec shows, with numbers whose ratios are known.
    fn in_manifest(id: &str) -> Figure {
        let manifest = crate::draw::manifest::load_manifest().unwrap();
        manifest.figures.into_iter().find(|f| f.id == id).unwrap()
    }

    #[test]
    fn times_per_state_and_ratios_to_a_baseline() {
        let steps = [
            "windows",
            "no_table",
            "block_minima",
            "two_stacks",
            "row_blocks",
            "answer_only",
        ];
        let mut results = Vec::new();
        for n in [1_000, 4_000, 10_000] {
            let states = stone_games::stone_game_ii::book::states_computed(n as usize) as f64;
            // The k-th step takes 60 / (k + 1) ns per state.
            for (k, step) in steps.iter().enumerate() {
                results.push((None, *step, n, states * 60.0 / (k + 1) as f64));
            }
        }
        let recording = made_up("stone_game_ii", &results);
        let html = draw_from(&in_manifest("sg2-answer-bench"), &recording).unwrap();
        // 60 ns per state for the windows' table, 10 for the last step: 6.0 times as long.
        assert!(html.contains("<td>60 ns</td>"), "{html}");
        assert!(html.contains("<td>10 ns</td>"), "{html}");
        assert!(
            html.contains("<code>windows</code> ÷ <code>answer_only</code></th><td>6.0×</td>"),
            "{html}"
        );
        assert!(html.contains("<code>windows</code> ÷ <code>no_table</code></th><td>2.0×</td>"));
        assert!(!html.contains("<code>windows</code> ÷ <code>windows</code>"));
        assert!(html.contains("Mean time per state"), "{html}");
        let plot = draw_from(&in_manifest("sg2-answer-bench-plot"), &recording).unwrap();
        assert!(plot.contains("time per state (log scale)"), "{plot}");
        // The same time per state at every n: a growth exponent of 0.
        assert!(plot.contains("<code>answer_only</code> 0.00"), "{plot}");
    }

    #[test]
    fn answer_only_next_to_windows() {
        let mut results = Vec::new();
        for n in [100, 250, 500, 1_000, 2_000, 4_000] {
            let cube = (n * n * n) as f64;
            results.push((None, "memo", n, cube / 20.0));
            results.push((None, "table", n, cube / 30.0));
        }
        for n in [100, 250, 500, 1_000, 2_000, 4_000, 10_000, 20_000] {
            let square = (n * n) as f64;
            results.push((None, "windows", n, square * 5.0));
            results.push((None, "answer_only", n, square));
        }
        let recording = made_up("stone_game_ii", &results);
        let html = draw_from(&in_manifest("sg2-bench"), &recording).unwrap();
        assert!(
            html.contains("<code>windows</code> ÷ <code>answer_only</code></th><td>5.0×</td>"),
            "{html}"
        );
        let plot = draw_from(&in_manifest("sg2-bench-plot"), &recording).unwrap();
        assert!(plot.contains("<code>answer_only</code> 2.00"), "{plot}");
        assert!(plot.contains("<code>memo</code> 3.00"), "{plot}");
    }

    #[test]
    fn the_groups_of_one_bench_target() {
        let mut results = Vec::new();
        for n in [1_000, 100_000, 1_000_000, 10_000_000] {
            results.push((None, "table", n, n as f64 * 1.5));
            results.push((None, "ring", n, n as f64));
            results.push((None, "window", n, n as f64 * 3.0));
            results.push((None, "registers", n, n as f64 / 4.0));
        }
        for n in [12, 16, 20] {
            results.push((None, "game_tree", n, 1.84_f64.powi(n as i32)));
        }
        for k in [3, 30, 300, 2_000] {
            results.push((Some("stone_game_iii_k"), "table", k, 200_000.0 * k as f64));
            results.push((Some("stone_game_iii_k"), "window", k, 3e6));
        }
        results.push((Some("stone_game_iii_far"), "window", 10_000_000, 2.8e8));
        let recording = made_up("stone_game_iii", &results);
        let html = draw_from(&in_manifest("sg3-bench"), &recording).unwrap();
        // Each method against the last, the crate's default.
        let against = |m: &str, ratio: &str| {
            format!("<code>{m}</code> ÷ <code>registers</code></th><td>{ratio}</td>")
        };
        assert!(html.contains(&against("table", "6.0×")), "{html}");
        assert!(html.contains(&against("ring", "4.0×")), "{html}");
        let plot = draw_from(&in_manifest("sg3-bench-plot"), &recording).unwrap();
        assert!(plot.contains("<code>ring</code> 1.00"), "{plot}");
        // The k group: its own measurements, its columns named after k.
        let k = draw_from(&in_manifest("sg3-k-bench"), &recording).unwrap();
        assert!(k.contains("<i>k</i> = 2,000"), "{k}");
        assert!(!k.contains("col\"><span class=\"sg-math\"><i>n</i>"), "{k}");
        assert!(k.contains("<td>400.0 ms</td>"), "{k}");
        assert!(
            k.contains("<code>table</code> ÷ <code>window</code></th><td>0.20×</td>"),
            "{k}"
        );
        let far = draw_from(&in_manifest("sg3-far-bench"), &recording).unwrap();
        assert!(far.contains("<td>280.0 ms</td>"), "{far}");
        assert!(far.contains("<i>n</i> = 10,000,000"), "{far}");
        // A group the recording lacks, named in the error.
        let mut missing = in_manifest("sg3-far-bench");
        if let Spec::BenchTable { group, .. } = &mut missing.spec {
            *group = Some("stone_game_iii_near".into());
        }
        let e = draw_from(&missing, &recording).unwrap_err().to_string();
        assert!(e.contains("in the group `stone_game_iii_near`"), "{e}");
    }

    #[test]
    fn what_a_view_refuses() {
        let methods = ["a".to_string(), "b".to_string()];
        let view = |parameter: Option<&str>, per: Option<&str>, baseline: Option<&str>| View {
            group: None,
            parameter: parameter.map(String::from),
            per: per.map(String::from),
            baseline: baseline.map(String::from),
        };
        assert!(view(Some("k"), Some("state"), Some("a"))
            .check(&methods)
            .is_ok());
        assert!(view(Some("kk"), None, None).check(&methods).is_err());
        assert!(view(None, Some("second"), None)
            .check(&methods)
            .unwrap_err()
            .to_string()
            .contains("state"));
        assert!(view(None, None, Some("c")).check(&methods).is_err());
        let e = crate::draw::manifest::parse_manifest(
            "[[figure]]\nid = \"t\"\nkind = \"bench-table\"\ndata = \"d\"\n\
             methods = [\"a\"]\nper = \"hour\"\ncaption = \"c\"\n",
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("figure `t`") && e.contains("hour"), "{e}");
    }
}
