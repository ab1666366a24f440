//! The features of a position's children, worked out from the position's own: a move changes
//! only the patterns through its square and through the discs it flips, so each child costs
//! a few vector additions instead of a fresh reading of 46 patterns (`patterns.rs`), which
//! measured about half the evaluation's time. The midgame search reads the patterns of its
//! root's children once and hands every node its features; so do the shallow searches.
//! Natively and in the page's SIMD128 wasm only: in plain wasm the evaluation reads the
//! patterns from the discs at every position ([`UPDATES`]).
//!
//! Each side reads the patterns its own way (digit 1 for its discs, 2 for the other's), and a
//! node keeps both readings: its child is seen by the other side, whose reading the move only
//! adds to (its square from empty, 0, to the mover's, 2; every flipped disc from 1 to 2),
//! while the mover's reading gains its square (0 to 1) and each flipped disc (2 to 1). A pass
//! swaps the two.

use super::patterns::{for_each_feature, OFFSETS, PATTERN_COUNT, SHAPES};
use crate::board::Board;

/// The patterns' numbers in whole vectors: 46 padded to 48 (three vectors of 16 lanes), so
/// that an update compiles to a few vector additions.
const LANES: usize = 48;

/// Each pattern's base-3 number within its shape's values: its feature less its shape's
/// offset, small enough for 16 bits (3^10 = 59,049 at most).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Features {
    numbers: [u16; LANES],
}

/// Where each pattern's shape starts in the table of values, pattern by pattern.
pub(crate) const PATTERN_OFFSETS: [u32; PATTERN_COUNT] = pattern_offsets();

/// Whether the searches update features: wherever 48 lanes are a few vector additions.
/// Natively that made the midgame search 14% faster than reading the patterns at every
/// evaluation; in the page's wasm built with SIMD128 (`scripts/build.sh`) the game review's
/// 14-ply analyses a fifth faster. Not in its plain wasm, for browsers without those
/// instructions: there whole lanes took 40% more time than reading the patterns, single
/// patterns about as much. The searches carry a [`FeaturePair`] all the same and the
/// evaluation reads the board.
pub(crate) const UPDATES: bool = !cfg!(target_arch = "wasm32") || cfg!(target_feature = "simd128");

/// For each square, what one step of its digit adds to each pattern's number: 3^k where the
/// square is the pattern's k-th, 0 where the pattern does not cover it.
static SQUARE_STEPS: [[u16; LANES]; 64] = square_steps();

/// The features of one position as both sides read them: what the midgame search hands
/// from node to node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FeaturePair {
    /// As the side to move reads them: what its evaluation adds up.
    to_move: Features,
    /// As the other side reads them: where each child's reading starts.
    waiting: Features,
}

impl FeaturePair {
    /// The features of `board`, read from its discs.
    #[inline]
    pub(crate) fn read(board: &Board) -> FeaturePair {
        if !UPDATES {
            return FeaturePair::unused();
        }
        FeaturePair {
            to_move: Features::read(board),
            waiting: Features::read(&board.pass()),
        }
    }

    /// The features of the position after the move to `square` flipping `flipped`.
    #[inline]
    pub(crate) fn after(&self, square: usize, flipped: u64) -> FeaturePair {
        if !UPDATES {
            return *self;
        }
        let mut mover = self.to_move;
        mover.shift_digit(square, 1);
        mover.shift_digits(flipped, -1);
        FeaturePair {
            to_move: self.child_to_move(square, flipped),
            waiting: mover,
        }
    }

    /// What the searches carry where they do not update features (see [`UPDATES`]).
    fn unused() -> FeaturePair {
        let none = Features {
            numbers: [0; LANES],
        };
        FeaturePair {
            to_move: none,
            waiting: none,
        }
    }

    /// The features of the position after a pass.
    #[inline]
    pub(crate) fn passed(&self) -> FeaturePair {
        FeaturePair {
            to_move: self.waiting,
            waiting: self.to_move,
        }
    }

    /// The features the side to move reads: what the evaluation adds up.
    #[inline]
    pub(crate) fn side_to_move(&self) -> &Features {
        &self.to_move
    }

    /// Only what the side to move after the move to `square` flipping `flipped` reads: all
    /// a leaf needs.
    #[inline]
    pub(crate) fn child_to_move(&self, square: usize, flipped: u64) -> Features {
        if !UPDATES {
            return self.waiting;
        }
        let mut child = self.waiting;
        child.shift_digit(square, 2);
        child.shift_digits(flipped, 1);
        child
    }
}

impl Features {
    /// The features of `board` as its side to move reads them.
    #[inline]
    fn read(board: &Board) -> Features {
        let mut numbers = [0; LANES];
        let mut slot = 0;
        for_each_feature(board, |feature| {
            numbers[slot] = (feature - PATTERN_OFFSETS[slot]) as u16;
            slot += 1;
        });
        Features { numbers }
    }

    /// Changes the digit of `square` by `change` (-1, 1 or 2) in every pattern through it,
    /// lane by lane (adding 0 where the pattern does not cover the square).
    #[inline(always)]
    fn shift_digit(&mut self, square: usize, change: i16) {
        let steps = &SQUARE_STEPS[square & 63];
        for (number, step) in self.numbers.iter_mut().zip(steps) {
            *number = number.wrapping_add(step.wrapping_mul(change as u16));
        }
    }

