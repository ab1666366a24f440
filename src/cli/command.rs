//! The command line's grammar as clap derive types: each command, its options with their
//! defaults and ranges, and the help text. Nothing runs here: clap refuses a command line that
//! does not fit (exit code 2) before any command starts.
//!
//! This file uses only clap, std and the library, so that `tests/cli.rs` can include it and
//! test the parser directly.

use clap::builder::{EnumValueParser, TypedValueParser};
use clap::{value_parser, Args, Parser, Subcommand, ValueEnum};
use reversi::ai::review::{ReviewDepths, REVIEW_DEPTHS};
use reversi::puzzles::{Recipe, MARGIN_DISCS, MOST_EMPTIES};
use reversi::{ai, Color, PassRule};
use std::fmt;
use std::ops::RangeInclusive;
use std::path::PathBuf;

/// The deepest perft the command accepts: depth 20 already runs for days.
const MAX_PERFT_DEPTH: u32 = 20;

/// The most empty squares a board has: the review's `--exact` and `--depth` go no further.
const BOARD_SQUARES: u32 = 60;

/// The most threads `--threads` (and NBoard's `set threads`) accepts.
pub const MAX_THREADS: usize = 256;

/// The whole command line: one command, or none to print the help.
#[derive(Debug, Parser)]
#[command(
    name = "reversi",
    bin_name = "reversi",
    about = "A bitboard Othello engine",
    long_about = None,
    no_binary_name = true,
    after_help = format!("Each command's options: reversi help <command>\n\n{}", levels()),
)]
pub struct Cli {
    /// The command; `None` prints the help, as `reversi help` does.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// A command with its options checked.
#[derive(Debug, PartialEq, Eq, Subcommand)]
pub enum Command {
    /// Count the leaves of the move tree from the start
    ///
    /// One line for each pass convention, unless --rule picks one.
    Perft(PerftOptions),
    /// Solve each position of an OBF file exactly and check the file's scores
    ///
    /// Positions are numbered as the FFO files are (fforum-40-59.obf starts at 40) and
    /// otherwise from 1. Exits 1 on any mismatch.
    #[command(verbatim_doc_comment)]
    Solve(SolveOptions),
    /// Play a game in the terminal against the computer
    ///
    /// Type a square (f5), undo, help or quit.
    #[command(after_help = levels())]
    Play(PlayOptions),
    /// Review every move of a game
    ///
    /// Each move is weighed against the best move of its position: the discs it lost, and its
    /// class (best, inaccuracy, mistake, blunder). Positions with few empty squares are solved
    /// exactly, the ones before estimated by a search.
    #[command(verbatim_doc_comment)]
    Review(ReviewOptions),
    /// Make endgame puzzles from self-play games, written as OBF
    #[command(long_about = format!(
        "Make endgame puzzles from self-play games, written as OBF\n\n\
         In each puzzle one move beats every other by {MARGIN_DISCS} discs or more, every\n\
         move solved exactly. The puzzles are spread evenly over the empties; the same\n\
         options make the same set."
    ))]
    Puzzles(PuzzlesOptions),
    /// Speak the NBoard protocol on stdin and stdout, to play inside the NBoard GUI
    #[command(name = "nboard")]
    NBoard {
        /// Search with this evaluation table instead of the built-in one
        ///
        /// A table that train_eval made, so that two tables can meet another engine.
        #[arg(long, value_name = "TABLE.BIN")]
        eval: Option<PathBuf>,
        /// Search on N threads (default: one a core); `set threads N` changes it
        #[arg(long, value_name = "N", value_parser = parse_threads)]
        threads: Option<usize>,
        /// Split each move's root moves into N shares, each searched by its own engine on
        /// its own thread, as searchers that share no memory would (1: no split); `set shares N`
        /// changes it
        #[arg(long, value_name = "N", default_value_t = 1, value_parser = parse_shares)]
        shares: u32,
    },
    /// Run a fixed benchmark, printed as one table
    ///
    /// Perft 11, the FFO endgames #40-#44 (#40-#59 with --full) and midgame searches.
    Bench {
        /// Solve all twenty FFO endgames #40-#59 instead of the first five
        #[arg(long)]
        full: bool,
        /// Search on N threads; with more than one, the positions counted vary from run to run
        #[arg(long, value_name = "N", default_value_t = 1, value_parser = parse_threads)]
        threads: usize,
    },
}

/// `reversi perft`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Args)]
pub struct PerftOptions {
    /// Plies to count.
    #[arg(
        help = format!("Plies to count, 0 to {MAX_PERFT_DEPTH}"),
        value_parser = value_parser!(u32).range(..=i64::from(MAX_PERFT_DEPTH)),
    )]
    pub depth: u32,
    /// Count under this pass convention only
    #[arg(long, value_enum)]
    pub rule: Option<Rule>,
}

