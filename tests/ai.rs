//! The computer players through the public API: what each level promises, the search's
//! limits and report, hints, the solver against plain minimax, and that a deeper search beats
//! a shallower one. The FFO endgame problems are in `endgame.rs`.

use proptest::prelude::*;
use reversi::ai::eval::{Evaluation, TABLE_BYTES};
use reversi::ai::{self, Clock, Engine, FrozenClock, Limits};
use reversi::{Board, Color, Game, Square, Status};
use std::cell::Cell;

/// A clock for tests: every reading is `step_ms` later than the one before, so a time limit
/// runs out after a known number of readings, whatever the machine's speed.
struct TickingClock {
    now_ms: Cell<f64>,
    step_ms: f64,
}

impl TickingClock {
    fn new(step_ms: f64) -> TickingClock {
        TickingClock {
            now_ms: Cell::new(0.0),
            step_ms,
        }
    }
}

impl Clock for TickingClock {
    fn now_ms(&self) -> f64 {
        self.now_ms.set(self.now_ms.get() + self.step_ms);
        self.now_ms.get()
    }
}

/// The move `level` picks with a fresh engine and a clock that runs fast (the timed levels
/// then take a few thousand positions, not seconds).
fn quick_move(game: &Game, level: u32) -> Option<Square> {
    let mut engine = Engine::new(1);
    ai::choose_move_with(&mut engine, game, level, &TickingClock::new(50.0))
}

fn square(name: &str) -> Square {
    name.parse().expect("a square name")
}

/// The mover's disc count after playing `square` in `game`.
fn discs_after(game: &Game, square: Square) -> u32 {
    let mover = game.to_move();
    let mut next = game.clone();
    next.play(square).expect("a legal move");
    next.count(mover)
}

/// The first square in a1→h8 order where the side to move may legally play, found by trying
/// every square through the checked API.
fn first_playable(game: &Game) -> Option<Square> {
    Square::all().find(|&square| game.clone().play(square).is_ok())
}

/// Plays a game where `choices` pick among the legal moves, stopping after `plies` moves or at
/// the end; the position reached.
fn random_game(choices: &[u32], plies: usize) -> Game {
    let mut game = Game::new();
    for &choice in choices.iter().take(plies) {
        let moves = game.legal_moves();
        let Some(square) = moves
            .into_iter()
            .nth((choice % moves.count().max(1)) as usize)
        else {
            break;
        };
        game.play(square).expect("a legal move");
    }
    game
}

/// Plays on with random choices until at most `empties` squares are empty or the game ends.
fn random_game_to(choices: &[u32], empties: u32) -> Game {
    let mut game = Game::new();
    let mut choices = choices.iter().cycle();
    while !game.is_over() && game.board().empties().count() > empties {
        let moves = game.legal_moves();
        let choice = choices.next().copied().unwrap_or(0);
        let square = moves
            .into_iter()
            .nth((choice % moves.count()) as usize)
            .expect("a game that is not over has a move");
        game.play(square).expect("a legal move");
    }
    game
}

/// The final disc difference for the side to move under perfect play, by plain full-width
/// minimax: no pruning, no ordering, the rules straight from `Board`.
fn minimax(board: &Board) -> i32 {
    let moves = board.legal_moves();
    if moves.is_empty() {
        if board.pass().legal_moves().is_empty() {
            return board.final_score();
        }
        return -minimax(&board.pass());
    }
    moves
        .into_iter()
        .map(|square| -minimax(&board.play(square)))
        .max()
        .expect("at least one move")
}

/// Plays a game from `opening` with `black_level` and `white_level`; black's discs minus white's.
fn play_out(opening: &str, black_level: u32, white_level: u32) -> i32 {
    let mut game = Game::from_transcript(opening).expect("a legal opening");
    while let Some(square) = ai::choose_move(
        &game,
        match game.to_move() {
            Color::Black => black_level,
            Color::White => white_level,
        },
    ) {
        game.play(square).expect("the computer plays legal moves");
    }
    let Status::Over(outcome) = game.status() else {
        panic!("choose_move gave up before the end");
    };
    outcome.black as i32 - outcome.white as i32
}

/// Levels worth checking: every row of the table, the first number past it, and the largest.
fn all_levels() -> impl Iterator<Item = u32> {
    (0..=ai::MAX_LEVEL + 1).chain([u32::MAX])
}

