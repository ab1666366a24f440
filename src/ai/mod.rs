//! The computer players: an [`Engine`] searches positions (midgame search, exact endgame
//! solver, hints); the level table turns a level number into what the player does.
//!
//! A search, in the order its stages call each other:
//! - `engine`: [`Engine`], its table and entry points (search, solve, hints);
//! - `deepening`: how one search spends its budget: iterative deepening of the midgame (with
//!   `iteration_pace` saying when to stop), then the selective and exact solves, each a
//!   series of null-window tests (MTD(f));
//! - `root`: the root moves, each searched by the midgame search or the solver;
//! - `midgame`: the midgame PVS over `eval`, with the selective cuts of `midgame_probcut`;
//! - `probcut`: the selective solves that go before the exact one;
//! - `endgame`: the exact solver down to a few empties; `last_empties`: the last few (and
//!   `last_flip`: the very last); `stability`: discs that never flip, its cut-off;
//! - `ordering`: the order moves are tried in; `shallow_search`: the few plies of alpha-beta
//!   that the ordering and ProbCut look ahead with;
//! - `eval`, `patterns`: the evaluation the searches use, and what it reads;
//! - `tt`, `context`, `masks`: the transposition table, the state a search carries (each
//!   stage is a function taking the `Context`, so a file's imports name the stages it calls),
//!   named groups of squares.
//!
//! The players: `levels`, `player`, `beginners`, `random`, `book` (the level table and the
//! moves it picks); `clock`, `limits`, `report` (what goes in and comes out of a search),
//! `game_clock` (a game's time shared among its moves); `review` (each move of a game weighed
//! against its position's best).
//!
//! Levels 1 and 3 (a little) play at random, levels 4 and up too in the opening book's
//! positions (`book`), and the timed levels 7 and 8 depend on the machine's speed; otherwise
//! a level always answers a position with the same move.

mod clock;
mod context;
mod engine;
mod learned;
mod limits;
mod masks;
mod ordering;
mod players;
mod random;
mod report;
#[cfg(test)]
mod sample_positions;
mod search;
mod solver;
mod tt;

#[cfg(not(target_arch = "wasm32"))]
pub use clock::SystemClock;
pub use clock::{Clock, FrozenClock};
pub use engine::{Engine, DEFAULT_TABLE_MEGABYTES};
pub use learned::{book, eval, patterns};
pub use limits::{Limits, MAX_DEPTH};
pub use players::game_clock::GameClock;
pub use players::levels::{
    describe_level, level_info, level_limits, level_table, LevelInfo, Strategy, ANY_MOVE,
    DEFAULT_LEVEL, HINT_LEVEL, MAX_LEVEL,
};
pub use players::player::{choose_move_with, hints_for_level};
pub use players::review;
pub use random::SeededRandom;
pub use report::{MoveScore, SearchReport, Solution};
pub use search::midgame_probcut::midgame_probcut_depth;

use crate::board::Board;
#[cfg(not(target_arch = "wasm32"))]
use crate::game::Game;
#[cfg(not(target_arch = "wasm32"))]
use crate::square::Square;

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
///
/// # Examples
/// ```
/// use reversi::{ai, Game};
/// // White to move has no move: it passes, black takes h8 and wins 39 to 25.
/// let line = format!("{}{}- O", "X".repeat(32), "O".repeat(31));
/// let game = Game::from_board_string(&line).unwrap();
/// let white = game.board().pass();
/// let solution = ai::solve(&white);
/// assert_eq!((solution.best_move, solution.score), (None, 25 - 39));
/// ```
#[must_use]
pub fn solve(board: &Board) -> Solution {
    Engine::new(ONE_OFF_TABLE_MEGABYTES).solve(board)
}
