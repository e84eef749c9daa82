//! The time of every public function at its limit: recorded into
//! `figures/data/limits.json` by `cargo run --release -p figures --
//! record-limits`, and drawn as the appendix's table of limits.
//!
//! Every public function of the crate answers any input it accepts within
//! seconds, or refuses it with its game's `Error`, which names the limit. The
//! doc comment of each limit says what it bounds and why; this recording is
//! where its time is. Each record is one method on one input exactly at one
//! limit: the worst case the limit's doc comment describes, or else the
//! benchmarks' kind of row (`code/benches/common/rows.rs`).

use std::fmt::Write as _;
use std::hint::black_box;
use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::time::Instant;

use serde::{Deserialize, Serialize};
use stone_games::{stone_game, stone_game_ii, stone_game_iii, stone_game_iv};

use crate::data::{data_dir, read_json};
use crate::html::{escape, math_in_text};
use crate::numbers::{format_time, thousands};
use crate::provenance::{machine, rustc, today};
use crate::Figure;

#[path = "../../code/benches/common/rows.rs"]
pub(crate) mod rows;

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
    /// The game's module: `stone_game`, ..., `stone_game_iv`.
    pub game: String,
    /// The constant: `MAX_GAME_TREE_PILES`.
    pub limit: String,
    /// The constant's value.
    pub value: u64,
    /// The public function, as its module names it
    /// (`pitfalls::memo_zero_means_unsolved`).
    pub method: String,
    /// The input's size, in what the function counts: piles, values, a
    /// position, or rows to play.
    pub n: u64,
    /// The input, in words.
    pub input: String,
    /// How many times it was run.
    pub runs: u32,
    /// The seconds of its fastest run.
    pub seconds: f64,
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
    /// Builds the input, then times the method on it: (runs, seconds).
    measure: Box<dyn Fn() -> Result<(u32, f64), String>>,
}

/// The fastest of one run, or of three when a run is shorter than
/// [`SHORT`], of `run` on `input`; an error stops the recording.
fn time<I, T, E: std::fmt::Debug>(
    input: &I,
    run: &impl Fn(&I) -> Result<T, E>,
) -> Result<(u32, f64), String> {
    let (mut runs, mut best) = (0, f64::INFINITY);
    while runs == 0 || (runs < 3 && best < SHORT) {
        let start = Instant::now();
        let answer = run(black_box(input))
            .map_err(|e| format!("refused at its limit: {e:?}"))?;
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
    fn add<I: 'static, T, E: std::fmt::Debug>(
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
            measure: Box::new(move || time(&make(), &run)),
        });
    }
}

/// The benchmarks' rows: Stone Game's piles of 1 to 500 stones.
fn sg_row(n: usize) -> Vec<u32> {
    rows::row(0x9E37_79B9_7F4A_7C15, n, 1, 500)
}

/// Stone Game II's: piles of 1 to 10,000 stones.
fn sg2_row(n: usize) -> Vec<u32> {
    rows::row(0x2545_F491_4F6C_DD1D, n, 1, 10_000)
}

/// Stone Game III's: values from -1,000 to 1,000.
fn sg3_row(n: usize) -> Vec<i32> {
    rows::row(0x5851_F42D_4C95_7F2D, n, -1_000, 1_000)
}

fn nonzero(n: usize) -> NonZeroUsize {
    NonZeroUsize::new(n).expect("a positive count")
}

