//! The fixture of the try-it widgets: inputs, and what the crate answers.
//!
//! The widgets of the book (`theme/try/`, one file per game) cannot run the
//! crate in the page, so they answer with small JavaScript engines. To keep
//! those honest, this module writes `figures/data/try-fixture.json`: for each
//! game, thousands of inputs up to the widget's limit, with the crate's answer
//! to each; for the small ones, the crate's table and its optimal play too. The
//! inputs are the chapters' examples, edge cases (the limits, the largest
//! values, long runs of equal piles), every short row of small piles, and
//! random rows whose sizes are spread evenly on a log scale up to the limit,
//! with small values so that the file stays small.
//!
//! - `cargo run -p figures` writes it, with the figures;
//! - `figures/tests/try_fixture.rs` fails when the committed file is not what the
//!   crate answers now;
//! - `tests/browser/widgets.mjs` feeds every input to the JavaScript engines in
//!   Chromium and fails on any disagreement, and on limits that differ from
//!   [`LIMITS`].

use std::path::PathBuf;

use serde::Serialize;
use serde_json::{json, Value};
use stone_games::{
    stone_game, stone_game_ii, stone_game_iii, stone_game_iv, stone_game_ix,
    stone_game_v, stone_game_vi, stone_game_vii, stone_game_viii,
};

use crate::data::data_dir;

/// `figures/data/try-fixture.json`.
pub fn fixture_path() -> PathBuf {
    data_dir().join("try-fixture.json")
}

/// The inputs a widget takes, as its game's file in `theme/try/` declares them.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Limits {
    /// The most piles (or values) in a row; for Stone Game IV, the largest
    /// pile.
    pub size: u64,
    /// The smallest value of a pile (or of a value in Stone Game III).
    pub min: i64,
    /// The largest value.
    pub max: i64,
    /// The largest input whose table the widget draws step by step.
    pub table: u64,
}

/// The limits of the widgets. Stone Game VI's `size` is the number of stones,
/// each with a value for each player; its widget and Stone Game IX's draw no
/// table (`table` is 0).
pub const LIMITS: [(&str, Limits); 9] = [
    (
        "stone-game",
        Limits {
            size: 2_000,
            min: 0,
            max: u32::MAX as i64,
            table: 12,
        },
    ),
    (
        "stone-game-ii",
        Limits {
            size: 300,
            min: 0,
            max: u32::MAX as i64,
            table: 12,
        },
    ),
    (
        "stone-game-iii",
        Limits {
            size: 2_000,
            min: i32::MIN as i64,
            max: i32::MAX as i64,
            table: 16,
        },
    ),
    (
        "stone-game-iv",
        Limits {
            size: 100_000,
            min: 0,
            max: 100_000,
            table: 100,
        },
    ),
    (
        "stone-game-v",
        Limits {
            size: 1_000,
            min: 0,
            max: u32::MAX as i64,
            table: 8,
        },
    ),
    (
        "stone-game-vii",
        Limits {
            size: 2_000,
            min: 0,
            max: u32::MAX as i64,
            table: 12,
        },
    ),
    (
        "stone-game-viii",
        Limits {
            size: 2_000,
            min: i32::MIN as i64,
            max: i32::MAX as i64,
            table: 12,
        },
    ),
    (
        "stone-game-vi",
        Limits {
            size: 2_000,
            min: 0,
            max: u32::MAX as i64,
            table: 0,
        },
    ),
    (
        "stone-game-ix",
        Limits {
            size: 2_000,
            min: 0,
            max: u32::MAX as i64,
            table: 0,
        },
    ),
];

/// How many random inputs each game gets, besides its examples, edge cases and
/// every short input.
pub const RANDOM_INPUTS: usize = 1_000;

/// Inputs up to this size (piles, values, or stones for Stone Game IV) carry
/// the crate's optimal play, move by move.
const PLAY_UP_TO: [usize; 5] = [64, 64, 64, 1_000, 64];

/// Stone Game IV: the fixture carries the crate's remoteness of every pile up
/// to this one.
const REMOTENESS_UP_TO: u64 = 10_000;

/// The largest integer a JavaScript number holds exactly: every number in the
/// fixture is within it, so that the browser test compares exact values.
const JS_SAFE: i128 = (1 << 53) - 1;

fn limits(game: &str) -> Limits {
    LIMITS
        .iter()
        .find(|(name, _)| *name == game)
        .map(|(_, l)| *l)
        .expect("a game of LIMITS")
}

