//! A `#[cfg(...)]` predicate read as Rust syntax, by `syn`, rather than as the
//! text its tokens print to: the readers of the crate's code (the `{{#calls}}`
//! check, the public-API list) ask what a `cfg` needs, and a change in how
//! tokens are spaced cannot change the answer.

use syn::punctuated::Punctuated;
use syn::{Attribute, Expr, Lit, Meta, Token};

/// A `cfg` predicate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cfg {
    /// A name alone: `test`, `doc`, `doctest`, `docsrs`.
    Name(String),
    /// `key = "value"`, such as `feature = "book"`.
    Value(String, String),
    /// `any(...)`: one of the predicates holds.
    Any(Vec<Cfg>),
    /// `all(...)`: every predicate holds.
    All(Vec<Cfg>),
    /// `not(...)`.
    Not(Box<Cfg>),
}

impl Cfg {
    /// The predicate of `attr`, or `None` when `attr` is not a `cfg`.
    ///
    /// # Errors
    ///
    /// When the `cfg` is not a predicate Rust would accept: no predicate,
    /// a value that is not a string, `not` of other than one predicate, or
    /// an operator other than `any`, `all` and `not`.
    pub fn of(attr: &Attribute) -> Option<Result<Cfg, String>> {
        if !attr.path().is_ident("cfg") {
            return None;
        }
        Some(match &attr.meta {
            Meta::List(list) => list
                .parse_args::<Meta>()
                .map_err(|e| e.to_string())
                .and_then(|meta| Cfg::from_meta(&meta)),
            _ => Err("a cfg without a predicate".to_string()),
        })
    }

    /// The predicate `cfg(key = "value")`.
    pub fn value(key: &str, value: &str) -> Cfg {
        Cfg::Value(key.to_string(), value.to_string())
    }

    /// The predicate `cfg(name)`.
    pub fn name(name: &str) -> Cfg {
        Cfg::Name(name.to_string())
    }

    /// The predicate `meta` writes: the first argument of a `cfg_attr`.
    ///
    /// # Errors
    ///
    /// As [`Cfg::of`], when `meta` is not a predicate Rust would accept.
    pub fn of_meta(meta: &Meta) -> Result<Cfg, String> {
        Cfg::from_meta(meta)
    }

    fn from_meta(meta: &Meta) -> Result<Cfg, String> {
        let ident = |path: &syn::Path| {
            path.get_ident()
                .map(ToString::to_string)
                .ok_or_else(|| "a cfg name is one word".to_string())
        };
        match meta {
            Meta::Path(path) => Ok(Cfg::Name(ident(path)?)),
            Meta::NameValue(pair) => match &pair.value {
                Expr::Lit(lit) => match &lit.lit {
                    Lit::Str(value) => Ok(Cfg::Value(ident(&pair.path)?, value.value())),
                    _ => Err("a cfg value is a string".to_string()),
                },
                _ => Err("a cfg value is a string".to_string()),
            },
            Meta::List(list) => {
                let terms = list
                    .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                    .map_err(|e| e.to_string())?
                    .iter()
                    .map(Cfg::from_meta)
                    .collect::<Result<Vec<_>, _>>()?;
                match ident(&list.path)?.as_str() {
                    "any" => Ok(Cfg::Any(terms)),
                    "all" => Ok(Cfg::All(terms)),
                    "not" if terms.len() == 1 => Ok(Cfg::Not(Box::new(terms[0].clone()))),
                    "not" => Err("not(...) takes one predicate".to_string()),
                    other => Err(format!("no cfg operator `{other}`")),
                }
            }
        }
    }

    /// Whether the predicate negates a feature anywhere (`not(feature =
    /// "book")`, alone or as a term): code under it differs in a build
    /// without that feature.
    pub fn negates_a_feature(&self) -> bool {
        fn reads_a_feature(cfg: &Cfg) -> bool {
            match cfg {
                Cfg::Value(key, _) => key == "feature",
                Cfg::Name(_) => false,
                Cfg::Not(inner) => reads_a_feature(inner),
                Cfg::Any(terms) | Cfg::All(terms) => terms.iter().any(reads_a_feature),
            }
        }
        match self {
            Cfg::Not(inner) => reads_a_feature(inner),
            Cfg::Any(terms) | Cfg::All(terms) => terms.iter().any(Cfg::negates_a_feature),
            Cfg::Name(_) | Cfg::Value(..) => false,
        }
    }

    /// Whether the predicate can hold only when `name` does: `name` itself,
    /// or an `all(...)` with a term that needs it.
    pub fn needs(&self, name: &str) -> bool {
        match self {
            Cfg::Name(n) => n == name,
            Cfg::All(terms) => terms.iter().any(|t| t.needs(name)),
            _ => false,
        }
    }
}

