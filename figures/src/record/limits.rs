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
use crate::shared::numbers::{format_time, thousands};
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
fn time<I, T, E: std::fmt::Debug>(
    input: &I,
    run: &impl Fn(&I) -> Result<T, E>,
) -> Result<(u32, f64), Error> {
    let (mut runs, mut best) = (0, f64::INFINITY);
    while runs == 0 || (runs < 3 && best < SHORT) {
        let start = Instant::now();
        let answer = run(black_box(input)).map_err(|e| format!("refused at its limit: {e:?}"))?;
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
            measure: Box::new(move || {
                time(&make(), &run).map(|(runs, seconds)| (runs, seconds, None))
            }),
        });
    }

    /// Add `method` at `limit`, timed on each of `candidates` (a description
    /// and the input it builds), and recorded on the slowest of them: the
    /// worst input is found by measuring, not assumed.
    fn add_worst<I: 'static, T, E: std::fmt::Debug>(
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

/// Alice's and Bob's values for `n` stones, as Stone Game VI's benchmarks
/// make them: one row of 2n values from `lo` to `hi`, Alice's the first n
/// and Bob's the rest.
fn sg6_rows(n: usize, lo: i64, hi: i64) -> (Vec<u32>, Vec<u32>) {
    let recipe = RowRecipe {
        lo,
        hi,
        ..STONE_GAME_VI_ROWS
    };
    recipe.pair(n)
}

/// `n` stones whose weights a + b reach [`MAX_COUNTING_WEIGHT`] exactly:
/// values of 0 to half of it, and the first stone one heavier for Alice.
///
/// [`MAX_COUNTING_WEIGHT`]: stone_game_vi::book::MAX_COUNTING_WEIGHT
fn sg6_heaviest_rows(n: usize) -> (Vec<u32>, Vec<u32>) {
    let half = stone_game_vi::book::MAX_COUNTING_WEIGHT / 2;
    let (mut alice, mut bob) = sg6_rows(n, 0, half as i64);
    alice[0] = half as u32 + 1;
    bob[0] = half as u32;
    (alice, bob)
}

/// Counts of Stone Game IX's residues 0, 1 and 2 whose game over counts
/// has exactly `MAX_COUNT_POSITIONS` positions: 200 · 200 · 250 = 10⁷.
const SG9_COUNTS: [u64; 3] = [199, 199, 249];

/// Counts of the residues 0 to 3 mod 4 whose game over counts mod 4 has
/// exactly `MAX_COUNT_POSITIONS` positions: 4 · 25 · 40 · 50 · 50 = 10⁷.
const SG9_COUNTS_MOD_4: [u64; 4] = [24, 39, 49, 49];

/// A row with `counts[r]` stones of residue r mod `counts.len()`: the
/// stones r, or the modulus itself for r = 0.
fn sg9_row_of_counts(counts: &[u64]) -> Vec<u32> {
    let m = counts.len() as u32;
    (0..m)
        .flat_map(|r| std::iter::repeat_n(if r == 0 { m } else { r }, counts[r as usize] as usize))
        .collect()
}

fn nonzero(n: usize) -> NonZeroUsize {
    NonZeroUsize::new(n).expect("a positive count")
}

/// Every limit of Stone Game that bounds time (or memory, where the time
/// at that size is the point), with the functions its doc comment names:
/// the game tree, the table, the memo and the two scores here, the rolling
/// row, the moves of up to k piles, the parity and the trace in
/// [`stone_game_row_cases`].
fn stone_game_cases(c: &mut Cases) {
    use stone_game::{book::*, exercises, pitfalls, *};
    let g = "stone_game";
    let n = MAX_GAME_TREE_LEN;
    let rows = format!("{n} piles of 1..=500 stones");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &rows, move || STONE_GAME_ROWS.row(n); |p|
        score_difference_brute_force(p),
        game_tree_calls(p),
    );
    let empty = format!("{n} empty piles");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &empty, move || vec![0; n]; |p|
        pitfalls::memo_zero_means_unsolved(p),
    );

    // The tables of `MAX_TABLE_BYTES`: n² cells of `cell` bytes, at the
    // most piles whose cells fit it (the limit of `cell`'s size).
    let fits = |n: usize, cell: usize| {
        format!(
            "{} piles of 1..=500 stones ({cell}-byte cells)",
            thousands(n as u64)
        )
    };
    let n = MAX_TABLE_LEN;
    at_limit!(c, g, MAX_TABLE_BYTES, n, &fits(n, 8), move || STONE_GAME_ROWS.row(n); |p|
        score_table(p),
    );
    let rows = format!("{} piles of 1..=500 stones", thousands(n as u64));
    at_limit!(c, g, MAX_TABLE_LEN, n, &rows, move || STONE_GAME_ROWS.row(n); |p|
        optimal_play(p),
        exercises::optimal_ends_in_linear_memory(p),
    );
    let n = MAX_MEMO_LEN;
    at_limit!(c, g, MAX_MEMO_LEN, n, &fits(n, 16), move || STONE_GAME_ROWS.row(n); |p|
        score_difference_memo(p),
        memo_calls(p),
    );
    let n = MAX_TWO_SCORES_LEN;
    let rows = fits(n, 48);
    at_limit!(c, g, MAX_TWO_SCORES_LEN, n, &rows, move || STONE_GAME_ROWS.row(n); |p|
        scores_with_turn(p),
        scores_choosing_by(p, mover_keeps_best),
    );
}

