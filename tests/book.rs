//! The book's integrity: what mdBook and skeptic would not notice on their own.
//!
//! - every chapter file is listed in `SUMMARY.md`, and every listed file exists;
//! - every Rust block of the expanded book became a test in `tests/skeptic.rs`, named
//!   after its chapter and line, and every such test comes from a Rust block (build.rs
//!   finds blocks with mdBook's Markdown parser; this file checks with a plain scan of
//!   the fences);
//! - no Rust block is `ignore`d;
//! - every line a reader sees in a Rust block fits the book's code column (80 columns);
//! - every anchor defined in `code/` is shown by some chapter, and every figure drawn into
//!   `src/figures/` is included by some chapter;
//! - no chapter types a measured number (a time, a size in memory, a ratio with `×`)
//!   outside the `{{#measured}}` directive, and no doc comment in `code/` a time, but for
//!   the arithmetic listed, each with its reason, in `tests/typed-numbers.txt`.
//! - every long snake_case name a text quotes (a test's, a function's) is defined in the
//!   code, so that a renamed test leaves no citation of its old name;
//! - the rules of CONTRIBUTING that the code's syntax shows: every line of Rust fits its
//!   folder's width, a `cfg` follows its item's doc comment, and every error message
//!   starts with its game's module; and the front page's table of the nine games names
//!   what the code has.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use book_tools::blocks::{code_blocks, info_tokens, shown};
use book_tools::directives::find_directives;
use book_tools::measured::{typed_quantities, without_directives, Typed};
use book_tools::normalize;
use book_tools::origins::{Expanded, Origin};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every file under `dir` (recursively) whose name ends with `extension`,
/// outside the packages npm installs.
fn files_under(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        {
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

/// Every chapter as build.rs expanded it, with the origin of each line.
fn expanded_chapters() -> Vec<ExpandedChapter> {
    let index =
        fs::read_to_string(Path::new(env!("OUT_DIR")).join("chapters.tsv"))
            .expect("build.rs writes chapters.tsv");
    index
        .lines()
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let [source, text, origins] = fields[..] else {
                panic!("chapters.tsv: `{line}` is not source, text, origins");
            };
            let text = fs::read_to_string(text).expect("an expanded chapter");
            let origins =
                fs::read_to_string(origins).expect("a chapter's origins");
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

/// The names of the tests build.rs wrote for the chapters' blocks.
fn generated_tests() -> BTreeSet<String> {
    let generated =
        fs::read_to_string(Path::new(env!("OUT_DIR")).join("book-tests.rs"))
            .expect("build.rs writes book-tests.rs");
    // A test is `#[test]`, then `fn name() -> Result<(), Failed> {`.
    let lines: Vec<&str> = generated.lines().collect();
    lines
        .windows(2)
        .filter(|pair| pair[0] == "#[test]")
        .filter_map(|pair| pair[1].strip_prefix("fn "))
        .filter_map(|rest| rest.strip_suffix("() -> Result<(), Failed> {"))
        .map(str::to_string)
        .collect()
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
                untested.push(format!(
                    "{} (no test `{name}`)",
                    chapter.whereabouts(fence)
                ));
            }
            blocks.insert(name);
        }
    }
    let unknown: Vec<_> =
        tests.iter().filter(|t| !blocks.contains(*t)).collect();
    assert!(
        untested.is_empty() && unknown.is_empty(),
        "Rust blocks without a test (an empty block is never tested): {untested:#?}\n\
         tests without a Rust block: {unknown:?}"
    );
    assert!(!tests.is_empty(), "the book has no Rust block at all");
}

#[test]
fn no_rust_block_is_ignored() {
    for chapter in expanded_chapters() {
        for block in fenced_blocks(&chapter.text) {
            let has = |word| info_tokens(&block.info).any(|t| t == word);
            assert!(
                !(has("rust") && has("ignore")),
                "{}: this Rust block is `ignore`d; a reader must be able to trust it, so \
                 make it run (or `no_run`, with the reason in the prose)",
                chapter.whereabouts(block.line)
            );
        }
    }
}

/// The width of the book's code column, in characters.
const CODE_COLUMNS: usize = 80;

