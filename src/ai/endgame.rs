//! The exact endgame solver: plays every line out to the end and returns the final disc
//! difference under perfect play, empty squares going to the winner (as
//! [`Board::final_score`] and the FFO problems count it).
//!
//! Three stages, by the number of empty squares left:
//! - many: PVS over the legal moves sorted fastest-first (fewest replies for the opponent,
//!   corners counted double), with a bonus for moves into regions of odd parity;
//! - a few (up to [`SHALLOW_EMPTIES`]): plain alpha-beta trying the empty squares directly in
//!   parity order, with no move generation or sorting, which cost more than they save here;
//! - the last one: counted, not searched.

use super::moves::MoveList;
use super::pvs;
use super::regions::{odd_quadrants, CORNERS};
use crate::{Bitboard, Board, Square};

/// At or below this many empties, the solver stops sorting moves.
const SHALLOW_EMPTIES: u32 = 6;

/// Just outside the range of final scores (`-64..=64`): a window that excludes nothing.
const BEYOND: i32 = 65;

/// The result of solving a position exactly.
///
/// # Examples
/// ```
/// use reversi::{ai, Game};
/// // Black to move with only h8 empty: it turns 3 discs up column h (to h4) and 3 along the
/// // diagonal (to d4), ending 39 to 25.
/// let game = Game::from_board_string(&format!("{}{}- X", "X".repeat(32), "O".repeat(31))).unwrap();
/// let solution = ai::solve(&game.board());
/// assert_eq!(solution.best_move, Some("h8".parse().unwrap()));
/// assert_eq!(solution.score, 39 - 25);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// A best move for the side to move; `None` when it must pass or the game is over.
    pub best_move: Option<Square>,
    /// The final disc difference for the side to move under perfect play by both sides,
    /// empty squares going to the winner.
    pub score: i32,
    /// How many positions the solver visited: a measure of its work.
    pub nodes: u64,
}

/// Solves `board` exactly: the best move for the side to move and the final score it leads to.
///
/// The cost grows about tenfold every three empty squares: instant at 10, a fraction of a
/// second at 16, far too long beyond the mid-twenties.
#[must_use]
pub fn solve(board: &Board) -> Solution {
    let mut solver = Solver { nodes: 0 };
    let (score, best_move) = solver.sorted(board, -BEYOND, BEYOND);
    Solution {
        best_move,
        score,
        nodes: solver.nodes,
    }
}

/// The search state: only a node counter, so far.
struct Solver {
    nodes: u64,
}

impl Solver {
    /// The exact score of `board` within `(alpha, beta)` (fail-soft), by the stage that suits
    /// its number of empties.
    fn value(&mut self, board: &Board, alpha: i32, beta: i32) -> i32 {
        let empty = board.empties().0;
        match empty.count_ones() {
            0 => {
                self.nodes += 1;
                board.final_score()
            }
            1 => self.last(board, Square::lowest_of(empty)),
            n if n <= SHALLOW_EMPTIES => self.shallow(board, alpha, beta, empty),
            _ => self.sorted(board, alpha, beta).0,
        }
    }

    /// Many empties: PVS over fastest-first ordered moves. Also returns the best move.
    fn sorted(&mut self, board: &Board, alpha: i32, beta: i32) -> (i32, Option<Square>) {
        self.nodes += 1;
        let moves = board.legal_moves();
        if moves.is_empty() {
            let passed = board.pass();
            if passed.legal_moves().is_empty() {
                return (board.final_score(), None);
            }
            return (-self.value(&passed, -beta, -alpha), None);
        }
        let odd = odd_quadrants(board.empties().0);
        let mut list = MoveList::new(board, moves, |square, child| {
            fastest_first(square, child, odd)
        });
        pvs::best_of(&mut list, alpha, beta, |child, alpha, beta| {
            self.value(child, alpha, beta)
        })
    }

    /// A few empties (at least 2): alpha-beta over the empty squares, odd regions first.
    fn shallow(&mut self, board: &Board, mut alpha: i32, beta: i32, empty: u64) -> i32 {
        self.nodes += 1;
        let odd = odd_quadrants(empty);
        let mut best = -BEYOND;
        let mut moved = false;
        for squares in [empty & odd, empty & !odd] {
            for square in Bitboard(squares) {
                let flips = board.flips(square);
                if flips.is_empty() {
                    continue;
                }
                moved = true;
                let child = board.play_with_flips(square, flips);
                let rest = empty & !square.bit();
                let score = if rest.count_ones() == 1 {
                    -self.last(&child, Square::lowest_of(rest))
                } else {
                    -self.shallow(&child, -beta, -alpha, rest)
                };
                if score > best {
                    best = score;
                    if score > alpha {
                        alpha = score;
                        if alpha >= beta {
                            return best;
                        }
                    }
                }
            }
        }
        if moved {
            return best;
        }
        let passed = board.pass();
        if passed.legal_moves().is_empty() {
            return board.final_score();
        }
        -self.shallow(&passed, -beta, -alpha, empty)
    }

    /// One empty square left: whoever can play it does (the side to move first), and the
    /// score follows from counting.
    fn last(&mut self, board: &Board, square: Square) -> i32 {
        self.nodes += 1;
        // 63 discs on the board: after a move flipping f, the mover has f + 1 more and the
        // other side f fewer.
        let lead = board.player.count_ones() as i32 - board.opponent.count_ones() as i32;
        let mine = board.flips(square).count() as i32;
        if mine > 0 {
            return lead + 1 + 2 * mine;
        }
        let theirs = board.pass().flips(square).count() as i32;
        if theirs > 0 {
            return lead - 1 - 2 * theirs;
        }
        board.final_score()
    }
}

/// Ordering key: fewest replies for the opponent first (corner replies counting double), then
/// moves into an odd region, then corners.
fn fastest_first(square: Square, child: &Board, odd_regions: u64) -> i32 {
    let replies = child.legal_moves().0;
    let mut key = -16 * (replies.count_ones() + (replies & CORNERS).count_ones()) as i32;
    if square.bit() & odd_regions != 0 {
        key += 6;
    }
    if square.bit() & CORNERS != 0 {
        key += 4;
    }
    key
}