/// A small deterministic generator (SplitMix64): the same fixture on every
/// machine, with no dependency.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `lo..=hi`.
    fn between(&mut self, lo: i64, hi: i64) -> i64 {
        let span = (hi - lo) as u64 + 1;
        lo + (self.next() % span) as i64
    }

    /// A size in `1..=limit`, spread evenly on a log scale.
    fn log_size(&mut self, limit: u64) -> u64 {
        let u = (self.next() >> 11) as f64 / (1_u64 << 53) as f64;
        let size = ((limit as f64 + 1.0).ln() * u).exp().floor() as u64;
        size.clamp(1, limit)
    }
}

/// Every row of `len` values taken from `values`.
fn all_rows(len: usize, values: &[i64]) -> Vec<Vec<i64>> {
    let mut rows = vec![vec![]];
    for _ in 0..len {
        rows = rows
            .into_iter()
            .flat_map(|row| {
                values.iter().map(move |&v| {
                    let mut longer = row.clone();
                    longer.push(v);
                    longer
                })
            })
            .collect();
    }
    rows
}

/// The rows of a row game: the chapters' examples, edge cases at the limit,
/// every short row, and random rows (mostly of small values, some of any value
/// the game takes).
fn rows(game: &str, examples: &[Vec<i64>], seed: u64) -> Vec<Vec<i64>> {
    let l = limits(game);
    let n = l.size as usize;
    let mut out: Vec<Vec<i64>> = examples.to_vec();
    let small = if l.min < 0 { 9 } else { 0 };
    for v in [l.min, l.max, 0, 1] {
        out.push(vec![v]);
        out.push(vec![v; n]);
    }
    out.push(
        (0..n)
            .map(|k| if k % 2 == 0 { l.max } else { l.min })
            .collect(),
    );
    out.push((0..n as i64).map(|k| k % 10 - small).collect());
    out.push((0..n as i64).rev().map(|k| k % 10).collect());
    // Every short row of small values.
    let short: Vec<i64> = if l.min < 0 {
        vec![-1, 0, 1, 2]
    } else {
        vec![0, 1, 2]
    };
    let longest = if l.min < 0 { 5 } else { 6 };
    for len in 1..=longest {
        out.extend(all_rows(len, &short));
    }
    let mut random = Random(seed);
    for k in 0..RANDOM_INPUTS {
        let size = random.log_size(l.size) as usize;
        // One row in eight takes any value the game allows (only short ones, so
        // that the file stays small); one in eight values from 0 to 1,000 (or
        // -1,000 to 1,000, LeetCode's range for Stone Game III); the rest
        // 0 to 9 (or -9 to 9).
        let (lo, hi) = match k % 8 {
            0 if size <= 64 => (l.min, l.max),
            1 => (if l.min < 0 { -1_000 } else { 0 }, 1_000),
            _ => (-small, 9),
        };
        out.push((0..size).map(|_| random.between(lo, hi)).collect());
    }
    out
}

fn as_u32(row: &[i64]) -> Vec<u32> {
    row.iter()
        .map(|&v| u32::try_from(v).expect("a pile is a u32"))
        .collect()
}

fn as_i32(row: &[i64]) -> Vec<i32> {
    row.iter()
        .map(|&v| i32::try_from(v).expect("a value is an i32"))
        .collect()
}

/// A game of two scores under optimal play, as the widgets replay it: its
/// `moves` (as the game writes them), the value of each position before its
/// move, and the final scores, Alice's and Bob's.
fn play_case<T: Serialize>(
    moves: impl Serialize,
    values: impl Serialize,
    (alice, bob): (T, T),
) -> Value {
    json!({ "moves": moves, "values": values, "final": [alice, bob] })
}

