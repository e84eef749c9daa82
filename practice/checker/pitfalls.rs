//! The crate's pitfalls, each in LeetCode's types, with the section of the
//! book that explains it: a wrong answer that is a pitfall's is named.

use std::cmp::Ordering;

use stone_games::{stone_game_ix as ix, stone_game_vii as vii};

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

/// An [`Entry`] for the crate's function `$game::pitfalls::$name`, its
/// path written once: the name the report gives is the function it runs,
/// which the closure calls as `pitfall`.
macro_rules! entry {
    (
        $game:ident::pitfalls::$name:ident,
        $chapter:expr,
        $longest:expr,
        |$problem:pat_param, $input:ident, $pitfall:ident| $run:expr $(,)?
    ) => {
        Entry {
            function: concat!(stringify!($game), "::pitfalls::", stringify!($name)),
            chapter: $chapter,
            run: |$problem, $input| {
                let $pitfall = stone_games::$game::pitfalls::$name;
                $run
            },
            longest: $longest,
        }
    };
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
    entry! {
        stone_game::pitfalls::adds_instead_of_subtracts,
        pitfalls_of(PART_I, "Adding instead of subtracting"),
        EVERYTHING,
        |problem, input, pitfall| {
            let found = pitfall(&input.counts()?);
            verdict(problem, found.ok()?)
        },
    },
    entry! {
        stone_game::pitfalls::fills_row_major,
        pitfalls_of(PART_I, "Filling the table row by row"),
        EVERYTHING,
        |problem, input, pitfall| {
            let found = pitfall(&input.counts()?);
            verdict(problem, found.ok()?)
        },
    },
    entry! {
        stone_game::pitfalls::rolling_row_right_to_left,
        Chapter {
            part: "Part I",
            title: "Less memory",
            path: "stone-game/rolling-row.md",
            heading: Some("Why the order of the loops matters"),
        },
        EVERYTHING,
        |problem, input, pitfall| {
            let found = pitfall(&input.counts()?);
            verdict(problem, found.ok()?)
        },
    },
    entry! {
        stone_game::pitfalls::memo_zero_means_unsolved,
        pitfalls_of(PART_I, "Zero as \"not computed yet\""),
        20,
        |problem, input, pitfall| {
            let found = pitfall(&input.counts()?);
            verdict(problem, found.ok()?.0)
        },
    },
    entry! {
        stone_game::pitfalls::scores_turn_forgotten,
        pitfalls_of(PART_I, "Tracking both scores"),
        EVERYTHING,
        |problem, input, pitfall| {
            let scores = pitfall(&input.counts()?);
            let scores = scores.ok()?;
            verdict(problem, scores.alice as i64 - scores.bob as i64)
        },
    },
    entry! {
        stone_game_ii::pitfalls::m_becomes_x,
        pitfalls_of(PART_II, "M becomes X"),
        20,
        |_, input, pitfall| number(pitfall(&input.counts()?)),
    },
    entry! {
        stone_game_ii::pitfalls::takes_up_to_m,
        pitfalls_of(PART_II, "Up to M piles instead of 2M"),
        20,
        |_, input, pitfall| number(pitfall(&input.counts()?)),
    },
    entry! {
        stone_game_ii::pitfalls::leaf_test_strict,
        pitfalls_of(PART_II, LEAF_TEST),
        EVERYTHING,
        |_, input, pitfall| number(pitfall(&input.counts()?)),
    },
    entry! {
        stone_game_ii::pitfalls::leaf_test_forgotten,
        pitfalls_of(PART_II, LEAF_TEST),
        EVERYTHING,
        |_, input, pitfall| number(pitfall(&input.counts()?)),
    },
    entry! {
        stone_game_ii::pitfalls::memo_m_sized_half,
        pitfalls_of(PART_II, "The memo one column short"),
        EVERYTHING,
        |_, input, pitfall| number(pitfall(&input.counts()?)),
    },
    entry! {
        stone_game_ii::pitfalls::memo_zero_means_unsolved,
        pitfalls_of(PART_II, "Zero as \"not solved yet\""),
        20,
        |_, input, pitfall| {
            let found = pitfall(&input.counts()?);
            number(found.map(|(stones, _calls)| stones))
        },
    },
    entry! {
        stone_game_iii::pitfalls::max_starts_at_zero,
        pitfalls_of(PART_III, "The maximum starts at 0"),
        EVERYTHING,
        |_, input, pitfall| {
            pitfall(input.row()?)
                .ok()
                .and_then(winner)
        },
    },
    entry! {
        stone_game_iii::pitfalls::greedy_take_while_positive,
        pitfalls_of(PART_III, "Greedy: take while positive"),
        EVERYTHING,
        |_, input, pitfall| {
            pitfall(input.row()?)
                .ok()
                .and_then(winner)
        },
    },
    entry! {
        stone_game_iii::pitfalls::two_arrays_drift,
        pitfalls_of(PART_III, "Two arrays that drift"),
        EVERYTHING,
        |_, input, pitfall| {
            let (alice, bob) = pitfall(input.row()?).ok()?;
            winner(alice - bob)
        },
    },
    entry! {
        stone_game_iii::pitfalls::sums_in_32_bits,
        pitfalls_of(PART_III, "Sums in 32 bits"),
        EVERYTHING,
        |_, input, pitfall| {
            let difference = pitfall(input.row()?);
            winner(i64::from(difference.ok()?))
        },
    },
    entry! {
        stone_game_iv::pitfalls::win_table_strict_bound,
        pitfalls_of(PART_IV, "`k * k < i` instead of `<=`"),
        EVERYTHING,
        |_, input, pitfall| {
            let n = pile(input)?;
            let wins = pitfall(n).ok()?;
            Some(Answer::Bool(wins[n as usize]))
        },
    },
    entry! {
        stone_game_iv::pitfalls::win_table_zero_wins,
        pitfalls_of(PART_IV, "The empty pile counted as a win"),
        EVERYTHING,
        |_, input, pitfall| {
            let n = pile(input)?;
            let wins = pitfall(n).ok()?;
            Some(Answer::Bool(wins[n as usize]))
        },
    },
    entry! {
        stone_game_v::pitfalls::ties_keep_the_left_part,
        pitfalls_of(PART_V, "On a tie, always keeping the left part"),
        EVERYTHING,
        |_, input, pitfall| number(pitfall(&input.counts()?)),
    },
    entry! {
        stone_game_v::pitfalls::most_balanced_cut,
        pitfalls_of(PART_V, "The most balanced cut"),
        EVERYTHING,
        |_, input, pitfall| number(pitfall(&input.counts()?)),
    },
    entry! {
        stone_game_v::pitfalls::sums_in_32_bits,
        pitfalls_of(PART_V, "Sums in 32 bits"),
        EVERYTHING,
        |_, input, pitfall| number(pitfall(&input.counts()?)),
    },
    entry! {
        stone_game_vi::pitfalls::greedy_own_value,
        pitfalls_of(PART_VI, "Greedy by your own value"),
        EVERYTHING,
        |_, input, pitfall| {
            let (a, b) = input.both_counts()?;
            sign(pitfall(&a, &b).ok()?)
        },
    },
    entry! {
        stone_game_vi::pitfalls::greedy_by_gap,
        pitfalls_of(PART_VI, "Greedy by the gap"),
        EVERYTHING,
        |_, input, pitfall| {
            let (a, b) = input.both_counts()?;
            sign(pitfall(&a, &b).ok()?)
        },
    },
    entry! {
        stone_game_vi::pitfalls::greedy_deny,
        pitfalls_of(PART_VI, "Greedy by the other's value"),
        EVERYTHING,
        |_, input, pitfall| {
            let (a, b) = input.both_counts()?;
            sign(pitfall(&a, &b).ok()?)
        },
    },
    entry! {
        stone_game_vi::pitfalls::sums_in_32_bits,
        pitfalls_of(PART_VI, "Sums in 32 bits"),
        EVERYTHING,
        |_, input, pitfall| {
            let (a, b) = input.both_counts()?;
            sign(pitfall(&a, &b).ok()?)
        },
    },
    entry! {
        stone_game_vii::pitfalls::remove_smaller_end,
        pitfalls_of(PART_VII, "Removing the smaller end"),
        EVERYTHING,
        |_, input, pitfall| number(pitfall(&input.counts()?)),
    },
    entry! {
        stone_game_vii::pitfalls::memo_zero_means_unsolved,
        pitfalls_of(PART_VII, "Zero as \"not computed yet\""),
        vii::book::MAX_ZERO_MEMO_LEN,
        |_, input, pitfall| {
            let found = pitfall(&input.counts()?);
            number(found.map(|(difference, _calls)| difference))
        },
    },
    entry! {
        stone_game_vii::pitfalls::sums_in_32_bits,
        pitfalls_of(PART_VII, "Sums in 32 bits"),
        EVERYTHING,
        |_, input, pitfall| number(pitfall(&input.counts()?)),
    },
    entry! {
        stone_game_viii::pitfalls::answer_at_index_zero,
        pitfalls_of(PART_VIII, "The answer read at index 0"),
        EVERYTHING,
        |_, input, pitfall| number(pitfall(input.row()?)),
    },
    entry! {
        stone_game_viii::pitfalls::take_everything,
        pitfalls_of(PART_VIII, "Take everything now"),
        EVERYTHING,
        |_, input, pitfall| number(pitfall(input.row()?)),
    },
    entry! {
        stone_game_viii::pitfalls::prefix_sums_in_32_bits,
        pitfalls_of(PART_VIII, "Prefix sums in 32 bits"),
        EVERYTHING,
        |_, input, pitfall| number(pitfall(input.row()?)),
    },
    entry! {
        stone_game_ix::pitfalls::alice_wins_stuck_player_loses,
        pitfalls_of(PART_IX, "Forgetting that Bob wins when the stones run out"),
        ix::book::MAX_GAME_TREE_LEN,
        |_, input, pitfall| {
            yes_or_no(pitfall(
                &input.counts()?,
            ))
        },
    },
    entry! {
        stone_game_ix::pitfalls::alice_wins_ignoring_parity,
        pitfalls_of(PART_IX, "Ignoring the parity of $c_0$"),
        EVERYTHING,
        |_, input, pitfall| yes_or_no(pitfall(&input.counts()?)),
    },
    entry! {
        stone_game_ix::pitfalls::alice_wins_difference_of_two,
        pitfalls_of(PART_IX, "\"Differ by 2\" for \"differ by 3\""),
        EVERYTHING,
        |_, input, pitfall| yes_or_no(pitfall(&input.counts()?)),
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
