//! Draws Part III's figures.
//!
//! Part III's figures: the game tree, the table D(i), the ring of four, optimal play,
//! and the sliding window for moves of up to k values.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use stone_games::stone_game_iii::{
    book::{difference_table, ring_trace, window_trace, RingStep, WindowKey, WindowStep},
    optimal_play, score_difference_k,
};

use crate::draw::html::{
    box_entries, escape, figure_open, filled_cell, filling_key, holds, math, math_in_text, signed,
    steps_script, KeyEntry, Step,
};
use crate::draw::manifest::Figure;
use crate::draw::play_table::{verdict, Cell, Played, ScoreGame};
use crate::draw::trace_table::{
    self, box_row, drawn_boxes, lights_what_it_names, lit, number, value_box, Line, TraceRow,
};
use crate::draw::tree::{top, Drawing, BOX_HEIGHT, CHAR_WIDTH, LEVEL_HEIGHT};
use crate::Error;

/// The sum `v_i + ... + v_{i+x-1}` written out: `2 + 3 + (-9)`.
fn sum_written(values: &[i32]) -> String {
    values
        .iter()
        .enumerate()
        .map(|(k, &v)| if k == 0 { v.to_string() } else { signed(v) })
        .collect::<Vec<_>>()
        .join(" + ")
}

/// `D(i) = max(...) = max(...) = value` for position `i` of `values`, from the table
/// `d`, as math: each move written as the values it takes minus the position it leaves,
/// then with the numbers; with the cells `D(j)` it reads (`j > i`), which
/// [`holds`] finds in it.
fn recurrence(values: &[i32], d: &[i64], i: usize) -> Result<(String, Vec<usize>), Error> {
    let n = values.len();
    let moves = 3.min(n - i);
    let mut named = Vec::new();
    let mut numbers = Vec::new();
    let mut taken = 0_i64;
    for x in 1..=moves {
        taken += i64::from(values[i + x - 1]);
        named.push(format!("{} - D({})", sum_written(&values[i..i + x]), i + x));
        numbers.push(format!("{taken} - {}", signed(d[i + x])));
    }
    let (named, numbers) = if moves == 1 {
        (named[0].clone(), numbers[0].clone())
    } else {
        (
            format!("max({})", named.join(", ")),
            format!("max({})", numbers.join(", ")),
        )
    };
    let equation = format!("D({i}) = {named} = {numbers} = {}", d[i]);
    let cell = |name: &str, at: &[usize]| match (name, at) {
        ("D", &[k]) => d.get(k).copied().map(i128::from),
        _ => None,
    };
    let named = holds(&format!("D({i})"), &equation, cell)?;
    let mut cells: Vec<usize> = named.into_iter().map(|(_, at)| at[0]).collect();
    cells.retain(|&j| j != i);
    cells.sort_unstable();
    cells.dedup();
    Ok((math(&equation)?, cells))
}

/// The key of the value `v_j` in the table.
fn value_key(j: usize) -> String {
    format!("v-{j}")
}

/// The key of the cell `D(j)` in the table.
fn cell_key(j: usize) -> String {
    format!("d-{j}")
}

/// The table `D(i)` of [`difference_table`] for moves of 1 to 3 values, with a
/// step-through of its filling from the right: each step reads the values it sums and
/// the cells `D(i + 1)` to `D(i + 3)`.
pub fn table(figure: &Figure, values: &[i32]) -> Result<String, Error> {
    let n = values.len();
    let d = difference_table(values, 3)?;
    let mut out = String::new();
    write!(
        out,
        "{}<div class=\"sg-scroll\">\
         <table class=\"sg-table sg-d-table\"><thead><tr><th scope=\"col\">{}</th>",
        figure_open(&figure.id, " sg-stepper"),
        math("i")?
    )?;
    for i in 0..=n {
        write!(out, "<th scope=\"col\">{i}</th>")?;
    }
    write!(
        out,
        "</tr></thead><tbody><tr><th scope=\"row\">{}</th>",
        math("v_i")?
    )?;
    for (j, v) in values.iter().enumerate() {
        write!(out, "<td data-sg=\"{}\">{}</td>", value_key(j), number(v))?;
    }
    write!(
        out,
        "<td class=\"sg-blank\"></td></tr><tr><th scope=\"row\">{}</th>",
        math("D(i)")?
    )?;
    for (j, value) in d.iter().enumerate() {
        out.push_str(&filled_cell(&cell_key(j), number(value), j == 0));
    }
    out.push_str("</tr></tbody></table></div>");
    out.push_str(&steps_script(&table_steps(values, &d)?));
    out.push_str(&filling_key(
        "7",
        ("3", "the values its moves take, and the cells it reads"),
        ("1", "D(0)"),
    )?);
    writeln!(
        out,
        "<figcaption>{} The answer is the first cell: {}, so {}.</figcaption></figure>",
        math_in_text(&figure.caption)?,
        math(&format!("D(0) = {}", d[0]))?,
        verdict(d[0])
    )?;
    Ok(out)
}

