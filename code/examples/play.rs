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
use std::marker::PhantomData;
use std::ops::Range;
use std::process::ExitCode;
use std::str::FromStr;

use stone_games::shared::{End, Player};
use stone_games::stone_game_v::Part;
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
            run(Ends::<StoneGame>::new(parse(numbers)?), input, output)
        }
        "1140" => run(StoneGameII::new(parse(numbers)?), input, output),
        "1406" => run(StoneGameIII::new(parse(numbers)?), input, output),
        "1510" => {
            let [n] = parse(numbers)?[..] else {
                return Err(usage("1510 takes one number, the pile"));
            };
            run(StoneGameIV::new(n), input, output)
        }
        "1563" => run(StoneGameV::new(parse(numbers)?), input, output),
        "1686" => run(StoneGameVI::new(numbers)?, input, output),
        "1690" => {
            run(Ends::<StoneGameVII>::new(parse(numbers)?), input, output)
        }
        "1872" => run(StoneGameVIII::new(parse(numbers)?), input, output),
        "2029" => run(StoneGameIX::new(parse(numbers)?), input, output),
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
        *self.mover.pick(&mut self.alice, &mut self.bob) += points;
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

/// A row played at both ends, as Stone Game and Stone Game VII play it:
/// the values, the positions still in the row, and the scores so far.
/// `R`, [`StoneGame`] or [`StoneGameVII`], says what a move scores.
struct Ends<R> {
    values: Vec<u32>,
    row: Range<usize>,
    tally: Tally,
    rules: PhantomData<R>,
}

/// What Stone Game and Stone Game VII do differently with a row played
/// at both ends: the rest of the game is [`Ends`]'s.
trait EndRules {
    /// The rules, in one line.
    const RULES: &'static str;
    /// What the row holds: `pile` or `stone`.
    const NOUN: &'static str;
    /// What a move does to the row: `take a pile`, `remove a stone`.
    const MOVE: &'static str;
    /// The best end to play from `row`: the game's `best_move`.
    fn best_move(row: &[u32]) -> Result<Option<End>, Failure>;
    /// The points of taking `value` from the `end` of the row, leaving
    /// `rest`, and what `mover` did, in words.
    fn score(
        mover: Player,
        end: End,
        value: u32,
        rest: &[u32],
    ) -> (i128, String);
    /// Alice's total minus Bob's under optimal play on `values`.
    fn score_difference(values: &[u32]) -> Result<i128, Failure>;
}

impl<R> Ends<R> {
    fn new(values: Vec<u32>) -> Self {
        let row = 0..values.len();
        Ends {
            values,
            row,
            tally: Tally::new(),
            rules: PhantomData,
        }
    }

    /// The values still in the row.
    fn in_play(&self) -> &[u32] {
        &self.values[self.row.clone()]
    }

    /// Takes the value at `end` out of the row, and returns it: `None`
    /// when the row is empty.
    fn take(&mut self, end: End) -> Option<u32> {
        end.take(&mut self.row).map(|i| self.values[i])
    }
}

impl<R: EndRules> Game for Ends<R> {
    type Move = End;

    fn rules(&self) -> &'static str {
        R::RULES
    }
    fn mover(&self) -> Player {
        self.tally.mover
    }
    fn is_over(&self) -> bool {
        self.row.is_empty()
    }
    fn position(&self) -> String {
        format!("{}s: {} | {}", R::NOUN, show(self.in_play()), self.tally)
    }
    fn prompt(&self) -> String {
        format!("l or r, the end to {} from", R::MOVE)
    }
    fn best(&self) -> Result<Option<End>, Failure> {
        R::best_move(self.in_play())
    }
    fn parse(&self, word: &str) -> Result<End, String> {
        parse_end(word)
    }
    fn word(&self, end: &End) -> String {
        end_word(*end)
    }
    fn apply(&mut self, end: End) -> String {
        let mover = self.mover();
        let Some(value) = self.take(end) else {
            return format!("No {} is left", R::NOUN);
        };
        let (points, told) = R::score(mover, end, value, self.in_play());
        self.tally.add(points);
        told
    }
    fn outcome(&self) -> Outcome {
        self.tally.outcome()
    }
    fn optimal(&self) -> Result<String, Failure> {
        Ok(difference(R::score_difference(&self.values)?))
    }
}

