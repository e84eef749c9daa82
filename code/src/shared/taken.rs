//! The stones taken so far, in a game where a move takes any stone left:
//! what the `Position` and `best_move` of Stone Game VI and IX keep the
//! same way.

/// The stones of a row taken so far: in the order taken, and which.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Taken {
    order: Vec<usize>,   // the stones taken, in order
    is_taken: Vec<bool>, // one flag per stone of the row
}

/// Why a stone cannot be taken. The `Error` of each game that uses
/// [`Taken`] has a variant of each name, with the same fields, and its
/// `refused` gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refused {
    /// The row has no stone `index`: it has `len`.
    NoSuchStone { index: usize, len: usize },
    /// Stone `index` is taken already.
    TakenTwice { index: usize },
}

impl Taken {
    /// None of the `len` stones of a row taken.
    pub(crate) fn none(len: usize) -> Taken {
        Taken {
            order: Vec::with_capacity(len),
            is_taken: vec![false; len],
        }
    }

    /// Takes stone `index`, or says why it cannot be taken.
    pub(crate) fn take(&mut self, index: usize) -> Result<(), Refused> {
        let len = self.is_taken.len();
        match self.is_taken.get(index) {
            None => Err(Refused::NoSuchStone { index, len }),
            Some(true) => Err(Refused::TakenTwice { index }),
            Some(false) => {
                self.is_taken[index] = true;
                self.order.push(index);
                Ok(())
            }
        }
    }

    /// Whether stone `index` (in the row) is taken.
    pub(crate) fn is_taken(&self, index: usize) -> bool {
        self.is_taken[index]
    }

    /// The stones taken, in the order taken.
    pub(crate) fn order(&self) -> &[usize] {
        &self.order
    }

    /// The stones left, in row order.
    pub(crate) fn left(&self) -> impl DoubleEndedIterator<Item = usize> + '_ {
        (0..self.is_taken.len()).filter(|&i| !self.is_taken[i])
    }
}

#[cfg(test)]
mod tests {
    use super::{Refused, Taken};

    #[test]
    fn taking_refuses_a_stone_past_the_row_and_one_taken_before() {
        let mut taken = Taken::none(3);
        assert_eq!(taken.take(2), Ok(()));
        assert_eq!(taken.take(0), Ok(()));
        let past = Refused::NoSuchStone { index: 3, len: 3 };
        assert_eq!(taken.take(3), Err(past));
        assert_eq!(taken.take(2), Err(Refused::TakenTwice { index: 2 }));
        assert_eq!(taken.order(), [2, 0]);
        assert!(taken.is_taken(0) && !taken.is_taken(1));
        assert_eq!(taken.left().collect::<Vec<_>>(), [1]);
    }

    #[test]
    fn the_stones_left_come_in_row_order_from_either_end() {
        let mut taken = Taken::none(6);
        for index in [4, 1] {
            assert_eq!(taken.take(index), Ok(()));
        }
        assert_eq!(taken.left().collect::<Vec<_>>(), [0, 2, 3, 5]);
        assert_eq!(taken.left().rev().collect::<Vec<_>>(), [5, 3, 2, 0]);
        assert_eq!(Taken::none(0).left().count(), 0);
    }
}
