//! Draws the appendix's table of limits from `figures/data/limits.json`.
//!
//! Every limit of the nine games that `record/limits.rs` runs, with the
//! time measured at it; the few it does not run are listed, with why, in
//! `record/limits/complete.rs`.

use std::fmt::Write as _;

use crate::draw::html::{escape, figure_start, math_in_text};
use crate::draw::manifest::Figure;
use crate::record::limits::{consistent, LimitTime, Recording, COMMAND};
use crate::shared::numbers::{format_time, thousands};
use crate::Error;

/// The table of every limit: game, limit, value, method, input and time,
/// with the machine, the date and the command in the caption.
///
/// # Errors
///
/// On a caption with malformed math.
pub fn table(figure: &Figure, recording: &Recording) -> Result<String, Error> {
    consistent(recording)?;
    let mut out = String::new();
    write!(
        out,
        "{}\
         <table class=\"sg-bench sg-limits\"><thead><tr>\
         <th scope=\"col\">game</th><th scope=\"col\">limit</th>\
         <th scope=\"col\">value</th><th scope=\"col\">method</th>\
         <th scope=\"col\">input</th><th scope=\"col\">time</th>\
         </tr></thead><tbody>",
        figure_start(&figure.id)
    )?;
    // Records measured again on their own (`--again`) are marked, and their
    // runs named under the table.
    let mut later_runs: Vec<&str> = Vec::new();
    for r in &recording.results {
        limit_row(&mut out, r, &mut later_runs)?;
    }
    writeln!(
        out,
        "</tbody></table></div><figcaption>{}</figcaption></figure>",
        caption(figure, recording, &later_runs)?
    )?;
    Ok(out)
}

/// A limit's row; a record measured again on its own is marked with as many
/// stars as its run's place in `later_runs`, where a new run is added.
fn limit_row<'a>(
    out: &mut String,
    r: &'a LimitTime,
    later_runs: &mut Vec<&'a str>,
) -> Result<(), Error> {
    let mark = match &r.again {
        Some(stamp) => {
            let k = match later_runs.iter().position(|a| a == stamp) {
                Some(k) => k,
                None => {
                    later_runs.push(stamp);
                    later_runs.len() - 1
                }
            };
            format!(" <sup>{}</sup>", "*".repeat(k + 1))
        }
        None => String::new(),
    };
    write!(
        out,
        "<tr><td><code>{}</code></td><td><code>{}</code></td>\
         <td>{}</td><td><code>{}</code></td><td>{}</td><td>{}{}{mark}</td></tr>",
        escape(&r.game),
        escape(&r.limit),
        thousands(r.value),
        escape(&r.method),
        escape(&r.input),
        format_time(r.seconds * 1e9),
        if r.runs > 1 {
            format!(" (best of {})", r.runs)
        } else {
            String::new()
        }
    )?;
    Ok(())
}

/// The caption: the figure's own, then how and where the times were
/// measured, and each run of records measured again on their own.
fn caption(figure: &Figure, recording: &Recording, later_runs: &[&str]) -> Result<String, Error> {
    Ok(format!(
        "{} Release build, measured on {} \
         ({}, {}; {}, load average {:.1} at the start) by <code>{}</code>; \
         each method run once, or the best of three when a run took less \
         than a second.{}",
        math_in_text(&figure.caption)?,
        escape(&recording.measured_on),
        escape(&recording.machine),
        escape(&recording.rustc),
        if recording.shared {
            "the machine shared with other work"
        } else {
            "the machine quiet"
        },
        recording.load_average,
        escape(&recording.command),
        later_runs
            .iter()
            .enumerate()
            .map(|(k, stamp)| format!(
                " {}: measured again on its own ({}), with <code>{COMMAND} \
                 --again</code>.",
                "*".repeat(k + 1),
                escape(stamp)
            ))
            .collect::<String>()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::limits::LimitTime;

    #[test]
    fn the_table_shows_every_record_and_where_it_was_measured() {
        let recording = Recording {
            command: COMMAND.to_string(),
            measured_on: "2026-01-01".into(),
            machine: "a test machine".into(),
            shared: true,
            load_average: 1.5,
            rustc: "rustc 1.0".into(),
            results: vec![LimitTime {
                game: "stone_game".into(),
                limit: "MAX_GAME_TREE_LEN".into(),
                value: 28,
                method: "game_tree_calls".into(),
                n: 28,
                input: "28 piles of 1..=500 stones".into(),
                runs: 3,
                seconds: 0.25,
                again: None,
            }],
        };
        let figure = Figure {
            id: "limits".into(),
            caption: "Limits.".into(),
            spec: crate::draw::manifest::Spec::LimitsTable {},
        };
        let html = table(&figure, &recording).unwrap();
        for expected in [
            "id=\"fig-limits\"",
            "<code>MAX_GAME_TREE_LEN</code>",
            "<td>28</td>",
            "28 piles of 1..=500 stones",
            "250.0 ms (best of 3)",
            "2026-01-01",
            "a test machine",
            "shared with other work",
            COMMAND,
        ] {
            assert!(html.contains(expected), "{expected} in {html}");
        }
    }
}
