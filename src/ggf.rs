//! GGF, the game format of the Generic Game Server that NBoard sends with `set game`:
//! `(;GM[Othello]...BO[8 <64 squares> <side>]B[F5]W[d6//0.5]B[PA]...;)`.
//!
//! Only what defines the position is read: `BO` (the start: `-` empty, `*` black, `O` white,
//! then the side to move) and the moves `B[...]` / `W[...]`, each a square or `PA`, with
//! optional `/eval/time` after it. Every other property (players, clocks, comments) is skipped.
//! [`write_game`] writes a game the same way, for an engine's `set game` or a games file.

use crate::color::Color;
use crate::game::Game;
use crate::game_record::{GameRecord, Move, MoveError};
use std::fmt;

/// Why a text is not a GGF Othello game we can replay.
///
/// # Examples
/// ```
/// use reversi::ggf::{parse_game, GgfError};
/// assert_eq!(parse_game("GM[Othello]"), Err(GgfError::NotAGame));
/// assert_eq!(parse_game("(;GM[Chess];)"), Err(GgfError::NotOthello("Chess".into())));
/// assert_eq!(parse_game("(;PB[someone"), Err(GgfError::Unterminated("PB".into())));
/// // The standard start has no legal move on a1.
/// let error = parse_game("(;GM[Othello]B[F5]W[A1];)").unwrap_err();
/// assert!(matches!(error, GgfError::BadMove { number: 2, .. }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GgfError {
    /// It does not start with `(;`.
    NotAGame,
    /// A property's `[` has no closing `]`.
    Unterminated(String),
    /// `GM` names another game.
    NotOthello(String),
    /// The `BO` start position is not an 8x8 board and a side to move.
    BadBoard(String),
    /// A move that cannot be played, numbered from 1 in the game's move list.
    BadMove {
        /// Which move of the list.
        number: usize,
        /// Its text.
        text: String,
        /// What is wrong with it.
        error: MoveError,
    },
}

impl fmt::Display for GgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GgfError::NotAGame => write!(f, "a GGF game starts with '(;'"),
            GgfError::Unterminated(key) => write!(f, "property {key}[ is never closed by ']'"),
            GgfError::NotOthello(game) => write!(f, "GM[{game}] is not an Othello game"),
            GgfError::BadBoard(board) => write!(
                f,
                "BO[{board}] is not '8', 64 squares (-, * or O) and the side to move (* or O)"
            ),
            GgfError::BadMove {
                number,
                text,
                error,
            } => write!(f, "move {number} ({text}): {error}"),
        }
    }
}

impl std::error::Error for GgfError {}

/// Replays a GGF game to its last position.
///
/// # Errors
/// Text that is not GGF, another game or board size, or a move that cannot be played.
///
/// # Examples
/// ```
/// use reversi::{ggf, Color};
/// let start = format!("{}O*{}*O{} *", "-".repeat(27), "-".repeat(6), "-".repeat(27));
/// let text = format!("(;GM[Othello]PB[me]PW[you]BO[8 {start}]B[F5]W[d6//1.25]B[C3];)");
/// let record = ggf::parse_game(&text).unwrap();
/// assert_eq!(record.game().transcript(), "f5d6c3");
/// assert_eq!(record.game().to_move(), Color::White);
/// ```
pub fn parse_game(text: &str) -> Result<GameRecord, GgfError> {
    let body = text
        .trim_start()
        .strip_prefix("(;")
        .ok_or(GgfError::NotAGame)?;
    let mut record = GameRecord::new(Game::new());
    let mut moves_played = 0;
    for property in Properties(body) {
        let (key, value) = property?;
        match key {
            "GM" if !value.trim().eq_ignore_ascii_case("othello") => {
                return Err(GgfError::NotOthello(value.to_string()))
            }
            "BO" => {
                if moves_played > 0 {
                    return Err(GgfError::BadBoard(format!(
                        "{value}] after the first move["
                    )));
                }
                record = GameRecord::new(parse_board(value)?);
            }
            "B" | "W" => {
                moves_played += 1;
                let color = if key == "B" {
                    Color::Black
                } else {
                    Color::White
                };
                let text = value.split('/').next().unwrap_or_default().trim();
                let bad_move = |error| GgfError::BadMove {
                    number: moves_played,
                    text: text.to_string(),
                    error,
                };
                let recorded = text.parse::<Move>().map_err(bad_move)?;
                record.play(Some(color), recorded).map_err(bad_move)?;
            }
            _ => {}
        }
    }
    Ok(record)
}

