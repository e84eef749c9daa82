//! Measured benchmarks: recorded from criterion's output into `figures/data/`, and drawn
//! from there, so that every number the book quotes comes from one documented command.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde::{Deserialize, Serialize};

use crate::html::escape;
use crate::plot::{fitted_exponent, Plot, Series};
use crate::{book_root, Spec};

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

/// `figures/data/`, where recordings are committed.
pub fn data_dir() -> PathBuf {
    book_root().join("figures").join("data")
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
        rustc: command_output("rustc", &["--version"]),
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
    let path = recording_path(group);
    let text = fs::read_to_string(&path).map_err(|e| {
        format!(
            "{}: {e}; record it with `{}`",
            path.display(),
            record_command(group)
        )
    })?;
    serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// A power of ten of nanoseconds, as an axis tick: `1 ns`, `10 µs`, `100 ms`, `10 s`.
pub fn time_tick(ns: f64) -> String {
    let (value, unit) = match ns {
        t if t < 1e3 => (t, "ns"),
        t if t < 1e6 => (t / 1e3, "µs"),
        t if t < 1e9 => (t / 1e6, "ms"),
        t => (t / 1e9, "s"),
    };
    format!("{} {unit}", value.round())
}

/// A time in the unit that suits it.
pub fn format_time(ns: f64) -> String {
    if ns < 1e3 {
        format!("{ns:.0} ns")
    } else if ns < 1e6 {
        format!("{:.1} µs", ns / 1e3)
    } else if ns < 1e9 {
        format!("{:.1} ms", ns / 1e6)
    } else {
        format!("{:.2} s", ns / 1e9)
    }
}

/// A bench figure's group, its recording and the methods it shows.
fn recording_and_methods(
    spec: &Spec,
) -> Result<(&str, Recording, &[String]), String> {
    let group = spec
        .data
        .as_deref()
        .ok_or("a bench figure needs `data = \"<group>\"`")?;
    let methods = spec
        .methods
        .as_deref()
        .ok_or("a bench figure needs `methods = [...]`")?;
    Ok((group, load(group)?, methods))
}

/// The table of a recording: one row per method, one column per n, and, under it, how
/// many times faster the `fastest` method is than each other one, at each n both ran.
pub fn table(spec: &Spec) -> Result<String, String> {
    let (group, recording, methods) = recording_and_methods(spec)?;
    let fastest = methods.last().ok_or("`methods` is empty")?;
    let mut sizes: Vec<u64> = match &spec.sizes {
        Some(sizes) => sizes.clone(),
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
    for method in methods {
        if !recording.results.iter().any(|m| &m.method == method) {
            return Err(format!(
                "no measurement of `{method}` in {}",
                recording_path(group).display()
            ));
        }
    }

    let id = &spec.id;
    let mut out = String::new();
    write!(out, "<figure class=\"sg-figure\" id=\"fig-{id}\"><div class=\"sg-scroll\"><table class=\"sg-bench\"><thead><tr><th scope=\"col\">method</th>").unwrap();
    for n in &sizes {
        write!(out, "<th scope=\"col\">n = {}</th>", thousands(*n)).unwrap();
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
        escape(&spec.caption),
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
pub fn plot(spec: &Spec) -> Result<String, String> {
    let (group, recording, methods) = recording_and_methods(spec)?;
    let fit_from = spec.fit_from.unwrap_or(0);
    let mut series = Vec::new();
    let mut fits = Vec::new();
    for method in methods {
        let points: Vec<(f64, f64)> = recording
            .results
            .iter()
            .filter(|m| &m.method == method)
            .map(|m| (m.n as f64, m.mean_ns))
            .collect();
        if points.is_empty() {
            return Err(format!(
                "no measurement of `{method}` in {}",
                recording_path(group).display()
            ));
        }
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
        x_tick: |v| thousands(v.round() as u64),
        y_tick: time_tick,
        series,
        title: spec.caption.clone(),
    };
    let fits = if fits.is_empty() {
        String::new()
    } else {
        format!(
            " Fitted growth exponents (time ∝ nᵏ, n ≥ {}): {}.",
            thousands(fit_from),
            fits.join(", ")
        )
    };
    Ok(format!(
        "<figure class=\"sg-figure\" id=\"fig-{}\"><div class=\"sg-scroll\">{}</div><figcaption>{}{fits} \
         Measured on {} ({}, {}) by <code>{}</code>.</figcaption></figure>\n",
        spec.id,
        plot.svg(),
        escape(&spec.caption),
        escape(&recording.measured_on),
        escape(&recording.machine),
        escape(&recording.rustc),
        escape(&recording.command)
    ))
}

/// 5000 as `5,000`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn command_output(program: &str, args: &[&str]) -> String {
    Command::new(program)
        .args(args)
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| s.trim().to_string())
        .unwrap_or_else(|| "unknown".to_string())
}

/// The processor, its number of cores, and the operating system.
pub fn machine() -> String {
    let cpu = fs::read_to_string(Path::new("/proc/cpuinfo"))
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        })
        .unwrap_or_else(|| "unknown processor".to_string());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!(
        "{cpu}, {cores} cores, {} {}",
        std::env::consts::OS,
        std::env::consts::ARCH
    )
}

/// Today's date in UTC, `YYYY-MM-DD`.
pub fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let days = (secs / 86_400) as i64;
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_and_counts_read_well() {
        assert_eq!(format_time(512.0), "512 ns");
        assert_eq!(format_time(2_500.0), "2.5 µs");
        assert_eq!(format_time(31_400_000.0), "31.4 ms");
        assert_eq!(time_tick(1e4), "10 µs");
        assert_eq!(time_tick(1e10), "10 s");
        assert_eq!(thousands(5_000), "5,000");
        assert_eq!(thousands(16), "16");
        assert_eq!(thousands(1_000_000), "1,000,000");
    }

    #[test]
    fn criterion_estimates_are_read() {
        let text = r#"{"mean":{"confidence_interval":{"confidence_level":0.95,"lower_bound":9.0,"upper_bound":11.0},"point_estimate":10.0,"standard_error":0.5},"median":{"confidence_interval":{"confidence_level":0.95,"lower_bound":9.0,"upper_bound":11.0},"point_estimate":10.0,"standard_error":0.5}}"#;
        let m = parse_estimates("table", 500, text).unwrap();
        assert_eq!((m.mean_ns, m.low_ns, m.high_ns), (10.0, 9.0, 11.0));
    }
}
