//! The check that every limit the crate checks is run one past, under its
//! function's name: each `check_len("<name>", ..)`, `check_n("<name>", ..)`
//! and the like that `code/src/<module>/` writes with a literal name is seen
//! refused by its module's `refusals` (`extremes/<module>.rs`), which its
//! test `one_past_each_limit_is_refused` runs, once for the tests here too:
//! a table's case runs on a row of zeros that costs no memory, and checks
//! that the function read none of it (`Zeros`); each refusal records the
//! name its error gives ([`Seen`]).
//!
//! A name handed on to a helper (a memo's `solve(name, ..)`, whose
//! `check_len(name, ..)` is no literal) is not read so; so the check also
//! starts from the public API: every public function that takes a row and
//! returns a `Result` is seen refusing some input under its own name, or is
//! listed, with the reason, as answering every row.
//!
//! Each refusal records its limit too, and a second test asks
//! `figures/data/limits.json` for each refused function's time at a limit
//! that is timed ([`NOT_TIMED`] lists the few that are not, with why).

use std::collections::BTreeMap;
use std::path::Path;

use book_tools::cfg::is_test_only;
use book_tools::files_under;
use syn::visit::{self, Visit};
use syn::{Expr, Lit};

use crate::extremes::{function_name, seen_by_module, Seen};

/// The segments of the path a call calls (`["sg", "best_move"]`), none if it
/// calls no path.
fn called_path(call: &syn::ExprCall) -> Vec<String> {
    match &*call.func {
        Expr::Path(p) => p
            .path
            .segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect(),
        _ => Vec::new(),
    }
}

/// The string `expr` is, if it is a literal one.
fn string(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Lit(syn::ExprLit {
            lit: Lit::Str(s), ..
        }) => Some(s.value()),
        _ => None,
    }
}

/// The names the `check_len` calls of a file give as literals, outside its
/// tests (what [`is_test_only`] finds, as the public-API list does).
#[derive(Default)]
struct Checked(Vec<(String, bool)>);

impl<'ast> Visit<'ast> for Checked {
    fn visit_item_mod(&mut self, module: &'ast syn::ItemMod) {
        if !is_test_only(&module.attrs) {
            visit::visit_item_mod(self, module);
        }
    }

    fn visit_item_fn(&mut self, function: &'ast syn::ItemFn) {
        if !is_test_only(&function.attrs) {
            visit::visit_item_fn(self, function);
        }
    }

    fn visit_expr_call(&mut self, call: &'ast syn::ExprCall) {
        let path = called_path(call);
        if let Some(check) = path.last().filter(|f| f.starts_with("check_")) {
            let len = check == "check_len";
            self.0
                .extend(call.args.first().and_then(string).map(|name| (name, len)));
        }
        visit::visit_expr_call(self, call);
    }
}

/// The public functions that take a row and return a `Result` but refuse no
/// row under their name, by the reason: each answers every row it can be
/// given, and returns a `Result` for the shape its game's functions share, or
/// refuses with an error that names no function.
const TAKES_ANY_ROW: [(&str, &[&str]); 5] = [
    (
        "they return no `Result`: they take any row, and have no limit to \
         refuse it by",
        &[
            "stone_game::collapse_peaks",
            "stone_game::score_difference_linear_signed",
            "stone_game_ii::window_minima",
            "stone_game_ix::residue_counts_lanes",
            "stone_game_ix::winner_of_play",
            "stone_game_ix::alice_wins_if_the_end_is_hers",
            "stone_game_ix::winning_first_stones",
            "stone_game_ix::first_move",
            "stone_game_ix::residue_counts",
        ],
    ),
    (
        "every row of `u32` stones is a game (IX's docs, # Errors)",
        &[
            "stone_game_ix::alice_wins",
            "stone_game_ix::winner",
            "stone_game_ix::best_move",
            "stone_game_ix::optimal_play",
            "stone_game_ix::Position::new",
            "stone_game_ix::alice_wins_ignoring_parity",
            "stone_game_ix::alice_wins_difference_of_two",
        ],
    ),
    (
        "every row is a game; VIII's score_difference refuses only an answer \
         past an `i64`, which takes more than 2³² stones of large values",
        &[
            "stone_game_viii::winner",
            "stone_game_viii::score_difference",
        ],
    ),
    (
        "every row is answered exactly, however long (III's docs); \
         `score_difference_wide` refuses only k = 0, with `KIsZero`, which \
         names no function",
        &[
            "stone_game_iii::winner",
            "stone_game_iii::score_difference_wide",
        ],
    ),
    (
        "its errors (`LengthsDiffer`, `NoSuchStone`, `TakenTwice`) are about \
         the rows' agreement, not their length, and name no function",
        &["stone_game_vi::best_move", "stone_game_vi::check_same_len"],
    ),
];

