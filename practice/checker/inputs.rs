//! The inputs every solution is checked on, in the order it meets them:
//! every small input, from the smallest up, then random ones, then
//! LeetCode's largest. All are within LeetCode's constraints, and the same
//! on every run.

use std::ops::RangeInclusive;

use stone_games_testkit::{rows_lexicographic, SplitMix64};

use crate::{Input, Problem};

/// The three kinds of input, in the order they are tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Phase {
    /// Every input of small values and sizes, smallest first: the first one
    /// a solution gets wrong is a smallest one.
    Every,
    /// Random inputs from a fixed seed: short ones of small and of large
    /// values, then longer ones, up to LeetCode's largest size.
    Random,
    /// Inputs of LeetCode's largest size.
    Largest,
}

/// One input to check, with what it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// Which kind of input it is.
    pub phase: Phase,
    /// The input.
    pub input: Input,
    /// For the largest inputs, what it holds: `every pile 10^4`.
    pub label: Option<&'static str>,
}

/// What one problem's inputs are made of: LeetCode's sizes and values, and
/// the part of them tried exhaustively.
struct Space {
    /// LeetCode's sizes.
    sizes: RangeInclusive<usize>,
    /// LeetCode's values.
    values: RangeInclusive<i32>,
    /// The sizes tried with every small value, and the small values.
    every_size: RangeInclusive<usize>,
    small: RangeInclusive<i32>,
}

impl Problem {
    fn space(self) -> Space {
        let space = |sizes, values, every_size, small| Space {
            sizes,
            values,
            every_size,
            small,
        };
        match self {
            // Even rows with an odd total; 2 to 6 piles of 1 to 4.
            Problem::StoneGame => space(2..=500, 1..=500, 2..=6, 1..=4),
            Problem::PredictTheWinner => space(1..=20, 0..=10_000_000, 1..=6, 0..=3),
            // Up to 8 piles: the smallest row on which M = X goes wrong.
            Problem::StoneGameII => space(1..=100, 1..=10_000, 1..=8, 1..=3),
            Problem::StoneGameIII => space(1..=50_000, -1_000..=1_000, 1..=5, -3..=3),
            // Sizes are n itself: every n up to 2,000.
            Problem::StoneGameIV => space(1..=100_000, 0..=0, 1..=2_000, 0..=0),
            Problem::StoneGameV => space(1..=500, 1..=1_000_000, 1..=6, 1..=5),
            // Both rows: 9 pairs of values a stone.
            Problem::StoneGameVI => space(1..=100_000, 1..=100, 1..=4, 1..=3),
            Problem::StoneGameVII => space(2..=1_000, 1..=1_000, 2..=7, 1..=4),
            Problem::StoneGameVIII => space(2..=100_000, -10_000..=10_000, 2..=5, -3..=3),
            Problem::StoneGameIX => space(1..=100_000, 1..=10_000, 1..=7, 1..=4),
        }
    }

    /// Whether `input` is within LeetCode's constraints for this problem.
    ///
    /// ```
    /// use practice::{Input, Problem};
    ///
    /// // 877 wants an even number of piles and an odd total:
    /// assert!(Problem::StoneGame.allows(&Input::Row(vec![1, 2])));
    /// assert!(!Problem::StoneGame.allows(&Input::Row(vec![1, 3])));
    /// assert!(!Problem::StoneGame.allows(&Input::Row(vec![1, 2, 2])));
    /// ```
    pub fn allows(self, input: &Input) -> bool {
        let space = self.space();
        let fits = |row: &[i32]| {
            space.sizes.contains(&row.len()) && row.iter().all(|v| space.values.contains(v))
        };
        match (self, input) {
            (Problem::StoneGameIV, &Input::Number(n)) => {
                usize::try_from(n).is_ok_and(|n| space.sizes.contains(&n))
            }
            (Problem::StoneGameVI, Input::Rows(a, b)) => a.len() == b.len() && fits(a) && fits(b),
            (Problem::StoneGame, Input::Row(row)) => {
                fits(row)
                    && row.len() % 2 == 0
                    && row.iter().map(|&v| i64::from(v)).sum::<i64>() % 2 == 1
            }
            (Problem::StoneGameIV | Problem::StoneGameVI, _) => false,
            (_, Input::Row(row)) => fits(row),
            _ => false,
        }
    }

