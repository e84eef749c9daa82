//! A sentence that states the crate's answer on a row ends with an
//! `{{#answer}}` (`book_tools::answers`), which the build checks against the
//! crate; these check that the sentence types it, and that each one-page
//! chapter states its worked example's answer so.

use std::fs;

use super::{files_under, in_chapters, part_chapters, root, PartChapter};

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

/// The words that say which way a tie goes.
const TIE_WAYS: [&str; 13] = [
    "left", "right", "smallest", "largest", "fewest", "most", "first", "last", "either", "both",
    "1s", "2s", "fewer",
];

/// The words that say which way a tie goes in `text` (lowercase): those of
/// [`TIE_WAYS`] among the four words before "on a tie" and the five after,
/// and the five after "tie goes" or "ties go", within the clause (up to a
/// `;`, `.`, `:` or bracket).
fn ways_of_ties(text: &str) -> Vec<String> {
    let lower = text.to_lowercase();
    let mut found = Vec::new();
    for clause in lower.split([';', '.', ':', '(', ')']) {
        let words: Vec<&str> = clause
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        for k in 1..words.len() {
            let on_a_tie = k >= 2 && words[k - 2..=k] == ["on", "a", "tie"];
            let goes = matches!((words[k - 1], words[k]), ("tie", "goes") | ("ties", "go"));
            let before = if on_a_tie {
                &words[k.saturating_sub(6)..k - 2]
            } else {
                &[][..]
            };
            let after = words.iter().skip(k + 1).take(5);
            if on_a_tie || goes {
                let window = before.iter().chain(after);
                found.extend(
                    window
                        .filter(|w| TIE_WAYS.contains(w))
                        .map(|w| w.to_string()),
                );
            }
        }
    }
    found
}

/// Each way a part's chapter says a tie goes ("the left one on a tie", "the
/// smallest such X on a tie") is one its game's code says, in its docs and
/// in the rule its tie-break test states (`assert_first_best`), so that a
/// chapter that says "the largest such X" where the code takes the smallest
/// fails. (Reviewers BH and BG: II's and VII's rules made false in a
/// chapter passed every check.)
#[test]
fn every_way_a_chapter_says_ties_go_is_its_codes() {
    let (mut read, mut wrong) = (0, Vec::new());
    for PartChapter {
        name, module, text, ..
    } in part_chapters()
    {
        let code = root().join("code/src").join(&module);
        let said: String = files_under(&code, "rs")
            .iter()
            .map(|f| fs::read_to_string(f).unwrap())
            .collect();
        let codes = ways_of_ties(&said);
        for sentence in book_tools::prose::sentences(&text) {
            for way in ways_of_ties(&sentence.text) {
                read += 1;
                if !codes.contains(&way) {
                    wrong.push(format!(
                        "{name}:{}: a tie goes \"{way}\", which no doc or test of {} says: {}",
                        sentence.line,
                        code.strip_prefix(root()).unwrap().display(),
                        sentence.text
                    ));
                }
            }
        }
    }
    assert!(read >= 15, "only {read} ways of ties read in the chapters");
    assert!(
        wrong.is_empty(),
        "A chapter says a tie goes another way than its game's code: mend the sentence, or \
         the code, its doc and its tie-break test (assert_first_best's rule):\n  {}",
        wrong.join("\n  ")
    );
}

#[test]
fn the_way_a_tie_goes_is_read_beside_on_a_tie() {
    assert_eq!(ways_of_ties("the smallest such X on a tie."), ["smallest"]);
    assert_eq!(
        ways_of_ties("On a tie, the left part wins; the right loses."),
        ["left"]
    );
    assert_eq!(ways_of_ties("a tie goes left, as in optimal_end"), ["left"]);
    assert!(ways_of_ties("The right stone. On a tie nothing changes.").is_empty());
}

/// Each complexity, `O(...)`, in `text`, as one form: balanced brackets,
/// no spaces, `$`, `\,` or `\|`, TeX's powers and roots as the docs write
/// them (`n^2` as `n²`, `\sqrt{n}` as `√n`, `\lvert P \rvert` as `|P|`).
fn complexities(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices("O(") {
        if text[..at].ends_with(|c: char| c.is_alphanumeric()) {
            continue;
        }
        let mut depth = 0;
        let end = text[at + 1..].char_indices().find_map(|(k, c)| {
            depth += match c {
                '(' => 1,
                ')' => -1,
                _ => 0,
            };
            (depth == 0).then_some(at + 1 + k + 1)
        });
        let Some(end) = end else { continue };
        let mut form: String = text[at..end].split_whitespace().collect();
        for (tex, doc) in [
            ("$", ""),
            ("\\,", ""),
            ("\\|", "|"),
            ("\\lvert", "|"),
            ("\\rvert", "|"),
            ("\\sqrt{n}", "√n"),
            ("\\log", "log"),
            ("^{n}", "ⁿ"),
            ("^n", "ⁿ"),
            ("^2", "²"),
            ("^3", "³"),
        ] {
            form = form.replace(tex, doc);
        }
        found.push(form);
    }
    found
}

/// Each complexity a row of a part's table gives a function in code font
/// (`$O(n^2)$` beside `` `score_table` ``) is one its game's `methods.md`
/// gives that function, the table docs.rs shows: so a chapter that says
/// "$O(1)$ memory" where the crate's docs say O(n) fails here. (Reviewer BI:
/// a complexity made false passed every check.) A complexity in running
/// prose names no function to read, and is review's.
#[test]
fn every_complexity_a_chapters_table_gives_a_function_is_its_docs() {
    let (mut read, mut wrong) = (0, Vec::new());
    for PartChapter {
        name, module, text, ..
    } in part_chapters()
    {
        let methods = root().join("code/src").join(module).join("methods.md");
        let Ok(docs) = fs::read_to_string(&methods) else {
            continue;
        };
        for (k, row) in text.lines().enumerate().filter(|(_, l)| l.starts_with('|')) {
            let functions = row.split('`').skip(1).step_by(2);
            for function in functions.filter(|f| f.starts_with(|c: char| c.is_lowercase())) {
                let linked = format!("[`{function}`]");
                let rows: String = docs
                    .lines()
                    .filter(|l| l.starts_with('|') && l.contains(&linked))
                    .collect();
                if rows.is_empty() {
                    continue;
                }
                let documented = complexities(&rows);
                for said in complexities(row) {
                    read += 1;
                    if !documented.contains(&said) {
                        wrong.push(format!(
                            "{name}:{}: `{function}` {said}, where {} gives {documented:?}",
                            k + 1,
                            methods.strip_prefix(root()).unwrap().display()
                        ));
                    }
                }
            }
        }
    }
    assert!(
        read >= 50,
        "only {read} complexities read in the chapters' tables"
    );
    assert!(
        wrong.is_empty(),
        "A chapter's table gives a function a complexity its docs do not: mend the cell, or \
         the function's row of methods.md (the table docs.rs shows) with it:\n  {}",
        wrong.join("\n  ")
    );
}

#[test]
fn a_complexity_is_read_as_the_docs_write_it() {
    assert_eq!(complexities("$O(n^2)$ and O(n²)"), ["O(n²)", "O(n²)"]);
    assert_eq!(complexities("$O(\\lvert P(n) \\rvert)$"), ["O(|P(n)|)"]);
    assert_eq!(
        complexities("O(\\|P(n)\\|), O(n \\sqrt{n})"),
        ["O(|P(n)|)", "O(n√n)"]
    );
    assert!(complexities("NO(1) and O(").is_empty());
}