/// The steps of the table's filling, `D(n)` first: each reads the values its
/// moves take and the cells they leave.
fn table_steps(values: &[i32], d: &[i64]) -> Result<Vec<Step>, Error> {
    let n = values.len();
    let mut steps = vec![Step {
        target: cell_key(n),
        reads: vec![],
        caption: format!("{}: no value is left.", math(&format!("D({n}) = 0"))?),
    }];
    for i in (0..n).rev() {
        let moves = 3.min(n - i);
        let mut reads: Vec<String> = (i..i + moves).map(value_key).collect();
        reads.extend((i + 1..=i + moves).map(cell_key));
        let (caption, named) = recurrence(values, d, i)?;
        // Its caption's moves take the values from i up to the last cell it
        // names, and read the cells it names.
        let last = named.last().copied().unwrap_or(i);
        let mut said: Vec<String> = (i..last).map(value_key).collect();
        said.extend(named.into_iter().map(cell_key));
        let what = format!("D({i})");
        lights_what_it_names(&what, "read", &reads, &said)?;
        steps.push(Step {
            target: cell_key(i),
            reads,
            caption,
        });
    }
    Ok(steps)
}

/// The ring of four on `values`, from [`ring_trace`]: one row per position, with the
/// four cells after its step, the cell written and the cells read marked.
pub fn ring(figure: &Figure, values: &[i32]) -> Result<String, Error> {
    let n = values.len();
    let steps = ring_trace(values)?;
    let d = difference_table(values, 3)?;
    let mut lines = vec![ring_start(n)?];
    for step in &steps {
        lines.push(ring_step(values, &d, step)?);
    }
    let entries = vec![
        KeyEntry::new(
            "sg-box sg-written",
            "12",
            format!("the cell written: {}", math("D(i)")?),
        ),
        KeyEntry::new("sg-box sg-ring-read", "10", "the cells its moves read"),
    ];
    let answer = steps.last().map_or(0, |s| s.ring[0]);
    trace_table::render(
        figure,
        "",
        &["Step", "cell 0", "cell 1", "cell 2", "cell 3"],
        &lines,
        entries,
        &format!(
            "After the last step, cell 0 holds the answer, {}.",
            math(&format!("D(0) = {answer}"))?
        ),
    )
}

/// Cell `c` of the ring once position `i` of a row of `n` values is computed, holding
/// `value`, with `classes`: the position it stands for is the one of `i..i + 4` that is
/// `c` modulo 4, if it is in the row (at most n); else the cell is unused.
fn ring_cell(n: usize, i: usize, c: usize, value: i64, classes: &[&str]) -> Result<String, Error> {
    let held = (i..i + 4).find(|j| j % 4 == c).filter(|&j| j <= n);
    Ok(match held {
        Some(j) => value_box(&number(value), &math(&format!("D({j})"))?, classes),
        None => "<span class=\"sg-empty\">(unused)</span>".to_string(),
    })
}

/// The ring's first row: every cell 0, the one of position n holding `D(n)`.
fn ring_start(n: usize) -> Result<Line, Error> {
    let mut cells = vec!["start".to_string()];
    for c in 0..4 {
        cells.push(ring_cell(n, n, c, 0, &[])?);
    }
    Ok(Line::Step(TraceRow {
        cells,
        caption: format!(
            "The start: every cell is 0, and cell {} = {} holds {}.",
            n % 4,
            math(&format!("{n} % 4"))?,
            math(&format!("D({n}) = 0"))?
        ),
        reads: vec![],
    }))
}

