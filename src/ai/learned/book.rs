//! The opening book: positions near the start of the game whose moves were scored by deep
//! searches ahead of time (`examples/make_book.rs`), so that the computer answers them at
//! once, as well as a long search would, and with some variety.
//!
//! A position is stored once for its eight symmetric images (under the one whose
//! `(player, opponent)` pair is smallest), with the score of each of its moves in discs for
//! the side to move: a searched score, or, for a move leading to another position of the
//! book, that position's best score (negamax), so that the deep lines back up their values.
//!
//! The file: `RBK1`, a little-endian `u32` count, then per position, sorted by
//! `(player, opponent)`: the two bitboards (little-endian `u64`s), a move count `n` and `n`
//! pairs of (square in the stored image, score as `i8`).
//!
//! Native builds carry the book; the web page receives it after the evaluation's table in
//! the same file (`eval.rs`, [`install`](super::eval::install)).

use super::patterns::{square_image, symmetric_images};
use crate::board::Board;
use std::fmt;
use std::sync::OnceLock;

/// The book built into native builds (made by `examples/make_book.rs`).
#[cfg(not(target_arch = "wasm32"))]
static BUILT_IN: &[u8] = include_bytes!("../book.bin");

/// The book in use: the built-in one natively, the installed one in wasm.
static BOOK: OnceLock<Book> = OnceLock::new();

/// Makes `book` the one the levels play from, unless one is in use already.
pub(crate) fn install(book: Book) {
    let _ = BOOK.set(book);
}

/// The book in use, if any: natively the built-in one (an empty book if it were damaged,
/// which a test rules out), in wasm the one installed with the evaluation.
///
/// # Examples
/// ```
/// use reversi::ai::book;
/// use reversi::Board;
/// let book = book::installed().unwrap();
/// assert!(!book.is_empty());
/// // It knows the start: the four first moves, one move turned four ways, score alike.
/// let moves = book.moves(&Board::start());
/// assert_eq!(moves.len(), 4);
/// assert!(moves.iter().all(|&(_, score)| score == moves[0].1));
/// ```
#[must_use]
pub fn installed() -> Option<&'static Book> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        Some(BOOK.get_or_init(|| Book::parse(BUILT_IN).unwrap_or_default()))
    }
    #[cfg(target_arch = "wasm32")]
    {
        BOOK.get()
    }
}

/// The first bytes of a book file.
///
/// # Examples
/// ```
/// use reversi::ai::book::{Book, MAGIC};
/// let bytes = Book::default().to_bytes();
/// assert_eq!(&bytes[..4], MAGIC);
/// assert_eq!(bytes, b"RBK1\0\0\0\0");
/// ```
pub const MAGIC: &[u8; 4] = b"RBK1";

/// One position of the book: its moves with their scores, in the stored image's squares.
///
/// # Examples
/// ```
/// use reversi::ai::book::{self, BookEntry};
/// use reversi::{Board, Square};
/// let entry: &BookEntry = book::installed().unwrap().entry(&Board::start()).unwrap();
/// assert_eq!(entry.board, book::canonical(&Board::start()).0);
/// let square = |index: u8| Square::from_index(index.into()).unwrap();
/// let legal = entry.board.legal_moves();
/// assert!(entry.moves.iter().all(|&(index, _)| legal.contains(square(index))));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookEntry {
    /// The stored image of the position (the least of its symmetric images).
    pub board: Board,
    /// Each move: its square in the stored image and its score in discs for the side to move.
    pub moves: Vec<(u8, i8)>,
}

/// A book: its positions, sorted for lookup.
///
/// # Examples
/// ```
/// use reversi::ai::book::{canonical, Book, BookEntry};
/// use reversi::Board;
/// // A book of one position, the start, whose moves all score 0.
/// let (image, _) = canonical(&Board::start());
/// let moves = image.legal_moves().into_iter().map(|square| (square.index(), 0)).collect();
/// let book = Book::new(vec![BookEntry { board: image, moves }]);
/// assert_eq!(book.moves(&Board::start()).len(), 4);
/// assert_eq!(Book::parse(&book.to_bytes()), Ok(book));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    entries: Vec<BookEntry>,
}

