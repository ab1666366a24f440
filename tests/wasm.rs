//! The JavaScript API as JavaScript sees it, run inside wasm (node) by wasm-bindgen-test:
//! `scripts/test.sh` runs it with `cargo test --target wasm32-unknown-unknown --test wasm`.
//! Bad input must come back as a JS `Error` with a clear message and leave the game unchanged.
#![cfg(target_arch = "wasm32")]

use reversi::wasm::{
    evaluation_loaded, load_evaluation, perft_from_start, square_name, Ai, WasmGame,
};
use wasm_bindgen::{JsCast, JsError, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn message(error: JsError) -> String {
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

/// Everything the page reads, to prove that a refused call changed nothing.
fn snapshot(game: &WasmGame) -> (Vec<u8>, Vec<u8>, u8, String, Option<u8>, bool) {
    (
        game.cells(),
        game.legal_moves(),
        game.to_move(),
        game.transcript(),
        game.last_move(),
        game.is_over(),
    )
}

#[wasm_bindgen_test]
fn a_new_game_shows_the_start_position() {
    let game = WasmGame::new();
    let cells = game.cells();
    assert_eq!(cells.len(), 64);
    assert_eq!((cells[27], cells[28], cells[35], cells[36]), (2, 1, 1, 2));
    assert_eq!(game.legal_moves(), vec![19, 26, 37, 44]);
    assert_eq!(
        (game.black_count(), game.white_count(), game.to_move()),
        (2, 2, 1)
    );
    assert_eq!(game.winner(), None);
    assert_eq!(game.last_move(), None);
}

#[wasm_bindgen_test]
fn play_by_index_or_name_reports_flips_and_hands_over_the_turn() {
    let mut game = WasmGame::new();
    assert_eq!(game.play(JsValue::from(37)).ok().unwrap(), vec![36]); // f5 flips e5
    assert_eq!(game.to_move(), 2);
    assert_eq!(game.play(JsValue::from("d6")).ok().unwrap(), vec![35]);
    assert_eq!(game.transcript(), "f5d6");
    assert_eq!(game.last_move(), Some(43));
    assert_eq!(game.last_flips(), vec![35]);
    assert_eq!((game.black_count(), game.white_count()), (3, 3));
}

#[wasm_bindgen_test]
fn bad_moves_throw_a_clear_error_and_change_nothing() {
    let mut game = WasmGame::from_transcript("f5d6".into()).ok().unwrap();
    let before = snapshot(&game);
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
        let error = game.play(square).err().expect("refused");
        assert_eq!(message(error), expected);
        assert_eq!(snapshot(&game), before);
    }
}

#[wasm_bindgen_test]
fn playing_after_the_game_ended_is_refused() {
    let mut game = WasmGame::from_transcript("d3c3b3d2e1d6d7e3f4".into())
        .ok()
        .unwrap();
    assert!(game.is_over());
    assert_eq!(game.winner(), Some(1));
    assert!(game.legal_moves().is_empty());
    let before = snapshot(&game);
    let error = game.play(JsValue::from(0)).err().expect("refused");
    assert_eq!(
        message(error),
        "the game is over: no more moves can be played"
    );
    assert!(game.ai_move(3).is_err());
    assert_eq!(snapshot(&game), before);
}

#[wasm_bindgen_test]
fn a_pass_is_reported() {
    let game = WasmGame::from_transcript("d3c3b3b2f5a3a1c1".into())
        .ok()
        .unwrap();
    assert_eq!(game.last_pass(), Some(1), "black passed");
    assert_eq!(game.to_move(), 2);
    let before_pass = WasmGame::from_transcript("d3c3b3b2f5a3a1".into())
        .ok()
        .unwrap();
    assert_eq!(before_pass.last_pass(), None);
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
    let before = snapshot(&game);
    assert!(game.play_transcript("d6c3c3".into()).is_err());
    assert_eq!(snapshot(&game), before);
    assert!(WasmGame::from_board("XXO".into()).is_err());
    let board = WasmGame::from_board(game.board_string().into())
        .ok()
        .unwrap();
    assert_eq!(board.cells(), game.cells());
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
    let before = snapshot(&game);
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
        assert_eq!(snapshot(&game), before);
    }
    // An object that claims a negative length, a plain array, a string: none is a table.
    let liar = js_sys::Object::new();
    js_sys::Reflect::set(&liar, &"length".into(), &JsValue::from(-1)).unwrap();
    for value in [
        liar.into(),
        js_sys::Array::of1(&1.into()).into(),
        JsValue::from("eval"),
    ] {
        let refused = message(load_evaluation(value).err().expect("refused"));
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
    let before = snapshot(&game);
    assert!(!evaluation_loaded());
    for level in [0, 1, 2] {
        let square = game.ai_move(level).ok().unwrap();
        assert!(
            game.legal_moves().contains(&square),
            "level {level} without it"
        );
    }
    let refused = game.ai_move(3).err().expect("no evaluation yet");
    assert!(message(refused).contains("load_evaluation"));
    let mut ai = Ai::new();
    assert!(ai.hints(&game, 4).is_err());
    assert!(ai.solve(&game).is_err());
    let wrong = load_evaluation(bytes(&[0; 10])).err().expect("not a table");
    assert!(message(wrong).ends_with("bytes, not 10"));
    assert!(!evaluation_loaded());

    // The page's file: the table, then the opening book. A damaged book installs nothing.
    let table = include_bytes!("../src/ai/eval.bin").to_vec();
    let junk = load_evaluation(bytes(&[table.clone(), b"junk".to_vec()].concat()));
    assert!(message(junk.err().expect("no book")).contains("not an opening book"));
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
        message(again.err().expect("once only")),
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
    assert_eq!(hints.len(), 3 * game.legal_moves().len());
    assert_eq!(snapshot(&game), before);
}

#[wasm_bindgen_test]
fn undo_redo_and_square_names() {
    let mut game = WasmGame::from_transcript("f5d6c3".into()).ok().unwrap();
    assert!(game.undo());
    assert_eq!(game.transcript(), "f5d6");
    assert!(game.redo());
    assert_eq!(game.transcript(), "f5d6c3");
    assert!(!game.redo());
    assert_eq!(square_name(JsValue::from(19)).ok().unwrap(), "d3");
    assert!(square_name(JsValue::from(64)).is_err());
}

#[wasm_bindgen_test]
fn perft_in_wasm_matches_the_published_counts() {
    assert_eq!(perft_from_start(6, true), 8_200.0);
    assert_eq!(perft_from_start(9, true), 3_005_288.0);
    assert_eq!(perft_from_start(9, false), 3_005_320.0);
}
