//! The checks every public function that takes a row makes before any work,
//! read from the crate's syntax: no statement does work before its first
//! check (`check_len("<its name>", <the row>.len(), <its limit>)?`, or a
//! game's own `check_*`), and every function name it hands a check or a
//! helper is its own. So a row past the limit is refused, under the name the
//! caller called, before anything is allocated or computed. A function with
//! no limit has no check. The extremes tests run the limits a test can build
//! a row for; [`OUT_OF_REACH`] holds the others, whose rows (gigabytes) no
//! test allocates, to the functions that check them.

use std::path::Path;

use book_tools::api::{self, Kind};
use quote::ToTokens;

/// The public functions whose check reads the whole row first, each with
/// why: (path, reason).
const CHECK_READS_THE_ROW: &[(&str, &str)] = &[
    (
        "stone_game_iv::book::nim_sum_wins",
        "its limit is on the largest pile, found in one pass",
    ),
    (
        "stone_game_iv::exercises::winning_move",
        "its limit is on the largest pile, found in one pass",
    ),
    (
        "stone_game_ix::exercises::alice_wins_mod",
        "its limit is on the positions, counted from the sorted residues",
    ),
];

/// The statements of the function `item` names, each as its tokens joined
/// with no space between them; `None` when its file holds no such function.
fn statements(root: &Path, item: &api::Item) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(root.join(&item.file)).ok()?;
    let file = syn::parse_file(&text).ok()?;
    let block = match item.owner() {
        None => file.items.iter().find_map(|i| match i {
            syn::Item::Fn(f) if f.sig.ident == item.name() => Some(&*f.block),
            _ => None,
        }),
        Some(owner) => file.items.iter().find_map(|i| match i {
            syn::Item::Impl(imp) if imp.trait_.is_none() && type_name(&imp.self_ty) == owner => {
                imp.items.iter().find_map(|m| match m {
                    syn::ImplItem::Fn(f) if f.sig.ident == item.name() => Some(&f.block),
                    _ => None,
                })
            }
            _ => None,
        }),
    }?;
    let joined = |s: &syn::Stmt| s.to_token_stream().to_string().split_whitespace().collect();
    Some(block.stmts.iter().map(joined).collect())
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

/// Whether `statement` may come before a check: a check function's call; an
/// `if` whose only work is to return an error (`if modulus == 0 { return
/// Err(..); }`); or a binding that calls nothing but `len`, `min`, `max` and
/// `saturating_sub` (`let n = piles.len();`, `let f = "its name";`), what a
/// check reads.
fn may_precede_a_check(statement: &str) -> bool {
    let refuses = statement.starts_with("if")
        && statement.ends_with('}')
        && statement.matches('{').count() <= 2
        && statement.contains("{returnErr(");
    let binds = statement.strip_prefix("let").is_some_and(|s| {
        let value = s.split_once('=').map_or("", |(_, v)| v);
        let calls = [".len()", ".min(", ".max(", ".saturating_sub("]
            .iter()
            .fold(value.to_string(), |v, c| v.replace(c, ""));
        !calls.contains(['(', '{', '|', '!'])
    });
    is_check_call(statement) || refuses || binds
}

/// The function names `body` passes to a check or a helper as their first
/// argument: each `x` of `check_len("x", ..)`, `solve("x", ..)` or
/// `GameTree::new("x", ..)`, a call of a path (not of a method, whose
/// `.expect("...")` is a message) with a string first.
fn names_passed(body: &str) -> Vec<String> {
    body.match_indices("(\"")
        .filter_map(|(at, _)| {
            let callee = body[..at]
                .rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
                .next()?;
            let before = body[..at - callee.len()].chars().next_back();
            let a_path_call = !callee.is_empty() && before != Some('.') && before != Some('!');
            let name = body[at + 2..].split_once('"')?.0;
            a_path_call.then(|| name.to_string())
        })
        .collect()
}

/// What is wrong with the checks of a function whose label is `label` and
/// whose statements are `statements`, if anything: a statement that does work
/// before its first check, or a check under another function's name. (A
/// later check, of a size found on the way, may follow work: Stone Game II's
/// `best_move` checks its padded row after it answers the short games.)
fn fault(label: &str, statements: &[String]) -> Option<String> {
    if let Some(first_check) = statements.iter().position(|s| is_check_call(s)) {
        let before = &statements[..first_check];
        if let Some(work) = before.iter().find(|s| !may_precede_a_check(s)) {
            return Some(format!("does work before its first check: {work}"));
        }
    }
    let body = statements.concat();
    let bound = statements
        .iter()
        .filter_map(|s| s.strip_prefix("let")?.split_once("=\"")?.1.split_once('"'));
    let names = names_passed(&body)
        .into_iter()
        .chain(bound.map(|(name, _)| name.to_string()));
    let others: Vec<_> = names.filter(|n| n != label).collect();
    (!others.is_empty()).then(|| format!("checks under another name: {others:?}"))
}

