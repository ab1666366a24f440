//! The JavaScript API: with `wasm/convert.rs` (its values to and from JavaScript), the only
//! code that imports `wasm_bindgen`. Each export delegates to the engine in a few lines;
//! errors become JS `Error`s whose message names the problem (in English; a refused move or
//! transcript also carries a `code` for a page to word in its own language), and no export
//! can panic (every failure is a `Result`).
//!
//! Colours cross as numbers: 0 empty, 1 black, 2 white. Squares cross as indices `0..64`
//! (a1 = 0, h8 = 63); wherever a square is taken, its name (`"d3"`) is accepted too. A view
//! reads a game through one call, `snapshot()`, a plain object of everything it draws.

mod convert;

use crate::ai::review;
use crate::{ai, obf, perft, Board, Game, PassRule, PlayError, Square};
use convert::{
    analyses_from_js, analysis_to_js, error, evaluation_bytes, hint_to_js, indices,
    move_score_to_js, play_error, review_record, setup_error, solution_to_js, square_from_js,
    text_from_js, transcript_error, BOARD_STRING, OBF_LINE, TRANSCRIPT,
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

    /// Everything a view draws, in one call: a plain object `{ cells, legal, toMove, over,
    /// winner, black, white, lastMove, lastFlips, lastPass, transcript, moveCount, redoCount,
    /// board, startBoard, opening }` (see `convert::snapshot` for each field).
    pub fn snapshot(&self) -> js_sys::Object {
        convert::snapshot(&self.0)
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

#[wasm_bindgen]
/// A set-up position (a board editor's, an OBF line, a `#board=` address) as the board string
/// `Game.from_board` takes: 64 squares a1→h8 of `X`, `O` or `-` (or `.`), the side to move
/// (`X` or `O`), then perhaps OBF's `;`, its scored moves and a `%` comment (all ignored).
/// The side named is kept, even one that has no move (the game passes for it). Throws an
/// Error with a `code` for a page to word in its own language: "board" (not a board string;
/// the message says why), "no-empty" (every square taken), or "centre-empty" (with
/// `squares`, the empty ones of d4, e4, d5, e5).
pub fn setup_position(text: JsValue) -> Result<String, JsValue> {
    let text = text_from_js(&text, OBF_LINE)?;
    let position = obf::parse_line(&text).map_err(|refused| setup_error("board", &refused, &[]))?;
    obf::check_setup(position.board).map_err(|refused| match &refused {
        obf::SetupError::NoEmpty => setup_error("no-empty", &refused, &[]),
        obf::SetupError::CentreEmpty(squares) => setup_error("centre-empty", &refused, squares),
    })?;
    Ok(position.game().start_board_string())
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
        let hints = ai::hints_for_level(&mut self.0, &game.0, level, &JsClock);
        Ok(hints.iter().map(hint_to_js).collect())
    }

    /// Solves `game` exactly, however long it takes (meant for benchmarks and puzzles with
    /// few empty squares): `{ square, score, nodes }`, the best square's index (`undefined`
    /// when the side to move must pass or the game is over), the final disc difference for
    /// the side to move, and the positions searched. Throws until `load_evaluation` has been
    /// called.
    pub fn solve(&mut self, game: &WasmGame) -> Result<js_sys::Object, JsError> {
        evaluation_needed()?;
        Ok(solution_to_js(&self.0.solve(&game.0.board())))
    }

    /// Analyses the current position of `game` for a review (see `Game.review`): exact from
    /// the review's number of empties, estimated at its depth before (`reversi::ai::review`).
    /// Returns `{ square, score, exact }`: the best square's index (`undefined` once the game
    /// is over), its score in discs for the side to move, and whether that is exact. Throws
    /// until `load_evaluation` has been called.
    pub fn analyse(&mut self, game: &WasmGame) -> Result<js_sys::Object, JsError> {
        evaluation_needed()?;
        let depths = &review::REVIEW_DEPTHS;
        let analysis = review::analyse_position(&mut self.0, &game.0.board(), depths, &JsClock);
        Ok(analysis_to_js(&analysis))
    }

    /// Analyses `game` as `analyse` does, with the midgame search `depth` plies deep (from 1
    /// to 30; exact from the same number of empties): a review looks deeper this way when
    /// its first pass leaves it time. Returns `{ square, score, exact }` as `analyse` does.
    /// Throws until `load_evaluation` has been called, or when `depth` is out of range.
    pub fn analyse_to_depth(
        &mut self,
        game: &WasmGame,
        depth: u32,
    ) -> Result<js_sys::Object, JsError> {
        evaluation_needed()?;
        if !(1..=30).contains(&depth) {
            return Err(error(format!(
                "a review's depth is from 1 to 30 plies, not {depth}"
            )));
        }
        let depths = review::ReviewDepths {
            depth,
            ..review::REVIEW_DEPTHS
        };
        let analysis = review::analyse_position(&mut self.0, &game.0.board(), &depths, &JsClock);
        Ok(analysis_to_js(&analysis))
    }

    /// The exact score of every legal move of `game`, best first, as an array of
    /// `{ square, score }` (the final disc difference for the side to move after that move
    /// and perfect play): what a puzzle's answer is judged by. As slow as `solve` times the
    /// moves, so meant for positions of 20 or so empties. Throws until `load_evaluation`
    /// has been called.
    pub fn solve_moves(&mut self, game: &WasmGame) -> Result<js_sys::Array, JsError> {
        evaluation_needed()?;
        let scores = self.0.solve_moves(&game.0.board(), &JsClock);
        Ok(scores.iter().map(move_score_to_js).collect())
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

/// Installs the computer's evaluation: the bytes of `reversi_eval.bin` (beside this module's
/// wasm), the evaluation's table followed by the opening book. The searching levels, hints
/// and solves need it; the rules do not, so the page fetches it only when a board first asks
/// the computer. Once per page or worker: throws for bytes that are not this engine's table
/// (or a damaged book after it: then nothing is installed), or when one is installed already.
#[wasm_bindgen]
pub fn load_evaluation(bytes: JsValue) -> Result<(), JsError> {
    ai::eval::install(evaluation_bytes(&bytes)?).map_err(error)
}

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

/// The same names in Japanese, weakest first (index = level): "最初の手" … .
#[wasm_bindgen]
pub fn level_names_ja() -> Vec<String> {
    ai::level_table()
        .map(|info| info.name_ja.to_string())
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
