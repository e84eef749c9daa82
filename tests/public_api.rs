//! The crate's public API, item by item, against the list committed in
//! `code/public-api.txt`: a change of a public name, signature, field,
//! variant, derive, constant's value (but a list's, such as `METHODS`) or
//! trait impl fails this test until the list is written again, so that it
//! shows in review (and in the CHANGELOG) as what it is. The items are read
//! from the crate's syntax by [`book_tools::api`], which says what the list
//! holds and what it cannot see. To write the list again after a change made
//! on purpose:
//! `STONE_GAMES_WRITE_API=1 cargo test --test public_api`.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use book_tools::api::{self, Kind};

/// The book's root folder.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The crate's public API, read from its source.
fn public_api() -> Vec<api::Item> {
    api::read(&root()).unwrap_or_else(|e| panic!("{e}"))
}

/// A game's `Error` is one type with the feature `book` or without: a
/// dependency that turns the feature on must not change an enum that semver
/// covers (docs/game-module.md).
#[test]
fn no_error_variant_needs_the_feature_book() {
    let api = public_api();
    let errors: Vec<&api::Item> = api
        .iter()
        .filter(|item| item.kind == Kind::Enum && item.name() == "Error")
        .collect();
    assert!(errors.len() >= 9, "the nine games' errors: {errors:#?}");
    for error in errors {
        assert!(!error.variants.is_empty(), "{error:?}");
        let book: Vec<&str> = error
            .variants
            .iter()
            .filter(|v| v.book)
            .map(|v| v.name.as_str())
            .collect();
        assert!(book.is_empty(), "{}: {book:?}", error.path_text());
    }
}

#[test]
fn the_public_api_is_the_committed_list() {
    let api = api::list(&public_api());
    let path: &Path = &root().join("code/public-api.txt");
    if std::env::var_os("STONE_GAMES_WRITE_API").is_some() {
        fs::write(path, &api).expect("the list is writable");
        return;
    }
    let committed = fs::read_to_string(path).unwrap_or_else(|error| {
        panic!(
            "code/public-api.txt, the committed list, cannot be read ({error}): \
             write it with `STONE_GAMES_WRITE_API=1 cargo test --test public_api`"
        )
    });
    let old: BTreeSet<&str> = committed.lines().collect();
    let new: BTreeSet<&str> = api.lines().collect();
    let gone: Vec<&&str> = old.difference(&new).collect();
    let added: Vec<&&str> = new.difference(&old).collect();
    let new_function = added.iter().any(|line| line.contains(": fn "));
    assert!(
        gone.is_empty() && added.is_empty(),
        "the crate's public API is not code/public-api.txt.\n\
         gone: {gone:#?}\nnew: {added:#?}\n\
         If the change is meant, write the list again with \
         `STONE_GAMES_WRITE_API=1 cargo test --test public_api`, and say it \
         in code/CHANGELOG.md (no test checks that line: review does).{}",
        if new_function { NEW_FUNCTION } else { "" }
    );
}

/// What a new public function needs beyond its line in the list, each item
/// a check that fails without it or review's (CONTRIBUTING, "A first
/// change, worked").
const NEW_FUNCTION: &str = "\n\nA new public function also needs:\n\
    - a doc with an example that calls it (test `every_public_function_has_an_example`), \
    and `# Errors` if it returns a `Result`;\n\
    - a `refuses!` case one past its limit, and calls on its extremes, in \
    tests/properties/extremes/<game>.rs (test `refusals`);\n\
    - for a function of the game's module itself, its name in the module's \
    *Start here* (test `every_games_start_here`);\n\
    - if it answers its game, a place in `book::METHODS` (test \
    `every_method_of`).";

/// Every public struct and enum outside the feature `book` is in
/// `code/tests/auto_traits.rs` (`sendable::<shared::Table<i64>>()`): the list
/// above cannot see auto traits, and a type missing from that test could lose
/// `Send` or `Sync` unseen.
#[test]
fn every_public_type_is_held_send_and_sync() {
    let test = fs::read_to_string(root().join("code/tests/auto_traits.rs")).unwrap();
    let api = public_api();
    let types: Vec<String> = api
        .iter()
        .filter(|item| matches!(item.kind, Kind::Struct | Kind::Enum) && !item.book)
        .map(api::Item::path_text)
        .collect();
    assert!(types.len() > 30, "{types:?}");
    let missing: Vec<&String> = types
        .iter()
        .filter(|path| {
            let named = |end: &str| test.contains(&format!("sendable::<{path}{end}"));
            !named(">") && !named("<")
        })
        .collect();
    assert!(
        missing.is_empty(),
        "not in code/tests/auto_traits.rs: {missing:?}; add `sendable::<path>();` for each"
    );
}

/// Every public function and method has an example that calls it: a fenced
/// block with `name(` (or `name::<`) in it, in its doc or, for a method, in
/// its type's (where rustdoc readers look for a type's example). A new
/// function with no example fails here, as one with no doc fails
/// `missing_docs`; the doctest then runs it.
#[test]
fn every_public_function_has_an_example_that_calls_it() {
    let api = public_api();
    let doc_of = |path: &[String]| api.iter().find(|i| i.path == path && i.kind != Kind::Impl);
    let mut missing = Vec::new();
    let functions: Vec<&api::Item> = api.iter().filter(|i| i.kind == Kind::Fn).collect();
    for item in &functions {
        let owner = item
            .owner()
            .and_then(|_| doc_of(&item.path[..item.path.len() - 1]));
        let docs = item
            .doc
            .iter()
            .chain(owner.into_iter().flat_map(|o| &o.doc));
        let name = item.name();
        let calls = examples(docs)
            .iter()
            .any(|line| line.contains(&format!("{name}(")) || line.contains(&format!("{name}::<")));
        if !calls {
            missing.push(format!("{} ({})", item.path_text(), item.file.display()));
        }
    }
    assert!(
        functions.len() > 300,
        "only {} public functions read",
        functions.len()
    );
    assert!(
        missing.is_empty(),
        "{} public function(s) with no example that calls them, in a ``` block of \
         their doc:\n  {}",
        missing.len(),
        missing.join("\n  ")
    );
}

/// The lines of the fenced code blocks of `doc`.
fn examples<'a>(doc: impl Iterator<Item = &'a String>) -> Vec<&'a str> {
    let mut inside = false;
    let mut lines = Vec::new();
    for line in doc {
        if line.starts_with("```") {
            inside = !inside;
        } else if inside {
            lines.push(line.as_str());
        }
    }
    lines
}
