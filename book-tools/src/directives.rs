//! The `{{#kind args}}` directives of a chapter, found where mdBook 0.5.4 finds them.
//!
//! mdBook finds directives with one regular expression, tried left to right:
//!
//! - `\{{#` up to the last `}}` of the same line is an escape: mdBook drops the backslash
//!   and leaves the rest as it is;
//! - `{{`, optional white space, `#`, a name of letters, digits and `_`, white space, then
//!   anything but `}` up to `}}` is a directive. mdBook acts on `include`,
//!   `rustdoc_include`, `playground` (and its old name `playpen`) and `title`, and leaves
//!   any other name, or a directive with only white space after its name, as it is.
//!
//! This module follows that rule to the letter, so that `build.rs` can check each
//! directive and tell where every expanded line came from, and `tests/book/` can list
//! the anchors the chapters show.

use std::ops::Range;

/// The name of the measured-number directive ([`crate::measured`]).
pub const MEASURED: &str = "measured";

/// The name of the directive that renders a constant's value ([`crate::constants`]).
pub const CONST: &str = "const";

/// The name of the checked-claim directive ([`crate::claims`]).
pub const CLAIM: &str = "claim";

/// The name of the directive that ties a sentence about what a function runs
/// to the code ([`crate::calls`]).
pub const CALLS: &str = "calls";

/// The name of the directive that ties a sentence's answer on a row to the
/// crate's ([`crate::answers`]).
pub const ANSWER: &str = "answer";

/// What a directive asks mdBook to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// `{{#include path}}`, `{{#include path:anchor}}`, `{{#include path:3:9}}`.
    Include,
    /// `{{#rustdoc_include path:anchor}}`: the whole file, the lines outside the
    /// selection hidden behind `# `.
    RustdocInclude,
    /// `{{#playground path}}` (or `{{#playpen path}}`): the file as a Rust block.
    Playground,
    /// `{{#title text}}`: the page's title; expands to nothing.
    Title,
    /// `\{{#...}}`: shown as written, without the backslash.
    Escaped,
    /// `{{#measured ...}}`: a recorded measurement ([`crate::measured`]). mdBook does not
    /// know it; the book's own preprocessor `mdbook-measured`, which runs first, and
    /// build.rs expand it.
    Measured,
    /// `{{#const formula}}`: a constant of the crate, or a number worked out
    /// from constants, its value as the compiler computes it
    /// ([`crate::constants`]). Expanded where `Measured` is.
    Const,
    /// `{{#claim ...}}`: a sentence about measurements, checked against the
    /// recordings ([`crate::claims`]); it renders nothing. Expanded where `Measured` is.
    Claim,
    /// `{{#calls module::function callee ...}}`: a sentence about what a function runs,
    /// checked against the code by `tests/book/links.rs` ([`crate::calls`]); it renders
    /// nothing. Expanded where `Measured` is.
    Calls,
    /// `{{#answer module::function row = value}}`: a sentence's answer on a
    /// row, checked against the crate ([`crate::answers`]); it renders
    /// nothing. Expanded where `Measured` is.
    Answer,
    /// A name mdBook does not know, or no argument: mdBook leaves the text as it is.
    Unknown(String),
}

/// One directive (or escape) of a chapter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Directive {
    /// 1-based line of the chapter where the directive starts.
    pub line: usize,
    /// Where it is in the chapter, in bytes, braces included.
    pub span: Range<usize>,
    /// What mdBook does with it.
    pub kind: Kind,
    /// The text after the name, trimmed: the path, its selector and any options.
    pub args: String,
}

impl Directive {
    /// The directive as written in `content`, the chapter it was found in.
    pub fn text<'a>(&self, content: &'a str) -> &'a str {
        &content[self.span.clone()]
    }

    /// Whether mdBook reads a file for it.
    pub fn reads_a_file(&self) -> bool {
        matches!(
            self.kind,
            Kind::Include | Kind::RustdocInclude | Kind::Playground
        )
    }

    /// The first word of the arguments: `path`, `path:anchor` or `path:from:to`.
    pub fn target(&self) -> &str {
        self.args.split_whitespace().next().unwrap_or("")
    }

    /// The file named by the directive, relative to the chapter's folder.
    pub fn path(&self) -> &str {
        self.target().split(':').next().unwrap_or("")
    }

    /// The anchor, if the directive selects one: mdBook reads what follows the first
    /// `:` as an anchor unless it is empty or a line number.
    pub fn anchor(&self) -> Option<&str> {
        if !matches!(self.kind, Kind::Include | Kind::RustdocInclude) {
            return None;
        }
        let selector = self.target().split_once(':')?.1;
        let first = selector.split(':').next().unwrap_or("");
        (!first.is_empty() && first.parse::<usize>().is_err()).then_some(first)
    }
}

/// Whether `text` holds `{{#claim ...}}` directives and nothing else: the
/// claims of the sentence before, written on lines of their own.
pub fn only_claims(text: &str) -> bool {
    let claims: Vec<_> = find_directives(text)
        .into_iter()
        .filter(|d| d.kind == Kind::Claim)
        .collect();
    let mut rest = text.to_string();
    for claim in claims.iter().rev() {
        rest.replace_range(claim.span.clone(), "");
    }
    !claims.is_empty() && rest.trim().is_empty()
}

