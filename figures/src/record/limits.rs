//! The time of every public function at its limit: recorded into
//! `figures/data/limits.json` by `cargo run --release -p figures --
//! record-limits`, and drawn as the appendix's table of limits by
//! `draw/limits.rs`.
//!
//! Every public function of the crate answers any input it accepts, or
//! refuses it with its game's `Error`, which names the limit. The
//! doc comment of each limit says what it bounds and why; this recording is
//! where its time is. Each record is one method on one input exactly at one
//! limit: the worst case the limit's doc comment describes, or else the
//! benchmarks' kind of row (each game's `stone_games_testkit::RowRecipe`),
//! for the nine games from `stone_game` to `stone_game_ix`.
//!
//! A limit that only keeps numbers from overflowing, on rows of 8 GiB of
//! input or more (the `MAX_LEN` of Stone Games I, III, VI and VII, and
//! Stone Game VIII's `MAX_I64_LEN`), is
//! not run; for the later games, the comment on the game's cases says where
//! the book proves it. Nor are Stone Game IV's `MAX_COUNT_N`, a count of
//! minutes that `count-losing 10` records, and `MAX_THREADS`, a number of
//! threads. The tests read every public limit from the crate's source, and
//! check that each is run here or listed, with why not, in `NOT_MEASURED`
//! (`limits/complete.rs`).
//!
//! `cargo run --release -p figures -- record-limits --only <game> [<more
//! games>]` runs only those games' cases and writes nothing: to see what
//! new cases cost before the whole recording is made again. `--again <game>
//! [<more games>]` runs them and puts their records in place of the old
//! ones, each marked with the day, machine and load of that run.
//!
//! Where a method's worst input is not known from its doc comment, it is
//! timed on each candidate input and recorded on the slowest
//! (`Cases::add_worst`). A recording that contradicts itself (a trace
//! faster than the method it traces) fails to draw ([`consistent`]).

use std::hint::black_box;
use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::time::Instant;

use serde::{Deserialize, Serialize};
use stone_games::{
    stone_game, stone_game_ii, stone_game_iii, stone_game_iv, stone_game_ix, stone_game_v,
    stone_game_vi, stone_game_vii, stone_game_viii,
};
use stone_games_testkit::{
    RowRecipe, STONE_GAME_III_ROWS, STONE_GAME_II_ROWS, STONE_GAME_IX_ROWS, STONE_GAME_ROWS,
    STONE_GAME_VIII_ROWS, STONE_GAME_VII_ROWS, STONE_GAME_VI_ROWS, STONE_GAME_V_ROWS,
};

use crate::record::provenance::{load_average, machine, rustc, today};
use crate::shared::data::{data_dir, read_json};
use crate::shared::numbers::{format_time, power_of_ten, thousands};
use crate::Error;

/// The command that records the limits.
pub const COMMAND: &str = "cargo run --release -p figures -- record-limits";

/// A run shorter than this is repeated, and the best of three kept.
const SHORT: f64 = 1.0;

/// `figures/data/limits.json`, as [`record`] writes it.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Recording {
    /// The command that measured these times.
    pub command: String,
    /// The day of the measurement, `YYYY-MM-DD` (UTC).
    pub measured_on: String,
    /// The processor, its number of cores and the operating system.
    pub machine: String,
    /// Whether other work shared the machine while it was measured (true
    /// unless the command was given `--quiet`).
    pub shared: bool,
    /// The one-minute load average when the recording started
    /// (`/proc/loadavg`; 0 where there is none).
    pub load_average: f64,
    /// The compiler that built the crate.
    pub rustc: String,
    /// One record per (limit, method, input), game by game.
    pub results: Vec<LimitTime>,
}

/// One method, run once (or the best of three when a run is short) on one
/// input at one limit: flat, so that a chapter can select it by its fields.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LimitTime {
    /// The game's module: `stone_game`, ..., `stone_game_ix`.
    pub game: String,
    /// The constant: `MAX_GAME_TREE_LEN`.
    pub limit: String,
    /// The constant's value.
    pub value: u64,
    /// The public function, as its module names it
    /// (`pitfalls::memo_zero_means_unsolved`).
    pub method: String,
    /// The input's size, in what the function counts: piles, stones, values,
    /// a position, or rows to play.
    pub n: u64,
    /// The input, in words.
    pub input: String,
    /// How many times it was run.
    pub runs: u32,
    /// The seconds of its fastest run.
    pub seconds: f64,
    /// For a record measured again on its own (`record-limits --again`), the
    /// day, machine and load of that run; the others share the file's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub again: Option<String>,
}

