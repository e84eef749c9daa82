//! What the check found, in words: a row of the table for each problem, and
//! for each one not solved, what went wrong, where, and what to read.

use std::fs;
use std::path::Path;
use std::time::Duration;

use crate::inputs::{Case, Phase};
use crate::problem::wrap;
use crate::{Answer, Failure, Input, Limits, Outcome, Panic, Problem, Slow};

/// Inputs longer than this are written to a file rather than printed.
const LONGEST_PRINTED: usize = 64;

/// The most moves of optimal play shown; a longer game shows its start and
/// its end.
const MOST_MOVES: usize = 12;

/// The first lines: what is checked, against what, within which limits.
pub fn heading(limits: &Limits) -> String {
    format!(
        "Your solutions in practice/src, checked against the book's crate\n\
         (each input within {} s, each problem within {} s):\n",
        limits.per_input.as_secs_f64(),
        limits.per_problem.as_secs_f64()
    )
}

/// The problem's row of the table: its number, title and state, and the
/// input where it went wrong.
///
/// ```
/// use practice::{report, Outcome, Problem};
///
/// let row = report::row(Problem::StoneGameII, &Outcome::NotStarted);
/// assert_eq!(row, "  1140  Stone Game II        not started");
/// ```
pub fn row(problem: Problem, outcome: &Outcome) -> String {
    let what = match outcome {
        Outcome::Solved { inputs, slowest } => format!(
            "{} inputs, the slowest in {}",
            thousands(*inputs),
            duration(*slowest)
        ),
        Outcome::NotStarted => String::new(),
        Outcome::Wrong(failure) | Outcome::Panicked(failure) => {
            format!("on {}", brief(problem, &failure.case.input, 48))
        }
        Outcome::TooSlow(slow) => {
            format!("stopped at {}", slow.case.input.in_brief(problem))
        }
    };
    let row = format!(
        "  {:>4}  {:<20} {:<12} {what}",
        problem.number(),
        problem.title(),
        outcome.state()
    );
    row.trim_end().to_string()
}

/// The last line: how many are solved, to fix (started, not solved) and not
/// started, and the exit status.
pub fn summary(solved: usize, to_fix: usize, not_started: usize) -> String {
    let mut counts = vec![format!("{solved} solved")];
    if to_fix > 0 {
        counts.push(format!("{to_fix} to fix"));
    }
    if not_started > 0 {
        counts.push(format!("{not_started} not started"));
    }
    let mut line = counts.join(", ");
    if to_fix > 0 {
        line.push_str(": exit status 1 (a started problem is not solved).");
    } else {
        line.push_str(": exit status 0.");
    }
    if solved + to_fix == 0 {
        line.push_str(
            "\nTo start, replace a todo!() in practice/src (`-- --list` says \
             which file is which problem) and run this again, or add `-- \
             --watch` to check at each save.",
        );
    }
    line
}

/// The row of a problem whose check brought its process down, and what
/// happened: `how` says how the process ended, `last_words` is what it
/// wrote to its error stream, and `on` the input it was on, if known.
pub fn crashed(
    problem: Problem,
    how: &str,
    last_words: &str,
    on: Option<&str>,
) -> (String, String) {
    let overflow = last_words.contains("overflowed its stack");
    let what = if overflow { "stack overflow" } else { how };
    let row = format!(
        "  {:>4}  {:<20} {:<12} {what}",
        problem.number(),
        problem.title(),
        "crashed"
    );
    let mut text = String::new();
    verbatim(&mut text, 0, &format!("{problem}: crashed, {how}"));
    if let Some(on) = on {
        say(&mut text, 2, &format!("It was on {on}, and said:"));
    } else {
        say(&mut text, 2, "It said:");
    }
    for line in last_words.lines().filter(|line| !line.trim().is_empty()) {
        verbatim(&mut text, 4, line);
    }
    if overflow {
        say(
            &mut text,
            2,
            &format!(
                "A solution runs on a thread with {} MiB of stack: a \
                 recursion that never ends overflows it.",
                crate::STACK_BYTES >> 20
            ),
        );
    }
    let method = problem.method();
    say(&mut text, 2, &format!("The method, proved: {method}"));
    verbatim(&mut text, 4, &method.url().to_string());
    (row, text)
}

/// What went wrong, for a problem that is neither solved nor not started;
/// `None` for those. An input too long to print is written to a file in
/// `long_inputs`, if given, and a test reads it from there.
pub fn details(problem: Problem, outcome: &Outcome, long_inputs: Option<&Path>) -> Option<String> {
    match outcome {
        Outcome::Solved { .. } | Outcome::NotStarted => None,
        Outcome::Wrong(failure) | Outcome::Panicked(failure) => {
            Some(failed(problem, failure, long_inputs))
        }
        Outcome::TooSlow(slow) => Some(too_slow(problem, slow)),
    }
}

