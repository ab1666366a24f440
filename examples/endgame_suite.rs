//! How well a search plays the late midgame, where our matches against NTest are decided:
//! positions of real games, each solved exactly, then the move a build (or another NBoard
//! engine) chooses there judged against the exact scores: discs lost against the best move,
//! and outcomes lost (a win turned into a draw counts 1, into a loss 2). On the same
//! positions every time, so two builds compare far more finely than a match of 200 games
//! can (about ±7% of the score).
//!
//! `endgame_suite build <out> <empties,...> <player> <games.ggf>...`: the positions where
//! `player` (the `PB`/`PW` name) is to move with one of the listed counts of empties, each
//! with its best move and exact score (both cores). A line: the side to move's and the
//! other's discs in hex, then `square:score` for every move judged so far.
//!
//! `endgame_suite run <suite> <time-ms> [positions]`: our search at a fixed time a move (a
//! fresh table each). A chosen move the suite has no score for is solved and kept in the
//! file (unless only the first positions are run), so later runs are quicker.
//!
//! `endgame_suite nboard <suite> <depth> <command>`: the same for an NBoard engine started
//! by `sh -c command` at `set depth`, with its CPU time a move.
//!
//! `endgame_suite complete <suite>`: solves every move of every position the suite has no
//! score for (both cores), so that any move a searcher could choose, at any stage of its
//! search, can be judged from the file alone.
//!
//! `endgame_suite decided <empties> <player> <games.ggf>...`: whether a match was decided
//! before or after `empties` empty squares. For each finished game: the exact score for
//! `player` (the `PB`/`PW` name) of its first position with at most `empties` empties, that
//! is what it would score if both sides played perfectly from there, against the game's
//! result (both cores). The difference is what `player` lost or won after that point.
//!
//! `endgame_suite spread <suite>`: how far our midgame search's score lies from the exact
//! one, by empties and depth. From each suite position a line is played down to 10 empties
//! (depth-4 moves); every position on it with at most 20 empties is solved and searched
//! 1 to 10 plies deep (fresh table each, both cores). It prints the mean (exact minus
//! search) and the spread in discs: what a selective solve that cuts on such searches
//! must allow for, measured against exact scores rather than against deeper searches as
//! `fit_probcut.rs` does for the midgame.

#[path = "support/command_line.rs"]
mod command_line;
#[path = "support/nboard_process.rs"]
mod nboard_process;
#[path = "support/statistics.rs"]
mod statistics;
#[path = "support/suite_file.rs"]
mod suite_file;

use command_line::{fail, Args, OrFail};
use nboard_process::NboardProcess;
use reversi::ai::eval::UNITS_PER_DISC;
use reversi::ai::{Engine, Limits, SystemClock};
use reversi::{ggf, Board, Color, Game, Square};
use statistics::mean;
use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::Instant;
use suite_file::{games, line, load, on_both_cores, positions_of, Position};

/// The commands, as the error for bad arguments prints them after "usage: ".
const USAGE: &str = "endgame_suite build <out> <empties,...> <player> <games.ggf>...
       endgame_suite run <suite> <time-ms> [positions]
       endgame_suite nboard <suite> <depth> <command>
       endgame_suite complete <suite>
       endgame_suite decided <empties> <player> <games.ggf>...
       endgame_suite spread <suite>";

fn main() {
    let args = Args::new(USAGE);
    let suite = || args.text(1, "suite file");
    match args.get(0) {
        Some("build") => {
            let empties = args.text(2, "list of empties");
            let empties = empties
                .split(',')
                .map(|e| args.parse(e, "count of empties"));
            build(
                suite(),
                &empties.collect::<Vec<u32>>(),
                args.text(3, "player"),
                args.one_or_more(4, "games file"),
            );
        }
        Some("run") => run(
            suite(),
            args.milliseconds(2, "time a move"),
            args.get(3).map(|n| args.parse(n, "count of positions")),
        ),
        Some("nboard") => nboard(
            suite(),
            args.value(2, "depth"),
            args.text(3, "engine command"),
        ),
        Some("complete") => complete(suite()),
        Some("decided") => decided(
            args.value(1, "count of empties"),
            args.text(2, "player"),
            args.one_or_more(3, "games file"),
        ),
        Some("spread") => spread(suite()),
        Some(other) => args.wrong(format!("unknown command {other}")),
        None => args.wrong("a command is wanted"),
    }
}

