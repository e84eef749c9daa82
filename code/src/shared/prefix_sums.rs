//! The prefix sums of a row, which Stone Games V and VII read the total of
//! any interval from.

/// `sum[k]` is the total of the first `k` values, so the values `i..=j`
/// add up to `sum[j + 1] - sum[i]`; the row's `n` values make `n + 1` sums.
/// In 64 bits: up to 2³² + 1 values of at most 2³² − 1 each add up to less
/// than 2⁶⁴, which every method that calls this is far below.
///
/// # Panics
///
/// On a longer row (16 GiB of values or more) whose sums pass a `u64`, in
/// every build: a wrong sum is never returned.
///
/// ```
/// use stone_games::shared::prefix_sums;
///
/// let sum = prefix_sums(&[5, 3, 1, 4, 2]);
/// assert_eq!(sum, [0, 5, 8, 9, 13, 15]);
/// assert_eq!(sum[4] - sum[1], 3 + 1 + 4); // the values 1..=3
/// assert_eq!(prefix_sums(&[]), [0]);
/// ```
#[must_use]
// ANCHOR: prefix_sums
pub fn prefix_sums(values: &[u32]) -> Vec<u64> {
    let mut sum = Vec::with_capacity(values.len() + 1);
    sum.push(0_u64);
    for (k, &value) in values.iter().enumerate() {
        let total = sum[k].checked_add(u64::from(value));
        sum.push(total.expect("shared::prefix_sums: the sums passed a u64"));
    }
    sum
}
// ANCHOR_END: prefix_sums

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_sums_start_at_zero_and_add_each_value_in_64_bits() {
        assert_eq!(prefix_sums(&[]), [0]);
        assert_eq!(prefix_sums(&[5, 3, 1]), [0, 5, 8, 9]);
        let big = u64::from(u32::MAX);
        assert_eq!(prefix_sums(&[u32::MAX; 2]), [0, big, 2 * big]);
    }
}
