//! Draws Part IV's figures.
//!
//! Part IV's figures: the win/lose strip, optimal play, the segmented sieve, and the
//! count of losing positions (recorded by `record/stone_game_iv_counts.rs`).

use std::fmt::Write as _;

use stone_games::stone_game_iv::{
    book::{losing_positions_sieve, segmented_sieve_trace, win_table, CursorMarks, SieveSegment},
    optimal_play,
};

use crate::draw::html::{box_entries, escape, figure_start, math, math_in_text, plain};
use crate::draw::manifest::Figure;
use crate::draw::play_table::{self, Cell, Row};
use crate::draw::plot::{fitted_exponent, Axis, Plot, Series};
use crate::draw::trace_table::{
    self, box_row, draws_what_the_rules_give, lit, value_box, Line, TraceRow,
};
use crate::record::stone_game_iv_counts::load_counts;
use crate::shared::numbers::{format_time, power_of_ten, thousands};
use crate::Error;

/// The positions 0 to n - 1, ten to a row, each marked winning or losing.
pub fn strip(figure: &Figure, n: u64) -> Result<String, Error> {
    let wins = win_table(n - 1)?;
    let losing = wins.iter().filter(|&&w| !w).count();
    let mut out = String::new();
    write!(
        out,
        "{}<table class=\"sg-strip\"><tbody>",
        figure_start(&figure.id),
    )?;
    for (r, row) in wins.chunks(10).enumerate() {
        out.push_str("<tr>");
        for (k, &win) in row.iter().enumerate() {
            let i = r * 10 + k;
            let (class, what) = if win {
                ("sg-win", "winning")
            } else {
                ("sg-lose", "losing")
            };
            write!(out, "<td class=\"{class}\" title=\"{i}: {what}\">{i}</td>")?;
        }
        out.push_str("</tr>");
    }
    writeln!(
        out,
        "</tbody></table></div><figcaption>{} The {losing} losing positions are the dark \
         cells; the other {} are winning.</figcaption></figure>",
        math_in_text(&figure.caption)?,
        n as usize - losing
    )?;
    strip_held(&out, n)?;
    Ok(out)
}

/// `Ok` when the strip `html` of positions 0 to n - 1 marks each as the rules
/// make it, read back from its cells: a position is winning when some square
/// move leaves a losing one. Its colour (`sg-win`, `sg-lose`) and its title
/// must both say so.
fn strip_held(html: &str, n: u64) -> Result<(), Error> {
    let mut rules: Vec<bool> = Vec::new();
    for i in 0..n as usize {
        let mut squares = (1..).map(|k| k * k).take_while(|&s| s <= i);
        let wins = squares.any(|s| !rules[i - s]);
        rules.push(wins);
    }
    let drawn: Vec<(String, String)> = html
        .split("<td class=\"")
        .skip(1)
        .map(|cell| {
            let (class, rest) = cell.split_once('"').unwrap_or((cell, ""));
            let title = rest.split('"').nth(1).unwrap_or("");
            (class.to_string(), title.to_string())
        })
        .collect();
    let said = |i: usize, win: bool| {
        let (class, what) = if win {
            ("sg-win", "winning")
        } else {
            ("sg-lose", "losing")
        };
        (class.to_string(), format!("{i}: {what}"))
    };
    let rules: Vec<(String, String)> = (0..).zip(rules).map(|(i, w)| said(i, w)).collect();
    // The first position drawn otherwise, not the hundred.
    let first = (0..drawn.len().max(rules.len())).find(|&k| drawn.get(k) != rules.get(k));
    let at = |list: &[(String, String)]| first.and_then(|k| list.get(k).cloned());
    draws_what_the_rules_give(
        "the strip",
        "its first wrong position",
        &[at(&drawn)],
        &[at(&rules)],
    )
}

