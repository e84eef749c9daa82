//! The one skeleton of every "whole game under optimal play" figure: a table with a row per
//! move (the start first), a step-through that shows the moves one by one, a key, and a
//! caption. Each game fills in its own columns.

use std::fmt::Write as _;

use crate::html::{key, math_in_text, steps_script, KeyEntry, Step};
use crate::Figure;

/// One cell of a play table.
pub struct Cell {
    /// The cell's content, HTML.
    pub html: String,
    /// Whether the cell holds the row of piles (it keeps its piles on one line).
    pub piles: bool,
}

impl Cell {
    /// A cell of plain text.
    pub fn text(text: impl std::fmt::Display) -> Cell {
        Cell {
            html: crate::html::escape(&text.to_string()),
            piles: false,
        }
    }
}

/// One row: the position after a move (or the start), and the caption of its step.
pub struct Row {
    /// One cell per column.
    pub cells: Vec<Cell>,
    /// What the step says, HTML.
    pub caption: String,
}

/// The state of one pile in a row of piles.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Pile {
    /// Still in play.
    Left,
    /// Taken by an earlier move.
    Taken,
    /// Taken by the move of this row.
    JustTaken,
}

/// The row of piles, each a box; taken piles greyed and struck through, the piles just
/// taken filled.
pub fn pile_row(piles: &[u32], state: impl Fn(usize) -> Pile) -> Cell {
    let mut html = String::new();
    for (k, pile) in piles.iter().enumerate() {
        let class = match state(k) {
            Pile::Left => "sg-pile",
            Pile::Taken => "sg-pile sg-taken",
            Pile::JustTaken => "sg-pile sg-just-taken",
        };
        write!(html, "<span class=\"{class}\">{pile}</span>").unwrap();
    }
    Cell { html, piles: true }
}

/// The key entries of a table with a row of piles.
pub fn pile_key() -> Vec<KeyEntry> {
    vec![
        KeyEntry {
            sample_class: "sg-pile sg-just-taken",
            sample_text: "4",
            meaning: "the piles this move takes".into(),
            while_stepping: false,
        },
        KeyEntry {
            sample_class: "sg-pile sg-taken",
            sample_text: "4",
            meaning: "piles taken earlier".into(),
            while_stepping: false,
        },
    ]
}

/// The step-through key of row `k` (row 0 is the start).
fn row_key(k: usize) -> String {
    format!("move-{k}")
}

/// The figure: `columns` as the header, one row per entry of `rows`, the key `extra_key`
/// after the entries every play table has, and the caption followed by `summary` (HTML).
pub fn render(
    figure: &Figure,
    columns: &[&str],
    rows: &[Row],
    extra_key: Vec<KeyEntry>,
    summary: &str,
) -> Result<String, String> {
    let mut out = String::new();
    write!(
        out,
        "<figure class=\"sg-figure sg-stepper\" id=\"fig-{}\"><div class=\"sg-scroll\"><table class=\"sg-play\"><thead><tr>",
        figure.id
    )
    .unwrap();
    for column in columns {
        write!(out, "<th scope=\"col\">{column}</th>").unwrap();
    }
    out.push_str("</tr></thead><tbody>");
    let mut steps = Vec::with_capacity(rows.len());
    for (k, row) in rows.iter().enumerate() {
        if row.cells.len() != columns.len() {
            return Err(format!(
                "row {k} has {} cells for {} columns",
                row.cells.len(),
                columns.len()
            ));
        }
        write!(out, "<tr data-sg=\"{}\">", row_key(k)).unwrap();
        for cell in &row.cells {
            let class = if cell.piles { " class=\"sg-row\"" } else { "" };
            write!(out, "<td{class}>{}</td>", cell.html).unwrap();
        }
        out.push_str("</tr>");
        steps.push(Step {
            target: row_key(k),
            reads: vec![],
            caption: row.caption.clone(),
        });
    }
    out.push_str("</tbody></table></div>");
    out.push_str(&steps_script(&steps));
    let mut entries = vec![
        KeyEntry {
            sample_class: "sg-row-current",
            sample_text: "",
            meaning: "the move being shown".into(),
            while_stepping: true,
        },
        KeyEntry {
            sample_class: "sg-row-pending",
            sample_text: "",
            meaning: "moves still to come".into(),
            while_stepping: true,
        },
    ];
    entries.extend(extra_key);
    out.push_str(&key(&entries));
    writeln!(
        out,
        "<figcaption>{} {summary}</figcaption></figure>",
        math_in_text(&figure.caption)?
    )
    .unwrap();
    Ok(out)
}
