//! The native command line, `reversi <command>`: perft, solve, play, review, puzzles, nboard,
//! bench and help.
//! The commands live in `cli`; this file only hands them the arguments.
//!
//! Native only: a wasm build of the crate (the wasm tests build every target) gets an empty
//! program, since a terminal and a system clock are not there.

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    quit_quietly_on_closed_pipe();
    cli::run(std::env::args_os().skip(1).collect())
}

/// Rust ignores SIGPIPE, so printing into a pipe whose reader has gone (`reversi perft 11 |
/// head -1`) panics with "failed printing to stdout". A command-line tool should just stop, as
/// `cat` does: give SIGPIPE back its default action.
#[cfg(all(unix, not(target_arch = "wasm32")))]
fn quit_quietly_on_closed_pipe() {
    const SIGPIPE: i32 = 13; // the same number on Linux, macOS and the BSDs
    const SIG_DFL: usize = 0;
    extern "C" {
        fn signal(signal: i32, handler: usize) -> usize;
    }
    // SAFETY: `signal` from the C library, with a valid signal number and the default action;
    // called once, before any other thread exists.
    unsafe {
        signal(SIGPIPE, SIG_DFL);
    }
}

#[cfg(all(not(unix), not(target_arch = "wasm32")))]
fn quit_quietly_on_closed_pipe() {}

#[cfg(target_arch = "wasm32")]
fn main() {}
