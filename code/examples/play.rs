//! Plays a game of the family against the crate in the terminal: you are
//! Alice, and the crate is Bob, who answers each of your moves with his
//! game's `best_move`:
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
//! the rule, not Bob, throws away the larger part. At each turn `?` shows
//! the crate's best move in your place, and `q` quits. At the end, your
//! game is set beside what optimal play makes of the row from the start.

use std::cmp::Ordering;
use std::error::Error;
use std::fmt::{self, Display};
use std::io::{BufRead, Write};
use std::ops::Range;
use std::process::ExitCode;
use std::str::FromStr;

use stone_games::shared::Player;
use stone_games::{stone_game, stone_game_vii};

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
        "877" | "486" => run(StoneGame::new(parse(numbers)?), input, output),
        "1690" => run(StoneGameVII::new(parse(numbers)?), input, output),
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
            word.parse().map_err(|_| {
                usage(&format!("{word:?} is not a number this game takes"))
            })
        })
        .collect()
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

/// Alice's total minus Bob's, `d`, and who it says won.
fn difference(d: i128) -> String {
    let verdict = match d.cmp(&0) {
        Ordering::Greater => "Alice wins",
        Ordering::Less => "Bob wins",
        Ordering::Equal => "a tie",
    };
    format!("Alice - Bob = {d}, {verdict}")
}

/// Both totals so far, and the player to move, in the games with scores.
struct Tally {
    alice: i128,
    bob: i128,
    mover: Player,
}

impl Tally {
    fn new() -> Self {
        Tally {
            alice: 0,
            bob: 0,
            mover: Player::Alice,
        }
    }

    /// Adds `points` to the mover's total, and passes the turn.
    fn add(&mut self, points: i128) {
        match self.mover {
            Player::Alice => self.alice += points,
            Player::Bob => self.bob += points,
        }
        self.mover = self.mover.other();
    }

    fn outcome(&self) -> Outcome {
        Outcome::Scores {
            alice: self.alice,
            bob: self.bob,
        }
    }
}

impl Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Alice {}, Bob {}", self.alice, self.bob)
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

/// A game in progress, as [`run`] plays it: the position, the moves the
/// reader types, and the crate's best move.
trait Game {
    /// A move, as the game's `best_move` gives it.
    type Move;
    /// The rules, in one line.
    fn rules(&self) -> &'static str;
    /// The player to move.
    fn mover(&self) -> Player;
    /// Whether the game is over.
    fn is_over(&self) -> bool;
    /// The position: the row, and the scores so far.
    fn position(&self) -> String;
    /// What the reader types for a move.
    fn prompt(&self) -> String;
    /// The best move for the player to move: the game's `best_move`.
    fn best(&self) -> Result<Option<Self::Move>, Failure>;
    /// The move `word` names, or why it is not a legal move here.
    fn parse(&self, word: &str) -> Result<Self::Move, String>;
    /// `m` as the reader would type it.
    fn word(&self, m: &Self::Move) -> String;
    /// Makes the move `m`, and says what it did.
    fn apply(&mut self, m: Self::Move) -> String;
    /// How the game ended, once it is over.
    fn outcome(&self) -> Outcome;
    /// What optimal play makes of the row from the start: the game's
    /// answer function.
    fn optimal(&self) -> Result<String, Failure>;
}

/// Plays `game` out: the reader's moves from `input`, the crate's for
/// Bob, the game's story on `output`. The first call of the game's
/// `best_move` refuses a row it does not take before any move is made.
fn run(
    mut game: impl Game,
    mut input: impl BufRead,
    mut output: impl Write,
) -> Result<Outcome, Failure> {
    game.best()?;
    let optimal = game.optimal()?;
    writeln!(output, "{} You are Alice.", game.rules())?;
    while !game.is_over() {
        writeln!(output, "{}", game.position())?;
        if game.mover() == Player::Bob {
            let m = game.best()?.ok_or("no move in a game not over")?;
            writeln!(output, "{}.", game.apply(m))?;
        } else if !reader_moves(&mut game, &mut input, &mut output)? {
            writeln!(output, "{}", Outcome::Quit)?;
            return Ok(Outcome::Quit);
        }
    }
    let outcome = game.outcome();
    writeln!(output, "{outcome}")?;
    writeln!(output, "Optimal play from the start: {optimal}.")?;
    Ok(outcome)
}

