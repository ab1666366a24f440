//! `Square`: one of the 64 squares, always on the board.
//!
//! The one bit order of the whole crate: a1 is the top-left square and bit 0, h8 is bit 63,
//! `index = row * 8 + col`, where the letter `a..h` names the column and the digit `1..8` the row.
//!
//! ```text
//!      a  b  c  d  e  f  g  h
//!   1  0  1  2  3  4  5  6  7
//!   2  8  9 10 11 12 13 14 15
//!   …
//!   8 56 57 58 59 60 61 62 63
//! ```

use std::fmt;
use std::str::FromStr;

/// A square of the board, `a1` (index 0) to `h8` (index 63).
///
/// # Examples
/// ```
/// use reversi::Square;
/// let d3: Square = "d3".parse().unwrap();
/// assert_eq!(d3.index(), 19);
/// assert_eq!(d3.to_string(), "d3");
/// assert!("i9".parse::<Square>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

/// Why a number or a name is not a square.
///
/// # Examples
/// ```
/// use reversi::{Square, SquareError};
/// assert_eq!(Square::from_index(64), Err(SquareError::OutOfRange(64)));
/// let error = "j1".parse::<Square>().unwrap_err();
/// assert_eq!(error, SquareError::BadName("j1".into()));
/// assert_eq!(error.to_string(), "'j1' is not a square name (a1 to h8)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SquareError {
    /// An index outside `0..64`.
    OutOfRange(u32),
    /// Text that is not a letter `a`-`h` followed by a digit `1`-`8`.
    BadName(String),
}

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SquareError::OutOfRange(index) => {
                write!(f, "square {index} is off the board (squares are 0 to 63)")
            }
            SquareError::BadName(text) => {
                write!(f, "'{text}' is not a square name (a1 to h8)")
            }
        }
    }
}

impl std::error::Error for SquareError {}

impl Square {
    /// The square with this index, if it is on the board.
    ///
    /// # Errors
    /// [`SquareError::OutOfRange`] for an index of 64 or more.
    ///
    /// # Examples
    /// ```
    /// use reversi::Square;
    /// assert_eq!(Square::from_index(0).unwrap().to_string(), "a1");
    /// assert_eq!(Square::from_index(63).unwrap().to_string(), "h8");
    /// assert!(Square::from_index(64).is_err());
    /// ```
    pub fn from_index(index: u32) -> Result<Square, SquareError> {
        if index < 64 {
            Ok(Square(index as u8))
        } else {
            Err(SquareError::OutOfRange(index))
        }
    }

    /// The square in `col` (0 = a) and `row` (0 = 1), if both are in `0..8`.
    ///
    /// # Examples
    /// ```
    /// use reversi::Square;
    /// assert_eq!(Square::from_col_row(3, 2), Some("d3".parse().unwrap()));
    /// assert_eq!(Square::from_col_row(8, 0), None);
    /// ```
    pub fn from_col_row(col: u32, row: u32) -> Option<Square> {
        (col < 8 && row < 8).then(|| Square((row * 8 + col) as u8))
    }

    /// The square of the lowest set bit of a non-empty bitboard; the caller guarantees `bits != 0`.
    #[inline]
    pub(crate) fn lowest_of(bits: u64) -> Square {
        debug_assert!(bits != 0);
        Square(bits.trailing_zeros() as u8)
    }

    /// Index `0..64` (`row * 8 + col`).
    ///
    /// # Examples
    /// ```
    /// use reversi::Square;
    /// let f5: Square = "f5".parse().unwrap();
    /// assert_eq!(f5.index(), 4 * 8 + 5);
    /// ```
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// Column `0..8`, 0 being `a`.
    ///
    /// # Examples
    /// ```
    /// use reversi::Square;
    /// assert_eq!("a8".parse::<Square>().unwrap().col(), 0);
    /// assert_eq!("h1".parse::<Square>().unwrap().col(), 7);
    /// ```
    pub const fn col(self) -> u8 {
        self.0 % 8
    }

    /// Row `0..8`, 0 being `1`.
    ///
    /// # Examples
    /// ```
    /// use reversi::Square;
    /// assert_eq!("a8".parse::<Square>().unwrap().row(), 7);
    /// assert_eq!("h1".parse::<Square>().unwrap().row(), 0);
    /// ```
    pub const fn row(self) -> u8 {
        self.0 / 8
    }

    /// The single-bit bitboard of this square.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Board, Square};
    /// let e4: Square = "e4".parse().unwrap();
    /// assert_eq!(e4.bit(), 1 << 28);
    /// // Black starts with a disc on e4.
    /// assert_ne!(Board::start().player & e4.bit(), 0);
    /// ```
    #[inline]
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// All 64 squares in a1→h8 order.
    ///
    /// # Examples
    /// ```
    /// use reversi::Square;
    /// let names: Vec<String> = Square::all().map(|s| s.to_string()).collect();
    /// assert_eq!(names.len(), 64);
    /// assert_eq!((names[0].as_str(), names[1].as_str(), names[63].as_str()), ("a1", "b1", "h8"));
    /// assert!(Square::all().enumerate().all(|(i, s)| usize::from(s.index()) == i));
    /// ```
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col()) as char, self.row() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Square {
    type Err = SquareError;

    /// Parses `a1`..`h8`; upper-case letters (`F5`, as in OBF and GGF files) are accepted too.
    ///
    /// # Examples
    /// ```
    /// use reversi::Square;
    /// assert_eq!("F5".parse::<Square>(), "f5".parse::<Square>());
    /// assert!("f".parse::<Square>().is_err());
    /// assert!("f9".parse::<Square>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Square, SquareError> {
        let bad = || SquareError::BadName(text.to_string());
        let bytes = text.as_bytes();
        if bytes.len() != 2 {
            return Err(bad());
        }
        let col = bytes[0].to_ascii_lowercase().wrapping_sub(b'a');
        let row = bytes[1].wrapping_sub(b'1');
        Square::from_col_row(col.into(), row.into()).ok_or_else(bad)
    }
}
