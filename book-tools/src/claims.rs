//! The checked-claim directive: `{{#claim ...}}` checks a sentence about measurements
//! against the recordings of `figures/data/`, so that "faster", "the fastest", "widens"
//! or "within a second" stops building when a new recording stops supporting it.
//!
//! A claim renders nothing. It ends the sentence it checks, and says what that sentence
//! says, in the measured-number directive's words ([`crate::measured`]) for each side:
//!
//! ```text
//! linear_i64 is faster here{{#claim bench-stone_game linear_i64 n=10^4 < rolling_row}}.
//! {{#claim bench-stone_game_iv sieve n=10^7 ~ segmented_1_thread}}      about the same
//! {{#claim bench-stone_game_iv pipelined n=10^7 fastest}}               the fastest
//! {{#claim bench-stone_game_iv pipelined n=10^7 fastest among sieve,compact}}
//! {{#claim bench-stone_game rolling_row / linear_i64 grows from=10^3 to=10^5}}
//! {{#claim limits stone_game_v score_table n=1000 seconds <= 10 s}}    within 10 s
//! {{#claim bench-stone_game_iii default n=5e4 / plain_loop <= 0.8}}    at most 0.8×
//! {{#claim bench-stone_game linear_i64 exponent from=10^4 <= 1.2}}     growth
//! {{#claim limits game=stone_game seconds every <= 20 s}}              all of them
//! ```
//!
//! - `A < B`, `A > B`: `A`'s record against `B`'s, picked as the second side of a ratio
//!   is (it takes from `A` whatever it does not say). Where the records carry a spread
//!   (criterion's `low_ns` and `high_ns`), "faster" holds only where the spreads do not
//!   overlap: `A < B` needs `A`'s highest below `B`'s lowest.
//! - `A ~ B`: about the same: the spreads overlap, or the means are within 10% of each
//!   other. A sentence that says "about the same" when one is clearly faster fails too.
//! - `A fastest` (or `slowest`): below (above) every other method of the recording that
//!   has a record with `A`'s other filters, spreads apart; `among m1,m2` narrows the rivals.
//! - `A grows from=N1 to=N2` (or `shrinks`): over the recorded sizes from `N1` to `N2`
//!   (at least two), the value (often a ratio `X / Y`) rises (falls) from each size to the
//!   next, and the spreads at the two ends do not overlap.
//! - `A <= K`, `A >= K`, `A < K`, `A > K` with `K` a number and an optional unit (`10 s`,
//!   `500 ms`, `2 MB`): the conservative end of `A`'s spread against `K` (its highest for
//!   `<=`, its lowest for `>=`). `A` may be a ratio (`X / Y <= 0.8`) or an `exponent`;
//!   `A every <= K` holds `K` against each record that `A`'s filters keep.
//!
//! Like `{{#measured ...}}`, a claim is expanded by `mdbook-measured` for `mdbook build`,
//! `mdbook serve` and `mdbook test`, and by build.rs for `cargo test`; a claim that does
//! not hold, or cannot be read, fails all of them, naming the chapter and the line.

use crate::measured::{self, Measure, Store};

/// How near two means must be for `~` when their spreads do not overlap.
const ABOUT_THE_SAME: f64 = 1.1;

/// The comparisons a claim can make.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Less,
    Greater,
    AtMost,
    AtLeast,
    About,
    Fastest,
    Slowest,
    Grows,
    Shrinks,
}

fn op_of(word: &str) -> Option<Op> {
    Some(match word {
        "<" => Op::Less,
        ">" => Op::Greater,
        "<=" => Op::AtMost,
        ">=" => Op::AtLeast,
        "~" => Op::About,
        "fastest" => Op::Fastest,
        "slowest" => Op::Slowest,
        "grows" => Op::Grows,
        "shrinks" => Op::Shrinks,
        _ => return None,
    })
}

