//! Turns every Rust block of the book into a test.
//!
//! 1. Load the book as mdBook does (`book.toml`, `src/SUMMARY.md`).
//! 2. Expand `{{#include}}` and `{{#rustdoc_include}}` with mdBook's own `LinkPreprocessor`,
//!    and nothing else: the preprocessors named in `book.toml` are never run here (a
//!    `cargo run` inside a build script would wait forever on the build lock).
//! 3. Fail the build, naming the chapter, the line and the directive, when a directive
//!    points at a missing file, expands to nothing (a missing anchor), or is left unexpanded.
//!    mdBook itself only logs these, and a book with a hole in it still builds.
//! 4. Write each expanded chapter to `OUT_DIR/chapters/`, and give those files to skeptic,
//!    which writes one test per ```` ```rust ```` block to `OUT_DIR/skeptic-tests.rs`.
//!    `tests/skeptic.rs` includes that file.
//!
//! The expanded chapters are named after their path in the book (`stone-game/recurrence.md`
//! becomes `stone-game--recurrence.md`), and skeptic names each test after the file and the
//! line, so two parts may both have a `recurrence.md`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

use mdbook_driver::book::{Book, BookItem, Chapter};
use mdbook_driver::builtin_preprocessors::LinkPreprocessor;
use mdbook_driver::MDBook;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};

fn main() {
    let root = PathBuf::from(
        env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"),
    );
    let out_dir =
        PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    // Cargo scans a directory given here for any change below it.
    for watched in ["book.toml", "src", "code"] {
        println!("cargo:rerun-if-changed={}", root.join(watched).display());
    }

    match expand_book(&root, &out_dir) {
        Ok(expanded) => skeptic::generate_doc_tests(&expanded),
        Err(problems) => {
            eprintln!(
                "The book's code cannot be tested until these are fixed:"
            );
            for problem in &problems {
                eprintln!("  error: {problem}");
            }
            std::process::exit(1);
        }
    }
}

/// Expand every chapter into `out_dir/chapters`, returning the written files, or every
/// problem found.
fn expand_book(
    root: &Path,
    out_dir: &Path,
) -> Result<Vec<PathBuf>, Vec<String>> {
    let book = MDBook::load(root)
        .map_err(|e| vec![format!("mdBook cannot load the book: {e:#}")])?;
    let ctx = PreprocessorContext::new(
        root.to_path_buf(),
        book.config.clone(),
        "html".into(),
    );
    let links = LinkPreprocessor::new();

    let chapters: Vec<&Chapter> = book
        .book
        .iter()
        .filter_map(|item| match item {
            BookItem::Chapter(chapter) if chapter.path.is_some() => {
                Some(chapter)
            }
            _ => None,
        })
        .collect();

    let mut problems = Vec::new();
    for chapter in &chapters {
        problems.extend(check_directives(&links, &ctx, chapter));
    }

    let expanded = links.run(&ctx, book.book.clone()).map_err(|e| {
        vec![format!("mdBook's link preprocessor failed: {e:#}")]
    })?;

    let chapters_dir = out_dir.join("chapters");
    fs::create_dir_all(&chapters_dir)
        .map_err(|e| vec![format!("{}: {e}", chapters_dir.display())])?;
    let mut written = Vec::new();
    let mut index = String::new();
    for item in expanded.iter() {
        let BookItem::Chapter(chapter) = item else {
            continue;
        };
        let Some(path) = &chapter.path else { continue };
        let source = Path::new("src").join(path);
        let escaped = chapter_source(&book.book, path)
            .map_or(0, |raw| raw.matches("\\{{#").count());
        if chapter.content.matches("{{#").count() > escaped {
            for (number, line) in chapter
                .content
                .lines()
                .enumerate()
                .filter(|(_, l)| l.contains("{{#"))
            {
                problems.push(format!(
                    "{}: left unexpanded, at line {} of the expanded chapter: {}",
                    source.display(),
                    number + 1,
                    line.trim()
                ));
            }
        }
        let stem = path
            .with_extension("")
            .to_string_lossy()
            .replace(['/', '\\'], "--");
        if !stem.starts_with(|c: char| c.is_ascii_alphabetic()) {
            problems.push(format!(
                "{}: chapter paths must start with a letter, because skeptic names its tests after them",
                source.display()
            ));
        }
        let file = chapters_dir.join(format!("{stem}.md"));
        write_if_changed(&file, &chapter.content)
            .map_err(|e| vec![format!("{}: {e}", file.display())])?;
        writeln!(index, "{}\t{}", source.display(), file.display())
            .expect("writing to a String");
        written.push(file);
    }
    // tests/book.rs reads this to match each chapter with its expanded file.
    let index_file = out_dir.join("chapters.tsv");
    write_if_changed(&index_file, &index)
        .map_err(|e| vec![format!("{}: {e}", index_file.display())])?;

    if problems.is_empty() {
        Ok(written)
    } else {
        Err(problems)
    }
}

