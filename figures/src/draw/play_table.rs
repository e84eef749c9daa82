//! The one skeleton of every "whole game under optimal play" figure: a table with a row per
//! move (the start first), a step-through that shows the moves one by one, a key, and a
//! caption. Each game fills in its own columns.

use std::fmt::{self, Display, Write as _};
use std::ops::Range;

use crate::draw::html::KeyEntry;
use crate::draw::manifest::Figure;
use crate::draw::step_table::StepTable;
use crate::draw::trace_table::number;
use crate::Error;
use stone_games::shared::Player;

/// Who ends ahead, from Alice's score minus Bob's, in the captions of every game that
/// scores both players: "Alice ends 3 ahead", "the game is a tie".
pub fn verdict(difference: impl Into<i128>) -> String {
    match difference.into() {
        a if a > 0 => format!("Alice ends {a} ahead"),
        0 => "the game is a tie".to_string(),
        a => format!("Bob ends {} ahead", -a),
    }
}

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
            html: crate::draw::html::escape(&text.to_string()),
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

/// A game both players score in, table row by table row: the row of piles (or
/// values), each with the number of the move that took it, counting from 1.
pub struct ScoreGame<'a, T> {
    piles: &'a [T],
    taken_by: Vec<Option<usize>>,
    rows: Vec<Row>,
    // Alice's total and Bob's after the last row.
    totals: [i128; 2],
}

/// One move of a game both players score in, as its table row shows it.
pub struct Played {
    /// The positions of the piles the move took.
    pub taken: Range<usize>,
    /// Who moved.
    pub mover: Player,
    /// What the move scored, to `mover`.
    pub points: i128,
    /// What the move took.
    pub takes: Cell,
    /// The cells of the game's own columns (those of `extra_columns`).
    pub extra: Vec<Cell>,
    /// Alice's total and Bob's after the move, as the game's record says:
    /// [`ScoreGame::push`] refuses them unless they are the last row's, with
    /// `points` to the mover.
    pub totals: [i128; 2],
    /// What the step says, HTML.
    pub caption: String,
}

impl<'a, T: Display> ScoreGame<'a, T> {
    /// The start of a game on `piles`: nothing taken, both totals at 0, the
    /// `extra` cells, and `caption`.
    pub fn new(piles: &'a [T], extra: Vec<Cell>, caption: String) -> Result<Self, fmt::Error> {
        let mut game = ScoreGame {
            piles,
            taken_by: vec![None; piles.len()],
            rows: Vec::new(),
            totals: [0, 0],
        };
        let mut cells = vec![Cell::text(0), Cell::text(""), Cell::text("(start)")];
        cells.extend(extra);
        cells.extend([game.pile_row()?, Cell::text(0), Cell::text(0)]);
        game.rows.push(Row { cells, caption });
        Ok(game)
    }

    /// The row of the next move.
    ///
    /// # Errors
    ///
    /// [`Error::Message`] when the move's `totals` are not the last row's
    /// with its `points` to its mover: a figure that would show the totals
    /// of another game (swapped, say) is not drawn.
    pub fn push(&mut self, played: Played) -> Result<(), Error> {
        let turn = self.rows.len();
        let mut expected = self.totals;
        expected[usize::from(played.mover == Player::Bob)] += played.points;
        if played.totals != expected {
            return Err(Error::Message(format!(
                "move {turn} ({}, {} points) gives the totals {:?}, not the last \
                 row's {:?} with its points: {expected:?}",
                played.mover, played.points, played.totals, self.totals
            )));
        }
        self.totals = expected;
        for slot in &mut self.taken_by[played.taken] {
            *slot = Some(turn);
        }
        // A total may be negative (Stone Game III): a true minus sign.
        let [alice, bob] = played.totals.map(|total| Cell {
            html: number(total),
            piles: false,
        });
        let who = Cell::text(played.mover);
        let mut cells = vec![Cell::text(turn), who, played.takes];
        cells.extend(played.extra);
        cells.extend([self.pile_row()?, alice, bob]);
        self.rows.push(Row {
            cells,
            caption: played.caption,
        });
        Ok(())
    }

    /// The row of piles after the last move, each a box: those taken earlier
    /// greyed and struck through, those the last move took filled.
    fn pile_row(&self) -> Result<Cell, fmt::Error> {
        let now = self.rows.len();
        let mut html = String::new();
        for (pile, taken) in self.piles.iter().zip(&self.taken_by) {
            let class = match taken {
                Some(turn) if *turn == now => "sg-pile sg-just-taken",
                Some(_) => "sg-pile sg-taken",
                None => "sg-pile",
            };
            write!(html, "<span class=\"{class}\">{}</span>", number(pile))?;
        }
        Ok(Cell { html, piles: true })
    }

