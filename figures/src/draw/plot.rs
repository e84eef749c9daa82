//! Log-log line plots as plain SVG.
//!
//! Written by hand rather than with a plotting library, for two reasons: the output must be
//! byte-for-byte the same on every machine (the drift test compares it with the committed
//! file, and a library that measures text with the system's fonts would not be), and every
//! colour must come from the reader's mdBook theme (lines and text use CSS classes and
//! `currentColor`, set in `theme/figures.css`).
//!
//! The plot is drawn for a phone first: 440 units wide, so that on a 390-pixel screen,
//! where it is shown about 350 pixels wide, its 15-unit text is still 12 pixels high. The
//! legend sits above the plot, never on the data; ticks that would crowd are thinned to
//! every other decade; and [`Plot::svg`] refuses to draw a plot two of whose labels would
//! overlap, by the widths estimated in [`text_width`].

use std::fmt::{self, Write as _};

use crate::draw::html::escape;
use crate::Error;

/// One line of a plot.
pub struct Series {
    /// The legend's label.
    pub label: String,
    /// The points, with x and y both positive.
    pub points: Vec<(f64, f64)>,
    /// Draw it dashed (for reference lines such as a fitted slope).
    pub dashed: bool,
}

/// An axis of a plot, on a log scale: its title, and how it prints a tick.
pub struct Axis {
    /// The axis' title.
    pub label: String,
    /// How to print a tick (a power of ten).
    pub tick: fn(f64) -> String,
}

/// A log-log plot.
pub struct Plot {
    /// The x axis.
    pub x: Axis,
    /// The y axis.
    pub y: Axis,
    /// The lines.
    pub series: Vec<Series>,
    /// What the plot shows, for screen readers.
    pub title: String,
}

/// The width of the drawing, in SVG units.
const WIDTH: f64 = 440.0;
/// The height of the plot area.
const PLOT_HEIGHT: f64 = 250.0;
/// The size of every text.
const FONT: f64 = 15.0;
/// The space kept around the drawing and between its parts.
const GAP: f64 = 8.0;
/// The length of a legend's line sample.
const SAMPLE: f64 = 24.0;
/// The height of a legend row.
const LEGEND_ROW: f64 = 20.0;
/// The colours of the series, classes `sg-s0` to `sg-s5` of `theme/figures.css`; a
/// seventh series takes the first's again.
const SERIES_COLOURS: usize = 6;

/// The estimated width of `text` at `size`: 0.6 em a character, a little more than the
/// average of the book's sans-serif font, so that the estimate errs on the side of room.
pub fn text_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * 0.6 * size
}

/// A label's box: left, top, right, bottom.
#[derive(Clone, Copy, Debug)]
struct LabelBox {
    left: f64,
    top: f64,
    right: f64,
    bottom: f64,
}

/// Where a line of text stands against its `x`, as SVG's `text-anchor` says.
#[derive(Debug, Clone, Copy)]
enum Anchor {
    Start,
    Middle,
    End,
}

impl LabelBox {
    /// The box of a line of text whose baseline is at `y`, anchored at `x`.
    fn of_text(text: &str, x: f64, y: f64, anchor: Anchor) -> LabelBox {
        let w = text_width(text, FONT);
        let left = match anchor {
            Anchor::End => x - w,
            Anchor::Middle => x - w / 2.0,
            Anchor::Start => x,
        };
        LabelBox {
            left,
            top: y - 0.8 * FONT,
            right: left + w,
            bottom: y + 0.25 * FONT,
        }
    }

    fn overlaps(&self, other: &LabelBox) -> bool {
        self.left < other.right
            && other.left < self.right
            && self.top < other.bottom
            && other.top < self.bottom
    }
}

/// Every label drawn, with its box, to be checked once the plot is drawn.
type Labels = Vec<(String, LabelBox)>;

/// The powers of ten that span `lo..=hi` (in log10 units), widened to whole decades.
fn decades(lo: f64, hi: f64) -> (i32, i32) {
    let lo = lo.floor() as i32;
    let hi = hi.ceil() as i32;
    (lo, if hi == lo { lo + 1 } else { hi })
}

