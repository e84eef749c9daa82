//! Part I's figures: the game tree, the interval table and the optimal play.

use std::fmt::Write as _;

use stone_games::stone_game::{optimal_play, score_table};

use crate::html::{
    escape, key, math, math_in_text, plain, steps_script, KeyEntry, Step,
};
use crate::play_table::{self, pile_row, Cell, Pile, Row};
use crate::Figure;

/// The step-through key of the table cell (i, j), unique within its figure (a page may
/// show the same figure twice, as the print page does, so keys are not HTML ids).
fn cell_key(i: usize, j: usize) -> String {
    format!("d-{i}-{j}")
}

/// The interval table `D(i, j)` of [`score_table`], with a step-through of its filling in
/// the order the code fills it: the diagonal, then by interval length.
pub fn table(figure: &Figure, piles: &[u32]) -> Result<String, String> {
    let n = piles.len();
    if n == 0 {
        return Err("the table of an empty row has no cells".into());
    }
    let table = score_table(piles).map_err(|e| e.to_string())?;
    let d = |i: usize, j: usize| table[(i, j)];

    let mut steps = Vec::new();
    for (i, &pile) in piles.iter().enumerate() {
        steps.push(Step {
            target: cell_key(i, i),
            reads: vec![],
            caption: format!(
                "{}: one pile left, the player to move takes it",
                math(&format!("D({i}, {i}) = {pile}"))?
            ),
        });
    }
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            steps.push(Step {
                target: cell_key(i, j),
                reads: vec![cell_key(i + 1, j), cell_key(i, j - 1)],
                caption: math(&format!(
                    "D({i}, {j}) = max({pi} - D({i1}, {j}), {pj} - D({i}, {j1})) = max({pi} - {a}, {pj} - {b}) = {v}",
                    pi = piles[i],
                    pj = piles[j],
                    i1 = i + 1,
                    j1 = j - 1,
                    a = signed(d(i + 1, j)),
                    b = signed(d(i, j - 1)),
                    v = d(i, j),
                ))?,
            });
        }
    }

    let mut out = String::new();
    let answer = d(0, n - 1);
    write!(
        out,
        "<figure class=\"sg-figure sg-stepper\" id=\"fig-{}\">",
        figure.id
    )
    .unwrap();
    out.push_str(
        "<div class=\"sg-scroll\"><table class=\"sg-table\"><thead><tr><th scope=\"col\" class=\"sg-corner\">\
         <span class=\"sg-math\"><i>i</i> \\ <i>j</i></span></th>",
    );
    for (j, pile) in piles.iter().enumerate() {
        write!(
            out,
            "<th scope=\"col\">{j}<span class=\"sg-pile-label\">{pile}</span></th>"
        )
        .unwrap();
    }
    out.push_str("</tr></thead><tbody>");
    for (i, pile) in piles.iter().enumerate() {
        write!(
            out,
            "<tr><th scope=\"row\">{i}<span class=\"sg-pile-label\">{pile}</span></th>"
        )
        .unwrap();
        for j in 0..n {
            if j < i {
                out.push_str("<td class=\"sg-blank\"></td>");
            } else {
                let class = if (i, j) == (0, n - 1) {
                    "sg-cell sg-answer"
                } else {
                    "sg-cell"
                };
                write!(
                    out,
                    "<td class=\"{class}\" data-sg=\"{}\">{}</td>",
                    cell_key(i, j),
                    d(i, j)
                )
                .unwrap();
            }
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div>");
    out.push_str(&steps_script(&steps));
    out.push_str(&key(&[
        KeyEntry {
            sample_class: "sg-swatch-current",
            sample_text: "4",
            meaning: "the cell being filled".into(),
            while_stepping: true,
        },
        KeyEntry {
            sample_class: "sg-swatch-read",
            sample_text: "1",
            meaning: "the two cells it reads".into(),
            while_stepping: true,
        },
        KeyEntry {
            sample_class: "sg-cell sg-answer",
            sample_text: "1",
            meaning: format!(
                "the answer, {}",
                math(&format!("D(0, {})", n - 1))?
            ),
            while_stepping: false,
        },
    ]));
    let verdict = match answer {
        a if a > 0 => format!("the first player ends {a} ahead"),
        0 => "the game is a tie".to_string(),
        a => format!("the first player ends {} behind", -a),
    };
    writeln!(
        out,
        "<figcaption>{} The answer is in the top-right cell: {}, so {verdict}.</figcaption></figure>",
        math_in_text(&figure.caption)?,
        math(&format!("D(0, {}) = {}", n - 1, signed(answer)))?
    )
    .unwrap();
    Ok(out)
}

/// A value as it sits in a formula: a negative one in parentheses, so that `5 - -3`
/// reads `5 − (−3)`.
fn signed(value: i64) -> String {
    if value < 0 {
        format!("({value})")
    } else {
        value.to_string()
    }
}

/// A whole game under optimal play: one table row per move, with the row of piles after
/// the move (taken piles greyed, the pile just taken marked) and both totals.
pub fn play(figure: &Figure, piles: &[u32]) -> Result<String, String> {
    let moves = optimal_play(piles).map_err(|e| e.to_string())?;
    let mut taken = vec![false; piles.len()];
    let mut rows = vec![Row {
        cells: vec![
            Cell::text(0),
            Cell::text(""),
            Cell::text("(start)"),
            pile_row(piles, |_| Pile::Left),
            Cell::text(0),
            Cell::text(0),
        ],
        caption: format!("The start: {} piles, Alice to move", piles.len()),
    }];
    for (k, mv) in moves.iter().enumerate() {
        taken[mv.index] = true;
        rows.push(Row {
            cells: vec![
                Cell::text(k + 1),
                Cell::text(mv.player),
                Cell::text(format!("{} from the {}", mv.stones, mv.end)),
                pile_row(piles, |p| match (p == mv.index, taken[p]) {
                    (true, _) => Pile::JustTaken,
                    (false, true) => Pile::Taken,
                    (false, false) => Pile::Left,
                }),
                Cell::text(mv.alice),
                Cell::text(mv.bob),
            ],
            // The crate's own wording of a move.
            caption: escape(&format!("Move {}: {mv}", k + 1)),
        });
    }
    let (alice, bob) = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
    play_table::render(
        figure,
        &[
            "Move",
            "Who",
            "Takes",
            "The row after the move",
            "Alice",
            "Bob",
        ],
        &rows,
        play_table::pile_key(),
        &format!("Final score: Alice {alice}, Bob {bob}."),
    )
}

/// A node of the drawn game tree: the row `lo..hi` still to be played.
struct Node {
    lo: usize,
    hi: usize,
    depth: usize,
    x: f64,
    parent: Option<usize>,
    /// The pile taken to get here from the parent.
    taken: u32,
}

/// Lays the tree out: leaves evenly spaced from left to right, each parent centred
/// above its two children.
struct Layout<'a> {
    piles: &'a [u32],
    nodes: Vec<Node>,
    next_leaf_x: f64,
}

