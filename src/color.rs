//! `Color`: black or white. Black moves first.

use std::fmt;

/// The colour of a side (and of its discs).
///
/// # Examples
/// ```
/// use reversi::{Color, Game};
/// let game = Game::from_transcript("f5").unwrap();
/// assert_eq!(game.to_move(), Color::White);
/// assert_eq!(game.disc_at("f5".parse().unwrap()), Some(Color::Black));
/// assert_eq!(Color::White.to_string(), "white");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// Moves first; starts on d5 and e4.
    Black,
    /// Moves second; starts on d4 and e5.
    White,
}

impl Color {
    /// The other side.
    ///
    /// # Examples
    /// ```
    /// use reversi::Color;
    /// assert_eq!(Color::Black.opposite(), Color::White);
    /// assert_eq!(Color::White.opposite().opposite(), Color::White);
    /// ```
    #[must_use]
    pub const fn opposite(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// The letter OBF, GGF and our board strings use: `X` for black, `O` for white.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Color, Game};
    /// assert_eq!((Color::Black.letter(), Color::White.letter()), ('X', 'O'));
    /// // The side to move ends a board string.
    /// assert!(Game::new().board_string().ends_with(Color::Black.letter()));
    /// ```
    pub const fn letter(self) -> char {
        match self {
            Color::Black => 'X',
            Color::White => 'O',
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "black",
            Color::White => "white",
        })
    }
}