/// Stone Game (877, 486): take the whole pile at either end.
struct StoneGame;

impl EndRules for StoneGame {
    const RULES: &'static str =
        "Stone Game: take the pile at either end; the most stones wins.";
    const NOUN: &'static str = "pile";
    const MOVE: &'static str = "take a pile";

    fn best_move(piles: &[u32]) -> Result<Option<End>, Failure> {
        Ok(stone_game::best_move(piles)?)
    }
    fn score(mover: Player, end: End, pile: u32, _: &[u32]) -> (i128, String) {
        (pile.into(), format!("{mover} takes the {end} pile, {pile}"))
    }
    fn score_difference(piles: &[u32]) -> Result<i128, Failure> {
        Ok(stone_game::score_difference(piles)?.into())
    }
}

/// Stone Game VII (1690): remove the stone at either end, and score the
/// stones still in the row.
struct StoneGameVII;

impl EndRules for StoneGameVII {
    const RULES: &'static str =
        "Stone Game VII: remove the stone at either end, and score the \
         stones left; Alice plays to end ahead by the most.";
    const NOUN: &'static str = "stone";
    const MOVE: &'static str = "remove a stone";

    fn best_move(stones: &[u32]) -> Result<Option<End>, Failure> {
        Ok(stone_game_vii::best_move(stones)?)
    }
    fn score(
        mover: Player,
        end: End,
        stone: u32,
        rest: &[u32],
    ) -> (i128, String) {
        let points: i128 = rest.iter().map(|&s| i128::from(s)).sum();
        let told = format!(
            "{mover} removes the {end} stone, {stone}, and scores {points}"
        );
        (points, told)
    }
    fn score_difference(stones: &[u32]) -> Result<i128, Failure> {
        Ok(stone_game_vii::score_difference(stones)?.into())
    }
}

/// Stone Game II (1140): take the first X piles, 1 <= X <= 2M, and M
/// becomes max(M, X).
struct StoneGameII {
    piles: Vec<u32>,
    taken: usize,
    m: usize,
    tally: Tally,
}

impl StoneGameII {
    fn new(piles: Vec<u32>) -> Self {
        StoneGameII {
            piles,
            taken: 0,
            m: 1,
            tally: Tally::new(),
        }
    }

    /// The largest X the mover may take: 2M, or the piles left.
    fn most(&self) -> usize {
        self.m.saturating_mul(2).min(self.piles.len() - self.taken)
    }
}

impl Game for StoneGameII {
    type Move = usize;

    fn rules(&self) -> &'static str {
        "Stone Game II: take the first X piles, X from 1 to 2M, and M \
         becomes the larger of M and X; the most stones wins."
    }
    fn mover(&self) -> Player {
        self.tally.mover
    }
    fn is_over(&self) -> bool {
        self.taken == self.piles.len()
    }
    fn position(&self) -> String {
        let piles = show(&self.piles[self.taken..]);
        format!("piles: {piles} | M = {} | {}", self.m, self.tally)
    }
    fn prompt(&self) -> String {
        format!("X, how many piles to take, 1 to {}", self.most())
    }
    fn best(&self) -> Result<Option<usize>, Failure> {
        Ok(stone_game_ii::best_move(&self.piles[self.taken..], self.m)?)
    }
    fn parse(&self, word: &str) -> Result<usize, String> {
        let x: usize = number(word, "a number of piles")?;
        let left = self.piles.len() - self.taken;
        match x {
            0 => Err("X is at least 1".into()),
            x if x > left => Err(format!("only {left} piles are left")),
            x if x > self.most() => Err(format!("2M is {}", self.most())),
            x => Ok(x),
        }
    }
    fn word(&self, x: &usize) -> String {
        x.to_string()
    }
    fn apply(&mut self, x: usize) -> String {
        let end = (self.taken + x).min(self.piles.len());
        let piles = &self.piles[self.taken..end];
        let stones: i128 = piles.iter().map(|&p| i128::from(p)).sum();
        let mover = self.mover();
        (self.taken, self.m) = (end, self.m.max(x));
        self.tally.add(stones);
        format!("{mover} takes {}: {stones} stones", count(x, "pile"))
    }
    fn outcome(&self) -> Outcome {
        self.tally.outcome()
    }
    fn optimal(&self) -> Result<String, Failure> {
        let most = stone_game_ii::max_stones(&self.piles)?;
        Ok(format!("Alice collects {most} stones"))
    }
}

