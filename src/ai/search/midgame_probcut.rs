//! Multi-ProbCut in the midgame: a node whose shallow search lands far outside the window is
//! taken to fail the same way at full depth, and is not searched.
//!
//! A search `d` plies deep and one `d'` plies deep of the same position differ by a spread
//! that is measured (`examples/fit_probcut.rs`). When the shallow search says the position
//! is more than [`CUT_SPREADS`] spreads above the window, the node fails high without a deep
//! search (below it, low). The shallow searches cut the same way in turn, so one deep search
//! costs little more than its shallow ones for moves that are clearly good or clearly bad,
//! and the time saved goes into depth where the moves are close. Buro's method, as NTest and
//! Edax use it.

use super::midgame::midgame_null_window;
use crate::ai::context::Context;
use crate::ai::learned::eval::{EVAL_LIMIT, UNITS_PER_DISC};
use crate::ai::learned::feature_updates::FeaturePair;
use crate::board::Board;

/// The shallowest search that tries a cut: below, the shallow search would save nothing.
pub(crate) const CUT_FROM_DEPTH: u32 = 3;

/// How far outside the window the shallow search must land, in tenths of the spread.
/// Chosen by matches against NTest at depth 17, not by the fit: bolder cuts err more often
/// but buy depth. With `match --openings 100 --jobs 2 --seed S --time-ms T
/// "target/release/reversi nboard" "cd /tmp/ntest/run-s && exec ./ntest x" --depth-b 17`,
/// each pair of matches compared with `compare_matches`:
/// - at 128 ms, seeds 10 and 11 (2026-11-27): 1.3 spreads score 2.7 points a game more than
///   1.5 (400 games each on the same openings, 95%: +0.2 to +5.3);
/// - at 90 ms with the late move reductions (2026-12-05): 1.5 scores -0.1 points a game
///   against 1.3 (596 openings of seeds 217 to 222, 95%: -1.8 to +1.5), 1.1 scores -1.4
///   (300 openings of seeds 217 to 219, 95%: -3.8 to +1.0).
const CUT_SPREADS: i32 = 13;

/// The depth of the shallow search that predicts a `depth`-ply search: about half as deep,
/// with the same parity (searches of odd and even depth differ by a bias of their own).
///
/// # Examples
/// ```
/// use reversi::ai::midgame_probcut_depth;
/// assert_eq!([3, 4, 5, 8, 12, 13].map(midgame_probcut_depth), [1, 2, 3, 4, 6, 7]);
/// ```
#[must_use]
pub fn midgame_probcut_depth(depth: u32) -> u32 {
    2 * (depth / 4) + (depth & 1)
}

/// The spread (standard deviation) of a `depth`-ply search's score around its shallow
/// search's, in evaluation units, at `empties` empty squares (see [`SPREAD_FIT`]).
fn spread(empties: u32, depth: u32) -> i32 {
    (linear(SPREAD_FIT, empties, depth).max(1.0) * UNITS_PER_DISC as f32) as i32
}

/// How much a `depth`-ply search scores above its shallow search on average, in evaluation
/// units (see [`BIAS_FIT`]).
fn bias(empties: u32, depth: u32) -> i32 {
    (linear(BIAS_FIT, empties, depth) * UNITS_PER_DISC as f32) as i32
}

/// `a + b * empties + c * depth` for `(a, b, c)`.
fn linear((a, b, c): (f32, f32, f32), empties: u32, depth: u32) -> f32 {
    a + b * empties as f32 + c * depth as f32
}

/// The spread in discs as `a + b * empties + c * depth`: the least-squares fit of
/// `cargo run --release --example fit_probcut -- 800 7 12` (799 positions of 20 to 54
/// empties from our own games, every depth from 2 to 12 against its shallow depth, full
/// width). The measured spreads run from 2.0 to 4.3 discs: wider with more empties ahead
/// (3.4-4.3 at 20-29 empties, 2.0-3.2 at 48-54) and nearly the same at every depth. Fitted
/// on 2026-11-24; the same command with another evaluation table on 2026-11-27 gives
/// `4.921 - 0.0514 * empties - 0.0093 * depth`, within 0.4 discs of this line. A test checks
/// the line against searches of positions the fit never saw, with the built-in table
/// (`cargo test --lib midgame_probcut`).
const SPREAD_FIT: (f32, f32, f32) = (4.737, -0.0407, -0.0214);

/// The mean difference (deep minus shallow) in discs, fitted on the same searches: under a
/// disc and a half everywhere (odd depths lean up by about one disc).
const BIAS_FIT: (f32, f32, f32) = (-0.621, 0.0055, 0.0727);

