//! The nine games as the terminal plays them: the trait [`Terminal`], what a
//! reader reads and types, and its nine implementations, one per `Position`.

use std::str::FromStr;

use stone_games::shared::{End, Game};
use stone_games::stone_game_v::{Cut, Part};
use stone_games::{
    stone_game, stone_game_ii, stone_game_iii, stone_game_iv, stone_game_ix, stone_game_v,
    stone_game_vi, stone_game_vii, stone_game_viii,
};

use super::{difference, show, tally, winner, won, Outcome};

/// A game's `Position` as the terminal plays it. The position itself, the
/// moves the rules allow, the best move and the scores are the crate's;
/// this is what the reader reads and types.
pub(super) trait Terminal: Game + Sized {
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

/// `word` with `l` and `r` written out as `left` and `right`, the words
/// `End` and `Part` read.
fn side_word(word: &str) -> &str {
    match word {
        "l" => "left",
        "r" => "right",
        other => other,
    }
}

/// Which end `word` names: `l` or `r`, or `left` or `right`.
fn parse_end(word: &str) -> Result<End, String> {
    side_word(word)
        .parse()
        .map_err(|_| format!("{word:?} is not an end: type l or r"))
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
fn show_left(len: usize, taken: &[usize], label: impl Fn(usize) -> String) -> String {
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
    const RULES: &'static str = "Stone Game: take the pile at either end; the most stones wins.";

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
    const RULES: &'static str = "Stone Game II: take the first X piles, X from 1 to 2M, and M \
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
    const RULES: &'static str = "Stone Game III: take the first 1, 2 or 3 values; the higher \
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
    const RULES: &'static str = "Stone Game IV: take a square number of stones, 1, 4, 9, ...; \
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
        let most = self.values().len().saturating_sub(1);
        let (at, side) = cut_and_side(word, most)?;
        let kept = match (side, self.part_sums(at)) {
            (Some(kept), _) => kept,
            (None, Some((left, right))) if left == right => {
                return Err(format!(
                    "both parts are worth {left}: say which stays, {at} l \
                     or {at} r"
                ))
            }
            (None, Some((left, right))) if left < right => Part::Left,
            (None, Some(_)) => Part::Right,
            // No cut there: `play` refuses it.
            (None, None) => Part::Left,
        };
        Ok(Cut { left_len: at, kept })
    }
    fn word(&self, cut: Cut) -> String {
        let tie = self.part_sums(cut.left_len).is_some_and(|(l, r)| l == r);
        match (tie, cut.kept) {
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
        match self.part_sums(cut.left_len) {
            Some((left, right)) => {
                format!("{left} against {right}: the larger part goes")
            }
            None => format!("both parts need a stone: 1 to {}", len - 1),
        }
    }
}

/// The cut `word` names, and the part to keep if it says: `3`, `3 l`,
/// `3r`, `3 left` (what `Part` reads); `most` is the largest cut.
fn cut_and_side(word: &str, most: usize) -> Result<(usize, Option<Part>), String> {
    let digits = word.find(|c: char| !c.is_ascii_digit());
    let (at, side) = word.split_at(digits.unwrap_or(word.len()));
    let what = format!("a cut: 1 to {most}, with l or r on a tie");
    let at = at.parse().map_err(|_| format!("{word:?} is not {what}"))?;
    let side = match side.trim() {
        "" => None,
        side => Some(
            side_word(side)
                .parse()
                .map_err(|_| format!("{side:?} is not a part: l or r"))?,
        ),
    };
    Ok((at, side))
}

/// Stone Game VI (1686): take any stone, worth one value to Alice and
/// another to Bob.
impl Terminal for stone_game_vi::Position {
    type Start = (Vec<u32>, Vec<u32>);
    const RULES: &'static str = "Stone Game VI: take any stone, and score its value to you; the \
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
    const RULES: &'static str = "Stone Game VII: remove the stone at either end, and score the \
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
    const RULES: &'static str = "Stone Game VIII: merge the x leftmost stones, x at least 2, into \
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
    const RULES: &'static str = "Stone Game IX: take any stone; who makes the sum of the stones \
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
        let sum = last.map_or(0, |m| m.sum_mod_3);
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
        let said = format!("{} takes {} (stone {})", m.player, m.stone, m.index);
        match m.sum_mod_3 {
            0 => format!("{said}: a multiple of 3, and {} loses", m.player),
            sum => format!("{said}: the sum is {sum} mod 3"),
        }
    }
    fn outcome(&self, _: Option<&Self::Move>) -> Outcome {
        won(self)
    }
}
