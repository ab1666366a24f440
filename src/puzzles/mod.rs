//! Endgame puzzles: positions from the engine's own self-play games in which one move is
//! clearly best, proved by solving every move exactly, and graded for the reader. The
//! `reversi puzzles` command writes them as OBF; `www/puzzles.obf` is the set the page ships.
//!
//! - `puzzle`: [`Puzzle`], what makes a position one (a margin over every other move) and
//!   its [`Grade`] (empties, close rivals, difficulty);
//! - `self_play`: [`SelfPlay`], the games a seed decides;
//! - `set`: [`make_set`], a set of puzzles from those games by a [`Recipe`].

mod puzzle;
mod self_play;
mod set;

pub use puzzle::{
    Grade, Puzzle, CLOSE_DISCS, EMPTIES_STEPS, FEWEST_MOVES, MARGIN_DISCS, MAX_DIFFICULTY,
    MOST_CLOSE_POINTS, MOST_EMPTIES,
};
pub use self_play::{SelfPlay, FEWEST_RANDOM_PLIES, MOST_RANDOM_PLIES, SELF_PLAY_DEPTH};
pub use set::{make_set, Progress, PuzzleSet, Recipe};
