//! Every name and path a text quotes is in the code or the repository, so that
//! a rename leaves no page naming the old one.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use book_tools::api;

use super::code::idents;
use super::{files_under, generated_tests, root, tracked_files};

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

/// The workspace's Rust, all of it as one text, and its names: every
/// identifier of its code (not of its comments, [`idents`]) and its files' stems
/// (an example, a benchmark).
fn the_workspaces_rust(root: &Path) -> (String, BTreeSet<String>) {
    let mut code = String::new();
    let mut known = BTreeSet::new();
    let dirs = [
        "code",
        "tests",
        "testkit",
        "figures",
        "book-tools",
        "practice",
    ];
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
    let api = super::public_api();
    let mut missing = Vec::new();
    for path in texts {
        let text = fs::read_to_string(&path).expect("a text");
        let file = path
            .strip_prefix(&root)
            .unwrap_or(&path)
            .display()
            .to_string();
        let mut offset = 0;
        for (i, quoted) in text.split('`').enumerate() {
            // Where the name is, worked out for a message only.
            let start = offset;
            let at = || format!("{file}:{}", text[..start].matches('\n').count() + 1);
            offset += quoted.len() + 1;
            // A path into the crate, whatever its length (`stone_game::winner`),
            // is one of the public API's.
            if is_crate_path(quoted) {
                if i % 2 == 1 && !in_the_api(api, quoted) && !private_item(&root, quoted) {
                    missing.push(format!(
                        "{}: `{quoted}` (no such path in the public API, nor a \
                         crate-private item)",
                        at()
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
                missing.push(format!("{}: `{quoted}`", at()));
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
    let api = super::public_api();
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

/// The names of the `#[test]` functions of the Rust files `files`.
fn test_names(files: &[std::path::PathBuf]) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for file in files {
        let text = fs::read_to_string(file).unwrap_or_default();
        let mut test = false;
        for line in text.lines().map(str::trim) {
            if line == "#[test]" {
                test = true;
            } else if let Some(rest) = line.strip_prefix("fn ").filter(|_| test) {
                names.extend(rest.split('(').next().map(str::to_string));
                test = false;
            } else if !(line.starts_with("#[") || line.starts_with("///")) {
                test = false;
            }
        }
    }
    names
}

/// A part's chapter (`src/stone-game-viii/`) that quotes a test of another
/// game (`` `the_bound_of_max_stones_holds` ``, which VI and VIII both had)
/// names one of its own game's tests (`code/src/<game>/`,
/// `tests/properties/<game>*.rs` and its extremes) or one every game shares:
/// a test of the part deleted or renamed cannot leave its chapters citing a
/// namesake, which [`every_name_a_text_quotes_is_in_the_code`] would find.
#[test]
fn every_test_a_part_quotes_is_its_games() {
    let root = root();
    let properties = root.join("tests/properties");
    let games_tests = |game: &str| {
        let mut files = files_under(&root.join("code/src").join(game), "rs");
        let own = |f: &std::path::PathBuf| {
            let stem = f.file_stem().unwrap_or_default().to_string_lossy();
            stem.trim_end_matches("_position") == game
        };
        files.extend(files_under(&properties, "rs").into_iter().filter(own));
        test_names(&files)
    };
    let games: Vec<String> = fs::read_dir(root.join("src"))
        .expect("src/")
        .flatten()
        .map(|dir| dir.file_name().to_string_lossy().replace('-', "_"))
        .filter(|name| root.join("code/src").join(name).is_dir())
        .collect();
    let of_any_game: BTreeSet<String> = games.iter().flat_map(|g| games_tests(g)).collect();
    let (mut found, mut quoted_tests) = (Vec::new(), 0);
    for game in &games {
        let own = games_tests(game);
        for chapter in files_under(&root.join("src").join(game.replace('_', "-")), "md") {
            let text = fs::read_to_string(&chapter).expect("a chapter");
            for quoted in text.split('`').skip(1).step_by(2) {
                if !of_any_game.contains(quoted) {
                    continue;
                }
                quoted_tests += 1;
                if !own.contains(quoted) {
                    let file = chapter.strip_prefix(&root).unwrap_or(&chapter);
                    found.push(format!("{}: `{quoted}`", file.display()));
                }
            }
        }
    }
    assert_eq!(games.len(), 9, "the nine parts' folders");
    assert!(
        quoted_tests > 40,
        "only {quoted_tests} quoted tests found: is the scan broken?"
    );
    assert!(
        found.is_empty(),
        "A part's chapter quotes a test its game does not have, which another game has \
         (a test deleted or renamed?): name the part's own test, or write one:\n  {}",
        found.join("\n  ")
    );
}

/// The pages a contributor reads: CONTRIBUTING and the other pages of the
/// root, the READMEs, and `docs/`.
fn contributors_pages() -> Vec<String> {
    let page = |p: &String| {
        p.ends_with(".md")
            && (p.starts_with("docs/") || !p.contains('/') || p.ends_with("README.md"))
    };
    tracked_files().into_iter().filter(page).collect()
}

/// Each package of the workspace: its name, and its targets of each kind
/// (`tests`, `examples`, `benches`): a file `<kind>/<name>.rs` or a folder
/// `<kind>/<name>/main.rs`.
fn workspace_targets(root: &Path) -> Vec<(String, [BTreeSet<String>; 3])> {
    let members = [".", "code", "figures", "book-tools", "practice", "testkit"];
    let targets = |dir: &str, kind: &str| -> BTreeSet<String> {
        let entries = fs::read_dir(root.join(dir).join(kind))
            .into_iter()
            .flatten()
            .flatten();
        entries
            .map(|e| e.path())
            .filter(|path| {
                path.extension().is_some_and(|x| x == "rs") || path.join("main.rs").is_file()
            })
            .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
            .collect()
    };
    members
        .iter()
        .map(|dir| {
            let toml = fs::read_to_string(root.join(dir).join("Cargo.toml")).expect("Cargo.toml");
            let line = toml
                .lines()
                .find(|l| l.starts_with("name = "))
                .expect("a name");
            let name = line
                .trim_start_matches("name = ")
                .trim_matches('"')
                .to_string();
            (
                name,
                ["tests", "examples", "benches"].map(|kind| targets(dir, kind)),
            )
        })
        .collect()
}

/// What a `cargo` command's `words` name that `packages` lack: a `-p`
/// package, or a `--test`, `--example` or `--bench` target of it (of any
/// package when no `-p` is given).
fn missing_in(words: &[&str], packages: &[(String, [BTreeSet<String>; 3])]) -> Vec<String> {
    let named = |flag: &str| {
        let after = words.iter().position(|w| *w == flag)?;
        words.get(after + 1).copied()
    };
    let chosen: Vec<&[BTreeSet<String>; 3]> = match named("-p") {
        Some(p) => match packages.iter().find(|(name, _)| name == p) {
            Some((_, targets)) => vec![targets],
            None => return vec![format!("`-p {p}`: no such package")],
        },
        None => packages.iter().map(|(_, targets)| targets).collect(),
    };
    let flags = ["--test", "--example", "--bench"].into_iter().enumerate();
    flags
        .filter_map(|(kind, flag)| {
            let target = named(flag).filter(|t| !t.starts_with('<'))?;
            let found = chosen.iter().any(|targets| targets[kind].contains(target));
            (!found).then(|| format!("`{flag} {target}`: no such target"))
        })
        .collect()
}

/// Every `cargo` command the contributor's pages give (CONTRIBUTING, the
/// READMEs, `docs/`) names what the workspace has: each `-p` a package, each
/// `--test`, `--example` and `--bench` a target of it (of any package when
/// no `-p` is given), so that a renamed target cannot leave a page's command
/// failing on the reader who pastes it.
#[test]
fn every_cargo_command_the_pages_give_names_what_exists() {
    let root = root();
    let packages = workspace_targets(&root);
    let pages = contributors_pages();
    let (mut commands, mut wrong) = (0, Vec::new());
    for page in pages {
        let text = fs::read_to_string(root.join(&page)).expect("a tracked page");
        let spans = text.lines().flat_map(|line| line.split("cargo ").skip(1));
        // Each command up to the end of its code span (or its line).
        for command in spans.map(|rest| rest.split('`').next().unwrap_or(rest)) {
            let words: Vec<&str> = command.split(' ').filter(|w| !w.is_empty()).collect();
            if !matches!(words.first(), Some(&("test" | "run" | "bench" | "build"))) {
                continue;
            }
            commands += 1;
            for fault in missing_in(&words, &packages) {
                wrong.push(format!("{page}: {fault}"));
            }
        }
    }
    wrong.extend(quick_commands_missing(&root));
    assert!(
        commands >= 30,
        "only {commands} cargo commands found: is the scan broken?"
    );
    assert!(
        wrong.is_empty(),
        "a page gives a cargo command that names what the workspace lacks (a target \
         renamed?): mend the command:\n  {}",
        wrong.join("\n  ")
    );
}

/// Each `.ci/quick` command the contributor's pages give that names a step
/// `.ci/quick` lacks: a game (a folder of `code/src/` with chapters), one of
/// its own steps, or `--changed` and `--steps-for`; then at most `--fast` or
/// `--crate`.
fn quick_commands_missing(root: &Path) -> Vec<String> {
    let own = [
        "shared", "leetcode", "testkit", "figures", "practice", "js", "book",
    ];
    let flags = ["--changed", "--steps-for", "--help", "<game>"];
    let is_game = |step: &str| {
        let chapters = root.join("src").join(step.replace('_', "-"));
        root.join("code/src").join(step).is_dir() && chapters.is_dir()
    };
    let pages = contributors_pages();
    let mut wrong = Vec::new();
    for page in pages {
        let text = fs::read_to_string(root.join(&page)).expect("a tracked page");
        let spans = text
            .lines()
            .flat_map(|line| line.split(".ci/quick ").skip(1));
        for command in spans.map(|rest| rest.split('`').next().unwrap_or(rest)) {
            let mut words = command.split_whitespace();
            let Some(step) = words.next() else { continue };
            let known = own.contains(&step) || flags.contains(&step) || is_game(step);
            let then = words.next().filter(|w| w.starts_with('-'));
            if !known || then.is_some_and(|w| w != "--fast" && w != "--crate") {
                wrong.push(format!(
                    "{page}: `.ci/quick {}`: no such step",
                    command.trim()
                ));
            }
        }
    }
    wrong
}