/// Whether `attrs` hold a `cfg` that needs `test` (`#[cfg(test)]`, or
/// `#[cfg(all(test, ...))]`): code that only the tests compile. The `{{#calls}}`
/// check and the crate's public-API list (`tests/public_api.rs`) leave out the
/// same. `#[cfg(any(test, feature = "book"))]`, a method of the book's, is
/// public with the feature, and is not test-only. A `cfg` that is not a
/// predicate needs nothing.
pub fn is_test_only(attrs: &[Attribute]) -> bool {
    attrs
        .iter()
        .filter_map(Cfg::of)
        .any(|cfg| cfg.is_ok_and(|cfg| cfg.needs("test")))
}

/// The lines of the doc comment `attrs` hold (`///` and `#[doc = "..."]`
/// with a literal), each trimmed; a `#[doc = macro!(...)]` has none.
pub fn doc_lines(attrs: &[Attribute]) -> Vec<String> {
    attrs
        .iter()
        .filter_map(|attr| match &attr.meta {
            syn::Meta::NameValue(nv) if nv.path.is_ident("doc") => match &nv.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) => Some(s.value().trim().to_string()),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

/// The attributes of `item`, for the kinds of item the crate writes; none for
/// the others (a macro call, an `extern` block).
pub fn attrs_of(item: &syn::Item) -> &[Attribute] {
    match item {
        syn::Item::Fn(f) => &f.attrs,
        syn::Item::Const(c) => &c.attrs,
        syn::Item::Struct(s) => &s.attrs,
        syn::Item::Enum(e) => &e.attrs,
        syn::Item::Trait(t) => &t.attrs,
        syn::Item::Type(t) => &t.attrs,
        syn::Item::Static(st) => &st.attrs,
        syn::Item::Use(u) => &u.attrs,
        syn::Item::Mod(m) => &m.attrs,
        syn::Item::Impl(i) => &i.attrs,
        _ => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attrs(source: &str) -> Vec<Attribute> {
        syn::parse_str::<syn::ItemFn>(&format!("{source} fn f() {{}}"))
            .unwrap()
            .attrs
    }

    fn cfg(source: &str) -> Result<Cfg, String> {
        Cfg::of(&attrs(source)[0]).expect("a cfg")
    }

    #[test]
    fn doc_lines_are_the_literal_docs_trimmed() {
        let source = "/// One.\n///\n///   Two.\n#[doc = \"Three.\"]\n#[doc = m!()]\n#[inline]";
        assert_eq!(doc_lines(&attrs(source)), ["One.", "", "Two.", "Three."]);
    }

    #[test]
    fn a_predicate_is_read_whatever_its_spacing() {
        let book = Cfg::value("feature", "book");
        let expected = Cfg::Any(vec![Cfg::name("test"), book.clone()]);
        assert_eq!(
            cfg(r#"#[cfg(any(test, feature = "book"))]"#),
            Ok(expected.clone())
        );
        assert_eq!(cfg(r#"#[cfg(any( test ,feature="book" ,))]"#), Ok(expected));
        assert_eq!(cfg(r#"#[cfg(feature = "book")]"#), Ok(book.clone()));
        let not = Cfg::Not(Box::new(book));
        assert_eq!(cfg(r#"#[cfg(not(feature = "book"))]"#), Ok(not));
        assert_eq!(Cfg::of(&attrs("#[inline]")[0]), None);
    }

    #[test]
    fn what_is_not_a_predicate_is_an_error() {
        assert!(cfg("#[cfg]").is_err());
        assert!(cfg("#[cfg(feature = 1)]").is_err());
        assert!(cfg("#[cfg(either(test, doc))]").is_err());
        assert!(cfg("#[cfg(not(test, doc))]").is_err());
        assert!(cfg("#[cfg(a::b)]").is_err());
    }

    #[test]
    fn a_cfg_negates_a_feature_alone_or_as_a_term() {
        for negates in [
            r#"#[cfg(not(feature = "book"))]"#,
            r#"#[cfg(any(test, not(feature = "book")))]"#,
            r#"#[cfg(all(test, not(any(doc, feature = "serde"))))]"#,
        ] {
            assert!(cfg(negates).unwrap().negates_a_feature(), "{negates}");
        }
        for adds in [
            r#"#[cfg(feature = "book")]"#,
            r#"#[cfg(any(test, feature = "book"))]"#,
            "#[cfg(not(test))]",
        ] {
            assert!(!cfg(adds).unwrap().negates_a_feature(), "{adds}");
        }
    }

    #[test]
    fn only_a_cfg_that_needs_test_is_test_only() {
        assert!(is_test_only(&attrs("#[cfg(test)]")));
        assert!(is_test_only(&attrs(
            r#"#[cfg(all(test, feature = "book"))]"#
        )));
        assert!(is_test_only(&attrs("#[cfg(all(unix, all(test)))]")));
        assert!(!is_test_only(&attrs(
            r#"#[cfg(any(test, feature = "book"))]"#
        )));
        assert!(!is_test_only(&attrs("#[cfg(not(test))]")));
        assert!(!is_test_only(&attrs(r#"#[cfg(feature = "book")]"#)));
        assert!(!is_test_only(&attrs("#[inline]")));
    }
}
