//! Named groups of squares as bitboard masks (a1 = bit 0, h8 = bit 63): the corners and their
//! dangerous neighbours, the quadrants, rows, columns and diagonals. Both searches' move
//! ordering, the exact solver's parity, the last move's flip count and the stability
//! estimate speak in these terms; each mask is defined here once.

/// a1, h1, a8, h8.
pub(crate) const CORNERS: u64 = 0x8100_0000_0000_0081;
/// b2, g2, b7, g7: diagonally next to a corner.
pub(crate) const X_SQUARES: u64 = 0x0042_0000_0000_4200;
/// b1, g1, a2, h2, a7, h7, b8, g8: next to a corner along an edge.
pub(crate) const C_SQUARES: u64 = 0x4281_0000_0000_8142;
/// Row 1.
pub(crate) const ROW_1: u64 = 0xFF;
/// Column a.
pub(crate) const COLUMN_A: u64 = 0x0101_0101_0101_0101;
/// Column h.
pub(crate) const COLUMN_H: u64 = 0x8080_8080_8080_8080;
/// The 36 squares off the border.
pub(crate) const INNER: u64 = 0x007E_7E7E_7E7E_7E00;
/// Multiplied by column a, gathers it into the top byte, a1 to bit 56 (row 1 first).
pub(crate) const COLUMN_GATHER: u64 = 0x0102_0408_1020_4080;

/// The diagonals in the a1-h8 direction (`[0]`, numbered `7 + column - row`) and in the
/// h1-a8 direction (`[1]`, numbered `column + row`), 15 each.
pub(crate) const DIAGONALS: [[u64; 15]; 2] = {
    let mut table = [[0u64; 15]; 2];
    let mut square = 0;
    while square < 64 {
        let (col, row) = (square % 8, square / 8);
        table[0][7 + col - row] |= 1 << square;
        table[1][col + row] |= 1 << square;
        square += 1;
    }
    table
};

/// The diagonal (a1-h8 direction) and anti-diagonal (h1-a8 direction) through each square.
pub(crate) static DIAGONALS_THROUGH: [(u64, u64); 64] = {
    let mut table = [(0u64, 0u64); 64];
    let mut square = 0;
    while square < 64 {
        let (col, row) = (square % 8, square / 8);
        table[square] = (DIAGONALS[0][7 + col - row], DIAGONALS[1][col + row]);
        square += 1;
    }
    table
};

/// The four 4x4 quadrants: a1-d4, e1-h4, a5-d8, e5-h8.
const QUADRANTS: [u64; 4] = [
    0x0000_0000_0F0F_0F0F,
    0x0000_0000_F0F0_F0F0,
    0x0F0F_0F0F_0000_0000,
    0xF0F0_F0F0_0000_0000,
];

/// The squares of the quadrants whose bit (as in [`quadrant_parity`]) is set in `set`.
#[inline]
pub(crate) fn quadrants_of(set: u8) -> u64 {
    QUADRANT_UNIONS[usize::from(set & 15)]
}

/// One bit per quadrant (bit `q` for `QUADRANTS[q]`), set when it holds an odd number of
/// the squares of `bits`. Near the end, moving into a region with an odd number of empty
/// squares tends to leave the last move in it to us (the "parity" of endgame theory).
#[inline]
pub(crate) fn quadrant_parity(bits: u64) -> u8 {
    // Fold rows 1-4 onto row 1 and rows 5-8 onto row 5, then each half-row onto its first
    // column: bits 0, 4, 32 and 36 end up holding the parity of the four quadrants.
    let mut folded = bits ^ (bits >> 8);
    folded ^= folded >> 16;
    folded ^= folded >> 1;
    folded ^= folded >> 2;
    ((folded & 1) | (folded >> 3 & 2) | (folded >> 30 & 4) | (folded >> 33 & 8)) as u8
}

/// The quadrant bit (as in [`quadrant_parity`]) of each square.
pub(crate) const QUADRANT_BIT: [u8; 64] = {
    let mut table = [0u8; 64];
    let mut square = 0;
    while square < 64 {
        let (col, row) = (square % 8, square / 8);
        table[square] = 1 << ((col / 4) + 2 * (row / 4));
        square += 1;
    }
    table
};

/// For each set of quadrants (a 4-bit mask as in [`quadrant_parity`]), the union of their
/// squares.
const QUADRANT_UNIONS: [u64; 16] = {
    let mut table = [0u64; 16];
    let mut set = 0;
    while set < 16 {
        let mut quadrant = 0;
        while quadrant < 4 {
            if set >> quadrant & 1 == 1 {
                table[set] |= QUADRANTS[quadrant];
            }
            quadrant += 1;
        }
        set += 1;
    }
    table
};

