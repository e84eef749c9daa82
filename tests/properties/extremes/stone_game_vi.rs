//! Stone Game VI: every function at its extremes, with `best_move` in its own
//! module at the end.

use super::*;
use sg6::exercises::{
    bob_first, leetcode_1686, optimal_first_moves, optimal_first_moves_by_parity, same_values,
};
use sg6::{pitfalls, Error, Winner};

too_many_for!(sg6);

/// What the game's method `name` answers on `alice` and `bob` where the
/// game's value is `expected`: that, but where the counting sort refuses a
/// stone that weighs more than it counts (one of `u32::MAX` does).
fn expected_of(
    name: &str,
    alice: &[u32],
    bob: &[u32],
    expected: Result<i64, Error>,
) -> Result<i64, Error> {
    let limit = sg6::book::MAX_COUNTING_WEIGHT;
    let weights = alice
        .iter()
        .zip(bob)
        .map(|(&a, &b)| u64::from(a) + u64::from(b));
    match weights.max() {
        Some(weight)
            if name == "score_difference_counting" && weight > limit && expected.is_ok() =>
        {
            Err(Error::WeightTooLarge {
                function: "score_difference_counting",
                weight,
                limit,
            })
        }
        _ => expected,
    }
}

/// Checks every method of the game's `METHODS` on `alice` and `bob`: each
/// gives `expected`, or the refusal [`expected_of`] says.
fn every_method_gives(
    alice: &[u32],
    bob: &[u32],
    expected: Result<i64, Error>,
) -> Result<(), TestCaseError> {
    for &(name, method) in sg6::book::METHODS {
        case!(name);
        let due = expected_of(name, alice, bob, expected);
        prop_assert_eq!(method(alice, bob), due, "{}", name);
    }
    Ok(())
}

#[test]
fn the_empty_rows_are_a_tie() {
    every_method_gives(&[], &[], Ok(0)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(sg6::winner(&[], &[]), Ok(Winner::Tie));
    assert_eq!(sg6::book::counting_trace(&[], &[]), Ok((vec![], 0)));
    assert_eq!(sg6::book::score_difference_brute_force(&[], &[]), Ok(0));
    assert_eq!(sg6::book::game_tree_calls(&[], &[]), Ok(1));
    assert_eq!(sg6::optimal_play(&[], &[]), Ok(vec![]));
    assert_eq!(sg6::book::heaviest_first(&[], &[]), Ok(vec![]));
    assert_eq!(leetcode_1686(&[], &[]), Ok(0));
    assert_eq!(bob_first(&[], &[]), Ok(0));
    assert_eq!(same_values(&[]), Ok(0));
    assert_eq!(optimal_first_moves(&[], &[]), Ok(vec![]));
    assert_eq!(optimal_first_moves_by_parity(&[], &[]), Ok(vec![]));
    assert_eq!(pitfalls::greedy_own_value(&[], &[]), Ok(0));
    assert_eq!(pitfalls::greedy_by_gap(&[], &[]), Ok(0));
    assert_eq!(pitfalls::greedy_deny(&[], &[]), Ok(0));
    assert_eq!(pitfalls::sums_in_32_bits(&[], &[]), Ok(0));
}

#[test]
fn rows_of_different_lengths_are_refused_by_every_function() {
    let error = Err(Error::LengthsDiffer { alice: 2, bob: 1 });
    let (alice, bob) = ([1, 2], [3]);
    every_method_gives(&alice, &bob, error).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        sg6::winner(&alice, &bob),
        Err(Error::LengthsDiffer { alice: 2, bob: 1 })
    );
    assert_eq!(
        sg6::book::counting_trace(&alice, &bob),
        Err(Error::LengthsDiffer { alice: 2, bob: 1 })
    );
    assert_eq!(sg6::book::score_difference_brute_force(&alice, &bob), error);
    assert_eq!(
        sg6::book::game_tree_calls(&alice, &bob),
        Err(Error::LengthsDiffer { alice: 2, bob: 1 })
    );
    assert_eq!(
        sg6::optimal_play(&alice, &bob),
        Err(Error::LengthsDiffer { alice: 2, bob: 1 })
    );
    assert_eq!(
        sg6::book::heaviest_first(&alice, &bob),
        Err(Error::LengthsDiffer { alice: 2, bob: 1 })
    );
    assert_eq!(
        leetcode_1686(&alice, &bob),
        Err(Error::LengthsDiffer { alice: 2, bob: 1 })
    );
    // Alice's 2 values and Bob's 1, named as theirs with Bob first too.
    assert_eq!(bob_first(&alice, &bob), error);
    assert_eq!(
        bob_first(&bob, &alice),
        Err(Error::LengthsDiffer { alice: 1, bob: 2 })
    );
    assert_eq!(
        optimal_first_moves(&alice, &bob),
        Err(Error::LengthsDiffer { alice: 2, bob: 1 })
    );
    assert_eq!(
        optimal_first_moves_by_parity(&alice, &bob),
        Err(Error::LengthsDiffer { alice: 2, bob: 1 })
    );
    assert_eq!(pitfalls::greedy_own_value(&alice, &bob), error);
    assert_eq!(pitfalls::greedy_by_gap(&alice, &bob), error);
    assert_eq!(pitfalls::greedy_deny(&alice, &bob), error);
    assert_eq!(pitfalls::sums_in_32_bits(&alice, &bob), error);
    assert_eq!(
        sg6::book::check_same_len(&[], &[0]),
        Err(Error::LengthsDiffer { alice: 0, bob: 1 })
    );
}