/// The fewest and most empties [`spread`] measures at, and its deepest search.
const SPREAD_EMPTIES: (u32, u32) = (10, 20);
const SPREAD_DEPTH: u32 = 10;

fn build(out: &str, wanted: &[u32], player: &str, files: &[String]) {
    let boards: Vec<Board> = positions_of(&games(files, player), |board| {
        !board.legal_moves().is_empty() && wanted.contains(&board.empties().count())
    })
    .into_iter()
    .map(|(board, _)| board)
    .collect();
    eprintln!("{} positions to solve", boards.len());
    let solved = Mutex::new(BTreeMap::new());
    on_both_cores(&boards, 64, |engine, at, board| {
        engine.clear();
        let solution = engine.solve(board);
        let scores = [(solution.best_move.unwrap(), solution.score)];
        solved.lock().unwrap().insert(at, line(board, &scores));
        if at.is_multiple_of(50) {
            eprintln!("{at}");
        }
    });
    let lines: Vec<String> = solved.into_inner().unwrap().into_values().collect();
    std::fs::write(out, lines.join("\n") + "\n").or_fail(format_args!("cannot write {out}"));
}

/// Writes the scores learned back to the suite (unless only some positions were run).
fn save(suite: &str, positions: &[Position], partial: bool) {
    if partial {
        return;
    }
    let lines: Vec<String> = positions
        .iter()
        .map(|p| line(&p.board, &p.scores))
        .collect();
    std::fs::write(suite, lines.join("\n") + "\n").or_fail(format_args!("cannot write {suite}"));
}

fn run(suite: &str, time_ms: f64, count: Option<usize>) {
    let mut positions = load(suite);
    if let Some(count) = count {
        positions.truncate(count);
    }
    let mut engine = Engine::new(64);
    let (mut spent, mut exact, mut depths) = (0.0, 0, 0);
    let mut tally = Tally::default();
    for position in &mut positions {
        engine.clear();
        let started = Instant::now();
        let report = engine.search(&position.board, &Limits::for_time_ms(time_ms), &SystemClock);
        spent += started.elapsed().as_secs_f64() * 1000.0;
        exact += usize::from(report.exact);
        depths += report.depth;
        tally.add(position, report.best_move.expect("a move"));
    }
    if tally.learned {
        save(suite, &positions, count.is_some());
    }
    let n = positions.len();
    println!(
        "{n} positions at {time_ms} ms: exact {exact}, mean depth {:.1}, {:.1} ms a move",
        f64::from(depths) / n as f64,
        spent / n as f64
    );
    tally.print();
}

/// Plays each position of the suite to another NBoard engine, started by `sh -c command`,
/// at `set depth`, and judges its moves. The engine keeps its own table from one position
/// to the next (NBoard has no command to clear it); it prints the engine's CPU time a move.
fn nboard(suite: &str, depth: u32, command: &str) {
    let mut positions = load(suite);
    let mut engine = NboardProcess::start(command, depth, None);
    let mut tally = Tally::default();
    let mut spent = 0.0;
    for position in &mut positions {
        let game = Game::from_board(position.board, Color::Black);
        let before = engine.cpu_seconds();
        let chosen = engine.choose(&ggf::write_game(&game, "", None));
        spent += engine.cpu_seconds() - before;
        let chosen = chosen.filter(|&square| position.board.legal_moves().contains(square));
        let chosen = chosen.unwrap_or_else(|| {
            fail(format!(
                "the engine '{command}' answered no legal move in a suite position"
            ))
        });
        tally.add(position, chosen);
    }
    drop(engine);
    if tally.learned {
        save(suite, &positions, false);
    }
    println!(
        "{} positions at depth {depth}: {:.1} ms CPU a move",
        positions.len(),
        spent * 1000.0 / positions.len() as f64
    );
    tally.print();
}

