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

/// Every row of up to seven values in -3..=3: zero and negative values
/// included, 960,800 rows.
pub(crate) fn small_signed_rows() -> impl Iterator<Item = Vec<i64>> {
    (0..=7).flat_map(|len| {
        all_rows(len, 7)
            .map(|row| row.iter().map(|&v| i64::from(v) - 4).collect())
    })
}

/// Stone Game's game tree on values of any sign (a pile may be a debt), in 128
/// bits: the oracle for the signed methods.
pub(crate) fn signed_game_tree(values: &[i64]) -> i128 {
    match values {
        [] => 0,
        [only] => i128::from(*only),
        [first, .., last] => {
            let rest_left = signed_game_tree(&values[1..]);
            let rest_right = signed_game_tree(&values[..values.len() - 1]);
            (i128::from(*first) - rest_left).max(i128::from(*last) - rest_right)
        }
    }
}

#[test]
fn the_signed_game_tree_by_hand() {
    assert_eq!(signed_game_tree(&[]), 0);
    assert_eq!(signed_game_tree(&[-5, 3, -4]), -12);
    assert_eq!(signed_game_tree(&[5, 3, 4, 5]), 1);
}

#[test]
fn the_small_signed_rows() {
    assert_eq!(
        small_signed_rows().count(),
        (0..=7).map(|n| 7_usize.pow(n)).sum()
    );
    assert!(small_signed_rows().flatten().all(|v| (-3..=3).contains(&v)));
}

#[test]
fn all_rows_counts_and_orders() {
    let rows: Vec<Vec<u32>> = all_rows(2, 2).collect();
    assert_eq!(rows, [[1, 1], [2, 1], [1, 2], [2, 2]]);
    assert_eq!(all_rows(0, 5).count(), 1);
    assert_eq!(all_rows(3, 4).count(), 64);
}
