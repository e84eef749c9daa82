//! Measured numbers and the sentences that compare them: no number typed by hand,
//! every comparing sentence checked against the recordings.

use std::fs;
use std::path::PathBuf;

use book_tools::measured::{typed_quantities, without_directives, Typed};

use super::{files_under, root};

/// One entry of an allowlist of the book (`tests/typed-numbers.txt`,
/// `tests/unchecked-comparisons.txt`): words on a line or in a sentence of
/// `file`, let through for the reason the entry gives.
struct Allowed {
    file: String,
    words: String,
    line_of_list: usize,
}

/// The entries of the allowlist `name` (`file | words | why`), each with its
/// reason, which `what` names in the message for a malformed entry.
fn allowlist(name: &str, what: &str) -> Vec<Allowed> {
    let path = root().join(name);
    let text = fs::read_to_string(&path).expect(name);
    let mut entries = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(" | ").map(str::trim).collect();
        assert!(
            fields.len() == 3 && fields.iter().all(|f| !f.is_empty()),
            "{name}:{}: an entry is `file | words | {what}`",
            index + 1
        );
        entries.push(Allowed {
            file: fields[0].to_string(),
            words: fields[1].to_string(),
            line_of_list: index + 1,
        });
    }
    entries
}

/// The allowlist of typed numbers that are arithmetic, not measurements, each with
/// its reason (`file | words on the line | why`).
fn not_measured() -> Vec<Allowed> {
    allowlist("tests/typed-numbers.txt", "why it is not a measurement")
}

/// Every typed number of `files` (the lines `keep` keeps), minus the allowlisted ones:
/// `path:line: "4.2 ms" in: ...`. Marks the entries of the allowlist that were used.
fn typed_numbers_in(
    files: &[PathBuf],
    keep: impl Fn(&str) -> bool,
    kinds: &[Typed],
    allowed: &[Allowed],
    used: &mut [bool],
) -> Vec<String> {
    let mut found = Vec::new();
    for file in files {
        let name = file.strip_prefix(root()).unwrap().display().to_string();
        let text = fs::read_to_string(file).unwrap();
        for (index, line) in without_directives(&text).lines().enumerate() {
            if !keep(line) {
                continue;
            }
            for (written, kind) in typed_quantities(line) {
                if !kinds.contains(&kind) {
                    continue;
                }
                let entry = allowed
                    .iter()
                    .position(|a| a.file == name && line.contains(&a.words));
                match entry {
                    Some(k) => used[k] = true,
                    None => found.push(format!(
                        "{name}:{}: \"{written}\" in: {}",
                        index + 1,
                        line.trim()
                    )),
                }
            }
        }
    }
    found
}