/// A whole game from n stones: the winner takes the quickest win, the loser holds out.
pub fn play(figure: &Figure, n: u64) -> Result<String, Error> {
    let moves = optimal_play(n)?;
    let mut rows = vec![Row {
        cells: vec![
            Cell::text(0),
            Cell::text(""),
            Cell::text(n),
            Cell::text("(start)"),
            Cell::text(n),
        ],
        caption: escape(&format!("The start: {n} stones, Alice to move")),
    }];
    for (k, mv) in moves.iter().enumerate() {
        rows.push(Row {
            cells: vec![
                Cell::text(k + 1),
                Cell::text(mv.player),
                Cell::text(mv.before),
                Cell::text(mv.square),
                Cell::text(mv.after),
            ],
            // The crate's own wording of a move.
            caption: escape(&format!("Move {}: {mv}", k + 1)),
        });
    }
    let winner = moves
        .last()
        .map_or("Bob".to_string(), |m| m.player.to_string());
    play_table::render(
        figure,
        &["Move", "Who", "Pile", "Takes", "Leaves"],
        &rows,
        vec![],
        &escape(&format!(
            "{} moves; {winner} takes the last stones.",
            moves.len()
        )),
    )
}

/// What the sieve trace knows of a position of the current segment.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    /// Not marked, and not yet reached by the walk.
    Unmarked,
    /// Marked winning by the cursor of a losing position of an earlier segment.
    ByEarlier,
    /// Marked winning by the cursor of a losing position of this segment.
    ByNew,
    /// Found losing by the walk.
    Losing,
}

/// The segmented sieve up to `n` in segments of `segment` positions, from
/// [`segmented_sieve_trace`]: per segment, one row per cursor carried in (the marks it
/// makes), then one row per losing position the walk finds (and its new cursor's marks).
pub fn sieve(figure: &Figure, n: u64, segment: usize) -> Result<String, Error> {
    let length = std::num::NonZeroUsize::new(segment).ok_or("a segment has positions")?;
    let segments = segmented_sieve_trace(n, length)?;
    let mut lines = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    let mut losing = Vec::new();
    for part in &segments {
        lines.push(segment_heading(part));
        let mut marks = vec![Mark::Unmarked; (part.end - part.start) as usize];
        let steps = part
            .carried
            .iter()
            .map(|c| (c, false))
            .chain(part.found.iter().map(|c| (c, true)));
        for (cursor, found) in steps {
            if found {
                losing.push(cursor.position);
            }
            mark_step(&mut marks, part.start, cursor, found);
            let boxes = segment_boxes(&marks, part.start, cursor, found, &mut seen);
            let line = sieve_step(cursor, found, part.end, &boxes)?;
            marks_held(cursor.position, found, part.start..part.end, &line)?;
            lines.push(line);
        }
    }
    let sieve = losing_positions_sieve(n)?;
    if losing != sieve {
        return Err(
            format!("the trace finds {losing:?}, and losing_positions_sieve {sieve:?}").into(),
        );
    }
    let entries = box_entries(SIEVE_KEY, &seen);
    let found: Vec<String> = losing.iter().map(u64::to_string).collect();
    trace_table::render(
        figure,
        "",
        &["Does", "The segment"],
        &lines,
        entries,
        &format!(
            "The losing positions up to {n}: {}, those of <code>losing_positions_sieve</code>.",
            found.join(", ")
        ),
    )
}

/// The sieve's key: each kind of box, a number to show it on, and what it means.
const SIEVE_KEY: [(&str, &str, &str); 5] = [
    (
        "sg-losing",
        "5",
        "a losing position the walk found (it was not marked)",
    ),
    (
        "sg-marked-earlier",
        "9",
        "marked winning by the cursor of an earlier segment's losing position",
    ),
    (
        "sg-marked-new",
        "11",
        "marked winning by the cursor of a losing position of this segment",
    ),
    ("sg-unmarked sg-now", "14", "marked, or found, at this step"),
    (
        "sg-unmarked",
        "13",
        "not marked yet, and not yet reached by the walk",
    ),
];

/// A segment's heading: its positions, and the cursors that carry on into it.
fn segment_heading(part: &SieveSegment) -> Line {
    let (lo, hi) = (part.start, part.end);
    let carried: Vec<String> = part
        .carried
        .iter()
        .map(|c| c.position.to_string())
        .collect();
    Line::Heading(format!(
        "Positions {lo} to {}: {}",
        hi - 1,
        match carried.len() {
            0 => "no losing position yet, so no cursor".to_string(),
            1 => format!("the cursor of {} carries on", carried[0]),
            _ => format!(
                "the cursors of {} and {} carry on",
                carried[..carried.len() - 1].join(", "),
                carried[carried.len() - 1]
            ),
        }
    ))
}

