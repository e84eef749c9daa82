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

use stone_games::shared::{End, Game, Player, Winner};
use stone_games::stone_game_v::{Cut, Part};
use stone_games::{
    stone_game, stone_game_ii, stone_game_iii, stone_game_iv, stone_game_ix,
    stone_game_v, stone_game_vi, stone_game_vii, stone_game_viii,
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
        "877" | "486" => {
            run::<stone_game::Position>(parse(numbers)?, input, output)
        }
        "1140" => {
            run::<stone_game_ii::Position>(parse(numbers)?, input, output)
        }
        "1406" => {
            run::<stone_game_iii::Position>(parse(numbers)?, input, output)
        }
        "1510" => {
            let [n] = parse(numbers)?[..] else {
                return Err(usage("1510 takes one number, the pile"));
            };
            run::<stone_game_iv::Position>(n, input, output)
        }
        "1563" => run::<stone_game_v::Position>(parse(numbers)?, input, output),
        "1686" => {
            run::<stone_game_vi::Position>(two_rows(numbers)?, input, output)
        }
        "1690" => {
            run::<stone_game_vii::Position>(parse(numbers)?, input, output)
        }
        "1872" => {
            run::<stone_game_viii::Position>(parse(numbers)?, input, output)
        }
        "2029" => {
            run::<stone_game_ix::Position>(parse(numbers)?, input, output)
        }
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

/// Stone Game VI's rows: Alice's values, then `/`, then Bob's, as many.
fn two_rows(numbers: &[String]) -> Result<(Vec<u32>, Vec<u32>), Failure> {
    let at = numbers.iter().position(|a| a == "/").ok_or_else(|| {
        usage("1686 takes Alice's values, then /, then Bob's values")
    })?;
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

/// A game's `Position` as the terminal plays it. The position itself, the
/// moves the rules allow, the best move and the scores are the crate's;
/// this is what the reader reads and types.
trait Terminal: Game + Sized {
    /// The start of a game, as the command line gives it.
    type Start;
    /// The rules, in one line.
    const RULES: &'static str;
    /// The position at `start`: the game's `Position::new`.
    fn start(start: &Self::Start) -> Result<Self, Self::Error>;
    /// What optimal play makes of `start`: the game's answer function.
    fn optimal(start: &Self::Start) -> Result<String, Self::Error>;
    /// The position and the totals; `last` is the record of the last move
    /// (Stone Game IX, whose moves score nothing, reads its sum there).
    fn show(&self, start: &Self::Start, last: Option<&Self::Move>) -> String;
    /// What the reader types for a move.
    fn prompt(&self) -> String;
    /// The choice `word` names, or why it names none. Whether the rules
    /// allow it is for `play` to say.
    fn parse(&self, word: &str) -> Result<Self::Choice, String>;
    /// `choice` as the reader would type it.
    fn word(&self, choice: Self::Choice) -> String;
    /// What the move `m` did, in words.
    fn told(start: &Self::Start, m: &Self::Move) -> String;
    /// How the game ended, once it is over, `last` its last move: both
    /// totals, in the games that score both players (the others say).
    fn outcome(&self, _last: Option<&Self::Move>) -> Outcome {
        let (alice, bob) = self
            .scores()
            .expect("IV, V and IX tell their outcome their own way");
        Outcome::Scores { alice, bob }
    }
    /// Why `play` refused `choice`, for the reader: its `error`, unless the
    /// game words it better.
    fn refusal(&self, _choice: Self::Choice, error: Self::Error) -> String {
        error.to_string()
    }
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
        } else if let Some(made) =
            reader_moves(&mut game, &mut input, &mut output)?
        {
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

/// `n` and `noun`, plural unless `n` is 1: `1 pile`, `2 piles`.
fn count(n: usize, noun: &str) -> String {
    match n {
        1 => format!("1 {noun}"),
        _ => format!("{n} {noun}s"),
    }
}

/// `word` as a `T`, or that it is not `what`.
fn number<T: FromStr>(word: &str, what: &str) -> Result<T, String> {
    word.parse().map_err(|_| format!("{word:?} is not {what}"))
}

/// The largest number of the game's choices: the most a move takes here.
fn most(game: &impl Game<Choice = usize>) -> usize {
    game.choices().last().copied().unwrap_or(0)
}

/// Which end `word` names: `l` or `r` (or `left`, `right`).
fn parse_end(word: &str) -> Result<End, String> {
    match word {
        "l" | "left" => Ok(End::Left),
        "r" | "right" => Ok(End::Right),
        _ => Err(format!("{word:?} is not an end: type l or r")),
    }
}

/// `end` as the reader types it: `l` or `r`.
fn end_word(end: End) -> String {
    match end {
        End::Left => "l",
        End::Right => "r",
    }
    .into()
}

/// The stones of a row of `len` not `taken`, as `index: label`.
fn show_left(
    len: usize,
    taken: &[usize],
    label: impl Fn(usize) -> String,
) -> String {
    let left: Vec<String> = (0..len)
        .filter(|i| !taken.contains(i))
        .map(|i| format!("{i}: {}", label(i)))
        .collect();
    if left.is_empty() {
        "(none)".into()
    } else {
        left.join(", ")
    }
}

/// Stone Game (877, 486): take the whole pile at either end.
impl Terminal for stone_game::Position {
    type Start = Vec<u32>;
    const RULES: &'static str =
        "Stone Game: take the pile at either end; the most stones wins.";

    fn start(piles: &Self::Start) -> Result<Self, Self::Error> {
        Self::new(piles)
    }
    fn optimal(piles: &Self::Start) -> Result<String, Self::Error> {
        Ok(difference(stone_game::score_difference(piles)?.into()))
    }
    fn show(&self, _: &Self::Start, _: Option<&Self::Move>) -> String {
        let tally = tally(self);
        format!("piles: {} | {tally}", show(self.piles()))
    }
    fn prompt(&self) -> String {
        "l or r, the end to take a pile from".into()
    }
    fn parse(&self, word: &str) -> Result<End, String> {
        parse_end(word)
    }
    fn word(&self, end: End) -> String {
        end_word(end)
    }
    fn told(_: &Self::Start, m: &Self::Move) -> String {
        format!("{} takes the {} pile, {}", m.player, m.end, m.points)
    }
}

/// Stone Game II (1140): take the first X piles, 1 <= X <= 2M, and M
/// becomes max(M, X).
impl Terminal for stone_game_ii::Position {
    type Start = Vec<u32>;
    const RULES: &'static str =
        "Stone Game II: take the first X piles, X from 1 to 2M, and M \
         becomes the larger of M and X; the most stones wins.";

    fn start(piles: &Self::Start) -> Result<Self, Self::Error> {
        Self::new(piles)
    }
    fn optimal(piles: &Self::Start) -> Result<String, Self::Error> {
        let most = stone_game_ii::max_stones(piles)?;
        Ok(format!("Alice collects {most} stones"))
    }
    fn show(&self, _: &Self::Start, _: Option<&Self::Move>) -> String {
        let tally = tally(self);
        let piles = show(self.piles());
        format!("piles: {piles} | M = {} | {tally}", self.m())
    }
    fn prompt(&self) -> String {
        format!("X, how many piles to take, 1 to {}", most(self))
    }
    fn parse(&self, word: &str) -> Result<usize, String> {
        number(word, "a number of piles")
    }
    fn word(&self, x: usize) -> String {
        x.to_string()
    }
    fn told(_: &Self::Start, m: &Self::Move) -> String {
        let piles = count(m.count, "pile");
        format!("{} takes {piles}: {} stones", m.player, m.points)
    }
}

/// Stone Game III (1406): take the first 1, 2 or 3 values.
impl Terminal for stone_game_iii::Position {
    type Start = Vec<i32>;
    const RULES: &'static str =
        "Stone Game III: take the first 1, 2 or 3 values; the higher \
         score wins.";

    fn start(values: &Self::Start) -> Result<Self, Self::Error> {
        Self::new(values)
    }
    fn optimal(values: &Self::Start) -> Result<String, Self::Error> {
        Ok(difference(stone_game_iii::score_difference(values)?.into()))
    }
    fn show(&self, _: &Self::Start, _: Option<&Self::Move>) -> String {
        let tally = tally(self);
        format!("values: {} | {tally}", show(self.values()))
    }
    fn prompt(&self) -> String {
        format!("how many values to take, 1 to {}", most(self))
    }
    fn parse(&self, word: &str) -> Result<usize, String> {
        number(word, "a number of values")
    }
    fn word(&self, n: usize) -> String {
        n.to_string()
    }
    fn told(_: &Self::Start, m: &Self::Move) -> String {
        let values = count(m.count, "value");
        format!("{} takes {values}, worth {}", m.player, m.points)
    }
}

/// Stone Game IV (1510): take a square number of stones from one pile;
/// who cannot move loses.
impl Terminal for stone_game_iv::Position {
    type Start = u64;
    const RULES: &'static str =
        "Stone Game IV: take a square number of stones, 1, 4, 9, ...; \
         who cannot move loses.";

    fn start(&n: &Self::Start) -> Result<Self, Self::Error> {
        Self::new(n)
    }
    fn optimal(&n: &Self::Start) -> Result<String, Self::Error> {
        Ok(winner(stone_game_iv::alice_wins(n)?))
    }
    fn show(&self, _: &Self::Start, _: Option<&Self::Move>) -> String {
        format!("pile: {}", self.pile())
    }
    fn prompt(&self) -> String {
        format!("the square to take, not its root, at most {}", self.pile())
    }
    fn parse(&self, word: &str) -> Result<u64, String> {
        number(word, "a number of stones")
    }
    fn word(&self, square: u64) -> String {
        square.to_string()
    }
    fn told(_: &Self::Start, m: &Self::Move) -> String {
        format!("{} takes {}, leaving {}", m.player, m.square, m.after)
    }
    /// The player to move at the end cannot move, and has lost.
    fn outcome(&self, _: Option<&Self::Move>) -> Outcome {
        won(self)
    }
}

/// Stone Game V (1563): Alice cuts the row in two, the part with the
/// larger sum is thrown away, and she scores the other. Every move is the
/// reader's: a cut is how many stones go left, and on equal sums the part
/// that stays.
impl Terminal for stone_game_v::Position {
    type Start = Vec<u32>;
    const RULES: &'static str =
        "Stone Game V: cut the row in two; the part with the larger sum is \
         thrown away, you score the other, and it is the next row.";

    fn start(values: &Self::Start) -> Result<Self, Self::Error> {
        Self::new(values)
    }
    fn optimal(values: &Self::Start) -> Result<String, Self::Error> {
        let most = stone_game_v::max_score(values)?;
        Ok(format!("Alice scores {most}"))
    }
    fn show(&self, _: &Self::Start, _: Option<&Self::Move>) -> String {
        let score = self.score();
        format!("stones: {} | Alice {score}", show(self.values()))
    }
    fn prompt(&self) -> String {
        let most = self.values().len().saturating_sub(1);
        format!("how many stones go left, 1 to {most}; on a tie, l or r too")
    }
    /// The part that stays is the one with the smaller sum, unless `word`
    /// says which; on equal sums, it must.
    fn parse(&self, word: &str) -> Result<Cut, String> {
        let (at, side) = cut_and_side(word)?;
        let cuts: Vec<Cut> = self
            .choices()
            .into_iter()
            .filter(|c| c.left_len == at)
            .collect();
        match (side, &cuts[..]) {
            (Some(kept), _) => Ok(Cut { left_len: at, kept }),
            (None, [cut]) => Ok(*cut),
            (None, [_, _]) => Err(format!(
                "both parts are worth {}: say which stays, {at} l or {at} r",
                part_sums(self.values(), at).0
            )),
            // No cut there: `play` refuses it.
            (None, _) => Ok(Cut {
                left_len: at,
                kept: Part::Left,
            }),
        }
    }
    fn word(&self, cut: Cut) -> String {
        let (left, right) = part_sums(self.values(), cut.left_len);
        match (left == right, cut.kept) {
            (true, Part::Left) => format!("{} l", cut.left_len),
            (true, Part::Right) => format!("{} r", cut.left_len),
            (false, _) => cut.left_len.to_string(),
        }
    }
    fn told(values: &Self::Start, m: &Self::Move) -> String {
        let (left, right) = (&values[m.left.clone()], &values[m.right.clone()]);
        let thrown = match m.kept {
            Part::Left => Part::Right,
            Part::Right => Part::Left,
        };
        format!(
            "Alice cuts {} | {}, {} against {}; Bob throws away the {thrown} \
             part, and Alice scores {}",
            show(left),
            show(right),
            m.left_sum,
            m.right_sum,
            m.points
        )
    }
    fn outcome(&self, _: Option<&Self::Move>) -> Outcome {
        Outcome::Score(self.score().into())
    }
    /// The crate names a cut it refuses by where it is and the part kept;
    /// the reader is told the cuts there are, or the sums.
    fn refusal(&self, cut: Cut, error: stone_game_v::Error) -> String {
        let stone_game_v::Error::NoSuchMove { len, .. } = error else {
            return error.to_string();
        };
        if cut.left_len == 0 || cut.left_len >= len {
            return format!("both parts need a stone: 1 to {}", len - 1);
        }
        let (left, right) = part_sums(self.values(), cut.left_len);
        format!("{left} against {right}: the larger part goes")
    }
}

/// The cut `word` names, and the part to keep if it says: `3`, `3 l`,
/// `3r`.
fn cut_and_side(word: &str) -> Result<(usize, Option<Part>), String> {
    let (at, side) = if let Some(at) = word.strip_suffix('l') {
        (at, Some(Part::Left))
    } else if let Some(at) = word.strip_suffix('r') {
        (at, Some(Part::Right))
    } else {
        (word, None)
    };
    Ok((number(at.trim(), "a cut: 3, or 3 l")?, side))
}

/// The sums of the first `at` of `values` and of the rest (a cut's
/// `left_len`).
fn part_sums(values: &[u32], at: usize) -> (u64, u64) {
    let (left, right) = values.split_at(at.min(values.len()));
    let sum = |part: &[u32]| part.iter().map(|&v| u64::from(v)).sum();
    (sum(left), sum(right))
}

/// Stone Game VI (1686): take any stone, worth one value to Alice and
/// another to Bob.
impl Terminal for stone_game_vi::Position {
    type Start = (Vec<u32>, Vec<u32>);
    const RULES: &'static str =
        "Stone Game VI: take any stone, and score its value to you; the \
         higher total wins.";

    fn start((alice, bob): &Self::Start) -> Result<Self, Self::Error> {
        Self::new(alice, bob)
    }
    fn optimal((alice, bob): &Self::Start) -> Result<String, Self::Error> {
        let d = stone_game_vi::score_difference(alice, bob)?;
        Ok(difference(d.into()))
    }
    fn show(&self, rows: &Self::Start, _: Option<&Self::Move>) -> String {
        let (alice, bob) = rows;
        let label = |i: usize| format!("{}/{}", alice[i], bob[i]);
        let stones = show_left(alice.len(), self.taken(), label);
        let tally = tally(self);
        format!("stones (index: Alice's/Bob's): {stones} | {tally}")
    }
    fn prompt(&self) -> String {
        "the index of a stone to take".into()
    }
    fn parse(&self, word: &str) -> Result<usize, String> {
        number(word, "a stone's index")
    }
    fn word(&self, index: usize) -> String {
        index.to_string()
    }
    fn told(_: &Self::Start, m: &Self::Move) -> String {
        let (player, index, points) = (m.player, m.index, m.points);
        format!("{player} takes stone {index}, worth {points} to {player}")
    }
}

/// Stone Game VII (1690): remove the stone at either end, and score the
/// stones still in the row.
impl Terminal for stone_game_vii::Position {
    type Start = Vec<u32>;
    const RULES: &'static str =
        "Stone Game VII: remove the stone at either end, and score the \
         stones left; Alice plays to end ahead by the most.";

    fn start(stones: &Self::Start) -> Result<Self, Self::Error> {
        Self::new(stones)
    }
    fn optimal(stones: &Self::Start) -> Result<String, Self::Error> {
        Ok(difference(stone_game_vii::score_difference(stones)?.into()))
    }
    fn show(&self, _: &Self::Start, _: Option<&Self::Move>) -> String {
        let tally = tally(self);
        format!("stones: {} | {tally}", show(self.stones()))
    }
    fn prompt(&self) -> String {
        "l or r, the end to remove a stone from".into()
    }
    fn parse(&self, word: &str) -> Result<End, String> {
        parse_end(word)
    }
    fn word(&self, end: End) -> String {
        end_word(end)
    }
    fn told(_: &Self::Start, m: &Self::Move) -> String {
        format!(
            "{} removes the {} stone, {}, and scores {}",
            m.player, m.end, m.stone, m.points
        )
    }
}

/// Stone Game VIII (1872): merge the x >= 2 leftmost stones into one, and
/// score its value.
impl Terminal for stone_game_viii::Position {
    type Start = Vec<i32>;
    const RULES: &'static str =
        "Stone Game VIII: merge the x leftmost stones, x at least 2, into \
         one, and score its value; Alice plays to end ahead by the most.";

    fn start(stones: &Self::Start) -> Result<Self, Self::Error> {
        Self::new(stones)
    }
    fn optimal(stones: &Self::Start) -> Result<String, Self::Error> {
        Ok(difference(
            stone_game_viii::score_difference(stones)?.into(),
        ))
    }
    fn show(&self, _: &Self::Start, _: Option<&Self::Move>) -> String {
        let stones = match self.first() {
            Some(first) => format!("{first} {}", show(self.rest())),
            None => "(none)".into(),
        };
        let tally = tally(self);
        format!("stones: {stones} | {tally}")
    }
    fn prompt(&self) -> String {
        format!("x, how many stones to merge, 2 to {}", most(self))
    }
    fn parse(&self, word: &str) -> Result<usize, String> {
        number(word, "a number of stones")
    }
    fn word(&self, x: usize) -> String {
        x.to_string()
    }
    fn told(_: &Self::Start, m: &Self::Move) -> String {
        let (player, x, stone) = (m.player, m.count, m.points);
        format!("{player} merges {x} stones into {stone}, and scores it")
    }
}

/// Stone Game IX (2029): take any stone; who makes the sum of the stones
/// taken a multiple of 3 loses, and Bob wins when they run out.
impl Terminal for stone_game_ix::Position {
    type Start = Vec<u32>;
    const RULES: &'static str =
        "Stone Game IX: take any stone; who makes the sum of the stones \
         taken a multiple of 3 loses, and Bob wins if they run out.";

    fn start(stones: &Self::Start) -> Result<Self, Self::Error> {
        Self::new(stones)
    }
    fn optimal(stones: &Self::Start) -> Result<String, Self::Error> {
        Ok(winner(stone_game_ix::alice_wins(stones)?))
    }
    fn show(&self, stones: &Self::Start, last: Option<&Self::Move>) -> String {
        let label = |i: usize| stones[i].to_string();
        let left = show_left(stones.len(), self.taken(), label);
        let sum = last.map_or(0, |m| m.sum);
        format!("stones (index: value): {left} | sum {sum} mod 3")
    }
    fn prompt(&self) -> String {
        "the index of a stone to take".into()
    }
    fn parse(&self, word: &str) -> Result<usize, String> {
        number(word, "a stone's index")
    }
    fn word(&self, index: usize) -> String {
        index.to_string()
    }
    fn told(_: &Self::Start, m: &Self::Move) -> String {
        let said =
            format!("{} takes {} (stone {})", m.player, m.stone, m.index);
        match m.sum {
            0 => format!("{said}: a multiple of 3, and {} loses", m.player),
            sum => format!("{said}: the sum is {sum} mod 3"),
        }
    }
    fn outcome(&self, _: Option<&Self::Move>) -> Outcome {
        won(self)
    }
}

#[cfg(test)]
mod tests {
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
                assert_eq!(
                    alice_minus_bob(outcome),
                    Some(d.into()),
                    "{piles:?}"
                );
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
    fn stone_game_viii_best_play_scores_the_difference() -> Result<(), Failure>
    {
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
            ("1510", "7", "2", "and 2 is not one", "takes 4, leaving 3"),
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
        for ((problem, numbers, illegal, reason, made), legal) in
            cases.into_iter().zip(legal)
        {
            let numbers: Vec<String> =
                numbers.split_whitespace().map(String::from).collect();
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
        ] {
            let (_, printed) =
                scripted("1563", &values, &format!("{cut}\nq\n"))?;
            assert!(printed.contains(reason), "{cut}: {printed}");
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
            ("1510", "4 5"),
            ("1510", ""),
            ("1686", "1 2 3"),
            ("1686", "1 2 / 3"),
            ("1872", "1 2.5"),
        ];
        for (problem, numbers) in bad {
            let numbers: Vec<String> =
                numbers.split_whitespace().map(String::from).collect();
            let error = scripted(problem, &numbers, "").unwrap_err();
            assert!(error.to_string().contains("usage: play"), "{error}");
        }
    }
}
