//! The native command line, `reversi <command>`: perft, solve, play, nboard, bench and help.
//! The commands live in `cli`; this file only hands them the arguments.
//!
//! Native only: a wasm build of the crate (the wasm tests build every target) gets an empty
//! program, since a terminal and a system clock are not there.

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    cli::run(&args)
}

#[cfg(target_arch = "wasm32")]
fn main() {}