/// One cursor's step on the marks of the segment from `lo`: its position found losing
/// (when the walk `found` it), then each position it marks that was not yet marked.
fn mark_step(marks: &mut [Mark], lo: u64, cursor: &CursorMarks, found: bool) {
    if found {
        marks[(cursor.position - lo) as usize] = Mark::Losing;
    }
    for &m in &cursor.marks {
        let mark = &mut marks[(m - lo) as usize];
        if *mark == Mark::Unmarked {
            *mark = if found { Mark::ByNew } else { Mark::ByEarlier };
        }
    }
}

/// The segment's boxes after a cursor's step, those it marked (or found) lit; the
/// classes drawn go into `seen`, for the key.
fn segment_boxes(
    marks: &[Mark],
    lo: u64,
    cursor: &CursorMarks,
    found: bool,
    seen: &mut std::collections::BTreeSet<&str>,
) -> Vec<String> {
    let p = cursor.position;
    marks
        .iter()
        .enumerate()
        .map(|(k, mark)| {
            let q = lo + k as u64;
            let mut classes = vec![match mark {
                Mark::Unmarked => "sg-unmarked",
                Mark::ByEarlier => "sg-marked-earlier",
                Mark::ByNew => "sg-marked-new",
                Mark::Losing => "sg-losing",
            }];
            if cursor.marks.contains(&q) || (found && q == p) {
                classes.push("sg-now");
            }
            for class in &classes {
                seen.insert(*class);
            }
            value_box(&q.to_string(), "", &classes)
        })
        .collect()
}

/// `Ok` when the row `line` of the cursor of the losing position `p` in the
/// segment `lo..hi` lights, and its caption names as marked, the positions
/// the rules give: `p + j²` for each `j >= 1` in the segment (and `p` itself
/// lit, when the walk `found` it here).
fn marks_held(
    p: u64,
    found: bool,
    segment: std::ops::Range<u64>,
    line: &Line,
) -> Result<(), Error> {
    let Line::Step(row) = line else {
        return Err("a cursor's step is a row".into());
    };
    let squares = (1_u64..)
        .map(|j| p + j * j)
        .take_while(|&q| q < segment.end);
    let marks: Vec<u64> = squares.filter(|q| segment.contains(q)).collect();
    let mut now: Vec<u64> = marks.clone();
    if found {
        now.push(p);
        now.sort_unstable();
    }
    let lit: Vec<u64> = lit(&row.cells[1], "sg-now")
        .into_iter()
        .map(|(_, text)| text.parse().unwrap_or(u64::MAX))
        .collect();
    let what = format!("the cursor of {p}");
    draws_what_the_rules_give(&what, "sg-now", &lit, &now)?;
    let said = match marks.as_slice() {
        [] => "no mark here".to_string(),
        [one] => format!("it marks {one} as winning"),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(u64::to_string).collect();
            format!("it marks {} and {last} as winning", rest.join(", "))
        }
    };
    if row.caption.contains(&said) {
        Ok(())
    } else {
        let caption = &row.caption;
        Err(
            format!("the caption of {what} does not say \"{said}\", as the rules give: {caption}")
                .into(),
        )
    }
}

