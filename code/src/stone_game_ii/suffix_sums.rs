//! The stones left from each pile on: what every method reads.

/// `suffix[i]` is the number of stones in piles `i..`; `suffix[n]` is 0.
///
/// Sums are `u64`: a row would need 2³² piles (16 GiB) to overflow one.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_ii::book::suffix_sums;
///
/// assert_eq!(suffix_sums(&[2, 7, 9, 4, 4]), [26, 24, 17, 8, 4, 0]);
/// assert_eq!(suffix_sums(&[]), [0]);
/// # }
/// ```
#[must_use]
// ANCHOR: suffix_sums
pub fn suffix_sums(piles: &[u32]) -> Vec<u64> {
    // suffix[i] is the number of stones in piles i..; suffix[n] is 0.
    let mut suffix = vec![0; piles.len() + 1];
    for i in (0..piles.len()).rev() {
        suffix[i] = suffix[i + 1] + u64::from(piles[i]);
    }
    suffix
}
// ANCHOR_END: suffix_sums