fn failed(problem: Problem, failure: &Failure, long_inputs: Option<&Path>) -> String {
    let mut text = String::new();
    let input = &failure.case.input;
    let what = match &failure.answer {
        Ok(_) => "wrong",
        Err(_) => "panicked",
    };
    let on = brief(problem, input, usize::MAX);
    verbatim(&mut text, 0, &format!("{problem}: {what} on {on}"));
    say(&mut text, 2, &whence(&failure.case, failure.right_before));
    if let Err(panic) = &failure.answer {
        say_panic(&mut text, panic);
    }
    say_test(&mut text, problem, failure, long_inputs);
    if let Some(moves) = problem.optimal_play(input) {
        let from = format!("the crate's {}::optimal_play", module(problem));
        say(&mut text, 2, &format!("Optimal play ({from}):"));
        for line in shortened(&moves) {
            verbatim(&mut text, 4, &line);
        }
    }
    say_pitfalls(&mut text, failure);
    let method = problem.method();
    say(&mut text, 2, &format!("The method, proved: {method}"));
    verbatim(&mut text, 4, &method.url().to_string());
    text
}

/// Where the solution panicked, and its message.
fn say_panic(text: &mut String, panic: &Panic) {
    let at = panic.location.as_deref().unwrap_or("an unknown place");
    say(text, 2, &format!("It panicked at {at}:"));
    for line in panic.message.lines() {
        verbatim(text, 4, line);
    }
    if panic.is_todo() {
        say(text, 2, "(a todo!() your solution reaches here)");
    }
}

/// The right answer, and the failing input as a test to paste.
fn say_test(text: &mut String, problem: Problem, failure: &Failure, long_inputs: Option<&Path>) {
    let yours = match &failure.answer {
        Ok(answer) => format!("yours: {answer}"),
        Err(_) => "yours panics".to_string(),
    };
    let input = &failure.case.input;
    let test = test_line(problem, input, &failure.expected, &yours, long_inputs);
    say(
        text,
        2,
        &format!("The answer is {}; as a test:", failure.expected),
    );
    verbatim(text, 4, &test);
    say(
        text,
        2,
        "(In a #[test] at the end of your file, `cargo test -p practice \
         --bin practice` runs it.)",
    );
}

/// The pitfalls of the crate that fail as the solution does, if any, each
/// with the chapter that explains it.
fn say_pitfalls(text: &mut String, failure: &Failure) {
    let todo = matches!(&failure.answer, Err(panic) if panic.is_todo());
    let first = match (failure.answer.is_err(), failure.pitfalls.len()) {
        (_, 0) => None,
        _ if todo => None,
        (false, 1) => Some(
            "A pitfall of the crate answers as yours does here, and was right \
             before it as yours was: likely the same mistake, though one \
             input cannot prove it:",
        ),
        (false, _) => Some(
            "Pitfalls of the crate that answer as yours does here, and were \
             right before it as yours was: likely one of these mistakes:",
        ),
        (true, 1) => Some("A pitfall of the crate that panics first here too:"),
        (true, _) => Some("Pitfalls of the crate that panic first here too:"),
    };
    if let Some(first) = first {
        say(text, 2, first);
        for pitfall in &failure.pitfalls {
            verbatim(text, 4, pitfall.function);
            say(text, 6, &format!("explained in {}:", pitfall.chapter));
            verbatim(text, 6, &pitfall.chapter.url().to_string());
        }
    }
}

fn too_slow(problem: Problem, slow: &Slow) -> String {
    let mut text = String::new();
    let mut on = brief(problem, &slow.case.input, usize::MAX);
    match (slow.case.phase, slow.case.label) {
        (_, Some(label)) => {
            on = format!("{on}, one of LeetCode's largest ({label})");
        }
        (Phase::Random, None) => on.push_str(", a random input"),
        (Phase::Every, None) => on.push_str(", a small input"),
        _ => {}
    }
    verbatim(
        &mut text,
        0,
        &format!("{problem}: too slow, stopped at {on}"),
    );
    let why = if slow.out_of_time {
        "The problem's time ran out on it".to_string()
    } else {
        format!(
            "No answer within {} s (a loop that never ends, or a method too \
             slow for this size)",
            slow.waited.as_secs_f64()
        )
    };
    let before = match slow.right_before {
        0 => "it is the first input tried".to_string(),
        n => format!("the {} before it were right", inputs(n)),
    };
    say(&mut text, 2, &format!("{why}; {before}."));
    if let [(n, took), (m, before)] = slow.largest[..] {
        say(
            &mut text,
            2,
            &format!(
                "The largest it answered: size {n} in {:.3} s; size {m} in {:.3} s.",
                took.as_secs_f64(),
                before.as_secs_f64()
            ),
        );
    }
    say(
        &mut text,
        2,
        &format!("LeetCode's constraints: {}", problem.constraints()),
    );
    let method = problem.method();
    say(&mut text, 2, &format!("The method, proved: {method}"));
    verbatim(&mut text, 4, &method.url().to_string());
    text
}