/// Label every `step`-th decade from `lo` to `hi`, the smallest step at which labels
/// `room` units apart (each needing `need(k)`) do not crowd.
fn label_step(lo: i32, hi: i32, room: f64, need: impl Fn(i32) -> f64) -> i32 {
    let per_decade = room / f64::from(hi - lo);
    (1..=hi - lo)
        .find(|&step| (lo..=hi).all(|k| need(k) + GAP <= per_decade * f64::from(step)))
        .unwrap_or(hi - lo)
}

/// Where everything of a plot goes: the decades each axis spans and how many
/// of them are labelled, the plot area, the ticks' and titles' baselines, and
/// the legend's columns.
struct Layout {
    /// The first and last decades of the x axis, as powers of ten.
    x: (i32, i32),
    /// Those of the y axis.
    y: (i32, i32),
    /// Every `x_step`-th decade of x is labelled.
    x_step: i32,
    /// Every `y_step`-th decade of y is labelled.
    y_step: i32,
    /// The plot area's left edge.
    left: f64,
    /// Its top edge.
    top: f64,
    /// Its width.
    plot_w: f64,
    /// Its height.
    plot_h: f64,
    /// The baseline of the x ticks.
    x_tick_y: f64,
    /// The baseline of the x axis' title.
    x_title_y: f64,
    /// Where the turned title of the y axis stands, across the page.
    title_x: f64,
    /// The height of the drawing.
    height: f64,
    /// The legend's columns.
    columns: usize,
}

impl Layout {
    /// The plot area's bottom edge.
    fn bottom(&self) -> f64 {
        self.top + self.plot_h
    }

    /// Where `x` stands across the page.
    fn sx(&self, x: f64) -> f64 {
        let (lo, hi) = self.x;
        self.left + (x.log10() - f64::from(lo)) / f64::from(hi - lo) * self.plot_w
    }

    /// Where `y` stands down the page.
    fn sy(&self, y: f64) -> f64 {
        let (lo, hi) = self.y;
        self.bottom() - (y.log10() - f64::from(lo)) / f64::from(hi - lo) * self.plot_h
    }
}

impl Plot {
    /// The SVG element (no XML prologue: it is inlined into the page).
    ///
    /// # Errors
    ///
    /// When the plot has no point, a point is not positive, or two labels would overlap.
    pub fn svg(&self) -> Result<String, Error> {
        let layout = self.layout()?;
        let mut out = String::new();
        let mut labels = Labels::new();
        write!(
            out,
            "<svg class=\"sg-plot\" role=\"img\" aria-label=\"{t}\" width=\"{WIDTH}\" \
             height=\"{height}\" viewBox=\"0 0 {WIDTH} {height}\" font-size=\"{FONT}\">\
             <title>{t}</title>",
            t = escape(&self.title),
            height = layout.height
        )?;
        self.x_grid(&layout, &mut out, &mut labels)?;
        self.y_grid(&layout, &mut out, &mut labels)?;
        self.frame_and_titles(&layout, &mut out, &mut labels)?;
        self.lines_and_legend(&layout, &mut out, &mut labels)?;
        out.push_str("</svg>");
        check_labels(&labels, layout.height)?;
        Ok(out)
    }

    /// The x tick of the decade `k`.
    fn x_text(&self, k: i32) -> String {
        (self.x.tick)(10_f64.powi(k))
    }

    /// The y tick of the decade `k`.
    fn y_text(&self, k: i32) -> String {
        (self.y.tick)(10_f64.powi(k))
    }

    /// The legend, above the plot: in two columns when there are three entries or more
    /// and every label fits in half the width, else in one.
    fn legend_columns(&self) -> usize {
        let fits_in_half = self
            .series
            .iter()
            .all(|s| SAMPLE + GAP / 2.0 + text_width(&s.label, FONT) <= (WIDTH - 2.0 * GAP) / 2.0);
        if self.series.len() >= 3 && fits_in_half {
            2
        } else {
            1
        }
    }

