//! The checks every public function that takes a row makes before any work,
//! read from the crate's syntax. A function with a limit checks it first:
//! its first limit check (`check_len("<its name>", <a row>.len(), <its
//! limit>)?`, or III's `check_steps`, IV's `check_n`, IX's
//! `check_positions`) comes before any statement that does work, with only
//! checks of an argument (`check_k`, `check_same_len`) and bindings that
//! compute nothing before it; a check of a row's length measures one of the
//! function's rows and gives its own name. Or its first call hands its own
//! name to a helper of its module (a memo's `solve`, a `GameTree::new`),
//! computing nothing first, and the helper's first limit check meets the
//! same rules with the name it was handed. Every function name a body gives
//! a check, a helper or an error is its own. A function that checks no limit
//! is listed in [`NO_LIMIT`], and one that reads its row before its limit
//! check in [`CHECK_READS_THE_ROW`], each with why; the second list excuses
//! that order only.
//!
//! The rules read statements as text, joined without spaces: "work" is a
//! call other than `len`, `min`, `max` and `saturating_sub`, a closure, a
//! macro or an index. The extremes tests run the limits a test can build a
//! row for; [`OUT_OF_REACH`] holds the others, whose rows (gigabytes) no test
//! allocates, to the functions whose first `check_len` names them.
//! [`each_fault_the_checks_can_have_is_found`] plants each fault.

use std::path::{Path, PathBuf};

use book_tools::api::{self, Kind};
use quote::ToTokens;

/// The public functions that read their row before their limit check, each
/// with why: (path, reason). Their checks are read all the same: under their
/// own name, and measuring what they say.
const CHECK_READS_THE_ROW: &[(&str, &str)] = &[
    (
        "stone_game_iv::book::nim_sum_wins",
        "its limit is on the largest pile, found in one pass",
    ),
    (
        "stone_game_iv::exercises::losing_positions_with",
        "a move of 0 is refused before the limit, by choice: it makes the game endless",
    ),
    (
        "stone_game_iv::exercises::winning_move",
        "its limit is on the largest pile, found in one pass",
    ),
    (
        "stone_game_ix::book::alice_wins_counts",
        "its limit is on the counts of each residue, counted in one pass",
    ),
    (
        "stone_game_ix::exercises::alice_wins_mod",
        "its limit is on the positions, counted from the sorted residues",
    ),
];

/// Why Stone Game IX's answers take any row: they count the stones of each
/// residue mod 3 (a count fits its `u64` for any row) and decide from the
/// counts, in linear time.
const IX_COUNTS: &str = "counts the stones of each residue mod 3 in a u64, which no row \
                         can pass, and decides from the counts";

/// Why Stone Game IX's play takes any row: it keeps the stones' positions by
/// residue, and the sum of those taken mod 3.
const IX_PLAYS: &str = "keeps positions by residue and a sum mod 3: no number grows past \
                        the row's length";

/// The public functions that take a row and check nothing, each with why:
/// (path, reason).
const NO_LIMIT: &[(&str, &str)] = &[
    (
        "stone_game::book::collapse_peaks",
        "sums in i128, which no row of i64 (under 2⁶¹ values) can pass",
    ),
    (
        "stone_game::book::score_difference_linear_signed",
        "sums in i128, which no row of i64 (under 2⁶¹ values) can pass",
    ),
    (
        "stone_game_ii::exercises::window_minima",
        "sums nothing: it compares values and keeps their positions",
    ),
    (
        "stone_game_iii::book::score_difference_wide",
        "in i128, which no row's score difference can pass; it checks k only",
    ),
    (
        "stone_game_iii::winner",
        "past score_difference's limit it runs score_difference_wide, in i128, on any row",
    ),
    (
        "stone_game_vi::best_move",
        "one heaviest stone among those left, by a u64 weight: nothing is summed",
    ),
    (
        "stone_game_vi::book::check_same_len",
        "it is a check: it refuses rows of two lengths",
    ),
    (
        "stone_game_viii::score_difference",
        "exact in i128 for any row; an answer past an i64 is its error",
    ),
    (
        "stone_game_viii::winner",
        "the sign of the exact difference, in i128, for any row",
    ),
    ("stone_game_ix::Position::new", IX_PLAYS),
    ("stone_game_ix::alice_wins", IX_COUNTS),
    ("stone_game_ix::best_move", IX_PLAYS),
    ("stone_game_ix::book::residue_counts_lanes", IX_COUNTS),
    (
        "stone_game_ix::book::winner_of_play",
        "reads the last move only",
    ),
    (
        "stone_game_ix::exercises::alice_wins_if_the_end_is_hers",
        IX_COUNTS,
    ),
    ("stone_game_ix::exercises::winning_first_stones", IX_COUNTS),
    ("stone_game_ix::first_move", IX_COUNTS),
    ("stone_game_ix::optimal_play", IX_PLAYS),
    (
        "stone_game_ix::pitfalls::alice_wins_difference_of_two",
        IX_COUNTS,
    ),
    (
        "stone_game_ix::pitfalls::alice_wins_ignoring_parity",
        IX_COUNTS,
    ),
    ("stone_game_ix::residue_counts", IX_COUNTS),
    ("stone_game_ix::winner", IX_COUNTS),
];

