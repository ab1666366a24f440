//! Keys that ask the evaluation too. Far from the leaves the exact solver can afford more
//! than fastest first (`keys.rs`): it also asks the evaluation (`eval.rs`) what each move
//! leaves the opponent, looking one to three plies ahead (`shallow_search.rs`) where the
//! subtree is big. With the root sorted the same way (`deepening.rs`), that halved the
//! positions visited on FFO #20-#39 (411 M to 206 M) and cut #40-#44 from 293 M to 179 M.

use super::keys::fastest_first;
use super::shallow_search::{expected_score, expected_score_of};
use crate::ai::learned::eval::Evaluation;
use crate::ai::learned::feature_updates::FeaturePair;
use crate::board::Board;

/// From this many empties on, the exact solver sorts with the evaluation too: below,
/// its subtrees are too small to repay the cost.
const EVALUATED_ORDER_EMPTIES: u32 = 14;
/// From this many empties on, it looks one ply beyond each move...
const ONE_PLY_EMPTIES: u32 = 15;
/// ...from this many, two. Measured on FFO #20-#47 against 15/16/20: 6-9% fewer
/// positions; moving any of the three by one either way did no better.
const TWO_PLIES_EMPTIES: u32 = 18;
/// ...and from this many, three: with the selective solves first, 5% fewer positions on
/// FFO #45-#49 and 10% on #53 (each such position keys its moves with a few thousand
/// evaluations, nothing next to its subtree).
const THREE_PLIES_EMPTIES: u32 = 22;

/// The weight in a key of one evaluation unit of the opponent's prospects: about 2.3 discs
/// weigh as much as one reply. Measured on FFO #20-#47 with the current table: 550 to 750
/// sort best.
const EVALUATION_WEIGHT: i32 = 600;

/// How many plies the exact solver looks beyond each move of a position with `empties`
/// empty squares when sorting them, `None` when it sorts fastest-first only.
#[inline]
pub(crate) fn look_ahead(empties: u32) -> Option<u32> {
    match empties {
        _ if empties < EVALUATED_ORDER_EMPTIES => None,
        _ if empties < ONE_PLY_EMPTIES => Some(0),
        _ if empties < TWO_PLIES_EMPTIES => Some(1),
        _ if empties < THREE_PLIES_EMPTIES => Some(2),
        _ => Some(3),
    }
}

/// The key of the move to `square` leading to `child`: fastest-first (see [`fastest_first`])
/// with what the evaluation expects for the opponent after `plies` more plies.
#[inline]
pub(crate) fn evaluated_key(
    evaluation: &Evaluation,
    child: Board,
    square: usize,
    parity: u8,
    plies: u32,
) -> i32 {
    fastest_first(child, square, parity)
        - EVALUATION_WEIGHT * expected_score(evaluation, child, plies)
}

/// [`evaluated_key`] of a `child` whose features are known already.
#[inline]
pub(crate) fn evaluated_key_of(
    evaluation: &Evaluation,
    child: Board,
    features: &FeaturePair,
    square: usize,
    plies: u32,
) -> i32 {
    fastest_first(child, square, 0)
        - EVALUATION_WEIGHT * expected_score_of(evaluation, child, features, plies)
}
