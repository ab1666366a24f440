//! The native command line, `reversi <command>`: perft, solve, play, nboard, bench and help.
//! The commands live in `cli`; this file only hands them the arguments.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    cli::run(&args)
}
