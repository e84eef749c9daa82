//! The crate's public API, item by item, read from the crate's syntax: what
//! the tests that ask about the API (the extremes' coverage, `conventions`'
//! table, the links to the API documentation, the practice checker's
//! pitfalls) and the figures' table of limits read. Each item comes with its
//! kind, its path, the feature it needs, and, for a struct, an enum or a
//! trait, its fields, variants or methods, as the syntax gives them, so that
//! no reader splits an item's text to find them.
//!
//! The same items, one line each, are the list committed in
//! `code/public-api.txt` ([`list`]), which the root package's test
//! `public_api` holds the code to, so that a change of a public name,
//! signature, field, variant, derive, constant's value (but a list's:
//! `METHODS` is `const &[Method]`) or trait impl shows in review as what it
//! is. A line is `path: what`, with ` [book]` at its end
//! for an item public only with the feature `book`:
//!
//! ```text
//! stone_game_ii::max_stones: fn max_stones(piles: &[u32]) -> Result<u64, Error>
//! stone_game_ii::MAX_TABLE_LEN: const usize = 20_000
//! stone_game::Position: impl Game
//! ```
//!
//! Syntax is not types: an item a macro makes is seen only where the macro is
//! the crate's own, of one rule over one name (`shared::from_too_long!`, which
//! `macros` expands before the walk); a call of any other macro at item level
//! is refused. The crate's other macros make no item: `book_link!` and the
//! `book_link_target!` it calls write doc text, and `methods!` a constant's
//! value. rustdoc's JSON, which `cargo public-api` reads, would see through
//! macros, but a stable toolchain writes it only under `RUSTC_BOOTSTRAP=1`,
//! which this project does not use.

mod macros;
mod shown;
mod walk;

use std::fmt;
use std::path::{Path, PathBuf};

pub use walk::{walk, Sources};

/// What an item of the API is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `mod`
    Mod,
    /// `fn name(...)`: a free function or a method.
    Fn,
    /// `const`
    Const,
    /// `static`
    Static,
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
    /// A type alias: its line gives the type (`FilledTable<i64>`, `fn(...)`).
    Alias,
}

/// A variant of a public enum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    /// Its name.
    pub name: String,
    /// Whether only the feature `book` has it.
    pub book: bool,
}

/// One item of the public API.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// The path from the crate's root, by segment:
    /// `["stone_game_ii", "Position", "new"]`.
    pub path: Vec<String>,
    /// The file it is written in: a re-exported item's own file, not the
    /// re-exporting module's (a `mod` and a `pub use crate::...` line: the file
    /// of the module that declares it).
    pub file: PathBuf,
    /// Its kind.
    pub kind: Kind,
    /// What a caller depends on, without the body and the docs: `fn
    /// new(piles: &[u32]) -> Result<Position, Error>`, `impl Game`, `const
    /// usize = 20_000` (a constant's value as written: an expression, such as
    /// `(MAX_TABLE_BYTES / 16).isqrt()`, shows as written, so a change to a
    /// private constant it reads does not show here).
    pub what: String,
    /// Whether it is public only with the feature `book`.
    pub book: bool,
    /// A struct's public fields, in order: each named field's name, or the
    /// index of a tuple struct's. Empty for any other item.
    pub fields: Vec<String>,
    /// An enum's variants, in order. Empty for any other item.
    pub variants: Vec<Variant>,
    /// The names of a trait's methods, in order. Empty for any other item.
    pub methods: Vec<String>,
    /// For an `impl`, the trait's own name, the last segment of its path
    /// without its generics: `Game` for `impl crate::shared::Game`, `From`
    /// for `impl From<Winner> for i32`. `None` for any other item.
    pub trait_name: Option<String>,
    /// For a function or a method, the type of a pointer to it, its
    /// parameters' names left out and each path cut to its last segment:
    /// `fn(&[u32]) -> Result<u64, Error>`, however `Error` is written (a
    /// method's `self` stays as written). `None` for any other item.
    pub fn_type: Option<String>,
    /// Its doc comment's lines, as [`crate::cfg::doc_lines`] reads them (a
    /// `#[doc = macro!(...)]` has none); not part of its line of the list.
    /// Empty for an `impl` and a re-export.
    pub doc: Vec<String>,
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

    /// The path as Rust writes it: `stone_game_ii::Position::new`.
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

    /// Its line of `code/public-api.txt`: `path: what`, and ` [book]` when
    /// only the feature `book` makes it public.
    pub fn line(&self) -> String {
        let mark = if self.book { " [book]" } else { "" };
        format!("{}: {}{mark}", self.path_text(), self.what)
    }
}