/// Every limit of Stone Game that bounds time (or memory, where the time
/// at that size is the point), with the functions its doc comment names.
fn stone_game_cases(c: &mut Cases) {
    use stone_game::{exercises, pitfalls, *};
    let g = "stone_game";
    let n = MAX_GAME_TREE_PILES;
    let at = (g, "MAX_GAME_TREE_PILES", n as u64);
    let rows = format!("{n} piles of 1..=500 stones");
    c.add(
        at,
        "score_difference_brute_force",
        n as u64,
        &rows,
        move || sg_row(n),
        |p| score_difference_brute_force(p),
    );
    c.add(
        at,
        "game_tree_calls",
        n as u64,
        &rows,
        move || sg_row(n),
        |p| game_tree_calls(p),
    );
    c.add(
        at,
        "pitfalls::memo_zero_means_unsolved",
        n as u64,
        &format!("{n} empty piles"),
        move || vec![0; n],
        |p| pitfalls::memo_zero_means_unsolved(p),
    );

    let at = (g, "MAX_TABLE_BYTES", MAX_TABLE_BYTES as u64);
    for (method, cell) in [
        ("score_table", 8),
        ("score_difference_memo", 16),
        ("scores_with_turn", 48),
    ] {
        // The most piles whose n² cells of `cell` bytes fit the limit.
        let n = (MAX_TABLE_BYTES / cell).isqrt();
        let input = format!(
            "{} piles of 1..=500 stones ({cell}-byte cells)",
            thousands(n as u64)
        );
        let make = move || sg_row(n);
        match method {
            "score_table" => {
                c.add(at, method, n as u64, &input, make, |p| score_table(p))
            }
            "score_difference_memo" => {
                c.add(at, method, n as u64, &input, make, |p| {
                    score_difference_memo(p)
                })
            }
            _ => c.add(at, method, n as u64, &input, make, |p| {
                scores_with_turn(p)
            }),
        }
    }

    let n = MAX_TABLE_PILES;
    let at = (g, "MAX_TABLE_PILES", n as u64);
    let rows = format!("{} piles of 1..=500 stones", thousands(n as u64));
    c.add(
        at,
        "optimal_play",
        n as u64,
        &rows,
        move || sg_row(n),
        |p| optimal_play(p),
    );
    c.add(
        at,
        "exercises::optimal_ends_in_linear_memory",
        n as u64,
        &rows,
        move || sg_row(n),
        |p| exercises::optimal_ends_in_linear_memory(p),
    );

    let n = MAX_ROLLING_PILES;
    let at = (g, "MAX_ROLLING_PILES", n as u64);
    let rows = format!("{} piles of 1..=500 stones", thousands(n as u64));
    c.add(
        at,
        "score_difference_rolling",
        n as u64,
        &rows,
        move || sg_row(n),
        |p| score_difference_rolling(p),
    );
    c.add(
        at,
        "score_difference_rolling_signed",
        n as u64,
        &rows,
        move || sg_row(n).into_iter().map(i64::from).collect::<Vec<i64>>(),
        |v| score_difference_rolling_signed(v),
    );
    c.add(
        at,
        "pitfalls::rolling_row_right_to_left",
        n as u64,
        &rows,
        move || sg_row(n),
        |p| pitfalls::rolling_row_right_to_left(p),
    );
    c.add(
        at,
        "exercises::beat_greedy",
        n as u64,
        &rows,
        move || sg_row(n),
        |p| exercises::beat_greedy(p),
    );

    let at = (g, "MAX_UP_TO_MOVES", MAX_UP_TO_MOVES);
    for (n, most) in [(10_000, 10), (9_534, 11), (1_000, 1_000)] {
        let input = format!(
            "{} piles of 1..=500 stones, moves of up to {} piles",
            thousands(n as u64),
            thousands(most as u64)
        );
        let most = nonzero(most);
        c.add(
            at,
            "exercises::score_difference_up_to",
            n as u64,
            &input,
            move || sg_row(n),
            move |p| exercises::score_difference_up_to(p, most),
        );
    }

    let n = MAX_PARITY_SEARCH_PILES;
    let at = (g, "MAX_PARITY_SEARCH_PILES", n as u64);
    c.add(
        at,
        "parity_worst_case_margin",
        n as u64,
        &format!("{n} piles of 1..=500 stones"),
        move || sg_row(n),
        |p| parity_worst_case_margin(p),
    );

    let at = (g, "MAX_PARITY_CHECK_ROWS", MAX_PARITY_CHECK_ROWS);
    for (len, most) in [(18, 2), (2, 999), (MAX_PARITY_SEARCH_PILES, 1)] {
        let rows = parity_rows(len, most);
        let input = format!(
            "every row of up to {len} piles of 1..={most} stones ({} rows)",
            thousands(rows)
        );
        c.add(
            at,
            "check_parity_strategy",
            rows,
            &input,
            move || (len, most),
            |&(len, most)| check_parity_strategy(len, most),
        );
    }

    let n = MAX_TRACE_PILES;
    let at = (g, "MAX_TRACE_PILES", n as u64);
    c.add(
        at,
        "linear_trace",
        n as u64,
        &format!("the rising row 1, 2, ..., {}", thousands(n as u64)),
        move || (1..=n as i64).collect::<Vec<i64>>(),
        |v| linear_trace(v),
    );
}

