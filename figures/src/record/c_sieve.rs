//! Stone Game IV's segmented sieve beside a plain one-thread segmented sieve
//! in C (`figures/c/segmented_sieve.c`, the crate's first segmented sieve
//! written in C), in one run: `cargo run --release -p figures --
//! record-c-sieve` compiles the C with `cc -O2`, runs it and every step of
//! the crate's sieve to 10⁹, one after the other, then `count_losing_positions`
//! (the pipelined sieve on every core, keeping a count: it prints its time as
//! a share of the C sieve's, and how busy the cores were, processor time ÷
//! (cores × wall-clock time)), and then each segment size of steps 1 and 2 to
//! 10⁸ on one thread, into `figures/data/c-sieve.json`,
//! with the day, the machine, its load before and after, and the compilers.
//!
//! Each record also holds the work counted for its method (not measured: the
//! same on every run): the marks, the segments, the cursor visits (a cursor
//! taken up by a segment after its own: a loop started and left) and the
//! marks the walk makes, one thread alone.

use std::hint::black_box;
use std::path::PathBuf;
use std::process::Command;
use std::time::Instant;

use serde::{Deserialize, Serialize};
use stone_games::stone_game_iv::{
    self,
    book::{
        losing_positions_compact_on, losing_positions_compact_sized_on,
        losing_positions_l2_sized_on, losing_positions_segmented_on, L2_SEGMENT_BITS,
    },
    count_losing_positions, losing_positions_pipelined_on,
};

use crate::record::provenance::{load_average, machine, rustc, today};
use crate::shared::data::book_root;
use crate::shared::data::data_dir;
use crate::Error;

/// The command that records the comparison.
pub const COMMAND: &str = "cargo run --release -p figures -- record-c-sieve";

/// The C program, from the book's root.
pub const SOURCE: &str = "figures/c/segmented_sieve.c";

/// The flags it is compiled with.
pub const CC_FLAGS: [&str; 1] = ["-O2"];

/// `figures/data/c-sieve.json`.
pub fn recording_path() -> PathBuf {
    data_dir().join("c-sieve.json")
}

/// The recording.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Recording {
    /// The command that measured it.
    pub command: String,
    /// The day, `YYYY-MM-DD` (UTC).
    pub measured_on: String,
    /// The processor, its cores and the system.
    pub machine: String,
    /// The Rust compiler.
    pub rustc: String,
    /// The C compiler (`cc --version`'s first line) and its flags.
    pub cc: String,
    /// The one-minute load average before the first run and after the last
    /// (`/proc/loadavg`): about 1 per busy core.
    pub load_before: f64,
    /// See `load_before`.
    pub load_after: f64,
    /// Whether other work shared the machine: a load of 0.3 or more before.
    pub shared: bool,
    /// One record per run, in the order they ran.
    pub results: Vec<Run>,
}

/// One run of one method, once.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Run {
    /// `c`, or the crate's method: `segmented_1_thread`, `segmented`,
    /// `compact`, `l2_sized`, `pipelined_1_thread`, `pipelined`, `count`
    /// (`count_losing_positions`, the pipelined sieve on every core keeping
    /// only a count), or `compact_1_thread` (the segment sizes).
    pub method: String,
    /// The limit.
    pub n: u64,
    /// The threads it ran on.
    pub threads: u64,
    /// The segment: 2^segment_bits positions.
    pub segment_bits: u32,
    /// The wall-clock time of the run (for `c`, of the process), in
    /// nanoseconds.
    pub wall_ns: f64,
    /// The processor time of the run, user and system, summed over its
    /// threads (`/proc/self/stat`; for `c`, GNU time's): on a machine that
    /// other work shares, a truer measure of one thread's work than the wall
    /// clock, and, divided into `wall_ns`, the cores the run had; in
    /// nanoseconds.
    pub cpu_ns: f64,
    /// The one-minute load average when the run began (`/proc/loadavg`):
    /// about 1 per busy core, this run's own included.
    pub load_1min: f64,
    /// The losing positions it found.
    pub losing: u64,
    /// Marks made in all: one per losing position p and square k² ≤ n − p.
    pub marks: u64,
    /// Segments.
    pub segments: u64,
    /// Cursor visits: for each losing position, the segments after its own.
    pub cursor_visits: u64,
    /// The marks the walk makes, in the segment of each losing position.
    pub walk_marks: u64,
}

