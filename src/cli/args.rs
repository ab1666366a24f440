//! The command line's words turned into a [`Command`], and the usage text. Nothing runs here:
//! a mistake becomes a [`UsageError`] that `main` reports with exit code 2.

use reversi::puzzles::{Recipe, MOST_EMPTIES};
use reversi::{ai, Color, PassRule};
use std::fmt;
use std::ops::RangeInclusive;
use std::path::PathBuf;

/// What `reversi help` prints: every command and its options, then the computer levels.
pub fn usage() -> String {
    let levels: String = ai::level_table()
        .map(|info| {
            format!(
                "\n  {:>2} {:<12} {}",
                info.level, info.name, info.description
            )
        })
        .collect();
    format!(
        "\
reversi: a bitboard Othello engine

usage: reversi <command> [options]

commands:
  perft <depth> [--rule ply|free]
      count the leaves of the move tree from the start (depth 0 to {MAX_PERFT_DEPTH}); both pass
      conventions unless --rule picks one (ply: a pass uses a ply, free: it does not)
  solve <file.obf> [--first N | <selection>...]
      solve each position of an OBF file exactly and check the file's scores; a selection
      is a position number (17) or range (40-45), numbered as the FFO files are
      (fforum-40-59.obf starts at 40) and otherwise from 1; exits 1 on any mismatch
  play [--level N] [--color black|white] [--human-vs-human]
      play a game in the terminal against the computer (level 0 to {max_level}, default
      {default_level}, listed below; you play black unless told otherwise); type a square
      (f5), undo, help or quit
  review <transcript | file.ggf | file> [--json] [--exact N] [--depth D]
      review every move of a game (a transcript such as f5d6c3, or a GGF or transcript
      file): each move against the best move of its position, the discs it lost, and its
      class (best, inaccuracy, mistake, blunder); exact from {exact} empties, estimated at
      depth {depth} before (--exact and --depth change that); --json prints the records
{puzzles_usage}
  nboard [--eval <table.bin>]
      speak the NBoard protocol on stdin and stdout, to play inside the NBoard GUI;
      --eval searches with another evaluation table than the built-in one (a table that
      train_eval made), so that two tables can meet another engine
  bench [--full]
      a fixed benchmark: perft 11, the FFO endgames #40-#44 (#40-#59 with --full) and
      midgame searches, printed as one table
  help
      this text

levels of the computer player:{levels}",
        max_level = ai::MAX_LEVEL,
        default_level = ai::DEFAULT_LEVEL,
        exact = ai::review::REVIEW_DEPTHS.exact_empties,
        depth = ai::review::REVIEW_DEPTHS.depth,
        puzzles_usage = puzzles_usage(),
    )
}

/// A command with its options checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Print the usage.
    Help,
    /// Count perft leaves from the start position.
    Perft {
        /// Plies to count.
        depth: u32,
        /// The pass conventions to count under, one line each.
        rules: Vec<PassRule>,
    },
    /// Solve the positions of an OBF file.
    Solve {
        /// The OBF file.
        path: PathBuf,
        /// Which of its positions.
        selection: Selection,
    },
    /// Play a game in the terminal.
    Play(PlayOptions),
    /// Review every move of a game.
    Review(ReviewOptions),
    /// Make a puzzle set from self-play games.
    Puzzles {
        /// What the set is made from.
        recipe: Recipe,
        /// The OBF file to write; `None`: stdout.
        output: Option<PathBuf>,
    },
    /// Run as an NBoard engine.
    NBoard {
        /// The evaluation table to search with instead of the built-in one.
        eval: Option<PathBuf>,
    },
    /// Run the benchmark suite.
    Bench {
        /// All twenty FFO endgames #40-#59 instead of the first five.
        full: bool,
    },
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

/// How a terminal game is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayOptions {
    /// The computer's level.
    pub level: u32,
    /// The side the human plays; ignored when `computer_plays` is false.
    pub human: Color,
    /// Whether the computer plays the other side (false: two humans share the keyboard).
    pub computer_plays: bool,
}

/// What `reversi review` reviews, and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewOptions {
    /// A transcript, or the path of a GGF or transcript file.
    pub game: String,
    /// Print the records as JSON instead of a table.
    pub json: bool,
    /// How deeply each position is analysed.
    pub depths: ai::review::ReviewDepths,
}

/// A command line that does not make sense, with a message saying why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

/// The deepest perft the command accepts: depth 20 already runs for days.
const MAX_PERFT_DEPTH: u32 = 20;

