//! The extremes, second file: the public functions `extremes/` did not
//! reach, the exercises' inputs that once gave a wrong answer or a wrong
//! error, and the check that every public function of the crate is named in
//! the extremes tests.
//!
//! Run with overflow checks off as well as on, so that a silent wrap cannot
//! hide behind a debug build's panic: `cargo test --test properties
//! extremes` (overflow checks on) and `cargo test --release --test
//! properties extremes` (the release profile, overflow checks off).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use stone_games::shared::Winner;
use stone_games::{
    stone_game as sg, stone_game_ii as sg2, stone_game_iv as sg4,
    stone_game_ix as sg9, stone_game_vi as sg6, stone_game_vii as sg7,
    stone_game_viii as sg8,
};

const BIG: u32 = u32::MAX;

/// The extremes tests, which every public function must be named in: a
/// folder of one file per module of the crate, and this file.
const EXTREMES: [&str; 2] = [
    "tests/properties/extremes",
    "tests/properties/extremes_public.rs",
];

/// A public function of the crate: its module under `code/src/` (a game or
/// `shared`), its type for a method (empty for a free function), its name.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct PublicFn {
    module: String,
    ty: String,
    name: String,
}

/// Whether `attrs` hold `#[cfg(test)]` (or any `cfg` that names `test`).
fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| {
        attr.path().is_ident("cfg")
            && attr
                .meta
                .require_list()
                .is_ok_and(|list| list.tokens.to_string().contains("test"))
    })
}

/// The public functions of `items`, as `module`'s: free functions, and the
/// public methods of inherent `impl` blocks, outside test-only items.
fn public_items(module: &str, items: &[syn::Item], found: &mut Vec<PublicFn>) {
    let public =
        |vis: &syn::Visibility| matches!(vis, syn::Visibility::Public(_));
    for item in items {
        match item {
            syn::Item::Fn(f) if public(&f.vis) && !is_test_only(&f.attrs) => {
                found.push(PublicFn {
                    module: module.to_string(),
                    ty: String::new(),
                    name: f.sig.ident.to_string(),
                });
            }
            syn::Item::Impl(block)
                if block.trait_.is_none() && !is_test_only(&block.attrs) =>
            {
                let syn::Type::Path(path) = block.self_ty.as_ref() else {
                    continue;
                };
                let Some(ty) = path.path.segments.last() else {
                    continue;
                };
                for inner in &block.items {
                    if let syn::ImplItem::Fn(method) = inner {
                        if public(&method.vis) && !is_test_only(&method.attrs) {
                            found.push(PublicFn {
                                module: module.to_string(),
                                ty: ty.ident.to_string(),
                                name: method.sig.ident.to_string(),
                            });
                        }
                    }
                }
            }
            syn::Item::Mod(inner) if !is_test_only(&inner.attrs) => {
                if let Some((_, items)) = &inner.content {
                    public_items(module, items, found);
                }
            }
            _ => {}
        }
    }
}

/// Every public function of `code/src/`, read from its syntax: each game's
/// module and `shared` (a folder each) and `leetcode` (a file and its
/// folder); unit tests and the tests' helpers (`shared/testing.rs`) left
/// out.
fn public_functions(root: &Path) -> Vec<PublicFn> {
    let src = root.join("code/src");
    let mut modules: Vec<String> = fs::read_dir(&src)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().unwrap().to_string_lossy().to_string())
        .collect();
    modules.sort();
    let mut found = Vec::new();
    for module in modules {
        let mut files: Vec<_> = [src.join(format!("{module}.rs"))]
            .into_iter()
            .filter(|file| file.exists())
            .chain(
                fs::read_dir(src.join(&module))
                    .unwrap()
                    .map(|entry| entry.unwrap().path())
                    .filter(|path| path.extension().is_some_and(|e| e == "rs")),
            )
            .filter(|path| !path.ends_with("shared/testing.rs"))
            .filter(|path| !path.ends_with("leetcode/tests.rs"))
            .collect();
        files.sort();
        for file in files {
            let text = fs::read_to_string(&file).unwrap();
            let ast = syn::parse_file(&text)
                .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            public_items(&module, &ast.items, &mut found);
        }
    }
    found
}

