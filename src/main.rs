//! The native command line: `cargo run --release -- <command>`.
//!
//! - `perft <depth>`: leaf counts from the start under both pass conventions, with leaves/s.

use reversi::{perft, Board, PassRule};
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage: reversi perft <depth>";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["perft", depth] => match depth.parse::<u32>() {
            Ok(depth) if depth <= 20 => {
                run_perft(depth);
                ExitCode::SUCCESS
            }
            _ => fail(&format!("perft: '{depth}' is not a depth from 0 to 20")),
        },
        _ => fail(USAGE),
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("{message}");
    ExitCode::from(2)
}

/// Prints one line per pass convention: depth, leaves, seconds, leaves per second.
fn run_perft(depth: u32) {
    for (rule, name) in [
        (PassRule::CountsAsPly, "pass is a ply"),
        (PassRule::FreePly, "pass is free"),
    ] {
        let started = Instant::now();
        let leaves = perft(Board::start(), depth, rule);
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "perft {depth:>2} ({name}): {leaves:>15} leaves in {seconds:>8.3} s = {:>7.1} M leaves/s",
            leaves as f64 / seconds.max(1e-9) / 1e6
        );
    }
}
