//! The level table: what each computer level does, in one place. Level numbers above the
//! table play as its top level.

use super::{endgame, search, simple};
use crate::{Board, Square};

/// How a level picks its move.
#[derive(Clone, Copy, Debug)]
enum Strategy {
    /// The first legal move in a1→h8 order.
    FirstLegal,
    /// A legal move chosen uniformly at random.
    Random,
    /// The move that flips the most discs.
    Greedy,
    /// Search `depth` plies with the evaluation; solve exactly from `solve_empties` empties.
    Search { depth: u32, solve_empties: u32 },
}

/// One row of the table.
struct Level {
    strategy: Strategy,
    description: &'static str,
}

/// The levels, weakest first. Level 6 was measured at about 30 ms a move on average and
/// under 0.15 s at worst natively (2-core machine, release build); one ply deeper or two more
/// solved empties would cost several times that, too slow for the browser, which is slower.
const LEVELS: [Level; 7] = [
    Level {
        strategy: Strategy::FirstLegal,
        description: "plays the first legal move in a1 to h8 order",
    },
    Level {
        strategy: Strategy::Random,
        description: "plays a random legal move",
    },
    Level {
        strategy: Strategy::Greedy,
        description: "greedy: flips as many discs as it can",
    },
    Level {
        strategy: Strategy::Search {
            depth: 2,
            solve_empties: 8,
        },
        description: "looks 2 moves ahead; plays the last 8 perfectly",
    },
    Level {
        strategy: Strategy::Search {
            depth: 4,
            solve_empties: 10,
        },
        description: "looks 4 moves ahead; plays the last 10 perfectly",
    },
    Level {
        strategy: Strategy::Search {
            depth: 6,
            solve_empties: 14,
        },
        description: "looks 6 moves ahead; plays the last 14 perfectly",
    },
    Level {
        strategy: Strategy::Search {
            depth: 8,
            solve_empties: 16,
        },
        description: "looks 8 moves ahead; plays the last 16 perfectly",
    },
];

/// The strongest level; any higher number plays as this one.
pub const MAX_LEVEL: u32 = LEVELS.len() as u32 - 1;

/// The row for `level`, the top row for any number past the table.
fn level(level: u32) -> &'static Level {
    let [.., top] = &LEVELS;
    usize::try_from(level)
        .ok()
        .and_then(|index| LEVELS.get(index))
        .unwrap_or(top)
}

/// What `level` does, in a short English phrase (for the README and the page).
///
/// # Examples
/// ```
/// use reversi::ai;
/// assert_eq!(ai::describe_level(1), "plays a random legal move");
/// assert_eq!(ai::describe_level(1000), ai::describe_level(ai::MAX_LEVEL));
/// ```
#[must_use]
pub fn describe_level(level_number: u32) -> &'static str {
    level(level_number).description
}

/// The move `level` picks on `board`, `None` when the side to move has no move.
pub(crate) fn pick(board: &Board, level_number: u32) -> Option<Square> {
    match level(level_number).strategy {
        Strategy::FirstLegal => simple::first_legal(board),
        Strategy::Random => simple::random_legal(board),
        Strategy::Greedy => simple::greedy(board),
        Strategy::Search {
            depth,
            solve_empties,
        } => {
            if board.empties().count() <= solve_empties {
                endgame::solve(board).best_move
            } else {
                search::best_move(board, depth)
            }
        }
    }
}
