//! The check that every limit the crate checks is run one past, under its
//! function's name: each `check_len("<name>", ..)`, `check_n("<name>", ..)`
//! and the like that `code/src/<module>/` writes with a literal name has a
//! refusal of that name in `extremes/<module>.rs`, which runs it on a row of
//! zeros that costs no memory, and checks that the function read none of it
//! (`Zeros`).
//!
//! A name handed on to a helper (a memo's `solve(name, ..)`, whose
//! `check_len(name, ..)` is no literal) is not read so; so the check also
//! starts from the public API: every public function that takes a row and
//! returns a `Result` is seen refusing some input under its own name in the
//! extremes, or is listed, with the reason, as answering every row.

use std::path::Path;

use book_tools::cfg::is_test_only;
use book_tools::files_under;
use syn::visit::{self, Visit};
use syn::{Expr, Lit};

use crate::extremes::function_name;

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

/// The name a path gives a function, as an error names it
/// ([`function_name`]): `["sg", "Position", "new"]` is `Position::new`.
fn label_of(segments: &[String]) -> Option<String> {
    let path = segments.join("::");
    (!path.is_empty()).then(|| function_name(&path).to_string())
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

/// The functions an extremes file refuses one past a limit of: each
/// `refuses!` case's (`refuses!(limit, path::to::f, args..)`), and each
/// function an `assert_eq!` calls and names in the error it expects, built by
/// hand (`assert_eq!(beat_greedy(&past), Err(too_many("beat_greedy", ..)))`);
/// then the functions an `assert_eq!` calls and names in another error it
/// expects (`too_large("nim_sum_wins", ..)`, `function: "alice_wins_mod"`).
#[derive(Default)]
struct Refused(Vec<String>, Vec<String>);

impl<'ast> Visit<'ast> for Refused {
    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if mac.path.is_ident("refuses") {
            // The identifiers of its second argument: `two: limit` is one.
            let mut args = vec![Vec::new()];
            for token in mac.tokens.clone() {
                match token {
                    proc_macro2::TokenTree::Punct(p) if p.as_char() == ',' => args.push(Vec::new()),
                    proc_macro2::TokenTree::Ident(name) => {
                        if let Some(arg) = args.last_mut() {
                            arg.push(name.to_string());
                        }
                    }
                    _ => {}
                }
            }
            self.0.extend(args.get(1).and_then(|path| label_of(path)));
        } else if mac.path.is_ident("assert_eq") {
            let args = mac.parse_body_with(
                syn::punctuated::Punctuated::<Expr, syn::Token![,]>::parse_terminated,
            );
            let mut seen = Refusal::default();
            args.iter().flatten().for_each(|arg| seen.visit_expr(arg));
            let called = |name: &String| seen.called.contains(name);
            self.0
                .extend(seen.named.iter().filter(|n| called(n)).cloned());
            self.1
                .extend(seen.other.iter().filter(|n| called(n)).cloned());
        }
        visit::visit_macro(self, mac);
    }
}

/// What an assert's arguments call (`max_stones`, `Position::new`) and the
/// names its expected errors are built with (`too_many("f", ..)`).
#[derive(Default)]
struct Refusal {
    called: Vec<String>,
    named: Vec<String>,
    /// Names given to other errors, which refuse something else than a
    /// length (a pile too large, too many steps).
    other: Vec<String>,
}

impl<'ast> Visit<'ast> for Refusal {
    fn visit_expr_call(&mut self, call: &'ast syn::ExprCall) {
        let path = called_path(call);
        let errors = ["too_many", "too_long"];
        if path.last().is_some_and(|f| errors.contains(&f.as_str())) {
            self.named.extend(call.args.first().and_then(string));
        } else {
            self.called.extend(label_of(&path));
            // Another error built with the function's name first
            // (`too_large("nim_sum_wins", ..)`).
            self.other.extend(call.args.first().and_then(string));
        }
        visit::visit_expr_call(self, call);
    }

    fn visit_field_value(&mut self, field: &'ast syn::FieldValue) {
        // An error variant that names its function (`function: "alice_wins_mod"`).
        if matches!(&field.member, syn::Member::Named(m) if m == "function") {
            self.other.extend(string(&field.expr));
        }
        visit::visit_field_value(self, field);
    }
}