/// Stone Game: each row with `score_difference`; a short row also with
/// `score_table` (row i holds D(i, j) for j >= i) and `optimal_play` (the ends
/// taken, `L` or `R`, and the value D of each position before the move).
fn stone_game_cases() -> Result<Vec<Value>, String> {
    let examples = [
        vec![5, 3, 4, 5],
        vec![3, 7, 2, 3],
        vec![1, 100, 9, 1],
        vec![10, 1],
        vec![1, 5, 2],
        vec![4, 4],
        vec![],
        vec![2, 1, 2, 4],
        vec![2, 9, 9, 1],
    ];
    let table_up_to = limits("stone-game").table as usize;
    rows("stone-game", &examples, 1)
        .iter()
        .map(|row| {
            let piles = as_u32(row);
            let mut case = json!({
                "piles": piles,
                "difference": stone_game::score_difference(&piles),
            });
            if !piles.is_empty() && piles.len() <= table_up_to {
                let table = stone_game::score_table(&piles)
                    .map_err(|e| e.to_string())?;
                let cells: Vec<Vec<i64>> = (0..piles.len())
                    .map(|i| (i..piles.len()).map(|j| table[(i, j)]).collect())
                    .collect();
                case["table"] = json!(cells);
            }
            if piles.len() <= PLAY_UP_TO[0] {
                let moves = stone_game::optimal_play(&piles)
                    .map_err(|e| e.to_string())?;
                let (mut lo, mut hi) = (0, piles.len());
                let mut values = Vec::new();
                let mut ends = String::new();
                for m in &moves {
                    values.push(stone_game::score_difference(&piles[lo..hi]));
                    match m.end {
                        stone_game::End::Left => {
                            ends.push('L');
                            lo += 1;
                        }
                        stone_game::End::Right => {
                            ends.push('R');
                            hi -= 1;
                        }
                    }
                }
                let last = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
                case["play"] = play_case(ends, values, last);
            }
            Ok(case)
        })
        .collect()
}

/// Stone Game VII: each row with `score_difference`; a short row also with
/// `score_table` (row i holds D(i, j) for j >= i) and `optimal_play` (the ends
/// removed, `L` or `R`, and the value D of each position before the move).
fn stone_game_vii_cases() -> Result<Vec<Value>, String> {
    let examples = [
        vec![5, 3, 1, 4, 2],
        vec![7, 90, 5, 1, 100, 10, 10, 2],
        vec![2, 1, 2, 2],
        vec![3, 10],
        vec![9],
        vec![],
        vec![1, 1, 1_000_000_000, 1, 4_000_000_000],
    ];
    let e = |e: stone_game_vii::Error| e.to_string();
    let table_up_to = limits("stone-game-vii").table as usize;
    rows("stone-game-vii", &examples, 7)
        .iter()
        .map(|row| {
            let stones = as_u32(row);
            let mut case = json!({
                "stones": stones,
                "difference": stone_game_vii::score_difference(&stones).map_err(e)?,
            });
            if !stones.is_empty() && stones.len() <= table_up_to {
                let table = stone_game_vii::score_table(&stones).map_err(e)?;
                let cells: Vec<Vec<u64>> = (0..stones.len())
                    .map(|i| (i..stones.len()).map(|j| table[(i, j)]).collect())
                    .collect();
                case["table"] = json!(cells);
            }
            if stones.len() <= PLAY_UP_TO[4] {
                let moves = stone_game_vii::optimal_play(&stones).map_err(e)?;
                let (mut lo, mut hi) = (0, stones.len());
                let mut values = Vec::new();
                let mut ends = String::new();
                for m in &moves {
                    values.push(
                        stone_game_vii::score_difference(&stones[lo..hi])
                            .map_err(e)?,
                    );
                    match m.end {
                        stone_game_vii::End::Left => {
                            ends.push('L');
                            lo += 1;
                        }
                        stone_game_vii::End::Right => {
                            ends.push('R');
                            hi -= 1;
                        }
                    }
                }
                let last = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
                case["play"] = play_case(ends, values, last);
            }
            Ok(case)
        })
        .collect()
}

