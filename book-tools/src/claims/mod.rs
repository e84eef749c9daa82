//! The checked-claim directive: `{{#claim ...}}` checks a sentence about measurements
//! against the recordings of `figures/data/`, so that "faster", "the fastest", "widens"
//! or "within a second" stops building when a new recording stops supporting it.
//!
//! A claim renders nothing. It ends the sentence it checks, and says what that sentence
//! says, in the measured-number directive's words ([`crate::measured`]) for each side:
//!
//! ```text
//! linear_i64 is faster here{{#claim bench-stone_game linear_i64 n=10^4 < rolling_row}}.
//! {{#claim bench-stone_game_iv compact n=10^7 ~ l2_sized}}             about the same
//! {{#claim c-sieve segmented_1_thread n=10^9 cpu_ns ~ c within=5%}}     within 5%
//! {{#claim bench-stone_game_iv pipelined n=10^7 fastest}}               the fastest
//! {{#claim bench-stone_game_iv pipelined n=10^7 fastest among sieve,compact}}
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
//!   rows' methods), that have a record with `A`'s other filters; `among m1,m2` names
//!   them instead. Every other benchmark that times the same method must find it the
//!   fastest of its game too, at each of its sizes (`bench-leetcode`'s
//!   `stone_game_iii_ring` is `bench-stone_game_iii`'s `ring`), unless the claim says
//!   `here` and its sentence names its benchmark. `A every fastest` holds it at each
//!   record that `A`'s filters keep (each size) where a rival ran too, and needs one.
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
//!   load averages the recordings give; each busy core adds about 1). A claim that
//!   compares across them says `across=machines` or `across=loads`, and its sentence says
//!   so: another machine ([`ACROSS_MACHINES`]), a load ([`ACROSS_LOADS`]). A qualifier
//!   the records do not need fails too.
//!
//! [`unsaid_qualifiers`] finds a claim whose sentence does not say what its qualifiers
//! say; [`unchecked_comparisons`] finds a sentence that compares with no claim at all.
//!
//! Like `{{#measured ...}}`, a claim is expanded by `mdbook-measured` for `mdbook build`,
//! `mdbook serve` and `mdbook test`, and by build.rs for `cargo test`; a claim that does
//! not hold, or cannot be read, fails all of them, naming the chapter and the line.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use crate::measured::{self, Conditions, Measure, Store};

mod sentences;

pub use sentences::{
    compares, sentences, unchecked_comparisons, unsaid_qualifiers, Sentence,
    ACROSS_LOADS, ACROSS_MACHINES, COMPARING_WORDS, HERE,
};

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

