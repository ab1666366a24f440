//! The root of a search: the moves of the position asked about, each searched in turn by the
//! midgame search (to some depth) or by the exact solver. The root moves keep their scores
//! from one search to the next, so iterative deepening tries the best first, the exact solve
//! starts from the midgame's order, and hints can read every move's score.

use super::midgame::{midgame_null_window, midgame_pv};
use crate::ai::context::Context;
use crate::ai::learned::eval::Evaluation;
use crate::ai::learned::feature_updates::FeaturePair;
use crate::ai::ordering::keys::fastest_first;
use crate::ai::ordering::shallow_search::expected_score;
use crate::ai::solver::endgame::{solve_null_window, solve_pv_node};
use crate::board::Board;

/// How deep the root's moves are searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Depth {
    /// The midgame search, this many plies from the root (at least 1); scores in
    /// evaluation units.
    Plies(u32),
    /// To the end of the game; scores in discs.
    Exact,
}

/// One root move, with its score from the last search of it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RootMove {
    /// Where it is played.
    pub square: u8,
    /// The discs it flips.
    pub flipped: u64,
    /// Its score (or bound) in the last search of it, in that search's units; `None` until a
    /// search reaches it (a search cut off in its first iteration leaves some unscored).
    pub score: Option<i32>,
    /// Whether `score` is exact for that search, not a bound from a null-window probe.
    pub settled: bool,
}

/// The root moves of `board`, most promising first (no scores yet).
pub(crate) fn root_moves(board: Board) -> Vec<RootMove> {
    let mut keyed: Vec<(i32, RootMove)> = board
        .legal_moves()
        .into_iter()
        .map(|square| {
            let index = usize::from(square.index());
            let flipped = board.flips_at(index);
            let key = fastest_first(board.play_flips(index, flipped), index, 0);
            let root = RootMove {
                square: square.index(),
                flipped,
                score: None,
                settled: false,
            };
            (key, root)
        })
        .collect();
    // Stable: equal keys keep a1→h8 order, so searches are deterministic.
    keyed.sort_by_key(|&(key, _)| std::cmp::Reverse(key));
    keyed.into_iter().map(|(_, root)| root).collect()
}

/// Sorts the root `moves` of `board` by what the evaluation expects for us `plies`
/// beyond each (see `ordering/evaluated_keys.rs`), best first; returns the best
/// expectation, in evaluation units.
pub(crate) fn sort_by_expected_score(
    evaluation: &Evaluation,
    board: Board,
    moves: &mut [RootMove],
    plies: u32,
) -> i32 {
    let ours = |root: &RootMove| {
        -expected_score(
            evaluation,
            board.play_flips(root.square.into(), root.flipped),
            plies,
        )
    };
    // Stable, and keyed once per move: equal expectations keep the earlier order.
    let mut keyed: Vec<(i32, RootMove)> = moves.iter().map(|root| (ours(root), *root)).collect();
    keyed.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
    for (slot, (_, root)) in moves.iter_mut().zip(&keyed) {
        *slot = *root;
    }
    keyed.first().map_or(0, |&(score, _)| score)
}

/// How deep the shallow search goes that deals the root moves into shares.
const SHARE_ORDER_PLIES: u32 = 2;

/// Keeps the `k`-th of `n` shares of the root `moves` of `board`: the moves sorted by a
/// shallow search and dealt in turn, so that each share starts with one of the moves most
/// likely to be best. Every caller that asks for the same board and `n` deals alike.
pub(crate) fn keep_share(
    evaluation: &Evaluation,
    board: Board,
    moves: &mut Vec<RootMove>,
    (k, n): (u32, u32),
) {
    sort_by_expected_score(evaluation, board, moves, SHARE_ORDER_PLIES);
    let mut index = 0;
    moves.retain(|_| {
        let kept = index % n == k;
        index += 1;
        kept
    });
}

