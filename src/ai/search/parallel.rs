//! A search on several threads (Lazy SMP): the main thread searches exactly as it would
//! alone, and helper threads search the same root at the same time over the same
//! transposition table (`tt.rs`, lock-free), each with its own [`Context`]. The helpers'
//! answers are thrown away: what they leave in the table is what they are for, since the
//! main thread then finds its positions' bounds and best moves there, and cuts or orders
//! with them. When the main thread's search ends (its result, its budget, its clock), it
//! raises a flag that stops the helpers within a few thousand positions, and waits for them.
//!
//! What spreads the threads over the tree: the timing itself, which differs from run to
//! run; in the midgame, half the helpers iterating a ply deeper than the main thread; in
//! the exact solver from 12 empties (`SHARED_EMPTIES`, `solver/endgame.rs`), the `Busy`
//! table (`ai/busy.rs`), through which a thread leaves a move that another is searching
//! for later. On FFO #40-#47 with two threads the main thread visits 53% as many
//! positions as one thread alone, and both together 6% more (58% and 12% more without it;
//! from 10, 14 or 16 empties much the same).
//!
//! With one thread, or in wasm (which has no threads), this is the plain search.

use super::deepening::{iterate, Outcome};
use crate::ai::context::Context;
use crate::ai::limits::Limits;
use crate::board::Board;

/// [`iterate`] on `threads` threads (at least one): the main thread's outcome, and the
/// positions the helpers visited.
pub(crate) fn iterate_on_threads(
    context: &mut Context,
    threads: usize,
    board: Board,
    limits: &Limits,
    every_move: bool,
) -> (Outcome, u64) {
    #[cfg(not(target_arch = "wasm32"))]
    if threads > 1 {
        return native::iterate_with_helpers(context, threads, board, limits, every_move);
    }
    let _ = threads;
    (iterate(context, board, limits, every_move), 0)
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use super::*;
    use crate::ai::busy::Busy;
    use crate::ai::clock::FrozenClock;
    use std::sync::atomic::{AtomicBool, Ordering};

    /// The limits a helper searches within: the main thread's, with no clock and no node
    /// budget of its own (it stops when the main thread does), but read as the main
    /// thread reads them: a timed search stays one (the same hand-over to the solves, the
    /// same reductions), one with a node budget stays limited.
    fn helper_limits(limits: &Limits) -> Limits {
        Limits {
            nodes: limits.nodes.map(|_| u64::MAX),
            ..*limits
        }
    }

    /// See [`iterate_on_threads`].
    pub(super) fn iterate_with_helpers(
        context: &mut Context,
        threads: usize,
        board: Board,
        limits: &Limits,
        every_move: bool,
    ) -> (Outcome, u64) {
        let stop = AtomicBool::new(false);
        let busy = Busy::new();
        let (table, evaluation) = (context.table, context.evaluation);
        let helped = helper_limits(limits);
        std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..threads)
                .map(|helper| {
                    let (stop, busy) = (&stop, &busy);
                    scope.spawn(move || {
                        // A frozen clock: the helper never stops by time, only when told.
                        let mut context = Context::new(table, evaluation, &FrozenClock, &helped)
                            .helping(helper, stop);
                        context.busy = Some(busy);
                        iterate(&mut context, board, &helped, every_move);
                        context.nodes
                    })
                })
                .collect();
            let mut main = context.sharing(&busy);
            let outcome = iterate(&mut main, board, limits, every_move);
            context.resume(&main);
            stop.store(true, Ordering::Relaxed);
            let helper_nodes = helpers
                .into_iter()
                .map(|helper| {
                    helper
                        .join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
                })
                .sum();
            (outcome, helper_nodes)
        })
    }
}
