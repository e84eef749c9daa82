//! Draws Part V's figures.
//!
//! Part V's figures: the O(n²) method cell by cell, with its two pointers and
//! the two running maxima they read, and a whole game under optimal play.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use stone_games::stone_game_v::{
    book::{quadratic_trace, QuadraticStep},
    optimal_play, Move, Part,
};

use crate::draw::html::{escape, math, KeyEntry};
use crate::draw::manifest::Figure;
use crate::draw::play_table::{self, Cell, Row};
use crate::draw::trace_table::{
    self, box_row, drawn_boxes, draws_what_the_rules_give, number, value_box, Line, TraceRow,
};
use crate::Error;

/// What the cut after stone `k` of `step`'s interval may keep: `L` (the left
/// part), `R` (the right part), `LR` (either, a tie), or nothing for the
/// last stone, after which there is no cut. The pointers bracket every cut
/// (`keep_right <= keep_left`), so a cut that may keep neither part is a
/// wrong step, an error.
fn cut_label(step: &QuadraticStep, k: usize) -> Result<&'static str, Error> {
    if k == step.j {
        return Ok("");
    }
    match (k < step.keep_left, k >= step.keep_right) {
        (true, true) => Ok("LR"),
        (true, false) => Ok("L"),
        (false, true) => Ok("R"),
        (false, false) => {
            Err(format!("the cut after stone {k} keeps neither part: {step:?}").into())
        }
    }
}

/// A best option, or "none" when no cut allows it.
fn option(best: Option<u64>) -> String {
    best.map_or("none".to_string(), number)
}

/// The cuts `from..to` as words: "the cuts after stones 0 to 2", "the cut
/// after stone 3", "no cut".
fn cuts(from: usize, to: usize) -> String {
    match to.saturating_sub(from) {
        0 => "no cut".to_string(),
        1 => format!("the cut after stone {from}"),
        _ => format!("the cuts after stones {from} to {}", to - 1),
    }
}

/// The O(n²) method on `values`, from [`quadratic_trace`]: a heading per left
/// end i, one row per cell (i, j), with the interval's stones labelled by
/// what the cut after each may keep, the two pointers, the two maxima and the
/// score.
pub fn trace(figure: &Figure, values: &[u32]) -> Result<String, Error> {
    let steps = quadratic_trace(values)?;
    let mut lines = Vec::new();
    let mut current = None;
    // f(i, j) of each cell filled so far.
    let mut scores = BTreeMap::new();
    for step in &steps {
        if current != Some(step.i) {
            current = Some(step.i);
            lines.push(Line::Heading(format!(
                "Left end {}",
                math(&format!("i = {}", step.i))?
            )));
        }
        let line = quadratic_step(values, step)?;
        cuts_held(values, step, &scores, &line)?;
        scores.insert((step.i, step.j), step.score);
        lines.push(line);
    }
    let whole = steps.last().map_or(0, |s| s.score);
    trace_table::render(
        figure,
        "",
        &TRACE_COLUMNS,
        &lines,
        vec![KeyEntry::new(
            "sg-box",
            "3",
            "a stone; under it, what the cut after it may keep: L the left \
             part, R the right part, LR either (a tie)",
        )],
        &format!(
            "The last cell is the whole row: Alice scores {}.",
            number(whole)
        ),
    )
}