impl Layout<'_> {
    const LEAF_GAP: f64 = 34.0;

    /// Add the node for `lo..hi` and its subtree (left move first); return its x.
    fn walk(
        &mut self,
        lo: usize,
        hi: usize,
        depth: usize,
        parent: Option<usize>,
        taken: u32,
    ) -> f64 {
        let me = self.nodes.len();
        self.nodes.push(Node {
            lo,
            hi,
            depth,
            x: 0.0,
            parent,
            taken,
        });
        let x = if hi - lo == 1 {
            self.next_leaf_x += Self::LEAF_GAP;
            self.next_leaf_x - Self::LEAF_GAP / 2.0
        } else {
            let left =
                self.walk(lo + 1, hi, depth + 1, Some(me), self.piles[lo]);
            let right =
                self.walk(lo, hi - 1, depth + 1, Some(me), self.piles[hi - 1]);
            (left + right) / 2.0
        };
        self.nodes[me].x = x;
        x
    }
}

/// The whole game tree of a short row as an SVG: each node is a row still to be played,
/// with its value; a dashed node is a row already met earlier in the search.
pub fn tree(figure: &Figure, piles: &[u32]) -> Result<String, String> {
    let n = piles.len();
    let values = score_table(piles).map_err(|e| e.to_string())?;
    let mut layout = Layout {
        piles,
        nodes: Vec::new(),
        next_leaf_x: 0.0,
    };
    layout.walk(0, n, 0, None, 0);
    let nodes = layout.nodes;

    let char_width = 8.0;
    let level_height = 70.0;
    let box_height = 36.0;
    let width = layout.next_leaf_x.max(n as f64 * 2.0 * char_width + 20.0);
    let height = n as f64 * level_height;
    let top = |node: &Node| node.depth as f64 * level_height + 4.0;
    let mut seen = std::collections::HashSet::new();
    let mut repeats = 0;

    let mut edges = String::new();
    let mut boxes = String::new();
    for node in &nodes {
        let y = top(node);
        if let Some(parent) = node.parent {
            let p = &nodes[parent];
            let py = top(p) + box_height;
            let label_x =
                (p.x + node.x) / 2.0 + if node.x < p.x { -8.0 } else { 8.0 };
            write!(
                edges,
                "<line x1=\"{:.1}\" y1=\"{py:.1}\" x2=\"{:.1}\" y2=\"{y:.1}\"/>\
                 <text class=\"sg-edge-label\" x=\"{label_x:.1}\" y=\"{:.1}\">{}</text>",
                p.x,
                node.x,
                (py + y) / 2.0 + 4.0,
                node.taken
            )
            .unwrap();
        }
        let label: Vec<String> =
            piles[node.lo..node.hi].iter().map(u32::to_string).collect();
        let label = label.join(" ");
        let w = label.len() as f64 * char_width + 12.0;
        let repeat = !seen.insert((node.lo, node.hi));
        if repeat {
            repeats += 1;
        }
        write!(
            boxes,
            "<g class=\"{}\"><rect x=\"{:.1}\" y=\"{y:.1}\" width=\"{w:.1}\" height=\"{box_height}\" rx=\"4\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\">{label}</text>\
             <text class=\"sg-node-value\" x=\"{:.1}\" y=\"{:.1}\">{}</text></g>",
            if repeat { "sg-node sg-repeat" } else { "sg-node" },
            node.x - w / 2.0,
            node.x,
            y + 15.0,
            node.x,
            y + 30.0,
            values[(node.lo, node.hi - 1)]
        )
        .unwrap();
    }

    let id = &figure.id;
    let label = escape(&plain(&figure.caption));
    let caption = math_in_text(&figure.caption)?;
    let mut out = String::new();
    write!(
        out,
        "<figure class=\"sg-figure\" id=\"fig-{id}\"><div class=\"sg-scroll\">\
         <svg class=\"sg-tree\" role=\"img\" aria-label=\"{label}\" width=\"{width:.0}\" \
         height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\"><title>{label}</title>\
         {edges}{boxes}</svg></div>"
    )
    .unwrap();
    writeln!(
        out,
        "<figcaption>{caption} {} calls in all; the {repeats} dashed ones solve a row already \
         solved elsewhere in the tree.</figcaption></figure>",
        nodes.len()
    )
    .unwrap();
    Ok(out)
}
