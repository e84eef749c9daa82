//! The command: `cargo run -p practice [-- <options>]`.

use std::collections::BTreeMap;
use std::fs;
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Output};
use std::thread;
use std::time::{Duration, SystemTime};

use crate::{check, check_traced, report, Limits, Outcome, Problem, Solutions};

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
2 for a command this help does not describe; cargo's own 101 when a file
does not compile (its message says where).
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
            Some(problem) if !problems.contains(&problem) => problems.push(problem),
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
        [ALONE] if problems.len() == 1 => alone(problems[0], solutions),
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

/// Checks `problems` (all ten when empty), each in a process of its own,
/// printing each row as it is found, then what went wrong, then the
/// summary.
fn check_and_report(problems: &[Problem], solutions: &Solutions) -> ExitCode {
    let problems = if problems.is_empty() {
        Problem::ALL.to_vec()
    } else {
        problems.to_vec()
    };
    println!("{}", report::heading(&Limits::default()));
    let exe = std::env::current_exe();
    let mut found = Vec::new();
    for problem in problems {
        let checked = match &exe {
            Ok(exe) => {
                let mut alone = Command::new(exe);
                alone.args([ALONE, &problem.number().to_string()]);
                match alone.output() {
                    Ok(output) => from_process(problem, &output),
                    Err(_) => in_this_process(problem, solutions, false),
                }
            }
            Err(_) => in_this_process(problem, solutions, false),
        };
        println!("{}", checked.row);
        let _ = io::stdout().flush();
        found.push(checked);
    }
    for checked in &found {
        if let Some(printed) = &checked.printed {
            print!("\n{printed}");
        }
        if let Some(details) = &checked.details {
            print!("\n{details}");
        }
    }
    let count = |verdict| found.iter().filter(|c| c.verdict == verdict).count();
    let to_fix = count(Verdict::ToFix);
    println!(
        "\n{}",
        report::summary(count(Verdict::Solved), to_fix, count(Verdict::NotStarted))
    );
    if to_fix > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// The flag with which the command checks one problem in a process of its
/// own: a solution that brings its process down (a stack overflow aborts
/// it) then takes only its own problem with it, and the command says so.
const ALONE: &str = "--alone";

/// What comes before the report, in the output of `--alone`: anything
/// before it was printed by the solution itself.
const REPORT_MARK: &str = "\u{1}report\n";

/// What comes before each input, in the error stream of `--alone`.
const TRACE_MARK: &str = "\u{1}on ";

/// One problem, checked: its row of the table, what went wrong, what the
/// solution printed, and the verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    /// The problem's row of the table.
    pub row: String,
    /// What went wrong, for a problem to fix.
    pub details: Option<String>,
    /// What the solution printed, if it printed anything (its first lines).
    pub printed: Option<String>,
    /// The verdict.
    pub verdict: Verdict,
}

/// What the command's exit status counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every input answered rightly.
    Solved,
    /// Still `todo!()`.
    NotStarted,
    /// Started, and not solved: wrong, panicked, too slow or crashed.
    ToFix,
}

impl Verdict {
    const ALL: [Verdict; 3] = [Verdict::Solved, Verdict::NotStarted, Verdict::ToFix];

    /// What an outcome counts as: a problem still `todo!()` on its first
    /// input fails nothing; a started one fails until it is solved.
    pub fn of(outcome: &Outcome) -> Verdict {
        match outcome {
            Outcome::Solved { .. } => Verdict::Solved,
            Outcome::NotStarted => Verdict::NotStarted,
            Outcome::Wrong(_) | Outcome::Panicked(_) | Outcome::TooSlow(_) => Verdict::ToFix,
        }
    }

    /// The exit status with which the process checking one problem
    /// (`--alone`) tells the command its verdict.
    pub fn status(self) -> u8 {
        match self {
            Verdict::Solved => 0,
            Verdict::ToFix => 1,
            Verdict::NotStarted => 3,
        }
    }

    /// The verdict an exit `status` tells, if any (a process killed by a
    /// signal has none, nor does one that ended another way).
    pub fn from_status(status: Option<i32>) -> Option<Verdict> {
        Verdict::ALL
            .into_iter()
            .find(|verdict| status == Some(i32::from(verdict.status())))
    }
}

/// `--alone <number>`: checks one problem here, and writes its report for
/// the command that runs this process.
fn alone(problem: Problem, solutions: &Solutions) -> ExitCode {
    let checked = in_this_process(problem, solutions, true);
    println!("{REPORT_MARK}{}", checked.row);
    if let Some(details) = &checked.details {
        print!("{details}");
    }
    let _ = io::stdout().flush();
    ExitCode::from(checked.verdict.status())
}

fn in_this_process(problem: Problem, solutions: &Solutions, traced: bool) -> Checked {
    let (limits, solver) = (Limits::default(), solutions.of(problem));
    let outcome = if traced {
        check_traced(problem, solver, &limits, |problem, case| {
            eprintln!("{TRACE_MARK}{}", report::shown_input(problem, case));
        })
    } else {
        check(problem, solver, &limits)
    };
    Checked {
        row: report::row(problem, &outcome),
        details: report::details(problem, &outcome, Some(&kept())),
        printed: None,
        verdict: Verdict::of(&outcome),
    }
}

