//! Each sentence of the game modules' documentation is written once: a
//! sentence two games would share is said once, in `shared/` (a page such as
//! `shared/pitfalls.md`, which each game includes), or in the game's own
//! terms.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use super::{files_under, root};

/// A sentence shorter than this is a phrase two games may share ("Alice to
/// move.").
const SHORTEST: usize = 40;

/// The text of a file's documentation, paragraph by paragraph: its `//!` and
/// `///` comments (a `.md` file, all of it), without code blocks, headings,
/// tables and link definitions, and without the `# Errors` sections, where
/// each function names its limit in the same words on purpose.
fn doc_paragraphs(path: &Path, source: &str) -> Vec<String> {
    let markdown = path.extension().is_some_and(|e| e == "md");
    let mut paragraphs = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    let (mut in_code, mut in_errors) = (false, false);
    let mut flush = |current: &mut Vec<&str>| {
        if !current.is_empty() {
            paragraphs.push(current.join(" "));
            current.clear();
        }
    };
    for line in source.lines() {
        let line = line.trim();
        let text = if markdown {
            Some(line)
        } else {
            line.strip_prefix("//!")
                .or_else(|| line.strip_prefix("///"))
                .map(str::trim)
        };
        let Some(text) = text else {
            in_errors = false;
            flush(&mut current);
            continue;
        };
        if text.starts_with("```") {
            in_code = !in_code;
        }
        if text.starts_with('#') && !in_code {
            in_errors = text == "# Errors";
        }
        let skipped = in_code || in_errors || text.starts_with("```");
        let structure = text.is_empty()
            || text.starts_with('#')
            || text.starts_with('|')
            || (text.starts_with('[') && text.contains("]: "));
        if skipped || structure {
            flush(&mut current);
        } else {
            current.push(text);
        }
    }
    flush(&mut current);
    paragraphs
}

/// A paragraph's sentences: each ends at `.`, `!` or `?` followed by a space
/// and what can start a sentence (a capital, a link, code, emphasis).
fn sentences(paragraph: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut start = 0;
    let chars: Vec<(usize, char)> = paragraph.char_indices().collect();
    for w in chars.windows(3) {
        let [(_, end), (_, space), (next_at, next)] = [w[0], w[1], w[2]];
        let starts = next.is_uppercase() || "[`*(".contains(next);
        if ".!?".contains(end) && space == ' ' && starts {
            found.push(paragraph[start..next_at].trim().to_owned());
            start = next_at;
        }
    }
    found.push(paragraph[start..].trim().to_owned());
    found
}

/// `sentence` with what names its game put in one form: the game's name,
/// its part, its module and what its row holds (piles, values, stones), so
/// that a copy with the noun swapped is still a copy.
fn normalized(sentence: &str) -> String {
    const NUMERALS: [&str; 9] = ["VIII", "VII", "III", "IX", "IV", "VI", "II", "V", "I"];
    let mut text = sentence.to_owned();
    for numeral in NUMERALS {
        text = text.replace(&format!("Stone Game {numeral}"), "GAME");
        text = text.replace(&format!("Part {numeral}"), "GAME");
    }
    text = text.replace("Stone Game", "GAME");
    let mut out = String::new();
    let mut word = String::new();
    for c in text.chars().chain(['\n']) {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
            continue;
        }
        out.push_str(match word.as_str() {
            w if w.starts_with("stone_game") => "GAME",
            "piles" | "values" | "stones" => "ITEMS",
            "pile" | "value" | "stone" => "ITEM",
            w => w,
        });
        word.clear();
        out.push(c);
    }
    out.pop();
    out
}

/// No sentence of 40 characters or more is written in the documentation of
/// two game modules (their `//!` and `///` comments and the pages they
/// include), the game's name, part, module and row's noun aside, but in the
/// `# Errors` sections.
#[test]
fn no_doc_sentence_is_written_in_two_games() {
    let src = root().join("code/src");
    let mut games: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut read = 0;
    for entry in fs::read_dir(&src).expect("code/src") {
        let folder = entry.expect("an entry").path();
        let name = folder.file_name().unwrap().to_string_lossy().into_owned();
        if !folder.is_dir() || !name.starts_with("stone_game") {
            continue;
        }
        let mut files = files_under(&folder, "rs");
        files.extend(files_under(&folder, "md"));
        for file in files {
            let source = fs::read_to_string(&file).expect("a source file");
            read += 1;
            for paragraph in doc_paragraphs(&file, &source) {
                for sentence in sentences(&paragraph) {
                    if sentence.chars().count() >= SHORTEST {
                        let key = normalized(&sentence);
                        games.entry(key).or_default().insert(name.clone());
                    }
                }
            }
        }
    }
    assert!(read > 100, "only {read} files read");
    let twice: Vec<String> = games
        .iter()
        .filter(|(_, games)| games.len() > 1)
        .map(|(sentence, games)| format!("{games:?}: {sentence}"))
        .collect();
    assert!(
        twice.is_empty(),
        "{} sentences written in two games or more; say each once, in shared/ \
         (a page each game includes) or in the game's own terms:\n{}",
        twice.len(),
        twice.join("\n")
    );
}

/// The reader of the documentation keeps prose and leaves out code, tables,
/// link definitions and the `# Errors` sections; sentences end where a new
/// one starts.
#[test]
fn the_doc_reader_keeps_the_prose_and_splits_its_sentences() {
    let source = "//! A module. It has `code`.\n\
                  //!\n\
                  //! | a | table |\n\
                  //! [link]: https://example.com\n\
                  use std::fmt;\n\
                  /// An item, e.g. this one. Its second sentence.\n\
                  ///\n\
                  /// # Errors\n\
                  ///\n\
                  /// [`Error::TooLong`] past its limit.\n\
                  ///\n\
                  /// ```\n\
                  /// let x = 1. + 2.;\n\
                  /// ```\n\
                  pub fn f() {}\n";
    let paragraphs = doc_paragraphs(Path::new("f.rs"), source);
    let item = "An item, e.g. this one. Its second sentence.";
    assert_eq!(paragraphs, ["A module. It has `code`.", item]);
    assert_eq!(sentences(&paragraphs[0]), ["A module.", "It has `code`."]);
    assert_eq!(
        sentences(item),
        ["An item, e.g. this one.", "Its second sentence."]
    );
    let copies = [
        "Stone Game VII's rows of stones.",
        "Part II's rows of piles.",
    ];
    assert_eq!(normalized(copies[0]), normalized(copies[1]));
    assert_ne!(
        normalized("Stone Game VII"),
        normalized("Stone Game VIII's")
    );
}
