//! Stone Game IX's limits, each case run at its limit ([`Cases`]).

use super::*;

/// Counts of Stone Game IX's residues 0, 1 and 2 whose game over counts
/// has exactly `MAX_COUNT_POSITIONS` positions: 200 · 200 · 250 = 10⁷.
pub(super) const SG9_COUNTS: [u64; 3] = [199, 199, 249];

/// Counts of the residues 0 to 3 mod 4 whose game over counts mod 4 has
/// exactly `MAX_COUNT_POSITIONS` positions: 4 · 25 · 40 · 50 · 50 = 10⁷.
pub(super) const SG9_COUNTS_MOD_4: [u64; 4] = [24, 39, 49, 49];

/// A row with `counts[r]` stones of residue r mod `counts.len()`: the
/// stones r, or the modulus itself for r = 0.
pub(super) fn sg9_row_of_counts(counts: &[u64]) -> Vec<u32> {
    let m = counts.len() as u32;
    (0..m)
        .flat_map(|r| std::iter::repeat_n(if r == 0 { m } else { r }, counts[r as usize] as usize))
        .collect()
}

/// Stone Game IX's limits. Both bound time and memory, and are run;
/// `alice_wins`, the rule, the functions of play, the other pitfalls and
/// exercises take every row in O(n), and have no limit.
///
/// `exercises::alice_wins_mod` tries, in each of its 2 · positions cells,
/// only the residues the row has (at most 23 under `MAX_COUNT_POSITIONS`),
/// so a large modulus costs its positions and no more: its cases are a
/// modulus of 4, close to the game itself, and one stone of residue m − 1
/// with m = 5 × 10⁶, the largest modulus at the limit (10⁷ positions).
pub(super) fn stone_game_ix_cases(c: &mut Cases) {
    let values = values_of(&STONE_GAME_IX_ROWS);
    use stone_game_ix::{book::*, exercises, pitfalls};
    let g = "stone_game_ix";
    let n = MAX_GAME_TREE_LEN;
    let rows = format!("{n} stones of {values} (2²⁰ positions)");
    let make = move || STONE_GAME_IX_ROWS.row(n);
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &rows, make; |v|
        alice_wins_brute_force(v),
        game_tree_calls(v),
        pitfalls::alice_wins_stuck_player_loses(v),
    );
    let modulus_3 = format!("{rows}, modulus 3");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &modulus_3, make; |v|
        exercises::alice_wins_mod_brute_force(v, 3),
    );

    let [c0, c1, c2] = SG9_COUNTS;
    let n = c0 + c1 + c2;
    let counts = format!("{c0}, {c1} and {c2} stones of residue 0, 1 and 2 (10⁷ positions)");
    at_limit!(c, g, MAX_COUNT_POSITIONS, n, &counts, || SG9_COUNTS; |counts|
        alice_wins_from_counts(*counts),
    );
    let row = format!("a row of {n} stones: {counts}");
    let make = || sg9_row_of_counts(&SG9_COUNTS);
    at_limit!(c, g, MAX_COUNT_POSITIONS, n, &row, make; |v|
        alice_wins_counts(v),
    );
    let [c0, c1, c2, c3] = SG9_COUNTS_MOD_4;
    let n = c0 + c1 + c2 + c3;
    let row = format!(
        "a row of {n} stones, modulus 4: {c0}, {c1}, {c2} and {c3} of \
         residue 0 to 3 (10⁷ positions)"
    );
    let make = || sg9_row_of_counts(&SG9_COUNTS_MOD_4);
    at_limit!(c, g, MAX_COUNT_POSITIONS, n, &row, make; |v|
        exercises::alice_wins_mod(v, 4),
    );
    let modulus = (MAX_COUNT_POSITIONS / 2) as u32;
    let one = "one stone of residue 4,999,999, modulus 5 × 10⁶ (10⁷ positions)";
    at_limit!(c, g, MAX_COUNT_POSITIONS, 1, one, move || vec![modulus - 1];
        |v| exercises::alice_wins_mod(v, modulus),
    );
}
