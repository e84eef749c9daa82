//! Scripted games against the crate: the reader's lines in, the story out.

use super::*;
// The tests' rows: the reproducible rows of the benchmarks and the
// profiling examples, one generator for all of them.
use stone_games_testkit::random_row;

/// The reader's lines for a game from `start` in which both players
/// make the crate's best moves: Alice's moves, as she would type them.
fn best_script<G: Terminal>(start: &G::Start) -> Result<String, Failure> {
    let mut game = G::start(start)?;
    let mut script = String::new();
    while let Some(choice) = game.best_move() {
        if game.mover() == Player::Alice {
            script += &game.word(choice);
            script.push('\n');
        }
        game.play(choice)?;
    }
    Ok(script)
}

/// `row` as the words of a command line.
fn words<T: Display>(row: &[T]) -> Vec<String> {
    row.iter().map(T::to_string).collect()
}

/// Plays `problem` on `numbers` with `script` as the reader's lines:
/// how the game ended, and what it printed.
fn scripted(problem: &str, numbers: &[String], script: &str) -> Result<(Outcome, String), Failure> {
    let mut output = Vec::new();
    let outcome = play(problem, numbers, script.as_bytes(), &mut output)?;
    Ok((outcome, String::from_utf8(output)?))
}

/// Rows to play on: the empty row, then 60 reproducible random rows
/// of 1 to 9 values below `bound`.
fn rows(bound: u32) -> Vec<Vec<u32>> {
    let lengths: Vec<usize> = random_row(0x5eed, 60, 1, 9);
    let most = i64::from(bound) - 1;
    let mut values = random_row::<u32>(0x5eed_5eed, 9 * 60, 0, most);
    let mut rows = vec![Vec::new()];
    for len in lengths {
        rows.push(values.drain(..len).collect());
    }
    rows
}

/// Alice's total minus Bob's at the end of a game with scores.
fn alice_minus_bob(outcome: Outcome) -> Option<i128> {
    match outcome {
        Outcome::Scores { alice, bob } => Some(alice - bob),
        _ => None,
    }
}

#[test]
fn stone_game_best_play_scores_the_difference() -> Result<(), Failure> {
    for piles in rows(10) {
        let script = best_script::<stone_game::Position>(&piles)?;
        let d = stone_game::score_difference(&piles)?;
        for problem in ["877", "486"] {
            let (outcome, _) = scripted(problem, &words(&piles), &script)?;
            assert_eq!(alice_minus_bob(outcome), Some(d.into()), "{piles:?}");
        }
    }
    Ok(())
}

#[test]
fn capitals_read_as_small_letters() -> Result<(), Failure> {
    let row = words(&[5, 3, 4, 5]);
    let (outcome, text) = scripted("877", &row, "L\nR\n")?;
    let end = Outcome::Scores { alice: 9, bob: 8 };
    assert_eq!(outcome, end, "{text}");
    assert!(text.contains("Alice takes the right pile, 4"), "{text}");
    assert_eq!(scripted("877", &row, "Q\n")?.0, Outcome::Quit);
    Ok(())
}

#[test]
fn stone_game_vii_best_play_scores_the_difference() -> Result<(), Failure> {
    for stones in rows(10) {
        let script = best_script::<stone_game_vii::Position>(&stones)?;
        let (outcome, _) = scripted("1690", &words(&stones), &script)?;
        let d = stone_game_vii::score_difference(&stones)?;
        assert_eq!(alice_minus_bob(outcome), Some(d.into()), "{stones:?}");
    }
    Ok(())
}

/// `rows`, each value less 5: rows with negative values.
fn signed(rows: Vec<Vec<u32>>) -> Vec<Vec<i32>> {
    let minus_5 = |row: &[u32]| row.iter().map(|&v| v as i32 - 5).collect();
    rows.iter().map(|row| minus_5(row)).collect()
}

#[test]
fn stone_game_ii_best_play_collects_max_stones() -> Result<(), Failure> {
    for piles in rows(10) {
        let script = best_script::<stone_game_ii::Position>(&piles)?;
        let (outcome, _) = scripted("1140", &words(&piles), &script)?;
        let Outcome::Scores { alice, .. } = outcome else {
            panic!("{outcome:?}");
        };
        let most = stone_game_ii::max_stones(&piles)?;
        assert_eq!(alice, most.into(), "{piles:?}");
    }
    Ok(())
}

