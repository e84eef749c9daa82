//! The walk through the crate's syntax that finds its public API: each
//! public module, each `pub use` followed to the item it names, each public
//! method and trait impl of a public type, including an impl for another
//! type that names it (`impl From<Winner> for i32`).

use std::fs;
use std::path::{Path, PathBuf};

use quote::ToTokens;
use syn::{Attribute, UseTree, Visibility};

use super::shown::{shown_fn, shown_impl, signature, tidy, type_name, Shown};
use super::{Error, Item, Kind};
use crate::cfg::{attrs_of, is_test_only, Cfg};
use crate::files_under;

/// The crate's source: every `.rs` file under its folder, parsed once.
pub struct Sources {
    src: PathBuf,
    files: Vec<(PathBuf, Vec<syn::Item>)>,
}

impl Sources {
    /// Every `.rs` file under `src`, the crate's source folder (`lib.rs` is
    /// its root).
    ///
    /// # Errors
    ///
    /// When a file cannot be read or parsed.
    pub fn read(src: &Path) -> Result<Sources, Error> {
        let mut texts = Vec::new();
        for file in files_under(src, "rs") {
            let text = fs::read_to_string(&file).map_err(|e| Error::Read(file.clone(), e))?;
            texts.push((file, text));
        }
        Sources::parse(src, texts)
    }

    /// The files `texts`, each its path under `src` and its text: a crate
    /// that need not be on the disk.
    ///
    /// # Errors
    ///
    /// When a file does not parse, or what a call of one of the crate's
    /// simple macros writes does not (`macros`).
    pub fn parse(src: &Path, texts: Vec<(PathBuf, String)>) -> Result<Sources, Error> {
        let mut files = Vec::new();
        for (file, text) in texts {
            let items = syn::parse_file(&text)
                .map_err(|e| Error::Parse(file.clone(), e))?
                .items;
            files.push((file, items));
        }
        super::macros::expand(&mut files)?;
        Ok(Sources {
            src: src.to_path_buf(),
            files,
        })
    }

    fn has(&self, file: &Path) -> bool {
        self.files.iter().any(|(f, _)| f == file)
    }
}

/// Every public item of the crate `sources`, sorted by line, each once.
///
/// # Errors
///
/// When the crate holds what the walk cannot list faithfully: a `cfg` it
/// does not know, a glob re-export, a public item under `cfg(not(...))`, or
/// a path that leads nowhere (see [`Error`]).
pub fn walk(sources: &Sources) -> Result<Vec<Item>, Error> {
    impls_name_types(sources)?;
    no_impl_in_a_value(sources)?;
    let mut api = Vec::new();
    Walk { sources }.module(&Walk::root(sources), &[], false, &mut api)?;
    api.sort_by_key(Item::line);
    api.dedup_by_key(|item| item.line());
    Ok(api)
}

/// Every `impl` of a file (outside tests) of a struct or an enum of the crate
/// names it by its own name, in a folder where [`Walk::impls_of`] looks for
/// it: the type's own folder, or any file for a name no other type has. An
/// inherent `impl` names a type of the crate. Otherwise the list would miss
/// its methods: an `impl` of an alias (`use super::Position as P; impl P`),
/// or of one of nine `Position`s from outside its folder (`impl
/// stone_game::Position { ... }` in `lib.rs`).
fn impls_name_types(sources: &Sources) -> Result<(), Error> {
    let defined: Vec<(Option<&Path>, String)> = sources
        .files
        .iter()
        .flat_map(|(file, items)| items.iter().map(move |item| (file.parent(), item)))
        .filter_map(|(folder, item)| match item {
            syn::Item::Struct(s) => Some((folder, s.ident.to_string())),
            syn::Item::Enum(e) => Some((folder, e.ident.to_string())),
            _ => None,
        })
        .collect();
    for (file, items) in &sources.files {
        for item in items {
            let syn::Item::Impl(block) = item else {
                continue;
            };
            if crate::cfg::is_test_only(&block.attrs) {
                continue;
            }
            let name = type_name(&block.self_ty);
            let types = defined.iter().filter(|(_, n)| *n == name).count();
            let here = defined.contains(&(file.parent(), name.clone()));
            let one_segment = match &*block.self_ty {
                syn::Type::Path(p) => p.qself.is_none() && p.path.segments.len() == 1,
                _ => false,
            };
            let what = if types == 0 && block.trait_.is_none() {
                format!("impl {name}, which names no struct or enum of the crate")
            } else if types > 0 && !(one_segment && (here || types == 1)) {
                format!(
                    "impl of {}, which the list finds only by its own name, in its \
                     type's folder: write it there",
                    tidy(&block.self_ty)
                )
            } else {
                continue;
            };
            return Err(Error::Unread(file.clone(), what));
        }
    }
    Ok(())
}

