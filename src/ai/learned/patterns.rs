//! The patterns of the evaluation: groups of squares (an edge, a corner's 3x3 block,
//! a diagonal ...) whose exact contents are looked up in a table of learned values. Each shape
//! is used in every orientation the board's symmetries give it, all sharing one table, so what
//! is learned about the a1 corner holds for the other three.
//!
//! A pattern's contents read as a number in base 3, its first square the lowest digit: 0 for
//! an empty square, 1 for a disc of the side to move, 2 for one of the other side. The
//! features of a position are, for every pattern, that number plus its shape's offset in the
//! table of values ([`features`]). The evaluation (`eval.rs`) adds up the values of the
//! features; the training tool (`examples/train_eval.rs`) fits them.

use crate::board::Board;

/// One shape: its squares in each orientation (a1 = 0, h8 = 63), the squares listed in
/// corresponding order so that every orientation reads the same way.
///
/// # Examples
/// ```
/// use reversi::ai::patterns::SHAPES;
/// let block = &SHAPES[2];
/// assert_eq!(block.name, "corner 3x3");
/// // The a1 block, then the h1 one read from h1: the same corner-first order.
/// assert_eq!((block.instances[0][0], block.instances[1][0]), (0, 7));
/// assert!(block.instances.iter().all(|squares| squares.len() == 9));
/// ```
pub struct Shape {
    /// What it covers, for people.
    pub name: &'static str,
    /// The squares of each orientation.
    pub instances: &'static [&'static [u8]],
}

