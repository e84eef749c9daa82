//! Links and names: to the published book's headings, to items that exist, and
//! the sentences that say what a function runs.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use book_tools::api::{self, Kind};
use book_tools::directives::find_directives;

use super::{files_under, root, tracked_files};

/// Where the book is published; the crate's documentation links to its
/// chapters there, as docs.rs shows it with no book beside it.
const PUBLISHED: &str = "https://stone-games.github.io/stone-games/";

/// The id mdBook 0.5 gives a heading: its text in lower case, spaces as
/// `-`, and only letters, digits, `-` and `_` kept.
fn heading_id(heading: &str) -> String {
    heading
        .trim()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c.to_ascii_lowercase()),
            _ => None,
        })
        .collect()
}

/// The ids of the headings of a chapter, outside its code blocks.
fn heading_ids(markdown: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    let mut in_fence = false;
    for line in markdown.lines() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
        } else if !in_fence && line.starts_with('#') {
            let text = line.trim_start_matches('#');
            ids.insert(heading_id(text));
        }
    }
    ids
}

/// Whether `item`, a path of the API documentation published beside the book
/// (`stone_games/`, `stone_games/stone_game_ii/index.html`,
/// `stone_games/stone_game_ii/fn.max_stones.html`), names an item of the
/// crate's public API, as `book_tools::api` reads it from the crate's
/// syntax (`api`, read once by the caller): the module's path and the item's
/// kind and name.
fn api_item_exists(api: &[api::Item], item: &str) -> Result<(), String> {
    let mut parts: Vec<&str> = item.split('/').filter(|p| !p.is_empty()).collect();
    if parts.first() != Some(&"stone_games") {
        return Err("not the crate stone_games".to_string());
    }
    let page = match parts.last() {
        Some(last) if last.ends_with(".html") => parts.pop().unwrap_or_default(),
        _ => "index.html",
    };
    let modules = parts[1..].join("::");
    let (path, kind) = if page == "index.html" {
        if modules.is_empty() {
            return Ok(()); // the crate's front page
        }
        (modules, Kind::Mod)
    } else {
        let (kind, name) = page
            .trim_end_matches(".html")
            .split_once('.')
            .ok_or_else(|| format!("no item in {page}"))?;
        let kind = match kind {
            "fn" => Kind::Fn,
            "struct" => Kind::Struct,
            "enum" => Kind::Enum,
            "constant" => Kind::Const,
            "trait" => Kind::Trait,
            other => return Err(format!("an item of kind {other}")),
        };
        let path = if modules.is_empty() {
            name.to_string()
        } else {
            format!("{modules}::{name}")
        };
        (path, kind)
    };
    let found = api
        .iter()
        .any(|item| item.path_text() == path && item.kind == kind);
    found
        .then_some(())
        .ok_or_else(|| format!("no {kind:?} {path} in the crate's public API"))
}