/// The row of one step of the ring: the four cells after it, the one written
/// and those read marked, and what it computes.
fn ring_step(values: &[i32], d: &[i64], step: &RingStep) -> Result<Line, Error> {
    let (n, i) = (values.len(), step.i);
    let read: Vec<usize> = (1..=step.reads).map(|x| (i + x) % 4).collect();
    let mut cells = vec![math(&format!("i = {i}"))?];
    for c in 0..4 {
        let classes: &[&str] = if c == step.cell {
            &["sg-written"]
        } else if read.contains(&c) {
            &["sg-ring-read"]
        } else {
            &[]
        };
        cells.push(ring_cell(n, i, c, step.ring[c], classes)?);
    }
    let (equation, named) = recurrence(values, d, i)?;
    ring_lights(n, i, &cells, &named)?;
    let cells_read: Vec<String> = read.iter().map(usize::to_string).collect();
    let replaced = if i + 4 <= n {
        format!(
            "where {} was, which no later step reads",
            math(&format!("D({}) = {}", i + 4, step.replaced))?
        )
    } else {
        "a cell no position had used".to_string()
    };
    Ok(Line::Step(TraceRow {
        cells,
        caption: format!(
            "{}, from cell{} {}; it goes into cell {} = {}, {replaced}.",
            equation,
            if read.len() == 1 { "" } else { "s" },
            join_and(&cells_read),
            step.cell,
            math(&format!("{i} % 4"))?
        ),
        reads: vec![],
    }))
}

/// `Ok` when the ring's `cells` (after the step's own) of position `i` light
/// as written the cell of `D(i)`, and as read those of the positions its
/// caption's recurrence names (`named`): each lit cell known by the label it
/// draws.
fn ring_lights(n: usize, i: usize, cells: &[String], named: &[usize]) -> Result<(), Error> {
    let what = format!("D({i})");
    let labels: Vec<String> = (0..=n)
        .map(|j| math(&format!("D({j})")))
        .collect::<Result<_, _>>()?;
    for (class, said) in [("sg-written", vec![i]), ("sg-ring-read", named.to_vec())] {
        let lit = cells[1..].iter().flat_map(|cell| drawn_boxes(cell));
        let lit = lit.filter(|b| b.classes.iter().any(|c| c == class));
        let mut held: Vec<usize> = lit
            .filter_map(|b| labels.iter().position(|l| b.html.contains(l.as_str())))
            .collect();
        held.sort_unstable();
        lights_what_it_names(&what, class, &held, &said)?;
    }
    Ok(())
}

/// `a`, `a and b`, `a, b and c`.
fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// A whole game under optimal play, from [`optimal_play`]: one table row per move.
pub fn play(figure: &Figure, values: &[i32]) -> Result<String, Error> {
    let moves = optimal_play(values)?;
    let start = format!("The start: {} values, Alice to move", values.len());
    let mut game = ScoreGame::new(values, vec![], start)?;
    for (turn, mv) in (1..).zip(&moves) {
        let what = if mv.count == 1 {
            format!("1 value: {}", number(mv.points))
        } else {
            format!("{} values: {}", mv.count, number(mv.points))
        };
        game.push(Played {
            taken: mv.first..mv.first + mv.count,
            mover: mv.player,
            points: mv.points.into(),
            takes: Cell {
                html: escape(&what),
                piles: false,
            },
            extra: vec![],
            totals: [mv.alice.into(), mv.bob.into()],
            // The crate's own wording of a move.
            caption: escape(&format!("Move {turn}: {mv}")).replace('-', "−"),
        })?;
    }
    let (alice, bob) = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
    game.render(
        figure,
        &[],
        ("values", "3"),
        &format!(
            "Final score: Alice {}, Bob {}: {}.",
            number(alice),
            number(bob),
            verdict(alice - bob).replace('-', "−")
        ),
    )
}

/// A node of the drawn game tree: the suffix from `i` still to be played.
struct Node {
    i: usize,
    depth: usize,
    x: f64,
    parent: Option<usize>,
}

/// Lays the tree out: leaves evenly spaced from left to right, each parent centred
/// above its first and last children.
struct Layout {
    n: usize,
    nodes: Vec<Node>,
    next_leaf_x: f64,
}

