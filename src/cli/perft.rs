//! `reversi perft <depth>`: leaf counts from the start position, one line per pass convention,
//! with the speed in leaves per second.

use super::units;
use reversi::{perft, Board, PassRule};
use std::time::Instant;

/// Counts and prints the leaves `depth` plies below the start under each rule in `rules`.
pub fn run(depth: u32, rules: &[PassRule]) {
    for &rule in rules {
        let started = Instant::now();
        let leaves = perft(Board::start(), depth, rule);
        let elapsed = started.elapsed();
        println!(
            "perft {depth:>2} ({}): {leaves:>15} leaves in {:>9} = {} leaves/s",
            rule_name(rule),
            units::seconds(elapsed),
            units::per_second(leaves, elapsed)
        );
    }
}

/// How a pass convention is named in tables.
pub fn rule_name(rule: PassRule) -> &'static str {
    match rule {
        PassRule::CountsAsPly => "pass is a ply",
        PassRule::FreePly => "pass is free",
    }
}