/// Stone Game III (1406): take the first 1, 2 or 3 values.
struct StoneGameIII {
    values: Vec<i32>,
    taken: usize,
    tally: Tally,
}

impl StoneGameIII {
    fn new(values: Vec<i32>) -> Self {
        StoneGameIII {
            values,
            taken: 0,
            tally: Tally::new(),
        }
    }

    /// The most values the mover may take: 3, or the values left.
    fn most(&self) -> usize {
        (self.values.len() - self.taken).min(3)
    }
}

impl Game for StoneGameIII {
    type Move = usize;

    fn rules(&self) -> &'static str {
        "Stone Game III: take the first 1, 2 or 3 values; the higher \
         score wins."
    }
    fn mover(&self) -> Player {
        self.tally.mover
    }
    fn is_over(&self) -> bool {
        self.taken == self.values.len()
    }
    fn position(&self) -> String {
        let values = show(&self.values[self.taken..]);
        format!("values: {values} | {}", self.tally)
    }
    fn prompt(&self) -> String {
        format!("how many values to take, 1 to {}", self.most())
    }
    fn best(&self) -> Result<Option<usize>, Failure> {
        Ok(stone_game_iii::best_move(&self.values[self.taken..])?)
    }
    fn parse(&self, word: &str) -> Result<usize, String> {
        let count: usize = number(word, "a number of values")?;
        if (1..=self.most()).contains(&count) {
            Ok(count)
        } else {
            Err(format!("take 1 to {} values", self.most()))
        }
    }
    fn word(&self, count: &usize) -> String {
        count.to_string()
    }
    fn apply(&mut self, n: usize) -> String {
        let end = (self.taken + n).min(self.values.len());
        let values = &self.values[self.taken..end];
        let points: i128 = values.iter().map(|&v| i128::from(v)).sum();
        let mover = self.mover();
        self.taken = end;
        self.tally.add(points);
        format!("{mover} takes {}, worth {points}", count(n, "value"))
    }
    fn outcome(&self) -> Outcome {
        self.tally.outcome()
    }
    fn optimal(&self) -> Result<String, Failure> {
        let d = stone_game_iii::score_difference(&self.values)?;
        Ok(difference(d.into()))
    }
}

/// Stone Game IV (1510): take a square number of stones from one pile;
/// who cannot move loses.
struct StoneGameIV {
    start: u64,
    pile: u64,
    mover: Player,
}

impl StoneGameIV {
    fn new(n: u64) -> Self {
        StoneGameIV {
            start: n,
            pile: n,
            mover: Player::Alice,
        }
    }
}

impl Game for StoneGameIV {
    type Move = u64;

    fn rules(&self) -> &'static str {
        "Stone Game IV: take a square number of stones, 1, 4, 9, ...; \
         who cannot move loses."
    }
    fn mover(&self) -> Player {
        self.mover
    }
    fn is_over(&self) -> bool {
        self.pile == 0
    }
    fn position(&self) -> String {
        format!("pile: {}", self.pile)
    }
    fn prompt(&self) -> String {
        format!("the square to take, not its root, at most {}", self.pile)
    }
    fn best(&self) -> Result<Option<u64>, Failure> {
        Ok(stone_game_iv::best_move(self.pile)?)
    }
    fn parse(&self, word: &str) -> Result<u64, String> {
        let square: u64 = number(word, "a number of stones")?;
        if square == 0 || square.isqrt() * square.isqrt() != square {
            Err(format!("{square} is not a square: 1, 4, 9, 16 and so on"))
        } else if square > self.pile {
            Err(format!("the pile has only {} stones", self.pile))
        } else {
            Ok(square)
        }
    }
    fn word(&self, square: &u64) -> String {
        square.to_string()
    }
    fn apply(&mut self, square: u64) -> String {
        let mover = self.mover;
        self.pile = self.pile.saturating_sub(square);
        self.mover = mover.other();
        format!("{mover} takes {square}, leaving {}", self.pile)
    }
    fn outcome(&self) -> Outcome {
        Outcome::Winner(self.mover.other())
    }
    fn optimal(&self) -> Result<String, Failure> {
        let alice_wins = stone_game_iv::alice_wins(self.start)?;
        Ok(winner(alice_wins))
    }
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

