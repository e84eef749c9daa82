//! The crate's public API as `code/public-api.txt` lists it, read once into
//! items: what the tests that ask about the API (the extremes' coverage, the
//! front page's table, the links to the API documentation) and the figures'
//! table of limits read, instead of each splitting the text its own way.
//!
//! The list is written by the root package's test `public_api`, which walks
//! the crate's syntax and keeps the file the code's; each line is `path:
//! what`, with ` [book]` at its end for an item public only with the
//! feature `book`:
//!
//! ```text
//! stone_game_ii::max_stones: fn max_stones(piles: &[u32]) -> Result<u64, Error>
//! stone_game::book::MAX_MEMO_LEN: const MAX_MEMO_LEN: usize = 7071 [book]
//! stone_game::Position: impl Game
//! ```

use std::fs;
use std::path::Path;

/// What an item of the list is: the first item keyword of its line, after
/// a type's attributes and derives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `mod`
    Mod,
    /// `fn name(...)`: a free function or a method.
    Fn,
    /// `const`
    Const,
    /// `struct`
    Struct,
    /// `enum`
    Enum,
    /// `trait`, with its items.
    Trait,
    /// `impl Trait` for the type the path names.
    Impl,
    /// `re-export`: a `pub use` of an item listed under its own path too.
    ReExport,
    /// A type alias: the line gives the type (`FilledTable<i64>`, `fn(...)`).
    Alias,
}

/// One line of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// The path from the crate's root, by segment:
    /// `["stone_game_ii", "Position", "new"]`.
    pub path: Vec<String>,
    /// What the line says of it, without the feature mark: `fn new(piles:
    /// &[u32]) -> Result<Position, Error>`.
    pub what: String,
    /// Whether it is public only with the feature `book`.
    pub book: bool,
    /// Its kind.
    pub kind: Kind,
}

impl Item {
    /// The game module (or `shared`, `leetcode`) it belongs to: the path's
    /// first segment.
    pub fn module(&self) -> &str {
        &self.path[0]
    }

    /// Its own name: the path's last segment.
    pub fn name(&self) -> &str {
        &self.path[self.path.len() - 1]
    }

    /// The path as the list writes it: `stone_game_ii::Position::new`.
    pub fn path_text(&self) -> String {
        self.path.join("::")
    }

    /// The type a method belongs to (`Position` for `Position::new`), or
    /// `None` for an item of a module.
    pub fn owner(&self) -> Option<&str> {
        let owner = self
            .path
            .len()
            .checked_sub(2)
            .map(|i| self.path[i].as_str())?;
        owner.starts_with(char::is_uppercase).then_some(owner)
    }

    /// A struct's fields, in order: each named field's name, or the index
    /// of a tuple struct's. Empty for any other item.
    pub fn fields(&self) -> Vec<String> {
        if self.kind != Kind::Struct {
            return Vec::new();
        }
        let Some(body) = braced(&self.what) else {
            return Vec::new();
        };
        top_level(body, ',')
            .iter()
            .enumerate()
            .filter(|(_, field)| !field.is_empty())
            .map(|(i, field)| match top_level(field, ':').as_slice() {
                [name, _, ..] => name.to_string(),
                _ => i.to_string(),
            })
            .collect()
    }

    /// The names of a trait's methods, in order. Empty for any other item.
    pub fn trait_methods(&self) -> Vec<String> {
        if self.kind != Kind::Trait {
            return Vec::new();
        }
        let body = braced(&self.what).unwrap_or_default();
        body.split("fn ")
            .skip(1)
            .filter_map(|rest| rest.split('(').next())
            .map(|name| name.trim().to_string())
            .collect()
    }
}

/// The items of the list `text`, in its order. A line that is not `path:
/// what` is an error, with its number.
pub fn parse(text: &str) -> Result<Vec<Item>, String> {
    let mut items = Vec::new();
    for (at, line) in text.lines().enumerate() {
        let (path, what) = line
            .split_once(": ")
            .ok_or_else(|| format!("line {}: not `path: what`: {line}", at + 1))?;
        let (what, book) = match what.strip_suffix(" [book]") {
            Some(what) => (what, true),
            None => (what, false),
        };
        items.push(Item {
            path: path.split("::").map(str::to_string).collect(),
            what: what.to_string(),
            book,
            kind: kind_of(what),
        });
    }
    Ok(items)
}

/// The items of `code/public-api.txt` under the book's `root`.
pub fn read(root: &Path) -> Result<Vec<Item>, String> {
    let path = root.join("code").join("public-api.txt");
    let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    parse(&text)
}

/// The kind of a line's `what`: its first item keyword, once the attributes
/// (`#[derive(...)]`, `#[non_exhaustive]`) and the feature-gated derives
/// (`[serde] derive(...)`) before it are skipped.
fn kind_of(what: &str) -> Kind {
    let mut rest = what.trim_start();
    loop {
        if let Some(after) = rest.strip_prefix("#[") {
            rest = after_closing(after, '[', ']').trim_start();
        } else if let Some(after) = rest.strip_prefix("[serde] derive(") {
            rest = after_closing(after, '(', ')').trim_start();
        } else {
            break;
        }
    }
    let word = rest.split([' ', '(', '<', '{']).next().unwrap_or_default();
    match word {
        "mod" => Kind::Mod,
        "fn" if rest.starts_with("fn ") => Kind::Fn,
        "const" => Kind::Const,
        "struct" => Kind::Struct,
        "enum" => Kind::Enum,
        "trait" | "pub" if rest.contains("trait ") => Kind::Trait,
        "impl" => Kind::Impl,
        "re-export" => Kind::ReExport,
        _ => Kind::Alias,
    }
}

