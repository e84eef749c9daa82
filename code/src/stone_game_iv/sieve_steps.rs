//! The segmented sieve, closer to the machine: the steps of the chapter [*Near
//! the floor*][near-the-floor], each its own function, beside
//! [`losing_positions_segmented_on`][segmented-on], where they start.
//!
//! [near-the-floor]: https://stone-games.github.io/stone-games/stone-game-iv/near-the-floor.html
//! [segmented-on]: super::book::losing_positions_segmented_on

use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Barrier, Mutex, OnceLock, PoisonError, RwLock};
use std::thread;

use super::error::{check_n, check_threads, Error, MAX_N, MAX_THREADS};

// ANCHOR: near
/// A losing position's next mark in 8 bytes: `at`, the mark's offset from the
/// start of the segment being marked, and `gap`, the distance `2k + 1` from
/// `p + k²` to `p + (k+1)²`. Both fit in 32 bits: `at` is below a segment's
/// length plus a gap, and a gap below 2√n + 3.
#[derive(Clone, Copy)]
struct Near {
    at: u32,
    gap: u32,
}

impl Near {
    /// The cursor of the losing position at `offset` in its segment: its
    /// first mark, `p + 1`, is one further on.
    fn new(offset: u32) -> Near {
        Near {
            at: offset + 1,
            gap: 3,
        }
    }

    /// The marks that land in a segment of `len` positions, as bits of
    /// `segment`; then `at` is moved to count from the next segment's start.
    fn mark<const W: usize>(&mut self, segment: &mut [u64; W], len: u32) {
        let (mut at, mut gap) = (self.at, self.gap);
        while at < len {
            // `% W` is free (a power of two) and drops the bounds check.
            segment[at as usize / 64 % W] |= 1 << (at % 64);
            at += gap;
            gap += 2;
        }
        self.at = at - len;
        self.gap = gap;
    }
}
// ANCHOR_END: near

// ANCHOR: walk
/// Settles the segment of `len` positions that starts at `lo`, once its
/// bitset holds the marks of every losing position below `lo`: an unmarked
/// position is losing, is passed to `found`, and its new cursor marks the rest
/// of the segment at once and goes to `fresh`.
fn walk<const W: usize>(
    segment: &mut [u64; W],
    lo: u64,
    len: u32,
    fresh: &mut Vec<Near>,
    found: &mut impl FnMut(u64),
) {
    for w in 0..(len as usize).div_ceil(64) {
        loop {
            let unmarked = !segment[w];
            if unmarked == 0 {
                break;
            }
            let offset = w as u32 * 64 + unmarked.trailing_zeros();
            if offset >= len {
                break;
            }
            segment[w] |= unmarked & unmarked.wrapping_neg(); // visited
            let mut cursor = Near::new(offset);
            cursor.mark(segment, len);
            fresh.push(cursor);
            found(lo + u64::from(offset));
        }
    }
}
// ANCHOR_END: walk

// ANCHOR: helpers
/// A bitset of `W` words, all zero, made on the heap (a segment of 2²⁴ bits
/// is 2 MiB, as much as a thread's whole stack).
fn zeroed<const W: usize>() -> Box<[u64; W]> {
    vec![0; W]
        .into_boxed_slice()
        .try_into()
        .unwrap_or_else(|_| unreachable!("a slice of W words"))
}

/// The positions `lo..=limit` a segment of `size` positions at `lo` covers.
fn segment_len(lo: u64, limit: u64, size: u64) -> u32 {
    // At most `size`, which is at most 2^24.
    (limit - lo + 1).min(size) as u32
}
// ANCHOR_END: helpers