/// The rows [`stone_game::check_parity_strategy`] plays for rows of up to
/// `len` piles of `1..=most` stones: one row of each even length up to
/// `len`, `most` choices a pile.
fn parity_rows(len: usize, most: u32) -> u64 {
    (0..=len as u32)
        .step_by(2)
        .map(|l| u64::from(most).pow(l))
        .sum()
}

/// Stone Game II's limits.
fn stone_game_ii_cases(c: &mut Cases) {
    use stone_game_ii::{exercises, pitfalls, *};
    let g = "stone_game_ii";
    let n = MAX_GAME_TREE_PILES;
    let at = (g, "MAX_GAME_TREE_PILES", n as u64);
    let rows = format!("{n} piles of 1..=10,000 stones");
    c.add(
        at,
        "max_stones_brute_force",
        n as u64,
        &rows,
        move || sg2_row(n),
        |p| max_stones_brute_force(p),
    );
    c.add(
        at,
        "game_tree_calls",
        n as u64,
        &rows,
        move || sg2_row(n),
        |p| game_tree_calls(p),
    );
    c.add(
        at,
        "pitfalls::m_becomes_x",
        n as u64,
        &rows,
        move || sg2_row(n),
        |p| pitfalls::m_becomes_x(p),
    );
    c.add(
        at,
        "pitfalls::takes_up_to_m",
        n as u64,
        &rows,
        move || sg2_row(n),
        |p| pitfalls::takes_up_to_m(p),
    );
    c.add(
        at,
        "pitfalls::memo_zero_means_unsolved",
        n as u64,
        &format!("{n} empty piles"),
        move || vec![0; n],
        |p| pitfalls::memo_zero_means_unsolved(p),
    );

    let n = MAX_CUBIC_PILES;
    let at = (g, "MAX_CUBIC_PILES", n as u64);
    let rows = format!("{} piles of 1..=10,000 stones", thousands(n as u64));
    c.add(
        at,
        "max_stones_memo",
        n as u64,
        &rows,
        move || sg2_row(n),
        |p| max_stones_memo(p),
    );
    c.add(
        at,
        "memo_calls",
        n as u64,
        &rows,
        move || sg2_row(n),
        |p| memo_calls(p),
    );
    c.add(
        at,
        "state_table_cubic",
        n as u64,
        &rows,
        move || sg2_row(n),
        |p| state_table_cubic(p),
    );
    c.add(
        at,
        "pitfalls::leaf_test_strict",
        n as u64,
        &rows,
        move || sg2_row(n),
        |p| pitfalls::leaf_test_strict(p),
    );
    c.add(
        at,
        "pitfalls::memo_m_sized_half",
        n as u64,
        &rows,
        move || sg2_row(n),
        |p| pitfalls::memo_m_sized_half(p),
    );

    let n = MAX_TABLE_PILES;
    let at = (g, "MAX_TABLE_PILES", n as u64);
    let rows = format!("{} piles of 1..=10,000 stones", thousands(n as u64));
    let make = move || sg2_row(n);
    c.add(at, "state_table", n as u64, &rows, make, |p| state_table(p));
    c.add(at, "max_stones_windows", n as u64, &rows, make, |p| {
        max_stones_windows(p)
    });
    c.add(at, "optimal_play", n as u64, &rows, make, |p| {
        optimal_play(p)
    });
    c.add(
        at,
        "exercises::stones_after_first_move",
        n as u64,
        &rows,
        make,
        |p| exercises::stones_after_first_move(p),
    );
    c.add(at, "max_stones", n as u64, &rows, make, |p| max_stones(p));
    c.add(at, "max_stones_answer_only", n as u64, &rows, make, |p| {
        max_stones_answer_only(p)
    });
    let wide = format!(
        "{} piles of 1..=2³² − 1 stones (a total that needs 64 bits)",
        thousands(n as u64)
    );
    c.add(
        at,
        "max_stones_answer_only",
        n as u64,
        &wide,
        move || {
            rows::row::<u32>(0x2545_F491_4F6C_DD1D, n, 1, i64::from(u32::MAX))
        },
        |p| max_stones_answer_only(p),
    );
    c.add(at, "max_stones_no_table", n as u64, &rows, make, |p| {
        max_stones_no_table(p)
    });
    c.add(at, "max_stones_block_minima", n as u64, &rows, make, |p| {
        max_stones_block_minima(p)
    });
    c.add(at, "max_stones_two_stacks", n as u64, &rows, make, |p| {
        max_stones_two_stacks(p)
    });
    c.add(at, "max_stones_row_blocks", n as u64, &rows, make, |p| {
        max_stones_row_blocks(p)
    });
    let signed = format!("{} values of 1..=10,000", thousands(n as u64));
    c.add(
        at,
        "exercises::score_difference_from_either_end",
        n as u64,
        &signed,
        move || rows::row::<i32>(0x2545_F491_4F6C_DD1D, n, 1, 10_000),
        |v| exercises::score_difference_from_either_end(v),
    );

    let n = MAX_REACHED_PILES;
    let at = (g, "MAX_REACHED_PILES", n as u64);
    c.add(
        at,
        "reached_states",
        n as u64,
        &format!("a row of {n} piles"),
        move || n,
        |&n| reached_states(n),
    );

    let n = MAX_TRACE_PILES;
    let at = (g, "MAX_TRACE_PILES", n as u64);
    c.add(
        at,
        "windows_trace",
        n as u64,
        &format!("{n} piles of 1..=10,000 stones"),
        move || sg2_row(n),
        |p| windows_trace(p),
    );
}