    /// Where everything goes, from the points' decades and the labels' widths.
    fn layout(&self) -> Result<Layout, Error> {
        let all: Vec<(f64, f64)> = self
            .series
            .iter()
            .flat_map(|s| s.points.iter().copied())
            .collect();
        if all.is_empty() {
            return Err("a plot needs at least one point".into());
        }
        if all.iter().any(|&(x, y)| !(x > 0.0 && y > 0.0)) {
            return Err("a log-log plot takes positive values only".into());
        }
        let range = |values: Vec<f64>| {
            decades(
                values.iter().copied().fold(f64::INFINITY, f64::min),
                values.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            )
        };
        let (x_lo, x_hi) = range(all.iter().map(|p| p.0.log10()).collect());
        let (y_lo, y_hi) = range(all.iter().map(|p| p.1.log10()).collect());
        let columns = self.legend_columns();
        let legend_rows = self.series.len().div_ceil(columns);
        // The top tick's label stands half its height above the plot.
        let top = GAP + legend_rows as f64 * LEGEND_ROW + GAP + FONT / 2.0;
        // Left of the plot: the y axis' title (turned), then the y ticks.
        let y_tick_width = (y_lo..=y_hi)
            .map(|k| text_width(&self.y_text(k), FONT))
            .fold(0.0, f64::max);
        let title_x = GAP + 0.8 * FONT;
        let left = title_x + 0.25 * FONT + GAP + y_tick_width + GAP;
        // Right of the plot: half the last x tick.
        let right = (text_width(&self.x_text(x_hi), FONT) / 2.0 + GAP).max(2.0 * GAP);
        let plot_w = WIDTH - left - right;
        let x_tick_y = top + PLOT_HEIGHT + GAP + FONT;
        let x_title_y = x_tick_y + GAP + FONT;
        Ok(Layout {
            x: (x_lo, x_hi),
            y: (y_lo, y_hi),
            x_step: label_step(x_lo, x_hi, plot_w, |k| text_width(&self.x_text(k), FONT)),
            y_step: label_step(y_lo, y_hi, PLOT_HEIGHT, |_| FONT),
            left,
            top,
            plot_w,
            plot_h: PLOT_HEIGHT,
            x_tick_y,
            x_title_y,
            title_x,
            height: x_title_y + 0.25 * FONT + GAP,
            columns,
        })
    }

    /// The x axis' grid lines at every decade, and a tick label at every `x_step`-th,
    /// counted from the top end so that the largest value is always labelled.
    fn x_grid(&self, l: &Layout, out: &mut String, labels: &mut Labels) -> fmt::Result {
        let (top, bottom, y) = (l.top, l.bottom(), l.x_tick_y);
        for k in l.x.0..=l.x.1 {
            let x = l.sx(10_f64.powi(k));
            write!(
                out,
                "<line class=\"sg-grid\" x1=\"{x:.1}\" y1=\"{top}\" x2=\"{x:.1}\" \
                 y2=\"{bottom}\"/>"
            )?;
            if (l.x.1 - k) % l.x_step == 0 {
                let text = self.x_text(k);
                labels.push((text.clone(), LabelBox::of_text(&text, x, y, Anchor::Middle)));
                write!(
                    out,
                    "<text class=\"sg-tick\" x=\"{x:.1}\" y=\"{y}\" \
                     text-anchor=\"middle\">{}</text>",
                    escape(&text)
                )?;
            }
        }
        Ok(())
    }

    /// The y axis' grid lines and tick labels, as [`Plot::x_grid`] draws the x axis'.
    fn y_grid(&self, l: &Layout, out: &mut String, labels: &mut Labels) -> fmt::Result {
        let (left, right) = (l.left, l.left + l.plot_w);
        for k in l.y.0..=l.y.1 {
            let y = l.sy(10_f64.powi(k));
            write!(
                out,
                "<line class=\"sg-grid\" x1=\"{left}\" y1=\"{y:.1}\" x2=\"{right:.1}\" \
                 y2=\"{y:.1}\"/>"
            )?;
            if (l.y.1 - k) % l.y_step == 0 {
                let text = self.y_text(k);
                // The baseline a third of the text's size below the line centres it on it.
                let baseline = y + FONT / 3.0;
                labels.push((
                    text.clone(),
                    LabelBox::of_text(&text, left - GAP, baseline, Anchor::End),
                ));
                write!(
                    out,
                    "<text class=\"sg-tick\" x=\"{:.1}\" y=\"{baseline:.1}\" \
                     text-anchor=\"end\">{}</text>",
                    left - GAP,
                    escape(&text)
                )?;
            }
        }
        Ok(())
    }

