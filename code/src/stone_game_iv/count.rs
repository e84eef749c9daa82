//! Counting the losing positions far, without keeping them: the pipelined
//! sieve of *Near the floor*, on every core.

#[cfg(any(test, feature = "book"))]
use super::error::check_threads;
#[cfg(any(test, feature = "book"))]
use super::error::MAX_COUNT_N;
use super::error::{check_n, Error, MAX_N};
use super::sieve_steps::{every_core, pipelined_sieve};

/// How many losing positions there are up to `limit`, by the pipelined sieve
/// ([`losing_positions_pipelined`]) on every core (on the calling thread
/// alone below 4,194,304 positions), keeping only the cursors (8 bytes per
/// losing position), not the positions.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_N`.
///
/// ```
/// use stone_games::stone_game_iv::count_losing_positions;
///
/// assert_eq!(count_losing_positions(1_000), Ok(115));
/// ```
///
#[doc = book_link!(fn stone_game_iv::book::losing_positions_pipelined)]
pub fn count_losing_positions(limit: u64) -> Result<u64, Error> {
    check_n("count_losing_positions", limit, MAX_N)?;
    let mut losing = 0;
    pipelined_sieve(limit, every_core(), |_| losing += 1, |_, _| {});
    Ok(losing)
}

/// Does the player to move win with `n` stones, by the pipelined sieve on
/// every core (on one below three segments): `n` is winning unless it is the
/// last losing position found.
/// Like [`count_losing_positions`], it keeps only the cursors; its caller
/// checks `n` against [`MAX_N`].
pub(super) fn wins_pipelined(n: u64) -> bool {
    let mut last = None;
    pipelined_sieve(n, every_core(), |p| last = Some(p), |_, _| {});
    last != Some(n)
}

/// How far the counting sieve has got: every position below `up_to` is
/// settled, and `losing` of them are losing positions.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// The first position not yet settled.
    pub up_to: u64,
    /// The losing positions below it.
    pub losing: u64,
}

/// The count of losing positions up to every power of ten from 10 to `limit`,
/// and up to `limit` itself, in one pass of the pipelined sieve on `threads`
/// threads (1 to [`MAX_THREADS`](super::MAX_THREADS); one below
/// three segments, as
/// [`losing_positions_pipelined_on`](super::losing_positions_pipelined_on)
/// says), calling `progress` after each segment of 2^[`L2_SEGMENT_BITS`]
/// positions.
///
/// It keeps the cursors only, 8 bytes per losing position, not the positions
/// themselves: about 0.86·n^0.7 of them, 8.6 million at 10¹⁰ (the chapter
/// [*Going far*][going-far] counts them), about 69 MB. Its work is a mark per
/// losing position and square, about 0.73·|P(n)|·√n; the time and memory
/// measured at 10¹⁰ are in [*Going far*][going-far] too.
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_COUNT_N`; [`Error::Threads`] when
/// `threads` is 0 or past [`MAX_THREADS`](super::MAX_THREADS).
///
/// ```
/// use stone_games::stone_game_iv::book::{count_losing_positions_to, Progress};
///
/// let mut last = None;
/// let counts =
///     count_losing_positions_to(2_000, 1, |p: Progress| last = Some(p))?;
/// assert_eq!(counts, [(10, 5), (100, 21), (1_000, 115), (2_000, 184)]);
/// assert_eq!(last, Some(Progress { up_to: 2_001, losing: 184 }));
/// # Ok::<(), stone_games::stone_game_iv::Error>(())
/// ```
///
/// [going-far]: https://stone-games.github.io/stone-games/stone-game-iv/going-far.html
///
#[doc = book_link!(constant stone_game_iv::book::L2_SEGMENT_BITS)]
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn count_losing_positions_to(
    limit: u64,
    threads: usize,
    progress: impl FnMut(Progress),
) -> Result<Vec<(u64, u64)>, Error> {
    check_n("count_losing_positions_to", limit, MAX_COUNT_N)?;
    check_threads("count_losing_positions_to", threads)?;
    count_losing_positions_with(limit, threads, |_| {}, progress)
}

