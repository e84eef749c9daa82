//! The closed rule: the parity of c0, and c1 and c2.

/// Does Alice win with `counts` stones of residue 0, 1 and 2? By the closed
/// rule: with an even number of multiples of 3, exactly when there is a
/// stone of each non-zero residue; with an odd number, exactly when the
/// counts of residue 1 and residue 2 differ by 3 or more.
///
/// O(1) time and memory; proved in the chapter [*The rule*][the-rule].
/// It cannot fail, unlike the book's [`alice_wins_from_counts`], which
/// finds the same answer by filling a table and so has a limit.
///
/// ```
/// use stone_games::stone_game_ix::alice_wins_by_rule;
///
/// assert!(alice_wins_by_rule([0, 1, 1])); // 2 1
/// assert!(!alice_wins_by_rule([1, 1, 1])); // 3 1 2
/// assert!(alice_wins_by_rule([1, 4, 1]));
/// // c0 odd, and far more 1s than 2s:
/// assert!(alice_wins_by_rule([u64::MAX, u64::MAX, 0]));
/// ```
///
/// [the-rule]: https://stone-games.github.io/stone-games/stone-game-ix/the-rule.html
///
#[doc = book_link!(fn stone_game_ix::book::alice_wins_from_counts)]
#[must_use]
// ANCHOR: rule
pub fn alice_wins_by_rule(counts: [u64; 3]) -> bool {
    let [c0, c1, c2] = counts;
    if c0 % 2 == 0 {
        c1 >= 1 && c2 >= 1
    } else {
        c1.abs_diff(c2) >= 3
    }
}
// ANCHOR_END: rule
