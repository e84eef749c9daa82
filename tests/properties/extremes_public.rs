//! The check that every public function of the crate is named in the
//! extremes tests of its own module: `extremes/`, one file per module of the
//! crate, named after it (`extremes/stone_game_vii.rs`).

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use book_tools::api::{self, Kind};

/// The extremes tests, which every public function must be named in: a
/// folder of one file per module of the crate, and its `mod.rs`, which holds
/// what they share.
const EXTREMES: &str = "tests/properties/extremes";

/// A public function of the crate: its module under `code/src/` (a game or
/// `shared`), its type for a method (empty for a free function), its name.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct PublicFn {
    module: String,
    ty: String,
    name: String,
    /// A method of the trait `Game`.
    in_game: bool,
    /// Its path in the public API (`stone_game::book::score_difference_memo`).
    path: String,
}

/// The public functions of the crate's public API, as [`book_tools::api`]
/// reads it from the crate's syntax (the test `public_api` holds it to
/// `code/public-api.txt`): free functions, a module's or a submodule's
/// (`stone_game::exercises::beat_greedy` is `stone_game`'s), the public
/// methods of a type, and, for a type that implements the crate's trait
/// `Game`, every method of `Game`. A game's re-export of a function of
/// `shared` (each game's `book::check_len`, the methods of Stone Game's
/// `Table`) is left out: `shared.rs` tests it once, and each game's own
/// extremes test what it writes (its `From<TooLong>`).
fn public_functions(root: &Path) -> Vec<PublicFn> {
    functions_of(&api::read(root).unwrap_or_else(|e| panic!("{e}")))
}

/// The public functions among `items`, as [`public_functions`] says.
fn functions_of(items: &[api::Item]) -> Vec<PublicFn> {
    let game_methods = &items
        .iter()
        .find(|item| item.path_text() == "shared::Game")
        .expect("the trait Game in the API")
        .methods;
    let mut found = Vec::new();
    for item in items {
        let module = item.module().to_string();
        match item.kind {
            Kind::Impl if item.trait_name.as_deref() == Some("Game") => {
                for name in game_methods {
                    found.push(PublicFn {
                        module: module.clone(),
                        ty: item.name().to_string(),
                        name: name.clone(),
                        in_game: true,
                        path: format!("{}::{name}", item.path_text()),
                    });
                }
            }
            Kind::Fn if module != "shared" && written_in_shared(item) => {}
            Kind::Fn => found.push(PublicFn {
                module,
                ty: item.owner().unwrap_or_default().to_string(),
                name: item.name().to_string(),
                in_game: false,
                path: item.path_text(),
            }),
            _ => {}
        }
    }
    found.sort();
    found.dedup();
    found
}

/// Whether `item` is written in `code/src/shared/`, wherever it is re-exported.
fn written_in_shared(item: &api::Item) -> bool {
    item.file
        .parent()
        .is_some_and(|folder| folder.ends_with("src/shared"))
}

/// The text of the extremes tests, by module of the crate: each file of
/// [`EXTREMES`] but `mod.rs` is its module's, and must be named after one.
fn extremes_by_module(root: &Path, modules: &[String]) -> BTreeMap<String, String> {
    let mut sections = BTreeMap::new();
    for entry in fs::read_dir(root.join(EXTREMES)).unwrap() {
        let file = entry.unwrap().path();
        if file.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let stem = file.file_stem().unwrap().to_string_lossy().into_owned();
        if stem == "mod" {
            continue;
        }
        assert!(
            modules.contains(&stem),
            "{} is named after no module of the crate",
            file.display()
        );
        sections.insert(stem, fs::read_to_string(&file).unwrap());
    }
    sections
}

/// The tokens of `text`, flattened, in order: each identifier, each
/// punctuation character, and each group's opening and closing delimiter.
/// Comments are gone, and a string is one token, so a name only mentioned
/// there is not among them; so are `use` items, up to their `;`, so that a
/// name imported and never used does not count.
fn tokens(text: &str) -> Vec<String> {
    fn flatten(stream: proc_macro2::TokenStream, out: &mut Vec<String>) {
        use proc_macro2::{Delimiter, TokenTree};
        for tree in stream {
            match tree {
                TokenTree::Ident(ident) => out.push(ident.to_string()),
                TokenTree::Punct(punct) => out.push(punct.as_char().into()),
                TokenTree::Literal(_) => out.push("\"\"".into()),
                TokenTree::Group(group) => {
                    let (open, close) = match group.delimiter() {
                        Delimiter::Parenthesis => ("(", ")"),
                        Delimiter::Brace => ("{", "}"),
                        Delimiter::Bracket => ("[", "]"),
                        Delimiter::None => ("", ""),
                    };
                    out.push(open.into());
                    flatten(group.stream(), out);
                    out.push(close.into());
                }
            }
        }
    }
    let stream: proc_macro2::TokenStream = text
        .parse()
        .unwrap_or_else(|e| panic!("not Rust tokens: {e:?}"));
    let mut out = Vec::new();
    flatten(stream, &mut out);
    without_use_items(out)
}

