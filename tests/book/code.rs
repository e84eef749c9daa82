//! The rules of CONTRIBUTING that the code's syntax shows: which module names
//! which, the files each game has, the code only the tests or a build without
//! `book` compile.

use std::collections::BTreeSet;
use std::fs;

use book_tools::cfg::{attrs_of, is_test_only, Cfg};

use super::{files_under, names_word, root};

/// The files of a game module that may name another game: the reduction the
/// book proves (Stone Game VII is Stone Game on negated values), which calls
/// Part I's linear method (docs/game-module.md).
const REDUCTIONS: [(&str, &str); 2] = [
    ("stone_game_vii/linear.rs", "stone_game"),
    ("stone_game_vii/exercises.rs", "stone_game"),
];

/// The identifiers of `tokens`, groups flattened, literals (a doc comment's
/// text among them), punctuation and `doc` attributes (`#[doc =
/// book_link!(..)]`, a link) left out.
pub(super) fn idents(tokens: proc_macro2::TokenStream, out: &mut Vec<String>) {
    use proc_macro2::{Delimiter, TokenTree};
    for token in tokens {
        match token {
            TokenTree::Group(group) => {
                let first = group.stream().into_iter().next();
                let doc = matches!(&first, Some(TokenTree::Ident(i)) if i == "doc");
                if !(doc && group.delimiter() == Delimiter::Bracket) {
                    idents(group.stream(), out);
                }
            }
            TokenTree::Ident(ident) => {
                out.push(ident.to_string().trim_start_matches("r#").to_string());
            }
            TokenTree::Punct(_) | TokenTree::Literal(_) => {}
        }
    }
}

