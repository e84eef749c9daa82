//! Part II's figures: the states a game reaches, and optimal play.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use stone_games::stone_game_ii::{optimal_play, reached_states, state_table};

use crate::html::{escape, key, math, math_in_text, math_names, KeyEntry};
use crate::play_table::{self, pile_row, Cell, Pile, Row};
use crate::Figure;

/// The grid of states (i, M) for a short row: columns are i, rows are M. A reached state
/// shows its value f(i, M); a leaf (i + 2M >= n) is marked as such; a state the table keeps
/// (within the simple bound M <= max(1, i), not a leaf) that no game reaches is hatched; the
/// rest is empty.
pub fn states(figure: &Figure, piles: &[u32]) -> Result<String, String> {
    let n = piles.len();
    let table = state_table(piles).map_err(|e| e.to_string())?;
    let reached: BTreeSet<(usize, usize)> = reached_states(n)
        .map_err(|e| e.to_string())?
        .into_iter()
        .collect();
    let largest_m = reached
        .iter()
        .map(|&(_, m)| m)
        .max()
        .unwrap_or(1)
        .max(n.div_ceil(2));
    let (mut inner, mut leaves, mut unreached) = (0, 0, 0);

    let mut out = String::new();
    write!(
        out,
        "<figure class=\"sg-figure\" id=\"fig-{}\"><div class=\"sg-scroll\"><table class=\"sg-table sg-states\">\
         <thead><tr><th scope=\"col\" class=\"sg-corner\"><span class=\"sg-math\"><i>M</i> \\ <i>i</i></span></th>",
        figure.id
    )
    .unwrap();
    for (i, pile) in piles.iter().enumerate() {
        write!(
            out,
            "<th scope=\"col\">{i}<span class=\"sg-pile-label\">{pile}</span></th>"
        )
        .unwrap();
    }
    out.push_str("</tr></thead><tbody>");
    for m in 1..=largest_m {
        write!(out, "<tr><th scope=\"row\">{m}</th>").unwrap();
        for i in 0..n {
            let kept_by_the_table = m <= i.max(1) && i + 2 * m < n;
            let value = table.value(i, m);
            match (reached.contains(&(i, m)), kept_by_the_table, value) {
                (true, _, Some(v)) if i + 2 * m >= n => {
                    leaves += 1;
                    write!(out, "<td class=\"sg-leaf\" title=\"leaf: takes all that is left\">{v}</td>").unwrap();
                }
                (true, _, Some(v)) => {
                    inner += 1;
                    let class = if (i, m) == (0, 1) {
                        "sg-cell sg-answer"
                    } else {
                        "sg-cell"
                    };
                    write!(out, "<td class=\"{class}\">{v}</td>").unwrap();
                }
                (false, true, _) => {
                    // The table keeps it (within the bound, not a leaf), but no game gets here.
                    unreached += 1;
                    out.push_str("<td class=\"sg-unreached\" title=\"within the bound, never reached\"></td>");
                }
                _ => out.push_str("<td class=\"sg-blank\"></td>"),
            }
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div>");
    out.push_str(&key(&[
        KeyEntry {
            sample_class: "sg-cell",
            sample_text: "9",
            meaning: format!(
                "the {inner} reached states that need a decision, with their value {}",
                math("f(i, M)")?
            ),
            while_stepping: false,
        },
        KeyEntry {
            sample_class: "sg-cell sg-answer",
            sample_text: "9",
            meaning: format!("the answer, {}", math(&format!("f(0, 1) = {}", table.answer()))?),
            while_stepping: false,
        },
        KeyEntry {
            sample_class: "sg-leaf",
            sample_text: "9",
            meaning: format!(
                "the {leaves} reached leaves ({}), worth all that is left",
                math("i + 2M >= n")?
            ),
            while_stepping: false,
        },
        KeyEntry {
            sample_class: "sg-unreached",
            sample_text: "",
            meaning: format!(
                "{unreached} states that the bound {} keeps but no game reaches",
                math("M <= max(1, i)")?
            ),
            while_stepping: false,
        },
        KeyEntry {
            sample_class: "sg-blank",
            sample_text: "",
            meaning: "the rest, never reached".into(),
            while_stepping: false,
        },
    ]));
    writeln!(
        out,
        "<figcaption>{}</figcaption></figure>",
        math_in_text(&figure.caption)?
    )
    .unwrap();
    Ok(out)
}

/// A whole game under optimal play, one table row per move: who, how many piles, M after,
/// the row with the piles taken, and both totals.
pub fn play(figure: &Figure, piles: &[u32]) -> Result<String, String> {
    let moves = optimal_play(piles).map_err(|e| e.to_string())?;
    // The move that took each pile.
    let mut taken_by: Vec<Option<usize>> = vec![None; piles.len()];
    let mut rows = vec![Row {
        cells: vec![
            Cell::text(0),
            Cell::text(""),
            Cell::text("(start)"),
            Cell::text(1),
            pile_row(piles, |_| Pile::Left),
            Cell::text(0),
            Cell::text(0),
        ],
        caption: format!(
            "The start: {} piles, {}, Alice to move",
            piles.len(),
            math("M = 1")?
        ),
    }];
    for (k, mv) in moves.iter().enumerate() {
        for slot in &mut taken_by[mv.first..mv.first + mv.count] {
            *slot = Some(k);
        }
        let what = if mv.count == 1 {
            format!("1 pile: {}", mv.stones)
        } else {
            format!("{} piles: {}", mv.count, mv.stones)
        };
        rows.push(Row {
            cells: vec![
                Cell::text(k + 1),
                Cell::text(mv.player),
                Cell::text(what),
                Cell::text(mv.m),
                pile_row(piles, |p| match taken_by[p] {
                    Some(t) if t == k => Pile::JustTaken,
                    Some(_) => Pile::Taken,
                    None => Pile::Left,
                }),
                Cell::text(mv.alice),
                Cell::text(mv.bob),
            ],
            // The crate's own wording of a move, with its M set as math.
            caption: format!(
                "Move {}: {}",
                k + 1,
                math_names(&mv.to_string(), &['M'])
            ),
        });
    }
    let (alice, bob) = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
    play_table::render(
        figure,
        &[
            "Move",
            "Who",
            "Takes",
            "<span class=\"sg-math\"><i>M</i></span> after",
            "The row after the move",
            "Alice",
            "Bob",
        ],
        &rows,
        play_table::pile_key(),
        &escape(&format!("Final score: Alice {alice}, Bob {bob}.")),
    )
}