/// Stone Game V (1563): Alice cuts the row in two, the part with the
/// larger sum is thrown away, and she scores the other. Every move is the
/// reader's: a cut is how many stones go left, and on equal sums the part
/// that stays.
struct StoneGameV {
    values: Vec<u32>,
    row: Range<usize>,
    score: i128,
}

impl StoneGameV {
    fn new(values: Vec<u32>) -> Self {
        let row = 0..values.len();
        StoneGameV {
            values,
            row,
            score: 0,
        }
    }

    /// The sums of the two parts when the first `count` stones of the row
    /// go left.
    fn sums(&self, count: usize) -> (u64, u64) {
        let row = &self.values[self.row.clone()];
        let (left, right) = row.split_at(count.min(row.len()));
        let sum = |part: &[u32]| part.iter().map(|&v| u64::from(v)).sum();
        (sum(left), sum(right))
    }
}

impl Game for StoneGameV {
    type Move = (usize, Part);

    fn rules(&self) -> &'static str {
        "Stone Game V: cut the row in two; the part with the larger sum is \
         thrown away, you score the other, and it is the next row."
    }
    fn mover(&self) -> Player {
        Player::Alice
    }
    fn is_over(&self) -> bool {
        self.row.len() < 2
    }
    fn position(&self) -> String {
        let stones = show(&self.values[self.row.clone()]);
        format!("stones: {stones} | Alice {}", self.score)
    }
    fn prompt(&self) -> String {
        let most = self.row.len().saturating_sub(1);
        format!("how many stones go left, 1 to {most}; on a tie, l or r too")
    }
    fn best(&self) -> Result<Option<(usize, Part)>, Failure> {
        let cut = stone_game_v::best_move(&self.values[self.row.clone()])?;
        Ok(cut.map(|cut| (cut.left.end, cut.kept)))
    }
    fn parse(&self, word: &str) -> Result<(usize, Part), String> {
        let (count, side) = cut_and_side(word)?;
        let most = self.row.len().saturating_sub(1);
        if count == 0 || count > most {
            return Err(format!("both parts need a stone: 1 to {most}"));
        }
        let (left, right) = self.sums(count);
        match (left.cmp(&right), side) {
            (Ordering::Less, None | Some(Part::Left)) => {
                Ok((count, Part::Left))
            }
            (Ordering::Greater, None | Some(Part::Right)) => {
                Ok((count, Part::Right))
            }
            (Ordering::Equal, Some(part)) => Ok((count, part)),
            (Ordering::Equal, None) => Err(format!(
                "both parts are worth {left}: say which stays, \
                 {count} l or {count} r"
            )),
            _ => Err(format!("{left} against {right}: the larger part goes")),
        }
    }
    fn word(&self, &(count, kept): &(usize, Part)) -> String {
        let (left, right) = self.sums(count);
        if left == right {
            let side = if kept == Part::Left { "l" } else { "r" };
            format!("{count} {side}")
        } else {
            count.to_string()
        }
    }
    fn apply(&mut self, (count, kept): (usize, Part)) -> String {
        let (left, right) = self.sums(count);
        let cut = self.row.start + count.min(self.row.len());
        let parts = format!(
            "{} | {}",
            show(&self.values[self.row.start..cut]),
            show(&self.values[cut..self.row.end])
        );
        let (points, thrown) = match kept {
            Part::Left => (left, Part::Right),
            Part::Right => (right, Part::Left),
        };
        self.row = match kept {
            Part::Left => self.row.start..cut,
            Part::Right => cut..self.row.end,
        };
        self.score += i128::from(points);
        format!(
            "Alice cuts {parts}, {left} against {right}; Bob throws away \
             the {thrown} part, and Alice scores {points}"
        )
    }
    fn outcome(&self) -> Outcome {
        Outcome::Score(self.score)
    }
    fn optimal(&self) -> Result<String, Failure> {
        let most = stone_game_v::max_score(&self.values)?;
        Ok(format!("Alice scores {most}"))
    }
}

