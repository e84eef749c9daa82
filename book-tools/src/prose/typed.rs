//! The numbers a chapter types with a unit (`4.2 ms`, `46 MB`, `3,300×`), which
//! must come from a recording through `{{#measured ...}}`: [`typed_quantities`]
//! finds them in a line that [`crate::directives::without_directives`] has
//! blanked the directives of.
//!
//! The finder reads each line bluntly. It drops markup between a number and its unit
//! (`**4.2** ms`, `9&nbsp;s`, `$1.0\,\text{s}$`). It reads groups and exponents (`20 000`,
//! `1.2e3`, `3.1 × 10⁻⁴`), but not a number after `^` (`n^2`). It lets up to three spaces, a
//! hyphen, a line break, or one word ("4.2 CPU seconds", "3 CPU-seconds") part a number from
//! its unit, and reads a unit of two letters or more in any case and plural (`46 mb`, `3
//! GiBs`). A ratio is `×`, an `x` right after the digits outside math, "-fold", or "times"
//! right after the number. In prose, a bare decimal (`4.6`) and a share (`40%`) are typed
//! too ([`Typed::Decimal`], [`Typed::Share`]). A number in words ("ten minutes") and a
//! table's number with no unit of its own are review's.

use std::ops::Range;

/// What a typed number is measured in: a time, a size in memory, or a ratio.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Typed {
    /// A time: `4.2 ms`, `12 µs`, `3 s`, `5 minutes`.
    Time,
    /// A size in memory: `46 MB`, `512 KiB`, `12 bytes`.
    Memory,
    /// A ratio written with `×`, or a letter x right after the digits: `3,300×`,
    /// `3,300x`; or in words: `3.5-fold`, `4.6 times`.
    Ratio,
    /// A share, a number right before `%`: `40%` (not the remainder `7 % 100`).
    /// Read in prose only, as [`Typed::Decimal`] is.
    Share,
    /// A number with a fractional part and no unit, outside math: `4.6`, as a
    /// directive renders a ratio or a fitted slope. In a chapter it is a
    /// measurement unless a claim beside it checks it (a bound, `<= 3.2`) or
    /// the allowlist says why it is not one (a count's ratio, a section).
    Decimal,
}

/// The units a typed number may carry, and what each measures; each is read as a whole word
/// (or with a plural `s`), so their order does not matter. A unit
/// of a single letter (`s`, `h`) counts only after a space: `4s` is a plural.
const UNITS: &[(&str, Typed)] = &[
    ("kibibytes", Typed::Memory),
    ("mebibytes", Typed::Memory),
    ("gibibytes", Typed::Memory),
    ("tebibytes", Typed::Memory),
    ("kibibyte", Typed::Memory),
    ("mebibyte", Typed::Memory),
    ("gibibyte", Typed::Memory),
    ("tebibyte", Typed::Memory),
    ("milliseconds", Typed::Time),
    ("microseconds", Typed::Time),
    ("nanoseconds", Typed::Time),
    ("millisecond", Typed::Time),
    ("microsecond", Typed::Time),
    ("nanosecond", Typed::Time),
    ("kilobytes", Typed::Memory),
    ("megabytes", Typed::Memory),
    ("gigabytes", Typed::Memory),
    ("terabytes", Typed::Memory),
    ("kilobyte", Typed::Memory),
    ("megabyte", Typed::Memory),
    ("gigabyte", Typed::Memory),
    ("terabyte", Typed::Memory),
    ("microsec", Typed::Time),
    ("millisec", Typed::Time),
    ("nanosec", Typed::Time),
    ("seconds", Typed::Time),
    ("minutes", Typed::Time),
    ("second", Typed::Time),
    ("minute", Typed::Time),
    ("msecs", Typed::Time),
    ("usecs", Typed::Time),
    ("nsecs", Typed::Time),
    ("hours", Typed::Time),
    ("weeks", Typed::Time),
    ("years", Typed::Time),
    ("days", Typed::Time),
    ("week", Typed::Time),
    ("year", Typed::Time),
    ("day", Typed::Time),
    ("bytes", Typed::Memory),
    ("fold", Typed::Ratio),
    ("times", Typed::Ratio),
    ("µsec", Typed::Time),
    ("μsec", Typed::Time),
    ("msec", Typed::Time),
    ("usec", Typed::Time),
    ("nsec", Typed::Time),
    ("secs", Typed::Time),
    ("mins", Typed::Time),
    ("hour", Typed::Time),
    ("byte", Typed::Memory),
    ("sec", Typed::Time),
    ("min", Typed::Time),
    ("hrs", Typed::Time),
    ("hr", Typed::Time),
    ("KiB", Typed::Memory),
    ("MiB", Typed::Memory),
    ("GiB", Typed::Memory),
    ("TiB", Typed::Memory),
    ("ns", Typed::Time),
    ("ps", Typed::Time),
    ("µs", Typed::Time),
    ("μs", Typed::Time),
    ("us", Typed::Time),
    ("ms", Typed::Time),
    ("KB", Typed::Memory),
    ("kB", Typed::Memory),
    ("MB", Typed::Memory),
    ("GB", Typed::Memory),
    ("TB", Typed::Memory),
    ("s", Typed::Time),
    ("h", Typed::Time),
];

