//! `reversi puzzles`: makes a puzzle set from self-play games and writes it as OBF, one
//! puzzle a line under a header that says how to read it and how to make it again; a
//! summary by empties and difficulty goes to stderr.

use super::units;
use super::UsageError;
use reversi::ai::Engine;
use reversi::puzzles::{
    make_set, Progress, PuzzleSet, Recipe, CLOSE_DISCS, EMPTIES_STEPS, MARGIN_DISCS,
    MAX_DIFFICULTY, MOST_CLOSE_POINTS,
};
use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};

/// A progress line goes to stderr after this many games: a set of 200 takes a minute or
/// two, long enough to want a sign of life, short enough not to want one per game.
const PROGRESS_EVERY_GAMES: usize = 10;

/// Makes the set of `recipe` and writes it to `output` (stdout when `None`).
///
/// # Errors
/// The output cannot be written.
pub fn run(recipe: &Recipe, output: Option<&Path>) -> Result<(), UsageError> {
    let started = Instant::now();
    let mut solver = Engine::new(super::TABLE_MEGABYTES);
    let set = make_set(recipe, &mut solver, |progress| {
        if progress.games % PROGRESS_EVERY_GAMES == 0 {
            eprintln!("{}", progress_line(progress, started.elapsed()));
        }
    });
    let elapsed = started.elapsed();
    let text = obf_text(recipe, &set);
    let written = match output {
        Some(path) => std::fs::write(path, text)
            .map_err(|error| format!("cannot write {}: {error}", path.display())),
        None => std::io::stdout()
            .lock()
            .write_all(text.as_bytes())
            .map_err(|error| format!("cannot write the puzzles: {error}")),
    };
    written.map_err(|message| UsageError(format!("puzzles: {message}")))?;
    eprint!("{}", summary(recipe, &set, elapsed));
    Ok(())
}

/// `games 10: 37 puzzles, 104 positions solved, 0 duplicates, 12.345 s`.
fn progress_line(progress: &Progress, elapsed: Duration) -> String {
    format!(
        "games {}: {} puzzles, {} positions solved, {} duplicates, {}",
        progress.games,
        progress.puzzles,
        progress.positions_solved,
        progress.duplicates,
        units::seconds(elapsed)
    )
}

/// The file: a header of `%` comments, then one OBF line per puzzle.
fn obf_text(recipe: &Recipe, set: &PuzzleSet) -> String {
    let [first_step, second_step] = EMPTIES_STEPS;
    let header = format!(
        "\
% Othello endgame puzzles: in each position one move beats every other by at least {MARGIN_DISCS} discs.
% After the side to move, every legal move with its exact final disc difference for that side,
% best first; after the %, the difficulty from 1 to {MAX_DIFFICULTY}: 1, plus 1 from {first_step} and from {second_step}
% empties, plus 1 for each other move within {CLOSE_DISCS} discs of the best (at most {MOST_CLOSE_POINTS}).
% {} puzzles from {} self-play games, made by: {}
",
        set.puzzles.len(),
        set.progress.games,
        recipe.command_line()
    );
    let lines: String = set
        .puzzles
        .iter()
        .map(|puzzle| format!("{}\n", puzzle.obf_line()))
        .collect();
    header + &lines
}

/// What was found, by empties (rows) and difficulty (columns), and what it took.
fn summary(recipe: &Recipe, set: &PuzzleSet, elapsed: Duration) -> String {
    let progress = &set.progress;
    let mut text = format!(
        "{} puzzles from {} games ({} positions solved, {} duplicates skipped) in {}\n",
        set.puzzles.len(),
        progress.games,
        progress.positions_solved,
        progress.duplicates,
        units::seconds(elapsed)
    );
    if set.puzzles.len() < recipe.count {
        text += &format!(
            "only {} of the {} puzzles wanted: allow more games (--games)\n",
            set.puzzles.len(),
            recipe.count
        );
    }
    let count = |empties: Option<u32>, difficulty: Option<u32>| {
        set.puzzles
            .iter()
            .filter(|puzzle| empties.is_none_or(|empties| puzzle.empties() == empties))
            .filter(|puzzle| difficulty.is_none_or(|d| puzzle.grade.difficulty == d))
            .count()
    };
    let row = |label: String, empties: Option<u32>| {
        let cells: String = (1..=MAX_DIFFICULTY)
            .map(|difficulty| format!(" {:>4}", count(empties, Some(difficulty))))
            .collect();
        format!("{label:>7}{cells} {:>6}\n", count(empties, None))
    };
    let titles: String = (1..=MAX_DIFFICULTY)
        .map(|difficulty| format!(" {:>4}", format!("d{difficulty}")))
        .collect();
    text += &format!("{:>7}{titles} {:>6}\n", "empties", "total");
    for empties in recipe.empties.clone() {
        text += &row(empties.to_string(), Some(empties));
    }
    text + &row("total".into(), None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_file_reads_back_and_says_how_it_was_made() {
        let recipe = Recipe {
            games: 1,
            empties: 10..=11,
            ..Recipe::default()
        };
        let set = make_set(&recipe, &mut Engine::new(16), |_| {});
        let text = obf_text(&recipe, &set);
        assert!(text.contains(&format!("made by: {}\n", recipe.command_line())));
        let positions = reversi::obf::parse_lines(&text).unwrap();
        assert_eq!(positions.len(), set.puzzles.len());

        let table = summary(&recipe, &set, Duration::from_millis(1500));
        assert!(table.contains("in 1.500 s"), "{table}");
        assert!(
            table.contains("empties   d1   d2   d3   d4   d5  total"),
            "{table}"
        );
        for label in ["     10 ", "     11 ", "  total "] {
            assert!(table.contains(label), "{label}: {table}");
        }
        let total = table.lines().last().unwrap();
        assert!(
            total.ends_with(&format!(" {}", set.puzzles.len())),
            "{table}"
        );
    }
}