/// What a claim's sentence says besides its comparison, each of which the sentence
/// must say in words ([`unsaid_qualifiers`]).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
struct Qualifiers {
    /// `within=P%`: "about the same" means within `P` percent (as a fraction).
    within: Option<f64>,
    /// `across=machines`: the records come from different machines.
    machines: bool,
    /// `across=loads`: the records were measured under different loads.
    loads: bool,
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
            } else if let Some(what) = word.strip_prefix("across=") {
                for part in what.split(',') {
                    match part {
                        "machines" => q.machines = true,
                        "loads" => q.loads = true,
                        _ => {
                            return Err(format!(
                                "`{word}`: write `across=machines`, `across=loads` or both"
                            ))
                        }
                    }
                }
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

/// Checks the claim with these arguments against `store`.
///
/// # Errors
///
/// A sentence saying why the claim does not hold, with the recorded values, or what is
/// wrong with the claim as written.
pub fn check(args: &str, store: &Store) -> Result<(), String> {
    let mut words: Vec<&str> = args.split_whitespace().collect();
    let q = Qualifiers::take(&mut words)?;
    let at = words.iter().position(|w| op_of(w).is_some()).ok_or(
        "says no comparison (`<`, `>`, `<=`, `>=`, `~`, `fastest`, \
             `slowest`, `grows`, `shrinks`)",
    )?;
    let op = op_of(words[at]).expect("found above");
    let left = words[..at].join(" ");
    let right = &words[at + 1..];
    if left.is_empty() {
        return Err("has nothing before its comparison".into());
    }
    if q.within.is_some() && op != Op::About {
        return Err("`within=P%` is for `~`, about the same".into());
    }
    if q.here && !matches!(op, Op::Fastest | Op::Slowest) {
        return Err("`here` is for `fastest` and `slowest`".into());
    }
    match op {
        Op::Fastest | Op::Slowest => extreme(store, &left, right, op, q),
        Op::Grows | Op::Shrinks => trend(store, &left, right, op, q),
        _ => match constant(right)? {
            Some(k) => match left.strip_suffix(" every") {
                Some(side) => {
                    for m in store.measure_each(side)? {
                        against(m, op, k, q)?;
                    }
                    Ok(())
                }
                None => against(compared(store, &left, q)?, op, k, q),
            },
            None => against_record(store, &left, op, &right.join(" "), q),
        },
    }
}

/// The value of a directive's arguments, once its records are known to be comparable:
/// measured on one machine, under loads less than [`LOADS_APART`] apart, unless the claim
/// says otherwise.
fn compared(
    store: &Store,
    args: &str,
    q: Qualifiers,
) -> Result<Measure, String> {
    let m = store.measure(args)?;
    agree(&store.conditions(args)?, q)?;
    Ok(m)
}

/// Whether records measured under these conditions may be compared, as `q` allows: on
/// different machines only with `across=machines`, under loads [`LOADS_APART`] or more
/// apart only with `across=loads`; and a qualifier that the records do not need is an
/// error too, so that a sentence never says a difference that is not there.
fn agree(conditions: &[Conditions], q: Qualifiers) -> Result<(), String> {
    let processors: BTreeSet<&str> = conditions
        .iter()
        .filter_map(|c| c.processor.as_deref())
        .collect();
    let describe = |show: &dyn Fn(&Conditions) -> Option<String>| {
        conditions
            .iter()
            .filter_map(|c| {
                show(c).map(|s| format!("{} in `{}`", s, c.recording))
            })
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect::<Vec<_>>()
            .join(", ")
    };
    let machines_differ = processors.len() > 1;
    if machines_differ && !q.machines {
        return Err(format!(
            "compares records made on different machines ({}): say so in the sentence, \
             and add `across=machines`",
            describe(&|c| c.processor.clone())
        ));
    }
    if q.machines && !machines_differ {
        return Err(
            "says `across=machines`, but its records come from one machine"
                .into(),
        );
    }
    let loads: Vec<f64> = conditions.iter().filter_map(|c| c.load).collect();
    let spread = loads.iter().copied().fold(f64::NEG_INFINITY, f64::max)
        - loads.iter().copied().fold(f64::INFINITY, f64::min);
    let loads_differ = loads.len() > 1 && spread >= LOADS_APART;
    if loads_differ && !q.loads {
        return Err(format!(
            "compares records measured under different loads ({}): say so in the \
             sentence, and add `across=loads`",
            describe(&|c| c.load.map(|l| format!("load {l}")))
        ));
    }
    if q.loads && !loads_differ {
        return Err(
            "says `across=loads`, but its records give loads less than 1 apart, or none"
                .into(),
        );
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
            let (_, scale) = measured::unit_scale(unit)
                .ok_or_else(|| format!("`{unit}` is not a unit"))?;
            Ok(Some(value * scale))
        }
        _ => {
            Err("has more than a number and a unit after its comparison".into())
        }
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
                (Op::About, None) =>
                    ": about the same needs a spread that holds it \
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
    let ratio = compared(store, &format!("{left} / {right}"), q)?;
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
        (Op::Less | Op::AtMost, _) => {
            "below 1 over its whole spread".to_string()
        }
        (Op::Greater | Op::AtLeast, _) => {
            "above 1 over its whole spread".to_string()
        }
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

/// What a benchmark's record times: the game, the method, and the input it ran on (its
/// `group`, its `rows` or `input`, or an ending of [`INPUTS`]). A method `m` of
/// `bench-G` is the method `G_m` of a recording that times several games
/// (`bench-leetcode`'s `stone_game_iii_ring` is `bench-stone_game_iii`'s `ring`).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Timed {
    game: String,
    method: String,
    input: String,
}

impl Timed {
    /// Whether `self` is a rival of `other`: another method of the same game,
    /// timed on the same input (what `fastest` and `slowest` compare).
    fn is_rival_of(&self, other: &Timed) -> bool {
        self.game == other.game
            && self.input == other.input
            && self.method != other.method
    }
}

/// The games: the groups of the recordings that have one.
fn games(store: &Store) -> Vec<String> {
    store
        .recordings()
        .filter_map(|(_, file, _)| file.get("group").and_then(Value::as_str))
        .map(str::to_string)
        .collect()
}

fn timed(
    name: &str,
    file: &Value,
    record: &Value,
    games: &[String],
) -> Option<Timed> {
    let method = record.get("method")?.as_str()?;
    let own = file.get("group").and_then(Value::as_str).unwrap_or(name);
    let (game, rest) = games
        .iter()
        .filter_map(|g| {
            Some((
                g.as_str(),
                method.strip_prefix(g.as_str())?.strip_prefix('_')?,
            ))
        })
        .max_by_key(|(g, _)| g.len())
        .unwrap_or((own, method));
    let text =
        |key: &str| record.get(key).and_then(Value::as_str).unwrap_or("");
    let (method, ending) = INPUTS
        .iter()
        .find_map(|e| rest.strip_suffix(e).map(|m| (m, *e)))
        .unwrap_or((rest, ""));
    Some(Timed {
        game: game.to_string(),
        method: method.to_string(),
        input: format!(
            "{}|{}|{}|{ending}",
            text("group"),
            text("rows"),
            text("input")
        ),
    })
}

/// Where a record of `name` is, as the words that pick it.
fn picking(record: &Value, n: Option<f64>) -> String {
    let method = record.get("method").and_then(Value::as_str).unwrap_or("");
    let group = record
        .get("group")
        .and_then(Value::as_str)
        .unwrap_or("none");
    match n {
        Some(n) => format!("{method} n={n} group={group}"),
        None => format!("{method} group={group}"),
    }
}

/// `A fastest` (`slowest`): `A`'s record against each rival's, spreads apart. The rivals
/// are the methods of the same game, run on the same input, that have a record with
/// `A`'s other filters (or those `among m1,m2` names); `A every fastest` holds it at each
/// record `A`'s filters keep. Unless the claim says `here`, every other benchmark that
/// times the same method (on the same input) must find it the fastest too, at each of
/// its sizes.
fn extreme(
    store: &Store,
    left: &str,
    right: &[&str],
    op: Op,
    q: Qualifiers,
) -> Result<(), String> {
    let (left, every, among) = extreme_words(left, right)?;
    let (name, filters, records) = store.side(left)?;
    if !filters.contains_key("method") {
        return Err("a `fastest` claim names its method".into());
    }
    let owns = own_records(&name, &filters, &records, every)?;
    if owns.is_empty() {
        return store.measure(left).map(|_| ());
    }
    let file = store
        .recordings()
        .find(|(n, _, _)| *n == name)
        .map(|(_, f, _)| f)
        .ok_or("no such recording")?;
    let games = games(store);
    let beats = |ratio: Measure| {
        if op == Op::Fastest {
            ratio.high < 1.0
        } else {
            ratio.low > 1.0
        }
    };
    let mut compared_at = 0;
    for own in owns {
        let n = own.get("n").and_then(Value::as_f64);
        let me = timed(&name, file, own, &games);
        let rivals = match &among {
            Some(list) => list.clone(),
            None => rivals(&filters, &records, (&name, file), own, &games),
        };
        // With `every`, a size at which nothing else ran has nothing to beat.
        if rivals.is_empty() && every {
            continue;
        }
        compared_at += 1;
        if rivals.is_empty() {
            return Err(format!("has no rival recorded beside it{}", at_n(n)));
        }
        let method = &filters["method"];
        beats_each(store, (left, method), n, &rivals, q, &beats)?;
        if q.here || among.is_some() {
            continue;
        }
        let Some(me) = me else { continue };
        elsewhere(store, &name, &me, &games, &beats)?;
    }
    if compared_at == 0 {
        return Err("has no rival recorded beside it at any size".into());
    }
    Ok(())
}

/// The words of a `fastest` (`slowest`) claim: its left side without `every`,
/// whether it said `every`, and the rivals it names after `among`, if any.
fn extreme_words<'a>(
    left: &'a str,
    right: &[&str],
) -> Result<(&'a str, bool, Option<Vec<String>>), String> {
    let (left, every) = match left.strip_suffix(" every") {
        Some(side) => (side, true),
        None => (left, false),
    };
    let among = match right {
        [] => None,
        ["among", list] => Some(list.split(',').map(str::to_string).collect()),
        _ => {
            return Err("after `fastest` comes nothing, or `among m1,m2`".into())
        }
    };
    Ok((left, every, among))
}

