//! The native command line: reads the arguments, runs one command, turns its outcome into an
//! exit code (0 success, 1 a wrong result, 2 a usage error or unreadable input).
//!
//! - `command`: the command line's grammar (clap derive types), its defaults and help text;
//! - `perft`, `solve`, `play`, `review`, `puzzles`, `nboard`, `bench`: one file per
//!   command;
//! - `board_view`: the text board `play` draws;
//! - `units`: how counts, rates and times are printed; `input`: lines and files read so that
//!   no input stops a command.
//!
//! Everything here parses, prints and delegates: the engine is the library.

mod bench;
mod board_view;
mod command;
mod input;
mod nboard;
mod perft;
mod play;
mod puzzles;
mod review;
mod solve;
mod units;

use clap::{CommandFactory, Parser};
use command::{Cli, Command};
use std::ffi::OsString;
use std::fmt;
use std::process::ExitCode;

/// The transposition table of every command's engine, in MiB: native runs can afford more than
/// the page's default, and long solves gain from it.
const TABLE_MEGABYTES: usize = 64;

/// The threads a search runs on unless told (`solve`, `nboard`): one a core.
fn every_core() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}

/// A command that cannot run (an unreadable or malformed input, an argument that is not
/// UTF-8), with a message saying why; `run` reports it with exit code 2.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

/// Runs the command that `args` (the arguments after the program name) names. A command line
/// that clap refuses is reported by clap (exit code 2); `--help` and `help` print to stdout.
pub fn run(args: Vec<OsString>) -> ExitCode {
    let outcome = utf8(args).and_then(|args| match Cli::try_parse_from(args) {
        Ok(Cli {
            command: Some(command),
        }) => execute(command),
        Ok(Cli { command: None }) => {
            Cli::command().print_help().map_err(io_failed)?;
            Ok(ExitCode::SUCCESS)
        }
        Err(error) => {
            // Printing fails only when the output is gone; the exit code still tells.
            let _ = error.print();
            Ok(ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(2)))
        }
    });
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

fn io_failed(error: std::io::Error) -> UsageError {
    UsageError(format!("input or output failed: {error}"))
}

fn execute(command: Command) -> Result<ExitCode, UsageError> {
    match command {
        Command::Perft(options) => perft::run(options.depth, &options.rules()),
        Command::Solve(options) => {
            let threads = options.threads.unwrap_or_else(every_core);
            if solve::run(&options.file, &options.selection(), threads)? > 0 {
                return Ok(ExitCode::FAILURE);
            }
        }
        Command::Play(options) => play::run(options).map_err(io_failed)?,
        Command::Review(options) => review::run(&options)?,
        Command::Puzzles(options) => puzzles::run(&options.recipe(), options.output.as_deref())?,
        Command::NBoard {
            eval,
            threads,
            shares,
        } => {
            let evaluation = eval
                .map(|path| nboard::read_table(&path))
                .transpose()
                .map_err(UsageError)?;
            let threads = threads.unwrap_or_else(every_core);
            nboard::run(evaluation, threads, shares).map_err(io_failed)?;
        }
        Command::Bench { full, threads } => {
            if bench::run(full, threads) > 0 {
                return Ok(ExitCode::FAILURE);
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
