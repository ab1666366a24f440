//! Two matches on the same openings, compared opening by opening: did the change between
//! them (a new table, a search setting) win or lose games against the same opponent?
//!
//! `cargo run --release --example compare_matches -- <before.ggf> <after.ggf> [<before.ggf> <after.ggf>...]`
//!
//! Each file is the `--games` file of a `match` (A the player that changed, B the same
//! opponent in both); a pair of files must come from the same `--seed`, so that they play
//! the same openings. Several pairs (several seeds) are pooled.
//!
//! Two matches of 200 games each measure a score to about ±7 points, so their difference
//! is known to about ±10 (±70 Elo). But much of a match's spread is the openings: some are
//! won by whoever takes black, some are lost by both builds alike. Taking the difference
//! opening by opening (A's points over its two games in the second match minus those in the
//! first) leaves that out: on the 0.1 s matches of 2026-11-26 the difference over 300
//! openings was known to ±2.9 points a game, where the two scores side by side (±3.9
//! each) would have pinned it down only to ±5.5.

#[path = "support/command_line.rs"]
mod command_line;
#[path = "support/statistics.rs"]
mod statistics;

use command_line::{fail, Args, OrFail};
use reversi::{ggf, Board, Color};
use statistics::{mean, standard_error};
use std::collections::HashMap;

/// A's points (1 a win, 0.5 a draw) in each opening of a `match --games` file, by the
/// opening's start position, with the games counted.
fn points_by_opening(path: &str) -> HashMap<(Board, Color), (f64, u32)> {
    let text = std::fs::read_to_string(path).or_fail(format_args!("cannot read {path}"));
    let mut openings: HashMap<(Board, Color), (f64, u32)> = HashMap::new();
    for line in text.lines().filter(|line| !line.trim().is_empty()) {
        let record = ggf::parse_game(line).or_fail(path);
        let start = record.game().positions()[0];
        // `RE` is black's disc difference, as `match` writes it.
        let black_result: i32 = ggf::property(line, "RE")
            .and_then(|value| value.parse().ok())
            .or_fail(format_args!(
                "{path}: a game without RE[black's disc difference]"
            ));
        let a_result = match (ggf::property(line, "PB"), ggf::property(line, "PW")) {
            (Some("A"), _) => black_result,
            (_, Some("A")) => -black_result,
            _ => fail(format!("{path}: a game where neither PB nor PW is A")),
        };
        let entry = openings.entry(start).or_default();
        entry.0 += 0.5 + 0.5 * f64::from(a_result.signum());
        entry.1 += 1;
    }
    openings
}

fn main() {
    let args = Args::new("compare_matches <before.ggf> <after.ggf> [<before.ggf> <after.ggf>...]");
    let files = args.rest(0);
    if files.is_empty() || !files.len().is_multiple_of(2) {
        args.wrong("the games files come in pairs, before and after");
    }
    // For each opening both matches played in full: A's points a game before and after.
    let mut pairs: Vec<(f64, f64)> = Vec::new();
    for pair in files.chunks(2) {
        let before = points_by_opening(&pair[0]);
        let after = points_by_opening(&pair[1]);
        let mut shared = 0;
        for (start, &(points_after, games_after)) in &after {
            if let Some(&(points_before, games_before)) = before.get(start) {
                if games_before == 2 && games_after == 2 {
                    pairs.push((points_before / 2.0, points_after / 2.0));
                    shared += 1;
                }
            }
        }
        println!(
            "{} and {}: {shared} openings played in full by both ({} and {} in all)",
            pair[0],
            pair[1],
            before.len(),
            after.len()
        );
    }
    if pairs.len() < 2 {
        fail("the files share fewer than two openings: were they played with one seed?");
    }
    let before = mean(&pairs.iter().map(|p| p.0).collect::<Vec<_>>());
    let after = mean(&pairs.iter().map(|p| p.1).collect::<Vec<_>>());
    let differences: Vec<f64> = pairs.iter().map(|p| p.1 - p.0).collect();
    let difference = mean(&differences);
    let margin = 1.96 * standard_error(&differences, difference);
    println!(
        "{} openings, {} games each: A scored {:.1}% before, {:.1}% after; \
         difference {:+.1} points a game (95%: {:+.1} to {:+.1})",
        pairs.len(),
        2 * pairs.len(),
        100.0 * before,
        100.0 * after,
        100.0 * difference,
        100.0 * (difference - margin),
        100.0 * (difference + margin),
    );
}
