//! Measured numbers and the sentences that compare them: no number typed by hand,
//! every comparing sentence checked against the recordings.

use std::fs;
use std::path::Path;

use book_tools::directives::without_directives;
use book_tools::directives::{find_directives, Kind};
use book_tools::prose::{numbers_written, typed_by_line, typed_quantities, Typed};

use super::{files_under, in_chapters, part_chapters, root, PartChapter};

/// One entry of `tests/typed-numbers.txt`: words on a line of `file` whose number with
/// a unit is not a measurement, for the reason the entry gives (which review reads).
struct Allowed {
    file: String,
    words: String,
    why: String,
    line_of_list: usize,
}

/// The entries of `tests/typed-numbers.txt` (`file | words on the line | why`).
fn not_measured() -> Vec<Allowed> {
    let name = "tests/typed-numbers.txt";
    let text = fs::read_to_string(root().join(name)).expect(name);
    let mut entries = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(" | ").map(str::trim).collect();
        assert!(
            fields.len() == 3 && fields.iter().all(|f| !f.is_empty()),
            "{name}:{}: an entry is `file | words on the line | why it is not a measurement`",
            index + 1
        );
        entries.push(Allowed {
            file: fields[0].to_string(),
            words: fields[1].to_string(),
            why: fields[2].to_string(),
            line_of_list: index + 1,
        });
    }
    entries
}

/// A line of a file that types a number with a unit ([`typed_by_line`]): the file's
/// path from the root, the line's number from 1, the line with its directives blanked
/// and as written, what it types, and the numbers the claims near it check
/// ([`claimed_near`]).
type TypedLine = (String, usize, [String; 2], Vec<(String, Typed)>, Vec<f64>);

/// The numbers that the `{{#claim ...}}` directives of `lines` from two lines before
/// `index` to two after check: a bound (`<= 3.2`, `~ 0.7`), or a size (`n=10^5`
/// is none: only a bare number is). A bare decimal of the prose that a claim there
/// checks is the claim's, not a number typed by hand.
fn claimed_near(lines: &[&str], index: usize) -> Vec<f64> {
    let window = &lines[index.saturating_sub(2)..(index + 3).min(lines.len())];
    let mut numbers = Vec::new();
    for line in window {
        let claims = find_directives(line)
            .into_iter()
            .filter(|d| d.kind == Kind::Claim);
        for claim in claims {
            numbers.extend(claim.args.split_whitespace().filter_map(|w| {
                let w = w.strip_prefix("within=").unwrap_or(w);
                w.trim_end_matches('%').parse::<f64>().ok()
            }));
        }
    }
    numbers
}

/// The lines of the `ext` files under `folder` that type a number with a unit, their
/// directives left out, each read as `read` takes it (the whole line, or a comment).
fn typed_in(folder: &str, ext: &str, read: fn(&str) -> Option<&str>) -> Vec<TypedLine> {
    typed_in_files(files_under(&root().join(folder), ext), read)
}

/// [`typed_in`], on the files given.
fn typed_in_files(
    files: Vec<std::path::PathBuf>,
    read: fn(&str) -> Option<&str>,
) -> Vec<TypedLine> {
    let mut found = Vec::new();
    for file in files {
        let name = file.strip_prefix(root()).unwrap().display().to_string();
        let raw = fs::read_to_string(&file).unwrap();
        let text = without_directives(&raw);
        let lines: Vec<&str> = text.lines().collect();
        let raw_lines: Vec<&str> = raw.lines().collect();
        for (index, typed) in typed_by_line(&text, read) {
            let claimed = claimed_near(&raw_lines, index);
            found.push((
                name.clone(),
                index + 1,
                [lines[index].to_string(), raw_lines[index].to_string()],
                typed,
                claimed,
            ));
        }
    }
    found
}

/// Where an entry's reason gives the number's formula in code font (`= 20833250/375250 ~55`),
/// the number `written` must be its form, and the formula must work out to it (as
/// `{{#const}}` works out one, exact, a `~` form rounded): an excuse that says "arithmetic" is
/// then checked, not read.
fn unworked(entry: &Allowed, written: &str) -> Option<String> {
    let formula = entry
        .why
        .split('`')
        .skip(1)
        .step_by(2)
        .find_map(|code| code.strip_prefix("= "))?;
    let (_, form) = formula.rsplit_once(' ')?;
    // The number alone, as the form writes it: `55` of `55 times`, `1.25` of `1.25 ×`.
    let plain = |n: &str| {
        let n = n.split_whitespace().next().unwrap_or("");
        n.trim_start_matches('~')
            .trim_end_matches(['×', 'x'])
            .replace(',', "")
    };
    if plain(form) != plain(written) {
        // Words that type two numbers give the formula of one of them.
        if typed_quantities(&entry.words).len() > 1 {
            return None;
        }
        return Some(format!(
            "tests/typed-numbers.txt:{}: the entry's formula `= {formula}` gives {form}, \
             and the line types {written}",
            entry.line_of_list
        ));
    }
    book_tools::constants::render(formula).err().map(|e| {
        format!(
            "tests/typed-numbers.txt:{}: the formula `= {formula}` does not work out to \
             {written}: {e}",
            entry.line_of_list
        )
    })
}

