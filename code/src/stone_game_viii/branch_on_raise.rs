//! One running maximum that branches when it rises, instead of computing a
//! maximum at every step.

#[cfg(all(doc, feature = "book"))]
use super::constant_memory::score_difference_constant_memory;
use super::error::{check_len, Error, MAX_I64_LEN};

/// The score difference under optimal play in O(n) time and O(1) memory:
/// the running maximum of [`score_difference_constant_memory`], tested with
/// a branch and raised only when a candidate beats it.
///
/// # Why it is exact
///
/// Each step of the running maximum is
/// `M(i) = max(M(i + 1), P(i) - M(i + 1))`, so `M(i) = M(i + 1)` unless
/// `P(i) > 2 M(i + 1)`. Take a block of steps from a maximum `m`. If no
/// prefix sum `P(j)` of the block is above `2m`, then by induction no step
/// of the block changes the maximum, and it is still `m` after the block.
/// So a block is skipped when an upper bound on its prefix sums is at most
/// `2m` (tested as `bound - m <= m`); otherwise its steps are taken one by
/// one. The bound is checked at two levels:
///
/// - blocks of four: the largest of their four prefix sums, exactly;
/// - blocks of 64, when every stone is at least −2²⁴ and below 2²⁴: each
///   `P(j)` is `P` at the block's right end minus the block's stones after
///   `j`, so it is at most that `P` minus the sum of the block's negative
///   stones. A block that fails this test goes to the blocks of four.
///
/// Either way the maximum after each block is the one the running maximum
/// computes, so the answer `M(1)` is the same. Every number is a prefix
/// sum, a maximum, a candidate `P(j) - m` or a bound minus `m`, at most
/// n · 2³² < 2⁶³ in size by the proof in
/// [`position_values`](super::book::position_values); a block's sums, of at
/// most 64 stones below 2²⁴ in size, are below 2³⁰, so an `i32` holds them; the
/// sum of the row is computed in `i32` parts over 2¹⁵ stones at a time,
/// each part below 2³¹ in size (see `sum_and_size`).
///
/// # Why it is faster
///
/// A maximum computed at every step makes each step wait for the one
/// before it: a subtraction, a comparison and a conditional move. A branch
/// that the processor predicts lets it run ahead without waiting for the
/// maximum; on a random row the maximum rises in few blocks, so the branch
/// is predicted as not taken. And the sums of a block of 64 are sums of
/// `i32`, which the compiler computes four stones per instruction.
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_I64_LEN`].
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_viii::book::score_difference_branch_on_raise;
///
/// let stones = [7, -6, 5, 10, 5, -2, -6];
/// assert_eq!(score_difference_branch_on_raise(&stones), Ok(13));
/// assert_eq!(score_difference_branch_on_raise(&[-10, -12]), Ok(-22));
/// # }
/// ```
pub fn score_difference_branch_on_raise(stones: &[i32]) -> Result<i64, Error> {
    check_len(
        "score_difference_branch_on_raise",
        stones.len(),
        MAX_I64_LEN,
    )?;
    if stones.len() < 2 {
        return Ok(0); // one stone or none: no move, worth 0
    }
    Ok(raise_when_beaten(stones))
}

// ANCHOR: branch_on_raise
/// Stones in a block of the fast path, and the bound on their sizes: the
/// sums of a block are at most 2⁶ · 2²⁴ = 2³⁰ in size, so an `i32` holds
/// them.
const BLOCK: usize = 64;
const SMALL: i32 = 1 << 24;

/// M(1), raising the running maximum only when P(i) - M(i + 1) beats it.
fn raise_when_beaten(stones: &[i32]) -> i64 {
    let (total, small) = sum_and_size(stones);
    let rest = &stones[2..]; // P(i) = P(i + 1) - stones[i + 1]
    if small {
        blocks_of_small_stones(rest, total, total)
    } else {
        four_at_a_time(rest, total, total)
    }
}

/// The sum of the stones, P(last), and whether every stone is at least
/// -[`SMALL`] and below [`SMALL`]. Each stone is split as
/// s = 2¹⁶ · (s >> 16) + (s & 0xFFFF); over 2¹⁵ stones, the sums of both
/// parts (the first raised by 2⁸) stay below 2³¹ in size: `i32` lanes.
fn sum_and_size(stones: &[i32]) -> (i64, bool) {
    let (mut total, mut spread) = (0_i64, 0_i32);
    for part in stones.chunks(1 << 15) {
        let (mut high, mut low) = (0_i32, 0_i32);
        for &s in part {
            // In 0..2⁹ exactly when -SMALL <= s < SMALL (SMALL = 2²⁴).
            let raised = (s >> 16) + (SMALL >> 16);
            spread |= raised;
            high += raised;
            low += s & 0xFFFF;
        }
        let high = i64::from(high) - (part.len() << 8) as i64;
        total += (high << 16) + i64::from(low);
    }
    (total, (0..SMALL >> 15).contains(&spread))
}

