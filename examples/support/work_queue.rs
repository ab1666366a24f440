//! Work shared out among threads from one queue: each thread takes the next item as soon as
//! it is done with its last, so a slow item holds up no other. The tools that fill both
//! cores (the suites, `train_eval.rs`) include this file.

use std::sync::atomic::{AtomicUsize, Ordering};

/// Calls `work` with each of `items` (and its index) on up to `threads` threads, each with
/// a state of its own made by `state` (an engine, say) that it keeps from item to item.
pub fn share_out<T: Sync, S>(
    items: &[T],
    threads: usize,
    state: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, usize, &T) + Sync,
) {
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads.min(items.len()) {
            scope.spawn(|| {
                let mut state = state();
                loop {
                    let at = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(at) else { break };
                    work(&mut state, at, item);
                }
            });
        }
    });
}
