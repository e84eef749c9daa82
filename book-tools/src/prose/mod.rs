//! The checks that read a chapter's English, all in this module: the numbers
//! typed with a unit ([`typed_by_line`], read line by line, with the allowlist
//! of `tests/book/numbers.rs`), the limits typed by hand ([`typed_values`]),
//! and the sentences that compare measurements ([`unbacked`]). Each is a net
//! for the spellings the book writes, not for every spelling: docs/tooling.md,
//! "What no check reads".
//!
//! A sentence that says a word such as "faster" or "within a minute"
//! ([`comparing_words`]) needs a `{{#claim ...}}` that checks it against
//! `figures/data/`.
//!
//! A sentence that says such a word of something else (a bound in O-notation, a
//! count of steps, a title) carries a marker right after it that names the word in
//! quotes, then says why, as `#[allow(lint, reason = "...")]` does:
//!
//! ```text
//! It is faster in O-notation. <!-- not measured: "faster", a bound proved above -->
//! ```
//!
//! The comparing words ([`comparing_words`]): those of speed and cost by their
//! stems (`fast`, `slow`, `quick`, `cheap`, `speed`) in any form with an ending
//! ("faster", "quickly", "speeds") or after a word that makes them compare ("as
//! quick", "so slow", "how fast"); the phrases a chapter writes
//! ([`COMPARING_WORDS`]); "within" with a number and `%`; and a ratio of a time
//! ("a third of the sieve's time", named `"third of ... time"`; "twice the
//! time", "the time halves", "forty times its time"); and a span of time in
//! words ("under a millisecond", "a few seconds", "ten minutes"). Not read as comparing:
//! a stem with no ending ("the fast methods", "slow but plainly right"),
//! [`NOT_OF_SPEED`] ("quickest", Part
//! IV's win in the fewest moves), "beats" (said of moves), and the plain verbs of
//! change ("grows", "rises", "falls"), which mostly tell how a bound or a row's
//! values change.
//!
//! The kinds (stems, a ratio of a time, "within" N%) are rules; the two lists
//! hold the book's own words and the common spellings of a comparison.
//!
//! A sentence with claims points their way: "faster" where a claim says its first
//! side takes less time (`A < B`, `A fastest`), "slower" where one says more
//! (`direction`); a run of claims backs the words before it, back to the run
//! before. A word the marker does not name still fails, and a marker that
//! excuses nothing, or names a word its sentence no longer says, fails, as
//! `#[expect]` does. Not read: a heading's words ("## The fastest
//! method": the section holds the claim), a link's text and a quoted title
//! ("Faster than the textbook").

use std::ops::Range;

use crate::directives::{find_directives, Kind};

mod bounds;
mod limits;
mod sentences;
pub(crate) mod typed;

pub use bounds::{test_bounds, writes_bound, TestBound};
pub use limits::typed_values;
pub use sentences::{comparing_words, sentences, Sentence, COMPARING_WORDS, NOT_OF_SPEED};
pub use typed::{numbers_written, typed_by_line, typed_quantities, Typed};

/// The marker a sentence carries when it says a comparing word of something that
/// is not a measurement; the words and the reason follow, up to ` -->`.
pub const NOT_MEASURED: &str = "<!-- not measured:";

/// Every sentence of a chapter that compares measurements with no claim, or carries
/// a [`NOT_MEASURED`] marker that does not name, in quotes, each comparing word it
/// excuses, or that excuses nothing; and every marker that starts a line. Each with
/// its first line (1-based) and what is wrong.
pub fn unbacked(text: &str) -> Vec<(usize, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let paragraph = |at: usize| paragraph_around(&lines, at);
    let mut found: Vec<(usize, String)> = sentences(text)
        .into_iter()
        .filter_map(|s| {
            let seen = without_comments(&s.text);
            let wrong = size_unlike_its_directives(&seen, &paragraph(s.line - 1));
            wrong
                .or_else(|| problem(&s.text))
                .map(|p| (s.line, format!("{p}: {}", s.text)))
        })
        .collect();
    for (index, line) in text.lines().enumerate() {
        if line
            .trim_start()
            .trim_start_matches(['>', ' '])
            .starts_with(NOT_MEASURED)
        {
            found.push((
                index + 1,
                "a marker starts the line, which ends the paragraph there: \
                 move it to the end of the line before"
                    .to_string(),
            ));
        }
    }
    found
}

