//! Draws Part II's figures.
//!
//! Part II's figures: the states a game reaches, and optimal play.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use stone_games::stone_game_ii::{
    optimal_play, reached_states, state_table, windows_trace, WindowChange,
    WindowEntry,
};

use crate::draw::html::{
    box_entries, escape, key, math, math_in_text, math_names, KeyEntry,
};
use crate::draw::manifest::Figure;
use crate::draw::play_table::{Cell, Played, ScoreGame};
use crate::draw::trace_table::{self, box_row, value_box, Line, TraceRow};
use crate::Error;

/// The grid of states (i, M) for a short row: rows are i, columns are M, as in the part's
/// other tables (row i above row i + 1). A reached state
/// shows its value f(i, M); a leaf (i + 2M >= n) is marked as such; a state the table keeps
/// (within the simple bound M <= max(1, i), not a leaf) that no game reaches is hatched; the
/// rest is empty.
pub fn states(figure: &Figure, piles: &[u32]) -> Result<String, Error> {
    let n = piles.len();
    let table = state_table(piles)?;
    let reached: BTreeSet<(usize, usize)> =
        reached_states(n)?.into_iter().collect();
    let largest_m = reached
        .iter()
        .map(|&(_, m)| m)
        .max()
        .unwrap_or(1)
        .max(n.div_ceil(2));
    let (mut inner, mut leaves, mut unreached) = (0, 0, 0);

    let mut out = String::new();
    write!(
        out,
        "<figure class=\"sg-figure\" id=\"fig-{}\"><div class=\"sg-scroll\"><table class=\"sg-table sg-states\">\
         <thead><tr><th scope=\"col\" class=\"sg-corner\"><span class=\"sg-math\"><i>i</i> \\ <i>M</i></span></th>",
        figure.id
    )?;
    for m in 1..=largest_m {
        write!(out, "<th scope=\"col\">{m}</th>")?;
    }
    out.push_str("</tr></thead><tbody>");
    for (i, pile) in piles.iter().enumerate() {
        write!(
            out,
            "<tr><th scope=\"row\">{i}<span class=\"sg-pile-label\">{pile}</span></th>"
        )?;
        for m in 1..=largest_m {
            let kept_by_the_table = m <= i.max(1) && i + 2 * m < n;
            let value = table.value(i, m);
            match (reached.contains(&(i, m)), kept_by_the_table, value) {
                (true, _, Some(v)) if i + 2 * m >= n => {
                    leaves += 1;
                    write!(out, "<td class=\"sg-leaf\" title=\"leaf: takes all that is left\">{v}</td>")?;
                }
                (true, _, Some(v)) => {
                    inner += 1;
                    let class = if (i, m) == (0, 1) {
                        "sg-cell sg-answer"
                    } else {
                        "sg-cell"
                    };
                    write!(out, "<td class=\"{class}\">{v}</td>")?;
                }
                (false, true, _) => {
                    // The table keeps it (within the bound, not a leaf), but no game gets here.
                    unreached += 1;
                    out.push_str("<td class=\"sg-unreached\" title=\"within the bound, never reached\"></td>");
                }
                _ => out.push_str("<td class=\"sg-blank\"></td>"),
            }
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div>");
    out.push_str(&key(&[
        KeyEntry::new(
            "sg-cell",
            "9",
            format!(
                "the {inner} reached states that need a decision, with their value {}",
                math("f(i, M)")?
            ),
        ),
        KeyEntry::new(
            "sg-cell sg-answer",
            "9",
            format!("the answer, {}", math(&format!("f(0, 1) = {}", table.answer()))?),
        ),
        KeyEntry::new(
            "sg-leaf",
            "9",
            format!(
                "the {leaves} reached leaves ({}), worth all that is left",
                math("i + 2M >= n")?
            ),
        ),
        KeyEntry::new(
            "sg-unreached",
            "",
            format!(
                "{unreached} states that the bound {} keeps but no game reaches",
                math("M <= max(1, i)")?
            ),
        ),
        KeyEntry::new("sg-blank", "", "the rest, never reached"),
    ])?);
    writeln!(
        out,
        "<figcaption>{}</figcaption></figure>",
        math_in_text(&figure.caption)?
    )?;
    Ok(out)
}

/// A whole game under optimal play, one table row per move: who, how many piles, M after,
/// the row with the piles taken, and both totals.
pub fn play(figure: &Figure, piles: &[u32]) -> Result<String, Error> {
    let moves = optimal_play(piles)?;
    let start = format!(
        "The start: {} piles, {}, Alice to move",
        piles.len(),
        math("M = 1")?
    );
    let mut game = ScoreGame::new(piles, vec![Cell::text(1)], start)?;
    for (turn, mv) in (1..).zip(&moves) {
        let what = if mv.count == 1 {
            format!("1 pile: {}", mv.points)
        } else {
            format!("{} piles: {}", mv.count, mv.points)
        };
        game.push(Played {
            taken: mv.first..mv.first + mv.count,
            who: Cell::text(mv.player),
            takes: Cell::text(what),
            extra: vec![Cell::text(mv.m)],
            totals: [Cell::text(mv.alice), Cell::text(mv.bob)],
            // The crate's own wording of a move, with its M set as math.
            caption: format!(
                "Move {turn}: {}",
                math_names(&mv.to_string(), &['M'])?
            ),
        })?;
    }
    let (alice, bob) = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
    game.render(
        figure,
        &["<span class=\"sg-math\"><i>M</i></span> after"],
        ("piles", "4"),
        &escape(&format!("Final score: Alice {alice}, Bob {bob}.")),
    )
}

/// The step-through key of the grid cell of state (i, M).
fn state_key(i: usize, m: usize) -> String {
    format!("f-{i}-{m}")
}

/// Both sliding windows of `state_table`, from [`windows_trace`]: the grid of states
/// (rows `i`, columns `M`) above, and one row per state computed, with what entered,
/// was discarded and expired in each window, and the value found.
pub fn windows(figure: &Figure, piles: &[u32]) -> Result<String, Error> {
    let n = piles.len();
    let steps = windows_trace(piles)?;
    let table = state_table(piles)?;
    if steps.is_empty() {
        return Err(format!(
            "a row of {n} piles has no state to compute: its first move takes it all"
        ).into());
    }
    let largest_m = steps
        .iter()
        .flat_map(|s| {
            let windows = s.column.window.iter().chain(&s.row.window);
            windows.map(|e| e.m).chain([s.m])
        })
        .max()
        .unwrap_or(1);

    // The grid of states: a stored state with its value, a leaf shaded.
    let mut map = String::new();
    map.push_str(
        "<div class=\"sg-scroll\"><table class=\"sg-table sg-states\"><thead><tr>\
         <th scope=\"col\" class=\"sg-corner\"><span class=\"sg-math\"><i>i</i> \\ <i>M</i></span></th>",
    );
    for m in 1..=largest_m {
        write!(map, "<th scope=\"col\">{m}</th>")?;
    }
    map.push_str("</tr></thead><tbody>");
    let mut seen = BTreeSet::new();
    for (i, pile) in piles.iter().enumerate() {
        write!(
            map,
            "<tr><th scope=\"row\">{i}<span class=\"sg-pile-label\">{pile}</span></th>"
        )?;
        for m in 1..=largest_m {
            match table.value(i, m) {
                Some(v) if i + 2 * m >= n => {
                    seen.insert("sg-leaf");
                    write!(
                        map,
                        "<td class=\"sg-leaf\" data-sg=\"{}\">{v}</td>",
                        state_key(i, m)
                    )?;
                }
                Some(v) => {
                    let class = if (i, m) == (0, 1) {
                        "sg-cell sg-answer"
                    } else {
                        "sg-cell"
                    };
                    write!(
                        map,
                        "<td class=\"{class}\" data-sg=\"{}\">{v}</td>",
                        state_key(i, m)
                    )?;
                }
                None => map.push_str("<td class=\"sg-blank\"></td>"),
            }
        }
        map.push_str("</tr>");
    }
    map.push_str("</tbody></table></div>");

    let f = |e: &WindowEntry| -> Result<String, Error> {
        math(&format!("f({}, {}) = {}", e.i, e.m, e.value))
    };
    let list = |entries: &[WindowEntry]| -> Result<String, Error> {
        let parts: Vec<String> =
            entries.iter().map(f).collect::<Result<_, _>>()?;
        Ok(match parts.len() {
            1 => parts[0].clone(),
            _ => format!(
                "{} and {}",
                parts[..parts.len() - 1].join(", "),
                parts[parts.len() - 1]
            ),
        })
    };
    // One window as a row of boxes: what expired (at the front), the window front
    // first, what was discarded (from the back).
    let mut boxes_of = |change: &WindowChange| -> String {
        let entry_box = |e: &WindowEntry, classes: &[&str]| {
            let label = format!("f({},{})", e.i, e.m);
            value_box(&e.value.to_string(), &label, classes)
        };
        let mut boxes = Vec::new();
        for e in &change.expired {
            seen.insert("sg-expired");
            boxes.push(entry_box(e, &["sg-expired"]));
        }
        for (k, e) in change.window.iter().enumerate() {
            let mut classes = vec![];
            if k == 0 {
                seen.insert("sg-min");
                classes.push("sg-min");
            }
            if change.entered.contains(e) {
                seen.insert("sg-entered");
                classes.push("sg-entered");
            }
            if e.leaf {
                classes.push("sg-leaf");
            }
            boxes.push(entry_box(e, &classes));
        }
        for e in &change.discarded {
            seen.insert("sg-discarded");
            boxes.push(entry_box(e, &["sg-discarded"]));
        }
        box_row(&boxes)
    };
    let mut lines = Vec::new();
    for step in &steps {
        let (i, m) = (step.i, step.m);
        let column = boxes_of(&step.column);
        let row = boxes_of(&step.row);
        let mut caption = format!("{}: ", math(&format!("({i}, {m})"))?);
        for (name, change) in [("column", &step.column), ("row", &step.row)] {
            let mut said = Vec::new();
            if !change.entered.is_empty() {
                said.push(format!(
                    "{} {}",
                    list(&change.entered)?,
                    verb(change.entered.len(), "enters", "enter")
                ));
            }
            if !change.discarded.is_empty() {
                said.push(format!(
                    "{} {} from the back",
                    list(&change.discarded)?,
                    verb(
                        change.discarded.len(),
                        "is discarded",
                        "are discarded"
                    )
                ));
            }
            if !change.expired.is_empty() {
                said.push(format!(
                    "{} {} from the front",
                    list(&change.expired)?,
                    verb(change.expired.len(), "expires", "expire")
                ));
            }
            if !said.is_empty() {
                write!(caption, "in the {name} window, {}; ", said.join(", "))?;
            }
        }
        let (a, b) = (step.column.min(), step.row.min());
        let formula = math(&format!(
            "f({i}, {m}) = S({i}) - min({}, {}) = {} - {} = {}",
            window_min(a),
            window_min(b),
            step.suffix,
            a.min(b),
            step.value
        ))?;
        write!(caption, "the fronts give {formula}.")?;
        let reads: Vec<String> = step
            .column
            .window
            .iter()
            .chain(&step.row.window)
            .map(|e| state_key(e.i, e.m))
            .collect();
        lines.push(Line::Step(TraceRow {
            cells: vec![
                math(&format!("({i}, {m})"))?,
                column,
                row,
                math(&format!(
                    "{} - {} = {}",
                    step.suffix,
                    a.min(b),
                    step.value
                ))?,
            ],
            caption,
            reads,
        }));
    }
    let meanings: [(&str, &str, String); 5] = [
        ("sg-entered", "13", "a value that entered the window at the back".into()),
        ("sg-discarded", "9", "a value discarded from the back: a smaller or equal one entered behind it".into()),
        ("sg-expired", "8", "a value that expired from the front: out of reach of this state".into()),
        ("sg-min", "4", "the window's front, its minimum".into()),
        ("sg-leaf", "8", format!("a leaf ({}), worth all the stones left", math("i + 2M >= n")?)),
    ];
    let mut entries = box_entries(meanings, &seen);
    entries.push(
        KeyEntry::new(
            "sg-swatch-read",
            "8",
            "in the grid, the values in the two windows",
        )
        .stepping_only(),
    );
    entries.push(KeyEntry::new(
        "sg-cell sg-answer",
        "10",
        format!(
            "the answer, {}",
            math(&format!("f(0, 1) = {}", table.answer()))?
        ),
    ));
    trace_table::render(
        figure,
        &map,
        &[
            "State",
            "Column window, front first",
            "Row window, front first",
            "<span class=\"sg-math\"><i>f</i>(<i>i</i>, <i>M</i>)</span>",
        ],
        &lines,
        entries,
        &format!(
            "Each value is labelled with its state; the grid above holds them all, \
             and {} is the answer.",
            math(&format!("f(0, 1) = {}", table.answer()))?
        ),
    )
}

/// A window's minimum in a formula: ∞ for an empty window.
fn window_min(value: u64) -> String {
    if value == u64::MAX {
        "∞".to_string()
    } else {
        value.to_string()
    }
}

/// `one` or `many`, as the subject is one value or more.
fn verb(count: usize, one: &'static str, many: &'static str) -> &'static str {
    if count == 1 {
        one
    } else {
        many
    }
}
