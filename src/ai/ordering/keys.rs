//! Move ordering: the order in which a search tries the moves of a position, and the list
//! that hands them out. Alpha-beta is fast only when the best move comes first: every move
//! tried after it is refuted cheaply.
//!
//! Both searches put the transposition table's move first, and key the others only when it
//! has not cut off (`MoveList::table_move_first`). They are keyed by what the opponent is
//! left with ("fastest first"): fewest replies (corner replies counting double), then our
//! discs safe in corners, then fewest empty squares next to our discs (the opponent's
//! potential moves), then parity. Near the leaves, where a move generation per move costs
//! more than it saves, the midgame search keys by square instead.
//!
//! Far from the leaves the exact solver can afford more: it also asks the evaluation
//! (`eval.rs`) what each move leaves the opponent, looking one to three plies
//! ahead where the subtree is big. With the root sorted the same way (`deepening.rs`), that
//! halved the positions visited on FFO #20-#39 (411 M to 206 M) and cut #40-#44 from 293 M to
//! 179 M.

use super::shallow_search::{expected_score, expected_score_of};
use crate::ai::learned::eval::Evaluation;
use crate::ai::learned::feature_updates::FeaturePair;
use crate::ai::masks::{neighbours, CORNERS, C_SQUARES, QUADRANT_BIT, X_SQUARES};
use crate::ai::tt::NO_MOVE;
use crate::Board;

/// Room for every move of a position (there are never more legal moves than empty squares).
const CAPACITY: usize = 64;

/// One move of a position being searched.
#[derive(Clone, Copy)]
pub(crate) struct Move {
    /// The discs it flips.
    pub flipped: u64,
    /// Where it is played.
    pub square: u8,
}

/// The moves of one position, handed out best-first one at a time: after a cutoff the rest
/// never need sorting. Each move is kept as one number, its key above its square, so that
/// picking the best is a plain maximum and the list is small to set up (a list of full
/// moves, cleared at every node, measured 6% of the midgame's time); the discs a move flips
/// are worked out again when it is handed out, which only the moves searched need.
///
/// The searches list the table's move alone first ([`MoveList::table_move_first`]) and key
/// the others only if it does not cut off: most often it does, and keying them (a move
/// generation or an evaluation each) was wasted. Searched to 12 plies, that took a twentieth
/// off the midgame's time, the same positions visited in the same order.
pub(crate) struct MoveList {
    board: Board,
    /// `key << 8 | (63 - square)` for each move: of equal keys, the lower square first.
    entries: [i64; CAPACITY],
    /// Entries before this index have been handed out.
    next: usize,
    len: usize,
    /// The moves not in `entries` yet: all but the table's move until they are keyed.
    unkeyed: u64,
}

impl MoveList {
    /// The `moves` of `board`: the table's `hash_move` first, the others by
    /// `key(child, square)`.
    #[inline]
    pub fn new(
        board: Board,
        moves: u64,
        hash_move: u8,
        key: impl Fn(Board, usize) -> i32,
    ) -> MoveList {
        let mut list = MoveList::table_move_first(board, moves, hash_move);
        list.key_rest(key);
        list
    }

    /// The `moves` of `board` with only the table's `hash_move` listed (when it is one of
    /// them): [`MoveList::next_best_or_key`] keys the others once it has been handed out.
    #[inline]
    pub fn table_move_first(board: Board, moves: u64, hash_move: u8) -> MoveList {
        let mut list = MoveList {
            board,
            entries: [0; CAPACITY],
            next: 0,
            len: 0,
            unkeyed: moves,
        };
        let bit = 1u64 << (hash_move & 63);
        if hash_move != NO_MOVE && moves & bit != 0 {
            list.entries[0] = i64::from(i32::MAX) << 8 | (63 - i64::from(hash_move));
            list.len = 1;
            list.unkeyed &= !bit;
        }
        list
    }

    /// Lists the moves not listed yet, each by `key(child, square)`.
    #[inline]
    pub fn key_rest(&mut self, key: impl Fn(Board, usize) -> i32) {
        let board = self.board;
        let mut rest = self.unkeyed;
        while rest != 0 {
            let square = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let key = key(board.play_flips(square, board.flips_at(square)), square);
            self.entries[self.len] = i64::from(key) << 8 | (63 - square as i64);
            self.len += 1;
        }
        self.unkeyed = 0;
    }

    /// Takes out the most promising move left, if any, having `key_rest` list the moves not
    /// listed yet when every listed one has been handed out.
    #[inline]
    pub fn next_best_or_key(&mut self, key_rest: impl FnOnce(&mut MoveList)) -> Option<Move> {
        if self.next == self.len && self.unkeyed != 0 {
            key_rest(self);
        }
        self.next_best()
    }