#[test]
fn every_method_takes_the_largest_values() {
    // Every weight is 2^33 - 2: Alice takes ceil(n/2) stones, Bob the
    // rest, so she ends u32::MAX ahead when n is odd, level when even.
    for n in [1, 2, 3, 100_000, 100_001] {
        case!(n);
        let row = row(n, BIG);
        let expected = (n % 2) as i64 * i64::from(BIG);
        let winner = (n % 2) as i64;
        every_method_gives(&row, &row, Ok(expected)).unwrap_or_else(|e| panic!("{n}: {e}"));
        let tie_or_alice = Winner::from_difference(expected);
        assert_eq!(sg6::winner(&row, &row), Ok(tie_or_alice));
        assert_eq!(
            sg6::book::score_difference_counting(&row, &row),
            Err(Error::WeightTooLarge {
                function: "score_difference_counting",
                weight: 2 * u64::from(BIG),
                limit: sg6::book::MAX_COUNTING_WEIGHT
            })
        );
        assert_eq!(same_values(&row), Ok(expected));
        assert_eq!(bob_first(&row, &row), Ok(-expected));
        assert_eq!(leetcode_1686(&row, &row), Ok(winner as i32));
        assert_eq!(optimal_first_moves(&row, &row).map(|m| m.len()), Ok(n));
        assert_eq!(
            optimal_first_moves_by_parity(&row, &row).map(|m| m.len()),
            Ok(n)
        );
        let picks = sg6::optimal_play(&row, &row).unwrap();
        let last = picks.last().unwrap();
        assert_eq!(last.alice, n.div_ceil(2) as u64 * u64::from(BIG));
        assert_eq!(last.bob, (n / 2) as u64 * u64::from(BIG));
        assert_eq!(pitfalls::greedy_own_value(&row, &row), Ok(expected));
        assert_eq!(pitfalls::greedy_by_gap(&row, &row), Ok(expected));
        assert_eq!(pitfalls::greedy_deny(&row, &row), Ok(expected));
    }
    // Alice all u32::MAX, Bob all 0: she takes half of them.
    let (alice, bob) = (row(7, BIG), row(7, 0));
    assert_eq!(sg6::score_difference(&alice, &bob), Ok(4 * i64::from(BIG)));
    assert_eq!(
        sg6::book::score_difference_brute_force(&alice, &bob),
        Ok(4 * i64::from(BIG))
    );
}

/// A function of two rows of stones, its answer dropped: only its refusal
/// is compared.
type Refuses = fn(&[u32], &[u32]) -> Result<(), Error>;

