//! The sieve for large n: a bitset in cache-sized segments, both cores.

use std::thread;

use super::error::{check_position, Error, MAX_COUNT_POSITION, MAX_POSITION};

// ANCHOR: cursor
/// Positions per segment: 2²⁰ bits, 128 KiB, less than the second-level cache
/// the machine reports per core. That the bitset stays in that cache while it
/// is marked is a hypothesis, not a measurement.
const SEGMENT: u64 = 1 << 20;
const WORDS: usize = (SEGMENT / 64) as usize;

/// A losing position's next mark: the position `p + k²` and the gap `2k + 1` to
/// `p + (k+1)²`.
#[derive(Clone, Copy)]
struct Cursor {
    next: u64,
    gap: u64,
}

impl Cursor {
    /// The marks of one losing position that land in `lo..hi`, as bits of
    /// `segment`.
    fn mark(&mut self, segment: &mut [u64; WORDS], lo: u64, hi: u64) {
        while self.next < hi {
            let bit = self.next - lo;
            // `% WORDS` is free (a power of two) and lets the compiler drop the
            // bounds check.
            segment[(bit / 64) as usize % WORDS] |= 1 << (bit % 64);
            self.next += self.gap;
            self.gap += 2;
        }
    }
}
// ANCHOR_END: cursor

/// Every losing position up to `limit`, by the sieve of
/// [`losing_positions_sieve`](super::losing_positions_sieve), in segments of
/// 2²⁰ positions.
///
/// Only the current segment is kept, as a bitset of winning positions, so the
/// memory is the list of losing positions itself (with, for each one, where its
/// next square lands): about n^0.7 entries. Each losing position remembers its
/// next mark, `p + k²`, and the gap to the one after, `2k + 1`, so the marks
/// need no multiplication. The marks that earlier segments' losing positions
/// make in a segment, the bulk of the work, are shared between the machine's
/// cores (see [`losing_positions_segmented_on`]).
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_POSITION`.
///
/// ```
/// use stone_games::stone_game_iv::{
///     losing_positions_segmented, losing_positions_sieve,
/// };
///
/// let segmented = losing_positions_segmented(100_000)?;
/// assert_eq!(segmented, losing_positions_sieve(100_000)?);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
pub fn losing_positions_segmented(limit: u64) -> Result<Vec<u64>, Error> {
    let cores = thread::available_parallelism().map_or(1, |n| n.get());
    losing_positions_segmented_on(limit, cores.min(MAX_THREADS))
}

/// The most threads [`losing_positions_segmented_on`] uses.
pub const MAX_THREADS: usize = 16;

/// [`losing_positions_segmented`] on a given number of threads (1 to
/// [`MAX_THREADS`]; other values are clamped to that range), to measure what
/// each core adds.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_POSITION`.
///
/// ```
/// use stone_games::stone_game_iv::losing_positions_segmented_on;
///
/// let one = losing_positions_segmented_on(1_000, 1);
/// assert_eq!(one, losing_positions_segmented_on(1_000, 2));
/// ```
pub fn losing_positions_segmented_on(
    limit: u64,
    threads: usize,
) -> Result<Vec<u64>, Error> {
    check_position(limit, MAX_POSITION)?;
    Ok(segmented_sieve(limit, threads.clamp(1, MAX_THREADS)))
}

/// How many losing positions there are up to `limit`:
/// `losing_positions_segmented(limit)`'s length.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_POSITION`.
///
/// ```
/// use stone_games::stone_game_iv::count_losing_positions;
///
/// assert_eq!(count_losing_positions(1_000), Ok(115));
/// ```
pub fn count_losing_positions(limit: u64) -> Result<u64, Error> {
    losing_positions_segmented(limit).map(|losing| losing.len() as u64)
}

// ANCHOR: segmented
fn segmented_sieve(limit: u64, threads: usize) -> Vec<u64> {
    let mut losing = Vec::new();
    sieve_in_segments(limit, threads, |p| losing.push(p), |_, _| {});
    losing
}

