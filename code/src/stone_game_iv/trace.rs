//! The segmented sieve, segment by segment: the frames of the book's trace
//! figure.

use std::num::NonZeroUsize;

use super::error::{check_n, Error, MAX_TRACE_N};

/// A losing position's cursor at work in one segment: where it stood when
/// the segment began (or when the position was found), and the marks it
/// made there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CursorMarks {
    /// The losing position `p`.
    pub position: u64,
    /// Its next mark before this segment's: `p + k²`.
    pub next: u64,
    /// The gap from that mark to the one after, `2k + 1`.
    pub gap: u64,
    /// The positions it marked as winning in this segment, in order: `p +
    /// k²`, `p + (k + 1)²`, ... up to the end of the segment.
    pub marks: Vec<u64>,
}

/// One segment of the segmented sieve, as [`segmented_sieve_trace`] records
/// it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SieveSegment {
    /// The segment's first position.
    pub start: u64,
    /// One past its last position.
    pub end: u64,
    /// First, the cursors of the losing positions found in earlier segments,
    /// in the order they were found, each with the marks it made here.
    pub carried: Vec<CursorMarks>,
    /// Then the walk: each position found losing in this segment (unmarked
    /// when the walk reached it), in order, with the marks its new cursor
    /// made in the rest of the segment.
    pub found: Vec<CursorMarks>,
}

/// Every segment of the segmented sieve up to `limit`, `segment` positions
/// at a time: the cursors carried in and their marks, then the walk and the
/// losing positions it finds. The losing positions found, segment after
/// segment, are those of
/// [`losing_positions_sieve`](super::book::losing_positions_sieve)`(limit)`,
/// whatever the segment's length.
///
/// The steps of
/// [`losing_positions_segmented`](super::book::losing_positions_segmented), on
/// one thread, with a segment of any length instead of 2²⁰ (as in the exercise
/// answer [`losing_positions_in_segments`]): for reading and drawing a small
/// `limit`.
///
/// [`losing_positions_in_segments`]:
///     super::exercises::losing_positions_in_segments
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_TRACE_N`: every mark is kept.
///
/// ```
/// use std::num::NonZeroUsize;
/// use stone_games::stone_game_iv::book::segmented_sieve_trace;
///
/// let eight = NonZeroUsize::new(8).unwrap();
/// let segments = segmented_sieve_trace(22, eight)?;
/// let second = &segments[1]; // positions 8 to 15
/// assert_eq!((second.start, second.end), (8, 16));
/// // The cursor of 5 marks 5 + 4 = 9 and 5 + 9 = 14 here.
/// assert_eq!(second.carried[2].marks, [9, 14]);
/// let found: Vec<u64> = second.found.iter().map(|c| c.position).collect();
/// assert_eq!(found, [10, 12, 15]);
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
pub fn segmented_sieve_trace(
    limit: u64,
    segment: NonZeroUsize,
) -> Result<Vec<SieveSegment>, Error> {
    check_n("segmented_sieve_trace", limit, MAX_TRACE_N)?;
    let len = (segment.get() as u64).min(limit + 1);
    let mut marked = vec![false; len as usize];
    // Each losing position's next mark and gap, in the order found.
    let mut cursors: Vec<(u64, u64, u64)> = Vec::new();
    let mut segments = Vec::new();
    let mut lo = 0;
    while lo <= limit {
        let hi = (lo + len).min(limit + 1);
        let marks = &mut marked[..(hi - lo) as usize];
        marks.fill(false);
        let mut carried = Vec::with_capacity(cursors.len());
        for (position, next, gap) in &mut cursors {
            carried.push(mark(*position, next, gap, marks, lo, hi));
        }
        let mut found = Vec::new();
        for p in lo..hi {
            if !marks[(p - lo) as usize] {
                let (mut next, mut gap) = (p + 1, 3);
                found.push(mark(p, &mut next, &mut gap, marks, lo, hi));
                cursors.push((p, next, gap));
            }
        }
        segments.push(SieveSegment {
            start: lo,
            end: hi,
            carried,
            found,
        });
        lo = hi;
    }
    Ok(segments)
}

