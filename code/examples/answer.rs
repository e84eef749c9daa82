//! Answers a problem of the family from the command line, by its LeetCode
//! number, with the crate's functions and their errors:
//!
//! ```text
//! cargo run --example answer -- 1140 2 7 9 4 4
//! cargo run --example answer -- 1686 1 3 / 2 1
//! ```
//!
//! Stone Game VI (1686) takes Alice's values, then `/`, then Bob's; Stone
//! Game IV (1510) takes one number, the pile.

use std::error::Error;
use std::process::ExitCode;

use stone_games::{
    stone_game, stone_game_ii, stone_game_iii, stone_game_iv, stone_game_ix, stone_game_v,
    stone_game_vi, stone_game_vii, stone_game_viii,
};

const USAGE: &str = "usage: answer <877|486|1140|1406|1510|1563|1686|1690|\
                     1872|2029> <numbers...> (1686: alice's / bob's)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((problem, numbers)) = args.split_first() else {
        eprintln!("{USAGE}");
        return ExitCode::FAILURE;
    };
    match answer(problem, numbers) {
        Ok(answer) => {
            println!("{answer}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}

/// The answer to `problem` on `numbers`, as LeetCode gives it: `true`, a
/// number, or `Alice`, `Bob` or `Tie` for 1406 (1686's `1`, `-1` or `0`
/// names the winner, Alice, Bob or a tie).
fn answer(problem: &str, numbers: &[String]) -> Result<String, Box<dyn Error>> {
    Ok(match problem {
        "877" => stone_game::alice_wins(&parse(numbers)?)?.to_string(),
        "486" => stone_game::alice_wins_or_ties(&parse(numbers)?)?.to_string(),
        "1140" => stone_game_ii::max_stones(&parse(numbers)?)?.to_string(),
        "1406" => stone_game_iii::winner(&parse(numbers)?)?.to_string(),
        "1510" => {
            let [n] = parse::<u64>(numbers)?[..] else {
                return Err("1510 takes one number, the pile".into());
            };
            stone_game_iv::alice_wins(n)?.to_string()
        }
        "1563" => stone_game_v::max_score(&parse(numbers)?)?.to_string(),
        "1686" => {
            let at = numbers
                .iter()
                .position(|a| a == "/")
                .ok_or("1686 takes Alice's values, then /, then Bob's values")?;
            let alice = parse(&numbers[..at])?;
            let bob = parse(&numbers[at + 1..])?;
            i32::from(stone_game_vi::winner(&alice, &bob)?).to_string()
        }
        "1690" => stone_game_vii::score_difference(&parse(numbers)?)?.to_string(),
        "1872" => stone_game_viii::score_difference(&parse(numbers)?)?.to_string(),
        "2029" => stone_game_ix::alice_wins(&parse(numbers)?)?.to_string(),
        _ => return Err(format!("no problem {problem}; {USAGE}").into()),
    })
}

/// Every word of `numbers` as a `T`, or an error naming the one that is not.
fn parse<T: std::str::FromStr>(numbers: &[String]) -> Result<Vec<T>, String> {
    numbers
        .iter()
        .map(|word| {
            word.parse()
                .map_err(|_| format!("{word:?} is not a number this game takes"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use stone_games::leetcode;
    use stone_games_testkit::random_row;

    /// `row` as the words of a command line.
    fn words<T: ToString>(row: &[T]) -> Vec<String> {
        row.iter().map(T::to_string).collect()
    }

    /// What the program prints for `problem` on `numbers`.
    fn printed(problem: &str, numbers: &[String]) -> String {
        answer(problem, numbers).unwrap_or_else(|e| panic!("{problem}: {e}"))
    }

    /// On 300 reproducible rows of 0 to 12 values (ties, zeros and the
    /// empty row among them), each problem prints what the `leetcode`
    /// module answers, LeetCode's own answer in its own form.
    #[test]
    fn each_problem_prints_what_the_leetcode_module_answers() {
        for seed in 0..300_u64 {
            let row: Vec<i32> = random_row(seed, seed as usize % 13, 0, 9);
            let other: Vec<i32> = random_row(seed + 1000, row.len(), 0, 9);
            let n = seed as i32 * 7;
            let got = |problem: &str| printed(problem, &words(&row));
            let at = format!("seed {seed}: {row:?}");
            assert_eq!(
                got("877"),
                leetcode::stone_game(row.clone()).to_string(),
                "{at}"
            );
            let or_ties = leetcode::predict_the_winner(row.clone());
            assert_eq!(got("486"), or_ties.to_string(), "{at}");
            assert_eq!(
                got("1140"),
                leetcode::stone_game_ii(row.clone()).to_string(),
                "{at}"
            );
            assert_eq!(got("1406"), leetcode::stone_game_iii(row.clone()), "{at}");
            let square = leetcode::winner_square_game(n).to_string();
            assert_eq!(printed("1510", &words(&[n])), square, "n = {n}");
            assert_eq!(
                got("1563"),
                leetcode::stone_game_v(row.clone()).to_string(),
                "{at}"
            );
            let both = [words(&row), vec!["/".to_string()], words(&other)].concat();
            let vi = leetcode::stone_game_vi(row.clone(), other.clone()).to_string();
            assert_eq!(printed("1686", &both), vi, "{at} / {other:?}");
            assert_eq!(
                got("1690"),
                leetcode::stone_game_vii(row.clone()).to_string(),
                "{at}"
            );
            assert_eq!(
                got("1872"),
                leetcode::stone_game_viii(row.clone()).to_string(),
                "{at}"
            );
            assert_eq!(
                got("2029"),
                leetcode::stone_game_ix(row.clone()).to_string(),
                "{at}"
            );
        }
    }

    /// The commands the crate's README and this file's doc quote.
    #[test]
    fn the_quoted_commands_print_their_answers() {
        assert_eq!(printed("1140", &words(&[2, 7, 9, 4, 4])), "10");
        assert_eq!(printed("1686", &words(&["1", "3", "/", "2", "1"])), "1");
        assert_eq!(printed("486", &words(&[1, 1])), "true");
        assert_eq!(printed("877", &words(&[1, 1])), "false");
    }

    #[test]
    fn bad_input_is_an_error_that_says_what_is_wrong() {
        let error = |problem: &str, numbers: &[&str]| {
            answer(problem, &words(numbers)).unwrap_err().to_string()
        };
        assert!(error("999", &["1"]).starts_with("no problem 999; usage: answer"));
        assert_eq!(
            error("877", &["1", "x"]),
            "\"x\" is not a number this game takes"
        );
        assert_eq!(
            error("877", &["-1"]),
            "\"-1\" is not a number this game takes"
        );
        assert_eq!(
            error("1510", &["1", "2"]),
            "1510 takes one number, the pile"
        );
        let vi = "1686 takes Alice's values, then /, then Bob's values";
        assert_eq!(error("1686", &["1", "2"]), vi);
        let lengths = error("1686", &["1", "2", "/", "3"]);
        assert!(lengths.contains("Alice's row has 2"), "{lengths}");
    }
}
