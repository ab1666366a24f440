//! The midgame search's speed: fixed-depth searches of positions from random games (the same
//! positions every run), each from an empty table, with the positions visited, the time and
//! a checksum of the moves and scores found. Two builds that should search alike (a change
//! meant only to be faster) must print the same nodes and checksum; run them in turns, a
//! few times each, and compare the times side by side (the machine's noise is 10-30%).
//!
//! ```sh
//! cargo run --release --example midgame_speed -- 100 11      # 100 positions, 11 plies
//! cargo run --release --example midgame_speed -- 100 12 64   # with a 64 MiB table
//! ```
//!
//! The time is the searches' alone: clearing the table before each (a few milliseconds for
//! 64 MiB) is left out.

#[path = "support/command_line.rs"]
mod command_line;

use command_line::Args;
use reversi::ai::{Engine, Limits, SeededRandom, SystemClock};
use reversi::Board;
use std::time::Instant;

/// The seed of the positions' games.
const SEED: u64 = 12345;

fn main() {
    let args = Args::new("midgame_speed [positions] [depth] [megabytes]");
    let count: usize = args.value_or(0, "count of positions", 100);
    let depth: u32 = args.value_or(1, "depth", 11);
    let megabytes: usize = args.value_or(2, "table size in MiB", 8);
    let boards = positions(count);
    let mut engine = Engine::new(megabytes);
    let limits = Limits::to_depth(depth);
    let (mut nodes, mut checksum) = (0u64, 0u64);
    let mut seconds = 0.0;
    for board in &boards {
        engine.clear();
        let started = Instant::now();
        let report = engine.search(board, &limits, &SystemClock);
        seconds += started.elapsed().as_secs_f64();
        nodes += report.nodes;
        let found = (report.score_units as u64) << 8
            | report.best_move.map_or(99, |s| u64::from(s.index()));
        checksum = checksum.wrapping_mul(31).wrapping_add(found);
    }
    println!(
        "{count} positions, {depth} plies: {nodes} nodes in {seconds:.3} s = {:.2} M/s, checksum {checksum:016x}",
        nodes as f64 / seconds / 1e6
    );
}

/// `count` positions after 14 to 37 random moves from the start (23 to 46 empties), each
/// with a move to play.
fn positions(count: usize) -> Vec<Board> {
    let mut random = SeededRandom::new(SEED);
    let mut boards = Vec::new();
    while boards.len() < count {
        let mut board = Board::start();
        for _ in 0..14 + random.below(24) {
            let moves: Vec<_> = board.legal_moves().into_iter().collect();
            if moves.is_empty() {
                break;
            }
            board = board.play(moves[random.below(moves.len() as u64) as usize]);
        }
        if !board.legal_moves().is_empty() {
            boards.push(board);
        }
    }
    boards
}