impl Layout {
    const LEAF_GAP: f64 = 48.0;

    fn walk(&mut self, i: usize, depth: usize, parent: Option<usize>) -> f64 {
        let me = self.nodes.len();
        self.nodes.push(Node {
            i,
            depth,
            x: 0.0,
            parent,
        });
        let x = if i == self.n {
            self.next_leaf_x += Self::LEAF_GAP;
            self.next_leaf_x - Self::LEAF_GAP / 2.0
        } else {
            let children: Vec<f64> = (1..=3.min(self.n - i))
                .map(|x| self.walk(i + x, depth + 1, Some(me)))
                .collect();
            (children[0] + children[children.len() - 1]) / 2.0
        };
        self.nodes[me].x = x;
        x
    }
}

/// The whole game tree of a short row as an SVG: each node is the row still to be
/// played, with its value `D` under it; each edge is labelled with the values taken; a
/// dashed node is a row already met earlier in the search.
pub fn tree(figure: &Figure, values: &[i32]) -> Result<String, Error> {
    let n = values.len();
    let d = difference_table(values, 3)?;
    let mut layout = Layout {
        n,
        nodes: Vec::new(),
        next_leaf_x: 0.0,
    };
    layout.walk(0, 0, None);
    let nodes = layout.nodes;
    let label_of = |i: usize| -> String {
        if i == n {
            "—".to_string()
        } else {
            values[i..].iter().map(number).collect::<Vec<_>>().join(" ")
        }
    };
    let widest = label_of(0).chars().count() as f64 * CHAR_WIDTH + 12.0;
    let width = layout.next_leaf_x.max(widest + 8.0);
    let height = (n + 1) as f64 * LEVEL_HEIGHT - (LEVEL_HEIGHT - BOX_HEIGHT) + 8.0;
    let mut drawing = Drawing::new();
    for node in &nodes {
        let y = top(node.depth);
        if let Some(p) = node.parent.map(|parent| &nodes[parent]) {
            let py = top(p.depth) + BOX_HEIGHT;
            let taken: Vec<String> = values[p.i..node.i].iter().map(number).collect();
            // The label just above the child, where the edges are as far apart as the
            // children, on a halo of the background that keeps it clear of its edge.
            drawing.edge(
                (p.x, py),
                (node.x, y),
                "sg-edge-label sg-halo",
                (node.x, y - 6.0),
                &taken.join(" "),
            )?;
        }
        drawing.node(node.i, node.x, y, &label_of(node.i), &number(d[node.i]))?;
    }
    let summary = format!(
        "{} nodes in all; the {} dashed ones are rows already met elsewhere \
         in the tree.",
        nodes.len(),
        drawing.repeats()
    );
    drawing.finish(figure, width, height, &summary)
}

/// The sliding window for moves of 1 to `k` values, from [`window_trace`]: the table of
/// `S(j)`, `D(j)` and the keys `K(j) = S(j) + D(j)` above, and one row per position, with
/// what left the queue from the front, the least key read, and what left from the back
/// as the new key entered.
pub fn window(figure: &Figure, values: &[i32], k: usize) -> Result<String, Error> {
    let steps = window_trace(values, k)?;
    let d = difference_table(values, k)?;
    let map = window_map(values, &d)?;
    let suffix = suffix_sums(values);
    let keys: Vec<i128> = suffix
        .iter()
        .zip(&d)
        .map(|(s, d)| s + i128::from(*d))
        .collect();
    let mut seen = BTreeSet::new();
    let mut lines = vec![window_start(values.len())?];
    for step in &steps {
        lines.push(window_step(step, k, &mut seen)?);
        window_reads(step, k, &keys, &lines)?;
    }
    let answer = score_difference_k(values, k)?;
    if steps.last().map_or(0, |s| s.difference) != i128::from(answer) {
        return Err("the trace does not end at score_difference_k's answer".into());
    }
    trace_table::render(
        figure,
        &map,
        &["Step", "The queue, front first", &math("D(i)")?],
        &lines,
        window_key(&seen)?,
        &format!(
            "With {}, {}, so {}.",
            math(&format!("k = {k}"))?,
            math(&format!("D(0) = {answer}"))?,
            verdict(answer).replace('-', "−")
        ),
    )
}