/// `figures/data/limits.json`.
pub fn recording_path() -> PathBuf {
    data_dir().join("limits.json")
}

/// One measurement to make: what it is, and how to run it.
struct Case {
    game: &'static str,
    limit: &'static str,
    value: u64,
    method: &'static str,
    n: u64,
    input: String,
    /// Builds the input, then times the method on it: (runs, seconds, and,
    /// when it chose among candidate inputs, the one it chose).
    measure: Box<dyn Fn() -> Result<Timed, Error>>,
}

/// A candidate input: what it is, and how to build it at a size.
type Candidate<I> = (String, fn(usize) -> I);

/// Runs, seconds of the fastest, and the input chosen among candidates.
type Timed = (u32, f64, Option<String>);

/// The fastest of one run, or of three when a run is shorter than
/// [`SHORT`], of `run` on `input`; an error stops the recording.
fn time<I, T, E: std::error::Error + Send + Sync + 'static>(
    input: &I,
    run: &impl Fn(&I) -> Result<T, E>,
) -> Result<(u32, f64), Error> {
    let (mut runs, mut best) = (0, f64::INFINITY);
    while runs == 0 || (runs < 3 && best < SHORT) {
        let start = Instant::now();
        let answer = run(black_box(input))
            .map_err(|e| Error::Game(Box::new(e)).within("refused at its limit"))?;
        best = best.min(start.elapsed().as_secs_f64());
        drop(black_box(answer));
        runs += 1;
    }
    Ok((runs, best))
}

/// The list of cases, built game by game.
struct Cases(Vec<Case>);

impl Cases {
    /// Add `method` of `game` at `limit` (`value`), on the input `make`
    /// builds, of size `n`, described by `input`.
    fn add<I: 'static, T, E: std::error::Error + Send + Sync + 'static>(
        &mut self,
        (game, limit, value): (&'static str, &'static str, u64),
        method: &'static str,
        n: u64,
        input: &str,
        make: impl Fn() -> I + 'static,
        run: impl Fn(&I) -> Result<T, E> + 'static,
    ) {
        self.0.push(Case {
            game,
            limit,
            value,
            method,
            n,
            input: input.to_string(),
            measure: Box::new(move || {
                time(&make(), &run).map(|(runs, seconds)| (runs, seconds, None))
            }),
        });
    }

    /// Add `method` at `limit`, timed on each of `candidates` (a description
    /// and the input it builds), and recorded on the slowest of them: the
    /// worst input is found by measuring, not assumed.
    fn add_worst<I: 'static, T, E: std::error::Error + Send + Sync + 'static>(
        &mut self,
        (game, limit, value): (&'static str, &'static str, u64),
        method: &'static str,
        n: u64,
        candidates: Vec<Candidate<I>>,
        run: impl Fn(&I) -> Result<T, E> + 'static,
    ) {
        let described = candidates
            .iter()
            .map(|(d, _)| d.as_str())
            .collect::<Vec<_>>()
            .join(" or ");
        self.0.push(Case {
            game,
            limit,
            value,
            method,
            n,
            input: format!("the slowest of: {described}"),
            measure: Box::new(move || {
                let mut worst: Option<(u32, f64, String)> = None;
                for (description, make) in &candidates {
                    let (runs, seconds) = time(&make(n as usize), &run)?;
                    if worst.as_ref().is_none_or(|w| seconds > w.1) {
                        worst = Some((runs, seconds, description.clone()));
                    }
                }
                let (runs, seconds, input) = worst.ok_or("no candidate input")?;
                Ok((runs, seconds, Some(input)))
            }),
        });
    }
}

