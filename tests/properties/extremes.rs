//! The extremes, fed to every public function of the crate: the empty input,
//! one pile, piles of `u32::MAX` stones, values of `i32::MIN` and `i32::MAX`,
//! each limit and one past it, and positions up to `u64::MAX`. Each call must
//! return an answer equal to an expectation worked out independently here, or
//! the documented `Error`; never a panic, except where a pitfall's
//! documentation says it panics (the panic is its mistake), and never a wrong
//! answer.
//!
//! These run in a debug `cargo test`, so the slowest maxima are not run here:
//! a method whose work at its limit takes seconds in a release build (the game
//! trees at 30 piles or 60 stones, the tables at their full size, the sieve at
//! 10⁹) is checked to refuse one past its limit, and answered just below it
//! only where that is quick. The times at the limits are measured in release
//! builds and stated in each limit's documentation.

use std::num::NonZeroUsize;

use proptest::prelude::*;
use stone_games::shared::{End, Player};
use stone_games::{
    stone_game as sg, stone_game_ii as sg2, stone_game_iii as sg3,
    stone_game_iv as sg4, stone_game_ix as sg9, stone_game_v as sg5,
    stone_game_vi as sg6, stone_game_viii as sg8,
};

const BIG: u32 = u32::MAX;

/// A row of `n` piles of `value` stones.
fn row(n: usize, value: u32) -> Vec<u32> {
    vec![value; n]
}

/// The score difference of a row of `n` equal piles of `v` stones: the players
/// take turns, so the first player ends ahead by one pile when `n` is odd and
/// level when it is even.
fn equal_piles_difference(n: usize, v: u32) -> i64 {
    if n % 2 == 1 {
        i64::from(v)
    } else {
        0
    }
}

/// The range `start..end`, which is empty when `end < start`: a reader's
/// mistake that a function taking ranges must answer calmly.
fn backwards(start: usize, end: usize) -> std::ops::Range<usize> {
    start..end
}

fn sg1_too_many(function: &'static str, len: usize, limit: usize) -> sg::Error {
    sg::Error::TooLong {
        function,
        len,
        limit,
    }
}

fn sg2_too_many(
    function: &'static str,
    len: usize,
    limit: usize,
) -> sg2::Error {
    sg2::Error::TooLong {
        function,
        len,
        limit,
    }
}

fn sg3_too_many(
    function: &'static str,
    len: usize,
    limit: usize,
) -> sg3::Error {
    sg3::Error::TooLong {
        function,
        len,
        limit,
    }
}

fn sg4_too_large(function: &'static str, n: u64, limit: u64) -> sg4::Error {
    sg4::Error::TooLarge { function, n, limit }
}

mod shared {
    use super::*;

    #[test]
    fn the_players() {
        assert_eq!(Player::Alice.other(), Player::Bob);
        assert_eq!(Player::Bob.other().to_string(), "Alice");
        // Each player's own, whatever the two are: the largest totals too.
        assert_eq!(Player::Alice.pick(u64::MAX, 0), u64::MAX);
        assert_eq!(Player::Bob.pick(i64::MAX, i64::MIN), i64::MIN);
        let (mut alice, mut bob) = (0_u64, u64::MAX - 1);
        *Player::Bob.pick(&mut alice, &mut bob) += 1;
        assert_eq!((alice, bob), (0, u64::MAX));
    }

    #[test]
    fn the_ends_at_the_top_of_the_positions() {
        let mut top = usize::MAX - 1..usize::MAX;
        assert_eq!(End::Right.take(&mut top), Some(usize::MAX - 1));
        assert_eq!(End::Left.take(&mut top), None);
        assert_eq!(End::Left.to_string(), "left");
        // Each game that plays at both ends names the shared one.
        assert_eq!(sg::End::Left, stone_games::stone_game_vii::End::Left);
    }

    #[test]
    fn the_prefix_sums_of_the_largest_values() {
        use stone_games::shared::prefix_sums;
        assert_eq!(prefix_sums(&[]), [0]);
        let big = u64::from(BIG);
        assert_eq!(prefix_sums(&[BIG; 3]), [0, big, 2 * big, 3 * big]);
        // Part V's name for it is the shared function.
        let fifth: fn(&[u32]) -> Vec<u64> =
            stone_games::stone_game_v::prefix_sums;
        assert_eq!(fifth(&[BIG, 1]), prefix_sums(&[BIG, 1]));
    }
}

mod stone_game {
    use super::*;

    #[test]
    fn the_fastest_method_takes_any_row() {
        for (n, v) in [(0, 0), (1, BIG), (2, BIG), (3, BIG), (1_000_001, BIG)] {
            let piles = row(n, v);
            assert_eq!(
                sg::score_difference(&piles),
                Ok(equal_piles_difference(n, v))
            );
            assert_eq!(sg::alice_wins(&piles), Ok(n % 2 == 1 && v > 0));
            assert_eq!(
                sg::score_difference_linear(&piles),
                Ok(equal_piles_difference(n, v))
            );
        }
    }

    #[test]
    fn the_signed_methods_take_the_extreme_values() {
        let (lo, hi) = (i64::MIN, i64::MAX);
        // One value: the first player takes it.
        assert_eq!(sg::score_difference_linear_signed(&[lo]), i128::from(lo));
        assert_eq!(sg::score_difference_rolling_signed(&[lo]), Ok(lo.into()));
        // Two values: the first player takes the larger, the other the rest.
        let both = i128::from(hi) - i128::from(lo);
        assert_eq!(sg::score_difference_linear_signed(&[lo, hi]), both);
        assert_eq!(sg::score_difference_rolling_signed(&[hi, lo]), Ok(both));
        assert_eq!(sg::score_difference_linear_signed(&[]), 0);
        // Equal values are taken alternately, whatever their size.
        assert_eq!(
            sg::score_difference_linear_signed(&[hi; 7]),
            i128::from(hi)
        );
        assert_eq!(sg::collapse_peaks(&[hi; 3]), [i128::from(hi)]);
        assert_eq!(sg::collapse_peaks(&[]), Vec::<i128>::new());
        let limit = sg::MAX_ROLLING_LEN;
        assert_eq!(
            sg::score_difference_rolling_signed(&vec![hi; limit + 1]),
            Err(sg1_too_many(
                "score_difference_rolling_signed",
                limit + 1,
                limit
            ))
        );
    }

    #[test]
    fn the_game_tree_refuses_past_its_limit() {
        let limit = sg::MAX_GAME_TREE_LEN;
        let refused = |function| Err(sg1_too_many(function, limit + 1, limit));
        let piles = row(limit + 1, BIG);
        assert_eq!(
            sg::score_difference_brute_force(&piles),
            refused("score_difference_brute_force")
        );
        assert_eq!(
            sg::game_tree_calls(&piles),
            refused("game_tree_calls").map(|_: i64| 0)
        );
        assert_eq!(
            sg::pitfalls::memo_zero_means_unsolved(&piles),
            refused("memo_zero_means_unsolved").map(|_: i64| (0, 0))
        );
        // Below it (not at it: 2^30 calls are seconds in a release build and
        // minutes in a debug one).
        assert_eq!(sg::score_difference_brute_force(&[]), Ok(0));
        assert_eq!(sg::score_difference_brute_force(&[BIG]), Ok(BIG.into()));
        assert_eq!(sg::score_difference_brute_force(&row(16, BIG)), Ok(0));
        assert_eq!(sg::game_tree_calls(&row(16, BIG)), Ok((1 << 16) - 1));
        assert_eq!(sg::game_tree_calls(&[]), Ok(1));
        assert_eq!(sg::pitfalls::memo_zero_means_unsolved(&[]), Ok((0, 0)));
        assert_eq!(
            sg::pitfalls::memo_zero_means_unsolved(&[BIG]),
            Ok((BIG.into(), 1))
        );
    }

    #[test]
    fn the_tables_refuse_past_their_memory() {
        let limit = sg::MAX_TABLE_LEN;
        let piles = row(limit + 1, BIG);
        let refused = |function| sg1_too_many(function, limit + 1, limit);
        assert_eq!(sg::score_table(&piles).err(), Some(refused("score_table")));
        assert_eq!(
            sg::score_difference_table(&piles),
            Err(refused("score_difference_table"))
        );
        assert_eq!(
            sg::optimal_play(&piles).err(),
            Some(refused("optimal_play"))
        );
        // The parity strategy checks the number of piles is even first.
        let even = row(limit + 2, BIG);
        assert_eq!(
            sg::play_parity_against_optimal(&even).err(),
            Some(sg1_too_many(
                "play_parity_against_optimal",
                limit + 2,
                limit
            ))
        );
        assert_eq!(
            sg::pitfalls::adds_instead_of_subtracts(&piles),
            Err(refused("adds_instead_of_subtracts"))
        );
        assert_eq!(
            sg::pitfalls::fills_row_major(&piles),
            Err(refused("fills_row_major"))
        );
        assert_eq!(
            sg::Table::for_row(&piles, 0_i64).err(),
            Some(refused("Table::for_row"))
        );
        // Cells of 8 KiB: 312 piles fit in 800 MB, 313 do not.
        let huge = sg::Table::for_row(&row(313, 1), [0_u64; 1 << 10]);
        assert_eq!(huge.err(), Some(sg1_too_many("Table::for_row", 313, 312)));
        // The memos: 16-byte and 48-byte cells.
        let memo = row(7_072, BIG);
        assert_eq!(
            sg::score_difference_memo(&memo),
            Err(sg1_too_many("score_difference_memo", 7_072, 7_071))
        );
        assert_eq!(
            sg::memo_calls(&memo),
            Err(sg1_too_many("memo_calls", 7_072, 7_071))
        );
        let two = row(4_083, BIG);
        assert_eq!(
            sg::scores_with_turn(&two),
            Err(sg1_too_many("scores_with_turn", 4_083, 4_082))
        );
        assert_eq!(
            sg::scores_choosing_by(&two, sg::mover_keeps_best),
            Err(sg1_too_many("scores_choosing_by", 4_083, 4_082))
        );
        assert_eq!(
            sg::pitfalls::scores_turn_forgotten(&two),
            Err(sg1_too_many("scores_turn_forgotten", 4_083, 4_082))
        );
    }

    #[test]
    fn the_tables_answer_on_the_largest_piles() {
        // 2,000 piles, deeper than a test thread's stack holds for the memos'
        // recursions (they run on a bigger one), of the largest piles. At the
        // limits themselves (7,071 and 4,082 piles, 10,000 for the table) a
        // debug build takes tens of seconds: the release times are in the
        // limits' documentation.
        for n in [0, 1, 2, 2_000, 2_001] {
            let piles = row(n, BIG);
            let expected = equal_piles_difference(n, BIG);
            assert_eq!(sg::score_difference_memo(&piles), Ok(expected));
            assert_eq!(sg::score_difference_table(&piles), Ok(expected));
            assert_eq!(sg::score_difference_rolling(&piles), Ok(expected));
            let scores = sg::scores_with_turn(&piles).unwrap();
            let total = n as u64 * u64::from(BIG);
            assert_eq!(scores.alice + scores.bob, total);
            assert_eq!(
                scores.alice as i128 - scores.bob as i128,
                i128::from(expected)
            );
            let moves = sg::optimal_play(&piles).unwrap();
            assert_eq!(moves.len(), n);
            let last = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
            assert_eq!(last.0 + last.1, total);
        }
        assert_eq!(sg::memo_calls(&[]), Ok(0));
        assert_eq!(sg::memo_calls(&[BIG]), Ok(1));
    }

    #[test]
    fn the_rolling_row_refuses_past_its_limit() {
        let limit = sg::MAX_ROLLING_LEN;
        let piles = row(limit + 1, BIG);
        let refused = |function| Err(sg1_too_many(function, limit + 1, limit));
        assert_eq!(
            sg::score_difference_rolling(&piles),
            refused("score_difference_rolling")
        );
        assert_eq!(
            sg::pitfalls::rolling_row_right_to_left(&piles),
            refused("rolling_row_right_to_left")
        );
        assert_eq!(sg::pitfalls::rolling_row_right_to_left(&[]), Ok(0));
        assert_eq!(
            sg::pitfalls::rolling_row_right_to_left(&[BIG]),
            Ok(BIG.into())
        );
    }

    #[test]
    fn the_table_reads_only_inside_itself() {
        let table = sg::score_table(&[BIG, 1, BIG]).unwrap();
        assert_eq!(table.piles(), [BIG, 1, BIG]);
        assert_eq!(table.get(usize::MAX, 0), None);
        assert_eq!(table.get(0, usize::MAX), None);
        assert_eq!(table.size(), 3);
        // Ranges outside the row, backwards, or empty have no move.
        for range in [
            0..4,
            backwards(3, 1),
            2..2,
            usize::MAX..usize::MAX,
            0..usize::MAX,
        ] {
            assert_eq!(
                sg::optimal_end(&table, range.clone()),
                None,
                "{range:?}"
            );
        }
        assert_eq!(sg::optimal_end(&table, 0..3), Some(sg::End::Left));
        let empty = sg::score_table(&[]).unwrap();
        assert_eq!(empty.to_string(), "");
        assert_eq!(sg::optimal_end(&empty, 0..0), None);
    }

    #[test]
    fn the_parity_strategy_on_its_extremes() {
        assert_eq!(sg::Colour::of(usize::MAX), sg::Colour::Odd);
        assert_eq!(sg::colour_totals(&[BIG, BIG]), (BIG.into(), BIG.into()));
        assert_eq!(sg::colour_totals(&[]), (0, 0));
        assert_eq!(
            sg::ParityStrategy::for_row(&[BIG]),
            Err(sg::Error::OddNumberOfPiles { len: 1 })
        );
        let strategy = sg::ParityStrategy::for_row(&[1, BIG]).unwrap();
        assert_eq!(strategy.colour(), sg::Colour::Odd);
        assert_eq!(strategy.choose(usize::MAX), sg::End::Left);
        assert_eq!(strategy.choose(0), sg::End::Right);
        // The margin is exact for any two totals.
        let outcome = sg::ParityOutcome {
            parity: u64::MAX,
            opponent: 0,
        };
        assert_eq!(outcome.margin(), i128::from(u64::MAX));
        let outcome = sg::ParityOutcome {
            parity: 0,
            opponent: u64::MAX,
        };
        assert_eq!(outcome.margin(), -i128::from(u64::MAX));
        // Against the optimal opponent and against anyone, on the largest
        // piles: the colours tie, so the margin is 0.
        let piles = row(40, BIG);
        assert_eq!(
            sg::play_parity_against_optimal(&piles).map(|o| o.margin()),
            Ok(0)
        );
        assert_eq!(sg::parity_worst_case_margin(&[]), Ok(0));
        assert_eq!(sg::parity_worst_case_margin(&[BIG, 0]), Ok(BIG.into()));
        let limit = sg::MAX_PARITY_SEARCH_LEN;
        for n in [limit + 1, limit + 2] {
            // Too long comes before odd: the length is checked first.
            assert_eq!(
                sg::parity_worst_case_margin(&row(n, 1)),
                Err(sg1_too_many("parity_worst_case_margin", n, limit))
            );
        }
    }