/// Stone Game's limits on the rolling row, the moves of up to k piles, the
/// parity strategy and the linear method's trace.
fn stone_game_row_cases(c: &mut Cases) {
    use stone_game::{book::*, exercises, pitfalls};
    let g = "stone_game";
    let n = MAX_ROLLING_LEN;
    let rows = format!("{} piles of 1..=500 stones", thousands(n as u64));
    let make = move || STONE_GAME_ROWS.row(n);
    let signed = move || {
        STONE_GAME_ROWS
            .row::<u32>(n)
            .into_iter()
            .map(i64::from)
            .collect::<Vec<i64>>()
    };
    at_limit!(c, g, MAX_ROLLING_LEN, n, &rows, make; |p|
        score_difference_rolling(p),
    );
    at_limit!(c, g, MAX_ROLLING_LEN, n, &rows, signed; |v|
        score_difference_rolling_signed(v),
    );
    at_limit!(c, g, MAX_ROLLING_LEN, n, &rows, make; |p|
        pitfalls::rolling_row_right_to_left(p),
        exercises::beat_greedy(p),
    );

    for (n, most) in [(10_000, 10), (9_534, 11), (1_000, 1_000)] {
        let rows = format!(
            "{} piles of 1..=500 stones, moves of up to {} piles",
            thousands(n as u64),
            thousands(most as u64)
        );
        let most = nonzero(most);
        at_limit!(c, g, MAX_UP_TO_MOVES, n, &rows, move || STONE_GAME_ROWS.row(n); |p|
            exercises::score_difference_up_to(p, most),
        );
    }

    let n = MAX_PARITY_SEARCH_LEN;
    let rows = format!("{n} piles of 1..=500 stones");
    at_limit!(c, g, MAX_PARITY_SEARCH_LEN, n, &rows, move || STONE_GAME_ROWS.row(n); |p|
        parity_worst_case_margin(p),
    );

    for (len, most) in [(18, 2), (2, 999), (MAX_PARITY_SEARCH_LEN, 1)] {
        let n = parity_check_rows(len, most);
        let rows = format!(
            "every row of up to {len} piles of 1..={most} stones ({} rows)",
            thousands(n)
        );
        at_limit!(c, g, MAX_PARITY_CHECK_ROWS, n, &rows, move || (len, most);
            |row| check_parity_strategy(row.0, row.1),
        );
    }

    let n = MAX_TRACE_LEN;
    let rising = format!("the rising row 1, 2, ..., {}", thousands(n as u64));
    let make = move || (1..=n as i64).collect::<Vec<i64>>();
    at_limit!(c, g, MAX_TRACE_LEN, n, &rising, make; |v| linear_trace(v));
}

/// Stone Game II's limits on the game tree and the cubic methods; the
/// others in [`stone_game_ii_table_cases`].
fn stone_game_ii_cases(c: &mut Cases) {
    use stone_game_ii::{book::*, pitfalls};
    let g = "stone_game_ii";
    let n = MAX_GAME_TREE_LEN;
    let rows = format!("{n} piles of 1..=10,000 stones");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &rows, move || STONE_GAME_II_ROWS.row(n); |p|
        max_stones_brute_force(p),
        game_tree_calls(p),
        pitfalls::m_becomes_x(p),
        pitfalls::takes_up_to_m(p),
    );
    let empty = format!("{n} empty piles");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &empty, move || vec![0; n]; |p|
        pitfalls::memo_zero_means_unsolved(p),
    );

    let n = MAX_CUBIC_LEN;
    let rows = format!("{} piles of 1..=10,000 stones", thousands(n as u64));
    at_limit!(c, g, MAX_CUBIC_LEN, n, &rows, move || STONE_GAME_II_ROWS.row(n); |p|
        max_stones_memo(p),
        memo_calls(p),
        state_table_cubic(p),
        pitfalls::leaf_test_strict(p),
        pitfalls::memo_m_sized_half(p),
    );
}

