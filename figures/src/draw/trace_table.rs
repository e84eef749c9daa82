//! The one skeleton of every trace figure: a method's steps as the rows of a table, one
//! row per step, with a step-through that shows them one by one (the rows still to come
//! dimmed), a key to the highlights, and a caption. Each row says what it shows in its own
//! cells, so the finished figure reads without the script, and in print. A figure may put
//! a small map above the table (the cells the method reads), whose cells the steps
//! highlight as they read them.
//!
//! Each figure's code refuses a step whose highlights are not what its caption names
//! ([`lights_what_it_names`]) or what the rules give ([`draws_what_the_rules_give`]),
//! reading its boxes back from the HTML it drew ([`drawn_boxes`]).

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

/// One box as drawn by [`value_box`]: its classes (after `sg-box`), its text,
/// and its HTML, label and all.
#[derive(Debug, PartialEq, Eq)]
pub struct DrawnBox {
    /// The classes added to `sg-box`.
    pub classes: Vec<String>,
    /// The value it shows.
    pub text: String,
    /// Its label's text up to any markup: `L`, or `` for a label in math.
    pub label: String,
    /// Its HTML up to the next box.
    pub html: String,
}

/// The boxes of `html` in the order they are drawn, read back from the HTML
/// itself: so a step can hold what it lights, as drawn, to what its caption
/// names, and a fault in the drawing code does not slip past.
pub fn drawn_boxes(html: &str) -> Vec<DrawnBox> {
    let mut boxes = Vec::new();
    let mut rest = html;
    while let Some(at) = next_box(rest) {
        let after = &rest[at + BOX_OPEN.len()..];
        let (class, inner) = after.split_once("\">").unwrap_or((after, ""));
        let end = next_box(inner).unwrap_or(inner.len());
        boxes.push(DrawnBox {
            classes: class.split_whitespace().map(str::to_string).collect(),
            text: inner[..inner.find('<').unwrap_or(inner.len())].to_string(),
            label: inner[..end]
                .split_once("<span class=\"sg-box-label\">")
                .map_or("", |(_, label)| label.split('<').next().unwrap_or(""))
                .to_string(),
            html: inner[..end].to_string(),
        });
        rest = &inner[end..];
    }
    boxes
}

/// How [`value_box`] opens a box.
const BOX_OPEN: &str = "<span class=\"sg-box";

/// Where the next box of `html` opens: not `sg-box-label` or the like.
fn next_box(html: &str) -> Option<usize> {
    html.match_indices(BOX_OPEN)
        .map(|(at, _)| at)
        .find(|&at| html[at + BOX_OPEN.len()..].starts_with(['"', ' ']))
}

/// The boxes of `html` of class `class`: each one's position among all the
/// boxes, and its text.
pub fn lit(html: &str, class: &str) -> Vec<(usize, String)> {
    let boxes = drawn_boxes(html).into_iter().enumerate();
    boxes
        .filter(|(_, b)| b.classes.iter().any(|c| c == class))
        .map(|(k, b)| (k, b.text))
        .collect()
}

/// `Ok` when a step of `what` lights (as `class`) what its caption names,
/// each said the same way: as positions in a row, values or cell names.
///
/// # Errors
///
/// When the two differ, naming both.
pub fn lights_what_it_names<T: std::fmt::Debug + PartialEq>(
    what: &str,
    class: &str,
    lit: &[T],
    named: &[T],
) -> Result<(), Error> {
    same(lit, named, || {
        format!("the step of {what} lights {lit:?} as {class}, and its caption names {named:?}")
    })
}

/// `Ok` when what a step of `what` draws or says (`drawn`, as `class`) is
/// what the game's rules give, worked out apart from the code that drew it.
///
/// # Errors
///
/// When the two differ, naming both.
pub fn draws_what_the_rules_give<T: std::fmt::Debug + PartialEq>(
    what: &str,
    class: &str,
    drawn: &[T],
    rules: &[T],
) -> Result<(), Error> {
    same(drawn, rules, || {
        format!("the step of {what} draws {drawn:?} as {class}, where the rules give {rules:?}")
    })
}

/// `Ok` when `a` is `b`, else the error `message` says.
fn same<T: PartialEq>(a: &[T], b: &[T], message: impl FnOnce() -> String) -> Result<(), Error> {
    if a == b {
        Ok(())
    } else {
        Err(message().into())
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

    #[test]
    fn drawn_boxes_are_read_back_with_their_classes_text_and_label() {
        let row = box_row(&[
            value_box("7", "", &[]),
            value_box("−3", "<i>D</i>(2)", &["sg-written", "sg-min"]),
            value_box("4", "", &["sg-min"]),
        ]);
        let boxes = drawn_boxes(&row);
        let texts: Vec<&str> = boxes.iter().map(|b| b.text.as_str()).collect();
        assert_eq!(texts, ["7", "−3", "4"]);
        let labelled = drawn_boxes(&box_row(&[
            value_box("3", "LR", &[]),
            value_box("4", "", &[]),
        ]));
        let labels: Vec<&str> = labelled.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(labels, ["LR", ""]);
        assert_eq!(boxes[1].classes, ["sg-written", "sg-min"]);
        assert!(boxes[1].html.contains("<i>D</i>(2)"), "{:?}", boxes[1]);
        assert!(!boxes[2].html.contains("(2)"), "{:?}", boxes[2]);
        let min = lit(&row, "sg-min");
        assert_eq!(min, [(1, "−3".to_string()), (2, "4".to_string())]);
        assert!(lit(&row, "sg-peak").is_empty());
        assert!(lights_what_it_names("M(1)", "sg-min", &[1, 2], &[1, 2]).is_ok());
        let e = lights_what_it_names("M(1)", "sg-min", &[2], &[1]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the step of M(1) lights [2] as sg-min, and its caption names [1]"
        );
    }
}