/// Step 1: [`losing_positions_segmented_on`][segmented] with cursors of 8 bytes
/// instead of 16, each counting from the start of the segment it marks; the
/// same segments of 2²⁰ positions, the same threads.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_N`; [`Error::Threads`] when
/// `threads` is 0 or past [`MAX_THREADS`].
///
/// ```
/// use stone_games::stone_game_iv::book::{
///     losing_positions_compact_on, losing_positions_sieve,
/// };
///
/// let compact = losing_positions_compact_on(100_000, 2)?;
/// assert_eq!(compact, losing_positions_sieve(100_000)?);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
///
/// [segmented]: super::book::losing_positions_segmented_on
///
#[doc = include_str!("threads.md")]
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn losing_positions_compact_on(
    limit: u64,
    threads: usize,
) -> Result<Vec<u64>, Error> {
    check_n("losing_positions_compact_on", limit, MAX_N)?;
    check_threads("losing_positions_compact_on", threads)?;
    losing_positions_compact_sized_on(limit, threads, 20)
}

/// The segment of [`losing_positions_l2_sized_on`]: 2²¹ positions, a bitset of
/// 256 KiB, a quarter of the second-level cache the book's machine reports,
/// leaving the rest to the cursors streaming through. Of the sizes from 2¹⁶ to
/// 2²⁴, the chapter [*Near the floor*][near-the-floor] measures each, on one
/// core.
///
/// [near-the-floor]: https://stone-games.github.io/stone-games/stone-game-iv/near-the-floor.html
pub const L2_SEGMENT_BITS: u32 = 21;

/// Step 2: step 1 ([`losing_positions_compact_on`]) in segments of
/// 2^[`L2_SEGMENT_BITS`] positions, sized to the second-level cache instead
/// of 2²⁰: each cursor is visited half as often, and makes twice as many
/// marks a visit.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_N`; [`Error::Threads`] when
/// `threads` is 0 or past [`MAX_THREADS`].
///
/// ```
/// use stone_games::stone_game_iv::book::{
///     losing_positions_l2_sized_on, losing_positions_sieve,
/// };
///
/// let sized = losing_positions_l2_sized_on(100_000, 2)?;
/// assert_eq!(sized, losing_positions_sieve(100_000)?);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
///
#[doc = include_str!("threads.md")]
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn losing_positions_l2_sized_on(
    limit: u64,
    threads: usize,
) -> Result<Vec<u64>, Error> {
    check_n("losing_positions_l2_sized_on", limit, MAX_N)?;
    check_threads("losing_positions_l2_sized_on", threads)?;
    losing_positions_compact_sized_on(limit, threads, L2_SEGMENT_BITS)
}

/// The smallest and largest segments [`losing_positions_compact_sized_on`]
/// takes, as powers of two: 2¹⁶ positions (8 KiB of bitset) to 2²⁴ (2 MiB).
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const SEGMENT_BITS: std::ops::RangeInclusive<u32> = 16..=24;

/// Steps 1 and 2 with segments of 2^`segment_bits` positions
/// (`segment_bits` in [`SEGMENT_BITS`]) on 1 to [`MAX_THREADS`] threads, to
/// measure the segment's size against the caches.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_N`; [`Error::Threads`] when
/// `threads` is 0 or past [`MAX_THREADS`]; [`Error::SegmentBits`] when
/// `segment_bits` is outside [`SEGMENT_BITS`].
///
/// ```
/// use stone_games::stone_game_iv::book::losing_positions_compact_sized_on;
///
/// let small = losing_positions_compact_sized_on(300_000, 1, 16)?;
/// assert_eq!(small, losing_positions_compact_sized_on(300_000, 3, 24)?);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
///
#[doc = include_str!("threads.md")]
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn losing_positions_compact_sized_on(
    limit: u64,
    threads: usize,
    segment_bits: u32,
) -> Result<Vec<u64>, Error> {
    check_n("losing_positions_compact_sized_on", limit, MAX_N)?;
    check_threads("losing_positions_compact_sized_on", threads)?;
    let (least, most) = (*SEGMENT_BITS.start(), *SEGMENT_BITS.end());
    if !SEGMENT_BITS.contains(&segment_bits) {
        return Err(Error::SegmentBits {
            function: "losing_positions_compact_sized_on",
            bits: segment_bits,
            least,
            most,
        });
    }
    let mut losing = Vec::new();
    let found = |p| losing.push(p);
    // The words of a segment: 2^bits / 64.
    match segment_bits {
        16 => dealt::<{ 1 << 10 }>(limit, threads, found),
        17 => dealt::<{ 1 << 11 }>(limit, threads, found),
        18 => dealt::<{ 1 << 12 }>(limit, threads, found),
        19 => dealt::<{ 1 << 13 }>(limit, threads, found),
        20 => dealt::<{ 1 << 14 }>(limit, threads, found),
        21 => dealt::<{ 1 << 15 }>(limit, threads, found),
        22 => dealt::<{ 1 << 16 }>(limit, threads, found),
        23 => dealt::<{ 1 << 17 }>(limit, threads, found),
        _ => dealt::<{ 1 << 18 }>(limit, threads, found),
    }
    Ok(losing)
}

