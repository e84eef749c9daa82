//! Records profiles (cachegrind's counts, peak memory) and the machine.
//!
//! What the benchmarks cannot show: counts from valgrind's cachegrind (instructions,
//! branches and their wrong guesses, cache misses) and the peak memory from GNU time, for
//! the examples that run one method on one row (`code/examples/`), and the machine they
//! ran on, recorded into `figures/data/` so that the book quotes them through the
//! measured-number directive.
//!
//! - `cargo run --release -p figures -- record-profiles` writes
//!   `figures/data/profile-stone_game.json`, `profile-stone_game_ii.json`
//!   and `profile-stone_game_v.json` to `profile-stone_game_ix.json`;
//! - `cargo run -p figures -- record-machine` writes `figures/data/machine.json`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use serde::Serialize;
use stone_games::{stone_game_ii, stone_game_ix};

use crate::record::provenance::{machine, rustc, today};
use crate::shared::data::book_root;
use crate::shared::data::{data_dir, write_json};
use crate::Error;

/// The simulated cache cachegrind is given: the first-level caches are the machine's
/// own (cachegrind reads them), the last level 32 MiB, 16-way, 64-byte lines.
pub const CACHEGRIND: [&str; 4] = [
    "--tool=cachegrind",
    "--cache-sim=yes",
    "--branch-sim=yes",
    "--LL=33554432,16,64",
];

/// One program run under the profilers.
#[derive(Debug, Clone, Serialize)]
pub struct Profile {
    /// The method the example ran (its first argument).
    pub method: String,
    /// The row's kind, where the example takes one (`random`, `increasing`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rows: Option<String>,
    /// The number of piles.
    pub n: u64,
    /// The states the method computes (Stone Game II; the positions of
    /// Stone Game IX's game over counts), to count per state.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub states: Option<u64>,
    /// The marks Stone Game IV's sieve makes (its example), to count per mark.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub marks: Option<u64>,
    /// The segment of Stone Game IV's sieve, 2^segment_bits positions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub segment_bits: Option<u32>,
    /// The cursor visits of Stone Game IV's sieve: for each losing position,
    /// the segments after its own, each a mark loop started and left.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cursor_visits: Option<u64>,
    /// Instructions executed, for the whole program.
    pub instructions: u64,
    /// Conditional and indirect branches executed.
    pub branches: u64,
    /// Branches whose direction or target the simulated predictor guessed wrong.
    pub mispredicts: u64,
    /// First-level data cache misses, reads and writes.
    pub d1_misses: u64,
    /// Last-level misses of data: lines brought from memory.
    pub lld_misses: u64,
    /// The peak resident memory, from `/usr/bin/time -v`, in bytes.
    pub peak_bytes: u64,
}

/// A file of profiles, `figures/data/profile-<example>.json`.
#[derive(Debug, Serialize)]
pub struct Profiles {
    /// The command that recorded it.
    pub command: String,
    /// The day.
    pub measured_on: String,
    /// The processor, cores and system.
    pub machine: String,
    /// The compiler.
    pub rustc: String,
    /// The program profiled and cachegrind's options.
    pub program: String,
    /// One record per run.
    pub results: Vec<Profile>,
}

/// The command that records every profile.
pub const PROFILES_COMMAND: &str = "cargo run --release -p figures -- record-profiles";

/// The runs of each example: (example, arguments before n, n).
fn runs() -> Vec<(&'static str, Vec<&'static str>, u64)> {
    let mut runs = Vec::new();
    for method in [
        "table",
        "no_table",
        "block_minima",
        "two_stacks",
        "row_blocks",
        "answer_only",
    ] {
        for n in [2_000, 10_000] {
            runs.push(("stone_game_ii_profile", vec![method], n));
        }
    }
    for method in ["none", "linear", "linear_i64"] {
        for rows in ["random", "increasing"] {
            for n in [10_000, 1_000_000] {
                runs.push(("stone_game_linear_profile", vec![method, rows], n));
            }
        }
    }
    runs.extend(later_runs());
    for method in [
        "segmented_1_thread",
        "compact_1_thread",
        "l2_sized_1_thread",
        "pipelined_1_thread",
    ] {
        runs.push(("stone_game_iv_profile", vec![method], 10_000_000));
    }
    for method in ["sized_16", "sized_18", "sized_20", "sized_22", "sized_24"] {
        runs.push(("stone_game_iv_profile", vec![method], 10_000_000));
    }
    runs
}