/// Where an entry's reason names a test in code font (`the_tables_checks_...`)
/// as what checks its number, the number `written` must be in that test's
/// body or in a block of the chapter `file`: an entry excuses a number, and
/// one changed with its entry would otherwise pass unchecked.
fn unheld(entry: &Allowed, written: &str, file: &str) -> Option<String> {
    if let Some(wrong) = unworked(entry, written) {
        return Some(wrong);
    }
    let named: Vec<&str> = entry
        .why
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|n| n.contains('_') && n.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
        .collect();
    let mut tests = Vec::new();
    for source in files_under(&root().join("code/src"), "rs") {
        let text = fs::read_to_string(&source).unwrap();
        for name in &named {
            if let Some(at) = text.find(&format!("fn {name}(")) {
                let body = &text[at..];
                let end = body.find("\n    }\n").or_else(|| body.find("\n}\n"));
                tests.push(body[..end.unwrap_or(body.len())].to_string());
            }
        }
    }
    if tests.is_empty() {
        return None;
    }
    let chapter = fs::read_to_string(root().join(file)).unwrap_or_default();
    let blocks: String = chapter.split("```").skip(1).step_by(2).collect();
    let held = tests.iter().any(|t| t.contains(written)) || blocks.contains(written);
    (!held).then(|| {
        format!(
            "tests/typed-numbers.txt:{}: the entry says {} checks {written}, and neither it \
             nor a block of {file} holds {written}: work the number out again (an entry \
             excuses a number, it does not check it)",
            entry.line_of_list,
            named.join(", ")
        )
    })
}

/// Every line of the chapters, `docs/` and the READMEs and CONTRIBUTING that types a
/// number with a unit of time or memory, or a ratio with ×, outside a directive
/// (`4.2 ms`, `46 MB`), that the allowlist does not let through: an entry lets
/// through a number its words hold, on a line that holds them. Marks the entries used.
fn typed_lines(allowed: &[Allowed], used: &mut [bool]) -> Vec<String> {
    let mut found = Vec::new();
    // The chapters, and the pages for contributors and users, which must not type one
    // either.
    let pages = ["README.md", "CONTRIBUTING.md", "code/README.md"].map(|p| root().join(p));
    let lines = typed_in("src", "md", |l| Some(l))
        .into_iter()
        .chain(typed_in("docs", "md", |l| Some(l)))
        .chain(typed_in_files(pages.to_vec(), |l| Some(l)));
    for (name, number, [line, as_written], typed, claimed) in lines {
        // An entry lets through the numbers its own words hold, not the line's others.
        let mut unlisted = Vec::new();
        for (written, kind) in &typed {
            // A bare decimal, or a share in %, that a claim near it checks: a
            // share p% as p, or as the ratio p/100, 1 - p/100 or 1 + p/100
            // ("falls by less than 10%" beside `>= 0.9`).
            let value = written.trim_end_matches('%').parse::<f64>().ok();
            let forms: Vec<f64> = match (kind, value) {
                (Typed::Decimal, Some(v)) => vec![v],
                (Typed::Share, Some(p)) => vec![p, p / 100.0, 1.0 - p / 100.0, 1.0 + p / 100.0],
                _ => vec![],
            };
            let near = |a: f64, b: f64| (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0);
            if forms.iter().any(|&f| claimed.iter().any(|&c| near(f, c))) {
                continue;
            }
            let entry = allowed.iter().position(|a| {
                a.file == name && line.contains(&a.words) && a.words.contains(written.as_str())
            });
            match entry {
                Some(k) => {
                    used[k] = true;
                    found.extend(unheld(&allowed[k], written, &name));
                }
                None => unlisted.push(written.as_str()),
            }
        }
        if !unlisted.is_empty() {
            let bounds = if claimed.is_empty() {
                String::new()
            } else {
                let shown: Vec<String> = claimed.iter().map(f64::to_string).collect();
                format!(
                    " (the claims within two lines bound {}, and none is it: where one \
                     checks it, write the number it holds)",
                    shown.join(", ")
                )
            };
            found.push(format!(
                "{name}:{number}: {} typed{bounds}: render it with {{{{#measured ...}}}}, or, \
                 once you have checked it, list words of the line that hold it in \
                 tests/typed-numbers.txt with why it is not a measurement: a number worked \
                 out from others gives its formula in code font (`= 20833250/375250 ~55`), \
                 one a test counts names the test in code font, and either is then held \
                 to it: {}",
                unlisted.join(", "),
                as_written.trim()
            ));
        }
    }
    found
}

/// A chapter's measured numbers come from `figures/data/`: a line that types a number
/// with a unit ("4.2 ms") renders it with `{{#measured ...}}`, or is listed in
/// `tests/typed-numbers.txt` with why it is not a measurement (arithmetic, the size of
/// a type). A sentence that compares measurements ("faster", "widens", "within
/// seconds") holds a `{{#claim ...}}` that checks it (docs/tooling.md, "Checked
/// claims"), or, said of something else (a bound in O-notation), is marked
/// `<!-- not measured: "faster", why -->`, naming the word (`book_tools::prose`).
#[test]
fn every_sentence_that_states_a_measurement_is_backed() {
    let allowed = not_measured();
    let mut used = vec![false; allowed.len()];
    let mut found = typed_lines(&allowed, &mut used);
    found.extend(in_chapters(book_tools::prose::unbacked));
    for (entry, used) in allowed.iter().zip(&used) {
        if !used {
            found.push(format!(
                "tests/typed-numbers.txt:{}: `{}` is on no line of {} that types a number \
                 any more",
                entry.line_of_list, entry.words, entry.file
            ));
        }
    }
    assert!(
        found.is_empty(),
        "A chapter or a page states a measurement that nothing backs (docs/tooling.md, \
         \"Measured numbers\" and \"Not a measurement\"):\n  {}",
        found.join("\n  ")
    );
}

