//! The evaluation: how a position is likely to end, in discs for the side to move, from the
//! contents of its patterns (see `patterns.rs`) and its mobility, with one set of values per
//! stage of the game. The midgame search scores its leaves with it, and the exact solver
//! sorts its moves and makes its selective cuts with it (see `ordering.rs`, `probcut.rs`).
//!
//! Scores are in units of [`UNITS_PER_DISC`] per disc of final difference, so evaluations and
//! finished games compare on one scale.
//!
//! The values were fitted by least squares to positions of our own self-play games (the
//! tools are `examples/selfplay.rs` and `examples/train_eval.rs`; README, "The evaluation").
//! Each phase (a range of empty squares, [`PHASE_STARTS`]) has its own values: what a
//! pattern is worth changes as the board fills.
//!
//! `eval.bin` holds, phase after phase, [`VALUE_COUNT`] pattern values, one signed byte each
//! in steps of [`STEP_UNITS`] evaluation units, then three little-endian `i16`s in evaluation
//! units: the weight of one move of mobility difference, and a constant for an even and for
//! an odd number of empty squares. Parity matters: the side that will play the last move has
//! an edge that no pattern sees, and a single constant would average it away.
//!
//! Native builds carry that table. The wasm build does not: the table is several times the
//! size of everything else the page loads, and only the computer player needs it, so the
//! page's worker fetches it when a board first asks for a computer move or hints and hands
//! it over with [`install`]. Until then every evaluation is 0.

use super::book::{self, Book, BookError};
use super::patterns::{for_each_feature, VALUE_COUNT};
use crate::Board;
use std::fmt;
use std::sync::OnceLock;

/// Evaluation units per disc: a finished game scores its disc difference times this.
pub const UNITS_PER_DISC: i32 = 24;

/// The largest magnitude [`evaluate`] returns: just short of a 64-0 win, so that no estimate
/// looks like a finished game's score.
pub(crate) const EVAL_LIMIT: i32 = 64 * UNITS_PER_DISC - 1;

/// Evaluation units per step of a stored pattern value: a third of a disc, so that a byte
/// spans ±42 discs, more than any fitted value.
pub const STEP_UNITS: i32 = 8;

/// The fewest empty squares of each phase, in order; a phase ends where the next starts.
pub const PHASE_STARTS: [u32; PHASE_COUNT] = [0, 14, 18, 22, 26, 30, 35, 41, 48];

/// How many phases have their own values.
pub const PHASE_COUNT: usize = 9;

/// Bytes of one phase's table: the pattern values, the mobility weight, the two constants.
pub const PHASE_BYTES: usize = VALUE_COUNT + 6;

/// Bytes of a whole table.
pub const TABLE_BYTES: usize = PHASE_COUNT * PHASE_BYTES;

/// The table as fitted, built into native builds.
#[cfg(not(target_arch = "wasm32"))]
static BUILT_IN: &[u8; TABLE_BYTES] = include_bytes!("eval.bin");

/// The table in use: the built-in one natively, the installed one in wasm.
static TABLE: OnceLock<&'static [u8]> = OnceLock::new();

/// Why a table cannot be installed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstallError {
    /// It is shorter than [`TABLE_BYTES`]: not a table of this version of the engine.
    WrongLength(usize),
    /// The bytes after the table are not an opening book.
    Book(BookError),
    /// A table is in use already; it stays.
    AlreadyInstalled,
}

impl fmt::Display for InstallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InstallError::WrongLength(length) => write!(
                f,
                "an evaluation table of this engine has {TABLE_BYTES} bytes, not {length}"
            ),
            InstallError::Book(error) => write!(f, "{error}"),
            InstallError::AlreadyInstalled => write!(f, "an evaluation table is in use already"),
        }
    }
}

impl std::error::Error for InstallError {}

/// Makes `bytes` the evaluation's values for the rest of the program: the contents of an
/// `eval.bin`, optionally followed by an opening book (`book.rs`), as the page's
/// `reversi_eval.bin` carries one. Once only, and before the first evaluation in native
/// builds, which otherwise use their built-in table and book. Nothing is installed unless
/// everything is valid.
///
/// # Errors
/// The bytes are not a table of this engine (or what follows it is not a book), or a table
/// is in use already (it stays).
///
/// # Examples
/// ```
/// use reversi::ai::book::BookError;
/// use reversi::ai::eval::{install, InstallError, TABLE_BYTES};
/// assert_eq!(install(vec![0; 10]), Err(InstallError::WrongLength(10)));
/// let table_and_junk = [vec![0; TABLE_BYTES], b"junk".to_vec()].concat();
/// assert_eq!(install(table_and_junk), Err(InstallError::Book(BookError::NotABook)));
/// ```
pub fn install(mut bytes: Vec<u8>) -> Result<(), InstallError> {
    if bytes.len() < TABLE_BYTES {
        return Err(InstallError::WrongLength(bytes.len()));
    }
    let book = match bytes.split_off(TABLE_BYTES) {
        rest if rest.is_empty() => None,
        rest => Some(Book::parse(&rest).map_err(InstallError::Book)?),
    };
    TABLE
        .set(Box::leak(bytes.into_boxed_slice()))
        .map_err(|_| InstallError::AlreadyInstalled)?;
    if let Some(book) = book {
        book::install(book);
    }
    Ok(())
}

