//! The checked-claim directive: `{{#claim ...}}` checks a sentence about measurements
//! against the recordings of `figures/data/`, so that "faster", "the fastest", "widens"
//! or "within a second" stops building when a new recording stops supporting it.
//!
//! A claim renders nothing. It ends the sentence it checks (or stands on a line of its own at
//! the end of the paragraph whose last sentence it checks), and says what that sentence says,
//! in the measured-number directive's words ([`crate::measured`]) for each side:
//!
//! ```text
//! linear_i64 is faster here{{#claim bench-stone_game linear_i64 n=10^4 < rolling_row}}.
//! {{#claim bench-stone_game_iv compact n=10^7 ~ l2_sized}}             about the same
//! {{#claim c-sieve segmented_1_thread n=10^9 cpu_ns ~ c within=5%}}     within 5%
//! {{#claim bench-stone_game_iv pipelined n=10^7 fastest}}               the fastest
//! {{#claim bench-stone_game_viii constant_memory n=10^7 fastest here}}  of its benchmark
//! {{#claim bench-stone_game linear_i64 every fastest}}                  at every size
//! {{#claim bench-stone_game rolling_row / linear_i64 grows from=10^3 to=10^5}}
//! {{#claim limits stone_game_v score_table n=1000 seconds <= 10 s}}    within 10 s
//! {{#claim bench-stone_game_iii default n=5e4 / plain_loop <= 0.8}}    at most 0.8×
//! {{#claim bench-stone_game linear_i64 exponent from=10^4 <= 1.2}}     growth
//! {{#claim limits game=stone_game seconds every <= 20 s}}              all of them
//! ```
//!
//! - `A < B`, `A > B`: `A`'s record against `B`'s, picked as the second side of a ratio
//!   is (it takes from `A` whatever it does not say). Where the records carry a spread
//!   (criterion's `low_ns` and `high_ns`), "faster" holds only where the spreads do not
//!   overlap: `A < B` needs `A`'s highest below `B`'s lowest.
//! - `A ~ B`: about the same: the two spreads overlap (the ratio's spread holds 1). Where
//!   they are apart, one is faster, and the sentence must say which, or say how near the
//!   two are: `A ~ B within=10%` holds when the ratio's whole spread lies within 10% of 1
//!   (from 1/1.1 to 1.1), and its sentence must say "within 10%". A record without a
//!   spread (a count, one run's time) is about the same as another only if they are
//!   equal, so such a sentence says "within P%".
//! - `A fastest` (or `slowest`): below (above) every rival, spreads apart. The rivals are
//!   the other methods of the same game, run on the same input (a benchmark's
//!   `linear_i64_increasing` is `linear_i64` on increasing rows, no rival of the random
//!   rows' methods), that have a record with `A`'s other filters. Every other
//!   benchmark that times the same method must find it the fastest of its game too, at
//!   each of its sizes (`bench-leetcode`'s `stone_game_iii_ring` is
//!   `bench-stone_game_iii`'s `ring`), unless the claim says `here` and its sentence
//!   names its benchmark. `A every fastest` holds it at each record that `A`'s filters
//!   keep (each size) where a rival ran too, and needs one.
//! - `A grows from=N1 to=N2` (or `shrinks`): at every size that `A`'s first side has from
//!   `N1` to `N2` (both ends among them), the value (often a ratio `X / Y`) rises (falls)
//!   from each size to the next, and the spreads at the two ends do not overlap; a size
//!   at which the value cannot be read fails the claim.
//! - `A <= K`, `A >= K`, `A < K`, `A > K`, `A ~ K` with `K` a number and an optional unit
//!   (`10 s`, `500 ms`, `2 MB`): the careful end of `A`'s spread against `K` (its highest
//!   for `<=`, its lowest for `>=`). `A` may be a ratio (`X / Y <= 0.8`) or an `exponent`,
//!   whose spread is the range of slopes that its records' spreads allow;
//!   `A every <= K` holds `K` against each record that `A`'s filters keep.
//! - Records compared with each other (the two sides of a ratio, a method and its rivals,
//!   the sizes of a trend, the records of an exponent) must come from one machine (the
//!   processor its recording names) and from loads less than 1 apart (the one-minute
//!   load averages the recordings give; each busy core adds about 1). A claim across
//!   them fails: record its records again, together.
//!
//! A claim's first side is its sentence's subject ("the table is the slower": `table >
//! linear`), and its sentence says its qualifiers in words. [`crate::prose`] checks the
//! way its word points ("slower" needs `>` or `slowest`), not the subject nor the
//! qualifiers: the claim stands beside its words, for review. It also finds a
//! sentence that compares with no claim at all.
//!
//! Like `{{#measured ...}}`, a claim is expanded by `mdbook-measured` for `mdbook build`,
//! `mdbook serve` and `mdbook test`, and by build.rs for `cargo test`; a claim that does
//! not hold, or cannot be read, fails all of them, naming the chapter and the line.

