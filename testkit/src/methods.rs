//! The one check every test of methods runs: each method of a list gives
//! the expected answer.

use std::fmt::Debug;

/// Whether each `(name, method)` of `methods` gives `expected` when `call`
/// runs it on the case at hand (a row, a position); the error names the
/// first that does not, with its answer. Every method is run until one
/// differs. The crate's exhaustive check, the property tests and the
/// extremes all run their lists through it.
///
/// # Errors
///
/// `"<name>: <answer>, where <expected> was expected"`, for the first
/// method whose answer differs.
///
/// ```
/// use stone_games_testkit::each_gives;
///
/// let methods: [(&str, fn(u32) -> u32); 2] = [("double", |x| 2 * x), ("square", |x| x * x)];
/// assert_eq!(each_gives(&methods[..1], |m| m(3), &6), Ok(()));
/// assert_eq!(
///     each_gives(&methods, |m| m(3), &6),
///     Err("square: 9, where 6 was expected".to_string())
/// );
/// ```
pub fn each_gives<M, A: PartialEq + Debug>(
    methods: &[(&str, M)],
    call: impl Fn(&M) -> A,
    expected: &A,
) -> Result<(), String> {
    for (name, method) in methods {
        let got = call(method);
        if got != *expected {
            return Err(format!("{name}: {got:?}, where {expected:?} was expected"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::each_gives;
    use std::cell::Cell;

    #[test]
    fn every_method_is_run_until_the_first_that_differs() {
        let called = Cell::new(0);
        type Method = fn(u32) -> u32;
        let methods: [(&str, Method); 4] = [
            ("double", |x| 2 * x),
            ("shifted", |x| x << 1),
            ("off by one", |x| 2 * x + 1),
            ("never run", |_| unreachable!()),
        ];
        let run = |method: &Method| {
            called.set(called.get() + 1);
            method(21)
        };
        let found = each_gives(&methods, run, &42).expect_err("a method differs");
        assert_eq!(found, "off by one: 43, where 42 was expected");
        assert_eq!(called.get(), 3);
        called.set(0);
        assert_eq!(each_gives(&methods[..2], run, &42), Ok(()));
        assert_eq!(called.get(), 2, "each method of the list is run");
    }
}