/// The value of the first `key[...]` property of a GGF game (an escaped `]` inside a value
/// kept as written), `None` if it has none or is not GGF. For what [`parse_game`] skips:
/// players, result, clocks.
///
/// # Examples
/// ```
/// use reversi::ggf;
/// let text = "(;GM[Othello]PB[A]PW[B]RE[+4]TY[8];)";
/// assert_eq!(ggf::property(text, "PW"), Some("B"));
/// assert_eq!(ggf::property(text, "RE"), Some("+4"));
/// assert_eq!(ggf::property(text, "E"), None);
/// ```
#[must_use]
pub fn property<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    let body = text.trim_start().strip_prefix("(;")?;
    Properties(body)
        .map_while(Result::ok)
        .find(|&(found, _)| found == key)
        .map(|(_, value)| value)
}

/// A game in GGF, as NBoard's `set game` takes it: its start position, then every move in
/// order, a pass as `PA` (passes the game made by itself written out). `header` goes after
/// the game type (such as `PB[black's name]PW[white's name]`); `seconds`, when given, holds
/// the time of each written move, passes included, and is written after it (`B[F5//0.512]`).
///
/// # Examples
/// ```
/// use reversi::{ggf, Game};
/// let game = Game::from_transcript("f5d6").unwrap();
/// let text = ggf::write_game(&game, "PB[me]", None);
/// assert!(text.starts_with("(;GM[Othello]PB[me]TY[8]BO[8 "));
/// assert!(text.ends_with("B[F5]W[D6];)"));
/// assert_eq!(ggf::parse_game(&text).unwrap().game().transcript(), "f5d6");
/// ```
#[must_use]
pub fn write_game(game: &Game, header: &str, seconds: Option<&[f64]>) -> String {
    let start = game.start_board_string();
    let (squares, side) = start.split_at(64);
    let ggf_cell = |cell: char| match cell {
        'X' => '*',
        'O' => 'O',
        _ => '-',
    };
    let mut text = format!("(;GM[Othello]{header}TY[8]BO[8 ");
    text.extend(squares.chars().map(ggf_cell));
    text.push(' ');
    text.extend(side.trim().chars().map(ggf_cell));
    text.push(']');
    let mut written = 0;
    let mut write = |color: Color, recorded: Move| {
        let key = if color == Color::Black { 'B' } else { 'W' };
        match seconds.and_then(|seconds| seconds.get(written)) {
            Some(time) => text.push_str(&format!("{key}[{recorded}//{time:.3}]")),
            None => text.push_str(&format!("{key}[{recorded}]")),
        }
        written += 1;
    };
    if let Some(color) = game.start_pass() {
        write(color, Move::Pass);
    }
    for turn in game.turns() {
        write(turn.color, Move::Place(turn.square));
        if let Some(color) = turn.pass_after {
            write(color, Move::Pass);
        }
    }
    text.push_str(";)");
    text
}

/// `8 ---...--- *`: the size, the 64 squares a1→h8 and the side to move.
fn parse_board(value: &str) -> Result<Game, GgfError> {
    let bad = || GgfError::BadBoard(value.to_string());
    let rest = value.trim().strip_prefix('8').ok_or_else(bad)?;
    let cells: String = rest.chars().filter(|c| !c.is_whitespace()).collect();
    if cells.chars().count() != 65 {
        return Err(bad());
    }
    let ours: String = cells
        .chars()
        .map(|cell| match cell {
            '*' | 'X' | 'x' | 'B' | 'b' => Ok('X'),
            'O' | 'o' | 'W' | 'w' => Ok('O'),
            '-' | '.' => Ok('-'),
            _ => Err(bad()),
        })
        .collect::<Result<_, _>>()?;
    let (squares, side) = ours.split_at(64);
    if side == "-" {
        return Err(bad());
    }
    Game::from_board_string(&format!("{squares} {side}")).map_err(|_| bad())
}

/// The `KEY[value]` properties of a GGF game body, up to its closing `;)`.
struct Properties<'a>(&'a str);

impl<'a> Iterator for Properties<'a> {
    type Item = Result<(&'a str, &'a str), GgfError>;

