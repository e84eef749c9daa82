//! Solutions as function values, the inputs they take and the answers they
//! give, in LeetCode's types.

use std::fmt;

use stone_games::leetcode;

use crate::Problem;

/// One solution to each of the ten problems, each a function with LeetCode's
/// signature: the reader's files, the crate's own answers
/// ([`Solutions::leetcode`]), or a test's.
///
/// ```
/// use practice::Solutions;
///
/// // The crate's answers, but for a greedy Stone Game II of our own:
/// let solutions = Solutions {
///     stone_game_ii: |piles| piles.iter().step_by(2).sum(),
///     ..Solutions::leetcode()
/// };
/// assert_eq!((solutions.stone_game_ii)(vec![3, 1, 2]), 5);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Solutions {
    /// 877, Stone Game.
    pub stone_game: fn(Vec<i32>) -> bool,
    /// 486, Predict the Winner.
    pub predict_the_winner: fn(Vec<i32>) -> bool,
    /// 1140, Stone Game II.
    pub stone_game_ii: fn(Vec<i32>) -> i32,
    /// 1406, Stone Game III.
    pub stone_game_iii: fn(Vec<i32>) -> String,
    /// 1510, Stone Game IV.
    pub winner_square_game: fn(i32) -> bool,
    /// 1563, Stone Game V.
    pub stone_game_v: fn(Vec<i32>) -> i32,
    /// 1686, Stone Game VI.
    pub stone_game_vi: fn(Vec<i32>, Vec<i32>) -> i32,
    /// 1690, Stone Game VII.
    pub stone_game_vii: fn(Vec<i32>) -> i32,
    /// 1872, Stone Game VIII.
    pub stone_game_viii: fn(Vec<i32>) -> i32,
    /// 2029, Stone Game IX.
    pub stone_game_ix: fn(Vec<i32>) -> bool,
}

impl Solutions {
    /// The crate's own answers, `stone_games::leetcode`: the oracle every
    /// answer is checked against.
    pub const fn leetcode() -> Solutions {
        Solutions {
            stone_game: leetcode::stone_game,
            predict_the_winner: leetcode::predict_the_winner,
            stone_game_ii: leetcode::stone_game_ii,
            stone_game_iii: leetcode::stone_game_iii,
            winner_square_game: leetcode::winner_square_game,
            stone_game_v: leetcode::stone_game_v,
            stone_game_vi: leetcode::stone_game_vi,
            stone_game_vii: leetcode::stone_game_vii,
            stone_game_viii: leetcode::stone_game_viii,
            stone_game_ix: leetcode::stone_game_ix,
        }
    }

    /// These solutions, with `solver` for `problem`: the way to try one
    /// solution of one's own on one problem. `None` when `solver` is not of
    /// `problem`'s shape.
    ///
    /// ```
    /// use practice::{Problem, Solutions, Solver};
    ///
    /// let greedy = Solver::RowToInt(|piles| piles.iter().step_by(2).sum());
    /// let mine = Solutions::leetcode().with(Problem::StoneGameII, greedy);
    /// assert_eq!((mine.unwrap().stone_game_ii)(vec![3, 1, 2]), 5);
    /// let wrong_shape = Solutions::leetcode().with(Problem::StoneGame, greedy);
    /// assert!(wrong_shape.is_none());
    /// ```
    pub fn with(self, problem: Problem, solver: Solver) -> Option<Solutions> {
        let mut solutions = self;
        match (problem, solver) {
            (Problem::StoneGame, Solver::RowToBool(f)) => {
                solutions.stone_game = f;
            }
            (Problem::PredictTheWinner, Solver::RowToBool(f)) => {
                solutions.predict_the_winner = f;
            }
            (Problem::StoneGameII, Solver::RowToInt(f)) => {
                solutions.stone_game_ii = f;
            }
            (Problem::StoneGameIII, Solver::RowToText(f)) => {
                solutions.stone_game_iii = f;
            }
            (Problem::StoneGameIV, Solver::NumberToBool(f)) => {
                solutions.winner_square_game = f;
            }
            (Problem::StoneGameV, Solver::RowToInt(f)) => {
                solutions.stone_game_v = f;
            }
            (Problem::StoneGameVI, Solver::RowsToInt(f)) => {
                solutions.stone_game_vi = f;
            }
            (Problem::StoneGameVII, Solver::RowToInt(f)) => {
                solutions.stone_game_vii = f;
            }
            (Problem::StoneGameVIII, Solver::RowToInt(f)) => {
                solutions.stone_game_viii = f;
            }
            (Problem::StoneGameIX, Solver::RowToBool(f)) => {
                solutions.stone_game_ix = f;
            }
            _ => return None,
        }
        Some(solutions)
    }