/// Every shape: edges with their X-squares, corners (2x5 and 3x3 blocks), the lines parallel
/// to the edges and the diagonals, as in Edax. The two 10-square shapes are the biggest part
/// of the table; on our training data they predict the exact scores of unseen 14-25 empty
/// positions about a disc better than plain edges alone (7.5 against 8.4 discs rms at 14-17).
///
/// # Examples
/// ```
/// use reversi::ai::patterns::{PATTERN_COUNT, SHAPES};
/// assert_eq!(SHAPES.iter().map(|shape| shape.instances.len()).sum::<usize>(), PATTERN_COUNT);
/// // Each corner has its 3x3 block.
/// for corner in [0, 7, 56, 63] {
///     assert!(SHAPES[2].instances.iter().any(|squares| squares.contains(&corner)));
/// }
/// ```
pub const SHAPES: [Shape; 11] = [
    // edge with its two X-squares: a1 b1… h1 b2 g2, …
    Shape {
        name: "edge + 2X",
        instances: &[
            &[0, 1, 2, 3, 4, 5, 6, 7, 9, 14],
            &[56, 57, 58, 59, 60, 61, 62, 63, 49, 54],
            &[0, 8, 16, 24, 32, 40, 48, 56, 9, 49],
            &[7, 15, 23, 31, 39, 47, 55, 63, 14, 54],
        ],
    },
    // corner 2x5: a1 b1 c1 d1 e1 a2 b2 c2 d2 e2, …
    Shape {
        name: "corner 2x5",
        instances: &[
            &[0, 1, 2, 3, 4, 8, 9, 10, 11, 12],
            &[7, 6, 5, 4, 3, 15, 14, 13, 12, 11],
            &[56, 57, 58, 59, 60, 48, 49, 50, 51, 52],
            &[63, 62, 61, 60, 59, 55, 54, 53, 52, 51],
            &[0, 8, 16, 24, 32, 1, 9, 17, 25, 33],
            &[7, 15, 23, 31, 39, 6, 14, 22, 30, 38],
            &[56, 48, 40, 32, 24, 57, 49, 41, 33, 25],
            &[63, 55, 47, 39, 31, 62, 54, 46, 38, 30],
        ],
    },
    // corner 3x3: a1 b1…, h1 g1…, a8 b8…, h8 g8…
    Shape {
        name: "corner 3x3",
        instances: &[
            &[0, 1, 2, 8, 9, 10, 16, 17, 18],
            &[7, 6, 5, 15, 14, 13, 23, 22, 21],
            &[56, 57, 58, 48, 49, 50, 40, 41, 42],
            &[63, 62, 61, 55, 54, 53, 47, 46, 45],
        ],
    },
    // second line: a2 b2…, a7 b7…, b1 b2…, g1 g2…
    Shape {
        name: "second line",
        instances: &[
            &[8, 9, 10, 11, 12, 13, 14, 15],
            &[48, 49, 50, 51, 52, 53, 54, 55],
            &[1, 9, 17, 25, 33, 41, 49, 57],
            &[6, 14, 22, 30, 38, 46, 54, 62],
        ],
    },
    // third line: a3 b3…, a6 b6…, c1 c2…, f1 f2…
    Shape {
        name: "third line",
        instances: &[
            &[16, 17, 18, 19, 20, 21, 22, 23],
            &[40, 41, 42, 43, 44, 45, 46, 47],
            &[2, 10, 18, 26, 34, 42, 50, 58],
            &[5, 13, 21, 29, 37, 45, 53, 61],
        ],
    },
    // fourth line: a4 b4…, a5 b5…, d1 d2…, e1 e2…
    Shape {
        name: "fourth line",
        instances: &[
            &[24, 25, 26, 27, 28, 29, 30, 31],
            &[32, 33, 34, 35, 36, 37, 38, 39],
            &[3, 11, 19, 27, 35, 43, 51, 59],
            &[4, 12, 20, 28, 36, 44, 52, 60],
        ],
    },
    // main diagonal: a1 b2…, h1 g2…
    Shape {
        name: "main diagonal",
        instances: &[
            &[0, 9, 18, 27, 36, 45, 54, 63],
            &[7, 14, 21, 28, 35, 42, 49, 56],
        ],
    },
    // 7-square diagonal: b1 c2…, g1 f2…, b8 c7…, g8 f7…
    Shape {
        name: "7-square diagonal",
        instances: &[
            &[1, 10, 19, 28, 37, 46, 55],
            &[6, 13, 20, 27, 34, 41, 48],
            &[57, 50, 43, 36, 29, 22, 15],
            &[62, 53, 44, 35, 26, 17, 8],
        ],
    },
    // 6-square diagonal: c1 d2…, f1 e2…, c8 d7…, f8 e7…
    Shape {
        name: "6-square diagonal",
        instances: &[
            &[2, 11, 20, 29, 38, 47],
            &[5, 12, 19, 26, 33, 40],
            &[58, 51, 44, 37, 30, 23],
            &[61, 52, 43, 34, 25, 16],
        ],
    },
    // 5-square diagonal: d1 e2…, e1 d2…, d8 e7…, e8 d7…
    Shape {
        name: "5-square diagonal",
        instances: &[
            &[3, 12, 21, 30, 39],
            &[4, 11, 18, 25, 32],
            &[59, 52, 45, 38, 31],
            &[60, 51, 42, 33, 24],
        ],
    },
    // 4-square diagonal: e1 f2…, d1 c2…, e8 f7…, d8 c7…
    Shape {
        name: "4-square diagonal",
        instances: &[
            &[4, 13, 22, 31],
            &[3, 10, 17, 24],
            &[60, 53, 46, 39],
            &[59, 50, 41, 32],
        ],
    },
];

/// How many patterns a position has (all orientations of all shapes).
///
/// # Examples
/// ```
/// use reversi::ai::patterns::{features, PATTERN_COUNT};
/// use reversi::Board;
/// assert_eq!(features(&Board::start()).len(), PATTERN_COUNT);
/// ```
pub const PATTERN_COUNT: usize = 46;

/// Where each shape's values start in the table, and (last) the table's length.
///
/// # Examples
/// ```
/// use reversi::ai::patterns::{OFFSETS, SHAPES};
/// // The edge with its two X-squares has 10 squares: 3^10 contents.
/// assert_eq!(OFFSETS[1] - OFFSETS[0], 3usize.pow(10));
/// assert_eq!(OFFSETS.len(), SHAPES.len() + 1);
/// ```
pub const OFFSETS: [usize; SHAPES.len() + 1] = offsets();

/// Values in the table: one for every possible content of every shape.
///
/// # Examples
/// ```
/// use reversi::ai::patterns::{features, VALUE_COUNT};
/// use reversi::Game;
/// let board = Game::from_transcript("f5d6c3d3c4").unwrap().board();
/// assert!(features(&board).iter().all(|&feature| (feature as usize) < VALUE_COUNT));
/// ```
pub const VALUE_COUNT: usize = OFFSETS[SHAPES.len()];

