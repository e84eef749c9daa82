//! Every tracked file fits the width its kind has (docs/architecture.md, "80
//! columns"), and each kind of file has one.

use std::fs;

use super::{root, tracked_files};

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
        None if name == "SHA256SUMS" => NotHere("data, written by a program"),
        None if text.starts_with("#!/usr/bin/env bash") => Columns(100),
        _ => return None,
    })
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
