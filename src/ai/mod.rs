//! The computer players: an [`Engine`] searches positions (midgame search, exact endgame
//! solver, hints); the level table turns a level number into what the player does.
//!
//! The folders and files, from the players down, in the order they call each other:
//! - `players/`: the move a level picks and the hints it gives (`player`), the level table
//!   (`levels`), the levels that do not search (`beginners`), a game's time shared among its
//!   moves (`game_clock`), each move of a game weighed against its position's best
//!   (`review`);
//! - `engine`: [`Engine`], its table kept from move to move, and its entry points (search,
//!   solve, hints);
//! - `search/`: one search: iterative deepening of the midgame (`deepening`, with
//!   `iteration_pace` saying when to stop), then the selective and exact solves, each a
//!   series of null-window tests (MTD(f)); the root moves (`root`); the midgame PVS over the
//!   evaluation (`midgame`), with the selective cuts of `midgame_probcut` and the reductions
//!   of `late_moves`; helper threads searching beside it (`parallel`);
//! - `solver/`: the exact solver down to a few empties (`endgame`), the selective solves
//!   that go before it (`probcut`), discs that never flip (`stability`), the last few empties
//!   (`last_empties`, and `last_flip` for the very last). The midgame search hands over to
//!   the solver near the end, and the selective solves call the midgame search back;
//! - `ordering/`: the order both try moves in: the list that hands them out (`move_list`),
//!   its keys (`keys`, `evaluated_keys`), and the few plies of alpha-beta the keys look
//!   ahead with (`shallow_search`);
//! - `context`: the state one search carries (each stage is a function taking the
//!   `Context`, so a file's imports name the stages it calls);
//! - `learned/`: the evaluation the searches use (`eval`, `feature_updates`, `patterns`) and
//!   the opening book (`book`);
//! - shared below them all: [`tt`] (the transposition table, which the threads of a
//!   parallel search share without locks), `busy` (the positions those threads are on now), `masks` (named groups of squares), `clock`,
//!   `limits`, `report` (what goes into a search and comes out of it), `shares` (a search
//!   split between searchers that share no memory), `random` (the players' chance).
//!
//! Levels 1 and 3 (a little) play at random, levels 4 and up too in the opening book's
//! positions (`book`), and the timed levels 7 and 8 depend on the machine's speed; otherwise
//! a level always answers a position with the same move.

mod busy;
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
mod shares;
mod solver;
pub mod tt;

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
pub use shares::{best_of_shares, ShareAnswer};

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
