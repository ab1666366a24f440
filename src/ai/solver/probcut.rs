//! Selective solving (ProbCut): before the exact solve, quicker solves that skip the
//! subtrees a midgame search says are almost surely on one side of the window.
//!
//! A midgame search about half as deep as the empties predicts the exact score of a
//! position with a known spread. When the prediction is more than `t` spreads above the
//! window, the position is taken to fail high without being searched (below it, to fail
//! low). Each such solve is cheap and almost always right, and it leaves in the table a
//! best move for every position near the root: the exact solve that follows tries those
//! first and proves the score with far fewer positions.

use crate::ai::context::Context;
use crate::ai::learned::eval::UNITS_PER_DISC;
use crate::ai::learned::feature_updates::FeaturePair;
use crate::ai::search::midgame::midgame_null_window;
use crate::board::Board;

/// How far from the window the estimate of each selective stage must be to skip a subtree,
/// in tenths of the estimate's spread: loosest first, the exact solve after the last.
/// Measured on FFO #40-#50: three stages did as well as four or five and better than two.
pub(crate) const STAGE_SPREADS: [i32; 3] = [10, 15, 20];

/// Below this many empties a selective solve searches everything: the subtrees are too
/// small to repay a check. 12 visits more positions; 8 no fewer in less time.
const SELECTIVE_EMPTIES: u32 = 10;

/// What predicts the exact score of a position in a selective solve: a midgame search
/// `depth` plies deep, whose result the exact score lies around with a known `spread` and
/// on average `bias` above (evaluation units, for the side to move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Prediction {
    depth: u32,
    spread: i32,
    bias: i32,
}

/// The deepest check: deeper ones were not measured (below).
const DEEPEST_CHECK: u32 = 12;

/// The check of a position with `empties` empties (see [`Prediction`]): the midgame search,
/// with its table and its own cuts, about half as deep as the empties and of even depth
/// (Edax's choice of depth): 4 plies at 10-11 empties, 6 at 12-15, 8 at 16-19, 10 at
/// 20-23, 12 from 24. Half as deep predicts far better than a few plies (its spread is 4
/// to 7 discs where a 2- to 6-ply search's is 6 to 9) and, with the table, costs little
/// beside the subtree it may save.
///
/// The spreads are the standard deviations `endgame_suite spread` measures (exact score
/// minus a search of the same depth, 501 lines from a 0.1 s match against NTest, 10-20
/// empties): 6.6-6.8 discs at depth 4, 5.7-6.0 at 6, 4.9-5.2 at 8, 4.1-4.6 at 10; depth 12
/// (24 empties and more) is taken a little narrower than 10, beyond the range measured. On
/// the children of FFO #1-#59 with 18 or more empties the same searches spread 4.1 to 4.8
/// discs at 8-12 plies, 0.93 to 1.05 times what is assumed
/// (`the_spreads_are_the_measured_error`). The bias depends on the parity of the empties:
/// at the depth used, +2.2 to +2.4 discs at an odd number of empties, +0.2 to +0.8 at an
/// even one (the FFO children, harder positions: +2.9 to +4.0 at both).
///
/// On 99 positions of 24 empties from those games, each stage run in turn (one table), the
/// three stages end after 556, 1,052 and 1,640 ms on average, 1.06, 0.29 and 0.11 discs
/// from the exact score, and 3, 0 and 0 of them on the wrong side of a draw; with the
/// shallow searches of 0-6 plies used before (spreads set to 7-9 discs), 411, 962 and 1,903
/// ms, 1.72, 0.75 and 0.12 discs, 11, 1 and 0.
fn check_search(empties: u32) -> Prediction {
    let depth = (2 * (empties / 4)).min(DEEPEST_CHECK);
    let spread_tenths = match depth {
        ..=4 => 68,
        6 => 59,
        8 => 51,
        10 => 43,
        _ => 41,
    };
    let bias_tenths = if empties % 2 == 1 { 22 } else { 5 };
    Prediction {
        depth,
        spread: spread_tenths * UNITS_PER_DISC / 10,
        bias: bias_tenths * UNITS_PER_DISC / 10,
    }
}

