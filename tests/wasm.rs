//! The JavaScript API as JavaScript sees it, run inside wasm (node) by wasm-bindgen-test:
//! `scripts/test.sh` runs it with `cargo test --target wasm32-unknown-unknown --test wasm`.
//! Bad input must come back as a JS `Error` with a clear message and leave the game unchanged.
#![cfg(target_arch = "wasm32")]

use reversi::wasm::{
    default_level, evaluation_loaded, level_names, level_names_ja, load_evaluation,
    perft_from_start, setup_position, square_name, Ai, WasmGame,
};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::{console_log, wasm_bindgen_test};

#[path = "support/plain.rs"]
mod plain;
#[path = "support/plain_game.rs"]
mod plain_game;

use plain_game::{name, parse_name, PlainGame};
use reversi::ai::SeededRandom;

fn message(error: impl Into<JsValue>) -> String {
    let value: JsValue = error.into();
    value
        .dyn_into::<js_sys::Error>()
        .expect("a JS Error")
        .message()
        .into()
}

/// `data` as the Uint8Array a page hands over.
fn bytes(data: &[u8]) -> JsValue {
    js_sys::Uint8Array::from(data).into()
}

/// A game as a page reads it: the fields of its `snapshot()`, the one call a view makes.
#[derive(Debug, PartialEq)]
struct Seen {
    cells: Vec<u8>,
    legal: Vec<u8>,
    to_move: u8,
    over: bool,
    winner: Option<u8>,
    black: u32,
    white: u32,
    last_move: Option<u8>,
    last_flips: Vec<u8>,
    last_pass: Option<u8>,
    transcript: String,
    move_count: usize,
    redo_count: usize,
    board: String,
    start_board: String,
}

/// Reads `game.snapshot()`; its optional fields are a number or `undefined`, nothing else.
/// Comparing two of these proves that a refused call changed nothing the page reads.
fn seen(game: &WasmGame) -> Seen {
    let state = game.snapshot();
    let field = |name: &str| js_sys::Reflect::get(&state, &name.into()).unwrap();
    let bytes = |name: &str| js_sys::Uint8Array::new(&field(name)).to_vec();
    let number = |name: &str| field(name).as_f64().expect(name);
    let text = |name: &str| field(name).as_string().expect(name);
    let optional = |name: &str| {
        let value = field(name);
        (!value.is_undefined()).then(|| value.as_f64().expect(name) as u8)
    };
    Seen {
        cells: bytes("cells"),
        legal: bytes("legal"),
        to_move: number("toMove") as u8,
        over: field("over").as_bool().expect("over"),
        winner: optional("winner"),
        black: number("black") as u32,
        white: number("white") as u32,
        last_move: optional("lastMove"),
        last_flips: bytes("lastFlips"),
        last_pass: optional("lastPass"),
        transcript: text("transcript"),
        move_count: number("moveCount") as usize,
        redo_count: number("redoCount") as usize,
        board: text("board"),
        start_board: text("startBoard"),
    }
}

#[wasm_bindgen_test]
fn a_new_game_shows_the_start_position() {
    let game = WasmGame::new();
    let now = seen(&game);
    let cells = &now.cells;
    assert_eq!(cells.len(), 64);
    assert_eq!((cells[27], cells[28], cells[35], cells[36]), (2, 1, 1, 2));
    assert_eq!(game.legal_moves(), vec![19, 26, 37, 44]);
    assert_eq!((now.black, now.white, now.to_move), (2, 2, 1));
    assert_eq!(now.winner, None);
    assert_eq!(now.last_move, None);
}

/// The `code` of a refused call's Error, and the names in its `squares` (when it has any).
fn code_and_squares(error: JsValue) -> (String, Vec<String>) {
    let field = |name: &str| js_sys::Reflect::get(&error, &name.into()).unwrap();
    let squares = field("squares");
    let names = if squares.is_undefined() {
        Vec::new()
    } else {
        js_sys::Array::from(&squares)
            .iter()
            .map(|name| name.as_string().unwrap())
            .collect()
    };
    (field("code").as_string().unwrap(), names)
}

