//! The limits a chapter types by hand: a number, or a formula of numbers,
//! where `{{#const ...}}` belongs ([`typed_values`]), which
//! `tests/book/numbers.rs` refuses.

use crate::directives::without_directives;
use crate::prose::typed::number_spans;

/// How the header of a column of limits starts.
const LIMIT_COLUMNS: [&str; 3] = ["most ", "largest ", "limit"];

/// The numbers a chapter types by hand where a limit's value, or a number
/// derived from it, belongs, with their 1-based line: every number in a column
/// of limits of a table (whose header starts "most", "largest" or "limit"), and
/// every number of four digits or more and every formula of numbers alone
/// (`formulas_of`) in a paragraph, a list's item or a table's row that names
/// a limit (`` `MAX_ROLLING_LEN` ``, a `{{#const ...}}` of a constant, or "its
/// limit"). Each should be a `{{#const ...}}`, or said another way (a formula,
/// `$n(n + 1)/2$` cells).
///
/// Outside a column of limits, what is in backticks, in a directive or in an
/// HTML comment is not read, nor a LeetCode problem's number ("LeetCode
/// 1563"), nor a number of fewer than four digits outside a formula.
pub fn typed_values(text: &str) -> Vec<(usize, String)> {
    let cells =
        |line: &str| -> Vec<String> { line.split('|').map(|c| c.trim().to_lowercase()).collect() };
    let paragraph = paragraphs(text);
    let raw: Vec<&str> = text.lines().collect();
    let mut in_code = false;
    let prose: Vec<bool> = raw
        .iter()
        .map(|line| {
            let fence = line.trim_start().starts_with("```");
            in_code ^= fence;
            !in_code && !fence
        })
        .collect();
    let limit_paragraphs: Vec<usize> = (0..raw.len())
        .filter(|&k| {
            let next = raw.get(k + 1).copied().unwrap_or_default();
            // "its limit" in a block's comment or string is code, not prose.
            names_a_limit(raw[k])
                || renders_a_limit(raw[k])
                || prose[k] && says_a_limit(&format!("{} {next}", raw[k]))
        })
        .map(|k| paragraph[k])
        .collect();
    let blanked = crate::prose::without_comments(&without_directives(text));
    let mut found = Vec::new();
    let mut limit_columns: Vec<usize> = Vec::new();
    let mut previous = "";
    for (index, line) in blanked.lines().enumerate() {
        let mut typed = Vec::new();
        if line.trim_start().starts_with('|') {
            let cells = cells(line);
            if previous.trim_start().starts_with('|') {
                for &column in &limit_columns {
                    typed.extend(cells.get(column).map_or(Vec::new(), |c| typed_in_cell(c)));
                }
            } else {
                limit_columns = (0..cells.len())
                    .filter(|&k| LIMIT_COLUMNS.iter().any(|w| cells[k].starts_with(w)))
                    .collect();
            }
        }
        if limit_paragraphs.contains(&paragraph[index]) {
            // Read as the typed-number check reads a line (`10&nbsp;000`).
            let plain = crate::prose::typed::plain(line);
            typed.extend(
                numbers_of(&plain, 4)
                    .into_iter()
                    .map(|(written, _)| written),
            );
            typed.extend(formulas_of(line));
        }
        previous = line;
        // A number in a column of limits may be in a row that names a limit
        // too: it is found once.
        typed.sort();
        typed.dedup();
        found.extend(typed.into_iter().map(|written| (index + 1, written)));
    }
    found
}

/// Whether `line` names a limit in code: `` `MAX_LEN` ``, or by its path,
/// `` `stone_game::MAX_TABLE_LEN` ``.
fn names_a_limit(line: &str) -> bool {
    line.split('`').skip(1).step_by(2).any(|code| {
        code.rsplit("::")
            .next()
            .is_some_and(|name| name.starts_with("MAX_"))
    })
}

/// Whether `line` has a `{{#const ...}}` of a constant of the crate: one
/// of numbers alone, `{{#const 10^5*(10^5-1)/2 ~5*10^9}}`, names none.
fn renders_a_limit(line: &str) -> bool {
    crate::directives::find_directives(line)
        .iter()
        .any(|d| d.kind == crate::directives::Kind::Const && d.args.contains("::"))
}

/// The words that say a number is a limit without naming it in code.
const LIMIT_WORDS: [&str; 3] = ["its limit", "the limit", "their limit"];

/// Whether `text` says "its limit", "the limit" or "their limit" (across a
/// line's end too).
fn says_a_limit(text: &str) -> bool {
    let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let words = words.to_lowercase();
    LIMIT_WORDS.iter().any(|w| words.contains(w))
}

