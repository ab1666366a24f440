//! Selective solving (ProbCut): before the exact solve, quicker solves that skip the
//! subtrees a shallow search says are almost surely on one side of the window.
//!
//! A shallow search with the evaluation predicts the exact score of a position with
//! a known spread. When the prediction is more than `t` spreads above the window, the
//! position is taken to fail high without being searched (below it, to fail low). Each such
//! solve is cheap and almost always right, and it leaves in the table a best move for every
//! position near the root: the exact solve that follows tries those first and proves the
//! score with far fewer positions.

use super::context::Context;
use super::eval::UNITS_PER_DISC;
use super::feature_updates::FeaturePair;
use super::shallow_search::shallow_alpha_beta;
use crate::Board;

/// How far from the window the estimate of each selective stage must be to skip a subtree,
/// in tenths of the estimate's spread: loosest first, the exact solve after the last.
/// Measured on FFO #40-#50: three stages did as well as four or five and better than two.
pub(crate) const STAGE_SPREADS: [i32; 3] = [10, 15, 20];

/// Below this many empties a selective solve searches everything: the subtrees are too
/// small to repay a shallow search. 12 visits more positions; 8 no fewer in less time.
const SELECTIVE_EMPTIES: u32 = 10;

/// What predicts the exact score of a position in a selective solve: a shallow search
/// `depth` plies deep, whose result the exact score lies around with a known `spread` and
/// on average `bias` above (evaluation units, for the side to move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Prediction {
    depth: u32,
    spread: i32,
    bias: i32,
}

/// The shallow search of a position with `empties` empties (see [`Prediction`]). Even
/// depths: odd ones are biased by about three discs. The measured standard deviation is
/// about 6 discs on solved self-play positions (8 to 23 empties) and 4.8 at depth 6 on the
/// children of FFO #1-#59; the spreads are set 1.2 to 1.5 times wider, which solved FFO
/// #20-#49 fastest overall (narrower 6/6/5/5 saved 7% on #20-#39 and cost 8% on #40-#44).
/// See `spreads_are_a_little_wider_than_the_measured_error`.
///
/// The bias depends on the parity of the empties: `endgame_suite spread` (exact score minus
/// a search of the same depth, 499 lines from match games, 10-20 empties) measures +2.8 to
/// +3.1 discs at an odd number of empties and +0.1 to +1.2 at an even one, at depths 2, 4
/// and 6 alike; depth 6 is used from 24 empties, beyond the range measured. The FFO
/// children (18 or more empties, harder positions) lean the same way, +4.1 to +4.5 discs at
/// both parities (`the_assumed_bias_is_nearer_the_measured_one_than_none`). The static
/// evaluation (depth 0) is fitted per parity already and gets none. With the bias, the
/// three stages of 101 positions of 24 empties from those games take a tenth less time and
/// land nearer the exact score (0.28 discs off on average, 0.32 before); FFO #40-#52 take
/// the same time (70.8 s, 71.3 s before).
fn shallow_search(empties: u32) -> Prediction {
    let odd = empties % 2 == 1;
    let (depth, spread_discs, bias_tenths) = match empties {
        ..=13 => (0, 9, 0),
        14..=17 => (2, 8, if odd { 29 } else { 3 }),
        18..=23 => (4, 7, if odd { 31 } else { 10 }),
        _ => (6, 7, if odd { 27 } else { 10 }),
    };
    Prediction {
        depth,
        spread: spread_discs * UNITS_PER_DISC,
        bias: bias_tenths * UNITS_PER_DISC / 10,
    }
}