/// The work of the segmented sieve up to `n` in segments of 2^`bits`,
/// counted from its losing positions.
pub(crate) fn work(losing: &[u64], n: u64, bits: u32) -> (u64, u64, u64, u64) {
    let size = 1_u64 << bits;
    let segments = n / size + 1;
    let (mut marks, mut visits, mut walk) = (0, 0, 0);
    for &p in losing {
        marks += (n - p).isqrt();
        visits += segments - 1 - p / size;
        let end = n.min((p / size + 1) * size - 1);
        walk += (end - p).isqrt();
    }
    (marks, segments, visits, walk)
}

type Method = fn(u64) -> Result<Vec<u64>, stone_game_iv::Error>;

/// The crate's methods at 10⁹, in the order they run, with their threads and
/// segment.
fn methods(cores: usize) -> Vec<(&'static str, usize, u32, Method)> {
    vec![
        ("segmented_1_thread", 1, 20, |n| {
            losing_positions_segmented_on(n, 1)
        }),
        ("segmented", cores, 20, |n| {
            losing_positions_segmented_on(n, cores_now())
        }),
        ("compact", cores, 20, |n| {
            losing_positions_compact_on(n, cores_now())
        }),
        ("l2_sized", cores, L2_SEGMENT_BITS, |n| {
            losing_positions_l2_sized_on(n, cores_now())
        }),
        ("pipelined_1_thread", 1, L2_SEGMENT_BITS, |n| {
            losing_positions_pipelined_on(n, 1)
        }),
        ("pipelined", cores, L2_SEGMENT_BITS, |n| {
            losing_positions_pipelined_on(n, cores_now())
        }),
    ]
}

/// The cores the system offers, up to the most the crate's sieves run on
/// (`MAX_THREADS`).
fn cores_now() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(stone_game_iv::MAX_THREADS))
}

/// Compiles the C sieve into `target/c-sieve/`, and returns the program and
/// the compiler's version.
fn compile() -> Result<(PathBuf, String), Error> {
    let root = book_root();
    let dir = root.join("target").join("c-sieve");
    std::fs::create_dir_all(&dir).map_err(|e| Error::io(dir.display(), e))?;
    let program = dir.join("segmented_sieve");
    let output = Command::new("cc")
        .args(CC_FLAGS)
        .arg("-o")
        .arg(&program)
        .arg(root.join(SOURCE))
        .output()
        .map_err(|e| Error::io("cc", e))?;
    if !output.status.success() {
        return Err(format!("cc {SOURCE}: {}", String::from_utf8_lossy(&output.stderr)).into());
    }
    let version = Command::new("cc")
        .arg("--version")
        .output()
        .map_err(|e| Error::io("cc --version", e))?;
    let version = String::from_utf8_lossy(&version.stdout)
        .lines()
        .next()
        .unwrap_or("cc")
        .to_string();
    Ok((program, format!("{version}, {}", CC_FLAGS.join(" "))))
}

/// Runs the C sieve to `n` under GNU time: its wall-clock and processor
/// times, and the count it prints.
fn run_c(program: &PathBuf, n: u64) -> Result<(f64, f64, u64), Error> {
    let start = Instant::now();
    let output = Command::new("/usr/bin/time")
        .args(["-f", "cpu %U %S"])
        .arg(program)
        .arg(n.to_string())
        .output()
        .map_err(|e| Error::io(format!("/usr/bin/time {}", program.display()), e))?;
    let seconds = start.elapsed().as_secs_f64();
    if !output.status.success() {
        return Err(format!("{} {n} failed", program.display()).into());
    }
    let stdout = String::from_utf8_lossy(&output.stdout);
    let count = stdout
        .split_whitespace()
        .next()
        .and_then(|c| c.parse().ok())
        .ok_or_else(|| format!("the C sieve printed `{stdout}`"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    let cpu = stderr
        .lines()
        .find_map(|l| l.strip_prefix("cpu "))
        .map(|t| t.split_whitespace().filter_map(|x| x.parse::<f64>().ok()))
        .map(|times| times.sum())
        .ok_or_else(|| format!("GNU time printed `{stderr}`"))?;
    Ok((seconds, cpu, count))
}

/// The processor time this process has used so far, user and system, over
/// all its threads, from `/proc/self/stat` (0 where there is none).
fn cpu_now(ticks: f64) -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // After the name in parentheses: state, ..., utime (the 12th), stime.
    let fields: Vec<f64> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|f| f.parse().ok())
        .collect();
    fields.iter().sum::<f64>() / ticks
}

