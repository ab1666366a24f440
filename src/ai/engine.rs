//! [`Engine`]: the computer player's state between moves — above all the transposition
//! table, which is expensive to fill and worth keeping from one move to the next — and the
//! entry points that search with it: [`Engine::search`], [`Engine::solve`], [`Engine::hints`].

use super::clock::{Clock, FrozenClock};
use super::context::Context;
use super::limits::{Limits, MAX_DEPTH};
use super::random::SeededRandom;
use super::report::{MoveScore, SearchReport, Solution};
use super::tt::{Table, NO_MOVE};
use crate::ai::learned::eval::{Evaluation, UNITS_PER_DISC};
use crate::ai::search::deepening::exact_best_move;
use crate::ai::search::parallel::iterate_on_threads;
use crate::board::Board;
use crate::square::Square;

/// The table size the browser build uses by default: modest, since a page shares memory.
///
/// # Examples
/// ```
/// use reversi::ai::{self, Engine, FrozenClock, DEFAULT_TABLE_MEGABYTES};
/// use reversi::Game;
/// let mut engine = Engine::new(DEFAULT_TABLE_MEGABYTES);
/// let game = Game::from_transcript("f5d6c3").unwrap();
/// let square = ai::choose_move_with(&mut engine, &game, 3, &FrozenClock).unwrap();
/// assert!(game.legal_moves().contains(square));
/// ```
pub const DEFAULT_TABLE_MEGABYTES: usize = 8;

/// A search engine: owns a transposition table of fixed size, reused across searches.
///
/// # Examples
/// ```
/// use reversi::ai::{Engine, FrozenClock, Limits};
/// use reversi::{Board, Game};
/// let mut engine = Engine::new(1);
/// let report = engine.search(&Board::start(), &Limits::to_depth(4), &FrozenClock);
/// assert!(Board::start().legal_moves().contains(report.best_move.unwrap()));
/// assert_eq!((report.depth, report.exact), (4, false));
///
/// // Black to move with only h8 empty: 39 to 25 after it.
/// let line = format!("{}{}- X", "X".repeat(32), "O".repeat(31));
/// let game = Game::from_board_string(&line).unwrap();
/// let solution = engine.solve(&game.board());
/// assert_eq!(solution.score, 14);
/// ```
pub struct Engine {
    table: Table,
    /// The evaluation it searches with; `None`: the process's default at each search
    /// ([`Evaluation::installed`]), which the page's worker installs after creating engines.
    evaluation: Option<Evaluation>,
    /// The chance of the levels that use it, this engine's own.
    random: SeededRandom,
    /// The threads a search runs on: 1 unless [`Engine::with_threads`] says otherwise (and
    /// always in wasm, which has none).
    threads: usize,
}

impl Engine {
    /// An engine whose table takes about `table_megabytes` MiB (8 is plenty for the page;
    /// long native solves gain from 64 to 256).
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::{Engine, FrozenClock, Limits};
    /// use reversi::Board;
    /// let mut engine = Engine::new(1);
    /// let report = engine.search(&Board::start(), &Limits::to_depth(2), &FrozenClock);
    /// assert_eq!((report.depth, report.exact), (2, false));
    /// ```
    #[must_use]
    pub fn new(table_megabytes: usize) -> Engine {
        Engine {
            table: Table::new(table_megabytes),
            evaluation: None,
            random: SeededRandom::from_system(),
            threads: 1,
        }
    }

    /// As [`Engine::new`], with its chance following from `seed`: the levels that use chance
    /// then play the same games again (tests, tools).
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::{self, Engine, FrozenClock};
    /// use reversi::Game;
    /// let (mut a, mut b) = (Engine::with_seed(1, 7), Engine::with_seed(1, 7));
    /// let game = Game::from_transcript("f5d6c3").unwrap();
    /// for _ in 0..5 {
    ///     // Level 1 plays at random: the same seed, the same moves.
    ///     let (from_a, from_b) = (
    ///         ai::choose_move_with(&mut a, &game, 1, &FrozenClock),
    ///         ai::choose_move_with(&mut b, &game, 1, &FrozenClock),
    ///     );
    ///     assert_eq!(from_a, from_b);
    /// }
    /// ```
    #[must_use]
    pub fn with_seed(table_megabytes: usize, seed: u64) -> Engine {
        Engine {
            table: Table::new(table_megabytes),
            evaluation: None,
            random: SeededRandom::new(seed),
            threads: 1,
        }
    }

