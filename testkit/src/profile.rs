//! The command line that the profiling examples (`code/examples/*_profile.rs`)
//! share: each runs one method on one input for valgrind and GNU time, and
//! reads a method's name and a size the same way, with the same messages.

use std::fmt::Display;
use std::process::ExitCode;
use std::str::FromStr;

/// Runs the body of a profiling example and turns its outcome into the
/// program's: `Ok(line)` is printed on stdout, and the program succeeds;
/// `Err(message)` (a usage line, or the game's error) is printed on stderr,
/// and the program fails.
///
/// ```
/// use std::process::ExitCode;
/// use stone_games_testkit::profile_main;
///
/// let code = profile_main(|| Ok("table on 10 stones: 42".to_string()));
/// assert_eq!(code, ExitCode::SUCCESS);
/// ```
pub fn profile_main(run: impl FnOnce() -> Result<String, String>) -> ExitCode {
    match run() {
        Ok(line) => {
            println!("{line}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

/// The names of `choices`, joined by `|`, for a usage line:
/// `table|quadratic`.
pub fn choice_names<T>(choices: &[(&str, T)]) -> String {
    let names: Vec<&str> = choices.iter().map(|(name, _)| *name).collect();
    names.join("|")
}

/// [`ProfileArgs::method_and_size`] on the program's own command line,
/// whose usage is `usage: <program> <method|...> <n>`: the shape of most
/// profiling examples, one method run on a row of `n`.
pub fn method_and_size<'c, T>(
    program: &str,
    methods: &'c [(&'c str, T)],
    what: &str,
) -> Result<(&'c str, &'c T, usize), String> {
    let shape = format!("<{}> <n>", choice_names(methods));
    ProfileArgs::from_env(program, &shape).method_and_size(methods, what)
}

/// A profiling example's arguments (its name left out) and its usage line,
/// `usage: <program> <shape>`, which every message about a wrong argument
/// ends with.
///
/// ```
/// use stone_games_testkit::ProfileArgs;
///
/// const METHODS: [(&str, u8); 2] = [("table", 1), ("linear", 2)];
/// let args = ProfileArgs::new(
///     "stone_game_vii_profile",
///     "<table|linear> <n>",
///     vec!["linear".into(), "1000".into()],
/// );
/// let [name, n] = args.exactly().unwrap();
/// assert_eq!(args.choose("method", name, &METHODS), Ok(&2));
/// assert_eq!(args.number::<usize>(n, "a number of stones"), Ok(1000));
/// assert_eq!(
///     args.number::<usize>("x", "a number of stones"),
///     Err("`x` is not a number of stones; usage: stone_game_vii_profile \
///          <table|linear> <n>"
///         .to_string())
/// );
/// ```
#[derive(Debug, Clone)]
pub struct ProfileArgs {
    args: Vec<String>,
    usage: String,
}

impl ProfileArgs {
    /// The arguments the program was started with, past its name.
    #[must_use]
    pub fn from_env(program: &str, shape: &str) -> ProfileArgs {
        ProfileArgs::new(program, shape, std::env::args().skip(1).collect())
    }

    /// These arguments (past the program's name), for `program`, whose
    /// arguments are `shape` (`<table|linear> <n>`).
    #[must_use]
    pub fn new(program: &str, shape: &str, args: Vec<String>) -> ProfileArgs {
        ProfileArgs {
            args,
            usage: format!("usage: {program} {shape}"),
        }
    }

    /// The usage line: `usage: <program> <shape>`.
    #[must_use]
    pub fn usage(&self) -> &str {
        &self.usage
    }

    /// The `N` arguments, when there are exactly `N`; else the usage line.
    pub fn exactly<const N: usize>(&self) -> Result<[&str; N], String> {
        if self.args.len() == N {
            Ok(std::array::from_fn(|k| self.args[k].as_str()))
        } else {
            Err(self.usage.clone())
        }
    }

    /// The first `N` arguments, when there are at least `N` (the rest are
    /// ignored); else the usage line.
    pub fn first<const N: usize>(&self) -> Result<[&str; N], String> {
        if self.args.len() >= N {
            Ok(std::array::from_fn(|k| self.args[k].as_str()))
        } else {
            Err(self.usage.clone())
        }
    }

    /// What `choices` pairs with `name`, or the message
    /// ``unknown <kind> `<name>`; <usage>``.
    pub fn choose<'c, T>(
        &self,
        kind: &str,
        name: &str,
        choices: &'c [(&str, T)],
    ) -> Result<&'c T, String> {
        self.entry(kind, name, choices).map(|(_, value)| value)
    }

    /// The entry of `choices` named `name`, its name as the table spells it
    /// and its value, or the message of [`ProfileArgs::choose`].
    fn entry<'c, T>(
        &self,
        kind: &str,
        name: &str,
        choices: &'c [(&'c str, T)],
    ) -> Result<(&'c str, &'c T), String> {
        choices
            .iter()
            .find(|(choice, _)| *choice == name)
            .map(|(choice, value)| (*choice, value))
            .ok_or_else(|| self.unknown(kind, name))
    }

    /// The message for a `kind` of argument (`method`, `rows`) that names
    /// nothing the program knows: ``unknown <kind> `<name>`; <usage>``.
    pub fn unknown(&self, kind: &str, name: impl Display) -> String {
        format!("unknown {kind} `{name}`; {}", self.usage)
    }

    /// The usual two arguments, `<method> <n>`: the entry of `methods` the
    /// first names (its name as the table spells it, and its method) and the
    /// second read as a size, `what` saying what it counts (`a number of
    /// stones`); or the message for a wrong argument.
    pub fn method_and_size<'c, T>(
        &self,
        methods: &'c [(&'c str, T)],
        what: &str,
    ) -> Result<(&'c str, &'c T, usize), String> {
        let [name, n] = self.exactly()?;
        let (name, method) = self.entry("method", name, methods)?;
        Ok((name, method, self.number(n, what)?))
    }

    /// `text` read as a number, or the message
    /// ``"`<text>` is not <what>; <usage>"``, `what` saying what the number
    /// counts (`a number of piles`, `a position`).
    pub fn number<N: FromStr>(&self, text: &str, what: &str) -> Result<N, String> {
        text.parse()
            .map_err(|_| format!("`{text}` is not {what}; {}", self.usage))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn method_and_size_reads_a_method_and_a_size_or_says_what_is_wrong() {
        const METHODS: [(&str, u8); 2] = [("table", 1), ("linear", 2)];
        let read = |words: &[&str]| args(words).method_and_size(&METHODS, "a size");
        assert_eq!(read(&["linear", "7"]), Ok(("linear", &2, 7)));
        assert_eq!(
            read(&["ring", "7"]),
            Err("unknown method `ring`; usage: p <a|b> <n>".to_string())
        );
        assert_eq!(
            read(&["table", "x"]),
            Err("`x` is not a size; usage: p <a|b> <n>".to_string())
        );
        assert_eq!(read(&["table"]), Err("usage: p <a|b> <n>".to_string()));
    }

    fn args(words: &[&str]) -> ProfileArgs {
        let words = words.iter().map(|w| w.to_string()).collect();
        ProfileArgs::new("p", "<a|b> <n>", words)
    }

    #[test]
    fn too_few_or_too_many_arguments_give_the_usage_line() {
        assert_eq!(
            args(&["a"]).exactly::<2>(),
            Err("usage: p <a|b> <n>".into())
        );
        assert_eq!(
            args(&["a", "1", "x"]).exactly::<2>(),
            Err("usage: p <a|b> <n>".into())
        );
        assert_eq!(args(&["a", "1", "x"]).first::<2>(), Ok(["a", "1"]));
        assert_eq!(args(&[]).first::<2>(), Err("usage: p <a|b> <n>".into()));
    }

    #[test]
    fn an_unknown_name_is_named_with_the_usage_line() {
        let choices = [("a", 1), ("b", 2)];
        assert_eq!(choice_names(&choices), "a|b");
        assert_eq!(args(&[]).choose("method", "b", &choices), Ok(&2));
        assert_eq!(
            args(&[]).choose("method", "c", &choices),
            Err("unknown method `c`; usage: p <a|b> <n>".into())
        );
    }

    #[test]
    fn a_number_that_does_not_parse_is_named_with_the_usage_line() {
        assert_eq!(args(&[]).number::<u32>("12", "a number"), Ok(12));
        assert_eq!(
            args(&[]).number::<u32>("-1", "a number of piles"),
            Err("`-1` is not a number of piles; usage: p <a|b> <n>".into())
        );
    }
}
