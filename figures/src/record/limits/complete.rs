//! Every public limit of the games: each is measured by a case of [`cases`]
//! or listed in [`NOT_MEASURED`] with why, and every case's value is its
//! constant's.
//!
//! The public limits are the `MAX_*` constants of the crate's public API,
//! as `book_tools::api` reads it from the crate's syntax (the items
//! `code/public-api.txt` lists). The values come from the compiler, in [`values`]: a `const` is
//! an expression (`(MAX_TABLE_BYTES / 16).isqrt()`), which a parse cannot
//! evaluate; where the source writes a literal, [`definitions`] reads it
//! with `syn`, and the two must agree.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use syn::{Expr, ExprLit, Item, Lit};

use super::{cases, GAMES};
use crate::shared::data::book_root;

/// The public limits that no case measures, each with why: (game, constant,
/// reason).
const NOT_MEASURED: [(&str, &str, &str); 8] = [
    (
        "shared",
        "MAX_SUMS_LEN",
        "bounds the numbers, not the time: 2³² + 1 values are 16 GiB",
    ),
    (
        "stone_game",
        "MAX_LEN",
        "bounds the numbers, not the time: 2³² piles are 16 GiB of input",
    ),
    (
        "stone_game_iii",
        "MAX_LEN",
        "bounds the numbers, not the time: 2³² − 1 values are 16 GiB",
    ),
    (
        "stone_game_iv",
        "MAX_COUNT_N",
        "a count of minutes, recorded by `count-losing 10` in sg4-counts.json",
    ),
    (
        "stone_game_iv",
        "MAX_THREADS",
        "a number of threads, not a size: the sieves' cases run within it",
    ),
    (
        "stone_game_vi",
        "MAX_LEN",
        "bounds the numbers, not the time: 16 GiB of values for each player",
    ),
    (
        "stone_game_vii",
        "MAX_LEN",
        "bounds the numbers, not the time: 2³³ + 3 stones are 32 GiB",
    ),
    (
        "stone_game_viii",
        "MAX_I64_LEN",
        "bounds the numbers, not the time: 2³¹ − 1 stones are 8 GiB",
    ),
];

/// `(module, limit, value)` for each limit named, its value as the compiler
/// computes it: a game's limits, from the game or its `book`, then
/// `shared`'s.
macro_rules! limits {
    (
        $($game:ident: [$($limit:ident),+ $(,)?]),+;
        shared: [$($shared:ident),+ $(,)?] $(,)?
    ) => {
        vec![
            $($((
                stringify!($game),
                stringify!($limit),
                u64::try_from({
                    #[allow(unused_imports)] // each limit is in one of the two
                    use stone_games::$game::{book::*, *};
                    $limit
                })
                .expect("fits a u64"),
            ),)+)+
            $((
                "shared",
                stringify!($shared),
                u64::try_from(stone_games::shared::$shared).expect("fits a u64"),
            ),)+
        ]
    };
}

/// Every public limit of the games and of `shared`, with its value.
fn values() -> Vec<(&'static str, &'static str, u64)> {
    limits![
        stone_game: [
            MAX_GAME_TREE_LEN, MAX_TABLE_BYTES, MAX_TABLE_LEN, MAX_MEMO_LEN,
            MAX_TWO_SCORES_LEN, MAX_ROLLING_LEN, MAX_UP_TO_MOVES, MAX_LEN,
            MAX_PARITY_SEARCH_LEN, MAX_PARITY_CHECK_ROWS, MAX_TRACE_LEN,
        ],
        stone_game_ii: [
            MAX_GAME_TREE_LEN, MAX_CUBIC_LEN, MAX_TABLE_LEN, MAX_REACHED_LEN,
            MAX_MEMO_COUNTS_LEN, MAX_TRACE_LEN, MAX_LEN,
        ],
        stone_game_iii: [
            MAX_LEN, MAX_GAME_TREE_LEN, MAX_TABLE_STEPS, MAX_PLAY_LEN,
            MAX_TRACE_LEN,
        ],
        stone_game_iv: [
            MAX_GAME_TREE_N, MAX_TABLE_N, MAX_ALL_MOVES_N, MAX_N, MAX_COUNT_N,
            MAX_MOVE_SET_STEPS, MAX_TRACE_N, MAX_THREADS,
        ],
        stone_game_v: [
            MAX_GAME_TREE_LEN, MAX_CUBIC_LEN, MAX_LEN, MAX_PLAY_LEN,
            MAX_TRACE_LEN,
        ],
        stone_game_vi: [
            MAX_LEN, MAX_GAME_TREE_LEN, MAX_COUNTING_WEIGHT, MAX_PLAY_LEN,
        ],
        stone_game_vii: [
            MAX_GAME_TREE_LEN, MAX_ZERO_MEMO_LEN, MAX_TABLE_LEN,
            MAX_ROLLING_LEN, MAX_LEN,
        ],
        stone_game_viii: [
            MAX_I64_LEN, MAX_GAME_TREE_LEN, MAX_RECURRENCE_LEN, MAX_PLAY_LEN,
            MAX_TRACE_LEN,
        ],
        stone_game_ix: [MAX_GAME_TREE_LEN, MAX_COUNT_POSITIONS];
        shared: [MAX_SUMS_LEN],
    ]
}

