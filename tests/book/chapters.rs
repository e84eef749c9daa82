//! The chapters and their Rust blocks: every chapter listed, every block a test,
//! none ignored, every line within the code column; every anchor and figure shown.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use book_tools::blocks::{code_blocks, indented_blocks, info_tokens, shown};
use book_tools::directives::find_directives;
use book_tools::normalize;

use super::{
    expanded_chapters, fenced_blocks, files_under, generated_tests, root, rust_fences,
    summary_links, ExpandedChapter,
};

#[test]
fn every_chapter_is_listed_and_every_listed_chapter_exists() {
    let src = root().join("src");
    let links = summary_links();
    assert!(!links.is_empty(), "SUMMARY.md lists no chapter");
    let listed: BTreeSet<PathBuf> = links.iter().map(|l| normalize(Path::new(l))).collect();
    for link in &links {
        assert!(
            !link.is_empty(),
            "SUMMARY.md has a draft chapter `[...]()`: give it a file"
        );
        assert!(
            src.join(link).is_file(),
            "SUMMARY.md lists {link}, which does not exist"
        );
    }
    for file in files_under(&src, "md") {
        let relative = file.strip_prefix(&src).unwrap().to_path_buf();
        // SUMMARY.md is the list itself; 404.md is mdBook's page for a missing address.
        if relative == Path::new("SUMMARY.md") || relative == Path::new("404.md") {
            continue;
        }
        assert!(
            listed.contains(&relative),
            "src/{} is not listed in SUMMARY.md, so no reader would find it",
            relative.display()
        );
    }
}

#[test]
fn every_rust_block_is_a_test_and_every_test_is_a_block() {
    let tests = generated_tests();

    let mut blocks = BTreeSet::new();
    let mut untested = Vec::new();
    for chapter in expanded_chapters() {
        let path = Path::new(&chapter.source).strip_prefix("src").unwrap();
        for fence in rust_fences(&chapter.text) {
            let line = chapter.origins[fence - 1].chapter_line();
            let name = book_tools::test_name(path, line);
            if !tests.contains(&name) {
                untested.push(format!("{} (no test `{name}`)", chapter.whereabouts(fence)));
            }
            blocks.insert(name);
        }
    }
    // A chapter build.rs left out has, in its blocks' place, one test at its
    // line 0 that fails with its problems (which another test lists).
    let unknown: Vec<_> = tests
        .iter()
        .filter(|t| !blocks.contains(*t) && !t.ends_with("_line_0"))
        .collect();
    assert!(
        untested.is_empty() && unknown.is_empty(),
        "Rust blocks without a test (an empty block is never tested): {untested:#?}\n\
         tests without a Rust block: {unknown:?}"
    );
    assert!(!tests.is_empty(), "the book has no Rust block at all");
}

/// Code is fenced, with its language: an indented block would run under
/// `mdbook test` as Rust but get no test of its own here.
#[test]
fn no_chapter_indents_a_code_block() {
    let mut found = Vec::new();
    for chapter in expanded_chapters() {
        for line in indented_blocks(&chapter.text) {
            found.push(chapter.whereabouts(line));
        }
    }
    assert!(
        found.is_empty(),
        "an indented code block: fence it (```rust, or ```text for output), or \
         indent it less:\n{}",
        found.join("\n")
    );
}

/// Every fenced block of the book is ```` ```rust ````, which `cargo test` compiles
/// and runs, or ```` ```text ````, which is not code: a block the book shows as Rust
/// but does not run (`ignore`, `no_run`, `compile_fail`) or that a reader takes for
/// Rust (```` ```rs ````) is one the reader cannot trust: a `rust,no_run` block
/// that asserts a wrong answer compiles, and nothing runs it.
#[test]
fn every_rust_block_runs_and_every_other_block_is_text() {
    let mut found = Vec::new();
    for chapter in expanded_chapters() {
        for block in fenced_blocks(&chapter.text) {
            let tokens: Vec<&str> = info_tokens(&block.info).collect();
            if !matches!(tokens[..], ["rust"] | ["text"]) {
                found.push(format!(
                    "{}: ```{}",
                    chapter.whereabouts(block.line),
                    block.info
                ));
            }
        }
    }
    assert!(
        found.is_empty(),
        "a block the reader must be able to trust: fence Rust as ```rust, which cargo \
         test runs (a panic it shows is a test's `should_panic` in code/, shown by an \
         anchor), and anything else as ```text:\n{}",
        found.join("\n")
    );
}

/// The width of the book's code column, in characters.
const CODE_COLUMNS: usize = 80;

