//! A sequential probability ratio test (SPRT) on a match's opening pairs, as Stockfish's
//! fishtest and OpenBench judge a change: after each pair the log-likelihood ratio (LLR) of
//! H1 (A is `elo1` stronger than B) against H0 (A is `elo0` stronger) is compared with two
//! bounds, and the match stops as soon as it crosses one.
//!
//! The model is pentanomial: an opening's two games, colours swapped, count as one outcome,
//! A's points in the pair (0, 0.5, 1, 1.5 or 2), so that the openings' own spread, which the
//! both-colours design cancels, does not widen the test. Elo is **logistic** (a side `elo`
//! stronger scores `1 / (1 + 10^(-elo / 400))` a game, the Elo the match prints), not
//! fishtest's normalized Elo.
//!
//! The LLR is the generalized SPRT's, as fishtest computes it for logistic Elo: the pairs'
//! outcomes are a multinomial with unknown probabilities, and each hypothesis stands for the
//! distribution most likely to give the tally among those whose mean score is `s0` (or
//! `s1`). That distribution reweights the observed frequencies `p_i` of the outcomes
//! `a_i` (0, 0.25, .., 1 a game) as `p_i / (1 + x (a_i - s))`, `x` the root of
//! `sum p_i (a_i - s) / (1 + x (a_i - s)) = 0`; the LLR is then
//! `pairs * sum p_i (ln(1 + x0 (a_i - s0)) - ln(1 + x1 (a_i - s1)))`. Its normal
//! approximation `pairs * (s1 - s0) (2 s - s0 - s1) / (2 var)` (fishtest's `LLR_alt2`) is not
//! used: it agrees where the score is near `s0` and `s1`, but grows without bound as the
//! variance vanishes, so that a lopsided tally of a few pairs (one pair won twice gives 17.8
//! for 0,50) would decide the test at once.

/// A's results by opening pair: `counts[k]` pairs in which A scored `k / 2` points (0 for
/// two losses, 4 for two wins).
#[derive(Clone, Copy, Default, Debug, PartialEq)]
pub struct Pentanomial {
    pub counts: [u32; 5],
}

impl Pentanomial {
    /// Counts a pair in which A scored `points` (0, 0.5, 1, 1.5 or 2).
    pub fn add(&mut self, points: f64) {
        let index = (2.0 * points).round().clamp(0.0, 4.0) as usize;
        self.counts[index] += 1;
    }

    /// How many pairs are counted.
    pub fn pairs(&self) -> u32 {
        self.counts.iter().sum()
    }

    /// A's mean score a game (0 to 1) over the pairs; 0.5 for none.
    pub fn score(&self) -> f64 {
        let points: u32 = (0..5).map(|k| k as u32 * self.counts[k]).sum();
        match self.pairs() {
            0 => 0.5,
            pairs => f64::from(points) / (4.0 * f64::from(pairs)),
        }
    }
}

/// The expected score a game (0 to 1) of a side `elo` logistic Elo stronger.
pub fn logistic_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The LLR bounds for a false-positive rate `alpha` and a false-negative rate `beta`:
/// below `ln(beta / (1 - alpha))` H0 is accepted, above `ln((1 - beta) / alpha)` H1.
pub fn bounds(alpha: f64, beta: f64) -> (f64, f64) {
    ((beta / (1.0 - alpha)).ln(), ((1.0 - beta) / alpha).ln())
}

/// What an SPRT concluded.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Verdict {
    /// A gains at most `elo0`.
    H0,
    /// A gains at least `elo1`.
    H1,
}

/// The test's hypotheses and error rates.
#[derive(Clone, Copy, Debug)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// The pair outcomes' scores a game.
const OUTCOMES: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 1.0];

/// The `x` that gives the distribution `p_i / (1 + x (a_i - score))` of the outcomes `a_i`
/// the mean `score`, for frequencies `p` that are all positive and a `score` strictly
/// between 0 and 1: the root of a function that falls from +infinity to -infinity on the
/// interval where every weight is positive, found by halving it.
fn tilt(p: &[f64; 5], score: f64) -> f64 {
    let f = |x: f64| -> f64 {
        (0..5)
            .map(|i| p[i] * (OUTCOMES[i] - score) / (1.0 + x * (OUTCOMES[i] - score)))
            .sum()
    };
    let (mut low, mut high) = (-1.0 / (1.0 - score), 1.0 / score);
    // Up to 1100 halvings take any f64 interval down to adjacent numbers.
    for _ in 0..1100 {
        let middle = 0.5 * (low + high);
        if middle <= low || middle >= high {
            break;
        }
        if f(middle) > 0.0 {
            low = middle;
        } else {
            high = middle;
        }
    }
    0.5 * (low + high)
}

impl Sprt {
    /// The LLR bounds, lower and upper.
    pub fn bounds(&self) -> (f64, f64) {
        bounds(self.alpha, self.beta)
    }

