//! Makes the opening book (`src/ai/learned/book.rs` reads it) from this engine's own searches.
//!
//! `cargo run --release --example make_book -- <positions> <depth> <out.bin> [width] [threads]`
//!
//! Best first from the start position: the next position expanded is the one closest to the
//! best line, counting the discs its moves lost against the best move of each position on the
//! way (moves losing more than `width` discs, 4 unless given, are never followed) plus
//! [`PLY_COST`] per ply, so the book covers the likely lines a few moves deep and the main
//! lines deeper. Expanding a position scores every move by a `depth`-ply search of the
//! position after it. At the end every move leading to another position of the book takes
//! that position's best score (negamax), and the book is written with each position once
//! for all its symmetric images.

#[path = "support/command_line.rs"]
mod command_line;

use command_line::{Args, OrFail};
use reversi::ai::book::{canonical, image_of_square, Book, BookEntry};
use reversi::ai::{Engine, FrozenClock, Limits};
use reversi::Board;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};
use std::sync::Mutex;

/// What one more ply from the start costs a position's place in the queue, in discs.
const PLY_COST: i32 = 2;

/// The deepest ply the book expands.
const DEEPEST_PLY: i32 = 20;

/// A position's key: its stored image.
type Key = (u64, u64);

fn key(board: &Board) -> Key {
    let (image, _) = canonical(board);
    (image.player, image.opponent)
}

/// The shared state of the threads.
struct Work {
    /// Positions to expand: (priority, ply, player, opponent), least priority first.
    queue: BinaryHeap<Reverse<(i32, i32, u64, u64)>>,
    /// Expanded positions (stored image) and their moves (stored image squares, scores).
    expanded: HashMap<Key, Vec<(u8, i8)>>,
    /// Positions being expanded now.
    claimed: HashSet<Key>,
}

fn main() {
    let args = Args::new("make_book <positions> <depth> <out.bin> [width] [threads]");
    let target: usize = args.value(0, "count of positions");
    let depth: u32 = args.value(1, "depth");
    let out = args.text(2, "book file");
    let width: i32 = args.value_or(3, "width", 4);
    let threads: usize = args.count_or(4, "count of threads", 2);
    let start = Board::start();
    let work = Mutex::new(Work {
        queue: BinaryHeap::from([Reverse((0, 0, start.player, start.opponent))]),
        expanded: HashMap::new(),
        claimed: HashSet::new(),
    });
    let started = std::time::Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let mut engine = Engine::new(32);
                loop {
                    let claim = {
                        let mut work = work.lock().unwrap();
                        let mut found = None;
                        while work.expanded.len() + work.claimed.len() < target {
                            let Some(Reverse((priority, ply, player, opponent))) = work.queue.pop()
                            else {
                                break;
                            };
                            let board = Board { player, opponent };
                            let key = key(&board);
                            if !work.expanded.contains_key(&key) && work.claimed.insert(key) {
                                found = Some((priority, ply, board, key));
                                break;
                            }
                        }
                        found
                    };
                    let Some((priority, ply, board, key)) = claim else {
                        // Nothing to take now; others may still add positions.
                        let work = work.lock().unwrap();
                        if work.claimed.is_empty() || work.expanded.len() >= target {
                            break;
                        }
                        drop(work);
                        std::thread::sleep(std::time::Duration::from_millis(20));
                        continue;
                    };
                    let scored: Vec<(Board, u8, i8)> = board
                        .legal_moves()
                        .into_iter()
                        .map(|square| {
                            let child = board.play(square);
                            let report =
                                engine.search(&child, &Limits::to_depth(depth), &FrozenClock);
                            (child, square.index(), (-report.score).clamp(-64, 64) as i8)
                        })
                        .collect();
                    let best = scored.iter().map(|&(_, _, score)| score).max().unwrap_or(0);
                    let (_, symmetry) = canonical(&board);
                    let moves: Vec<(u8, i8)> = scored
                        .iter()
                        .map(|&(_, square, score)| (image_of_square(symmetry, square), score))
                        .collect();
                    let mut work = work.lock().unwrap();
                    work.claimed.remove(&key);
                    work.expanded.insert(key, moves);
                    if ply < DEEPEST_PLY {
                        for (child, _, score) in scored {
                            let loss = i32::from(best - score);
                            if loss <= width && !child.legal_moves().is_empty() {
                                let next = priority + loss + PLY_COST;
                                work.queue.push(Reverse((
                                    next,
                                    ply + 1,
                                    child.player,
                                    child.opponent,
                                )));
                            }
                        }
                    }
                    let done = work.expanded.len();
                    if done.is_multiple_of(100) {
                        eprintln!("{done} positions, {:.0} s", started.elapsed().as_secs_f64());
                    }
                }
            });
        }
    });
    let work = work.into_inner().unwrap();
    let mut values = HashMap::new();
    let entries: Vec<BookEntry> = work
        .expanded
        .iter()
        .map(|(&(player, opponent), moves)| {
            let board = Board { player, opponent };
            let moves = moves
                .iter()
                .map(|&(square, score)| {
                    (
                        square,
                        backed_up(&board, square, score, &work.expanded, &mut values),
                    )
                })
                .collect();
            BookEntry { board, moves }
        })
        .collect();
    let book = Book::new(entries);
    std::fs::write(out, book.to_bytes()).or_fail(format_args!("cannot write {out}"));
    println!(
        "{} positions, {} bytes, {:.0} s",
        book.len(),
        book.to_bytes().len(),
        started.elapsed().as_secs_f64()
    );
}

/// The score of the move to `square` from `board` (a stored image) seen through the book:
/// minus the best backed-up score of the position it leads to, if the book has it;
/// otherwise `searched`.
fn backed_up(
    board: &Board,
    square: u8,
    searched: i8,
    expanded: &HashMap<Key, Vec<(u8, i8)>>,
    values: &mut HashMap<Key, i8>,
) -> i8 {
    let child = board.play(reversi::Square::from_index(square.into()).expect("a square"));
    match value(&child, expanded, values) {
        Some(value) => -value,
        None => searched,
    }
}

/// The backed-up value of `board` for its side to move, if the book has it.
fn value(
    board: &Board,
    expanded: &HashMap<Key, Vec<(u8, i8)>>,
    values: &mut HashMap<Key, i8>,
) -> Option<i8> {
    let key = key(board);
    if let Some(&value) = values.get(&key) {
        return Some(value);
    }
    let moves = expanded.get(&key)?;
    let image = Board {
        player: key.0,
        opponent: key.1,
    };
    let value = moves
        .iter()
        .map(|&(square, score)| backed_up(&image, square, score, expanded, values))
        .max()?;
    values.insert(key, value);
    Some(value)
}
