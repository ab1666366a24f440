//! The static evaluation: how good a position looks for the side to move, without searching.
//!
//! Hand-set weights over a few classic features, in units of [`UNITS_PER_DISC`] per disc of
//! final difference, so evaluations and finished games compare on one scale. Positive is
//! good for the side to move.

use super::regions::{neighbours, CORNERS, EDGES};
use crate::{Bitboard, Board};

/// Evaluation units per disc: a finished game scores its disc difference times this. Near
/// the end the disc count alone is weighted this much (see [`DISC_PHASE_EMPTIES`]), so the
/// two agree as the board fills.
pub(crate) const UNITS_PER_DISC: i32 = 24;

/// The largest magnitude [`evaluate`] returns: just short of a 64-0 win.
pub(crate) const EVAL_LIMIT: i32 = 64 * UNITS_PER_DISC - 1;

/// A corner can never be flipped and anchors the edges next to it: the biggest single prize.
const CORNER: i32 = 100;
/// A disc diagonally next to an empty corner (b2, g2, b7, g7) usually hands that corner over.
const X_SQUARE: i32 = -45;
/// A disc orthogonally next to an empty corner (a2, b1, …) often does too, less directly.
const C_SQUARE: i32 = -15;
/// Each legal move more than the opponent: choice now, and fewer forced bad moves later.
const MOBILITY: i32 = 12;
/// Each disc touching an empty square (a frontier disc) gives the opponent somewhere to move
/// later: fewer frontier discs means more potential mobility for us and less for them.
const FRONTIER: i32 = -5;
/// Each disc on an edge (not a corner or C-square): harder to flip, though far from safe.
const EDGE: i32 = 3;
/// The disc count only matters near the end: below this many empties, each disc of difference
/// is worth one point per empty square under it (so 12 points at 12 empties, rising as the
/// board fills). Above it, holding few discs is as often good as bad.
const DISC_PHASE_EMPTIES: i32 = UNITS_PER_DISC;

/// Each corner with its X-square and its two C-squares.
struct CornerZone {
    corner: u64,
    x_square: u64,
    c_squares: u64,
}

/// a1, h1, a8, h8 (bits 0, 7, 56, 63) with their neighbours.
const CORNER_ZONES: [CornerZone; 4] = [
    CornerZone {
        corner: 1 << 0,
        x_square: 1 << 9,
        c_squares: 1 << 1 | 1 << 8,
    },
    CornerZone {
        corner: 1 << 7,
        x_square: 1 << 14,
        c_squares: 1 << 6 | 1 << 15,
    },
    CornerZone {
        corner: 1 << 56,
        x_square: 1 << 49,
        c_squares: 1 << 48 | 1 << 57,
    },
    CornerZone {
        corner: 1 << 63,
        x_square: 1 << 54,
        c_squares: 1 << 55 | 1 << 62,
    },
];

/// The score of `board` for the side to move, whose legal moves are `moves`.
pub(crate) fn evaluate(board: &Board, moves: Bitboard) -> i32 {
    let (mine, theirs) = (board.player, board.opponent);
    let empty = !(mine | theirs);
    let count = |bits: u64| bits.count_ones() as i32;
    let difference = |weight: i32, mask: u64| weight * (count(mine & mask) - count(theirs & mask));

    let mut score = difference(CORNER, CORNERS) + difference(EDGE, EDGES);
    for zone in &CORNER_ZONES {
        if zone.corner & empty != 0 {
            score += difference(X_SQUARE, zone.x_square) + difference(C_SQUARE, zone.c_squares);
        }
    }

    let their_moves = board.pass().legal_moves();
    score += MOBILITY * (moves.count() as i32 - their_moves.count() as i32);

    score += difference(FRONTIER, neighbours(empty));

    let empties = count(empty);
    let disc_weight = (DISC_PHASE_EMPTIES - empties).max(0);
    score += disc_weight * (count(mine) - count(theirs));

    score.clamp(-EVAL_LIMIT, EVAL_LIMIT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_position_is_even() {
        let start = Board::start();
        assert_eq!(evaluate(&start, start.legal_moves()), 0);
    }
}
