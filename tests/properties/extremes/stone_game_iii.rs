//! Stone Game III: every function at its extremes, with the traces and
//! `best_move` in their own modules at the end.

use super::*;
use sg3::exercises::{
    alternating_sum, final_scores, optimal_counts, score_difference_ring_k,
    score_difference_ring_of_three, score_difference_unlimited,
};
use sg3::{Error, Winner};

too_many_for!(sg3);

/// The most a move may take: small, larger than any row here, and the
/// largest.
fn any_k() -> impl Strategy<Value = usize> {
    prop_oneof![1..=4_usize, 11..=12_usize, Just(usize::MAX)]
}

const LO: i32 = i32::MIN;
const HI: i32 = i32::MAX;

/// The score difference when a move takes 1 to `k` values, by trying
/// every game, in 128 bits: an oracle for short rows, written here apart
/// from the crate.
fn tree(values: &[i32], k: usize) -> i128 {
    (1..=k.min(values.len()))
        .map(|x| {
            let taken: i128 = values[..x].iter().map(|&v| i128::from(v)).sum();
            taken - tree(&values[x..], k)
        })
        .max()
        .unwrap_or(0)
}

/// The score difference of `n` values all equal to `v`, with moves of 1
/// to 3. From the end of the row, the recurrence gives 0, v, 2v, 3v, 2v,
/// v and again for v > 0, and 0, v, 0, v, ... for v <= 0 (with moves of
/// any length too): the test below checks both against the tree.
fn equal_values(n: usize, v: i32) -> i64 {
    let v = i64::from(v);
    if v > 0 {
        v * [0, 1, 2, 3, 2, 1][n % 6]
    } else {
        v * (n % 2) as i64
    }
}

/// The methods for moves of 1 to 3 values that neither of the game's lists
/// holds: the table's first cell, the 128-bit method (whose answer fits an
/// i64 on these rows, of fewer than 2³² values of an i32), and the
/// exercise's ring of any k.
const MORE_AT_3: &[sg3::book::MethodAt3] = &[
    ("difference_table", |values| {
        sg3::book::difference_table(values, 3).map(|d| d[0])
    }),
    ("score_difference_wide", |values| {
        sg3::book::score_difference_wide(values, 3)
            .map(|d| i64::try_from(d).expect("a difference within i64"))
    }),
    ("score_difference_ring_k", |values| {
        score_difference_ring_k(values, 3)
    }),
];

/// Checks every method for moves of 1 to 3 values on `values`: the game's
/// `METHODS` (at k = 3) and `METHODS_AT_3`, [`MORE_AT_3`] and the
/// exercise's ring of three.
fn every_method_gives(values: &[i32], expected: i64) -> Result<(), TestCaseError> {
    let expected = Ok(expected);
    crate::each_gives(sg3::book::METHODS, |method| method(values, 3), &expected)?;
    crate::each_gives(sg3::book::METHODS_AT_3, |method| method(values), &expected)?;
    crate::each_gives(MORE_AT_3, |method| method(values), &expected)?;
    prop_assert_eq!(score_difference_ring_of_three(values), expected);
    Ok(())
}

#[test]
fn equal_values_by_the_tree() {
    for n in 0..=12 {
        case!(n);
        for v in [LO, -1, 0, 1, HI] {
            case!(v);
            let expected = i128::from(equal_values(n, v));
            assert_eq!(tree(&vec![v; n], 3), expected, "{n} x {v}");
            if v <= 0 {
                assert_eq!(tree(&vec![v; n], n.max(1)), expected);
            }
        }
    }
}

