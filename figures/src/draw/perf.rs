//! The performance appendix's summary: for each game, the textbook method against the
//! fastest, from the recorded benchmarks, with a count of the fastest method's work.

use std::fmt::Write as _;

use crate::draw::html::{escape, figure_start, math, math_in_text};
use crate::draw::manifest::{Figure, SummaryRow};
use crate::draw::plot::fitted_exponent;
use crate::record::bench::load;
use crate::record::bench::Recording;
use crate::record::work::work;
use crate::shared::numbers::{format_time, thousands};
use crate::Error;

/// Checks that `method` is the fastest of its recording at `n`: no other method of the
/// main group has a lower mean there, or a spread (criterion's confidence interval)
/// wholly below its own. A new recording in which another method wins fails the drawing,
/// so that the appendix never calls a slower method the fastest.
fn fastest_there(
    recording: &crate::record::bench::Recording,
    method: &str,
    n: u64,
) -> Result<(), Error> {
    let at_n = |m: &&crate::record::bench::Measurement| m.group.is_none() && m.n == n;
    let own = recording
        .results
        .iter()
        .filter(at_n)
        .find(|m| m.method == method)
        .ok_or_else(|| format!("no `{method}` at n = {n}"))?;
    for other in recording.results.iter().filter(at_n) {
        if other.method != method && (other.mean_ns < own.mean_ns || other.high_ns < own.low_ns) {
            return Err(format!(
                "`{}` is shown as the fastest of `{}`, but at n = {n} `{}` takes {} \
                 against its {}: name the fastest method in src/figures.toml",
                method,
                recording.group,
                other.method,
                format_time(other.mean_ns),
                format_time(own.mean_ns)
            )
            .into());
        }
    }
    Ok(())
}

/// Checks that `fast` is faster than `slow` at `n`, their spreads apart: the appendix
/// says every part ends faster than it started.
fn faster_than(
    recording: &crate::record::bench::Recording,
    fast: &str,
    slow: &str,
    n: u64,
) -> Result<(), Error> {
    let find = |method: &str| {
        recording
            .results
            .iter()
            .find(|m| m.group.is_none() && m.n == n && m.method == method)
            .ok_or_else(|| format!("no `{method}` at n = {n}"))
    };
    let (f, s) = (find(fast)?, find(slow)?);
    if f.high_ns >= s.low_ns {
        return Err(format!(
            "`{fast}` is shown as faster than `{slow}` in `{}`, but at n = {n} their \
             spreads overlap ({} to {} against {} to {})",
            recording.group,
            format_time(f.low_ns),
            format_time(f.high_ns),
            format_time(s.low_ns),
            format_time(s.high_ns)
        )
        .into());
    }
    Ok(())
}

/// Every other benchmark recording that times several games (`bench-leetcode`): those
/// whose methods are named `<game>_<method>`.
fn other_recordings() -> Result<Vec<Recording>, Error> {
    let mut found = Vec::new();
    let dir = crate::shared::data::data_dir();
    let entries = std::fs::read_dir(&dir).map_err(|e| Error::io(dir.display(), e))?;
    let mut groups: Vec<String> = entries
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            Some(
                name.strip_prefix("bench-")?
                    .strip_suffix(".json")?
                    .to_string(),
            )
        })
        .filter(|g| !g.starts_with("stone_game"))
        .collect();
    groups.sort();
    for group in groups {
        found.push(load(&group)?);
    }
    Ok(found)
}

