//! The evaluation: how a position is likely to end, in discs for the side to move, from the
//! contents of its patterns (see `patterns.rs`) and its mobility, with one set of values per
//! stage of the game. The midgame search scores its leaves with it, and the exact solver
//! sorts its moves and makes its selective cuts with it (see `ordering/`, `solver/probcut.rs`).
//!
//! Scores are in units of [`UNITS_PER_DISC`] per disc of final difference, so evaluations and
//! finished games compare on one scale.
//!
//! The values were fitted by least squares to positions of our own self-play games (the
//! tools are `examples/selfplay.rs` and `examples/train_eval.rs`; docs/engine.md, "The evaluation").
//! Each phase (a range of empty squares, [`PHASE_STARTS`]) has its own values: what a
//! pattern is worth changes as the board fills.
//!
//! `eval.bin` holds, phase after phase, [`VALUE_COUNT`] pattern values, one signed byte each
//! in steps of [`STEP_UNITS`] evaluation units, then three little-endian `i16`s in evaluation
//! units: the weight of one move of mobility difference, and a constant for an even and for
//! an odd number of empty squares. Parity matters: the side that will play the last move has
//! an edge that no pattern sees, and a single constant would average it away.
//!
//! A table is an [`Evaluation`] value that each engine searches with. Native builds carry
//! the fitted table as the process's default. The wasm build does not: the table is several
//! times the size of everything else the page loads, and only the computer player needs it,
//! so the page's worker fetches it when a board first asks for a computer move or hints and
//! installs it as the default with [`install`]. Until then every evaluation is 0.

use super::book::{self, Book, BookError};
use super::feature_updates::{Features, READ_SPAN, UPDATES};
use super::patterns::{for_each_feature, VALUE_COUNT};
use crate::board::Board;
use crate::movegen::legal_moves_both;
use std::fmt;
use std::sync::{Arc, OnceLock};

/// Evaluation units per disc: a finished game scores its disc difference times this.
///
/// # Examples
/// ```
/// use reversi::ai::eval::UNITS_PER_DISC;
/// use reversi::ai::{Engine, FrozenClock, Limits};
/// use reversi::Game;
/// let line = format!("{}{}- X", "X".repeat(32), "O".repeat(31));
/// let game = Game::from_board_string(&line).unwrap();
/// let report = Engine::new(1).search(&game.board(), &Limits::to_depth(1), &FrozenClock);
/// assert_eq!((report.score, report.score_units), (14, 14 * UNITS_PER_DISC));
/// ```
pub const UNITS_PER_DISC: i32 = 24;

/// The largest magnitude [`Evaluation::evaluate`] returns: just short of a 64-0 win, so that
/// no estimate looks like a finished game's score.
pub(crate) const EVAL_LIMIT: i32 = 64 * UNITS_PER_DISC - 1;

/// Evaluation units per step of a stored pattern value: a third of a disc, so that a byte
/// spans ±42 discs, more than any fitted value.
///
/// # Examples
/// ```
/// use reversi::ai::eval::{STEP_UNITS, UNITS_PER_DISC};
/// assert_eq!(3 * STEP_UNITS, UNITS_PER_DISC);
/// assert_eq!(i32::from(i8::MAX) * STEP_UNITS / UNITS_PER_DISC, 42);
/// ```
pub const STEP_UNITS: i32 = 8;

/// The fewest empty squares of each phase, in order; a phase ends where the next starts.
///
/// # Examples
/// ```
/// use reversi::ai::eval::{phase_of, PHASE_STARTS};
/// // The last phase holds the opening: 48 empties and more.
/// assert_eq!(PHASE_STARTS[8], 48);
/// assert_eq!((phase_of(47), phase_of(48), phase_of(60)), (7, 8, 8));
/// ```
pub const PHASE_STARTS: [u32; PHASE_COUNT] = [0, 14, 18, 22, 26, 30, 35, 41, 48];

/// How many phases have their own values.
///
/// # Examples
/// ```
/// use reversi::ai::eval::{phase_of, PHASE_COUNT};
/// let phases: std::collections::BTreeSet<usize> = (0..=64).map(phase_of).collect();
/// assert_eq!(phases.len(), PHASE_COUNT);
/// ```
pub const PHASE_COUNT: usize = 9;

/// Bytes of one phase's table: the pattern values, the mobility weight, the two constants.
///
/// # Examples
/// ```
/// use reversi::ai::eval::PHASE_BYTES;
/// use reversi::ai::patterns::VALUE_COUNT;
/// assert_eq!(PHASE_BYTES, VALUE_COUNT + 3 * 2);
/// ```
pub const PHASE_BYTES: usize = VALUE_COUNT + 6;