#[wasm_bindgen_test]
fn a_set_up_position_is_checked_and_written_as_a_board_string() {
    let start = WasmGame::new();
    let board = seen(&start).board;
    // OBF's `;`, a scored move and a comment are read past; the side may follow at once.
    let obf = format!("{}X; F5:+0; % the start", &board[..64]);
    assert_eq!(setup_position(obf.into()).unwrap(), board);
    // The side named is kept, even one with no move.
    let stuck = format!("{}{}- O", "X".repeat(32), "O".repeat(31));
    assert_eq!(setup_position(stuck.clone().into()).unwrap(), stuck);

    let full = format!("{}{} X", "X".repeat(32), "O".repeat(32));
    let refused = setup_position(full.into()).unwrap_err();
    assert!(message(refused.clone()).contains("no square is empty"));
    assert_eq!(code_and_squares(refused), ("no-empty".into(), vec![]));

    let no_centre = format!("{}-{} X", &board[..35], &board[36..64]);
    let refused = setup_position(no_centre.into()).unwrap_err();
    assert_eq!(message(refused.clone()), "the centre square d5 is empty");
    assert_eq!(
        code_and_squares(refused),
        ("centre-empty".into(), vec!["d5".into()])
    );

    for bad in [JsValue::from("XO X"), JsValue::from(7), JsValue::NULL] {
        let refused = setup_position(bad).unwrap_err();
        assert!(!message(refused.clone()).is_empty());
        let code = js_sys::Reflect::get(&refused, &"code".into()).unwrap();
        assert!(code.is_undefined() || code.as_string().as_deref() == Some("board"));
    }
}

#[wasm_bindgen_test]
fn play_by_index_or_name_reports_flips_and_hands_over_the_turn() {
    let mut game = WasmGame::new();
    assert_eq!(game.play(JsValue::from(37)).ok().unwrap(), vec![36]); // f5 flips e5
    assert_eq!(seen(&game).to_move, 2);
    assert_eq!(game.play(JsValue::from("d6")).ok().unwrap(), vec![35]);
    let now = seen(&game);
    assert_eq!(now.transcript, "f5d6");
    assert_eq!(now.last_move, Some(43));
    assert_eq!(now.last_flips, vec![35]);
    assert_eq!((now.black, now.white), (3, 3));
}

#[wasm_bindgen_test]
fn bad_moves_throw_a_clear_error_and_change_nothing() {
    let mut game = WasmGame::from_transcript("f5d6".into()).ok().unwrap();
    let before = seen(&game);
    // The page words a refusal in its own language from the Error's code and square.
    let coded = |error: &JsValue, field: &str| {
        js_sys::Reflect::get(error, &field.into())
            .ok()
            .and_then(|value| value.as_string())
    };
    let no_flips = game.play(JsValue::from(0)).expect_err("refused");
    assert_eq!(coded(&no_flips, "code").as_deref(), Some("no-flips"));
    assert_eq!(coded(&no_flips, "square").as_deref(), Some("a1"));
    let taken = game.play(JsValue::from("d6")).expect_err("refused");
    assert_eq!(coded(&taken, "code").as_deref(), Some("occupied"));
    assert_eq!(coded(&taken, "square").as_deref(), Some("d6"));
    let cases: [(JsValue, &str); 7] = [
        (
            JsValue::from(0),
            "a1 is not a legal move: it would turn over no disc",
        ),
        (JsValue::from(43), "d6 is already taken"),
        (
            JsValue::from(64),
            "square 64 is off the board (squares are 0 to 63)",
        ),
        (
            JsValue::from(-1),
            "square -1 is off the board (squares are 0 to 63)",
        ),
        (
            JsValue::from(2.5),
            "square 2.5 is off the board (squares are 0 to 63)",
        ),
        (JsValue::from("z9"), "'z9' is not a square name (a1 to h8)"),
        (
            JsValue::NULL,
            "a square is an index 0 to 63 or a name a1 to h8",
        ),
    ];
    for (square, expected) in cases {
        let error = game.play(square).expect_err("refused");
        assert_eq!(message(error), expected);
        assert_eq!(seen(&game), before);
    }
}

#[wasm_bindgen_test]
fn playing_after_the_game_ended_is_refused() {
    let mut game = WasmGame::from_transcript("d3c3b3d2e1d6d7e3f4".into())
        .ok()
        .unwrap();
    assert!(seen(&game).over);
    assert_eq!(seen(&game).winner, Some(1));
    assert!(game.legal_moves().is_empty());
    let before = seen(&game);
    let error = game.play(JsValue::from(0)).expect_err("refused");
    assert_eq!(
        message(error),
        "the game is over: no more moves can be played"
    );
    assert!(game.ai_move(3).is_err());
    assert_eq!(seen(&game), before);
}

