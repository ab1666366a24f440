//! The computer players. Placeholder seam until the search lands: level 0 only.

use crate::{Game, Square};

/// The move the computer picks at `level`, or `None` when the game is over.
pub fn choose_move(game: &Game, _level: u32) -> Option<Square> {
    game.legal_moves().first()
}