/// Why bytes are not a book.
///
/// # Examples
/// ```
/// use reversi::ai::book::{Book, BookError};
/// assert_eq!(Book::parse(b"RBK2"), Err(BookError::NotABook));
/// assert_eq!(Book::parse(b"RBK1\x01\0"), Err(BookError::Truncated(0)));
/// assert_eq!(Book::parse(b"RBK1\0\0\0\0!"), Err(BookError::TrailingBytes));
/// assert_eq!(BookError::NotABook.to_string(), "not an opening book (no RBK1 header)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BookError {
    /// It does not start with [`MAGIC`].
    NotABook,
    /// It ends inside the position of this index (or inside the count).
    Truncated(usize),
    /// The position of this index is out of order, impossible, or names a square twice.
    Invalid(usize),
    /// There are bytes after the last position.
    TrailingBytes,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::NotABook => write!(f, "not an opening book (no RBK1 header)"),
            BookError::Truncated(index) => write!(f, "the book ends inside position {index}"),
            BookError::Invalid(index) => write!(f, "position {index} of the book is invalid"),
            BookError::TrailingBytes => write!(f, "bytes follow the book's last position"),
        }
    }
}

impl std::error::Error for BookError {}

/// The stored image of `board` and the symmetry that takes `board` to it (the index of
/// `patterns::symmetric_images`).
///
/// # Examples
/// ```
/// use reversi::ai::book::canonical;
/// use reversi::Board;
/// // f5 and d3 reach one position seen in a mirror: the same stored image.
/// let after_f5 = Board::start().play("f5".parse().unwrap());
/// let after_d3 = Board::start().play("d3".parse().unwrap());
/// assert_eq!(canonical(&after_f5).0, canonical(&after_d3).0);
/// assert_ne!(canonical(&after_f5).1, canonical(&after_d3).1);
/// ```
#[must_use]
pub fn canonical(board: &Board) -> (Board, usize) {
    symmetric_images(board)
        .into_iter()
        .enumerate()
        .min_by_key(|(_, image)| (image.player, image.opponent))
        .map(|(symmetry, image)| (image, symmetry))
        .expect("eight images")
}

/// The square of the image under symmetry `symmetry` (as [`canonical`] returns it) that
/// holds what `board` holds at `square`.
///
/// # Examples
/// ```
/// use reversi::ai::book::{canonical, image_of_square};
/// use reversi::{Board, Square};
/// let board = Board::start().play("f5".parse().unwrap());
/// let (image, symmetry) = canonical(&board);
/// // Each legal move of the board is a legal move of its image, at its image square.
/// for square in board.legal_moves() {
///     let imaged = Square::from_index(image_of_square(symmetry, square.index()).into()).unwrap();
///     assert_eq!(image.flips(imaged).count(), board.flips(square).count());
/// }
/// ```
#[must_use]
pub fn image_of_square(symmetry: usize, square: u8) -> u8 {
    (0..64)
        .find(|&image| square_image(symmetry, image) == square)
        .unwrap_or(square)
}

/// The square of the original board that square `image` of its image under `symmetry`
/// shows.
fn original_square(symmetry: usize, image: u8) -> u8 {
    square_image(symmetry, image & 63)
}

impl Book {
    /// A book of `entries` (in any order; a position given twice keeps its first entry).
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::book::{canonical, Book, BookEntry};
    /// use reversi::Board;
    /// let (image, _) = canonical(&Board::start());
    /// let first = BookEntry { board: image, moves: vec![] };
    /// let second = BookEntry { board: image, moves: vec![(19, 1)] };
    /// let book = Book::new(vec![first, second]);
    /// assert_eq!(book.len(), 1);
    /// assert!(book.entry(&Board::start()).unwrap().moves.is_empty());
    /// ```
    #[must_use]
    pub fn new(mut entries: Vec<BookEntry>) -> Book {
        entries.sort_by_key(|entry| (entry.board.player, entry.board.opponent));
        entries.dedup_by_key(|entry| (entry.board.player, entry.board.opponent));
        Book { entries }
    }