#[wasm_bindgen_test]
fn a_pass_is_reported() {
    let game = WasmGame::from_transcript("d3c3b3b2f5a3a1c1".into())
        .ok()
        .unwrap();
    assert_eq!(seen(&game).last_pass, Some(1), "black passed");
    assert_eq!(seen(&game).to_move, 2);
    let before_pass = WasmGame::from_transcript("d3c3b3b2f5a3a1".into())
        .ok()
        .unwrap();
    assert_eq!(seen(&before_pass).last_pass, None);
}

#[wasm_bindgen_test]
fn malformed_transcripts_and_boards_throw_and_leave_the_game_alone() {
    let error = WasmGame::from_transcript("f5q9".into())
        .err()
        .expect("refused");
    assert_eq!(
        message(error),
        "transcript move 2 ('q9'): 'q9' is not a square name (a1 to h8)"
    );
    let mut game = WasmGame::from_transcript("f5".into()).ok().unwrap();
    let before = seen(&game);
    let refused = game.play_transcript("d6c3c3".into()).expect_err("c3 twice");
    let field = |name: &str| js_sys::Reflect::get(&refused, &name.into()).unwrap();
    assert_eq!(field("code").as_string().as_deref(), Some("occupied"));
    assert_eq!(field("square").as_string().as_deref(), Some("c3"));
    assert_eq!(field("move").as_f64(), Some(3.0));
    assert_eq!(field("text").as_string().as_deref(), Some("c3"));
    assert_eq!(seen(&game), before);
    assert!(WasmGame::from_board("XXO".into()).is_err());
    let board = WasmGame::from_board(seen(&game).board.into()).ok().unwrap();
    assert_eq!(seen(&board).cells, seen(&game).cells);
    // A game made from a board starts there.
    assert_eq!(seen(&board).start_board, seen(&game).board);
}

#[wasm_bindgen_test]
fn arguments_of_the_wrong_type_throw_a_clear_error_and_change_nothing() {
    let not_a_string = [
        (JsValue::from(42), "not a number"),
        (JsValue::from(true), "not a boolean"),
        (JsValue::NULL, "not null"),
        (JsValue::UNDEFINED, "not undefined"),
        (js_sys::Object::new().into(), "not an object"),
        (js_sys::Array::new().into(), "not an array"),
    ];
    let mut game = WasmGame::from_transcript("f5".into()).ok().unwrap();
    let before = seen(&game);
    for (value, says) in not_a_string {
        let from_board = message(WasmGame::from_board(value.clone()).err().expect("refused"));
        assert!(
            from_board.starts_with("a board is a string") && from_board.ends_with(says),
            "{from_board}"
        );
        let from_transcript = message(
            WasmGame::from_transcript(value.clone())
                .err()
                .expect("refused"),
        );
        assert!(from_transcript.ends_with(says), "{from_transcript}");
        assert!(game.play_transcript(value).is_err());
        assert_eq!(seen(&game), before);
    }
    // An object that claims a negative length, a plain array, a string: none is a table.
    let liar = js_sys::Object::new();
    js_sys::Reflect::set(&liar, &"length".into(), &JsValue::from(-1)).unwrap();
    for value in [
        liar.into(),
        js_sys::Array::of1(&1.into()).into(),
        JsValue::from("eval"),
    ] {
        let refused = message(load_evaluation(value).expect_err("refused"));
        assert!(
            refused.contains("as a Uint8Array or an ArrayBuffer, not "),
            "{refused}"
        );
    }
}

