//! Part II's figures: the states a game reaches, and optimal play.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use stone_games::stone_game_ii::{optimal_play, reached_states, state_table};

use crate::html::{escape, steps_script, Step};
use crate::{piles_of, Spec};

/// The grid of states (i, M) for a short row: columns are i, rows are M. A reached state
/// shows its value f(i, M); a leaf (i + 2M >= n) is marked as such; a state the table keeps
/// (within the simple bound M <= max(1, i), not a leaf) that no game reaches is hatched; the
/// rest is empty.
pub fn states(spec: &Spec) -> Result<String, String> {
    let piles = piles_of(spec)?;
    let n = piles.len();
    if !(1..=16).contains(&n) {
        return Err("a states figure is drawn for rows of 1 to 16 piles".into());
    }
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
        "<figure class=\"sg-figure\" id=\"fig-{}\" aria-label=\"{}\"><div class=\"sg-scroll\"><table class=\"sg-table sg-states\">",
        spec.id,
        escape(&spec.caption)
    )
    .unwrap();
    out.push_str(
        "<thead><tr><th scope=\"col\" class=\"sg-corner\">M \\ i</th>",
    );
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
    writeln!(
        out,
        "<figcaption>{} Plain cells: the {inner} reached states that need a decision, with their \
         value f(i, M); framed, the answer f(0, 1) = {}. Shaded: the {leaves} reached leaves \
         (i + 2M ≥ n), worth all that is left. Hatched: {unreached} states that the bound M ≤ max(1, i) \
         keeps but no game reaches. Empty: the rest, never reached.</figcaption></figure>",
        escape(&spec.caption),
        table.answer()
    )
    .unwrap();
    Ok(out)
}

/// A whole game under optimal play, one table row per move: who, how many piles, M after,
/// the row with the piles taken, and both totals.
pub fn play(spec: &Spec) -> Result<String, String> {
    let piles = piles_of(spec)?;
    let moves = optimal_play(piles).map_err(|e| e.to_string())?;
    let mut taken_by: Vec<Option<usize>> = vec![None; piles.len()]; // the move that took each pile

    let mut out = String::new();
    write!(
        out,
        "<figure class=\"sg-figure sg-stepper\" id=\"fig-{}\" aria-label=\"{}\"><div class=\"sg-scroll\"><table class=\"sg-play\"><thead><tr>\
         <th scope=\"col\">Move</th><th scope=\"col\">Who</th><th scope=\"col\">Takes</th><th scope=\"col\">M after</th>\
         <th scope=\"col\">The row after the move</th><th scope=\"col\">Alice</th><th scope=\"col\">Bob</th></tr></thead><tbody>",
        spec.id,
        escape(&spec.caption)
    )
    .unwrap();
    let row_of = |taken_by: &[Option<usize>], current: Option<usize>| {
        let mut cells = String::new();
        for (k, pile) in piles.iter().enumerate() {
            let class = match taken_by[k] {
                Some(t) if Some(t) == current => "sg-pile sg-just-taken",
                Some(_) => "sg-pile sg-taken",
                None => "sg-pile",
            };
            write!(cells, "<span class=\"{class}\">{pile}</span>").unwrap();
        }
        cells
    };
    write!(
        out,
        "<tr data-sg=\"move-0\"><td>0</td><td></td><td>(start)</td><td>1</td><td class=\"sg-row\">{}</td><td>0</td><td>0</td></tr>",
        row_of(&taken_by, None)
    )
    .unwrap();
    let mut steps = vec![Step {
        target: "move-0".into(),
        reads: vec![],
        caption: format!(
            "The start: {} piles, M = 1, Alice to move",
            piles.len()
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
        write!(
            out,
            "<tr data-sg=\"move-{}\"><td>{}</td><td>{}</td><td>{what}</td><td>{}</td><td class=\"sg-row\">{}</td><td>{}</td><td>{}</td></tr>",
            k + 1,
            k + 1,
            mv.player,
            mv.m,
            row_of(&taken_by, Some(k)),
            mv.alice,
            mv.bob
        )
        .unwrap();
        steps.push(Step {
            target: format!("move-{}", k + 1),
            reads: vec![],
            caption: format!("Move {}: {}", k + 1, mv),
        });
    }
    out.push_str("</tbody></table></div>");
    out.push_str(&steps_script(&steps));
    let (alice, bob) = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
    writeln!(
        out,
        "<figcaption>{} Final score: Alice {alice}, Bob {bob}.</figcaption></figure>",
        escape(&spec.caption)
    )
    .unwrap();
    Ok(out)
}
