//! The inner loop's routing: `.ci/quick --changed` runs the step each changed
//! file calls for, and a file routed to no step, or to the wrong one, would
//! make it run less with no sign.

use std::process::Command;

use super::root;

/// Each kind of file is routed to the step whose tests it can break
/// (docs/adding.md, "Changing a function"), and a file of none, such as
/// `Cargo.toml`, to no step, which `--changed` names.
#[test]
fn each_kind_of_file_calls_for_its_step_of_ci_quick() {
    let expected = [
        ("code/src/stone_game_ii/windows.rs", "stone_game_ii"),
        ("code/src/stone_game/table.rs", "stone_game"),
        ("src/stone-game-iii/ring.md", "stone_game_iii"),
        ("src/stone-game/in-one-page.md", "stone_game"),
        ("tests/properties/stone_game_v.rs", "stone_game_v"),
        (
            "tests/properties/extremes/stone_game_iv_position.rs",
            "stone_game_iv",
        ),
        ("code/src/shared/testing.rs", "shared"),
        ("code/src/lib.rs", "shared"),
        ("tests/properties/refusals.rs", "shared"),
        ("code/src/leetcode.rs", "leetcode"),
        ("testkit/src/lcg.rs", "testkit"),
        ("figures/src/draw/trace_table.rs", "figures"),
        ("src/figures.toml", "figures"),
        ("practice/checker/inputs.rs", "practice"),
        ("theme/try/stone-game-viii.js", "js"),
        ("tests/browser/check.mjs", "js"),
        ("book-tools/src/prose/bounds.rs", "book"),
        ("tests/book/names.rs", "book"),
        ("docs/tooling.md", "book"),
        ("CONTRIBUTING.md", "book"),
        ("Cargo.toml", ""),
    ];
    let files = expected.iter().map(|(file, _)| *file);
    let output = Command::new(root().join(".ci/quick"))
        .arg("--steps-for")
        .args(files)
        .output()
        .expect(".ci/quick runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let printed = String::from_utf8_lossy(&output.stdout);
    let routed: Vec<(&str, &str)> = printed
        .lines()
        .map(|line| {
            line.split_once(':')
                .map_or((line, ""), |(f, s)| (f, s.trim()))
        })
        .collect();
    let wrong: Vec<String> = expected
        .iter()
        .zip(&routed)
        .filter(|(want, got)| *want != *got)
        .map(|((file, want), (_, got))| format!("{file}: to \"{got}\", not \"{want}\""))
        .collect();
    assert_eq!(routed.len(), expected.len(), "{printed}");
    assert!(
        wrong.is_empty(),
        "`.ci/quick --steps-for` routes a file to another step than the one its tests \
         need: mend step_of in .ci/quick (or this list, if the step moved on purpose):\n  {}",
        wrong.join("\n  ")
    );
}