/// Whether a midgame search shows `board` (`empties` empties) almost surely above
/// `alpha` (then `alpha + 1`) or at most `alpha` (then `alpha`), exact scores in discs,
/// at selective `stage`. `None`: not sure enough, search it.
pub(crate) fn probable_cut(
    context: &mut Context,
    board: Board,
    alpha: i32,
    empties: u32,
    stage: u8,
) -> Option<i32> {
    if empties < SELECTIVE_EMPTIES {
        return None;
    }
    let Prediction {
        depth,
        spread,
        bias,
    } = check_search(empties);
    let margin = spread * STAGE_SPREADS[usize::from(stage)] / 10;
    // The midgame scores that predict an exact score above `alpha`, or at most it.
    let above = (alpha + 1) * UNITS_PER_DISC + margin - bias;
    let below = alpha * UNITS_PER_DISC - margin - bias;
    // One check, on the side the static evaluation leans to.
    let features = FeaturePair::read(&board);
    let leaning = context
        .evaluation
        .evaluate_features(&board, features.side_to_move());
    if leaning >= (alpha * 2 + 1) * UNITS_PER_DISC / 2 {
        let estimate = midgame_null_window(context, board, &features, above - 1, depth, empties);
        (estimate >= above).then_some(alpha + 1)
    } else {
        let estimate = midgame_null_window(context, board, &features, below, depth, empties);
        (estimate <= below).then_some(alpha)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::clock::FrozenClock;
    use crate::ai::engine::Engine;
    use crate::ai::learned::eval::Evaluation;
    use crate::ai::limits::Limits;
    use crate::ai::solver::endgame::solve_pv_node;
    use crate::ai::tt::{Kind, Record, Table, NO_MOVE};
    use crate::obf;

    /// The FFO positions #1-#59, with their exact scores.
    fn ffo_positions() -> Vec<obf::ObfPosition> {
        [
            include_str!("../../../tests/data/fforum-1-19.obf"),
            include_str!("../../../tests/data/fforum-20-39.obf"),
            include_str!("../../../tests/data/fforum-40-59.obf"),
        ]
        .iter()
        .flat_map(|text| obf::parse_lines(text).unwrap())
        .collect()
    }

    /// Every move of every FFO position leads to a child with a known exact score; for those
    /// with 18 or more empties (checks of 8, 10 and 12 plies), the prediction used there
    /// and its error: the exact score minus the midgame search's, in evaluation units.
    fn ffo_children_errors() -> Vec<(Prediction, f64)> {
        let mut engine = Engine::new(16);
        let mut errors = Vec::new();
        for position in ffo_positions() {
            for &(square, score) in &position.expected {
                let child = position.board.play(square);
                if child.empties().count() < 18 || child.legal_moves().is_empty() {
                    continue;
                }
                let prediction = check_search(child.empties().count());
                engine.clear();
                let limits = Limits::to_depth(prediction.depth);
                let estimate = engine.search(&child, &limits, &FrozenClock).score_units;
                errors.push((prediction, f64::from(-score * UNITS_PER_DISC - estimate)));
            }
        }
        errors
    }

    #[test]
    fn the_spreads_are_the_measured_error() {
        // The spreads were measured on positions of real games (see `check_search`); the
        // FFO children, harder positions the repository keeps, test the depths 8 to 12. A
        // spread much narrower than the error would cut wrongly more often than each stage
        // assumes; one far wider would rarely cut at all.
        let mut errors_by_depth: [Vec<f64>; 13] = Default::default();
        let mut spread_by_depth = [0; 13];
        for (prediction, error) in ffo_children_errors() {
            errors_by_depth[prediction.depth as usize].push(error);
            spread_by_depth[prediction.depth as usize] = prediction.spread;
        }
        let mut tested = 0;
        for (depth, errors) in errors_by_depth.iter().enumerate() {
            if errors.len() < 30 {
                continue;
            }
            tested += 1;
            let count = errors.len() as f64;
            let mean = errors.iter().sum::<f64>() / count;
            let deviation = (errors.iter().map(|e| (e - mean).powi(2)).sum::<f64>() / count).sqrt();
            let ratio = f64::from(spread_by_depth[depth]) / deviation;
            assert!(
                (0.8..1.3).contains(&ratio),
                "depth {depth}: measured spread {:.1} discs, assumed {:.1} ({} positions)",
                deviation / f64::from(UNITS_PER_DISC),
                f64::from(spread_by_depth[depth]) / f64::from(UNITS_PER_DISC),
                errors.len()
            );
        }
        assert!(tested >= 2, "at least two depths have children to test");
    }

    #[test]
    fn the_assumed_bias_is_nearer_the_measured_one_than_none() {
        // The FFO children's errors averaged over each prediction (a depth and the bias of
        // its parity of empties): the assumed bias must lie nearer the measured mean than no
        // bias does. (They measure +2.9 to +4.0 discs in the five groups tested; the parity
        // split shows on positions of real games, see `check_search`.)
        // (depth, bias) -> (sum of errors, count), in evaluation units.
        let mut sums: std::collections::BTreeMap<(u32, i32), (f64, u32)> = Default::default();
        for (prediction, error) in ffo_children_errors() {
            let entry = sums.entry((prediction.depth, prediction.bias)).or_default();
            *entry = (entry.0 + error, entry.1 + 1);
        }
        let mut tested = 0;
        for (&(depth, bias), &(sum, count)) in &sums {
            if count < 30 {
                continue;
            }
            tested += 1;
            let mean = sum / f64::from(count);
            let bias = f64::from(bias);
            assert!(
                (mean - bias).abs() < mean.abs(),
                "depth {depth}: measured {:.1} discs, assumed {:.1} ({count})",
                mean / f64::from(UNITS_PER_DISC),
                bias / f64::from(UNITS_PER_DISC)
            );
        }
        assert!(tested >= 3, "{sums:?}");
    }

    /// Solves `board` with a fresh table at `selectivity`: score and positions visited.
    fn solve(board: Board, selectivity: Option<u8>) -> (i32, u64) {
        let table = Table::new(16);
        let built_in = Evaluation::built_in();
        let mut context = Context::new(&table, &built_in, &FrozenClock, &Limits::default());
        context.selectivity = selectivity;
        let empties = board.empties().count();
        let score = solve_pv_node(&mut context, board, -65, 65, empties);
        (score, context.nodes)
    }

    #[test]
    fn a_selective_solve_is_cheaper_and_close_to_the_exact_score() {
        // FFO #26-#31: 20 empties each. The loosest stage visits about a tenth as many
        // positions and lands within 6 discs.
        let positions = &ffo_positions()[25..31];
        let (mut exact_nodes, mut selective_nodes) = (0, 0);
        for position in positions {
            let (exact, nodes) = solve(position.board, None);
            assert_eq!(Some(exact), position.best_score());
            exact_nodes += nodes;
            let (probable, nodes) = solve(position.board, Some(0));
            selective_nodes += nodes;
            assert!((probable - exact).abs() <= 8, "{probable} vs {exact}");
        }
        assert!(
            selective_nodes * 4 < exact_nodes,
            "{selective_nodes} vs {exact_nodes}"
        );
    }

    #[test]
    fn only_a_selective_solve_trusts_selective_results() {
        let position = &ffo_positions()[25];
        let board = position.board;
        let empties = board.empties().count();
        // A wrong score, as a careless selective stage might have stored it.
        let wrong = Record {
            kind: Kind::Selective(1),
            lower: 40,
            upper: 40,
            best_move: NO_MOVE,
            nodes: 1,
        };
        let table = Table::new(16);
        table.store(&board, &wrong);
        let built_in = Evaluation::built_in();
        let mut context = Context::new(&table, &built_in, &FrozenClock, &Limits::default());
        assert_eq!(
            Some(solve_pv_node(&mut context, board, -65, 65, empties)),
            position.best_score()
        );
        let table = Table::new(16);
        table.store(&board, &wrong);
        let built_in = Evaluation::built_in();
        let mut context = Context::new(&table, &built_in, &FrozenClock, &Limits::default());
        context.selectivity = Some(0);
        assert_eq!(solve_pv_node(&mut context, board, -65, 65, empties), 40);
        context.selectivity = Some(2);
        assert_ne!(solve_pv_node(&mut context, board, -65, 65, empties), 40);
    }
}