/// The paragraph each line of `text` is in, numbered from 1: a paragraph ends
/// at a blank line, and a list's item or a table's row starts one.
fn paragraphs(text: &str) -> Vec<usize> {
    let mut count = 0;
    let mut previous_blank = true;
    text.lines()
        .map(|line| {
            let trimmed = line.trim_start();
            let numbered = trimmed
                .split_once(". ")
                .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
            let starts = trimmed.starts_with("- ")
                || trimmed.starts_with("* ")
                || trimmed.starts_with('|')
                || numbered;
            if !trimmed.is_empty() && (starts || previous_blank) {
                count += 1;
            }
            previous_blank = trimmed.is_empty();
            count
        })
        .collect()
}

/// What a cell of a column of limits types by hand: each number, of any
/// length, and each formula of numbers (`$2^{33} + 3$`, not `$M - 1$`), a
/// type's bound too: there it is the limit's value.
fn typed_in_cell(cell: &str) -> Vec<String> {
    let mut found: Vec<String> = number_formulas(cell)
        .map(|(f, _)| format!("${f}$"))
        .collect();
    found.extend(numbers_of(cell, 1).into_iter().map(|(written, _)| written));
    found
}

/// The formulas beside a limit that type a number worked out from it
/// (`$8 \times 10^8$`, `$2^{20}$`): each formula of numbers but those of only
/// a type's bounds and small numbers (`$2^{32} - 1$`, `$(2^{32} + 1)(2^{32} -
/// 1) = 2^{64} - 1$`), which follow from a type, not from a limit.
fn formulas_of(line: &str) -> Vec<String> {
    const TYPE_BOUNDS: [&str; 7] = [
        "2^{8}", "2^{16}", "2^{31}", "2^{32}", "2^{33}", "2^{63}", "2^{64}",
    ];
    number_formulas(line)
        .filter(|(_, bare)| {
            let rest = TYPE_BOUNDS
                .iter()
                .fold(bare.clone(), |f, b| f.replace(b, " "));
            rest.split(|c: char| !c.is_ascii_digit())
                .any(|digits| digits.len() > 1)
        })
        .map(|(formula, _)| format!("${formula}$"))
        .collect()
}

/// The formulas between `$` signs (not `$$`) that `text` types outside
/// backticks and that hold numbers alone, each as written and without its
/// operators (`\times`, `\cdot`, `\approx`, a thin space, a grouping `{,}`):
/// `$8 \times 10^8$` is a number, `$n^2$` is not.
fn number_formulas(text: &str) -> impl Iterator<Item = (&str, String)> {
    const OPERATORS: [&str; 5] = ["\\times", "\\cdot", "\\approx", "\\,", "{,}"];
    text.split('`')
        .step_by(2)
        .flat_map(|outside_code| outside_code.split('$').skip(1).step_by(2))
        .filter_map(|formula| {
            let bare = OPERATORS
                .iter()
                .fold(formula.to_string(), |f, op| f.replace(op, " "));
            let number = bare.contains(|c: char| c.is_ascii_digit())
                && !bare.contains(|c: char| c.is_ascii_alphabetic());
            number.then_some((formula, bare))
        })
}

