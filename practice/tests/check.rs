//! The checker, given solutions whose verdict is known: the crate's own, the
//! crate's pitfalls in LeetCode's signatures, and solutions that panic,
//! never return, or are slow.

use std::ops::RangeInclusive;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::Duration;

use practice::cli::Verdict;
use practice::{
    check, pitfalls, report, Answer, Input, Limits, Outcome, Phase, Problem, Solutions, Solver,
};
use stone_games::{
    leetcode, stone_game as i, stone_game_ii as ii, stone_game_iii as iii, stone_game_iv as iv,
    stone_game_ix as ix, stone_game_v as v, stone_game_vi as vi, stone_game_vii as vii,
    stone_game_viii as viii,
};

/// LeetCode's values as the crate's counts of stones.
fn u(row: Vec<i32>) -> Vec<u32> {
    row.into_iter().map(|x| x as u32).collect()
}

/// Part III's difference as LeetCode 1406's name of the winner.
fn winner(difference: i64) -> String {
    match difference.signum() {
        1 => "Alice",
        -1 => "Bob",
        _ => "Tie",
    }
    .to_string()
}

/// A crate's pitfall, wrapped in LeetCode's signature as a reader's
/// solution, with the length of the smallest input on which its chapter
/// shows it wrong.
struct Mistake {
    problem: Problem,
    function: &'static str,
    chapter_len: usize,
    solver: Solver,
}

/// The crate's solutions, for the problems a mistake leaves alone.
const LEETCODE: Solutions = Solutions::leetcode();

/// The crate's solutions, but `solver` for `problem`: the one place a
/// mistake or a right pitfall is put in, so that it can only be tried on
/// its own problem.
fn only(problem: Problem, solver: Solver) -> Solutions {
    LEETCODE
        .with(problem, solver)
        .unwrap_or_else(|| panic!("{solver:?} is not of {problem}'s shape"))
}

