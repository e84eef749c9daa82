//! Stone Game IV: every function at its extremes, positions up to
//! `u64::MAX`, with `best_move` in its own module at the end.

use super::*;

/// The game's error for a position `n` past `function`'s `limit`.
fn too_large(function: &'static str, n: u64, limit: u64) -> sg4::Error {
    sg4::Error::TooLarge { function, n, limit }
}

/// The winning positions below 10, by hand: 0 loses, 1 wins (take it), 2
/// loses (take 1), 3 wins, 4 wins (take 4), 5 loses, 6 wins, 7 loses, 8
/// wins, 9 wins.
const WINS: [bool; 10] = [
    false, true, false, true, true, false, true, false, true, true,
];

#[test]
fn every_method_on_the_smallest_positions() {
    for (n, &wins) in WINS.iter().enumerate() {
        case!(n, wins);
        let n = n as u64;
        assert_eq!(sg4::alice_wins(n), Ok(wins));
        assert_eq!(sg4::book::alice_wins_brute_force(n), Ok(wins));
        assert_eq!(sg4::book::win_table(n).map(|t| t[n as usize]), Ok(wins));
        assert_eq!(
            sg4::book::grundy_values(n).map(|g| g[n as usize] != 0),
            Ok(wins)
        );
        assert_eq!(sg4::remoteness(n).map(|r| r[n as usize] % 2 == 1), Ok(wins));
        let losing = sg4::losing_positions(n).unwrap();
        assert_eq!(losing.last() == Some(&n), !wins);
        let all = Ok(losing.clone());
        assert_each_gives(sg4::book::METHODS, |method| method(n), &all);
        for threads in [1, sg4::MAX_THREADS] {
            case!(threads);
            assert_each_gives(sg4::book::METHODS_ON, |on| on(n, threads), &all);
            let sized = [
                ("losing_positions_compact_sized_on, 16 bits", 16),
                ("24 bits", 24),
            ];
            let on = |&bits: &u32| sg4::book::losing_positions_compact_sized_on(n, threads, bits);
            assert_each_gives(&sized, on, &all);
        }
        assert_eq!(sg4::count_losing_positions(n), Ok(losing.len() as u64));
        let mut settled = 0;
        let counts = sg4::book::count_losing_positions_to(n, 1, |p| {
            settled = p.up_to;
        });
        assert_eq!(counts.unwrap().last(), Some(&(n, losing.len() as u64)));
        assert_eq!(settled, n + 1);
        for threads in [1, sg4::MAX_THREADS] {
            case!(threads);
            let mut found = Vec::new();
            let counts =
                sg4::book::count_losing_positions_with(n, threads, |p| found.push(p), |_| {});
            assert_eq!(counts.unwrap().last(), Some(&(n, losing.len() as u64)));
            assert_eq!(found, losing, "in increasing order");
        }
        let moves = sg4::optimal_play(n).unwrap();
        assert_eq!(
            moves.last().map(|m| m.player),
            (n > 0).then_some(if wins { Player::Alice } else { Player::Bob })
        );
    }
    assert_eq!(sg4::book::game_tree_calls(0), Ok(1));
    assert_eq!(sg4::book::nim_sum_wins(&[]), Ok(false));
    assert_eq!(sg4::book::nim_sum_wins(&[0, 0]), Ok(false));
}

/// This module's [`refusals`], under a test of its own: a refusal that
/// went wrong, or an assert of theirs, fails here, once.
#[test]
fn one_past_each_limit_is_refused() {
    super::refused_alone(module_path!());
}

