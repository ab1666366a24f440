//! [`SelfPlay`]: games of the engine against itself that a seed alone decides, the source of
//! the puzzle sets' positions.
//!
//! Each game opens with a few random moves, so that games differ, and goes on with a fixed
//! depth search, so that what follows is the engine's own idea of good play: the positions
//! are ones a player could meet, not the wreckage of random moves. A depth, not a time, keeps
//! the games the same on every machine.

use crate::ai::{Engine, FrozenClock, Limits, SeededRandom};
use crate::{Game, Square};

/// The random opening's length in plies: from this many (there are 244 ways to play the
/// first 4 plies, 8,200 to play 6, so games seldom share an opening)...
pub const FEWEST_RANDOM_PLIES: u64 = 4;

/// ...to this many: longer random openings make odder middlegames.
pub const MOST_RANDOM_PLIES: u64 = 10;

/// The depth of the search that plays every move after the opening: a few milliseconds a
/// move natively, and strong enough (level 5 looks as far) that the endings it reaches are
/// a fair fight.
pub const SELF_PLAY_DEPTH: u32 = 6;

/// The self-play engine's table, in MiB: a 6-ply search fills little of it.
const SELF_PLAY_TABLE_MEGABYTES: usize = 16;

/// A source of self-play games, each following from the seed and the games before it.
///
/// # Examples
/// ```
/// use reversi::puzzles::SelfPlay;
/// let game = SelfPlay::new(1).play_game(50);
/// assert_eq!(game.board().empties().count(), 50);
/// assert_eq!(game, SelfPlay::new(1).play_game(50), "the seed decides the game");
/// assert_ne!(game, SelfPlay::new(2).play_game(50));
/// ```
pub struct SelfPlay {
    engine: Engine,
    random: SeededRandom,
}

impl SelfPlay {
    /// The games of `seed`.
    #[must_use]
    pub fn new(seed: u64) -> SelfPlay {
        SelfPlay {
            engine: Engine::new(SELF_PLAY_TABLE_MEGABYTES),
            random: SeededRandom::new(seed),
        }
    }

    /// Plays the next game from the start until `fewest_empties` squares are left (or the
    /// game ends sooner). The engine forgets the last game first, so a game depends on the
    /// seed and its number only, not on what the engine's table held.
    pub fn play_game(&mut self, fewest_empties: u32) -> Game {
        self.engine.clear();
        let random_plies = FEWEST_RANDOM_PLIES
            + self
                .random
                .below(MOST_RANDOM_PLIES - FEWEST_RANDOM_PLIES + 1);
        let mut game = Game::new();
        while !game.is_over() && game.board().empties().count() > fewest_empties {
            let square = if (game.turns().len() as u64) < random_plies {
                self.random_move(&game)
            } else {
                self.searched_move(&game)
            };
            game.play(square)
                .expect("the move is one of the position's legal moves");
        }
        game
    }

    /// Any legal move of `game` (which is not over), each as likely.
    fn random_move(&mut self, game: &Game) -> Square {
        let moves: Vec<Square> = game.legal_moves().into_iter().collect();
        moves[self.random.below(moves.len() as u64) as usize]
    }

    /// The move a [`SELF_PLAY_DEPTH`] search picks in `game` (which is not over).
    fn searched_move(&mut self, game: &Game) -> Square {
        let limits = Limits::to_depth(SELF_PLAY_DEPTH);
        self.engine
            .search(&game.board(), &limits, &FrozenClock)
            .best_move
            .expect("the side to move of a game that goes on has a move")
    }
}
