//! Records Stone Game IV's count of losing positions (`sg4-counts.json`).
//!
//! Up to 10³ ... 10⁹ (and beyond), with the time each count took, into
//! `figures/data/sg4-counts.json`; `draw/games/stone_game_iv.rs` draws it.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use stone_games::stone_game_iv::{
    book::{count_losing_positions_with, Progress},
    count_losing_positions,
};

use crate::record::provenance::{machine, today};
use crate::shared::data::{data_dir, read_json};
use crate::shared::numbers::{format_time, thousands};
use crate::Error;

/// The count of losing positions up to 10ᵏ, and the time each count took.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Counts {
    /// The command that produced this file.
    pub command: String,
    /// The day of the run, `YYYY-MM-DD` (UTC).
    pub measured_on: String,
    /// The processor, its number of cores and the operating system.
    pub machine: String,
    /// One entry per limit, in increasing order.
    pub counts: Vec<Count>,
}

/// The losing positions up to one limit, and how long the count took.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Count {
    /// The limit, a power of ten.
    pub n: u64,
    /// How many losing positions p <= n there are.
    pub losing: u64,
    /// How many times the count was run.
    pub runs: u32,
    /// The seconds the fastest of those runs of `count_losing_positions(n)` took
    /// (beyond 10⁹, the one run of `count_losing_positions_to(n, ...)`).
    pub seconds: f64,
    /// Beyond 10⁹: the peak resident memory of the process when the count ended
    /// (`VmHWM` in `/proc/self/status`), in bytes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub peak_bytes: Option<u64>,
    /// Beyond 10⁹: the one-minute load average when the count began
    /// (`/proc/loadavg`): about 1 per busy core.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub load_1min: Option<f64>,
    /// Beyond 10⁹: every losing position up to n that ends in the digit 6 (D. Bush
    /// wrote in 1992 that 11,356 is the only one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending_in_6: Option<Vec<u64>>,
}

/// `figures/data/sg4-counts.json`.
pub fn counts_path() -> PathBuf {
    data_dir().join("sg4-counts.json")
}

/// The command that records the counts.
pub fn counts_command(max_exponent: u32) -> String {
    format!("cargo run --release -p figures -- count-losing {max_exponent}")
}

/// How long each limit is counted again and again, at least once: the fastest of many
/// runs is what the count costs, without the start-up costs (threads, caches, the first
/// touch of fresh memory) that make one short run worth little.
const TIME_PER_LIMIT: Duration = Duration::from_secs(1);

/// Count the losing positions up to 10³, 10⁴, ..., 10^`max_exponent`, timing each count
/// as the fastest of as many runs as fit in `TIME_PER_LIMIT` (one run for the largest
/// limits).
///
/// # Errors
///
/// When the build is not optimised (the timings would mean little), a limit is too large,
/// or a larger limit was counted faster than a smaller one (a measurement disturbed by the
/// machine: measure again, on a quieter machine).
pub fn record_counts(max_exponent: u32) -> Result<Counts, Error> {
    if cfg!(debug_assertions) {
        return Err(format!(
            "run it as `{}`: timings of a debug build mean little",
            counts_command(max_exponent)
        )
        .into());
    }
    let mut counts = Vec::new();
    for k in 3..=max_exponent.min(9) {
        let n = 10_u64.pow(k);
        let started = Instant::now();
        let (mut runs, mut fastest, mut losing) = (0_u32, f64::INFINITY, 0);
        while runs == 0 || started.elapsed() < TIME_PER_LIMIT {
            let start = Instant::now();
            losing = count_losing_positions(n)?;
            fastest = fastest.min(start.elapsed().as_secs_f64());
            runs += 1;
        }
        println!(
            "up to {}: {} losing positions ({}, the fastest of {runs} runs)",
            thousands(n),
            thousands(losing),
            format_time(fastest * 1e9)
        );
        counts.push(Count {
            n,
            losing,
            runs,
            seconds: fastest,
            peak_bytes: None,
            load_1min: None,
            ending_in_6: None,
        });
    }
    for k in 10..=max_exponent {
        counts.push(count_far(10_u64.pow(k), &counts)?);
    }
    let counts = Counts {
        command: counts_command(max_exponent),
        measured_on: today(),
        machine: machine(),
        counts,
    };
    check_counts(&counts)?;
    Ok(counts)
}

/// One count beyond 10⁹ (`MAX_N`): a single run of `count_losing_positions_to` on
/// every core, with a progress bar on stderr (how far, how many found, the time left at
/// the current rate). Its counts at the smaller powers of ten must be those already
/// counted, `earlier`.
fn count_far(n: u64, earlier: &[Count]) -> Result<Count, Error> {
    let cores = std::thread::available_parallelism()
        .map_or(1, |c| c.get().min(stone_games::stone_game_iv::MAX_THREADS));
    let bar = progress_bar(n)?;
    let load_1min = Some(crate::record::provenance::load_average());
    let mut shown = ShownProgress {
        bar: &bar,
        n,
        started: Instant::now(),
        on_terminal: std::io::IsTerminal::is_terminal(&std::io::stderr()),
        last_percent: 0,
    };
    // D. Bush's 1992 post: 11,356 is the only losing position that ends in the digit 6.
    let mut ending_in_6 = Vec::new();
    let found = count_losing_positions_with(
        n,
        cores,
        |p| {
            if p % 10 == 6 {
                ending_in_6.push(p);
            }
        },
        |p: Progress| shown.show(p),
    )?;
    let seconds = shown.started.elapsed().as_secs_f64();
    bar.finish_and_clear();
    check_against_earlier(n, &found, earlier)?;
    let losing = found
        .last()
        .map(|&(_, losing)| losing)
        .ok_or("the count found no count")?;
    println!(
        "up to {}: {} losing positions ({}, one run on {cores} threads)",
        thousands(n),
        thousands(losing),
        format_time(seconds * 1e9)
    );
    Ok(Count {
        n,
        losing,
        runs: 1,
        seconds,
        peak_bytes: peak_resident_bytes(),
        load_1min,
        ending_in_6: Some(ending_in_6),
    })
}

