//! A chapter's fenced code blocks, as mdBook and rustdoc see them.

use std::borrow::Cow;

use pulldown_cmark::{CodeBlockKind, Event, Parser, Tag, TagEnd};

/// A fenced code block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeBlock {
    /// 1-based line of the opening fence.
    pub fence_line: usize,
    /// The info string after the fence (` ```rust,no_run ` has `rust,no_run`).
    pub info: String,
    /// 1-based line of the first line of code (the line after the fence).
    pub first_line: usize,
    /// The lines between the fences, as written (hidden lines keep their `#`), without
    /// the indentation of an enclosing list item.
    pub lines: Vec<String>,
}

/// The words of an info string, split as rustdoc splits them.
pub fn info_tokens(info: &str) -> impl Iterator<Item = &str> {
    info.split(|c: char| !(c == '_' || c == '-' || c.is_alphanumeric()))
        .filter(|token| !token.is_empty())
}

impl CodeBlock {
    /// Whether the info string says `rust`: the blocks the book shows as Rust, and the
    /// ones `cargo test` runs.
    pub fn is_rust(&self) -> bool {
        self.has("rust")
    }

    /// Whether the info string has this word (`rust`, `no_run`, `should_panic`, ...).
    pub fn has(&self, word: &str) -> bool {
        info_tokens(&self.info).any(|token| token == word)
    }

    /// Whether rustdoc, and so `mdbook test`, compiles it: a block marked `rust`, or one
    /// whose words are all rustdoc's own (a block with no language at all is Rust to
    /// rustdoc).
    pub fn rustdoc_compiles(&self) -> bool {
        const RUSTDOC: [&str; 10] = [
            "ignore",
            "should_panic",
            "no_run",
            "compile_fail",
            "test_harness",
            "standalone_crate",
            "edition2015",
            "edition2018",
            "edition2021",
            "edition2024",
        ];
        self.is_rust()
            || info_tokens(&self.info).all(|t| RUSTDOC.contains(&t) || t.starts_with("ignore-"))
    }

    /// The program a test compiles: every line, hidden ones without their `#`.
    pub fn program(&self) -> String {
        let mut program = String::new();
        for line in &self.lines {
            program.push_str(&unhidden(line));
            program.push('\n');
        }
        program
    }
}

/// The fenced code blocks of a Markdown text, in order. An empty block has no lines.
pub fn code_blocks(markdown: &str) -> Vec<CodeBlock> {
    let line_of = |offset: usize| markdown[..offset].matches('\n').count() + 1;
    let mut blocks = Vec::new();
    let mut open: Option<(CodeBlock, String)> = None;
    for (event, range) in Parser::new(markdown).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                let fence_line = line_of(range.start);
                let block = CodeBlock {
                    fence_line,
                    info: info.to_string(),
                    first_line: fence_line + 1,
                    lines: Vec::new(),
                };
                open = Some((block, String::new()));
            }
            Event::Text(text) => {
                if let Some((block, code)) = &mut open {
                    if code.is_empty() {
                        block.first_line = line_of(range.start);
                    }
                    code.push_str(&text);
                }
            }
            Event::End(TagEnd::CodeBlock) => {
                if let Some((mut block, code)) = open.take() {
                    block.lines = code.lines().map(str::to_string).collect();
                    blocks.push(block);
                }
            }
            _ => {}
        }
    }
    blocks
}

/// The lines (from 1) where the indented code blocks of a Markdown text start: code
/// that rustdoc, and so `mdbook test`, would run as Rust, but that the book shows
/// without a language and that no test of `cargo test` is written for.
pub fn indented_blocks(markdown: &str) -> Vec<usize> {
    Parser::new(markdown)
        .into_offset_iter()
        .filter(|(event, _)| matches!(event, Event::Start(Tag::CodeBlock(CodeBlockKind::Indented))))
        .map(|(_, range)| markdown[..range.start].matches('\n').count() + 1)
        .collect()
}

/// Whether mdBook hides this line of a Rust block from the reader: `#` alone, or `# `
/// then anything, after any indentation. (`#[derive]` and `#!` are shown; `##` shows as
/// `#`.)
pub fn is_hidden(line: &str) -> bool {
    let rest = line.trim_start();
    rest == "#" || rest.starts_with("# ")
}