/// Stone Game III's limits.
fn stone_game_iii_cases(c: &mut Cases) {
    use stone_game_iii::{exercises, *};
    let g = "stone_game_iii";
    let n = MAX_GAME_TREE_VALUES;
    let at = (g, "MAX_GAME_TREE_VALUES", n as u64);
    let rows = format!("{n} values of -1,000..=1,000, k = {n}");
    c.add(
        at,
        "score_difference_brute_force",
        n as u64,
        &rows,
        move || sg3_row(n),
        move |v| score_difference_brute_force(v, n),
    );
    c.add(
        at,
        "game_tree_calls",
        n as u64,
        &rows,
        move || sg3_row(n),
        move |v| game_tree_calls(v, n),
    );

    let (n, k) = (100_000, 10_000);
    let at = (g, "MAX_TABLE_STEPS", MAX_TABLE_STEPS);
    let rows = "100,000 values of -1,000..=1,000, k = 10,000 (10⁹ steps)";
    c.add(
        at,
        "score_difference_table",
        n as u64,
        rows,
        move || sg3_row(n),
        move |v| score_difference_table(v, k),
    );
    c.add(
        at,
        "exercises::score_difference_ring_k",
        n as u64,
        rows,
        move || sg3_row(n),
        move |v| exercises::score_difference_ring_k(v, k),
    );

    let n = MAX_PLAY_VALUES;
    let at = (g, "MAX_PLAY_VALUES", n as u64);
    c.add(
        at,
        "optimal_play",
        n as u64,
        "10,000,000 values of -5,000..=5,000",
        move || rows::row::<i32>(0x5851_F42D_4C95_7F2D, n, -5_000, 5_000),
        |v| optimal_play(v),
    );

    let n = MAX_TRACE_VALUES;
    let at = (g, "MAX_TRACE_VALUES", n as u64);
    let rising = move || (1..=n as i32).collect::<Vec<i32>>();
    let rows = format!("the rising row 1, 2, ..., {}", thousands(n as u64));
    c.add(at, "ring_trace", n as u64, &rows, rising, |v| ring_trace(v));
    c.add(
        at,
        "window_trace",
        n as u64,
        &format!("{rows}, k = {}", thousands(n as u64)),
        rising,
        move |v| window_trace(v, n),
    );
}

