//! The `{{#calls module::function callee ...}}` directive: a sentence that says
//! what a function of the crate runs ("`score_difference` runs this loop") ends
//! with it, and `tests/book/links.rs` checks it against the code, so that changing
//! what a function runs fails at the sentence that describes it.
//!
//! `{{#calls stone_game_viii::score_difference score_difference_branch_on_raise
//! raise_when_beaten}}` says: the body of `score_difference`, in the module
//! `stone_game_viii` of `code/src/`, calls `score_difference_branch_on_raise`,
//! whose body calls `raise_when_beaten`. Each link of the chain is a function
//! of the same module (its files are searched, read as Rust by `syn`), the
//! only function of that name there, and each body must call the next by
//! name. It renders nothing.
//!
//! Where a free function and a method share a name (`best_move` and
//! `Position`'s), a link names the method by its type, `Position::best_move`
//! (the methods of `impl Position` and `impl Game for Position`), and the
//! bare name means the free function, as a call `best_move(..)` in Rust does.
//! A body calls a link by its last name: `.best_move(` and `best_move(` both
//! call `Position::best_move`, since which one a call reaches is the type
//! checker's to say, not a token's.

use std::collections::BTreeSet;

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use quote::ToTokens;

use crate::cfg::is_test_only;

/// A parsed `{{#calls}}`: the module, then the chain of functions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Calls {
    /// The module under `code/src/`, such as `stone_game_viii`.
    pub module: String,
    /// The function named first, then each function it is said to run: a
    /// name, or `Type::name` for a method of `Type`.
    pub chain: Vec<String>,
}

/// A link of a chain as written: `Type::name` is `(Some("Type"), "name")`.
fn link(word: &str) -> (Option<&str>, &str) {
    match word.rsplit_once("::") {
        Some((ty, name)) => (Some(ty), name),
        None => (None, word),
    }
}

/// The directive's arguments as a [`Calls`].
///
/// # Errors
///
/// When the first word is not `module::function`, or no callee follows it.
pub fn parse(args: &str) -> Result<Calls, String> {
    let mut words = args.split_whitespace();
    let first = words.next().unwrap_or("");
    let (module, function) = first
        .split_once("::")
        .ok_or_else(|| format!("`{first}` is not `module::function`"))?;
    let mut chain = vec![function.to_string()];
    chain.extend(words.map(str::to_string));
    if chain.len() < 2 {
        return Err("names no function that it calls".to_string());
    }
    let is_ident = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_alphanumeric() || c == '_');
    let is_name = |w: &String| {
        let (ty, name) = link(w);
        is_ident(name) && ty.is_none_or(is_ident)
    };
    if module.is_empty() || !chain.iter().all(is_name) {
        return Err(format!("`{args}` is not a chain of function names"));
    }
    Ok(Calls {
        module: module.to_string(),
        chain,
    })
}

/// A function of a module that a chain may name: its body, as tokens, and
/// the type whose `impl` holds it, if it is a method.
struct Body {
    of: Option<String>,
    tokens: TokenStream,
}