/// A table of cases: the methods timed at one limit of a game, on one
/// input, one row per method.
///
/// ```text
/// at_limit!(cases, game, LIMIT, n, input, make; |p|
///     method(p),
///     module::method(p, 2),
/// );
/// ```
///
/// adds, in order, one case per row: the call written, at the limit `LIMIT`
/// (the constant in scope gives its name and its value), on what `make`
/// builds (the call's `p`, by reference), of size `n`, described by
/// `input`. A case's method is the path of its call, so the name recorded
/// is the function timed. With `slowest of candidates` in place of `input,
/// make`, each method is timed on every candidate input and recorded on the
/// slowest ([`Cases::add_worst`]).
macro_rules! at_limit {
    (
        $cases:expr, $game:expr, $limit:ident, $n:expr,
        slowest of $candidates:expr;
        |$p:ident| $($head:ident $(:: $tail:ident)* ($($arg:expr),*)),+ $(,)?
    ) => {
        $(
            $cases.add_worst(
                ($game, stringify!($limit), $limit as u64),
                concat!(stringify!($head) $(, "::", stringify!($tail))*),
                $n as u64,
                $candidates,
                move |$p| $head $(:: $tail)* ($($arg),*),
            );
        )+
    };
    (
        $cases:expr, $game:expr, $limit:ident, $n:expr, $input:expr,
        $make:expr;
        |$p:ident| $($head:ident $(:: $tail:ident)* ($($arg:expr),*)),+ $(,)?
    ) => {
        $(
            $cases.add(
                ($game, stringify!($limit), $limit as u64),
                concat!(stringify!($head) $(, "::", stringify!($tail))*),
                $n as u64,
                $input,
                $make,
                move |$p| $head $(:: $tail)* ($($arg),*),
            );
        )+
    };
}

/// The values of `recipe`'s rows as the table of limits writes them,
/// `1..=1,000` or `-10,000..=10,000`: read from the recipe, not typed again.
fn values_of(recipe: &RowRecipe) -> String {
    let signed = |v: i64| {
        let sign = if v < 0 { "-" } else { "" };
        format!("{sign}{}", thousands(v.unsigned_abs()))
    };
    format!("{}..={}", signed(recipe.lo), signed(recipe.hi))
}

/// `n`, which must not be 0, as the count the exercises take.
fn nonzero(n: usize) -> NonZeroUsize {
    NonZeroUsize::new(n).expect("a positive count")
}

// Each game's cases, in a file of its own (the figures' drawings of each game
// are in draw/games/ likewise).
mod part_i;
mod part_ii;
mod part_iii;
mod part_iv;
mod part_ix;
mod part_v;
mod part_vi;
mod part_vii;
mod part_viii;

/// Every case, game by game, in the order of the games' `error.rs`.
fn cases() -> Vec<Case> {
    let mut c = Cases(Vec::new());
    part_i::stone_game_cases(&mut c);
    part_i::stone_game_row_cases(&mut c);
    part_ii::stone_game_ii_cases(&mut c);
    part_ii::stone_game_ii_table_cases(&mut c);
    part_iii::stone_game_iii_cases(&mut c);
    part_iv::stone_game_iv_cases(&mut c);
    part_iv::stone_game_iv_sieve_cases(&mut c);
    part_iv::stone_game_iv_move_set_cases(&mut c);
    part_v::stone_game_v_cases(&mut c);
    part_v::stone_game_v_play_cases(&mut c);
    part_vi::stone_game_vi_cases(&mut c);
    part_vii::stone_game_vii_cases(&mut c);
    part_viii::stone_game_viii_cases(&mut c);
    part_ix::stone_game_ix_cases(&mut c);
    c.0
}

/// The games, in the order of their cases.
const GAMES: [&str; 9] = [
    "stone_game",
    "stone_game_ii",
    "stone_game_iii",
    "stone_game_iv",
    "stone_game_v",
    "stone_game_vi",
    "stone_game_vii",
    "stone_game_viii",
    "stone_game_ix",
];

/// The cases of the games named, in their order.
///
/// # Errors
///
/// When no game is named, or a name is not one of [`GAMES`].
fn only(names: &[&str]) -> Result<Vec<Case>, Error> {
    if names.is_empty() {
        return Err("--only takes one game or more".into());
    }
    if let Some(unknown) = names.iter().find(|name| !GAMES.contains(name)) {
        return Err(format!(
            "no game `{unknown}` has limits: the games are {}",
            GAMES.join(", ")
        )
        .into());
    }
    Ok(cases()
        .into_iter()
        .filter(|case| names.contains(&case.game))
        .collect())
}