    /// Changes the digit of every square of `squares` by `change`.
    #[inline(always)]
    fn shift_digits(&mut self, squares: u64, change: i16) {
        let mut rest = squares;
        while rest != 0 {
            self.shift_digit(rest.trailing_zeros() as usize, change);
            rest &= rest - 1;
        }
    }

    /// The sum of the values `window` holds for these features (the pattern values of one
    /// phase, as signed bytes, and whatever follows them: see [`READ_SPAN`]).
    #[inline]
    pub(crate) fn value_sum(&self, window: &[u8; READ_SPAN]) -> i32 {
        let value = |slot: usize| {
            i32::from(
                window[PATTERN_OFFSETS[slot] as usize + usize::from(self.numbers[slot])] as i8,
            )
        };
        // Written out slot by slot: each offset becomes a constant and, the window being
        // long enough for any number, no read needs a bounds check. As a loop the compilers
        // kept a check, an offset load and, in wasm, a stack check in every round, which
        // took about a third of the midgame search's time in wasm (`perf`).
        slot_sum!(value; 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25
            26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45)
    }
}

/// The sum of `value(slot)` over the slots listed, which must be every pattern's, in order
/// (checked as the code compiles).
macro_rules! slot_sum {
    ($value:ident; $($slot:literal)*) => {{
        const _: () = {
            let slots: &[usize] = &[$($slot),*];
            assert!(slots.len() == PATTERN_COUNT);
            let mut at = 0;
            while at < slots.len() {
                assert!(slots[at] == at);
                at += 1;
            }
        };
        0 $(+ $value($slot))*
    }};
}
use slot_sum;

/// How far past the start of a phase's values [`Features::value_sum`] may read: the last
/// shape's offset and any 16-bit number. Over a window this long each read is in bounds
/// whatever the number, so the compiler drops the 46 bounds checks of every evaluation (the
/// numbers stay below their shape's count all the same); the evaluation pads its bytes to
/// give the last phase such a window.
pub(crate) const READ_SPAN: usize = OFFSETS[SHAPES.len() - 1] + (u16::MAX as usize + 1);

const fn pattern_offsets() -> [u32; PATTERN_COUNT] {
    let mut offsets = [0; PATTERN_COUNT];
    let (mut shape, mut slot) = (0, 0);
    while shape < SHAPES.len() {
        let mut instance = 0;
        while instance < SHAPES[shape].instances.len() {
            offsets[slot] = OFFSETS[shape] as u32;
            slot += 1;
            instance += 1;
        }
        shape += 1;
    }
    offsets
}

const fn square_steps() -> [[u16; LANES]; 64] {
    let mut steps = [[0; LANES]; 64];
    let (mut shape, mut slot) = (0, 0);
    while shape < SHAPES.len() {
        let mut instance = 0;
        while instance < SHAPES[shape].instances.len() {
            let squares = SHAPES[shape].instances[instance];
            let (mut k, mut power) = (0, 1);
            while k < squares.len() {
                steps[squares[k] as usize][slot] = power;
                power *= 3;
                k += 1;
            }
            slot += 1;
            instance += 1;
        }
        shape += 1;
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::learned::patterns::features;
    use crate::ai::players::beginners::random_legal;
    use crate::ai::random::SeededRandom;

    #[test]
    fn every_child_updated_has_the_features_read_afresh() {
        // Random games: every child of every position on the way, updated from its parent
        // (and the parent from its own parent, passes included), equals the child read
        // square by square.
        let mut random = SeededRandom::new(0x9E37_79B9_7F4A_7C15);
        let mut children = 0;
        for _ in 0..200 {
            let mut board = Board::start();
            let mut pair = FeaturePair::read(&board);
            loop {
                assert_eq!(pair, FeaturePair::read(&board), "{board:?}");
                let moves = board.legal_mask();
                if moves == 0 {
                    if board.pass().legal_mask() == 0 {
                        break;
                    }
                    board = board.pass();
                    pair = pair.passed();
                    continue;
                }
                let mut rest = moves;
                while rest != 0 {
                    let square = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let flipped = board.flips_at(square);
                    let child = board.play_flips(square, flipped);
                    let read = FeaturePair::read(&child);
                    assert_eq!(pair.after(square, flipped), read, "{board:?} {square}");
                    assert_eq!(pair.child_to_move(square, flipped), read.to_move);
                    children += 1;
                }
                let square = usize::from(random_legal(&board, &mut random).unwrap().index());
                let flipped = board.flips_at(square);
                pair = pair.after(square, flipped);
                board = board.play_flips(square, flipped);
            }
        }
        assert!(children > 50_000, "{children}");
    }

    #[test]
    fn numbers_and_offsets_make_the_features() {
        let board = Board::start().play("f5".parse().unwrap());
        let numbers = Features::read(&board);
        let rebuilt: Vec<u32> = (0..PATTERN_COUNT)
            .map(|slot| PATTERN_OFFSETS[slot] + u32::from(numbers.numbers[slot]))
            .collect();
        assert_eq!(rebuilt, features(&board));
        assert!(numbers.numbers[PATTERN_COUNT..].iter().all(|&n| n == 0));
    }
}