    /// The figure: the columns are the move, who made it, what it took, the
    /// `extra_columns`, the row after the move and both totals; the key names
    /// the `things` in the row (`piles`, `values`), with `sample` in the
    /// samples; the caption is followed by `summary` (HTML).
    pub fn render(
        self,
        figure: &Figure,
        extra_columns: &[&str],
        things: (&str, &'static str),
        summary: &str,
    ) -> Result<String, Error> {
        let verb = ("Takes", "takes", "taken");
        self.render_with_verb(figure, verb, extra_columns, things, summary)
    }

    /// [`render`](Self::render), with the verb of a move in place of "take":
    /// the column's header, the present ("this move removes") and the past
    /// participle ("removed earlier"). Part VII's moves remove a stone and
    /// score the others, so its figures say "Removes".
    pub fn render_with_verb(
        self,
        figure: &Figure,
        (header, verb, past): (&str, &str, &str),
        extra_columns: &[&str],
        (things, sample): (&str, &'static str),
        summary: &str,
    ) -> Result<String, Error> {
        let mut columns = vec!["Move", "Who", header];
        columns.extend(extra_columns);
        columns.extend(["The row after the move", "Alice", "Bob"]);
        let key = vec![
            KeyEntry::new(
                "sg-pile sg-just-taken",
                sample,
                format!("the {things} this move {verb}"),
            ),
            KeyEntry::new(
                "sg-pile sg-taken",
                sample,
                format!("{things} {past} earlier"),
            ),
        ];
        render(figure, &columns, &self.rows, key, summary)
    }
}

/// `Ok` when the totals a play table's `summary` states ("Final score: Alice
/// 9, Bob 8", "Final totals: ..."; and "Alice ends 1 ahead", "Bob ends ..."
/// or "a tie" if it says so) are the last row's `Alice` and `Bob` cells, if
/// the table has those columns: the summary is typed
/// apart from the rows, and a redraw would commit the two disagreeing.
///
/// # Errors
///
/// When the summary states other totals, or another lead, naming both.
fn summary_agrees(columns: &[&str], rows: &[Row], summary: &str) -> Result<(), Error> {
    let value = |text: &str| -> Option<i128> {
        let plain: String = text
            .replace('−', "-")
            .chars()
            .filter(|c| c.is_ascii_digit() || *c == '-')
            .collect();
        plain.parse().ok()
    };
    let column = |name: &str| columns.iter().position(|c| *c == name);
    let (Some(a), Some(b), Some(last)) = (column("Alice"), column("Bob"), rows.last()) else {
        return Ok(());
    };
    let (Some(alice), Some(bob)) = (value(&last.cells[a].html), value(&last.cells[b].html)) else {
        return Ok(());
    };
    let said = |after: &str| -> Option<i128> {
        let rest = &summary[summary.find(after)? + after.len()..];
        value(rest.split([',', ':', ';', '.']).next()?)
    };
    let stated = (said(": Alice "), said(", Bob "));
    if stated != (Some(alice), Some(bob)) {
        return Err(format!(
            "the summary \"{summary}\" states the totals {stated:?}, and the table's last \
             row Alice {alice}, Bob {bob}"
        )
        .into());
    }
    let lead = verdict(alice - bob);
    let says_lead = summary.contains("ends") || summary.contains("tie");
    if says_lead && !summary.replace('−', "-").contains(&lead) {
        return Err(format!(
            "the summary \"{summary}\" does not say \"{lead}\", which the table's last row \
             (Alice {alice}, Bob {bob}) gives"
        )
        .into());
    }
    Ok(())
}

/// The figure: `columns` as the header, one row per entry of `rows`, the key `extra_key`
/// after the entries every play table has, and the caption followed by `summary` (HTML).
pub fn render(
    figure: &Figure,
    columns: &[&str],
    rows: &[Row],
    extra_key: Vec<KeyEntry>,
    summary: &str,
) -> Result<String, Error> {
    summary_agrees(columns, rows, summary)?;
    let mut table = StepTable::new(figure, "", "", "sg-play", columns, "move")?;
    for row in rows {
        let cells: Vec<String> = row
            .cells
            .iter()
            .map(|cell| {
                let class = if cell.piles { " class=\"sg-row\"" } else { "" };
                format!("<td{class}>{}</td>", cell.html)
            })
            .collect();
        table.step(&cells, &[], &row.caption)?;
    }
    table.finish(figure, extra_key, summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_summary_states_the_last_rows_totals_and_lead() {
        let columns = ["Move", "Alice", "Bob"];
        let row = |a: i32, b: i32| Row {
            cells: vec![Cell::text(1), Cell::text(number(a)), Cell::text(number(b))],
            caption: String::new(),
        };
        let rows = [row(0, 0), row(2, -3)];
        let right = "Final score: Alice 2, Bob −3: Alice ends 5 ahead.";
        assert!(summary_agrees(&columns, &rows, right).is_ok());
        let swapped = "Final score: Alice −3, Bob 2: Alice ends 5 ahead.";
        let message = summary_agrees(&columns, &rows, swapped)
            .unwrap_err()
            .to_string();
        assert!(message.contains("last row Alice 2, Bob -3"), "{message}");
        let lead = "Final totals: Alice 2, Bob −3: Bob ends 5 ahead.";
        assert!(summary_agrees(&columns, &rows, lead).is_err());
        // A table with no totals has nothing to agree with.
        assert!(summary_agrees(&["Move"], &rows, "Alice wins.").is_ok());
    }
}
