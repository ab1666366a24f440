//! The transposition table: what earlier searches learned about positions, kept in a fixed
//! amount of memory so the same position reached by another move order is not searched again.
//!
//! Each entry keeps the whole position (two `u64`s), so a hit is never a different position
//! that happens to share a hash: the exact solver's results stay exact. Entries sit in buckets
//! of two; a new result replaces the entry of the same position, else the entry from an older
//! search, else the one that cost less work.
//!
//! The midgame search and the exact solver share the table but not their scores: an entry is
//! either *solved* (bounds on the final disc difference) or a midgame entry (bounds on the
//! evaluation at some depth). Both record a best move, which either search uses to order moves.

use crate::board::Board;

/// No best move recorded.
pub(crate) const NO_MOVE: u8 = 64;

/// How an entry's bounds were found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    /// Bounds on the exact final disc difference.
    Solved,
    /// Bounds on the final disc difference found by a selective solve of this stage (see
    /// `probcut.rs`): probably right, trusted only by solves as selective or more.
    Selective(u8),
    /// Bounds on a midgame search of this depth, in evaluation units.
    Midgame(u8),
}

/// One stored result, 24 bytes: the position, then the packed [`Data`]. All zeros is a
/// vacant slot (so a new table is plain zeroed memory, which the allocator hands out fast).
type Entry = [u64; 3];

/// The third word of an entry, unpacked.
#[derive(Clone, Copy)]
struct Data {
    /// The score is at least this...
    lower: i16,
    /// ...and at most this.
    upper: i16,
    /// 0: vacant; [`SOLVED`]; [`SELECTIVE`] plus the stage; otherwise the midgame depth
    /// plus one.
    kind: u8,
    /// The best move's square index, or [`NO_MOVE`].
    best_move: u8,
    /// How much work the result took, on a log scale: what replacement tries to keep.
    cost: u8,
    /// The search that wrote it (see [`Table::new_search`]): older results go first.
    generation: u8,
}

/// The `kind` of a solved entry.
const SOLVED: u8 = 255;
/// The `kind` of an entry from the first selective stage; later stages count up from it.
const SELECTIVE: u8 = 200;
/// The deepest midgame search the `kind` byte can tell apart from the others.
const MIDGAME_DEPTHS: u8 = SELECTIVE - 1;

impl Data {
    fn pack(self) -> u64 {
        u64::from(self.lower as u16)
            | u64::from(self.upper as u16) << 16
            | u64::from(self.kind) << 32
            | u64::from(self.best_move) << 40
            | u64::from(self.cost) << 48
            | u64::from(self.generation) << 56
    }

    fn unpack(word: u64) -> Data {
        Data {
            lower: word as u16 as i16,
            upper: (word >> 16) as u16 as i16,
            kind: (word >> 32) as u8,
            best_move: (word >> 40) as u8,
            cost: (word >> 48) as u8,
            generation: (word >> 56) as u8,
        }
    }
}

/// Whether `entry` holds `board`.
#[inline]
fn holds(entry: &Entry, board: &Board) -> bool {
    entry[0] == board.player && entry[1] == board.opponent && (entry[2] >> 32) as u8 != 0
}

/// What the table knows about a position.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Probe {
    /// How the bounds were found.
    pub kind: Kind,
    /// The score is at least this.
    pub lower: i32,
    /// The score is at most this.
    pub upper: i32,
    /// The best move found, or [`NO_MOVE`].
    pub best_move: u8,
}

/// A result to store.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Record {
    /// How the bounds were found.
    pub kind: Kind,
    /// The score is at least this.
    pub lower: i32,
    /// The score is at most this.
    pub upper: i32,
    /// The best move found, or [`NO_MOVE`].
    pub best_move: u8,
    /// Positions searched to find it: more work earns a longer stay.
    pub nodes: u64,
}

/// The table: a fixed array of two-entry buckets.
pub(crate) struct Table {
    entries: Vec<Entry>,
    /// Number of buckets (entries / 2).
    buckets: u64,
    generation: u8,
}

/// The largest table asked for is capped at this many MiB (64 GiB).
const MAX_MEGABYTES: usize = 1 << 16;

/// Bytes per entry, for sizing.
const ENTRY_BYTES: usize = std::mem::size_of::<Entry>();

