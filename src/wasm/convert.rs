//! Values to and from JavaScript, for the exports in `src/wasm.rs`: arguments read from
//! `JsValue`s (squares, strings, a review's analyses, the evaluation's bytes) and refused with
//! an `Error` that says what was expected, refusals worded as `Error`s with codes, and results
//! built as plain objects (the game's snapshot, hints, solves, analyses, review records).

use crate::ai::review::{MoveReview, PositionAnalysis};
use crate::ai::{MoveScore, Solution};
use crate::{openings, Color, Game, PlayError, Square, Status, TranscriptError};
use wasm_bindgen::prelude::*;

/// What a transcript argument is, for error messages.
pub(super) const TRANSCRIPT: &str = "a transcript is a string of moves such as \"f5d6c3\"";

/// What a board string argument is, for error messages.
pub(super) const BOARD_STRING: &str =
    "a board is a string of 64 squares (X, O or -) and the side to move (X or O)";

/// What a set-up position argument is, for error messages.
pub(super) const OBF_LINE: &str =
    "a position is a string of 64 squares (X, O or -) and the side to move (X or O), as in OBF";

/// What an analyses argument is, for error messages.
const ANALYSES: &str =
    "the analyses are an array of what Ai.analyse returned, one for each position of the game";

/// The most bytes `load_evaluation` copies into the module: the table and the book are
/// under 2 MB, so anything this large is not ours (and copying it could exhaust memory).
const MAX_EVALUATION_BYTES: u32 = 16 * 1024 * 1024;

/// A colour as JavaScript sees it: 1 black, 2 white (0 is an empty square).
fn color_code(color: Color) -> u8 {
    match color {
        Color::Black => 1,
        Color::White => 2,
    }
}

/// A JS `Error` whose message is `message`.
pub(super) fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

/// A JS `Error` for a refused move, with its English message and, for a page to word in its
/// own language, `code` ("game-over", "off-board", "occupied" or "no-flips") and `square`
/// (its name, when there is one).
pub(super) fn play_error(refused: &PlayError) -> js_sys::Error {
    let (code, square) = match refused {
        PlayError::GameOver => ("game-over", None),
        PlayError::OffBoard(_) => ("off-board", None),
        PlayError::Occupied(square) => ("occupied", Some(square.to_string())),
        PlayError::NoFlips(square) => ("no-flips", Some(square.to_string())),
    };
    let error = js_sys::Error::new(&refused.to_string());
    set_field(&error, "code", &code.into());
    if let Some(square) = square {
        set_field(&error, "square", &square.into());
    }
    error
}

/// A JS `Error` for a refused set-up position: `refused`'s message, with `code` and, when
/// there are any, `squares` (their names).
pub(super) fn setup_error(
    code: &str,
    refused: &dyn std::fmt::Display,
    squares: &[Square],
) -> JsValue {
    let error = js_sys::Error::new(&refused.to_string());
    set_field(&error, "code", &code.into());
    if !squares.is_empty() {
        let names: js_sys::Array = squares
            .iter()
            .map(|square| JsValue::from(square.to_string()))
            .collect();
        set_field(&error, "squares", &names.into());
    }
    error.into()
}

/// A JS `Error` for a refused transcript: as [`play_error`]'s for the move refused, plus
/// `move` (its number, from 1) and `text` (as written).
pub(super) fn transcript_error(refused: &TranscriptError) -> JsValue {
    let error = play_error(&refused.error);
    error.set_message(&refused.to_string());
    set_field(&error, "move", &(refused.move_number as f64).into());
    set_field(&error, "text", &refused.text.as_str().into());
    error.into()
}

/// Sets `object[name] = value` on an object made here (which cannot refuse it).
fn set_field(object: &js_sys::Object, name: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(object, &name.into(), value);
}

/// A plain JS object with these fields: it crosses to the page and between workers as it is
/// (`postMessage` copies it), where an exported Rust struct would be a handle to wasm memory.
fn plain_object(fields: &[(&str, JsValue)]) -> js_sys::Object {
    let object = js_sys::Object::new();
    for (name, value) in fields {
        set_field(&object, name, value);
    }
    object
}

/// `value`, or `undefined` for none.
fn optional(value: Option<impl Into<JsValue>>) -> JsValue {
    value.map_or(JsValue::UNDEFINED, Into::into)
}

