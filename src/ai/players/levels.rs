//! The level table: what each computer level does, in one place. Level numbers above the
//! table play as its top level.
//!
//! Levels 0-2 do not search. From level 3 on, a level is [`Limits`] for the search: a
//! midgame depth (levels 3-6, which always answer a position the same way) or a time per move
//! (levels 7-8, which go as deep as the machine allows), the number of empty squares from
//! which the rest of the game is played perfectly, and for the easiest searching level a
//! little randomness so its games vary. A timed level solving its endgame may take ten times
//! its time per move (see `player.rs`): a solve cut short would be wasted.

use crate::ai::limits::{Limits, MAX_DEPTH};

/// How a level picks its move.
///
/// # Examples
/// ```
/// use reversi::ai::{level_info, Strategy};
/// assert_eq!(level_info(0).strategy, Strategy::FirstLegal);
/// assert_eq!(level_info(2).strategy, Strategy::Greedy);
/// assert!(matches!(level_info(5).strategy, Strategy::Search(limits) if limits.depth == 6));
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Strategy {
    /// The first legal move in a1→h8 order.
    FirstLegal,
    /// A legal move chosen uniformly at random.
    Random,
    /// The move that flips the most discs.
    Greedy,
    /// The search, within these limits.
    Search(Limits),
}

/// One row of the level table, for the README, the CLI and the page (which gets its level
/// options, their names in both languages and its default level from here, at build time:
/// scripts/levels.mjs).
///
/// # Examples
/// ```
/// use reversi::ai;
/// for info in ai::level_table() {
///     println!("{:>2} {:<12} {:<8} {}", info.level, info.name, info.name_ja, info.description);
/// }
/// let top = ai::level_table().last().unwrap();
/// assert_eq!(top.level, ai::MAX_LEVEL);
/// assert!(top.solve_empties >= 20);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelInfo {
    /// The level number.
    pub level: u32,
    /// A short name ("Easy", "Master", …).
    pub name: &'static str,
    /// The same name in Japanese ("初級", "名人", …), for the page in Japanese.
    pub name_ja: &'static str,
    /// What the level does, in one English sentence.
    pub description: &'static str,
    /// How it picks its move.
    pub strategy: Strategy,
    /// Midgame search depth in plies (`None` without a fixed depth).
    pub depth: Option<u32>,
    /// Time per move in milliseconds (`None` without a time limit).
    pub time_ms: Option<f64>,
    /// From this many empty squares on, it plays perfectly (0: never searches).
    pub solve_empties: u32,
    /// It picks at random among the moves scoring within this many discs of its best
    /// (0: always its best move; [`ANY_MOVE`] or more: any legal move).
    pub randomness: i32,
}

/// The [`LevelInfo::randomness`] of a level that plays any legal move: no two moves' scores
/// differ by more (they lie in -64..=64).
///
/// # Examples
/// ```
/// use reversi::ai::{level_info, Strategy, ANY_MOVE};
/// assert_eq!(level_info(1).randomness, ANY_MOVE);
/// assert_eq!(level_info(1).strategy, Strategy::Random);
/// assert!(ANY_MOVE >= 64 - -64);
/// ```
pub const ANY_MOVE: i32 = 128;

/// Positions per millisecond that bound a timed level's search even when its clock does not
/// move (such as [`FrozenClock`](crate::ai::clock::FrozenClock)): well above what this
/// engine reaches natively, so with a real clock the time runs out first.
const NODES_PER_MS_CAP: u64 = 50_000;

/// A searching level fixed by depth.
const fn by_depth(depth: u32, solve_empties: u32) -> Strategy {
    Strategy::Search(Limits::to_depth(depth).with_solve_empties(solve_empties))
}

/// A searching level fixed by time per move.
const fn by_time(time_ms: u64, solve_empties: u32) -> Strategy {
    Strategy::Search(
        Limits::to_depth(MAX_DEPTH)
            .with_time_ms(time_ms as f64)
            .with_nodes(time_ms * NODES_PER_MS_CAP)
            .with_solve_empties(solve_empties),
    )
}

/// The levels, weakest first. The depth levels keep the feel they had before the deeper
/// search (levels 3-6 are "Easy" to "Expert" on the page); the timed levels use what the
/// machine gives them. Their strength, measured against NTest, is in docs/strength.md.
/// Each row: the name in English and in Japanese, the description, the strategy, the
/// randomness.
const LEVELS: [(&str, &str, &str, Strategy, i32); 9] = [
    (
        "First move",
        "最初の手",
        "plays the first legal move in a1 to h8 order",
        Strategy::FirstLegal,
        0,
    ),
    (
        "Random",
        "ランダム",
        "plays a random legal move",
        Strategy::Random,
        ANY_MOVE,
    ),
    (
        "Greedy",
        "欲張り",
        "greedy: flips as many discs as it can",
        Strategy::Greedy,
        0,
    ),
    (
        "Easy",
        "初級",
        "looks 2 moves ahead, choosing loosely; plays the last 8 perfectly",
        by_depth(2, 8),
        3,
    ),
    (
        "Medium",
        "中級",
        "looks 4 moves ahead; plays the last 10 perfectly",
        by_depth(4, 10),
        0,
    ),
    (
        "Hard",
        "上級",
        "looks 6 moves ahead; plays the last 14 perfectly",
        by_depth(6, 14),
        0,
    ),
    (
        "Expert",
        "エキスパート",
        "looks 8 moves ahead; plays the last 16 perfectly",
        by_depth(8, 16),
        0,
    ),
    (
        "Master",
        "名人",
        "thinks about 1 second a move; plays the last 20 perfectly (up to 10 s a move)",
        by_time(1_000, 20),
        0,
    ),
    (
        "Grandmaster",
        "達人",
        "thinks about 3 seconds a move; plays the last 22 perfectly (up to 30 s a move)",
        by_time(3_000, 22),
        0,
    ),
];

