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
