//! `Game`: the checked layer over [`Board`]. It knows colours, whose turn it is, passes,
//! history (a transcript like `f5d6c3`), undo/redo and the result.
//!
//! Passes are automatic: after every move, a side that cannot move is passed over and the pass
//! is recorded on that move, so the side to move always has a legal move until the game ends.
//! Transcripts therefore list moves only, never passes.

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::color::Color;
use crate::square::{Square, SquareError};
use std::fmt;

/// One move that was played, with what it did.
///
/// # Examples
/// ```
/// use reversi::{Color, Game};
/// let mut game = Game::new();
/// let turn = game.play("f5".parse().unwrap()).unwrap();
/// assert_eq!((turn.square.to_string(), turn.color), ("f5".into(), Color::Black));
/// assert_eq!(turn.flips.count(), 1);
/// assert_eq!(turn.pass_after, None);
/// // After c1 black has no move: white plays on, and c1 records the pass.
/// let game = Game::from_transcript("d3c3b3b2f5a3a1c1").unwrap();
/// assert_eq!(game.turns().last().unwrap().pass_after, Some(Color::Black));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    /// Where the disc was placed.
    pub square: Square,
    /// Who placed it.
    pub color: Color,
    /// The discs it turned over.
    pub flips: Bitboard,
    /// The side that had no move right after it and had to pass, if any. When the game ended
    /// with this move, this stays `None`: that is not a pass but the end.
    pub pass_after: Option<Color>,
    /// The position just before the move, so undo is exact.
    before: (Board, Color),
}

/// Whether the game goes on, and its result when it does not.
///
/// # Examples
/// ```
/// use reversi::{Color, Game, Status};
/// assert_eq!(Game::new().status(), Status::Playing { to_move: Color::Black });
/// // Black fills h8, the last empty square.
/// let line = format!("{}{}- X", "X".repeat(32), "O".repeat(31));
/// let mut game = Game::from_board_string(&line).unwrap();
/// game.play("h8".parse().unwrap()).unwrap();
/// assert!(matches!(game.status(), Status::Over(outcome) if outcome.winner == Some(Color::Black)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// `to_move` has at least one legal move.
    Playing {
        /// The side whose turn it is.
        to_move: Color,
    },
    /// Neither side can move.
    Over(Outcome),
}

/// The disc count at the end of a game.
///
/// # Examples
/// ```
/// use reversi::{Color, Game, Outcome, Status};
/// let line = format!("{}{}- X", "X".repeat(32), "O".repeat(31));
/// let mut game = Game::from_board_string(&line).unwrap();
/// game.play("h8".parse().unwrap()).unwrap();
/// let outcome = Outcome { black: 39, white: 25, winner: Some(Color::Black) };
/// assert_eq!(game.status(), Status::Over(outcome));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Black discs on the board.
    pub black: u32,
    /// White discs on the board.
    pub white: u32,
    /// The side with more discs; `None` for a draw.
    pub winner: Option<Color>,
}

/// Why a move was refused. The game is left exactly as it was.
///
/// # Examples
/// ```
/// use reversi::{Game, PlayError};
/// let mut game = Game::new();
/// let a1 = "a1".parse().unwrap();
/// assert_eq!(game.play(a1), Err(PlayError::NoFlips(a1)));
/// let message = game.play(a1).unwrap_err().to_string();
/// assert_eq!(message, "a1 is not a legal move: it would turn over no disc");
/// let d4 = "d4".parse().unwrap();
/// assert_eq!(game.play(d4), Err(PlayError::Occupied(d4)));
/// assert!(matches!(game.play_index(64), Err(PlayError::OffBoard(_))));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// No moves are left for either side.
    GameOver,
    /// A number that names no square.
    OffBoard(SquareError),
    /// The square already holds a disc.
    Occupied(Square),
    /// The square is empty but the move would turn over no disc.
    NoFlips(Square),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => write!(f, "the game is over: no more moves can be played"),
            PlayError::OffBoard(error) => write!(f, "{error}"),
            PlayError::Occupied(square) => write!(f, "{square} is already taken"),
            PlayError::NoFlips(square) => {
                write!(
                    f,
                    "{square} is not a legal move: it would turn over no disc"
                )
            }
        }
    }
}