/// The records of `name` that the claim's `filters` keep: none (the claim then
/// fails as a measurement would), one, or, with `every`, any number.
fn own_records<'a>(
    name: &str,
    filters: &BTreeMap<String, String>,
    records: &[&'a Value],
    every: bool,
) -> Result<Vec<&'a Value>, String> {
    let owns: Vec<&Value> = records
        .iter()
        .copied()
        .filter(|r| filters.iter().all(|(k, v)| measured::keeps(r, k, v)))
        .collect();
    if owns.len() > 1 && !every {
        return Err(format!(
            "{} records of `{name}` have what it says: name one, or write \
             `every`",
            owns.len()
        ));
    }
    Ok(owns)
}

/// The rival search: the methods of `own`'s game that ran on its input at its
/// size in the same recording (`name` and its `file`), with the claim's
/// filters other than the method; sorted, each once.
fn rivals(
    filters: &BTreeMap<String, String>,
    records: &[&Value],
    (name, file): (&str, &Value),
    own: &Value,
    games: &[String],
) -> Vec<String> {
    let n = own.get("n").and_then(Value::as_f64);
    let me = timed(name, file, own, games);
    let beside = |r: &&Value| {
        filters
            .iter()
            .all(|(k, v)| k == "method" || measured::keeps(r, k, v))
            && r.get("n").and_then(Value::as_f64) == n
    };
    let same_input = |r: &&Value| {
        let them = timed(name, file, r, games);
        me.as_ref()
            .zip(them.as_ref())
            .is_some_and(|(me, them)| them.is_rival_of(me))
    };
    let mut found: Vec<String> = records
        .iter()
        .copied()
        .filter(beside)
        .filter(same_input)
        .filter_map(|r| r.get("method").and_then(Value::as_str))
        .map(str::to_string)
        .collect();
    found.sort();
    found.dedup();
    found
}

