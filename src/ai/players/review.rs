//! Game review: each move of a game weighed against the best move of its position, in discs.
//!
//! Every position of the game is analysed on its own ([`analyse_position`]: exactly from
//! [`ReviewDepths::exact_empties`] empty squares, else by a fixed-depth search), so that the
//! page can spread the positions over its workers and the command line can go through them
//! one by one; [`review_moves`] then turns the analyses into one [`MoveReview`] a move. The
//! played move's value is the next position's, seen from the mover's side: a review costs
//! one search a position, not one per legal move.

use crate::ai::clock::Clock;
use crate::ai::engine::Engine;
use crate::ai::limits::Limits;
use crate::board::Board;
use crate::color::Color;
use crate::game::Game;
use crate::square::Square;

/// How deeply a review looks at each position.
///
/// # Examples
/// ```
/// use reversi::ai::review::{analyse_position, ReviewDepths};
/// use reversi::ai::{Engine, FrozenClock};
/// use reversi::Game;
/// let quick = ReviewDepths { exact_empties: 12, depth: 4 };
/// let board = Game::from_transcript("f5d6c3").unwrap().board();
/// let analysis = analyse_position(&mut Engine::new(1), &board, &quick, &FrozenClock);
/// assert!(!analysis.exact); // 57 empties: searched 4 plies, not solved
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewDepths {
    /// Positions with at most this many empty squares are solved exactly.
    pub exact_empties: u32,
    /// The midgame search's depth before that, in plies (with ProbCut, as the levels search).
    pub depth: u32,
}

/// The review's first pass, on the page and in `reversi review`: natively, one thread, it
/// takes 1-9 s on a 60-move game (exact from 22 empties: 1-3 s, from 26: 7-22 s). The page
/// then searches the positions it could only estimate again, at 16 and 18 plies, as long as
/// each pass is expected to end within 12 s of the review's start (`www/game-review.js`).
///
/// # Examples
/// ```
/// use reversi::ai::review::REVIEW_DEPTHS;
/// let limits = REVIEW_DEPTHS.limits();
/// assert_eq!((limits.depth, limits.solve_empties), (14, 24));
/// ```
pub const REVIEW_DEPTHS: ReviewDepths = ReviewDepths {
    exact_empties: 24,
    depth: 14,
};

impl ReviewDepths {
    /// The search that analyses a position at these depths.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::review::ReviewDepths;
    /// use reversi::ai::Limits;
    /// let depths = ReviewDepths { exact_empties: 12, depth: 4 };
    /// assert_eq!(depths.limits(), Limits::to_depth(4).with_solve_empties(12));
    /// ```
    #[must_use]
    pub fn limits(&self) -> Limits {
        Limits::to_depth(self.depth).with_solve_empties(self.exact_empties)
    }
}

/// What the analysis of one position found, for its side to move.
///
/// # Examples
/// ```
/// use reversi::ai::review::{analyse_position, PositionAnalysis, REVIEW_DEPTHS};
/// use reversi::ai::{Engine, FrozenClock};
/// use reversi::Game;
/// let line = format!("{}{}- X", "X".repeat(32), "O".repeat(31));
/// let game = Game::from_board_string(&line).unwrap();
/// let mut engine = Engine::new(1);
/// let analysis = analyse_position(&mut engine, &game.board(), &REVIEW_DEPTHS, &FrozenClock);
/// let h8 = Some("h8".parse().unwrap());
/// assert_eq!(analysis, PositionAnalysis { best_move: h8, score: 14, exact: true });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PositionAnalysis {
    /// The best move; `None` when the side to move cannot move (the game is over).
    pub best_move: Option<Square>,
    /// The best move's value in discs for the side to move: the final disc difference when
    /// `exact`, else the search's estimate of it.
    pub score: i32,
    /// Whether `score` is exact.
    pub exact: bool,
}

