//! Records a benchmark group's criterion estimates into `figures/data/`.
//!
//! The file is `bench-<group>.json`, with the day, the machine and the command;
//! `draw/bench.rs` draws it.

use std::fs;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::record::provenance::{machine, rustc, today};
use crate::shared::data::{data_dir, read_json, target_dir};
use crate::Error;

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
    /// The criterion group, when the bench target ran more than one and this is not
    /// the one named after the target.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
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
    /// The states `(i, M)` a Stone Game II method computes at this n, to quote a time
    /// per state (`per=states` in the book's measured-number directive).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub states: Option<u64>,
    /// The marks Stone Game IV's sieves make up to this n, to quote a time per mark.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub marks: Option<u64>,
}

/// The recording file of a benchmark group.
pub fn recording_path(group: &str) -> PathBuf {
    data_dir().join(format!("bench-{group}.json"))
}

/// The commands that measure and record a group.
pub fn record_command(group: &str) -> String {
    record_command_with(group, &[])
}

/// The commands that measure a bench target and record its groups: the one named after
/// the target, and `others`.
fn record_command_with(group: &str, others: &[String]) -> String {
    let mut command = format!(
        "cargo bench -p stone-games --features book --bench {group} && cargo run -p figures -- \
         record-bench {group}"
    );
    for other in others {
        command.push(' ');
        command.push_str(other);
    }
    command
}

/// Read the estimates criterion left in `target/criterion/<group>/` (in `CARGO_TARGET_DIR`
/// if set) into a [`Recording`].
///
/// # Errors
///
/// When the group has not been benchmarked, or criterion's files cannot be read.
pub fn record(group: &str) -> Result<Recording, Error> {
    record_groups(group, &[])
}

/// [`record`] for a bench target that runs several criterion groups: the one named
/// after the target, `group`, and `others`, whose measurements are recorded with their
/// group's name.
///
/// # Errors
///
/// When a group has not been benchmarked, or criterion's files cannot be read.
pub fn record_groups(group: &str, others: &[String]) -> Result<Recording, Error> {
    let mut results = read_group(group, group, None)?;
    for other in others {
        results.extend(read_group(group, other, Some(other))?);
    }
    results.sort_by(|a, b| (&a.group, &a.method, a.n).cmp(&(&b.group, &b.method, b.n)));
    // The units of work, so that the book can quote a time per state or per mark.
    for m in &mut results {
        match group {
            "stone_game_ii" => m.states = Some(crate::record::work::work("state", m.n)?),
            "stone_game_iv" => m.marks = Some(crate::record::work::work("mark", m.n)?),
            _ => {}
        }
    }
    Ok(Recording {
        group: group.to_string(),
        command: record_command_with(group, others),
        measured_on: today(),
        machine: machine(),
        rustc: rustc(),
        results,
    })
}

/// The estimates of one criterion group, run by the bench target `target`.
fn read_group(
    target: &str,
    group: &str,
    group_name: Option<&String>,
) -> Result<Vec<Measurement>, Error> {
    let dir = target_dir().join("criterion").join(group);
    let mut results = Vec::new();
    let methods = fs::read_dir(&dir).map_err(|e| {
        format!(
            "{}: {e}; run `cargo bench -p stone-games --features book --bench {target}` first",
            dir.display()
        )
    })?;
    for method in methods {
        let method = method.map_err(|e| Error::io(dir.display(), e))?.path();
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
        let in_method = |e| Error::io(method.display(), e);
        for size in fs::read_dir(&method).map_err(in_method)? {
            let size = size.map_err(in_method)?.path();
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
            let mut measurement = parse_estimates(&name, n, &text)
                .map_err(|e| Error::json(estimates.display(), e))?;
            measurement.group = group_name.cloned();
            results.push(measurement);
        }
    }
    if results.is_empty() {
        return Err(format!(
            "no criterion estimates under {} (a benchmark's parameter must be a number \
             to be recorded)",
            dir.display()
        )
        .into());
    }
    Ok(results)
}

