//! When a timed search starts another iteration of its midgame: sooner to stop on a move
//! that every recent depth agreed on, later when the last depth changed its mind.
//!
//! A timed search starts no new iteration once a share of its target is used, because the
//! next would likely take several times as long (`deepening.rs`). One share for every move
//! spends as much on a move the search has been sure of for several plies as on one where
//! the last iteration found another best move or saw the score fall: there the next depth
//! is the most likely to change the move played. These are the "easy move" and the "fail
//! low" of chess engines' time control; the game clock (`game_clock.rs`) hands the time an
//! easy move leaves to the moves after it.

use crate::ai::learned::eval::UNITS_PER_DISC;

/// The share of the target after which no new iteration starts, normally...
const USUAL_SHARE: f64 = 0.5;
/// ...once the best move has been the same for [`SETTLED_ITERATIONS`] iterations and the
/// score has not fallen...
const SETTLED_SHARE: f64 = 0.3;
/// ...and after an iteration that found another best move or a score that fell by
/// [`FALL_UNITS`].
const UNSETTLED_SHARE: f64 = 0.8;

/// Iterations in a row with the same best move that make it settled.
const SETTLED_ITERATIONS: u32 = 6;

/// A fall of this much from the last iteration of the same parity unsettles the move
/// (searches of odd and even depth differ by a bias of their own, so the score is compared
/// with the one two iterations back).
const FALL_UNITS: i32 = 2 * UNITS_PER_DISC;

/// What the iterations so far said: the best move, for how long it has been best, and the
/// last score of each parity.
#[derive(Debug, Default)]
pub(crate) struct IterationPace {
    best: Option<u8>,
    /// Iterations in a row, ending with the last, whose best move was `best`.
    same_for: u32,
    /// Whether the last iteration changed the best move or saw the score fall.
    unsettled: bool,
    /// The score of the last iteration of even depth, then of odd.
    by_parity: [Option<i32>; 2],
}

impl IterationPace {
    /// Records a completed iteration of `depth` plies: its best move and score.
    pub fn record(&mut self, depth: u32, best: u8, score: i32) {
        let changed = self.best.is_some_and(|before| before != best);
        self.same_for = if changed { 1 } else { self.same_for + 1 };
        self.best = Some(best);
        let parity = (depth & 1) as usize;
        let fell = self.by_parity[parity].is_some_and(|before| score <= before - FALL_UNITS);
        self.by_parity[parity] = Some(score);
        self.unsettled = changed || fell;
    }

    /// The share of the target after which no new iteration should start.
    pub fn next_iteration_share(&self) -> f64 {
        if self.unsettled {
            UNSETTLED_SHARE
        } else if self.same_for >= SETTLED_ITERATIONS {
            SETTLED_SHARE
        } else {
            USUAL_SHARE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_every_depth_agrees_on_settles_and_a_new_one_or_a_fall_unsettles() {
        let mut pace = IterationPace::default();
        for depth in 1..SETTLED_ITERATIONS {
            pace.record(depth, 19, 0);
            assert_eq!(pace.next_iteration_share(), USUAL_SHARE, "depth {depth}");
        }
        pace.record(SETTLED_ITERATIONS, 19, 0);
        assert_eq!(pace.next_iteration_share(), SETTLED_SHARE);
        // Another best move.
        pace.record(SETTLED_ITERATIONS + 1, 26, 0);
        assert_eq!(pace.next_iteration_share(), UNSETTLED_SHARE);
        pace.record(SETTLED_ITERATIONS + 2, 26, 0);
        assert_eq!(pace.next_iteration_share(), USUAL_SHARE);
        // The same move, but two discs below the last score of the same parity.
        pace.record(SETTLED_ITERATIONS + 3, 26, -FALL_UNITS);
        assert_eq!(pace.next_iteration_share(), UNSETTLED_SHARE);
    }

    #[test]
    fn a_fall_from_the_other_paritys_score_is_their_bias_not_a_fall() {
        let mut pace = IterationPace::default();
        pace.record(1, 19, 0);
        pace.record(2, 19, -FALL_UNITS);
        assert_eq!(pace.next_iteration_share(), USUAL_SHARE);
        pace.record(3, 19, -FALL_UNITS + 1);
        assert_eq!(pace.next_iteration_share(), USUAL_SHARE);
        pace.record(4, 19, -2 * FALL_UNITS);
        assert_eq!(pace.next_iteration_share(), UNSETTLED_SHARE);
    }
}
