//! The command line's words turned into a [`Command`], and the usage text. Nothing runs here:
//! a mistake becomes a [`UsageError`] that `main` reports with exit code 2.

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
  nboard
      speak the NBoard protocol on stdin and stdout, to play inside the NBoard GUI
  bench [--full]
      a fixed benchmark: perft 11, the FFO endgames #40-#44 (#40-#59 with --full) and
      midgame searches, printed as one table
  help
      this text

levels of the computer player:{levels}",
        max_level = ai::MAX_LEVEL,
        default_level = ai::DEFAULT_LEVEL
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
    /// Run as an NBoard engine.
    NBoard,
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
        "nboard" => no_more(command, rest).map(|()| Command::NBoard),
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
        assert_eq!(parse_words("nboard"), Ok(Command::NBoard));
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