const fn offsets() -> [usize; SHAPES.len() + 1] {
    let mut offsets = [0; SHAPES.len() + 1];
    let mut shape = 0;
    while shape < SHAPES.len() {
        offsets[shape + 1] = offsets[shape] + 3usize.pow(SHAPES[shape].instances[0].len() as u32);
        shape += 1;
    }
    offsets
}

/// The features of `board`: for each pattern, the index of its contents' value in the table.
///
/// Reading 356 squares one by one costs more than the search saves by sorting with the
/// result, so the patterns are read a row or a diagonal at a time instead. Every orientation
/// of a shape is its first orientation read on a transformed board (mirrored, flipped,
/// transposed), and the first orientations are all cheap to gather into one byte or two:
/// whole rows by a shift, diagonals by one multiplication. A table then turns each gathered
/// pattern into its base-3 number.
///
/// # Examples
/// ```
/// use reversi::ai::patterns::{features, OFFSETS};
/// use reversi::Board;
/// let start = features(&Board::start());
/// // The a1-h1 edge is empty: its feature is the first value of its shape.
/// assert_eq!(start[0], OFFSETS[0] as u32);
/// // Row 4 (the fifth shape's first pattern): d4 the opponent's (2 x 3^3), e4 ours (1 x 3^4).
/// assert_eq!(start[24], OFFSETS[5] as u32 + 2 * 27 + 81);
/// ```
#[inline]
pub fn features(board: &Board) -> [u32; PATTERN_COUNT] {
    let mut features = [0; PATTERN_COUNT];
    let mut slot = 0;
    for_each_feature(board, |feature| {
        features[slot] = feature;
        slot += 1;
    });
    features
}

/// Calls `visit` with each feature of `board`, in the order of [`features`]. The
/// evaluation's hot path: each shape is spelled out, so that its gathering is fixed at
/// compile time and the loads of all patterns can overlap (a loop over the shapes measured
/// half the evaluation's time in branches and waiting).
///
/// # Examples
/// ```
/// use reversi::ai::patterns::{features, for_each_feature};
/// use reversi::Game;
/// let board = Game::from_transcript("f5d6c3").unwrap().board();
/// let mut visited = Vec::new();
/// for_each_feature(&board, |feature| visited.push(feature));
/// assert_eq!(visited, features(&board));
/// ```
#[inline(always)]
pub fn for_each_feature(board: &Board, mut visit: impl FnMut(u32)) {
    let views = SymmetricViews::of(board);
    macro_rules! shape {
        ($shape:literal) => {
            for &symmetry in &INSTANCE_SYMMETRIES[$shape][..SHAPES[$shape].instances.len()] {
                let (mine, theirs) = views.boards[usize::from(symmetry)];
                let gathered = (gather($shape, mine), gather($shape, theirs));
                visit(OFFSETS[$shape] as u32 + ternary(gathered));
            }
        };
    }
    shape!(0);
    shape!(1);
    shape!(2);
    shape!(3);
    shape!(4);
    shape!(5);
    shape!(6);
    shape!(7);
    shape!(8);
    shape!(9);
    shape!(10);
}

// `for_each_feature` names every shape by number.
const _: () = assert!(SHAPES.len() == 11);

/// The base-3 number of a pattern whose squares hold the player's discs at the set bits of
/// `mine`, the opponent's at those of `theirs`.
#[inline(always)]
fn ternary((mine, theirs): (u32, u32)) -> u32 {
    u32::from(BINARY_AS_TERNARY[mine as usize]) + 2 * u32::from(BINARY_AS_TERNARY[theirs as usize])
}

/// For every 10-bit number, the base-3 number with the same digits.
static BINARY_AS_TERNARY: [u16; 1024] = binary_as_ternary();

const fn binary_as_ternary() -> [u16; 1024] {
    let mut table = [0u16; 1024];
    let mut bits = 0;
    while bits < 1024 {
        let (mut value, mut power, mut bit) = (0u16, 1u16, 0);
        while bit < 10 {
            if bits >> bit & 1 != 0 {
                value += power;
            }
            power *= 3;
            bit += 1;
        }
        table[bits] = value;
        bits += 1;
    }
    table
}