/// `tokens` without its `use` items: each `use` up to the `;` that ends it.
fn without_use_items(tokens: Vec<String>) -> Vec<String> {
    let mut kept = Vec::with_capacity(tokens.len());
    let mut in_use = false;
    for token in tokens {
        if in_use {
            in_use = token != ";";
        } else if token == "use" {
            in_use = true;
        } else {
            kept.push(token);
        }
    }
    kept
}

/// `tokens` without its refusals, a `refuses!(..)` case or a
/// `seen.refused(..)`: a function named only there is run one past its limit,
/// and never on an input it takes.
fn without_refusals(tokens: Vec<String>) -> Vec<String> {
    let mut kept = Vec::with_capacity(tokens.len());
    let mut depth = 0_usize; // inside a refusal, how many groups are open
    for (k, token) in tokens.iter().enumerate() {
        let before = |a: &str, b: &str| k >= 2 && tokens[k - 2] == a && tokens[k - 1] == b;
        let opens_case = token == "(" && (before("refuses", "!") || before(".", "refused"));
        if depth > 0 || opens_case {
            match token.as_str() {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => depth -= 1,
                _ => {}
            }
        } else {
            kept.push(token.clone());
        }
    }
    kept
}

/// The functions of `extremes/mod.rs`, which every module's extremes share,
/// each with the tokens of its body.
fn shared_helpers(root: &Path) -> Vec<(String, Vec<String>)> {
    use proc_macro2::{Delimiter, TokenTree};
    let text = fs::read_to_string(root.join(EXTREMES).join("mod.rs")).unwrap();
    let stream: proc_macro2::TokenStream = text.parse().unwrap();
    let mut helpers = Vec::new();
    let mut name = None; // the function whose body comes next
    let mut after_fn = false;
    for tree in stream {
        match tree {
            TokenTree::Ident(ident) if after_fn => {
                name = Some(ident.to_string());
                after_fn = false;
            }
            TokenTree::Ident(ident) => after_fn = ident == "fn",
            TokenTree::Group(body) if body.delimiter() == Delimiter::Brace => {
                if let Some(name) = name.take() {
                    helpers.push((name, tokens(&body.stream().to_string())));
                }
            }
            _ => {}
        }
    }
    helpers
}

/// Is the free function `name` used in `tokens`: the identifier itself,
/// not in a comment or a string?
fn uses_name(tokens: &[String], name: &str) -> bool {
    tokens.iter().any(|t| t == name)
}

/// Is the free function `name` called in `tokens` (`name(`), not only named (`let _ =
/// name;`), and its answer not dropped (`let _ = name(..)` or `_ = m::name(..)`
/// asserts nothing; a `Result` left unused is a warning, which CI's clippy
/// refuses)?
fn calls_name(tokens: &[String], name: &str) -> bool {
    (0..tokens.len().saturating_sub(1))
        .any(|at| tokens[at] == name && tokens[at + 1] == "(" && !dropped(tokens, at))
}

/// Is the answer of the call whose name is `tokens[at]` dropped: its path,
/// from its first segment, follows `_ =`?
fn dropped(tokens: &[String], mut at: usize) -> bool {
    while at >= 3 && tokens[at - 1] == ":" && tokens[at - 2] == ":" {
        at -= 3;
    }
    tokens[..at].ends_with(&["_".to_string(), "=".to_string()])
}

/// Is the method `name` called in `tokens`, on a value (`.name(`) or on a
/// type, whatever its name (`G::name(`): for the generic shared helpers.
fn calls(tokens: &[String], name: &str) -> bool {
    let on_value = tokens.windows(3).any(|w| w == [".", name, "("]);
    let on_type = tokens.windows(4).any(|w| w == [":", ":", name, "("]);
    on_value || on_type
}

/// Is the free function `name` of `module` run through a list of methods that
/// the module's extremes (`tokens`) name: its game's `book::METHODS` or
/// second list (`METHODS_ON`), which they run whole, each method on the same
/// input (`crate::each_gives(sg5::book::METHODS, ..)`)?
fn run_by_a_list(tokens: &[String], module: &str, name: &str) -> bool {
    crate::methods::the_lists().iter().any(|(path, names)| {
        let (game, list) = (path.split("::").next(), path.rsplit("::").next());
        game == Some(module)
            && list.is_some_and(|list| uses_name(tokens, list))
            && names.contains(&name)
    })
}