/// The cut `word` names, and the part to keep if it says: `3`, `3 l`,
/// `3r`.
fn cut_and_side(word: &str) -> Result<(usize, Option<Part>), String> {
    let (count, side) = if let Some(count) = word.strip_suffix('l') {
        (count, Some(Part::Left))
    } else if let Some(count) = word.strip_suffix('r') {
        (count, Some(Part::Right))
    } else {
        (word, None)
    };
    Ok((number(count.trim(), "a cut: 3, or 3 l")?, side))
}

/// The stones of a row not `taken`, as `index: label`.
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

/// The stone `word` names in a row of `len`, if it is not `taken`.
fn stone_index(
    word: &str,
    len: usize,
    taken: &[usize],
) -> Result<usize, String> {
    let index: usize = number(word, "a stone's index")?;
    if index >= len {
        Err(format!("there is no stone {index}: the row has {len}"))
    } else if taken.contains(&index) {
        Err(format!("stone {index} is taken"))
    } else {
        Ok(index)
    }
}

/// Stone Game VI (1686): take any stone, worth one value to Alice and
/// another to Bob.
struct StoneGameVI {
    alice: Vec<u32>,
    bob: Vec<u32>,
    taken: Vec<usize>,
    tally: Tally,
}

impl StoneGameVI {
    /// The game on Alice's values, then `/`, then Bob's.
    fn new(numbers: &[String]) -> Result<Self, Failure> {
        let at = numbers.iter().position(|a| a == "/").ok_or_else(|| {
            usage("1686 takes Alice's values, then /, then Bob's values")
        })?;
        Self::from_rows(parse(&numbers[..at])?, parse(&numbers[at + 1..])?)
    }

    fn from_rows(alice: Vec<u32>, bob: Vec<u32>) -> Result<Self, Failure> {
        stone_game_vi::check_same_len(&alice, &bob)
            .map_err(|error| usage(&error.to_string()))?;
        Ok(StoneGameVI {
            alice,
            bob,
            taken: Vec::new(),
            tally: Tally::new(),
        })
    }
}

impl Game for StoneGameVI {
    type Move = usize;

    fn rules(&self) -> &'static str {
        "Stone Game VI: take any stone, and score its value to you; the \
         higher total wins."
    }
    fn mover(&self) -> Player {
        self.tally.mover
    }
    fn is_over(&self) -> bool {
        self.taken.len() >= self.alice.len()
    }
    fn position(&self) -> String {
        let (alice, bob) = (&self.alice, &self.bob);
        let label = |i: usize| format!("{}/{}", alice[i], bob[i]);
        let stones = show_left(alice.len(), &self.taken, label);
        format!("stones (index: Alice's/Bob's): {stones} | {}", self.tally)
    }
    fn prompt(&self) -> String {
        "the index of a stone to take".into()
    }
    fn best(&self) -> Result<Option<usize>, Failure> {
        let (alice, bob) = (&self.alice, &self.bob);
        Ok(stone_game_vi::best_move(alice, bob, &self.taken)?)
    }
    fn parse(&self, word: &str) -> Result<usize, String> {
        stone_index(word, self.alice.len(), &self.taken)
    }
    fn word(&self, index: &usize) -> String {
        index.to_string()
    }
    fn apply(&mut self, index: usize) -> String {
        let mover = self.mover();
        let values = mover.pick(&self.alice, &self.bob);
        let points = values.get(index).copied().unwrap_or(0);
        self.taken.push(index);
        self.tally.add(points.into());
        format!("{mover} takes stone {index}, worth {points} to {mover}")
    }
    fn outcome(&self) -> Outcome {
        self.tally.outcome()
    }
    fn optimal(&self) -> Result<String, Failure> {
        let d = stone_game_vi::score_difference(&self.alice, &self.bob)?;
        Ok(difference(d.into()))
    }
}