/// The text of a comment's line (`//`, `///` or `//!`: a chapter shows the comments
/// of anchored code too), `None` for any other line. A comment after code on its line
/// is read from its `//`.
fn comment_text(line: &str) -> Option<&str> {
    let at = line.find("//")?;
    let text = &line[at + 2..];
    Some(text.strip_prefix(['/', '!']).unwrap_or(text))
}

/// No comment in `code/` types a time: a doc comment says what a limit is, and the
/// chapter shows the measured time; a chapter shows anchored code's comments too.
#[test]
fn no_comment_in_code_types_a_time() {
    let mut found = Vec::new();
    for (name, number, [_, line], typed, _) in typed_in("code", "rs", comment_text) {
        for (written, kind) in typed {
            if kind == Typed::Time {
                found.push(format!(
                    "{name}:{number}: \"{written}\" in: {}",
                    line.trim()
                ));
            }
        }
    }
    assert!(
        found.is_empty(),
        "A comment in code/ states a time; say what the limit is and point to the \
         chapter that shows the measured time:\n  {}",
        found.join("\n  ")
    );
}

/// A chapter gives a limit's value with `{{#const ...}}`, from the compiled
/// crate: no number is typed in a column of limits, nor a number of four
/// digits or more in a paragraph that names a limit
/// (`book_tools::prose::typed_values`).
#[test]
fn no_chapter_types_the_value_of_a_limit() {
    let found = in_chapters(book_tools::prose::typed_values);
    assert!(
        found.is_empty(),
        "A chapter types a number beside a limit; write {{{{#const <path>}}}} (docs/tooling.md, \
         \"The book's directives\"), or, for a number derived from it, a formula:\n  {}",
        found.join("\n  ")
    );
}

/// The value of the constant `name` of the game module `module`, wherever the public
/// API puts it (`stone_game::MAX_LEN`, `stone_game::book::MAX_MEMO_LEN`).
fn limit_in(module: &str, name: &str) -> Option<u128> {
    book_tools::constants::ALL
        .iter()
        .find(|(path, _)| {
            path.split("::").next() == Some(module) && path.rsplit("::").next() == Some(name)
        })
        .map(|&(_, value)| value)
}

/// The numbers of four digits or more in `doc`, outside code and math, as written.
fn long_numbers(doc: &str) -> Vec<String> {
    let mut plain = String::new();
    let (mut code, mut math) = (false, false);
    for c in doc.chars() {
        match c {
            '`' => code = !code,
            '$' => math = !math,
            _ if !code && !math => plain.push(c),
            _ => plain.push(' '),
        }
    }
    plain
        .split(|c: char| !(c.is_ascii_digit() || c == ','))
        .map(|word| word.trim_matches(','))
        .filter(|word| word.chars().filter(char::is_ascii_digit).count() >= 4)
        .map(str::to_string)
        .collect()
}

/// Each limit of `text` (a `pub const MAX_...`), with the index of its line and
/// its doc comment, its lines joined by spaces.
fn limit_docs(text: &str) -> Vec<(usize, &str, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        let Some(limit) = line
            .trim_start()
            .strip_prefix("pub const ")
            .and_then(|rest| rest.split(':').next())
            .filter(|n| n.starts_with("MAX_"))
        else {
            continue;
        };
        let above = lines[..index].iter().rev().map(|l| l.trim_start());
        let doc: Vec<&str> = above
            .take_while(|l| l.starts_with("///") || l.starts_with("#["))
            .filter_map(|l| l.strip_prefix("///"))
            .map(str::trim)
            .collect();
        found.push((
            index,
            limit,
            doc.into_iter().rev().collect::<Vec<_>>().join(" "),
        ));
    }
    found
}

