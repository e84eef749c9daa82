//! What Stone Game IV refuses. Every pile is a game, so a function refuses
//! a pile past what it answers in its time (seconds, but for the sieves at
//! [`MAX_N`]) or holds in memory; an exercise, a set of moves with a move of
//! no stones; and a [`Position`](super::Position), a move that takes no
//! square of the pile, or any move once the pile is empty. [`MAX_COUNT_N`]
//! is a count of minutes, timed in the chapter *Going far*, not in the
//! appendix. ([`MAX_THREADS`](super::MAX_THREADS), a number of threads, is
//! not a limit on the pile.)

use std::fmt;

/// The largest position the game tree accepts
/// ([`alice_wins_brute_force`](super::book::alice_wins_brute_force),
/// [`game_tree_calls`](super::book::game_tree_calls)): its calls grow about
/// 1.4 times per stone, and at 60 stones they are 2 × 10⁸.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_GAME_TREE_N: u64 = 60;

/// The largest position the one-byte-per-position methods accept
/// ([`win_table`](super::book::win_table),
/// [`losing_positions_sieve`](super::book::losing_positions_sieve), and the
/// table pitfalls): 10⁷ positions, 10 MB. The table is O(n √n) in the worst
/// case. The benchmarks time the table and the sieve up to this limit.
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_TABLE_N: u64 = 10_000_000;

/// The largest position the methods that try every move from every position
/// accept ([`grundy_values`],
/// [`nim_sum_wins`], [`remoteness`](super::remoteness),
/// [`optimal_play`](super::optimal_play), [`best_move`](super::best_move)):
/// a pile of 10⁶ stones. They take about n √n steps, 10⁹ at this pile.
///
#[doc = book_link!(fn stone_game_iv::book::grundy_values)]
#[doc = book_link!(fn stone_game_iv::book::nim_sum_wins)]
pub const MAX_ALL_MOVES_N: u64 = 1_000_000;

/// The largest position the segmented sieves (and so
/// [`alice_wins`](super::alice_wins) and
/// [`losing_positions`](super::losing_positions)) accept: 10⁹.
///
/// Their memory is the list of losing positions, about 0.87·n^0.7 of them
/// (1.7 × 10⁶ here): 16 bytes each in `losing_positions` (the position and
/// its cursor), or 24 just after the list of positions grows (std's `Vec`
/// doubles its room today, so it may hold twice its length), 28 to 41 MB; 8
/// bytes each in `alice_wins`, which keeps the cursors alone, about 14 MB. At
/// this limit they answer within the crate's minute, as the appendix's table
/// records.
/// Their time grows like n^1.2 (the chapter [*Going far*][going-far] times the
/// count of losing positions up to each power of ten). The limit is the largest
/// position the book counts to; a smaller one would answer faster, and refuse
/// the book's own count.
///
/// [going-far]: https://stone-games.github.io/stone-games/stone-game-iv/going-far.html
pub const MAX_N: u64 = 1_000_000_000;

/// The largest limit [`count_losing_positions_to`][count] counts to: 10¹⁰, one
/// decade beyond [`MAX_N`].
///
/// It keeps a cursor of 8 bytes per losing position, about 0.86·n^0.7 of them
/// (8.6 million here, 69 MB), and makes a mark per losing position and square,
/// about 6.3 × 10¹¹ marks: a run of minutes, not seconds, which is why only
/// this counting function, meant to be run as a command with its progress
/// shown, accepts it. The time and memory measured at this limit are in the
/// chapter [*Going far*][going-far].
///
/// [going-far]: https://stone-games.github.io/stone-games/stone-game-iv/going-far.html
///
/// [count]: super::book::count_losing_positions_to
#[cfg(any(test, feature = "book"))]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub const MAX_COUNT_N: u64 = 10_000_000_000;

/// The most steps the exercise answer
/// [`losing_positions_with`](super::exercises::losing_positions_with) takes,
/// counted as (limit + 1) · the number of moves: its sieve tries every move
/// at every losing position, and at worst every position is losing.
///
/// At this bound: 250 moves larger than any pile, up to 10⁷ − 1, where every
/// position is losing (10⁷ · 250 = 2.5 × 10⁹ steps); or the 215 cubes up to
/// 10⁷, 2.15 × 10⁹ steps.
#[cfg(feature = "book")]
pub const MAX_MOVE_SET_STEPS: u64 = 2_500_000_000;

/// The largest position
/// [`segmented_sieve_trace`](super::book::segmented_sieve_trace) accepts. It
/// keeps every mark (about 2.6 × 10³ at this limit) and, for each segment,
/// every cursor carried into it: with segments of one position, about 6.9 × 10⁴
/// records. A trace is
/// for reading; [`losing_positions`](super::losing_positions) goes up to
/// [`MAX_N`].
#[cfg(feature = "book")]
pub const MAX_TRACE_N: u64 = 1_000;