    /// The LLR of H1 against H0 for `tally`.
    ///
    /// Degenerate tallies give a finite value: no pairs give 0 (no evidence either way); an
    /// outcome never seen is counted as 0.001 of a pair, as fishtest does, so that a tally of
    /// one outcome only (every pair won twice, or every pair split: a variance of 0) still
    /// has every outcome possible, and its LLR grows by a bounded step a pair (0.134 for a
    /// pair won twice with elo0 = 0, elo1 = 50). Elo bounds so far out that a score rounds
    /// to 0 or 1 give 0.
    pub fn llr(&self, tally: &Pentanomial) -> f64 {
        let (s0, s1) = (logistic_score(self.elo0), logistic_score(self.elo1));
        let inside = |s: f64| s > 0.0 && s < 1.0;
        if tally.pairs() == 0 || !inside(s0) || !inside(s1) {
            return 0.0;
        }
        let counts = tally
            .counts
            .map(|count| if count == 0 { 1e-3 } else { f64::from(count) });
        let pairs: f64 = counts.iter().sum();
        let p = counts.map(|count| count / pairs);
        let (x0, x1) = (tilt(&p, s0), tilt(&p, s1));
        let per_pair: f64 = (0..5)
            .map(|i| {
                let h0 = 1.0 + x0 * (OUTCOMES[i] - s0);
                let h1 = 1.0 + x1 * (OUTCOMES[i] - s1);
                p[i] * (h0.ln() - h1.ln())
            })
            .sum();
        let llr = pairs * per_pair;
        if llr.is_finite() {
            llr
        } else {
            0.0
        }
    }

    /// The verdict `llr` reaches, if any.
    pub fn verdict(&self, llr: f64) -> Option<Verdict> {
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Some(Verdict::H1)
        } else if llr <= lower {
            Some(Verdict::H0)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The expected LLRs below were computed with python3 and mpmath at 40 digits, from the
    // formulas in the module's comment (mpmath's findroot for x, the 0.001 counts for empty
    // outcomes): an implementation apart from this one.

    const TEST: Sprt = Sprt {
        elo0: 0.0,
        elo1: 5.0,
        alpha: 0.05,
        beta: 0.05,
    };

    const WIDE: Sprt = Sprt {
        elo0: 0.0,
        elo1: 50.0,
        alpha: 0.05,
        beta: 0.05,
    };

    fn tally(counts: [u32; 5]) -> Pentanomial {
        Pentanomial { counts }
    }

    fn close(value: f64, expected: f64) -> bool {
        (value - expected).abs() < 1e-9 * expected.abs().max(1.0)
    }

    #[test]
    fn the_llr_of_known_tallies() {
        let favours_a = tally([3, 12, 40, 30, 15]);
        let llr = TEST.llr(&favours_a);
        assert!(close(llr, 1.0018077496491441), "{llr}");
        let llr = WIDE.llr(&favours_a);
        assert!(close(llr, 7.271_691_299_027_325), "{llr}");
        let llr = TEST.llr(&tally([15, 30, 40, 12, 3]));
        assert!(close(llr, -1.0514229140364577), "{llr}");
        // An even tally: here the normal approximation is near, -3.405.
        let llr = WIDE.llr(&tally([10, 20, 40, 20, 10]));
        assert!(close(llr, -3.352121207267962), "{llr}");
    }

    #[test]
    fn the_sign_follows_the_stronger_side() {
        assert!(TEST.llr(&tally([3, 12, 40, 30, 15])) > 0.0);
        assert!(TEST.llr(&tally([15, 30, 40, 12, 3])) < 0.0);
        // An even match is closer to elo0 = 0 than to elo1 = 5.
        assert!(TEST.llr(&tally([10, 20, 40, 20, 10])) < 0.0);
    }

    #[test]
    fn the_bounds_for_five_percent_errors() {
        let (lower, upper) = bounds(0.05, 0.05);
        // ln(0.05 / 0.95) and ln(0.95 / 0.05).
        assert!((lower + 2.944_438_979_166_44).abs() < 1e-12, "{lower}");
        assert!((upper - 2.944_438_979_166_44).abs() < 1e-12, "{upper}");
        assert_eq!(TEST.verdict(2.95), Some(Verdict::H1));
        assert_eq!(TEST.verdict(-2.95), Some(Verdict::H0));
        assert_eq!(TEST.verdict(2.9), None);
        assert_eq!(TEST.verdict(-2.9), None);
    }

    #[test]
    fn degenerate_tallies_give_finite_values() {
        // No pairs: no evidence.
        assert_eq!(TEST.llr(&Pentanomial::default()), 0.0);
        // One outcome only, a variance of 0 but for the 0.001 counts.
        let llr = TEST.llr(&tally([0, 0, 0, 0, 10]));
        assert!(close(llr, 0.14290443254415805), "{llr}");
        let llr = TEST.llr(&tally([0, 0, 10, 0, 0]));
        assert!(close(llr, -0.1394276388154), "{llr}");
        let llr = TEST.llr(&tally([10, 0, 0, 0, 0]));
        assert!(close(llr, -0.1449762437618001), "{llr}");
        // One pair won twice does not decide 0,50; thirty do.
        let llr = WIDE.llr(&tally([0, 0, 0, 0, 1]));
        assert!(close(llr, 0.13383694622391255), "{llr}");
        let llr = WIDE.llr(&tally([0, 0, 0, 0, 30]));
        assert!(close(llr, 4.008001883929141), "{llr}");
        assert_eq!(WIDE.verdict(llr), Some(Verdict::H1));
        // Bounds whose scores round to 1: no evidence either way, not NaN.
        let far = Sprt {
            elo0: 1e5,
            elo1: 2e5,
            ..TEST
        };
        assert_eq!(far.llr(&tally([1, 2, 3, 4, 5])), 0.0);
    }

    #[test]
    fn pairs_are_counted_by_points() {
        let mut tally = Pentanomial::default();
        for points in [0.0, 0.5, 1.0, 1.5, 2.0, 2.0] {
            tally.add(points);
        }
        assert_eq!(tally.counts, [1, 1, 1, 1, 2]);
        assert_eq!(tally.pairs(), 6);
        assert!((tally.score() - 7.0 / 12.0).abs() < 1e-15);
        assert_eq!(Pentanomial::default().score(), 0.5);
    }
}
