//! The midgame search: negamax with principal variation search over the static evaluation,
//! a fixed number of plies deep, sharing the transposition table with the exact solver.
//!
//! - Scores are in evaluation units ([`UNITS_PER_DISC`] per disc); a finished game scores its
//!   exact disc difference on the same scale.
//! - A side with no move passes without using up depth; when neither side can move the game
//!   is over and scored exactly.
//! - When the plies left reach the end of the game anyway, the exact solver takes over: it is
//!   much faster than a full-width search to the end, and exact.
//! - Moves are tried best-first: the table's move, then fewest replies for the opponent.
//! - On a clock, null-window nodes far from the leaves search their late moves shallower
//!   first (`late_moves.rs`).
//! - Every node is handed its pattern features, updated from its parent's
//!   (`feature_updates.rs`): the leaves are evaluated without reading their patterns, which
//!   measured a fifth of the search's time.

use super::late_moves::reduced_depth;
use super::midgame_probcut::{midgame_probable_cut, CUT_FROM_DEPTH};
use crate::ai::context::Context;
use crate::ai::learned::eval::UNITS_PER_DISC;
use crate::ai::learned::feature_updates::FeaturePair;
use crate::ai::ordering::evaluated_keys::evaluated_key_of;
use crate::ai::ordering::keys::{by_kind_of_square, fastest_first, square_order};
use crate::ai::ordering::move_list::MoveList;
use crate::ai::solver::endgame::{solve_null_window, solve_pv_node};
use crate::ai::tt::{Kind, Probe, Record, NO_MOVE};
use crate::board::Board;

/// Beyond every score, in evaluation units.
pub(crate) const EVAL_BEYOND: i32 = 65 * UNITS_PER_DISC;

/// From this depth on, moves are sorted by the replies they leave (a move generation per
/// move, which pays only well above the leaves); below, by the kind of square.
const MOBILITY_ORDER_DEPTH: u32 = 2;

/// How many plies beyond each move the midgame search looks when sorting the moves of a
/// node `depth` plies from its leaves, `None` when it sorts without the evaluation.
#[inline]
fn midgame_look_ahead(depth: u32) -> Option<u32> {
    match depth {
        _ if depth < EVALUATED_ORDER_DEPTH => None,
        _ if depth < ONE_PLY_ORDER_DEPTH => Some(0),
        _ if depth < TWO_PLIES_ORDER_DEPTH => Some(1),
        _ => Some(2),
    }
}

/// From this depth on, the midgame search sorts moves with the evaluation of what each
/// leaves the opponent, not only by the replies it leaves...
const EVALUATED_ORDER_DEPTH: u32 = 5;
/// ...looking one ply beyond each move from this depth...
const ONE_PLY_ORDER_DEPTH: u32 = 9;
/// ...and two from this depth.
const TWO_PLIES_ORDER_DEPTH: u32 = 13;

/// Null-window nodes this many plies or more from the leaves look themselves up in the
/// table and store their result; the ones just above the leaves search without it
/// (`null_window_above_leaves`).
const TABLE_FROM_DEPTH: u32 = 2;

/// The exact solver takes over a midgame node only up to this many empties: beyond, a
/// solve would cost more than any midgame search asked of it.
const SOLVE_IN_SEARCH_EMPTIES: u32 = 20;

/// The exact score in discs as evaluation units.
#[inline]
pub(crate) fn from_discs(score: i32) -> i32 {
    score * UNITS_PER_DISC
}

/// The disc window that decides an evaluation window: `score * UNITS_PER_DISC` is within
/// `(alpha, beta)` exactly when `score` is within the returned window.
#[inline]
fn disc_window(alpha: i32, beta: i32) -> (i32, i32) {
    (
        alpha.div_euclid(UNITS_PER_DISC),
        -((-beta).div_euclid(UNITS_PER_DISC)),
    )
}