#[expect(
    clippy::too_many_lines,
    reason = "every limit of the game and one past it: one list of cases, read top to bottom"
)]
pub(super) fn refusals(seen: &mut Seen) {
    use sg4::pitfalls::{win_table_strict_bound, win_table_zero_wins};
    use sg4::{book, exercises};
    // Cases of `refuses!`, whose input here is a number, not a row.
    type RefusesN = fn(u64) -> Result<(), sg4::Error>;
    let (big, far) = (sg4::MAX_N, book::MAX_COUNT_N);
    let (tree, table) = (book::MAX_GAME_TREE_N, book::MAX_TABLE_N);
    let (all_moves, trace) = (sg4::MAX_ALL_MOVES_N, book::MAX_TRACE_N);
    let cases: &[(u64, &str, RefusesN)] = &[
        refuses!(big, sg4::alice_wins),
        refuses!(big, sg4::winner),
        refuses!(big, sg4::losing_positions),
        refuses!(big, sg4::count_losing_positions),
        refuses!(big, sg4::losing_positions_pipelined_on, 2),
        refuses!(big, book::losing_positions_pipelined),
        refuses!(big, book::losing_positions_segmented),
        refuses!(big, book::losing_positions_segmented_on, 1),
        refuses!(big, book::losing_positions_compact_on, 2),
        refuses!(big, book::losing_positions_compact_sized_on, 2, 16),
        refuses!(big, book::losing_positions_l2_sized_on, 2),
        refuses!(far, book::count_losing_positions_to, 1, |_| {}),
        refuses!(far, book::count_losing_positions_with, 1, |_| {}, |_| {}),
        refuses!(tree, book::alice_wins_brute_force),
        refuses!(tree, book::game_tree_calls),
        refuses!(table, book::win_table),
        refuses!(table, book::losing_positions_sieve),
        refuses!(table, win_table_strict_bound),
        refuses!(table, win_table_zero_wins),
        refuses!(all_moves, book::grundy_values),
        refuses!(all_moves, sg4::remoteness),
        refuses!(all_moves, sg4::optimal_play),
        refuses!(all_moves, sg4::best_move),
        refuses!(all_moves, sg4::Position::new),
        refuses!(table, exercises::losing_positions_with, &[1]),
        refuses!(table, exercises::cube_losing_positions),
        refuses!(
            table,
            exercises::losing_positions_in_segments,
            NonZeroUsize::MIN
        ),
        refuses!(
            table,
            exercises::losing_positions_in_segments,
            NonZeroUsize::MAX
        ),
        refuses!(trace, book::segmented_sieve_trace, NonZeroUsize::MIN),
        refuses!(trace, book::segmented_sieve_trace, NonZeroUsize::MAX),
    ];
    for &(limit, name, call) in cases {
        case!(limit, name);
        for n in [limit + 1, limit + 2, u64::MAX - 1, u64::MAX] {
            case!(n);
            seen.refused(call(n), too_large(name, n, limit));
        }
    }
    // Not in the table: a sum of games takes a row of piles, and its limit
    // is on the largest pile. One past it is refused, not minutes.
    let winning = exercises::winning_move(&[1, all_moves + 1]);
    seen.refused(winning, too_large("winning_move", all_moves + 1, all_moves));
    let winning = exercises::winning_move(&[u64::MAX]);
    seen.refused(winning, too_large("winning_move", u64::MAX, all_moves));
    seen.refused(
        book::nim_sum_wins(&[3, 100_000_000]),
        too_large("nim_sum_wins", 100_000_000, all_moves),
    );
    seen.refused(
        book::nim_sum_wins(&[u64::MAX]),
        too_large("nim_sum_wins", u64::MAX, all_moves),
    );
    threads_and_segments_outside_their_range_are_refused(seen);
    // Just at the limits, where that is quick in a debug build: the game
    // tree's 60 stones, the sieve's 10^9 and the tables' 10^7 take seconds
    // in a release build (see their documentation).
    assert_eq!(
        book::losing_positions_sieve(1_000_000).map(|l| l.len()),
        Ok(13_952)
    );
}

