//! # reversi
//!
//! A bitboard Othello (Reversi) engine with computer players, built to run in the browser
//! through WebAssembly and natively in tests and tools.
//!
//! - [`Square`], [`Bitboard`], [`Color`]: the vocabulary. a1 is the top-left square and bit 0,
//!   h8 is bit 63, `index = row * 8 + col`.
//! - [`Board`]: two `u64`s relative to the side to move; unchecked, fast (the search uses it).
//! - [`Game`]: checked moves, automatic passes, history, undo/redo, transcript, result.
//! - [`perft()`]: move-tree leaf counts, checked against the published figures.
//! - [`openings`]: the names of the standard openings, in English and Japanese.
//! - [`puzzles`]: endgame puzzles with one clearly best move, found in self-play games.
//! - [`ai`]: the computer players, one per level.
//! - `wasm` (wasm32 only): the JavaScript API, thin exports over the above.
//!
//! ```
//! use reversi::{ai, Game, Status};
//! let mut game = Game::from_transcript("f5d6c3").unwrap();
//! while !game.is_over() {
//!     let square = ai::choose_move(&game, 2).expect("a move while the game is on");
//!     game.play(square).unwrap();
//! }
//! let Status::Over(outcome) = game.status() else { unreachable!() };
//! let board = game.board();
//! let discs = board.player.count_ones() + board.opponent.count_ones();
//! assert_eq!(outcome.black + outcome.white, discs);
//! ```

#![deny(missing_docs)]

pub mod ai;
mod bitboard;
mod board;
mod color;
mod game;
pub mod game_record;
pub mod ggf;
mod movegen;
pub mod obf;
pub mod openings;
mod perft;
pub mod puzzles;
mod square;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use bitboard::{Bitboard, Squares};
pub use board::Board;
pub use color::Color;
pub use game::{Game, Outcome, PlayError, PositionError, Status, TranscriptError, Turn};
pub use perft::{perft, PassRule};
pub use square::{Square, SquareError};