/// The suffix sums `S(j)` of `values`, for j from 0 to n.
fn suffix_sums(values: &[i32]) -> Vec<i128> {
    let mut s = vec![0_i128; values.len() + 1];
    for i in (0..values.len()).rev() {
        s[i] = s[i + 1] + i128::from(values[i]);
    }
    s
}

/// `Ok` when the last of `lines`, the step of position `i`, reads in the map
/// only keys of the window of `i` (positions `i + 1` to `i + k`), and lights
/// as the front the least key its caption names, which is the least key of
/// that window in the map's `keys`: the steps' highlights held to the table,
/// not to the queue that made them.
fn window_reads(step: &WindowStep, k: usize, keys: &[i128], lines: &[Line]) -> Result<(), Error> {
    let i = step.i;
    let reach = i + 1..=(i + k).min(keys.len() - 1);
    let Some(Line::Step(row)) = lines.last() else {
        return Err("a window step is a row".into());
    };
    let what = format!("D({i})");
    let outside: Vec<&String> = row
        .reads
        .iter()
        .filter(|r| !reach.clone().any(|j| **r == queue_key(j)))
        .collect();
    if !outside.is_empty() {
        return Err(format!(
            "the step of {what} reads {outside:?}, outside its window, positions {} to {}",
            reach.start(),
            reach.end()
        )
        .into());
    }
    // The least key the caption names is the map's at its position, and the
    // least of the window in the map.
    let least = reach.clone().map(|j| keys[j]).min();
    let at = keys.get(step.least.j).copied();
    let named = [Some(step.least.key); 2];
    lights_what_it_names(&what, "least key (in the map)", &[at, least], &named)?;
    let least_key = queue_key(step.least.j);
    if !row.reads.contains(&least_key) {
        let e = format!("the step of {what} does not read the least key, {least_key}");
        return Err(e.into());
    }
    let front: Vec<String> = lit(&row.cells[1], "sg-min")
        .into_iter()
        .map(|b| b.1)
        .collect();
    lights_what_it_names(&what, "sg-min", &front, &[number(step.least.key)])
}

/// The key of the cell `K(j)` in the window's table.
fn queue_key(j: usize) -> String {
    format!("k-{j}")
}

/// The label of a key in the queue: `K(j)`.
fn key_label(key: &WindowKey) -> Result<String, Error> {
    math(&format!("K({})", key.j))
}

/// The table above the window's trace: for each position j, `v_j`, the suffix
/// sum `S(j)`, `D(j)` and the key `K(j) = S(j) + D(j)`, which the steps read.
fn window_map(values: &[i32], d: &[i64]) -> Result<String, Error> {
    let n = values.len();
    let s = suffix_sums(values);
    let mut map = String::new();
    write!(
        map,
        "<div class=\"sg-scroll\"><table class=\"sg-table sg-d-table\"><thead><tr>\
         <th scope=\"col\">{}</th>",
        math("j")?
    )?;
    for j in 0..=n {
        write!(map, "<th scope=\"col\">{j}</th>")?;
    }
    map.push_str("</tr></thead><tbody>");
    let rows: [(&str, Vec<String>); 4] = [
        (
            "v_j",
            values.iter().map(number).chain([String::new()]).collect(),
        ),
        ("S(j)", s.iter().map(number).collect()),
        ("D(j)", d.iter().map(number).collect()),
        (
            "K(j)",
            (0..=n).map(|j| number(s[j] + i128::from(d[j]))).collect(),
        ),
    ];
    for (name, cells) in &rows {
        write!(map, "<tr><th scope=\"row\">{}</th>", math(name)?)?;
        for (j, cell) in cells.iter().enumerate() {
            if *name == "K(j)" {
                let key = queue_key(j);
                write!(map, "<td class=\"sg-cell\" data-sg=\"{key}\">{cell}</td>")?;
            } else if cell.is_empty() {
                map.push_str("<td class=\"sg-blank\"></td>");
            } else {
                write!(map, "<td>{cell}</td>")?;
            }
        }
        map.push_str("</tr>");
    }
    map.push_str("</tbody></table></div>");
    Ok(map)
}