/// Every link to the published book, in the crate's documentation and the
/// files beside it, names a chapter that exists, and a heading of it if it
/// names one: a renamed chapter or heading fails here, not on a reader.
#[test]
fn every_link_to_the_published_book_names_a_chapter_and_a_heading() {
    let root = root();
    let mut files = files_under(&root.join("code/src"), "rs");
    for extra in ["README.md", "CONTRIBUTING.md", "code/README.md"] {
        if root.join(extra).exists() {
            files.push(root.join(extra));
        }
    }
    files.extend(files_under(&root.join("docs"), "md"));
    if root.join("practice/src").exists() {
        files.extend(files_under(&root.join("practice/src"), "rs"));
    }
    let api = super::public_api();
    let mut links = 0;
    let mut broken = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).expect("a readable file");
        for (at, _) in text.match_indices(PUBLISHED) {
            let rest = &text[at + PUBLISHED.len()..];
            let end = rest
                .find(|c: char| c.is_whitespace() || ")>]`\"'\\".contains(c))
                .unwrap_or(rest.len());
            let target = &rest[..end];
            let (page, heading) = target.split_once('#').unwrap_or((target, ""));
            links += 1;
            let where_ = format!(
                "{}: {PUBLISHED}{target}",
                file.strip_prefix(&root).unwrap_or(file).display()
            );
            if let Some(item) = page.strip_prefix("api/") {
                if let Err(problem) = api_item_exists(api, item) {
                    broken.push(format!("{where_}: {problem}"));
                }
                continue;
            }
            let chapter = match page {
                "" | "index.html" => "introduction.md".to_string(),
                page => page.replace(".html", ".md"),
            };
            match fs::read_to_string(root.join("src").join(&chapter)) {
                Err(_) => broken.push(format!("{where_}: no chapter {chapter}")),
                Ok(markdown) => {
                    if !heading.is_empty() && !heading_ids(&markdown).contains(heading) {
                        broken.push(format!("{where_}: no heading #{heading}"));
                    }
                }
            }
        }
    }
    assert!(links > 20, "only {links} links to the book found");
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

