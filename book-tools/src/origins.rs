//! Where each line of an expanded chapter came from.
//!
//! mdBook replaces each directive of a chapter by what it expands to, so the lines of an
//! expanded chapter are no longer the chapter's lines: a block that starts at line 26 of
//! `src/stone-game/pitfalls.md` may start at line 41 once an include above it has
//! grown. [`splice`] builds the expanded chapter from the expansion of each directive and
//! remembers, for every line, the line of the chapter it was written at, or the file and
//! line a directive brought it from.

use std::fmt;

use crate::directives::Directive;

/// Where a line of an expanded chapter came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// Written in the chapter, at this 1-based line.
    Chapter(usize),
    /// Brought in by a directive.
    Included(Inclusion),
}

/// A line that a directive brought into the chapter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inclusion {
    /// 1-based line of the chapter where the directive is.
    pub directive_line: usize,
    /// The file it came from, as the caller names it (relative to the book's root).
    pub file: String,
    /// 1-based line of that file, when the line could be found there.
    pub line: Option<usize>,
    /// The anchor the directive selected, if any.
    pub anchor: Option<String>,
}

impl Origin {
    /// The line of the chapter a reader would look at: the line itself, or the directive
    /// that brought it in.
    pub fn chapter_line(&self) -> usize {
        match self {
            Origin::Chapter(line) => *line,
            Origin::Included(inclusion) => inclusion.directive_line,
        }
    }

    /// The included file and line, if the line came from a file.
    pub fn inclusion(&self) -> Option<&Inclusion> {
        match self {
            Origin::Chapter(_) => None,
            Origin::Included(inclusion) => Some(inclusion),
        }
    }
}

impl fmt::Display for Inclusion {
    /// `code/src/a.rs:12 (anchor `name`)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        if let Some(anchor) = &self.anchor {
            write!(f, " (anchor `{anchor}`)")?;
        }
        Ok(())
    }
}

/// What one directive expanded to.
#[derive(Debug, Clone)]
pub struct Expansion {
    /// The text mdBook put in the directive's place.
    pub text: String,
    /// The file it read, if it read one: the name to report and its text, to find each
    /// expanded line in. Without a file (a title, an escape), the expansion counts as
    /// the chapter's own text.
    pub file: Option<(String, String)>,
    /// The anchor the directive selected, if any.
    pub anchor: Option<String>,
}

/// A chapter once expanded, with the origin of each of its lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expanded {
    /// The expanded text.
    pub text: String,
    /// `origins[i]` is where line `i + 1` of `text` came from.
    pub origins: Vec<Origin>,
}

impl Expanded {
    /// The origin of a 1-based line of the expanded text.
    pub fn origin(&self, line: usize) -> &Origin {
        &self.origins[line - 1]
    }

    /// The origins as text, one line per expanded line: the chapter's line, then, for an
    /// included line, the file, its line (or nothing) and the anchor (or nothing), all
    /// separated by tabs.
    pub fn origins_to_tsv(&self) -> String {
        self.origins
            .iter()
            .map(|origin| match origin {
                Origin::Chapter(line) => format!("{line}\n"),
                Origin::Included(inc) => format!(
                    "{}\t{}\t{}\t{}\n",
                    inc.directive_line,
                    inc.file,
                    inc.line.map(|l| l.to_string()).unwrap_or_default(),
                    inc.anchor.as_deref().unwrap_or_default(),
                ),
            })
            .collect()
    }

    /// The origins written by [`Expanded::origins_to_tsv`].
    pub fn origins_from_tsv(tsv: &str) -> Result<Vec<Origin>, String> {
        let number = |field: &str| {
            field
                .parse::<usize>()
                .map_err(|e| format!("`{field}` is not a line number: {e}"))
        };
        tsv.lines()
            .map(|row| {
                let fields: Vec<&str> = row.split('\t').collect();
                match fields[..] {
                    [line] => Ok(Origin::Chapter(number(line)?)),
                    [directive_line, file, line, anchor] => Ok(Origin::Included(Inclusion {
                        directive_line: number(directive_line)?,
                        file: file.to_string(),
                        line: (!line.is_empty()).then(|| number(line)).transpose()?,
                        anchor: (!anchor.is_empty()).then(|| anchor.to_string()),
                    })),
                    _ => Err(format!("`{row}` is not a row of origins")),
                }
            })
            .collect()
    }
}

/// The chapter `content` with each directive replaced by its expansion, and where every
/// line of the result came from.
///
/// `expansions` gives, in the order of `directives`, what each one expanded to. A line of
/// the result takes the origin of the first piece of text on it (the chapter's, or an
/// expansion's); a line with no text at all takes the origin of where it starts.
pub fn splice(content: &str, directives: &[Directive], expansions: &[Expansion]) -> Expanded {
    assert_eq!(
        directives.len(),
        expansions.len(),
        "one expansion per directive"
    );
    let mut out = Builder::default();
    let mut from = 0;
    for (directive, expansion) in directives.iter().zip(expansions) {
        let before = &content[from..directive.span.start];
        let first_line = content[..from].matches('\n').count() + 1;
        out.push(before, |k| Origin::Chapter(first_line + k));

        match &expansion.file {
            // A title, an escape, an unknown name: what is left is the chapter's text.
            None => out.push(&expansion.text, |k| Origin::Chapter(directive.line + k)),
            Some((file, text)) => {
                let lines = find_lines(&expansion.text, text);
                out.push(&expansion.text, |k| {
                    Origin::Included(Inclusion {
                        directive_line: directive.line,
                        file: file.clone(),
                        line: lines[k],
                        anchor: expansion.anchor.clone(),
                    })
                });
            }
        }
        from = directive.span.end;
    }
    let first_line = content[..from].matches('\n').count() + 1;
    out.push(&content[from..], |k| Origin::Chapter(first_line + k));
    out.finish()
}