/// What each module's refusals saw, by its folder under `code/src/`
/// ([`seen_by_module`]): `None` where they failed, which the module's
/// `one_past_each_limit_is_refused` reports.
type BySeen = BTreeMap<&'static str, Option<&'static Seen>>;

/// Each limit the crate checks under a function's name, and each public
/// function that takes a row, is seen refused by its module's `refusals`
/// (`extremes/<module>.rs`), run once for this test, the next and the
/// module's own `one_past_each_limit_is_refused`: every name a
/// `check_*("<name>", ..)` of `code/src/<module>/` gives as a literal (a
/// `check_len`'s by a refusal of its length, another check's by any error that
/// names it); and every public function that takes a row (a slice),
/// `leetcode`'s aside, by any error that names it, unless it answers every
/// row ([`TAKES_ANY_ROW`], where one that returns no `Result` goes). So a name
/// handed on to a helper, or a new function, is run where it refuses. A
/// refusal that went wrong, or a panic, is the module's own test's to
/// report, with its fix; this test then leaves that module out.
#[test]
fn every_limit_and_every_function_that_takes_a_row_is_refused_under_its_name() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let seen = seen_by_module();
    let mut missing = Vec::new();
    let checks = unrefused_checks(root, &seen, &mut missing);
    let rows = unrefused_rows(&seen, &mut missing);
    assert!(
        checks > 100,
        "only {checks} checks of a limit read in code/src"
    );
    assert!(rows > 150, "only {rows} public functions that take a row");
    assert!(
        missing.is_empty(),
        "A name is refused nowhere:\n  {}\n\
         To fix it, in its module's refusals \
         (tests/properties/extremes/<module>.rs):\n\
         - add a refuses! case, or a seen.refused(call, error) whose error names it \
         (too_many(\"<name>\", ..));\n\
         - or, if it answers every row, list it in TAKES_ANY_ROW, with the reason.",
        missing.join("\n  ")
    );
}

/// Adds to `missing` each name a `check_*` of `code/src/` gives as a literal
/// that its module's refusals did not refuse; returns how many it read.
/// A module whose refusals failed is left to its own test.
fn unrefused_checks(root: &Path, seen: &BySeen, missing: &mut Vec<String>) -> usize {
    let mut checks = 0;
    let nothing = Seen::default();
    for entry in std::fs::read_dir(root.join("code/src")).unwrap() {
        let folder = entry.unwrap().path();
        let Some(module) = folder.is_dir().then(|| folder.file_name()).flatten() else {
            continue;
        };
        let module = module.to_string_lossy();
        let mut checked = Checked::default();
        for file in files_under(&folder, "rs") {
            checked.visit_file(&parsed_file(&file).expect("a file of code/src"));
        }
        checks += checked.0.len();
        let refused = match seen.get(&*module) {
            Some(Some(refused)) => *refused,
            Some(None) => continue,
            None => &nothing,
        };
        for (name, len) in checked.0 {
            let other = !len && refused.other.contains(&name);
            if !refused.length.contains(&name) && !other {
                missing.push(format!("{module}: {name}, one past its limit"));
            }
        }
    }
    checks
}

/// Adds to `missing` each public function that takes a row and that its
/// module's refusals never saw refusing, unless [`TAKES_ANY_ROW`] lists it
/// (and each entry of that list that refuses, or names no such function);
/// returns how many such functions it read. A module whose refusals failed
/// is left to its own test.
fn unrefused_rows(seen: &BySeen, missing: &mut Vec<String>) -> usize {
    let api = super::public_api();
    let mut listed: Vec<&str> = TAKES_ANY_ROW
        .iter()
        .flat_map(|(_, names)| *names)
        .copied()
        .collect();
    let mut rows = 0;
    let nothing = Seen::default();
    for item in api {
        let module = item.module();
        // A slice among its arguments, not only in what it returns.
        let takes_a_row = item
            .fn_type
            .as_deref()
            .is_some_and(|t| t.split("->").next().is_some_and(|args| args.contains("&[")));
        let elsewhere = module != "shared"
            && item
                .file
                .parent()
                .is_some_and(|f| f.ends_with("src/shared"));
        if !takes_a_row || module == "leetcode" || elsewhere {
            continue;
        }
        rows += 1;
        let name = function_name(&item.path_text()).to_string();
        let full = format!("{module}::{name}");
        let refused = match seen.get(module) {
            Some(Some(refused)) => *refused,
            Some(None) => {
                listed.retain(|&n| n != full);
                continue;
            }
            None => &nothing,
        };
        let refuses = refused.length.contains(&name) || refused.other.contains(&name);
        match (refuses, listed.iter().position(|&n| n == full)) {
            (true, None) => {}
            (true, Some(_)) => {
                missing.push(format!("{full} refuses: take it out of TAKES_ANY_ROW"));
            }
            (false, Some(k)) => drop(listed.remove(k)),
            (false, None) => missing.push(format!("{}, on a row", item.path_text())),
        }
    }
    missing.extend(
        listed
            .iter()
            .map(|n| format!("{n}: in TAKES_ANY_ROW, no such function")),
    );
    rows
}

