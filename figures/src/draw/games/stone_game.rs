//! Draws Part I's figures.
//!
//! Part I's figures: the game tree, the interval table and the optimal play.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use stone_games::stone_game::{
    book::{linear_trace, LinearStep},
    optimal_play, score_difference, score_table, End,
};

use crate::draw::html::{box_entries, escape, math, signed, Step};
use crate::draw::interval_table::{cell_key, interval_step, interval_table};
use crate::draw::manifest::Figure;
use crate::draw::play_table::{Cell, Played, ScoreGame};
use crate::draw::trace_table::{
    self, box_row, lights_what_it_names, lit, number, value_box, Line, TraceRow,
};
use crate::draw::tree::{top, Drawing, BOX_HEIGHT, CHAR_WIDTH, LEVEL_HEIGHT};
use crate::Error;

/// The interval table `D(i, j)` of [`score_table`], with a step-through of its filling in
/// the order the code fills it: the diagonal, then by interval length.
pub fn table(figure: &Figure, piles: &[u32]) -> Result<String, Error> {
    let n = piles.len();
    if n == 0 {
        return Err("the table of an empty row has no cells".into());
    }
    let table = score_table(piles)?;
    let d = |i: usize, j: usize| table[(i, j)];
    let answer = d(0, n - 1);
    let verdict = match answer {
        a if a > 0 => format!("the first player ends {a} ahead"),
        0 => "the game is a tie".to_string(),
        a => format!("the first player ends {} behind", -a),
    };
    let summary = format!(
        "The answer is in the top-right cell: {}, so {verdict}.",
        math(&format!("D(0, {}) = {}", n - 1, signed(answer)))?
    );
    interval_table(figure, piles, d, &table_steps(piles, &d)?, &summary)
}

/// The steps of the interval table's filling: each cell of the diagonal, a
/// pile, then each longer interval from the two it reads.
fn table_steps(piles: &[u32], d: &impl Fn(usize, usize) -> i64) -> Result<Vec<Step>, Error> {
    let n = piles.len();
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
            // The numbers the caption shows.
            let (pi, pj, a, b, v) = (piles[i], piles[j], d(i + 1, j), d(i, j - 1), d(i, j));
            let equation = format!(
                "D({i}, {j}) = max({pi} - D({i1}, {j}), {pj} - D({i}, {j1})) \
                 = max({pi} - {a}, {pj} - {b}) = {v}",
                i1 = i + 1,
                j1 = j - 1,
                a = signed(a),
                b = signed(b),
            );
            steps.push(interval_step((i, j, n), &equation, |a, b| {
                i128::from(d(a, b))
            })?);
        }
    }
    Ok(steps)
}

/// A whole game under optimal play: one table row per move, with the row of piles after
/// the move (taken piles greyed, the pile just taken marked) and both totals.
pub fn play(figure: &Figure, piles: &[u32]) -> Result<String, Error> {
    let moves = optimal_play(piles)?;
    let start = format!("The start: {} piles, Alice to move", piles.len());
    let mut game = ScoreGame::new(piles, vec![], start)?;
    for (turn, mv) in (1..).zip(&moves) {
        game.push(Played {
            taken: mv.index..mv.index + 1,
            mover: mv.player,
            points: mv.points.into(),
            takes: Cell::text(format!("{} from the {}", mv.points, mv.end)),
            extra: vec![],
            totals: [mv.alice.into(), mv.bob.into()],
            // The crate's own wording of a move.
            caption: escape(&format!("Move {turn}: {mv}")),
        })?;
    }
    let (alice, bob) = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
    game.render(
        figure,
        &[],
        ("piles", "4"),
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
            let left = self.walk(lo + 1, hi, depth + 1, Some(me), self.piles[lo]);
            let right = self.walk(lo, hi - 1, depth + 1, Some(me), self.piles[hi - 1]);
            (left + right) / 2.0
        };
        self.nodes[me].x = x;
        x
    }
}

