//! The one check every test of methods runs: each method of a list gives
//! the expected answer.

use std::fmt::Debug;

/// Whether each `(name, method)` of `methods` gives `expected` when `call`
/// runs it on the case at hand (a row, a position); the error names the
/// first that does not, with its answer. The crate's exhaustive check, the
/// property tests and the extremes all run their lists through it.
///
/// Every method is run, and when more than one differs the error says which
/// differ and which agree, and where the fault likelier is: when all of two
/// or more differ, in what gave `expected` (a game tree, an independent
/// expectation); when some differ and some agree, in code the differing ones
/// share (a helper of `shared/`, whose own tests run alone with `cargo test
/// -p stone-games --lib shared::`), rather than in each of them.
///
/// # Errors
///
/// `"<name>: <answer>, where <expected> was expected"`, for the first
/// method whose answer differs, followed, when all of two or more differ, by
/// `"; so do all <n> methods: suspect the expected answer first"`, and when
/// some but not all do, by `"; so do <names> (<k> of <n> methods; <names>
/// agree): suspect what they share first"`. An answer whose `Debug` text is
/// longer than 200 characters is shown near the first difference only,
/// with where that is.
///
/// ```
/// use stone_games_testkit::each_gives;
///
/// let methods: [(&str, fn(u32) -> u32); 3] =
///     [("double", |x| 2 * x), ("square", |x| x * x), ("cube", |x| x * x * x)];
/// assert_eq!(each_gives(&methods[..1], |m| m(3), &6), Ok(()));
/// assert_eq!(
///     each_gives(&methods[..2], |m| m(3), &6),
///     Err("square: 9, where 6 was expected".to_string())
/// );
/// assert_eq!(
///     each_gives(&methods, |m| m(3), &6),
///     Err("square: 9, where 6 was expected; so do cube (2 of 3 methods; \
///          double agrees): suspect what they share first"
///         .to_string())
/// );
/// assert_eq!(
///     each_gives(&methods[..2], |m| m(3), &7),
///     Err("double: 6, where 7 was expected; so do all 2 methods: \
///          suspect the expected answer first"
///         .to_string())
/// );
/// ```
pub fn each_gives<M, A: PartialEq + Debug>(
    methods: &[(&str, M)],
    call: impl Fn(&M) -> A,
    expected: &A,
) -> Result<(), String> {
    judge(methods, call, expected, "the expected answer")
}

/// [`each_gives`] for a list that holds the method the expected answer comes
/// from, `reference`: each other method is compared with its answer. When
/// all of them differ, the error names `reference` as the suspect, not
/// the expected answer.
///
/// # Errors
///
/// As [`each_gives`], with `"suspect <reference>, which gave it, or code
/// the others share, first"` for `"suspect the expected answer first"` (two
/// methods that call one helper differ together); and
/// `"<reference> is not in the list"` when it is not.
///
/// ```
/// use stone_games_testkit::each_agrees_with;
///
/// let methods: [(&str, fn(u32) -> u32); 3] =
///     [("wrong", |x| 3 * x), ("double", |x| 2 * x), ("shift", |x| x << 1)];
/// assert_eq!(each_agrees_with(&methods[1..], "double", |m| m(3)), Ok(()));
/// assert_eq!(
///     each_agrees_with(&methods, "wrong", |m| m(3)),
///     Err("double: 6, where 9 was expected; so do all 2 methods: \
///          suspect wrong, which gave it, or code the others share, first"
///         .to_string())
/// );
/// ```
pub fn each_agrees_with<M, A: PartialEq + Debug>(
    methods: &[(&str, M)],
    reference: &str,
    call: impl Fn(&M) -> A,
) -> Result<(), String> {
    let Some((_, method)) = methods.iter().find(|(name, _)| *name == reference) else {
        return Err(format!("{reference} is not in the list"));
    };
    let expected = call(method);
    let others: Vec<(&str, &M)> = methods
        .iter()
        .filter(|(name, _)| *name != reference)
        .map(|(name, method)| (*name, method))
        .collect();
    let suspect = format!("{reference}, which gave it, or code the others share,");
    judge(&others, |method| call(method), &expected, &suspect)
}

