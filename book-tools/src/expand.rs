//! Expands a chapter's `{{#measured ...}}`, `{{#const ...}}`, `{{#claim ...}}` and
//! `{{#calls ...}}` directives, in one pass.
//!
//! The measured-number directive ([`crate::measured`]) renders a recorded number, and
//! `const` ([`crate::constants`]) a constant's value; the claim ([`crate::claims`])
//! renders nothing and checks the sentence it ends, as `calls` does. All are
//! expanded here, for `mdbook-measured` and build.rs alike: `claims` reads the store of
//! `measured`, and `measured` does not import `claims`.

use crate::claims;
use crate::directives::{find_directives, Kind};
use crate::measured::Store;

/// One problem found while expanding: the 1-based line and what is wrong.
pub type Problem = (usize, String);

/// `text` with every `{{#measured ...}}` directive replaced by what it renders. An
/// escaped `\{{#measured ...}}` is left as it is, backslash and all, for mdBook.
///
/// # Errors
///
/// Every directive that cannot be rendered, with its line.
pub fn expand(text: &str, store: &Store) -> Result<String, Vec<Problem>> {
    let mut out = String::with_capacity(text.len());
    let mut problems = Vec::new();
    let mut at = 0;
    for directive in find_directives(text) {
        if !matches!(
            directive.kind,
            Kind::Measured | Kind::Const | Kind::Claim | Kind::Calls
        ) {
            continue;
        }
        out.push_str(&text[at..directive.span.start]);
        let rendered = if directive.text(text).contains('\n') {
            Err(
                "must be on one line, so that the lines of the chapter stay \
                 where they are"
                    .to_string(),
            )
        } else if directive.kind == Kind::Claim {
            // A claim renders nothing: it only checks the sentence it ends.
            claims::check(&directive.args, store).map(|()| String::new())
        } else if directive.kind == Kind::Const {
            crate::constants::render(&directive.args)
        } else if directive.kind == Kind::Calls {
            // Renders nothing; tests/book/links.rs checks it against the code.
            crate::calls::parse(&directive.args).map(|_| String::new())
        } else {
            store.render(&directive.args)
        };
        match rendered {
            Ok(rendered) => out.push_str(&rendered),
            Err(problem) => {
                problems.push((
                    directive.line,
                    format!("`{}`: {problem}", directive.text(text)),
                ));
                out.push_str(directive.text(text));
            }
        }
        at = directive.span.end;
    }
    out.push_str(&text[at..]);
    if problems.is_empty() {
        Ok(out)
    } else {
        Err(problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn expand_replaces_directives_and_leaves_escapes() {
        let store = Store::from_values([(
            "bench-g".to_string(),
            json!({"results": [{"method": "fast", "n": 100, "mean_ns": 130.0}]}),
        )]);
        let text = "It takes {{#measured bench-g fast n=100}}.\n\
                    Write \\{{#measured bench-g fast n=100}} to show it.\n";
        let out = expand(text, &store).unwrap();
        assert_eq!(
            out,
            "It takes 130\u{a0}ns.\nWrite \\{{#measured bench-g fast n=100}} to show it.\n"
        );
        let problems = expand("a\n{{#measured nothing}}\n", &store).unwrap_err();
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].0, 2);
    }
}
