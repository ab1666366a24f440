//! The bitboard engine against a deliberately plain array implementation, on random positions:
//! legal moves, the flips of every square, the position after each move, pass and game end.
//!
//! The default run checks well over 100,000 positions. For a longer run, scale it up:
//! `REVERSI_REFERENCE_SCALE=20 cargo test --test reference`.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use reversi::{Board, Square};

/// The plain engine: one cell per square, walked step by step with bounds checks.
#[path = "support/plain.rs"]
mod plain;

fn bits(squares: impl IntoIterator<Item = Square>) -> Vec<usize> {
    squares.into_iter().map(|s| s.index() as usize).collect()
}

/// Compares one position in every respect; returns the number of positions checked (1).
fn compare(board: Board) -> Result<u64, TestCaseError> {
    let cells = plain::from_bits(board.player, board.opponent);
    let legal = plain::legal_moves(&cells);
    prop_assert_eq!(
        bits(board.legal_moves()),
        legal.clone(),
        "legal moves of {:?}",
        board
    );
    for square in Square::all() {
        let index = square.index() as usize;
        prop_assert_eq!(
            bits(board.flips(square)),
            plain::flips(&cells, index),
            "flips at {} of {:?}",
            square,
            board
        );
    }
    for &index in &legal {
        let square = Square::from_index(index as u32).unwrap();
        let after = board.play(square);
        prop_assert_eq!(
            plain::from_bits(after.player, after.opponent),
            plain::play(&cells, index)
        );
    }
    let stuck = legal.is_empty();
    let other_stuck = plain::legal_moves(&plain::swap(&cells)).is_empty();
    prop_assert_eq!(
        board.is_game_over(),
        stuck && other_stuck,
        "game end of {:?}",
        board
    );
    Ok(1)
}

fn scale() -> u32 {
    std::env::var("REVERSI_REFERENCE_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
}

/// Any arrangement of discs, from sparse to nearly full (not all reachable in a real game,
/// which is the point: move generation must not depend on that).
fn arbitrary_board() -> impl Strategy<Value = Board> {
    (any::<u64>(), any::<u64>(), any::<u64>(), 0..3u8).prop_map(
        |(discs, colour, extra, density)| {
            let occupied = match density {
                0 => discs & extra, // about a quarter full
                1 => discs,         // about half
                _ => discs | extra, // about three quarters
            };
            Board {
                player: occupied & colour,
                opponent: occupied & !colour,
            }
        },
    )
}

#[test]
fn arbitrary_positions_agree_with_the_plain_engine() {
    let checked = std::sync::atomic::AtomicU64::new(0);
    let mut runner = TestRunner::new(Config {
        cases: 60_000 * scale(),
        ..Config::default()
    });
    runner
        .run(&arbitrary_board(), |board| {
            checked.fetch_add(compare(board)?, std::sync::atomic::Ordering::Relaxed);
            Ok(())
        })
        .unwrap();
    assert!(checked.into_inner() >= 60_000);
}

#[test]
fn positions_of_random_games_agree_with_the_plain_engine() {
    // Each case is a game: at every position, a random choice picks the next move.
    let checked = std::sync::atomic::AtomicU64::new(0);
    let mut runner = TestRunner::new(Config {
        cases: 1_000 * scale(),
        ..Config::default()
    });
    runner
        .run(&prop::collection::vec(any::<u8>(), 60..=60), |choices| {
            let mut board = Board::start();
            let mut positions = 0;
            for choice in choices {
                positions += compare(board)?;
                let moves: Vec<Square> = board.legal_moves().into_iter().collect();
                if moves.is_empty() {
                    if board.pass().legal_moves().is_empty() {
                        break;
                    }
                    board = board.pass();
                    continue;
                }
                board = board.play(moves[choice as usize % moves.len()]);
            }
            checked.fetch_add(positions, std::sync::atomic::Ordering::Relaxed);
            Ok(())
        })
        .unwrap();
    // 1,000 games of up to 60 positions each.
    assert!(checked.into_inner() >= 50_000);
}