/// Stone Game II's limits from `MAX_TABLE_LEN` on: the state table and
/// every method that stores less of it, the states reached, the count of
/// the memo's moves, the trace, and `max_stones` at its `MAX_LEN`.
fn stone_game_ii_table_cases(c: &mut Cases) {
    use stone_game_ii::{book::*, exercises, *};
    let g = "stone_game_ii";
    let n = MAX_TABLE_LEN;
    let rows = format!("{} piles of 1..=10,000 stones", thousands(n as u64));
    let make = move || STONE_GAME_II_ROWS.row(n);
    at_limit!(c, g, MAX_TABLE_LEN, n, &rows, make; |p|
        state_table(p),
        max_stones_windows(p),
        optimal_play(p),
        exercises::stones_after_first_move(p),
        max_stones_answer_only(p),
    );
    let wide = format!(
        "{} piles of 1..=2³² − 1 stones (a total that needs 64 bits)",
        thousands(n as u64)
    );
    let wide_piles = RowRecipe {
        hi: i64::from(u32::MAX),
        ..STONE_GAME_II_ROWS
    };
    let wide_row = move || wide_piles.row::<u32>(n);
    at_limit!(c, g, MAX_TABLE_LEN, n, &wide, wide_row; |p|
        max_stones_answer_only(p),
    );
    at_limit!(c, g, MAX_TABLE_LEN, n, &rows, make; |p|
        max_stones_no_table(p),
        max_stones_block_minima(p),
        max_stones_two_stacks(p),
        max_stones_row_blocks(p),
    );
    let signed = format!("{} values of 1..=10,000", thousands(n as u64));
    let make = move || STONE_GAME_II_ROWS.row::<i32>(n);
    at_limit!(c, g, MAX_TABLE_LEN, n, &signed, make; |v|
        exercises::score_difference_from_either_end(v),
    );

    let n = MAX_REACHED_LEN;
    let row = format!("a row of {n} piles");
    at_limit!(c, g, MAX_REACHED_LEN, n, &row, move || n; |n|
        reached_states(*n),
    );

    // A count of moves, not a game: O(n) steps, bounded for its numbers.
    let n = MAX_MEMO_COUNTS_LEN;
    let row = format!("a row of {} piles, counted", thousands(n as u64));
    at_limit!(c, g, MAX_MEMO_COUNTS_LEN, n, &row, move || n; |n|
        memo_counts(*n),
    );

    let n = MAX_TRACE_LEN;
    let rows = format!("{n} piles of 1..=10,000 stones");
    at_limit!(c, g, MAX_TRACE_LEN, n, &rows, move || STONE_GAME_II_ROWS.row(n); |p|
        windows_trace(p),
    );

    // The function to call, `max_stones`, is the O(n²) answer: its own
    // limit has the value of `MAX_TABLE_LEN`.
    let n = MAX_LEN;
    let rows = format!("{} piles of 1..=10,000 stones", thousands(n as u64));
    at_limit!(c, g, MAX_LEN, n, &rows, move || STONE_GAME_II_ROWS.row(n); |p|
        max_stones(p),
    );
}

/// Stone Game III's limits.
fn stone_game_iii_cases(c: &mut Cases) {
    use stone_game_iii::{book::*, exercises, *};
    let g = "stone_game_iii";
    let n = MAX_GAME_TREE_LEN;
    let rows = format!("{n} values of -1,000..=1,000, k = {n}");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &rows, move || STONE_GAME_III_ROWS.row(n); |v|
        score_difference_brute_force(v, n),
        game_tree_calls(v, n),
    );

    let (n, k) = (100_000, 10_000);
    let rows = "100,000 values of -1,000..=1,000, k = 10,000 (10⁹ steps)";
    at_limit!(c, g, MAX_TABLE_STEPS, n, rows, move || STONE_GAME_III_ROWS.row(n); |v|
        score_difference_table(v, k),
        exercises::score_difference_ring_k(v, k),
    );

    let n = MAX_PLAY_LEN;
    let rows = "10,000,000 values of -5,000..=5,000";
    let wider = RowRecipe {
        lo: -5_000,
        hi: 5_000,
        ..STONE_GAME_III_ROWS
    };
    let make = move || wider.row::<i32>(n);
    at_limit!(c, g, MAX_PLAY_LEN, n, rows, make; |v| optimal_play(v));

    let n = MAX_TRACE_LEN;
    let rising = move || (1..=n as i32).collect::<Vec<i32>>();
    let rows = format!("the rising row 1, 2, ..., {}", thousands(n as u64));
    at_limit!(c, g, MAX_TRACE_LEN, n, &rows, rising; |v| ring_trace(v));
    let k_is_n = format!("{rows}, k = {}", thousands(n as u64));
    at_limit!(c, g, MAX_TRACE_LEN, n, &k_is_n, rising; |v|
        window_trace(v, n),
    );
}

