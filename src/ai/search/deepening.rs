//! How one search spends its budget: iterative deepening of the midgame search (1, 2, 3 …
//! plies with a time limit; to a fixed depth 1 and then every other depth up to it), then,
//! when the game is close enough to its end, an exact solve.
//!
//! Each midgame iteration sorts the root moves for the next one, and the last sorts them for
//! the solve. The solve is a series of null-window tests ("is the score at least t?"),
//! starting from the midgame's estimate and stepping towards the score each test reveals
//! (MTD(f)): a null window cuts far more than a full one, and the table makes each test after
//! the first cheaper. On FFO #26-#37 a window that already holds the score saves half to two
//! thirds of a full-window solve; these tests win part of that from a rough estimate.
//!
//! From 16 empties, selective solves come first (`probcut.rs`): each ends in a better guess
//! and leaves best moves in the table for the next, and the exact solve starts from the
//! last. On FFO #40-#47 that takes a quarter off the time.
//!
//! Under a clock the solves may be cut off before they finish, so there they first settle
//! who wins (tests at 2 and 0) and then the margin: a cut-off solve has then most often
//! proven a move that keeps the outcome, and that move is played. Engines like NTest play
//! these moves for the outcome alone; we keep the margin where the time allows it.

use super::iteration_pace::IterationPace;
use super::midgame::EVAL_BEYOND;
use super::root::{keep_share, root_moves, search_root, sort_by_expected_score, Depth, RootMove};
use crate::ai::context::Context;
use crate::ai::learned::eval::UNITS_PER_DISC;
use crate::ai::limits::Limits;
use crate::ai::solver::last_empties::SCORE_BEYOND;
use crate::ai::solver::probcut::STAGE_SPREADS;
use crate::board::Board;

/// What a search found at the root.
pub(crate) struct Outcome {
    /// The root moves, best first, with their last scores.
    pub moves: Vec<RootMove>,
    /// The best score, in discs (rounded when not exact).
    pub score: i32,
    /// The best score in evaluation units, before rounding.
    pub score_units: i32,
    /// Whether the scores come from a completed exact solve.
    pub exact: bool,
    /// Plies of the last completed iteration (the empties when exact), 0 if none.
    pub depth: u32,
    /// Each move's score in discs and whether it is exact, by square index (hints); a search
    /// cut off in its first iteration leaves out the moves it never reached.
    pub move_scores: Vec<(u8, i32, bool)>,
}

/// The least even score at least `score`. Final scores are even, but a selective solve's
/// null-window test can fail high at `t` or low at `t - 1` (`probcut.rs`): read as "at
/// least `t`" and "at most `t - 2`", a stage needs no test at odd thresholds. On FFO
/// #40-#44 that saves 5% of the positions.
fn even_at_least(score: i32) -> i32 {
    (score + 1) & !1
}

/// The greatest even score at most `score` (see [`even_at_least`]).
fn even_at_most(score: i32) -> i32 {
    score & !1
}

/// Evaluation units to the nearest disc.
fn to_discs(score: i32) -> i32 {
    let half = UNITS_PER_DISC / 2;
    (score + if score >= 0 { half } else { -half }) / UNITS_PER_DISC
}

/// How deep the midgame looks before an exact solve, to order the root moves and guess the
/// score. One ply: the solve sorts the root again anyway (`SOLVE_ORDER_PLIES`), and on
/// FFO #26-#42 deeper searches (measured with an earlier, hand-made evaluation) ordered it
/// worse and guessed no better (#41: 46 M positions after 1 ply, 78 M after 7).
const ESTIMATE_DEPTH: u32 = 1;

/// Before a solve, the root moves are sorted by what the evaluation expects this many
/// plies beyond each, which also gives the first guess of the score. On FFO #20-#47 that
/// visits 12% fewer positions than the order and guess of the 1-ply midgame search; 2 or 4
/// plies did no better, and the look-ahead costs a few thousand evaluations.
const SOLVE_ORDER_PLIES: u32 = 3;

