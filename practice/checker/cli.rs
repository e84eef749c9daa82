//! The command: `cargo run -p practice [-- <options>]`.

use std::collections::BTreeMap;
use std::fs;
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::thread;
use std::time::{Duration, SystemTime};

use crate::{check, report, Limits, Problem, Solutions};

/// The command's help, `--help`.
pub const HELP: &str = "\
Checks your solutions to the ten LeetCode Stone Games, in practice/src,
against the book's crate: every small input, smallest first, then random
inputs, then LeetCode's largest. For each one wrong: the input as a test,
the optimal play, the pitfall of the book it matches, and the chapter.

Usage (from the repository's root):
  cargo run -p practice                  check every problem
  cargo run -p practice -- 1140          check one problem (or several: 877 486)
  cargo run -p practice -- --watch       check again when practice/src is saved
  cargo run -p practice -- --watch 1140  the same, for one problem
  cargo run -p practice -- --reset 1140  start a problem over (your file is kept
                                         in target/practice/)
  cargo run -p practice -- --list        the ten problems, their files and pages
  cargo run -p practice -- --help        this help

The problems: 877, 486, 1140, 1406, 1510, 1563, 1686, 1690, 1872 and 2029.
A problem whose file still answers todo!() is \"not started\".
Each input may take 10 s, and each problem 60 s in all.
Exit status: 0 when every started problem is solved, 1 when one is not,
2 for a command this help does not describe.
";

/// The folder of the reader's files: `practice/src`.
pub fn practice_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The repository's root, where `cargo run -p practice` runs.
fn workspace_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().unwrap_or(manifest).to_path_buf()
}

/// Where the command keeps what it writes: files set aside by `--reset`,
/// and inputs too long to print.
fn kept() -> PathBuf {
    workspace_root().join("target").join("practice")
}

/// Runs the command with `args` (those after `--`) on `solutions`, and
/// returns its exit status.
pub fn run(args: &[String], solutions: &Solutions) -> ExitCode {
    let (flags, numbers): (Vec<&String>, Vec<&String>) =
        args.iter().partition(|arg| arg.starts_with('-'));
    let mut problems = Vec::new();
    for number in &numbers {
        match Problem::from_arg(number) {
            Some(problem) if !problems.contains(&problem) => {
                problems.push(problem)
            }
            Some(_) => {}
            None => return usage(&format!("no problem numbered {number}")),
        }
    }
    let flags: Vec<&str> = flags.iter().map(|flag| flag.as_str()).collect();
    match flags.as_slice() {
        [] => check_and_report(&problems, solutions),
        ["--help" | "-h"] => {
            print!("{HELP}");
            ExitCode::SUCCESS
        }
        ["--list"] => {
            list();
            ExitCode::SUCCESS
        }
        ["--watch"] => watch(&numbers),
        ["--reset"] if problems.is_empty() => {
            usage("--reset needs the problem to start over, as in --reset 1140")
        }
        ["--reset"] => reset_all(&problems),
        [flag] => usage(&format!("no option {flag}")),
        _ => usage("one option at a time"),
    }
}

fn usage(complaint: &str) -> ExitCode {
    eprintln!("practice: {complaint}\n\n{HELP}");
    ExitCode::from(2)
}