/// The squares of the first orientation of `shape` (an index into [`SHAPES`]) that are set in
/// `bits`, gathered in the shape's order: bit `i` for its `i`-th square.
#[inline(always)]
fn gather(shape: usize, bits: u64) -> u32 {
    /// Gathers one square per column into the top byte (bit `c` for column `c`).
    const COLUMNS_TO_TOP_BYTE: u64 = 0x0101_0101_0101_0101;
    let diagonal = |mask: u64, first_column: u32| {
        (((bits & mask).wrapping_mul(COLUMNS_TO_TOP_BYTE) >> 56) >> first_column) as u32
    };
    match shape {
        // a1-h1, b2, g2.
        0 => (bits & 0xFF) as u32 | ((bits >> 9) as u32 & 1) << 8 | ((bits >> 14) as u32 & 1) << 9,
        // a1-e1, a2-e2.
        1 => (bits & 0x1F) as u32 | ((bits >> 8) as u32 & 0x1F) << 5,
        // a1 b1 c1, a2 b2 c2, a3 b3 c3.
        2 => (bits & 7) as u32 | ((bits >> 8) as u32 & 7) << 3 | ((bits >> 16) as u32 & 7) << 6,
        // Rows 2, 3 and 4.
        3 => (bits >> 8) as u32 & 0xFF,
        4 => (bits >> 16) as u32 & 0xFF,
        5 => (bits >> 24) as u32 & 0xFF,
        // The diagonals from a1, b1, c1, d1 and e1 towards the right edge.
        6 => diagonal(0x8040_2010_0804_0201, 0),
        7 => diagonal(0x0080_4020_1008_0402, 1),
        8 => diagonal(0x0000_8040_2010_0804, 2),
        9 => diagonal(0x0000_0080_4020_1008, 3),
        _ => diagonal(0x0000_0000_8040_2010, 4),
    }
}

/// A board under each of the eight symmetries, as (player, opponent) pairs: entry `m` holds
/// at square `s` what `board` holds at `square_image(m, s)`.
struct SymmetricViews {
    boards: [(u64, u64); 8],
}

impl SymmetricViews {
    #[inline(always)]
    fn of(board: &Board) -> SymmetricViews {
        let views = |bits: u64| {
            let mirrored = mirror_columns(bits);
            let flipped = bits.swap_bytes();
            let turned = bits.reverse_bits();
            [
                bits,
                mirrored,
                flipped,
                turned,
                transpose(bits),
                transpose(mirrored),
                transpose(flipped),
                transpose(turned),
            ]
        };
        let (mine, theirs) = (views(board.player), views(board.opponent));
        SymmetricViews {
            boards: std::array::from_fn(|m| (mine[m], theirs[m])),
        }
    }
}

/// The eight symmetric images of `board`, in the order of [`square_image`]: image `m` holds
/// at square `s` what `board` holds at `square_image(m, s)`.
pub(crate) fn symmetric_images(board: &Board) -> [Board; 8] {
    SymmetricViews::of(board)
        .boards
        .map(|(player, opponent)| Board { player, opponent })
}

/// Column a swapped with h, b with g, and so on.
#[inline(always)]
fn mirror_columns(bits: u64) -> u64 {
    let bits = (bits >> 1) & 0x5555_5555_5555_5555 | (bits & 0x5555_5555_5555_5555) << 1;
    let bits = (bits >> 2) & 0x3333_3333_3333_3333 | (bits & 0x3333_3333_3333_3333) << 2;
    (bits >> 4) & 0x0F0F_0F0F_0F0F_0F0F | (bits & 0x0F0F_0F0F_0F0F_0F0F) << 4
}

/// Rows and columns swapped (a mirror along the a1-h8 diagonal), by three exchanges of
/// ever smaller blocks.
#[inline(always)]
fn transpose(mut bits: u64) -> u64 {
    let swap = |bits: &mut u64, mask: u64, shift: u32| {
        let moved = mask & (*bits ^ (*bits << shift));
        *bits ^= moved ^ (moved >> shift);
    };
    swap(&mut bits, 0x0F0F_0F0F_0000_0000, 28);
    swap(&mut bits, 0x3333_0000_3333_0000, 14);
    swap(&mut bits, 0x5500_5500_5500_5500, 7);
    bits
}

/// For each shape and orientation, the symmetry that maps the first orientation onto it
/// square by square (checked by a test).
const INSTANCE_SYMMETRIES: [[u8; 8]; SHAPES.len()] = instance_symmetries();

