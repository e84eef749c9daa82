//! The rules of CONTRIBUTING that the code's syntax shows, and `conventions`'
//! table of the nine games.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use book_tools::api;

use super::{files_under, generated_tests, names_word, root, tracked_files};

/// How wide a tracked file's lines may be (docs/architecture.md, "80 columns"), by what
/// the file is, or where else its width is held, or why it has none. A file no rule
/// names fails the test, so a new kind of file gets a rule when it is added.
#[derive(Debug, PartialEq)]
enum Width {
    Columns(usize),
    NotHere(&'static str),
}

fn width_of(path: &str, text: &str) -> Option<Width> {
    use Width::{Columns, NotHere};
    let extension = path
        .rsplit_once('.')
        .map(|(_, e)| e)
        .filter(|e| !e.contains('/'));
    let name = path.rsplit('/').next().unwrap_or(path);
    Some(match extension {
        // The crate the book shows, and the pages its docs include, in 80; the rest of
        // the Rust in 100.
        Some("rs" | "md") if path.starts_with("code/src/") => Columns(80),
        _ if path.starts_with("src/") => NotHere("the book's own text, wrapped for reading"),
        _ if path.starts_with("theme/katex/") => NotHere("vendored (vendor-katex.mjs)"),
        Some("js" | "mjs") => NotHere("ESLint's max-len (tests/browser/eslint.config.mjs)"),
        Some("rs" | "md" | "sh" | "py" | "toml" | "yml" | "css" | "c") => Columns(100),
        Some("gitignore" | "gitattributes" | "npmrc") => Columns(100),
        Some("json" | "txt" | "lock") => NotHere("data, written by a program"),
        Some("woff2") => NotHere("a font"),
        None if name.starts_with("LICENSE-") => NotHere("the licence's own text"),
        None if text.starts_with("#!/usr/bin/env bash") => Columns(100),
        _ => return None,
    })
}

/// The dated records, whose entries name the files of their day: the
/// CHANGELOG and the log of mutation runs, each run at its commit.
const RECORDS: [&str; 2] = ["code/CHANGELOG.md", "tests/mutants/runs.md"];

/// The prose of the tracked file `path`: a Markdown file whole (but the
/// [`RECORDS`]), a Rust file's comments; `None` for other files.
fn prose_of(root: &Path, path: &str) -> Option<String> {
    let text = || fs::read_to_string(root.join(path)).expect("a tracked file");
    match path.rsplit_once('.') {
        Some((_, "md")) if !RECORDS.contains(&path) => Some(text()),
        Some((_, "rs")) => Some(
            text()
                .lines()
                .filter(|line| line.trim_start().starts_with("//"))
                .collect::<Vec<_>>()
                .join("\n"),
        ),
        _ => None,
    }
}

/// The kinds of file a bare quoted name (`prefix_sums.rs`) is checked for.
const KINDS: [&str; 5] = ["rs", "md", "toml", "mjs", "json"];

/// Paths no tracked file has: the pages' examples of a path, and a file
/// build.rs writes.
const NOT_TRACKED: [&str; 3] = ["src/x.md", "src/stone-game/my-chapter.md", "book-blocks.rs"];

/// Every path a text quotes from the repository's root, from `code/src` or
/// from the text's folder (`` `code/src/shared/prefix_sums.rs` ``,
/// `` `shared/testing.rs` ``, with or without a `:line`) names a file or
/// folder that is there, and a bare file name (`` `prefix_sums.rs` ``) is the
/// name of a tracked file, so that a renamed file leaves no page pointing at
/// the old name. The text of each tracked file is [`prose_of`] it.
#[test]
fn every_path_a_text_quotes_exists() {
    let root = root();
    let tracked = tracked_files();
    // The folders a quoted path may start from: the root's and `code/src`'s
    // tracked folders (not `target/`, which the build writes).
    let folders = |under: &str| -> BTreeSet<String> {
        tracked
            .iter()
            .filter_map(|path| path.strip_prefix(under)?.split_once('/'))
            .map(|(first, _)| first.to_string())
            .collect()
    };
    let bases = [("", folders("")), ("code/src/", folders("code/src/"))];
    let names: BTreeSet<&str> = tracked
        .iter()
        .map(|path| path.rsplit('/').next().unwrap_or(path))
        .collect();
    let (mut missing, mut checked) = (Vec::new(), 0);
    for path in &tracked {
        let Some(text) = prose_of(&root, path) else {
            continue;
        };
        let here = Path::new(path).parent().unwrap_or(Path::new(""));
        for quoted in text.split('`').skip(1).step_by(2) {
            let (file, line) = quoted.split_once(':').unwrap_or((quoted, "1"));
            let plain = file
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "_-./".contains(c))
                && line.chars().all(|c| c.is_ascii_digit() || c == '-');
            let Some((first, _)) = file.split_once('/') else {
                // A bare name of a kind the repository holds (`prefix_sums.rs`)
                // is the name of one of its files.
                let kind = file.rsplit_once('.').map(|(_, kind)| kind);
                let named = plain && !file.starts_with('.') && !NOT_TRACKED.contains(&file);
                if named && kind.is_some_and(|k| KINDS.contains(&k)) {
                    checked += 1;
                    if !names.contains(file) {
                        missing.push(format!("{path}: `{quoted}`"));
                    }
                }
                continue;
            };
            let from_a_base = bases.iter().any(|(_, firsts)| firsts.contains(first));
            if !plain || !from_a_base || NOT_TRACKED.contains(&file) {
                continue;
            }
            let found = bases
                .iter()
                .map(|(base, _)| root.join(base).join(file))
                .chain([root.join(here).join(file)])
                .any(|candidate| candidate.exists());
            checked += 1;
            if !found {
                missing.push(format!("{path}: `{quoted}`"));
            }
        }
    }
    assert!(checked >= 500, "only {checked} quoted paths found");
    assert!(
        missing.is_empty(),
        "quoted paths that name no file (a file renamed or moved?): write the new path:\n  {}",
        missing.join("\n  ")
    );
}