/// The report of `--alone` on `problem`, read from the process's `output`;
/// a process that ended without one crashed.
pub fn from_process(problem: Problem, output: &Output) -> Checked {
    let stdout = String::from_utf8_lossy(&output.stdout);
    let (before, report) = match stdout.rsplit_once(REPORT_MARK) {
        Some((before, report)) => (before, Some(report)),
        None => (stdout.as_ref(), None),
    };
    let printed = printed_by_the_solution(problem, before);
    let verdict = Verdict::from_status(output.status.code());
    if let (Some(verdict), Some((row, details))) =
        (verdict, report.and_then(|r| r.split_once('\n')))
    {
        return Checked {
            row: row.to_string(),
            details: (!details.is_empty()).then(|| details.to_string()),
            printed,
            verdict,
        };
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    let on = stderr
        .lines()
        .rev()
        .find_map(|line| line.strip_prefix(TRACE_MARK));
    let last_words: Vec<&str> = stderr
        .lines()
        .filter(|line| !line.starts_with(TRACE_MARK))
        .collect();
    let how = format!("its process ended ({})", output.status);
    let (row, details) = report::crashed(problem, &how, &last_words.join("\n"), on);
    Checked {
        row,
        details: Some(details),
        printed,
        verdict: Verdict::ToFix,
    }
}

/// The first lines a solution printed, with how many there were.
fn printed_by_the_solution(problem: Problem, printed: &str) -> Option<String> {
    const FIRST: usize = 5;
    let lines: Vec<&str> = printed.lines().collect();
    let count = match lines.len() {
        0 => return None,
        1 => "1 line".to_string(),
        n if n <= FIRST => format!("{n} lines"),
        n => format!("{} lines; the first {FIRST}", report::thousands(n)),
    };
    let mut text = format!("{problem}: your solution printed {count}:\n");
    text.extend(lines.iter().take(FIRST).map(|line| format!("  | {line}\n")));
    Some(text)
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
pub fn reset(problem: Problem, src: &Path, keep: &Path) -> io::Result<Option<PathBuf>> {
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

/// The text of each `.rs` file under `dir`: a save is a change of it, however
/// coarse the file system's clock (a save of the same length within its tick
/// is still seen), and a save that changes nothing checks nothing again.
pub fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let Ok(entries) = fs::read_dir(dir) else {
        return files;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "rs") {
            if let Ok(text) = fs::read(&path) {
                files.insert(path, text);
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
                println!("\n(it does not compile yet: cargo's message is above)")
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
    fn each_verdict_is_read_back_from_its_status_and_a_failure_is_1() {
        for verdict in Verdict::ALL {
            let status = Some(i32::from(verdict.status()));
            assert_eq!(Verdict::from_status(status), Some(verdict));
        }
        // What a shell and CI read as success and failure.
        assert_eq!((Verdict::Solved.status(), Verdict::ToFix.status()), (0, 1));
        assert_eq!(Verdict::from_status(Some(2)), None);
        assert_eq!(Verdict::from_status(None), None);
    }

    #[test]
    fn the_help_fits_80_columns() {
        assert!(HELP.lines().all(|line| line.chars().count() <= 80));
    }

    /// What `sh -c script` leaves: its exit status and its two streams.
    #[cfg(unix)]
    fn shell(script: &str) -> Output {
        Command::new("sh").args(["-c", script]).output().unwrap()
    }

    #[cfg(unix)]
    #[test]
    fn the_report_of_a_process_is_read_back() {
        let problem = Problem::StoneGameII;
        let output = shell("printf 'debug\\n\\001report\\n  row\\nwhy\\n'; exit 1");
        let checked = from_process(problem, &output);
        assert_eq!(checked.row, "  row");
        assert_eq!(checked.details.as_deref(), Some("why\n"));
        assert_eq!(checked.verdict, Verdict::ToFix);
        assert_eq!(
            checked.printed.as_deref(),
            Some(
                "1140 Stone Game II: your solution printed 1 line:\n  \
                 | debug\n"
            )
        );
        let output = shell("printf '\\001report\\n  row\\n'; exit 3");
        let checked = from_process(problem, &output);
        assert_eq!(
            (checked.verdict, checked.details),
            (Verdict::NotStarted, None)
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_process_that_dies_is_a_crash_on_its_last_input() {
        let output = shell(
            "printf '\\001on piles = [1]\\n\\001on piles = [2]\\n' >&2; \
             echo \"thread 'lc1140' has overflowed its stack\" >&2; \
             kill -ABRT $$",
        );
        let checked = from_process(Problem::StoneGameII, &output);
        assert_eq!(checked.verdict, Verdict::ToFix);
        assert!(checked.row.ends_with("crashed      stack overflow"));
        let details = checked.details.unwrap();
        assert!(
            details.contains("It was on piles = [2], and said:"),
            "{details}"
        );
        assert!(details.contains("    thread 'lc1140' has overflowed its stack"));
        // A process that ends without a report crashed too, whatever its
        // status.
        let checked = from_process(Problem::StoneGameII, &shell("exit 0"));
        assert!(checked.row.contains("crashed"), "{}", checked.row);
    }
}