impl PerftOptions {
    /// The pass conventions to count under, one line each.
    pub fn rules(&self) -> Vec<PassRule> {
        match self.rule {
            Some(Rule::Ply) => vec![PassRule::CountsAsPly],
            Some(Rule::Free) => vec![PassRule::FreePly],
            None => vec![PassRule::CountsAsPly, PassRule::FreePly],
        }
    }
}

/// A pass convention, as `perft --rule` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Rule {
    /// A pass uses a ply
    Ply,
    /// A pass does not use a ply
    Free,
}

/// `reversi solve`.
#[derive(Clone, Debug, PartialEq, Eq, Args)]
pub struct SolveOptions {
    /// The OBF file
    #[arg(value_name = "FILE.OBF")]
    pub file: PathBuf,
    /// Only these positions: a number (17) or a range (40-45) each
    #[arg(value_name = "SELECTION", value_parser = parse_positions, conflicts_with = "first")]
    pub positions: Vec<RangeInclusive<usize>>,
    /// Only the first N positions of the file
    #[arg(long, value_name = "N", value_parser = parse_positive)]
    pub first: Option<usize>,
    /// Solve on N threads (default: one a core); 1 solves exactly as before, the same
    /// positions counted every run
    #[arg(long, value_name = "N", value_parser = parse_threads)]
    pub threads: Option<usize>,
}

impl SolveOptions {
    /// Which positions of the file to solve.
    pub fn selection(&self) -> Selection {
        match self.first {
            Some(count) => Selection::First(count),
            None if self.positions.is_empty() => Selection::All,
            None => Selection::Numbers(self.positions.clone()),
        }
    }
}

/// Which positions of a file to solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Selection {
    /// Every position.
    All,
    /// The first N positions of the file.
    First(usize),
    /// The positions whose numbers fall in any of these ranges.
    Numbers(Vec<RangeInclusive<usize>>),
}

impl Selection {
    /// Whether the position with this number, `index` in the file (from 0), is selected.
    pub fn includes(&self, number: usize, index: usize) -> bool {
        match self {
            Selection::All => true,
            Selection::First(count) => index < *count,
            Selection::Numbers(ranges) => ranges.iter().any(|range| range.contains(&number)),
        }
    }
}

/// `17` or `40-45`.
fn parse_positions(word: &str) -> Result<RangeInclusive<usize>, String> {
    let bad = || format!("'{word}' is not a position number (17) or range (40-45)");
    let number = |text: &str| text.trim().parse::<usize>().map_err(|_| bad());
    let range = match word.split_once('-') {
        Some((low, high)) => number(low)?..=number(high)?,
        None => number(word)?..=number(word)?,
    };
    if range.is_empty() {
        return Err(bad());
    }
    Ok(range)
}

/// `reversi play`: how a terminal game is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Args)]
pub struct PlayOptions {
    /// The computer's level.
    #[arg(
        long,
        value_name = "N",
        help = format!("The computer's level, 0 to {} (listed below)", ai::MAX_LEVEL),
        default_value_t = ai::DEFAULT_LEVEL,
        value_parser = value_parser!(u32).range(..=i64::from(ai::MAX_LEVEL)),
    )]
    pub level: u32,
    /// The side the human plays; ignored when `computer_plays` is false.
    #[arg(
        long = "color",
        alias = "colour",
        value_name = "COLOR",
        help = "The side you play",
        default_value_t = Color::Black,
        value_parser = EnumValueParser::<Side>::new().map(Color::from),
    )]
    pub human: Color,
    /// Whether the computer plays the other side (false: two humans share the keyboard).
    #[arg(
        long = "human-vs-human",
        help = "Two people share the keyboard; the computer does not play",
        action = clap::ArgAction::SetFalse,
    )]
    pub computer_plays: bool,
}

/// A side as `play --color` names it, with the letters of board strings as aliases.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Side {
    #[value(alias = "b", alias = "x", alias = "X")]
    Black,
    #[value(alias = "w", alias = "o", alias = "O")]
    White,
}

impl From<Side> for Color {
    fn from(side: Side) -> Color {
        match side {
            Side::Black => Color::Black,
            Side::White => Color::White,
        }
    }
}