/// Stone Game II: each row with `max_stones`; a short row also with its state
/// table (`value(i, M)` for every i from 0 to n and M from 1 to max(1, i)) and
/// `optimal_play` (the piles taken, and the value f(i, M) before each move).
fn stone_game_ii_cases() -> Result<Vec<Value>, String> {
    let examples = [
        vec![2, 7, 9, 4, 4],
        vec![1, 2, 3, 4],
        vec![1, 1, 1],
        vec![5],
        vec![5, 6],
        vec![],
        vec![3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8],
        vec![1, 2, 3, 4, 5, 100],
    ];
    let table_up_to = limits("stone-game-ii").table as usize;
    rows("stone-game-ii", &examples, 2)
        .iter()
        .map(|row| {
            let piles = as_u32(row);
            let n = piles.len();
            let alice =
                stone_game_ii::max_stones(&piles).map_err(|e| e.to_string())?;
            let mut case = json!({ "piles": piles, "alice": alice });
            if n <= table_up_to.max(PLAY_UP_TO[1]) {
                let table = stone_game_ii::state_table(&piles)
                    .map_err(|e| e.to_string())?;
                let value = |i: usize, m: usize| {
                    table.value(i, m).ok_or_else(|| {
                        format!(
                            "no value for the state ({i}, {m}) of {piles:?}"
                        )
                    })
                };
                if n <= table_up_to {
                    let cells = (0..=n)
                        .map(|i| (1..=i.max(1)).map(|m| value(i, m)).collect())
                        .collect::<Result<Vec<Vec<u64>>, String>>()?;
                    case["table"] = json!(cells);
                }
                let moves = stone_game_ii::optimal_play(&piles)
                    .map_err(|e| e.to_string())?;
                let (mut i, mut m) = (0, 1);
                let mut values = Vec::new();
                for mv in &moves {
                    values.push(value(i, m)?);
                    i += mv.count;
                    m = mv.m;
                }
                let counts: Vec<usize> =
                    moves.iter().map(|m| m.count).collect();
                let last = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
                case["play"] = play_case(counts, values, last);
            }
            Ok(case)
        })
        .collect()
}

/// Stone Game III: each row with `score_difference` and `winner`; a short row
/// also with `difference_table` (k = 3) and `optimal_play` (the values taken,
/// and the value D(i) before each move).
fn stone_game_iii_cases() -> Result<Vec<Value>, String> {
    let examples = [
        vec![1, 2, 3, 7],
        vec![1, 2, 3, -9],
        vec![1, 2, 3, 6],
        vec![-5],
        vec![i64::from(i32::MIN), i64::from(i32::MIN)],
        vec![-1, -2, -3],
        vec![],
    ];
    let table_up_to = limits("stone-game-iii").table as usize;
    rows("stone-game-iii", &examples, 3)
        .iter()
        .map(|row| {
            let values = as_i32(row);
            let mut case = json!({
                "values": values,
                "difference": stone_game_iii::score_difference(&values),
                "winner": stone_game_iii::winner(&values).to_string(),
            });
            if values.len() <= table_up_to.max(PLAY_UP_TO[2]) {
                let d = stone_game_iii::difference_table(&values, 3)
                    .map_err(|e| e.to_string())?;
                if values.len() <= table_up_to {
                    case["table"] = json!(d);
                }
                let moves = stone_game_iii::optimal_play(&values)
                    .map_err(|e| e.to_string())?;
                let counts: Vec<usize> =
                    moves.iter().map(|m| m.count).collect();
                let values: Vec<i64> =
                    moves.iter().map(|m| d[m.first]).collect();
                let last = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
                case["play"] = play_case(counts, values, last);
            }
            Ok(case)
        })
        .collect()
}

/// Stone Game VI: pairs up to this length carry the crate's optimal play.
const STONE_GAME_VI_PLAY_UP_TO: usize = 64;

/// Stone Game VI: pairs of rows, Alice's and Bob's, each with
/// `score_difference` and `winner`; a short pair also with `optimal_play` (the
/// stones picked, in order, and the final totals). The chapters' examples,
/// every pair of rows of 1 to 4 stones of values 0 to 2, rows at the limit and
/// random pairs (mostly LeetCode's values 1 to 100, some short ones of any
/// `u32`).
fn stone_game_vi_cases() -> Result<Vec<Value>, String> {
    let l = limits("stone-game-vi");
    let n = l.size as usize;
    let big = u32::MAX;
    let mut pairs: Vec<(Vec<u32>, Vec<u32>)> = vec![
        (vec![1, 3], vec![2, 1]),
        (vec![1, 2], vec![3, 1]),
        (vec![2, 4, 3], vec![1, 6, 7]),
        (vec![1, 1], vec![1, 2]),
        (vec![1, 3], vec![3, 1]),
        (vec![5, 1, 1], vec![1, 5, 5]),
        (vec![1 << 31, 1], vec![1 << 31, 1]),
        (vec![big; 3], vec![big; 3]),
    ];
    for v in [0, 1, big] {
        pairs.push((vec![v; n], vec![v; n]));
    }
    pairs.push((vec![big; n], vec![0; n]));
    pairs.push(((0..n as u32).collect(), (0..n as u32).rev().collect()));
    for len in 1..=4 {
        for row in all_rows(2 * len, &[0, 1, 2]) {
            let row = as_u32(&row);
            pairs.push((row[..len].to_vec(), row[len..].to_vec()));
        }
    }
    let mut random = Random(6);
    for k in 0..RANDOM_INPUTS {
        let size = random.log_size(l.size) as usize;
        let (lo, hi) = match k % 8 {
            0 if size <= 64 => (0, l.max),
            1 => (0, 1_000),
            _ => (1, 100),
        };
        let mut row = || {
            as_u32(
                &(0..size)
                    .map(|_| random.between(lo, hi))
                    .collect::<Vec<_>>(),
            )
        };
        let alice = row();
        pairs.push((alice, row()));
    }
    pairs
        .iter()
        .map(|(alice, bob)| {
            let e = |e: stone_game_vi::Error| e.to_string();
            let mut case = json!({
                "alice": alice,
                "bob": bob,
                "difference": stone_game_vi::score_difference(alice, bob).map_err(e)?,
                "winner": format!("{:?}", stone_game_vi::winner(alice, bob).map_err(e)?),
            });
            if alice.len() <= STONE_GAME_VI_PLAY_UP_TO {
                let picks = stone_game_vi::optimal_play(alice, bob).map_err(e)?;
                let order: Vec<usize> = picks.iter().map(|m| m.index).collect();
                let last = picks.last().map_or((0, 0), |m| (m.alice, m.bob));
                case["play"] = json!({ "moves": order, "final": [last.0, last.1] });
            }
            Ok(case)
        })
        .collect()
}

