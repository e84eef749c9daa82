//! The `{{#calls module::function callee ...}}` directive: a sentence that says
//! what a function of the crate runs ("`score_difference` runs this loop") ends
//! with it, and `tests/book.rs` checks it against the code, so that changing
//! what a function runs fails at the sentence that describes it.
//!
//! `{{#calls stone_game_viii::score_difference score_difference_branch_on_raise
//! raise_when_beaten}}` says: the body of `score_difference`, in the module
//! `stone_game_viii` of `code/src/`, calls `score_difference_branch_on_raise`,
//! whose body calls `raise_when_beaten`. Each link of the chain is a function
//! of the same module (its files are searched), and each body must call the
//! next by name. It renders nothing.

/// A parsed `{{#calls}}`: the module, then the chain of functions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Calls {
    /// The module under `code/src/`, such as `stone_game_viii`.
    pub module: String,
    /// The function named first, then each function it is said to run.
    pub chain: Vec<String>,
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
    let is_name = |w: &String| {
        !w.is_empty() && w.chars().all(|c| c.is_alphanumeric() || c == '_')
    };
    if module.is_empty() || !chain.iter().all(is_name) {
        return Err(format!("`{args}` is not a chain of function names"));
    }
    Ok(Calls {
        module: module.to_string(),
        chain,
    })
}

/// The body of the function `name` in `source`: the text between the braces
/// that follow `fn name(` or `fn name<`, `None` if there is no such function.
pub fn body<'a>(source: &'a str, name: &str) -> Option<&'a str> {
    let start = [format!("fn {name}("), format!("fn {name}<")]
        .iter()
        .find_map(|head| source.find(head.as_str()))?;
    let open = start + source[start..].find('{')?;
    let mut depth = 0_usize;
    for (at, c) in source[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(&source[open + 1..open + at]);
                }
            }
            _ => {}
        }
    }
    None
}

/// Whether `body` calls `callee` by name (`callee(`, `::callee(` or
/// `.callee(`), outside `//` comments.
pub fn calls(body: &str, callee: &str) -> bool {
    body.lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .any(|line| {
            line.match_indices(&format!("{callee}(")).any(|(at, _)| {
                let before = line[..at].chars().next_back();
                !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
            })
        })
}

/// Checks a chain against the sources of its module (each file's text).
///
/// # Errors
///
/// The first link that does not hold: a function not found, or a body that
/// does not call the next.
pub fn check(calls: &Calls, sources: &[String]) -> Result<(), String> {
    for pair in calls.chain.windows(2) {
        let (caller, callee) = (&pair[0], &pair[1]);
        let body = sources
            .iter()
            .find_map(|source| body(source, caller))
            .ok_or_else(|| {
                format!("no function `{caller}` in `{}`", calls.module)
            })?;
        if !self::calls(body, callee) {
            return Err(format!(
                "`{}::{caller}` does not call `{callee}`",
                calls.module
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let parsed =
            parse("m::score_difference score_difference_branch_on_raise")
                .unwrap();
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

    #[test]
    fn a_call_is_a_whole_name_outside_comments() {
        assert!(calls("    f(x)", "f"));
        assert!(calls("    a::f(x)", "f"));
        assert!(!calls("    g_f(x)", "f"));
        assert!(!calls("    // f(x)", "f"));
    }

    #[test]
    fn malformed_directives_are_refused() {
        assert!(parse("score_difference callee").is_err());
        assert!(parse("m::f").is_err());
        assert!(parse("m::f g(").is_err());
    }
}
