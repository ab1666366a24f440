//! A game as GGF files and GUIs such as NBoard record it, where a pass is a move of its own
//! (`PA`). Our [`Game`] passes by itself, so this wrapper only remembers a pass that has been
//! made but not yet announced, and accepts the `PA` that announces it.

use crate::color::Color;
use crate::game::{Game, PlayError};
use crate::square::Square;
use std::fmt;
use std::str::FromStr;

/// A move as recorded: a square, or a pass.
///
/// # Examples
/// ```
/// use reversi::game_record::Move;
/// let f5 = "f5".parse().unwrap();
/// assert_eq!("F5".parse::<Move>(), Ok(Move::Place(f5)));
/// assert_eq!("PA".parse::<Move>(), Ok(Move::Pass));
/// assert_eq!((Move::Place(f5).to_string(), Move::Pass.to_string()), ("F5".into(), "PA".into()));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// A disc placed on this square.
    Place(Square),
    /// No disc: the side had no legal move.
    Pass,
}

impl FromStr for Move {
    type Err = MoveError;

    /// `F5` or `f5`; `PA`, `PS` or `pass` for a pass.
    ///
    /// # Examples
    /// ```
    /// use reversi::game_record::{Move, MoveError};
    /// assert_eq!("pass".parse::<Move>(), "PS".parse::<Move>());
    /// assert_eq!("k9".parse::<Move>(), Err(MoveError::NotAMove("k9".into())));
    /// ```
    fn from_str(text: &str) -> Result<Move, MoveError> {
        match text.to_ascii_lowercase().as_str() {
            "pa" | "ps" | "pass" => Ok(Move::Pass),
            _ => text
                .parse()
                .map(Move::Place)
                .map_err(|_| MoveError::NotAMove(text.to_string())),
        }
    }
}

impl fmt::Display for Move {
    /// In NBoard's spelling: `F5`, `PA`.
    ///
    /// # Examples
    /// ```
    /// use reversi::game_record::Move;
    /// assert_eq!("d3".parse::<Move>().unwrap().to_string(), "D3");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(square) => f.write_str(&square.to_string().to_ascii_uppercase()),
            Move::Pass => f.write_str("PA"),
        }
    }
}

/// Why a recorded move cannot be played. The game stays as it was.
///
/// # Examples
/// ```
/// use reversi::game_record::{GameRecord, Move, MoveError};
/// use reversi::{Color, Game};
/// let mut record = GameRecord::new(Game::new());
/// let f5 = Move::Place("f5".parse().unwrap());
/// let not_white = MoveError::NotYourTurn { expected: Color::Black };
/// assert_eq!(record.play(Some(Color::White), f5), Err(not_white));
/// assert_eq!(record.play(None, Move::Pass), Err(MoveError::CannotPass(Color::Black)));
/// let message = record.play(None, Move::Pass).unwrap_err().to_string();
/// assert_eq!(message, "black cannot pass: it has a legal move or the game is over");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Text that is neither a square nor a pass.
    NotAMove(String),
    /// The record names the wrong side: it is `expected`'s turn.
    NotYourTurn {
        /// The side whose turn it is.
        expected: Color,
    },
    /// A pass from a side that has a legal move, or once the game is over.
    CannotPass(Color),
    /// The square cannot be played.
    Illegal(PlayError),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NotAMove(text) => {
                write!(f, "'{text}' is not a move (a square such as F5, or PA)")
            }
            MoveError::NotYourTurn { expected } => write!(f, "it is {expected}'s turn"),
            MoveError::CannotPass(color) => {
                write!(
                    f,
                    "{color} cannot pass: it has a legal move or the game is over"
                )
            }
            MoveError::Illegal(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for MoveError {}

/// A [`Game`] plus the pass it made for a side that the record has not announced yet.
///
/// # Examples
/// ```
/// use reversi::game_record::{GameRecord, Move};
/// use reversi::{Color, Game};
/// // After c1 black has no move: the game has passed for it, the record waits for its PA.
/// let mut record = GameRecord::new(Game::from_transcript("d3c3b3b2f5a3a1c1").unwrap());
/// assert!(record.must_pass());
/// record.play(Some(Color::Black), Move::Pass).unwrap();
/// assert!(!record.must_pass());
/// assert_eq!(record.game().to_move(), Color::White);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    game: Game,
    /// The side [`Game`] passed for after the last move, until a `PA` (or that side's
    /// opponent's next move, when the record leaves passes out) accounts for it.
    unannounced_pass: Option<Color>,
}

impl GameRecord {
    /// The record of a game, starting from its current position.
    ///
    /// # Examples
    /// ```
    /// use reversi::game_record::GameRecord;
    /// use reversi::Game;
    /// let record = GameRecord::new(Game::from_transcript("f5d6").unwrap());
    /// assert_eq!(record.game().transcript(), "f5d6");
    /// assert!(!record.must_pass());
    /// ```
    pub fn new(game: Game) -> GameRecord {
        let unannounced_pass = if game.turns().is_empty() {
            game.start_pass()
        } else {
            game.turns().last().and_then(|turn| turn.pass_after)
        };
        GameRecord {
            game,
            unannounced_pass,
        }
    }

