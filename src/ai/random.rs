//! Random numbers for the players that use chance (level 1, the loose choice of level 3, the
//! opening book's variety): SplitMix64, one generator per [`Engine`](super::engine::Engine), seeded
//! from the operating system (or the browser's `crypto.getRandomValues`) through `getrandom`,
//! or from a given seed, for tools and tests that must replay the same games.

/// SplitMix64's increment (the golden ratio in 64-bit fixed point).
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// Used when the system has no random source: the moves are then the same in every run of
/// the program, which beats refusing to play.
const FALLBACK_SEED: u64 = 0x5EED_5EED_5EED_5EED;

/// SplitMix64's output: scrambles a state into 64 random bits.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// SplitMix64 from a given seed: the same seed gives the same numbers (self-play data and
/// match openings that can be made again).
///
/// # Examples
/// ```
/// use reversi::ai::SeededRandom;
/// let (mut a, mut b) = (SeededRandom::new(42), SeededRandom::new(42));
/// assert!((0..100).all(|_| a.next_u64() == b.next_u64()));
/// assert_ne!(SeededRandom::new(1).next_u64(), SeededRandom::new(2).next_u64());
/// ```
pub struct SeededRandom(u64);

impl SeededRandom {
    /// A generator whose numbers follow from `seed` alone.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::SeededRandom;
    /// // SplitMix64's first number from seed 0, as published.
    /// assert_eq!(SeededRandom::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
    /// ```
    #[must_use]
    pub fn new(seed: u64) -> SeededRandom {
        SeededRandom(seed)
    }

    /// A generator seeded by the system's random source: different numbers in every run.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::SeededRandom;
    /// let mut random = SeededRandom::from_system();
    /// assert!((0..100).all(|_| random.below(6) < 6));
    /// ```
    #[must_use]
    pub fn from_system() -> SeededRandom {
        let mut bytes = [0u8; 8];
        SeededRandom(match getrandom::fill(&mut bytes) {
            Ok(()) => u64::from_le_bytes(bytes),
            Err(_) => FALLBACK_SEED,
        })
    }

    /// An index below `count` (0 when `count` is 0): a pick among `count` things.
    pub(crate) fn pick(&mut self, count: usize) -> usize {
        self.below(count as u64) as usize
    }

    /// The next 64 random bits.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::SeededRandom;
    /// let mut random = SeededRandom::new(0);
    /// let numbers = [random.next_u64(), random.next_u64()];
    /// assert_eq!(numbers, [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4]);
    /// ```
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(GAMMA);
        mix(self.0)
    }

    /// A random number in `0..bound` (0 when `bound` is 0), uniform to within `bound / 2^64`.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::SeededRandom;
    /// let mut random = SeededRandom::new(7);
    /// let mut seen = [0; 4];
    /// for _ in 0..400 {
    ///     seen[random.below(4) as usize] += 1;
    /// }
    /// assert!(seen.iter().all(|&count| (60..140).contains(&count)), "{seen:?}");
    /// assert_eq!(random.below(0), 0);
    /// ```
    pub fn below(&mut self, bound: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(bound)) >> 64) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seeded_generator_gives_splitmix64s_published_numbers() {
        // The reference sequence of SplitMix64 from seed 0.
        let mut random = SeededRandom::new(0);
        assert_eq!(random.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(random.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(random.next_u64(), 0x06C4_5D18_8009_454F);
    }

    #[test]
    fn seeded_numbers_stay_below_their_bound() {
        let mut random = SeededRandom::new(42);
        assert!((0..1000).all(|_| random.below(7) < 7));
        assert_eq!(random.below(0), 0);
    }
}