    /// Every input the check tries, in order: every small one (sizes and
    /// values), then random ones from a seed of the problem's own, then
    /// LeetCode's largest.
    pub fn cases(self) -> Vec<Case> {
        let mut cases = Vec::new();
        let mut add = |phase, input, label| {
            if self.allows(&input) {
                cases.push(Case {
                    phase,
                    input,
                    label,
                });
            }
        };
        for input in self.every_small_input() {
            add(Phase::Every, input, None);
        }
        for input in self.random_inputs() {
            add(Phase::Random, input, None);
        }
        for (label, input) in self.largest_inputs() {
            add(Phase::Largest, input, Some(label));
        }
        cases
    }

    fn every_small_input(self) -> Vec<Input> {
        let space = self.space();
        match self {
            Problem::StoneGameIV => space.every_size.map(|n| Input::Number(n as i32)).collect(),
            Problem::StoneGameVI => space
                .every_size
                .flat_map(|len| rows_lexicographic(2 * len, space.small.clone().collect()))
                .map(|row| {
                    let (a, b) = row.split_at(row.len() / 2);
                    Input::Rows(a.to_vec(), b.to_vec())
                })
                .collect(),
            _ => space
                .every_size
                .flat_map(|len| rows_lexicographic(len, space.small.clone().collect()))
                .map(Input::Row)
                .collect(),
        }
    }

    fn random_inputs(self) -> Vec<Input> {
        let space = self.space();
        let mut rng = rng(u64::from(self.number()));
        let (min, max) = (*space.sizes.start(), *space.sizes.end());
        let mut inputs = Vec::new();
        if self == Problem::StoneGameIV {
            for _ in 0..300 {
                inputs.push(Input::Number(within(&mut rng, 1..=max as i32)));
            }
            return inputs;
        }
        // 200 short inputs, half of small values (ties, repeats) and half
        // of any; then 20 longer ones, their sizes spread evenly on a log
        // scale up to LeetCode's largest.
        let short = min..=max.min(30);
        for k in 0..200 {
            let len = within(&mut rng, *short.start() as i32..=*short.end() as i32);
            let values = if k % 2 == 0 {
                space.small.clone()
            } else {
                space.values.clone()
            };
            inputs.push(self.shaped(&mut rng, len as usize, &values));
        }
        if max > 30 {
            let (low, high) = (31_f64.ln(), (max as f64).ln());
            for k in 0..20 {
                let len = (low + (high - low) * f64::from(k) / 19.0).exp();
                let len = (len.round() as usize).clamp(31, max);
                inputs.push(self.shaped(&mut rng, len, &space.values));
            }
        }
        inputs
    }

    /// A random input of size `len` and values in `values`, made to fit the
    /// problem: 877's rows even, with an odd total.
    fn shaped(self, rng: &mut SplitMix64, len: usize, values: &RangeInclusive<i32>) -> Input {
        let mut row = |len| -> Vec<i32> { (0..len).map(|_| within(rng, values.clone())).collect() };
        match self {
            Problem::StoneGameVI => Input::Rows(row(len), row(len)),
            Problem::StoneGame => Input::Row(odd_total(row(len - len % 2))),
            _ => Input::Row(row(len)),
        }
    }