/// Every line of every tracked file fits its width ([`width_of`]), but three kinds that
/// cannot be wrapped: the rows of a table (Markdown's, or a doc comment's), link
/// definitions, and, outside Rust, a line that holds an address (`://`).
#[test]
fn every_tracked_file_fits_its_width() {
    let root = root();
    let (mut long, mut unruled, mut checked) = (Vec::new(), Vec::new(), 0);
    for path in &tracked_files() {
        let path = path.as_str();
        let Ok(text) = fs::read_to_string(root.join(path)) else {
            if path.ends_with(".woff2") {
                continue;
            }
            panic!(
                "{path}: not UTF-8 text (a file git would add is read, an untracked \
                 one too: ignore it in .gitignore, or keep scratch files and build \
                 folders outside the repository)"
            );
        };
        let width = match width_of(path, &text) {
            Some(Width::Columns(width)) => width,
            Some(Width::NotHere(_)) => continue,
            None => {
                unruled.push(path.to_owned());
                continue;
            }
        };
        checked += 1;
        for (at, line) in text.lines().enumerate() {
            let bare = line
                .trim_start()
                .trim_start_matches("///")
                .trim_start_matches("//!");
            let bare = bare.trim_start();
            let unwrappable = bare.starts_with('|')
                || (bare.starts_with('[') && bare.contains("]: "))
                || (!path.ends_with(".rs") && line.contains("://"));
            let columns = line.chars().count();
            if columns > width && !unwrappable {
                long.push(format!(
                    "{path}:{}: {columns} columns, past {width}",
                    at + 1
                ));
            }
        }
    }
    assert!(
        unruled.is_empty(),
        "no width rule in width_of for: {unruled:?}"
    );
    assert!(checked > 300, "{checked} files checked");
    assert!(
        long.is_empty(),
        "{}\n(every file git would add is read, an untracked one too: wrap its \
         lines, or keep a scratch file outside the repository)",
        long.join("\n")
    );
}

