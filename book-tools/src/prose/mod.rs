//! The sentences of a chapter that state a measurement, and what backs each: a number
//! typed with a unit (`4.2 ms`, `46 MB`, `3×`) must be rendered from `figures/data/`
//! by `{{#measured ...}}`, and a word that compares measurements ("faster", "within
//! seconds", [`COMPARING_WORDS`]) needs a
//! `{{#claim ...}}` that checks it.
//!
//! A sentence that says such a thing about something else (arithmetic, a bound in
//! O-notation, a count of steps) carries a marker right after it that names in quotes
//! each thing it excuses, then says why, as `#[allow(lint, reason = "...")]` does:
//!
//! ```text
//! Its table is 200 MB at 5,000 piles. <!-- not measured: "200 MB", 5,000² cells of 8 bytes -->
//! ```
//!
//! What the marker does not name still fails, and a marker that excuses nothing fails,
//! as `#[expect]` does. Not read: a heading's words ("## The fastest method": the
//! section holds the claim), a link's text and a quoted title ("Faster than the
//! textbook"), a size below 1,024 bytes (the size of a type: a measured size is
//! rendered in B, KB, MB or GB).

use std::ops::Range;

mod sentences;

pub use sentences::{compares, comparing_words, sentences, Sentence, COMPARING_WORDS};
use sentences::{places, Place};

use crate::measured::{typed_quantities, without_directives, Typed};

/// The marker a sentence carries when it types a number with a unit, or compares,
/// but states no measurement; its reason follows, up to ` -->`.
pub const NOT_MEASURED: &str = "<!-- not measured:";

/// Every sentence of a chapter that states a measurement nothing backs, or carries a
/// [`NOT_MEASURED`] marker that does not name, in quotes, each typed number and
/// comparing word it excuses, or that excuses nothing; every marker that starts a
/// line; and every line of a code block but Rust's that types a measured number. Each
/// with its first line (1-based) and what is wrong.
pub fn unbacked(text: &str) -> Vec<(usize, String)> {
    let mut found: Vec<(usize, String)> = sentences(text)
        .into_iter()
        .filter_map(|s| problem(&s.text).map(|p| (s.line, format!("{p}: {}", s.text))))
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
    // A Rust block runs, and its numbers are its assertions'.
    let code = places(text)
        .into_iter()
        .filter(|&(_, _, p)| p == Place::Code { rust: false });
    for (line, text, _) in code {
        let typed = typed(text);
        if !typed.is_empty() {
            found.push((line, format!("{} typed in a code block", typed.join(", "))));
        }
    }
    found
}

/// What is wrong with one sentence (its `words`, on one line): a measurement nothing
/// backs, or a marker that names too little or excuses nothing.
fn problem(words: &str) -> Option<String> {
    let reason = words.find(NOT_MEASURED).map(|at| {
        let rest = &words[at + NOT_MEASURED.len()..];
        rest[..rest.find("-->").unwrap_or(rest.len())].to_lowercase()
    });
    let seen = without_comments(words);
    let mut said = typed(&seen);
    if !seen.trim_start().starts_with('#') && !seen.contains("{{#claim ") {
        said.extend(comparing_words(&without_titles(&seen)));
    }
    match reason {
        Some(_) if said.is_empty() => Some(
            "its marker excuses nothing (no number typed with a unit, no comparing \
             word): remove it"
                .to_string(),
        ),
        Some(reason) => {
            let unnamed: Vec<String> = said
                .iter()
                .filter(|s| !reason.contains(&format!("\"{}\"", s.to_lowercase())))
                .map(|s| format!("\"{s}\""))
                .collect();
            (!unnamed.is_empty()).then(|| {
                format!(
                    "its marker does not name {} (a marker names in quotes each \
                     thing it excuses, then why)",
                    unnamed.join(", ")
                )
            })
        }
        None if said.is_empty() => None,
        None => Some(format!(
            "nothing backs {}: render a number with {{{{#measured ...}}}}, check a \
             comparison with {{{{#claim ...}}}}, or mark the sentence `<!-- not \
             measured: \"...\", why -->`",
            said.iter()
                .map(|s| format!("\"{s}\""))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// The numbers `text` types with a unit, directives blanked, but a size below 1,024
/// bytes.
fn typed(text: &str) -> Vec<String> {
    typed_quantities(&without_directives(text))
        .into_iter()
        .filter(|(written, kind)| {
            let bytes = written.ends_with("bytes") || written.ends_with("byte");
            let small = written
                .split(|c: char| !(c.is_ascii_digit() || c == ','))
                .next()
                .and_then(|n| n.replace(',', "").parse::<u64>().ok())
                .is_some_and(|n| n < 1024);
            !(*kind == Typed::Memory && bytes && small)
        })
        .map(|(written, _)| written)
        .collect()
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
    fn a_typed_number_or_a_comparison_needs_its_directive_or_a_marker() {
        let text = "It runs in 4.2 ms.\n\
                    The ring is faster.\n\
                    It runs in {{#measured b m n=1}}.\n\
                    It is faster{{#claim b m n=1 < x}}.\n\
                    Cells of 8 bytes, 200 MB. <!-- not measured: \"200 MB\", 25e6 cells -->\n\
                    Faster in O-notation. <!-- not measured: \"faster\", a bound --> Then 3 ms.\n\
                    It is 200 MB, in 3 ms. <!-- not measured: \"200 MB\", 25e6 cells -->\n";
        assert_eq!(problems(text), [1, 2, 6, 7]);
        let message = &unbacked(text)[3].1;
        assert!(message.contains("does not name \"3 ms\""), "{message}");
    }

    #[test]
    fn a_marker_needs_a_reason_and_a_sentence_that_needs_it() {
        assert_eq!(problems("Two piles. <!-- not measured: none -->\n"), [1]);
        assert_eq!(problems("It is 3 ms. <!-- not measured: 3 ms -->\n"), [1]);
        assert!(problems("It is 3 ms. <!-- not measured: \"3 ms\", a setting -->").is_empty());
        let own_line = "It is 200 MB.\n<!-- not measured: \"200 MB\", 25e6 cells -->\n";
        assert_eq!(problems(own_line), [1, 2, 2]);
        let message = &unbacked("Two piles. <!-- not measured: none -->")[0].1;
        assert!(message.contains("excuses nothing"), "{message}");
    }

    #[test]
    fn headings_titles_and_the_sizes_of_types_are_not_read() {
        let text = "## The fastest method\n\n\
                    See [Faster than the textbook](faster.md), and \"Faster Evaluation\".\n\
                    An `i64` takes 8 bytes, a `Move` 48 bytes.\n";
        assert!(problems(text).is_empty(), "{:?}", unbacked(text));
        assert_eq!(problems("It takes 1,608 bytes.\n"), [1]);
        assert_eq!(problems("## It runs in 4 ms\n"), [1]);
    }

    #[test]
    fn a_code_block_types_no_measured_number() {
        let text = "Run it:\n\n```text\ntime: 4.2 ms\n{{#measured b m n=1}}\n```\n\n\
                    ```rust\n// 80 MB: 10^7 values of 8 bytes\n```\n";
        assert_eq!(problems(text), [4]);
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
