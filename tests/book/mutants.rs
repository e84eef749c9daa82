//! The record of mutation testing (`tests/mutants/runs.md`): its summary is
//! the sum of its tables, so that a new run cannot leave it stale.

use std::collections::BTreeSet;
use std::fs;

use super::root;

/// One row of a table of runs: the files it took, whether whole (a row
/// marked "(changed lines)" took only the lines a diff changed), and its
/// counts: mutants, caught, timed out, missed, unviable.
struct Row {
    files: Vec<String>,
    whole: bool,
    counts: [u64; 5],
}

/// Every row of the record's tables: a first cell naming files in code
/// font, then five counts. A bare file name is in the folder of the name
/// before it (`stone_game_v/table.rs`, `memo.rs`).
fn rows(record: &str) -> Vec<Row> {
    let mut rows = Vec::new();
    for line in record.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        assert_eq!(cells.len(), 6, "a row of files and five counts: {line}");
        let mut folder = String::new();
        let mut files = Vec::new();
        for name in cells[0].split('`').skip(1).step_by(2) {
            if let Some((dir, _)) = name.rsplit_once('/') {
                folder = format!("{dir}/");
                files.push(name.to_owned());
            } else {
                files.push(format!("{folder}{name}"));
            }
        }
        let counts = std::array::from_fn(|i| {
            cells[i + 1]
                .parse()
                .unwrap_or_else(|_| panic!("a count, not {:?}: {line}", cells[i + 1]))
        });
        let whole = !cells[0].contains("(changed lines)");
        rows.push(Row {
            files,
            whole,
            counts,
        });
    }
    rows
}

/// The numbers of the paragraph of `record` that starts with `start`, in
/// order, commas dropped (`1,352` is 1352); a date is not one.
fn numbers_of(record: &str, start: &str) -> Vec<String> {
    let at = record
        .find(start)
        .unwrap_or_else(|| panic!("runs.md: no \"{start}\""));
    let paragraph = record[at..].split("\n\n").next().unwrap_or_default();
    paragraph
        .split_whitespace()
        .map(|word| {
            word.trim_matches(|c: char| !c.is_ascii_digit())
                .replace(',', "")
        })
        .filter(|word| !word.is_empty() && !word.contains('-'))
        .filter(|word| word.parse::<f64>().is_ok())
        .collect()
}

/// The summary of the mutation record, and its count of the files run whole,
/// are the sums of its tables' whole-file rows.
#[test]
fn the_mutation_records_sums_are_its_tables() {
    let record = fs::read_to_string(root().join("tests/mutants/runs.md")).expect("runs.md");
    let rows = rows(&record);
    assert!(rows.len() > 20, "only {} rows read", rows.len());
    let whole: Vec<&Row> = rows.iter().filter(|row| row.whole).collect();
    let sum = |i: usize| whole.iter().map(|row| row.counts[i]).sum::<u64>();
    let (caught, timed_out, missed) = (sum(1), sum(2), sum(3));
    let viable = caught + timed_out + missed;
    for row in &rows {
        let [mutants, c, t, m, u] = row.counts;
        assert_eq!(
            mutants,
            c + t + m + u,
            "a row's counts add up: {:?}",
            row.files
        );
    }
    let files: BTreeSet<&String> = whole.iter().flat_map(|row| &row.files).collect();
    for file in &files {
        assert!(
            root().join("code/src").join(file).exists(),
            "runs.md: no code/src/{file}"
        );
    }
    let percent = format!("{:.1}", 100.0 * caught as f64 / viable as f64);
    let summary = [files.len(), viable as usize, caught as usize];
    let mut summed: Vec<String> = summary.iter().map(ToString::to_string).collect();
    summed.extend([percent, timed_out.to_string(), missed.to_string()]);
    assert_eq!(
        numbers_of(&record, "**Where it stands.**"),
        summed,
        "runs.md's summary (\"**Where it stands.**\") is the sums of its tables' \
         whole-file rows: write the right side's numbers there, in its order"
    );
    let untaken = numbers_of(&record, "Of the crate's ");
    assert_eq!(
        untaken.first(),
        Some(&files.len().to_string()),
        "runs.md's last section (\"Of the crate's files, N have been run whole\") \
         gives the number of files its tables take whole"
    );
}