/// No `impl` hides in the value of a `const` or a `static` outside tests
/// (`const _: () = { impl From<bool> for Winner { ... } };`): the walk does
/// not read values, and rustc's `non_local_definitions` lets an impl in a
/// `const _` pass, so it would add to the API in silence.
fn no_impl_in_a_value(sources: &Sources) -> Result<(), Error> {
    fn has_impl(tokens: proc_macro2::TokenStream) -> bool {
        tokens.into_iter().any(|tree| match tree {
            proc_macro2::TokenTree::Ident(word) => word == "impl",
            proc_macro2::TokenTree::Group(group) => has_impl(group.stream()),
            _ => false,
        })
    }
    fn in_items(items: &[syn::Item]) -> Option<String> {
        items.iter().find_map(|item| match item {
            syn::Item::Const(c) if has_impl(c.expr.to_token_stream()) => {
                Some(format!("an impl in the value of const {}", c.ident))
            }
            syn::Item::Static(s) if has_impl(s.expr.to_token_stream()) => {
                Some(format!("an impl in the value of static {}", s.ident))
            }
            syn::Item::Mod(m) if !is_test_only(&m.attrs) => {
                in_items(m.content.as_ref().map_or(&[][..], |(_, items)| items))
            }
            _ => None,
        })
    }
    for (file, items) in &sources.files {
        if let Some(what) = in_items(items) {
            return Err(Error::Unread(file.clone(), what));
        }
    }
    Ok(())
}

/// A module's source: its file and the folder its own modules live in.
#[derive(Clone)]
struct Module {
    file: PathBuf,
    dir: PathBuf,
    /// The module that declares this one (`None` for the crate's root).
    parent: Option<Box<Module>>,
}

/// Whether a program sees an item.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Seen {
    /// Never: only tests, doctests or the docs have it, or only a build
    /// without the feature `book`.
    Never,
    /// With or without the feature `book`.
    Always,
    /// Only with the feature `book`.
    WithBook,
}

/// What a `cfg` on `attrs` asks for: `WithBook` for `feature = "book"`, or
/// `any(test, feature = "book")`, which for a program is the same; `Never`
/// for `cfg(test)`, `cfg(all(test, ...))`, `cfg(doctest)`, `cfg(all(doc,
/// ...))`, or `cfg(not(...))` on the private `use` a build without `book`
/// needs. A `cfg` this does not know is an error (its text), rather than
/// being guessed at.
pub(super) fn seen(attrs: &[Attribute]) -> Result<Seen, String> {
    if is_test_only(attrs) {
        return Ok(Seen::Never); // the reading the extremes and calls checks share
    }
    let book = Cfg::value("feature", "book");
    let test_or_book = Cfg::Any(vec![Cfg::name("test"), book.clone()]);
    let mut seen = Seen::Always;
    for attr in attrs {
        let Some(cfg) = Cfg::of(attr) else { continue };
        match cfg.map_err(|e| format!("{e}: {}", tidy(attr)))? {
            cfg if cfg == book || cfg == test_or_book => seen = Seen::WithBook,
            cfg if cfg == Cfg::name("doctest") || cfg.needs("doc") => return Ok(Seen::Never),
            Cfg::Not(_) => return Ok(Seen::Never),
            _ => return Err(tidy(attr)),
        }
    }
    Ok(seen)
}

/// Whether `attrs` hold a `cfg(not(...))`: an item only a build without
/// `book` has, which the list (read with and without it) cannot show.
fn only_without_book(attrs: &[Attribute]) -> bool {
    attrs
        .iter()
        .any(|attr| matches!(Cfg::of(attr), Some(Ok(Cfg::Not(_)))))
}

/// Whether an item of an `impl` block is public (a method or a constant).
fn is_public_in_impl(inner: &syn::ImplItem) -> bool {
    match inner {
        syn::ImplItem::Fn(f) => matches!(f.vis, Visibility::Public(_)),
        syn::ImplItem::Const(c) => matches!(c.vis, Visibility::Public(_)),
        _ => false,
    }
}

/// Where a `pub use` leads: the module path it names and the item's name
/// there. `None` for a glob (`pub use play::*`), which hides what is public.
fn use_leaves(tree: &UseTree, prefix: &mut Vec<String>) -> Option<Vec<(Vec<String>, String)>> {
    Some(match tree {
        UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            let leaves = use_leaves(&p.tree, prefix);
            prefix.pop();
            leaves?
        }
        UseTree::Name(n) => vec![(prefix.clone(), n.ident.to_string())],
        UseTree::Rename(r) => vec![(prefix.clone(), r.ident.to_string())],
        UseTree::Group(g) => {
            let mut all = Vec::new();
            for tree in &g.items {
                all.extend(use_leaves(tree, prefix)?);
            }
            all
        }
        UseTree::Glob(_) => return None,
    })
}

