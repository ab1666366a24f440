//! What the engine answers: [`SearchReport`] for a search, [`Solution`] for an exact solve,
//! [`MoveScore`] for each move of a hint. Scores are always for the side to move, in discs.

use crate::square::Square;

/// The outcome of [`Engine::search`](super::engine::Engine::search).
///
/// # Examples
/// ```
/// use reversi::ai::eval::UNITS_PER_DISC;
/// use reversi::ai::{Engine, FrozenClock, Limits};
/// use reversi::Game;
/// let board = Game::from_transcript("f5d6c3").unwrap().board();
/// let report = Engine::new(1).search(&board, &Limits::to_depth(4), &FrozenClock);
/// assert_eq!(report.pv.first().copied(), report.best_move);
/// assert!(!report.exact && report.nodes > 0);
/// // The score in discs is the score in evaluation units, rounded.
/// assert!((report.score * UNITS_PER_DISC - report.score_units).abs() <= UNITS_PER_DISC / 2);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct SearchReport {
    /// The move to play; `None` when the side to move has no legal move (a pass, or the
    /// game is over).
    pub best_move: Option<Square>,
    /// For the side to move, in discs: the final disc difference under perfect play when
    /// `exact`, else an estimate of it (so the page can show "+4" either way).
    pub score: i32,
    /// `score` before rounding to discs, in evaluation units
    /// ([`UNITS_PER_DISC`](crate::ai::learned::eval::UNITS_PER_DISC) a disc): for tools that
    /// measure the search's estimates.
    pub score_units: i32,
    /// Whether `score` is the exact final result.
    pub exact: bool,
    /// The depth of the last completed iteration, in plies (the number of empty squares
    /// when exact).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Milliseconds spent, by the search's clock.
    pub elapsed_ms: f64,
    /// The expected line of play, starting with `best_move` (passes are left out).
    pub pv: Vec<Square>,
}

/// The result of solving a position exactly.
///
/// # Examples
/// ```
/// use reversi::{ai, Game};
/// // Black to move with only h8 empty: it turns 3 discs up column h (to h4) and 3 along the
/// // diagonal (to d4), ending 39 to 25.
/// let line = format!("{}{}- X", "X".repeat(32), "O".repeat(31));
/// let game = Game::from_board_string(&line).unwrap();
/// let solution = ai::solve(&game.board());
/// assert_eq!(solution.best_move, Some("h8".parse().unwrap()));
/// assert_eq!(solution.score, 39 - 25);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Solution {
    /// A best move for the side to move; `None` when it must pass or the game is over.
    pub best_move: Option<Square>,
    /// The final disc difference for the side to move under perfect play by both sides,
    /// empty squares going to the winner.
    pub score: i32,
    /// How many positions the solver visited: a measure of its work.
    pub nodes: u64,
    /// Milliseconds spent (0 when solved without a clock, as by [`solve`](super::solve)).
    pub elapsed_ms: f64,
}

/// The value of one legal move, as hints show it.
///
/// # Examples
/// ```
/// use reversi::ai::{Engine, FrozenClock, Limits, MoveScore};
/// use reversi::Game;
/// let line = format!("{}{}- X", "X".repeat(32), "O".repeat(31));
/// let game = Game::from_board_string(&line).unwrap();
/// let hints = Engine::new(1).hints(&game.board(), &Limits::to_depth(1), &FrozenClock);
/// assert_eq!(hints, [MoveScore { square: "h8".parse().unwrap(), score: 14, exact: true }]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveScore {
    /// The move.
    pub square: Square,
    /// For the side that plays it, in discs: the final disc difference when `exact`, else an
    /// estimate of it.
    pub score: i32,
    /// Whether `score` is exact.
    pub exact: bool,
}