/// The only test that installs the evaluation (it stays installed for the whole run), so
/// that it can first check what happens without it.
#[wasm_bindgen_test]
fn the_searching_levels_wait_for_the_evaluation_then_answer_legal_moves() {
    let game = WasmGame::from_transcript("f5d6c3d3c4".into()).ok().unwrap();
    let before = seen(&game);
    assert!(!evaluation_loaded());
    for level in [0, 1, 2] {
        let square = game.ai_move(level).ok().unwrap();
        assert!(
            game.legal_moves().contains(&square),
            "level {level} without it"
        );
    }
    let refused = game.ai_move(3).expect_err("no evaluation yet");
    assert!(message(refused).contains("load_evaluation"));
    let mut ai = Ai::new();
    assert!(ai.hints(&game, 4).is_err());
    assert!(ai.solve(&game).is_err());
    assert!(ai.analyse(&game).is_err());
    assert!(ai.analyse_to_depth(&game, 16).is_err());
    assert!(ai.solve_moves(&game).is_err());
    let wrong = load_evaluation(bytes(&[0; 10])).expect_err("not a table");
    assert!(message(wrong).ends_with("bytes, not 10"));
    assert!(!evaluation_loaded());

    // The page's file: the table, then the opening book. A damaged book installs nothing.
    let table = include_bytes!("../src/ai/eval.bin").to_vec();
    let junk = load_evaluation(bytes(&[table.clone(), b"junk".to_vec()].concat()));
    assert!(message(junk.expect_err("no book")).contains("not an opening book"));
    assert!(!evaluation_loaded());
    let book = include_bytes!("../src/ai/book.bin").to_vec();
    load_evaluation(bytes(&[table, book].concat()))
        .ok()
        .unwrap();
    assert!(evaluation_loaded());
    let start = WasmGame::new();
    let openings: std::collections::BTreeSet<u8> =
        (0..40).map(|_| start.ai_move(6).ok().unwrap()).collect();
    assert!(
        openings.len() > 1,
        "the book varies level 6's first move: {openings:?}"
    );
    let again = load_evaluation(bytes(include_bytes!("../src/ai/eval.bin")));
    assert_eq!(
        message(again.expect_err("once only")),
        "an evaluation table is in use already"
    );
    for level in [0, 1, 2, 3, 4, 99] {
        let square = game.ai_move(level).ok().unwrap();
        assert!(
            game.legal_moves().contains(&square),
            "level {level} chose {square}"
        );
    }
    let hints = ai.hints(&game, 4).ok().unwrap();
    assert_eq!(hints.length() as usize, game.legal_moves().len());
    let field = |hint: &JsValue, name: &str| js_sys::Reflect::get(hint, &name.into()).unwrap();
    let mut squares: Vec<u8> = hints
        .iter()
        .map(|hint| field(&hint, "square").as_f64().unwrap() as u8)
        .collect();
    squares.sort_unstable();
    assert_eq!(squares, game.legal_moves());
    let scores: Vec<f64> = hints
        .iter()
        .map(|hint| field(&hint, "score").as_f64().unwrap())
        .collect();
    assert!(
        scores.windows(2).all(|pair| pair[0] >= pair[1]),
        "best first: {scores:?}"
    );
    assert!(hints
        .iter()
        .all(|hint| field(&hint, "exact").as_bool().is_some()));

    // A solve: the best square and the exact score, as the native solver finds them.
    let moves = "e6d6c3f4d7c5g4g3c4g5b5c7f5a5a6d8a4f7f6d3h4c2e7e3g6f8b4b3e2h5b6f3h6g7c6a7d2d1c1b1c8b2h7h8h2a3h3h1f2g2f1g1e8g8";
    let ending = WasmGame::from_transcript(moves.into()).ok().unwrap();
    let solved = ai.solve(&ending).ok().unwrap();
    let native = reversi::ai::solve(&reversi::Game::from_transcript(moves).unwrap().board());
    let solved_square = field(&solved, "square").as_f64().map(|square| square as u8);
    assert_eq!(solved_square, native.best_move.map(|square| square.index()));
    assert_eq!(
        field(&solved, "score").as_f64(),
        Some(f64::from(native.score))
    );
    assert!(field(&solved, "nodes").as_f64().unwrap() >= 1.0);
    assert_eq!(seen(&game), before);

    // Every move of a puzzle solved: the same scores as the native engine's hints.
    let puzzle = WasmGame::from_transcript(moves[..100].into()).ok().unwrap();
    let native_board = reversi::Game::from_transcript(&moves[..100])
        .unwrap()
        .board();
    let solved_moves = ai.solve_moves(&puzzle).ok().unwrap();
    let native_moves =
        reversi::ai::Engine::new(1).solve_moves(&native_board, &reversi::ai::FrozenClock);
    let pairs: Vec<(f64, f64)> = solved_moves
        .iter()
        .map(|entry| {
            (
                field(&entry, "square").as_f64().unwrap(),
                field(&entry, "score").as_f64().unwrap(),
            )
        })
        .collect();
    let native_pairs: Vec<(f64, f64)> = native_moves
        .iter()
        .map(|hint| (f64::from(hint.square.index()), f64::from(hint.score)))
        .collect();
    assert_eq!(pairs, native_pairs);

    // A review: one analysis a position, then one record a move, as the native review's.
    let late = WasmGame::from_transcript(moves[..96].into()).ok().unwrap();
    let mut reviewed = WasmGame::from_board(seen(&late).board.into()).ok().unwrap();
    reviewed.play_transcript(moves[96..].into()).ok().unwrap();
    let mut positions = reviewed.copy();
    while positions.undo() {}
    let analyses = js_sys::Array::new();
    loop {
        analyses.push(&ai.analyse(&positions).ok().unwrap().into());
        if !positions.redo() {
            break;
        }
    }
    let records = reviewed.review(analyses.clone().into()).ok().unwrap();
    let native_game = {
        let mut game = reversi::Game::from_board_string(&seen(&late).board).unwrap();
        game.play_transcript(&moves[96..]).unwrap();
        game
    };
    let native_records = reversi::ai::review::review_game(
        &mut reversi::ai::Engine::new(1),
        &native_game,
        &reversi::ai::review::REVIEW_DEPTHS,
        &reversi::ai::FrozenClock,
        |_, _| {},
    );
    assert_eq!(records.length() as usize, native_records.len());
    for (record, native) in records.iter().zip(&native_records) {
        assert_eq!(
            field(&record, "played").as_string(),
            Some(native.played.to_string())
        );
        assert_eq!(
            field(&record, "bestScore").as_f64(),
            Some(f64::from(native.best_score))
        );
        assert_eq!(
            field(&record, "playedScore").as_f64(),
            Some(f64::from(native.played_score))
        );
        assert_eq!(field(&record, "exact").as_bool(), Some(true));
        assert_eq!(
            field(&record, "class").as_string().as_deref(),
            Some(native.class.name())
        );
    }
    // A deeper look at a midgame position: the native search at that depth; a depth out of
    // range is refused with a reason.
    let midgame = WasmGame::from_transcript(moves[..40].into()).ok().unwrap();
    let deeper = Ai::new().analyse_to_depth(&midgame, 6).ok().unwrap();
    let native_deeper = reversi::ai::review::analyse_position(
        &mut reversi::ai::Engine::new(1),
        &reversi::Game::from_transcript(&moves[..40])
            .unwrap()
            .board(),
        &reversi::ai::review::ReviewDepths {
            depth: 6,
            ..reversi::ai::review::REVIEW_DEPTHS
        },
        &reversi::ai::FrozenClock,
    );
    assert_eq!(
        field(&deeper, "score").as_f64(),
        Some(f64::from(native_deeper.score))
    );
    assert_eq!(field(&deeper, "exact").as_bool(), Some(false));
    for depth in [0, 31] {
        let refused = ai.analyse_to_depth(&midgame, depth).err().unwrap();
        assert!(message(refused).contains("from 1 to 30 plies"));
    }
    // Analyses that are not this game's are refused with a reason, the game unchanged.
    let reviewed_before = seen(&reviewed);
    let not_array = reviewed.review("analyses".into()).err().unwrap();
    assert!(message(not_array).ends_with("not a string"));
    analyses.pop();
    let short = reviewed.review(analyses.clone().into()).err().unwrap();
    assert!(message(short).contains("positions"));
    analyses.push(&js_sys::Object::new().into());
    let junk = reviewed.review(analyses.into()).err().unwrap();
    assert!(message(junk).contains("is not one"));
    assert_eq!(seen(&reviewed), reviewed_before);
}

