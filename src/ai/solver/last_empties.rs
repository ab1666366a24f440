//! The exact solver's last few empty squares, where most of its positions are and the cost of
//! each one is everything. No move generation, no sorting, no table: the empty squares are
//! tried directly, those in regions with an odd number of empties first (parity), after a
//! cheap check that a neighbour holds an opponent disc. Every search here is a null-window
//! search: it only tells whether the score beats `alpha` (fail-soft, so the value returned
//! is a bound that a table may keep).
//!
//! - [`solve_shallow`]: 5 to [`SHALLOW_EMPTIES`] empties, over the empty squares;
//! - `solve_4`, `solve_3`, `solve_2`: the squares passed one by one, in parity order;
//! - the last square: counted by [`last_move_score`], not played.

use super::last_flip::last_move_score;
use super::stability::{stability_cutoff, stability_pays};
use crate::ai::context::Context;
use crate::ai::masks::{quadrant_parity, quadrants_of, NEIGHBOURS, QUADRANT_BIT};
use crate::board::Board;

/// Up to this many empties, the solver uses this file's searches (no table, no sorting).
pub(crate) const SHALLOW_EMPTIES: u32 = 7;

/// Beyond every final score.
pub(crate) const SCORE_BEYOND: i32 = 65;

/// The flips of a move at `square`, or 0 when it is illegal; skips the flip computation when
/// no neighbour of the square holds an opponent disc.
#[inline(always)]
fn flips_if_any(board: Board, square: usize) -> u64 {
    if NEIGHBOURS[square] & board.opponent == 0 {
        0
    } else {
        board.flips_at(square)
    }
}

/// Null-window exact search (does the score beat `alpha`?) of a position with
/// `empties` empty squares, 1 to [`SHALLOW_EMPTIES`]; `parity` is
/// `quadrant_parity(board.empties())`.
pub(crate) fn solve_shallow(
    context: &mut Context,
    board: Board,
    alpha: i32,
    empties: u32,
    parity: u8,
) -> i32 {
    let empty = !(board.player | board.opponent);
    match empties {
        0 => {
            context.nodes += 1;
            board.final_score()
        }
        1 => {
            context.nodes += 1;
            last_move_score(board, empty.trailing_zeros() as usize)
        }
        2 => {
            let x1 = empty.trailing_zeros() as usize;
            let x2 = (63 - empty.leading_zeros()) as usize;
            solve_2(context, board, alpha, x1, x2)
        }
        3 => {
            let [x1, x2, x3] = squares_of(empty);
            solve_3(context, board, alpha, x1, x2, x3)
        }
        4 => solve_4(context, board, alpha, squares_of(empty)),
        _ => solve_few(context, board, alpha, empty, empties, parity),
    }
}

/// 5 or more empties, over the empty squares in parity order.
fn solve_few(
    context: &mut Context,
    board: Board,
    alpha: i32,
    empty: u64,
    empties: u32,
    parity: u8,
) -> i32 {
    context.nodes += 1;
    if stability_pays(alpha, empties) {
        if let Some(most) = stability_cutoff(board, alpha) {
            return most;
        }
    }
    let odd = quadrants_of(parity);
    let mut best = -SCORE_BEYOND;
    for squares in [empty & odd, empty & !odd] {
        let mut rest = squares;
        while rest != 0 {
            let square = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let flipped = flips_if_any(board, square);
            if flipped == 0 {
                continue;
            }
            let child = board.play_flips(square, flipped);
            let score = if empties == 5 {
                -solve_4(
                    context,
                    child,
                    -alpha - 1,
                    squares_of(empty & !(1 << square)),
                )
            } else {
                -solve_few(
                    context,
                    child,
                    -alpha - 1,
                    empty & !(1 << square),
                    empties - 1,
                    parity ^ QUADRANT_BIT[square],
                )
            };
            if score > best {
                best = score;
                if score > alpha {
                    return score;
                }
            }
        }
    }
    if best > -SCORE_BEYOND {
        return best;
    }
    let passed = board.pass();
    if passed.legal_moves().is_empty() {
        return board.final_score();
    }
    -solve_few(context, passed, -alpha - 1, empty, empties, parity)
}

/// Four empties: the squares of odd regions first (a region holding one or three of
/// them), then the others.
fn solve_4(context: &mut Context, board: Board, alpha: i32, squares: [usize; 4]) -> i32 {
    context.nodes += 1;
    if stability_pays(alpha, 4) {
        if let Some(most) = stability_cutoff(board, alpha) {
            return most;
        }
    }
    let [x1, x2, x3, x4] = parity_sorted(squares);
    let mut best = -SCORE_BEYOND;
    for (square, [y1, y2, y3]) in [
        (x1, [x2, x3, x4]),
        (x2, [x1, x3, x4]),
        (x3, [x1, x2, x4]),
        (x4, [x1, x2, x3]),
    ] {
        let flipped = flips_if_any(board, square);
        if flipped != 0 {
            let score = -solve_3(
                context,
                board.play_flips(square, flipped),
                -alpha - 1,
                y1,
                y2,
                y3,
            );
            if score > best {
                best = score;
                if score > alpha {
                    return score;
                }
            }
        }
    }
    if best > -SCORE_BEYOND {
        return best;
    }
    let passed = board.pass();
    if passed.legal_moves().is_empty() {
        return board.final_score();
    }
    -solve_4(context, passed, -alpha - 1, squares)
}

