//! Perft: counts the leaves of the move tree to a fixed depth, the correctness anchor of move
//! generation (published counts are in `tests/perft.rs`).
//!
//! Two conventions exist for passes, and both are published:
//! - [`PassRule::CountsAsPly`] (Aart Bik's figures): a pass uses up one ply of depth;
//! - [`PassRule::FreePly`] (Egaroucid's second mode): a pass uses no depth.
//!
//! Either way a game that ends before the full depth counts as one leaf.

use crate::board::Board;
use crate::square::Square;

/// How a forced pass counts towards the depth.
///
/// # Examples
/// ```
/// use reversi::{perft, Board, PassRule};
/// // The side to move (b1, b2) has no move; the other side (a1, a2) has c1, c2 and c3.
/// let stuck = Board { player: 1 << 1 | 1 << 9, opponent: 1 << 0 | 1 << 8 };
/// assert_eq!(perft(stuck, 1, PassRule::CountsAsPly), 1);
/// assert_eq!(perft(stuck, 1, PassRule::FreePly), 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassRule {
    /// A pass is a ply of its own.
    CountsAsPly,
    /// A pass costs no depth.
    FreePly,
}

/// The number of leaves `depth` plies below `board`.
///
/// # Examples
/// ```
/// use reversi::{perft, Board, PassRule};
/// assert_eq!(perft(Board::start(), 4, PassRule::CountsAsPly), 244);
/// ```
pub fn perft(board: Board, depth: u32, rule: PassRule) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = board.legal_moves();
    if moves.is_empty() {
        let passed = board.pass();
        if passed.legal_moves().is_empty() {
            return 1; // game over: one leaf
        }
        return match rule {
            PassRule::CountsAsPly => perft(passed, depth - 1, rule),
            PassRule::FreePly => perft(passed, depth, rule),
        };
    }
    if depth == 1 {
        // Bulk counting: each move leads to a depth-0 node, which is one leaf whatever follows.
        return moves.count().into();
    }
    if depth == 2 {
        return moves
            .into_iter()
            .map(|square| leaves_one_ply_below(board.play_unchecked(square), rule))
            .sum();
    }
    moves
        .into_iter()
        .map(|square: Square| perft(board.play_unchecked(square), depth - 1, rule))
        .sum()
}

/// `perft(board, 1, rule)` without the call: the hot last step of every perft.
#[inline(always)]
fn leaves_one_ply_below(board: Board, rule: PassRule) -> u64 {
    let moves = board.legal_moves();
    if !moves.is_empty() {
        return moves.count().into();
    }
    let passed = board.pass();
    let replies = passed.legal_moves();
    match (replies.is_empty(), rule) {
        (true, _) | (false, PassRule::CountsAsPly) => 1,
        (false, PassRule::FreePly) => replies.count().into(),
    }
}
