//! The check that every limit the crate checks is run one past: each
//! `check_len("<name>", ..)` that `code/src/<module>/` writes with its
//! function's name as a literal has a refusal of that name in
//! `extremes/<module>.rs`. The extremes then run it on a row of zeros that
//! costs no memory, and check that the function read none of it (`Zeros`).
//!
//! A name handed on to a helper (a memo's `solve(name, ..)`, whose
//! `check_len(name, ..)` is no literal) is not read here: its function must
//! still be named in the extremes (`extremes_public.rs`), and review asks for
//! its refusal there.

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
struct Checked(Vec<String>);

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
        if called_path(call).last().is_some_and(|f| f == "check_len") {
            self.0.extend(call.args.first().and_then(string));
        }
        visit::visit_expr_call(self, call);
    }
}

/// The functions an extremes file refuses one past a limit of: each
/// `refuses!` case's (`refuses!(limit, path::to::f, args..)`), and each
/// function an `assert_eq!` calls and names in the error it expects, built by
/// hand (`assert_eq!(beat_greedy(&past), Err(too_many("beat_greedy", ..)))`).
#[derive(Default)]
struct Refused(Vec<String>);

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
}

impl<'ast> Visit<'ast> for Refusal {
    fn visit_expr_call(&mut self, call: &'ast syn::ExprCall) {
        let path = called_path(call);
        let errors = ["too_many", "too_long"];
        if path.last().is_some_and(|f| errors.contains(&f.as_str())) {
            self.named.extend(call.args.first().and_then(string));
        } else {
            self.called.extend(label_of(&path));
        }
        visit::visit_expr_call(self, call);
    }
}

#[test]
fn every_limit_a_function_checks_under_its_name_is_refused_one_past() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut missing = Vec::new();
    let mut read = 0;
    for entry in std::fs::read_dir(root.join("code/src")).unwrap() {
        let folder = entry.unwrap().path();
        let Some(module) = folder.is_dir().then(|| folder.file_name()).flatten() else {
            continue;
        };
        let mut checked = Checked::default();
        for file in files_under(&folder, "rs") {
            checked.visit_file(&parsed_file(&file).expect("a file of code/src"));
        }
        let extremes = root
            .join("tests/properties/extremes")
            .join(module)
            .with_extension("rs");
        let mut refused = Refused::default();
        if let Some(file) = parsed_file(&extremes) {
            refused.visit_file(&file);
        }
        read += checked.0.len();
        for name in checked.0 {
            if !refused.0.contains(&name) {
                missing.push(format!("{name} in {}", extremes.display()));
            }
        }
    }
    assert!(read > 100, "only {read} check_len calls read in code/src");
    assert!(
        missing.is_empty(),
        "refused one past its limit nowhere: add a refuses! case to the module's \
         one_past_each_limit_is_refused, or an assert_eq! that calls it and expects \
         too_many(\"<name>\", ..):\n{}",
        missing.join("\n")
    );
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