/// The note of a row whose fastest method another benchmark finds slower than another
/// method of the same game, on the same input (`bench-leetcode`'s
/// `stone_game_iii_default` against `stone_game_iii_ring`), spreads apart: the row must
/// name that method (`faster_elsewhere`), so that the summary never calls a method the
/// fastest when a recording says otherwise; naming one that is not faster fails too.
fn beaten_elsewhere(others: &[Recording], row: &SummaryRow) -> Result<String, Error> {
    let prefix = format!("{}_", row.data);
    let own = format!("{prefix}{}", row.fastest);
    let mut beaten_by: Vec<(String, String, f64)> = Vec::new();
    for recording in others {
        for mine in recording.results.iter().filter(|m| m.method == own) {
            for other in &recording.results {
                let Some(name) = other.method.strip_prefix(&prefix) else {
                    continue;
                };
                if other.n == mine.n && other.method != own && other.high_ns < mine.low_ns {
                    beaten_by.push((
                        name.to_string(),
                        recording.group.clone(),
                        other.mean_ns / mine.mean_ns,
                    ));
                }
            }
        }
    }
    match (&row.faster_elsewhere, beaten_by.as_slice()) {
        (None, []) => Ok(String::new()),
        (None, [(name, group, _), ..]) => Err(format!(
            "`{}` is shown as the fastest of {}, but `{group}` times `{name}` \
             faster beside it: name it in `faster_elsewhere`",
            row.fastest, row.game
        )
        .into()),
        (Some(named), found) => {
            let Some((_, group, ratio)) = found.iter().find(|(n, _, _)| n == named) else {
                return Err(format!(
                    "`faster_elsewhere = \"{named}\"` for {}, but no other benchmark \
                     finds it faster than `{}`, spreads apart",
                    row.game, row.fastest
                )
                .into());
            };
            Ok(format!(
                "<br>(<code>{}</code> is faster: {}× its time in <code>{}</code>)",
                escape(named),
                crate::draw::bench::ratio(*ratio),
                escape(group)
            ))
        }
    }
}

/// The summary table.
pub fn summary(figure: &Figure, rows: &[SummaryRow]) -> Result<String, Error> {
    let mut out = String::new();
    write!(
        out,
        "{}<table class=\"sg-bench\"><thead><tr>\
         <th scope=\"col\">game</th><th scope=\"col\">textbook: growth, theory / fitted</th>\
         <th scope=\"col\">fastest: growth, theory / fitted</th>\
         <th scope=\"col\">largest n both ran</th>\
         <th scope=\"col\">textbook ÷ fastest there</th>\
         <th scope=\"col\">fastest at its largest n</th>\
         <th scope=\"col\">time per unit of work</th></tr></thead><tbody>",
        figure_start(&figure.id)
    )?;
    let mut machines = Vec::new();
    let others = other_recordings()?;
    for row in rows {
        machines.push(summary_row(&mut out, row, &others)?);
    }
    writeln!(
        out,
        "</tbody></table></div><figcaption>{} Exponents fitted over the larger sizes of each \
         benchmark; measured: {}.</figcaption></figure>",
        math_in_text(&figure.caption)?,
        escape(&machines.join("; "))
    )?;
    Ok(out)
}

/// A game's row of the summary, from its recording; returns where and when that
/// recording was measured, for the caption.
fn summary_row(out: &mut String, row: &SummaryRow, others: &[Recording]) -> Result<String, Error> {
    let recording = load(&row.data)?;
    let slow = main_series(&recording, &row.textbook);
    let fast = main_series(&recording, &row.fastest);
    if slow.is_empty() || fast.is_empty() {
        return Err(format!(
            "`{}` lacks `{}` or `{}`",
            row.data, row.textbook, row.fastest
        )
        .into());
    }
    let (both, ratio) = where_both_ran(&recording, row, &slow, &fast)?;
    let &(n_max, t_max) = fast
        .iter()
        .max_by_key(|p| p.0)
        .ok_or_else(|| format!("`{}` lacks `{}`", row.data, row.fastest))?;
    fastest_there(&recording, &row.fastest, n_max)?;
    let elsewhere = beaten_elsewhere(others, row)?;
    let units = work(&row.unit, n_max)?;
    write!(
        out,
        "<tr><th scope=\"row\">{}</th><td><code>{}</code>: {} / {}</td><td><code>{}</code>: {} / \
         {}{elsewhere}</td>\
         <td>{both}</td><td>{ratio}</td><td>{}: {}</td><td>{:.2} ns per {} ({} {}s)</td></tr>",
        escape(&row.game),
        escape(&row.textbook),
        escape(&row.textbook_theory),
        exponent(&slow, row.fit_from),
        escape(&row.fastest),
        escape(&row.fastest_theory),
        exponent(&fast, row.fit_from),
        math(&format!("n = {}", thousands(n_max)))?,
        format_time(t_max),
        t_max / units as f64,
        escape(&row.unit),
        thousands(units),
        escape(&row.unit)
    )?;
    Ok(format!(
        "{} on {} ({})",
        recording.group, recording.measured_on, recording.machine
    ))
}