/// A search with a time limit turns from the midgame to the endgame (selective solves, then
/// the exact one) once its midgame iterations reach this many plies short of the end (above
/// [`LATE_SOLVE_EMPTIES`]): the solves are then within reach of the time, and their
/// estimates beat the midgame's.
const TIMED_SOLVE_GAP: u32 = 6;

/// Within this many empties a timed search turns to the solves [`LATE_SOLVE_GAP`] plies
/// short of the end instead: there the solves, which settle the outcome first
/// ([`TestOrder::OutcomeFirst`]), are worth more than the midgame's last plies. On the
/// 1,196 positions of 19-22 empties where our engine moved in its games at 0.1 s a move
/// against NTest (`examples/endgame_suite`, fresh tables), at 20 / 40 / 70 ms a move:
/// outcomes lost 21 / 10 / 10 and 0.45 / 0.27 / 0.18 discs a move, against 34 / 16 / 10 and
/// 0.50 / 0.34 / 0.22 handing over 6 plies short (with about 7, 6 and 4 ms more a move).
/// In 600 games against NTest at depth 17 with 76 ms a move (seeds 28 to 30, 2026-11-28,
/// `match --openings 100 --jobs 2 --seed S --time-ms 76 "target/release/reversi nboard"
/// "cd /tmp/ntest/run-s && exec ./ntest x" --depth-b 17`) our moves from 22 empties on lose
/// 4.5 game points by exact solves, where handing over 6 plies short loses 9.0. From 24
/// empties the solves lose fewer outcomes on 602 positions of 23-24 empties (13 against 19
/// at 70 ms) but score the same against NTest (+0.0 points a game over 1,200 games, 95%:
/// -1.1 to +1.2; the same command, seeds 25 to 27 and 31 to 33, 2026-11-28).
const LATE_SOLVE_EMPTIES: u32 = 22;
/// See [`LATE_SOLVE_EMPTIES`]; 11 does as well on that suite, 6 (the outcome first, but
/// the solves rarely reached) no better than handing over 6 plies short everywhere.
const LATE_SOLVE_GAP: u32 = 9;

/// How many plies short of the end a timed search's midgame hands over to the solves.
fn timed_solve_gap(empties: u32) -> u32 {
    if empties <= LATE_SOLVE_EMPTIES {
        LATE_SOLVE_GAP
    } else {
        TIMED_SOLVE_GAP
    }
}

/// The depth of the midgame iteration after one of `depth` plies, in a search whose last
/// iteration is `last` plies deep: with a time limit the next depth; otherwise, after the
/// first, every other depth, ending on `last` (2, 4 … 12 after 1 for 12 plies).
///
/// Each iteration sorts the next one's moves, but one of the other parity helps it less
/// than it costs: the 100 positions of `midgame_speed 100 12 64` took 13.79 M positions
/// and 1.11-1.13 s by 1, 2, 4 … 12 plies, 16.64 M and 1.40-1.42 s by 1, 2, 3 … 12, in turns
/// (2026-11-28); at 10 plies against NTest the moves are as good (by 2, 4 … 10: +0.5
/// points a game over 1,000 games, -1.4 to +2.4). A timed search cannot know its last
/// depth: skipping depths there (one ply at a time only where the skipped one would have
/// left no time for the next) scored the same at 0.1 s a move as one ply at a time (+0.0
/// points a game over 1,200 games against NTest at depth 17, 95%: -1.8 to +1.9; 76 ms a
/// move, seeds 22 to 27, 2026-11-28), so it keeps its finer steps.
fn next_depth(limits: &Limits, depth: u32, last: u32) -> u32 {
    if limits.time_ms.is_some() || last.saturating_sub(depth) % 2 == 1 {
        depth + 1
    } else {
        depth + 2
    }
}