/// The unexpanded text of the chapter at `path`.
fn chapter_source<'a>(book: &'a Book, path: &Path) -> Option<&'a str> {
    book.iter().find_map(|item| match item {
        BookItem::Chapter(ch) if ch.path.as_deref() == Some(path) => {
            Some(ch.content.as_str())
        }
        _ => None,
    })
}

/// Expand each `{{#include}}` / `{{#rustdoc_include}}` of the chapter on its own, with the
/// same preprocessor, and report those that point at a missing file or expand to nothing.
fn check_directives(
    links: &LinkPreprocessor,
    ctx: &PreprocessorContext,
    chapter: &Chapter,
) -> Vec<String> {
    let path = chapter
        .path
        .as_ref()
        .expect("only chapters with a file are checked");
    let source = Path::new("src").join(path);
    let chapter_dir = ctx
        .root
        .join(&ctx.config.book.src)
        .join(path.parent().unwrap_or(Path::new("")));
    let mut problems = Vec::new();

    for directive in find_directives(&chapter.content) {
        let at = format!(
            "{}:{}: `{}`",
            source.display(),
            directive.line,
            directive.text
        );
        match directive.kind.as_str() {
            "include" | "rustdoc_include" => {}
            "playground" | "title" => continue,
            _ => {
                problems.push(format!("{at} is not a directive mdBook knows"));
                continue;
            }
        }
        let target = directive.args.split_whitespace().next().unwrap_or("");
        let file = target.split(':').next().unwrap_or("");
        if !chapter_dir.join(file).is_file() {
            problems.push(format!(
                "{at} points at a missing file ({})",
                chapter_dir.join(file).display()
            ));
            continue;
        }
        let mut alone = Book::new();
        alone.push_item(Chapter::new(
            &chapter.name,
            directive.text.clone(),
            path.clone(),
            Vec::new(),
        ));
        let expansion = match links.run(ctx, alone) {
            Ok(book) => book
                .iter()
                .find_map(|item| match item {
                    BookItem::Chapter(ch) => Some(ch.content.clone()),
                    _ => None,
                })
                .unwrap_or_default(),
            Err(e) => {
                problems.push(format!("{at} cannot be expanded: {e:#}"));
                continue;
            }
        };
        // rustdoc_include shows the anchored lines and hides the rest of the file behind `#`,
        // so an unknown anchor leaves only hidden lines: count what the reader would see.
        let visible = expansion
            .lines()
            .filter(|line| !line.trim().is_empty())
            .filter(|line| {
                directive.kind != "rustdoc_include" || !is_hidden_line(line)
            })
            .count();
        if expansion.contains(directive.text.as_str()) {
            problems.push(format!(
                "{at} is left unexpanded: mdBook could not read it"
            ));
        } else if visible == 0 {
            let anchor = target
                .split_once(':')
                .map(|(_, anchor)| anchor)
                .unwrap_or("");
            problems.push(format!(
                "{at} expands to nothing: is there an `ANCHOR: {anchor}` with lines in {file}?"
            ));
        }
    }
    problems
}

/// A line that mdBook hides in a Rust block (and skeptic compiles).
fn is_hidden_line(line: &str) -> bool {
    let trimmed = line.trim_start();
    trimmed == "#" || trimmed.starts_with("# ")
}

struct Directive {
    /// 1-based line in the chapter.
    line: usize,
    /// `include`, `rustdoc_include`, `title`, ...
    kind: String,
    /// What follows the kind: the path, anchor or lines, and any options.
    args: String,
    /// The whole directive, braces included.
    text: String,
}

/// The `{{#kind args}}` directives of a chapter, as mdBook finds them (an escaped
/// `\{{#...}}` is not a directive).
fn find_directives(content: &str) -> Vec<Directive> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(offset) = content[from..].find("{{") {
        let start = from + offset;
        from = start + 2;
        if content[..start].ends_with('\\') {
            continue;
        }
        let rest = content[start + 2..].trim_start();
        let Some(rest) = rest.strip_prefix('#') else {
            continue;
        };
        let Some(close) = rest.find("}}") else {
            continue;
        };
        let inner = &rest[..close];
        let (kind, args) =
            inner.split_once(char::is_whitespace).unwrap_or((inner, ""));
        let end =
            start + 2 + (content[start + 2..].len() - rest.len()) + close + 2;
        found.push(Directive {
            line: content[..start].matches('\n').count() + 1,
            kind: kind.to_string(),
            args: args.trim().to_string(),
            text: content[start..end].to_string(),
        });
        from = end;
    }
    found
}

/// Write `contents` unless the file already holds exactly that, so that cargo does not
/// see a change (skeptic asks cargo to watch these files).
fn write_if_changed(file: &Path, contents: &str) -> std::io::Result<()> {
    if fs::read_to_string(file).is_ok_and(|old| old == contents) {
        return Ok(());
    }
    fs::write(file, contents)
}