/// Checks `problems` (all ten when empty), printing each row as it is
/// found, then what went wrong, then the summary.
fn check_and_report(problems: &[Problem], solutions: &Solutions) -> ExitCode {
    let problems = if problems.is_empty() {
        Problem::ALL.to_vec()
    } else {
        problems.to_vec()
    };
    let limits = Limits::default();
    println!("{}", report::heading(&limits));
    let mut outcomes = Vec::new();
    for problem in problems {
        let outcome = check(problem, solutions.of(problem), &limits);
        println!("{}", report::row(problem, &outcome));
        let _ = io::stdout().flush();
        outcomes.push((problem, outcome));
    }
    let dir = kept();
    for (problem, outcome) in &outcomes {
        if let Some(details) = report::details(*problem, outcome, Some(&dir)) {
            print!("\n{details}");
        }
    }
    println!("\n{}", report::summary(&outcomes));
    if outcomes.iter().any(|(_, outcome)| outcome.fails()) {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn list() {
    for problem in Problem::ALL {
        println!(
            "{:>5}  {:<19} practice/src/{}\n       {}",
            problem.number(),
            problem.title(),
            problem.file_name(),
            problem.opening().url()
        );
    }
}

/// `--reset`: each problem's starting file again, the reader's set aside.
fn reset_all(problems: &[Problem]) -> ExitCode {
    for &problem in problems {
        match reset(problem, &practice_src(), &kept()) {
            Ok(Some(kept)) => println!(
                "practice/src/{} starts over; yours is kept in {}",
                problem.file_name(),
                kept.display()
            ),
            Ok(None) => println!(
                "practice/src/{} was already its starting file",
                problem.file_name()
            ),
            Err(error) => {
                eprintln!("practice: {}: {error}", problem.file_name());
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}

/// Writes `problem`'s starting file into `src`. A file that differs from it
/// is first copied into `keep`, under a name with the time; its path is
/// returned.
///
/// # Errors
///
/// When a file cannot be read or written.
pub fn reset(
    problem: Problem,
    src: &Path,
    keep: &Path,
) -> io::Result<Option<PathBuf>> {
    let file = src.join(problem.file_name());
    let starting = problem.starting_file();
    let kept = match fs::read_to_string(&file) {
        Ok(yours) if yours == starting => return Ok(None),
        Ok(yours) => {
            let seconds = SystemTime::now()
                .duration_since(SystemTime::UNIX_EPOCH)
                .map_or(0, |since| since.as_secs());
            let name = format!("lc{:04}-{seconds}.rs", problem.number());
            fs::create_dir_all(keep)?;
            let kept = keep.join(name);
            fs::write(&kept, yours)?;
            Some(kept)
        }
        Err(error) if error.kind() == io::ErrorKind::NotFound => None,
        Err(error) => return Err(error),
    };
    fs::write(&file, starting)?;
    Ok(kept)
}

/// When each `.rs` file under `dir` was last written, and its length.
pub fn snapshot(dir: &Path) -> BTreeMap<PathBuf, (SystemTime, u64)> {
    let mut files = BTreeMap::new();
    let Ok(entries) = fs::read_dir(dir) else {
        return files;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "rs") {
            if let Ok(meta) = entry.metadata() {
                let written = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
                files.insert(path, (written, meta.len()));
            }
        }
    }
    files
}

/// `--watch`: checks, then checks again each time a file of practice/src is
/// saved. Each check is `cargo run -p practice`, as a new process: the
/// solutions must be compiled again.
fn watch(numbers: &[&String]) -> ExitCode {
    let src = practice_src();
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command
        .current_dir(workspace_root())
        .args(["run", "--quiet"]);
    if !cfg!(debug_assertions) {
        command.arg("--release");
    }
    command.args(["-p", "practice", "--"]).args(numbers);
    let mut seen = snapshot(&src);
    loop {
        match command.status() {
            Ok(status) if status.code() == Some(101) => {
                println!(
                    "\n(it does not compile yet: cargo's message is above)"
                )
            }
            Ok(_) => {}
            Err(error) => {
                eprintln!("practice: cannot run cargo: {error}");
                return ExitCode::FAILURE;
            }
        }
        println!(
            "\nWatching {} for a save (Ctrl-C to stop) ...",
            src.display()
        );
        loop {
            thread::sleep(Duration::from_millis(500));
            let now = snapshot(&src);
            if now != seen {
                // An editor may write a file in several steps: let it finish.
                thread::sleep(Duration::from_millis(200));
                seen = snapshot(&src);
                break;
            }
        }
        println!("\n=== a file was saved: checking again ===\n");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_help_fits_80_columns() {
        assert!(HELP.lines().all(|line| line.chars().count() <= 80));
    }
}
