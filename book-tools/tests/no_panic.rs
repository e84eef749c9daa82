//! The readers of prose never panic, on any text: each reads every chapter,
//! README and doc comment of the repository, and a reader's typo must give a
//! finding or nothing, not a crash of `cargo test` or `mdbook build`. Random
//! text is made of the characters they look at: digits, the separators and
//! signs of a number, powers, units' letters, math and code delimiters, and
//! the braces of a directive. proptest's default of 256 cases a test.

use book_tools::directives::{find_directives, only_claims, without_directives};
use book_tools::prose::{
    comparing_words, numbers_written, sentences, typed_by_line, typed_quantities, typed_values,
    unbacked, without_comments,
};
use proptest::prelude::*;

/// Text of up to 60 characters drawn from those the readers treat specially.
fn tricky_text() -> impl Strategy<Value = String> {
    let chars: Vec<char> =
        "0123456789.,_ -−+×·^²³⁴⁵⁶⁷⁸⁹⁰¹⁻ nsµmkMGKiBbytes%x$`{}#()[]/\\|\n\tabcQ…é"
            .chars()
            .collect();
    prop::collection::vec(prop::sample::select(chars), 0..60)
        .prop_map(|chars| chars.into_iter().collect())
}

/// Every line read, as a chapter's are.
fn every_line(line: &str) -> Option<&str> {
    Some(line)
}

proptest! {
    #[test]
    fn the_readers_of_numbers_and_sentences_answer_any_text(text in tricky_text()) {
        let _ = typed_quantities(&text);
        let _ = numbers_written(&text);
        let _ = typed_by_line(&text, every_line);
        let _ = typed_values(&text);
        let _ = unbacked(&text);
        let _ = without_comments(&text);
        let _ = sentences(&text);
        let _ = comparing_words(&text);
    }

    #[test]
    fn the_directive_finder_answers_any_text(text in tricky_text()) {
        let found = find_directives(&text);
        let _ = without_directives(&text);
        let _ = only_claims(&text);
        // A directive's arguments, as the text between its braces.
        let _ = book_tools::claims::way(&text);
        let _ = book_tools::calls::parse(&text);
        // What it finds is in the text, where it says.
        for directive in found {
            prop_assert!(directive.line >= 1, "{directive:?}");
        }
    }
}