fn parse_estimates(method: &str, n: u64, text: &str) -> Result<Measurement, serde_json::Error> {
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
    let estimates: Estimates = serde_json::from_str(text)?;
    Ok(Measurement {
        group: None,
        method: method.to_string(),
        n,
        mean_ns: estimates.mean.point_estimate,
        low_ns: estimates.mean.confidence_interval.lower_bound,
        high_ns: estimates.mean.confidence_interval.upper_bound,
        states: None,
        marks: None,
    })
}

/// The measurements `old` holds and `new` does not, as `group/method/n`: a
/// recording of part of a benchmark (a run filtered to one method, or on a
/// fresh `target/criterion`) would drop them, and with them every sentence
/// that quotes them.
pub fn dropped(old: &Recording, new: &Recording) -> Vec<String> {
    let key = |m: &Measurement| (m.group.clone(), m.method.clone(), m.n);
    let kept: std::collections::BTreeSet<_> = new.results.iter().map(key).collect();
    old.results
        .iter()
        .filter(|m| !kept.contains(&key(m)))
        .map(|m| {
            let group = m.group.as_deref().unwrap_or(&old.group);
            format!("{group}/{}/{}", m.method, m.n)
        })
        .collect()
}

/// Load a committed recording.
///
/// # Errors
///
/// When the file is missing or malformed.
pub fn load(group: &str) -> Result<Recording, Error> {
    read_json(&recording_path(group), &record_command(group))
}

/// A recording of made-up measurements, for the tests.
#[cfg(test)]
pub(crate) fn made_up(group: &str, results: &[(Option<&str>, &str, u64, f64)]) -> Recording {
    Recording {
        group: group.into(),
        command: record_command(group),
        measured_on: "2026-12-01".into(),
        machine: "a test".into(),
        rustc: "rustc".into(),
        results: results
            .iter()
            .map(|&(g, method, n, mean_ns)| Measurement {
                group: g.map(String::from),
                method: method.into(),
                n,
                mean_ns,
                low_ns: mean_ns * 0.9,
                high_ns: mean_ns * 1.1,
                states: None,
                marks: None,
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recording_of_several_groups_names_them_in_its_command() {
        let others = [
            "stone_game_iii_k".to_string(),
            "stone_game_iii_far".to_string(),
        ];
        assert_eq!(
            record_command_with("stone_game_iii", &others),
            "cargo bench -p stone-games --features book --bench stone_game_iii && \
             cargo run -p figures -- record-bench stone_game_iii \
             stone_game_iii_k stone_game_iii_far"
        );
        // A measurement of the target's own group has no `group` in the file.
        let recording = made_up("g", &[(None, "m", 1, 1.0), (Some("g_k"), "m", 1, 1.0)]);
        let json = serde_json::to_string(&recording).unwrap();
        assert_eq!(json.matches("\"group\"").count(), 2, "{json}");
    }

    #[test]
    fn a_partial_run_would_drop_what_it_did_not_measure() {
        let old = made_up(
            "g",
            &[
                (None, "a", 1, 1.0),
                (None, "b", 1, 1.0),
                (Some("k"), "a", 2, 1.0),
            ],
        );
        let part = made_up("g", &[(None, "b", 1, 2.0)]);
        assert_eq!(dropped(&old, &part), ["g/a/1", "k/a/2"]);
        let more = made_up(
            "g",
            &[
                (None, "a", 1, 2.0),
                (None, "b", 1, 2.0),
                (Some("k"), "a", 2, 2.0),
                (None, "c", 1, 1.0),
            ],
        );
        assert!(
            dropped(&old, &more).is_empty(),
            "a new measurement drops nothing"
        );
    }

    #[test]
    fn criterion_estimates_are_read() {
        let estimate = r#"{"confidence_interval":{"confidence_level":0.95,
            "lower_bound":9.0,"upper_bound":11.0},"point_estimate":10.0,
            "standard_error":0.5}"#;
        let text = format!(r#"{{"mean":{estimate},"median":{estimate}}}"#);
        let m = parse_estimates("table", 500, &text).unwrap();
        assert_eq!((m.mean_ns, m.low_ns, m.high_ns), (10.0, 9.0, 11.0));
    }
}
