//! The units of work a method does at size n (piles, states, marks...), counted
//! so that a recording can hold them and a figure can quote a time per unit.

use stone_games::{stone_game_ii, stone_game_iv};

use crate::Error;

/// The units of work [`work`] counts.
pub const UNITS: [&str; 6] = ["pile", "value", "stone", "interval", "state", "mark"];

/// How many units of work the fastest method does at size `n`.
pub fn work(unit: &str, n: u64) -> Result<u64, Error> {
    match unit {
        // One push (and at most one collapse) per pile.
        "pile" => Ok(n),
        // One step of the ring of four per value (Stone Game III).
        "value" => Ok(n),
        // A constant number of steps per stone (Stone Games VI to IX's linear methods).
        "stone" => Ok(n),
        // One cell per interval of two stones or more (Stone Game V's balance point).
        "interval" => Ok(n * n.saturating_sub(1) / 2),
        // One constant-time step per stored state (i, M).
        "state" => {
            let n = usize::try_from(n).map_err(|e| Error::from(e.to_string()))?;
            Ok((0..n)
                .map(|i| stone_game_ii::book::row_width(n, i) as u64)
                .sum())
        }
        // One mark per losing position p and square k² <= n - p.
        "mark" => {
            let losing = stone_game_iv::book::losing_positions_segmented(n)?;
            Ok(losing.iter().map(|&p| (n - p).isqrt()).sum())
        }
        other => Err(format!("unknown unit of work `{other}`").into()),
    }
}
