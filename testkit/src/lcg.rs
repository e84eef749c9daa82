//! The two linear congruential generators: both multiply by the constant of
//! Knuth's MMIX, and they differ in the increment and in the bits they hand
//! out.

/// MMIX's multiplier, the one both generators share.
const MULTIPLIER: u64 = 6_364_136_223_846_793_005;

/// One step of either generator: `state` times [`MULTIPLIER`], plus its
/// `increment`, modulo 2⁶⁴; the new state.
fn step(state: &mut u64, increment: u64) -> u64 {
    *state = state.wrapping_mul(MULTIPLIER).wrapping_add(increment);
    *state
}

/// The crate's tests' reproducible random numbers: a linear congruential
/// generator with Knuth's MMIX multiplier and an increment of 1, the same
/// stream for the same seed on every run. Not for anything that needs real
/// randomness.
///
/// ```
/// use stone_games_testkit::Lcg;
///
/// let mut random = Lcg::new(1);
/// assert_eq!(random.next_u64(), 6_364_136_223_846_793_005 + 1);
/// assert_eq!(Lcg::new(3).values(50), Lcg::new(3).values(50));
/// assert_ne!(Lcg::new(3).values(50), Lcg::new(4).values(50));
/// ```
#[derive(Clone, Debug)]
pub struct Lcg(u64);

impl Lcg {
    /// The stream that starts from `seed`.
    ///
    /// ```
    /// use stone_games_testkit::Lcg;
    ///
    /// assert_eq!(Lcg::new(0).next_u64(), 1);
    /// ```
    #[must_use]
    pub fn new(seed: u64) -> Lcg {
        Lcg(seed)
    }

    /// The next number of the stream (its low bits repeat quickly: use the
    /// high ones).
    ///
    /// ```
    /// use stone_games_testkit::Lcg;
    ///
    /// let mut random = Lcg::new(0);
    /// assert_eq!(random.next_u64(), 1);
    /// assert_eq!(random.next_u64(), 6_364_136_223_846_793_006);
    /// ```
    pub fn next_u64(&mut self) -> u64 {
        step(&mut self.0, 1)
    }

    /// `n` values spread over the whole range of an `i32` (the high 32 bits
    /// of each number).
    ///
    /// ```
    /// use stone_games_testkit::Lcg;
    ///
    /// let values = Lcg::new(3).values(1_000);
    /// assert!(values.iter().any(|&v| v < 0));
    /// assert!(values.iter().any(|&v| v > 0));
    /// ```
    pub fn values(&mut self, n: usize) -> Vec<i32> {
        (0..n).map(|_| (self.next_u64() >> 32) as i32).collect()
    }

    /// `n` piles of 1 to `max` stones, for a `max` of 1 to 2²⁴: each pile
    /// comes from 24 bits of a draw, so a larger `max` would never reach
    /// its top.
    ///
    /// # Panics
    ///
    /// If `max` is 0 or above 2²⁴.
    ///
    /// ```
    /// use stone_games_testkit::Lcg;
    ///
    /// let piles = Lcg::new(5).piles(1_000, 20);
    /// assert!(piles.iter().all(|p| (1..=20).contains(p)));
    /// assert!((1..=20).all(|p| piles.contains(&p)));
    /// ```
    pub fn piles(&mut self, n: usize, max: u32) -> Vec<u32> {
        assert!(
            (1..=1 << 24).contains(&max),
            "piles takes a max of 1 to 2^24, not {max}: each pile comes from 24 \
             bits of a draw"
        );
        (0..n)
            .map(|_| (self.next_u64() >> 40) as u32 % max + 1)
            .collect()
    }

    /// A row of `n` values from 0 to `max`, both included: what a game whose
    /// piles may be empty (or whose stones may be worth nothing) is fed.
    ///
    /// ```
    /// use stone_games_testkit::Lcg;
    ///
    /// let row = Lcg::new(5).row(1_000, 3);
    /// assert_eq!(row.len(), 1_000);
    /// assert!((0..=3).all(|v| row.contains(&v)));
    /// assert!(row.iter().all(|&v| v <= 3));
    /// ```
    pub fn row(&mut self, n: usize, max: u32) -> Vec<u32> {
        let values = u64::from(max) + 1;
        // The remainder is below `values`, which is at most 2³², so it fits.
        (0..n)
            .map(|_| ((self.next_u64() >> 32) % values) as u32)
            .collect()
    }
}

