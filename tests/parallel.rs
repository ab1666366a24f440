//! The search on several threads (`src/ai/search/parallel.rs`) and the table they share
//! (`src/ai/tt.rs`): every thread count finds the same exact scores, the table never hands
//! one position another's result however many threads write it at once, and one thread
//! searches exactly as before, the same positions every run.

use reversi::ai::tt::{Kind, Record, Table, NO_MOVE};
use reversi::ai::{Engine, FrozenClock, Limits, SeededRandom, SystemClock};
use reversi::obf::{self, ObfPosition};
use reversi::{Board, Game};
use std::time::Instant;

/// The thread counts every exact result is checked at (more than the machine's cores
/// too: the helpers then take turns with the main thread).
const THREAD_COUNTS: [usize; 4] = [1, 2, 3, 4];

/// The FFO problems #1-#39, in order.
fn ffo_positions() -> Vec<ObfPosition> {
    [
        include_str!("data/fforum-1-19.obf"),
        include_str!("data/fforum-20-39.obf"),
    ]
    .iter()
    .flat_map(|text| obf::parse_lines(text).expect("the FFO files parse"))
    .collect()
}

/// `count` positions with `empties` empty squares and a move to play, each after random
/// moves from the start (the seed decides them).
fn random_endgames(count: usize, empties: u32, seed: u64) -> Vec<Board> {
    let mut random = SeededRandom::new(seed);
    let mut boards = Vec::new();
    while boards.len() < count {
        let mut board = Board::start();
        while board.empties().count() > empties && !board.is_game_over() {
            if board.legal_moves().is_empty() {
                board = board.pass();
            }
            let moves: Vec<_> = board.legal_moves().into_iter().collect();
            board = board.play(moves[random.below(moves.len() as u64) as usize]);
        }
        if board.empties().count() == empties && !board.legal_moves().is_empty() {
            boards.push(board);
        }
    }
    boards
}

#[test]
fn every_thread_count_finds_the_published_ffo_scores_and_a_best_move() {
    // #1-#19 (14 to 16 empties) and #26-#29 (20 empties): a few seconds a thread count.
    let positions = ffo_positions();
    let chosen: Vec<(usize, &ObfPosition)> = (1..=19)
        .chain(26..=29)
        .map(|number| (number, &positions[number - 1]))
        .collect();
    for threads in THREAD_COUNTS {
        let mut engine = Engine::new(16).with_threads(threads);
        for &(number, position) in &chosen {
            engine.clear();
            let solution = engine.solve(&position.board);
            assert_eq!(
                Some(solution.score),
                position.best_score(),
                "FFO #{number}, {threads} threads"
            );
            let best_move = solution.best_move.expect("FFO positions have a move");
            assert!(
                position.is_best(best_move),
                "FFO #{number}, {threads} threads: {best_move} is not a best move"
            );
        }
    }
}

#[test]
fn every_thread_count_solves_random_endgames_alike_and_keeps_the_table_between_them() {
    // One engine a thread count, never cleared: each solve starts from what the last left.
    let boards: Vec<Board> = [12, 15, 18]
        .into_iter()
        .flat_map(|empties| random_endgames(8, empties, 4000 + u64::from(empties)))
        .collect();
    let mut alone = Engine::new(8);
    let exact: Vec<i32> = boards
        .iter()
        .map(|board| alone.solve(board).score)
        .collect();
    for threads in THREAD_COUNTS {
        let mut engine = Engine::new(8).with_threads(threads);
        for (board, &score) in boards.iter().zip(&exact) {
            let solution = engine.solve(board);
            assert_eq!(solution.score, score, "{threads} threads: {board:?}");
            // The move it names reaches that score.
            let after = board.play(solution.best_move.expect("a move to play"));
            assert_eq!(-alone.solve(&after).score, score, "{threads} threads");
        }
    }
}

#[test]
fn every_thread_count_scores_every_move_alike() {
    // Hints solve every move with a full window: each move's exact score.
    let clock = FrozenClock;
    for board in random_endgames(4, 14, 77) {
        let mut expected = Engine::new(8).solve_moves(&board, &clock);
        expected.sort_by_key(|score| score.square);
        for threads in THREAD_COUNTS {
            let mut found = Engine::new(8)
                .with_threads(threads)
                .solve_moves(&board, &clock);
            found.sort_by_key(|score| score.square);
            assert_eq!(found, expected, "{threads} threads");
        }
    }
}

#[test]
fn one_thread_visits_the_same_positions_every_run() {
    let game = Game::from_transcript("f5d6c3d3c4f4f6f3e6e7").expect("a legal opening");
    let midgame = game.board();
    let endgame = random_endgames(1, 18, 9)[0];
    let run = |engine: &mut Engine| {
        let search = engine.search(&midgame, &Limits::to_depth(9), &FrozenClock);
        let solution = engine.solve(&endgame);
        (search.nodes, search.best_move, search.score_units, solution)
    };
    let first = run(&mut Engine::new(8));
    assert_eq!(run(&mut Engine::new(8)), first);
    assert_eq!(run(&mut Engine::new(8).with_threads(1)), first);
    assert_eq!(Engine::new(8).threads(), 1);
}

