//! A search split in shares of the root moves ([`Limits::with_share`]), for searchers that
//! share no memory: each searches its share with the whole time, and [`best_of_shares`]
//! picks the move among their answers. `reversi nboard --shares N` plays this way, to measure
//! the split (docs/benchmarks.md, "Every core in the browser").
//!
//! [`Limits::with_share`]: crate::ai::Limits::with_share

use crate::ai::report::SearchReport;
use crate::square::Square;

/// One searcher's answer for its share of the root moves.
///
/// # Examples
/// ```
/// use reversi::ai::{Engine, FrozenClock, Limits, ShareAnswer};
/// use reversi::Board;
/// let limits = Limits::to_depth(4).with_share(1, 2);
/// let report = Engine::new(1).search(&Board::start(), &limits, &FrozenClock);
/// let answer = ShareAnswer::from(&report);
/// assert_eq!((answer.square, answer.depth), (report.best_move, 4));
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ShareAnswer {
    /// The best move of the share, `None` when the share holds no move.
    pub square: Option<Square>,
    /// Its score in discs for the side to move, exact or estimated.
    pub score: i32,
    /// Whether `score` is the exact final result.
    pub exact: bool,
    /// The depth of the share's last completed iteration, in plies.
    pub depth: u32,
}

impl From<&SearchReport> for ShareAnswer {
    /// A share's answer from the search of that share.
    fn from(report: &SearchReport) -> ShareAnswer {
        ShareAnswer {
            square: report.best_move,
            score: report.score,
            exact: report.exact,
            depth: report.depth,
        }
    }
}

/// Which of the shares' answers to play: the index of the highest score (the exact one, then
/// the deeper, then the earlier share, on a tie). `None` when no share named a move.
///
/// # Examples
/// ```
/// use reversi::ai::{best_of_shares, ShareAnswer};
/// let answer = |square: &str, score, exact, depth| ShareAnswer {
///     square: Some(square.parse().unwrap()),
///     score,
///     exact,
///     depth,
/// };
/// let answers = [answer("c4", 2, false, 12), answer("e6", 2, true, 20), answer("d3", -4, false, 13)];
/// assert_eq!(best_of_shares(&answers), Some(1));
/// assert!(best_of_shares(&[]).is_none());
/// ```
pub fn best_of_shares(answers: &[ShareAnswer]) -> Option<usize> {
    // On a full tie the earliest share wins: its first move was the likeliest best.
    answers
        .iter()
        .enumerate()
        .filter(|(_, answer)| answer.square.is_some())
        .rev()
        .max_by_key(|(_, answer)| (answer.score, answer.exact, answer.depth))
        .map(|(index, _)| index)
}