/// Every pitfall of the crate that is wrong within LeetCode's constraints,
/// as a reader's solution.
static MISTAKES: &[Mistake] = &[
    // Part I: the score difference, read as 486's yes or no; as 877's,
    // where Alice always wins within LeetCode's constraints, only the
    // rolling row run backwards ever says she loses (the others are
    // below, among the right ones).
    Mistake {
        problem: Problem::StoneGame,
        function: "stone_game::pitfalls::rolling_row_right_to_left",
        chapter_len: 4,
        solver: Solver::RowToBool(|p| i::pitfalls::rolling_row_right_to_left(&u(p)).unwrap() > 0),
    },
    Mistake {
        problem: Problem::PredictTheWinner,
        function: "stone_game::pitfalls::adds_instead_of_subtracts",
        chapter_len: 4,
        solver: Solver::RowToBool(|p| i::pitfalls::adds_instead_of_subtracts(&u(p)).unwrap() >= 0),
    },
    // The chapter shows it wrong on `1 1`; but no row of two numbers
    // can tell a wrong difference from a right one in 486's yes or no
    // (the first player never loses on two), so 3 is the bound here.
    Mistake {
        problem: Problem::PredictTheWinner,
        function: "stone_game::pitfalls::fills_row_major",
        chapter_len: 3,
        solver: Solver::RowToBool(|p| i::pitfalls::fills_row_major(&u(p)).unwrap() >= 0),
    },
    Mistake {
        problem: Problem::PredictTheWinner,
        function: "stone_game::pitfalls::rolling_row_right_to_left",
        chapter_len: 4,
        solver: Solver::RowToBool(|p| i::pitfalls::rolling_row_right_to_left(&u(p)).unwrap() >= 0),
    },
    Mistake {
        problem: Problem::PredictTheWinner,
        function: "stone_game::pitfalls::scores_turn_forgotten",
        chapter_len: 4,
        solver: Solver::RowToBool(|p| {
            let scores = i::pitfalls::scores_turn_forgotten(&u(p)).unwrap();
            scores.alice >= scores.bob
        }),
    },
    // Part II.
    Mistake {
        problem: Problem::StoneGameII,
        function: "stone_game_ii::pitfalls::m_becomes_x",
        chapter_len: 8,
        solver: Solver::RowToInt(|p| ii::pitfalls::m_becomes_x(&u(p)).unwrap() as i32),
    },
    Mistake {
        problem: Problem::StoneGameII,
        function: "stone_game_ii::pitfalls::takes_up_to_m",
        chapter_len: 2,
        solver: Solver::RowToInt(|p| ii::pitfalls::takes_up_to_m(&u(p)).unwrap() as i32),
    },
    // These two panic, on the chapter's rows and earlier.
    Mistake {
        problem: Problem::StoneGameII,
        function: "stone_game_ii::pitfalls::leaf_test_forgotten",
        chapter_len: 5,
        solver: Solver::RowToInt(|p| ii::pitfalls::leaf_test_forgotten(&u(p)).unwrap() as i32),
    },
    Mistake {
        problem: Problem::StoneGameII,
        function: "stone_game_ii::pitfalls::memo_m_sized_half",
        chapter_len: 3,
        solver: Solver::RowToInt(|p| ii::pitfalls::memo_m_sized_half(&u(p)).unwrap() as i32),
    },
    // Part III.
    Mistake {
        problem: Problem::StoneGameIII,
        function: "stone_game_iii::pitfalls::max_starts_at_zero",
        chapter_len: 1,
        solver: Solver::RowToText(|p| winner(iii::pitfalls::max_starts_at_zero(&p).unwrap())),
    },
    Mistake {
        problem: Problem::StoneGameIII,
        function: "stone_game_iii::pitfalls::greedy_take_while_positive",
        chapter_len: 3,
        solver: Solver::RowToText(|p| {
            let greedy = iii::pitfalls::greedy_take_while_positive;
            winner(greedy(&p).unwrap())
        }),
    },
    Mistake {
        problem: Problem::StoneGameIII,
        function: "stone_game_iii::pitfalls::two_arrays_drift",
        chapter_len: 5,
        solver: Solver::RowToText(|p| {
            let (alice, bob) = iii::pitfalls::two_arrays_drift(&p).unwrap();
            winner(alice - bob)
        }),
    },
    // Part IV: the size is n, and each is wrong from one stone.
    Mistake {
        problem: Problem::StoneGameIV,
        function: "stone_game_iv::pitfalls::win_table_strict_bound",
        chapter_len: 1,
        solver: Solver::NumberToBool(|n| {
            iv::pitfalls::win_table_strict_bound(n as u64).unwrap()[n as usize]
        }),
    },
    Mistake {
        problem: Problem::StoneGameIV,
        function: "stone_game_iv::pitfalls::win_table_zero_wins",
        chapter_len: 1,
        solver: Solver::NumberToBool(|n| {
            iv::pitfalls::win_table_zero_wins(n as u64).unwrap()[n as usize]
        }),
    },
    // Part V.
    Mistake {
        problem: Problem::StoneGameV,
        function: "stone_game_v::pitfalls::ties_keep_the_left_part",
        chapter_len: 3,
        solver: Solver::RowToInt(|p| v::pitfalls::ties_keep_the_left_part(&u(p)).unwrap() as i32),
    },
    Mistake {
        problem: Problem::StoneGameV,
        function: "stone_game_v::pitfalls::most_balanced_cut",
        chapter_len: 4,
        solver: Solver::RowToInt(|p| v::pitfalls::most_balanced_cut(&u(p)).unwrap() as i32),
    },
    // Part VI: 1, -1 or 0 from the difference.
    Mistake {
        problem: Problem::StoneGameVI,
        function: "stone_game_vi::pitfalls::greedy_own_value",
        chapter_len: 2,
        solver: Solver::RowsToInt(|a, b| {
            let found = vi::pitfalls::greedy_own_value(&u(a), &u(b));
            found.unwrap().signum() as i32
        }),
    },
    Mistake {
        problem: Problem::StoneGameVI,
        function: "stone_game_vi::pitfalls::greedy_by_gap",
        chapter_len: 2,
        solver: Solver::RowsToInt(|a, b| {
            let found = vi::pitfalls::greedy_by_gap(&u(a), &u(b));
            found.unwrap().signum() as i32
        }),
    },
    Mistake {
        problem: Problem::StoneGameVI,
        function: "stone_game_vi::pitfalls::greedy_deny",
        chapter_len: 2,
        solver: Solver::RowsToInt(|a, b| {
            let found = vi::pitfalls::greedy_deny(&u(a), &u(b));
            found.unwrap().signum() as i32
        }),
    },
    // Part VII.
    Mistake {
        problem: Problem::StoneGameVII,
        function: "stone_game_vii::pitfalls::remove_smaller_end",
        chapter_len: 4,
        solver: Solver::RowToInt(|p| vii::pitfalls::remove_smaller_end(&u(p)).unwrap() as i32),
    },
    // Part VIII.
    Mistake {
        problem: Problem::StoneGameVIII,
        function: "stone_game_viii::pitfalls::answer_at_index_zero",
        chapter_len: 2,
        solver: Solver::RowToInt(|p| viii::pitfalls::answer_at_index_zero(&p).unwrap() as i32),
    },
    Mistake {
        problem: Problem::StoneGameVIII,
        function: "stone_game_viii::pitfalls::take_everything",
        chapter_len: 3,
        solver: Solver::RowToInt(|p| viii::pitfalls::take_everything(&p).unwrap() as i32),
    },
    // Part IX.
    Mistake {
        problem: Problem::StoneGameIX,
        function: "stone_game_ix::pitfalls::alice_wins_stuck_player_loses",
        chapter_len: 1,
        solver: Solver::RowToBool(|p| {
            let stuck = ix::pitfalls::alice_wins_stuck_player_loses;
            stuck(&u(p)).unwrap()
        }),
    },
    Mistake {
        problem: Problem::StoneGameIX,
        function: "stone_game_ix::pitfalls::alice_wins_ignoring_parity",
        chapter_len: 3,
        solver: Solver::RowToBool(|p| ix::pitfalls::alice_wins_ignoring_parity(&u(p)).unwrap()),
    },
    Mistake {
        problem: Problem::StoneGameIX,
        function: "stone_game_ix::pitfalls::alice_wins_difference_of_two",
        chapter_len: 3,
        solver: Solver::RowToBool(|p| ix::pitfalls::alice_wins_difference_of_two(&u(p)).unwrap()),
    },
];

