//! Draws Part II's figures.
//!
//! Part II's figures: the states a game reaches, and optimal play.

use std::collections::BTreeSet;
use std::fmt::{self, Write as _};

use stone_games::stone_game_ii::{
    book::{
        reached_states, state_table, windows_trace, StateTable, WindowChange, WindowEntry,
        WindowsStep,
    },
    optimal_play,
};

use crate::draw::html::{
    box_entries, escape, figure_start, holds, key, math, math_in_text, math_names, KeyEntry,
};
use crate::draw::manifest::Figure;
use crate::draw::play_table::{Cell, Played, ScoreGame};
use crate::draw::trace_table::{
    self, box_row, lights_what_it_names, lit, value_box, Line, TraceRow,
};
use crate::Error;

/// How many cells of each kind the grid of states shows.
#[derive(Default)]
struct StateCounts {
    /// Reached states that need a decision.
    inner: usize,
    /// Reached leaves.
    leaves: usize,
    /// States the table keeps that no game reaches.
    unreached: usize,
}

/// The grid of states (i, M) for a short row: rows are i, columns are M, as in the part's
/// other tables (row i above row i + 1). A reached state
/// shows its value f(i, M); a leaf (i + 2M >= n) is marked as such; a state the table keeps
/// (within the simple bound M <= max(1, i), not a leaf) that no game reaches is hatched; the
/// rest is empty.
pub fn states(figure: &Figure, piles: &[u32]) -> Result<String, Error> {
    let n = piles.len();
    let table = state_table(piles)?;
    let reached: BTreeSet<(usize, usize)> = reached_states(n)?.into_iter().collect();
    let largest_m = reached
        .iter()
        .map(|&(_, m)| m)
        .max()
        .unwrap_or(1)
        .max(n.div_ceil(2));
    let mut counts = StateCounts::default();
    let mut out = String::new();
    out.push_str(&figure_start(&figure.id));
    out.push_str(&grid_head("sg-table sg-states", largest_m)?);
    for (i, pile) in piles.iter().enumerate() {
        write!(
            out,
            "<tr><th scope=\"row\">{i}<span class=\"sg-pile-label\">{pile}</span></th>"
        )?;
        for m in 1..=largest_m {
            out.push_str(&state_cell(&table, &reached, (i, m), &mut counts));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div>");
    out.push_str(&states_key(&counts, table.answer())?);
    writeln!(
        out,
        "<figcaption>{}</figcaption></figure>",
        math_in_text(&figure.caption)?
    )?;
    Ok(out)
}

/// The start of a grid of states, a table of class `class`, up to the header of its
/// columns M = 1 to `largest_m`, and the start of its body.
fn grid_head(class: &str, largest_m: usize) -> Result<String, fmt::Error> {
    let mut out = format!(
        "<table class=\"{class}\"><thead><tr>\
         <th scope=\"col\" class=\"sg-corner\">\
         <span class=\"sg-math\"><i>i</i> \\ <i>M</i></span></th>"
    );
    for m in 1..=largest_m {
        write!(out, "<th scope=\"col\">{m}</th>")?;
    }
    out.push_str("</tr></thead><tbody>");
    Ok(out)
}

/// The cell of the state (i, M) in the grid of [`states`]: its value if a game
/// reaches it (marked as a leaf, or as the answer), hatched if only the table
/// keeps it, else blank; counted in `counts`.
fn state_cell(
    table: &StateTable,
    reached: &BTreeSet<(usize, usize)>,
    (i, m): (usize, usize),
    counts: &mut StateCounts,
) -> String {
    let n = table.piles();
    let kept_by_the_table = m <= i.max(1) && i + 2 * m < n;
    match (
        reached.contains(&(i, m)),
        kept_by_the_table,
        table.value(i, m),
    ) {
        (true, _, Some(v)) if i + 2 * m >= n => {
            counts.leaves += 1;
            format!("<td class=\"sg-leaf\" title=\"leaf: takes all that is left\">{v}</td>")
        }
        (true, _, Some(v)) => {
            counts.inner += 1;
            let class = if (i, m) == (0, 1) {
                "sg-cell sg-answer"
            } else {
                "sg-cell"
            };
            format!("<td class=\"{class}\">{v}</td>")
        }
        (false, true, _) => {
            // The table keeps it (within the bound, not a leaf), but no game gets here.
            counts.unreached += 1;
            "<td class=\"sg-unreached\" title=\"within the bound, never reached\"></td>".to_string()
        }
        _ => "<td class=\"sg-blank\"></td>".to_string(),
    }
}

/// The key of the grid of states: each kind of cell, with how many there are.
fn states_key(counts: &StateCounts, answer: u64) -> Result<String, Error> {
    let StateCounts {
        inner,
        leaves,
        unreached,
    } = counts;
    Ok(key(&[
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
            format!("the answer, {}", math(&format!("f(0, 1) = {answer}"))?),
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
    ])?)
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
            mover: mv.player,
            points: mv.points.into(),
            takes: Cell::text(what),
            extra: vec![Cell::text(mv.m)],
            totals: [mv.alice.into(), mv.bob.into()],
            // The crate's own wording of a move, with its M set as math.
            caption: format!("Move {turn}: {}", math_names(&mv.to_string(), &['M'])?),
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
        )
        .into());
    }
    let mut seen = BTreeSet::new();
    let map = windows_grid(piles, &table, &steps, &mut seen)?;
    let mut lines = Vec::new();
    for step in &steps {
        let line = windows_step(step, &mut seen)?;
        windows_reads(step, &table, &line)?;
        lines.push(line);
    }
    let answer = math(&format!("f(0, 1) = {}", table.answer()))?;
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
        windows_key(&seen, &answer)?,
        &format!(
            "Each value is labelled with its state; the grid above holds them all, \
             and {answer} is the answer.",
        ),
    )
}

