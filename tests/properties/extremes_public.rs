//! The check that every public function of the crate is named in the
//! extremes tests of its own module: `extremes/`, one file per module of the
//! crate, named after it (`extremes/stone_game_vii.rs`).

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use book_tools::calls::is_test_only;

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
}

/// The public functions of `items`, as `module`'s: free functions, the
/// public methods of inherent `impl` blocks, and the methods of the crate's
/// own trait, `Game` (a `Position`'s `play`), outside test-only items. The
/// standard traits' methods (`fmt`, `from`) are left out.
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
                    in_game: false,
                });
            }
            syn::Item::Impl(block)
                if is_inherent_or_game(block)
                    && !is_test_only(&block.attrs) =>
            {
                let in_trait = block.trait_.is_some();
                let syn::Type::Path(path) = block.self_ty.as_ref() else {
                    continue;
                };
                let Some(ty) = path.path.segments.last() else {
                    continue;
                };
                for inner in &block.items {
                    if let syn::ImplItem::Fn(method) = inner {
                        let callable = in_trait || public(&method.vis);
                        if callable && !is_test_only(&method.attrs) {
                            found.push(PublicFn {
                                module: module.to_string(),
                                ty: ty.ident.to_string(),
                                name: method.sig.ident.to_string(),
                                in_game: in_trait,
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

/// An `impl` block of a type's own methods, or of the trait `Game`.
fn is_inherent_or_game(block: &syn::ItemImpl) -> bool {
    match &block.trait_ {
        None => true,
        Some((_, path, _)) => {
            path.segments.last().is_some_and(|s| s.ident == "Game")
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

/// The text of the extremes tests, by module of the crate: each file of
/// [`EXTREMES`] but `mod.rs` is its module's, and must be named after one.
fn extremes_by_module(
    root: &Path,
    modules: &[String],
) -> BTreeMap<String, String> {
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
/// there is not among them.
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
    out
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

/// Is the method `name` called in `tokens`, on a value (`.name(`) or on a
/// type, whatever its name (`G::name(`): for the generic shared helpers.
fn calls(tokens: &[String], name: &str) -> bool {
    let on_value = tokens.windows(3).any(|w| w == [".", name, "("]);
    let on_type = tokens.windows(4).any(|w| w == [":", ":", name, "("]);
    on_value || on_type
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
    let called = !STD_METHODS.contains(&name)
        && tokens.windows(3).any(|w| w == [".", name, "("]);
    called || named
}

/// Every public function of the crate is named in the extremes tests of its
/// own module: a free function by its name, a method as `.name(` or
/// `Type::name` (only `Type::name` for a name a standard type's method
/// shares, such as `len`), in the code (a name in a comment or a string does not
/// count: the file is read as tokens). A `Game` method also counts where the
/// module calls a helper of `extremes/mod.rs` that calls it. A new public function fails this test until its extremes
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
    let sections: BTreeMap<String, Vec<String>> =
        extremes_by_module(root, &modules)
            .into_iter()
            .map(|(module, text)| (module, tokens(&text)))
            .collect();
    let helpers = shared_helpers(root);
    let missing: Vec<String> = functions
        .iter()
        .filter(|f| {
            let used = sections.get(&f.module).map_or(&[][..], Vec::as_slice);
            if f.ty.is_empty() {
                !uses_name(used, &f.name)
            } else {
                // A `Game` method is used too where the module hands its
                // position to a shared helper whose body calls it.
                let through_helper = f.in_game
                    && helpers.iter().any(|(helper, body)| {
                        uses_name(used, helper) && calls(body, &f.name)
                    });
                !through_helper && !uses_method(used, &f.ty, &f.name)
            }
        })
        .map(|f| match f.ty.as_str() {
            "" => format!("{}::{}", f.module, f.name),
            ty => format!("{}::{ty}::{}", f.module, f.name),
        })
        .collect();
    assert!(missing.is_empty(), "not in the extremes tests: {missing:?}");
}

/// The parser itself, on the lines it must read and the ones it must not.
#[test]
fn the_public_functions_are_read_from_the_source() {
    let used = tokens(
        "// sg9::gone(&row) is only said here
         /// and `Table::hidden` in a doc comment
         let s = \"also_gone()\";
         sg9::best_move(&row); t.get_mut(0, 1); Table::for_row(&r, 0);
         t.mover(); Table::get(&t, 0, 1);",
    );
    assert!(uses_name(&used, "best_move"));
    assert!(!uses_name(&used, "best_moves"));
    assert!(!uses_name(&used, "gone"));
    assert!(!uses_name(&used, "also_gone"));
    // `.get_mut(` could be a `Vec`'s; `Table::get` names the type.
    assert!(!uses_method(&used, "Table", "get_mut"));
    assert!(uses_method(&used, "Table", "get"));
    assert!(uses_method(&used, "Position", "mover"));
    assert!(uses_method(&used, "Table", "for_row"));
    assert!(!uses_method(&used, "Table", "hidden"));
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
    assert!(named("shared", "Table", "get_mut"));
    assert!(named("stone_game", "Table", "for_row"));
    assert!(named("shared", "Winner", "from_difference"));
    // Unit tests' helpers and crate-private functions are not public.
    assert!(!named("stone_game_ix", "", "mover_wins"));
    assert!(!named("stone_game_viii", "", "for_each_row"));
    // A module's file of extremes is its section, whole.
    let mut modules: Vec<String> =
        functions.iter().map(|f| f.module.clone()).collect();
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
