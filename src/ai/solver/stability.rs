//! Stable discs: discs that no sequence of moves can ever flip. Every stable disc of the
//! opponent is a disc we cannot end with, so `64 - 2 * stable` bounds our final score from
//! above — the exact solver's "stability cutoff" when it only needs to know whether the score
//! beats a high `alpha`.
//!
//! The estimate is conservative (it finds stable discs, not all of them), in three steps:
//! - the four edges, from a table of every edge pattern: an edge disc can only be flipped
//!   along its edge, so a small game on the 8 edge squares alone decides it;
//! - discs whose four lines (row, column, both diagonals) are full;
//! - then, repeatedly, inner discs that in each of the four directions have a full line or a
//!   stable neighbour of their own colour (a run cannot be flipped through it).

use crate::ai::masks::{COLUMN_A, COLUMN_GATHER, DIAGONALS, INNER, ROW_1};
use crate::board::Board;
use std::sync::OnceLock;

/// Row 1's byte spread back onto column a: bit `i` of the byte to square `8 * i`.
const COLUMN_FROM_BYTE: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut bit = 0;
        while bit < 8 {
            if byte >> bit & 1 == 1 {
                table[byte] |= 1 << (8 * bit);
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

/// The discs of `player` that can never be flipped (a subset of them).
#[inline]
pub(crate) fn stable_discs(player: u64, opponent: u64) -> u64 {
    let table = edge_table();
    let edge = |player_line: u64, opponent_line: u64| {
        u64::from(table[(player_line as usize) << 8 | opponent_line as usize])
    };
    let column = |bits: u64, col: u32| ((bits >> col) & COLUMN_A).wrapping_mul(COLUMN_GATHER) >> 56;
    let mut stable = edge(player & ROW_1, opponent & ROW_1)
        | edge(player >> 56, opponent >> 56) << 56
        | COLUMN_FROM_BYTE[edge(column(player, 0), column(opponent, 0)) as usize]
        | COLUMN_FROM_BYTE[edge(column(player, 7), column(opponent, 7)) as usize] << 7;

    let filled = player | opponent;
    let lines = full_lines(filled);
    stable |= player & lines.rows & lines.columns & lines.diagonals & lines.anti_diagonals;
    if stable == 0 {
        return 0;
    }
    let inner = player & INNER;
    loop {
        let grown = inner
            & (lines.rows | stable << 1 | stable >> 1)
            & (lines.columns | stable << 8 | stable >> 8)
            & (lines.diagonals | stable << 9 | stable >> 9)
            & (lines.anti_diagonals | stable << 7 | stable >> 7);
        if grown & !stable == 0 {
            return stable;
        }
        stable |= grown;
    }
}

/// The squares whose row, column, a1-h8 diagonal or h1-a8 diagonal is full.
struct FullLines {
    rows: u64,
    columns: u64,
    diagonals: u64,
    anti_diagonals: u64,
}

/// Which lines of `filled` are full.
#[inline]
fn full_lines(filled: u64) -> FullLines {
    // Rows: AND each row's bits down to its first column, then spread back over the row.
    let mut rows = filled & (filled >> 4);
    rows &= rows >> 2;
    rows &= rows >> 1;
    let rows = (rows & COLUMN_A).wrapping_mul(ROW_1);
    // Columns: AND the rows together into row 1, then copy it to every row.
    let mut columns = filled & (filled >> 32);
    columns &= columns >> 16;
    columns &= columns >> 8;
    let columns = (columns & ROW_1).wrapping_mul(COLUMN_A);
    let full = |diagonals: &[u64; 15]| {
        diagonals.iter().fold(0, |full, &line| {
            full | (line & ((filled & line == line) as u64).wrapping_neg())
        })
    };
    FullLines {
        rows,
        columns,
        diagonals: full(&DIAGONALS[0]),
        anti_diagonals: full(&DIAGONALS[1]),
    }
}

/// `table[player << 8 | opponent]`: the stable player discs of an edge (8 squares, bit `i` for
/// the `i`-th square), built once on first use.
fn edge_table() -> &'static [u8; 65536] {
    static TABLE: OnceLock<Box<[u8; 65536]>> = OnceLock::new();
    TABLE.get_or_init(build_edge_table)
}

/// Fills the edge table by playing the edge game out: a player disc is stable when, after
/// any move by either side on any empty edge square (which might be legal thanks to discs
/// off the edge, so every empty square counts, flipping or not), it is neither flipped nor
/// unstable in the resulting pattern. Patterns are settled fullest first, so each move's
/// result is already known.
fn build_edge_table() -> Box<[u8; 65536]> {
    let mut table = Box::new([0u8; 65536]);
    // Patterns by number of empty squares, 0 to 8.
    let mut by_empties: Vec<Vec<(u8, u8)>> = vec![Vec::new(); 9];
    for player in 0..=255u8 {
        for opponent in 0..=255u8 {
            if player & opponent == 0 {
                let empties = (!(player | opponent)).count_ones() as usize;
                by_empties[empties].push((player, opponent));
            }
        }
    }
    let index = |player: u8, opponent: u8| usize::from(player) << 8 | usize::from(opponent);
    for patterns in &by_empties {
        for &(player, opponent) in patterns {
            let mut stable = player;
            let empty = !(player | opponent);
            for square in 0..8 {
                if empty >> square & 1 == 0 {
                    continue;
                }
                let at = 1u8 << square;
                // The player moves: its discs only gain company, but must stay stable.
                let flipped = line_flips(player, opponent, square);
                let (p, o) = (player | at | flipped, opponent & !flipped);
                stable &= table[index(p, o)];
                // The opponent moves: flipped discs are lost.
                let flipped = line_flips(opponent, player, square);
                let (p, o) = (player & !flipped, opponent | at | flipped);
                stable &= table[index(p, o)] & !flipped;
            }
            table[index(player, opponent)] = stable;
        }
    }
    table
}

/// The discs of `opponent` that `player` flips along one line of 8 by playing at `square`.
fn line_flips(player: u8, opponent: u8, square: u32) -> u8 {
    let mut flipped = 0;
    for step in [-1i32, 1] {
        let mut run = 0u8;
        let mut at = square as i32 + step;
        while (0..8).contains(&at) && opponent >> at & 1 == 1 {
            run |= 1 << at;
            at += step;
        }
        if (0..8).contains(&at) && player >> at & 1 == 1 {
            flipped |= run;
        }
    }
    flipped
}

/// The stability cutoff applies from this `alpha` on, by number of empties: below it the
/// opponent seldom has enough stable discs to prove the score cannot beat `alpha`, and
/// counting them would be wasted.
#[inline]
pub(crate) fn stability_pays(alpha: i32, empties: u32) -> bool {
    alpha >= (2 * empties as i32 - 10).max(4)
}

/// An upper bound on the player's final score from the opponent's stable discs, when it
/// proves the score cannot beat `alpha`.
#[inline]
pub(crate) fn stability_cutoff(board: Board, alpha: i32) -> Option<i32> {
    // Stable discs are some of the opponent's: when all of them would not be enough, the
    // search for them is wasted.
    if 64 - 2 * board.opponent.count_ones() as i32 > alpha {
        return None;
    }
    let most = 64 - 2 * stable_discs(board.opponent, board.player).count_ones() as i32;
    (most <= alpha).then_some(most)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::random::SeededRandom;
    use crate::board::Board;

    /// Every legal move from `board` for both sides, `depth` plies deep: no disc reported
    /// stable for either side may ever change colour.
    fn check_stability_holds(board: Board, depth: u32) {
        if depth == 0 {
            return;
        }
        let stable_player = stable_discs(board.player, board.opponent);
        let stable_opponent = stable_discs(board.opponent, board.player);
        assert_eq!(stable_player & !board.player, 0);
        for square in board.legal_moves() {
            let child = board.play(square);
            // After the move the player's discs are the child's opponent's.
            assert_eq!(stable_player & !child.opponent, 0, "{board:?} {square}");
            check_stability_holds(child, depth - 1);
        }
        let passed = board.pass();
        for square in passed.legal_moves() {
            let child = passed.play(square);
            assert_eq!(stable_opponent & !child.opponent, 0);
        }
    }

    #[test]
    fn stable_discs_never_flip() {
        let mut random = SeededRandom::new(0x5EED);
        for _ in 0..300 {
            // Random nearly full boards: each square empty one time in eight.
            let holes = random.next_u64() & random.next_u64() & random.next_u64();
            let player = random.next_u64() & !holes;
            let opponent = !player & !holes;
            check_stability_holds(Board { player, opponent }, 3);
        }
    }

    #[test]
    fn a_full_board_is_all_stable_and_corners_are_stable() {
        let player = 0x0F0F_0F0F_0F0F_0F0F;
        assert_eq!(stable_discs(player, !player), player);
        let board = Board::start();
        assert_eq!(stable_discs(board.player | 1, board.opponent), 1);
        assert_eq!(stable_discs(board.player, board.opponent), 0);
    }
}