/// The most threads the sieves run on: what [`alice_wins`],
/// [`losing_positions`] and [`count_losing_positions`] take from the cores
/// the machine offers, and the most that
/// [`losing_positions_pipelined_on`](super::losing_positions_pipelined_on)
/// (and the book's counts) take when asked for more.
///
/// [`alice_wins`]: super::alice_wins
/// [`losing_positions`]: super::losing_positions
/// [`count_losing_positions`]: super::count_losing_positions
pub const MAX_THREADS: usize = 16;

/// What a Stone Game IV function refuses. Every pile is a game, so
/// four things can be wrong:
///
/// - a pile past the function's limit, which keeps its time (seconds, but
///   for the sieves at [`MAX_N`]) or its memory in bounds;
/// - in a [`Position`](super::Position), a move the rules do not allow;
/// - in the exercise answers that take their own moves
///   ([`losing_positions_with`]), a move of no stones;
/// - in the sieves that take a count of threads, or the size of a segment,
///   one outside what they run on.
///
/// ```
/// use stone_games::stone_game_iv::{alice_wins, Error, MAX_N};
///
/// let error = alice_wins(u64::MAX).unwrap_err();
/// assert_eq!(
///     error,
///     Error::TooLarge {
///         function: "alice_wins",
///         n: u64::MAX,
///         limit: MAX_N
///     }
/// );
/// assert_eq!(
///     error.to_string(),
///     "stone_game_iv::alice_wins refuses n = 18446744073709551615, past its \
///      limit of 1000000000"
/// );
/// ```
///
#[doc = book_link!(fn stone_game_iv::exercises::losing_positions_with)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The pile, `n` stones (or the largest position asked for), is larger
    /// than `function` takes.
    TooLarge {
        /// The function that refused it.
        function: &'static str,
        /// The number asked for.
        n: u64,
        /// The largest `function` takes.
        limit: u64,
    },
    /// A set of moves holds a move of 0 stones: with it, a game need never
    /// end. Only the book's functions on other move sets return it (feature
    /// `book`).
    ZeroMove,
    /// A move was asked of a [`Position`](super::Position) whose pile is
    /// empty: the game is over.
    GameOver,
    /// A [`Position`](super::Position) was asked to take a number of stones
    /// that is not a square from 1 to the pile.
    NoSuchMove {
        /// The stones the move would take.
        stones: u64,
        /// The stones in the pile.
        pile: u64,
    },
    /// A count of threads outside 1 to `limit` ([`MAX_THREADS`]), asked of a
    /// sieve that takes one
    /// ([`losing_positions_pipelined_on`](super::losing_positions_pipelined_on)
    /// and the book's).
    Threads {
        /// The function that refused it.
        function: &'static str,
        /// The threads asked for.
        threads: usize,
        /// The most `function` runs on.
        limit: usize,
    },
    /// Segments of 2^`bits` positions, outside 2^`least` to 2^`most`, asked
    /// of the book's sieve that takes their size (feature `book`).
    SegmentBits {
        /// The function that refused it.
        function: &'static str,
        /// The power of two asked for.
        bits: u32,
        /// The smallest power it takes.
        least: u32,
        /// The largest power it takes.
        most: u32,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            // "Refuses", not "takes n up to": best_move takes a square pile
            // whole at any size.
            Error::TooLarge { function, n, limit } => write!(
                f,
                "stone_game_iv::{function} refuses n = {n}, past its limit \
                 of {limit}"
            ),
            Error::ZeroMove => f.write_str(
                "stone_game_iv: a move must take at least one stone, and one \
                 takes 0",
            ),
            Error::GameOver => {
                f.write_str("stone_game_iv: the game is over, no stone is left")
            }
            Error::NoSuchMove { stones, pile } if stones > pile => write!(
                f,
                "stone_game_iv: a move takes at most the {pile} stones in the \
                 pile, and {stones} is more"
            ),
            Error::NoSuchMove { stones: 0, .. } => f.write_str(
                "stone_game_iv: a move takes a square number of stones, 1 or \
                 more, and 0 is none",
            ),
            Error::NoSuchMove { stones, .. } => write!(
                f,
                "stone_game_iv: a move takes a square number of stones, and \
                 {stones} is not a square"
            ),
            Error::Threads {
                function,
                threads,
                limit,
            } => write!(
                f,
                "stone_game_iv::{function} runs on 1 to {limit} threads, and \
                 {threads} were asked for"
            ),
            Error::SegmentBits {
                function,
                bits,
                least,
                most,
            } => write!(
                f,
                "stone_game_iv::{function} takes segments of 2^{least} to \
                 2^{most} positions, and 2^{bits} was asked for"
            ),
        }
    }
}

impl std::error::Error for Error {}

