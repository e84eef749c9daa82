//! The commands: draw the figures and the fixture, or record a measurement.
//!
//! `cargo run -p figures`: draw every figure of `src/figures.toml` into `src/figures/`,
//! and write the try-it widgets' fixture, `target/try-fixture.json`; `cargo run -p figures
//! -- fixture` writes the fixture alone.
//!
//! `cargo run -p figures -- record-bench <group> [<more groups>]`: after `cargo bench -p
//! stone-games --bench <group>`, store criterion's estimates in
//! `figures/data/bench-<group>.json`, with the date and the machine, then draw the figures
//! again; a run that lacks a measurement of the committed file (one filtered to a method)
//! is refused, unless `--replace` drops them. A bench target that runs more criterion
//! groups than the one named after it (such as `stone_game_iii`) names them after it, and
//! they are stored in the same file.
//!
//! `cargo run --release -p figures -- record-profiles`: run the profiling examples under
//! cachegrind and GNU time into `figures/data/profile-*.json` (only those of the examples
//! named after it, if any: `record-profiles stone_game_iv_profile`); `cargo run -p figures --
//! record-machine`: the processor, its caches and its load into `figures/data/machine.json`.
//!
//! `cargo run --release -p figures -- count-losing 10`: count the losing positions of Stone
//! Game IV up to 10³ ... 10¹⁰ into `figures/data/sg4-counts.json`, then draw the figures.
//!
//! `cargo run --release -p figures -- record-c-sieve [9]`: compile the C segmented sieve
//! (`figures/c/segmented_sieve.c`, `cc -O2`) and run it beside every step of the crate's
//! segmented sieve to 10⁹, into `figures/data/c-sieve.json`, then draw the figures.
//!
//! `cargo run --release -p figures -- record-limits [--quiet]`: run every public function
//! exactly at each of its limits, once (the best of three when a run is short), saying on
//! stderr which and how long it took, into `figures/data/limits.json`, then draw the
//! figures. The machine is recorded as shared with other work unless `--quiet` says it was
//! not. A debug build refuses: its times would be wrong. `record-limits --only <game> [<more
//! games>]` (`--only stone_game_v stone_game_vi`) runs only those games' cases the same way
//! and prints their times, writing nothing: what new cases cost, before the whole
//! recording is made again. `record-limits --again <game> [<more games>]` runs them and
//! puts their records in place of the old ones, each marked with its own day and load.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;
use std::process::ExitCode;

use figures::shared::data::write_json;
use figures::Error;
use serde::Serialize;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), Error> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [] => draw(),
        [command] if command == "fixture" => fixture(),
        [command, group, others @ ..] if command == "record-bench" => record_bench(group, others),
        [command, exponent] if command == "count-losing" => count_losing(exponent),
        [command, exponent @ ..] if command == "record-c-sieve" => record_c_sieve(exponent),
        [command, examples @ ..] if command == "record-profiles" => {
            for path in figures::record::profile::record_profiles(examples)? {
                println!("recorded {}", path.display());
            }
            draw()
        }
        [command] if command == "record-machine" => {
            let machine = figures::record::profile::record_machine()?;
            let path = figures::shared::data::data_dir().join("machine.json");
            write_json(&path, &machine)?;
            println!("recorded the machine in {}", path.display());
            Ok(())
        }
        [command, rest @ ..] if command == "record-limits" => record_limits(rest),
        _ => Err(USAGE.into()),
    }
}

/// What the commands are, when none is recognised.
const USAGE: &str = "usage: cargo run -p figures [-- record-bench <group> \
                     [<more groups>] [--replace] | record-profiles [<example> ...] | \
                     record-machine | count-losing <exponent> | \
                     record-c-sieve [<exponent>] | record-limits [--quiet | \
                     --only <game> [<more games>] | --again <game> \
                     [<more games>]]]";

/// `record-bench <group> [<more groups>] [--replace]`: refuses to drop a measurement
/// of the committed recording unless `--replace` says to.
fn record_bench(group: &str, others: &[String]) -> Result<(), Error> {
    let replace = others.iter().any(|o| o == "--replace");
    let others: Vec<String> = others
        .iter()
        .filter(|o| *o != "--replace")
        .cloned()
        .collect();
    let recording = figures::record::bench::record_groups(group, &others)?;
    let old = figures::record::bench::load(group).ok();
    let dropped = old.as_ref().map_or(Vec::new(), |old| {
        figures::record::bench::dropped(old, &recording)
    });
    // The committed recording's own command names every group its target runs.
    let whole_run = old.map_or_else(
        || figures::record::bench::record_command(group),
        |old| old.command,
    );
    if !dropped.is_empty() && !replace {
        return Err(format!(
            "target/criterion lacks {} measurements of the committed recording ({}{}): \
             record after a whole run, `{}`, so that every ratio compares one run; or pass \
             --replace to drop them",
            dropped.len(),
            dropped[..dropped.len().min(3)].join(", "),
            if dropped.len() > 3 { ", ..." } else { "" },
            whole_run,
        )
        .into());
    }
    let what = format!("{} measurements", recording.results.len());
    let path = figures::record::bench::recording_path(group);
    record(&path, &recording, &what)
}