#[test]
fn every_method_takes_the_largest_values() {
    for n in [0, 1, 2, 3, 4, 5, 6, 7, 100_003] {
        case!(n);
        for v in [LO, -1, 0, HI] {
            case!(v);
            let values = vec![v; n];
            let expected = equal_values(n, v);
            every_method_gives(&values, expected).unwrap_or_else(|e| panic!("{n} x {v}: {e}"));
            assert_eq!(sg3::winner(&values), Ok(Winner::from_difference(expected)));
            let (alice, bob) = final_scores(&values).unwrap();
            let sum = n as i64 * i64::from(v);
            assert_eq!((alice - bob, alice + bob), (expected, sum));
        }
    }
    // Moves of any length on the largest values: the first takes all.
    let all = 1_000 * i64::from(HI);
    for k in [1_000, usize::MAX] {
        case!(k);
        let values = vec![HI; 1_000];
        assert_eq!(sg3::score_difference_k(&values, k), Ok(all));
        assert_eq!(sg3::book::score_difference_table(&values, k), Ok(all));
        assert_eq!(score_difference_ring_k(&values, k), Ok(all));
        assert_eq!(score_difference_unlimited(&values), Ok(all));
        assert_eq!(optimal_counts(&values, k), Ok(vec![1_000]));
    }
    assert_eq!(score_difference_unlimited(&[LO; 101]), Ok(LO.into()));
    assert_eq!(score_difference_unlimited(&[]), Ok(0));
}

#[test]
fn one_value_a_move_alternates() {
    // k = 1: Alice gains every i32::MAX and Bob every i32::MIN.
    let values = [HI, LO].repeat(50);
    let pair = (1_i64 << 32) - 1;
    assert_eq!(alternating_sum(&values), Ok(50 * pair));
    assert_eq!(alternating_sum(&[]), Ok(0));
    assert_eq!(sg3::score_difference_k(&values, 1), Ok(50 * pair));
    assert_eq!(sg3::book::score_difference_table(&values, 1), Ok(50 * pair));
    assert_eq!(
        sg3::book::score_difference_wide(&values, 1),
        Ok(i128::from(50 * pair))
    );
    assert_eq!(optimal_counts(&values, 1), Ok(vec![1; 100]));
    // Alice takes i32::MAX, Bob must take i32::MIN: Alice 2³¹ - 1, Bob
    // -2³¹, a difference of 2³² - 1.
    assert_eq!(final_scores(&[HI, LO]), Ok((HI.into(), LO.into())));
}

#[test]
fn k_is_checked_first_and_any_k_is_taken() {
    let refused = Err(Error::KIsZero);
    assert_eq!(sg3::score_difference_k(&[HI], 0), refused);
    assert_eq!(sg3::book::score_difference_brute_force(&[], 0), refused);
    assert_eq!(sg3::book::game_tree_calls(&[], 0), refused.map(|_: i64| 0));
    assert_eq!(sg3::book::score_difference_table(&[LO], 0), refused);
    assert_eq!(sg3::book::difference_table(&[], 0), refused.map(|_| vec![]));
    assert_eq!(sg3::book::score_difference_window(&[LO], 0), refused);
    assert_eq!(
        sg3::book::score_difference_wide(&[], 0),
        refused.map(i128::from)
    );
    assert_eq!(score_difference_ring_k(&[HI], 0), refused);
    assert_eq!(optimal_counts(&[HI], 0), refused.map(|_| vec![]));
    assert_eq!(sg3::book::check_k(0), Err(Error::KIsZero));
    // k = usize::MAX is any length.
    for values in [&[][..], &[LO], &[HI, LO, HI]] {
        case!(values);
        let expected = tree(values, values.len()) as i64;
        let k = usize::MAX;
        assert_eq!(
            sg3::book::score_difference_brute_force(values, k),
            Ok(expected)
        );
        assert_eq!(sg3::book::score_difference_window(values, k), Ok(expected));
        assert_eq!(sg3::book::score_difference_table(values, k), Ok(expected));
    }
    assert_eq!(sg3::book::game_tree_calls(&[], usize::MAX), Ok(1));
}