/// Checks the claim with these arguments against `store`.
///
/// # Errors
///
/// A sentence saying why the claim does not hold, with the recorded values, or what is
/// wrong with the claim as written.
pub fn check(args: &str, store: &Store) -> Result<(), String> {
    let words: Vec<&str> = args.split_whitespace().collect();
    let at = words
        .iter()
        .position(|w| op_of(w).is_some())
        .ok_or("says no comparison (`<`, `>`, `<=`, `>=`, `~`, `fastest`, `slowest`, `grows`, `shrinks`)")?;
    let op = op_of(words[at]).expect("found above");
    let left = words[..at].join(" ");
    let right = &words[at + 1..];
    if left.is_empty() {
        return Err("has nothing before its comparison".into());
    }
    match op {
        Op::Fastest | Op::Slowest => extreme(store, &left, right, op),
        Op::Grows | Op::Shrinks => trend(store, &left, right, op),
        _ => match constant(right)? {
            Some(k) => match left.strip_suffix(" every") {
                Some(side) => {
                    for m in store.measure_each(side)? {
                        against(m, op, k)?;
                    }
                    Ok(())
                }
                None => against(store.measure(&left)?, op, k),
            },
            None => against_record(store, &left, op, &right.join(" ")),
        },
    }
}

/// `K` or `K unit` on the right of a comparison, in the base unit; `None` when the right
/// side names a record instead.
fn constant(right: &[&str]) -> Result<Option<f64>, String> {
    let Some(first) = right.first() else {
        return Err("has nothing after its comparison".into());
    };
    let plain = first.trim_end_matches('×');
    let Ok(value) = measured::parse_number(plain) else {
        return Ok(None);
    };
    match right {
        [_] => Ok(Some(value)),
        [_, unit] => {
            let (_, scale) = measured::unit_scale(unit)
                .ok_or_else(|| format!("`{unit}` is not a unit"))?;
            Ok(Some(value * scale))
        }
        _ => {
            Err("has more than a number and a unit after its comparison".into())
        }
    }
}

fn show(m: Measure) -> String {
    if m.low == m.high {
        significant(m.mean)
    } else {
        format!(
            "{} (from {} to {})",
            significant(m.mean),
            significant(m.low),
            significant(m.high)
        )
    }
}

fn significant(v: f64) -> String {
    if v != 0.0 && (v.abs() >= 1e6 || v.abs() < 1e-3) {
        format!("{v:.3e}")
    } else {
        format!("{v:.4}")
    }
}

fn against(m: Measure, op: Op, k: f64) -> Result<(), String> {
    let holds = match op {
        Op::Less => m.high < k,
        Op::AtMost => m.high <= k,
        Op::Greater => m.low > k,
        Op::AtLeast => m.low >= k,
        Op::About => {
            m.mean <= k * ABOUT_THE_SAME && m.mean * ABOUT_THE_SAME >= k
        }
        _ => unreachable!("handled by check"),
    };
    if holds {
        Ok(())
    } else {
        Err(format!(
            "does not hold: the recording has {}, against {}",
            show(m),
            significant(k)
        ))
    }
}

/// `left OP right`, read as the ratio `left / right` (which takes from `left` what
/// `right` does not say): `<` needs the ratio's highest below 1.
fn against_record(
    store: &Store,
    left: &str,
    op: Op,
    right: &str,
) -> Result<(), String> {
    if left.split_whitespace().any(|w| w == "/" || w == "-") {
        return Err("compares a ratio or a difference with a record: compare it with a number".into());
    }
    let ratio = store.measure(&format!("{left} / {right}"))?;
    let holds = match op {
        Op::Less | Op::AtMost => ratio.high < 1.0,
        Op::Greater | Op::AtLeast => ratio.low > 1.0,
        Op::About => {
            (ratio.low <= 1.0 && ratio.high >= 1.0)
                || (ratio.mean <= ABOUT_THE_SAME
                    && ratio.mean * ABOUT_THE_SAME >= 1.0)
        }
        _ => unreachable!("handled by check"),
    };
    if holds {
        return Ok(());
    }
    let needs = match op {
        Op::Less | Op::AtMost => "below 1 over its whole spread",
        Op::Greater | Op::AtLeast => "above 1 over its whole spread",
        _ => "within 10% of 1, or a spread that holds 1",
    };
    Err(format!(
        "does not hold: the first over the second is {}, which must be {needs}",
        show(ratio)
    ))
}

