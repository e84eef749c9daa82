//! What the game-tree figures share: each node a box with its row and, under
//! it, its value; a node whose row was already met drawn dashed; and the SVG
//! and caption around them. Each game lays out its own tree and draws its own
//! edges.

use std::collections::HashSet;
use std::fmt::{self, Write as _};
use std::hash::Hash;

use crate::draw::html::{escape, figure_end, figure_start, plain};
use crate::draw::manifest::Figure;
use crate::Error;

/// The width of one character of a node's label, in pixels.
pub const CHAR_WIDTH: f64 = 8.0;
/// The height of one level of the tree: a box and the edges under it.
pub const LEVEL_HEIGHT: f64 = 70.0;
/// The height of a node's box.
pub const BOX_HEIGHT: f64 = 36.0;

/// The top of the box of a node at `depth` (the root's is 0).
pub fn top(depth: usize) -> f64 {
    depth as f64 * LEVEL_HEIGHT + 4.0
}

/// A tree being drawn: its edges and its boxes, and the rows already drawn,
/// by their key (`K`), so that a row met again is marked.
pub struct Drawing<K> {
    edges: String,
    boxes: String,
    seen: HashSet<K>,
    repeats: usize,
}

impl<K: Hash + Eq> Drawing<K> {
    /// A drawing with nothing drawn.
    pub fn new() -> Self {
        Drawing {
            edges: String::new(),
            boxes: String::new(),
            seen: HashSet::new(),
            repeats: 0,
        }
    }

    /// The edge from `from` (the bottom of the parent's box) to `to` (the top
    /// of the child's), and its `label` at `label_at`, of the classes
    /// `label_class`.
    pub fn edge(
        &mut self,
        from: (f64, f64),
        to: (f64, f64),
        label_class: &str,
        label_at: (f64, f64),
        label: &str,
    ) -> fmt::Result {
        write!(
            self.edges,
            "<line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\"/>\
             <text class=\"{label_class}\" x=\"{:.1}\" y=\"{:.1}\">{label}</text>",
            from.0, from.1, to.0, to.1, label_at.0, label_at.1
        )
    }

    /// The box of the row `key`, centred on `x` with its top at `y`: `label`
    /// in it, `value` under it; dashed when the row was drawn before.
    pub fn node(&mut self, key: K, x: f64, y: f64, label: &str, value: &str) -> fmt::Result {
        let w = label.chars().count() as f64 * CHAR_WIDTH + 12.0;
        let repeat = !self.seen.insert(key);
        if repeat {
            self.repeats += 1;
        }
        write!(
            self.boxes,
            "<g class=\"{}\"><rect x=\"{:.1}\" y=\"{y:.1}\" width=\"{w:.1}\" \
             height=\"{BOX_HEIGHT}\" rx=\"4\"/>\
             <text x=\"{x:.1}\" y=\"{:.1}\">{label}</text>\
             <text class=\"sg-node-value\" x=\"{x:.1}\" y=\"{:.1}\">{value}</text></g>",
            if repeat {
                "sg-node sg-repeat"
            } else {
                "sg-node"
            },
            x - w / 2.0,
            y + 15.0,
            y + 30.0,
        )
    }

    /// How many of the boxes drawn so far are of a row drawn before.
    pub fn repeats(&self) -> usize {
        self.repeats
    }

    /// The figure: the tree, `width` by `height` pixels, and the caption
    /// followed by `summary` (HTML).
    pub fn finish(
        self,
        figure: &Figure,
        width: f64,
        height: f64,
        summary: &str,
    ) -> Result<String, Error> {
        let id = &figure.id;
        let label = escape(&plain(&figure.caption));
        let Drawing { edges, boxes, .. } = self;
        let start = figure_start(id);
        let mut out = format!(
            "{start}<svg class=\"sg-tree\" role=\"img\" aria-label=\"{label}\" \
             width=\"{width:.0}\" \
             height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\"><title>{label}</title>\
             {edges}{boxes}</svg></div>"
        );
        out.push_str(&figure_end(&figure.caption, summary)?);
        Ok(out)
    }
}