/// Run `cases`, saying on stderr which and how long each took.
fn run(cases: Vec<Case>) -> Result<Vec<LimitTime>, Error> {
    let total = cases.len();
    let started = Instant::now();
    let mut results = Vec::with_capacity(total);
    for (k, case) in cases.into_iter().enumerate() {
        eprint!(
            "[{}/{total}] {}::{} = {}: {} on {} ... ",
            k + 1,
            case.game,
            case.limit,
            thousands(case.value),
            case.method,
            case.input
        );
        let (runs, seconds, chosen) = (case.measure)()
            .map_err(|e| e.within(format!("{}::{} at {}", case.game, case.method, case.limit)))?;
        eprintln!("{} (best of {runs})", format_time(seconds * 1e9));
        let input = chosen.unwrap_or(case.input);
        results.push(LimitTime {
            game: case.game.to_string(),
            limit: case.limit.to_string(),
            value: case.value,
            method: case.method.to_string(),
            n: case.n,
            input,
            runs,
            seconds,
            again: None,
        });
    }
    eprintln!(
        "{total} limits measured in {}",
        format_time(started.elapsed().as_secs_f64() * 1e9)
    );
    Ok(results)
}

/// Refuse a debug build: its times would be many times too slow.
fn release_only() -> Result<(), Error> {
    if cfg!(debug_assertions) {
        return Err(format!(
            "record-limits measures times, and a debug build is many times \
             slower than the release build the limits are for: run it as \
             `{COMMAND}`"
        )
        .into());
    }
    Ok(())
}

/// Run every case, each method at its limit, saying on stderr which and how
/// long it took, and return the recording; `quiet` says that nothing else
/// ran on the machine.
///
/// # Errors
///
/// In a debug build (its times would be many times too slow), or when a
/// method refuses an input at its own limit.
pub fn record(quiet: bool) -> Result<Recording, Error> {
    release_only()?;
    let load_average = load_average();
    let results = run(cases())?;
    Ok(Recording {
        command: if quiet {
            format!("{COMMAND} --quiet")
        } else {
            COMMAND.to_string()
        },
        measured_on: today(),
        machine: machine(),
        shared: !quiet,
        load_average,
        rustc: rustc(),
        results,
    })
}

/// Run the cases of the games named only, as [`record`] runs them, and
/// return their times, to be printed, not recorded: what new cases cost,
/// before the whole recording is made again (`record-limits --only`).
///
/// # Errors
///
/// In a debug build, for a name that is not a game's module
/// (`stone_game_v`), or when a method refuses an input at its own limit.
pub fn run_only(names: &[String]) -> Result<Vec<LimitTime>, Error> {
    release_only()?;
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    run(only(&names)?)
}

/// Functions that do at least the work of another on the same input, as
/// (game, caller, callee): a trace records every step of the method it
/// traces, and a function that calls another first cannot be much faster.
const CALLS: [(&str, &str, &str); 5] = [
    (
        "stone_game_vi",
        "counting_trace",
        "score_difference_counting",
    ),
    ("stone_game_v", "max_score_table", "score_table"),
    ("stone_game_v", "max_score", "max_score_quadratic"),
    ("stone_game_v", "optimal_play", "score_table_quadratic"),
    ("stone_game_iv", "alice_wins", "losing_positions"),
];

/// Checks that the recording does not contradict itself: each caller of
/// `CALLS` takes at least half the time of its callee, at the same limit
/// and on the same input. A recording disturbed by other work on the machine
/// fails here, before a reader can notice.
///
/// # Errors
///
/// The first pair that contradicts itself, with both times.
pub fn consistent(recording: &Recording) -> Result<(), Error> {
    for (game, caller, callee) in CALLS {
        for slow in recording
            .results
            .iter()
            .filter(|r| r.game == game && r.method == caller)
        {
            let same = recording.results.iter().find(|r| {
                r.game == game && r.method == callee && r.limit == slow.limit && r.n == slow.n
            });
            if let Some(fast) = same {
                if slow.seconds < 0.5 * fast.seconds {
                    return Err(format!(
                        "figures/data/limits.json contradicts itself: \
                         {game}::{caller}, which does at least the work of \
                         {callee}, took {} against its {} at {}: record \
                         {game} again (`{COMMAND} --again {game}`)",
                        format_time(slow.seconds * 1e9),
                        format_time(fast.seconds * 1e9),
                        slow.limit
                    )
                    .into());
                }
            }
        }
    }
    Ok(())
}