impl std::error::Error for PlayError {}

/// Why a transcript was refused, naming the move (1-based) where it went wrong.
///
/// # Examples
/// ```
/// use reversi::{Game, PlayError};
/// let error = Game::from_transcript("f5d6a1").unwrap_err();
/// assert_eq!((error.move_number, error.text.as_str()), (3, "a1"));
/// assert_eq!(error.error, PlayError::NoFlips("a1".parse().unwrap()));
/// assert!(error.to_string().starts_with("transcript move 3 ('a1'): "));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TranscriptError {
    /// Which move of the transcript, counting from 1.
    pub move_number: usize,
    /// The text of that move.
    pub text: String,
    /// What is wrong with it.
    pub error: PlayError,
}

impl fmt::Display for TranscriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "transcript move {} ('{}'): {}",
            self.move_number, self.text, self.error
        )
    }
}

impl std::error::Error for TranscriptError {}

/// Why a board string was refused.
///
/// # Examples
/// ```
/// use reversi::Game;
/// let error = Game::from_board_string("XO X").unwrap_err();
/// assert!(error.to_string().starts_with("bad board string: it has 4 squares"));
/// let no_side = Game::from_board_string(&"-".repeat(64)).unwrap_err();
/// assert!(no_side.0.contains("side to move"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError(pub String);

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad board string: {}", self.0)
    }
}

impl std::error::Error for PositionError {}

/// A game of Othello from a start position, with checked moves and automatic passes.
///
/// # Examples
/// ```
/// use reversi::{Color, Game, Status};
/// let mut game = Game::new();
/// game.play("f5".parse().unwrap()).unwrap();
/// assert!(game.play("a1".parse().unwrap()).is_err()); // refused, nothing changes
/// assert_eq!(game.transcript(), "f5");
/// assert_eq!(game.status(), Status::Playing { to_move: Color::White });
/// assert_eq!((game.count(Color::Black), game.count(Color::White)), (4, 1));
///
/// let game = Game::from_transcript("f5d6c3d3c4").unwrap();
/// assert_eq!(game.turns().len(), 5);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The position the game started from, relative to `start_to_move`.
    start: Board,
    start_to_move: Color,
    /// The side that had to pass before the first move, when the start position demanded it.
    start_pass: Option<Color>,
    /// The current position, relative to `to_move`.
    board: Board,
    to_move: Color,
    turns: Vec<Turn>,
    /// Moves taken back by `undo`, most recent last, for `redo`.
    undone: Vec<Square>,
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

impl Game {
    /// A game from the standard start position, black to move.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Board, Color, Game};
    /// let game = Game::new();
    /// assert_eq!((game.board(), game.to_move()), (Board::start(), Color::Black));
    /// assert_eq!(game.transcript(), "");
    /// assert_eq!(game, Game::default());
    /// ```
    pub fn new() -> Game {
        Game::from_board(Board::start(), Color::Black)
    }

    /// A game from any position with `to_move` to play. When that side has no move but the
    /// other has, it passes at once (see [`Game::start_pass`]).
    ///
    /// # Examples
    /// ```
    /// use reversi::{Board, Color, Game};
    /// assert_eq!(Game::from_board(Board::start(), Color::Black), Game::new());
    /// // White on b1 cannot move; black on a1 can (c1): white passes at once.
    /// let game = Game::from_board(Board { player: 1 << 1, opponent: 1 }, Color::White);
    /// assert_eq!((game.start_pass(), game.to_move()), (Some(Color::White), Color::Black));
    /// ```
    pub fn from_board(board: Board, to_move: Color) -> Game {
        let mut game = Game {
            start: board,
            start_to_move: to_move,
            start_pass: None,
            board,
            to_move,
            turns: Vec::new(),
            undone: Vec::new(),
        };
        game.start_pass = game.pass_if_stuck();
        game
    }

