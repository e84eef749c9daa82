//! Each game's `book::METHODS` (and a second list, `METHODS_…`), which its unit
//! tests and its property tests check against the game tree (IV's, the win/lose
//! table), holds every function of the game of the list's signature, whatever
//! its name, but the game tree and what [`NOT_ANSWERS`] lists: such a method
//! cannot be left out of both by forgetting it. A method of another signature
//! (I's `score_difference_linear_signed`, on `i64` values) is checked by hand
//! where it is tested. Each method is also benchmarked, and has a row in its
//! game's `methods.md` that gives the time its doc states.

use std::path::Path;

use book_tools::api::{self, Item, Kind};
use stone_games::{
    stone_game, stone_game_ii, stone_game_iii, stone_game_iv, stone_game_ix, stone_game_v,
    stone_game_vi, stone_game_vii, stone_game_viii,
};

/// A list of methods: its path, and the names it holds, read from the list
/// itself.
pub(crate) type List = (&'static str, Vec<&'static str>);

/// The names of a list's methods.
fn names<F>(list: &[(&'static str, F)]) -> Vec<&'static str> {
    list.iter().map(|(name, _)| *name).collect()
}

/// Every list of methods the crate has: `game::book::LIST`, named by its path.
pub(crate) fn the_lists() -> Vec<List> {
    macro_rules! lists {
        ($($game:ident::$list:ident),+ $(,)?) => {
            vec![$((
                concat!(stringify!($game), "::book::", stringify!($list)),
                names($game::book::$list),
            )),+]
        };
    }
    lists![
        stone_game::METHODS,
        stone_game_ii::METHODS,
        stone_game_iii::METHODS,
        stone_game_iii::METHODS_AT_3,
        stone_game_iv::METHODS,
        stone_game_iv::METHODS_ON,
        stone_game_v::METHODS,
        stone_game_vi::METHODS,
        stone_game_vii::METHODS,
        stone_game_viii::METHODS,
        stone_game_ix::METHODS,
    ]
}

/// The functions of the game modules that share an answer's signature but are no
/// method of it: each counts or measures something else, and is checked where it is
/// tested.
const NOT_ANSWERS: [(&str, &str); 6] = [
    (
        "stone_game::parity_worst_case_margin",
        "the parity strategy's margin, not the game's value",
    ),
    (
        "stone_game_ii::game_tree_calls",
        "counts the game tree's calls",
    ),
    ("stone_game_ii::memo_calls", "counts the memo's calls"),
    (
        "stone_game_v::game_tree_calls",
        "counts the game tree's calls",
    ),
    (
        "stone_game_v::reached_intervals",
        "counts the intervals the memo reaches",
    ),
    (
        "stone_game_vii::game_tree_calls",
        "counts the game tree's calls",
    ),
];

/// The functions of `items` that each list of `lists` must hold: those of the
/// list's game module or of its `book` whose type is the type of the list's
/// functions (read from the last, the function to call), whatever their name
/// (a `fast_score_difference` too), but the game tree (`…_brute_force`, one
/// per game), which they are checked against, and the functions of
/// `not_answers` (`game::name`).
fn expected_methods(items: &[Item], lists: &[List], not_answers: &[&str]) -> Vec<Vec<String>> {
    let mut expected = Vec::new();
    for (path, listed) in lists {
        let game = path.split("::").next().unwrap_or_default();
        let in_game = |item: &&Item| {
            item.kind == Kind::Fn
                && item.module() == game
                && (item.path.len() == 2 || (item.path.len() == 3 && item.path[1] == "book"))
        };
        let Some(last) = listed.last() else {
            panic!("{path} is empty");
        };
        let fn_type = items
            .iter()
            .filter(in_game)
            .find(|i| i.name() == *last)
            .and_then(|i| i.fn_type.clone())
            .unwrap_or_else(|| panic!("{path}: {last} is no function of {game}"));
        // The game tree, which the list is checked against: one per game, so that
        // a method named like it (`…_brute_force`) is found, not left out.
        let trees: Vec<&str> = items
            .iter()
            .filter(in_game)
            .map(Item::name)
            .filter(|name| name.ends_with("_brute_force"))
            .collect();
        assert!(trees.len() <= 1, "{game} has one game tree, not {trees:?}");
        expected.push(
            items
                .iter()
                .filter(in_game)
                .filter(|i| i.fn_type.as_ref() == Some(&fn_type))
                .filter(|i| !i.name().ends_with("_brute_force"))
                .filter(|i| !not_answers.contains(&format!("{game}::{}", i.name()).as_str()))
                .map(|i| i.name().to_string())
                .collect(),
        );
    }
    expected
}

#[test]
fn every_method_of_a_games_answer_is_in_its_list() {
    let items = super::public_api();
    // Every list the crate has is read here:
    // `every_list_of_methods_in_the_crate_is_read_by_these_checks`.
    let lists = the_lists();
    let not_answers: Vec<&str> = NOT_ANSWERS.iter().map(|(name, _)| *name).collect();
    for name in &not_answers {
        let (game, function) = name.split_once("::").unwrap();
        let exists = items
            .iter()
            .any(|i| i.module() == game && i.name() == function);
        assert!(
            exists,
            "NOT_ANSWERS names {name}, which is no function of the crate"
        );
    }
    let expected = expected_methods(items, &lists, &not_answers);
    for ((path, listed), expected) in lists.iter().zip(expected) {
        assert!(expected.len() >= 2, "{path}: {expected:?}");
        let missing: Vec<&String> = expected
            .iter()
            .filter(|name| !listed.contains(&name.as_str()))
            .collect();
        assert!(
            missing.is_empty(),
            "{path} lacks {missing:?}: {listed:?}; a function of the answer's signature that \
             is no method of it goes in NOT_ANSWERS, with the reason"
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
            "pub fn score_brute_force(row: &[u32]) -> Result<u64, Error> { todo!() }
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
    let items = api::walk(&sources).unwrap();
    let lists = [("game::book::METHODS", vec!["score_memo", "score"])];
    let expected = expected_methods(&items, &lists, &["game::calls"]);
    assert_eq!(expected, [["score_memo", "score_table", "score"]]);
    // Whatever its name: a function of the signature left out of the list and of
    // `not_answers` is expected.
    // A wrong method named like the game tree is not left out: it fails.
    let mut twice = items.clone();
    let mut second = twice
        .iter()
        .find(|i| i.name() == "score_brute_force")
        .unwrap()
        .clone();
    second.path = vec!["game".into(), "book".into(), "fast_brute_force".into()];
    twice.push(second);
    let found = std::panic::catch_unwind(|| expected_methods(&twice, &lists, &[]));
    assert!(found.is_err(), "a second game tree passed");
    let expected = expected_methods(&items, &lists, &[]);
    assert_eq!(expected, [["calls", "score_memo", "score_table", "score"]]);
}

/// The methods of a list that no benchmark calls by name: each with the function of
/// its game's benchmark that measures what it runs ("" for none), and why.
const BENCHMARKED_AS: [(&str, &str, &str); 8] = [
    (
        "stone_game::score_difference",
        "score_difference_linear_i64",
        "the crate's default: the 64-bit linear method, after its check",
    ),
    (
        "stone_game::score_difference_memo",
        "",
        "the game tree with a memo: its cost is proved, and no chapter quotes its time",
    ),
    (
        "stone_game_ii::max_stones_answer_only",
        "max_stones",
        "measured as `answer_only` through `max_stones`, which runs it",
    ),
    (
        "stone_game_iii::score_difference_k",
        "score_difference_window",
        "moves of up to k: the sliding window, after its checks",
    ),
    (
        "stone_game_iv::losing_positions",
        "losing_positions_pipelined_on",
        "the crate's default: the pipeline on every core",
    ),
    (
        "stone_game_iv::losing_positions_pipelined",
        "losing_positions_pipelined_on",
        "the pipeline on every core, measured on each count of threads",
    ),
    (
        "stone_game_vi::score_difference",
        "score_difference_counting",
        "the crate's default: counting, or the radix sort, both measured",
    ),
    (
        "stone_game_vii::score_difference",
        "score_difference_linear",
        "the crate's default: Part I's linear method on the negated row",
    ),
];

/// Whether `text` has `name` as a whole identifier.
fn names_word(text: &str, name: &str) -> bool {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(name).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + name.len()..].chars().next();
        !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
    })
}

/// A method the book compares is measured: `cargo bench` runs it, or what it runs,
/// so that a chapter can quote its time from a recording.
#[test]
fn every_method_of_a_list_is_benchmarked_or_says_why_not() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut problems = Vec::new();
    let mut used = [false; BENCHMARKED_AS.len()];
    for (list, names) in the_lists() {
        let game = list.split("::").next().expect("a game");
        let bench_path = format!("code/benches/{game}.rs");
        let bench = std::fs::read_to_string(root.join(&bench_path)).expect("a benchmark");
        for name in names {
            let path = format!("{game}::{name}");
            if names_word(&bench, name) {
                continue;
            }
            match BENCHMARKED_AS.iter().position(|(p, ..)| *p == path) {
                Some(k) => {
                    used[k] = true;
                    let runs = BENCHMARKED_AS[k].1;
                    if !runs.is_empty() && !names_word(&bench, runs) {
                        problems.push(format!("{path}: {bench_path} does not call {runs}"));
                    }
                }
                None => problems.push(format!(
                    "{path} (in {list}): {bench_path} does not call it; add it to the \
                     benchmark (docs/adding.md, \"Adding a method\"), or to BENCHMARKED_AS \
                     with what it runs and why"
                )),
            }
        }
    }
    for (k, (path, ..)) in BENCHMARKED_AS.iter().enumerate() {
        if !used[k] {
            problems.push(format!(
                "{path}: in BENCHMARKED_AS, but benchmarked by name or in no list"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Each method of a list that lives in its game's `book` has a row in that
/// module's table of methods (`code/src/<game>/methods.md`, the doc of `book`):
/// a reader of the documentation finds every method the tests check. The
/// functions of the game module itself (the defaults) are in its *Start here*.
#[test]
fn every_book_method_of_a_list_is_in_its_table_of_methods() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let items = super::public_api();
    let mut missing = Vec::new();
    for (list, names) in the_lists() {
        let game = list.split("::").next().expect("a game");
        let table_path = format!("code/src/{game}/methods.md");
        let table = std::fs::read_to_string(root.join(&table_path)).expect("a table");
        for name in names {
            let in_book = items
                .iter()
                .any(|i| i.kind == Kind::Fn && i.path == [game, "book", name].map(String::from));
            if in_book && !table.contains(&format!("[`{name}`]")) {
                missing.push(format!(
                    "{game}::book::{name} (in {list}): link it in a row of {table_path}"
                ));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// Each list of methods a game's `book` declares (`METHODS`, `METHODS_…`) is
/// one of [`the_lists`], which the checks above read: a new game's lists, or a
/// new list, cannot be left out of them.
#[test]
fn every_list_of_methods_in_the_crate_is_read_by_these_checks() {
    let items = super::public_api();
    let read: Vec<&str> = the_lists().iter().map(|(path, _)| *path).collect();
    let declared: Vec<String> = items
        .iter()
        .filter(|i| i.kind == Kind::Const && i.path.len() == 3 && i.path[1] == "book")
        .filter(|i| i.name() == "METHODS" || i.name().starts_with("METHODS_"))
        .map(|i| i.path.join("::"))
        .collect();
    let missing: Vec<&String> = declared
        .iter()
        .filter(|p| !read.contains(&p.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "add these lists to `the_lists` in tests/properties/methods.rs: {missing:?}"
    );
    assert_eq!(declared.len(), read.len(), "{declared:?}");
}

/// The doc comment of each public free function of `game`, by name, as the
/// crate's public API reads it (a name in two modules, such as a pitfall's,
/// has both).
fn docs_of_functions(game: &str) -> Vec<(String, String)> {
    super::public_api()
        .iter()
        .filter(|i| i.kind == Kind::Fn && i.module() == game && i.owner().is_none())
        .map(|i| (i.name().to_string(), i.doc.join("\n")))
        .collect()
}

/// Each cost `O(…)` a text writes, its spaces taken out (`O(n√n)`), with
/// the word after it.
fn costs(text: &str) -> Vec<(String, &str)> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("O(") {
        let after = &rest[at..];
        let mut depth = 0;
        let Some(close) = after.char_indices().find_map(|(i, c)| {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            (depth == 0 && c == ')').then_some(i)
        }) else {
            break;
        };
        let word = after[close + 1..].split_whitespace().next().unwrap_or("");
        let cost = after[..=close].split_whitespace().collect();
        found.push((cost, word.trim_end_matches([',', '.', ';'])));
        rest = &after[close..];
    }
    found
}

/// The first cost a text states with "O(…) time"; `None` if it states none.
fn stated_time(text: &str) -> Option<String> {
    let mut costs = costs(text).into_iter();
    costs
        .find(|(_, word)| *word == "time")
        .map(|(cost, _)| cost)
}

#[test]
fn a_cost_is_read_from_the_first_o_before_time() {
    assert_eq!(stated_time("in O(n √n) time."), Some("O(n√n)".into()));
    assert_eq!(
        stated_time("O(n²) memory, then O(n + (c0 + 1)(c1 + 1)) time"),
        Some("O(n+(c0+1)(c1+1))".into())
    );
    assert_eq!(stated_time("O(n) time and memory"), Some("O(n)".into()));
    assert_eq!(stated_time("O(n) memory, O(1) extra"), None);
    let cell = costs("O(1), on the counts");
    assert_eq!(cell, [("O(1)".to_string(), "")]);
}

/// Each function a row of a game's `methods.md` links, with the row's
/// time: the first cost of its cell ("O(n) a move, O(n) a game" gives O(n)).
fn row_times(table: &str) -> Vec<(String, String)> {
    let mut header: Vec<&str> = Vec::new();
    let mut times = Vec::new();
    for row in table.lines().filter(|line| line.starts_with("| ")) {
        let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
        if cells.contains(&"time") {
            header = cells;
            continue;
        }
        let cell = |name| header.iter().position(|h| *h == name).map(|i| cells[i]);
        let (Some(functions), Some(time)) = (cell("function"), cell("time")) else {
            continue;
        };
        let Some((time, _)) = costs(time).into_iter().next() else {
            continue;
        };
        for linked in functions.split("[`").skip(1) {
            let name = linked.split('`').next().unwrap_or_default();
            times.push((name.to_string(), time.clone()));
        }
    }
    times
}

/// The first function the `# Implementation` section of `doc` links: what
/// a game's answer runs.
fn implemented_by(doc: &str) -> Option<&str> {
    let (_, section) = doc.split_once("# Implementation")?;
    section.split("[`").nth(1)?.split('`').next()
}

/// Where a method's doc states its cost in time ("O(n²) time"), the first
/// it states is the one the row of `methods.md` that links it gives: a doc and
/// the table cannot drift apart (a reviewer made the rolling row's doc say
/// O(n), and nothing failed). A function that is no row's but says in its
/// `# Implementation` which method it runs (a game's answer, such as V's
/// `max_score`) states that method's row's time (a reviewer made
/// `max_score`'s doc say O(n log n), and nothing failed).
#[test]
fn each_methods_doc_states_the_time_its_row_of_methods_md_gives() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (mut wrong, mut checked, mut answers) = (Vec::new(), 0, 0);
    let games: std::collections::BTreeSet<&str> = the_lists()
        .iter()
        .filter_map(|(list, _)| list.split("::").next())
        .collect();
    for game in games {
        let table_path = format!("code/src/{game}/methods.md");
        let table = std::fs::read_to_string(root.join(&table_path)).expect("a table");
        let times = row_times(&table);
        let time_of = |name: &str| times.iter().find(|(n, _)| n == name).map(|(_, t)| t);
        for (name, doc) in docs_of_functions(game) {
            let Some(stated) = stated_time(&doc) else {
                continue;
            };
            let (time, row) = match (time_of(&name), implemented_by(&doc)) {
                (Some(time), _) => (time, name.clone()),
                (None, Some(runs)) if time_of(runs).is_some() => {
                    answers += 1;
                    (time_of(runs).unwrap(), runs.to_string())
                }
                _ => continue,
            };
            checked += 1;
            if stated != *time {
                wrong.push(format!(
                    "{game}::{name}: its doc says {stated} time, the row of {row} in \
                     {table_path} {time}"
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "A method's doc and its row of methods.md disagree on its time; mend the wrong \
         one:\n{}",
        wrong.join("\n")
    );
    assert!(checked >= 30, "only {checked} docs state a time");
    assert!(
        answers >= 5,
        "only {answers} answers state their method's time"
    );
}
