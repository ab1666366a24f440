//! The players that do not look ahead: first legal move, a random move, the greediest move.
//! They give beginners opponents they can beat, and the tests fixed points to check.

use crate::ai::random::SeededRandom;
use crate::board::Board;
use crate::square::Square;

/// The first legal move in a1→h8 order.
pub(crate) fn first_legal(board: &Board) -> Option<Square> {
    board.legal_moves().first()
}

/// A legal move chosen uniformly at random with `random`.
pub(crate) fn random_legal(board: &Board, random: &mut SeededRandom) -> Option<Square> {
    let moves = board.legal_moves();
    let pick = random.pick(moves.count() as usize);
    moves.into_iter().nth(pick)
}

/// The move that flips the most discs, i.e. leaves the mover with the most; on a tie the
/// first in a1→h8 order.
pub(crate) fn greedy(board: &Board) -> Option<Square> {
    let mut best: Option<(Square, u32)> = None;
    for square in board.legal_moves() {
        let flipped = board.flips(square).count();
        if best.is_none_or(|(_, most)| flipped > most) {
            best = Some((square, flipped));
        }
    }
    best.map(|(square, _)| square)
}