/// `sentence` on lines of 80 columns at most, each indented by `indent`
/// spaces (a word longer than that stands alone).
fn say(text: &mut String, indent: usize, sentence: &str) {
    for line in wrap(sentence, 80 - indent) {
        verbatim(text, indent, &line);
    }
}

/// `line` as it is (a message, a test, an address): not wrapped, indented by
/// `indent` spaces.
fn verbatim(text: &mut String, indent: usize, line: &str) {
    text.extend(std::iter::repeat_n(' ', indent));
    text.push_str(line);
    text.push('\n');
}

/// `1 input`, `2,407 inputs`.
fn inputs(count: usize) -> String {
    match count {
        1 => "1 input".to_string(),
        _ => format!("{} inputs", thousands(count)),
    }
}

/// Where the input comes from, and so what its failing means.
fn whence(case: &Case, right_before: usize) -> String {
    let before = inputs(right_before);
    match case.phase {
        Phase::Every if right_before == 0 => {
            "It is the first input tried, one of the smallest.".to_string()
        }
        Phase::Every => format!(
            "A smallest input it fails on: the {before} before it, tried in \
             order of size, were right."
        ),
        Phase::Random => format!(
            "A random input: every small input was right ({before} before \
             it)."
        ),
        Phase::Largest => format!(
            "One of LeetCode's largest inputs ({}); the {before} before it \
             were right.",
            case.label.unwrap_or("of the largest size")
        ),
    }
}

/// A line to paste into a test: the input, the right answer, and, in a
/// comment, the solution's.
fn test_line(
    problem: Problem,
    input: &Input,
    expected: &Answer,
    yours: &str,
    long_inputs: Option<&Path>,
) -> String {
    let arguments = match input {
        Input::Number(n) => n.to_string(),
        Input::Row(row) => vector(problem, "input", row, long_inputs),
        Input::Rows(a, b) => format!(
            "{}, {}",
            vector(problem, "alice_values", a, long_inputs),
            vector(problem, "bob_values", b, long_inputs)
        ),
    };
    let call = format!("Solution::{}({arguments})", problem.function());
    match expected {
        Answer::Bool(true) => format!("assert!({call}); // {yours}"),
        Answer::Bool(false) => format!("assert!(!{call}); // {yours}"),
        _ => format!("assert_eq!({call}, {expected}); // {yours}"),
    }
}

/// `vec![1, 2, 3]`, or, for a long row, `include!("...")` of a file that
/// holds it.
fn vector(problem: Problem, name: &str, row: &[i32], long_inputs: Option<&Path>) -> String {
    let literal = format!("vec!{row:?}");
    if row.len() <= LONGEST_PRINTED {
        return literal;
    }
    if let Some(dir) = long_inputs {
        let file = dir.join(format!("lc{:04}-{name}.rs", problem.number()));
        if fs::create_dir_all(dir)
            .and_then(|()| fs::write(&file, format!("{literal}\n")))
            .is_ok()
        {
            return format!("include!({:?})", file.display().to_string());
        }
    }
    format!("vec![/* {} values */]", thousands(row.len()))
}

/// An input as the report names it: with its names, or, when long, its
/// size (and what it holds, for one of LeetCode's largest).
pub fn shown_input(problem: Problem, case: &Case) -> String {
    let shown = brief(problem, &case.input, 100);
    match case.label {
        Some(label) => format!("{shown} ({label})"),
        None => shown,
    }
}

/// The input with its names, cut short past `width` characters.
fn brief(problem: Problem, input: &Input, width: usize) -> String {
    let full = input.with_names(problem);
    if input.size() <= LONGEST_PRINTED && full.chars().count() <= width {
        full
    } else {
        input.in_brief(problem)
    }
}

/// The crate's module for the problem's game.
fn module(problem: Problem) -> &'static str {
    match problem {
        Problem::StoneGame | Problem::PredictTheWinner => "stone_game",
        Problem::StoneGameII => "stone_game_ii",
        Problem::StoneGameIII => "stone_game_iii",
        Problem::StoneGameIV => "stone_game_iv",
        Problem::StoneGameV => "stone_game_v",
        Problem::StoneGameVI => "stone_game_vi",
        Problem::StoneGameVII => "stone_game_vii",
        Problem::StoneGameVIII => "stone_game_viii",
        Problem::StoneGameIX => "stone_game_ix",
    }
}