#[test]
fn every_pitfall_is_reported_on_an_input_no_longer_than_its_chapters() {
    let limits = unbounded();
    for mistake in MISTAKES {
        let problem = mistake.problem;
        let solutions = only(problem, mistake.solver);
        let outcome = check(problem, solutions.of(problem), &limits);
        let (Outcome::Wrong(failure) | Outcome::Panicked(failure)) = &outcome else {
            panic!("{}: {outcome:?}", mistake.function);
        };
        assert_eq!(
            failure.case.phase,
            Phase::Every,
            "{} is caught first on {:?}, past the phase of every small input: the \
             report then shows a long row, not a smallest one. Widen {problem:?}'s \
             `every_size` or its values in practice/checker/inputs.rs to take inputs \
             of {} items.",
            mistake.function,
            failure.case.input,
            mistake.chapter_len
        );
        let size = failure.case.input.size();
        assert!(
            size <= mistake.chapter_len,
            "{}: wrong first on {:?}, longer than the chapter's {}",
            mistake.function,
            failure.case.input,
            mistake.chapter_len
        );
        let named: Vec<&str> = failure.pitfalls.iter().map(|p| p.function).collect();
        assert!(
            named.contains(&mistake.function),
            "{}: named {named:?} on {:?}",
            mistake.function,
            failure.case.input
        );
        // Each other pitfall named makes its own first mistake there too.
        for other in MISTAKES.iter().filter(|m| m.problem == problem) {
            if other.function == mistake.function || !named.contains(&other.function) {
                continue;
            }
            let theirs = check(problem, only(problem, other.solver).of(problem), &limits);
            let (Outcome::Wrong(first) | Outcome::Panicked(first)) = &theirs else {
                panic!("{}: {theirs:?}", other.function);
            };
            assert_eq!(
                (&first.case.input, first.answer.as_ref().ok()),
                (&failure.case.input, failure.answer.as_ref().ok()),
                "the report on {} names {}, whose first mistake is elsewhere",
                mistake.function,
                other.function
            );
        }
        // The report names it, and its chapter.
        let text = report::details(problem, &outcome, None).unwrap();
        assert!(text.contains(mistake.function), "{text}");
        let pitfall = pitfalls(problem)
            .into_iter()
            .find(|p| p.function == mistake.function)
            .unwrap();
        assert!(text.contains(&pitfall.chapter.url()), "{text}");
    }
}

#[test]
fn every_wrong_pitfall_of_the_crate_is_in_the_list_above() {
    // The pitfalls the checker knows that are wrong within LeetCode's
    // constraints: each must be tested above, and each other one below.
    let tested: Vec<(Problem, &str)> = MISTAKES.iter().map(|m| (m.problem, m.function)).collect();
    let right: Vec<(Problem, &str)> = RIGHT_ONES.iter().map(|(p, f, _)| (*p, *f)).collect();
    for problem in Problem::ALL {
        for pitfall in pitfalls(problem) {
            let known = (problem, pitfall.function);
            assert!(
                tested.contains(&known) || right.contains(&known),
                "{problem}: {} is neither tested wrong nor right: add it to MISTAKES in \
                 practice/tests/check.rs, wrapped in LeetCode's signature, with \
                 `chapter_len` the length of the smallest input its chapter shows it wrong \
                 on; or, if it is right on every input LeetCode allows, to RIGHT_ONES below, \
                 saying why",
                pitfall.function
            );
        }
    }
}

