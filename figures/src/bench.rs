//! Measured benchmarks: recorded from criterion's output into `figures/data/`, and drawn
//! from there, so that every number the book quotes comes from one documented command.

use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::data::{data_dir, read_json};
use crate::html::{escape, math, math_in_text, plain};
use crate::numbers::{format_time, power_of_ten, thousands, time_tick};
use crate::plot::{fitted_exponent, Plot, Series};
use crate::provenance::{machine, rustc, today};
use crate::{book_root, Figure};

/// One benchmark group's results, as stored in `figures/data/bench-<group>.json`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Recording {
    /// The criterion group, which is also the bench target's name.
    pub group: String,
    /// The commands that measured and recorded these numbers.
    pub command: String,
    /// The day of the measurement, `YYYY-MM-DD` (UTC).
    pub measured_on: String,
    /// The processor, its number of cores and the operating system.
    pub machine: String,
    /// The compiler that built the benchmark.
    pub rustc: String,
    /// One entry per (method, n), sorted by method then n.
    pub results: Vec<Measurement>,
}

/// The time of one method at one input size.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Measurement {
    /// The benchmark function's name: the method.
    pub method: String,
    /// The input size.
    pub n: u64,
    /// Criterion's estimate of the mean time of one call, in nanoseconds.
    pub mean_ns: f64,
    /// The lower end of its 95% confidence interval.
    pub low_ns: f64,
    /// The upper end of its 95% confidence interval.
    pub high_ns: f64,
}

/// The recording file of a benchmark group.
pub fn recording_path(group: &str) -> PathBuf {
    data_dir().join(format!("bench-{group}.json"))
}

/// The commands that measure and record a group.
pub fn record_command(group: &str) -> String {
    format!(
        "cargo bench -p stone-games --bench {group} && cargo run -p figures -- record-bench {group}"
    )
}

/// Read the estimates criterion left in `target/criterion/<group>/` into a [`Recording`].
///
/// # Errors
///
/// When the group has not been benchmarked, or criterion's files cannot be read.
pub fn record(group: &str) -> Result<Recording, String> {
    let dir = book_root().join("target").join("criterion").join(group);
    let mut results = Vec::new();
    let methods = fs::read_dir(&dir).map_err(|e| {
        format!(
            "{}: {e}; run `cargo bench -p stone-games --bench {group}` first",
            dir.display()
        )
    })?;
    for method in methods {
        let method = method.map_err(|e| e.to_string())?.path();
        let Some(name) = method
            .file_name()
            .and_then(|n| n.to_str())
            .map(str::to_string)
        else {
            continue;
        };
        if !method.is_dir() || name == "report" {
            continue;
        }
        for size in fs::read_dir(&method).map_err(|e| e.to_string())? {
            let size = size.map_err(|e| e.to_string())?.path();
            let Some(n) = size
                .file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.parse().ok())
            else {
                continue;
            };
            let estimates = size.join("new").join("estimates.json");
            let Ok(text) = fs::read_to_string(&estimates) else {
                continue;
            };
            results.push(
                parse_estimates(&name, n, &text)
                    .map_err(|e| format!("{}: {e}", estimates.display()))?,
            );
        }
    }
    if results.is_empty() {
        return Err(format!("no criterion estimates under {}", dir.display()));
    }
    results.sort_by(|a, b| (&a.method, a.n).cmp(&(&b.method, b.n)));
    Ok(Recording {
        group: group.to_string(),
        command: record_command(group),
        measured_on: today(),
        machine: machine(),
        rustc: rustc(),
        results,
    })
}

fn parse_estimates(
    method: &str,
    n: u64,
    text: &str,
) -> Result<Measurement, String> {
    #[derive(Deserialize)]
    struct Interval {
        lower_bound: f64,
        upper_bound: f64,
    }
    #[derive(Deserialize)]
    struct Estimate {
        point_estimate: f64,
        confidence_interval: Interval,
    }
    #[derive(Deserialize)]
    struct Estimates {
        mean: Estimate,
    }
    let estimates: Estimates =
        serde_json::from_str(text).map_err(|e| e.to_string())?;
    Ok(Measurement {
        method: method.to_string(),
        n,
        mean_ns: estimates.mean.point_estimate,
        low_ns: estimates.mean.confidence_interval.lower_bound,
        high_ns: estimates.mean.confidence_interval.upper_bound,
    })
}

/// Load a committed recording.
///
/// # Errors
///
/// When the file is missing or malformed.
pub fn load(group: &str) -> Result<Recording, String> {
    read_json(&recording_path(group), &record_command(group))
}

/// A bench figure's recording, with every method it shows checked to be in it.
fn recording_with(
    group: &str,
    methods: &[String],
) -> Result<Recording, String> {
    let recording = load(group)?;
    for method in methods {
        if !recording.results.iter().any(|m| &m.method == method) {
            return Err(format!(
                "no measurement of `{method}` in {}",
                recording_path(group).display()
            ));
        }
    }
    Ok(recording)
}

