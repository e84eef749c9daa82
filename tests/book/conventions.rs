//! `conventions`' tables of the nine games and of their limits, and each
//! game's "start here", held to the code.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use book_tools::api;

use super::code::game_modules;
use super::{files_under, root};

/// The fields of `module::Move`, in order, as the public-API list gives them.
fn move_fields(api: &[api::Item], module: &str) -> Vec<String> {
    let path = format!("{module}::Move");
    api.iter()
        .find(|item| item.path_text() == path)
        .map(|item| item.fields.clone())
        .unwrap_or_default()
}

/// Whether the public-API list has the function `path`.
fn has_fn(api: &[api::Item], path: &str) -> bool {
    api.iter()
        .any(|item| item.kind == api::Kind::Fn && item.path_text() == path)
}

/// The module of the game a table of `conventions` numbers (`II` is
/// `stone_game_ii`, `I` is `stone_game`).
fn module_of(numeral: &str) -> String {
    match numeral {
        "I" => "stone_game".to_string(),
        _ => format!("stone_game_{}", numeral.to_ascii_lowercase()),
    }
}

/// The lines of the table of `text` whose header starts `header`, with their
/// indices: the header, its rule and its rows.
fn table_rows<'a>(text: &'a str, header: &'a str) -> impl Iterator<Item = (usize, &'a str)> {
    text.lines()
        .enumerate()
        .skip_while(move |(_, line)| !line.starts_with(header))
        .take_while(|(_, line)| line.starts_with("//! |"))
}

/// The table of the nine games in `conventions` (`code/src/conventions.rs`) names
/// what the code has: each answer is a function of its game, each name a `Position`
/// shows is one of its methods, and the fields of each `Move` are the struct's, all of
/// them, in order. Read against the public API as `book_tools::api` reads it from the
/// crate's syntax.
#[test]
fn the_conventions_table_of_games_is_the_code() {
    let root = root();
    let api = super::public_api();
    let lib = fs::read_to_string(root.join("code/src/conventions.rs")).expect("conventions.rs");
    let names = |cell: &str| -> Vec<String> {
        cell.split('`')
            .skip(1)
            .step_by(2)
            .map(String::from)
            .collect()
    };
    let mut wrong = Vec::new();
    let mut modules = Vec::new();
    for (index, line) in table_rows(&lib, "//! | game | the answer |") {
        let cells: Vec<&str> = line.trim_start_matches("//!").split('|').collect();
        let game = cells.get(1).map_or("", |cell| cell.trim());
        if game.is_empty() || !game.chars().all(|c| "IVX".contains(c)) {
            continue;
        }
        let [_, _, answers, _, shows, records, _] = cells[..] else {
            wrong.push(format!(
                "line {}: {} cells, where a game's row has 5",
                index + 1,
                cells.len().saturating_sub(2)
            ));
            continue;
        };
        let m = module_of(game);
        modules.push(m.clone());
        for answer in names(answers) {
            if !has_fn(api, &format!("{m}::{answer}")) {
                wrong.push(format!("{game}: no function {m}::{answer}"));
            }
        }
        for method in names(shows) {
            if !has_fn(api, &format!("{m}::Position::{method}")) {
                wrong.push(format!("{game}: no method Position::{method}"));
            }
        }
        let fields = move_fields(api, &m);
        if names(records) != fields {
            wrong.push(format!("{game}: Move is {fields:?}"));
        }
    }
    let folders: Vec<String> = game_modules().into_iter().collect();
    modules.sort();
    assert!(
        wrong.is_empty(),
        "code/src/conventions.rs, the table of games, does not say what the code has: \
         write the row again from the code:\n  {}",
        wrong.join("\n  ")
    );
    assert_eq!(
        modules, folders,
        "code/src/conventions.rs: the table of games names the game folders of code/src"
    );
}