/// Stone Game VIII: rows up to this length carry the crate's optimal play.
const STONE_GAME_VIII_PLAY_UP_TO: usize = 64;

/// Stone Game VIII: each row of two stones or more (the crate refuses
/// shorter ones, and so does the widget) with `score_difference`; a short row
/// also with `position_values` (D(i) for every index) and `optimal_play` (the
/// x of each move, and the value D(i) of the position before it).
fn stone_game_viii_cases() -> Result<Vec<Value>, String> {
    let examples = [
        vec![-1, 2, -3, 4, -5],
        vec![7, -6, 5, 10, 5, -2, -6],
        vec![-10, -12],
        vec![-3, -3],
        vec![-3, -3, -3],
        vec![5, -2, 3],
        vec![i64::from(i32::MAX), 1],
        vec![i64::from(i32::MIN), i64::from(i32::MIN)],
    ];
    let table_up_to = limits("stone-game-viii").table as usize;
    rows("stone-game-viii", &examples, 8)
        .iter()
        .filter(|row| row.len() >= 2)
        .map(|row| {
            let stones = as_i32(row);
            let difference = stone_game_viii::score_difference(&stones)
                .map_err(|e| e.to_string())?;
            let mut case = json!({
                "stones": stones,
                "difference": difference,
            });
            if stones.len() <= table_up_to.max(STONE_GAME_VIII_PLAY_UP_TO) {
                let d = stone_game_viii::position_values(&stones)
                    .map_err(|e| e.to_string())?;
                if stones.len() <= table_up_to {
                    case["table"] = json!(d);
                }
                let moves = stone_game_viii::optimal_play(&stones)
                    .map_err(|e| e.to_string())?;
                let xs: Vec<usize> = moves.iter().map(|m| m.x).collect();
                let values: Vec<i64> = moves
                    .iter()
                    .map(|m| d[m.last + 1 - m.x]) // the index before it
                    .collect();
                let last = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
                case["play"] = play_case(xs, values, last);
            }
            Ok(case)
        })
        .collect()
}

/// Stone Game IX: rows up to this length carry the crate's optimal play.
const STONE_GAME_IX_PLAY_UP_TO: usize = 64;

/// Stone Game IX: rows up to this length also carry a game of random moves,
/// with the crate's reply and the value of each position along it.
const STONE_GAME_IX_WANDER_UP_TO: usize = 12;

/// Stone Game IX: who wins the game on `stones` from the position after the
/// moves `taken` (none of which lost), when both then play the crate's
/// `best_move`, which keeps a winning player winning (chapter *Playing it
/// out*): the value of that position.
fn stone_game_ix_winner_from(
    stones: &[u32],
    taken: &[usize],
) -> Result<stone_game_ix::Player, String> {
    let mut moves = taken.to_vec();
    while let Some(index) =
        stone_game_ix::best_move(stones, &moves).map_err(|e| e.to_string())?
    {
        moves.push(index);
    }
    let mut sum = 0;
    for (k, &index) in moves.iter().enumerate() {
        sum = (sum + stones[index] % 3) % 3;
        if sum == 0 {
            // The move k lost: Alice makes the even moves.
            return Ok(if k % 2 == 0 {
                stone_game_ix::Player::Bob
            } else {
                stone_game_ix::Player::Alice
            });
        }
    }
    Ok(stone_game_ix::Player::Bob)
}

