//! `reversi play`: a game in the terminal, a human against the computer or two humans at one
//! keyboard. Reads one command per line, so it works as well with piped input as with a
//! terminal, and ends quietly at the end of the input.

use super::board_view;
use super::command::PlayOptions;
use super::input::{quote, read_line, Line};
use reversi::ai::{self, Engine, SystemClock};
use reversi::{Color, Game, Square, Status, Turn};
use std::io::{self, BufRead, Write};

/// What the player may type, printed by `help`.
const COMMANDS: &str =
    "type a square such as f5 to play there, undo to take back your last move, quit to stop";

/// Plays a game on standard input and output.
///
/// # Errors
/// Reading or writing the terminal failed.
pub fn run(options: PlayOptions) -> io::Result<()> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    play(options, stdin.lock(), &mut stdout.lock())
}

/// Plays a game reading commands from `input` and writing to `out`, until the game ends, the
/// player quits or the input runs out.
pub fn play(options: PlayOptions, mut input: impl BufRead, out: &mut impl Write) -> io::Result<()> {
    let mut engine = Engine::new(super::TABLE_MEGABYTES);
    let mut game = Game::new();
    let computer = options.computer_plays.then(|| options.human.opposite());
    match computer {
        Some(_) => {
            let level = ai::level_info(options.level);
            writeln!(
                out,
                "You play {} against level {} ({}: {}).",
                side(options.human),
                level.level,
                level.name,
                level.description
            )?
        }
        None => writeln!(out, "Two players: black (X) moves first.")?,
    }
    writeln!(out, "{COMMANDS}.")?;

    loop {
        let to_move = match game.status() {
            Status::Over(outcome) => {
                write!(out, "\n{}", board_view::render(&game))?;
                let result = match outcome.winner {
                    Some(winner) => format!("{} wins", side(winner)),
                    None => "a draw".to_string(),
                };
                writeln!(
                    out,
                    "Game over: black {}, white {}: {result}.",
                    outcome.black, outcome.white
                )?;
                return Ok(());
            }
            Status::Playing { to_move } => to_move,
        };

        if Some(to_move) == computer {
            let square = ai::choose_move_with(&mut engine, &game, options.level, &SystemClock)
                .expect("a legal move while the game is on");
            let turn = game.play(square).expect("the engine plays legal moves");
            writeln!(out, "{} plays {square}.", side(to_move))?;
            announce_pass(out, &turn)?;
            continue;
        }

        write!(
            out,
            "\n{}{} to move [{}]: ",
            board_view::render(&game),
            side(to_move),
            board_view::legal_move_list(&game)
        )?;
        out.flush()?;
        let line = match read_line(&mut input)? {
            None => {
                writeln!(out, "\nEnd of input: goodbye.")?;
                return Ok(());
            }
            Some(Line::Text(text)) => text,
            Some(Line::TooLong(length)) => {
                writeln!(
                    out,
                    "A line of {length} bytes is not a command; {COMMANDS}."
                )?;
                continue;
            }
        };
        match line.trim().to_ascii_lowercase().as_str() {
            "" => {}
            "quit" | "q" | "exit" => {
                writeln!(out, "Goodbye.")?;
                return Ok(());
            }
            "help" | "?" => writeln!(out, "{COMMANDS}.")?,
            "undo" | "u" => undo(&mut game, computer, out)?,
            text => match text.parse::<Square>() {
                Ok(square) => match game.play(square) {
                    Ok(turn) => announce_pass(out, &turn)?,
                    Err(error) => writeln!(out, "Illegal move: {error}.")?,
                },
                Err(error) => writeln!(
                    out,
                    "Unknown command: {}; {COMMANDS}.",
                    quote(&error.to_string())
                )?,
            },
        }
    }
}

/// Takes back the human's last move, and the computer's replies after it.
fn undo(game: &mut Game, computer: Option<Color>, out: &mut impl Write) -> io::Result<()> {
    let human_moved = game.turns().iter().any(|turn| Some(turn.color) != computer);
    if !human_moved {
        return writeln!(out, "Nothing to undo.");
    }
    while let Some(turn) = game.undo() {
        if Some(turn.color) != computer {
            return writeln!(out, "Took back {}.", turn.square);
        }
    }
    Ok(())
}

fn announce_pass(out: &mut impl Write, turn: &Turn) -> io::Result<()> {
    match turn.pass_after {
        Some(passed) => writeln!(out, "{} has no legal move and passes.", side(passed)),
        None => Ok(()),
    }
}

/// `black (X)` or `white (O)`.
fn side(color: Color) -> String {
    format!("{color} ({})", color.letter())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(options: PlayOptions, input: &str) -> String {
        let mut out = Vec::new();
        play(options, input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    const TWO_HUMANS: PlayOptions = PlayOptions {
        level: 0,
        human: Color::Black,
        computer_plays: false,
    };

    #[test]
    fn two_humans_play_undo_and_reach_the_end_of_input() {
        let text = session(TWO_HUMANS, "f5\nd6\nundo\nz9\na1\n");
        assert!(text.contains("white (O) to move [f4 d6 f6]"), "{text}");
        assert!(text.contains("Took back d6."), "{text}");
        assert!(
            text.contains("Unknown command: 'z9' is not a square name"),
            "{text}"
        );
        assert!(
            text.contains("Illegal move: a1 is not a legal move"),
            "{text}"
        );
        assert!(text.ends_with("End of input: goodbye.\n"), "{text}");
    }

    #[test]
    fn the_computer_answers_and_undo_takes_back_both_moves() {
        let options = PlayOptions {
            level: 0,
            human: Color::Black,
            computer_plays: true,
        };
        let text = session(options, "f5\nundo\nundo\nquit\n");
        // Level 0 plays the first legal move in a1..h8 order: f4 after f5.
        assert!(text.contains("white (O) plays f4."), "{text}");
        assert!(text.contains("Took back f5."), "{text}");
        assert!(text.contains("Nothing to undo."), "{text}");
        assert!(text.ends_with("Goodbye.\n"), "{text}");
    }

    #[test]
    fn a_whole_game_ends_with_the_result() {
        // Black types the first legal move each time, as level 0 plays for white: the game
        // ends and the result is printed with no input left over.
        let moves: String = {
            let mut game = Game::new();
            let mut typed = String::new();
            while let Some(square) = game.legal_moves().first() {
                if game.to_move() == Color::Black {
                    typed.push_str(&format!("{square}\n"));
                }
                game.play(square).unwrap();
            }
            typed
        };
        let options = PlayOptions {
            level: 0,
            human: Color::Black,
            computer_plays: true,
        };
        let text = session(options, &moves);
        assert!(text.contains("Game over: black "), "{text}");
        assert!(!text.contains("End of input"), "{text}");
    }
}
