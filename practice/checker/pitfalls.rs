//! The crate's pitfalls, each in LeetCode's types, with the section of the
//! book that explains it: a wrong answer that is a pitfall's is named.

use std::cmp::Ordering;

use stone_games::{
    stone_game as i, stone_game_ii as ii, stone_game_iii as iii, stone_game_iv as iv,
    stone_game_ix as ix, stone_game_v as v, stone_game_vi as vi, stone_game_vii as vii,
    stone_game_viii as viii,
};

use crate::{Answer, Chapter, Input, Problem};

/// One of the crate's deliberate mistakes, as a solution to one problem.
#[derive(Clone, Copy, Debug)]
pub struct Pitfall {
    /// The crate's function: `stone_game_ii::pitfalls::m_becomes_x`.
    pub function: &'static str,
    /// The section of the book that explains it.
    pub chapter: Chapter,
    /// The problem it answers.
    pub problem: Problem,
    /// The crate's function, called in LeetCode's types (see
    /// [`Pitfall::answer`]).
    run: fn(Problem, &Input) -> Option<Answer>,
    /// The longest input it is run on when a wrong answer is compared with
    /// it: the game trees among them are exponential.
    pub longest: usize,
}

impl Pitfall {
    /// Its answer in LeetCode's types; `None` where the crate's function
    /// refuses the input (a row past its limit), or its answer does not fit
    /// LeetCode's type.
    ///
    /// # Panics
    ///
    /// Where the crate's function does: two of Stone Game II's pitfalls
    /// index out of bounds.
    pub fn answer(&self, input: &Input) -> Option<Answer> {
        (self.run)(self.problem, input)
    }
}

/// A number the crate found, as LeetCode's `i32`; `None` when the crate
/// refused the input or the number does not fit.
fn number<T: TryInto<i32>, E>(found: Result<T, E>) -> Option<Answer> {
    found.ok()?.try_into().ok().map(Answer::Int)
}

/// A yes or no the crate found; `None` when it refused the input.
fn yes_or_no<E>(found: Result<bool, E>) -> Option<Answer> {
    found.ok().map(Answer::Bool)
}

/// Part I's score difference as 877's yes or no (Alice wins: above 0) or
/// 486's (the first player wins or ties: 0 or more).
fn verdict(problem: Problem, difference: i64) -> Option<Answer> {
    Some(Answer::Bool(if problem == Problem::StoneGame {
        difference > 0
    } else {
        difference >= 0
    }))
}

/// 1406's name for the winner of a difference.
fn winner(difference: i64) -> Option<Answer> {
    let name = match difference.cmp(&0) {
        Ordering::Greater => "Alice",
        Ordering::Less => "Bob",
        Ordering::Equal => "Tie",
    };
    Some(Answer::Text(name.to_string()))
}

/// 1686's number for the winner of a difference.
fn sign(difference: i64) -> Option<Answer> {
    Some(Answer::Int(difference.signum() as i32))
}

/// How a pitfall is run: the crate's function, called in LeetCode's types
/// for the problem it answers.
type Run = fn(Problem, &Input) -> Option<Answer>;

/// One pitfall of [`PITFALLS`], for every problem of its part.
struct Entry {
    /// The crate's function: `stone_game_ii::pitfalls::m_becomes_x`.
    function: &'static str,
    /// The section of the book that explains it, in the part whose problems
    /// it answers (Part I's answer 877 and 486).
    chapter: Chapter,
    /// The crate's function, called in LeetCode's types.
    run: Run,
    /// The longest input it is run on (see [`Pitfall::longest`]).
    longest: usize,
}

/// Each part, and its pitfalls chapter.
type Part = (&'static str, &'static str);

