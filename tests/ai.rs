//! The computer players through the public API: what each level promises, the endgame
//! solver against published FFO results and against plain minimax, and that a deeper search
//! beats a shallower one.

use proptest::prelude::*;
use reversi::{ai, Board, Color, Game, Square, Status};

/// FFO endgame problems #1-#19 (French Othello Federation, via `fforum-1-19.obf` in the
/// project's reference notes), in OBF: the board a1..h8, the side to move, then the moves with
/// their exact final disc difference, best first. 14 to 16 empties each.
const FFO_1_TO_19: [&str; 19] = [
    "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:-24;",
    "-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X; A4:+10; B2:+0; A3:-6; G7:-8; A7:-12; H7:-14; B7:-14; H2:-24;",
    "----OX----OOXX---OOOXX-XOOXXOOOOOXXOXXOOOXXXOOOOOXXXXOXO--OOOOOX X; D1:+2; G3:+0; B8:-2; B1:-4; C1:-4; A2:-4; A3:-6; B2:-12;",
    "-XXXXXX-X-XXXOO-XOXXXOOXXXOXOOOX-OXOOXXX--OOOXXX--OOXX----XOXXO- X; H8:+0; A5:+0; B6:-4; B7:-4; A6:-8; B2:-12; H2:-26;",
    "-OOOOO----OXXO-XXXOXOXX-XXOXOXXOXXOOXOOOXXXXOO-OX-XOOO---XXXXX-- X; G8:+32; G2:+12; B2:-20; G6:-26; G1:-32; G7:-34;",
    "--OXXX--OOOXXX--OOOXOXO-OOXOOOX-OOXXXXXXXOOXXOX--OOOOX---XXXXXX- X; A1:+14; H3:+14; A8:+12; H2:+8; G2:+8; H4:+4; G7:+4; A7:-22; B1:-24;",
    "--OXXO--XOXXXX--XOOOXXXXXOOXXXXXXOOOOXXX-XXXXXXX--XXOOO----XXOO- X; A6:+8; G1:+0; A1:-2; H8:-6; H7:-14; B1:-30;",
    "---X-X--X-XXXX--XXXXOXXXXXXOOOOOXXOXXXO-XOXXXXO-XOOXXX--XOOXXO-- O; E1:+8; H2:+4; G2:+4; B2:+4; G7:+4; B1:+2; G1:-6; C1:-8;",
    "--XOXX--O-OOXXXX-OOOXXXX-XOXXXOXXXOXOOOXOXXOXOXX--OXOO----OOOO-- O; G7:-8; A4:-8; B1:-16; A7:-16; B7:-26; A3:-30; G1:-38; H7:-40;",
    "-XXXX-----OXXX--XOXOXOXXOXOXXOXXOXXOXOOOXXXOXOOX--OXXO---OOOOO-- O; B2:+10; B7:+4; F1:+0; A7:-4; A2:-6; G2:-12; H2:-16; H7:-20;",
    "---O-XOX----XXOX---XXOOXO-XXOXOXXXXOOXOX-XOOXXXXXOOOXX-XOOOOOOO- O; B3:+30; C2:+26; A6:+24; G7:+20; C3:+18; D2:+16; B4:+10; E1:+6;",
    "--O--O--X-OOOOX-XXOOOXOOXXOXOXOOXXOXXOOOXXXXOOOO--OXXX---XXXXX-- O; B7:-8; A7:-10; G7:-14; G8:-14; H2:-16; G1:-16; H1:-20;",
    "--XXXXX--OOOXX---OOOXXXX-OXOXOXXOXXXOXXX--XOXOXX--OXOOO--OOOOO-- X; B7:+14; A4:+0; A3:-8; B1:-18; G8:-20; H7:-20; A2:-24;",
    "--XXXXX---OOOX---XOOXXXX-OOOOOOOOOOXXXOOOOOXXOOX--XXOO----XXXXX- X; A3:+18; A4:+12; B1:+8; G7:-4; H7:-14; A7:-24; B7:-24; B2:-28;",
    "----O------OOX---OOOXX-XOOOXOOOOOXXOXXOOOXXXOOOOOXXXOOXO--OOOOOX X; G3:+4; B8:+4; F1:+0; C1:+0; C2:-2; D1:-4; B2:-8; A3:-8;",
    "-XXXXXX-X-XXXOO-XOXXXOOXXOOXXXOX-OOOXXXX--OOXXXX---OOO----XOX-O- X; F8:+24; C7:+20; A5:+6; H1:+6; B6:+0; B7:-2; A6:-6; H2:-26;",
    "-OOOOO----OXXO-XXXOOOXX-XXOXOXXOXXOOXOOOXXXXOO-OX-XOO----XXXX--- X; F8:+8; G2:+6; G6:-24; G1:-32; F7:-32; G7:-34; B2:-38;",
    "-XXX------OOOX--XOOOOOXXOXOXOOXXOXXOOOOOXXXOXOOX--OXXO---OOOOO-- X; G2:-2; B7:-6; F1:-8; E1:-10; H7:-12; G8:-14; G7:-14; A2:-18; B2:-18;",
    "--OXXO--XOXXXX--XOOOOXXXXOOOXXXXX-OOOXXX--OOOOXX--XXOOO----XXOO- X; B6:+8; H8:+4; B7:+0; G1:-6; B5:-16; H7:-16; B1:-24;",
];

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
fn searching_levels_are_deterministic() {
    let game = Game::from_transcript("f5d6c3d3c4f4c5b3c2").unwrap();
    for level in 2..=ai::MAX_LEVEL {
        assert_eq!(
            ai::choose_move(&game, level),
            ai::choose_move(&game, level),
            "level {level}"
        );
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
            assert_eq!(ai::choose_move(&over, level), None, "level {level}");
        }
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
            let chosen = ai::choose_move(&game, level);
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
fn the_solver_solves_ffo_1_to_19() {
    for (index, line) in FFO_1_TO_19.iter().enumerate() {
        let number = index + 1;
        let (position, answers) = line.split_at(66);
        let board = Game::from_board_string(position).unwrap().board();
        let answers: Vec<(Square, i32)> = answers
            .split(';')
            .map(str::trim)
            .filter(|answer| !answer.is_empty())
            .map(|answer| {
                let (name, score) = answer.split_once(':').expect("MOVE:score");
                (square(name), score.parse().expect("a score"))
            })
            .collect();
        let best_score = answers.first().expect("at least one answer").1;

        let solution = ai::solve(&board);
        assert_eq!(solution.score, best_score, "FFO #{number}: score");
        let best_move = solution.best_move.expect("a move");
        assert!(
            answers.contains(&(best_move, best_score)),
            "FFO #{number}: {best_move} is not a best move"
        );
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
