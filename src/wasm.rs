//! The JavaScript API: the only file that imports `wasm_bindgen`. Each export delegates to the
//! engine in a few lines; errors become JS `Error`s whose message names the problem (in
//! English; a refused move or transcript also carries a `code` for a page to word in its own
//! language), and no export can panic (every failure is a `Result`).
//!
//! Colours cross as numbers: 0 empty, 1 black, 2 white. Squares cross as indices `0..64`
//! (a1 = 0, h8 = 63); wherever a square is taken, its name (`"d3"`) is accepted too.

use crate::ai::review::{self, MoveReview, PositionAnalysis};
use crate::{
    ai, openings, perft, Board, Color, Game, PassRule, PlayError, Square, Status, TranscriptError,
};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The global `performance`: pages, workers and node all have one.
    #[wasm_bindgen(thread_local_v2, js_name = performance)]
    static PERFORMANCE: web_sys::Performance;
}

/// The search's clock in JavaScript (`std::time::Instant` panics in wasm32-unknown-unknown):
/// `performance.now()`, through web-sys's binding.
struct JsClock;

impl ai::Clock for JsClock {
    fn now_ms(&self) -> f64 {
        PERFORMANCE.with(web_sys::Performance::now)
    }
}

/// The transposition table of a throwaway engine for a single `Game.ai_move` call.
const ONE_MOVE_TABLE_MEGABYTES: usize = 1;

/// A game of Othello, exported to JavaScript as `Game`.
#[wasm_bindgen(js_name = Game)]
pub struct WasmGame(Game);

fn color_code(color: Color) -> u8 {
    match color {
        Color::Black => 1,
        Color::White => 2,
    }
}

fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

