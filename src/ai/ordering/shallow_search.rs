//! A few plies of plain alpha-beta over the evaluation, with no table: what the move
//! ordering of the exact solver and of the midgame search looks ahead with (`evaluated_keys.rs`,
//! `search/root.rs`). Cheap enough to run at many nodes because it is never deep. Like the midgame
//! search, it hands each node its features (`feature_updates.rs`), so its leaves are
//! evaluated without reading their patterns.

use super::keys::fastest_first;
use super::move_list::MoveList;
use crate::ai::learned::eval::{Evaluation, UNITS_PER_DISC};
use crate::ai::learned::feature_updates::FeaturePair;
use crate::ai::tt::NO_MOVE;
use crate::board::Board;

/// `evaluation`'s score of `board` for its side to move after a `plies`-deep minimax: a
/// cheap look ahead for sorting, with no table.
pub(crate) fn expected_score(evaluation: &Evaluation, board: Board, plies: u32) -> i32 {
    if plies == 0 {
        return evaluation.evaluate(&board);
    }
    expected_score_of(evaluation, board, &FeaturePair::read(&board), plies)
}

/// [`expected_score`] of a `board` whose features are known already.
pub(crate) fn expected_score_of(
    evaluation: &Evaluation,
    board: Board,
    features: &FeaturePair,
    plies: u32,
) -> i32 {
    shallow_alpha_beta(evaluation, board, features, -i32::MAX, i32::MAX, plies)
}

/// The minimax score over the evaluation of `board` (with `features`) `depth` plies
/// ahead, within `(alpha, beta)` (fail-soft alpha-beta, evaluation units). No table: it is
/// meant to be a few plies deep.
fn shallow_alpha_beta(
    evaluation: &Evaluation,
    board: Board,
    features: &FeaturePair,
    mut alpha: i32,
    beta: i32,
    depth: u32,
) -> i32 {
    if depth == 0 {
        return evaluation.evaluate_features(&board, features.side_to_move());
    }
    let moves = board.legal_mask();
    if moves == 0 {
        let passed = board.pass();
        if passed.legal_moves().is_empty() {
            return board.final_score() * UNITS_PER_DISC;
        }
        return -shallow_alpha_beta(evaluation, passed, &features.passed(), -beta, -alpha, depth);
    }
    let mut list = MoveList::new(board, moves, NO_MOVE, |child, square| {
        if depth > 1 {
            fastest_first(child, square, 0)
        } else {
            0
        }
    });
    let mut best = -i32::MAX;
    while let Some(candidate) = list.next_best() {
        let square = usize::from(candidate.square);
        let child = board.play_flips(square, candidate.flipped);
        let score = -shallow_alpha_beta(
            evaluation,
            child,
            &features.after(square, candidate.flipped),
            -beta,
            -alpha,
            depth - 1,
        );
        if score > best {
            best = score;
            if score > alpha {
                alpha = score;
                if score >= beta {
                    break;
                }
            }
        }
    }
    best
}
