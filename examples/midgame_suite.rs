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

#[path = "support/command_line.rs"]
mod command_line;
#[path = "support/statistics.rs"]
mod statistics;
#[path = "support/suite_file.rs"]
mod suite_file;

use command_line::{fail, Args, OrFail};
use reversi::ai::eval::UNITS_PER_DISC;
use reversi::ai::{Engine, Limits, SystemClock};
use reversi::{Board, Square};
use statistics::{mean, standard_error};
use std::sync::Mutex;
use std::time::Instant;
use suite_file::{games, line, load, on_both_cores, positions_of};

/// The commands, as the error for bad arguments prints them after "usage: ".
const USAGE: &str =
    "midgame_suite build <out> <fewest>-<most> <every> <player> <depth> <games.ggf>...
       midgame_suite run <suite> <time-ms> [losses]
       midgame_suite compare <losses> <losses>
       midgame_suite played <suite> <fewest>-<most> <every> <player> <games.ggf>...";

fn main() {
    let args = Args::new(USAGE);
    // The arguments `build` and `played` share: which positions of which games.
    let selection = || Selection {
        range: empties_range(&args, args.text(2, "empties range")),
        every: match args.value(3, "every n-th position") {
            0 => args.wrong("every n-th position: n must be 1 or more"),
            every => every,
        },
        player: args.text(4, "player"),
    };
    match args.get(0) {
        Some("build") => build(
            args.text(1, "suite file"),
            &selection(),
            match args.value(5, "depth") {
                0 => args.wrong("the depth must be 1 or more"),
                depth => depth,
            },
            args.one_or_more(6, "games file"),
        ),
        Some("run") => run(
            args.text(1, "suite file"),
            args.milliseconds(2, "time a move"),
            args.get(3),
        ),
        Some("compare") => compare(args.text(1, "losses file"), args.text(2, "losses file")),
        Some("played") => played(
            args.text(1, "suite file"),
            &selection(),
            args.one_or_more(5, "games file"),
        ),
        Some(other) => args.wrong(format!("unknown command {other}")),
        None => args.wrong("a command is wanted"),
    }
}

/// Which positions of a match's games make a suite: where `player` is to move with `range`
/// empties and at least two moves, every `every`-th.
struct Selection<'a> {
    range: (u32, u32),
    every: usize,
    player: &'a str,
}

/// `fewest-most` as a pair of numbers of empty squares.
fn empties_range(args: &Args, text: &str) -> (u32, u32) {
    let Some((fewest, most)) = text.split_once('-') else {
        args.wrong(format!("'{text}' is not an empties range such as 20-36"));
    };
    let what = "count of empties";
    (args.parse(fewest, what), args.parse(most, what))
}

fn build(out: &str, selection: &Selection, depth: u32, files: &[String]) {
    let boards: Vec<Board> = suite_positions(files, selection)
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
    let lines = scored.into_inner().unwrap().join("\n") + "\n";
    std::fs::write(out, lines).or_fail(format_args!("cannot write {out}"));
}

/// The positions a suite takes from `files` (see [`Selection`]), each with the move made
/// there.
fn suite_positions(files: &[String], selection: &Selection) -> Vec<(Board, Option<Square>)> {
    let (fewest, most) = selection.range;
    positions_of(&games(files, selection.player), |board| {
        board.legal_moves().count() >= 2 && (fewest..=most).contains(&board.empties().count())
    })
    .into_iter()
    .step_by(selection.every)
    .collect()
}

/// Judges the moves `player` made in the games of a suite (see the module's comment).
fn played(suite: &str, selection: &Selection, files: &[String]) {
    let positions = load(suite);
    let made = suite_positions(files, selection);
    let built_from_these = positions.len() == made.len()
        && positions
            .iter()
            .zip(&made)
            .all(|(position, (board, _))| position.board == *board);
    if !built_from_these {
        fail(format!(
            "{suite} was not built from these games with these arguments: its positions differ"
        ));
    }
    let player = selection.player;
    let mut losses = Vec::new();
    for (position, &(_, square)) in positions.iter().zip(&made) {
        let square = square.expect("a position with moves has a next move");
        let score = position
            .score_of(square)
            .or_fail(format_args!("{suite}: a move without a score"));
        losses.push(f64::from(position.best() - score) / f64::from(UNITS_PER_DISC));
    }
    let mean = mean(&losses);
    let error = standard_error(&losses, mean);
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
        let played = position.score_of(chosen).or_fail(format_args!(
            "{suite}: a move without a score (not a midgame suite?)"
        ));
        losses.push(best - played);
        best_chosen += usize::from(played == best);
    }
    if let Some(file) = losses_file {
        let lines: Vec<String> = losses.iter().map(i32::to_string).collect();
        std::fs::write(file, lines.join("\n") + "\n").or_fail(format_args!("cannot write {file}"));
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
        let text = std::fs::read_to_string(file).or_fail(format_args!("cannot read {file}"));
        let loss = |line: &str| line.parse::<f64>().ok().filter(|loss| loss.is_finite());
        let losses = text
            .lines()
            .map(|line| loss(line).map(|l| l / f64::from(UNITS_PER_DISC)));
        losses
            .collect::<Option<_>>()
            .or_fail(format_args!("{file}: a line that is not a loss (a number)"))
    };
    let (losses_a, losses_b) = (read(a), read(b));
    if losses_a.len() != losses_b.len() || losses_a.len() < 2 {
        fail(format!(
            "{a} and {b} are not two runs of one suite of two or more positions"
        ));
    }
    let differences: Vec<f64> = losses_a.iter().zip(&losses_b).map(|(a, b)| a - b).collect();
    let mean = mean(&differences);
    let error = standard_error(&differences, mean);
    let better = |sign: f64| differences.iter().filter(|&&d| d * sign > 0.0).count();
    println!(
        "first minus second: {mean:+.3} discs a move (standard error {error:.3}); the first lost less on {} positions, the second on {}",
        better(-1.0),
        better(1.0)
    );
}