/// The files of the extremes tests: each `.rs` file of a folder of
/// [`EXTREMES`], in order, and each file it names.
fn extremes_files(root: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for path in EXTREMES.map(|path| root.join(path)) {
        if path.is_dir() {
            let mut inside: Vec<PathBuf> = fs::read_dir(&path)
                .unwrap()
                .map(|entry| entry.unwrap().path())
                .filter(|file| file.extension().is_some_and(|e| e == "rs"))
                .collect();
            inside.sort();
            files.extend(inside);
        } else {
            files.push(path);
        }
    }
    files
}

/// The text of the extremes tests, by module of the crate: a file named
/// after a module (`extremes/stone_game_vii.rs`) belongs to it whole; in
/// the other files, a top-level `mod stone_game_vii { ... }`, or
/// `mod stone_game_vii_more { ... }`, belongs to `stone_game_vii` (the
/// longest module name it starts with).
fn extremes_by_module(
    root: &Path,
    modules: &[String],
) -> BTreeMap<String, String> {
    let mut sections: BTreeMap<String, String> = BTreeMap::new();
    for file in extremes_files(root) {
        let text = fs::read_to_string(&file).unwrap();
        let stem = file.file_stem().unwrap().to_string_lossy();
        if let Some(module) = modules.iter().find(|m| **m == stem) {
            sections.entry(module.clone()).or_default().push_str(&text);
            continue;
        }
        let mut current: Option<String> = None;
        for line in text.lines() {
            if let Some(name) = line
                .strip_prefix("mod ")
                .and_then(|rest| rest.strip_suffix(" {"))
            {
                current = modules
                    .iter()
                    .filter(|m| {
                        name == m.as_str() || name.starts_with(&format!("{m}_"))
                    })
                    .max_by_key(|m| m.len())
                    .cloned();
            } else if line.starts_with('}') {
                current = None;
            } else if let Some(module) = &current {
                let section = sections.entry(module.clone()).or_default();
                section.push_str(line);
                section.push('\n');
            }
        }
    }
    sections
}

/// Is `word` in `text`, not as part of a longer name?
fn has_word(text: &str, word: &str) -> bool {
    let is_name = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(is_name) && !after.is_some_and(is_name)
    })
}

/// Every public function of the crate is named in the extremes tests of its
/// own module: a free function by its name, a method as `.name(` or
/// `Type::name`. A new public function fails this test until its extremes
/// are written (CONTRIBUTING.md, *Limits*).
#[test]
fn every_public_function_is_named_in_the_extremes_tests() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let functions = public_functions(root);
    // Every game and `shared`, and the exercises' and pitfalls' answers.
    assert!(functions.len() > 200, "{} found", functions.len());
    let mut modules: Vec<String> =
        functions.iter().map(|f| f.module.clone()).collect();
    modules.dedup();
    assert_eq!(modules.len(), 11, "{modules:?}");
    // A name is enough only if no two free functions of a module share it.
    let mut free: Vec<(&str, &str)> = functions
        .iter()
        .filter(|f| f.ty.is_empty())
        .map(|f| (f.module.as_str(), f.name.as_str()))
        .collect();
    free.sort_unstable();
    let shared_names: Vec<_> =
        free.windows(2).filter(|w| w[0] == w[1]).collect();
    assert!(shared_names.is_empty(), "{shared_names:?}");
    let sections = extremes_by_module(root, &modules);
    let missing: Vec<String> = functions
        .iter()
        .filter(|f| {
            let text = sections.get(&f.module).map_or("", String::as_str);
            if f.ty.is_empty() {
                !has_word(text, &f.name)
            } else {
                !text.contains(&format!(".{}(", f.name))
                    && !has_word(text, &format!("{}::{}", f.ty, f.name))
            }
        })
        .map(|f| format!("{}::{}{}", f.module, f.ty, f.name))
        .collect();
    assert!(missing.is_empty(), "not in the extremes tests: {missing:?}");
}