/// The sizes and mean times of `method` in the recording's main group only: a part's
/// other groups run other inputs.
fn main_series(recording: &Recording, method: &str) -> Vec<(u64, f64)> {
    recording
        .results
        .iter()
        .filter(|m| m.group.is_none() && m.method == method)
        .map(|m| (m.n, m.mean_ns))
        .collect()
}

/// The growth exponent fitted to the points from `fit_from` on, or a dash.
fn exponent(points: &[(u64, f64)], fit_from: u64) -> String {
    let fitted: Vec<(f64, f64)> = points
        .iter()
        .filter(|p| p.0 >= fit_from)
        .map(|&(n, t)| (n as f64, t))
        .collect();
    fitted_exponent(&fitted).map_or("—".to_string(), |k| format!("{k:.2}"))
}

/// The largest size at which both methods ran, and the textbook's time over the
/// fastest's there (checked to be the faster), or dashes when they share no size.
fn where_both_ran(
    recording: &Recording,
    row: &SummaryRow,
    slow: &[(u64, f64)],
    fast: &[(u64, f64)],
) -> Result<(String, String), Error> {
    let shared = slow
        .iter()
        .filter(|(n, _)| fast.iter().any(|(m, _)| m == n))
        .map(|p| p.0)
        .max();
    Ok(match shared {
        Some(n) => {
            let time = |series: &[(u64, f64)], method: &str| {
                series
                    .iter()
                    .find(|p| p.0 == n)
                    .map(|p| p.1)
                    .ok_or_else(|| format!("`{}` lacks `{method}` at n = {n}", row.data))
            };
            let t_slow = time(slow, &row.textbook)?;
            let t_fast = time(fast, &row.fastest)?;
            faster_than(recording, &row.fastest, &row.textbook, n)?;
            (
                thousands(n),
                format!("{}×", crate::draw::bench::ratio(t_slow / t_fast)),
            )
        }
        None => ("—".to_string(), "—".to_string()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::bench::made_up;

    fn row(faster_elsewhere: Option<&str>) -> SummaryRow {
        SummaryRow {
            game: "Game".into(),
            data: "g".into(),
            textbook: "table".into(),
            textbook_theory: "2".into(),
            fastest: "ring".into(),
            fastest_theory: "1".into(),
            fit_from: 1,
            unit: "value".into(),
            faster_elsewhere: faster_elsewhere.map(String::from),
        }
    }

    #[test]
    fn a_faster_method_in_another_benchmark_is_named_or_the_drawing_fails() {
        // Spreads of ±10%: 30 against 100 is faster, 95 against 100 is not.
        let leetcode = made_up(
            "leetcode",
            &[
                (None, "g_ring", 50, 100.0),
                (None, "g_default", 50, 30.0),
                (None, "g_plain", 50, 95.0),
                (None, "h_default", 50, 1.0),
            ],
        );
        let others = [leetcode];
        let unnamed = beaten_elsewhere(&others, &row(None))
            .unwrap_err()
            .to_string();
        assert!(unnamed.contains("`default`"), "{unnamed}");
        let note = beaten_elsewhere(&others, &row(Some("default"))).unwrap();
        assert!(note.contains("0.30×"), "{note}");
        // A method that is not faster, spreads apart, cannot be named.
        assert!(beaten_elsewhere(&others, &row(Some("plain"))).is_err());
        // Nothing elsewhere: nothing to name.
        assert_eq!(beaten_elsewhere(&[], &row(None)).unwrap(), "");
        assert!(beaten_elsewhere(&[], &row(Some("default"))).is_err());
    }
}
