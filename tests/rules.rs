//! The rules on hand-made positions: every direction, edges and corners, passes, the end of
//! the game, and refusals that leave the game exactly as it was.

use reversi::{Bitboard, Board, Color, Game, PlayError, Square, Status};

/// A game from a readable grid (row 1 on top; `X` black, `O` white, `.` empty) and the side
/// to move.
fn game(grid: &str, to_move: Color) -> Game {
    let cells: String = grid.chars().filter(|c| !c.is_whitespace()).collect();
    assert_eq!(cells.len(), 64, "a grid has 64 cells");
    Game::from_board_string(&format!("{cells} {}", to_move.letter())).expect("valid grid")
}

fn sq(name: &str) -> Square {
    name.parse().expect("square name")
}

fn squares(names: &[&str]) -> Bitboard {
    Bitboard(names.iter().map(|n| sq(n).bit()).fold(0, |a, b| a | b))
}

fn names(bits: Bitboard) -> Vec<String> {
    bits.into_iter().map(|s| s.to_string()).collect()
}

#[test]
fn start_position_and_black_first() {
    let game = Game::new();
    assert_eq!(game.to_move(), Color::Black);
    assert_eq!(game.disc_at(sq("d5")), Some(Color::Black));
    assert_eq!(game.disc_at(sq("e4")), Some(Color::Black));
    assert_eq!(game.disc_at(sq("d4")), Some(Color::White));
    assert_eq!(game.disc_at(sq("e5")), Some(Color::White));
    assert_eq!(names(game.legal_moves()), ["d3", "c4", "f5", "e6"]);
    assert_eq!(
        game.status(),
        Status::Playing {
            to_move: Color::Black
        }
    );
}

#[test]
fn each_of_the_eight_directions_flips_its_own_line() {
    // From e5, each direction has one white disc then a black one, two steps out.
    let directions: [(i32, i32); 8] = [
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (-1, -1),
        (1, -1),
        (-1, 1),
    ];
    let at = sq("e5");
    for (dc, dr) in directions {
        let near = Square::from_col_row((4 + dc) as u32, (4 + dr) as u32).unwrap();
        let far = Square::from_col_row((4 + 2 * dc) as u32, (4 + 2 * dr) as u32).unwrap();
        let board = Board {
            player: far.bit(),
            opponent: near.bit(),
        };
        assert_eq!(
            board.legal_moves(),
            Bitboard(at.bit()),
            "direction ({dc},{dr})"
        );
        assert_eq!(
            board.flips(at),
            Bitboard(near.bit()),
            "direction ({dc},{dr})"
        );
        let after = board.play(at);
        // The turn passes: the mover's discs are now `opponent`.
        assert_eq!(after.opponent, far.bit() | near.bit() | at.bit());
        assert_eq!(after.player, 0);
    }
}

#[test]
fn several_directions_flip_together_and_runs_stop_at_the_first_own_disc() {
    let game = game(
        "X . . X . . X .
         . O . O . O . .
         . . O O O . . .
         X O O . O O O X
         . . O O O . . .
         . O . O . O . .
         X . . O . . X .
         . . . X . . . .",
        Color::Black,
    );
    let flips = game.board().flips(sq("d4"));
    assert_eq!(
        flips,
        squares(&[
            "b2", "c3", "d2", "d3", "f2", "e3", "b4", "c4", "e4", "f4", "g4", "c5", "b6", "d5",
            "d6", "d7", "e5", "f6"
        ])
    );
}

#[test]
fn a_run_that_ends_on_an_empty_square_or_the_edge_flips_nothing() {
    let game = game(
        "O O O O O O O .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . X",
        Color::Black,
    );
    // h1 has white discs to its west all the way to the edge: not capped by black.
    assert!(game.board().flips(sq("h1")).is_empty());
    assert!(game.legal_moves().is_empty());
}

#[test]
fn a_full_row_of_six_flips_from_corner_to_corner() {
    let mut game = game(
        "X O O O O O O .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . O
         . . . . . . . X",
        Color::Black,
    );
    let turn = game.play(sq("h1")).unwrap();
    assert_eq!(turn.flips.count(), 6);
    assert_eq!(game.count(Color::Black), 8 + 1);
    assert_eq!(game.count(Color::White), 1);
}

