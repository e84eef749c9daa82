//! The book's integrity: what mdBook and rustdoc would not notice on their own.
//! This file holds what the checks share (the chapters as build.rs expanded them,
//! a plain scan of their fences) and the check that every directive expands. Each
//! module holds one kind of check, and its doc says which:
//!
//! - [`answers`]: the answers the one-page chapters' sentences state;
//! - [`chapters`]: the chapters, their Rust blocks, anchors and figures;
//! - [`ci`]: `.ci/quick`'s routing of changed files to its steps;
//! - [`code`]: the rules of CONTRIBUTING that the code's syntax shows;
//! - [`conventions`]: `conventions`' tables, and each game's "start here";
//! - [`links`]: links to the book and sentences about what a function runs;
//! - [`mutants`]: the mutation log's summary against its tables;
//! - [`names`]: every name and path a text quotes exists;
//! - [`numbers`]: measured numbers, limits and the sentences that compare them;
//! - [`widths`]: every tracked file fits its width.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use book_tools::blocks::info_tokens;
use book_tools::files_under;
use book_tools::origins::{Expanded, Origin};

mod answers;
mod chapters;
mod ci;
mod code;
mod conventions;
mod links;
mod mutants;
mod names;
mod numbers;
mod widths;

/// The crate's public API, read once (`book_tools::api`) for every test that
/// asks: reading it parses the whole crate.
fn public_api() -> &'static [book_tools::api::Item] {
    static API: OnceLock<Vec<book_tools::api::Item>> = OnceLock::new();
    API.get_or_init(|| {
        book_tools::api::read(&root()).unwrap_or_else(|e| panic!("the public API's list: {e}"))
    })
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every file git tracks, and every new one it does not ignore (a chapter not yet
/// added is checked too), relative to the root; a tracked file deleted from the
/// working tree is left out. Without git (a copy downloaded as an archive), every
/// file of the folder but those `.gitignore` names and `.git/`.
fn tracked_files() -> Vec<String> {
    let listed = std::process::Command::new("git")
        .args(["ls-files", "--cached", "--others", "--exclude-standard"])
        .current_dir(root())
        .output()
        .ok()
        .filter(|listed| listed.status.success());
    let Some(listed) = listed else {
        return every_file_but_the_ignored();
    };
    String::from_utf8(listed.stdout)
        .expect("paths in UTF-8")
        .lines()
        .filter(|path| root().join(path).exists())
        .map(str::to_owned)
        .collect()
}

/// Every file under the root, relative to it, but in `.git/` and in the folders
/// `.gitignore` names from the root (`/target/`, `/mutants.out*/`).
fn every_file_but_the_ignored() -> Vec<String> {
    let ignore = fs::read_to_string(root().join(".gitignore")).unwrap_or_default();
    let ignored: Vec<&str> = ignore
        .lines()
        .filter_map(|line| line.strip_prefix('/'))
        .map(|folder| folder.trim_end_matches('/'))
        .chain([".git"])
        .collect();
    // `/book/` is that folder, not `book.toml`; `/mutants.out*/`, any it starts.
    let is_ignored = |relative: &str| {
        ignored.iter().any(|i| match i.strip_suffix('*') {
            Some(start) => relative.starts_with(start),
            None => relative == *i,
        })
    };
    let mut files = Vec::new();
    let mut folders = vec![root()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("a folder").flatten() {
            let path = entry.path();
            let relative = path.strip_prefix(root()).unwrap().display().to_string();
            if is_ignored(&relative) {
                continue;
            }
            if path.is_dir() {
                folders.push(path);
            } else {
                files.push(relative);
            }
        }
    }
    files.sort();
    files
}

/// The `.md` targets of the links in `SUMMARY.md`, relative to `src/`. An empty target
/// (a draft chapter) is returned as an empty string.
fn summary_links() -> Vec<String> {
    let summary = fs::read_to_string(root().join("src/SUMMARY.md")).expect("src/SUMMARY.md");
    let mut links = Vec::new();
    for line in summary.lines() {
        let mut rest = line;
        while let Some(start) = rest.find("](") {
            let after = &rest[start + 2..];
            let end = after.find(')').expect("a closed link in SUMMARY.md");
            links.push(after[..end].trim().to_string());
            rest = &after[end + 1..];
        }
    }
    links
}

/// A fenced block of a chapter: where it starts and its info string.
struct Block {
    /// 1-based line of the opening fence.
    line: usize,
    info: String,
}

/// The fenced code blocks of a Markdown text, by a plain scan of its fences.
fn fenced_blocks(markdown: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut open: Option<(char, usize)> = None;
    for (index, line) in markdown.lines().enumerate() {
        let trimmed = line.trim_start();
        if line.len() - trimmed.len() > 3 {
            continue;
        }
        let fence_char = match trimmed.chars().next() {
            Some(c @ ('`' | '~')) => c,
            _ => continue,
        };
        let fence_len = trimmed.chars().take_while(|&c| c == fence_char).count();
        if fence_len < 3 {
            continue;
        }
        match open {
            None => {
                open = Some((fence_char, fence_len));
                blocks.push(Block {
                    line: index + 1,
                    info: trimmed[fence_len..].trim().to_string(),
                });
            }
            Some((c, len))
                if c == fence_char
                    && fence_len >= len
                    && trimmed[fence_len..].trim().is_empty() =>
            {
                open = None;
            }
            Some(_) => {}
        }
    }
    blocks
}

/// A chapter as build.rs expanded it.
struct ExpandedChapter {
    /// Its path from the book's root: `src/stone-game/pitfalls.md`.
    source: String,
    /// The expanded text.
    text: String,
    /// `origins[i]` is where line `i + 1` of `text` came from.
    origins: Vec<Origin>,
}

impl ExpandedChapter {
    /// `src/x.md:40`, or `src/x.md:40, from code/src/y.rs:24 (anchor `a`)` for a line
    /// that a directive included: where to look for line `line` of the expanded text.
    fn whereabouts(&self, line: usize) -> String {
        let origin = &self.origins[line - 1];
        let from = origin
            .inclusion()
            .map(|inclusion| format!(", from {inclusion}"))
            .unwrap_or_default();
        format!("{}:{}{from}", self.source, origin.chapter_line())
    }
}

/// Whether `text` names `name` as a whole word: `stone_game`, not the start
/// of `stone_game_ii`.
fn names_word(text: &str, name: &str) -> bool {
    let part = |c: char| c.is_alphanumeric() || c == '_' || c == '-';
    text.match_indices(name).any(|(at, _)| {
        !text[..at].chars().next_back().is_some_and(part)
            && !text[at + name.len()..].chars().next().is_some_and(part)
    })
}

/// What build.rs could not expand: a directive that fails, an anchor that
/// shows nothing, each with its chapter and line.
const PROBLEMS: &[&str] = include!(concat!(env!("OUT_DIR"), "/book-problems.rs"));

/// The map at the top of this file names each of its modules, and no other.
#[test]
fn this_files_doc_names_each_of_its_modules() {
    let text = include_str!("main.rs");
    let declared: BTreeSet<&str> = text
        .lines()
        .filter_map(|line| line.strip_prefix("mod ")?.strip_suffix(';'))
        .collect();
    let mapped: BTreeSet<&str> = text
        .lines()
        .filter_map(|line| line.strip_prefix("//! - [`")?.split_once('`').map(|p| p.0))
        .collect();
    assert_eq!(
        mapped, declared,
        "tests/book/main.rs: its doc's list of modules (left) and its `mod` lines (right)"
    );
}

/// A chapter of a part, in `src/stone-game*/`, with its game's module.
struct PartChapter {
    /// Its path from the book's root: `src/stone-game-ii/memo.md`.
    name: String,
    /// The part's folder under `src/`: `stone-game-ii`.
    folder: String,
    /// The game's module, its folder under `code/src/`: `stone_game_ii`.
    module: String,
    text: String,
}

/// Every chapter of the parts, for the checks that hold a part's prose to
/// its game's code.
fn part_chapters() -> Vec<PartChapter> {
    let mut found = Vec::new();
    for chapter in files_under(&root().join("src"), "md") {
        let name = chapter.strip_prefix(root()).unwrap().display().to_string();
        let Some((folder, _)) = name.strip_prefix("src/").and_then(|p| p.split_once('/')) else {
            continue;
        };
        if !folder.starts_with("stone-game") {
            continue;
        }
        let (folder, module) = (folder.to_string(), folder.replace('-', "_"));
        let text = fs::read_to_string(&chapter).unwrap();
        found.push(PartChapter {
            name,
            folder,
            module,
            text,
        });
    }
    found
}

/// What `find` finds in each chapter of `src/`, as `path:line: what`.
fn in_chapters(find: impl Fn(&str) -> Vec<(usize, String)>) -> Vec<String> {
    let mut found = Vec::new();
    for chapter in files_under(&root().join("src"), "md") {
        let name = chapter.strip_prefix(root()).unwrap().display().to_string();
        let text = fs::read_to_string(&chapter).unwrap();
        for (line, what) in find(&text) {
            found.push(format!("{name}:{line}: {what}"));
        }
    }
    found
}

/// What stopped build.rs expanding a chapter, if anything. build.rs leaves
/// that chapter out, and this test lists why (so does the failing doctest
/// build.rs writes in the chapter's place, for the filters that run its
/// blocks alone); the tests that read the expanded chapters check the others.
#[test]
fn every_directive_of_the_book_expands() {
    // What to do, for each kind of directive that failed.
    let hints = [
        (
            "{{#claim",
            "A {{#claim}} that no longer holds: if the code changed on purpose, record its \
             benchmark again (`cargo bench -p stone-games --features book --bench <game>`, \
             then `cargo run -p figures -- record-bench <game>`) and reread the sentence; if \
             the recording is right, the sentence is wrong: change it and its claim.",
        ),
        (
            "{{#const",
            "A {{#const}} whose form no longer gives its value: write the form the message \
             gives, and reread the sentence (a changed limit may change what it says).",
        ),
        (
            "{{#answer",
            "An {{#answer}} the crate no longer gives: if the code changed on purpose, mend \
             the sentence and the directive; if not, the code is wrong.",
        ),
    ];
    let said: Vec<&str> = hints
        .iter()
        .filter(|(kind, _)| PROBLEMS.iter().any(|p| p.contains(kind)))
        .map(|&(_, hint)| hint)
        .collect();
    assert!(
        PROBLEMS.is_empty(),
        "build.rs left out the chapters of these problems, whose blocks and checks do \
         not run until they are fixed:\n  {}\n\n{}",
        PROBLEMS.join("\n  "),
        if said.is_empty() {
            "A missing include, anchor or constant: the message above names it.".to_string()
        } else {
            said.join("\n")
        }
    );
}

/// Every chapter as build.rs expanded it, with the origin of each line: all
/// but those [`every_directive_of_the_book_expands`] names.
fn expanded_chapters() -> Vec<ExpandedChapter> {
    let index = fs::read_to_string(Path::new(env!("OUT_DIR")).join("chapters.tsv"))
        .expect("build.rs writes chapters.tsv");
    assert!(
        !index.is_empty(),
        "build.rs expanded no chapter: the test every_directive_of_the_book_expands says why"
    );
    index
        .lines()
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let [source, text, origins] = fields[..] else {
                panic!("chapters.tsv: `{line}` is not source, text, origins");
            };
            let text = fs::read_to_string(text).expect("an expanded chapter");
            let origins = fs::read_to_string(origins).expect("a chapter's origins");
            let origins = Expanded::origins_from_tsv(&origins)
                .unwrap_or_else(|e| panic!("{source}'s origins: {e}"));
            assert_eq!(
                text.lines().count(),
                origins.len(),
                "{source}: one origin per line"
            );
            ExpandedChapter {
                source: source.to_string(),
                text,
                origins,
            }
        })
        .collect()
}

/// The Rust blocks of a chapter by the plain scan of fences: the expanded lines of their
/// opening fences.
fn rust_fences(text: &str) -> Vec<usize> {
    fenced_blocks(text)
        .into_iter()
        .filter(|block| info_tokens(&block.info).any(|t| t == "rust"))
        .map(|block| block.line)
        .collect()
}

/// The names of the doctests build.rs wrote for the chapters' blocks: the
/// modules of `book-blocks.rs`, one per block, read as Rust.
fn generated_tests() -> BTreeSet<String> {
    let generated = fs::read_to_string(Path::new(env!("OUT_DIR")).join("book-blocks.rs"))
        .expect("build.rs writes book-blocks.rs");
    let file = syn::parse_file(&generated).expect("book-blocks.rs parses");
    file.items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Mod(m) => Some(m.ident.to_string()),
            _ => None,
        })
        .collect()
}