/// `Ok` when `n` is within `function`'s `limit`; every function of this game
/// that limits its pile checks it with this first.
///
/// ```
/// # #[cfg(feature = "book")] { // public with the feature `book`
/// use stone_games::stone_game_iv::{book::{check_n, MAX_TABLE_N}, Error};
///
/// assert_eq!(check_n("win_table", 7, MAX_TABLE_N), Ok(()));
/// assert_eq!(
///     check_n("win_table", u64::MAX, MAX_TABLE_N),
///     Err(Error::TooLarge {
///         function: "win_table",
///         n: u64::MAX,
///         limit: MAX_TABLE_N
///     })
/// );
/// # }
/// ```
///
/// # Errors
///
/// [`Error::TooLarge`] when `n > limit`.
pub fn check_n(
    function: &'static str,
    n: u64,
    limit: u64,
) -> Result<(), Error> {
    if n > limit {
        return Err(Error::TooLarge { function, n, limit });
    }
    Ok(())
}

/// `Ok` if `function` may run on `threads` threads: 1 to [`MAX_THREADS`].
pub(crate) fn check_threads(
    function: &'static str,
    threads: usize,
) -> Result<(), Error> {
    if threads == 0 || threads > MAX_THREADS {
        return Err(Error::Threads {
            function,
            threads,
            limit: MAX_THREADS,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::mem::size_of;

    use super::*;
    use crate::shared::testing::about;
    #[cfg(feature = "book")]
    use crate::stone_game_iv::book::segmented_sieve_trace;

    /// Segments of one position, for the trace.
    #[cfg(feature = "book")]
    const ONE: std::num::NonZeroUsize = std::num::NonZeroUsize::MIN;

    /// The game tree's calls on `n` stones: 1, and those of each move up to
    /// the first that leaves a losing position.
    fn game_tree_calls(n: u64) -> u64 {
        let (mut calls, mut wins) = (Vec::<u64>::new(), Vec::<bool>::new());
        for stones in 0..=n {
            let (mut made, mut won) = (1, false);
            for square in (1..).map(|s| s * s).take_while(|&q| q <= stones) {
                let left = (stones - square) as usize;
                made += calls[left];
                if !wins[left] {
                    won = true;
                    break;
                }
            }
            calls.push(made);
            wins.push(won);
        }
        calls[n as usize]
    }

    #[test]
    fn threads_are_checked_to_be_from_one_to_max_threads() {
        let f = "losing_positions_pipelined_on";
        assert_eq!(check_threads(f, 1), Ok(()));
        assert_eq!(check_threads(f, MAX_THREADS), Ok(()));
        for threads in [0, MAX_THREADS + 1] {
            let limit = MAX_THREADS;
            let refused = Error::Threads {
                function: f,
                threads,
                limit,
            };
            assert_eq!(check_threads(f, threads), Err(refused));
        }
    }

    #[test]
    fn every_number_a_limits_doc_derives_follows_from_its_value() {
        let _on_failure = crate::shared::testing::LimitDocs("stone_game_iv");
        let calls = game_tree_calls(MAX_GAME_TREE_N) as f64;
        assert_eq!(
            about(calls, 1),
            2e8,
            "MAX_GAME_TREE_N: at 60 stones, 2 × 10⁸"
        );
        let per_stone = calls.powf(1.0 / MAX_GAME_TREE_N as f64);
        assert_eq!(
            about(per_stone, 2),
            1.4,
            "MAX_GAME_TREE_N: 1.4 times per stone"
        );
        assert_eq!(
            (MAX_TABLE_N, about((MAX_TABLE_N + 1) as f64, 2)),
            (10_u64.pow(7), 1e7),
            "MAX_TABLE_N: 10⁷ positions, 10 MB"
        );
        let steps = about((MAX_ALL_MOVES_N as f64).powf(1.5), 2);
        assert_eq!(
            (MAX_ALL_MOVES_N, steps),
            (10_u64.pow(6), 1e9),
            "MAX_ALL_MOVES_N: 10⁶ stones, n √n steps, 10⁹"
        );
        // MAX_N: the doc's fit of the count; the count itself, 1,727,524 in
        // figures/data/sg4-counts.json, is half a percent lower, so the
        // megabytes are checked to within one. A position is a u64, and its
        // cursor two u32: 16 bytes; a Vec of positions that has just grown
        // holds room for as many again, 8 bytes more.
        let losing = 0.87 * (MAX_N as f64).powf(0.7);
        let cursor = 2 * size_of::<u32>();
        assert_eq!(
            (MAX_N, about(losing, 2)),
            (10_u64.pow(9), 1.7e6),
            "MAX_N: 10⁹, about 0.87·n^0.7 losing positions (1.7 × 10⁶ here)"
        );
        let mb = |each: usize, said: f64| losing * each as f64 / 1e6 - said;
        let each = size_of::<u64>() + cursor;
        let grown = each + size_of::<u64>();
        let (least, most) = (mb(each, 28.0), mb(grown, 41.0));
        assert!(
            (each, grown) == (16, 24) && least.abs().max(most.abs()) < 1.0,
            "MAX_N: 16 bytes each ..., or 24 while the list grows, 28 to 41 MB"
        );
        let alone = about(losing * cursor as f64 / 1e6, 2);
        assert_eq!(alone, 14.0, "MAX_N: 8 bytes each ..., about 14 MB");
        let losing = 0.86 * (MAX_COUNT_N as f64).powf(0.7);
        assert_eq!(
            (MAX_COUNT_N / MAX_N, about(losing, 2)),
            (10, 8.6e6),
            "MAX_COUNT_N: 10¹⁰, one decade beyond; 0.86·n^0.7 (8.6 million)"
        );
        let mb = about(losing * cursor as f64 / 1e6, 2);
        assert_eq!(mb, 69.0, "MAX_COUNT_N: a cursor of 8 bytes ..., 69 MB");
    }

    /// The numbers the docs of the feature `book`'s limits work out, worked
    /// out again, as above.
    #[cfg(feature = "book")]
    #[test]
    fn every_number_a_book_limits_doc_derives_follows_from_its_value() {
        // MAX_MOVE_SET_STEPS: 215 is the number of cubes up to 10⁷.
        let most = 10_u64.pow(7);
        let cubes = (1..).take_while(|c: &u64| c.pow(3) <= most).count();
        let steps = (most + 1) * cubes as u64;
        assert_eq!(
            (most * 250, cubes, about(steps as f64, 3)),
            (MAX_MOVE_SET_STEPS, 215, 2.15e9),
            "MAX_MOVE_SET_STEPS: 10⁷ · 250 = 2.5 × 10⁹ steps; or the \
             215 cubes up to 10⁷, 2.15 × 10⁹ steps"
        );
        let segments = segmented_sieve_trace(MAX_TRACE_N, ONE).unwrap();
        let cursors = segments.iter().flat_map(|s| s.carried.iter());
        let found = segments.iter().flat_map(|s| s.found.iter());
        let marks = cursors.clone().chain(found).map(|c| c.marks.len());
        let marks = about(marks.sum::<usize>() as f64, 2);
        assert_eq!(
            (marks, about(cursors.count() as f64, 2)),
            (2.6e3, 6.9e4),
            "MAX_TRACE_N: every mark (about 2.6 × 10³), ... about \
             6.9 × 10⁴ records"
        );
    }

    #[test]
    #[expect(
        clippy::too_many_lines,
        reason = "a table of cases: each refusal, with its text"
    )]
    fn each_refusal_reads_as_a_sentence_naming_its_game() {
        let refusals: [(Error, &str); 8] = [
            (
                Error::TooLarge {
                    function: "alice_wins",
                    n: 1_000_000_001,
                    limit: 1_000_000_000,
                },
                "stone_game_iv::alice_wins refuses n = 1000000001, past its \
                 limit of 1000000000",
            ),
            (
                Error::ZeroMove,
                "stone_game_iv: a move must take at least one stone, and one \
                 takes 0",
            ),
            (
                Error::GameOver,
                "stone_game_iv: the game is over, no stone is left",
            ),
            (
                Error::NoSuchMove { stones: 9, pile: 5 },
                "stone_game_iv: a move takes at most the 5 stones in the \
                 pile, and 9 is more",
            ),
            (
                Error::NoSuchMove { stones: 0, pile: 5 },
                "stone_game_iv: a move takes a square number of stones, 1 or \
                 more, and 0 is none",
            ),
            (
                Error::NoSuchMove { stones: 2, pile: 5 },
                "stone_game_iv: a move takes a square number of stones, and \
                 2 is not a square",
            ),
            (
                Error::Threads {
                    function: "losing_positions_pipelined_on",
                    threads: 0,
                    limit: 16,
                },
                "stone_game_iv::losing_positions_pipelined_on runs on 1 to 16 \
                 threads, and 0 were asked for",
            ),
            (
                Error::SegmentBits {
                    function: "losing_positions_compact_sized_on",
                    bits: 25,
                    least: 16,
                    most: 24,
                },
                "stone_game_iv::losing_positions_compact_sized_on takes \
                 segments of 2^16 to 2^24 positions, and 2^25 was asked for",
            ),
        ];
        for (error, text) in refusals {
            // A new variant stops the build here: add it, with its text,
            // above.
            match error {
                Error::TooLarge { .. }
                | Error::ZeroMove
                | Error::GameOver
                | Error::NoSuchMove { .. }
                | Error::Threads { .. }
                | Error::SegmentBits { .. } => {}
            }
            assert_eq!(error.to_string(), text);
        }
    }
}