/// This module's [`refusals`], under a test of its own: a refusal that
/// went wrong, or an assert of theirs, fails here, once.
#[test]
fn one_past_each_limit_is_refused() {
    super::refused_alone(module_path!());
}

/// One past each limit of the module, refused by every function the limit
/// bounds, with the function's name. The other tests answer at the game
/// tree's and the counting sort's limits; at [`MAX_PLAY_LEN`](sg6::MAX_PLAY_LEN)
/// `optimal_play` would return 400 MB of moves, and at
/// [`MAX_LEN`](sg6::MAX_LEN), 2³² − 1 stones, a row is 16 GiB: one past it is
/// a row of [`Zeros`], which costs no memory.
pub(super) fn refusals(seen: &mut Seen) {
    use sg6::{book, exercises, pitfalls};
    let (tree, play) = (book::MAX_GAME_TREE_LEN, sg6::MAX_PLAY_LEN);
    let len = sg6::MAX_LEN;
    let cases: &[(usize, &str, Refuses)] = &[
        refuses!(two: tree, book::score_difference_brute_force),
        refuses!(two: tree, book::game_tree_calls),
        // At the limit optimal_play would return 400 MB of moves.
        refuses!(two: play, sg6::optimal_play),
        refuses!(two: play, book::heaviest_first),
        refuses!(two: len, sg6::score_difference),
        refuses!(two: len, sg6::winner),
        refuses!(two: len, book::counting_trace),
        refuses!(two: len, book::score_difference_counting),
        refuses!(two: len, book::score_difference_radix),
        refuses!(two: len, book::score_difference_sorted),
        refuses!(two: len, exercises::bob_first),
        refuses!(two: len, exercises::leetcode_1686),
        refuses!(two: len, exercises::optimal_first_moves),
        refuses!(two: len, exercises::optimal_first_moves_by_parity),
        refuses!(two: len, pitfalls::sums_in_32_bits),
        refuses!(two: len, pitfalls::greedy_own_value),
        refuses!(two: len, pitfalls::greedy_by_gap),
        refuses!(two: len, pitfalls::greedy_deny),
        refuses!(two: play, sg6::Position::new),
    ];
    for &(limit, name, call) in cases {
        case!(limit, name);
        let Some(past) = zeros::<u32>(limit + 1, name) else {
            continue;
        };
        seen.refused(call(&past, &past), too_many(name, limit + 1, limit));
        past.unread(seen, name);
    }
    if let Some(past) = zeros::<u32>(len + 1, "same_values") {
        seen.refused(
            exercises::same_values(&past),
            too_many("same_values", len + 1, len),
        );
        past.unread(seen, "same_values");
    }
    // The counting sort's limit is on a weight, a stone's two values.
    let limit = book::MAX_COUNTING_WEIGHT;
    let (alice, bob) = ([limit as u32, 1], [1, 0]);
    let weighs = |function| Error::WeightTooLarge {
        function,
        weight: limit + 1,
        limit,
    };
    seen.refused(
        book::score_difference_counting(&alice, &bob),
        weighs("score_difference_counting"),
    );
    seen.refused(book::counting_trace(&alice, &bob), weighs("counting_trace"));
}

#[test]
fn the_counting_sort_at_its_limit() {
    let limit = sg6::book::MAX_COUNTING_WEIGHT;
    let top = limit as u32;
    // Weights limit, limit and 1: Alice takes a heavy one and the light.
    let (alice, bob) = ([top, 0, 1], [0, top, 0]);
    assert_eq!(sg6::book::score_difference_counting(&alice, &bob), Ok(1));
    let (steps, bob_total) = sg6::book::counting_trace(&alice, &bob).unwrap();
    assert_eq!(
        (steps.len(), steps[0].weight, steps[0].stones),
        (2, limit, 2)
    );
    assert_eq!((steps[1].alice_weight, bob_total), (limit + 1, limit));
    assert_eq!(sg6::score_difference(&alice, &bob), Ok(1));
    assert_eq!(sg6::book::score_difference_radix(&alice, &bob), Ok(1));
    // One past it, the default still answers.
    let (alice, bob) = ([top, 1], [1, 0]);
    assert_eq!(sg6::score_difference(&alice, &bob), Ok(i64::from(top)));
    // LeetCode's largest: 10^5 stones of 100 and 100, all of weight 200.
    let row = row(100_000, 100);
    let (steps, _) = sg6::book::counting_trace(&row, &row).unwrap();
    assert_eq!((steps.len(), steps[0].alices), (1, 50_000));
}