/// Stone Game VIII (1872): merge the x >= 2 leftmost stones into one, and
/// score its value.
struct StoneGameVIII {
    stones: Vec<i32>,
    /// The last stone of the row merged into the first stone as it stands.
    at: usize,
    /// The first stone as it stands: the sum of the stones up to `at`.
    first: i128,
    tally: Tally,
}

impl StoneGameVIII {
    fn new(stones: Vec<i32>) -> Self {
        let first = stones.first().map_or(0, |&s| s.into());
        StoneGameVIII {
            stones,
            at: 0,
            first,
            tally: Tally::new(),
        }
    }

    /// How many stones the row holds as it stands.
    fn len(&self) -> usize {
        self.stones.len().saturating_sub(self.at)
    }

    /// The stones after the first, as they stand.
    fn rest(&self) -> &[i32] {
        self.stones.get(self.at + 1..).unwrap_or(&[])
    }
}

impl Game for StoneGameVIII {
    type Move = usize;

    fn rules(&self) -> &'static str {
        "Stone Game VIII: merge the x leftmost stones, x at least 2, into \
         one, and score its value; Alice plays to end ahead by the most."
    }
    fn mover(&self) -> Player {
        self.tally.mover
    }
    fn is_over(&self) -> bool {
        self.len() < 2
    }
    fn position(&self) -> String {
        let stones = match self.len() {
            0 => "(none)".into(),
            _ => format!("{} {}", self.first, show(self.rest())),
        };
        format!("stones: {} | {}", stones.trim_end(), self.tally)
    }
    fn prompt(&self) -> String {
        format!("x, how many stones to merge, 2 to {}", self.len())
    }
    fn best(&self) -> Result<Option<usize>, Failure> {
        if self.len() == 0 {
            return Ok(None);
        }
        // The merged first stone may be past an i32; a row of i32s keeps it
        // within an i64.
        let first = i64::try_from(self.first).map_err(|_| {
            format!("the first stone, {}, is no i64: no move", self.first)
        })?;
        Ok(stone_game_viii::best_move_from(first, self.rest())?)
    }
    fn parse(&self, word: &str) -> Result<usize, String> {
        let x: usize = number(word, "a number of stones")?;
        if (2..=self.len()).contains(&x) {
            Ok(x)
        } else {
            Err(format!("merge 2 to {} stones", self.len()))
        }
    }
    fn word(&self, x: &usize) -> String {
        x.to_string()
    }
    fn apply(&mut self, x: usize) -> String {
        let merged = &self.rest()[..x.saturating_sub(1).min(self.rest().len())];
        let sum: i128 = merged.iter().map(|&s| i128::from(s)).sum();
        let mover = self.mover();
        self.at += merged.len();
        self.first += sum;
        self.tally.add(self.first);
        format!(
            "{mover} merges {x} stones into {}, and scores it",
            self.first
        )
    }
    fn outcome(&self) -> Outcome {
        self.tally.outcome()
    }
    fn optimal(&self) -> Result<String, Failure> {
        let d = stone_game_viii::score_difference(&self.stones)?;
        Ok(difference(d.into()))
    }
}

/// Stone Game IX (2029): take any stone; who makes the sum of the stones
/// taken a multiple of 3 loses, and Bob wins when they run out.
struct StoneGameIX {
    stones: Vec<u32>,
    taken: Vec<usize>,
    /// The sum of the stones taken, mod 3.
    sum: u32,
    mover: Player,
    /// Whether the last move made a multiple of 3.
    lost: bool,
}

impl StoneGameIX {
    fn new(stones: Vec<u32>) -> Self {
        StoneGameIX {
            stones,
            taken: Vec::new(),
            sum: 0,
            mover: Player::Alice,
            lost: false,
        }
    }
}

impl Game for StoneGameIX {
    type Move = usize;

