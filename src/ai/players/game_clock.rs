//! [`GameClock`]: a time allowance for a whole game, handed out move by move.
//!
//! A fixed time for every move wastes most of a game's time: once the endgame is solved,
//! the last dozen moves cost milliseconds, and the moves where the game is decided (the
//! late midgame, the first exact solve) get no more than the opening's. With an *average*
//! per move instead, each move gets what is left of the game's allowance divided among the
//! moves still to be thought about, so the time the opening and the solved endgame do not
//! use goes to the moves just before and at the solve. This is how NTest's average-time mode
//! and a human player with a chess clock spend time; the mean time per move stays within
//! the average.

use crate::board::Board;

/// At this many empty squares or fewer a move is taken to cost next to nothing, so no time
/// is kept back for it: the game is solved by then at any budget worth having. Our moves at
/// 15 to 18 empties take about 3 ms. With 14 here the time kept back for them goes unspent
/// (78 ms used a move of an 84 ms average); with 20 the average asked for is spent (82 ms)
/// and the engine scores 1.3 points a game more against NTest at depth 17 (800 games on the
/// same openings, 95%: -0.5 to +3.1; 2026-11-28, `match --openings 100 --jobs 2 --seed S
/// --time-ms 84 "target/release/reversi nboard" "cd /tmp/ntest/run-s && exec ./ntest x"
/// --depth-b 17` for seeds 16 to 19, compared with `compare_matches`). The moves at 18-20
/// empties then get little more than the floor ([`LEAST_SHARE`]) and miss some exact
/// solves; 16 here gives them no more (the moves at 21-27 take it) and scores the same
/// (-0.2 points a game over 600 games, 95%: -2.4 to +2.0; 2026-11-28, the same command at
/// 76 ms, seeds 28 to 30).
const FREE_EMPTIES: u32 = 20;

/// No move aims at more than the remaining allowance over this many moves: a search may
/// run to 1.5 times its target (`context.rs`), and the moves after it need some time too.
const FEWEST_SHARES: f64 = 3.0;

/// The share of its target a timed search uses on average: it starts no new iteration past
/// 0.3 to 0.8 of it (half unless its iterations say otherwise, `iteration_pace.rs`), and one
/// under way may run to 1.5 times (`deepening.rs`, `context.rs`). Without this divisor the
/// searches use 0.7 of their targets and the game's allowance is never spent: 49 ms a move
/// of a 54 ms average in 200 games against NTest at depth 16 (2026-11-24, `match
/// --openings 100 --time-ms 54 "target/release/reversi nboard" "cd /tmp/ntest/run-s && exec
/// ./ntest x" --depth-b 16`).
const USE_SHARE: f64 = 0.7;

/// No move gets less than this share of the average: the last moves of an allowance that
/// ran out still search a little.
const LEAST_SHARE: f64 = 0.25;

/// A game's time allowance: an average of `average_ms` for each of our moves, with what
/// was spent so far.
///
/// # Examples
/// ```
/// use reversi::ai::GameClock;
/// use reversi::Game;
/// let mut clock = GameClock::new(100.0);
/// let opening = Game::from_transcript("f5d6c3d3").unwrap().board();
/// let first = clock.target_ms(&opening);
/// // 28 of our moves left, 18 of them before the last 20 empties, and a search uses 0.7
/// // of its target on average: 28 / 18 / 0.7 = 2.2 times the average.
/// assert!((217.0..227.0).contains(&first), "{first}");
/// clock.spent(20.0);
/// // Time the first move did not use goes to the later ones.
/// let later = Game::from_transcript("f5d6c3d3c4f4").unwrap().board();
/// assert!(clock.target_ms(&later) > first);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct GameClock {
    average_ms: f64,
    /// Time used by the moves of this game so far.
    spent_ms: f64,
    /// Our moves of this game so far.
    moves: u32,
    /// Empty squares at the last move asked for: a position with as many or more is a new
    /// game (or a game taken back), which starts a new allowance.
    last_empties: u32,
}

