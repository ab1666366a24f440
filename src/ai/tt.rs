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
//!
//! Several threads share one table (`engine.rs`'s helpers) without locks on the way in:
//! every word is an atomic, and each bucket has a version word, a sequence lock. A store
//! takes the bucket by moving its version from even to odd (and gives up at once when
//! another thread holds it: the table is a cache, and a result not kept is only searched
//! again), writes, and moves it on to the next even number. A probe reads the version, the
//! entries, and the version again, and believes what it read only when the two versions are
//! the same even number: no store came between, so the three words of an entry are one
//! store's, and a hit is still never a different position. With one thread the table
//! behaves exactly as a plain array would.

use crate::board::Board;
use std::sync::atomic::{fence, AtomicU64, Ordering};

/// No best move recorded.
pub const NO_MOVE: u8 = 64;

/// How an entry's bounds were found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// Bounds on the exact final disc difference.
    Solved,
    /// Bounds on the final disc difference found by a selective solve of this stage (see
    /// `probcut.rs`): probably right, trusted only by solves as selective or more.
    Selective(u8),
    /// Bounds on a midgame search of this depth, in evaluation units.
    Midgame(u8),
}

/// One stored result, 24 bytes as read out of its bucket: the position, then the packed
/// [`Data`]. All zeros is a vacant slot (so a new table is plain zeroed memory, which the
/// allocator hands out fast).
type Entry = [u64; 3];

/// Two entries and the version word that guards them, one cache line: a probe touches one
/// line of memory.
#[repr(C, align(64))]
struct Bucket {
    /// Even: at rest; odd: a store is writing. Counts the stores, so that a probe sees
    /// whether one came between its two readings (64 bits never wrap around).
    version: AtomicU64,
    /// The entries, each word as an [`Entry`] lays it out.
    entries: [[AtomicU64; 3]; 2],
}

impl Bucket {
    /// The words of entry `slot`. Exact only while no store is under way: a probe checks
    /// the version around it, a store holds the bucket.
    #[inline]
    fn read(&self, slot: usize) -> Entry {
        self.entries[slot]
            .each_ref()
            .map(|word| word.load(Ordering::Relaxed))
    }
}

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

/// A hash of `board`: two multiplications by odd constants mix both halves.
#[inline]
pub(crate) fn hash(board: &Board) -> u64 {
    let hash = board.player.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ board
            .opponent
            .rotate_left(29)
            .wrapping_mul(0xD6E8_FEB8_6659_FD93);
    hash ^ (hash >> 31)
}

/// What the table knows about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Probe {
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
pub struct Record {
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

/// The table: a fixed array of two-entry buckets, which any number of threads may probe
/// and store into at once.
///
/// # Examples
/// ```
/// use reversi::ai::tt::{Kind, Record, Table};
/// use reversi::Board;
/// let table = Table::new(1);
/// let board = Board::start();
/// let record = Record { kind: Kind::Solved, lower: -4, upper: 6, best_move: 19, nodes: 10 };
/// std::thread::scope(|scope| {
///     scope.spawn(|| table.store(&board, &record));
/// });
/// let probe = table.probe(&board).expect("stored by the other thread");
/// assert_eq!((probe.kind, probe.lower, probe.upper), (Kind::Solved, -4, 6));
/// assert!(table.probe(&board.pass()).is_none());
/// ```
pub struct Table {
    buckets: Box<[Bucket]>,
    generation: u8,
    /// Whether only one thread uses the table for now ([`Table::set_one_thread`]): its
    /// stores then take their bucket without an atomic exchange.
    one_thread: bool,
}

/// The largest table asked for is capped at this many MiB (64 GiB).
const MAX_MEGABYTES: usize = 1 << 16;

/// Bytes per entry, for sizing: the size asked for is what the entries take (a bucket's
/// version word and padding add a third).
const ENTRY_BYTES: usize = std::mem::size_of::<Entry>();

/// `count` zeroed buckets, `None` when the memory cannot be had.
fn zeroed_buckets(count: usize) -> Option<Box<[Bucket]>> {
    let layout = std::alloc::Layout::array::<Bucket>(count).ok()?;
    if layout.size() == 0 {
        return None;
    }
    // SAFETY: the layout's size is not zero; all zero bits are a valid `Bucket` (atomic
    // integers of 0); and the pointer comes from the global allocator with the layout of
    // `[Bucket; count]`, the one a `Box<[Bucket]>` of `count` buckets frees with.
    unsafe {
        let memory = std::alloc::alloc_zeroed(layout).cast::<Bucket>();
        if memory.is_null() {
            return None;
        }
        Some(Box::from_raw(std::ptr::slice_from_raw_parts_mut(
            memory, count,
        )))
    }
}

impl Table {
    /// A table whose entries take at most `megabytes` MiB (and at least one bucket; the
    /// buckets' version words and padding add a third). When the memory cannot be had, it
    /// settles for half as much, and so on.
    pub fn new(megabytes: usize) -> Table {
        let bytes = megabytes.min(MAX_MEGABYTES).saturating_mul(1 << 20);
        let mut count = (bytes / ENTRY_BYTES / 2).max(1);
        let buckets = loop {
            match zeroed_buckets(count) {
                Some(buckets) => break buckets,
                None if count > 1 => count /= 2,
                None => std::alloc::handle_alloc_error(std::alloc::Layout::new::<Bucket>()),
            }
        };
        Table {
            buckets,
            generation: 0,
            one_thread: false,
        }
    }