/// Stone Game IV's limits on the game tree, the tables and the functions
/// that list every move; the others in [`stone_game_iv_sieve_cases`].
fn stone_game_iv_cases(c: &mut Cases) {
    use stone_game_iv::{book::*, exercises, pitfalls, *};
    let g = "stone_game_iv";
    let n = MAX_GAME_TREE_N;
    let pile = format!("a pile of {n} stones");
    at_limit!(c, g, MAX_GAME_TREE_N, n, &pile, move || n; |n|
        alice_wins_brute_force(*n),
        game_tree_calls(*n),
    );

    let n = MAX_TABLE_N;
    let up_to = "every position up to 10⁷";
    at_limit!(c, g, MAX_TABLE_N, n, up_to, move || n; |n|
        win_table(*n),
        losing_positions_sieve(*n),
        pitfalls::win_table_strict_bound(*n),
        pitfalls::win_table_zero_wins(*n),
    );
    let one = "every position up to 10⁷, segments of 1 (lengthened to √(n + 1))";
    at_limit!(c, g, MAX_TABLE_N, n, one, move || n; |n|
        exercises::losing_positions_in_segments(*n, nonzero(1)),
    );

    let n = MAX_ALL_MOVES_N;
    let up_to = "every position up to 10⁶";
    at_limit!(c, g, MAX_ALL_MOVES_N, n, up_to, move || n; |n|
        grundy_values(*n),
    );
    at_limit!(c, g, MAX_ALL_MOVES_N, n, "one pile of 10⁶ stones",
        move || vec![n]; |p| nim_sum_wins(p),
    );
    at_limit!(c, g, MAX_ALL_MOVES_N, n, up_to, move || n; |n|
        remoteness(*n),
    );
    at_limit!(c, g, MAX_ALL_MOVES_N, n, "a pile of 10⁶ stones", move || n;
        |n| optimal_play(*n),
    );
    at_limit!(c, g, MAX_ALL_MOVES_N, n, "three piles of 10⁶ stones",
        move || vec![n; 3]; |p| exercises::winning_move(p),
    );
}

/// Stone Game IV's limits from `MAX_N` on: the sieves to 10⁹, on every core
/// and on one thread (the steps of *Near the floor*), the move sets and the
/// trace. `count_losing_positions_to` goes one decade further, to
/// `MAX_COUNT_N` (10¹⁰): a run of minutes, recorded with its progress by
/// `count-losing 10` into figures/data/sg4-counts.json and quoted in *Going
/// far*, not here.
fn stone_game_iv_sieve_cases(c: &mut Cases) {
    use stone_game_iv::{book::*, exercises, *};
    let g = "stone_game_iv";
    let n = MAX_N;
    let all = "every position up to 10⁹";
    let one_thread = "every position up to 10⁹, on one thread";
    let every_core = "every position up to 10⁹, on every core";
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    at_limit!(c, g, MAX_N, n, "a pile of 10⁹ stones", move || n; |n|
        alice_wins(*n),
    );
    at_limit!(c, g, MAX_N, n, all, move || n; |n|
        losing_positions(*n),
        count_losing_positions(*n),
        losing_positions_segmented(*n),
    );
    at_limit!(c, g, MAX_N, n, one_thread, move || n; |n|
        losing_positions_segmented_on(*n, 1),
    );
    at_limit!(c, g, MAX_N, n, every_core, move || n; |n|
        losing_positions_compact_on(*n, cores),
    );
    let sized = "every position up to 10⁹, on every core, segments of 2²⁴";
    at_limit!(c, g, MAX_N, n, sized, move || n; |n|
        losing_positions_compact_sized_on(*n, cores, 24),
    );
    at_limit!(c, g, MAX_N, n, every_core, move || n; |n|
        losing_positions_l2_sized_on(*n, cores),
    );
    at_limit!(c, g, MAX_N, n, all, move || n; |n|
        losing_positions_pipelined(*n),
    );
    at_limit!(c, g, MAX_N, n, one_thread, move || n; |n|
        losing_positions_pipelined_on(*n, 1),
    );

    let most = MAX_MOVE_SET_STEPS / 250 - 1;
    let larger = format!(
        "every position up to {}, 250 moves larger than any pile (every \
         position losing)",
        thousands(most)
    );
    let make = move || (most + 1..=most + 250).collect::<Vec<u64>>();
    at_limit!(c, g, MAX_MOVE_SET_STEPS, most, &larger, make; |moves|
        exercises::losing_positions_with(most, moves),
    );
    let n = MAX_TABLE_N;
    let cubes = "every position up to 10⁷, the 215 cubes up to it";
    at_limit!(c, g, MAX_MOVE_SET_STEPS, n, cubes, move || n; |n|
        exercises::cube_losing_positions(*n),
    );

    let n = MAX_TRACE_N;
    let one = "every position up to 1,000, segments of one position";
    at_limit!(c, g, MAX_TRACE_N, n, one, move || n; |n|
        segmented_sieve_trace(*n, nonzero(1)),
    );
}

