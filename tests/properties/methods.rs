//! Each game's `book::METHODS` (and a second list, `METHODS_…`), which its unit
//! tests and its property tests check against the game tree (IV's, the win/lose
//! table), holds every function of the game that gives its answer: a new method
//! of the book cannot be left out of both by forgetting it.

use std::path::Path;

use book_tools::api::{self, Item, Kind};

/// The functions of `items` that each list of methods (a game's `book::METHODS`,
/// or a second one, `METHODS_…`, for another signature) must hold, by list: those
/// of the game's module or of its `book`, whose type is the type of the list's
/// functions and whose name starts with the words the list's names share
/// (`score_difference_memo` and `score_difference` share `score_difference`), the
/// game tree (`…_brute_force`), which they are checked against, left out; with
/// the list's path and text.
fn expected_methods(items: &[Item]) -> Vec<(String, Vec<String>, String)> {
    let mut lists = Vec::new();
    for list in items.iter().filter(|i| {
        i.kind == Kind::Const
            && i.path.len() == 3
            && i.path[1] == "book"
            && (i.name() == "METHODS" || i.name().starts_with("METHODS_"))
    }) {
        let game = list.module();
        let in_game = |item: &&Item| {
            item.kind == Kind::Fn
                && item.module() == game
                && (item.path.len() == 2 || (item.path.len() == 3 && item.path[1] == "book"))
        };
        // `const &[Method] = methods![a, b]`: the alias, and the names listed.
        let alias = list.what.split(['[', ']']).nth(1).unwrap_or_default();
        let method = items
            .iter()
            .find(|i| i.kind == Kind::Alias && i.path_text() == format!("{game}::book::{alias}"))
            .unwrap_or_else(|| panic!("{game}::book::{alias}"));
        let listed: Vec<&str> = list
            .what
            .split_once("methods![")
            .map(|(_, names)| names.trim_end_matches(']').split(", ").collect())
            .unwrap_or_default();
        let words: Vec<Vec<&str>> = listed
            .iter()
            .map(|name| name.split('_').collect())
            .collect();
        let shared = (0..)
            .take_while(|&w| words.iter().all(|name| name.get(w) == words[0].get(w)))
            .count();
        let prefix = words[0][..shared].join("_");
        let of_the_list = |item: &&Item| {
            item.fn_type
                .as_deref()
                .is_some_and(|fn_type| method.what.contains(fn_type))
        };
        let expected: Vec<String> = items
            .iter()
            .filter(in_game)
            .filter(of_the_list)
            .filter(|i| i.name().starts_with(&prefix) && !i.name().ends_with("_brute_force"))
            .map(|i| i.name().to_string())
            .collect();
        lists.push((list.path_text(), expected, list.what.clone()));
    }
    lists
}

#[test]
fn every_method_of_a_games_answer_is_in_its_list() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let items = api::read(root).unwrap_or_else(|e| panic!("{e}"));
    let lists = expected_methods(&items);
    // One list in each game, and the second of III (at k = 3) and IV (on threads).
    assert_eq!(lists.len(), 11, "{lists:?}");
    for (path, expected, list) in lists {
        assert!(expected.len() >= 2, "{path}: {expected:?}");
        let named = |name: &str| {
            list.split(|c: char| !c.is_alphanumeric() && c != '_')
                .any(|word| word == name)
        };
        let missing: Vec<&String> = expected.iter().filter(|name| !named(name)).collect();
        assert!(missing.is_empty(), "{path} lacks {missing:?}: {list}");
    }
}

/// A method left out of a list is found: the list of a small crate without
/// one of its game's methods.
#[test]
fn a_method_left_out_is_found() {
    let files = [
        ("lib.rs", "pub mod game;"),
        (
            "game/mod.rs",
            "pub mod book; pub fn score(row: &[u32]) -> Result<u64, Error> { todo!() }",
        ),
        (
            "game/book.rs",
            "pub type Method = (&'static str, fn(&[u32]) -> Result<u64, Error>);
             pub const METHODS: &[Method] = methods![score_memo, score];
             pub fn score_brute_force(row: &[u32]) -> Result<u64, Error> { todo!() }
             pub fn score_memo(row: &[u32]) -> Result<u64, Error> { todo!() }
             pub fn score_table(row: &[u32]) -> Result<u64, Error> { todo!() }
             pub fn score_trace(row: &[u32]) -> Vec<u64> { todo!() }
             pub fn calls(row: &[u32]) -> Result<u64, Error> { todo!() }",
        ),
    ];
    let texts = files
        .iter()
        .map(|(file, text)| (Path::new("src").join(file), text.to_string()))
        .collect();
    let sources = api::Sources::parse(Path::new("src"), texts).unwrap();
    let games = expected_methods(&api::walk(&sources).unwrap());
    let (path, expected, list) = &games[0];
    assert_eq!(path, "game::book::METHODS");
    assert_eq!(expected, &["score_memo", "score_table", "score"]);
    assert!(list.contains("score_memo") && !list.contains("score_table"));
}