/// A principal-variation node: `board` searched `depth` plies within `(alpha, beta)`.
pub(crate) fn midgame_pv(
    context: &mut Context,
    board: Board,
    features: &FeaturePair,
    mut alpha: i32,
    beta: i32,
    depth: u32,
    empties: u32,
) -> i32 {
    if depth >= empties && empties <= SOLVE_IN_SEARCH_EMPTIES {
        let (low, high) = disc_window(alpha, beta);
        return from_discs(solve_pv_node(context, board, low, high, empties));
    }
    context.nodes += 1;
    if context.out_of_budget() {
        return 0;
    }
    if depth == 0 {
        return context
            .evaluation
            .evaluate_features(&board, features.side_to_move());
    }
    let moves = board.legal_mask();
    let mut hash_move = NO_MOVE;
    if let Some(probe) = context.table.probe(&board) {
        if let Some(score) = cutoff(&probe, alpha, beta, depth) {
            return score;
        }
        hash_move = probe.best_move;
    }
    if moves == 0 {
        let passed = board.pass();
        if passed.legal_moves().is_empty() {
            return from_discs(board.final_score());
        }
        return -midgame_pv(
            context,
            passed,
            &features.passed(),
            -beta,
            -alpha,
            depth,
            empties,
        );
    }
    if context.midgame_cuts && depth >= CUT_FROM_DEPTH {
        if let Some(score) =
            midgame_probable_cut(context, board, features, alpha, beta, depth, empties)
        {
            return score;
        }
    }
    let nodes_before = context.nodes;
    let original_alpha = alpha;
    let mut list = MoveList::table_move_first(board, moves, hash_move);
    let mut best = -EVAL_BEYOND;
    let mut best_move = NO_MOVE;
    let mut first = true;
    while let Some(candidate) =
        list.next_best_or_key(|list| key_midgame_moves(context, list, board, features, depth))
    {
        let child = board.play_flips(candidate.square.into(), candidate.flipped);
        let child_features = features.after(candidate.square.into(), candidate.flipped);
        // The first move with the full window; the others with a null window first, and
        // again with the full window only when they land inside it.
        let mut score = 0;
        let mut full_window = first;
        if !first {
            score = -midgame_null_window(
                context,
                child,
                &child_features,
                -alpha - 1,
                depth - 1,
                empties - 1,
            );
            full_window = score > alpha && score < beta && !context.stopped;
        }
        if full_window {
            score = -midgame_pv(
                context,
                child,
                &child_features,
                -beta,
                -alpha,
                depth - 1,
                empties - 1,
            );
        }
        first = false;
        if context.stopped {
            return 0;
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
    store_midgame(
        context,
        board,
        original_alpha,
        beta,
        best,
        best_move,
        depth,
        nodes_before,
    );
    best
}

/// A null-window node: does `board`, searched `depth` plies, score above `alpha`?
pub(crate) fn midgame_null_window(
    context: &mut Context,
    board: Board,
    features: &FeaturePair,
    alpha: i32,
    depth: u32,
    empties: u32,
) -> i32 {
    if depth >= empties && empties <= SOLVE_IN_SEARCH_EMPTIES {
        let (low, _) = disc_window(alpha, alpha + 1);
        return from_discs(solve_null_window(context, board, low, empties));
    }
    context.nodes += 1;
    if context.out_of_budget() {
        return 0;
    }
    if depth == 0 {
        return context
            .evaluation
            .evaluate_features(&board, features.side_to_move());
    }
    if depth < TABLE_FROM_DEPTH {
        return null_window_above_leaves(context, board, features, alpha, empties);
    }
    let moves = board.legal_mask();
    let mut hash_move = NO_MOVE;
    if let Some(probe) = context.table.probe(&board) {
        if let Some(score) = cutoff(&probe, alpha, alpha + 1, depth) {
            return score;
        }
        hash_move = probe.best_move;
    }
    if moves == 0 {
        let passed = board.pass();
        if passed.legal_moves().is_empty() {
            return from_discs(board.final_score());
        }
        return -midgame_null_window(
            context,
            passed,
            &features.passed(),
            -alpha - 1,
            depth,
            empties,
        );
    }
    if context.midgame_cuts && depth >= CUT_FROM_DEPTH {
        if let Some(score) =
            midgame_probable_cut(context, board, features, alpha, alpha + 1, depth, empties)
        {
            return score;
        }
    }
    let nodes_before = context.nodes;
    let mut list = MoveList::table_move_first(board, moves, hash_move);
    let mut best = -EVAL_BEYOND;
    let mut best_move = NO_MOVE;
    let reducing = context.late_move_reductions;
    let mut sorted_searched = 0;
    while let Some(candidate) =
        list.next_best_or_key(|list| key_midgame_moves(context, list, board, features, depth))
    {
        let child = board.play_flips(candidate.square.into(), candidate.flipped);
        let child_features = features.after(candidate.square.into(), candidate.flipped);
        let search_child = |context: &mut Context, plies| {
            -midgame_null_window(
                context,
                child,
                &child_features,
                -alpha - 1,
                plies,
                empties - 1,
            )
        };
        // A late move is searched shallower first, and at full depth only if that beats
        // alpha (`late_moves.rs`).
        let sorted = candidate.square != hash_move;
        let mut score = alpha + 1;
        if let Some(shallower) =
            reduced_depth(depth, sorted_searched).filter(|_| reducing && sorted)
        {
            score = search_child(context, shallower);
        }
        sorted_searched += u32::from(sorted);
        if score > alpha && !context.stopped {
            score = search_child(context, depth - 1);
        }
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
    store_midgame(
        context,
        board,
        alpha,
        alpha + 1,
        best,
        best_move,
        depth,
        nodes_before,
    );
    best
}

/// A null-window node one ply above the leaves, the most common kind of node with moves:
/// its moves by kind of square (as `square_order` sorts them), each child evaluated, no
/// table. Looking the position up and storing it cost more than searching it again, and
/// sorting would work out the discs every move flips before the first cutoff.
fn null_window_above_leaves(
    context: &mut Context,
    board: Board,
    features: &FeaturePair,
    alpha: i32,
    empties: u32,
) -> i32 {
    let moves = board.legal_mask();
    if moves == 0 {
        let passed = board.pass();
        if passed.legal_moves().is_empty() {
            return from_discs(board.final_score());
        }
        return -midgame_null_window(context, passed, &features.passed(), -alpha - 1, 1, empties);
    }
    let mut best = -EVAL_BEYOND;
    for kind in by_kind_of_square(moves) {
        let mut rest = kind;
        while rest != 0 {
            let square = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let flipped = board.flips_at(square);
            let child = board.play_flips(square, flipped);
            context.nodes += 1;
            let score = -context
                .evaluation
                .evaluate_features(&child, &features.child_to_move(square, flipped));
            if score > best {
                best = score;
                if score > alpha {
                    return best;
                }
            }
        }
    }
    best
}

/// Keys the moves of `board` (with `features`) that `list` holds no key for yet, for a search
/// `depth` plies deep.
#[inline]
fn key_midgame_moves(
    context: &Context,
    list: &mut MoveList,
    board: Board,
    features: &FeaturePair,
    depth: u32,
) {
    // Children that look themselves up in the table have their buckets asked for now,
    // while the others are keyed (`midgame_speed 100 12 64`: 2-4% less time, the same
    // positions; none with a table of 16 MiB, which the caches hold).
    let children_use_table = depth > TABLE_FROM_DEPTH;
    let evaluation = context.evaluation;
    match midgame_look_ahead(depth) {
        Some(plies) => list.key_rest(|child, square| {
            if children_use_table {
                context.table.prefetch(&child);
            }
            // The discs the move flipped: the opponent's before, the mover's after.
            let flipped = board.opponent & child.opponent;
            let child_features = features.after(square, flipped);
            evaluated_key_of(evaluation, child, &child_features, square, plies)
        }),
        None if depth >= MOBILITY_ORDER_DEPTH => list.key_rest(|child, square| {
            if children_use_table {
                context.table.prefetch(&child);
            }
            fastest_first(child, square, 0)
        }),
        None => list.key_rest(|_, square| square_order(square)),
    }
}

/// Records a midgame result found with window `(alpha, beta)`.
#[allow(clippy::too_many_arguments)]
#[inline]
fn store_midgame(
    context: &mut Context,
    board: Board,
    alpha: i32,
    beta: i32,
    best: i32,
    best_move: u8,
    depth: u32,
    nodes_before: u64,
) {
    let (lower, upper) = if best >= beta {
        (best, EVAL_BEYOND)
    } else if best > alpha {
        (best, best)
    } else {
        (-EVAL_BEYOND, best)
    };
    context.table.store(
        &board,
        &Record {
            kind: Kind::Midgame(depth.min(u32::from(u8::MAX)) as u8),
            lower,
            upper,
            best_move,
            nodes: context.nodes - nodes_before,
        },
    );
}

/// The score a table entry settles for a search of `depth` within `(alpha, beta)`, if any:
/// solved entries settle any depth, midgame ones a depth no greater than theirs.
#[inline]
fn cutoff(probe: &Probe, alpha: i32, beta: i32, depth: u32) -> Option<i32> {
    let (lower, upper) = match probe.kind {
        Kind::Solved => (from_discs(probe.lower), from_discs(probe.upper)),
        Kind::Midgame(stored) if u32::from(stored) >= depth => (probe.lower, probe.upper),
        Kind::Midgame(_) | Kind::Selective(_) => return None,
    };
    if lower >= beta || lower == upper {
        Some(lower)
    } else if upper <= alpha {
        Some(upper)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn disc_windows_decide_the_same_scores() {
        for alpha in -100..100 {
            for width in 1..60 {
                let beta = alpha + width;
                let (low, high) = disc_window(alpha, beta);
                for score in -70..70 {
                    let inside = alpha < from_discs(score) && from_discs(score) < beta;
                    assert_eq!(
                        inside,
                        low < score && score < high,
                        "{alpha} {beta} {score}"
                    );
                }
            }
        }
    }
}
