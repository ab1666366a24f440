//! Counting what the last move of the game flips, without finding the discs themselves.
//!
//! With one empty square left, every other square is full: along each of the four lines
//! through it, the player's discs alone decide the flips. Each line is gathered into one byte
//! (a shift for a row, a multiplication for a column or a diagonal) and a table built at
//! compile time gives the count. Four lookups replace a full flip computation; the solver
//! meets this case at a large share of its positions.

use crate::ai::masks::{COLUMN_A, COLUMN_GATHER, DIAGONALS_THROUGH};
use crate::board::Board;

/// Gathers a diagonal (at most one square per column) into the top byte, by column.
const DIAGONAL_GATHER: u64 = 0x0101_0101_0101_0101;

/// `FLIPPED[position][line]`: discs flipped by playing at `position` on a full line of 8
/// squares whose player discs are the bits of `line` (every other square is the opponent's).
/// Squares off a short diagonal read as opponent discs past the end: they never close a run.
static FLIPPED: [[u8; 256]; 8] = {
    let mut table = [[0u8; 256]; 8];
    let mut position = 0;
    while position < 8 {
        let mut line = 0;
        while line < 256 {
            let mut count = 0;
            // Towards bit 0, then towards bit 7: count opponent discs up to a player disc.
            let mut at = position as i32 - 1;
            while at >= 0 && line >> at & 1 == 0 {
                at -= 1;
            }
            if at >= 0 {
                count += position as i32 - 1 - at;
            }
            let mut at = position + 1;
            while at < 8 && line >> at & 1 == 0 {
                at += 1;
            }
            if at < 8 {
                count += (at - position - 1) as i32;
            }
            table[position][line] = count as u8;
            line += 1;
        }
        position += 1;
    }
    table
};

/// How many discs `player` flips by playing `square` (0..64) when every other square is
/// full (the rest being the opponent's).
#[inline]
pub(crate) fn last_flip_count(player: u64, square: usize) -> u32 {
    let square = square & 63;
    let (col, row) = (square & 7, square >> 3);
    let row_line = (player >> (row * 8)) as u8;
    let column_line = ((player >> col) & COLUMN_A).wrapping_mul(COLUMN_GATHER) >> 56;
    let (diagonal, anti_diagonal) = DIAGONALS_THROUGH[square];
    let diagonal_line = (player & diagonal).wrapping_mul(DIAGONAL_GATHER) >> 56;
    let anti_line = (player & anti_diagonal).wrapping_mul(DIAGONAL_GATHER) >> 56;
    u32::from(FLIPPED[col][usize::from(row_line)])
        + u32::from(FLIPPED[row][column_line as usize])
        + u32::from(FLIPPED[col][diagonal_line as usize])
        + u32::from(FLIPPED[col][anti_line as usize])
}

/// The final score of `board` (one empty square, `square`), for the side to move: it plays
/// there if it can, else the other side does if it can, else the square goes to the winner.
#[inline]
pub(crate) fn last_move_score(board: Board, square: usize) -> i32 {
    // 63 discs: playing with f flips ends (n + f + 1) to (63 - n - f), a difference of
    // 2n - 62 + 2f for the player holding n discs.
    let played = 2 * board.player.count_ones() as i32 - 62;
    let mine = last_flip_count(board.player, square) as i32;
    if mine > 0 {
        return played + 2 * mine;
    }
    let theirs = last_flip_count(board.opponent, square) as i32;
    if theirs > 0 {
        // The opponent plays: (n - g) to (63 - n + g + 1).
        return played - 2 - 2 * theirs;
    }
    // Nobody can play: 63 discs never tie, and the empty square goes to the winner.
    if played > 0 {
        played
    } else {
        played - 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::random::SeededRandom;
    use crate::square::Square;

    #[test]
    fn counts_match_the_flips_of_the_board() {
        let mut random = SeededRandom::new(0x0DDB_1A5E_5BAD_5EED);
        for _ in 0..20_000 {
            let square = random.pick(64);
            let player = random.next_u64() & !(1u64 << square);
            let opponent = !player & !(1u64 << square);
            let board = Board { player, opponent };
            let at = Square::from_index(square as u32).unwrap();
            assert_eq!(last_flip_count(player, square), board.flips(at).count());
            let passed = board.pass();
            assert_eq!(last_flip_count(opponent, square), passed.flips(at).count());
            let expected = match (board.try_play(at), passed.try_play(at)) {
                (Some(after), _) => -after.final_score(),
                (None, Some(after)) => after.final_score(),
                (None, None) => board.final_score(),
            };
            assert_eq!(last_move_score(board, square), expected, "{board:?} {at}");
        }
    }
}