/// Analyses `board` (relative to its side to move) for a review: solved exactly from
/// `depths.exact_empties` empties, else searched `depths.depth` plies.
///
/// # Examples
/// ```
/// use reversi::ai::review::{analyse_position, ReviewDepths};
/// use reversi::ai::{Engine, FrozenClock};
/// use reversi::Game;
/// let mut game = Game::from_transcript("f5d6c3d3c4").unwrap();
/// while game.board().empties().count() > 12 {
///     game.play(game.legal_moves().first().unwrap()).unwrap();
/// }
/// let depths = ReviewDepths { exact_empties: 12, depth: 4 };
/// let analysis = analyse_position(&mut Engine::new(1), &game.board(), &depths, &FrozenClock);
/// assert!(analysis.exact);
/// assert_eq!(analysis.score, reversi::ai::solve(&game.board()).score);
/// ```
pub fn analyse_position(
    engine: &mut Engine,
    board: &Board,
    depths: &ReviewDepths,
    clock: &dyn Clock,
) -> PositionAnalysis {
    let report = engine.search(board, &depths.limits(), clock);
    PositionAnalysis {
        best_move: report.best_move,
        score: report.score,
        exact: report.exact,
    }
}

/// How costly a move was, by the discs it lost against the best move. The thresholds are in
/// discs of the final result: a loss of one disc or less is within the estimates' noise,
/// and every disc given away counts twice in the difference, so 2 is the least real loss.
///
/// # Examples
/// ```
/// use reversi::ai::review::MoveClass;
/// let classes: Vec<MoveClass> = [1, 2, 11, 12].into_iter().map(MoveClass::of_loss).collect();
/// use MoveClass::*;
/// assert_eq!(classes, [Best, Inaccuracy, Mistake, Blunder]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveClass {
    /// The best move, or within a disc of it (loss 0 or 1).
    Best,
    /// Loss 2 to 5 discs.
    Inaccuracy,
    /// Loss 6 to 11 discs.
    Mistake,
    /// Loss 12 discs or more.
    Blunder,
}

impl MoveClass {
    /// The class of a move that lost `loss` discs.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::review::MoveClass;
    /// assert_eq!(MoveClass::of_loss(0), MoveClass::Best);
    /// assert_eq!(MoveClass::of_loss(4), MoveClass::Inaccuracy);
    /// assert_eq!(MoveClass::of_loss(6), MoveClass::Mistake);
    /// assert_eq!(MoveClass::of_loss(20), MoveClass::Blunder);
    /// ```
    #[must_use]
    pub fn of_loss(loss: i32) -> MoveClass {
        match loss {
            ..=1 => MoveClass::Best,
            2..=5 => MoveClass::Inaccuracy,
            6..=11 => MoveClass::Mistake,
            _ => MoveClass::Blunder,
        }
    }

    /// Its name in the review's records: "best", "inaccuracy", "mistake" or "blunder".
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::review::MoveClass;
    /// assert_eq!(MoveClass::of_loss(0).name(), "best");
    /// assert_eq!(MoveClass::of_loss(8).name(), "mistake");
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            MoveClass::Best => "best",
            MoveClass::Inaccuracy => "inaccuracy",
            MoveClass::Mistake => "mistake",
            MoveClass::Blunder => "blunder",
        }
    }
}

/// One move of a reviewed game.
///
/// # Examples
/// ```
/// use reversi::ai::review::{review_game, ReviewDepths};
/// use reversi::ai::{Engine, FrozenClock};
/// use reversi::{Color, Game};
/// let game = Game::from_transcript("f5d6").unwrap();
/// let quick = ReviewDepths { exact_empties: 12, depth: 4 };
/// let reviews = review_game(&mut Engine::new(1), &game, &quick, &FrozenClock, |_, _| {});
/// let first = reviews[0];
/// assert_eq!((first.number, first.color), (1, Color::Black));
/// assert_eq!(first.played.to_string(), "f5");
/// assert_eq!(first.loss, (first.best_score - first.played_score).max(0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// The move's number, from 1.
    pub number: usize,
    /// Who played it.
    pub color: Color,
    /// The move played.
    pub played: Square,
    /// Its value for the mover, in discs (see [`PositionAnalysis::score`]).
    pub played_score: i32,
    /// The best move of the position.
    pub best_move: Square,
    /// Its value for the mover.
    pub best_score: i32,
    /// `best_score - played_score`, never below 0 (two estimates may disagree the other way).
    pub loss: i32,
    /// Whether both scores are exact.
    pub exact: bool,
    /// The class of `loss`.
    pub class: MoveClass,
}