    /// Reads a book file.
    ///
    /// # Errors
    /// The bytes are not a whole, well-formed book.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::book::{self, Book, BookError};
    /// let built_in = book::installed().unwrap();
    /// assert_eq!(&Book::parse(&built_in.to_bytes()).unwrap(), built_in);
    /// let mut damaged = built_in.to_bytes();
    /// damaged.pop();
    /// assert!(matches!(Book::parse(&damaged), Err(BookError::Truncated(_))));
    /// ```
    pub fn parse(bytes: &[u8]) -> Result<Book, BookError> {
        let rest = bytes.strip_prefix(MAGIC).ok_or(BookError::NotABook)?;
        let (count, mut rest) = rest
            .split_first_chunk::<4>()
            .map(|(count, rest)| (u32::from_le_bytes(*count) as usize, rest))
            .ok_or(BookError::Truncated(0))?;
        // Each position takes at least 17 bytes: a count past that is a lie.
        if count > rest.len() / 17 {
            return Err(BookError::Truncated(rest.len() / 17));
        }
        let mut entries: Vec<BookEntry> = Vec::with_capacity(count);
        for index in 0..count {
            let (words, after) = rest
                .split_first_chunk::<17>()
                .ok_or(BookError::Truncated(index))?;
            let word =
                |at: usize| u64::from_le_bytes(words[at..at + 8].try_into().expect("eight bytes"));
            let board = Board {
                player: word(0),
                opponent: word(8),
            };
            let moves = usize::from(words[16]);
            let (pairs, after) = after
                .split_at_checked(2 * moves)
                .ok_or(BookError::Truncated(index))?;
            let moves: Vec<(u8, i8)> = pairs
                .chunks_exact(2)
                .map(|pair| (pair[0], pair[1] as i8))
                .collect();
            let mut seen = 0u64;
            let valid = board.player & board.opponent == 0
                && entries.last().is_none_or(|last| {
                    (last.board.player, last.board.opponent) < (board.player, board.opponent)
                })
                && moves.iter().all(|&(square, score)| {
                    let fresh = square < 64 && seen & 1u64 << square == 0;
                    seen |= 1u64 << (square & 63);
                    fresh && (-64..=64).contains(&score)
                })
                && seen & !board.legal_mask() == 0;
            if !valid {
                return Err(BookError::Invalid(index));
            }
            entries.push(BookEntry { board, moves });
            rest = after;
        }
        if rest.is_empty() {
            Ok(Book { entries })
        } else {
            Err(BookError::TrailingBytes)
        }
    }