/// Parts V to IX: each game's textbook method at a size where its table is
/// most of the memory, within about two minutes of cachegrind, and its
/// fastest at the benchmark's largest size.
const LATER_METHODS: [(&str, &[(&str, u64)]); 5] = [
    (
        "stone_game_v_profile",
        &[("table", 1_000), ("quadratic", 5_000)],
    ),
    (
        "stone_game_vi_profile",
        &[("sorted", 1_000_000), ("counting", 10_000_000)],
    ),
    (
        "stone_game_vii_profile",
        &[("table", 10_000), ("linear", 10_000_000)],
    ),
    (
        "stone_game_viii_profile",
        &[("recurrence", 20_000), ("constant_memory", 10_000_000)],
    ),
    (
        "stone_game_ix_profile",
        &[("counts", 600), ("rule", 1_000_000)],
    ),
];

/// The runs of Parts V to IX: [`LATER_METHODS`], after `none`, which only
/// builds the row, at every size, for what a method adds to the row.
fn later_runs() -> Vec<(&'static str, Vec<&'static str>, u64)> {
    let mut runs = Vec::new();
    for (example, methods) in LATER_METHODS {
        let mut sizes: Vec<u64> = methods.iter().map(|&(_, n)| n).collect();
        sizes.sort_unstable();
        sizes.dedup();
        for n in sizes {
            runs.push((example, vec!["none"], n));
        }
        for &(method, n) in methods {
            runs.push((example, vec![method], n));
        }
    }
    runs
}

/// The states a run computes, where the book counts per state: Stone Game
/// II's states, and the positions of Stone Game IX's game over counts,
/// $(c_0 + 1)(c_1 + 1)(c_2 + 1)$ for the example's row.
fn states(example: &str, method: &str, n: u64) -> Option<u64> {
    match (example, method) {
        ("stone_game_ii_profile", _) => {
            Some(stone_game_ii::book::states_computed(n as usize) as u64)
        }
        ("stone_game_ix_profile", "counts") => {
            let stones: Vec<u32> = stone_games_testkit::STONE_GAME_IX_ROWS.row(n as usize);
            Some(
                stone_game_ix::residue_counts(&stones)
                    .iter()
                    .map(|c| c + 1)
                    .product(),
            )
        }
        _ => None,
    }
}

/// The segment of each Stone Game IV profile's method, as a power of two.
fn sg4_segment_bits(method: &str) -> u32 {
    match method {
        "segmented_1_thread" | "compact_1_thread" => 20,
        sized if sized.starts_with("sized_") => sized["sized_".len()..].parse().unwrap_or(20),
        _ => stone_games::stone_game_iv::book::L2_SEGMENT_BITS,
    }
}

/// Runs every profile of the named examples (of every example if `only` is
/// empty) and writes one file per example.
///
/// # Errors
///
/// When the examples do not build, valgrind or GNU time is missing, or a run fails.
pub fn record_profiles(only: &[String]) -> Result<Vec<PathBuf>, Error> {
    if cfg!(debug_assertions) {
        return Err(
            format!("profiles of a debug build would be wrong: run `{PROFILES_COMMAND}`").into(),
        );
    }
    check_tools()?;
    build_examples()?;
    let all: Vec<_> = runs()
        .into_iter()
        .filter(|(example, _, _)| only.is_empty() || only.iter().any(|o| o == example))
        .collect();
    if all.is_empty() {
        return Err(format!("no example is named {}", only.join(", ")).into());
    }
    let mut by_example: Vec<(&str, Vec<Profile>)> = Vec::new();
    for (k, (example, args, n)) in all.iter().enumerate() {
        eprint!("profile {}/{}: ", k + 1, all.len());
        let profile = run_profile(example, args, *n)?;
        match by_example.iter_mut().find(|(e, _)| e == example) {
            Some((_, list)) => list.push(profile),
            None => by_example.push((example, vec![profile])),
        }
    }
    let mut written = Vec::new();
    for (example, results) in by_example {
        written.push(write_profiles(example, results)?);
    }
    Ok(written)
}