/// [`each_gives`], the suspect named when all methods differ.
fn judge<M, A: PartialEq + Debug>(
    methods: &[(&str, M)],
    call: impl Fn(&M) -> A,
    expected: &A,
    suspect: &str,
) -> Result<(), String> {
    let mut first = None;
    let (mut differ, mut agree) = (Vec::new(), Vec::new());
    for (name, method) in methods {
        let got = call(method);
        if got == *expected {
            agree.push(*name);
            continue;
        }
        if first.is_none() {
            let (got, expected, at) =
                near_the_difference(&format!("{got:?}"), &format!("{expected:?}"));
            first = Some(format!("{name}: {got}, where {expected} was expected{at}"));
        } else {
            differ.push(*name);
        }
    }
    let Some(first) = first else { return Ok(()) };
    let (n, k) = (methods.len(), differ.len() + 1);
    Err(match (k, agree.len()) {
        (1, _) => first,
        (_, 0) => format!("{first}; so do all {n} methods: suspect {suspect} first"),
        (_, 1) => format!(
            "{first}; so do {} ({k} of {n} methods; {} agrees): suspect what they share first",
            differ.join(", "),
            agree[0]
        ),
        _ => format!(
            "{first}; so do {} ({k} of {n} methods; {} agree): suspect what they share first",
            differ.join(", "),
            agree.join(", ")
        ),
    })
}

/// The longest `Debug` text of an answer that a message shows whole.
const SHOWN_WHOLE: usize = 200;

/// Two answers' `Debug` texts, `got` and `expected`, as a message shows
/// them: whole when both are short; else each cut to the forty characters
/// either side of where they first differ, and a note of where that is and
/// how long each is (empty for short ones). An answer of a million
/// positions is then one line, not megabytes.
fn near_the_difference(got: &str, expected: &str) -> (String, String, String) {
    let (a, b): (Vec<char>, Vec<char>) = (got.chars().collect(), expected.chars().collect());
    if a.len() <= SHOWN_WHOLE && b.len() <= SHOWN_WHOLE {
        return (got.to_string(), expected.to_string(), String::new());
    }
    let at = a
        .iter()
        .zip(&b)
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
    let cut = |text: &[char]| {
        let (start, end) = (at.saturating_sub(40), (at + 40).min(text.len()));
        let part: String = text[start..end].iter().collect();
        let before = if start > 0 { "…" } else { "" };
        let after = if end < text.len() { "…" } else { "" };
        format!("{before}{part}{after}")
    };
    let note = format!(
        " (the two Debug texts, of {} and {} characters, first differ at character {at})",
        a.len(),
        b.len()
    );
    (cut(&a), cut(&b), note)
}

/// Panics unless `got`, what `method` gave, is `expected`, what `reference`
/// gave, naming the first place they differ instead of printing two lists
/// of many thousand items, and the caller's line. Either may be the wrong
/// one: the message says so, since a broken reference blames a right method.
///
/// # Panics
///
/// When the lists differ: `"<at>: <method> and <reference> differ first at
/// index <k>: <got[k]> against <expected[k]> (<lengths>); check which agrees
/// with the game tree on small inputs"`, then the caller's file and line.
///
/// ```
/// use stone_games_testkit::assert_same_list;
///
/// assert_same_list(("fast", &[1, 2, 3]), ("slow", &[1, 2, 3]), "a row");
/// # let hook = std::panic::take_hook();
/// # std::panic::set_hook(Box::new(|_| {})); // the panic is the point
/// let differ = std::panic::catch_unwind(|| {
///     assert_same_list(("fast", &[1, 5, 3]), ("slow", &[1, 2, 3]), "a row")
/// });
/// # std::panic::set_hook(hook);
/// let message = *differ.unwrap_err().downcast::<String>().unwrap();
/// assert!(message.starts_with(
///     "a row: fast and slow differ first at index 1: Some(5) against Some(2)"
/// ));
/// ```
#[track_caller]
pub fn assert_same_list<T: PartialEq + Debug>(
    (method, got): (&str, &[T]),
    (reference, expected): (&str, &[T]),
    at: &str,
) {
    let first = got.iter().zip(expected).position(|(a, b)| a != b);
    let k = first.unwrap_or(got.len().min(expected.len()));
    assert!(
        first.is_none() && got.len() == expected.len(),
        "{at}: {method} and {reference} differ first at index {k}: {:?} against {:?} \
         ({} and {} items); check which agrees with the game tree on small inputs \
         (called at {})",
        got.get(k),
        expected.get(k),
        got.len(),
        expected.len(),
        std::panic::Location::caller()
    );
}

#[cfg(test)]
mod tests {
    use super::{assert_same_list, each_agrees_with, each_gives, near_the_difference};
    use std::cell::Cell;