    /// The plot area's frame, and the axes' titles: the x axis' under its ticks, the
    /// y axis' turned, left of its ticks.
    fn frame_and_titles(&self, l: &Layout, out: &mut String, labels: &mut Labels) -> fmt::Result {
        let (left, top, title_x) = (l.left, l.top, l.title_x);
        let (plot_w, plot_h) = (l.plot_w, l.plot_h);
        let x_title_x = left + plot_w / 2.0;
        let x_title_y = l.x_title_y;
        let y_title_y = top + plot_h / 2.0;
        labels.push((
            self.x.label.clone(),
            LabelBox::of_text(&self.x.label, x_title_x, x_title_y, Anchor::Middle),
        ));
        // The turned title: its width runs down the page, its height across.
        let turned = LabelBox::of_text(&self.y.label, y_title_y, title_x, Anchor::Middle);
        labels.push((
            self.y.label.clone(),
            LabelBox {
                left: turned.top,
                right: turned.bottom,
                top: turned.left,
                bottom: turned.right,
            },
        ));
        write!(
            out,
            "<rect class=\"sg-frame\" x=\"{left}\" y=\"{top}\" width=\"{plot_w:.1}\" \
             height=\"{plot_h:.1}\"/>\
             <text class=\"sg-axis-label\" x=\"{x_title_x:.1}\" y=\"{x_title_y}\" \
             text-anchor=\"middle\">{}</text>\
             <text class=\"sg-axis-label\" transform=\"translate({title_x} \
             {y_title_y:.1}) rotate(-90)\" text-anchor=\"middle\">{}</text>",
            escape(&self.x.label),
            escape(&self.y.label)
        )
    }

    /// Each series' line, its points (unless it is dashed), and its entry in the legend.
    ///
    /// # Errors
    ///
    /// When a legend's label is too long for its column.
    fn lines_and_legend(
        &self,
        l: &Layout,
        out: &mut String,
        labels: &mut Labels,
    ) -> Result<(), Error> {
        let column_width = (WIDTH - 2.0 * GAP) / l.columns as f64;
        for (k, series) in self.series.iter().enumerate() {
            let dashed = if series.dashed { " sg-dashed" } else { "" };
            let class = format!("sg-s{}{dashed}", k % SERIES_COLOURS);
            let path: Vec<String> = series
                .points
                .iter()
                .map(|&(x, y)| format!("{:.1},{:.1}", l.sx(x), l.sy(y)))
                .collect();
            write!(
                out,
                "<polyline class=\"sg-line {class}\" points=\"{}\"/>",
                path.join(" ")
            )?;
            if !series.dashed {
                for &(x, y) in &series.points {
                    write!(
                        out,
                        "<circle class=\"sg-point {class}\" cx=\"{:.1}\" cy=\"{:.1}\" \
                         r=\"3.5\"/>",
                        l.sx(x),
                        l.sy(y)
                    )?;
                }
            }
            let lx = GAP + (k % l.columns) as f64 * column_width;
            let ly = GAP + (k / l.columns) as f64 * LEGEND_ROW + LEGEND_ROW / 2.0;
            let text_x = lx + SAMPLE + GAP / 2.0;
            let baseline = ly + FONT / 3.0;
            let label_box = LabelBox::of_text(&series.label, text_x, baseline, Anchor::Start);
            if label_box.right > lx + column_width {
                return Err(
                    format!("the legend `{}` is too long for its column", series.label).into(),
                );
            }
            labels.push((series.label.clone(), label_box));
            write!(
                out,
                "<line class=\"sg-line {class}\" x1=\"{lx:.1}\" y1=\"{ly:.1}\" \
                 x2=\"{:.1}\" y2=\"{ly:.1}\"/>\
                 <text class=\"sg-legend\" x=\"{text_x:.1}\" y=\"{baseline:.1}\">{}</text>",
                lx + SAMPLE,
                escape(&series.label)
            )?;
        }
        Ok(())
    }
}