/// Knuth's MMIX linear congruential generator (his multiplier and
/// increment): the stream of the benchmarks' rows ([`random_row`]) and of
/// the wide rows of the benchmark `stone_game_vi`. It hands out the whole
/// state; its users keep the high bits.
///
/// ```
/// use stone_games_testkit::MmixLcg;
///
/// let mut random = MmixLcg::new(0);
/// assert_eq!(random.next_u64(), 1_442_695_040_888_963_407);
/// ```
#[derive(Clone, Debug)]
pub struct MmixLcg(u64);

impl MmixLcg {
    /// The stream that starts from `seed`.
    ///
    /// ```
    /// use stone_games_testkit::MmixLcg;
    ///
    /// let (mut a, mut b) = (MmixLcg::new(9), MmixLcg::new(9));
    /// assert_eq!(a.next_u64(), b.next_u64());
    /// ```
    #[must_use]
    pub fn new(seed: u64) -> MmixLcg {
        MmixLcg(seed)
    }

    /// The next number of the stream (its low bits repeat quickly: use the
    /// high ones).
    ///
    /// ```
    /// use stone_games_testkit::MmixLcg;
    ///
    /// let mut random = MmixLcg::new(1);
    /// let expected = 6_364_136_223_846_793_005_u64
    ///     .wrapping_add(1_442_695_040_888_963_407);
    /// assert_eq!(random.next_u64(), expected);
    /// ```
    pub fn next_u64(&mut self) -> u64 {
        step(&mut self.0, 1_442_695_040_888_963_407)
    }
}

/// The seed of the rows that Stone Games II, V and VIII's benchmarks time:
/// one seed for three games, whose rows differ in their range of values.
pub const BENCHMARK_SEED: u64 = 0x2545_F491_4F6C_DD1D;

/// How one game's rows are made: [`random_row`]'s seed and range of values.
///
/// Each game has one recipe, which its benchmark (`code/benches/`, the first
/// row of each pool), its profiling example (`code/examples/`) and its limits'
/// cases (`figures/src/record/limits/part_*.rs`) all take, so that they run the same
/// rows. The recorded data depend on these values.
///
/// ```
/// use stone_games_testkit::{random_row, STONE_GAME_VII_ROWS};
///
/// let stones: Vec<u32> = STONE_GAME_VII_ROWS.row(1_000);
/// assert!(stones.iter().all(|v| (1..=1_000).contains(v))); // LeetCode's
/// let recipe = STONE_GAME_VII_ROWS;
/// assert_eq!(stones, random_row::<u32>(recipe.seed, 1_000, 1, 1_000));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowRecipe {
    /// The seed of [`MmixLcg`]'s stream.
    pub seed: u64,
    /// The smallest value.
    pub lo: i64,
    /// The largest value.
    pub hi: i64,
}

impl RowRecipe {
    /// The row of `n` values: [`random_row`]`(seed, n, lo, hi)`.
    ///
    /// # Panics
    ///
    /// When a value of `lo..=hi` does not fit `T`.
    ///
    /// ```
    /// use stone_games_testkit::STONE_GAME_III_ROWS;
    ///
    /// let values: Vec<i32> = STONE_GAME_III_ROWS.row(5);
    /// assert_eq!(values, STONE_GAME_III_ROWS.row::<i32>(5));
    /// ```
    #[must_use]
    pub fn row<T>(&self, n: usize) -> Vec<T>
    where
        T: TryFrom<i64>,
        T::Error: std::fmt::Debug,
    {
        random_row(self.seed, n, self.lo, self.hi)
    }

    /// Stone Game VI's two rows of `n` values: one row of 2n, Alice's the
    /// first n and Bob's the rest.
    ///
    /// # Panics
    ///
    /// When a value of `lo..=hi` does not fit `T`.
    ///
    /// ```
    /// use stone_games_testkit::STONE_GAME_VI_ROWS;
    ///
    /// let (alice, bob): (Vec<u32>, Vec<u32>) = STONE_GAME_VI_ROWS.pair(3);
    /// let row: Vec<u32> = STONE_GAME_VI_ROWS.row(6);
    /// assert_eq!((&alice[..], &bob[..]), row.split_at(3));
    /// ```
    #[must_use]
    pub fn pair<T>(&self, n: usize) -> (Vec<T>, Vec<T>)
    where
        T: TryFrom<i64>,
        T::Error: std::fmt::Debug,
    {
        let mut alice = self.row(2 * n);
        let bob = alice.split_off(n);
        (alice, bob)
    }
}