/// Whether a shallow search shows `board` (`empties` empties) almost surely above
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
    } = shallow_search(empties);
    let margin = spread * STAGE_SPREADS[usize::from(stage)] / 10;
    // The shallow scores that predict an exact score above `alpha`, or at most it.
    let above = (alpha + 1) * UNITS_PER_DISC + margin - bias;
    let below = alpha * UNITS_PER_DISC - margin - bias;
    // One shallow search, on the side the static evaluation leans to.
    let leaning = context.evaluation.evaluate(&board);
    if leaning >= (alpha * 2 + 1) * UNITS_PER_DISC / 2 {
        let estimate = match depth {
            0 => leaning,
            _ => shallow_alpha_beta(
                context.evaluation,
                board,
                &FeaturePair::read(&board),
                above - 1,
                above,
                depth,
                &mut context.nodes,
            ),
        };
        (estimate >= above).then_some(alpha + 1)
    } else {
        let estimate = match depth {
            0 => leaning,
            _ => shallow_alpha_beta(
                context.evaluation,
                board,
                &FeaturePair::read(&board),
                below,
                below + 1,
                depth,
                &mut context.nodes,
            ),
        };
        (estimate <= below).then_some(alpha)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::clock::FrozenClock;
    use crate::ai::endgame::solve_pv_node;
    use crate::ai::eval::Evaluation;
    use crate::ai::limits::Limits;
    use crate::ai::shallow_search::expected_score;
    use crate::ai::tt::{Kind, Record, Table, NO_MOVE};
    use crate::obf;

    /// The FFO positions #1-#59, with their exact scores.
    fn ffo_positions() -> Vec<obf::ObfPosition> {
        [
            include_str!("../../tests/data/fforum-1-19.obf"),
            include_str!("../../tests/data/fforum-20-39.obf"),
            include_str!("../../tests/data/fforum-40-59.obf"),
        ]
        .iter()
        .flat_map(|text| obf::parse_lines(text).unwrap())
        .collect()
    }

    /// Every move of every FFO position leads to a child with a known exact score; for those
    /// with 18 or more empties (depths 4 and 6), the prediction used there and its error:
    /// the exact score minus the shallow search's, in evaluation units.
    fn ffo_children_errors() -> Vec<(Prediction, f64)> {
        let built_in = Evaluation::built_in();
        let mut errors = Vec::new();
        for position in ffo_positions() {
            for &(square, score) in &position.expected {
                let child = position.board.play(square);
                if child.empties().count() < 18 {
                    continue;
                }
                let prediction = shallow_search(child.empties().count());
                let estimate = expected_score(&built_in, child, prediction.depth);
                errors.push((prediction, f64::from(-score * UNITS_PER_DISC - estimate)));
            }
        }
        errors
    }

    #[test]
    fn spreads_are_a_little_wider_than_the_measured_error() {
        // The FFO children test the depths 4 and 6 (the shallower ones were measured on
        // solved self-play positions, which the repository does not keep). A spread
        // narrower than the error would cut wrongly more often than each stage assumes; one
        // far wider would rarely cut at all.
        let mut errors_by_depth: [Vec<f64>; 7] = Default::default();
        let mut spread_by_depth = [0; 7];
        for (prediction, error) in ffo_children_errors() {
            errors_by_depth[prediction.depth as usize].push(error);
            spread_by_depth[prediction.depth as usize] = prediction.spread;
        }
        let mut tested = 0;
        for (depth, errors) in errors_by_depth.iter().enumerate() {
            if errors.len() < 50 {
                continue;
            }
            tested += 1;
            let count = errors.len() as f64;
            let mean = errors.iter().sum::<f64>() / count;
            let deviation = (errors.iter().map(|e| (e - mean).powi(2)).sum::<f64>() / count).sqrt();
            let ratio = f64::from(spread_by_depth[depth]) / deviation;
            assert!(
                (1.0..1.6).contains(&ratio),
                "depth {depth}: measured spread {:.1} discs, assumed {} ({} positions)",
                deviation / f64::from(UNITS_PER_DISC),
                spread_by_depth[depth] / UNITS_PER_DISC,
                errors.len()
            );
        }
        assert_eq!(tested, 2, "depths 4 and 6 both have children to test");
    }

    #[test]
    fn the_assumed_bias_is_nearer_the_measured_one_than_none() {
        // The FFO children's errors averaged over each prediction (a depth and the bias of
        // its parity of empties): the assumed bias must lie nearer the measured mean than no
        // bias does. (They measure +4.1 to +4.5 discs in all four groups; the parity split
        // shows on positions of real games, see `shallow_search`.)
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
        let mut table = Table::new(16);
        let built_in = Evaluation::built_in();
        let mut context = Context::new(&mut table, &built_in, &FrozenClock, &Limits::default());
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
        let mut table = Table::new(16);
        table.store(&board, &wrong);
        let built_in = Evaluation::built_in();
        let mut context = Context::new(&mut table, &built_in, &FrozenClock, &Limits::default());
        assert_eq!(
            Some(solve_pv_node(&mut context, board, -65, 65, empties)),
            position.best_score()
        );
        let mut table = Table::new(16);
        table.store(&board, &wrong);
        let built_in = Evaluation::built_in();
        let mut context = Context::new(&mut table, &built_in, &FrozenClock, &Limits::default());
        context.selectivity = Some(0);
        assert_eq!(solve_pv_node(&mut context, board, -65, 65, empties), 40);
        context.selectivity = Some(2);
        assert_ne!(solve_pv_node(&mut context, board, -65, 65, empties), 40);
    }
}