/// Stone Game IX: each row with `alice_wins` and `residue_counts`; a short
/// row also with `optimal_play` (the stones taken, by index, whether the
/// player to move wins before each move, and the winner), and a shorter one
/// with a game of random moves, safe ones while there are any (the moves, and
/// before each the crate's `best_move` and whether the player to move wins).
fn stone_game_ix_cases() -> Result<Vec<Value>, String> {
    let big = i64::from(u32::MAX);
    let examples = [
        vec![2, 1],
        vec![2],
        vec![5, 1, 2, 4, 3],
        vec![],
        vec![0, 0, big, 1, 2],
        vec![3, 4, 4, 4, 4, 2],
        vec![1, 1, 1, 1, 1],
        vec![3, 1, 1, 1, 1, 1],
        vec![3, 6, 1, 1, 1, 1, 1],
        vec![3, 1, 2],
        vec![1, 1, 1, 1, 2],
        vec![3, 6],
    ];
    let mut random = Random(90);
    rows("stone-game-ix", &examples, 9)
        .iter()
        .map(|row| {
            let stones = as_u32(row);
            let mut case = json!({
                "stones": stones,
                "alice_wins": stone_game_ix::alice_wins(&stones),
                "counts": stone_game_ix::residue_counts(&stones),
            });
            if stones.len() <= STONE_GAME_IX_PLAY_UP_TO {
                let moves = stone_game_ix::optimal_play(&stones);
                let winner = stone_game_ix::winner(&moves);
                case["play"] = json!({
                    "moves": moves.iter().map(|m| m.index).collect::<Vec<_>>(),
                    "values": moves
                        .iter()
                        .map(|m| m.player == winner)
                        .collect::<Vec<_>>(),
                    "winner": winner.to_string(),
                });
            }
            if !stones.is_empty() && stones.len() <= STONE_GAME_IX_WANDER_UP_TO
            {
                let (mut taken, mut replies, mut wins) =
                    (vec![], vec![], vec![]);
                let mut sum = 0;
                while let Some(reply) =
                    stone_game_ix::best_move(&stones, &taken)
                        .map_err(|e| e.to_string())?
                {
                    let mover = if taken.len() % 2 == 0 {
                        stone_game_ix::Player::Alice
                    } else {
                        stone_game_ix::Player::Bob
                    };
                    replies.push(reply);
                    wins.push(
                        stone_game_ix_winner_from(&stones, &taken)? == mover,
                    );
                    let left: Vec<usize> = (0..stones.len())
                        .filter(|i| !taken.contains(i))
                        .collect();
                    let safe: Vec<usize> = left
                        .iter()
                        .copied()
                        .filter(|&i| (sum + stones[i] % 3) % 3 != 0)
                        .collect();
                    let from = if safe.is_empty() { &left } else { &safe };
                    let index =
                        from[random.between(0, from.len() as i64 - 1) as usize];
                    sum = (sum + stones[index] % 3) % 3;
                    taken.push(index);
                }
                case["wander"] = json!({
                    "moves": taken,
                    "replies": replies,
                    "wins": wins,
                });
            }
            Ok(case)
        })
        .collect()
}

/// Stone Game V: rows up to this length carry the crate's optimal play.
const STONE_GAME_V_PLAY_UP_TO: usize = 64;

