//! The exact endgame solver against the FFO endgame problems (`tests/data/fforum-*.obf`): every
//! published best score, and a best move, for #1-#19 and the quicker of #20-#39. The standard
//! benchmark, #40-#59, is an ignored test that prints a table:
//!
//! ```text
//! cargo test --test endgame -- --ignored --nocapture
//! FFO=40-45 cargo test --test endgame -- --ignored --nocapture   # a range
//! ```

use reversi::ai::{Engine, FrozenClock, Limits, SystemClock};
use reversi::obf::{self, ObfPosition};
use reversi::Square;

/// The FFO problems #1-#59, in order.
fn ffo_positions() -> Vec<ObfPosition> {
    [
        include_str!("data/fforum-1-19.obf"),
        include_str!("data/fforum-20-39.obf"),
        include_str!("data/fforum-40-59.obf"),
    ]
    .iter()
    .flat_map(|text| obf::parse_lines(text).expect("the FFO files parse"))
    .collect()
}

/// Solves FFO #`number` with `engine`, checks score and move, returns (nodes, milliseconds).
fn solve_and_check(engine: &mut Engine, positions: &[ObfPosition], number: usize) -> (u64, f64) {
    let position = &positions[number - 1];
    let solution = engine.solve_timed(&position.board, &SystemClock);
    let best = position.best_score().expect("FFO lines score their moves");
    assert_eq!(solution.score, best, "FFO #{number}: score");
    let best_move = solution.best_move.expect("FFO positions have a move");
    assert!(
        position.is_best(best_move),
        "FFO #{number}: {best_move} is not a best move"
    );
    (solution.nodes, solution.elapsed_ms)
}

/// The benchmark: solves a range of FFO problems (`FFO=first-last`, default 40-59) with one
/// engine (cleared between positions) and prints one line per problem and the total.
#[test]
#[ignore = "a benchmark: minutes"]
fn ffo_benchmark() {
    let range = std::env::var("FFO").unwrap_or_else(|_| "40-59".to_string());
    let (first, last) = range
        .split_once('-')
        .map(|(a, b)| (a.parse().unwrap(), b.parse().unwrap()))
        .unwrap_or_else(|| {
            let single: usize = range.parse().unwrap();
            (single, single)
        });
    let megabytes = std::env::var("TABLE_MB").map_or(256, |mb| mb.parse().unwrap());
    let positions = ffo_positions();
    let mut engine = Engine::new(megabytes);
    let (mut total_nodes, mut total_ms) = (0, 0.0);
    println!("  #  empties  move  score  expected        nodes     time(s)   Mnodes/s");
    for number in first..=last {
        engine.clear();
        let position = &positions[number - 1];
        let solution = engine.solve_timed(&position.board, &SystemClock);
        let expected = position.best_score().unwrap();
        let best_move = solution
            .best_move
            .map_or("--".to_string(), |m| m.to_string());
        let ok =
            solution.score == expected && solution.best_move.is_some_and(|m| position.is_best(m));
        println!(
            "{number:>3}  {:>7}  {best_move:>4}  {:>+5}  {expected:>+8}  {:>12}  {:>9.3}  {:>8.1} {}",
            position.empties(),
            solution.score,
            solution.nodes,
            solution.elapsed_ms / 1000.0,
            solution.nodes as f64 / solution.elapsed_ms.max(0.001) / 1000.0,
            if ok { "" } else { "WRONG" }
        );
        total_nodes += solution.nodes;
        total_ms += solution.elapsed_ms;
        assert!(ok, "FFO #{number}");
    }
    println!(
        "total                                {total_nodes:>12}  {:>9.3}  {:>8.1}",
        total_ms / 1000.0,
        total_nodes as f64 / total_ms.max(0.001) / 1000.0
    );
}

#[test]
fn solves_ffo_1_to_19() {
    let positions = ffo_positions();
    let mut engine = Engine::new(16);
    for number in 1..=19 {
        solve_and_check(&mut engine, &positions, number);
    }
}

/// The problems of #20-#39 that take at most about a second each in a release build; the
/// others (#36-#38) are left to the benchmark.
const QUICK_20_TO_39: [usize; 17] = [
    20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 39,
];

#[test]
fn solves_the_quicker_of_ffo_20_to_39() {
    let positions = ffo_positions();
    let mut engine = Engine::new(64);
    for number in QUICK_20_TO_39 {
        engine.clear();
        solve_and_check(&mut engine, &positions, number);
    }
}

#[test]
fn hints_give_the_published_score_of_every_move() {
    let positions = ffo_positions();
    let mut engine = Engine::new(16);
    let limits = Limits::to_depth(4).with_solve_empties(16);
    for number in [1, 2, 3, 8, 13] {
        let position = &positions[number - 1];
        let hints = engine.hints(&position.board, &limits, &FrozenClock);
        let legal: Vec<Square> = position.board.legal_moves().into_iter().collect();
        assert_eq!(hints.len(), legal.len(), "FFO #{number}");
        for &(square, score) in &position.expected {
            let hint = hints
                .iter()
                .find(|hint| hint.square == square)
                .unwrap_or_else(|| panic!("FFO #{number}: no hint for {square}"));
            assert!(hint.exact, "FFO #{number}: {square}");
            assert_eq!(hint.score, score, "FFO #{number}: {square}");
        }
    }
}

#[test]
fn the_solver_reports_a_line_to_the_end() {
    let positions = ffo_positions();
    let mut engine = Engine::new(16);
    let position = &positions[0];
    let report = engine.search(&position.board, &Limits::default(), &FrozenClock);
    assert!(report.exact);
    assert_eq!(report.depth, position.empties());
    assert_eq!(Some(report.score), position.best_score());
    assert_eq!(report.pv.first().copied(), report.best_move);
    // The line is legal and, played out, ends the game with the promised score.
    let mut board = position.board;
    let mut sign = 1;
    for &square in &report.pv {
        if board.legal_moves().is_empty() {
            board = board.pass();
            sign = -sign;
        }
        board = board.try_play(square).expect("a legal line");
        sign = -sign;
    }
    if board.legal_moves().is_empty() && !board.pass().legal_moves().is_empty() {
        board = board.pass();
        sign = -sign;
    }
    assert!(
        board.is_game_over(),
        "the line stops early: {:?}",
        report.pv
    );
    assert_eq!(sign * board.final_score(), report.score);
}
