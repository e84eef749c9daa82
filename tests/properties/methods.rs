//! Each game's `book::METHODS`, the list its unit tests and its property tests
//! check against the game tree, holds every function of the game that gives its
//! answer: a new method of the book cannot be left out of both by forgetting it.

use std::path::Path;

use book_tools::api::{self, Item, Kind};

/// The functions of `items` that a game's `METHODS` must list, by game: those
/// of the game's module or of its `book`, whose type is the type of the list's
/// functions and whose name starts as the game tree's does
/// (`score_difference_brute_force` gives `score_difference`), the game tree
/// itself left out; and the text of the list.
fn expected_methods(items: &[Item]) -> Vec<(String, Vec<String>, String)> {
    let mut games = Vec::new();
    for list in items
        .iter()
        .filter(|i| i.kind == Kind::Const && i.name() == "METHODS")
    {
        let game = list.module();
        let in_game = |item: &&Item| {
            item.kind == Kind::Fn
                && item.module() == game
                && (item.path.len() == 2 || (item.path.len() == 3 && item.path[1] == "book"))
        };
        let method = items
            .iter()
            .find(|i| i.kind == Kind::Alias && i.path_text() == format!("{game}::book::Method"))
            .unwrap_or_else(|| panic!("{game}::book::Method"));
        let of_the_list = |item: &&Item| {
            item.fn_type
                .as_deref()
                .is_some_and(|fn_type| method.what.contains(fn_type))
        };
        let brute_force = items
            .iter()
            .filter(in_game)
            .filter(of_the_list)
            .find(|i| i.name().ends_with("_brute_force"))
            .unwrap_or_else(|| panic!("{game}: no game tree of the list's type"));
        let prefix = brute_force.name().trim_end_matches("_brute_force");
        let expected: Vec<String> = items
            .iter()
            .filter(in_game)
            .filter(of_the_list)
            .filter(|i| i.name().starts_with(prefix) && i.name() != brute_force.name())
            .map(|i| i.name().to_string())
            .collect();
        games.push((game.to_string(), expected, list.what.clone()));
    }
    games
}

#[test]
fn every_method_of_a_games_answer_is_in_its_list() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let items = api::read(root).unwrap_or_else(|e| panic!("{e}"));
    let games = expected_methods(&items);
    // Every game but IV, whose one method beside the answer is the game tree.
    assert_eq!(games.len(), 8, "{games:?}");
    for (game, expected, list) in games {
        assert!(expected.len() >= 2, "{game}: {expected:?}");
        let named = |name: &str| {
            list.split(|c: char| !c.is_alphanumeric() && c != '_')
                .any(|word| word == name)
        };
        let missing: Vec<&String> = expected.iter().filter(|name| !named(name)).collect();
        assert!(
            missing.is_empty(),
            "{game}::book::METHODS lacks {missing:?}: {list}"
        );
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
    let (game, expected, list) = &games[0];
    assert_eq!(game, "game");
    assert_eq!(expected, &["score_memo", "score_table", "score"]);
    assert!(list.contains("score_memo") && !list.contains("score_table"));
}