    fn largest_inputs(self) -> Vec<(&'static str, Input)> {
        let space = self.space();
        let max = *space.sizes.end();
        let (low, high) = (*space.values.start(), *space.values.end());
        let mut rng = rng(u64::from(self.number()) << 32);
        let mut random =
            |len: usize| -> Vec<i32> { (0..len).map(|_| within(&mut rng, low..=high)).collect() };
        let span = i64::from(high) - i64::from(low) + 1;
        let rising: Vec<i32> = (0..max)
            .map(|i| (i64::from(low) + i as i64 % span) as i32)
            .collect();
        let alternating: Vec<i32> = (0..max)
            .map(|i| if i % 2 == 0 { high } else { low })
            .collect();
        match self {
            Problem::StoneGameIV => {
                let n = max as i32;
                vec![
                    ("the largest pile", Input::Number(n)),
                    ("one stone less", Input::Number(n - 1)),
                    ("two stones less", Input::Number(n - 2)),
                    ("the largest square below it", Input::Number(316 * 316)),
                ]
            }
            Problem::StoneGameVI => vec![
                (
                    "every value 100",
                    Input::Rows(vec![high; max], vec![high; max]),
                ),
                ("random values", Input::Rows(random(max), random(max))),
                ("rising values", Input::Rows(rising.clone(), rising)),
                (
                    "every value 100 for Alice, 1 for Bob",
                    Input::Rows(vec![high; max], vec![low; max]),
                ),
            ],
            Problem::StoneGame => vec![
                (
                    "every pile 500, but the first 499",
                    Input::Row(odd_total(vec![high; max])),
                ),
                ("random piles", Input::Row(odd_total(random(max)))),
                ("rising piles", Input::Row(odd_total(rising))),
            ],
            _ => vec![
                ("every value the largest", Input::Row(vec![high; max])),
                ("every value the smallest", Input::Row(vec![low; max])),
                ("random values", Input::Row(random(max))),
                ("rising values", Input::Row(rising)),
                (
                    "the largest and the smallest in turn",
                    Input::Row(alternating),
                ),
            ],
        }
    }
}

/// `row` with its first value moved by one when its total is even, so that
/// the total is odd (877's constraint); values stay within 1 to 500.
fn odd_total(mut row: Vec<i32>) -> Vec<i32> {
    let total: i64 = row.iter().map(|&v| i64::from(v)).sum();
    if total % 2 == 0 {
        if let Some(first) = row.first_mut() {
            *first += if *first < 500 { 1 } else { -1 };
        }
    }
    row
}

/// The checker's random numbers from `seed`: SplitMix64, small, fast and
/// the same everywhere, so that every run checks the same inputs. The seed
/// is salted, as it always was: the inputs stay the ones the checker has
/// always tried.
fn rng(seed: u64) -> SplitMix64 {
    SplitMix64::new(seed ^ 0x5EED_5701_E5A7_E5ED)
}

/// A value of `range`, each about as likely.
fn within(rng: &mut SplitMix64, range: RangeInclusive<i32>) -> i32 {
    let (low, high) = (i64::from(*range.start()), i64::from(*range.end()));
    rng.between(low, high) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each problem's exhaustive phase tries at least 2,000 inputs: a phase
    /// narrowed by mistake (VII's sizes cut from 2..=7 to 2..=4, 336 inputs,
    /// passed every other check) fails here, not only when a wrong solution
    /// slips past it.
    #[test]
    fn every_exhaustive_phase_tries_at_least_two_thousand_inputs() {
        for problem in Problem::ALL {
            let every = problem
                .cases()
                .into_iter()
                .filter(|c| c.phase == Phase::Every);
            let count = every.count();
            assert!(
                count >= 2_000,
                "{problem:?} tries {count} inputs exhaustively: widen its `every_size` \
                 in practice/checker/inputs.rs"
            );
        }
    }

    #[test]
    fn the_random_inputs_are_the_same_on_every_run() {
        assert_eq!(
            Problem::StoneGameII.random_inputs(),
            Problem::StoneGameII.random_inputs()
        );
        let mut rng = rng(1);
        assert!((0..1000).all(|_| (-2..=2).contains(&within(&mut rng, -2..=2))));
    }
}
