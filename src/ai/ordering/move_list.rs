//! The moves of one position, handed out best first one at a time. Both searches list the
//! transposition table's move alone first and key the others only when it has not cut off
//! (`MoveList::table_move_first`); the keys are in `keys.rs` and `evaluated_keys.rs`.

use crate::ai::tt::NO_MOVE;
use crate::board::Board;

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
}