/// Stone Game's rows: piles of 1 to 500 stones.
pub const STONE_GAME_ROWS: RowRecipe = RowRecipe {
    seed: 0x9E37_79B9_7F4A_7C15,
    lo: 1,
    hi: 500,
};

/// Stone Game II's rows: piles of 1 to 10,000 stones.
pub const STONE_GAME_II_ROWS: RowRecipe = RowRecipe {
    seed: BENCHMARK_SEED,
    lo: 1,
    hi: 10_000,
};

/// Stone Game III's rows: values of −1,000 to 1,000.
pub const STONE_GAME_III_ROWS: RowRecipe = RowRecipe {
    seed: 0x5851_F42D_4C95_7F2D,
    lo: -1_000,
    hi: 1_000,
};

/// Stone Game V's rows: values of 1 to 10⁶.
pub const STONE_GAME_V_ROWS: RowRecipe = RowRecipe {
    seed: BENCHMARK_SEED,
    lo: 1,
    hi: 1_000_000,
};

/// Stone Game VI's rows: one row of 2n values of 1 to 100 for `n` stones,
/// Alice's values the first n and Bob's the rest.
pub const STONE_GAME_VI_ROWS: RowRecipe = RowRecipe {
    seed: 0x1686_0000_5851_F42D,
    lo: 1,
    hi: 100,
};

/// Stone Game VII's rows: values of 1 to 1,000, LeetCode's. Its benchmark's
/// pool steps the seed by one from row to row.
pub const STONE_GAME_VII_ROWS: RowRecipe = RowRecipe {
    seed: 0x5EED_0007,
    lo: 1,
    hi: 1_000,
};

/// Stone Game VIII's rows: values of −10,000 to 10,000.
pub const STONE_GAME_VIII_ROWS: RowRecipe = RowRecipe {
    seed: BENCHMARK_SEED,
    lo: -10_000,
    hi: 10_000,
};

/// Stone Game IX's rows: values of 1 to 10,000.
pub const STONE_GAME_IX_ROWS: RowRecipe = RowRecipe {
    seed: 0x2029_2029_9E37_79B9,
    lo: 1,
    hi: 10_000,
};

/// The benchmarks' reproducible row of `n` numbers from `lo` to `hi`: the
/// high bits of [`MmixLcg`] from `seed`, the same row on every run. The
/// benchmarks (`code/benches/common`), the examples that profile one method
/// on the very rows the benchmarks time, the tests of `examples/play/` and
/// the limits' cases (`figures/src/record/limits/part_*.rs`) take their rows from
/// it.
///
/// # Panics
///
/// When a number of `lo..=hi` does not fit `T`.
///
/// ```
/// use stone_games_testkit::random_row;
///
/// let row: Vec<i32> = random_row(0x5EED, 1_000, -3, 3);
/// assert_eq!(row.len(), 1_000);
/// assert!(row.iter().all(|v| (-3..=3).contains(v)));
/// assert_eq!(row, random_row::<i32>(0x5EED, 1_000, -3, 3));
/// ```
#[must_use]
pub fn random_row<T>(seed: u64, n: usize, lo: i64, hi: i64) -> Vec<T>
where
    T: TryFrom<i64>,
    T::Error: std::fmt::Debug,
{
    let width = (hi - lo + 1) as u64;
    let mut random = MmixLcg::new(seed);
    (0..n)
        .map(|_| {
            let value = lo + ((random.next_u64() >> 33) % width) as i64;
            T::try_from(value).expect("lo..=hi fits the row's type")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::Lcg;

    #[test]
    fn piles_reach_a_max_of_two_to_the_24() {
        let max = 1 << 24;
        let piles = Lcg::new(7).piles(100_000, max);
        assert!(piles.iter().all(|p| (1..=max).contains(p)));
        assert!(piles.iter().any(|&p| p > max - max / 100));
    }

    #[test]
    #[should_panic(expected = "piles takes a max of 1 to 2^24, not 16777217")]
    fn piles_refuse_a_max_they_could_not_reach() {
        Lcg::new(7).piles(1, (1 << 24) + 1);
    }
}
