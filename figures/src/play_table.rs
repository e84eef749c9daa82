//! The one skeleton of every "whole game under optimal play" figure: a table with a row per
//! move (the start first), a step-through that shows the moves one by one, a key, and a
//! caption. Each game fills in its own columns.

use std::fmt::{Display, Write as _};

use crate::html::{
    figure_end, header_row, stepper_key, steps_script, KeyEntry, Step,
};
use crate::trace_table::number;
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

/// The row of piles (or values), each a box: those taken earlier greyed and
/// struck through, those this row's move took filled. `taken_by[p]` is the
/// number of the move that took pile `p` (moves count from 1), `None` while it
/// is in play; `now` is the number of this row's move, 0 for the start.
pub fn pile_row<T: Display>(
    piles: &[T],
    taken_by: &[Option<usize>],
    now: usize,
) -> Cell {
    let mut html = String::new();
    for (pile, taken) in piles.iter().zip(taken_by) {
        let class = match taken {
            Some(move_number) if *move_number == now => "sg-pile sg-just-taken",
            Some(_) => "sg-pile sg-taken",
            None => "sg-pile",
        };
        write!(html, "<span class=\"{class}\">{}</span>", number(pile))
            .unwrap();
    }
    Cell { html, piles: true }
}

/// The key entries of a table with a row of `things` (`piles`, `values`), each
/// sample showing `sample`.
pub fn pile_key(things: &str, sample: &'static str) -> Vec<KeyEntry> {
    vec![
        KeyEntry::shown(
            "sg-pile sg-just-taken",
            sample,
            format!("the {things} this move takes"),
        ),
        KeyEntry::shown(
            "sg-pile sg-taken",
            sample,
            format!("{things} taken earlier"),
        ),
    ]
}

/// The columns of a game both players score in: the move, who made it, what it
/// took, the `extra` columns, the row after the move, and both totals.
pub fn score_columns<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut columns = vec!["Move", "Who", "Takes"];
    columns.extend(extra);
    columns.extend(["The row after the move", "Alice", "Bob"]);
    columns
}

/// The start row's cells in a game both players score in: move 0, no player,
/// nothing taken, the `extra` cells, the whole `row`, and both totals at 0.
pub fn score_start(extra: Vec<Cell>, row: Cell) -> Vec<Cell> {
    let mut cells = vec![Cell::text(0), Cell::text(""), Cell::text("(start)")];
    cells.extend(extra);
    cells.extend([row, Cell::text(0), Cell::text(0)]);
    cells
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
        "<figure class=\"sg-figure sg-stepper\" id=\"fig-{}\"><div class=\"sg-scroll\"><table class=\"sg-play\">",
        figure.id
    )
    .unwrap();
    out.push_str(&header_row(columns));
    out.push_str("<tbody>");
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
    out.push_str(&stepper_key("move", extra_key));
    out.push_str(&figure_end(&figure.caption, summary)?);
    Ok(out)
}