/// Each game module's *Start here* table names every function of the
/// module outside `book` (the public API as `book_tools::api` reads it), so
/// that a reader who starts there misses none.
#[test]
fn every_games_start_here_names_each_of_its_functions() {
    let root = root();
    let api = super::public_api();
    let mut missing = Vec::new();
    for folder in files_under(&root.join("code/src"), "rs") {
        let Some(module) = folder
            .parent()
            .and_then(Path::file_name)
            .and_then(|name| name.to_str())
            .filter(|name| name.starts_with("stone_game"))
        else {
            continue;
        };
        if folder.file_name().is_none_or(|name| name != "mod.rs") {
            continue;
        }
        let text = fs::read_to_string(&folder).expect("a game's mod.rs");
        let table: String = text
            .lines()
            .skip_while(|line| *line != "//! # Start here")
            .skip(1)
            .take_while(|line| !line.starts_with("//! #"))
            .collect();
        assert!(!table.is_empty(), "{module}: no *Start here*");
        for item in api {
            let [game, name] = &item.path[..] else {
                continue;
            };
            if game == module
                && item.kind == api::Kind::Fn
                && !table.contains(&format!("[`{name}`]"))
            {
                missing.push(format!("{module}::{name}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "not in their module's *Start here*, the table of questions and calls at the top of \
         code/src/<game>/mod.rs: add a row `| <the question it answers> | [`<name>`] |` for \
         each of\n  {}",
        missing.join("\n  ")
    );
}

/// The value of the limit `name` of the game `numeral`, for the table of limits in
/// `conventions`: the compiler's, from `book_tools::constants`.
fn limit_value(numeral: &str, name: &str) -> Option<u64> {
    let module = module_of(numeral);
    let value = book_tools::constants::value(&format!("{module}::{name}"))?;
    u64::try_from(value).ok()
}

/// Each game's `Position::MAX_SIZE`, the largest game `Position::new` takes.
fn position_max_size(numeral: &str) -> Option<u64> {
    use stone_games::shared::Game;
    use stone_games::*;
    Some(match numeral {
        "I" => stone_game::Position::MAX_SIZE,
        "II" => stone_game_ii::Position::MAX_SIZE,
        "III" => stone_game_iii::Position::MAX_SIZE,
        "IV" => stone_game_iv::Position::MAX_SIZE,
        "V" => stone_game_v::Position::MAX_SIZE,
        "VI" => stone_game_vi::Position::MAX_SIZE,
        "VII" => stone_game_vii::Position::MAX_SIZE,
        "VIII" => stone_game_viii::Position::MAX_SIZE,
        "IX" => stone_game_ix::Position::MAX_SIZE,
        _ => return None,
    })
}

/// One row of the table of limits in `conventions`, for its game `numeral`: the names
/// of the limits it gives, each checked against its value, and its last column against
/// the game's `Game::MAX_SIZE` (a constant, or "any row"). What is wrong goes in `wrong`.
fn check_limits_row(line: &str, wrong: &mut Vec<String>) -> Vec<String> {
    let numeral = line.split('|').nth(1).expect("a game").trim();
    let position = line.split('|').nth(3).expect("a Position's limit");
    let said = match position.split('`').nth(1) {
        Some(name) => limit_value(numeral, name),
        None if position.contains("any row") => Some(u64::MAX),
        None => None,
    };
    if said != position_max_size(numeral) {
        wrong.push(format!(
            "{numeral}: a Position takes {said:?}, its MAX_SIZE says otherwise"
        ));
    }
    // Each limit as `NAME`: number.
    let mut named = Vec::new();
    let quoted = line.split('`').skip(1).step_by(2);
    for (name, rest) in quoted.zip(line.split('`').skip(2).step_by(2)) {
        let Some(number) = rest.strip_prefix(": ").filter(|_| name.starts_with("MAX_")) else {
            continue;
        };
        let digits: String = number
            .split_whitespace()
            .find(|word| word.starts_with(|c: char| c.is_ascii_digit()))
            .unwrap_or_default()
            .chars()
            .filter(char::is_ascii_digit)
            .collect();
        let said: Option<u64> = digits.parse().ok();
        let value = limit_value(numeral, name);
        match value {
            None => wrong.push(format!("{numeral}: no {name} in the crate")),
            Some(value) if said != Some(value) => {
                let value = book_tools::constants::render(&value.to_string())
                    .unwrap_or_else(|_| value.to_string());
                wrong.push(format!(
                    "{numeral}: {name} is {value}: write `{name}`: {value}"
                ));
            }
            Some(_) => {}
        }
        named.push(format!("{numeral} {name}"));
    }
    named
}

/// The table of limits in `conventions` gives each limit's true value, each game's
/// `Position` limit as its `Game::MAX_SIZE`, and names every limit of a game module
/// outside `book` (but `MAX_THREADS`, IV's count of threads).
#[test]
fn the_conventions_table_of_limits_is_the_code() {
    let root = root();
    let api = super::public_api();
    let text = fs::read_to_string(root.join("code/src/conventions.rs")).expect("conventions");
    let header = text
        .lines()
        .position(|line| line.contains("| game | the functions to call take |"))
        .expect("the table of limits");
    let mut wrong = Vec::new();
    let rows = text
        .lines()
        .enumerate()
        .skip(header + 2)
        .take_while(|(_, line)| line.starts_with("//! |"));
    let mut named = BTreeSet::new();
    for (index, line) in rows {
        let mut in_row = Vec::new();
        named.extend(check_limits_row(line, &mut in_row));
        let at = format!("code/src/conventions.rs:{}", index + 1);
        wrong.extend(in_row.into_iter().map(|problem| format!("{at}: {problem}")));
    }
    let module = |path: &str| match path {
        "stone_game" => "I".to_string(),
        other => other.trim_start_matches("stone_game_").to_ascii_uppercase(),
    };
    for item in api {
        let [game, name] = &item.path[..] else {
            continue;
        };
        let limit =
            item.kind == api::Kind::Const && name.starts_with("MAX_") && name != "MAX_THREADS";
        if limit
            && game.starts_with("stone_game")
            && !named.contains(&format!("{} {name}", module(game)))
        {
            wrong.push(format!(
                "code/src/conventions.rs: {game}::{name} is not in the table of limits"
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "The table of limits in `conventions` is not the code's:\n{}",
        wrong.join("\n")
    );
    assert!(named.len() >= 16, "the table names {} limits", named.len());
}