/// `Ok` when the row `line` of `step`'s cell (i, j) labels each cut by what
/// the sums of its two parts let it keep (L when the left part's is smaller,
/// R when larger, LR on a tie), when the cuts its caption names for each part
/// are those, and when the best values it names are the best of S + f over
/// them, from the `scores` of the cells filled before it: the figure held to
/// the rules, not to the pointers that drew it.
fn cuts_held(
    values: &[u32],
    step: &QuadraticStep,
    scores: &BTreeMap<(usize, usize), u64>,
    line: &Line,
) -> Result<(), Error> {
    let (i, j) = (step.i, step.j);
    let Line::Step(row) = line else {
        return Err("a cell's step is a row".into());
    };
    let sum = |a: usize, b: usize| values[a..=b].iter().map(|&v| u64::from(v)).sum::<u64>();
    let f = |a: usize, b: usize| {
        if a == b {
            Some(0)
        } else {
            scores.get(&(a, b)).copied()
        }
    };
    let what = format!("f({i}, {j})");
    let (mut labels, mut left, mut right) = (Vec::new(), Vec::new(), Vec::new());
    let (mut best_left, mut best_right) = (None, None);
    for k in i..j {
        let (l, r) = (sum(i, k), sum(k + 1, j));
        labels.push(match l.cmp(&r) {
            std::cmp::Ordering::Less => "L",
            std::cmp::Ordering::Greater => "R",
            std::cmp::Ordering::Equal => "LR",
        });
        if l <= r {
            left.push(k);
            best_left = best_left.max(f(i, k).map(|f| l + f));
        }
        if l >= r {
            right.push(k);
            best_right = best_right.max(f(k + 1, j).map(|f| r + f));
        }
    }
    labels.push("");
    let drawn: Vec<String> = drawn_boxes(&row.cells[1])
        .into_iter()
        .map(|b| b.label)
        .collect();
    let labels: Vec<String> = labels.iter().map(|l| l.to_string()).collect();
    draws_what_the_rules_give(&what, "cut labels", &drawn, &labels)?;
    // The caption names, for each part, the cuts that may keep it and the
    // best of them; and f(i, j), the better part.
    for (part, kept, best) in [("left", &left, best_left), ("right", &right, best_right)] {
        let said = match (kept.first(), kept.last(), best) {
            (Some(&a), Some(&b), Some(best)) => format!(
                "{} may keep the {part} part, the best worth {}",
                cuts(a, b + 1),
                number(best)
            ),
            _ => format!("no cut may keep the {part} part"),
        };
        if !row.caption.contains(&said) {
            return Err(format!(
                "the caption of {what} does not say \"{said}\", as the sums give: {}",
                row.caption
            )
            .into());
        }
    }
    let best = best_left.max(best_right);
    draws_what_the_rules_give(&what, "f", &[Some(step.score)], &[best])
}

/// The trace's columns.
const TRACE_COLUMNS: [&str; 7] = [
    "Cell",
    "The interval, each stone labelled by its cut",
    "ℓ",
    "r",
    "Best keeping left",
    "Best keeping right",
    "Score",
];

/// The row of the cell (i, j): the interval's stones, each labelled by its
/// cut, the pointers, the maxima and the score, and in its caption what the
/// cuts may keep.
fn quadratic_step(values: &[u32], step: &QuadraticStep) -> Result<Line, Error> {
    let stones = (step.i..=step.j)
        .map(|k| Ok(value_box(&number(values[k]), cut_label(step, k)?, &[])))
        .collect::<Result<Vec<String>, Error>>()?;
    let (i, j) = (step.i, step.j);
    let left = match step.left {
        Some(best) => format!(
            "{} may keep the left part, the best worth {}",
            cuts(i, step.keep_left),
            number(best)
        ),
        None => "no cut may keep the left part".to_string(),
    };
    let right = match step.right {
        Some(best) => format!(
            "{} may keep the right part, the best worth {}",
            cuts(step.keep_right, j),
            number(best)
        ),
        None => "no cut may keep the right part".to_string(),
    };
    Ok(Line::Step(TraceRow {
        cells: vec![
            math(&format!("({i}, {j})"))?,
            box_row(&stones),
            number(step.keep_left),
            number(step.keep_right),
            option(step.left),
            option(step.right),
            number(step.score),
        ],
        caption: format!(
            "{}: {left}; {right}.",
            math(&format!("f({i}, {j}) = {}", step.score))?
        ),
        reads: vec![],
    }))
}

