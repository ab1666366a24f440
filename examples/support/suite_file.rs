//! What the two suites (`endgame_suite.rs`, `midgame_suite.rs`, which include this file)
//! share: the games they take positions from, their file of positions with a score for
//! each move, and the work spread over both cores. A line of the file: the side to move's
//! and the other's discs in hex, then `square:score` for every move scored (discs for the
//! endgame suite, evaluation units for the midgame one). A file that cannot be read, or a
//! line that is not such a line, ends the tool (`command_line.rs`, which the suites include).

use crate::command_line::{fail, OrFail};
use reversi::ai::Engine;
use reversi::{ggf, Board, Color, Game, Square};
#[path = "work_queue.rs"]
mod work_queue;

/// One position and the scores of its moves scored so far.
pub struct Position {
    pub board: Board,
    pub scores: Vec<(Square, i32)>,
}

impl Position {
    /// The best score of the moves scored.
    pub fn best(&self) -> i32 {
        self.scores
            .iter()
            .map(|s| s.1)
            .max()
            .expect("a scored move")
    }

    /// The score of `square`, if it has been scored.
    pub fn score_of(&self, square: Square) -> Option<i32> {
        self.scores.iter().find(|s| s.0 == square).map(|s| s.1)
    }
}

/// The games of the GGF `files`, one a line, each with whether `player` (its `PB`/`PW`
/// name) had black.
pub fn games(files: &[String], player: &str) -> Vec<(Game, bool)> {
    files
        .iter()
        .flat_map(|file| {
            std::fs::read_to_string(file)
                .or_fail(format_args!("cannot read {file}"))
                .lines()
                .filter(|line| !line.trim().is_empty())
                .map(|line| {
                    let record = ggf::parse_game(line).or_fail(file);
                    (
                        record.game().clone(),
                        ggf::property(line, "PB") == Some(player),
                    )
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The positions of `games` where `player` is to move and `keep` holds, each with the move
/// `player` made there (`None` in a game's final position).
pub fn positions_of(
    games: &[(Game, bool)],
    keep: impl Fn(&Board) -> bool,
) -> Vec<(Board, Option<Square>)> {
    games
        .iter()
        .flat_map(|(game, ours_is_black)| {
            let moves = game.turns().iter().map(|turn| Some(turn.square));
            game.positions()
                .into_iter()
                .zip(moves.chain(std::iter::once(None)))
                .filter(|&((board, color), _)| {
                    (color == Color::Black) == *ours_is_black && keep(&board)
                })
                .map(|((board, _), played)| (board, played))
        })
        .collect()
}

/// One line of a suite file.
pub fn line(board: &Board, scores: &[(Square, i32)]) -> String {
    let scores: Vec<String> = scores.iter().map(|(sq, s)| format!("{sq}:{s}")).collect();
    format!(
        "{:016x} {:016x} {}",
        board.player,
        board.opponent,
        scores.join(" ")
    )
}

/// The positions of the suite file `suite`.
pub fn load(suite: &str) -> Vec<Position> {
    std::fs::read_to_string(suite)
        .or_fail(format_args!("cannot read {suite}"))
        .lines()
        .enumerate()
        .map(|(at, line)| {
            parse_line(line)
                .unwrap_or_else(|problem| fail(format!("{suite}, line {}: {problem}", at + 1)))
        })
        .collect()
}

/// One line of a suite file read back (see [`line`]).
fn parse_line(line: &str) -> Result<Position, String> {
    let mut words = line.split_whitespace();
    let mut discs = || {
        let word = words.next().unwrap_or_default();
        u64::from_str_radix(word, 16).map_err(|_| format!("'{word}' is not a side's discs in hex"))
    };
    let (player, opponent) = (discs()?, discs()?);
    if player & opponent != 0 {
        return Err("the two sides' discs overlap".to_string());
    }
    let board = Board { player, opponent };
    let legal = board.legal_moves();
    let scores = words
        .map(|word| {
            let scored = word.split_once(':').and_then(|(square, score)| {
                let square: Square = square.parse().ok()?;
                Some((square, score.parse().ok()?)).filter(|_| legal.contains(square))
            });
            scored.ok_or(format!("'{word}' is not a legal move's square:score"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if scores.is_empty() {
        return Err("a position without a scored move".to_string());
    }
    Ok(Position { board, scores })
}

/// Calls `work` with each of `items` (and its index) on two threads, one per core, each
/// with its own engine of a `table_megabytes` table.
pub fn on_both_cores<T: Sync>(
    items: &[T],
    table_megabytes: usize,
    work: impl Fn(&mut Engine, usize, &T) + Sync,
) {
    work_queue::share_out(items, 2, || Engine::new(table_megabytes), work);
}