#[test]
fn each_kind_of_file_has_its_width() {
    use Width::{Columns, NotHere};
    assert_eq!(width_of("code/src/lib.rs", ""), Some(Columns(80)));
    assert_eq!(
        width_of("code/benches/stone_game.rs", ""),
        Some(Columns(100))
    );
    assert_eq!(
        width_of(".ci/run", "#!/usr/bin/env bash\n"),
        Some(Columns(100))
    );
    assert_eq!(width_of("Cargo.toml", ""), Some(Columns(100)));
    assert!(matches!(
        width_of("src/stone-game/in-one-page.md", ""),
        Some(NotHere(_))
    ));
    assert!(matches!(
        width_of("theme/try/core.js", ""),
        Some(NotHere(_))
    ));
    assert_eq!(width_of("notes.adoc", ""), None);
    assert_eq!(width_of(".ci/a-new-tool", "#!/usr/bin/env python3\n"), None);
}

/// The files of a game module that may name another game: the reduction the
/// book proves (Stone Game VII is Stone Game on negated values), which calls
/// Part I's linear method (docs/game-module.md).
const REDUCTIONS: [(&str, &str); 2] = [
    ("stone_game_vii/linear.rs", "stone_game"),
    ("stone_game_vii/exercises.rs", "stone_game"),
];

/// The identifiers of `tokens`, groups flattened, literals (a doc comment's
/// text among them), punctuation and `doc` attributes (`#[doc =
/// book_link!(..)]`, a link) left out.
fn idents(tokens: proc_macro2::TokenStream, out: &mut Vec<String>) {
    use proc_macro2::{Delimiter, TokenTree};
    for token in tokens {
        match token {
            TokenTree::Group(group) => {
                let first = group.stream().into_iter().next();
                let doc = matches!(&first, Some(TokenTree::Ident(i)) if i == "doc");
                if !(doc && group.delimiter() == Delimiter::Bracket) {
                    idents(group.stream(), out);
                }
            }
            TokenTree::Ident(ident) => {
                out.push(ident.to_string().trim_start_matches("r#").to_string());
            }
            TokenTree::Punct(_) | TokenTree::Literal(_) => {}
        }
    }
}