    #[test]
    fn the_parity_check_refuses_what_it_cannot_play() {
        let limit = sg::MAX_PARITY_SEARCH_LEN;
        let rows = sg::MAX_PARITY_CHECK_ROWS;
        let f = "check_parity_strategy";
        assert_eq!(
            sg::check_parity_strategy(usize::MAX, BIG),
            Err(sg1_too_many(f, usize::MAX, limit))
        );
        assert_eq!(
            sg::check_parity_strategy(2, BIG),
            Err(sg::Error::TooManyRows {
                rows: 1 + u64::from(BIG).pow(2),
                limit: rows
            })
        );
        // 1 + 999^2 rows is within the limit; 1 + 1000^2 is one past it.
        assert_eq!(sg::parity_check_rows(2, 999), 1 + 999 * 999);
        assert!(sg::parity_check_rows(2, 999) <= rows);
        assert_eq!(
            sg::check_parity_strategy(2, 1_000),
            Err(sg::Error::TooManyRows {
                rows: rows + 1,
                limit: rows
            })
        );
        assert_eq!(sg::parity_check_rows(limit, 1), 27);
        assert_eq!(sg::parity_check_rows(usize::MAX, 0), 1);
        let lengths = (usize::MAX / 2) as u64 + 1;
        assert_eq!(sg::parity_check_rows(usize::MAX, 1), lengths);
        let only_the_empty_row = sg::ParityCheck {
            rows: 1,
            smallest_margin: 0,
            counterexample: None,
        };
        let just_that = Ok(only_the_empty_row);
        assert_eq!(sg::check_parity_strategy(0, BIG), just_that.clone());
        assert_eq!(sg::check_parity_strategy(usize::MAX, 0), just_that.clone());
        assert_eq!(sg::check_parity_strategy(1, BIG), just_that);
    }

    #[test]
    fn the_choosers_on_the_largest_totals() {
        let high = sg::Scores {
            alice: u64::MAX,
            bob: 0,
        };
        let low = sg::Scores {
            alice: 0,
            bob: u64::MAX,
        };
        assert_eq!(sg::mover_keeps_best(true, high, low), sg::End::Left);
        assert_eq!(sg::mover_keeps_best(false, high, low), sg::End::Right);
        assert_eq!(
            sg::pitfalls::alice_keeps_best(false, low, high),
            sg::End::Right
        );
        assert_eq!(sg::scores_with_turn(&[]), Ok(sg::Scores::default()));
        assert_eq!(
            sg::pitfalls::scores_turn_forgotten(&[BIG, BIG]),
            Ok(sg::Scores {
                alice: BIG.into(),
                bob: BIG.into()
            })
        );
    }

    #[test]
    fn predict_the_winner_on_the_extremes() {
        assert!(sg::alice_wins_or_ties(&[]).unwrap());
        assert!(sg::alice_wins_or_ties(&[BIG]).unwrap());
        assert!(sg::alice_wins_or_ties(&[0, 0, 0]).unwrap());
        // Bob takes the big pile in the middle.
        assert!(!sg::alice_wins_or_ties(&[0, BIG, 0]).unwrap());
        for piles in [[BIG - 1, BIG, BIG - 1, 0, 0], [0, 0, BIG, 1, 1]] {
            let tree = sg::score_difference_brute_force(&piles).unwrap();
            assert_eq!(sg::alice_wins_or_ties(&piles), Ok(tree >= 0));
        }
        for n in [1_000_000, 1_000_001] {
            // Equal piles: a tie on an even row, a win on an odd one.
            assert!(sg::alice_wins_or_ties(&row(n, BIG)).unwrap());
        }
    }

    #[test]
    fn the_exercises_on_the_extremes() {
        use sg::exercises::{
            beat_greedy, larger_end_greedy, optimal_ends_in_linear_memory,
            score_difference_up_to,
        };
        let any = NonZeroUsize::MAX;
        let one = NonZeroUsize::MIN;
        for n in [0, 1, 2, 3, 1_001] {
            // On equal piles every end is as good as the other: greedy,
            // optimal and the best against greedy all take turns.
            let piles = row(n, BIG);
            let expected = equal_piles_difference(n, BIG);
            assert_eq!(larger_end_greedy(&piles), Ok(expected));
            assert_eq!(beat_greedy(&piles), Ok(expected));
            assert_eq!(
                optimal_ends_in_linear_memory(&piles),
                Ok(vec![sg::End::Left; n])
            );
            assert_eq!(score_difference_up_to(&piles, one), Ok(expected));
        }
        assert_eq!(larger_end_greedy(&row(3_000_001, BIG)), Ok(BIG.into()));
        // Moves of any length on a row of big piles: the first takes all.
        for n in [0, 1, 2, 3, 100] {
            let all = n as i64 * i64::from(BIG);
            assert_eq!(score_difference_up_to(&row(n, BIG), any), Ok(all));
        }
        // The greedy end is wrong on a peak of the largest piles.
        let peak = [BIG - 1, BIG, BIG - 1, BIG - 1];
        assert_eq!(larger_end_greedy(&peak), Ok(-1));
        assert_eq!(sg::score_difference(&peak), Ok(1));
        // Each limit, one past it.
        let rolling = sg::MAX_ROLLING_LEN;
        assert_eq!(
            beat_greedy(&row(rolling + 1, BIG)),
            Err(sg1_too_many("beat_greedy", rolling + 1, rolling))
        );
        let table = sg::MAX_TABLE_LEN;
        assert_eq!(
            optimal_ends_in_linear_memory(&row(table + 1, BIG)),
            Err(sg1_too_many(
                "optimal_ends_in_linear_memory",
                table + 1,
                table
            ))
        );
        assert_eq!(
            score_difference_up_to(&row(table + 1, BIG), one),
            Err(sg1_too_many("score_difference_up_to", table + 1, table))
        );
        // n² · min(most, n) moves at most: n³ <= 10⁹ for moves of any
        // length, n² · 11 <= 10⁹ for moves of up to 11 piles.
        assert_eq!(sg::MAX_UP_TO_MOVES, 1_000_000_000);
        assert_eq!(
            score_difference_up_to(&row(1_001, BIG), any),
            Err(sg1_too_many("score_difference_up_to", 1_001, 1_000))
        );
        let eleven = NonZeroUsize::new(11).unwrap();
        assert_eq!(
            score_difference_up_to(&row(9_535, 1), eleven),
            Err(sg1_too_many("score_difference_up_to", 9_535, 9_534))
        );
    }

    #[test]
    fn every_error_says_what_and_how_much() {
        let errors = [
            sg1_too_many("score_difference_brute_force", 31, 30),
            sg::Error::OddNumberOfPiles { len: 3 },
            sg::Error::TooManyRows {
                rows: u64::MAX,
                limit: 1_000_000,
            },
        ];
        for (error, number) in errors.iter().zip(["30", "3", "1000000"]) {
            assert!(error.to_string().contains(number), "{error}");
        }
        let f = "score_table";
        assert_eq!(sg::check_len(f, usize::MAX, usize::MAX), Ok(()));
        assert_eq!(sg::check_len(f, 1, 0), Err(sg1_too_many(f, 1, 0)));
        let error = sg1_too_many("check_parity_strategy", 60, 52);
        assert!(error.to_string().starts_with("stone_game::check_parity"));
    }

    #[test]
    fn the_trace_at_its_extremes() {
        let limit = sg::MAX_TRACE_LEN;
        assert_eq!(
            sg::linear_trace(&vec![1; limit + 1]),
            Err(sg1_too_many("linear_trace", limit + 1, limit))
        );
        assert_eq!(sg::linear_trace(&[]), Ok(vec![]));
        // The largest values of both signs, at the limit: the last step has
        // the linear method's answer.
        let values: Vec<i64> = (0..limit)
            .map(|k| if k % 3 == 0 { i64::MIN } else { i64::MAX })
            .collect();
        let steps = sg::linear_trace(&values).unwrap();
        let Some(sg::LinearStep::Take { difference, .. }) = steps.last() else {
            panic!("a row of values ends with a move");
        };
        assert_eq!(*difference, sg::score_difference_linear_signed(&values));
    }
}

mod stone_game_ii {
    use super::*;
    use crate::stone_game_ii::either_end_brute_force;

    /// A method of this game that answers with the first player's stones.
    type Method = fn(&[u32]) -> Result<u64, sg2::Error>;

    /// The answer without the table, and the four steps to it.
    fn every_answer_only_step() -> [(&'static str, Method); 5] {
        [
            ("max_stones_answer_only", sg2::max_stones_answer_only),
            ("max_stones_no_table", sg2::max_stones_no_table),
            ("max_stones_block_minima", sg2::max_stones_block_minima),
            ("max_stones_two_stacks", sg2::max_stones_two_stacks),
            ("max_stones_row_blocks", sg2::max_stones_row_blocks),
        ]
    }

    /// The most stones the first player collects from `n` piles of `v`
    /// stones: `v` times what they collect from piles of one stone, which the
    /// game tree gives.
    fn equal_piles(n: usize, v: u32) -> u64 {
        u64::from(v) * sg2::max_stones_brute_force(&row(n, 1)).unwrap()
    }

    #[test]
    fn every_method_on_the_largest_piles() {
        for n in [0, 1, 2, 3, 20] {
            let piles = row(n, BIG);
            let expected = Ok(equal_piles(n, BIG));
            assert_eq!(sg2::max_stones(&piles), expected);
            for (_, step) in every_answer_only_step() {
                assert_eq!(step(&piles), expected);
            }
            assert_eq!(sg2::max_stones_windows(&piles), expected);
            assert_eq!(sg2::max_stones_brute_force(&piles), expected);
            assert_eq!(sg2::max_stones_memo(&piles), expected);
            assert_eq!(sg2::state_table(&piles).map(|t| t.answer()), expected);
            assert_eq!(
                sg2::state_table_cubic(&piles).map(|t| t.answer()),
                expected
            );
            assert_eq!(sg2::pitfalls::leaf_test_strict(&piles), expected);
            let alice = sg2::optimal_play(&piles)
                .unwrap()
                .last()
                .map_or(0, |m| m.alice);
            assert_eq!(Ok(alice), expected);
            assert_eq!(sg2::suffix_sums(&piles)[0], n as u64 * u64::from(BIG));
        }
        assert_eq!(sg2::game_tree_calls(&[]), Ok(1));
        assert_eq!(sg2::memo_calls(&[]), Ok(1));
        // No state needs a decision on fewer than three piles; the counts of
        // the largest row the memo takes fit in 64 bits.
        for n in 0..=2 {
            assert_eq!(sg2::memo_counts(n), Ok((0, 0)));
        }
        let (states, moves) = sg2::memo_counts(sg2::MAX_CUBIC_LEN).unwrap();
        assert!(states > 0 && moves > states);
        assert_eq!(sg2::suffix_sums(&[]), [0]);
    }

    #[test]
    fn every_limit_and_one_past_it() {
        let cases: [(usize, &str, Method); 4] = [
            (
                sg2::MAX_GAME_TREE_LEN,
                "max_stones_brute_force",
                sg2::max_stones_brute_force,
            ),
            (
                sg2::MAX_GAME_TREE_LEN,
                "game_tree_calls",
                sg2::game_tree_calls,
            ),
            (sg2::MAX_CUBIC_LEN, "max_stones_memo", sg2::max_stones_memo),
            (sg2::MAX_LEN, "max_stones", sg2::max_stones),
        ];
        for (limit, name, method) in cases {
            assert_eq!(
                method(&row(limit + 1, BIG)),
                Err(sg2_too_many(name, limit + 1, limit))
            );
        }
        let table = sg2::MAX_TABLE_LEN;
        let past = row(table + 1, BIG);
        for (name, step) in every_answer_only_step() {
            assert_eq!(step(&past), Err(sg2_too_many(name, table + 1, table)));
        }
        assert_eq!(
            sg2::max_stones_windows(&past),
            Err(sg2_too_many("max_stones_windows", table + 1, table))
        );
        let cubic = sg2::MAX_CUBIC_LEN;
        let piles = row(cubic + 1, 1);
        assert_eq!(
            sg2::memo_calls(&piles),
            Err(sg2_too_many("memo_calls", cubic + 1, cubic))
        );
        assert_eq!(
            sg2::state_table_cubic(&piles).err(),
            Some(sg2_too_many("state_table_cubic", cubic + 1, cubic))
        );
        let table = sg2::MAX_TABLE_LEN;
        let piles = row(table + 1, 1);
        assert_eq!(
            sg2::state_table(&piles).err(),
            Some(sg2_too_many("state_table", table + 1, table))
        );
        assert_eq!(
            sg2::optimal_play(&piles).err(),
            Some(sg2_too_many("optimal_play", table + 1, table))
        );
        let reached = sg2::MAX_REACHED_LEN;
        assert_eq!(
            sg2::reached_states(reached + 1),
            Err(sg2_too_many("reached_states", reached + 1, reached))
        );
        assert_eq!(
            sg2::reached_states(usize::MAX),
            Err(sg2_too_many("reached_states", usize::MAX, reached))
        );
        assert_eq!(sg2::reached_states(0), Ok(vec![(0, 1)]));
        // The memo at its limit is seconds in a release build, too slow for a
        // debug one; 1,000 piles run it a thousand calls deep.
        assert_eq!(
            sg2::max_stones_memo(&row(1_000, 1)),
            sg2::max_stones(&row(1_000, 1))
        );
    }

    #[test]
    fn the_pitfalls_take_what_their_right_versions_take() {
        let tree = sg2::MAX_GAME_TREE_LEN;
        let cubic = sg2::MAX_CUBIC_LEN;
        let past_tree = row(tree + 1, BIG);
        let past_cubic = row(cubic + 1, BIG);
        let too_long = |name, piles: &[u32], limit| {
            Err(sg2_too_many(name, piles.len(), limit))
        };
        // Each pitfall, one pile past the limit of the right version it
        // copies: the game tree's, or the cubic memo's.
        let past_their_limits: [(&str, Method, &[u32], usize); 5] = [
            ("m_becomes_x", sg2::pitfalls::m_becomes_x, &past_tree, tree),
            (
                "takes_up_to_m",
                sg2::pitfalls::takes_up_to_m,
                &past_tree,
                tree,
            ),
            (
                "leaf_test_strict",
                sg2::pitfalls::leaf_test_strict,
                &past_cubic,
                cubic,
            ),
            (
                "leaf_test_forgotten",
                sg2::pitfalls::leaf_test_forgotten,
                &past_cubic,
                cubic,
            ),
            (
                "memo_m_sized_half",
                sg2::pitfalls::memo_m_sized_half,
                &past_cubic,
                cubic,
            ),
        ];
        for (name, pitfall, piles, limit) in past_their_limits {
            assert_eq!(pitfall(piles), too_long(name, piles, limit));
        }
        assert_eq!(
            sg2::pitfalls::memo_zero_means_unsolved(&past_tree),
            too_long("memo_zero_means_unsolved", &past_tree, tree)
                .map(|v: u64| (v, v))
        );
        // Within their limits they answer (wrongly, for some rows: that is
        // the point) on the extremes.
        assert_eq!(sg2::pitfalls::m_becomes_x(&[]), Ok(0));
        assert_eq!(sg2::pitfalls::takes_up_to_m(&[BIG]), Ok(BIG.into()));
        assert_eq!(sg2::pitfalls::memo_zero_means_unsolved(&[]), Ok((0, 1)));
        assert_eq!(
            sg2::pitfalls::memo_m_sized_half(&[BIG, BIG]),
            Ok(2 * u64::from(BIG))
        );
        // Their documented panics: the mistake itself.
        let forgotten =
            std::panic::catch_unwind(
                || sg2::pitfalls::leaf_test_forgotten(&[]),
            );
        let sized_half = std::panic::catch_unwind(|| {
            sg2::pitfalls::memo_m_sized_half(&[1; 3])
        });
        assert!(forgotten.is_err());
        assert!(sized_half.is_err());
    }

    #[test]
    fn the_state_table_answers_only_for_its_states() {
        let table = sg2::state_table(&[BIG; 5]).unwrap();
        assert_eq!(table.piles(), 5);
        assert_eq!(table.value(usize::MAX, usize::MAX), None);
        assert_eq!(table.value(0, 0), None);
        assert_eq!(table.value(5, 5), Some(0));
        assert_eq!(table.stored(), 3);
        // The state-count bound past the end of the row, and at the top.
        assert_eq!(sg2::row_width(5, usize::MAX), 0);
        assert_eq!(sg2::row_width(0, 0), 0);
        assert_eq!(sg2::row_width(usize::MAX, 0), 1);
        assert_eq!(sg2::row_width(usize::MAX, usize::MAX), 0);
        assert_eq!(sg2::row_width(usize::MAX, usize::MAX - 3), 1);
    }

    #[test]
    fn the_answer_alone_on_both_sides_of_32_bits() {
        // Totals of u32::MAX and u32::MAX + 1 stones: the values in 32 and in
        // 64 bits. 300 piles: many blocks of rows, and a memo that is quick
        // in a debug build.
        for extra in [0, 1] {
            let mut piles = row(300, 1);
            piles[0] = BIG - 299 + extra;
            let expected = sg2::max_stones_memo(&piles);
            assert_eq!(sg2::max_stones(&piles), expected);
            for (_, step) in every_answer_only_step() {
                assert_eq!(step(&piles), expected, "extra {extra}");
            }
        }
    }

    #[test]
    fn the_state_count_for_every_n() {
        assert_eq!(sg2::states_computed(0), 0);
        assert_eq!(sg2::states_computed(2), 0); // every state a leaf
        assert_eq!(sg2::states_computed(3), 1); // (0, 1)
        let n = sg2::MAX_TABLE_LEN;
        let stored: usize = (0..n).map(|i| sg2::row_width(n, i)).sum();
        assert_eq!(sg2::states_computed(n), stored as u128);
        // The largest n: about n²/6, beyond a u64, and at once.
        let top = sg2::states_computed(usize::MAX);
        assert!(top > u128::from(u64::MAX));
        let sixth = (usize::MAX as f64).powi(2) / 6.0;
        assert!((top as f64 / sixth - 1.0).abs() < 1e-9);
    }

    #[test]
    fn the_exercises_on_the_extremes() {
        use sg2::exercises::{
            score_difference_from_either_end, stones_after_first_move,
            window_minima,
        };
        // Alice's first move of one or two piles, on the largest piles.
        assert_eq!(stones_after_first_move(&[]), Ok(vec![]));
        assert_eq!(stones_after_first_move(&[BIG]), Ok(vec![BIG.into()]));
        let two = 2 * u64::from(BIG);
        assert_eq!(
            stones_after_first_move(&[BIG, BIG]),
            Ok(vec![BIG.into(), two])
        );
        let piles = row(40, BIG);
        let best = stones_after_first_move(&piles).unwrap();
        assert_eq!(best.iter().max().copied(), sg2::max_stones(&piles).ok());
        // The window minima, at the widths' and the values' extremes.
        let width = |w: usize| NonZeroUsize::new(w).unwrap();
        let none = Vec::<u64>::new();
        assert_eq!(window_minima(&[], width(1)), none);
        assert_eq!(window_minima(&[u64::MAX], width(1)), [u64::MAX]);
        assert_eq!(window_minima(&[u64::MAX, 0], width(usize::MAX)), none);
        assert_eq!(window_minima(&[u64::MAX, 0, u64::MAX], width(2)), [0, 0]);
        let many = vec![u64::MAX; 100_000];
        assert_eq!(window_minima(&many, width(99_999)), [u64::MAX; 2]);
        // Any number of values from either end, with the extreme values.
        let (lo, hi) = (i32::MIN, i32::MAX);
        for values in [
            vec![],
            vec![lo],
            vec![hi],
            vec![lo, lo],
            vec![hi, lo, hi],
            vec![lo, hi, lo, lo, hi],
            vec![lo; 7],
            vec![hi; 7],
        ] {
            assert_eq!(
                score_difference_from_either_end(&values),
                Ok(either_end_brute_force(&values)),
                "{values:?}"
            );
        }
        let past = vec![lo; sg2::MAX_TABLE_LEN + 1];
        assert_eq!(
            score_difference_from_either_end(&past),
            Err(sg2_too_many(
                "score_difference_from_either_end",
                past.len(),
                sg2::MAX_TABLE_LEN
            ))
        );
        assert_eq!(
            stones_after_first_move(&row(sg2::MAX_TABLE_LEN + 1, BIG)),
            Err(sg2_too_many(
                "stones_after_first_move",
                past.len(),
                sg2::MAX_TABLE_LEN
            ))
        );
    }

    #[test]
    fn every_error_says_how_much() {
        let error = sg2_too_many("max_stones", 20_001, 20_000);
        assert!(error.to_string().contains("20000"), "{error}");
        assert!(error.to_string().starts_with("stone_game_ii::max_stones "));
        let f = "max_stones";
        assert_eq!(sg2::check_len(f, usize::MAX, usize::MAX), Ok(()));
        assert_eq!(sg2::check_len(f, 1, 0), Err(sg2_too_many(f, 1, 0)));
        let moves = sg2::optimal_play(&[BIG]).unwrap();
        assert_eq!(
            moves[0].to_string(),
            format!(
                "Alice takes 1 pile ({BIG} stones), M = 1: Alice {BIG}, Bob 0"
            )
        );
    }

    #[test]
    fn the_trace_at_its_extremes() {
        let limit = sg2::MAX_TRACE_LEN;
        assert_eq!(
            sg2::windows_trace(&row(limit + 1, BIG)).err(),
            Some(sg2_too_many("windows_trace", limit + 1, limit))
        );
        assert_eq!(sg2::windows_trace(&[]), Ok(vec![]));
        // The largest piles, at the limit: the last step is the answer.
        let piles = row(limit, BIG);
        let steps = sg2::windows_trace(&piles).unwrap();
        let last = steps.last().map(|s| (s.i, s.m, s.value));
        let answer = sg2::max_stones(&piles).unwrap();
        assert_eq!(last, Some((0, 1, answer)));
    }
}

mod stone_game_iii_traces {
    use stone_games::stone_game_iii as sg3;