    /// Takes out the most promising move listed, if any.
    #[inline]
    pub fn next_best(&mut self) -> Option<Move> {
        let rest = self.entries.get_mut(self.next..self.len)?;
        let (best_at, &best) = rest.iter().enumerate().max_by_key(|&(_, entry)| *entry)?;
        rest.swap(0, best_at);
        self.next += 1;
        let square = 63 - (best & 0xFF) as usize;
        Some(Move {
            flipped: self.board.flips_at(square),
            square: square as u8,
        })
    }
}

/// The fastest-first key of the move to `square` leading to `child` (the opponent to move),
/// `parity` being the quadrant parity of the empties before the move (0 to ignore it).
#[inline]
pub(crate) fn fastest_first(child: Board, square: usize, parity: u8) -> i32 {
    let replies = child.legal_mask();
    let mobility = (replies.count_ones() + (replies & CORNERS).count_ones()) as i32;
    let ours = child.opponent;
    let potential = (neighbours(ours) & !(child.player | ours)).count_ones() as i32;
    let mut key = -(mobility << 15) + ((corner_stability(ours) as i32) << 11) - (potential << 5);
    if parity & QUADRANT_BIT[square & 63] != 0 {
        key += 1 << 3;
    }
    key
}

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

/// Discs of `discs` in a corner, or next to one of their own corners along an edge: they can
/// never be flipped.
#[inline]
fn corner_stability(discs: u64) -> u32 {
    let corners = discs & CORNERS;
    // Each owned corner protects our discs on the two edge squares next to it.
    let beside = ((corners << 1) & 0x0200_0000_0000_0002)
        | ((corners >> 1) & 0x4000_0000_0000_0040)
        | ((corners << 8) & 0x0000_0000_0000_8100)
        | ((corners >> 8) & 0x0081_0000_0000_0000);
    (corners | (beside & discs)).count_ones()
}

/// `moves` split by kind of square, in the order [`square_order`] tries them: corners, the
/// squares away from the corners, C-squares, X-squares.
#[inline]
pub(crate) fn by_kind_of_square(moves: u64) -> [u64; 4] {
    [
        moves & CORNERS,
        moves & !(CORNERS | C_SQUARES | X_SQUARES),
        moves & C_SQUARES,
        moves & X_SQUARES,
    ]
}

/// A key by square alone: corners first, squares next to a corner last.
#[inline]
pub(crate) fn square_order(square: usize) -> i32 {
    let bit = 1u64 << (square & 63);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_hands_out_every_move_once_best_first() {
        let board = Board::start().play("f5".parse().unwrap());
        let moves = board.legal_mask();
        let mut list = MoveList::new(board, moves, 29, |_, square| square as i32);
        // f4 (29) is the table's move; then by descending square index.
        let order: Vec<u8> = std::iter::from_fn(|| list.next_best().map(|m| m.square)).collect();
        assert_eq!(order, [29, 45, 43]);
    }

    #[test]
    fn the_others_are_keyed_only_once_the_table_move_is_handed_out() {
        let board = Board::start().play("f5".parse().unwrap());
        let moves = board.legal_mask();
        let keyed = std::cell::Cell::new(0);
        let key = |list: &mut MoveList| {
            list.key_rest(|_, square| {
                keyed.set(keyed.get() + 1);
                square as i32
            });
        };
        let mut list = MoveList::table_move_first(board, moves, 29);
        assert_eq!(list.next_best_or_key(key).map(|m| m.square), Some(29));
        assert_eq!(keyed.get(), 0);
        let rest: Vec<u8> =
            std::iter::from_fn(|| list.next_best_or_key(key).map(|m| m.square)).collect();
        assert_eq!((rest, keyed.get()), (vec![45, 43], 2));
        // Without a table move (or with one that is not a move here) all are keyed at once.
        for hash_move in [NO_MOVE, 0] {
            keyed.set(0);
            let mut list = MoveList::table_move_first(board, moves, hash_move);
            let order: Vec<u8> =
                std::iter::from_fn(|| list.next_best_or_key(key).map(|m| m.square)).collect();
            assert_eq!((order, keyed.get()), (vec![45, 43, 29], 3));
        }
    }

    #[test]
    fn corners_protect_their_edge_neighbours() {
        assert_eq!(corner_stability(1 | 2 | 256 | 512), 3);
        assert_eq!(corner_stability(1 << 63 | 1 << 62 | 1 << 55), 3);
        assert_eq!(corner_stability(2 | 256), 0);
    }
}
