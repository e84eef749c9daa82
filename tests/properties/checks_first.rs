//! Every public function that takes a row checks its limit before any work,
//! under its own name: read here from the crate's syntax, with `syn`.
//!
//! A function passes in one of three ways:
//!
//! - **It checks itself.** Its first statement is its first limit check
//!   (`check_len("<its name>", <a row>.len(), <its limit>)?`, or III's
//!   `check_steps`, IV's `check_n`, IX's `check_positions`), or follows
//!   only checks of an argument ([`ARGUMENT_CHECKS`], each read to compare
//!   only). A check of a row's length measures one of its rows, as
//!   `<row>.len()`, gives its own name as a literal, and computes its limit
//!   from no row. A statement under an attribute (`#[cfg(..)]`), which may
//!   compile it out, is no check.
//! - **A helper checks for it.** Its first call hands its own name and its
//!   rows to a helper of its module (a memo's `solve`, a `GameTree::new`), in
//!   a statement that does nothing else ([`hands_on_only`]), and the helper's
//!   first limit check meets the same rules.
//! - **It is listed, with why**: in [`NO_LIMIT`] if it checks no limit, in
//!   [`CHECK_READS_THE_ROW`] if it reads its row first. That list excuses the
//!   order only, and only for work with no `?`: no error but its own can come
//!   first.
//!
//! Every function name a body gives a check, a helper or an error is its own.
//! "Work", in what an argument check or a helper is handed, is what [`Work`]
//! finds: a row read other than for its length, a call but those of
//! [`no_work_call`] and [`NO_WORK_METHODS`], a closure, a block, a loop, a
//! branch, a macro, an index, an array `[x; n]`, an assignment or a `?`.
//!
//! A `check_len`'s limit is a public `MAX_*` of its module or `shared`, a
//! call that computes one (`most_piles_for(..)`), or a limit [`OUT_OF_REACH`]
//! lists. One past it is then run or read:
//!
//! - past a limit a test can build a row for, each function it bounds is a
//!   `refuses!` case of the extremes tests, or an `assert_eq!` there calls it
//!   and names it in the error it expects;
//! - past a limit of gigabytes, [`OUT_OF_REACH`] lists each function whose
//!   first `check_len` gives it.
//!
//! IV's `check_n` and IX's `check_positions` bound a number, not a row: what
//! they measure is not read here, and the extremes tests run one past each.
//! The tests at the end plant each fault.

use std::path::{Path, PathBuf};

use book_tools::api::{self, Kind};
use quote::ToTokens;
use syn::visit::{self, Visit};
use syn::{Expr, FnArg, Lit, Pat, Stmt, Type};

/// The public functions that read their row before their limit check, each
/// with why: (path, reason). The names their bodies give are read all the
/// same: each must be their own.
const CHECK_READS_THE_ROW: &[(&str, &str)] = &[
    (
        "stone_game_iv::book::nim_sum_wins",
        "its limit is on the largest pile, found in one pass",
    ),
    (
        "stone_game_iv::exercises::losing_positions_with",
        "a move of 0 is refused before the limit, by choice: it makes the game endless",
    ),
    (
        "stone_game_iv::exercises::winning_move",
        "its limit is on the largest pile, found in one pass",
    ),
    (
        "stone_game_ix::book::alice_wins_counts",
        "its limit is on the counts of each residue, counted in one pass",
    ),
    (
        "stone_game_ix::exercises::alice_wins_mod",
        "its limit is on the positions, counted from the sorted residues",
    ),
];

/// Why Stone Game IX's answers take any row: they count the stones of each
/// residue mod 3 (a count fits its `u64` for any row) and decide from the
/// counts, in linear time.
const IX_COUNTS: &str = "counts the stones of each residue mod 3 in a u64, which no row \
                         can pass, and decides from the counts";

/// Why Stone Game IX's play takes any row: it keeps the stones' positions by
/// residue, and the sum of those taken mod 3.
const IX_PLAYS: &str = "keeps positions by residue and a sum mod 3: no number grows past \
                        the row's length";

/// The public functions that take a row and check nothing, each with why:
/// (path, reason).
const NO_LIMIT: &[(&str, &str)] = &[
    (
        "stone_game::book::collapse_peaks",
        "sums in i128, which no row of i64 (under 2⁶¹ values) can pass",
    ),
    (
        "stone_game::book::score_difference_linear_signed",
        "sums in i128, which no row of i64 (under 2⁶¹ values) can pass",
    ),
    (
        "stone_game_ii::exercises::window_minima",
        "sums nothing: it compares values and keeps their positions",
    ),
    (
        "stone_game_iii::book::score_difference_wide",
        "in i128, which no row's score difference can pass; it checks k only",
    ),
    (
        "stone_game_iii::winner",
        "past score_difference's limit it runs score_difference_wide, in i128, on any row",
    ),
    (
        "stone_game_vi::best_move",
        "one heaviest stone among those left, by a u64 weight: nothing is summed",
    ),
    (
        "stone_game_vi::book::check_same_len",
        "it is a check: it refuses rows of two lengths",
    ),
    (
        "stone_game_viii::score_difference",
        "exact in i128 for any row; an answer past an i64 is its error",
    ),
    (
        "stone_game_viii::winner",
        "the sign of the exact difference, in i128, for any row",
    ),
    ("stone_game_ix::Position::new", IX_PLAYS),
    ("stone_game_ix::alice_wins", IX_COUNTS),
    ("stone_game_ix::best_move", IX_PLAYS),
    ("stone_game_ix::book::residue_counts_lanes", IX_COUNTS),
    (
        "stone_game_ix::book::winner_of_play",
        "reads the last move only",
    ),
    (
        "stone_game_ix::exercises::alice_wins_if_the_end_is_hers",
        IX_COUNTS,
    ),
    ("stone_game_ix::exercises::winning_first_stones", IX_COUNTS),
    ("stone_game_ix::first_move", IX_COUNTS),
    ("stone_game_ix::optimal_play", IX_PLAYS),
    (
        "stone_game_ix::pitfalls::alice_wins_difference_of_two",
        IX_COUNTS,
    ),
    (
        "stone_game_ix::pitfalls::alice_wins_ignoring_parity",
        IX_COUNTS,
    ),
    ("stone_game_ix::residue_counts", IX_COUNTS),
    ("stone_game_ix::winner", IX_COUNTS),
];

/// A function as its source writes it.
struct Body {
    /// Its parameters' names, in order.
    params: Vec<String>,
    /// The names of those that are rows: a reference to a slice (`&[T]`,
    /// `&mut [T]`, `&'a [T]`).
    rows: Vec<String>,
    /// Its statements.
    stmts: Vec<Stmt>,
}

