//! OBF, the one-line position format of endgame test suites such as the FFO problems: the
//! 64 squares a1→h8 (`X` black, `O` white, `-` empty), a space, the side to move, then
//! `MOVE:score;` fields giving the exact final disc difference each move leads to. A `%`
//! starts a comment, on a line of its own or after the fields (the puzzle sets of
//! `reversi puzzles` grade each position there).
//!
//! The solver benchmark and its tests read these files; parsing lives here, in the library,
//! so both share one reader and its error messages.

use crate::board::Board;
use crate::color::Color;
use crate::game::{Game, PositionError};
use crate::square::Square;
use std::fmt;

/// One position of an OBF file, with the scores it claims for its moves.
///
/// # Examples
/// ```
/// use reversi::{obf, Color};
/// let line = format!("{}{}- X; H8:+14;", "X".repeat(32), "O".repeat(31));
/// let position = obf::parse_line(&line).unwrap();
/// assert_eq!(position.to_move, Color::Black);
/// assert_eq!(position.empties(), 1);
/// assert_eq!(position.best_score(), Some(14));
/// assert!(position.is_best("h8".parse().unwrap()));
///
/// let error = obf::parse_line("XO- X").unwrap_err();
/// assert!(error.to_string().contains("64"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObfPosition {
    /// The discs, relative to `to_move`.
    pub board: Board,
    /// The side to move, as the file says (even when it has no move and must pass).
    pub to_move: Color,
    /// The moves the file scores, in file order (best first in the FFO files), each with the
    /// final disc difference for `to_move` under perfect play after it. May be empty.
    pub expected: Vec<(Square, i32)>,
}

impl ObfPosition {
    /// The number of empty squares.
    ///
    /// # Examples
    /// ```
    /// use reversi::obf;
    /// let line = format!("{}{}- X; H8:+14;", "X".repeat(32), "O".repeat(31));
    /// assert_eq!(obf::parse_line(&line).unwrap().empties(), 1);
    /// ```
    pub fn empties(&self) -> u32 {
        self.board.empties().count()
    }

    /// The best score the file gives, `None` when it scores no move.
    ///
    /// # Examples
    /// ```
    /// use reversi::obf;
    /// let board = format!("{}{}-", "X".repeat(32), "O".repeat(31));
    /// assert_eq!(obf::parse_line(&format!("{board} X; H8:+14;")).unwrap().best_score(), Some(14));
    /// assert_eq!(obf::parse_line(&format!("{board} X;")).unwrap().best_score(), None);
    /// ```
    pub fn best_score(&self) -> Option<i32> {
        self.expected.iter().map(|&(_, score)| score).max()
    }

    /// Whether the file scores `square` as a best move (several moves may tie).
    ///
    /// # Examples
    /// ```
    /// use reversi::obf;
    /// let line = format!("{}{}- X; H8:+14;", "X".repeat(32), "O".repeat(31));
    /// let position = obf::parse_line(&line).unwrap();
    /// assert!(position.is_best("h8".parse().unwrap()));
    /// assert!(!position.is_best("g8".parse().unwrap())); // not scored (and taken)
    /// ```
    pub fn is_best(&self, square: Square) -> bool {
        let best = self.best_score();
        self.expected
            .iter()
            .any(|&(scored, score)| scored == square && Some(score) == best)
    }

    /// The position as a game, ready to play (passing at once if the side to move is stuck).
    ///
    /// # Examples
    /// ```
    /// use reversi::{obf, Color};
    /// // White is named to move but has no move: the game passes for it.
    /// let line = format!("{}{}- O;", "X".repeat(32), "O".repeat(31));
    /// let position = obf::parse_line(&line).unwrap();
    /// let mut game = position.game();
    /// assert_eq!((position.to_move, game.to_move()), (Color::White, Color::Black));
    /// game.play("h8".parse().unwrap()).unwrap();
    /// assert!(game.is_over());
    /// ```
    pub fn game(&self) -> Game {
        Game::from_board(self.board, self.to_move)
    }
}