/// The paragraph that holds line `at` (from 0) of `lines`: the lines between
/// the blank ones around it, joined by spaces.
pub fn paragraph_around(lines: &[&str], at: usize) -> String {
    let blank = |k: &usize| lines[*k].trim().is_empty();
    let start = (0..at).rev().find(blank).map_or(0, |k| k + 1);
    let end = (at..lines.len()).find(blank).unwrap_or(lines.len());
    lines[start..end].join(" ")
}

/// What is wrong with one sentence (its `words`, on one line): a measurement nothing
/// backs, or a marker that names too little or excuses nothing.
fn problem(words: &str) -> Option<String> {
    let reason = words.find(NOT_MEASURED).map(|at| {
        let rest = &words[at + NOT_MEASURED.len()..];
        rest[..rest.find("-->").unwrap_or(rest.len())].to_lowercase()
    });
    let seen = without_comments(words);
    if seen.contains("{{#claim ") && !seen.trim_start().starts_with('#') {
        let wrong = direction(&seen)
            .or_else(|| unbacked_multiple(&seen))
            .or_else(|| unbacked_fraction(&seen));
        if wrong.is_some() {
            return wrong;
        }
    }
    let mut said = Vec::new();
    if !seen.trim_start().starts_with('#') && !seen.contains("{{#claim ") {
        said = comparing_words(&without_titles(&seen));
    }
    match reason {
        Some(_) if said.is_empty() => {
            Some("its marker excuses nothing (no comparing word): remove it".to_string())
        }
        Some(reason) => {
            let unnamed: Vec<String> = said
                .iter()
                .filter(|s| !reason.contains(&format!("\"{}\"", s.to_lowercase())))
                .map(|s| format!("\"{s}\""))
                .collect();
            let stale: Vec<String> = named(&reason)
                .into_iter()
                .filter(|name| !said.iter().any(|s| s.to_lowercase() == *name))
                .map(|name| format!("\"{name}\""))
                .collect();
            if !unnamed.is_empty() {
                Some(format!(
                    "its marker does not name {} (a marker names in quotes each \
                     thing it excuses, then why)",
                    unnamed.join(", ")
                ))
            } else if !stale.is_empty() {
                Some(format!(
                    "its marker names {}, which the sentence no longer says: remove it \
                     from the marker",
                    stale.join(", ")
                ))
            } else {
                None
            }
        }
        None if said.is_empty() => None,
        None => Some(format!(
            "nothing backs {}: check the comparison with {{{{#claim ...}}}}, or mark \
             the sentence `<!-- not measured: \"...\", why -->`",
            said.iter()
                .map(|s| format!("\"{s}\""))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// A multiple the sentence `seen` types ("ten times as fast", "3 times
/// slower", "twice as fast") where none of its directives is a ratio (a
/// `{{#measured A / B}}`, or a `{{#claim}}` of `A / B`), said as what is
/// wrong: a claim of a way alone (`A < B`) does not back its size.
fn unbacked_multiple(seen: &str) -> Option<String> {
    let ratio = find_directives(seen)
        .iter()
        .any(|d| matches!(d.kind, Kind::Claim | Kind::Measured) && d.args.contains(" / "));
    if ratio {
        return None;
    }
    let plain = crate::directives::without_directives(seen).to_lowercase();
    // Words as written: "three times, faster" is no multiple.
    let words: Vec<&str> = plain.split_whitespace().collect();
    let word = |w: &str| w.trim_matches(|c: char| !c.is_alphanumeric()).to_string();
    let ends = |w: &str| w.ends_with(|c: char| !c.is_alphanumeric());
    let compares = |w: &str| {
        matches!(
            w,
            "as" | "faster" | "slower" | "more" | "less" | "longer" | "shorter"
        )
    };
    (0..words.len().saturating_sub(2)).find_map(|k| {
        let w = &words[k..k + 3];
        let [first, second, third] = [word(w[0]), word(w[1]), word(w[2])];
        let digits = !first.is_empty() && first.chars().all(|c| c.is_ascii_digit());
        let count = sentences::cardinal(&first).is_some() || digits;
        let joined = !ends(w[0]) && !ends(w[1]);
        // "forty times its time" scales a time as "forty times as long" does.
        let timed = words[k + 3..]
            .iter()
            .take(3)
            .any(|w| matches!(word(w).as_str(), "time" | "run"));
        let its = matches!(third.as_str(), "its" | "the" | "that") && timed;
        let times = count && joined && second == "times" && (compares(&third) || its);
        let twice = first == "twice" && !ends(w[0]) && second == "as";
        let shown = if twice { 2 } else { 3 };
        let multiple = [first, second, third][..shown].join(" ");
        (times || twice).then(|| {
            format!(
                "it types a multiple, \"{multiple}\", that no ratio backs: render it with \
                 {{{{#measured A / B}}}}, or bound it with {{{{#claim A / B >= k}}}}"
            )
        })
    })
}

/// The nouns that make the number before them a size ("50,000 values").
const SIZE_NOUNS: [&str; 4] = ["values", "stones", "piles", "numbers"];

/// A size the sentence `seen` types ("LeetCode's largest input, 50,000
/// values") beside a `{{#measured}}` or `{{#claim}}` of its own, that none
/// of the directives of its `paragraph` reads (`n=50000`, `n=10^5`, a
/// trend's `from=` and `to=`): the words would then say one input and the
/// measurement another. A number is a size when a noun of [`SIZE_NOUNS`]
/// follows it; one in math (`$10^5$ stones`) counts. A table row is not
/// read: its cells are apart.
fn size_unlike_its_directives(seen: &str, paragraph: &str) -> Option<String> {
    let measures =
        |d: &crate::directives::Directive| matches!(d.kind, Kind::Measured | Kind::Claim);
    if seen.trim_start().starts_with('|') || !find_directives(seen).iter().any(measures) {
        return None;
    }
    let sizes: Vec<f64> = find_directives(paragraph)
        .iter()
        .filter(|d| measures(d))
        .flat_map(|d| {
            d.args
                .split_whitespace()
                .filter_map(|w| {
                    ["n=", "from=", "to="]
                        .iter()
                        .find_map(|key| w.strip_prefix(key))
                })
                .filter_map(|n| crate::measured::parse_number(n).ok())
                .collect::<Vec<_>>()
        })
        .collect();
    if sizes.is_empty() {
        return None;
    }
    let plain = crate::directives::without_directives(seen).replace(['$', '{', '}'], "");
    let words: Vec<&str> = plain.split_whitespace().collect();
    // A number after an operator is a term of a formula ($n + 1$ numbers).
    let operator = |k: usize| {
        k.checked_sub(1)
            .is_some_and(|b| ["+", "-", "−", "*", "×", "·", "\\cdot", "/"].contains(&words[b]))
    };
    (0..words.len().saturating_sub(1)).find_map(|k| {
        let noun = words[k + 1].trim_matches(|c: char| !c.is_alphanumeric());
        let written = words[k].trim_start_matches('(');
        if operator(k) {
            return None;
        }
        let size = crate::measured::parse_number(written).ok()?;
        (SIZE_NOUNS.contains(&noun) && !sizes.contains(&size)).then(|| {
            format!(
                "it types the size {written} {noun}, which none of the directives of its \
                 paragraph reads (they read n = {}): write the size the directive \
                 measures, or make the directive read this one",
                sizes
                    .iter()
                    .map(f64::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })
    })
}

/// The fractions and multiples a sentence may say in words, with their value.
const FRACTIONS: [(&str, f64); 16] = [
    ("half", 0.5),
    ("a third", 1.0 / 3.0),
    ("one third", 1.0 / 3.0),
    ("two thirds", 2.0 / 3.0),
    ("a quarter", 0.25),
    ("one quarter", 0.25),
    ("three quarters", 0.75),
    ("a fifth", 0.2),
    ("one fifth", 0.2),
    ("a tenth", 0.1),
    ("one tenth", 0.1),
    ("twice", 2.0),
    ("two times", 2.0),
    ("three times", 3.0),
    ("four times", 4.0),
    ("ten times", 10.0),
];

/// The words before a fraction that make it a measure of how much ("less
/// than a fifth", "falls by a third", "saves half"), not a part of a thing.
const HEDGES: [&str; 14] = [
    "than", "about", "by", "saves", "save", "nearly", "almost", "roughly", "only", "under", "over",
    "around", "some", "just",
];

/// A fraction or a multiple in words that the bounds of the claims of the
/// sentence `seen` do not hold: a fraction after one of [`HEDGES`] or before
/// "as" ("saves less than a fifth", "half as long"), a multiple before a
/// comparing word ("twice as fast"). Each must be a bound of a claim
/// ([`crate::claims::bounds`]) `v`, or one of `1 - v`, `1 + v` and `1 / v`
/// ("saves a fifth" is a ratio of 0.8, "a fifth slower" 1.2, "twice as
/// fast" 0.5). So rewording "less than a fifth" as "about a third" beside
/// `>= 0.8` fails; which way the words point is review's. A sentence whose
/// claims bound nothing but that renders a ratio (`{{#measured A / B}}`)
/// says the multiple of the ratio it shows, and is not read.
fn unbacked_fraction(seen: &str) -> Option<String> {
    let directives = find_directives(seen);
    let bounds: Vec<f64> = directives
        .iter()
        .filter(|d| d.kind == Kind::Claim)
        .flat_map(|d| crate::claims::bounds(&d.args))
        .collect();
    let ratio = directives
        .iter()
        .any(|d| d.kind == Kind::Measured && d.args.contains(" / "));
    if bounds.is_empty() && ratio {
        return None;
    }
    let plain = crate::directives::without_directives(seen).to_lowercase();
    // Words as written, and whether punctuation ends each: "three times,
    // faster" is no multiple.
    let raw: Vec<&str> = plain.split_whitespace().collect();
    let words: Vec<&str> = raw
        .iter()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .collect();
    let ends = |k: usize| raw[k].ends_with(|c: char| !c.is_alphanumeric());
    let compares = [
        "as", "faster", "slower", "more", "less", "longer", "shorter",
    ];
    let measures = |phrase: &str, value: f64| {
        let phrase: Vec<&str> = phrase.split(' ').collect();
        (0..words.len()).any(|k| {
            let last = k + phrase.len() - 1;
            let before = k.checked_sub(1).filter(|&b| !ends(b)).map(|b| words[b]);
            let after = words.get(last + 1).filter(|_| !ends(last));
            words[k..].starts_with(&phrase)
                && (k..last).all(|w| !ends(w))
                && if value > 1.0 {
                    after.is_some_and(|w| compares.contains(w))
                } else {
                    before.is_some_and(|w| HEDGES.contains(&w)) || after == Some(&"as")
                }
        })
    };
    let near = |a: f64, b: f64| (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0);
    let (phrase, value) = FRACTIONS.iter().find(|(phrase, value)| {
        let forms = [*value, 1.0 - value, 1.0 + value, 1.0 / value];
        measures(phrase, *value) && !bounds.iter().any(|&b| forms.iter().any(|&f| near(f, b)))
    })?;
    Some(format!(
        "it says \"{phrase}\" ({value:.3}), which no bound of its claims is, nor 1 \
         minus, 1 plus or 1 over it: bound it with {{{{#claim A / B <= k}}}}, or say \
         the bound the claim holds"
    ))
}

/// The names a marker's `reason` starts with, each in quotes and followed by a
/// comma: `"faster", "speed up", a bound` names "faster" and "speed up".
fn named(reason: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = reason.trim_start();
    while let Some(quoted) = rest.strip_prefix('"') {
        let Some(end) = quoted.find('"') else { break };
        names.push(quoted[..end].to_string());
        rest = quoted[end + 1..].trim_start_matches(',').trim_start();
    }
    names
}

/// What is wrong with the way a sentence's words point, against its claims: a
/// "faster" where no claim says its first side takes less (`A < B`, `A
/// fastest`), or a "slower" where none says it takes more. A run of claims
/// backs the words before it, back to the run before ("slower at
/// 10⁵{{#claim .. > ..}}, and faster at 10⁷{{#claim .. < ..}}"); words after the
/// last run, any claim of the sentence. Only claims between
/// methods are read (a bound, an exponent or `~` says no way), and a reworded
/// subject still passes ("B is faster" beside `A < B`): review holds that.
fn direction(seen: &str) -> Option<String> {
    // Each run of claims: where the words it backs start, where it starts, and
    // the ways of its claims.
    let mut runs: Vec<(usize, usize, Vec<bool>)> = Vec::new();
    let mut from = 0;
    let claims = find_directives(seen)
        .into_iter()
        .filter(|d| d.kind == Kind::Claim);
    for claim in claims {
        let (at, way) = (claim.span.start, crate::claims::way(&claim.args));
        match runs.last_mut() {
            Some(run) if seen[from..at].trim().is_empty() => run.2.extend(way),
            _ => runs.push((from, at, way.into_iter().collect())),
        }
        from = claim.span.end;
    }
    let all: Vec<bool> = runs.iter().flat_map(|run| run.2.clone()).collect();
    runs.push((from, seen.len(), all));
    runs.iter()
        .filter(|(_, _, ways)| !ways.is_empty())
        .find_map(|(start, end, ways)| wrong_way(&seen[*start..*end], ways))
}

/// The word of `words` that points a way none of `ways` does, said as what is
/// wrong: a comparative of speed or cost ([`sentences::way_of_word`]: "faster"
/// says less time, "slowest" more) where no claim of it points that way.
fn wrong_way(words: &str, ways: &[bool]) -> Option<String> {
    let said = comparing_words(&without_titles(&crate::directives::without_directives(
        words,
    )));
    let (word, less) = said.iter().find_map(|word| {
        sentences::way_of_word(word)
            .filter(|less| !ways.contains(less))
            .map(|less| (word, less))
    })?;
    Some(format!(
        "says \"{word}\", but no claim of it says that its first side, the \
         sentence's subject, takes {} (`A {} B`, `A {}`)",
        if less { "less time" } else { "more time" },
        if less { "<" } else { ">" },
        if less { "fastest" } else { "slowest" },
    ))
}

/// `text` with each HTML comment (`<!-- ... -->`) blanked: its characters made
/// spaces, its line breaks kept, so that lines keep their numbers.
pub fn without_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("<!--") {
        out.push_str(&rest[..at]);
        let len = rest[at..]
            .find("-->")
            .map_or(rest.len() - at, |end| end + 3);
        let blank = rest[at..at + len]
            .chars()
            .map(|c| if c == '\n' { '\n' } else { ' ' });
        out.extend(blank);
        rest = &rest[at + len..];
    }
    out.push_str(rest);
    out
}

/// `text` without its titles: a link (`[Faster than the textbook](faster.md)`) and
/// what stands in double quotes.
fn without_titles(text: &str) -> String {
    let mut spans: Vec<Range<usize>> = Vec::new();
    for (at, _) in text.match_indices('[') {
        let Some(len) = text[at..].find(']') else {
            continue;
        };
        let after = &text[at + len + 1..];
        let target = match after.chars().next() {
            Some('(') => after.find(')'),
            Some('[') => after.find(']'),
            _ => continue,
        };
        spans.push(at..at + len + 2 + target.unwrap_or(0));
    }
    for (open, close) in [('"', '"'), ('“', '”')] {
        let mut from = 0;
        while let Some(at) = text[from..].find(open).map(|k| from + k) {
            let start = at + open.len_utf8();
            let Some(len) = text[start..].find(close) else {
                break;
            };
            spans.push(at..start + len + close.len_utf8());
            from = start + len + close.len_utf8();
        }
    }
    let mut out = text.to_string();
    spans.sort_by_key(|s| std::cmp::Reverse(s.start));
    let mut until = usize::MAX;
    for span in spans {
        if span.end <= until {
            out.replace_range(span.clone(), " ");
            until = span.start;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problems(text: &str) -> Vec<usize> {
        unbacked(text).into_iter().map(|(line, _)| line).collect()
    }

    #[test]
    fn a_comparison_needs_its_claim_or_a_marker_that_names_it() {
        let text = "The ring is faster.\n\
                    It is faster{{#claim b m n=1 < x}}.\n\
                    Faster in O-notation. <!-- not measured: \"faster\", a bound -->\n\
                    Faster, and the fastest. <!-- not measured: \"faster\", a bound -->\n\
                    It runs in 4.2 ms.\n";
        assert_eq!(problems(text), [1, 4]);
        let message = &unbacked(text)[1].1;
        assert!(message.contains("does not name \"fastest\""), "{message}");
    }

    /// A marker names what its sentence says, no more: a word edited out of the
    /// sentence leaves the marker's name behind, which fails as an unfulfilled
    /// `#[expect]` does.
    #[test]
    fn a_marker_that_names_a_word_the_sentence_no_longer_says_fails() {
        let text = "It rises slowly. <!-- not measured: \"slowly\", a count -->\n\
                    It rises slowly. <!-- not measured: \"slowly\", \"more slowly\", a count -->\n";
        assert_eq!(problems(text), [2]);
        let message = &unbacked(text)[0].1;
        assert!(
            message.contains("names \"more slowly\", which"),
            "{message}"
        );
        assert_eq!(
            named("\"faster\", \"speed up\", a bound \"x\""),
            ["faster", "speed up"]
        );
    }

    /// "Faster" beside a claim that says slower fails, as "slowest" beside
    /// one that says fastest does.
    #[test]
    fn a_typed_multiple_needs_a_ratio_not_a_way() {
        let way = "It is ten times as fast{{#claim b linear > linear_i64}}.\n\
                   It is 3 times slower{{#claim b x > y}}.\n\
                   It is twice as fast{{#claim b x < y}}.\n";
        assert_eq!(problems(way), [1, 2, 3]);
        let message = &unbacked(way)[0].1;
        assert!(message.contains("\"ten times as\""), "{message}");
        let ratio =
            "It takes {{#measured b x / y}} as long, ten times as long{{#claim b x < y}}.\n\
                     It is ten times as fast{{#claim b y / x >= 10}}.\n\
                     It ran three times, faster{{#claim b x < y}}.\n";
        assert!(problems(ratio).is_empty(), "{:?}", unbacked(ratio));
        // A number in words of any size, and a multiple of its time.
        let words = "It is forty-two times as fast{{#claim b x < y}}.\n\
                     It takes about forty times its time{{#claim b x > y}}.\n";
        assert_eq!(problems(words), [1, 2]);
    }

    /// A size typed beside a measurement is one its paragraph's directives
    /// read; a term of a formula and a table row are not sizes.
    #[test]
    fn a_size_beside_a_measurement_is_one_its_directives_read() {
        let read = "At the largest input, 50,000 values, it takes {{#measured b x n=50000}}.\n\
                    \n\
                    From $10^4$ stones on it grows as {{#measured b x exponent from=10^4}}.\n\
                    \n\
                    It writes $n + 1$ numbers, {{#measured b x n=10^7}} in all.\n";
        assert!(unbacked(read).is_empty(), "{:?}", unbacked(read));
        let changed = read.replace("50,000 values", "5,000 values");
        let found = unbacked(&changed);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].1.contains("the size 5,000 values"), "{found:?}");
    }

    /// A fraction or a multiple in words is a bound of its sentence's claims,
    /// or 1 minus, 1 plus or 1 over one; a part of a thing is not read.
    #[test]
    fn a_fraction_in_words_is_a_bound_its_claims_hold() {
        let held = "Dropping it saves less than a fifth of the time{{#claim b x / y >= 0.8}}.\n\
                    It falls by about half{{#claim b x / y ~ 0.5 within=10%}}.\n\
                    It is a fifth slower{{#claim b x / y <= 1.2}}.\n\
                    It is twice as fast{{#claim b x / y <= 0.5}}.\n\
                    It takes {{#measured b x / y}} as long, half as long{{#claim b x < y}}.\n\
                    Twice the row's sum fits, and it is faster{{#claim b x < y}}.\n\
                    It reads a third of the row, faster{{#claim b x < y}}.\n";
        assert!(problems(held).is_empty(), "{:?}", unbacked(held));
        let reworded = "Dropping it saves about a third of the time{{#claim b x / y >= 0.8}}.\n\
                        It is three times as fast{{#claim b x / y <= 0.5}}.\n\
                        It takes half as long{{#claim b x < y}}.\n";
        assert_eq!(problems(reworded), [1, 2, 3]);
        let message = &unbacked(reworded)[0].1;
        assert!(message.contains("\"a third\" (0.333)"), "{message}");
    }

    #[test]
    fn a_sentence_points_the_way_its_claims_do() {
        // The comparatives of speed and cost point a way; other words do not.
        for word in ["faster", "fastest", "quicker", "cheaper", "cheapest"] {
            assert_eq!(sentences::way_of_word(word), Some(true), "{word}");
        }
        for word in ["slower", "slowest"] {
            assert_eq!(sentences::way_of_word(word), Some(false), "{word}");
        }
        for word in ["quickly", "as fast", "speedup", "slowly"] {
            assert_eq!(sentences::way_of_word(word), None, "{word}");
        }
        assert_eq!(crate::claims::way("b t n=1 < r"), Some(true));
        assert_eq!(crate::claims::way("b t n=1 / r <= 0.8"), None);
        assert_eq!(crate::claims::way("b t exponent from=10 > 2"), None);
        assert_eq!(crate::claims::way("b t n=10^4 per=n > n=4000"), Some(false));
        let text = "It is slower{{#claim b s n=1 > p}}.\n\
                    It is faster at 1{{#claim b s n=1 > p}}, \
                    and faster at 2{{#claim b s n=2 < p}}.\n\
                    It is the slowest{{#claim b l every fastest}}.\n\
                    The table is the slower, the ring the fastest\
                    {{#claim b t > r}}{{#claim b r fastest}}.\n\
                    It grows faster{{#claim b q exponent from=10 > 2}}\
                    {{#claim b q n=5 <= 10 s}}.\n\
                    Slower, but within 5%{{#claim b a ~ b within=5%}}.\n";
        assert_eq!(problems(text), [2, 3]);
        let message = &unbacked(text)[1].1;
        assert!(message.contains("says \"slowest\""), "{message}");
    }

    #[test]
    fn a_marker_needs_a_word_to_excuse_and_a_line_of_its_own_is_refused() {
        assert_eq!(problems("Two piles. <!-- not measured: none -->\n"), [1]);
        assert_eq!(
            problems("It is faster. <!-- not measured: faster -->\n"),
            [1]
        );
        let own_line = "It is faster.\n<!-- not measured: \"faster\", a bound -->\n";
        assert_eq!(problems(own_line), [1, 2, 2]);
        let message = &unbacked("Two piles. <!-- not measured: none -->")[0].1;
        assert!(message.contains("excuses nothing"), "{message}");
    }

    #[test]
    fn headings_links_titles_and_code_blocks_are_not_read() {
        let text = "## The fastest method\n\n\
                    See [Faster than the textbook](faster.md), and \"Faster Evaluation\".\n\n\
                    ```text\nthe faster one\n```\n";
        assert!(problems(text).is_empty(), "{:?}", unbacked(text));
    }

    #[test]
    fn titles_and_comments_are_taken_out() {
        assert_eq!(
            without_titles("a [Faster](f.md) and \"slower\" one"),
            "a   and   one"
        );
        assert_eq!(without_comments("a <!-- b\n --> c"), "a       \n     c");
    }
}