/// A public function of the crate that takes a row (a parameter `&[..]`),
/// `leetcode`'s aside (they panic, as their docs say).
struct RowFunction {
    /// Its path: `stone_game_vii::score_difference`.
    path: String,
    /// The name its checks give: its own, or `Type::name` for a method.
    label: String,
    /// Its file, from the book's root.
    file: std::path::PathBuf,
    /// Its statements, each as [`statements`] joins it.
    statements: Vec<String>,
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
        .map(|item| RowFunction {
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
            statements: statements(root, item).unwrap_or_else(|| {
                panic!("{} is not in {}", item.path_text(), item.file.display())
            }),
        })
        .collect()
}

/// The limit of the first `check_len` among `statements`, as written
/// (`MAX_LEN`), or `None` when there is none.
fn len_limit(statements: &[String]) -> Option<&str> {
    let check = statements.iter().find(|s| s.starts_with("check_len("))?;
    let arguments = check.strip_prefix("check_len(")?.strip_suffix(")?;")?;
    // rustfmt ends a call written on several lines with a comma.
    Some(arguments.splitn(3, ',').nth(2)?.trim_end_matches(','))
}

#[test]
fn every_public_function_that_takes_a_row_checks_it_first_under_its_own_name() {
    let (mut checked, mut wrong) = (0, Vec::new());
    for f in row_functions() {
        if CHECK_READS_THE_ROW.iter().any(|(p, _)| *p == f.path) {
            continue;
        }
        checked += usize::from(f.statements.iter().any(|s| is_check_call(s)));
        if let Some(fault) = fault(&f.label, &f.statements) {
            wrong.push(format!("{} ({}): {fault}", f.path, f.file.display()));
        }
    }
    assert!(
        wrong.is_empty(),
        "every check comes before any work, under the function's own name:\n{}",
        wrong.join("\n")
    );
    assert!(checked > 100, "only {checked} functions with a check");
}

/// The limits whose rows no test can build (each is gigabytes of input), each
/// with the functions it bounds: (module, limit, functions). Each limit's
/// doc comment proves its value, and the extremes tests check that arithmetic;
/// that each of these functions refuses one past it is read here, from its
/// first `check_len`.
const OUT_OF_REACH: [(&str, &str, &[&str]); 5] = [
    (
        "stone_game",
        "MAX_LEN",
        &[
            "alice_wins",
            "alice_wins_or_ties",
            "best_move",
            "book::score_difference_linear",
            "book::score_difference_linear_i64",
            "exercises::larger_end_greedy",
            "score_difference",
            "winner",
        ],
    ),
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
    for (module, limit, expected) in OUT_OF_REACH {
        let bounded: Vec<&str> = functions
            .iter()
            .filter(|f| f.path.split("::").next() == Some(module))
            .filter(|f| len_limit(&f.statements) == Some(limit))
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

#[test]
fn work_before_a_check_and_another_functions_name_are_faults() {
    let fault_of = |statements: &[&str]| {
        let statements: Vec<String> = statements.iter().map(|s| s.to_string()).collect();
        fault("f", &statements)
    };
    let check = "check_len(\"f\",piles.len(),MAX_LEN)?;";
    assert_eq!(
        fault_of(&["letn=piles.len();", check, "work(piles);"]),
        None
    );
    assert_eq!(
        fault_of(&["ifk==0{returnErr(Error::KIsZero);}", check]),
        None
    );
    assert_eq!(fault_of(&["letx=y.expect(\"a message\");"]), None);
    assert!(fault_of(&["lett=table(piles)?;", check]).is_some());
    assert!(fault_of(&["check_len(\"g\",piles.len(),MAX_LEN)?;"]).is_some());
    assert!(fault_of(&["solve(\"g\",piles)"]).is_some());
    let bound = ["letf=\"g\";", "check_len(f,piles.len(),MAX_LEN)?;"];
    assert!(fault_of(&bound).is_some());
    assert_eq!(len_limit(&[check.to_string()]), Some("MAX_LEN"));
    let wrapped = "check_len(\"f\",piles.len(),MAX_LEN,)?;".to_string();
    assert_eq!(len_limit(&[wrapped]), Some("MAX_LEN"));
}