/// The functions refused one past a limit whose time is recorded, whose own
/// time there is not, each with why: (module, function, reason).
const NOT_TIMED: [(&str, &str, &str); 2] = [
    (
        "stone_game",
        "check_parity_strategy",
        "timed on rows of up to 52 piles (MAX_PARITY_SEARCH_LEN) of 1 stone, under \
         MAX_PARITY_CHECK_ROWS, whose record's n is the rows it plays, not their length",
    ),
    (
        "stone_game_ii",
        "leaf_test_forgotten",
        "a pitfall that panics on every row it takes (its doc's # Panics): it has no time",
    ),
];

/// Each function seen refusing one past a limit that `record-limits` times
/// (`figures/data/limits.json`) has its own time there, at that limit: so a
/// new function checked against a measured limit is timed at it, or says
/// here why not. (A limit no case times says why in the figures'
/// `NOT_MEASURED`, `figures/src/record/limits/complete.rs`.) A record is at
/// a refusal's limit when its size `n`, or the value of the constant it
/// times, is the limit the error gave.
#[test]
fn each_function_refused_at_a_timed_limit_is_timed_at_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let recorded = timed(root);
    let (mut checked, mut missing) = (0, Vec::new());
    let mut listed: Vec<(&str, &str)> = NOT_TIMED.iter().map(|&(g, f, _)| (g, f)).collect();
    let by_module = seen_by_module();
    for (&module, seen) in &by_module {
        let Some(seen) = seen else {
            // Failed: its own test says why.
            listed.retain(|&(g, _)| g != module);
            continue;
        };
        for (function, limit) in &seen.limits {
            let at = |method: Option<&str>| {
                recorded.iter().any(|t| {
                    t.game == module
                        && (t.n == *limit || t.value == *limit)
                        && method.is_none_or(|f| function_name(&t.method) == f)
                })
            };
            if !at(None) {
                continue;
            }
            checked += 1;
            let timed = at(Some(function_name(function)));
            match listed
                .iter()
                .position(|&l| l == (module, function.as_str()))
            {
                Some(k) if !timed => drop(listed.remove(k)),
                Some(_) => missing.push(format!("{module}::{function} is timed: not in NOT_TIMED")),
                None if !timed => missing.push(format!("{module}::{function}, at {limit}")),
                None => {}
            }
        }
    }
    missing.extend(listed.iter().map(|&(g, f)| left_over(&by_module, g, f)));
    assert!(
        checked > 80,
        "only {checked} functions refused at a timed limit"
    );
    assert!(
        missing.is_empty(),
        "Refused one past a limit whose time is recorded, and not timed at it:\n  {}\n\
         Add it to the limit's case in figures/src/record/limits/<part>.rs and run \
         `cargo run --release -p figures -- record-limits --again <game>`, or say why \
         not in NOT_TIMED.",
        missing.join("\n  ")
    );
}

/// Why `game::function`, listed in [`NOT_TIMED`], matched no refusal at a
/// timed limit: it is refused nowhere, or only at a limit that no record
/// times any more (the limit changed, and its recording did not).
fn left_over(by_module: &BySeen, game: &str, function: &str) -> String {
    let limits: Vec<u64> = by_module
        .get(game)
        .and_then(|&seen| seen)
        .map(|seen| {
            let at = seen.limits.iter().filter(|(name, _)| name == function);
            at.map(|&(_, limit)| limit).collect()
        })
        .unwrap_or_default();
    if limits.is_empty() {
        format!("{game}::{function}: in NOT_TIMED, refused nowhere")
    } else {
        format!(
            "{game}::{function}: in NOT_TIMED, refused at {limits:?}, a limit at which \
             limits.json times nothing of {game}: if the limit changed, record it again \
             (`cargo run --release -p figures -- record-limits --again {game}`)"
        )
    }
}