/// The crate's pitfalls that are right on every input within LeetCode's
/// constraints: the memos that only cost time, the 32-bit sums that
/// LeetCode's values never overflow, a leaf test that only does more work,
/// and, as 877's yes or no, three of Part I's mistakes (Alice always wins
/// there, and each of them says so).
static RIGHT_ONES: &[(Problem, &str, Solver)] = &[
    (
        Problem::StoneGame,
        "stone_game::pitfalls::adds_instead_of_subtracts",
        Solver::RowToBool(|p| i::pitfalls::adds_instead_of_subtracts(&u(p)).unwrap() > 0),
    ),
    (
        Problem::StoneGame,
        "stone_game::pitfalls::fills_row_major",
        Solver::RowToBool(|p| i::pitfalls::fills_row_major(&u(p)).unwrap() > 0),
    ),
    (
        Problem::StoneGame,
        "stone_game::pitfalls::scores_turn_forgotten",
        Solver::RowToBool(|p| {
            let scores = i::pitfalls::scores_turn_forgotten(&u(p)).unwrap();
            scores.alice > scores.bob
        }),
    ),
    (
        Problem::StoneGame,
        "stone_game::pitfalls::memo_zero_means_unsolved",
        // Exponential past 28 piles, the crate's limit: the crate's
        // answer there.
        Solver::RowToBool(
            |p| match i::pitfalls::memo_zero_means_unsolved(&u(p.clone())) {
                Ok((difference, _calls)) => difference > 0,
                Err(_) => leetcode::stone_game(p),
            },
        ),
    ),
    (
        Problem::PredictTheWinner,
        "stone_game::pitfalls::memo_zero_means_unsolved",
        Solver::RowToBool(|p| {
            let found = i::pitfalls::memo_zero_means_unsolved(&u(p));
            found.unwrap().0 >= 0
        }),
    ),
    (
        Problem::StoneGameII,
        "stone_game_ii::pitfalls::leaf_test_strict",
        Solver::RowToInt(|p| ii::pitfalls::leaf_test_strict(&u(p)).unwrap() as i32),
    ),
    (
        Problem::StoneGameII,
        "stone_game_ii::pitfalls::memo_zero_means_unsolved",
        // Exponential past 28 piles, the crate's limit: the crate's
        // answer there.
        Solver::RowToInt(|p| {
            let found = ii::pitfalls::memo_zero_means_unsolved(&u(p.clone()));
            match found {
                Ok((stones, _calls)) => stones as i32,
                Err(_) => leetcode::stone_game_ii(p),
            }
        }),
    ),
    (
        Problem::StoneGameIII,
        "stone_game_iii::pitfalls::sums_in_32_bits",
        Solver::RowToText(|p| {
            let found = iii::pitfalls::sums_in_32_bits(&p);
            winner(i64::from(found.unwrap()))
        }),
    ),
    (
        Problem::StoneGameV,
        "stone_game_v::pitfalls::sums_in_32_bits",
        Solver::RowToInt(|p| v::pitfalls::sums_in_32_bits(&u(p)).unwrap() as i32),
    ),
    (
        Problem::StoneGameVI,
        "stone_game_vi::pitfalls::sums_in_32_bits",
        Solver::RowsToInt(|a, b| {
            let found = vi::pitfalls::sums_in_32_bits(&u(a), &u(b));
            found.unwrap().signum() as i32
        }),
    ),
    (
        Problem::StoneGameVII,
        "stone_game_vii::pitfalls::memo_zero_means_unsolved",
        // Exponential past 20 stones, the crate's limit: the crate's
        // answer there.
        Solver::RowToInt(|p| {
            let found = vii::pitfalls::memo_zero_means_unsolved(&u(p.clone()));
            match found {
                Ok((difference, _calls)) => difference as i32,
                Err(_) => leetcode::stone_game_vii(p),
            }
        }),
    ),
    (
        Problem::StoneGameVII,
        "stone_game_vii::pitfalls::sums_in_32_bits",
        Solver::RowToInt(|p| vii::pitfalls::sums_in_32_bits(&u(p)).unwrap() as i32),
    ),
    (
        Problem::StoneGameVIII,
        "stone_game_viii::pitfalls::prefix_sums_in_32_bits",
        Solver::RowToInt(|p| {
            let found = viii::pitfalls::prefix_sums_in_32_bits(&p);
            found.unwrap() as i32
        }),
    ),
];

#[test]
fn the_pitfalls_that_are_right_within_leetcodes_constraints_are_solved() {
    let limits = unbounded();
    for &(problem, function, solver) in RIGHT_ONES {
        let outcome = check(problem, only(problem, solver).of(problem), &limits);
        assert!(
            matches!(outcome, Outcome::Solved { .. }),
            "{function}, right within LeetCode's constraints, was judged wrong. Either it, \
             or the crate's `leetcode`, which the checker compares it with, is wrong \
             (`cargo test -p stone-games leetcode` says which), or the input is outside \
             the constraints (`every_input_is_within_leetcodes_constraints` says so).\n{}",
            report::details(problem, &outcome, None).unwrap_or_default()
        );
    }
}

#[test]
fn the_crates_own_answers_solve_all_ten() {
    let limits = unbounded();
    let solutions = Solutions::leetcode();
    for problem in Problem::ALL {
        let outcome = check(problem, solutions.of(problem), &limits);
        assert!(
            matches!(outcome, Outcome::Solved { .. }),
            "{problem}: {outcome:?}"
        );
        assert_eq!(report::details(problem, &outcome, None), None);
    }
}

/// No limit of time: the tests of what a solution answers do not depend on
/// how fast a busy machine runs it.
fn unbounded() -> Limits {
    Limits {
        per_input: Duration::MAX,
        per_problem: Duration::MAX,
    }
}

