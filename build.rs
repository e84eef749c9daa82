//! Turns every Rust block of the book into a test named after its chapter and line.
//!
//! 1. Load the book as mdBook does (`book.toml`, `src/SUMMARY.md`).
//! 2. Expand each chapter's `{{#include}}` and `{{#rustdoc_include}}` directives one at a
//!    time, with mdBook's own `LinkPreprocessor` and nothing else (the preprocessors named
//!    in `book.toml` are never run here: a `cargo run` inside a build script would wait
//!    forever on the build lock). Name the chapter, the line and the directive when one
//!    points at a missing file, expands to nothing (a missing anchor), or is left
//!    unexpanded (mdBook itself only logs these), and when a `{{#const}}`, `{{#claim}}`
//!    or `{{#measured}}` fails: such problems fail one test of `tests/book/`,
//!    `every_directive_of_the_book_expands` (from `OUT_DIR/book-problems.rs`); their
//!    chapter is left out, and the others' blocks still run. In its place is one
//!    doctest that fails with them, named as a block at its line 0.
//! 3. Put the chapter back together from those expansions, remembering where each line
//!    came from (`book_tools::origins`), and check that the result is exactly what mdBook
//!    makes of the whole chapter.
//! 4. Write each expanded chapter and the origin of its lines to `OUT_DIR/chapters/`,
//!    listed in `OUT_DIR/chapters.tsv` (`tests/book/` reads them).
//! 5. Write `OUT_DIR/book-blocks.rs`, which the root package's library (`blocks.rs`)
//!    includes for rustdoc's tests: one doctest per ```` ```rust ```` block, an empty
//!    module named after the chapter's path and the block's line in `src/` (the block at
//!    line 24 of `src/stone-game/pitfalls.md` is `stone_game_pitfalls_line_24`), whose
//!    doc comment holds the block and says where each of its lines came from.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

use book_tools::blocks::{code_blocks, is_hidden, CodeBlock};
use book_tools::directives::{find_directives, Directive, Kind};
use book_tools::expand;
use book_tools::measured::Store;
use book_tools::origins::{splice, Expanded, Expansion, Origin};
use book_tools::{normalize, test_name};
use mdbook_driver::book::{Book, BookItem, Chapter};
use mdbook_driver::builtin_preprocessors::LinkPreprocessor;
use mdbook_driver::MDBook;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};

fn main() {
    let root =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    // Cargo scans a directory given here for any change below it.
    for watched in ["book.toml", "src", "code", "figures/data"] {
        println!("cargo:rerun-if-changed={}", root.join(watched).display());
    }

    // A chapter with a problem is left out, and the others are tested.
    let done = BookSource::load(&root).and_then(|(book, mut problems)| {
        let (chapters, found) = book.expand()?;
        problems.extend(found);
        write_chapters(&chapters, &out_dir)?;
        let mut blocks = book_blocks(&chapters)?;
        blocks.push_str(&left_out(&problems));
        write(&out_dir.join("book-blocks.rs"), &blocks)?;
        Ok(problems)
    });
    let problems = done.unwrap_or_else(|problems| {
        // A book that did not load, or blocks that cannot be named: nothing is tested.
        for empty in ["book-blocks.rs", "chapters.tsv"] {
            fs::write(out_dir.join(empty), "").expect("OUT_DIR is writable");
        }
        problems
    });
    for problem in &problems {
        println!("cargo:warning={problem}");
    }
    // Read by `tests/book`'s test `every_directive_of_the_book_expands`, which
    // fails with them: a chapter that does not expand fails that test, not the
    // build, so that `cargo test --no-fail-fast` still runs the package's other
    // tests (the crate's properties, its public API).
    let list = format!("&{problems:?}\n");
    write(&out_dir.join("book-problems.rs"), &list).expect("OUT_DIR is writable");
}

/// Everything found wrong, each naming where.
type Problems = Vec<String>;

/// The book as mdBook loads it, and mdBook's link preprocessor.
struct BookSource {
    root: PathBuf,
    book: Book,
    ctx: PreprocessorContext,
    links: LinkPreprocessor,
}

/// A chapter with its directives expanded.
struct ExpandedChapter {
    /// Its path under `src/`, as `SUMMARY.md` gives it.
    path: PathBuf,
    /// Its path from the book's root (`src/stone-game/pitfalls.md`), to name it by.
    source: String,
    expanded: Expanded,
}

