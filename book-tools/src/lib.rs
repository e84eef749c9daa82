//! What the book's build script, its tests and `mdbook test` must agree on.
//!
//! - [`directives`]: where a chapter's `{{#include ...}}`-style directives are, found as
//!   mdBook 0.5.4 finds them (one parser for `build.rs` and `tests/book/`);
//! - [`blocks`]: a chapter's fenced code blocks, parsed as mdBook and rustdoc parse them,
//!   and which of their lines a reader sees;
//! - [`measured`]: the `{{#measured ...}}` directive, which renders a number recorded
//!   under `figures/data/`, for the HTML book (`mdbook-measured`) and the tests alike;
//! - [`constants`]: the `{{#const ...}}` directive, which renders a constant of the
//!   crate, or a number worked out from constants, as the compiler computes it;
//! - [`claims`]: the `{{#claim ...}}` directive, which checks a sentence about
//!   measurements ("faster", "widens", "within") against the same recordings;
//! - [`calls`]: the `{{#calls ...}}` directive, which ties a sentence about what a
//!   function runs ("the function to call runs this loop") to the code;
//! - [`answers`]: the `{{#answer ...}}` directive, which ties a sentence's answer on a
//!   row ("Bob wins `1 5 2` by 2") to the crate's;
//! - [`cfg`](mod@cfg): a `#[cfg(...)]` predicate read as Rust syntax, for the `{{#calls}}` check
//!   and the public-API list;
//! - [`expand`]: the five directives expanded in a chapter, in one pass;
//! - [`api`]: the crate's public API, read from its syntax into items (its text is the
//!   list `code/public-api.txt`);
//! - [`prose`]: what reads the chapters' English: the numbers typed with a unit or where
//!   a limit belongs, and the sentences that compare measurements, each backed by a
//!   directive or marked `<!-- not measured: ... -->` with its reason;
//! - [`origins`]: where each line of an expanded chapter came from: a line of the chapter
//!   itself, or a line of a file that a directive included;
//! - [`json_book`]: mdBook's book as the two preprocessors receive it and write it back.
//!
//! And two helpers of paths: [`normalize`] resolves a directive's `..`, and
//! [`files_under`] lists a folder's files of one kind, for the tests that read the
//! chapters and the crate's source.
//!
//! The binary `mdbook-link-crate` is a preprocessor that lets `mdbook test` compile the
//! book's blocks against the `stone-games` crate (see docs/ci.md).

pub mod answers;
pub mod api;
pub mod blocks;
pub mod calls;
pub mod cfg;
pub mod claims;
pub mod constants;
pub mod directives;
pub mod expand;
pub mod json_book;
pub mod measured;
pub mod origins;
pub mod prose;

use std::fs;
use std::path::{Component, Path, PathBuf};

/// `a/b/../c` as `a/c`, without touching the disk: the path a directive names,
/// `..` resolved as mdBook resolves it.
pub fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// Every file under `dir`, in its subfolders too, whose name ends with `.extension`,
/// sorted; the packages npm installs (`node_modules`) are left out.
///
/// # Panics
///
/// If a folder cannot be read: the callers are tests, for which a missing folder
/// of the book is a failure to report.
pub fn files_under(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.expect("a readable directory").path();
            let installed = path.ends_with("node_modules");
            if path.is_dir() && !installed {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == extension) {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// The name of the test of the block at `line` of `chapter` (a path under `src/`):
/// `stone-game/pitfalls.md` and 26 make `stone_game_pitfalls_line_26`.
pub fn test_name(chapter: &Path, line: usize) -> String {
    let stem = chapter.with_extension("");
    let stem = stem.to_string_lossy().to_ascii_lowercase();
    let words: Vec<&str> = stem
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .collect();
    format!("{}_line_{line}", words.join("_"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_resolves_dots() {
        let n = |path: &str| normalize(Path::new(path));
        assert_eq!(
            n("src/stone-game/../../code/./a.rs"),
            Path::new("code/a.rs")
        );
        assert_eq!(n("a/b"), Path::new("a/b"));
    }

    #[test]
    fn files_under_lists_the_files_of_one_kind_in_every_subfolder() {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let files = files_under(&src, "rs");
        assert!(files.contains(&src.join("lib.rs")));
        assert!(files.contains(&src.join("measured").join("format.rs")));
        assert!(files
            .iter()
            .all(|f| f.extension().is_some_and(|e| e == "rs")));
        assert!(files.is_sorted());
    }

    #[test]
    fn test_names_join_the_chapter_path_and_the_line() {
        let name = |path: &str, line| test_name(Path::new(path), line);
        assert_eq!(
            name("stone-game/pitfalls.md", 26),
            "stone_game_pitfalls_line_26"
        );
        assert_eq!(name("introduction.md", 47), "introduction_line_47");
        assert_eq!(
            name("stone-game-ii/faster.md", 3),
            "stone_game_ii_faster_line_3"
        );
    }
}