/// Stone Game V's limits on the game tree and the cubic methods; the others
/// in [`stone_game_v_play_cases`]. Every one bounds time or memory, and
/// each is run.
fn stone_game_v_cases(c: &mut Cases) {
    use stone_game_v::{book::*, exercises, pitfalls};
    let g = "stone_game_v";
    // On zeros every cut is a tie and both parts are searched: the 3ⁿ⁻¹
    // calls of the limit's doc comment, the most on any row.
    let n = MAX_GAME_TREE_LEN;
    let zeros = format!("{n} stones of value 0 (every cut a tie)");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &zeros, move || vec![0_u32; n]; |v|
        max_score_brute_force(v),
        game_tree_calls(v),
    );

    let n = MAX_CUBIC_LEN;
    let stones = |what: &str| format!("{} stones {what}", thousands(n as u64));
    // The memo solves every one of the n(n + 1)/2 intervals only on a row
    // where every cut ties; the table fills them all on any row.
    let zeros = stones("of value 0 (every interval reached)");
    at_limit!(c, g, MAX_CUBIC_LEN, n, &zeros, move || vec![0_u32; n]; |v|
        max_score_memo(v),
        reached_intervals(v),
    );
    // The table's time depends on the row: on zeros every cut ties and both
    // parts are kept, on the benchmarks' rows most cuts are decided at once.
    // Each method is timed on both, and recorded on the slower.
    let candidates = || -> Vec<Candidate<Vec<u32>>> {
        vec![
            (stones("of value 0"), |n| vec![0_u32; n]),
            (stones("of 1..=1,000,000"), |n| STONE_GAME_V_ROWS.row(n)),
        ]
    };
    at_limit!(c, g, MAX_CUBIC_LEN, n, slowest of candidates(); |v|
        score_table(v),
        max_score_table(v),
        pitfalls::ties_keep_the_left_part(v),
    );
    // The greedy plays one game: on zeros each round ties, keeps all but
    // one stone, and compares every cut, n(n − 1)/2 in all, its most.
    let ties = stones("of value 0 (every cut a tie)");
    at_limit!(c, g, MAX_CUBIC_LEN, n, &ties, move || vec![0_u32; n]; |v|
        pitfalls::most_balanced_cut(v),
    );
    at_limit!(c, g, MAX_CUBIC_LEN, n, slowest of candidates(); |v|
        pitfalls::sums_in_32_bits(v),
        exercises::max_score_bob_breaks_ties(v),
        exercises::balance_moves_left_with_i(v),
    );
}