/// A JS `Error` for a refused move, with its English message and, for a page to word in its
/// own language, `code` ("game-over", "off-board", "occupied" or "no-flips") and `square`
/// (its name, when there is one).
fn play_error(refused: &PlayError) -> js_sys::Error {
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

/// A JS `Error` for a refused transcript: as [`play_error`]'s for the move refused, plus
/// `move` (its number, from 1) and `text` (as written).
fn transcript_error(refused: &TranscriptError) -> JsValue {
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

/// Reads a square given as an index (`19`) or a name (`"d3"`).
fn square_from_js(value: &JsValue) -> Result<Square, JsError> {
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

/// What a transcript argument is, for error messages.
const TRANSCRIPT: &str = "a transcript is a string of moves such as \"f5d6c3\"";

/// What a board string argument is, for error messages.
const BOARD_STRING: &str =
    "a board is a string of 64 squares (X, O or -) and the side to move (X or O)";

/// The string `value` holds, or an error saying what was expected (`what`) and what came.
/// Taking any value rather than `&str` keeps every argument type a clear error.
fn text_from_js(value: &JsValue, what: &str) -> Result<String, JsError> {
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

fn indices(squares: impl IntoIterator<Item = Square>) -> Vec<u8> {
    squares.into_iter().map(Square::index).collect()
}

/// Public methods, exported to JavaScript.
#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// A new game from the standard start, black to move.
    #[wasm_bindgen(constructor)]
    pub fn new() -> WasmGame {
        WasmGame(Game::new())
    }

    /// The standard start followed by a transcript such as `"f5d6c3"`. Throws on a bad move.
    pub fn from_transcript(transcript: JsValue) -> Result<WasmGame, JsValue> {
        Game::from_transcript(&text_from_js(&transcript, TRANSCRIPT)?)
            .map(WasmGame)
            .map_err(|refused| transcript_error(&refused))
    }

    /// A game from a board string (64 of `X`/`O`/`-` a1→h8, then `X` or `O` to move).
    pub fn from_board(board: JsValue) -> Result<WasmGame, JsError> {
        Game::from_board_string(&text_from_js(&board, BOARD_STRING)?)
            .map(WasmGame)
            .map_err(error)
    }

    /// An independent copy.
    pub fn copy(&self) -> WasmGame {
        WasmGame(self.0.clone())
    }

    /// The squares the side to move may play, ascending (empty once the game is over).
    pub fn legal_moves(&self) -> Vec<u8> {
        indices(self.0.legal_moves())
    }

    /// Plays a square (index or name) for the side to move; passes follow automatically.
    /// Returns the flipped squares. Throws, leaving the game unchanged, on an illegal move:
    /// the Error's `code` says why and `square` names the square (see `play_error`).
    pub fn play(&mut self, square: JsValue) -> Result<Vec<u8>, JsValue> {
        let square = square_from_js(&square)?;
        let turn = self
            .0
            .play(square)
            .map_err(|refused| play_error(&refused))?;
        Ok(indices(turn.flips))
    }

    /// Plays the moves of a transcript from here, all or nothing. Throws on a bad move.
    /// The error also has `code` and `square` (see `play`) and `move` (its number, from 1)
    /// and `text` (as written) for the move refused.
    pub fn play_transcript(&mut self, transcript: JsValue) -> Result<(), JsValue> {
        let transcript = text_from_js(&transcript, TRANSCRIPT)?;
        self.0
            .play_transcript(&transcript)
            .map_err(|refused| transcript_error(&refused))
    }

    /// The square the computer picks at `level` (see the README's level table); it is not
    /// played. Throws once the game is over, and for a searching level (3 and up) until
    /// `load_evaluation` has been called. A fresh engine each call: for a game against the
    /// computer, an `Ai` keeps its table between moves.
    pub fn ai_move(&self, level: u32) -> Result<u8, JsError> {
        Ai::new_with_table(ONE_MOVE_TABLE_MEGABYTES).choose(self, level)
    }

    /// The 64 squares a1→h8: 0 empty, 1 black, 2 white.
    pub fn cells(&self) -> Vec<u8> {
        Square::all()
            .map(|square| self.0.disc_at(square).map_or(0, color_code))
            .collect()
    }

    /// Black discs on the board.
    pub fn black_count(&self) -> u32 {
        self.0.count(Color::Black)
    }

    /// White discs on the board.
    pub fn white_count(&self) -> u32 {
        self.0.count(Color::White)
    }

    /// 1 when black is to move, 2 for white.
    pub fn to_move(&self) -> u8 {
        color_code(self.0.to_move())
    }

    /// Whether neither side can move.
    pub fn is_over(&self) -> bool {
        self.0.is_over()
    }

    /// Once the game is over: 1 black won, 2 white won, 0 a draw. `undefined` while it goes on.
    pub fn winner(&self) -> Option<u8> {
        match self.0.status() {
            Status::Playing { .. } => None,
            Status::Over(outcome) => Some(outcome.winner.map_or(0, color_code)),
        }
    }

    /// The last square played, or `undefined` before the first move.
    pub fn last_move(&self) -> Option<u8> {
        self.0.turns().last().map(|turn| turn.square.index())
    }

    /// The squares the last move flipped (empty before the first move).
    pub fn last_flips(&self) -> Vec<u8> {
        self.0
            .turns()
            .last()
            .map_or_else(Vec::new, |turn| indices(turn.flips))
    }

    /// The side (1 or 2) that had to pass right after the last move (or, before any move, at
    /// the start position); `undefined` when nobody passed.
    pub fn last_pass(&self) -> Option<u8> {
        match self.0.turns().last() {
            Some(turn) => turn.pass_after.map(color_code),
            None => self.0.start_pass().map(color_code),
        }
    }

    /// The moves so far, such as `"f5d6c3"`.
    pub fn transcript(&self) -> String {
        self.0.transcript()
    }

    /// How many moves have been played.
    pub fn move_count(&self) -> usize {
        self.0.turns().len()
    }

    /// The current position as a board string (`from_board` reads it back).
    pub fn board_string(&self) -> String {
        self.0.board_string()
    }

    /// The start position as a board string.
    pub fn start_board_string(&self) -> String {
        self.0.start_board_string()
    }

    /// How many moves taken back can be replayed with `redo`.
    pub fn redo_count(&self) -> usize {
        self.0.redo_count()
    }

    /// Everything a view draws, in one call: `{ cells, legal, toMove, over, winner, black,
    /// white, lastMove, lastPass, transcript, moveCount, redoCount, opening }`, each as its own
    /// getter returns it (`cells` and `legal` as Uint8Arrays; `winner`, `lastMove` and
    /// `lastPass` `undefined` when there is none).
    pub fn snapshot(&self) -> js_sys::Object {
        let optional = |value: Option<u8>| value.map_or(JsValue::UNDEFINED, JsValue::from);
        plain_object(&[
            ("cells", js_sys::Uint8Array::from(&self.cells()[..]).into()),
            (
                "legal",
                js_sys::Uint8Array::from(&self.legal_moves()[..]).into(),
            ),
            ("toMove", self.to_move().into()),
            ("over", self.is_over().into()),
            ("winner", optional(self.winner())),
            ("black", self.black_count().into()),
            ("white", self.white_count().into()),
            ("lastMove", optional(self.last_move())),
            ("lastPass", optional(self.last_pass())),
            ("transcript", self.transcript().into()),
            ("moveCount", (self.move_count() as u32).into()),
            ("redoCount", (self.redo_count() as u32).into()),
            ("opening", self.opening()),
        ])
    }

    /// The named opening the game is playing (see `reversi::openings`) as `{ en, ja }`, its
    /// English and Japanese names; `undefined` before the first named position, or for a game
    /// that began from another position.
    pub fn opening(&self) -> JsValue {
        openings::opening_of(&self.0).map_or(JsValue::UNDEFINED, |opening| {
            plain_object(&[
                ("en", opening.english.into()),
                ("ja", opening.japanese.into()),
            ])
            .into()
        })
    }

    /// The review of every move of this game (the moves played so far) from `analyses`, one
    /// `Ai.analyse` answer for each of its positions in order: the one before each move, then
    /// the last. Returns an array of records `{ number, color, played, playedIndex,
    /// playedScore, best, bestIndex, bestScore, loss, exact, class }` (squares by name and by
    /// index; scores in discs for the mover; class "best", "inaccuracy", "mistake" or
    /// "blunder"). Throws when the analyses are not an array of one analysis a position.
    pub fn review(&self, analyses: JsValue) -> Result<js_sys::Array, JsError> {
        let analyses = analyses_from_js(&analyses)?;
        let records = review::review_moves(&self.0, &analyses).map_err(error)?;
        Ok(records.iter().map(review_record).collect())
    }

    /// Takes back the last move; false at the start.
    pub fn undo(&mut self) -> bool {
        self.0.undo().is_some()
    }

    /// Replays the last move taken back; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.0.redo().is_some()
    }
}

impl Default for WasmGame {
    fn default() -> Self {
        WasmGame::new()
    }
}

/// The name of a square index, such as `"d3"` for 19. Throws for an index outside 0..63.
#[wasm_bindgen]
pub fn square_name(index: JsValue) -> Result<String, JsError> {
    Ok(square_from_js(&index)?.to_string())
}

/// Perft from the start position (a pass counts as one ply when `pass_is_a_ply`), for
/// measuring the wasm build against the native one.
#[wasm_bindgen(js_name = perft)]
pub fn perft_from_start(depth: u32, pass_is_a_ply: bool) -> f64 {
    let rule = if pass_is_a_ply {
        PassRule::CountsAsPly
    } else {
        PassRule::FreePly
    };
    perft(Board::start(), depth, rule) as f64
}

/// A computer player with its own search engine (and transposition table, kept between moves),
/// exported to JavaScript as `Ai`. The page's worker holds one.
#[wasm_bindgen]
pub struct Ai(ai::Engine);

/// Public methods, exported to JavaScript.
#[wasm_bindgen]
impl Ai {
    /// An engine with the browser's default table size.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Ai {
        Ai::new_with_table(ai::DEFAULT_TABLE_MEGABYTES)
    }

    /// The square the computer picks at `level` in `game` (not played). Throws once the game
    /// is over, and for a searching level (3 and up) until `load_evaluation` has been called.
    pub fn choose(&mut self, game: &WasmGame, level: u32) -> Result<u8, JsError> {
        if level_searches(level) {
            evaluation_needed()?;
        }
        ai::choose_move_with(&mut self.0, &game.0, level, &JsClock)
            .map(Square::index)
            .ok_or_else(|| error(PlayError::GameOver))
    }

    /// The score of every legal move at `level`'s strength, best first, as an array of
    /// `{ square, score, exact }`: `square` its index, `score` in discs for the side to move
    /// (the final disc difference when `exact` is true, an estimate when false). Throws until
    /// `load_evaluation` has been called.
    pub fn hints(&mut self, game: &WasmGame, level: u32) -> Result<js_sys::Array, JsError> {
        evaluation_needed()?;
        Ok(ai::hints_for_level(&mut self.0, &game.0, level, &JsClock)
            .into_iter()
            .map(|hint| {
                plain_object(&[
                    ("square", hint.square.index().into()),
                    ("score", hint.score.into()),
                    ("exact", hint.exact.into()),
                ])
            })
            .collect())
    }

    /// Solves `game` exactly, however long it takes (meant for benchmarks and puzzles with
    /// few empty squares): `{ square, score, nodes }`, the best square's index (`undefined`
    /// when the side to move must pass or the game is over), the final disc difference for
    /// the side to move, and the positions searched. Throws until `load_evaluation` has been
    /// called.
    pub fn solve(&mut self, game: &WasmGame) -> Result<js_sys::Object, JsError> {
        evaluation_needed()?;
        let solution = self.0.solve(&game.0.board());
        let square = solution
            .best_move
            .map_or(JsValue::UNDEFINED, |square| square.index().into());
        Ok(plain_object(&[
            ("square", square),
            ("score", solution.score.into()),
            ("nodes", (solution.nodes as f64).into()),
        ]))
    }

    /// Analyses the current position of `game` for a review (see `Game.review`): exact from
    /// the review's number of empties, estimated at its depth before (`reversi::ai::review`).
    /// Returns `{ square, score, exact }`: the best square's index (`undefined` once the game
    /// is over), its score in discs for the side to move, and whether that is exact. Throws
    /// until `load_evaluation` has been called.
    pub fn analyse(&mut self, game: &WasmGame) -> Result<js_sys::Object, JsError> {
        evaluation_needed()?;
        let analysis = review::analyse_position(
            &mut self.0,
            &game.0.board(),
            &review::REVIEW_DEPTHS,
            &JsClock,
        );
        Ok(analysis_to_js(&analysis))
    }

    /// The exact score of every legal move of `game`, best first, as an array of
    /// `{ square, score }` (the final disc difference for the side to move after that move
    /// and perfect play): what a puzzle's answer is judged by. As slow as `solve` times the
    /// moves, so meant for positions of 20 or so empties. Throws until `load_evaluation`
    /// has been called.
    pub fn solve_moves(&mut self, game: &WasmGame) -> Result<js_sys::Array, JsError> {
        evaluation_needed()?;
        Ok(self
            .0
            .solve_moves(&game.0.board(), &JsClock)
            .into_iter()
            .map(|hint| {
                plain_object(&[
                    ("square", hint.square.index().into()),
                    ("score", hint.score.into()),
                ])
            })
            .collect())
    }

    /// Forgets what the table learnt (for a new game).
    pub fn clear(&mut self) {
        self.0.clear();
    }
}

impl Ai {
    fn new_with_table(megabytes: usize) -> Ai {
        Ai(ai::Engine::new(megabytes))
    }
}

impl Default for Ai {
    fn default() -> Self {
        Ai::new()
    }
}

/// An analysis as `Ai.analyse` returns it and `Game.review` takes it back.
fn analysis_to_js(analysis: &PositionAnalysis) -> js_sys::Object {
    let square = analysis
        .best_move
        .map_or(JsValue::UNDEFINED, |square| square.index().into());
    plain_object(&[
        ("square", square),
        ("score", analysis.score.into()),
        ("exact", analysis.exact.into()),
    ])
}

/// What an analyses argument is, for error messages.
const ANALYSES: &str =
    "the analyses are an array of what Ai.analyse returned, one for each position of the game";

/// Reads back an array of `Ai.analyse` answers, refusing anything else with a reason.
fn analyses_from_js(value: &JsValue) -> Result<Vec<PositionAnalysis>, JsError> {
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
fn review_record(record: &MoveReview) -> js_sys::Object {
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

/// Installs the computer's evaluation: the bytes of `reversi_eval.bin` (beside this module's
/// wasm), the evaluation's table followed by the opening book. The searching levels, hints
/// and solves need it; the rules do not, so the page fetches it only when a board first asks
/// the computer. Once per page or worker: throws for bytes that are not this engine's table
/// (or a damaged book after it: then nothing is installed), or when one is installed already.
#[wasm_bindgen]
pub fn load_evaluation(bytes: JsValue) -> Result<(), JsError> {
    let array = if let Some(array) = bytes.dyn_ref::<js_sys::Uint8Array>() {
        array.clone()
    } else if let Some(buffer) = bytes.dyn_ref::<js_sys::ArrayBuffer>() {
        js_sys::Uint8Array::new(buffer)
    } else {
        return Err(error(format!(
            "load_evaluation takes the bytes of reversi_eval.bin as a Uint8Array or an \
             ArrayBuffer, not {}",
            js_type(&bytes)
        )));
    };
    if array.length() > MAX_EVALUATION_BYTES {
        return Err(error(format!(
            "{} bytes are far more than an evaluation table of this engine",
            array.length()
        )));
    }
    ai::eval::install(array.to_vec()).map_err(error)
}

/// The most bytes `load_evaluation` copies into the module: the table and the book are
/// under 2 MB, so anything this large is not ours (and copying it could exhaust memory).
const MAX_EVALUATION_BYTES: u32 = 16 * 1024 * 1024;

/// Whether `load_evaluation` has installed the computer's evaluation.
#[wasm_bindgen]
pub fn evaluation_loaded() -> bool {
    ai::eval::is_installed()
}

/// An error for the computer's entry points called before `load_evaluation`.
fn evaluation_needed() -> Result<(), JsError> {
    if ai::eval::is_installed() {
        Ok(())
    } else {
        Err(error(
            "the computer's evaluation is not loaded: pass the bytes of reversi_eval.bin to \
             load_evaluation() first",
        ))
    }
}

/// The names of the computer levels, weakest first (index = level): "First move" … .
#[wasm_bindgen]
pub fn level_names() -> Vec<String> {
    ai::level_table()
        .map(|info| info.name.to_string())
        .collect()
}

/// The level a new game is played at unless the person picks another.
#[wasm_bindgen]
#[must_use]
pub fn default_level() -> u32 {
    ai::DEFAULT_LEVEL
}

/// The level whose search scores the page's hints and evaluation graph.
#[wasm_bindgen]
#[must_use]
pub fn hint_level() -> u32 {
    ai::HINT_LEVEL
}

/// The most empty squares a puzzle may have: every move of it is solved exactly
/// (`Ai.solve_moves`), which grows about threefold per empty square.
#[wasm_bindgen]
#[must_use]
pub fn puzzle_most_empties() -> u32 {
    crate::puzzles::MOST_EMPTIES
}

/// Whether `level` searches (3 and up), and so needs `load_evaluation` first.
#[wasm_bindgen]
pub fn level_searches(level: u32) -> bool {
    ai::level_limits(level).is_some()
}

/// What a level does, in one English sentence (levels past the top play as the top level).
#[wasm_bindgen]
pub fn level_description(level: u32) -> String {
    ai::describe_level(level).to_string()
}
