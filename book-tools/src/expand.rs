//! Expands a chapter's `{{#measured ...}}`, `{{#const ...}}`, `{{#claim ...}}`,
//! `{{#answer ...}}` and `{{#calls ...}}` directives, in one pass.
//!
//! The measured-number directive ([`crate::measured`]) renders a recorded number, and
//! `const` ([`crate::constants`]) a constant's value; the claim ([`crate::claims`])
//! renders nothing and checks the sentence it ends, as `answer` and `calls` do. All are
//! expanded here, for `mdbook-measured` and build.rs alike: `claims` reads the store of
//! `measured`, and `measured` does not import `claims`.

use crate::claims;
use crate::directives::{find_directives, only_claims, Kind};
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
            Kind::Measured | Kind::Const | Kind::Claim | Kind::Calls | Kind::Answer
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
        } else if directive.kind == Kind::Claim && !ends_its_paragraph(text, &directive) {
            Err(
                "is on a line of its own inside a paragraph, which its empty line \
                 would split: put it at the end of its sentence, or at the end of the \
                 paragraph"
                    .to_string(),
            )
        } else if directive.kind == Kind::Claim {
            // A claim renders nothing: it only checks the sentence it ends.
            claims::check(&directive.args, store).map(|()| String::new())
        } else if directive.kind == Kind::Const {
            crate::constants::render(&directive.args)
        } else if directive.kind == Kind::Answer {
            // Renders nothing; tests/book/answers.rs checks its sentence.
            crate::answers::check(&directive.args).map(|()| String::new())
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

/// Whether `claim`, if it stands on a line of claims only, ends its
/// paragraph: every line after it up to a blank one holds claims only. Such a
/// line renders empty, and an empty line inside a paragraph would end it.
fn ends_its_paragraph(text: &str, claim: &crate::directives::Directive) -> bool {
    let start = text[..claim.span.start].rfind('\n').map_or(0, |k| k + 1);
    let mut lines = text[start..].lines();
    if !lines.next().is_some_and(only_claims) {
        return true;
    }
    lines
        .take_while(|line| !line.trim().is_empty())
        .all(only_claims)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A claim may stand on a line of its own at the end of its paragraph,
    /// which its empty line does not split.
    #[test]
    fn a_claim_on_a_line_of_its_own_ends_its_paragraph() {
        let store = Store::from_values([(
            "bench-g".to_string(),
            json!({"results": [
                {"method": "fast", "n": 100, "mean_ns": 130.0},
                {"method": "slow", "n": 100, "mean_ns": 900.0}
            ]}),
        )])
        .unwrap();
        let claim = "{{#claim bench-g fast n=100 < slow}}";
        let ends = format!("It is faster.\n{claim}\n{claim}\n\nNext.\n");
        assert_eq!(
            expand(&ends, &store).unwrap(),
            "It is faster.\n\n\n\nNext.\n"
        );
        let inside = format!("It is faster.\n{claim}\nAnd more.\n");
        let problems = expand(&inside, &store).unwrap_err();
        assert_eq!(problems[0].0, 2, "{problems:?}");
        assert!(problems[0].1.contains("inside a paragraph"), "{problems:?}");
        let glued = format!("It is faster{claim}.\nAnd more.\n");
        assert!(expand(&glued, &store).is_ok());
    }

    #[test]
    fn expand_replaces_directives_and_leaves_escapes() {
        let store = Store::from_values([(
            "bench-g".to_string(),
            json!({"results": [{"method": "fast", "n": 100, "mean_ns": 130.0}]}),
        )])
        .unwrap();
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