/// The claim's `left` side (whose method is `method`), at size `n`, against
/// each rival: an error names the first it does not beat.
fn beats_each(
    store: &Store,
    (left, method): (&str, &str),
    n: Option<f64>,
    rivals: &[String],
    q: Qualifiers,
    beats: &dyn Fn(Measure) -> bool,
) -> Result<(), String> {
    let at = n.map_or(String::new(), |n| format!(" n={n}"));
    for rival in rivals {
        let ratio = compared(store, &format!("{left}{at} / {rival}"), q)?;
        if !beats(ratio) {
            return Err(format!(
                "does not hold{}: {method} over {rival} is {}",
                at_n(n),
                show(ratio)
            ));
        }
    }
    Ok(())
}

/// ` at n = N` for a record of size `N`, nothing for one without a size.
fn at_n(n: Option<f64>) -> String {
    n.map_or(String::new(), |n| format!(" at n = {n}"))
}

/// The same method in every other benchmark that times it: the fastest (slowest) of its
/// game's methods on its input at each of its sizes there.
fn elsewhere(
    store: &Store,
    name: &str,
    me: &Timed,
    games: &[String],
    beats: &dyn Fn(Measure) -> bool,
) -> Result<(), String> {
    for (other, file, records) in store.recordings() {
        if other == name || file.get("group").is_none() {
            continue;
        }
        for record in &records {
            if timed(other, file, record, games).as_ref() != Some(me) {
                continue;
            }
            let n = record.get("n").and_then(Value::as_f64);
            for rival in &records {
                let them = timed(other, file, rival, games);
                let same_kind = them.is_some_and(|t| t.is_rival_of(me));
                if !same_kind || rival.get("n").and_then(Value::as_f64) != n {
                    continue;
                }
                let args = format!(
                    "{other} {} / {}",
                    picking(record, n),
                    picking(rival, None)
                );
                let ratio = compared(store, &args, Qualifiers::default())?;
                if !beats(ratio) {
                    return Err(format!(
                        "does not hold in `{other}`, which times the same method: there, \
                         {} over {} is {} (say `here`, and name the benchmark in the \
                         sentence, if the sentence is about its own benchmark only)",
                        picking(record, n),
                        picking(rival, None),
                        show(ratio)
                    ));
                }
            }
        }
    }
    Ok(())
}