/// Every number in `line` written with a unit of time or memory, or with `×`: what a
/// chapter must render with the directive instead. An HTML space (`&nbsp;`) or a
/// unit in math (`$1.0\,\text{s}$`) counts as the plain one. Directives are left out (the
/// caller blanks them first). Returns each as written (`4.2 ms`) with its kind.
pub fn typed_quantities(line: &str) -> Vec<(String, Typed)> {
    typed_at(&plain(line), false)
        .into_iter()
        .map(|(_, written, kind)| (written, kind))
        .collect()
}

/// Each number `text` writes, with its power of ten, as written (`1.25 × 10⁹`,
/// `10,000`), read as [`typed_quantities`] reads a number, unit or none; not an
/// exponent (`n^2`), nor the base of a power in superscripts (`2³²`).
pub fn numbers_written(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let superscript = |c: &char| "⁰¹²³⁴⁵⁶⁷⁸⁹".contains(*c);
    number_spans(&chars)
        .into_iter()
        .filter(|n| !(n.start > 0 && chars[n.start - 1] == '^'))
        .filter(|n| !chars.get(n.end).is_some_and(superscript))
        .map(|n| {
            chars[n.start..n.end + times_ten(&chars[n.end..])]
                .iter()
                .collect()
        })
        .collect()
}

/// The typed numbers of each line of `text` ([`typed_quantities`]), with the line's
/// index: a number at the end of a line whose unit starts the next is the first line's
/// (`… a run of 12` / `ms …`). `strip` takes off what starts each line before its text
/// (a doc comment's `///`); a line it gives `None` for is not read.
pub fn typed_by_line(
    text: &str,
    strip: fn(&str) -> Option<&str>,
) -> Vec<(usize, Vec<(String, Typed)>)> {
    let lines: Vec<Option<String>> = text.lines().map(|l| strip(l).map(plain)).collect();
    let mut found = Vec::new();
    // Whether a line starts inside display math (after an odd number of `$$`),
    // and whether it is in a fenced block.
    let (mut in_math, mut in_block) = (false, false);
    for (index, line) in lines.iter().enumerate() {
        let Some(line) = line else { continue };
        let fence = line.trim_start().starts_with("```");
        in_block ^= fence;
        let math_at_start = in_math;
        in_math ^= line.matches("$$").count() % 2 == 1;
        let next = lines
            .get(index + 1)
            .and_then(Option::as_deref)
            .unwrap_or("");
        let joined = format!("{line}\n{}", next.trim_start());
        let own = line.chars().count();
        let mut typed: Vec<(String, Typed)> = typed_at(&joined, math_at_start)
            .into_iter()
            .filter(|&(start, _, _)| start < own)
            .map(|(_, written, kind)| (written.replace('\n', " "), kind))
            .collect();
        // A bare decimal or a share (`40%`) is read in prose only: a block's
        // code checks its own numbers, and a table's are review's.
        let prose = !(in_block || fence || line.trim_start().starts_with('|'));
        typed.retain(|(_, kind)| prose || !matches!(kind, Typed::Decimal | Typed::Share));
        if !typed.is_empty() {
            found.push((index, typed));
        }
    }
    found
}