/// The window's first row: the queue holds position n alone.
fn window_start(n: usize) -> Result<Line, Error> {
    let start = WindowKey { j: n, key: 0 };
    Ok(Line::Step(TraceRow {
        cells: vec![
            "start".into(),
            box_row(&[value_box("0", &key_label(&start)?, &[])]),
            String::new(),
        ],
        caption: format!(
            "The queue starts with position {n} alone: {}.",
            math(&format!("K({n}) = S({n}) + D({n}) = 0"))?
        ),
        reads: vec![],
    }))
}

/// The row of one step of the window: the queue as it stood, front first (what
/// expired, what stays, what was discarded from the back, and the key that
/// entered), the keys it reads, and what happened, in words. The highlights
/// drawn are added to `seen`.
fn window_step(
    step: &WindowStep,
    k: usize,
    seen: &mut BTreeSet<&'static str>,
) -> Result<Line, Error> {
    let i = step.i;
    let entered = *step.window.last().ok_or("the key of i entered")?;
    let survivors = &step.window[..step.window.len() - 1];
    let mut discarded = step.discarded.clone();
    discarded.reverse(); // front first, as they stood
    let mut boxes = Vec::new();
    let mut push = |e: &WindowKey, class: Option<&'static str>| {
        let mut classes = vec![];
        classes.extend(class);
        if *e == step.least {
            classes.push("sg-min");
        }
        seen.extend(&classes);
        boxes.push(value_box(&number(e.key), &key_label(e)?, &classes));
        Ok::<(), Error>(())
    };
    for e in &step.expired {
        push(e, Some("sg-expired"))?;
    }
    for e in survivors {
        push(e, None)?;
    }
    for e in &discarded {
        push(e, Some("sg-discarded"))?;
    }
    push(&entered, Some("sg-entered"))?;
    // The keys in the window of i, when the front is read.
    let reads: Vec<String> = survivors
        .iter()
        .chain(&discarded)
        .map(|e| queue_key(e.j))
        .collect();
    Ok(Line::Step(TraceRow {
        cells: vec![
            math(&format!("i = {i}"))?,
            box_row(&boxes),
            math(&format!(
                "{} - {} = {}",
                step.suffix,
                signed(step.least.key),
                step.difference
            ))?,
        ],
        caption: window_caption(step, k, entered)?,
        reads,
    }))
}

/// What one step of the window does, in words: the suffix sum, the keys that
/// expired from the front, the least key read there and `D(i)`, and the new
/// key entering at the back after the keys it discards.
fn window_caption(step: &WindowStep, k: usize, entered: WindowKey) -> Result<String, Error> {
    let i = step.i;
    let mut caption = format!("{}. ", math(&format!("S({i}) = {}", step.suffix))?);
    if !step.expired.is_empty() {
        caption.push_str(&expired_sentence(step, k)?);
    }
    write!(
        caption,
        "The front holds the least key, {}, so {}. ",
        math(&format!("K({}) = {}", step.least.j, number(step.least.key)))?,
        math(&format!(
            "D({i}) = {} - {} = {}",
            step.suffix,
            signed(step.least.key),
            step.difference
        ))?
    )?;
    write!(
        caption,
        "{} enters at the back",
        math(&format!(
            "K({i}) = {} + {} = {}",
            step.suffix,
            signed(step.difference),
            entered.key
        ))?
    )?;
    if step.discarded.is_empty() {
        caption.push('.');
    } else {
        let gone: Vec<String> = step
            .discarded
            .iter()
            .map(|e| math(&format!("K({}) = {}", e.j, number(e.key))))
            .collect::<Result<_, _>>()?;
        write!(
            caption,
            ", after {} {} from the back (no smaller than {}).",
            join_and(&gone),
            if gone.len() == 1 { "leaves" } else { "leave" },
            math(&number(entered.key))?
        )?;
    }
    Ok(caption)
}

/// The keys that expired from the front of the window, in a sentence.
fn expired_sentence(step: &WindowStep, k: usize) -> Result<String, Error> {
    let i = step.i;
    let gone: Vec<String> = step.expired.iter().map(|e| e.j.to_string()).collect();
    let one = gone.len() == 1;
    Ok(format!(
        "Position{} {} {} out of reach ({}) and {} from the front. ",
        if one { "" } else { "s" },
        join_and(&gone),
        if one { "is" } else { "are" },
        if one {
            math(&format!("{} - {i} > {k}", step.expired[0].j))?
        } else {
            math(&format!("j - {i} > {k}"))?
        },
        if one { "leaves" } else { "leave" }
    ))
}

