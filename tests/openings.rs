//! Opening names through the public API: known lines name their openings in English and
//! Japanese, every symmetric form of a game names the same opening, and a game keeps its
//! opening's name once it leaves the named lines.

use reversi::openings::{opening_of, NAMED_OPENINGS};
use reversi::{Game, Square};

/// The name `transcript` (from the start) plays, in English and Japanese.
fn names(transcript: &str) -> Option<(&'static str, &'static str)> {
    let game = Game::from_transcript(transcript).expect("a legal transcript");
    opening_of(&game).map(|opening| (opening.english, opening.japanese))
}

/// `transcript` under the symmetry `symmetry` of the board (0 to 7: identity, columns
/// mirrored, rows mirrored, half turn, then each with rows and columns swapped).
fn transformed(transcript: &str, symmetry: usize) -> String {
    transcript
        .as_bytes()
        .chunks(2)
        .map(|name| {
            let square: Square = std::str::from_utf8(name).unwrap().parse().unwrap();
            let (mut row, mut column) = (square.index() / 8, square.index() % 8);
            if symmetry & 1 != 0 {
                column = 7 - column;
            }
            if symmetry & 2 != 0 {
                row = 7 - row;
            }
            if symmetry & 4 != 0 {
                (row, column) = (column, row);
            }
            Square::from_index(u32::from(row * 8 + column))
                .unwrap()
                .to_string()
        })
        .collect()
}

/// The start position under `symmetry`: the standard one, or its mirror image (d4 and e5
/// black) for the symmetries that do not map the start onto itself.
fn start_under(symmetry: usize) -> Game {
    let standard = Game::new();
    let mirrored = matches!(symmetry, 1 | 2 | 5 | 6);
    let start = if mirrored {
        let board: String = standard
            .start_board_string()
            .chars()
            .map(|cell| match cell {
                'X' => 'O',
                'O' => 'X',
                other => other,
            })
            .collect();
        // The discs swap colours, and black still moves first.
        format!("{} X", &board[..64])
    } else {
        standard.start_board_string()
    };
    Game::from_board_string(&start).unwrap()
}

#[test]
fn a_dozen_known_lines_name_their_openings() {
    // Lines as games go, most of them past their named position: the name is that of the
    // last named position reached (the Cow's line through the Tanida is a Tanida).
    let known = [
        ("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6", "Comp'Oth", "コンポス"),
        ("f5d6c3d3c4f4c5b3c2e6c6b4b5d2", "Tamenori", "為則"),
        ("f5d6c3d3c4b3", "Aubrey", "オーブリー"),
        (
            "f5d6c5f4e3c6d3f6e6d7g3c4b4",
            "Rose-birdie",
            "ローズバーディー",
        ),
        ("f5d6c5f4e3c6d3f6e6d7g4c4g5", "Rotating Flat", "Fローズ"),
        ("f5d6c5f4d3e3g4g5e6", "Horse", "馬"),
        ("f5d6c4d3c5f4e3f3e2", "Cat", "猫"),
        ("f5f6e6f4e3c5c4e7c6e2", "Tanida", "谷田"),
        ("f5f6e6f4e3c5g5", "Bat", "こうもり"),
        ("f5f6e6f4g5e7f7h5", "Heath", "飛出し牛"),
        ("f5f6e6f4c3", "Buffalo", "バッファロー"),
        ("f5f6e6f4g6c5", "Snake", "蛇"),
        ("f5f4e3f6d3", "Parallel", "並び取り"),
        ("f5d6c3d3c4", "Tiger", "虎"),
        ("e6f4e3f6", "Perpendicular", "縦取り"),
    ];
    for (transcript, english, japanese) in known {
        assert_eq!(names(transcript), Some((english, japanese)), "{transcript}");
    }
    // Before the first move nothing is named; after one move, nor is anything yet.
    assert_eq!(names(""), None);
    assert_eq!(names("f5"), None);
}

#[test]
fn every_symmetric_form_of_every_named_line_has_the_same_name() {
    for opening in &NAMED_OPENINGS {
        for symmetry in 0..8 {
            let mut game = start_under(symmetry);
            game.play_transcript(&transformed(opening.line, symmetry))
                .unwrap_or_else(|error| panic!("{} ({symmetry}): {error}", opening.english));
            assert_eq!(
                opening_of(&game),
                Some(opening),
                "{} under symmetry {symmetry}",
                opening.english
            );
        }
    }
}

#[test]
fn other_start_positions_have_no_opening_names() {
    // The start position with one more disc (a white one on a1): the Tiger's moves are
    // legal from it but do not make it a Tiger.
    let start = Game::new().start_board_string();
    let mut game = Game::from_board_string(&format!("O{}", &start[1..])).unwrap();
    game.play_transcript("f5d6c3d3c4").unwrap();
    assert_eq!(opening_of(&game), None);
    assert!(names("f5d6c3d3c4").is_some());
}
