//! `Bitboard`: a set of squares in one `u64`, bit `i` standing for the square of index `i`.

use crate::square::Square;
use std::fmt;

/// A set of squares. Iterating yields the squares in a1→h8 order.
///
/// # Examples
/// ```
/// use reversi::{Bitboard, Square};
/// let corners = Bitboard(0x8100_0000_0000_0081);
/// assert_eq!(corners.count(), 4);
/// let names: Vec<String> = corners.into_iter().map(|s| s.to_string()).collect();
/// assert_eq!(names, ["a1", "h1", "a8", "h8"]);
/// assert!(corners.contains("h8".parse::<Square>().unwrap()));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// The empty set.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Bitboard, Board};
    /// assert!(Bitboard::EMPTY.is_empty());
    /// // Nobody can move once the board is full.
    /// let full = Board { player: u64::MAX, opponent: 0 };
    /// assert_eq!(full.legal_moves(), Bitboard::EMPTY);
    /// ```
    pub const EMPTY: Bitboard = Bitboard(0);

    /// How many squares are in the set.
    ///
    /// # Examples
    /// ```
    /// use reversi::Board;
    /// assert_eq!(Board::start().legal_moves().count(), 4);
    /// assert_eq!(Board::start().empties().count(), 60);
    /// ```
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set has no square.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Board, Square};
    /// let d4: Square = "d4".parse().unwrap();
    /// // d4 is taken: it flips nothing.
    /// assert!(Board::start().flips(d4).is_empty());
    /// assert!(!Board::start().legal_moves().is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `square` is in the set.
    ///
    /// # Examples
    /// ```
    /// use reversi::Board;
    /// let moves = Board::start().legal_moves();
    /// assert!(moves.contains("f5".parse().unwrap()));
    /// assert!(!moves.contains("f4".parse().unwrap()));
    /// ```
    #[must_use]
    pub const fn contains(self, square: Square) -> bool {
        self.0 & square.bit() != 0
    }

    /// The first square in a1→h8 order, if any.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Bitboard, Board};
    /// assert_eq!(Board::start().legal_moves().first().unwrap().to_string(), "d3");
    /// assert_eq!(Bitboard::EMPTY.first(), None);
    /// ```
    #[must_use]
    pub fn first(self) -> Option<Square> {
        (self.0 != 0).then(|| Square::lowest_of(self.0))
    }
}

/// The set operators, so that code using the API need not unwrap the `u64`: `a & b` both,
/// `a | b` either, `a ^ b` one of the two, `a - b` in `a` but not `b`, `!a` every other square.
///
/// # Examples
/// ```
/// use reversi::Bitboard;
/// let (a, b) = (Bitboard(0b1100), Bitboard(0b1010));
/// assert_eq!((a & b, a | b), (Bitboard(0b1000), Bitboard(0b1110)));
/// assert_eq!((a ^ b, a - b), (Bitboard(0b0110), Bitboard(0b0100)));
/// assert_eq!((!a).count(), 62);
/// ```
impl std::ops::BitAnd for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitand(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & other.0)
    }
}

impl std::ops::BitOr for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitor(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 | other.0)
    }
}

impl std::ops::BitXor for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitxor(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ other.0)
    }
}

impl std::ops::Sub for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn sub(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & !other.0)
    }
}

impl std::ops::Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

/// Yields the squares of a bitboard, lowest index first.
///
/// It knows how many squares are left ([`ExactSizeIterator`]).
///
/// # Examples
/// ```
/// use reversi::{Board, Square, Squares};
/// let mut moves: Squares = Board::start().legal_moves().into_iter();
/// assert_eq!(moves.len(), 4);
/// assert_eq!(moves.next(), Some("d3".parse::<Square>().unwrap()));
/// assert_eq!(moves.len(), 3);
/// assert_eq!(moves.last(), Some("e6".parse::<Square>().unwrap()));
/// ```
#[derive(Clone)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let square = Square::lowest_of(self.0);
        self.0 &= self.0 - 1;
        Some(square)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    fn into_iter(self) -> Squares {
        Squares(self.0)
    }
}

impl fmt::Debug for Bitboard {
    /// Prints the 8x8 grid, row 1 on top, `X` for a member and `.` otherwise.
    ///
    /// # Examples
    /// ```
    /// use reversi::Bitboard;
    /// let a1_and_h2 = Bitboard(1 | 1 << 15);
    /// let grid = format!("{a1_and_h2:?}");
    /// let lines: Vec<&str> = grid.lines().collect();
    /// assert_eq!(lines[0], "Bitboard(0x0000000000008001)");
    /// assert_eq!((lines[1], lines[2], lines[3]), ("  X.......", "  .......X", "  ........"));
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Bitboard({:#018x})", self.0)?;
        for row in 0..8 {
            let line: String = (0..8)
                .map(|col| {
                    if self.0 >> (row * 8 + col) & 1 == 1 {
                        'X'
                    } else {
                        '.'
                    }
                })
                .collect();
            writeln!(f, "  {line}")?;
        }
        Ok(())
    }
}