use std::collections::BTreeSet;

use crate::measured::{self, Conditions, Measure, Store};

mod extreme;
mod trend;

/// How far apart two loads (one-minute load averages) may be before the records are
/// said to be measured under different loads: each busy core adds about 1.
const LOADS_APART: f64 = 1.0;

/// The endings of a benchmark's method names that say which input it ran on
/// (`linear_i64_increasing`: `linear_i64` on increasing rows). A method is compared with
/// the methods run on the same input only.
const INPUTS: [&str; 1] = ["_increasing"];

/// The comparisons a claim can make.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Less,
    Greater,
    AtMost,
    AtLeast,
    About,
    Fastest,
    Slowest,
    Grows,
    Shrinks,
}

fn op_of(word: &str) -> Option<Op> {
    Some(match word {
        "<" => Op::Less,
        ">" => Op::Greater,
        "<=" => Op::AtMost,
        ">=" => Op::AtLeast,
        "~" => Op::About,
        "fastest" => Op::Fastest,
        "slowest" => Op::Slowest,
        "grows" => Op::Grows,
        "shrinks" => Op::Shrinks,
        _ => return None,
    })
}

/// What a claim allows besides its comparison, each of which its sentence says in
/// words.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
struct Qualifiers {
    /// `within=P%`: "about the same" means within `P` percent (as a fraction).
    within: Option<f64>,
    /// `here`: "the fastest" of the claim's own recording only.
    here: bool,
}

impl Qualifiers {
    /// Takes the qualifiers out of a claim's words.
    fn take(words: &mut Vec<&str>) -> Result<Qualifiers, String> {
        let mut q = Qualifiers::default();
        let mut kept = Vec::new();
        for &word in words.iter() {
            if let Some(p) = word.strip_prefix("within=") {
                let percent = p
                    .strip_suffix('%')
                    .and_then(|p| p.parse::<f64>().ok())
                    .filter(|p| *p > 0.0 && *p < 100.0)
                    .ok_or_else(|| format!("`{word}`: write `within=P%`"))?;
                q.within = Some(percent / 100.0);
            } else if word == "here" {
                q.here = true;
            } else {
                kept.push(word);
            }
        }
        *words = kept;
        Ok(q)
    }
}

/// A claim's words, read once: the measurement before its comparison, the
/// comparison, the words after it, and its qualifiers.
struct Claim<'a> {
    left: String,
    op: Op,
    right: Vec<&'a str>,
    q: Qualifiers,
}