#[test]
fn level_0_plays_the_first_legal_move() {
    assert_eq!(ai::choose_move(&Game::new(), 0), Some(square("d3")));
    let after_f5 = Game::from_transcript("f5").unwrap();
    // White's replies are f4, d6 and f6: f4 comes first.
    assert_eq!(ai::choose_move(&after_f5, 0), Some(square("f4")));
    for transcript in ["f5d6", "f5d6c3d3c4", "f5f6e6f4e3c5c4", "f5d6c5f4e3f6"] {
        let game = Game::from_transcript(transcript).unwrap();
        let expected = first_playable(&game);
        assert!(expected.is_some());
        assert_eq!(ai::choose_move(&game, 0), expected, "after {transcript}");
    }
}

#[test]
fn level_1_plays_legal_moves_and_varies() {
    let game = Game::new();
    let mut seen = Vec::new();
    for _ in 0..200 {
        let square = ai::choose_move(&game, 1).expect("the start has moves");
        assert!(game.legal_moves().contains(square), "{square} is not legal");
        if !seen.contains(&square) {
            seen.push(square);
        }
    }
    // 200 draws from 4 moves all landing on the same one: odds of 4^-199.
    assert!(seen.len() > 1, "always {seen:?}");
}

#[test]
fn an_engines_chance_is_its_own_and_follows_its_seed() {
    // A whole game at level 1 (all chance) by engines seeded alike is the same game; another
    // seed plays another game.
    let play = |seed: u64| {
        let mut engine = Engine::with_seed(1, seed);
        let mut game = Game::new();
        while let Some(square) = ai::choose_move_with(&mut engine, &game, 1, &FrozenClock) {
            game.play(square).unwrap();
        }
        game.transcript()
    };
    assert_eq!(play(7), play(7));
    assert_ne!(play(7), play(8));
    // Level 4 picks its opening from the book at random: seeded alike, alike.
    let first = |seed: u64| {
        let mut engine = Engine::with_seed(1, seed);
        (0..8)
            .map(|_| ai::choose_move_with(&mut engine, &Game::new(), 4, &FrozenClock).unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(first(3), first(3));
}

#[test]
fn each_engine_searches_with_the_evaluation_it_was_handed() {
    // An all-zero table scores every unfinished position 0; the built-in one does not. Both
    // play in one process, one game each way from four openings at 4 plies, and the
    // process's default stays the built-in table throughout.
    let zeros =
        || Engine::new(1).with_evaluation(Evaluation::from_table(&[0; TABLE_BYTES]).unwrap());
    let built_in = || Engine::new(1).with_evaluation(Evaluation::built_in());
    let after_f5 = Game::from_transcript("f5d6c3").unwrap().board();
    let limits = Limits::to_depth(4);
    let default_score = Engine::new(1)
        .search(&after_f5, &limits, &FrozenClock)
        .score_units;
    assert_eq!(
        zeros().search(&after_f5, &limits, &FrozenClock).score_units,
        0
    );
    assert_ne!(default_score, 0);
    assert_eq!(
        built_in()
            .search(&after_f5, &limits, &FrozenClock)
            .score_units,
        default_score
    );
    let mut built_in_margin = 0;
    for opening in ["f5d6", "f5f6", "f5f4", "d3c5"] {
        for built_in_is_black in [true, false] {
            let (mut black, mut white) = if built_in_is_black {
                (built_in(), zeros())
            } else {
                (zeros(), built_in())
            };
            let mut game = Game::from_transcript(opening).unwrap();
            while !game.is_over() {
                let engine = match game.to_move() {
                    Color::Black => &mut black,
                    Color::White => &mut white,
                };
                let report = engine.search(&game.board(), &limits, &FrozenClock);
                game.play(report.best_move.expect("a move while the game goes on"))
                    .unwrap();
            }
            let Status::Over(outcome) = game.status() else {
                unreachable!("the loop ran to the end");
            };
            let black_margin = outcome.black as i32 - outcome.white as i32;
            built_in_margin += if built_in_is_black {
                black_margin
            } else {
                -black_margin
            };
        }
    }
    // Eight games: the trained table wins by far more than chance would give it.
    assert!(
        built_in_margin > 8 * 16,
        "built-in ahead by {built_in_margin} discs in all"
    );
    assert_eq!(
        Engine::new(1)
            .search(&after_f5, &limits, &FrozenClock)
            .score_units,
        default_score
    );
}

#[test]
fn level_2_takes_the_most_discs() {
    // Black to move: c1 turns one disc (b1), d5 two (b5, c5), e8 three (b8, c8, d8).
    let rows = [
        "XO------", "--------", "--------", "--------", "XOO-----", "--------", "--------",
        "XOOO----",
    ];
    let game = Game::from_board_string(&format!("{} X", rows.concat())).unwrap();
    assert_eq!(ai::choose_move(&game, 0), Some(square("c1")));
    assert_eq!(ai::choose_move(&game, 2), Some(square("e8")));
    // Two moves turning three: the first in a1→h8 order wins the tie.
    let rows = [
        "XOOO----", "--------", "--------", "--------", "--------", "--------", "--------",
        "XOOO----",
    ];
    let game = Game::from_board_string(&format!("{} X", rows.concat())).unwrap();
    assert_eq!(ai::choose_move(&game, 2), Some(square("e1")));
}

#[test]
fn level_2_matches_brute_force_along_games() {
    let mut game = Game::from_transcript("f5d6c3d3c4").unwrap();
    let mut checked = 0;
    while !game.is_over() {
        let mut best: Option<(Square, u32)> = None;
        for square in game.legal_moves() {
            let discs = discs_after(&game, square);
            if best.is_none_or(|(_, most)| discs > most) {
                best = Some((square, discs));
            }
        }
        assert_eq!(ai::choose_move(&game, 2), best.map(|(square, _)| square));
        checked += 1;
        // Alternate with a random player so the game does not follow one greedy line.
        let next = ai::choose_move(&game, checked % 2).unwrap();
        game.play(next).unwrap();
    }
    assert!(checked > 20);
}

#[test]
fn depth_levels_are_deterministic_outside_the_book() {
    // Levels 4 and up vary in the opening book's positions: leave it by greedy moves.
    let mut game = Game::from_transcript("f5d6c3d3c4f4c5b3c2").unwrap();
    let book = ai::book::installed().unwrap();
    while book.entry(&game.board()).is_some() {
        game.play(ai::choose_move(&game, 2).unwrap()).unwrap();
    }
    let deterministic =
        ai::level_table().filter(|info| info.randomness == 0 && info.time_ms.is_none());
    let levels: Vec<u32> = deterministic.map(|info| info.level).collect();
    assert_eq!(levels, [0, 2, 4, 5, 6]);
    for level in levels {
        assert_eq!(
            ai::choose_move(&game, level),
            ai::choose_move(&game, level),
            "level {level}"
        );
    }
}

#[test]
fn level_3_chooses_loosely_among_good_moves() {
    // f5d6c3d3c4: black has several moves of similar value; over many tries level 3 should
    // not always pick the same one, and never a move far below its best.
    let game = Game::from_transcript("f5d6c3d3c4").unwrap();
    let mut engine = Engine::new(1);
    let hints = ai::hints_for_level(&mut engine, &game, 3, &FrozenClock);
    let best = hints[0].score;
    let randomness = ai::level_info(3).randomness;
    let mut seen = Vec::new();
    for _ in 0..60 {
        let square = ai::choose_move_with(&mut engine, &game, 3, &FrozenClock).unwrap();
        let hint = hints.iter().find(|hint| hint.square == square).unwrap();
        assert!(
            hint.score >= best - randomness,
            "{square} scores {} vs {best}",
            hint.score
        );
        if !seen.contains(&square) {
            seen.push(square);
        }
    }
    let choices = hints
        .iter()
        .filter(|hint| hint.score >= best - randomness)
        .count();
    assert_eq!(seen.len() > 1, choices > 1, "seen {seen:?} of {hints:?}");
}

/// The whole numbers written in `text`, in order.
fn numbers_in(text: &str) -> Vec<u32> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter_map(|word| word.parse().ok())
        .collect()
}

#[test]
fn every_level_says_in_its_description_the_limits_it_searches_with() {
    // The page and the README show the descriptions; the search uses the limits. A searching
    // level whose depth, time or perfect ending changes without its words fails here.
    for info in ai::level_table() {
        let Some(limits) = ai::level_limits(info.level) else {
            continue;
        };
        let numbers = numbers_in(info.description);
        let first = match limits.time_ms {
            Some(ms) => (ms / 1000.0) as u32,
            None => limits.depth,
        };
        assert_eq!(
            numbers[0], first,
            "level {}: {}",
            info.level, info.description
        );
        assert_eq!(numbers[1], limits.solve_empties, "level {}", info.level);
        if let Some(ms) = limits.time_ms {
            // "(up to N s a move)": a timed solve may take ten times the time.
            assert_eq!(
                numbers[2],
                10 * (ms / 1000.0) as u32,
                "level {}",
                info.level
            );
        }
    }
    // Stronger searching levels play perfectly from earlier on, and past the table is its top.
    let searching: Vec<u32> = (0..=ai::MAX_LEVEL)
        .filter_map(|level| ai::level_limits(level).map(|limits| limits.solve_empties))
        .collect();
    assert!(
        searching.windows(2).all(|pair| pair[0] <= pair[1]),
        "{searching:?}"
    );
    assert_eq!(ai::level_info(u32::MAX), ai::level_info(ai::MAX_LEVEL));
}

#[test]
fn every_level_has_a_name_in_english_and_in_japanese() {
    // The page takes its level options and their words in both languages from this table
    // (scripts/levels.mjs): each level needs both names, and no two levels may share one.
    let table: Vec<ai::LevelInfo> = ai::level_table().collect();
    for info in &table {
        assert!(!info.name.is_empty() && info.name.is_ascii(), "{info:?}");
        assert!(
            !info.name_ja.is_empty() && !info.name_ja.chars().any(|c| c.is_ascii_alphabetic()),
            "level {}: {:?}",
            info.level,
            info.name_ja
        );
    }
    for (i, a) in table.iter().enumerate() {
        for b in &table[i + 1..] {
            assert_ne!(a.name, b.name);
            assert_ne!(a.name_ja, b.name_ja);
        }
    }
    assert_eq!(ai::level_info(ai::DEFAULT_LEVEL).name_ja, "初級");
}

#[test]
fn searching_levels_play_perfectly_from_their_solve_empties() {
    // At exactly its solve_empties, each depth level's move keeps the position's exact value
    // (found by solving every reply), whatever its depth or randomness does earlier.
    let mut solver = Engine::new(16);
    for level in 3..=6 {
        let empties = ai::level_limits(level)
            .expect("a searching level")
            .solve_empties;
        for seed in 0..4u32 {
            let choices: Vec<u32> = (0..60).map(|i| (i * 7 + seed * 13 + level) % 11).collect();
            let game = random_game_to(&choices, empties);
            let board = game.board();
            if game.is_over() || board.legal_moves().is_empty() {
                continue;
            }
            let best = solver.solve(&board).score;
            let chosen = quick_move(&game, level).expect("a move");
            let after = board.play(chosen);
            let value = if after.legal_moves().is_empty() && !after.pass().legal_moves().is_empty()
            {
                solver.solve(&after.pass()).score
            } else {
                -solver.solve(&after).score
            };
            assert_eq!(value, best, "level {level}, {} empties: {chosen}", empties);
        }
    }
}

#[test]
fn every_level_says_none_once_the_game_is_over() {
    let mut game = Game::new();
    while let Some(square) = ai::choose_move(&game, 2) {
        game.play(square).unwrap();
    }
    assert!(game.is_over());
    // Over with squares still empty: white is wiped out.
    let wiped_out = Game::from_board_string(&format!("{}{} O", "X".repeat(10), "-".repeat(54)));
    for over in [game, wiped_out.unwrap()] {
        assert!(over.is_over());
        for level in all_levels() {
            assert_eq!(quick_move(&over, level), None, "level {level}");
        }
        let mut engine = Engine::new(1);
        assert!(ai::hints_for_level(&mut engine, &over, 5, &FrozenClock).is_empty());
        let report = engine.search(&over.board(), &Limits::to_depth(4), &FrozenClock);
        assert_eq!(report.best_move, None);
        assert!(report.exact);
        assert_eq!(report.score, over.board().final_score());
    }
}

#[test]
fn levels_are_described() {
    let descriptions: Vec<&str> = (0..=ai::MAX_LEVEL).map(ai::describe_level).collect();
    for (level, description) in descriptions.iter().enumerate() {
        assert!(!description.is_empty());
        assert_eq!(
            descriptions
                .iter()
                .filter(|&other| other == description)
                .count(),
            1,
            "level {level} reads like another"
        );
    }
    assert_eq!(
        ai::describe_level(u32::MAX),
        ai::describe_level(ai::MAX_LEVEL)
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn every_level_plays_a_legal_move(
        choices in prop::collection::vec(any::<u32>(), 60),
        plies in 0usize..60,
    ) {
        let game = random_game(&choices, plies);
        for level in all_levels() {
            let chosen = quick_move(&game, level);
            if game.is_over() {
                prop_assert_eq!(chosen, None);
            } else {
                let square = chosen.expect("a move while the game is on");
                prop_assert!(game.legal_moves().contains(square), "level {} played {}", level, square);
            }
        }
    }

    #[test]
    fn the_solver_agrees_with_minimax(
        choices in prop::collection::vec(any::<u32>(), 60),
        empties in 0u32..=8,
    ) {
        let board = random_game_to(&choices, empties).board();
        let solution = ai::solve(&board);
        prop_assert_eq!(solution.score, minimax(&board));
        match solution.best_move {
            Some(best) => prop_assert_eq!(-minimax(&board.play(best)), solution.score),
            None => prop_assert!(board.legal_moves().is_empty()),
        }
    }
}

#[test]
fn deeper_search_beats_greedy() {
    let openings = ["f5d6c3d3c4", "f5f6e6f4", "f5d6c5f4e3", "f5f4e3f6d3"];
    let mut strong_wins = 0;
    for opening in openings {
        if play_out(opening, 4, 2) > 0 {
            strong_wins += 1;
        }
        if play_out(opening, 2, 4) < 0 {
            strong_wins += 1;
        }
    }
    assert!(
        strong_wins > openings.len(),
        "level 4 won only {strong_wins} of 8"
    );
}

/// Whether `line` is a sequence of legal moves from `board` (a side without a move passes).
fn is_legal_line(board: &Board, line: &[Square]) -> bool {
    let mut position = *board;
    for &square in line {
        if position.legal_moves().is_empty() {
            position = position.pass();
        }
        match position.try_play(square) {
            Some(after) => position = after,
            None => return false,
        }
    }
    true
}

#[test]
fn a_depth_limited_search_reports_its_depth_and_line() {
    let game = Game::from_transcript("f5d6c3d3c4f4").unwrap();
    let board = game.board();
    let mut engine = Engine::new(2);
    for depth in 1..=6 {
        let report = engine.search(&board, &Limits::to_depth(depth), &FrozenClock);
        let best = report.best_move.expect("a move");
        assert!(board.legal_moves().contains(best));
        assert_eq!((report.depth, report.exact), (depth, false));
        assert!(report.nodes > 0);
        assert_eq!(report.pv.first(), Some(&best), "depth {depth}");
        assert!(is_legal_line(&board, &report.pv), "{:?}", report.pv);
        assert!(report.score.abs() < 64);
    }
}

#[test]
fn a_node_limit_stops_the_search_at_about_that_many_positions() {
    let board = Game::from_transcript("f5d6c3d3c4f4c5b3c2").unwrap().board();
    let mut engine = Engine::new(2);
    for limit in [1, 100, 5_000, 50_000] {
        let limits = Limits::to_depth(ai::MAX_DEPTH).with_nodes(limit);
        let report = engine.search(&board, &limits, &FrozenClock);
        assert!(board.legal_moves().contains(report.best_move.unwrap()));
        assert!(
            report.nodes <= limit + 64,
            "{} nodes for a limit of {limit}",
            report.nodes
        );
        assert!(!report.exact);
        assert!(report.depth < ai::MAX_DEPTH);
    }
    // Larger limits reach deeper (fresh engines: a warm table would help the first).
    let shallow = Engine::new(2).search(
        &board,
        &Limits::to_depth(60).with_nodes(2_000),
        &FrozenClock,
    );
    let deep = Engine::new(2).search(
        &board,
        &Limits::to_depth(60).with_nodes(200_000),
        &FrozenClock,
    );
    assert!(
        deep.depth > shallow.depth,
        "{} vs {}",
        deep.depth,
        shallow.depth
    );
}

#[test]
fn a_time_limit_stops_the_search() {
    let board = Game::from_transcript("f5d6c3d3c4f4c5b3c2").unwrap().board();
    let mut engine = Engine::new(2);
    // Each reading of this clock is 1 ms later: 100 ms are about 100 looks at the clock.
    let clock = TickingClock::new(1.0);
    let report = engine.search(&board, &Limits::for_time_ms(100.0), &clock);
    assert!(board.legal_moves().contains(report.best_move.unwrap()));
    assert!(!report.exact);
    assert!(report.depth >= 1 && report.depth < ai::MAX_DEPTH);
    assert!(
        report.elapsed_ms >= 1.0 && report.elapsed_ms <= 150.0,
        "{}",
        report.elapsed_ms
    );
    // A clock that jumps past the limit at once still gets a legal move back.
    let report = engine.search(
        &board,
        &Limits::for_time_ms(1.0),
        &TickingClock::new(1_000.0),
    );
    assert!(board.legal_moves().contains(report.best_move.unwrap()));
}

#[test]
fn a_side_that_must_pass_gets_no_move_and_the_score_after_the_pass() {
    // White to move has no move (every empty square touches only white discs or nothing),
    // black does.
    let game =
        Game::from_board_string(&format!("XO{}{} O", "-".repeat(6), "-".repeat(56))).unwrap();
    let board = game.board();
    let stuck = if board.legal_moves().is_empty() {
        board
    } else {
        board.pass()
    };
    assert!(stuck.legal_moves().is_empty() && !stuck.pass().legal_moves().is_empty());
    let mut engine = Engine::new(1);
    let limits = Limits::to_depth(ai::MAX_DEPTH).with_solve_empties(64);
    let report = engine.search(&stuck, &limits, &FrozenClock);
    assert_eq!(report.best_move, None);
    let after_pass = engine.search(&stuck.pass(), &limits, &FrozenClock);
    assert!(report.exact && after_pass.exact);
    assert_eq!(report.score, -after_pass.score);
    // Black takes c1 and wipes white out: 3 discs to none, the 61 empty squares to black.
    assert_eq!(after_pass.best_move, Some(square("c1")));
    assert_eq!((after_pass.score, report.score), (64, -64));
}

#[test]
fn midgame_hints_score_exactly_the_legal_moves() {
    let game = Game::from_transcript("f5d6c3d3c4f4c5").unwrap();
    let mut engine = Engine::new(2);
    for level in [0, 3, 4, 6] {
        let hints = ai::hints_for_level(&mut engine, &game, level, &FrozenClock);
        let mut squares: Vec<Square> = hints.iter().map(|hint| hint.square).collect();
        squares.sort();
        let legal: Vec<Square> = game.legal_moves().into_iter().collect();
        assert_eq!(squares, legal, "level {level}");
        assert!(hints
            .iter()
            .all(|hint| !hint.exact && hint.score.abs() < 64));
        assert!(hints.windows(2).all(|pair| pair[0].score >= pair[1].score));
    }
}

#[test]
fn hints_cut_short_by_a_node_limit_score_only_the_moves_searched() {
    // Six legal moves; a limit of a few positions stops the first, 1-ply iteration after
    // some of them. The moves it reached have their 1-ply scores; the others have none to
    // give and are left out, never listed with a made-up score.
    let board = Game::from_transcript("f5d6c3d3c4f4c5b3c2").unwrap().board();
    let legal: Vec<Square> = board.legal_moves().into_iter().collect();
    let depth_one = Engine::new(1).hints(&board, &Limits::to_depth(1), &FrozenClock);
    assert_eq!(depth_one.len(), legal.len());
    let mut lengths = Vec::new();
    for limit in [1, 2, 3, 5, 8, 1_000] {
        let limits = Limits::to_depth(4).with_nodes(limit);
        let hints = Engine::new(1).hints(&board, &limits, &FrozenClock);
        assert!(!hints.is_empty(), "limit {limit}");
        assert!(hints.windows(2).all(|pair| pair[0].score >= pair[1].score));
        // Fewer than every move only when the first iteration was cut: then each is scored
        // as the whole 1-ply iteration scores it.
        if hints.len() < legal.len() {
            for hint in &hints {
                let full = depth_one.iter().find(|full| full.square == hint.square);
                assert_eq!(
                    full.map(|full| full.score),
                    Some(hint.score),
                    "limit {limit}"
                );
            }
        }
        assert!(hints.iter().all(|hint| legal.contains(&hint.square)));
        lengths.push(hints.len());
    }
    // The small limits did cut the first iteration; the large one let every move through.
    assert!(
        lengths.iter().any(|&length| length < legal.len()),
        "{lengths:?}"
    );
    assert_eq!(lengths.last(), Some(&legal.len()));
}

#[test]
fn endgame_hints_are_the_exact_scores_of_every_move() {
    let choices: Vec<u32> = (0..60).map(|i| i * 7 + 3).collect();
    for empties in [6, 10, 13] {
        let game = random_game_to(&choices, empties);
        let board = game.board();
        let mut engine = Engine::new(4);
        let limits = Limits::to_depth(4).with_solve_empties(20);
        let hints = engine.hints(&board, &limits, &FrozenClock);
        assert_eq!(hints.len() as u32, board.legal_moves().count());
        let solved = engine.solve(&board);
        assert_eq!(hints.first().map(|hint| hint.score), Some(solved.score));
        for hint in &hints {
            assert!(hint.exact);
            let after = engine.solve(&board.play(hint.square));
            assert_eq!(
                hint.score, -after.score,
                "{} with {empties} empties",
                hint.square
            );
        }
        let report = engine.search(&board, &limits, &FrozenClock);
        assert!(report.exact);
        assert_eq!(report.score, solved.score);
        assert!(is_legal_line(&board, &report.pv));
    }
}

#[test]
fn an_engine_plays_a_whole_game_reusing_its_table() {
    // Levels 5 to 7 take turns with one engine; all three play perfectly from 14 empties, so
    // the game must end with the exact score of its position at 14 empties, however the
    // table carried over from move to move.
    const PERFECT_FROM: u32 = 14;
    let mut engine = Engine::new(2);
    let mut game = Game::new();
    let clock = TickingClock::new(5.0);
    let mut at_perfect_play: Option<(Board, Color)> = None;
    while let Some(square) = ai::choose_move_with(
        &mut engine,
        &game,
        5 + game.turns().len() as u32 % 3,
        &clock,
    ) {
        if at_perfect_play.is_none() && game.board().empties().count() <= PERFECT_FROM {
            at_perfect_play = Some((game.board(), game.to_move()));
        }
        game.play(square).unwrap();
    }
    let (board, side) = at_perfect_play.expect("the game reached 14 empties");
    // The final score as the solver counts it (empty squares to the winner), for `side`.
    let final_score = if game.to_move() == side {
        game.board().final_score()
    } else {
        -game.board().final_score()
    };
    let expected = ai::solve(&board).score;
    assert_eq!(
        final_score,
        expected,
        "the game ended {final_score:+} for the side to move at {} empties, whose exact \
         score was {expected:+}",
        board.empties().count()
    );
}

/// Prints how long each searching level takes per move natively: several games between
/// neighbouring levels, from a few openings. Run with
/// `cargo test --test ai -- --ignored --nocapture level_timings`.
#[test]
#[ignore = "a benchmark: minutes"]
fn level_timings() {
    use reversi::ai::SystemClock;
    let openings = ["f5d6c3d3c4", "f5f6e6f4", "f5d6c5f4e3", "f5f4e3f6d3"];
    let first = std::env::var("LEVEL").map_or(3, |level| level.parse().unwrap());
    for level in first..=ai::MAX_LEVEL {
        let mut times: Vec<f64> = Vec::new();
        let mut solve_times: Vec<f64> = Vec::new();
        let solve_empties = ai::level_info(level).solve_empties;
        for opening in openings {
            let mut engine = Engine::new(64);
            let mut game = Game::from_transcript(opening).unwrap();
            loop {
                let started = SystemClock.now_ms();
                let Some(square) = ai::choose_move_with(&mut engine, &game, level, &SystemClock)
                else {
                    break;
                };
                let spent = SystemClock.now_ms() - started;
                if game.board().empties().count() <= solve_empties {
                    solve_times.push(spent);
                } else {
                    times.push(spent);
                }
                game.play(square).unwrap();
            }
        }
        let stats = |values: &[f64]| {
            let total: f64 = values.iter().sum();
            let worst = values.iter().copied().fold(0.0, f64::max);
            (total / values.len().max(1) as f64, worst)
        };
        let (mean, worst) = stats(&times);
        let (solve_mean, solve_worst) = stats(&solve_times);
        println!(
            "level {level}: midgame {mean:>8.1} ms mean {worst:>8.1} ms worst ({} moves); solving {solve_mean:>8.1} ms mean {solve_worst:>8.1} ms worst ({} moves)",
            times.len(),
            solve_times.len()
        );
    }
}
