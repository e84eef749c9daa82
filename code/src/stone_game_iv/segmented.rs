//! The sieve for large n: a bitset in cache-sized segments, both cores.

use std::thread;

use super::error::{check_n, check_threads, Error, MAX_N};
use super::sieve_steps::every_core;

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
/// [`losing_positions_sieve`](super::book::losing_positions_sieve), in segments
/// of 2²⁰ positions.
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
/// [`Error::TooLarge`] when `limit > MAX_N`.
///
/// ```
/// use stone_games::stone_game_iv::book::{
///     losing_positions_segmented, losing_positions_sieve,
/// };
///
/// let segmented = losing_positions_segmented(100_000)?;
/// assert_eq!(segmented, losing_positions_sieve(100_000)?);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
///
#[doc = include_str!("threads.md")]
pub fn losing_positions_segmented(limit: u64) -> Result<Vec<u64>, Error> {
    check_n("losing_positions_segmented", limit, MAX_N)?;
    losing_positions_segmented_on(limit, every_core())
}

/// [`losing_positions_segmented`] on a given number of threads (1 to
/// [`MAX_THREADS`](super::MAX_THREADS)), to measure what each core adds.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_N`; [`Error::Threads`] when
/// `threads` is 0 or past [`MAX_THREADS`](super::MAX_THREADS).
///
/// ```
/// use stone_games::stone_game_iv::book::losing_positions_segmented_on;
///
/// let one = losing_positions_segmented_on(1_000, 1);
/// assert_eq!(one, losing_positions_segmented_on(1_000, 2));
/// ```
///
#[doc = include_str!("threads.md")]
pub fn losing_positions_segmented_on(
    limit: u64,
    threads: usize,
) -> Result<Vec<u64>, Error> {
    check_n("losing_positions_segmented_on", limit, MAX_N)?;
    check_threads("losing_positions_segmented_on", threads)?;
    Ok(segmented_sieve(limit, threads))
}

// ANCHOR: segmented
fn segmented_sieve(limit: u64, threads: usize) -> Vec<u64> {
    let mut losing = Vec::new();
    sieve_in_segments(limit, threads, |p| losing.push(p));
    losing
}

/// The segmented sieve up to `limit`: calls `found` with each losing
/// position, in increasing order.
fn sieve_in_segments(limit: u64, threads: usize, mut found: impl FnMut(u64)) {
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
        lo = hi;
    }
}
// ANCHOR_END: segmented

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::assert_same_list;
    use crate::stone_game_iv::book::losing_positions_sieve;
    use crate::stone_game_iv::MAX_THREADS;

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
            assert_same_list(
                ("segmented", &losing_positions_segmented(limit).unwrap()),
                ("the sieve", &losing_positions_sieve(limit).unwrap()),
                &format!("limit = {limit}"),
            );
        }
    }

    #[test]
    fn any_number_of_threads_gives_the_same_positions() {
        let one = losing_positions_segmented_on(3 * SEGMENT, 1).unwrap();
        for threads in [2, 3, 7, MAX_THREADS] {
            assert_same_list(
                (
                    "more threads",
                    &losing_positions_segmented_on(3 * SEGMENT, threads)
                        .unwrap(),
                ),
                ("one", &one),
                &format!("{threads} threads"),
            );
        }
        for threads in [0, MAX_THREADS + 1] {
            assert_eq!(
                losing_positions_segmented_on(3 * SEGMENT, threads),
                Err(Error::Threads {
                    function: "losing_positions_segmented_on",
                    threads,
                    limit: MAX_THREADS
                })
            );
        }
    }
}
