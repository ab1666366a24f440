//! A match between two Othello players, to measure strength instead of guessing it: two
//! engines that speak NBoard (two builds of this one, or any other) or two computer levels of
//! this build.
//!
//! `cargo run --release --example match -- <openings> <depth> <player A> <player B> [plies] [seed]`
//!
//! A player is `level:N` (this build's level N, in this process) or the command that starts
//! an NBoard engine, which gets `set depth <depth>` and, before each of its moves, the whole
//! game with `set game`. For example, a change against the build before it, and level 6
//! against level 5:
//!
//! `cargo run --release --example match -- 50 6 "target/release/reversi nboard" "/tmp/old nboard"`
//! `cargo run --release --example match -- 50 0 level:6 level:5`
//!
//! Each opening is `plies` random moves from the start (8 unless given; the same for a given
//! seed), played twice, each player taking black once, so that an unbalanced opening favours
//! neither. At the end: A's wins, draws and losses, its mean disc difference, and the Elo
//! difference those results suggest with a 95% margin.

use reversi::ai::{Engine, SeededRandom, SystemClock};
use reversi::{Board, Game, Square};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// One player: a level of this build, or an engine process and its pipes.
enum Player {
    Level(u32, Engine),
    Process(NboardProcess),
}

impl Player {
    fn start(spec: &str, depth: u32) -> Player {
        match spec.strip_prefix("level:") {
            Some(level) => Player::Level(
                level.parse().expect("a level number after 'level:'"),
                Engine::new(64),
            ),
            None => Player::Process(NboardProcess::start(spec, depth)),
        }
    }

    /// The player's move in `record`'s game: a square, or `None` for a pass.
    fn choose(&mut self, record: &Record) -> Option<Square> {
        match self {
            Player::Process(engine) => engine.choose(&record.ggf()),
            Player::Level(level, engine) => {
                let mut game = Game::from_board(record.start, reversi::Color::Black);
                for square in record.moves.iter().flatten() {
                    game.play(*square).expect("the game's moves are legal");
                }
                reversi::ai::choose_move_with(engine, &game, *level, &SystemClock)
            }
        }
    }
}

/// An NBoard engine process and its pipes.
struct NboardProcess {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl NboardProcess {
    fn start(command: &str, depth: u32) -> NboardProcess {
        let mut words = command.split_whitespace();
        let program = words.next().expect("an engine command");
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|error| panic!("cannot start {command}: {error}"));
        let input = child.stdin.take().expect("piped stdin");
        let output = BufReader::new(child.stdout.take().expect("piped stdout"));
        let mut engine = NboardProcess {
            child,
            input,
            output,
        };
        engine.send(&format!("nboard 1\nset depth {depth}"));
        engine
    }

    fn send(&mut self, lines: &str) {
        writeln!(self.input, "{lines}").expect("the engine reads its input");
        self.input.flush().expect("the engine reads its input");
    }

    /// The engine's move in the game `ggf`: a square, or `None` for a pass.
    fn choose(&mut self, ggf: &str) -> Option<Square> {
        self.send(&format!("set game {ggf}\ngo"));
        let mut line = String::new();
        loop {
            line.clear();
            let read = self
                .output
                .read_line(&mut line)
                .expect("the engine answers");
            assert!(read > 0, "the engine stopped before answering 'go'");
            if let Some(answer) = line.strip_prefix("=== ") {
                let text = answer.split_whitespace().next().unwrap_or_default();
                return text.to_ascii_lowercase().parse().ok();
            }
        }
    }
}

impl Drop for NboardProcess {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        let _ = self.child.wait();
    }
}

/// A game so far: where it started and the moves (`None` for a pass).
struct Record {
    start: Board,
    moves: Vec<Option<Square>>,
}

impl Record {
    /// The game in GGF, as NBoard's `set game` takes it (black moves first from `start`).
    fn ggf(&self) -> String {
        let mut text = String::from("(;GM[Othello]PC[match]TY[8]BO[8 ");
        for index in 0..64 {
            text.push(
                match (
                    self.start.player >> index & 1,
                    self.start.opponent >> index & 1,
                ) {
                    (1, _) => '*',
                    (_, 1) => 'O',
                    _ => '-',
                },
            );
        }
        text.push_str(" *]");
        for (ply, played) in self.moves.iter().enumerate() {
            let side = if ply % 2 == 0 { 'B' } else { 'W' };
            let square = played.map_or("PA".to_string(), |square| square.to_string());
            text.push_str(&format!("{side}[{square}]"));
        }
        text.push_str(";)");
        text
    }
}

