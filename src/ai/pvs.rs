//! Principal variation search over one node's ordered moves, shared by the midgame search and
//! the endgame solver (they differ in how a child is valued, not in how moves are compared).
//!
//! The first move is searched with the full `(alpha, beta)` window; each later one first with a
//! null window that only asks "is it better than the best so far?". With good ordering the
//! answer is usually no and that probe is cheap; when it is yes, the move is searched again
//! with the full window.

use super::moves::MoveList;
use crate::{Board, Square};

/// The best score among `moves` for the side to move (fail-soft: when it is `<= alpha` or
/// `>= beta` it is a bound), with the first move reaching it when one beat `alpha`.
///
/// `child_value(child, alpha, beta)` values a child position for the side to move there.
/// Each move searched gets its score (or bound) as its new key, so the root of an iterative
/// deepening can re-sort its moves for the next, deeper pass.
#[inline]
pub(crate) fn best_of(
    moves: &mut MoveList,
    mut alpha: i32,
    beta: i32,
    mut child_value: impl FnMut(&Board, i32, i32) -> i32,
) -> (i32, Option<Square>) {
    // Not i32::MIN: callers negate the result.
    let mut best_score = -i32::MAX;
    let mut best_move = None;
    for (index, candidate) in moves.as_mut_slice().iter_mut().enumerate() {
        let score = if index == 0 {
            -child_value(&candidate.child, -beta, -alpha)
        } else {
            let probe = -child_value(&candidate.child, -alpha - 1, -alpha);
            if probe > alpha && probe < beta {
                -child_value(&candidate.child, -beta, -alpha)
            } else {
                probe
            }
        };
        candidate.key = score;
        if score > best_score {
            best_score = score;
            if score > alpha {
                alpha = score;
                best_move = Some(candidate.square);
                if alpha >= beta {
                    break;
                }
            }
        }
    }
    (best_score, best_move)
}