/// Run the cases of the games named again, and put their records in place of
/// the old ones in the committed recording, each marked with the day, the
/// machine and the load of this run (`record-limits --again`).
///
/// # Errors
///
/// As [`run_only`], when the committed recording cannot be read, or when the
/// new recording contradicts itself.
pub fn again(names: &[String]) -> Result<Recording, Error> {
    release_only()?;
    let mut recording = load()?;
    let stamp = format!(
        "{}, {}, load average {:.2}",
        today(),
        machine(),
        load_average()
    );
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut fresh = run(only(&names)?)?;
    for record in &mut fresh {
        record.again = Some(stamp.clone());
    }
    let mut results = Vec::with_capacity(recording.results.len());
    let mut pending = Some(fresh);
    for record in recording.results {
        if names.contains(&record.game.as_str()) {
            // The new records take the place of the first old one of their
            // games, in the order the cases are listed.
            if let Some(fresh) = pending.take() {
                results.extend(fresh);
            }
        } else {
            results.push(record);
        }
    }
    if let Some(fresh) = pending {
        results.extend(fresh);
    }
    recording.results = results;
    consistent(&recording)?;
    Ok(recording)
}

/// Load the committed recording.
///
/// # Errors
///
/// When the file is missing or malformed.
pub fn load() -> Result<Recording, Error> {
    read_json(&recording_path(), COMMAND)
}

/// Every public limit of the games, read from the source: measured here, or
/// said why not.
#[cfg(test)]
mod complete;

#[cfg(test)]
mod tests {
    use super::part_ix::{sg9_row_of_counts, SG9_COUNTS, SG9_COUNTS_MOD_4};
    use super::part_vi::sg6_heaviest_rows;
    use super::*;

    #[test]
    fn the_parity_rows_are_counted_as_the_check_counts_them() {
        use stone_game::book::{parity_check_rows, MAX_PARITY_CHECK_ROWS};
        assert_eq!(parity_check_rows(18, 2), 349_525);
        assert_eq!(parity_check_rows(2, 999), 998_002);
        assert_eq!(parity_check_rows(52, 1), 27);
        for (len, most) in [(18, 2), (2, 999), (52, 1)] {
            assert!(parity_check_rows(len, most) <= MAX_PARITY_CHECK_ROWS);
        }
    }

    #[test]
    fn every_case_is_sized_and_listed_game_by_game() {
        let cases = cases();
        assert!(cases.len() > 100);
        for case in &cases {
            assert!(case.n > 0 && case.value > 0, "{}", case.method);
        }
        // Game by game, in the order of the games.
        let mut games: Vec<&str> = cases.iter().map(|c| c.game).collect();
        games.dedup();
        assert_eq!(games, GAMES);
    }

    #[test]
    fn the_inputs_at_the_limits_are_what_they_say() {
        use stone_games::stone_game_ix::{
            book::{MAX_COUNT_POSITIONS, MAX_GAME_TREE_LEN},
            residue_counts,
        };
        use stone_games::stone_game_vi::book::MAX_COUNTING_WEIGHT;
        // Zeros are the worst rows of Stone Game V's searches and of Stone
        // Game VIII's play, as their cases say.
        assert_eq!(
            stone_game_v::book::game_tree_calls(&[0; 10]),
            Ok(3_u64.pow(9))
        );
        assert_eq!(
            stone_game_v::book::reached_intervals(&[0; 50]),
            Ok(50 * 51 / 2)
        );
        let moves = stone_game_viii::optimal_play(&[0; 100]).unwrap();
        assert!(moves.len() == 99 && moves.iter().all(|m| m.count == 2));
        // Stone Game VI: the heaviest weight is the limit, on one stone
        // and on many.
        for n in [1, 1_000] {
            let (alice, bob) = sg6_heaviest_rows(n);
            let heaviest = (alice.iter().zip(&bob))
                .map(|(&a, &b)| u64::from(a) + u64::from(b))
                .max();
            assert_eq!(heaviest, Some(MAX_COUNTING_WEIGHT));
        }
        // Stone Game IX: exactly the positions of the limits.
        assert_eq!(1_u64 << MAX_GAME_TREE_LEN, 1 << 20); // 2^20 positions
        let positions = |counts: &[u64]| -> u64 { counts.iter().map(|c| c + 1).product() };
        assert_eq!(positions(&SG9_COUNTS), MAX_COUNT_POSITIONS);
        assert_eq!(4 * positions(&SG9_COUNTS_MOD_4), MAX_COUNT_POSITIONS);
        let row = sg9_row_of_counts(&SG9_COUNTS);
        assert_eq!(residue_counts(&row), SG9_COUNTS);
        let row = sg9_row_of_counts(&SG9_COUNTS_MOD_4);
        for (r, &count) in SG9_COUNTS_MOD_4.iter().enumerate() {
            let of_r = row.iter().filter(|&&s| s % 4 == r as u32).count();
            assert_eq!(of_r as u64, count);
        }
    }