/// Asks the reader for a move until one is legal, and makes it: `false`
/// when the reader quits, or the input ends.
fn reader_moves(
    game: &mut impl Game,
    input: &mut impl BufRead,
    output: &mut impl Write,
) -> Result<bool, Failure> {
    loop {
        let prompt = game.prompt();
        write!(output, "Your move ({prompt}; ? hint, q quit): ")?;
        output.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(output)?;
            return Ok(false);
        }
        match line.trim() {
            "q" => return Ok(false),
            "?" => writeln!(output, "{}", hint(game))?,
            "" => {}
            word => match game.parse(word) {
                Ok(m) => {
                    writeln!(output, "{}.", game.apply(m))?;
                    return Ok(true);
                }
                Err(reason) => writeln!(output, "Refused: {reason}.")?,
            },
        }
    }
}

/// The crate's best move in the reader's place, in words.
fn hint(game: &impl Game) -> String {
    match game.best() {
        Ok(Some(m)) => format!("The crate would play {}.", game.word(&m)),
        Ok(None) => "There is no move to make.".into(),
        Err(error) => format!("No hint: {error}"),
    }
}

/// `word` as a `T`, or that it is not `what`.
fn number<T: FromStr>(word: &str, what: &str) -> Result<T, String> {
    word.parse().map_err(|_| format!("{word:?} is not {what}"))
}

/// Which end `word` names: `l` or `r` (or `left`, `right`); `true` for
/// the left.
fn left_end(word: &str) -> Result<bool, String> {
    match word {
        "l" | "left" => Ok(true),
        "r" | "right" => Ok(false),
        _ => Err(format!("{word:?} is not an end: type l or r")),
    }
}

/// The position of the stone at the left end of `row`, or at its right
/// end, which `row` loses.
fn take(row: &mut Range<usize>, left: bool) -> Option<usize> {
    if left {
        row.next()
    } else {
        row.next_back()
    }
}

/// Stone Game (877, 486): take the whole pile at either end.
struct StoneGame {
    piles: Vec<u32>,
    row: Range<usize>,
    tally: Tally,
}

impl StoneGame {
    fn new(piles: Vec<u32>) -> Self {
        let row = 0..piles.len();
        StoneGame {
            piles,
            row,
            tally: Tally::new(),
        }
    }
}

impl Game for StoneGame {
    type Move = stone_game::End;

    fn rules(&self) -> &'static str {
        "Stone Game: take the pile at either end; the most stones wins."
    }
    fn mover(&self) -> Player {
        self.tally.mover
    }
    fn is_over(&self) -> bool {
        self.row.is_empty()
    }
    fn position(&self) -> String {
        let piles = show(&self.piles[self.row.clone()]);
        format!("piles: {piles} | {}", self.tally)
    }
    fn prompt(&self) -> String {
        "l or r, the end to take a pile from".into()
    }
    fn best(&self) -> Result<Option<stone_game::End>, Failure> {
        Ok(stone_game::best_move(&self.piles[self.row.clone()])?)
    }
    fn parse(&self, word: &str) -> Result<stone_game::End, String> {
        let left = left_end(word)?;
        Ok(if left {
            stone_game::End::Left
        } else {
            stone_game::End::Right
        })
    }
    fn word(&self, end: &stone_game::End) -> String {
        let left = *end == stone_game::End::Left;
        if left { "l" } else { "r" }.into()
    }
    fn apply(&mut self, end: stone_game::End) -> String {
        let left = end == stone_game::End::Left;
        let Some(i) = take(&mut self.row, left) else {
            return "No pile is left".into();
        };
        let (mover, pile) = (self.mover(), self.piles[i]);
        self.tally.add(pile.into());
        format!("{mover} takes the {end} pile, {pile}")
    }
    fn outcome(&self) -> Outcome {
        self.tally.outcome()
    }
    fn optimal(&self) -> Result<String, Failure> {
        let d = stone_game::score_difference(&self.piles)?;
        Ok(difference(d.into()))
    }
}

/// Stone Game VII (1690): remove the stone at either end, and score the
/// stones still in the row.
struct StoneGameVII {
    stones: Vec<u32>,
    row: Range<usize>,
    tally: Tally,
}

impl StoneGameVII {
    fn new(stones: Vec<u32>) -> Self {
        let row = 0..stones.len();
        StoneGameVII {
            stones,
            row,
            tally: Tally::new(),
        }
    }
}

impl Game for StoneGameVII {
    type Move = stone_game_vii::End;