/// The parser itself, on the lines it must read and the ones it must not.
#[test]
fn the_public_functions_are_read_from_the_source() {
    assert!(has_word("sg9::best_move(&row)", "best_move"));
    assert!(!has_word("best_moves", "best_move"));
    assert!(!has_word("a_best_move", "best_move"));
    let mut found = Vec::new();
    let source: syn::File = syn::parse_str(
        "pub fn f() {} pub(crate) fn g() {} fn h() {}
         pub struct T; impl<A> T { pub const fn m(&self) {} fn p() {} }
         impl std::fmt::Display for T { fn fmt(&self) {} }
         #[cfg(test)] mod tests { pub fn t() {} }",
    )
    .unwrap();
    public_items("m", &source.items, &mut found);
    let names: Vec<(&str, &str)> = found
        .iter()
        .map(|f| (f.ty.as_str(), f.name.as_str()))
        .collect();
    assert_eq!(names, [("", "f"), ("T", "m")]);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let functions = public_functions(root);
    let named = |module: &str, ty: &str, name: &str| {
        functions
            .iter()
            .any(|f| f.module == module && f.ty == ty && f.name == name)
    };
    assert!(named("stone_game_ix", "", "alice_wins_mod_brute_force"));
    assert!(named("stone_game_vii", "", "difference_of_play"));
    assert!(named("stone_game", "Table", "get_mut"));
    assert!(named("shared", "Winner", "from_difference"));
    // Unit tests' helpers and crate-private functions are not public.
    assert!(!named("stone_game_ix", "", "mover_wins"));
    assert!(!named("stone_game_viii", "", "for_each_row"));
    // A game's file of extremes is its section, whole; this file's
    // `mod leetcode { ... }` is `leetcode`'s, and its `mod stone_game { ...
    // }` is added to the game's file.
    let mut modules: Vec<String> =
        functions.iter().map(|f| f.module.clone()).collect();
    modules.dedup();
    let sections = extremes_by_module(root, &modules);
    assert!(has_word(
        &sections["stone_game_vii"],
        "score_difference_linear"
    ));
    assert!(has_word(&sections["stone_game_vii"], "best_move"));
    assert!(has_word(&sections["leetcode"], "predict_the_winner"));
    assert!(has_word(
        &sections["stone_game"],
        "score_difference_rolling"
    ));
    assert!(sections["stone_game"].contains(".get_mut("));
    assert!(!sections["stone_game"].contains("sg7::"));
}

mod shared {
    use super::*;

    #[test]
    fn the_winner_of_the_largest_differences() {
        assert_eq!(Winner::from_difference(i64::MIN), Winner::Bob);
        assert_eq!(Winner::from_difference(-1), Winner::Bob);
        assert_eq!(Winner::from_difference(0), Winner::Tie);
        assert_eq!(Winner::from_difference(1), Winner::Alice);
        assert_eq!(Winner::from_difference(i64::MAX), Winner::Alice);
    }
}

mod stone_game {
    use super::*;

    #[test]
    fn a_table_cell_is_written_only_inside_the_table() {
        let mut table = sg::score_table(&[BIG; 3]).unwrap();
        assert_eq!(table.get_mut(3, 0), None);
        assert_eq!(table.get_mut(0, 3), None);
        assert_eq!(table.get_mut(usize::MAX, usize::MAX), None);
        // The whole row of three piles of u32::MAX: Alice ends one pile up.
        let whole = table.get_mut(0, 2).unwrap();
        assert_eq!(*whole, i64::from(BIG));
        *whole = i64::MIN;
        assert_eq!(table.get(0, 2), Some(&i64::MIN));
        let mut empty = sg::score_table(&[]).unwrap();
        assert_eq!(empty.get_mut(0, 0), None);
    }
}

/// Part I's table pitfalls on the empty row and the largest piles, each
/// wrong in its documented way, and refused past the table's limit like
/// the right table.
mod stone_game_pitfalls {
    use super::*;
    use sg::pitfalls::{
        adds_instead_of_subtracts, fills_row_major, scores_turn_forgotten,
    };

    #[test]
    fn the_table_pitfalls_on_the_largest_piles() {
        assert_eq!(adds_instead_of_subtracts(&[]), Ok(0));
        assert_eq!(fills_row_major(&[]), Ok(0));
        assert_eq!(scores_turn_forgotten(&[]), Ok(sg::Scores::default()));
        for n in [1, 2, 3, 2_000] {
            let piles = vec![BIG; n];
            // Adding counts every stone as the mover's: the total.
            let total = n as i64 * i64::from(BIG);
            assert_eq!(adds_instead_of_subtracts(&piles), Ok(total));
            // Row 0 reads the unfilled row below as 0: taking the left pile
            // is worth the whole pile, whatever follows.
            assert_eq!(fills_row_major(&piles), Ok(i64::from(BIG)));
            let right = if n % 2 == 1 { i64::from(BIG) } else { 0 };
            assert_eq!(sg::score_difference(&piles), Ok(right));
        }
        let limit = sg::MAX_TABLE_LEN;
        let past = vec![BIG; limit + 1];
        let refused = |function| {
            Err(sg::Error::TooLong {
                function,
                len: limit + 1,
                limit,
            })
        };
        assert_eq!(
            adds_instead_of_subtracts(&past),
            refused("adds_instead_of_subtracts")
        );
        assert_eq!(fills_row_major(&past), refused("fills_row_major"));
        assert_eq!(
            sg::score_difference_table(&past),
            refused("score_difference_table")
        );
    }
}