    /// The solution to `problem`, as one callable value.
    pub fn of(&self, problem: Problem) -> Solver {
        match problem {
            Problem::StoneGame => Solver::RowToBool(self.stone_game),
            Problem::PredictTheWinner => Solver::RowToBool(self.predict_the_winner),
            Problem::StoneGameII => Solver::RowToInt(self.stone_game_ii),
            Problem::StoneGameIII => Solver::RowToText(self.stone_game_iii),
            Problem::StoneGameIV => Solver::NumberToBool(self.winner_square_game),
            Problem::StoneGameV => Solver::RowToInt(self.stone_game_v),
            Problem::StoneGameVI => Solver::RowsToInt(self.stone_game_vi),
            Problem::StoneGameVII => Solver::RowToInt(self.stone_game_vii),
            Problem::StoneGameVIII => Solver::RowToInt(self.stone_game_viii),
            Problem::StoneGameIX => Solver::RowToBool(self.stone_game_ix),
        }
    }
}

/// A solution of one of LeetCode's five shapes.
#[derive(Clone, Copy, Debug)]
pub enum Solver {
    /// A row in, yes or no out (877, 486, 2029).
    RowToBool(fn(Vec<i32>) -> bool),
    /// A row in, a number out (1140, 1563, 1690, 1872).
    RowToInt(fn(Vec<i32>) -> i32),
    /// A row in, a name out (1406).
    RowToText(fn(Vec<i32>) -> String),
    /// A number in, yes or no out (1510).
    NumberToBool(fn(i32) -> bool),
    /// Two rows in, a number out (1686).
    RowsToInt(fn(Vec<i32>, Vec<i32>) -> i32),
}

impl Solver {
    /// The solution's answer on a copy of `input`.
    ///
    /// # Panics
    ///
    /// When the solution panics, and when `input` is not of its shape.
    pub fn call(self, input: &Input) -> Answer {
        match (self, input) {
            (Solver::RowToBool(f), Input::Row(row)) => Answer::Bool(f(row.clone())),
            (Solver::RowToInt(f), Input::Row(row)) => Answer::Int(f(row.clone())),
            (Solver::RowToText(f), Input::Row(row)) => Answer::Text(f(row.clone())),
            (Solver::NumberToBool(f), &Input::Number(n)) => Answer::Bool(f(n)),
            (Solver::RowsToInt(f), Input::Rows(a, b)) => Answer::Int(f(a.clone(), b.clone())),
            (solver, input) => {
                panic!("a solution of shape {solver:?} given {input:?}")
            }
        }
    }
}

/// An input in LeetCode's types.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// One row: piles, numbers, values or stones.
    Row(Vec<i32>),
    /// A number of stones (1510).
    Number(i32),
    /// Two rows of the same length (1686).
    Rows(Vec<i32>, Vec<i32>),
}

impl Input {
    /// Its size, as LeetCode's constraints count it: the length of the row,
    /// or `n`.
    pub fn size(&self) -> usize {
        match self {
            Input::Row(row) | Input::Rows(row, _) => row.len(),
            Input::Number(n) => usize::try_from(*n).unwrap_or(0),
        }
    }

    /// The row, when the input is one row.
    pub fn row(&self) -> Option<&[i32]> {
        match self {
            Input::Row(row) => Some(row),
            _ => None,
        }
    }

    /// The row as the crate's `u32` counts of stones; `None` for a negative
    /// value, or an input that is no row.
    pub(crate) fn counts(&self) -> Option<Vec<u32>> {
        unsigned(self.row()?)
    }

