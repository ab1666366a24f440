//! Where a search reads the time: the [`Clock`] trait, and [`SystemClock`] for native builds.
//!
//! The search never asks the operating system directly because `std::time::Instant` panics in
//! `wasm32-unknown-unknown`: the browser build hands in a clock backed by JavaScript's
//! `performance.now()`, and tests hand in fake clocks that advance on every call.

/// A source of time in milliseconds, counted from any fixed origin.
///
/// # Examples
/// ```
/// use reversi::ai::Clock;
/// use std::cell::Cell;
/// /// A clock for tests: every reading is one millisecond later than the last.
/// struct Ticking(Cell<f64>);
/// impl Clock for Ticking {
///     fn now_ms(&self) -> f64 {
///         self.0.set(self.0.get() + 1.0);
///         self.0.get()
///     }
/// }
/// let clock = Ticking(Cell::new(0.0));
/// assert!(clock.now_ms() < clock.now_ms());
/// ```
pub trait Clock {
    /// Milliseconds since the clock's origin; never decreasing.
    fn now_ms(&self) -> f64;
}

/// The operating system's monotonic clock (not on wasm, where `Instant` panics).
///
/// # Examples
/// ```
/// use reversi::ai::{Clock, SystemClock};
/// let before = SystemClock.now_ms();
/// assert!(SystemClock.now_ms() >= before);
/// ```
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

#[cfg(not(target_arch = "wasm32"))]
impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        use std::sync::OnceLock;
        use std::time::Instant;
        // One origin for the whole process, so readings from any `SystemClock` compare.
        static ORIGIN: OnceLock<Instant> = OnceLock::new();
        ORIGIN.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
    }
}

/// A clock that never moves: for searches limited by depth or nodes only, where the time
/// is not needed (their reported elapsed time is then 0).
///
/// # Examples
/// ```
/// use reversi::ai::{Clock, Engine, FrozenClock, Limits};
/// use reversi::Board;
/// assert_eq!(FrozenClock.now_ms(), 0.0);
/// let report = Engine::new(1).search(&Board::start(), &Limits::to_depth(3), &FrozenClock);
/// assert_eq!(report.elapsed_ms, 0.0);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct FrozenClock;

impl Clock for FrozenClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}