/// Checks that valgrind and GNU time are installed.
fn check_tools() -> Result<(), Error> {
    for (tool, package) in [("valgrind", "valgrind"), ("/usr/bin/time", "time")] {
        let found = Command::new(tool).arg("--version").output().is_ok();
        if !found {
            return Err(format!(
                "`{tool}` is missing: install Debian's `{package}` \
                 (figures/measure-all does)"
            )
            .into());
        }
    }
    Ok(())
}

/// Builds the crate's examples, in release.
fn build_examples() -> Result<(), Error> {
    eprintln!("building the examples (release)...");
    let status = Command::new(env_cargo())
        .args([
            "build",
            "--release",
            "-p",
            "stone-games",
            "--features",
            "book",
            "--examples",
        ])
        .current_dir(book_root())
        .status()
        .map_err(|e| Error::io("cargo", e))?;
    if !status.success() {
        return Err("the examples do not build".into());
    }
    Ok(())
}

/// Profiles one run of `example` (its arguments, then `n`) under cachegrind
/// and GNU time, saying on stderr what runs and how long it took.
fn run_profile(example: &str, args: &[&str], n: u64) -> Result<Profile, Error> {
    let program = book_root().join("target/release/examples").join(example);
    let mut argv: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    argv.push(n.to_string());
    let start = Instant::now();
    eprint!("{example} {} ... ", argv.join(" "));
    let counts = cachegrind(&program, &argv)?;
    let peak_bytes = peak_memory(&program, &argv)?;
    eprintln!("{:.0} s", start.elapsed().as_secs_f64());
    let states = states(example, args[0], n);
    let sg4 = if example == "stone_game_iv_profile" {
        let losing = stone_games::stone_game_iv::losing_positions(n)?;
        let bits = sg4_segment_bits(args[0]);
        let (marks, _, visits, _) = crate::record::c_sieve::work(&losing, n, bits);
        Some((marks, visits, bits))
    } else {
        None
    };
    Ok(Profile {
        method: args[0].to_string(),
        rows: args.get(1).map(|r| r.to_string()),
        n,
        states,
        marks: sg4.map(|(marks, _, _)| marks),
        segment_bits: sg4.map(|(_, _, bits)| bits),
        cursor_visits: sg4.map(|(_, visits, _)| visits),
        instructions: counts.instructions,
        branches: counts.branches,
        mispredicts: counts.mispredicts,
        d1_misses: counts.d1_misses,
        lld_misses: counts.lld_misses,
        peak_bytes,
    })
}

/// Writes an example's profiles to `figures/data/profile-<game>.json`, and
/// returns its path.
fn write_profiles(example: &str, results: Vec<Profile>) -> Result<PathBuf, Error> {
    let stem = example.trim_end_matches("_profile").replace("_linear", "");
    let path = data_dir().join(format!("profile-{stem}.json"));
    let profiles = Profiles {
        command: PROFILES_COMMAND.into(),
        measured_on: today(),
        machine: machine(),
        rustc: rustc(),
        program: format!(
            "target/release/examples/{example}, under valgrind {} and \
             /usr/bin/time -v",
            CACHEGRIND.join(" ")
        ),
        results,
    };
    write_json(&path, &profiles)?;
    Ok(path)
}

fn env_cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".into())
}

