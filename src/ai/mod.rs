//! The computer players: an [`Engine`] searches positions (midgame search, exact endgame
//! solver, hints); the level table turns a level number into what the player does.
//!
//! - `engine`: [`Engine`], its table and entry points; `deepening`: how a search spends its
//!   budget (iterative deepening, then an exact solve); `root`: the root moves;
//! - `search`: the midgame PVS over `eval`, the static evaluation;
//! - `endgame`, `last_moves`, `last_flip`, `stability`: the exact solver, by stage;
//!   `probcut`: the selective solves that go before it;
//! - `eval`, `patterns`: the evaluation the searches use, and what it reads;
//! - `ordering`, `tt`, `context`, `regions`: move ordering, the transposition table, the
//!   state a search carries, named square masks;
//! - `levels`, `player`, `simple`, `random`, `book`: the level table and the moves it picks;
//! - `midgame_probcut`: the midgame search's selective cuts;
//! - `clock`, `limits`, `report`: what goes in and comes out; `game_clock`: a game's time
//!   shared among its moves.
//!
//! Levels 1 and 3 (a little) play at random, levels 4 and up too in the opening book's
//! positions (`book`), and the timed levels 7 and 8 depend on the machine's speed; otherwise
//! a level always answers a position with the same move.

pub mod book;
mod clock;
mod context;
mod deepening;
mod endgame;
mod engine;
pub mod eval;
mod game_clock;
mod last_flip;
mod last_moves;
mod levels;
mod limits;
mod midgame_probcut;
mod ordering;
pub mod patterns;
mod player;
mod probcut;
mod random;
mod regions;
mod report;
mod root;
mod search;
mod simple;
mod stability;
mod tt;

#[cfg(not(target_arch = "wasm32"))]
pub use clock::SystemClock;
pub use clock::{Clock, FrozenClock};
pub use engine::{Engine, DEFAULT_TABLE_MEGABYTES};
pub use game_clock::GameClock;
pub use levels::{
    describe_level, level_info, level_limits, level_table, LevelInfo, Strategy, ANY_MOVE,
    DEFAULT_LEVEL, HINT_LEVEL, MAX_LEVEL,
};
pub use limits::{Limits, MAX_DEPTH};
pub use midgame_probcut::midgame_probcut_depth;
pub use player::{choose_move_with, hints_for_level};
pub use random::SeededRandom;
pub use report::{MoveScore, SearchReport, Solution};

use crate::Board;
#[cfg(not(target_arch = "wasm32"))]
use crate::{Game, Square};

/// The table size of the one-off engines of [`choose_move`] and [`solve`].
const ONE_OFF_TABLE_MEGABYTES: usize = 4;

/// The move the computer picks at `level` with a one-off engine and the system clock: see
/// [`choose_move_with`] (keep an [`Engine`] instead to reuse its table from move to move).
/// Native only: wasm has no system clock, so the page brings its own to `choose_move_with`.
///
/// # Examples
/// ```
/// use reversi::{ai, Game};
/// let game = Game::new();
/// let first = ai::choose_move(&game, 0).unwrap();
/// assert_eq!(first.to_string(), "d3");
/// assert!(game.legal_moves().contains(ai::choose_move(&game, 6).unwrap()));
/// ```
#[cfg(not(target_arch = "wasm32"))]
#[must_use]
pub fn choose_move(game: &Game, level: u32) -> Option<Square> {
    let mut engine = Engine::new(ONE_OFF_TABLE_MEGABYTES);
    choose_move_with(&mut engine, game, level, &SystemClock)
}

/// Solves `board` exactly with a one-off engine: see [`Engine::solve`].
#[must_use]
pub fn solve(board: &Board) -> Solution {
    Engine::new(ONE_OFF_TABLE_MEGABYTES).solve(board)
}
