//! Every public limit of the games: each is measured by a case of [`cases`]
//! or listed in [`NOT_MEASURED`] with why, and every case's value is its
//! constant's.
//!
//! The public limits are the `MAX_*` constants of the crate's public API
//! (`code/public-api.txt`), each valued by the compiler: [`values`] reads
//! them from `book_tools::constants`, the list the book's `{{#const}}`
//! directive renders from.

use std::collections::BTreeSet;

use super::{cases, GAMES};

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

/// Every public limit of the games and of `shared`, as (module, limit,
/// value), the value the compiler's (`book_tools::constants`).
fn values() -> Vec<(&'static str, &'static str, u64)> {
    book_tools::constants::ALL
        .iter()
        .filter_map(|&(path, value)| {
            // `stone_game::MAX_LEN`, or `stone_game::book::MAX_MEMO_LEN`
            let (module, _) = path.split_once("::")?;
            let (_, name) = path.rsplit_once("::")?;
            let value = u64::try_from(value).expect("a limit fits a u64");
            name.starts_with("MAX_").then_some((module, name, value))
        })
        .collect()
}

#[test]
fn every_public_limit_is_measured_or_says_why_not() {
    let cases = cases();
    let limits = values();
    for &(game, limit, _) in &limits {
        let measured = cases.iter().any(|c| (c.game, c.limit) == (game, limit));
        let why_not = NOT_MEASURED
            .iter()
            .find(|(g, l, _)| (*g, *l) == (game, limit));
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
    for (game, limit, reason) in NOT_MEASURED {
        let public = limits.iter().any(|&(g, l, _)| (g, l) == (game, limit));
        assert!(public, "no public {game}::{limit}");
        assert!(!reason.is_empty() && !reason.contains('\n'), "{reason}");
    }
    let games: BTreeSet<&str> = limits
        .iter()
        .map(|&(game, ..)| game)
        .filter(|&game| game != "shared")
        .collect();
    assert_eq!(games, GAMES.into_iter().collect(), "a module with limits");
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
