//! Draws Part VIII's figures.
//!
//! Part VIII's figures: a whole game with the row as it merges, and the
//! suffix maximum, step by step.

use std::fmt::{self, Write as _};

use stone_games::stone_game_viii::{
    book::{inclusive_prefix_sums, suffix_max_trace, SuffixStep},
    optimal_play,
};

use crate::draw::html::{escape, holds, math, KeyEntry};
use crate::draw::manifest::Figure;
use crate::draw::play_table::{self, verdict, Cell, Row};
use crate::draw::trace_table::{self, lights_what_it_names, number, value_box, Line, TraceRow};
use crate::Error;

/// The row as it stands, each stone a box; the stone the last move made,
/// if any, filled.
fn row_cell(row: &[i64], merged: bool) -> Result<Cell, fmt::Error> {
    let mut html = String::new();
    for (k, stone) in row.iter().enumerate() {
        let class = if merged && k == 0 {
            "sg-pile sg-merged"
        } else {
            "sg-pile"
        };
        write!(html, "<span class=\"{class}\">{}</span>", number(stone))?;
    }
    Ok(Cell { html, piles: true })
}

/// A signed number in a cell, with a true minus sign.
fn signed_cell(value: impl std::fmt::Display) -> Cell {
    Cell {
        html: number(value),
        piles: false,
    }
}

/// A whole game under optimal play, as the crate plays it: each move's x,
/// the row after it (the new stone, filled, is what the move scored) and
/// both totals.
pub fn play(figure: &Figure, stones: &[i32]) -> Result<String, Error> {
    let moves = optimal_play(stones)?;
    let mut row: Vec<i64> = stones.iter().map(|&s| i64::from(s)).collect();
    let mut rows = vec![Row {
        cells: vec![
            Cell::text(0),
            Cell::text("(start)"),
            row_cell(&row, false)?,
            Cell::text(0),
            Cell::text(0),
        ],
        caption: format!("The start: {} stones, Alice to move", stones.len()),
    }];
    for (turn, mv) in (1..).zip(&moves) {
        let merged: i64 = row[..mv.count].iter().sum();
        row.splice(..mv.count, [merged]);
        rows.push(Row {
            cells: vec![
                Cell::text(turn),
                Cell::text(format!("{}, x = {}", mv.player, mv.count)),
                row_cell(&row, true)?,
                signed_cell(mv.alice),
                signed_cell(mv.bob),
            ],
            // The crate's own wording of a move.
            caption: escape(&format!("Move {turn}: {mv}")).replace('-', "−"),
        });
    }
    let (alice, bob) = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
    let columns = [
        "Move",
        "Who merges",
        "The row after the move",
        "Alice",
        "Bob",
    ];
    let key = vec![KeyEntry::new(
        "sg-pile sg-merged",
        "2",
        "the new stone: the sum of the stones the move merged, and its score",
    )];
    play_table::render(
        figure,
        &columns,
        &rows,
        key,
        &format!(
            "Final score: Alice {}, Bob {}: {}.",
            number(alice),
            number(bob),
            verdict(alice - bob).replace('-', "−")
        ),
    )
}

/// The suffix maximum, step by step from the right: at each index j, the
/// prefix sum, the value of the position a move to j leaves, the move's net
/// worth and the maximum so far. A map above shows the stones and their
/// prefix sums; each step highlights the one it reads.
pub fn suffix_trace(figure: &Figure, stones: &[i32]) -> Result<String, Error> {
    let steps = suffix_max_trace(stones)?;
    let map = prefix_map(stones)?;
    let last = stones.len() - 1;
    let lines = steps
        .iter()
        .map(|step| suffix_step(step, last))
        .collect::<Result<Vec<Line>, Error>>()?;
    let answer = steps.last().map_or(0, |s| s.best);
    let entries = vec![KeyEntry::new(
        "sg-box sg-written",
        "5",
        "the maximum changes: the move that ends at j is the best so far",
    )];
    trace_table::render(
        figure,
        &map,
        &[
            "index",
            &math("P(j)")?,
            &math("D(j)")?,
            &math("P(j) - D(j)")?,
            &math("M(j)")?,
        ],
        &lines,
        entries,
        &format!(
            "The answer is the last step's maximum: {}, so {}.",
            math(&format!("D(0) = M(1) = {answer}"))?,
            verdict(answer).replace('-', "−")
        ),
    )
}