/// Why analyses could not be turned into a review.
///
/// # Examples
/// ```
/// use reversi::ai::review::{review_moves, PositionAnalysis, ReviewError};
/// use reversi::Game;
/// let game = Game::from_transcript("f5d6").unwrap();
/// let nothing = PositionAnalysis { best_move: None, score: 0, exact: false };
/// let wrong_count = ReviewError::WrongCount { expected: 3, given: 2 };
/// assert_eq!(review_moves(&game, &[nothing; 2]), Err(wrong_count));
/// assert_eq!(review_moves(&game, &[nothing; 3]), Err(ReviewError::NoBestMove { number: 1 }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// Not one analysis a position.
    WrongCount {
        /// The game's positions: its moves plus one.
        expected: usize,
        /// The analyses given.
        given: usize,
    },
    /// The analysis of the position before move `number` has no best move, though the
    /// position has a legal move (it is not this game's analysis).
    NoBestMove {
        /// The move's number, from 1.
        number: usize,
    },
}

impl std::fmt::Display for ReviewError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReviewError::WrongCount { expected, given } => write!(
                f,
                "a review needs one analysis for each of the game's {expected} positions, not {given}"
            ),
            ReviewError::NoBestMove { number } => write!(
                f,
                "the analysis of the position before move {number} names no best move"
            ),
        }
    }
}

impl std::error::Error for ReviewError {}

/// The review of every move of `game` from `analyses`, one for each of its positions
/// ([`Game::positions`]: before each move, then the last), in order.
///
/// # Errors
/// [`ReviewError`] when the analyses are not one a position, or one names no best move
/// where the position has a move.
///
/// # Examples
/// ```
/// use reversi::ai::review::{analyse_position, review_moves, MoveClass, ReviewDepths};
/// use reversi::ai::{Engine, FrozenClock};
/// use reversi::Game;
/// let game = Game::from_transcript("f5d6c3").unwrap();
/// let (mut engine, quick) = (Engine::new(1), ReviewDepths { exact_empties: 12, depth: 4 });
/// let analyses: Vec<_> = game
///     .positions()
///     .iter()
///     .map(|(board, _)| analyse_position(&mut engine, board, &quick, &FrozenClock))
///     .collect();
/// let reviews = review_moves(&game, &analyses).unwrap();
/// assert_eq!(reviews.len(), 3);
/// assert!(reviews.iter().all(|review| review.class == MoveClass::of_loss(review.loss)));
/// ```
pub fn review_moves(
    game: &Game,
    analyses: &[PositionAnalysis],
) -> Result<Vec<MoveReview>, ReviewError> {
    let positions = game.positions();
    if analyses.len() != positions.len() {
        return Err(ReviewError::WrongCount {
            expected: positions.len(),
            given: analyses.len(),
        });
    }
    game.turns()
        .iter()
        .enumerate()
        .map(|(index, turn)| {
            let number = index + 1;
            let here = &analyses[index];
            let next = &analyses[index + 1];
            let best_move = here.best_move.ok_or(ReviewError::NoBestMove { number })?;
            // The next position's value is for its side to move: the opponent, or the mover
            // again when the opponent had to pass.
            let (_, next_to_move) = positions[index + 1];
            let after = if next_to_move == turn.color {
                next.score
            } else {
                -next.score
            };
            let (played_score, exact) = if turn.square == best_move {
                (here.score, here.exact)
            } else {
                (after, here.exact && next.exact)
            };
            let loss = (here.score - played_score).max(0);
            Ok(MoveReview {
                number,
                color: turn.color,
                played: turn.square,
                played_score,
                best_move,
                best_score: here.score,
                loss,
                exact,
                class: MoveClass::of_loss(loss),
            })
        })
        .collect()
}