/// A limit's doc comment, which docs.rs publishes, types no number of four digits or
/// more but its own value or the value of a limit it names (`` [`MAX_TABLE_BYTES`] ``):
/// a number derived from it is said as a formula, and rustdoc shows the value.
#[test]
fn every_limits_doc_types_only_its_value_or_a_named_limits() {
    let mut found = Vec::new();
    for file in files_under(&root().join("code/src"), "rs") {
        let name = file.strip_prefix(root()).unwrap().display().to_string();
        let Some(module) = name
            .split('/')
            .nth(2)
            .filter(|m| m.starts_with("stone_game"))
        else {
            continue;
        };
        let text = fs::read_to_string(&file).unwrap();
        for (index, limit, doc) in limit_docs(&text) {
            let named = doc
                .split('`')
                .skip(1)
                .step_by(2)
                .filter(|w| w.starts_with("MAX_"));
            let allowed: Vec<u128> = std::iter::once(limit)
                .chain(named)
                .filter_map(|n| limit_in(module, n))
                .collect();
            for written in long_numbers(&doc) {
                let value: Option<u128> = written.replace(',', "").parse().ok();
                if !value.is_some_and(|v| allowed.contains(&v)) {
                    found.push(format!(
                        "{name}:{}: {limit}'s doc types {written}",
                        index + 1
                    ));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "A limit's doc types a number that is neither its value nor a named limit's; say it \
         as a formula (\"n² cells of 16 bytes within `MAX_TABLE_BYTES`\"), which rustdoc \
         follows with the value:\n  {}",
        found.join("\n  ")
    );
}

/// Each message of an assert that quotes a limit's doc, `"MAX_...: ..."`, in
/// `text` (a Rust file): the limit's name and the rest, each string read as
/// Rust reads it (a `\` line break closed up), macros' arguments included.
fn quoted_docs(text: &str) -> Vec<(String, String)> {
    fn strings(tokens: proc_macro2::TokenStream, out: &mut Vec<String>) {
        for token in tokens {
            match token {
                proc_macro2::TokenTree::Group(group) => strings(group.stream(), out),
                proc_macro2::TokenTree::Literal(literal) => {
                    let string = syn::parse_str::<syn::LitStr>(&literal.to_string());
                    out.extend(string.map(|s| s.value()));
                }
                _ => {}
            }
        }
    }
    let mut found = Vec::new();
    strings(text.parse().expect("Rust tokens"), &mut found);
    found
        .into_iter()
        .filter_map(|string| {
            let (name, said) = string.split_once(": ")?;
            let name = name.starts_with("MAX_").then(|| name.to_string())?;
            Some((name, said.to_string()))
        })
        .collect()
}

/// The numbers `said` writes, each with its power of ten (`1.25 × 10⁹`,
/// `10,000`), and each with its unit (`800 MB`), as the typed-number check
/// reads them.
fn derived_numbers(said: &str) -> Vec<String> {
    let with_units = typed_quantities(said)
        .into_iter()
        .map(|(written, _)| written);
    numbers_written(said)
        .into_iter()
        .chain(with_units)
        .collect()
}

/// The test that works out each number a limit's doc derives
/// (`every_number_a_limits_doc_derives_follows_from_its_value`) quotes the doc
/// in its messages (`"MAX_ROLLING_LEN: n²/2, 1.25 × 10⁹"`): each number a
/// message writes is in that limit's doc, so that a doc whose number changes
/// fails here unless its test's copy, and so its assert, changes too.
/// Each game's `error.rs`, where its limits and their tests are: its path
/// from the root, and its file.
fn error_files() -> Vec<(String, std::path::PathBuf)> {
    files_under(&root().join("code/src"), "rs")
        .into_iter()
        .map(|file| {
            (
                file.strip_prefix(root()).unwrap().display().to_string(),
                file,
            )
        })
        .filter(|(name, _)| name.ends_with("/error.rs"))
        .collect()
}

#[test]
fn every_number_a_limits_test_quotes_is_in_its_doc() {
    let mut found = Vec::new();
    let mut quoted = 0;
    for (name, file) in error_files() {
        let game = file.parent().unwrap();
        let mut docs = std::collections::BTreeMap::new();
        for source in files_under(game, "rs") {
            let text = fs::read_to_string(&source).unwrap();
            for (_, limit, doc) in limit_docs(&text) {
                docs.insert(limit.to_string(), doc);
            }
        }
        let text = fs::read_to_string(&file).unwrap();
        for (limit, said) in quoted_docs(&text) {
            let Some(doc) = docs.get(&limit) else {
                found.push(format!(
                    "{name}: a message quotes {limit}, which is no limit here"
                ));
                continue;
            };
            for number in derived_numbers(&said) {
                quoted += 1;
                if !doc.contains(&number) {
                    found.push(format!(
                        "{name}: {limit}'s doc does not say {number}: {said}"
                    ));
                }
            }
        }
    }
    assert!(
        quoted >= 100,
        "only {quoted} numbers quoted in the limits' tests"
    );
    assert!(
        found.is_empty(),
        "A limit's test quotes a number its doc does not say: work the number out again, \
         in the doc and in the test's assert:\n  {}",
        found.join("\n  ")
    );
}

/// A game's `Error` (the enum, its variants and their fields) works out no
/// number: no power (`2³²`, `3 · 10⁷`) and no quantity with a unit (`16
/// GiB`). Those are a limit's doc's, where the tests above hold them to the
/// limit's value; an error's doc names the limit, or links the doc that
/// works the number out. (Reviewer BE: a limit raised, every failing test
/// mended, and III's `TooManySteps` still said the old limit's steps.)
#[test]
fn no_error_doc_works_out_a_number_a_limits_doc_should() {
    let mut found = Vec::new();
    let mut docs = 0;
    for (name, file) in error_files() {
        let text = fs::read_to_string(&file).unwrap();
        let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        for item in &parsed.items {
            let syn::Item::Enum(error) = item else {
                continue;
            };
            if error.ident != "Error" {
                continue;
            }
            let mut said = vec![doc_text(&error.attrs)];
            for variant in &error.variants {
                said.push(doc_text(&variant.attrs));
                said.extend(variant.fields.iter().map(|f| doc_text(&f.attrs)));
            }
            for doc in said.into_iter().filter(|d| !d.is_empty()) {
                docs += 1;
                let powers = numbers_written(&doc).into_iter().filter(|n| {
                    n.contains(['×', '·']) || n.chars().any(|c| "⁰¹²³⁴⁵⁶⁷⁸⁹".contains(c))
                });
                let superscript = doc
                    .split(|c: char| c.is_whitespace() || c == '(')
                    .filter(|w| w.chars().any(|c| "⁰¹²³⁴⁵⁶⁷⁸⁹".contains(c)))
                    .map(str::to_string);
                let units = typed_quantities(&doc).into_iter().map(|(w, _)| w);
                let mut worked: Vec<String> = powers.chain(units).collect();
                for word in superscript {
                    if !worked.iter().any(|w| w.contains(&word)) {
                        worked.push(word);
                    }
                }
                for written in worked {
                    found.push(format!("{name}: `Error`'s doc works out {written}: {doc}"));
                }
            }
        }
    }
    assert!(docs >= 60, "only {docs} docs of the games' errors read");
    assert!(
        found.is_empty(),
        "An error's doc works out a number, which no test holds to its limit: name the \
         limit (`[`MAX_LEN`]`), or link the doc that works it out:\n  {}",
        found.join("\n  ")
    );
}

/// The doc comment `attrs` carry, its lines joined by spaces.
fn doc_text(attrs: &[syn::Attribute]) -> String {
    book_tools::cfg::doc_lines(attrs).join(" ")
}

/// The other way: each quantity with a unit a limit's doc works out (`8 MiB`,
/// `400 MB`, `10⁷ calls`) is quoted by a message of its folder's tests, and so
/// worked out by an assert. A doc whose arithmetic is wrong (`160 MB` for
/// 144) fails here, where no assert checked it.
#[test]
fn every_quantity_a_limits_doc_works_out_is_quoted_by_its_test() {
    let mut found = Vec::new();
    let mut said_by_docs = 0;
    let mut folders: Vec<_> = files_under(&root().join("code/src"), "rs")
        .into_iter()
        .filter_map(|file| file.parent().map(Path::to_path_buf))
        .collect();
    folders.sort();
    folders.dedup();
    for folder in folders {
        let sources: Vec<_> = fs::read_dir(&folder)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|e| e == "rs"))
            .collect();
        let mut quoted: std::collections::BTreeMap<String, String> = Default::default();
        let mut docs = Vec::new();
        for source in &sources {
            let text = fs::read_to_string(source).unwrap();
            for (limit, said) in quoted_docs(&text) {
                let all = quoted.entry(limit).or_default();
                all.push_str(&said);
                all.push('\n');
            }
            let name = source.strip_prefix(root()).unwrap().display().to_string();
            for (index, limit, doc) in limit_docs(&text) {
                docs.push((format!("{name}:{}", index + 1), limit.to_string(), doc));
            }
        }
        for (place, limit, doc) in docs {
            let tested = quoted.get(&limit).map_or("", String::as_str);
            for (written, _) in typed_quantities(&doc) {
                said_by_docs += 1;
                if !tested.contains(&written) {
                    found.push(format!("{place}: {limit}'s doc says {written}"));
                }
            }
        }
    }
    assert!(
        said_by_docs >= 40,
        "only {said_by_docs} quantities in the limits' docs"
    );
    assert!(
        found.is_empty(),
        "A limit's doc works out a quantity no test checks: add it to the message of an assert \
         that works it out (`every_number_a_limits_doc_derives_follows_from_its_value`, \
         \"{{limit}}: ...\"), or correct the doc:\n  {}",
        found.join("\n  ")
    );
}

#[test]
fn a_number_is_read_with_its_power_and_unit_and_not_inside_a_word() {
    let said = "n²/2, 1.25 × 10⁹; 800 MB at 10,000 stones, of i128, 16 GiB, 2³² + 1";
    assert_eq!(
        derived_numbers(said),
        [
            "2",
            "1.25 × 10⁹",
            "800",
            "10,000",
            "16",
            "1",
            "800 MB",
            "16 GiB"
        ]
    );
    let text = "assert!(x, \"MAX_LEN: 2³³ + 3, ⌊n/2⌋ \\\n            ≤ 2³² + 1\");";
    assert_eq!(
        quoted_docs(text),
        [(
            "MAX_LEN".to_string(),
            "2³³ + 3, ⌊n/2⌋ ≤ 2³² + 1".to_string()
        )]
    );
}

/// The ratios a chapter renders (`{{#measured file a / b}}` prints "3.2×") that
/// its text follows with "times", which would read "3.2× times": their lines.
fn ratios_read_twice(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for ratio in find_directives(text) {
        let after = text[ratio.span.end..].trim_start().to_lowercase();
        let ratio_of_two = ratio.kind == Kind::Measured && ratio.args.contains(" / ");
        if ratio_of_two && (after.starts_with("times") || after.starts_with('×')) {
            found.push((ratio.line, ratio.args));
        }
    }
    found
}

/// A ratio renders with its own ×: a chapter does not add "times" after it.
#[test]
fn no_chapter_follows_a_rendered_ratio_with_times() {
    let found = in_chapters(ratios_read_twice);
    assert!(
        found.is_empty(),
        "a ratio `{{{{#measured a / b}}}}` renders as \"3.2×\": drop the \"times\" after it \
         (\"3.2× faster\"):\n  {}",
        found.join("\n  ")
    );
}

#[test]
fn a_ratio_followed_by_times_is_found_and_a_time_is_not() {
    assert_eq!(
        ratios_read_twice("is {{#measured f a n=5 / b}} times faster")[0].0,
        1
    );
    assert!(ratios_read_twice("is {{#measured f a n=5 / b}} faster").is_empty());
    assert!(ratios_read_twice("takes {{#measured f a n=5}} times two").is_empty());
}

/// The values of the numbers a limit's test quotes in `message`: `2.4 ×
/// 10⁹` (or `2.4 · 10⁹`, as the crate's docs write it too), `10⁸`, `5.2
/// million`, `128 MB`, `16 bytes`, `10,000`, `8-byte`; each as written too
/// (`128` of `128 MB`, an assert in megabytes), and a power's base and
/// exponent (`10` and `8` of `10⁸`).
fn quoted_values(message: &str) -> Vec<f64> {
    let power = |word: &str| -> Option<f64> {
        let at = word.find(|c: char| "⁰¹²³⁴⁵⁶⁷⁸⁹".contains(c))?;
        let base: f64 = word[..at].parse().ok()?;
        let digits: String = word[at..]
            .chars()
            .map(|c| "⁰¹²³⁴⁵⁶⁷⁸⁹".chars().position(|d| d == c))
            .map(|d| d.map(|d| char::from(b'0' + d as u8)))
            .collect::<Option<String>>()?;
        Some(base.powi(digits.parse().ok()?))
    };
    let number = |word: &str| -> Option<f64> {
        let word = word.strip_suffix("-byte").unwrap_or(word);
        let plain: String = word.chars().filter(|&c| c != ',').collect();
        plain.parse().ok().or_else(|| power(word))
    };
    // A power's base and exponent, as written: 10 and 8 of `10⁸`.
    let parts = |word: &str| -> Vec<f64> {
        let Some(at) = word.find(|c: char| "⁰¹²³⁴⁵⁶⁷⁸⁹".contains(c)) else {
            return Vec::new();
        };
        let exponent: String = word[at..]
            .chars()
            .filter_map(|c| "⁰¹²³⁴⁵⁶⁷⁸⁹".chars().position(|d| d == c))
            .map(|d| char::from(b'0' + d as u8))
            .collect();
        [&word[..at], exponent.as_str()]
            .iter()
            .filter_map(|n| n.parse().ok())
            .collect()
    };
    let scale = |word: &str| match word {
        "million" => Some(1e6),
        "billion" => Some(1e9),
        "KB" | "kB" => Some(1e3),
        "MB" => Some(1e6),
        "GB" => Some(1e9),
        "KiB" => Some(1024.0),
        "MiB" => Some(1024.0 * 1024.0),
        "GiB" => Some(1024.0 * 1024.0 * 1024.0),
        _ => None,
    };
    let words: Vec<&str> = message
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| "(),;:".contains(c)))
        .collect();
    let mut values = Vec::new();
    for (k, word) in words.iter().enumerate() {
        let Some(mut value) = number(word) else {
            continue;
        };
        values.push(value);
        values.extend(parts(word));
        match (words.get(k + 1), words.get(k + 2)) {
            (Some(&("×" | "·" | "\\cdot")), Some(ten)) => value *= power(ten).unwrap_or(1.0),
            (Some(next), _) => value *= scale(next).unwrap_or(1.0),
            _ => {}
        }
        values.push(value);
    }
    values
}