/// The public functions that take a row and return a `Result` but refuse no
/// row under their name, by the reason: each answers every row it can be
/// given, and returns a `Result` for the shape its game's functions share, or
/// refuses with an error that names no function.
const TAKES_ANY_ROW: [(&str, &[&str]); 4] = [
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

/// The refusals of each module's extremes file, read once.
fn refusals_of(root: &Path, module: &str) -> (std::path::PathBuf, Refused) {
    let extremes = root
        .join("tests/properties/extremes")
        .join(format!("{module}.rs"));
    let mut refused = Refused::default();
    if let Some(file) = parsed_file(&extremes) {
        refused.visit_file(&file);
    }
    (extremes, refused)
}

/// Each limit the crate checks under a function's name, and each public
/// function that takes a row, is seen refused in its module's extremes file:
/// every name a `check_*("<name>", ..)` of `code/src/<module>/` gives as a
/// literal (a `check_len`'s by a refusal of its length: a `refuses!` case, or
/// `too_many`/`too_long`; another check's by any error that names it); and
/// every public function that takes a row (a slice) and returns a `Result`,
/// `leetcode`'s aside, by any error that names it, unless it answers every
/// row ([`TAKES_ANY_ROW`]). So a name handed on to a helper, or a new
/// function, is run where it refuses.
#[test]
fn every_limit_and_every_function_that_takes_a_row_is_refused_under_its_name() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut missing = Vec::new();
    let checks = unrefused_checks(root, &mut missing);
    let rows = unrefused_rows(root, &mut missing);
    assert!(
        checks > 100,
        "only {checks} checks of a limit read in code/src"
    );
    assert!(rows > 150, "only {rows} public functions that take a row");
    assert!(
        missing.is_empty(),
        "refused under its name nowhere: add a refuses! case to the module's \
         one_past_each_limit_is_refused, or an assert_eq! that calls it and expects \
         an error that names it (too_many(\"<name>\", ..)); or, if it answers every \
         row, list it in TAKES_ANY_ROW with the reason:\n{}",
        missing.join("\n")
    );
}

/// Adds to `missing` each name a `check_*` of `code/src/` gives as a literal
/// that its module's extremes do not refuse; returns how many it read.
fn unrefused_checks(root: &Path, missing: &mut Vec<String>) -> usize {
    let mut checks = 0;
    for entry in std::fs::read_dir(root.join("code/src")).unwrap() {
        let folder = entry.unwrap().path();
        let Some(module) = folder.is_dir().then(|| folder.file_name()).flatten() else {
            continue;
        };
        let mut checked = Checked::default();
        for file in files_under(&folder, "rs") {
            checked.visit_file(&parsed_file(&file).expect("a file of code/src"));
        }
        let (extremes, refused) = refusals_of(root, &module.to_string_lossy());
        checks += checked.0.len();
        for (name, len) in checked.0 {
            let seen = refused.0.contains(&name) || (!len && refused.1.contains(&name));
            if !seen {
                missing.push(format!(
                    "{name}, one past its limit, in {}",
                    extremes.display()
                ));
            }
        }
    }
    checks
}

/// Adds to `missing` each public function that takes a row and that its
/// module's extremes never see refusing, unless [`TAKES_ANY_ROW`] lists it
/// (and each entry of that list that refuses, or names no such function);
/// returns how many such functions it read.
fn unrefused_rows(root: &Path, missing: &mut Vec<String>) -> usize {
    let api = book_tools::api::read(root).unwrap_or_else(|e| panic!("{e}"));
    let mut listed: Vec<&str> = TAKES_ANY_ROW
        .iter()
        .flat_map(|(_, names)| *names)
        .copied()
        .collect();
    let mut rows = 0;
    let mut files = std::collections::BTreeMap::new();
    for item in &api {
        let module = item.module();
        let takes_a_row = item
            .fn_type
            .as_deref()
            .is_some_and(|t| t.contains("&[") && t.contains("-> Result<"));
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
        let (extremes, refused) = files
            .entry(module)
            .or_insert_with(|| refusals_of(root, module));
        let seen = refused.0.contains(&name) || refused.1.contains(&name);
        let full = format!("{module}::{name}");
        match (seen, listed.iter().position(|&n| n == full)) {
            (true, None) => {}
            (true, Some(_)) => {
                missing.push(format!("{full} refuses: take it out of TAKES_ANY_ROW"));
            }
            (false, Some(k)) => drop(listed.remove(k)),
            (false, None) => {
                missing.push(format!(
                    "{}, on a row, in {}",
                    item.path_text(),
                    extremes.display()
                ));
            }
        }
    }
    missing.extend(
        listed
            .iter()
            .map(|n| format!("{n}: in TAKES_ANY_ROW, no such function")),
    );
    rows
}

/// The file at `path`, parsed, if it exists.
fn parsed_file(path: &Path) -> Option<syn::File> {
    let source = std::fs::read_to_string(path).ok()?;
    Some(syn::parse_file(&source).unwrap_or_else(|e| panic!("{path:?}: {e}")))
}

#[test]
fn a_refusal_is_read_from_a_case_or_from_an_assert_that_calls_and_names_it() {
    let file: syn::File = syn::parse_quote! {
        fn t() {
            let cases = [refuses!(tree, book::game_tree_calls), refuses!(two: play, sg6::winner)];
            refuses!(play, sg3::Position::new);
            assert_eq!(beat_greedy(&past), Err(too_many("beat_greedy", 2, 1)));
            assert_eq!(sg5::ScoreTable::zeros(9).err(), Some(too_many("ScoreTable::zeros", 9, 8)));
            assert_eq!(other(&past), Err(too_many("named_only", 2, 1)));
        }
    };
    let mut refused = Refused::default();
    refused.visit_file(&file);
    assert_eq!(
        refused.0,
        [
            "game_tree_calls",
            "winner",
            "Position::new",
            "beat_greedy",
            "ScoreTable::zeros",
        ]
    );
}