impl BookSource {
    /// The book, with the book's own directives rendered, and the problems of
    /// the chapters whose directives did not render (left empty).
    fn load(root: &Path) -> Result<(BookSource, Problems), Problems> {
        let mut mdbook =
            MDBook::load(root).map_err(|e| vec![format!("mdBook cannot load the book: {e:#}")])?;
        let problems = render_measured(root, &mut mdbook.book)?;
        let ctx =
            PreprocessorContext::new(root.to_path_buf(), mdbook.config.clone(), "html".into());
        let book = BookSource {
            root: root.to_path_buf(),
            book: mdbook.book,
            ctx,
            links: LinkPreprocessor::new(),
        };
        Ok((book, problems))
    }

    /// Every chapter expanded, but those with a problem, and every problem
    /// found; an error only if mdBook's link preprocessor fails.
    fn expand(&self) -> Result<(Vec<ExpandedChapter>, Problems), Problems> {
        // What mdBook makes of each chapter, to check ours against.
        let reference = self
            .links
            .run(&self.ctx, self.book.clone())
            .map_err(|e| vec![format!("mdBook's link preprocessor failed: {e:#}")])?;
        let mut chapters = Vec::new();
        let mut problems = Vec::new();
        for chapter in self.chapters() {
            let mdbook_text = chapter_content(&reference, chapter);
            match self.expand_chapter(chapter, mdbook_text) {
                Ok(expanded) => chapters.push(expanded),
                Err(found) => problems.extend(found),
            }
        }
        Ok((chapters, problems))
    }

    /// The chapters that have a file.
    fn chapters(&self) -> impl Iterator<Item = &Chapter> {
        self.book.iter().filter_map(|item| match item {
            BookItem::Chapter(chapter) if chapter.path.is_some() => Some(chapter),
            _ => None,
        })
    }

    fn expand_chapter(
        &self,
        chapter: &Chapter,
        mdbook_text: &str,
    ) -> Result<ExpandedChapter, Problems> {
        let path = chapter.path.clone().expect("only chapters with a file");
        let source = Path::new("src").join(&path).display().to_string();
        let directives = find_directives(&chapter.content);
        let expansions = self.expand_directives(chapter, &source, &directives)?;
        let expanded = splice(&chapter.content, &directives, &expansions);
        let problems = check_expanded(&source, &directives, &expanded, mdbook_text);
        if problems.is_empty() {
            Ok(ExpandedChapter {
                path,
                source,
                expanded,
            })
        } else {
            Err(problems)
        }
    }

    /// What each directive of the chapter expands to, or what is wrong with each.
    fn expand_directives(
        &self,
        chapter: &Chapter,
        source: &str,
        directives: &[Directive],
    ) -> Result<Vec<Expansion>, Problems> {
        let mut expansions = Vec::new();
        let mut problems = Vec::new();
        for directive in directives {
            match self.expand_directive(chapter, directive) {
                Ok(expansion) => expansions.push(expansion),
                Err(problem) => problems.push(format!(
                    "{source}:{}: `{}` {problem}",
                    directive.line,
                    directive.text(&chapter.content)
                )),
            }
        }
        if problems.is_empty() {
            Ok(expansions)
        } else {
            Err(problems)
        }
    }

    /// What one directive expands to, or what is wrong with it.
    fn expand_directive(
        &self,
        chapter: &Chapter,
        directive: &Directive,
    ) -> Result<Expansion, String> {
        if let Kind::Unknown(name) = &directive.kind {
            return Err(format!(
                "is not a directive mdBook knows (`{name}`, or no argument)"
            ));
        }
        let file = if directive.reads_a_file() {
            Some(self.read_included(chapter, directive)?)
        } else {
            None
        };
        let written = directive.text(&chapter.content);
        let text = self.expand_alone(chapter, written)?;
        if file.is_some() {
            check_inclusion(directive, written, &text)?;
        }
        Ok(Expansion {
            text,
            file,
            anchor: directive.anchor().map(str::to_string),
        })
    }

    /// The name (from the book's root) and the text of the file a directive reads.
    fn read_included(
        &self,
        chapter: &Chapter,
        directive: &Directive,
    ) -> Result<(String, String), String> {
        let chapter_dir = chapter.path.as_deref().and_then(Path::parent);
        let file = self
            .root
            .join(&self.ctx.config.book.src)
            .join(chapter_dir.unwrap_or(Path::new("")))
            .join(directive.path());
        let text = fs::read_to_string(&file)
            .map_err(|e| format!("points at a file it cannot read ({}: {e})", file.display()))?;
        Ok((self.name_of(&file), text))
    }

