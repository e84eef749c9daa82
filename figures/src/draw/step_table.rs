//! The skeleton under every step-through table, the play tables' and the
//! traces': a table whose rows are the steps, each row's key `<unit>-<k>`, the
//! steps' data for the script, the key to the highlights, and the caption.

use std::fmt::{self, Write as _};

use crate::draw::html::{
    figure_end, figure_open, header_row, stepper_key, steps_script, KeyEntry, Step,
};
use crate::draw::manifest::Figure;
use crate::Error;

/// A step-through table being written.
pub struct StepTable {
    out: String,
    steps: Vec<Step>,
    /// What a step is, in the key and the row keys: `move`, `step`.
    unit: &'static str,
    columns: usize,
}

impl StepTable {
    /// The start of the figure: its `classes` after `sg-figure sg-stepper`,
    /// `map` (HTML, may be empty) above the table, whose class is
    /// `table_class` and whose header is `columns` (HTML); each row is a
    /// `unit`.
    pub fn new(
        figure: &Figure,
        classes: &str,
        map: &str,
        table_class: &str,
        columns: &[&str],
        unit: &'static str,
    ) -> Result<Self, fmt::Error> {
        let mut out = format!(
            "{}{map}<div class=\"sg-scroll\"><table class=\"{table_class}\">",
            figure_open(&figure.id, &format!(" sg-stepper{classes}"))
        );
        out.push_str(&header_row(columns)?);
        out.push_str("<tbody>");
        Ok(StepTable {
            out,
            steps: Vec::new(),
            unit,
            columns: columns.len(),
        })
    }

    /// A heading across the table, between groups of steps: not a step.
    pub fn heading(&mut self, text: &str) -> fmt::Result {
        write!(
            self.out,
            "<tr class=\"sg-trace-heading\"><th scope=\"colgroup\" colspan=\"{}\">{text}</th></tr>",
            self.columns
        )
    }

    /// The next step's row: its `cells` (each a `<td>` element), the keys of
    /// the map's cells it reads, and its caption (HTML).
    ///
    /// # Errors
    ///
    /// When there are not as many cells as columns.
    pub fn step(&mut self, cells: &[String], reads: &[String], caption: &str) -> Result<(), Error> {
        let k = self.steps.len();
        if cells.len() != self.columns {
            return Err(format!(
                "{} {k} has {} cells for {} columns",
                self.unit,
                cells.len(),
                self.columns
            )
            .into());
        }
        let target = format!("{}-{k}", self.unit);
        write!(self.out, "<tr data-sg=\"{target}\">{}</tr>", cells.concat())?;
        let mut reads = reads.to_vec();
        reads.sort();
        reads.dedup();
        self.steps.push(Step {
            target,
            reads,
            caption: caption.to_string(),
        });
        Ok(())
    }

    /// The figure: the key `entries` after the stepper's own, and the caption
    /// followed by `summary` (HTML).
    ///
    /// # Errors
    ///
    /// When the table has no step, or the caption's math is malformed.
    pub fn finish(
        mut self,
        figure: &Figure,
        entries: Vec<KeyEntry>,
        summary: &str,
    ) -> Result<String, Error> {
        if self.steps.is_empty() {
            return Err(format!("a table of {}s needs at least one", self.unit).into());
        }
        self.out.push_str("</tbody></table></div>");
        self.out.push_str(&steps_script(&self.steps));
        self.out.push_str(&stepper_key(self.unit, entries)?);
        self.out.push_str(&figure_end(&figure.caption, summary)?);
        Ok(self.out)
    }
}