impl Body {
    fn of(sig: &syn::Signature, block: &syn::Block) -> Body {
        let (mut params, mut rows) = (Vec::new(), Vec::new());
        for input in &sig.inputs {
            let FnArg::Typed(typed) = input else { continue };
            let Pat::Ident(name) = &*typed.pat else {
                continue;
            };
            let name = name.ident.to_string();
            if matches!(&*typed.ty, Type::Reference(r) if matches!(*r.elem, Type::Slice(_))) {
                rows.push(name.clone());
            }
            params.push(name);
        }
        Body {
            params,
            rows,
            stmts: block.stmts.clone(),
        }
    }
}

/// The function `name` of `file` (a method of `owner`'s inherent `impl`
/// when there is an owner), if the file holds it.
fn find(file: &syn::File, owner: Option<&str>, name: &str) -> Option<Body> {
    file.items.iter().find_map(|item| match (item, owner) {
        (syn::Item::Fn(f), None) if f.sig.ident == name => Some(Body::of(&f.sig, &f.block)),
        (syn::Item::Impl(imp), Some(owner))
            if imp.trait_.is_none() && type_name(&imp.self_ty) == owner =>
        {
            imp.items.iter().find_map(|m| match m {
                syn::ImplItem::Fn(f) if f.sig.ident == name => Some(Body::of(&f.sig, &f.block)),
                _ => None,
            })
        }
        _ => None,
    })
}

/// Every function `name` (a method of `owner`'s inherent `impl` when there
/// is an owner) in `files`.
fn find_all(files: &[PathBuf], owner: Option<&str>, name: &str) -> Vec<Body> {
    files
        .iter()
        .filter_map(|path| {
            let text = std::fs::read_to_string(path).ok()?;
            find(&syn::parse_file(&text).ok()?, owner, name)
        })
        .collect()
}

/// The function `callee` (`solve`, `GameTree::new`) that `file` calls: its
/// own, or else the one function of that name in its module (the other
/// files of its folder). `None` if there is none, or more than one.
fn find_helper(file: &Path, callee: &str) -> Option<Body> {
    let (owner, name) = match callee.rsplit_once("::") {
        Some((owner, name)) => (Some(owner.rsplit("::").next().unwrap_or(owner)), name),
        None => (None, callee),
    };
    if let Some(own) = find_all(&[file.to_path_buf()], owner, name).pop() {
        return Some(own);
    }
    let module = book_tools::files_under(file.parent()?, "rs");
    let mut found = find_all(&module, owner, name);
    (found.len() == 1).then(|| found.pop()).flatten()
}

/// The last segment of a type's path: `Position` for `Position` or
/// `crate::stone_game::Position`.
fn type_name(ty: &Type) -> String {
    match ty {
        Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
    .unwrap_or_default()
}

/// The tokens of `item`, joined with no space between them: `MAX_LEN`,
/// `piles.len()`.
fn text(item: &impl ToTokens) -> String {
    item.to_token_stream()
        .to_string()
        .split_whitespace()
        .collect()
}

/// The tokens of `item` as a failure message shows them: spaced as Rust is
/// written, `let prefix = prefix_sums(values)?;`.
fn shown(item: &impl ToTokens) -> String {
    let spaced = item.to_token_stream().to_string();
    let mut out = String::new();
    let mut previous = "";
    for word in spaced.split(' ') {
        let a_name = previous.ends_with(|c: char| c.is_alphanumeric() || c == '_')
            && !["return", "if", "in", "let", "match", "mut"].contains(&previous);
        let glued = word.starts_with([')', ']', '?', ';', ',', '.', '!'])
            || word.starts_with("::")
            || (word.starts_with(['(', '[']) && (a_name || ["!", "#"].contains(&previous)))
            || previous.ends_with(['(', '[', '.', '!'])
            || previous.ends_with("::")
            || previous == "&";
        if !previous.is_empty() && !glued {
            out.push(' ');
        }
        out.push_str(word);
        previous = word;
    }
    out
}

/// The name a path expression is, when it is one plain name: `piles`.
fn plain_name(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Path(p) if p.qself.is_none() => p.path.get_ident().map(ToString::to_string),
        Expr::Reference(r) => plain_name(&r.expr),
        Expr::Paren(p) => plain_name(&p.expr),
        _ => None,
    }
}

/// The functions whose call is no work: an error or an option made.
const NO_WORK_CALLS: [&str; 3] = ["Err", "Ok", "Some"];

/// Whether `call` is no work: one of [`NO_WORK_CALLS`].
fn no_work_call(call: &syn::ExprCall) -> bool {
    called_path(call)
        .last()
        .is_some_and(|last| NO_WORK_CALLS.contains(&last.as_str()))
}

/// The segments of the path a call calls (`["u64", "from"]`), none if it
/// calls no path.
fn called_path(call: &syn::ExprCall) -> Vec<String> {
    match &*call.func {
        Expr::Path(p) => p
            .path
            .segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect(),
        _ => Vec::new(),
    }
}

/// The methods whose call is no work: a length.
const NO_WORK_METHODS: [&str; 2] = ["len", "is_empty"];

/// The first piece of work in an expression, if any (see the module's doc):
/// `rows` are the names of the function's rows, which may be read only for
/// their length.
struct Work<'a> {
    rows: &'a [String],
    found: Option<String>,
}

impl<'ast> Visit<'ast> for Work<'_> {
    fn visit_expr(&mut self, expr: &'ast Expr) {
        if self.found.is_some() {
            return;
        }
        let found = |what: &str| Some(format!("{what}: {}", shown(expr)));
        match expr {
            Expr::Closure(_) => self.found = found("a closure"),
            Expr::Block(_) | Expr::Unsafe(_) | Expr::Async(_) => self.found = found("a block"),
            Expr::Loop(_) | Expr::While(_) | Expr::ForLoop(_) => self.found = found("a loop"),
            Expr::Macro(_) => self.found = found("a macro"),
            Expr::Index(_) => self.found = found("an index"),
            Expr::Assign(_) => self.found = found("an assignment"),
            Expr::Try(_) => self.found = found("a `?`"),
            Expr::Match(_) | Expr::If(_) => self.found = found("a branch"),
            Expr::Binary(b) if text(&b.op).ends_with('=') && !is_comparison(&b.op) => {
                self.found = found("an assignment");
            }
            Expr::MethodCall(call) => {
                let method = call.method.to_string();
                if !NO_WORK_METHODS.contains(&method.as_str()) {
                    self.found = found("a call");
                } else if ["len", "is_empty"].contains(&method.as_str())
                    && plain_name(&call.receiver).is_some_and(|r| self.rows.contains(&r))
                {
                    // A row's length: no read of the row.
                } else {
                    visit::visit_expr_method_call(self, call);
                }
            }
            Expr::Repeat(_) => self.found = found("an array"),
            Expr::Call(call) => {
                if no_work_call(call) {
                    visit::visit_expr_call(self, call);
                } else {
                    self.found = found("a call");
                }
            }
            Expr::Path(_) if plain_name(expr).is_some_and(|n| self.rows.contains(&n)) => {
                self.found = found("a read of the row");
            }
            _ => visit::visit_expr(self, expr),
        }
    }
}