/// Reads a square given as an index (`19`) or a name (`"d3"`).
pub(super) fn square_from_js(value: &JsValue) -> Result<Square, JsError> {
    if let Some(number) = value.as_f64() {
        if number.fract() != 0.0 || !(0.0..64.0).contains(&number) {
            return Err(error(format!(
                "square {number} is off the board (squares are 0 to 63)"
            )));
        }
        return Square::from_index(number as u32).map_err(error);
    }
    if let Some(name) = value.as_string() {
        return name.parse().map_err(error);
    }
    Err(error("a square is an index 0 to 63 or a name a1 to h8"))
}

/// The string `value` holds, or an error saying what was expected (`what`) and what came.
/// Taking any value rather than `&str` keeps every argument type a clear error.
pub(super) fn text_from_js(value: &JsValue, what: &str) -> Result<String, JsError> {
    value
        .as_string()
        .ok_or_else(|| error(format!("{what}, not {}", js_type(value))))
}

/// A value's JavaScript type for an error message: `typeof`'s name with its article, and
/// `null` and arrays by name.
fn js_type(value: &JsValue) -> String {
    if value.is_null() {
        return "null".to_string();
    }
    if js_sys::Array::is_array(value) {
        return "an array".to_string();
    }
    match value.js_typeof().as_string().as_deref() {
        Some("undefined") => "undefined".to_string(),
        Some("object") => "an object".to_string(),
        Some(kind) => format!("a {kind}"),
        None => "a value of an unknown type".to_string(),
    }
}

/// Square indices, in the order given.
pub(super) fn indices(squares: impl IntoIterator<Item = Square>) -> Vec<u8> {
    squares.into_iter().map(Square::index).collect()
}

/// Square indices as a `Uint8Array`.
fn index_array(squares: impl IntoIterator<Item = Square>) -> JsValue {
    js_sys::Uint8Array::from(&indices(squares)[..]).into()
}

/// Everything a view draws of `game`, as one plain object (`Game.snapshot`):
///
/// | field | holds |
/// |---|---|
/// | `cells` | a `Uint8Array` of the 64 squares a1→h8: 0 empty, 1 black, 2 white |
/// | `legal` | a `Uint8Array` of the squares the side to move may play, ascending |
/// | `toMove` | 1 black, 2 white |
/// | `over` | whether neither side can move |
/// | `winner` | once over, 1 or 2, 0 for a draw; `undefined` while the game goes on |
/// | `black`, `white` | the discs of each colour |
/// | `lastMove` | the last square played, `undefined` before the first move |
/// | `lastFlips` | a `Uint8Array` of the squares the last move turned (empty before it) |
/// | `lastPass` | the side that had to pass after the last move (or at the start), or `undefined` |
/// | `transcript` | the moves so far, such as `"f5d6c3"` |
/// | `moveCount`, `redoCount` | the moves played, and those taken back that `redo` replays |
/// | `board`, `startBoard` | the position and the start position as board strings |
/// | `opening` | the named opening as `{ en, ja }`, `undefined` before the first named position |
pub(super) fn snapshot(game: &Game) -> js_sys::Object {
    let last = game.turns().last();
    let last_flips = last.into_iter().flat_map(|turn| turn.flips);
    plain_object(&[
        ("cells", js_sys::Uint8Array::from(&cells(game)[..]).into()),
        ("legal", index_array(game.legal_moves())),
        ("toMove", color_code(game.to_move()).into()),
        ("over", game.is_over().into()),
        ("winner", optional(winner(game))),
        ("black", game.count(Color::Black).into()),
        ("white", game.count(Color::White).into()),
        ("lastMove", optional(last.map(|turn| turn.square.index()))),
        ("lastFlips", index_array(last_flips)),
        ("lastPass", optional(last_pass(game))),
        ("transcript", game.transcript().into()),
        ("moveCount", (game.turns().len() as u32).into()),
        ("redoCount", (game.redo_count() as u32).into()),
        ("board", game.board_string().into()),
        ("startBoard", game.start_board_string().into()),
        ("opening", opening(game)),
    ])
}

/// The 64 squares a1→h8: 0 empty, 1 black, 2 white.
fn cells(game: &Game) -> Vec<u8> {
    Square::all()
        .map(|square| game.disc_at(square).map_or(0, color_code))
        .collect()
}

/// Once the game is over: 1 black won, 2 white won, 0 a draw; `None` while it goes on.
fn winner(game: &Game) -> Option<u8> {
    match game.status() {
        Status::Playing { .. } => None,
        Status::Over(outcome) => Some(outcome.winner.map_or(0, color_code)),
    }
}

/// The side that had to pass right after the last move (or, before any, at the start).
fn last_pass(game: &Game) -> Option<u8> {
    match game.turns().last() {
        Some(turn) => turn.pass_after.map(color_code),
        None => game.start_pass().map(color_code),
    }
}