/// The visibility `item` is declared with, for the kinds of item an API
/// has.
fn vis_of(item: &syn::Item) -> Option<&Visibility> {
    match item {
        syn::Item::Fn(f) => Some(&f.vis),
        syn::Item::Const(c) => Some(&c.vis),
        syn::Item::Struct(s) => Some(&s.vis),
        syn::Item::Enum(e) => Some(&e.vis),
        syn::Item::Trait(t) => Some(&t.vis),
        syn::Item::Type(t) => Some(&t.vis),
        syn::Item::Static(st) => Some(&st.vis),
        syn::Item::Use(u) => Some(&u.vis),
        syn::Item::Mod(m) => Some(&m.vis),
        syn::Item::Union(u) => Some(&u.vis),
        syn::Item::ExternCrate(e) => Some(&e.vis),
        _ => None,
    }
}

fn is_public(item: &syn::Item) -> bool {
    matches!(vis_of(item), Some(Visibility::Public(_)))
}

/// `path` and then `name`.
fn joined(path: &[String], name: impl ToString) -> Vec<String> {
    let mut path = path.to_vec();
    path.push(name.to_string());
    path
}

/// The walk, over the crate's parsed files.
struct Walk<'a> {
    sources: &'a Sources,
}

impl Walk<'_> {
    /// The crate's root module, `lib.rs`.
    fn root(sources: &Sources) -> Module {
        Module {
            file: sources.src.join("lib.rs"),
            dir: sources.src.clone(),
            parent: None,
        }
    }

    /// The items of `module`'s file.
    fn items(&self, module: &Module) -> Result<&[syn::Item], Error> {
        let found = self
            .sources
            .files
            .iter()
            .find(|(file, _)| *file == module.file);
        let name = || module.dir.display().to_string();
        found
            .map(|(_, items)| items.as_slice())
            .ok_or_else(|| Error::NoModule(module.file.clone(), name()))
    }

    /// The module `name` declared in `module`.
    fn child(&self, module: &Module, name: &str) -> Module {
        let flat = module.dir.join(format!("{name}.rs"));
        let dir = module.dir.join(name);
        Module {
            file: if self.sources.has(&flat) {
                flat
            } else {
                dir.join("mod.rs")
            },
            dir,
            parent: Some(Box::new(module.clone())),
        }
    }

    /// How a program sees an item of `module` with `attrs`.
    fn seen(&self, module: &Module, attrs: &[Attribute]) -> Result<Seen, Error> {
        seen(attrs).map_err(|cfg| Error::UnknownCfg(module.file.clone(), cfg))
    }

    /// Whether an item with `attrs` inside one public only with `book`
    /// needs the feature `book`, or `None` when no program sees it.
    fn within(
        &self,
        module: &Module,
        book: bool,
        attrs: &[Attribute],
    ) -> Result<Option<bool>, Error> {
        Ok(match self.seen(module, attrs)? {
            Seen::Never => None,
            Seen::Always => Some(book),
            Seen::WithBook => Some(true),
        })
    }

    /// The module `path` names from `module` (`crate::shared`, `play`,
    /// `super::memo`).
    fn resolve(&self, module: &Module, path: &[String]) -> Result<Module, Error> {
        let mut at = module.clone();
        for segment in path {
            at = match segment.as_str() {
                "crate" => Walk::root(self.sources),
                "self" => at,
                "super" => *at
                    .parent
                    .clone()
                    .ok_or_else(|| Error::SuperOfRoot(module.file.clone()))?,
                _ => self.child(&at, segment),
            };
        }
        Ok(at)
    }

    /// The item `name` as `module` defines it, or re-exports it (followed to
    /// its definition): the item and the module whose file holds it.
    fn find(&self, module: &Module, name: &str) -> Result<(syn::Item, Module), Error> {
        for item in self.items(module)? {
            let shown =
                signature(item).map_err(|cfg| Error::UnknownCfg(module.file.clone(), cfg))?;
            if shown.is_some_and(|shown| shown.name == name)
                && self.seen(module, attrs_of(item))? != Seen::Never
            {
                return Ok((item.clone(), module.clone()));
            }
            if let syn::Item::Use(u) = item {
                let leaves = use_leaves(&u.tree, &mut Vec::new())
                    .ok_or_else(|| Error::GlobReExport(module.file.clone()))?;
                if let Some((path, _)) = leaves.into_iter().find(|(_, leaf)| leaf == name) {
                    return self.find(&self.resolve(module, &path)?, name);
                }
            }
        }
        Err(Error::NoItem(module.file.clone(), name.to_string()))
    }

    /// Every public item of `module`, public at `path`.
    fn module(
        &self,
        module: &Module,
        path: &[String],
        book: bool,
        api: &mut Vec<Item>,
    ) -> Result<(), Error> {
        for item in self.items(module)? {
            let public = is_public(item);
            if public && only_without_book(attrs_of(item)) {
                let text: String = tidy(item).chars().take(80).collect();
                return Err(Error::PublicOnlyWithoutBook(module.file.clone(), text));
            }
            let Some(book) = self.within(module, book, attrs_of(item))? else {
                continue;
            };
            // Read past: a macro_rules! of the crate's own, and compile_error!,
            // which makes no item.
            if let syn::Item::Macro(m) = item {
                let exported = m.attrs.iter().any(|a| a.path().is_ident("macro_export"));
                let own = m.mac.path.is_ident("macro_rules") && !exported;
                if !own && !m.mac.path.is_ident("compile_error") {
                    let text: String = tidy(item).chars().take(80).collect();
                    return Err(Error::Unread(module.file.clone(), text));
                }
                continue;
            }
            match item {
                syn::Item::Mod(m) if public => {
                    let inner = joined(path, &m.ident);
                    let shown = Shown::new(&m.ident, Kind::Mod, "mod".into());
                    api.push(shown.at(inner.clone(), book, &module.file));
                    let child = self.child(module, &m.ident.to_string());
                    self.module(&child, &inner, book, api)?;
                }
                syn::Item::Use(u) if public => {
                    let leaves = use_leaves(&u.tree, &mut Vec::new())
                        .ok_or_else(|| Error::GlobReExport(module.file.clone()))?;
                    for (from, name) in leaves {
                        let at = joined(path, &name);
                        if from.first().is_some_and(|s| s == "crate") {
                            let what = format!("re-export of {}::{name}", from[1..].join("::"));
                            let shown = Shown::new(&name, Kind::ReExport, what);
                            api.push(shown.at(at, book, &module.file));
                            continue;
                        }
                        let (found, home) = self.find(&self.resolve(module, &from)?, &name)?;
                        let book = book || self.seen(&home, attrs_of(&found))? == Seen::WithBook;
                        self.item(&found, &home, at, book, api)?;
                    }
                }
                other if public => {
                    let shown = signature(other)
                        .map_err(|cfg| Error::UnknownCfg(module.file.clone(), cfg))?;
                    let Some(shown) = shown else {
                        let text: String = tidy(other).chars().take(80).collect();
                        return Err(Error::Unread(module.file.clone(), text));
                    };
                    let at = joined(path, &shown.name);
                    self.item(other, module, at, book, api)?;
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// `item`, public at `path`, and for a type its public methods and the
    /// traits it implements, from the file that defines it.
    fn item(
        &self,
        item: &syn::Item,
        home: &Module,
        path: Vec<String>,
        book: bool,
        api: &mut Vec<Item>,
    ) -> Result<(), Error> {
        let unknown = |cfg| Error::UnknownCfg(home.file.clone(), cfg);
        let Some(shown) = signature(item).map_err(unknown)? else {
            return Ok(());
        };
        let name = shown.name.clone();
        let attrs = crate::cfg::attrs_of(item);
        api.push(shown.documented_at(attrs, path.clone(), book, &home.file));
        if !matches!(item, syn::Item::Struct(_) | syn::Item::Enum(_)) {
            return Ok(());
        }
        for block in self.impls_of(&name, home)? {
            // A trait impl, or an inherent one with a public item, that only a
            // build without `book` has: as for an item, the list would leave
            // it out.
            let shows = block.trait_.is_some() || block.items.iter().any(is_public_in_impl);
            if shows && only_without_book(&block.attrs) {
                let text: String = tidy(block).chars().take(80).collect();
                return Err(Error::PublicOnlyWithoutBook(home.file.clone(), text));
            }
            let Some(book) = self.within(home, book, &block.attrs)? else {
                continue;
            };
            if let Some((_, trait_path, _)) = &block.trait_ {
                let mut shown = shown_impl(block, trait_path, &name);
                shown.name.clone_from(&name);
                api.push(shown.at(path.clone(), book, &home.file));
                continue;
            }
            self.inherent_items(block, home, book, &path, api)?;
        }
        Ok(())
    }

    /// The public methods and constants of `block`, an inherent impl of the
    /// type at `path`, each under its own path.
    fn inherent_items(
        &self,
        block: &syn::ItemImpl,
        home: &Module,
        book: bool,
        path: &[String],
        api: &mut Vec<Item>,
    ) -> Result<(), Error> {
        let name = type_name(&block.self_ty);
        // The bounds of a generic block are part of each method's
        // signature: `impl<T: Copy> Table<T>`.
        let generic = !block.generics.params.is_empty();
        let header = generic.then(|| {
            let mut header = format!("impl{} {}", tidy(&block.generics), tidy(&block.self_ty));
            if let Some(bounds) = &block.generics.where_clause {
                header += &format!(" {}", tidy(bounds));
            }
            header
        });
        for inner in &block.items {
            let public = is_public_in_impl(inner);
            let attrs = match inner {
                syn::ImplItem::Fn(f) => &f.attrs,
                syn::ImplItem::Const(c) => &c.attrs,
                syn::ImplItem::Macro(m) => {
                    let called = format!("{}! in impl {name}", tidy(&m.mac.path));
                    return Err(Error::Unread(home.file.clone(), called));
                }
                _ => continue,
            };
            if public && only_without_book(attrs) {
                let text: String = tidy(inner).chars().take(80).collect();
                return Err(Error::PublicOnlyWithoutBook(home.file.clone(), text));
            }
            let Some(book) = self.within(home, book, attrs)? else {
                continue;
            };
            if !public {
                continue;
            }
            let (ident, mut shown) = match inner {
                syn::ImplItem::Fn(f) => (&f.sig.ident, shown_fn(&f.sig)),
                syn::ImplItem::Const(c) => (
                    &c.ident,
                    Shown::new(
                        &c.ident,
                        Kind::Const,
                        format!("const {} = {}", tidy(&c.ty), tidy(&c.expr)),
                    ),
                ),
                _ => continue,
            };
            if let Some(header) = &header {
                shown.what = format!("{header} {{ {} }}", shown.what);
            }
            api.push(shown.documented_at(attrs, joined(path, ident), book, &home.file));
        }
        Ok(())
    }

    /// The `impl` blocks of the type `name` defined in `home`'s file, and the
    /// trait impls for another type whose trait names it (`impl From<Winner>
    /// for i32`): those of its folder (a game's `Position` is one of nine),
    /// and, for a name no other type of the crate has, those of any file (an
    /// `impl` of a shared type written beside the code that uses it). Two
    /// types of that name in one folder are an error: their impls would mix.
    fn impls_of(&self, name: &str, home: &Module) -> Result<Vec<&syn::ItemImpl>, Error> {
        let folder = home.file.parent();
        let defines = |items: &[syn::Item]| {
            items.iter().any(|item| match item {
                syn::Item::Struct(s) => s.ident == name,
                syn::Item::Enum(e) => e.ident == name,
                _ => false,
            })
        };
        let files = &self.sources.files;
        let unique = files.iter().filter(|(_, items)| defines(items)).count() == 1;
        let in_folder = files
            .iter()
            .filter(|(file, items)| file.parent() == folder && defines(items))
            .count();
        if in_folder > 1 {
            let folder = folder.unwrap_or(&home.file).to_path_buf();
            return Err(Error::TwoTypesOfOneName(folder, name.to_string()));
        }
        let names_it = |path: &syn::Path| {
            tidy(path)
                .split(|c: char| !c.is_alphanumeric() && c != '_')
                .any(|word| word == name)
        };
        Ok(files
            .iter()
            .filter(|(file, _)| unique || file.parent() == folder)
            .flat_map(|(_, items)| items)
            .filter_map(|item| match item {
                syn::Item::Impl(block) => Some(block),
                _ => None,
            })
            .filter(|block| {
                type_name(&block.self_ty) == name
                    || block.trait_.as_ref().is_some_and(|(_, p, _)| names_it(p))
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::list;
    use crate::api::shown::unqualified;

    /// The API of a crate made of `files`, each its path under `src/` and
    /// its text.
    fn api_of(files: &[(&str, &str)]) -> Result<Vec<Item>, Error> {
        let texts = files
            .iter()
            .map(|(file, text)| (Path::new("src").join(file), text.to_string()))
            .collect();
        walk(&Sources::parse(Path::new("src"), texts)?)
    }

    const LIB: &str = r#"
        pub mod game;
        pub mod shared;
        mod private;
        #[cfg(test)]
        pub mod testing;
    "#;

    const GAME: &str = r#"
        mod play;
        pub use play::{Move, Position};
        pub use crate::shared::Player;
        /// The longest row.
        pub const MAX_LEN: usize = 7071;
        #[cfg(feature = "book")]
        pub mod book;
        pub type Table = Vec<Vec<i64>>;
        #[derive(Debug)]
        pub enum Error { TooLong { len: usize }, #[cfg(test)] Never }
        fn hidden() {}
    "#;

    const PLAY: &str = r#"
        #[derive(Clone, Copy)]
        pub struct Move { pub player: Player, pub taken: u32, secret: u8 }
        pub struct Position { row: Vec<u32> }
        impl Position {
            pub fn new(row: &[u32]) -> Result<Position, Error> { todo!() }
            fn private(&self) {}
            #[cfg(any(test, feature = "book"))]
            pub fn memo(&self) {}
        }
        impl crate::shared::Game for Position {
            type Choice = usize;
            fn mover(&self) -> Player { todo!() }
        }
        impl<T: Copy> From<Position> for Vec<T> where T: Default {
            fn from(p: Position) -> Vec<T> { todo!() }
        }
    "#;

    const SHARED: &str = r#"
        pub enum Player { Alice, Bob }
        pub struct Name(pub String);
        pub trait Game: Clone { type Choice; fn mover(&self) -> Player; fn play(&mut self) {} }
    "#;

    fn small_crate() -> Vec<Item> {
        api_of(&[
            ("lib.rs", LIB),
            ("game/mod.rs", GAME),
            ("game/play.rs", PLAY),
            (
                "game/book.rs",
                "pub fn trace(row: &[u32]) -> Vec<u64> { Vec::new() }",
            ),
            ("shared.rs", SHARED),
            ("private.rs", "pub fn f() {}"),
        ])
        .unwrap()
    }

    #[test]
    fn each_public_item_is_listed_with_its_kind_and_feature() {
        let lines = list(&small_crate());
        assert_eq!(
            lines,
            "\
game: mod
game::Error: #[derive(Debug)] enum { TooLong { len: usize } }
game::MAX_LEN: const usize = 7071
game::Move: #[derive(Clone, Copy)] struct { player: Player, taken: u32, .. }
game::Player: re-export of shared::Player
game::Position: impl crate::shared::Game { type Choice = usize; }
game::Position: impl<T: Copy> From<Position> for Vec<T> where T: Default
game::Position: struct { .. }
game::Position::memo: fn memo(&self) [book]
game::Position::new: fn new(row: &[u32]) -> Result<Position, Error>
game::Table: Vec<Vec<i64>>
game::book: mod [book]
game::book::trace: fn trace(row: &[u32]) -> Vec<u64> [book]
shared: mod
shared::Game: pub trait Game: Clone { type Choice; fn mover(&self) -> Player; fn play(&mut self); }
shared::Name: struct { String }
shared::Player: enum { Alice, Bob }
"
        );
    }

    #[test]
    fn a_types_fields_variants_and_methods_come_from_its_syntax() {
        let api = small_crate();
        let find = |path: &str| {
            api.iter()
                .find(|i| i.path_text() == path && i.kind != Kind::Impl)
        };
        let item = |path: &str| find(path).unwrap_or_else(|| panic!("{path}"));
        let traits: Vec<Option<&str>> = api
            .iter()
            .filter(|i| i.kind == Kind::Impl)
            .map(|i| i.trait_name.as_deref())
            .collect();
        assert_eq!(traits, [Some("Game"), Some("From")]);
        let new = item("game::Position::new").fn_type.as_deref();
        assert_eq!(new, Some("fn(&[u32]) -> Result<Position, Error>"));
        // However a path is written, a type reads as its last segment.
        let written = "fn(&[u32]) -> std::result::Result<i64, super::Error>";
        assert_eq!(unqualified(written), "fn(&[u32]) -> Result<i64, Error>");
        let memo = item("game::Position::memo").fn_type.as_deref();
        assert_eq!(memo, Some("fn(&self)"));
        assert_eq!(item("game::MAX_LEN").fn_type, None);
        assert_eq!(item("game::Move").fields, ["player", "taken"]);
        assert_eq!(item("shared::Name").fields, ["0"]);
        assert!(item("game::Position").fields.is_empty());
        assert_eq!(item("shared::Game").methods, ["mover", "play"]);
        let error = item("game::Error");
        assert_eq!(error.variants.len(), 1);
        assert_eq!(
            (error.variants[0].name.as_str(), error.variants[0].book),
            ("TooLong", false)
        );
        let new = item("game::Position::new");
        assert_eq!(
            (new.module(), new.owner(), new.name()),
            ("game", Some("Position"), "new")
        );
        assert_eq!(item("game::MAX_LEN").owner(), None);
        assert_eq!(item("game::Table").kind, Kind::Alias);
        assert_eq!(item("game::Player").kind, Kind::ReExport);
    }

    /// An inherent impl's public constants are listed, and a generic
    /// block's bounds are part of each method's line, so that a change to
    /// either shows in the list.
    #[test]
    fn an_impls_constants_and_bounds_are_listed() {
        let lib = "pub struct T<X>(X); \
                   impl<X: Copy> T<X> where X: Default { pub fn get(&self) -> X { todo!() } } \
                   impl T<u8> { pub const MAX: usize = 3; const HIDDEN: u8 = 1; }";
        let lines: Vec<String> = api_of(&[("lib.rs", lib)])
            .unwrap()
            .iter()
            .map(Item::line)
            .collect();
        assert!(
            lines.contains(&"T::MAX: const usize = 3".to_string()),
            "{lines:?}"
        );
        assert!(
            lines.contains(
                &"T::get: impl<X: Copy> T<X> where X: Default { fn get(&self) -> X }".to_string()
            ),
            "{lines:?}"
        );
        assert!(!lines.iter().any(|l| l.contains("HIDDEN")), "{lines:?}");
        let called = api_of(&[("lib.rs", "pub struct T; impl T { m!(); }")]);
        assert!(matches!(called, Err(Error::Unread(..))), "{called:?}");
        // An impl of an alias would add methods the list never finds.
        let aliased = api_of(&[(
            "lib.rs",
            "pub struct T; use T as P; impl P { pub fn sneaky(&self) {} }",
        )]);
        assert!(matches!(aliased, Err(Error::Unread(..))), "{aliased:?}");
        // Nor an impl of one of two types of a name from outside its folder
        // (in lib.rs), nor one that names it by a path.
        let position = "pub struct Position; impl Position { pub fn new() {} }";
        for sneaky in [
            "pub mod a; pub mod b; impl a::Position { pub fn sneaky(&self) {} }",
            "pub mod a; pub mod b; impl std::fmt::Debug for a::Position { \
             fn fmt(&self, _: &mut std::fmt::Formatter) -> std::fmt::Result { Ok(()) } }",
        ] {
            let found = api_of(&[
                ("lib.rs", sneaky),
                ("a/mod.rs", position),
                ("b/mod.rs", position),
            ]);
            assert!(matches!(found, Err(Error::Unread(..))), "{found:?}");
        }
        // Nor may an impl hide in a value.
        let hidden = api_of(&[(
            "lib.rs",
            "pub enum W { A } const _: () = { impl From<bool> for W { \
             fn from(_: bool) -> Self { W::A } } };",
        )]);
        assert!(matches!(hidden, Err(Error::Unread(..))), "{hidden:?}");
    }

    /// A macro of the crate's own, of one rule over one name, is read as
    /// what it writes; one of two rules, a call with an attribute, or a
    /// matcher that is not a name, is refused as any other call.
    #[test]
    fn a_simple_macro_of_the_crate_is_read_as_what_it_writes() {
        let from = "macro_rules! from_short { ($e:ident) => { \
                    impl From<$crate::Short> for $e { \
                        fn from(s: $crate::Short) -> Self { todo!() } \
                    } \
                    pub fn made() {} }; }";
        let lib = format!("{from} pub struct Short; pub enum Error {{ A }} from_short!(Error);");
        let lines: Vec<String> = api_of(&[("lib.rs", &lib)])
            .unwrap()
            .iter()
            .map(Item::line)
            .collect();
        assert!(
            lines.contains(&"Error: impl From<crate::Short>".to_string()),
            "{lines:?}"
        );
        assert!(lines.contains(&"made: fn made()".to_string()), "{lines:?}");
        for refused in [
            "macro_rules! two { ($e:ident) => {}; () => {} } two!(Error);",
            "macro_rules! m { ($e:ident) => { pub fn f() {} }; } #[cfg(test)] m!(Error);",
            "macro_rules! m { ($e:expr) => { pub fn f() {} }; } m!(Error);",
        ] {
            let api = api_of(&[("lib.rs", refused)]);
            assert!(matches!(api, Err(Error::Unread(..))), "{refused}: {api:?}");
        }
    }

    #[test]
    fn what_the_list_cannot_read_faithfully_is_an_error() {
        let with_game = |game: &str| api_of(&[("lib.rs", "pub mod game;"), ("game.rs", game)]);
        let unknown = with_game(r#"#[cfg(feature = "serde")] pub fn f() {}"#);
        assert!(matches!(unknown, Err(Error::UnknownCfg(..))), "{unknown:?}");
        let glob = with_game("mod play; pub use play::*;");
        assert!(matches!(glob, Err(Error::GlobReExport(..))), "{glob:?}");
        // An item, a method or an impl only a build without `book` has.
        for hidden in [
            r#"#[cfg(not(feature = "book"))] pub fn f() {}"#,
            r#"pub struct S; impl S { #[cfg(not(feature = "book"))] pub fn f() {} }"#,
            r#"pub struct S; #[cfg(not(feature = "book"))] impl S { pub fn f() {} }"#,
            r#"pub struct S; #[cfg(not(feature = "book"))] impl Clone for S {}"#,
        ] {
            let api = with_game(hidden);
            assert!(
                matches!(api, Err(Error::PublicOnlyWithoutBook(..))),
                "{hidden}: {api:?}"
            );
        }
        // A private one is no part of the list.
        let private = r#"pub struct S; impl S { #[cfg(not(feature = "book"))] fn f() {} }"#;
        assert!(with_game(private).is_ok(), "{private}");
        let nowhere = with_game("pub use missing::Thing;");
        assert!(matches!(nowhere, Err(Error::NoModule(..))), "{nowhere:?}");
        let missing = api_of(&[
            ("lib.rs", "pub mod game;"),
            ("game.rs", "mod a; pub use a::B;"),
            ("game/a.rs", ""),
        ]);
        assert!(matches!(missing, Err(Error::NoItem(..))), "{missing:?}");
        let twice = api_of(&[
            ("lib.rs", "pub mod game;"),
            ("game/mod.rs", "mod a; mod b; pub use a::Position;"),
            (
                "game/a.rs",
                "pub struct Position; impl Position { pub fn new() {} }",
            ),
            (
                "game/b.rs",
                "pub struct Position; impl Position { pub fn old() {} }",
            ),
        ]);
        assert!(
            matches!(twice, Err(Error::TwoTypesOfOneName(..))),
            "{twice:?}"
        );
        // What the list cannot read: a macro called at item level, an
        // exported macro, a public union. A macro_rules! of the crate's own
        // is read past.
        for unread in [
            "some_macro! { pub fn made() {} }",
            "#[macro_export] macro_rules! m { () => {} }",
            "pub union U { a: u32, b: f32 }",
        ] {
            let api = api_of(&[("lib.rs", unread)]);
            assert!(matches!(api, Err(Error::Unread(..))), "{unread}: {api:?}");
        }
        assert!(api_of(&[("lib.rs", "macro_rules! m { () => {} } pub fn f() {}")]).is_ok());
        let message = unknown.unwrap_err().to_string();
        assert!(
            message.starts_with("src/game.rs: a cfg the public-API list does not know"),
            "{message}"
        );
    }

    #[test]
    fn each_cfg_of_the_crate_is_read_as_what_a_program_sees() {
        let seen = |source: &str| seen(&syn::parse_str::<syn::ItemFn>(source).unwrap().attrs);
        assert_eq!(seen("pub fn f() {}"), Ok(Seen::Always));
        assert_eq!(
            seen(r#"#[cfg(feature = "book")] pub fn f() {}"#),
            Ok(Seen::WithBook)
        );
        let either = r#"#[cfg(any(test, feature = "book"))] pub fn f() {}"#;
        assert_eq!(seen(either), Ok(Seen::WithBook));
        assert_eq!(seen("#[cfg(test)] pub fn f() {}"), Ok(Seen::Never));
        assert_eq!(seen("#[cfg(doctest)] pub fn f() {}"), Ok(Seen::Never));
        assert_eq!(
            seen(r#"#[cfg(all(doc, feature = "book"))] pub fn f() {}"#),
            Ok(Seen::Never)
        );
        assert_eq!(
            seen(r#"#[cfg(not(feature = "book"))] fn f() {}"#),
            Ok(Seen::Never)
        );
        assert!(seen(r#"#[cfg(feature = "serde")] pub fn f() {}"#).is_err());
    }

    /// The crate itself: every game's `Move` has its fields, `Game` its
    /// methods, and the list is sorted, each line once.
    #[test]
    fn the_crate_reads_whole() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let items = crate::api::read(&root).unwrap();
        let moves: Vec<&Item> = items
            .iter()
            .filter(|i| i.kind == Kind::Struct && i.name() == "Move")
            .collect();
        assert_eq!(moves.len(), 9);
        assert!(moves.iter().all(|m| m.fields.len() >= 4), "{moves:?}");
        let game = items
            .iter()
            .find(|i| i.path_text() == "shared::Game")
            .unwrap();
        assert!(game.methods.iter().any(|m| m == "play") && game.methods.len() >= 9);
        let lines: Vec<String> = items.iter().map(Item::line).collect();
        assert!(lines.windows(2).all(|w| w[0] < w[1]), "sorted, each once");
    }
}
