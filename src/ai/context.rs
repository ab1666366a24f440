//! `Context`: what one search carries from node to node — the transposition table, the
//! evaluation, the count of positions visited, and the budget (time and nodes) with the flag
//! saying it ran out.
//!
//! Reading a clock costs far more than visiting a position, so the budget is checked only
//! every [`CHECK_INTERVAL`] positions (and exactly at the node limit). Once it has run out,
//! every search function returns at once with a meaningless score; the caller sees
//! [`Context::stopped`] and keeps the last result it completed.
//!
//! A search on several threads gives each its own `Context` over the one shared table
//! (`search/parallel.rs`): the helpers' contexts also stop when the main thread raises
//! their shared flag, which they read at the same moments as the clock.

use super::clock::Clock;
use super::limits::Limits;
use super::tt::Table;
use crate::ai::busy::Busy;
use crate::ai::learned::eval::Evaluation;
use std::sync::atomic::{AtomicBool, Ordering};

/// Positions between two looks at the clock: about a tenth of a millisecond of work.
const CHECK_INTERVAL: u64 = 2048;

/// How far past its time budget an iteration already under way may run before it is cut
/// off: the budget is what a search aims to spend on average, as NTest's average-time mode
/// does (no new iteration past about half the budget, `iteration_pace.rs`; none running
/// past one and a half). With a hard stop at the budget itself our searches used 45% of it
/// on average at 1 s a move, NTest 65%.
const OVERRUN_FACTOR: f64 = 1.5;

/// The state one search threads through its recursion.
pub(crate) struct Context<'a> {
    /// Results shared across the positions of this search (and later ones), and across the
    /// threads of a parallel search.
    pub table: &'a Table,
    /// The evaluation the search scores its leaves and sorts its moves with.
    pub evaluation: &'a Evaluation,
    /// Positions visited so far.
    pub nodes: u64,
    /// Set once the budget has run out: everything in flight is to be discarded.
    pub stopped: bool,
    /// The stage of a selective solve in progress (see `probcut.rs`), `None` when solving
    /// exactly.
    pub selectivity: Option<u8>,
    /// Whether the midgame search makes ProbCut's cuts (`midgame_probcut.rs`).
    pub midgame_cuts: bool,
    /// Whether its null-window nodes search their late moves shallower first
    /// (`late_moves.rs`).
    pub late_move_reductions: bool,
    clock: &'a dyn Clock,
    /// Clock reading at the start.
    started_ms: f64,
    /// The time the search aims to spend (infinite when unlimited): it starts no new
    /// iteration past about half of it (`iteration_pace.rs`).
    target_ms: f64,
    /// Clock reading past which the search stops (infinite when unlimited).
    deadline_ms: f64,
    /// Node count at which the search stops.
    node_limit: u64,
    /// Node count at which to look at the clock again.
    next_check: u64,
    /// A helper thread's: raised when the main thread's search is over.
    stop: Option<&'a AtomicBool>,
    /// Which thread of a parallel search this is: 0 the main thread, whose result is the
    /// answer, 1 and up its helpers (`search/parallel.rs`).
    pub helper: usize,
    /// In a parallel search, the positions the threads are searching now, so that each
    /// leaves the others' to them while it has other moves to search (`None` alone).
    pub busy: Option<&'a Busy>,
}

impl<'a> Context<'a> {
    /// A fresh search over `table` and `evaluation` within `limits` (its time and node
    /// budget, and whether the midgame makes ProbCut's cuts).
    pub fn new(
        table: &'a Table,
        evaluation: &'a Evaluation,
        clock: &'a dyn Clock,
        limits: &Limits,
    ) -> Context<'a> {
        let (time_ms, node_limit) = (limits.time_ms, limits.nodes);
        let started_ms = clock.now_ms();
        let node_limit = node_limit.unwrap_or(u64::MAX);
        Context {
            table,
            evaluation,
            nodes: 0,
            stopped: false,
            selectivity: None,
            midgame_cuts: limits.selective,
            late_move_reductions: limits.selective && limits.late_move_reductions,
            clock,
            started_ms,
            target_ms: time_ms.unwrap_or(f64::INFINITY),
            deadline_ms: time_ms.map_or(f64::INFINITY, |time| started_ms + time * OVERRUN_FACTOR),
            node_limit,
            next_check: CHECK_INTERVAL.min(node_limit),
            stop: None,
            helper: 0,
            busy: None,
        }
    }

    /// This context as helper thread `helper` of a parallel search: it also stops when
    /// `stop` is raised.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn helping(self, helper: usize, stop: &'a AtomicBool) -> Context<'a> {
        Context {
            stop: Some(stop),
            helper,
            ..self
        }
    }

    /// This context, for the main thread of a parallel search whose threads share `busy`;
    /// [`Context::resume`] takes back what it counted.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn sharing<'b>(&self, busy: &'b Busy) -> Context<'b>
    where
        'a: 'b,
    {
        Context {
            busy: Some(busy),
            ..*self
        }
    }

    /// Carries on from `shared`, a [`Context::sharing`] of this one that has searched.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn resume(&mut self, shared: &Context) {
        (self.nodes, self.stopped, self.next_check) =
            (shared.nodes, shared.stopped, shared.next_check);
    }

    /// Whether the search must stop now. Cheap: usually one comparison.
    #[inline]
    pub fn out_of_budget(&mut self) -> bool {
        if self.nodes >= self.next_check {
            self.check_budget();
        }
        self.stopped
    }

    /// Looks at the node count and the clock, and schedules the next look.
    #[cold]
    fn check_budget(&mut self) {
        if self.nodes >= self.node_limit
            || (self.deadline_ms.is_finite() && self.clock.now_ms() >= self.deadline_ms)
            || self.stop.is_some_and(|stop| stop.load(Ordering::Relaxed))
        {
            self.stopped = true;
        }
        self.next_check = self
            .nodes
            .saturating_add(CHECK_INTERVAL)
            .min(self.node_limit);
    }

    /// Milliseconds since the search started.
    pub fn elapsed_ms(&self) -> f64 {
        (self.clock.now_ms() - self.started_ms).max(0.0)
    }

    /// The share of the time budget used so far, 0 when there is no time limit.
    pub fn time_used(&self) -> f64 {
        if self.target_ms.is_finite() {
            if self.target_ms <= 0.0 {
                return 1.0;
            }
            self.elapsed_ms() / self.target_ms
        } else {
            0.0
        }
    }
}