    /// `text` (one directive) expanded by mdBook as if it were the whole chapter.
    fn expand_alone(&self, chapter: &Chapter, text: &str) -> Result<String, String> {
        let mut alone = Book::new();
        alone.push_item(Chapter::new(
            &chapter.name,
            text.to_string(),
            chapter.path.clone().expect("only chapters with a file"),
            Vec::new(),
        ));
        let expanded = self
            .links
            .run(&self.ctx, alone)
            .map_err(|e| format!("cannot be expanded: {e:#}"))?;
        Ok(chapter_content(&expanded, chapter).to_string())
    }

    /// A file's path from the book's root, `..` resolved: `code/src/stone_game/table.rs`.
    fn name_of(&self, file: &Path) -> String {
        let relative = file.strip_prefix(&self.root).unwrap_or(file);
        normalize(relative).display().to_string()
    }
}

/// Every `{{#measured ...}}` directive of every chapter rendered from `figures/data/`
/// (and `{{#const}}`, `{{#claim}}`, `{{#calls}}`: `book_tools::expand`),
/// as `mdbook-measured` renders it before mdBook's own preprocessors run. Returns
/// every directive that cannot be, with its chapter and line; its chapter is left
/// empty, so that no block of it is tested while the other chapters are. (A directive
/// renders within its line, so every line of a chapter stays where it was.) An error
/// only if the recordings cannot be read.
fn render_measured(root: &Path, book: &mut Book) -> Result<Problems, Problems> {
    let store = Store::for_book(root).map_err(|e| vec![e])?;
    let mut problems = Vec::new();
    book.for_each_chapter_mut(|chapter| {
        let Some(path) = &chapter.path else { return };
        match expand::expand(&chapter.content, &store) {
            Ok(expanded) => chapter.content = expanded,
            Err(found) => {
                chapter.content.clear();
                problems.extend(
                    found
                        .into_iter()
                        .map(|(line, problem)| format!("src/{}:{line}: {problem}", path.display())),
                );
            }
        }
    });
    Ok(problems)
}

/// The content of the chapter at `chapter`'s path in `book`.
fn chapter_content<'a>(book: &'a Book, chapter: &Chapter) -> &'a str {
    book.iter()
        .find_map(|item| match item {
            BookItem::Chapter(ch) if ch.path == chapter.path => Some(ch.content.as_str()),
            _ => None,
        })
        .expect("every chapter is in the book")
}

/// Whether an include did bring something in: mdBook leaves a directive it cannot read
/// as it is, and an unknown anchor brings nothing.
fn check_inclusion(directive: &Directive, written: &str, expansion: &str) -> Result<(), String> {
    if expansion.contains(written) {
        return Err("is left unexpanded: mdBook could not read it".into());
    }
    // rustdoc_include shows the anchored lines and hides the rest of the file behind
    // `#`, so an unknown anchor leaves only hidden lines: count what a reader sees.
    let visible = expansion
        .lines()
        .filter(|line| !line.trim().is_empty())
        .filter(|line| directive.kind != Kind::RustdocInclude || !is_hidden(line))
        .count();
    if visible == 0 {
        return Err(format!(
            "expands to nothing: is there an `ANCHOR: {}` with lines in {}?",
            directive.anchor().unwrap_or(""),
            directive.path()
        ));
    }
    Ok(())
}

/// What is wrong with a chapter once expanded: text that differs from mdBook's own
/// expansion, a directive left in it, a path a test cannot be named after.
fn check_expanded(
    source: &str,
    directives: &[Directive],
    expanded: &Expanded,
    mdbook_text: &str,
) -> Problems {
    if expanded.text != mdbook_text {
        return vec![format!(
            "{source}: build.rs put the chapter together differently from mdBook \
             (book-tools' directive parser and mdBook 0.5.4 disagree)"
        )];
    }
    let mut problems = left_unexpanded(source, directives, expanded);
    let path = source.strip_prefix("src/").unwrap_or(source);
    if !path.starts_with(|c: char| c.is_ascii_alphabetic()) {
        problems.push(format!(
            "{source}: a chapter's path must start with a letter: its tests are named \
             after it"
        ));
    }
    problems
}

/// The lines where a `{{#` is still there after expansion, other than those where an
/// escaped `\{{#` was written.
fn left_unexpanded(source: &str, directives: &[Directive], expanded: &Expanded) -> Problems {
    let escaped: Vec<usize> = directives
        .iter()
        .filter(|d| d.kind == Kind::Escaped)
        .map(|d| d.line)
        .collect();
    expanded
        .text
        .lines()
        .enumerate()
        .filter(|(_, line)| line.contains("{{#"))
        .map(|(index, line)| (expanded.origin(index + 1).chapter_line(), line))
        .filter(|(at, _)| !escaped.contains(at))
        .map(|(at, line)| format!("{source}:{at}: left unexpanded: {}", line.trim()))
        .collect()
}