/// A function as its source writes it: its parameters' names, and its
/// statements, each as its tokens joined with no space between them.
struct Body {
    params: Vec<String>,
    statements: Vec<String>,
}

impl Body {
    fn of(sig: &syn::Signature, block: &syn::Block) -> Body {
        let params = sig
            .inputs
            .iter()
            .filter_map(|input| match input {
                syn::FnArg::Typed(typed) => Some(joined(&*typed.pat)),
                syn::FnArg::Receiver(_) => None,
            })
            .collect();
        let statements = block.stmts.iter().map(joined).collect();
        Body { params, statements }
    }
}

/// The tokens of `item`, joined with no space between them.
fn joined(item: &impl ToTokens) -> String {
    item.to_token_stream()
        .to_string()
        .split_whitespace()
        .collect()
}

/// The function `name` of `file` (a method of `owner`'s inherent `impl`
/// when there is an owner), if the file holds it.
fn find(file: &syn::File, owner: Option<&str>, name: &str) -> Option<Body> {
    file.items.iter().find_map(|item| match (item, owner) {
        (syn::Item::Fn(f), None) if f.sig.ident == name => Some(Body::of(&f.sig, &f.block)),
        (syn::Item::Impl(imp), Some(owner))
            if imp.trait_.is_none() && type_name(&imp.self_ty) == owner =>
        {
            imp.items.iter().find_map(|m| match m {
                syn::ImplItem::Fn(f) if f.sig.ident == name => Some(Body::of(&f.sig, &f.block)),
                _ => None,
            })
        }
        _ => None,
    })
}

