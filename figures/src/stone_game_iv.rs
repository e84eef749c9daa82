//! Part III's figures: the win/lose strip, optimal play, and the count of losing positions.

use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;
use std::time::Instant;

use serde::{Deserialize, Serialize};
use stone_games::stone_game_iv::{
    count_losing_positions, optimal_play, win_table,
};

use crate::bench::{data_dir, machine, thousands, today};
use crate::html::{escape, steps_script, Step};
use crate::plot::{fitted_exponent, Plot, Series};
use crate::Spec;

fn n_of(spec: &Spec) -> Result<u64, String> {
    spec.n
        .ok_or_else(|| "this kind of figure needs `n = ...`".to_string())
}

/// The positions 0 to n - 1, ten to a row, each marked winning or losing.
pub fn strip(spec: &Spec) -> Result<String, String> {
    let n = n_of(spec)?;
    if !(1..=1_000).contains(&n) {
        return Err("a strip shows 1 to 1,000 positions".into());
    }
    let wins = win_table(n - 1).map_err(|e| e.to_string())?;
    let losing = wins.iter().filter(|&&w| !w).count();
    let mut out = String::new();
    write!(
        out,
        "<figure class=\"sg-figure\" id=\"fig-{}\" aria-label=\"{}\"><div class=\"sg-scroll\"><table class=\"sg-strip\"><tbody>",
        spec.id,
        escape(&spec.caption)
    )
    .unwrap();
    for row in wins.chunks(10).enumerate() {
        out.push_str("<tr>");
        for (k, &win) in row.1.iter().enumerate() {
            let i = row.0 * 10 + k;
            let (class, what) = if win {
                ("sg-win", "winning")
            } else {
                ("sg-lose", "losing")
            };
            write!(out, "<td class=\"{class}\" title=\"{i}: {what}\">{i}</td>")
                .unwrap();
        }
        out.push_str("</tr>");
    }
    writeln!(
        out,
        "</tbody></table></div><figcaption>{} The {losing} losing positions are the dark \
         cells; the other {} are winning.</figcaption></figure>",
        escape(&spec.caption),
        n as usize - losing
    )
    .unwrap();
    Ok(out)
}

/// A whole game from n stones: the winner takes the quickest win, the loser holds out.
pub fn play(spec: &Spec) -> Result<String, String> {
    let n = n_of(spec)?;
    let moves = optimal_play(n).map_err(|e| e.to_string())?;
    let mut out = String::new();
    write!(
        out,
        "<figure class=\"sg-figure sg-stepper\" id=\"fig-{}\" aria-label=\"{}\"><div class=\"sg-scroll\"><table class=\"sg-play\"><thead><tr>\
         <th scope=\"col\">Move</th><th scope=\"col\">Who</th><th scope=\"col\">Pile</th><th scope=\"col\">Takes</th>\
         <th scope=\"col\">Leaves</th></tr></thead><tbody>\
         <tr data-sg=\"move-0\"><td>0</td><td></td><td>{n}</td><td>(start)</td><td>{n}</td></tr>",
        spec.id,
        escape(&spec.caption)
    )
    .unwrap();
    let mut steps = vec![Step {
        target: "move-0".into(),
        reads: vec![],
        caption: format!("The start: {n} stones, Alice to move"),
    }];
    for (k, mv) in moves.iter().enumerate() {
        write!(
            out,
            "<tr data-sg=\"move-{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            k + 1,
            k + 1,
            mv.player(),
            mv.before(),
            mv.taken(),
            mv.after()
        )
        .unwrap();
        steps.push(Step {
            target: format!("move-{}", k + 1),
            reads: vec![],
            caption: format!("Move {}: {mv}", k + 1),
        });
    }
    out.push_str("</tbody></table></div>");
    out.push_str(&steps_script(&steps));
    let winner = moves
        .last()
        .map_or("Bob".to_string(), |m| m.player().to_string());
    writeln!(
        out,
        "<figcaption>{} {} moves; {winner} takes the last stones.</figcaption></figure>",
        escape(&spec.caption),
        moves.len()
    )
    .unwrap();
    Ok(out)
}

/// The count of losing positions up to 10ᵏ, measured by one release run.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Counts {
    /// The command that produced this file.
    pub command: String,
    /// The day of the run, `YYYY-MM-DD` (UTC).
    pub measured_on: String,
    /// The processor, its number of cores and the operating system.
    pub machine: String,
    /// One entry per limit.
    pub counts: Vec<Count>,
}

/// The losing positions up to one limit, and how long the count took.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Count {
    /// The limit, a power of ten.
    pub n: u64,
    /// How many losing positions p <= n there are.
    pub losing: u64,
    /// The seconds `count_losing_positions(n)` took.
    pub seconds: f64,
}

/// `figures/data/sg4-counts.json`.
pub fn counts_path() -> PathBuf {
    data_dir().join("sg4-counts.json")
}

/// The command that records the counts.
pub fn counts_command(max_exponent: u32) -> String {
    format!("cargo run --release -p figures -- count-losing {max_exponent}")
}