/// Limits short enough that the tests of slow solutions end soon, and long
/// enough that a right solution meets them on a busy machine: the book's own
/// solutions answer each input in milliseconds. The slow solutions below are
/// slow by sleeping, which no load can shorten.
fn short() -> Limits {
    Limits {
        per_input: Duration::from_secs(3),
        per_problem: Duration::from_secs(60),
    }
}

#[test]
fn a_panic_is_reported_with_its_message_and_input() {
    let solutions = Solutions {
        stone_game_ii: |piles| {
            if piles.len() == 3 {
                panic!("three piles: {piles:?}");
            }
            leetcode::stone_game_ii(piles)
        },
        ..Solutions::leetcode()
    };
    let problem = Problem::StoneGameII;
    let outcome = check(problem, solutions.of(problem), &short());
    let Outcome::Panicked(failure) = &outcome else {
        panic!("the check should report a panic; it said {outcome:?}");
    };
    assert_eq!(failure.case.input, Input::Row(vec![1, 1, 1]));
    assert_eq!(failure.right_before, 3 + 9);
    let panic = failure.answer.as_ref().unwrap_err();
    assert_eq!(panic.message, "three piles: [1, 1, 1]");
    assert!(panic.location.as_deref().unwrap().contains("check.rs"));
    let text = report::details(problem, &outcome, None).unwrap();
    assert!(text.contains("panicked on piles = [1, 1, 1]"), "{text}");
    assert!(text.contains("three piles: [1, 1, 1]"), "{text}");
    assert!(
        text.contains(
            "assert_eq!(Solution::stone_game_ii(vec![1, 1, 1]), 2); \
             // yours panics"
        ),
        "{text}"
    );
}

#[test]
fn todo_at_once_is_not_started_and_todo_later_is_a_panic() {
    let not_started = Solutions {
        stone_game_v: |_| todo!(),
        ..Solutions::leetcode()
    };
    let problem = Problem::StoneGameV;
    let outcome = check(problem, not_started.of(problem), &short());
    assert!(matches!(outcome, Outcome::NotStarted), "{outcome:?}");
    assert_eq!(Verdict::of(&outcome), Verdict::NotStarted);
    let half_done = Solutions {
        stone_game_v: |values| match values.len() {
            1 => 0,
            _ => todo!("rows of two or more"),
        },
        ..Solutions::leetcode()
    };
    let outcome = check(problem, half_done.of(problem), &short());
    let Outcome::Panicked(failure) = &outcome else {
        panic!("the check should report a panic; it said {outcome:?}");
    };
    assert_eq!(failure.case.input, Input::Row(vec![1, 1]));
    assert_eq!(Verdict::of(&outcome), Verdict::ToFix);
    let text = report::details(problem, &outcome, None).unwrap();
    assert!(text.contains("not yet implemented: rows of two or more"));
    assert!(text.contains("a todo!() your solution reaches"), "{text}");
}

/// Set once the test that never returns has its report: its solution may
/// then stop, so that its thread does not spin while the others run.
static MAY_STOP: AtomicBool = AtomicBool::new(false);

#[test]
fn a_solution_that_never_returns_is_too_slow_and_the_check_ends() {
    let solutions = Solutions {
        stone_game_iii: |_| {
            while !MAY_STOP.load(Ordering::Relaxed) {
                thread::sleep(Duration::from_millis(5));
            }
            "Tie".to_string()
        },
        ..Solutions::leetcode()
    };
    let problem = Problem::StoneGameIII;
    let outcome = check(problem, solutions.of(problem), &short());
    MAY_STOP.store(true, Ordering::Relaxed);
    let Outcome::TooSlow(slow) = &outcome else {
        panic!("the check should stop it as too slow; it said {outcome:?}");
    };
    assert_eq!((slow.right_before, slow.case.input.size()), (0, 1));
    assert!(!slow.out_of_time);
    let text = report::details(problem, &outcome, None).unwrap();
    assert!(
        text.starts_with("1406 Stone Game III: too slow, stopped at stone_value = ["),
        "{text}"
    );
    assert!(
        text.contains(
            "No answer within 3 s (a loop that never ends, or a method too \
             slow"
        ),
        "{text}"
    );
}