#[test]
fn no_chapter_types_a_measured_number_and_no_doc_comment_a_time() {
    let allowed = not_measured();
    let mut used = vec![false; allowed.len()];
    let chapters = files_under(&root().join("src"), "md");
    let in_chapters = typed_numbers_in(
        &chapters,
        |_| true,
        &[Typed::Time, Typed::Memory, Typed::Ratio],
        &allowed,
        &mut used,
    );
    let code = files_under(&root().join("code"), "rs");
    let in_docs = typed_numbers_in(
        &code,
        |line| {
            let line = line.trim_start();
            line.starts_with("///") || line.starts_with("//!")
        },
        &[Typed::Time],
        &allowed,
        &mut used,
    );
    let stale: Vec<String> = allowed
        .iter()
        .zip(&used)
        .filter(|(_, used)| !**used)
        .map(|(a, _)| {
            format!(
                "tests/typed-numbers.txt:{}: `{}` is on no line of {} any more",
                a.line_of_list, a.words, a.file
            )
        })
        .collect();
    let mut problems = Vec::new();
    if !in_chapters.is_empty() {
        problems.push(format!(
            "A chapter states a measured number outside the directive; render it \
             from figures/data/ with {{{{#measured ...}}}} (docs/limits.md, \"Measured \
             numbers\"), or, if it is arithmetic, list it in \
             tests/typed-numbers.txt with the reason:\n  {}",
            in_chapters.join("\n  ")
        ));
    }
    if !in_docs.is_empty() {
        problems.push(format!(
            "A doc comment in code/ states a time; say what the limit is and \
             point to the chapter that shows the measured time:\n  {}",
            in_docs.join("\n  ")
        ));
    }
    problems.extend(stale);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A chapter gives a limit's value with `{{#const ...}}`, from the compiled
/// crate: no number is typed in a column of limits, nor a number of four
/// digits or more in a paragraph that names a limit
/// (`book_tools::constants::typed_values`).
#[test]
fn no_chapter_types_the_value_of_a_limit() {
    let mut found = Vec::new();
    for chapter in files_under(&root().join("src"), "md") {
        let name = chapter.strip_prefix(root()).unwrap().display().to_string();
        let text = fs::read_to_string(&chapter).unwrap();
        for (line, written) in book_tools::constants::typed_values(&text) {
            found.push(format!("{name}:{line}: {written}"));
        }
    }
    assert!(
        found.is_empty(),
        "A chapter types a number beside a limit; write {{{{#const <path>}}}} (docs/tooling.md, \
         \"The book's directives\"), or, for a number derived from it, a formula:\n  {}",
        found.join("\n  ")
    );
}

/// The sentences that hold a comparing word but are not about a measurement
/// (a proof's "faster", a title), each with its reason.
fn not_claims() -> Vec<Allowed> {
    allowlist(
        "tests/unchecked-comparisons.txt",
        "why it is not about a measurement",
    )
}

/// A sentence that compares or characterises measurements ("faster", "the fastest",
/// "widens", "within seconds") says something about the recordings, and is checked
/// against them by a `{{#claim ...}}` (docs/limits.md, "Checked claims"); one that is not
/// about a measurement (an O-bound's "faster", a title) is listed, with the reason.
#[test]
fn every_sentence_that_compares_measurements_is_checked() {
    let allowed = not_claims();
    let mut used = vec![false; allowed.len()];
    let mut found = Vec::new();
    for chapter in files_under(&root().join("src"), "md") {
        let name = chapter.strip_prefix(root()).unwrap().display().to_string();
        let text = fs::read_to_string(&chapter).unwrap();
        for (line, sentence) in book_tools::claims::unchecked_comparisons(&text) {
            let entry = allowed
                .iter()
                .position(|a| a.file == name && sentence.contains(&a.words));
            match entry {
                Some(k) => used[k] = true,
                None => found.push(format!("{name}:{line}: {sentence}")),
            }
        }
    }
    let mut problems = Vec::new();
    if !found.is_empty() {
        problems.push(format!(
            "A sentence compares measurements without a {{{{#claim ...}}}} that \
             checks it against figures/data/ (docs/limits.md, \"Checked claims\"); add \
             one, or, if it is not about a measurement, list it in \
             tests/unchecked-comparisons.txt with the reason:\n  {}",
            found.join("\n  ")
        ));
    }
    for (entry, used) in allowed.iter().zip(&used) {
        if !used {
            problems.push(format!(
                "tests/unchecked-comparisons.txt:{}: `{}` is in no unchecked \
                 sentence of {} any more",
                entry.line_of_list, entry.words, entry.file
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A claim's qualifiers (`within=10%`, `across=machines`, `across=loads`, `here`) let it
/// pass where the plain comparison would not; each holds only where its sentence says the
/// same in words ("within 10%", another machine, the load, its benchmark), so that the
/// reader is told what the check allowed.
#[test]
fn every_claims_qualifier_is_said_by_its_sentence() {
    let mut found = Vec::new();
    for chapter in files_under(&root().join("src"), "md") {
        let name = chapter.strip_prefix(root()).unwrap().display().to_string();
        let text = fs::read_to_string(&chapter).unwrap();
        for (line, problem) in book_tools::claims::unsaid_qualifiers(&text) {
            found.push(format!("{name}:{line}: {problem}"));
        }
    }
    assert!(
        found.is_empty(),
        "A claim's sentence does not say what the claim allows (docs/limits.md, \"Checked \
         claims\"):\n  {}",
        found.join("\n  ")
    );
}