#[test]
fn the_game_tree_at_its_limit() {
    let limit = sg6::book::MAX_GAME_TREE_LEN;
    let (alice, bob) = (row(limit, BIG), row(limit, 1));
    // Equal weights, an even count: Alice's half minus Bob's half.
    let expected = (limit / 2) as i64 * (i64::from(BIG) - 1);
    assert_eq!(
        sg6::book::score_difference_brute_force(&alice, &bob),
        Ok(expected)
    );
    assert_eq!(
        sg6::book::game_tree_calls(&alice, &bob),
        Ok(1 + limit as u64 * (1 << (limit - 1)))
    );
}

#[test]
fn max_stones_is_where_the_proof_of_its_bound_stops() {
    // Rows of u32::MAX stones are 16 GiB each: the bound is checked by
    // arithmetic, and one past it is refused in one_past_each_limit_is_refused.
    let limit = sg6::MAX_LEN;
    let alice_most = (limit as u128).div_ceil(2) * u128::from(BIG);
    assert!(alice_most < 1 << 63);
}

#[test]
fn the_32_bit_sums_wrap_only_past_2_to_the_32() {
    let half = 1 << 31;
    let (alice, bob) = ([half - 1, 1], [half, 1]);
    // a + b = 2^32 - 1 still fits: the answer is right.
    assert_eq!(
        pitfalls::sums_in_32_bits(&alice, &bob),
        sg6::score_difference(&alice, &bob)
    );
    let (alice, bob) = ([half, 1], [half, 1]);
    assert_ne!(
        pitfalls::sums_in_32_bits(&alice, &bob),
        sg6::score_difference(&alice, &bob)
    );
}

/// Bob first: the empty rows, the largest values, and rows of different
/// lengths either way round, each named as the player's own. (One past
/// [`MAX_LEN`](sg6::MAX_LEN), 2³² − 1 values, is 16 GiB a row.)
#[test]
fn bob_first_names_each_row_as_its_players() {
    assert_eq!(bob_first(&[], &[]), Ok(0));
    // Bob takes the one stone: Alice ends u32::MAX behind.
    assert_eq!(bob_first(&[BIG], &[BIG]), Ok(-i64::from(BIG)));
    // Weights 2^33 - 2 each: Bob takes one, Alice the other.
    assert_eq!(bob_first(&[BIG, BIG], &[BIG, BIG]), Ok(0));
    assert_eq!(bob_first(&[BIG, 0], &[0, BIG]), Ok(0));
    for (a, b) in [(3, 1), (1, 3), (0, 1), (1, 0)] {
        case!(a, b);
        let (alice, bob) = (vec![BIG; a], vec![BIG; b]);
        let error = Err(Error::LengthsDiffer { alice: a, bob: b });
        assert_eq!(bob_first(&alice, &bob), error);
        assert_eq!(sg6::score_difference(&alice, &bob), error);
    }
    let message = bob_first(&[1, 2, 3], &[4]).unwrap_err().to_string();
    assert!(
        message.starts_with("stone_game_vi: Alice's row has 3 values"),
        "{message}"
    );
}

proptest! {
    #![proptest_config(crate::cases(64))]

    #[test]
    fn every_method_equals_the_game_tree_on_extreme_values(
        (alice, bob) in (0..=10_usize).prop_flat_map(|n| {
            let value = prop_oneof![Just(0), Just(1), Just(BIG - 1), Just(BIG)];
            (
                prop::collection::vec(value.clone(), n),
                prop::collection::vec(value, n),
            )
        })
    ) {
        let expected = sg6::book::score_difference_brute_force(&alice, &bob);
        every_method_gives(&alice, &bob, expected)?;
        let ok = expected.unwrap();
        prop_assert_eq!(
            sg6::winner(&alice, &bob),
            Ok(Winner::from_difference(ok))
        );
    }
}

