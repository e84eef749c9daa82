//! Stone Game VII. Its largest limit, [`MAX_LEN`](sg7::MAX_LEN) =
//! 2³³ + 3 stones, is 32 GiB of input, so it is not run: the arithmetic of
//! its bound is checked instead, here and in the unit tests of
//! `code/src/stone_game_vii/linear.rs`, and one past it is a row of
//! [`Zeros`], which costs no memory.

use super::*;
use sg7::exercises::difference_of_play;
use sg7::Error;
use stone_games::stone_game_vii::End;

too_many_for!(sg7);

/// Bob removes floor(n/2) stones, whatever anyone plays: on a row of
/// equal stones the answer is that many of them.
fn equal_stones(n: usize, v: u32) -> u64 {
    n as u64 / 2 * u64::from(v)
}

#[test]
fn the_fastest_method_takes_any_row_it_can_hold() {
    for (n, v) in [(0, 0), (1, BIG), (2, BIG), (3, BIG), (1_000_001, BIG)] {
        case!(n, v);
        let stones = row(n, v);
        let expected = Ok(equal_stones(n, v));
        assert_eq!(sg7::score_difference(&stones), expected);
        let winner = sg7::Winner::from_difference(equal_stones(n, v));
        assert_eq!(sg7::winner(&stones), Ok(winner));
        assert_eq!(sg7::book::score_difference_linear(&stones), expected);
        assert_eq!(sg7::exercises::score_difference_shifted(&stones), expected);
        assert_eq!(
            sg7::pitfalls::remove_smaller_end(&stones),
            expected,
            "equal stones: every play is optimal"
        );
        // Scoring before the move: the stones Alice removes count.
        assert_eq!(
            sg7::exercises::score_difference_scoring_before(&stones),
            Ok(n.div_ceil(2) as u64 * u64::from(v))
        );
    }
}

#[test]
fn its_limit_is_where_the_answer_stops_fitting() {
    let limit = sg7::MAX_LEN as u128;
    assert_eq!(limit, (1 << 33) + 3);
    let most = |n: u128| n / 2 * u128::from(BIG);
    assert!(most(limit) <= u128::from(u64::MAX));
    assert!(most(limit + 1) > u128::from(u64::MAX));
}

/// The limits whose docs say they are Part I's: the game tree's and the
/// rolling row's are the same number, and the table of 8-byte cells takes
/// Part I's most memory.
#[test]
fn three_limits_are_part_is_as_their_docs_say() {
    use stone_games::stone_game::book as part_i;
    assert_eq!(sg7::book::MAX_GAME_TREE_LEN, part_i::MAX_GAME_TREE_LEN);
    assert_eq!(sg7::book::MAX_ROLLING_LEN, part_i::MAX_ROLLING_LEN);
    let bytes = sg7::MAX_TABLE_LEN * sg7::MAX_TABLE_LEN * size_of::<u64>();
    assert_eq!(bytes, part_i::MAX_TABLE_BYTES);
}

/// This module's [`refusals`], under a test of its own: a refusal that
/// went wrong, or an assert of theirs, fails here, once.
#[test]
fn one_past_each_limit_is_refused() {
    super::refused_alone(module_path!());
}

