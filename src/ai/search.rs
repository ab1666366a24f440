//! The midgame search: negamax with principal variation search to a fixed depth, then the
//! static evaluation. Iterative deepening re-sorts the root moves after each pass, so the
//! deepest pass tries the most promising move first.
//!
//! A side with no move passes (without using up depth); when neither side can move the game is
//! over and its exact result is scored so that any win outranks any evaluation.

use super::eval::{self, EVAL_LIMIT};
use super::moves::MoveList;
use super::pvs;
use super::regions::{CORNERS, C_SQUARES, X_SQUARES};
use crate::{Board, Square};

/// What a finished game is worth beyond every evaluation: a win scores above `DECIDED`, a loss
/// below `-DECIDED`, a draw 0.
const DECIDED: i32 = EVAL_LIMIT + 1;
/// What each disc of the final difference adds, so bigger wins are preferred.
const FINAL_DISC: i32 = 100;
/// Beyond every score.
const INFINITY: i32 = DECIDED + 65 * FINAL_DISC;
/// From this remaining depth on, moves are ordered by the opponent's replies (costs a move
/// generation per move, which pays off only above the leaves).
const MOBILITY_ORDER_DEPTH: u32 = 2;

/// The move the search to `depth` plies prefers, `None` when the side to move has no move.
pub(crate) fn best_move(board: &Board, depth: u32) -> Option<Square> {
    let moves = board.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let mut root = MoveList::new(board, moves, mobility_order);
    let mut searcher = Searcher { nodes: 0 };
    let mut best = root.as_slice().first().map(|candidate| candidate.square);
    for iteration in 0..depth.max(1) {
        let (_, chosen) = pvs::best_of(&mut root, -INFINITY, INFINITY, |child, alpha, beta| {
            searcher.negamax(child, iteration, alpha, beta)
        });
        best = chosen.or(best);
        root.sort();
    }
    best
}

/// The search state: only a node counter, so far.
struct Searcher {
    nodes: u64,
}

impl Searcher {
    /// The value of `board` for the side to move, searched `depth` plies deep, within
    /// `(alpha, beta)` (fail-soft).
    fn negamax(&mut self, board: &Board, depth: u32, alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        let moves = board.legal_moves();
        if moves.is_empty() {
            let passed = board.pass();
            if passed.legal_moves().is_empty() {
                return final_value(board);
            }
            return -self.negamax(&passed, depth, -beta, -alpha);
        }
        if depth == 0 {
            return eval::evaluate(board, moves);
        }
        let mut list = if depth >= MOBILITY_ORDER_DEPTH {
            MoveList::new(board, moves, mobility_order)
        } else {
            MoveList::new(board, moves, |square, _| square_order(square))
        };
        pvs::best_of(&mut list, alpha, beta, |child, alpha, beta| {
            self.negamax(child, depth - 1, alpha, beta)
        })
        .0
    }
}

/// A finished game's value: the disc difference, pushed past every evaluation.
fn final_value(board: &Board) -> i32 {
    let discs = board.final_score();
    discs.signum() * DECIDED + discs * FINAL_DISC
}

/// Ordering by where the move is: corners first, squares next to an empty corner last.
fn square_order(square: Square) -> i32 {
    let bit = square.bit();
    if bit & CORNERS != 0 {
        3
    } else if bit & X_SQUARES != 0 {
        -2
    } else if bit & C_SQUARES != 0 {
        -1
    } else {
        0
    }
}

/// Ordering by the opponent's replies: fewest first, then by [`square_order`].
fn mobility_order(square: Square, child: &Board) -> i32 {
    -8 * child.legal_moves().count() as i32 + square_order(square)
}