#[wasm_bindgen_test]
fn a_snapshot_holds_the_position_the_turn_and_the_line() {
    let mut game = WasmGame::from_transcript("f5d6c3".into()).ok().unwrap();
    assert!(game.undo());
    let state = game.snapshot();
    let field = |name: &str| js_sys::Reflect::get(&state, &name.into()).unwrap();
    let number = |name: &str| field(name).as_f64().unwrap();
    assert_eq!(field("transcript").as_string().unwrap(), "f5d6");
    assert_eq!(number("moveCount"), 2.0);
    assert_eq!(number("redoCount"), 1.0);
    assert_eq!(number("toMove"), 1.0);
    assert_eq!(number("lastMove"), 43.0); // d6
    assert!(field("lastPass").is_undefined());
    assert!(field("winner").is_undefined());
    assert_eq!(field("over").as_bool(), Some(false));
    assert_eq!((number("black"), number("white")), (3.0, 3.0));
    let cells = js_sys::Uint8Array::new(&field("cells")).to_vec();
    let native = reversi::Game::from_transcript("f5d6").unwrap();
    let native_cells: Vec<u8> = reversi::Square::all()
        .map(|square| match native.disc_at(square) {
            Some(reversi::Color::Black) => 1,
            Some(reversi::Color::White) => 2,
            None => 0,
        })
        .collect();
    assert_eq!(cells, native_cells);
    let legal = js_sys::Uint8Array::new(&field("legal")).to_vec();
    assert_eq!(legal, game.legal_moves());
    let flips = js_sys::Uint8Array::new(&field("lastFlips")).to_vec();
    assert_eq!(flips, vec![35]); // d6 turned d5
    assert_eq!(field("board").as_string(), Some(native.board_string()));
    assert_eq!(
        field("startBoard").as_string(),
        Some(reversi::Game::new().board_string())
    );
    // f5 d6 is the perpendicular opening: its names in both languages.
    let opening = field("opening");
    let name = |language: &str| js_sys::Reflect::get(&opening, &language.into()).unwrap();
    assert_eq!(name("en").as_string().as_deref(), Some("Perpendicular"));
    assert_eq!(name("ja").as_string().as_deref(), Some("縦取り"));
    let start = WasmGame::new().snapshot();
    assert!(js_sys::Reflect::get(&start, &"opening".into())
        .unwrap()
        .is_undefined());
}

