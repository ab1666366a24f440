//! The search of one position: the midgame search deepened ply by ply, handing over to the
//! endgame solver (`solver/`) near the end of the game.
//!
//! In call order:
//! - `deepening`: how one search spends its budget: iterative deepening of the midgame, then
//!   the selective and exact solves, each a series of null-window tests (MTD(f));
//! - `iteration_pace`: when a timed search starts no new iteration;
//! - `root`: the root moves, each searched by the midgame search or the solver, keeping
//!   their scores from one iteration to the next so the best is tried first;
//! - `midgame`: principal variation search over the evaluation, a fixed number of plies
//!   deep, or to the solver when the plies reach the end of the game;
//! - `midgame_probcut`: the nodes cut on a shallower search's word (Multi-ProbCut);
//! - `late_moves`: on a clock, the moves sorted late searched shallower first;
//! - `parallel`: the same search on several threads, helpers filling the shared table.

pub(super) mod deepening;
mod iteration_pace;
mod late_moves;
pub(super) mod midgame;
pub(super) mod midgame_probcut;
pub(super) mod parallel;
mod root;