/// The step-through key of the grid cell of state (i, M).
fn state_key(i: usize, m: usize) -> String {
    format!("f-{i}-{m}")
}

/// The grid of states above the windows' trace: each state the table stores,
/// with its value (a leaf shaded), up to the largest M the `steps` show.
fn windows_grid(
    piles: &[u32],
    table: &StateTable,
    steps: &[WindowsStep],
    seen: &mut BTreeSet<&'static str>,
) -> Result<String, Error> {
    let n = piles.len();
    let largest_m = steps
        .iter()
        .flat_map(|s| {
            let windows = s.column.window.iter().chain(&s.row.window);
            windows.map(|e| e.m).chain([s.m])
        })
        .max()
        .unwrap_or(1);
    let mut map = String::from("<div class=\"sg-scroll\">");
    map.push_str(&grid_head("sg-table sg-states", largest_m)?);
    for (i, pile) in piles.iter().enumerate() {
        write!(
            map,
            "<tr><th scope=\"row\">{i}<span class=\"sg-pile-label\">{pile}</span></th>"
        )?;
        for m in 1..=largest_m {
            let key = state_key(i, m);
            match table.value(i, m) {
                Some(v) if i + 2 * m >= n => {
                    seen.insert("sg-leaf");
                    write!(map, "<td class=\"sg-leaf\" data-sg=\"{key}\">{v}</td>")?;
                }
                Some(v) => {
                    let class = if (i, m) == (0, 1) {
                        "sg-cell sg-answer"
                    } else {
                        "sg-cell"
                    };
                    write!(map, "<td class=\"{class}\" data-sg=\"{key}\">{v}</td>")?;
                }
                None => map.push_str("<td class=\"sg-blank\"></td>"),
            }
        }
        map.push_str("</tr>");
    }
    map.push_str("</tbody></table></div>");
    Ok(map)
}

/// The row of one state computed: both windows as boxes, what changed in
/// each, and the value the fronts give. The highlights drawn are added to
/// `seen`.
fn windows_step(step: &WindowsStep, seen: &mut BTreeSet<&'static str>) -> Result<Line, Error> {
    let (i, m) = (step.i, step.m);
    let column = window_boxes(&step.column, seen);
    let row = window_boxes(&step.row, seen);
    let mut caption = format!("{}: ", math(&format!("({i}, {m})"))?);
    for (name, change) in [("column", &step.column), ("row", &step.row)] {
        let said = window_changes(change)?;
        if !said.is_empty() {
            write!(caption, "in the {name} window, {}; ", said.join(", "))?;
        }
    }
    let (a, b) = (step.column.min(), step.row.min());
    let equation = format!(
        "f({i}, {m}) = S({i}) - min({}, {}) = {} - {} = {}",
        window_min(a),
        window_min(b),
        step.suffix,
        a.min(b),
        step.value
    );
    let suffix = |name: &str, at: &[usize]| (name == "S" && at == [i]).then(|| step.suffix.into());
    holds(&format!("f({i}, {m})"), &equation, suffix)?;
    let formula = math(&equation)?;
    write!(caption, "the fronts give {formula}.")?;
    let reads: Vec<String> = step
        .column
        .window
        .iter()
        .chain(&step.row.window)
        .map(|e| state_key(e.i, e.m))
        .collect();
    Ok(Line::Step(TraceRow {
        cells: vec![
            math(&format!("({i}, {m})"))?,
            column,
            row,
            math(&format!("{} - {} = {}", step.suffix, a.min(b), step.value))?,
        ],
        caption,
        reads,
    }))
}