#[wasm_bindgen_test]
fn undo_redo_and_square_names() {
    let mut game = WasmGame::from_transcript("f5d6c3".into()).ok().unwrap();
    assert!(game.undo());
    assert_eq!(seen(&game).transcript, "f5d6");
    assert!(game.redo());
    assert_eq!(seen(&game).transcript, "f5d6c3");
    assert!(!game.redo());
    assert_eq!(square_name(JsValue::from(19)).ok().unwrap(), "d3");
    assert!(square_name(JsValue::from(64)).is_err());
}

#[wasm_bindgen_test]
fn the_level_names_come_in_both_languages_one_per_level() {
    // What scripts/levels.mjs writes into the page: an option per level, named in English
    // and Japanese, the default one selected.
    let en = level_names();
    let ja = level_names_ja();
    assert_eq!(en.len(), reversi::ai::MAX_LEVEL as usize + 1);
    assert_eq!(ja.len(), en.len());
    assert_eq!((en[0].as_str(), ja[0].as_str()), ("First move", "最初の手"));
    let default = default_level() as usize;
    assert_eq!(
        (en[default].as_str(), ja[default].as_str()),
        ("Easy", "初級")
    );
}

#[wasm_bindgen_test]
fn perft_in_wasm_matches_the_published_counts() {
    assert_eq!(perft_from_start(6, true), 8_200.0);
    assert_eq!(perft_from_start(9, true), 3_005_288.0);
    assert_eq!(perft_from_start(9, false), 3_005_320.0);
}

/// Calls of the random-call test: `REVERSI_FUZZ_CALLS` when the test is built, else 100,000.
const FUZZ_CALLS: Option<&str> = option_env!("REVERSI_FUZZ_CALLS");
/// Its seed: `REVERSI_FUZZ_SEED` when the test is built, else the clock's.
const FUZZ_SEED: Option<&str> = option_env!("REVERSI_FUZZ_SEED");

/// Checks the exported game against the plain one in every respect the API shows: its
/// legal moves and everything its snapshot holds.
fn assert_same(game: &WasmGame, plain: &PlainGame, call: &str) {
    let now = &plain.now;
    let seen = seen(game);
    let legal: Vec<u8> = now.legal_moves().iter().map(|&i| i as u8).collect();
    assert_eq!(seen.cells, now.cells.to_vec(), "cells after {call}");
    assert_eq!(seen.to_move, now.to_move, "side to move after {call}");
    assert_eq!(game.legal_moves(), legal, "legal moves after {call}");
    assert_eq!(seen.legal, legal, "snapshot legal moves after {call}");
    assert_eq!(seen.transcript, now.transcript(), "transcript after {call}");
    assert_eq!(seen.move_count, now.moves.len(), "move count after {call}");
    assert_eq!(seen.over, now.is_over(), "game over after {call}");
    assert_eq!(
        (seen.black, seen.white),
        (now.count(1), now.count(2)),
        "counts after {call}"
    );
    assert_eq!(
        seen.last_move,
        now.moves.last().map(|&i| i as u8),
        "last move after {call}"
    );
    let flips: Vec<u8> = now.last_flips.iter().map(|&i| i as u8).collect();
    assert_eq!(seen.last_flips, flips, "last flips after {call}");
    assert_eq!(seen.last_pass, now.last_pass, "last pass after {call}");
    assert_eq!(
        seen.redo_count,
        plain.redo_count(),
        "redo count after {call}"
    );
    let winner = now
        .is_over()
        .then(|| match now.count(1).cmp(&now.count(2)) {
            std::cmp::Ordering::Greater => 1,
            std::cmp::Ordering::Less => 2,
            std::cmp::Ordering::Equal => 0,
        });
    assert_eq!(seen.winner, winner, "winner after {call}");
    assert_eq!(seen.board, now.board_string(), "board string after {call}");
}