/// Method names the standard library's types have too: a `.len(` in a test
/// is as likely a `Vec`'s as the crate's, so for these only `ty::name`
/// counts (`ScoreTable::len(&table)`).
const STD_METHODS: [&str; 8] = [
    "len", "is_empty", "get", "get_mut", "first", "last", "iter", "contains",
];

/// Is the method `ty::name` used in `tokens`: named as `ty::name`, or, for
/// a name the standard library's types do not share, called as `.name(`?
fn uses_method(tokens: &[String], ty: &str, name: &str) -> bool {
    let named = tokens.windows(4).any(|w| w == [ty, ":", ":", name]);
    let called = !STD_METHODS.contains(&name) && tokens.windows(3).any(|w| w == [".", name, "("]);
    called || named
}

/// Every public function of the crate is named in the extremes tests of its
/// own module, outside its refusals (which run it one past its limit,
/// not on an input it takes): a free function called by its name (`name(`; `let _ =
/// name;` does not count) or run through a list of its game's methods that
/// holds it ([`run_by_a_list`]), a method as `.name(` or
/// `Type::name` (only `Type::name` for a name a standard type's method
/// shares, such as `len`), in the code (a name in a comment or a string does not
/// count: the file is read as tokens). A `Game` method also counts where the
/// module calls a helper of `extremes/mod.rs` that calls it. A new public
/// function fails this test until its extremes are written (`docs/game-module.md`,
/// *Limits*).
#[test]
fn every_public_function_is_named_in_the_extremes_tests() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let functions = public_functions(root);
    // Every game and `shared`, and the exercises' and pitfalls' answers.
    assert!(functions.len() > 200, "{} found", functions.len());
    let mut modules: Vec<String> = functions.iter().map(|f| f.module.clone()).collect();
    modules.dedup();
    assert_eq!(modules.len(), 11, "{modules:?}");
    // A name is enough only if no two free functions of a module share it.
    let mut free: Vec<(&str, &str)> = functions
        .iter()
        .filter(|f| f.ty.is_empty())
        .map(|f| (f.module.as_str(), f.name.as_str()))
        .collect();
    free.sort_unstable();
    let shared_names: Vec<_> = free.windows(2).filter(|w| w[0] == w[1]).collect();
    assert!(shared_names.is_empty(), "{shared_names:?}");
    let sections: BTreeMap<String, Vec<String>> = extremes_by_module(root, &modules)
        .into_iter()
        .map(|(module, text)| (module, without_refusals(tokens(&text))))
        .collect();
    let helpers = shared_helpers(root);
    let missing: Vec<String> = functions
        .iter()
        .filter(|f| {
            let used = sections.get(&f.module).map_or(&[][..], Vec::as_slice);
            if f.ty.is_empty() {
                !calls_name(used, &f.name) && !run_by_a_list(used, &f.module, &f.name)
            } else {
                // A `Game` method is used too where the module hands its
                // position to a shared helper whose body calls it.
                let through_helper = f.in_game
                    && helpers
                        .iter()
                        .any(|(helper, body)| uses_name(used, helper) && calls(body, &f.name));
                !through_helper && !uses_method(used, &f.ty, &f.name)
            }
        })
        .map(|f| f.path.clone())
        .collect();
    assert!(
        missing.is_empty(),
        "not in the extremes tests: {missing:?}. Call each in \
         tests/properties/extremes/<module>.rs on its extremes, and one past its limit \
         as a refuses! case (docs/adding.md, *Adding a method*, step 4). This check \
         finds the call; review checks that it reaches the extremes and asserts the \
         answer"
    );
}