/// Bytes of a whole table.
///
/// # Examples
/// ```
/// use reversi::ai::eval::{Evaluation, PHASE_BYTES, PHASE_COUNT, TABLE_BYTES};
/// assert_eq!(TABLE_BYTES, PHASE_COUNT * PHASE_BYTES);
/// assert!(Evaluation::from_table(&vec![0; TABLE_BYTES]).is_ok());
/// assert!(Evaluation::from_table(&vec![0; TABLE_BYTES - 1]).is_err());
/// ```
pub const TABLE_BYTES: usize = PHASE_COUNT * PHASE_BYTES;

/// The table's bytes as an [`Evaluation`] keeps them: zeros follow, so that the last phase
/// too has the window [`Features::value_sum`] reads without bounds checks ([`READ_SPAN`]).
const PADDED_BYTES: usize = (PHASE_COUNT - 1) * PHASE_BYTES + READ_SPAN;
const _: () = assert!(PADDED_BYTES > TABLE_BYTES);

/// `table` (of [`TABLE_BYTES`]) followed by zeros up to [`PADDED_BYTES`].
fn padded(table: &[u8]) -> Arc<[u8]> {
    let mut bytes = table.to_vec();
    bytes.resize(PADDED_BYTES, 0);
    bytes.into()
}

/// The table as fitted, built into native builds.
#[cfg(not(target_arch = "wasm32"))]
static BUILT_IN: &[u8; TABLE_BYTES] = include_bytes!("../eval.bin");

/// The process's default evaluation, which engines use unless handed their own: the built-in
/// table natively, the installed one in wasm (the page's worker installs it once).
static DEFAULT: OnceLock<Evaluation> = OnceLock::new();

/// One evaluation table, shared cheaply between the engines that use it (cloning copies a
/// pointer). Each engine searches with the one it was handed, or with the process's
/// default ([`Evaluation::installed`]), so two tables can play each other in one process.
///
/// # Examples
/// ```
/// use reversi::ai::eval::{Evaluation, UNITS_PER_DISC};
/// use reversi::Board;
/// let fitted = Evaluation::built_in();
/// // The start is close to even: the table scores it within two discs of 0.
/// assert!(fitted.evaluate(&Board::start()).abs() < 2 * UNITS_PER_DISC);
/// assert_eq!(Evaluation::neutral().evaluate(&Board::start()), 0);
/// assert_eq!(fitted.clone(), fitted);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// The table's bytes and zeros up to [`PADDED_BYTES`], or `None` for the neutral
    /// evaluation.
    values: Option<Arc<[u8]>>,
}

impl Evaluation {
    /// The evaluation of the table `bytes` (exactly [`TABLE_BYTES`], as in `eval.bin`).
    ///
    /// # Errors
    /// The bytes are not a table of this engine.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::eval::{Evaluation, InstallError, TABLE_BYTES};
    /// use reversi::Board;
    /// assert_eq!(Evaluation::from_table(&[0; 10]), Err(InstallError::WrongLength(10)));
    /// let zeros = Evaluation::from_table(&[0; TABLE_BYTES]).unwrap();
    /// assert_eq!(zeros.evaluate(&Board::start()), 0);
    /// ```
    pub fn from_table(bytes: &[u8]) -> Result<Evaluation, InstallError> {
        if bytes.len() != TABLE_BYTES {
            return Err(InstallError::WrongLength(bytes.len()));
        }
        Ok(Evaluation {
            values: Some(padded(bytes)),
        })
    }

    /// The evaluation that scores every position 0: what a wasm engine has until the page
    /// installs a table.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::eval::Evaluation;
    /// use reversi::Game;
    /// let neutral = Evaluation::neutral();
    /// assert!(neutral.is_neutral());
    /// assert_eq!(neutral.evaluate(&Game::from_transcript("f5d6c3").unwrap().board()), 0);
    /// ```
    #[must_use]
    pub const fn neutral() -> Evaluation {
        Evaluation { values: None }
    }

    /// The table built into native builds.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::eval::Evaluation;
    /// use reversi::Board;
    /// let table = Evaluation::built_in();
    /// assert!(!table.is_neutral());
    /// // It tells positions apart: the four first moves leave white one position, seen four ways.
    /// let after_f5 = table.evaluate(&Board::start().play("f5".parse().unwrap()));
    /// assert_eq!(table.evaluate(&Board::start().play("d3".parse().unwrap())), after_f5);
    /// ```
    #[cfg(not(target_arch = "wasm32"))]
    #[must_use]
    pub fn built_in() -> Evaluation {
        static TABLE: OnceLock<Evaluation> = OnceLock::new();
        TABLE
            .get_or_init(|| Evaluation {
                values: Some(padded(BUILT_IN.as_slice())),
            })
            .clone()
    }