/// The whole game tree of a short row as an SVG: each node is a row still to be played,
/// with its value; a dashed node is a row already met earlier in the search.
pub fn tree(figure: &Figure, piles: &[u32]) -> Result<String, Error> {
    let n = piles.len();
    let values = score_table(piles)?;
    let mut layout = Layout {
        piles,
        nodes: Vec::new(),
        next_leaf_x: 0.0,
    };
    layout.walk(0, n, 0, None, 0);
    let nodes = layout.nodes;

    let width = layout.next_leaf_x.max(n as f64 * 2.0 * CHAR_WIDTH + 20.0);
    let height = n as f64 * LEVEL_HEIGHT;
    let mut drawing = Drawing::new();
    for node in &nodes {
        let y = top(node.depth);
        if let Some(p) = node.parent.map(|parent| &nodes[parent]) {
            let py = top(p.depth) + BOX_HEIGHT;
            let label_x = (p.x + node.x) / 2.0 + if node.x < p.x { -8.0 } else { 8.0 };
            drawing.edge(
                (p.x, py),
                (node.x, y),
                "sg-edge-label",
                (label_x, (py + y) / 2.0 + 4.0),
                &node.taken.to_string(),
            )?;
        }
        let label: Vec<String> = piles[node.lo..node.hi].iter().map(u32::to_string).collect();
        let value = values[(node.lo, node.hi - 1)].to_string();
        drawing.node((node.lo, node.hi), node.x, y, &label.join(" "), &value)?;
    }
    let summary = format!(
        "{} calls in all; the {} dashed ones solve a row already solved \
         elsewhere in the tree.",
        nodes.len(),
        drawing.repeats()
    );
    drawing.finish(figure, width, height, &summary)
}

/// The linear method step by step, from [`linear_trace`]: step 1, one row per value read
/// and per peak collapsed, with the stack after it; step 2, one row per end taken from the
/// valley, with the running difference.
pub fn linear(figure: &Figure, piles: &[u32]) -> Result<String, Error> {
    let values: Vec<i64> = piles.iter().map(|&p| i64::from(p)).collect();
    let answer = score_difference(piles)?;
    let summary = format!(
        "Alice ends {}: the score difference of the row.",
        match answer {
            a if a > 0 => format!("{a} ahead"),
            0 => "level with Bob".to_string(),
            a => format!("{} behind", -a),
        }
    );
    linear_signed(figure, &values, answer.into(), &summary)
}

/// [`linear`] on values of any sign: the trace must end at `answer`, and the
/// caption ends with `summary` (HTML).
pub fn linear_signed(
    figure: &Figure,
    values: &[i64],
    answer: i128,
    summary: &str,
) -> Result<String, Error> {
    let steps = linear_trace(values)?;
    let mut lines = vec![Line::Heading(
        "Step 1: read the row onto a stack, and collapse each peak".into(),
    )];
    let mut seen = BTreeSet::new();
    // Step 2 plays on the stack as step 1 leaves it.
    let mut valley = Valley::default();
    for (k, step) in steps.iter().enumerate() {
        // Whether the stack after this step ends in a peak, which the next
        // step collapses.
        let peak = matches!(steps.get(k + 1), Some(LinearStep::Collapse { .. }));
        if peak {
            seen.insert("sg-peak");
        }
        match step {
            LinearStep::Push { value, stack, .. } => {
                seen.insert("sg-pushed");
                lines.push(pushed(*value, stack, peak)?);
                valley.values.clone_from(stack);
            }
            LinearStep::Collapse { peak: xyz, stack } => {
                seen.insert("sg-produced");
                lines.push(collapsed(*xyz, stack, peak)?);
                valley.values.clone_from(stack);
            }
            LinearStep::Take { .. } => {
                valley.take(step, &mut lines, &mut seen)?;
            }
        }
    }
    let last = match steps.last() {
        Some(LinearStep::Take { difference, .. }) => *difference,
        _ => 0,
    };
    if answer != last {
        return Err(format!("the trace ends at {last}, and score_difference says {answer}").into());
    }
    trace_table::render(
        figure,
        "",
        &["Does", "The stack, bottom first", "Alice − Bob"],
        &lines,
        box_entries(LINEAR_MEANINGS, &seen),
        summary,
    )
}

