//! The keys that sort a position's moves by the position alone. Moves are keyed by what the
//! opponent is left with ("fastest first"): fewest replies (corner replies counting double),
//! then our discs safe in corners, then fewest empty squares next to our discs (the
//! opponent's potential moves), then parity. Near the leaves, where a move generation per
//! move costs more than it saves, the midgame search keys by square instead.

use crate::ai::masks::{neighbours, CORNERS, C_SQUARES, QUADRANT_BIT, X_SQUARES};
use crate::board::Board;

/// The fastest-first key of the move to `square` leading to `child` (the opponent to move),
/// `parity` being the quadrant parity of the empties before the move (0 to ignore it).
#[inline]
pub(crate) fn fastest_first(child: Board, square: usize, parity: u8) -> i32 {
    let replies = child.legal_mask();
    let mobility = (replies.count_ones() + (replies & CORNERS).count_ones()) as i32;
    let ours = child.opponent;
    let potential = (neighbours(ours) & !(child.player | ours)).count_ones() as i32;
    let mut key = -(mobility << 15) + ((corner_stability(ours) as i32) << 11) - (potential << 5);
    if parity & QUADRANT_BIT[square & 63] != 0 {
        key += 1 << 3;
    }
    key
}

/// Discs of `discs` in a corner, or next to one of their own corners along an edge: they can
/// never be flipped.
#[inline]
fn corner_stability(discs: u64) -> u32 {
    let corners = discs & CORNERS;
    // Each owned corner protects our discs on the two edge squares next to it.
    let beside = ((corners << 1) & 0x0200_0000_0000_0002)
        | ((corners >> 1) & 0x4000_0000_0000_0040)
        | ((corners << 8) & 0x0000_0000_0000_8100)
        | ((corners >> 8) & 0x0081_0000_0000_0000);
    (corners | (beside & discs)).count_ones()
}

/// `moves` split by kind of square, in the order [`square_order`] tries them: corners, the
/// squares away from the corners, C-squares, X-squares.
#[inline]
pub(crate) fn by_kind_of_square(moves: u64) -> [u64; 4] {
    [
        moves & CORNERS,
        moves & !(CORNERS | C_SQUARES | X_SQUARES),
        moves & C_SQUARES,
        moves & X_SQUARES,
    ]
}

/// A key by square alone: corners first, squares next to a corner last.
#[inline]
pub(crate) fn square_order(square: usize) -> i32 {
    let bit = 1u64 << (square & 63);
    if bit & CORNERS != 0 {
        3
    } else if bit & X_SQUARES != 0 {
        -2
    } else if bit & C_SQUARES != 0 {
        -1
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_protect_their_edge_neighbours() {
        assert_eq!(corner_stability(1 | 2 | 256 | 512), 3);
        assert_eq!(corner_stability(1 << 63 | 1 << 62 | 1 << 55), 3);
        assert_eq!(corner_stability(2 | 256), 0);
    }
}
