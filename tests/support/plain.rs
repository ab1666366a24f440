//! The plain rules engine the tests check the real one against: one cell per square, walked
//! step by step with bounds checks, as a person would play it on paper. Shared by
//! `tests/reference.rs` (the bitboards) and `tests/wasm.rs` (the JavaScript API).
#![allow(dead_code)]
pub const EMPTY: u8 = 0;
pub const MINE: u8 = 1;
pub const THEIRS: u8 = 2;

pub type Cells = [u8; 64];

pub fn from_bits(player: u64, opponent: u64) -> Cells {
    let mut cells = [EMPTY; 64];
    for (i, cell) in cells.iter_mut().enumerate() {
        if player >> i & 1 == 1 {
            *cell = MINE;
        } else if opponent >> i & 1 == 1 {
            *cell = THEIRS;
        }
    }
    cells
}

/// The squares `index` would flip for the side to move: walk each direction over the
/// opponent's discs and keep the walk only if it stops on one of ours.
pub fn flips(cells: &Cells, index: usize) -> Vec<usize> {
    if cells[index] != EMPTY {
        return vec![];
    }
    let (col, row) = ((index % 8) as i32, (index / 8) as i32);
    let mut flipped = vec![];
    for (dc, dr) in [
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ] {
        let mut line = vec![];
        let (mut c, mut r) = (col + dc, row + dr);
        while (0..8).contains(&c) && (0..8).contains(&r) && cells[(r * 8 + c) as usize] == THEIRS {
            line.push((r * 8 + c) as usize);
            c += dc;
            r += dr;
        }
        let capped =
            (0..8).contains(&c) && (0..8).contains(&r) && cells[(r * 8 + c) as usize] == MINE;
        if capped {
            flipped.extend(line);
        }
    }
    flipped.sort_unstable();
    flipped
}

pub fn legal_moves(cells: &Cells) -> Vec<usize> {
    (0..64).filter(|&i| !flips(cells, i).is_empty()).collect()
}

/// Plays `index` and turns the board around, so the other side is `MINE`.
pub fn play(cells: &Cells, index: usize) -> Cells {
    let mut next = *cells;
    next[index] = MINE;
    for i in flips(cells, index) {
        next[i] = MINE;
    }
    swap(&next)
}

pub fn swap(cells: &Cells) -> Cells {
    cells.map(|c| match c {
        MINE => THEIRS,
        THEIRS => MINE,
        other => other,
    })
}