/// The key (`data-sg`) of the map's cell of the prefix sum P(j).
fn prefix_key(j: usize) -> String {
    format!("p-{j}")
}

/// The map above the trace: each index, its stone and its prefix sum.
fn prefix_map(stones: &[i32]) -> Result<String, Error> {
    let prefix = inclusive_prefix_sums(stones)?;
    let mut map = String::from("<div class=\"sg-scroll\"><table class=\"sg-table\"><thead><tr>");
    write!(map, "<th scope=\"col\">{}</th>", math("j")?)?;
    for j in 0..stones.len() {
        write!(map, "<th scope=\"col\">{j}</th>")?;
    }
    write!(map, "</tr></thead><tbody><tr><th scope=\"row\">stone</th>")?;
    for stone in stones {
        write!(map, "<td>{}</td>", number(stone))?;
    }
    write!(map, "</tr><tr><th scope=\"row\">{}</th>", math("P(j)")?)?;
    for (j, p) in prefix.iter().enumerate() {
        write!(
            map,
            "<td class=\"sg-cell\" data-sg=\"{}\">{}</td>",
            prefix_key(j),
            number(p)
        )?;
    }
    map.push_str("</tr></tbody></table></div>");
    Ok(map)
}

/// The row of the step at index j (the last index is `last`): its prefix sum, value,
/// net worth and maximum, the maximum lit when it changes.
fn suffix_step(step: &SuffixStep, last: usize) -> Result<Line, Error> {
    let j = step.index;
    // The prefix sum the step lights in the map above is the one its
    // caption names.
    let (caption, named) = suffix_caption(step, last)?;
    let reads = vec![prefix_key(j)];
    let said: Vec<String> = named.into_iter().map(prefix_key).collect();
    lights_what_it_names(&format!("M({j})"), "read", &reads, &said)?;
    let improved = j == last || step.candidate > step.value;
    let best_classes: &[&str] = if improved { &["sg-written"] } else { &[] };
    Ok(Line::Step(TraceRow {
        cells: vec![
            math(&format!("j = {j}"))?,
            number(step.prefix),
            number(step.value),
            number(step.candidate),
            value_box(&number(step.best), &math(&format!("M({j})"))?, best_classes),
        ],
        caption,
        reads,
    }))
}

/// What the step at index j does, in a sentence: the maximum it takes, and D(j);
/// with the prefix sums `P(k)` the sentence names.
fn suffix_caption(step: &SuffixStep, last: usize) -> Result<(String, Vec<usize>), Error> {
    let j = step.index;
    let d_text = if j == last {
        format!("{}: one stone left", math(&format!("D({j}) = 0"))?)
    } else {
        math(&format!("D({j}) = M({}) = {}", j + 1, step.value))?
    };
    Ok(if j == last {
        let caption = format!(
            "{}: merging everything scores {}, and {d_text}.",
            math(&format!("M({j}) = P({j}) - D({j})"))?,
            number(step.prefix)
        );
        (caption, vec![j])
    } else {
        let equation = format!(
            "M({j}) = max(M({}), P({j}) - D({j})) = max({}, {} - {}) = {}",
            j + 1,
            step.value,
            step.prefix,
            step.value,
            step.best
        );
        // The cells the equation names, from the step: M(j + 1) and D(j)
        // are what it read, P(j) its prefix sum, M(j) what it wrote.
        let cell = |name: &str, at: &[usize]| match (name, at) {
            ("M" | "D", &[k]) if k == j + usize::from(name == "M") => Some(step.value.into()),
            ("P", &[k]) if k == j => Some(step.prefix.into()),
            ("M", &[k]) if k == j => Some(step.best.into()),
            _ => None,
        };
        let named = holds(&format!("M({j})"), &equation, cell)?;
        let sums = named.into_iter().filter(|(name, _)| name == "P");
        let mut sums: Vec<usize> = sums.map(|(_, at)| at[0]).collect();
        sums.dedup();
        (format!("{}; {d_text}.", math(&equation)?), sums)
    })
}