/// What each highlight of the linear trace means: its class, a sample, and
/// the meaning.
const LINEAR_MEANINGS: [(&str, &str, &str); 6] = [
    ("sg-pushed", "8", "the value just read and pushed"),
    (
        "sg-peak",
        "8",
        "a peak on top of the stack, about to collapse",
    ),
    ("sg-produced", "0", "the value a collapse produced"),
    ("sg-by-alice", "5", "the end Alice takes"),
    ("sg-by-bob", "4", "the end Bob takes"),
    ("sg-taken", "5", "values taken earlier"),
];

/// The top three values of a stack, as a peak reads: `7 8 1`, and why it is one.
fn peak_words(stack: &[i128]) -> Result<String, Error> {
    let [x, y, z] = stack[stack.len() - 3..] else {
        unreachable!("a peak has three values")
    };
    Ok(format!(
        "{} is a peak ({} and {})",
        math(&format!("{x} {y} {z}"))?,
        math(&format!("{y} >= {x}"))?,
        math(&format!("{y} >= {z}"))?
    ))
}

/// `Ok` when the stack's `boxes` light as a peak the top three values the
/// caption names (by [`peak_words`]) when it names a `peak`, and none when not.
fn lights_peak(what: &str, boxes: &str, stack: &[i128], peak: bool) -> Result<(), Error> {
    let n = stack.len();
    let named: Vec<(usize, String)> = if peak {
        (n - 3..n).map(|k| (k, number(stack[k]))).collect()
    } else {
        vec![]
    };
    lights_what_it_names(what, "sg-peak", &lit(boxes, "sg-peak"), &named)
}

/// The stack as a row of boxes, bottom first: the top of class `top`, and the
/// top three marked as a peak when they are one.
fn stack_boxes(stack: &[i128], top: &'static str, peak: bool) -> String {
    let n = stack.len();
    let boxes: Vec<String> = stack
        .iter()
        .enumerate()
        .map(|(k, v)| {
            let mut classes = vec![];
            if k + 1 == n {
                classes.push(top);
            }
            if peak && k + 3 >= n {
                classes.push("sg-peak");
            }
            value_box(&number(v), "", &classes)
        })
        .collect();
    box_row(&boxes)
}

/// The row of a value read and pushed onto the stack, now `stack`, which
/// ends in a `peak` or not.
fn pushed(value: i128, stack: &[i128], peak: bool) -> Result<Line, Error> {
    let mut caption = format!("Read the next pile, {}, and push it", math(&number(value))?);
    if peak {
        write!(caption, ": {}", peak_words(stack)?)?;
    }
    caption.push('.');
    let boxes = stack_boxes(stack, "sg-pushed", peak);
    let what = format!("reading {}", number(value));
    let top = stack.len() - 1;
    lights_what_it_names(
        &what,
        "sg-pushed",
        &lit(&boxes, "sg-pushed"),
        &[(top, number(value))],
    )?;
    lights_peak(&what, &boxes, stack, peak)?;
    Ok(Line::Step(TraceRow {
        cells: vec![format!("read {}", number(value)), boxes, String::new()],
        caption,
        reads: vec![],
    }))
}

/// The row of the peak `x y z` collapsed into `x - y + z`, leaving `stack`,
/// which ends in a `peak` again or not.
fn collapsed([x, y, z]: [i128; 3], stack: &[i128], peak: bool) -> Result<Line, Error> {
    let mut caption = format!(
        "Collapse the peak {} into {}.",
        math(&format!("{x} {y} {z}"))?,
        math(&format!("{x} - {y} + {} = {}", signed(z), x - y + z))?
    );
    if peak {
        write!(caption, " Now {}.", peak_words(stack)?)?;
    }
    let boxes = stack_boxes(stack, "sg-produced", peak);
    let what = format!("collapsing {x} {y} {z}");
    let made = [(stack.len() - 1, number(x - y + z))];
    lights_what_it_names(&what, "sg-produced", &lit(&boxes, "sg-produced"), &made)?;
    lights_peak(&what, &boxes, stack, peak)?;
    Ok(Line::Step(TraceRow {
        cells: vec![
            format!("collapse {}", math(&format!("{x} {y} {z}"))?),
            boxes,
            String::new(),
        ],
        caption,
        reads: vec![],
    }))
}