/// The crate's source, `code/src/`.
fn source_dir() -> PathBuf {
    book_root().join("code").join("src")
}

fn parse(path: &Path) -> syn::File {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    syn::parse_file(&text).unwrap_or_else(|e| panic!("{} does not parse: {e}", path.display()))
}

/// Every public limit of the crate, as (module, constant): the `MAX_*`
/// constants of the crate's public API, read from its syntax by
/// `book_tools::api` (with the feature `book`, which the figures build the
/// crate with).
fn parsed_limits() -> BTreeSet<(String, String)> {
    let api = book_tools::api::read(&book_root()).unwrap_or_else(|e| panic!("{e}"));
    api.iter()
        .filter(|item| item.kind == book_tools::api::Kind::Const)
        // `stone_game::MAX_LEN`, or `stone_game::book::MAX_MEMO_LEN`
        .filter(|item| item.name().starts_with("MAX_"))
        .map(|item| (item.module().to_string(), item.name().to_string()))
        .collect()
}

/// The `const MAX_*` items of the files of a game's folder, each with its
/// value where the source writes it as an integer literal.
fn definitions(game: &str) -> BTreeMap<String, Option<u64>> {
    let mut found = BTreeMap::new();
    let dir = source_dir().join(game);
    for entry in fs::read_dir(&dir).expect("the game's folder") {
        let path = entry.expect("a readable folder").path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue; // the module's page text, `methods.md`
        }
        for item in parse(&path).items {
            let Item::Const(c) = item else { continue };
            let name = c.ident.to_string();
            if !name.starts_with("MAX_") {
                continue;
            }
            let literal = match &*c.expr {
                Expr::Lit(ExprLit {
                    lit: Lit::Int(int), ..
                }) => Some(int.base10_parse::<u64>().expect("a u64")),
                _ => None,
            };
            let twice = found.insert(name.clone(), literal).is_some();
            assert!(!twice, "{game}::{name} is defined twice");
        }
    }
    found
}

#[test]
fn the_table_of_values_is_every_public_limit() {
    let parsed = parsed_limits();
    let table: BTreeSet<(String, String)> = values()
        .into_iter()
        .map(|(game, limit, _)| (game.to_string(), limit.to_string()))
        .collect();
    let missing: Vec<_> = parsed.difference(&table).collect();
    let extra: Vec<_> = table.difference(&parsed).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "the source's public limits and `values()` differ: {missing:?} are \
         public but not in the table, {extra:?} in the table but not public"
    );
    let games: BTreeSet<&str> = parsed
        .iter()
        .map(|(g, _)| g.as_str())
        .filter(|&g| g != "shared")
        .collect();
    assert_eq!(games, GAMES.into_iter().collect(), "a module with limits");
}

#[test]
fn every_public_limit_is_measured_or_says_why_not() {
    let cases = cases();
    for (game, limit) in parsed_limits() {
        let measured = cases.iter().any(|c| (c.game, c.limit) == (&*game, &*limit));
        let why_not = NOT_MEASURED
            .iter()
            .find(|(g, l, _)| (*g, *l) == (&*game, &*limit));
        match (measured, why_not) {
            (true, None) | (false, Some(_)) => {}
            (true, Some((.., reason))) => {
                panic!("{game}::{limit} is measured, yet not: {reason}")
            }
            (false, None) => panic!(
                "{game}::{limit} is public and not measured: add its cases \
                 (the worst input its doc comment describes), or say why \
                 not in NOT_MEASURED"
            ),
        }
    }
    let parsed = parsed_limits();
    for (game, limit, reason) in NOT_MEASURED {
        let named = (game.to_string(), limit.to_string());
        assert!(parsed.contains(&named), "no public {game}::{limit}");
        assert!(!reason.is_empty() && !reason.contains('\n'), "{reason}");
    }
}

#[test]
fn each_value_is_its_limit() {
    let values = values();
    for case in cases() {
        let value = values
            .iter()
            .find(|(game, limit, _)| (*game, *limit) == (case.game, case.limit))
            .map(|&(.., value)| value);
        let (game, limit) = (case.game, case.limit);
        assert_eq!(value, Some(case.value), "{game}::{limit}: {}", case.method);
    }
    // Each limit is defined in its game's folder, and where the source
    // writes its value, that is the value the compiler gives.
    for game in GAMES {
        let defined = definitions(game);
        for &(_, limit, value) in values.iter().filter(|v| v.0 == game) {
            match defined.get(limit) {
                Some(Some(literal)) => assert_eq!(*literal, value, "{limit}"),
                Some(None) => {}
                None => panic!("no `const {limit}` in code/src/{game}/"),
            }
        }
    }
}

#[test]
fn the_count_to_max_count_n_is_recorded_where_its_reason_says() {
    use crate::record::stone_game_iv_counts::load_counts;
    let counts = load_counts().expect("figures/data/sg4-counts.json");
    let limit = stone_games::stone_game_iv::book::MAX_COUNT_N;
    assert!(counts
        .counts
        .iter()
        .any(|c| c.n == limit && c.seconds > 0.0));
}