/// The number literals of `tokens`, as values, in their groups too.
fn number_literals(tokens: proc_macro2::TokenStream, out: &mut Vec<f64>) {
    for token in tokens {
        match token {
            proc_macro2::TokenTree::Group(group) => number_literals(group.stream(), out),
            proc_macro2::TokenTree::Literal(literal) => {
                match syn::parse_str::<syn::Lit>(&literal.to_string()) {
                    Ok(syn::Lit::Float(f)) => out.extend(f.base10_parse::<f64>().ok()),
                    Ok(syn::Lit::Int(i)) => out.extend(i.base10_parse::<f64>().ok()),
                    _ => {}
                }
            }
            _ => {}
        }
    }
}

/// Whether `stream` is number literals alone, in a tuple or not: an
/// expected value worked out by an expression says its own sums.
fn only_literals(stream: &proc_macro2::TokenStream) -> bool {
    use proc_macro2::TokenTree::{Group, Ident, Literal, Punct};
    stream.clone().into_iter().all(|t| match t {
        Literal(_) => true,
        Punct(p) => p.as_char() == ',' || p.as_char() == '-',
        Group(g) => {
            g.delimiter() == proc_macro2::Delimiter::Parenthesis && only_literals(&g.stream())
        }
        Ident(_) => false,
    })
}