#[test]
fn stone_game_iii_best_play_scores_the_difference() -> Result<(), Failure> {
    for values in signed(rows(11)) {
        let script = best_script::<stone_game_iii::Position>(&values)?;
        let (outcome, _) = scripted("1406", &words(&values), &script)?;
        let d = stone_game_iii::score_difference(&values)?;
        assert_eq!(alice_minus_bob(outcome), Some(d.into()), "{values:?}");
    }
    Ok(())
}

#[test]
fn stone_game_iv_best_play_wins_when_alice_wins() -> Result<(), Failure> {
    for n in 0..=60 {
        let script = best_script::<stone_game_iv::Position>(&n)?;
        let (outcome, _) = scripted("1510", &words(&[n]), &script)?;
        let alice = stone_game_iv::alice_wins(n)?;
        let player = if alice { Player::Alice } else { Player::Bob };
        assert_eq!(outcome, Outcome::Winner(player), "{n}");
    }
    Ok(())
}

#[test]
fn stone_game_v_best_cuts_make_max_score() -> Result<(), Failure> {
    // Values of 0 to 3: many cuts with equal sums, where the reader
    // says which part stays.
    for values in rows(4) {
        let script = best_script::<stone_game_v::Position>(&values)?;
        let (outcome, _) = scripted("1563", &words(&values), &script)?;
        let most = stone_game_v::max_score(&values)?;
        assert_eq!(outcome, Outcome::Score(most.into()), "{values:?}");
    }
    Ok(())
}

#[test]
fn stone_game_vi_best_play_scores_the_difference() -> Result<(), Failure> {
    for alice in rows(8) {
        let bob: Vec<u32> = alice.iter().rev().map(|v| v * 3 % 8).collect();
        let rows = (alice.clone(), bob.clone());
        let script = best_script::<stone_game_vi::Position>(&rows)?;
        let mut numbers = words(&alice);
        numbers.push("/".into());
        numbers.extend(words(&bob));
        let (outcome, _) = scripted("1686", &numbers, &script)?;
        let d = stone_game_vi::score_difference(&alice, &bob)?;
        assert_eq!(alice_minus_bob(outcome), Some(d.into()), "{numbers:?}");
    }
    Ok(())
}

#[test]
fn stone_game_viii_best_play_scores_the_difference() -> Result<(), Failure> {
    for stones in signed(rows(11)) {
        let script = best_script::<stone_game_viii::Position>(&stones)?;
        let (outcome, _) = scripted("1872", &words(&stones), &script)?;
        let d = stone_game_viii::score_difference(&stones)?;
        assert_eq!(alice_minus_bob(outcome), Some(d.into()), "{stones:?}");
    }
    Ok(())
}

#[test]
fn stone_game_ix_best_play_wins_when_alice_wins() -> Result<(), Failure> {
    for stones in rows(10) {
        let script = best_script::<stone_game_ix::Position>(&stones)?;
        let (outcome, _) = scripted("2029", &words(&stones), &script)?;
        let alice = stone_game_ix::alice_wins(&stones)?;
        let player = if alice { Player::Alice } else { Player::Bob };
        assert_eq!(outcome, Outcome::Winner(player), "{stones:?}");
    }
    Ok(())
}

#[test]
fn every_game_refuses_an_illegal_move_and_goes_on() -> Result<(), Failure> {
    let cases = [
        ("877", "5 3 4 5", "x", "is not an end", "the left pile, 5"),
        (
            "1140",
            "2 7 9 4 4",
            "3",
            "takes 1 to 2 piles, not 3",
            "takes 1 pile: 2 stones",
        ),
        (
            "1406",
            "1 2 3 7 5 5 5",
            "4",
            "takes 1 to 3 values, not 4",
            "1 value, worth 1",
        ),
        ("1510", "7", "2", "2 is not a square", "takes 4, leaving 3"),
        ("1563", "2 1 1", "1", "say which stays", "Alice scores 2"),
        (
            "1686",
            "2 4 3 / 1 6 7",
            "3",
            "no stone 3 in rows of 3",
            "stone 1, worth 4",
        ),
        (
            "1690",
            "5 3 1 4 2",
            "up",
            "is not an end",
            "2, and scores 13",
        ),
        (
            "1872",
            "-1 2 -3 4 -5",
            "1",
            "merges 2 to 5 stones, not 1",
            "4 stones into 2",
        ),
        (
            "2029",
            "5 1 2 4 3",
            "-1",
            "not a stone's",
            "takes 1 (stone 1)",
        ),
    ];
    let legal = ["l", "1", "1", "4", "1 r", "1", "r", "4", "1"];
    for ((problem, numbers, illegal, reason, made), legal) in cases.into_iter().zip(legal) {
        let numbers: Vec<String> = numbers.split_whitespace().map(String::from).collect();
        let script = format!("{illegal}\n{legal}\nq\n");
        let (_, printed) = scripted(problem, &numbers, &script)?;
        let refused = printed.find("Refused: ").unwrap();
        assert!(printed[refused..].contains(reason), "{printed}");
        assert!(printed[refused..].contains(made), "{printed}");
    }
    Ok(())
}

