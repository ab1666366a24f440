//! `MoveList`: the legal moves of one node, each with the position it leads to, kept sorted
//! best-first by an ordering key. It lives on the stack, so searching allocates nothing.
//!
//! Good ordering is what makes alpha-beta fast: the sooner the best move is tried, the more of
//! the others are cut off. The midgame search and the endgame solver each bring their own key.

use crate::{Bitboard, Board, Square};

/// Room for every square: a bitboard never holds more moves than this, so nothing is dropped.
const CAPACITY: usize = 64;

/// One move to try: where, what it leads to, and how promising it looks (higher first).
#[derive(Clone, Copy)]
pub(crate) struct Candidate {
    /// The square played.
    pub square: Square,
    /// The position after the move, with the other side to move.
    pub child: Board,
    /// The ordering key: higher keys are tried first.
    pub key: i32,
}

/// The moves of one position, sorted by descending key; equal keys keep a1→h8 order, so the
/// order (and every search that follows it) is deterministic.
pub(crate) struct MoveList {
    candidates: [Candidate; CAPACITY],
    len: usize,
}

impl MoveList {
    /// The `moves` of `board`, sorted by `key(square, child)`.
    #[inline]
    pub fn new(board: &Board, moves: Bitboard, key: impl Fn(Square, &Board) -> i32) -> MoveList {
        let filler = Candidate {
            square: Square::lowest_of(1),
            child: *board,
            key: 0,
        };
        let mut list = MoveList {
            candidates: [filler; CAPACITY],
            len: 0,
        };
        for (slot, square) in list.candidates.iter_mut().zip(moves) {
            let child = board.play(square);
            *slot = Candidate {
                square,
                child,
                key: key(square, &child),
            };
            list.len += 1;
        }
        list.sort();
        list
    }

    /// The moves, best-first.
    #[inline]
    pub fn as_slice(&self) -> &[Candidate] {
        self.candidates.get(..self.len).unwrap_or_default()
    }

    /// The moves, best-first, for changing their keys before a [`MoveList::sort`].
    pub fn as_mut_slice(&mut self) -> &mut [Candidate] {
        self.candidates.get_mut(..self.len).unwrap_or_default()
    }

    /// Re-sorts by descending key. Stable insertion sort: lists are short and often nearly
    /// sorted already (iterative deepening re-sorts the previous order).
    pub fn sort(&mut self) {
        let moves = self.as_mut_slice();
        for end in 1..moves.len() {
            let mut at = end;
            while at > 0 && moves[at - 1].key < moves[at].key {
                moves.swap(at - 1, at);
                at -= 1;
            }
        }
    }
}