#[test]
fn a_slow_solution_is_stopped_at_the_size_where_it_slows() {
    // Right, but slow past 1,000 stones: LeetCode's largest rows are 10^5.
    let solutions = Solutions {
        stone_game_viii: |stones| {
            if stones.len() > 1_000 {
                thread::sleep(Duration::from_secs(60));
            }
            leetcode::stone_game_viii(stones)
        },
        ..Solutions::leetcode()
    };
    let problem = Problem::StoneGameVIII;
    let outcome = check(problem, solutions.of(problem), &short());
    let Outcome::TooSlow(slow) = &outcome else {
        panic!("the check should stop it as too slow; it said {outcome:?}");
    };
    assert_eq!(slow.case.phase, Phase::Random);
    assert!(slow.case.input.size() > 1_000);
    // How its time grew: the two largest sizes it answered, largest first.
    let [(n, _), (m, _)] = slow.largest[..] else {
        panic!("{:?}", slow.largest);
    };
    assert!(m < n && n <= 1_000, "{:?}", slow.largest);
    let text = report::details(problem, &outcome, None).unwrap();
    assert!(
        text.contains(&format!("The largest it answered: size {n} in ")),
        "{text}"
    );
    let row = report::row(problem, &outcome);
    assert!(
        row.contains("too slow     stopped at stones of length"),
        "{row}"
    );
    // And a problem's whole time is a bound too.
    let limits = Limits {
        per_input: Duration::from_secs(3),
        per_problem: Duration::from_secs(1),
    };
    let solutions = Solutions {
        stone_game_vii: |stones| {
            thread::sleep(Duration::from_millis(5));
            leetcode::stone_game_vii(stones)
        },
        ..Solutions::leetcode()
    };
    let problem = Problem::StoneGameVII;
    let outcome = check(problem, solutions.of(problem), &limits);
    let Outcome::TooSlow(slow) = &outcome else {
        panic!("the check should stop it as too slow; it said {outcome:?}");
    };
    assert!(slow.out_of_time && slow.right_before > 0);
    let text = report::details(problem, &outcome, None).unwrap();
    assert!(text.contains("The problem's time ran out on it"), "{text}");
}

#[test]
fn a_wrong_answer_is_reported_with_a_test_the_play_and_the_chapters() {
    let greedy = Solutions {
        stone_game_viii: |stones| stones.iter().sum(),
        ..Solutions::leetcode()
    };
    let problem = Problem::StoneGameVIII;
    let outcome = check(problem, greedy.of(problem), &unbounded());
    let Outcome::Wrong(failure) = &outcome else {
        panic!("the check should report a wrong answer; it said {outcome:?}");
    };
    assert_eq!(failure.answer, Ok(Answer::Int(-9)));
    assert_eq!(failure.expected, Answer::Int(3));
    let text = report::details(problem, &outcome, None).unwrap();
    let expected = [
        "1872 Stone Game VIII: wrong on stones = [-3, -3, -3]",
        "  A smallest input it fails on: the 49 inputs before it, tried in \
         order of size,",
        "  were right.",
        "  The answer is 3; as a test:",
        "    assert_eq!(Solution::stone_game_viii(vec![-3, -3, -3]), 3); \
         // yours: -9",
        "  (In a #[test] at the end of your file, `cargo test -p practice --bin \
         practice`",
        "  runs it.)",
        "  Optimal play (the crate's stone_game_viii::optimal_play):",
        "    Alice merges 2 stones into one worth -6: Alice -6, Bob 0",
        "    Bob merges 2 stones into one worth -9: Alice -6, Bob -9",
        "  A pitfall of the crate answers as yours does here, and was right \
         before it as",
        "  yours was: likely the same mistake, though one input cannot prove \
         it:",
        "    stone_game_viii::pitfalls::take_everything",
        "      explained in Part VIII, Pitfalls, \"Take everything now\":",
        "      https://stone-games.github.io/stone-games/stone-game-viii/\
         pitfalls.html#take-everything-now",
        "  The method, proved: Part VIII, The recurrence",
        "    https://stone-games.github.io/stone-games/stone-game-viii/\
         recurrence.html",
    ];
    assert_eq!(text.lines().collect::<Vec<_>>(), expected, "{text}");
}

/// LeetCode's sizes and values for `problem`, written here a second time,
/// apart from `Problem::allows`, which chooses the inputs (Stone Game IV's
/// size is n).
fn leetcodes_bounds(problem: Problem) -> (RangeInclusive<usize>, RangeInclusive<i32>) {
    match problem {
        Problem::StoneGame => (2..=500, 1..=500),
        Problem::PredictTheWinner => (1..=20, 0..=10_000_000),
        Problem::StoneGameII => (1..=100, 1..=10_000),
        Problem::StoneGameIII => (1..=50_000, -1_000..=1_000),
        Problem::StoneGameIV => (1..=100_000, 0..=0),
        Problem::StoneGameV => (1..=500, 1..=1_000_000),
        Problem::StoneGameVI => (1..=100_000, 1..=100),
        Problem::StoneGameVII => (2..=1_000, 1..=1_000),
        Problem::StoneGameVIII => (2..=100_000, -10_000..=10_000),
        Problem::StoneGameIX => (1..=100_000, 1..=10_000),
    }
}

