//! The prefix sums of a row, which Stone Games V and VII read the total of
//! any interval from, and the longest row whose sums fit a `u64`.

use super::{check_len, TooLong};

/// The longest row whose sums of `u32` values always fit a `u64`: 2³² + 1
/// values of at most 2³² − 1 each add up to at most (2³² + 1)(2³² − 1) =
/// 2⁶⁴ − 1, the largest `u64`. One value more and they may not. Such a row
/// is 16 GiB: every method that sums a row limits it far below.
pub const MAX_SUMS_LEN: usize = (1 << 32) + 1;

/// `sum[k]` is the total of the first `k` values, so the values `i..=j`
/// add up to `sum[j + 1] - sum[i]`; the row's `n` values make `n + 1` sums,
/// in 64 bits.
///
/// ```
/// use stone_games::shared::prefix_sums;
///
/// let sum = prefix_sums(&[5, 3, 1, 4, 2])?;
/// assert_eq!(sum, [0, 5, 8, 9, 13, 15]);
/// assert_eq!(sum[4] - sum[1], 3 + 1 + 4); // the values 1..=3
/// assert_eq!(prefix_sums(&[])?, [0]);
/// # Ok::<(), stone_games::shared::TooLong>(())
/// ```
///
/// # Errors
///
/// [`TooLong`] on a row longer than [`MAX_SUMS_LEN`], whose sums could pass
/// a `u64`.
// ANCHOR: prefix_sums
pub fn prefix_sums(values: &[u32]) -> Result<Vec<u64>, TooLong> {
    check_len("prefix_sums", values.len(), MAX_SUMS_LEN)?;
    let mut sum = Vec::with_capacity(values.len() + 1);
    sum.push(0_u64);
    for (k, &value) in values.iter().enumerate() {
        sum.push(sum[k] + u64::from(value));
    }
    Ok(sum)
}
// ANCHOR_END: prefix_sums

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_sums_start_at_zero_and_add_each_value_in_64_bits() {
        assert_eq!(prefix_sums(&[]), Ok(vec![0]));
        assert_eq!(prefix_sums(&[5, 3, 1]), Ok(vec![0, 5, 8, 9]));
        let big = u64::from(u32::MAX);
        assert_eq!(prefix_sums(&[u32::MAX; 2]), Ok(vec![0, big, 2 * big]));
    }

    /// The limit is where the proof of its doc stops: a row of 16 GiB cannot
    /// be built in a test, so the arithmetic is checked instead.
    #[test]
    fn its_limit_is_the_longest_row_whose_sums_fit_a_u64() {
        let most = |n: usize| n as u128 * u128::from(u32::MAX);
        assert!(most(MAX_SUMS_LEN) <= u128::from(u64::MAX));
        assert!(most(MAX_SUMS_LEN + 1) > u128::from(u64::MAX));
        let gib = MAX_SUMS_LEN * size_of::<u32>() / (1 << 30);
        assert_eq!(gib, 16, "MAX_SUMS_LEN: such a row is 16 GiB");
    }
}