#[test]
fn every_line_a_reader_sees_in_a_rust_block_fits_the_code_column() {
    let mut too_wide = Vec::new();
    for chapter in expanded_chapters() {
        for block in code_blocks(&chapter.text).iter().filter(|b| b.is_rust()) {
            for (k, line) in block.lines.iter().enumerate() {
                let Some(seen) = shown(line) else { continue };
                let width = seen.chars().count();
                if width > CODE_COLUMNS {
                    too_wide.push(format!(
                        "{}: {width} columns\n      {}",
                        chapter.whereabouts(block.first_line + k),
                        seen.trim()
                    ));
                }
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
    let text =
        "# T\n\n```rust\nfn main() {}\n```\n\n````md\n```rust\nnot a block\n```\n\
                ````\n\n```rust,no_run\nfn main() {}\n```\n";
    assert_eq!(rust_fences(text), [3, 13]);
    let parsed: Vec<usize> = code_blocks(text)
        .iter()
        .filter(|b| b.is_rust())
        .map(|b| b.fence_line)
        .collect();
    assert_eq!(parsed, [3, 13]);
}

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
             from figures/data/ with {{{{#measured ...}}}} (README, \"Measured \
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
/// against them by a `{{#claim ...}}` (README, "Measured numbers"); one that is not
/// about a measurement (an O-bound's "faster", a title) is listed, with the reason.
#[test]
fn every_sentence_that_compares_measurements_is_checked() {
    let allowed = not_claims();
    let mut used = vec![false; allowed.len()];
    let mut found = Vec::new();
    for chapter in files_under(&root().join("src"), "md") {
        let name = chapter.strip_prefix(root()).unwrap().display().to_string();
        let text = fs::read_to_string(&chapter).unwrap();
        for (line, sentence) in book_tools::claims::unchecked_comparisons(&text)
        {
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
             checks it against figures/data/ (README, \"Measured numbers\"); add \
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
        "A claim's sentence does not say what the claim allows (README, \"Measured \
         numbers\"):\n  {}",
        found.join("\n  ")
    );
}

/// Where the book is published; the crate's documentation links to its
/// chapters there, as docs.rs shows it with no book beside it.
const PUBLISHED: &str = "https://stone-games.github.io/stone-games/";

/// The id mdBook 0.5 gives a heading: its text in lower case, spaces as
/// `-`, and only letters, digits, `-` and `_` kept.
fn heading_id(heading: &str) -> String {
    heading
        .trim()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => {
                Some(c.to_ascii_lowercase())
            }
            _ => None,
        })
        .collect()
}

/// The ids of the headings of a chapter, outside its code blocks.
fn heading_ids(markdown: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    let mut in_fence = false;
    for line in markdown.lines() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
        } else if !in_fence && line.starts_with('#') {
            let text = line.trim_start_matches('#');
            ids.insert(heading_id(text));
        }
    }
    ids
}

/// Whether `item`, a path of the API documentation published beside the book
/// (`stone_games/`, `stone_games/stone_game_ii/index.html`,
/// `stone_games/stone_game_ii/fn.max_stones.html`), names an item of the
/// crate's public API, `code/public-api.txt` (the list the test `public_api`
/// keeps the code's): the module's path and the item's kind and name.
fn api_item_exists(root: &Path, item: &str) -> Result<(), String> {
    let mut parts: Vec<&str> =
        item.split('/').filter(|p| !p.is_empty()).collect();
    if parts.first() != Some(&"stone_games") {
        return Err("not the crate stone_games".to_string());
    }
    let page = match parts.last() {
        Some(last) if last.ends_with(".html") => {
            parts.pop().unwrap_or_default()
        }
        _ => "index.html",
    };
    let list = fs::read_to_string(root.join("code/public-api.txt"))
        .map_err(|e| format!("code/public-api.txt: {e}"))?;
    let modules = parts[1..].join("::");
    let (path, kind) = if page == "index.html" {
        if modules.is_empty() {
            return Ok(()); // the crate's front page
        }
        (modules, "mod")
    } else {
        let (kind, name) = page
            .trim_end_matches(".html")
            .split_once('.')
            .ok_or_else(|| format!("no item in {page}"))?;
        let kind = match kind {
            "fn" => "fn",
            "struct" => "struct",
            "enum" => "enum",
            "constant" => "const",
            "trait" => "trait",
            other => return Err(format!("an item of kind {other}")),
        };
        let path = if modules.is_empty() {
            name.to_string()
        } else {
            format!("{modules}::{name}")
        };
        (path, kind)
    };
    // A line is `path: what`; the kind is the first item keyword of `what`,
    // after a type's derives (`#[derive(...)] [serde] derive(...) struct`).
    const KINDS: [&str; 6] = ["fn", "const", "struct", "enum", "trait", "mod"];
    let kind_of = |what: &str| {
        what.split_whitespace()
            .find(|word| KINDS.contains(word))
            .map(str::to_owned)
    };
    let found = list
        .lines()
        .filter_map(|line| line.split_once(": "))
        .any(|(p, what)| p == path && kind_of(what).as_deref() == Some(kind));
    found
        .then_some(())
        .ok_or_else(|| format!("no {kind} {path} in code/public-api.txt"))
}

/// Every link to the published book, in the crate's documentation and the
/// files beside it, names a chapter that exists, and a heading of it if it
/// names one: a renamed chapter or heading fails here, not on a reader.
#[test]
fn every_link_to_the_published_book_names_a_chapter_and_a_heading() {
    let root = root();
    let mut files = files_under(&root.join("code/src"), "rs");
    for extra in ["README.md", "CONTRIBUTING.md", "code/README.md"] {
        if root.join(extra).exists() {
            files.push(root.join(extra));
        }
    }
    if root.join("practice/src").exists() {
        files.extend(files_under(&root.join("practice/src"), "rs"));
    }
    let mut links = 0;
    let mut broken = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).expect("a readable file");
        for (at, _) in text.match_indices(PUBLISHED) {
            let rest = &text[at + PUBLISHED.len()..];
            let end = rest
                .find(|c: char| c.is_whitespace() || ")>]`\"'\\".contains(c))
                .unwrap_or(rest.len());
            let target = &rest[..end];
            let (page, heading) =
                target.split_once('#').unwrap_or((target, ""));
            links += 1;
            let where_ = format!(
                "{}: {PUBLISHED}{target}",
                file.strip_prefix(&root).unwrap_or(file).display()
            );
            if let Some(item) = page.strip_prefix("api/") {
                if let Err(problem) = api_item_exists(&root, item) {
                    broken.push(format!("{where_}: {problem}"));
                }
                continue;
            }
            let chapter = match page {
                "" | "index.html" => "introduction.md".to_string(),
                page => page.replace(".html", ".md"),
            };
            match fs::read_to_string(root.join("src").join(&chapter)) {
                Err(_) => {
                    broken.push(format!("{where_}: no chapter {chapter}"))
                }
                Ok(markdown) => {
                    if !heading.is_empty()
                        && !heading_ids(&markdown).contains(heading)
                    {
                        broken.push(format!("{where_}: no heading #{heading}"));
                    }
                }
            }
        }
    }
    assert!(links > 20, "only {links} links to the book found");
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

/// Every `book_link!(kind path)` in the crate's documentation names an item of
/// its public API of that kind: without the feature `book`, the link goes to
/// that item's page beside the book, which rustdoc cannot check. (With `book`
/// the link is an intra-doc link, which rustdoc checks.)
#[test]
fn every_link_to_a_book_only_item_names_an_item_of_that_kind() {
    let root = root();
    let mut links = 0;
    let mut broken = Vec::new();
    for file in files_under(&root.join("code/src"), "rs") {
        let text = fs::read_to_string(&file).expect("a readable file");
        for (at, _) in text.match_indices("#[doc = book_link!(") {
            let rest = &text[at + "#[doc = book_link!(".len()..];
            let call = &rest[..rest.find(')').unwrap_or(rest.len())];
            let mut words = call.split_whitespace();
            let (kind, path) =
                (words.next().unwrap_or(""), words.collect::<String>());
            let mut page: Vec<&str> = path.split("::").collect();
            let name = page.pop().unwrap_or_default();
            let item =
                format!("stone_games/{}/{kind}.{name}.html", page.join("/"));
            links += 1;
            if let Err(problem) = api_item_exists(&root, &item) {
                let file = file.strip_prefix(&root).unwrap_or(&file);
                broken.push(format!(
                    "{}: {kind} {path}: {problem}",
                    file.display()
                ));
            }
        }
    }
    assert!(links > 50, "only {links} links to book-only items found");
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

/// Every `{{#calls module::function callee ...}}` holds: each function of the
/// chain calls the next ([`book_tools::calls`]). A sentence that says what a
/// function runs ends with one, so that changing the function fails here,
/// naming the sentence.
#[test]
fn every_sentence_about_what_a_function_runs_holds() {
    let root = root();
    let mut checked = 0;
    let mut wrong = Vec::new();
    for chapter in files_under(&root.join("src"), "md") {
        let text = fs::read_to_string(&chapter).expect("a chapter");
        for directive in find_directives(&text) {
            if directive.kind != book_tools::directives::Kind::Calls {
                continue;
            }
            let place = format!(
                "{}:{}",
                chapter.strip_prefix(&root).unwrap_or(&chapter).display(),
                directive.line
            );
            let result =
                book_tools::calls::parse(&directive.args).and_then(|calls| {
                    let folder = root.join("code/src").join(&calls.module);
                    let mut files = if folder.is_dir() {
                        files_under(&folder, "rs")
                    } else {
                        vec![root
                            .join("code/src")
                            .join(format!("{}.rs", calls.module))]
                    };
                    files.retain(|f| f.exists());
                    let sources: Vec<String> = files
                        .iter()
                        .map(|f| fs::read_to_string(f).expect("a source file"))
                        .collect();
                    book_tools::calls::check(&calls, &sources)
                });
            checked += 1;
            if let Err(problem) = result {
                wrong.push(format!("{place}: {problem}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(checked > 0, "no {{{{#calls}}}} directive found");
}

/// Every line of Rust fits its folder's width (CONTRIBUTING, "80 columns"):
/// 80 columns in `code/src/`, the crate the book shows, and 100 in the rest,
/// but two kinds that cannot be wrapped: the rows of the docs' tables and
/// the link definitions of doc comments.
#[test]
fn every_line_of_rust_fits_its_folders_width() {
    let root = root();
    let mut long = Vec::new();
    let folders = [
        ("code/src", 80),
        ("code/benches", 100),
        ("code/examples", 100),
        ("code/tests", 100),
        ("testkit", 100),
        ("figures/src", 100),
        ("book-tools", 100),
        ("practice", 100),
        ("tests", 100),
    ];
    let files = folders.iter().flat_map(|&(folder, width)| {
        let files = files_under(&root.join(folder), "rs");
        files.into_iter().map(move |file| (file, width))
    });
    let files = files.chain([(root.join("build.rs"), 100)]);
    for (file, width) in files {
        let text = fs::read_to_string(&file).expect("a source file");
        for (at, line) in text.lines().enumerate() {
            let doc = line.trim_start();
            let unwrappable = doc.starts_with("//! |")
                || doc.starts_with("/// |")
                || ((doc.starts_with("/// [") || doc.starts_with("//! ["))
                    && doc.contains("]: "));
            let columns = line.chars().count();
            if columns > width && !unwrappable {
                long.push(format!(
                    "{}:{}: {columns} columns",
                    file.strip_prefix(&root).unwrap_or(&file).display(),
                    at + 1
                ));
            }
        }
    }
    assert!(long.is_empty(), "{}", long.join("\n"));
}

/// The texts a `Display` impl writes: the format string of each `write!` (the
/// first literal after its first comma) and the argument of each `write_str`.
fn written_texts(tokens: proc_macro2::TokenStream) -> Vec<String> {
    use proc_macro2::TokenTree;
    let text = |tree: &TokenTree| match tree {
        TokenTree::Literal(l) => syn::parse_str::<syn::LitStr>(&l.to_string())
            .ok()
            .map(|s| s.value()),
        _ => None,
    };
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut found = Vec::new();
    for (at, tree) in trees.iter().enumerate() {
        match (tree, trees.get(at + 1), trees.get(at + 2)) {
            (
                TokenTree::Ident(i),
                Some(TokenTree::Punct(p)),
                Some(TokenTree::Group(g)),
            ) if i == "write" && p.as_char() == '!' => {
                let args: Vec<TokenTree> = g.stream().into_iter().collect();
                let comma = args.iter().position(
                    |t| matches!(t, TokenTree::Punct(p) if p.as_char() == ','),
                );
                found
                    .extend(comma.and_then(|c| args.get(c + 1)).and_then(text));
            }
            (TokenTree::Ident(i), Some(TokenTree::Group(g)), _)
                if i == "write_str" =>
            {
                found.extend(
                    g.stream().into_iter().next().as_ref().and_then(text),
                );
            }
            (TokenTree::Group(g), _, _) => {
                found.extend(written_texts(g.stream()))
            }
            _ => {}
        }
    }
    found
}

/// Every message of a game's `Error` starts with its module (CONTRIBUTING, "One
/// vocabulary"): `stone_game_ii::max_stones takes ...` for a limit, `stone_game_ii:
/// the game is over ...` for the others. Read from the `Display` impl of `Error` in
/// each `code/src/<game>/error.rs`, so that a new variant is checked too.
#[test]
fn every_error_message_starts_with_its_games_module() {
    use quote::ToTokens;
    let root = root();
    let (mut wrong, mut checked) = (Vec::new(), 0);
    for file in files_under(&root.join("code/src"), "rs") {
        if !file.ends_with("error.rs") {
            continue;
        }
        let module = file
            .parent()
            .and_then(Path::file_name)
            .expect("a game's folder");
        let module = module.to_string_lossy();
        let source = fs::read_to_string(&file).expect("a source file");
        let items = syn::parse_file(&source).expect("error.rs parses").items;
        for item in items {
            let syn::Item::Impl(block) = item else {
                continue;
            };
            let display = block.trait_.as_ref().is_some_and(|(_, path, _)| {
                path.segments.last().is_some_and(|s| s.ident == "Display")
            });
            let of_error =
                block.self_ty.to_token_stream().to_string() == "Error";
            if !(display && of_error) {
                continue;
            }
            for text in written_texts(block.to_token_stream()) {
                checked += 1;
                if !text.starts_with(&format!("{module}:")) {
                    wrong.push(format!("{module}: {text:?}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(checked >= 40, "only {checked} messages found");
}

/// In `code/src/`, an item's `#[cfg(...)]` comes after its doc comment, next to
/// the item it gates (CONTRIBUTING, "Anchors and doc comments"), never above the comment.
#[test]
fn every_cfg_of_the_crate_follows_its_doc_comment() {
    let root = root();
    let mut above = Vec::new();
    for file in files_under(&root.join("code/src"), "rs") {
        let text = fs::read_to_string(&file).expect("a source file");
        let lines: Vec<&str> = text.lines().map(str::trim_start).collect();
        for (at, line) in lines.iter().enumerate() {
            if !line.starts_with("#[cfg(") {
                continue;
            }
            // Past the item's other attributes, to what follows them.
            let next = lines[at + 1..]
                .iter()
                .find(|l| !l.starts_with("#[") || l.starts_with("#[doc"));
            if next
                .is_some_and(|l| l.starts_with("///") || l.starts_with("#[doc"))
            {
                above.push(format!(
                    "{}:{}: {line}",
                    file.strip_prefix(&root).unwrap_or(&file).display(),
                    at + 1,
                ));
            }
        }
    }
    assert!(
        above.is_empty(),
        "a cfg above its doc comment:\n{}",
        above.join("\n")
    );
}

/// The workspace's Rust, all of it as one text, and the names it defines: its
/// functions and its files (an example, a benchmark).
fn the_workspaces_rust(root: &Path) -> (String, BTreeSet<String>) {
    let mut code = String::new();
    let mut known = BTreeSet::new();
    for dir in ["code", "tests", "figures", "book-tools", "practice"] {
        for path in files_under(&root.join(dir), "rs") {
            code.push_str(&fs::read_to_string(&path).expect("a Rust file"));
            let stem = path.file_stem().expect("a file name");
            known.insert(stem.to_string_lossy().into_owned());
        }
    }
    let mut words =
        code.split(|c: char| !c.is_ascii_alphanumeric() && c != '_');
    while let Some(word) = words.next() {
        if word == "fn" {
            if let Some(name) = words.next() {
                known.insert(name.to_string());
            }
        }
    }
    (code, known)
}

/// Every long snake_case name a text quotes (`` `a_b_c_d` ``, four words or more: in
/// practice a test, a function or a benchmark) names something of the workspace's Rust:
/// a `fn`, a file (an example, a benchmark) or a string (a benchmark's id). A test
/// renamed, or a function, leaves no chapter, README or note citing the old name. The
/// tests of the chapters' blocks (`stone_game_pitfalls_line_24`) are generated, named
/// after their line: such a name must be one build.rs wrote.
#[test]
fn every_name_a_text_quotes_is_in_the_code() {
    // Names of the standard library the chapters quote.
    const STD: &[&str] = &["sort_unstable_by_key"];
    let root = root();
    let (code, known) = the_workspaces_rust(&root);
    let mut texts = files_under(&root.join("src"), "md");
    for file in ["README.md", "CONTRIBUTING.md", "code/README.md"] {
        texts.push(root.join(file));
    }
    for log in ["mutants-survivors.md", "mutants-runs.md"] {
        texts.push(root.join(".cargo").join(log));
    }
    let blocks = generated_tests();
    let mut missing = Vec::new();
    for path in texts {
        let text = fs::read_to_string(&path).expect("a text");
        for (i, quoted) in text.split('`').enumerate() {
            let is_name = quoted.split('_').count() >= 4
                && quoted.starts_with(|c: char| c.is_ascii_lowercase())
                && quoted.chars().all(|c| {
                    c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'
                });
            if i % 2 == 0 || !is_name || STD.contains(&quoted) {
                continue;
            }
            // A block's test, `<chapter>_line_<n>`, is one build.rs wrote,
            // unless its chapter is one an example makes up.
            let block_of = quoted
                .rsplit_once("_line_")
                .filter(|(_, n)| n.parse::<usize>().is_ok())
                .map(|(chapter, _)| format!("{chapter}_line_"));
            let defined = match block_of {
                Some(prefix) => {
                    blocks.contains(quoted)
                        || !blocks.iter().any(|b| b.starts_with(&prefix))
                }
                None => {
                    known.contains(quoted)
                        || code.contains(&format!("\"{quoted}\""))
                }
            };
            if !defined {
                let file = path.strip_prefix(&root).unwrap_or(&path);
                missing.push(format!("{}: `{quoted}`", file.display()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "quoted names that nothing in the code defines (a test renamed?):\n{}",
        missing.join("\n")
    );
}

/// The fields of `module::Move`, in order, as the public-API list gives them.
fn move_fields(api: &str, module: &str) -> Vec<String> {
    api.lines()
        .find_map(|l| l.strip_prefix(&format!("{module}::Move: ")))
        .and_then(|l| l.split_once("struct { "))
        .map(|(_, rest)| {
            let fields = rest.trim_end_matches(" }").split(", ");
            let field = |f: &str| f.split(':').next().unwrap_or("").to_string();
            fields.map(field).collect()
        })
        .unwrap_or_default()
}

/// The front page's table of the nine games (`code/src/lib.rs`, *One vocabulary*) names
/// what the code has: each answer is a function of its game, each name a `Position`
/// shows is one of its methods, and the fields of each `Move` are the struct's, all of
/// them, in order. Read against `code/public-api.txt`, the list the code is checked
/// against.
#[test]
fn the_front_pages_table_of_games_is_the_code() {
    let root = root();
    let api =
        fs::read_to_string(root.join("code/public-api.txt")).expect("the list");
    let lib = fs::read_to_string(root.join("code/src/lib.rs")).expect("lib.rs");
    let module = |numeral: &str| match numeral {
        "I" => "stone_game".to_string(),
        _ => format!("stone_game_{}", numeral.to_ascii_lowercase()),
    };
    let names = |cell: &str| -> Vec<String> {
        cell.split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect()
    };
    let mut wrong = Vec::new();
    let mut rows = 0;
    for line in lib.lines() {
        let cells: Vec<&str> =
            line.trim_start_matches("//!").split('|').collect();
        let [_, game, answers, _, shows, records, _] = cells[..] else {
            continue;
        };
        let game = game.trim();
        if !["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]
            .contains(&game)
        {
            continue;
        }
        rows += 1;
        let m = module(game);
        for answer in names(answers) {
            if !api.contains(&format!("\n{m}::{answer}: fn ")) {
                wrong.push(format!("{game}: no function {m}::{answer}"));
            }
        }
        for method in names(shows) {
            if !api.contains(&format!("\n{m}::Position::{method}: fn ")) {
                wrong.push(format!("{game}: no method Position::{method}"));
            }
        }
        let fields = move_fields(&api, &m);
        if names(records) != fields {
            wrong.push(format!("{game}: Move is {fields:?}"));
        }
    }
    assert_eq!(rows, 9, "the table of the nine games");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