    fn next(&mut self) -> Option<Self::Item> {
        let text = self.0.trim_start();
        if text.is_empty() || text.starts_with(";)") || text.starts_with(')') {
            return None;
        }
        let open = text.find('[')?;
        let key = text[..open].trim();
        // A `]` inside a value is escaped with a backslash.
        let mut escaped = false;
        let close = text[open + 1..].char_indices().find_map(|(at, c)| {
            let closes = c == ']' && !escaped;
            escaped = c == '\\' && !escaped;
            closes.then_some(open + 1 + at)
        });
        let Some(close) = close else {
            self.0 = "";
            return Some(Err(GgfError::Unterminated(key.to_string())));
        };
        self.0 = &text[close + 1..];
        Some(Ok((key, &text[open + 1..close])))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "---------------------------O*------*O--------------------------- *";

    #[test]
    fn replays_nboards_example_game() {
        let text = format!(
            "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]\
             TI[15:00]TY[8]BO[8 {START}]B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)"
        );
        let record = parse_game(&text).unwrap();
        assert_eq!(record.game().transcript(), "f5f6d3c5e6f7e7f4");
        assert!(!record.must_pass());
        assert_eq!(record.game().to_move(), Color::Black);
    }

    #[test]
    fn reads_passes_evals_and_comments() {
        let text = format!(
            "(;GM[Othello]C[a comment with \\] inside]BO[8 {START}]B[d3//1.5]W[c3/-2.00/0.1]\
             B[b3]W[b2]B[f5]W[a3]B[a1]W[c1]B[PA]W[e3];)"
        );
        let record = parse_game(&text).unwrap();
        assert_eq!(record.game().transcript(), "d3c3b3b2f5a3a1c1e3");
        assert!(!record.must_pass());
    }

    #[test]
    fn a_game_may_end_on_a_pass_still_to_announce() {
        let text = format!("(;GM[Othello]BO[8 {START}]B[d3]W[c3]B[b3]W[b2]B[f5]W[a3]B[a1]W[c1];)");
        let record = parse_game(&text).unwrap();
        // Black must pass: the game already has white to move.
        assert!(record.must_pass());
        assert_eq!(record.game().to_move(), Color::White);
    }

    #[test]
    fn a_written_game_reads_back_the_same_passes_and_times_included() {
        // Black has no move after c1: the written game announces the pass.
        let game = Game::from_transcript("d3c3b3b2f5a3a1c1").unwrap();
        let text = write_game(&game, "", None);
        assert!(text.ends_with("B[A1]W[C1]B[PA];)"), "{text}");
        let record = parse_game(&text).unwrap();
        assert_eq!(record.game(), &game);
        assert!(!record.must_pass());
        let timed = write_game(&game, "PB[a]PW[b]", Some(&[0.5; 9]));
        assert!(timed.contains("PB[a]PW[b]TY[8]"));
        assert!(timed.ends_with("W[C1//0.500]B[PA//0.500];)"), "{timed}");
        assert_eq!(parse_game(&timed).unwrap().game(), &game);
        // Another start position, white to move, round trip.
        let from_position =
            Game::from_board_string(&format!("{} O", &START[..64].replace('*', "X"))).unwrap();
        let written = write_game(&from_position, "", None);
        assert!(
            written.contains(&format!("BO[8 {} O]", &START[..64])),
            "{written}"
        );
        assert_eq!(parse_game(&written).unwrap().game(), &from_position);
    }

    #[test]
    fn errors_say_what_and_where() {
        assert_eq!(parse_game("GM[Othello]"), Err(GgfError::NotAGame));
        assert_eq!(
            parse_game("(;GM[Chess];)"),
            Err(GgfError::NotOthello("Chess".into()))
        );
        assert!(matches!(
            parse_game("(;BO[8 ---];)"),
            Err(GgfError::BadBoard(_))
        ));
        assert_eq!(
            parse_game("(;GM[Othello]PB[someone"),
            Err(GgfError::Unterminated("PB".into()))
        );
        let wrong_side = parse_game(&format!("(;BO[8 {START}]W[F5];)")).unwrap_err();
        assert_eq!(wrong_side.to_string(), "move 1 (F5): it is black's turn");
        let illegal = parse_game(&format!("(;BO[8 {START}]B[F5]W[A1];)")).unwrap_err();
        assert!(
            illegal
                .to_string()
                .starts_with("move 2 (A1): a1 is not a legal move"),
            "{illegal}"
        );
        let early_pass = parse_game(&format!("(;BO[8 {START}]B[PA];)")).unwrap_err();
        assert!(
            early_pass.to_string().contains("black cannot pass"),
            "{early_pass}"
        );
    }

    #[test]
    fn a_start_position_other_than_the_standard_one() {
        // White to move, but h8, the one empty square, flips nothing for white: white
        // announces its pass, then black takes h8 and ends the game.
        let board = format!("8 {}{}- O", "*".repeat(32), "O".repeat(31));
        let record = parse_game(&format!("(;GM[Othello]BO[{board}]W[PA]B[H8];)")).unwrap();
        assert!(record.game().is_over());
        assert_eq!(record.game().count(Color::Black), 39);
    }
}
