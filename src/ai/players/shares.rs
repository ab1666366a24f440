//! A level's move searched in shares: each of `n` searchers takes one share of the root moves
//! ([`Limits::with_share`](crate::ai::Limits::with_share)) with the level's whole time, and [`best_of_shares`] picks among
//! their answers. It is how the page's workers, which share no memory, search one move
//! together: a timed level goes deeper in the same time, where the split pays; every other
//! level is answered whole by the first share, so its moves stay as documented.

use super::levels::level_info;
use super::player::{choose_move_with, limits_for, plays_from_book};
use crate::ai::clock::Clock;
use crate::ai::engine::Engine;
use crate::ai::report::SearchReport;
use crate::game::Game;
use crate::square::Square;

/// One searcher's answer for its share of a level's move.
///
/// # Examples
/// ```
/// use reversi::ai::{choose_share_with, Engine, FrozenClock};
/// use reversi::Game;
/// let game = Game::from_transcript("f5d6c3d3c4").unwrap();
/// // Level 5 searches to a fixed depth: the first share answers for the whole position.
/// let answer = choose_share_with(&mut Engine::new(1), &game, 5, (0, 2), &FrozenClock);
/// assert!(answer.whole && game.legal_moves().contains(answer.square.unwrap()));
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ShareAnswer {
    /// The best move of the share, `None` when the share holds no move (or it was not
    /// this share's turn to answer for the whole position).
    pub square: Option<Square>,
    /// Its score in discs for the side to move, exact or estimated.
    pub score: i32,
    /// Whether `score` is the exact final result.
    pub exact: bool,
    /// The depth of the share's last completed iteration, in plies.
    pub depth: u32,
    /// The answer stands for the whole position (a book move, or a level that does not
    /// split its search): it is the level's move, whatever the other shares say.
    pub whole: bool,
}

/// Whether `level` splits its move into shares: the timed levels, whose depth the split can
/// raise. The others are quick, and keep their documented, repeatable moves.
///
/// # Examples
/// ```
/// use reversi::ai::{level_splits, MAX_LEVEL};
/// assert!(level_splits(MAX_LEVEL) && !level_splits(4));
/// ```
pub fn level_splits(level: u32) -> bool {
    let info = level_info(level);
    info.time_ms.is_some() && info.randomness == 0
}

/// The answer for share `k` of `n` (see [`Limits::share`](crate::ai::Limits::share)) of
/// `level`'s move in `game`, searching with `engine` for the level's whole time.
/// A level that does not split, and a book move, are answered whole by share 0 (and by no
/// other share).
///
/// # Examples
/// ```
/// use reversi::ai::{best_of_shares, choose_share_with, Engine, FrozenClock, MAX_LEVEL};
/// use reversi::Game;
/// // Out of the book, the top level splits: each share names its own best move.
/// let mut game = Game::from_transcript("f5f6e6f4e3c5c4e7b5e2").unwrap();
/// let answers: Vec<_> = (0..2)
///     .map(|k| choose_share_with(&mut Engine::new(1), &game, MAX_LEVEL, (k, 2), &FrozenClock))
///     .collect();
/// assert!(answers.iter().all(|answer| !answer.whole));
/// assert_ne!(answers[0].square, answers[1].square);
/// let best = best_of_shares(&answers).unwrap();
/// assert!(game.play(best.square.unwrap()).is_ok());
/// ```
pub fn choose_share_with(
    engine: &mut Engine,
    game: &Game,
    level: u32,
    (k, n): (u32, u32),
    clock: &dyn Clock,
) -> ShareAnswer {
    let unanswered = ShareAnswer {
        square: None,
        score: 0,
        exact: false,
        depth: 0,
        whole: false,
    };
    let board = game.board();
    let splits = level_splits(level) && !plays_from_book(&board, level);
    let Some(limits) = limits_for(level, game).filter(|_| splits) else {
        return whole_answer(engine, game, level, k, clock).unwrap_or(unanswered);
    };
    // One share is the level's own search (`choose_move_with`), its depth reported.
    let report = engine.search(&board, &limits.with_share(k, n), clock);
    ShareAnswer {
        whole: n == 1,
        ..ShareAnswer::from(&report)
    }
}

impl From<&SearchReport> for ShareAnswer {
    /// A share's answer from the search of that share (see [`Limits::share`](crate::ai::Limits::share)).
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::{Engine, FrozenClock, Limits, ShareAnswer};
    /// use reversi::Board;
    /// let limits = Limits::to_depth(4).with_share(1, 2);
    /// let report = Engine::new(1).search(&Board::start(), &limits, &FrozenClock);
    /// let answer = ShareAnswer::from(&report);
    /// assert_eq!((answer.square, answer.depth, answer.whole), (report.best_move, 4, false));
    /// ```
    fn from(report: &SearchReport) -> ShareAnswer {
        ShareAnswer {
            square: report.best_move,
            score: report.score,
            exact: report.exact,
            depth: report.depth,
            whole: false,
        }
    }
}

/// Share 0's answer for a position that is not split: the level's own move.
fn whole_answer(
    engine: &mut Engine,
    game: &Game,
    level: u32,
    k: u32,
    clock: &dyn Clock,
) -> Option<ShareAnswer> {
    (k == 0).then(|| ShareAnswer {
        square: choose_move_with(engine, game, level, clock),
        score: 0,
        exact: false,
        depth: 0,
        whole: true,
    })
}

/// The move among the shares' answers: an answer for the whole position if there is one,
/// else the highest score (the exact one, then the deeper, then the earlier share, on a
/// tie). `None` when no share named a move.
///
/// # Examples
/// ```
/// use reversi::ai::{best_of_shares, ShareAnswer};
/// let answer = |square: &str, score, exact, depth| ShareAnswer {
///     square: Some(square.parse().unwrap()),
///     score,
///     exact,
///     depth,
///     whole: false,
/// };
/// let answers = [answer("c4", 2, false, 12), answer("e6", 2, true, 20), answer("d3", -4, false, 13)];
/// assert_eq!(best_of_shares(&answers).unwrap().square, answers[1].square);
/// assert!(best_of_shares(&[]).is_none());
/// ```
pub fn best_of_shares(answers: &[ShareAnswer]) -> Option<ShareAnswer> {
    let named = answers.iter().filter(|answer| answer.square.is_some());
    if let Some(whole) = named.clone().find(|answer| answer.whole) {
        return Some(*whole);
    }
    // On a full tie the earliest share wins: its first move was the likeliest best.
    named
        .rev()
        .max_by_key(|answer| (answer.score, answer.exact, answer.depth))
        .copied()
}
