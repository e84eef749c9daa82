//! Helpers for the crate's own tests.

/// Every row of `len` piles with values in `1..=max`, the first pile counting
/// fastest, like the digits of an odometer read from the left.
pub(crate) fn all_rows(len: usize, max: u32) -> impl Iterator<Item = Vec<u32>> {
    let count = u64::from(max).pow(len as u32);
    (0..count).map(move |mut code| {
        (0..len)
            .map(|_| {
                let value = (code % u64::from(max)) as u32 + 1;
                code /= u64::from(max);
                value
            })
            .collect()
    })
}

#[test]
fn all_rows_counts_and_orders() {
    let rows: Vec<Vec<u32>> = all_rows(2, 2).collect();
    assert_eq!(rows, [[1, 1], [2, 1], [1, 2], [2, 2]]);
    assert_eq!(all_rows(0, 5).count(), 1);
    assert_eq!(all_rows(3, 4).count(), 64);
}