impl<'a> Claim<'a> {
    /// The claim `args`, or what is wrong with it as written.
    fn parse(args: &'a str) -> Result<Claim<'a>, String> {
        let mut words: Vec<&str> = args.split_whitespace().collect();
        let q = Qualifiers::take(&mut words)?;
        let (at, op) = words
            .iter()
            .enumerate()
            .find_map(|(at, w)| Some((at, op_of(w)?)))
            .ok_or(
                "says no comparison (`<`, `>`, `<=`, `>=`, `~`, `fastest`, \
                 `slowest`, `grows`, `shrinks`)",
            )?;
        let left = words[..at].join(" ");
        if left.is_empty() {
            return Err("has nothing before its comparison".into());
        }
        Ok(Claim {
            left,
            op,
            right: words[at + 1..].to_vec(),
            q,
        })
    }
}

/// Checks the claim with these arguments against `store`.
///
/// # Errors
///
/// A sentence saying why the claim does not hold, with the recorded values, or what is
/// wrong with the claim as written.
pub fn check(args: &str, store: &Store) -> Result<(), String> {
    let Claim { left, op, right, q } = Claim::parse(args)?;
    if q.within.is_some() && op != Op::About {
        return Err("`within=P%` is for `~`, about the same".into());
    }
    if q.here && !matches!(op, Op::Fastest | Op::Slowest) {
        return Err("`here` is for `fastest` and `slowest`".into());
    }
    match op {
        Op::Fastest | Op::Slowest => extreme::extreme(store, &left, &right, op, q),
        Op::Grows | Op::Shrinks => trend::trend(store, &left, &right, op),
        _ => match constant(&right)? {
            Some(k) => match left.strip_suffix(" every") {
                Some(side) => {
                    for m in store.measure_each(side)? {
                        against(m, op, k, q)?;
                    }
                    Ok(())
                }
                None => against(compared(store, &left)?, op, k, q),
            },
            None => against_record(store, &left, op, &right.join(" "), q),
        },
    }
}

/// Which way a claim compares two measurements, if it does: `Some(true)` where
/// its first side takes less (`A < B`, `A fastest`), `Some(false)` where more
/// (`A > B`, `A slowest`); `None` for a bound (`A <= 10 s`, `A / B <= 0.8`), an
/// exponent, a trend or `~`, and for a claim that does not read. The prose
/// check reads it against its sentence's "faster" or "slower"
/// ([`crate::prose`]).
pub fn way(args: &str) -> Option<bool> {
    let claim = Claim::parse(args).ok()?;
    let between = !claim.left.split(' ').any(|w| w == "exponent")
        && matches!(constant(&claim.right), Ok(None));
    match claim.op {
        Op::Fastest => Some(true),
        Op::Slowest => Some(false),
        Op::Less | Op::AtMost if between => Some(true),
        Op::Greater | Op::AtLeast if between => Some(false),
        _ => None,
    }
}

/// The numbers a bound claim holds its side to: its bound without a unit
/// (`A / B >= 0.8` gives 0.8), and the share of a `within=P%` (`within=10%`
/// gives 0.1); none for any other claim, and one that does not read. The
/// prose check holds a fraction in words ("less than a fifth") to them
/// ([`crate::prose`]).
pub fn bounds(args: &str) -> Vec<f64> {
    let Ok(claim) = Claim::parse(args) else {
        return Vec::new();
    };
    let bound = match claim.right.as_slice() {
        [_] => constant(&claim.right).ok().flatten(),
        _ => None,
    };
    bound.into_iter().chain(claim.q.within).collect()
}

/// The value of a directive's arguments, once its records are known to be comparable:
/// measured on one machine, under loads less than [`LOADS_APART`] apart.
fn compared(store: &Store, args: &str) -> Result<Measure, String> {
    let m = store.measure(args)?;
    agree(&store.conditions(args)?)?;
    Ok(m)
}

/// Whether records measured under these conditions may be compared: on one machine,
/// under loads less than [`LOADS_APART`] apart.
fn agree(conditions: &[Conditions]) -> Result<(), String> {
    let processors: BTreeSet<&str> = conditions
        .iter()
        .filter_map(|c| c.processor.as_deref())
        .collect();
    let describe = |show: &dyn Fn(&Conditions) -> Option<String>| {
        conditions
            .iter()
            .filter_map(|c| show(c).map(|s| format!("{} in `{}`", s, c.recording)))
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect::<Vec<_>>()
            .join(", ")
    };
    if processors.len() > 1 {
        return Err(format!(
            "compares records made on different machines ({}): record them again on one",
            describe(&|c| c.processor.clone())
        ));
    }
    let loads: Vec<f64> = conditions.iter().filter_map(|c| c.load).collect();
    let spread = loads.iter().copied().fold(f64::NEG_INFINITY, f64::max)
        - loads.iter().copied().fold(f64::INFINITY, f64::min);
    if loads.len() > 1 && spread >= LOADS_APART {
        return Err(format!(
            "compares records measured under different loads ({}): record them again \
             together, on an idle machine",
            describe(&|c| c.load.map(|l| format!("load {l}")))
        ));
    }
    Ok(())
}

/// `K` or `K unit` on the right of a comparison, in the base unit; `None` when the right
/// side names a record instead.
fn constant(right: &[&str]) -> Result<Option<f64>, String> {
    let Some(first) = right.first() else {
        return Err("has nothing after its comparison".into());
    };
    let plain = first.trim_end_matches('×');
    let Ok(value) = measured::parse_number(plain) else {
        return Ok(None);
    };
    match right {
        [_] => Ok(Some(value)),
        [_, unit] => {
            let (_, scale) =
                measured::unit_scale(unit).ok_or_else(|| format!("`{unit}` is not a unit"))?;
            Ok(Some(value * scale))
        }
        _ => Err("has more than a number and a unit after its comparison".into()),
    }
}

fn show(m: Measure) -> String {
    if m.low == m.high {
        significant(m.mean)
    } else {
        format!(
            "{} (from {} to {})",
            significant(m.mean),
            significant(m.low),
            significant(m.high)
        )
    }
}

fn significant(v: f64) -> String {
    if v != 0.0 && (v.abs() >= 1e6 || v.abs() < 1e-3) {
        format!("{v:.3e}")
    } else {
        format!("{v:.4}")
    }
}

/// Whether `m` is about `k`: its spread holds `k`, or, with `within=P%`, its whole spread
/// lies within `P` percent of `k` (from `k / (1 + P)` to `k (1 + P)`).
fn about(m: Measure, k: f64, within: Option<f64>) -> bool {
    match within {
        None => m.low <= k && k <= m.high,
        Some(p) => m.low * (1.0 + p) >= k && m.high <= k * (1.0 + p),
    }
}

fn against(m: Measure, op: Op, k: f64, q: Qualifiers) -> Result<(), String> {
    let holds = match op {
        Op::Less => m.high < k,
        Op::AtMost => m.high <= k,
        Op::Greater => m.low > k,
        Op::AtLeast => m.low >= k,
        Op::About => about(m, k, q.within),
        _ => unreachable!("handled by check"),
    };
    if holds {
        Ok(())
    } else {
        Err(format!(
            "does not hold: the recording has {}, against {}{}",
            show(m),
            significant(k),
            match (op, q.within) {
                (Op::About, None) => ": about the same needs a spread that holds it \
                                      (or `within=P%`, said in the sentence)"
                    .to_string(),
                (Op::About, Some(p)) => format!(
                    ": within {}% needs the whole spread within it",
                    significant_percent(p * 100.0)
                ),
                _ => String::new(),
            }
        ))
    }
}

/// `left OP right`, read as the ratio `left / right` (which takes from `left` what
/// `right` does not say): `<` needs the ratio's highest below 1.
fn against_record(
    store: &Store,
    left: &str,
    op: Op,
    right: &str,
    q: Qualifiers,
) -> Result<(), String> {
    if left.split_whitespace().any(|w| w == "/" || w == "-") {
        return Err("compares a ratio or a difference with a record: \
                    compare it with a number"
            .into());
    }
    let ratio = compared(store, &format!("{left} / {right}"))?;
    let holds = match op {
        Op::Less | Op::AtMost => ratio.high < 1.0,
        Op::Greater | Op::AtLeast => ratio.low > 1.0,
        Op::About => about(ratio, 1.0, q.within),
        _ => unreachable!("handled by check"),
    };
    if holds {
        return Ok(());
    }
    let needs = match (op, q.within) {
        (Op::Less | Op::AtMost, _) => "below 1 over its whole spread".to_string(),
        (Op::Greater | Op::AtLeast, _) => "above 1 over its whole spread".to_string(),
        (_, None) => "a spread that holds 1: the two spreads overlap (or \
                      `within=P%`, said in the sentence)"
            .to_string(),
        (_, Some(p)) => format!(
            "within {}% of 1 over its whole spread",
            significant_percent(p * 100.0)
        ),
    };
    Err(format!(
        "does not hold: the first over the second is {}, which must be {needs}",
        show(ratio)
    ))
}

/// A percentage as a sentence writes it: `10`, `2.5`.
fn significant_percent(p: f64) -> String {
    let text = format!("{p:.3}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests;
