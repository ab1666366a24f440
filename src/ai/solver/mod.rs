//! The endgame solver: near the end of the game, every line played out for the final disc
//! difference under perfect play. The midgame search hands over to it when its plies reach
//! the end of the game, and the solver's selective stages call the midgame search back to
//! decide their cuts: the two recurse into each other.
//!
//! In call order:
//! - `endgame`: the exact solver, down to a few empties: the table, enhanced transposition
//!   cutoffs, the moves best first;
//! - `probcut`: the selective solves that go before the exact one, each cut decided by a
//!   shallow midgame search;
//! - `stability`: discs that can never flip, a cutoff when the window is out of reach;
//! - `last_empties`: the last few empty squares, with no move generation, sorting or table;
//! - `last_flip`: what the very last move flips, counted along its four lines.

pub(super) mod endgame;
pub(super) mod last_empties;
mod last_flip;
pub(super) mod probcut;
mod stability;