    /// The process's default: the installed table, else natively the built-in one and in
    /// wasm the neutral evaluation.
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::eval::Evaluation;
    /// // Natively, with no table installed: the built-in one.
    /// assert_eq!(Evaluation::installed(), Evaluation::built_in());
    /// ```
    #[must_use]
    pub fn installed() -> Evaluation {
        #[cfg(not(target_arch = "wasm32"))]
        {
            DEFAULT.get_or_init(Evaluation::built_in).clone()
        }
        #[cfg(target_arch = "wasm32")]
        {
            DEFAULT.get().cloned().unwrap_or(Evaluation::neutral())
        }
    }

    /// Whether this is the neutral evaluation (no table).
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::eval::{Evaluation, TABLE_BYTES};
    /// assert!(Evaluation::neutral().is_neutral());
    /// // A table of zeros scores like the neutral evaluation, but it is a table.
    /// assert!(!Evaluation::from_table(&vec![0; TABLE_BYTES]).unwrap().is_neutral());
    /// ```
    #[must_use]
    pub fn is_neutral(&self) -> bool {
        self.values.is_none()
    }

    /// The expected final disc difference for the side to move of `board`, in evaluation
    /// units (0 for the neutral evaluation).
    ///
    /// # Examples
    /// ```
    /// use reversi::ai::eval::{Evaluation, UNITS_PER_DISC};
    /// use reversi::Board;
    /// let table = Evaluation::built_in();
    /// // The side to move holds the four corners, the other side the X-squares b2, g2, b7, g7.
    /// let corners = 0x8100_0000_0000_0081;
    /// let x_squares = 0x0042_0000_0000_4200;
    /// let start = Board::start();
    /// let board = Board { player: start.player | corners, opponent: start.opponent | x_squares };
    /// assert!(table.evaluate(&board) > 10 * UNITS_PER_DISC);
    /// // Seen from the other side, it is a loss.
    /// assert!(table.evaluate(&board.pass()) < 0);
    /// ```
    #[inline]
    #[must_use]
    pub fn evaluate(&self, board: &Board) -> i32 {
        self.evaluate_with(board, |values| {
            let mut sum = 0;
            for_each_feature(board, |feature| {
                sum += i32::from(values[feature as usize] as i8);
            });
            sum
        })
    }

    /// [`Evaluation::evaluate`] for a position whose features are known already (updated
    /// from its parent's, `feature_updates.rs`): the same score, without reading the
    /// patterns.
    #[inline]
    pub(crate) fn evaluate_features(&self, board: &Board, features: &Features) -> i32 {
        if !UPDATES {
            return self.evaluate(board);
        }
        self.evaluate_with(board, |values| {
            let window = values
                .first_chunk()
                .expect("the bytes are padded for every phase");
            features.value_sum(window)
        })
    }

    /// The evaluation of `board` whose pattern values, in steps, `pattern_sum` adds up
    /// from its phase's values (handed all the bytes from the first of them on).
    #[inline(always)]
    fn evaluate_with(&self, board: &Board, pattern_sum: impl FnOnce(&[u8]) -> i32) -> i32 {
        let Some(values) = &self.values else {
            return 0;
        };
        let empties = board.empties().count();
        let phase = phase_of(empties);
        let table = &values[phase * PHASE_BYTES..];
        let word = |at: usize| i32::from(i16::from_le_bytes([table[at], table[at + 1]]));
        let patterns = pattern_sum(table);
        let (ours, theirs) = legal_moves_both(board.player, board.opponent);
        let mobility = ours.count_ones() as i32 - theirs.count_ones() as i32;
        let constant = word(VALUE_COUNT + 2 + 2 * (empties as usize & 1));
        (patterns * STEP_UNITS + word(VALUE_COUNT) * mobility + constant)
            .clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }
}

/// Why a table cannot be installed.
///
/// # Examples
/// ```
/// use reversi::ai::eval::{Evaluation, InstallError, TABLE_BYTES};
/// assert_eq!(Evaluation::from_table(&[0; 4]), Err(InstallError::WrongLength(4)));
/// let message = InstallError::WrongLength(4).to_string();
/// let expected = format!("an evaluation table of this engine has {TABLE_BYTES} bytes, not 4");
/// assert_eq!(message, expected);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstallError {
    /// It has the wrong length (shorter than [`TABLE_BYTES`], or for a table alone any other
    /// length): not a table of this version of the engine.
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