#[test]
fn stone_game_v_says_why_the_crate_refuses_a_cut() -> Result<(), Failure> {
    let values = words(&[6, 2, 3, 4, 5, 5]);
    for (cut, reason) in [
        ("3 r", "Refused: 11 against 14: the larger part goes."),
        ("0", "Refused: both parts need a stone: 1 to 5."),
        ("6 l", "Refused: both parts need a stone: 1 to 5."),
        (
            "3 left right",
            "Refused: \"left right\" is not a part: l or r.",
        ),
        (
            "x",
            "Refused: \"x\" is not a cut: 1 to 5, with l or r on a tie.",
        ),
    ] {
        let (_, printed) = scripted("1563", &values, &format!("{cut}\nq\n"))?;
        assert!(printed.contains(reason), "{cut}: {printed}");
    }
    Ok(())
}

#[test]
fn stone_game_v_reads_the_part_kept_as_a_letter_or_a_word() -> Result<(), Failure> {
    // 2 1 1: the cut after the first stone leaves 2 against 1 + 1, a tie.
    let values = words(&[2, 1, 1]);
    for cut in ["1 l", "1l", "1 left"] {
        let (_, printed) = scripted("1563", &values, &format!("{cut}\nq\n"))?;
        assert!(printed.contains("Alice scores 2"), "{cut}: {printed}");
    }
    Ok(())
}

#[test]
fn refusals_in_mid_game_are_errors_not_panics() {
    // A pile past the 10⁶ stone_game_iv::Position::new takes.
    let n = words(&[2_000_000]);
    assert!(scripted("1510", &n, "1\n").is_err());
}

#[test]
fn a_merged_stone_past_i32_plays_on() -> Result<(), Failure> {
    // Alice merges i32::MAX and 1 into 2³¹; the book, as Bob, must merge
    // that and the 5.
    let stones = words(&[i32::MAX, 1, 5]);
    let (_, printed) = scripted("1872", &stones, "2\n")?;
    assert!(printed.contains("2147483648"), "{printed}");
    assert!(printed.contains("2147483653"), "{printed}");
    Ok(())
}

#[test]
fn an_illegal_move_is_refused_and_the_game_goes_on() -> Result<(), Failure> {
    let piles = words(&[5, 3, 4, 5]);
    let (outcome, printed) = scripted("877", &piles, "x\nl\nr\n")?;
    assert!(printed.contains("Refused: \"x\" is not an end"));
    assert_eq!(outcome, Outcome::Scores { alice: 9, bob: 8 });
    Ok(())
}

#[test]
fn q_quits_and_so_does_the_end_of_the_input() -> Result<(), Failure> {
    let piles = words(&[5, 3, 4, 5]);
    assert_eq!(scripted("877", &piles, "l\nq\nl\n")?.0, Outcome::Quit);
    assert_eq!(scripted("877", &piles, "l\n")?.0, Outcome::Quit);
    assert_eq!(scripted("877", &piles, "")?.0, Outcome::Quit);
    Ok(())
}

#[test]
fn a_hint_is_the_best_move() -> Result<(), Failure> {
    let piles = words(&[1, 100, 9, 1]);
    let (_, printed) = scripted("877", &piles, "?\nq\n")?;
    assert!(printed.contains("The crate would play r."), "{printed}");
    Ok(())
}

#[test]
fn bad_arguments_are_errors() {
    let bad = [
        ("877", "5 x"),
        ("877", "5 -3"),
        ("9999", "1 2"),
        ("1690", "99999999999"),
        ("1510", "4 5"),
        ("1510", ""),
        ("1686", "1 2 3"),
        ("1686", "1 2 / 3"),
        ("1872", "1 2.5"),
    ];
    for (problem, numbers) in bad {
        let numbers: Vec<String> = numbers.split_whitespace().map(String::from).collect();
        let error = scripted(problem, &numbers, "").unwrap_err();
        assert!(error.to_string().contains("usage: play"), "{error}");
    }
}