/// At most [`MOST_MOVES`] lines: a long game's first moves, a line that
/// counts the rest, and its last moves.
fn shortened(moves: &[String]) -> Vec<String> {
    if moves.len() <= MOST_MOVES {
        return moves.to_vec();
    }
    let (first, last) = (MOST_MOVES - 4, 3);
    let mut lines = moves[..first].to_vec();
    lines.push(format!(
        "... {} moves more ...",
        thousands(moves.len() - first - last)
    ));
    lines.extend_from_slice(&moves[moves.len() - last..]);
    lines
}

/// `840 µs`, `12 ms`, `3.1 s`: a time to two figures or so.
fn duration(time: Duration) -> String {
    let micros = time.as_micros();
    if micros < 1_000 {
        format!("{micros} µs")
    } else if micros < 1_000_000 {
        format!("{} ms", micros / 1_000)
    } else {
        format!("{:.1} s", time.as_secs_f64())
    }
}

/// `12,345`.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut text = String::new();
    for (k, digit) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k) % 3 == 0 {
            text.push(',');
        }
        text.push(digit);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(1_234_567), "1,234,567");
    }

    #[test]
    fn a_long_game_shows_its_start_and_end() {
        let moves: Vec<String> = (0..30).map(|k| k.to_string()).collect();
        let lines = shortened(&moves);
        assert_eq!(lines.len(), MOST_MOVES);
        assert_eq!(lines[MOST_MOVES - 4], "... 19 moves more ...");
        assert_eq!(lines.last().map(String::as_str), Some("29"));
    }

    /// The input a test line passes to `function`, read back from its text:
    /// its `vec![..]`s (one row, or Alice's then Bob's), or its number.
    fn passed(line: &str, function: &str) -> Option<Input> {
        let call = line.split_once(&format!("Solution::{function}("))?.1;
        let mut depth = 0;
        let end = call.find(|c| {
            depth += i32::from(c == '[') - i32::from(c == ']');
            c == ')' && depth == 0
        })?;
        let arguments = &call[..end];
        let rows: Vec<Vec<i32>> = arguments
            .split("vec!")
            .skip(1)
            .map(|v| {
                let inside = v.trim_end_matches([',', ' ']).trim_matches(['[', ']']);
                inside
                    .split(", ")
                    .filter(|x| !x.is_empty())
                    .map(|x| x.parse().unwrap())
                    .collect()
            })
            .collect();
        match rows.as_slice() {
            [] => arguments.trim().parse().ok().map(Input::Number),
            [row] => Some(Input::Row(row.clone())),
            [alice, bob] => Some(Input::Rows(alice.clone(), bob.clone())),
            _ => None,
        }
    }

    #[test]
    fn every_test_line_passes_the_input_it_was_made_for() {
        // A line that passed another input (1686's rows swapped) would show
        // the reader a test their wrong code passes.
        let mut checked = 0;
        for problem in Problem::ALL {
            let cases = problem
                .cases()
                .into_iter()
                .filter(|c| c.input.size() <= LONGEST_PRINTED);
            for case in cases.take(50) {
                let line = test_line(problem, &case.input, &Answer::Int(0), "yours: 1", None);
                let back = passed(&line, problem.function());
                assert_eq!(back.as_ref(), Some(&case.input), "{problem:?}: {line}");
                checked += 1;
            }
        }
        assert!(checked >= 400, "only {checked} lines read back");
        let two = Input::Rows(vec![2], vec![1]);
        let line = test_line(
            Problem::StoneGameVI,
            &two,
            &Answer::Int(1),
            "yours: -1",
            None,
        );
        assert_eq!(
            line,
            "assert_eq!(Solution::stone_game_vi(vec![2], vec![1]), 1); // yours: -1"
        );
    }

    #[test]
    fn the_test_line_reads_as_rust() {
        let input = Input::Row(vec![1, 2]);
        let line =
            |expected, yours: &str| test_line(Problem::StoneGameIX, &input, expected, yours, None);
        assert_eq!(
            line(&Answer::Bool(true), "yours: false"),
            "assert!(Solution::stone_game_ix(vec![1, 2])); // yours: false"
        );
        assert_eq!(
            line(&Answer::Bool(false), "yours panics"),
            "assert!(!Solution::stone_game_ix(vec![1, 2])); // yours panics"
        );
        let bob = Answer::Text("Bob".to_string());
        assert_eq!(
            test_line(Problem::StoneGameIII, &input, &bob, "yours: \"Tie\"", None),
            "assert_eq!(Solution::stone_game_iii(vec![1, 2]), \"Bob\"); \
             // yours: \"Tie\""
        );
    }
}
