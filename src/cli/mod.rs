//! The native command line: reads the arguments, runs one command, turns its outcome into an
//! exit code (0 success, 1 a wrong result, 2 a usage error or unreadable input).
//!
//! - `args`: the words → a [`args::Command`], and the usage text;
//! - `perft`, `solve`, `play`, `review`, `puzzles`, `nboard`, `bench`: one file per
//!   command;
//! - `board_view`: the text board `play` draws;
//! - `units`: how counts, rates and times are printed; `input`: lines and files read so that
//!   no input stops a command.
//!
//! Everything here parses, prints and delegates: the engine is the library.

mod args;
mod bench;
mod board_view;
mod input;
mod nboard;
mod perft;
mod play;
mod puzzles;
mod review;
mod solve;
mod units;

use args::{Command, UsageError};
use std::ffi::OsString;
use std::process::ExitCode;

/// The transposition table of every command's engine, in MiB: native runs can afford more than
/// the page's default, and long solves gain from it.
const TABLE_MEGABYTES: usize = 64;

/// Runs the command that `args` (the arguments after the program name) names.
pub fn run(args: Vec<OsString>) -> ExitCode {
    let outcome = match utf8(args).and_then(|args| args::parse(&args)) {
        Ok(command) => execute(command),
        Err(error) => Err(error),
    };
    match outcome {
        Ok(code) => code,
        Err(error) => {
            eprintln!("reversi: {error}\nrun 'reversi help' for the commands and their options");
            ExitCode::from(2)
        }
    }
}

/// The arguments as text: every command's words are, and one that is not (a file name in
/// another encoding, say) is refused rather than read wrongly.
fn utf8(args: Vec<OsString>) -> Result<Vec<String>, UsageError> {
    args.into_iter()
        .map(|arg| {
            arg.into_string()
                .map_err(|arg| UsageError(format!("'{}' is not UTF-8 text", arg.display())))
        })
        .collect()
}

fn execute(command: Command) -> Result<ExitCode, UsageError> {
    let io_failed = |error: std::io::Error| UsageError(format!("input or output failed: {error}"));
    match command {
        Command::Help => println!("{}", args::usage()),
        Command::Perft { depth, rules } => perft::run(depth, &rules),
        Command::Solve { path, selection } => {
            if solve::run(&path, &selection)? > 0 {
                return Ok(ExitCode::FAILURE);
            }
        }
        Command::Play(options) => play::run(options).map_err(io_failed)?,
        Command::Review(options) => review::run(&options)?,
        Command::Puzzles { recipe, output } => puzzles::run(&recipe, output.as_deref())?,
        Command::NBoard { eval } => {
            let evaluation = eval
                .map(|path| nboard::read_table(&path))
                .transpose()
                .map_err(UsageError)?;
            nboard::run(evaluation).map_err(io_failed)?;
        }
        Command::Bench { full } => {
            if bench::run(full) > 0 {
                return Ok(ExitCode::FAILURE);
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