    /// The book as a file ([`Book::parse`] reads it back).
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::book::{canonical, Book, BookEntry};
    /// use reversi::Board;
    /// let (image, _) = canonical(&Board::start());
    /// let first_move = image.legal_moves().first().unwrap().index();
    /// let book = Book::new(vec![BookEntry { board: image, moves: vec![(first_move, 3)] }]);
    /// // The header, the count, two bitboards, a move count and one (square, score) pair.
    /// assert_eq!(book.to_bytes().len(), 4 + 4 + 16 + 1 + 2);
    /// ```
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        bytes.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        for entry in &self.entries {
            bytes.extend_from_slice(&entry.board.player.to_le_bytes());
            bytes.extend_from_slice(&entry.board.opponent.to_le_bytes());
            bytes.push(entry.moves.len() as u8);
            for &(square, score) in &entry.moves {
                bytes.push(square);
                bytes.push(score as u8);
            }
        }
        bytes
    }

    /// How many positions it holds.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::book::{self, Book};
    /// assert_eq!(Book::default().len(), 0);
    /// let book = book::installed().unwrap();
    /// assert_eq!(book.len(), book.entries().count());
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether it holds no position.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::book::{self, Book};
    /// assert!(Book::default().is_empty());
    /// assert!(!book::installed().unwrap().is_empty());
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The entry of `board`'s stored image, if any.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::book;
    /// use reversi::Board;
    /// let book = book::installed().unwrap();
    /// assert!(book.entry(&Board::start()).is_some());
    /// // One black disc on a1 and nothing else: no game reaches that.
    /// assert_eq!(book.entry(&Board { player: 1, opponent: 0 }), None);
    /// ```
    #[must_use]
    pub fn entry(&self, board: &Board) -> Option<&BookEntry> {
        self.lookup(board).map(|(entry, _)| entry)
    }

    /// The entry of `board`'s stored image and the symmetry that takes `board` to it.
    fn lookup(&self, board: &Board) -> Option<(&BookEntry, usize)> {
        let (image, symmetry) = canonical(board);
        self.entries
            .binary_search_by_key(&(image.player, image.opponent), |entry| {
                (entry.board.player, entry.board.opponent)
            })
            .ok()
            .map(|at| (&self.entries[at], symmetry))
    }

    /// The book's moves of `board` with their scores (squares of `board` itself, a1 = 0),
    /// best first; empty when the position is not in the book.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::book;
    /// use reversi::{Board, Square};
    /// let book = book::installed().unwrap();
    /// let board = Board::start().play("f5".parse().unwrap());
    /// let moves = book.moves(&board);
    /// assert!(moves.windows(2).all(|pair| pair[0].1 >= pair[1].1));
    /// let square = |index: u8| Square::from_index(index.into()).unwrap();
    /// assert!(moves.iter().all(|&(index, _)| board.legal_moves().contains(square(index))));
    /// ```
    #[must_use]
    pub fn moves(&self, board: &Board) -> Vec<(u8, i8)> {
        let Some((entry, symmetry)) = self.lookup(board) else {
            return Vec::new();
        };
        let mut moves: Vec<(u8, i8)> = entry
            .moves
            .iter()
            .map(|&(square, score)| (original_square(symmetry, square), score))
            .collect();
        moves.sort_by_key(|&(square, score)| (std::cmp::Reverse(score), square));
        moves
    }

    /// Every entry, in stored order.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::book;
    /// let book = book::installed().unwrap();
    /// let keys: Vec<(u64, u64)> =
    ///     book.entries().map(|entry| (entry.board.player, entry.board.opponent)).collect();
    /// assert!(keys.windows(2).all(|pair| pair[0] < pair[1]));
    /// ```
    pub fn entries(&self) -> impl Iterator<Item = &BookEntry> {
        self.entries.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::square::Square;

    fn square(name: &str) -> u8 {
        name.parse::<Square>().unwrap().index()
    }

    /// A book whose only position is the start, with f5 scored +1 and the others 0.
    fn tiny() -> Book {
        let (image, symmetry) = canonical(&Board::start());
        let moves = Board::start()
            .legal_moves()
            .into_iter()
            .map(|sq| {
                let score = i8::from(sq.index() == square("f5"));
                (image_of_square(symmetry, sq.index()), score)
            })
            .collect();
        Book::new(vec![BookEntry {
            board: image,
            moves,
        }])
    }

    #[test]
    fn a_position_is_found_under_every_symmetry_with_its_moves_in_its_own_squares() {
        let book = tiny();
        assert_eq!(book.moves(&Board::start())[0], (square("f5"), 1));
        // The start position looks the same mirrored along a diagonal: its twin move is
        // found from its own orientation, not the stored one.
        let after_d3 = Board::start().play("d3".parse().unwrap());
        assert!(book.moves(&after_d3).is_empty());
        for image in symmetric_images(&Board::start()) {
            let moves = book.moves(&image);
            assert_eq!(moves.len(), 4);
            assert!(moves
                .iter()
                .all(|&(sq, _)| image.legal_mask() & 1u64 << sq != 0));
        }
    }

    #[test]
    fn the_built_in_book_is_whole_and_every_move_is_legal() {
        let book = Book::parse(BUILT_IN).expect("src/ai/book.bin is a book");
        assert_eq!(installed(), Some(&book));
        for entry in book.entries() {
            assert!(!entry.moves.is_empty());
            for &(square, _) in &entry.moves {
                assert!(entry.board.legal_mask() & 1u64 << square != 0);
            }
            // Found from every orientation, with its moves in that orientation's squares.
            for image in symmetric_images(&entry.board) {
                let moves = book.moves(&image);
                assert_eq!(moves.len(), entry.moves.len());
                assert!(moves
                    .iter()
                    .all(|&(square, _)| image.legal_mask() & 1u64 << square != 0));
            }
        }
    }

    #[test]
    fn a_book_reads_back_what_it_wrote_and_refuses_damaged_bytes() {
        let book = tiny();
        let bytes = book.to_bytes();
        assert_eq!(Book::parse(&bytes), Ok(book));
        assert_eq!(Book::parse(b"RBK2"), Err(BookError::NotABook));
        assert_eq!(
            Book::parse(&bytes[..bytes.len() - 1]),
            Err(BookError::Truncated(0))
        );
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(Book::parse(&longer), Err(BookError::TrailingBytes));
        let mut illegal = bytes.clone();
        illegal[4 + 4 + 17] = 0; // a1 is no legal move
        assert_eq!(Book::parse(&illegal), Err(BookError::Invalid(0)));
        let mut lying = bytes;
        lying[4..8].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(matches!(Book::parse(&lying), Err(BookError::Truncated(_))));
    }
}