/// Checks that every label is within the drawing, `height` high, and that no two
/// overlap.
fn check_labels(labels: &Labels, height: f64) -> Result<(), Error> {
    for (k, (a, box_a)) in labels.iter().enumerate() {
        if box_a.left < 0.0 || box_a.top < 0.0 || box_a.right > WIDTH || box_a.bottom > height {
            return Err(format!("the label `{a}` runs off the plot").into());
        }
        for (b, box_b) in &labels[k + 1..] {
            if box_a.overlaps(box_b) {
                return Err(format!("the labels `{a}` and `{b}` overlap").into());
            }
        }
    }
    Ok(())
}

/// The least-squares slope of log y against log x: the growth exponent of y = c·xᵏ.
pub fn fitted_exponent(points: &[(f64, f64)]) -> Option<f64> {
    if points.len() < 2 {
        return None;
    }
    let logs: Vec<(f64, f64)> = points.iter().map(|&(x, y)| (x.ln(), y.ln())).collect();
    let n = logs.len() as f64;
    let mean_x = logs.iter().map(|p| p.0).sum::<f64>() / n;
    let mean_y = logs.iter().map(|p| p.1).sum::<f64>() / n;
    let sxx: f64 = logs.iter().map(|p| (p.0 - mean_x).powi(2)).sum();
    let sxy: f64 = logs.iter().map(|p| (p.0 - mean_x) * (p.1 - mean_y)).sum();
    (sxx > 0.0).then(|| sxy / sxx)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::numbers::{power_of_ten, thousands, time_tick};

    #[test]
    fn the_stylesheet_has_a_colour_for_each_series_class() {
        let path = crate::shared::data::book_root().join("theme/figures.css");
        let css = std::fs::read_to_string(path).expect("theme/figures.css");
        let colours = (0..=SERIES_COLOURS)
            .take_while(|k| css.contains(&format!(".sg-plot .sg-s{k} {{")))
            .count();
        assert_eq!(colours, SERIES_COLOURS);
    }

    fn plot(points: Vec<(f64, f64)>, x_tick: fn(f64) -> String) -> Plot {
        Plot {
            x: Axis {
                label: "n".into(),
                tick: x_tick,
            },
            y: Axis {
                label: "time".into(),
                tick: time_tick,
            },
            series: vec![Series {
                label: "a < b".into(),
                points,
                dashed: false,
            }],
            title: "t".into(),
        }
    }

    #[test]
    fn the_exponent_of_a_power_law_is_found() {
        let points: Vec<(f64, f64)> = [10.0, 100.0, 1000.0]
            .iter()
            .map(|&x: &f64| (x, 3.0 * x.powi(2)))
            .collect();
        assert!((fitted_exponent(&points).unwrap() - 2.0).abs() < 1e-9);
        assert_eq!(fitted_exponent(&points[..1]), None);
    }

    #[test]
    fn a_plot_is_one_svg_element() {
        let svg = plot(vec![(10.0, 1.0), (100.0, 10.0)], power_of_ten)
            .svg()
            .unwrap();
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert!(svg.contains("a &lt; b"));
    }

    #[test]
    fn crowded_ticks_are_thinned_not_overlapped() {
        // Eight decades of long labels: every one would collide at 440 units.
        let svg = plot(vec![(10.0, 1.0), (1e9, 1e9)], |v| thousands(v as u64))
            .svg()
            .unwrap();
        assert!(
            svg.contains(">1,000,000,000<"),
            "the top decade keeps its label"
        );
        assert!(!svg.contains(">100,000,000<"), "its neighbour gives way");
    }

    #[test]
    fn overlapping_labels_are_refused() {
        let mut p = plot(vec![(10.0, 1.0), (100.0, 10.0)], power_of_ten);
        p.series[0].label = "a legend far too long to fit in the width of the plot at all".into();
        assert!(p.svg().unwrap_err().to_string().contains("too long"));
        assert!(plot(vec![(0.0, 1.0)], power_of_ten).svg().is_err());
    }
}