/// A cursor's row: what it did in words, the segment's boxes, and its caption.
fn sieve_step(cursor: &CursorMarks, found: bool, hi: u64, boxes: &[String]) -> Result<Line, Error> {
    let p = cursor.position;
    let did = match cursor.marks.as_slice() {
        [] => "no mark here".to_string(),
        marks => format!(
            "marks {}",
            marks
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    Ok(Line::Step(TraceRow {
        cells: vec![
            if found {
                format!("{p} is losing; {did}")
            } else {
                format!("{p}: {did}")
            },
            box_row(boxes),
        ],
        caption: sieve_caption(cursor, found, hi)?,
        reads: vec![],
    }))
}

/// What one cursor does in a segment that ends before `hi`, in a sentence.
fn sieve_caption(cursor: &CursorMarks, found: bool, hi: u64) -> Result<String, Error> {
    let p = cursor.position;
    // The cursor stands at p + k², with the gap 2k + 1 to the next square.
    let k = (cursor.gap - 1) / 2;
    let at = |k: u64| -> Result<String, Error> { math(&format!("{} = {p} + {k}^2", p + k * k)) };
    let mut out = if found {
        format!(
            "Position {p} is not marked, so it is losing. Its cursor starts at {}",
            at(k)?
        )
    } else {
        format!("The cursor of {p} stands at {}", at(k)?)
    };
    let after = k + cursor.marks.len() as u64;
    match cursor.marks.as_slice() {
        [] => write!(out, ", beyond this segment: no mark here.")?,
        marks => {
            let list: Vec<String> = marks.iter().map(u64::to_string).collect();
            let list = match list.as_slice() {
                [one] => one.clone(),
                [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
                [] => unreachable!("the match is on a list of marks"),
            };
            write!(
                out,
                ": it marks {list} as winning, and stops at {}, beyond position {}.",
                at(after)?,
                hi - 1
            )?;
        }
    }
    Ok(out)
}

/// The counts as a table: n, the count, n^0.7 for comparison, and the time it took.
pub fn counts_table(figure: &Figure) -> Result<String, Error> {
    let data = load_counts()?;
    let mut out = String::new();
    write!(
        out,
        "{}<table class=\"sg-bench\"><thead><tr>\
         <th scope=\"col\">{}</th><th scope=\"col\">losing positions {}</th>\
         <th scope=\"col\">share of positions</th><th scope=\"col\">count ÷ {}</th>\
         <th scope=\"col\">time to count (fastest run)</th></tr></thead><tbody>",
        figure_start(&figure.id),
        math("n")?,
        math("p <= n")?,
        math("n^{0.7}")?
    )?;
    for c in &data.counts {
        write!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{:.3}%</td><td>{:.3}</td><td>{} ({} {})</td></tr>",
            math(&format!("10^{}", (c.n as f64).log10().round()))?,
            thousands(c.losing),
            100.0 * c.losing as f64 / c.n as f64,
            c.losing as f64 / (c.n as f64).powf(0.7),
            format_time(c.seconds * 1e9),
            thousands(u64::from(c.runs)),
            if c.runs == 1 { "run" } else { "runs" }
        )?;
    }
    writeln!(
        out,
        "</tbody></table></div><figcaption>{} Counted with <code>count_losing_positions</code> \
         (beyond 10⁹, with <code>count_losing_positions_with</code>, in one pass that counts \
         to every power of ten) on {} ({}) by <code>{}</code>; each count was run again and \
         again for a second (once when one run takes longer), and the time is the fastest \
         run.</figcaption></figure>",
        math_in_text(&figure.caption)?,
        escape(&data.measured_on),
        escape(&data.machine),
        escape(&data.command)
    )?;
    Ok(out)
}

/// The counts on a log-log plot, with the lines n^0.7 and √n through the first point.
pub fn counts_plot(figure: &Figure, fit_from: u64) -> Result<String, Error> {
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
    let fitted: Vec<(f64, f64)> = points
        .iter()
        .copied()
        .filter(|p| p.0 >= fit_from as f64)
        .collect();
    let exponent = fitted_exponent(&fitted).ok_or("too few counts to fit")?;
    let plot = Plot {
        x: Axis {
            label: "n (log scale)".into(),
            tick: power_of_ten,
        },
        y: Axis {
            label: "losing positions (log scale)".into(),
            tick: power_of_ten,
        },
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
        title: plain(&figure.caption),
    };
    Ok(format!(
        "{}{}</div><figcaption>{} \
         The fitted slope over {} is {exponent:.3}. From the run of <code>{}</code> \
         on {} ({}).</figcaption></figure>\n",
        figure_start(&figure.id),
        plot.svg()?,
        math_in_text(&figure.caption)?,
        math(&format!("n >= {}", thousands(fit_from)))?,
        escape(&data.command),
        escape(&data.measured_on),
        escape(&data.machine)
    ))
}
