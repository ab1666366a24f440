//! The positions that the threads of a parallel search are searching at this moment
//! (`search/parallel.rs`): shared below the stages, beside the transposition table, so that
//! the exact solver can leave a move another thread is on until later.

use crate::ai::tt::hash;
use crate::board::Board;
use std::sync::atomic::{AtomicU64, Ordering};

/// Slots of the [`Busy`] table: far more than the positions the threads search at once
/// (a few dozen each), so that they seldom share a slot.
const BUSY_SLOTS: usize = 1 << 13;

/// The positions that the threads of a parallel search are searching now, by hash (as in
/// Kerrigan's simplified ABDADA, after Weill's ABDADA, 1996): a thread that meets a move
/// whose position another thread is searching puts it off until its other moves are
/// done, when the other thread has most likely left its result in the table. The threads
/// then spread over the tree instead of all searching the same positions. A position
/// whose slot another holds is not marked; a hash shared by chance only puts a move off:
/// what the table says is right either way.
pub(crate) struct Busy {
    /// A position's hash (never 0) while a thread searches it, else 0.
    slots: Box<[AtomicU64]>,
}

impl Busy {
    /// An empty table.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn new() -> Busy {
        Busy {
            slots: (0..BUSY_SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    /// The key of `board` (its hash, never 0) and its slot.
    #[inline]
    fn key(&self, board: &Board) -> (u64, &AtomicU64) {
        let key = hash(board) | 1;
        (key, &self.slots[(key >> 32) as usize % BUSY_SLOTS])
    }

    /// Whether a thread is searching `board` now.
    #[inline]
    pub fn is_busy(&self, board: &Board) -> bool {
        let (key, slot) = self.key(board);
        slot.load(Ordering::Relaxed) == key
    }

    /// `search`, with `board` marked as being searched meanwhile (when its slot is free).
    #[inline]
    pub fn searching<T>(&self, board: &Board, search: impl FnOnce() -> T) -> T {
        let (key, slot) = self.key(board);
        let marked = slot
            .compare_exchange(0, key, Ordering::Relaxed, Ordering::Relaxed)
            .is_ok();
        let result = search();
        if marked {
            slot.store(0, Ordering::Relaxed);
        }
        result
    }
}