/// From this many empties on, an exact solve is preceded by selective ones (`probcut.rs`):
/// smaller solves are over before the stages could pay for themselves.
const SELECTIVE_STAGES_EMPTIES: u32 = 16;

/// Searches `board` (which has a legal move) within `limits`. With `every_move`, every
/// root move gets a full-window score (for hints); otherwise only the best is sure.
pub(crate) fn iterate(
    context: &mut Context,
    board: Board,
    limits: &Limits,
    every_move: bool,
) -> Outcome {
    let empties = board.empties().count();
    let mut moves = root_moves(board);
    // A forced move is forced whatever share of the moves is searched.
    let only_move = moves.len() == 1;
    if let Some(share) = limits.share {
        keep_share(context.evaluation, board, &mut moves, share);
    }
    let mut outcome = Outcome {
        score: 0,
        score_units: 0,
        exact: false,
        depth: 0,
        move_scores: Vec::new(),
        moves: Vec::new(),
    };
    if moves.is_empty() {
        // A share with no move of its own: nothing to search.
        return outcome;
    }
    // Solve at once within `solve_empties`, or when nothing but a depth reaching the end
    // limits the search. Otherwise deepen, and solve only if the iterations get there.
    let unlimited = limits.time_ms.is_none() && limits.nodes.is_none();
    let timed = limits.time_ms.is_some() && !every_move;
    let solve_at_once = empties <= limits.solve_empties || (unlimited && limits.depth >= empties);
    // A forced move needs no thought when time is what limits the search: one ply
    // gives its score, and the time is left for the moves that matter.
    let forced = timed && only_move && !solve_at_once;
    let midgame_depth = if solve_at_once || forced {
        ESTIMATE_DEPTH.min(limits.depth)
    } else {
        limits.depth.min(empties.saturating_sub(1))
    }
    .max(1);

    // Under a clock the midgame stops this many plies short of the end, for the solves.
    let solve_gap = timed_solve_gap(empties);
    // When to stop deepening: see `iteration_pace.rs`. An iteration under way may run on to
    // 1.5 times the budget (`context.rs`), and a cut-off one keeps the moves it finished.
    let mut pace = IterationPace::default();
    let mut depth = 1;
    while depth <= midgame_depth {
        // Half the helpers of a parallel search go a ply ahead of the main thread, so that
        // its next iteration finds their results (`parallel.rs`).
        let plies = if context.helper % 2 == 1 {
            (depth + 1).min(midgame_depth)
        } else {
            depth
        };
        let Some(score) = search_root(
            context,
            board,
            &mut moves,
            Depth::Plies(plies),
            -EVAL_BEYOND,
            EVAL_BEYOND,
            every_move,
        ) else {
            break;
        };
        // Even a cut-off iteration finished its first move, the last one's best: what it
        // found is at least as good.
        outcome.score = to_discs(score);
        outcome.score_units = score;
        outcome.depth = depth;
        outcome.move_scores = moves
            .iter()
            .filter_map(|root| Some((root.square, to_discs(root.score?), false)))
            .collect();
        if let Some(best) = moves.first() {
            pace.record(depth, best.square, score);
        }
        let no_time_for_more = !solve_at_once && context.time_used() > pace.next_iteration_share();
        if context.stopped || no_time_for_more {
            break;
        }
        if timed && depth + solve_gap >= empties {
            break;
        }
        depth = next_depth(limits, depth, midgame_depth);
    }
    // The move to play unless a later stage proves a better one: the deepest completed
    // midgame iteration's best.
    let mut trusted = moves.first().map(|root| root.square);

    let reached_the_end = limits.depth >= empties
        && (outcome.depth + 1 >= empties || (timed && outcome.depth + solve_gap >= empties));
    if (solve_at_once || reached_the_end) && !context.stopped {
        for root in &mut moves {
            root.settled = false;
        }
        let guess = if solve_at_once {
            to_discs(sort_by_expected_score(
                context.evaluation,
                board,
                &mut moves,
                SOLVE_ORDER_PLIES,
            ))
        } else {
            outcome.score
        };
        let solved = if every_move {
            solve_root(context, board, &mut moves, true)
        } else {
            // Under a clock the solves may not finish: each first settles who wins, so that
            // a cut-off solve still leaves a move proven to win (or draw) when there is one.
            let order = if timed {
                TestOrder::OutcomeFirst
            } else {
                TestOrder::FromGuess
            };
            let guess = if empties >= SELECTIVE_STAGES_EMPTIES {
                let (probable, best) = selective_stages(context, board, &mut moves, guess, order);
                if let Some(best) = best {
                    trusted = Some(best);
                    outcome.score = probable;
                    outcome.score_units = probable * UNITS_PER_DISC;
                }
                probable
            } else {
                guess
            };
            let (score, proven) = mtdf(context, board, &mut moves, guess, order);
            if let Some((square, _)) = proven {
                trusted = Some(square);
            }
            score
        };
        for root in moves.iter().filter(|root| root.settled) {
            if let (Some(entry), Some(score)) = (
                outcome
                    .move_scores
                    .iter_mut()
                    .find(|(square, _, _)| *square == root.square),
                root.score,
            ) {
                *entry = (root.square, score, true);
            }
        }
        if let (Some(score), false) = (solved, context.stopped) {
            outcome.score = score;
            outcome.score_units = score * UNITS_PER_DISC;
            outcome.exact = true;
            outcome.depth = empties;
            trusted = moves.first().map(|root| root.square);
        }
    }
    // A stage cut off by the budget may have left a move first that it never finished.
    if let Some(at) = trusted.and_then(|square| moves.iter().position(|root| root.square == square))
    {
        moves[..=at].rotate_right(1);
    }
    outcome.moves = moves;
    outcome
}

