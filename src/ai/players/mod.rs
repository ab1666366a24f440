//! The computer players: what a level does with a game, on top of the engine's searches, and
//! what else a game asks of them.
//!
//! In call order:
//! - `player`: the move a level picks (from the opening book first, from level 4) and the
//!   hints it gives;
//! - `levels`: the one table of levels: a name, a description, and what each level does;
//! - `beginners`: the levels that do not look ahead;
//! - `game_clock`: a whole game's time allowance, handed out move by move;
//! - `review`: each move of a game weighed against its position's best.

pub(super) mod beginners;
pub(super) mod game_clock;
pub(super) mod levels;
pub(super) mod player;
pub mod review;