/// What cachegrind counted.
#[derive(Debug, Default, PartialEq)]
struct Counts {
    instructions: u64,
    branches: u64,
    mispredicts: u64,
    d1_misses: u64,
    lld_misses: u64,
}

fn cachegrind(program: &Path, args: &[String]) -> Result<Counts, Error> {
    let output = Command::new("valgrind")
        .args(CACHEGRIND)
        .arg("--cachegrind-out-file=/dev/null")
        .arg(program)
        .args(args)
        .output()
        .map_err(|e| Error::io("valgrind", e))?;
    if !output.status.success() {
        return Err(format!(
            "valgrind {} {}: {}",
            program.display(),
            args.join(" "),
            String::from_utf8_lossy(&output.stderr)
        )
        .into());
    }
    parse_cachegrind(&String::from_utf8_lossy(&output.stderr))
}

/// The totals of cachegrind's summary, which it prints on stderr as
/// `==pid== I   refs:      3,363,152`.
fn parse_cachegrind(summary: &str) -> Result<Counts, Error> {
    let total = |label: &str| -> Result<u64, Error> {
        summary
            .lines()
            .filter_map(|line| line.split_once("== ").map(|(_, rest)| rest))
            .find_map(|rest| rest.strip_prefix(label))
            .and_then(|rest| rest.split_whitespace().next())
            .map(|digits| digits.replace(',', ""))
            .and_then(|digits| digits.parse().ok())
            .ok_or_else(|| Error::from(format!("cachegrind printed no `{label}`")))
    };
    Ok(Counts {
        instructions: total("I   refs:")?,
        branches: total("Branches:")?,
        mispredicts: total("Mispredicts:")?,
        d1_misses: total("D1  misses:")?,
        lld_misses: total("LLd misses:")?,
    })
}

fn peak_memory(program: &Path, args: &[String]) -> Result<u64, Error> {
    let output = Command::new("/usr/bin/time")
        .arg("-v")
        .arg(program)
        .args(args)
        .output()
        .map_err(|e| Error::io("/usr/bin/time", e))?;
    let report = String::from_utf8_lossy(&output.stderr);
    report
        .lines()
        .find_map(|l| l.trim().strip_prefix("Maximum resident set size (kbytes):"))
        .and_then(|kb| kb.trim().parse::<u64>().ok())
        .map(|kb| kb * 1024)
        .ok_or_else(|| Error::from(format!("GNU time printed no peak memory: {report}")))
}

/// The machine: processor, cores, each cache with the cores that share it, and how busy
/// it was when the measurements began.
#[derive(Debug, Serialize)]
pub struct Machine {
    /// The command that recorded it.
    pub command: String,
    /// The day.
    pub measured_on: String,
    /// The processor's name, as `/proc/cpuinfo` gives it.
    pub cpu: String,
    /// The cores the system offers.
    pub cores: u64,
    /// The first-level data cache of core 0, in bytes.
    pub l1d_bytes: u64,
    /// The second-level cache of core 0, in bytes.
    pub l2_bytes: u64,
    /// How many cores share that second-level cache, as the system reports it.
    pub l2_shared_by: u64,
    /// The last-level cache, in bytes.
    pub l3_bytes: u64,
    /// How many cores share it.
    pub l3_shared_by: u64,
    /// The load average over the last minute when it was recorded: about 0 on a quiet
    /// machine, about 1 per busy core on a shared one.
    pub load_1min: f64,
    /// Whether anything else was running: a load average of 0.3 or more.
    pub shared: bool,
}

/// The command that records the machine.
pub const MACHINE_COMMAND: &str = "cargo run -p figures -- record-machine";

