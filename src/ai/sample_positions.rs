//! Midgame positions for the tests that measure searches (the midgame cuts, the late move
//! reductions): reproducible, varied, and quick to make.

use super::clock::FrozenClock;
use super::engine::Engine;
use super::limits::Limits;
use super::random::SeededRandom;
use crate::board::Board;
use std::ops::RangeInclusive;

/// `count` positions with a number of empty squares drawn from `empties`, from games that
/// open with 4 to 16 random moves and go on with 2-ply searches (like the midgame cuts' fit,
/// fewer and quicker to make). The same arguments give the same positions.
pub(crate) fn sample_positions(count: u64, empties: RangeInclusive<u32>) -> Vec<Board> {
    let mut engine = Engine::new(4);
    let mut rng = SeededRandom::new(2026);
    let mut kept = Vec::new();
    let span = u64::from(empties.end() - empties.start() + 1);
    while (kept.len() as u64) < count {
        let random_plies = 4 + rng.below(13);
        let keep_at = empties.start() + rng.below(span) as u32;
        let mut board = Board::start();
        for ply in 0.. {
            if board.legal_moves().is_empty() {
                board = board.pass();
            }
            let moves: Vec<_> = board.legal_moves().into_iter().collect();
            if moves.is_empty() {
                break;
            }
            if board.empties().count() == keep_at {
                kept.push(board);
                break;
            }
            let square = if ply < random_plies {
                moves[rng.below(moves.len() as u64) as usize]
            } else {
                let limits = Limits::to_depth(2);
                engine
                    .search(&board, &limits, &FrozenClock)
                    .best_move
                    .unwrap()
            };
            board = board.play(square);
        }
    }
    kept
}