    /// This engine, searching with `evaluation` instead of the process's default: two
    /// tables can then be compared in one process (`examples/train_eval.rs`, tests).
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::eval::Evaluation;
    /// use reversi::ai::{Engine, FrozenClock, Limits};
    /// use reversi::Game;
    /// let mut engine = Engine::new(1).with_evaluation(Evaluation::neutral());
    /// let board = Game::from_transcript("f5d6c3").unwrap().board();
    /// // With an evaluation that scores everything 0, so does the search, short of the end.
    /// assert_eq!(engine.search(&board, &Limits::to_depth(3), &FrozenClock).score_units, 0);
    /// ```
    #[must_use]
    pub fn with_evaluation(self, evaluation: Evaluation) -> Engine {
        Engine {
            evaluation: Some(evaluation),
            ..self
        }
    }

    /// This engine, searching on `threads` threads (at least 1): its searches and solves
    /// then run helper threads beside the main one, over the one table (Lazy SMP, see
    /// `search/parallel.rs`). They find exact scores as before, in less time; which best
    /// move among equals, the estimates short of the end and the positions counted then
    /// vary from run to run. With 1 thread, the default, a search is deterministic. Native
    /// only: wasm has no threads.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::Engine;
    /// use reversi::Game;
    /// let mut game = Game::from_transcript("f5d6c3d3c4").unwrap();
    /// while game.board().empties().count() > 14 {
    ///     game.play(game.legal_moves().first().unwrap()).unwrap();
    /// }
    /// let alone = Engine::new(4).solve(&game.board());
    /// let mut engine = Engine::new(4).with_threads(3);
    /// assert_eq!(engine.threads(), 3);
    /// assert_eq!(engine.solve(&game.board()).score, alone.score);
    /// ```
    #[cfg(not(target_arch = "wasm32"))]
    #[must_use]
    pub fn with_threads(mut self, threads: usize) -> Engine {
        self.set_threads(threads);
        self
    }

    /// From the next search on, searches on `threads` threads (at least 1): see
    /// [`Engine::with_threads`]. The table stays.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::Engine;
    /// let mut engine = Engine::new(1);
    /// assert_eq!(engine.threads(), 1);
    /// engine.set_threads(0);
    /// assert_eq!(engine.threads(), 1);
    /// engine.set_threads(4);
    /// assert_eq!(engine.threads(), 4);
    /// ```
    #[cfg(not(target_arch = "wasm32"))]
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// The threads a search runs on (see [`Engine::with_threads`]).
    #[must_use]
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// The evaluation the next search uses.
    fn evaluation(&self) -> Evaluation {
        self.evaluation
            .clone()
            .unwrap_or_else(Evaluation::installed)
    }

    /// The engine's random numbers.
    pub(crate) fn random(&mut self) -> &mut SeededRandom {
        &mut self.random
    }

