//! `Color`: black or white. Black moves first.

use std::fmt;

/// The colour of a side (and of its discs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// Moves first; starts on d5 and e4.
    Black,
    /// Moves second; starts on d4 and e5.
    White,
}

impl Color {
    /// The other side.
    #[must_use]
    pub const fn opposite(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// The letter OBF, GGF and our board strings use: `X` for black, `O` for white.
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