/// The arguments of a macro's group, split at the commas outside any group.
fn macro_arguments(group: &proc_macro2::Group) -> Vec<proc_macro2::TokenStream> {
    let mut args = vec![proc_macro2::TokenStream::new()];
    for t in group.stream() {
        match &t {
            proc_macro2::TokenTree::Punct(p) if p.as_char() == ',' => {
                args.push(proc_macro2::TokenStream::new());
            }
            _ => args.last_mut().unwrap().extend([t]),
        }
    }
    args
}

/// Each `assert_eq!` of `tokens` whose expected value is number literals
/// alone ([`only_literals`]), as those values and the assert's message.
fn asserted_literals(tokens: proc_macro2::TokenStream, out: &mut Vec<(Vec<f64>, String)>) {
    let tokens: Vec<proc_macro2::TokenTree> = tokens.into_iter().collect();
    for (k, token) in tokens.iter().enumerate() {
        let proc_macro2::TokenTree::Group(group) = token else {
            continue;
        };
        let is_assert_eq = k >= 2
            && matches!(&tokens[k - 2], proc_macro2::TokenTree::Ident(i) if i == "assert_eq");
        if !is_assert_eq {
            asserted_literals(group.stream(), out);
            continue;
        }
        let args = macro_arguments(group);
        let message = args
            .get(2)
            .and_then(|m| syn::parse2::<syn::LitStr>(m.clone()).ok())
            .map(|m| m.value());
        if let (Some(expected), Some(message)) = (args.get(1), message) {
            if only_literals(expected) {
                let mut values = Vec::new();
                number_literals(expected.clone(), &mut values);
                out.push((values, message));
            }
        }
    }
}

