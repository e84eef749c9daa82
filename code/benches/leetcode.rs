//! At LeetCode's largest inputs, each game's default function side by side
//! with the plain loop of the textbook method, written in Rust as a strong
//! competitor would submit it, on the same fresh rows in one run:
//!
//! - Stone Game III (1406): 5·10⁴ values from -1,000 to 1,000; the loop
//!   fills an `i64` table of suffix differences, three terms a value;
//! - Stone Game VIII (1872): 10⁵ stones from -10,000 to 10,000; the loop
//!   writes the prefix sums, then keeps a running maximum;
//! - Stone Game IX (2029): 10⁵ stones from 1 to 10,000; the loop counts
//!   the remainders in a table of three, then applies the rule;
//! - Stone Game V (1563): 500 stones from 1 to 10⁶; the loop is the O(n²)
//!   balance point, with two arrays of n² running maxima.
//!
//! One group, `leetcode`; each benchmark is `<game>_<method>/<n>`, with n
//! the row's length: `default` is the crate's function to call, `plain_loop`
//! the competitor's, and the method each default replaced beside them
//! (`stone_game_iii_ring`, `stone_game_viii_constant_memory`,
//! `stone_game_ix_table`).
//! Every call gets a fresh row from a pool (`common::Pool`), the same rows
//! for both. Run with `cargo bench -p stone-games --features book --bench leetcode`.

use criterion::measurement::WallTime;
use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion};
use stone_games::{stone_game_iii, stone_game_ix, stone_game_v, stone_game_viii};
use stone_games_testkit::{
    RowRecipe, STONE_GAME_III_ROWS, STONE_GAME_IX_ROWS, STONE_GAME_VIII_ROWS, STONE_GAME_V_ROWS,
};

mod common;
use common::Pool;

/// Stone Game III as a competitor writes it: `dp[i]` is what the player to
/// move ends ahead by from value `i` on, in a table padded with three zeros.
fn stone_game_iii_plain_loop(values: &[i32]) -> i64 {
    let n = values.len();
    let mut dp = vec![0_i64; n + 3];
    for i in (0..n).rev() {
        let a = i64::from(values[i]);
        let b = if i + 1 < n {
            i64::from(values[i + 1])
        } else {
            0
        };
        let c = if i + 2 < n {
            i64::from(values[i + 2])
        } else {
            0
        };
        dp[i] = (a - dp[i + 1])
            .max(a + b - dp[i + 2])
            .max(a + b + c - dp[i + 3]);
    }
    dp[0]
}

/// Stone Game VIII as a competitor writes it: the prefix sums, then the
/// running maximum from the right.
fn stone_game_viii_plain_loop(stones: &[i32]) -> i64 {
    let n = stones.len();
    let mut prefix = vec![0_i64; n];
    let mut sum = 0_i64;
    for (p, &s) in prefix.iter_mut().zip(stones) {
        sum += i64::from(s);
        *p = sum;
    }
    let mut best = prefix[n - 1];
    for i in (1..n - 1).rev() {
        best = best.max(prefix[i] - best);
    }
    best
}

/// Stone Game IX as a competitor writes it: the remainders counted in a
/// table of three, then the rule.
fn stone_game_ix_plain_loop(stones: &[u32]) -> bool {
    let mut count = [0_usize; 3];
    for &s in stones {
        count[(s % 3) as usize] += 1;
    }
    if count[0] % 2 == 0 {
        count[1] >= 1 && count[2] >= 1
    } else {
        count[1].abs_diff(count[2]) >= 3
    }
}

/// Stone Game V as a strong competitor writes it, in O(n²): for each left
/// end `i` from the right, a balance point `mid` that only moves right as
/// `j` grows, and the running maxima `left[i][j]` (the best S(i, m) +
/// dp(i, m) over m in i..=j) and `right[i][j]` (the best S(m, j) + dp(m, j)
/// over m in i..=j), in flat arrays of n² numbers.
fn stone_game_v_plain_loop(values: &[u32]) -> i64 {
    let n = values.len();
    if n < 2 {
        return 0;
    }
    let mut prefix = vec![0_i64; n + 1];
    for (k, &v) in values.iter().enumerate() {
        prefix[k + 1] = prefix[k] + i64::from(v);
    }
    let sum = |i: usize, j: usize| prefix[j + 1] - prefix[i];
    let mut left = vec![0_i64; n * n];
    let mut right = vec![0_i64; n * n];
    let mut answer = 0;
    for i in (0..n).rev() {
        left[i * n + i] = i64::from(values[i]);
        right[i * n + i] = i64::from(values[i]);
        // mid + 1: the first cut end whose left part is larger than half.
        let mut mid = i;
        for j in i + 1..n {
            let total = sum(i, j);
            while mid < j && 2 * sum(i, mid) <= total {
                mid += 1;
            }
            // Cuts ending at i..mid keep the left part (left <= right).
            let mut best = 0;
            if mid > i {
                best = left[i * n + mid - 1];
                if 2 * sum(i, mid - 1) == total {
                    best = best.max(right[mid * n + j]);
                }
            }
            // Cuts ending at mid..j - 1 keep the right part.
            if mid < j {
                best = best.max(right[(mid + 1) * n + j]);
            }
            left[i * n + j] = left[i * n + j - 1].max(total + best);
            right[i * n + j] = right[(i + 1) * n + j].max(total + best);
            answer = best;
        }
    }
    answer
}

