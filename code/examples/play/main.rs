//! Plays a game of the family against the crate in the terminal: you are
//! Alice, and the crate is Bob, who answers each of your moves with the
//! `best_move` of his game's `Position`:
//!
//! ```text
//! cargo run --example play -- 877 5 3 4 5
//! cargo run --example play -- 1686 2 4 3 / 1 6 7
//! ```
//!
//! The first number is the problem's on LeetCode (877 and 486 are one game,
//! Stone Game), the others the game's row: Stone Game IV (1510) takes one
//! number, the pile, and Stone Game VI (1686) Alice's values, then `/`,
//! then Bob's. Stone Game V (1563) is all yours: you make every cut, and
//! the rule, not Bob, throws away the larger part. The `Position` keeps
//! the game, its scores and its rules: its `play` refuses a move they do
//! not allow, and says why. At each turn `?` shows the crate's best move in
//! your place, and `q` quits. At the end, your game is set beside what
//! optimal play makes of the row from the start.

use std::cmp::Ordering;
use std::error::Error;
use std::fmt::{self, Display};
use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::str::FromStr;

use stone_games::shared::{Game, Player, Winner};
use stone_games::{
    stone_game, stone_game_ii, stone_game_iii, stone_game_iv, stone_game_ix, stone_game_v,
    stone_game_vi, stone_game_vii, stone_game_viii,
};

/// Every error: a bad argument, a row a game refuses, a failed read.
type Failure = Box<dyn Error>;

const USAGE: &str = "usage: play <877|486|1140|1406|1510|1563|1686|1690|\
                     1872|2029> <numbers...> (1686: alice's / bob's)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((problem, numbers)) = args.split_first() else {
        eprintln!("{USAGE}");
        return ExitCode::FAILURE;
    };
    let (input, output) = (std::io::stdin().lock(), std::io::stdout().lock());
    match play(problem, numbers, input, output) {
        Ok(_) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}

/// Plays the game of LeetCode `problem` on `numbers`, with the reader as
/// Alice, whose moves are the lines of `input`: how the game ended.
fn play(
    problem: &str,
    numbers: &[String],
    input: impl BufRead,
    output: impl Write,
) -> Result<Outcome, Failure> {
    match problem {
        "877" | "486" => run::<stone_game::Position>(parse(numbers)?, input, output),
        "1140" => run::<stone_game_ii::Position>(parse(numbers)?, input, output),
        "1406" => run::<stone_game_iii::Position>(parse(numbers)?, input, output),
        "1510" => {
            let [n] = parse(numbers)?[..] else {
                return Err(usage("1510 takes one number, the pile"));
            };
            run::<stone_game_iv::Position>(n, input, output)
        }
        "1563" => run::<stone_game_v::Position>(parse(numbers)?, input, output),
        "1686" => run::<stone_game_vi::Position>(two_rows(numbers)?, input, output),
        "1690" => run::<stone_game_vii::Position>(parse(numbers)?, input, output),
        "1872" => run::<stone_game_viii::Position>(parse(numbers)?, input, output),
        "2029" => run::<stone_game_ix::Position>(parse(numbers)?, input, output),
        _ => Err(usage(&format!("no problem {problem}"))),
    }
}

/// `message`, then the usage line, as an error.
fn usage(message: &str) -> Failure {
    format!("{message}\n{USAGE}").into()
}

/// Every word of `numbers` as a `T`, or an error naming the one that is not.
fn parse<T: FromStr>(numbers: &[String]) -> Result<Vec<T>, Failure> {
    numbers
        .iter()
        .map(|word| {
            word.parse()
                .map_err(|_| usage(&format!("{word:?} is not a number this game takes")))
        })
        .collect()
}

/// Stone Game VI's rows: Alice's values, then `/`, then Bob's, as many.
fn two_rows(numbers: &[String]) -> Result<(Vec<u32>, Vec<u32>), Failure> {
    let at = numbers
        .iter()
        .position(|a| a == "/")
        .ok_or_else(|| usage("1686 takes Alice's values, then /, then Bob's values"))?;
    let (alice, bob) = (parse(&numbers[..at])?, parse(&numbers[at + 1..])?);
    if alice.len() != bob.len() {
        let (alice, bob) = (alice.len(), bob.len());
        let error = stone_game_vi::Error::LengthsDiffer { alice, bob };
        return Err(usage(&error.to_string()));
    }
    Ok((alice, bob))
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// The reader quit, or the input ended, before the game did.
    Quit,
    /// Alice's and Bob's totals at the end.
    Scores { alice: i128, bob: i128 },
    /// Alice's score, in Stone Game V, where Bob scores nothing.
    Score(i128),
    /// Who won, in the games without scores (IV and IX).
    Winner(Player),
}