    /// Forgets everything learned (for a new game).
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::{Engine, FrozenClock, Limits};
    /// use reversi::Game;
    /// let board = Game::from_transcript("f5d6c3").unwrap().board();
    /// let mut engine = Engine::new(1);
    /// let first = engine.search(&board, &Limits::to_depth(6), &FrozenClock);
    /// // The table remembers the first search: the same search again visits fewer positions...
    /// assert!(engine.search(&board, &Limits::to_depth(6), &FrozenClock).nodes < first.nodes);
    /// // ...until it is cleared.
    /// engine.clear();
    /// assert_eq!(engine.search(&board, &Limits::to_depth(6), &FrozenClock).nodes, first.nodes);
    /// ```
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Searches `board` within `limits`: the move to play, its score and how it was found.
    ///
    /// The midgame search deepens one ply at a time until a limit; with at most
    /// `limits.solve_empties` empty squares (or a depth that reaches the end) it then solves
    /// the game exactly, if the limits allow it to finish. A side without a move gets
    /// `best_move: None` and the score of the position after its pass.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::{Engine, FrozenClock, Limits};
    /// use reversi::Game;
    /// let mut engine = Engine::new(1);
    /// // Black to move with h8 left: the search reaches the end and is exact.
    /// let line = format!("{}{}- X", "X".repeat(32), "O".repeat(31));
    /// let game = Game::from_board_string(&line).unwrap();
    /// let report = engine.search(&game.board(), &Limits::to_depth(4), &FrozenClock);
    /// let h8 = "h8".parse().unwrap();
    /// assert_eq!((report.best_move, report.score, report.exact), (Some(h8), 14, true));
    /// assert_eq!(report.pv, [h8]);
    /// ```
    pub fn search(&mut self, board: &Board, limits: &Limits, clock: &dyn Clock) -> SearchReport {
        self.table.new_search();
        self.table.set_one_thread(self.threads == 1);
        let evaluation = self.evaluation();
        let mut context = Context::new(&self.table, &evaluation, clock, limits);
        let (searched, sign) = match playable(board) {
            Some(playable) => playable,
            None => {
                return SearchReport {
                    best_move: None,
                    score: board.final_score(),
                    score_units: board.final_score() * UNITS_PER_DISC,
                    exact: true,
                    depth: 0,
                    nodes: 0,
                    elapsed_ms: context.elapsed_ms(),
                    pv: Vec::new(),
                }
            }
        };
        let (outcome, helper_nodes) =
            iterate_on_threads(&mut context, self.threads, searched, limits, false);
        let best = outcome.moves.first().map(|root| root.square);
        let mut pv = principal_variation(context.table, searched, best);
        if outcome.exact {
            finish_exact_line(&mut context, searched, &mut pv);
        }
        SearchReport {
            best_move: if sign > 0 {
                best.and_then(square)
            } else {
                None
            },
            score: sign * outcome.score,
            score_units: sign * outcome.score_units,
            exact: outcome.exact,
            depth: outcome.depth,
            nodes: context.nodes + helper_nodes,
            elapsed_ms: context.elapsed_ms(),
            pv,
        }
    }

    /// Solves `board` exactly, with no limit: the best move and the final disc difference
    /// under perfect play. The cost grows about threefold per empty square: instant at 14
    /// empties, a second or so at 20, minutes in the high twenties.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::Engine;
    /// use reversi::Game;
    /// // Ten empty squares from the end: the Tiger, then the first legal move each time.
    /// let mut game = Game::from_transcript("f5d6c3d3c4").unwrap();
    /// while game.board().empties().count() > 10 {
    ///     game.play(game.legal_moves().first().unwrap()).unwrap();
    /// }
    /// let solution = Engine::new(1).solve(&game.board());
    /// assert!(game.legal_moves().contains(solution.best_move.unwrap()));
    /// // Playing the best move leaves the opponent the same score, negated.
    /// let after = game.board().play(solution.best_move.unwrap());
    /// assert_eq!(Engine::new(1).solve(&after).score, -solution.score);
    /// ```
    pub fn solve(&mut self, board: &Board) -> Solution {
        self.solve_timed(board, &FrozenClock)
    }

    /// As [`Engine::solve`], timing itself with `clock`.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::{Engine, SystemClock};
    /// use reversi::Game;
    /// let line = format!("{}{}- X", "X".repeat(32), "O".repeat(31));
    /// let game = Game::from_board_string(&line).unwrap();
    /// let solution = Engine::new(1).solve_timed(&game.board(), &SystemClock);
    /// assert_eq!(solution.score, 14);
    /// assert!(solution.elapsed_ms >= 0.0);
    /// ```
    pub fn solve_timed(&mut self, board: &Board, clock: &dyn Clock) -> Solution {
        let report = self.search(board, &Limits::to_depth(MAX_DEPTH), clock);
        Solution {
            best_move: report.best_move,
            score: report.score,
            nodes: report.nodes,
            elapsed_ms: report.elapsed_ms,
        }
    }

    /// The exact score of every legal move of `board`, best first: what a puzzle's answer is
    /// judged by. Each move is solved with a full window, so it costs a few times
    /// [`Engine::solve`] (milliseconds at 14 empties, most of a second at 20).
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::{Engine, FrozenClock};
    /// use reversi::Game;
    /// let mut game = Game::from_transcript("f5d6c3d3c4").unwrap();
    /// while game.board().empties().count() > 10 {
    ///     game.play(game.legal_moves().first().unwrap()).unwrap();
    /// }
    /// let mut engine = Engine::new(1);
    /// let scores = engine.solve_moves(&game.board(), &FrozenClock);
    /// assert_eq!(scores.len() as u32, game.legal_moves().count());
    /// assert!(scores.iter().all(|move_score| move_score.exact));
    /// assert_eq!(scores[0].score, engine.solve(&game.board()).score);
    /// ```
    pub fn solve_moves(&mut self, board: &Board, clock: &dyn Clock) -> Vec<MoveScore> {
        let exactly = Limits::to_depth(MAX_DEPTH).with_solve_empties(MAX_DEPTH);
        self.hints(board, &exactly, clock)
    }

