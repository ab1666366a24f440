//! Measures how well a shallow search predicts a deeper one, the numbers the midgame's
//! selective search (`src/ai/search/midgame_probcut.rs`) is built on.
//!
//! `cargo run --release --example fit_probcut -- <positions> <seed> [deepest] [threads]`
//!
//! The positions come from games of this engine: a random opening of 4 to 16 plies, then
//! 4-ply searches, and one position kept from each game at a random number of empty squares
//! from 20 to 54. Each is searched full width (no ProbCut) to every depth from 0 (the
//! evaluation alone) to `deepest` (10 unless given). For each depth `d` that the selective
//! search cuts at and its shallow depth `d'`, it prints the mean and the standard deviation of
//! `score(d) - score(d')` in discs, by stage of the game, and least-squares fits of the mean
//! and of the deviation as `a + b * empties + c * d` over all of them (the constants of
//! `src/ai/search/midgame_probcut.rs`). It also fits the deviation as `a + b * empties + c * d' + g *
//! (d - d')` and the mean as `a + b * empties + c * d + p * (d odd)`, which follow the cells
//! more closely: with `fit_probcut 800 7 12` on 2026-11-27, 0.20 discs rms over the 44 cells
//! for the spread against 0.34 for the line, 0.30 for the mean against 0.37.

#[path = "support/command_line.rs"]
mod command_line;
#[path = "support/statistics.rs"]
mod statistics;

use command_line::Args;
use reversi::ai::{midgame_probcut_depth, Engine, FrozenClock, Limits, SeededRandom};
use reversi::Board;
use statistics::{mean, spread};
use std::sync::Mutex;

/// Fewest empty squares of a kept position: below, the search mostly solves.
const FEWEST_EMPTIES: u64 = 20;
/// Most empty squares of a kept position.
const MOST_EMPTIES: u64 = 54;

fn random_move(board: &Board, rng: &mut SeededRandom) -> reversi::Square {
    let moves: Vec<_> = board.legal_moves().into_iter().collect();
    moves[rng.below(moves.len() as u64) as usize]
}

/// One position from a game of seed `seed`, or `None` if that game ended too early.
fn position(seed: u64, engine: &mut Engine) -> Option<Board> {
    let mut rng = SeededRandom::new(seed);
    let random_plies = 4 + rng.below(13);
    let keep_at = FEWEST_EMPTIES + rng.below(MOST_EMPTIES - FEWEST_EMPTIES + 1);
    let mut board = Board::start();
    for ply in 0.. {
        if board.legal_moves().is_empty() {
            board = board.pass();
            if board.legal_moves().is_empty() {
                return None;
            }
        }
        if u64::from(board.empties().count()) == keep_at {
            return Some(board);
        }
        let square = if ply < random_plies {
            random_move(&board, &mut rng)
        } else {
            engine
                .search(&board, &Limits::to_depth(4), &FrozenClock)
                .best_move?
        };
        board = board.play(square);
    }
    None
}