/// Each value a limit's test expects is a number its message quotes, and so
/// one its limit's doc says ([`every_number_a_limits_test_quotes_is_in_its_doc`]):
/// an assert whose expected value was worked out again, with its message
/// and its doc left as they were, fails here.
#[test]
fn every_value_a_limits_test_expects_is_a_number_its_message_quotes() {
    let mut found = Vec::new();
    let mut checked = 0;
    for (name, file) in error_files() {
        let text = fs::read_to_string(&file).unwrap();
        let mut asserts = Vec::new();
        asserted_literals(text.parse().expect("Rust tokens"), &mut asserts);
        for (expected, message) in asserts {
            if !message.starts_with("MAX_") {
                continue;
            }
            let quoted = quoted_values(&message);
            let near = |a: f64, b: f64| (a - b).abs() <= 1e-9 * a.abs().max(b.abs());
            for value in expected {
                checked += 1;
                if !quoted.iter().any(|&q| near(q, value)) {
                    found.push(format!(
                        "{name}: an assert expects {value}, which its message does not quote: \
                         {message}"
                    ));
                }
            }
        }
    }
    assert!(
        checked >= 50,
        "only {checked} values expected by the limits' tests"
    );
    assert!(
        found.is_empty(),
        "A limit's test expects a value its message does not quote: work the number out \
         again in the message and in the limit's doc too (the doc is what docs.rs shows):\n  {}",
        found.join("\n  ")
    );
}

#[test]
fn a_quoted_number_is_read_with_its_power_and_unit() {
    let values =
        quoted_values("M: 2.4 × 10⁹ (128 MB), 5.2 million, 10,000 of 16 bytes, 10⁸, 2 · 10⁷");
    for value in [2.4e9, 128e6, 128.0, 5.2e6, 1e4, 16.0, 1e8, 10.0, 8.0, 2e7] {
        assert!(values.contains(&value), "{value} in {values:?}");
    }
}

/// The Rust files that hold the tests of the game whose chapters are in
/// `src/<folder>/`: its module, its property tests and its extremes (not
/// the property tests of every game, whose bounds are other games' too).
fn games_test_sources(folder: &str) -> String {
    let game = folder.replace('-', "_");
    let properties = root().join("tests/properties");
    let mut files = files_under(&root().join("code/src").join(&game), "rs");
    files.push(properties.join(format!("{game}.rs")));
    for file in files_under(&properties.join("extremes"), "rs") {
        let stem = file.file_stem().map(|s| s.to_string_lossy().to_string());
        if stem.is_some_and(|s| s.trim_end_matches("_position") == game) {
            files.push(file);
        }
    }
    files
        .iter()
        .filter_map(|f| fs::read_to_string(f).ok())
        .collect()
}

/// The tests `sentence` names in code font that `sources` holds as a
/// `#[test]` function, and, for a function it names that is no test
/// (`best_first_cuts`), each test that calls it: each one's name, and its
/// text with what sets its bounds: the `proptest_config` of its
/// `proptest!` block, and the text of each function of `sources` it calls
/// (a strategy, a maker of rows).
fn named_tests(sentence: &str, sources: &str) -> Vec<NamedTest> {
    let is_name = |n: &str| n.contains('_') && n.chars().all(|c| c == '_' || c.is_alphanumeric());
    let mut found: Vec<NamedTest> = Vec::new();
    // A path names its last item: `stone_game_v::exercises::best_first_cuts`.
    let mut at = 0;
    for (k, span) in sentence.split('`').enumerate() {
        let span_at = at;
        at += span.len() + 1;
        let name = span.rsplit("::").next().unwrap_or(span);
        if k % 2 == 0 || !is_name(name) {
            continue;
        }
        let tests = if test_at(sources, name).is_some() {
            vec![name.to_string()]
        } else {
            tests_that_call(sources, name)
        };
        for test in tests {
            if found.iter().any(|t| t.name == test && t.at == span_at) {
                continue;
            }
            let Some(start) = test_at(sources, &test) else {
                continue;
            };
            let text = item_of(sources, &test).map_or("", |(_, text)| text);
            let mut scope = text.to_string();
            let block = sources[..start].rfind("proptest! {").unwrap_or(start);
            if let Some(config) = sources[block..start].find("proptest_config(") {
                scope.extend(sources[block + config..].lines().next());
            }
            for call in called(text).into_iter().filter(|w| *w != test) {
                scope.extend(item_of(sources, call).map(|(_, helper)| helper));
            }
            found.push(NamedTest {
                name: test,
                scope,
                at: span_at,
            });
        }
    }
    found
}

/// A test a sentence names in code font (or a test of a function it
/// names): its name, its text and what sets its bounds, and where in the
/// sentence the name is.
struct NamedTest {
    name: String,
    scope: String,
    at: usize,
}

/// The tests of `tests` a bound at `at` of `sentence` is held to: of those
/// named in its clause (between semicolons), the first named after it ("on
/// 512 random rows (`every_method_...`)"), else the last named before it
/// ("the test `x` checks ... up to 8"); with none in its clause, every test
/// of the sentence. Their names and their text.
fn beside<'t>(tests: &'t [NamedTest], sentence: &str, at: usize) -> (Vec<&'t str>, String) {
    let start = sentence[..at].rfind(';').map_or(0, |k| k + 1);
    let end = sentence[at..].find(';').map_or(sentence.len(), |k| at + k);
    let clause: Vec<&NamedTest> = tests
        .iter()
        .filter(|t| (start..end).contains(&t.at))
        .collect();
    let after = clause.iter().map(|t| t.at).filter(|&t| t > at).min();
    let before = clause.iter().map(|t| t.at).filter(|&t| t < at).max();
    let near: Vec<&NamedTest> = match after.or(before) {
        Some(named) => clause.into_iter().filter(|t| t.at == named).collect(),
        None => tests.iter().collect(),
    };
    let names = near.iter().map(|t| t.name.as_str()).collect();
    (names, near.iter().map(|t| t.scope.as_str()).collect())
}

/// The names `text` calls: each name right before a `(`, nested calls too
/// (`long(long_rows())` calls `long` and `long_rows`).
fn called(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices('(') {
        let before = &text[..at];
        let start = before
            .rfind(|c: char| !(c == '_' || c.is_alphanumeric()))
            .map_or(0, |k| k + 1);
        if start < at {
            found.push(&text[start..at]);
        }
    }
    found
}

