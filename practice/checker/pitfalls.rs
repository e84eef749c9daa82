//! The crate's pitfalls, each in LeetCode's types, with the section of the
//! book that explains it: a wrong answer that is a pitfall's is named.

use std::cmp::Ordering;

use stone_games::{
    stone_game as i, stone_game_ii as ii, stone_game_iii as iii,
    stone_game_iv as iv, stone_game_ix as ix, stone_game_v as v,
    stone_game_vi as vi, stone_game_vii as vii, stone_game_viii as viii,
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

/// A section of a chapter of `part`.
fn section(
    part: &'static str,
    title: &'static str,
    path: &'static str,
    heading: &'static str,
) -> Chapter {
    Chapter {
        part,
        title,
        path,
        heading: Some(heading),
    }
}

/// Every pitfall of the crate for `problem`, wrapped in LeetCode's types:
/// those that are wrong within LeetCode's constraints, and those that are
/// not (the memos that only cost time, the 32-bit sums that LeetCode's
/// values never overflow), which are never named since they answer rightly.
pub fn pitfalls(problem: Problem) -> Vec<Pitfall> {
    let p = |function, chapter, run, longest| Pitfall {
        function,
        chapter,
        problem,
        run,
        longest,
    };
    let everything = usize::MAX;
    match problem {
        Problem::StoneGame | Problem::PredictTheWinner => {
            let pitfalls = |heading| {
                section("Part I", "Pitfalls", "stone-game/pitfalls.md", heading)
            };
            vec![
                p(
                    "stone_game::pitfalls::adds_instead_of_subtracts",
                    pitfalls("Adding instead of subtracting"),
                    |problem, input| {
                        let found = i::pitfalls::adds_instead_of_subtracts(
                            &input.counts()?,
                        );
                        verdict(problem, found.ok()?)
                    },
                    everything,
                ),
                p(
                    "stone_game::pitfalls::fills_row_major",
                    pitfalls("Filling the table row by row"),
                    |problem, input| {
                        let found =
                            i::pitfalls::fills_row_major(&input.counts()?);
                        verdict(problem, found.ok()?)
                    },
                    everything,
                ),
                p(
                    "stone_game::pitfalls::rolling_row_right_to_left",
                    section(
                        "Part I",
                        "Less memory",
                        "stone-game/rolling-row.md",
                        "Why the order of the loops matters",
                    ),
                    |problem, input| {
                        let found = i::pitfalls::rolling_row_right_to_left(
                            &input.counts()?,
                        );
                        verdict(problem, found.ok()?)
                    },
                    everything,
                ),
                p(
                    "stone_game::pitfalls::memo_zero_means_unsolved",
                    pitfalls("Zero as \"not computed yet\""),
                    |problem, input| {
                        let found = i::pitfalls::memo_zero_means_unsolved(
                            &input.counts()?,
                        );
                        verdict(problem, found.ok()?.0)
                    },
                    20,
                ),
                p(
                    "stone_game::pitfalls::scores_turn_forgotten",
                    pitfalls("Tracking both scores"),
                    |problem, input| {
                        let scores = i::pitfalls::scores_turn_forgotten(
                            &input.counts()?,
                        );
                        let scores = scores.ok()?;
                        let difference =
                            scores.alice as i64 - scores.bob as i64;
                        verdict(problem, difference)
                    },
                    everything,
                ),
            ]
        }
        Problem::StoneGameII => {
            let pitfalls = |heading| {
                section(
                    "Part II",
                    "Pitfalls",
                    "stone-game-ii/pitfalls.md",
                    heading,
                )
            };
            vec![
                p(
                    "stone_game_ii::pitfalls::m_becomes_x",
                    pitfalls("M becomes X"),
                    |_, input| {
                        number(ii::pitfalls::m_becomes_x(&input.counts()?))
                    },
                    20,
                ),
                p(
                    "stone_game_ii::pitfalls::takes_up_to_m",
                    pitfalls("Up to M piles instead of 2M"),
                    |_, input| {
                        number(ii::pitfalls::takes_up_to_m(&input.counts()?))
                    },
                    20,
                ),
                p(
                    "stone_game_ii::pitfalls::leaf_test_strict",
                    pitfalls(
                        "The leaf test: `>` instead of `>=`, or none at all",
                    ),
                    |_, input| {
                        number(ii::pitfalls::leaf_test_strict(&input.counts()?))
                    },
                    everything,
                ),
                p(
                    "stone_game_ii::pitfalls::leaf_test_forgotten",
                    pitfalls(
                        "The leaf test: `>` instead of `>=`, or none at all",
                    ),
                    |_, input| {
                        number(ii::pitfalls::leaf_test_forgotten(
                            &input.counts()?,
                        ))
                    },
                    everything,
                ),
                p(
                    "stone_game_ii::pitfalls::memo_m_sized_half",
                    pitfalls("The memo one column short"),
                    |_, input| {
                        number(ii::pitfalls::memo_m_sized_half(
                            &input.counts()?,
                        ))
                    },
                    everything,
                ),
                p(
                    "stone_game_ii::pitfalls::memo_zero_means_unsolved",
                    pitfalls("Zero as \"not solved yet\""),
                    |_, input| {
                        let found = ii::pitfalls::memo_zero_means_unsolved(
                            &input.counts()?,
                        );
                        number(found.map(|(stones, _calls)| stones))
                    },
                    20,
                ),
            ]
        }
        Problem::StoneGameIII => {
            let pitfalls = |heading| {
                section(
                    "Part III",
                    "Pitfalls",
                    "stone-game-iii/pitfalls.md",
                    heading,
                )
            };
            vec![
                p(
                    "stone_game_iii::pitfalls::max_starts_at_zero",
                    pitfalls("The maximum starts at 0"),
                    |_, input| {
                        iii::pitfalls::max_starts_at_zero(input.row()?)
                            .ok()
                            .and_then(winner)
                    },
                    everything,
                ),
                p(
                    "stone_game_iii::pitfalls::greedy_take_while_positive",
                    pitfalls("Greedy: take while positive"),
                    |_, input| {
                        iii::pitfalls::greedy_take_while_positive(input.row()?)
                            .ok()
                            .and_then(winner)
                    },
                    everything,
                ),
                p(
                    "stone_game_iii::pitfalls::two_arrays_drift",
                    pitfalls("Two arrays that drift"),
                    |_, input| {
                        let (alice, bob) =
                            iii::pitfalls::two_arrays_drift(input.row()?)
                                .ok()?;
                        winner(alice - bob)
                    },
                    everything,
                ),
                p(
                    "stone_game_iii::pitfalls::sums_in_32_bits",
                    pitfalls("Sums in 32 bits"),
                    |_, input| {
                        let difference =
                            iii::pitfalls::sums_in_32_bits(input.row()?);
                        winner(i64::from(difference.ok()?))
                    },
                    everything,
                ),
            ]
        }
        Problem::StoneGameIV => {
            let pitfalls = |heading| {
                section(
                    "Part IV",
                    "Pitfalls",
                    "stone-game-iv/pitfalls.md",
                    heading,
                )
            };
            vec![
                p(
                    "stone_game_iv::pitfalls::win_table_strict_bound",
                    pitfalls("`k * k < i` instead of `<=`"),
                    |_, input| {
                        let &Input::Number(n) = input else {
                            return None;
                        };
                        let n = u64::try_from(n).ok()?;
                        let wins =
                            iv::pitfalls::win_table_strict_bound(n).ok()?;
                        Some(Answer::Bool(wins[n as usize]))
                    },
                    everything,
                ),
                p(
                    "stone_game_iv::pitfalls::win_table_zero_wins",
                    pitfalls("The empty pile counted as a win"),
                    |_, input| {
                        let &Input::Number(n) = input else {
                            return None;
                        };
                        let n = u64::try_from(n).ok()?;
                        let wins = iv::pitfalls::win_table_zero_wins(n).ok()?;
                        Some(Answer::Bool(wins[n as usize]))
                    },
                    everything,
                ),
            ]
        }
        Problem::StoneGameV => {
            let pitfalls = |heading| {
                section(
                    "Part V",
                    "Pitfalls",
                    "stone-game-v/pitfalls.md",
                    heading,
                )
            };
            vec![
                p(
                    "stone_game_v::pitfalls::ties_keep_the_left_part",
                    pitfalls("On a tie, always keeping the left part"),
                    |_, input| {
                        number(v::pitfalls::ties_keep_the_left_part(
                            &input.counts()?,
                        ))
                    },
                    everything,
                ),
                p(
                    "stone_game_v::pitfalls::most_balanced_cut",
                    pitfalls("The most balanced cut"),
                    |_, input| {
                        number(v::pitfalls::most_balanced_cut(&input.counts()?))
                    },
                    everything,
                ),
                p(
                    "stone_game_v::pitfalls::sums_in_32_bits",
                    pitfalls("Sums in 32 bits"),
                    |_, input| {
                        number(v::pitfalls::sums_in_32_bits(&input.counts()?))
                    },
                    everything,
                ),
            ]
        }
        Problem::StoneGameVI => {
            let pitfalls = |heading| {
                section(
                    "Part VI",
                    "Pitfalls",
                    "stone-game-vi/pitfalls.md",
                    heading,
                )
            };
            vec![
                p(
                    "stone_game_vi::pitfalls::greedy_own_value",
                    pitfalls("Greedy by your own value"),
                    |_, input| {
                        let (a, b) = input.both_counts()?;
                        sign(vi::pitfalls::greedy_own_value(&a, &b).ok()?)
                    },
                    everything,
                ),
                p(
                    "stone_game_vi::pitfalls::greedy_by_gap",
                    pitfalls("Greedy by the gap"),
                    |_, input| {
                        let (a, b) = input.both_counts()?;
                        sign(vi::pitfalls::greedy_by_gap(&a, &b).ok()?)
                    },
                    everything,
                ),
                p(
                    "stone_game_vi::pitfalls::greedy_deny",
                    pitfalls("Greedy by the other's value"),
                    |_, input| {
                        let (a, b) = input.both_counts()?;
                        sign(vi::pitfalls::greedy_deny(&a, &b).ok()?)
                    },
                    everything,
                ),
                p(
                    "stone_game_vi::pitfalls::sums_in_32_bits",
                    pitfalls("Sums in 32 bits"),
                    |_, input| {
                        let (a, b) = input.both_counts()?;
                        sign(vi::pitfalls::sums_in_32_bits(&a, &b).ok()?)
                    },
                    everything,
                ),
            ]
        }
        Problem::StoneGameVII => {
            let pitfalls = |heading| {
                section(
                    "Part VII",
                    "Pitfalls",
                    "stone-game-vii/pitfalls.md",
                    heading,
                )
            };
            vec![
                p(
                    "stone_game_vii::pitfalls::remove_smaller_end",
                    pitfalls("Removing the smaller end"),
                    |_, input| {
                        number(vii::pitfalls::remove_smaller_end(
                            &input.counts()?,
                        ))
                    },
                    everything,
                ),
                p(
                    "stone_game_vii::pitfalls::memo_zero_means_unsolved",
                    pitfalls("Zero as \"not computed yet\""),
                    |_, input| {
                        let found = vii::pitfalls::memo_zero_means_unsolved(
                            &input.counts()?,
                        );
                        number(found.map(|(difference, _calls)| difference))
                    },
                    vii::MAX_ZERO_MEMO_LEN,
                ),
                p(
                    "stone_game_vii::pitfalls::sums_in_32_bits",
                    pitfalls("Sums in 32 bits"),
                    |_, input| {
                        number(vii::pitfalls::sums_in_32_bits(&input.counts()?))
                    },
                    everything,
                ),
            ]
        }
        Problem::StoneGameVIII => {
            let pitfalls = |heading| {
                section(
                    "Part VIII",
                    "Pitfalls",
                    "stone-game-viii/pitfalls.md",
                    heading,
                )
            };
            vec![
                p(
                    "stone_game_viii::pitfalls::answer_at_index_zero",
                    pitfalls("The answer read at index 0"),
                    |_, input| {
                        number(viii::pitfalls::answer_at_index_zero(
                            input.row()?,
                        ))
                    },
                    everything,
                ),
                p(
                    "stone_game_viii::pitfalls::take_everything",
                    pitfalls("Take everything now"),
                    |_, input| {
                        number(viii::pitfalls::take_everything(input.row()?))
                    },
                    everything,
                ),
                p(
                    "stone_game_viii::pitfalls::prefix_sums_in_32_bits",
                    pitfalls("Prefix sums in 32 bits"),
                    |_, input| {
                        number(viii::pitfalls::prefix_sums_in_32_bits(
                            input.row()?,
                        ))
                    },
                    everything,
                ),
            ]
        }
        Problem::StoneGameIX => {
            let pitfalls = |heading| {
                section(
                    "Part IX",
                    "Pitfalls",
                    "stone-game-ix/pitfalls.md",
                    heading,
                )
            };
            vec![
                p(
                    "stone_game_ix::pitfalls::alice_wins_stuck_player_loses",
                    pitfalls(
                        "Forgetting that Bob wins when the stones run out",
                    ),
                    |_, input| {
                        yes_or_no(ix::pitfalls::alice_wins_stuck_player_loses(
                            &input.counts()?,
                        ))
                    },
                    ix::MAX_GAME_TREE_LEN,
                ),
                p(
                    "stone_game_ix::pitfalls::alice_wins_ignoring_parity",
                    pitfalls("Ignoring the parity of $c_0$"),
                    |_, input| {
                        yes_or_no(ix::pitfalls::alice_wins_ignoring_parity(
                            &input.counts()?,
                        ))
                    },
                    everything,
                ),
                p(
                    "stone_game_ix::pitfalls::alice_wins_difference_of_two",
                    pitfalls("\"Differ by 2\" for \"differ by 3\""),
                    |_, input| {
                        yes_or_no(ix::pitfalls::alice_wins_difference_of_two(
                            &input.counts()?,
                        ))
                    },
                    everything,
                ),
            ]
        }
    }
}