/// The first word (the recording) and the plain words of a side that name a method of it.
fn recording_and_method(
    store: &Store,
    side: &str,
) -> Result<(String, Option<String>, Vec<String>), String> {
    let words: Vec<&str> = side.split_whitespace().collect();
    let file = words.first().ok_or("names no recording")?.to_string();
    let records = measured::methods_and_sizes(store, &file)?;
    let methods: Vec<String> = {
        let mut all: Vec<String> =
            records.iter().filter_map(|r| r.0.clone()).collect();
        all.sort();
        all.dedup();
        all
    };
    let own = words[1..]
        .iter()
        .find(|w| methods.iter().any(|m| m == *w))
        .map(|w| w.to_string());
    Ok((file, own, methods))
}

fn extreme(
    store: &Store,
    left: &str,
    right: &[&str],
    op: Op,
) -> Result<(), String> {
    let (_, own, methods) = recording_and_method(store, left)?;
    let own = own.ok_or("a `fastest` claim names its method")?;
    let rivals: Vec<String> = match right {
        [] => methods.into_iter().filter(|m| *m != own).collect(),
        ["among", list] => list.split(',').map(str::to_string).collect(),
        _ => {
            return Err("after `fastest` comes nothing, or `among m1,m2`".into())
        }
    };
    let mut beaten = 0;
    for rival in &rivals {
        let ratio = match store.measure(&format!("{left} / {rival}")) {
            Ok(ratio) => ratio,
            // A method not recorded where this one is is no rival.
            Err(e) if e.contains("no record") && right.is_empty() => continue,
            Err(e) => return Err(e),
        };
        let holds = if op == Op::Fastest {
            ratio.high < 1.0
        } else {
            ratio.low > 1.0
        };
        if !holds {
            return Err(format!(
                "does not hold: {own} over {rival} is {}",
                show(ratio)
            ));
        }
        beaten += 1;
    }
    if beaten == 0 {
        return Err("has no rival recorded beside it".into());
    }
    Ok(())
}