/// A transcript from `plain`'s position: a few legal moves in a row (sometimes in capitals),
/// sometimes with a bad move or a stray character somewhere.
fn random_transcript(rng: &mut SeededRandom, plain: &PlainGame) -> String {
    let mut trial = plain.clone();
    let mut text = String::new();
    for _ in 0..rng.below(5) {
        let legal = trial.now.legal_moves();
        let index = if legal.is_empty() || rng.below(8) == 0 {
            rng.below(64) as usize
        } else {
            legal[rng.below(legal.len() as u64) as usize]
        };
        trial.play(index);
        let square = name(index);
        text += &if rng.below(4) == 0 {
            square.to_uppercase()
        } else {
            square
        };
    }
    match rng.below(10) {
        0 => text + "z9",
        1 => text + "f",
        _ => text,
    }
}

/// A JS value of a random type, leaning towards squares of `plain` (legal or not).
fn random_square_value(rng: &mut SeededRandom, plain: &PlainGame) -> JsValue {
    let legal = plain.now.legal_moves();
    let some_legal = || legal.first().copied().unwrap_or(0);
    match rng.below(16) {
        0..=4 if !legal.is_empty() => {
            JsValue::from(legal[rng.below(legal.len() as u64) as usize] as u32)
        }
        5 | 6 if !legal.is_empty() => {
            JsValue::from(name(legal[rng.below(legal.len() as u64) as usize]))
        }
        7 => JsValue::from(rng.below(64) as u32),
        8 => JsValue::from(name(rng.below(64) as usize).to_uppercase()),
        9 => JsValue::from([-1.0, 64.0, 2.5, f64::NAN, f64::INFINITY, 1e20][rng.below(6) as usize]),
        10 => JsValue::from(["", "z9", "d", "d33", "\u{0}", " d3"][rng.below(6) as usize]),
        11 => JsValue::from(rng.below(2) == 0),
        12 => [JsValue::NULL, JsValue::UNDEFINED][rng.below(2) as usize].clone(),
        13 => js_sys::Object::new().into(),
        14 => js_sys::Array::of1(&JsValue::from(some_legal() as u32)).into(),
        _ => JsValue::from(some_legal() as u32),
    }
}

/// A value of another type than a string, or a transcript.
fn random_text_value(rng: &mut SeededRandom, text: String) -> JsValue {
    match rng.below(8) {
        0 => JsValue::from(rng.below(100) as u32),
        1 => JsValue::from(true),
        2 => JsValue::NULL,
        3 => js_sys::Object::new().into(),
        _ => JsValue::from(text),
    }
}

/// The square a value names for `play`, as the API reads it (an index or a name).
fn square_of(value: &JsValue) -> Option<usize> {
    if let Some(number) = value.as_f64() {
        return (number.fract() == 0.0 && (0.0..64.0).contains(&number)).then_some(number as usize);
    }
    value.as_string().and_then(|text| parse_name(&text))
}

