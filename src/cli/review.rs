//! `reversi review <transcript | file>`: every move of a game weighed against the best move of
//! its position (`reversi::ai::review`), printed as a table with each side's totals, or as
//! JSON records with the same fields as the page's `board.review()`.

use super::command::ReviewOptions;
use super::input;
use super::units;
use super::UsageError;
use reversi::ai::review::{self, MoveClass, MoveReview, ReviewDepths};
use reversi::ai::{Engine, SystemClock};
use reversi::{ggf, Color, Game};
use std::path::Path;
use std::time::Instant;

/// Reads the game, reviews it and prints the review.
///
/// # Errors
/// The game cannot be read: an unreadable file, a GGF file that is not a game, or a
/// transcript with an illegal move (named in the message).
pub fn run(options: &ReviewOptions) -> Result<(), UsageError> {
    let game = read_game(&options.game)?;
    if game.turns().is_empty() {
        return Err(UsageError("review: the game has no moves to review".into()));
    }
    let depths = options.depths();
    let mut engine = Engine::new(super::TABLE_MEGABYTES);
    let started = Instant::now();
    let records = review::review_game(&mut engine, &game, &depths, &SystemClock, |_, _| {});
    let elapsed = started.elapsed();
    if options.json {
        println!("{}", json(&records));
    } else {
        print_table(&game, &records, &depths);
        println!(
            "analysed {} positions in {}",
            records.len() + 1,
            units::seconds(elapsed)
        );
    }
    Ok(())
}

/// The game `argument` names: a GGF file, a file holding a transcript, or a transcript.
fn read_game(argument: &str) -> Result<Game, UsageError> {
    let path = Path::new(argument);
    let (text, source) = if path.is_file() {
        let text =
            input::read_text_file(path).map_err(|error| UsageError(format!("review: {error}")))?;
        (text, path.display().to_string())
    } else {
        (argument.to_string(), "the transcript".to_string())
    };
    if text.trim_start().starts_with("(;") {
        return ggf::parse_game(&text)
            .map(|record| record.game().clone())
            .map_err(|error| UsageError(format!("review: {source}: {error}")));
    }
    let transcript: String = text.split_whitespace().collect();
    Game::from_transcript(&transcript).map_err(|error| {
        UsageError(format!(
            "review: {source} is not a GGF game or a transcript such as f5d6c3: {error} ({})",
            input::quote(&transcript)
        ))
    })
}

fn print_table(game: &Game, records: &[MoveReview], depths: &ReviewDepths) {
    println!(
        "review of {} moves: exact from {} empties, depth {} before (* marks an exact score)",
        records.len(),
        depths.exact_empties,
        depths.depth
    );
    println!(" move  side   played  score  best  score  loss  class");
    for record in records {
        let mark = if record.exact { "*" } else { " " };
        println!(
            "{:>5}  {:<5}  {:<6}  {:>4}{mark}  {:<4}  {:>4}{mark}  {:>4}  {}",
            record.number,
            record.color,
            record.played.to_string(),
            units::signed(record.played_score),
            record.best_move.to_string(),
            units::signed(record.best_score),
            record.loss,
            record.class.name()
        );
    }
    for color in [Color::Black, Color::White] {
        let own: Vec<&MoveReview> = records.iter().filter(|r| r.color == color).collect();
        let count = |class| own.iter().filter(|r| r.class == class).count();
        let lost: i32 = own.iter().map(|r| r.loss).sum();
        println!(
            "{}: {} moves, {} best, {} inaccuracies, {} mistakes, {} blunders, {} discs lost",
            color,
            own.len(),
            count(MoveClass::Best),
            count(MoveClass::Inaccuracy),
            count(MoveClass::Mistake),
            count(MoveClass::Blunder),
            lost
        );
    }
    if game.is_over() {
        println!(
            "result: black {} - white {}",
            game.count(Color::Black),
            game.count(Color::White)
        );
    }
}

/// The records as a JSON array, with the field names of the page's review records.
fn json(records: &[MoveReview]) -> String {
    let rows: Vec<String> = records
        .iter()
        .map(|record| {
            format!(
                "{{\"number\":{},\"color\":\"{}\",\"played\":\"{}\",\"playedScore\":{},\
                 \"best\":\"{}\",\"bestScore\":{},\"loss\":{},\"exact\":{},\"class\":\"{}\"}}",
                record.number,
                record.color,
                record.played,
                record.played_score,
                record.best_move,
                record.best_score,
                record.loss,
                record.exact,
                record.class.name()
            )
        })
        .collect();
    format!("[\n{}\n]", rows.join(",\n"))
}