/// Stone Game V's limits from `MAX_LEN` on: the fastest methods, the play
/// and the trace.
fn stone_game_v_play_cases(c: &mut Cases) {
    use stone_game_v::{book::*, exercises, *};
    let g = "stone_game_v";
    let n = MAX_LEN;
    let rows = format!("{} stones of 1..=1,000,000", thousands(n as u64));
    at_limit!(c, g, MAX_LEN, n, &rows, move || STONE_GAME_V_ROWS.row(n); |v|
        max_score(v),
        max_score_quadratic(v),
        exercises::max_score_binary_search(v),
    );

    let n = MAX_PLAY_LEN;
    let rows = format!("{} stones of 1..=1,000,000", thousands(n as u64));
    at_limit!(c, g, MAX_PLAY_LEN, n, &rows, move || STONE_GAME_V_ROWS.row(n); |v|
        score_table_quadratic(v),
        optimal_play(v),
        exercises::best_first_cuts(v),
    );

    let n = MAX_TRACE_LEN;
    let rows = format!("{} stones of 1..=1,000,000", thousands(n as u64));
    at_limit!(c, g, MAX_TRACE_LEN, n, &rows, move || STONE_GAME_V_ROWS.row(n); |v|
        quadratic_trace(v),
    );
}

/// Stone Game VI's limits that bound time or memory.
///
/// `MAX_LEN` (2³² − 1 stones, 16 GiB of values for each player) only
/// guarantees that nothing overflows, and is not run: it is the one limit
/// of `score_difference`, `winner`, `score_difference_sorted`,
/// `score_difference_radix`, the counting method's row length, the
/// pitfalls and the exercises. The book proves the bound in *The shared
/// weight*, section *What bounds the answer*
/// (`src/stone-game-vi/shared-weight.md`).
fn stone_game_vi_cases(c: &mut Cases) {
    use stone_game_vi::{book::*, *};
    let g = "stone_game_vi";
    // 1 + n · 2ⁿ⁻¹ calls whatever the values; `v` is (Alice's, Bob's).
    let n = MAX_GAME_TREE_LEN;
    let rows = format!("{n} stones of 1..=100 for each player");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &rows, move || sg6_rows(n, 1, 100);
        |v| score_difference_brute_force(&v.0, &v.1),
        game_tree_calls(&v.0, &v.1),
    );

    // The limit bounds the counters, a fixed cost whatever n is: alone on
    // one stone, and with the benchmarks' longest rows.
    let one = "one stone of weight 2¹⁶ − 1";
    at_limit!(c, g, MAX_COUNTING_WEIGHT, 1, one, || sg6_heaviest_rows(1);
        |v| score_difference_counting(&v.0, &v.1),
    );
    let n = MAX_PLAY_LEN;
    let heaviest = format!(
        "{} stones of 0..=32,767 for each player, the heaviest of weight \
         2¹⁶ − 1",
        thousands(n as u64)
    );
    // Within the limit, `score_difference` counts.
    at_limit!(c, g, MAX_COUNTING_WEIGHT, n, &heaviest,
        move || sg6_heaviest_rows(n);
        |v| score_difference_counting(&v.0, &v.1),
        counting_trace(&v.0, &v.1),
        score_difference(&v.0, &v.1),
    );

    let rows = format!("{} stones of 1..=100 for each player", thousands(n as u64));
    at_limit!(c, g, MAX_PLAY_LEN, n, &rows, move || sg6_rows(n, 1, 100);
        |v| optimal_play(&v.0, &v.1),
        heaviest_first(&v.0, &v.1),
    );
    // Any u32: the radix sort skips no digit of the 57-bit keys.
    let any = format!("{} stones of any u32 for each player", thousands(n as u64));
    at_limit!(c, g, MAX_PLAY_LEN, n, &any,
        move || sg6_rows(n, 0, i64::from(u32::MAX));
        |v| heaviest_first(&v.0, &v.1),
    );
}