/// Every export called at random with arguments of random types, each result and the whole
/// game after it checked against the plain model; a refused call must change nothing.
#[wasm_bindgen_test]
fn random_calls_agree_with_the_plain_rules() {
    let calls: u64 = FUZZ_CALLS.map_or(100_000, |text| text.parse().expect("a number of calls"));
    let seed: u64 = FUZZ_SEED.map_or_else(
        || js_sys::Date::now() as u64 % 1_000_000,
        |text| text.parse().expect("a seed"),
    );
    console_log!("random calls: REVERSI_FUZZ_SEED={seed} REVERSI_FUZZ_CALLS={calls}");
    let mut rng = SeededRandom::new(seed);
    let mut game = WasmGame::new();
    let mut plain = PlainGame::new();
    let mut refusals = 0u64;
    for number in 0..calls {
        let call;
        match rng.below(10) {
            0..=3 => {
                let value = random_square_value(&mut rng, &plain);
                call = format!("call {number}: play({value:?})");
                let expected = square_of(&value).and_then(|index| plain.play(index));
                match (game.play(value), expected) {
                    (Ok(flips), Some(model)) => {
                        let model: Vec<u8> = model.iter().map(|&i| i as u8).collect();
                        assert_eq!(flips, model, "{call}");
                    }
                    (Err(_), None) => refusals += 1,
                    (real, model) => panic!("{call}: {:?} but the rules say {model:?}", real.ok()),
                }
            }
            4 => {
                let text = random_transcript(&mut rng, &plain);
                let value = random_text_value(&mut rng, text);
                call = format!("call {number}: play_transcript({value:?})");
                let expected = value
                    .as_string()
                    .is_some_and(|text| plain.play_transcript(&text));
                let real = game.play_transcript(value).is_ok();
                refusals += u64::from(!real);
                assert_eq!(real, expected, "{call}");
            }
            5 => {
                call = format!("call {number}: undo()");
                assert_eq!(game.undo(), plain.undo(), "{call}");
            }
            6 => {
                call = format!("call {number}: redo()");
                assert_eq!(game.redo(), plain.redo(), "{call}");
            }
            7 => {
                let level = rng.below(3) as u32;
                call = format!("call {number}: ai_move({level})");
                let legal = plain.now.legal_moves();
                match game.ai_move(level) {
                    Err(_) => {
                        refusals += 1;
                        assert!(legal.is_empty(), "{call}: refused with moves to play");
                    }
                    Ok(square) => {
                        let square = usize::from(square);
                        assert!(legal.contains(&square), "{call}: {square} is not legal");
                        let most = legal.iter().map(|&i| plain.now.flips(i).len()).max();
                        match level {
                            0 => assert_eq!(square, legal[0], "{call}"),
                            2 => assert_eq!(Some(plain.now.flips(square).len()), most, "{call}"),
                            _ => {}
                        }
                    }
                }
            }
            8 => {
                let text = random_transcript(&mut rng, &PlainGame::new());
                let value = random_text_value(&mut rng, text);
                call = format!("call {number}: Game.from_transcript({value:?})");
                let mut fresh = PlainGame::new();
                let expected = value
                    .as_string()
                    .is_some_and(|text| fresh.play_transcript(&text));
                match WasmGame::from_transcript(value) {
                    Ok(made) => {
                        assert!(expected, "{call}: accepted");
                        (game, plain) = (made, fresh);
                        // A transcript's history is its moves: undo must walk it back.
                        plain = replay_history(plain);
                    }
                    Err(_) => {
                        refusals += 1;
                        assert!(!expected, "{call}: refused");
                    }
                }
            }
            _ => {
                let whole = plain.now.board_string();
                let text = match rng.below(4) {
                    0 => whole[..rng.below(whole.len() as u64) as usize].to_string(),
                    1 => whole.replacen('-', "?", 1),
                    _ => whole.clone(),
                };
                let value = random_text_value(&mut rng, text);
                call = format!("call {number}: Game.from_board({value:?})");
                let valid = value.as_string().is_some_and(|text| text == whole);
                match WasmGame::from_board(value) {
                    Ok(made) => {
                        assert!(valid, "{call}: accepted");
                        game = made;
                        plain = PlainGame::from_state(plain.now.cells, plain.now.to_move);
                    }
                    Err(_) => {
                        refusals += 1;
                        assert!(!valid, "{call}: refused");
                    }
                }
            }
        }
        assert_same(&game, &plain, &call);
        // Now and then a fresh start, so that games do not all end in the same way.
        if plain.now.is_over() && rng.below(4) == 0 {
            (game, plain) = (WasmGame::new(), PlainGame::new());
        }
    }
    console_log!("{calls} calls, {refusals} refused, every result as the plain rules say");
    assert!(
        refusals > calls / 20,
        "only {refusals} refusals: the test hardly tried bad input"
    );
}

/// `plain` with its moves as history (as a game made from a transcript has them).
fn replay_history(plain: PlainGame) -> PlainGame {
    let mut replayed = PlainGame::new();
    for &index in &plain.now.moves {
        replayed.play(index).expect("the moves were legal");
    }
    replayed
}