/// Why a line is not an OBF position.
///
/// # Examples
/// ```
/// use reversi::obf::{parse_line, ObfError};
/// let board = format!("{}{}-", "X".repeat(32), "O".repeat(31));
/// assert_eq!(parse_line(&format!("{board} X; H8+14;")), Err(ObfError::BadField("H8+14".into())));
/// assert!(matches!(parse_line("XO X; H8:+14;"), Err(ObfError::Board(_))));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ObfError {
    /// The board part: wrong length, a character that is no disc, a missing side to move.
    Board(PositionError),
    /// A field that is not `MOVE:score`, such as `G8:+18`.
    BadField(String),
    /// A field whose square is not a square name.
    BadMove(String),
    /// A field whose score is not a whole number from -64 to 64.
    BadScore(String),
}

impl fmt::Display for ObfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ObfError::Board(error) => write!(f, "{error}"),
            ObfError::BadField(field) => {
                write!(f, "'{field}' is not a move and its score, such as G8:+18")
            }
            ObfError::BadMove(field) => {
                write!(f, "'{field}': the move is not a square name (A1 to H8)")
            }
            ObfError::BadScore(field) => {
                write!(
                    f,
                    "'{field}': the score is not a disc difference from -64 to +64"
                )
            }
        }
    }
}

impl std::error::Error for ObfError {}

/// An [`ObfError`] with the number of the line it is on, counting from 1.
///
/// # Examples
/// ```
/// use reversi::obf;
/// let error = obf::parse_lines("% one bad position\nXO X\n").unwrap_err();
/// assert_eq!(error.line_number, 2);
/// assert!(error.to_string().starts_with("line 2: bad board string"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObfLineError {
    /// The line of the file, counting from 1.
    pub line_number: usize,
    /// What is wrong with it.
    pub error: ObfError,
}

impl fmt::Display for ObfLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line_number, self.error)
    }
}

impl std::error::Error for ObfLineError {}

/// Parses one OBF line: the board, the side to move, then any `MOVE:score;` fields, then
/// perhaps a comment from a `%` to the end of the line.
///
/// # Errors
/// The first part of the line that does not parse, quoted in the message.
///
/// # Examples
/// ```
/// use reversi::obf::{parse_line, ObfError};
/// let board = format!("{}{}-", "X".repeat(32), "O".repeat(31));
/// let too_high = parse_line(&format!("{board} X; H8:+99;"));
/// assert_eq!(too_high, Err(ObfError::BadScore("H8:+99".into())));
/// assert_eq!(parse_line(&format!("{board} X; Z9:+2;")), Err(ObfError::BadMove("Z9:+2".into())));
/// assert!(parse_line(&format!("{board} X; H8")).unwrap_err().to_string().contains("G8:+18"));
/// ```
pub fn parse_line(line: &str) -> Result<ObfPosition, ObfError> {
    let line = line.split_once('%').map_or(line, |(data, _comment)| data);
    let mut fields = line.split(';');
    let head = fields.next().unwrap_or_default();
    let game = Game::from_board_string(head).map_err(ObfError::Board)?;
    // `Game` passes at once for a side that cannot move; OBF keeps the side the file names.
    let (board, to_move) = match game.start_pass() {
        Some(passed) => (game.board().pass(), passed),
        None => (game.board(), game.to_move()),
    };
    let expected = fields
        .map(str::trim)
        .filter(|field| !field.is_empty())
        .map(parse_field)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(ObfPosition {
        board,
        to_move,
        expected,
    })
}