/// Stone Game VII's limits that bound time or memory.
///
/// `MAX_LEN` (2³³ + 3 stones, 32 GiB of input) only guarantees that the
/// answer fits in a `u64`, and is not run: it is the limit of
/// `score_difference`, `score_difference_linear` and
/// `pitfalls::remove_smaller_end`. The book proves the bound in *The same
/// game as Part I*, section *Stone Game VII in linear time*
/// (`src/stone-game-vii/reduction.md`). The exercises
/// `score_difference_shifted` and `score_difference_scoring_before` take
/// up to Stone Game's `MAX_LEN`, a bound on numbers too;
/// `exercises::difference_of_play` takes `play_ends`'s `MAX_TABLE_LEN`,
/// which bounds its numbers, not its time (one pass over the row), and is
/// not run; `optimal_end` takes any table.
fn stone_game_vii_cases(c: &mut Cases) {
    use stone_game_vii::{book::*, exercises, pitfalls, *};
    let g = "stone_game_vii";
    let n = MAX_GAME_TREE_LEN;
    let rows = format!("{n} stones of 1..=1,000");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &rows, move || STONE_GAME_VII_ROWS.row(n); |v|
        score_difference_brute_force(v),
        game_tree_calls(v),
    );

    // On zeros the pitfall takes every solved value 0 for unsolved, and
    // makes the game tree's 2ⁿ − 1 calls; its fix takes the same rows.
    let n = MAX_ZERO_MEMO_LEN;
    let zeros = format!("{n} stones of value 0");
    at_limit!(c, g, MAX_ZERO_MEMO_LEN, n, &zeros, move || vec![0_u32; n]; |v|
        pitfalls::memo_zero_means_unsolved(v),
        exercises::score_difference_memo(v),
    );

    let n = MAX_TABLE_LEN;
    let rows = format!("{} stones of 1..=1,000", thousands(n as u64));
    at_limit!(c, g, MAX_TABLE_LEN, n, &rows, move || STONE_GAME_VII_ROWS.row(n); |v|
        score_table(v),
        score_difference_table(v),
        optimal_play(v),
    );
    // `v` is the row and the end each stone is removed from.
    let left = format!("{rows}, every one removed from the left");
    let make = move || (STONE_GAME_VII_ROWS.row(n), vec![End::Left; n]);
    at_limit!(c, g, MAX_TABLE_LEN, n, &left, make; |v|
        play_ends(&v.0, &v.1),
    );

    let n = MAX_ROLLING_LEN;
    let rows = format!("{} stones of 1..=1,000", thousands(n as u64));
    at_limit!(c, g, MAX_ROLLING_LEN, n, &rows, move || STONE_GAME_VII_ROWS.row(n); |v|
        score_difference_rolling(v),
        pitfalls::sums_in_32_bits(v),
    );
}

/// Stone Game VIII's limits that bound time or memory.
///
/// `MAX_I64_LEN` (2³¹ − 1 stones, 8 GiB of input) only guarantees that
/// nothing computed in `i64` overflows, and is not run: it is the limit of
/// `score_difference_constant_memory`, the pitfalls and
/// `exercises::score_difference_from_right`. The book proves the bound in
/// *The suffix maximum*, section *What bounds the answer*
/// (`src/stone-game-viii/suffix-max.md`), as `position_values`'s
/// documentation does. `score_difference` and `prefix_sums` take any row.
fn stone_game_viii_cases(c: &mut Cases) {
    use stone_game_viii::{book::*, exercises, *};
    let g = "stone_game_viii";
    // 2ⁿ⁻¹ nodes whatever the values.
    let n = MAX_GAME_TREE_LEN;
    let rows = format!("{n} stones of -10,000..=10,000");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &rows, move || STONE_GAME_VIII_ROWS.row(n); |v|
        score_difference_brute_force(v),
        score_difference_over_indices(v),
        game_tree_calls(v),
        move_worths(v),
    );

    let n = MAX_RECURRENCE_LEN;
    let rows = format!("{} stones of -10,000..=10,000", thousands(n as u64));
    at_limit!(c, g, MAX_RECURRENCE_LEN, n, &rows, move || STONE_GAME_VIII_ROWS.row(n); |v|
        difference_table(v),
        score_difference_recurrence(v),
    );

    let n = MAX_PLAY_LEN;
    let rows = format!("{} stones of -10,000..=10,000", thousands(n as u64));
    let make = move || STONE_GAME_VIII_ROWS.row(n);
    at_limit!(c, g, MAX_PLAY_LEN, n, &rows, make; |v|
        position_values(v),
        score_difference_suffix_max(v),
    );
    // On zeros every move ties, and play takes the fewest stones: the
    // n − 1 moves of the limit's doc comment, the most on any row.
    let zeros = format!(
        "{} stones of value 0 ({} moves of two stones)",
        thousands(n as u64),
        thousands(n as u64 - 1)
    );
    at_limit!(c, g, MAX_PLAY_LEN, n, &zeros, move || vec![0_i32; n]; |v|
        optimal_play(v),
    );
    let k_is_2 = format!("{rows}, k = 2");
    at_limit!(c, g, MAX_PLAY_LEN, n, &k_is_2, make; |v|
        exercises::score_difference_at_least(v, 2),
    );
    at_limit!(c, g, MAX_PLAY_LEN, n, &rows, make; |v|
        exercises::optimal_openings(v),
    );

    let n = MAX_TRACE_LEN;
    let rows = format!("{} stones of -10,000..=10,000", thousands(n as u64));
    at_limit!(c, g, MAX_TRACE_LEN, n, &rows, move || STONE_GAME_VIII_ROWS.row(n); |v|
        suffix_max_trace(v),
    );
}

