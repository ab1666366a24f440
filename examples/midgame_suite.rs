//! How well a search plays the midgame for the time it takes: positions of real games, every
//! move scored by a deep search, then the move a build chooses at a fixed time judged against
//! those scores (the discs it gives up against the deep search's best). A match of 200 games
//! tells two builds apart only by about ±7% of the score; on the same few hundred positions
//! every time, and with every choice compared move by move, a small change in how a search
//! spends its time shows up in a minute.
//!
//! The judge is our own engine searching deeper, so it shares the evaluation's blind spots:
//! this compares ways of searching with one evaluation, not evaluations (for those, only
//! matches against another engine tell).
//!
//! `midgame_suite build <out> <fewest>-<most> <every> <player> <depth> <games.ggf>...`: the
//! positions where `player` (the `PB`/`PW` name) is to move with `fewest` to `most` empties
//! and at least two moves, every `every`-th of them, each move scored by a search of
//! `depth` plies (both cores). A line: the side to move's and the other's discs in hex, then
//! `square:score` for every move, in evaluation units.
//!
//! `midgame_suite run <suite> <time-ms> [losses]`: our search at a fixed time a move (a
//! fresh table each, one core): the discs lost a move against the judge's best, how often
//! the judge's best was chosen, and the mean depth and time. With `losses`, each position's
//! loss in evaluation units is written there, a line each, so that two runs can be compared
//! position by position (`midgame_suite compare <losses> <losses>`).
//!
//! `midgame_suite compare <a> <b>`: the mean difference of two runs' losses in discs a move,
//! with its standard error, and how many positions each did better on.
//!
//! `midgame_suite played <suite> <fewest>-<most> <every> <player> <games.ggf>...`: the same
//! figures for the moves `player` made in the games the suite was built from (the same
//! arguments as its `build`), whoever `player` is: another engine's moves judged by ours.
//! Another engine that gives up more than our search by our judge and still wins is right
//! where our judge, that is our evaluation, is wrong.

#[path = "support/suite_file.rs"]
mod suite_file;

use reversi::ai::eval::UNITS_PER_DISC;
use reversi::ai::{Engine, Limits, SystemClock};
use reversi::{Board, Square};
use std::sync::Mutex;
use std::time::Instant;
use suite_file::{games, line, load, on_both_cores, positions_of};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    match args.get(1).map(String::as_str) {
        Some("build") => build(
            &args[2],
            empties_range(&args[3]),
            args[4].parse().expect("every n-th position"),
            &args[5],
            args[6].parse().expect("a depth"),
            &args[7..],
        ),
        Some("run") => run(
            &args[2],
            args[3].parse().expect("time in ms"),
            args.get(4).map(String::as_str),
        ),
        Some("compare") => compare(&args[2], &args[3]),
        Some("played") => played(
            &args[2],
            empties_range(&args[3]),
            args[4].parse().expect("every n-th position"),
            &args[5],
            &args[6..],
        ),
        _ => panic!("usage: midgame_suite build|run|compare|played ..."),
    }
}

/// `fewest-most` as a pair of numbers of empty squares.
fn empties_range(text: &str) -> (u32, u32) {
    let (fewest, most) = text.split_once('-').expect("an empties range");
    (fewest.parse().unwrap(), most.parse().unwrap())
}

fn build(out: &str, range: (u32, u32), every: usize, player: &str, depth: u32, files: &[String]) {
    let boards: Vec<Board> = suite_positions(files, player, range, every)
        .into_iter()
        .map(|(board, _)| board)
        .collect();
    eprintln!("{} positions to score at depth {depth}", boards.len());
    let scored = Mutex::new(vec![String::new(); boards.len()]);
    on_both_cores(&boards, 64, |engine, at, &board| {
        let scores: Vec<(Square, i32)> = board
            .legal_moves()
            .into_iter()
            .map(|square| (square, move_score(engine, board, square, depth)))
            .collect();
        scored.lock().unwrap()[at] = line(&board, &scores);
        if at.is_multiple_of(50) {
            eprintln!("{at}");
        }
    });
    std::fs::write(out, scored.into_inner().unwrap().join("\n") + "\n").unwrap();
}

