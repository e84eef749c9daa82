//! Draws Part VI's figures.
//!
//! Part VI's figures: optimal play, each stone with its two values and its
//! weight, and the counting method weight by weight, both from the crate.

use stone_games::stone_game_vi::{
    book::{counting_trace, CountingStep},
    optimal_play, Player,
};

use crate::draw::html::escape;
use crate::draw::manifest::Figure;
use crate::draw::play_table::{self, verdict, Cell, Played, Row, ScoreGame};
use crate::draw::trace_table::{draws_what_the_rules_give, number};
use crate::Error;

/// A whole game under optimal play, from [`optimal_play`]: one table row per
/// pick, each stone shown as Alice's value over Bob's.
pub fn play(figure: &Figure, alice: &[u32], bob: &[u32]) -> Result<String, Error> {
    let picks = optimal_play(alice, bob)?;
    let stones: Vec<String> = alice
        .iter()
        .zip(bob)
        .map(|(a, b)| format!("{a}/{b}"))
        .collect();
    let start = format!(
        "The start: {} stones, each shown as its value to Alice / to Bob; \
         Alice to move",
        stones.len()
    );
    let mut game = ScoreGame::new(&stones, vec![Cell::text("")], start)?;
    let mut left: Vec<bool> = vec![true; stones.len()];
    for (turn, pick) in (1..).zip(&picks) {
        let (a, b) = (pick.alice_value, pick.bob_value);
        // The stone its caption names is the heaviest of those left, as the
        // input's values weigh it.
        let weigh = |k: usize| u64::from(alice[k]) + u64::from(bob[k]);
        let heaviest = (0..stones.len()).filter(|&k| left[k]).map(weigh).max();
        let stone = (left.get(pick.index) == Some(&true)).then(|| weigh(pick.index));
        let what = format!("move {turn}");
        draws_what_the_rules_give(&what, "the weight taken", &[stone], &[heaviest])?;
        let values = alice.get(pick.index).zip(bob.get(pick.index));
        draws_what_the_rules_give(&what, "the stone's values", &[Some((&a, &b))], &[values])?;
        left[pick.index] = false;
        let value = match pick.player {
            Player::Alice => a,
            Player::Bob => b,
        };
        let weight = u64::from(a) + u64::from(b);
        game.push(Played {
            taken: pick.index..pick.index + 1,
            mover: pick.player,
            points: value.into(),
            takes: Cell::text(format!("stone {}: {value}", pick.index + 1)),
            extra: vec![Cell::text(weight)],
            totals: [pick.alice.into(), pick.bob.into()],
            caption: escape(&format!(
                "Move {turn}: {} takes stone {}, the heaviest left \
                 ({a} + {b} = {weight}), for {value}",
                pick.player,
                pick.index + 1
            )),
        })?;
    }
    let (a, b) = picks.last().map_or((0, 0), |m| (m.alice, m.bob));
    game.render(
        figure,
        &["Weight a + b"],
        ("stones", "3/1"),
        &format!(
            "Final totals: Alice {a}, Bob {b}: {}.",
            verdict(a as i64 - b as i64)
        ),
    )
}

/// The counting method, from [`counting_trace`]: one table row per weight
/// that some stone has, heaviest first.
pub fn counting(figure: &Figure, alice: &[u32], bob: &[u32]) -> Result<String, Error> {
    let (steps, bob_total) = counting_trace(alice, bob)?;
    let mut rows = vec![Row {
        cells: text_cells(vec![
            "(start)".into(),
            "".into(),
            "".into(),
            "".into(),
            "0".into(),
        ]),
        caption: format!(
            "The start: {} stones counted by weight; Bob's values add up \
             to {bob_total}",
            alice.len()
        ),
    }];
    // The steps are the crate's, which its test
    // `every_step_counts_the_stones_of_its_weight_in_turn` holds to their
    // docs; each row's caption must say what its cells show.
    for step in &steps {
        rows.push(weight_row(step)?);
    }
    let weight = steps.last().map_or(0, |s| s.alice_weight);
    let difference = weight as i64 - bob_total as i64;
    play_table::render(
        figure,
        &[
            "Weight",
            "Stones",
            "Picks before",
            "Alice takes",
            "Alice's weight",
        ],
        &rows,
        vec![],
        &format!(
            "Alice's weight minus Bob's values: {weight} − {bob_total} = {}: \
             {}.",
            number(difference),
            verdict(difference)
        ),
    )
}

/// Cells of plain text.
fn text_cells(cells: Vec<String>) -> Vec<Cell> {
    cells.into_iter().map(Cell::text).collect()
}

/// The row of a weight: its stones, the picks before them, Alice's share of
/// them (she picks first after an even number of picks) and her weight.
///
/// # Errors
///
/// When the share the row writes (`⌈3/2⌉`) is not the crate's `alices`.
fn weight_row(step: &CountingStep) -> Result<Row, Error> {
    let (share, of) = if step.picks_before % 2 == 0 {
        (step.stones.div_ceil(2), format!("⌈{}/2⌉", step.stones))
    } else {
        (step.stones / 2, format!("⌊{}/2⌋", step.stones))
    };
    if share != step.alices {
        return Err(format!(
            "the row of weight {} writes {of} = {share}, where the crate's \
             counting gives Alice {}",
            step.weight, step.alices
        )
        .into());
    }
    let share = format!("{of} = {share}");
    let row = Row {
        cells: text_cells(vec![
            step.weight.to_string(),
            step.stones.to_string(),
            step.picks_before.to_string(),
            share.clone(),
            step.alice_weight.to_string(),
        ]),
        caption: escape(&format!(
            "Weight {}: {} stone{}, after {} picks ({}): Alice takes {}, \
             and her weight is {}",
            step.weight,
            step.stones,
            if step.stones == 1 { "" } else { "s" },
            step.picks_before,
            if step.picks_before % 2 == 0 {
                "even: Alice picks first"
            } else {
                "odd: Bob picks first"
            },
            share,
            step.alice_weight
        )),
    };
    // The caption says what the row's cells show, each in its own words.
    let cell = |k: usize| row.cells[k].html.as_str();
    let said = [
        format!("Weight {}: {} stone", cell(0), cell(1)),
        format!("after {} picks", cell(2)),
        format!("Alice takes {}, and her weight is {}", cell(3), cell(4)),
    ];
    for words in &said {
        if !row.caption.contains(words.as_str()) {
            let caption = &row.caption;
            return Err(format!("the row's caption does not say \"{words}\": {caption}").into());
        }
    }
    Ok(row)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_whose_share_is_not_the_crates_is_refused() {
        let step = CountingStep {
            weight: 5,
            stones: 1,
            picks_before: 1,
            alices: 1,
            alice_weight: 5,
        };
        let message = weight_row(&step).err().map(|e| e.to_string());
        assert!(
            message.as_deref().is_some_and(|m| m.contains("⌊1/2⌋ = 0")),
            "{message:?}"
        );
        let step = CountingStep { alices: 0, ..step };
        assert!(weight_row(&step).is_ok());
    }
}