/// A random opening of `plies` moves from the start, never one that ends the game (no
/// side passes so early: black is to move at the end when `plies` is even).
fn random_opening(rng: &mut SeededRandom, plies: u32) -> Board {
    loop {
        let mut board = Board::start();
        for _ in 0..plies {
            let moves: Vec<Square> = board.legal_moves().into_iter().collect();
            if moves.is_empty() {
                break;
            }
            board = board.play(moves[rng.below(moves.len() as u64) as usize]);
        }
        if !board.legal_moves().is_empty() {
            return board;
        }
    }
}

/// Plays one game from `start` (black, the side to move, is `black`); returns black's
/// final disc difference.
fn play_game(start: Board, black: &mut Player, white: &mut Player) -> i32 {
    let mut record = Record {
        start,
        moves: Vec::new(),
    };
    let mut board = start;
    loop {
        if board.legal_moves().is_empty() {
            if board.pass().legal_moves().is_empty() {
                break;
            }
            board = board.pass();
            record.moves.push(None);
            continue;
        }
        let mover = if record.moves.len().is_multiple_of(2) {
            &mut *black
        } else {
            &mut *white
        };
        let square = mover
            .choose(&record)
            .filter(|&square| board.legal_moves().contains(square))
            .unwrap_or_else(|| panic!("an illegal answer in {}", record.ggf()));
        board = board.play(square);
        record.moves.push(Some(square));
    }
    if record.moves.len().is_multiple_of(2) {
        board.final_score()
    } else {
        -board.final_score()
    }
}

/// The Elo difference a score share `share` (0 to 1) suggests.
fn elo(share: f64) -> f64 {
    let share = share.clamp(0.001, 0.999);
    -400.0 * (1.0 / share - 1.0).log10()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: match <openings> <depth> <player A> <player B> [plies] [seed]";
    let openings: u32 = args.get(1).and_then(|a| a.parse().ok()).expect(usage);
    let depth: u32 = args.get(2).and_then(|a| a.parse().ok()).expect(usage);
    let (command_a, command_b) = (args.get(3).expect(usage), args.get(4).expect(usage));
    let plies: u32 = args.get(5).and_then(|a| a.parse().ok()).unwrap_or(8);
    assert!(
        plies.is_multiple_of(2),
        "an even number of opening plies, so that black moves next"
    );
    let seed: u64 = args.get(6).and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut a = Player::start(command_a, depth);
    let mut b = Player::start(command_b, depth);
    let mut rng = SeededRandom::new(seed);
    // A's results: one score per game (1 win, 0.5 draw, 0 loss) and disc differences.
    let (mut scores, mut discs) = (Vec::new(), Vec::new());
    for number in 1..=openings {
        let start = random_opening(&mut rng, plies);
        let a_black = play_game(start, &mut a, &mut b);
        let a_white = -play_game(start, &mut b, &mut a);
        for result in [a_black, a_white] {
            scores.push(0.5 + 0.5 * f64::from(result.signum()));
            discs.push(f64::from(result));
        }
        eprintln!("opening {number}: A {a_black:+} as black, {a_white:+} as white");
    }
    let games = scores.len() as f64;
    let wins = scores.iter().filter(|&&s| s == 1.0).count();
    let draws = scores.iter().filter(|&&s| s == 0.5).count();
    let losses = scores.len() - wins - draws;
    let share = scores.iter().sum::<f64>() / games;
    let deviation = (scores.iter().map(|s| (s - share).powi(2)).sum::<f64>() / games).sqrt();
    let margin = 1.96 * deviation / games.sqrt();
    let mean_discs = discs.iter().sum::<f64>() / games;
    println!(
        "A vs B, {} games: {wins} wins, {draws} draws, {losses} losses ({:.1}%), \
         mean {mean_discs:+.2} discs, Elo {:+.0} ({:+.0} to {:+.0})",
        scores.len(),
        100.0 * share,
        elo(share),
        elo(share - margin),
        elo(share + margin)
    );
}
