//! A committed figure that no longer matches what the code draws fails the tests.

use std::collections::BTreeSet;
use std::fs;

/// The first line where `committed` and `drawn` differ (a figure writes each
/// table row on a line of its own), shortened to the part that differs.
fn first_difference(committed: &str, drawn: &str) -> String {
    let mut committed_lines = committed.lines();
    let mut drawn_lines = drawn.lines();
    for number in 1.. {
        let (old, new) = (committed_lines.next(), drawn_lines.next());
        if old != new {
            let (old, new) = (old.unwrap_or(""), new.unwrap_or(""));
            let start = old
                .char_indices()
                .zip(new.chars())
                .find(|((_, a), b)| a != b)
                .map_or(old.len().min(new.len()), |((i, _), _)| i);
            let from = old[..start]
                .char_indices()
                .rev()
                .nth(40)
                .map_or(0, |(i, _)| i);
            let shown = |line: &str| line[from..].chars().take(120).collect::<String>();
            return format!(
                ", first at line {number}:\n      committed: …{}\n      drawn:     …{}",
                shown(old),
                shown(new)
            );
        }
    }
    unreachable!("two texts that differ differ at some line")
}

#[test]
fn the_first_difference_is_named_by_line_and_shown_in_both() {
    let message = first_difference(
        "<a>\n<tr><td>⌈1/2⌉ = 1</td>\n",
        "<a>\n<tr><td>⌊1/2⌋ = 1</td>\n",
    );
    assert!(message.contains("line 2"), "{message}");
    assert!(message.contains("committed: …<tr><td>⌈1/2⌉"), "{message}");
    assert!(message.contains("drawn:     …<tr><td>⌊1/2⌋"), "{message}");
}

#[test]
fn every_committed_figure_is_what_the_code_draws() {
    let manifest = figures::draw::manifest::load_manifest().expect("src/figures.toml is readable");
    let drawn = figures::draw::draw_all(&manifest).unwrap_or_else(|e| {
        panic!(
            "a figure cannot be drawn: {e}\nMend the code it names (or the crate's, which \
                 it draws from); `cargo run -p figures` then redraws the figures, and \
                 `cargo test -p figures` checks them."
        )
    });
    let dir = figures::draw::figures_dir();
    let mut stale = Vec::new();
    for (figure, spec) in drawn.iter().zip(&manifest.figures) {
        let path = dir.join(&figure.file);
        match fs::read_to_string(&path) {
            Ok(committed) if committed == figure.contents => {}
            Ok(committed) => stale.push(format!(
                "`{}` ({}, drawn by {}) differs from what the code draws{}",
                figure.id,
                path.display(),
                figures::draw::drawn_by(&spec.spec),
                first_difference(&committed, &figure.contents)
            )),
            Err(_) => stale.push(format!("`{}` ({}) is missing", figure.id, path.display())),
        }
    }
    let owned: BTreeSet<&str> = drawn.iter().map(|f| f.file.as_str()).collect();
    for entry in fs::read_dir(&dir).expect("src/figures/ exists") {
        let name = entry
            .expect("a readable directory")
            .file_name()
            .to_string_lossy()
            .into_owned();
        if !owned.contains(name.as_str()) {
            stale.push(format!(
                "{name} in {} belongs to no figure of src/figures.toml",
                dir.display()
            ));
        }
    }
    assert!(
        stale.is_empty(),
        "the committed figures are not what the code draws now:\n  {}\n\n\
         Four reasons are possible; find out which before you touch them.\n\
         - The change was meant (a new figure, caption or input, a new way of drawing, a new \
         recording in figures/data/ made by the command it names): redraw them with `{}`, \
         look at the result, and commit it with the change.\n\
         - A recording in figures/data/ was edited by hand \
         (`every_recording_is_as_the_command_that_recorded_it_wrote_it` names it): restore it \
         with `git checkout figures/data/`; do not redraw. Its numbers come only from their \
         command.\n\
         - The code's behaviour changed (a solver now answers differently): the figures only \
         show it first. Look at the other failures of `cargo test` and fix the code; do not \
         redraw, or the figures would show the bug.\n\
         - The drawing code changed by mistake (figures/src/draw/): compare the lines above \
         with the figure in the book, and fix the drawing; do not redraw.",
        stale.join("\n  "),
        figures::REFRESH_COMMAND
    );
}

/// Each file of `figures/data/` as the command that recorded it wrote it:
/// every recording writes its SHA-256 into `SHA256SUMS` beside it
/// (`figures::shared::data::write_json`, and `tests/browser/widget-work.mjs`
/// for the widgets' budgets), so that a number edited by hand fails here even
/// once the figures are drawn again from it, and the book's measured numbers
/// with it.
#[test]
fn every_recording_is_as_the_command_that_recorded_it_wrote_it() {
    use figures::shared::data::{data_dir, seals, sha256_hex, SEALS};
    let dir = data_dir();
    let mut sealed = seals(&dir).unwrap_or_else(|e| panic!("{e}"));
    let mut wrong = Vec::new();
    for entry in fs::read_dir(&dir).expect("figures/data/ exists") {
        let path = entry.expect("a readable directory").path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name == SEALS {
            continue;
        }
        let bytes = fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        match sealed.remove(&name) {
            Some(hash) if hash == sha256_hex(&bytes) => {}
            Some(_) => wrong.push(format!(
                "{name} is not what its recording command wrote (`git diff figures/data/{name}`)"
            )),
            None => wrong.push(format!("{name} was written by no recording command")),
        }
    }
    wrong.extend(
        sealed
            .keys()
            .map(|name| format!("{SEALS} seals {name}, which is missing")),
    );
    assert!(
        wrong.is_empty(),
        "figures/data/ holds what no recording command wrote:\n  {}\n\n\
         Its numbers reach the book and its figures, and come only from their commands \
         (figures/measure-all says which). An edit by hand: restore the file with \
         `git checkout figures/data/`. A new recording: write it with \
         `figures::shared::data::write_json`, which seals it in figures/data/{SEALS}. \
         `cd figures/data && sha256sum -c {SEALS}` checks them alone.",
        wrong.join("\n  ")
    );
}