impl Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Outcome::Quit => write!(f, "You quit."),
            Outcome::Scores { alice, bob } => {
                write!(f, "Alice {alice}, Bob {bob}: ")?;
                write!(f, "{}.", difference(alice - bob))
            }
            Outcome::Score(alice) => write!(f, "Alice scored {alice}."),
            Outcome::Winner(player) => write!(f, "{player} wins."),
        }
    }
}

/// Who won `game`, over, in the games without scores (IV and IX), which
/// have no tie.
fn won(game: &impl Game) -> Outcome {
    match game.winner() {
        Some(Winner::Alice) => Outcome::Winner(Player::Alice),
        Some(Winner::Bob) => Outcome::Winner(Player::Bob),
        other => unreachable!("a game without ties ended with {other:?}"),
    }
}

/// Alice's total minus Bob's, `d`, and who it says won.
fn difference(d: i128) -> String {
    let verdict = match d.cmp(&0) {
        Ordering::Greater => "Alice wins",
        Ordering::Less => "Bob wins",
        Ordering::Equal => "a tie",
    };
    format!("Alice - Bob = {d}, {verdict}")
}

/// Who optimal play says wins: Alice if `alice_wins`, or Bob.
fn winner(alice_wins: bool) -> String {
    let player = if alice_wins {
        Player::Alice
    } else {
        Player::Bob
    };
    format!("{player} wins")
}

/// Both totals so far, as [`Game::scores`] gives them, in words (empty in
/// the games without them).
fn tally(game: &impl Game) -> String {
    match game.scores() {
        Some((alice, bob)) => format!("Alice {alice}, Bob {bob}"),
        None => String::new(),
    }
}

/// The values of `row`, separated by spaces, or `(none)`.
fn show<T: Display>(row: &[T]) -> String {
    if row.is_empty() {
        return "(none)".into();
    }
    let words: Vec<String> = row.iter().map(T::to_string).collect();
    words.join(" ")
}

/// Plays the game from `start` out: the reader's moves from `input`, the
/// crate's for Bob, the game's story on `output`. A row the game does not
/// take is refused before any move is made.
fn run<G: Terminal>(
    start: G::Start,
    mut input: impl BufRead,
    mut output: impl Write,
) -> Result<Outcome, Failure> {
    let mut game = G::start(&start)?;
    let optimal = G::optimal(&start)?;
    writeln!(output, "{} You are Alice.", G::RULES)?;
    let mut last = None;
    while !game.is_over() {
        writeln!(output, "{}", game.show(&start, last.as_ref()))?;
        let made = if game.mover() == Player::Bob {
            let best = game.best_move().ok_or("no move in a game not over")?;
            game.play(best)?
        } else if let Some(made) = reader_moves(&mut game, &mut input, &mut output)? {
            made
        } else {
            writeln!(output, "{}", Outcome::Quit)?;
            return Ok(Outcome::Quit);
        };
        writeln!(output, "{}.", G::told(&start, &made))?;
        last = Some(made);
    }
    let outcome = game.outcome(last.as_ref());
    writeln!(output, "{outcome}")?;
    writeln!(output, "Optimal play from the start: {optimal}.")?;
    Ok(outcome)
}

/// Asks the reader for a move until the game's `play` takes one: its
/// record, or `None` when the reader quits, or the input ends.
fn reader_moves<G: Terminal>(
    game: &mut G,
    input: &mut impl BufRead,
    output: &mut impl Write,
) -> Result<Option<G::Move>, Failure> {
    loop {
        let prompt = game.prompt();
        write!(output, "Your move ({prompt}; ? hint, q quit): ")?;
        output.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(output)?;
            return Ok(None);
        }
        // `L`, `R` and `Q` read as `l`, `r` and `q`.
        let refusal = match line.trim().to_lowercase().as_str() {
            "q" => return Ok(None),
            "?" => {
                writeln!(output, "{}", hint(game))?;
                continue;
            }
            "" => continue,
            word => match game.parse(word) {
                Ok(choice) => match game.play(choice) {
                    Ok(made) => return Ok(Some(made)),
                    Err(error) => game.refusal(choice, error),
                },
                Err(reason) => reason,
            },
        };
        writeln!(output, "Refused: {refusal}.")?;
    }
}

/// The crate's best move in the reader's place, in words.
fn hint<G: Terminal>(game: &G) -> String {
    match game.best_move() {
        Some(choice) => format!("The crate would play {}.", game.word(choice)),
        None => "There is no move to make.".into(),
    }
}

mod games;
use games::Terminal;

#[cfg(test)]
mod tests;