/// Whether `op` compares (`==`, `<=`), where an operator ending in `=` may
/// also assign (`+=`).
fn is_comparison(op: &syn::BinOp) -> bool {
    matches!(
        op,
        syn::BinOp::Eq(_) | syn::BinOp::Ne(_) | syn::BinOp::Le(_) | syn::BinOp::Ge(_)
    )
}

/// The first mention of one of `rows` in `expr`, its length included, if
/// any: a limit computed from constants mentions none.
fn mentions_a_row(expr: &Expr, rows: &[String]) -> Option<String> {
    struct Mentions<'a> {
        rows: &'a [String],
        found: Option<String>,
    }
    impl<'ast> Visit<'ast> for Mentions<'_> {
        fn visit_expr(&mut self, expr: &'ast Expr) {
            match expr {
                Expr::Path(_) if plain_name(expr).is_some_and(|n| self.rows.contains(&n)) => {
                    self.found.get_or_insert_with(|| shown(expr));
                }
                _ => visit::visit_expr(self, expr),
            }
        }
    }
    let mut mentions = Mentions { rows, found: None };
    mentions.visit_expr(expr);
    mentions.found
}

/// The first piece of work in `expr`, if any.
fn work_in(expr: &Expr, rows: &[String]) -> Option<String> {
    let mut work = Work { rows, found: None };
    work.visit_expr(expr);
    work.found
}

/// Whether `stmt` carries an attribute (`#[cfg(..)] check_len(..)?;`), which
/// may compile it out: such a statement is no check, and hands nothing on.
fn has_attributes(stmt: &Stmt) -> bool {
    let first = stmt.to_token_stream().into_iter().next();
    matches!(first, Some(proc_macro2::TokenTree::Punct(p)) if p.as_char() == '#')
}

/// The call a statement is, when it is `call(..)?;` or `let _ = call(..)?;`,
/// with no attribute.
fn checked_call(stmt: &Stmt) -> Option<&syn::ExprCall> {
    if has_attributes(stmt) {
        return None;
    }
    let expr = match stmt {
        Stmt::Expr(expr, Some(_)) => expr,
        Stmt::Local(local) => &local.init.as_ref()?.expr,
        _ => return None,
    };
    match expr {
        Expr::Try(t) => match &*t.expr {
            Expr::Call(call) => Some(call),
            _ => None,
        },
        _ => None,
    }
}

/// The name of the function a call calls, its path's last segment.
fn callee(call: &syn::ExprCall) -> Option<String> {
    called_path(call).pop()
}

/// The checks of a limit: of a row's length (`check_len`, and III's
/// `check_steps`, which calls it), of a number (IV's `check_n`), of a count
/// of positions (IX's `check_positions`). The others (`check_k`,
/// `check_same_len`) refuse a bad argument, and bound nothing.
const LIMIT_CHECKS: [&str; 4] = ["check_len", "check_steps", "check_n", "check_positions"];

/// The checks of an argument, which bound nothing: III's `k`, and VI's two
/// rows of one length (the one check a row may be handed to whole).
const ARGUMENT_CHECKS: [&str; 2] = ["check_k", "check_same_len"];

/// The limit check `stmt` is, if it is one.
fn limit_check(stmt: &Stmt) -> Option<&syn::ExprCall> {
    let call = checked_call(stmt)?;
    LIMIT_CHECKS
        .contains(&callee(call)?.as_str())
        .then_some(call)
}

/// Whether `stmt`, before a function's first limit check, is a check of an
/// argument ([`ARGUMENT_CHECKS`]) that is handed no work: the one thing that
/// may come first.
fn is_an_argument_check(stmt: &Stmt, rows: &[String]) -> bool {
    checked_call(stmt).is_some_and(|call| {
        let name = callee(call).unwrap_or_default();
        // Rows handed whole to `check_same_len`, which compares their
        // lengths, are no read of them.
        let a_row = |a: &Expr| plain_name(a).is_some_and(|n| rows.contains(&n));
        let whole_rows = name == "check_same_len";
        ARGUMENT_CHECKS.contains(&name.as_str())
            && call
                .args
                .iter()
                .all(|a| (whole_rows && a_row(a)) || work_in(a, rows).is_none())
    })
}

/// Whether `stmt`, in an argument check's body, is an `if` that computes
/// nothing and returns an error.
fn refuses_only(stmt: &Stmt, rows: &[String]) -> bool {
    let no_work = |expr: &Expr| work_in(expr, rows).is_none();
    let Stmt::Expr(Expr::If(branch), _) = stmt else {
        return false;
    };
    let returns_an_error = match branch.then_branch.stmts.as_slice() {
        [Stmt::Expr(Expr::Return(r), _)] => r
            .expr
            .as_deref()
            .is_some_and(|e| matches!(e, Expr::Call(c) if text(&c.func) == "Err") && no_work(e)),
        _ => false,
    };
    branch.else_branch.is_none() && no_work(&branch.cond) && returns_an_error
}

/// The names a body gives as a function's: the string handed first to a call
/// of a path (`check_len("f", ..)`, `solve("f", ..)`), the `function: "f"`
/// of an error, and the string a `let` binds. A method's call (`.expect("..")`)
/// and a macro's (`panic!("..")`) give messages, not names.
#[derive(Default)]
struct Names {
    given: Vec<String>,
}

/// The string `expr` is, if it is a literal one.
fn string(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Lit(lit) => match &lit.lit {
            Lit::Str(s) => Some(s.value()),
            _ => None,
        },
        _ => None,
    }
}

impl<'ast> Visit<'ast> for Names {
    fn visit_expr_call(&mut self, call: &'ast syn::ExprCall) {
        self.given.extend(call.args.first().and_then(string));
        visit::visit_expr_call(self, call);
    }

    fn visit_field_value(&mut self, field: &'ast syn::FieldValue) {
        if text(&field.member) == "function" {
            self.given.extend(string(&field.expr));
        }
        visit::visit_field_value(self, field);
    }

    fn visit_local(&mut self, local: &'ast syn::Local) {
        self.given
            .extend(local.init.as_ref().and_then(|i| string(&i.expr)));
        visit::visit_local(self, local);
    }
}