mod stone_game_ii {
    use super::*;

    /// Each step's windows at the trace's limit, on the largest piles: the
    /// value is the stones left minus the least of the two windows, each
    /// window's least is its front; an empty window's least is `u64::MAX`.
    #[test]
    fn the_window_minima_at_the_trace_limit() {
        let piles = vec![BIG; sg2::MAX_TRACE_LEN];
        let steps = sg2::windows_trace(&piles).unwrap();
        for step in &steps {
            let least = step.column.min().min(step.row.min());
            assert_eq!(Some(step.value), step.suffix.checked_sub(least));
            for window in [&step.column, &step.row] {
                let front = window.window.first().map_or(u64::MAX, |e| e.value);
                assert_eq!(window.min(), front);
            }
        }
        let answer = steps.iter().find(|s| s.i == 0 && s.m == 1);
        assert_eq!(answer.map(|s| s.value), sg2::max_stones(&piles).ok());
        assert_eq!(sg2::WindowChange::default().min(), u64::MAX);
    }
}

mod stone_game_iv {
    use super::*;

    /// Every move of a game leaves what it says, from the empty pile to one
    /// at the limit of optimal play (a pile of 10⁵: 10⁶ takes seconds).
    #[test]
    fn a_move_leaves_its_pile_less_its_square() {
        assert_eq!(sg4::optimal_play(0), Ok(vec![]));
        for n in [1, 2, 99_999, 100_000] {
            let moves = sg4::optimal_play(n).unwrap();
            assert_eq!(moves[0].before, n);
            for pair in moves.windows(2) {
                assert_eq!(pair[0].after, pair[1].before);
            }
            for m in &moves {
                assert_eq!(m.after, m.before - m.square);
            }
            assert_eq!(moves.last().map(|m| m.after), Some(0));
        }
        let limit = sg4::MAX_ALL_MOVES_N;
        assert_eq!(
            sg4::optimal_play(limit + 1),
            Err(sg4::Error::TooLarge {
                function: "optimal_play",
                n: limit + 1,
                limit
            })
        );
    }
}

mod stone_game_vi {
    use super::*;
    use sg6::exercises::bob_first;
    use sg6::Error;

    /// Bob first: the empty rows, the largest values, and rows of different
    /// lengths either way round, each named as the player's own. (One past
    /// [`MAX_LEN`](sg6::MAX_LEN), 2³² − 1 values, is 16 GiB a row.)
    #[test]
    fn bob_first_names_each_row_as_its_players() {
        assert_eq!(bob_first(&[], &[]), Ok(0));
        // Bob takes the one stone: Alice ends u32::MAX behind.
        assert_eq!(bob_first(&[BIG], &[BIG]), Ok(-i64::from(BIG)));
        // Weights 2^33 - 2 each: Bob takes one, Alice the other.
        assert_eq!(bob_first(&[BIG, BIG], &[BIG, BIG]), Ok(0));
        assert_eq!(bob_first(&[BIG, 0], &[0, BIG]), Ok(0));
        for (a, b) in [(3, 1), (1, 3), (0, 1), (1, 0)] {
            let (alice, bob) = (vec![BIG; a], vec![BIG; b]);
            let error = Err(Error::LengthsDiffer { alice: a, bob: b });
            assert_eq!(bob_first(&alice, &bob), error);
            assert_eq!(sg6::score_difference(&alice, &bob), error);
        }
        let message = bob_first(&[1, 2, 3], &[4]).unwrap_err().to_string();
        assert!(message.starts_with("Alice's row has 3 values"), "{message}");
    }
}

mod stone_game_vii {
    use super::*;
    use sg7::exercises::difference_of_play;
    use sg7::{End, Error};