/// The reader of the extremes tests, on the tokens it must count and the
/// ones it must not.
#[test]
fn the_extremes_are_read_as_tokens_not_as_text() {
    let used = tokens(
        "// sg9::gone(&row) is only said here
         /// and `Table::hidden` in a doc comment
         let s = \"also_gone()\";
         sg9::best_move(&row); t.get_mut(0, 1); Table::for_row(&r, 0);
         t.mover(); Table::get(&t, 0, 1);
         use sg9::only_imported;",
    );
    assert!(uses_name(&used, "best_move"));
    assert!(calls_name(&used, "best_move"));
    let named = tokens("let _ = sg9::first_move; [sg9::other];");
    assert!(!calls_name(&named, "first_move") && !calls_name(&named, "other"));
    // An answer dropped asserts nothing.
    let dropped = tokens("let _ = f(&[]); _ = sg9::book::g(&[]); let x = h(&[]); k(l(&[]));");
    assert!(!calls_name(&dropped, "f") && !calls_name(&dropped, "g"));
    assert!(calls_name(&dropped, "h") && calls_name(&dropped, "k") && calls_name(&dropped, "l"));
    assert!(!uses_name(&used, "best_moves"));
    assert!(!uses_name(&used, "gone"));
    assert!(!uses_name(&used, "also_gone"));
    assert!(!uses_name(&used, "only_imported"));
    // `.get_mut(` could be a `Vec`'s; `Table::get` names the type.
    assert!(!uses_method(&used, "Table", "get_mut"));
    assert!(uses_method(&used, "Table", "get"));
    assert!(uses_method(&used, "Position", "mover"));
    assert!(uses_method(&used, "Table", "for_row"));
    assert!(!uses_method(&used, "Table", "hidden"));
    let refused = without_refusals(tokens(
        "refuses!(len, book::only_refused); seen.refused(g(&past), e); f(x);",
    ));
    assert!(!uses_name(&refused, "only_refused"));
    assert!(!uses_name(&refused, "g"));
    assert!(uses_name(&refused, "f"));
}

/// The public functions of a small crate: free, a submodule's, a type's own
/// and, for a type that is a `Game`, the trait's; `shared`'s `check` once,
/// though `m` re-exports it through a private module.
#[test]
fn the_public_functions_of_a_small_crate_are_found() {
    let files = [
        ("lib.rs", "pub mod shared; pub mod m;"),
        (
            "shared/mod.rs",
            "pub trait Game { fn mover(&self) -> Player; fn play(&mut self); } \
             pub enum Player { Alice, Bob } pub fn check(n: usize) {}",
        ),
        ("m/error.rs", "pub use crate::shared::check;"),
        (
            "m.rs",
            "mod error; pub use error::check; \
             pub use crate::shared::Player; pub const MAX: usize = 1; pub fn f() {} \
             fn private() {} pub struct T; impl T { pub fn m(&self) {} fn n(&self) {} } \
             impl crate::shared::Game for T {} impl fmt::Display for T {} \
             #[cfg(feature = \"book\")] pub mod exercises;",
        ),
        ("m/exercises.rs", "pub fn e() {}"),
    ];
    let texts = files
        .iter()
        .map(|(file, text)| (Path::new("src").join(file), text.to_string()))
        .collect();
    let sources = api::Sources::parse(Path::new("src"), texts).unwrap();
    let found = functions_of(&api::walk(&sources).unwrap());
    let names: Vec<(&str, &str, &str, bool)> = found
        .iter()
        .map(|f| (f.module.as_str(), f.ty.as_str(), f.name.as_str(), f.in_game))
        .collect();
    assert_eq!(
        names,
        [
            ("m", "", "e", false),
            ("m", "", "f", false),
            ("m", "T", "m", false),
            ("m", "T", "mover", true),
            ("m", "T", "play", true),
            ("shared", "", "check", false),
        ]
    );
}

/// The public functions of this crate, and its files of extremes by module.
#[test]
fn the_public_functions_of_the_crate_are_found() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let functions = public_functions(root);
    let named = |module: &str, ty: &str, name: &str| {
        functions
            .iter()
            .any(|f| f.module == module && f.ty == ty && f.name == name)
    };
    assert!(named("stone_game_ix", "", "alice_wins_mod_brute_force"));
    assert!(named("stone_game_vii", "", "difference_of_play"));
    assert!(named("shared", "Table", "get_mut"));
    assert!(named("stone_game", "", "table_for_row"));
    assert!(named("shared", "Winner", "from_difference"));
    // Unit tests' helpers and crate-private functions are not public.
    assert!(!named("stone_game_ix", "", "mover_wins"));
    assert!(!named("stone_game_viii", "", "for_each_row"));
    // A module's file of extremes is its section, whole.
    let mut modules: Vec<String> = functions.iter().map(|f| f.module.clone()).collect();
    modules.dedup();
    let sections = extremes_by_module(root, &modules);
    let used = |module: &str| tokens(&sections[module]);
    assert!(uses_name(
        &used("stone_game_vii"),
        "score_difference_linear"
    ));
    assert!(uses_name(&used("stone_game_vii"), "best_move"));
    assert!(uses_name(&used("leetcode"), "predict_the_winner"));
    assert!(uses_name(&used("stone_game"), "score_difference_rolling"));
    assert!(uses_method(&used("stone_game"), "Table", "get_mut"));
    assert!(!sections["stone_game"].contains("sg7::"));
}
