//! `fastest` and `slowest`: a method against its rivals, the other methods of its game
//! timed on the same input, and against every other benchmark that times it.

use std::collections::BTreeMap;

use serde_json::Value;

use super::{compared, show, Op, Qualifiers, INPUTS};
use crate::measured::{self, Measure, Store};

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
        self.game == other.game && self.input == other.input && self.method != other.method
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

fn timed(name: &str, file: &Value, record: &Value, games: &[String]) -> Option<Timed> {
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
    let text = |key: &str| record.get(key).and_then(Value::as_str).unwrap_or("");
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
/// `A`'s other filters; `A every fastest` holds it at each record `A`'s filters keep.
/// Unless the claim says `here`, every other benchmark that times the same method (on
/// the same input) must find it the fastest too, at each of its sizes.
pub(super) fn extreme(
    store: &Store,
    left: &str,
    right: &[&str],
    op: Op,
    q: Qualifiers,
) -> Result<(), String> {
    let (left, every) = extreme_words(left, right)?;
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
        let rivals = rivals(&filters, &records, (&name, file), own, &games);
        // With `every`, a size at which nothing else ran has nothing to beat.
        if rivals.is_empty() && every {
            continue;
        }
        compared_at += 1;
        if rivals.is_empty() {
            return Err(format!("has no rival recorded beside it{}", at_n(n)));
        }
        let method = &filters["method"];
        beats_each(store, (left, method), n, &rivals, &beats)?;
        if q.here {
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
/// and whether it said `every`.
fn extreme_words<'a>(left: &'a str, right: &[&str]) -> Result<(&'a str, bool), String> {
    if !right.is_empty() {
        return Err("nothing comes after `fastest`".into());
    }
    Ok(match left.strip_suffix(" every") {
        Some(side) => (side, true),
        None => (left, false),
    })
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
        .filter(|r| filters.iter().all(|(k, v)| measured::matches(r, k, v)))
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
            .all(|(k, v)| k == "method" || measured::matches(r, k, v))
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
    beats: &dyn Fn(Measure) -> bool,
) -> Result<(), String> {
    let at = n.map_or(String::new(), |n| format!(" n={n}"));
    for rival in rivals {
        let ratio = compared(store, &format!("{left}{at} / {rival}"))?;
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
                let args = format!("{other} {} / {}", picking(record, n), picking(rival, None));
                let ratio = compared(store, &args)?;
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