    /// The shortcut takes the rows `play_ends` takes, up to
    /// [`MAX_TABLE_LEN`](sg7::MAX_TABLE_LEN): at the limit, the
    /// largest answer (one move, then every other stone still in the row)
    /// and the longest game; one past it, refused before the moves are
    /// looked at. On 2³² + 3 stones of `u32::MAX` it once wrapped to
    /// `Ok(4294967294)`.
    #[test]
    fn difference_of_play_at_its_limit_and_one_past_it() {
        let n = sg7::MAX_TABLE_LEN;
        let stones = vec![BIG; n + 1];
        let at = &stones[..n];
        let most = (n as u64 - 1) * u64::from(BIG);
        assert_eq!(difference_of_play(at, &[End::Right]), Ok(most));
        let moves = sg7::play_ends(at, &[End::Right]).unwrap();
        assert_eq!(moves[0].alice - moves[0].bob, most);
        // The whole game: Bob removes n/2 stones of u32::MAX.
        let all = vec![End::Left; n];
        let bobs = (n as u64 / 2) * u64::from(BIG);
        assert_eq!(difference_of_play(at, &all), Ok(bobs));
        let past = |function| {
            Err(Error::TooLong {
                function,
                len: n + 1,
                limit: n,
            })
        };
        assert_eq!(
            difference_of_play(&stones, &[]),
            past("difference_of_play")
        );
        assert_eq!(
            difference_of_play(&stones, &vec![End::Left; n + 2]),
            past("difference_of_play")
        );
        assert_eq!(sg7::play_ends(&stones, &[]).map(|_| 0), past("play_ends"));
        assert_eq!(
            difference_of_play(&[], &[End::Left]),
            Err(Error::TooManyMoves { moves: 1, len: 0 })
        );
    }
}

mod stone_game_viii {
    use super::*;
    use sg8::exercises::score_difference_at_least;
    use sg8::Error;

    /// Exercise 5 on rows with no move (fewer than k stones: 0 whatever the
    /// row, even past the limit, where no table is needed), at the limit
    /// with one move that merges the whole row, and one past it.
    #[test]
    fn at_least_k_with_and_without_a_move() {
        let (lo, hi) = (i32::MIN, i32::MAX);
        for k in [2, 3, 5, usize::MAX] {
            assert_eq!(score_difference_at_least(&[], k), Ok(0));
            assert_eq!(score_difference_at_least(&[lo], k), Ok(0));
        }
        assert_eq!(score_difference_at_least(&[hi, hi], 5), Ok(0));
        assert_eq!(
            score_difference_at_least(&[hi, hi], 2),
            Ok(2 * 2_147_483_647)
        );
        for k in [0, 1] {
            let error = Err(Error::MoveTooSmall { k });
            assert_eq!(score_difference_at_least(&[], k), error);
        }
        let limit = sg8::MAX_PLAY_LEN;
        let stones = vec![lo; limit + 1];
        let at = &stones[..limit];
        // k = n: Alice's one move merges everything, and the game is over.
        let all = limit as i64 * i64::from(lo);
        assert_eq!(score_difference_at_least(at, limit), Ok(all));
        assert_eq!(score_difference_at_least(&stones, limit + 2), Ok(0));
        assert_eq!(
            score_difference_at_least(&stones, limit + 1),
            Err(Error::TooLong {
                function: "score_difference_at_least",
                len: limit + 1,
                limit
            })
        );
        let error = Err(Error::MoveTooSmall { k: 1 });
        assert_eq!(score_difference_at_least(&stones, 1), error);
    }
}

mod stone_game_ix {
    use super::*;
    use sg9::exercises::{alice_wins_mod, alice_wins_mod_brute_force};
    use sg9::pitfalls::{
        alice_wins_difference_of_two, alice_wins_ignoring_parity,
        alice_wins_stuck_player_loses,
    };

    /// The rule's pitfalls on the largest values, each wrong in its
    /// documented way, and right where their mistake does not matter; the
    /// game tree's pitfall at its limit.
    #[test]
    fn the_pitfalls_on_the_largest_values() {
        // u32::MAX, - 1, - 2 leave 0, 2, 1: c0 = 1 is odd and c1 = c2.
        let one_each = [BIG, BIG - 1, BIG - 2];
        assert!(alice_wins_ignoring_parity(&one_each).unwrap()); // wrong
        assert!(!sg9::alice_wins(&one_each).unwrap());
        // c0 = 1, and the 2s outnumber the 1s by 2, not 3.
        let two_more = [BIG, BIG - 1, BIG - 1];
        assert!(alice_wins_difference_of_two(&two_more).unwrap()); // wrong
        assert!(!sg9::alice_wins(&two_more).unwrap());
        // A million stones, c0 = 333,334 even: no pass to count, and the
        // counts of 1s and 2s equal: both pitfalls are right here.
        let long: Vec<u32> = (0..1_000_000).map(|v| BIG - v).collect();
        assert_eq!(sg9::residue_counts(&long), [333_334, 333_333, 333_333]);
        assert!(sg9::alice_wins(&long).unwrap());
        assert!(alice_wins_ignoring_parity(&long).unwrap());
        assert!(alice_wins_difference_of_two(&long).unwrap());
        // 20 multiples of 3, at the game tree's limit: Alice's first stone
        // makes 0, and she loses, stuck or not.
        let at = vec![BIG; 20];
        assert_eq!(alice_wins_stuck_player_loses(&at), Ok(false));
        assert_eq!(sg9::alice_wins_brute_force(&at), Ok(false));
    }