#[test]
fn more_threads_search_the_midgame_within_the_limits() {
    let board = Game::from_transcript("f5d6c3d3c4f4f6f3e6e7")
        .expect("a legal opening")
        .board();
    for threads in [2, 3] {
        let mut engine = Engine::new(8).with_threads(threads);
        let report = engine.search(&board, &Limits::to_depth(8), &FrozenClock);
        assert_eq!((report.depth, report.exact), (8, false));
        assert!(board
            .legal_moves()
            .contains(report.best_move.expect("a move")));
        assert_eq!(report.pv.first().copied(), report.best_move);
        // A timed search stops its helpers with it. Not a speed check (a loaded machine may
        // take far longer than the 50 ms): a helper left running would search to the end
        // of the game, minutes away, so a minute tells the two apart.
        let started = Instant::now();
        let timed = engine.search(&board, &Limits::for_time_ms(50.0), &SystemClock);
        let took = started.elapsed().as_secs_f64();
        assert!(
            took < 60.0,
            "{threads} threads: the helpers ran on for {took} s"
        );
        assert!(board
            .legal_moves()
            .contains(timed.best_move.expect("a move")));
        // A node budget too (the helpers' positions come on top of the main thread's).
        let limited = engine.search(&board, &Limits::default().with_nodes(20_000), &FrozenClock);
        assert!(board
            .legal_moves()
            .contains(limited.best_move.expect("a move")));
    }
}

/// The result each test position is stored with: its bounds, kind and move follow from
/// the position, so a probe can tell whose result it was handed.
fn record_of(board: &Board) -> Record {
    let mix = (board.player ^ board.opponent.rotate_left(17)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let lower = (mix >> 40) as i32 % 60;
    Record {
        kind: if mix & 1 == 0 {
            Kind::Solved
        } else {
            Kind::Midgame((mix >> 8) as u8 % 30)
        },
        lower,
        upper: lower + 1 + (mix >> 20) as i32 % 5,
        best_move: (mix >> 30) as u8 % 64,
        nodes: mix >> 50,
    }
}

/// A well-mixed 64-bit number from `value` (splitmix64's finish).
fn mixed(value: u64) -> u64 {
    let value = (value ^ (value >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let value = (value ^ (value >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    value ^ (value >> 31)
}

/// The `step`th position thread `thread` stores: disjoint discs, the thread's own square
/// among the player's, so that no two threads store the same position.
fn position(thread: u64, step: u64) -> Board {
    let discs = mixed(thread << 32 | step) & !0xF;
    let player = (discs & mixed(step ^ 0xABCD << 40 ^ thread)) | 1 << thread;
    Board {
        player,
        opponent: discs & !player,
    }
}

#[test]
fn the_shared_table_never_hands_a_position_another_positions_result() {
    // Threads store distinct positions in a table of one bucket, then of a few thousand, all
    // at once, and probe their own and the others': a probe that mixed the words of two
    // stores would give a position bounds, a kind or a move that are not its own. In rounds:
    // each round a thread stores its round's positions and probes, besides each of its own,
    // the positions the next thread stored the round before, while the others store theirs.
    const THREADS: u64 = 4;
    const ROUNDS: u64 = 100;
    const STEPS: u64 = 2_000;
    for megabytes in [0, 1] {
        let table = Table::new(megabytes);
        let round_over = std::sync::Barrier::new(THREADS as usize);
        let hits: Vec<(u64, u64)> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..THREADS)
                .map(|thread| {
                    let (table, round_over) = (&table, &round_over);
                    scope.spawn(move || {
                        // 1 for a hit, 0 for a miss; a wrong hit is counted apart, not
                        // panicked on, so that no thread leaves the others at the barrier.
                        let mut wrong = Vec::new();
                        let mut check = |board: &Board| {
                            let Some(probe) = table.probe(board) else {
                                return 0;
                            };
                            let stored = record_of(board);
                            let found = (probe.kind, probe.lower, probe.upper, probe.best_move);
                            if found != (stored.kind, stored.lower, stored.upper, stored.best_move)
                            {
                                wrong.push(format!("{board:?}: {probe:?}"));
                            }
                            1
                        };
                        let (mut own, mut others) = (0, 0);
                        let next = (thread + 1) % THREADS;
                        for round in 0..ROUNDS {
                            for step in round * STEPS..(round + 1) * STEPS {
                                let board = position(thread, step);
                                table.store(&board, &record_of(&board));
                                own += check(&board);
                                if round > 0 {
                                    others += check(&position(next, step - STEPS));
                                }
                            }
                            round_over.wait();
                        }
                        assert!(
                            wrong.is_empty(),
                            "{} wrong hits: {:?}",
                            wrong.len(),
                            &wrong[..wrong.len().min(3)]
                        );
                        (own, others)
                    })
                })
                .collect();
            workers
                .into_iter()
                .map(|worker| worker.join().expect("no thread panics"))
                .collect()
        });
        // Not vacuous: the probes found what the threads stored, their own results and
        // (in the larger table, where the last round's stay) the others'. Counted over all
        // threads: a thread taken off its core in the middle of a store holds its bucket
        // until it comes back, and meanwhile the probes of a one-bucket table all miss.
        let own: u64 = hits.iter().map(|&(own, _)| own).sum();
        let others: u64 = hits.iter().map(|&(_, others)| others).sum();
        eprintln!("{megabytes} {hits:?}");
        assert!(own > ROUNDS * STEPS / 10, "{megabytes} MiB: {hits:?}");
        assert!(
            megabytes == 0 || others > ROUNDS * STEPS,
            "{megabytes} MiB: {hits:?}"
        );
    }
    assert_ne!(NO_MOVE, record_of(&Board::start()).best_move);
}