/// Stone Game IV's limits.
fn stone_game_iv_cases(c: &mut Cases) {
    use stone_game_iv::{exercises, pitfalls, *};
    let g = "stone_game_iv";
    let n = MAX_GAME_TREE_POSITION;
    let at = (g, "MAX_GAME_TREE_POSITION", n);
    let pile = format!("a pile of {n} stones");
    c.add(
        at,
        "alice_wins_brute_force",
        n,
        &pile,
        move || n,
        |&n| alice_wins_brute_force(n),
    );
    c.add(
        at,
        "game_tree_calls",
        n,
        &pile,
        move || n,
        |&n| game_tree_calls(n),
    );

    let n = MAX_TABLE_POSITION;
    let at = (g, "MAX_TABLE_POSITION", n);
    let up_to = "every position up to 10⁷";
    c.add(at, "win_table", n, up_to, move || n, |&n| win_table(n));
    c.add(
        at,
        "losing_positions_sieve",
        n,
        up_to,
        move || n,
        |&n| losing_positions_sieve(n),
    );
    c.add(
        at,
        "pitfalls::win_table_strict_bound",
        n,
        up_to,
        move || n,
        |&n| pitfalls::win_table_strict_bound(n),
    );
    c.add(
        at,
        "pitfalls::win_table_zero_wins",
        n,
        up_to,
        move || n,
        |&n| pitfalls::win_table_zero_wins(n),
    );
    c.add(
        at,
        "exercises::losing_positions_in_segments",
        n,
        "every position up to 10⁷, segments of 1 (lengthened to √(n + 1))",
        move || n,
        |&n| exercises::losing_positions_in_segments(n, nonzero(1)),
    );

    let n = MAX_ALL_MOVES_POSITION;
    let at = (g, "MAX_ALL_MOVES_POSITION", n);
    let up_to = "every position up to 10⁶";
    c.add(
        at,
        "grundy_values",
        n,
        up_to,
        move || n,
        |&n| grundy_values(n),
    );
    c.add(
        at,
        "nim_sum_wins",
        n,
        "one pile of 10⁶ stones",
        move || vec![n],
        |p| nim_sum_wins(p),
    );
    c.add(at, "remoteness", n, up_to, move || n, |&n| remoteness(n));
    c.add(
        at,
        "optimal_play",
        n,
        "a pile of 10⁶ stones",
        move || n,
        |&n| optimal_play(n),
    );

    let n = MAX_POSITION;
    let at = (g, "MAX_POSITION", n);
    c.add(
        at,
        "alice_wins",
        n,
        "a pile of 10⁹ stones",
        move || n,
        |&n| alice_wins(n),
    );
    c.add(
        at,
        "losing_positions",
        n,
        "every position up to 10⁹",
        move || n,
        |&n| losing_positions(n),
    );

    let at = (g, "MAX_MOVE_SET_STEPS", MAX_MOVE_SET_STEPS);
    let most = MAX_MOVE_SET_STEPS / 250 - 1;
    let input = format!(
        "every position up to {}, 250 moves larger than any pile (every position losing)",
        thousands(most)
    );
    c.add(
        at,
        "exercises::losing_positions_with",
        most,
        &input,
        move || (most + 1..=most + 250).collect::<Vec<u64>>(),
        move |moves| exercises::losing_positions_with(most, moves),
    );
    let n = MAX_TABLE_POSITION;
    c.add(
        at,
        "exercises::cube_losing_positions",
        n,
        "every position up to 10⁷, the 215 cubes up to it",
        move || n,
        |&n| exercises::cube_losing_positions(n),
    );

    let n = MAX_TRACE_POSITION;
    let at = (g, "MAX_TRACE_POSITION", n);
    c.add(
        at,
        "segmented_sieve_trace",
        n,
        "every position up to 1,000, segments of one position",
        move || n,
        |&n| segmented_sieve_trace(n, nonzero(1)),
    );
}