/// Stone Game VI's `best_move`: no stones, rows of different lengths, the
/// largest values, moves that name no stone or one taken twice, and a long
/// row. It has no limit: it sums nothing, and every pair of rows is a game.
mod best_move {
    use super::*;
    use sg6::Error;

    #[test]
    fn best_move_on_the_extremes() {
        assert_eq!(sg6::best_move(&[], &[], &[]), Ok(None));
        let differ = Err(Error::LengthsDiffer { alice: 1, bob: 0 });
        assert_eq!(sg6::best_move(&[BIG], &[], &[]), differ);
        // Weights of 2^33 - 2 do not overflow; equal weights in row order.
        let big = [BIG, BIG];
        assert_eq!(sg6::best_move(&big, &big, &[]), Ok(Some(0)));
        assert_eq!(sg6::best_move(&big, &big, &[0]), Ok(Some(1)));
        assert_eq!(sg6::best_move(&big, &big, &[1, 0]), Ok(None));
        assert_eq!(sg6::best_move(&[0, BIG], &[BIG, 0], &[]), Ok(Some(0)));
        assert_eq!(
            sg6::best_move(&big, &big, &[usize::MAX]),
            Err(Error::NoSuchStone {
                index: usize::MAX,
                len: 2
            })
        );
        assert_eq!(
            sg6::best_move(&big, &big, &[1, 1]),
            Err(Error::TakenTwice { index: 1 })
        );
        // A million stones, the heaviest last in the row, half taken.
        let mut alice = row(1_000_000, 1);
        alice[999_999] = BIG;
        let bob = row(1_000_000, 1);
        let taken: Vec<usize> = (0..500_000).collect();
        assert_eq!(sg6::best_move(&alice, &bob, &taken), Ok(Some(999_999)));
    }
}

/// Stone Game VI's `Position`: a game of the largest values played out by
/// `best_move`, moves that name no stone, and one past its limit.
mod position {
    use super::*;
    use sg6::{Error, Game, Position};

    #[test]
    fn position_plays_a_game_of_the_largest_values() {
        // Every weight is 2^33 - 2: the stones are taken in row order,
        // Alice 5 of them and Bob 4.
        let (alice, bob) = (row(9, BIG), row(9, BIG));
        let mut game = Position::new(&alice, &bob).unwrap();
        check_the_start(&game);
        assert_eq!(
            game.play(usize::MAX),
            Err(Error::NoSuchStone {
                index: usize::MAX,
                len: 9
            })
        );
        let mut moves = Vec::new();
        while let Some(index) = game.best_move() {
            moves.push(game.play(index).unwrap());
        }
        // The end: no choice is left.
        assert!(game.is_over() && game.choices().is_empty());
        assert!(game.winner().is_some());
        let totals = game.totals();
        assert_eq!(game.scores(), Some((totals.0.into(), totals.1.into())));
        let last = moves.last().unwrap();
        assert_eq!(game.totals(), (last.alice, last.bob));
        assert_eq!(
            (last.alice, last.bob),
            (5 * u64::from(BIG), 4 * u64::from(BIG))
        );
        let lead = last.alice as i64 - last.bob as i64;
        assert_eq!(sg6::score_difference(&alice, &bob), Ok(lead));
        let free = sg6::optimal_play(&alice, &bob).unwrap();
        assert_same_list(("Position", &moves), ("optimal_play", &free), "the rows");
        assert_eq!(game.taken(), (0..9).collect::<Vec<_>>());
        assert_eq!(game.left().next(), None);
        assert_eq!((game.alice_row(), game.bob_row()), (&alice[..], &bob[..]));
        assert_eq!(game.play(0), Err(Error::GameOver));
    }
}
