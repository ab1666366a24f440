//! Measures what the puzzle rules of `src/puzzles/puzzle.rs` keep: how many self-play
//! positions each margin makes puzzles of, how the close rivals spread under each threshold,
//! and how long solving every move takes by empties.
//!
//! `cargo run --release --example puzzle_thresholds -- [games] [seed]` (60 and 7 unless
//! given; about a minute on the project's 2-core machine).
//!
//! The positions are those `reversi puzzles` tries: every position with 10 to 20 empties of
//! the games of `SelfPlay` (a short random opening, then 6-ply searches), each with the
//! exact score of every legal move. The figures quoted next to `MARGIN_DISCS`,
//! `CLOSE_DISCS` and `EMPTIES_STEPS` come from the defaults.

#[path = "support/command_line.rs"]
mod command_line;

use command_line::Args;
use reversi::ai::{Engine, FrozenClock, Limits, MAX_DEPTH};
use reversi::puzzles::{SelfPlay, FEWEST_MOVES};
use std::collections::BTreeMap;
use std::time::Instant;

/// The empties of the positions measured: the default range of `reversi puzzles`.
const EMPTIES: std::ops::RangeInclusive<u32> = 10..=20;

fn main() {
    let args = Args::new("puzzle_thresholds [games] [seed]");
    let games: usize = args.value_or(0, "count of games", 60);
    let seed: u64 = args.value_or(1, "seed", 7);

    let mut self_play = SelfPlay::new(seed);
    let mut solver = Engine::new(64);
    let exactly = Limits::to_depth(MAX_DEPTH).with_solve_empties(MAX_DEPTH);
    // Each position's scores, best first, and the time they took, by empties.
    let mut scored: Vec<Vec<i32>> = Vec::new();
    let mut milliseconds: BTreeMap<u32, Vec<f64>> = BTreeMap::new();
    for _ in 0..games {
        let game = self_play.play_game(*EMPTIES.start());
        for (board, _) in game.positions() {
            let empties = board.empties().count();
            if !EMPTIES.contains(&empties) || board.legal_moves().is_empty() {
                continue;
            }
            let started = Instant::now();
            let hints = solver.hints(&board, &exactly, &FrozenClock);
            let elapsed = started.elapsed().as_secs_f64() * 1000.0;
            assert!(hints.iter().all(|hint| hint.exact));
            milliseconds.entry(empties).or_default().push(elapsed);
            let mut scores: Vec<i32> = hints.iter().map(|hint| hint.score).collect();
            scores.sort_unstable_by(|a, b| b.cmp(a));
            scored.push(scores);
        }
    }

    println!(
        "{} positions from {games} games of seed {seed}",
        scored.len()
    );
    println!("solving every move, ms by empties (mean, max):");
    for (empties, times) in &milliseconds {
        let mean = times.iter().sum::<f64>() / times.len() as f64;
        let max = times.iter().copied().fold(0.0, f64::max);
        println!("  {empties:>2}: {mean:>7.1} {max:>7.1}");
    }
    let offered: Vec<&Vec<i32>> = scored
        .iter()
        .filter(|scores| scores.len() >= FEWEST_MOVES)
        .collect();
    println!("{} with at least {FEWEST_MOVES} moves", offered.len());
    for margin in [2, 4, 6, 8] {
        let kept: Vec<&&Vec<i32>> = offered
            .iter()
            .filter(|scores| scores[0] - scores[1] >= margin)
            .collect();
        println!(
            "margin {margin}: {} puzzles, {:.0}% of all positions",
            kept.len(),
            100.0 * kept.len() as f64 / scored.len() as f64
        );
        for close in [8, 10, 12] {
            let mut spread: BTreeMap<usize, usize> = BTreeMap::new();
            for scores in &kept {
                let rivals = scores[1..].iter().filter(|&&s| scores[0] - s <= close);
                *spread.entry(rivals.count().min(2)).or_default() += 1;
            }
            let shares: Vec<String> = spread
                .iter()
                .map(|(rivals, count)| {
                    let share = 100.0 * *count as f64 / kept.len() as f64;
                    format!(
                        "{rivals}{}: {share:.0}%",
                        if *rivals == 2 { "+" } else { "" }
                    )
                })
                .collect();
            println!("  close rivals within {close}: {}", shares.join(", "));
        }
    }
}