/// The squares next to each square (up to 8): a move there can only flip something when one
/// of them holds an opponent disc.
pub(crate) const NEIGHBOURS: [u64; 64] = {
    let mut table = [0u64; 64];
    let mut square = 0;
    while square < 64 {
        let (col, row) = ((square % 8) as i32, (square / 8) as i32);
        let mut dr = -1;
        while dr <= 1 {
            let mut dc = -1;
            while dc <= 1 {
                let (c, r) = (col + dc, row + dr);
                if (dr != 0 || dc != 0) && c >= 0 && c < 8 && r >= 0 && r < 8 {
                    table[square] |= 1 << (r * 8 + c);
                }
                dc += 1;
            }
            dr += 1;
        }
        square += 1;
    }
    table
};

/// The squares next to (in any of the 8 directions) some square of `bits`, `bits` excluded.
pub(crate) fn neighbours(bits: u64) -> u64 {
    // Spread along each row first (masking what wrapped into the next row), then up and down.
    let row = bits | (bits << 1 & !COLUMN_A) | (bits >> 1 & !COLUMN_H);
    (row | row << 8 | row >> 8) & !bits
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::random::SeededRandom;

    #[test]
    fn neighbours_of_a_corner_stay_on_the_board() {
        // a1's neighbours are b1, a2, b2 and nothing wraps to h1 or h2.
        assert_eq!(neighbours(1), 1 << 1 | 1 << 8 | 1 << 9);
        // h1's are g1, g2, h2.
        assert_eq!(neighbours(1 << 7), 1 << 6 | 1 << 14 | 1 << 15);
    }

    #[test]
    fn the_masks_cover_the_border_once() {
        // The border squares other than corners and C-squares (c1-f1, a3-a6, h3-h6, c8-f8).
        let edges: u64 = 0x3C00_8181_8181_003C;
        let border = CORNERS | C_SQUARES | edges;
        assert_eq!(border.count_ones(), 28);
        assert_eq!(CORNERS & C_SQUARES | CORNERS & edges | C_SQUARES & edges, 0);
        assert_eq!(neighbours(CORNERS) & !border, X_SQUARES);
        assert_eq!(QUADRANTS.iter().fold(0, |all, q| all | q), u64::MAX);
        assert_eq!(quadrants_of(quadrant_parity(1)), QUADRANTS[0]);
    }

    #[test]
    fn parity_folding_matches_counting() {
        let mut random = SeededRandom::new(0x1234_5678_9ABC_DEF1);
        for _ in 0..1000 {
            let bits = random.next_u64();
            let sparse = bits & bits.rotate_left(17);
            let counted = QUADRANTS
                .iter()
                .filter(|&&quadrant| (sparse & quadrant).count_ones() % 2 == 1)
                .fold(0, |odd, quadrant| odd | quadrant);
            assert_eq!(quadrants_of(quadrant_parity(sparse)), counted);
            let by_square = (0..64)
                .filter(|&s| sparse >> s & 1 == 1)
                .fold(0, |parity, s| parity ^ QUADRANT_BIT[s]);
            assert_eq!(quadrant_parity(sparse), by_square);
        }
        assert_eq!(NEIGHBOURS[0], neighbours(1));
        assert_eq!(NEIGHBOURS[63], neighbours(1 << 63));
        assert_eq!(NEIGHBOURS[27].count_ones(), 8);
    }

    #[test]
    fn the_diagonals_through_a_square_are_the_squares_a_bishop_steps_to() {
        for square in 0..64i32 {
            let (col, row) = (square % 8, square / 8);
            let (mut diagonal, mut anti_diagonal) = (0u64, 0u64);
            for step in -7..=7 {
                for (bits, r) in [
                    (&mut diagonal, row + step),
                    (&mut anti_diagonal, row - step),
                ] {
                    let c = col + step;
                    if (0..8).contains(&c) && (0..8).contains(&r) {
                        *bits |= 1 << (r * 8 + c);
                    }
                }
            }
            assert_eq!(
                DIAGONALS_THROUGH[square as usize],
                (diagonal, anti_diagonal),
                "{square}"
            );
        }
        // Each direction's 15 diagonals cover the board once.
        for direction in DIAGONALS {
            assert_eq!(direction.iter().fold(0, |all, d| all | d), u64::MAX);
            assert_eq!(direction.iter().map(|d| d.count_ones()).sum::<u32>(), 64);
        }
        assert_eq!(INNER.count_ones(), 36);
        assert_eq!(
            ((COLUMN_A & 0x0100_0000_0001_0001).wrapping_mul(COLUMN_GATHER) >> 56),
            0b1000_0101
        );
    }
}