/// The level a new game is played at unless the person picks another: on the page, in the
/// `<reversi-board>` element and in the command line.
///
/// # Examples
/// ```
/// use reversi::ai::{level_info, DEFAULT_LEVEL};
/// let info = level_info(DEFAULT_LEVEL);
/// assert_eq!((info.name, info.depth, info.solve_empties), ("Easy", Some(2), 8));
/// assert_eq!(info.name_ja, "初級");
/// ```
pub const DEFAULT_LEVEL: u32 = 3;

/// The level whose search scores hints: the page's hints and the evaluation graph, and the
/// hints asked of a level that does not search. Quick, and exact for the last 14 moves.
///
/// # Examples
/// ```
/// use reversi::ai::{level_limits, HINT_LEVEL};
/// let limits = level_limits(HINT_LEVEL).unwrap();
/// assert_eq!((limits.depth, limits.solve_empties, limits.time_ms), (6, 14, None));
/// ```
pub const HINT_LEVEL: u32 = 5;

/// The strongest level; any higher number plays as this one.
///
/// # Examples
/// ```
/// use reversi::ai::{level_info, MAX_LEVEL};
/// assert_eq!(level_info(MAX_LEVEL).name, "Grandmaster");
/// assert_eq!(level_info(MAX_LEVEL + 1), level_info(MAX_LEVEL));
/// ```
pub const MAX_LEVEL: u32 = LEVELS.len() as u32 - 1;

/// The row for `level`, the top row for any number past the table.
///
/// # Examples
/// ```
/// use reversi::ai;
/// let hard = ai::level_info(5);
/// assert_eq!((hard.name, hard.depth, hard.time_ms), ("Hard", Some(6), None));
/// assert_eq!(hard.solve_empties, 14);
/// let master = ai::level_info(7);
/// assert_eq!((master.depth, master.time_ms, master.solve_empties), (None, Some(1000.0), 20));
/// assert_eq!(ai::level_info(99).level, ai::MAX_LEVEL);
/// ```
#[must_use]
pub fn level_info(level: u32) -> LevelInfo {
    let index = level.min(MAX_LEVEL);
    let (name, name_ja, description, strategy, randomness) = LEVELS[index as usize];
    let (depth, time_ms, solve_empties) = match strategy {
        Strategy::Search(limits) => (
            limits.time_ms.is_none().then_some(limits.depth),
            limits.time_ms,
            limits.solve_empties,
        ),
        _ => (None, None, 0),
    };
    LevelInfo {
        level: index,
        name,
        name_ja,
        description,
        strategy,
        depth,
        time_ms,
        solve_empties,
        randomness,
    }
}

/// Every level, weakest first.
///
/// # Examples
/// ```
/// use reversi::ai;
/// let levels: Vec<u32> = ai::level_table().map(|info| info.level).collect();
/// assert_eq!(levels, (0..=ai::MAX_LEVEL).collect::<Vec<u32>>());
/// // The searching levels solve ever earlier.
/// let solves: Vec<u32> = ai::level_table().skip(3).map(|info| info.solve_empties).collect();
/// assert!(solves.windows(2).all(|pair| pair[0] < pair[1]));
/// ```
pub fn level_table() -> impl Iterator<Item = LevelInfo> {
    (0..=MAX_LEVEL).map(level_info)
}

/// The search limits of `level`, `None` for the levels that do not search (0-2).
///
/// # Examples
/// ```
/// use reversi::ai;
/// assert_eq!(ai::level_limits(2), None);
/// assert_eq!(ai::level_limits(6).unwrap().depth, 8);
/// assert!(ai::level_limits(ai::MAX_LEVEL).unwrap().time_ms.is_some());
/// ```
#[must_use]
pub fn level_limits(level: u32) -> Option<Limits> {
    match level_info(level).strategy {
        Strategy::Search(limits) => Some(limits),
        _ => None,
    }
}

/// What `level` does, in a short English phrase (for the README and the page).
///
/// # Examples
/// ```
/// use reversi::ai;
/// assert_eq!(ai::describe_level(1), "plays a random legal move");
/// assert_eq!(ai::describe_level(1000), ai::describe_level(ai::MAX_LEVEL));
/// ```
#[must_use]
pub fn describe_level(level: u32) -> &'static str {
    level_info(level).description
}
