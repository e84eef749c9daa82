//! The residues: only each stone's remainder mod 3 matters, so a row is
//! its three counts.

/// How many stones of `stones` leave remainder 0, 1 and 2 when divided by 3.
///
/// ```
/// use stone_games::stone_game_ix::residue_counts;
///
/// assert_eq!(residue_counts(&[5, 1, 2, 4, 3]), [1, 2, 2]);
/// assert_eq!(residue_counts(&[]), [0, 0, 0]);
/// ```
#[must_use]
// ANCHOR: residue_counts
pub fn residue_counts(stones: &[u32]) -> [u64; 3] {
    let mut counts = [0; 3];
    for &stone in stones {
        counts[(stone % 3) as usize] += 1;
    }
    counts
}
// ANCHOR_END: residue_counts
