//! The linear method step by step: the frames of the book's trace figure.

use super::error::{check_len, Error, MAX_TRACE_LEN};
use super::End;
use crate::shared::Player;

/// One step of the linear method
/// ([`score_difference_linear`](super::book::score_difference_linear)), as
/// [`linear_trace`] records it, with the stack or the valley after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinearStep {
    /// Step 1: the value at `index` in the row is read and pushed.
    Push {
        /// Its position in the row, from 0.
        index: usize,
        /// The value pushed.
        value: i128,
        /// The stack after the push, bottom first.
        stack: Vec<i128>,
    },
    /// Step 1: the top three values `[x, y, z]` of the stack are a peak
    /// (`y >= x` and `y >= z`), and are replaced by `x - y + z`.
    Collapse {
        /// The peak, bottom first.
        peak: [i128; 3],
        /// The stack after the collapse: its top is `x - y + z`.
        stack: Vec<i128>,
    },
    /// Step 2: on the valley the stack left, `player` takes the larger end
    /// (the left one on a tie).
    Take {
        /// Who takes it: Alice first, then in turn.
        player: Player,
        /// Which end of what is left of the valley.
        end: End,
        /// Its position in the valley, from 0.
        index: usize,
        /// The value taken.
        value: i128,
        /// Alice's values minus Bob's, so far.
        difference: i128,
    },
}