/// Every case, game by game, in the order of the games' `error.rs`.
fn cases() -> Vec<Case> {
    let mut c = Cases(Vec::new());
    stone_game_cases(&mut c);
    stone_game_ii_cases(&mut c);
    stone_game_iii_cases(&mut c);
    stone_game_iv_cases(&mut c);
    c.0
}

/// The one-minute load average, from `/proc/loadavg` (0 where there is none).
fn load_average() -> f64 {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0.0)
}

/// Run every method at every limit, saying on stderr which and how long it
/// took, and return the recording; `quiet` says that nothing else ran on
/// the machine.
///
/// # Errors
///
/// In a debug build (its times would be many times too slow), or when a
/// method refuses an input at its own limit.
pub fn record(quiet: bool) -> Result<Recording, String> {
    if cfg!(debug_assertions) {
        return Err(format!(
            "record-limits measures times, and a debug build is many times \
             slower than the release build the limits are for: run it as \
             `{COMMAND}`"
        ));
    }
    let load_average = load_average();
    let cases = cases();
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
        let (runs, seconds) = (case.measure)().map_err(|e| {
            format!("{}::{} at {}: {e}", case.game, case.method, case.limit)
        })?;
        eprintln!("{} (best of {runs})", format_time(seconds * 1e9));
        results.push(LimitTime {
            game: case.game.to_string(),
            limit: case.limit.to_string(),
            value: case.value,
            method: case.method.to_string(),
            n: case.n,
            input: case.input,
            runs,
            seconds,
        });
    }
    eprintln!(
        "{total} limits measured in {}",
        format_time(started.elapsed().as_secs_f64() * 1e9)
    );
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

/// Load the committed recording.
///
/// # Errors
///
/// When the file is missing or malformed.
pub fn load() -> Result<Recording, String> {
    read_json(&recording_path(), COMMAND)
}

