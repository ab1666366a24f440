//! The transposition table that the threads of a parallel search share (`src/ai/tt.rs`):
//! it never hands one position another's result, however many threads write it at once.

use reversi::ai::tt::{Kind, Record, Table, NO_MOVE};
use reversi::Board;

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
