//! The crate's public API, item by item, against the list committed in
//! `code/public-api.txt`: a change of a public name, signature, field,
//! variant, derive, constant's value or trait impl fails this test until the
//! list is written again, so that it shows in review (and in the CHANGELOG)
//! as what it is.
//!
//! The list is read from the crate's syntax with `syn` (rustdoc's JSON, which
//! `cargo public-api` reads, is an unstable output: a stable toolchain writes
//! it only under `RUSTC_BOOTSTRAP=1`, which this project does not use): each public
//! module, each `pub use` followed to the item it names, each public method
//! and trait impl of a public type, including an impl for another type that
//! names it (`impl From<Winner> for i32`). Syntax is not types: an item a
//! macro made would be missed, and no macro of the crate makes one (its
//! macros, `book_link!` and the `book_link_target!` it calls, write doc
//! text). An item public
//! only with the feature `book` is marked `[book]`; `[serde]` marks a derive
//! that feature adds. To write the list again after a change made on purpose:
//! `STONE_GAMES_WRITE_API=1 cargo test --test public_api`.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use book_tools::cfg::{is_test_only, Cfg};
use book_tools::files_under;
use quote::ToTokens;
use syn::{Attribute, Item, UseTree, Visibility};

/// The crate's source folder.
fn src() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("code/src")
}

/// The committed list.
fn list_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("code/public-api.txt")
}

/// A module's source: its file and the folder its own modules live in.
#[derive(Clone)]
struct Module {
    file: PathBuf,
    dir: PathBuf,
    /// The module that declares this one (`None` for the crate's root).
    parent: Option<Box<Module>>,
}

impl Module {
    /// The module `name` declared in this one.
    fn child(&self, name: &str) -> Module {
        let flat = self.dir.join(format!("{name}.rs"));
        if flat.exists() {
            Module {
                file: flat,
                dir: self.dir.join(name),
                parent: Some(Box::new(self.clone())),
            }
        } else {
            let dir = self.dir.join(name);
            Module {
                file: dir.join("mod.rs"),
                dir,
                parent: Some(Box::new(self.clone())),
            }
        }
    }

    fn items(&self) -> Vec<Item> {
        PARSED.with(|parsed| {
            let found = parsed.iter().find(|(file, _)| *file == self.file);
            let (_, items) = found
                .unwrap_or_else(|| panic!("{} is not a file of the crate", self.file.display()));
            items.clone()
        })
    }
}

thread_local! {
    /// Every `.rs` file of the crate, parsed once.
    static PARSED: Vec<(PathBuf, Vec<Item>)> = files_under(&src(), "rs")
        .into_iter()
        .map(|file| {
            let text = fs::read_to_string(&file)
                .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let items = syn::parse_file(&text)
                .unwrap_or_else(|e| panic!("{}: {e}", file.display()))
                .items;
            (file, items)
        })
        .collect();
}

/// The crate's root module, `lib.rs`.
fn root() -> Module {
    Module {
        file: src().join("lib.rs"),
        dir: src(),
        parent: None,
    }
}

/// What a `cfg` on `attrs` asks for: `Ok(Some("book"))` for an item that
/// exists only with the feature `book` (`feature = "book"`, or `any(test,
/// feature = "book")`, which for a program is the same); `Ok(None)` for one
/// that always exists; `Err` for one a program never sees (`cfg(test)`,
/// `cfg(all(test, ...))`, `cfg(doctest)`, `cfg(all(doc, ...))`, or
/// `cfg(not(...))` on the private `use` a build without `book` needs). A
/// `cfg` this does not know fails the test, rather than being guessed at.
fn feature_of(attrs: &[Attribute]) -> Result<Option<&'static str>, ()> {
    if is_test_only(attrs) {
        return Err(()); // the reading the extremes and calls checks share
    }
    let book = Cfg::value("feature", "book");
    let test_or_book = Cfg::Any(vec![Cfg::name("test"), book.clone()]);
    let mut feature = None;
    for attr in attrs {
        let Some(cfg) = Cfg::of(attr) else { continue };
        let cfg = cfg.unwrap_or_else(|e| panic!("{e}: {}", tidy(attr)));
        match cfg {
            cfg if cfg == book || cfg == test_or_book => feature = Some("book"),
            cfg if cfg == Cfg::name("doctest") || cfg.needs("doc") => {
                return Err(());
            }
            Cfg::Not(_) => return Err(()),
            other => {
                panic!("a cfg the public-API list does not know: {other:?}")
            }
        }
    }
    Ok(feature)
}