/// The table of a recording: one row per method, one column per n, and, under it, how
/// many times faster the last method is than each other one, at each n both ran.
pub fn table(
    figure: &Figure,
    group: &str,
    methods: &[String],
    sizes: Option<&[u64]>,
) -> Result<String, String> {
    let recording = recording_with(group, methods)?;
    let fastest = methods.last().ok_or("`methods` is empty")?;
    let mut sizes: Vec<u64> = match sizes {
        Some(sizes) => sizes.to_vec(),
        None => recording.results.iter().map(|m| m.n).collect(),
    };
    sizes.sort_unstable();
    sizes.dedup();
    let time = |method: &str, n: u64| {
        recording
            .results
            .iter()
            .find(|m| m.method == method && m.n == n)
            .map(|m| m.mean_ns)
    };

    let mut out = String::new();
    write!(
        out,
        "<figure class=\"sg-figure\" id=\"fig-{}\"><div class=\"sg-scroll\"><table class=\"sg-bench\"><thead><tr><th scope=\"col\">method</th>",
        figure.id
    )
    .unwrap();
    for n in &sizes {
        write!(
            out,
            "<th scope=\"col\">{}</th>",
            math(&format!("n = {}", thousands(*n)))?
        )
        .unwrap();
    }
    out.push_str("</tr></thead><tbody>");
    for method in methods {
        write!(
            out,
            "<tr><th scope=\"row\"><code>{}</code></th>",
            escape(method)
        )
        .unwrap();
        for &n in &sizes {
            match time(method, n) {
                Some(ns) => {
                    write!(out, "<td>{}</td>", format_time(ns)).unwrap()
                }
                None => out.push_str("<td>—</td>"),
            }
        }
        out.push_str("</tr>");
    }
    for method in &methods[..methods.len() - 1] {
        write!(
            out,
            "<tr class=\"sg-ratio\"><th scope=\"row\"><code>{}</code> ÷ <code>{}</code></th>",
            escape(method),
            escape(fastest)
        )
        .unwrap();
        for &n in &sizes {
            match (time(method, n), time(fastest, n)) {
                (Some(slow), Some(fast)) => {
                    write!(out, "<td>{:.1}×</td>", slow / fast).unwrap()
                }
                _ => out.push_str("<td>—</td>"),
            }
        }
        out.push_str("</tr>");
    }
    writeln!(
        out,
        "</tbody></table></div><figcaption>{} Mean time of one call, measured on {} ({}, {}) by <code>{}</code>.</figcaption></figure>",
        math_in_text(&figure.caption)?,
        escape(&recording.measured_on),
        escape(&recording.machine),
        escape(&recording.rustc),
        escape(&recording.command)
    )
    .unwrap();
    Ok(out)
}

/// Time against n on a log-log plot, one line per method, from a recording; the caption
/// gives each method's growth exponent fitted over the sizes from `fit_from` on.
pub fn plot(
    figure: &Figure,
    group: &str,
    methods: &[String],
    fit_from: u64,
) -> Result<String, String> {
    let recording = recording_with(group, methods)?;
    let mut series = Vec::new();
    let mut fits = Vec::new();
    for method in methods {
        let points: Vec<(f64, f64)> = recording
            .results
            .iter()
            .filter(|m| &m.method == method)
            .map(|m| (m.n as f64, m.mean_ns))
            .collect();
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
    let plot = Plot {
        x_label: "n (log scale)".into(),
        y_label: "time of one call (log scale)".into(),
        x_tick: power_of_ten,
        y_tick: time_tick,
        series,
        title: plain(&figure.caption),
    };
    let fits = if fits.is_empty() {
        String::new()
    } else {
        format!(
            " Fitted growth exponents ({}, {}): {}.",
            math("time ∝ n^k")?,
            math(&format!("n >= {}", thousands(fit_from)))?,
            fits.join(", ")
        )
    };
    Ok(format!(
        "<figure class=\"sg-figure\" id=\"fig-{}\"><div class=\"sg-scroll\">{}</div><figcaption>{}{fits} \
         Measured on {} ({}, {}) by <code>{}</code>.</figcaption></figure>\n",
        figure.id,
        plot.svg()?,
        math_in_text(&figure.caption)?,
        escape(&recording.measured_on),
        escape(&recording.machine),
        escape(&recording.rustc),
        escape(&recording.command)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn criterion_estimates_are_read() {
        let text = r#"{"mean":{"confidence_interval":{"confidence_level":0.95,"lower_bound":9.0,"upper_bound":11.0},"point_estimate":10.0,"standard_error":0.5},"median":{"confidence_interval":{"confidence_level":0.95,"lower_bound":9.0,"upper_bound":11.0},"point_estimate":10.0,"standard_error":0.5}}"#;
        let m = parse_estimates("table", 500, text).unwrap();
        assert_eq!((m.mean_ns, m.low_ns, m.high_ns), (10.0, 9.0, 11.0));
    }
}