/// The crate's public API under the book's `root` (the crate's source is
/// `code/src/`), sorted by line.
///
/// # Errors
///
/// As [`walk()`], and when a file of the crate cannot be read or parsed.
pub fn read(root: &Path) -> Result<Vec<Item>, Error> {
    walk(&Sources::read(&root.join("code").join("src"))?)
}

/// The text of `code/public-api.txt`: each item's [`Item::line`], in order.
pub fn list(items: &[Item]) -> String {
    items.iter().map(|item| item.line() + "\n").collect()
}

/// Why the public API could not be read. Each names the file of the crate
/// where it was met.
#[derive(Debug)]
pub enum Error {
    /// The file could not be read.
    Read(PathBuf, std::io::Error),
    /// The file is not Rust `syn` can parse.
    Parse(PathBuf, syn::Error),
    /// A module declared here has no file of the crate.
    NoModule(PathBuf, String),
    /// A `pub use` here names an item its module does not have.
    NoItem(PathBuf, String),
    /// `super` of the crate's root.
    SuperOfRoot(PathBuf),
    /// A `pub use ...::*`, which hides what is public.
    GlobReExport(PathBuf),
    /// A `cfg` the list does not know how a program sees: guessing could
    /// leave out an item or list one no program has.
    UnknownCfg(PathBuf, String),
    /// A public item under `cfg(not(...))`, which a build with the feature
    /// `book` does not have, and so the list would leave out.
    PublicOnlyWithoutBook(PathBuf, String),
    /// Two types of one name in one folder, whose `impl` blocks the list,
    /// which finds a type's impls by its name and folder, cannot tell apart.
    TwoTypesOfOneName(PathBuf, String),
    /// An item the list cannot read, and so would leave out what it makes
    /// public: a macro called at item level (only a `macro_rules!` that is
    /// not exported, and `compile_error!`, are read past), or a public item
    /// of a kind the list does not show (a `union`, an `extern crate`).
    Unread(PathBuf, String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Read(file, e) => write!(f, "{}: {e}", file.display()),
            Error::Parse(file, e) => write!(f, "{}: {e}", file.display()),
            Error::NoModule(file, name) => {
                write!(f, "{}: no file for the module {name}", file.display())
            }
            Error::NoItem(file, name) => write!(f, "{}: no item {name}", file.display()),
            Error::SuperOfRoot(file) => {
                write!(f, "{}: `super` of the crate's root", file.display())
            }
            Error::GlobReExport(file) => {
                write!(
                    f,
                    "{}: a glob re-export hides what is public",
                    file.display()
                )
            }
            Error::UnknownCfg(file, cfg) => write!(
                f,
                "{}: a cfg the public-API list does not know: {cfg}",
                file.display()
            ),
            Error::PublicOnlyWithoutBook(file, item) => write!(
                f,
                "{}: a public item under cfg(not(...)), which the list would leave out: {item}",
                file.display()
            ),
            Error::TwoTypesOfOneName(folder, name) => write!(
                f,
                "{}: two types named {name}, whose impls the list cannot tell apart",
                folder.display()
            ),
            Error::Unread(file, item) => write!(
                f,
                "{}: an item the public-API list cannot read, whose public items it \
                 would leave out: {item}",
                file.display()
            ),
        }
    }
}

impl std::error::Error for Error {}
