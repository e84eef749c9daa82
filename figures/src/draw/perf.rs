//! Draws the performance appendix's summary from the recorded benchmarks.
//!
//! The performance appendix's summary: for each game, the textbook method against the
//! fastest, from the recorded benchmarks, with a count of the fastest method's work.

use std::fmt::Write as _;

use crate::draw::html::{escape, math, math_in_text};
use crate::draw::manifest::{Figure, SummaryRow};
use crate::draw::plot::fitted_exponent;
use crate::record::bench::load;
use crate::record::work::work;
use crate::shared::numbers::{format_time, thousands};

/// Checks that `method` is the fastest of its recording at `n`: no other method of the
/// main group has a lower mean there, or a spread (criterion's confidence interval)
/// wholly below its own. A new recording in which another method wins fails the drawing,
/// so that the appendix never calls a slower method the fastest.
fn fastest_there(
    recording: &crate::record::bench::Recording,
    method: &str,
    n: u64,
) -> Result<(), String> {
    let at_n =
        |m: &&crate::record::bench::Measurement| m.group.is_none() && m.n == n;
    let own = recording
        .results
        .iter()
        .filter(at_n)
        .find(|m| m.method == method)
        .ok_or_else(|| format!("no `{method}` at n = {n}"))?;
    for other in recording.results.iter().filter(at_n) {
        if other.method != method
            && (other.mean_ns < own.mean_ns || other.high_ns < own.low_ns)
        {
            return Err(format!(
                "`{}` is shown as the fastest of `{}`, but at n = {n} `{}` takes {} \
                 against its {}: name the fastest method in src/figures.toml",
                method,
                recording.group,
                other.method,
                format_time(other.mean_ns),
                format_time(own.mean_ns)
            ));
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
) -> Result<(), String> {
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
        ));
    }
    Ok(())
}

/// The summary table.
pub fn summary(figure: &Figure, rows: &[SummaryRow]) -> Result<String, String> {
    let mut out = String::new();
    write!(
        out,
        "<figure class=\"sg-figure\" id=\"fig-{}\"><div class=\"sg-scroll\"><table class=\"sg-bench\"><thead><tr>\
         <th scope=\"col\">game</th><th scope=\"col\">textbook: growth, theory / fitted</th>\
         <th scope=\"col\">fastest: growth, theory / fitted</th><th scope=\"col\">largest n both ran</th>\
         <th scope=\"col\">textbook ÷ fastest there</th><th scope=\"col\">fastest at its largest n</th>\
         <th scope=\"col\">time per unit of work</th></tr></thead><tbody>",
        figure.id
    )
    .unwrap();
    let mut machines = Vec::new();
    for row in rows {
        let recording = load(&row.data)?;
        let series = |method: &str| -> Vec<(u64, f64)> {
            recording
                .results
                .iter()
                .filter(|m| m.method == method)
                .map(|m| (m.n, m.mean_ns))
                .collect()
        };
        let (slow, fast) = (series(&row.textbook), series(&row.fastest));
        if slow.is_empty() || fast.is_empty() {
            return Err(format!(
                "`{}` lacks `{}` or `{}`",
                row.data, row.textbook, row.fastest
            ));
        }
        let exponent = |points: &[(u64, f64)]| {
            let fitted: Vec<(f64, f64)> = points
                .iter()
                .filter(|p| p.0 >= row.fit_from)
                .map(|&(n, t)| (n as f64, t))
                .collect();
            fitted_exponent(&fitted)
                .map_or("—".to_string(), |k| format!("{k:.2}"))
        };
        let shared = slow
            .iter()
            .filter(|(n, _)| fast.iter().any(|(m, _)| m == n))
            .map(|p| p.0)
            .max();
        let (both, ratio) = match shared {
            Some(n) => {
                let t_slow = slow.iter().find(|p| p.0 == n).unwrap().1;
                let t_fast = fast.iter().find(|p| p.0 == n).unwrap().1;
                faster_than(&recording, &row.fastest, &row.textbook, n)?;
                (
                    thousands(n),
                    format!("{}×", crate::draw::bench::ratio(t_slow / t_fast)),
                )
            }
            None => ("—".to_string(), "—".to_string()),
        };
        let &(n_max, t_max) = fast.iter().max_by_key(|p| p.0).unwrap();
        fastest_there(&recording, &row.fastest, n_max)?;
        let units = work(&row.unit, n_max)?;
        write!(
            out,
            "<tr><th scope=\"row\">{}</th><td><code>{}</code>: {} / {}</td><td><code>{}</code>: {} / {}</td>\
             <td>{both}</td><td>{ratio}</td><td>{}: {}</td><td>{:.2} ns per {} ({} {}s)</td></tr>",
            escape(&row.game),
            escape(&row.textbook),
            escape(&row.textbook_theory),
            exponent(&slow),
            escape(&row.fastest),
            escape(&row.fastest_theory),
            exponent(&fast),
            math(&format!("n = {}", thousands(n_max)))?,
            format_time(t_max),
            t_max / units as f64,
            escape(&row.unit),
            thousands(units),
            escape(&row.unit)
        )
        .unwrap();
        machines.push(format!(
            "{} on {} ({})",
            recording.group, recording.measured_on, recording.machine
        ));
    }
    writeln!(
        out,
        "</tbody></table></div><figcaption>{} Exponents fitted over the larger sizes of each benchmark; \
         measured: {}.</figcaption></figure>",
        math_in_text(&figure.caption)?,
        escape(&machines.join("; "))
    )
    .unwrap();
    Ok(out)
}