/// Stone Game IX's limits. Both bound time and memory, and are run;
/// `alice_wins`, the rule, the functions of play, the other pitfalls and
/// exercises take every row in O(n), and have no limit.
///
/// `exercises::alice_wins_mod` tries, in each of its 2 · positions cells,
/// only the residues the row has (at most 23 under `MAX_COUNT_POSITIONS`),
/// so a large modulus costs its positions and no more: its cases are a
/// modulus of 4, close to the game itself, and one stone of residue m − 1
/// with m = 5 × 10⁶, the largest modulus at the limit (10⁷ positions).
fn stone_game_ix_cases(c: &mut Cases) {
    use stone_game_ix::{book::*, exercises, pitfalls};
    let g = "stone_game_ix";
    let n = MAX_GAME_TREE_LEN;
    let rows = format!("{n} stones of 1..=10,000 (2²⁰ positions)");
    let make = move || STONE_GAME_IX_ROWS.row(n);
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &rows, make; |v|
        alice_wins_brute_force(v),
        game_tree_calls(v),
        pitfalls::alice_wins_stuck_player_loses(v),
    );
    let modulus_3 = format!("{rows}, modulus 3");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &modulus_3, make; |v|
        exercises::alice_wins_mod_brute_force(v, 3),
    );

    let [c0, c1, c2] = SG9_COUNTS;
    let n = c0 + c1 + c2;
    let counts = format!("{c0}, {c1} and {c2} stones of residue 0, 1 and 2 (10⁷ positions)");
    at_limit!(c, g, MAX_COUNT_POSITIONS, n, &counts, || SG9_COUNTS; |counts|
        alice_wins_from_counts(*counts),
    );
    let row = format!("a row of {n} stones: {counts}");
    let make = || sg9_row_of_counts(&SG9_COUNTS);
    at_limit!(c, g, MAX_COUNT_POSITIONS, n, &row, make; |v|
        alice_wins_counts(v),
    );
    let [c0, c1, c2, c3] = SG9_COUNTS_MOD_4;
    let n = c0 + c1 + c2 + c3;
    let row = format!(
        "a row of {n} stones, modulus 4: {c0}, {c1}, {c2} and {c3} of \
         residue 0 to 3 (10⁷ positions)"
    );
    let make = || sg9_row_of_counts(&SG9_COUNTS_MOD_4);
    at_limit!(c, g, MAX_COUNT_POSITIONS, n, &row, make; |v|
        exercises::alice_wins_mod(v, 4),
    );
    let modulus = (MAX_COUNT_POSITIONS / 2) as u32;
    let one = "one stone of residue 4,999,999, modulus 5 × 10⁶ (10⁷ positions)";
    at_limit!(c, g, MAX_COUNT_POSITIONS, 1, one, move || vec![modulus - 1];
        |v| exercises::alice_wins_mod(v, modulus),
    );
}

/// Every case, game by game, in the order of the games' `error.rs`.
fn cases() -> Vec<Case> {
    let mut c = Cases(Vec::new());
    stone_game_cases(&mut c);
    stone_game_row_cases(&mut c);
    stone_game_ii_cases(&mut c);
    stone_game_ii_table_cases(&mut c);
    stone_game_iii_cases(&mut c);
    stone_game_iv_cases(&mut c);
    stone_game_iv_sieve_cases(&mut c);
    stone_game_v_cases(&mut c);
    stone_game_v_play_cases(&mut c);
    stone_game_vi_cases(&mut c);
    stone_game_vii_cases(&mut c);
    stone_game_viii_cases(&mut c);
    stone_game_ix_cases(&mut c);
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
    fn the_committed_recording_measures_every_case() {
        let recording = load().unwrap();
        let cases = cases();
        assert_eq!(recording.results.len(), cases.len(), "{COMMAND} again");
        for (r, c) in recording.results.iter().zip(&cases) {
            // A case timed on candidates records the one that was slowest.
            let input = match c.input.strip_prefix("the slowest of: ") {
                Some(candidates) if candidates.contains(&r.input) => &r.input,
                _ => &c.input,
            };
            assert_eq!(
                (&*r.game, &*r.limit, r.value, &*r.method, r.n, &*r.input),
                (c.game, c.limit, c.value, c.method, c.n, &**input),
                "the cases changed: record them again with `{COMMAND}`"
            );
            assert!(r.seconds > 0.0 && r.runs >= 1);
        }
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