/// The maximum after the steps of `rest`, from its right end, with
/// `prefix` the prefix sum at that end and `best` the maximum there: blocks
/// of [`BLOCK`] stones of size at most [`SMALL`], each tested with one
/// branch on a bound.
fn blocks_of_small_stones(rest: &[i32], mut prefix: i64, mut best: i64) -> i64 {
    let blocks = rest.rchunks_exact(BLOCK);
    let first = blocks.remainder();
    for block in blocks {
        let (mut sum, mut lows) = (0_i32, 0_i32);
        for &s in block {
            sum += s;
            lows += s & (s >> 31); // s if s < 0, else 0
        }
        // Every P(j) in the block is at most prefix - lows.
        if prefix - i64::from(lows) - best > best {
            best = four_at_a_time(block, prefix, best);
        }
        prefix -= i64::from(sum);
    }
    four_at_a_time(first, prefix, best)
}

/// The same, for stones of any size: blocks of four, each tested with one
/// branch on the largest of its four prefix sums.
fn four_at_a_time(rest: &[i32], mut prefix: i64, mut best: i64) -> i64 {
    let blocks = rest.rchunks_exact(4);
    let first = blocks.remainder();
    for block in blocks {
        let p = prefix - i64::from(block[3]);
        let q = p - i64::from(block[2]);
        let r = q - i64::from(block[1]);
        let s = r - i64::from(block[0]);
        if p.max(q).max(r.max(s)) - best > best {
            best = one_at_a_time(block, prefix, best);
        }
        prefix = s;
    }
    one_at_a_time(first, prefix, best)
}

/// The steps of `block`, one at a time, from its right end. Out of the
/// loops (`#[cold]`), so that the compiler keeps their branches.
#[cold]
#[inline(never)]
fn one_at_a_time(block: &[i32], mut prefix: i64, mut best: i64) -> i64 {
    for &stone in block.iter().rev() {
        prefix -= i64::from(stone); // P(i)
        best = best.max(prefix - best); // M(i)
    }
    best
}
// ANCHOR_END: branch_on_raise

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::Lcg;
    use crate::stone_game_viii::book::{
        score_difference_constant_memory, Method,
    };
    use stone_games_testkit::each_agrees_with;

    #[test]
    fn the_sum_and_the_size_test_at_their_ends() {
        for stones in [
            vec![SMALL - 1, -SMALL, 0, 7],
            vec![SMALL, 1],
            vec![-SMALL - 1, 1],
            vec![i32::MAX; 70_000],
            vec![i32::MIN; 70_000],
            [i32::MAX, i32::MIN, -1].repeat(30_000),
        ] {
            let sum: i64 = stones.iter().map(|&s| i64::from(s)).sum();
            let small = stones.iter().all(|&s| (-SMALL..SMALL).contains(&s));
            assert_eq!(
                sum_and_size(&stones),
                (sum, small),
                "{:?}",
                &stones[..2]
            );
        }
    }

    #[test]
    fn equals_the_running_maximum_on_long_rows() {
        let mut random = Lcg::new(72);
        for n in [2, 3, 5, 6, 7, 66, 67, 70, 1_000, 100_000] {
            let wide = random.values(n);
            let small: Vec<i32> = wide.iter().map(|&v| v >> 8).collect();
            let tiny: Vec<i32> = wide.iter().map(|&v| v % 10_001).collect();
            for (kind, stones) in
                [("wide", wide), ("small", small), ("tiny", tiny)]
            {
                let methods: [Method; 2] = [
                    (
                        "score_difference_constant_memory",
                        score_difference_constant_memory,
                    ),
                    (
                        "score_difference_branch_on_raise",
                        score_difference_branch_on_raise,
                    ),
                ];
                let reference = methods[0].0;
                let agree =
                    each_agrees_with(&methods, reference, |m| m(&stones));
                assert!(
                    agree.is_ok(),
                    "{kind} values, n = {n}, the first {:?}: {}",
                    &stones[..n.min(8)],
                    agree.unwrap_err()
                );
            }
        }
    }
}