/// `Ok` when the row `line` of a state (i, M) reads in the grid only states
/// one move from it, `(i + x, max(M, x))` for x from 1 to 2M; and when each
/// window's minimum, which the caption's `min` names, is the least value in
/// the `table` of its states (the column's x up to M, the row's beyond),
/// and is the front it lights.
fn windows_reads(step: &WindowsStep, table: &StateTable, line: &Line) -> Result<(), Error> {
    let (i, m) = (step.i, step.m);
    let Line::Step(row) = line else {
        return Err("a state's step is a row".into());
    };
    let what = format!("f({i}, {m})");
    let next = |x: usize| (i + x, m.max(x));
    let keys: Vec<String> = (1..=2 * m)
        .map(|x| state_key(next(x).0, next(x).1))
        .collect();
    let outside: Vec<&String> = row.reads.iter().filter(|r| !keys.contains(r)).collect();
    if !outside.is_empty() {
        return Err(format!("the step of {what} reads {outside:?}, no move from it").into());
    }
    let windows = [(1..=m, &step.column, 1), (m + 1..=2 * m, &step.row, 2)];
    for (moves, window, cell) in windows {
        let least = moves
            .filter_map(|x| table.value(next(x).0, next(x).1))
            .min();
        let front = lit(&row.cells[cell], "sg-min");
        let front = front.iter().filter_map(|(_, v)| v.parse().ok()).min();
        let named = Some(window.min()).filter(|&v| v != u64::MAX);
        let held = [least, front];
        let which = ["", "column", "row"][cell];
        let class = format!("the {which} window's least (grid, front)");
        lights_what_it_names(&what, &class, &held, &[named; 2])?;
    }
    Ok(())
}

/// One window as a row of boxes: what expired (at the front), the window front
/// first, what was discarded (from the back). The highlights drawn are added
/// to `seen`.
fn window_boxes(change: &WindowChange, seen: &mut BTreeSet<&'static str>) -> String {
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
}

/// What changed in one window, in words: the values that entered, were
/// discarded from the back and expired from the front.
fn window_changes(change: &WindowChange) -> Result<Vec<String>, Error> {
    let mut said = Vec::new();
    if !change.entered.is_empty() {
        said.push(format!(
            "{} {}",
            entries_in_words(&change.entered)?,
            verb(change.entered.len(), "enters", "enter")
        ));
    }
    if !change.discarded.is_empty() {
        said.push(format!(
            "{} {} from the back",
            entries_in_words(&change.discarded)?,
            verb(change.discarded.len(), "is discarded", "are discarded")
        ));
    }
    if !change.expired.is_empty() {
        said.push(format!(
            "{} {} from the front",
            entries_in_words(&change.expired)?,
            verb(change.expired.len(), "expires", "expire")
        ));
    }
    Ok(said)
}

/// Window entries as math, `f(2, 1) = 9, f(3, 1) = 4 and f(3, 2) = 7`.
fn entries_in_words(entries: &[WindowEntry]) -> Result<String, Error> {
    let parts: Vec<String> = entries
        .iter()
        .map(|e| math(&format!("f({}, {}) = {}", e.i, e.m, e.value)))
        .collect::<Result<_, _>>()?;
    Ok(match parts.len() {
        1 => parts[0].clone(),
        _ => format!(
            "{} and {}",
            parts[..parts.len() - 1].join(", "),
            parts[parts.len() - 1]
        ),
    })
}

/// The key of the windows' trace: the highlights it drew (`seen`), the values
/// read, while stepping, and the answer's cell, `answer` (math).
fn windows_key(seen: &BTreeSet<&str>, answer: &str) -> Result<Vec<KeyEntry>, Error> {
    let leaf = format!(
        "a leaf ({}), worth all the stones left",
        math("i + 2M >= n")?
    );
    let meanings: [(&str, &str, String); 5] = [
        (
            "sg-entered",
            "13",
            "a value that entered the window at the back".into(),
        ),
        (
            "sg-discarded",
            "9",
            "a value discarded from the back: a smaller or equal one entered \
             behind it"
                .into(),
        ),
        (
            "sg-expired",
            "8",
            "a value that expired from the front: out of reach of this state".into(),
        ),
        ("sg-min", "4", "the window's front, its minimum".into()),
        ("sg-leaf", "8", leaf),
    ];
    let mut entries = box_entries(meanings, seen);
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
        format!("the answer, {answer}"),
    ));
    Ok(entries)
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