/// Whether shallow searches show `board` (`empties` empties), searched `depth` plies,
/// almost surely at least `beta` (then `beta`) or at most `alpha` (then `alpha`).
/// `None`: not sure enough, search it.
pub(crate) fn midgame_probable_cut(
    context: &mut Context,
    board: Board,
    features: &FeaturePair,
    alpha: i32,
    beta: i32,
    depth: u32,
    empties: u32,
) -> Option<i32> {
    let shallow = midgame_probcut_depth(depth);
    let margin = spread(empties, depth) * CUT_SPREADS / 10;
    let bias = bias(empties, depth);
    // The evaluation says which test can succeed, as Edax's does: a position it puts
    // far below `beta` will not pass the shallow search far above it. Depth 12 on 20
    // positions of 30 empties: 3.25 M positions with this gate, 3.44 M without.
    let static_score = context
        .evaluation
        .evaluate_features(&board, features.side_to_move());
    // The shallow score that predicts a deep score of `beta` or above.
    let above = beta + margin - bias;
    if above <= EVAL_LIMIT
        && static_score >= beta - margin
        && midgame_null_window(context, board, features, above - 1, shallow, empties) >= above
    {
        return Some(beta);
    }
    let below = alpha - margin - bias;
    if below >= -EVAL_LIMIT
        && static_score <= alpha + margin
        && midgame_null_window(context, board, features, below, shallow, empties) <= below
    {
        return Some(alpha);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::clock::FrozenClock;
    use crate::ai::engine::Engine;
    use crate::ai::limits::Limits;
    use crate::ai::sample_positions::sample_positions;

    /// The full-width score of `board` at `depth` plies (the evaluation itself at 0).
    fn full_width(engine: &mut Engine, board: &Board, depth: u32) -> i32 {
        if depth == 0 {
            return crate::ai::learned::eval::Evaluation::built_in().evaluate(board);
        }
        let limits = Limits::to_depth(depth).full_width();
        engine.search(board, &limits, &FrozenClock).score_units
    }

    #[test]
    fn the_fitted_spread_and_bias_match_searches_the_fit_never_saw() {
        // Other positions than the fit's (another seed, other play), depths 4 and 6
        // against their shallow searches (2 and 2): the spread assumed for each is within a
        // quarter of the spread measured here, and the bias within a disc and a half.
        let boards = sample_positions(150, 20..=54);
        let mut engine = Engine::new(8);
        for depth in [4, 6] {
            let shallow = midgame_probcut_depth(depth);
            let (mut differences, mut assumed) = (Vec::new(), 0.0);
            for board in &boards {
                // Shallow first: the table settles a search with any deeper result.
                engine.clear();
                let shallow = full_width(&mut engine, board, shallow);
                let deep = full_width(&mut engine, board, depth);
                differences.push(f64::from(deep - shallow) / f64::from(UNITS_PER_DISC));
                assumed +=
                    f64::from(spread(board.empties().count(), depth)) / f64::from(UNITS_PER_DISC);
            }
            let n = differences.len() as f64;
            let mean = differences.iter().sum::<f64>() / n;
            let sd = (differences.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / n).sqrt();
            let assumed = assumed / n;
            let assumed_bias = boards
                .iter()
                .map(|board| f64::from(bias(board.empties().count(), depth)))
                .sum::<f64>()
                / n
                / f64::from(UNITS_PER_DISC);
            assert!(
                (0.75..1.33).contains(&(assumed / sd)),
                "depth {depth}: spread measured {sd:.2} discs, assumed {assumed:.2}"
            );
            assert!(
                (mean - assumed_bias).abs() < 1.5,
                "depth {depth}: bias measured {mean:+.2} discs, assumed {assumed_bias:+.2}"
            );
        }
    }

    #[test]
    fn cuts_visit_a_fraction_of_the_positions_and_mostly_choose_the_same_move() {
        let boards = sample_positions(40, 20..=54);
        let mut engine = Engine::new(8);
        let (mut full_nodes, mut cut_nodes, mut same) = (0, 0, 0);
        for board in &boards {
            engine.clear();
            let full = engine.search(board, &Limits::to_depth(8).full_width(), &FrozenClock);
            engine.clear();
            let cut = engine.search(board, &Limits::to_depth(8), &FrozenClock);
            full_nodes += full.nodes;
            cut_nodes += cut.nodes;
            same += usize::from(full.best_move == cut.best_move);
        }
        assert!(
            cut_nodes * 3 < full_nodes,
            "{cut_nodes} against {full_nodes}"
        );
        assert!(
            same * 10 >= boards.len() * 7,
            "{same} of {} the same",
            boards.len()
        );
    }
}