/// The names `stmts` give as a function's.
fn names_given(stmts: &[Stmt]) -> Vec<String> {
    let mut names = Names::default();
    stmts.iter().for_each(|stmt| names.visit_stmt(stmt));
    names.given
}

/// Whether `stmt` does nothing but hand on to `call`, in one of the shapes
/// the crate writes: `helper(..)`, `helper(..)?`, `helper(..).map(<closure>)`
/// (what it answers, in part), `let <pattern> = helper(..)?;`.
fn hands_on_only(stmt: &Stmt, call: &syn::ExprCall) -> bool {
    if has_attributes(stmt) {
        return false;
    }
    let is_the_call = |e: &Expr| matches!(e, Expr::Call(c) if std::ptr::eq(c, call));
    let called = |e: &Expr| match e {
        Expr::Try(t) => is_the_call(&t.expr),
        e => is_the_call(e),
    };
    match stmt {
        Stmt::Expr(Expr::MethodCall(m), _) => {
            m.method == "map"
                && called(&m.receiver)
                && matches!(m.args.first(), Some(Expr::Closure(_)))
                && m.args.len() == 1
        }
        Stmt::Expr(e, _) => called(e),
        Stmt::Local(local) => local
            .init
            .as_ref()
            .is_some_and(|i| i.diverge.is_none() && called(&i.expr)),
        _ => false,
    }
}

/// The first call in `stmt` that hands `label` first, with its callee as
/// written (`solve`, `GameTree::new`).
fn delegation<'a>(stmt: &'a Stmt, label: &str) -> Option<(String, &'a syn::ExprCall)> {
    struct Find<'a, 'l> {
        label: &'l str,
        found: Option<&'a syn::ExprCall>,
    }
    impl<'a> Visit<'a> for Find<'a, '_> {
        fn visit_expr_call(&mut self, call: &'a syn::ExprCall) {
            let hands_it = call
                .args
                .first()
                .and_then(string)
                .is_some_and(|s| s == self.label);
            if self.found.is_none() && hands_it && matches!(*call.func, Expr::Path(_)) {
                self.found = Some(call);
            }
            visit::visit_expr_call(self, call);
        }
    }
    let mut find = Find { label, found: None };
    find.visit_stmt(stmt);
    let call = find.found?;
    Some((text(&call.func), call))
}

/// Whether `measured`, a limit check's second argument, is the length of one
/// of `rows`: `piles.len()`. A length plus one passes too, being stricter
/// (`rest.len().saturating_add(1)`: VIII's `best_move_from` holds a stone
/// apart from its row).
fn measures_a_row(measured: &Expr, rows: &[String]) -> bool {
    let measured = text(measured);
    rows.iter().any(|r| {
        measured == format!("{r}.len()") || measured == format!("{r}.len().saturating_add(1)")
    })
}

/// How a function meets its limit, when nothing is wrong with it.
#[derive(Debug, PartialEq)]
enum Checked {
    /// By its own first limit check.
    Itself,
    /// By the first limit check of the helper it hands its name to.
    Through(String),
    /// Not at all: it checks no limit.
    Not,
}

/// What is wrong with a function's checks.
#[derive(Debug, PartialEq)]
enum Fault {
    /// Work with no `?` comes before its first limit check: the one fault
    /// [`CHECK_READS_THE_ROW`] may excuse.
    ReadsFirst(String),
    /// Anything else: work with a `?` first, another function's name, a
    /// check of no row, a helper that checks nothing or not first.
    Wrong(String),
}

/// Finds a `?`, which could return another function's error.
struct Tries(bool);

impl<'ast> Visit<'ast> for Tries {
    fn visit_expr_try(&mut self, _: &'ast syn::ExprTry) {
        self.0 = true;
    }
}

/// A statement or an expression, which [`Tries`] walks.
trait Walked {
    fn has_a_try(&self) -> bool;
}

impl Walked for Stmt {
    fn has_a_try(&self) -> bool {
        let mut tries = Tries(false);
        tries.visit_stmt(self);
        tries.0
    }
}

impl Walked for Expr {
    fn has_a_try(&self) -> bool {
        let mut tries = Tries(false);
        tries.visit_expr(self);
        tries.0
    }
}

/// The fault of `work`, found in `node`: [`Fault::ReadsFirst`] when no `?`
/// in it can return another function's error.
fn fault_of_work(node: &impl Walked, work: String) -> Fault {
    if node.has_a_try() {
        Fault::Wrong(work)
    } else {
        Fault::ReadsFirst(work)
    }
}

/// The fault of the work before index `at`, if any.
fn work_before(body: &Body, at: usize) -> Option<Fault> {
    let stmt = body.stmts[..at]
        .iter()
        .find(|s| !is_an_argument_check(s, &body.rows))?;
    let work = format!("does work before its first limit check: {}", shown(stmt));
    Some(fault_of_work(stmt, work))
}

/// The fault of `body`'s first limit check, at `first`, if any: work before
/// it; or, for a check of a row's length, a measure of no row of the body's
/// or a first argument other than `name` (the function's own name, quoted;
/// for a helper, the parameter it was handed).
fn fault_of_first_check(body: &Body, first: usize, name: &str) -> Option<Fault> {
    if let Some(fault) = work_before(body, first) {
        return Some(fault);
    }
    let call = limit_check(&body.stmts[first])?;
    if !["check_len", "check_steps"].contains(&callee(call)?.as_str()) {
        return None; // a number (IV) or a count of positions (IX)
    }
    let args: Vec<&Expr> = call.args.iter().collect();
    let measured = args.get(1)?;
    if !measures_a_row(measured, &body.rows) {
        let wrong = format!(
            "its first check measures {}, not a row it takes",
            shown(*measured)
        );
        return Some(Fault::Wrong(wrong));
    }
    // Its limit may be computed (`most_piles_for(size_of::<T>())`), but not
    // from the row, its length included.
    if let Some(read) = args
        .get(2)
        .and_then(|limit| mentions_a_row(limit, &body.rows))
    {
        return Some(Fault::Wrong(format!(
            "its first check's limit depends on the row: {read}"
        )));
    }
    let given = args.first().map(|a| text(*a)).unwrap_or_default();
    (given != name).then(|| Fault::Wrong(format!("its first check names {given}, not {name}")))
}