/// Reviews every move of `game` with `engine`, one position after another (the command
/// line's way; the page spreads [`analyse_position`] over its workers). `progress` is told
/// each position's number (from 0) as it is analysed.
///
/// # Examples
/// ```
/// use reversi::ai::review::{review_game, ReviewDepths};
/// use reversi::ai::{Engine, FrozenClock};
/// use reversi::Game;
/// let game = Game::from_transcript("f5d6c3d3").unwrap();
/// let quick = ReviewDepths { exact_empties: 12, depth: 4 };
/// let mut told = Vec::new();
/// let mut engine = Engine::new(1);
/// let progress = |number, _: &_| told.push(number);
/// let reviews = review_game(&mut engine, &game, &quick, &FrozenClock, progress);
/// assert_eq!(told, [0, 1, 2, 3, 4]);
/// assert_eq!(reviews.len(), 4);
/// ```
pub fn review_game(
    engine: &mut Engine,
    game: &Game,
    depths: &ReviewDepths,
    clock: &dyn Clock,
    mut progress: impl FnMut(usize, &PositionAnalysis),
) -> Vec<MoveReview> {
    let analyses: Vec<PositionAnalysis> = game
        .positions()
        .iter()
        .enumerate()
        .map(|(index, (board, _))| {
            let analysis = analyse_position(engine, board, depths, clock);
            progress(index, &analysis);
            analysis
        })
        .collect();
    review_moves(game, &analyses).expect("a game's own analyses review it")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::clock::FrozenClock;

    const SHALLOW: ReviewDepths = ReviewDepths {
        exact_empties: 12,
        depth: 4,
    };

    #[test]
    fn a_review_has_one_record_a_move_and_the_best_move_loses_nothing() {
        let game = Game::from_transcript("f5d6c3d3c4f4f6f3e6e7").unwrap();
        let mut engine = Engine::new(1);
        let reviews = review_game(&mut engine, &game, &SHALLOW, &FrozenClock, |_, _| {});
        assert_eq!(reviews.len(), 10);
        for (review, turn) in reviews.iter().zip(game.turns()) {
            assert_eq!((review.played, review.color), (turn.square, turn.color));
            assert!(review.loss >= 0 && !review.exact);
            if review.played == review.best_move {
                assert_eq!((review.loss, review.played_score), (0, review.best_score));
            }
        }
    }

    #[test]
    fn exact_losses_match_solving_the_position_after_the_move() {
        // A late position (first legal moves down to 13 empties), then three more moves.
        let mut opening = Game::new();
        while opening.board().empties().count() > 13 {
            let square = opening.legal_moves().into_iter().next().unwrap();
            opening.play(square).unwrap();
        }
        let mut game = Game::from_board_string(&opening.board_string()).unwrap();
        for _ in 0..3 {
            let square = game.legal_moves().into_iter().last().unwrap();
            game.play(square).unwrap();
        }
        let mut engine = Engine::new(1);
        let depths = ReviewDepths {
            exact_empties: 13,
            ..SHALLOW
        };
        let reviews = review_game(&mut engine, &game, &depths, &FrozenClock, |_, _| {});
        let positions = game.positions();
        for (review, (board, _)) in reviews.iter().zip(&positions) {
            assert!(review.exact);
            let best = crate::ai::solve(board);
            assert_eq!(review.best_score, best.score);
            // The solver scores a position whose side must pass from that side's view too.
            let played = -crate::ai::solve(&board.play(review.played)).score;
            assert_eq!(review.played_score, played);
            assert_eq!(review.loss, best.score - played);
            assert_eq!(review.class, MoveClass::of_loss(review.loss));
        }
    }

    #[test]
    fn analyses_of_another_game_are_refused() {
        let game = Game::from_transcript("f5d6").unwrap();
        let analysis = PositionAnalysis {
            best_move: None,
            score: 0,
            exact: false,
        };
        assert_eq!(
            review_moves(&game, &[analysis; 2]),
            Err(ReviewError::WrongCount {
                expected: 3,
                given: 2
            })
        );
        assert_eq!(
            review_moves(&game, &[analysis; 3]),
            Err(ReviewError::NoBestMove { number: 1 })
        );
    }
}