    /// The game tree mod m with the largest moduli: residues that add up
    /// past `u32::MAX`, at the game tree's limit of 20 stones and one past
    /// it. With 32-bit sums, `[2^32 - 2, 2]` mod 2^32 − 1 once answered
    /// `Ok(true)` (Bob wins: the sum is 1 at the end).
    #[test]
    fn the_mod_m_game_tree_with_the_largest_moduli() {
        let m = BIG;
        assert_eq!(alice_wins_mod_brute_force(&[m - 1, 2], m), Ok(false));
        // Bob's 1 makes 2^32 - 1, a multiple: he loses.
        assert_eq!(alice_wins_mod_brute_force(&[m - 1, 1], m), Ok(true));
        // k stones of m - 1 sum to m - k mod m, never 0 below m stones:
        // the stones run out, and Bob wins. Every sum passes u32::MAX.
        for modulus in [m, m - 1, (1 << 31) + 1] {
            let at = vec![modulus - 1; 20];
            assert_eq!(alice_wins_mod_brute_force(&at, modulus), Ok(false));
            let past = vec![modulus - 1; 21];
            assert_eq!(
                alice_wins_mod_brute_force(&past, modulus),
                Err(sg9::Error::TooLong {
                    function: "alice_wins_mod_brute_force",
                    len: 21,
                    limit: sg9::MAX_GAME_TREE_LEN
                })
            );
        }
        assert_eq!(
            alice_wins_mod_brute_force(&[BIG], 0),
            Err(sg9::Error::ZeroModulus)
        );
        // The game over counts refuses these moduli by its count of
        // positions: 2^32 - 1 sums times 3 counts of the one residue.
        assert_eq!(
            alice_wins_mod(&[m - 1, m - 1], m),
            Err(sg9::Error::TooManyPositions {
                function: "alice_wins_mod",
                positions: 3 * u64::from(m),
                limit: sg9::MAX_COUNT_POSITIONS
            })
        );
    }
}

/// LeetCode's signatures at the smallest inputs the games take and at
/// LeetCode's largest values (the constraint extremes, and what each does
/// outside them, are in the module's own tests).
mod leetcode {
    use stone_games::leetcode::*;

    #[test]
    fn the_ten_on_the_smallest_inputs_and_the_largest_values() {
        assert!(!stone_game(vec![]));
        assert!(stone_game(vec![500, 499]));
        assert!(predict_the_winner(vec![]));
        assert!(predict_the_winner(vec![10_000_000; 20]));
        assert_eq!(stone_game_ii(vec![]), 0);
        assert_eq!(stone_game_ii(vec![10_000; 100]), 500_000);
        assert_eq!(stone_game_iii(vec![]), "Tie");
        assert_eq!(stone_game_iii(vec![i32::MIN]), "Bob");
        assert!(!winner_square_game(0));
        // LeetCode's largest pile: a win, as the win/lose table says.
        let table = stone_games::stone_game_iv::win_table(100_000).unwrap();
        assert!(table[100_000]);
        assert!(winner_square_game(100_000));
        assert_eq!(stone_game_v(vec![]), 0);
        assert_eq!(stone_game_v(vec![1_000_000; 2]), 1_000_000);
        assert_eq!(stone_game_vi(vec![], vec![]), 0);
        assert_eq!(stone_game_vi(vec![100], vec![100]), 1);
        assert_eq!(stone_game_vii(vec![]), 0);
        assert_eq!(stone_game_vii(vec![1_000; 2]), 1_000);
        assert_eq!(stone_game_viii(vec![]), 0);
        assert_eq!(stone_game_viii(vec![-10_000, -10_000]), -20_000);
        assert!(!stone_game_ix(vec![]));
        assert!(!stone_game_ix(vec![10_000]));
    }
}
