//! The one skeleton of every trace figure: a method's steps as the rows of a table, one
//! row per step, with a step-through that shows them one by one (the rows still to come
//! dimmed), a key to the highlights, and a caption. Each row says what it shows in its own
//! cells, so the finished figure reads without the script, and in print. A figure may put
//! a small map above the table (the cells the method reads), whose cells the steps
//! highlight as they read them.

use crate::draw::html::KeyEntry;
use crate::draw::manifest::Figure;
use crate::draw::step_table::StepTable;
use crate::Error;

/// One line of a trace table.
pub enum Line {
    /// A heading across the table, between groups of steps: not a step.
    Heading(String),
    /// One step of the method.
    Step(TraceRow),
}

/// One step, as a row: its cells and the caption of its step.
pub struct TraceRow {
    /// One cell per column, HTML.
    pub cells: Vec<String>,
    /// What the step does, in one line of HTML, shown above the figure while stepping.
    pub caption: String,
    /// The keys (`data-sg`) of the map's cells this step reads, highlighted while it is
    /// shown.
    pub reads: Vec<String>,
}

/// A box holding one value (a stack entry, a window entry, a position), with a small
/// label under it when `label` is not empty. `classes` are added to `sg-box`.
pub fn value_box(text: &str, label: &str, classes: &[&str]) -> String {
    let mut class = String::from("sg-box");
    for c in classes {
        class.push(' ');
        class.push_str(c);
    }
    if label.is_empty() {
        format!("<span class=\"{class}\">{text}</span>")
    } else {
        format!("<span class=\"{class}\">{text}<span class=\"sg-box-label\">{label}</span></span>")
    }
}

/// A row of boxes, kept on one line.
pub fn box_row(boxes: &[String]) -> String {
    if boxes.is_empty() {
        // Something a screen reader can say, for an empty stack or window.
        "<span class=\"sg-empty\">(empty)</span>".to_string()
    } else {
        format!("<span class=\"sg-boxes\">{}</span>", boxes.concat())
    }
}

/// A number as the figures print it: a true minus sign for a negative one.
pub fn number(value: impl std::fmt::Display) -> String {
    value.to_string().replace('-', "−")
}

/// The figure: `map` (HTML, may be empty) above the table, `columns` as the table's
/// header (HTML), one row per [`Line::Step`], the key `entries` after the entries every
/// trace has, and the caption followed by `summary` (HTML).
pub fn render(
    figure: &Figure,
    map: &str,
    columns: &[&str],
    lines: &[Line],
    entries: Vec<KeyEntry>,
    summary: &str,
) -> Result<String, Error> {
    let mut table = StepTable::new(figure, " sg-trace", map, "sg-trace-table", columns, "step")?;
    for line in lines {
        match line {
            Line::Heading(text) => table.heading(text)?,
            Line::Step(row) => {
                let cells: Vec<String> =
                    row.cells.iter().map(|c| format!("<td>{c}</td>")).collect();
                table.step(&cells, &row.reads, &row.caption)?;
            }
        }
    }
    table.finish(figure, entries, summary)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::manifest::Spec;

    fn figure() -> Figure {
        Figure {
            id: "t".into(),
            caption: "A trace.".into(),
            spec: Spec::StoneGameIvPlay { n: 1 },
        }
    }

    #[test]
    fn a_row_with_the_wrong_number_of_cells_is_refused() {
        let lines = [Line::Step(TraceRow {
            cells: vec!["a".into()],
            caption: "c".into(),
            reads: vec![],
        })];
        let e = render(&figure(), "", &["x", "y"], &lines, vec![], "")
            .unwrap_err()
            .to_string();
        assert!(e.contains("1 cells for 2 columns"), "{e}");
        assert!(render(&figure(), "", &["x"], &[], vec![], "").is_err());
    }

    #[test]
    fn each_step_is_a_row_and_headings_are_not_steps() {
        let lines = [
            Line::Heading("Step 1".into()),
            Line::Step(TraceRow {
                cells: vec![box_row(&[value_box("5", "", &["sg-pushed"])])],
                caption: "push 5".into(),
                reads: vec!["m-1".into(), "m-0".into(), "m-1".into()],
            }),
        ];
        let html = render(&figure(), "", &["stack"], &lines, vec![], "").unwrap();
        assert!(html.contains("<tr data-sg=\"step-0\">"), "{html}");
        assert!(html.contains("colspan=\"1\">Step 1</th>"), "{html}");
        assert!(html.contains("\"reads\":[\"m-0\",\"m-1\"]"), "{html}");
        assert_eq!(number(-12), "−12");
        assert_eq!(box_row(&[]), "<span class=\"sg-empty\">(empty)</span>");
    }
}