/// How the function labelled `label`, whose body is `body`, meets its limit,
/// reading a helper's body with `helper`; or what is wrong with its checks.
fn checked(
    label: &str,
    body: &Body,
    helper: impl Fn(&str) -> Option<Body>,
) -> Result<Checked, Fault> {
    let others: Vec<_> = names_given(&body.stmts)
        .into_iter()
        .filter(|n| n != label)
        .collect();
    if !others.is_empty() {
        return Err(Fault::Wrong(format!(
            "checks under another name: {others:?}"
        )));
    }
    if let Some(first) = body.stmts.iter().position(|s| limit_check(s).is_some()) {
        let name = format!("\"{label}\"");
        return fault_of_first_check(body, first, &name).map_or(Ok(Checked::Itself), Err);
    }
    let found = body
        .stmts
        .iter()
        .enumerate()
        .find_map(|(at, s)| Some((at, delegation(s, label)?)));
    let Some((at, (callee, call))) = found else {
        return Ok(Checked::Not);
    };
    if let Some(fault) = work_before(body, at) {
        return Err(fault);
    }
    if !hands_on_only(&body.stmts[at], call) {
        let stmt = &body.stmts[at];
        let work = if has_attributes(stmt) {
            format!(
                "calls {callee} under an attribute, which may compile it out: {}",
                shown(stmt)
            )
        } else {
            format!("does more than call {callee}: {}", shown(stmt))
        };
        return Err(fault_of_work(stmt, work));
    }
    let wrong = |why: String| Fault::Wrong(format!("{callee}: {why}"));
    let found = helper(&callee);
    let inner = found.ok_or_else(|| wrong("not found once, in its file or module".into()))?;
    // The helper's rows must be handed the caller's rows, and nothing else
    // may do work (a closure is a rule handed on: it runs only when called).
    for (param, arg) in inner.params.iter().zip(&call.args).skip(1) {
        let handed_a_row = plain_name(arg).is_some_and(|n| body.rows.contains(&n));
        if inner.rows.contains(param) && !handed_a_row {
            return Err(wrong(format!("handed {} for its row {param}", shown(arg))));
        }
        let no_work = matches!(arg, Expr::Closure(_)) || work_in(arg, &body.rows).is_none();
        if !inner.rows.contains(param) && !no_work {
            let work = format!("computes {} for {callee} before its check", shown(arg));
            return Err(fault_of_work(arg, work));
        }
    }
    let Some(first) = inner.stmts.iter().position(|s| limit_check(s).is_some()) else {
        return Err(wrong("checks no limit".into()));
    };
    let name = inner.params.first().cloned().unwrap_or_default();
    match fault_of_first_check(&inner, first, &name) {
        Some(Fault::ReadsFirst(why) | Fault::Wrong(why)) => Err(wrong(why)),
        None => Ok(Checked::Through(callee)),
    }
}

/// A public function of the crate that takes a row (a parameter `&[..]`),
/// `leetcode`'s aside (they panic, as their docs say).
struct RowFunction {
    /// Its path: `stone_game_vii::score_difference`.
    path: String,
    /// The name its checks give: its own, or `Type::name` for a method.
    label: String,
    /// Its file, from the book's root.
    file: PathBuf,
    /// What its source writes.
    body: Body,
}

impl RowFunction {
    /// How it meets its limit, or what is wrong with its checks.
    fn checked(&self) -> Result<Checked, Fault> {
        let file = Path::new(env!("CARGO_MANIFEST_DIR")).join(&self.file);
        checked(&self.label, &self.body, |callee| find_helper(&file, callee))
    }
}

/// Every public function that takes a row, read from the crate's syntax.
fn row_functions() -> Vec<RowFunction> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let items = api::read(root).unwrap_or_else(|e| panic!("{e}"));
    // A slice anywhere in its parameters (`&[u32]`, `&mut [T]`, `&'a [T]`):
    // its syntax then says which parameters are rows.
    let may_take_a_row = |item: &api::Item| {
        let params = item.fn_type.as_deref().and_then(|t| t.split("->").next());
        params.is_some_and(|p| p.contains('['))
    };
    items
        .iter()
        .filter(|item| item.kind == Kind::Fn && item.module() != "leetcode" && may_take_a_row(item))
        .map(|item| {
            let source = std::fs::read_to_string(root.join(&item.file)).unwrap();
            let file = syn::parse_file(&source).unwrap();
            let body = find(&file, item.owner(), item.name()).unwrap_or_else(|| {
                panic!("{} is not in {}", item.path_text(), item.file.display())
            });
            RowFunction {
                path: item.path_text(),
                label: match item.owner() {
                    Some(owner) => format!("{owner}::{}", item.name()),
                    None => item.name().to_string(),
                },
                file: item
                    .file
                    .strip_prefix(root)
                    .unwrap_or(&item.file)
                    .to_path_buf(),
                body,
            }
        })
        .filter(|f| !f.body.rows.is_empty())
        .collect()
}

/// The limit of the first `check_len` among `stmts` (`MAX_LEN`), or `None`
/// when there is no `check_len`.
fn first_len_limit(stmts: &[Stmt]) -> Option<&Expr> {
    let call = stmts.iter().find_map(|stmt| {
        let call = limit_check(stmt)?;
        (callee(call)? == "check_len").then_some(call)
    })?;
    call.args.iter().nth(2)
}

/// [`first_len_limit`], as written.
fn len_limit(stmts: &[Stmt]) -> Option<String> {
    first_len_limit(stmts).map(text)
}