/// A time `figures/data/limits.json` records: of `method` of `game`, on a
/// row of `n`, at the limit whose value is `value`.
struct Timed {
    game: String,
    method: String,
    n: u64,
    value: u64,
}

/// Each time that `figures/data/limits.json` records.
fn timed(root: &Path) -> Vec<Timed> {
    let path = root.join("figures/data/limits.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let json: serde_json::Value = serde_json::from_str(&text).expect("limits.json is JSON");
    let text = |r: &serde_json::Value, key: &str| r[key].as_str().expect(key).to_string();
    let number = |r: &serde_json::Value, key: &str| r[key].as_u64().expect(key);
    json["results"]
        .as_array()
        .expect("limits.json has results")
        .iter()
        .map(|r| Timed {
            game: text(r, "game"),
            method: text(r, "method"),
            n: number(r, "n"),
            value: number(r, "value"),
        })
        .collect()
}

/// The file at `path`, parsed, if it exists.
fn parsed_file(path: &Path) -> Option<syn::File> {
    let source = std::fs::read_to_string(path).ok()?;
    Some(syn::parse_file(&source).unwrap_or_else(|e| panic!("{path:?}: {e}")))
}

/// Each row of a chapter's table that gives a limit as a constant of a part,
/// `{{#const <module>::MAX_*}}` (`book::` or not), names in code font only
/// functions refused at it: each function of that module the row names, and
/// that the module's refusals saw refused, is refused at the constant's value
/// (at one of them, where the row gives more). So a function moved to another
/// limit, or a row that gives it the wrong one, fails at the row, with the
/// limits the function is refused at.
#[test]
fn every_limit_a_table_row_gives_its_functions_is_where_they_are_refused() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let by_module = seen_by_module();
    let (mut held, mut wrong) = (0, Vec::new());
    for file in files_under(&root.join("src"), "md") {
        let text = std::fs::read_to_string(&file).unwrap();
        let at = file
            .strip_prefix(root)
            .unwrap_or(&file)
            .display()
            .to_string();
        for (k, row) in text.lines().enumerate().filter(|(_, l)| l.starts_with('|')) {
            let limits = limits_of_row(row);
            let Some((module, _, _)) = limits.first() else {
                continue;
            };
            let Some(Some(seen)) = by_module.get(module.as_str()) else {
                continue;
            };
            for name in code_font_names(row) {
                let refused: Vec<u64> = seen
                    .limits
                    .iter()
                    .filter(|(function, _)| *function == name)
                    .map(|&(_, limit)| limit)
                    .collect();
                if refused.is_empty() {
                    continue; // not a function its refusals saw: `MAX_LEN`, a type
                }
                held += 1;
                if !limits.iter().any(|(_, _, value)| refused.contains(value)) {
                    let given: Vec<String> = limits
                        .iter()
                        .map(|(_, path, value)| format!("{path} = {value}"))
                        .collect();
                    wrong.push(format!(
                        "{at}:{}: `{name}` is refused one past {refused:?}, and the row gives {}",
                        k + 1,
                        given.join(", ")
                    ));
                }
            }
        }
    }
    assert!(
        held > 30,
        "only {held} functions held to a table row's limit"
    );
    assert!(
        wrong.is_empty(),
        "A table row gives a function a limit it is not refused at:\n  {}\n\
         Give the row the function's limit, or move the function to the row of its limit \
         (the refusals are in tests/properties/extremes/<game>.rs).",
        wrong.join("\n  ")
    );
}

/// The limits a table row gives as `{{#const <path>}}` of a constant
/// `MAX_*` alone (not a formula): (its module, its path, its value).
fn limits_of_row(row: &str) -> Vec<(String, String, u64)> {
    use book_tools::directives::{find_directives, Kind};
    find_directives(row)
        .into_iter()
        .filter(|d| d.kind == Kind::Const)
        .filter_map(|d| {
            let path = d.args.split_whitespace().next()?.to_string();
            let plain = path
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == ':');
            let last = path.rsplit("::").next()?;
            if !(plain && last.starts_with("MAX_")) {
                return None;
            }
            let value = u64::try_from(book_tools::constants::value(&path)?).ok()?;
            let module = path.split("::").next()?.to_string();
            Some((module, path, value))
        })
        .collect()
}

/// The names a row writes in code font, outside its directives.
fn code_font_names(row: &str) -> Vec<String> {
    book_tools::directives::without_directives(row)
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|w| !w.is_empty() && w.chars().all(|c| c.is_alphanumeric() || c == '_'))
        .map(str::to_string)
        .collect()
}