const fn instance_symmetries() -> [[u8; 8]; SHAPES.len()] {
    let mut table = [[0u8; 8]; SHAPES.len()];
    let mut shape = 0;
    while shape < SHAPES.len() {
        let first = SHAPES[shape].instances[0];
        let mut instance = 0;
        while instance < SHAPES[shape].instances.len() {
            let squares = SHAPES[shape].instances[instance];
            let mut symmetry = 0;
            'search: while symmetry < 8 {
                let mut i = 0;
                while i < first.len() {
                    if square_image(symmetry, first[i]) != squares[i] {
                        symmetry += 1;
                        continue 'search;
                    }
                    i += 1;
                }
                break;
            }
            assert!(
                symmetry < 8,
                "an orientation that is no symmetric image of the first"
            );
            table[shape][instance] = symmetry as u8;
            instance += 1;
        }
        shape += 1;
    }
    table
}

/// For every value of the table, the value of the same contents seen in a mirror that maps
/// its shape onto itself (an edge read from the other end, a corner block across its
/// diagonal), or the value itself for shapes with no such mirror (2x5 corner blocks). Both
/// describe the same situation, so training gives them one value: half the values to learn
/// from the same positions.
///
/// # Examples
/// ```
/// use reversi::ai::patterns::{symmetric_twins, OFFSETS, VALUE_COUNT};
/// let twins = symmetric_twins();
/// assert_eq!(twins.len(), VALUE_COUNT);
/// // A disc on a1 alone in the a1-h1 edge is, read from h1, a disc on h1 alone (3^7).
/// assert_eq!(twins[OFFSETS[0] + 1], (OFFSETS[0] + 3usize.pow(7)) as u32);
/// // Seen in the mirror again, every content is itself.
/// assert!((0..VALUE_COUNT).all(|value| twins[twins[value] as usize] as usize == value));
/// ```
pub fn symmetric_twins() -> Vec<u32> {
    let mut twins: Vec<u32> = (0..VALUE_COUNT as u32).collect();
    for (shape, offset) in SHAPES.iter().zip(OFFSETS) {
        let first = shape.instances[0];
        // `moved[i]`: the position in the shape where the mirror takes its `i`-th square.
        let Some(moved) = (1..8).find_map(|symmetry| {
            first
                .iter()
                .map(|&square| {
                    let image = square_image(symmetry, square);
                    first.iter().position(|&other| other == image)
                })
                .collect::<Option<Vec<usize>>>()
        }) else {
            continue;
        };
        let size = 3u32.pow(first.len() as u32);
        for contents in 0..size {
            let mut twin = 0;
            let mut rest = contents;
            for &to in &moved {
                twin += (rest % 3) * 3u32.pow(to as u32);
                rest /= 3;
            }
            twins[offset + contents as usize] = offset as u32 + twin;
        }
    }
    twins
}