/// The key of the window's trace: the highlights it drew (`seen`), and, while
/// stepping, the keys in the window.
fn window_key(seen: &BTreeSet<&str>) -> Result<Vec<KeyEntry>, Error> {
    let meanings = [
        (
            "sg-expired",
            "0",
            "a key that left from the front: its position is out of reach",
        ),
        ("sg-min", "14", "the least key, at the front, read for D(i)"),
        (
            "sg-discarded",
            "20",
            "a key that left from the back: the new key is no larger",
        ),
        ("sg-entered", "10", "the new key, entering at the back"),
    ];
    let meanings = meanings
        .into_iter()
        .map(|(class, sample, meaning)| {
            Ok((
                class,
                sample,
                math_in_text(&meaning.replace("D(i)", "$D(i)$"))?,
            ))
        })
        .collect::<Result<Vec<_>, Error>>()?;
    let mut entries = box_entries(meanings, seen);
    entries.push(
        KeyEntry::new(
            "sg-swatch-read",
            "14",
            format!("in the table, the keys in the window of {}", math("i")?),
        )
        .stepping_only(),
    );
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::manifest::{parse_manifest, Spec};

    fn figure(kind_and_input: &str) -> Result<Figure, Error> {
        let text = format!("[[figure]]\nid = \"t\"\ncaption = \"c\"\n{kind_and_input}\n");
        parse_manifest(&text).map(|mut m| m.figures.remove(0))
    }

    /// The figure, drawn by this file's function for its kind.
    fn draw(figure: &Figure) -> Result<String, Error> {
        match &figure.spec {
            Spec::StoneGameIiiWindowTrace { values, k } => window(figure, values, *k),
            Spec::StoneGameIiiPlay { values } => play(figure, values),
            _ => Err("not a figure of this test".into()),
        }
    }

    #[test]
    fn what_the_manifest_refuses() {
        let e = figure("kind = \"stone-game-iii-window-trace\"\nvalues = [1]\nk = 0")
            .unwrap_err()
            .to_string();
        assert!(e.contains("`k = 0`"), "{e}");
        let e = figure("kind = \"stone-game-iii-tree\"\nvalues = [1, 2, 3, 4, 5, 6]")
            .unwrap_err()
            .to_string();
        assert!(e.contains("1 to 5"), "{e}");
        let e = figure("kind = \"stone-game-iv-sieve-trace\"\nn = 22\nsegment = 1")
            .unwrap_err()
            .to_string();
        assert!(e.contains("2 to 12"), "{e}");
    }

    #[test]
    fn the_window_traces_key_names_only_what_happens() {
        // On a row of one positive value, the key that enters is larger than the one
        // there, and nothing leaves.
        let one = figure("kind = \"stone-game-iii-window-trace\"\nvalues = [1]\nk = 1").unwrap();
        let html = draw(&one).unwrap();
        assert!(html.contains("the least key"), "{html}");
        assert!(!html.contains("left from the front"));
        assert!(!html.contains("left from the back: the new key"));
        // With k = 2, 20 and 14 are discarded at i = 1.
        let two =
            figure("kind = \"stone-game-iii-window-trace\"\nvalues = [1, 2, 3, 7]\nk = 2").unwrap();
        let html = draw(&two).unwrap();
        assert!(html.contains("left from the back: the new key"), "{html}");
        assert!(html.contains("\"reads\":[\"k-2\",\"k-3\"]"), "{html}");
    }

    #[test]
    fn negative_values_read_with_minus_signs() {
        let play = figure("kind = \"stone-game-iii-play\"\nvalues = [1, 2, 3, -9]").unwrap();
        let html = draw(&play).unwrap();
        assert!(
            html.contains("<span class=\"sg-pile sg-just-taken\">−9</span>"),
            "{html}"
        );
        assert!(html.contains("Alice 6, Bob −9"), "{html}");
        assert_eq!(sum_written(&[2, 3, -9]), "2 + 3 + (-9)");
    }
}