    /// The two rows of 1686 as the crate's `u32` values; `None` for a
    /// negative value, or an input that is not two rows.
    pub(crate) fn both_counts(&self) -> Option<(Vec<u32>, Vec<u32>)> {
        match self {
            Input::Rows(a, b) => Some((unsigned(a)?, unsigned(b)?)),
            _ => None,
        }
    }

    /// The input as the problem's arguments: `piles = [1, 2]`, `n = 7`,
    /// `alice_values = [1, 3], bob_values = [2, 1]`.
    pub fn with_names(&self, problem: Problem) -> String {
        let names = problem.argument_names();
        let name = |i: usize| names.get(i).copied().unwrap_or("input");
        match self {
            Input::Row(row) => format!("{} = {row:?}", name(0)),
            Input::Number(n) => format!("{} = {n}", name(0)),
            Input::Rows(a, b) => {
                format!("{} = {a:?}, {} = {b:?}", name(0), name(1))
            }
        }
    }

    /// In a few words, for an input too long to print: `100 piles`.
    pub fn in_brief(&self, problem: Problem) -> String {
        match self {
            Input::Number(n) => format!("n = {n}"),
            _ => {
                let noun = problem.argument_names()[0];
                format!("{} of length {}", noun, self.size())
            }
        }
    }
}

/// LeetCode's `i32` values as `u32`s; `None` if one is negative.
fn unsigned(row: &[i32]) -> Option<Vec<u32>> {
    row.iter().map(|&v| u32::try_from(v).ok()).collect()
}

/// An answer in LeetCode's types.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Int(i32),
    /// A name: `"Alice"`, `"Bob"` or `"Tie"`.
    Text(String),
}

/// As Rust writes it: `true`, `6`, `"Bob"`.
impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Bool(b) => write!(f, "{b}"),
            Answer::Int(n) => write!(f, "{n}"),
            Answer::Text(text) => write!(f, "{text:?}"),
        }
    }
}

impl Problem {
    /// The crate's answer to `input`, from `stone_games::leetcode`.
    ///
    /// # Panics
    ///
    /// Where `stone_games::leetcode` does: never within LeetCode's
    /// constraints.
    pub fn expected(self, input: &Input) -> Answer {
        Solutions::leetcode().of(self).call(input)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A solver of each shape, an input, and its answer there, which no
    /// problem of that shape answers (877, 486 and 2029 all say `true` on
    /// `[1, 2]`), as the test checks.
    fn odd_ones() -> [(Solver, Input, Answer); 5] {
        let one = || Input::Row(vec![1, 2]);
        [
            (
                Solver::RowToBool(|_| false),
                Input::Row(vec![1, 2]),
                Answer::Bool(false),
            ),
            (Solver::RowToInt(|_| -7), one(), Answer::Int(-7)),
            (
                Solver::RowToText(|_| "mine".into()),
                one(),
                Answer::Text("mine".into()),
            ),
            (
                Solver::NumberToBool(|_| false),
                Input::Number(1),
                Answer::Bool(false),
            ),
            (
                Solver::RowsToInt(|_, _| -7),
                Input::Rows(vec![1], vec![1]),
                Answer::Int(-7),
            ),
        ]
    }

    /// `with` puts a solver in its problem's place and nowhere else, and
    /// refuses one of another shape: `of` reads it back for that problem
    /// alone.
    #[test]
    fn with_replaces_the_solution_of_its_problem_alone() {
        for problem in Problem::ALL {
            let mut fitted = 0;
            for (solver, input, answer) in odd_ones() {
                let Some(mine) = Solutions::leetcode().with(problem, solver) else {
                    continue;
                };
                fitted += 1;
                let leetcodes = Solutions::leetcode().of(problem).call(&input);
                assert_ne!(leetcodes, answer, "{problem}");
                assert_eq!(mine.of(problem).call(&input), answer, "{problem}");
                for other in Problem::ALL.into_iter().filter(|&p| p != problem) {
                    let theirs = Solutions::leetcode().of(other);
                    if let Ok(expected) = std::panic::catch_unwind(|| theirs.call(&input)) {
                        let got = mine.of(other).call(&input);
                        assert_eq!(got, expected, "{problem} {other}");
                    }
                }
            }
            assert_eq!(fitted, 1, "{problem} takes one shape");
        }
    }
}