/// The progress bar of a count to `n`.
fn progress_bar(n: u64) -> Result<indicatif::ProgressBar, Error> {
    let bar = indicatif::ProgressBar::new(n);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "counting to {len}: {percent}% [{bar:30}] {msg}, {elapsed} so far, {eta} left",
        )
        .map_err(|e| Error::from(e.to_string()))?
        .progress_chars("=> "),
    );
    Ok(bar)
}

/// How far a count to `n` has come, shown on stderr as it goes.
struct ShownProgress<'a> {
    bar: &'a indicatif::ProgressBar,
    n: u64,
    started: Instant,
    on_terminal: bool,
    /// The last percent written as a line, off a terminal.
    last_percent: u64,
}

impl ShownProgress<'_> {
    /// Moves the bar to `p`, and off a terminal (where no bar is drawn: into a log)
    /// writes a line at each percent.
    fn show(&mut self, p: Progress) {
        let n = self.n;
        self.bar.set_position(p.up_to.min(n));
        self.bar
            .set_message(format!("{} losing positions", thousands(p.losing)));
        let percent = p.up_to.min(n) * 100 / n;
        if !self.on_terminal && percent > self.last_percent {
            self.last_percent = percent;
            let elapsed = self.started.elapsed().as_secs_f64();
            let left = elapsed * (100 - percent) as f64 / percent.max(1) as f64;
            eprintln!(
                "counting to {}: {percent}% ({} losing positions), \
                 {elapsed:.0} s so far, about {left:.0} s left",
                thousands(n),
                thousands(p.losing),
            );
        }
    }
}

/// Checks the count to `n`'s counts at the smaller powers of ten, `found`, against
/// those already counted, `earlier`, and prints each.
fn check_against_earlier(n: u64, found: &[(u64, u64)], earlier: &[Count]) -> Result<(), Error> {
    for &(at, losing) in found {
        if let Some(count) = earlier.iter().find(|c| c.n == at) {
            if count.losing != losing {
                return Err(format!(
                    "the count to {} found {losing} losing positions up to {}, where the \
                     count to {} alone found {}",
                    thousands(n),
                    thousands(at),
                    thousands(at),
                    count.losing
                )
                .into());
            }
        }
        println!(
            "up to {}: {} losing positions",
            thousands(at),
            thousands(losing)
        );
    }
    Ok(())
}

/// The process's peak resident memory so far, from `/proc/self/status`.
fn peak_resident_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// The counts are in increasing order of n, and a larger n never took less time.
fn check_counts(data: &Counts) -> Result<(), Error> {
    for pair in data.counts.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        if a.n >= b.n {
            return Err(format!("the limits are not increasing: {} then {}", a.n, b.n).into());
        }
        if b.seconds < a.seconds {
            return Err(format!(
                "counting to {} took {}, less than counting to {} ({}): a measurement \
                 disturbed by the machine; measure again with `{}` on a quieter machine",
                thousands(b.n),
                format_time(b.seconds * 1e9),
                thousands(a.n),
                format_time(a.seconds * 1e9),
                data.command
            )
            .into());
        }
    }
    Ok(())
}

/// Load the committed counts, checked.
///
/// # Errors
///
/// When the file is missing or malformed, or its times are not in order.
pub fn load_counts() -> Result<Counts, Error> {
    let path = counts_path();
    let data: Counts = read_json(&path, &counts_command(9))?;
    check_counts(&data).map_err(|e| e.within(path.display()))?;
    Ok(data)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(times: &[(u64, f64)]) -> Counts {
        Counts {
            command: "c".into(),
            measured_on: "d".into(),
            machine: "m".into(),
            counts: times
                .iter()
                .map(|&(n, seconds)| Count {
                    n,
                    losing: 1,
                    runs: 1,
                    seconds,
                    peak_bytes: None,
                    load_1min: None,
                    ending_in_6: None,
                })
                .collect(),
        }
    }

    #[test]
    fn a_count_that_took_less_time_for_a_larger_n_is_refused() {
        assert!(check_counts(&counts(&[(1_000, 1e-4), (10_000, 2e-4)])).is_ok());
        let e = check_counts(&counts(&[(1_000, 4e-4), (10_000, 2e-4)]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("measure again"), "{e}");
        assert!(check_counts(&counts(&[(10_000, 1e-4), (1_000, 2e-4)])).is_err());
    }

    #[test]
    fn the_committed_counts_never_get_faster_as_n_grows() {
        load_counts().unwrap();
    }
}
