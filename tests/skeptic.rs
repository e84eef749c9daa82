//! Every ```` ```rust ```` block of every chapter, compiled and run.
//!
//! `build.rs` expands the chapters (so a block shows code from `code/` through an anchor)
//! and writes one test per block, named after the chapter and the block's line in `src/`:
//! `stone_game_pitfalls_line_24` is the block whose fence is at line 24 of
//! `src/stone-game/pitfalls.md`. Each test gives the block's program to skeptic's runtime,
//! which compiles it as a program of its own, linked against `stone-games`, and runs it.
//!
//! A block passes if it compiles and runs to the end (or, marked `no_run`, compiles; or,
//! marked `should_panic`, compiles and then panics). When it fails, the compiler's or the
//! program's own messages come first; they call the block `test.rs`. Then comes the
//! chapter and line of the block, what went wrong, and where each line of `test.rs` is in
//! the sources: in the chapter, or in the file and anchor a directive included.

#![expect(
    clippy::too_many_lines,
    reason = "a generated test holds its block's program as text, as long as the block is"
)]

use std::fmt;
use std::panic::{self, AssertUnwindSafe};
use std::path::Path;
use std::sync::Once;

include!(concat!(env!("OUT_DIR"), "/book-tests.rs"));

/// How a block is tested, from its info string.
#[derive(Clone, Copy, PartialEq, Eq)]
#[allow(
    dead_code,
    reason = "a chapter may have no `no_run` or `should_panic` block"
)]
enum Mode {
    /// Compiled and run: it must run to the end.
    Run,
    /// `no_run`: compiled only.
    NoRun,
    /// `should_panic`: compiled and run, and it must panic.
    ShouldPanic,
}

/// A Rust block of the book, as build.rs found it.
struct Block {
    /// The chapter, from the book's root: `src/stone-game/pitfalls.md`.
    chapter: &'static str,
    /// The line of the block's opening fence in the chapter.
    line: usize,
    mode: Mode,
    /// Where the lines of the block came from, one row per run of lines.
    origins: &'static [&'static str],
    /// The program: the block's lines, hidden ones without their `#`.
    program: &'static str,
}

/// A failed block: the message, shown as it is.
struct Failed(String);

impl fmt::Debug for Failed {
    // libtest prints a failed test's error with `{:?}`: keep its lines as they are.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What skeptic's runtime reported.
enum Outcome {
    Passed,
    DoesNotCompile,
    FailedWhenRun,
    /// It could not even try: the message says why.
    NotTested(String),
}

fn run_block(block: &Block) -> Result<(), Failed> {
    let outcome = skeptic_outcome(block);
    let what = match (block.mode, outcome) {
        (Mode::ShouldPanic, Outcome::FailedWhenRun) => return Ok(()),
        (Mode::ShouldPanic, Outcome::Passed) => {
            "ran to the end, but it is marked `should_panic`".to_string()
        }
        (_, Outcome::Passed) => return Ok(()),
        (_, Outcome::DoesNotCompile) => "does not compile".to_string(),
        (_, Outcome::FailedWhenRun) => "failed when run".to_string(),
        (_, Outcome::NotTested(why)) => format!("could not be tested: {why}"),
    };
    let mut message = format!(
        "the Rust block at {}:{} {what}.\n\
         In the messages above it is test.rs; its lines come from:\n",
        block.chapter, block.line
    );
    message.extend(block.origins.iter().map(|row| format!("  {row}\n")));
    Err(Failed(message))
}

/// Compiles (and runs) the block with skeptic's runtime, which prints what the compiler
/// and the program print, then panics with the whole command line if either fails: that
/// panic is caught here and told in a sentence instead.
fn skeptic_outcome(block: &Block) -> Outcome {
    quiet_skeptic_panics();
    let root = env!("CARGO_MANIFEST_DIR");
    let out_dir = env!("OUT_DIR");
    let result = panic::catch_unwind(AssertUnwindSafe(|| match block.mode {
        Mode::NoRun => skeptic::rt::compile_test(root, out_dir, TARGET, block.program),
        Mode::Run | Mode::ShouldPanic => {
            skeptic::rt::run_test(root, out_dir, TARGET, block.program)
        }
    }));
    let Err(payload) = result else {
        return Outcome::Passed;
    };
    let message = payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default();
    match message.strip_prefix("Command failed:") {
        // The command is rustc's when compiling, the program's own when running.
        Some(command) if command.contains("--crate-type=bin") => Outcome::DoesNotCompile,
        Some(_) => Outcome::FailedWhenRun,
        None => Outcome::NotTested(message),
    }
}

/// Keeps skeptic's own panic (its message is a long command line) out of the output;
/// every other panic is reported as usual.
fn quiet_skeptic_panics() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let report = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            let from_skeptic = info.location().is_some_and(|at| {
                let file = Path::new(at.file());
                file.ends_with("src/rt.rs")
                    && file
                        .components()
                        .any(|part| part.as_os_str().to_string_lossy().starts_with("skeptic-"))
            });
            if !from_skeptic {
                report(info);
            }
        }));
    });
}
