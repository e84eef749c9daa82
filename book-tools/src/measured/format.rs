//! Rendering a value: its unit, its rounding, its thousands.

use super::{Quantity, Request, Rounding};

/// How many base units one of `unit` is, and of which quantity.
pub(crate) fn unit_scale(unit: &str) -> Option<(Quantity, f64)> {
    Some(match unit {
        "ns" => (Quantity::Nanoseconds, 1.0),
        "µs" | "us" => (Quantity::Nanoseconds, 1e3),
        "ms" => (Quantity::Nanoseconds, 1e6),
        "s" => (Quantity::Nanoseconds, 1e9),
        "min" => (Quantity::Nanoseconds, 60e9),
        "h" => (Quantity::Nanoseconds, 3600e9),
        "B" => (Quantity::Bytes, 1.0),
        "KB" => (Quantity::Bytes, 1e3),
        "MB" => (Quantity::Bytes, 1e6),
        "GB" => (Quantity::Bytes, 1e9),
        "KiB" => (Quantity::Bytes, 1024.0),
        "MiB" => (Quantity::Bytes, 1024.0 * 1024.0),
        "GiB" => (Quantity::Bytes, 1024.0 * 1024.0 * 1024.0),
        _ => return None,
    })
}

/// The unit a value is best shown in: the largest whose value is at least 1.
pub(super) fn auto_unit(value: f64, kind: Quantity) -> &'static str {
    let steps: &[&'static str] = match kind {
        Quantity::Nanoseconds => &["ns", "µs", "ms", "s"],
        Quantity::Bytes => &["B", "KB", "MB", "GB"],
        Quantity::Count => return "",
    };
    let mut chosen = steps[0];
    for unit in steps {
        let (_, scale) = unit_scale(unit).expect("a known unit");
        if value.abs() >= scale * 0.9995 {
            chosen = unit;
        }
    }
    chosen
}

pub(super) fn format_quantity(
    value: f64,
    kind: Quantity,
    exact: bool,
    request: &Request,
) -> Result<String, String> {
    if kind == Quantity::Count {
        if request.unit.is_some() {
            return Err("`unit=` is for a time or a size, not a count".into());
        }
        if exact && request.rounding.is_none() {
            return Ok(round(value, Some(Rounding::Dp(0))));
        }
        let rounding = request.rounding.or(Some(Rounding::Sig(2)));
        // A rounded count of millions or more is said in words, so that its zeros do
        // not read as exact: 40.0 billion, not 40,000,000,000.
        for (scale, word) in [(1e12, "trillion"), (1e9, "billion"), (1e6, "million")] {
            if value.abs() >= scale * 0.9995 {
                return Ok(format!("{}\u{a0}{word}", round(value / scale, rounding)));
            }
        }
        return Ok(round(value, rounding));
    }
    let unit = match &request.unit {
        Some(unit) => {
            let (of, _) = unit_scale(unit).expect("checked when parsed");
            if of != kind {
                return Err(format!("`unit={unit}` is not a unit of this field"));
            }
            unit.as_str()
        }
        None if request.bare => {
            return Err("`bare` needs `unit=`, so that a list of values shares one unit".into())
        }
        None => auto_unit(value, kind),
    };
    let unit = if unit == "us" { "µs" } else { unit };
    let (_, scale) = unit_scale(unit).expect("a known unit");
    let shown = round(value / scale, request.rounding.or(Some(Rounding::Sig(2))));
    if request.bare {
        Ok(shown)
    } else {
        // A no-break space, so that a number never ends a line without its unit.
        Ok(format!("{shown}\u{a0}{unit}"))
    }
}

/// `value` rounded, with its thousands separated by commas: 3,300 or 1.3.
pub(super) fn round(value: f64, rounding: Option<Rounding>) -> String {
    let decimals = match rounding.unwrap_or(Rounding::Sig(2)) {
        Rounding::Dp(k) => k as i32,
        Rounding::Sig(k) => {
            if value == 0.0 {
                0
            } else {
                let magnitude = value.abs().log10().floor() as i32;
                k as i32 - 1 - magnitude
            }
        }
    };
    let text = if decimals >= 0 {
        format!("{value:.prec$}", prec = decimals as usize)
    } else {
        let unit = 10f64.powi(-decimals);
        format!("{:.0}", (value / unit).round() * unit)
    };
    // A value that rounds up to the next power of ten (9.96 to 10.0) keeps one digit
    // too many; that is still the stated rounding, and reads fine.
    group_thousands(&text)
}

/// A number's text with its thousands grouped (`20000` as `20,000`), and a
/// minus sign for `-`.
pub(crate) fn group_thousands(text: &str) -> String {
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => ("\u{2212}", rest),
        None => ("", text),
    };
    let (whole, fraction) = match digits.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (digits, None),
    };
    let mut grouped = String::new();
    for (k, c) in whole.chars().enumerate() {
        if k > 0 && (whole.len() - k) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    match fraction {
        Some(f) => format!("{sign}{grouped}.{f}"),
        None => format!("{sign}{grouped}"),
    }
}
