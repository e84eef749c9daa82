//! The crate's own simple macros, expanded before the walk. A `macro_rules!`
//! of one rule whose matcher is one identifier, `($name:ident) => { ... }`,
//! writes the same items for each name it is called with; each call of it at
//! item level is replaced here by those items, so that the list shows what
//! the call makes public (`impl From<TooLong> for Error`). A call with an
//! attribute, or of any other macro, is left as it is, and the walk refuses
//! it: the list cannot see what it makes.

use std::collections::HashMap;
use std::path::PathBuf;

use proc_macro2::{Group, Ident, TokenStream, TokenTree};
use syn::Item;

use super::Error;

/// A macro the walk expands: the name of its one parameter, and its body.
struct Simple {
    param: String,
    body: TokenStream,
}

/// `tokens`, a `macro_rules!` body, as a [`Simple`], if it is one rule
/// `($param:ident) => { body }`.
fn simple(tokens: &TokenStream) -> Option<Simple> {
    let trees: Vec<TokenTree> = tokens.clone().into_iter().collect();
    let text =
        |trees: &[TokenTree]| -> Vec<String> { trees.iter().map(ToString::to_string).collect() };
    let (TokenTree::Group(matcher), TokenTree::Group(body)) = (trees.first()?, trees.get(3)?)
    else {
        return None;
    };
    let end = text(&trees[4..]);
    let rule = text(&trees[1..3]) == ["=", ">"] && (end.is_empty() || end == [";"]);
    let matched = text(&matcher.stream().into_iter().collect::<Vec<_>>());
    let [dollar, param, colon, kind] = matched.as_slice() else {
        return None;
    };
    let one_ident = dollar == "$" && colon == ":" && kind == "ident";
    (rule && one_ident).then(|| Simple {
        param: param.clone(),
        body: body.stream(),
    })
}

/// `tokens` with `$param` as `arg` and `$crate` as `crate`.
fn substitute(tokens: TokenStream, param: &str, arg: &Ident) -> TokenStream {
    let mut out = Vec::new();
    let mut trees = tokens.into_iter().peekable();
    while let Some(tree) = trees.next() {
        match tree {
            TokenTree::Punct(dollar) if dollar.as_char() == '$' => match trees.peek() {
                Some(TokenTree::Ident(name)) if name == param => {
                    trees.next();
                    out.push(TokenTree::Ident(arg.clone()));
                }
                Some(TokenTree::Ident(name)) if name == "crate" => {
                    let span = name.span();
                    trees.next();
                    out.push(TokenTree::Ident(Ident::new("crate", span)));
                }
                _ => out.push(TokenTree::Punct(dollar)),
            },
            TokenTree::Group(group) => {
                let inner = substitute(group.stream(), param, arg);
                out.push(TokenTree::Group(Group::new(group.delimiter(), inner)));
            }
            other => out.push(other),
        }
    }
    out.into_iter().collect()
}

/// The macro `item` calls and its argument, if it calls a simple macro with
/// one identifier and no attribute.
fn call<'a>(item: &Item, macros: &'a HashMap<String, Simple>) -> Option<(&'a Simple, Ident)> {
    let Item::Macro(call) = item else {
        return None;
    };
    if call.ident.is_some() || !call.attrs.is_empty() {
        return None;
    }
    let simple = macros.get(&call.mac.path.get_ident()?.to_string())?;
    let arg = syn::parse2::<Ident>(call.mac.tokens.clone()).ok()?;
    Some((simple, arg))
}

/// `files` with each call of a simple macro replaced by the items it
/// writes.
///
/// # Errors
///
/// When what a call writes is not items `syn` can parse.
pub(super) fn expand(files: &mut [(PathBuf, Vec<Item>)]) -> Result<(), Error> {
    let mut macros = HashMap::new();
    for item in files.iter().flat_map(|(_, items)| items) {
        if let Item::Macro(definition) = item {
            let (Some(name), true) = (
                &definition.ident,
                definition.mac.path.is_ident("macro_rules"),
            ) else {
                continue;
            };
            if let Some(simple) = simple(&definition.mac.tokens) {
                macros.insert(name.to_string(), simple);
            }
        }
    }
    for (file, items) in files.iter_mut() {
        let mut expanded = Vec::with_capacity(items.len());
        for item in items.drain(..) {
            let Some((simple, arg)) = call(&item, &macros) else {
                expanded.push(item);
                continue;
            };
            let written = substitute(simple.body.clone(), &simple.param, &arg);
            let written =
                syn::parse2::<syn::File>(written).map_err(|e| Error::Parse(file.clone(), e))?;
            expanded.extend(written.items);
        }
        *items = expanded;
    }
    Ok(())
}
