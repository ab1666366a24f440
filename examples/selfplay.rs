//! Self-play games that label positions for training the evaluation (see `train_eval.rs`).
//!
//! `cargo run --release --example selfplay -- <games> <seed> <out.bin> [solve_empties] [depth] [results|mixed]`
//!
//! Each game opens with a random number of random moves (4 to 16), so that games differ and
//! reach every stage of the game in many shapes. From there on nothing is left to chance:
//! the midgame is played by a `depth`-ply search (6 unless given) and, from `solve_empties`
//! empties (20 unless given), perfectly, by exact solves. Only the positions after the random
//! opening are kept, so every label is what good play makes of the position, not what a later
//! random move spoiled. Each is written as 17 bytes: player and opponent bitboards
//! (little-endian u64) and the final disc difference for the side to move (i8). From
//! `solve_empties` empties on that label is the position's exact value.
//!
//! With `mixed` (`results` unless given), a position before the exact solves is labelled
//! instead with the mean of the game's result and the score of the search that chose its
//! move: the result of thirty more moves at 6 plies strays far from what the position is
//! worth, the search's score does not stray but carries the evaluation's own errors. A
//! quarter of the built-in table was fitted on such labels (docs/engine.md, "The evaluation").

#[path = "support/command_line.rs"]
mod command_line;

use command_line::{Args, OrFail};
use reversi::ai::{Engine, FrozenClock, Limits, SeededRandom};
use reversi::{Board, Color, Game};
use std::io::Write;

/// The random opening's length in plies: from this many...
const FEWEST_RANDOM_PLIES: u64 = 4;
/// ...to this many.
const MOST_RANDOM_PLIES: u64 = 16;

/// One kept position, with whose turn it is and the score of the search or solve that
/// chose its move.
struct Seen {
    board: Board,
    /// Whether the side to move is black (the game's result is kept from black's side).
    black_to_move: bool,
    /// For the side to move, in discs: the exact value when `solved`, else the midgame
    /// search's estimate.
    score: i32,
    /// Whether `score` comes from an exact solve.
    solved: bool,
}

/// The mean of two scores in discs, a half rounded away from zero (as `train_eval
/// --average` rounds), so that mixed labels lean to neither side.
fn mean_away_from_zero(a: i32, b: i32) -> i32 {
    let sum = a + b;
    (sum + sum.signum()) / 2
}

fn random_move(board: &Board, rng: &mut SeededRandom) -> reversi::Square {
    let moves: Vec<_> = board.legal_moves().into_iter().collect();
    moves[rng.below(moves.len() as u64) as usize]
}

fn main() {
    let args =
        Args::new("selfplay <games> <seed> <out.bin> [solve_empties] [depth] [results|mixed]");
    let games: usize = args.value(0, "count of games");
    let seed: u64 = args.value(1, "seed");
    let out = args.text(2, "positions file");
    let solve_empties: u32 = args.value_or(3, "count of empties to solve from", 20);
    let depth: u32 = args.value_or(4, "depth", 6);
    let mixed_labels = match args.get(5) {
        None | Some("results") => false,
        Some("mixed") => true,
        Some(other) => args.wrong(format!("labels {other}: not results or mixed")),
    };
    let mut rng = SeededRandom::new(seed);
    let mut engine = Engine::new(16);
    let mut file = std::io::BufWriter::new(
        std::fs::File::create(out).or_fail(format_args!("cannot create {out}")),
    );
    let started = std::time::Instant::now();
    let mut written = 0usize;

    for number in 1..=games {
        engine.clear();
        let mut game = Game::new();
        let mut seen: Vec<Seen> = Vec::new();
        let random_plies =
            FEWEST_RANDOM_PLIES + rng.below(MOST_RANDOM_PLIES - FEWEST_RANDOM_PLIES + 1);
        while !game.is_over() {
            let board = game.board();
            let square = if (game.turns().len() as u64) < random_plies {
                random_move(&board, &mut rng)
            } else {
                let solved = board.empties().count() <= solve_empties;
                let (best_move, score) = if solved {
                    let solution = engine.solve(&board);
                    (solution.best_move, solution.score)
                } else {
                    let report = engine.search(&board, &Limits::to_depth(depth), &FrozenClock);
                    (report.best_move, report.score)
                };
                seen.push(Seen {
                    board,
                    black_to_move: game.to_move() == Color::Black,
                    score,
                    solved,
                });
                best_move.expect("a move")
            };
            game.play(square).expect("a legal move");
        }
        let board = game.board();
        let black_to_move = game.to_move() == Color::Black;
        // The game is over: `board.final_score()` is for the side that would move.
        let black_result = if black_to_move {
            board.final_score()
        } else {
            -board.final_score()
        };
        for position in &seen {
            let result = if position.black_to_move {
                black_result
            } else {
                -black_result
            };
            let label = if position.solved {
                position.score
            } else if mixed_labels {
                mean_away_from_zero(result, position.score)
            } else {
                result
            };
            let mut record = [0u8; 17];
            record[..8].copy_from_slice(&position.board.player.to_le_bytes());
            record[8..16].copy_from_slice(&position.board.opponent.to_le_bytes());
            record[16] = label as i8 as u8;
            file.write_all(&record)
                .or_fail(format_args!("cannot write {out}"));
            written += 1;
        }
        if number % 100 == 0 {
            eprintln!(
                "{} games, {} positions, {:.1} s",
                number,
                written,
                started.elapsed().as_secs_f64()
            );
            file.flush().or_fail(format_args!("cannot write {out}"));
        }
    }
    file.flush().or_fail(format_args!("cannot write {out}"));
}