/// [`count_losing_positions_to`], calling `found` with each losing position
/// as well, in increasing order (to look for positions of a given form, such
/// as those ending in the digit 6, without keeping them all).
///
/// # Errors
///
/// [`Error::TooLarge`] when `limit > MAX_COUNT_N`; [`Error::Threads`] when
/// `threads` is 0 or past [`MAX_THREADS`](super::MAX_THREADS).
///
/// ```
/// use stone_games::stone_game_iv::book::count_losing_positions_with;
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
///
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub fn count_losing_positions_with(
    limit: u64,
    threads: usize,
    mut found: impl FnMut(u64),
    mut progress: impl FnMut(Progress),
) -> Result<Vec<(u64, u64)>, Error> {
    check_n("count_losing_positions_with", limit, MAX_COUNT_N)?;
    check_threads("count_losing_positions_with", threads)?;
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
    pipelined_sieve(
        limit,
        threads,
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
    use crate::stone_game_iv::book::{losing_positions_sieve, L2_SEGMENT_BITS};

    const SEGMENT: u64 = 1 << L2_SEGMENT_BITS;

    #[test]
    fn the_counts_to_each_power_of_ten_are_the_sieves_own() {
        let sieve = losing_positions_sieve(2 * SEGMENT + 5).unwrap();
        let below = |c: u64| sieve.iter().filter(|&&p| p <= c).count() as u64;
        for limit in [
            0,
            1,
            9,
            10,
            11,
            99,
            100,
            1_000,
            SEGMENT - 1,
            SEGMENT,
            2 * SEGMENT + 5,
        ] {
            assert_eq!(count_losing_positions(limit), Ok(below(limit)));
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
                // One report per segment, in order, the last at the end of
                // the range.
                assert_eq!(seen.len() as u64, (limit + 1).div_ceil(SEGMENT));
                for (k, report) in seen.iter().enumerate() {
                    let up_to = (limit + 1).min((k as u64 + 1) * SEGMENT);
                    let expected = Progress {
                        up_to,
                        losing: below(up_to - 1),
                    };
                    assert_eq!(*report, expected, "limit {limit}, {threads}");
                }
            }
        }
    }

    #[test]
    fn who_wins_is_the_sieves_answer_across_segment_boundaries() {
        let sieve = losing_positions_sieve(SEGMENT + 70).unwrap();
        let around = (0..70).chain(SEGMENT - 70..SEGMENT + 70);
        for n in around {
            let losing = sieve.binary_search(&n).is_ok();
            assert_eq!(
                wins_pipelined(n),
                !losing,
                "n = {n}: the pipeline and the sieve differ; check which \
                 agrees with the game tree on small inputs"
            );
        }
    }

    /// Runs `count` on a thread of its own: whether it panicked, or `None`
    /// if it had not ended by the timeout (a hang: the timeout is far longer
    /// than a run, to leave room for a starved machine).
    fn panics(count: fn() -> Vec<(u64, u64)>) -> Option<bool> {
        let (sender, receiver) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let result = std::panic::catch_unwind(count);
            sender.send(result.is_err()).unwrap();
        });
        receiver
            .recv_timeout(std::time::Duration::from_secs(600))
            .ok()
    }

    /// A panic of the caller's code, without the panic hook's message and
    /// backtrace.
    fn callers_panic() {
        std::panic::resume_unwind(Box::new("the caller's panic"));
    }

    #[test]
    fn a_callers_panic_reaches_the_caller_and_hangs_nothing() {
        // In the walk of segment 1, while the other thread marks segment 2.
        let in_found = || {
            let found = |p| {
                if p > SEGMENT + 100 {
                    callers_panic();
                }
            };
            count_losing_positions_with(3 * SEGMENT, 2, found, |_| {}).unwrap()
        };
        assert_eq!(panics(in_found), Some(true));
        let in_progress = || {
            let progress = |p: Progress| {
                if p.up_to > SEGMENT {
                    callers_panic();
                }
            };
            count_losing_positions_to(3 * SEGMENT, 2, progress).unwrap()
        };
        assert_eq!(panics(in_progress), Some(true));
        let calm =
            || count_losing_positions_to(3 * SEGMENT, 2, |_| {}).unwrap();
        assert_eq!(panics(calm), Some(false));
    }
}
