//! The computer players, one per level: [`choose_move`] is the one entry point the game and
//! the page use; [`solve`] exposes the exact endgame solver on its own.
//!
//! - `levels`: the level table (what each level does);
//! - `simple`: the players that do not search (first legal, random, greedy), with `random`
//!   as their source of chance;
//! - `search`: the midgame alpha-beta (PVS) search over `eval`, the static evaluation;
//! - `endgame`: the exact solver;
//! - `pvs`, `moves`, `regions`: what the two searches share (the PVS loop, the ordered move
//!   list, named square masks).
//!
//! Only level 1 is random: every other level always answers a position with the same move.

mod endgame;
mod eval;
mod levels;
mod moves;
mod pvs;
mod random;
mod regions;
mod search;
mod simple;

pub use endgame::{solve, Solution};
pub use levels::{describe_level, MAX_LEVEL};

use crate::{Game, Square};

/// The move the computer picks at `level` (0 to [`MAX_LEVEL`]; higher numbers play as
/// [`MAX_LEVEL`]), or `None` when the game is over. The move is not played.
///
/// # Examples
/// ```
/// use reversi::{ai, Game};
/// let game = Game::new();
/// let first = ai::choose_move(&game, 0).unwrap();
/// assert_eq!(first.to_string(), "d3");
/// assert!(game.legal_moves().contains(ai::choose_move(&game, u32::MAX).unwrap()));
/// ```
#[must_use]
pub fn choose_move(game: &Game, level: u32) -> Option<Square> {
    let board = game.board();
    // `Game` passes for a side that cannot move, so no move here means the game is over.
    levels::pick(&board, level).filter(|&square| board.legal_moves().contains(square))
}
