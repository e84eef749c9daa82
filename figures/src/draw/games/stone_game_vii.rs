//! Draws Part VII's figures.
//!
//! Part VII's figures: the interval table, the optimal play, and the stones
//! coloured by who removes them.

use std::collections::BTreeSet;

use stone_games::stone_game_vii::{optimal_play, score_difference, score_table, Move, Player};

use crate::draw::html::{box_entries, escape, math, Step};
use crate::draw::interval_table::{cell_key, interval_step, interval_table};
use crate::draw::manifest::Figure;
use crate::draw::play_table::{Cell, Played, ScoreGame};
use crate::draw::trace_table::{self, box_row, number, value_box, Line, TraceRow};
use crate::Error;

/// The interval table `D(i, j)` of [`score_table`], with a step-through of
/// its filling: first the diagonal `D(i, i) = 0`, which the code never
/// writes (its vector starts at 0) but the reader is shown, then in the
/// code's order, by interval length.
pub fn table(figure: &Figure, stones: &[u32]) -> Result<String, Error> {
    let n = stones.len();
    if n == 0 {
        return Err("the table of an empty row has no cells".into());
    }
    let table = score_table(stones)?;
    let d = |i: usize, j: usize| table[(i, j)];
    let summary = format!(
        "The answer is in the top-right cell: {}, so Alice ends {} points \
         ahead.",
        math(&format!("D(0, {}) = {}", n - 1, d(0, n - 1)))?,
        d(0, n - 1)
    );
    let steps = table_steps(stones, &d)?;
    interval_table(figure, stones, d, &steps, &summary)
}

/// The steps of the interval table's filling: each cell of the diagonal, 0,
/// then each longer interval from the two it reads and the stones left
/// after each removal.
fn table_steps(stones: &[u32], d: &impl Fn(usize, usize) -> u64) -> Result<Vec<Step>, Error> {
    let n = stones.len();
    let left = |i: usize, j: usize| -> u64 { stones[i..=j].iter().map(|&v| u64::from(v)).sum() };
    let mut steps = Vec::new();
    for i in 0..n {
        steps.push(Step {
            target: cell_key(i, i),
            reads: vec![],
            caption: format!(
                "{}: one stone left; removing it scores 0 (the code writes \
                 nothing here: the table starts at 0)",
                math(&format!("D({i}, {i}) = 0"))?
            ),
        });
    }
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            // The numbers the caption shows.
            let (sl, sr, a, b, v) = (
                left(i + 1, j),
                left(i, j - 1),
                d(i + 1, j),
                d(i, j - 1),
                d(i, j),
            );
            let equation = format!(
                "D({i}, {j}) = max({sl} - D({i1}, {j}), {sr} - D({i}, {j1})) \
                 = max({sl} - {a}, {sr} - {b}) = {v}",
                i1 = i + 1,
                j1 = j - 1,
            );
            steps.push(interval_step((i, j, n), &equation, |a, b| {
                i128::from(d(a, b))
            })?);
        }
    }
    Ok(steps)
}

/// A whole game under optimal play: one table row per move, with the stone
/// removed, what the move scored, the row after the move and both scores.
pub fn play(figure: &Figure, stones: &[u32]) -> Result<String, Error> {
    let moves = optimal_play(stones)?;
    let start = format!("The start: {} stones, Alice to move", stones.len());
    let mut game = ScoreGame::new(stones, vec![Cell::text("")], start)?;
    for (turn, mv) in (1..).zip(&moves) {
        game.push(Played {
            taken: mv.index..mv.index + 1,
            mover: mv.player,
            points: mv.points.into(),
            takes: Cell::text(format!("{} from the {}", mv.stone, mv.end)),
            extra: vec![Cell::text(mv.points)],
            totals: [mv.alice.into(), mv.bob.into()],
            // The crate's own wording of a move.
            caption: escape(&format!("Move {turn}: {mv}")),
        })?;
    }
    let (alice, bob) = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
    game.render_with_verb(
        figure,
        ("Removes", "removes", "removed"),
        &["Scores"],
        ("stones", "4"),
        &format!(
            "Final score: Alice {alice}, Bob {bob}; Alice ends {} ahead.",
            alice - bob
        ),
    )
}