/// Step 2 of the linear method: the valley step 1 left, the values taken so
/// far, and the ends still in play, `lo..hi`.
#[derive(Default)]
struct Valley {
    values: Vec<i128>,
    taken: Vec<bool>,
    lo: usize,
    hi: usize,
}

impl Valley {
    /// The row of a move of step 2 (a [`LinearStep::Take`]), added to
    /// `lines` (after step 2's heading, for the first): the valley with the
    /// value taken marked by its player, those taken earlier greyed, and the
    /// running difference. The highlights drawn are added to `seen`.
    fn take(
        &mut self,
        step: &LinearStep,
        lines: &mut Vec<Line>,
        seen: &mut BTreeSet<&'static str>,
    ) -> Result<(), Error> {
        let &LinearStep::Take {
            player,
            end,
            index,
            value,
            difference,
        } = step
        else {
            return Err("step 2 takes an end of the valley".into());
        };
        if self.taken.is_empty() {
            lines.push(Line::Heading(
                "Step 2: no peak is left; on this valley, each player in turn \
                 takes the larger end"
                    .into(),
            ));
            // The game on the valley begins: nothing taken, both ends in play.
            self.taken = vec![false; self.values.len()];
            self.hi = self.values.len();
        }
        let class = player.pick("sg-by-alice", "sg-by-bob");
        seen.insert(class);
        let boxes = self.boxes(index, class);
        // The box lit is the end the caption names, showing its value.
        let at = match end {
            End::Left => self.lo,
            End::Right => self.hi - 1,
        };
        let what = format!("{player} taking {}", number(value));
        lights_what_it_names(&what, class, &lit(&boxes, class), &[(at, number(value))])?;
        if self.taken.contains(&true) {
            seen.insert("sg-taken");
        }
        let why = self.why_this_end()?;
        self.taken[index] = true;
        match end {
            End::Left => self.lo += 1,
            End::Right => self.hi -= 1,
        }
        lines.push(Line::Step(TraceRow {
            cells: vec![
                format!("{player} takes {}", number(value)),
                boxes,
                math(&number(difference))?,
            ],
            caption: format!(
                "{player} takes the {end} end, {}, {why}: {}.",
                math(&number(value))?,
                math(&format!("Alice - Bob = {}", number(difference)))?
            ),
            reads: vec![],
        }));
        Ok(())
    }

    /// The valley as a row of boxes: the value at `index`, just taken, of
    /// `class`, those taken earlier greyed.
    fn boxes(&self, index: usize, class: &'static str) -> String {
        let boxes: Vec<String> = self
            .values
            .iter()
            .enumerate()
            .map(|(k, v)| {
                let classes: &[&str] = if k == index {
                    &[class]
                } else if self.taken[k] {
                    &["sg-taken"]
                } else {
                    &[]
                };
                value_box(&number(v), "", classes)
            })
            .collect();
        box_row(&boxes)
    }

    /// Why the player to move takes the end it takes: the last value, or the
    /// larger of the two ends.
    fn why_this_end(&self) -> Result<String, Error> {
        let (lo, hi) = (self.values[self.lo], self.values[self.hi - 1]);
        Ok(if self.hi - self.lo == 1 {
            "the last value".to_string()
        } else {
            format!(
                "the larger of {} and {}{}",
                math(&number(lo))?,
                math(&number(hi))?,
                if lo == hi {
                    " (the left one on a tie)"
                } else {
                    ""
                }
            )
        })
    }
}
