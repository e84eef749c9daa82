//! The residue counts with no table indexed by a remainder: two sums of
//! comparisons, which the compiler turns into vector instructions.

/// How many stones of `stones` leave remainder 0, 1 and 2 when divided by 3,
/// counted without a table: the same counts as
/// [`residue_counts`](super::residue_counts).
///
/// # Why it is exact
///
/// Let `t = s · 0xAAAA_AAAB mod 2³²`. Since `3 · 0xAAAA_AAAB = 2³³ + 1`,
/// `0xAAAA_AAAB` is the inverse of 3 modulo 2³², and a stone
/// `s = 3q + r` gives `t = q + r · 0xAAAA_AAAB mod 2³²`, with
/// `q ≤ (2³² − 1 − r) / 3`:
///
/// - `r = 0`: `t = q ≤ 0x5555_5555`;
/// - `r = 2`: `t = q + 0x5555_5556` (`2 · 0xAAAA_AAAB − 2³²`), from
///   `0x5555_5556` to at most `0xAAAA_AAAA`;
/// - `r = 1`: `t = q + 0xAAAA_AAAB`, from `0xAAAA_AAAB` to at most
///   `0xFFFF_FFFF`.
///
/// So `t > 0x5555_5555` exactly when `r ≠ 0`, and `t > 0xAAAA_AAAA` exactly
/// when `r = 1`. The counts are sums of these two comparisons: `c1` and
/// `c1 + c2`. Each block of at most 2³¹ stones is summed in `u32`, which
/// cannot overflow, into `u64` counts. A loop with no table and no branch
/// is one the compiler can run on several stones per instruction; the
/// table of [`residue_counts`](super::residue_counts) writes to one of
/// three counters chosen by each stone, one stone at a time.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_ix::{
///     book::residue_counts_lanes, residue_counts,
/// };
///
/// assert_eq!(residue_counts_lanes(&[5, 1, 2, 4, 3]), [1, 2, 2]);
/// assert_eq!(residue_counts_lanes(&[]), [0, 0, 0]);
/// let row = [0, 1, 2, u32::MAX, u32::MAX - 1, u32::MAX - 2];
/// assert_eq!(residue_counts_lanes(&row), residue_counts(&row));
/// # }
/// ```
#[must_use]
// ANCHOR: lanes
pub fn residue_counts_lanes(stones: &[u32]) -> [u64; 3] {
    // A block's counts are at most its length, which must fit a u32.
    const BLOCK: usize = 1 << 31;
    const _: () = assert!(BLOCK <= u32::MAX as usize);
    let (mut not_zero, mut one) = (0_u64, 0_u64);
    for block in stones.chunks(BLOCK) {
        let (mut block_not_zero, mut block_one) = (0_u32, 0_u32);
        for &stone in block {
            // t = stone / 3 exactly when 3 divides the stone.
            let t = stone.wrapping_mul(0xAAAA_AAAB);
            block_not_zero += u32::from(t > 0x5555_5555);
            block_one += u32::from(t > 0xAAAA_AAAA);
        }
        not_zero += u64::from(block_not_zero);
        one += u64::from(block_one);
    }
    let all = stones.len() as u64;
    [all - not_zero, one, not_zero - one]
}
// ANCHOR_END: lanes

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone_game_ix::residue_counts;

    /// The ends of each range of t: the smallest and largest stone of each
    /// residue, each counted alone by the method, in the lane of its
    /// remainder.
    #[test]
    fn the_three_ranges_of_t() {
        for stone in [0, 1, 2, 3, 4, 5, u32::MAX - 2, u32::MAX - 1, u32::MAX] {
            let mut alone = [0; 3];
            alone[(stone % 3) as usize] = 1;
            assert_eq!(residue_counts_lanes(&[stone]), alone, "{stone}");
        }
        assert_eq!(3_u64 * 0xAAAA_AAAB, (1 << 33) + 1);
    }

    #[test]
    fn equals_the_table_on_every_small_value_and_every_large_one() {
        use crate::shared::testing::assert_agree;
        let methods: [crate::shared::testing::Method<u32, _>; 2] = [
            ("residue_counts_lanes", &residue_counts_lanes),
            ("residue_counts", &residue_counts),
        ];
        let small: Vec<u32> = (0..100_000).collect();
        assert_agree(&small, &methods);
        let large: Vec<u32> = (0..100_000).map(|k| u32::MAX - k).collect();
        assert_agree(&large, &methods);
    }
}