/// A count of threads outside 1 to `MAX_THREADS`, and a segment's size
/// outside `SEGMENT_BITS`, are refused under the function's name.
fn threads_and_segments_outside_their_range_are_refused(seen: &mut Seen) {
    use sg4::book;
    type OnThreads = fn(u64, usize) -> Result<Vec<u64>, sg4::Error>;
    let count_to: OnThreads = |n, t| {
        let counts = book::count_losing_positions_to(n, t, |_| {})?;
        Ok(counts.iter().map(|&(_, c)| c).collect())
    };
    let count_with: OnThreads = |n, t| {
        let counts = book::count_losing_positions_with(n, t, |_| {}, |_| {})?;
        Ok(counts.iter().map(|&(_, c)| c).collect())
    };
    let sized: OnThreads = |n, t| book::losing_positions_compact_sized_on(n, t, 16);
    let on_threads: [(&str, OnThreads); 7] = [
        (
            "losing_positions_pipelined_on",
            sg4::losing_positions_pipelined_on,
        ),
        (
            "losing_positions_segmented_on",
            book::losing_positions_segmented_on,
        ),
        (
            "losing_positions_compact_on",
            book::losing_positions_compact_on,
        ),
        ("losing_positions_compact_sized_on", sized),
        (
            "losing_positions_l2_sized_on",
            book::losing_positions_l2_sized_on,
        ),
        ("count_losing_positions_to", count_to),
        ("count_losing_positions_with", count_with),
    ];
    let limit = sg4::MAX_THREADS;
    for (function, call) in on_threads {
        case!(function);
        for threads in [0, limit + 1, usize::MAX] {
            case!(threads);
            let expected = sg4::Error::Threads {
                function,
                threads,
                limit,
            };
            seen.refused(call(100, threads), expected);
        }
    }
    let function = "losing_positions_compact_sized_on";
    for bits in [0, 15, 25, u32::MAX] {
        case!(bits);
        let expected = sg4::Error::SegmentBits {
            function,
            bits,
            least: 16,
            most: 24,
        };
        seen.refused(
            book::losing_positions_compact_sized_on(100, 1, bits),
            expected,
        );
    }
}

#[test]
fn the_squares_of_the_largest_position() {
    let k = u64::from(u32::MAX);
    assert_eq!(sg4::book::squares_up_to(u64::MAX).next_back(), Some(k * k));
    assert_eq!(sg4::book::squares_up_to(u64::MAX).next(), Some(1));
    assert_eq!(sg4::book::squares_up_to(0).next(), None);
    // The pitfall's documented overflow on the largest position: a panic
    // in a debug build, a wrong 0 in a release build.
    let top = || sg4::pitfalls::largest_square_by_float(u64::MAX);
    if cfg!(debug_assertions) {
        assert_eq!(panic_message(top), "attempt to multiply with overflow");
    } else {
        assert_eq!(top(), 0);
    }
    assert_eq!(sg4::pitfalls::largest_square_by_float(0), 0);
}

#[test]
fn a_move_always_leaves_what_it_says() {
    // A move can only come from optimal play, so the stones left are never
    // a wrapped-around subtraction.
    for n in 0..=200 {
        case!(n);
        for step in sg4::optimal_play(n).unwrap() {
            case!(step);
            assert!(step.square <= step.before);
            let text = step.to_string();
            assert!(
                text.ends_with(&format!("leaving {}", step.before - step.square)),
                "{text}"
            );
        }
    }
}

#[test]
fn the_pitfalls_at_zero() {
    assert_eq!(sg4::pitfalls::win_table_strict_bound(0), Ok(vec![false]));
    assert_eq!(sg4::pitfalls::win_table_zero_wins(0), Ok(vec![true]));
}