/// `tokens` as one line, with the spaces `to_string` puts around
/// punctuation taken out where Rust would not write them.
fn tidy(tokens: impl ToTokens) -> String {
    // A shift is two `<` (or `>`) tokens that print apart; the generics'
    // rules below would join them to what follows.
    let mut text = tokens.to_token_stream().to_string();
    text = text.replace(" < < ", " \u{0} ").replace(" << ", " \u{0} ");
    for (from, to) in [
        (" ,", ","),
        (" ;", ";"),
        (" :: ", "::"),
        (":: ", "::"),
        (" ::", "::"),
        ("& ", "&"),
        (" (", "("),
        ("( ", "("),
        (" )", ")"),
        ("[ ", "["),
        (" ]", "]"),
        (" < ", "<"),
        ("< ", "<"),
        (" >", ">"),
        (" :", ":"),
        (" . ", "."),
        (",)", ")"),
        (", }", " }"),
        (",>", ">"),
        (" <(", "<("),
        ("->(", "-> ("),
        ("' ", "'"),
        ("# [", "#["),
    ] {
        text = text.replace(from, to);
    }
    text.replace('\u{0}', "<<")
}

/// The derives and `non_exhaustive` of a type, as `[derive(...)]`.
fn type_attrs(attrs: &[Attribute]) -> String {
    let mut out = Vec::new();
    for attr in attrs {
        let text = tidy(attr);
        if text.starts_with("#[derive") || text == "#[non_exhaustive]" {
            out.push(text);
        } else if text.contains("serde") && text.contains("derive") {
            out.push("[serde] derive(Serialize, Deserialize)".to_string());
        }
    }
    out.join(" ")
}

/// `item` without its body and doc: what a caller depends on.
fn signature(item: &Item) -> Option<(String, String)> {
    let without_docs = |attrs: &[Attribute]| type_attrs(attrs);
    match item {
        Item::Fn(f) => Some((f.sig.ident.to_string(), tidy(&f.sig))),
        // A constant's value is part of what a caller depends on (a limit).
        Item::Const(c) => Some((
            c.ident.to_string(),
            format!("const {} = {}", tidy(&c.ty), tidy(&c.expr)),
        )),
        Item::Struct(s) => {
            let mut s = s.clone();
            s.fields.iter_mut().for_each(|f| f.attrs.clear());
            let shown = format!(
                "{} struct{}{}",
                without_docs(&s.attrs),
                tidy(&s.generics),
                public_fields(&s.fields)
            );
            Some((s.ident.to_string(), shown.trim().to_string()))
        }
        Item::Enum(e) => {
            let variants: Vec<String> = e.variants.iter().filter_map(variant).collect();
            let variants = variants.join(", ");
            let attrs = without_docs(&e.attrs);
            Some((
                e.ident.to_string(),
                format!("{attrs} enum {{ {variants} }}"),
            ))
        }
        Item::Trait(t) => {
            let mut t = t.clone();
            t.attrs.clear();
            for inner in &mut t.items {
                strip_trait_item(inner);
            }
            Some((t.ident.to_string(), tidy(&t)))
        }
        Item::Type(t) => Some((t.ident.to_string(), tidy(&t.ty))),
        Item::Static(st) => Some((st.ident.to_string(), format!("static {}", tidy(&st.ty)))),
        _ => None,
    }
}

/// A variant as a caller matches it, `[book]` when only that feature has
/// it; `None` for a test-only one.
fn variant(v: &syn::Variant) -> Option<String> {
    let feature = feature_of(&v.attrs).ok()?;
    let mut v = v.clone();
    v.attrs.clear();
    v.fields.iter_mut().for_each(|f| f.attrs.clear());
    let mark = feature.map(|f| format!(" [{f}]")).unwrap_or_default();
    Some(format!("{}{mark}", tidy(&v)))
}

/// A struct's public fields (the others are not API).
fn public_fields(fields: &syn::Fields) -> String {
    let mut shown: Vec<String> = fields
        .iter()
        .filter(|f| matches!(f.vis, Visibility::Public(_)))
        .map(|f| match &f.ident {
            Some(name) => format!("{name}: {}", tidy(&f.ty)),
            None => tidy(&f.ty),
        })
        .collect();
    if shown.len() < fields.len() {
        shown.push("..".to_string());
    }
    format!(" {{ {} }}", shown.join(", "))
}