/// The segmented sieve up to `limit`: calls `found` with each losing
/// position, in increasing order, and `segment_done` with the end of each
/// segment and the count of losing positions so far. It keeps only the
/// cursors, not the positions: what to keep is the caller's choice.
fn sieve_in_segments(
    limit: u64,
    threads: usize,
    mut found: impl FnMut(u64),
    mut segment_done: impl FnMut(u64, u64),
) {
    let mut count: u64 = 0;
    // The cursors, dealt in turn to one hand per thread: a losing position
    // found late marks more often than one found early, and dealing keeps the
    // hands even.
    let mut hands: Vec<Vec<Cursor>> = vec![Vec::new(); threads];
    // One bitset of winning positions per thread; the first is the segment
    // itself.
    let mut bitsets: Vec<Box<[u64; WORDS]>> =
        vec![Box::new([0; WORDS]); threads];
    let mut lo = 0;
    while lo <= limit {
        let hi = limit.saturating_add(1).min(lo + SEGMENT);
        // 1. The marks of the losing positions found so far, all below `lo`:
        //    each hand on its own thread, into its own bitset; then the bitsets
        //    are merged.
        thread::scope(|scope| {
            for (hand, bits) in hands.iter_mut().zip(bitsets.iter_mut()) {
                scope.spawn(move || {
                    bits.fill(0);
                    hand.iter_mut()
                        .for_each(|cursor| cursor.mark(bits, lo, hi));
                });
            }
        });
        let (segment, others) =
            bitsets.split_first_mut().expect("one thread at least");
        for other in others.iter() {
            segment
                .iter_mut()
                .zip(other.iter())
                .for_each(|(word, bits)| *word |= bits);
        }
        // 2. Walk the segment in order: an unmarked position is losing, and
        //    marks the positions ahead of it in this segment at once.
        for w in 0..(hi - lo).div_ceil(64) as usize {
            loop {
                let unmarked = !segment[w];
                if unmarked == 0 {
                    break;
                }
                let p =
                    lo + w as u64 * 64 + u64::from(unmarked.trailing_zeros());
                if p >= hi {
                    break;
                }
                segment[w] |= unmarked & unmarked.wrapping_neg(); // visited
                let mut cursor = Cursor {
                    next: p + 1,
                    gap: 3,
                };
                cursor.mark(segment, lo, hi);
                hands[(count % threads as u64) as usize].push(cursor);
                count += 1;
                found(p);
            }
        }
        segment_done(hi, count);
        lo = hi;
    }
}
// ANCHOR_END: segmented

/// How far the counting sieve has got: every position below `up_to` is
/// settled, and `losing` of them are losing positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// The first position not yet settled.
    pub up_to: u64,
    /// The losing positions below it.
    pub losing: u64,
}

/// The count of losing positions up to every power of ten from 10 to `limit`,
/// and up to `limit` itself, in one pass of the segmented sieve on `threads`
/// threads (1 to [`MAX_THREADS`], clamped), calling `progress` after each
/// segment of 2²⁰ positions.
///
/// It keeps the cursors only, 16 bytes per losing position, not the positions
/// themselves: about 0.87·n^0.7 of them, 140 MB at 10¹⁰ (the count at 10⁹,
/// 1.7 × 10⁶, times five, the growth per decade the book measures, is about
/// 8.6 × 10⁶). Its work is a mark per losing position and square, about
/// |P(n)|·√n; the time measured at 10¹⁰ is in the chapter *Going far*.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_COUNT_POSITION`.
///
/// ```
/// use stone_games::stone_game_iv::{count_losing_positions_to, Progress};
///
/// let mut last = None;
/// let counts =
///     count_losing_positions_to(2_000, 1, |p: Progress| last = Some(p))?;
/// assert_eq!(counts, [(10, 5), (100, 21), (1_000, 115), (2_000, 184)]);
/// assert_eq!(last, Some(Progress { up_to: 2_001, losing: 184 }));
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
pub fn count_losing_positions_to(
    limit: u64,
    threads: usize,
    progress: impl FnMut(Progress),
) -> Result<Vec<(u64, u64)>, Error> {
    count_losing_positions_with(limit, threads, |_| {}, progress)
}