/// Every `book_link!(kind path)` in the crate's documentation names an item of
/// its public API of that kind: without the feature `book`, the link goes to
/// that item's page beside the book, which rustdoc cannot check. (With `book`
/// the link is an intra-doc link, which rustdoc checks.)
#[test]
fn every_link_to_a_book_only_item_names_an_item_of_that_kind() {
    let root = root();
    let api = super::public_api();
    let mut links = 0;
    let mut broken = Vec::new();
    for file in files_under(&root.join("code/src"), "rs") {
        let text = fs::read_to_string(&file).expect("a readable file");
        for (at, _) in text.match_indices("#[doc = book_link!(") {
            let rest = &text[at + "#[doc = book_link!(".len()..];
            let call = &rest[..rest.find(')').unwrap_or(rest.len())];
            let mut words = call.split_whitespace();
            let (kind, path) = (words.next().unwrap_or(""), words.collect::<String>());
            let mut page: Vec<&str> = path.split("::").collect();
            let name = page.pop().unwrap_or_default();
            let item = format!("stone_games/{}/{kind}.{name}.html", page.join("/"));
            links += 1;
            if let Err(problem) = api_item_exists(api, &item) {
                let file = file.strip_prefix(&root).unwrap_or(&file);
                broken.push(format!("{}: {kind} {path}: {problem}", file.display()));
            }
        }
    }
    assert!(links > 50, "only {links} links to book-only items found");
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

/// Every `{{#calls module::function callee ...}}` holds: each function of the
/// chain calls the next ([`book_tools::calls`]). A sentence that says what a
/// function runs ends with one (review holds that), so that changing the
/// function fails here, naming the sentence.
#[test]
fn every_sentence_about_what_a_function_runs_holds() {
    let root = root();
    let mut checked = 0;
    let mut wrong = Vec::new();
    for chapter in files_under(&root.join("src"), "md") {
        let text = fs::read_to_string(&chapter).expect("a chapter");
        for directive in find_directives(&text) {
            if directive.kind != book_tools::directives::Kind::Calls {
                continue;
            }
            let place = format!(
                "{}:{}",
                chapter.strip_prefix(&root).unwrap_or(&chapter).display(),
                directive.line
            );
            let result = book_tools::calls::parse(&directive.args).and_then(|calls| {
                let folder = root.join("code/src").join(&calls.module);
                let mut files = if folder.is_dir() {
                    files_under(&folder, "rs")
                } else {
                    vec![root.join("code/src").join(format!("{}.rs", calls.module))]
                };
                files.retain(|f| f.exists());
                let sources: Vec<String> = files
                    .iter()
                    .map(|f| fs::read_to_string(f).expect("a source file"))
                    .collect();
                book_tools::calls::check(&calls, &sources)
            });
            checked += 1;
            if let Err(problem) = result {
                wrong.push(format!("{place}: {problem}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "A {{{{#calls}}}} chain no longer holds: fix the sentence and its chain \
         (docs/tooling.md, \"The book's directives\"):\n{}",
        wrong.join("\n")
    );
    assert!(checked > 0, "no {{{{#calls}}}} directive found");
}

/// Each part's one-page chapter says which method its plain answer runs,
/// with a `{{#calls}}` from a function of its game: making another method
/// the default then fails on that sentence, not on none.
#[test]
fn every_one_page_chapter_says_what_its_answer_runs() {
    let root = root();
    let mut missing = Vec::new();
    let mut parts = 0;
    for chapter in files_under(&root.join("src"), "md") {
        if chapter
            .file_name()
            .is_none_or(|name| name != "in-one-page.md")
        {
            continue;
        }
        let part = chapter.parent().and_then(Path::file_name).expect("a part");
        let game = part.to_string_lossy().replace('-', "_");
        let text = fs::read_to_string(&chapter).expect("a chapter");
        let says = find_directives(&text).iter().any(|directive| {
            directive.kind == book_tools::directives::Kind::Calls
                && book_tools::calls::parse(&directive.args).is_ok_and(|c| c.module == game)
        });
        parts += 1;
        if !says {
            missing.push(
                chapter
                    .strip_prefix(&root)
                    .unwrap_or(&chapter)
                    .display()
                    .to_string(),
            );
        }
    }
    assert!(
        missing.is_empty(),
        "These chapters do not say, with a {{{{#calls {{game}}::<answer> <method>}}}} on the \
         sentence that names it, which method their game's answer runs (docs/adding.md, \
         \"Making another method the default\"):\n{}",
        missing.join("\n")
    );
    assert_eq!(parts, 9, "one one-page chapter for each of the nine parts");
}

/// The targets of a page's links that stay in the repository: `[text](target)`
/// and `[name]: target`, outside code blocks, without a scheme (`https:`,
/// `mailto:`).
fn relative_links(markdown: &str) -> Vec<&str> {
    let mut targets = Vec::new();
    let mut in_fence = false;
    for line in markdown.lines() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
            continue;
        }
        if in_fence {
            continue;
        }
        let mut rest = line;
        while let Some(start) = rest.find("](") {
            let after = &rest[start + 2..];
            let end = after.find(')').unwrap_or(after.len());
            targets.push(&after[..end]);
            rest = &after[end..];
        }
        if let Some(definition) = line.strip_prefix('[').and_then(|l| l.split_once("]: ")) {
            targets.push(definition.1.trim());
        }
    }
    targets.retain(|t| !t.contains(':'));
    targets
}

/// `dir/../file` as `file`: a path relative to the repository's root.
fn normalized(path: &Path) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.iter().filter_map(|p| p.to_str()) {
        match part {
            "." => {}
            ".." => {
                parts.pop();
            }
            part => parts.push(part),
        }
    }
    parts.join("/")
}

/// Every link between the repository's own pages (README, CONTRIBUTING, `docs/`,
/// the notes beside the code and the tests; the chapters' links have their own
/// test below) names a tracked file or folder, and a heading of it where it
/// names one: a section moved to another page fails here, not on a contributor.
#[test]
fn every_link_between_pages_of_the_repository_names_a_file_and_a_heading() {
    let root = root();
    let tracked = tracked_files();
    let exists = |path: &str| {
        tracked
            .iter()
            .any(|t| t == path || t.starts_with(&format!("{}/", path.trim_end_matches('/'))))
    };
    let pages = tracked
        .iter()
        .filter(|p| p.ends_with(".md") && !p.starts_with("src/") && !p.starts_with("code/src/"));
    let (mut links, mut broken) = (0, Vec::new());
    for page in pages {
        let text = fs::read_to_string(root.join(page)).expect("a tracked page");
        let folder = Path::new(page).parent().unwrap_or(Path::new(""));
        for target in relative_links(&text) {
            links += 1;
            let (file, heading) = target.split_once('#').unwrap_or((target, ""));
            let file = if file.is_empty() {
                page.clone()
            } else {
                normalized(&folder.join(file))
            };
            if !exists(&file) {
                broken.push(format!("{page}: ({target}): no tracked {file}"));
            } else if !heading.is_empty() {
                let linked = fs::read_to_string(root.join(&file)).unwrap_or_default();
                if !heading_ids(&linked).contains(heading) {
                    broken.push(format!(
                        "{page}: ({target}): no heading #{heading} in {file}"
                    ));
                }
            }
        }
    }
    assert!(links >= 30, "only {links} links found: is the scan broken?");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// The words after a function's name that say it runs, calls or uses something.
const RUNS: [&str; 3] = ["runs ", "calls ", "uses "];

/// The crate functions a sentence says run or call something ("`max_score` runs
/// the same steps in 32 bits", "the one `score_difference` runs"): each name in
/// code font that is in `functions` and is followed, or preceded, by "runs" or
/// "calls".
fn said_to_run<'a>(sentence: &'a str, functions: &BTreeSet<&str>) -> Vec<&'a str> {
    let mut found = Vec::new();
    for (k, quoted) in sentence.split('`').enumerate() {
        if k % 2 == 0 || !functions.contains(quoted.rsplit("::").next().unwrap_or(quoted)) {
            continue;
        }
        let offset = quoted.as_ptr() as usize - sentence.as_ptr() as usize;
        let after = sentence[offset + quoted.len()..]
            .trim_start_matches('`')
            .trim_start();
        let after = ["also ", "then ", "now ", "first ", "only "]
            .iter()
            .find_map(|w| after.strip_prefix(w))
            .unwrap_or(after);
        let before = sentence[..offset.saturating_sub(1)].trim_end();
        let ends_it = before.ends_with("the one") || before.ends_with("what");
        if RUNS.iter().any(|w| after.starts_with(w)) || ends_it && after.starts_with("run") {
            found.push(quoted);
        }
    }
    found
}

/// A sentence that says what a function of the crate runs or calls is a claim
/// about the code: it carries a `{{#calls}}`, which
/// [`every_sentence_about_what_a_function_runs_holds`] checks, so that changing
/// the function fails at the sentence.
#[test]
fn every_sentence_that_says_what_a_function_runs_has_a_calls() {
    let api = super::public_api();
    let functions: BTreeSet<&str> = api
        .iter()
        .filter(|item| item.kind == Kind::Fn)
        .filter_map(|item| item.path.last().map(String::as_str))
        .collect();
    let unchecked = super::in_chapters(|text| {
        let mut found = Vec::new();
        for sentence in book_tools::prose::sentences(text) {
            if sentence.text.contains("{{#calls ") {
                for function in outside_its_chain(&sentence.text, &functions) {
                    found.push((
                        sentence.line,
                        format!("`{function}` is in no chain of: {}", sentence.text),
                    ));
                }
                continue;
            }
            for function in said_to_run(&sentence.text, &functions) {
                found.push((sentence.line, format!("`{function}`: {}", sentence.text)));
            }
        }
        found
    });
    assert!(
        unchecked.is_empty(),
        "These sentences say what a function runs, with no {{{{#calls}}}} to check it: \
         end each with one (docs/tooling.md, \"The book's directives\"), or say it \
         without \"runs\":\n{}",
        unchecked.join("\n")
    );
}

/// The crate functions a sentence names in code font that none of its
/// `{{#calls}}` chains holds: the directive renders nothing, so a name in
/// its sentence that it does not check could go stale unseen.
fn outside_its_chain(sentence: &str, functions: &BTreeSet<&str>) -> Vec<String> {
    let mut chained = BTreeSet::new();
    for directive in find_directives(sentence) {
        if let Ok(calls) = book_tools::calls::parse(&directive.args) {
            chained.extend(calls.chain);
        }
    }
    let words = book_tools::directives::without_directives(sentence);
    let quoted = words.split('`').skip(1).step_by(2);
    quoted
        .filter(|quoted| {
            let name = quoted.rsplit("::").next().unwrap_or(quoted);
            functions.contains(name) && !chained.contains(name)
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn a_sentence_says_a_function_runs_by_runs_calls_or_uses_after_its_name() {
    let functions: BTreeSet<&str> = ["max_score", "score_difference"].into();
    let found = |s: &'static str| said_to_run(s, &functions);
    assert_eq!(found("`max_score` runs the same steps."), ["max_score"]);
    assert_eq!(
        found("The crate's `max_score` also calls it."),
        ["max_score"]
    );
    assert_eq!(
        found("the one `score_difference` runs:"),
        ["score_difference"]
    );
    assert_eq!(
        found("`stone_game::score_difference` runs it."),
        ["stone_game::score_difference"]
    );
    assert!(found("`max_score` returns the score.").is_empty());
    assert!(found("`pipelined` runs on one thread.").is_empty());
    assert!(found("`max_score`'s loop runs twice.").is_empty());
    assert_eq!(found("`max_score` uses the table."), ["max_score"]);
}

#[test]
fn a_sentence_with_a_calls_names_only_the_functions_of_its_chains() {
    let functions: BTreeSet<&str> = ["max_score", "fill", "other"].into();
    let outside = |s: &'static str| outside_its_chain(s, &functions);
    let chained = "`max_score` runs `fill`{{#calls m::max_score fill}}.";
    assert!(outside(chained).is_empty());
    let stale = "`max_score` runs `other`{{#calls m::max_score fill}}.";
    assert_eq!(outside(stale), ["other"]);
    let two = "`other` runs it{{#calls m::other fill}}{{#calls m::max_score fill}}.";
    assert!(outside(two).is_empty());
    assert_eq!(
        outside("`other` and `fill`{{#calls m::max_score fill}}"),
        ["other"]
    );
    assert!(outside("`max_score` runs `x`{{#calls m::max_score fill}}").is_empty());
}

/// The `# Implementation` sections of the docs of a module's functions,
/// with the functions each links (``[`name`]``), by the function whose doc
/// it is.
#[derive(Default)]
struct Sections(Vec<(String, Vec<String>)>);

impl Sections {
    fn read(&mut self, attrs: &[syn::Attribute], name: &syn::Ident) {
        let doc = book_tools::cfg::doc_lines(attrs);
        let Some(start) = doc.iter().position(|line| line == "# Implementation") else {
            return;
        };
        let section = doc[start + 1..]
            .iter()
            .take_while(|line| !line.starts_with("# "))
            .map(String::as_str)
            .collect::<Vec<_>>()
            .join(" ");
        let linked = section
            .split("[`")
            .skip(1)
            .filter_map(|rest| rest.split_once("`]").map(|(name, _)| name.to_string()))
            .collect();
        self.0.push((name.to_string(), linked));
    }
}

impl<'ast> syn::visit::Visit<'ast> for Sections {
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        self.read(&f.attrs, &f.sig.ident);
    }
    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        self.read(&f.attrs, &f.sig.ident);
    }
}

/// A doc's `# Implementation` section says which of the book's methods a
/// function runs: each function it links is one the function reaches
/// ([`book_tools::calls::reaches`]), through the module's own functions.
/// Making another method the default fails here, at the doc that still
/// names the old one.
#[test]
fn every_implementation_section_links_what_its_function_runs() {
    let functions: BTreeSet<String> = super::public_api()
        .iter()
        .filter(|item| item.kind == Kind::Fn)
        .filter_map(|item| item.path.last().cloned())
        .collect();
    let root = root();
    let (mut checked, mut wrong) = (0, Vec::new());
    for folder in fs::read_dir(root.join("code/src")).expect("code/src") {
        let folder = folder.expect("a folder").path();
        if !folder.is_dir() {
            continue;
        }
        let sources: Vec<String> = files_under(&folder, "rs")
            .iter()
            .map(|file| fs::read_to_string(file).expect("a source file"))
            .collect();
        let mut sections = Sections::default();
        for source in &sources {
            let parsed = syn::parse_file(source).expect("the crate's source parses");
            syn::visit::Visit::visit_file(&mut sections, &parsed);
        }
        let module = folder
            .file_name()
            .expect("a name")
            .to_string_lossy()
            .to_string();
        for (function, linked) in &sections.0 {
            for callee in linked.iter().filter(|name| functions.contains(*name)) {
                checked += 1;
                let reached = book_tools::calls::reaches(&sources, function, callee);
                if !reached.unwrap_or_else(|e| panic!("{module}: {e}")) {
                    wrong.push(format!("{module}::{function} does not run {callee}"));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "An # Implementation section links a function that its function no longer runs: \
         say what it runs now:\n{}",
        wrong.join("\n")
    );
    assert!(checked > 0, "no # Implementation section links a function");
}

/// The ids a reader's link can land on in a chapter: its headings' (an
/// explicit `{#id}` for one that has it), and every `id="..."` of its HTML and
/// of the figures it includes.
fn anchors_of(chapter: &Path) -> BTreeSet<String> {
    let text = fs::read_to_string(chapter).unwrap_or_default();
    let mut ids = heading_ids(&text);
    let mut html = text.clone();
    for line in text.lines() {
        if let Some(explicit) = line.split_once("{#").filter(|_| line.starts_with('#')) {
            ids.insert(explicit.1.trim_end().trim_end_matches('}').to_string());
        }
        if let Some(included) = line.trim().strip_prefix("{{#include ") {
            let file = included.trim_end_matches("}}").trim();
            let folder = chapter.parent().unwrap_or(Path::new(""));
            html.push_str(&fs::read_to_string(folder.join(file)).unwrap_or_default());
        }
    }
    for rest in html.split(" id=\"").skip(1) {
        ids.extend(rest.split_once('"').map(|(id, _)| id.to_string()));
    }
    ids
}

/// Every link from a chapter to a chapter (`other.md#heading`, `#heading`)
/// lands on a chapter of `src/` and on an anchor it has: a heading renamed
/// fails here, in seconds, not only in the browser test.
#[test]
fn every_link_between_chapters_lands_on_a_heading() {
    let src = root().join("src");
    let (mut links, mut broken) = (0, Vec::new());
    for chapter in files_under(&src, "md") {
        let name = chapter.strip_prefix(root()).unwrap().display().to_string();
        let text = fs::read_to_string(&chapter).unwrap();
        let folder = chapter.parent().unwrap();
        for target in relative_links(&text) {
            let (file, anchor) = target.split_once('#').unwrap_or((target, ""));
            if !(file.is_empty() || file.ends_with(".md")) {
                continue;
            }
            links += 1;
            let linked = if file.is_empty() {
                chapter.clone()
            } else {
                folder.join(file)
            };
            if !linked.is_file() {
                broken.push(format!(
                    "{name}: ({target}): no chapter {}",
                    linked.display()
                ));
            } else if !anchor.is_empty() && !anchors_of(&linked).contains(anchor) {
                broken.push(format!(
                    "{name}: ({target}): no heading or id #{anchor} there"
                ));
            }
        }
    }
    assert!(
        links >= 100,
        "only {links} links between chapters found: is the scan broken?"
    );
    assert!(
        broken.is_empty(),
        "links between chapters that land nowhere (mend the link, or the heading it names; \
         a heading's id is its text in lower case, spaces as `-`):\n{}",
        broken.join("\n")
    );
}
