//! A sentence that states the crate's answer on a row ends with an
//! `{{#answer}}` (`book_tools::answers`), which the build checks against the
//! crate; these check that the sentence types it, and that each one-page
//! chapter states its worked example's answer so.

use std::fs;

use super::{files_under, in_chapters, root};

/// Each `{{#answer}}`'s sentence types the value it states, and its
/// paragraph the row: "by 3" beside `= -2`, or a row changed in the prose
/// alone, fails here (a value the crate does not give fails the build).
#[test]
fn every_answer_a_sentence_states_is_typed_in_it_beside_its_row() {
    let found = in_chapters(book_tools::answers::unstated);
    assert!(
        found.is_empty(),
        "A sentence's answer and its {{{{#answer}}}} disagree (docs/tooling.md, \"The \
         book's directives\"): mend the sentence, or the directive and then the sentence, \
         so that both say the crate's answer:\n  {}",
        found.join("\n  ")
    );
}

/// Each part's one-page chapter states its worked example's answer with an
/// `{{#answer}}`: the first numbers an interview reader checks.
#[test]
fn every_one_page_chapter_states_its_worked_answer_with_an_answer() {
    let mut missing = Vec::new();
    for chapter in files_under(&root().join("src"), "md") {
        let text = fs::read_to_string(&chapter).unwrap();
        if chapter.ends_with("in-one-page.md") && !text.contains("{{#answer ") {
            missing.push(chapter.strip_prefix(root()).unwrap().display().to_string());
        }
    }
    assert!(
        missing.is_empty(),
        "a one-page chapter states its worked example's answer with no \
         {{{{#answer module::function row = value}}}} at the end of its sentence: {}",
        missing.join(", ")
    );
}