#[test]
fn the_exercises_on_the_extremes() {
    use sg4::exercises::{
        cube_losing_positions, cubes_up_to, losing_positions_in_segments, losing_positions_with,
        winning_move,
    };
    let table = sg4::book::MAX_TABLE_N;
    let too_large_with = |n, limit| Err(too_large("losing_positions_with", n, limit));
    // No move at all: every position is losing.
    assert_eq!(losing_positions_with(5, &[]), Ok(vec![0, 1, 2, 3, 4, 5]));
    assert_eq!(losing_positions_with(0, &[u64::MAX]), Ok(vec![0]));
    // A zero move is refused before the limit is looked at.
    let zero = losing_positions_with(u64::MAX, &[1, 0]);
    assert_eq!(zero, Err(sg4::Error::ZeroMove));
    assert!(zero.unwrap_err().to_string().contains('0'));
    // 251 moves: 2.5 · 10⁹ / 251 steps, positions 0 to 9,960,158.
    let moves = vec![1; 251];
    assert_eq!(
        losing_positions_with(table, &moves),
        too_large_with(table, 9_960_158)
    );
    // With the squares, it is the sieve of subtract-a-square.
    let squares: Vec<u64> = sg4::book::squares_up_to(10_000).collect();
    let sieve = sg4::book::losing_positions_sieve(10_000).unwrap();
    assert_eq!(losing_positions_with(10_000, &squares), Ok(sieve.clone()));
    // The cubes, to the top of a u64.
    assert_eq!(cubes_up_to(0).next(), None);
    assert_eq!(cubes_up_to(7).collect::<Vec<_>>(), [1]);
    let top = 2_642_245_u64; // the largest k with k³ <= u64::MAX
    assert_eq!(cubes_up_to(u64::MAX).last(), Some(top.pow(3)));
    assert_eq!(cube_losing_positions(0), Ok(vec![0]));
    // The 215 cubes up to the limit are within its steps: the limit is the
    // table's.
    // Any segment length, down to 1, gives the sieve.
    for segment in [NonZeroUsize::MIN, NonZeroUsize::MAX] {
        case!(segment);
        assert_eq!(losing_positions_in_segments(0, segment), Ok(vec![0]));
        assert_eq!(
            losing_positions_in_segments(10_000, segment),
            Ok(sieve.clone())
        );
    }
    // A winning move in a sum of piles.
    assert_eq!(winning_move(&[]), Ok(None));
    assert_eq!(winning_move(&[0, 0]), Ok(None));
    assert_eq!(winning_move(&[1]), Ok(Some((0, 1))));
    assert_eq!(winning_move(&[2, 2]), Ok(None));
    // One pile of 10,000: a move exactly when Alice wins, to a losing
    // position.
    let found = winning_move(&[10_000]).unwrap();
    assert_eq!(found.is_some(), sg4::alice_wins(10_000).unwrap());
    if let Some((0, square)) = found {
        assert_eq!(sg4::alice_wins(10_000 - square), Ok(false));
    }
}

#[test]
fn every_error_says_how_much() {
    let error = too_large("remoteness", u64::MAX, 1_000_000);
    assert!(error.to_string().contains("1000000"), "{error}");
    assert!(error.to_string().contains(&u64::MAX.to_string()), "{error}");
    assert!(error.to_string().starts_with("stone_game_iv::remoteness "));
    let f = "remoteness";
    assert_eq!(sg4::book::check_n(f, u64::MAX, u64::MAX), Ok(()));
    assert_eq!(sg4::book::check_n(f, 1, 0), Err(too_large(f, 1, 0)));
    let one = sg4::book::losing_positions_segmented_on(100, 1);
    assert_eq!(
        sg4::book::losing_positions_segmented_on(100, sg4::MAX_THREADS),
        one
    );
}

#[test]
fn the_trace_at_its_extremes() {
    let limit = sg4::book::MAX_TRACE_N;
    let (one, all) = (NonZeroUsize::MIN, NonZeroUsize::MAX);
    let found = |n: u64, segment: NonZeroUsize| -> Vec<u64> {
        let segments = sg4::book::segmented_sieve_trace(n, segment).unwrap();
        let losing = segments.iter().flat_map(|s| &s.found);
        losing.map(|cursor| cursor.position).collect()
    };
    assert_eq!(found(0, one), [0]);
    assert_eq!(found(0, all), [0]);
    let sieve = sg4::book::losing_positions_sieve(limit).unwrap();
    assert_eq!(found(limit, one), sieve);
    assert_eq!(found(limit, all), sieve);
}