/// Count the losing positions up to 10³, 10⁴, ..., 10^`max_exponent`, timing each count.
///
/// # Errors
///
/// When the build is not optimised (the timings would mean little), or a limit is too large.
pub fn record_counts(max_exponent: u32) -> Result<Counts, String> {
    if cfg!(debug_assertions) {
        return Err(format!(
            "run it as `{}`: timings of a debug build mean little",
            counts_command(max_exponent)
        ));
    }
    let mut counts = Vec::new();
    for k in 3..=max_exponent {
        let n = 10_u64.pow(k);
        let start = Instant::now();
        let losing = count_losing_positions(n).map_err(|e| e.to_string())?;
        let seconds = start.elapsed().as_secs_f64();
        println!(
            "up to {}: {} losing positions ({seconds:.2} s)",
            thousands(n),
            thousands(losing)
        );
        counts.push(Count { n, losing, seconds });
    }
    Ok(Counts {
        command: counts_command(max_exponent),
        measured_on: today(),
        machine: machine(),
        counts,
    })
}

fn load_counts() -> Result<Counts, String> {
    let path = counts_path();
    let text = fs::read_to_string(&path).map_err(|e| {
        format!(
            "{}: {e}; record it with `{}`",
            path.display(),
            counts_command(9)
        )
    })?;
    serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// The counts as a table: n, the count, n^0.7 for comparison, and the time it took.
pub fn counts_table(spec: &Spec) -> Result<String, String> {
    let data = load_counts()?;
    let mut out = String::new();
    write!(
        out,
        "<figure class=\"sg-figure\" id=\"fig-{}\"><div class=\"sg-scroll\"><table class=\"sg-bench\"><thead><tr>\
         <th scope=\"col\">n</th><th scope=\"col\">losing positions p ≤ n</th><th scope=\"col\">share of positions</th>\
         <th scope=\"col\">count ÷ n<sup>0.7</sup></th><th scope=\"col\">time to count</th></tr></thead><tbody>",
        spec.id
    )
    .unwrap();
    for c in &data.counts {
        write!(
            out,
            "<tr><td>10<sup>{}</sup></td><td>{}</td><td>{:.3}%</td><td>{:.3}</td><td>{}</td></tr>",
            (c.n as f64).log10().round(),
            thousands(c.losing),
            100.0 * c.losing as f64 / c.n as f64,
            c.losing as f64 / (c.n as f64).powf(0.7),
            crate::bench::format_time(c.seconds * 1e9)
        )
        .unwrap();
    }
    writeln!(
        out,
        "</tbody></table></div><figcaption>{} Counted with <code>count_losing_positions</code> on {} ({}) by <code>{}</code>.</figcaption></figure>",
        escape(&spec.caption),
        escape(&data.measured_on),
        escape(&data.machine),
        escape(&data.command)
    )
    .unwrap();
    Ok(out)
}

/// `12` as `¹²`.
fn superscript(n: u32) -> String {
    n.to_string()
        .chars()
        .map(|d| {
            ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹']
                [d as usize - '0' as usize]
        })
        .collect()
}

/// The counts on a log-log plot, with the lines n^0.7 and √n through the first point.
pub fn counts_plot(spec: &Spec) -> Result<String, String> {
    let data = load_counts()?;
    let points: Vec<(f64, f64)> = data
        .counts
        .iter()
        .map(|c| (c.n as f64, c.losing as f64))
        .collect();
    let (x0, y0) = *points.first().ok_or("no counts recorded")?;
    let through_first = |exponent: f64| -> Vec<(f64, f64)> {
        points
            .iter()
            .map(|&(x, _)| (x, y0 * (x / x0).powf(exponent)))
            .collect()
    };
    let fit_from = spec.fit_from.unwrap_or(0) as f64;
    let fitted: Vec<(f64, f64)> =
        points.iter().copied().filter(|p| p.0 >= fit_from).collect();
    let exponent = fitted_exponent(&fitted).ok_or("too few counts to fit")?;
    let plot = Plot {
        x_label: "n (log scale)".into(),
        y_label: "losing positions up to n (log scale)".into(),
        x_tick: |v| format!("10{}", superscript(v.log10().round() as u32)),
        y_tick: |v| thousands(v.round() as u64),
        series: vec![
            Series {
                label: "losing positions p ≤ n".into(),
                points: points.clone(),
                dashed: false,
            },
            Series {
                label: "slope 0.7".into(),
                points: through_first(0.7),
                dashed: true,
            },
            Series {
                label: "slope 0.5 (√n)".into(),
                points: through_first(0.5),
                dashed: true,
            },
        ],
        title: spec.caption.clone(),
    };
    Ok(format!(
        "<figure class=\"sg-figure\" id=\"fig-{}\"><div class=\"sg-scroll\">{}</div><figcaption>{} \
         The fitted slope over n ≥ {} is {exponent:.3}. From the run of <code>{}</code> on {} ({}).</figcaption></figure>\n",
        spec.id,
        plot.svg(),
        escape(&spec.caption),
        thousands(fit_from as u64),
        escape(&data.command),
        escape(&data.measured_on),
        escape(&data.machine)
    ))
}
