//! Log-log line plots as plain SVG.
//!
//! Written by hand rather than with a plotting library, for two reasons: the output must be
//! byte-for-byte the same on every machine (the drift test compares it with the committed
//! file, and a library that measures text with the system's fonts would not be), and every
//! colour must come from the reader's mdBook theme (lines and text use CSS classes and
//! `currentColor`, set in `theme/figures.css`).

use std::fmt::Write as _;

use crate::html::escape;

/// One line of a plot.
pub struct Series {
    /// The legend's label.
    pub label: String,
    /// The points, with x and y both positive.
    pub points: Vec<(f64, f64)>,
    /// Draw it dashed (for reference lines such as a fitted slope).
    pub dashed: bool,
}

/// A log-log plot.
pub struct Plot {
    /// The x axis' label.
    pub x_label: String,
    /// The y axis' label.
    pub y_label: String,
    /// How to print a y tick (a power of ten).
    pub y_tick: fn(f64) -> String,
    /// How to print an x tick (a power of ten).
    pub x_tick: fn(f64) -> String,
    /// The lines.
    pub series: Vec<Series>,
    /// What the plot shows, for screen readers.
    pub title: String,
}

const WIDTH: f64 = 640.0;
const HEIGHT: f64 = 400.0;
const LEFT: f64 = 78.0;
const RIGHT: f64 = 40.0;
const TOP: f64 = 16.0;
const BOTTOM: f64 = 52.0;

/// The powers of ten that span `lo..=hi` (in log10 units), widened to whole decades.
fn decades(lo: f64, hi: f64) -> (i32, i32) {
    let lo = lo.floor() as i32;
    let hi = hi.ceil() as i32;
    (lo, if hi == lo { lo + 1 } else { hi })
}

impl Plot {
    /// The SVG element (no XML prologue: it is inlined into the page).
    pub fn svg(&self) -> String {
        let all: Vec<(f64, f64)> = self
            .series
            .iter()
            .flat_map(|s| s.points.iter().copied())
            .collect();
        let (x_lo, x_hi) = decades(
            all.iter()
                .map(|p| p.0.log10())
                .fold(f64::INFINITY, f64::min),
            all.iter()
                .map(|p| p.0.log10())
                .fold(f64::NEG_INFINITY, f64::max),
        );
        let (y_lo, y_hi) = decades(
            all.iter()
                .map(|p| p.1.log10())
                .fold(f64::INFINITY, f64::min),
            all.iter()
                .map(|p| p.1.log10())
                .fold(f64::NEG_INFINITY, f64::max),
        );
        let plot_w = WIDTH - LEFT - RIGHT;
        let plot_h = HEIGHT - TOP - BOTTOM;
        let sx = |x: f64| {
            LEFT + (x.log10() - f64::from(x_lo)) / f64::from(x_hi - x_lo)
                * plot_w
        };
        let sy = |y: f64| {
            TOP + plot_h
                - (y.log10() - f64::from(y_lo)) / f64::from(y_hi - y_lo)
                    * plot_h
        };

        let mut out = String::new();
        write!(
            out,
            "<svg class=\"sg-plot\" role=\"img\" aria-label=\"{t}\" width=\"{WIDTH}\" height=\"{HEIGHT}\" \
             viewBox=\"0 0 {WIDTH} {HEIGHT}\"><title>{t}</title>",
            t = escape(&self.title)
        )
        .unwrap();
        // Grid and ticks, one per decade.
        for k in x_lo..=x_hi {
            let x = sx(10_f64.powi(k));
            write!(
                out,
                "<line class=\"sg-grid\" x1=\"{x:.1}\" y1=\"{TOP}\" x2=\"{x:.1}\" y2=\"{:.1}\"/>\
                 <text class=\"sg-tick\" x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
                TOP + plot_h,
                TOP + plot_h + 18.0,
                (self.x_tick)(10_f64.powi(k))
            )
            .unwrap();
        }
        for k in y_lo..=y_hi {
            let y = sy(10_f64.powi(k));
            write!(
                out,
                "<line class=\"sg-grid\" x1=\"{LEFT}\" y1=\"{y:.1}\" x2=\"{:.1}\" y2=\"{y:.1}\"/>\
                 <text class=\"sg-tick\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>",
                LEFT + plot_w,
                LEFT - 6.0,
                y + 4.0,
                (self.y_tick)(10_f64.powi(k))
            )
            .unwrap();
        }
        write!(
            out,
            "<rect class=\"sg-frame\" x=\"{LEFT}\" y=\"{TOP}\" width=\"{plot_w:.1}\" height=\"{plot_h:.1}\"/>\
             <text class=\"sg-axis-label\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>\
             <text class=\"sg-axis-label\" transform=\"translate(16 {:.1}) rotate(-90)\" text-anchor=\"middle\">{}</text>",
            LEFT + plot_w / 2.0,
            HEIGHT - 10.0,
            escape(&self.x_label),
            TOP + plot_h / 2.0,
            escape(&self.y_label)
        )
        .unwrap();
        // The lines, their points, and the legend.
        for (k, series) in self.series.iter().enumerate() {
            let class = format!(
                "sg-s{}{}",
                k % 6,
                if series.dashed { " sg-dashed" } else { "" }
            );
            let path: Vec<String> = series
                .points
                .iter()
                .map(|&(x, y)| format!("{:.1},{:.1}", sx(x), sy(y)))
                .collect();
            write!(
                out,
                "<polyline class=\"sg-line {class}\" points=\"{}\"/>",
                path.join(" ")
            )
            .unwrap();
            if !series.dashed {
                for &(x, y) in &series.points {
                    write!(out, "<circle class=\"sg-point {class}\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"3.5\"/>", sx(x), sy(y))
                        .unwrap();
                }
            }
            let ly = TOP + 14.0 + 18.0 * k as f64;
            write!(
                out,
                "<line class=\"sg-line {class}\" x1=\"{:.1}\" y1=\"{ly:.1}\" x2=\"{:.1}\" y2=\"{ly:.1}\"/>\
                 <text class=\"sg-legend\" x=\"{:.1}\" y=\"{:.1}\">{}</text>",
                LEFT + 10.0,
                LEFT + 34.0,
                LEFT + 40.0,
                ly + 4.0,
                escape(&series.label)
            )
            .unwrap();
        }
        out.push_str("</svg>");
        out
    }
}

/// The least-squares slope of log y against log x: the growth exponent of y = c·xᵏ.
pub fn fitted_exponent(points: &[(f64, f64)]) -> Option<f64> {
    if points.len() < 2 {
        return None;
    }
    let logs: Vec<(f64, f64)> =
        points.iter().map(|&(x, y)| (x.ln(), y.ln())).collect();
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
        let plot = Plot {
            x_label: "n".into(),
            y_label: "time".into(),
            y_tick: |v| format!("{v}"),
            x_tick: |v| format!("{v}"),
            series: vec![Series {
                label: "a < b".into(),
                points: vec![(10.0, 1.0), (100.0, 10.0)],
                dashed: false,
            }],
            title: "t".into(),
        };
        let svg = plot.svg();
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert!(svg.contains("a &lt; b"));
    }
}