/// Writes each expanded chapter and its lines' origins to `out_dir/chapters/`, and
/// `out_dir/chapters.tsv`: one line per chapter, its source, its expanded file and its
/// origins file, separated by tabs.
fn write_chapters(chapters: &[ExpandedChapter], out_dir: &Path) -> Result<(), Problems> {
    let dir = out_dir.join("chapters");
    fs::create_dir_all(&dir).map_err(|e| vec![format!("{}: {e}", dir.display())])?;
    let mut index = String::new();
    for chapter in chapters {
        // `stone-game/pitfalls.md` becomes `stone-game--pitfalls.md`.
        let stem = chapter
            .path
            .with_extension("")
            .to_string_lossy()
            .replace(['/', '\\'], "--");
        let text = dir.join(format!("{stem}.md"));
        let origins = dir.join(format!("{stem}.origins.tsv"));
        write(&text, &chapter.expanded.text)?;
        write(&origins, &chapter.expanded.origins_to_tsv())?;
        writeln!(
            index,
            "{}\t{}\t{}",
            chapter.source,
            text.display(),
            origins.display()
        )
        .expect("writing to a String");
    }
    write(&out_dir.join("chapters.tsv"), &index)
}

/// The name of the file build.rs writes the doctests to, as its rows of origins name it.
const BLOCKS: &str = "book-blocks.rs";

/// The source of one doctest per Rust block of the book, for the root package's library
/// (`blocks.rs`).
fn book_blocks(chapters: &[ExpandedChapter]) -> Result<String, Problems> {
    let mut source =
        String::from("// Written by build.rs: one doctest per Rust block of the book.\n");
    let mut names: BTreeMap<String, String> = BTreeMap::new();
    let mut problems = Vec::new();
    // The lines of `source` so far.
    let mut at = 1;
    for chapter in chapters {
        for block in code_blocks(&chapter.expanded.text) {
            // As rustdoc does: an empty block has nothing to run.
            if !block.is_rust() || block.lines.is_empty() {
                continue;
            }
            let line = chapter.expanded.origin(block.fence_line).chapter_line();
            let name = test_name(&chapter.path, line);
            let here = format!("{}:{line}", chapter.source);
            if let Some(other) = names.insert(name.clone(), here.clone()) {
                problems.push(format!(
                    "{here}: its test would be named `{name}`, like the block at {other}"
                ));
            }
            let doctest = doctest_source(&name, chapter, line, &block, at);
            at += doctest.lines().count();
            source.push_str(&doctest);
        }
    }
    if problems.is_empty() {
        Ok(source)
    } else {
        Err(problems)
    }
}

/// One doctest, written after line `at` of [`BLOCKS`]: an empty module named `name`,
/// whose doc comment holds the block, with its fence's `no_run`, `should_panic` or
/// `ignore`, then says where its lines came from, as lines of the block and of
/// [`BLOCKS`] (where the compiler's messages point).
fn doctest_source(
    name: &str,
    chapter: &ExpandedChapter,
    line: usize,
    block: &CodeBlock,
    at: usize,
) -> String {
    let mode = ["should_panic", "no_run", "ignore"]
        .into_iter()
        .find(|m| block.has(m))
        .map(|m| format!(",{m}"))
        .unwrap_or_default();
    // A blank line, the doc's first line, a blank doc line and the fence come
    // before the block's first line.
    let mut doc = format!(
        "\n/// The Rust block at {}:{line}.\n///\n/// ```rust{mode}\n",
        chapter.source
    );
    for code in &block.lines {
        writeln!(doc, "/// {code}").expect("writing to a String");
    }
    doc.push_str(
        "/// ```\n///\n/// Its lines come from (a panic names a line of the program \
         rustdoc builds, which puts a line above the block; a compile error, a line of \
         this file):\n///\n",
    );
    for row in block_origins(chapter, block, at + 4) {
        writeln!(doc, "/// - {row}").expect("writing to a String");
    }
    writeln!(doc, "pub mod {name} {{}}").expect("writing to a String");
    doc
}