/// Why a set-up position (a board editor's) cannot start a game: Othello begins with the four
/// centre squares taken and goes on while a square is empty, so a position without an empty
/// square, or with an empty centre square, never comes up in a game.
///
/// # Examples
/// ```
/// use reversi::obf::{check_setup, SetupError};
/// use reversi::Board;
/// assert_eq!(check_setup(Board::start()), Ok(()));
/// let full = Board { player: u64::MAX, opponent: 0 };
/// assert_eq!(check_setup(full), Err(SetupError::NoEmpty));
/// let bare = Board { player: 0, opponent: 0 };
/// assert_eq!(check_setup(bare).unwrap_err().to_string(), "the centre squares d4, e4, d5, e5 are empty");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Every square holds a disc: there is nothing left to play.
    NoEmpty,
    /// These centre squares (of d4, e4, d5, e5) are empty.
    CentreEmpty(Vec<Square>),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::NoEmpty => write!(f, "no square is empty: there is nothing to play"),
            SetupError::CentreEmpty(squares) => {
                let names: Vec<String> = squares.iter().map(Square::to_string).collect();
                let (noun, verb) = if squares.len() == 1 {
                    ("square", "is")
                } else {
                    ("squares", "are")
                };
                write!(f, "the centre {noun} {} {verb} empty", names.join(", "))
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// The four centre squares, a1 first: d4, e4, d5, e5.
const CENTRE: [&str; 4] = ["d4", "e4", "d5", "e5"];

/// Checks that `board` can be the position of a game: at least one empty square, and the
/// four centre squares (d4, e4, d5, e5) taken.
///
/// # Errors
/// [`SetupError::NoEmpty`] for a full board, else [`SetupError::CentreEmpty`] naming the
/// empty centre squares.
///
/// # Examples
/// ```
/// use reversi::obf::{check_setup, SetupError};
/// use reversi::Board;
/// let start = Board::start();
/// let d4: reversi::Square = "d4".parse().unwrap();
/// let no_d4 = Board { player: start.player & !d4.bit(), opponent: start.opponent & !d4.bit() };
/// assert_eq!(check_setup(no_d4), Err(SetupError::CentreEmpty(vec![d4])));
/// ```
pub fn check_setup(board: Board) -> Result<(), SetupError> {
    let taken = board.player | board.opponent;
    if taken == u64::MAX {
        return Err(SetupError::NoEmpty);
    }
    let empty: Vec<Square> = CENTRE
        .iter()
        .map(|name| name.parse::<Square>().expect("a square name"))
        .filter(|square| taken & square.bit() == 0)
        .collect();
    if empty.is_empty() {
        Ok(())
    } else {
        Err(SetupError::CentreEmpty(empty))
    }
}

/// Parses a whole file: one position per line; blank lines and lines starting with `%` or `#`
/// (comments) are skipped.
///
/// # Errors
/// The first line that does not parse, with its number.
///
/// # Examples
/// ```
/// use reversi::obf;
/// let board = format!("{}{}-", "X".repeat(32), "O".repeat(31));
/// let text = format!("% two positions\n{board} X; H8:+14;\n\n{board} O;\n");
/// assert_eq!(obf::parse_lines(&text).unwrap().len(), 2);
/// let error = obf::parse_lines(&format!("{board} X\nnonsense")).unwrap_err();
/// assert_eq!(error.line_number, 2);
/// ```
pub fn parse_lines(text: &str) -> Result<Vec<ObfPosition>, ObfLineError> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| {
            let line = line.trim();
            !(line.is_empty() || line.starts_with('%') || line.starts_with('#'))
        })
        .map(|(index, line)| {
            parse_line(line).map_err(|error| ObfLineError {
                line_number: index + 1,
                error,
            })
        })
        .collect()
}