fn trend(
    store: &Store,
    left: &str,
    right: &[&str],
    op: Op,
) -> Result<(), String> {
    let mut from = None;
    let mut to = None;
    for word in right {
        match word.split_once('=') {
            Some(("from", n)) => from = Some(measured::parse_number(n)?),
            Some(("to", n)) => to = Some(measured::parse_number(n)?),
            _ => return Err(format!("`{word}`: a trend takes `from=N to=N`")),
        }
    }
    let (from, to) = from.zip(to).ok_or("a trend needs `from=N to=N`")?;
    let (file, _, _) = recording_and_method(store, left)?;
    let mut sizes: Vec<f64> = measured::methods_and_sizes(store, &file)?
        .iter()
        .filter_map(|r| r.1)
        .filter(|&n| n >= from && n <= to)
        .collect();
    sizes.sort_by(f64::total_cmp);
    sizes.dedup();
    let rest = left.split_once(' ').map_or("", |(_, rest)| rest);
    let points: Vec<(f64, Measure)> = sizes
        .iter()
        .filter_map(|&n| {
            let args = format!("{file} n={n} {rest}");
            store.measure(&args).ok().map(|m| (n, m))
        })
        .collect();
    if points.len() < 2
        || points[0].0 != from
        || points[points.len() - 1].0 != to
    {
        return Err(format!(
            "has records at {} of the sizes from {from} to {to}: it needs both ends",
            points.len()
        ));
    }
    let rising = op == Op::Grows;
    for pair in points.windows(2) {
        let (a, b) = (pair[0].1, pair[1].1);
        if (b.mean > a.mean) != rising {
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

/// The words that compare or characterise measurements: a sentence that holds one says
/// something about the recordings, and must hold a `{{#claim ...}}` that checks it, or be
/// listed as not about a measurement (`tests/unchecked-comparisons.txt`).
pub const COMPARING_WORDS: [&str; 16] = [
    "faster",
    "slower",
    "fastest",
    "slowest",
    "quicker",
    "widens",
    "narrows",
    "within seconds",
    "within a second",
    "within a few seconds",
    "within minutes",
    "times as long",
    "as long as",
    "as fast as",
    "outruns",
    "the same speed",
];

/// Every sentence of a chapter's prose (outside code blocks) that holds one of the
/// [`COMPARING_WORDS`] and no `{{#claim ...}}`: its first line (1-based) and its text,
/// on one line.
pub fn unchecked_comparisons(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let mut paragraph: Vec<(usize, &str)> = Vec::new();
    let mut fence: Option<String> = None;
    let lines: Vec<&str> = text.lines().collect();
    for (index, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        let marker: String = trimmed
            .chars()
            .take_while(|&c| c == '`' || c == '~')
            .collect();
        if marker.len() >= 3 {
            match &fence {
                None => fence = Some(marker),
                Some(open) if marker.starts_with(open.as_str()) => fence = None,
                Some(_) => {}
            }
            sentences_of(&paragraph, &mut found);
            paragraph.clear();
            continue;
        }
        if fence.is_some() {
            continue;
        }
        if line.trim().is_empty() {
            sentences_of(&paragraph, &mut found);
            paragraph.clear();
        } else {
            paragraph.push((index + 1, line));
        }
    }
    sentences_of(&paragraph, &mut found);
    found
}

/// The sentences of one paragraph that compare without a claim.
fn sentences_of(paragraph: &[(usize, &str)], found: &mut Vec<(usize, String)>) {
    let mut sentence = String::new();
    let mut first_line = 0;
    for &(line, text) in paragraph {
        // A quotation's `>` markers are not words of its sentences.
        let mut rest = text.trim().trim_start_matches(['>', ' ']);
        while !rest.is_empty() {
            if sentence.is_empty() {
                first_line = line;
            }
            // A sentence ends at `.`, `!` or `?` followed by a space and then a
            // capital, a link or a directive; a directive's braces are never split.
            let end = sentence_end(rest);
            let (head, tail) = rest.split_at(end);
            if !sentence.is_empty() {
                sentence.push(' ');
            }
            sentence.push_str(head.trim());
            rest = tail.trim_start();
            if end < text.len() && !tail.is_empty()
                || head.ends_with(['.', '!', '?'])
            {
                check_sentence(first_line, &sentence, found);
                sentence.clear();
            }
        }
    }
    if !sentence.is_empty() {
        check_sentence(first_line, &sentence, found);
    }
}

/// Where the first sentence of `text` ends (its length if it does not).
fn sentence_end(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut depth = 0_i32;
    for k in 0..bytes.len() {
        match bytes[k] {
            b'{' => depth += 1,
            b'}' => depth -= 1,
            b'.' | b'!' | b'?' if depth <= 0 => {
                let next = text[k + 1..].chars().next();
                let after = text[k + 1..].trim_start().chars().next();
                if next.is_some_and(char::is_whitespace)
                    && after.is_some_and(|c| {
                        c.is_uppercase() || matches!(c, '[' | '(' | '*' | '{')
                    })
                {
                    return k + 1;
                }
            }
            _ => {}
        }
    }
    text.len()
}

fn check_sentence(
    line: usize,
    sentence: &str,
    found: &mut Vec<(usize, String)>,
) {
    let lower = sentence.to_lowercase();
    let compares = COMPARING_WORDS.iter().any(|word| {
        lower.match_indices(word).any(|(at, _)| {
            let before = lower[..at].chars().next_back();
            let after = lower[at + word.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric)
                && !after.is_some_and(char::is_alphanumeric)
        })
    });
    if compares && !sentence.contains("{{#claim ") {
        found.push((line, sentence.to_string()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn store() -> Store {
        Store::from_values([
            (
                "bench-g".to_string(),
                json!({"results": [
                    {"method": "slow", "n": 100, "mean_ns": 1000.0, "low_ns": 990.0, "high_ns": 1010.0},
                    {"method": "fast", "n": 100, "mean_ns": 100.0, "low_ns": 95.0, "high_ns": 105.0},
                    {"method": "twin", "n": 100, "mean_ns": 102.0, "low_ns": 98.0, "high_ns": 110.0},
                    {"method": "slow", "n": 1000, "mean_ns": 100000.0, "low_ns": 99000.0, "high_ns": 101000.0},
                    {"method": "fast", "n": 1000, "mean_ns": 1000.0, "low_ns": 950.0, "high_ns": 1050.0},
                    {"method": "slow", "n": 10000, "mean_ns": 1.0e7, "low_ns": 0.99e7, "high_ns": 1.01e7},
                    {"method": "fast", "n": 10000, "mean_ns": 10000.0, "low_ns": 9500.0, "high_ns": 10500.0},
                ]}),
            ),
            (
                "limits".to_string(),
                json!({"results": [{"method": "table", "n": 1000, "seconds": 1.5}]}),
            ),
        ])
    }

    fn holds(args: &str) -> bool {
        check(args, &store()).is_ok()
    }

    #[test]
    fn faster_needs_spreads_apart() {
        assert!(holds("bench-g fast n=100 < slow"));
        assert!(holds("bench-g slow n=100 > fast"));
        assert!(!holds("bench-g slow n=100 < fast"));
        // fast and twin overlap: neither is faster; they are about the same.
        assert!(!holds("bench-g fast n=100 < twin"));
        assert!(!holds("bench-g twin n=100 > fast"));
        assert!(holds("bench-g fast n=100 ~ twin"));
        assert!(!holds("bench-g fast n=100 ~ slow"));
    }

    #[test]
    fn fastest_beats_every_rival_recorded_beside_it() {
        assert!(holds("bench-g slow n=100 slowest"));
        assert!(!holds("bench-g fast n=100 fastest"));
        assert!(holds("bench-g fast n=100 fastest among slow"));
        assert!(holds("bench-g fast n=1000 fastest"));
    }

    #[test]
    fn trends_follow_every_size() {
        assert!(holds("bench-g slow / fast grows from=100 to=10^4"));
        assert!(!holds("bench-g slow / fast shrinks from=100 to=10^4"));
        assert!(!holds("bench-g slow / fast grows from=100 to=500"));
    }

    #[test]
    fn constants_take_units_and_the_careful_end() {
        assert!(holds("limits table seconds <= 2 s"));
        assert!(!holds("limits table seconds <= 1 s"));
        assert!(holds("bench-g fast n=100 <= 105 ns"));
        assert!(!holds("bench-g fast n=100 <= 104 ns"));
        assert!(holds("bench-g fast n=100 / slow <= 0.11"));
        assert!(holds("bench-g slow n=100 / fast >= 9×"));
        assert!(holds("bench-g fast exponent from=100 <= 1.01"));
        assert!(holds("bench-g fast every <= 10500 ns"));
        assert!(!holds("bench-g fast every <= 10 us"));
    }

    #[test]
    fn mistakes_are_named() {
        for (args, says) in [
            ("bench-g fast n=100", "no comparison"),
            ("< slow", "nothing before"),
            ("bench-g fast n=100 <", "nothing after"),
            ("bench-g fast n=100 <= 3 furlongs", "not a unit"),
            ("bench-g fast n=100 grows", "needs `from=N to=N`"),
            ("bench-g nothing n=100 < slow", "no record"),
            ("bench-g slow n=100 fastest among nothing", "no record"),
        ] {
            let problem = check(args, &store()).unwrap_err();
            assert!(problem.contains(says), "{args}: {problem}");
        }
    }

    #[test]
    fn sentences_that_compare_need_a_claim() {
        let text = "# T\n\nThe ring is faster here. It is\nslower{{#claim b x < y}} there.\n\
                    Nothing is compared.\n\n```rust\n// faster\n```\n\nOne\nmore is the fastest.\n";
        let found = unchecked_comparisons(text);
        assert_eq!(
            found,
            [
                (3, "The ring is faster here.".to_string()),
                (11, "One more is the fastest.".to_string())
            ]
        );
        assert!(unchecked_comparisons("Breakfast, steadfastness.").is_empty());
    }
}
