//! `reversi bench`: a fixed benchmark printed as one table, to compare builds and machines:
//! move generation (perft 11), the exact solver (the FFO endgames, #40-#44 or all of #40-#59)
//! and the midgame search (fixed positions at a fixed depth, and analysed as the game review
//! analyses them, beside `bench/wasm-bench.mjs`'s figures for the page's wasm).

use super::solve;
use super::units;
use reversi::ai::review::REVIEW_DEPTHS;
use reversi::ai::{Engine, Limits, SystemClock, DEFAULT_TABLE_MEGABYTES};
use reversi::obf;
use reversi::{perft, Board, Game, PassRule, Square};
use std::time::{Duration, Instant};

/// The FFO endgames #40-#59, built into the binary so the benchmark runs from anywhere.
const FFO_40_TO_59: &str = include_str!("../../tests/data/fforum-40-59.obf");

/// How many of them the default benchmark solves (#40-#44), and `--full` (all).
const QUICK_ENDGAMES: usize = 5;
const ALL_ENDGAMES: usize = 20;

/// The perft depth: about a second, long enough to measure.
const PERFT_DEPTH: u32 = 11;

/// The midgame search depth: a few seconds for the three positions.
const MIDGAME_DEPTH: u32 = 12;

/// Midgame positions after 10, 16 and 24 moves, one transcript from the start a line (games
/// the computer levels played against themselves); `bench/wasm-suite.mjs` reads the same file.
const MIDGAME_GAMES: &str = include_str!("../../tests/data/midgame-games.txt");

/// One row of the table.
struct Row {
    name: String,
    result: String,
    work: u64,
    unit: &'static str,
    elapsed: Duration,
}

/// Runs the suite and prints the table, the searches on `threads` threads (perft on one).
/// Returns how many FFO results were wrong (a benchmark that computes wrong answers
/// measures nothing).
pub fn run(full: bool, threads: usize) -> usize {
    println!(
        "{:<28} {:>10} {:>10} {:<6} {:>9} {:>12}",
        "benchmark", "result", "count", "unit", "time", "per second"
    );
    bench_perft();
    let mut engine = Engine::new(super::TABLE_MEGABYTES).with_threads(threads);
    let mismatches = bench_endgames(
        &mut engine,
        if full { ALL_ENDGAMES } else { QUICK_ENDGAMES },
    );
    let midgame = Limits::to_depth(MIDGAME_DEPTH);
    bench_searches(
        &mut engine,
        &midgame,
        &format!("midgame depth {MIDGAME_DEPTH}"),
    );
    // As the page's workers analyse for a review (their table's size, the review's depths):
    // the figures `bench/wasm-bench.mjs` prints in wasm.
    let mut page_engine = Engine::new(DEFAULT_TABLE_MEGABYTES).with_threads(threads);
    bench_searches(&mut page_engine, &REVIEW_DEPTHS.limits(), "review analysis");
    mismatches
}

/// Move generation: perft from the start.
fn bench_perft() {
    let started = Instant::now();
    let leaves = perft(Board::start(), PERFT_DEPTH, PassRule::CountsAsPly);
    print_row(&Row {
        name: format!("perft {PERFT_DEPTH}"),
        result: String::new(),
        work: leaves,
        unit: "leaves",
        elapsed: started.elapsed(),
    });
}

/// The exact solver: the first `count` FFO endgames from #40, one row each and a total.
/// Returns how many were solved wrong.
fn bench_endgames(engine: &mut Engine, count: usize) -> usize {
    let positions = obf::parse_lines(FFO_40_TO_59).expect("the built-in FFO file parses");
    let (mut nodes, mut elapsed, mut wrong) = (0, Duration::ZERO, 0);
    for (index, position) in positions.iter().take(count).enumerate() {
        let solved = solve::solve_one(engine, 40 + index, position);
        nodes += solved.nodes;
        elapsed += solved.elapsed;
        wrong += usize::from(!solved.agrees);
        print_row(&Row {
            name: format!("FFO #{} ({} empties)", solved.number, solved.empties),
            result: format!(
                "{} {}{}",
                move_name(solved.best_move),
                units::signed(solved.score),
                if solved.agrees { "" } else { " WRONG" }
            ),
            work: solved.nodes,
            unit: "nodes",
            elapsed: solved.elapsed,
        });
    }
    print_row(&Row {
        name: format!("FFO #40-#{} total", 39 + count),
        result: format!("{wrong} wrong"),
        work: nodes,
        unit: "nodes",
        elapsed,
    });
    wrong
}

/// Searches of the midgame positions within `limits`, each from an empty table: a row named
/// `name` for each, and a total.
fn bench_searches(engine: &mut Engine, limits: &Limits, name: &str) {
    let (mut nodes, mut elapsed) = (0, Duration::ZERO);
    for transcript in MIDGAME_GAMES.lines() {
        let board = Game::from_transcript(transcript)
            .expect("the built-in games are legal")
            .board();
        engine.clear();
        let started = Instant::now();
        let report = engine.search(&board, limits, &SystemClock);
        let took = started.elapsed();
        nodes += report.nodes;
        elapsed += took;
        print_row(&Row {
            name: format!("{name}, {} empties", board.empties().count()),
            result: format!(
                "{} {}",
                move_name(report.best_move),
                units::signed(report.score)
            ),
            work: report.nodes,
            unit: "nodes",
            elapsed: took,
        });
    }
    print_row(&Row {
        name: format!("{name}, total"),
        result: String::new(),
        work: nodes,
        unit: "nodes",
        elapsed,
    });
}

/// `f5`, or `pass` when there is no move.
fn move_name(square: Option<Square>) -> String {
    square.map_or_else(|| "pass".to_string(), |square| square.to_string())
}

fn print_row(row: &Row) {
    println!(
        "{:<28} {:>10} {:>10} {:<6} {:>9} {:>12}",
        row.name,
        row.result,
        units::metric(row.work as f64),
        row.unit,
        units::seconds(row.elapsed),
        units::per_second(row.work, row.elapsed),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_positions_are_legal() {
        assert_eq!(obf::parse_lines(FFO_40_TO_59).unwrap().len(), 20);
        for transcript in MIDGAME_GAMES.lines() {
            let game = Game::from_transcript(transcript).unwrap();
            assert!(!game.is_over(), "{transcript}");
        }
        assert_eq!(MIDGAME_GAMES.lines().count(), 3);
    }
}