/// Searches the root `moves` (best-first) to `depth` within `(alpha, beta)`, then
/// re-sorts them: the best first, the others by score. Returns the best score, `None`
/// when stopped before the first move was done. With `every_move`, each move gets its
/// own full-window search, so every score is settled (for hints); otherwise later moves
/// only get a null-window probe unless they might beat the best (PVS).
pub(crate) fn search_root(
    context: &mut Context,
    board: Board,
    moves: &mut [RootMove],
    depth: Depth,
    mut alpha: i32,
    beta: i32,
    every_move: bool,
) -> Option<i32> {
    let empties = board.empties().count();
    let (bottom, top) = (alpha, beta);
    let mut best: Option<(i32, usize)> = None;
    for (index, root) in moves.iter_mut().enumerate() {
        let child = board.play_flips(root.square.into(), root.flipped);
        let (score, settled) = if every_move {
            (
                -child_pv(context, child, -top, -bottom, depth, empties - 1),
                true,
            )
        } else if best.is_none() {
            (
                -child_pv(context, child, -beta, -alpha, depth, empties - 1),
                true,
            )
        } else {
            let probe = -child_null_window(context, child, -alpha - 1, depth, empties - 1);
            if probe > alpha && probe < beta && !context.stopped {
                (
                    -child_pv(context, child, -beta, -alpha, depth, empties - 1),
                    true,
                )
            } else {
                (probe, false)
            }
        };
        if context.stopped {
            break;
        }
        root.score = Some(score);
        root.settled = settled && score > bottom && score < top;
        if best.is_none_or(|(best_score, _)| score > best_score) {
            best = Some((score, index));
            alpha = alpha.max(score);
            if score >= beta && !every_move {
                break;
            }
        }
    }
    let (best_score, best_index) = best?;
    // The best first; then the others searched, by score; then those never reached.
    moves[..=best_index].rotate_right(1);
    let searched = if context.stopped || (best_score >= beta && !every_move) {
        best_index + 1
    } else {
        moves.len()
    };
    if let Some(rest) = moves.get_mut(1..searched) {
        rest.sort_by_key(|root| std::cmp::Reverse(root.score));
    }
    Some(best_score)
}

/// A root child, full window.
fn child_pv(
    context: &mut Context,
    child: Board,
    alpha: i32,
    beta: i32,
    depth: Depth,
    empties: u32,
) -> i32 {
    match depth {
        Depth::Plies(plies) => {
            let features = FeaturePair::read(&child);
            midgame_pv(
                context,
                child,
                &features,
                alpha,
                beta,
                plies.max(1) - 1,
                empties,
            )
        }
        Depth::Exact => solve_pv_node(context, child, alpha, beta, empties),
    }
}

/// A root child, null window.
fn child_null_window(
    context: &mut Context,
    child: Board,
    alpha: i32,
    depth: Depth,
    empties: u32,
) -> i32 {
    match depth {
        Depth::Plies(plies) => {
            let features = FeaturePair::read(&child);
            midgame_null_window(context, child, &features, alpha, plies.max(1) - 1, empties)
        }
        Depth::Exact => solve_null_window(context, child, alpha, empties),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::obf;

    #[test]
    fn sorting_by_expected_score_keeps_every_move_and_puts_the_best_expectation_first() {
        // FFO #20's position: 22 empties.
        let text = include_str!("../../../tests/data/fforum-20-39.obf");
        let board = obf::parse_lines(text).unwrap()[0].board;
        let mut moves = root_moves(board);
        let mut before: Vec<u8> = moves.iter().map(|root| root.square).collect();
        let evaluation = Evaluation::built_in();
        let best = sort_by_expected_score(&evaluation, board, &mut moves, 2);
        let expectations: Vec<i32> = moves
            .iter()
            .map(|root| {
                let child = board.play_flips(root.square.into(), root.flipped);
                -expected_score(&evaluation, child, 2)
            })
            .collect();
        assert_eq!(expectations.first(), Some(&best));
        assert!(
            expectations.windows(2).all(|pair| pair[0] >= pair[1]),
            "{expectations:?}"
        );
        let mut after: Vec<u8> = moves.iter().map(|root| root.square).collect();
        before.sort_unstable();
        after.sort_unstable();
        assert_eq!(before, after);
    }
}
