//! SplitMix64, the generator of the try-it fixture and of the practice
//! checker.

/// SplitMix64 (Steele, Lea and Flood's generator, as in Java's
/// `SplittableRandom`): small, fast and the same everywhere, so that the
/// try-it fixture (`figures/src/fixture/try_fixture.rs`) is the same on
/// every machine and the practice checker checks the same inputs on every
/// run. The checker seeds it with its own salt (`practice/checker/inputs.rs`).
///
/// ```
/// use stone_games_testkit::SplitMix64;
///
/// let mut random = SplitMix64::new(0);
/// assert_eq!(random.next_u64(), 0xE220_A839_7B1D_CDAF);
/// ```
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// The stream that starts from `seed`.
    ///
    /// ```
    /// use stone_games_testkit::SplitMix64;
    ///
    /// let (mut a, mut b) = (SplitMix64::new(6), SplitMix64::new(6));
    /// assert_eq!(a.next_u64(), b.next_u64());
    /// ```
    #[must_use]
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next number of the stream.
    ///
    /// ```
    /// use stone_games_testkit::SplitMix64;
    ///
    /// let mut random = SplitMix64::new(0);
    /// assert_ne!(random.next_u64(), random.next_u64());
    /// ```
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `lo..=hi`, each about as likely (the next number modulo
    /// the width).
    ///
    /// ```
    /// use stone_games_testkit::SplitMix64;
    ///
    /// let mut random = SplitMix64::new(1);
    /// let draws: Vec<i64> =
    ///     (0..1_000).map(|_| random.between(-2, 2)).collect();
    /// assert!((-2..=2).all(|v| draws.contains(&v)));
    /// assert!(draws.iter().all(|v| (-2..=2).contains(v)));
    /// ```
    pub fn between(&mut self, lo: i64, hi: i64) -> i64 {
        let span = (hi - lo) as u64 + 1;
        lo + (self.next_u64() % span) as i64
    }

    /// A size in `1..=limit`, spread evenly on a log scale: as many sizes
    /// from 10 to 100 as from 100 to 1,000.
    ///
    /// ```
    /// use stone_games_testkit::SplitMix64;
    ///
    /// let mut random = SplitMix64::new(7);
    /// let sizes: Vec<u64> =
    ///     (0..3_000).map(|_| random.log_size(2_000)).collect();
    /// assert!(sizes.iter().all(|s| (1..=2_000).contains(s)));
    /// let small = sizes.iter().filter(|&&s| s <= 44).count();
    /// assert!((1_200..1_800).contains(&small), "{small}");
    /// ```
    pub fn log_size(&mut self, limit: u64) -> u64 {
        let u = (self.next_u64() >> 11) as f64 / (1_u64 << 53) as f64;
        let size = ((limit as f64 + 1.0).ln() * u).exp().floor() as u64;
        size.clamp(1, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_spread_over_every_decade_up_to_the_limit() {
        let mut random = SplitMix64::new(7);
        let sizes: Vec<u64> = (0..3_000).map(|_| random.log_size(2_000)).collect();
        assert!(sizes.iter().all(|&s| (1..=2_000).contains(&s)));
        // Each range gets its share of the log scale, ln(10) / ln(2,001) of
        // the sizes for a whole decade (about 900 here), ln(2) / ln(2,001)
        // for 1,000 to 2,000 (about 270), give or take the randomness.
        for (from, to, share) in [
            (1, 10, 900),
            (10, 100, 900),
            (100, 1_000, 900),
            (1_000, 2_001, 270),
        ] {
            let within = sizes.iter().filter(|&&s| s >= from && s < to).count();
            assert!(
                within * 10 > share * 8 && within * 10 < share * 12,
                "{within} sizes from {from} to {to}"
            );
        }
    }
}