/// Each line a reader sees in a Rust block of a chapter, as seen (a hidden
/// `# ` line is not), with its chapter and its line in the expanded text.
fn shown_rust_lines() -> Vec<(ExpandedChapter, Vec<(usize, String)>)> {
    expanded_chapters()
        .into_iter()
        .map(|chapter| {
            let mut lines = Vec::new();
            for block in code_blocks(&chapter.text).iter().filter(|b| b.is_rust()) {
                for (k, line) in block.lines.iter().enumerate() {
                    if let Some(seen) = shown(line) {
                        lines.push((block.first_line + k, seen.into_owned()));
                    }
                }
            }
            (chapter, lines)
        })
        .collect()
}

#[test]
fn every_line_a_reader_sees_in_a_rust_block_fits_the_code_column() {
    let mut too_wide = Vec::new();
    for (chapter, lines) in shown_rust_lines() {
        for (number, seen) in lines {
            let width = seen.chars().count();
            if width > CODE_COLUMNS {
                too_wide.push(format!(
                    "{}: {width} columns\n      {}",
                    chapter.whereabouts(number),
                    seen.trim()
                ));
            }
        }
    }
    assert!(
        too_wide.is_empty(),
        "{} lines that a reader sees in a Rust block are wider than the book's code column \
         ({CODE_COLUMNS} columns; hidden `# ` lines do not count):\n  {}",
        too_wide.len(),
        too_wide.join("\n  ")
    );
}

/// The `{{#include path:anchor}}` and `{{#rustdoc_include path:anchor}}` directives of every
/// chapter, as (file, anchor) with the file normalized relative to the book's root.
fn shown_anchors_and_includes() -> (BTreeSet<(PathBuf, String)>, BTreeSet<PathBuf>) {
    let src = root().join("src");
    let mut anchors = BTreeSet::new();
    let mut files = BTreeSet::new();
    for chapter in files_under(&src, "md") {
        let text = fs::read_to_string(&chapter).unwrap();
        let dir = chapter
            .parent()
            .unwrap()
            .strip_prefix(root())
            .unwrap()
            .to_path_buf();
        for directive in find_directives(&text) {
            if !directive.reads_a_file() {
                continue;
            }
            let file = normalize(&dir.join(directive.path()));
            if let Some(anchor) = directive.anchor() {
                anchors.insert((file.clone(), anchor.to_string()));
            }
            files.insert(file);
        }
    }
    (anchors, files)
}

#[test]
fn every_anchor_in_code_is_shown_by_a_chapter() {
    let (shown, _) = shown_anchors_and_includes();
    let mut unused = Vec::new();
    for file in files_under(&root().join("code"), "rs") {
        let relative = file.strip_prefix(root()).unwrap().to_path_buf();
        let text = fs::read_to_string(&file).unwrap();
        for line in text.lines() {
            let Some(at) = line.find("ANCHOR:") else {
                continue;
            };
            let name = line[at + "ANCHOR:".len()..].trim().to_string();
            if !shown.contains(&(relative.clone(), name.clone())) {
                unused.push(format!("{}: {name}", relative.display()));
            }
        }
    }
    assert!(
        unused.is_empty(),
        "anchors that no chapter shows (show them, or delete them):\n  {}",
        unused.join("\n  ")
    );
}

/// What an anchor holds is copied into a chapter, and compiled there as a
/// program of its own, with no feature of the crate's: a `#[cfg]` inside it
/// (a default's gate moved in a swap) would drop the item there, or keep a
/// test's. The gate goes outside the anchor.
#[test]
fn no_anchor_holds_a_cfg() {
    let mut gated = Vec::new();
    for file in files_under(&root().join("code/src"), "rs") {
        let relative = file.strip_prefix(root()).unwrap().display().to_string();
        let text = fs::read_to_string(&file).unwrap();
        let mut open: Vec<&str> = Vec::new();
        for (index, line) in text.lines().enumerate() {
            if let Some(at) = line.find("ANCHOR_END:") {
                let name = line[at + "ANCHOR_END:".len()..].trim();
                open.retain(|anchor| *anchor != name);
            } else if let Some(at) = line.find("ANCHOR:") {
                open.push(line[at + "ANCHOR:".len()..].trim());
            } else if line.trim_start().starts_with("#[cfg") && !open.is_empty() {
                gated.push(format!("{relative}:{}: in {}", index + 1, open.join(", ")));
            }
        }
    }
    assert!(
        gated.is_empty(),
        "a #[cfg] inside an anchor is copied into its chapter, which compiles without \
         the crate's features: put the gate before the `// ANCHOR:` line:\n  {}",
        gated.join("\n  ")
    );
}

#[test]
fn every_figure_is_included_by_a_chapter() {
    let (_, included) = shown_anchors_and_includes();
    let figures = root().join("src/figures");
    for file in files_under(&figures, "html") {
        let relative = file.strip_prefix(root()).unwrap().to_path_buf();
        assert!(
            included.contains(&relative),
            "{} is drawn but no chapter includes it",
            relative.display()
        );
    }
}

