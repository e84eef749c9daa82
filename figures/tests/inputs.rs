//! A figure says the input it draws: the lists its caption writes and the
//! row its id names are its input in `src/figures.toml`, and the paragraphs
//! that lead into it from their heading, where they write rows in code font,
//! write its input among them. A figure given a new input and
//! drawn again would otherwise keep words about the old one.

use std::fs;

use figures::shared::data::book_root;

/// Each figure of the manifest: its id, caption, and its inputs' rows (every
/// array of whole numbers among its fields).
fn figures() -> Vec<(String, String, Vec<Vec<i64>>)> {
    let text = fs::read_to_string(book_root().join("src/figures.toml")).expect("src/figures.toml");
    let manifest: toml::Table = text.parse().expect("src/figures.toml is TOML");
    let list = manifest["figure"].as_array().expect("[[figure]] tables");
    list.iter()
        .map(|figure| {
            let table = figure.as_table().expect("a table");
            let text = |key: &str| {
                table
                    .get(key)
                    .and_then(|v| v.as_str())
                    .unwrap_or("")
                    .to_string()
            };
            let rows = table
                .values()
                .filter_map(|v| v.as_array())
                .filter_map(|a| {
                    a.iter()
                        .map(toml::Value::as_integer)
                        .collect::<Option<Vec<i64>>>()
                })
                .filter(|row| !row.is_empty())
                .collect();
            (text("id"), text("caption"), rows)
        })
        .collect()
}

/// The lists of whole numbers `text` writes in brackets: `[1, 2, 3, 7]`.
fn bracketed(text: &str) -> Vec<Vec<i64>> {
    text.split('[')
        .skip(1)
        .filter_map(|rest| {
            let inside = rest.split_once(']')?.0;
            inside
                .split(',')
                .map(|n| n.trim().replace('−', "-").parse().ok())
                .collect::<Option<Vec<i64>>>()
        })
        .collect()
}

/// The rows `text` writes in code font: `` `1 2 3 7` `` (two numbers or more).
fn in_code_font(text: &str) -> Vec<Vec<i64>> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter_map(|span| {
            let row: Option<Vec<i64>> = span.split_whitespace().map(|n| n.parse().ok()).collect();
            row.filter(|row| row.len() >= 2)
        })
        .collect()
}

/// The run of numbers an id names after its kind (`sg3-ring-1-2-3-7`,
/// `sg8-play-m1-2-m3-4-m5`: `m` for a minus), if it names two or more.
fn named_by_id(id: &str) -> Option<Vec<i64>> {
    let number = |part: &str| -> Option<i64> {
        match part.strip_prefix('m') {
            Some(rest) => rest.parse::<i64>().ok().map(|n| -n),
            None => part.parse().ok(),
        }
    };
    let parts: Vec<Option<i64>> = id.split('-').map(number).collect();
    let start = parts.iter().position(Option::is_some)?;
    let run: Vec<i64> = parts[start..].iter().map_while(|p| *p).collect();
    (run.len() >= 2).then_some(run)
}

#[test]
fn every_figure_says_the_input_it_draws() {
    let mut wrong = Vec::new();
    let figures = figures();
    for (id, caption, rows) in &figures {
        for list in bracketed(caption) {
            if !rows.contains(&list) {
                wrong.push(format!(
                    "`{id}`: its caption writes {list:?}, which it does not draw"
                ));
            }
        }
        if let (Some(named), [row]) = (named_by_id(id), rows.as_slice()) {
            if named != *row {
                wrong.push(format!(
                    "`{id}`: its id names {named:?}, and it draws {row:?}"
                ));
            }
        }
    }
    wrong.extend(lead_ins_that_name_other_rows(&figures));
    assert!(
        wrong.is_empty(),
        "a figure's words name an input it does not draw (src/figures.toml):\n  {}\n\
         Give the caption, the id and the sentence before the figure the figure's input, \
         or the figure the input they name.",
        wrong.join("\n  ")
    );
}

/// Each figure a chapter includes whose lead-in writes rows and none of its
/// input ([`every_figure_says_the_input_it_draws`]).
fn lead_ins_that_name_other_rows(figures: &[(String, String, Vec<Vec<i64>>)]) -> Vec<String> {
    let mut wrong = Vec::new();
    for chapter in book_tools::files_under(&book_root().join("src"), "md") {
        let text = fs::read_to_string(&chapter).unwrap();
        let paragraphs: Vec<&str> = text.split("\n\n").collect();
        for (k, paragraph) in paragraphs.iter().enumerate() {
            let Some(id) = paragraph
                .trim()
                .strip_prefix("{{#include ../figures/")
                .and_then(|rest| rest.strip_suffix(".html}}"))
            else {
                continue;
            };
            let Some((_, _, rows)) = figures.iter().find(|(i, _, _)| i == id) else {
                continue;
            };
            // The lead-in: the paragraphs since the last heading. One that
            // writes rows writes the figure's, or a part of it, among them (it
            // may name other rows too). A lead-in that starts after another
            // figure speaks of that one, and is not read.
            let from = paragraphs[..k]
                .iter()
                .rposition(|p| p.trim_start().starts_with('#') || p.contains("{{#include"));
            let after_figure = from.is_some_and(|f| paragraphs[f].contains("{{#include"));
            let lead_in = paragraphs[from.map_or(0, |f| f + 1)..k].join("\n\n");
            let written = in_code_font(&lead_in);
            // A part of the input counts: a walk through the game names the
            // rows it leaves (`3 4 5` of `5 3 4 5`).
            let part_of = |w: &Vec<i64>| {
                rows.iter()
                    .any(|r| r.windows(w.len()).any(|x| x == w.as_slice()))
            };
            let named = written.iter().any(part_of);
            if !rows.is_empty() && !written.is_empty() && !named && !after_figure {
                let shown: Vec<String> = written
                    .iter()
                    .map(|row| row.iter().map(i64::to_string).collect::<Vec<_>>().join(" "))
                    .collect();
                wrong.push(format!(
                    "{}: the paragraphs before `{id}` write `{}`, and the figure draws {rows:?}",
                    chapter.strip_prefix(book_root()).unwrap().display(),
                    shown.join("`, `")
                ));
            }
        }
    }
    wrong
}
