//! The sentences of a chapter that compare measurements, and what backs each: a
//! word such as "faster" or "within seconds" ([`COMPARING_WORDS`]) needs a
//! `{{#claim ...}}` that checks it against `figures/data/`.
//!
//! A sentence that says such a word of something else (a bound in O-notation, a
//! count of steps, a title) carries a marker right after it that names the word in
//! quotes, then says why, as `#[allow(lint, reason = "...")]` does:
//!
//! ```text
//! It is faster in O-notation. <!-- not measured: "faster", a bound proved above -->
//! ```
//!
//! A word the marker does not name still fails, and a marker that excuses nothing
//! fails, as `#[expect]` does. Not read: a heading's words ("## The fastest
//! method": the section holds the claim), a link's text and a quoted title
//! ("Faster than the textbook"). A number typed with a unit is a matter of lines,
//! not sentences: `tests/book/numbers.rs` reads it, with its allowlist.

use std::ops::Range;

mod sentences;

pub use sentences::{compares, comparing_words, sentences, Sentence, COMPARING_WORDS};

/// The marker a sentence carries when it says a comparing word of something that
/// is not a measurement; the words and the reason follow, up to ` -->`.
pub const NOT_MEASURED: &str = "<!-- not measured:";

/// Every sentence of a chapter that compares measurements with no claim, or carries
/// a [`NOT_MEASURED`] marker that does not name, in quotes, each comparing word it
/// excuses, or that excuses nothing; and every marker that starts a line. Each with
/// its first line (1-based) and what is wrong.
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
            "nothing backs {}: check the comparison with {{{{#claim ...}}}}, or mark \
             the sentence `<!-- not measured: \"...\", why -->`",
            said.iter()
                .map(|s| format!("\"{s}\""))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
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