impl Table {
    /// A table using at most `megabytes` MiB (and at least one bucket). When the memory
    /// cannot be had, it settles for half as much, and so on.
    pub fn new(megabytes: usize) -> Table {
        let bytes = megabytes.min(MAX_MEGABYTES).saturating_mul(1 << 20);
        let mut buckets = (bytes / ENTRY_BYTES / 2).max(1);
        let entries = loop {
            let mut entries = Vec::new();
            if entries.try_reserve_exact(buckets * 2).is_ok() || buckets == 1 {
                entries.resize(buckets * 2, [0; 3]);
                break entries;
            }
            buckets /= 2;
        };
        Table {
            entries,
            buckets: buckets as u64,
            generation: 0,
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.fill([0; 3]);
        self.generation = 0;
    }

    /// Marks the start of a new search: entries from earlier searches stay usable but are
    /// the first to be replaced.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// The index of the first entry of `board`'s bucket.
    #[inline]
    fn bucket(&self, board: &Board) -> usize {
        // Two multiplications by odd constants mix both halves; the high bits of the product
        // with the bucket count map the hash onto 0..buckets without a division.
        let hash = board.player.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ board
                .opponent
                .rotate_left(29)
                .wrapping_mul(0xD6E8_FEB8_6659_FD93);
        let hash = hash ^ (hash >> 31);
        (((u128::from(hash) * u128::from(self.buckets)) >> 64) as usize) * 2
    }

    /// Asks the memory for `board`'s bucket ahead of a probe or store, so that the work
    /// done meanwhile hides the wait: in a table of 64 MiB a probe mostly misses the caches,
    /// and its loads took about a twelfth of the midgame search's time (`perf`). A hint,
    /// nothing more: on targets without one (wasm) it does nothing.
    #[inline]
    #[cfg_attr(not(target_arch = "x86_64"), allow(unused_variables))]
    pub fn prefetch(&self, board: &Board) {
        #[cfg(target_arch = "x86_64")]
        if let Some(entry) = self.entries.get(self.bucket(board)) {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            // SAFETY: SSE is part of every x86-64 CPU, and a prefetch reads nothing the
            // program sees and cannot fault, whatever the address.
            unsafe { _mm_prefetch::<_MM_HINT_T0>((entry as *const Entry).cast()) };
        }
    }

    /// What is stored for `board`, if anything.
    #[inline]
    pub fn probe(&self, board: &Board) -> Option<Probe> {
        let at = self.bucket(board);
        let bucket = self.entries.get(at..at + 2)?;
        let entry = bucket.iter().find(|entry| holds(entry, board))?;
        let data = Data::unpack(entry[2]);
        Some(Probe {
            kind: match data.kind {
                SOLVED => Kind::Solved,
                SELECTIVE.. => Kind::Selective(data.kind - SELECTIVE),
                _ => Kind::Midgame(data.kind - 1),
            },
            lower: data.lower.into(),
            upper: data.upper.into(),
            best_move: data.best_move,
        })
    }

    /// Stores a result for `board`, replacing what the bucket values least. A solved result
    /// for a position already solved keeps the tighter of the old and new bounds.
    #[inline]
    pub fn store(&mut self, board: &Board, record: &Record) {
        let at = self.bucket(board);
        let generation = self.generation;
        let Some(bucket) = self.entries.get_mut(at..at + 2) else {
            return;
        };
        let cost = (64 - record.nodes.leading_zeros()) as u8;
        let mut kind = match record.kind {
            Kind::Solved => SOLVED,
            Kind::Selective(stage) => SELECTIVE + stage.min(SOLVED - SELECTIVE - 1),
            Kind::Midgame(depth) => depth.min(MIDGAME_DEPTHS - 1) + 1,
        };
        let mut lower = record.lower.clamp(i16::MIN.into(), i16::MAX.into()) as i16;
        let mut upper = record.upper.clamp(i16::MIN.into(), i16::MAX.into()) as i16;
        let mut best_move = record.best_move;
        let slot = match bucket.iter().position(|entry| holds(entry, board)) {
            Some(same) => {
                let old = Data::unpack(bucket[same][2]);
                let scored_alike = old.kind == kind && kind >= SELECTIVE;
                if scored_alike {
                    lower = lower.max(old.lower);
                    upper = upper.min(old.upper);
                } else if old.kind >= SELECTIVE && old.kind > kind {
                    // A solve's result stays over anything less sure: a looser solve's or a
                    // midgame search's (the selective solves check positions with midgame
                    // searches, `probcut.rs`, which must not wipe out what the solve knows).
                    (lower, upper, kind) = (old.lower, old.upper, old.kind);
                    if old.best_move != NO_MOVE {
                        best_move = old.best_move;
                    }
                }
                if best_move == NO_MOVE {
                    best_move = old.best_move;
                }
                same
            }
            // The stalest, then cheapest, entry goes.
            None => {
                let keep_value = |entry: &Entry| {
                    let data = Data::unpack(entry[2]);
                    let current = u16::from(data.generation == generation && data.kind != 0);
                    (current << 8) | u16::from(data.cost)
                };
                usize::from(keep_value(&bucket[1]) < keep_value(&bucket[0]))
            }
        };
        bucket[slot] = [
            board.player,
            board.opponent,
            Data {
                lower,
                upper,
                kind,
                best_move,
                cost,
                generation,
            }
            .pack(),
        ];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_a_position() {
        let mut table = Table::new(1);
        let board = Board::start();
        assert!(table.probe(&board).is_none());
        let record = Record {
            kind: Kind::Solved,
            lower: -4,
            upper: 6,
            best_move: 19,
            nodes: 1000,
        };
        table.store(&board, &record);
        let probe = table.probe(&board).expect("just stored");
        assert_eq!(probe.kind, Kind::Solved);
        assert_eq!((probe.lower, probe.upper, probe.best_move), (-4, 6, 19));
        assert!(table.probe(&board.pass()).is_none());
        // A second solved result narrows the bounds and keeps the move.
        let narrower = Record {
            lower: 2,
            upper: 64,
            best_move: NO_MOVE,
            ..record
        };
        table.store(&board, &narrower);
        let probe = table.probe(&board).expect("still there");
        assert_eq!((probe.lower, probe.upper, probe.best_move), (2, 6, 19));
        // A midgame search of the same position leaves the solved bounds and the move.
        let midgame = Record {
            kind: Kind::Midgame(12),
            lower: -300,
            upper: 900,
            best_move: 20,
            ..record
        };
        table.store(&board, &midgame);
        let probe = table.probe(&board).expect("still there");
        assert_eq!(probe.kind, Kind::Solved);
        assert_eq!((probe.lower, probe.upper, probe.best_move), (2, 6, 19));
        table.clear();
        assert!(table.probe(&board).is_none());
        // The empty board is not mistaken for a vacant slot.
        assert!(table
            .probe(&Board {
                player: 0,
                opponent: 0
            })
            .is_none());
    }

    #[test]
    fn a_selective_result_never_overwrites_a_surer_one() {
        let mut table = Table::new(1);
        let board = Board::start();
        let solved = Record {
            kind: Kind::Solved,
            lower: -4,
            upper: -4,
            best_move: 19,
            nodes: 1000,
        };
        table.store(&board, &solved);
        let guess = Record {
            kind: Kind::Selective(2),
            lower: 6,
            upper: 64,
            best_move: 37,
            ..solved
        };
        table.store(&board, &guess);
        let probe = table.probe(&board).expect("stored");
        assert_eq!(
            (probe.kind, probe.lower, probe.upper, probe.best_move),
            (Kind::Solved, -4, -4, 19)
        );
        // Stages tell apart, and a later stage replaces an earlier one's bounds.
        let other = board.pass();
        table.store(
            &other,
            &Record {
                kind: Kind::Selective(0),
                ..guess
            },
        );
        table.store(
            &other,
            &Record {
                kind: Kind::Selective(1),
                lower: -64,
                upper: 2,
                ..guess
            },
        );
        let probe = table.probe(&other).expect("stored");
        assert_eq!(
            (probe.kind, probe.lower, probe.upper),
            (Kind::Selective(1), -64, 2)
        );
    }

    #[test]
    fn a_tiny_table_still_works() {
        let mut table = Table::new(0);
        let board = Board::start();
        let record = Record {
            kind: Kind::Midgame(3),
            lower: -300,
            upper: 1,
            best_move: NO_MOVE,
            nodes: 1,
        };
        table.store(&board, &record);
        let probe = table.probe(&board).expect("stored");
        assert_eq!(
            (probe.kind, probe.lower, probe.upper),
            (Kind::Midgame(3), -300, 1)
        );
    }
}