/// Stone Game V: each row with `max_score`; a short row also with
/// `score_table_quadratic` (row i holds D(i, j) for j >= i) and
/// `optimal_play` (each cut as `k:L` or `k:R`, the cut after stone k of the
/// original row and the part kept, and the score D of the row in play before
/// it).
fn stone_game_v_cases() -> Result<Vec<Value>, String> {
    let examples = [
        vec![6, 2, 3, 4, 5, 5],
        vec![7, 7, 7, 7, 7, 7, 7],
        vec![4],
        vec![2, 1, 1],
        vec![2, 2, 2, 5],
        vec![3, 0, 0, 3],
        vec![3_000_000_000, 3_000_000_000, 3_000_000_000, 3_000_000_000],
        vec![],
    ];
    let e = |e: stone_game_v::Error| e.to_string();
    let table_up_to = limits("stone-game-v").table as usize;
    rows("stone-game-v", &examples, 5)
        .iter()
        .map(|row| {
            let values = as_u32(row);
            let mut case = json!({
                "values": values,
                "score": stone_game_v::max_score(&values).map_err(e)?,
            });
            if values.len() <= table_up_to.max(STONE_GAME_V_PLAY_UP_TO) {
                let table =
                    stone_game_v::score_table_quadratic(&values).map_err(e)?;
                let n = values.len();
                if n <= table_up_to {
                    let rows: Vec<Vec<u64>> = (0..n)
                        .map(|i| (i..n).map(|j| table[(i, j)]).collect())
                        .collect();
                    case["table"] = json!(rows);
                }
                let moves = stone_game_v::optimal_play(&values).map_err(e)?;
                let cuts: Vec<String> = moves
                    .iter()
                    .map(|m| {
                        let part = match m.kept {
                            stone_game_v::Part::Left => 'L',
                            stone_game_v::Part::Right => 'R',
                        };
                        format!("{}:{part}", m.left.end - 1)
                    })
                    .collect();
                let before: Vec<u64> = moves
                    .iter()
                    .map(|m| table[(m.left.start, m.right.end - 1)])
                    .collect();
                let last = moves.last().map_or(0, |m| m.score);
                case["play"] = play_case(cuts, before, (last, 0));
            }
            Ok(case)
        })
        .collect()
}

/// Stone Game IV: every pile up to 1,000, random piles up to the limit and the
/// limit itself, each with `alice_wins`; a small pile also with `win_table`
/// (`W` or `L` for each pile from 0 to n) and `optimal_play` (the squares
/// taken, and the remoteness before each move). Then the crate's `remoteness`
/// up to [`REMOTENESS_UP_TO`] and every losing position up to the limit.
fn stone_game_iv_cases() -> Result<Value, String> {
    let l = limits("stone-game-iv");
    let e = |e: stone_game_iv::Error| e.to_string();
    let mut piles: Vec<u64> = (0..=PLAY_UP_TO[3] as u64).collect();
    piles.extend([l.size, l.size - 1]);
    let mut random = Random(4);
    piles.extend((0..RANDOM_INPUTS).map(|_| random.log_size(l.size)));
    let remoteness = stone_game_iv::remoteness(REMOTENESS_UP_TO).map_err(e)?;
    let cases = piles
        .iter()
        .map(|&n| {
            let mut case = json!({
                "n": n,
                "alice_wins": stone_game_iv::alice_wins(n).map_err(e)?,
            });
            if n <= l.table {
                let wins = stone_game_iv::win_table(n).map_err(e)?;
                let marks: String =
                    wins.iter().map(|&w| if w { 'W' } else { 'L' }).collect();
                case["table"] = json!(marks);
            }
            if n <= PLAY_UP_TO[3] as u64 {
                let moves = stone_game_iv::optimal_play(n).map_err(e)?;
                case["play"] = json!({
                    "moves": moves.iter().map(|m| m.taken()).collect::<Vec<_>>(),
                    "values": moves
                        .iter()
                        .map(|m| remoteness[m.before() as usize])
                        .collect::<Vec<_>>(),
                });
            }
            Ok(case)
        })
        .collect::<Result<Vec<Value>, String>>()?;
    Ok(json!({
        "cases": cases,
        "remoteness": remoteness,
        "losing": stone_game_iv::losing_positions(l.size).map_err(e)?,
    }))
}

/// Every number of `value` is an integer a JavaScript number holds exactly.
fn check_exact(value: &Value, path: &str) -> Result<(), String> {
    match value {
        Value::Number(number) => {
            let exact = number
                .as_i64()
                .map(i128::from)
                .or_else(|| number.as_u64().map(i128::from))
                .is_some_and(|v| v.abs() <= JS_SAFE);
            if exact {
                Ok(())
            } else {
                Err(format!("{path}: {number} is not exact in JavaScript"))
            }
        }
        Value::Array(items) => items
            .iter()
            .enumerate()
            .try_for_each(|(k, v)| check_exact(v, &format!("{path}[{k}]"))),
        Value::Object(map) => map
            .iter()
            .try_for_each(|(k, v)| check_exact(v, &format!("{path}.{k}"))),
        _ => Ok(()),
    }
}