/// Three empties: a square alone in its region first. Inlined into `solve_4`, as
/// `solve_2` is into it: no calls, no spills around them, at the most numerous nodes.
#[inline(always)]
fn solve_3(
    context: &mut Context,
    board: Board,
    alpha: i32,
    x1: usize,
    x2: usize,
    x3: usize,
) -> i32 {
    context.nodes += 1;
    let (q1, q2, q3) = (QUADRANT_BIT[x1], QUADRANT_BIT[x2], QUADRANT_BIT[x3]);
    let (x1, x2, x3) = if q1 == q2 {
        (x3, x1, x2)
    } else if q1 == q3 {
        (x2, x1, x3)
    } else {
        (x1, x2, x3)
    };
    let mut best = -SCORE_BEYOND;
    for (square, y1, y2) in [(x1, x2, x3), (x2, x1, x3), (x3, x1, x2)] {
        let flipped = flips_if_any(board, square);
        if flipped != 0 {
            let score = -solve_2(
                context,
                board.play_flips(square, flipped),
                -alpha - 1,
                y1,
                y2,
            );
            if score > best {
                best = score;
                if score > alpha {
                    return score;
                }
            }
        }
    }
    if best > -SCORE_BEYOND {
        return best;
    }
    // The player passes: the opponent picks the lowest score for us.
    let passed = board.pass();
    let mut worst = SCORE_BEYOND;
    for (square, y1, y2) in [(x1, x2, x3), (x2, x1, x3), (x3, x1, x2)] {
        let flipped = flips_if_any(passed, square);
        if flipped != 0 {
            let score = solve_2(context, passed.play_flips(square, flipped), alpha, y1, y2);
            if score < worst {
                worst = score;
                if score <= alpha {
                    return score;
                }
            }
        }
    }
    if worst < SCORE_BEYOND {
        worst
    } else {
        board.final_score()
    }
}

/// Two empties, `x1` tried first.
#[inline(always)]
fn solve_2(context: &mut Context, board: Board, alpha: i32, x1: usize, x2: usize) -> i32 {
    context.nodes += 1;
    let mut best = -SCORE_BEYOND;
    let flipped = flips_if_any(board, x1);
    if flipped != 0 {
        context.nodes += 1;
        best = -last_move_score(board.play_flips(x1, flipped), x2);
        if best > alpha {
            return best;
        }
    }
    let flipped = flips_if_any(board, x2);
    if flipped != 0 {
        context.nodes += 1;
        return best.max(-last_move_score(board.play_flips(x2, flipped), x1));
    }
    if best > -SCORE_BEYOND {
        return best;
    }
    // The player passes: the opponent picks the lowest score for us.
    let passed = board.pass();
    let mut worst = SCORE_BEYOND;
    let flipped = flips_if_any(passed, x1);
    if flipped != 0 {
        context.nodes += 1;
        worst = last_move_score(passed.play_flips(x1, flipped), x2);
        if worst <= alpha {
            return worst;
        }
    }
    let flipped = flips_if_any(passed, x2);
    if flipped != 0 {
        context.nodes += 1;
        return worst.min(last_move_score(passed.play_flips(x2, flipped), x1));
    }
    if worst < SCORE_BEYOND {
        worst
    } else {
        board.final_score()
    }
}

/// The first `N` squares of `bits`, lowest first (`bits` must hold at least `N`).
#[inline(always)]
fn squares_of<const N: usize>(bits: u64) -> [usize; N] {
    let mut squares = [0; N];
    let mut rest = bits;
    for slot in &mut squares {
        *slot = (rest.trailing_zeros() & 63) as usize;
        rest &= rest.wrapping_sub(1);
    }
    squares
}

/// The four squares, those in odd quadrants first, otherwise in the given order.
#[inline(always)]
fn parity_sorted(squares: [usize; 4]) -> [usize; 4] {
    let parity = squares
        .iter()
        .fold(0, |parity, &square| parity ^ QUADRANT_BIT[square]);
    let mut sorted = squares;
    let mut next = 0;
    for odd_pass in [true, false] {
        for &square in &squares {
            if (parity & QUADRANT_BIT[square] != 0) == odd_pass {
                sorted[next] = square;
                next += 1;
            }
        }
    }
    sorted
}

/// The parity of the empty squares of `board`, as the shallow searches expect it.
#[inline]
pub(crate) fn parity_of(board: Board) -> u8 {
    quadrant_parity(!(board.player | board.opponent))
}