    /// A game from a board string: 64 characters a1→h8 (`X` or `x` black, `O` or `o` white,
    /// `-` or `.` empty), then optional white space and the side to move (`X` or `O`),
    /// as in OBF files.
    ///
    /// # Errors
    /// A wrong length or an unknown character, named in the message.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Color, Game};
    /// let start = format!("{}OX{}XO{}", "-".repeat(27), "-".repeat(6), "-".repeat(27));
    /// assert_eq!(Game::from_board_string(&format!("{start} X")).unwrap(), Game::new());
    /// let white_first = Game::from_board_string(&format!("{start} o")).unwrap();
    /// assert_eq!(white_first.to_move(), Color::White);
    /// let error = Game::from_board_string(&start.replace("OX", "OZ")).unwrap_err();
    /// assert!(error.to_string().contains("'Z' at square e4"));
    /// ```
    pub fn from_board_string(text: &str) -> Result<Game, PositionError> {
        let text = text.trim();
        let cells: Vec<char> = text.chars().take(64).collect();
        if cells.len() < 64 {
            return Err(PositionError(format!(
                "it has {} squares, a board has 64 (a1 to h8, then X or O to move)",
                cells.len()
            )));
        }
        let (mut black, mut white) = (0u64, 0u64);
        for (index, cell) in cells.iter().enumerate() {
            match cell {
                'X' | 'x' => black |= 1 << index,
                'O' | 'o' => white |= 1 << index,
                '-' | '.' => {}
                other => {
                    return Err(PositionError(format!(
                        "'{other}' at square {} is not X, O, - or .",
                        Square::from_index(index as u32).expect("index < 64")
                    )))
                }
            }
        }
        let rest: String = text.chars().skip(64).collect();
        let to_move = match rest.trim() {
            "X" | "x" => Color::Black,
            "O" | "o" => Color::White,
            "" => return Err(PositionError("the side to move (X or O) is missing".into())),
            other => {
                return Err(PositionError(format!(
                    "'{other}' is not a side to move (X or O)"
                )))
            }
        };
        let board = match to_move {
            Color::Black => Board {
                player: black,
                opponent: white,
            },
            Color::White => Board {
                player: white,
                opponent: black,
            },
        };
        Ok(Game::from_board(board, to_move))
    }

    /// The standard start followed by the moves of a transcript such as `f5d6c3`.
    ///
    /// # Errors
    /// The first move that is not a square name or not legal, with its number.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Color, Game};
    /// let tiger = Game::from_transcript("f5d6c3d3c4").unwrap();
    /// assert_eq!((tiger.turns().len(), tiger.to_move()), (5, Color::White));
    /// assert_eq!(Game::from_transcript("F5 D6").unwrap().transcript(), "f5d6");
    /// assert_eq!(Game::from_transcript("f5z9").unwrap_err().move_number, 2);
    /// ```
    pub fn from_transcript(transcript: &str) -> Result<Game, TranscriptError> {
        let mut game = Game::new();
        game.play_transcript(transcript)?;
        Ok(game)
    }

    /// Plays the moves of a transcript (`f5d6c3`, upper or lower case, white space allowed
    /// between moves) from the current position. All or nothing: on error the game is unchanged.
    ///
    /// # Errors
    /// The first move that is not a square name or not legal, with its number.
    ///
    /// # Examples
    /// ```
    /// use reversi::Game;
    /// let mut game = Game::from_transcript("f5").unwrap();
    /// game.play_transcript("D6 c3").unwrap();
    /// assert_eq!(game.transcript(), "f5d6c3");
    /// // d3 is legal, a1 is not: neither is played.
    /// assert_eq!(game.play_transcript("d3a1").unwrap_err().move_number, 2);
    /// assert_eq!(game.transcript(), "f5d6c3");
    /// ```
    pub fn play_transcript(&mut self, transcript: &str) -> Result<(), TranscriptError> {
        let mut trial = self.clone();
        let compact: Vec<char> = transcript.chars().filter(|c| !c.is_whitespace()).collect();
        for (number, pair) in compact.chunks(2).enumerate() {
            let text: String = pair.iter().collect();
            let fail = |error| TranscriptError {
                move_number: number + 1,
                text: text.clone(),
                error,
            };
            let square = text
                .parse::<Square>()
                .map_err(|e| fail(PlayError::OffBoard(e)))?;
            trial.play(square).map_err(fail)?;
        }
        *self = trial;
        Ok(())
    }