/// The identity, move by move, on a game under optimal play: each stone
/// coloured by the player who removes it, beside Alice's score minus Bob's
/// and the total of the stones Bob has removed. The two columns agree after
/// every move of Bob's, and at the end.
pub fn removers(figure: &Figure, stones: &[u32]) -> Result<String, Error> {
    let moves = optimal_play(stones)?;
    let mut removed_by: Vec<Option<(Player, usize)>> = vec![None; stones.len()];
    let mut seen = BTreeSet::new();
    let mut lines = Vec::new();
    let mut bob_removed = 0_u64;
    for (turn, mv) in (1..).zip(&moves) {
        removed_by[mv.index] = Some((mv.player, turn));
        if mv.player == Player::Bob {
            bob_removed += u64::from(mv.stone);
        }
        let boxes = removed_boxes(stones, &removed_by, &mut seen);
        lines.push(removers_row(turn, mv, bob_removed, boxes)?);
    }
    let answer = score_difference(stones)?;
    if answer != bob_removed {
        return Err(
            format!("Bob removed {bob_removed}, and score_difference says {answer}").into(),
        );
    }
    let meanings = [
        ("sg-by-alice", "5", "a stone Alice removed"),
        ("sg-by-bob", "3", "a stone Bob removed"),
    ];
    let entries = box_entries(meanings, &seen);
    trace_table::render(
        figure,
        "",
        &["Alice − Bob", "Bob removed", "Who removed each stone"],
        &lines,
        entries,
        &format!(
            "The small number under a stone is the move that removed it; each \
             row is the game after one more move. \
             Alice ends {answer} ahead: the total of the stones Bob removed."
        ),
    )
}

/// The row of stones, each removed one coloured by its player and labelled
/// with the move that removed it (`removed_by`). The colours drawn are added
/// to `seen`.
fn removed_boxes(
    stones: &[u32],
    removed_by: &[Option<(Player, usize)>],
    seen: &mut BTreeSet<&'static str>,
) -> String {
    let boxes: Vec<String> = stones
        .iter()
        .zip(removed_by)
        .map(|(stone, by)| match by {
            Some((player, at)) => {
                let class = player.pick("sg-by-alice", "sg-by-bob");
                seen.insert(class);
                value_box(&number(stone), &at.to_string(), &[class])
            }
            None => value_box(&number(stone), "", &[]),
        })
        .collect();
    box_row(&boxes)
}

/// The row of the move `turn`, `mv`: Alice's lead and what Bob has removed
/// (`bob_removed`) after it, the stones (`boxes`), and why the two agree or
/// by how much they differ.
fn removers_row(turn: usize, mv: &Move, bob_removed: u64, boxes: String) -> Result<Line, Error> {
    let lead = mv.alice - mv.bob;
    let still_in = lead - bob_removed;
    let why = if still_in == 0 {
        "they agree".to_string()
    } else {
        format!(
            "they differ by {}, the stones still in the row, which \
             Alice's move scored once more than Bob's moves did",
            math(&number(still_in))?
        )
    };
    Ok(Line::Step(TraceRow {
        cells: vec![math(&number(lead))?, math(&number(bob_removed))?, boxes],
        caption: format!(
            "Move {turn}: {} removes {} and scores {}. Alice − Bob is {}, \
             Bob has removed {}: {why}.",
            mv.player,
            math(&number(mv.stone))?,
            math(&number(mv.points))?,
            math(&number(lead))?,
            math(&number(bob_removed))?,
        ),
        reads: vec![],
    }))
}

/// Part I's linear method on the negated row, step by step (Part I's trace
/// figure on `-v`), ending with the answer to Stone Game VII,
/// (total + d) / 2.
pub fn linear(figure: &Figure, stones: &[u32]) -> Result<String, Error> {
    let negated: Vec<i64> = stones.iter().map(|&v| -i64::from(v)).collect();
    let total: i128 = stones.iter().map(|&v| i128::from(v)).sum();
    let answer = score_difference(stones)?;
    let lead = 2 * i128::from(answer) - total;
    let summary = format!(
        "In Part I\u{2019}s game on the negated row, Alice ends at {}; the \
         stones add up to {}, so the answer to Stone Game VII is {}.",
        math(&number(lead))?,
        math(&number(total))?,
        math(&format!(
            "({total} + {}) / 2 = {answer}",
            crate::draw::html::signed(lead)
        ))?,
    );
    crate::draw::games::stone_game::linear_signed(figure, &negated, lead, &summary)
}