/// The function `callee` (`solve`, `GameTree::new`) in any file of the
/// folder `dir`, the module of the function that calls it.
fn find_in_module(dir: &Path, callee: &str) -> Option<Body> {
    let (owner, name) = match callee.rsplit_once("::") {
        Some((owner, name)) => (Some(owner.rsplit("::").next().unwrap_or(owner)), name),
        None => (None, callee),
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .ok()?
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    files.iter().find_map(|path| {
        let text = std::fs::read_to_string(path).ok()?;
        find(&syn::parse_file(&text).ok()?, owner, name)
    })
}

/// The last segment of a type's path: `Position` for `Position` or
/// `crate::stone_game::Position`.
fn type_name(ty: &syn::Type) -> String {
    match ty {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
    .unwrap_or_default()
}

/// Whether `statement` calls a check function (`check_len`, or a game's own
/// `check_k`, `check_steps`, `check_same_len`...) and returns its error.
fn is_check_call(statement: &str) -> bool {
    let call = statement.strip_prefix("let_=").unwrap_or(statement);
    call.starts_with("check_") && call.ends_with(")?;")
}

/// The checks of a limit: of a row's length (`check_len`, and III's
/// `check_steps`, which calls it), of a number (IV's `check_n`), of a count
/// of positions (IX's `check_positions`). The others (`check_k`,
/// `check_same_len`) refuse a bad argument, and bound nothing.
const LIMIT_CHECKS: [&str; 4] = ["check_len(", "check_steps(", "check_n(", "check_positions("];

/// Whether `statement` checks a limit and returns its error.
fn is_limit_check(statement: &str) -> bool {
    let call = statement.strip_prefix("let_=").unwrap_or(statement);
    is_check_call(statement) && LIMIT_CHECKS.iter().any(|check| call.starts_with(check))
}

/// The arguments of the first limit check among `statements`.
fn limit_check_arguments(statements: &[String]) -> Option<Vec<&str>> {
    let check = statements.iter().find(|s| is_limit_check(s))?;
    let call = check.strip_prefix("let_=").unwrap_or(check);
    let arguments = call.split_once('(')?.1.strip_suffix(")?;")?;
    Some(split_arguments(arguments))
}

/// Whether `text` computes nothing: no call but `len`, `min`, `max` and
/// `saturating_sub`, no closure, no macro, no index.
fn computes_nothing(text: &str) -> bool {
    let rest = [".len()", ".min(", ".max(", ".saturating_sub("]
        .iter()
        .fold(text.to_string(), |rest, call| rest.replace(call, ""));
    !rest.contains(['(', '{', '|', '!', '['])
}

/// Whether `statement` may come before a check: a check function's call; an
/// `if` whose condition computes nothing and whose only work is to return an
/// error (`if k == 0 { return Err(..); }`); or a binding whose value computes
/// nothing (`let n = piles.len();`, `let f = "its name";`), what a check
/// reads.
fn may_precede_a_check(statement: &str) -> bool {
    let refuses = statement.strip_prefix("if").is_some_and(|rest| {
        rest.split_once('{').is_some_and(|(condition, block)| {
            computes_nothing(condition)
                && block.starts_with("returnErr(")
                && block.ends_with(";}")
                && block.matches(';').count() == 1
        })
    });
    let binds = statement
        .strip_prefix("let")
        .and_then(|s| s.split_once('='))
        .is_some_and(|(_, value)| computes_nothing(value.trim_end_matches(';')));
    is_check_call(statement) || refuses || binds
}

/// The calls of a path (not a method's, whose `.expect("...")` is a message;
/// not a macro's) whose first argument is a string: `(callee, the string,
/// the other arguments)`, for `check_len("x", ..)`, `solve("x", ..)` or
/// `GameTree::new("x", ..)`.
fn calls_with_a_name(text: &str) -> Vec<(&str, &str, &str)> {
    text.match_indices("(\"")
        .filter_map(|(at, _)| {
            let callee = text[..at]
                .rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
                .next()?;
            let before = text[..at - callee.len()].chars().next_back();
            if callee.is_empty() || matches!(before, Some('.' | '!')) {
                return None;
            }
            let (name, rest) = text[at + 2..].split_once('"')?;
            Some((callee, name, arguments(rest)?))
        })
        .collect()
}

/// What follows a call's first argument, up to its closing parenthesis:
/// `,piles` in `solve("f",piles).map(..)`.
fn arguments(rest: &str) -> Option<&str> {
    let mut depth = 0_usize;
    for (at, c) in rest.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => return Some(&rest[..at]),
            ')' | ']' | '}' => depth -= 1,
            _ => {}
        }
    }
    None
}

