//! The features of a position's children, worked out from the position's own: a move changes
//! only the patterns through its square and through the discs it flips, so each child costs
//! a few vector additions instead of a fresh reading of 46 patterns (`patterns.rs`), which
//! measured about half the evaluation's time. The midgame search reads the patterns of its
//! root's children once and hands every node its features; so do the shallow searches.
//!
//! Each side reads the patterns its own way (digit 1 for its discs, 2 for the other's), and a
//! node keeps both readings: its child is seen by the other side, whose reading the move only
//! adds to (its square from empty, 0, to the mover's, 2; every flipped disc from 1 to 2),
//! while the mover's reading gains its square (0 to 1) and each flipped disc (2 to 1). A pass
//! swaps the two.

use super::patterns::{for_each_feature, OFFSETS, PATTERN_COUNT, SHAPES};
use crate::Board;

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
pub(crate) static PATTERN_OFFSETS: [u32; PATTERN_COUNT] = pattern_offsets();

/// Whether updates add whole vectors of lanes (natively: 16% less time for the midgame
/// search than reading the patterns at every leaf) or only the patterns through each square
/// (wasm, which the page builds without vector instructions: whole vectors there took 40%
/// more time than reading the patterns, single patterns slightly less).
const WHOLE_VECTORS: bool = !cfg!(target_arch = "wasm32");

/// For each square, what one step of its digit adds to each pattern's number: 3^k where the
/// square is the pattern's k-th, 0 where the pattern does not cover it.
static SQUARE_STEPS: [[u16; LANES]; 64] = square_steps();

/// The most patterns through one square (b2 and its images: an edge twice, two 2x5 blocks,
/// a 3x3 block, two second lines, a diagonal).
const MOST_THROUGH_ONE_SQUARE: usize = 8;

/// The patterns through one square: a move changes only these.
#[derive(Clone, Copy)]
struct PatternsThrough {
    count: u8,
    /// Each pattern's slot and what one step of the square's digit adds to its number
    /// (3^k where the square is the pattern's k-th).
    patterns: [(u8, u16); MOST_THROUGH_ONE_SQUARE],
}

/// For each square, the patterns through it.
static PATTERNS_THROUGH: [PatternsThrough; 64] = patterns_through();

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
        FeaturePair {
            to_move: Features::read(board),
            waiting: Features::read(&board.pass()),
        }
    }

    /// The features of the position after the move to `square` flipping `flipped`.
    #[inline]
    pub(crate) fn after(&self, square: usize, flipped: u64) -> FeaturePair {
        let mut mover = self.to_move;
        mover.shift_digit(square, 1);
        mover.shift_digits(flipped, -1);
        FeaturePair {
            to_move: self.child_to_move(square, flipped),
            waiting: mover,
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

    /// Changes the digit of `square` by `change` (-1, 1 or 2) in every pattern through it.
    #[inline(always)]
    fn shift_digit(&mut self, square: usize, change: i16) {
        if WHOLE_VECTORS {
            self.shift_digit_in_every_lane(square, change);
        } else {
            self.shift_digit_in_its_patterns(square, change);
        }
    }

    /// [`Features::shift_digit`] lane by lane, adding 0 where the square is not: a few
    /// vector additions where the machine has wide vectors.
    #[inline(always)]
    fn shift_digit_in_every_lane(&mut self, square: usize, change: i16) {
        let steps = &SQUARE_STEPS[square & 63];
        for (number, step) in self.numbers.iter_mut().zip(steps) {
            *number = number.wrapping_add(step.wrapping_mul(change as u16));
        }
    }

    /// [`Features::shift_digit`] only in the patterns through the square: fewer additions,
    /// one at a time.
    #[inline(always)]
    fn shift_digit_in_its_patterns(&mut self, square: usize, change: i16) {
        let through = &PATTERNS_THROUGH[square & 63];
        for &(slot, step) in &through.patterns[..usize::from(through.count)] {
            let number = &mut self.numbers[usize::from(slot)];
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

    /// The sum of the values `table` holds for these features (the pattern values of one
    /// phase, as signed bytes).
    #[inline]
    pub(crate) fn value_sum(&self, table: &[u8]) -> i32 {
        let mut sum = 0;
        for (&number, &offset) in self.numbers.iter().zip(&PATTERN_OFFSETS) {
            sum += i32::from(table[offset as usize + usize::from(number)] as i8);
        }
        sum
    }
}

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
    let mut square = 0;
    while square < 64 {
        let through = PATTERNS_THROUGH[square];
        let mut i = 0;
        while i < through.count as usize {
            let (slot, step) = through.patterns[i];
            steps[square][slot as usize] = step;
            i += 1;
        }
        square += 1;
    }
    steps
}

const fn patterns_through() -> [PatternsThrough; 64] {
    let mut through = [PatternsThrough {
        count: 0,
        patterns: [(0, 0); MOST_THROUGH_ONE_SQUARE],
    }; 64];
    let (mut shape, mut slot) = (0, 0);
    while shape < SHAPES.len() {
        let mut instance = 0;
        while instance < SHAPES[shape].instances.len() {
            let squares = SHAPES[shape].instances[instance];
            let (mut k, mut power) = (0, 1);
            while k < squares.len() {
                let square = &mut through[squares[k] as usize];
                square.patterns[square.count as usize] = (slot as u8, power);
                square.count += 1;
                power *= 3;
                k += 1;
            }
            slot += 1;
            instance += 1;
        }
        shape += 1;
    }
    through
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::patterns::features;

    #[test]
    fn every_child_updated_has_the_features_read_afresh() {
        // Random games: every child of every position on the way, updated from its parent
        // (and the parent from its own parent, passes included), equals the child read
        // square by square.
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
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
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let mut rest = moves;
                for _ in 0..(state >> 33) as u32 % moves.count_ones() {
                    rest &= rest - 1;
                }
                let square = rest.trailing_zeros() as usize;
                let flipped = board.flips_at(square);
                pair = pair.after(square, flipped);
                board = board.play_flips(square, flipped);
            }
        }
        assert!(children > 50_000, "{children}");
    }

    #[test]
    fn both_ways_of_updating_agree() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut features = Features::read(&Board::start());
        for _ in 0..10_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let square = (state % 64) as usize;
            let change = [-1, 1, 2][(state >> 8) as usize % 3];
            let mut lanes = features;
            lanes.shift_digit_in_every_lane(square, change);
            features.shift_digit_in_its_patterns(square, change);
            assert_eq!(lanes, features);
        }
        assert!(PATTERNS_THROUGH
            .iter()
            .any(|through| usize::from(through.count) == MOST_THROUGH_ONE_SQUARE));
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