/// One past each limit of the module, refused by every function the limit
/// bounds, with the function's name. The other tests answer at the zero
/// memo's and the table's limits (`play_ends`, `difference_of_play`), and
/// below the game tree's and the rolling row's.
pub(super) fn refusals(seen: &mut Seen) {
    use sg7::{book, exercises, pitfalls};
    let tree = book::MAX_GAME_TREE_LEN;
    let zero = book::MAX_ZERO_MEMO_LEN;
    let (table, rolling) = (sg7::MAX_TABLE_LEN, book::MAX_ROLLING_LEN);
    let (len, part_i) = (sg7::MAX_LEN, stone_games::stone_game::MAX_LEN);
    let cases: &[(usize, &'static str, Refuses<u32, Error>)] = &[
        refuses!(tree, book::score_difference_brute_force),
        refuses!(tree, book::game_tree_calls),
        refuses!(zero, pitfalls::memo_zero_means_unsolved),
        refuses!(zero, exercises::score_difference_memo),
        refuses!(table, sg7::score_table),
        refuses!(table, book::score_difference_table),
        refuses!(table, sg7::optimal_play),
        refuses!(table, sg7::play_ends, &[]),
        refuses!(table, exercises::difference_of_play, &[]),
        refuses!(rolling, book::score_difference_rolling),
        refuses!(rolling, pitfalls::sums_in_32_bits),
        refuses!(len, sg7::best_move),
        refuses!(len, sg7::score_difference),
        refuses!(len, sg7::winner),
        refuses!(len, book::score_difference_linear),
        refuses!(len, pitfalls::remove_smaller_end),
        refuses!(part_i, exercises::score_difference_scoring_before),
        refuses!(part_i, exercises::score_difference_shifted),
        refuses!(table, sg7::Position::new),
    ];
    each_refuses_one_past(seen, cases, too_many);
}

#[test]
fn the_game_tree_and_the_memos_at_their_limits() {
    // The game tree below its limit (2^28 calls are seconds in a release build, minutes in a
    // debug one).
    assert_eq!(sg7::book::score_difference_brute_force(&[]), Ok(0));
    assert_eq!(sg7::book::score_difference_brute_force(&[BIG]), Ok(0));
    let big = row(16, BIG);
    assert_eq!(
        sg7::book::score_difference_brute_force(&big),
        Ok(8 * 4_294_967_295)
    );
    assert_eq!(sg7::book::game_tree_calls(&big), Ok((1 << 16) - 1));
    assert_eq!(sg7::book::game_tree_calls(&[]), Ok(1));
    // The zero memo and its fix, at their limit.
    let limit = sg7::book::MAX_ZERO_MEMO_LEN;
    let zeros = row(limit, 0);
    let n = limit as u64;
    assert_eq!(
        sg7::pitfalls::memo_zero_means_unsolved(&zeros),
        Ok((0, (1 << limit) - 1))
    );
    assert_eq!(
        sg7::exercises::score_difference_memo(&zeros),
        Ok((0, n * n - n + 1))
    );
    let big = row(limit, BIG);
    let expected = equal_stones(limit, BIG);
    assert_eq!(
        sg7::exercises::score_difference_memo(&big).map(|m| m.0),
        Ok(expected)
    );
    assert_eq!(
        sg7::pitfalls::memo_zero_means_unsolved(&big).map(|m| m.0),
        Ok(expected)
    );
    assert_eq!(sg7::pitfalls::memo_zero_means_unsolved(&[]), Ok((0, 0)));
    assert_eq!(sg7::exercises::score_difference_memo(&[]), Ok((0, 0)));
}

#[test]
fn the_table_and_the_rolling_row_below_their_limits() {
    // Every method of the list, the table and the rolling row among them.
    // At their limits (`MAX_TABLE_LEN` and `MAX_ROLLING_LEN` stones) a debug
    // build takes long: 2,000 stones are answered.
    for n in [0, 1, 2, 2_000, 2_001] {
        case!(n);
        let stones = row(n, BIG);
        let expected = Ok(equal_stones(n, BIG));
        assert_each_gives(sg7::book::METHODS, |method| method(&stones), &expected);
        let moves = sg7::optimal_play(&stones).unwrap();
        assert_eq!(moves.len(), n);
        let last = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
        assert_eq!(Ok(last.0 - last.1), expected);
    }
    assert_eq!(sg7::pitfalls::sums_in_32_bits(&[]), Ok(0));
    assert_eq!(sg7::pitfalls::sums_in_32_bits(&[BIG]), Ok(0));
}

#[test]
fn a_whole_game_at_the_table_limit_keeps_its_scores() {
    // play_ends keeps no table: it plays 10,000 stones of u32::MAX at
    // once, the largest scores it can meet.
    let n = sg7::MAX_TABLE_LEN;
    let stones = row(n, BIG);
    let moves = sg7::play_ends(&stones, &vec![End::Right; n]).unwrap();
    let big = u64::from(BIG);
    // Move r scores (n - r) stones; Alice has the odd moves.
    let alice: u64 = (1..=n as u64)
        .step_by(2)
        .map(|r| (n as u64 - r) * big)
        .sum();
    let bob: u64 = (2..=n as u64)
        .step_by(2)
        .map(|r| (n as u64 - r) * big)
        .sum();
    let last = moves.last().unwrap();
    assert_eq!((last.alice, last.bob), (alice, bob));
    assert_eq!(last.alice - last.bob, equal_stones(n, BIG));
    // More moves than stones are refused, an empty game is empty.
    assert_eq!(
        sg7::play_ends(&[1], &[End::Left, End::Left]),
        Err(sg7::Error::TooManyMoves { moves: 2, len: 1 })
    );
    assert_eq!(
        sg7::exercises::difference_of_play(&[1], &[End::Left, End::Left]),
        Err(sg7::Error::TooManyMoves { moves: 2, len: 1 })
    );
    assert_eq!(sg7::play_ends(&[], &[]), Ok(vec![]));
    assert_eq!(sg7::exercises::difference_of_play(&[], &[]), Ok(0));
    assert_eq!(
        sg7::exercises::difference_of_play(&stones, &vec![End::Left; n]),
        Ok(equal_stones(n, BIG))
    );
}

#[test]
fn the_table_reads_only_inside_itself() {
    let table = sg7::score_table(&[BIG, BIG, BIG]).unwrap();
    assert_eq!(table.size(), 3);
    assert_eq!(table.row(), [BIG; 3]);
    assert_eq!(table.get(0, 2), Some(&u64::from(BIG)));
    assert_eq!(table.get(3, 0), None);
    assert_eq!(table.get(usize::MAX, usize::MAX), None);
    assert_eq!(sg7::optimal_end(&table, 0..4), None);
    assert_eq!(sg7::optimal_end(&table, backwards(2, 1)), None);
    assert_eq!(sg7::optimal_end(&table, 3..3), None);
    assert_eq!(sg7::optimal_end(&table, 0..3), Some(End::Left));
    let empty = sg7::score_table(&[]).unwrap();
    assert_eq!(sg7::optimal_end(&empty, 0..0), None);
}

#[test]
fn every_error_and_move_says_what_and_how_much() {
    let error = too_many("score_table", 10_001, 10_000);
    assert_eq!(
        error.to_string(),
        "stone_game_vii::score_table takes at most 10000 stones, and the \
         row has 10001"
    );
    let error = sg7::Error::TooManyMoves { moves: 3, len: 2 };
    assert_eq!(
        error.to_string(),
        "stone_game_vii: 3 moves were given for a row of 2 stones, and each move removes one"
    );
    let moves = sg7::optimal_play(&[BIG, 0]).unwrap();
    assert_eq!(moves[0].player, Player::Alice);
    assert_eq!(
        moves[0].to_string(),
        "Alice removes 0 from the right (stone 1), scores 4294967295: \
         Alice 4294967295, Bob 0"
    );
    assert_eq!(End::Left.to_string(), "left");
}

/// The shortcut takes the rows `play_ends` takes, up to
/// [`MAX_TABLE_LEN`](sg7::MAX_TABLE_LEN): at the limit, the
/// largest answer (one move, then every other stone still in the row)
/// and the longest game; one past it, refused before the moves are
/// looked at. On 2³² + 3 stones of `u32::MAX` it once wrapped to
/// `Ok(4294967294)`.
#[test]
fn difference_of_play_at_its_limit_and_one_past_it() {
    let n = sg7::MAX_TABLE_LEN;
    let stones = vec![BIG; n + 1];
    let at = &stones[..n];
    let most = (n as u64 - 1) * u64::from(BIG);
    assert_eq!(difference_of_play(at, &[End::Right]), Ok(most));
    let moves = sg7::play_ends(at, &[End::Right]).unwrap();
    assert_eq!(moves[0].alice - moves[0].bob, most);
    // The whole game: Bob removes n/2 stones of u32::MAX.
    let all = vec![End::Left; n];
    let bobs = (n as u64 / 2) * u64::from(BIG);
    assert_eq!(difference_of_play(at, &all), Ok(bobs));
    let past = |function| {
        Err(Error::TooLong {
            function,
            len: n + 1,
            limit: n,
        })
    };
    assert_eq!(difference_of_play(&stones, &[]), past("difference_of_play"));
    assert_eq!(
        difference_of_play(&stones, &vec![End::Left; n + 2]),
        past("difference_of_play")
    );
    assert_eq!(
        difference_of_play(&[], &[End::Left]),
        Err(Error::TooManyMoves { moves: 1, len: 0 })
    );
}

proptest! {
    #![proptest_config(crate::cases(64))]

    #[test]
    fn every_method_equals_the_game_tree_on_extreme_stones(stones in extreme_rows()) {
        let expected = sg7::book::score_difference_brute_force(&stones).unwrap();
        let got = Ok(expected);
        crate::each_gives(sg7::book::METHODS, |method| method(&stones), &got)?;
        prop_assert_eq!(
            sg7::exercises::score_difference_shifted(&stones),
            got
        );
        prop_assert_eq!(
            sg7::exercises::score_difference_memo(&stones).map(|m| m.0),
            got
        );
    }
}

/// Stone Game VII's `best_move`: the empty row, one stone, the largest
/// stones, a long row. One past its limit is refused in
/// [`one_past_each_limit_is_refused`].
mod best_move {
    use super::*;

    #[test]
    fn best_move_on_the_extremes() {
        assert_eq!(sg7::best_move(&[]), Ok(None));
        assert_eq!(sg7::best_move(&[BIG]), Ok(Some(End::Left)));
        // Remove the 0 and score u32::MAX, not the reverse.
        assert_eq!(sg7::best_move(&[0, BIG]), Ok(Some(End::Left)));
        assert_eq!(sg7::best_move(&[BIG, 0]), Ok(Some(End::Right)));
        for n in [2, 3, 1_000_001] {
            case!(n);
            assert_eq!(sg7::best_move(&row(n, BIG)), Ok(Some(End::Left)));
        }
    }

    proptest! {
        #![proptest_config(crate::cases(64))]

        #[test]
        fn best_move_is_worth_the_value_on_extreme_stones(stones in extreme_rows()) {
            let tree = |s: &[u32]| i128::from(sg7::book::score_difference_brute_force(s).unwrap());
            let scored = |s: &[u32]| s.iter().map(|&v| i128::from(v)).sum::<i128>();
            let n = stones.len();
            let worth = match sg7::best_move(&stones).unwrap() {
                None => 0,
                Some(End::Left) => scored(&stones[1..]) - tree(&stones[1..]),
                Some(End::Right) => scored(&stones[..n - 1]) - tree(&stones[..n - 1]),
            };
            prop_assert_eq!(worth, tree(&stones));
        }
    }
}

/// Stone Game VII's `Position`: a game of the largest stones played out by
/// `best_move`, and one past its limit, the table's.
mod position {
    use super::*;
    use sg7::{Error, Game, Position};

    #[test]
    fn position_plays_a_game_of_the_largest_stones() {
        let n = 9;
        let stones = row(n, BIG);
        let mut game = Position::new(&stones).unwrap();
        check_the_start(&game);
        let mut moves = Vec::new();
        while let Some(end) = game.best_move() {
            moves.push(game.play(end).unwrap());
        }
        // The end: no choice is left.
        assert!(game.is_over() && game.choices().is_empty());
        assert!(game.winner().is_some());
        let (alice, bob) = game.totals();
        assert_eq!(game.scores(), Some((alice.into(), bob.into())));
        // The k-th move (from 1) scores the n - k stones left after it;
        // Alice makes the odd ones.
        let scored = |first: usize| {
            (first..=n).step_by(2).map(|k| (n - k) as u64).sum::<u64>() * u64::from(BIG)
        };
        let last = moves.last().unwrap();
        assert_eq!(game.totals(), (last.alice, last.bob));
        assert_eq!((last.alice, last.bob), (scored(1), scored(2)));
        assert_eq!(sg7::score_difference(&stones), Ok(last.alice - last.bob));
        let free = sg7::optimal_play(&stones).unwrap();
        assert_same_list(("Position", &moves), ("optimal_play", &free), "the stones");
        assert_eq!(game.stones(), [] as [u32; 0]);
        assert_eq!(game.play(End::Left), Err(Error::GameOver));
    }
}
