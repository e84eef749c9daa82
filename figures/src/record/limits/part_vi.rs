//! Stone Game VI's limits, each case run at its limit ([`Cases`]).

use super::*;

/// Alice's and Bob's values for `n` stones, as Stone Game VI's benchmarks
/// make them: one row of 2n values from `lo` to `hi`, Alice's the first n
/// and Bob's the rest.
pub(super) fn sg6_rows(n: usize, lo: i64, hi: i64) -> (Vec<u32>, Vec<u32>) {
    let recipe = RowRecipe {
        lo,
        hi,
        ..STONE_GAME_VI_ROWS
    };
    recipe.pair(n)
}

/// `n` stones whose weights a + b reach [`MAX_COUNTING_WEIGHT`] exactly:
/// values of 0 to half of it, and the first stone one heavier for Alice.
///
/// [`MAX_COUNTING_WEIGHT`]: stone_game_vi::book::MAX_COUNTING_WEIGHT
pub(super) fn sg6_heaviest_rows(n: usize) -> (Vec<u32>, Vec<u32>) {
    let half = stone_game_vi::book::MAX_COUNTING_WEIGHT / 2;
    let (mut alice, mut bob) = sg6_rows(n, 0, half as i64);
    alice[0] = half as u32 + 1;
    bob[0] = half as u32;
    (alice, bob)
}

/// Stone Game VI's limits that bound time or memory.
///
/// `MAX_LEN` (2³² − 1 stones, 16 GiB of values for each player) only
/// guarantees that nothing overflows, and is not run: it is the one limit
/// of `score_difference`, `winner`, `score_difference_sorted`,
/// `score_difference_radix`, the counting method's row length, the
/// pitfalls and the exercises. The book proves the bound in *The shared
/// weight*, section *What bounds the answer*
/// (`src/stone-game-vi/shared-weight.md`).
pub(super) fn stone_game_vi_cases(c: &mut Cases) {
    let values = values_of(&STONE_GAME_VI_ROWS);
    use stone_game_vi::{book::*, *};
    let g = "stone_game_vi";
    // 1 + n · 2ⁿ⁻¹ calls whatever the values; `v` is (Alice's, Bob's).
    let n = MAX_GAME_TREE_LEN;
    let rows = format!("{n} stones of {values} for each player");
    at_limit!(c, g, MAX_GAME_TREE_LEN, n, &rows, move || sg6_rows(n, 1, 100);
        |v| score_difference_brute_force(&v.0, &v.1),
        game_tree_calls(&v.0, &v.1),
    );

    // The limit bounds the counters, a fixed cost whatever n is: alone on
    // one stone, and with the benchmarks' longest rows.
    let one = "one stone of weight 2¹⁶ − 1";
    at_limit!(c, g, MAX_COUNTING_WEIGHT, 1, one, || sg6_heaviest_rows(1);
        |v| score_difference_counting(&v.0, &v.1),
    );
    let n = MAX_PLAY_LEN;
    let heaviest = format!(
        "{} stones of 0..=32,767 for each player, the heaviest of weight \
         2¹⁶ − 1",
        thousands(n as u64)
    );
    // Within the limit, `score_difference` counts.
    at_limit!(c, g, MAX_COUNTING_WEIGHT, n, &heaviest,
        move || sg6_heaviest_rows(n);
        |v| score_difference_counting(&v.0, &v.1),
        counting_trace(&v.0, &v.1),
        score_difference(&v.0, &v.1),
    );

    let rows = format!("{} stones of {values} for each player", thousands(n as u64));
    at_limit!(c, g, MAX_PLAY_LEN, n, &rows, move || sg6_rows(n, 1, 100);
        |v| optimal_play(&v.0, &v.1),
        Position::new(&v.0, &v.1),
        heaviest_first(&v.0, &v.1),
    );
    // Any u32: the radix sort skips no digit of the 57-bit keys.
    let any = format!("{} stones of any u32 for each player", thousands(n as u64));
    at_limit!(c, g, MAX_PLAY_LEN, n, &any,
        move || sg6_rows(n, 0, i64::from(u32::MAX));
        |v| heaviest_first(&v.0, &v.1),
    );
}