    /// Plays `square` for the side to move, then passes for the next side if it cannot move.
    ///
    /// # Errors
    /// The game is over, the square is taken, or the move flips nothing. The game is unchanged.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Color, Game, PlayError};
    /// let mut game = Game::new();
    /// let d3 = "d3".parse().unwrap();
    /// let turn = game.play(d3).unwrap();
    /// assert!(turn.flips.contains("d4".parse().unwrap()));
    /// assert_eq!(game.to_move(), Color::White);
    /// assert_eq!(game.play(d3), Err(PlayError::Occupied(d3)));
    /// ```
    pub fn play(&mut self, square: Square) -> Result<Turn, PlayError> {
        let turn = self.play_keeping_redo(square)?;
        self.undone.clear();
        Ok(turn)
    }

    /// As [`Game::play`], for a square given by its index `0..64`.
    ///
    /// # Errors
    /// As [`Game::play`], and [`PlayError::OffBoard`] for an index outside `0..64`.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Game, PlayError, SquareError};
    /// let mut game = Game::new();
    /// let turn = game.play_index(37).unwrap();
    /// assert_eq!(turn.square.to_string(), "f5");
    /// assert_eq!(game.play_index(64), Err(PlayError::OffBoard(SquareError::OutOfRange(64))));
    /// ```
    pub fn play_index(&mut self, index: u32) -> Result<Turn, PlayError> {
        self.play(Square::from_index(index).map_err(PlayError::OffBoard)?)
    }