/// The arguments of `text` (`,a,b` after a call's first argument), split at
/// the commas outside any bracket.
fn split_arguments(text: &str) -> Vec<&str> {
    let (mut depth, mut start, mut found) = (0_usize, 0, Vec::new());
    for (at, c) in text.char_indices() {
        match c {
            // A closure's parameters hold commas: it is the last argument.
            '|' if depth == 0 && at == start => break,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                found.push(&text[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    found.push(&text[start..]);
    found.into_iter().filter(|a| !a.is_empty()).collect()
}

/// Whether the argument `text` is a closure: a rule handed on, which runs
/// only when the helper calls it (VI's greedy pitfalls hand their greed).
fn is_a_closure(text: &str) -> bool {
    text.starts_with('|') || text.starts_with("move|")
}

/// The names a body gives as a function's: each string handed first to a
/// call of a path, each `function: "x"` of an error, each `let f = "x";`.
fn names_given(statements: &[String]) -> Vec<String> {
    let body = statements.concat();
    let passed = calls_with_a_name(&body)
        .into_iter()
        .map(|(_, name, _)| name);
    let fields = body
        .match_indices("function:\"")
        .filter_map(|(at, field)| body[at + field.len()..].split_once('"'))
        .map(|(name, _)| name);
    let bound = statements
        .iter()
        .filter_map(|s| s.strip_prefix("let")?.split_once("=\"")?.1.split_once('"'))
        .map(|(name, _)| name);
    passed
        .chain(fields)
        .chain(bound)
        .map(str::to_string)
        .collect()
}

/// How a function meets its limit, when nothing is wrong with it.
#[derive(Debug, PartialEq)]
enum Checked {
    /// By its own first limit check.
    Itself,
    /// By the first limit check of the helper it hands its name to.
    Through(String),
    /// Not at all: it checks no limit.
    Not,
}

/// What is wrong with a function's checks.
#[derive(Debug, PartialEq)]
enum Fault {
    /// A statement that does work comes before its first limit check: the
    /// one fault [`CHECK_READS_THE_ROW`] may excuse.
    WorkBefore(String),
    /// Anything else: another function's name, a check of no row, a helper
    /// that checks nothing or not first.
    Wrong(String),
}

/// The statement before index `at` that does work, if any.
fn work_before(statements: &[String], at: usize) -> Option<&String> {
    statements[..at].iter().find(|s| !may_precede_a_check(s))
}

/// Whether `measured`, a limit check's second argument, is the length of one
/// of `params`: `piles.len()`, or a name bound to it earlier (`let n =
/// piles.len();`). VIII's `best_move_from` alone measures one more than its
/// row (`rest.len().saturating_add(1)`): the stone it holds apart.
fn measures_a_row(measured: &str, params: &[String], statements: &[String]) -> bool {
    let is_a_length = |m: &str| {
        params
            .iter()
            .any(|p| m == format!("{p}.len()") || m == format!("{p}.len().saturating_add(1)"))
    };
    is_a_length(measured)
        || statements.iter().any(|s| {
            s.strip_prefix(&format!("let{measured}="))
                .is_some_and(|value| is_a_length(value.trim_end_matches(';')))
        })
}

/// The fault of a body whose first limit check is at `first`, if any: work
/// before it; or a check of a row's length that measures no row of `params`,
/// or whose first argument is not `name` (the function's own name, quoted,
/// or the name it is bound to; for a helper, the parameter that takes it).
fn fault_of_first_check(
    statements: &[String],
    params: &[String],
    first: usize,
    name: &str,
) -> Option<Fault> {
    if let Some(work) = work_before(statements, first) {
        return Some(Fault::WorkBefore(work.clone()));
    }
    let call = statements[first].trim_start_matches("let_=");
    let of_a_row = ["check_len(", "check_steps("]
        .iter()
        .any(|c| call.starts_with(c));
    if !of_a_row {
        return None; // a number (IV) or a count of positions (IX)
    }
    let arguments = limit_check_arguments(statements)?;
    let measured = arguments.get(1).copied().unwrap_or_default();
    if !measures_a_row(measured, params, statements) {
        return Some(Fault::Wrong(format!(
            "its first check measures {measured}, not a row it takes"
        )));
    }
    match arguments.first() {
        Some(&given) if given == name => None,
        given => Some(Fault::Wrong(format!(
            "its first check names {given:?}, not {name}"
        ))),
    }
}

/// How the function labelled `label`, whose body is `body`, meets its limit,
/// reading a helper's body with `helper`; or what is wrong with its checks.
fn checked(
    label: &str,
    body: &Body,
    helper: impl Fn(&str) -> Option<Body>,
) -> Result<Checked, Fault> {
    let statements = &body.statements;
    let others: Vec<_> = names_given(statements)
        .into_iter()
        .filter(|n| n != label)
        .collect();
    if !others.is_empty() {
        return Err(Fault::Wrong(format!(
            "checks under another name: {others:?}"
        )));
    }
    if let Some(first) = statements.iter().position(|s| is_limit_check(s)) {
        // `check_len("f", ..)`, or `let f = "f"; check_len(f, ..)`.
        let quoted = format!("\"{label}\"");
        let bound = statements.iter().find_map(|s| {
            let name = s
                .strip_prefix("let")?
                .strip_suffix(&format!("={quoted};"))?;
            Some(name.to_string())
        });
        let name = bound.unwrap_or(quoted);
        return match fault_of_first_check(statements, &body.params, first, &name) {
            Some(fault) => Err(fault),
            None => Ok(Checked::Itself),
        };
    }
    let delegation = statements.iter().enumerate().find_map(|(at, s)| {
        let call = calls_with_a_name(s)
            .into_iter()
            .find(|(_, name, _)| *name == label)?;
        Some((at, call))
    });
    let Some((at, (callee, _, others))) = delegation else {
        return Ok(Checked::Not);
    };
    if let Some(work) = work_before(statements, at) {
        return Err(Fault::WorkBefore(work.clone()));
    }
    if !split_arguments(others)
        .iter()
        .all(|a| computes_nothing(a) || is_a_closure(a))
    {
        return Err(Fault::WorkBefore(format!("{others}, handed to {callee}")));
    }
    let wrong = |why: String| Fault::Wrong(format!("{callee}: {why}"));
    let inner = helper(callee).ok_or_else(|| wrong("not found in its module".into()))?;
    let Some(first) = inner.statements.iter().position(|s| is_limit_check(s)) else {
        return Err(wrong("checks no limit".into()));
    };
    // The helper's first parameter takes the name: its check must pass it on.
    let name = inner.params.first().cloned().unwrap_or_default();
    match fault_of_first_check(&inner.statements, &inner.params, first, &name) {
        Some(Fault::WorkBefore(why) | Fault::Wrong(why)) => Err(wrong(why)),
        None => Ok(Checked::Through(callee.to_string())),
    }
}

/// A public function of the crate that takes a row (a parameter `&[..]`),
/// `leetcode`'s aside (they panic, as their docs say).
struct RowFunction {
    /// Its path: `stone_game_vii::score_difference`.
    path: String,
    /// The name its checks give: its own, or `Type::name` for a method.
    label: String,
    /// Its file, from the book's root.
    file: PathBuf,
    /// What its source writes.
    body: Body,
}

impl RowFunction {
    /// How it meets its limit, or what is wrong with its checks.
    fn checked(&self) -> Result<Checked, Fault> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let module = root
            .join(&self.file)
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default();
        checked(&self.label, &self.body, |callee| {
            find_in_module(&module, callee)
        })
    }
}

/// Every public function that takes a row, read from the crate's syntax.
fn row_functions() -> Vec<RowFunction> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let items = api::read(root).unwrap_or_else(|e| panic!("{e}"));
    let takes_a_row = |item: &api::Item| {
        let params = item.fn_type.as_deref().and_then(|t| t.split("->").next());
        params.is_some_and(|p| p.contains("&["))
    };
    items
        .iter()
        .filter(|item| item.kind == Kind::Fn && item.module() != "leetcode" && takes_a_row(item))
        .map(|item| {
            let text = std::fs::read_to_string(root.join(&item.file)).unwrap();
            let file = syn::parse_file(&text).unwrap();
            let body = find(&file, item.owner(), item.name()).unwrap_or_else(|| {
                panic!("{} is not in {}", item.path_text(), item.file.display())
            });
            RowFunction {
                path: item.path_text(),
                label: match item.owner() {
                    Some(owner) => format!("{owner}::{}", item.name()),
                    None => item.name().to_string(),
                },
                file: item
                    .file
                    .strip_prefix(root)
                    .unwrap_or(&item.file)
                    .to_path_buf(),
                body,
            }
        })
        .collect()
}

/// The limit of the first `check_len` among `statements`, as written
/// (`MAX_LEN`), or `None` when there is none.
fn len_limit(statements: &[String]) -> Option<&str> {
    let check = statements.iter().find(|s| s.starts_with("check_len("))?;
    let arguments = check.strip_prefix("check_len(")?.strip_suffix(")?;")?;
    // rustfmt ends a call written on several lines with a comma, which
    // `split_arguments` drops.
    split_arguments(arguments).get(2).copied()
}

#[test]
fn every_public_function_that_takes_a_row_checks_it_first_under_its_own_name() {
    let functions = row_functions();
    let listed = |list: &[(&str, &str)], path: &str| list.iter().any(|(p, _)| *p == path);
    let mut wrong = Vec::new();
    for f in &functions {
        let reads_the_row = listed(CHECK_READS_THE_ROW, &f.path);
        let no_limit = listed(NO_LIMIT, &f.path);
        let fault = match (f.checked(), reads_the_row, no_limit) {
            (Err(Fault::WorkBefore(_)), true, false) => continue,
            (Err(Fault::WorkBefore(work)), false, _) => {
                format!("does work before its first limit check: {work}")
            }
            (Err(Fault::Wrong(why)), ..) => why,
            (Ok(Checked::Not), false, false) => {
                "checks no limit: add its check, or list it in NO_LIMIT with why".to_string()
            }
            (Ok(Checked::Not), true, _) => {
                "checks no limit, yet is listed in CHECK_READS_THE_ROW".to_string()
            }
            (Ok(Checked::Itself | Checked::Through(_)), true, _) => {
                "checks before any work, yet is listed in CHECK_READS_THE_ROW".to_string()
            }
            (Ok(Checked::Itself | Checked::Through(_)), _, true) => {
                "checks its row, yet is listed in NO_LIMIT".to_string()
            }
            _ => continue,
        };
        wrong.push(format!("{} ({}): {fault}", f.path, f.file.display()));
    }
    for (path, _) in CHECK_READS_THE_ROW.iter().chain(NO_LIMIT) {
        if !functions.iter().any(|f| f.path == *path) {
            wrong.push(format!(
                "{path} is listed, but is no public function of a row"
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "every check comes before any work, under the function's own name:\n{}",
        wrong.join("\n")
    );
}

/// The limits whose rows no test can build (each is gigabytes of input), each
/// with the functions it bounds: (module, limit, functions). Each limit's
/// doc comment proves its value, and the extremes tests check that
/// arithmetic. That each of these functions refuses one past it is read from
/// the source: here, that its first `check_len` names the limit; in
/// [`every_public_function_that_takes_a_row_checks_it_first_under_its_own_name`],
/// that the check comes before any work, measures its row and gives its name.
const OUT_OF_REACH: &[(&str, &str, &[&str])] = &[
    ("shared", "MAX_SUMS_LEN", &["prefix_sums"]),
    (
        "stone_game",
        "MAX_LEN",
        &[
            "alice_wins",
            "alice_wins_or_ties",
            "best_move",
            "book::ParityStrategy::for_row",
            "book::colour_totals",
            "book::score_difference_linear",
            "book::score_difference_linear_i64",
            "exercises::larger_end_greedy",
            "score_difference",
            "winner",
        ],
    ),
    ("stone_game_ii", "MAX_SUMS_LEN", &["book::suffix_sums"]),
    (
        "stone_game_iii",
        "MAX_LEN",
        &[
            "best_move",
            "book::score_difference_registers",
            "book::score_difference_ring",
            "book::score_difference_window",
            "exercises::alternating_sum",
            "exercises::final_scores",
            "exercises::optimal_counts",
            "exercises::score_difference_ring_of_three",
            "exercises::score_difference_unlimited",
            "pitfalls::greedy_take_while_positive",
            "pitfalls::max_starts_at_zero",
            "pitfalls::sums_in_32_bits",
            "pitfalls::two_arrays_drift",
            "score_difference",
            "score_difference_k",
        ],
    ),
    (
        "stone_game_vi",
        "MAX_LEN",
        &[
            "book::counting_trace",
            "book::score_difference_counting",
            "book::score_difference_radix",
            "book::score_difference_sorted",
            "exercises::bob_first",
            "exercises::leetcode_1686",
            "exercises::optimal_first_moves",
            "exercises::optimal_first_moves_by_parity",
            "exercises::same_values",
            "pitfalls::sums_in_32_bits",
            "score_difference",
            "winner",
        ],
    ),
    (
        "stone_game_vii",
        "MAX_LEN",
        &[
            "best_move",
            "book::score_difference_linear",
            "pitfalls::remove_smaller_end",
            "score_difference",
            "winner",
        ],
    ),
    (
        "stone_game_viii",
        "MAX_I64_LEN",
        &[
            "best_move",
            "best_move_from",
            "book::inclusive_prefix_sums",
            "book::score_difference_branch_on_raise",
            "book::score_difference_constant_memory",
            "exercises::score_difference_from_right",
            "pitfalls::answer_at_index_zero",
            "pitfalls::prefix_sums_in_32_bits",
            "pitfalls::take_everything",
        ],
    ),
];

#[test]
fn each_limit_no_test_can_reach_is_checked_first_by_the_functions_it_bounds() {
    let functions = row_functions();
    for &(module, limit, expected) in OUT_OF_REACH {
        let bounded: Vec<&str> = functions
            .iter()
            .filter(|f| f.path.split("::").next() == Some(module))
            .filter(|f| len_limit(&f.body.statements) == Some(limit))
            .map(|f| {
                f.path
                    .strip_prefix(module)
                    .unwrap_or(&f.path)
                    .trim_start_matches(':')
            })
            .collect();
        assert_eq!(
            bounded, expected,
            "{module}::{limit} bounds, by their first check_len"
        );
    }
}

/// A function's body, for the tests of the rules: its row is `piles`.
fn body(statements: &[&str]) -> Body {
    with_params(&["piles"], statements)
}

/// A body taking `params`.
fn with_params(params: &[&str], statements: &[&str]) -> Body {
    Body {
        params: params.iter().map(|p| p.to_string()).collect(),
        statements: statements.iter().map(|s| s.to_string()).collect(),
    }
}

/// How the function `f` whose body is `statements` meets its limit, beside a
/// helper `solve(function, piles)` that checks first.
fn checked_f(statements: &[&str]) -> Result<Checked, Fault> {
    checked("f", &body(statements), |_| {
        let check = "check_len(function,piles.len(),MAX_LEN)?;";
        Some(with_params(&["function", "piles"], &[check, "work(piles)"]))
    })
}

/// The check of a row `f` makes first.
const CHECK: &str = "check_len(\"f\",piles.len(),MAX_LEN)?;";

#[test]
fn checks_first_under_its_name_or_through_a_helper_pass() {
    let itself = Ok(Checked::Itself);
    assert_eq!(
        checked_f(&["letn=piles.len();", CHECK, "work(piles);"]),
        itself
    );
    assert_eq!(
        checked_f(&["ifk==0{returnErr(Error::KIsZero);}", CHECK]),
        itself
    );
    assert_eq!(checked_f(&["check_same_len(alice,piles)?;", CHECK]), itself);
    let bound = ["letf=\"f\";", "check_len(f,piles.len(),MAX_LEN)?;"];
    assert_eq!(checked_f(&bound), itself);
    let through = Ok(Checked::Through("solve".into()));
    assert_eq!(checked_f(&["solve(\"f\",piles).map(|x|x)"]), through);
    assert_eq!(
        checked_f(&["letx=y.expect(\"a message\");"]),
        Ok(Checked::Not)
    );
    // A check of an argument is no limit (III's `check_k`).
    assert_eq!(
        checked_f(&["check_k(k)?;", "work(piles)"]),
        Ok(Checked::Not)
    );
    assert_eq!(len_limit(&[CHECK.to_string()]), Some("MAX_LEN"));
    let wrapped = "check_len(\"f\",piles.len(),MAX_LEN,)?;".to_string();
    assert_eq!(len_limit(&[wrapped]), Some("MAX_LEN"));
}

#[test]
fn each_fault_the_checks_can_have_is_found() {
    let work = |statements: &[&str]| matches!(checked_f(statements), Err(Fault::WorkBefore(_)));
    assert!(work(&["lett=table(piles)?;", CHECK]));
    assert!(work(&["letx=piles[0];", CHECK]));
    assert!(work(&[
        "ifpiles.iter().any(|&p|p==0){returnErr(Error::Zero);}",
        CHECK
    ]));
    // Work between a check of an argument and the limit's.
    assert!(work(&[
        "check_same_len(alice,piles)?;",
        "piles.sort();",
        CHECK
    ]));
    assert!(work(&["solve(\"f\",counts(piles))"]));
    let wrong = |statements: &[&str]| matches!(checked_f(statements), Err(Fault::Wrong(_)));
    assert!(wrong(&["check_len(\"g\",piles.len(),MAX_LEN)?;"]));
    assert!(wrong(&["check_len(\"f\",other.len(),MAX_LEN)?;"]));
    assert!(wrong(&["check_len(\"f\",piles.len()/1000,MAX_LEN)?;"]));
    assert!(wrong(&[
        "letf=\"g\";",
        "check_len(f,piles.len(),MAX_LEN)?;"
    ]));
    assert!(wrong(&[
        "returnErr(Error::TooLong{function:\"g\",len:1,limit:0});"
    ]));
    assert!(wrong(&["solve(\"g\",piles)"]));
    // A helper that checks nothing, late, under its own name, or no row.
    for helper in [
        &["work(piles)"][..],
        &["work(piles);", "check_len(function,piles.len(),MAX_LEN)?;"],
        &["check_len(\"solve\",piles.len(),MAX_LEN)?;"],
        &["check_len(function,0,MAX_LEN)?;"],
    ] {
        let delegating = body(&["solve(\"f\",piles)"]);
        let found = checked("f", &delegating, |_| {
            Some(with_params(&["function", "piles"], helper))
        });
        assert!(found.is_err(), "{helper:?}");
    }
}