#[test]
fn rays_never_wrap_around_the_board_edge() {
    // Black h1, white a2: b2 is "west" of a2 only by wrapping into row 1. Not a move.
    let board = Board {
        player: sq("h1").bit(),
        opponent: sq("a2").bit(),
    };
    assert!(board.legal_moves().is_empty());
    assert!(board.flips(sq("b2")).is_empty());
    // The same across the other edge and the diagonals: black a3, white h2 → g1 is no move.
    let board = Board {
        player: sq("a3").bit(),
        opponent: sq("h2").bit(),
    };
    assert!(board.legal_moves().is_empty());
    let board = Board {
        player: sq("a2").bit(),
        opponent: sq("h2").bit() | sq("h1").bit(),
    };
    assert!(board.legal_moves().is_empty());
}

#[test]
fn corners_and_edges_flip_along_the_edge_and_the_diagonal() {
    let mut game = game(
        ". O O X . . . .
         O O . . . . . .
         O . X . . . . .
         X . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .",
        Color::Black,
    );
    let turn = game.play(sq("a1")).unwrap();
    assert_eq!(turn.flips, squares(&["b1", "c1", "a2", "a3", "b2"]));
}

#[test]
fn an_occupied_square_or_one_that_flips_nothing_is_refused_and_nothing_changes() {
    let mut game = Game::from_transcript("f5d6").unwrap();
    let before = game.clone();
    assert_eq!(game.play(sq("d6")), Err(PlayError::Occupied(sq("d6"))));
    assert_eq!(game.play(sq("a1")), Err(PlayError::NoFlips(sq("a1"))));
    assert!(matches!(game.play_index(64), Err(PlayError::OffBoard(_))));
    assert!(matches!(
        game.play_index(u32::MAX),
        Err(PlayError::OffBoard(_))
    ));
    assert_eq!(game, before);
    assert_eq!(
        game.play(sq("d6")).unwrap_err().to_string(),
        "d6 is already taken"
    );
    assert_eq!(
        game.play_index(64).unwrap_err().to_string(),
        "square 64 is off the board (squares are 0 to 63)"
    );
}

#[test]
fn a_side_without_a_move_passes_automatically_and_the_pass_is_recorded() {
    // Found with the engine: after white's c1 (move 8), black has no move.
    let mut game = Game::from_transcript("d3c3b3b2f5a3a1").unwrap();
    let turn = game.play(sq("c1")).unwrap();
    assert_eq!(turn.color, Color::White);
    assert_eq!(turn.pass_after, Some(Color::Black));
    assert_eq!(game.to_move(), Color::White, "white moves again");
    assert!(
        game.board().pass().legal_moves().is_empty(),
        "black really had no move"
    );
    assert!(!game.legal_moves().is_empty());
    assert!(!game.is_over());
    // The transcript lists moves only; replaying it reproduces the pass.
    let replay = Game::from_transcript(&game.transcript()).unwrap();
    assert_eq!(replay, game);
}

#[test]
fn a_start_position_where_the_side_to_move_is_stuck_passes_before_the_first_move() {
    // White to move has no move; black has one, c1 over b1.
    let game = game(
        "X O . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .",
        Color::White,
    );
    assert_eq!(game.start_pass(), Some(Color::White));
    assert_eq!(game.to_move(), Color::Black);
    assert_eq!(names(game.legal_moves()), ["c1"]);
}

#[test]
fn the_game_ends_when_neither_side_can_move_even_with_empty_squares() {
    // Double pass: black a1 and white h8 can never reach each other.
    let mut game = game(
        "X . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . .
         . . . . . . . O",
        Color::Black,
    );
    assert!(game.is_over());
    assert_eq!(game.start_pass(), None, "the end is not a pass");
    assert!(game.legal_moves().is_empty());
    let Status::Over(outcome) = game.status() else {
        panic!("game should be over")
    };
    assert_eq!((outcome.black, outcome.white, outcome.winner), (1, 1, None));
    assert_eq!(game.play(sq("b1")), Err(PlayError::GameOver));
    assert_eq!(game.board().final_score(), 0);
}

#[test]
fn a_wipe_out_ends_the_game_at_once() {
    // The shortest game there is: nine moves, white has no disc left.
    let game = Game::from_transcript("d3c3b3d2e1d6d7e3f4").unwrap();
    assert!(game.is_over());
    assert_eq!(game.turns().last().unwrap().pass_after, None);
    let Status::Over(outcome) = game.status() else {
        panic!("game should be over")
    };
    assert_eq!(
        (outcome.black, outcome.white, outcome.winner),
        (13, 0, Some(Color::Black))
    );
    // Empty squares go to the winner in the final score.
    let board = game.board();
    let black_relative = if game.to_move() == Color::Black {
        1
    } else {
        -1
    };
    assert_eq!(board.final_score() * black_relative, 64);
}

