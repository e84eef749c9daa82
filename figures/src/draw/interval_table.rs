//! The interval table `D(i, j)` of a row played at both ends, as Parts I and VII
//! draw it, with the key of each of its cells.

use std::fmt::Write as _;

use crate::draw::html::{figure_end, figure_open, filled_cell, filling_key, steps_script, Step};
use crate::draw::manifest::Figure;
use crate::Error;

/// The step-through key of the table cell (i, j), unique within its figure (a page may
/// show the same figure twice, as the print page does, so keys are not HTML ids).
pub fn cell_key(i: usize, j: usize) -> String {
    format!("d-{i}-{j}")
}

/// The step that fills `D(i, j)` from `D(i + 1, j)` and `D(i, j - 1)`, with
/// the caption `equation`: its arithmetic checked by
/// [`holds`](crate::draw::html::holds) against the table `d` of rows of `n`,
/// and the cells it highlights as read against those the caption names
/// ([`lights_what_it_names`](crate::draw::trace_table::lights_what_it_names)).
///
/// # Errors
///
/// When the caption's arithmetic or the cells it names are not the table's.
pub fn interval_step(
    (i, j, n): (usize, usize, usize),
    equation: &str,
    d: impl Fn(usize, usize) -> i128,
) -> Result<Step, Error> {
    use crate::draw::html::{holds, math};
    use crate::draw::trace_table::lights_what_it_names;
    let what = format!("D({i}, {j})");
    let cell = |name: &str, at: &[usize]| match (name, at) {
        ("D", &[a, b]) if a <= b && b < n => Some(d(a, b)),
        _ => None,
    };
    let named = holds(&what, equation, cell)?;
    let reads = vec![cell_key(i + 1, j), cell_key(i, j - 1)];
    // The cells the caption names, but the one it writes, are those it reads.
    let named = named.iter().filter(|(_, at)| at.as_slice() != [i, j]);
    let mut said: Vec<String> = named.map(|(_, at)| cell_key(at[0], at[1])).collect();
    said.sort();
    said.dedup();
    let mut lit = reads.clone();
    lit.sort();
    lights_what_it_names(&what, "read", &lit, &said)?;
    Ok(Step {
        target: cell_key(i, j),
        reads,
        caption: math(equation)?,
    })
}

/// An interval table `D(i, j)` of a row, as Parts I and VII draw theirs: `row`
/// labels its rows and columns, `d(i, j)` is a cell's value, `steps` step
/// through its filling, and the caption ends with `summary` (HTML). The
/// answer is the top-right cell.
pub fn interval_table<V: std::fmt::Display>(
    figure: &Figure,
    row: &[u32],
    d: impl Fn(usize, usize) -> V,
    steps: &[Step],
    summary: &str,
) -> Result<String, Error> {
    let n = row.len();
    let mut out = String::new();
    out.push_str(&figure_open(&figure.id, " sg-stepper"));
    out.push_str(
        "<div class=\"sg-scroll\"><table class=\"sg-table\"><thead><tr>\
         <th scope=\"col\" class=\"sg-corner\">\
         <span class=\"sg-math\"><i>i</i> \\ <i>j</i></span></th>",
    );
    for (j, pile) in row.iter().enumerate() {
        write!(
            out,
            "<th scope=\"col\">{j}<span class=\"sg-pile-label\">{pile}</span></th>"
        )?;
    }
    out.push_str("</tr></thead><tbody>");
    for (i, pile) in row.iter().enumerate() {
        write!(
            out,
            "<tr><th scope=\"row\">{i}<span class=\"sg-pile-label\">{pile}</span></th>"
        )?;
        for j in 0..n {
            if j < i {
                out.push_str("<td class=\"sg-blank\"></td>");
            } else {
                let answer = (i, j) == (0, n - 1);
                out.push_str(&filled_cell(&cell_key(i, j), d(i, j), answer));
            }
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div>");
    out.push_str(&steps_script(steps));
    out.push_str(&filling_key(
        "4",
        ("1", "the two cells it reads"),
        ("1", &format!("D(0, {})", n - 1)),
    )?);
    out.push_str(&figure_end(&figure.caption, summary)?);
    Ok(out)
}