    /// The score of every legal move of `board` within `limits`, best first: exact when the
    /// position is solved (see [`Limits::solve_empties`]), estimated otherwise. Empty when
    /// the side to move has no move. Limits that stop the first, 1-ply iteration part way
    /// (a few positions' worth) leave out the moves it never reached; when it reached none,
    /// every move searched is listed at 0. With [`Limits::share`], only that share's moves.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::{Engine, FrozenClock, Limits};
    /// use reversi::Board;
    /// let hints = Engine::new(1).hints(&Board::start(), &Limits::to_depth(4), &FrozenClock);
    /// assert_eq!(hints.len(), 4);
    /// // The four first moves are one move turned four ways: they score alike.
    /// assert!(hints.iter().all(|hint| hint.score == hints[0].score && !hint.exact));
    /// ```
    pub fn hints(&mut self, board: &Board, limits: &Limits, clock: &dyn Clock) -> Vec<MoveScore> {
        if board.legal_moves().is_empty() {
            return Vec::new();
        }
        self.table.new_search();
        self.table.set_one_thread(self.threads == 1);
        let evaluation = self.evaluation();
        let mut context = Context::new(&self.table, &evaluation, clock, limits);
        let (outcome, _) = iterate_on_threads(&mut context, self.threads, *board, limits, true);
        let mut hints: Vec<MoveScore> = outcome
            .move_scores
            .iter()
            .filter_map(|&(index, score, exact)| {
                Some(MoveScore {
                    square: square(index)?,
                    score,
                    exact,
                })
            })
            .collect();
        if hints.is_empty() {
            // Stopped before the first iteration ended: every move searched, unscored.
            hints = outcome
                .moves
                .iter()
                .filter_map(|root| {
                    Some(MoveScore {
                        square: square(root.square)?,
                        score: 0,
                        exact: false,
                    })
                })
                .collect();
        }
        hints.sort_by_key(|hint| std::cmp::Reverse((hint.score, hint.exact)));
        hints
    }
}

/// The position to search for `board` and the sign relating its score to `board`'s: the
/// board itself when it has a move, the board after a pass (sign -1) when only the opponent
/// has, `None` when the game is over.
fn playable(board: &Board) -> Option<(Board, i32)> {
    if !board.legal_moves().is_empty() {
        return Some((*board, 1));
    }
    let passed = board.pass();
    (!passed.legal_moves().is_empty()).then_some((passed, -1))
}

/// The square of index `index`, if on the board.
fn square(index: u8) -> Option<Square> {
    Square::from_index(index.into()).ok()
}

/// Below this many empties an exact line that the table leaves unfinished is finished by
/// solving: the solver keeps no table there, and solving that few is quick.
const LINE_SOLVE_EMPTIES: u32 = 14;

/// Extends the exact line `line` from `board` to the end of the game, solving each position
/// past the end of what the table remembers (when few empties are left).
fn finish_exact_line(context: &mut Context, board: Board, line: &mut Vec<Square>) {
    let mut position = board;
    for &square in line.iter() {
        if position.legal_moves().is_empty() {
            position = position.pass();
        }
        match position.try_play(square) {
            Some(after) => position = after,
            None => return,
        }
    }
    loop {
        if position.legal_moves().is_empty() {
            position = position.pass();
        }
        if position.legal_moves().is_empty() || position.empties().count() > LINE_SOLVE_EMPTIES {
            return;
        }
        let Some(square) = exact_best_move(context, position).and_then(square) else {
            return;
        };
        line.push(square);
        position = position.play(square);
    }
}

/// The line the search expects: `first`, then the table's best moves, passes left out.
fn principal_variation(table: &Table, board: Board, first: Option<u8>) -> Vec<Square> {
    let mut line = Vec::new();
    let mut position = board;
    let mut next = first;
    while let Some(square) = next.and_then(square) {
        let Some(after) = position.try_play(square) else {
            break;
        };
        line.push(square);
        position = after;
        if position.legal_moves().is_empty() {
            position = position.pass();
        }
        next = table
            .probe(&position)
            .filter(|probe| probe.best_move != NO_MOVE)
            .map(|probe| probe.best_move);
    }
    line
}