/// Whether `input` is within LeetCode's statement ([`leetcodes_bounds`], and
/// 877's even length and odd total): a filter that lets one through that
/// LeetCode's statement does not fails
/// [`every_input_is_within_leetcodes_constraints_and_the_largest_are_there`],
/// not a pitfall that was right within them.
fn within_leetcodes_statement(problem: Problem, input: &Input) -> bool {
    let (sizes, values) = leetcodes_bounds(problem);
    let row = |row: &[i32]| sizes.contains(&row.len()) && row.iter().all(|v| values.contains(v));
    match (problem, input) {
        (Problem::StoneGame, Input::Row(p)) => {
            row(p) && p.len() % 2 == 0 && p.iter().sum::<i32>() % 2 == 1
        }
        (Problem::StoneGameIV, &Input::Number(n)) => {
            usize::try_from(n).is_ok_and(|n| sizes.contains(&n))
        }
        (Problem::StoneGameVI, Input::Rows(a, b)) => a.len() == b.len() && row(a) && row(b),
        (Problem::StoneGameIV | Problem::StoneGameVI, _) => false,
        (_, Input::Row(p)) => row(p),
        _ => false,
    }
}

/// The numbers a sentence of constraints writes, in order: `10^4`, `5 * 10^4`,
/// `-1000`, `1 <= n <= 10^5`.
fn numbers_in(words: &str) -> Vec<i64> {
    let joined = words.replace(" * ", "*");
    let number = |token: &str| -> Option<i64> {
        let (sign, token) = match token.strip_prefix('-') {
            Some(rest) => (-1, rest),
            None => (1, token),
        };
        let mut product = 1_i64;
        for factor in token.split('*') {
            product *= match factor.split_once('^') {
                Some((base, power)) => base.parse::<i64>().ok()?.pow(power.parse().ok()?),
                None => factor.parse().ok()?,
            };
        }
        Some(sign * product)
    };
    joined
        .split(|c: char| c.is_whitespace() || ",;.".contains(c))
        .filter_map(number)
        .collect()
}

/// `text` with leetcode.rs's typography in [`numbers_in`]'s: `10⁴` as
/// `10^4`, `5 · 10⁴` as `5 * 10^4`, `−1,000` as `-1000`.
fn plain_numbers(text: &str) -> String {
    let superscript = |c: char| "⁰¹²³⁴⁵⁶⁷⁸⁹".chars().position(|s| s == c);
    let chars: Vec<char> = text.chars().collect();
    let mut plain = String::new();
    for (k, &c) in chars.iter().enumerate() {
        let digit = |at: Option<usize>| {
            at.and_then(|a| chars.get(a))
                .is_some_and(char::is_ascii_digit)
        };
        match (c, superscript(c)) {
            (_, Some(d)) => {
                let in_power = k > 0 && superscript(chars[k - 1]).is_some();
                if !in_power {
                    plain.push('^');
                }
                plain.push(char::from(b'0' + d as u8));
            }
            ('−', _) => plain.push('-'),
            ('·', _) => plain.push('*'),
            (',', _) if digit(k.checked_sub(1)) && digit(Some(k + 1)) => {}
            _ => plain.push(c),
        }
    }
    plain
}

/// The `leetcode` module's doc of each wrapper states LeetCode's
/// constraints as the practice facts do (the same numbers), and each range
/// its panic message names is among them: one fact typed twice, held
/// together.
#[test]
fn the_leetcode_modules_constraints_are_the_practice_facts() {
    assert_eq!(
        numbers_in(&plain_numbers("5 · 10⁴ values from −1,000 to 10⁴.")),
        [50_000, -1_000, 10_000]
    );
    let source = include_str!("../../code/src/leetcode.rs");
    for problem in Problem::ALL {
        let at = source
            .find(&format!("pub fn {}(", problem.function()))
            .unwrap_or_else(|| panic!("leetcode.rs has no {}", problem.function()));
        let doc = &source[..at];
        let said = &doc[doc.rfind("/// LeetCode:").expect("a LeetCode: line")..];
        let said = said
            .split("Outside:")
            .next()
            .unwrap_or(said)
            .replace("///", " ");
        let said = said.split_whitespace().collect::<Vec<_>>().join(" ");
        let mut theirs = numbers_in(&plain_numbers(&said));
        let mut ours = numbers_in(problem.constraints());
        theirs.sort_unstable();
        ours.sort_unstable();
        assert_eq!(
            theirs,
            ours,
            "{problem}: leetcode.rs says \"{said}\", and practice/checker/problem.rs \"{}\": \
             make them say the same limits",
            problem.constraints()
        );
        let body = &source[at..];
        let body = &body[..body.find("\n}\n").unwrap_or(body.len())];
        for range in body.split("\"1 to ").skip(1) {
            let range = format!("1 to {}", range.split('"').next().unwrap_or(""));
            for n in numbers_in(&plain_numbers(&range)) {
                assert!(
                    ours.contains(&n),
                    "{problem}: its panic's {range}, in leetcode.rs"
                );
            }
        }
    }
}