    /// The game itself.
    ///
    /// # Examples
    /// ```
    /// use reversi::game_record::{GameRecord, Move};
    /// use reversi::Game;
    /// let mut record = GameRecord::new(Game::new());
    /// record.play(None, Move::Place("f5".parse().unwrap())).unwrap();
    /// assert_eq!(record.game(), &Game::from_transcript("f5").unwrap());
    /// ```
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Whether the side the record says is to move can only pass.
    ///
    /// # Examples
    /// ```
    /// use reversi::game_record::{GameRecord, Move};
    /// use reversi::Game;
    /// let mut record = GameRecord::new(Game::from_transcript("d3c3b3b2f5a3a1").unwrap());
    /// assert!(!record.must_pass());
    /// record.play(None, Move::Place("c1".parse().unwrap())).unwrap();
    /// assert!(record.must_pass()); // black has no move after c1
    /// ```
    pub fn must_pass(&self) -> bool {
        self.unannounced_pass.is_some()
    }

    /// Plays a recorded move, checking the side when the record names one.
    ///
    /// # Errors
    /// A move for the wrong side, a pass that is not forced, an illegal square. The record is
    /// unchanged.
    ///
    /// # Examples
    /// ```
    /// use reversi::game_record::{GameRecord, Move, MoveError};
    /// use reversi::{Color, Game};
    /// let mut record = GameRecord::new(Game::new());
    /// record.play(Some(Color::Black), "F5".parse().unwrap()).unwrap();
    /// record.play(None, "d6".parse().unwrap()).unwrap();
    /// let a1 = "a1".parse().unwrap();
    /// assert!(matches!(record.play(None, Move::Place(a1)), Err(MoveError::Illegal(_))));
    /// assert_eq!(record.game().transcript(), "f5d6");
    /// ```
    pub fn play(&mut self, color: Option<Color>, recorded: Move) -> Result<(), MoveError> {
        match recorded {
            Move::Pass => match self.unannounced_pass {
                Some(passed) if color.is_none_or(|color| color == passed) => {
                    self.unannounced_pass = None;
                    Ok(())
                }
                Some(passed) => Err(MoveError::NotYourTurn { expected: passed }),
                None => Err(MoveError::CannotPass(color.unwrap_or(self.game.to_move()))),
            },
            Move::Place(square) => {
                // When a pass is still unannounced, the record left it out: the side that
                // moves is the game's, not the one that passed.
                let mover = self.game.to_move();
                if color.is_some_and(|color| color != mover) {
                    return Err(MoveError::NotYourTurn { expected: mover });
                }
                let turn = self.game.play(square).map_err(MoveError::Illegal)?;
                self.unannounced_pass = turn.pass_after;
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(name: &str) -> Move {
        Move::Place(name.parse().unwrap())
    }

    #[test]
    fn reads_and_writes_moves_in_nboard_spelling() {
        assert_eq!("f5".parse::<Move>(), Ok(square("f5")));
        assert_eq!("PA".parse::<Move>(), Ok(Move::Pass));
        assert_eq!("pass".parse::<Move>(), Ok(Move::Pass));
        assert_eq!(square("f5").to_string(), "F5");
        assert_eq!(Move::Pass.to_string(), "PA");
        assert!("k9"
            .parse::<Move>()
            .unwrap_err()
            .to_string()
            .contains("'k9'"));
    }

    #[test]
    fn a_forced_pass_is_announced_once() {
        // After d3 c3 b3 b2 f5 a3 a1 c1, black has no move: white moves again.
        let mut record = GameRecord::new(Game::new());
        for name in ["d3", "c3", "b3", "b2", "f5", "a3", "a1", "c1"] {
            assert!(!record.must_pass());
            record.play(None, square(name)).unwrap();
        }
        assert!(record.must_pass());
        assert_eq!(
            record.play(Some(Color::White), Move::Pass),
            Err(MoveError::NotYourTurn {
                expected: Color::Black
            })
        );
        record.play(Some(Color::Black), Move::Pass).unwrap();
        assert!(!record.must_pass());
        assert_eq!(record.game().to_move(), Color::White);
        assert_eq!(
            record.play(Some(Color::White), Move::Pass),
            Err(MoveError::CannotPass(Color::White))
        );
    }

    #[test]
    fn a_pass_left_out_of_the_record_is_accepted() {
        let mut record = GameRecord::new(Game::from_transcript("d3c3b3b2f5a3a1c1").unwrap());
        assert!(record.must_pass());
        let before = record.game().clone();
        let black_moves = record.play(Some(Color::Black), square("e6")).unwrap_err();
        assert!(matches!(black_moves, MoveError::NotYourTurn { .. }));
        assert_eq!(record.game(), &before);
        let white = record.game().legal_moves().first().unwrap();
        record.play(Some(Color::White), Move::Place(white)).unwrap();
        assert!(!record.must_pass());
    }

    #[test]
    fn an_illegal_square_changes_nothing() {
        let mut record = GameRecord::new(Game::new());
        let error = record.play(None, square("a1")).unwrap_err();
        assert!(
            error.to_string().contains("a1 is not a legal move"),
            "{error}"
        );
        assert_eq!(record.game(), &Game::new());
    }
}