/// The last name of the type an `impl` block is for: `Position` for `impl
/// Position` and for `impl Game for Position`.
fn self_type(block: &syn::ItemImpl) -> Option<String> {
    match &*block.self_ty {
        syn::Type::Path(path) => path.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// The bodies of every function `name` among `items`: a free function, a
/// method of an `impl` block, or one in an inline module, in the order of
/// the file; `#[cfg(test)]` items are passed over. Read by `syn`, so a brace
/// in a string or a comment is not a brace.
fn bodies(items: &[syn::Item], name: &str, found: &mut Vec<Body>) {
    for item in items {
        match item {
            syn::Item::Fn(f) if f.sig.ident == name && !is_test_only(&f.attrs) => {
                found.push(Body {
                    of: None,
                    tokens: f.block.to_token_stream(),
                });
            }
            syn::Item::Impl(block) if !is_test_only(&block.attrs) => {
                for inner in &block.items {
                    if let syn::ImplItem::Fn(method) = inner {
                        if method.sig.ident == name && !is_test_only(&method.attrs) {
                            found.push(Body {
                                of: self_type(block),
                                tokens: method.block.to_token_stream(),
                            });
                        }
                    }
                }
            }
            syn::Item::Mod(inner) if !is_test_only(&inner.attrs) => {
                if let Some((_, items)) = &inner.content {
                    bodies(items, name, found);
                }
            }
            _ => {}
        }
    }
}

/// The one body a link names among `files`: `Type::name`, the method
/// `name` of `Type`; a bare `name`, the only function of that name, or,
/// where methods share it, the only free one.
///
/// # Errors
///
/// None found, or more than one, with the links that would name each.
fn the_body(files: &[syn::File], word: &str, module: &str) -> Result<TokenStream, String> {
    let (ty, name) = link(word);
    let mut found = Vec::new();
    for file in files {
        bodies(&file.items, name, &mut found);
    }
    let named = |b: &Body| match &b.of {
        Some(ty) => format!("`{ty}::{name}`"),
        None => format!("`{name}`"),
    };
    let every: Vec<String> = found.iter().map(named).collect();
    match ty {
        Some(ty) => found.retain(|b| b.of.as_deref() == Some(ty)),
        None if every.len() > 1 => found.retain(|b| b.of.is_none()),
        None => {}
    }
    match found.len() {
        1 => Ok(found.remove(0).tokens),
        _ if every.is_empty() => Err(format!("no function `{name}` in `{module}`")),
        _ => Err(format!(
            "`{word}` is not one function of `{module}`, whose functions named `{name}` \
             are {}: write the one you mean, a method as `Type::{name}`, the free function \
             by its bare name",
            every.join(", ")
        )),
    }
}

/// Whether `body` calls `callee` by name: `callee(`, `path::callee(` or
/// `.callee(`, in the code or in a macro's arguments (`assert!(callee(x))`),
/// but not `fn callee(`. Comments are not tokens, and a string is one
/// token, so neither can hold a call.
fn calls(body: &TokenStream, callee: &str) -> bool {
    let tokens: Vec<TokenTree> = body.clone().into_iter().collect();
    tokens.iter().enumerate().any(|(at, token)| match token {
        TokenTree::Ident(name) => {
            let called = matches!(
                tokens.get(at + 1),
                Some(TokenTree::Group(args))
                    if args.delimiter() == Delimiter::Parenthesis
            );
            let defined = at > 0 && matches!(&tokens[at - 1], TokenTree::Ident(f) if f == "fn");
            name == callee && called && !defined
        }
        TokenTree::Group(group) => calls(&group.stream(), callee),
        _ => false,
    })
}

/// Checks a chain against the sources of its module (each file's text).
///
/// # Errors
///
/// A source that does not parse as Rust, or the first link that does not
/// hold: a function not found, or a body that does not call the next.
pub fn check(calls: &Calls, sources: &[String]) -> Result<(), String> {
    let files = sources
        .iter()
        .map(|source| syn::parse_file(source))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("a file of `{}` does not parse: {e}", calls.module))?;
    for pair in calls.chain.windows(2) {
        let (caller, callee) = (&pair[0], &pair[1]);
        let body = the_body(&files, caller, &calls.module)?;
        if !self::calls(&body, link(callee).1) {
            return Err(format!(
                "`{}::{caller}` does not call `{callee}`",
                calls.module
            ));
        }
    }
    Ok(())
}

/// Every function name among `items` (free functions, methods, those of
/// inline modules), `#[cfg(test)]` items passed over.
fn function_names(items: &[syn::Item], found: &mut BTreeSet<String>) {
    for item in items {
        match item {
            syn::Item::Fn(f) if !is_test_only(&f.attrs) => {
                found.insert(f.sig.ident.to_string());
            }
            syn::Item::Impl(block) if !is_test_only(&block.attrs) => {
                for inner in &block.items {
                    if let syn::ImplItem::Fn(method) = inner {
                        found.insert(method.sig.ident.to_string());
                    }
                }
            }
            syn::Item::Mod(inner) if !is_test_only(&inner.attrs) => {
                if let Some((_, items)) = &inner.content {
                    function_names(items, found);
                }
            }
            _ => {}
        }
    }
}

/// Whether a function `from` of a module (its files' text) reaches `to`:
/// calls it, as [`check`] reads a call, or calls a function of the module
/// that reaches it. Where several functions share a name (a free function
/// and a trait's method), the bodies of all of them are read.
///
/// # Errors
///
/// A source that does not parse as Rust.
pub fn reaches(sources: &[String], from: &str, to: &str) -> Result<bool, String> {
    let files = sources
        .iter()
        .map(|source| syn::parse_file(source))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("a file does not parse: {e}"))?;
    let mut names = BTreeSet::new();
    for file in &files {
        function_names(&file.items, &mut names);
    }
    let (mut seen, mut todo) = (BTreeSet::from([from.to_string()]), vec![from.to_string()]);
    while let Some(caller) = todo.pop() {
        let mut found = Vec::new();
        for file in &files {
            bodies(&file.items, &caller, &mut found);
        }
        if found.iter().any(|body| calls(&body.tokens, to)) {
            return Ok(true);
        }
        for name in &names {
            if !seen.contains(name) && found.iter().any(|body| calls(&body.tokens, name)) {
                seen.insert(name.clone());
                todo.push(name.clone());
            }
        }
    }
    Ok(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_function_reaches_what_it_calls_through_the_modules_functions() {
        let sources = [SOURCE.to_string()];
        let reach = |from, to| reaches(&sources, from, to).unwrap();
        assert!(reach("score_difference", "check_len"));
        assert!(reach(
            "score_difference",
            "score_difference_branch_on_raise"
        ));
        assert!(!reach("score_difference", "constant_memory"));
        assert!(!reach("raise_when_beaten", "score_difference"));
        let through = "fn a() { b(1) } fn b(x: u8) { c() } fn c() {}".to_string();
        assert_eq!(reaches(&[through], "a", "c"), Ok(true));
    }

    const SOURCE: &str = "
pub fn score_difference(stones: &[i32]) -> Result<i64, Error> {
    check_len(\"score_difference\", stones.len(), MAX_LEN)?;
    if stones.len() < 2 { return Ok(0); }
    score_difference_branch_on_raise(stones) // not constant_memory(
}

fn raise_when_beaten(stones: &[i32]) -> i64 {
    stones.len() as i64
}
";

    #[test]
    fn a_chain_holds_only_where_each_body_calls_the_next() {
        let parsed = parse("m::score_difference score_difference_branch_on_raise").unwrap();
        assert_eq!(parsed.module, "m");
        let sources = [SOURCE.to_string()];
        assert_eq!(check(&parsed, &sources), Ok(()));
        let wrong = parse("m::score_difference constant_memory").unwrap();
        assert!(check(&wrong, &sources)
            .unwrap_err()
            .contains("does not call"));
        let missing = parse("m::nothing raise_when_beaten").unwrap();
        assert!(check(&missing, &sources)
            .unwrap_err()
            .contains("no function"));
    }

    /// The tokens of `code`.
    fn tokens(code: &str) -> TokenStream {
        code.parse().unwrap()
    }

    #[test]
    fn a_call_is_a_whole_name_outside_comments() {
        assert!(calls(&tokens("f(x)"), "f"));
        assert!(calls(&tokens("a::f(x)"), "f"));
        assert!(calls(&tokens("x.f()"), "f"));
        assert!(calls(&tokens("{ assert!(g(f(x))); }"), "f"));
        assert!(!calls(&tokens("g_f(x)"), "f"));
        assert!(!calls(&tokens("f"), "f"));
        assert!(!calls(&tokens("// f(x)"), "f"));
        assert!(!calls(&tokens("\"f(x)\""), "f"));
        assert!(!calls(&tokens("fn f(x: u8) {}"), "f"));
    }

    /// A brace in a string or a comment is text, not a block: counting
    /// braces ended `first` at the string's `}` (so that it called
    /// nothing) and ran `second` on past its end, into `third`.
    #[test]
    fn braces_in_strings_and_comments_do_not_end_a_body() {
        let source = "
fn first() -> usize {
    let closing = \"}\";
    helper(closing)
}

fn second() {
    // an opening brace, {
    helper(\"{\");
}

fn third() {
    not_called_by_second();
}

#[cfg(test)]
mod tests {
    fn first() { not_the_real_one(); }
}
";
        let sources = [source.to_string()];
        let holds = |args: &str| check(&parse(args).unwrap(), &sources);
        assert_eq!(holds("m::first helper"), Ok(()));
        assert_eq!(holds("m::second helper"), Ok(()));
        assert!(holds("m::second not_called_by_second").is_err());
        assert!(holds("m::first not_the_real_one").is_err());
        assert_eq!(holds("m::third not_called_by_second"), Ok(()));
    }

    #[test]
    fn a_method_and_a_function_of_an_inner_module_are_found() {
        let source = "
impl Table { pub fn fill(&mut self) { self.step(); } }
mod inner { fn run() { crate::fill(); } }
";
        let sources = [source.to_string()];
        let holds = |args: &str| check(&parse(args).unwrap(), &sources);
        assert_eq!(holds("m::fill step"), Ok(()));
        assert_eq!(holds("m::run fill"), Ok(()));
        // Two methods of one name: the bare name cannot say which it
        // means, and the error says how to; each type's path can.
        let twice = [String::from(
            "impl A { fn go(&self) { a(); } } impl B { fn go(&self) {} }",
        )];
        let error = check(&parse("m::go a").unwrap(), &twice).unwrap_err();
        assert!(error.contains("named `go` are `A::go`, `B::go`"), "{error}");
        assert_eq!(check(&parse("m::A::go a").unwrap(), &twice), Ok(()));
        assert!(check(&parse("m::B::go a").unwrap(), &twice).is_err());
        let broken = [String::from("fn f( {")];
        let error = check(&parse("m::f g").unwrap(), &broken).unwrap_err();
        assert!(error.contains("does not parse"), "{error}");
    }

    /// A free function and a method of one name, as `best_move` is in
    /// each game: the bare name is the free function, `Position::` the
    /// method, for a trait's `impl` too; in the middle of a chain as well.
    #[test]
    fn a_method_is_named_by_its_type_beside_a_free_function() {
        let source = "
pub fn best_move(row: &[u32]) -> Option<usize> { linear(row) }
impl Game for Position { fn best_move(&self) -> Option<usize> { self.table.read() } }
impl Position { fn new() -> Self { Self::best_move_of(table()) } }
";
        let sources = [source.to_string()];
        let holds = |args: &str| check(&parse(args).unwrap(), &sources);
        assert_eq!(holds("m::best_move linear"), Ok(()));
        assert!(holds("m::best_move read").is_err());
        assert_eq!(holds("m::Position::best_move read"), Ok(()));
        assert!(holds("m::Position::best_move linear").is_err());
        assert!(holds("m::Board::best_move read")
            .unwrap_err()
            .contains("are `best_move`, `Position::best_move`: write the one"));
        assert_eq!(holds("m::Position::new Position::best_move_of"), Ok(()));
    }

    #[test]
    fn malformed_directives_are_refused() {
        assert!(parse("score_difference callee").is_err());
        assert!(parse("m::f").is_err());
        assert!(parse("m::f g(").is_err());
        assert!(parse("m::f A::").is_err());
        assert!(parse("m::f ::g").is_err());
    }
}