/// Where symmetry number `symmetry` takes square `s`: identity, columns mirrored, rows
/// mirrored, half turn, then those four followed by a swap of rows and columns.
pub(crate) const fn square_image(symmetry: usize, s: u8) -> u8 {
    let (row, column) = (s >> 3, s & 7);
    let (row, column) = match symmetry {
        0 => (row, column),
        1 => (row, 7 - column),
        2 => (7 - row, column),
        3 => (7 - row, 7 - column),
        4 => (column, row),
        5 => (column, 7 - row),
        6 => (7 - column, row),
        _ => (7 - column, 7 - row),
    };
    row << 3 | column
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::random::SeededRandom;

    /// The eight symmetries of the board as maps of square indices (`row * 8 + column`), in the
    /// order of [`SymmetricViews`]: identity, columns mirrored, rows mirrored, half turn, and
    /// those four followed by a swap of rows and columns.
    const SYMMETRIES: [fn(u8) -> u8; 8] = [
        |s| s,
        |s| (s & 56) | (7 - (s & 7)),
        |s| (56 - (s & 56)) | (s & 7),
        |s| 63 - s,
        |s| ((s & 7) << 3) | (s >> 3),
        |s| ((s & 7) << 3) | (7 - (s >> 3)),
        |s| ((7 - (s & 7)) << 3) | (s >> 3),
        |s| ((7 - (s & 7)) << 3) | (7 - (s >> 3)),
    ];

    fn symmetries() -> [fn(u8) -> u8; 8] {
        SYMMETRIES
    }

    /// The features read square by square, as the module documentation defines them.
    fn features_square_by_square(board: &Board) -> [u32; PATTERN_COUNT] {
        let mut features = [0; PATTERN_COUNT];
        let mut slot = 0;
        for (shape, offset) in SHAPES.iter().zip(OFFSETS) {
            for squares in shape.instances {
                let mut index = 0u32;
                for &square in squares.iter().rev() {
                    let mine = (board.player >> square) as u32 & 1;
                    let theirs = (board.opponent >> square) as u32 & 1;
                    index = index * 3 + mine + 2 * theirs;
                }
                features[slot] = offset as u32 + index;
                slot += 1;
            }
        }
        features
    }

    #[test]
    fn fast_features_equal_the_square_by_square_reading() {
        let mut random = SeededRandom::new(0x1234_5678_9ABC_DEF0);
        for _ in 0..20_000 {
            let occupied = random.next_u64();
            let colours = random.next_u64();
            let board = Board {
                player: occupied & colours,
                opponent: occupied & !colours,
            };
            assert_eq!(
                features(&board),
                features_square_by_square(&board),
                "{board:?}"
            );
        }
    }

    #[test]
    fn the_views_hold_each_square_where_its_symmetry_maps_it() {
        for square in 0..64u8 {
            let views = SymmetricViews::of(&Board {
                player: 1 << square,
                opponent: 0,
            });
            for (m, map) in SYMMETRIES.iter().enumerate() {
                // View m holds at s what the board holds at map(s): only s with map(s) = square.
                let expected: u64 = (0..64u8)
                    .filter(|&s| map(s) == square)
                    .map(|s| 1u64 << s)
                    .sum();
                assert_eq!(views.boards[m].0, expected, "symmetry {m}, square {square}");
                assert_eq!(square_image(m, square), map(square));
            }
        }
    }

    #[test]
    fn every_orientation_is_a_symmetric_image_of_the_first_square_by_square() {
        let mut count = 0;
        for shape in &SHAPES {
            let first = shape.instances[0];
            for squares in shape.instances {
                let image_of_first = symmetries().iter().any(|map| {
                    squares.len() == first.len()
                        && first.iter().zip(squares.iter()).all(|(&a, &b)| map(a) == b)
                });
                assert!(image_of_first, "{}: {squares:?}", shape.name);
                count += 1;
            }
            // Every distinct image of the shape is there.
            let mut images: Vec<Vec<u8>> = symmetries()
                .iter()
                .map(|map| {
                    let mut set: Vec<u8> = first.iter().map(|&s| map(s)).collect();
                    set.sort_unstable();
                    set
                })
                .collect();
            images.sort();
            images.dedup();
            assert_eq!(images.len(), shape.instances.len(), "{}", shape.name);
        }
        assert_eq!(count, PATTERN_COUNT);
    }

    #[test]
    fn a_mirrored_board_has_the_twin_features() {
        let twins = symmetric_twins();
        assert!((0..VALUE_COUNT).all(|value| twins[twins[value] as usize] as usize == value));
        // Mirroring the columns maps every shape onto one of its orientations: the features
        // of the mirrored board are those of the board, up to twins.
        let board = Board::start()
            .play("f5".parse().unwrap())
            .play("f6".parse().unwrap());
        let mirror =
            |bits: u64| (0..64u8).fold(0, |image, s| image | (bits >> s & 1) << square_image(1, s));
        let mirrored = Board {
            player: mirror(board.player),
            opponent: mirror(board.opponent),
        };
        let canonical = |board: &Board| {
            let mut list: Vec<u32> = features(board)
                .iter()
                .map(|&f| f.min(twins[f as usize]))
                .collect();
            list.sort_unstable();
            list
        };
        assert_eq!(canonical(&board), canonical(&mirrored));
        assert_ne!(features(&board), features(&mirrored));
    }

    #[test]
    fn features_read_the_squares_in_base_3() {
        // Only a1 (the player's) and b1 (the opponent's) are occupied: the edge reads 1 + 2*3.
        let board = Board {
            player: 1,
            opponent: 2,
        };
        let features = features(&board);
        assert_eq!(features[0], 1 + 2 * 3);
        // The third edge (column a) reads a1 first, then a2...: 1 (b1 is not on it).
        assert_eq!(features[2], 1);
    }
}