/// The clock ticks per second of `/proc/self/stat` (`getconf CLK_TCK`).
fn clock_ticks() -> f64 {
    Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|o| String::from_utf8_lossy(&o.stdout).trim().parse().ok())
        .unwrap_or(100.0)
}

/// Runs one crate method to `n`: its wall-clock and processor times, and what
/// it returned (the positions, or their count).
fn run_crate<T>(
    method: impl FnOnce(u64) -> Result<T, stone_game_iv::Error>,
    n: u64,
    ticks: f64,
) -> Result<(f64, f64, T), Error> {
    let (start, cpu) = (Instant::now(), cpu_now(ticks));
    let found = black_box(method(black_box(n)))?;
    let seconds = start.elapsed().as_secs_f64();
    Ok((seconds, cpu_now(ticks) - cpu, found))
}

/// Compiles and runs everything, saying on stderr what runs and how long it
/// took: the C sieve and the crate's steps to 10^`exponent`, then the segment
/// sizes to a tenth of that.
///
/// # Errors
///
/// In a debug build, when `cc` fails, or when two methods disagree.
pub fn record(exponent: u32) -> Result<Recording, Error> {
    if cfg!(debug_assertions) {
        return Err(format!("a debug build's times would be wrong: `{COMMAND}`").into());
    }
    if !(3..=9).contains(&exponent) {
        return Err("record-c-sieve takes an exponent from 3 to 9".into());
    }
    let n = 10_u64.pow(exponent);
    let cores = cores_now();
    let (program, cc) = compile()?;
    let ticks = clock_ticks();
    let load_before = load_average();
    let mut results = Vec::new();
    eprint!("c-sieve: C, 1 thread, to {n} ... ");
    let load = load_average();
    let (seconds, c_cpu, c_count) = run_c(&program, n)?;
    eprintln!("{seconds:.1} s");
    let c_run = (seconds, c_cpu, load);
    let sieve = Sieve { n, cores, ticks };
    let reference = crate_steps(&mut results, &sieve, c_run, c_count)?;
    results.push(count_run(&sieve, reference, seconds, c_count)?);
    segment_sizes(&mut results, n / 10, ticks)?;
    let load_after = load_average();
    Ok(Recording {
        command: COMMAND.into(),
        measured_on: today(),
        machine: machine(),
        rustc: rustc(),
        cc,
        load_before,
        load_after,
        shared: load_before >= 0.3,
        results,
    })
}

/// What every run to 10^`exponent` shares: its `n`, the cores, and the clock
/// ticks per second of the processor times.
struct Sieve {
    n: u64,
    cores: usize,
    ticks: f64,
}

/// A run's times: wall-clock seconds, processor seconds, and the load average
/// over the minute before it.
type Timing = (f64, f64, f64);

/// A run's record: its method, threads and segment, its times, and the work
/// counted for the `losing` positions it found up to `n`.
fn run_record(
    method: &str,
    threads: usize,
    bits: u32,
    (seconds, cpu_seconds, load_1min): Timing,
    losing: &[u64],
    n: u64,
) -> Run {
    let (marks, segments, cursor_visits, walk_marks) = work(losing, n, bits);
    Run {
        method: method.to_string(),
        n,
        threads: threads as u64,
        segment_bits: bits,
        wall_ns: seconds * 1e9,
        cpu_ns: cpu_seconds * 1e9,
        load_1min,
        losing: losing.len() as u64,
        marks,
        segments,
        cursor_visits,
        walk_marks,
    }
}

