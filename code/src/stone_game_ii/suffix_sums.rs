//! The stones left from each pile on: what every method reads.

use super::error::{check_len, Error};
use crate::shared::MAX_SUMS_LEN;

/// `suffix[i]` is the number of stones in piles `i..`; `suffix[n]` is 0.
///
/// Sums are `u64`, which every row of up to [`MAX_SUMS_LEN`] piles fits.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_ii::book::suffix_sums;
///
/// assert_eq!(suffix_sums(&[2, 7, 9, 4, 4])?, [26, 24, 17, 8, 4, 0]);
/// assert_eq!(suffix_sums(&[])?, [0]);
/// # }
/// # Ok::<(), stone_games::stone_game_ii::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::TooLong`] for a row longer than [`MAX_SUMS_LEN`], whose sums
/// could pass a `u64`.
// ANCHOR: suffix_sums
pub fn suffix_sums(piles: &[u32]) -> Result<Vec<u64>, Error> {
    check_len("suffix_sums", piles.len(), MAX_SUMS_LEN)?;
    // suffix[i] is the number of stones in piles i..; suffix[n] is 0.
    let mut suffix = vec![0; piles.len() + 1];
    for i in (0..piles.len()).rev() {
        suffix[i] = suffix[i + 1] + u64::from(piles[i]);
    }
    Ok(suffix)
}
// ANCHOR_END: suffix_sums