/// What follows the bracket that closes one already opened (`text` starts
/// just after it).
fn after_closing(text: &str, open: char, close: char) -> &str {
    let mut depth = 1;
    for (i, c) in text.char_indices() {
        if c == open {
            depth += 1;
        } else if c == close {
            depth -= 1;
            if depth == 0 {
                return &text[i + c.len_utf8()..];
            }
        }
    }
    ""
}

/// What lies between the first `{` of `what` and the `}` that closes it.
fn braced(what: &str) -> Option<&str> {
    let (_, after) = what.split_once('{')?;
    let rest = after_closing(after, '{', '}');
    Some(
        after[..after.len() - rest.len()]
            .trim_end_matches('}')
            .trim(),
    )
}

/// `text` split at each `at` outside brackets of any kind (the `>` of an
/// arrow, `->`, closes none), each part trimmed.
fn top_level(text: &str, at: char) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start, mut previous) = (0_i32, 0, ' ');
    for (i, c) in text.char_indices() {
        let arrow = c == '>' && previous == '-';
        previous = c;
        match c {
            '(' | '[' | '{' | '<' => depth += 1,
            ')' | ']' | '}' | '>' if depth > 0 && !arrow => depth -= 1,
            _ if c == at && depth == 0 => {
                parts.push(text[start..i].trim());
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(text[start..].trim());
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIST: &str = "\
stone_game: mod
stone_game::book: mod [book]
stone_game::max: fn max(piles: &[u32], k: (u8, u8)) -> Result<u64, Error>
stone_game::Position::new: fn new(piles: &[u32]) -> Result<Position, Error>
stone_game::book::MAX_MEMO_LEN: const MAX_MEMO_LEN: usize = 7071 [book]
stone_game::Move: #[derive(Clone, Copy)] [serde] derive(Serialize, Deserialize) \
#[non_exhaustive] struct { player: Player, pair: (u64, u64), table: Table<i64, u8>, \
f: fn(u8) -> u8 }
shared::NotAPlayer: #[derive(Clone, Debug)] struct { String }
shared::Game: pub trait Game: Clone { type Move: Clone; fn mover(&self) -> Player; \
fn play(&mut self, choice: Self::Choice) -> Result<Self::Move, Self::Error>; }
stone_game::Position: impl Game
stone_game::End: re-export
stone_game::book::Chooser: fn(alice_to_move: bool, left: Scores) -> End [book]
stone_game::DifferenceTable: FilledTable<i64>
stone_game::Colour: #[derive(Clone, Copy)] enum { Even, Odd }";

    #[test]
    fn each_line_is_read_as_its_kind_path_and_feature() {
        let items = parse(LIST).unwrap();
        let kinds: Vec<Kind> = items.iter().map(|i| i.kind).collect();
        use Kind::*;
        assert_eq!(
            kinds,
            [Mod, Mod, Fn, Fn, Const, Struct, Struct, Trait, Impl, ReExport, Alias, Alias, Enum]
        );
        assert!(items[1].book && items[4].book && !items[2].book);
        assert_eq!(items[4].what, "const MAX_MEMO_LEN: usize = 7071");
        assert_eq!((items[3].module(), items[3].name()), ("stone_game", "new"));
        assert_eq!(items[3].owner(), Some("Position"));
        assert_eq!(items[2].owner(), None);
        assert_eq!(items[4].path_text(), "stone_game::book::MAX_MEMO_LEN");
    }

    #[test]
    fn a_structs_fields_are_split_outside_their_types() {
        let items = parse(LIST).unwrap();
        assert_eq!(items[5].fields(), ["player", "pair", "table", "f"]);
        assert_eq!(items[6].fields(), ["0"]);
        assert!(items[2].fields().is_empty());
        assert_eq!(items[7].trait_methods(), ["mover", "play"]);
    }

    /// The committed list reads whole: every game's `Move` has fields, and
    /// `Game` its methods.
    #[test]
    fn the_committed_list_reads_whole() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let items = read(&root).unwrap();
        let moves: Vec<&Item> = items
            .iter()
            .filter(|i| i.kind == Kind::Struct && i.name() == "Move")
            .collect();
        assert_eq!(moves.len(), 9);
        assert!(moves.iter().all(|m| m.fields().len() >= 4), "{moves:?}");
        let game = items
            .iter()
            .find(|i| i.path_text() == "shared::Game")
            .unwrap();
        let methods = game.trait_methods();
        assert!(
            methods.contains(&"play".to_string()) && methods.len() >= 9,
            "{methods:?}"
        );
    }

    #[test]
    fn a_line_without_a_path_is_an_error() {
        assert_eq!(
            parse("stone_game mod"),
            Err("line 1: not `path: what`: stone_game mod".into())
        );
    }
}