/// The text of `figures/data/try-fixture.json`: one input per line, so that a
/// change shows as the lines of the inputs it touches.
///
/// # Errors
///
/// When the crate refuses an input (a limit of [`LIMITS`] beyond what the
/// crate takes), or a number would not be exact in JavaScript.
pub fn fixture() -> Result<String, String> {
    let limits: serde_json::Map<String, Value> = LIMITS
        .iter()
        .map(|(game, l)| (game.to_string(), json!(l)))
        .collect();
    let iv = stone_game_iv_cases()?;
    let games = [
        ("stone-game", stone_game_cases()?),
        ("stone-game-ii", stone_game_ii_cases()?),
        ("stone-game-iii", stone_game_iii_cases()?),
        (
            "stone-game-iv",
            iv["cases"].as_array().cloned().unwrap_or_default(),
        ),
        ("stone-game-v", stone_game_v_cases()?),
        ("stone-game-vi", stone_game_vi_cases()?),
        ("stone-game-vii", stone_game_vii_cases()?),
        ("stone-game-viii", stone_game_viii_cases()?),
        ("stone-game-ix", stone_game_ix_cases()?),
    ];
    let line = |v: &Value| serde_json::to_string(v).map_err(|e| e.to_string());
    let mut out = String::from("{\n");
    out.push_str(&format!(
        "\"about\": {},\n\"limits\": {},\n",
        line(&json!(
            "The try-it widgets' inputs and the stone-games crate's answers. \
             Written by `cargo run -p figures` (figures/src/fixtures.rs), kept \
             current by figures/tests/try_fixture.rs, read by \
             tests/browser/widgets.mjs."
        ))?,
        line(&Value::Object(limits))?
    ));
    out.push_str(&format!(
        "\"stone-game-iv-remoteness\": {},\n\"stone-game-iv-losing\": {},\n",
        line(&iv["remoteness"])?,
        line(&iv["losing"])?
    ));
    for (k, (game, cases)) in games.iter().enumerate() {
        out.push_str(&format!("\"{game}\": [\n"));
        for (c, case) in cases.iter().enumerate() {
            check_exact(case, &format!("{game}[{c}]"))?;
            out.push_str(&line(case)?);
            out.push_str(if c + 1 < cases.len() { ",\n" } else { "\n" });
        }
        out.push_str(if k + 1 < games.len() { "],\n" } else { "]\n" });
    }
    out.push_str("}\n");
    Ok(out)
}

/// Write [`fixture`] to [`fixture_path`], if it changed; returns whether it did.
///
/// # Errors
///
/// As [`fixture`], and when the file cannot be written.
pub fn write() -> Result<bool, String> {
    let text = fixture()?;
    let path = fixture_path();
    if std::fs::read_to_string(&path).is_ok_and(|old| old == text) {
        return Ok(false);
    }
    std::fs::write(&path, text)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_spread_over_every_decade_up_to_the_limit() {
        let mut random = Random(7);
        let sizes: Vec<u64> =
            (0..3_000).map(|_| random.log_size(2_000)).collect();
        assert!(sizes.iter().all(|&s| (1..=2_000).contains(&s)));
        // Each range gets its share of the log scale, ln(10) / ln(2,001) of
        // the sizes for a whole decade (about 900 here), ln(2) / ln(2,001)
        // for 1,000 to 2,000 (about 270), give or take the randomness.
        for (from, to, share) in [
            (1, 10, 900),
            (10, 100, 900),
            (100, 1_000, 900),
            (1_000, 2_001, 270),
        ] {
            let within = sizes.iter().filter(|&&s| s >= from && s < to).count();
            assert!(
                within * 10 > share * 8 && within * 10 < share * 12,
                "{within} sizes from {from} to {to}"
            );
        }
    }

    #[test]
    fn every_short_row_is_there_once() {
        assert_eq!(all_rows(3, &[0, 1, 2]).len(), 27);
        assert_eq!(all_rows(0, &[0, 1]), [Vec::<i64>::new()]);
    }

    #[test]
    fn a_number_beyond_javascript_is_refused() {
        assert!(
            check_exact(&json!([1, [2, 9_007_199_254_740_991_i64]]), "x")
                .is_ok()
        );
        assert!(check_exact(&json!({ "a": 9_007_199_254_740_992_u64 }), "x")
            .unwrap_err()
            .contains("x.a"));
    }
}