fn main() {
    let args = Args::new("fit_probcut <positions> <seed> [deepest] [threads]");
    let count: u64 = args.value(0, "count of positions");
    let seed: u64 = args.value(1, "seed");
    let deepest: u32 = args.value_or(2, "deepest depth", 10);
    let threads: u64 = args.count_or(3, "count of threads", 2);
    // Per position: its empties and its score at each depth 0..=deepest, in discs.
    let rows: Mutex<Vec<(u32, Vec<f64>)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for thread in 0..threads {
            let rows = &rows;
            scope.spawn(move || {
                let mut engine = Engine::new(32);
                for index in (thread..count).step_by(threads as usize) {
                    engine.clear();
                    let Some(board) = position(seed.wrapping_mul(1_000_003) + index, &mut engine)
                    else {
                        continue;
                    };
                    engine.clear();
                    let scores: Vec<f64> = (0..=deepest)
                        .map(|depth| match depth {
                            0 => f64::from(
                                reversi::ai::eval::Evaluation::installed().evaluate(&board),
                            ),
                            _ => {
                                let limits = Limits::to_depth(depth).full_width();
                                f64::from(engine.search(&board, &limits, &FrozenClock).score_units)
                            }
                        })
                        .collect();
                    rows.lock().unwrap().push((board.empties().count(), scores));
                }
            });
        }
    });
    let rows = rows.into_inner().unwrap();
    let units = f64::from(reversi::ai::eval::UNITS_PER_DISC);
    println!("{} positions; differences in discs", rows.len());
    println!("d  d'  stage    count  mean   sd");
    // (empties, d, mean, sd, count) of every cell, for the fits.
    let mut cells: Vec<(f64, f64, f64, f64, f64)> = Vec::new();
    for depth in 2..=deepest {
        let shallow = midgame_probcut_depth(depth);
        for (low, high) in [(20, 29), (30, 39), (40, 47), (48, 54)] {
            let differences: Vec<f64> = rows
                .iter()
                .filter(|(empties, _)| (low..=high).contains(empties))
                .map(|(_, scores)| (scores[depth as usize] - scores[shallow as usize]) / units)
                .collect();
            if differences.len() < 10 {
                continue;
            }
            let n = differences.len() as f64;
            let mean = mean(&differences);
            let sd = spread(&differences, mean);
            println!(
                "{depth:<2} {shallow:<3} {low}-{high}  {:>5}  {mean:+.2}  {sd:.2}",
                differences.len()
            );
            cells.push((f64::from(low + high) / 2.0, f64::from(depth), mean, sd, n));
        }
    }
    let mean_fit = fit(cells
        .iter()
        .map(|&(e, d, mean, _, n)| ([1.0, e, d], mean, n)));
    print_fit("mean", &["empties", "depth"], &mean_fit);
    let sd_fit = fit(cells.iter().map(|&(e, d, _, sd, n)| ([1.0, e, d], sd, n)));
    print_fit("sd", &["empties", "depth"], &sd_fit);
    let mean_fit = fit(cells
        .iter()
        .map(|&(e, d, mean, _, n)| ([1.0, e, d, d % 2.0], mean, n)));
    print_fit("mean", &["empties", "depth", "(depth odd)"], &mean_fit);
    let sd_fit = fit(cells.iter().map(|&(e, d, _, sd, n)| {
        let shallow = f64::from(midgame_probcut_depth(d as u32));
        ([1.0, e, shallow, d - shallow], sd, n)
    }));
    print_fit("sd", &["empties", "shallow", "(depth - shallow)"], &sd_fit);
}

/// Prints `fit: what = k[0] + k[1] * terms[0] + ...`, in discs.
fn print_fit(what: &str, terms: &[&str], k: &[f64]) {
    let sum: Vec<String> = terms
        .iter()
        .zip(&k[1..])
        .map(|(term, value)| format!(" + {value:.4} * {term}"))
        .collect();
    println!("fit: {what} = {:.3}{} (discs)", k[0], sum.concat());
}

/// Weighted least squares of `y = k[0] * x[0] + k[1] * x[1] + ...` over `(x, y, weight)`:
/// `k`.
fn fit<const N: usize>(cells: impl Iterator<Item = ([f64; N], f64, f64)>) -> [f64; N] {
    // The normal equations `normal * k = right`.
    let mut normal = [[0.0f64; N]; N];
    let mut right = [0.0f64; N];
    for (x, y, weight) in cells {
        for i in 0..N {
            for j in 0..N {
                normal[i][j] += weight * x[i] * x[j];
            }
            right[i] += weight * x[i] * y;
        }
    }
    // Gauss-Jordan elimination.
    for col in 0..N {
        let pivot = normal[col][col];
        let pivot_row = normal[col].map(|value| value / pivot);
        let pivot_right = right[col] / pivot;
        for row in 0..N {
            if row == col {
                normal[row] = pivot_row;
                right[row] = pivot_right;
            } else {
                let factor = normal[row][col];
                for (value, pivot) in normal[row].iter_mut().zip(pivot_row) {
                    *value -= factor * pivot;
                }
                right[row] -= factor * pivot_right;
            }
        }
    }
    right
}