/// [`typed_quantities`], each with the index of the `char` its number starts at,
/// and each bare decimal outside math ([`Typed::Decimal`]) but one that goes
/// on a name (`arXiv:0804.4892`, `doi:10.1007`, `target-feature-1.1`);
/// `math_at_start` when the line starts inside display math.
fn typed_at(line: &str, math_at_start: bool) -> Vec<(usize, String, Typed)> {
    let chars: Vec<char> = line.chars().collect();
    let mut found = Vec::new();
    for number in number_spans(&chars) {
        let start = number.start;
        // An exponent in math (`n^2`, `10^7`) is no quantity of its own.
        if start > 0 && chars[start - 1] == '^' {
            continue;
        }
        // A power of ten after the number is the number's (`3.1 × 10⁻⁴`,
        // `$3.1 \times 10^{-4}$`).
        let ten = times_ten(&chars[number.end..]);
        let mut at = number.end + ten;
        // Up to three spaces (a tab, or the `$` that closes math, `$4.2$ ms`, too),
        // or one hyphen ("a 12-microsecond run"), or the end of a line that the
        // caller joined to the next ([`typed_by_line`]); math's `3 - s` is no unit.
        let space = |c: &&char| is_space(**c) || matches!(c, '\t' | '\n' | '$');
        let gap = if chars.get(at).is_some_and(|&c| is_hyphen(c)) {
            1
        } else {
            chars[at..].iter().take(3).take_while(space).count()
        };
        let spaced = gap > 0;
        at += gap;
        let rest: String = chars[at..].iter().collect();
        let mut unit = if rest.starts_with('×') {
            Some(("×", Typed::Ratio))
        } else if !spaced && rest.starts_with('%') {
            // `40%`; `7 % 100`, spaced, is a remainder.
            Some(("%", Typed::Share))
        } else if !spaced && letter_x(&chars[..start], &rest) {
            Some(("x", Typed::Ratio))
        } else {
            unit_at(&rest, spaced)
        };
        // One word may stand between a number and a unit of two letters or
        // more, after a space ("4.2 CPU seconds"; not "2-D min"), or end in
        // one after its hyphen ("3 CPU-seconds").
        let word = rest
            .chars()
            .take_while(|&c| c.is_alphabetic() || is_hyphen(c))
            .count();
        let spaced_word = spaced && !is_hyphen(chars[at - 1]) && (1..=20).contains(&word);
        if unit.is_none() && spaced_word {
            let within = chars[at..at + word].iter().rposition(|&c| is_hyphen(c));
            let after = chars.get(at + word).is_some_and(|&c| is_space(c));
            let starts = [within.map(|k| at + k + 1), after.then_some(at + word + 1)];
            for from in starts.into_iter().flatten() {
                let tail: String = chars[from..].iter().collect();
                // "4 three times" counts: "times" follows its number only.
                if let Some(found) = unit_at(&tail, false).filter(|(u, _)| *u != "times") {
                    (unit, at) = (Some(found), from);
                    break;
                }
            }
        }
        if let Some((unit, kind)) = unit {
            let end = at + unit.chars().count();
            let written: String = chars[start..end].iter().collect();
            found.push((start, written, kind));
        } else if is_decimal(&chars[number.clone()])
            && in_math(&chars[..start]) == math_at_start
            && ten == 0
            && !(start > 0 && matches!(chars[start - 1], ':' | '/' | '-'))
        {
            let written: String = chars[number].iter().collect();
            found.push((start, written, Typed::Decimal));
        }
    }
    found
}

/// Whether `number` has one fractional part (`4.6`, not `20,000`, nor a
/// section's `6.2.5`).
fn is_decimal(number: &[char]) -> bool {
    number.iter().filter(|&&c| c == '.').count() == 1
}

/// Whether the end of `before` is inside inline math: after an odd number of
/// `$` or `$$`, counted as one each.
fn in_math(before: &[char]) -> bool {
    let dollars = (0..before.len())
        .filter(|&i| before[i] == '$' && (i == 0 || before[i - 1] != '$'))
        .count();
    dollars % 2 == 1
}

