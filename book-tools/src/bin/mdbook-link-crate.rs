//! `mdbook test` for this book: a preprocessor that links the book's blocks to the crate.
//!
//! `mdbook test -L dir` hands each chapter to rustdoc, which compiles each Rust block on
//! its own. A block that says `use stone_games::...` then fails twice over: rustdoc only
//! links a crate found with `-L` if the block names it in an `extern crate` line, and
//! `target/debug/deps` may hold several builds of `stone_games`, between which rustdoc
//! refuses to choose. `book.toml` runs this preprocessor for the `test` renderer only
//! (never for the HTML book), and it
//!
//! 1. builds the crate's library (`cargo build --package stone-games --lib --features book`,
//!    the book's material included) and copies it
//!    alone into `target/mdbook-test/`, so that the library tested is always today's;
//! 2. adds a hidden `# extern crate stone_games;` line at the top of every block rustdoc
//!    compiles that names `stone_games`.
//!
//! So `mdbook test -L target/mdbook-test` compiles and runs every block of the book.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::{env, fs, io};

use book_tools::blocks::code_blocks;
use book_tools::json_book::{for_each_chapter, read_input};
use serde_json::Value;

/// The package the blocks use, and the name they use it by.
const PACKAGE: &str = "stone-games";
const CRATE: &str = "stone_games";
/// Where the library is copied, relative to the book's root: give it to `mdbook test -L`.
const LIBRARY_DIR: &str = "target/mdbook-test";

fn main() -> ExitCode {
    // mdBook asks `<command> supports <renderer>` unless book.toml names the renderers.
    if env::args().nth(1).as_deref() == Some("supports") {
        return ExitCode::SUCCESS;
    }
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(problem) => {
            eprintln!("mdbook-link-crate: {problem}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let (context, book) = read_input()?;
    let root = context
        .get("root")
        .and_then(Value::as_str)
        .ok_or("mdBook's context has no root")?;

    let library = build_library(Path::new(root))?;
    let copy = Path::new(root).join(LIBRARY_DIR);
    place_alone(&library, &copy)?;

    let mut book = book;
    for_each_chapter(&mut book, &mut |_, content| {
        *content = with_extern_crate(content);
    });
    serde_json::to_writer(io::stdout().lock(), &book)
        .map_err(|e| format!("cannot write the book back: {e}"))
}

/// Builds the crate's library and returns the path of its `.rlib`, as cargo reports it.
fn build_library(root: &Path) -> Result<PathBuf, String> {
    let cargo = env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(["build", "--quiet", "--package", PACKAGE, "--lib"])
        // The book's blocks call its material (pitfalls, traces); `serde`,
        // whose library `-L` would not find, stays off.
        .args(["--features", "book"])
        .arg("--message-format=json-render-diagnostics")
        .current_dir(root)
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !output.status.success() {
        return Err(format!("`cargo build --package {PACKAGE}` failed"));
    }
    let stdout = String::from_utf8_lossy(&output.stdout);
    let rlib = stdout
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|message| {
            message["reason"] == "compiler-artifact"
                && message["target"]["name"] == CRATE
                && message["target"]["kind"]
                    .as_array()
                    .is_some_and(|kinds| kinds.iter().any(|k| k == "lib"))
        })
        .flat_map(|message| message["filenames"].as_array().cloned().unwrap_or_default())
        .filter_map(|file| file.as_str().map(PathBuf::from))
        .find(|file| file.extension().is_some_and(|e| e == "rlib"));
    rlib.ok_or_else(|| format!("cargo built no library for {PACKAGE}"))
}

/// Copies `library` into `dir` as the only build of the crate there.
fn place_alone(library: &Path, dir: &Path) -> Result<(), String> {
    let problem = |e: io::Error| format!("{}: {e}", dir.display());
    fs::create_dir_all(dir).map_err(problem)?;
    for entry in fs::read_dir(dir).map_err(problem)? {
        let path = entry.map_err(problem)?.path();
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        if name.starts_with(&format!("lib{CRATE}")) {
            fs::remove_file(&path).map_err(problem)?;
        }
    }
    let copy = dir.join(format!("lib{CRATE}.rlib"));
    fs::copy(library, &copy)
        .map(|_| ())
        .map_err(|e| format!("{} -> {}: {e}", library.display(), copy.display()))
}

/// The chapter with `# extern crate stone_games;` at the top of each block that rustdoc
/// compiles and that names the crate without such a line.
fn with_extern_crate(content: &str) -> String {
    let mut lines: Vec<String> = content.split('\n').map(str::to_string).collect();
    let blocks = code_blocks(content);
    for block in blocks.iter().rev() {
        let program = block.program();
        if !block.rustdoc_compiles()
            || !program.contains(CRATE)
            || program.contains(&format!("extern crate {CRATE}"))
        {
            continue;
        }
        // Keep the fence's own indentation (a block inside a list item).
        let fence = &lines[block.fence_line - 1];
        let indent = &fence[..fence.find(['`', '~']).unwrap_or(0)];
        let extern_line = format!("{indent}# extern crate {CRATE};");
        lines.insert(block.fence_line, extern_line);
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adds_the_line_to_blocks_that_use_the_crate_only() {
        let chapter = "```rust\nuse stone_games::a;\nfn main() {}\n```\n\n\
                       - item\n\n  ```rust\n  # use stone_games::b;\n  fn main() {}\n  ```\n\n\
                       ```rust\nfn main() {}\n```\n\n```text\nstone_games\n```\n\n\
                       ```rust\nextern crate stone_games;\nfn main() {}\n```\n";
        let expected = "```rust\n# extern crate stone_games;\nuse stone_games::a;\n\
                        fn main() {}\n```\n\n\
                        - item\n\n  ```rust\n  # extern crate stone_games;\n  \
                        # use stone_games::b;\n  fn main() {}\n  ```\n\n\
                        ```rust\nfn main() {}\n```\n\n```text\nstone_games\n```\n\n\
                        ```rust\nextern crate stone_games;\nfn main() {}\n```\n";
        assert_eq!(with_extern_crate(chapter), expected);
    }
}