impl GameClock {
    /// A clock that gives `average_ms` milliseconds a move on average.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::GameClock;
    /// use reversi::Board;
    /// let board = Board::start();
    /// // The targets scale with the average.
    /// let slow = GameClock::new(200.0).target_ms(&board);
    /// let fast = GameClock::new(100.0).target_ms(&board);
    /// assert!((slow - 2.0 * fast).abs() < 1e-9);
    /// ```
    #[must_use]
    pub fn new(average_ms: f64) -> GameClock {
        GameClock {
            average_ms,
            spent_ms: 0.0,
            moves: 0,
            last_empties: u32::MAX,
        }
    }

    /// The time the search of `board`'s move should aim for (see
    /// [`Limits`](crate::ai::limits::Limits)): what is left of the game's allowance shared
    /// among the moves still to think about. Call [`GameClock::spent`] after the move.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::GameClock;
    /// use reversi::Board;
    /// let mut clock = GameClock::new(100.0);
    /// let first = clock.target_ms(&Board::start());
    /// clock.spent(first);
    /// // Asked about the start again: a new game, with a new allowance.
    /// assert_eq!(clock.target_ms(&Board::start()), first);
    /// ```
    pub fn target_ms(&mut self, board: &Board) -> f64 {
        let empties = board.empties().count();
        if empties >= self.last_empties {
            self.spent_ms = 0.0;
            self.moves = 0;
        }
        self.last_empties = empties;
        let our_moves_left = empties.div_ceil(2);
        let moves_to_think_about = empties.saturating_sub(FREE_EMPTIES).div_ceil(2).max(1);
        let allowance = self.average_ms * f64::from(self.moves + our_moves_left) - self.spent_ms;
        let share = (allowance / f64::from(moves_to_think_about) / USE_SHARE)
            .min(allowance / FEWEST_SHARES);
        share.max(self.average_ms * LEAST_SHARE)
    }

    /// Records that the move just asked for took `elapsed_ms`.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::GameClock;
    /// use reversi::Game;
    /// let mut clock = GameClock::new(100.0);
    /// clock.target_ms(&Game::from_transcript("f5d6").unwrap().board());
    /// clock.spent(10_000.0);
    /// // The allowance is spent: the later moves get the floor, a quarter of the average.
    /// assert_eq!(clock.target_ms(&Game::from_transcript("f5d6c3d3").unwrap().board()), 25.0);
    /// ```
    pub fn spent(&mut self, elapsed_ms: f64) {
        self.spent_ms += elapsed_ms;
        self.moves += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;

    /// The positions our side meets in a game: every other position of a played-out line.
    fn our_positions() -> Vec<Board> {
        let mut game = Game::new();
        let mut positions = Vec::new();
        while !game.is_over() {
            if game.to_move() == crate::color::Color::Black {
                positions.push(game.board());
            }
            let square = game.legal_moves().into_iter().last().unwrap();
            game.play(square).unwrap();
        }
        positions
    }

    /// The mean time a move of a game takes if each costly move uses `share` of its target.
    fn mean_with_searches_using(share: f64) -> f64 {
        let mut clock = GameClock::new(100.0);
        let positions = our_positions();
        let mut spent = 0.0;
        for board in &positions {
            let target = clock.target_ms(board);
            let used = if board.empties().count() <= FREE_EMPTIES {
                1.0
            } else {
                target * share
            };
            clock.spent(used);
            spent += used;
        }
        spent / positions.len() as f64
    }

    #[test]
    fn a_game_keeps_to_its_average() {
        // Searches that use the share of their targets they use on average spend the
        // average (within a few percent: the clock counts on a move every other empty
        // square, and passes break that).
        let typical = mean_with_searches_using(USE_SHARE);
        assert!((85.0..=105.0).contains(&typical), "{typical}");
        // Searches that stop early leave time unused rather than overspend...
        let quick = mean_with_searches_using(0.3);
        assert!((40.0..typical).contains(&quick), "{quick}");
        // ...and the worst case, every search running to 1.5 times its target, overspends
        // by a bounded amount: the last moves get what is left.
        let worst = mean_with_searches_using(1.5);
        assert!(worst <= 120.0, "{worst}");
    }

    #[test]
    fn a_new_game_starts_a_new_allowance() {
        let mut clock = GameClock::new(100.0);
        let start = Game::new().board();
        let first = clock.target_ms(&start);
        clock.spent(5_000.0);
        let later = Game::from_transcript("f5d6").unwrap().board();
        assert!(clock.target_ms(&later) < first);
        clock.spent(5_000.0);
        assert_eq!(clock.target_ms(&start), first);
    }
}
