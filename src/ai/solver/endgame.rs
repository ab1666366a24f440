//! The exact endgame solver: plays every line out to the end and returns the final disc
//! difference under perfect play, empty squares going to the winner (as
//! [`Board::final_score`] and the FFO problems count it).
//!
//! Above [`SHALLOW_EMPTIES`] empties (below, see `last_empties.rs`) each position:
//! - may stop at once: when the opponent's stable discs prove the score cannot beat `alpha`
//!   (stability cutoff), or when the transposition table already bounds it;
//! - generates its moves and the position each leads to; a child whose stored bound already
//!   beats `beta` ends the search (enhanced transposition cutoff, ETC);
//! - tries the moves best-first: the table's move, then fastest-first, helped from 15 empties
//!   on by the evaluation (see `ordering/`);
//! - stores what it found.
//!
//! Almost every position is searched with a null window ("is the score above `alpha`?"); only
//! the principal variation gets a full window (principal variation search). The root and its
//! sequence of windows are in `root.rs` and `deepening.rs`.

use super::last_empties::{parity_of, solve_shallow, SCORE_BEYOND, SHALLOW_EMPTIES};
use super::probcut::probable_cut;
use super::stability::{stability_cutoff, stability_pays};
use crate::ai::busy::Busy;
use crate::ai::context::Context;
use crate::ai::learned::eval::Evaluation;
use crate::ai::ordering::evaluated_keys::{evaluated_key, look_ahead};
use crate::ai::ordering::keys::fastest_first;
use crate::ai::ordering::move_list::MoveList;
use crate::ai::tt::{Kind, Record, NO_MOVE};
use crate::board::Board;

/// From this many empties on, children are looked up in the table before being searched
/// (ETC): below, the lookups cost more than the cutoffs they find.
const ETC_EMPTIES: u32 = 10;

/// Null-window search: does `board` score above `alpha`? Fail-soft.
#[inline]
pub(crate) fn solve_null_window(
    context: &mut Context,
    board: Board,
    alpha: i32,
    empties: u32,
) -> i32 {
    if empties <= SHALLOW_EMPTIES {
        solve_shallow(context, board, alpha, empties, parity_of(board))
    } else {
        null_window_node(context, board, alpha, empties)
    }
}

/// The exact score of `board` (with `empties` empty squares) within `(alpha, beta)`,
/// fail-soft.
#[inline]
pub(crate) fn solve_pv_node(
    context: &mut Context,
    board: Board,
    alpha: i32,
    beta: i32,
    empties: u32,
) -> i32 {
    pv_node(context, board, alpha, beta, empties).0
}

/// A principal-variation node: full window, score and best move.
fn pv_node(
    context: &mut Context,
    board: Board,
    mut alpha: i32,
    beta: i32,
    empties: u32,
) -> (i32, u8) {
    if empties == 0 {
        context.nodes += 1;
        return (board.final_score(), NO_MOVE);
    }
    context.nodes += 1;
    if context.out_of_budget() {
        return (0, NO_MOVE);
    }
    let mut hash_move = NO_MOVE;
    if let Some(probe) = context.table.probe(&board) {
        if trusts(context, probe.kind) {
            if probe.lower >= beta || probe.lower == probe.upper {
                return (probe.lower, probe.best_move);
            }
            if probe.upper <= alpha {
                return (probe.upper, probe.best_move);
            }
        }
        hash_move = probe.best_move;
    }
    let moves = board.legal_mask();
    if moves == 0 {
        let passed = board.pass();
        if passed.legal_moves().is_empty() {
            return (board.final_score(), NO_MOVE);
        }
        let (score, _) = pv_node(context, passed, -beta, -alpha, empties);
        return (-score, NO_MOVE);
    }
    let nodes_before = context.nodes;
    let original_alpha = alpha;
    let mut list = MoveList::table_move_first(board, moves, hash_move);
    let mut best = -SCORE_BEYOND;
    let mut best_move = NO_MOVE;
    let mut first = true;
    while let Some(candidate) =
        list.next_best_or_key(|list| key_moves(context.evaluation, list, board, empties))
    {
        let child = board.play_flips(candidate.square.into(), candidate.flipped);
        let score = if first {
            -pv_node(context, child, -beta, -alpha, empties - 1).0
        } else {
            let probe = -solve_null_window(context, child, -alpha - 1, empties - 1);
            if probe > alpha && probe < beta && !context.stopped {
                -pv_node(context, child, -beta, -probe, empties - 1).0
            } else {
                probe
            }
        };
        first = false;
        if context.stopped {
            return (0, NO_MOVE);
        }
        if score > best {
            best = score;
            best_move = candidate.square;
            if score > alpha {
                alpha = score;
                if score >= beta {
                    break;
                }
            }
        }
    }
    store_solved(
        context,
        board,
        original_alpha,
        beta,
        best,
        best_move,
        nodes_before,
    );
    (best, best_move)
}

