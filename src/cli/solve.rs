//! `reversi solve <file.obf>`: solves the positions of an OBF file exactly, prints one row per
//! position and a total, and checks each result against the file's scores.

use super::command::Selection;
use super::input;
use super::units;
use super::UsageError;
use reversi::ai::Engine;
use reversi::obf::{self, ObfPosition};
use std::path::Path;
use std::time::{Duration, Instant};

/// One solved position, as the table prints it.
pub struct Solved {
    /// The position's number (FFO numbering for the FFO files).
    pub number: usize,
    /// Empty squares.
    pub empties: u32,
    /// The move the solver chose, `None` for a pass.
    pub best_move: Option<reversi::Square>,
    /// The exact score it found, for the side to move.
    pub score: i32,
    /// The best score the file gives, if it gives any.
    pub expected: Option<i32>,
    /// The moves the file gives that score, in its spelling (`G8`).
    pub expected_moves: Vec<String>,
    /// Whether the result agrees with the file: the same score, and a move the file scores
    /// that high. Always true when the file gives no score.
    pub agrees: bool,
    /// Positions visited.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
}

/// Reads, selects, solves on `threads` threads and prints. Returns how many positions
/// disagree with the file.
///
/// # Errors
/// The file cannot be read or is not OBF, or the selection picks no position.
pub fn run(path: &Path, selection: &Selection, threads: usize) -> Result<usize, UsageError> {
    let text =
        input::read_text_file(path).map_err(|error| UsageError(format!("solve: {error}")))?;
    let positions = obf::parse_lines(&text)
        .map_err(|error| UsageError(format!("solve: {}: {error}", path.display())))?;
    let first_number = first_number(path);
    let chosen: Vec<(usize, &ObfPosition)> = positions
        .iter()
        .enumerate()
        .map(|(index, position)| (first_number + index, index, position))
        .filter(|&(number, index, _)| selection.includes(number, index))
        .map(|(number, _, position)| (number, position))
        .collect();
    if chosen.is_empty() {
        return Err(UsageError(format!(
            "solve: the selection picks none of the {} positions (numbered {} to {})",
            positions.len(),
            first_number,
            first_number + positions.len().saturating_sub(1)
        )));
    }

    let mut engine = Engine::new(super::TABLE_MEGABYTES).with_threads(threads);
    print_header();
    let mut total_nodes = 0;
    let mut total_time = Duration::ZERO;
    let mut mismatches = 0;
    for (number, position) in chosen.iter().copied() {
        let solved = solve_one(&mut engine, number, position);
        print_row(&solved);
        total_nodes += solved.nodes;
        total_time += solved.elapsed;
        mismatches += usize::from(!solved.agrees);
    }
    println!(
        "total: {} positions, {} mismatches, {} nodes in {} = {} nodes/s, {} thread{}",
        chosen.len(),
        mismatches,
        total_nodes,
        units::seconds(total_time),
        units::per_second(total_nodes, total_time),
        threads,
        if threads == 1 { "" } else { "s" }
    );
    Ok(mismatches)
}

/// Solves one position and compares the result with the file. The engine starts empty, so
/// the work measured does not depend on the positions solved before.
pub fn solve_one(engine: &mut Engine, number: usize, position: &ObfPosition) -> Solved {
    engine.clear();
    let started = Instant::now();
    let solution = engine.solve(&position.board);
    let elapsed = started.elapsed();
    let expected = position.best_score();
    let agrees = match (expected, solution.best_move) {
        (None, _) => true,
        (Some(best), Some(square)) => solution.score == best && position.is_best(square),
        // A forced pass: only the score can be compared.
        (Some(best), None) => solution.score == best,
    };
    Solved {
        number,
        empties: position.empties(),
        best_move: solution.best_move,
        score: solution.score,
        expected,
        expected_moves: position
            .expected
            .iter()
            .filter(|&&(square, _)| position.is_best(square))
            .map(|(square, _)| square.to_string().to_uppercase())
            .collect(),
        agrees,
        nodes: solution.nodes,
        elapsed,
    }
}

/// The number of a file's first position: FFO files are named after their range
/// (`fforum-40-59.obf` starts at #40); any other file counts from 1.
fn first_number(path: &Path) -> usize {
    path.file_stem()
        .and_then(|stem| stem.to_str())
        .and_then(|stem| stem.strip_prefix("fforum-"))
        .and_then(|range| range.split('-').next())
        .and_then(|first| first.parse().ok())
        .unwrap_or(1)
}

/// The column titles of [`print_row`].
pub fn print_header() {
    println!(
        "{:>4} {:>7} {:>5} {:>6} {:>8} {:>13} {:>10} {:>10}",
        "#", "empties", "move", "score", "expected", "nodes", "time", "nodes/s"
    );
}

/// One table row; a disagreement with the file is flagged at the end.
pub fn print_row(solved: &Solved) {
    let best_move = solved
        .best_move
        .map_or_else(|| "pass".to_string(), |square| square.to_string());
    let expected = solved
        .expected
        .map_or_else(|| "?".to_string(), units::signed);
    println!(
        "{:>4} {:>7} {:>5} {:>6} {:>8} {:>13} {:>10} {:>10}{}",
        format!("#{}", solved.number),
        solved.empties,
        best_move,
        units::signed(solved.score),
        expected,
        solved.nodes,
        units::seconds(solved.elapsed),
        units::per_second(solved.nodes, solved.elapsed),
        if solved.agrees {
            String::new()
        } else {
            format!(
                "  MISMATCH: the file's best is {}",
                solved.expected_moves.join(" or ")
            )
        }
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ffo_files_number_from_their_name() {
        assert_eq!(first_number(Path::new("tests/data/fforum-40-59.obf")), 40);
        assert_eq!(first_number(Path::new("fforum-1-19.obf")), 1);
        assert_eq!(first_number(Path::new("/tmp/mine.obf")), 1);
    }
}