/// Times the crate's `default` and the competitor's `plain` loop as
/// `<game>_default/n` and `<game>_plain_loop/n`, on the same fresh rows of
/// `n` values made as `rows` says, once both give the same answer on the
/// first row.
fn default_and_plain_loop<V, T, E>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    game: &str,
    (rows, n): (RowRecipe, usize),
    default: impl Fn(&[V]) -> Result<T, E>,
    plain: impl Fn(&[V]) -> Result<T, E>,
) where
    V: TryFrom<i64>,
    V::Error: std::fmt::Debug,
    T: PartialEq + std::fmt::Debug,
    E: PartialEq + std::fmt::Debug,
{
    let first = Pool::of(rows, n);
    assert_eq!(default(first.first()), plain(first.first()));
    let name = format!("{game}_default");
    common::on_fresh_rows(group, &name, n, Pool::of(rows, n), default);
    let name = format!("{game}_plain_loop");
    common::on_fresh_rows(group, &name, n, Pool::of(rows, n), plain);
}

/// A game's benchmark rows (LeetCode's range of values) from a seed of this
/// group's own.
fn leetcode_rows(game: RowRecipe, seed: u64) -> RowRecipe {
    RowRecipe { seed, ..game }
}

fn leetcode(c: &mut Criterion) {
    let mut group = common::group(c, "leetcode");
    problem_1406(&mut group);
    problem_1872(&mut group);
    problem_2029(&mut group);
    problem_1563(&mut group);
    group.finish();
}

/// 1406: 5·10⁴ values, and the ring the default replaced.
fn problem_1406(group: &mut BenchmarkGroup<'_, WallTime>) {
    let n = 50_000;
    let rows = leetcode_rows(STONE_GAME_III_ROWS, 0x1406_5851_F42D_4C95);
    let default = stone_game_iii::score_difference;
    let plain = |v: &[i32]| Ok(stone_game_iii_plain_loop(v));
    default_and_plain_loop(group, "stone_game_iii", (rows, n), default, plain);
    let ring = stone_game_iii::book::score_difference_ring;
    common::on_fresh_rows(group, "stone_game_iii_ring", n, Pool::of(rows, n), ring);
}

/// 1872: 10⁵ stones, and the constant-memory loop the default replaced.
fn problem_1872(group: &mut BenchmarkGroup<'_, WallTime>) {
    let n = 100_000;
    let rows = leetcode_rows(STONE_GAME_VIII_ROWS, 0x1872_2545_F491_4F6C);
    let default = stone_game_viii::score_difference;
    let plain = |v: &[i32]| Ok(stone_game_viii_plain_loop(v));
    default_and_plain_loop(group, "stone_game_viii", (rows, n), default, plain);
    let name = "stone_game_viii_constant_memory";
    let constant = stone_game_viii::book::score_difference_constant_memory;
    common::on_fresh_rows(group, name, n, Pool::of(rows, n), constant);
}

/// 2029: 10⁵ stones, and the table the default replaced.
fn problem_2029(group: &mut BenchmarkGroup<'_, WallTime>) {
    let n = 100_000;
    let rows = leetcode_rows(STONE_GAME_IX_ROWS, 0x2029_9E37_79B9_2029);
    let default = stone_game_ix::alice_wins;
    let plain = |v: &[u32]| Ok(stone_game_ix_plain_loop(v));
    default_and_plain_loop(group, "stone_game_ix", (rows, n), default, plain);
    let table = |v: &[u32]| {
        Ok::<_, stone_game_ix::Error>(stone_game_ix::alice_wins_by_rule(
            stone_game_ix::residue_counts(v),
        ))
    };
    common::on_fresh_rows(group, "stone_game_ix_table", n, Pool::of(rows, n), table);
}

/// 1563: 500 stones; the loop is checked on the book's rows too (a tie,
/// equal stones).
fn problem_1563(group: &mut BenchmarkGroup<'_, WallTime>) {
    let rows = leetcode_rows(STONE_GAME_V_ROWS, 0x1563_2545_F491_4F6C);
    let default = stone_game_v::max_score;
    let plain = |v: &[u32]| Ok(stone_game_v_plain_loop(v) as u64);
    for row in [&[6, 2, 3, 4, 5, 5][..], &[7; 7], &[1, 2]] {
        assert_eq!(default(row), plain(row));
    }
    default_and_plain_loop(group, "stone_game_v", (rows, 500), default, plain);
}

criterion_group!(benches, leetcode);
criterion_main!(benches);
