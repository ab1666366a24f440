//! `Board`: the fast, unchecked layer. Two bitboards relative to the side to move, as in Edax:
//! a move is "flip, then swap", a pass is a plain swap. The search lives on this type.

use crate::bitboard::Bitboard;
use crate::movegen;
use crate::square::Square;
use std::fmt;

/// A position: the discs of the side to move (`player`) and of the other side (`opponent`).
///
/// It knows nothing of colours or history; [`Game`](crate::Game) adds those and checks moves.
///
/// # Examples
/// ```
/// use reversi::{Board, Square};
/// let start = Board::start();
/// let names: Vec<String> = start.legal_moves().into_iter().map(|s| s.to_string()).collect();
/// assert_eq!(names, ["d3", "c4", "f5", "e6"]);
/// let f5: Square = "f5".parse().unwrap();
/// let after = start.play(f5);
/// // Now the other side moves: it has 1 disc left and 4 to face.
/// assert_eq!((after.player.count_ones(), after.opponent.count_ones()), (1, 4));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    /// Discs of the side to move.
    pub player: u64,
    /// Discs of the side that moves next.
    pub opponent: u64,
}

impl Board {
    /// The standard start: black (to move) on d5 and e4, white on d4 and e5.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Board, Square};
    /// let start = Board::start();
    /// let black = start.player;
    /// let d5: Square = "d5".parse().unwrap();
    /// let e4: Square = "e4".parse().unwrap();
    /// assert_eq!(black, d5.bit() | e4.bit());
    /// assert_eq!(start.opponent.count_ones(), 2);
    /// ```
    pub const fn start() -> Board {
        let d4 = 1 << 27;
        let e4 = 1 << 28;
        let d5 = 1 << 35;
        let e5 = 1 << 36;
        Board {
            player: d5 | e4,
            opponent: d4 | e5,
        }
    }

    /// Every empty square where the side to move may play (one that flips at least one disc).
    ///
    /// # Examples
    /// ```
    /// use reversi::Board;
    /// let after_f5 = Board::start().play("f5".parse().unwrap());
    /// // White's three answers: the parallel (f4), perpendicular (d6) and diagonal (f6) openings.
    /// let moves = after_f5.legal_moves();
    /// let names: Vec<String> = moves.into_iter().map(|s| s.to_string()).collect();
    /// assert_eq!(names, ["f4", "d6", "f6"]);
    /// ```
    #[inline]
    pub fn legal_moves(&self) -> Bitboard {
        Bitboard(movegen::legal_moves(self.player, self.opponent))
    }

    /// The discs that playing `square` would flip; empty when the move is not legal
    /// (an occupied square, or one that flips nothing).
    ///
    /// # Examples
    /// ```
    /// use reversi::{Bitboard, Board, Square};
    /// let start = Board::start();
    /// let e5: Square = "e5".parse().unwrap();
    /// assert_eq!(start.flips("f5".parse().unwrap()), Bitboard(e5.bit()));
    /// assert!(start.flips("a1".parse().unwrap()).is_empty()); // flips nothing
    /// assert!(start.flips(e5).is_empty()); // taken
    /// ```
    #[inline]
    pub fn flips(&self, square: Square) -> Bitboard {
        if (self.player | self.opponent) & square.bit() != 0 {
            return Bitboard::EMPTY;
        }
        Bitboard(movegen::flips(
            self.player,
            self.opponent,
            square.index().into(),
        ))
    }

    /// Plays `square` for the side to move and hands the turn over: flip, then swap.
    ///
    /// Three ways to play a move, as cozy-chess has them:
    /// - [`Board::play`] checks the move and panics if it is not legal;
    /// - [`Board::try_play`] checks it and returns `None` (nothing changes) if it is not;
    /// - [`Board::play_unchecked`] trusts the caller (the searches, which play only moves
    ///   they generated) and checks only in debug builds.
    ///
    /// [`Game::play`](crate::Game::play) also tracks turns, passes and the end of the game.
    ///
    /// # Panics
    /// If `square` is not a legal move for the side to move.
    ///
    /// # Examples
    /// ```
    /// use reversi::{Board, Square};
    /// let f5: Square = "f5".parse().unwrap();
    /// assert_eq!(Board::start().play(f5).empties().count(), 59);
    /// ```
    #[inline]
    #[must_use]
    pub fn play(&self, square: Square) -> Board {
        self.try_play(square)
            .unwrap_or_else(|| panic!("{square} is not a legal move"))
    }

    /// Plays `square` if it is legal, else `None` and nothing changes.
    ///
    /// # Examples
    /// ```
    /// use reversi::Board;
    /// let start = Board::start();
    /// assert_eq!(start.try_play("a1".parse().unwrap()), None);
    /// let f5 = "f5".parse().unwrap();
    /// assert_eq!(start.try_play(f5), Some(start.play(f5)));
    /// ```
    #[inline]
    #[must_use]
    pub fn try_play(&self, square: Square) -> Option<Board> {
        let flips = self.flips(square);
        (!flips.is_empty()).then(|| self.play_with_flips(square, flips))
    }

    /// Plays `square`, which the caller guarantees is legal (checked in debug builds only):
    /// an illegal square gives a board no game reaches.
    ///
    /// # Examples
    /// ```
    /// use reversi::Board;
    /// let start = Board::start();
    /// // Every legal move, played unchecked, as a search plays the moves it generated.
    /// for square in start.legal_moves() {
    ///     assert_eq!(start.play_unchecked(square), start.play(square));
    /// }
    /// ```
    #[inline]
    #[must_use]
    pub fn play_unchecked(&self, square: Square) -> Board {
        let flips = self.flips(square);
        debug_assert!(!flips.is_empty(), "{square} is not a legal move");
        self.play_with_flips(square, flips)
    }