const PART_I: Part = ("Part I", "stone-game/pitfalls.md");
const PART_II: Part = ("Part II", "stone-game-ii/pitfalls.md");
const PART_III: Part = ("Part III", "stone-game-iii/pitfalls.md");
const PART_IV: Part = ("Part IV", "stone-game-iv/pitfalls.md");
const PART_V: Part = ("Part V", "stone-game-v/pitfalls.md");
const PART_VI: Part = ("Part VI", "stone-game-vi/pitfalls.md");
const PART_VII: Part = ("Part VII", "stone-game-vii/pitfalls.md");
const PART_VIII: Part = ("Part VIII", "stone-game-viii/pitfalls.md");
const PART_IX: Part = ("Part IX", "stone-game-ix/pitfalls.md");

/// The section `heading` of the pitfalls chapter of `part`.
const fn pitfalls_of((part, path): Part, heading: &'static str) -> Chapter {
    Chapter {
        part,
        title: "Pitfalls",
        path,
        heading: Some(heading),
    }
}

/// Every input: the longest of a pitfall that is not exponential.
const EVERYTHING: usize = usize::MAX;

/// Part II's section on both leaf-test pitfalls.
const LEAF_TEST: &str = "The leaf test: `>` instead of `>=`, or none at all";

/// Every pitfall of the crate, part by part, in the book's order: those
/// that are wrong within LeetCode's constraints, and those that are not
/// (the memos that only cost time, the 32-bit sums that LeetCode's values
/// never overflow).
static PITFALLS: &[Entry] = &[
    Entry {
        function: "stone_game::pitfalls::adds_instead_of_subtracts",
        chapter: pitfalls_of(PART_I, "Adding instead of subtracting"),
        run: |problem, input| {
            let found = i::pitfalls::adds_instead_of_subtracts(&input.counts()?);
            verdict(problem, found.ok()?)
        },
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game::pitfalls::fills_row_major",
        chapter: pitfalls_of(PART_I, "Filling the table row by row"),
        run: |problem, input| {
            let found = i::pitfalls::fills_row_major(&input.counts()?);
            verdict(problem, found.ok()?)
        },
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game::pitfalls::rolling_row_right_to_left",
        chapter: Chapter {
            part: "Part I",
            title: "Less memory",
            path: "stone-game/rolling-row.md",
            heading: Some("Why the order of the loops matters"),
        },
        run: |problem, input| {
            let found = i::pitfalls::rolling_row_right_to_left(&input.counts()?);
            verdict(problem, found.ok()?)
        },
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game::pitfalls::memo_zero_means_unsolved",
        chapter: pitfalls_of(PART_I, "Zero as \"not computed yet\""),
        run: |problem, input| {
            let found = i::pitfalls::memo_zero_means_unsolved(&input.counts()?);
            verdict(problem, found.ok()?.0)
        },
        longest: 20,
    },
    Entry {
        function: "stone_game::pitfalls::scores_turn_forgotten",
        chapter: pitfalls_of(PART_I, "Tracking both scores"),
        run: |problem, input| {
            let scores = i::pitfalls::scores_turn_forgotten(&input.counts()?);
            let scores = scores.ok()?;
            verdict(problem, scores.alice as i64 - scores.bob as i64)
        },
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_ii::pitfalls::m_becomes_x",
        chapter: pitfalls_of(PART_II, "M becomes X"),
        run: |_, input| number(ii::pitfalls::m_becomes_x(&input.counts()?)),
        longest: 20,
    },
    Entry {
        function: "stone_game_ii::pitfalls::takes_up_to_m",
        chapter: pitfalls_of(PART_II, "Up to M piles instead of 2M"),
        run: |_, input| number(ii::pitfalls::takes_up_to_m(&input.counts()?)),
        longest: 20,
    },
    Entry {
        function: "stone_game_ii::pitfalls::leaf_test_strict",
        chapter: pitfalls_of(PART_II, LEAF_TEST),
        run: |_, input| number(ii::pitfalls::leaf_test_strict(&input.counts()?)),
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_ii::pitfalls::leaf_test_forgotten",
        chapter: pitfalls_of(PART_II, LEAF_TEST),
        run: |_, input| number(ii::pitfalls::leaf_test_forgotten(&input.counts()?)),
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_ii::pitfalls::memo_m_sized_half",
        chapter: pitfalls_of(PART_II, "The memo one column short"),
        run: |_, input| number(ii::pitfalls::memo_m_sized_half(&input.counts()?)),
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_ii::pitfalls::memo_zero_means_unsolved",
        chapter: pitfalls_of(PART_II, "Zero as \"not solved yet\""),
        run: |_, input| {
            let found = ii::pitfalls::memo_zero_means_unsolved(&input.counts()?);
            number(found.map(|(stones, _calls)| stones))
        },
        longest: 20,
    },
    Entry {
        function: "stone_game_iii::pitfalls::max_starts_at_zero",
        chapter: pitfalls_of(PART_III, "The maximum starts at 0"),
        run: |_, input| {
            iii::pitfalls::max_starts_at_zero(input.row()?)
                .ok()
                .and_then(winner)
        },
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_iii::pitfalls::greedy_take_while_positive",
        chapter: pitfalls_of(PART_III, "Greedy: take while positive"),
        run: |_, input| {
            iii::pitfalls::greedy_take_while_positive(input.row()?)
                .ok()
                .and_then(winner)
        },
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_iii::pitfalls::two_arrays_drift",
        chapter: pitfalls_of(PART_III, "Two arrays that drift"),
        run: |_, input| {
            let (alice, bob) = iii::pitfalls::two_arrays_drift(input.row()?).ok()?;
            winner(alice - bob)
        },
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_iii::pitfalls::sums_in_32_bits",
        chapter: pitfalls_of(PART_III, "Sums in 32 bits"),
        run: |_, input| {
            let difference = iii::pitfalls::sums_in_32_bits(input.row()?);
            winner(i64::from(difference.ok()?))
        },
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_iv::pitfalls::win_table_strict_bound",
        chapter: pitfalls_of(PART_IV, "`k * k < i` instead of `<=`"),
        run: |_, input| {
            let n = pile(input)?;
            let wins = iv::pitfalls::win_table_strict_bound(n).ok()?;
            Some(Answer::Bool(wins[n as usize]))
        },
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_iv::pitfalls::win_table_zero_wins",
        chapter: pitfalls_of(PART_IV, "The empty pile counted as a win"),
        run: |_, input| {
            let n = pile(input)?;
            let wins = iv::pitfalls::win_table_zero_wins(n).ok()?;
            Some(Answer::Bool(wins[n as usize]))
        },
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_v::pitfalls::ties_keep_the_left_part",
        chapter: pitfalls_of(PART_V, "On a tie, always keeping the left part"),
        run: |_, input| number(v::pitfalls::ties_keep_the_left_part(&input.counts()?)),
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_v::pitfalls::most_balanced_cut",
        chapter: pitfalls_of(PART_V, "The most balanced cut"),
        run: |_, input| number(v::pitfalls::most_balanced_cut(&input.counts()?)),
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_v::pitfalls::sums_in_32_bits",
        chapter: pitfalls_of(PART_V, "Sums in 32 bits"),
        run: |_, input| number(v::pitfalls::sums_in_32_bits(&input.counts()?)),
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_vi::pitfalls::greedy_own_value",
        chapter: pitfalls_of(PART_VI, "Greedy by your own value"),
        run: |_, input| {
            let (a, b) = input.both_counts()?;
            sign(vi::pitfalls::greedy_own_value(&a, &b).ok()?)
        },
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_vi::pitfalls::greedy_by_gap",
        chapter: pitfalls_of(PART_VI, "Greedy by the gap"),
        run: |_, input| {
            let (a, b) = input.both_counts()?;
            sign(vi::pitfalls::greedy_by_gap(&a, &b).ok()?)
        },
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_vi::pitfalls::greedy_deny",
        chapter: pitfalls_of(PART_VI, "Greedy by the other's value"),
        run: |_, input| {
            let (a, b) = input.both_counts()?;
            sign(vi::pitfalls::greedy_deny(&a, &b).ok()?)
        },
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_vi::pitfalls::sums_in_32_bits",
        chapter: pitfalls_of(PART_VI, "Sums in 32 bits"),
        run: |_, input| {
            let (a, b) = input.both_counts()?;
            sign(vi::pitfalls::sums_in_32_bits(&a, &b).ok()?)
        },
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_vii::pitfalls::remove_smaller_end",
        chapter: pitfalls_of(PART_VII, "Removing the smaller end"),
        run: |_, input| number(vii::pitfalls::remove_smaller_end(&input.counts()?)),
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_vii::pitfalls::memo_zero_means_unsolved",
        chapter: pitfalls_of(PART_VII, "Zero as \"not computed yet\""),
        run: |_, input| {
            let found = vii::pitfalls::memo_zero_means_unsolved(&input.counts()?);
            number(found.map(|(difference, _calls)| difference))
        },
        longest: vii::book::MAX_ZERO_MEMO_LEN,
    },
    Entry {
        function: "stone_game_vii::pitfalls::sums_in_32_bits",
        chapter: pitfalls_of(PART_VII, "Sums in 32 bits"),
        run: |_, input| number(vii::pitfalls::sums_in_32_bits(&input.counts()?)),
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_viii::pitfalls::answer_at_index_zero",
        chapter: pitfalls_of(PART_VIII, "The answer read at index 0"),
        run: |_, input| number(viii::pitfalls::answer_at_index_zero(input.row()?)),
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_viii::pitfalls::take_everything",
        chapter: pitfalls_of(PART_VIII, "Take everything now"),
        run: |_, input| number(viii::pitfalls::take_everything(input.row()?)),
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_viii::pitfalls::prefix_sums_in_32_bits",
        chapter: pitfalls_of(PART_VIII, "Prefix sums in 32 bits"),
        run: |_, input| number(viii::pitfalls::prefix_sums_in_32_bits(input.row()?)),
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_ix::pitfalls::alice_wins_stuck_player_loses",
        chapter: pitfalls_of(PART_IX, "Forgetting that Bob wins when the stones run out"),
        run: |_, input| {
            yes_or_no(ix::pitfalls::alice_wins_stuck_player_loses(
                &input.counts()?,
            ))
        },
        longest: ix::book::MAX_GAME_TREE_LEN,
    },
    Entry {
        function: "stone_game_ix::pitfalls::alice_wins_ignoring_parity",
        chapter: pitfalls_of(PART_IX, "Ignoring the parity of $c_0$"),
        run: |_, input| yes_or_no(ix::pitfalls::alice_wins_ignoring_parity(&input.counts()?)),
        longest: EVERYTHING,
    },
    Entry {
        function: "stone_game_ix::pitfalls::alice_wins_difference_of_two",
        chapter: pitfalls_of(PART_IX, "\"Differ by 2\" for \"differ by 3\""),
        run: |_, input| yes_or_no(ix::pitfalls::alice_wins_difference_of_two(&input.counts()?)),
        longest: EVERYTHING,
    },
];

/// Stone Game IV's pile, as the crate takes it; `None` for another input.
fn pile(input: &Input) -> Option<u64> {
    let &Input::Number(n) = input else {
        return None;
    };
    u64::try_from(n).ok()
}

/// Every pitfall of the crate for `problem`, wrapped in LeetCode's types:
/// those of `PITFALLS` whose section is in `problem`'s part. Those that
/// are not wrong within LeetCode's constraints are never named, since they
/// answer rightly.
pub fn pitfalls(problem: Problem) -> Vec<Pitfall> {
    let part = problem.opening().part;
    PITFALLS
        .iter()
        .filter(|entry| entry.chapter.part == part)
        .map(|entry| Pitfall {
            function: entry.function,
            chapter: entry.chapter,
            problem,
            run: entry.run,
            longest: entry.longest,
        })
        .collect()
}