/// The constraints each problem states in words (`Problem::constraints`,
/// which the starting files and the report print) are the bounds the
/// inputs are drawn within: sizes, then values (Stone Game IV: n).
#[test]
fn the_constraints_in_words_are_the_bounds_the_inputs_keep_to() {
    assert_eq!(
        numbers_in("1 to 5 * 10^4 values, each -1000 to 1000."),
        [1, 50_000, -1_000, 1_000]
    );
    for problem in Problem::ALL {
        let (sizes, values) = leetcodes_bounds(problem);
        let mut bounds = vec![*sizes.start() as i64, *sizes.end() as i64];
        if problem != Problem::StoneGameIV {
            bounds.extend([i64::from(*values.start()), i64::from(*values.end())]);
        }
        assert_eq!(
            numbers_in(problem.constraints()),
            bounds,
            "{problem}: its constraints in words (practice/checker/problem.rs) are \"{}\", and \
             the inputs keep to sizes {sizes:?} and values {values:?} (Problem::space in \
             practice/checker/inputs.rs, and leetcodes_bounds here): mend the one that is \
             not LeetCode's, then `cargo run -p practice -- --reset {}` writes its \
             starting file again",
            problem.constraints(),
            problem.number()
        );
    }
}

#[test]
fn every_input_is_within_leetcodes_constraints_and_the_largest_are_there() {
    for problem in Problem::ALL {
        let cases = problem.cases();
        for case in &cases {
            assert!(
                within_leetcodes_statement(problem, &case.input),
                "{problem}: an input outside LeetCode's constraints, {:?}: \
                 Problem::allows (practice/checker/inputs.rs) let it through",
                case.input
            );
        }
        // In order: every small input by size, then random, then largest.
        assert!(cases.windows(2).all(|w| w[0].phase <= w[1].phase));
        let every: Vec<usize> = cases
            .iter()
            .filter(|case| case.phase == Phase::Every)
            .map(|case| case.input.size())
            .collect();
        assert!(
            every.windows(2).all(|w| w[0] <= w[1]),
            "{problem}: the exhaustive phase's inputs are not in order of size"
        );
        let largest = cases.iter().filter(|case| case.phase == Phase::Largest);
        assert!(
            largest.clone().count() >= 3,
            "{problem}: fewer than three largest inputs: add them in \
             Problem::largest_inputs (practice/checker/inputs.rs)"
        );
        let size = cases.iter().map(|case| case.input.size()).max();
        let (sizes, range) = leetcodes_bounds(problem);
        let leetcode_largest = *sizes.end();
        assert_eq!(
            size,
            Some(leetcode_largest),
            "{problem}: the largest input is not LeetCode's largest, \
             {leetcode_largest}: a reader's solution would not be tried at the \
             size LeetCode tries it; mend Problem::largest_inputs \
             (practice/checker/inputs.rs)"
        );
        // Both ends of LeetCode's values are tried too (IV's input is n alone).
        let values: Vec<i32> = cases
            .iter()
            .flat_map(|case| match &case.input {
                Input::Row(row) => row.clone(),
                Input::Rows(a, b) => [&a[..], &b[..]].concat(),
                Input::Number(_) => Vec::new(),
            })
            .collect();
        if problem != Problem::StoneGameIV {
            let ends = (values.iter().min(), values.iter().max());
            assert_eq!(
                ends,
                (Some(range.start()), Some(range.end())),
                "{problem}: the inputs do not reach both ends of LeetCode's values, \
                 {range:?}: widen its values in Problem::space (practice/checker/inputs.rs)"
            );
        }
    }
}

/// 1406 by a top-down memo, which recurses once per value: on LeetCode's
/// longest rows (5 · 10⁴ values) it is solved, since the check runs it on a
/// stack of `STACK_BYTES`. With `STACK_BYTES` made 0 (a mutant of the
/// practice checker's run), it overflows and the process aborts.
#[test]
fn a_recursion_as_deep_as_leetcodes_longest_row_is_solved() {
    fn best(values: &[i32], i: usize, memo: &mut [Option<i64>]) -> i64 {
        if i == values.len() {
            return 0;
        }
        if let Some(value) = memo[i] {
            return value;
        }
        let (mut taken, mut value) = (0, i64::MIN);
        for x in 1..=3.min(values.len() - i) {
            taken += i64::from(values[i + x - 1]);
            value = value.max(taken - best(values, i + x, memo));
        }
        memo[i] = Some(value);
        value
    }
    let recursive = Solutions {
        stone_game_iii: |values| {
            let mut memo = vec![None; values.len()];
            let difference = best(&values, 0, &mut memo);
            let winner = match difference.cmp(&0) {
                std::cmp::Ordering::Greater => "Alice",
                std::cmp::Ordering::Less => "Bob",
                std::cmp::Ordering::Equal => "Tie",
            };
            winner.to_string()
        },
        ..Solutions::leetcode()
    };
    let problem = Problem::StoneGameIII;
    let outcome = check(problem, recursive.of(problem), &unbounded());
    assert!(
        matches!(outcome, Outcome::Solved { .. }),
        "a recursion one call deep per value should be solved; the check said {outcome:?}"
    );
}