    #[test]
    fn the_traces_at_their_extremes() {
        let limit = sg3::MAX_TRACE_LEN;
        let too_long = |function| sg3::Error::TooLong {
            function,
            len: limit + 1,
            limit,
        };
        let long = vec![i32::MIN; limit + 1];
        assert_eq!(sg3::ring_trace(&long), Err(too_long("ring_trace")));
        assert_eq!(
            sg3::window_trace(&long, usize::MAX),
            Err(too_long("window_trace"))
        );
        assert_eq!(sg3::window_trace(&[], 0), Err(sg3::Error::KIsZero));
        assert_eq!(sg3::ring_trace(&[]), Ok(vec![]));
        assert_eq!(sg3::window_trace(&[], usize::MAX), Ok(vec![]));
        // The largest values of both signs, at the limit: the last steps
        // have the answers.
        let values: Vec<i32> = (0..limit)
            .map(|k| if k % 2 == 0 { i32::MIN } else { i32::MAX })
            .collect();
        let ring = sg3::ring_trace(&values).unwrap();
        let answer = sg3::score_difference(&values).unwrap();
        assert_eq!(ring.last().map(|s| s.ring[0]), Some(answer));
        for k in [1, 3, limit, usize::MAX] {
            let window = sg3::window_trace(&values, k).unwrap();
            assert_eq!(
                window.last().map(|s| s.difference),
                sg3::score_difference_wide(&values, k).ok()
            );
        }
    }
}

mod stone_game_iii {
    use super::*;
    use sg3::exercises::{
        alternating_sum, final_scores, optimal_counts, score_difference_ring_k,
        score_difference_ring_of_three, score_difference_unlimited,
    };
    use sg3::{Error, Winner};

    const LO: i32 = i32::MIN;
    const HI: i32 = i32::MAX;