    #[test]
    fn only_takes_the_cases_of_the_games_named() {
        let some = only(&["stone_game_vi", "stone_game_ix"]).unwrap();
        let all = cases();
        let of = |game: &str| all.iter().filter(|c| c.game == game).count();
        assert_eq!(some.len(), of("stone_game_vi") + of("stone_game_ix"));
        assert!(some
            .iter()
            .all(|c| ["stone_game_vi", "stone_game_ix"].contains(&c.game)));
        let error = only(&["stone_game_x"]).err().expect("an unknown game");
        assert!(error.to_string().contains("stone_game_x"), "{error}");
        assert!(only(&[]).is_err());
    }

    #[test]
    fn a_recording_that_contradicts_itself_is_caught() {
        let record = |method: &str, seconds: f64| LimitTime {
            game: "stone_game_vi".into(),
            limit: "MAX_COUNTING_WEIGHT".into(),
            value: 65_535,
            method: method.into(),
            n: 10_000_000,
            input: "rows".into(),
            runs: 3,
            seconds,
            again: None,
        };
        let mut recording = Recording {
            command: COMMAND.to_string(),
            measured_on: "2026-01-01".into(),
            machine: "a test machine".into(),
            shared: true,
            load_average: 1.5,
            rustc: "rustc 1.0".into(),
            results: vec![
                record("score_difference_counting", 0.199),
                record("counting_trace", 0.026),
            ],
        };
        let problem = consistent(&recording).unwrap_err().to_string();
        assert!(problem.contains("counting_trace"), "{problem}");
        recording.results[1].seconds = 0.21;
        assert!(consistent(&recording).is_ok());
    }

    #[test]
    fn a_recipes_values_read_as_the_table_writes_them() {
        assert_eq!(values_of(&STONE_GAME_VII_ROWS), "1..=1,000");
        assert_eq!(values_of(&STONE_GAME_VIII_ROWS), "-10,000..=10,000");
    }

    #[test]
    fn the_committed_recording_measures_every_case() {
        let recording = load().unwrap();
        let cases = cases();
        let mut games: Vec<&str> = cases.iter().map(|c| c.game).collect();
        games.sort_unstable();
        games.dedup();
        let changed: Vec<&str> = games
            .into_iter()
            .filter(|&game| {
                // By what each record is, not where: reordering the cases
                // asks for no new recording.
                let recorded: Vec<&LimitTime> = recording
                    .results
                    .iter()
                    .filter(|r| r.game == game)
                    .collect();
                let listed: Vec<&Case> = cases.iter().filter(|c| c.game == game).collect();
                recorded.len() != listed.len()
                    || !listed
                        .iter()
                        .all(|c| recorded.iter().any(|r| records(r, c)))
            })
            .collect();
        assert!(
            changed.is_empty(),
            "the cases of {changed:?} changed: record them again with \
             `{COMMAND} --again {}`",
            changed.join(" ")
        );
        assert_eq!(recording.results.len(), cases.len(), "{COMMAND} again");
    }

    /// Whether `r` is the record of `c`: the same function, limit and input
    /// (of a case timed on candidates, the one that was slowest), timed.
    fn records(r: &LimitTime, c: &Case) -> bool {
        let input = match c.input.strip_prefix("the slowest of: ") {
            Some(candidates) if candidates.contains(&r.input) => &r.input,
            _ => &c.input,
        };
        (&*r.game, &*r.limit, r.value, &*r.method, r.n, &*r.input)
            == (c.game, c.limit, c.value, c.method, c.n, &**input)
            && r.seconds > 0.0
            && r.runs >= 1
    }

    #[test]
    fn a_debug_build_refuses_to_record() {
        if cfg!(debug_assertions) {
            let error = record(false).unwrap_err().to_string();
            assert!(error.contains(COMMAND), "{error}");
            let names = ["stone_game_ix".to_string()];
            let error = run_only(&names).unwrap_err().to_string();
            assert!(error.contains(COMMAND), "{error}");
        }
    }
}
