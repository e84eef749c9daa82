//! `grows` and `shrinks`: a value read at each size of a range, rising or falling
//! from each size to the next.

use super::{agree, show, Op};
use crate::measured::{self, Measure, Store};

/// A `grows` (`shrinks`) claim: its `left` side, read at each of its sizes in the
/// range that `right` names, rises (falls) from each size to the next, and its ends'
/// spreads are apart.
pub(super) fn trend(store: &Store, left: &str, right: &[&str], op: Op) -> Result<(), String> {
    let range = trend_range(right)?;
    let points = trend_points(store, left, range)?;
    goes_one_way(&points, op == Op::Grows)
}

/// The range of a trend, `from=N1 to=N2`: its two ends, in the order written.
fn trend_range(right: &[&str]) -> Result<(f64, f64), String> {
    let mut from = None;
    let mut to = None;
    for word in right {
        match word.split_once('=') {
            Some(("from", n)) => from = Some(measured::parse_number(n)?),
            Some(("to", n)) => to = Some(measured::parse_number(n)?),
            _ => return Err(format!("`{word}`: a trend takes `from=N to=N`")),
        }
    }
    from.zip(to)
        .ok_or_else(|| "a trend needs `from=N to=N`".into())
}

/// The points of a trend: `left` read at every size its first side has from `from` to
/// `to`, in order, each with its size. Both ends must be among the sizes, a size that
/// cannot be read fails, and the recordings' conditions must agree.
fn trend_points(
    store: &Store,
    left: &str,
    (from, to): (f64, f64),
) -> Result<Vec<(f64, Measure)>, String> {
    let sizes: Vec<f64> = store
        .sizes(left)?
        .into_iter()
        .filter(|&n| n >= from && n <= to)
        .collect();
    if sizes.len() < 2 || sizes[0] != from || sizes[sizes.len() - 1] != to {
        return Err(format!(
            "has records at {} of the sizes from {from} to {to}: it needs both ends",
            sizes.len()
        ));
    }
    let (file, rest) = left.split_once(' ').unwrap_or((left, ""));
    let mut points = Vec::new();
    let mut conditions = Vec::new();
    for &n in &sizes {
        // Every size the first side has is a point: one that cannot be measured fails.
        let args = format!("{file} n={n} {rest}");
        let m = store
            .measure(&args)
            .map_err(|e| format!("at n = {n}: {e}"))?;
        conditions.extend(store.conditions(&args)?);
        points.push((n, m));
    }
    agree(&conditions)?;
    Ok(points)
}

/// The direction check of a trend: the value of `points` (two at least) rises from
/// each size to the next when `rising`, falls otherwise, and the spreads of the first
/// and the last do not overlap. An error names the first step that goes the wrong way.
pub(super) fn goes_one_way(points: &[(f64, Measure)], rising: bool) -> Result<(), String> {
    for pair in points.windows(2) {
        let (a, b) = (pair[0].1, pair[1].1);
        // Strictly, both ways: a flat step is neither growth nor shrinking.
        let wrong_way = if rising {
            b.mean <= a.mean
        } else {
            b.mean >= a.mean
        };
        if wrong_way {
            return Err(format!(
                "does not hold: from n = {} to n = {} the value goes from {} to {}",
                pair[0].0,
                pair[1].0,
                show(a),
                show(b)
            ));
        }
    }
    let (first, last) = (points[0].1, points[points.len() - 1].1);
    let apart = if rising {
        last.low > first.high
    } else {
        last.high < first.low
    };
    if !apart {
        return Err(format!(
            "does not hold: the ends' spreads overlap ({} and {})",
            show(first),
            show(last)
        ));
    }
    Ok(())
}