/// The table of every limit: game, limit, value, method, input and time,
/// with the machine, the date and the command in the caption.
///
/// # Errors
///
/// On a caption with malformed math.
pub fn table(figure: &Figure, recording: &Recording) -> Result<String, String> {
    let mut out = String::new();
    write!(
        out,
        "<figure class=\"sg-figure\" id=\"fig-{}\"><div class=\"sg-scroll\">\
         <table class=\"sg-bench sg-limits\"><thead><tr>\
         <th scope=\"col\">game</th><th scope=\"col\">limit</th>\
         <th scope=\"col\">value</th><th scope=\"col\">method</th>\
         <th scope=\"col\">input</th><th scope=\"col\">time</th>\
         </tr></thead><tbody>",
        figure.id
    )
    .unwrap();
    for r in &recording.results {
        write!(
            out,
            "<tr><td><code>{}</code></td><td><code>{}</code></td>\
             <td>{}</td><td><code>{}</code></td><td>{}</td><td>{}{}</td></tr>",
            escape(&r.game),
            escape(&r.limit),
            thousands(r.value),
            escape(&r.method),
            escape(&r.input),
            format_time(r.seconds * 1e9),
            if r.runs > 1 {
                format!(" (best of {})", r.runs)
            } else {
                String::new()
            }
        )
        .unwrap();
    }
    writeln!(
        out,
        "</tbody></table></div><figcaption>{} Release build, measured on {} \
         ({}, {}; {}, load average {:.1} at the start) by <code>{}</code>; \
         each method run once, or the best of three when a run took less \
         than a second.</figcaption></figure>",
        math_in_text(&figure.caption)?,
        escape(&recording.measured_on),
        escape(&recording.machine),
        escape(&recording.rustc),
        if recording.shared {
            "the machine shared with other work"
        } else {
            "the machine quiet"
        },
        recording.load_average,
        escape(&recording.command)
    )
    .unwrap();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parity_rows_are_counted_as_the_check_counts_them() {
        assert_eq!(parity_rows(18, 2), 349_525);
        assert_eq!(parity_rows(2, 999), 998_002);
        assert_eq!(parity_rows(52, 1), 27);
        for (len, most) in [(18, 2), (2, 999), (52, 1)] {
            let longest = stone_game::parity_check_longest_row(len, most);
            assert_eq!(longest, Ok(len), "within MAX_PARITY_CHECK_ROWS");
        }
    }

    #[test]
    fn every_case_is_at_a_limit_of_its_game() {
        let cases = cases();
        assert!(cases.len() > 40);
        for case in &cases {
            assert!(case.n > 0 && case.value > 0, "{}", case.method);
        }
        // Every limit of the four games that bounds time is measured.
        let limits: Vec<&str> = cases.iter().map(|c| c.limit).collect();
        for limit in [
            "MAX_GAME_TREE_PILES",
            "MAX_TABLE_BYTES",
            "MAX_ROLLING_PILES",
            "MAX_UP_TO_MOVES",
            "MAX_PARITY_CHECK_ROWS",
            "MAX_CUBIC_PILES",
            "MAX_REACHED_PILES",
            "MAX_TABLE_STEPS",
            "MAX_PLAY_VALUES",
            "MAX_ALL_MOVES_POSITION",
            "MAX_POSITION",
            "MAX_MOVE_SET_STEPS",
            "MAX_TRACE_POSITION",
        ] {
            assert!(limits.contains(&limit), "{limit} is not measured");
        }
    }

    #[test]
    fn the_table_shows_every_record_and_where_it_was_measured() {
        let recording = Recording {
            command: COMMAND.to_string(),
            measured_on: "2026-01-01".into(),
            machine: "a test machine".into(),
            shared: true,
            load_average: 1.5,
            rustc: "rustc 1.0".into(),
            results: vec![LimitTime {
                game: "stone_game".into(),
                limit: "MAX_GAME_TREE_PILES".into(),
                value: 28,
                method: "game_tree_calls".into(),
                n: 28,
                input: "28 piles of 1..=500 stones".into(),
                runs: 3,
                seconds: 0.25,
            }],
        };
        let figure = Figure {
            id: "limits".into(),
            caption: "Limits.".into(),
            spec: crate::Spec::LimitsTable {},
        };
        let html = table(&figure, &recording).unwrap();
        for expected in [
            "id=\"fig-limits\"",
            "<code>MAX_GAME_TREE_PILES</code>",
            "<td>28</td>",
            "28 piles of 1..=500 stones",
            "250.0 ms (best of 3)",
            "2026-01-01",
            "a test machine",
            "shared with other work",
            COMMAND,
        ] {
            assert!(html.contains(expected), "{expected} in {html}");
        }
    }

    #[test]
    fn the_committed_recording_measures_every_case() {
        let recording = load().unwrap();
        let cases = cases();
        assert_eq!(recording.results.len(), cases.len(), "{COMMAND} again");
        for (r, c) in recording.results.iter().zip(&cases) {
            assert_eq!(
                (&*r.game, &*r.limit, r.value, &*r.method, r.n, &*r.input),
                (c.game, c.limit, c.value, c.method, c.n, &*c.input),
                "the cases changed: record them again with `{COMMAND}`"
            );
            assert!(r.seconds > 0.0 && r.runs >= 1);
        }
    }

    #[test]
    fn a_debug_build_refuses_to_record() {
        if cfg!(debug_assertions) {
            let error = record(false).unwrap_err();
            assert!(error.contains(COMMAND), "{error}");
        }
    }
}
