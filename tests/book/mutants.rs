//! The log of mutation runs: its summary says what its tables add up to.

use std::fs;

use super::root;

const RUNS: &str = "tests/mutants/runs.md";

/// A whole-file run, one row of the first table.
struct Run {
    date: String,
    files: usize,
    mutants: u64,
    caught: u64,
    timed_out: u64,
    missed: u64,
    unviable: u64,
}

/// The rows of the table under the heading `## {heading}`: its cells, trimmed.
fn rows_under<'a>(text: &'a str, heading: &str) -> Vec<Vec<&'a str>> {
    let start = text
        .find(&format!("## {heading}\n"))
        .unwrap_or_else(|| panic!("{RUNS}: no heading `## {heading}`"));
    let section = &text[start..];
    let end = section[3..].find("\n## ").map_or(section.len(), |e| e + 3);
    section[..end]
        .lines()
        .filter(|line| line.starts_with("| 20"))
        .map(|line| line.trim_matches('|').split('|').map(str::trim).collect())
        .collect()
}

fn whole_file_runs(text: &str) -> Vec<Run> {
    let number = |cell: &str| -> u64 {
        cell.parse()
            .unwrap_or_else(|_| panic!("{RUNS}: `{cell}` is not a count"))
    };
    rows_under(text, "Whole files")
        .into_iter()
        .map(|cells| {
            assert_eq!(cells.len(), 8, "{RUNS}: a row of 8 cells: {cells:?}");
            Run {
                date: cells[0].to_string(),
                files: cells[1].matches('`').count() / 2,
                mutants: number(cells[3]),
                caught: number(cells[4]),
                timed_out: number(cells[5]),
                missed: number(cells[6]),
                unviable: number(cells[7]),
            }
        })
        .collect()
}

/// A small count as a sentence starts it: "Nine".
fn as_word(n: usize) -> String {
    const WORDS: [&str; 13] = [
        "No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
        "Eleven", "Twelve",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |word| (*word).to_string())
}

#[test]
fn the_mutation_runs_summary_adds_up_its_tables() {
    let text = fs::read_to_string(root().join(RUNS)).expect(RUNS);
    let runs = whole_file_runs(&text);
    let sum = |field: fn(&Run) -> u64| runs.iter().map(field).sum::<u64>();
    let viable = sum(|r| r.mutants) - sum(|r| r.unviable);
    let caught = sum(|r| r.caught);
    let below = runs
        .iter()
        .filter(|r| (r.caught as f64) < 0.95 * (r.mutants - r.unviable) as f64)
        .count();
    let files: usize = runs.iter().map(|r| r.files).sum();
    let last = rows_under(&text, "Changed lines")
        .iter()
        .map(|cells| cells[0])
        .chain(runs.iter().map(|r| r.date.as_str()))
        .max()
        .expect("a run");
    // The summary, on one line and without commas: no sentence below holds
    // one, and the numbers lose their thousands' commas.
    let summary = text
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace(',', "");
    let said = [
        format!("## Where it stands ({last})"),
        format!("have taken {files} of the crate's files whole"),
        format!("Of the {viable} viable mutants"),
        format!(
            "{caught} ({:.1}%) fail a test and {} time out",
            100.0 * caught as f64 / viable as f64,
            sum(|r| r.timed_out)
        ),
        format!("Each of the {} missed", sum(|r| r.missed)),
        format!("{} rows are below the 95%", as_word(below)),
    ];
    let missing: Vec<&String> = said
        .iter()
        .filter(|s| !summary.contains(s.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "{RUNS}: its tables add up to what these say, and its summary does not say them \
         (mend \"Where it stands\" after adding a row; commas in numbers are \
         left out here): {missing:#?}"
    );
}

#[test]
fn a_small_count_is_a_word() {
    assert_eq!(as_word(9), "Nine");
    assert_eq!(as_word(13), "13");
}