/// Every directive and escape of `content`, in order.
pub fn find_directives(content: &str) -> Vec<Directive> {
    let mut found = Vec::new();
    let mut from = 0;
    while from < content.len() {
        let Some((span, kind, args)) = next_match(content, from) else {
            break;
        };
        from = span.end;
        found.push(Directive {
            line: content[..span.start].matches('\n').count() + 1,
            span,
            kind,
            args,
        });
    }
    found
}

/// The leftmost match at or after `from`, as mdBook's regular expression finds it.
fn next_match(content: &str, from: usize) -> Option<(Range<usize>, Kind, String)> {
    let bytes = content.as_bytes();
    (from..content.len())
        .filter(|&at| bytes[at] == b'\\' || bytes[at] == b'{')
        .find_map(|at| escape_at(content, at).or_else(|| directive_at(content, at)))
}

/// `\{{#` then anything on the same line, up to its last `}}`.
fn escape_at(content: &str, at: usize) -> Option<(Range<usize>, Kind, String)> {
    let rest = content[at..].strip_prefix("\\{{#")?;
    let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
    let close = line.rfind("}}")?;
    let end = at + "\\{{#".len() + close + 2;
    Some((at..end, Kind::Escaped, String::new()))
}

/// `{{`, white space, `#name`, white space, anything but `}`, then `}}`.
fn directive_at(content: &str, at: usize) -> Option<(Range<usize>, Kind, String)> {
    let rest = content[at..].strip_prefix("{{")?;
    let rest = rest.trim_start().strip_prefix('#')?;
    let name_len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    let (name, rest) = rest.split_at(name_len);
    if name.is_empty() || !rest.starts_with(char::is_whitespace) {
        return None;
    }
    let close = rest.find('}')?;
    if !rest[close..].starts_with("}}") {
        return None;
    }
    let args = rest[..close].trim();
    let end = content.len() - rest.len() + close + 2;
    let kind = match name {
        _ if args.is_empty() => Kind::Unknown(name.to_string()),
        "include" => Kind::Include,
        "rustdoc_include" => Kind::RustdocInclude,
        "playground" | "playpen" => Kind::Playground,
        "title" => Kind::Title,
        MEASURED => Kind::Measured,
        CONST => Kind::Const,
        CLAIM => Kind::Claim,
        CALLS => Kind::Calls,
        ANSWER => Kind::Answer,
        _ => Kind::Unknown(name.to_string()),
    };
    Some((at..end, kind, args.to_string()))
}

/// `text` with every directive (and escape) replaced by spaces, so that what a
/// directive renders, or shows as an example, is not taken for a typed number.
pub fn without_directives(text: &str) -> String {
    let mut out = text.to_string();
    for directive in find_directives(text).iter().rev() {
        let blank: String = text[directive.span.clone()]
            .chars()
            .map(|c| if c == '\n' { '\n' } else { ' ' })
            .collect();
        out.replace_range(directive.span.clone(), &blank);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(content: &str) -> Vec<(usize, Kind, &str)> {
        find_directives(content)
            .into_iter()
            .map(|d| (d.line, d.kind.clone(), d.text(content)))
            .collect()
    }

    #[test]
    fn finds_includes_with_their_line_path_and_anchor() {
        let text = "# T\n\n```rust\n{{#include ../../code/src/a.rs:interval_dp}}\n```\n";
        let found = find_directives(text);
        assert_eq!(found.len(), 1);
        let d = &found[0];
        assert_eq!(d.line, 4);
        assert_eq!(d.kind, Kind::Include);
        assert_eq!(d.path(), "../../code/src/a.rs");
        assert_eq!(d.anchor(), Some("interval_dp"));
        assert_eq!(d.text(text), "{{#include ../../code/src/a.rs:interval_dp}}");
    }

    #[test]
    fn line_ranges_are_not_anchors() {
        for (args, anchor) in [
            ("a.rs", None),
            ("a.rs:", None),
            ("a.rs:3", None),
            ("a.rs:3:9", None),
            ("a.rs::9", None),
            ("a.rs:name", Some("name")),
            ("a.rs:name:ignored", Some("name")),
        ] {
            let text = format!("{{{{#rustdoc_include {args}}}}}");
            let found = find_directives(&text);
            assert_eq!(found[0].anchor(), anchor, "{text}");
            assert_eq!(found[0].path(), "a.rs", "{text}");
        }
    }

    #[test]
    fn escapes_run_to_the_last_closing_braces_of_their_line() {
        let text = "a \\{{#include x}} and {{#include y}}\n{{#include z}}";
        assert_eq!(
            kinds(text),
            [
                (1, Kind::Escaped, "\\{{#include x}} and {{#include y}}"),
                (2, Kind::Include, "{{#include z}}"),
            ]
        );
    }

    #[test]
    fn unknown_names_and_empty_arguments_are_found_but_not_acted_on() {
        let text = "{{#embed a.rs}} {{#include   }} {{ #title  T }} {{#include}}";
        assert_eq!(
            kinds(text),
            [
                (1, Kind::Unknown("embed".into()), "{{#embed a.rs}}"),
                (1, Kind::Unknown("include".into()), "{{#include   }}"),
                (1, Kind::Title, "{{ #title  T }}"),
            ]
        );
    }

    #[test]
    fn a_directive_may_span_lines_but_not_hold_a_brace() {
        let text = "{{#include\n  a.rs}}\n{{#include a}b.rs}}";
        assert_eq!(kinds(text), [(1, Kind::Include, "{{#include\n  a.rs}}")]);
    }

    #[test]
    fn other_braces_are_not_directives() {
        assert!(find_directives("fn f() {{ }} {{x}} {#a b}").is_empty());
    }
}