/// The unit that `rest` starts with, if any: one of two letters or more in any
/// case (`46 mb`), of one letter only after a space (`spaced`) and as written
/// (`3 s`, not `3 S`, nor the plural `4s`).
fn unit_at(rest: &str, spaced: bool) -> Option<(&'static str, Typed)> {
    UNITS.iter().copied().find(|(unit, _)| {
        let written = rest.get(..unit.len());
        let long = unit.chars().count() > 1;
        let same = if long {
            written.is_some_and(|w| w.eq_ignore_ascii_case(unit))
        } else {
            spaced && written == Some(unit)
        };
        if !same {
            return false;
        }
        // A plural the unit does not spell itself (`3 GiBs`, `2 MBs`).
        let mut after = rest[unit.len()..].chars().peekable();
        if long && !unit.ends_with('s') {
            after.next_if(|&c| c == 's');
        }
        !after
            .next()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

/// Whether `c` is a hyphen: the plain one, or Unicode's hyphen and
/// non-breaking hyphen (`4.2‑ms`).
fn is_hyphen(c: char) -> bool {
    matches!(c, '-' | '\u{2010}' | '\u{2011}')
}

/// How long the power of ten that `chars` starts with is, after a number: a
/// sign of times (`×`, `·`, math's `\times` or `\cdot`), 10, and an exponent
/// (`^7`, `^{-4}`, `⁻⁴`), with spaces between. 0 if there is none.
fn times_ten(chars: &[char]) -> usize {
    let text: String = chars.iter().collect();
    let spaces = |t: &str| t.len() - t.trim_start_matches(|c: char| is_space(c)).len();
    let mut at = spaces(&text);
    let sign = ["×", "·", "\\times", "\\cdot"]
        .iter()
        .find(|sign| text[at..].starts_with(**sign));
    let Some(sign) = sign else { return 0 };
    at += sign.len();
    at += spaces(&text[at..]);
    let Some(rest) = text[at..].strip_prefix("10") else {
        return 0;
    };
    at += 2;
    let exponent = if let Some(power) = rest.strip_prefix("^{") {
        power.find('}').map_or(0, |end| end + 3)
    } else if let Some(power) = rest.strip_prefix('^') {
        let sign = usize::from(power.starts_with('-'));
        let digits = power[sign..]
            .chars()
            .take_while(char::is_ascii_digit)
            .count();
        if digits > 0 {
            1 + sign + digits
        } else {
            0
        }
    } else {
        rest.chars()
            .take_while(|c| "⁰¹²³⁴⁵⁶⁷⁸⁹⁻".contains(*c))
            .map(char::len_utf8)
            .sum()
    };
    if exponent == 0 {
        return 0;
    }
    text[..at + exponent].chars().count()
}

/// Whether `c` is a space a chapter writes between words or digits: the plain one,
/// the no-break space and the thin ones.
pub(crate) fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\u{a0}' | '\u{2009}' | '\u{202f}')
}

/// Where each number of `chars` is: a run of digits, with a `.` or `,` between
/// two of them (`4.2`, `20,000`), or a space between groups of three
/// (`20 000`, the thin and the no-break space too), that no letter, digit or
/// `_` comes right before (`u32`'s 32 is none).
pub(crate) fn number_spans(chars: &[char]) -> Vec<Range<usize>> {
    let digit = |at: usize| chars.get(at).is_some_and(char::is_ascii_digit);
    // A space at `at` between a group of one to three digits and one of three.
    let grouping = |at: usize, group: usize| {
        is_space(chars[at])
            && (1..=3).contains(&group)
            && (at + 1..at + 4).all(digit)
            && !digit(at + 4)
    };
    // How long the exponent at `at` is (`e3`, `e-7`), 0 if there is none.
    let exponent = |at: usize| {
        let sign = usize::from(matches!(chars.get(at + 1), Some('-' | '+')));
        let digits = chars[(at + 1 + sign).min(chars.len())..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        let word = chars
            .get(at + 1 + sign + digits)
            .is_some_and(|c| c.is_alphanumeric() || *c == '_');
        if digits > 0 && !word {
            1 + sign + digits
        } else {
            0
        }
    };
    let mut spans = Vec::new();
    let mut k = 0;
    while k < chars.len() {
        let starts = chars[k].is_ascii_digit()
            && (k == 0 || !(chars[k - 1].is_alphanumeric() || chars[k - 1] == '_'));
        if !starts {
            k += 1;
            continue;
        }
        let start = k;
        let mut group = 0; // digits since the last separator
        while k < chars.len() {
            if chars[k].is_ascii_digit() {
                group += 1;
            } else if (matches!(chars[k], '.' | ',') && digit(k + 1)) || grouping(k, group) {
                group = 0;
            } else if matches!(chars[k], 'e' | 'E') && exponent(k) > 0 {
                // `1.2e3`, `5e-7`: the exponent is the number's.
                k += exponent(k);
                break;
            } else {
                break;
            }
            k += 1;
        }
        spans.push(start..k);
    }
    spans
}

/// How long the HTML tag (`<b>`, `</b>`, not a comment `<!--`) or entity
/// (`&nbsp;`, `&#x2009;`) that `chars` starts with is; 0 if it starts with none.
fn markup(chars: &[char]) -> usize {
    match chars {
        ['<', next, ..] if next.is_ascii_alphabetic() || *next == '/' => {
            let len = chars[1..]
                .iter()
                .take_while(|c| !matches!(c, '>' | '<'))
                .count();
            if chars.get(1 + len) == Some(&'>') {
                len + 2
            } else {
                0
            }
        }
        ['&', rest @ ..] => {
            let name = rest.iter().take(10);
            let len = name
                .take_while(|c| c.is_ascii_alphanumeric() || **c == '#')
                .count();
            if len > 0 && rest.get(len) == Some(&';') {
                len + 2
            } else {
                0
            }
        }
        _ => 0,
    }
}

/// `line` made plain for the finder, bluntly: what a chapter may put between a
/// number and its unit in Markdown, HTML or math reads as a space or goes. An
/// HTML tag goes and an entity (`&nbsp;`, `&#x2009;`) is a space ([`markup`]);
/// emphasis (`*`, `_`) goes; a spacing command of math (`\,`, `\;`, `\ `, `~`)
/// is a space, and a command's braces keep only what they hold (`\text{s}` is
/// `s`, `\mathbf{4.2}` is `4.2`).
pub(crate) fn plain(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::with_capacity(line.len());
    // For each brace open, whether it was a command's, to drop its `}`.
    let mut braces = Vec::new();
    let mut k = 0;
    while k < chars.len() {
        let c = chars[k];
        k += 1;
        match c {
            '<' | '&' => match markup(&chars[k - 1..]) {
                0 => out.push(c),
                len => {
                    if c == '&' {
                        out.push(' ');
                    }
                    k += len - 1;
                }
            },
            '*' | '_' => {}
            '~' => out.push(' '),
            '\\' => {
                let letters = chars[k..]
                    .iter()
                    .take_while(|c| c.is_ascii_alphabetic())
                    .count();
                if letters == 0 && matches!(chars.get(k), Some(',' | ';' | ':' | '!' | ' ')) {
                    out.push(' ');
                    k += 1;
                } else if letters > 0 && chars.get(k + letters) == Some(&'{') {
                    braces.push(true);
                    k += letters + 1;
                } else {
                    out.push(c);
                }
            }
            '{' => {
                braces.push(false);
                out.push(c);
            }
            '}' => {
                if braces.pop() != Some(true) {
                    out.push(c);
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// Whether `rest`, right after a number's digits, is a ratio's letter x: one that
/// ends the word (`3,300x`, not `0x1F`, `3x3`) and is not in math. After an odd
/// number of `$` or `$$` in `before`, the line up to the number, it is a
/// product: `$k = 2x$`.
fn letter_x(before: &[char], rest: &str) -> bool {
    let ends_word = |after: &str| {
        !after
            .chars()
            .next()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
    };
    !in_math(before) && rest.strip_prefix('x').is_some_and(ends_word)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directives::without_directives;

    #[test]
    fn a_number_and_its_unit_on_two_lines_are_the_first_lines() {
        let text = "a run of 12\nms on a row; and 3\n/// GB in a comment\n4 GB";
        let typed = typed_by_line(text, |line| Some(line));
        let lines: Vec<(usize, Vec<String>)> = typed
            .into_iter()
            .map(|(i, t)| (i, t.into_iter().map(|(w, _)| w).collect()))
            .collect();
        assert_eq!(
            lines,
            [(0, vec!["12 ms".to_string()]), (3, vec!["4 GB".into()])]
        );
        fn doc(line: &str) -> Option<&str> {
            line.trim_start().strip_prefix("///")
        }
        let typed = typed_by_line("/// a run of 3\n/// GB\nlet x = 4\nGB", doc);
        assert_eq!(typed.len(), 1);
        assert_eq!((typed[0].0, typed[0].1[0].0.as_str()), (0, "3 GB"));
    }

    /// Markup, math, entities, cases, spellings and words between a number and
    /// its unit: the finder reads bluntly, and finds each.
    #[test]
    fn a_number_is_found_through_markup_spellings_and_words() {
        let found = |line: &str| -> Vec<String> {
            typed_quantities(line).into_iter().map(|(w, _)| w).collect()
        };
        // An HTML space, a unit in math, a number grouped by spaces.
        assert_eq!(
            found("takes 9&nbsp;s there, $1.0\\,\\text{s}$ here, 20 000 ms"),
            ["9 s", "1.0 s", "20 000 ms"]
        );
        // An exponent in math is no quantity: `$0.45\\,n^2$ bytes` is a formula.
        assert!(found("about $0.45\\,n^2$ bytes, $10^7$ bytes").is_empty());
        // A tag, math's closing `$`, a tab, an exponent.
        assert_eq!(
            found("<b>4.2</b> ms, $4.2$ ms, 4.2\tms, 1.2e3 ns, 3 ps, 0x1e3 ms, $e^{2}$, 380 µsec"),
            [
                "4.2 ms",
                "4.2$ ms",
                "4.2\tms",
                "1.2e3 ns",
                "3 ps",
                "380 µsec"
            ]
        );
        // Emphasis, any entity, any case, more than one space.
        assert_eq!(
            found("**4.2** ms, 4.2&ensp;ms, 4.2&#x2009;ms, 46 mb, 3  GiB, 3 S"),
            ["4.2 ms", "4.2 ms", "4.2 ms", "46 mb", "3  GiB"]
        );
        assert_eq!(found("rows 1 2 3 ms"), ["3 ms"]);
        // One word between a number and a unit of two letters or more, after a
        // space; not after a hyphen, nor before a one-letter unit.
        assert_eq!(
            found("4.2 CPU seconds, 3 more ms, 2-D min, 10 million values, 3 piles s"),
            ["4.2 CPU seconds", "3 more ms"]
        );
        assert_eq!(
            found("4.2 millisecs, 3 nanosec"),
            ["4.2 millisec", "3 nanosec"]
        );
        // A plural the unit does not spell, "-fold", a hyphenated word between.
        assert_eq!(
            found("3.1 GiBs, 2 MBs, 3.5-fold, 12.5 wall-clock seconds, 4s, 2 mss, 3 CPU-seconds"),
            [
                "3.1 GiB",
                "2 MB",
                "3.5-fold",
                "12.5 wall-clock seconds",
                "3 CPU-seconds"
            ]
        );
        // A ratio in words, in place of a directive's `4.6×`.
        assert_eq!(
            found("the table takes 4.6 times the sieve's time, 5 more times, at times 3"),
            ["4.6 times"]
        );
        // A share, but not a remainder: `k * 7 % 100`.
        assert_eq!(found("marking takes 60% of the run, k * 7 % 100"), ["60%"]);
        // A bare decimal, as a directive renders a ratio or a slope; not in
        // math, nor a section's 6.2.5, nor a count in powers of ten.
        assert_eq!(
            found("takes 4.6 the sieve's time, $0.45 n^2$, section 6.2.5, 2.4 × 10⁹ moves"),
            ["4.6"]
        );
        // A power of ten is the number's; a non-breaking hyphen is a hyphen.
        assert_eq!(
            found("takes $3.1 \\times 10^{-4}$ s, 2 × 10⁹ ns, 4.2\u{2011}ms, 2.4 × 10⁹ moves"),
            ["3.1 \\times 10^{-4}$ s", "2 × 10⁹ ns", "4.2\u{2011}ms"]
        );
    }

    /// A bare decimal is typed in prose only: not in math (display math's
    /// lines, between `$$` and `$$`, are math), a fenced block, a table or a
    /// name.
    #[test]
    fn a_bare_decimal_in_display_math_is_not_typed() {
        let text = "a 4.6\n$$\nx \\approx 0.037\n$$ then 1.5\nand $$ 2.5 $$ 3.5\n\
                    ```rust\nlet x = 0.5;\n```\n| 8.9 | 2.6 |\n[arXiv:0804.4892](a/b-1.1)";
        let typed = typed_by_line(text, |line| Some(line));
        let written: Vec<(usize, Vec<&str>)> = typed
            .iter()
            .map(|(k, t)| (*k, t.iter().map(|(w, _)| w.as_str()).collect()))
            .collect();
        assert_eq!(
            written,
            [(0, vec!["4.6"]), (3, vec!["1.5"]), (4, vec!["3.5"])]
        );
    }

    #[test]
    fn typed_numbers_are_found_with_their_unit() {
        let found = |line: &str| -> Vec<String> {
            typed_quantities(line).into_iter().map(|(w, _)| w).collect()
        };
        assert_eq!(found("It runs in 4.2 ms."), ["4.2 ms"]);
        assert_eq!(found("a 12-microsecond run"), ["12-microsecond"]);
        assert_eq!(
            found("12µs, 3 s and 2 minutes"),
            ["12µs", "3 s", "2 minutes"]
        );
        assert_eq!(
            found("a peak of 46 MB, 512\u{a0}KiB"),
            ["46 MB", "512\u{a0}KiB"]
        );
        assert_eq!(found("3,300× faster, 2 ×"), ["3,300×", "2 ×"]);
        assert_eq!(
            found("3,300x faster, 12x, 1.5x."),
            ["3,300x", "12x", "1.5x"]
        );
        // A letter x inside a word, or apart, is not a ratio.
        assert!(found("0x1F, 0xff, 3x3, 3 x 4, 2x_y").is_empty());
        assert!(found("so $k = 2x$, and $$x \\le 2x$$").is_empty());
        assert_eq!(found("$k = 2x$ but 2x faster"), ["2x"]);
        assert_eq!(found("12 bytes per pile"), ["12 bytes"]);
        // Units spelt out or cut short.
        assert_eq!(
            found("46 megabytes, 2 gigabytes; 12 secs, 3 hrs; 5 mins; 40 msec, 1 h"),
            [
                "46 megabytes",
                "2 gigabytes",
                "12 secs",
                "3 hrs",
                "5 mins",
                "40 msec",
                "1 h"
            ]
        );
        assert_eq!(
            found("3 days, 2 weeks, 1 year; 46 mebibytes"),
            ["3 days", "2 weeks", "1 year", "46 mebibytes"]
        );
        // Plurals, names and plain numbers are not measurements.
        assert!(found("both 4s, x86_64, 10 piles, 3 steps, 2 sums").is_empty());
        assert!(found("O(n) and 5 msb, 2 hs").is_empty());
        let kinds: Vec<Typed> = typed_quantities("1 ns 2 GB 3× 4x 5%")
            .into_iter()
            .map(|(_, k)| k)
            .collect();
        assert_eq!(
            kinds,
            [
                Typed::Time,
                Typed::Memory,
                Typed::Ratio,
                Typed::Ratio,
                Typed::Share
            ]
        );
    }

    #[test]
    fn directives_are_blanked_before_the_scan() {
        let line = "It runs in {{#measured bench-g fast n=100}} (not 3 ms).";
        let blank = without_directives(line);
        assert_eq!(blank.len(), line.len());
        assert_eq!(
            typed_quantities(&blank)
                .into_iter()
                .map(|(w, _)| w)
                .collect::<Vec<_>>(),
            ["3 ms"]
        );
        assert!(typed_quantities(&without_directives("{{#measured x n=4 unit=ms}}")).is_empty());
    }

    #[test]
    fn numbers_are_read_with_their_power_and_not_inside_a_word() {
        let said = "n²/2, 1.25 × 10⁹; 800 MB at 10,000 stones, of i128, 16 GiB, 2³² + 1, n^2";
        assert_eq!(
            numbers_written(said),
            ["2", "1.25 × 10⁹", "800", "10,000", "16", "1"]
        );
    }
}