/// Every step of the linear method on `values`, in order: step 1 pushes each
/// value and collapses every peak as soon as it is on top of the stack; step
/// 2 takes the larger end of the valley, in turn. Step 1 leaves on the stack
/// what [`collapse_peaks`] returns, and the last `Take` has the score
/// difference that [`score_difference_linear_signed`] returns.
///
/// The same loops as the method, with each step's stack kept: for reading
/// and drawing a short row. (A pile may also be a debt, as in
/// [`collapse_peaks`].)
///
/// [`collapse_peaks`]: super::book::collapse_peaks
/// [`score_difference_linear_signed`]: super::book::score_difference_linear_signed
///
/// # Errors
///
/// [`Error::TooLong`] for rows longer than [`MAX_TRACE_LEN`]: every
/// step keeps a copy of the stack.
///
/// ```
/// use stone_games::stone_game::{book::{linear_trace, LinearStep}, Player};
///
/// let steps = linear_trace(&[1, 5, 2])?;
/// // Three pushes; the third makes the peak 1 5 2, which collapses.
/// assert_eq!(
///     steps[3],
///     LinearStep::Collapse { peak: [1, 5, 2], stack: vec![-2] }
/// );
/// // Alice takes the -2 that is left.
/// let LinearStep::Take { player, difference, .. } = &steps[4] else {
///     panic!("step 2 follows step 1")
/// };
/// assert_eq!((*player, *difference), (Player::Alice, -2));
/// # Ok::<(), stone_games::stone_game::Error>(())
/// ```
pub fn linear_trace(values: &[i64]) -> Result<Vec<LinearStep>, Error> {
    check_len("linear_trace", values.len(), MAX_TRACE_LEN)?;
    let mut steps = Vec::new();
    // Step 1, as in `collapse`.
    let mut stack: Vec<i128> = Vec::new();
    for (index, &value) in values.iter().enumerate() {
        let value = i128::from(value);
        stack.push(value);
        steps.push(LinearStep::Push {
            index,
            value,
            stack: stack.clone(),
        });
        while let [.., x, y, z] = stack[..] {
            if y < x || y < z {
                break;
            }
            stack.truncate(stack.len() - 3);
            stack.push(x - y + z);
            steps.push(LinearStep::Collapse {
                peak: [x, y, z],
                stack: stack.clone(),
            });
        }
    }
    // Step 2, as in `take_larger_ends`.
    let valley = stack;
    let (mut lo, mut hi) = (0, valley.len());
    let (mut difference, mut player) = (0, Player::Alice);
    while lo < hi {
        let (end, index) = if valley[lo] >= valley[hi - 1] {
            lo += 1;
            (End::Left, lo - 1)
        } else {
            hi -= 1;
            (End::Right, hi)
        };
        let value = valley[index];
        difference += player.pick(value, -value);
        steps.push(LinearStep::Take {
            player,
            end,
            index,
            value,
            difference,
        });
        player = player.other();
    }
    Ok(steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::testing::{all_rows, small_signed_rows};
    use crate::stone_game::book::{
        collapse_peaks, score_difference_linear, score_difference_linear_signed,
    };

    /// The values of a slice as `i128`, whatever integer type they have.
    fn wide<T: Copy + Into<i128>>(values: &[T]) -> Vec<i128> {
        values.iter().map(|&v| v.into()).collect()
    }

    fn is_peak(top: &[i128]) -> bool {
        matches!(top, [.., x, y, z] if y >= x && y >= z)
    }

    /// The trace of `values`, checked step by step: each step does what its
    /// kind says to the stack before it, no peak stays on top, the stack
    /// ends as `collapse_peaks` leaves it, and the players take the larger
    /// end of it in turn, down to the linear method's answer.
    #[expect(
        clippy::too_many_lines,
        reason = "one check per kind of step, read in the order of the trace"
    )]
    fn check(values: &[i64]) {
        let steps = linear_trace(values).unwrap();
        let mut stack: Vec<i128> = Vec::new();
        let mut pushed = 0;
        let mut k = 0;
        while let Some(LinearStep::Push { .. } | LinearStep::Collapse { .. }) =
            steps.get(k)
        {
            match &steps[k] {
                LinearStep::Push {
                    index,
                    value,
                    stack: after,
                } => {
                    assert_eq!(
                        (*index, *value),
                        (pushed, values[pushed].into())
                    );
                    pushed += 1;
                    stack.push(*value);
                    assert_eq!(after, &stack);
                }
                LinearStep::Collapse { peak, stack: after } => {
                    assert!(is_peak(peak), "{values:?}");
                    assert_eq!(stack.split_off(stack.len() - 3), peak);
                    stack.push(peak[0] - peak[1] + peak[2]);
                    assert_eq!(after, &stack);
                }
                LinearStep::Take { .. } => unreachable!(),
            }
            // A peak on top is collapsed at the next step, and only then.
            let collapses_next =
                matches!(steps.get(k + 1), Some(LinearStep::Collapse { .. }));
            assert_eq!(is_peak(&stack), collapses_next, "{values:?}");
            k += 1;
        }
        assert_eq!(pushed, values.len());
        assert_eq!(stack, wide(&collapse_peaks(values)), "{values:?}");

        let (mut lo, mut hi) = (0, stack.len());
        let (mut player, mut difference) = (Player::Alice, 0);
        for step in &steps[k..] {
            let LinearStep::Take {
                player: who,
                end,
                index,
                value,
                difference: after,
            } = step
            else {
                panic!("step 1 after step 2 on {values:?}");
            };
            assert_eq!(*who, player);
            let larger = if stack[lo] >= stack[hi - 1] {
                End::Left
            } else {
                End::Right
            };
            assert_eq!(*end, larger);
            assert_eq!(Some(*index), end.take(&mut (lo..hi)));
            match end {
                End::Left => lo += 1,
                End::Right => hi -= 1,
            }
            assert_eq!(*value, stack[*index]);
            difference += if player == Player::Alice {
                *value
            } else {
                -value
            };
            assert_eq!(*after, difference);
            player = player.other();
        }
        assert_eq!(lo, hi, "every value of the valley is taken");
        let expected = wide(&[score_difference_linear_signed(values)])[0];
        assert_eq!(difference, expected, "{values:?}");
    }

    #[test]
    fn the_book_row_collapses_twice_and_ends_level() {
        let steps = linear_trace(&[5, 1, 2, 7, 8, 1, 4]).unwrap();
        let collapses: Vec<[i128; 3]> = steps
            .iter()
            .filter_map(|s| match s {
                LinearStep::Collapse { peak, .. } => Some(*peak),
                _ => None,
            })
            .collect();
        assert_eq!(collapses, [[7, 8, 1], [1, 2, 0]]);
        let differences: Vec<i128> = steps
            .iter()
            .filter_map(|s| match s {
                LinearStep::Take { difference, .. } => Some(*difference),
                _ => None,
            })
            .collect();
        assert_eq!(differences, [5, 1, 0]);
        assert_eq!(score_difference_linear(&[5, 1, 2, 7, 8, 1, 4]), Ok(0));
        check(&[5, 1, 2, 7, 8, 1, 4]);
    }

    #[test]
    fn the_trace_is_the_method_on_every_short_row() {
        for len in 0..=8 {
            for row in all_rows(len, 4) {
                let values: Vec<i64> = row.iter().map(|&v| v.into()).collect();
                check(&values);
            }
        }
    }

    #[test]
    fn the_trace_is_the_method_on_signed_rows() {
        // Every row of up to seven values in -3..=3 (zero and debts too).
        for values in small_signed_rows() {
            check(&values);
        }
        check(&[i64::MAX, i64::MIN, i64::MAX, i64::MAX, i64::MIN]);
    }
}
