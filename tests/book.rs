//! The book's integrity: what mdBook and skeptic would not notice on their own.
//!
//! - every chapter file is listed in `SUMMARY.md`, and every listed file exists;
//! - every Rust block of the expanded book became a skeptic test, and every skeptic test
//!   comes from a Rust block (counted both ways, chapter by chapter, line by line);
//! - no Rust block is `ignore`d;
//! - every anchor defined in `code/` is shown by some chapter, and every figure drawn into
//!   `src/figures/` is included by some chapter.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Component, Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every file under `dir` (recursively) whose name ends with `extension`.
fn files_under(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        {
            let path = entry.expect("a readable directory").path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == extension) {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// `a/b/../c` as `a/c`, without touching the disk.
fn normalize(path: &Path) -> PathBuf {
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

/// The `.md` targets of the links in `SUMMARY.md`, relative to `src/`. An empty target
/// (a draft chapter) is returned as an empty string.
fn summary_links() -> Vec<String> {
    let summary = fs::read_to_string(root().join("src/SUMMARY.md"))
        .expect("src/SUMMARY.md");
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

#[test]
fn every_chapter_is_listed_and_every_listed_chapter_exists() {
    let src = root().join("src");
    let links = summary_links();
    assert!(!links.is_empty(), "SUMMARY.md lists no chapter");
    let listed: BTreeSet<PathBuf> =
        links.iter().map(|l| normalize(Path::new(l))).collect();
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
        if relative == Path::new("SUMMARY.md")
            || relative == Path::new("404.md")
        {
            continue;
        }
        assert!(
            listed.contains(&relative),
            "src/{} is not listed in SUMMARY.md, so no reader would find it",
            relative.display()
        );
    }
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
        let fence_len =
            trimmed.chars().take_while(|&c| c == fence_char).count();
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

/// The words of a block's info string, split as rustdoc and skeptic split them.
fn info_tokens(info: &str) -> Vec<&str> {
    info.split(|c: char| !(c == '_' || c == '-' || c.is_alphanumeric()))
        .filter(|t| !t.is_empty())
        .collect()
}

/// Each chapter's source path and the file build.rs expanded it into.
fn expanded_chapters() -> Vec<(String, PathBuf)> {
    let index =
        fs::read_to_string(Path::new(env!("OUT_DIR")).join("chapters.tsv"))
            .expect("build.rs writes chapters.tsv");
    index
        .lines()
        .map(|line| {
            let (source, expanded) =
                line.split_once('\t').expect("source<TAB>expanded");
            (source.to_string(), PathBuf::from(expanded))
        })
        .collect()
}

/// The name skeptic gives the tests of an expanded file: its stem, lowercased, with every
/// run of other characters turned into one `_`.
fn skeptic_stem(file: &Path) -> String {
    let stem = file
        .file_stem()
        .unwrap()
        .to_string_lossy()
        .to_ascii_lowercase();
    stem.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("_")
}

#[test]
fn every_rust_block_is_a_skeptic_test_and_every_test_is_a_block() {
    let generated =
        fs::read_to_string(Path::new(env!("OUT_DIR")).join("skeptic-tests.rs"))
            .expect("skeptic writes skeptic-tests.rs");
    let tests: Vec<&str> = generated
        .lines()
        .filter_map(|line| line.strip_prefix("#[test] fn "))
        .map(|rest| rest.split('(').next().unwrap())
        .collect();

    let mut blocks_by_stem: BTreeMap<String, (String, BTreeSet<usize>)> =
        BTreeMap::new();
    let mut total = 0;
    for (source, expanded) in expanded_chapters() {
        let text = fs::read_to_string(&expanded).expect("an expanded chapter");
        let lines: BTreeSet<usize> = fenced_blocks(&text)
            .into_iter()
            .filter(|block| info_tokens(&block.info).contains(&"rust"))
            .map(|block| block.line)
            .collect();
        total += lines.len();
        let previous = blocks_by_stem
            .insert(skeptic_stem(&expanded), (source.clone(), lines));
        assert!(
            previous.is_none(),
            "two chapters give skeptic the test name prefix of {source}"
        );
    }

    let mut tests_by_stem: BTreeMap<String, BTreeSet<usize>> = BTreeMap::new();
    for name in &tests {
        let (prefix, line) = name
            .rsplit_once("_line_")
            .expect("skeptic names end with _line_N");
        let stem = prefix.split("_sect_").next().unwrap();
        let owner = blocks_by_stem
            .keys()
            .find(|s| stem == s.as_str())
            .unwrap_or_else(|| {
                panic!("skeptic test {name} comes from no chapter")
            });
        tests_by_stem
            .entry(owner.clone())
            .or_default()
            .insert(line.parse().expect("a line number"));
    }

    for (stem, (source, lines)) in &blocks_by_stem {
        let tested = tests_by_stem.get(stem).cloned().unwrap_or_default();
        let untested: Vec<_> = lines.difference(&tested).collect();
        let unknown: Vec<_> = tested.difference(lines).collect();
        assert!(
            untested.is_empty() && unknown.is_empty(),
            "{source}: Rust blocks at expanded lines {untested:?} have no skeptic test, and tests at \
             lines {unknown:?} have no block (an empty block is never tested)"
        );
    }
    assert_eq!(tests.len(), total, "one skeptic test per Rust block");
    assert!(total > 0, "the book has no Rust block at all");
}

#[test]
fn no_rust_block_is_ignored() {
    for (source, expanded) in expanded_chapters() {
        let text = fs::read_to_string(&expanded).expect("an expanded chapter");
        for block in fenced_blocks(&text) {
            let tokens = info_tokens(&block.info);
            assert!(
                !(tokens.contains(&"rust") && tokens.contains(&"ignore")),
                "{source}: the Rust block at expanded line {} is `ignore`d; a reader must be able to \
                 trust it, so make it run (or `no_run`, with the reason in the prose)",
                block.line
            );
        }
    }
}

/// The `{{#include path:anchor}}` and `{{#rustdoc_include path:anchor}}` directives of every
/// chapter, as (file, anchor) with the file normalized relative to the book's root.
fn shown_anchors_and_includes(
) -> (BTreeSet<(PathBuf, String)>, BTreeSet<PathBuf>) {
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
        for kind in ["{{#include ", "{{#rustdoc_include "] {
            for (at, _) in text.match_indices(kind) {
                let rest = &text[at + kind.len()..];
                let target =
                    rest[..rest.find("}}").expect("a closed directive")].trim();
                let target = target.split_whitespace().next().unwrap_or("");
                let (file, anchor) =
                    target.split_once(':').unwrap_or((target, ""));
                let file = normalize(&dir.join(file));
                if !anchor.is_empty()
                    && !anchor.chars().all(|c| c.is_ascii_digit())
                {
                    anchors.insert((file.clone(), anchor.to_string()));
                }
                files.insert(file);
            }
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
fn the_fence_scanner_sees_what_skeptic_sees() {
    let text = "# T\n\n```rust\nfn main() {}\n```\n\n````md\n```rust\nnot a block\n```\n````\n\n```rust,no_run\nfn main() {}\n```\n";
    let rust: Vec<usize> = fenced_blocks(text)
        .into_iter()
        .filter(|b| info_tokens(&b.info).contains(&"rust"))
        .map(|b| b.line)
        .collect();
    assert_eq!(rust, [3, 13]);
}
