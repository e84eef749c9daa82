//! The command itself, `cargo run -p practice`, and the files it ships: the
//! ten starting files, their signatures, and the chapters it links to.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use practice::cli::{practice_src, reset, snapshot, HELP};
use practice::{pitfalls, Chapter, Problem};

fn practice(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_practice"))
        .args(args)
        .output()
        .expect("the practice binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The starting files a reader has changed: none in the repository as
/// shipped.
fn changed_files() -> Vec<String> {
    Problem::ALL
        .into_iter()
        .filter(|problem| {
            let file = practice_src().join(problem.file_name());
            fs::read_to_string(file).ok() != Some(problem.starting_file())
        })
        .map(Problem::file_name)
        .collect()
}

#[test]
fn the_shipped_files_are_not_started_and_the_command_passes_on_them() {
    let changed = changed_files();
    let output = practice(&[]);
    let text = stdout(&output);
    let rows: Vec<&str> = text
        .lines()
        .filter(|line| {
            Problem::ALL.iter().any(|problem| {
                let row = format!("  {:>4}  {}", problem.number(), problem.title());
                line.starts_with(&row)
            })
        })
        .collect();
    assert_eq!(rows.len(), 10, "{text}");
    if !changed.is_empty() {
        // A reader at work: their files are theirs, and the command's verdict
        // on them is theirs too. CI checks the files as shipped.
        assert!(
            std::env::var_os("CI").is_none(),
            "the starting files differ from Problem::starting_file: \
             {changed:?}; `cargo run -p practice -- --reset <number>` \
             writes them again"
        );
        eprintln!(
            "practice/src has solutions in it ({changed:?}): checked \
                   only that the command runs"
        );
        return;
    }
    assert!(
        rows.iter().all(|row| row.ends_with(" not started")),
        "{text}"
    );
    assert!(text.contains("0 solved, 10 not started: exit status 0."));
    assert_eq!(output.status.code(), Some(0), "{text}");
    // One problem, by number.
    let output = practice(&["1140"]);
    let text = stdout(&output);
    assert!(text.contains("  1140  Stone Game II        not started"));
    assert!(!text.contains("877"), "{text}");
    assert_eq!(output.status.code(), Some(0), "{text}");
}

#[test]
fn help_lists_and_mistakes() {
    let help = practice(&["--help"]);
    assert_eq!(
        (stdout(&help), help.status.code()),
        (HELP.to_string(), Some(0))
    );
    let list = practice(&["--list"]);
    let text = stdout(&list);
    for problem in Problem::ALL {
        assert!(text.contains(&problem.file_name()), "{text}");
        assert!(text.contains(&problem.opening().url()), "{text}");
    }
    for wrong in [
        &["9999"][..],
        &["--reset"],
        &["--frobnicate"],
        &["--watch", "--list"],
    ] {
        let output = practice(wrong);
        assert_eq!(output.status.code(), Some(2), "{wrong:?}");
        let complaint = String::from_utf8_lossy(&output.stderr);
        assert!(complaint.starts_with("practice: "), "{complaint}");
    }
}

/// A folder of its own under the system's temporary folder.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("practice-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn reset_writes_the_starting_file_and_keeps_the_readers() {
    let dir = scratch("reset");
    let (src, keep) = (dir.join("src"), dir.join("kept"));
    fs::create_dir_all(&src).unwrap();
    let problem = Problem::StoneGameII;
    let file = src.join(problem.file_name());
    // No file yet, then the starting file: nothing to keep.
    assert_eq!(reset(problem, &src, &keep).unwrap(), None);
    assert_eq!(reset(problem, &src, &keep).unwrap(), None);
    assert_eq!(fs::read_to_string(&file).unwrap(), problem.starting_file());
    // A reader's file is kept before it is written over.
    fs::write(&file, "// my solution\n").unwrap();
    let kept = reset(problem, &src, &keep).unwrap().expect("kept");
    assert_eq!(fs::read_to_string(kept).unwrap(), "// my solution\n");
    assert_eq!(fs::read_to_string(&file).unwrap(), problem.starting_file());
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_watch_sees_a_save() {
    let dir = scratch("watch");
    let file = dir.join("lc1140_stone_game_ii.rs");
    fs::write(&file, "a").unwrap();
    fs::write(dir.join("notes.txt"), "not rust").unwrap();
    let before = snapshot(&dir);
    assert_eq!(before.len(), 1);
    assert_eq!(snapshot(&dir), before);
    // A save of the same length at once, within any clock's tick.
    fs::write(&file, "b").unwrap();
    let after = snapshot(&dir);
    assert_ne!(after, before);
    // The same text saved again is no change.
    fs::write(&file, "b").unwrap();
    assert_eq!(snapshot(&dir), after);
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn each_starting_file_has_the_signature_of_the_crates_leetcode_module() {
    let leetcode = read("code/src/leetcode.rs");
    for problem in Problem::ALL {
        let signature = problem.signature();
        assert!(leetcode.contains(&signature), "{signature}");
        let file = problem.starting_file();
        assert!(file.contains(&format!("    {signature} {{\n        todo!()\n")));
        assert!(file.contains(&problem.opening().url()));
        assert!(file.contains(&format!("cargo run -p practice -- {}", problem.number())));
    }
    let names: Vec<String> = Problem::ALL.iter().map(|p| p.file_name()).collect();
    assert_eq!(
        names,
        [
            "lc0877_stone_game.rs",
            "lc0486_predict_the_winner.rs",
            "lc1140_stone_game_ii.rs",
            "lc1406_stone_game_iii.rs",
            "lc1510_stone_game_iv.rs",
            "lc1563_stone_game_v.rs",
            "lc1686_stone_game_vi.rs",
            "lc1690_stone_game_vii.rs",
            "lc1872_stone_game_viii.rs",
            "lc2029_stone_game_ix.rs",
        ]
    );
}

#[test]
fn every_chapter_the_check_names_exists_with_its_title_and_heading() {
    let summary = read("src/SUMMARY.md");
    let mut chapters: Vec<Chapter> = Vec::new();
    for problem in Problem::ALL {
        chapters.push(problem.opening());
        chapters.push(problem.method());
        chapters.extend(pitfalls(problem).iter().map(|p| p.chapter));
    }
    for chapter in chapters {
        let listed = format!("[{}]({})", chapter.title, chapter.path);
        assert!(summary.contains(&listed), "{listed}");
        let part = chapter.path.split('/').next().unwrap();
        let folder = match chapter.part {
            "Part I" => "stone-game".to_string(),
            other => format!(
                "stone-game-{}",
                other.trim_start_matches("Part ").to_lowercase()
            ),
        };
        assert_eq!(part, folder, "{chapter:?}");
        if let Some(heading) = chapter.heading {
            let text = read(&format!("src/{}", chapter.path));
            let line = format!("\n## {heading}\n");
            assert!(text.contains(&line), "{}: no {line:?}", chapter.path);
        }
    }
}

fn read(path: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_pitfall_of_the_crate_that_is_a_solution_is_known_to_the_check() {
    // Two of the crate's pitfalls are no solution to a problem: a chooser
    // of moves, and a square root.
    let no_solution = [
        "stone_game::pitfalls::alice_keeps_best",
        "stone_game_iv::pitfalls::largest_square_by_float",
    ];
    let known: Vec<&str> = Problem::ALL
        .into_iter()
        .flat_map(pitfalls)
        .map(|pitfall| pitfall.function)
        .collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let api = book_tools::api::read(&root).unwrap();
    let mut count = 0;
    for item in api
        .iter()
        .filter(|item| item.kind == book_tools::api::Kind::Fn)
    {
        if item.path.len() != 3 || item.path[1] != "pitfalls" {
            continue;
        }
        let function = item.path_text();
        assert!(
            known.contains(&function.as_str()) || no_solution.contains(&function.as_str()),
            "{function}: add an `entry!` for it to practice/checker/pitfalls.rs"
        );
        count += 1;
    }
    assert!(count > 30, "the list has only {count} pitfalls");
}

/// The `//!` lines that open each starting file (the rules, LeetCode's
/// constraints, the links) are `Problem::starting_file`'s, in a reader's
/// file too: a solution changes the body, never these.
#[test]
fn every_starting_file_opens_with_its_problems_facts() {
    let head = |text: &str| -> Vec<String> {
        text.lines()
            .take_while(|line| line.starts_with("//!"))
            .map(str::to_string)
            .collect()
    };
    for problem in Problem::ALL {
        let file = practice_src().join(problem.file_name());
        let text = fs::read_to_string(&file).expect("a starting file");
        let expected = head(&problem.starting_file());
        assert!(
            expected.len() > 5,
            "{problem}: a header of {} lines",
            expected.len()
        );
        let got = head(&text);
        let differs = (0..got.len().max(expected.len())).find(|&k| got.get(k) != expected.get(k));
        if let Some(k) = differs {
            panic!(
                "{} line {}: {:?}, where Problem::starting_file (practice/checker/problem.rs, \
                 whose facts the opening //! lines print) has {:?}: put its opening lines \
                 back, keeping your solution below them",
                file.display(),
                k + 1,
                got.get(k).map_or("(no line)", String::as_str),
                expected.get(k).map_or("(no line)", String::as_str)
            );
        }
    }
}