/// The lines of a chapter's Rust blocks, hidden lines included.
fn rust_blocks(chapter: &str) -> String {
    use book_tools::blocks::{code_blocks, info_tokens};
    let rust = code_blocks(chapter)
        .into_iter()
        .filter(|block| info_tokens(&block.info).any(|t| t == "rust"));
    rust.flat_map(|block| block.lines)
        .map(|line| line + "\n")
        .collect()
}

/// Where the `#[test]` function `name` of `sources` starts, if it is one.
fn test_at(sources: &str, name: &str) -> Option<usize> {
    let (start, _) = item_of(sources, name)?;
    let above = sources[..start].lines().rev().map(str::trim);
    let mut attributes = above.take_while(|l| l.starts_with("///") || l.starts_with("#["));
    attributes.any(|l| l == "#[test]").then_some(start)
}

/// The names of the `#[test]` functions of `sources` whose text calls
/// `function` (`function(`, not as part of a longer name).
fn tests_that_call(sources: &str, function: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (at, _) in sources.match_indices("#[test]") {
        let Some(fn_at) = sources[at..].find("fn ") else {
            continue;
        };
        let rest = &sources[at + fn_at + 3..];
        let test = rest.split('(').next().unwrap_or("").trim();
        let Some((_, text)) = item_of(sources, test) else {
            continue;
        };
        let calls = text.match_indices(&format!("{function}(")).any(|(k, _)| {
            let before = text[..k].chars().next_back();
            !before.is_some_and(|c| c == '_' || c.is_alphanumeric())
        });
        if calls && !found.iter().any(|f| f == test) {
            found.push(test.to_string());
        }
    }
    found
}

/// The function `name` of `sources`: where its line starts, and its text from
/// that line to the next item at its indent.
fn item_of<'a>(sources: &'a str, name: &str) -> Option<(usize, &'a str)> {
    let at = sources.find(&format!("fn {name}("))?;
    let start = sources[..at].rfind('\n').map_or(0, |k| k + 1);
    let indent = at - start;
    let mut offset = start;
    for (k, line) in sources[start..].split_inclusive('\n').enumerate() {
        let text = line.trim_start();
        let item = ["#[", "fn ", "///", "pub ", "proptest!", "}"]
            .iter()
            .any(|p| text.starts_with(p));
        if k > 0 && item && line.len() - text.len() <= indent && !text.is_empty() {
            return Some((start, &sources[start..offset]));
        }
        offset += line.len();
    }
    Some((start, &sources[start..]))
}

/// The line of `text` (from 1) that writes the number of a bound's `words`,
/// at or after `first`, its sentence's first line.
fn line_of(text: &str, first: usize, words: &str) -> usize {
    let number = words
        .split(' ')
        .find(|w| w.starts_with(|c: char| c.is_ascii_digit() || c == '$'));
    let lines = text.lines().enumerate().skip(first - 1);
    let mut lines = lines.filter(|(_, l)| number.is_some_and(|n| l.contains(n)));
    lines.next().map_or(first, |(k, _)| k + 1)
}

/// A part's chapter that says how far its tests go ("random rows of up to
/// 3,000 stones", "512 random rows") says what its game's tests write: the
/// size as a range's end (`..=3_000`), the cases as `cases(512)`; in the
/// tests its sentence names, when it names some. One of the typed numbers
/// (docs/tooling.md, "Not a measurement"); a number in words is review's.
#[test]
fn every_test_bound_a_chapter_states_is_written_in_its_games_tests() {
    let (mut checked, mut wrong, mut unnamed) = (0, Vec::new(), Vec::new());
    for PartChapter {
        name, folder, text, ..
    } in part_chapters()
    {
        let sources = games_test_sources(&folder);
        for sentence in book_tools::prose::sentences(&text) {
            let bounds = book_tools::prose::test_bounds(&sentence.text);
            if bounds.is_empty() {
                continue;
            }
            let mut tests = named_tests(&sentence.text, &sources);
            // "The block checks ...": the chapter's own blocks are the test.
            if let Some(at) = sentence.text.find("block").filter(|_| tests.is_empty()) {
                let scope = rust_blocks(&text);
                let name = "the chapter's blocks".into();
                tests.push(NamedTest { name, scope, at });
            }
            let mut from = 0;
            for (words, bound) in bounds {
                checked += 1;
                let at = sentence.text[from..]
                    .find(&words)
                    .map_or(from, |k| from + k);
                from = at + 1;
                let (names, scope) = beside(&tests, &sentence.text, at);
                if names.is_empty() {
                    unnamed.push(format!("{name}:{}: \"{words}\"", sentence.line));
                    continue;
                }
                if !book_tools::prose::writes_bound(&scope, bound) {
                    let line = line_of(&text, sentence.line, &words);
                    let within = names.join(", ");
                    wrong.push(format!("{name}:{line}: \"{words}\", not in {within}"));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "A chapter says its tests go further, or less far, than the tests of its game \
         write (a size as `..=N`, cases as `cases(N)`, in code/src/<game>/ or \
         tests/properties/): mend the sentence or the test:\n  {}",
        wrong.join("\n  ")
    );
    assert!(checked > 20, "only {checked} bounds read");
    assert!(
        unnamed.is_empty(),
        "A chapter says how far tests go and names no test: name in code font the test \
         that writes the bound, or the function it tests, so that the bound is held to \
         that test:\n  {}",
        unnamed.join("\n  ")
    );
}