/// Every move of a game leaves what it says, from the empty pile to one
/// at the limit of optimal play (a pile of 10⁵: 10⁶ takes seconds).
#[test]
fn a_move_leaves_its_pile_less_its_square() {
    assert_eq!(sg4::optimal_play(0), Ok(vec![]));
    for n in [1, 2, 99_999, 100_000] {
        case!(n);
        let moves = sg4::optimal_play(n).unwrap();
        assert_eq!(moves[0].before, n);
        for pair in moves.windows(2) {
            case!(pair);
            assert_eq!(pair[0].after, pair[1].before);
        }
        for m in &moves {
            case!(m);
            assert_eq!(m.after, m.before - m.square);
        }
        assert_eq!(moves.last().map(|m| m.after), Some(0));
    }
}

proptest! {
    #![proptest_config(crate::cases(64))]

    #[test]
    fn positions_past_a_limit_are_refused(excess in 1..=u64::MAX - sg4::MAX_N) {
        let n = sg4::MAX_N + excess;
        prop_assert_eq!(sg4::alice_wins(n), Err(too_large("alice_wins", n, sg4::MAX_N)));
        let table = sg4::book::MAX_TABLE_N;
        prop_assert_eq!(sg4::book::win_table(n).err(), Some(too_large("win_table", n, table)));
    }
}

/// Stone Game IV's `best_move`: no stones, one, a square (the largest too),
/// and its limit,
/// [`MAX_ALL_MOVES_N`](sg4::MAX_ALL_MOVES_N), whose remoteness table takes
/// 10⁹ steps: run at 10⁵ here, and refused one past it and at `u64::MAX`.
mod best_move {
    use super::*;

    #[test]
    fn best_move_on_the_extremes() {
        assert_eq!(sg4::best_move(0), Ok(None));
        assert_eq!(sg4::best_move(1), Ok(Some(1)));
        assert_eq!(sg4::best_move(4), Ok(Some(4))); // a square wins at once
        let first = sg4::optimal_play(100_000).unwrap()[0].square;
        assert_eq!(sg4::best_move(100_000), Ok(Some(first)));
        let limit = sg4::MAX_ALL_MOVES_N;
        // A square is taken whole at any size: the largest square a u64
        // holds, (2³² − 1)².
        let largest_square = u64::from(u32::MAX).pow(2);
        assert_eq!(sg4::best_move(largest_square), Ok(Some(largest_square)));
        // So the refusal names the limit without saying it takes nothing
        // past it.
        assert_eq!(
            too_large("best_move", limit + 1, limit).to_string(),
            "stone_game_iv::best_move refuses n = 1000001, past its limit of \
             1000000"
        );
    }
}

/// Stone Game IV's `Position`: a game from a pile of 10⁵ played out by
/// `best_move` (at its limit, [`MAX_ALL_MOVES_N`](sg4::MAX_ALL_MOVES_N),
/// the remoteness table takes 10⁹ steps, as the free `best_move`'s does),
/// the moves it refuses, and its limit one past it.
mod position {
    use super::*;
    use sg4::{Game, Position};

    #[test]
    fn position_plays_a_game_from_a_large_pile() {
        let n = 100_000;
        let mut game = Position::new(n).unwrap();
        check_the_start(&game);
        // Not a square, a square larger than the pile, the largest u64.
        for stones in [2, 317 * 317, u64::MAX] {
            case!(stones);
            assert_eq!(
                game.play(stones),
                Err(sg4::Error::NoSuchMove { stones, pile: n })
            );
        }
        let mut moves = Vec::new();
        while let Some(square) = game.best_move() {
            moves.push(game.play(square).unwrap());
        }
        // The end: no choice is left.
        assert!(game.is_over() && game.choices().is_empty());
        assert!(game.winner().is_some());
        assert_eq!(game.scores(), None); // no totals of two players
        let free = sg4::optimal_play(n).unwrap();
        assert_same_list(("Position", &moves), ("optimal_play", &free), "a pile of n");
        let winner = if sg4::alice_wins(n).unwrap() {
            Player::Alice
        } else {
            Player::Bob
        };
        assert_eq!(moves.last().map(|m| m.player), Some(winner));
        assert_eq!(game.pile(), 0);
        assert_eq!(game.play(1), Err(sg4::Error::GameOver));
    }
}