    /// The score difference when a move takes 1 to `k` values, by trying
    /// every game, in 128 bits: an oracle for short rows, written here apart
    /// from the crate.
    pub(crate) fn tree(values: &[i32], k: usize) -> i128 {
        (1..=k.min(values.len()))
            .map(|x| {
                let taken: i128 =
                    values[..x].iter().map(|&v| i128::from(v)).sum();
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

    /// Every method for moves of 1 to 3 values on `values`.
    fn every_method(values: &[i32]) -> Vec<Result<i64, Error>> {
        vec![
            Ok(sg3::score_difference(values).unwrap()),
            sg3::score_difference_k(values, 3),
            sg3::score_difference_ring(values),
            sg3::score_difference_registers(values),
            sg3::score_difference_table(values, 3),
            sg3::score_difference_window(values, 3),
            sg3::difference_table(values, 3).map(|d| d[0]),
            // The 128-bit method, whose answer fits an i64 on these rows
            // (fewer than 2³² values of an i32).
            sg3::score_difference_wide(values, 3)
                .map(|d| i64::try_from(d).expect("a difference within i64")),
            score_difference_ring_k(values, 3),
            score_difference_ring_of_three(values),
        ]
    }

    #[test]
    fn equal_values_by_the_tree() {
        for n in 0..=12 {
            for v in [LO, -1, 0, 1, HI] {
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
            for v in [LO, -1, 0, HI] {
                let values = vec![v; n];
                let expected = equal_values(n, v);
                assert_eq!(
                    every_method(&values),
                    vec![Ok(expected); 10],
                    "{n} x {v}"
                );
                assert_eq!(
                    sg3::winner(&values),
                    Ok(Winner::from_difference(expected))
                );
                let (alice, bob) = final_scores(&values).unwrap();
                let sum = n as i64 * i64::from(v);
                assert_eq!((alice - bob, alice + bob), (expected, sum));
            }
        }
        // Moves of any length on the largest values: the first takes all.
        let all = 1_000 * i64::from(HI);
        for k in [1_000, usize::MAX] {
            let values = vec![HI; 1_000];
            assert_eq!(sg3::score_difference_k(&values, k), Ok(all));
            assert_eq!(sg3::score_difference_table(&values, k), Ok(all));
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
        assert_eq!(sg3::score_difference_table(&values, 1), Ok(50 * pair));
        assert_eq!(
            sg3::score_difference_wide(&values, 1),
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
        assert_eq!(sg3::score_difference_brute_force(&[], 0), refused);
        assert_eq!(sg3::game_tree_calls(&[], 0), refused.map(|_: i64| 0));
        assert_eq!(sg3::score_difference_table(&[LO], 0), refused);
        assert_eq!(sg3::difference_table(&[], 0), refused.map(|_| vec![]));
        assert_eq!(sg3::score_difference_window(&[LO], 0), refused);
        assert_eq!(sg3::score_difference_wide(&[], 0), refused.map(i128::from));
        assert_eq!(score_difference_ring_k(&[HI], 0), refused);
        assert_eq!(optimal_counts(&[HI], 0), refused.map(|_| vec![]));
        assert_eq!(sg3::check_k(0), Err(Error::KIsZero));
        // k = usize::MAX is any length.
        for values in [&[][..], &[LO], &[HI, LO, HI]] {
            let expected = tree(values, values.len()) as i64;
            let k = usize::MAX;
            assert_eq!(
                sg3::score_difference_brute_force(values, k),
                Ok(expected)
            );
            assert_eq!(sg3::score_difference_window(values, k), Ok(expected));
            assert_eq!(sg3::score_difference_table(values, k), Ok(expected));
        }
        assert_eq!(sg3::game_tree_calls(&[], usize::MAX), Ok(1));
    }

    #[test]
    fn every_limit_and_one_past_it() {
        // The game tree: 24 values, and 25.
        let tree_limit = sg3::MAX_GAME_TREE_LEN;
        let past = vec![HI; tree_limit + 1];
        let refused =
            |function| Err(sg3_too_many(function, tree_limit + 1, tree_limit));
        for k in [3, usize::MAX] {
            assert_eq!(
                sg3::score_difference_brute_force(&past, k),
                refused("score_difference_brute_force")
            );
            assert_eq!(
                sg3::game_tree_calls(&past, k),
                refused("game_tree_calls").map(|_| 0)
            );
        }
        // At the limit with k = 3: C(24) = 3,045,153 nodes.
        let longest = vec![HI; tree_limit];
        assert_eq!(sg3::game_tree_calls(&longest, 3), Ok(3_045_153));
        assert_eq!(
            sg3::score_difference_brute_force(&longest, 3),
            Ok(equal_values(tree_limit, HI))
        );
        // The O(nk) methods: n · min(k, n) steps, 10⁹ at most.
        let steps = sg3::MAX_TABLE_STEPS;
        let too_many = |function, s: u64| {
            Err(Error::TooManySteps {
                function,
                steps: s,
                limit: steps,
            })
        };
        let square = vec![0; 31_623]; // 31,623² > 10⁹ > 31,622²
        let k = usize::MAX;
        assert_eq!(
            sg3::score_difference_table(&square, k),
            too_many("score_difference_table", 1_000_014_129)
        );
        assert_eq!(
            sg3::difference_table(&square, k),
            too_many("difference_table", 1_000_014_129).map(|_| vec![])
        );
        assert_eq!(
            score_difference_ring_k(&square, k),
            too_many("score_difference_ring_k", 1_000_014_129)
        );
        let long = vec![0; 1_000_000];
        assert_eq!(
            sg3::score_difference_table(&long, 1_001),
            too_many("score_difference_table", 1_001_000_000)
        );
        // The window takes them, in O(n).
        assert_eq!(sg3::score_difference_window(&square, k), Ok(0));
        assert_eq!(sg3::score_difference_k(&long, 1_001), Ok(0));
        // Optimal play keeps a move for each turn: 10⁷ values at most.
        let play = sg3::MAX_PLAY_LEN;
        let past = vec![0; play + 1];
        assert_eq!(
            sg3::optimal_play(&past),
            Err(sg3_too_many("optimal_play", play + 1, play))
        );
        // 2³² - 1 values at most for an answer in an i64. A row one past it
        // is 16 GiB, too much to make in a test: the check that every such
        // method makes first is checked instead.
        let most = sg3::MAX_LEN;
        assert_eq!(most, u32::MAX as usize);
        assert_eq!(sg3::check_len("score_difference", most, most), Ok(()));
        assert_eq!(
            sg3::check_len("score_difference", most + 1, most),
            Err(sg3_too_many("score_difference", most + 1, most))
        );
    }

    #[test]
    fn optimal_play_on_the_extremes() {
        assert_eq!(sg3::optimal_play(&[]), Ok(vec![]));
        assert_eq!(optimal_counts(&[], usize::MAX), Ok(vec![]));
        let moves = sg3::optimal_play(&[LO]).unwrap();
        assert_eq!((moves[0].alice, moves[0].bob), (LO.into(), 0));
        for values in [vec![HI; 7], vec![LO; 7], [HI, LO].repeat(4)] {
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
        let words =
            [Winner::Alice, Winner::Bob, Winner::Tie].map(|w| w.to_string());
        assert_eq!(words, ["Alice", "Bob", "Tie"]);
        let errors = [
            Error::KIsZero,
            Error::TooManySteps {
                function: "difference_table",
                steps: u64::MAX,
                limit: 7,
            },
            sg3_too_many("score_difference_brute_force", usize::MAX, 24),
        ];
        for (error, number) in errors.iter().zip(["0", "7", "24"]) {
            assert!(error.to_string().contains(number), "{error}");
        }
    }

    #[test]
    fn the_pitfalls_on_the_extremes() {
        use sg3::pitfalls::{
            greedy_take_while_positive, max_starts_at_zero, sums_in_32_bits,
            two_arrays_drift,
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
        let _ = sums_in_32_bits(&mixed); // wraps, never panics
        let (alice, bob) = two_arrays_drift(&mixed).unwrap();
        assert!(alice.checked_sub(bob).is_some());
        let _ = max_starts_at_zero(&mixed);
        let _ = greedy_take_while_positive(&mixed);
    }
}

mod stone_game_iv {
    use super::*;

    /// The winning positions below 10, by hand: 0 loses, 1 wins (take it), 2
    /// loses (take 1), 3 wins, 4 wins (take 4), 5 loses, 6 wins, 7 loses, 8
    /// wins, 9 wins.
    const WINS: [bool; 10] = [
        false, true, false, true, true, false, true, false, true, true,
    ];

    #[test]
    fn every_method_on_the_smallest_positions() {
        for (n, &wins) in WINS.iter().enumerate() {
            let n = n as u64;
            assert_eq!(sg4::alice_wins(n), Ok(wins));
            assert_eq!(sg4::alice_wins_brute_force(n), Ok(wins));
            assert_eq!(sg4::win_table(n).map(|t| t[n as usize]), Ok(wins));
            assert_eq!(
                sg4::grundy_values(n).map(|g| g[n as usize] != 0),
                Ok(wins)
            );
            assert_eq!(
                sg4::remoteness(n).map(|r| r[n as usize] % 2 == 1),
                Ok(wins)
            );
            let losing = sg4::losing_positions(n).unwrap();
            assert_eq!(losing.last() == Some(&n), !wins);
            assert_eq!(sg4::losing_positions_sieve(n), Ok(losing.clone()));
            assert_eq!(
                sg4::losing_positions_segmented_on(n, 0),
                Ok(losing.clone())
            );
            assert_eq!(
                sg4::losing_positions_segmented_on(n, usize::MAX),
                Ok(losing.clone())
            );
            assert_eq!(sg4::count_losing_positions(n), Ok(losing.len() as u64));
            for threads in [0, 1, usize::MAX] {
                let steps = [
                    sg4::losing_positions_compact_on(n, threads),
                    sg4::losing_positions_l2_sized_on(n, threads),
                    sg4::losing_positions_pipelined_on(n, threads),
                    sg4::losing_positions_compact_sized_on(n, threads, 0),
                    sg4::losing_positions_compact_sized_on(
                        n,
                        threads,
                        u32::MAX,
                    ),
                ];
                for found in steps {
                    assert_eq!(found, Ok(losing.clone()), "{n}, {threads}");
                }
            }
            assert_eq!(sg4::losing_positions_pipelined(n), Ok(losing.clone()));
            let mut settled = 0;
            let counts = sg4::count_losing_positions_to(n, 0, |p| {
                settled = p.up_to;
            });
            assert_eq!(counts.unwrap().last(), Some(&(n, losing.len() as u64)));
            assert_eq!(settled, n + 1);
            let moves = sg4::optimal_play(n).unwrap();
            assert_eq!(
                moves.last().map(|m| m.player),
                (n > 0).then_some(if wins {
                    Player::Alice
                } else {
                    Player::Bob
                })
            );
        }
        assert_eq!(sg4::game_tree_calls(0), Ok(1));
        assert_eq!(sg4::nim_sum_wins(&[]), Ok(false));
        assert_eq!(sg4::nim_sum_wins(&[0, 0]), Ok(false));
    }

    #[test]
    fn every_limit_and_one_past_it() {
        type Method = fn(u64) -> Result<bool, sg4::Error>;
        let cases: [(u64, &str, Method); 5] = [
            (sg4::MAX_N, "alice_wins", sg4::alice_wins),
            (
                sg4::MAX_GAME_TREE_N,
                "alice_wins_brute_force",
                sg4::alice_wins_brute_force,
            ),
            (sg4::MAX_TABLE_N, "win_table", |n| {
                sg4::win_table(n).map(|t| t[0])
            }),
            (sg4::MAX_ALL_MOVES_N, "grundy_values", |n| {
                sg4::grundy_values(n).map(|g| g[0] == 0)
            }),
            (sg4::MAX_ALL_MOVES_N, "remoteness", |n| {
                sg4::remoteness(n).map(|r| r[0] == 0)
            }),
        ];
        for (limit, name, method) in cases {
            for n in [limit + 1, limit + 2, u64::MAX - 1, u64::MAX] {
                let refused = Err(sg4_too_large(name, n, limit));
                assert_eq!(method(n), refused, "{n}");
            }
        }
        let (big, table) = (sg4::MAX_N, sg4::MAX_TABLE_N);
        let all_moves = sg4::MAX_ALL_MOVES_N;
        assert_eq!(
            sg4::losing_positions(big + 1),
            Err(sg4_too_large("losing_positions", big + 1, big))
        );
        assert_eq!(
            sg4::losing_positions_segmented(u64::MAX),
            Err(sg4_too_large("losing_positions_segmented", u64::MAX, big))
        );
        let far = sg4::MAX_COUNT_N;
        for n in [far + 1, u64::MAX] {
            assert_eq!(
                sg4::count_losing_positions_to(n, usize::MAX, |_| {}),
                Err(sg4_too_large("count_losing_positions_to", n, far))
            );
            assert_eq!(
                sg4::count_losing_positions_with(n, 1, |_| {}, |_| {}),
                Err(sg4_too_large("count_losing_positions_with", n, far))
            );
        }
        assert_eq!(
            sg4::losing_positions_segmented_on(big + 1, 1),
            Err(sg4_too_large("losing_positions_segmented_on", big + 1, big))
        );
        for n in [big + 1, u64::MAX] {
            let refused = |function| Err(sg4_too_large(function, n, big));
            assert_eq!(
                sg4::losing_positions_compact_on(n, 2),
                refused("losing_positions_compact_on")
            );
            assert_eq!(
                sg4::losing_positions_l2_sized_on(n, 2),
                refused("losing_positions_l2_sized_on")
            );
            assert_eq!(
                sg4::losing_positions_pipelined_on(n, 2),
                refused("losing_positions_pipelined_on")
            );
            assert_eq!(
                sg4::losing_positions_pipelined(n),
                refused("losing_positions_pipelined")
            );
            assert_eq!(
                sg4::losing_positions_compact_sized_on(n, 2, 16),
                refused("losing_positions_compact_sized_on")
            );
        }
        assert_eq!(
            sg4::count_losing_positions(big + 1),
            Err(sg4_too_large("count_losing_positions", big + 1, big))
        );
        assert_eq!(
            sg4::losing_positions_sieve(table + 1),
            Err(sg4_too_large("losing_positions_sieve", table + 1, table))
        );
        assert_eq!(
            sg4::game_tree_calls(u64::MAX),
            Err(sg4_too_large(
                "game_tree_calls",
                u64::MAX,
                sg4::MAX_GAME_TREE_N
            ))
        );
        assert_eq!(
            sg4::optimal_play(all_moves + 1),
            Err(sg4_too_large("optimal_play", all_moves + 1, all_moves))
        );
        // A pile past the limit, in a sum of games: refused, not minutes.
        assert_eq!(
            sg4::nim_sum_wins(&[3, 100_000_000]),
            Err(sg4_too_large("nim_sum_wins", 100_000_000, all_moves))
        );
        assert_eq!(
            sg4::nim_sum_wins(&[u64::MAX]),
            Err(sg4_too_large("nim_sum_wins", u64::MAX, all_moves))
        );
        assert_eq!(
            sg4::pitfalls::win_table_strict_bound(table + 1),
            Err(sg4_too_large("win_table_strict_bound", table + 1, table))
        );
        assert_eq!(
            sg4::pitfalls::win_table_zero_wins(u64::MAX),
            Err(sg4_too_large("win_table_zero_wins", u64::MAX, table))
        );
        // Just at the limits, where that is quick in a debug build: the game
        // tree's 60 stones, the sieve's 10^9 and the tables' 10^7 take seconds
        // in a release build (see their documentation).
        assert_eq!(
            sg4::losing_positions_sieve(1_000_000).map(|l| l.len()),
            Ok(13_952)
        );
    }

    #[test]
    fn the_squares_of_the_largest_position() {
        let k = u64::from(u32::MAX);
        assert_eq!(sg4::squares_up_to(u64::MAX).next_back(), Some(k * k));
        assert_eq!(sg4::squares_up_to(u64::MAX).next(), Some(1));
        assert_eq!(sg4::squares_up_to(0).next(), None);
        // The pitfall's documented overflow on the largest position: a panic
        // in a debug build, a wrong 0 in a release build.
        let top = std::panic::catch_unwind(|| {
            sg4::pitfalls::largest_square_by_float(u64::MAX)
        });
        if cfg!(debug_assertions) {
            assert!(top.is_err());
        } else {
            assert_eq!(top.ok(), Some(0));
        }
        assert_eq!(sg4::pitfalls::largest_square_by_float(0), 0);
    }

    #[test]
    fn a_move_always_leaves_what_it_says() {
        // A move can only come from optimal play, so the stones left are never
        // a wrapped-around subtraction.
        for n in 0..=200 {
            for step in sg4::optimal_play(n).unwrap() {
                assert!(step.square <= step.before);
                let text = step.to_string();
                assert!(
                    text.ends_with(&format!(
                        "leaving {}",
                        step.before - step.square
                    )),
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
            cube_losing_positions, cubes_up_to, losing_positions_in_segments,
            losing_positions_with, winning_move,
        };
        let table = sg4::MAX_TABLE_N;
        let too_large =
            |n, limit| Err(sg4_too_large("losing_positions_with", n, limit));
        // No move at all: every position is losing.
        assert_eq!(losing_positions_with(5, &[]), Ok(vec![0, 1, 2, 3, 4, 5]));
        assert_eq!(losing_positions_with(0, &[u64::MAX]), Ok(vec![0]));
        // A zero move is refused before the limit is looked at.
        let zero = losing_positions_with(u64::MAX, &[1, 0]);
        assert_eq!(zero, Err(sg4::Error::ZeroMove));
        assert!(zero.unwrap_err().to_string().contains('0'));
        assert_eq!(
            losing_positions_with(u64::MAX, &[1]),
            too_large(u64::MAX, table)
        );
        assert_eq!(
            losing_positions_with(table + 1, &[1]),
            too_large(table + 1, table)
        );
        // 251 moves: 2.5 · 10⁹ / 251 steps, positions 0 to 9,960,158.
        let moves = vec![1; 251];
        assert_eq!(
            losing_positions_with(table, &moves),
            too_large(table, 9_960_158)
        );
        // With the squares, it is the sieve of subtract-a-square.
        let squares: Vec<u64> = sg4::squares_up_to(10_000).collect();
        let sieve = sg4::losing_positions_sieve(10_000).unwrap();
        assert_eq!(losing_positions_with(10_000, &squares), Ok(sieve.clone()));
        // The cubes, to the top of a u64.
        assert_eq!(cubes_up_to(0).next(), None);
        assert_eq!(cubes_up_to(7).collect::<Vec<_>>(), [1]);
        let top = 2_642_245_u64; // the largest k with k³ <= u64::MAX
        assert_eq!(cubes_up_to(u64::MAX).last(), Some(top.pow(3)));
        assert_eq!(cube_losing_positions(0), Ok(vec![0]));
        assert_eq!(
            cube_losing_positions(u64::MAX),
            Err(sg4_too_large("cube_losing_positions", u64::MAX, table))
        );
        // Any segment length, down to 1, gives the sieve.
        for segment in [NonZeroUsize::MIN, NonZeroUsize::MAX] {
            assert_eq!(losing_positions_in_segments(0, segment), Ok(vec![0]));
            assert_eq!(
                losing_positions_in_segments(10_000, segment),
                Ok(sieve.clone())
            );
            assert_eq!(
                losing_positions_in_segments(table + 1, segment),
                Err(sg4_too_large(
                    "losing_positions_in_segments",
                    table + 1,
                    table
                ))
            );
            assert_eq!(
                losing_positions_in_segments(u64::MAX, segment),
                Err(sg4_too_large(
                    "losing_positions_in_segments",
                    u64::MAX,
                    table
                ))
            );
        }
        // A winning move in a sum of piles.
        assert_eq!(winning_move(&[]), Ok(None));
        assert_eq!(winning_move(&[0, 0]), Ok(None));
        assert_eq!(winning_move(&[1]), Ok(Some((0, 1))));
        assert_eq!(winning_move(&[2, 2]), Ok(None));
        let all = sg4::MAX_ALL_MOVES_N;
        assert_eq!(
            winning_move(&[1, all + 1]),
            Err(sg4_too_large("winning_move", all + 1, all))
        );
        assert_eq!(
            winning_move(&[u64::MAX]),
            Err(sg4_too_large("winning_move", u64::MAX, all))
        );
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
        let error = sg4_too_large("remoteness", u64::MAX, 1_000_000);
        assert!(error.to_string().contains("1000000"), "{error}");
        assert!(error.to_string().contains(&u64::MAX.to_string()), "{error}");
        assert!(error.to_string().starts_with("stone_game_iv::remoteness "));
        let f = "remoteness";
        assert_eq!(sg4::check_n(f, u64::MAX, u64::MAX), Ok(()));
        assert_eq!(sg4::check_n(f, 1, 0), Err(sg4_too_large(f, 1, 0)));
        let one = sg4::losing_positions_segmented_on(100, 1);
        assert_eq!(
            sg4::losing_positions_segmented_on(100, sg4::MAX_THREADS),
            one
        );
    }

    #[test]
    fn the_trace_at_its_extremes() {
        let limit = sg4::MAX_TRACE_N;
        let (one, all) = (NonZeroUsize::MIN, NonZeroUsize::MAX);
        for n in [limit + 1, u64::MAX] {
            let refused = |function| Err(sg4_too_large(function, n, limit));
            let trace = "segmented_sieve_trace";
            assert_eq!(sg4::segmented_sieve_trace(n, one), refused(trace));
            assert_eq!(sg4::segmented_sieve_trace(n, all), refused(trace));
        }
        let found = |n: u64, segment: NonZeroUsize| -> Vec<u64> {
            let segments = sg4::segmented_sieve_trace(n, segment).unwrap();
            let losing = segments.iter().flat_map(|s| &s.found);
            losing.map(|cursor| cursor.position).collect()
        };
        assert_eq!(found(0, one), [0]);
        assert_eq!(found(0, all), [0]);
        let sieve = sg4::losing_positions_sieve(limit).unwrap();
        assert_eq!(found(limit, one), sieve);
        assert_eq!(found(limit, all), sieve);
    }
}

/// Rows of 0 to 10 piles whose sizes are the extremes: empty piles, one
/// stone, and the largest piles.
fn extreme_rows() -> impl Strategy<Value = Vec<u32>> {
    prop::collection::vec(
        prop_oneof![Just(0), Just(1), Just(BIG - 1), Just(BIG)],
        0..=10,
    )
}

/// Rows of 0 to 10 values whose values are the extremes of an `i32`, and
/// their neighbours.
fn extreme_values() -> impl Strategy<Value = Vec<i32>> {
    prop::collection::vec(
        prop_oneof![
            Just(i32::MIN),
            Just(i32::MIN + 1),
            Just(-1),
            Just(0),
            Just(1),
            Just(i32::MAX - 1),
            Just(i32::MAX),
        ],
        0..=10,
    )
}

/// The most a move may take: small, larger than any row here, and the
/// largest.
fn any_k() -> impl Strategy<Value = usize> {
    prop_oneof![1..=4_usize, 11..=12_usize, Just(usize::MAX)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn stone_game_on_extreme_piles(piles in extreme_rows()) {
        let expected = sg::score_difference_brute_force(&piles).unwrap();
        prop_assert_eq!(sg::score_difference(&piles), Ok(expected));
        prop_assert_eq!(sg::score_difference_memo(&piles), Ok(expected));
        prop_assert_eq!(sg::score_difference_table(&piles), Ok(expected));
        prop_assert_eq!(sg::score_difference_rolling(&piles), Ok(expected));
        let scores = sg::scores_with_turn(&piles).unwrap();
        prop_assert_eq!(scores.alice as i128 - scores.bob as i128, i128::from(expected));
        if piles.len() % 2 == 0 {
            let (even, odd) = sg::colour_totals(&piles);
            let promised = i128::from(even.abs_diff(odd));
            let outcome = sg::play_parity_against_optimal(&piles).unwrap();
            prop_assert_eq!(outcome.margin(), promised);
            prop_assert_eq!(sg::parity_worst_case_margin(&piles).map(i128::from), Ok(promised));
        }
    }

    #[test]
    fn stone_game_ii_on_extreme_piles(piles in extreme_rows()) {
        let expected = sg2::max_stones_brute_force(&piles).unwrap();
        prop_assert_eq!(sg2::max_stones(&piles), Ok(expected));
        prop_assert_eq!(sg2::max_stones_memo(&piles), Ok(expected));
        prop_assert_eq!(sg2::state_table_cubic(&piles).map(|t| t.answer()), Ok(expected));
        prop_assert_eq!(sg2::max_stones_windows(&piles), Ok(expected));
        prop_assert_eq!(sg2::max_stones_answer_only(&piles), Ok(expected));
        prop_assert_eq!(sg2::max_stones_no_table(&piles), Ok(expected));
        prop_assert_eq!(sg2::max_stones_block_minima(&piles), Ok(expected));
        prop_assert_eq!(sg2::max_stones_two_stacks(&piles), Ok(expected));
        prop_assert_eq!(sg2::max_stones_row_blocks(&piles), Ok(expected));
        let first = sg2::exercises::stones_after_first_move(&piles).unwrap();
        prop_assert_eq!(first.iter().max().copied().unwrap_or(0), expected);
    }

    #[test]
    fn stone_game_iii_on_extreme_values(
        values in extreme_values(),
        k in any_k(),
    ) {
        use sg3::exercises::{
            alternating_sum, final_scores, optimal_counts,
            score_difference_ring_k, score_difference_ring_of_three,
            score_difference_unlimited,
        };
        let exact = stone_game_iii::tree(&values, k);
        let expected = i64::try_from(exact).unwrap();
        let tree = sg3::score_difference_brute_force(&values, k);
        prop_assert_eq!(tree, Ok(expected));
        prop_assert_eq!(sg3::score_difference_k(&values, k), Ok(expected));
        let window = sg3::score_difference_window(&values, k);
        prop_assert_eq!(window, Ok(expected));
        prop_assert_eq!(sg3::score_difference_wide(&values, k), Ok(exact));
        let table = sg3::score_difference_table(&values, k);
        prop_assert_eq!(table, Ok(expected));
        prop_assert_eq!(score_difference_ring_k(&values, k), Ok(expected));
        let counts = optimal_counts(&values, k).unwrap();
        let (mut i, mut sign, mut total) = (0, 1, 0_i128);
        for &x in &counts {
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
            prop_assert_eq!(sg3::score_difference(&values), Ok(expected));
            let winner = sg3::Winner::from_difference(expected);
            prop_assert_eq!(sg3::winner(&values), Ok(winner));
            prop_assert_eq!(sg3::score_difference_ring(&values), Ok(expected));
            let registers = sg3::score_difference_registers(&values);
            prop_assert_eq!(registers, Ok(expected));
            let three = score_difference_ring_of_three(&values);
            prop_assert_eq!(three, Ok(expected));
            let (alice, bob) = final_scores(&values).unwrap();
            let sum: i64 = values.iter().map(|&v| i64::from(v)).sum();
            prop_assert_eq!((alice - bob, alice + bob), (expected, sum));
            let moves = sg3::optimal_play(&values).unwrap();
            let last = moves.last().map_or((0, 0), |m| (m.alice, m.bob));
            prop_assert_eq!(last.0 - last.1, expected);
        }
    }

    #[test]
    fn positions_past_a_limit_are_refused(excess in 1..=u64::MAX - sg4::MAX_N) {
        let n = sg4::MAX_N + excess;
        prop_assert_eq!(sg4::alice_wins(n), Err(sg4_too_large("alice_wins", n, sg4::MAX_N)));
        let table = sg4::MAX_TABLE_N;
        prop_assert_eq!(sg4::win_table(n).err(), Some(sg4_too_large("win_table", n, table)));
    }

    #[test]
    fn stone_game_best_move_on_extreme_piles(piles in extreme_rows()) {
        let tree = |p: &[u32]| sg::score_difference_brute_force(p).unwrap();
        let n = piles.len();
        let worth = match sg::best_move(&piles).unwrap() {
            None => 0,
            Some(sg::End::Left) => i64::from(piles[0]) - tree(&piles[1..]),
            Some(sg::End::Right) => i64::from(piles[n - 1]) - tree(&piles[..n - 1]),
        };
        prop_assert_eq!(worth, tree(&piles));
    }

    #[test]
    fn stone_game_iii_best_move_on_extreme_values(values in extreme_values()) {
        let tree = |v: &[i32]| stone_game_iii::tree(v, 3);
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

    #[test]
    fn stone_game_vii_best_move_on_extreme_stones(stones in extreme_rows()) {
        use stone_games::stone_game_vii::{self as sg7, End};
        let tree = |s: &[u32]| i128::from(sg7::score_difference_brute_force(s).unwrap());
        let scored = |s: &[u32]| s.iter().map(|&v| i128::from(v)).sum::<i128>();
        let n = stones.len();
        let worth = match sg7::best_move(&stones).unwrap() {
            None => 0,
            Some(End::Left) => scored(&stones[1..]) - tree(&stones[1..]),
            Some(End::Right) => scored(&stones[..n - 1]) - tree(&stones[..n - 1]),
        };
        prop_assert_eq!(worth, tree(&stones));
    }

    #[test]
    fn stone_game_viii_best_move_on_extreme_values(stones in extreme_values()) {
        let worths = sg8::move_worths(&stones).unwrap();
        match sg8::best_move(&stones).unwrap() {
            None => prop_assert!(stones.len() < 2),
            Some(x) => {
                let best = worths.iter().copied().max();
                prop_assert_eq!(Some(worths[x - 2]), best);
                prop_assert!(worths[..x - 2].iter().all(|&w| Some(w) < best));
            }
        }
    }
}

/// The linear method in 64 bits. Its limit, 2³² piles, is 16 GiB of input, so
/// neither the limit nor one past it is run here: the bound it guards is
/// checked at its exact edge by the unit tests of
/// `code/src/stone_game/linear_i64.rs`, on rows of large `i64` values.
mod stone_game_linear_i64 {
    use super::*;

    #[test]
    fn the_empty_row_one_pile_and_the_largest_piles() {
        for (n, v) in [(0, 0), (1, BIG), (2, BIG), (3, BIG), (1_000_001, BIG)] {
            assert_eq!(
                sg::score_difference_linear_i64(&row(n, v)),
                Ok(equal_piles_difference(n, v))
            );
        }
    }

    #[test]
    fn its_limit_is_where_the_proof_of_its_bound_stops() {
        let limit = sg::MAX_LEN;
        assert_eq!(limit as u128, 1 << 32);
        // ceil(n/2) piles of u32::MAX fit in an i64 up to the limit, not past.
        let most = |n: u128| n.div_ceil(2) * u128::from(BIG);
        assert!(most(limit as u128) <= i64::MAX as u128);
        assert!(most(limit as u128 + 2) > i64::MAX as u128);
        let error = sg1_too_many("score_difference", limit + 1, limit);
        assert!(error.to_string().contains("4294967296"), "{error}");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn on_extreme_piles(piles in extreme_rows()) {
            let expected = sg::score_difference_brute_force(&piles).unwrap();
            prop_assert_eq!(
                sg::score_difference_linear_i64(&piles),
                Ok(expected)
            );
        }
    }
}

/// Stone Game V. On n = 2ᵏ equal stones of v Alice scores exactly (n − 1)v:
/// halving each round scores n/2 + n/4 + ... + 1 stones, and no play scores
/// more, because each round keeps at most half the stones still in play, so
/// the stones scored, a_1 > a_2 > ... with a_(r+1) <= a_r / 2 and a_1 <= n/2,
/// add up to at most 2a_1 − 1 <= n − 1.
mod stone_game_v {
    use super::*;
    use sg5::exercises::{
        balance_moves_left_with_i, best_first_cuts, max_score_binary_search,
        max_score_bob_breaks_ties, max_score_bob_breaks_ties_quadratic,
        memo_cuts,
    };
    use sg5::pitfalls::{
        most_balanced_cut, sums_in_32_bits, ties_keep_the_left_part,
    };
    use sg5::Error;

    fn too_many(function: &'static str, len: usize, limit: usize) -> Error {
        Error::TooLong {
            function,
            len,
            limit,
        }
    }

    /// Every method that answers the score, on `values`.
    fn every_score(values: &[u32]) -> Vec<Result<u64, Error>> {
        vec![
            sg5::max_score(values),
            sg5::max_score_quadratic(values),
            sg5::max_score_narrow(values),
            sg5::max_score_table(values),
            sg5::max_score_memo(values),
            max_score_binary_search(values),
            sg5::optimal_play(values)
                .map(|moves| moves.last().map_or(0, |m| m.alice)),
            sg5::score_table_quadratic(values)
                .map(|t| t.get(0, values.len().wrapping_sub(1)).unwrap_or(0)),
        ]
    }

    #[test]
    fn the_empty_row_one_stone_and_the_largest_stones() {
        let big = u64::from(BIG);
        for (n, v) in [(0_usize, 0), (1, BIG), (2, BIG), (4, BIG), (8, BIG)] {
            let score = n.saturating_sub(1) as u64 * u64::from(v);
            let values = row(n, v);
            assert_eq!(every_score(&values), vec![Ok(score); 8], "{n}");
            assert_eq!(sg5::max_score_brute_force(&values), Ok(score));
            assert_eq!(max_score_bob_breaks_ties(&values), Ok(score));
            assert_eq!(max_score_bob_breaks_ties_quadratic(&values), Ok(score));
            // Fewer than two stones: no cut to try.
            assert_eq!(memo_cuts(&values).unwrap() == 0, n < 2);
            assert_eq!(ties_keep_the_left_part(&values), Ok(score));
            assert_eq!(balance_moves_left_with_i(&values), Ok(true));
            assert_eq!(best_first_cuts(&values).unwrap().is_empty(), n < 2);
            assert_eq!(
                sg5::quadratic_trace(&values).unwrap().len(),
                n * n.saturating_sub(1) / 2
            );
        }
        // The greedy halves equal stones too, and is right on them.
        assert_eq!(most_balanced_cut(&row(8, BIG)), Ok(7 * big));
        // 32 bits hold two stones of u32::MAX apart, not their sum.
        assert_eq!(sums_in_32_bits(&row(1, BIG)), Ok(0));
        assert_ne!(sums_in_32_bits(&row(4, BIG)), Ok(3 * big));
        // 2^10 equal stones: the quadratic method against the proof.
        let values = row(1 << 10, BIG);
        assert_eq!(sg5::max_score(&values), Ok(1023 * big));
        assert_eq!(sg5::max_score_table(&values[..512]), Ok(511 * big));
    }

    #[test]
    fn the_table_and_the_prefix_sums_at_their_edges() {
        let big = u64::from(BIG);
        assert_eq!(sg5::prefix_sums(&[]), [0]);
        assert_eq!(sg5::prefix_sums(&row(3, BIG)), [0, big, 2 * big, 3 * big]);
        let empty = sg5::ScoreTable::zeros(0).unwrap();
        assert!(empty.is_empty() && empty.get(0, 0).is_none());
        let mut table = sg5::ScoreTable::zeros(3).unwrap();
        table[(0, 2)] = u64::MAX;
        assert_eq!(table.get(0, 2), Some(u64::MAX));
        assert_eq!(table.get(usize::MAX, usize::MAX), None);
        assert_eq!(table.get(2, 1), None);
        // A move of the largest stones: a tie, which Alice breaks.
        let moves = sg5::optimal_play(&row(2, BIG)).unwrap();
        assert!(moves[0].is_tie() && moves[0].alice == big);
    }

    #[test]
    fn each_limit_and_one_past_it() {
        let at = |n| row(n, 1);
        let tree = sg5::MAX_GAME_TREE_LEN;
        // At its limit, on a rising row (few ties): quick in any build.
        let rising: Vec<u32> = (1..=tree as u32).collect();
        assert!(sg5::max_score_brute_force(&rising).is_ok());
        assert!(sg5::game_tree_calls(&rising).is_ok());
        assert_eq!(
            sg5::max_score_brute_force(&at(tree + 1)),
            Err(too_many("max_score_brute_force", tree + 1, tree))
        );
        assert_eq!(
            sg5::game_tree_calls(&at(tree + 1)),
            Err(too_many("game_tree_calls", tree + 1, tree))
        );

        let cubic = sg5::MAX_CUBIC_LEN;
        let past = |function| Err(too_many(function, cubic + 1, cubic));
        assert!(sg5::max_score_table(&at(cubic)).is_ok());
        assert_eq!(
            sg5::max_score_table(&at(cubic + 1)),
            past("max_score_table")
        );
        assert!(sg5::score_table(&at(cubic + 1)).is_err());
        assert_eq!(sg5::max_score_memo(&at(cubic + 1)), past("max_score_memo"));
        assert_eq!(
            sg5::reached_intervals(&at(cubic + 1)),
            past("reached_intervals")
        );
        assert_eq!(
            ties_keep_the_left_part(&at(cubic + 1)),
            past("ties_keep_the_left_part")
        );
        assert_eq!(
            most_balanced_cut(&at(cubic + 1)),
            past("most_balanced_cut")
        );
        assert_eq!(sums_in_32_bits(&at(cubic + 1)), past("sums_in_32_bits"));
        assert_eq!(
            max_score_bob_breaks_ties(&at(cubic + 1)),
            past("max_score_bob_breaks_ties")
        );
        assert!(memo_cuts(&at(cubic)).is_ok());
        assert_eq!(memo_cuts(&at(cubic + 1)), past("memo_cuts"));
        assert_eq!(
            balance_moves_left_with_i(&at(cubic + 1)),
            Err(too_many("balance_moves_left_with_i", cubic + 1, cubic))
        );

        let play = sg5::MAX_PLAY_LEN;
        assert!(sg5::optimal_play(&at(play)).is_ok());
        assert_eq!(
            sg5::optimal_play(&at(play + 1)),
            Err(too_many("optimal_play", play + 1, play))
        );
        assert!(sg5::score_table_quadratic(&at(play + 1)).is_err());
        assert_eq!(
            best_first_cuts(&at(play + 1)),
            Err(too_many("best_first_cuts", play + 1, play))
        );
        assert!(max_score_bob_breaks_ties_quadratic(&at(play)).is_ok());
        assert_eq!(
            max_score_bob_breaks_ties_quadratic(&at(play + 1)),
            Err(too_many(
                "max_score_bob_breaks_ties_quadratic",
                play + 1,
                play
            ))
        );

        let most = sg5::MAX_LEN;
        let past = |function| Err(too_many(function, most + 1, most));
        assert!(sg5::max_score(&at(most)).is_ok());
        assert_eq!(sg5::max_score(&at(most + 1)), past("max_score"));
        assert_eq!(
            sg5::max_score_quadratic(&at(most + 1)),
            past("max_score_quadratic")
        );
        assert_eq!(
            sg5::max_score_narrow(&at(most + 1)),
            past("max_score_narrow")
        );
        assert_eq!(
            max_score_binary_search(&at(most + 1)),
            past("max_score_binary_search")
        );

        let trace = sg5::MAX_TRACE_LEN;
        assert!(sg5::quadratic_trace(&at(trace)).is_ok());
        assert_eq!(
            sg5::quadratic_trace(&at(trace + 1)),
            Err(too_many("quadratic_trace", trace + 1, trace))
        );
        assert_eq!(
            sg5::check_len("max_score", usize::MAX, most),
            Err(too_many("max_score", usize::MAX, most))
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn on_extreme_rows(values in prop::collection::vec(
            prop_oneof![Just(0), Just(1), Just(BIG - 1), Just(BIG)], 0..=10,
        )) {
            let expected = Ok(sg5::max_score_brute_force(&values).unwrap());
            prop_assert_eq!(every_score(&values), vec![expected; 8]);
        }
    }
}

/// Stone Game VII. Its largest limit, [`MAX_LEN`](sg7::MAX_LEN) =
/// 2³³ + 3 stones, is 32 GiB of input, so neither it nor one past it is run:
/// the arithmetic of its bound is checked instead, here and in the unit
/// tests of `code/src/stone_game_vii/linear.rs`.
mod stone_game_vii {
    use super::*;
    use stone_games::stone_game_vii as sg7;
    use stone_games::stone_game_vii::End;

    fn too_many(
        function: &'static str,
        len: usize,
        limit: usize,
    ) -> sg7::Error {
        sg7::Error::TooLong {
            function,
            len,
            limit,
        }
    }

    /// Bob removes floor(n/2) stones, whatever anyone plays: on a row of
    /// equal stones the answer is that many of them.
    fn equal_stones(n: usize, v: u32) -> u64 {
        n as u64 / 2 * u64::from(v)
    }

    #[test]
    fn the_fastest_method_takes_any_row_it_can_hold() {
        for (n, v) in [(0, 0), (1, BIG), (2, BIG), (3, BIG), (1_000_001, BIG)] {
            let stones = row(n, v);
            let expected = Ok(equal_stones(n, v));
            assert_eq!(sg7::score_difference(&stones), expected);
            assert_eq!(sg7::score_difference_linear(&stones), expected);
            assert_eq!(
                sg7::exercises::score_difference_shifted(&stones),
                expected
            );
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
        let error =
            too_many("score_difference", sg7::MAX_LEN + 1, sg7::MAX_LEN);
        assert!(error.to_string().contains("8589934595"), "{error}");
    }

    #[test]
    fn the_game_tree_and_the_memos_at_their_limits() {
        let limit = sg7::MAX_GAME_TREE_LEN;
        let past = row(limit + 1, BIG);
        let refused = |function| Err(too_many(function, limit + 1, limit));
        assert_eq!(
            sg7::score_difference_brute_force(&past),
            refused("score_difference_brute_force")
        );
        assert_eq!(sg7::game_tree_calls(&past), refused("game_tree_calls"));
        // Below it (2^28 calls are seconds in a release build, minutes in a
        // debug one).
        assert_eq!(sg7::score_difference_brute_force(&[]), Ok(0));
        assert_eq!(sg7::score_difference_brute_force(&[BIG]), Ok(0));
        let big = row(16, BIG);
        assert_eq!(
            sg7::score_difference_brute_force(&big),
            Ok(8 * 4_294_967_295)
        );
        assert_eq!(sg7::game_tree_calls(&big), Ok((1 << 16) - 1));
        assert_eq!(sg7::game_tree_calls(&[]), Ok(1));
        // The zero memo and its fix, at their limit and one past.
        let limit = sg7::MAX_ZERO_MEMO_LEN;
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
        let past = row(limit + 1, 0);
        let refused = |function| Err(too_many(function, limit + 1, limit));
        assert_eq!(
            sg7::pitfalls::memo_zero_means_unsolved(&past),
            refused("memo_zero_means_unsolved")
        );
        assert_eq!(
            sg7::exercises::score_difference_memo(&past),
            refused("score_difference_memo")
        );
        assert_eq!(sg7::pitfalls::memo_zero_means_unsolved(&[]), Ok((0, 0)));
        assert_eq!(sg7::exercises::score_difference_memo(&[]), Ok((0, 0)));
    }

    #[test]
    fn the_table_and_the_rolling_row_on_their_limits() {
        // At the limits themselves (10,000 and 50,000 stones) a debug build
        // takes long: one past is refused, and 2,000 stones are answered.
        let limit = sg7::MAX_TABLE_LEN;
        let past = row(limit + 1, BIG);
        let refused = |function| too_many(function, limit + 1, limit);
        assert_eq!(sg7::score_table(&past).err(), Some(refused("score_table")));
        assert_eq!(
            sg7::score_difference_table(&past),
            Err(refused("score_difference_table"))
        );
        assert_eq!(
            sg7::optimal_play(&past).err(),
            Some(refused("optimal_play"))
        );
        assert_eq!(
            sg7::play_ends(&past, &[]).err(),
            Some(refused("play_ends"))
        );
        let limit = sg7::MAX_ROLLING_LEN;
        let past = row(limit + 1, BIG);
        let refused = |function| Err(too_many(function, limit + 1, limit));
        assert_eq!(
            sg7::score_difference_rolling(&past),
            refused("score_difference_rolling")
        );
        assert_eq!(
            sg7::pitfalls::sums_in_32_bits(&past),
            refused("sums_in_32_bits")
        );
        for n in [0, 1, 2, 2_000, 2_001] {
            let stones = row(n, BIG);
            let expected = Ok(equal_stones(n, BIG));
            assert_eq!(sg7::score_difference_table(&stones), expected);
            assert_eq!(sg7::score_difference_rolling(&stones), expected);
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
        assert_eq!(table.stones(), [BIG; 3]);
        assert_eq!(table.get(0, 2), Some(u64::from(BIG)));
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
            "3 moves were given for a row of 2 stones, and each move removes one"
        );
        let f = "score_table";
        assert_eq!(sg7::check_len(f, 0, 0), Ok(()));
        assert_eq!(sg7::check_len(f, usize::MAX, usize::MAX), Ok(()));
        assert_eq!(sg7::check_len(f, 1, 0), Err(too_many(f, 1, 0)));
        let moves = sg7::optimal_play(&[BIG, 0]).unwrap();
        assert_eq!(moves[0].player, Player::Alice);
        assert_eq!(
            moves[0].to_string(),
            "Alice removes 0 from the right (position 1), scores 4294967295: \
             Alice 4294967295, Bob 0"
        );
        assert_eq!(End::Left.to_string(), "left");
    }

    #[test]
    fn the_64_bit_answers_share_part_ones_limit() {
        // 2^32 stones, 16 GiB of input: not run; the limit is Part I's, below
        // MAX_LEN, and its error names it.
        let limit = sg::MAX_LEN.min(sg7::MAX_LEN);
        assert_eq!(limit as u128, 1 << 32);
        let error =
            too_many("score_difference_scoring_before", limit + 1, limit);
        assert!(error.to_string().contains("4294967296"), "{error}");
        assert_eq!(sg7::exercises::score_difference_scoring_before(&[]), Ok(0));
        assert_eq!(sg7::exercises::score_difference_shifted(&[]), Ok(0));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn on_extreme_stones(stones in extreme_rows()) {
            let expected = sg7::score_difference_brute_force(&stones).unwrap();
            let got = Ok(expected);
            prop_assert_eq!(sg7::score_difference(&stones), got);
            prop_assert_eq!(sg7::score_difference_table(&stones), got);
            prop_assert_eq!(sg7::score_difference_rolling(&stones), got);
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
}

mod stone_game_ix {
    use super::*;

    /// Every public function on the empty row, one stone, stones of
    /// `u32::MAX` (a multiple of 3) and of 0, and a long row; each answer
    /// worked out here by the rules.
    #[test]
    fn every_function_on_the_smallest_and_largest_rows() {
        // The empty row: Bob wins, and there is no move.
        assert!(!sg9::alice_wins(&[]).unwrap());
        assert_eq!(sg9::alice_wins_brute_force(&[]), Ok(false));
        assert_eq!(sg9::alice_wins_counts(&[]), Ok(false));
        assert_eq!(sg9::alice_wins_from_counts([0, 0, 0]), Ok(false));
        assert!(!sg9::alice_wins_by_rule([0, 0, 0]));
        assert_eq!(sg9::game_tree_calls(&[]), Ok(1));
        assert_eq!(sg9::first_move(&[]), None);
        assert_eq!(sg9::best_move(&[], &[]), Ok(None));
        assert_eq!(sg9::optimal_play(&[]), Ok(vec![]));
        assert_eq!(sg9::winner_of_play(&[]), Player::Bob);
        assert_eq!(sg9::residue_counts(&[]), [0, 0, 0]);
        assert_eq!(sg9::residue_counts_lanes(&[]), [0, 0, 0]);
        // One stone of u32::MAX, a multiple of 3: Alice must take it, and
        // loses; one stone of 1: she takes it, the row is empty, Bob wins.
        for one in [[BIG], [0], [1], [BIG - 1]] {
            assert_eq!(sg9::alice_wins(&one), Ok(false));
            assert_eq!(sg9::alice_wins_brute_force(&one), Ok(false));
            assert_eq!(sg9::alice_wins_counts(&one), Ok(false));
            assert_eq!(sg9::first_move(&one), Some(0));
            let moves = sg9::optimal_play(&one).unwrap();
            assert_eq!(sg9::winner_of_play(&moves), Player::Bob);
        }
        assert_eq!(sg9::residue_counts(&[BIG, BIG - 1, BIG - 2]), [1, 1, 1]);
        let ends = [BIG, BIG - 1, BIG - 2, 0, 1, 2];
        assert_eq!(sg9::residue_counts_lanes(&ends), [2, 2, 2]);
        // BIG - 1 and BIG - 2 leave 2 and 1: Alice wins with c0 even.
        assert!(sg9::alice_wins(&[BIG - 1, BIG - 2]).unwrap());
        // A long row: a million stones, each residue alike.
        let long: Vec<u32> = (0..1_000_000).collect();
        assert_eq!(sg9::residue_counts(&long), [333_334, 333_333, 333_333]);
        let lanes = sg9::residue_counts_lanes(&long);
        assert_eq!(lanes, [333_334, 333_333, 333_333]);
        let top: Vec<u32> = (0..1_000_000).map(|k| BIG - k).collect();
        assert_eq!(sg9::residue_counts_lanes(&top), sg9::residue_counts(&top));
        // c0 = 333,334 is even, and there are stones of both residues.
        assert!(sg9::alice_wins(&long).unwrap());
        let moves = sg9::optimal_play(&long).unwrap();
        assert_eq!(
            Ok(sg9::winner_of_play(&moves) == Player::Alice),
            sg9::alice_wins(&long)
        );
        assert!(sg9::alice_wins_by_rule([u64::MAX - 1, u64::MAX, 1]));
        assert!(sg9::alice_wins_by_rule([u64::MAX, u64::MAX, 0]));
        assert!(!sg9::alice_wins_by_rule([u64::MAX, u64::MAX, u64::MAX - 2]));
        assert!(sg9::alice_wins_by_rule([u64::MAX, u64::MAX, u64::MAX - 3]));
        // The pitfalls and the exercises on the empty row.
        assert_eq!(
            sg9::pitfalls::alice_wins_stuck_player_loses(&[]),
            Ok(false)
        );
        assert!(!sg9::pitfalls::alice_wins_ignoring_parity(&[]).unwrap());
        assert!(!sg9::pitfalls::alice_wins_difference_of_two(&[]).unwrap());
        assert!(sg9::exercises::winning_first_stones(&[]).is_empty());
        assert_eq!(sg9::exercises::alice_wins_mod(&[], 1), Ok(false));
        // Modulus u32::MAX: refused from the count of positions, before
        // any memory for the residues is taken.
        assert_eq!(
            sg9::exercises::alice_wins_mod(&[BIG], u32::MAX),
            Err(sg9::Error::TooManyPositions {
                function: "alice_wins_mod",
                positions: 2 * u64::from(u32::MAX),
                limit: sg9::MAX_COUNT_POSITIONS,
            })
        );
        assert_eq!(sg9::exercises::alice_wins_mod(&[BIG], 1), Ok(false));
        assert_eq!(
            sg9::exercises::alice_wins_mod_brute_force(&[], u32::MAX),
            Ok(false)
        );
        assert!(sg9::exercises::alice_wins_if_the_end_is_hers(&[]));
        assert!(sg9::exercises::alice_wins_if_the_end_is_hers(&[BIG - 1]));
    }

    #[test]
    fn every_limit_and_one_past_it() {
        let tree = sg9::MAX_GAME_TREE_LEN;
        let too_many =
            |function, positions, limit| sg9::Error::TooManyPositions {
                function,
                positions,
                limit,
            };
        // 20 stones: at the limit; 21: one past it; a million: refused.
        let at = row(20, 3);
        assert_eq!(sg9::alice_wins_brute_force(&at), Ok(false));
        assert_eq!(sg9::check_len("game_tree_calls", tree, tree), Ok(()));
        for n in [21, 64, 1_000_000] {
            let past = row(n, 1);
            let refused = |function| {
                Err::<bool, _>(sg9::Error::TooLong {
                    function,
                    len: n,
                    limit: tree,
                })
            };
            assert_eq!(
                sg9::alice_wins_brute_force(&past),
                refused("alice_wins_brute_force")
            );
            assert_eq!(
                sg9::game_tree_calls(&past),
                refused("game_tree_calls").map(|_| 0)
            );
            assert_eq!(
                sg9::pitfalls::alice_wins_stuck_player_loses(&past),
                refused("alice_wins_stuck_player_loses")
            );
            assert_eq!(
                sg9::exercises::alice_wins_mod_brute_force(&past, 3),
                refused("alice_wins_mod_brute_force")
            );
        }
        // The counts: 10^7 positions at the limit (c0 = 9,999,999), one
        // more refused; the largest counts refused, not overflowed.
        let counts = sg9::MAX_COUNT_POSITIONS;
        let f = "alice_wins_from_counts";
        assert_eq!(sg9::check_positions(f, counts, counts), Ok(()));
        assert_eq!(
            sg9::check_positions(f, counts + 1, counts),
            Err(too_many(f, counts + 1, counts))
        );
        assert_eq!(sg9::alice_wins_from_counts([counts - 1, 0, 0]), Ok(false));
        assert_eq!(
            sg9::alice_wins_from_counts([counts, 0, 0]),
            Err(too_many("alice_wins_from_counts", counts + 1, counts))
        );
        assert_eq!(
            sg9::alice_wins_from_counts([u64::MAX; 3]),
            Err(too_many("alice_wins_from_counts", u64::MAX, counts))
        );
        assert_eq!(
            sg9::alice_wins_counts(&row(3_000, 1)[..]).map(|_| ()),
            Ok(())
        );
        assert_eq!(
            sg9::exercises::alice_wins_mod(&[1, 2, 3], 0),
            Err(sg9::Error::ZeroModulus)
        );
        assert_eq!(
            sg9::exercises::alice_wins_mod(&row(10_000_000, 0), 3),
            Err(too_many("alice_wins_mod", 30_000_003, counts))
        );
        // Bad moves: no such stone, taken twice, a huge index.
        let r = [1, 2, 3];
        assert_eq!(
            sg9::best_move(&r, &[usize::MAX]),
            Err(sg9::Error::NoSuchStone {
                index: usize::MAX,
                len: 3
            })
        );
        assert_eq!(
            sg9::best_move(&r, &[2, 2]),
            Err(sg9::Error::TakenTwice { index: 2 })
        );
    }
}

/// Stone Game VIII: fewer than two stones, the largest values of both signs,
/// each limit and one past it. [`sg8::MAX_LEN`] (2³¹ − 1 stones, 8 GiB)
/// is too large to allocate in a test: its bound is checked by arithmetic
/// in `code/src/stone_game_viii/error.rs`, and the path beyond it (`i128`)
/// on short rows in the module's unit tests.
mod stone_game_viii {
    use super::*;
    use sg8::{exercises, pitfalls, Error};

    const LO: i32 = i32::MIN;
    const HI: i32 = i32::MAX;

    /// The game tree on the row itself, in 128 bits, written here apart
    /// from the crate: merge the first x >= 2 stones, score their sum.
    fn tree(row: &[i128]) -> i128 {
        (2..=row.len())
            .map(|x| {
                let merged: i128 = row[..x].iter().sum();
                let mut next = vec![merged];
                next.extend_from_slice(&row[x..]);
                merged - tree(&next)
            })
            .max()
            .unwrap_or(0)
    }

    fn tree_of(stones: &[i32]) -> i128 {
        tree(&stones.iter().map(|&s| i128::from(s)).collect::<Vec<_>>())
    }

    /// The answer on `n >= 2` equal stones of `v`. For v > 0, merging
    /// everything: n v, since every other move leaves the opponent that
    /// much. For v < 0, 2v on two stones, and -v on more: Alice merges all
    /// but one, and Bob must merge the rest, n v against (n - 1) v.
    fn equal_stones(n: usize, v: i32) -> i128 {
        let (n, v) = (n as i128, i128::from(v));
        match (v > 0, n) {
            (true, _) => n * v,
            (false, 2) => 2 * v,
            (false, _) => -v,
        }
    }

    fn too_many(function: &'static str, len: usize, limit: usize) -> Error {
        Error::TooLong {
            function,
            len,
            limit,
        }
    }

    /// Every method that answers a whole row, with its limit.
    fn every_method(stones: &[i32]) -> Vec<Result<i64, Error>> {
        vec![
            sg8::score_difference(stones),
            sg8::score_difference_constant_memory(stones),
            sg8::score_difference_branch_on_raise(stones),
            sg8::score_difference_suffix_max(stones),
            sg8::position_values(stones)
                .map(|d| d.first().copied().unwrap_or(0)),
            sg8::optimal_play(stones)
                .map(|m| m.last().map_or(0, |m| m.alice - m.bob)),
            sg8::suffix_max_trace(stones)
                .map(|t| t.last().map_or(0, |s| s.best)),
            sg8::score_difference_recurrence(stones),
            sg8::difference_table(stones)
                .map(|d| d.first().copied().unwrap_or(0)),
            sg8::score_difference_over_indices(stones),
            sg8::score_difference_brute_force(stones),
            exercises::score_difference_at_least(stones, 2),
        ]
    }

    #[test]
    fn equal_stones_by_the_tree() {
        for n in 2..=10 {
            for v in [LO, -1, 0, 1, HI] {
                assert_eq!(tree_of(&vec![v; n]), equal_stones(n, v));
            }
        }
    }

    #[test]
    fn fewer_than_two_stones_have_no_move_and_are_worth_0() {
        for stones in [&[][..], &[LO], &[HI]] {
            // Every method, the pitfalls too: a finished game.
            assert_eq!(every_method(stones), vec![Ok(0); 12]);
            for k in [2, 3, usize::MAX] {
                let at_least = exercises::score_difference_at_least(stones, k);
                assert_eq!(at_least, Ok(0));
            }
            assert_eq!(sg8::game_tree_calls(stones), Ok(1)); // the root
            assert_eq!(sg8::move_worths(stones), Ok(vec![]));
            assert_eq!(exercises::optimal_openings(stones), Ok(vec![]));
            let right = exercises::score_difference_from_right(stones);
            assert_eq!(right, Ok(0));
            assert_eq!(pitfalls::answer_at_index_zero(stones), Ok(0));
            assert_eq!(pitfalls::take_everything(stones), Ok(0));
            assert_eq!(pitfalls::prefix_sums_in_32_bits(stones), Ok(0));
            assert_eq!(sg8::optimal_play(stones), Ok(vec![]));
            assert_eq!(sg8::suffix_max_trace(stones), Ok(vec![]));
        }
        assert_eq!(sg8::prefix_sums(&[]), Vec::<i64>::new());
        assert_eq!(sg8::prefix_sums(&[LO]), [i64::from(LO)]);
        let at_least = exercises::score_difference_at_least(&[], 0);
        assert_eq!(at_least, Err(Error::MoveTooSmall { k: 0 }));
        let at_least =
            exercises::score_difference_at_least(&[1, 2], usize::MAX);
        assert_eq!(at_least, Ok(0)); // no move can merge that many
    }

    #[test]
    fn the_largest_values_at_every_size_up_to_the_game_tree_limit() {
        for n in 2..=sg8::MAX_GAME_TREE_LEN {
            for v in [LO, HI] {
                let stones = vec![v; n];
                let expected = i64::try_from(equal_stones(n, v)).unwrap();
                assert_eq!(every_method(&stones), vec![Ok(expected); 12]);
                let right = exercises::score_difference_from_right(&stones);
                assert_eq!(right, Ok(expected));
                let calls = sg8::game_tree_calls(&stones);
                assert_eq!(calls, Ok(1 << (n - 1)));
            }
        }
    }

    /// The branch of `score_difference_branch_on_raise` taken at every
    /// step, at no step, and at random: rows of the largest stones, long.
    #[test]
    fn the_branch_on_raise_on_long_rows_of_the_largest_stones() {
        let n = 100_003;
        for stones in [
            vec![HI; n],
            vec![LO; n],
            [HI, LO].repeat(n / 2),
            [LO, LO, HI].repeat(n / 3),
            (0..n).map(|i| if i % 7 < 3 { LO } else { HI }).collect(),
        ] {
            assert_eq!(
                sg8::score_difference_branch_on_raise(&stones),
                sg8::score_difference_constant_memory(&stones)
            );
        }
    }

    #[test]
    fn each_limit_and_one_past_it() {
        let limit = sg8::MAX_GAME_TREE_LEN;
        let past = vec![HI; limit + 1];
        let error = |function| Some(too_many(function, limit + 1, limit));
        assert_eq!(
            sg8::score_difference_brute_force(&past).err(),
            error("score_difference_brute_force")
        );
        assert_eq!(
            sg8::score_difference_over_indices(&past).err(),
            error("score_difference_over_indices")
        );
        assert_eq!(sg8::game_tree_calls(&past).err(), error("game_tree_calls"));
        assert_eq!(sg8::move_worths(&past).err(), error("move_worths"));
        // At the limit, on the largest values: every worth is exact in i64,
        // and the best of them is the tree's value.
        let full = vec![HI; limit];
        let best = sg8::move_worths(&full).unwrap().into_iter().max();
        assert_eq!(best, sg8::score_difference_brute_force(&full).ok());

        let limit = sg8::MAX_TRACE_LEN;
        let past = vec![LO; limit + 1];
        let error = |function| Some(too_many(function, limit + 1, limit));
        assert_eq!(
            sg8::suffix_max_trace(&past).err(),
            error("suffix_max_trace")
        );
        let at = vec![LO; limit];
        let expected = equal_stones(limit, LO) as i64;
        let trace = sg8::suffix_max_trace(&at).unwrap();
        assert_eq!(trace.len(), limit - 1);
        assert_eq!(trace.last().map(|s| s.best), Some(expected));

        let limit = sg8::MAX_RECURRENCE_LEN;
        let past = vec![HI; limit + 1];
        let error = |function| Some(too_many(function, limit + 1, limit));
        assert_eq!(
            sg8::difference_table(&past).err(),
            error("difference_table")
        );
        assert_eq!(
            sg8::score_difference_recurrence(&past).err(),
            error("score_difference_recurrence")
        );
        // At the limit it takes 8 * 10^8 steps: checked just below it, on
        // 10,000 stones, where the answer is known.
        let below = vec![HI; 10_000];
        let expected = equal_stones(10_000, HI) as i64;
        assert_eq!(sg8::score_difference_recurrence(&below), Ok(expected));

        let limit = sg8::MAX_PLAY_LEN;
        let past = vec![HI; limit + 1];
        let error = |function| Some(too_many(function, limit + 1, limit));
        assert_eq!(sg8::position_values(&past).err(), error("position_values"));
        assert_eq!(sg8::optimal_play(&past).err(), error("optimal_play"));
        let at_least = exercises::score_difference_at_least(&past, 2);
        assert_eq!(at_least.err(), error("score_difference_at_least"));
        assert_eq!(
            exercises::optimal_openings(&past).err(),
            error("optimal_openings")
        );
        // Past it, the methods with no table still answer.
        let expected = equal_stones(limit + 1, HI) as i64;
        assert_eq!(sg8::score_difference(&past), Ok(expected));
        assert_eq!(pitfalls::take_everything(&past), Ok(expected));
        let right = exercises::score_difference_from_right(&past);
        assert_eq!(right, Ok(expected));
        // At it, on the largest stones of both signs.
        for v in [LO, HI] {
            let at = vec![v; limit];
            let expected = equal_stones(limit, v) as i64;
            assert_eq!(sg8::score_difference_suffix_max(&at), Ok(expected));
            let play = sg8::optimal_play(&at).unwrap();
            let end = play.last().unwrap();
            assert_eq!(end.alice - end.bob, expected);
            let at_least = exercises::score_difference_at_least(&at, 2);
            assert_eq!(at_least, Ok(expected));
        }

        // MAX_LEN is 8 GiB of i32: its one-past is refused by the
        // check itself.
        let limit = sg8::MAX_LEN;
        assert_eq!(
            sg8::check_len("score_difference", limit + 1, limit),
            Err(too_many("score_difference", limit + 1, limit))
        );
        assert_eq!(sg8::check_len("score_difference", limit, limit), Ok(()));
        assert_eq!(
            sg8::check_len("score_difference", usize::MAX, limit),
            Err(too_many("score_difference", usize::MAX, limit))
        );
    }

    #[test]
    fn the_pitfalls_on_their_inputs_and_the_largest_values() {
        assert_eq!(pitfalls::answer_at_index_zero(&[-3, -3]), Ok(3));
        assert_eq!(pitfalls::take_everything(&[-3, -3, -3]), Ok(-9));
        let wrapped = pitfalls::prefix_sums_in_32_bits(&[HI, 1]);
        assert_eq!(wrapped, Ok(i64::from(LO)));
        assert_eq!(tree_of(&[HI, 1]), 1 << 31);
        // Where no sum wraps, the 32-bit version is right.
        let stones = [-10_000, 10_000, -3, 7];
        let right = sg8::score_difference(&stones);
        assert_eq!(pitfalls::prefix_sums_in_32_bits(&stones), right);
    }

    #[test]
    fn moves_and_errors_read_in_words() {
        let play = sg8::optimal_play(&[HI, HI]).unwrap();
        assert_eq!(
            play[0].to_string(),
            "Alice merges 2 stones into one worth 4294967294: \
             Alice 4294967294, Bob 0"
        );
        let error = too_many("score_difference", usize::MAX, sg8::MAX_LEN);
        assert!(error.to_string().contains("2147483647"), "{error}");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn on_extreme_values(stones in extreme_values()) {
            prop_assume!(stones.len() >= 2);
            let exact = tree_of(&stones);
            let expected = i64::try_from(exact).unwrap();
            prop_assert_eq!(every_method(&stones), vec![Ok(expected); 12]);
            let openings = exercises::optimal_openings(&stones).unwrap();
            prop_assert!(!openings.is_empty());
            let mut mirror = stones.clone();
            mirror.reverse();
            let right = exercises::score_difference_from_right(&mirror);
            prop_assert_eq!(right, Ok(expected));
        }
    }
}

mod stone_game_vi {
    use super::*;
    use sg6::exercises::{
        bob_first, leetcode_1686, optimal_first_moves,
        optimal_first_moves_by_parity, same_values,
    };
    use sg6::{pitfalls, Error, Winner};

    /// Every method that answers for any number of stones.
    fn every_method(alice: &[u32], bob: &[u32]) -> Vec<Result<i64, Error>> {
        vec![
            sg6::score_difference(alice, bob),
            sg6::score_difference_sorted(alice, bob),
            sg6::score_difference_radix(alice, bob),
            sg6::winner(alice, bob).map(|w| match w {
                Winner::Alice => 1,
                Winner::Bob => -1,
                Winner::Tie => 0,
            }),
        ]
    }

    #[test]
    fn the_empty_rows_are_a_tie() {
        for answer in every_method(&[], &[]) {
            assert_eq!(answer, Ok(0));
        }
        assert_eq!(sg6::score_difference_counting(&[], &[]), Ok(0));
        assert_eq!(sg6::counting_trace(&[], &[]), Ok((vec![], 0)));
        assert_eq!(sg6::score_difference_brute_force(&[], &[]), Ok(0));
        assert_eq!(sg6::game_tree_calls(&[], &[]), Ok(1));
        assert_eq!(sg6::optimal_play(&[], &[]), Ok(vec![]));
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
        for answer in every_method(&alice, &bob) {
            assert_eq!(answer, error);
        }
        assert_eq!(sg6::score_difference_counting(&alice, &bob), error);
        assert_eq!(
            sg6::counting_trace(&alice, &bob),
            Err(Error::LengthsDiffer { alice: 2, bob: 1 })
        );
        assert_eq!(sg6::score_difference_brute_force(&alice, &bob), error);
        assert_eq!(
            sg6::game_tree_calls(&alice, &bob),
            Err(Error::LengthsDiffer { alice: 2, bob: 1 })
        );
        assert!(sg6::optimal_play(&alice, &bob).is_err());
        assert!(leetcode_1686(&alice, &bob).is_err());
        // Alice's 2 values and Bob's 1, named as theirs with Bob first too.
        assert_eq!(bob_first(&alice, &bob), error);
        assert_eq!(
            bob_first(&bob, &alice),
            Err(Error::LengthsDiffer { alice: 1, bob: 2 })
        );
        assert!(optimal_first_moves(&alice, &bob).is_err());
        assert_eq!(
            optimal_first_moves_by_parity(&alice, &bob),
            Err(Error::LengthsDiffer { alice: 2, bob: 1 })
        );
        assert_eq!(pitfalls::greedy_own_value(&alice, &bob), error);
        assert_eq!(pitfalls::greedy_by_gap(&alice, &bob), error);
        assert_eq!(pitfalls::greedy_deny(&alice, &bob), error);
        assert_eq!(pitfalls::sums_in_32_bits(&alice, &bob), error);
        assert_eq!(
            sg6::check_same_len(&[], &[0]),
            Err(Error::LengthsDiffer { alice: 0, bob: 1 })
        );
    }

    #[test]
    fn every_method_takes_the_largest_values() {
        // Every weight is 2^33 - 2: Alice takes ceil(n/2) stones, Bob the
        // rest, so she ends u32::MAX ahead when n is odd, level when even.
        for n in [1, 2, 3, 100_000, 100_001] {
            let row = row(n, BIG);
            let expected = (n % 2) as i64 * i64::from(BIG);
            let winner = (n % 2) as i64;
            assert_eq!(
                every_method(&row, &row),
                vec![Ok(expected), Ok(expected), Ok(expected), Ok(winner)],
                "{n}"
            );
            assert_eq!(
                sg6::score_difference_counting(&row, &row),
                Err(Error::WeightTooLarge {
                    weight: 2 * u64::from(BIG),
                    limit: sg6::MAX_COUNTING_WEIGHT
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
            sg6::score_difference_brute_force(&alice, &bob),
            Ok(4 * i64::from(BIG))
        );
    }

    #[test]
    fn the_counting_limit_and_one_past_it() {
        let limit = sg6::MAX_COUNTING_WEIGHT;
        let top = limit as u32;
        // Weights limit, limit and 1: Alice takes a heavy one and the light.
        let (alice, bob) = ([top, 0, 1], [0, top, 0]);
        assert_eq!(sg6::score_difference_counting(&alice, &bob), Ok(1));
        let (steps, bob_total) = sg6::counting_trace(&alice, &bob).unwrap();
        assert_eq!(
            (steps.len(), steps[0].weight, steps[0].stones),
            (2, limit, 2)
        );
        assert_eq!((steps[1].alice_weight, bob_total), (limit + 1, limit));
        assert_eq!(sg6::score_difference(&alice, &bob), Ok(1));
        assert_eq!(sg6::score_difference_radix(&alice, &bob), Ok(1));
        let (alice, bob) = ([top, 1], [1, 0]);
        assert_eq!(
            sg6::score_difference_counting(&alice, &bob),
            Err(Error::WeightTooLarge {
                weight: limit + 1,
                limit
            })
        );
        assert_eq!(sg6::score_difference(&alice, &bob), Ok(i64::from(top)));
        assert_eq!(
            sg6::counting_trace(&alice, &bob),
            Err(Error::WeightTooLarge {
                weight: limit + 1,
                limit
            })
        );
        // LeetCode's largest: 10^5 stones of 100 and 100, all of weight 200.
        let row = row(100_000, 100);
        let (steps, _) = sg6::counting_trace(&row, &row).unwrap();
        assert_eq!((steps.len(), steps[0].alices), (1, 50_000));
    }

    #[test]
    fn the_game_tree_at_its_limit_and_one_past_it() {
        let limit = sg6::MAX_GAME_TREE_LEN;
        let (alice, bob) = (row(limit, BIG), row(limit, 1));
        // Equal weights, an even count: Alice's half minus Bob's half.
        let expected = (limit / 2) as i64 * (i64::from(BIG) - 1);
        assert_eq!(
            sg6::score_difference_brute_force(&alice, &bob),
            Ok(expected)
        );
        assert_eq!(
            sg6::game_tree_calls(&alice, &bob),
            Ok(1 + limit as u64 * (1 << (limit - 1)))
        );
        let past = |function| {
            Err(Error::TooLong {
                function,
                len: limit + 1,
                limit,
            })
        };
        let (alice, bob) = (row(limit + 1, 1), row(limit + 1, 1));
        assert_eq!(
            sg6::score_difference_brute_force(&alice, &bob),
            past("score_difference_brute_force")
        );
        assert_eq!(
            sg6::game_tree_calls(&alice, &bob),
            Err(Error::TooLong {
                function: "game_tree_calls",
                len: limit + 1,
                limit
            })
        );
    }

    #[test]
    fn optimal_play_one_past_its_limit() {
        // At the limit it would return 400 MB of moves: only the refusal is
        // checked here.
        let limit = sg6::MAX_PLAY_LEN;
        let row = row(limit + 1, 1);
        assert_eq!(
            sg6::optimal_play(&row, &row),
            Err(Error::TooLong {
                function: "optimal_play",
                len: limit + 1,
                limit
            })
        );
    }

    #[test]
    fn max_stones_is_where_the_proof_of_its_bound_stops() {
        // Rows of u32::MAX stones are 16 GiB each: the limit's check is
        // tested on a small limit, and its bound by arithmetic.
        let limit = sg6::MAX_LEN;
        let f = "score_difference";
        assert_eq!(
            sg6::check_len(f, 2, 1),
            Err(Error::TooLong {
                function: f,
                len: 2,
                limit: 1
            })
        );
        assert_eq!(sg6::check_len(f, 2, 2), Ok(()));
        let alice_most = (limit as u128).div_ceil(2) * u128::from(BIG);
        assert!(alice_most < 1 << 63);
        let error = Error::TooLong {
            function: "score_difference",
            len: limit + 1,
            limit,
        };
        assert!(error.to_string().contains("4294967295"), "{error}");
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

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn on_extreme_values(
            (alice, bob) in (0..=10_usize).prop_flat_map(|n| {
                let value = prop_oneof![Just(0), Just(1), Just(BIG - 1), Just(BIG)];
                (
                    prop::collection::vec(value.clone(), n),
                    prop::collection::vec(value, n),
                )
            })
        ) {
            let expected = sg6::score_difference_brute_force(&alice, &bob);
            for answer in &every_method(&alice, &bob)[..3] {
                prop_assert_eq!(answer, &expected);
            }
            let ok = expected.unwrap();
            prop_assert_eq!(
                sg6::winner(&alice, &bob),
                Ok(Winner::from_difference(ok))
            );
        }
    }
}

/// The limit of `$game::best_move` and one past it, through the game's
/// check with the function's name: for the limits whose rows are gigabytes
/// of input, which no test allocates.
macro_rules! best_move_limit_by_its_check {
    ($game:ident) => {{
        let limit = $game::MAX_LEN;
        assert_eq!($game::check_len("best_move", limit, limit), Ok(()));
        assert_eq!(
            $game::check_len("best_move", limit + 1, limit),
            Err($game::Error::TooLong {
                function: "best_move",
                len: limit + 1,
                limit
            })
        );
    }};
}

/// Stone Game's `best_move`: the empty row, one pile, the largest piles, a
/// long row, and rows of the extremes against the game tree. Its limit,
/// [`MAX_LEN`](sg::MAX_LEN) = 2³² piles, is 16 GiB of input: the limit and
/// one past it are checked by its check, with its name.
mod stone_game_best_move {
    use super::*;
    use sg::End;

    #[test]
    fn best_move_on_the_extremes() {
        assert_eq!(sg::best_move(&[]), Ok(None));
        assert_eq!(sg::best_move(&[BIG]), Ok(Some(End::Left)));
        // Equal piles: both ends are worth the same, and the tie goes left.
        for n in [2, 3, 1_000_001] {
            assert_eq!(sg::best_move(&row(n, BIG)), Ok(Some(End::Left)));
        }
        assert_eq!(sg::best_move(&[0, BIG]), Ok(Some(End::Right)));
        assert_eq!(sg::best_move(&[BIG, 0, 0, BIG - 1]), Ok(Some(End::Left)));
        best_move_limit_by_its_check!(sg);
    }
}

/// Stone Game II's `best_move`: M = 0, no piles, the largest M, the largest
/// piles, and its limits: [`MAX_TABLE_LEN`](sg2::MAX_TABLE_LEN) piles
/// whatever M, and M − 1 fewer when its table is needed. At the table's
/// limit the table itself is 0.9 GB, too much for a debug test: the limit
/// is run where M reaches the end of the row, and its table on 40 piles.
mod stone_game_ii_best_move {
    use super::*;

    #[test]
    fn best_move_on_the_extremes() {
        let m_is_zero = Err(sg2::Error::MIsZero {
            function: "best_move",
        });
        assert_eq!(sg2::best_move(&[], 0), m_is_zero);
        assert_eq!(sg2::best_move(&row(3, BIG), 0), m_is_zero);
        assert_eq!(sg2::best_move(&[], 1), Ok(None));
        assert_eq!(sg2::best_move(&[], usize::MAX), Ok(None));
        // 2M reaches the end: all of it, in the fewest piles that leave
        // nothing, whatever M, with no overflow of 2M.
        assert_eq!(sg2::best_move(&row(3, BIG), usize::MAX), Ok(Some(3)));
        assert_eq!(sg2::best_move(&[BIG, 0, 0], 2), Ok(Some(1)));
        assert_eq!(sg2::best_move(&[0, 0, 0], 2), Ok(Some(1)));
        // The largest piles: the move optimal_play makes.
        let piles = row(40, BIG);
        let first = sg2::optimal_play(&piles).unwrap()[0].count;
        assert_eq!(sg2::best_move(&piles, 1), Ok(Some(first)));
        // At the limit, M reaching the end; one past it, refused whatever M.
        let table = sg2::MAX_TABLE_LEN;
        let at = row(table, BIG);
        assert_eq!(sg2::best_move(&at, table / 2), Ok(Some(table)));
        let past = row(table + 1, BIG);
        for m in [1, 2, table, usize::MAX] {
            assert_eq!(
                sg2::best_move(&past, m),
                Err(sg2_too_many("best_move", table + 1, table))
            );
        }
        // With its table, the row and M - 1 piles more: at M = 3, one pile
        // past 19,998 is refused, with the limit for that M.
        let past = row(table - 1, 1);
        assert_eq!(
            sg2::best_move(&past, 3),
            Err(sg2_too_many("best_move", table - 1, table - 2))
        );
    }
}

/// Stone Game III's `best_move`: the empty row, the extreme values, a long
/// row. Its limit, [`MAX_LEN`](sg3::MAX_LEN) = 2³² − 1 values, is 16 GiB of
/// input: checked by its check, with its name.
mod stone_game_iii_best_move {
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
        best_move_limit_by_its_check!(sg3);
    }
}

/// Stone Game IV's `best_move`: no stones, one, a square, and its limit,
/// [`MAX_ALL_MOVES_N`](sg4::MAX_ALL_MOVES_N), whose remoteness table takes
/// 10⁹ steps: run at 10⁵ here, and refused one past it and at `u64::MAX`.
mod stone_game_iv_best_move {
    use super::*;

    #[test]
    fn best_move_on_the_extremes() {
        assert_eq!(sg4::best_move(0), Ok(None));
        assert_eq!(sg4::best_move(1), Ok(Some(1)));
        assert_eq!(sg4::best_move(4), Ok(Some(4))); // a square wins at once
        let first = sg4::optimal_play(100_000).unwrap()[0].square;
        assert_eq!(sg4::best_move(100_000), Ok(Some(first)));
        let limit = sg4::MAX_ALL_MOVES_N;
        for n in [limit + 1, u64::MAX] {
            assert_eq!(
                sg4::best_move(n),
                Err(sg4_too_large("best_move", n, limit))
            );
        }
    }
}

/// Stone Game V's `best_move`: fewer than two stones, the largest stones,
/// and its limit, [`MAX_PLAY_LEN`](sg5::MAX_PLAY_LEN), and one past it.
mod stone_game_v_best_move {
    use super::*;
    use sg5::{Cut, Part};

    #[test]
    fn best_move_on_the_extremes() {
        assert_eq!(sg5::best_move(&[]), Ok(None));
        assert_eq!(sg5::best_move(&[BIG]), Ok(None));
        // Two equal stones: a tie, and the left part reaches the best.
        let tie = Cut {
            left: 0..1,
            right: 1..2,
            kept: Part::Left,
        };
        assert_eq!(sg5::best_move(&[BIG, BIG]), Ok(Some(tie)));
        // The smaller part stays, whatever its place.
        let cut = sg5::best_move(&[BIG, 0]).unwrap().unwrap();
        assert_eq!((cut.right, cut.kept), (1..2, Part::Right));
        let limit = sg5::MAX_PLAY_LEN;
        let at = row(limit + 1, BIG);
        let cut = sg5::best_move(&at[..limit]).unwrap().unwrap();
        assert_eq!((cut.left.start, cut.right.end), (0, limit));
        assert_eq!(cut.left.end, cut.right.start);
        // Equal stones: the part kept is the shorter, or either on a tie.
        let shorter = cut.left.len().min(cut.right.len());
        let kept = if cut.kept == Part::Left {
            cut.left
        } else {
            cut.right
        };
        assert_eq!(kept.len(), shorter);
        assert_eq!(
            sg5::best_move(&at),
            Err(sg5::Error::TooLong {
                function: "best_move",
                len: limit + 1,
                limit
            })
        );
    }
}

/// Stone Game VI's `best_move`: no stones, rows of different lengths, the
/// largest values, moves that name no stone or one taken twice, and a long
/// row. It has no limit: it sums nothing, and every pair of rows is a game.
mod stone_game_vi_best_move {
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

/// Stone Game VII's `best_move`: the empty row, one stone, the largest
/// stones, a long row. Its limit, [`MAX_LEN`](sg7::MAX_LEN) = 2³³ + 3
/// stones, is 32 GiB of input: checked by its check, with its name.
mod stone_game_vii_best_move {
    use super::*;
    use stone_games::stone_game_vii as sg7;
    use stone_games::stone_game_vii::End;

    #[test]
    fn best_move_on_the_extremes() {
        assert_eq!(sg7::best_move(&[]), Ok(None));
        assert_eq!(sg7::best_move(&[BIG]), Ok(Some(End::Left)));
        // Remove the 0 and score u32::MAX, not the reverse.
        assert_eq!(sg7::best_move(&[0, BIG]), Ok(Some(End::Left)));
        assert_eq!(sg7::best_move(&[BIG, 0]), Ok(Some(End::Right)));
        for n in [2, 3, 1_000_001] {
            assert_eq!(sg7::best_move(&row(n, BIG)), Ok(Some(End::Left)));
        }
        best_move_limit_by_its_check!(sg7);
    }
}

/// Stone Game VIII's `best_move`: fewer than two stones, the extreme
/// values, a long row. Its limit, [`MAX_LEN`](sg8::MAX_LEN) = 2³¹ − 1
/// stones, is 8 GiB of input: checked by its check, with its name.
mod stone_game_viii_best_move {
    use super::*;

    #[test]
    fn best_move_on_the_extremes() {
        let (lo, hi) = (i32::MIN, i32::MAX);
        assert_eq!(sg8::best_move(&[]), Ok(None));
        assert_eq!(sg8::best_move(&[lo]), Ok(None));
        assert_eq!(sg8::best_move(&[lo, lo]), Ok(Some(2)));
        // Three lows: Alice merges two, and Bob must then merge all three.
        assert_eq!(sg8::best_move(&[lo, lo, lo]), Ok(Some(2)));
        assert_eq!(sg8::best_move(&[hi, hi, hi]), Ok(Some(3)));
        for stones in [vec![lo; 1_000_000], vec![hi; 1_000_000]] {
            let first = sg8::optimal_play(&stones).unwrap()[0].count;
            assert_eq!(sg8::best_move(&stones), Ok(Some(first)));
        }
        best_move_limit_by_its_check!(sg8);
    }
}

/// Stone Game IX's `best_move` past the empty row (in `stone_game_ix`
/// above): one stone of the largest value, and a row of 2,000 played to
/// its end. It has no limit: every row of `u32` stones is a game.
mod stone_game_ix_best_move {
    use super::*;

    #[test]
    fn best_move_on_the_extremes() {
        // u32::MAX is a multiple of 3: Alice must take it, and has lost.
        assert_eq!(sg9::best_move(&[BIG], &[]), Ok(Some(0)));
        assert_eq!(sg9::best_move(&[BIG], &[0]), Ok(None));
        let long: Vec<u32> = (0..2_000).map(|k| BIG - k).collect();
        let mut taken = Vec::new();
        while let Some(i) = sg9::best_move(&long, &taken).unwrap() {
            taken.push(i);
        }
        let moves = sg9::optimal_play(&long).unwrap();
        assert_eq!(taken.len(), moves.len());
    }
}