#[test]
fn filling_the_last_square_ends_the_game_with_the_count() {
    let mut game = game(
        "X X X X X X X X
         X X X X X X X X
         X X X X X X X X
         X X X X O O O O
         O O O O O O O O
         O O O O O O O O
         O O O O O O O O
         O O O O O O O .",
        Color::Black,
    );
    assert_eq!(names(game.legal_moves()), ["h8"]);
    game.play(sq("h8")).unwrap();
    assert!(game.is_over());
    assert_eq!(game.board().empties(), Bitboard::EMPTY);
    let Status::Over(outcome) = game.status() else {
        panic!("game should be over")
    };
    assert_eq!(outcome.black + outcome.white, 64);
    assert_eq!(outcome.winner, Some(Color::Black));
}

#[test]
fn transcripts_round_trip_and_bad_ones_are_refused_whole() {
    let game = Game::from_transcript("F5 d6 C3").unwrap();
    assert_eq!(game.transcript(), "f5d6c3");

    let mut game = Game::from_transcript("f5d6").unwrap();
    let before = game.clone();
    for (bad, message) in [
        (
            "c3zz",
            "transcript move 2 ('zz'): 'zz' is not a square name (a1 to h8)",
        ),
        ("c3c3", "transcript move 2 ('c3'): c3 is already taken"),
        (
            "c3d",
            "transcript move 2 ('d'): 'd' is not a square name (a1 to h8)",
        ),
        (
            "a1",
            "transcript move 1 ('a1'): a1 is not a legal move: it would turn over no disc",
        ),
    ] {
        let error = game.play_transcript(bad).unwrap_err();
        assert_eq!(error.to_string(), message);
        assert_eq!(game, before, "a refused transcript changes nothing");
    }
    assert!(
        Game::from_transcript("d3c3b3d2e1d6d7e3f4f3").is_err(),
        "a move after the end"
    );
}

#[test]
fn board_strings_round_trip_and_bad_ones_are_refused() {
    let game = Game::from_transcript("f5d6c3").unwrap();
    let text = game.board_string();
    let again = Game::from_board_string(&text).unwrap();
    assert_eq!(again.board(), game.board());
    assert_eq!(again.to_move(), game.to_move());
    let start = format!("{}OX------XO{} X", "-".repeat(27), "-".repeat(27));
    assert_eq!(Game::new().start_board_string(), start);

    assert!(Game::from_board_string("XO").is_err());
    assert!(Game::from_board_string(&format!("{} X", "-".repeat(63) + "Z")).is_err());
    assert!(
        Game::from_board_string(&"-".repeat(64)).is_err(),
        "no side to move"
    );
    assert!(Game::from_board_string(&format!("{} Q", "-".repeat(64))).is_err());
}

#[test]
fn undo_and_redo_restore_positions_exactly_including_passes() {
    let mut game = Game::from_transcript("d3c3b3b2f5a3a1c1").unwrap();
    let end = game.clone();
    let mut positions = vec![];
    while let Some(turn) = game.undo() {
        positions.push(turn.square);
    }
    assert_eq!(game.board(), Board::start());
    assert_eq!(game.to_move(), Color::Black);
    assert_eq!(game.redo_count(), 8);
    while game.redo().is_some() {}
    assert_eq!(game.board(), end.board());
    assert_eq!(game.to_move(), end.to_move());
    assert_eq!(game.transcript(), end.transcript());

    // A new move after undo drops the moves that could have been redone.
    game.undo();
    game.undo();
    let other = game.legal_moves().first().unwrap();
    game.play(other).unwrap();
    assert_eq!(game.redo_count(), 0);
    assert!(game.redo().is_none());
}

#[test]
fn the_three_ways_to_play_a_board_move_agree_on_legal_squares_and_differ_on_the_rest() {
    let board = Board::start().play("f5".parse().unwrap());
    for square in Square::all() {
        let legal = board.legal_moves().contains(square);
        match board.try_play(square) {
            Some(after) => {
                assert!(legal, "{square}");
                assert_eq!(board.play(square), after);
                assert_eq!(board.play_unchecked(square), after);
            }
            None => assert!(!legal, "{square}"),
        }
    }
    // An occupied square and an empty one that flips nothing.
    for name in ["e4", "a1"] {
        let square: Square = name.parse().unwrap();
        let refused = std::panic::catch_unwind(|| board.play(square));
        assert!(refused.is_err(), "play({name}) must refuse an illegal move");
    }
}