/// `reversi review`: what it reviews, and how.
#[derive(Clone, Debug, PartialEq, Eq, Args)]
pub struct ReviewOptions {
    /// A transcript such as f5d6c3, or a GGF or transcript file
    #[arg(value_name = "GAME")]
    pub game: String,
    /// Print the records as JSON instead of a table
    #[arg(long)]
    pub json: bool,
    /// Positions with at most this many empty squares are solved exactly.
    #[arg(
        long = "exact",
        value_name = "N",
        help = format!("Solve exactly from N empty squares, 0 to {BOARD_SQUARES}"),
        default_value_t = REVIEW_DEPTHS.exact_empties,
        value_parser = value_parser!(u32).range(..=i64::from(BOARD_SQUARES)),
    )]
    pub exact_empties: u32,
    /// The search depth before that, in plies (0 searches 1 ply).
    #[arg(
        long,
        value_name = "D",
        help = format!("Search D plies deep before that, up to {BOARD_SQUARES} (0 searches 1)"),
        default_value_t = REVIEW_DEPTHS.depth,
        value_parser = value_parser!(u32).range(..=i64::from(BOARD_SQUARES)),
    )]
    pub depth: u32,
}

impl ReviewOptions {
    /// How deeply each position is analysed.
    pub fn depths(&self) -> ReviewDepths {
        ReviewDepths {
            exact_empties: self.exact_empties,
            depth: self.depth.max(1),
        }
    }
}

/// `reversi puzzles`: the [`Recipe`] of the set and where it goes. The defaults are
/// [`Recipe::default`]'s.
#[derive(Clone, Debug, PartialEq, Eq, Args)]
pub struct PuzzlesOptions {
    /// The puzzles wanted
    #[arg(
        long,
        value_name = "N",
        default_value_t = Recipe::default().count,
        value_parser = parse_positive,
    )]
    pub count: usize,
    /// The empty squares of the puzzles.
    #[arg(
        long,
        value_name = "A-B",
        help = format!("A to B empty squares, or just A (1 to {MOST_EMPTIES})"),
        default_value_t = Empties(Recipe::default().empties),
        value_parser = parse_empties,
    )]
    pub empties: Empties,
    /// The seed of the self-play games
    #[arg(long, value_name = "S", default_value_t = Recipe::default().seed)]
    pub seed: u64,
    /// The most games played: fewer when N puzzles are found sooner
    #[arg(
        long,
        value_name = "G",
        default_value_t = Recipe::default().games,
        value_parser = parse_positive,
    )]
    pub games: usize,
    /// Write the puzzles to FILE instead of stdout
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

impl PuzzlesOptions {
    /// The set these options ask for.
    pub fn recipe(&self) -> Recipe {
        Recipe {
            seed: self.seed,
            games: self.games,
            empties: self.empties.0.clone(),
            count: self.count,
        }
    }
}

/// How many empty squares the puzzles may have, written `10-20` (or `14` for one number).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Empties(pub RangeInclusive<u32>);

impl fmt::Display for Empties {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.0.start(), self.0.end())
    }
}

/// `10-20` or `14`, within 1 to [`MOST_EMPTIES`].
fn parse_empties(word: &str) -> Result<Empties, String> {
    let number = |text: &str| {
        text.trim()
            .parse::<u32>()
            .ok()
            .filter(|empties| (1..=MOST_EMPTIES).contains(empties))
    };
    let range = match word.split_once('-') {
        Some((fewest, most)) => number(fewest).zip(number(most)),
        None => number(word).zip(number(word)),
    }
    .map(|(fewest, most)| fewest..=most)
    .filter(|range| !range.is_empty());
    range.map(Empties).ok_or_else(|| {
        format!("'{word}' is not a range of empties such as 10-20 (1 to {MOST_EMPTIES})")
    })
}

/// The most shares `--shares` (and NBoard's `set shares`) accepts.
pub const MAX_SHARES: u32 = 16;

/// A number of shares, 1 to [`MAX_SHARES`].
pub fn parse_shares(word: &str) -> Result<u32, String> {
    word.parse::<u32>()
        .ok()
        .filter(|shares| (1..=MAX_SHARES).contains(shares))
        .ok_or_else(|| format!("'{word}' is not a number of shares, 1 to {MAX_SHARES}"))
}

/// A number of threads, 1 to [`MAX_THREADS`].
pub fn parse_threads(word: &str) -> Result<usize, String> {
    word.trim()
        .parse::<usize>()
        .ok()
        .filter(|threads| (1..=MAX_THREADS).contains(threads))
        .ok_or_else(|| format!("'{word}' is not a number of threads, 1 to {MAX_THREADS}"))
}

/// A count of 1 or more.
fn parse_positive(word: &str) -> Result<usize, String> {
    word.parse::<usize>()
        .ok()
        .filter(|&count| count > 0)
        .ok_or_else(|| format!("'{word}' is not a count of 1 or more"))
}

/// The computer levels as a table, for the help of `reversi` and of `reversi play`.
fn levels() -> String {
    let rows: String = ai::level_table()
        .map(|info| {
            format!(
                "\n  {:>2} {:<12} {}",
                info.level, info.name, info.description
            )
        })
        .collect();
    format!("Levels of the computer player:{rows}")
}