/// No game module names another game's module in its code: an identifier
/// equal to another game's module name, read as tokens, is found anywhere in
/// `code/src/<game>/` but in the files of [`REDUCTIONS`], each of which does
/// name its game. Any place counts: after `::`, in a `use` group's `{` or
/// `,`, first in a path, in a macro's input. A doc comment's link is text,
/// and does not count; nor does a string.
#[test]
fn no_game_module_names_another_but_the_reduction() {
    let src = root().join("code/src");
    let games = game_modules();
    let (mut wrong, mut reductions) = (BTreeSet::new(), BTreeSet::new());
    for file in files_under(&src, "rs") {
        let rel = file.strip_prefix(&src).expect("under code/src");
        let rel_text = rel.to_string_lossy().replace('\\', "/");
        let own = rel_text.split('/').next().unwrap_or_default();
        if !games.contains(own) || !rel_text.contains('/') {
            continue;
        }
        let text = fs::read_to_string(&file).expect("a source file");
        let stream: proc_macro2::TokenStream = text.parse().expect("Rust tokens");
        let mut names = Vec::new();
        idents(stream, &mut names);
        for name in names {
            // `leetcode` calls every game: a way round the rule too.
            let other = (games.contains(&name) && name != own) || name == "leetcode";
            if !other {
                continue;
            }
            if REDUCTIONS.contains(&(rel_text.as_str(), name.as_str())) {
                reductions.insert(rel_text.clone());
            } else {
                wrong.insert(format!("{rel_text}: names {name}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "a game module names another game; move what both use to `shared/`, \
         or add the file to `REDUCTIONS` if the book proves the reduction:\n{}",
        wrong.into_iter().collect::<Vec<_>>().join("\n")
    );
    assert_eq!(reductions.len(), REDUCTIONS.len(), "{reductions:?}");
}

/// The game modules' names: the folders of `code/src` named `stone_game…`,
/// the one list of the games that the conventions table and a part's files
/// are checked against.
fn game_modules() -> BTreeSet<String> {
    let games: BTreeSet<String> = fs::read_dir(root().join("code/src"))
        .expect("code/src")
        .map(|entry| entry.expect("an entry of code/src").path())
        .filter(|path| path.is_dir())
        .filter_map(|path| Some(path.file_name()?.to_str()?.to_string()))
        .filter(|name| name.starts_with("stone_game"))
        .collect();
    assert!(games.len() >= 9, "{games:?}");
    games
}

/// Whether `item` is compiled for the tests alone (`#[cfg(test)]`).
fn for_tests_only(item: &syn::Item) -> bool {
    let tokens = quote::ToTokens::to_token_stream(item).to_string();
    let tokens: String = tokens.split_whitespace().collect();
    tokens.starts_with("#[cfg(test)]")
}

/// Each exercise answer with code (`pub fn` of a game's `exercises.rs`) is
/// called by the tests of its own file: an answer the book gives as right is
/// checked there, against the game tree or the examples its chapter works.
#[test]
fn every_exercise_answer_is_called_by_its_files_tests() {
    let src = root().join("code/src");
    let mut untested = Vec::new();
    for game in game_modules() {
        let path = src.join(&game).join("exercises.rs");
        let Ok(text) = fs::read_to_string(&path) else {
            continue;
        };
        let parsed = syn::parse_file(&text).expect("the crate parses");
        let mut called = Vec::new();
        for item in parsed.items.iter().filter(|item| for_tests_only(item)) {
            idents(quote::ToTokens::to_token_stream(item), &mut called);
        }
        for item in &parsed.items {
            if let syn::Item::Fn(f) = item {
                let name = f.sig.ident.to_string();
                if matches!(f.vis, syn::Visibility::Public(_)) && !called.contains(&name) {
                    untested.push(format!("code/src/{game}/exercises.rs: {name}"));
                }
            }
        }
    }
    assert!(
        untested.is_empty(),
        "An exercise answer no test of its file calls; add one to its `mod tests`, \
         against the game tree or the chapter's worked examples:\n  {}",
        untested.join("\n  ")
    );
}

/// `shared/` names no game but in its tests (which check every game with
/// one helper): a game's code reached through `shared/` is a game calling
/// another all the same.
#[test]
fn shared_names_no_game_but_in_its_tests() {
    let (src, games) = (root().join("code/src"), game_modules());
    let mut wrong = Vec::new();
    for file in files_under(&src.join("shared"), "rs") {
        let text = fs::read_to_string(&file).expect("a source file");
        let mut parsed = syn::parse_file(&text).expect("the crate parses");
        parsed.items.retain(|item| !for_tests_only(item));
        let mut names = Vec::new();
        idents(quote::ToTokens::to_token_stream(&parsed), &mut names);
        let rel = file
            .strip_prefix(&src)
            .unwrap_or(&file)
            .display()
            .to_string();
        names
            .iter()
            .filter(|name| games.contains(*name) || *name == "leetcode")
            .for_each(|name| wrong.push(format!("{rel}: names {name}")));
    }
    wrong.dedup();
    assert!(
        wrong.is_empty(),
        "shared/ names a game outside its tests; move what the games share into \
         shared/ itself, not a re-export of one game's code:\n{}",
        wrong.join("\n")
    );
}

/// Without the feature `book`, only `book_link.rs` compiles other code than
/// with it: elsewhere, `book` only adds items (a `#[cfg(feature = "book")]`
/// on an item or a test) and picks a module's documentation. CI's
/// `crate-alone` step runs, of the unit tests, only those whose code differs
/// without the feature, and relies on this.
#[test]
fn without_book_only_book_link_compiles_other_code() {
    let src = root().join("code/src");
    let mut found = Vec::new();
    for file in files_under(&src, "rs") {
        let rel = file.strip_prefix(&src).unwrap().display().to_string();
        if rel == "book_link.rs" {
            continue;
        }
        let text = fs::read_to_string(&file).expect("a source file");
        let lines: Vec<&str> = text.lines().collect();
        for (index, line) in lines.iter().enumerate() {
            let code = line.trim_start();
            // A `cfg_attr` that picks the module's documentation changes no code.
            let picks_a_doc = lines
                .get(index + 1)
                .is_some_and(|next| next.trim_start().starts_with("doc = "));
            if !code.starts_with("//")
                && !picks_a_doc
                && ["not(feature", "cfg!(feature"]
                    .iter()
                    .any(|c| code.contains(c))
            {
                found.push(format!("code/src/{rel}:{}: {code}", index + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "Code compiled only without a feature, or read with cfg!: CI's \
         crate-alone step runs only book_link's unit tests without features: \
         add the tests of this code to its `unit_tests`, or gate an item instead:\n  {}",
        found.join("\n  ")
    );
}

/// The workspace's Rust, all of it as one text, and its names: every
/// identifier of its code (not of its comments, [`idents`]) and its files' stems
/// (an example, a benchmark).
fn the_workspaces_rust(root: &Path) -> (String, BTreeSet<String>) {
    let mut code = String::new();
    let mut known = BTreeSet::new();
    let dirs = ["code", "tests", "figures", "book-tools", "practice"];
    let files = dirs
        .iter()
        .flat_map(|dir| files_under(&root.join(dir), "rs"));
    let top = ["build.rs", "blocks.rs"].map(|file| root.join(file));
    for path in files.chain(top) {
        let text = fs::read_to_string(&path).expect("a Rust file");
        let mut names = Vec::new();
        idents(text.parse().expect("Rust tokens"), &mut names);
        known.extend(names);
        code.push_str(&text);
        let stem = path.file_stem().expect("a file name");
        known.insert(stem.to_string_lossy().into_owned());
    }
    (code, known)
}

/// Whether `quoted` is a path into the crate: a module of the crate, then names
/// joined by `::` (`stone_game::book::memo_calls`).
fn is_crate_path(quoted: &str) -> bool {
    let Some((first, rest)) = quoted.split_once("::") else {
        return false;
    };
    let roman = |r: &str| !r.is_empty() && r.chars().all(|c| matches!(c, 'i' | 'v' | 'x'));
    let game = first == "stone_game" || first.strip_prefix("stone_game_").is_some_and(roman);
    let module = game || matches!(first, "shared" | "leetcode" | "conventions");
    let names = rest.split("::").all(|name| {
        name.starts_with(|c: char| c.is_ascii_alphabetic())
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    });
    module && names && first.chars().all(|c| c.is_ascii_lowercase() || c == '_')
}

/// Whether `path` names an item the crate keeps to itself (`shared::on_a_big_stack`,
/// `pub(crate)`): a `fn`, type or constant of that name in its module's file or
/// folder under `code/src/`.
fn private_item(root: &Path, path: &str) -> bool {
    let Some((module, name)) = path.rsplit_once("::") else {
        return false;
    };
    let base = root.join("code/src").join(module.replace("::", "/"));
    let mut files = if base.is_dir() {
        files_under(&base, "rs")
    } else {
        Vec::new()
    };
    files.push(base.with_extension("rs"));
    let kinds = [
        "fn", "struct", "enum", "const", "static", "type", "trait", "mod",
    ];
    files.iter().any(|file| {
        fs::read_to_string(file).is_ok_and(|text| {
            let words: Vec<&str> = text
                .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                .filter(|w| !w.is_empty())
                .collect();
            words
                .windows(2)
                .any(|pair| kinds.contains(&pair[0]) && pair[1] == name)
        })
    })
}

/// Whether `path` is in the public API: an item's path, a module's (the start of
/// one), or an item's and then one of its variants, fields or trait methods
/// (`stone_game::Error::TooLong`).
fn in_the_api(api: &[api::Item], path: &str) -> bool {
    api.iter().any(|item| {
        let item_path = item.path_text();
        let within = item_path
            .strip_prefix(path)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with("::"));
        let member = path.rsplit_once("::").is_some_and(|(parent, name)| {
            parent == item_path
                && (item.variants.iter().any(|v| v.name == name)
                    || item.fields.iter().any(|f| f == name)
                    || item.methods.iter().any(|m| m == name))
        });
        within || member
    })
}

/// Names the texts quote from outside the workspace: Rust's standard library,
/// its lints and tools.
const OUTSIDE: [&str; 15] = [
    "abs_diff",
    "checked_pow",
    "chunk_by",
    "sort_unstable_by_key",
    "wrapping_add",
    "wrapping_sub",
    "missing_panics_doc",
    "must_use_candidate",
    "non_local_definitions",
    "too_many_lines",
    "cg_annotate",
    "copy_vcs",
    "x86_64",
    // The functions CONTRIBUTING's and adding.md's worked examples add.
    "total_stones",
    "score_difference_foo",
];

/// Whether `quoted` reads as a snake_case name of two words or more
/// (`best_move`), which a text quotes only to name something of the code.
fn is_snake_case_name(quoted: &str) -> bool {
    quoted.contains('_')
        && quoted.split('_').all(|word| !word.is_empty())
        && quoted.starts_with(|c: char| c.is_ascii_lowercase())
        && quoted
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// Every snake_case name a text quotes (`` `best_move` ``, two words or more) names
/// something of the workspace's Rust: an identifier of its code (a function, a
/// field, a variable), a file (an example, a benchmark) or a string (a benchmark's
/// id); or it is one of [`OUTSIDE`]. A test renamed, or a function, leaves no
/// chapter, README or note citing the old name. The tests of the chapters' blocks
/// (`stone_game_pitfalls_line_24`) are generated, named after their line: such a
/// name must be one build.rs wrote. A path into the crate, whatever its length
/// (`` `stone_game::winner` ``), is one of the public API's or a crate-private item's.
#[test]
fn every_name_a_text_quotes_is_in_the_code() {
    let root = root();
    let (code, known) = the_workspaces_rust(&root);
    let mut texts = files_under(&root.join("src"), "md");
    for file in ["README.md", "CONTRIBUTING.md", "code/README.md"] {
        texts.push(root.join(file));
    }
    texts.extend(files_under(&root.join("docs"), "md"));
    for log in ["survivors.md", "runs.md"] {
        texts.push(root.join("tests/mutants").join(log));
    }
    let blocks = generated_tests();
    let api = api::read(&root).expect("the public API's list");
    let mut missing = Vec::new();
    for path in texts {
        let text = fs::read_to_string(&path).expect("a text");
        for (i, quoted) in text.split('`').enumerate() {
            // A path into the crate, whatever its length (`stone_game::winner`),
            // is one of the public API's.
            if is_crate_path(quoted) {
                if i % 2 == 1 && !in_the_api(&api, quoted) && !private_item(&root, quoted) {
                    let file = path.strip_prefix(&root).unwrap_or(&path);
                    missing.push(format!(
                        "{}: `{quoted}` (no such path in the public API, nor a \
                         crate-private item)",
                        file.display()
                    ));
                }
                continue;
            }
            if i % 2 == 0 || !is_snake_case_name(quoted) || OUTSIDE.contains(&quoted) {
                continue;
            }
            // A block's test, `<chapter>_line_<n>`, is one build.rs wrote,
            // unless its chapter is one an example makes up.
            let block_of = quoted
                .rsplit_once("_line_")
                .filter(|(_, n)| n.parse::<usize>().is_ok())
                .map(|(chapter, _)| format!("{chapter}_line_"));
            let defined = match block_of {
                Some(prefix) => {
                    blocks.contains(quoted) || !blocks.iter().any(|b| b.starts_with(&prefix))
                }
                None => known.contains(quoted) || code.contains(&format!("\"{quoted}\"")),
            };
            if !defined {
                let file = path.strip_prefix(&root).unwrap_or(&path);
                missing.push(format!("{}: `{quoted}`", file.display()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "quoted names that nothing in the code defines (a test renamed?):\n{}",
        missing.join("\n")
    );
}

/// A part's chapter (`src/stone-game-vi/`) that quotes a snake_case name of
/// another game's API (`` `score_difference` ``, which VII and VIII have) names it
/// from its own game, from `shared` or `leetcode`, or writes its path in the
/// chapter (`stone_game::book::score_difference_linear_i64`): a function of
/// the part renamed cannot leave its chapters citing a namesake of another
/// game, which [`every_name_a_text_quotes_is_in_the_code`] would find
/// defined.
#[test]
fn every_name_a_part_quotes_is_its_games_or_has_its_path() {
    let root = root();
    let api = api::read(&root).expect("the public API's list");
    let names_of = |module: &str| -> BTreeSet<&str> {
        api.iter()
            .filter(|item| item.module() == module)
            .map(api::Item::name)
            .collect()
    };
    let everywhere: BTreeSet<&str> = api.iter().map(api::Item::name).collect();
    let mut found = Vec::new();
    let mut parts = 0;
    for dir in fs::read_dir(root.join("src")).expect("src/").flatten() {
        let module = dir.file_name().to_string_lossy().replace('-', "_");
        let own = names_of(&module);
        if own.is_empty() {
            continue;
        }
        parts += 1;
        let own: BTreeSet<&str> = own
            .into_iter()
            .chain(names_of("shared"))
            .chain(names_of("leetcode"))
            .collect();
        for chapter in files_under(&dir.path(), "md") {
            let text = fs::read_to_string(&chapter).expect("a chapter");
            for quoted in text.split('`').skip(1).step_by(2) {
                let foreign = is_snake_case_name(quoted)
                    && everywhere.contains(quoted)
                    && !own.contains(quoted);
                if foreign && !text.contains(&format!("::{quoted}")) {
                    let file = chapter.strip_prefix(&root).unwrap_or(&chapter);
                    found.push(format!("{}: `{quoted}`", file.display()));
                }
            }
        }
    }
    assert_eq!(parts, 9, "the nine parts' folders");
    assert!(
        found.is_empty(),
        "A part's chapter quotes a name its game does not have, which another game \
         has (a function renamed?): rename it, or write its path in the chapter \
         (`stone_game::book::...`):\n  {}",
        found.join("\n  ")
    );
}

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
    let api = api::read(&root).expect("the public API's list");
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
            if !has_fn(&api, &format!("{m}::{answer}")) {
                wrong.push(format!("{game}: no function {m}::{answer}"));
            }
        }
        for method in names(shows) {
            if !has_fn(&api, &format!("{m}::Position::{method}")) {
                wrong.push(format!("{game}: no method Position::{method}"));
            }
        }
        let fields = move_fields(&api, &m);
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
    let api = api::read(&root).expect("the public API's list");
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
        for item in &api {
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
        if value.is_none() || said != value {
            wrong.push(format!(
                "{numeral}: {name} is {value:?}, the table says {said:?}"
            ));
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
    let api = api::read(&root).expect("the public API's list");
    let text = fs::read_to_string(root.join("code/src/conventions.rs")).expect("conventions");
    let table = text
        .split("| game | the functions to call take |")
        .nth(1)
        .expect("the table of limits");
    let mut wrong = Vec::new();
    let rows = table
        .lines()
        .skip(2)
        .take_while(|line| line.starts_with("//! |"));
    let named: BTreeSet<String> = rows
        .flat_map(|line| check_limits_row(line, &mut wrong))
        .collect();
    let module = |path: &str| match path {
        "stone_game" => "I".to_string(),
        other => other.trim_start_matches("stone_game_").to_ascii_uppercase(),
    };
    for item in &api {
        let [game, name] = &item.path[..] else {
            continue;
        };
        let limit =
            item.kind == api::Kind::Const && name.starts_with("MAX_") && name != "MAX_THREADS";
        if limit
            && game.starts_with("stone_game")
            && !named.contains(&format!("{} {name}", module(game)))
        {
            wrong.push(format!("{game}::{name} is not in the table"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(named.len() >= 16, "the table names {} limits", named.len());
}

/// The files that name every game, each where a part of the book meets it
/// (docs/adding.md, *Adding a part*): its auto traits, its serde records, the
/// examples, its LeetCode face, the crate's README, its widget in `book.toml`,
/// its benchmark in `code/Cargo.toml`, the widgets' engines, the fixture and
/// the practice checker.
const NAME_EVERY_GAME: [&str; 12] = [
    "code/tests/auto_traits.rs",
    "code/tests/serde.rs",
    "code/examples/play/games.rs",
    "code/examples/play/main.rs",
    "code/examples/answer.rs",
    "code/src/leetcode.rs",
    "code/README.md",
    "book.toml",
    "code/Cargo.toml",
    "tests/browser/engine-check.mjs",
    "figures/src/fixture/try_fixture.rs",
    "practice/checker/problem.rs",
];

/// Every game module of `code/src` has each file a part needs, and each file
/// that names every game names it: a tenth game fails here until it has its
/// chapters, property tests, extremes, benchmark, widget, practice file and
/// the rest of docs/adding.md's *Adding a part*. What the files say of it is
/// review's.
#[test]
fn every_game_has_each_file_a_part_needs() {
    let root = root();
    let games = game_modules();
    let practice: Vec<String> = fs::read_dir(root.join("practice/src"))
        .unwrap()
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .collect();
    let mut missing = Vec::new();
    for game in &games {
        let kebab = game.replace('_', "-");
        let paths = [
            format!("src/{kebab}"),
            format!("tests/properties/{game}.rs"),
            format!("tests/properties/extremes/{game}.rs"),
            format!("code/benches/{game}.rs"),
            format!("theme/try/{kebab}.js"),
        ];
        for path in paths.iter().filter(|path| !root.join(path).exists()) {
            missing.push(format!("{game}: no {path}"));
        }
        if !practice
            .iter()
            .any(|file| file.ends_with(&format!("_{game}.rs")))
        {
            missing.push(format!("{game}: no practice/src/lc<number>_{game}.rs"));
        }
        for file in NAME_EVERY_GAME {
            let text = fs::read_to_string(root.join(file)).expect(file);
            if !names_word(&text, game) && !names_word(&text, &kebab) {
                missing.push(format!("{game}: {file} does not name it"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "A game lacks a file its part needs (docs/adding.md, *Adding a part*):\n  {}",
        missing.join("\n  ")
    );
}

/// Every file of the crate's source is declared by a `mod` line of its parent
/// (`lib.rs`, the folder's `mod.rs`, or the file named after the folder):
/// cargo compiles no other, so an undeclared file would hold code that no
/// test runs and no chapter can trust.
#[test]
fn every_file_of_the_crate_is_a_module_it_declares() {
    let src = root().join("code/src");
    let mut undeclared = Vec::new();
    let mut read = 0;
    for file in files_under(&src, "rs") {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        if ["lib.rs", "mod.rs", "main.rs"].contains(&name.as_str()) {
            continue;
        }
        let stem = name.trim_end_matches(".rs");
        let folder = file.parent().unwrap();
        let parent = if folder.join("mod.rs").exists() {
            folder.join("mod.rs")
        } else if folder == src {
            src.join("lib.rs")
        } else {
            folder.with_extension("rs")
        };
        let text = fs::read_to_string(&parent).unwrap_or_default();
        let declared = text.lines().any(|line| {
            let line = line.trim_start();
            let line = line.strip_prefix("pub(crate) ").unwrap_or(line);
            let line = line.strip_prefix("pub ").unwrap_or(line);
            line.strip_prefix("mod ")
                .and_then(|rest| rest.strip_prefix(stem))
                .is_some_and(|rest| rest.starts_with([';', ' ', '{']))
        });
        read += 1;
        if !declared {
            undeclared.push(file.strip_prefix(root()).unwrap().display().to_string());
        }
    }
    assert!(read > 100, "only {read} files of code/src read");
    assert!(
        undeclared.is_empty(),
        "files of code/src that no `mod` line declares, which cargo never compiles: declare \
         each in its parent, or remove it:\n  {}",
        undeclared.join("\n  ")
    );
}