/// No game module names another game's module in its code: an identifier
/// equal to another game's module name, read as tokens, is found anywhere in
/// `code/src/<game>/` but in the files of [`REDUCTIONS`], each of which does
/// name its game. Any place counts: after `::`, in a `use` group's `{` or
/// `,`, first in a path, in a macro's input. A doc comment's link is text,
/// and does not count; nor does a string.
#[test]
fn no_game_module_names_another_but_the_reduction() {
    let src = root().join("code/src");
    let games = game_modules();
    let (mut wrong, mut reductions) = (BTreeSet::new(), BTreeSet::new());
    for file in files_under(&src, "rs") {
        let rel = file.strip_prefix(&src).expect("under code/src");
        let rel_text = rel.to_string_lossy().replace('\\', "/");
        let own = rel_text.split('/').next().unwrap_or_default();
        if !games.contains(own) || !rel_text.contains('/') {
            continue;
        }
        let text = fs::read_to_string(&file).expect("a source file");
        let stream: proc_macro2::TokenStream = text.parse().expect("Rust tokens");
        let mut names = Vec::new();
        idents(stream, &mut names);
        for name in names {
            // `leetcode` calls every game: a way round the rule too.
            let other = (games.contains(&name) && name != own) || name == "leetcode";
            if !other {
                continue;
            }
            if REDUCTIONS.contains(&(rel_text.as_str(), name.as_str())) {
                reductions.insert(rel_text.clone());
            } else {
                wrong.insert(format!("{rel_text}: names {name}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "a game module names another game; move what both use to `shared/`, \
         or add the file to `REDUCTIONS` if the book proves the reduction:\n{}",
        wrong.into_iter().collect::<Vec<_>>().join("\n")
    );
    assert_eq!(reductions.len(), REDUCTIONS.len(), "{reductions:?}");
}

/// The game modules' names: the folders of `code/src` named `stone_game…`,
/// the one list of the games that the conventions table and a part's files
/// are checked against.
pub(super) fn game_modules() -> BTreeSet<String> {
    let games: BTreeSet<String> = fs::read_dir(root().join("code/src"))
        .expect("code/src")
        .map(|entry| entry.expect("an entry of code/src").path())
        .filter(|path| path.is_dir())
        .filter_map(|path| Some(path.file_name()?.to_str()?.to_string()))
        .filter(|name| name.starts_with("stone_game"))
        .collect();
    assert!(games.len() >= 9, "{games:?}");
    games
}

/// Whether `item` is compiled for the tests alone (`#[cfg(test)]`), as the
/// public-API list and the `{{#calls}}` check read it.
fn for_tests_only(item: &syn::Item) -> bool {
    is_test_only(attrs_of(item))
}

/// Each exercise answer with code (`pub fn` of a game's `exercises.rs`) is
/// called by the tests of its own file: an answer the book gives as right is
/// checked there, against the game tree or the examples its chapter works.
#[test]
fn every_exercise_answer_is_called_by_its_files_tests() {
    let src = root().join("code/src");
    let mut untested = Vec::new();
    for game in game_modules() {
        let path = src.join(&game).join("exercises.rs");
        let Ok(text) = fs::read_to_string(&path) else {
            continue;
        };
        let parsed = syn::parse_file(&text).expect("the crate parses");
        let mut called = Vec::new();
        for item in parsed.items.iter().filter(|item| for_tests_only(item)) {
            idents(quote::ToTokens::to_token_stream(item), &mut called);
        }
        for item in &parsed.items {
            if let syn::Item::Fn(f) = item {
                let name = f.sig.ident.to_string();
                if matches!(f.vis, syn::Visibility::Public(_)) && !called.contains(&name) {
                    untested.push(format!("code/src/{game}/exercises.rs: {name}"));
                }
            }
        }
    }
    assert!(
        untested.is_empty(),
        "An exercise answer no test of its file calls; add one to its `mod tests`, \
         against the game tree or the chapter's worked examples:\n  {}",
        untested.join("\n  ")
    );
}

/// `shared/` names no game but in its tests (which check every game with
/// one helper): a game's code reached through `shared/` is a game calling
/// another all the same.
#[test]
fn shared_names_no_game_but_in_its_tests() {
    let (src, games) = (root().join("code/src"), game_modules());
    let mut wrong = Vec::new();
    for file in files_under(&src.join("shared"), "rs") {
        let text = fs::read_to_string(&file).expect("a source file");
        let mut parsed = syn::parse_file(&text).expect("the crate parses");
        parsed.items.retain(|item| !for_tests_only(item));
        let mut names = Vec::new();
        idents(quote::ToTokens::to_token_stream(&parsed), &mut names);
        let rel = file
            .strip_prefix(&src)
            .unwrap_or(&file)
            .display()
            .to_string();
        names
            .iter()
            .filter(|name| games.contains(*name) || *name == "leetcode")
            .for_each(|name| wrong.push(format!("{rel}: names {name}")));
    }
    wrong.dedup();
    assert!(
        wrong.is_empty(),
        "shared/ names a game outside its tests; move what the games share into \
         shared/ itself, not a re-export of one game's code:\n{}",
        wrong.join("\n")
    );
}

/// Without the feature `book`, only `book_link.rs` compiles other code than
/// with it: elsewhere, `book` only adds items (a `#[cfg(feature = "book")]`
/// on an item or a test) and picks a module's documentation. CI's
/// `crate-alone` step runs, of the unit tests, only those whose code differs
/// without the feature, and relies on this.
#[test]
fn without_book_only_book_link_compiles_other_code() {
    let src = root().join("code/src");
    let mut found = Vec::new();
    let mut read = 0;
    for file in files_under(&src, "rs") {
        let rel = file.strip_prefix(&src).unwrap().display().to_string();
        if rel == "book_link.rs" {
            continue;
        }
        let text = fs::read_to_string(&file).expect("a source file");
        let parsed = syn::parse_file(&text).expect("the crate's Rust");
        let mut finder = WithoutAFeature::default();
        syn::visit::Visit::visit_file(&mut finder, &parsed);
        read += finder.attributes;
        found.extend(
            finder
                .found
                .iter()
                .map(|what| format!("code/src/{rel}: {what}")),
        );
    }
    assert!(read > 1_000, "only {read} attributes read");
    assert!(
        found.is_empty(),
        "Code compiled only without a feature, or read with cfg!: CI's \
         crate-alone step runs only book_link's unit tests without features: \
         add the tests of this code to its `unit_tests`, or gate an item instead:\n  {}",
        found.join("\n  ")
    );
}

/// The places of a file that compile other code without a feature: a `cfg`
/// whose predicate can hold only without one (`not(feature = ...)`), a
/// `cfg_attr` of that predicate that adds other than documentation (the
/// module doc a build picks changes no code), and a `cfg!` that reads one.
#[derive(Default)]
struct WithoutAFeature {
    found: Vec<String>,
    attributes: usize,
}

impl syn::visit::Visit<'_> for WithoutAFeature {
    fn visit_attribute(&mut self, attr: &syn::Attribute) {
        self.attributes += 1;
        let predicate = if attr.path().is_ident("cfg_attr") {
            let Ok(args) = attr.parse_args_with(
                syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated,
            ) else {
                self.found
                    .push(format!("an unread cfg_attr: {}", tidy(attr)));
                return;
            };
            let docs_only = args.iter().skip(1).all(|meta| meta.path().is_ident("doc"));
            let cfg = args.first().map(Cfg::of_meta);
            match cfg {
                Some(Ok(cfg)) if !docs_only => Some(cfg),
                _ => None,
            }
        } else {
            Cfg::of(attr).and_then(Result::ok)
        };
        if predicate.is_some_and(|cfg| cfg.negates_a_feature()) {
            self.found.push(tidy(attr));
        }
    }

    fn visit_macro(&mut self, mac: &syn::Macro) {
        let reads = mac
            .tokens
            .clone()
            .into_iter()
            .any(|t| t.to_string() == "feature");
        if mac.path.is_ident("cfg") && reads {
            self.found.push(format!("cfg!({})", mac.tokens));
        }
        syn::visit::visit_macro(self, mac);
    }
}

/// `tokens` as one line of text.
fn tidy(tokens: &impl quote::ToTokens) -> String {
    tokens.to_token_stream().to_string()
}

/// The files that name every game, each where a part of the book meets it
/// (docs/adding.md, *Adding a part*): its auto traits, its serde records, the
/// examples, its LeetCode face, the crate's README, its widget in `book.toml`,
/// its benchmark in `code/Cargo.toml`, the widgets' engines, the fixture and
/// the practice checker.
const NAME_EVERY_GAME: [&str; 12] = [
    "code/tests/auto_traits.rs",
    "code/tests/serde.rs",
    "code/examples/play/games.rs",
    "code/examples/play/main.rs",
    "code/examples/answer.rs",
    "code/src/leetcode.rs",
    "code/README.md",
    "book.toml",
    "code/Cargo.toml",
    "tests/browser/engine-check.mjs",
    "figures/src/fixture/try_fixture.rs",
    "practice/checker/problem.rs",
];

/// Every game module of `code/src` has each file a part needs, and each file
/// that names every game names it: a tenth game fails here until it has its
/// chapters, property tests, extremes, benchmark, widget, practice file and
/// the rest of docs/adding.md's *Adding a part*. What the files say of it is
/// review's.
#[test]
fn every_game_has_each_file_a_part_needs() {
    let root = root();
    let games = game_modules();
    let practice: Vec<String> = fs::read_dir(root.join("practice/src"))
        .unwrap()
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .collect();
    let mut missing = Vec::new();
    for game in &games {
        let kebab = game.replace('_', "-");
        let paths = [
            format!("src/{kebab}"),
            format!("tests/properties/{game}.rs"),
            format!("tests/properties/extremes/{game}.rs"),
            format!("code/benches/{game}.rs"),
            format!("theme/try/{kebab}.js"),
        ];
        for path in paths.iter().filter(|path| !root.join(path).exists()) {
            missing.push(format!("{game}: no {path}"));
        }
        if !practice
            .iter()
            .any(|file| file.ends_with(&format!("_{game}.rs")))
        {
            missing.push(format!("{game}: no practice/src/lc<number>_{game}.rs"));
        }
        for file in NAME_EVERY_GAME {
            let text = fs::read_to_string(root.join(file)).expect(file);
            if !names_word(&text, game) && !names_word(&text, &kebab) {
                missing.push(format!("{game}: {file} does not name it"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "A game lacks a file its part needs (docs/adding.md, *Adding a part*):\n  {}",
        missing.join("\n  ")
    );
}

/// Every file of the crate's source is declared by a `mod` line of its parent
/// (`lib.rs`, the folder's `mod.rs`, or the file named after the folder):
/// cargo compiles no other, so an undeclared file would hold code that no
/// test runs and no chapter can trust.
#[test]
fn every_file_of_the_crate_is_a_module_it_declares() {
    let src = root().join("code/src");
    let mut undeclared = Vec::new();
    let mut read = 0;
    for file in files_under(&src, "rs") {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        if ["lib.rs", "mod.rs", "main.rs"].contains(&name.as_str()) {
            continue;
        }
        let stem = name.trim_end_matches(".rs");
        let folder = file.parent().unwrap();
        let parent = if folder.join("mod.rs").exists() {
            folder.join("mod.rs")
        } else if folder == src {
            src.join("lib.rs")
        } else {
            folder.with_extension("rs")
        };
        let text = fs::read_to_string(&parent).unwrap_or_default();
        let declared = text.lines().any(|line| {
            let line = line.trim_start();
            let line = line.strip_prefix("pub(crate) ").unwrap_or(line);
            let line = line.strip_prefix("pub ").unwrap_or(line);
            line.strip_prefix("mod ")
                .and_then(|rest| rest.strip_prefix(stem))
                .is_some_and(|rest| rest.starts_with([';', ' ', '{']))
        });
        read += 1;
        if !declared {
            undeclared.push(file.strip_prefix(root()).unwrap().display().to_string());
        }
    }
    assert!(read > 100, "only {read} files of code/src read");
    assert!(
        undeclared.is_empty(),
        "files of code/src that no `mod` line declares, which cargo never compiles: declare \
         each in its parent, or remove it:\n  {}",
        undeclared.join("\n  ")
    );
}