/// A trait item without its doc and default body.
fn strip_trait_item(item: &mut syn::TraitItem) {
    match item {
        syn::TraitItem::Fn(f) => {
            f.attrs.clear();
            f.default = None;
            f.semi_token = Some(Default::default());
        }
        syn::TraitItem::Type(t) => t.attrs.clear(),
        syn::TraitItem::Const(c) => c.attrs.clear(),
        _ => {}
    }
}

/// Where a `pub use` leads: the module it names and the item's name there.
fn use_leaves(tree: &UseTree, prefix: &mut Vec<String>, out: &mut Vec<(Vec<String>, String)>) {
    match tree {
        UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_leaves(&p.tree, prefix, out);
            prefix.pop();
        }
        UseTree::Name(n) => out.push((prefix.clone(), n.ident.to_string())),
        UseTree::Rename(r) => out.push((prefix.clone(), r.ident.to_string())),
        UseTree::Group(g) => {
            g.items.iter().for_each(|t| use_leaves(t, prefix, out));
        }
        UseTree::Glob(_) => panic!("a glob re-export hides what is public"),
    }
}

/// The item `name` as `module` defines it, or re-exports it (followed to
/// its definition): the item and the module whose file holds it.
fn find(module: &Module, name: &str) -> (Item, Module) {
    for item in module.items() {
        if let Some((ident, _)) = signature(&item) {
            if ident == name && feature_of(item_attrs(&item)).is_ok() {
                return (item, module.clone());
            }
        }
        if let Item::Use(u) = &item {
            let mut leaves = Vec::new();
            use_leaves(&u.tree, &mut Vec::new(), &mut leaves);
            for (path, leaf) in leaves {
                if leaf == name {
                    return find(&resolve(module, &path), name);
                }
            }
        }
    }
    panic!("{}: no item {name}", module.file.display())
}

/// The module `path` names from `module` (`crate::shared`, `play`,
/// `super::memo`).
fn resolve(module: &Module, path: &[String]) -> Module {
    let mut at = module.clone();
    for segment in path {
        at = match segment.as_str() {
            "crate" => root(),
            "self" => at,
            "super" => *at.parent.clone().expect("`super` of the crate's root"),
            _ => at.child(segment),
        };
    }
    at
}

fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Fn(f) => &f.attrs,
        Item::Const(c) => &c.attrs,
        Item::Struct(s) => &s.attrs,
        Item::Enum(e) => &e.attrs,
        Item::Trait(t) => &t.attrs,
        Item::Type(t) => &t.attrs,
        Item::Static(st) => &st.attrs,
        Item::Use(u) => &u.attrs,
        Item::Mod(m) => &m.attrs,
        Item::Impl(i) => &i.attrs,
        _ => &[],
    }
}

