//! A plain game on top of the plain rules (`plain.rs`): colours as the API shows them (1 black,
//! 2 white), automatic passes, the transcript, and undo/redo as whole snapshots. Written to be
//! obviously right rather than fast; `tests/wasm.rs` checks the exported `Game` against it.
#![allow(dead_code)]

use super::plain;

/// One position of a game and what led to it.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// a1→h8: 0 empty, 1 black, 2 white.
    pub cells: [u8; 64],
    /// 1 or 2.
    pub to_move: u8,
    /// The squares played so far.
    pub moves: Vec<usize>,
    /// The last move's flips, ascending.
    pub last_flips: Vec<usize>,
    /// The side that had to pass right after the last move.
    pub last_pass: Option<u8>,
}

/// A game with its history.
#[derive(Clone, Debug)]
pub struct PlainGame {
    pub now: State,
    past: Vec<State>,
    future: Vec<State>,
}

/// `a1`…`h8` for an index.
pub fn name(index: usize) -> String {
    format!("{}{}", (b'a' + (index % 8) as u8) as char, index / 8 + 1)
}

/// The index of a square name (either case of letter), if it is one.
pub fn parse_name(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    if bytes.len() != 2 {
        return None;
    }
    let col = bytes[0].to_ascii_lowercase().checked_sub(b'a')?;
    let row = bytes[1].checked_sub(b'1')?;
    (col < 8 && row < 8).then(|| usize::from(row) * 8 + usize::from(col))
}

impl State {
    /// The cells as the plain rules see them: the side to move's discs are `MINE`.
    fn relative(&self) -> plain::Cells {
        self.cells.map(|cell| match cell {
            0 => plain::EMPTY,
            side if side == self.to_move => plain::MINE,
            _ => plain::THEIRS,
        })
    }

    pub fn legal_moves(&self) -> Vec<usize> {
        plain::legal_moves(&self.relative())
    }

    pub fn flips(&self, index: usize) -> Vec<usize> {
        plain::flips(&self.relative(), index)
    }

    pub fn is_over(&self) -> bool {
        let other = State {
            to_move: 3 - self.to_move,
            ..self.clone()
        };
        self.legal_moves().is_empty() && other.legal_moves().is_empty()
    }

    pub fn count(&self, side: u8) -> u32 {
        self.cells.iter().filter(|&&cell| cell == side).count() as u32
    }

    pub fn transcript(&self) -> String {
        self.moves.iter().map(|&index| name(index)).collect()
    }

    /// The board string `Game.from_board` reads: `X` black, `O` white, `-` empty, then the side.
    pub fn board_string(&self) -> String {
        let squares: String = self
            .cells
            .iter()
            .map(|cell| match cell {
                1 => 'X',
                2 => 'O',
                _ => '-',
            })
            .collect();
        format!("{squares} {}", if self.to_move == 1 { 'X' } else { 'O' })
    }
}

impl PlainGame {
    /// The standard start, black to move.
    pub fn new() -> PlainGame {
        let mut cells = [0; 64];
        (cells[27], cells[28], cells[35], cells[36]) = (2, 1, 1, 2);
        PlainGame::from_state(cells, 1)
    }

    /// A game from a position (the side to move passes at once if it has no move).
    pub fn from_state(cells: [u8; 64], to_move: u8) -> PlainGame {
        let mut now = State {
            cells,
            to_move,
            moves: Vec::new(),
            last_flips: Vec::new(),
            last_pass: None,
        };
        if now.legal_moves().is_empty() && !now.is_over() {
            now.last_pass = Some(now.to_move);
            now.to_move = 3 - now.to_move;
        }
        PlainGame {
            now,
            past: Vec::new(),
            future: Vec::new(),
        }
    }

    /// Plays `index` if it is legal: returns its flips.
    pub fn play(&mut self, index: usize) -> Option<Vec<usize>> {
        if !self.now.legal_moves().contains(&index) {
            return None;
        }
        let flips = self.now.flips(index);
        let mut next = self.now.clone();
        next.cells[index] = next.to_move;
        for &flip in &flips {
            next.cells[flip] = next.to_move;
        }
        next.moves.push(index);
        next.last_flips = flips.clone();
        next.to_move = 3 - next.to_move;
        next.last_pass = None;
        if next.legal_moves().is_empty() && !next.is_over() {
            next.last_pass = Some(next.to_move);
            next.to_move = 3 - next.to_move;
        }
        self.past.push(std::mem::replace(&mut self.now, next));
        self.future.clear();
        Some(flips)
    }

    /// Plays a transcript, all or nothing: whether it was played.
    pub fn play_transcript(&mut self, transcript: &str) -> bool {
        let mut trial = self.clone();
        let bytes = transcript.as_bytes();
        if !bytes.len().is_multiple_of(2) || !transcript.is_ascii() {
            return false;
        }
        for pair in bytes.chunks(2) {
            let text = std::str::from_utf8(pair).expect("ascii");
            match parse_name(text) {
                Some(index) if trial.play(index).is_some() => {}
                _ => return false,
            }
        }
        *self = trial;
        true
    }

    pub fn undo(&mut self) -> bool {
        match self.past.pop() {
            Some(previous) => {
                self.future.push(std::mem::replace(&mut self.now, previous));
                true
            }
            None => false,
        }
    }

    /// How many moves taken back `redo` can replay.
    pub fn redo_count(&self) -> usize {
        self.future.len()
    }

    pub fn redo(&mut self) -> bool {
        match self.future.pop() {
            Some(next) => {
                self.past.push(std::mem::replace(&mut self.now, next));
                true
            }
            None => false,
        }
    }
}