/// For each chapter left out for its `problems`, a doctest that fails with
/// them, named as a block at its line 0 (`stone_game_pitfalls_line_0`): the
/// filters of the writer's loop (`cargo test --doc -p stone-games-book
/// stone_game_pitfalls`) and of `.ci/quick` then fail, where they would pass
/// with the chapter's blocks missing. A problem names its chapter first
/// (`src/stone-game/pitfalls.md:12: ...`); one that names none (a book that
/// does not load) fails `tests/book` alone.
fn left_out(problems: &[String]) -> String {
    let mut by_chapter: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for problem in problems {
        if let Some((source, _)) = problem.split_once(".md:") {
            if let Some(path) = source.strip_prefix("src/") {
                by_chapter.entry(path).or_default().push(problem);
            }
        }
    }
    let mut source = String::new();
    for (path, problems) in by_chapter {
        let name = test_name(Path::new(&format!("{path}.md")), 0);
        let message = format!(
            "src/{path}.md was left out, none of its blocks was run: {}",
            problems.join("; ")
        );
        writeln!(
            source,
            "\n/// src/{path}.md, which was left out.\n///\n/// ```rust\n\
             /// panic!(\"{{}}\", {message:?});\n/// ```\npub mod {name} {{}}"
        )
        .expect("writing to a String");
    }
    source
}

/// Where the block's lines came from, as rows `a panic at book-blocks.rs:2-7, an
/// error at :120-125  src/x.md:27-32`: a row for each run of lines that follow each
/// other in one place, the block's first line being line `offset + 1` of [`BLOCKS`].
/// A compiler's message names a line of [`BLOCKS`]; a panic, under the same file's
/// name, a line of the program rustdoc builds, which puts `#![allow(unused)]` above
/// the block's first: each row gives both, as the messages write them.
fn block_origins(chapter: &ExpandedChapter, block: &CodeBlock, offset: usize) -> Vec<String> {
    // (first line of the block, last line, origin of the first, length of the run)
    let mut runs: Vec<(usize, usize, Origin, usize)> = Vec::new();
    for k in 0..block.lines.len() {
        let origin = chapter.expanded.origin(block.first_line + k).clone();
        if let Some((_, last, first_origin, run)) = runs.last_mut() {
            if origin == advance(first_origin, *run) {
                *last = k + 1;
                *run += 1;
                continue;
            }
        }
        runs.push((k + 1, k + 1, origin, 1));
    }
    let rows: Vec<(String, String)> = runs
        .iter()
        .map(|(first, last, origin, run)| {
            let lines = format!(
                "a panic at {BLOCKS}:{}, an error at :{}",
                span(first + 1, last + 1),
                span(first + offset, last + offset)
            );
            (lines, describe(chapter, origin, *run))
        })
        .collect();
    let width = rows.iter().map(|(lines, _)| lines.len()).max().unwrap_or(0);
    rows.into_iter()
        .map(|(lines, from)| format!("{lines:width$}  {from}"))
        .collect()
}

/// Where `run` lines starting at `origin` are: `src/x.md:27-32`, or
/// `code/y.rs:28-43 (anchor `a`, included at src/x.md:15)`.
fn describe(chapter: &ExpandedChapter, origin: &Origin, run: usize) -> String {
    match origin {
        Origin::Chapter(line) => {
            format!("{}:{}", chapter.source, span(*line, line + run - 1))
        }
        Origin::Included(inc) => {
            let lines = inc
                .line
                .map(|l| format!(":{}", span(l, l + run - 1)))
                .unwrap_or_default();
            let anchor = inc
                .anchor
                .as_ref()
                .map(|a| format!("anchor `{a}`, "))
                .unwrap_or_default();
            format!(
                "{}{lines} ({anchor}included at {}:{})",
                inc.file, chapter.source, inc.directive_line
            )
        }
    }
}

/// `origin` moved `by` lines down, in the same place.
fn advance(origin: &Origin, by: usize) -> Origin {
    match origin {
        Origin::Chapter(line) => Origin::Chapter(line + by),
        Origin::Included(inc) => {
            let mut next = inc.clone();
            next.line = inc.line.map(|l| l + by);
            Origin::Included(next)
        }
    }
}

/// `3` or `3-9`.
fn span(first: usize, last: usize) -> String {
    if first == last {
        first.to_string()
    } else {
        format!("{first}-{last}")
    }
}

/// Writes `contents` unless the file already holds exactly that, so that cargo does not
/// see a change.
fn write(file: &Path, contents: &str) -> Result<(), Problems> {
    if fs::read_to_string(file).is_ok_and(|old| old == contents) {
        return Ok(());
    }
    fs::write(file, contents).map_err(|e| vec![format!("{}: {e}", file.display())])
}