#[cfg(any(test, feature = "book"))]
// ANCHOR: dealt
/// The segmented sieve of *Going far*, with 8-byte cursors, in segments of
/// `W` words: per segment, each hand of cursors marks its own bitset on its
/// own thread, the bitsets are merged, and the walk settles the segment; its
/// new cursors are then dealt in turn to the hands.
fn dealt<const W: usize>(
    limit: u64,
    threads: usize,
    mut found: impl FnMut(u64),
) {
    let size = W as u64 * 64;
    let mut hands: Vec<Vec<Near>> = vec![Vec::new(); threads];
    let mut bitsets: Vec<Box<[u64; W]>> =
        (0..threads).map(|_| zeroed()).collect();
    let (mut fresh, mut turn) = (Vec::new(), 0);
    for lo in (0..=limit).step_by(size as usize) {
        let len = segment_len(lo, limit, size);
        thread::scope(|scope| {
            for (hand, bits) in hands.iter_mut().zip(bitsets.iter_mut()) {
                scope.spawn(move || {
                    bits.fill(0);
                    hand.iter_mut().for_each(|c| c.mark(bits, len));
                });
            }
        });
        let (segment, others) =
            bitsets.split_first_mut().expect("one thread at least");
        for other in others.iter() {
            for (word, bits) in segment.iter_mut().zip(other.iter()) {
                *word |= bits;
            }
        }
        walk(segment, lo, len, &mut fresh, &mut found);
        for cursor in fresh.drain(..) {
            hands[turn % threads].push(cursor);
            turn += 1;
        }
    }
}
// ANCHOR_END: dealt

/// Every losing position up to `limit`, in increasing order, found on
/// `threads` threads (1 to [`MAX_THREADS`]):
/// [`losing_positions`](super::losing_positions) with a thread count of your
/// choosing. It is the one function outside `book` that takes the threads,
/// for a program that shares the machine; the steps towards it are the
/// book's.
///
/// The sieve runs in segments of 2²¹ positions, sized to a core's L2 cache,
/// and in a pipeline: while one thread settles segment `s`, the others
/// already mark segment `s + 1` with the cursors of every losing position
/// below segment `s`. The others' first work is segment 2, so below three
/// segments (`limit` < 4,194,304) it runs on the calling thread alone. A
/// thread the system refuses to start is not an error: the threads started
/// do its work, the calling thread alone at worst. (The book's chapter
/// [*Near the floor*][near-the-floor] builds it in three steps, the third
/// this one.)
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_N`; [`Error::Threads`] when
/// `threads` is 0 or past [`MAX_THREADS`].
///
/// ```
/// use stone_games::stone_game_iv::{
///     losing_positions, losing_positions_pipelined_on,
/// };
///
/// let on_two = losing_positions_pipelined_on(100_000, 2)?;
/// assert_eq!(on_two, losing_positions(100_000)?);
/// assert_eq!(losing_positions_pipelined_on(10, 1)?, [0, 2, 5, 7, 10]);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
///
/// [near-the-floor]: https://stone-games.github.io/stone-games/stone-game-iv/near-the-floor.html
///
pub fn losing_positions_pipelined_on(
    limit: u64,
    threads: usize,
) -> Result<Vec<u64>, Error> {
    check_n("losing_positions_pipelined_on", limit, MAX_N)?;
    check_threads("losing_positions_pipelined_on", threads)?;
    let mut losing = Vec::new();
    pipelined_sieve(limit, threads, |p| losing.push(p), |_, _| {});
    Ok(losing)
}