    fn play_keeping_redo(&mut self, square: Square) -> Result<Turn, PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        if !self.board.empties().contains(square) {
            return Err(PlayError::Occupied(square));
        }
        let flips = self.board.flips(square);
        if flips.is_empty() {
            return Err(PlayError::NoFlips(square));
        }
        let before = (self.board, self.to_move);
        let color = self.to_move;
        self.board = self.board.play_with_flips(square, flips);
        self.to_move = color.opposite();
        let pass_after = self.pass_if_stuck();
        let turn = Turn {
            square,
            color,
            flips,
            pass_after,
            before,
        };
        self.turns.push(turn);
        Ok(turn)
    }

    /// When the side to move has no move but the other side has, swaps sides and returns the
    /// side that passed.
    fn pass_if_stuck(&mut self) -> Option<Color> {
        if !self.board.legal_moves().is_empty() || self.board.pass().legal_moves().is_empty() {
            return None;
        }
        let passed = self.to_move;
        self.board = self.board.pass();
        self.to_move = passed.opposite();
        Some(passed)
    }

    /// Takes back the last move (and any pass that followed it). Returns it, or `None` at the
    /// start.
    ///
    /// # Examples
    /// ```
    /// use reversi::Game;
    /// let mut game = Game::from_transcript("f5d6").unwrap();
    /// assert_eq!(game.undo().unwrap().square.to_string(), "d6");
    /// assert_eq!(game.transcript(), "f5");
    /// game.undo();
    /// assert_eq!(game.undo(), None);
    /// assert_eq!(game.board(), Game::new().board());
    /// ```
    pub fn undo(&mut self) -> Option<Turn> {
        let turn = self.turns.pop()?;
        (self.board, self.to_move) = turn.before;
        self.undone.push(turn.square);
        Some(turn)
    }

    /// Plays again the move most recently taken back by [`Game::undo`], if any.
    ///
    /// # Examples
    /// ```
    /// use reversi::Game;
    /// let mut game = Game::from_transcript("f5d6").unwrap();
    /// game.undo();
    /// game.undo();
    /// assert_eq!(game.redo().unwrap().square.to_string(), "f5");
    /// assert_eq!(game.redo().unwrap().square.to_string(), "d6");
    /// assert_eq!(game.redo(), None);
    /// assert_eq!(game, Game::from_transcript("f5d6").unwrap());
    /// ```
    pub fn redo(&mut self) -> Option<Turn> {
        let square = self.undone.pop()?;
        let turn = self
            .play_keeping_redo(square)
            .expect("a move taken back is legal again");
        Some(turn)
    }

    /// Every position of the game so far: the one before each move played, then the current
    /// one (`turns().len() + 1` in all), each relative to its side to move, with that side.
    /// A review weighs each move against its position.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Board, Color, Game};
    /// let game = Game::from_transcript("f5d6").unwrap();
    /// let positions = game.positions();
    /// assert_eq!(positions.len(), 3);
    /// assert_eq!(positions[0], (Board::start(), Color::Black));
    /// assert_eq!(positions[2], (game.board(), Color::Black));
    /// ```
    pub fn positions(&self) -> Vec<(Board, Color)> {
        self.turns
            .iter()
            .map(|turn| turn.before)
            .chain(std::iter::once((self.board, self.to_move)))
            .collect()
    }

    /// How many moves [`Game::redo`] can replay.
    ///
    /// # Examples
    /// ```
    /// use reversi::Game;
    /// let mut game = Game::from_transcript("f5d6c3").unwrap();
    /// game.undo();
    /// game.undo();
    /// assert_eq!(game.redo_count(), 2);
    /// // Another move than the one taken back starts a new line: nothing left to redo.
    /// game.play("f6".parse().unwrap()).unwrap();
    /// assert_eq!(game.redo_count(), 0);
    /// ```
    pub fn redo_count(&self) -> usize {
        self.undone.len()
    }

    /// The current position, relative to the side to move ([`Game::to_move`]).
    ///
    /// # Examples
    /// ```
    /// use reversi::{Board, Game};
    /// let game = Game::from_transcript("f5").unwrap();
    /// // White to move: `player` holds white's one disc.
    /// assert_eq!(game.board().player.count_ones(), 1);
    /// assert_eq!(game.board(), Board::start().play("f5".parse().unwrap()));
    /// ```
    pub fn board(&self) -> Board {
        self.board
    }

    /// The side whose turn it is (when the game is over: the side that would move).
    ///
    /// # Examples
    /// ```
    /// use reversi::{Color, Game};
    /// assert_eq!(Game::from_transcript("f5d6").unwrap().to_move(), Color::Black);
    /// // Black has no move after c1, so white moves twice in a row.
    /// assert_eq!(Game::from_transcript("d3c3b3b2f5a3a1c1").unwrap().to_move(), Color::White);
    /// ```
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Whether neither side can move.
    ///
    /// # Examples
    /// ```
    /// use reversi::Game;
    /// assert!(!Game::new().is_over());
    /// let line = format!("{}{}- X", "X".repeat(32), "O".repeat(31));
    /// let mut game = Game::from_board_string(&line).unwrap();
    /// game.play("h8".parse().unwrap()).unwrap();
    /// assert!(game.is_over() && game.legal_moves().is_empty());
    /// ```
    pub fn is_over(&self) -> bool {
        self.board.legal_moves().is_empty()
    }

    /// Playing, with the side to move, or over, with the result.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Color, Game, Status};
    /// let line = format!("{}{}- X", "X".repeat(32), "O".repeat(31));
    /// let mut game = Game::from_board_string(&line).unwrap();
    /// assert_eq!(game.status(), Status::Playing { to_move: Color::Black });
    /// game.play("h8".parse().unwrap()).unwrap();
    /// let Status::Over(outcome) = game.status() else { panic!("the board is full") };
    /// assert_eq!((outcome.black, outcome.white, outcome.winner), (39, 25, Some(Color::Black)));
    /// ```
    pub fn status(&self) -> Status {
        if !self.is_over() {
            return Status::Playing {
                to_move: self.to_move,
            };
        }
        let (black, white) = (self.count(Color::Black), self.count(Color::White));
        let winner = match black.cmp(&white) {
            std::cmp::Ordering::Greater => Some(Color::Black),
            std::cmp::Ordering::Less => Some(Color::White),
            std::cmp::Ordering::Equal => None,
        };
        Status::Over(Outcome {
            black,
            white,
            winner,
        })
    }

    /// The legal moves of the side to move (none once the game is over).
    ///
    /// # Examples
    /// ```
    /// use reversi::Game;
    /// let game = Game::from_transcript("f5").unwrap();
    /// let names: Vec<String> = game.legal_moves().into_iter().map(|s| s.to_string()).collect();
    /// assert_eq!(names, ["f4", "d6", "f6"]);
    /// ```
    pub fn legal_moves(&self) -> Bitboard {
        self.board.legal_moves()
    }

    /// The discs of one colour.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Color, Game};
    /// let game = Game::from_transcript("f5").unwrap();
    /// let black = game.discs(Color::Black);
    /// assert!(black.contains("f5".parse().unwrap()) && black.contains("e5".parse().unwrap()));
    /// assert_eq!(game.discs(Color::White).first().unwrap().to_string(), "d4");
    /// ```
    pub fn discs(&self, color: Color) -> Bitboard {
        Bitboard(if color == self.to_move {
            self.board.player
        } else {
            self.board.opponent
        })
    }

    /// How many discs one colour has.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Color, Game};
    /// let game = Game::from_transcript("f5d6").unwrap();
    /// assert_eq!((game.count(Color::Black), game.count(Color::White)), (3, 3));
    /// ```
    pub fn count(&self, color: Color) -> u32 {
        self.discs(color).count()
    }

    /// The colour of the disc on `square`, if any.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Color, Game};
    /// let game = Game::new();
    /// assert_eq!(game.disc_at("d4".parse().unwrap()), Some(Color::White));
    /// assert_eq!(game.disc_at("e4".parse().unwrap()), Some(Color::Black));
    /// assert_eq!(game.disc_at("d3".parse().unwrap()), None);
    /// ```
    pub fn disc_at(&self, square: Square) -> Option<Color> {
        [Color::Black, Color::White]
            .into_iter()
            .find(|&c| self.discs(c).contains(square))
    }

    /// The moves played so far, oldest first.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Color, Game};
    /// let game = Game::from_transcript("f5d6c3").unwrap();
    /// let colors: Vec<Color> = game.turns().iter().map(|turn| turn.color).collect();
    /// assert_eq!(colors, [Color::Black, Color::White, Color::Black]);
    /// assert_eq!(game.turns()[1].square.to_string(), "d6");
    /// ```
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// The side that had to pass before the first move, when the start position demanded it.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Color, Game};
    /// assert_eq!(Game::new().start_pass(), None);
    /// // White to move, but h8 flips nothing for white: white passes, black plays on.
    /// let line = format!("{}{}- O", "X".repeat(32), "O".repeat(31));
    /// let game = Game::from_board_string(&line).unwrap();
    /// assert_eq!((game.start_pass(), game.to_move()), (Some(Color::White), Color::Black));
    /// ```
    pub fn start_pass(&self) -> Option<Color> {
        self.start_pass
    }

    /// The moves so far as a transcript, such as `f5d6c3` (passes are implied, never written).
    ///
    /// # Examples
    /// ```
    /// use reversi::Game;
    /// let mut game = Game::new();
    /// for name in ["f5", "d6", "c3"] {
    ///     game.play(name.parse().unwrap()).unwrap();
    /// }
    /// assert_eq!(game.transcript(), "f5d6c3");
    /// assert_eq!(Game::from_transcript(&game.transcript()).unwrap(), game);
    /// ```
    pub fn transcript(&self) -> String {
        self.turns
            .iter()
            .map(|turn| turn.square.to_string())
            .collect()
    }

    /// The start position as a board string (see [`Game::from_board_string`]).
    ///
    /// # Examples
    /// ```
    /// use reversi::Game;
    /// let game = Game::from_transcript("f5d6c3").unwrap();
    /// assert_eq!(game.start_board_string(), Game::new().board_string());
    /// assert_ne!(game.start_board_string(), game.board_string());
    /// ```
    pub fn start_board_string(&self) -> String {
        board_string(self.start, self.start_to_move)
    }

    /// The current position as a board string (see [`Game::from_board_string`]).
    ///
    /// # Examples
    /// ```
    /// use reversi::Game;
    /// let text = Game::new().board_string();
    /// assert_eq!(text, format!("{}OX{}XO{} X", "-".repeat(27), "-".repeat(6), "-".repeat(27)));
    /// let game = Game::from_transcript("f5d6").unwrap();
    /// assert_eq!(Game::from_board_string(&game.board_string()).unwrap().board(), game.board());
    /// ```
    pub fn board_string(&self) -> String {
        board_string(self.board, self.to_move)
    }
}

fn board_string(board: Board, to_move: Color) -> String {
    let (mine, theirs) = (to_move.letter(), to_move.opposite().letter());
    let mut text: String = Square::all()
        .map(|square| {
            if board.player & square.bit() != 0 {
                mine
            } else if board.opponent & square.bit() != 0 {
                theirs
            } else {
                '-'
            }
        })
        .collect();
    text.push(' ');
    text.push(mine);
    text
}
