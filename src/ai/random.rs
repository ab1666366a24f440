//! Random numbers for the random player: a SplitMix64 generator seeded once from the operating
//! system (or the browser's `crypto.getRandomValues`) through `getrandom`.
//!
//! SplitMix64's state only ever advances by a fixed odd constant, so one atomic `fetch_add`
//! makes it safe to share between threads without a lock.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// SplitMix64's increment (the golden ratio in 64-bit fixed point).
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// Used when the system has no random source: the moves are then the same in every session,
/// which beats refusing to play.
const FALLBACK_SEED: u64 = 0x5EED_5EED_5EED_5EED;

static STATE: OnceLock<AtomicU64> = OnceLock::new();

fn seed() -> u64 {
    let mut bytes = [0u8; 8];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        Err(_) => FALLBACK_SEED,
    }
}

/// The next 64 random bits.
fn next_u64() -> u64 {
    let state = STATE.get_or_init(|| AtomicU64::new(seed()));
    let mut z = state
        .fetch_add(GAMMA, Ordering::Relaxed)
        .wrapping_add(GAMMA);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A random number in `0..bound` (0 when `bound` is 0). The multiply-shift mapping is uniform
/// to within `bound / 2^64`, far below anything a game could show.
pub(crate) fn below(bound: u32) -> u32 {
    ((u128::from(next_u64()) * u128::from(bound)) >> 64) as u32
}
