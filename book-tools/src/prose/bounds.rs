//! The bounds a sentence gives a test: "random rows of up to 3,000 stones",
//! "on 512 random rows". A chapter that says how far its tests go makes a
//! claim about them, which `tests/book/numbers.rs` holds to the game's test
//! files: a size must be written there as a range's end (`..=3_000`), a
//! number of cases as `cases(512)`.

/// A bound a sentence gives its tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TestBound {
    /// The rows are of up to this many stones, values, piles or positions.
    Size(u64),
    /// The test runs on this many random cases.
    Cases(u64),
}

/// The words of the things a row's size counts.
const SIZE_WORDS: [&str; 8] = [
    "stones",
    "values",
    "piles",
    "positions",
    "stone",
    "value",
    "pile",
    "position",
];

/// The words that make a sentence speak of tests.
const TEST_WORDS: [&str; 4] = ["test", "random", "check", "proptest"];

/// The test bounds `sentence` states, each with its words as written
/// (`up to 3,000 stones`): "up to" a number in digits, then stones, values,
/// piles or positions; "row" or "rows of 0 to" (or "1 to") such a number
/// and such a word ("every row of 0 to 8 stones"), where the word after the
/// number says it counts the row, not its values; and a number in digits
/// right before "random". Only in a sentence that says "test", "random",
/// "check" or "proptest" in some form; a number in words ("seven") is
/// review's.
pub fn test_bounds(sentence: &str) -> Vec<(String, TestBound)> {
    let lower = sentence.to_lowercase();
    if !TEST_WORDS.iter().any(|w| lower.contains(w)) {
        return Vec::new();
    }
    let words: Vec<&str> = sentence.split_whitespace().collect();
    let mut found = Vec::new();
    for (k, word) in words.iter().enumerate() {
        let Some(n) = number(word) else { continue };
        let before = |back: usize| k.checked_sub(back).map(|at| words[at]);
        let after = words
            .get(k + 1)
            .map(|w| w.trim_end_matches([',', '.', ';', ')']));
        let unit = after.filter(|w| SIZE_WORDS.contains(w));
        let of_a_row = matches!(before(4), Some("row" | "rows"))
            && before(3) == Some("of")
            && matches!(before(2), Some("0" | "1"))
            && before(1) == Some("to");
        if before(2) == Some("up") && before(1) == Some("to") {
            if let Some(unit) = unit {
                found.push((format!("up to {word} {unit}"), TestBound::Size(n)));
            }
        } else if let Some(unit) = unit.filter(|_| of_a_row) {
            let from = before(2).unwrap_or("0");
            found.push((format!("{from} to {word} {unit}"), TestBound::Size(n)));
        } else if after == Some("random") {
            found.push((format!("{word} random"), TestBound::Cases(n)));
        }
    }
    found
}

