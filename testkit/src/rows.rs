//! The rows of every small case: every row of a length, its values taken
//! from a list, in one of two orders.

/// Every row of `len` values taken from `values`, the first value counting
/// fastest, like the digits of an odometer read from the left: row number
/// `code` is `code` written in base `values.len()`, lowest digit first.
/// `values.len()^len` rows, and one (the empty row) when `len` is 0.
///
/// ```
/// use stone_games_testkit::rows_of;
///
/// let rows: Vec<Vec<i32>> = rows_of(2, vec![-1, 5]).collect();
/// assert_eq!(rows, [[-1, -1], [5, -1], [-1, 5], [5, 5]]);
/// assert_eq!(rows_of(0, Vec::<i32>::new()).count(), 1);
/// assert_eq!(rows_of(2, Vec::<i32>::new()).count(), 0);
/// ```
pub fn rows_of<T: Copy>(len: usize, values: Vec<T>) -> impl Iterator<Item = Vec<T>> + Clone {
    let base = values.len() as u64;
    (0..base.pow(len as u32)).map(move |mut code| {
        (0..len)
            .map(|_| {
                let value = values[(code % base) as usize];
                code /= base;
                value
            })
            .collect()
    })
}

/// Every row of 0 to `max_len` values taken from `values`: the rows of
/// [`rows_of`], the shortest first.
///
/// ```
/// use stone_games_testkit::rows_up_to;
///
/// let rows: Vec<Vec<u8>> = rows_up_to(2, vec![0, 1]).collect();
/// assert_eq!(rows.len(), 1 + 2 + 4);
/// assert_eq!(rows[..4], [vec![], vec![0], vec![1], vec![0, 0]]);
/// ```
pub fn rows_up_to<T: Copy>(max_len: usize, values: Vec<T>) -> impl Iterator<Item = Vec<T>> + Clone {
    (0..=max_len).flat_map(move |len| rows_of(len, values.clone()))
}

/// Every row of `len` piles with values in `1..=max`, in the order of
/// [`rows_of`].
///
/// ```
/// use stone_games_testkit::all_rows;
///
/// let rows: Vec<Vec<u32>> = all_rows(2, 2).collect();
/// assert_eq!(rows, [[1, 1], [2, 1], [1, 2], [2, 2]]);
/// assert_eq!(all_rows(0, 5).count(), 1);
/// assert_eq!(all_rows(3, 4).count(), 64);
/// ```
pub fn all_rows(len: usize, max: u32) -> impl Iterator<Item = Vec<u32>> + Clone {
    rows_of(len, (1..=max).collect())
}

/// Every row of `len` values taken from `values`, the last value counting
/// fastest: in lexicographic order when `values` is sorted, the smallest
/// row first. The rows of [`rows_of`], each read backwards. The try-it
/// fixture and the practice checker's every small input use it.
///
/// ```
/// use stone_games_testkit::rows_lexicographic;
///
/// let rows: Vec<Vec<i64>> = rows_lexicographic(2, vec![1, 2]).collect();
/// assert_eq!(rows, [[1, 1], [1, 2], [2, 1], [2, 2]]);
/// assert_eq!(rows_lexicographic(0, vec![1, 2, 3]).count(), 1);
/// assert_eq!(rows_lexicographic(3, vec![-1, 0, 1]).count(), 27);
/// ```
pub fn rows_lexicographic<T: Copy>(
    len: usize,
    values: Vec<T>,
) -> impl Iterator<Item = Vec<T>> + Clone {
    rows_of(len, values).map(|mut row| {
        row.reverse();
        row
    })
}