/// A `grows` (`shrinks`) claim: its `left` side, read at each of its sizes in the
/// range that `right` names, rises (falls) from each size to the next, and its ends'
/// spreads are apart.
fn trend(
    store: &Store,
    left: &str,
    right: &[&str],
    op: Op,
    q: Qualifiers,
) -> Result<(), String> {
    let range = trend_range(right)?;
    let points = trend_points(store, left, range, q)?;
    goes_one_way(&points, op == Op::Grows)
}

/// The range of a trend, `from=N1 to=N2`: its two ends, in the order written.
fn trend_range(right: &[&str]) -> Result<(f64, f64), String> {
    let mut from = None;
    let mut to = None;
    for word in right {
        match word.split_once('=') {
            Some(("from", n)) => from = Some(measured::parse_number(n)?),
            Some(("to", n)) => to = Some(measured::parse_number(n)?),
            _ => return Err(format!("`{word}`: a trend takes `from=N to=N`")),
        }
    }
    from.zip(to)
        .ok_or_else(|| "a trend needs `from=N to=N`".into())
}

/// The points of a trend: `left` read at every size its first side has from `from` to
/// `to`, in order, each with its size. Both ends must be among the sizes, a size that
/// cannot be read fails, and the recordings' conditions must agree (`q`).
fn trend_points(
    store: &Store,
    left: &str,
    (from, to): (f64, f64),
    q: Qualifiers,
) -> Result<Vec<(f64, Measure)>, String> {
    let sizes: Vec<f64> = store
        .sizes(left)?
        .into_iter()
        .filter(|&n| n >= from && n <= to)
        .collect();
    if sizes.len() < 2 || sizes[0] != from || sizes[sizes.len() - 1] != to {
        return Err(format!(
            "has records at {} of the sizes from {from} to {to}: it needs both ends",
            sizes.len()
        ));
    }
    let (file, rest) = left.split_once(' ').unwrap_or((left, ""));
    let mut points = Vec::new();
    let mut conditions = Vec::new();
    for &n in &sizes {
        // Every size the first side has is a point: one that cannot be measured fails.
        let args = format!("{file} n={n} {rest}");
        let m = store
            .measure(&args)
            .map_err(|e| format!("at n = {n}: {e}"))?;
        conditions.extend(store.conditions(&args)?);
        points.push((n, m));
    }
    agree(&conditions, q)?;
    Ok(points)
}

/// The direction check of a trend: the value of `points` (two at least) rises from
/// each size to the next when `rising`, falls otherwise, and the spreads of the first
/// and the last do not overlap. An error names the first step that goes the wrong way.
fn goes_one_way(points: &[(f64, Measure)], rising: bool) -> Result<(), String> {
    for pair in points.windows(2) {
        let (a, b) = (pair[0].1, pair[1].1);
        // Strictly, both ways: a flat step is neither growth nor shrinking.
        let wrong_way = if rising {
            b.mean <= a.mean
        } else {
            b.mean >= a.mean
        };
        if wrong_way {
            return Err(format!(
                "does not hold: from n = {} to n = {} the value goes from {} to {}",
                pair[0].0,
                pair[1].0,
                show(a),
                show(b)
            ));
        }
    }
    let (first, last) = (points[0].1, points[points.len() - 1].1);
    let apart = if rising {
        last.low > first.high
    } else {
        last.high < first.low
    };
    if !apart {
        return Err(format!(
            "does not hold: the ends' spreads overlap ({} and {})",
            show(first),
            show(last)
        ));
    }
    Ok(())
}

/// A percentage as a sentence writes it: `10`, `2.5`.
fn significant_percent(p: f64) -> String {
    let text = format!("{p:.3}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests;
