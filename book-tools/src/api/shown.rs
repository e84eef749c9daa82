//! How the list shows an item: its signature without its body and doc
//! (`fn alice_wins(piles: &[u32]) -> Result<bool, Error>`), a type's derives,
//! an enum's variants, a trait's methods, written from its syntax as one tidy
//! line.

use std::path::Path;

use quote::ToTokens;
use syn::{Attribute, Visibility};

use super::walk::{seen, Seen};
use super::{Item, Kind, Variant};

/// `tokens` as one line, with the spaces `to_string` puts around
/// punctuation taken out where Rust would not write them.
pub(super) fn tidy(tokens: impl ToTokens) -> String {
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
        (" ! [", "!["),
        (",]", "]"),
    ] {
        text = text.replace(from, to);
    }
    text.replace('\u{0}', "<<")
}

/// The derives and `non_exhaustive` of a type, as `#[derive(...)]`, and the
/// derives the feature `serde` adds, as `[serde] derive(...)`.
pub(super) fn type_attrs(attrs: &[Attribute]) -> String {
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

/// An item as the list shows it: its name, and the [`Item`] without its
/// path and feature.
pub(super) struct Shown {
    pub(super) name: String,
    pub(super) kind: Kind,
    pub(super) what: String,
    pub(super) fields: Vec<String>,
    pub(super) variants: Vec<Variant>,
    pub(super) methods: Vec<String>,
    pub(super) trait_name: Option<String>,
    pub(super) fn_type: Option<String>,
}

impl Shown {
    pub(super) fn new(name: impl ToString, kind: Kind, what: String) -> Shown {
        Shown {
            name: name.to_string(),
            kind,
            what,
            fields: Vec::new(),
            variants: Vec::new(),
            methods: Vec::new(),
            trait_name: None,
            fn_type: None,
        }
    }

    pub(super) fn at(self, path: Vec<String>, book: bool, file: &Path) -> Item {
        Item {
            path,
            file: file.to_path_buf(),
            kind: self.kind,
            what: self.what,
            book,
            fields: self.fields,
            variants: self.variants,
            methods: self.methods,
            trait_name: self.trait_name,
            fn_type: self.fn_type,
            doc: Vec::new(),
        }
    }

    /// [`Shown::at`], with the doc comment `attrs` hold.
    pub(super) fn documented_at(
        self,
        attrs: &[Attribute],
        path: Vec<String>,
        book: bool,
        file: &Path,
    ) -> Item {
        Item {
            doc: crate::cfg::doc_lines(attrs),
            ..self.at(path, book, file)
        }
    }
}

/// `item` without its body and doc: what a caller depends on.
pub(super) fn signature(item: &syn::Item) -> Result<Option<Shown>, String> {
    Ok(Some(match item {
        syn::Item::Fn(f) => shown_fn(&f.sig),
        // A constant's value is part of what a caller depends on (a limit);
        // a list's (`METHODS`) is not listed, so that a new method changes
        // the list by its own line alone.
        syn::Item::Const(c) => {
            let ty = tidy(&c.ty);
            let list = |r: &syn::TypeReference| matches!(*r.elem, syn::Type::Slice(_));
            let shown = if matches!(&*c.ty, syn::Type::Reference(r) if list(r)) {
                format!("const {ty}")
            } else {
                format!("const {ty} = {}", tidy(&c.expr))
            };
            Shown::new(&c.ident, Kind::Const, shown)
        }
        syn::Item::Struct(s) => shown_struct(s),
        syn::Item::Enum(e) => shown_enum(e)?,
        syn::Item::Trait(t) => shown_trait(t),
        syn::Item::Type(t) => Shown::new(&t.ident, Kind::Alias, tidy(&t.ty)),
        syn::Item::Static(st) => {
            Shown::new(&st.ident, Kind::Static, format!("static {}", tidy(&st.ty)))
        }
        _ => return Ok(None),
    }))
}

/// A function or a method: its signature, and the type of a pointer to it.
pub(super) fn shown_fn(sig: &syn::Signature) -> Shown {
    let mut shown = Shown::new(&sig.ident, Kind::Fn, tidy(sig));
    let inputs: Vec<String> = sig
        .inputs
        .iter()
        .map(|input| match input {
            syn::FnArg::Typed(typed) => tidy(&typed.ty),
            syn::FnArg::Receiver(receiver) => tidy(receiver),
        })
        .collect();
    let output = match &sig.output {
        syn::ReturnType::Default => String::new(),
        syn::ReturnType::Type(_, ty) => format!(" -> {}", tidy(ty)),
    };
    let fn_type = format!("fn({}){output}", inputs.join(", "));
    shown.fn_type = Some(unqualified(&fn_type));
    shown
}

/// `ty` with each path cut to its last segment, so that a type reads alike however
/// it is written: `super::Error` and `crate::stone_game::Error` are `Error`,
/// `std::result::Result<u64, E>` is `Result<u64, E>`.
pub(super) fn unqualified(ty: &str) -> String {
    let parts: Vec<&str> = ty.split("::").collect();
    let mut out = String::with_capacity(ty.len());
    for (k, part) in parts.iter().enumerate() {
        if k + 1 == parts.len() {
            out.push_str(part);
        } else {
            out.push_str(part.trim_end_matches(|c: char| c.is_alphanumeric() || c == '_'));
        }
    }
    out
}

/// A struct's derives, generics and public fields.
pub(super) fn shown_struct(s: &syn::ItemStruct) -> Shown {
    let mut s = s.clone();
    s.fields.iter_mut().for_each(|f| f.attrs.clear());
    let what = format!(
        "{} struct{}{}",
        type_attrs(&s.attrs),
        tidy(&s.generics),
        public_fields(&s.fields)
    );
    let mut shown = Shown::new(&s.ident, Kind::Struct, what.trim().to_string());
    shown.fields = s
        .fields
        .iter()
        .enumerate()
        .filter(|(_, f)| matches!(f.vis, Visibility::Public(_)))
        .map(|(i, f)| f.ident.as_ref().map_or(i.to_string(), ToString::to_string))
        .collect();
    shown
}

/// An enum's derives and the variants a program sees (`[book]` on those
/// only the feature `book` has).
pub(super) fn shown_enum(e: &syn::ItemEnum) -> Result<Shown, String> {
    let mut texts = Vec::new();
    let mut variants = Vec::new();
    for v in &e.variants {
        let book = match seen(&v.attrs)? {
            Seen::Never => continue,
            Seen::Always => false,
            Seen::WithBook => true,
        };
        variants.push(Variant {
            name: v.ident.to_string(),
            book,
        });
        let mut v = v.clone();
        v.attrs.clear();
        v.fields.iter_mut().for_each(|f| f.attrs.clear());
        let mark = if book { " [book]" } else { "" };
        texts.push(format!("{}{mark}", tidy(&v)));
    }
    let what = format!("{} enum {{ {} }}", type_attrs(&e.attrs), texts.join(", "));
    let what = what.trim().to_string();
    let mut shown = Shown::new(&e.ident, Kind::Enum, what);
    shown.variants = variants;
    Ok(shown)
}

/// A trait's bounds and items, without their docs and default bodies.
pub(super) fn shown_trait(t: &syn::ItemTrait) -> Shown {
    let mut t = t.clone();
    t.attrs.clear();
    t.items.iter_mut().for_each(strip_trait_item);
    let mut shown = Shown::new(&t.ident, Kind::Trait, tidy(&t));
    shown.methods = t
        .items
        .iter()
        .filter_map(|inner| match inner {
            syn::TraitItem::Fn(f) => Some(f.sig.ident.to_string()),
            _ => None,
        })
        .collect();
    shown
}

/// A trait's impl for the type `name`: its generics, the trait, the type
/// when it is another (`impl From<Winner> for i32`), its bounds, and the
/// associated types and constants it sets (`impl<T> Deref { type Target =
/// [T]; }`), which a caller depends on as on a signature.
pub(super) fn shown_impl(block: &syn::ItemImpl, trait_path: &syn::Path, name: &str) -> Shown {
    let mut what = format!("impl{} {}", tidy(&block.generics), tidy(trait_path));
    if type_name(&block.self_ty) != name {
        what += &format!(" for {}", tidy(&block.self_ty));
    }
    if let Some(bounds) = &block.generics.where_clause {
        what += &format!(" {}", tidy(bounds));
    }
    let associated: Vec<String> = block
        .items
        .iter()
        .filter_map(|inner| match inner {
            syn::ImplItem::Type(t) => Some(format!("type {} = {};", t.ident, tidy(&t.ty))),
            syn::ImplItem::Const(c) => Some(format!(
                "const {}: {} = {};",
                c.ident,
                tidy(&c.ty),
                tidy(&c.expr)
            )),
            _ => None,
        })
        .collect();
    if !associated.is_empty() {
        what += &format!(" {{ {} }}", associated.join(" "));
    }
    let mut shown = Shown::new(name, Kind::Impl, what);
    shown.trait_name = trait_path.segments.last().map(|s| s.ident.to_string());
    shown
}

/// A struct's public fields (the others are not API).
pub(super) fn public_fields(fields: &syn::Fields) -> String {
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
pub(super) fn strip_trait_item(item: &mut syn::TraitItem) {
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

/// The name of the type an `impl` block is for: `Table` for `Table<T>`.
pub(super) fn type_name(ty: &syn::Type) -> String {
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