/// Runs the crate's steps to `n`, one after the other, each checked against
/// the first and the first against the C sieve's count; the C run's record
/// goes in before the first step's, its work that of the positions the first
/// step found. Returns those positions (none if no step ran).
fn crate_steps(
    results: &mut Vec<Run>,
    sieve: &Sieve,
    c_run: Timing,
    c_count: u64,
) -> Result<Option<Vec<u64>>, Error> {
    let Sieve { n, cores, ticks } = *sieve;
    let mut reference: Option<Vec<u64>> = None;
    let mut c_run = Some(c_run);
    for (method, threads, bits, run) in methods(cores) {
        eprint!("c-sieve: {method}, {threads} threads, to {n} ... ");
        let load = load_average();
        let (seconds, cpu, losing) = run_crate(run, n, ticks)?;
        eprintln!("{seconds:.1} s, {cpu:.1} s of processor time");
        if let Some(expected) = &reference {
            if *expected != losing {
                return Err(format!("{method} disagrees with the first").into());
            }
        } else {
            if losing.len() as u64 != c_count {
                return Err(
                    format!("the C sieve counts {c_count}, the crate {}", losing.len()).into(),
                );
            }
            if let Some(c) = c_run.take() {
                results.push(run_record("c", 1, 20, c, &losing, n));
            }
        }
        let timing = (seconds, cpu, load);
        results.push(run_record(method, threads, bits, timing, &losing, n));
        reference.get_or_insert(losing);
    }
    Ok(reference)
}

/// The count the book quotes: `count_losing_positions` to `n`, on every core,
/// its time a share of the C sieve's (`c_seconds`), checked against the C
/// sieve's count; its work is that of the `reference` positions.
fn count_run(
    sieve: &Sieve,
    reference: Option<Vec<u64>>,
    c_seconds: f64,
    c_count: u64,
) -> Result<Run, Error> {
    let Sieve { n, cores, ticks } = *sieve;
    eprint!("c-sieve: count, {cores} threads, to {n} ... ");
    let load = load_average();
    let (seconds, cpu, counted) = run_crate(count_losing_positions, n, ticks)?;
    eprintln!(
        "{seconds:.1} s, {cpu:.1} s of processor time: {:.2} of the C \
         sieve's time, the {cores} cores busy {:.0}% of it",
        seconds / c_seconds,
        100.0 * cpu / (cores as f64 * seconds)
    );
    if counted != c_count {
        return Err(format!("the C sieve counts {c_count}, the count {counted}").into());
    }
    let losing = reference.ok_or("no method ran")?;
    Ok(run_record(
        "count",
        cores,
        L2_SEGMENT_BITS,
        (seconds, cpu, load),
        &losing,
        n,
    ))
}

/// Each segment size of the compact sieve, on one thread, to `small`.
fn segment_sizes(results: &mut Vec<Run>, small: u64, ticks: f64) -> Result<(), Error> {
    for bits in stone_games::stone_game_iv::book::SEGMENT_BITS {
        eprint!("c-sieve: 2^{bits} positions, 1 thread, to {small} ... ");
        let load = load_average();
        let sized = |n| losing_positions_compact_sized_on(n, 1, bits);
        let (seconds, cpu, losing) = run_crate(sized, small, ticks)?;
        eprintln!("{seconds:.1} s, {cpu:.1} s of processor time");
        results.push(run_record(
            "compact_1_thread",
            1,
            bits,
            (seconds, cpu, load),
            &losing,
            small,
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use stone_games::stone_game_iv::book::losing_positions_sieve;

    #[test]
    fn the_work_is_counted_per_losing_position() {
        // Up to 22 in segments of 8: the losing positions 0, 2, 5, 7 | 10, 12,
        // 15 | 17, 20, 22.
        let losing = losing_positions_sieve(22).unwrap();
        let (marks, segments, visits, walk) = work(&losing, 22, 3);
        let all: u64 = losing.iter().map(|&p| (22 - p).isqrt()).sum();
        assert_eq!((marks, segments), (all, 3));
        // 0, 2, 5, 7 are taken up by two later segments, 10, 12, 15 by one.
        assert_eq!(visits, 4 * 2 + 3);
        // In its own segment: 0 marks 1, 4; 2 marks 3, 6; 5 marks 6; 7 none;
        // 10 marks 11, 14; 12 marks 13; 15 none; 17 marks 18, 21; 20 marks
        // 21; 22 none.
        assert_eq!(walk, 2 + 2 + 1 + 2 + 1 + 2 + 1);
    }
}
