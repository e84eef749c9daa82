//! Draws the appendix's table of recordings: each file of `figures/data/`, the day it
//! was measured, the machine it ran on and the load average it gives, read from the
//! files themselves, so that the appendix never types what the machine was doing.

use std::fmt::Write as _;
use std::fs;

use serde_json::Value;

use crate::draw::html::{escape, figure_start, math_in_text};
use crate::draw::manifest::Figure;
use crate::shared::data::data_dir;
use crate::Error;

/// The fields a recording or one of its records gives its one-minute load average in.
const LOADS: [&str; 4] = ["load_1min", "load_average", "load_before", "load_after"];

/// Every load average a recording gives: its own, its records' (`load_1min`), and
/// those of records measured again (`again`: "day, machine, load average L").
fn loads(file: &Value) -> Vec<f64> {
    let mut found: Vec<f64> = LOADS
        .iter()
        .filter_map(|k| file.get(*k).and_then(Value::as_f64))
        .collect();
    for key in ["results", "counts"] {
        let Some(Value::Array(records)) = file.get(key) else {
            continue;
        };
        for record in records {
            found.extend(
                LOADS
                    .iter()
                    .filter_map(|k| record.get(*k).and_then(Value::as_f64)),
            );
            if let Some(again) = record.get("again").and_then(Value::as_str) {
                found.extend(
                    again
                        .rsplit_once("load average ")
                        .and_then(|(_, l)| l.trim().parse::<f64>().ok()),
                );
            }
        }
    }
    found
}

/// The machines a recording names: its own, then those of records measured again.
fn machines(file: &Value) -> Vec<String> {
    let text_of = |key: &str| file.get(key).and_then(Value::as_str);
    let mut found = match (text_of("machine"), text_of("cpu")) {
        (Some(machine), _) => vec![machine.to_string()],
        (None, Some(cpu)) => match file.get("cores").and_then(Value::as_u64) {
            Some(cores) => vec![format!("{cpu}, {cores} cores")],
            None => vec![cpu.to_string()],
        },
        (None, None) => Vec::new(),
    };
    if let Some(Value::Array(records)) = file.get("results") {
        for again in records
            .iter()
            .filter_map(|r| r.get("again").and_then(Value::as_str))
        {
            // "day, machine, load average L"
            let machine = again
                .split_once(", ")
                .map(|(_, rest)| rest)
                .and_then(|rest| rest.rsplit_once(", load average"))
                .map(|(machine, _)| machine.to_string());
            if let Some(machine) = machine.filter(|m| !found.contains(m)) {
                found.push(machine);
            }
        }
    }
    found
}

/// How a list of load averages reads in the table.
fn describe(loads: &[f64]) -> String {
    let low = loads.iter().copied().fold(f64::INFINITY, f64::min);
    let high = loads.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    match loads.len() {
        0 => "not recorded".to_string(),
        _ if format!("{low:.2}") == format!("{high:.2}") => format!("{low:.2}"),
        _ => format!("{low:.2} to {high:.2}"),
    }
}

/// The table of recordings, one row per file of `figures/data/` that names its day.
///
/// # Errors
///
/// When `figures/data/` or one of its files cannot be read, or a caption has malformed
/// math.
pub fn table(figure: &Figure) -> Result<String, Error> {
    let dir = data_dir();
    let mut names: Vec<String> = fs::read_dir(&dir)
        .map_err(|e| Error::io(dir.display(), e))?
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".json"))
        .collect();
    names.sort();
    let mut out = String::new();
    write!(
        out,
        "{}\
         <table class=\"sg-bench\"><thead><tr>\
         <th scope=\"col\">recording</th><th scope=\"col\">measured on</th>\
         <th scope=\"col\">machine</th><th scope=\"col\">load average</th>\
         </tr></thead><tbody>",
        figure_start(&figure.id)
    )?;
    for name in names {
        let path = dir.join(&name);
        let text = fs::read_to_string(&path).map_err(|e| Error::io(path.display(), e))?;
        let file: Value =
            serde_json::from_str(&text).map_err(|e| Error::json(path.display(), e))?;
        let Some(day) = file.get("measured_on").and_then(Value::as_str) else {
            continue; // not a measurement (the widgets' fixture)
        };
        let machines = machines(&file);
        let machine = if machines.is_empty() {
            "not recorded".to_string()
        } else {
            machines.join("; some records again on ")
        };
        write!(
            out,
            "<tr><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td></tr>",
            escape(name.trim_end_matches(".json")),
            escape(day),
            escape(&machine),
            describe(&loads(&file))
        )?;
    }
    writeln!(
        out,
        "</tbody></table></div><figcaption>{}</figcaption></figure>",
        math_in_text(&figure.caption)?
    )?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn loads_come_from_the_file_its_records_and_records_measured_again() {
        let file = json!({"load_average": 10.85, "results": [
            {"seconds": 1.0},
            {"seconds": 2.0, "again": "2026-12-02, AMD EPYC, 2 cores, load average 1.88"},
            {"seconds": 3.0, "load_1min": 1.5},
        ]});
        assert_eq!(loads(&file), [10.85, 1.88, 1.5]);
        assert_eq!(machines(&file), ["AMD EPYC, 2 cores"]);
        assert_eq!(describe(&loads(&file)), "1.50 to 10.85");
        assert_eq!(describe(&[0.74]), "0.74");
        assert_eq!(describe(&[]), "not recorded");
    }
}
