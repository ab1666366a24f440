//! The computer player of a game: the move a level picks ([`choose_move_with`]) and the
//! hints it gives ([`hints_for_level`]), on top of the [`Engine`] and the level table.

use super::beginners;
use super::levels::{level_info, level_limits, Strategy, HINT_LEVEL};
use crate::ai::clock::Clock;
use crate::ai::engine::Engine;
use crate::ai::learned::book;
use crate::ai::limits::Limits;
use crate::ai::random::SeededRandom;
use crate::ai::report::MoveScore;
use crate::board::Board;
use crate::game::Game;
use crate::square::Square;

/// A timed level that has reached its solving stage may take this many times its time per
/// move: a perfect endgame is what it promises, and an exact solve cut short is wasted.
const SOLVE_TIME_FACTOR: f64 = 10.0;

/// The levels from this one up play the opening book's moves (`book.rs`) where it has the
/// position; the weaker ones find their own, as weaker players do.
const BOOK_FROM_LEVEL: u32 = 4;

/// A book move picks at random among the moves scored within this many discs of the best:
/// the searches behind the scores err by more than that, so none is clearly worse, and
/// games vary from the first moves on.
const BOOK_VARIETY_DISCS: i8 = 2;

/// A move of the opening book for `board`, if the book has the position.
fn book_move(board: &Board, random: &mut SeededRandom) -> Option<Square> {
    let moves = book::installed()?.moves(board);
    let best = moves.first()?.1;
    let close: Vec<u8> = moves
        .iter()
        .filter(|&&(_, score)| score >= best - BOOK_VARIETY_DISCS)
        .map(|&(square, _)| square)
        .collect();
    let square = close[random.pick(close.len())];
    Square::from_index(square.into()).ok()
}

/// `level`'s limits for `game`'s position: its table row, with the longer time allowance of
/// [`SOLVE_TIME_FACTOR`] once the position is within its solving range.
fn limits_for(level: u32, game: &Game) -> Option<Limits> {
    let limits = level_limits(level)?;
    let solving = game.board().empties().count() <= limits.solve_empties;
    Some(match (limits.time_ms, limits.nodes) {
        (Some(time_ms), nodes) if solving => Limits {
            time_ms: Some(time_ms * SOLVE_TIME_FACTOR),
            nodes: nodes.map(|nodes| (nodes as f64 * SOLVE_TIME_FACTOR) as u64),
            ..limits
        },
        _ => limits,
    })
}

/// The move the computer picks at `level` (0 to [`MAX_LEVEL`](super::levels::MAX_LEVEL);
/// higher numbers play as the top level), searching with `engine` and timing itself with
/// `clock`; `None` when the game is over. The move is not played.
///
/// # Examples
/// ```
/// use reversi::ai::{self, Engine, FrozenClock};
/// use reversi::Game;
/// let mut engine = Engine::new(1);
/// let game = Game::new();
/// let first = ai::choose_move_with(&mut engine, &game, 0, &FrozenClock);
/// assert_eq!(first.unwrap().to_string(), "d3");
/// let square = ai::choose_move_with(&mut engine, &game, 5, &FrozenClock).unwrap();
/// assert!(game.legal_moves().contains(square));
/// ```
pub fn choose_move_with(
    engine: &mut Engine,
    game: &Game,
    level: u32,
    clock: &dyn Clock,
) -> Option<Square> {
    let board = game.board();
    let info = level_info(level);
    if info.level >= BOOK_FROM_LEVEL {
        if let Some(square) = book_move(&board, engine.random()) {
            return Some(square);
        }
    }
    let limits = limits_for(level, game).unwrap_or_default();
    // `Game` passes for a side that cannot move, so no move here means the game is over.
    let chosen = match info.strategy {
        Strategy::FirstLegal => beginners::first_legal(&board),
        Strategy::Random => beginners::random_legal(&board, engine.random()),
        Strategy::Greedy => beginners::greedy(&board),
        Strategy::Search(_) if info.randomness > 0 => {
            let hints = engine.hints(&board, &limits, clock);
            let best = hints.first()?;
            // Exact scores (the solved ending) leave no room: the level plays perfectly there,
            // as its description says, choosing only among the moves that keep the best score.
            let margin = if best.exact { 0 } else { info.randomness };
            let close: Vec<Square> = hints
                .iter()
                .filter(|hint| hint.score >= best.score - margin)
                .map(|hint| hint.square)
                .collect();
            close.get(engine.random().pick(close.len())).copied()
        }
        Strategy::Search(_) => engine.search(&board, &limits, clock).best_move,
    };
    chosen.filter(|&square| board.legal_moves().contains(square))
}

/// The score of every legal move in `game` as the search of `level` sees it (the levels that
/// do not search give the hints of level 4), best first; empty once the game is over.
///
/// # Examples
/// ```
/// use reversi::ai::{self, Engine, FrozenClock};
/// use reversi::Game;
/// let mut engine = Engine::new(1);
/// let game = Game::from_transcript("f5d6c3").unwrap();
/// let hints = ai::hints_for_level(&mut engine, &game, 4, &FrozenClock);
/// assert_eq!(hints.len() as u32, game.legal_moves().count());
/// assert!(hints.windows(2).all(|pair| pair[0].score >= pair[1].score));
/// ```
pub fn hints_for_level(
    engine: &mut Engine,
    game: &Game,
    level: u32,
    clock: &dyn Clock,
) -> Vec<MoveScore> {
    let limits = limits_for(level, game)
        .or_else(|| limits_for(HINT_LEVEL, game))
        .unwrap_or_default();
    engine.hints(&game.board(), &limits, clock)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::clock::FrozenClock;

    #[test]
    fn the_book_levels_vary_their_openings() {
        // The four first moves are one position turned, so the book scores them alike: a
        // book level picks among them, where its search alone always plays the same.
        let game = Game::new();
        let mut engine = Engine::new(1);
        let picks: std::collections::BTreeSet<Square> = (0..40)
            .map(|_| choose_move_with(&mut engine, &game, BOOK_FROM_LEVEL, &FrozenClock).unwrap())
            .collect();
        assert!(picks.len() > 1, "{picks:?}");
        assert!(picks
            .iter()
            .all(|&square| game.legal_moves().contains(square)));
        let limits = level_limits(BOOK_FROM_LEVEL).unwrap();
        let searched: std::collections::BTreeSet<Square> = (0..5)
            .map(|_| {
                engine
                    .search(&game.board(), &limits, &FrozenClock)
                    .best_move
                    .unwrap()
            })
            .collect();
        assert_eq!(searched.len(), 1);
    }
}