/// The exact score of `board` over its root `moves` with a full window (and of each move
/// when `every_move`), `None` if stopped.
fn solve_root(
    context: &mut Context,
    board: Board,
    moves: &mut [RootMove],
    every_move: bool,
) -> Option<i32> {
    search_root(
        context,
        board,
        moves,
        Depth::Exact,
        -SCORE_BEYOND,
        SCORE_BEYOND,
        every_move,
    )
}

/// A best move of `board` (which has a move) by an exact solve, `None` if stopped.
pub(crate) fn exact_best_move(context: &mut Context, board: Board) -> Option<u8> {
    let mut moves = root_moves(board);
    solve_root(context, board, &mut moves, false)?;
    (!context.stopped)
        .then(|| moves.first().map(|root| root.square))
        .flatten()
}

/// Solves `board` selectively, stage after stage (see `probcut.rs`), from `guess`, each
/// stage's tests in `order`: returns the last completed stage's score, the exact solve's
/// best guess, and the best move (of the last completed stage, or the one the stage cut off
/// had proven; `None` if neither), with `moves` sorted and the table holding best moves for
/// the positions near the root.
fn selective_stages(
    context: &mut Context,
    board: Board,
    moves: &mut [RootMove],
    guess: i32,
    order: TestOrder,
) -> (i32, Option<u8>) {
    let (mut guess, mut best) = (guess, None);
    for stage in 0..STAGE_SPREADS.len() as u8 {
        context.selectivity = Some(stage);
        let (probable, proven) = mtdf(context, board, moves, guess, order);
        context.selectivity = None;
        match probable {
            Some(score) => {
                guess = score;
                best = moves.first().map(|root| root.square);
            }
            None => {
                // Proven at this stage's confidence, against moves the stage before
                // preferred: see `mtdf`.
                if let Some((square, _)) = proven {
                    best = Some(square);
                }
                break;
            }
        }
    }
    for root in moves.iter_mut() {
        root.settled = false;
    }
    (guess, best)
}