/// A whole game under optimal play, from [`optimal_play`]: one table row per
/// round, with the cut, the two sums, the part kept and Alice's score.
pub fn play(figure: &Figure, values: &[u32]) -> Result<String, Error> {
    let moves = optimal_play(values)?;
    // The round in which each stone was thrown away, if it was.
    let mut thrown: Vec<Option<usize>> = vec![None; values.len()];
    let mut rows = vec![Row {
        cells: vec![
            Cell::text(0),
            Cell::text("(start)"),
            Cell::text(""),
            Cell::text(""),
            row_after(values, &thrown, 0)?,
            Cell::text(0),
        ],
        caption: escape(&format!("The start: {} stones, Alice to cut", values.len())),
    }];
    for (round, mv) in (1..).zip(&moves) {
        rows.push(round_row(values, &mut thrown, round, mv)?);
    }
    let score = moves.last().map_or(0, |m| m.alice);
    play_table::render(
        figure,
        &[
            "Round",
            "Cut",
            "Sums",
            "Kept",
            "The row after the round",
            "Score",
        ],
        &rows,
        vec![
            KeyEntry::new(
                "sg-pile sg-just-taken",
                "5",
                "the stones Bob throws away this round",
            ),
            KeyEntry::new("sg-pile sg-taken", "5", "stones thrown away earlier"),
        ],
        &escape(&format!("{} rounds; Alice scores {score}.", moves.len())),
    )
}

/// The row of stones after round `now`, given the round each was `thrown`
/// away in: those thrown away this round and earlier marked apart.
fn row_after(values: &[u32], thrown: &[Option<usize>], now: usize) -> Result<Cell, Error> {
    let mut html = String::new();
    for (v, gone) in values.iter().zip(thrown) {
        let class = match gone {
            Some(round) if *round == now => "sg-pile sg-just-taken",
            Some(_) => "sg-pile sg-taken",
            None => "sg-pile",
        };
        write!(html, "<span class=\"{class}\">{}</span>", number(v))?;
    }
    Ok(Cell { html, piles: true })
}

/// The row of a round: its cut, the two sums, the part kept and the score;
/// the stones thrown away are marked with the round in `thrown`.
fn round_row(
    values: &[u32],
    thrown: &mut [Option<usize>],
    round: usize,
    mv: &Move,
) -> Result<Row, Error> {
    let part = |range: &std::ops::Range<usize>| {
        values[range.clone()]
            .iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let cut = format!("{} | {}", part(&mv.left), part(&mv.right));
    let (kept, gone) = match mv.kept {
        Part::Left => (&mv.left, &mv.right),
        Part::Right => (&mv.right, &mv.left),
    };
    for slot in &mut thrown[gone.clone()] {
        *slot = Some(round);
    }
    let kept_text = if mv.is_tie() {
        format!("{} (a tie: Alice's choice)", mv.kept)
    } else {
        mv.kept.to_string()
    };
    let scored = values[kept.clone()]
        .iter()
        .map(|&v| u64::from(v))
        .sum::<u64>();
    Ok(Row {
        cells: vec![
            Cell::text(round),
            Cell::text(&cut),
            Cell::text(format!("{} against {}", mv.left_sum, mv.right_sum)),
            Cell::text(&kept_text),
            row_after(values, thrown, round)?,
            Cell::text(mv.alice),
        ],
        caption: escape(&format!(
            "Round {round}: {cut}, {} against {}; the {} part stays, \
             and Alice scores {scored}: {} in all",
            mv.left_sum, mv.right_sum, mv.kept, mv.alice
        )),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cut_labels_follow_the_pointers() {
        let steps = quadratic_trace(&[3, 0, 0, 3]).unwrap();
        let whole = steps.last().unwrap();
        let labels: Result<Vec<&str>, _> = (0..4).map(|k| cut_label(whole, k)).collect();
        assert_eq!(labels.unwrap(), ["LR", "LR", "LR", ""]);
        let steps = quadratic_trace(&[6, 2, 3, 4, 5, 5]).unwrap();
        let whole = steps.last().unwrap();
        let labels: Result<Vec<&str>, _> = (0..6).map(|k| cut_label(whole, k)).collect();
        assert_eq!(labels.unwrap(), ["L", "L", "L", "R", "R", ""]);
        // A step whose pointers leave a cut out is refused, not drawn.
        let wrong = QuadraticStep {
            keep_left: whole.i,
            keep_right: whole.j,
            ..*whole
        };
        assert!(cut_label(&wrong, whole.i).is_err());
    }

    #[test]
    fn cuts_are_named_in_words() {
        assert_eq!(cuts(3, 3), "no cut");
        assert_eq!(cuts(2, 3), "the cut after stone 2");
        assert_eq!(cuts(0, 3), "the cuts after stones 0 to 2");
    }
}