#[test]
fn the_fence_scanner_sees_what_mdbooks_parser_sees() {
    let text = "# T\n\n```rust\nfn main() {}\n```\n\n````md\n```rust\nnot a block\n```\n\
                ````\n\n```rust,no_run\nfn main() {}\n```\n";
    assert_eq!(rust_fences(text), [3, 13]);
    let parsed: Vec<usize> = code_blocks(text)
        .iter()
        .filter(|b| b.is_rust())
        .map(|b| b.fence_line)
        .collect();
    assert_eq!(parsed, [3, 13]);
}

/// The items a line of Rust declares, with `pub` or not: a chapter's block
/// that shows one not from `code/` pastes code the crate should hold.
const ITEMS: [&str; 11] = [
    "fn ",
    "struct ",
    "enum ",
    "impl ",
    "impl<",
    "trait ",
    "mod ",
    "const ",
    "static ",
    "type ",
    "macro_rules!",
];

/// A chapter shows the crate's code through anchors and never pastes a
/// solution: every item a reader sees in a Rust block (a `fn`, a type, an
/// `impl`, ...) comes from a file that a directive includes, but the block's
/// own `fn main`, which calls the crate. A short block that only calls the
/// crate writes its calls in `main`.
#[test]
fn no_chapter_writes_an_item_of_its_own_but_main() {
    let mut found = Vec::new();
    for (chapter, lines) in shown_rust_lines() {
        for (number, seen) in lines {
            if chapter.origins[number - 1].inclusion().is_some() {
                continue;
            }
            let code = seen.trim_start();
            let code = code
                .strip_prefix("pub(crate) ")
                .or_else(|| code.strip_prefix("pub "))
                .unwrap_or(code);
            if ITEMS.iter().any(|item| code.starts_with(item)) && !code.starts_with("fn main(") {
                found.push(format!("{}: {}", chapter.whereabouts(number), seen.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "A chapter's block writes code the crate should hold: move it to code/ and show it \
         through an anchor (docs/adding.md, *Adding a chapter with a tested snippet*), or \
         hide the line with `# ` if it only sets up the block:\n  {}",
        found.join("\n  ")
    );
}

/// Whether `text` shows the function `name` as a reader would see it: its
/// definition (`fn name`), a call (`name(`), a path (`::name`) or its name in
/// code font; a local variable of the same name (`let name`) is none of these.
fn shows_function(text: &str, name: &str) -> bool {
    let part = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(name).any(|(at, _)| {
        let (before, after) = (&text[..at], &text[at + name.len()..]);
        let whole = !before.chars().next_back().is_some_and(part)
            && !after.chars().next().is_some_and(part);
        whole
            && (before.ends_with("fn ")
                || before.ends_with("::")
                || after.trim_start().starts_with('(')
                || (before.ends_with('`') && after.starts_with('`')))
    })
}

#[test]
fn a_function_is_shown_by_its_definition_a_call_a_path_or_code_font() {
    for text in ["fn ring(", "x = ring (v)", "book::ring;", "see `ring`."] {
        assert!(shows_function(text, "ring"), "{text}");
    }
    for text in ["let ring = 3;", "the ring of four", "`rings`", "ring_of(4)"] {
        assert!(!shows_function(text, "ring"), "{text}");
    }
}

/// Every pitfall and every exercise answer of the crate is named, where a
/// reader sees it, in a chapter of its own part (`stone_game_viii::pitfalls`
/// in `src/stone-game-viii/`): one the book never shows teaches nothing, and
/// would only grow the crate. A name on a hidden `# ` line does not count.
#[test]
fn every_pitfall_and_exercise_answer_is_shown_in_its_part() {
    let mut seen_in: BTreeMap<String, String> = BTreeMap::new();
    for chapter in expanded_chapters() {
        let Some(part) = chapter.source.split('/').nth(1) else {
            continue;
        };
        let hidden: BTreeSet<usize> = code_blocks(&chapter.text)
            .iter()
            .filter(|block| block.is_rust())
            .flat_map(|block| {
                let lines = block.lines.iter().enumerate();
                lines.filter_map(|(k, line)| shown(line).is_none().then_some(block.first_line + k))
            })
            .collect();
        let seen = seen_in.entry(part.replace('-', "_")).or_default();
        for (index, line) in chapter.text.lines().enumerate() {
            if !hidden.contains(&(index + 1)) {
                seen.push_str(line);
                seen.push('\n');
            }
        }
    }
    let api = super::public_api();
    let mut missing = Vec::new();
    let mut read = 0;
    for item in api {
        let [game, module, name] = &item.path[..] else {
            continue;
        };
        if item.kind != book_tools::api::Kind::Fn || !["pitfalls", "exercises"].contains(&&**module)
        {
            continue;
        }
        read += 1;
        if !seen_in
            .get(game)
            .is_some_and(|text| shows_function(text, name))
        {
            missing.push(format!("{game}::{module}::{name}"));
        }
    }
    assert!(read > 60, "only {read} pitfalls and exercise answers read");
    assert!(
        missing.is_empty(),
        "not shown in a chapter of their part (src/<part>/): show each in its pitfalls or \
         exercises chapter, through an anchor or a call a reader sees, or delete it:\n  {}",
        missing.join("\n  ")
    );
}

/// The arguments of `assert_eq!(a, b)` on `line`, split at its top-level
/// commas; `None` on a line with no `assert_eq!`.
fn assert_eq_arguments(line: &str) -> Option<Vec<String>> {
    let start = line.find("assert_eq!(")? + "assert_eq!(".len();
    let (mut depth, mut arguments, mut current) = (0_i32, Vec::new(), String::new());
    for c in line[start..].chars() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => {
                arguments.push(current.trim().to_string());
                return Some(arguments);
            }
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                arguments.push(current.trim().to_string());
                current.clear();
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    None
}

/// What a call `f(args)` takes, as written: `args`; `None` for another
/// expression.
fn call_arguments(expression: &str) -> Option<&str> {
    let open = expression.find('(')?;
    let callee = &expression[..open];
    let is_path = !callee.is_empty()
        && callee
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == ':');
    (is_path && expression.ends_with(')')).then(|| &expression[open + 1..expression.len() - 1])
}

/// A block that asserts what a wrong function answers (`// wrong`) shows,
/// beside it, what the right one answers on the same input, and the two
/// differ: a pitfall shown on an input where it happens to be right (AJ
/// changed VII's row to one where the greedy end is best, and set both
/// asserts to 5) teaches nothing, and the prose around it says otherwise.
/// An assert whose first argument is not a call is left to review.
#[test]
fn every_wrong_answer_a_block_asserts_differs_from_the_right_one_beside_it() {
    let (mut missing, mut checked) = (Vec::new(), 0);
    for chapter in expanded_chapters() {
        for block in code_blocks(&chapter.text).iter().filter(|b| b.is_rust()) {
            let asserts: Vec<(usize, bool, Vec<String>)> = (block.lines.iter().enumerate())
                .filter_map(|(k, line)| {
                    let arguments = assert_eq_arguments(line)?;
                    (arguments.len() >= 2).then(|| (k, line.contains("// wrong"), arguments))
                })
                .collect();
            for (k, _, wrong) in asserts.iter().filter(|(_, is_wrong, _)| *is_wrong) {
                let Some(input) = call_arguments(&wrong[0]) else {
                    continue;
                };
                checked += 1;
                let right_beside = asserts.iter().any(|(_, is_wrong, right)| {
                    !is_wrong && call_arguments(&right[0]) == Some(input) && right[1] != wrong[1]
                });
                if !right_beside {
                    let shown = block.lines[*k].trim();
                    missing.push(format!(
                        "{}: {shown}",
                        chapter.whereabouts(block.first_line + k)
                    ));
                }
            }
        }
    }
    assert!(
        checked >= 15,
        "only {checked} wrong answers read: has `// wrong` changed?"
    );
    assert!(
        missing.is_empty(),
        "a wrong answer with no right one beside it, on the same input and different: \
         assert in the same block what the right function answers on that input (and \
         check the prose around it still holds):\n  {}",
        missing.join("\n  ")
    );
}

/// A block that shows a panic on purpose quiets the panic hook around it, and
/// puts the hook back at once (`let hook = std::panic::take_hook();` ...
/// `std::panic::set_hook(hook);`): a hook left silent would hide the message
/// of any later assert that fails, and one never silenced prints the
/// expected panic beside the failure, a false lead. Read in the chapters,
/// the crate's and testkit's doc examples.
#[test]
fn every_panic_hook_a_block_quiets_is_put_back() {
    let silent = "std::panic::set_hook(Box::new(|_| {}))";
    let mut files = files_under(&root().join("src"), "md");
    files.extend(files_under(&root().join("code/src"), "rs"));
    files.extend(files_under(&root().join("testkit/src"), "rs"));
    let mut found = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        let quieted = text.matches(silent).count();
        let taken = text.matches("let hook = std::panic::take_hook();").count();
        let restored = text.matches("std::panic::set_hook(hook);").count();
        if quieted != taken || quieted != restored {
            found.push(format!(
                "{}: {quieted} hooks quieted, {taken} taken first, {restored} put back",
                file.strip_prefix(root()).unwrap().display()
            ));
        }
    }
    assert!(
        found.is_empty(),
        "a block quiets the panic hook and does not take it first and put it back right \
         after the catch_unwind:\n  {}",
        found.join("\n  ")
    );
}