/// `count-losing <exponent>`.
fn count_losing(exponent: &str) -> Result<(), Error> {
    let exponent: u32 = exponent
        .parse()
        .map_err(|_| "count-losing takes an exponent, e.g. 9")?;
    let counts = figures::record::stone_game_iv_counts::record_counts(exponent)?;
    let what = format!("{} counts", counts.counts.len());
    record(
        &figures::record::stone_game_iv_counts::counts_path(),
        &counts,
        &what,
    )
}

/// `record-c-sieve [<exponent>]`.
fn record_c_sieve(exponent: &[String]) -> Result<(), Error> {
    let exponent = match exponent {
        [] => 9,
        [e] => e
            .parse()
            .map_err(|_| "record-c-sieve takes an exponent, e.g. 9 (the default)")?,
        _ => return Err("record-c-sieve takes one exponent".into()),
    };
    let recording = figures::record::c_sieve::record(exponent)?;
    let what = format!("{} runs", recording.results.len());
    record(
        &figures::record::c_sieve::recording_path(),
        &recording,
        &what,
    )
}

/// `record-limits [--quiet | --only <game> [<more games>] | --again <game> [<more
/// games>]]`.
fn record_limits(rest: &[String]) -> Result<(), Error> {
    let quiet = match rest {
        [flag, games @ ..] if flag == "--only" => {
            let times = figures::record::limits::run_only(games)?;
            println!("{} times at limits, none recorded", times.len());
            return Ok(());
        }
        [flag, games @ ..] if flag == "--again" => {
            let recording = figures::record::limits::again(games)?;
            let what = format!(
                "{} times at limits, those of {} again",
                recording.results.len(),
                games.join(", ")
            );
            return record(
                &figures::record::limits::recording_path(),
                &recording,
                &what,
            );
        }
        [] => false,
        [flag] if flag == "--quiet" => true,
        _ => {
            return Err("record-limits takes `--quiet`, `--only <game> \
                        [<more games>]` or `--again <game> [<more games>]`"
                .into())
        }
    };
    let recording = figures::record::limits::record(quiet)?;
    let what = format!("{} times at limits", recording.results.len());
    record(
        &figures::record::limits::recording_path(),
        &recording,
        &what,
    )
}

/// Write `data`, `what` was recorded, to `path`, and draw every figure again.
fn record(path: &Path, data: &impl Serialize, what: &str) -> Result<(), Error> {
    write_json(path, data)?;
    println!("recorded {what} in {}", path.display());
    draw()
}

fn draw() -> Result<(), Error> {
    let manifest = figures::draw::manifest::load_manifest()?;
    let drawn = figures::draw::draw_all(&manifest)?;
    let dir = figures::draw::figures_dir();
    fs::create_dir_all(&dir).map_err(|e| Error::io(dir.display(), e))?;

    let mut owned = BTreeSet::new();
    for figure in &drawn {
        let path = dir.join(&figure.file);
        let unchanged = fs::read_to_string(&path).is_ok_and(|old| old == figure.contents);
        if !unchanged {
            fs::write(&path, &figure.contents).map_err(|e| Error::io(path.display(), e))?;
            println!("drew {}", path.display());
        }
        owned.insert(figure.file.clone());
    }
    // A figure removed from the manifest leaves no file behind.
    for entry in fs::read_dir(&dir).map_err(|e| Error::io(dir.display(), e))? {
        let entry = entry.map_err(|e| Error::io(dir.display(), e))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if !owned.contains(&name) {
            fs::remove_file(entry.path()).map_err(|e| Error::io(entry.path().display(), e))?;
            println!("removed {}", entry.path().display());
        }
    }
    println!(
        "{} figures are up to date in {}",
        drawn.len(),
        dir.display()
    );
    fixture()
}

/// The try-it widgets' fixture: the crate's answers to their inputs.
fn fixture() -> Result<(), Error> {
    if figures::fixture::try_fixture::write()? {
        println!(
            "wrote {}",
            figures::fixture::try_fixture::fixture_path().display()
        );
    }
    Ok(())
}