#[test]
fn every_public_function_that_takes_a_row_checks_it_first_under_its_own_name() {
    let functions = row_functions();
    let listed = |list: &[(&str, &str)], path: &str| list.iter().any(|(p, _)| *p == path);
    let mut wrong = Vec::new();
    for f in &functions {
        let reads_the_row = listed(CHECK_READS_THE_ROW, &f.path);
        let no_limit = listed(NO_LIMIT, &f.path);
        let fault = match (f.checked(), reads_the_row, no_limit) {
            (Err(Fault::ReadsFirst(_)), true, false) => continue,
            (Err(Fault::ReadsFirst(why) | Fault::Wrong(why)), ..) => why,
            (Ok(Checked::Not), false, false) => {
                "checks no limit: add its check, or list it in NO_LIMIT with why".to_string()
            }
            (Ok(Checked::Not), true, _) => {
                "checks no limit, yet is listed in CHECK_READS_THE_ROW".to_string()
            }
            (Ok(Checked::Itself | Checked::Through(_)), true, _) => {
                "checks before any work, yet is listed in CHECK_READS_THE_ROW".to_string()
            }
            (Ok(Checked::Itself | Checked::Through(_)), _, true) => {
                "checks its row, yet is listed in NO_LIMIT".to_string()
            }
            _ => continue,
        };
        wrong.push(format!("{} ({}): {fault}", f.path, f.file.display()));
    }
    for (path, _) in CHECK_READS_THE_ROW.iter().chain(NO_LIMIT) {
        if !functions.iter().any(|f| f.path == *path) {
            wrong.push(format!(
                "{path} is listed, but is no public function of a row"
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "every check comes before any work, under the function's own name:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn each_argument_check_only_compares_its_arguments() {
    // An argument check may come before the limit's, handed rows whole
    // (`check_same_len`): its body must be `if`s that compute nothing and
    // return an error, then `Ok(())`.
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("code/src");
    for name in ARGUMENT_CHECKS {
        let bodies = find_all(&book_tools::files_under(&src, "rs"), None, name);
        assert_eq!(bodies.len(), 1, "{name} is defined once in code/src");
        let body = &bodies[0];
        let (last, refusals) = body.stmts.split_last().expect("a body");
        assert_eq!(text(last), "Ok(())", "{name} ends with Ok(())");
        for stmt in refusals {
            assert!(refuses_only(stmt, &body.rows), "{name}: {}", shown(stmt));
        }
    }
}

/// The limits whose rows no test can build (each is gigabytes of input), each
/// with the functions it bounds: (module, limit as its first `check_len`
/// writes it, functions). Each limit's doc comment proves its value, and the
/// extremes tests check that arithmetic. That each of these functions refuses
/// one past it is read from the source: here, that its first `check_len`
/// names the limit; in
/// [`every_public_function_that_takes_a_row_checks_it_first_under_its_own_name`],
/// that the check comes before any work, measures its row and gives its name.
const OUT_OF_REACH: &[(&str, &str, &[&str])] = &[
    ("shared", "MAX_SUMS_LEN", &["prefix_sums"]),
    (
        "stone_game",
        "MAX_LEN",
        &[
            "alice_wins",
            "alice_wins_or_ties",
            "best_move",
            "book::ParityStrategy::for_row",
            "book::colour_totals",
            "book::score_difference_linear",
            "book::score_difference_linear_i64",
            "exercises::larger_end_greedy",
            "score_difference",
            "winner",
        ],
    ),
    ("stone_game_ii", "MAX_SUMS_LEN", &["book::suffix_sums"]),
    (
        "stone_game_iii",
        "MAX_LEN",
        &[
            "best_move",
            "book::score_difference_registers",
            "book::score_difference_ring",
            "book::score_difference_window",
            "exercises::alternating_sum",
            "exercises::final_scores",
            "exercises::optimal_counts",
            "exercises::score_difference_ring_of_three",
            "exercises::score_difference_unlimited",
            "pitfalls::greedy_take_while_positive",
            "pitfalls::max_starts_at_zero",
            "pitfalls::sums_in_32_bits",
            "pitfalls::two_arrays_drift",
            "score_difference",
            "score_difference_k",
        ],
    ),
    (
        "stone_game_vi",
        "MAX_LEN",
        &[
            "book::counting_trace",
            "book::score_difference_counting",
            "book::score_difference_radix",
            "book::score_difference_sorted",
            "exercises::bob_first",
            "exercises::leetcode_1686",
            "exercises::optimal_first_moves",
            "exercises::optimal_first_moves_by_parity",
            "exercises::same_values",
            "pitfalls::sums_in_32_bits",
            "score_difference",
            "winner",
        ],
    ),
    (
        "stone_game_vii",
        "MAX_LEN",
        &[
            "best_move",
            "book::score_difference_linear",
            "pitfalls::remove_smaller_end",
            "score_difference",
            "winner",
        ],
    ),
    (
        "stone_game_vii",
        "PART_I_MAX_LEN",
        &[
            "exercises::score_difference_scoring_before",
            "exercises::score_difference_shifted",
        ],
    ),
    (
        "stone_game_viii",
        "MAX_I64_LEN",
        &[
            "best_move",
            "best_move_from",
            "book::inclusive_prefix_sums",
            "book::score_difference_branch_on_raise",
            "book::score_difference_constant_memory",
            "exercises::score_difference_from_right",
            "pitfalls::answer_at_index_zero",
            "pitfalls::prefix_sums_in_32_bits",
            "pitfalls::take_everything",
        ],
    ),
];

#[test]
fn each_limit_no_test_can_reach_is_checked_first_by_the_functions_it_bounds() {
    let functions = row_functions();
    for &(module, limit, expected) in OUT_OF_REACH {
        let bounded: Vec<&str> = functions
            .iter()
            .filter(|f| f.path.split("::").next() == Some(module))
            .filter(|f| len_limit(&f.body.stmts).as_deref() == Some(limit))
            .map(|f| {
                f.path
                    .strip_prefix(module)
                    .unwrap_or(&f.path)
                    .trim_start_matches(':')
            })
            .collect();
        assert_eq!(
            bounded, expected,
            "{module}::{limit} bounds, by their first check_len: one past it is gigabytes, which \
             no test builds, so OUT_OF_REACH lists each function it bounds. Add a new \
             function's path there (its first check_len gives this limit), or remove a gone one"
        );
    }
}

/// The names of the `const` items of the files under `folder` that are not
/// `pub`.
fn private_consts(folder: &Path) -> Vec<String> {
    let mut names = Vec::new();
    for path in book_tools::files_under(folder, "rs") {
        let text = std::fs::read_to_string(&path).unwrap();
        for item in syn::parse_file(&text).unwrap().items {
            if let syn::Item::Const(c) = item {
                if !matches!(c.vis, syn::Visibility::Public(_)) {
                    names.push(c.ident.to_string());
                }
            }
        }
    }
    names
}

#[test]
fn each_first_check_of_a_length_gives_a_known_limit() {
    // A public `MAX_*` of its module or `shared` (whose doc proves its
    // value), a call that computes one (`most_piles_for(size_of::<T>())`),
    // or a limit `OUT_OF_REACH` lists with the functions it bounds: a limit
    // written any other way (`MAX_LEN.max(..)`, `usize::MAX`, `1 << 40`)
    // would be held by no test.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let items = api::read(root).unwrap_or_else(|e| panic!("{e}"));
    let mut wrong = Vec::new();
    for f in row_functions() {
        let Some(limit) = first_len_limit(&f.body.stmts) else {
            continue;
        };
        let module = f.path.split("::").next().unwrap_or_default();
        let listed = OUT_OF_REACH
            .iter()
            .any(|&(m, l, _)| m == module && l == text(limit));
        let public = |name: &str| {
            items.iter().any(|i| {
                i.kind == Kind::Const
                    && i.name() == name
                    && [module, "shared"].contains(&i.module())
            })
        };
        // A private `const` of that name in the module would shadow the
        // public one where it is imported.
        let private = private_consts(&root.join("code/src").join(module));
        let shadowed = plain_name(limit).is_some_and(|n| private.contains(&n));
        let named = plain_name(limit).is_some_and(|n| n.starts_with("MAX_") && public(&n));
        let computed = matches!(limit, Expr::Call(c) if callee(c).is_some());
        if shadowed || !(listed || named || computed) {
            wrong.push(format!(
                "{} ({}): {}",
                f.path,
                f.file.display(),
                shown(limit)
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "each first check_len's limit is a public MAX_* of its module or shared, which no \
         private const of the module shadows (a new one \
         needs its doc's proof, and one past it in the extremes tests), a call that computes \
         one, or a limit of OUT_OF_REACH; give it one of those:\n{}",
        wrong.join("\n")
    );
}

/// How `f`, written as Rust, meets its limit, beside a helper `solve` written
/// as `helper`.
fn checked_source(f: &str, helper: &str) -> Result<Checked, Fault> {
    let parse = |source: &str| {
        let item: syn::ItemFn = syn::parse_str(source).expect("a function");
        Body::of(&item.sig, &item.block)
    };
    checked("f", &parse(f), |_| Some(parse(helper)))
}

/// A helper that checks the row it is handed, under the name it is handed.
const SOLVE: &str = "fn solve(function: &str, piles: &[u32]) -> R {
    check_len(function, piles.len(), MAX_LEN)?;
    work(piles)
}";

/// How `f(piles: &[u32], k: usize)`, whose body is `body`, meets its limit,
/// beside [`SOLVE`].
fn checked_f(body: &str) -> Result<Checked, Fault> {
    checked_source(
        &format!("fn f(piles: &[u32], k: usize) {{ {body} }}"),
        SOLVE,
    )
}

/// The first check `f` makes of its row.
const CHECK: &str = r#"check_len("f", piles.len(), MAX_LEN)?;"#;

#[test]
fn checks_first_under_its_name_or_through_a_helper_pass() {
    let (of, check) = (checked_f, CHECK);
    for itself in [
        format!("{check} let n = piles.len(); work(piles, n);"),
        format!("check_k(k)?; {check}"),
        format!("check_same_len(piles, piles)?; {check}"),
        r#"check_len("f", piles.len(), most_for(size_of::<u64>()))?;"#.to_string(),
    ] {
        assert_eq!(of(&itself), Ok(Checked::Itself), "{itself}");
    }
    let through = r#"solve("f", piles).map(|x| x)"#;
    assert_eq!(of(through), Ok(Checked::Through("solve".into())));
    assert_eq!(of(r#"let x = y.expect("a message"); x"#), Ok(Checked::Not));
    // A check of an argument is no limit (III's `check_k`).
    assert_eq!(of("check_k(k)?; work(piles)"), Ok(Checked::Not));
    // A check or a helper's call under an attribute, which may compile it
    // out, is none.
    assert!(of(&format!("#[cfg(any())] {check} work(piles)")).is_err());
    assert!(of(r#"#[cfg(any())] solve("f", piles)?; work(piles)"#).is_err());
    let stmts = syn::parse_str::<syn::Block>(&format!("{{ {check} }}"))
        .unwrap()
        .stmts;
    assert_eq!(len_limit(&stmts).as_deref(), Some("MAX_LEN"));
}

#[test]
fn each_fault_the_checks_can_have_is_found() {
    let (of, check) = (checked_f, CHECK);
    for reads_first in [
        // Anything but a check of an argument, before the limit's: a name
        // bound, even to the row's length; an `if` that refuses.
        format!("let n = piles.len(); {check}"),
        format!("if k == 0 {{ return Err(Error::KIsZero); }} {check}"),
        r#"let f = "f"; check_len(f, piles.len(), MAX_LEN)?;"#.to_string(),
        format!("let t = table(piles); {check}"),
        format!("let x = piles[0]; {check}"),
        format!("if piles.iter().any(|&p| p == 0) {{ return Err(Error::Zero); }} {check}"),
        format!("if k == 0 {{ return Err(Error::Sum(piles.iter().sum())); }} {check}"),
        // Work between a check of an argument and the limit's.
        format!("check_same_len(piles, piles)?; piles.sort(); {check}"),
        format!("let mut sorted = piles.to_vec(); sorted.sort(); {check}"),
        // An allocation through a constructor, a conversion, an array.
        format!("let n = piles.len(); let cells = Vec::<u64>::with_capacity(n * n); {check}"),
        format!("let cells = Vec::from(piles); {check}"),
        format!("let cells = Table::from(piles.len() * piles.len()); {check}"),
        format!("let cells = [0_u64; 1 << 20]; {check}"),
    ] {
        assert!(
            matches!(of(&reads_first), Err(Fault::ReadsFirst(_))),
            "{reads_first}"
        );
    }
    // Faults in what comes before the check, which follows them.
    let before_the_check = [
        // Work whose `?` could return another function's error first; work
        // hidden in a check of an argument, whose `?` follows it.
        format!("let g = grundy(piles.len())?; {check}"),
        format!("check_same_len(&{{ let mut a = piles.to_vec(); a.sort(); a }}, piles)?; {check}"),
        // A check of no argument the test knows: its `?` may be another's.
        format!("check_sorted(piles)?; {check}"),
    ];
    // Faults in the check itself, or in the call that hands the name on.
    let in_the_check = [
        r#"check_len("g", piles.len(), MAX_LEN)?;"#,
        r#"check_len("f", other.len(), MAX_LEN)?;"#,
        r#"check_len("f", piles.len() / 1000, MAX_LEN)?;"#,
        r#"check_len(function, piles.len(), MAX_LEN)?;"#,
        r#"return Err(Error::TooLong { function: "g", len: 1, limit: 0 });"#,
        r#"solve("g", piles)"#,
        r#"solve("f", counts(piles))"#,
        // A limit computed from the row, or its length.
        r#"check_len("f", piles.len(), MAX_LEN.min(piles.iter().sum()))?;"#,
        r#"check_len("f", piles.len(), piles.len() * 2)?;"#,
        // Work around the call that hands the name on.
        r#"Ok(suffix_sums(piles)?[0] - solve("f", piles)?.0)"#,
        // A helper handed a row that is not the function's.
        r#"solve("f", NONE)"#,
    ];
    let before = before_the_check.iter().map(String::as_str);
    for wrong in before.chain(in_the_check) {
        assert!(matches!(of(wrong), Err(Fault::Wrong(_))), "{wrong}");
    }
    // A helper that checks nothing, late, under its own name, or no row.
    for helper in [
        "fn solve(function: &str, piles: &[u32]) -> R { work(piles) }",
        "fn solve(function: &str, piles: &[u32]) -> R { let t = table(piles); \
         check_len(function, piles.len(), MAX_LEN)?; t }",
        r#"fn solve(function: &str, piles: &[u32]) -> R { check_len("solve", piles.len(), M)?; }"#,
        "fn solve(function: &str, piles: &[u32]) -> R { check_len(function, 0, MAX_LEN)?; }",
    ] {
        let f = r#"fn f(piles: &[u32]) -> R { solve("f", piles) }"#;
        assert!(checked_source(f, helper).is_err(), "{helper}");
    }
}

#[test]
fn a_statement_is_shown_as_rust_is_written() {
    let shown_as = |source: &str| shown(&syn::parse_str::<Stmt>(source).unwrap());
    for source in [
        "let prefix = prefix_sums(values)?;",
        "check_len(\"f\", piles.len(), MAX_LEN)?;",
        "let x = (a, b[0]);",
        "if k == 0 { return Err(Error::KIsZero); }",
        "let cells = vec![0; n];",
        "#[cfg(any())] check_len(f, n, M)?;",
    ] {
        assert_eq!(shown_as(source), source);
    }
}

#[test]
fn a_helper_is_read_from_the_callers_file_or_else_once_from_its_module() {
    let module = std::env::temp_dir().join(format!("checks_first_{}", std::process::id()));
    std::fs::create_dir_all(&module).unwrap();
    let write = |file: &str, text: &str| std::fs::write(module.join(file), text).unwrap();
    let solve = |check: &str| format!("fn solve(function: &str, piles: &[u32]) {{ {check} }}");
    write(
        "caller.rs",
        &solve("check_len(function, piles.len(), MAX_LEN)?;"),
    );
    write("other.rs", &solve("work(piles); work(piles);"));
    let found = find_helper(&module.join("caller.rs"), "solve").map(|b| b.stmts.len());
    assert_eq!(found, Some(1), "the caller's own solve, not other.rs's");
    write("caller.rs", "fn f() {}");
    assert!(find_helper(&module.join("caller.rs"), "solve").is_some());
    write(
        "third.rs",
        &solve("check_len(function, piles.len(), MAX_LEN)?; work(piles);"),
    );
    let twice = find_helper(&module.join("caller.rs"), "solve");
    std::fs::remove_dir_all(&module).unwrap();
    assert!(
        twice.is_none(),
        "two solves in the module: which one is called is not read"
    );
}

/// The name a path gives a function: its last segment, with its type's
/// before it for a method (`Position::new`).
fn label_of(segments: &[String]) -> Option<String> {
    match segments {
        [.., owner, name] if owner.starts_with(char::is_uppercase) => {
            Some(format!("{owner}::{name}"))
        }
        [.., name] => Some(name.clone()),
        [] => None,
    }
}

/// The functions an extremes file refuses one past a limit of (see
/// [`refused_in`]).
struct Refused(Vec<String>);

impl<'ast> Visit<'ast> for Refused {
    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if mac.path.is_ident("refuses") {
            // `refuses!(limit, path::to::f, args..)`: the path's identifiers.
            let mut args = vec![Vec::new()];
            for token in mac.tokens.clone() {
                match &token {
                    proc_macro2::TokenTree::Punct(p) if p.as_char() == ',' => {
                        args.push(Vec::new());
                    }
                    proc_macro2::TokenTree::Ident(name) => {
                        if let Some(arg) = args.last_mut() {
                            arg.push(name.to_string());
                        }
                    }
                    _ => {}
                }
            }
            self.0.extend(args.get(1).and_then(|path| label_of(path)));
        } else if mac.path.is_ident("assert_eq") {
            // `assert_eq!(f(&past), Err(too_many("f", ..)))`: a refusal by
            // hand names a function the same assert calls.
            let args = mac.parse_body_with(
                syn::punctuated::Punctuated::<Expr, syn::Token![,]>::parse_terminated,
            );
            let mut seen = Refusal::default();
            args.iter().flatten().for_each(|arg| seen.visit_expr(arg));
            let called = |name: &String| seen.called.contains(name);
            self.0
                .extend(seen.named.iter().filter(|n| called(n)).cloned());
        }
        visit::visit_macro(self, mac);
    }
}

/// What an assert's arguments call (`max_stones`, `Position::new`) and the
/// names its expected errors are built with (`too_many("f", ..)`).
#[derive(Default)]
struct Refusal {
    called: Vec<String>,
    named: Vec<String>,
}

impl<'ast> Visit<'ast> for Refusal {
    fn visit_expr_call(&mut self, call: &'ast syn::ExprCall) {
        let errors = ["too_many", "too_long", "too_large"];
        if callee(call).is_some_and(|c| errors.contains(&c.as_str())) {
            self.named.extend(call.args.first().and_then(string));
        } else {
            self.called.extend(label_of(&called_path(call)));
        }
        visit::visit_expr_call(self, call);
    }
}

/// The names of the functions `extremes/<module>.rs` refuses one past a limit
/// of: each `refuses!` case's (`score_table`, `Position::new`), and each
/// function an `assert_eq!` calls and names in the error it expects, built by
/// hand (`assert_eq!(beat_greedy(&past), Err(too_many("beat_greedy", ..)))`).
fn refused_in(module: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/properties/extremes")
        .join(format!("{module}.rs"));
    let source = std::fs::read_to_string(&path).unwrap_or_default();
    let mut refused = Refused(Vec::new());
    if let Ok(file) = syn::parse_file(&source) {
        refused.visit_file(&file);
    }
    refused.0
}

/// The limit a function's own first `check_len` gives, or, for a function
/// that hands its name on, its helper's.
fn limit_checked_by(f: &RowFunction) -> Option<String> {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join(&f.file);
    match f.checked() {
        Ok(Checked::Itself) => len_limit(&f.body.stmts),
        Ok(Checked::Through(callee)) => len_limit(&find_helper(&file, &callee)?.stmts),
        _ => None,
    }
}

#[test]
fn one_past_each_limit_a_test_can_reach_is_written_in_the_extremes() {
    // Each function whose first check_len gives a limit a test can build a
    // row past (none of OUT_OF_REACH) is a refuses! case of its extremes
    // file, or an assert_eq! there calls it and names it in its error.
    let mut missing = Vec::new();
    for f in row_functions() {
        let module = f.path.split("::").next().unwrap_or_default();
        let Some(limit) = limit_checked_by(&f) else {
            continue;
        };
        let out_of_reach = OUT_OF_REACH
            .iter()
            .any(|&(m, l, _)| m == module && l == limit);
        if !out_of_reach && !refused_in(module).contains(&f.label) {
            missing.push(format!("{} (one past {limit})", f.path));
        }
    }
    assert!(
        missing.is_empty(),
        "not refused one past its limit in tests/properties/extremes/<module>.rs: add \
         each as a refuses! case of its one_past_each_limit_a_test_can_reach_is_refused:\n{}",
        missing.join("\n")
    );
}