/// Parses `G8:+18` into the square and the score.
fn parse_field(field: &str) -> Result<(Square, i32), ObfError> {
    let Some((square, score)) = field.split_once(':') else {
        return Err(ObfError::BadField(field.to_string()));
    };
    let square = square
        .trim()
        .parse::<Square>()
        .map_err(|_| ObfError::BadMove(field.to_string()))?;
    let score = score
        .trim()
        .parse::<i32>()
        .ok()
        .filter(|score| (-64..=64).contains(score))
        .ok_or_else(|| ObfError::BadScore(field.to_string()))?;
    Ok((square, score))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// FFO #1, the first line of `tests/data/fforum-1-19.obf`.
    const FFO_1: &str = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:-24;";

    #[test]
    fn reads_an_ffo_line() {
        let position = parse_line(FFO_1).unwrap();
        assert_eq!(position.to_move, Color::Black);
        assert_eq!(position.empties(), 14);
        assert_eq!(position.expected.len(), 8);
        assert_eq!(position.expected[0], ("g8".parse().unwrap(), 18));
        assert_eq!(position.expected[7], ("g2".parse().unwrap(), -24));
        assert_eq!(position.best_score(), Some(18));
        assert!(position.is_best("g8".parse().unwrap()));
        assert!(!position.is_best("h1".parse().unwrap()));
        // Every scored move is legal in the position.
        for (square, _) in &position.expected {
            assert!(position.board.legal_moves().contains(*square), "{square}");
        }
    }

    #[test]
    fn keeps_the_side_the_file_names_even_when_it_must_pass() {
        // White to move with nothing to flip; black can move (h8 flips along the diagonal).
        let line = format!("{}{}- O;", "X".repeat(32), "O".repeat(31));
        let position = parse_line(&line).unwrap();
        assert_eq!(position.to_move, Color::White);
        assert!(position.board.legal_moves().is_empty());
        assert_eq!(position.board.player.count_ones(), 31);
        assert_eq!(position.best_score(), None);
    }

    #[test]
    fn errors_say_what_is_wrong() {
        let short = parse_line("XXO X; A1:+2;").unwrap_err();
        assert!(matches!(short, ObfError::Board(_)));
        assert!(short.to_string().contains("64"), "{short}");

        let board = &FFO_1[..66];
        let missing_side = parse_line(&FFO_1[..64]).unwrap_err();
        assert!(
            missing_side.to_string().contains("side to move"),
            "{missing_side}"
        );

        let bad_field = parse_line(&format!("{board}; G8+18;")).unwrap_err();
        assert_eq!(bad_field, ObfError::BadField("G8+18".into()));
        assert!(bad_field.to_string().contains("'G8+18'"));

        let bad_score = parse_line(&format!("{board}; G8:lots;")).unwrap_err();
        assert_eq!(bad_score, ObfError::BadScore("G8:lots".into()));
        assert!(bad_score.to_string().contains("-64 to +64"));

        let bad_move = parse_line(&format!("{board}; J8:+2;")).unwrap_err();
        assert_eq!(bad_move, ObfError::BadMove("J8:+2".into()));
        assert!(bad_move.to_string().contains("square name"));
    }

    #[test]
    fn a_comment_may_follow_the_fields() {
        let with_comment = format!("{FFO_1} % difficulty 3: 14 empties, 1 close");
        assert_eq!(parse_line(&with_comment), parse_line(FFO_1));
        let board_only = parse_line(&format!("{} % no scores", &FFO_1[..66])).unwrap();
        assert!(board_only.expected.is_empty());
    }

    #[test]
    fn a_setup_needs_an_empty_square_and_the_centre_taken() {
        assert_eq!(check_setup(parse_line(FFO_1).unwrap().board), Ok(()));
        let full = parse_line(&format!("{}{} X", "X".repeat(32), "O".repeat(32))).unwrap();
        assert_eq!(check_setup(full.board), Err(SetupError::NoEmpty));
        // Only the corners taken: all four centre squares empty, named a1 first.
        let corners = format!("X------O{}O------X O", "-".repeat(48));
        let error = check_setup(parse_line(&corners).unwrap().board).unwrap_err();
        let names: Vec<String> = match &error {
            SetupError::CentreEmpty(squares) => squares.iter().map(Square::to_string).collect(),
            SetupError::NoEmpty => panic!("the board has empty squares"),
        };
        assert_eq!(names, ["d4", "e4", "d5", "e5"]);
        assert_eq!(
            error.to_string(),
            "the centre squares d4, e4, d5, e5 are empty"
        );
        // One centre square empty: named alone, in the singular.
        let start = "---------------------------OX------XO---------------------------";
        let no_e5 = format!("{}-{} X", &start[..36], &start[37..]);
        let error = check_setup(parse_line(&no_e5).unwrap().board).unwrap_err();
        assert_eq!(error.to_string(), "the centre square e5 is empty");
    }

    #[test]
    fn file_errors_name_the_line() {
        let text = format!("% comment\n{FFO_1}\nXO X\n");
        let error = parse_lines(&text).unwrap_err();
        assert_eq!(error.line_number, 3);
        assert!(
            error.to_string().starts_with("line 3: bad board string"),
            "{error}"
        );
    }

    #[test]
    fn reads_the_three_ffo_files() {
        for (name, count) in [
            ("fforum-1-19.obf", 19),
            ("fforum-20-39.obf", 20),
            ("fforum-40-59.obf", 20),
        ] {
            let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(path).unwrap();
            let positions = parse_lines(&text).unwrap();
            assert_eq!(positions.len(), count, "{name}");
            assert!(positions.iter().all(|p| p.best_score().is_some()));
        }
    }
}