/// The named opening as `{ en, ja }`, or `undefined`.
fn opening(game: &Game) -> JsValue {
    optional(openings::opening_of(game).map(|opening| {
        plain_object(&[
            ("en", opening.english.into()),
            ("ja", opening.japanese.into()),
        ])
    }))
}

/// A hint as `Ai.hints` returns it: `{ square, score, exact }`.
pub(super) fn hint_to_js(hint: &MoveScore) -> js_sys::Object {
    plain_object(&[
        ("square", hint.square.index().into()),
        ("score", hint.score.into()),
        ("exact", hint.exact.into()),
    ])
}

/// A move's exact score as `Ai.solve_moves` returns it: `{ square, score }`.
pub(super) fn move_score_to_js(hint: &MoveScore) -> js_sys::Object {
    plain_object(&[
        ("square", hint.square.index().into()),
        ("score", hint.score.into()),
    ])
}

/// A solve as `Ai.solve` returns it: `{ square, score, nodes }`.
pub(super) fn solution_to_js(solution: &Solution) -> js_sys::Object {
    plain_object(&[
        ("square", optional(solution.best_move.map(Square::index))),
        ("score", solution.score.into()),
        ("nodes", (solution.nodes as f64).into()),
    ])
}

/// An analysis as `Ai.analyse` returns it and `Game.review` takes it back.
pub(super) fn analysis_to_js(analysis: &PositionAnalysis) -> js_sys::Object {
    plain_object(&[
        ("square", optional(analysis.best_move.map(Square::index))),
        ("score", analysis.score.into()),
        ("exact", analysis.exact.into()),
    ])
}

/// Reads back an array of `Ai.analyse` answers, refusing anything else with a reason.
pub(super) fn analyses_from_js(value: &JsValue) -> Result<Vec<PositionAnalysis>, JsError> {
    let Some(array) = value.dyn_ref::<js_sys::Array>() else {
        return Err(error(format!("{ANALYSES}, not {}", js_type(value))));
    };
    array
        .iter()
        .enumerate()
        .map(|(index, item)| {
            let field = |name: &str| {
                js_sys::Reflect::get(&item, &name.into()).unwrap_or(JsValue::UNDEFINED)
            };
            let bad = || error(format!("{ANALYSES}: item {index} is not one"));
            if !item.is_object() {
                return Err(bad());
            }
            let square = field("square");
            let best_move = if square.is_undefined() {
                None
            } else {
                Some(square_from_js(&square).map_err(|_| bad())?)
            };
            let score = field("score")
                .as_f64()
                .filter(|score| score.fract() == 0.0 && score.abs() <= 64.0)
                .ok_or_else(bad)?;
            let exact = field("exact").as_bool().ok_or_else(bad)?;
            Ok(PositionAnalysis {
                best_move,
                score: score as i32,
                exact,
            })
        })
        .collect()
}

/// One review record for JavaScript (see `Game.review`).
pub(super) fn review_record(record: &MoveReview) -> js_sys::Object {
    plain_object(&[
        ("number", (record.number as u32).into()),
        ("color", record.color.to_string().into()),
        ("played", record.played.to_string().into()),
        ("playedIndex", record.played.index().into()),
        ("playedScore", record.played_score.into()),
        ("best", record.best_move.to_string().into()),
        ("bestIndex", record.best_move.index().into()),
        ("bestScore", record.best_score.into()),
        ("loss", record.loss.into()),
        ("exact", record.exact.into()),
        ("class", record.class.name().into()),
    ])
}

/// The bytes `load_evaluation` is given (a `Uint8Array` or an `ArrayBuffer`), copied into
/// the module; refused when they are anything else, or far too many to be an evaluation.
pub(super) fn evaluation_bytes(bytes: &JsValue) -> Result<Vec<u8>, JsError> {
    let array = if let Some(array) = bytes.dyn_ref::<js_sys::Uint8Array>() {
        array.clone()
    } else if let Some(buffer) = bytes.dyn_ref::<js_sys::ArrayBuffer>() {
        js_sys::Uint8Array::new(buffer)
    } else {
        return Err(error(format!(
            "load_evaluation takes the bytes of reversi_eval.bin as a Uint8Array or an \
             ArrayBuffer, not {}",
            js_type(bytes)
        )));
    };
    if array.length() > MAX_EVALUATION_BYTES {
        return Err(error(format!(
            "{} bytes are far more than an evaluation table of this engine",
            array.length()
        )));
    }
    Ok(array.to_vec())
}
