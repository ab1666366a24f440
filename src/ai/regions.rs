//! Named groups of squares as bitboard masks (a1 = bit 0, h8 = bit 63): the corners and their
//! dangerous neighbours, the edges, the quadrants. The evaluation and both searches' move
//! ordering speak in these terms.

/// a1, h1, a8, h8.
pub(crate) const CORNERS: u64 = 0x8100_0000_0000_0081;
/// b2, g2, b7, g7: diagonally next to a corner.
pub(crate) const X_SQUARES: u64 = 0x0042_0000_0000_4200;
/// b1, g1, a2, h2, a7, h7, b8, g8: next to a corner along an edge.
pub(crate) const C_SQUARES: u64 = 0x4281_0000_0000_8142;
/// The border squares other than corners and C-squares (c1-f1, a3-a6, h3-h6, c8-f8).
pub(crate) const EDGES: u64 = 0x3C00_8181_8181_003C;
/// Column a.
pub(crate) const COLUMN_A: u64 = 0x0101_0101_0101_0101;
/// Column h.
pub(crate) const COLUMN_H: u64 = 0x8080_8080_8080_8080;

/// The four 4x4 quadrants: a1-d4, e1-h4, a5-d8, e5-h8.
const QUADRANTS: [u64; 4] = [
    0x0000_0000_0F0F_0F0F,
    0x0000_0000_F0F0_F0F0,
    0x0F0F_0F0F_0000_0000,
    0xF0F0_F0F0_0000_0000,
];

/// The quadrants holding an odd number of the `empty` squares. Near the end, moving into such
/// a region tends to leave the last move in it to us (the "parity" of endgame theory).
pub(crate) fn odd_quadrants(empty: u64) -> u64 {
    QUADRANTS
        .iter()
        .filter(|&&quadrant| (empty & quadrant).count_ones() % 2 == 1)
        .fold(0, |odd, quadrant| odd | quadrant)
}

/// The squares next to (in any of the 8 directions) some square of `bits`, `bits` excluded.
pub(crate) fn neighbours(bits: u64) -> u64 {
    // Spread along each row first (masking what wrapped into the next row), then up and down.
    let row = bits | (bits << 1 & !COLUMN_A) | (bits >> 1 & !COLUMN_H);
    (row | row << 8 | row >> 8) & !bits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_of_a_corner_stay_on_the_board() {
        // a1's neighbours are b1, a2, b2 and nothing wraps to h1 or h2.
        assert_eq!(neighbours(1), 1 << 1 | 1 << 8 | 1 << 9);
        // h1's are g1, g2, h2.
        assert_eq!(neighbours(1 << 7), 1 << 6 | 1 << 14 | 1 << 15);
    }

    #[test]
    fn the_masks_cover_the_border_once() {
        let border = CORNERS | C_SQUARES | EDGES;
        assert_eq!(border.count_ones(), 28);
        assert_eq!(CORNERS & C_SQUARES | CORNERS & EDGES | C_SQUARES & EDGES, 0);
        assert_eq!(neighbours(CORNERS) & !border, X_SQUARES);
        assert_eq!(QUADRANTS.iter().fold(0, |all, q| all | q), u64::MAX);
        assert_eq!(odd_quadrants(1), QUADRANTS[0]);
    }
}