/// The marks of the losing position `position` in `lo..hi`, from its cursor
/// (`next`, `gap`), which moves past them.
fn mark(
    position: u64,
    next: &mut u64,
    gap: &mut u64,
    marks: &mut [bool],
    lo: u64,
    hi: u64,
) -> CursorMarks {
    let mut cursor = CursorMarks {
        position,
        next: *next,
        gap: *gap,
        marks: Vec::new(),
    };
    while *next < hi {
        marks[(*next - lo) as usize] = true;
        cursor.marks.push(*next);
        *next += *gap;
        *gap += 2;
    }
    cursor
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone_game_iv::book::{losing_positions_sieve, squares_up_to};

    /// The trace up to `limit` in segments of `len`, checked: the segments
    /// tile `0..=limit`; each cursor marks exactly the squares past its
    /// losing position that land in the segment, and carries on from where
    /// it stopped; a position is found losing exactly when nothing marked it
    /// before the walk reached it; and the positions found are the sieve's.
    fn check(limit: u64, len: usize) {
        let segments =
            segmented_sieve_trace(limit, NonZeroUsize::new(len).unwrap())
                .unwrap();
        let mut losing: Vec<u64> = Vec::new();
        let mut start = 0;
        for segment in &segments {
            assert_eq!(segment.start, start);
            assert!(segment.end > start && segment.end - start <= len as u64);
            let range = segment.start..segment.end;
            // The cursors carried in are those of every earlier losing
            // position, in order.
            let carried: Vec<u64> =
                segment.carried.iter().map(|c| c.position).collect();
            assert_eq!(carried, losing);
            let mut marked = Vec::new();
            for cursor in segment.carried.iter().chain(&segment.found) {
                let p = cursor.position;
                let squares: Vec<u64> = squares_up_to(u64::MAX - p)
                    .map(|s| p + s)
                    .take_while(|&t| t < segment.end)
                    .filter(|t| range.contains(t))
                    .collect();
                assert_eq!(cursor.marks, squares, "{limit} {len} p = {p}");
                // The cursor stood at its first square in the segment, or
                // past the segment.
                let k = (cursor.gap - 1) / 2;
                assert_eq!(cursor.next, p + k * k);
                assert!(cursor.next >= segment.start || p >= segment.start);
                marked.extend(&cursor.marks);
            }
            for found in &segment.found {
                let p = found.position;
                assert_eq!((found.next, found.gap), (p + 1, 3));
                // Nothing marked p before the walk reached it.
                let earlier = segment
                    .carried
                    .iter()
                    .chain(segment.found.iter().take_while(|c| c.position < p));
                assert!(earlier.flat_map(|c| &c.marks).all(|&m| m != p));
                losing.push(p);
            }
            // Every other position of the segment was marked.
            for q in range {
                assert!(losing.contains(&q) || marked.contains(&q));
            }
            start = segment.end;
        }
        assert_eq!(start, limit + 1);
        assert_eq!(Ok(losing), losing_positions_sieve(limit));
    }

    #[test]
    fn the_books_sieve_of_22_piles_in_segments_of_8_is_traced() {
        check(22, 8);
        let eight = NonZeroUsize::new(8).unwrap();
        let segments = segmented_sieve_trace(22, eight).unwrap();
        let ends: Vec<(u64, u64)> =
            segments.iter().map(|s| (s.start, s.end)).collect();
        assert_eq!(ends, [(0, 8), (8, 16), (16, 23)]);
        let marks: Vec<(u64, Vec<u64>)> = segments[1]
            .carried
            .iter()
            .map(|c| (c.position, c.marks.clone()))
            .collect();
        assert_eq!(
            marks,
            [
                (0, vec![9]),
                (2, vec![11]),
                (5, vec![9, 14]),
                (7, vec![8, 11])
            ]
        );
        let found: Vec<(u64, Vec<u64>)> = segments[1]
            .found
            .iter()
            .map(|c| (c.position, c.marks.clone()))
            .collect();
        assert_eq!(found, [(10, vec![11, 14]), (12, vec![13]), (15, vec![])]);
    }

    #[test]
    fn any_segment_length_finds_the_sieves_positions() {
        for limit in [0, 1, 2, 5, 22, 63, 64, 100, 257] {
            for len in 1..=40 {
                check(limit, len);
            }
            check(limit, usize::MAX);
        }
        check(MAX_TRACE_N, 1_000);
    }
}