/// Adds the exact score of every move the suite lacks (see the module's comment).
fn complete(suite: &str) {
    let mut positions = load(suite);
    let missing: Vec<(usize, Square)> = positions
        .iter()
        .enumerate()
        .flat_map(|(index, position)| {
            position
                .board
                .legal_moves()
                .into_iter()
                .filter(|&square| !position.scores.iter().any(|known| known.0 == square))
                .map(move |square| (index, square))
        })
        .collect();
    println!("{} moves to solve", missing.len());
    let scores = Mutex::new(vec![0; missing.len()]);
    on_both_cores(&missing, 64, |engine, at, &(index, square)| {
        let score = move_score(engine, positions[index].board, square);
        scores.lock().unwrap()[at] = score;
    });
    for (&(index, square), score) in missing.iter().zip(scores.into_inner().unwrap()) {
        positions[index].scores.push((square, score));
    }
    save(suite, &positions, false);
}

/// The exact score, for the side to move of `board`, of playing `square` there (the
/// engine scores a child whose side must pass, or a finished game, as it stands).
fn move_score(engine: &mut Engine, board: Board, square: Square) -> i32 {
    engine.clear();
    -engine.solve(&board.play(square)).score
}

/// Compares each game's exact score at `empties` with its result (see the module's comment).
fn decided(empties: u32, player: &str, files: &[String]) {
    // Per game: the position, whether `player` is to move there, and `player`'s result.
    let games: Vec<(Board, bool, i32)> = games(files, player)
        .into_iter()
        .filter(|(game, _)| game.is_over())
        .filter_map(|(game, ours_is_black)| {
            let to_move_score = game.board().final_score();
            let black_score = if game.to_move() == Color::Black {
                to_move_score
            } else {
                -to_move_score
            };
            let result = if ours_is_black {
                black_score
            } else {
                -black_score
            };
            let (board, color) = game
                .positions()
                .into_iter()
                .find(|(board, _)| board.empties().count() <= empties)?;
            Some((board, (color == Color::Black) == ours_is_black, result))
        })
        .collect();
    let exact = Mutex::new(vec![0; games.len()]);
    on_both_cores(&games, 64, |engine, at, &(board, ours, _)| {
        engine.clear();
        let to_move = engine.solve(&board).score;
        exact.lock().unwrap()[at] = if ours { to_move } else { -to_move };
    });
    let pairs: Vec<(i32, i32)> = exact
        .into_inner()
        .unwrap()
        .into_iter()
        .zip(games.iter().map(|game| game.2))
        .collect();
    let n = pairs.len() as f64;
    let mean =
        |pick: fn(&(i32, i32)) -> i32| pairs.iter().map(|p| f64::from(pick(p))).sum::<f64>() / n;
    let points = |pick: fn(&(i32, i32)) -> i32| {
        let total: i32 = pairs.iter().map(|p| 1 + pick(p).signum()).sum();
        50.0 * f64::from(total) / n
    };
    println!(
        "{} games: at {empties} empties {player} would score {:.1}% (exact, {:+.2} discs a game); it scored {:.1}% ({:+.2})",
        pairs.len(),
        points(|p| p.0),
        mean(|p| p.0),
        points(|p| p.1),
        mean(|p| p.1)
    );
    println!(
        "outcomes worse after {empties} empties: {}, better: {}",
        pairs.iter().filter(|p| p.1.signum() < p.0.signum()).count(),
        pairs.iter().filter(|p| p.1.signum() > p.0.signum()).count()
    );
}