/// Parses the arguments after the program name.
///
/// # Errors
/// An unknown command or option, a missing or malformed value, named in the message.
pub fn parse(args: &[String]) -> Result<Command, UsageError> {
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    let Some((&command, rest)) = words.split_first() else {
        return Ok(Command::Help);
    };
    match command {
        "help" | "--help" | "-h" => no_more(command, rest).map(|()| Command::Help),
        "perft" => parse_perft(rest),
        "solve" => parse_solve(rest),
        "play" => parse_play(rest).map(Command::Play),
        "review" => parse_review(rest).map(Command::Review),
        "puzzles" => parse_puzzles(rest),
        "nboard" => parse_nboard(rest),
        "bench" => parse_bench(rest),
        other => Err(UsageError(format!("unknown command '{other}'"))),
    }
}

fn no_more(command: &str, rest: &[&str]) -> Result<(), UsageError> {
    match rest.first() {
        None => Ok(()),
        Some(extra) => Err(UsageError(format!(
            "{command}: unexpected argument '{extra}'"
        ))),
    }
}

fn parse_perft(rest: &[&str]) -> Result<Command, UsageError> {
    let mut depth = None;
    let mut rules = vec![PassRule::CountsAsPly, PassRule::FreePly];
    let mut words = rest.iter();
    while let Some(&word) = words.next() {
        match word {
            "--rule" => {
                rules = match value_of("perft", word, words.next())? {
                    "ply" => vec![PassRule::CountsAsPly],
                    "free" => vec![PassRule::FreePly],
                    other => {
                        return Err(UsageError(format!(
                            "perft: --rule must be 'ply' or 'free', not '{other}'"
                        )))
                    }
                }
            }
            _ if depth.is_none() && !word.starts_with("--") => {
                depth = Some(
                    word.parse::<u32>()
                        .ok()
                        .filter(|&depth| depth <= MAX_PERFT_DEPTH)
                        .ok_or_else(|| {
                            UsageError(format!(
                                "perft: '{word}' is not a depth from 0 to {MAX_PERFT_DEPTH}"
                            ))
                        })?,
                )
            }
            _ => return Err(UsageError(format!("perft: unexpected argument '{word}'"))),
        }
    }
    let depth = depth.ok_or_else(|| UsageError("perft: which depth? (perft <depth>)".into()))?;
    Ok(Command::Perft { depth, rules })
}

fn parse_solve(rest: &[&str]) -> Result<Command, UsageError> {
    let mut path = None;
    let mut first = None;
    let mut ranges = Vec::new();
    let mut words = rest.iter();
    while let Some(&word) = words.next() {
        if word == "--first" {
            let count = value_of("solve", word, words.next())?;
            first = Some(
                count
                    .parse::<usize>()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| {
                        UsageError(format!(
                            "solve: --first needs a positive count, not '{count}'"
                        ))
                    })?,
            );
        } else if word.starts_with("--") {
            return Err(UsageError(format!("solve: unknown option '{word}'")));
        } else if path.is_none() {
            path = Some(PathBuf::from(word));
        } else {
            ranges.push(parse_range(word)?);
        }
    }
    let path = path.ok_or_else(|| UsageError("solve: which file? (solve <file.obf>)".into()))?;
    let selection = match (first, ranges.is_empty()) {
        (Some(_), false) => {
            return Err(UsageError(
                "solve: give either --first N or position numbers, not both".into(),
            ))
        }
        (Some(count), true) => Selection::First(count),
        (None, false) => Selection::Numbers(ranges),
        (None, true) => Selection::All,
    };
    Ok(Command::Solve { path, selection })
}