/// The order of a solve's null-window tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TestOrder {
    /// From the guess towards the score: the fewest positions when the solve finishes.
    FromGuess,
    /// First whether the side to move wins, draws or loses (tests at 2 and 0), then from
    /// the guess: a solve that the clock cuts off has then most often proven the outcome,
    /// and a move that keeps it. A test more when the solve finishes.
    OutcomeFirst,
}

/// What [`mtdf`] found: the score (`None` if stopped), and the move proven best so far with
/// the score it is proven to reach (`None` if no test has proven one).
type Solved = (Option<i32>, Option<(u8, i32)>);

/// The score of `board` by null-window tests ("is the score at least `t`?") in `order`,
/// each test after the outcome's moving towards the score the last revealed (MTD(f)).
/// On a finished solve the move proven best is first in `moves` ([`Solved`]). A test tries
/// the moves in order until one reaches its threshold, so a move it proves is better than
/// every move tried before it, the estimate's best among them: even a stopped solve's
/// proven move is a sounder choice than the estimate's.
fn mtdf(
    context: &mut Context,
    board: Board,
    moves: &mut [RootMove],
    guess: i32,
    order: TestOrder,
) -> Solved {
    // Final scores are even, so testing even thresholds settles every score.
    let (mut lower, mut upper) = (-64, 64);
    let mut next = (guess & !1).clamp(-62, 64);
    let mut proven: Option<(u8, i32)> = None;
    loop {
        // A draw is known only once `lower == upper == 0`, which ends the loop.
        let outcome_known = lower >= 2 || upper <= -2;
        let deciding_outcome = order == TestOrder::OutcomeFirst && !outcome_known;
        let test = if !deciding_outcome {
            // Strictly above what is proven, at most what is possible: each test then
            // moves one of the bounds.
            next.min(upper).max(lower + 1)
        } else if lower >= 0 || (upper >= 2 && guess > 0) {
            2
        } else {
            0
        };
        let Some(score) = search_root(context, board, moves, Depth::Exact, test - 1, test, false)
        else {
            return (None, proven);
        };
        if context.stopped {
            return (None, proven);
        }
        if score >= test {
            lower = even_at_least(score);
            proven = moves.first().map(|root| (root.square, lower));
            if !deciding_outcome {
                next = lower + 2;
            }
        } else {
            upper = even_at_most(score);
            if !deciding_outcome {
                next = upper;
            }
        }
        if lower >= upper {
            break;
        }
    }
    if let Some((square, _)) = proven {
        if let Some(at) = moves.iter().position(|root| root.square == square) {
            moves[..=at].rotate_right(1);
            moves[0].score = Some(lower);
            moves[0].settled = true;
        }
    }
    (Some(lower), proven)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::clock::FrozenClock;
    use crate::ai::engine::Engine;
    use crate::ai::learned::eval::Evaluation;
    use crate::ai::players::beginners::random_legal;
    use crate::ai::random::SeededRandom;
    use crate::ai::tt::Table;

    /// Positions with `empties` empty squares, each after random moves from the start.
    fn endgame_positions(count: usize, empties: u32) -> Vec<Board> {
        let mut random = SeededRandom::new(2811);
        let mut boards = Vec::new();
        while boards.len() < count {
            let mut board = Board::start();
            while board.empties().count() > empties {
                if board.legal_moves().is_empty() {
                    board = board.pass();
                }
                let Some(square) = random_legal(&board, &mut random) else {
                    break;
                };
                board = board.play(square);
            }
            if board.empties().count() == empties && !board.legal_moves().is_empty() {
                boards.push(board);
            }
        }
        boards
    }

    /// `mtdf` on `board` from `guess` in `order` with a fresh table, stopped after `nodes`
    /// positions if given: its answer and the root moves as it left them.
    fn solve(
        board: Board,
        guess: i32,
        order: TestOrder,
        nodes: Option<u64>,
    ) -> (Solved, Vec<RootMove>) {
        let table = Table::new(4);
        let evaluation = Evaluation::built_in();
        let limits = match nodes {
            Some(nodes) => Limits::default().with_nodes(nodes),
            None => Limits::default(),
        };
        let mut context = Context::new(&table, &evaluation, &FrozenClock, &limits);
        let mut moves = root_moves(board);
        let answer = mtdf(&mut context, board, &mut moves, guess, order);
        (answer, moves)
    }

    /// The exact score of playing `square` on `board`, for the side to move of `board`.
    fn score_after(board: Board, square: u8) -> i32 {
        let child = board.play_flips(square.into(), board.flips_at(square.into()));
        -Engine::new(4).solve(&child).score
    }

    #[test]
    fn both_test_orders_find_the_exact_score_and_a_move_that_reaches_it() {
        for board in endgame_positions(12, 14) {
            let exact = Engine::new(4).solve(&board).score;
            for order in [TestOrder::FromGuess, TestOrder::OutcomeFirst] {
                for guess in [-20, 0, 6] {
                    let ((score, proven), moves) = solve(board, guess, order, None);
                    assert_eq!(score, Some(exact), "{order:?} from {guess}");
                    if let Some((square, bound)) = proven {
                        assert_eq!((moves[0].square, bound), (square, exact));
                    }
                    assert_eq!(score_after(board, moves[0].square), exact);
                }
            }
        }
    }

    #[test]
    fn a_cut_off_solve_keeps_a_move_proven_to_reach_its_bound_and_the_outcome_first() {
        // Solves stopped after a few hundred to a few thousand positions, from a guess far
        // below the score (as after a midgame estimate that went wrong).
        let (mut stopped_with_a_proof, mut from_guess_below_the_outcome) = (0, 0);
        for board in endgame_positions(12, 16) {
            let exact = Engine::new(4).solve(&board).score;
            for nodes in [300, 1_000, 3_000, 10_000] {
                for order in [TestOrder::FromGuess, TestOrder::OutcomeFirst] {
                    let ((score, proven), _) = solve(board, -30, order, Some(nodes));
                    let (None, Some((square, bound))) = (score, proven) else {
                        continue;
                    };
                    assert!(score_after(board, square) >= bound, "{order:?} {nodes}");
                    if exact >= 0 && bound < 0 {
                        assert_eq!(order, TestOrder::FromGuess, "{nodes}: {bound} of {exact}");
                        from_guess_below_the_outcome += 1;
                    }
                    stopped_with_a_proof += 1;
                }
            }
        }
        // Not vacuous: some solves were cut off after a proof, and some from the guess had
        // proven only less than the outcome the position has.
        assert!(stopped_with_a_proof >= 10, "{stopped_with_a_proof}");
        assert!(from_guess_below_the_outcome >= 1);
    }

    /// The depths a search within `limits` iterates through, up to `last`.
    fn depths(limits: &Limits, last: u32) -> Vec<u32> {
        let mut depths = vec![1];
        while let Some(&depth) = depths.last().filter(|&&depth| depth < last) {
            depths.push(next_depth(limits, depth, last));
        }
        depths
    }

    #[test]
    fn a_fixed_depth_is_reached_by_every_other_depth_and_a_timed_search_by_every_depth() {
        assert_eq!(depths(&Limits::to_depth(12), 12), [1, 2, 4, 6, 8, 10, 12]);
        assert_eq!(depths(&Limits::to_depth(9), 9), [1, 3, 5, 7, 9]);
        assert_eq!(depths(&Limits::to_depth(1), 1), [1]);
        assert_eq!(depths(&Limits::to_depth(2), 2), [1, 2]);
        assert_eq!(depths(&Limits::for_time_ms(100.0), 5), [1, 2, 3, 4, 5]);
    }

    #[test]
    fn odd_bounds_round_to_the_even_scores_they_allow() {
        assert_eq!([-3, -2, 0, 3, 4].map(even_at_least), [-2, -2, 0, 4, 4]);
        assert_eq!([-3, -2, 0, 3, 4].map(even_at_most), [-4, -2, 0, 2, 4]);
    }
}