/// Prints, by empties (rows) and depth (columns), the mean and spread of the exact score
/// minus the midgame search's, in discs (see the module's comment).
fn spread(suite: &str) {
    let starts: Vec<Board> = load(suite).into_iter().map(|p| p.board).collect();
    // (empties, depth) -> differences in discs.
    let differences: Mutex<BTreeMap<(u32, u32), Vec<f64>>> = Mutex::new(BTreeMap::new());
    on_both_cores(&starts, 16, |engine, _, &start| {
        for board in line_from(engine, start) {
            let empties = board.empties().count();
            engine.clear();
            let exact = f64::from(engine.solve(&board).score);
            for depth in 1..=SPREAD_DEPTH.min(empties - 1) {
                engine.clear();
                let report = engine.search(&board, &Limits::to_depth(depth), &SystemClock);
                let searched = f64::from(report.score_units) / f64::from(UNITS_PER_DISC);
                differences
                    .lock()
                    .unwrap()
                    .entry((empties, depth))
                    .or_default()
                    .push(exact - searched);
            }
        }
    });
    let differences = differences.into_inner().unwrap();
    println!("exact minus search, discs: mean / spread (positions), by empties and depth");
    for empties in SPREAD_EMPTIES.0..=SPREAD_EMPTIES.1 {
        let mut row = format!("{empties:2} empties:");
        for depth in 1..=SPREAD_DEPTH {
            if let Some(values) = differences.get(&(empties, depth)) {
                let mean = mean(values);
                // `statistics::` in full: this file's own `spread` is the command.
                row += &format!(
                    " d{depth} {mean:+.1}/{:.1}",
                    statistics::spread(values, mean)
                );
            }
        }
        let count = differences.get(&(empties, 1)).map_or(0, Vec::len);
        println!("{row} ({count})");
    }
}

/// The positions with [`SPREAD_EMPTIES`] empties (and a move) on a line played from `start`
/// with depth-4 moves.
fn line_from(engine: &mut Engine, start: Board) -> Vec<Board> {
    let mut board = start;
    let mut line = Vec::new();
    loop {
        if board.legal_moves().is_empty() {
            board = board.pass();
            if board.legal_moves().is_empty() {
                return line;
            }
        }
        let empties = board.empties().count();
        if empties < SPREAD_EMPTIES.0 {
            return line;
        }
        if empties <= SPREAD_EMPTIES.1 {
            line.push(board);
        }
        engine.clear();
        let report = engine.search(&board, &Limits::to_depth(4), &SystemClock);
        board = board.play(report.best_move.expect("a position with a move"));
    }
}

/// What the chosen moves lost against the best, overall and by empties.
#[derive(Default)]
struct Tally {
    positions: usize,
    lost_discs: i32,
    lost_outcomes: i32,
    by_empties: BTreeMap<u32, (usize, i32, i32)>,
    learned: bool,
}

impl Tally {
    /// Counts `chosen` at `position`, solving it first if the suite has no score for it.
    fn add(&mut self, position: &mut Position, chosen: Square) {
        let best = position.best();
        let played = match position.score_of(chosen) {
            Some(known) => known,
            None => {
                let score = move_score(&mut Engine::new(64), position.board, chosen);
                position.scores.push((chosen, score));
                self.learned = true;
                score
            }
        };
        let drop = best.signum() - played.signum();
        self.positions += 1;
        self.lost_discs += best - played;
        self.lost_outcomes += drop;
        let row = self
            .by_empties
            .entry(position.board.empties().count())
            .or_default();
        *row = (row.0 + 1, row.1 + best - played, row.2 + drop);
    }

    fn print(&self) {
        println!(
            "{:.2} discs lost a move, outcomes lost {}",
            f64::from(self.lost_discs) / self.positions as f64,
            self.lost_outcomes
        );
        for (empties, (count, discs, outcomes)) in &self.by_empties {
            println!(
                "  {empties} empties: {count} positions, {:.2} discs a move, outcomes lost {outcomes}",
                f64::from(*discs) / *count as f64
            );
        }
    }
}