/// A null-window node above the shallow stage: table, stability, ETC, sorted moves.
fn null_window_node(context: &mut Context, board: Board, alpha: i32, empties: u32) -> i32 {
    context.nodes += 1;
    if context.out_of_budget() {
        return 0;
    }
    if stability_pays(alpha, empties) {
        if let Some(most) = stability_cutoff(board, alpha) {
            return most;
        }
    }
    let mut hash_move = NO_MOVE;
    if let Some(probe) = context.table.probe(&board) {
        if trusts(context, probe.kind) {
            if probe.lower > alpha {
                return probe.lower;
            }
            if probe.upper <= alpha {
                return probe.upper;
            }
        }
        hash_move = probe.best_move;
    }
    if let Some(stage) = context.selectivity {
        if let Some(score) = probable_cut(context, board, alpha, empties, stage) {
            return score;
        }
    }
    let moves = board.legal_mask();
    if moves == 0 {
        let passed = board.pass();
        if passed.legal_moves().is_empty() {
            return board.final_score();
        }
        return -null_window_node(context, passed, -alpha - 1, empties);
    }
    if empties >= ETC_EMPTIES {
        if let Some(score) = transposition_cutoff(context, board, moves, alpha) {
            return score;
        }
    }
    let nodes_before = context.nodes;
    let mut list = MoveList::table_move_first(board, moves, hash_move);
    let (best, best_move) = match context.busy {
        Some(busy) if empties >= SHARED_EMPTIES => {
            let Some(found) = null_window_moves_shared(context, busy, board, list, alpha, empties)
            else {
                return 0;
            };
            found
        }
        _ => {
            let mut best = -SCORE_BEYOND;
            let mut best_move = NO_MOVE;
            while let Some(candidate) =
                list.next_best_or_key(|list| key_moves(context.evaluation, list, board, empties))
            {
                let child = board.play_flips(candidate.square.into(), candidate.flipped);
                let score = -solve_null_window(context, child, -alpha - 1, empties - 1);
                if context.stopped {
                    return 0;
                }
                if score > best {
                    best = score;
                    if score > alpha {
                        best_move = candidate.square;
                        break;
                    }
                }
            }
            (best, best_move)
        }
    };
    store_solved(
        context,
        board,
        alpha,
        alpha + 1,
        best,
        best_move,
        nodes_before,
    );
    best
}

/// From this many empties on, the threads of a parallel solve tell each other which
/// positions they are searching, and put off the moves another is on (`Busy`).
const SHARED_EMPTIES: u32 = 12;

/// The moves of a null-window node, in a parallel solve: as alone, except that a move
/// whose position another thread is searching (after the first move) waits until the
/// others are done. The best score and the move that beat `alpha`, `None` if stopped.
#[inline(never)]
fn null_window_moves_shared(
    context: &mut Context,
    busy: &Busy,
    board: Board,
    mut list: MoveList,
    alpha: i32,
    empties: u32,
) -> Option<(i32, u8)> {
    let mut best = -SCORE_BEYOND;
    let mut put_off = [0u8; 64];
    let mut put_off_count = 0;
    let mut first = true;
    // Searches the child that `square` leads to, marked as searched meanwhile: `Some` with
    // the node's answer once a move beats `alpha` or the search stops, else `None`.
    let mut search = |context: &mut Context, square: u8, child: Board| {
        let score = busy.searching(&child, || {
            -solve_null_window(context, child, -alpha - 1, empties - 1)
        });
        if context.stopped {
            return Some(None);
        }
        best = best.max(score);
        (score > alpha).then_some(Some((score, square)))
    };
    while let Some(candidate) =
        list.next_best_or_key(|list| key_moves(context.evaluation, list, board, empties))
    {
        let child = board.play_flips(candidate.square.into(), candidate.flipped);
        if !first && busy.is_busy(&child) {
            put_off[put_off_count] = candidate.square;
            put_off_count += 1;
            continue;
        }
        first = false;
        if let Some(answer) = search(context, candidate.square, child) {
            return answer;
        }
    }
    for &square in &put_off[..put_off_count] {
        let child = board.play_flips(square.into(), board.flips_at(square.into()));
        if let Some(answer) = search(context, square, child) {
            return answer;
        }
    }
    Some((best, NO_MOVE))
}

/// ETC: a child whose stored upper bound is below `-alpha` gives a score above `alpha`
/// without searching.
#[inline]
fn transposition_cutoff(
    context: &mut Context,
    board: Board,
    moves: u64,
    alpha: i32,
) -> Option<i32> {
    let mut rest = moves;
    while rest != 0 {
        let square = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let child = board.play_flips(square, board.flips_at(square));
        if let Some(probe) = context.table.probe(&child) {
            if trusts(context, probe.kind) && -probe.upper > alpha {
                return Some(-probe.upper);
            }
        }
    }
    None
}

/// Whether this solve may take the bounds of an entry of `kind` as its own: solved ones
/// always, selective ones only during a stage at least as selective.
#[inline]
fn trusts(context: &Context, kind: Kind) -> bool {
    match kind {
        Kind::Solved => true,
        Kind::Selective(stage) => context.selectivity.is_some_and(|current| current <= stage),
        Kind::Midgame(_) => false,
    }
}

/// Records a result found with window `(alpha, beta)`.
#[inline]
fn store_solved(
    context: &mut Context,
    board: Board,
    alpha: i32,
    beta: i32,
    best: i32,
    best_move: u8,
    nodes_before: u64,
) {
    let (lower, upper) = if best >= beta {
        (best, 64)
    } else if best > alpha {
        (best, best)
    } else {
        (-64, best)
    };
    context.table.store(
        &board,
        &Record {
            kind: context.selectivity.map_or(Kind::Solved, Kind::Selective),
            lower,
            upper,
            best_move,
            nodes: context.nodes - nodes_before,
        },
    );
}

/// Keys the moves of `board` (`empties` empty squares) that `list` holds no key for yet, for
/// searching best-first.
#[inline]
fn key_moves(evaluation: &Evaluation, list: &mut MoveList, board: Board, empties: u32) {
    let parity = parity_of(board);
    match look_ahead(empties) {
        Some(plies) => {
            list.key_rest(|child, square| evaluated_key(evaluation, child, square, parity, plies))
        }
        None => list.key_rest(|child, square| fastest_first(child, square, parity)),
    }
}