/// Builds the expanded text line by line, keeping each line's origin.
#[derive(Default)]
struct Builder {
    text: String,
    origins: Vec<Origin>,
    /// The origin of the line being built: where it started, and where its first text
    /// came from, if it has any yet.
    started_at: Option<Origin>,
    first_text_from: Option<Origin>,
}

impl Builder {
    /// Appends `piece`, whose line `k` (0-based, counted within the piece) came from
    /// `origin(k)`.
    fn push(&mut self, piece: &str, origin: impl Fn(usize) -> Origin) {
        for (k, part) in piece.split('\n').enumerate() {
            if k > 0 {
                self.end_line();
                self.text.push('\n');
            }
            if self.started_at.is_none() && (k > 0 || self.text.is_empty()) {
                self.started_at = Some(origin(k));
            }
            if !part.is_empty() && self.first_text_from.is_none() {
                self.first_text_from = Some(origin(k));
            }
            self.text.push_str(part);
        }
    }

    fn end_line(&mut self) {
        let origin = self
            .first_text_from
            .take()
            .or(self.started_at.take())
            .expect("a line starts before it ends");
        self.origins.push(origin);
    }

    fn finish(mut self) -> Expanded {
        // `str::lines` does not count an empty last line after a final newline.
        if !self.text.is_empty() && !self.text.ends_with('\n') {
            self.end_line();
        }
        Expanded {
            text: self.text,
            origins: self.origins,
        }
    }
}

/// For each line of `expansion`, its 1-based line in `file`, if it is there.
///
/// mdBook's expansions keep the file's lines in order and as they are, leaving some out
/// (the anchor lines, the lines outside a range) and, for `rustdoc_include`, hiding some
/// behind `# `: so each line is looked for after the previous one was found.
fn find_lines(expansion: &str, file: &str) -> Vec<Option<usize>> {
    let file: Vec<&str> = file.lines().collect();
    let mut next = 0;
    expansion
        .split('\n')
        .map(|line| {
            let unhidden = line.strip_prefix("# ");
            let at = (next..file.len()).find(|&i| file[i] == line || Some(file[i]) == unhidden)?;
            next = at + 1;
            Some(at + 1)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directives::find_directives;

    const FILE: &str = "//! A file.\n\
                        // ANCHOR: f\n\
                        fn f() -> u8 {\n\
                        \x20   1\n\
                        }\n\
                        // ANCHOR_END: f\n\
                        fn main() {}\n";

    fn included(directive_line: usize, line: Option<usize>) -> Origin {
        Origin::Included(Inclusion {
            directive_line,
            file: "code/f.rs".into(),
            line,
            anchor: Some("f".into()),
        })
    }

    #[test]
    fn each_line_knows_its_chapter_line_or_its_file_line() {
        let chapter = "# T\n\n```rust\n{{#include f.rs:f}}\n#\n# fn main() {}\n```\nEnd\n";
        let directives = find_directives(chapter);
        let expansion = Expansion {
            text: "fn f() -> u8 {\n    1\n}".into(),
            file: Some(("code/f.rs".into(), FILE.into())),
            anchor: Some("f".into()),
        };
        let expanded = splice(chapter, &directives, &[expansion]);
        assert_eq!(
            expanded.text,
            "# T\n\n```rust\nfn f() -> u8 {\n    1\n}\n#\n# fn main() {}\n```\nEnd\n"
        );
        assert_eq!(
            expanded.origins,
            [
                Origin::Chapter(1),
                Origin::Chapter(2),
                Origin::Chapter(3),
                included(4, Some(3)),
                included(4, Some(4)),
                included(4, Some(5)),
                Origin::Chapter(5),
                Origin::Chapter(6),
                Origin::Chapter(7),
                Origin::Chapter(8),
            ]
        );
        assert_eq!(expanded.text.lines().count(), expanded.origins.len());
        let tsv = expanded.origins_to_tsv();
        assert_eq!(Expanded::origins_from_tsv(&tsv), Ok(expanded.origins));
    }

    #[test]
    fn rustdoc_include_lines_are_found_behind_their_hiding() {
        let expansion = "# //! A file.\nfn f() -> u8 {\n    1\n}\n# fn main() {}";
        assert_eq!(
            find_lines(expansion, FILE),
            [Some(1), Some(3), Some(4), Some(5), Some(7)]
        );
    }

    #[test]
    fn an_empty_expansion_leaves_an_empty_line_of_the_chapter() {
        let chapter = "a\n{{#title T}}\nb";
        let directives = find_directives(chapter);
        let expansion = Expansion {
            text: String::new(),
            file: None,
            anchor: None,
        };
        let expanded = splice(chapter, &directives, &[expansion]);
        assert_eq!(expanded.text, "a\n\nb");
        assert_eq!(
            expanded.origins,
            [Origin::Chapter(1), Origin::Chapter(2), Origin::Chapter(3)]
        );
    }

    #[test]
    fn text_around_an_inline_directive_keeps_the_chapter_line() {
        let chapter = "x\nsee {{#include f.rs:3}} here\ny";
        let directives = find_directives(chapter);
        let expansion = Expansion {
            text: "fn f() -> u8 {".into(),
            file: Some(("code/f.rs".into(), FILE.into())),
            anchor: None,
        };
        let expanded = splice(chapter, &directives, &[expansion]);
        assert_eq!(expanded.text, "x\nsee fn f() -> u8 { here\ny");
        assert_eq!(
            expanded.origins,
            [Origin::Chapter(1), Origin::Chapter(2), Origin::Chapter(3)]
        );
    }
}