/// Reads the machine from `/proc` and `/sys`.
///
/// # Errors
///
/// When `/sys/devices/system/cpu/cpu0/cache` cannot be read.
pub fn record_machine() -> Result<Machine, Error> {
    let cache_dir = Path::new("/sys/devices/system/cpu/cpu0/cache");
    let mut caches: Vec<(u64, String, u64, u64)> = Vec::new();
    let entries = fs::read_dir(cache_dir).map_err(|e| Error::io(cache_dir.display(), e))?;
    for entry in entries {
        let dir = entry.map_err(|e| Error::io(cache_dir.display(), e))?.path();
        let read = |name: &str| {
            fs::read_to_string(dir.join(name))
                .map(|s| s.trim().to_string())
                .unwrap_or_default()
        };
        if !dir
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("index"))
        {
            continue;
        }
        let level = read("level").parse().unwrap_or(0);
        let size = parse_size(&read("size"));
        let shared_by = count_cpus(&read("shared_cpu_list"));
        caches.push((level, read("type"), size, shared_by));
    }
    let find = |level: u64, kinds: &[&str]| {
        caches
            .iter()
            .find(|(l, t, _, _)| *l == level && kinds.contains(&t.as_str()))
            .map_or((0, 0), |(_, _, size, by)| (*size, *by))
    };
    let (l1d_bytes, _) = find(1, &["Data", "Unified"]);
    let (l2_bytes, l2_shared_by) = find(2, &["Unified", "Data"]);
    let (l3_bytes, l3_shared_by) = find(3, &["Unified", "Data"]);
    let load_1min = crate::record::provenance::load_average();
    let cpu = machine();
    let cpu = cpu.split(',').next().unwrap_or("").to_string();
    Ok(Machine {
        command: MACHINE_COMMAND.into(),
        measured_on: today(),
        cpu,
        cores: std::thread::available_parallelism().map_or(0, |n| n.get() as u64),
        l1d_bytes,
        l2_bytes,
        l2_shared_by,
        l3_bytes,
        l3_shared_by,
        load_1min,
        shared: load_1min >= 0.3,
    })
}

/// `32K`, `1024K`, `32M` in bytes.
fn parse_size(text: &str) -> u64 {
    let (digits, scale) = match text.chars().last() {
        Some('K') => (&text[..text.len() - 1], 1024),
        Some('M') => (&text[..text.len() - 1], 1024 * 1024),
        Some('G') => (&text[..text.len() - 1], 1024 * 1024 * 1024),
        _ => (text, 1),
    };
    digits.parse::<u64>().map_or(0, |d| d * scale)
}

/// How many CPUs a list such as `0-1,4` names.
fn count_cpus(list: &str) -> u64 {
    list.split(',')
        .filter(|part| !part.is_empty())
        .map(|part| match part.split_once('-') {
            Some((a, b)) => {
                let (a, b): (u64, u64) = (a.parse().unwrap_or(0), b.parse().unwrap_or(0));
                b.saturating_sub(a) + 1
            }
            None => 1,
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cachegrind_totals_are_read_from_its_summary() {
        let summary = "==1== I   refs:      3,363,152\n\
                       ==1== D1  misses:       21,031  ( 12,541 rd   +   8,490 wr)\n\
                       ==1== LLd misses:        4,566  (  1,699 rd   +   2,867 wr)\n\
                       ==1== Branches:        605,902  (604,842 cond +   1,060 ind)\n\
                       ==1== Mispredicts:      23,438  ( 23,042 cond +     396 ind)\n";
        assert_eq!(
            parse_cachegrind(summary).unwrap(),
            Counts {
                instructions: 3_363_152,
                branches: 605_902,
                mispredicts: 23_438,
                d1_misses: 21_031,
                lld_misses: 4_566,
            }
        );
        assert!(parse_cachegrind("==1== I   refs: 5\n").is_err());
    }

    #[test]
    fn sizes_and_cpu_lists_as_the_system_writes_them() {
        assert_eq!(parse_size("32K"), 32 * 1024);
        assert_eq!(parse_size("32M"), 32 * 1024 * 1024);
        assert_eq!(parse_size("512"), 512);
        assert_eq!(count_cpus("0"), 1);
        assert_eq!(count_cpus("0-1"), 2);
        assert_eq!(count_cpus("0-3,8"), 5);
    }
}
