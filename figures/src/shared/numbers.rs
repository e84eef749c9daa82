//! Numbers as the figures print them: thousands separated, times in the unit that suits
//! them, powers of ten with superscript exponents.

/// 5000 as `5,000`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A time in the unit that suits it: `4.7 ns`, `512 ns`, `2.5 µs`, `31.4 ms`,
/// `1.25 s`. Below 10 ns, one decimal, so that the times per pile or per state
/// of the fast methods keep two figures.
pub fn format_time(ns: f64) -> String {
    if ns < 10.0 {
        format!("{ns:.1} ns")
    } else if ns < 1e3 {
        format!("{ns:.0} ns")
    } else if ns < 1e6 {
        format!("{:.1} µs", ns / 1e3)
    } else if ns < 1e9 {
        format!("{:.1} ms", ns / 1e6)
    } else {
        format!("{:.2} s", ns / 1e9)
    }
}

/// A power of ten of nanoseconds, as an axis tick: `1 ns`, `10 µs`, `100 ms`, `10 s`.
pub fn time_tick(ns: f64) -> String {
    let (value, unit) = match ns {
        t if t < 1e3 => (t, "ns"),
        t if t < 1e6 => (t / 1e3, "µs"),
        t if t < 1e9 => (t / 1e6, "ms"),
        t => (t / 1e9, "s"),
    };
    format!("{} {unit}", value.round())
}

/// `12` as `¹²`.
pub fn superscript(n: u32) -> String {
    n.to_string()
        .chars()
        .map(|d| ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'][d as usize - '0' as usize])
        .collect()
}

/// A power of ten as an axis tick: `1`, `10`, then `10²`, `10³`, ... (short labels, so
/// that the ticks of a narrow plot do not run into each other).
pub fn power_of_ten(value: f64) -> String {
    match value.log10().round() as i32 {
        k if k <= 0 => "1".to_string(),
        1 => "10".to_string(),
        k => format!("10{}", superscript(k as u32)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_and_counts_read_well() {
        assert_eq!(format_time(4.73), "4.7 ns");
        assert_eq!(format_time(512.0), "512 ns");
        assert_eq!(format_time(2_500.0), "2.5 µs");
        assert_eq!(format_time(31_400_000.0), "31.4 ms");
        assert_eq!(format_time(1_250_000_000.0), "1.25 s");
        assert_eq!(time_tick(1e4), "10 µs");
        assert_eq!(time_tick(1e10), "10 s");
        assert_eq!(thousands(5_000), "5,000");
        assert_eq!(thousands(16), "16");
        assert_eq!(thousands(1_000_000), "1,000,000");
    }

    #[test]
    fn powers_of_ten_are_short() {
        assert_eq!(power_of_ten(1.0), "1");
        assert_eq!(power_of_ten(10.0), "10");
        assert_eq!(power_of_ten(1e3), "10³");
        assert_eq!(power_of_ten(1e12), "10¹²");
        assert_eq!(superscript(907), "⁹⁰⁷");
    }
}