/// The nodes of the game tree of `n` values with k = 3: a node and the trees
/// of the one, two and three values shorter, C(n) = 1 + C(n − 1) + C(n − 2)
/// + C(n − 3), C(0) = 1 (3,045,153 at 24 values).
fn tree_nodes_with_k_3(n: usize) -> u64 {
    let mut nodes = vec![1_u64];
    for m in 1..=n {
        case!(m);
        nodes.push(1 + nodes[m.saturating_sub(3)..m].iter().sum::<u64>());
    }
    nodes[n]
}

/// This module's [`refusals`], under a test of its own: a refusal that
/// went wrong, or an assert of theirs, fails here, once.
#[test]
fn one_past_each_limit_is_refused() {
    super::refused_alone(module_path!());
}

/// One past each limit of the module, refused by every function the limit
/// bounds, with the function's name.
pub(super) fn refusals(seen: &mut Seen) {
    use sg3::{book, exercises, pitfalls};
    // The game tree's limit bounds its nodes; optimal play keeps a move for
    // each turn.
    let (tree_limit, play) = (book::MAX_GAME_TREE_LEN, sg3::MAX_PLAY_LEN);
    let len = sg3::MAX_LEN;
    let cases: &[(usize, &'static str, Refuses<i32, Error>)] = &[
        refuses!(tree_limit, book::score_difference_brute_force, 3),
        refuses!(tree_limit, book::score_difference_brute_force, usize::MAX),
        refuses!(tree_limit, book::game_tree_calls, 3),
        refuses!(tree_limit, book::game_tree_calls, usize::MAX),
        refuses!(play, sg3::optimal_play),
        refuses!(play, sg3::Position::new),
        refuses!(len, sg3::best_move),
        refuses!(len, sg3::score_difference),
        refuses!(len, sg3::score_difference_k, 3),
        refuses!(len, book::score_difference_registers),
        refuses!(len, book::score_difference_ring),
        refuses!(len, book::score_difference_window, 3),
        refuses!(len, exercises::alternating_sum),
        refuses!(len, exercises::final_scores),
        refuses!(len, exercises::optimal_counts, 3),
        refuses!(len, exercises::score_difference_ring_of_three),
        refuses!(len, exercises::score_difference_unlimited),
        refuses!(len, pitfalls::greedy_take_while_positive),
        refuses!(len, pitfalls::max_starts_at_zero),
        refuses!(len, pitfalls::sums_in_32_bits),
        refuses!(len, pitfalls::two_arrays_drift),
        refuses!(book::MAX_TRACE_LEN, book::ring_trace),
        refuses!(book::MAX_TRACE_LEN, book::window_trace, usize::MAX),
    ];
    each_refuses_one_past(seen, cases, too_many);
    // Answers at the limit, not refusals.
    let longest = vec![HI; tree_limit];
    assert_eq!(
        book::game_tree_calls(&longest, 3),
        Ok(tree_nodes_with_k_3(tree_limit)),
        "the game tree's nodes at its limit, {tree_limit} values"
    );
    assert_eq!(
        book::score_difference_brute_force(&longest, 3),
        Ok(equal_values(tree_limit, HI))
    );
    one_step_past_the_table_steps_is_refused(seen);
    // 2³² - 1 values at most for an answer in an i64; one past it is
    // refused in one_past_each_limit_is_refused.
    assert_eq!(sg3::MAX_LEN, u32::MAX as usize);
}

/// The O(nk) methods refuse with TooManySteps, not TooLong: n · min(k, n)
/// steps past `MAX_TABLE_STEPS`, on the smallest square past it (n = k)
/// and on a row of 10⁶ values with the smallest k past it. The window takes
/// both, in O(n).
fn one_step_past_the_table_steps_is_refused(seen: &mut Seen) {
    use sg3::book;
    let steps = book::MAX_TABLE_STEPS;
    let too_many_steps = |function, s: u64| Error::TooManySteps {
        function,
        steps: s,
        limit: steps,
    };
    let side = steps.isqrt() + 1; // side² > the limit ≥ (side − 1)²
    let square = vec![0; side as usize];
    let (k, over) = (usize::MAX, side * side);
    let table = book::score_difference_table(&square, k);
    seen.refused(table, too_many_steps("score_difference_table", over));
    let differences = book::difference_table(&square, k);
    seen.refused(differences, too_many_steps("difference_table", over));
    let ring = score_difference_ring_k(&square, k);
    seen.refused(ring, too_many_steps("score_difference_ring_k", over));
    let n: u64 = 1_000_000;
    let long = vec![0; n as usize];
    let k = steps / n + 1;
    let table = book::score_difference_table(&long, k as usize);
    seen.refused(table, too_many_steps("score_difference_table", n * k));
    assert_eq!(book::score_difference_window(&square, usize::MAX), Ok(0));
    assert_eq!(sg3::score_difference_k(&long, k as usize), Ok(0));
}

#[test]
fn optimal_play_on_the_extremes() {
    assert_eq!(sg3::optimal_play(&[]), Ok(vec![]));
    assert_eq!(optimal_counts(&[], usize::MAX), Ok(vec![]));
    let moves = sg3::optimal_play(&[LO]).unwrap();
    assert_eq!((moves[0].alice, moves[0].bob), (LO.into(), 0));
    for values in [vec![HI; 7], vec![LO; 7], [HI, LO].repeat(4)] {
        case!(values);
        let moves = sg3::optimal_play(&values).unwrap();
        let counts: Vec<usize> = moves.iter().map(|m| m.count).collect();
        assert!(counts.iter().all(|c| (1..=3).contains(c)));
        assert_eq!(counts.iter().sum::<usize>(), values.len());
        assert_eq!(optimal_counts(&values, 3), Ok(counts));
        let last = moves.last().unwrap();
        assert_eq!(i128::from(last.alice - last.bob), tree(&values, 3));
    }
}

#[test]
fn the_winner_and_its_words() {
    assert_eq!(Winner::from_difference(i64::MIN), Winner::Bob);
    assert_eq!(Winner::from_difference(i64::MAX), Winner::Alice);
    assert_eq!(Winner::from_difference(0), Winner::Tie);
    assert_eq!(sg3::winner(&[]), Ok(Winner::Tie));
    assert_eq!(sg3::winner(&[LO]), Ok(Winner::Bob));
    assert_eq!(sg3::winner(&[LO, LO]), Ok(Winner::Tie));
    let words = [Winner::Alice, Winner::Bob, Winner::Tie].map(|w| w.to_string());
    assert_eq!(words, ["Alice", "Bob", "Tie"]);
    let errors = [
        Error::KIsZero,
        Error::TooManySteps {
            function: "difference_table",
            steps: u64::MAX,
            limit: 7,
        },
        too_many("score_difference_brute_force", usize::MAX, 24),
    ];
    for (error, number) in errors.iter().zip(["0", "7", "24"]) {
        case!(error, number);
        assert!(error.to_string().contains(number), "{error}");
    }
}

#[test]
fn the_pitfalls_on_the_extremes() {
    use sg3::pitfalls::{
        greedy_take_while_positive, max_starts_at_zero, sums_in_32_bits, two_arrays_drift,
    };
    // Each wrong in its documented way, and none panics.
    assert_eq!(max_starts_at_zero(&[]), Ok(0));
    assert_eq!(max_starts_at_zero(&[LO]), Ok(0)); // wrong: Alice must take it
    assert_eq!(greedy_take_while_positive(&[]), Ok(0));
    // 3 - 2 values of HI:
    assert_eq!(greedy_take_while_positive(&[HI; 5]), Ok(HI.into()));
    assert_eq!(greedy_take_while_positive(&[LO]), Ok(LO.into()));
    assert_eq!(two_arrays_drift(&[]), Ok((0, 0)));
    assert_eq!(two_arrays_drift(&[LO]), Ok((LO.into(), 0)));
    // 2 · i32::MAX wraps to -2 in 32 bits, below the 0 of taking one.
    assert_eq!(sums_in_32_bits(&[HI, HI]), Ok(0));
    assert_eq!(sg3::score_difference(&[HI, HI]), Ok(2 * i64::from(HI)));
    assert_eq!(sums_in_32_bits(&[LO]), Ok(LO));
    let mixed = [HI, LO, LO, HI, HI, LO].repeat(100);
    // Each answers the long row of the extremes without a panic (a wrong
    // answer is its pitfall): the 32-bit sums wrap.
    assert!(sums_in_32_bits(&mixed).is_ok());
    let (alice, bob) = two_arrays_drift(&mixed).unwrap();
    assert!(alice.checked_sub(bob).is_some());
    assert!(max_starts_at_zero(&mixed).is_ok());
    assert!(greedy_take_while_positive(&mixed).is_ok());
}

proptest! {
    #![proptest_config(crate::cases(64))]

    #[test]
    fn every_method_equals_the_game_tree_on_extreme_values(
        values in extreme_values(),
        k in any_k(),
    ) {
        use sg3::exercises::{
            alternating_sum, final_scores, optimal_counts,
            score_difference_ring_k, score_difference_unlimited,
        };
        let exact = tree(&values, k);
        let expected = i64::try_from(exact).unwrap();
        let tree = sg3::book::score_difference_brute_force(&values, k);
        prop_assert_eq!(tree, Ok(expected));
        crate::each_gives(sg3::book::METHODS, |method| method(&values, k), &Ok(expected))?;
        prop_assert_eq!(sg3::book::score_difference_wide(&values, k), Ok(exact));
        prop_assert_eq!(score_difference_ring_k(&values, k), Ok(expected));
        let counts = optimal_counts(&values, k).unwrap();
        let (mut i, mut sign, mut total) = (0, 1, 0_i128);
        for &x in &counts {
            case!(x);
            prop_assert!((1..=k).contains(&x));
            let taken = values[i..i + x].iter().map(|&v| i128::from(v));
            total += sign * taken.sum::<i128>();
            sign = -sign;
            i += x;
        }
        prop_assert_eq!((i, total), (values.len(), exact));
        if k >= values.len() {
            let unlimited = score_difference_unlimited(&values);
            prop_assert_eq!(unlimited, Ok(expected));
        }
        if k == 1 {
            prop_assert_eq!(alternating_sum(&values), Ok(expected));
        }
        if k == 3 {
            every_method_gives(&values, expected)?;
            let winner = sg3::Winner::from_difference(expected);
            prop_assert_eq!(sg3::winner(&values), Ok(winner));
            let (alice, bob) = final_scores(&values).unwrap();
            let sum: i64 = values.iter().map(|&v| i64::from(v)).sum();
            prop_assert_eq!((alice - bob, alice + bob), (expected, sum));
            let moves = sg3::optimal_play(&values).unwrap();
            let last = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
            prop_assert_eq!(last.0 - last.1, expected);
        }
    }
}

mod traces {
    use super::*;

    #[test]
    fn the_traces_at_their_extremes() {
        let limit = sg3::book::MAX_TRACE_LEN;
        assert_eq!(sg3::book::window_trace(&[], 0), Err(sg3::Error::KIsZero));
        assert_eq!(sg3::book::ring_trace(&[]), Ok(vec![]));
        assert_eq!(sg3::book::window_trace(&[], usize::MAX), Ok(vec![]));
        // The largest values of both signs, at the limit: the last steps
        // have the answers.
        let values: Vec<i32> = (0..limit)
            .map(|k| if k % 2 == 0 { i32::MIN } else { i32::MAX })
            .collect();
        let ring = sg3::book::ring_trace(&values).unwrap();
        let answer = sg3::score_difference(&values).unwrap();
        assert_eq!(ring.last().map(|s| s.ring[0]), Some(answer));
        for k in [1, 3, limit, usize::MAX] {
            case!(k);
            let window = sg3::book::window_trace(&values, k).unwrap();
            assert_eq!(
                window.last().map(|s| s.difference),
                sg3::book::score_difference_wide(&values, k).ok()
            );
        }
    }
}

/// Stone Game III's `best_move`: the empty row, the extreme values, a long
/// row. One past its limit is refused in [`one_past_each_limit_is_refused`].
mod best_move {
    use super::*;

    #[test]
    fn best_move_on_the_extremes() {
        let (lo, hi) = (i32::MIN, i32::MAX);
        assert_eq!(sg3::best_move(&[]), Ok(None));
        assert_eq!(sg3::best_move(&[lo]), Ok(Some(1)));
        assert_eq!(sg3::best_move(&[hi; 3]), Ok(Some(3)));
        // Taking one or two of three lows is worth -2^31 either way: the
        // fewer.
        assert_eq!(sg3::best_move(&[lo; 3]), Ok(Some(1)));
        let long: Vec<i32> = (0..1_000_000).map(|k| [lo, hi][k % 2]).collect();
        let first = sg3::optimal_play(&long).unwrap()[0].count;
        assert_eq!(sg3::best_move(&long), Ok(Some(first)));
    }

    proptest! {
        #![proptest_config(crate::cases(64))]

        #[test]
        fn best_move_is_worth_the_value_on_extreme_values(values in extreme_values()) {
            let tree = |v: &[i32]| super::tree(v, 3);
            let expected = tree(&values);
            match sg3::best_move(&values).unwrap() {
                None => prop_assert!(values.is_empty()),
                Some(x) => {
                    let taken: i128 =
                        values[..x].iter().map(|&v| i128::from(v)).sum();
                    prop_assert_eq!(taken - tree(&values[x..]), expected);
                }
            }
        }
    }
}

/// Stone Game III's `Position`: games of the extreme values of both signs
/// played out, whose totals pass `i32`, against
/// [`score_difference`](sg3::score_difference) and
/// [`optimal_play`](sg3::optimal_play), and the moves it refuses. Its limit
/// is [`optimal_play`](sg3::optimal_play)'s, checked in its unit test.
mod position {
    use super::*;
    use sg3::{Game, Position};

    #[test]
    fn position_plays_a_game_of_the_extreme_values() {
        let (lo, hi) = (i32::MIN, i32::MAX);
        let mixed: Vec<i32> = (0..1_001).map(|k| [lo, hi, lo][k % 3]).collect();
        for values in [vec![lo; 1_000], vec![hi; 1_000], mixed] {
            case!(values);
            let mut game = Position::new(&values).unwrap();
            check_the_start(&game);
            assert_eq!(game.play(4), Err(Error::NoSuchMove { count: 4, most: 3 }));
            let mut last = None;
            while let Some(count) = game.best_move() {
                last = Some(game.play(count).unwrap());
            }
            // The end: no choice is left.
            assert!(game.is_over() && game.choices().is_empty());
            assert!(game.winner().is_some());
            let (alice, bob) = game.totals();
            assert_eq!(game.scores(), Some((alice.into(), bob.into())));
            let last = last.unwrap();
            assert_eq!(game.totals(), (last.alice, last.bob));
            let total: i64 = values.iter().map(|&v| i64::from(v)).sum();
            assert_eq!(last.alice + last.bob, total);
            assert_eq!(
                last.alice - last.bob,
                sg3::score_difference(&values).unwrap()
            );
            assert_eq!(sg3::optimal_play(&values).unwrap().last(), Some(&last));
            assert_eq!(game.play(1), Err(Error::GameOver));
            assert_eq!(game.values(), [] as [i32; 0]);
        }
    }
}