/// The positions a suite takes from `files`: where `player` is to move with `fewest` to
/// `most` empties and at least two moves, every `every`-th, each with the move made there.
fn suite_positions(
    files: &[String],
    player: &str,
    (fewest, most): (u32, u32),
    every: usize,
) -> Vec<(Board, Option<Square>)> {
    positions_of(&games(files, player), |board| {
        board.legal_moves().count() >= 2 && (fewest..=most).contains(&board.empties().count())
    })
    .into_iter()
    .step_by(every)
    .collect()
}

/// Judges the moves `player` made in the games of a suite (see the module's comment).
fn played(suite: &str, range: (u32, u32), every: usize, player: &str, files: &[String]) {
    let positions = load(suite);
    let made = suite_positions(files, player, range, every);
    assert_eq!(
        positions.len(),
        made.len(),
        "the suite was built from these games with these arguments"
    );
    let mut losses = Vec::new();
    for (position, &(board, square)) in positions.iter().zip(&made) {
        assert_eq!(position.board, board, "the suite's positions, in its order");
        let square = square.expect("a position with moves has a next move");
        let score = position.score_of(square).expect("every move is scored");
        losses.push(f64::from(position.best() - score) / f64::from(UNITS_PER_DISC));
    }
    let (mean, error) = mean_and_error(&losses);
    println!(
        "{} positions, the moves {player} made: {mean:.3} discs lost a move (standard error {error:.3}), best chosen {:.1}%",
        losses.len(),
        100.0 * losses.iter().filter(|&&l| l == 0.0).count() as f64 / losses.len() as f64
    );
}

/// The score, for the side to move of `board`, of playing `square` there and searching on
/// to `depth` plies in all (a fresh table, so that no move profits from another's search;
/// the engine scores a child whose side must pass, or a finished game, as it stands).
fn move_score(engine: &mut Engine, board: Board, square: Square, depth: u32) -> i32 {
    engine.clear();
    let limits = Limits::to_depth(depth - 1);
    -engine
        .search(&board.play(square), &limits, &SystemClock)
        .score_units
}

fn run(suite: &str, time_ms: f64, losses_file: Option<&str>) {
    let positions = load(suite);
    let mut engine = Engine::new(64);
    let (mut spent, mut depths, mut best_chosen) = (0.0, 0, 0);
    let mut losses = Vec::new();
    for position in &positions {
        engine.clear();
        let started = Instant::now();
        let report = engine.search(&position.board, &Limits::for_time_ms(time_ms), &SystemClock);
        spent += started.elapsed().as_secs_f64() * 1000.0;
        depths += report.depth;
        let chosen = report.best_move.expect("a move");
        let best = position.best();
        let played = position.score_of(chosen).expect("every move is scored");
        losses.push(best - played);
        best_chosen += usize::from(played == best);
    }
    if let Some(file) = losses_file {
        let lines: Vec<String> = losses.iter().map(i32::to_string).collect();
        std::fs::write(file, lines.join("\n") + "\n").unwrap();
    }
    let n = positions.len() as f64;
    let lost: i32 = losses.iter().sum();
    println!(
        "{} positions at {time_ms} ms: {:.3} discs lost a move, best chosen {:.1}%, mean depth {:.1}, {:.1} ms a move",
        positions.len(),
        f64::from(lost) / f64::from(UNITS_PER_DISC) / n,
        100.0 * best_chosen as f64 / n,
        f64::from(depths) / n,
        spent / n
    );
}

/// Compares two runs' losses position by position (see the module's comment).
fn compare(a: &str, b: &str) {
    let read = |file: &str| -> Vec<f64> {
        std::fs::read_to_string(file)
            .unwrap()
            .lines()
            .map(|line| line.parse::<f64>().unwrap() / f64::from(UNITS_PER_DISC))
            .collect()
    };
    let (a, b) = (read(a), read(b));
    assert_eq!(a.len(), b.len(), "two runs of one suite");
    let differences: Vec<f64> = a.iter().zip(&b).map(|(a, b)| a - b).collect();
    let (mean, error) = mean_and_error(&differences);
    let better = |sign: f64| differences.iter().filter(|&&d| d * sign > 0.0).count();
    println!(
        "first minus second: {mean:+.3} discs a move (standard error {error:.3}); the first lost less on {} positions, the second on {}",
        better(-1.0),
        better(1.0)
    );
}

/// The mean of `values` and its standard error.
fn mean_and_error(values: &[f64]) -> (f64, f64) {
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, (variance / n).sqrt())
}