/// Makes `bytes` the process's default evaluation ([`Evaluation::installed`]): the contents
/// of an `eval.bin`, optionally followed by an opening book (`book.rs`), as the page's
/// `reversi_eval.bin` carries one. Once only, and in native builds before the default is
/// first used (it is the built-in table and book otherwise). Nothing is installed unless
/// everything is valid. Engines handed their own table ([`Engine::with_evaluation`]) are
/// not affected.
///
/// [`Engine::with_evaluation`]: crate::ai::engine::Engine::with_evaluation
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
    DEFAULT
        .set(Evaluation::from_table(&bytes)?)
        .map_err(|_| InstallError::AlreadyInstalled)?;
    if let Some(book) = book {
        book::install(book);
    }
    Ok(())
}

/// Whether the process's default evaluation has a table (always natively; in wasm once one
/// is installed).
///
/// # Examples
/// ```
/// use reversi::ai::eval::{is_installed, Evaluation};
/// assert!(is_installed());
/// assert!(!Evaluation::installed().is_neutral());
/// ```
#[must_use]
pub fn is_installed() -> bool {
    !Evaluation::installed().is_neutral()
}

/// The phase of a position with `empties` empty squares (0 to 64).
///
/// # Examples
/// ```
/// use reversi::ai::eval::{phase_of, PHASE_STARTS};
/// assert_eq!(phase_of(0), 0);
/// // Each phase starts at its PHASE_STARTS entry.
/// assert!(PHASE_STARTS.iter().enumerate().all(|(phase, &start)| phase_of(start) == phase));
/// assert_eq!(phase_of(64), phase_of(60));
/// ```
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::learned::feature_updates::FeaturePair;
    use crate::ai::players::beginners::random_legal;
    use crate::ai::random::SeededRandom;
    use crate::obf;

    /// Pairs of moves of the FFO #1-#39 positions (20 to 27 empties) with different exact
    /// scores, and how many of them the evaluation of the positions after them orders right.
    fn ordered_pairs(evaluate: impl Fn(&Board) -> i32) -> (usize, usize) {
        let text = [
            include_str!("../../../tests/data/fforum-1-19.obf"),
            include_str!("../../../tests/data/fforum-20-39.obf"),
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
        let table = Evaluation::built_in();
        let (right, pairs) = ordered_pairs(|board| table.evaluate(board));
        let (mobility, _) = ordered_pairs(|board| {
            board.legal_moves().count() as i32 - board.pass().legal_moves().count() as i32
        });
        assert!(pairs > 1000, "{pairs} pairs");
        // A coin orders half; the built-in table orders 899, mobility 656. The FFO positions
        // are not among the training games.
        assert!(right * 100 > pairs * 75, "{right} of {pairs}");
        assert!(
            right > mobility + pairs / 10,
            "{right} against mobility's {mobility}"
        );
    }

    #[test]
    fn the_features_score_every_position_as_its_discs_do() {
        // The unchecked window of `value_sum` must read the same values as the discs'
        // reading, in every phase, the last one's padding included: random games scored
        // both ways with the built-in table and with one whose bytes follow no pattern (a
        // wrong offset would shift onto a different value).
        let scrambled: Vec<u8> = (0..TABLE_BYTES as u64)
            .map(|i| (i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) as u8)
            .collect();
        let tables = [
            Evaluation::built_in(),
            Evaluation::from_table(&scrambled).unwrap(),
        ];
        let mut random = SeededRandom::new(1);
        let mut phases = [0; PHASE_COUNT];
        for _ in 0..100 {
            let mut board = Board::start();
            while !board.is_game_over() {
                if board.legal_moves().is_empty() {
                    board = board.pass();
                }
                let features = FeaturePair::read(&board);
                for table in &tables {
                    let read = table.evaluate_features(&board, features.side_to_move());
                    assert_eq!(read, table.evaluate(&board), "{board:?}");
                }
                phases[phase_of(board.empties().count())] += 1;
                board = board.play(random_legal(&board, &mut random).unwrap());
            }
        }
        assert!(phases.iter().all(|&count| count > 100), "{phases:?}");
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
        let table = Evaluation::built_in();
        assert!(table.evaluate(&crushing) > 20 * UNITS_PER_DISC);
        let swapped = Board {
            player: crushing.opponent,
            opponent: crushing.player,
        };
        assert!(table.evaluate(&swapped) < -20 * UNITS_PER_DISC);
    }
}
