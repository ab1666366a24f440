//! The computer player of a game: the move a level picks ([`choose_move_with`]) and the
//! hints it gives ([`hints_for_level`]), on top of the [`Engine`] and the level table.

use super::clock::Clock;
use super::engine::Engine;
use super::levels::{level_info, level_limits, Strategy};
use super::random;
use super::report::MoveScore;
use super::simple;
use crate::{Game, Square};

/// The level whose search gives hints when asked for those of a level that does not search.
const HINT_LEVEL_FOR_SIMPLE_LEVELS: u32 = 4;

/// The move the computer picks at `level` (0 to [`MAX_LEVEL`](super::MAX_LEVEL); higher
/// numbers play as the top level), searching with `engine` and timing itself with `clock`;
/// `None` when the game is over. The move is not played.
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
    // `Game` passes for a side that cannot move, so no move here means the game is over.
    let chosen = match info.strategy {
        Strategy::FirstLegal => simple::first_legal(&board),
        Strategy::Random => simple::random_legal(&board),
        Strategy::Greedy => simple::greedy(&board),
        Strategy::Search(limits) if info.randomness > 0 => {
            let hints = engine.hints(&board, &limits, clock);
            let best = hints.first().map(|hint| hint.score)?;
            let close: Vec<Square> = hints
                .iter()
                .filter(|hint| hint.score >= best - info.randomness)
                .map(|hint| hint.square)
                .collect();
            close
                .get(random::below(close.len() as u32) as usize)
                .copied()
        }
        Strategy::Search(limits) => engine.search(&board, &limits, clock).best_move,
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
    let limits = level_limits(level)
        .or_else(|| level_limits(HINT_LEVEL_FOR_SIMPLE_LEVELS))
        .unwrap_or_default();
    engine.hints(&game.board(), &limits, clock)
}