/// The whole numbers of `shortest` digits or more `line` types, as written
/// and as values: not in backticks or between `$` signs, nor glued to a word
/// after them (`28x`). The numbers are the typed-number check's
/// ([`number_spans`]).
fn numbers_of(line: &str, shortest: usize) -> Vec<(String, u128)> {
    let chars: Vec<char> = line.chars().collect();
    let word = |c: &char| c.is_alphanumeric() || *c == '_';
    // Whether `at` is in code or in math: after an odd number of backticks,
    // or of `$` outside code.
    let inside = |at: usize| {
        let (mut in_code, mut in_math) = (false, false);
        for &c in &chars[..at] {
            in_code ^= c == '`';
            in_math ^= c == '$' && !in_code;
        }
        in_code || in_math
    };
    let mut found = Vec::new();
    for span in number_spans(&chars) {
        let written: String = chars[span.clone()].iter().collect();
        // A decimal is no limit's value; a grouping comma or space is dropped.
        let digits: String = written
            .chars()
            .filter(|&c| c != ',' && !crate::prose::typed::is_space(c))
            .collect();
        let glued = chars.get(span.end).is_some_and(word);
        // A LeetCode problem's number, which is no limit's.
        let before = &chars[span.start.saturating_sub(9)..span.start];
        let problem = before.iter().collect::<String>() == "LeetCode ";
        if glued || problem || inside(span.start) || digits.len() < shortest {
            continue;
        }
        found.extend(digits.parse().ok().map(|value| (written, value)));
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_beside_a_limit_is_found() {
        let typed = typed_values;
        let named = typed("x\n`MAX_ROLLING_LEN` (50,000 stones)");
        assert_eq!(named, [(2, "50,000".to_string())]);
        // A limit named by its path, a number grouped by an HTML space.
        let path = "at most 10,000 piles (`stone_game::MAX_TABLE_LEN`), 10&nbsp;000";
        assert_eq!(typed(path).len(), 2);
        // Grouped by a space.
        assert_eq!(
            typed("`MAX_LEN` at 20 000 piles"),
            [(1, "20 000".to_string())]
        );
        // A wrong value, and a number derived from the limit, too.
        assert_eq!(typed("`MAX_LEN`: 60,000, so 1,250,000,000 steps").len(), 2);
        // A directive names a limit too; what it renders is not read.
        let directive = "up to {{#const stone_game::MAX_ROLLING_LEN}} piles, 50,001 refused";
        assert_eq!(typed(directive), [(1, "50,001".to_string())]);
        // One of numbers alone names none.
        assert!(typed("at $10^5$ stones, {{#const 10^5*(10^5-1)/2 ~5*10^9}} tries").is_empty());
        // On the next line of its paragraph or list item, but not past it.
        let wrapped = "- **Rolling**: `MAX_ROLLING_LEN`,\n  50,000 stones.\n- 50,000 more.\n";
        assert_eq!(typed(wrapped), [(2, "50,000".to_string())]);
        assert!(typed("`MAX_LEN`.\n\n50,000 stones.").is_empty());
        // "Its limit" names one too, across a line's end; in code it does not.
        let said = "up to 10,000 stones, its\nlimit.";
        assert_eq!(typed(said), [(1, "10,000".to_string())]);
        let code = "```rust\nlet n = 10_000; // at the limit\n```\n";
        assert!(typed(code).is_empty());
        // In a column of limits, any number: a wrong one too.
        let table = "| method | most stones |\n| --- | --- |\n| rolling | 50,000 |\n\
                     | tree | 18 |\n";
        let rows: Vec<usize> = typed(table).into_iter().map(|(at, _)| at).collect();
        assert_eq!(rows, [3, 4]);
        // There, a formula and a digit too.
        let formula = "| method | most stones |\n| --- | --- |\n| linear | $2^{33}+3$ |\n\
                       | tree | 9 |\n| any | any row, less $M - 1$ |\n";
        let typed_there: Vec<String> = typed(formula).into_iter().map(|(_, w)| w).collect();
        assert_eq!(typed_there, ["$2^{33}+3$", "9"]);
        // A formula with an operator's name is a number all the same.
        let cdot = "| method | most steps |\n| --- | --- |\n| table | $1.25 \\cdot 10^9$ |\n";
        let typed_there: Vec<String> = typed(cdot).into_iter().map(|(_, w)| w).collect();
        assert_eq!(typed_there, ["$1.25 \\cdot 10^9$"]);
        // A formula of numbers alone beside a limit, but not one with a
        // letter, nor one of a type's bounds and small numbers.
        let math = "`MAX_LEN`: $2^{28} - 1$ calls, $8 \\times 10^8$ steps, $2^{32} - 1$, $-1$";
        let formulas: Vec<String> = typed(math).into_iter().map(|(_, w)| w).collect();
        assert_eq!(formulas, ["$2^{28} - 1$", "$8 \\times 10^8$"]);
        let bounds = "`MAX_LEN`: $(2^{32} + 1)(2^{32} - 1) = 2^{64} - 1$, $n^2$, `$10^9$`";
        assert!(typed(bounds).is_empty());
        // Not where no limit is named, nor in code, math, a name, a LeetCode
        // problem's number, or a number of fewer than four digits.
        assert!(typed("a row of 50,000 stones").is_empty());
        assert!(typed("a row of $10^9$ stones").is_empty());
        assert!(typed("| pile | marks |\n| --- | --- |\n| 28 | 50,000 |").is_empty());
        let other_column = "| most stones | cells |\n| --- | --- |\n| x | 50,000 |";
        assert!(typed(other_column).is_empty());
        assert!(typed("`MAX_LEN` and `vec![1; 50000]`, $n^{28}$, u28, 28x").is_empty());
        assert!(typed("`MAX_LEN`: LeetCode 1563, 999 stones").is_empty());
    }
}