    /// A long answer is shown near its first difference, not whole: a
    /// sieve's million positions once printed 310 KB for one wrong value.
    #[test]
    fn a_long_answer_is_shown_near_its_first_difference() {
        let expected: Vec<u32> = (0..10_000).collect();
        let mut got = expected.clone();
        got[5_000] = 7;
        let methods: [(&str, &Vec<u32>); 1] = [("sieve", &got)];
        let error = each_gives(&methods, |m| (*m).clone(), &expected).unwrap_err();
        assert!(error.len() < 400, "{error}");
        assert!(error.starts_with("sieve: …"), "{error}");
        assert!(error.contains(" 4999, 7, 5001,"), "{error}");
        assert!(error.contains(" 4999, 5000, 5001,"), "{error}");
        assert!(
            error.ends_with(
                "was expected (the two Debug texts, of 58887 and 58890 \
                 characters, first differ at character 28891)"
            ),
            "{error}"
        );
        // Short ones are whole; one a prefix of the other, cut at its end.
        let short = near_the_difference("[1]", "[2]");
        assert_eq!(short, ("[1]".into(), "[2]".into(), String::new()));
        let (long, prefix) = ("1".repeat(300), "1".repeat(250));
        let (a, b, at) = near_the_difference(&long, &prefix);
        assert_eq!(a, format!("…{}…", "1".repeat(80)));
        assert_eq!(b, format!("…{}", "1".repeat(40)));
        assert!(at.ends_with("first differ at character 250)"), "{at}");
    }

    #[test]
    fn every_method_is_run_and_the_first_that_differs_is_named() {
        let called = Cell::new(0);
        type Method = fn(u32) -> u32;
        let methods: [(&str, Method); 4] = [
            ("double", |x| 2 * x),
            ("shifted", |x| x << 1),
            ("off by one", |x| 2 * x + 1),
            ("off by two", |x| 2 * x + 2),
        ];
        let run = |method: &Method| {
            called.set(called.get() + 1);
            method(21)
        };
        let found = each_gives(&methods[..3], run, &42).expect_err("a method differs");
        assert_eq!(found, "off by one: 43, where 42 was expected");
        assert_eq!(called.get(), 3, "each method of the list is run");
        // Some differ, some agree: the differing ones are named, and what
        // they share is the suspect.
        let found = each_gives(&methods, run, &42).expect_err("two differ");
        assert_eq!(
            found,
            "off by one: 43, where 42 was expected; so do off by two \
             (2 of 4 methods; double, shifted agree): suspect what they \
             share first"
        );
        assert_eq!(each_gives(&methods[..2], run, &42), Ok(()));
        // All differ: the expectation is the suspect. One method alone is no
        // evidence against it.
        let found = each_gives(&methods, run, &41).expect_err("all differ");
        assert_eq!(
            found,
            "double: 42, where 41 was expected; so do all 4 methods: \
             suspect the expected answer first"
        );
        let found = each_gives(&methods[..1], run, &41).expect_err("it differs");
        assert_eq!(found, "double: 42, where 41 was expected");
    }

    #[test]
    #[should_panic(expected = "n = 9: fast and slow differ first at index 1: \
                               Some(5) against Some(4) (3 and 3 items)")]
    fn two_lists_are_compared_at_their_first_difference() {
        assert_same_list(("fast", &[0, 4, 5][..]), ("slow", &[0, 4, 5][..]), "");
        assert_same_list(("fast", &[0, 5, 9][..]), ("slow", &[0, 4, 9][..]), "n = 9");
    }

    #[test]
    fn the_reference_is_the_suspect_when_every_other_method_differs() {
        type Method = fn(u32) -> u32;
        let methods: [(&str, Method); 3] = [
            ("memo", |x| 2 * x + 1),
            ("table", |x| 2 * x),
            ("rolling", |x| x << 1),
        ];
        let found = each_agrees_with(&methods, "memo", |m| m(21)).expect_err("all differ");
        assert_eq!(
            found,
            "table: 42, where 43 was expected; so do all 2 methods: suspect memo, \
             which gave it, or code the others share, first"
        );
        assert_eq!(
            each_agrees_with(&methods, "table", |m| m(21)),
            Err("memo: 43, where 42 was expected".to_string())
        );
        assert_eq!(each_agrees_with(&methods[1..], "table", |m| m(21)), Ok(()));
        assert_eq!(
            each_agrees_with(&methods, "ring", |m| m(21)),
            Err("ring is not in the list".to_string())
        );
    }
}