    /// Says whether a single thread is to use the table until told otherwise: its stores
    /// then mark their bucket with plain writes, where several threads need an atomic
    /// exchange (a locked instruction, which took 3% of a solve's time). Probes check the
    /// versions either way. A table starts shared.
    pub(crate) fn set_one_thread(&mut self, one_thread: bool) {
        self.one_thread = one_thread;
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        for bucket in self.buckets.iter_mut() {
            *bucket.version.get_mut() = 0;
            for word in bucket.entries.iter_mut().flatten() {
                *word.get_mut() = 0;
            }
        }
        self.generation = 0;
    }

    /// Marks the start of a new search: entries from earlier searches stay usable but are
    /// the first to be replaced.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// The index of `board`'s bucket.
    #[inline]
    fn bucket(&self, board: &Board) -> usize {
        // The high bits of the product with the bucket count map the hash onto
        // 0..buckets without a division.
        ((u128::from(hash(board)) * self.buckets.len() as u128) >> 64) as usize
    }

    /// Asks the memory for `board`'s bucket ahead of a probe or store, so that the work
    /// done meanwhile hides the wait: in a table of 64 MiB a probe mostly misses the caches,
    /// and its loads took about a twelfth of the midgame search's time (`perf`). A hint,
    /// nothing more: on targets without one (wasm) it does nothing.
    #[inline]
    #[cfg_attr(not(target_arch = "x86_64"), allow(unused_variables))]
    pub fn prefetch(&self, board: &Board) {
        #[cfg(target_arch = "x86_64")]
        if let Some(bucket) = self.buckets.get(self.bucket(board)) {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            // SAFETY: SSE is part of every x86-64 CPU, and a prefetch reads nothing the
            // program sees and cannot fault, whatever the address.
            unsafe { _mm_prefetch::<_MM_HINT_T0>((bucket as *const Bucket).cast()) };
        }
    }

    /// What is stored for `board`, if anything. A bucket that a store is writing at the
    /// same moment reads as holding nothing.
    #[inline]
    pub fn probe(&self, board: &Board) -> Option<Probe> {
        let bucket = self.buckets.get(self.bucket(board))?;
        let before = bucket.version.load(Ordering::Acquire);
        let found = (0..2)
            .map(|slot| bucket.read(slot))
            .find(|entry| holds(entry, board));
        // The entries' loads stay before the second look at the version (the reader's side
        // of a sequence lock: Boehm, "Can seqlocks get along with programming language
        // memory models?", 2012).
        fence(Ordering::Acquire);
        if before & 1 != 0 || bucket.version.load(Ordering::Relaxed) != before {
            return None;
        }
        let data = Data::unpack(found?[2]);
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
    /// for a position already solved keeps the tighter of the old and new bounds. When
    /// another thread is storing into the same bucket, the result is not kept.
    #[inline]
    pub fn store(&self, board: &Board, record: &Record) {
        let Some(bucket) = self.buckets.get(self.bucket(board)) else {
            return;
        };
        let version = bucket.version.load(Ordering::Relaxed);
        if self.one_thread {
            // No other thread stores: the bucket is this one's to take.
            bucket.version.store(version + 1, Ordering::Relaxed);
        } else if version & 1 != 0
            || bucket
                .version
                .compare_exchange(version, version + 1, Ordering::Acquire, Ordering::Relaxed)
                .is_err()
        {
            return;
        }
        // The odd version is seen before any of the words written below.
        fence(Ordering::Release);
        let entries = [bucket.read(0), bucket.read(1)];
        let (slot, entry) = self.merge(&entries, board, record);
        for (word, value) in bucket.entries[slot].iter().zip(entry) {
            word.store(value, Ordering::Relaxed);
        }
        bucket.version.store(version + 2, Ordering::Release);
    }

    /// Where a bucket holding `entries` keeps the result `record` for `board`, and the entry
    /// it keeps: see [`Table::store`].
    #[inline]
    fn merge(&self, entries: &[Entry; 2], board: &Board, record: &Record) -> (usize, Entry) {
        let generation = self.generation;
        let cost = (64 - record.nodes.leading_zeros()) as u8;
        let mut kind = match record.kind {
            Kind::Solved => SOLVED,
            Kind::Selective(stage) => SELECTIVE + stage.min(SOLVED - SELECTIVE - 1),
            Kind::Midgame(depth) => depth.min(MIDGAME_DEPTHS - 1) + 1,
        };
        let mut lower = record.lower.clamp(i16::MIN.into(), i16::MAX.into()) as i16;
        let mut upper = record.upper.clamp(i16::MIN.into(), i16::MAX.into()) as i16;
        let mut best_move = record.best_move;
        let slot = match entries.iter().position(|entry| holds(entry, board)) {
            Some(same) => {
                let old = Data::unpack(entries[same][2]);
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
                usize::from(keep_value(&entries[1]) < keep_value(&entries[0]))
            }
        };
        let data = Data {
            lower,
            upper,
            kind,
            best_move,
            cost,
            generation,
        };
        (slot, [board.player, board.opponent, data.pack()])
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
        let table = Table::new(1);
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
        let table = Table::new(0);
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