/// The feature an item needs inside one that needs `outer`.
fn within(outer: Option<&'static str>, attrs: &[Attribute]) -> Option<Option<&'static str>> {
    feature_of(attrs).ok().map(|inner| outer.or(inner))
}

/// One line of the list: the item's path, what it is, and `[book]` when
/// only the feature `book` makes it public.
fn line(path: &str, shown: &str, feature: Option<&str>) -> String {
    let mark = feature.map(|f| format!(" [{f}]")).unwrap_or_default();
    format!("{path}: {shown}{mark}")
}

/// `item`, public at `path`, and for a type its public methods and the
/// traits it implements, from the file that defines it.
fn add_item(
    item: &Item,
    home: &Module,
    path: &str,
    feature: Option<&'static str>,
    api: &mut BTreeSet<String>,
) {
    let Some((name, shown)) = signature(item) else {
        return;
    };
    api.insert(line(path, &shown, feature));
    if !matches!(item, Item::Struct(_) | Item::Enum(_)) {
        return;
    }
    for block in impls_of(&name, home) {
        let Some(feature) = within(feature, &block.attrs) else {
            continue;
        };
        if let Some((_, trait_path, _)) = &block.trait_ {
            let mut shown = format!("impl {}", tidy(trait_path));
            if type_name(&block.self_ty) != name {
                shown += &format!(" for {}", tidy(&block.self_ty));
            }
            api.insert(line(path, &shown, feature));
            continue;
        }
        for inner in &block.items {
            let syn::ImplItem::Fn(f) = inner else {
                continue;
            };
            let public = matches!(f.vis, Visibility::Public(_));
            let Some(feature) = within(feature, &f.attrs) else {
                continue;
            };
            if public {
                let method = format!("{path}::{}", f.sig.ident);
                api.insert(line(&method, &tidy(&f.sig), feature));
            }
        }
    }
}

/// Every public item of `module`, public at `path`.
fn walk(module: &Module, path: &str, feature: Option<&'static str>, api: &mut BTreeSet<String>) {
    for item in module.items() {
        let public = is_public(&item);
        let only_without_book = item_attrs(&item)
            .iter()
            .any(|attr| attr.path().is_ident("cfg") && tidy(&attr.meta).starts_with("cfg(not("));
        assert!(
            !(public && only_without_book),
            "{}: a public item under cfg(not(...)), which this list would \
             leave out: {}",
            module.file.display(),
            tidy(&item).chars().take(80).collect::<String>()
        );
        let Some(feature) = within(feature, item_attrs(&item)) else {
            continue;
        };
        let child_path = |name: &dyn std::fmt::Display| {
            if path.is_empty() {
                name.to_string()
            } else {
                format!("{path}::{name}")
            }
        };
        match &item {
            Item::Mod(m) if matches!(m.vis, Visibility::Public(_)) => {
                let inner = child_path(&m.ident);
                api.insert(line(&inner, "mod", feature));
                walk(&module.child(&m.ident.to_string()), &inner, feature, api);
            }
            Item::Use(u) if matches!(u.vis, Visibility::Public(_)) => {
                let mut leaves = Vec::new();
                use_leaves(&u.tree, &mut Vec::new(), &mut leaves);
                for (from, name) in leaves {
                    let at = child_path(&name);
                    if from.first().is_some_and(|s| s == "crate") {
                        let original = from[1..].join("::");
                        let shown = format!("re-export of {original}::{name}");
                        api.insert(line(&at, &shown, feature));
                        continue;
                    }
                    let (found, home) = find(&resolve(module, &from), &name);
                    let feature = within(feature, item_attrs(&found)).flatten().or(feature);
                    add_item(&found, &home, &at, feature, api);
                }
            }
            other if is_public(other) => {
                if let Some((name, _)) = signature(other) {
                    add_item(other, module, &child_path(&name), feature, api);
                }
            }
            _ => {}
        }
    }
}

/// The `impl` blocks of the type `name` defined in `home`'s file, and the
/// trait impls for another type whose trait names it (`impl From<Winner> for
/// i32`): those of its folder (a game's `Position` is one of nine), and, for
/// a name no other type of the crate has, those of any file (an `impl` of a
/// shared type written beside the code that uses it).
fn impls_of(name: &str, home: &Module) -> Vec<syn::ItemImpl> {
    let folder = home.file.parent().expect("a file in a folder");
    let defines = |items: &[Item]| {
        items.iter().any(|item| match item {
            Item::Struct(s) => s.ident == name,
            Item::Enum(e) => e.ident == name,
            _ => false,
        })
    };
    PARSED.with(|parsed| {
        let unique = parsed.iter().filter(|(_, items)| defines(items)).count() == 1;
        let mut found = Vec::new();
        for (file, items) in parsed {
            if !unique && file.parent() != Some(folder) {
                continue;
            }
            for item in items {
                let Item::Impl(block) = item else {
                    continue;
                };
                let names_it = |path: &syn::Path| {
                    tidy(path)
                        .split(|c: char| !c.is_alphanumeric() && c != '_')
                        .any(|word| word == name)
                };
                let for_it = type_name(&block.self_ty) == name;
                let trait_names_it = block.trait_.as_ref().is_some_and(|(_, p, _)| names_it(p));
                if for_it || trait_names_it {
                    found.push(block.clone());
                }
            }
        }
        found
    })
}

/// The name of the type an `impl` block is for: `Table` for `Table<T>`.
fn type_name(ty: &syn::Type) -> String {
    match ty {
        syn::Type::Path(p) => p
            .path
            .segments
            .last()
            .map(|s| s.ident.to_string())
            .unwrap_or_default(),
        other => tidy(other),
    }
}

/// The visibility `item` is declared with, for the kinds of item an API
/// has.
fn vis_of(item: &Item) -> Option<&Visibility> {
    match item {
        Item::Fn(f) => Some(&f.vis),
        Item::Const(c) => Some(&c.vis),
        Item::Struct(s) => Some(&s.vis),
        Item::Enum(e) => Some(&e.vis),
        Item::Trait(t) => Some(&t.vis),
        Item::Type(t) => Some(&t.vis),
        Item::Static(st) => Some(&st.vis),
        Item::Use(u) => Some(&u.vis),
        Item::Mod(m) => Some(&m.vis),
        _ => None,
    }
}

fn is_public(item: &Item) -> bool {
    matches!(vis_of(item), Some(Visibility::Public(_)))
}

/// The crate's public API, one line per item, sorted.
fn public_api() -> String {
    let mut api = BTreeSet::new();
    walk(&root(), "", None, &mut api);
    let mut text = String::new();
    for line in api {
        text.push_str(&line);
        text.push('\n');
    }
    text
}

/// A game's `Error` is one type with the feature `book` or without: a
/// dependency that turns the feature on must not change an enum that semver
/// covers (CONTRIBUTING, "The shape of a game module").
#[test]
fn no_error_variant_needs_the_feature_book() {
    let api = public_api();
    let errors: Vec<&str> = api
        .lines()
        .filter(|line| line.contains("::Error: ") && line.contains(" enum {"))
        .collect();
    assert!(errors.len() >= 9, "the nine games' errors: {errors:#?}");
    for line in errors {
        let variants = &line[line.find('{').unwrap()..line.rfind('}').unwrap()];
        assert!(!variants.contains("[book]"), "{line}");
    }
}

#[test]
fn the_public_api_is_the_committed_list() {
    let api = public_api();
    let path: &Path = &list_path();
    if std::env::var_os("STONE_GAMES_WRITE_API").is_some() {
        fs::write(path, &api).expect("the list is writable");
        return;
    }
    let committed = fs::read_to_string(path).unwrap_or_default();
    let old: BTreeSet<&str> = committed.lines().collect();
    let new: BTreeSet<&str> = api.lines().collect();
    let gone: Vec<&&str> = old.difference(&new).collect();
    let added: Vec<&&str> = new.difference(&old).collect();
    assert!(
        gone.is_empty() && added.is_empty(),
        "the crate's public API is not code/public-api.txt.\n\
         gone: {gone:#?}\nnew: {added:#?}\n\
         If the change is meant, write the list again with \
         `STONE_GAMES_WRITE_API=1 cargo test --test public_api`, and say it \
         in the CHANGELOG."
    );
}

/// The attributes of `source`, an item.
fn attrs_of(source: &str) -> Vec<Attribute> {
    let item: Item = syn::parse_str(source).expect("an item");
    item_attrs(&item).to_vec()
}

#[test]
fn each_cfg_of_the_crate_is_read_as_what_a_program_sees() {
    let book = Ok(Some("book"));
    let feature = |source| feature_of(&attrs_of(source));
    assert_eq!(feature("pub fn f() {}"), Ok(None));
    assert_eq!(feature(r#"#[cfg(feature = "book")] pub fn f() {}"#), book);
    let either = r#"#[cfg(any(test, feature = "book"))] pub fn f() {}"#;
    assert_eq!(feature(either), book);
    assert_eq!(feature("#[cfg(test)] pub fn f() {}"), Err(()));
    assert_eq!(feature("#[cfg(doctest)] pub fn f() {}"), Err(()));
    let doc = r#"#[cfg(all(doc, feature = "book"))] pub fn f() {}"#;
    assert_eq!(feature(doc), Err(()));
    let not = r#"#[cfg(not(feature = "book"))] use a::b;"#;
    assert_eq!(feature(not), Err(()));
}

#[test]
#[should_panic(expected = "a cfg the public-API list does not know")]
fn a_cfg_the_list_does_not_know_fails() {
    let _ = feature_of(&attrs_of(r#"#[cfg(feature = "serde")] pub fn f() {}"#));
}

#[test]
#[should_panic(expected = "a glob re-export hides what is public")]
fn a_glob_re_export_fails() {
    let Item::Use(u) = syn::parse_str("pub use play::*;").expect("a use") else {
        unreachable!("a use parses as a use")
    };
    use_leaves(&u.tree, &mut Vec::new(), &mut Vec::new());
}