    /// As [`Board::play_unchecked`], with the flips already computed.
    ///
    /// # Examples
    /// ```
    /// use reversi::Board;
    /// let start = Board::start();
    /// let d3 = "d3".parse().unwrap();
    /// let flips = start.flips(d3);
    /// assert_eq!(flips.count(), 1);
    /// assert_eq!(start.play_with_flips(d3, flips), start.play(d3));
    /// ```
    #[inline]
    #[must_use]
    pub fn play_with_flips(&self, square: Square, flips: Bitboard) -> Board {
        self.play_flips(square.index().into(), flips.0)
    }

    /// The searches' form of [`Board::legal_moves`]: the same squares as a raw mask, bit `i`
    /// for the square of index `i` (the engine works on `u64` masks, the API on `Bitboard`).
    #[inline(always)]
    pub(crate) fn legal_mask(&self) -> u64 {
        movegen::legal_moves(self.player, self.opponent)
    }

    /// The discs the side to move flips by playing the empty square `index` (0..64): the
    /// searches' form of [`Board::flips`], on the raw index and mask they work with, with
    /// no check that the square is empty (the searches play only squares they found empty).
    #[inline(always)]
    pub(crate) fn flips_at(&self, index: usize) -> u64 {
        movegen::flips(self.player, self.opponent, index)
    }

    /// The searches' form of [`Board::play_with_flips`]: plays `index` flipping `flips` (from
    /// [`Board::flips_at`]) and hands the turn over. Unchecked: the flips are trusted.
    #[inline(always)]
    pub(crate) fn play_flips(&self, index: usize, flips: u64) -> Board {
        Board {
            player: self.opponent ^ flips,
            opponent: self.player ^ flips ^ (1 << index),
        }
    }

    /// The same discs with the other side to move.
    ///
    /// # Examples
    /// ```
    /// use reversi::Board;
    /// let start = Board::start();
    /// // White's moves, were it white's turn at the start.
    /// let white_moves = start.pass().legal_moves();
    /// let names: Vec<String> = white_moves.into_iter().map(|s| s.to_string()).collect();
    /// assert_eq!(names, ["e3", "f4", "c5", "d6"]);
    /// assert_eq!(start.pass().pass(), start);
    /// ```
    #[inline]
    pub const fn pass(&self) -> Board {
        Board {
            player: self.opponent,
            opponent: self.player,
        }
    }

    /// The empty squares.
    ///
    /// # Examples
    /// ```
    /// use reversi::Board;
    /// let empties = Board::start().empties();
    /// assert_eq!(empties.count(), 60);
    /// assert!(empties.contains("d3".parse().unwrap()));
    /// assert!(!empties.contains("d4".parse().unwrap()));
    /// ```
    #[inline]
    pub const fn empties(&self) -> Bitboard {
        Bitboard(!(self.player | self.opponent))
    }

    /// Whether neither side can move: the game is over.
    ///
    /// # Examples
    /// ```
    /// use reversi::Board;
    /// assert!(!Board::start().is_game_over());
    /// // One black disc and nothing else: nobody has a disc to flip.
    /// assert!(Board { player: 1, opponent: 0 }.is_game_over());
    /// // A side without a move is not the end while the other side has one.
    /// let white_stuck = Board { player: 1 << 1, opponent: 1 << 0 };
    /// assert!(white_stuck.legal_moves().is_empty() && !white_stuck.is_game_over());
    /// ```
    pub fn is_game_over(&self) -> bool {
        self.legal_moves().is_empty() && self.pass().legal_moves().is_empty()
    }

    /// Disc difference for the side to move in a finished game, empty squares going to the
    /// winner (the scoring the FFO and every endgame solver use).
    ///
    /// # Examples
    /// ```
    /// use reversi::{Board, Game};
    /// // The winner takes the 63 empty squares too.
    /// assert_eq!(Board { player: 1, opponent: 0 }.final_score(), 64);
    /// // Black fills h8 and wins 39 to 25; white is then to move.
    /// let line = format!("{}{}- X", "X".repeat(32), "O".repeat(31));
    /// let game = Game::from_board_string(&line).unwrap();
    /// let end = game.board().play("h8".parse().unwrap());
    /// assert_eq!(end.final_score(), 25 - 39);
    /// ```
    pub fn final_score(&self) -> i32 {
        let mine = self.player.count_ones() as i32;
        let theirs = self.opponent.count_ones() as i32;
        let empty = 64 - mine - theirs;
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => mine - theirs + empty,
            std::cmp::Ordering::Less => mine - theirs - empty,
            std::cmp::Ordering::Equal => 0,
        }
    }
}

impl fmt::Debug for Board {
    /// Prints the grid with `X` for the side to move and `O` for the other side.
    ///
    /// # Examples
    /// ```
    /// use reversi::Board;
    /// let grid = format!("{:?}", Board::start());
    /// let lines: Vec<&str> = grid.lines().collect();
    /// assert_eq!(lines[..2], ["Board (X to move)", "   a b c d e f g h"]);
    /// assert_eq!(lines[5], "4  . . . O X . . .");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Board (X to move)")?;
        writeln!(f, "   a b c d e f g h")?;
        for row in 0..8 {
            write!(f, "{} ", row + 1)?;
            for col in 0..8 {
                let bit = 1u64 << (row * 8 + col);
                let cell = if self.player & bit != 0 {
                    'X'
                } else if self.opponent & bit != 0 {
                    'O'
                } else {
                    '.'
                };
                write!(f, " {cell}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