/// `17` or `40-45`.
fn parse_range(word: &str) -> Result<RangeInclusive<usize>, UsageError> {
    let bad = || {
        UsageError(format!(
            "solve: '{word}' is not a position number (17) or range (40-45)"
        ))
    };
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

fn parse_play(rest: &[&str]) -> Result<PlayOptions, UsageError> {
    let mut options = PlayOptions {
        level: ai::DEFAULT_LEVEL,
        human: Color::Black,
        computer_plays: true,
    };
    let mut words = rest.iter();
    while let Some(&word) = words.next() {
        match word {
            "--level" => {
                let level = value_of("play", word, words.next())?;
                options.level = level
                    .parse::<u32>()
                    .ok()
                    .filter(|&level| level <= ai::MAX_LEVEL)
                    .ok_or_else(|| {
                        UsageError(format!(
                            "play: '{level}' is not a level from 0 to {}",
                            ai::MAX_LEVEL
                        ))
                    })?;
            }
            "--color" | "--colour" => {
                options.human = match value_of("play", word, words.next())? {
                    "black" | "b" | "x" | "X" => Color::Black,
                    "white" | "w" | "o" | "O" => Color::White,
                    other => {
                        return Err(UsageError(format!(
                            "play: --color must be 'black' or 'white', not '{other}'"
                        )))
                    }
                }
            }
            "--human-vs-human" => options.computer_plays = false,
            other => return Err(UsageError(format!("play: unexpected argument '{other}'"))),
        }
    }
    Ok(options)
}

fn parse_review(rest: &[&str]) -> Result<ReviewOptions, UsageError> {
    let mut game = None;
    let mut json = false;
    let mut depths = ai::review::REVIEW_DEPTHS;
    let mut words = rest.iter();
    let number = |option: &str, value: &str, most: u32| {
        value
            .parse::<u32>()
            .ok()
            .filter(|&number| number <= most)
            .ok_or_else(|| {
                UsageError(format!(
                    "review: {option} takes a number from 0 to {most}, not '{value}'"
                ))
            })
    };
    while let Some(&word) = words.next() {
        match word {
            "--json" => json = true,
            "--exact" => {
                depths.exact_empties = number(word, value_of("review", word, words.next())?, 60)?;
            }
            "--depth" => {
                depths.depth = number(word, value_of("review", word, words.next())?, 60)?.max(1);
            }
            other if other.starts_with("--") => {
                return Err(UsageError(format!("review: unknown option '{other}'")))
            }
            other if game.is_none() => game = Some(other.to_string()),
            other => return Err(UsageError(format!("review: unexpected argument '{other}'"))),
        }
    }
    let game =
        game.ok_or_else(|| UsageError("review: which game? (review <transcript or file>)".into()))?;
    Ok(ReviewOptions { game, json, depths })
}

/// The `puzzles` entry of [`usage`], with the defaults of [`Recipe::default`].
fn puzzles_usage() -> String {
    let defaults = Recipe::default();
    format!(
        "  puzzles [--count N] [--empties A-B] [--seed S] [--games G] [-o FILE]
      make endgame puzzles (one move beats every other by {margin} discs or more, every move
      solved exactly) from self-play games and write them as OBF to FILE (else stdout): N
      puzzles (default {count}) spread over A to B empties (default {fewest}-{most}, at most {MOST_EMPTIES}), from at
      most G games (default {games}) of seed S (default {seed}); the same options make the same set",
        margin = reversi::puzzles::MARGIN_DISCS,
        count = defaults.count,
        fewest = defaults.empties.start(),
        most = defaults.empties.end(),
        games = defaults.games,
        seed = defaults.seed,
    )
}

fn parse_puzzles(rest: &[&str]) -> Result<Command, UsageError> {
    let mut recipe = Recipe::default();
    let mut output = None;
    let positive = |option: &str, value: &str| {
        value
            .parse::<usize>()
            .ok()
            .filter(|&count| count > 0)
            .ok_or_else(|| {
                UsageError(format!(
                    "puzzles: {option} needs a positive count, not '{value}'"
                ))
            })
    };
    let mut words = rest.iter();
    while let Some(&word) = words.next() {
        match word {
            "--count" | "--games" | "--seed" | "--empties" | "-o" | "--output" => {
                let value = value_of("puzzles", word, words.next())?;
                match word {
                    "--count" => recipe.count = positive(word, value)?,
                    "--games" => recipe.games = positive(word, value)?,
                    "--seed" => {
                        recipe.seed = value.parse().map_err(|_| {
                            UsageError(format!("puzzles: '{value}' is not a seed (0 or more)"))
                        })?;
                    }
                    "--empties" => recipe.empties = parse_empties(value)?,
                    _ => output = Some(PathBuf::from(value)),
                }
            }
            other => {
                return Err(UsageError(format!(
                    "puzzles: unexpected argument '{other}'"
                )))
            }
        }
    }
    Ok(Command::Puzzles { recipe, output })
}

/// `10-20` or `14`: how many empty squares the puzzles may have.
fn parse_empties(word: &str) -> Result<RangeInclusive<u32>, UsageError> {
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
    range.ok_or_else(|| {
        UsageError(format!(
            "puzzles: '{word}' is not a range of empties such as 10-20 (1 to {MOST_EMPTIES})"
        ))
    })
}

fn parse_nboard(rest: &[&str]) -> Result<Command, UsageError> {
    let mut eval = None;
    let mut words = rest.iter();
    while let Some(&word) = words.next() {
        match word {
            "--eval" if eval.is_none() => {
                eval = Some(PathBuf::from(value_of("nboard", word, words.next())?));
            }
            other => return Err(UsageError(format!("nboard: unexpected argument '{other}'"))),
        }
    }
    Ok(Command::NBoard { eval })
}

fn parse_bench(rest: &[&str]) -> Result<Command, UsageError> {
    match rest {
        [] => Ok(Command::Bench { full: false }),
        ["--full"] => Ok(Command::Bench { full: true }),
        [other, ..] => Err(UsageError(format!("bench: unexpected argument '{other}'"))),
    }
}

/// The value after an option, or an error naming the option.
fn value_of<'a>(
    command: &str,
    option: &str,
    value: Option<&&'a str>,
) -> Result<&'a str, UsageError> {
    value
        .copied()
        .ok_or_else(|| UsageError(format!("{command}: {option} needs a value")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_words(line: &str) -> Result<Command, UsageError> {
        let args: Vec<String> = line.split_whitespace().map(String::from).collect();
        parse(&args)
    }

    #[test]
    fn reads_each_command() {
        assert_eq!(parse_words(""), Ok(Command::Help));
        assert_eq!(
            parse_words("perft 6 --rule free"),
            Ok(Command::Perft {
                depth: 6,
                rules: vec![PassRule::FreePly]
            })
        );
        assert_eq!(
            parse_words("solve a.obf 40-42 59"),
            Ok(Command::Solve {
                path: "a.obf".into(),
                selection: Selection::Numbers(vec![40..=42, 59..=59])
            })
        );
        assert_eq!(
            parse_words("play --level 2 --color white"),
            Ok(Command::Play(PlayOptions {
                level: 2,
                human: Color::White,
                computer_plays: true
            }))
        );
        assert_eq!(
            parse_words("bench --full"),
            Ok(Command::Bench { full: true })
        );
        assert_eq!(parse_words("nboard"), Ok(Command::NBoard { eval: None }));
        assert_eq!(
            parse_words("nboard --eval t.bin"),
            Ok(Command::NBoard {
                eval: Some(PathBuf::from("t.bin"))
            })
        );
        assert_eq!(
            parse_words("puzzles"),
            Ok(Command::Puzzles {
                recipe: Recipe::default(),
                output: None
            })
        );
        assert_eq!(
            parse_words("puzzles --count 5 --empties 12-14 --seed 9 --games 3 -o p.obf"),
            Ok(Command::Puzzles {
                recipe: Recipe {
                    seed: 9,
                    games: 3,
                    empties: 12..=14,
                    count: 5
                },
                output: Some("p.obf".into())
            })
        );
        let Ok(Command::Puzzles { recipe, .. }) = parse_words("puzzles --empties 16") else {
            panic!("one number of empties is a range too");
        };
        assert_eq!(recipe.empties, 16..=16);
    }

    #[test]
    fn refuses_nonsense_with_a_reason() {
        for (line, expected) in [
            ("fly", "unknown command 'fly'"),
            ("perft", "which depth"),
            ("perft deep", "'deep' is not a depth"),
            ("perft 21", "'21' is not a depth"),
            ("perft 5 --rule odd", "'ply' or 'free'"),
            ("solve", "which file"),
            ("solve a.obf 45-40", "'45-40' is not a position number"),
            ("solve a.obf --first 2 3", "not both"),
            ("solve a.obf --first", "--first needs a value"),
            ("play --level 99", "'99' is not a level"),
            ("play --color red", "'black' or 'white'"),
            ("nboard 1", "unexpected argument '1'"),
            ("nboard --eval", "--eval needs a value"),
            ("nboard --eval a.bin b.bin", "unexpected argument 'b.bin'"),
            (
                "puzzles --count 0",
                "--count needs a positive count, not '0'",
            ),
            ("puzzles --games many", "--games needs a positive count"),
            ("puzzles --seed -1", "'-1' is not a seed"),
            (
                "puzzles --empties 20-10",
                "'20-10' is not a range of empties",
            ),
            ("puzzles --empties 10-30", "(1 to 24)"),
            ("puzzles --empties", "--empties needs a value"),
            ("puzzles -o", "-o needs a value"),
            ("puzzles 12", "unexpected argument '12'"),
        ] {
            let error = parse_words(line).unwrap_err();
            assert!(error.0.contains(expected), "{line}: {error}");
        }
    }

    #[test]
    fn selections_pick_by_number_or_by_place() {
        let ranges = Selection::Numbers(vec![40..=42]);
        assert!(ranges.includes(41, 1) && !ranges.includes(43, 3));
        assert!(Selection::First(2).includes(99, 1) && !Selection::First(2).includes(1, 2));
    }
}