/// The pipelined sieve in segments of 2^[`L2_SEGMENT_BITS`] positions on up
/// to `threads` threads (one below three segments; those the system starts);
/// neither `limit` nor `threads` is checked: its callers check both. It calls
/// `found` with each losing position, in increasing order, and
/// `segment_done` with the end of each segment and the count of losing
/// positions so far: what to keep is the caller's choice (the counting
/// functions keep nothing but the cursors).
pub(super) fn pipelined_sieve(
    limit: u64,
    threads: usize,
    found: impl FnMut(u64),
    segment_done: impl FnMut(u64, u64),
) {
    pipelined::<{ 1 << (L2_SEGMENT_BITS - 6) }>(
        limit,
        threads,
        found,
        segment_done,
    );
}

/// [`losing_positions_pipelined_on`] on every core the machine has (up to
/// [`MAX_THREADS`]).
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_N`.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_iv::book::{
///     losing_positions_pipelined, losing_positions_segmented,
/// };
///
/// let pipelined = losing_positions_pipelined(1_000_000)?;
/// assert_eq!(pipelined, losing_positions_segmented(1_000_000)?);
/// # }
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
///
pub fn losing_positions_pipelined(limit: u64) -> Result<Vec<u64>, Error> {
    check_n("losing_positions_pipelined", limit, MAX_N)?;
    losing_positions_pipelined_on(limit, every_core())
}

/// The threads a sieve runs on when not told: every core the machine has, up
/// to [`MAX_THREADS`].
pub(super) fn every_core() -> usize {
    thread::available_parallelism().map_or(1, |n| n.get().min(MAX_THREADS))
}

// ANCHOR: chunks
/// Cursors per chunk: 4,096 of 8 bytes, 32 KiB. At 10⁹ there are about 420
/// chunks, so the last one claimed is a small part of a segment's work.
const CHUNK: usize = 1 << 12;

/// The cursors of every losing position below the segment being settled, in
/// the order they were found, in chunks that the threads claim one at a
/// time, newest first: a new cursor marks more often than an old one, so the
/// last chunks claimed are the lightest.
struct Chunks {
    chunks: RwLock<Vec<Mutex<Vec<Near>>>>,
    claimed: AtomicUsize,
}

impl Chunks {
    /// Marks a segment of `len` positions into `bits` with every chunk that no
    /// other thread has claimed, until none is left.
    fn mark<const W: usize>(&self, bits: &mut [u64; W], len: u32) {
        let chunks = self.chunks.read().unwrap_or_else(PoisonError::into_inner);
        loop {
            let k = self.claimed.fetch_add(1, Ordering::Relaxed);
            let Some(chunk) = chunks.len().checked_sub(k + 1) else {
                break;
            };
            let mut chunk =
                chunks[chunk].lock().unwrap_or_else(PoisonError::into_inner);
            chunk.iter_mut().for_each(|c| c.mark(bits, len));
        }
    }

    /// Adds `fresh` after every cursor already kept, and makes every chunk
    /// claimable again; called while no thread marks.
    fn add(&self, fresh: &mut Vec<Near>) {
        let mut chunks =
            self.chunks.write().unwrap_or_else(PoisonError::into_inner);
        let inner = |chunk: &mut Mutex<Vec<Near>>| {
            chunk
                .get_mut()
                .unwrap_or_else(PoisonError::into_inner)
                .len()
        };
        for cursor in fresh.drain(..) {
            if chunks.last_mut().is_none_or(|last| inner(last) == CHUNK) {
                chunks.push(Mutex::new(Vec::with_capacity(CHUNK)));
            }
            if let Some(last) = chunks.last_mut() {
                let last = last.get_mut();
                last.unwrap_or_else(PoisonError::into_inner).push(cursor);
            }
        }
        self.claimed.store(0, Ordering::Relaxed);
    }
}
// ANCHOR_END: chunks

#[expect(
    clippy::too_many_lines,
    reason = "the book's chapter Near the floor shows the pipeline whole"
)]
// ANCHOR: pipelined
/// The pipelined sieve in segments of `W` words on up to `threads` threads,
/// as many as the system starts (one below three segments): the calling
/// thread settles the segments in order, the others mark ahead.
/// `found` gets each losing position; `segment_done`, the end of each segment
/// and the losing positions found so far.
fn pipelined<const W: usize>(
    limit: u64,
    threads: usize,
    mut found: impl FnMut(u64),
    mut segment_done: impl FnMut(u64, u64),
) {
    let size = W as u64 * 64;
    let segments = limit / size + 1;
    // The others first mark segment 2, with segment 0's cursors: with fewer
    // segments they would have nothing to do.
    let threads = if segments < 3 { 1 } else { threads };
    let len = |s: u64| segment_len(s * size, limit, size);
    let kept = Chunks {
        chunks: RwLock::new(Vec::new()),
        claimed: AtomicUsize::new(0),
    };
    // The bitsets of segment s + 1 that the other threads mark.
    let ahead: Vec<Mutex<Box<[u64; W]>>> =
        (1..threads).map(|_| Mutex::new(zeroed())).collect();
    // Made once the threads are started, for those the system started.
    let barrier = OnceLock::new();
    // Set when a callback panics, before the round's first barrier: the
    // others stop after the round.
    let stop = AtomicBool::new(false);
    thread::scope(|scope| {
        // A thread the system refuses is an error here, not a panic, and
        // ends the starts: the threads started and the walking thread mark
        // every chunk.
        let started = ahead
            .iter()
            .map_while(|bits| {
                let (kept, barrier, stop) = (&kept, &barrier, &stop);
                let marks_ahead = move || {
                    let barrier: &Barrier = barrier.wait();
                    for s in 0..segments {
                        if s + 1 < segments {
                            let mut bits = bits
                                .lock()
                                .unwrap_or_else(PoisonError::into_inner);
                            bits.fill(0);
                            kept.mark(&mut bits, len(s + 1));
                        }
                        // `stop` is read between the barriers, where the
                        // walking thread cannot have begun round s + 1 (and
                        // set it there).
                        barrier.wait(); // every mark of segment s + 1 is made
                        let stopping = stop.load(Ordering::Relaxed);
                        barrier.wait(); // merged, and the new cursors kept
                        if stopping {
                            break;
                        }
                    }
                };
                thread::Builder::new().spawn_scoped(scope, marks_ahead).ok()
            })
            .count();
        let barrier = barrier.get_or_init(|| Barrier::new(started + 1));
        let mut segment: Box<[u64; W]> = zeroed();
        let (mut fresh, mut count) = (Vec::new(), 0);
        for s in 0..segments {
            // `found` and `segment_done` are the caller's code: if one
            // panics, the others are let through the barriers first.
            let settled = panic::catch_unwind(AssertUnwindSafe(|| {
                // Segment s holds the marks of every losing position below.
                walk(&mut segment, s * size, len(s), &mut fresh, &mut found);
                count += fresh.len() as u64;
                segment_done(s * size + u64::from(len(s)), count);
            }));
            if let Err(panic) = settled {
                stop.store(true, Ordering::Relaxed);
                barrier.wait();
                barrier.wait();
                panic::resume_unwind(panic);
            }
            if s + 1 < segments {
                // Segment s + 1: the marks of segment s's losing positions,
                // then, with the others, those of the positions below s.
                segment.fill(0);
                fresh
                    .iter_mut()
                    .for_each(|c| c.mark(&mut segment, len(s + 1)));
                kept.mark(&mut segment, len(s + 1));
            }
            barrier.wait();
            if s + 1 < segments {
                for bits in &ahead {
                    let bits =
                        bits.lock().unwrap_or_else(PoisonError::into_inner);
                    for (word, bits) in segment.iter_mut().zip(bits.iter()) {
                        *word |= bits;
                    }
                }
            }
            kept.add(&mut fresh);
            barrier.wait();
        }
    });
}
// ANCHOR_END: pipelined

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::assert_same_list;
    use crate::stone_game_iv::book::losing_positions_segmented_on;

    #[test]
    fn every_step_agrees_with_the_first_across_segment_boundaries() {
        let l2 = 1_u64 << L2_SEGMENT_BITS;
        for limit in [
            0,
            1,
            2,
            63,
            64,
            65,
            (1 << 20) - 1,
            1 << 20,
            (1 << 20) + 1,
            l2 - 1,
            l2,
            l2 + 1,
            2 * l2 - 1,
            2 * l2,
            2 * l2 + 17,
        ] {
            let expected = losing_positions_segmented_on(limit, 1).unwrap();
            for threads in [1, 2, 3] {
                let steps = [
                    losing_positions_compact_on(limit, threads),
                    losing_positions_l2_sized_on(limit, threads),
                    losing_positions_pipelined_on(limit, threads),
                ];
                for (step, found) in steps.into_iter().enumerate() {
                    let name = format!("step {}", step + 1);
                    assert_same_list(
                        (&name, &found.unwrap()),
                        ("the segmented sieve", &expected),
                        &format!("limit {limit}, {threads} threads"),
                    );
                }
            }
        }
    }

    #[test]
    fn every_segment_size_gives_the_same_positions() {
        let limit = 3 * (1 << 16) + 5;
        let expected = losing_positions_segmented_on(limit, 1).unwrap();
        for bits in SEGMENT_BITS {
            let found = losing_positions_compact_sized_on(limit, 2, bits);
            assert_same_list(
                ("the compact sieve", &found.unwrap()),
                ("the segmented sieve", &expected),
                &format!("segments of 2^{bits}"),
            );
        }
        for bits in [0, 15, 25, 99] {
            assert_eq!(
                losing_positions_compact_sized_on(limit, 2, bits),
                Err(Error::SegmentBits {
                    function: "losing_positions_compact_sized_on",
                    bits,
                    least: 16,
                    most: 24
                }),
                "2^{bits}"
            );
        }
    }

    #[test]
    fn chunks_are_filled_in_order_and_claimed_newest_first() {
        let kept = Chunks {
            chunks: RwLock::new(Vec::new()),
            claimed: AtomicUsize::new(0),
        };
        let mut fresh: Vec<Near> = (0..CHUNK as u32 + 3)
            .map(|at| Near { at, gap: 1 })
            .collect();
        kept.add(&mut fresh);
        kept.add(&mut vec![Near { at: 7, gap: 1 }]);
        assert!(fresh.is_empty());
        let lens: Vec<usize> = kept
            .chunks
            .read()
            .unwrap()
            .iter()
            .map(|c| c.lock().unwrap().len())
            .collect();
        assert_eq!(lens, [CHUNK, 4]);
        // In a segment of one position, only the cursor at 0 marks.
        let mut bits = [0_u64; 1];
        kept.mark(&mut bits, 1);
        assert_eq!(bits, [1]);
        assert!(kept.claimed.load(Ordering::Relaxed) >= 2);
        kept.add(&mut Vec::new());
        assert_eq!(kept.claimed.load(Ordering::Relaxed), 0);
    }

    #[test]
    fn a_cursor_counts_from_the_next_segment_after_marking() {
        let mut segment = [0_u64; 1];
        // The losing position 0: marks 1, 4, 9, 16, 25, 36, 49 in 0..64.
        let mut cursor = Near::new(0);
        cursor.mark(&mut segment, 64);
        let marked: Vec<u32> =
            (0..64).filter(|&p| segment[0] >> p & 1 == 1).collect();
        assert_eq!(marked, [1, 4, 9, 16, 25, 36, 49]);
        // Its next mark, 64 = 8², is the next segment's first position.
        assert_eq!((cursor.at, cursor.gap), (0, 17));
    }
}
