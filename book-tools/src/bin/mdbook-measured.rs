//! The book's measured numbers: a preprocessor that renders every
//! `{{#measured ...}}` directive from the recordings in `figures/data/`, and
//! with them the book's other directives (`book_tools::expand`): a
//! constant's value, a claim, a chain of calls.
//!
//! `book.toml` runs it before mdBook's own preprocessors, for every renderer, so that
//! `mdbook build`, `mdbook serve` and `mdbook test` see the same numbers as the tests,
//! whose chapters build.rs expands with the same code (`book_tools::measured`). A
//! directive that cannot be rendered fails the build, naming the chapter and the line.

use std::env;
use std::io;
use std::path::Path;
use std::process::ExitCode;

use book_tools::expand::expand;
use book_tools::json_book::{for_each_chapter, read_input};
use book_tools::measured::Store;
use serde_json::Value;

fn main() -> ExitCode {
    // mdBook asks `<command> supports <renderer>`: every renderer.
    if env::args().nth(1).as_deref() == Some("supports") {
        return ExitCode::SUCCESS;
    }
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(problems) => {
            for problem in problems {
                eprintln!("mdbook-measured: error: {problem}");
            }
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), Vec<String>> {
    let (context, mut book) = read_input().map_err(|e| vec![e])?;
    let root = context
        .get("root")
        .and_then(Value::as_str)
        .ok_or_else(|| vec!["mdBook's context has no root".to_string()])?;
    let src = context
        .pointer("/config/book/src")
        .and_then(Value::as_str)
        .unwrap_or("src")
        .to_string();
    let store = Store::for_book(Path::new(root)).map_err(|e| vec![e])?;
    let mut problems = Vec::new();
    for_each_chapter(
        &mut book,
        &mut |path, content| match expand(content, &store) {
            Ok(expanded) => *content = expanded,
            Err(found) => {
                let chapter = path.unwrap_or("(a chapter without a file)");
                problems.extend(
                    found
                        .into_iter()
                        .map(|(line, problem)| format!("{src}/{chapter}:{line}: {problem}")),
                );
            }
        },
    );
    if !problems.is_empty() {
        return Err(problems);
    }
    serde_json::to_writer(io::stdout().lock(), &book)
        .map_err(|e| vec![format!("cannot write the book back: {e}")])
}