    fn rules(&self) -> &'static str {
        "Stone Game VII: remove the stone at either end, and score the \
         stones left; Alice plays to end ahead by the most."
    }
    fn mover(&self) -> Player {
        self.tally.mover
    }
    fn is_over(&self) -> bool {
        self.row.is_empty()
    }
    fn position(&self) -> String {
        let stones = show(&self.stones[self.row.clone()]);
        format!("stones: {stones} | {}", self.tally)
    }
    fn prompt(&self) -> String {
        "l or r, the end to remove a stone from".into()
    }
    fn best(&self) -> Result<Option<stone_game_vii::End>, Failure> {
        Ok(stone_game_vii::best_move(&self.stones[self.row.clone()])?)
    }
    fn parse(&self, word: &str) -> Result<stone_game_vii::End, String> {
        let left = left_end(word)?;
        Ok(if left {
            stone_game_vii::End::Left
        } else {
            stone_game_vii::End::Right
        })
    }
    fn word(&self, end: &stone_game_vii::End) -> String {
        let left = *end == stone_game_vii::End::Left;
        if left { "l" } else { "r" }.into()
    }
    fn apply(&mut self, end: stone_game_vii::End) -> String {
        let left = end == stone_game_vii::End::Left;
        let Some(i) = take(&mut self.row, left) else {
            return "No stone is left".into();
        };
        let rest = &self.stones[self.row.clone()];
        let points: i128 = rest.iter().map(|&s| i128::from(s)).sum();
        let (mover, stone) = (self.mover(), self.stones[i]);
        self.tally.add(points);
        format!("{mover} removes the {end} stone, {stone}, and scores {points}")
    }
    fn outcome(&self) -> Outcome {
        self.tally.outcome()
    }
    fn optimal(&self) -> Result<String, Failure> {
        let d = stone_game_vii::score_difference(&self.stones)?;
        Ok(difference(d.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reader's lines for a game in which both players make the
    /// crate's best moves: Alice's moves, as she would type them.
    fn best_script(mut game: impl Game) -> Result<String, Failure> {
        let mut script = String::new();
        while !game.is_over() {
            let m = game.best()?.ok_or("no best move")?;
            if game.mover() == Player::Alice {
                script += &game.word(&m);
                script.push('\n');
            }
            game.apply(m);
        }
        Ok(script)
    }

    /// `row` as the words of a command line.
    fn words<T: Display>(row: &[T]) -> Vec<String> {
        row.iter().map(T::to_string).collect()
    }

    /// Plays `problem` on `numbers` with `script` as the reader's lines:
    /// how the game ended, and what it printed.
    fn scripted(
        problem: &str,
        numbers: &[String],
        script: &str,
    ) -> Result<(Outcome, String), Failure> {
        let mut output = Vec::new();
        let outcome = play(problem, numbers, script.as_bytes(), &mut output)?;
        Ok((outcome, String::from_utf8(output)?))
    }

    /// Rows to play on: the empty row, then 60 reproducible random rows
    /// of 1 to 9 values below `bound`.
    fn rows(bound: u32) -> Vec<Vec<u32>> {
        let mut state: u64 = 0x5eed;
        let mut next = move |below: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) % below
        };
        let mut rows = vec![Vec::new()];
        for _ in 0..60 {
            let len = 1 + next(9);
            rows.push((0..len).map(|_| next(bound.into()) as u32).collect());
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
            let script = best_script(StoneGame::new(piles.clone()))?;
            let (outcome, _) = scripted("877", &words(&piles), &script)?;
            let d = stone_game::score_difference(&piles)?;
            assert_eq!(alice_minus_bob(outcome), Some(d.into()), "{piles:?}");
        }
        Ok(())
    }

    #[test]
    fn stone_game_vii_best_play_scores_the_difference() -> Result<(), Failure>
    {
        for stones in rows(10) {
            let script = best_script(StoneGameVII::new(stones.clone()))?;
            let (outcome, _) = scripted("1690", &words(&stones), &script)?;
            let d = stone_game_vii::score_difference(&stones)?;
            assert_eq!(alice_minus_bob(outcome), Some(d.into()), "{stones:?}");
        }
        Ok(())
    }

    #[test]
    fn an_illegal_move_is_refused_and_the_game_goes_on() -> Result<(), Failure>
    {
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
        ];
        for (problem, numbers) in bad {
            let numbers: Vec<String> =
                numbers.split_whitespace().map(String::from).collect();
            let error = scripted(problem, &numbers, "").unwrap_err();
            assert!(error.to_string().contains("usage: play"), "{error}");
        }
    }
}