    fn rules(&self) -> &'static str {
        "Stone Game IX: take any stone; who makes the sum of the stones \
         taken a multiple of 3 loses, and Bob wins if they run out."
    }
    fn mover(&self) -> Player {
        self.mover
    }
    fn is_over(&self) -> bool {
        self.lost || self.taken.len() >= self.stones.len()
    }
    fn position(&self) -> String {
        let label = |i: usize| self.stones[i].to_string();
        let stones = show_left(self.stones.len(), &self.taken, label);
        format!("stones (index: value): {stones} | sum {} mod 3", self.sum)
    }
    fn prompt(&self) -> String {
        "the index of a stone to take".into()
    }
    fn best(&self) -> Result<Option<usize>, Failure> {
        Ok(stone_game_ix::best_move(&self.stones, &self.taken)?)
    }
    fn parse(&self, word: &str) -> Result<usize, String> {
        stone_index(word, self.stones.len(), &self.taken)
    }
    fn word(&self, index: &usize) -> String {
        index.to_string()
    }
    fn apply(&mut self, index: usize) -> String {
        let (mover, stone) = (self.mover, self.stones.get(index).copied());
        let stone = stone.unwrap_or(0);
        self.taken.push(index);
        self.sum = (self.sum + stone % 3) % 3;
        let said = format!("{mover} takes {stone} (stone {index})");
        if self.sum == 0 {
            self.lost = true;
            return format!("{said}: a multiple of 3, and {mover} loses");
        }
        self.mover = mover.other();
        format!("{said}: the sum is {} mod 3", self.sum)
    }
    fn outcome(&self) -> Outcome {
        match self.lost {
            true => Outcome::Winner(self.mover.other()),
            false => Outcome::Winner(Player::Bob),
        }
    }
    fn optimal(&self) -> Result<String, Failure> {
        Ok(winner(stone_game_ix::alice_wins(&self.stones)?))
    }
}

// The tests' rows: the reproducible rows of the benchmarks and the
// profiling examples, one generator for all of them.
#[cfg(test)]
#[path = "../benches/common/rows.rs"]
mod rows;

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
        let lengths: Vec<usize> = rows::row(0x5eed, 60, 1, 9);
        let most = i64::from(bound) - 1;
        let mut values = rows::row::<u32>(0x5eed_5eed, 9 * 60, 0, most);
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
            let script = best_script(Ends::<StoneGame>::new(piles.clone()))?;
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
    fn stone_game_vii_best_play_scores_the_difference() -> Result<(), Failure> {
        for stones in rows(10) {
            let script =
                best_script(Ends::<StoneGameVII>::new(stones.clone()))?;
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
            let script = best_script(StoneGameII::new(piles.clone()))?;
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
            let script = best_script(StoneGameIII::new(values.clone()))?;
            let (outcome, _) = scripted("1406", &words(&values), &script)?;
            let d = stone_game_iii::score_difference(&values)?;
            assert_eq!(alice_minus_bob(outcome), Some(d.into()), "{values:?}");
        }
        Ok(())
    }

    #[test]
    fn stone_game_iv_best_play_wins_when_alice_wins() -> Result<(), Failure> {
        for n in 0..=60 {
            let script = best_script(StoneGameIV::new(n))?;
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
            let script = best_script(StoneGameV::new(values.clone()))?;
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
            let game = StoneGameVI::from_rows(alice.clone(), bob.clone())?;
            let script = best_script(game)?;
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
            let script = best_script(StoneGameVIII::new(stones.clone()))?;
            let (outcome, _) = scripted("1872", &words(&stones), &script)?;
            let d = stone_game_viii::score_difference(&stones)?;
            assert_eq!(alice_minus_bob(outcome), Some(d.into()), "{stones:?}");
        }
        Ok(())
    }

    #[test]
    fn stone_game_ix_best_play_wins_when_alice_wins() -> Result<(), Failure> {
        for stones in rows(10) {
            let script = best_script(StoneGameIX::new(stones.clone()))?;
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
                "2M is 2",
                "takes 1 pile: 2 stones",
            ),
            (
                "1406",
                "1 2 3 7 5 5 5",
                "4",
                "take 1 to 3",
                "1 value, worth 1",
            ),
            ("1510", "7", "2", "2 is not a square", "takes 4, leaving 3"),
            ("1563", "2 1 1", "1", "say which stays", "Alice scores 2"),
            (
                "1686",
                "2 4 3 / 1 6 7",
                "3",
                "no stone 3",
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
                "merge 2 to 5",
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
    fn refusals_in_mid_game_are_errors_not_panics() {
        // A pile past the 10⁶ stone_game_iv::best_move takes.
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