/// A whole number written in digits, grouped by `,` or `{,}` (math), with
/// nothing else: `3,000`, `$3{,}000$`; not `$10^4$` or `12.5`.
fn number(word: &str) -> Option<u64> {
    let digits = word.trim_matches('$').replace("{,}", "").replace(',', "");
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Whether the Rust `source` writes the test bound `bound`, in the forms the
/// tests use (`_` between digits ignored). A size: the end of a range
/// (`..=3_000`, `..3_001`), a comparison (`<= 100`), a remainder (`% 60`
/// for up to 59), the last of a list (`[10, 60, 150]`), or a call's first
/// argument (`rows(20_000)`, `rows_up_to(7, ..)`) or second after a number
/// (`rows_from(0, 12, 20)`). A number of cases: `cases(512)`, or a loop's
/// rounds (`0..300`).
pub fn writes_bound(source: &str, bound: TestBound) -> bool {
    let plain = without_digit_separators(source);
    let ends_at = |text: &str, then: &[char]| {
        plain.match_indices(text).any(|(at, _)| {
            let next = plain[at + text.len()..].chars().next();
            let whole = !plain[..at].ends_with(|c: char| c.is_ascii_alphanumeric());
            let ends = next.is_some_and(|c| then.contains(&c));
            ends && (whole || !text.starts_with(|c: char| c.is_ascii_digit()))
        })
    };
    let ends = [')', ']', ',', ' ', ';', '\n', '{', '_'];
    match bound {
        TestBound::Size(n) => {
            ends_at(&format!("..={n}"), &ends)
                || ends_at(&format!("..{}", n + 1), &ends)
                || ends_at(&format!("<= {n}"), &ends)
                || ends_at(&format!("% {}", n + 1), &ends)
                || ends_at(&format!(", {n}]"), &ends)
                || ends_at(&format!("({n})"), &ends)
                || ends_at(&format!("({n},"), &[' '])
                || second_argument(&plain, n)
        }
        TestBound::Cases(n) => {
            ends_at(&format!("cases({n})"), &ends) || ends_at(&format!("0..{n}"), &ends)
        }
    }
}

/// Whether `plain` calls a function with `n` as its second argument after a
/// number: `rows_from(0, 12, 20)`, not a list's `[10, 12, 20]`.
fn second_argument(plain: &str, n: u64) -> bool {
    let text = format!(", {n},");
    plain.match_indices(&text).any(|(at, _)| {
        let before = &plain[..at];
        before.rsplit_once('(').is_some_and(|(call, first)| {
            call.ends_with(|c: char| c.is_alphanumeric() || c == '_')
                && !first.is_empty()
                && first.chars().all(|c| c.is_ascii_digit())
        })
    })
}

/// `source` with each `_` between two digits taken out: `3_000` is `3000`.
fn without_digit_separators(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    for (k, &c) in chars.iter().enumerate() {
        let digit = |at: Option<usize>| {
            at.and_then(|a| chars.get(a))
                .is_some_and(char::is_ascii_digit)
        };
        if c == '_' && digit(k.checked_sub(1)) && digit(Some(k + 1)) {
            continue;
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_cases_are_read_in_a_sentence_about_tests() {
        let sentence = "The property tests check it on 512 random rows of up to 3,000 stones.";
        assert_eq!(
            test_bounds(sentence),
            [
                ("512 random".to_string(), TestBound::Cases(512)),
                ("up to 3,000 stones".to_string(), TestBound::Size(3_000)),
            ]
        );
        let math = "random rows of up to $3{,}000$ values, of values up to $10^4$";
        assert_eq!(
            test_bounds(math),
            [("up to $3{,}000$ values".into(), TestBound::Size(3_000))]
        );
        // Not a test's bound: no word of tests, a number in words, a value's bound.
        assert!(test_bounds("A row of up to 3,000 stones takes a moment.").is_empty());
        assert!(test_bounds("random rows of up to seven stones").is_empty());
        assert!(test_bounds("random values up to 100 or less").is_empty());
        // "up to" both, and digits alone.
        assert!(test_bounds("random rows of 2 to 12 stones").is_empty());
        assert!(test_bounds("random rows of up to +5 stones").is_empty());
        assert_eq!(without_digit_separators("a_1 1_b 3_000"), "a_1 1_b 3000");
        // Reviewer BG: a row's length from 0, which a test cut from 8 to 4
        // left true nowhere; not the values' range ("piles of 1 to 3 stones").
        assert_eq!(
            test_bounds("Checked on every row of 0 to 8 stones of 0 to 3."),
            [("0 to 8 stones".to_string(), TestBound::Size(8))]
        );
        assert!(test_bounds("Checked on rows of piles of 1 to 3 stones.").is_empty());
    }

    #[test]
    fn a_bound_is_written_as_a_range_end_or_a_number_of_cases() {
        let source = "vec(any::<i32>(), 2..=3_000), crate::cases(512), vec(x, 0..13);\n\
                      for n in [10, 60, 150] { if n <= 100 { rows(20_000) } }\n\
                      for round in 0..300 { let n = next() % 60; rows_up_to(7, v); }\n\
                      rows_from(0, 14, 20)";
        for size in [3_000, 12, 150, 100, 20_000, 59, 7, 14] {
            assert!(writes_bound(source, TestBound::Size(size)), "{size}");
        }
        assert!(writes_bound(source, TestBound::Cases(512)));
        assert!(writes_bound(source, TestBound::Cases(300)));
        for size in [300, 5_000, 10, 60, 2_000] {
            assert!(!writes_bound(source, TestBound::Size(size)), "{size}");
        }
        assert!(!writes_bound(source, TestBound::Cases(51)));
        // A tuple is not a call; a name may end in `_`.
        assert!(!writes_bound("let t = (0, 14, 20);", TestBound::Size(14)));
        assert!(writes_bound("rows_(0, 14, 20)", TestBound::Size(14)));
        assert!(!writes_bound(source, TestBound::Cases(12)));
    }
}