/// [`count_losing_positions_to`], calling `found` with each losing position
/// as well, in increasing order (to look for positions of a given form, such
/// as those ending in the digit 6, without keeping them all).
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_COUNT_POSITION`.
///
/// ```
/// use stone_games::stone_game_iv::count_losing_positions_with;
///
/// let mut ending_in_6 = Vec::new();
/// let found = |p: u64| {
///     if p % 10 == 6 {
///         ending_in_6.push(p)
///     }
/// };
/// let counts = count_losing_positions_with(20_000, 2, found, |_| {})?;
/// assert_eq!(counts.last(), Some(&(20_000, 911)));
/// assert_eq!(ending_in_6, [11_356]);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
pub fn count_losing_positions_with(
    limit: u64,
    threads: usize,
    mut found: impl FnMut(u64),
    mut progress: impl FnMut(Progress),
) -> Result<Vec<(u64, u64)>, Error> {
    check_position(limit, MAX_COUNT_POSITION)?;
    let mut checkpoints: Vec<u64> = (1..=19)
        .map(|k| 10_u64.pow(k))
        .take_while(|&c| c <= limit)
        .collect();
    if checkpoints.last() != Some(&limit) {
        checkpoints.push(limit);
    }
    let mut counts = Vec::with_capacity(checkpoints.len());
    let mut next = 0;
    let mut losing = 0;
    sieve_in_segments(
        limit,
        threads.clamp(1, MAX_THREADS),
        |p| {
            // Every checkpoint below p has all its losing positions counted.
            while next < checkpoints.len() && checkpoints[next] < p {
                counts.push((checkpoints[next], losing));
                next += 1;
            }
            losing += 1;
            found(p);
        },
        |up_to, losing| progress(Progress { up_to, losing }),
    );
    counts.extend(checkpoints[next..].iter().map(|&c| (c, losing)));
    Ok(counts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone_game_iv::losing_positions_sieve;

    #[test]
    fn agrees_with_the_sieve_across_segment_boundaries() {
        for limit in [
            0,
            1,
            2,
            63,
            64,
            65,
            SEGMENT - 1,
            SEGMENT,
            SEGMENT + 1,
            3 * SEGMENT + 17,
        ] {
            assert_eq!(
                losing_positions_segmented(limit),
                losing_positions_sieve(limit),
                "limit = {limit}"
            );
        }
    }

    #[test]
    fn any_number_of_threads_gives_the_same_positions() {
        let one = losing_positions_segmented_on(3 * SEGMENT, 1).unwrap();
        for threads in [0, 2, 3, 7, 100] {
            assert_eq!(
                losing_positions_segmented_on(3 * SEGMENT, threads).unwrap(),
                one
            );
        }
    }

    #[test]
    fn the_counts_to_each_power_of_ten_are_the_sieves_own() {
        let sieve = losing_positions_sieve(3 * SEGMENT + 5).unwrap();
        let below = |c: u64| sieve.iter().filter(|&&p| p <= c).count() as u64;
        for limit in [0, 1, 9, 10, 11, 99, 100, 1_000, SEGMENT, 3 * SEGMENT + 5]
        {
            for threads in [1, 2, 3] {
                let mut seen = Vec::new();
                let counts =
                    count_losing_positions_to(limit, threads, |p| seen.push(p))
                        .unwrap();
                let mut expected: Vec<(u64, u64)> = (1..=19)
                    .map(|k| 10_u64.pow(k))
                    .take_while(|&c| c <= limit)
                    .map(|c| (c, below(c)))
                    .collect();
                if expected.last().map(|e| e.0) != Some(limit) {
                    expected.push((limit, below(limit)));
                }
                assert_eq!(counts, expected, "limit {limit}, {threads}");
                // One report per segment, the last at the end of the range.
                assert_eq!(seen.len() as u64, (limit + 1).div_ceil(SEGMENT));
                assert_eq!(
                    seen.last(),
                    Some(&Progress {
                        up_to: limit + 1,
                        losing: below(limit)
                    })
                );
            }
        }
        assert_eq!(
            count_losing_positions_to(MAX_COUNT_POSITION + 1, 1, |_| {}),
            Err(Error::TooLarge {
                position: MAX_COUNT_POSITION + 1,
                limit: MAX_COUNT_POSITION
            })
        );
    }

    #[test]
    fn the_largest_limit_is_refused_not_overflowed() {
        assert_eq!(
            losing_positions_segmented(u64::MAX),
            Err(Error::TooLarge {
                position: u64::MAX,
                limit: MAX_POSITION
            })
        );
    }
}