/// The line as the reader sees it in the book, or `None` if mdBook hides it.
pub fn shown(line: &str) -> Option<Cow<'_, str>> {
    if is_hidden(line) {
        return None;
    }
    Some(unescaped(line))
}

/// The line as a test compiles it: a hidden line without its `#`, and `##` as `#`.
pub fn unhidden(line: &str) -> Cow<'_, str> {
    let indent = line.len() - line.trim_start().len();
    let rest = &line[indent..];
    if rest == "#" {
        return Cow::Owned(line[..indent].to_string());
    }
    if let Some(code) = rest.strip_prefix("# ") {
        return Cow::Owned(format!("{}{code}", &line[..indent]));
    }
    unescaped(line)
}

/// `##` at the start of a line (after its indentation) is how a block shows a line that
/// starts with `#`.
fn unescaped(line: &str) -> Cow<'_, str> {
    let indent = line.len() - line.trim_start().len();
    if line[indent..].starts_with("##") {
        Cow::Owned(format!("{}{}", &line[..indent], &line[indent + 1..]))
    } else {
        Cow::Borrowed(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indented_blocks_are_found_and_fenced_ones_are_not() {
        let text = "Text.\n\n    let x = 1;\n\n```rust\n    let y = 2;\n```\n\n\
                    - item\n\n      nested();\n";
        assert_eq!(indented_blocks(text), [3, 11]);
        assert!(code_blocks(text).len() == 1);
    }

    #[test]
    fn finds_fenced_blocks_with_their_lines() {
        let text = "# T\n\n```rust\nfn main() {}\n```\n\n````md\n```rust\nnot a block\n```\n\
                    ````\n\n- item\n\n  ```rust,no_run\n  # use x;\n  fn main() {}\n  ```\n\n\
                    ```rust\n```\n";
        let blocks = code_blocks(text);
        let rust: Vec<_> = blocks
            .iter()
            .filter(|b| b.is_rust())
            .map(|b| (b.fence_line, b.first_line, b.lines.clone()))
            .collect();
        assert_eq!(
            rust,
            [
                (3, 4, vec!["fn main() {}".to_string()]),
                (
                    15,
                    16,
                    vec!["# use x;".to_string(), "fn main() {}".to_string()]
                ),
                (20, 21, vec![]),
            ]
        );
        assert!(blocks[2].has("no_run") && !blocks[2].has("should_panic"));
        assert!(!blocks[1].is_rust() && !blocks[1].rustdoc_compiles());
    }

    #[test]
    fn rustdoc_compiles_rust_and_unlabelled_blocks() {
        let block = |info: &str| CodeBlock {
            fence_line: 1,
            info: info.to_string(),
            first_line: 2,
            lines: Vec::new(),
        };
        assert!(block("").rustdoc_compiles());
        assert!(block("should_panic").rustdoc_compiles());
        assert!(block("rust,ignore").rustdoc_compiles());
        assert!(!block("text").rustdoc_compiles());
        assert!(!block("console").is_rust());
    }

    #[test]
    fn hidden_lines_follow_mdbook() {
        assert!(is_hidden("# use x;"));
        assert!(is_hidden("    # let y = 2;"));
        assert!(is_hidden("#"));
        assert!(!is_hidden("#[derive(Debug)]"));
        assert!(!is_hidden("#![allow(unused)]"));
        assert!(!is_hidden("## not hidden"));
        assert_eq!(shown("## a"), Some(Cow::Borrowed("# a")));
        assert_eq!(shown("    # x"), None);
        assert_eq!(unhidden("    # let y = 2;"), "    let y = 2;");
        assert_eq!(unhidden("#"), "");
        assert_eq!(unhidden("let z = 3;"), "let z = 3;");
        let block = CodeBlock {
            fence_line: 1,
            info: "rust".into(),
            first_line: 2,
            lines: vec!["# fn main() {".into(), "    f();".into(), "# }".into()],
        };
        assert_eq!(block.program(), "fn main() {\n    f();\n}\n");
    }
}