/// Whether a table is in use (always natively; in wasm once one is installed).
#[must_use]
pub fn is_installed() -> bool {
    table().is_some()
}

/// The table in use: the built-in one unless another was installed first.
#[cfg(not(target_arch = "wasm32"))]
#[inline]
fn table() -> Option<&'static [u8]> {
    Some(TABLE.get_or_init(|| BUILT_IN))
}

/// The table in use, once installed.
#[cfg(target_arch = "wasm32")]
#[inline]
fn table() -> Option<&'static [u8]> {
    TABLE.get().copied()
}

/// The phase of a position with `empties` empty squares (0 to 64).
#[inline]
pub fn phase_of(empties: u32) -> usize {
    usize::from(PHASE_OF_EMPTIES[(empties as usize).min(64)])
}

/// [`phase_of`] as a table, by number of empties.
static PHASE_OF_EMPTIES: [u8; 65] = {
    let mut table = [0u8; 65];
    let mut empties = 0;
    while empties < 65 {
        let mut phase = 0;
        while phase + 1 < PHASE_COUNT && PHASE_STARTS[phase + 1] <= empties as u32 {
            phase += 1;
        }
        table[empties] = phase as u8;
        empties += 1;
    }
    table
};

/// The expected final disc difference for the side to move of `board`, in evaluation units
/// (0 while no table is installed).
#[inline]
#[must_use]
pub fn evaluate(board: &Board) -> i32 {
    let Some(table) = table() else {
        return 0;
    };
    let empties = board.empties().count();
    let phase = phase_of(empties);
    let table = &table[phase * PHASE_BYTES..(phase + 1) * PHASE_BYTES];
    let word = |at: usize| i32::from(i16::from_le_bytes([table[at], table[at + 1]]));
    let mut patterns = 0;
    for_each_feature(board, |feature| {
        patterns += i32::from(table[feature as usize] as i8);
    });
    let mobility = board.legal_moves().count() as i32 - board.pass().legal_moves().count() as i32;
    let constant = word(VALUE_COUNT + 2 + 2 * (empties as usize & 1));
    (patterns * STEP_UNITS + word(VALUE_COUNT) * mobility + constant).clamp(-EVAL_LIMIT, EVAL_LIMIT)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::obf;

    /// Pairs of moves of the FFO #1-#39 positions (20 to 27 empties) with different exact
    /// scores, and how many of them the evaluation of the positions after them orders right.
    fn ordered_pairs(evaluate: impl Fn(&Board) -> i32) -> (usize, usize) {
        let text = [
            include_str!("../../tests/data/fforum-1-19.obf"),
            include_str!("../../tests/data/fforum-20-39.obf"),
        ]
        .concat();
        let (mut right, mut pairs) = (0, 0);
        for position in obf::parse_lines(&text).unwrap() {
            let scored: Vec<(i32, i32)> = position
                .expected
                .iter()
                .map(|&(square, score)| (score, -evaluate(&position.board.play(square))))
                .collect();
            for (i, a) in scored.iter().enumerate() {
                for b in &scored[i + 1..] {
                    if a.0 != b.0 {
                        pairs += 1;
                        right += usize::from((a.0 > b.0) == (a.1 > b.1));
                    }
                }
            }
        }
        (right, pairs)
    }

    #[test]
    fn it_orders_the_moves_of_unseen_endgames_far_better_than_mobility_alone() {
        let (right, pairs) = ordered_pairs(evaluate);
        let (mobility, _) = ordered_pairs(|board| {
            board.legal_moves().count() as i32 - board.pass().legal_moves().count() as i32
        });
        assert!(pairs > 1000, "{pairs} pairs");
        // A coin orders half; this table orders 892, mobility 656. The FFO positions are not
        // among the training games.
        assert!(right * 100 > pairs * 75, "{right} of {pairs}");
        assert!(
            right > mobility + pairs / 10,
            "{right} against mobility's {mobility}"
        );
    }

    #[test]
    fn the_phases_run_from_the_end_of_the_game_to_its_start() {
        assert_eq!(phase_of(0), 0);
        assert_eq!(phase_of(64), PHASE_COUNT - 1);
        for empties in 1..=64 {
            let (before, now) = (phase_of(empties - 1), phase_of(empties));
            assert!(now == before || now == before + 1, "{empties}");
            assert_eq!(now != before, PHASE_STARTS.contains(&empties), "{empties}");
        }
    }

    #[test]
    fn a_crushing_lead_scores_high_for_one_side_and_low_for_the_other() {
        // Rows 1-6 are the player's; the opponent has g8 and h8; a7-h7 and a8-f8 are empty.
        let crushing = Board {
            player: 0x0000_FFFF_FFFF_FFFF,
            opponent: 0xC000_0000_0000_0000,
        };
        assert!(evaluate(&crushing) > 20 * UNITS_PER_DISC);
        let swapped = Board {
            player: crushing.opponent,
            opponent: crushing.player,
        };
        assert!(evaluate(&swapped) < -20 * UNITS_PER_DISC);
    }
}
